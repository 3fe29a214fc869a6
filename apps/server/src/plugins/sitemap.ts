import type { FastifyInstance } from 'fastify';
import { sitemapPages } from '../sitemap/sitemap-pages.ts';
import type { Db } from '@tp/db';
import { DEFAULT_SITE_LANG, localizedPath, SITE_LANGS } from '@tp/schemas/languages';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`);

/**
 * `/sitemap.xml` (sitemaps.org with the xhtml namespace, as search engines read language versions): one `<url>`
 * per page and language its main text is written in, each listing those language versions and `x-default` (German),
 * itself included, so the alternates are reciprocal. An address that shows a text not translated yet (in German) is
 * left out until it is translated, as the page's own head leaves it out of its alternates. Built from the database on each request: the site has a few hundred pages at most,
 * far below the 50,000 URLs of one sitemap file.
 */
export async function registerSitemap(app: FastifyInstance, { db, siteUrl }: { db: Db; siteUrl: string }) {
  app.get('/sitemap.xml', async (_request, reply) => {
    const pages = await sitemapPages(db);
    const address = (path: string, lang: (typeof SITE_LANGS)[number]) =>
      escapeXml(new URL(localizedPath(path, lang), siteUrl).href);
    const urls = pages.flatMap((page) => {
      const languages = SITE_LANGS.filter((lang) => page.languages.includes(lang));
      const alternates = [
        ...languages.map(
          (lang) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${address(page.path, lang)}"/>`,
        ),
        ...(languages.includes(DEFAULT_SITE_LANG)
          ? [`    <xhtml:link rel="alternate" hreflang="x-default" href="${address(page.path, DEFAULT_SITE_LANG)}"/>`]
          : []),
      ];
      const lastmod = page.lastmod ? [`    <lastmod>${escapeXml(page.lastmod.slice(0, 10))}</lastmod>`] : [];
      return languages.map((lang) =>
        ['  <url>', `    <loc>${address(page.path, lang)}</loc>`, ...lastmod, ...alternates, '  </url>'].join('\n'),
      );
    });
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'no-cache').send(xml);
  });
}

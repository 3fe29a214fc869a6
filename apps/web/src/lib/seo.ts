import type { MetaHTMLAttributes } from 'react';
import { COMPANY_NAME } from '@tp/schemas/company';
import { DEFAULT_SITE_LANG, SITE_LANGS, type SiteLang } from '@tp/schemas/languages';
import { shownText, type TextsOf } from '@tp/schemas/text-fallback';
import { localizedPath } from './language.ts';

/** What every page's tags need to know: its language and the site's public origin (never the request's Host). */
export interface SiteAddress {
  lang: SiteLang;
  siteUrl: string;
}

/** The picture link previews show for a page without one of its own. */
export const DEFAULT_SHARE_IMAGE = '/images/hero-1.webp';

const OG_LOCALES: Record<SiteLang, string> = { de: 'de_DE', en: 'en_US', ru: 'ru_RU' };

/** `Name | Company`: the tab title of every page but the home page. */
export const pageTitle = (name: string) => `${name} | ${COMPANY_NAME}`;

/** An absolute URL on the site. */
export const absoluteUrl = (site: SiteAddress, path: string) => new URL(path, site.siteUrl).href;

/** An image's URL from its stored path (`uploads/…`), as the OpenAPI document describes it: the site's origin plus the path. */
export const imageUrl = (path: string) => `/api/${path.replace(/^\/+/, '')}`;

/** A stored picture's path below `uploads/` (`2026/11/….webp`, `seed/….webp`), where its sizes are served too. */
export const uploadedPath = (path: string) => /^\/*uploads\/(.+)$/.exec(path)?.[1];

/**
 * The address of an uploaded picture for link previews (`og:image`): its 1,200 px size, what Open Graph readers show,
 * and under the few hundred kilobytes some messengers take (a stored picture may be several times that). The width is
 * one of IMAGE_WIDTHS, written out: route heads are in the entry's chunk, which need not carry the limits module.
 */
export function previewImageUrl(path: string): string {
  const relative = uploadedPath(path);
  return relative ? sizedImageUrl(relative, 1200) : imageUrl(path);
}

/** A stored picture (its `uploadedPath`) at most `width` pixels wide, as the server makes it. */
export const sizedImageUrl = (relative: string, width: number) => `/api/uploads/sized/${width}/${relative}`;

/**
 * Title, description and the same for link previews (Open Graph, Twitter). A deeper route's tags replace the
 * root's of the same name, so a page sets only what it knows.
 */
export function seo(
  site: SiteAddress,
  {
    title,
    description,
    image,
    type = 'website',
  }: {
    title: string;
    description: string;
    /** A path on the site, e.g. `imageUrl(stored)`. */ image?: string;
    type?: string;
  },
) {
  const picture = absoluteUrl(site, image ?? DEFAULT_SHARE_IMAGE);
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type },
    { property: 'og:image', content: picture },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: picture },
  ];
}

/** The tags that are the same on every page of a language: site name and locale. */
export function siteTags(site: SiteAddress) {
  return [
    { property: 'og:site_name', content: COMPANY_NAME },
    // One og:locale only: the router keeps one tag per property, so og:locale:alternate could list one language.
    { property: 'og:locale', content: OG_LOCALES[site.lang] },
  ];
}

/**
 * What a page's loader data may say besides its content: the languages its main text is written in. The root's head
 * then links only those as alternates, and keeps the page out of search engines in the others (it shows the German
 * text there, which is a duplicate to them). Left out, the page is in every language.
 */
export interface PageLanguages {
  pageLanguages?: readonly SiteLang[];
}

/** The languages of a match's page, from its loader data. */
export const pageLanguagesOf = (loaderData: unknown): readonly SiteLang[] =>
  (loaderData as PageLanguages | undefined)?.pageLanguages ?? SITE_LANGS;

/**
 * The address of a page in each language it is written in: a self-referencing canonical, and those languages plus
 * `x-default` (German, when it is one of them) as alternates, the same set on each of them so search engines accept
 * them. A page not written in its address's language gets `noindex` instead (see `PageLanguages`).
 */
export function languageLinks(site: SiteAddress, routePath: string, languages: readonly SiteLang[] = SITE_LANGS) {
  const href = (lang: SiteLang) => absoluteUrl(site, localizedPath(routePath, lang));
  return [
    { rel: 'canonical', href: href(site.lang) },
    ...SITE_LANGS.filter((lang) => languages.includes(lang)).map((lang) => ({
      rel: 'alternate',
      hrefLang: lang,
      href: href(lang),
    })),
    ...(languages.includes(DEFAULT_SITE_LANG)
      ? [{ rel: 'alternate', hrefLang: 'x-default', href: href(DEFAULT_SITE_LANG) }]
      : []),
  ];
}

/** The page's own URL for `og:url`. */
export const pageUrl = (site: SiteAddress, routePath: string) => absoluteUrl(site, localizedPath(routePath, site.lang));

/**
 * The company as schema.org data (JSON-LD) from the contact settings, on every public page: the address in the page's
 * language, German while it is not translated.
 */
export function organizationData(site: SiteAddress, settings: { phone: string; email: string } & TextsOf<'address'>) {
  const contact = { ...settings, address: shownText(settings, 'address', site.lang).text };
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: COMPANY_NAME,
    url: absoluteUrl(site, localizedPath('/', site.lang)),
    logo: absoluteUrl(site, '/favicon.svg'),
    ...(contact.email ? { email: contact.email } : {}),
    ...(contact.phone ? { telephone: `+${contact.phone.replace(/\D/g, '')}` } : {}),
    ...(contact.address ? { address: contact.address } : {}),
  };
}

/**
 * A head entry the router writes as `<script type="application/ld+json">` (escaped). Its head types list only
 * `<meta>` attributes, hence the cast.
 */
export const jsonLd = (data: Record<string, unknown>) =>
  ({ 'script:ld+json': data }) as MetaHTMLAttributes<HTMLMetaElement>;

import type { Db } from '@tp/db';
import type { PageLink } from '@tp/schemas/company';
import { SITE_LANGS, type SiteLang } from '@tp/schemas/languages';
import { languagesOfAll, languagesWithText, titledPageLanguages } from '@tp/schemas/text-fallback';
import { listPublicRecords } from './sitemap.repository.ts';

/**
 * A public page by its German (unprefixed) path, when its content last changed when that is known, and the languages
 * its main text is written in (the others show the German text, which search engines should not index).
 */
export interface SitemapPage {
  path: string;
  lastmod?: string;
  languages: readonly SiteLang[];
}

/** The editable pages and the addresses that show them. */
const PAGE_PATHS: Record<PageLink, string> = {
  contact: '/imprint',
  careers: '/careers',
  'privacy-policy': '/privacy-policy',
  'gas-turbina': '/gas-turbina',
};

const latest = (...times: (string | undefined | null)[]) =>
  times
    .filter((time): time is string => !!time)
    .sort()
    .at(-1);

/** Every public page of the site, for the sitemap: the fixed pages, then every service, spare group and product. */
export async function sitemapPages(db: Db): Promise<SitemapPage[]> {
  const records = await listPublicRecords(db);
  const pageOf = new Map(records.pages.map((page) => [PAGE_PATHS[page.link], page]));
  const partsChanged = new Map(records.partsChanged.map((row) => [row.group_id, row.updated_at]));
  const productsChanged = latest(...records.products.map((product) => product.updated_at));
  const editable = (path: string, ...alsoChanged: (string | undefined)[]): SitemapPage => {
    const page = pageOf.get(path);
    return {
      path,
      lastmod: latest(page?.updated_at, ...alsoChanged),
      languages: page ? languagesWithText(page, 'text') : SITE_LANGS,
    };
  };
  return [
    { path: '/', lastmod: latest(records.settingsChanged), languages: SITE_LANGS },
    editable('/gas-turbina', productsChanged),
    { path: '/spare-parts', lastmod: productsChanged, languages: SITE_LANGS },
    {
      path: '/partners',
      lastmod: latest(...records.partners.map((partner) => partner.updated_at)),
      languages: languagesOfAll(records.partners.map((partner) => languagesWithText(partner, 'text'))),
    },
    editable('/careers'),
    editable('/imprint', records.settingsChanged),
    editable('/privacy-policy'),
    ...records.services.map((service) => ({
      path: `/service/${service.id}`,
      lastmod: service.updated_at,
      languages: titledPageLanguages(service),
    })),
    ...records.spareGroups.map((group) => ({
      path: `/part-list/${group.id}`,
      lastmod: latest(group.updated_at, partsChanged.get(group.id)),
      languages: titledPageLanguages(group),
    })),
    ...records.products.map((product) => ({
      path: `/parts/${product.id}`,
      lastmod: product.updated_at,
      languages: SITE_LANGS,
    })),
  ];
}

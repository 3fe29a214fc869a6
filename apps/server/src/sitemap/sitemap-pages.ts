import type { Db } from '@tp/db';
import type { PageLink } from '@tp/schemas/company';
import { listPublicRecords } from './sitemap.repository.ts';

/** A public page by its German (unprefixed) path, and when its content last changed when that is known. */
export interface SitemapPage {
  path: string;
  lastmod?: string;
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
  const pageChanged = new Map(records.pages.map((page) => [PAGE_PATHS[page.link], page.updated_at]));
  const partsChanged = new Map(records.partsChanged.map((row) => [row.group_id, row.updated_at]));
  const productsChanged = latest(...records.products.map((product) => product.updated_at));
  return [
    { path: '/', lastmod: latest(records.settingsChanged) },
    { path: '/gas-turbina', lastmod: latest(pageChanged.get('/gas-turbina'), productsChanged) },
    { path: '/spare-parts', lastmod: productsChanged },
    { path: '/partners', lastmod: latest(records.partnersChanged) },
    { path: '/careers', lastmod: pageChanged.get('/careers') },
    { path: '/imprint', lastmod: latest(pageChanged.get('/imprint'), records.settingsChanged) },
    { path: '/privacy-policy', lastmod: pageChanged.get('/privacy-policy') },
    ...records.services.map((service) => ({ path: `/service/${service.id}`, lastmod: service.updated_at })),
    ...records.spareGroups.map((group) => ({
      path: `/part-list/${group.id}`,
      lastmod: latest(group.updated_at, partsChanged.get(group.id)),
    })),
    ...records.products.map((product) => ({ path: `/parts/${product.id}`, lastmod: product.updated_at })),
  ];
}

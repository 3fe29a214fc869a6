/**
 * The tables public pages and public reads are built from: a write to one moves the content version, which empties
 * the caches of public answers (a trigger on SQLite, the write's own statement on PostgreSQL: postgres-db.ts). A new
 * table goes here or into the list of the others in content-version.test.ts, which fails until it is placed.
 */
export const CONTENT_TABLES = [
  'settings',
  'images',
  'pages',
  'page_parts',
  'services',
  'spare_groups',
  'spare_parts',
  'categories',
  'products',
  'product_properties',
  'partners',
] as const;

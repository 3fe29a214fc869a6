import type { Db } from '@tp/db';
import type { PageLink } from '@tp/schemas/company';

const TITLED = ['id', 'updated_at', 'title_de', 'title_en', 'title_ru', 'text_de', 'text_en', 'text_ru'] as const;
const TEXTS = ['text_de', 'text_en', 'text_ru'] as const;

/** Every record with a public page, with when it last changed and the texts that say which languages it is in. */
export async function listPublicRecords(db: Db) {
  const [services, spareGroups, partsChanged, products, pages, partners, settings] = await Promise.all([
    // A hidden service or group has no page yet.
    db.selectFrom('services').select(TITLED).where('hidden', '=', 0).orderBy('position').orderBy('id').execute(),
    db.selectFrom('spare_groups').select(TITLED).where('hidden', '=', 0).orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('spare_parts')
      .select((eb) => ['group_id', eb.fn.max('updated_at').as('updated_at')])
      .groupBy('group_id')
      .execute(),
    db.selectFrom('products').select(['id', 'updated_at']).where('hidden', '=', 0).orderBy('id').execute(),
    db
      .selectFrom('pages')
      .select(['link', 'updated_at', ...TEXTS])
      .execute(),
    db
      .selectFrom('partners')
      .select(['updated_at', ...TEXTS])
      .execute(),
    db.selectFrom('settings').select('updated_at').executeTakeFirst(),
  ]);
  return {
    services,
    spareGroups,
    partsChanged,
    products,
    pages: pages as ((typeof pages)[number] & { link: PageLink })[],
    partners,
    settingsChanged: settings?.updated_at,
  };
}

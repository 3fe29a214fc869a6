import type { Db } from '@tp/db';
import type { PageLink } from '@tp/schemas/company';

/** Every record with a public page, with when it last changed. */
export async function listPublicRecords(db: Db) {
  const [services, spareGroups, partsChanged, products, pages, partners, settings] = await Promise.all([
    db.selectFrom('services').select(['id', 'updated_at']).orderBy('position').orderBy('id').execute(),
    db.selectFrom('spare_groups').select(['id', 'updated_at']).orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('spare_parts')
      .select((eb) => ['group_id', eb.fn.max('updated_at').as('updated_at')])
      .groupBy('group_id')
      .execute(),
    db.selectFrom('products').select(['id', 'updated_at']).orderBy('id').execute(),
    db.selectFrom('pages').select(['link', 'updated_at']).execute(),
    db
      .selectFrom('partners')
      .select((eb) => eb.fn.max('updated_at').as('updated_at'))
      .executeTakeFirst(),
    db.selectFrom('settings').select('updated_at').executeTakeFirst(),
  ]);
  return {
    services,
    spareGroups,
    partsChanged,
    products,
    pages: pages as { link: PageLink; updated_at: string }[],
    partnersChanged: partners?.updated_at ?? undefined,
    settingsChanged: settings?.updated_at,
  };
}

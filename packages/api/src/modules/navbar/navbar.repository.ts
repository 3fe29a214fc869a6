import type { Db } from '@tp/db';

const titleColumns = ['id', 'title_de', 'title_en', 'title_ru'] as const;

/** What the menu needs: the partner count and the titles of services and spare groups. */
export async function getNavbar(db: Db) {
  const [partners, services, spares] = await Promise.all([
    db.selectFrom('partners').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    db.selectFrom('services').select(titleColumns).orderBy('position').orderBy('id').execute(),
    db.selectFrom('spare_groups').select(titleColumns).orderBy('position').orderBy('id').execute(),
  ]);
  return { partners: Number(partners.count), services, spares };
}

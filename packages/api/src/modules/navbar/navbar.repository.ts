import type { Db } from '@tp/db';
import { SITE_LANGS } from '@tp/schemas';

const titleColumns = ['id', ...SITE_LANGS.map((language) => `title_${language}` as const)] as const;

/** What the menu needs: the partner count and the titles of services and spare groups. */
export async function getNavbar(db: Db) {
  const [partners, services, spares] = await Promise.all([
    db
      .selectFrom('partners')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
    // Hidden services and groups are not in the menu until they appear.
    db.selectFrom('services').select(titleColumns).where('hidden', '=', 0).orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('spare_groups')
      .select(titleColumns)
      .where('hidden', '=', 0)
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  return { partners: Number(partners.count), services, spares };
}

import { sql } from 'kysely';
import type { Db } from '@tp/db';
import type { TranslatableEntity } from '@tp/schemas';

/** A record with translated texts, as the Translations screen lists it: its texts, what to call it, where it is edited. */
export interface TranslatedRecord {
  id: number;
  /** What a person recognises it by: a title, a part number, a page. */
  label: string;
  /** The dashboard screen that edits it. */
  editor: string;
  texts: Record<string, string>;
}

const TITLED = ['id', 'title_de', 'title_en', 'title_ru', 'text_de', 'text_en', 'text_ru'] as const;
const DESCRIBED = ['description_de', 'description_en', 'description_ru'] as const;
const TEXTS = ['text_de', 'text_en', 'text_ru'] as const;

/** The dashboard screen of each editable page (the public `contact` page is the dashboard's Contact screen). */
const PAGE_EDITORS: Record<string, string> = {
  contact: '/dashboard/contact',
  careers: '/dashboard/careers',
  'privacy-policy': '/dashboard/privacy-policy',
  'gas-turbina': '/dashboard/gas-turbina',
};

const titleOf = (row: { title_de: string; title_en: string; title_ru: string }) =>
  row.title_de || row.title_en || row.title_ru;

/**
 * Which records to read: one (`id`: an editor's marks, "Still right"); of the spare parts, which may be a hundred
 * thousand, only those with something left to translate (`unfinished`: a German description and an empty translation,
 * or a translation kept while the German text changed) or only the latter (`kept`). The other entities are a few
 * hundred records at most and are read whole.
 */
export interface RecordFilter {
  id?: number;
  unfinished?: boolean;
  kept?: boolean;
}

/** Spare parts that have a translation kept while their German text changed (translation_sources rows). */
const partsWithKeptTranslations = (db: Db) =>
  db.selectFrom('translation_sources').select('record_id').where('entity', '=', 'spare.part');

/** Every record of an entity with its translated texts, in the order its screen shows them, or those `filter` says. */
export async function translatedRecords(
  db: Db,
  entity: TranslatableEntity,
  filter: RecordFilter = {},
): Promise<TranslatedRecord[]> {
  // A condition that is always true when every record is wanted.
  const idIs = (column: 'id' | 'page_parts.id') =>
    filter.id === undefined ? sql<boolean>`true` : sql<boolean>`${sql.ref(column)} = ${filter.id}`;
  switch (entity) {
    case 'service':
      return (
        await db.selectFrom('services').select(TITLED).where(idIs('id')).orderBy('position').orderBy('id').execute()
      ).map(({ id, ...texts }) => ({ id, label: titleOf(texts), editor: `/dashboard/services/${id}`, texts }));
    case 'spare':
      return (
        await db.selectFrom('spare_groups').select(TITLED).where(idIs('id')).orderBy('position').orderBy('id').execute()
      ).map(({ id, ...texts }) => ({ id, label: titleOf(texts), editor: `/dashboard/spare/${id}`, texts }));
    case 'spare.part':
      return (
        await db
          .selectFrom('spare_parts')
          .select(['id', 'group_id', 'partnumber', ...DESCRIBED])
          .where(idIs('id'))
          .$if(filter.kept === true, (query) => query.where('id', 'in', partsWithKeptTranslations(db)))
          .$if(filter.unfinished === true, (query) =>
            query
              .where(sql<boolean>`trim(description_de) <> ''`)
              .where((where) =>
                where.or([
                  where(sql`trim(description_en)`, '=', ''),
                  where(sql`trim(description_ru)`, '=', ''),
                  where('id', 'in', partsWithKeptTranslations(db)),
                ]),
              ),
          )
          .orderBy('group_id')
          .orderBy('id')
          .execute()
      ).map(({ id, group_id, partnumber, ...texts }) => ({
        id,
        label: partnumber,
        // The group's screen filtered to the part, with its dialog open.
        editor: `/dashboard/spare/${group_id}?part=${encodeURIComponent(partnumber)}&edit=${id}`,
        texts,
      }));
    case 'partner':
      return (
        await db
          .selectFrom('partners')
          .select(['id', ...TEXTS])
          .where(idIs('id'))
          .orderBy('position')
          .orderBy('id')
          .execute()
      ).map(({ id, ...texts }) => ({ id, label: `#${id}`, editor: '/dashboard/partners', texts }));
    case 'page':
      return (
        await db
          .selectFrom('pages')
          .select(['id', 'link', ...TEXTS])
          .where(idIs('id'))
          .orderBy('id')
          .execute()
      ).map(({ id, link, ...texts }) => ({ id, label: link, editor: PAGE_EDITORS[link] ?? '/dashboard', texts }));
    case 'page.part':
      return (
        await db
          .selectFrom('page_parts')
          .innerJoin('pages', 'pages.id', 'page_parts.page_id')
          .select(['page_parts.id', 'pages.link', ...DESCRIBED.map((column) => `page_parts.${column}` as const)])
          .where(idIs('page_parts.id'))
          .orderBy('page_parts.page_id')
          .orderBy('page_parts.id')
          .execute()
      ).map(({ id, link, ...texts }) => ({
        id,
        label: `${link} #${id}`,
        editor: PAGE_EDITORS[link] ?? '/dashboard',
        texts,
      }));
    case 'settings': {
      const row = await db
        .selectFrom('settings')
        .select(['address_de', 'address_en', 'address_ru', 'footer_text_de', 'footer_text_en', 'footer_text_ru'])
        .where('id', '=', 1)
        .executeTakeFirst();
      return row ? [{ id: 1, label: 'settings', editor: '/dashboard/settings', texts: row }] : [];
    }
  }
}

/**
 * How many spare parts have a German description, and of those how many lack each translation: counted by the
 * database, so the Translations badge does not read a hundred thousand parts (descriptions are plain lines, stored
 * trimmed, so blank is empty).
 */
export async function partDescriptionCounts(db: Db) {
  const filled = (column: string) => sql<number>`sum(case when trim(${sql.ref(column)}) <> '' then 1 else 0 end)`;
  const lacking = (column: string) =>
    sql<number>`sum(case when trim(description_de) <> '' and trim(${sql.ref(column)}) = '' then 1 else 0 end)`;
  const row = await db
    .selectFrom('spare_parts')
    .select([
      filled('description_de').as('sources'),
      lacking('description_en').as('missing_en'),
      lacking('description_ru').as('missing_ru'),
    ])
    .executeTakeFirstOrThrow();
  // PostgreSQL answers sums as text (bigint) or null for no rows.
  return {
    sources: Number(row.sources ?? 0),
    missing: { en: Number(row.missing_en ?? 0), ru: Number(row.missing_ru ?? 0) },
  };
}

/** The table of each entity's records; page parts have no time of change of their own. */
const TABLES = {
  service: { table: 'services', stamped: true },
  spare: { table: 'spare_groups', stamped: true },
  'spare.part': { table: 'spare_parts', stamped: true },
  partner: { table: 'partners', stamped: true },
  page: { table: 'pages', stamped: true },
  'page.part': { table: 'page_parts', stamped: false },
  settings: { table: 'settings', stamped: true },
} as const satisfies Record<TranslatableEntity, { table: string; stamped: boolean }>;

/**
 * Writes one translated text (`column` is `<field>_<lang>`, checked by the caller against the entity's fields).
 * Kysely cannot type a column chosen at run time: the table map above and that check stand in for it.
 */
export async function writeTranslatedText(
  db: Db,
  entity: TranslatableEntity,
  id: number,
  column: string,
  value: string,
  now: string,
) {
  const { table, stamped } = TABLES[entity];
  const values: Record<string, string> = { [column]: value, ...(stamped ? { updated_at: now } : {}) };
  await db
    .updateTable(table)
    .set(values as never)
    .where('id', '=', id)
    .execute();
}

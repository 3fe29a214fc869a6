import { createHash } from 'node:crypto';
import type { Db } from '@tp/db';
import { isBlankText, TARGET_LANGS, TRANSLATABLE_FIELDS, type TargetLang, type TranslatableEntity } from '@tp/schemas';

/**
 * Keeps what makes a translation outdated: the German text it was made from, once the German text changes.
 *
 * Every write of a translated record calls `noteTranslatedTexts` with the record before and after, in the write's
 * transaction. A translation that was saved (changed) is current: its row goes. A translation kept while the German
 * text changes gets a row with a hash of the German text before the change, unless it has one already (then it was
 * made from an even older text). A translation is outdated while the German text's hash differs from its row's; no
 * row means current. Changing the German text back makes it current again, as it should.
 */

/** A record's texts as `<field>_<lang>` columns. */
export type RecordTexts = Record<string, unknown>;

/** The hash of a German text that the rows keep (not the text: a row is a fact about it, not a copy). */
export const sourceHash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

const textOf = (record: RecordTexts | null, column: string) => {
  const value = record?.[column];
  return typeof value === 'string' ? value : '';
};

/**
 * Records what a write did to a record's translations. `before` is null for a new record (its id may have been used
 * by a deleted one: whatever was kept for that is dropped). Only the fields the write can change need be in `after`.
 */
export async function noteTranslatedTexts(
  db: Db,
  entity: TranslatableEntity,
  recordId: number,
  before: RecordTexts | null,
  after: RecordTexts,
  now: string,
) {
  if (before === null) {
    await forgetRecord(db, entity, recordId);
    return;
  }
  for (const field of TRANSLATABLE_FIELDS[entity]) {
    const sourceBefore = textOf(before, `${field}_de`);
    const sourceAfter = `${field}_de` in after ? textOf(after, `${field}_de`) : sourceBefore;
    for (const lang of TARGET_LANGS) {
      const column = `${field}_${lang}`;
      const targetBefore = textOf(before, column);
      const targetAfter = column in after ? textOf(after, column) : targetBefore;
      if (targetAfter !== targetBefore) await markCurrent(db, { entity, id: recordId, field, lang });
      else if (sourceAfter !== sourceBefore && !isBlankText(targetAfter))
        await db
          .insertInto('translation_sources')
          .values({ entity, record_id: recordId, field, lang, source_hash: sourceHash(sourceBefore), created_at: now })
          .onConflict((conflict) => conflict.columns(['entity', 'record_id', 'field', 'lang']).doNothing())
          .execute();
    }
  }
}

/** A translation is current: saved, or marked still right. */
export async function markCurrent(
  db: Db,
  key: { entity: TranslatableEntity; id: number; field: string; lang: TargetLang },
) {
  await db
    .deleteFrom('translation_sources')
    .where('entity', '=', key.entity)
    .where('record_id', '=', key.id)
    .where('field', '=', key.field)
    .where('lang', '=', key.lang)
    .execute();
}

/** Drops what was kept for a record (a new one under a used id). */
export async function forgetRecord(db: Db, entity: TranslatableEntity, recordId: number) {
  await db.deleteFrom('translation_sources').where('entity', '=', entity).where('record_id', '=', recordId).execute();
}

/** The kept German hashes of an entity's records (or of one): `record_id → "field_lang" → hash`. */
export async function keptSources(
  db: Db,
  entity: TranslatableEntity,
  onlyId?: number,
): Promise<Map<number, Map<string, string>>> {
  let query = db
    .selectFrom('translation_sources')
    .select(['record_id', 'field', 'lang', 'source_hash'])
    .where('entity', '=', entity);
  if (onlyId !== undefined) query = query.where('record_id', '=', onlyId);
  const rows = await query.execute();
  const kept = new Map<number, Map<string, string>>();
  for (const row of rows) {
    const ofRecord = kept.get(row.record_id) ?? new Map<string, string>();
    ofRecord.set(`${row.field}_${row.lang}`, row.source_hash);
    kept.set(row.record_id, ofRecord);
  }
  return kept;
}

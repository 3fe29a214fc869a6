import type { Db } from '@tp/db';
import { fieldNamesOf, settingsFields, type SettingsFields } from '@tp/schemas';

const columns = fieldNamesOf(settingsFields);
const EMPTY = Object.fromEntries(columns.map((column) => [column, ''])) as SettingsFields;

/** The single settings row; empty values before the first seed. */
export async function getSettings(db: Db): Promise<SettingsFields> {
  const row = await db.selectFrom('settings').select(columns).where('id', '=', 1).executeTakeFirst();
  return row ?? EMPTY;
}

/** Changes the fields given and keeps the others (in the caller's transaction: it reads, then writes). */
export async function saveSettings(db: Db, changes: Partial<SettingsFields>, now: string) {
  const values = { ...(await getSettings(db)), ...changes, updated_at: now };
  return db
    .insertInto('settings')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .returning(columns)
    .executeTakeFirstOrThrow();
}

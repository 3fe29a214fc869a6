import type { Db } from '@tp/db';
import type { SettingsUpdateInput } from '@tp/schemas';

const EMPTY = { phone: '', email: '', address: '', footer_text: '' };

/** The single settings row; empty values before the first seed. */
export async function getSettings(db: Db) {
  const row = await db.selectFrom('settings').select(['phone', 'email', 'address', 'footer_text']).where('id', '=', 1).executeTakeFirst();
  return row ?? EMPTY;
}

/** Changes the fields given and keeps the others. */
export async function saveSettings(db: Db, changes: SettingsUpdateInput, now: string) {
  return db.transaction().execute(async (trx) => {
    const values = { ...(await getSettings(trx)), ...changes, updated_at: now };
    return trx
      .insertInto('settings')
      .values({ id: 1, ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .returning(['phone', 'email', 'address', 'footer_text'])
      .executeTakeFirstOrThrow();
  });
}

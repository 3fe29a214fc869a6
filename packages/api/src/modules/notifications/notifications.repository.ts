import type { Db } from '@tp/db';
import { RETENTION_MONTHS_DEFAULT, type SiteLang } from '@tp/schemas';

/** The inbox's settings as the code uses them. */
export interface InboxSettings {
  /** Who is told of new requests and applications. */
  notifyEmails: string[];
  /** The language of those mails. */
  notifyLang: SiteLang;
  /** Whether a visitor who passed the captcha gets an acknowledgement. */
  acknowledge: boolean;
  /** When a buyer may expect an answer, per language, as the acknowledgement says it; '' for the built-in sentence. */
  answerTime: Record<SiteLang, string>;
  /** How many months requests and applications are kept; 0 keeps them for ever. */
  retentionMonths: number;
}

const DEFAULTS: InboxSettings = {
  notifyEmails: [],
  notifyLang: 'de',
  // On for a new site (no row yet); the migration that made it so wrote the row of every site that existed.
  acknowledge: true,
  answerTime: { de: '', en: '', ru: '' },
  retentionMonths: RETENTION_MONTHS_DEFAULT,
};

/** The one row of settings, or the defaults before anything was set. */
export async function getInboxSettings(db: Db): Promise<InboxSettings> {
  const row = await db.selectFrom('inbox_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return DEFAULTS;
  return {
    notifyEmails: JSON.parse(row.notify_emails) as string[],
    notifyLang: row.notify_lang,
    acknowledge: row.acknowledge === 1,
    answerTime: { de: row.answer_time_de, en: row.answer_time_en, ru: row.answer_time_ru },
    retentionMonths: row.retention_months,
  };
}

/** Changes the settings given and keeps the others. */
export async function saveInboxSettings(db: Db, changes: Partial<InboxSettings>, now: string): Promise<InboxSettings> {
  const next = { ...(await getInboxSettings(db)), ...changes };
  const values = {
    notify_emails: JSON.stringify(next.notifyEmails),
    notify_lang: next.notifyLang,
    acknowledge: next.acknowledge ? (1 as const) : (0 as const),
    answer_time_de: next.answerTime.de,
    answer_time_en: next.answerTime.en,
    answer_time_ru: next.answerTime.ru,
    retention_months: next.retentionMonths,
    updated_at: now,
  };
  await db
    .insertInto('inbox_settings')
    .values({ id: 1, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
  return next;
}

import { TRPCError } from '@trpc/server';
import type { Db } from '@tp/db';
import { NEEDS_TITLE, requireSomeTitle } from '@tp/schemas';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text.ts';

type Titled = { title_de: string; title_en: string; title_ru: string; text_de: string; text_en: string; text_ru: string };

/** Titles as given and texts sanitised; refuses a record with no title at all. */
export function cleanTitledTexts(input: Titled): Titled {
  if (!requireSomeTitle(input)) throw new TRPCError({ code: 'BAD_REQUEST', message: NEEDS_TITLE });
  return {
    title_de: input.title_de,
    title_en: input.title_en,
    title_ru: input.title_ru,
    text_de: sanitizeRichText(input.text_de),
    text_en: sanitizeRichText(input.text_en),
    text_ru: sanitizeRichText(input.text_ru),
  };
}

/** The next position at the end of a list of records. */
export async function nextPosition(db: Db, table: 'services' | 'spare_groups' | 'partners'): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.max('position').as('max')).executeTakeFirst();
  return (row?.max ?? -1) + 1;
}

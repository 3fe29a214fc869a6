import { TRPCError } from '@trpc/server';
import type { Db } from '@tp/db';
import {
  isBlankText,
  SOURCE_LANG,
  TARGET_LANGS,
  TRANSLATABLE_ENTITIES,
  TRANSLATABLE_FIELDS,
  type TargetLang,
  type TranslatableEntity,
  type TranslationKey,
  type TranslationState,
} from '@tp/schemas';
import { plainWords } from '@tp/schemas/plain-text';
import type { Context } from '../../trpc/context.ts';
import { keptSources, markCurrent, sourceHash } from '../../platform/translation-sources/translation-sources.ts';
import { partDescriptionCounts, translatedRecords, type RecordFilter } from './translation.repository.ts';

/** One translated text of one record in one target language, with its state. */
export interface TranslationItem {
  entity: TranslatableEntity;
  id: number;
  field: string;
  lang: TargetLang;
  state: TranslationState;
  /** The German text. */
  source: string;
  /** The translation as stored ('' when missing). */
  target: string;
  /** What a person recognises the record by. */
  label: string;
  /** The dashboard screen that edits it. */
  editor: string;
}

/**
 * Every text that has a German source, in every target language, with its state: `missing` (empty), `outdated` (the
 * German text changed after the translation was saved) or `current`. Texts without German have nothing to translate
 * and are left out.
 */
export async function translationItems(
  db: Db,
  entities: readonly TranslatableEntity[] = TRANSLATABLE_ENTITIES,
  filter: RecordFilter = {},
): Promise<TranslationItem[]> {
  const items: TranslationItem[] = [];
  for (const entity of entities) {
    const [records, kept] = await Promise.all([
      translatedRecords(db, entity, filter),
      keptSources(db, entity, filter.id),
    ]);
    for (const record of records) {
      for (const field of TRANSLATABLE_FIELDS[entity]) {
        const source = record.texts[`${field}_${SOURCE_LANG}`] ?? '';
        if (isBlankText(source)) continue;
        for (const lang of TARGET_LANGS) {
          const target = record.texts[`${field}_${lang}`] ?? '';
          const madeFrom = kept.get(record.id)?.get(`${field}_${lang}`);
          const state: TranslationState = isBlankText(target)
            ? 'missing'
            : madeFrom !== undefined && madeFrom !== sourceHash(source)
              ? 'outdated'
              : 'current';
          items.push({
            entity,
            id: record.id,
            field,
            lang,
            state,
            source,
            target,
            label: record.label,
            editor: record.editor,
          });
        }
      }
    }
  }
  return items;
}

/** Per target language, how many texts are missing, outdated and current. */
export async function translationSummary(ctx: Context) {
  const counts = Object.fromEntries(
    TARGET_LANGS.map((lang) => [lang, { missing: 0, outdated: 0, current: 0 }]),
  ) as Record<TargetLang, Record<TranslationState, number>>;
  const others = TRANSLATABLE_ENTITIES.filter((entity) => entity !== 'spare.part');
  for (const item of await translationItems(ctx.db, others)) counts[item.lang][item.state]++;
  // Spare parts: counted by the database; only those with a kept translation are read, to tell outdated ones.
  const parts = await partDescriptionCounts(ctx.db);
  const outdated = (await translationItems(ctx.db, ['spare.part'], { kept: true })).filter(
    (item) => item.state === 'outdated',
  );
  for (const lang of TARGET_LANGS) {
    counts[lang].missing += parts.missing[lang];
    const outdatedHere = outdated.filter((item) => item.lang === lang).length;
    counts[lang].outdated += outdatedHere;
    counts[lang].current += parts.sources - parts.missing[lang] - outdatedHere;
  }
  return counts;
}

/**
 * What an editor marks beside a record's translated fields: the state of each (`title_en: 'missing'`). Fields whose
 * German text is empty have none.
 */
export async function recordTranslationStates(ctx: Context, record: { entity: TranslatableEntity; id: number }) {
  const states: Record<string, TranslationState> = {};
  for (const item of await translationItems(ctx.db, [record.entity], { id: record.id }))
    states[`${item.field}_${item.lang}`] = item.state;
  return states;
}

/** A German text as one short line, for a list: markup out, white space folded, cut at a word near 160 characters. */
export function excerpt(text: string, length = 160): string {
  const plain = plainWords(text);
  if (plain.length <= length) return plain;
  const cut = plain.slice(0, length);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length - 20))}…`;
}

/** The texts of a language still to translate: missing, outdated, or both (`todo`). */
export async function translationList(
  ctx: Context,
  input: { lang: TargetLang; state: 'missing' | 'outdated' | 'todo'; limit?: number },
) {
  const wanted = (state: TranslationState) => (input.state === 'todo' ? state !== 'current' : state === input.state);
  return (await translationItems(ctx.db, TRANSLATABLE_ENTITIES, { unfinished: true }))
    .filter((item) => item.lang === input.lang && wanted(item.state))
    .slice(0, input.limit)
    .map(({ source, target: _target, ...item }) => ({ ...item, source: excerpt(source) }));
}

/**
 * Marks a translation as still right after its German text changed, without retyping it. A missing translation
 * cannot be: there is nothing to keep. A current one stays current.
 */
export async function markTranslationCurrent(ctx: Context, key: TranslationKey) {
  const item = (await translationItems(ctx.db, [key.entity], { id: key.id })).find(
    (candidate) =>
      candidate.entity === key.entity &&
      candidate.id === key.id &&
      candidate.field === key.field &&
      candidate.lang === key.lang,
  );
  if (!item) throw new TRPCError({ code: 'NOT_FOUND', message: 'No such text to translate' });
  if (item.state === 'missing')
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: 'This translation is empty: there is nothing to mark as current',
    });
  await markCurrent(ctx.db, key);
  const { target: _target, ...listed } = item;
  return { ...listed, state: 'current' as TranslationState, source: excerpt(item.source) };
}

import { z } from 'zod';
import { recordId } from './common.ts';

/**
 * The texts that are translated, per entity (named as the activity log names them), with their field names without
 * the language (`title` for `title_de`, `title_en`, `title_ru`). German is the source; English and Russian are
 * translated from it. Products and categories are records of one language each and are not in this list.
 */
export const TRANSLATABLE_FIELDS = {
  service: ['title', 'text'],
  spare: ['title', 'text'],
  'spare.part': ['description'],
  partner: ['text'],
  page: ['text'],
  'page.part': ['description'],
  settings: ['address', 'footer_text'],
} as const;

export type TranslatableEntity = keyof typeof TRANSLATABLE_FIELDS;
export type TranslatableField = (typeof TRANSLATABLE_FIELDS)[TranslatableEntity][number];
export const TRANSLATABLE_ENTITIES = Object.keys(TRANSLATABLE_FIELDS) as TranslatableEntity[];

/** The fields that hold rich text (HTML, sanitised on every write); the others are plain lines. */
export const RICH_TEXT_FIELDS: Partial<Record<TranslatableEntity, readonly TranslatableField[]>> = {
  service: ['text'],
  spare: ['text'],
  partner: ['text'],
  page: ['text'],
  'page.part': ['description'],
};

/** The languages translated into. */
export const TARGET_LANGS = ['en', 'ru'] as const;
export type TargetLang = (typeof TARGET_LANGS)[number];

/**
 * A translation's state: `missing` (empty), `outdated` (the German text changed after the translation was saved) or
 * `current`. A text whose German source is empty has no state: there is nothing to translate.
 */
export const TRANSLATION_STATES = ['missing', 'outdated', 'current'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

export const targetLang = z.enum(TARGET_LANGS, { message: `Language must be one of ${TARGET_LANGS.join(', ')}` });
export const translatableEntity = z.enum(TRANSLATABLE_ENTITIES as [TranslatableEntity, ...TranslatableEntity[]], {
  message: `Entity must be one of ${TRANSLATABLE_ENTITIES.join(', ')}`,
});

/** Which texts a list or an export covers: `todo` is missing and outdated together. */
export const TRANSLATION_SELECTIONS = ['todo', 'missing', 'outdated', 'all'] as const;
export const translationSelection = z.enum(TRANSLATION_SELECTIONS, {
  message: `only must be one of ${TRANSLATION_SELECTIONS.join(', ')}`,
});

export const translationListInput = z.object({
  lang: targetLang,
  state: z
    .enum(['missing', 'outdated', 'todo'], { message: 'State must be one of missing, outdated, todo' })
    .default('todo'),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .optional()
    .meta({ description: 'At most this many texts (the first ones); all of them when left out' }),
});

/** One text of one record: `{ entity: 'service', id: 3, field: 'title', lang: 'en' }`. */
export const translationKey = z
  .object({ entity: translatableEntity, id: recordId, field: z.string().max(40), lang: targetLang })
  .refine((key) => (TRANSLATABLE_FIELDS[key.entity] as readonly string[]).includes(key.field), {
    message: 'This entity has no such translated field',
    path: ['field'],
  });
export type TranslationKey = z.output<typeof translationKey>;

const stateCounts = z.object({ missing: z.number().int(), outdated: z.number().int(), current: z.number().int() });

/** Per target language, how many texts are missing, outdated and current. */
export const translationSummary = z.object({ en: stateCounts, ru: stateCounts }).meta({
  id: 'TranslationSummary',
  description: 'Per target language, how many texts are missing, outdated and current',
});

/** A text to translate, as the Translations screen lists it. */
export const translationListItem = z
  .object({
    entity: translatableEntity,
    id: z.number().int(),
    field: z.string(),
    lang: targetLang,
    state: z.enum(TRANSLATION_STATES),
    source: z.string().meta({ description: 'The German text, as one short plain line' }),
    label: z.string().meta({ description: 'What a person recognises the record by: a title, a part number, a page' }),
    editor: z.string().meta({ description: 'The dashboard screen that edits the text' }),
  })
  .meta({ id: 'TranslationItem' });

/** The files a translation agency gets and sends back: XLIFF 2.0 (CAT tools) or a spreadsheet. */
export const TRANSLATION_FILE_FORMATS = ['xliff', 'xlsx'] as const;
export type TranslationFileFormat = (typeof TRANSLATION_FILE_FORMATS)[number];

export const translationExportInput = z.object({
  lang: targetLang,
  format: z
    .enum(TRANSLATION_FILE_FORMATS, { message: `format must be one of ${TRANSLATION_FILE_FORMATS.join(', ')}` })
    .default('xliff'),
  only: translationSelection.default('todo'),
});
export type TranslationExportInput = z.output<typeof translationExportInput>;

/** An export as a tRPC answer: the file itself, base64-encoded (the REST download sends its bytes). */
export const translationFile = z
  .object({
    fileName: z.string(),
    mediaType: z.string(),
    units: z.number().int().meta({ description: 'How many texts the file holds' }),
    base64: z.string().meta({ description: 'The file, base64-encoded' }),
  })
  .meta({ id: 'TranslationFile' });

const importedText = z.object({
  entity: translatableEntity,
  id: z.number().int(),
  field: z.string(),
  label: z.string().meta({ description: 'What a person recognises the record by' }),
  before: z.string().meta({ description: 'The translation before, as one short plain line' }),
  after: z.string().meta({ description: 'The translation from the file, as one short plain line' }),
});

/** What an import of a translated file did (or, as a preview, would do). */
export const translationImportReport = z
  .object({
    applied: z.boolean().meta({ description: 'False for a preview: nothing was changed' }),
    lang: targetLang,
    format: z.enum(TRANSLATION_FILE_FORMATS),
    changed: z.array(importedText),
    unchanged: z
      .number()
      .int()
      .meta({ description: 'Texts whose translation in the file is what is stored, or empty' }),
    refused: z.array(
      z.object({
        unit: z.string().meta({ description: 'The unit id (XLIFF) or the row (XLSX) in the file' }),
        entity: z.string(),
        id: z.number().int().nullable(),
        field: z.string(),
        reason: z.string(),
      }),
    ),
  })
  .meta({ id: 'TranslationImportReport' });
export type TranslationImportReport = z.output<typeof translationImportReport>;

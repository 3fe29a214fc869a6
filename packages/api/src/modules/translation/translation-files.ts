import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import {
  PARTS_FILE_MAX_BYTES,
  pageFields,
  pagePartFields,
  partnerFields,
  RICH_TEXT_FIELDS,
  settingsFields,
  sparePartFields,
  titledFields,
  TRANSLATABLE_ENTITIES,
  TRANSLATABLE_FIELDS,
  type TargetLang,
  type TranslatableEntity,
  type TranslationExportInput,
  type TranslationImportReport,
} from '@tp/schemas';
import type { Context } from '../../trpc/context.ts';
import type { FileLike } from '../../platform/uploads/form-data-input.ts';
import { readUpload } from '../../platform/uploads/read-upload.ts';
import { isXlsx, SPREADSHEET_TYPES } from '../../platform/spreadsheet-cells.ts';
import { sanitizeRichText } from '../../platform/rich-text/sanitize-rich-text.ts';
import { markCurrent } from '../../platform/translation-sources/translation-sources.ts';
import { codesToHtml, hasCodes, htmlToCodes, sameText, UnknownCode } from './inline-codes.ts';
import type { ExportUnit, FileText, FileUnit } from './translation-file-units.ts';
import { writeTranslatedText } from './translation.repository.ts';
import { excerpt, translationItems, type TranslationItem } from './translation.service.ts';
import { readXliff, writeXliff } from './xliff-file.ts';
import { readXlsx, writeXlsx } from './xlsx-file.ts';

/** At most this many texts in one import: a whole site has a few thousand. */
export const MAX_IMPORT_UNITS = 20_000;

/** The fields' own rules (lengths, storable characters), as every other write of them checks them. */
const FIELD_SCHEMAS: Record<TranslatableEntity, { shape: Record<string, z.ZodType> }> = {
  service: titledFields,
  spare: titledFields,
  'spare.part': sparePartFields,
  partner: partnerFields,
  page: pageFields,
  'page.part': pagePartFields,
  settings: settingsFields,
};

const isRich = (entity: TranslatableEntity, field: string) =>
  (RICH_TEXT_FIELDS[entity] as readonly string[] | undefined)?.includes(field) ?? false;
const isEntity = (entity: string): entity is TranslatableEntity => Object.hasOwn(TRANSLATABLE_FIELDS, entity);
const bad = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });

const MEDIA_TYPES = { xliff: 'application/xliff+xml', xlsx: SPREADSHEET_TYPES.xlsx } as const;

/** The texts of one language as a file for a translator: what is still to do (the default), or a part, or all. */
export async function exportTranslations(ctx: Context, input: TranslationExportInput) {
  const wanted = (item: TranslationItem) =>
    input.only === 'all' || (input.only === 'todo' ? item.state !== 'current' : item.state === input.only);
  const units: ExportUnit[] = (
    await translationItems(ctx.db, TRANSLATABLE_ENTITIES, { unfinished: input.only !== 'all' })
  )
    .filter((item) => item.lang === input.lang && wanted(item))
    .map((item) => ({ ...item, rich: isRich(item.entity, item.field) }));
  const body =
    input.format === 'xliff' ? Buffer.from(writeXliff(input.lang, units)) : await writeXlsx(input.lang, units);
  const day = ctx.now().toISOString().slice(0, 10);
  return {
    fileName: `translations-de-${input.lang}-${input.only}-${day}.${input.format === 'xliff' ? 'xlf' : 'xlsx'}`,
    mediaType: MEDIA_TYPES[input.format],
    units: units.length,
    base64: body.toString('base64'),
  };
}

/** Opening tags by name and attributes (a link's `rel` is the sanitiser's to set), for what the sanitiser removed. */
function openingTags(html: string): string[] {
  const tags = [...htmlToCodes(html).data.values()].map((code) => code.start.replace(/ rel="[^"]*"/, ''));
  return tags.sort();
}

/** The markup of `before` that is not in `after`: what the sanitiser stripped. */
function strippedMarkup(before: string, after: string): string[] {
  const kept = openingTags(after);
  return openingTags(before).filter((tag) => {
    const at = kept.indexOf(tag);
    if (at < 0) return true;
    kept.splice(at, 1);
    return false;
  });
}

/** A file's text as the stored value: HTML from codes (rich text), words only (a plain line). */
function valueOf(text: FileText, rich: boolean): string {
  if ('cell' in text) return text.cell;
  if (rich) return codesToHtml(text.coded.inline, text.coded.data);
  if (hasCodes(text.coded.inline)) throw new UnitRefused('This text is a plain line: it takes no inline codes');
  return text.coded.inline.map((part) => (typeof part === 'string' ? part : '')).join('');
}

class UnitRefused extends Error {}

type Refusal = TranslationImportReport['refused'][number] & { blocking: boolean };
interface ImportPlan {
  changed: (TranslationImportReport['changed'][number] & { value: string })[];
  unchanged: number;
  refused: Refusal[];
}

/**
 * Compares a file's units with the database. Units whose German text changed since the export are refused (the
 * rest can be applied); units that name no known text, or carry markup the sanitiser strips, or break a field's
 * rule make the whole file wrong (`blocking`).
 */
async function planImport(ctx: Context, lang: TargetLang, units: FileUnit[]): Promise<ImportPlan> {
  const items = new Map(
    (await translationItems(ctx.db))
      .filter((item) => item.lang === lang)
      .map((item) => [`${item.entity}/${item.id}/${item.field}`, item]),
  );
  const plan: ImportPlan = { changed: [], unchanged: 0, refused: [] };
  const seen = new Map<string, string>();
  for (const unit of units) {
    const refuse = (reason: string, blocking = true) =>
      plan.refused.push({ unit: unit.unit, entity: unit.entity, id: unit.id, field: unit.field, reason, blocking });
    if (unit.problem) {
      refuse(unit.problem);
      continue;
    }
    if (!isEntity(unit.entity)) {
      refuse(`Unknown kind of record "${unit.entity}"`);
      continue;
    }
    const entity = unit.entity;
    if (!(TRANSLATABLE_FIELDS[entity] as readonly string[]).includes(unit.field)) {
      refuse(`A ${entity} has no translated field "${unit.field}"`);
      continue;
    }
    const key = `${entity}/${unit.id}/${unit.field}`;
    const item = unit.id === null ? undefined : items.get(key);
    if (!item) {
      refuse(`No ${entity} ${unit.id ?? '(no id)'} with a German ${unit.field}: it was deleted, or never existed`);
      continue;
    }
    const earlier = seen.get(key);
    if (earlier) {
      refuse(`The same text is in ${earlier} already`);
      continue;
    }
    seen.set(key, unit.unit);
    const rich = isRich(entity, unit.field);
    try {
      const target = unit.target ? valueOf(unit.target, rich).trim() : '';
      if (target === '') {
        plan.unchanged++; // an empty target changes nothing
        continue;
      }
      const source = unit.source ? valueOf(unit.source, rich) : '';
      const sourceSame = rich
        ? sameText(source, item.source)
        : source.replace(/\s+/g, ' ').trim() === item.source.replace(/\s+/g, ' ').trim();
      if (!sourceSame) {
        refuse('The German text changed since the export: translate it again from a new export', false);
        continue;
      }
      const value = rich ? await sanitizeRichText(target) : target;
      const stripped = rich ? strippedMarkup(target, value) : [];
      if (stripped.length > 0) {
        refuse(`Markup that is not allowed in a text: ${stripped.join(' ')}`);
        continue;
      }
      const column = `${unit.field}_${lang}`;
      const checked = FIELD_SCHEMAS[entity].shape[column]!.safeParse(value);
      if (!checked.success) {
        refuse(checked.error.issues[0]?.message ?? 'The text is not valid');
        continue;
      }
      if (rich ? sameText(value, item.target) : value === item.target) {
        plan.unchanged++;
        continue;
      }
      plan.changed.push({
        entity,
        id: item.id,
        field: unit.field,
        label: item.label,
        before: excerpt(item.target),
        after: excerpt(value),
        value,
      });
    } catch (error) {
      if (error instanceof UnitRefused) refuse(error.message);
      else if (error instanceof UnknownCode) refuse(error.message);
      else throw error;
    }
  }
  return plan;
}

/** XLIFF by its first characters (an XML declaration or root, after a byte order mark and white space). */
const looksLikeXml = (bytes: Buffer) => /^(\uFEFF)?\s*</.test(bytes.subarray(0, 200).toString('utf8'));

/**
 * Reads a returned XLIFF 2.0 or XLSX file (judged by its bytes) and compares it with the database. A preview only
 * reports; otherwise the changed texts are written in one transaction and marked current, units whose German text
 * changed since the export are left out (and listed), and a file with any other refused unit changes nothing.
 */
export async function importTranslations(
  ctx: Context,
  lang: TargetLang,
  file: FileLike,
  preview: boolean,
): Promise<TranslationImportReport> {
  const bytes = await readUpload(file, PARTS_FILE_MAX_BYTES);
  const format = isXlsx(bytes) ? 'xlsx' : looksLikeXml(bytes) ? 'xliff' : undefined;
  if (!format) throw bad('The file is neither XLIFF 2.0 nor XLSX');
  const units = format === 'xliff' ? readXliff(bytes.toString('utf8'), lang) : await readXlsx(bytes, lang);
  if (units.length > MAX_IMPORT_UNITS) throw bad(`At most ${MAX_IMPORT_UNITS} texts can be imported at once`);
  const plan = await planImport(ctx, lang, units);
  const report = (applied: boolean): TranslationImportReport => ({
    applied,
    lang,
    format,
    changed: plan.changed.map(({ value: _value, ...change }) => change),
    unchanged: plan.unchanged,
    refused: plan.refused.map(({ blocking: _blocking, ...refusal }) => refusal),
  });
  if (preview) return report(false);
  const blocking = plan.refused.filter((refusal) => refusal.blocking);
  if (blocking.length > 0)
    throw bad(
      `Nothing was imported: ${blocking.length} ${blocking.length === 1 ? 'text' : 'texts'} cannot be (${blocking
        .slice(0, 5)
        .map((refusal) => `${refusal.unit}: ${refusal.reason}`)
        .join('; ')}${blocking.length > 5 ? '; …' : ''})`,
    );
  const now = ctx.now().toISOString();
  // The report is the transaction's value: the activity log's row, written in it, names the texts (describe-change.ts).
  return ctx.db.transaction().execute(async (trx) => {
    for (const change of plan.changed) {
      await writeTranslatedText(trx, change.entity, change.id, `${change.field}_${lang}`, change.value, now);
      await markCurrent(trx, { entity: change.entity, id: change.id, field: change.field, lang });
    }
    return report(true);
  });
}

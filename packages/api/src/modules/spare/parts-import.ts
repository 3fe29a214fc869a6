import { compactPartSearchIndexes } from '@tp/db';
import { fieldNamesOf, PARTS_FILE_MAX_BYTES, sparePartFields, type SparePartFields } from '@tp/schemas';
import type { Context } from '../../trpc/context.ts';
import type { FileLike } from '../../platform/uploads/form-data-input.ts';
import { readUpload } from '../../platform/uploads/read-upload.ts';
import { noteTranslatedTexts } from '../../platform/translation-sources/translation-sources.ts';
import { readPartsFile, type RawRow } from './parts-file.ts';
import { insertParts, listParts, updatePart } from './spare-part.repository.ts';
import { requireGroup } from './spare.service.ts';

type PartFields = SparePartFields;
/** The fields an import compares; the part number is the key (ignoring case). */
const FIELDS = fieldNamesOf(sparePartFields).filter((field) => field !== 'partnumber');
const keyOf = (partnumber: string) => partnumber.trim().toUpperCase();

export interface ImportPlan {
  add: (PartFields & { row: number })[];
  change: { id: number; row: number; partnumber: string; fields: (typeof FIELDS)[number][]; after: PartFields }[];
  unchanged: number;
  invalid: { row: number; partnumber: string; reason: string }[];
}

/** What an import would do: new part numbers are added, known ones (ignoring case) changed, bad rows listed with why. */
export async function planImport(ctx: Context, groupId: number, rows: RawRow[]): Promise<ImportPlan> {
  const existing = new Map((await listParts(ctx.db, groupId)).map((part) => [keyOf(part.partnumber), part]));
  const seen = new Map<string, number>();
  const plan: ImportPlan = { add: [], change: [], unchanged: 0, invalid: [] };
  for (const { row, values } of rows) {
    const parsed = sparePartFields.safeParse({
      ...values,
      quantity: values.quantity === '' || values.quantity === undefined ? undefined : values.quantity,
    });
    const partnumber = values.partnumber ?? '';
    if (!parsed.success) {
      plan.invalid.push({ row, partnumber, reason: parsed.error.issues[0]?.message ?? 'Invalid row' });
      continue;
    }
    const key = keyOf(parsed.data.partnumber);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      plan.invalid.push({ row, partnumber, reason: `The part number is already in row ${earlier}` });
      continue;
    }
    seen.set(key, row);
    const current = existing.get(key);
    if (!current) {
      plan.add.push({ ...parsed.data, row });
      continue;
    }
    // A column the file does not have keeps what is stored (a list of English descriptions leaves the Russian ones).
    const sent = FIELDS.filter((field) => field in values);
    const after = Object.fromEntries(
      FIELDS.map((field) => [field, sent.includes(field) ? parsed.data[field] : current[field]]),
    ) as Omit<PartFields, 'partnumber'>;
    const fields = sent.filter((field) => current[field] !== after[field]);
    if (fields.length === 0) plan.unchanged++;
    else
      plan.change.push({
        id: current.id,
        row,
        partnumber: current.partnumber,
        fields,
        after: { ...after, partnumber: parsed.data.partnumber },
      });
  }
  return plan;
}

/**
 * Reads an XLSX or CSV parts list and plans the import; unless it is a preview, applies it in one
 * transaction (all added and changed, or nothing).
 */
export async function importParts(ctx: Context, groupId: number, file: FileLike, preview: boolean) {
  await requireGroup(ctx, groupId);
  const plan = await planImport(ctx, groupId, await readPartsFile(await readUpload(file, PARTS_FILE_MAX_BYTES)));
  if (preview) return { applied: false, ...plan };
  const now = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await insertParts(
      trx,
      groupId,
      plan.add.map(({ row: _row, ...part }) => part),
      now,
    );
    const before = new Map((await listParts(trx, groupId)).map((part) => [part.id, part]));
    for (const change of plan.change) {
      await updatePart(trx, groupId, change.id, change.after, now);
      await noteTranslatedTexts(trx, 'spare.part', change.id, before.get(change.id) ?? null, change.after, now);
    }
  });
  // A large import left its rows in a segment of their own in the search indexes: merged now, so searches stay fast.
  // The import has committed whatever happens here: a merge that fails (a full disk) leaves the indexes correct,
  // only slower, and is not the caller's error.
  if (plan.add.length + plan.change.length >= COMPACT_AFTER_PARTS)
    await compactPartSearchIndexes(ctx.db).catch(() => undefined);
  return { applied: true, ...plan };
}

/** Imports of this many parts or more merge the search indexes afterwards (compactPartSearchIndexes). */
const COMPACT_AFTER_PARTS = 1000;

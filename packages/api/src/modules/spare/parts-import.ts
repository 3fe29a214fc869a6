import { sparePartFields } from '@tp/schemas';
import type { z } from 'zod';
import type { Context } from '../../context.ts';
import type { FileLike } from '../upload/form-data-input.ts';
import { readUpload } from '../upload/image-store.ts';
import { readPartsFile, type RawRow } from './parts-file.ts';
import { listParts, groupExists } from './spare-part.repository.ts';
import { groupNotFound } from './spare-part.service.ts';

type PartFields = z.infer<typeof sparePartFields>;
const FIELDS = ['description_de', 'description_en', 'description_ru', 'subst_part', 'quantity'] as const;
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
    const parsed = sparePartFields.safeParse({ ...values, quantity: values.quantity === '' || values.quantity === undefined ? undefined : values.quantity });
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
    const fields = FIELDS.filter((field) => current[field] !== parsed.data[field]);
    if (fields.length === 0) plan.unchanged++;
    else plan.change.push({ id: current.id, row, partnumber: current.partnumber, fields, after: parsed.data });
  }
  return plan;
}

/**
 * Reads an XLSX or CSV parts list and plans the import; unless it is a preview, applies it in one
 * transaction (all added and changed, or nothing).
 */
export async function importParts(ctx: Context, groupId: number, file: FileLike, preview: boolean) {
  if (!(await groupExists(ctx.db, groupId))) throw groupNotFound();
  const plan = await planImport(ctx, groupId, await readPartsFile(await readUpload(file)));
  if (preview) return { applied: false, ...plan };
  const now = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    for (let start = 0; start < plan.add.length; start += 500) {
      const chunk = plan.add.slice(start, start + 500).map(({ row: _row, ...part }) => ({ ...part, group_id: groupId, created_at: now, updated_at: now }));
      await trx.insertInto('spare_parts').values(chunk).execute();
    }
    for (const change of plan.change) {
      await trx.updateTable('spare_parts').set({ ...change.after, updated_at: now }).where('id', '=', change.id).where('group_id', '=', groupId).execute();
    }
  });
  return { applied: true, ...plan };
}

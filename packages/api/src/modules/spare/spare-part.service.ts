import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import type { sparePartFields } from '@tp/schemas';
import type { Context } from '../../context.ts';
import * as repo from './spare-part.repository.ts';

type PartFields = z.infer<typeof sparePartFields>;

export const groupNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Spare group not found' });
const partNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Spare part not found' });

export async function createPart(ctx: Context, groupId: number, fields: PartFields) {
  if (!(await repo.groupExists(ctx.db, groupId))) throw groupNotFound();
  const now = ctx.now().toISOString();
  const { id } = await ctx.db.insertInto('spare_parts').values({ ...fields, group_id: groupId, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  return (await repo.findPart(ctx.db, groupId, id))!;
}

/** Updates a part of the given group; each language's description is its own field. */
export async function updatePart(ctx: Context, groupId: number, partId: number, fields: PartFields) {
  const result = await ctx.db
    .updateTable('spare_parts')
    .set({ ...fields, updated_at: ctx.now().toISOString() })
    .where('group_id', '=', groupId)
    .where('id', '=', partId)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw partNotFound();
  return (await repo.findPart(ctx.db, groupId, partId))!;
}

export async function deletePart(ctx: Context, groupId: number, partId: number) {
  const result = await ctx.db.deleteFrom('spare_parts').where('group_id', '=', groupId).where('id', '=', partId).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw partNotFound();
  return { ok: true as const };
}

import { TRPCError } from '@trpc/server';
import type { SparePartFields } from '@tp/schemas';
import type { Context } from '../../trpc/context.ts';
import * as repo from './spare-part.repository.ts';
import { requireGroup } from './spare.service.ts';

const partNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Spare part not found' });

export async function createPart(ctx: Context, groupId: number, fields: SparePartFields) {
  await requireGroup(ctx, groupId);
  const id = await repo.insertPart(ctx.db, groupId, fields, ctx.now().toISOString());
  return (await repo.findPart(ctx.db, groupId, id))!;
}

/** Changes the fields sent of a part of the given group and keeps the others. */
export async function updatePart(ctx: Context, groupId: number, partId: number, changes: Partial<SparePartFields>) {
  if (!(await repo.updatePart(ctx.db, groupId, partId, changes, ctx.now().toISOString()))) throw partNotFound();
  return (await repo.findPart(ctx.db, groupId, partId))!;
}

export async function deletePart(ctx: Context, groupId: number, partId: number) {
  if (!(await repo.deletePart(ctx.db, groupId, partId))) throw partNotFound();
  return { ok: true as const };
}

import { TRPCError } from '@trpc/server';
import type { SparePartFields } from '@tp/schemas';
import type { Context } from '../../trpc/context.ts';
import { noteTranslatedTexts } from '../../platform/translation-sources/translation-sources.ts';
import * as repo from './spare-part.repository.ts';
import { requireGroup } from './spare.service.ts';

const partNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Spare part not found' });

export async function createPart(ctx: Context, groupId: number, fields: SparePartFields) {
  await requireGroup(ctx, groupId);
  const now = ctx.now().toISOString();
  const id = await ctx.db.transaction().execute(async (trx) => {
    const created = await repo.insertPart(trx, groupId, fields, now);
    await noteTranslatedTexts(trx, 'spare.part', created, null, {}, now);
    return created;
  });
  return (await repo.findPart(ctx.db, groupId, id))!;
}

/** Changes the fields sent of a part of the given group and keeps the others. */
export async function updatePart(ctx: Context, groupId: number, partId: number, changes: Partial<SparePartFields>) {
  const now = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const before = await repo.findPart(trx, groupId, partId);
    if (!before || !(await repo.updatePart(trx, groupId, partId, changes, now))) throw partNotFound();
    await noteTranslatedTexts(trx, 'spare.part', partId, before, changes, now);
  });
  return (await repo.findPart(ctx.db, groupId, partId))!;
}

export async function deletePart(ctx: Context, groupId: number, partId: number) {
  if (!(await repo.deletePart(ctx.db, groupId, partId))) throw partNotFound();
  return { ok: true as const };
}

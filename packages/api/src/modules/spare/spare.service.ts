import type { Context } from '../../context.ts';
import { titledRecords } from '../titled-record/titled-record.service.ts';
import { listParts } from './spare-part.repository.ts';
import { spareGroupRepository } from './spare.repository.ts';

/** Spare groups are titled records that may start without an image; their parts come with each group's own read. */
export const spareGroups = titledRecords(spareGroupRepository, 'spare_group', 'Spare group');

/** A group with its parts, for the part list and the dashboard. */
export async function findGroupWithParts(ctx: Context, id: number) {
  const group = await spareGroups.find(ctx, id);
  return { ...group, parts: await listParts(ctx.db, id) };
}

/** Refuses with 404 when the group does not exist. */
export async function requireGroup(ctx: Context, id: number) {
  if (!(await spareGroupRepository.find(ctx.db, id))) throw spareGroups.notFound();
}

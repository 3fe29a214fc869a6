import type { SiteLang } from '@tp/schemas';
import type { Context } from '../../trpc/context.ts';
import { illustratedRecords } from '../../platform/illustrated-records/illustrated-record.service.ts';
import type { Audience } from '../../platform/visibility/hidden-flag.ts';
import { catalogueOf } from './catalogue-export.ts';
import { countParts, listParts } from './spare-part.repository.ts';
import { spareGroupRepository } from './spare.repository.ts';

/** Spare groups are illustrated records that may start without an image; their parts come with each group's own read. */
export const spareGroups = illustratedRecords(spareGroupRepository, 'spare_group', 'Spare group');

/** A group with its parts, for the part list (not found while hidden) or, with `team`, the dashboard. */
export async function findGroupWithParts(ctx: Context, id: number, audience: Audience) {
  const group = await (audience === 'team' ? spareGroups.find(ctx, id) : spareGroups.findVisible(ctx, id));
  return { ...group, parts: await listParts(ctx.db, id) };
}

/**
 * A group with its first parts and how many it has: what the server-rendered part list puts into the page, so a
 * group of thousands does not put megabytes into the HTML (the browser fetches the rest).
 */
export async function findGroupWithFirstParts(ctx: Context, id: number, limit: number) {
  const group = await spareGroups.findVisible(ctx, id);
  const [parts, partsTotal] = await Promise.all([listParts(ctx.db, id, limit), countParts(ctx.db, id)]);
  return { ...group, parts, parts_total: partsTotal };
}

/** Refuses with 404 when the group does not exist. */
export async function requireGroup(ctx: Context, id: number) {
  if (!(await spareGroupRepository.find(ctx.db, id))) throw spareGroups.notFound();
}

/** A group's parts catalogue in one language (no prices), for its CSV and XLSX downloads. */
export async function catalogue(ctx: Context, id: number, language: SiteLang) {
  await spareGroups.findVisible(ctx, id);
  const found = await catalogueOf(ctx.db, id, language);
  if (!found) throw spareGroups.notFound();
  return found;
}

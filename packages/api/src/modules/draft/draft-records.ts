import type { Db } from '@tp/db';
import type { DraftEntity } from '@tp/schemas';
import type { Context } from '../../trpc/context.ts';
import { readState, type RecordState } from '../history/history.service.ts';
import { knownLink, updatePageTexts } from '../page/page.service.ts';
import { updateProduct } from '../product/product.service.ts';
import { services } from '../service/service.service.ts';
import { spareGroups } from '../spare/spare.service.ts';

// The live records behind drafts: their state now (history's reading of a record), and the update a publish goes
// through, the same as each record's PATCH (sanitised texts, search keys, caches, translation marks).

/** A field change as the record's update takes it (its schema checked it). */
export type DraftFields = Record<string, never>;

export const liveState = (db: Db, entity: DraftEntity, id: number): Promise<RecordState | undefined> =>
  readState(db, entity, id);

/** A page's link (`contact`): pages are known by it, in the dashboard as on the site. */
export async function pageLink(db: Db, id: number) {
  const row = await db.selectFrom('pages').select('link').where('id', '=', id).executeTakeFirstOrThrow();
  return knownLink(row.link);
}

export const PUBLISH: Record<DraftEntity, (ctx: Context, id: number, fields: DraftFields) => Promise<unknown>> = {
  service: (ctx, id, fields) => services.update(ctx, id, fields),
  spare: (ctx, id, fields) => spareGroups.update(ctx, id, fields),
  page: async (ctx, id, fields) => updatePageTexts(ctx, await pageLink(ctx.db, id), fields),
  product: (ctx, id, fields) => updateProduct(ctx, id, fields),
};

/** The values a publish changed, for a scheduled switch back: `{ field: { before, after } }`. */
export type SwitchBack = Record<string, { before: unknown; after: unknown }>;

export function switchBackOf(before: RecordState, after: RecordState, fields: string[]): SwitchBack {
  // Only what the publish changed: a field the draft held at its live value has nothing to go back to.
  const changed = fields.filter(
    (field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null),
  );
  return Object.fromEntries(
    changed.map((field) => [field, { before: before[field] ?? null, after: after[field] ?? null }]),
  );
}

import { TRPCError } from '@trpc/server';
import type { Context } from '../../trpc/context.ts';
import { updateCategory } from '../category/category.service.ts';
import { knownLink, updatePagePart, updatePageTexts } from '../page/page.service.ts';
import { updatePartner } from '../partner/partner.service.ts';
import { updateProperty } from '../product/product-property.service.ts';
import { updateProduct } from '../product/product.service.ts';
import { services } from '../service/service.service.ts';
import { updateSettings } from '../settings/settings.service.ts';
import { updatePart } from '../spare/spare-part.service.ts';
import { spareGroups } from '../spare/spare.service.ts';
import { retireImageFiles, retireOnceCommitted, reviveImageFiles } from '../../platform/images/image-store.ts';
import { addImages, removeAllImages } from '../../platform/images/image.repository.ts';
import { readState, TABLES, type HistoryEntity, type RecordState } from './history-entities.ts';
import * as repo from './history.repository.ts';

// Restoring a revision writes its field values back through each record's own update (so texts are sanitised,
// search keys and caches follow, as with any edit); the restore is kept as a revision of its own (activity.service
// records it, as `restore`). Pictures come back too: the ones deleted since are taken back from the retired files
// (image-store.ts), the ones added since are retired in turn, and the list is in the revision's order. A picture
// whose file is no longer kept (past the history's retention) is named in the answer (`images_missing`).

/**
 * Columns that place a record (its group, page, link) or hold its files, and whether visitors see it: not part of
 * what a restore writes. Showing or hiding a record is decided by hand or by a schedule; bringing back an older text of
 * a record hidden until its launch must not publish it.
 */
const NOT_RESTORED = new Set(['images', 'image', 'group_id', 'page_id', 'link', 'hidden']);

/**
 * A stored state's fields, as each update takes them: they were read from the same table, so they have its fields'
 * types (`never` values fit every update's partial fields).
 */
type StoredFields = Record<string, never>;
// Each entity's update, given the record's current state (for the keys it is addressed by) and the fields.
const UPDATES: Record<
  HistoryEntity,
  (ctx: Context, id: number, current: RecordState, fields: StoredFields) => Promise<unknown>
> = {
  service: (ctx, id, _current, fields) => services.update(ctx, id, fields),
  spare: (ctx, id, _current, fields) => spareGroups.update(ctx, id, fields),
  'spare-part': (ctx, id, current, fields) => updatePart(ctx, Number(current.group_id), id, fields),
  product: (ctx, id, _current, fields) => updateProduct(ctx, id, fields),
  property: (ctx, id, _current, fields) => updateProperty(ctx, id, fields, undefined),
  category: (ctx, id, _current, fields) => updateCategory(ctx, id, fields),
  partner: (ctx, id, _current, fields) => updatePartner(ctx, id, fields, undefined),
  page: (ctx, _id, current, fields) => updatePageTexts(ctx, knownLink(String(current.link)), fields),
  'page-part': (ctx, id, _current, fields) => updatePagePart(ctx, id, fields),
  settings: (ctx, _id, _current, fields) => updateSettings(ctx, fields),
};

const pictures = (state: RecordState) => (Array.isArray(state.images) ? state.images : []);

/** Writes a revision's values back to its record; answers which of its pictures could not come back. */
export async function restoreRevision(ctx: Context, entity: HistoryEntity, id: number, revisionId: number) {
  const revision = await repo.findRevision(ctx.db, entity, id, revisionId);
  if (!revision) throw new TRPCError({ code: 'NOT_FOUND', message: 'Revision not found' });
  const current = await readState(ctx.db, entity, id);
  if (!current)
    throw new TRPCError({ code: 'CONFLICT', message: 'The record was deleted: it cannot be restored from here' });
  const values = JSON.parse(revision.fields) as RecordState;
  const fields = Object.fromEntries(Object.entries(values).filter(([key]) => !NOT_RESTORED.has(key)));
  // Only what differs is written (a revision equal to the record writes nothing, and adds no revision).
  const differing = Object.fromEntries(
    Object.entries(fields).filter(([key, value]) => JSON.stringify(current[key]) !== JSON.stringify(value)),
  );
  if (Object.keys(differing).length > 0) await UPDATES[entity](ctx, id, current, differing as StoredFields);
  const restored = await restorePictures(ctx, entity, id, current, values);
  return { restored: revisionId, ...restored };
}

/**
 * Makes a record's pictures those of a revision: its list (in order) or its one picture. Files come back from the
 * retired ones before the rows are written (and go back if the write fails); pictures dropped are retired after.
 */
async function restorePictures(
  ctx: Context,
  entity: HistoryEntity,
  id: number,
  current: RecordState,
  wanted: RecordState,
) {
  const { images: ownerType } = TABLES[entity];
  const before = ownerType ? pictures(current) : single(current);
  const after = ownerType ? pictures(wanted) : single(wanted);
  if (JSON.stringify(before) === JSON.stringify(after)) return { images_missing: [], images_removed: [] };
  const shown = await reviveImageFiles(ctx, after);
  const removed = before.filter((path) => !after.includes(path));
  try {
    await ctx.db.transaction().execute(async (trx) => {
      if (ownerType) {
        await removeAllImages(trx, ownerType, id);
        await addImages(trx, ownerType, id, shown, ctx.now().toISOString());
      } else if (shown.length > 0 || entity !== 'partner') {
        // A partner keeps its picture when the revision's is gone: it cannot be without one.
        await trx
          .updateTable(TABLES[entity].table)
          .set({ image: shown[0] ?? null } as never)
          .where('id' as never, '=', id as never)
          .execute();
      }
    });
  } catch (error) {
    await retireImageFiles(
      ctx,
      shown.filter((path) => !before.includes(path)),
    );
    throw error;
  }
  const missing = after.filter((path) => !shown.includes(path));
  const dropped = entity === 'partner' && shown.length === 0 ? [] : removed;
  await retireOnceCommitted(ctx, dropped);
  return { images_missing: missing, images_removed: dropped };
}

/** The one picture of a record that has one (a partner, a property, a page's part), as a list. */
const single = (state: RecordState) => (typeof state.image === 'string' && state.image ? [state.image] : []);

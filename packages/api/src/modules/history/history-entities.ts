import type { Database, Db, ImageOwnerType } from '@tp/db';
import type { HistoryEntity } from '@tp/schemas';
import { imagePathsOf } from '../../platform/images/image.repository.ts';

// Which records have a history, how their state is read, and which management calls change them. A record's state
// is its row without what the database keeps for itself (id, timestamps, search keys, place in a list) and, for
// records with pictures, the list of their paths in order.

export type { HistoryEntity };

/** A field's value: a column's text or number (or null), a yes/no, or the list of a record's picture paths. */
export type FieldValue = string | number | boolean | null | string[];
/** A record's state as its history keeps it. */
export type RecordState = Record<string, FieldValue>;

const KEPT_BY_THE_DATABASE = new Set(['id', 'created_at', 'updated_at', 'pn_norm', 'subst_norm', 'position']);

export interface EntityTable {
  table: keyof Database;
  /** The owner type of its pictures in `images`, when it has a list of them. */
  images?: ImageOwnerType;
  /** Records that go when it is deleted (a group's parts), or lose their link to it (a category's products). */
  dependants?: {
    rows?: { entity: HistoryEntity; table: keyof Database; column: string };
    links?: { table: keyof Database; column: string };
  };
}

export const TABLES: Record<HistoryEntity, EntityTable> = {
  service: { table: 'services', images: 'service' },
  spare: {
    table: 'spare_groups',
    images: 'spare_group',
    dependants: { rows: { entity: 'spare-part', table: 'spare_parts', column: 'group_id' } },
  },
  'spare-part': { table: 'spare_parts' },
  product: {
    table: 'products',
    images: 'product',
    dependants: { rows: { entity: 'property', table: 'product_properties', column: 'product_id' } },
  },
  property: { table: 'product_properties' },
  category: { table: 'categories', dependants: { links: { table: 'products', column: 'category_id' } } },
  partner: { table: 'partners' },
  page: { table: 'pages', images: 'page' },
  'page-part': { table: 'page_parts' },
  settings: { table: 'settings' },
};

export const dependantsOf = (entity: HistoryEntity) => TABLES[entity].dependants;

/** What a deleted record took with it, kept beside its last revision so that bringing it back is whole. */
export interface Dependants {
  rows: { entity: HistoryEntity; id: number; state: RecordState }[];
  links?: { ids: number[] };
}

/** The records that depend on one, read before it is deleted. */
export async function readDependants(db: Db, entity: HistoryEntity, id: number): Promise<Dependants | undefined> {
  const dependants = dependantsOf(entity);
  if (!dependants) return undefined;
  const rows: Dependants['rows'] = [];
  if (dependants.rows) {
    const { table, column } = dependants.rows;
    const found = (await db
      .selectFrom(table)
      .selectAll()
      .where(column as never, '=', id as never)
      .orderBy('id' as never)
      .execute()) as Record<string, FieldValue>[];
    for (const row of found) rows.push({ entity: dependants.rows.entity, id: Number(row.id), state: stateOfRow(row) });
  }
  if (!dependants.links) return { rows };
  const { table, column } = dependants.links;
  const linked = (await db
    .selectFrom(table)
    .select('id' as never)
    .where(column as never, '=', id as never)
    .orderBy('id' as never)
    .execute()) as { id: number }[];
  return { rows, links: { ids: linked.map((row) => row.id) } };
}

/** Columns that hold a yes/no as 1 or 0: a state has them as the API does (`hidden: true`), so drafts compare. */
const YES_NO_COLUMNS = new Set(['hidden']);

/**
 * A state kept before a yes/no column existed, as it compares with one kept after: the column's default (`false`)
 * where it lacks it, so a revision after the migration does not look like it changed the flag.
 */
export function withYesNoDefaults(state: RecordState, like: RecordState): RecordState {
  const missing = Object.keys(like).filter((key) => YES_NO_COLUMNS.has(key) && !(key in state));
  return missing.length === 0 ? state : { ...state, ...Object.fromEntries(missing.map((key) => [key, false])) };
}

export const stateOfRow = (row: Record<string, FieldValue>): RecordState =>
  Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => !KEPT_BY_THE_DATABASE.has(key))
      .map(([key, value]) => [key, YES_NO_COLUMNS.has(key) ? value === 1 || value === true : value]),
  );

/** The names of the fields whose values differ between two states (the union of both's fields). */
export function changedFields(before: RecordState | undefined, after: RecordState | undefined): string[] {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...names].filter((name) => JSON.stringify(before?.[name]) !== JSON.stringify(after?.[name])).sort();
}

/** The state of one record now; undefined when it does not exist (not yet, or no more). */
export async function readState(db: Db, entity: HistoryEntity, id: number): Promise<RecordState | undefined> {
  const { table, images } = TABLES[entity];
  // The tables differ in their columns; each one's row is read whole and kept as it is.
  const row = (await db
    .selectFrom(table)
    .selectAll()
    .where('id' as never, '=', id as never)
    .executeTakeFirst()) as Record<string, FieldValue> | undefined;
  if (!row) return undefined;
  const state = stateOfRow(row);
  if (images) state.images = await imagePathsOf(db, images, id);
  return state;
}

/** A page's id from its link (pages are addressed by link in the API). */
async function pageId(db: Db, link: unknown): Promise<number | undefined> {
  if (typeof link !== 'string') return undefined;
  return (await db.selectFrom('pages').select('id').where('link', '=', link).executeTakeFirst())?.id;
}

/** A field of a call's input, whether sent as JSON or as a form with files. */
export const inputField = (input: unknown, name: string): unknown =>
  input instanceof FormData
    ? input.get(name)
    : input && typeof input === 'object'
      ? (input as Record<string, unknown>)[name]
      : undefined;

export const asId = (value: unknown) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};
const idOfResult = (result: unknown) => asId((result as { id?: unknown } | null)?.id);

/** A management call that changes a record with a history: which record, found from its input or its answer. */
interface TrackedCall {
  /** The kind of record: fixed by the call, or named in its input (a restore). */
  entity: HistoryEntity | ((input: unknown) => HistoryEntity);
  /** What its revision says was done, when the change itself does not (a restore). */
  action?: 'restore';
  /** It deletes the record: what depends on it is read first, to be kept with its last revision. */
  deletes?: true;
  /** The record before the call, when the input names it (an update, a delete). */
  before?: (db: Db, input: unknown) => Promise<number | undefined>;
  /** The record after the call, when it did not exist before: named by the answer (a create) or the input. */
  after?: (db: Db, input: unknown, result: unknown) => Promise<number | undefined>;
}

const byId = (entity: HistoryEntity, field = 'id'): TrackedCall => ({
  entity,
  before: async (_db, input) => asId(inputField(input, field)),
});
const deletes = (entity: HistoryEntity, field = 'id'): TrackedCall => ({ ...byId(entity, field), deletes: true });
const created = (entity: HistoryEntity): TrackedCall => ({
  entity,
  after: async (_db, _input, result) => idOfResult(result),
});
// A page's row is made by its first change: then it is found by its link afterwards.
const byLink = (entity: HistoryEntity): TrackedCall => ({
  entity,
  before: (db, input) => pageId(db, inputField(input, 'link')),
  after: (db, input) => pageId(db, inputField(input, 'link')),
});

/** The record of each call: the illustrated records' calls for services and spare groups, and the others. */
const TRACKED_CALLS: Record<string, TrackedCall> = {
  ...Object.fromEntries(
    (['service', 'spare', 'product'] as const).flatMap((entity) => [
      [`${entity}.create`, created(entity)],
      [`${entity}.update`, byId(entity)],
      [`${entity}.delete`, deletes(entity)],
      [`${entity}.addImage`, byId(entity)],
      [`${entity}.deleteImage`, byId(entity)],
    ]),
  ),
  'spare.createPart': created('spare-part'),
  'spare.updatePart': byId('spare-part', 'partId'),
  'spare.deletePart': deletes('spare-part', 'partId'),
  'product.createProperty': created('property'),
  'product.updateProperty': byId('property'),
  'product.deleteProperty': deletes('property'),
  'category.create': created('category'),
  'category.update': byId('category'),
  'category.delete': deletes('category'),
  'partner.create': created('partner'),
  'partner.update': byId('partner'),
  'partner.delete': deletes('partner'),
  'page.update': byLink('page'),
  'page.addImage': byLink('page'),
  'page.deleteImage': byLink('page'),
  'page.createPart': created('page-part'),
  'page.addPart': created('page-part'),
  'page.updatePart': byId('page-part'),
  'page.deletePart': deletes('page-part'),
  'page.setPartImage': byId('page-part'),
  // One row (id 1), made by the first save.
  'settings.update': { entity: 'settings', before: async () => 1, after: async () => 1 },
  'history.restore': {
    entity: (input) => inputField(input, 'entity') as HistoryEntity,
    action: 'restore',
    before: async (_db, input) => asId(inputField(input, 'id')),
  },
  // A draft made live: the record's change, by the publisher.
  'draft.publish': {
    entity: (input) => inputField(input, 'entity') as HistoryEntity,
    before: async (_db, input) => asId(inputField(input, 'id')),
  },
  // A scheduled switch back: the fields a scheduled publish changed get their values from before it.
  'draft.unpublish': {
    entity: (input) => inputField(input, 'entity') as HistoryEntity,
    before: async (_db, input) => asId(inputField(input, 'id')),
  },
  // A deleted record brought back: it exists again only after the call.
  'history.restoreDeleted': {
    entity: (input) => inputField(input, 'entity') as HistoryEntity,
    action: 'restore',
    after: async (_db, input) => asId(inputField(input, 'id')),
  },
};

/** The record a call changes, and how: undefined for a call that changes no content record. */
export function trackedCall(path: string, input: unknown) {
  const call = TRACKED_CALLS[path];
  if (!call) return undefined;
  return { ...call, entity: typeof call.entity === 'function' ? call.entity(input) : call.entity };
}

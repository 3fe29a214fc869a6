import type { Database, Db } from '@tp/db';
import { formFlag } from '@tp/schemas';
import {
  asId,
  changedFields,
  inputField,
  stateOfRow,
  type FieldValue,
  type HistoryEntity,
  type RecordState,
} from './history-entities.ts';
import * as repo from './history.repository.ts';

// Calls that change many records at once: an import of a spare group's parts list adds and changes parts by the
// hundred. Each part it adds or changes gets its revision, as if edited one by one, by the one who imported; the
// records under the parent are read in one query before the call and one after, and the revisions written in chunks.

/** A call that changes the records of one kind under a parent record (a group's parts). */
interface TrackedBatch {
  entity: HistoryEntity;
  table: keyof Database;
  /** The column naming the parent. */
  column: string;
  /** The parent, from the call's input; undefined when the call changes nothing (an import's preview). */
  parent: (input: unknown) => number | undefined;
}

// An import is a preview unless `preview` is false (its default is true).
const applied = (input: unknown) => formFlag.default(true).safeParse(inputField(input, 'preview')).data === false;

const TRACKED_BATCHES: Record<string, TrackedBatch> = {
  'spare.importParts': {
    entity: 'spare-part',
    table: 'spare_parts',
    column: 'group_id',
    parent: (input) => (applied(input) ? asId(inputField(input, 'id')) : undefined),
  },
};

/** What a batch call's capture needs from before it: the parent, and the states of the records under it then. */
export interface BeforeBatch {
  batch: TrackedBatch;
  parentId: number;
  states: Map<number, RecordState>;
}

/** The states of the records under a parent, by id. */
async function statesUnder(db: Db, { table, column }: TrackedBatch, parentId: number) {
  const rows = (await db
    .selectFrom(table)
    .selectAll()
    .where(column as never, '=', parentId as never)
    .execute()) as Record<string, FieldValue>[];
  return new Map(rows.map((row) => [Number(row.id), stateOfRow(row)]));
}

/** Whether a call changes many records (an applied import): its revisions are kept inside its transaction. */
export const changesMany = (path: string, input: unknown) => TRACKED_BATCHES[path]?.parent(input) !== undefined;

/** Reads the records a batch call is about to change; undefined for any other call. */
export async function beforeBatch(db: Db, path: string, input: unknown): Promise<BeforeBatch | undefined> {
  const batch = TRACKED_BATCHES[path];
  const parentId = batch?.parent(input);
  if (!batch || !parentId) return undefined;
  return { batch, parentId, states: await statesUnder(db, batch, parentId) };
}

/**
 * Keeps a revision of each record the batch added or changed (with the state found first as its baseline, when
 * it had no history yet). Records the call left as they were get none.
 */
export async function recordBatch(db: Db, before: BeforeBatch, actor: repo.RevisionActor, at: string) {
  const { entity } = before.batch;
  const after = await statesUnder(db, before.batch, before.parentId);
  const touched = [...after].flatMap(([id, state]) => {
    const fields = changedFields(before.states.get(id), state);
    return fields.length > 0 ? [{ id, state, fields }] : [];
  });
  const withHistory = await repo.recordsWithRevisions(
    db,
    entity,
    touched.filter(({ id }) => before.states.has(id)).map(({ id }) => id),
  );
  const revisions = touched.flatMap(({ id, state, fields }) => {
    const was = before.states.get(id);
    const revision = {
      entity,
      record_id: id,
      action: was ? 'update' : 'create',
      fields: JSON.stringify(state),
      fields_changed: JSON.stringify(fields),
      dependants: null,
      ...actor,
      created_at: at,
    };
    if (!was || withHistory.has(id)) return [revision];
    const baseline = { ...revision, action: 'baseline', fields: JSON.stringify(was), fields_changed: '[]' };
    return [{ ...baseline, user_id: null, actor: null, token_name: null }, revision];
  });
  await repo.insertRevisions(db, revisions);
}

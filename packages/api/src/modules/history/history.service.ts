import { TRPCError } from '@trpc/server';
import type { Db } from '@tp/db';
import type { Context } from '../../trpc/context.ts';
import type { AdminSession } from '../../trpc/session.ts';
import {
  readDependants,
  changedFields,
  readState,
  trackedCall,
  withYesNoDefaults,
  type Dependants,
  type HistoryEntity,
  type RecordState,
} from './history-entities.ts';
import { beforeBatch, recordBatch, type BeforeBatch } from './history-batch.ts';
export { changesMany } from './history-batch.ts';
import * as repo from './history.repository.ts';

// The history of content records: after every management call that changes one (history-entities.ts names them),
// its new state is kept as a revision, in the call's own transaction (recordActivity runs both), with who made it.

/** What a change's capture needs from before the call: the record it names, and that record's state then. */
export interface BeforeChange {
  call: NonNullable<ReturnType<typeof trackedCall>>;
  recordId?: number;
  state?: RecordState;
  /** For a delete: what goes with the record, kept with its last revision. */
  dependants?: Dependants;
}

/**
 * Reads the state of the record a call is about to change, or of the records a batch call is (an import's parts);
 * nothing for calls that change no content record.
 */
export async function beforeChange(
  db: Db,
  path: string,
  input: unknown,
): Promise<BeforeChange | BeforeBatch | undefined> {
  const batch = await beforeBatch(db, path, input);
  if (batch) return batch;
  const call = trackedCall(path, input);
  if (!call) return undefined;
  const recordId = await call.before?.(db, input);
  if (!recordId) return { call };
  return {
    call,
    recordId,
    state: await readState(db, call.entity, recordId),
    dependants: call.deletes ? await readDependants(db, call.entity, recordId) : undefined,
  };
}

/**
 * Keeps the record's state after a successful call as a revision. The first recorded change of a record that
 * existed before its history began keeps the state it found first (`baseline`), so that change can be undone too.
 * A call that changed nothing (the same values sent again) adds no revision.
 */
export async function recordChange(
  db: Db,
  before: BeforeChange | BeforeBatch,
  input: unknown,
  result: unknown,
  admin: AdminSession,
  at: string,
): Promise<void> {
  const actor: repo.RevisionActor = {
    user_id: admin.userId,
    actor: admin.login,
    token_name: admin.kind === 'api' ? admin.tokenName : null,
  };
  if ('batch' in before) return recordBatch(db, before, actor, at);
  const { call } = before;
  const recordId = before.recordId ?? (await call.after?.(db, input, result));
  if (!recordId) return;
  const after = await readState(db, call.entity, recordId);
  const fieldsChanged = changedFields(before.state, after);
  if (fieldsChanged.length === 0) return;
  if (before.state && !(await repo.hasRevisions(db, call.entity, recordId)))
    await repo.insertRevision(db, {
      entity: call.entity,
      record_id: recordId,
      action: 'baseline',
      fields: JSON.stringify(before.state),
      fields_changed: '[]',
      dependants: null,
      user_id: null,
      actor: null,
      token_name: null,
      created_at: at,
    });
  await repo.insertRevision(db, {
    entity: call.entity,
    record_id: recordId,
    action: call.action ?? (!after ? 'delete' : before.state ? 'update' : 'create'),
    // A deleted record's last revision is its state when it was deleted, with what went with it.
    fields: JSON.stringify(after ?? before.state),
    dependants: !after && before.dependants ? JSON.stringify(before.dependants) : null,
    fields_changed: JSON.stringify(fieldsChanged),
    ...actor,
    created_at: at,
  });
}

/** A content record's state now, as its history keeps it (drafts compare and merge with it). */
export { changedFields, readState, type RecordState };
export { recordName } from './history-deleted.ts';

const REVISION_NOT_FOUND = 'Revision not found';

/** A record's revisions, newest first: when, by whom, which fields. */
export async function listRevisions(ctx: Context, entity: HistoryEntity, recordId: number) {
  const rows = await repo.revisionsOf(ctx.db, entity, recordId);
  return rows.map(revisionSummary);
}

const revisionSummary = (row: repo.RevisionSummaryRow) => ({
  id: row.id,
  action: row.action as 'baseline' | 'create' | 'update' | 'delete' | 'restore',
  created_at: row.created_at,
  user: row.actor ? { id: row.user_id, login: row.actor, token_name: row.token_name } : null,
  fields_changed: JSON.parse(row.fields_changed) as string[],
});

/** One revision: the record's values then, and what changed from the revision before (field by field). */
export async function getRevision(ctx: Context, entity: HistoryEntity, recordId: number, revisionId: number) {
  const row = await repo.findRevision(ctx.db, entity, recordId, revisionId);
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: REVISION_NOT_FOUND });
  const previous = await repo.revisionBefore(ctx.db, entity, recordId, revisionId);
  const values = JSON.parse(row.fields) as RecordState;
  const earlier = previous ? withYesNoDefaults(JSON.parse(previous.fields) as RecordState, values) : undefined;
  return {
    ...revisionSummary(row),
    entity,
    record_id: recordId,
    values,
    changes: changedFields(earlier, values).map((field) => ({
      field,
      before: earlier?.[field] ?? null,
      after: values[field] ?? null,
    })),
  };
}

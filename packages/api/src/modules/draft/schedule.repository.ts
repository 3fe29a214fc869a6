import { skippingRowsOthersHold, type Db, type SchedulesTable } from '@tp/db';
import type { Insertable, Selectable } from 'kysely';
import type { ScheduleOutcome } from '@tp/schemas/schedule';

export type ScheduleRow = Selectable<SchedulesTable>;

/** Schedules a publish and, when given, its switch back (pointing at it); answers the publish's id. */
export async function insertSchedule(
  db: Db,
  publish: Insertable<SchedulesTable>,
  unpublishAt: string | undefined,
): Promise<number> {
  const { id } = await db.insertInto('schedules').values(publish).returning('id').executeTakeFirstOrThrow();
  if (unpublishAt)
    await db
      .insertInto('schedules')
      .values({ ...publish, action: 'unpublish', run_at: unpublishAt, publish_id: id })
      .execute();
  return id;
}

/** A record's schedules still to run, soonest first. */
export const pendingOf = (db: Db, entity: string, recordId: number) =>
  db
    .selectFrom('schedules')
    .selectAll()
    .where('entity', '=', entity)
    .where('record_id', '=', recordId)
    .where('status', '=', 'pending')
    .orderBy('run_at')
    .orderBy('id')
    .execute();

/**
 * Cancels a record's pending schedules, saying why; answers how many. `publishes`: its pending publishes and their
 * switches back only (a switch back whose publish ran already stays: it puts back what that publish changed).
 */
export async function cancelPending(
  db: Db,
  entity: string,
  recordId: number,
  scope: 'all' | 'publishes',
  outcome: ScheduleOutcome,
  detail: string,
  now: string,
): Promise<number> {
  const pending = await pendingOf(db, entity, recordId);
  const publishes = pending.filter((row) => row.action === 'publish').map((row) => row.id);
  const cancelled = pending
    .filter((row) => scope === 'all' || publishes.includes(row.id) || publishes.includes(row.publish_id ?? 0))
    .map((row) => row.id);
  if (cancelled.length === 0) return 0;
  // A row a server claimed meanwhile runs: it is not counted as cancelled.
  const result = await db
    .updateTable('schedules')
    .set({ status: 'cancelled', outcome, detail, finished_at: now })
    .where('id', 'in', cancelled)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Cancels the switch back of a publish that did not run; one given values meanwhile (the draft was published by hand
 * as the schedule failed) stays.
 */
export async function cancelUnpublishOf(db: Db, publishId: number, now: string) {
  await db
    .updateTable('schedules')
    .set({ status: 'cancelled', outcome: 'publish_not_run', detail: null, finished_at: now })
    .where('publish_id', '=', publishId)
    .where('status', '=', 'pending')
    .where('fields', 'is', null)
    .execute();
}

/**
 * Takes the next due schedule for this server: `running`, with the server's name and the time, committed before it
 * runs. One statement claims it, so two servers on one database never take the same row (on PostgreSQL the row is
 * locked as it is chosen, and one another server is claiming is passed over).
 */
export async function claimDue(db: Db, now: string, server: string): Promise<ScheduleRow | undefined> {
  return db
    .updateTable('schedules')
    .set({ status: 'running', claimed_by: server, claimed_at: now })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('schedules')
        .select('id')
        .where('status', '=', 'pending')
        .where('run_at', '<=', now)
        .orderBy('run_at')
        .orderBy('id')
        .limit(1)
        .$call(skippingRowsOthersHold(db)),
    )
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

export async function finish(
  db: Db,
  id: number,
  status: 'done' | 'failed',
  outcome: ScheduleOutcome,
  detail: string | null,
  now: string,
) {
  // Only a running one: a run that ended inside its own transaction (draft-schedule.ts) is not written over.
  await db
    .updateTable('schedules')
    .set({ status, outcome, detail, finished_at: now })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

/** Gives a publish's switch back the values to put back: `{ field: { before, after } }`. */
export async function setUnpublishFields(db: Db, publishId: number, fields: string) {
  await db
    .updateTable('schedules')
    .set({ fields })
    .where('publish_id', '=', publishId)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * A draft published by hand before its scheduled time: the pending publish is cancelled (`published_early`), and its
 * switch back, if any, stays, with the values that publish changed.
 */
export async function publishedEarly(
  db: Db,
  entity: string,
  recordId: number,
  fields: string,
  by: string,
  now: string,
) {
  const publishes = (await pendingOf(db, entity, recordId)).filter((row) => row.action === 'publish');
  for (const { id } of publishes) {
    // A publish a server claimed meanwhile is its to finish (it finds the draft gone).
    const result = await db
      .updateTable('schedules')
      .set({ status: 'cancelled', outcome: 'published_early', detail: by, finished_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (result.numUpdatedRows > 0n) await setUnpublishFields(db, id, fields);
  }
}

/**
 * Schedules a server claimed and never finished (it stopped while running one) are failed, never run twice: the
 * change may have been made. Answers how many.
 */
export async function failInterrupted(db: Db, claimedBefore: string, now: string): Promise<number> {
  const interrupted = await db
    .updateTable('schedules')
    .set({ status: 'failed', outcome: 'interrupted', detail: null, finished_at: now })
    .where('status', '=', 'running')
    .where('claimed_at', '<', claimedBefore)
    .returning('id')
    .execute();
  for (const { id } of interrupted) await cancelUnpublishOf(db, id, now);
  return interrupted.length;
}

/**
 * What the dashboard lists: every schedule still to run, soonest first, then those that ended since `since`, the
 * latest first.
 */
export async function listSchedules(db: Db, since: string) {
  const [upcoming, ended] = await Promise.all([
    db
      .selectFrom('schedules')
      .selectAll()
      .where('status', 'in', ['pending', 'running'])
      .orderBy('run_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('schedules')
      .selectAll()
      .where('status', 'in', ['done', 'failed', 'cancelled'])
      .where('finished_at', '>=', since)
      .orderBy('finished_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  return [...upcoming, ...ended];
}

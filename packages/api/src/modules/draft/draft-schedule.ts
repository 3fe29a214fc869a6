import { TRPCError } from '@trpc/server';
import { serializeOn } from '@tp/db';
import type { CallResult, Context } from '../../trpc/context.ts';
import type { AdminSession } from '../../trpc/session.ts';
import type { DraftEntity } from '@tp/schemas';
import { SCHEDULE_TIME_INVALID, type DraftScheduleInput, type ScheduleOutcome } from '@tp/schemas/schedule';
import { DEFAULT_TIME_ZONE, instantOf } from '@tp/schemas/site-time';
import { actingSessionOf } from '../auth/auth.service.ts';
import { recordName, type RecordState } from '../history/history.service.ts';
import { liveState, pageLink, PUBLISH, switchBackOf, type DraftFields, type SwitchBack } from './draft-records.ts';
import { publishDraft } from './draft.service.ts';
import * as drafts from './draft.repository.ts';
import * as repo from './schedule.repository.ts';

// Scheduled publishing: a draft goes live at a time, and optionally switches back at a later one (a page's trade-fair
// version and back). The schedules are rows the servers' scheduler claims one at a time (schedule.repository.ts), so
// each runs once with any number of servers; the change is made as the one who scheduled it, with their role then,
// through the same publish and update as by hand (history, activity log "via schedule", caches).

/** Ended schedules stay listed this long. */
const ENDED_KEPT_DAYS = 30;
const DAY_MS = 86_400_000;
/** Who may still make a scheduled change when it runs: those who edit content. */
const PUBLISHING_ROLES = new Set(['owner', 'editor']);

const zoneOf = (ctx: Pick<Context, 'timeZone'>) => ctx.timeZone ?? DEFAULT_TIME_ZONE;

const badTime = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });

/** A schedule as the API answers it. */
function scheduleView(row: repo.ScheduleRow, name?: string) {
  return {
    schedule_id: row.id,
    entity: row.entity as DraftEntity,
    id: row.record_id,
    name: name ?? '',
    action: row.action,
    run_at: row.run_at,
    status: row.status,
    outcome: row.outcome as ScheduleOutcome | null,
    detail: row.detail,
    user: { id: row.user_id, login: row.actor },
    finished_at: row.finished_at,
    created_at: row.created_at,
  };
}

/** A record's schedules still to run (the draft banner shows them), with the site's time zone they are read in. */
export async function scheduleOf(ctx: Context, entity: DraftEntity, id: number) {
  const pending = await repo.pendingOf(ctx.db, entity, id);
  return { time_zone: zoneOf(ctx), schedules: pending.map((row) => scheduleView(row)) };
}

/**
 * Schedules a record's draft to go live at `publish_at` and, if given, the fields it changes to go back at
 * `unpublish_at`; both to come, the second after the first. It replaces the record's pending publish (and its switch
 * back). The draft published is the one there then: saves until that time go with it.
 */
export async function scheduleDraft(ctx: Context & { admin: AdminSession }, input: DraftScheduleInput) {
  const { entity, id } = input;
  const now = ctx.now();
  const zone = zoneOf(ctx);
  // One schedule change of a record at a time (PostgreSQL): two at once would both find no pending publish to replace.
  await serializeOn(ctx.db, `schedule:${entity}:${id}`);
  const publishAt = instantOf(input.publish_at, zone);
  if (Number.isNaN(publishAt.getTime())) throw badTime(SCHEDULE_TIME_INVALID);
  if (publishAt <= now)
    throw badTime(`The time to publish has passed (${input.publish_at}, ${zone}): choose one to come`);
  const unpublishAt = input.unpublish_at === undefined ? undefined : instantOf(input.unpublish_at, zone);
  if (unpublishAt && Number.isNaN(unpublishAt.getTime())) throw badTime(SCHEDULE_TIME_INVALID);
  if (unpublishAt && unpublishAt <= publishAt) throw badTime('The time to switch back must come after the publish');
  if (!(await drafts.findDraft(ctx.db, entity, id))) {
    if (!(await liveState(ctx.db, entity, id))) throw new TRPCError({ code: 'NOT_FOUND', message: 'Record not found' });
    throw new TRPCError({ code: 'NOT_FOUND', message: 'This record has no draft: save one to schedule it' });
  }
  const at = now.toISOString();
  await repo.cancelPending(ctx.db, entity, id, 'publishes', 'replaced', ctx.admin.login, at);
  await repo.insertSchedule(
    ctx.db,
    {
      entity,
      record_id: id,
      action: 'publish',
      run_at: publishAt.toISOString(),
      user_id: ctx.admin.userId,
      actor: ctx.admin.login,
      created_at: at,
    },
    unpublishAt?.toISOString(),
  );
  return scheduleOf(ctx, entity, id);
}

/** Cancels whatever is scheduled for a record (its publish and switch back); 404 when nothing is. */
export async function cancelSchedule(ctx: Context & { admin: AdminSession }, entity: DraftEntity, id: number) {
  const cancelled = await repo.cancelPending(
    ctx.db,
    entity,
    id,
    'all',
    'cancelled',
    ctx.admin.login,
    ctx.now().toISOString(),
  );
  if (cancelled === 0) throw new TRPCError({ code: 'NOT_FOUND', message: 'Nothing is scheduled for this record' });
  return { ok: true as const, cancelled };
}

/**
 * What is scheduled on the site, soonest first, and what ran or was cancelled in the last 30 days; each with its
 * record's title as it is now (a page: its link).
 */
export async function listSchedules(ctx: Context) {
  const since = new Date(ctx.now().getTime() - ENDED_KEPT_DAYS * DAY_MS).toISOString();
  const rows = await repo.listSchedules(ctx.db, since);
  const names = new Map<string, string>();
  for (const row of rows) {
    const key = `${row.entity}/${row.record_id}`;
    if (names.has(key)) continue;
    const state = await liveState(ctx.db, row.entity as DraftEntity, row.record_id);
    if (!state) names.set(key, '');
    else names.set(key, row.entity === 'page' ? await pageLink(ctx.db, row.record_id) : recordName(state));
  }
  return {
    time_zone: zoneOf(ctx),
    schedules: rows.map((row) => scheduleView(row, names.get(`${row.entity}/${row.record_id}`))),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The end of one scheduled run: the row's status, outcome and particulars. */
type Ran = { status: 'done' | 'failed'; outcome: ScheduleOutcome; detail: string | null };

/**
 * Runs a schedule this server claimed, as the user who made it, in one management transaction (activity log "via
 * schedule", a revision); answers how it ended. A publish whose draft or record is gone, or whose user may no
 * longer publish, fails and takes its switch back with it.
 */
export async function runClaimedSchedule(ctx: Context, row: repo.ScheduleRow): Promise<Ran> {
  const entity = row.entity as DraftEntity;
  const id = row.record_id;
  const admin = row.user_id === null ? null : await actingSessionOf(ctx.db, row.user_id);
  if (!admin || !PUBLISHING_ROLES.has(admin.role))
    return { status: 'failed', outcome: 'not_allowed', detail: `${row.actor} may no longer publish content` };
  if (!(await liveState(ctx.db, entity, id))) return { status: 'failed', outcome: 'record_gone', detail: null };
  const acting = { ...ctx, session: () => Promise.resolve(admin) };
  return row.action === 'publish' ? runPublish(acting, admin, row) : runSwitchBack(acting, admin, row);
}

/**
 * Runs a change as `admin` in one management transaction with its activity row and the schedule's own end (`done`,
 * written in the same transaction: a server that stops after the change never leaves it looking unmade); a thrown
 * error rolls it all back and is answered as the schedule's failure.
 */
async function asManagementCall(
  ctx: Context,
  admin: AdminSession,
  row: repo.ScheduleRow,
  input: Record<string, unknown>,
  change: (ctx: Context & { admin: AdminSession }) => Promise<Ran>,
): Promise<Ran> {
  let failure: unknown;
  let ran: Ran | undefined;
  const path = row.action === 'publish' ? 'draft.publish' : 'draft.unpublish';
  const result: CallResult = await ctx.recordActivity(admin, path, input, async (db, afterCommit) => {
    try {
      ran = await change({ ...ctx, db, admin, afterCommit });
      if (ran.status === 'done')
        await repo.finish(db, row.id, 'done', ran.outcome, ran.detail, ctx.now().toISOString());
      return { ok: true, data: { entity: row.entity, id: row.record_id } };
    } catch (error) {
      failure = error;
      return { ok: false };
    }
  });
  if (!result.ok) return { status: 'failed', outcome: 'error', detail: messageOf(failure) };
  // The change's content.published event is queued now that it committed.
  ctx.webhooks?.wake();
  return ran!;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Publishes the draft as it is when the schedule runs (read in the publish's transaction). */
async function runPublish(ctx: Context, admin: AdminSession, row: repo.ScheduleRow): Promise<Ran> {
  const entity = row.entity as DraftEntity;
  if (!(await drafts.findDraft(ctx.db, entity, row.record_id)))
    return { status: 'failed', outcome: 'no_draft', detail: null };
  return asManagementCall(ctx, admin, row, { entity, id: row.record_id }, async (acting) => {
    const draft = await drafts.findDraft(acting.db, entity, row.record_id);
    if (!draft) throw new Error('The draft was discarded as the schedule ran');
    const before = (await liveState(acting.db, entity, row.record_id))!;
    const { values } = await publishDraft(acting, entity, row.record_id, draft.version);
    const published = Object.keys(JSON.parse(draft.fields) as RecordState);
    await repo.setUnpublishFields(acting.db, row.id, JSON.stringify(switchBackOf(before, values, published)));
    return { status: 'done', outcome: 'published', detail: published.join(', ') };
  });
}

/**
 * Puts back what the publish changed, field by field, unless a field was changed since: the switch back undoes the
 * publish, not later work. Which fields go back is decided in the change's transaction.
 */
async function runSwitchBack(ctx: Context, admin: AdminSession, row: repo.ScheduleRow): Promise<Ran> {
  const entity = row.entity as DraftEntity;
  if (!row.fields) return { status: 'failed', outcome: 'publish_not_run', detail: null };
  const switchBack = JSON.parse(row.fields) as SwitchBack;
  const fields = Object.keys(switchBack);
  const sent = Object.fromEntries(fields.map((field) => [field, switchBack[field]!.before]));
  return asManagementCall(ctx, admin, row, { entity, id: row.record_id, ...sent }, async (acting) => {
    const live = (await liveState(acting.db, entity, row.record_id))!;
    const back = fields.filter((field) => same(live[field], switchBack[field]!.after));
    const kept = fields.filter((field) => !back.includes(field));
    if (back.length === 0) return { status: 'done', outcome: 'nothing_to_switch_back', detail: kept.join(', ') };
    const values = Object.fromEntries(back.map((field) => [field, switchBack[field]!.before]));
    await PUBLISH[entity](acting, row.record_id, values as DraftFields);
    const keptNote = kept.length > 0 ? `; kept (changed since): ${kept.join(', ')}` : '';
    return { status: 'done', outcome: 'switched_back', detail: `${back.join(', ')}${keptNote}` };
  });
}

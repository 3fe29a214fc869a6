import { TRPCError } from '@trpc/server';
import { DRAFT_FIELDS, richTextKeysOf, updateInput, type DraftEntity, type DraftSaveInput } from '@tp/schemas';
import { DEFAULT_TIME_ZONE } from '@tp/schemas/site-time';
import type { z } from 'zod';
import type { Context } from '../../trpc/context.ts';
import { sanitizeRichTextFields } from '../../platform/rich-text/sanitize-rich-text.ts';
import type { AdminSession } from '../../trpc/session.ts';
import { changedFields, type RecordState } from '../history/history.service.ts';
import { liveState, PUBLISH, switchBackOf, type DraftFields } from './draft-records.ts';
import * as repo from './draft.repository.ts';
import * as schedules from './schedule.repository.ts';

// Drafts: a record's changes kept beside its published version, PATCH-like (a field not in the draft shows the live
// value), saved and published with the version read, so that two editors never overwrite each other unseen: a save
// or publish naming another version is a 409 that says who changed what. Publishing goes through the record's own
// update (and so into its history, as the publisher's change); visitors see nothing of a draft before.

/** Per kind, from its fields (DRAFT_FIELDS): its PATCH (fields optional, at least one sent), and its rich texts. */
const fieldsOf = (entity: DraftEntity): z.ZodObject => DRAFT_FIELDS[entity];
const patchOf = (entity: DraftEntity) => updateInput({}, fieldsOf(entity));
const richTextsOf = (entity: DraftEntity) => richTextKeysOf(fieldsOf(entity));

const KEYS = new Set(['entity', 'id', 'version']);

const noDraft = () => new TRPCError({ code: 'NOT_FOUND', message: 'This record has no draft' });
const noRecord = () => new TRPCError({ code: 'NOT_FOUND', message: 'Record not found' });

/** A stale save or publish: who saved the draft last, when, and which fields that save changed. */
function staleDraft(draft: repo.DraftRow): TRPCError {
  const changed = changedFields(
    JSON.parse(draft.previous_fields) as RecordState,
    JSON.parse(draft.fields) as RecordState,
  );
  const who = draft.actor ?? 'someone';
  return new TRPCError({
    code: 'CONFLICT',
    message: `The draft was changed meanwhile by ${who} at ${draft.updated_at} (now version ${draft.version}${
      changed.length ? `: ${changed.join(', ')}` : ''
    }): read it again before you save or publish`,
  });
}

/** The fields of a save, checked as the record's PATCH checks them; another kind's fields are refused. */
function checkedFields(entity: DraftEntity, input: DraftSaveInput): RecordState {
  const sent = Object.fromEntries(
    Object.entries(input).filter(([name, value]) => !KEYS.has(name) && value !== undefined),
  );
  const own = Object.keys(DRAFT_FIELDS[entity].shape);
  const foreign = Object.keys(sent).filter((name) => !own.includes(name));
  if (foreign.length > 0)
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: `Not a field of a ${entity}: ${foreign.join(', ')}`,
    });
  const parsed = patchOf(entity).safeParse(sent);
  if (!parsed.success)
    throw new TRPCError({ code: 'BAD_REQUEST', message: parsed.error.issues[0]!.message, cause: parsed.error });
  return parsed.data;
}

/** A draft as the API answers it: its changes, the record with them, and which fields differ from the live one. */
async function draftView(ctx: Context, entity: DraftEntity, id: number, draft: repo.DraftRow) {
  const live = await liveState(ctx.db, entity, id);
  if (!live) throw noRecord();
  const fields = JSON.parse(draft.fields) as RecordState;
  const values = { ...live, ...fields };
  return {
    entity,
    id,
    version: draft.version,
    fields,
    values,
    /** Fields whose draft value is not the live one (the live record may have caught up with some). */
    differs: changedFields(live, values),
    /** The site's time zone, in which the dashboard shows and takes the times of schedules. */
    time_zone: ctx.timeZone ?? DEFAULT_TIME_ZONE,
    /** Its publish and switch back still to come (draft-schedule.ts), soonest first. */
    scheduled: (await schedules.pendingOf(ctx.db, entity, id)).map((row) => ({
      schedule_id: row.id,
      action: row.action,
      run_at: row.run_at,
      user: { id: row.user_id, login: row.actor },
    })),
    user: draft.actor ? { id: draft.user_id, login: draft.actor } : null,
    created_at: draft.created_at,
    updated_at: draft.updated_at,
  };
}

export async function getDraft(ctx: Context, entity: DraftEntity, id: number) {
  const draft = await repo.findDraft(ctx.db, entity, id);
  if (!draft) {
    if (!(await liveState(ctx.db, entity, id))) throw noRecord();
    throw noDraft();
  }
  return draftView(ctx, entity, id, draft);
}

/**
 * Saves changes into a record's draft (starting one at version 0): the fields sent replace the draft's, the others
 * stay. A version other than the draft's is refused with what the newer save changed; nothing is written then.
 */
export async function saveDraft(ctx: Context & { admin: AdminSession }, input: DraftSaveInput) {
  const { entity, id, version } = input;
  const { admin } = ctx;
  // Texts are made safe as they are saved: a preview link shows them before they are published.
  const changes = await sanitizeRichTextFields(checkedFields(entity, input), richTextsOf(entity));
  if (!(await liveState(ctx.db, entity, id))) throw noRecord();
  const now = ctx.now().toISOString();
  const author = { user_id: admin.userId, actor: admin.login, updated_at: now };
  const draft = await repo.findDraft(ctx.db, entity, id);
  if (!draft) {
    if (version !== 0)
      throw new TRPCError({ code: 'CONFLICT', message: 'This record has no draft: start one with version 0' });
    const started = await repo.insertDraft(ctx.db, {
      entity,
      record_id: id,
      fields: JSON.stringify(changes),
      previous_fields: '{}',
      version: 1,
      created_at: now,
      ...author,
    });
    // A colleague started one at the same moment: theirs stands.
    if (!started) throw staleDraft((await repo.findDraft(ctx.db, entity, id))!);
  } else {
    if (version !== draft.version) throw staleDraft(draft);
    const fields = { ...(JSON.parse(draft.fields) as RecordState), ...changes };
    const saved = await repo.updateDraft(ctx.db, entity, id, version, {
      fields: JSON.stringify(fields),
      previous_fields: draft.fields,
      ...author,
    });
    if (!saved) throw staleDraft((await repo.findDraft(ctx.db, entity, id)) ?? draft);
  }
  return getDraft(ctx, entity, id);
}

/** Drops a record's draft, and its scheduled publish; the live record stays as it is. */
export async function discardDraft(ctx: Context & { admin: AdminSession }, entity: DraftEntity, id: number) {
  if (!(await repo.deleteDraft(ctx.db, entity, id))) throw noDraft();
  const now = ctx.now().toISOString();
  await schedules.cancelPending(ctx.db, entity, id, 'publishes', 'draft_discarded', ctx.admin.login, now);
  return { ok: true as const };
}

/**
 * Makes a draft live through the record's own update (one revision, by the publisher) and drops it; the version read
 * must be the draft's. A management call runs whole in one transaction (activity.service), so a failed update keeps
 * the draft. Answers the record's state now.
 */
export async function publishDraft(
  ctx: Context & { admin: AdminSession },
  entity: DraftEntity,
  id: number,
  version: number,
) {
  const draft = await repo.findDraft(ctx.db, entity, id);
  if (!draft) throw noDraft();
  if (draft.version !== version) throw staleDraft(draft);
  const before = await liveState(ctx.db, entity, id);
  if (!before) throw noRecord();
  const fields = JSON.parse(draft.fields) as RecordState;
  if (Object.keys(fields).length > 0) await PUBLISH[entity](ctx, id, fields as DraftFields);
  // A save that came in meanwhile (another server, PostgreSQL) is not dropped unpublished: the call is refused and
  // its transaction, the update included, rolled back.
  if (!(await repo.deleteDraft(ctx.db, entity, id, version)))
    throw staleDraft((await repo.findDraft(ctx.db, entity, id)) ?? draft);
  const values = (await liveState(ctx.db, entity, id))!;
  // Published before a scheduled time: that publish is off; its switch back stays, with what this one changed.
  const switchBack = JSON.stringify(switchBackOf(before, values, Object.keys(fields)));
  await schedules.publishedEarly(ctx.db, entity, id, switchBack, ctx.admin.login, ctx.now().toISOString());
  return { entity, id, published: true as const, values };
}

import { z } from 'zod';
import { DRAFT_ENTITIES } from '@tp/schemas';
import { SCHEDULE_OUTCOMES, SCHEDULE_STATUSES } from '@tp/schemas/schedule';
import { fieldValue, okAnswer, timestamp } from '../../rest/openapi/response-fields.ts';
import { fromParams, fromParamsAndBody, restRoute, type RestRoute } from '../../rest/route-table.ts';

const scheduleAction = z
  .enum(['publish', 'unpublish'])
  .meta({ description: 'publish: the draft goes live; unpublish: the fields it changed get their values from before' });
const scheduledBy = z
  .object({ id: z.number().int().nullable(), login: z.string() })
  .meta({ description: 'Who scheduled it: the change is made as them' });

const schedule = z
  .object({
    schedule_id: z.number().int().positive(),
    entity: z.enum(DRAFT_ENTITIES),
    id: z.number().int().positive(),
    name: z.string().meta({ description: "The record's title, as it is now" }),
    action: scheduleAction,
    run_at: timestamp.meta({ description: 'When it runs (UTC)' }),
    status: z.enum(SCHEDULE_STATUSES),
    outcome: z
      .enum(SCHEDULE_OUTCOMES)
      .nullable()
      .meta({ description: 'What came of it, once it ran or was cancelled' }),
    detail: z
      .string()
      .nullable()
      .meta({ description: 'The fields it changed or kept, the error, or who cancelled it' }),
    user: scheduledBy,
    finished_at: timestamp.nullable(),
    created_at: timestamp,
  })
  .meta({ id: 'Schedule' });

const schedules = z.object({
  time_zone: z.string().meta({ description: "The site's time zone, in which times without an offset are read" }),
  schedules: z.array(schedule),
});

const draft = z
  .object({
    entity: z.enum(DRAFT_ENTITIES),
    id: z.number().int().positive(),
    version: z.number().int().positive().meta({ description: 'Send it with the next save or the publish' }),
    fields: z.record(z.string(), fieldValue).meta({ description: 'The fields the draft changes' }),
    values: z
      .record(z.string(), fieldValue)
      .meta({ description: 'The record as the draft would publish it: the live values with the draft’s changes' }),
    differs: z.array(z.string()).meta({ description: 'Fields whose draft value is not the live one' }),
    user: z
      .object({ id: z.number().int().nullable(), login: z.string() })
      .nullable()
      .meta({ description: 'Who saved it last' }),
    time_zone: z.string().meta({ description: "The site's time zone, in which times without an offset are read" }),
    scheduled: z
      .array(
        z.object({
          schedule_id: z.number().int().positive(),
          action: scheduleAction,
          run_at: timestamp,
          user: scheduledBy,
        }),
      )
      .meta({ description: 'Its scheduled publish and switch back still to come, soonest first' }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Draft' });

const ENTITIES = 'entity: service, spare, page, product';

export const draftRestRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/drafts/:entity/:id',
    procedure: 'draft.get',
    access: 'admin',
    summary: `A record's draft beside its published version (${ENTITIES}); 404 when it has none`,
    input: fromParams,
    output: draft,
    errorStatuses: [404],
  }),
  restRoute({
    method: 'PUT',
    path: '/drafts/:entity/:id',
    procedure: 'draft.save',
    access: 'admin',
    summary:
      "Save changes into a record's draft: the fields its PATCH takes, and the draft's version read (0 starts one); a version changed meanwhile is 409",
    input: fromParamsAndBody,
    output: draft,
    errorStatuses: [404, 409],
  }),
  restRoute({
    method: 'DELETE',
    path: '/drafts/:entity/:id',
    procedure: 'draft.discard',
    access: 'admin',
    summary: "Discard a record's draft; the published version stays",
    input: fromParams,
    output: okAnswer,
    errorStatuses: [404],
  }),
  restRoute({
    method: 'POST',
    path: '/drafts/:entity/:id/publish',
    procedure: 'draft.publish',
    access: 'admin',
    summary:
      "Publish a record's draft (one revision of its history) and drop it; the version read must be the draft's, else 409",
    input: fromParamsAndBody,
    output: z.object({
      entity: z.enum(DRAFT_ENTITIES),
      id: z.number().int().positive(),
      published: z.literal(true),
      values: z.record(z.string(), fieldValue).meta({ description: 'The published record' }),
    }),
    errorStatuses: [404, 409],
  }),
  restRoute({
    method: 'POST',
    path: '/drafts/:entity/:id/preview',
    procedure: 'draft.preview',
    access: 'admin',
    summary:
      "A preview link of a record's draft, for a colleague without an account: the record's page as the draft would publish it, in each language; it works 24 hours",
    input: fromParams,
    output: z.object({
      url: z.url().meta({ description: 'The page in German' }),
      urls: z.object({ de: z.url(), en: z.url(), ru: z.url() }),
      expires_at: timestamp,
    }),
    errorStatuses: [404],
  }),
  restRoute({
    method: 'POST',
    path: '/drafts/:entity/:id/schedule',
    procedure: 'draft.schedule',
    access: 'admin',
    summary:
      "Schedule a record's draft to go live at publish_at and, if unpublish_at is given, the fields it changes to go back then (times without an offset are the site's time zone); replaces the record's pending publish. A past time or an invalid date is 400, a record without a draft 404",
    input: fromParamsAndBody,
    output: schedules,
    errorStatuses: [404],
  }),
  restRoute({
    method: 'DELETE',
    path: '/drafts/:entity/:id/schedule',
    procedure: 'draft.unschedule',
    access: 'admin',
    summary: "Cancel a record's scheduled publish and switch back; 404 when nothing is scheduled",
    input: fromParams,
    output: z.object({ ok: z.literal(true), cancelled: z.number().int().positive() }),
    errorStatuses: [404],
  }),
  restRoute({
    method: 'GET',
    path: '/schedule',
    procedure: 'draft.schedules',
    access: 'admin',
    summary:
      'What is scheduled on the site, soonest first, and what ran, failed or was cancelled in the last 30 days (with what came of it)',
    output: schedules,
  }),
];

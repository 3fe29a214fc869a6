import { z } from 'zod';
import { recordId } from './common.ts';
import { pageFields } from './page.ts';
import { productFields } from './product.ts';
import { titledFields } from './titled.ts';
import { optionalShape } from './update-input.ts';

/** The records that can be drafted beside their published version. */
export const DRAFT_ENTITIES = ['service', 'spare', 'page', 'product'] as const;
export type DraftEntity = (typeof DRAFT_ENTITIES)[number];

/** Each draftable record's fields: what its PATCH takes. */
export const DRAFT_FIELDS = {
  service: titledFields,
  spare: titledFields,
  page: pageFields,
  product: productFields,
} as const satisfies Record<DraftEntity, z.ZodObject>;

const draftEntity = z
  .enum(DRAFT_ENTITIES, { message: `Entity must be one of ${DRAFT_ENTITIES.join(', ')}` })
  .meta({ description: 'The kind of record' });

/** A record's draft. */
export const draftRecordInput = z.object({ entity: draftEntity, id: recordId });
export type DraftRecordInput = z.output<typeof draftRecordInput>;

export const DRAFT_VERSION_INVALID = 'Version must be a whole number: 0 for a new draft, else the one you read';
const version = z
  .number({ message: DRAFT_VERSION_INVALID })
  .int(DRAFT_VERSION_INVALID)
  .min(0, DRAFT_VERSION_INVALID)
  .meta({ description: "The draft's version you edited (0 to start one); another is refused with 409" });

/** Every field a draft of some kind takes (the kinds agree where they share a name); the service checks the kind. */
const anyDraftField = {
  ...optionalShape(titledFields),
  ...optionalShape(pageFields),
  ...optionalShape(productFields),
};

/**
 * A save of a draft: the record, the draft's version edited, and the fields to change as its PATCH takes them (the
 * fields of another kind of record are refused). Fields not sent keep what the draft or the live record has.
 */
export const draftSaveInput = draftRecordInput.extend({ version, ...anyDraftField });
export type DraftSaveInput = z.output<typeof draftSaveInput>;

/** Publishing a draft: the version read, so that a draft changed meanwhile is not published unseen. */
export const draftPublishInput = draftRecordInput.extend({ version });
export type DraftPublishInput = z.output<typeof draftPublishInput>;

/** A preview link's read: its token, and the record the page shows (a link made for another record shows nothing). */
export const draftPreviewInput = draftRecordInput.extend({
  token: z.string().min(20).max(100).meta({ description: "The token from the preview link's address" }),
});
export type DraftPreviewInput = z.output<typeof draftPreviewInput>;

/** The site's time zone unless SITE_TIME_ZONE names another: the company's, for times the team types. */
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

/** Whether the runtime knows a time zone's name (SITE_TIME_ZONE is checked at start). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A date and time as the API takes it: with its offset (`…Z`, `…+01:00`), or without one in the site's time zone. */
export const SCHEDULE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;
export const SCHEDULE_TIME_INVALID =
  'Give a date and time such as 2026-12-01T09:00 (the site’s time zone) or 2026-12-01T08:00:00Z';

const scheduleTime = (description: string) =>
  z
    .string({ message: SCHEDULE_TIME_INVALID })
    .regex(SCHEDULE_TIME, SCHEDULE_TIME_INVALID)
    .refine((value) => validCalendarTime(value), SCHEDULE_TIME_INVALID)
    .meta({ description, example: '2026-12-01T09:00' });

/** Whether a time of SCHEDULE_TIME's shape names a real day and time (no 31 February, no 25:00). */
function validCalendarTime(value: string): boolean {
  const [, year, month, day, hour, minute, second = '0'] = SCHEDULE_TIME.exec(value) ?? [];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute)));
  return (
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day) &&
    Number(hour) < 24 &&
    Number(minute) < 60 &&
    Number(second) < 60
  );
}

/**
 * A draft's scheduled publish, and optionally its switch back: at `unpublish_at` the fields the publish changed get
 * their earlier values again (a page's trade-fair version and back). A new schedule replaces the record's pending one.
 */
export const draftScheduleInput = draftRecordInput.extend({
  publish_at: scheduleTime('When the draft goes live'),
  unpublish_at: scheduleTime(
    'When the fields it changed go back to their values before (optional; after publish_at)',
  ).optional(),
});
export type DraftScheduleInput = z.output<typeof draftScheduleInput>;

/**
 * What came of a scheduled change, as the dashboard words it: done (`published`, `switched_back`,
 * `nothing_to_switch_back`: every field it would put back was changed since), failed (`no_draft`, `record_gone`,
 * `not_allowed`: the one who scheduled it may no longer publish, `interrupted`: its server stopped while running it,
 * `error`) or cancelled (`cancelled` by someone, `replaced` by a new schedule, `published_early` by hand,
 * `draft_discarded`, `publish_not_run`: a switch back whose publish did not run).
 */
export const SCHEDULE_OUTCOMES = [
  'published',
  'switched_back',
  'nothing_to_switch_back',
  'no_draft',
  'record_gone',
  'not_allowed',
  'interrupted',
  'error',
  'cancelled',
  'replaced',
  'published_early',
  'draft_discarded',
  'publish_not_run',
] as const;
export type ScheduleOutcome = (typeof SCHEDULE_OUTCOMES)[number];
export const SCHEDULE_STATUSES = ['pending', 'running', 'done', 'failed', 'cancelled'] as const;

import { z } from 'zod';
import { draftRecordInput } from './drafts.ts';
import { SCHEDULE_TIME } from './site-time.ts';

// Scheduled publishing (a subpath of its own, `@tp/schemas/schedule`, not in the index: the public pages' bundle,
// which reads the index, carries none of it).

export const SCHEDULE_TIME_INVALID =
  'Give a date and time such as 2026-12-01T09:00 (the site’s time zone) or 2026-12-01T08:00:00Z';

const scheduleTime = (description: string) =>
  z
    .string({ message: SCHEDULE_TIME_INVALID })
    .regex(SCHEDULE_TIME, SCHEDULE_TIME_INVALID)
    .refine((value) => validCalendarTime(value), SCHEDULE_TIME_INVALID)
    .meta({ description, example: '2026-12-01T09:00' });

/** Whether a time of SCHEDULE_TIME's shape names a real day and time (no 31 February, no 25:00, no offset +25:00). */
function validCalendarTime(value: string): boolean {
  const [, year, month, day, hour, minute, second = '0', offset] = SCHEDULE_TIME.exec(value) ?? [];
  if (offset && Number.isNaN(Date.parse(value))) return false;
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

/** The dashboard's schedule form: a date-time field left empty is '' (no switch back). */
export const draftScheduleForm = z.object({
  publish_at: draftScheduleInput.shape.publish_at,
  unpublish_at: draftScheduleInput.shape.unpublish_at.unwrap().or(z.literal('')),
});

/**
 * What came of a scheduled change, as the dashboard words it: done (`published`, `switched_back`,
 * `nothing_to_switch_back`: every field it would put back was changed since), failed (`no_draft`, `record_gone`,
 * `not_allowed`: the one who scheduled it may no longer publish, `interrupted`: its server stopped while running it,
 * `error`) or cancelled (`cancelled` by someone, `replaced` by a new schedule, `published_early` by hand,
 * `draft_discarded`), and `publish_not_run`: a switch back whose publish did not run (cancelled with it, or failed if it
 * came due without it).
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

import { z } from 'zod';
import { emailAddress, honeypot, optionalText, recordId, requiredText, siteLang } from './common.ts';
import { QUANTITY_MAX, TEXT_LIMITS } from './limits.ts';

/** The most parts one inquiry may list. */
export const REQUEST_LINES_MAX = 200;

/** A part asked for: its number as the buyer has it, and how many. */
export const requestLineInput = z.object({
  partnumber: requiredText('Part number', TEXT_LIMITS.partNumber),
  quantity: z.coerce
    .number({ message: 'Quantity must be a whole number of at least 1' })
    .int('Quantity must be a whole number of at least 1')
    .min(1, 'Quantity must be a whole number of at least 1')
    .max(QUANTITY_MAX, 'Quantity is too large'),
});
export type RequestLineInput = z.output<typeof requestLineInput>;

/** An inquiry from the contacts page, the pre-order section, a part list or the inquiry list. */
export const requestCreateInput = z.object({
  name: requiredText('Name'),
  email: emailAddress,
  company: requiredText('Company'),
  text: optionalText('Comment', TEXT_LIMITS.comment),
  lang: siteLang.default('de'),
  captcha_ticket: z.string().max(200).optional(),
  homepage: honeypot,
  page: z
    .string()
    .max(300, 'Page is too long')
    // A path on this site, never another site (`//host`): the dashboard links to it.
    .regex(/^(\/(?!\/)\S*)?$/, 'Page must be a path on this site, like /en/part-list/3')
    .default('')
    .meta({ description: 'The address of the page the inquiry was sent from, like /en/part-list/3' }),
  lines: z
    .array(requestLineInput, { message: 'Lines must be a list of { partnumber, quantity }' })
    .max(REQUEST_LINES_MAX, `At most ${REQUEST_LINES_MAX} lines per inquiry`)
    .default([]),
});

export type RequestCreateInput = z.infer<typeof requestCreateInput>;

/** Where a job application stands in the team's inbox. */
export const INBOX_STATUSES = ['new', 'in_progress', 'answered', 'archived'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
export const inboxStatus = z.enum(INBOX_STATUSES, { message: `Status must be one of ${INBOX_STATUSES.join(', ')}` });

/**
 * Where an inquiry stands: looked at or not, answered by hand, quoted (a quote was sent), won or lost (the buyer
 * accepted or declined it), no bid (the team will not offer), archived. Quote events set quoted, won and lost; any
 * status can also be set by hand.
 */
export const REQUEST_STATUSES = [
  'new',
  'in_progress',
  'answered',
  'quoted',
  'won',
  'lost',
  'no_bid',
  'archived',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const requestStatus = z.enum(REQUEST_STATUSES, {
  message: `Status must be one of ${REQUEST_STATUSES.join(', ')}`,
});

const inboxNote = optionalText('Note', TEXT_LIMITS.comment);

/** The team's side of an inquiry: where it stands, and a note only the team sees. */
export const requestInboxFields = z.object({ status: requestStatus, note: inboxNote });

/** The team's side of a job application: the same, with the statuses an application can have. */
export const applicationInboxFields = z.object({ status: inboxStatus, note: inboxNote });

/** The most records one call may change or delete at once. */
export const BULK_MAX = 500;

/** Several inquiries (or applications) the administrator chose in the list. */
export const recordIds = z
  .array(recordId, { message: 'Ids must be a list of record ids' })
  .min(1, 'Choose at least one')
  .max(BULK_MAX, `At most ${BULK_MAX} at once`)
  .meta({ description: 'The ids of the records, at most 500' });

/** Filters of the inquiry list: a status, and text found in name, e-mail, company, comment or note. */
export const requestListInput = z
  .object({
    status: requestStatus.optional(),
    q: z
      .string()
      .trim()
      .max(200)
      .optional()
      .meta({ description: 'Text in the reference, name, e-mail, company, comment or note' }),
  })
  .default({});
export type RequestListInput = z.input<typeof requestListInput>;
export type RequestInboxFields = z.output<typeof requestInboxFields>;
export type ApplicationInboxFields = z.output<typeof applicationInboxFields>;

/** Several inquiries at once: one status for all of them, or their deletion. */
export const requestBulkStatusInput = z.object({ ids: recordIds, status: requestStatus });
export const requestBulkDeleteInput = z.object({ ids: recordIds });

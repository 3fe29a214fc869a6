import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldError } from 'react-hook-form';

/**
 * The messages of the shared schemas (@tp/schemas) that the dashboard forms can show, on the client and from the
 * server alike. The schemas speak English; each message is listed here with its English text as id, so that the
 * administrator reads it in the dashboard's language. A limit in a message (a length) is part of its text: when a
 * limit changes, change its message here too.
 */
const FIELD_MESSAGES: readonly MessageDescriptor[] = [
  // Services and spare groups (titledForm)
  msg({
    id: 'Please enter a title in at least one language',
    message: 'Please enter a title in at least one language',
  }),
  msg({
    id: 'Title (DE) is too long (at most 200 characters)',
    message: 'Title (DE) is too long (at most 200 characters)',
  }),
  msg({
    id: 'Title (EN) is too long (at most 200 characters)',
    message: 'Title (EN) is too long (at most 200 characters)',
  }),
  msg({
    id: 'Title (RU) is too long (at most 200 characters)',
    message: 'Title (RU) is too long (at most 200 characters)',
  }),
  // Every rich text
  msg({ id: 'Text is too long', message: 'Text is too long' }),
  // Spare parts (sparePartFields)
  msg({ id: 'Part number is required', message: 'Part number is required' }),
  msg({
    id: 'Part number is too long (at most 80 characters)',
    message: 'Part number is too long (at most 80 characters)',
  }),
  msg({
    id: 'Description is too long (at most 500 characters)',
    message: 'Description is too long (at most 500 characters)',
  }),
  msg({
    id: 'Substitute part is too long (at most 80 characters)',
    message: 'Substitute part is too long (at most 80 characters)',
  }),
  msg({ id: 'Quantity must be a whole number', message: 'Quantity must be a whole number' }),
  msg({ id: 'Quantity cannot be negative', message: 'Quantity cannot be negative' }),
  msg({ id: 'Quantity is too large', message: 'Quantity is too large' }),
  // Products and their properties (productFields, productPropertyFields)
  msg({ id: 'Title is required', message: 'Title is required' }),
  msg({ id: 'Title is too long (at most 200 characters)', message: 'Title is too long (at most 200 characters)' }),
  msg({ id: 'Type is too long (at most 120 characters)', message: 'Type is too long (at most 120 characters)' }),
  msg({ id: 'Model is too long (at most 120 characters)', message: 'Model is too long (at most 120 characters)' }),
  msg({ id: 'Power must be a number (MW)', message: 'Power must be a number (MW)' }),
  msg({ id: 'Power cannot be negative', message: 'Power cannot be negative' }),
  msg({ id: 'Power is too large', message: 'Power is too large' }),
  msg({ id: 'Language must be one of DE, EN, RU', message: 'Language must be one of DE, EN, RU' }),
  msg({ id: 'Id must be a number', message: 'Id must be a number' }),
  msg({ id: 'Id must be positive', message: 'Id must be positive' }),
  // Categories (categoryFields)
  msg({ id: 'Name is required', message: 'Name is required' }),
  msg({ id: 'Name is too long (at most 120 characters)', message: 'Name is too long (at most 120 characters)' }),
  // Contact settings (settingsFields)
  msg({ id: 'Phone is too long (at most 60 characters)', message: 'Phone is too long (at most 60 characters)' }),
  msg({ id: 'E-mail is too long', message: 'E-mail is too long' }),
  msg({ id: 'Please enter a valid e-mail address', message: 'Please enter a valid e-mail address' }),
  msg({
    id: 'Address (DE) is too long (at most 300 characters)',
    message: 'Address (DE) is too long (at most 300 characters)',
  }),
  msg({
    id: 'Address (EN) is too long (at most 300 characters)',
    message: 'Address (EN) is too long (at most 300 characters)',
  }),
  msg({
    id: 'Address (RU) is too long (at most 300 characters)',
    message: 'Address (RU) is too long (at most 300 characters)',
  }),
  msg({
    id: 'Footer text (DE) is too long (at most 1000 characters)',
    message: 'Footer text (DE) is too long (at most 1000 characters)',
  }),
  msg({
    id: 'Footer text (EN) is too long (at most 1000 characters)',
    message: 'Footer text (EN) is too long (at most 1000 characters)',
  }),
  msg({
    id: 'Footer text (RU) is too long (at most 1000 characters)',
    message: 'Footer text (RU) is too long (at most 1000 characters)',
  }),
  // Retention of requests and applications (retentionSettings)
  msg({ id: 'Months must be a whole number from 0 to 120', message: 'Months must be a whole number from 0 to 120' }),
  // How long content history is kept (historyRetention)
  msg({ id: 'Must be a whole number from 0 to 100000', message: 'Must be a whole number from 0 to 100000' }),
  // A draft's schedule (draftScheduleForm)
  msg({
    id: 'Give a date and time such as 2026-12-01T09:00 (the site’s time zone) or 2026-12-01T08:00:00Z',
    message: 'Give a date and time such as 2026-12-01T09:00 (the site’s time zone) or 2026-12-01T08:00:00Z',
  }),
  // Login and password (changeLoginInput, changePasswordInput)
  msg({ id: 'Login is required', message: 'Login is required' }),
  msg({ id: 'Login is too long (at most 100 characters)', message: 'Login is too long (at most 100 characters)' }),
  msg({ id: 'Current password is required', message: 'Current password is required' }),
  msg({ id: 'Password is required', message: 'Password is required' }),
  msg({ id: 'Password must have at least 8 characters', message: 'Password must have at least 8 characters' }),
  msg({ id: 'Password is too long', message: 'Password is too long' }),
  // Quotes (quoteCreateInput, quoteLineInput; valid_until also refused by the server)
  msg({ id: 'Valid until must be a date like 2026-12-31', message: 'Valid until must be a date like 2026-12-31' }),
  msg({ id: 'Valid until is not a date of the calendar', message: 'Valid until is not a date of the calendar' }),
  msg({ id: 'Valid until must be today or later', message: 'Valid until must be today or later' }),
  msg({ id: 'Lines must be a list of quote lines', message: 'Lines must be a list of quote lines' }),
  msg({ id: 'Language must be one of de, en, ru', message: 'Language must be one of de, en, ru' }),
  msg({
    id: 'Incoterm must be one of EXW, FCA, CPT, CIP, DAP, DPU, DDP, FAS, FOB, CFR, CIF',
    message: 'Incoterm must be one of EXW, FCA, CPT, CIP, DAP, DPU, DDP, FAS, FOB, CFR, CIF',
  }),
  msg({
    id: 'Place of delivery is too long (at most 120 characters)',
    message: 'Place of delivery is too long (at most 120 characters)',
  }),
  msg({
    id: 'Payment terms is too long (at most 300 characters)',
    message: 'Payment terms is too long (at most 300 characters)',
  }),
  msg({ id: 'Text is too long (at most 5000 characters)', message: 'Text is too long (at most 5000 characters)' }),
  msg({ id: 'A quote needs at least one line', message: 'A quote needs at least one line' }),
  msg({ id: 'At most 200 lines per quote', message: 'At most 200 lines per quote' }),
  msg({
    id: 'Quantity must be a whole number of at least 1',
    message: 'Quantity must be a whole number of at least 1',
  }),
  msg({ id: 'Unit price must be a number', message: 'Unit price must be a number' }),
  msg({ id: 'Unit price must be 0 or more', message: 'Unit price must be 0 or more' }),
  msg({ id: 'Unit price has at most 2 decimals', message: 'Unit price has at most 2 decimals' }),
  msg({ id: 'Unit price must be at most 10000000', message: 'Unit price must be at most 10000000' }),
  msg({
    id: 'Description is too long (at most 120 characters)',
    message: 'Description is too long (at most 120 characters)',
  }),
  msg({ id: 'Currency must be one of EUR, USD', message: 'Currency must be one of EUR, USD' }),
  msg({
    id: 'Condition must be one of new, overhauled, serviceable, as_removed, exchange',
    message: 'Condition must be one of new, overhauled, serviceable, as_removed, exchange',
  }),
  msg({
    id: 'Lead time must be a whole number of days, or null for ex stock',
    message: 'Lead time must be a whole number of days, or null for ex stock',
  }),
  msg({ id: 'Lead time must be 0 days or more', message: 'Lead time must be 0 days or more' }),
  msg({ id: 'Lead time must be at most 730 days', message: 'Lead time must be at most 730 days' }),
  msg({ id: 'Documents must be a list', message: 'Documents must be a list' }),
  msg({ id: 'Note is too long (at most 120 characters)', message: 'Note is too long (at most 120 characters)' }),
];

/**
 * Refusals the server words in English (packages/api/src/modules/auth, trpc/procedures.ts) that the dashboard shows
 * as a sentence of its own, keyed by the server's text: second factors and passkeys, and the refusal of a session
 * that must set one up first.
 */
const SERVER_REFUSALS: Record<string, MessageDescriptor> = {
  'The code is not valid': msg`This code is not valid. Please check it and try again.`,
  'Enter the code': msg`Enter the code`,
  'Start setting up the authenticator app first': msg`The setup has expired. Please start it again.`,
  'An authenticator app is set up already: remove it first': msg`An authenticator app is set up already. Remove it before you set up another one.`,
  'No authenticator app is set up': msg`No authenticator app is set up.`,
  'Your role must sign in with a second factor: add a passkey before you remove the authenticator app': msg`Your role must sign in with a second factor: add a passkey before you remove the authenticator app.`,
  'Your role must sign in with a second factor: add another passkey or an authenticator app first': msg`Your role must sign in with a second factor: add another passkey or an authenticator app before you remove this one.`,
  'Your role must sign in with a second factor: set up a passkey or an authenticator app first': msg`Your role must sign in with a second factor. Add a passkey or set up an authenticator app to continue.`,
  'The passkey could not be verified': msg`The passkey could not be verified. Please try again.`,
  'The passkey request has expired: please try again': msg`The passkey request has expired. Please try again.`,
  'This passkey is registered already': msg`This passkey is registered already.`,
  'Passkey not found': msg`This passkey has been removed already.`,
  // Webhooks (packages/api/src/modules/webhook, platform/webhooks/receiver-address.ts)
  'The webhook URL is required': msg`Enter the receiver’s URL.`,
  'The webhook URL is not a valid address': msg`This is not a valid address.`,
  'A webhook URL must start with https:// or http://': msg`The URL must start with https:// or http://.`,
  'A webhook URL may not hold a user name or password: deliveries are signed instead': msg`The URL may not contain a user name or password: every delivery is signed instead.`,
  'Choose at least one event': msg`Choose at least one event.`,
  'This endpoint is switched off: switch it on to send to it': msg`This webhook is switched off. Switch it on to send to it.`,
};

/** Refusals that name what was sent (a host): matched by their start, shown as a sentence naming it too. */
const NAMED_REFUSALS: [RegExp, (name: string) => MessageDescriptor][] = [
  [
    /^The webhook URL points into a private or local network \(([^)]*)\)/,
    (host) => msg`${host} is in a private or local network: webhooks are not sent there.`,
  ],
  [/^The host (\S+) of the webhook URL cannot be found/, (host) => msg`The host ${host} cannot be found.`],
];

const KNOWN = new Set(FIELD_MESSAGES.map((descriptor) => descriptor.id));

/** A server's refusal listed above in the active language; undefined for one that is not listed. */
export function translatedRefusal(message: string): string | undefined {
  const refusal = SERVER_REFUSALS[message];
  if (refusal) return i18n._(refusal);
  for (const [pattern, sentence] of NAMED_REFUSALS) {
    const name = pattern.exec(message)?.[1];
    if (name !== undefined) return i18n._(sentence(name));
  }
  return undefined;
}

/** A schema's (or the server's) message in the active language when it is listed above, else as it is. */
export function fieldMessage(message: string): string {
  return KNOWN.has(message) ? i18n._(message) : (translatedRefusal(message) ?? message);
}

/** The text to show under a field for its form error, translated; nothing when the field is valid. */
export const fieldError = (error: Pick<FieldError, 'message'> | undefined): string | undefined =>
  error?.message ? fieldMessage(error.message) : undefined;

import type { Migration } from 'kysely';
import * as initial from './2026-11-22T0800_initial.ts';
import * as captchaIp from './2026-11-22T0900_captcha_ip.ts';
import * as activity from './2026-11-24T0200_activity.ts';
import * as requestStatus from './2026-11-24T0300_request_status.ts';
import * as partSearch from './2026-11-24T0400_part_search.ts';
import * as mailAndInbox from './2026-11-24T0500_mail_and_inbox.ts';
import * as requestPage from './2026-11-24T0600_request_page.ts';
import * as settingsLanguages from './2026-11-26T1800_settings_languages.ts';
import * as translationSources from './2026-11-26T1900_translation_sources.ts';
import * as team from './2026-11-27T0100_team.ts';
import * as invitations from './2026-11-27T0200_invitations.ts';
import * as secondFactor from './2026-11-27T0300_second_factor.ts';
import * as numberSuffixes from './2026-11-27T0400_number_suffixes.ts';
import * as requestReference from './2026-11-28T0100_request_reference.ts';
import * as quotes from './2026-11-28T0200_quotes.ts';
import * as revisions from './2026-11-29T0100_revisions.ts';
import * as historyRetention from './2026-11-30T0100_history_retention.ts';
import * as drafts from './2026-11-30T0200_drafts.ts';
import * as schedules from './2026-11-30T0300_schedules.ts';
import * as hiddenRecords from './2026-11-30T0400_hidden_records.ts';
import * as outboxRequestId from './2026-12-01T0100_outbox_request_id.ts';
import * as webhooks from './2026-12-02T0100_webhooks.ts';

/** Every migration, by name; names sort in the order they run. A new migration is a new file added here. */
export const migrations: Record<string, Migration> = {
  '2026-11-22T0800_initial': initial,
  '2026-11-22T0900_captcha_ip': captchaIp,
  '2026-11-24T0200_activity': activity,
  '2026-11-24T0300_request_status': requestStatus,
  '2026-11-24T0400_part_search': partSearch,
  '2026-11-24T0500_mail_and_inbox': mailAndInbox,
  '2026-11-24T0600_request_page': requestPage,
  '2026-11-26T1800_settings_languages': settingsLanguages,
  '2026-11-26T1900_translation_sources': translationSources,
  '2026-11-27T0100_team': team,
  '2026-11-27T0200_invitations': invitations,
  '2026-11-27T0300_second_factor': secondFactor,
  '2026-11-27T0400_number_suffixes': numberSuffixes,
  '2026-11-28T0100_request_reference': requestReference,
  '2026-11-28T0200_quotes': quotes,
  '2026-11-29T0100_revisions': revisions,
  '2026-11-30T0100_history_retention': historyRetention,
  '2026-11-30T0200_drafts': drafts,
  '2026-11-30T0300_schedules': schedules,
  '2026-11-30T0400_hidden_records': hiddenRecords,
  '2026-12-01T0100_outbox_request_id': outboxRequestId,
  '2026-12-02T0100_webhooks': webhooks,
};

export { engineOf, PostgresIdentityPlugin, type Engine } from './engine.ts';

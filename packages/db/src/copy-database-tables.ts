import type { Database } from './schema.ts';

/**
 * Every table of the site, in an order that satisfies the foreign keys (a table comes after the tables it names),
 * each with the columns its rows are read in order of (its primary key). `copyDatabase`, the backup of a PostgreSQL
 * site and the restore into one go by this list; a migration that adds a table must add it here
 * (copy-database.test.ts compares it with the migrated schema). Not listed: Kysely's `kysely_migration*` tables
 * (each database keeps its own) and SQLite's FTS5 search tables (`*_search*`: triggers fill them as rows go in).
 */
export const COPIED_TABLES = [
  { name: 'settings', key: ['id'] },
  { name: 'users', key: ['id'] },
  { name: 'invitations', key: ['id'] },
  { name: 'password_resets', key: ['id'] },
  { name: 'access_tokens', key: ['id'] },
  { name: 'recovery_codes', key: ['id'] },
  { name: 'passkeys', key: ['id'] },
  { name: 'auth_challenges', key: ['id'] },
  { name: 'role_policies', key: ['role'] },
  { name: 'sign_in_attempts', key: ['id'] },
  { name: 'activity', key: ['id'] },
  { name: 'captcha_challenges', key: ['id'] },
  { name: 'captcha_tickets', key: ['ticket_hash'] },
  { name: 'images', key: ['id'] },
  { name: 'pages', key: ['id'] },
  { name: 'page_parts', key: ['id'] },
  { name: 'services', key: ['id'] },
  { name: 'spare_groups', key: ['id'] },
  { name: 'spare_parts', key: ['id'] },
  { name: 'categories', key: ['id'] },
  { name: 'products', key: ['id'] },
  { name: 'product_properties', key: ['id'] },
  { name: 'partners', key: ['id'] },
  { name: 'requests', key: ['id'] },
  { name: 'request_lines', key: ['id'] },
  { name: 'rate_limit_hits', key: ['bucket', 'address', 'minute'] },
  { name: 'inbox_settings', key: ['id'] },
  { name: 'outbox', key: ['id'] },
  { name: 'cv_applications', key: ['id'] },
  { name: 'cv_files', key: ['id'] },
  { name: 'translation_sources', key: ['entity', 'record_id', 'field', 'lang'] },
  { name: 'document_numbers', key: ['series', 'year'] },
  // After the requests and users they name.
  { name: 'quotes', key: ['id'] },
  { name: 'quote_revisions', key: ['id'] },
  { name: 'quote_lines', key: ['id'] },
  { name: 'revisions', key: ['id'] },
  { name: 'history_settings', key: ['id'] },
  { name: 'drafts', key: ['entity', 'record_id'] },
  { name: 'preview_links', key: ['token_hash'] },
  { name: 'schedules', key: ['id'] },
  { name: 'webhook_endpoints', key: ['id'] },
  { name: 'webhook_messages', key: ['id'] },
  { name: 'webhook_deliveries', key: ['id'] },
  // One counter and no key: the source's row replaces the target's. Last, after the rows whose triggers move it.
  { name: 'content_version', key: [] },
] as const satisfies readonly { name: keyof Database; key: readonly string[] }[];

export type CopiedTable = (typeof COPIED_TABLES)[number]['name'];

// A table of the schema's types missing from the list fails the type check here, naming it (the test catches one a
// migration adds that the types lack too).
type Unlisted = Exclude<keyof Database, CopiedTable>;
const _everyTableListed: [Unlisted] extends [never] ? true : { unlisted: Unlisted } = true;

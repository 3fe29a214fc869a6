import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_TABLES } from './content-tables.ts';
import { createDb, databaseVersion, type Db } from './create-db.ts';
import { migrateToLatest } from './migrate.ts';

// Caches of public answers stay valid until the content version moves: every write to a content table must move
// it (or a visitor sees a stale page), and writes visitors cause elsewhere must not (or every captcha or search
// empties the caches).

let dir: string;
let db: Db;
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-version-'));
  db = createDb(path.join(dir, 'site.db'));
  await migrateToLatest(db);
});
afterEach(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const userTables = async () =>
  (
    await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '%_search%' and name not like 'kysely_%'`.execute(
      db,
    )
  ).rows.map((row) => row.name);

describe('the content version', () => {
  it('has insert, update and delete triggers on every content table', async () => {
    const triggers = (
      await sql<{ name: string }>`select name from sqlite_master where type = 'trigger'`.execute(db)
    ).rows.map((row) => row.name);
    for (const table of CONTENT_TABLES) {
      for (const event of ['insert', 'update', 'delete']) expect(triggers).toContain(`${table}_content_${event}`);
    }
    // Every table is either content or named here as not read by public pages: a new table must be placed.
    const notContent = [
      'users',
      'invitations',
      'password_resets',
      'access_tokens',
      'recovery_codes',
      'passkeys',
      'auth_challenges',
      'role_policies',
      'sign_in_attempts',
      'activity',
      'captcha_challenges',
      'captcha_tickets',
      'requests',
      'request_lines',
      'document_numbers',
      'quotes',
      'quote_revisions',
      'quote_lines',
      // The history of content and how long it is kept: read by the dashboard only.
      'revisions',
      'history_settings',
      // Drafts: seen by the dashboard and preview links only, never by the public reads the version guards.
      'drafts',
      'preview_links',
      // Scheduled publishing: the changes it makes go through the content tables themselves.
      'schedules',
      'cv_applications',
      'cv_files',
      'content_version',
      'rate_limit_hits',
      'inbox_settings',
      'outbox',
      // Read by the dashboard's Translations screen only: public pages show the texts as they are.
      'translation_sources',
      // Webhooks: the dashboard's and the delivering worker's, never a public read.
      'webhook_endpoints',
      'webhook_messages',
      'webhook_deliveries',
    ];
    expect((await userTables()).sort()).toEqual([...CONTENT_TABLES, ...notContent].sort());
  });

  it("moves on a content write, from another connection too, and not on visitors' writes", async () => {
    const start = databaseVersion(db);
    await db
      .insertInto('captcha_challenges')
      .values({ id: 'c1', answer: 'x', ip: '1.2.3.4', created_at: 'a', expires_at: 'b' })
      .execute();
    await db
      .insertInto('requests')
      .values({
        reference: 'TR-2026-00001',
        name: 'A',
        email: 'a@b.example',
        company: 'C',
        text: '',
        lang: 'de',
        created_at: 'now',
      })
      .execute();
    await db
      .insertInto('rate_limit_hits')
      .values({ bucket: 'search', address: '1.2.3.4', minute: 1, hits: 1 })
      .execute();
    expect(databaseVersion(db)).toBe(start);

    await db.insertInto('categories').values({ name: 'Turbines', lang: 'EN', created_at: 'now' }).execute();
    const afterInsert = databaseVersion(db);
    expect(afterInsert).not.toBe(start);

    const other = createDb(path.join(dir, 'site.db'));
    await other.updateTable('categories').set({ name: 'Gas turbines' }).execute();
    await other.destroy();
    expect(databaseVersion(db)).not.toBe(afterInsert);
  });
});

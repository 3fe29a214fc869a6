import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { createDb } from './create-db.ts';
import { migrateToLatest } from './migrate.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-schema-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * The SQLite schema the migrations build, statement by statement, as SQLite keeps it. The migrations learned a
 * PostgreSQL branch after they had run on live sites: on SQLite they must go on building exactly this, so a site
 * migrated before and one migrated after are the same. A new migration adds its statements to the snapshot (run
 * vitest with -u and read the difference); a change to an old one shows here as a failure.
 */
it('builds the same SQLite schema as before the migrations ran on PostgreSQL too', async () => {
  const file = path.join(dir, 'site.db');
  const db = createDb(file);
  await migrateToLatest(db);
  await db.destroy();
  const sqlite = new SQLite(file, { readonly: true });
  const rows = sqlite
    .prepare("select type, name, sql from sqlite_master where name not like 'sqlite_%' order by type, name")
    .all() as { type: string; name: string; sql: string | null }[];
  sqlite.close();
  const schema = rows.map((row) => `-- ${row.type} ${row.name}\n${row.sql ?? '(implicit)'};`).join('\n\n');
  await expect(`${schema}\n`).toMatchFileSnapshot('./__snapshots__/sqlite-schema.sql');
});

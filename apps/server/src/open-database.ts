import fs from 'node:fs';
import { createDb, migrateToLatest, type Db } from '@tp/db';
import type { Config } from './config.ts';

/**
 * Opens the site's database (PostgreSQL at DATABASE_URL, else the SQLite file under DATA_DIR) and migrates it to the
 * newest schema. DATA_DIR is made either way: uploads live there.
 */
export async function openDatabase(config: Pick<Config, 'dataDir' | 'database'>): Promise<Db> {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const db = createDb(config.database);
  await migrateToLatest(db);
  return db;
}

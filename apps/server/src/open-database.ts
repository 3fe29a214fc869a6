import fs from 'node:fs';
import { createDb, migrateToLatest, type Db } from '@tp/db';
import type { Config } from './config.ts';

/** Opens the site's SQLite file under DATA_DIR and migrates it to the newest schema. */
export async function openDatabase(config: Pick<Config, 'dataDir' | 'databaseFile'>): Promise<Db> {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const db = createDb(config.databaseFile);
  await migrateToLatest(db);
  return db;
}

export { createDb, databaseVersion, type Db } from './create-db.ts';
export { migrateToLatest } from './migrate.ts';
export * from './schema.ts';

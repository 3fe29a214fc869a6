export {
  createDb,
  withPlugin,
  databaseReachability,
  databaseVersion,
  engineOf,
  isPostgresUrl,
  openSearchConnectionsOf,
  poolUseOf,
  sqliteFileOf,
  type Db,
  type Engine,
} from './create-db.ts';
export { CONTENT_VERSION_POLL_MS, type DatabaseReachability, type PoolUse } from './postgres-db.ts';
export { isMigratedToLatest, migrateToLatest, NEWEST_MIGRATION } from './migrate.ts';
export { prepared } from './prepared-statements.ts';
export * from './schema.ts';
export {
  compactPartSearchIndexes,
  forEngine,
  likeIgnoringCase,
  oneServerAtATime,
  serializeOn,
  settleBeforeExit,
  skippingRowsOthersHold,
} from './engine-sql.ts';
export {
  copyDatabase,
  deleteAllRows,
  inSnapshot,
  migrateToMatch,
  schemaTables,
  tablesWithRows,
  COPIED_TABLES,
  type CopiedRows,
  type CopiedTable,
} from './copy-database.ts';
export { isDatabaseUnavailable, isStorageFull } from './database-faults.ts';

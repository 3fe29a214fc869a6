import { oneServerAtATime as withLock, type Db } from '@tp/db';

/** Any fixed number: the advisory lock servers on one PostgreSQL database take while one of them seeds it. */
const STARTUP_LOCK = 7_310_442_901;

/**
 * Runs the first start's work (seeding the demo content) in one server at a time. On PostgreSQL, servers started at
 * once wait for a session advisory lock, so the second finds the content written and writes none; on SQLite a
 * single server owns the file and nothing is needed.
 */
export const oneServerAtATime = <T>(db: Db, work: () => Promise<T>): Promise<T> => withLock(db, STARTUP_LOCK, work);

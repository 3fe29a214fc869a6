import crypto from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server on which the benchmarks make their scratch databases (BENCH_POSTGRES_URL). */
export const POSTGRES_SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://tp:tp@127.0.0.1:5432/postgres';

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Makes an empty database for one run; `drop` removes it (and ends the server's connections to it). */
export async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `tp_bench_${crypto.randomBytes(4).toString('hex')}`;
  await onServer((client) => client.query(`create database ${name}`));
  return {
    url: Object.assign(new URL(POSTGRES_SERVER_URL), { pathname: `/${name}` }).href,
    drop: () => onServer(async (client) => void (await client.query(`drop database if exists ${name} with (force)`))),
  };
}

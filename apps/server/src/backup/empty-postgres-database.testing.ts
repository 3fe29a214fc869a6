import crypto from 'node:crypto';
import pg from 'pg';

// For tests (no production code imports it): the databases that copies and restores fill.

async function onServer(serverUrl: string, query: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty PostgreSQL database on the suite's server (no tables at all: what a new site's database is), named
 * for this test only; `drop` removes it, ending any connection still open on it.
 */
export async function createEmptyPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tp_empty_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}

import { ensureAdminAccount } from '@tp/api';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './open-database.ts';

const startedAt = performance.now();
const config = loadConfig();
const db = await openDatabase(config);

// The seed (and its image renderer) is only loaded on a first start, keeping later starts fast.
const seeded = await db.selectFrom('settings').select('id').executeTakeFirst();
if (!seeded) {
  const { seedIfEmpty } = await import('@tp/db/seed');
  console.log('First start: writing the demo content and drawing its pictures…');
  await seedIfEmpty(db, { dataDir: config.dataDir });
}
const admin = await ensureAdminAccount(db, new Date(), config.ADMIN_PASSWORD);
if (admin.generatedPassword) {
  // Printed once to the console (not the request log) so the first administrator can sign in.
  console.log(`\nAdministrator created. Login: admin  Password: ${admin.generatedPassword}\nChange it under Dashboard → Settings.\n`);
}

const app = await buildApp({
  db,
  dataDir: config.dataDir,
  webDir: config.webDir,
  publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
  devWebRoot: config.devWebRoot,
  serverRendering: config.SERVER_RENDERING === 'on',
  pageCache: config.PAGE_CACHE === 'on',
  trustProxy: config.TRUST_PROXY,
  logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => db.destroy()).finally(() => process.exit(0));
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
console.log(`Site ready on http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT} in ${Math.round(performance.now() - startedAt)} ms`);

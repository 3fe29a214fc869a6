import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createApiToken, resetAdminPassword, resetSecondFactor } from '@tp/api';
import { isPostgresUrl } from '@tp/db';
import { newPassword, role } from '@tp/schemas';
import { BackupFailed, createBackup } from '../backup/backup.ts';
import { restoreBackup, RestoreRefused } from '../backup/restore.ts';
import { describePostgres } from '../backup/restore-into-postgres.ts';
import { loadConfig, SITE_VERSION } from '../config.ts';
import { openDatabase } from '../open-database.ts';
import { openFileStore } from '../file-storage.ts';
import { copyToPostgres, CopyRefused } from './copy-to-postgres.ts';
import { copyUploadsToS3, CopyUploadsRefused } from './copy-uploads-to-s3.ts';
import { DRAWN_SEED_PICTURES_DIR } from './drawn-seed-pictures-dir.ts';

const USAGE = `Usage:
  npm run admin -- create-token --name NAME [--role R]
                                                 print a new API token of the first owner (last line of the output);
                                                 --role editor or sales gives it that lower role
  npm run admin -- reset-password [--password P] [--login L]
                                                 set a new password of the first owner, or of the user L (random if omitted)
  npm run admin -- reset-2fa --login L           remove the authenticator app, recovery codes and passkeys of the user L
                                                 (locked out: lost phone or key); they sign in with their password again
  npm run admin -- backup [FILE]                 write a .tar.gz of the database and files (safe while the site runs)
  npm run admin -- restore FILE                  replace the site's database and files with a backup (the server must be stopped)
  npm run admin -- seed                          write the demo content into an empty database (what a first start does)
  npm run admin -- copy-to-postgres [--to URL]   copy the SQLite site in DATA_DIR into an empty PostgreSQL database (default: DATABASE_URL)
  npm run admin -- copy-uploads-to-s3            copy UPLOADS_DIR and PRIVATE_DIR into the bucket of the S3 settings
                                                 (STORAGE=s3, S3_BUCKET, …); run again, it copies only what is missing

Every command works on the site's database, PostgreSQL when DATABASE_URL is set, else DATA_DIR/site.db (copy-to-postgres reads the latter).`;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      login: { type: 'string' },
      to: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0];
  if (values.help || !command) {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  const config = loadConfig();
  // Backup and restore open the database themselves: on SQLite they work on the file, and restore must not hold the
  // file it replaces; on PostgreSQL they read in one snapshot and replace every row in one transaction.
  if (command === 'backup') {
    try {
      const backup = await createBackup({
        ...config,
        files: await openFileStore(config),
        dir: config.backupDir,
        file: positionals[1],
        siteVersion: SITE_VERSION,
        now: new Date(),
      });
      console.log(
        `Backup written: ${backup.file} (${megabytes(backup.bytes)}, the database and ${backup.files - 1} files)`,
      );
      return 0;
    } catch (error) {
      if (!(error instanceof BackupFailed)) throw error;
      console.error(error.message);
      return 1;
    }
  }
  if (command === 'restore') {
    if (!positionals[1]) {
      console.error('restore needs the backup file: npm run admin -- restore FILE');
      return 1;
    }
    try {
      const restored = await restoreBackup({
        ...config,
        files: await openFileStore(config),
        file: positionals[1],
        now: new Date(),
      });
      const into = isPostgresUrl(config.database)
        ? `the ${describePostgres(config.database)} and ${config.dataDir}`
        : config.dataDir;
      console.log(
        `Restored the backup of ${restored.createdAt} into ${into} (the database and ${restored.files - 1} files).`,
      );
      return 0;
    } catch (error) {
      if (!(error instanceof RestoreRefused)) throw error;
      console.error(error.message);
      return 1;
    }
  }
  if (command === 'copy-to-postgres') return copyCommand(config, values.to);
  if (command === 'copy-uploads-to-s3') return copyUploadsCommand(config);
  const db = await openDatabase(config);
  try {
    if (command === 'seed') {
      const { seedIfEmpty, withDrawnPictures } = await import('@tp/db/seed');
      const renderImage = withDrawnPictures(DRAWN_SEED_PICTURES_DIR);
      const files = await openFileStore(config);
      const written = await seedIfEmpty(db, { dataDir: config.dataDir, files, renderImage });
      console.log(written ? 'Demo content written.' : 'The database has content already: nothing written.');
      return 0;
    }
    if (command === 'create-token') {
      const name = values.name?.trim();
      if (!name) {
        console.error('create-token needs --name NAME (what the token is for, e.g. "ERP import").');
        return 1;
      }
      const chosenRole = role.optional().safeParse(values.role);
      if (!chosenRole.success) {
        console.error('--role must be owner, editor or sales.');
        return 1;
      }
      const token = await createApiToken(db, new Date(), name, chosenRole.data);
      console.log(
        `API token "${name}" created; it is valid for one year and shown only now. Send it as "Authorization: Bearer <token>".`,
      );
      console.log(token);
      return 0;
    }
    if (command === 'reset-password') {
      const password = values.password ?? randomBytes(12).toString('base64url');
      const checked = newPassword.safeParse(password);
      if (!checked.success) {
        console.error(checked.error.issues[0]?.message ?? 'Invalid password');
        return 1;
      }
      const reset = await resetAdminPassword(db, new Date(), password, values.login).catch((error: Error) => error);
      if (reset instanceof Error) {
        console.error(reset.message);
        return 1;
      }
      const { login } = reset;
      console.log(`Password of "${login}" changed; every signed-in browser and API token has been signed out.`);
      if (!values.password) console.log(`New password: ${password}`);
      return 0;
    }
    if (command === 'reset-2fa') {
      if (!values.login) {
        console.error('reset-2fa needs --login L (the login of the locked-out user).');
        return 1;
      }
      const reset = await resetSecondFactor(db, values.login, new Date()).catch((error: Error) => error);
      if (reset instanceof Error) {
        console.error(reset.message);
        return 1;
      }
      const removed = [
        reset.totp && 'the authenticator app and its recovery codes',
        reset.passkeys > 0 && `${reset.passkeys} passkey${reset.passkeys === 1 ? '' : 's'}`,
      ].filter(Boolean);
      console.log(
        removed.length
          ? `Removed from "${reset.login}": ${removed.join(' and ')}; their browser sessions are signed out. They sign in with their password and set up a second factor again.`
          : `"${reset.login}" had no second factor; their browser sessions are signed out.`,
      );
      return 0;
    }
    console.error(`Unknown command "${command}".\n${USAGE}`);
    return 1;
  } finally {
    await db.destroy();
  }
}

/** `copy-to-postgres`: the rows go into PostgreSQL; the files stay where they are, for the server started on both. */
async function copyCommand(config: ReturnType<typeof loadConfig>, to: string | undefined): Promise<number> {
  try {
    const { target, copied } = await copyToPostgres({
      dataDir: config.dataDir,
      databaseFile: config.databaseFile,
      to: to ?? config.DATABASE_URL,
    });
    const width = Math.max(...copied.map(({ table }) => table.length));
    console.log(`Copied the site in ${config.databaseFile} into the ${target}:`);
    for (const { table, rows } of copied) console.log(`  ${table.padEnd(width)}  ${rows}`);
    console.log(`  ${copied.reduce((sum, { rows }) => sum + rows, 0)} rows in all.`);
    console.log(
      `The files stay where they are (${config.uploadsDir}, ${config.privateDir}): start the servers with DATABASE_URL set to this database and these folders`,
    );
    console.log(
      '(UPLOADS_DIR, PRIVATE_DIR; on a mount every server shares when there are several), and they serve them.',
    );
    console.log('The SQLite file is left as it was.');
    return 0;
  } catch (error) {
    if (!(error instanceof CopyRefused)) throw error;
    console.error(error.message);
    return 1;
  }
}

/** `copy-uploads-to-s3`: the folders' files into the bucket, for a site moving to STORAGE=s3. */
async function copyUploadsCommand(config: ReturnType<typeof loadConfig>): Promise<number> {
  try {
    const bucket = config.s3 ? await openFileStore(config) : undefined;
    const copied = await copyUploadsToS3(config, bucket!, (count) => {
      if (count % 500 === 0) console.log(`  ${count} files copied…`);
    });
    console.log(
      `Copied ${copied.copied} files (${megabytes(copied.bytes)}) from ${config.uploadsDir} and ${config.privateDir} into s3://${config.s3!.bucket}; ${copied.skipped} were there already.`,
    );
    console.log(
      'Start the servers with these S3 settings (STORAGE=s3) and they use the bucket; the folders are left as they were, to remove once the site runs on it.',
    );
    return 0;
  } catch (error) {
    if (!(error instanceof CopyUploadsRefused)) throw error;
    console.error(error.message);
    return 1;
  }
}

process.exitCode = await main();

import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createApiToken, resetAdminPassword } from '@tp/api';
import { newPassword } from '@tp/schemas';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../open-database.ts';

const USAGE = `Usage:
  npm run admin -- create-token --name NAME      print a new API token (last line of the output)
  npm run admin -- reset-password [--password P] set a new administrator password (random if omitted)`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { name: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const command = positionals[0];
  if (values.help || !command) {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    if (command === 'create-token') {
      const name = values.name?.trim();
      if (!name) {
        console.error('create-token needs --name NAME (what the token is for, e.g. "ERP import").');
        return 1;
      }
      const token = await createApiToken(db, new Date(), name);
      console.log(`API token "${name}" created; it is valid for one year and shown only now. Send it as "Authorization: Bearer <token>".`);
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
      const { login } = await resetAdminPassword(db, new Date(), password);
      console.log(`Password of "${login}" changed; every signed-in browser and API token has been signed out.`);
      if (!values.password) console.log(`New password: ${password}`);
      return 0;
    }
    console.error(`Unknown command "${command}".\n${USAGE}`);
    return 1;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main();

import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Environment variables the server reads, with safe defaults; checked once at start. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Loopback by default; set 0.0.0.0 to listen on every interface (behind a reverse proxy). */
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** The first start creates `admin` with this password; without it a random one is printed once. */
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must have at least 8 characters').optional(),
  /** The site's public origin, e.g. https://www.example.com, for absolute links in social tags. */
  PUBLIC_URL: z.url('PUBLIC_URL must be an absolute URL').optional(),
  /** Trust X-Forwarded-For from a reverse proxy in front, so rate limits see the visitor's address. */
  TRUST_PROXY: flag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built web app lives; defaults to apps/web/dist of this checkout. */
  WEB_DIR: z.string().optional(),
});

export type Config = z.infer<typeof envSchema> & { dataDir: string; databaseFile: string; webDir: string };

/** Reads and checks the environment; a bad value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  const webDir = path.resolve(parsed.data.WEB_DIR ?? path.join(import.meta.dirname, '../../web/dist'));
  return { ...parsed.data, dataDir, databaseFile: path.join(dataDir, 'site.db'), webDir };
}

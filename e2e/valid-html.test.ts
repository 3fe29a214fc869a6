import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { germanOnlyService } from './support/content.ts';
import { startSite, type Site } from './support/site.ts';

// The first HTML of every public page in the three languages, checked by the W3C's Nu HTML Checker (vnu.jar, with
// Debian's Java) as a validator would check the live site: every page the sitemap lists, the search results, the
// inquiry list, and the pages of a text not translated yet (German text with its notice).
const run = promisify(execFile);
/** The checker's jar inside the npm package (its own module only adds a Java download this machine never needs). */
const vnu = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar')), 'build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

let site: Site;
let dir: string;
beforeAll(async () => {
  site = await startSite();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-html-'));
});
afterAll(async () => {
  await site.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A service in German only: its English and Russian pages show the German text with the notice (not in the sitemap). */
async function germanOnlyServicePages(): Promise<string[]> {
  const id = await germanOnlyService(site, 'Vor-Ort-Wuchten');
  return [`/en/service/${id}`, `/ru/service/${id}`];
}

async function publicAddresses(): Promise<string[]> {
  const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const unlisted = ['', '/en', '/ru'].flatMap((prefix) => [`${prefix}/search?q=LM2500`, `${prefix}/inquiry`]);
  return [...listed, ...unlisted, ...(await germanOnlyServicePages())];
}

describe('the public pages as HTML', () => {
  // The checker is a Java program reading some forty pages: half a minute is not enough on a loaded machine.
  it('are valid HTML in every language, as the W3C Nu HTML Checker reads them', { timeout: 120_000 }, async () => {
    const addresses = await publicAddresses();
    expect(addresses.length).toBeGreaterThan(30);
    const files = await Promise.all(
      addresses.map(async (address, index) => {
        const response = await fetch(`${site.url}${address}`);
        expect(response.status, address).toBe(200);
        const file = path.join(dir, `${String(index).padStart(3, '0')}.html`);
        fs.writeFileSync(file, await response.text());
        return { file, address };
      }),
    );
    const { stdout, stderr } = await run(
      'java',
      ['-jar', vnu, '--format', 'json', '--errors-only', '--stdout', ...files.map(({ file }) => file)],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { code?: string; stdout?: string; stderr?: string }) => {
      if (error.code === 'ENOENT') throw new Error('Java is missing: sudo apt-get install -y default-jre-headless');
      return { stdout: error.stdout ?? '', stderr: error.stderr ?? '' };
    });
    const messages = (JSON.parse(stdout || stderr) as { messages: VnuMessage[] }).messages;
    const addressOf = new Map(files.map(({ file, address }) => [`file:${file}`, address]));
    expect(messages.map((message) => `${addressOf.get(message.url) ?? message.url}: ${message.message}`)).toEqual([]);
  });
});

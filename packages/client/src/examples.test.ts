import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nodeFlags from '../../../apps/server/node-flags.json' with { type: 'json' };
import {
  COMPILED_ADMIN,
  COMPILED_SERVER,
  REPO_ROOT,
  startServerProcess,
  type ServerProcess,
} from '../../../apps/server/src/testing/server-process.ts';

// The examples run as a newcomer runs them: the compiled server started with node, a token made with the admin
// command line, each example started with `npx tsx examples/…` in its own process. What they changed is read
// back through the public API.
const run = promisify(execFile);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-examples-'));
let server: ServerProcess;
let siteUrl: string;
let token: string;

beforeAll(async () => {
  server = await startServerProcess();
  siteUrl = server.url;
  const created = await run(process.execPath, [COMPILED_ADMIN, 'create-token', '--name', 'examples'], {
    cwd: REPO_ROOT,
    env: server.env,
  });
  token = created.stdout.trim().split('\n').at(-1)!;
}, 180_000);
afterAll(async () => {
  await server.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/** What an example wrote to stderr, without npm's own notices about this machine's configuration. */
const ownLines = (stderr: string) =>
  stderr
    .split('\n')
    .filter((line) => !line.startsWith('npm warn'))
    .join('\n');

/** Runs an example with npx tsx, as its first comment says. */
async function example(file: string, ...args: string[]) {
  const { stdout } = await run('npx', ['tsx', `examples/${file}`, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, SITE_URL: siteUrl, SITE_TOKEN: token },
  });
  return stdout;
}
const read = async <T>(url: string) => (await fetch(`${siteUrl}${url}`)).json() as Promise<T>;
type Group = {
  id: number;
  images: string[];
  parts: { partnumber: string; description_en: string; quantity: number }[];
};

describe('the examples, against the compiled server', () => {
  it('runs the server with node alone: no tsx in its command line', async () => {
    const { stdout } = await run('ps', ['-o', 'args=', '-p', String(server.child.pid)]);
    expect(stdout.trim()).toBe([process.execPath, ...nodeFlags, COMPILED_SERVER].join(' '));
    expect(stdout).not.toContain('tsx');
  });

  it('lists the new inquiries of the last days and marks them answered', async () => {
    const sent = await fetch(`${siteUrl}/api/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name: 'Olga Smirnova',
        email: 'olga@example.ru',
        company: 'Rosneft Marine',
        text: 'LM2500 fuel nozzles, 12 pcs',
        lang: 'ru',
      }),
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: number };
    const note = await fetch(`${siteUrl}/api/request/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ note: 'Quote for 12 nozzles' }),
    });
    expect(note.status).toBe(200);
    const output = await example('list-requests.ts', '7');
    expect(output).toContain('1 new inquiries in the last 7 days');
    expect(output).toContain('Olga Smirnova <olga@example.ru>, Rosneft Marine [ru]');
    expect(output).toContain('LM2500 fuel nozzles, 12 pcs');
    expect(output).not.toContain('marked answered');
    expect(await example('list-requests.ts', '7', '--mark-answered')).toContain('→ marked answered');
    const stored = await fetch(`${siteUrl}/api/request?status=answered`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(
      ((await stored.json()) as { id: number; status: string; note: string }[]).find((request) => request.id === id),
    ).toMatchObject({ status: 'answered', note: 'Quote for 12 nozzles' });
    expect(await example('list-requests.ts', '7')).toContain('0 new inquiries in the last 7 days');
  });

  it('turns an inquiry into a quote from a price-list CSV and sends it', async () => {
    const auth = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const sent = await fetch(`${siteUrl}/api/request`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        name: 'Aigerim Sadykova',
        email: 'aigerim@plant.example',
        company: 'Tengiz Power',
        lang: 'en',
        lines: [
          { partnumber: 'L29479-G01', quantity: 2 },
          { partnumber: '9236M45P02', quantity: 1 },
          { partnumber: 'NOT-ON-LIST', quantity: 5 },
        ],
      }),
    });
    const { id, reference } = (await sent.json()) as { id: number; reference: string };
    const priceList = path.join(work, 'prices.csv');
    fs.writeFileSync(
      priceList,
      [
        'partnumber;unit_price;currency;condition;lead_time_days;documents;note',
        'l29479 g01;1250.50;EUR;overhauled;;coc easa_form_1;With test run',
        '9236M45P02;980;USD;new;21;faa_8130_3;',
      ].join('\n'),
    );
    const draft = await example('quote-from-price-list.ts', String(id), priceList);
    expect(draft).toContain(`${reference}: Aigerim Sadykova, Tengiz Power — 3 lines asked for`);
    expect(draft).toContain('NOT-ON-LIST × 5: not on the price list, left out');
    expect(draft).toMatch(/Q-\d{4}-\d{5} \(revision 1\): 2501\.00 EUR \+ 980\.00 USD, valid until \d{4}-\d{2}-\d{2}/);
    expect(draft).toContain('Not sent');
    const output = await example('quote-from-price-list.ts', String(id), priceList, '14', '--send');
    // The compiled server runs without a mail server here: the link is printed to pass on.
    const link = /No mail server: pass this link on: (http:\/\/\S+\/en\/quote\/[\w-]+)/.exec(output)?.[1];
    expect(link, output).toBeDefined();
    const quotes = (await (await fetch(`${siteUrl}/api/quotes`, { headers: auth })).json()) as {
      id: number;
      request_id: number;
      status: string;
    }[];
    expect(quotes.filter((quote) => quote.request_id === id).map((quote) => quote.status)).toEqual(['sent', 'draft']);
    const shared = (await (await fetch(`${siteUrl}/api/quote/${link!.split('/').at(-1)}`)).json()) as {
      lines: { partnumber: string; condition: string; lead_time_days: number | null; documents: string[] }[];
    };
    expect(shared.lines).toEqual([
      expect.objectContaining({
        partnumber: 'L29479-G01',
        condition: 'overhauled',
        lead_time_days: null,
        documents: ['coc', 'easa_form_1'],
      }),
      expect.objectContaining({
        partnumber: '9236M45P02',
        condition: 'new',
        lead_time_days: 21,
        documents: ['faa_8130_3'],
      }),
    ]);
  });

  it("changes a service's English title and keeps its other fields", async () => {
    const before = await read<Record<string, string>>('/api/service/1');
    const output = await example('rename-service.ts', '1', 'Hot section overhaul');
    expect(output).toContain('→ "Hot section overhaul"');
    const after = await read<Record<string, string>>('/api/service/1');
    expect(after).toEqual({ ...before, title_en: 'Hot section overhaul' });
  });

  it('adds a picture from a file to a spare group, served at the address it prints', async () => {
    const picture = path.join(work, 'blade.png');
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#1e3a5f' } })
      .png()
      .toFile(picture);
    const before = await read<Group>('/api/spare/1');
    const output = await example('upload-spare-image.ts', '1', picture);
    const after = await read<Group>('/api/spare/1');
    expect(after.images).toHaveLength(before.images.length + 1);
    const added = after.images.at(-1)!;
    expect(output).toContain(`${siteUrl}/api/${added}`);
    const served = await fetch(`${siteUrl}/api/${added}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);
  });

  it('prepares a service to appear at a set time: hidden now, its draft scheduled', async () => {
    const picture = path.join(work, 'rewind.png');
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#1e3a5f' } })
      .png()
      .toFile(picture);
    const output = await example('launch-service.ts', 'Generator rewind', picture, '2030-06-01T09:00');
    expect(output).toMatch(
      /^Service (\d+) "Generator rewind" is hidden until 01\/06\/2030, 09:00:00 \(Europe\/Berlin\)/,
    );
    const id = Number(/^Service (\d+)/.exec(output)![1]);
    expect((await fetch(`${siteUrl}/api/service/${id}`)).status).toBe(404);
    const scheduled = await fetch(`${siteUrl}/api/schedule`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await scheduled.json()) as { schedules: unknown[] }).schedules).toContainEqual(
      expect.objectContaining({ entity: 'service', id, action: 'publish', run_at: '2030-06-01T07:00:00.000Z' }),
    );
  });

  it('imports a parts list: a dry run that writes nothing, then the write', async () => {
    const list = path.join(work, 'parts.csv');
    fs.writeFileSync(
      list,
      'partnumber,description_en,quantity\nEX-1001,Fuel nozzle,4\nEX-1002,Igniter plug,2\n,Row without a part number,1\n',
    );
    const preview = await example('import-parts.ts', '2', list);
    expect(preview).toContain('Dry run: 2 to add, 0 to change, 0 unchanged, 1 invalid');
    expect(preview).toContain('Nothing written');
    expect((await read<Group>('/api/spare/2')).parts.map((part) => part.partnumber)).not.toContain('EX-1001');

    const applied = await example('import-parts.ts', '2', list, '--apply');
    expect(applied).toContain('Imported: 2 added, 0 changed.');
    const parts = (await read<Group>('/api/spare/2')).parts.filter((part) => part.partnumber.startsWith('EX-'));
    expect(parts.map(({ partnumber, description_en, quantity }) => ({ partnumber, description_en, quantity }))).toEqual(
      [
        { partnumber: 'EX-1001', description_en: 'Fuel nozzle', quantity: 4 },
        { partnumber: 'EX-1002', description_en: 'Igniter plug', quantity: 2 },
      ],
    );
  });

  it('downloads the catalogue of a group as a file', async () => {
    const file = path.join(work, 'catalogue.csv');
    const output = await example('download-catalogue.ts', '2', 'csv', 'en', file);
    expect(output).toContain(`Saved ${file}`);
    const csv = fs.readFileSync(file, 'utf8');
    expect(csv).toContain('EX-1001');
    expect(csv).toContain('Fuel nozzle');
  });

  it('exports the English texts as XLIFF for an agency and imports the translated file: a dry run, then the write', async () => {
    const file = path.join(work, 'en.xlf');
    const output = await example('translations.ts', 'export', 'en', 'xliff', 'all', file);
    expect(output).toMatch(new RegExp(`^Saved ${file}: \\d+ texts to translate into en`));
    const xliff = fs.readFileSync(file, 'utf8');
    // The agency translates service 1's title anew (its CAT tool writes the unit's target).
    const unit = /(<unit id="1-title"[\s\S]*?<target xml:space="preserve">)[^<]*(<\/target>)/;
    expect(xliff).toMatch(unit);
    fs.writeFileSync(file, xliff.replace(unit, '$1Gas turbine overhaul by the agency$2'));

    const preview = await example('translations.ts', 'import', 'en', file);
    expect(preview).toMatch(
      /^Dry run: 1 to change, \d+ unchanged, 0 refused\n {2}service 1 title .+: "Gas turbine overhaul by the agency"/,
    );
    expect(preview).toContain('Nothing written');
    const title = async () => (await read<{ title_en: string }>('/api/service/1')).title_en;
    expect(await title()).not.toBe('Gas turbine overhaul by the agency');
    const applied = await example('translations.ts', 'import', 'en', file, '--apply');
    expect(applied).toContain('Imported: 1 changed, 0 left out.');
    expect(await title()).toBe('Gas turbine overhaul by the agency');
  });

  it('says why a call was refused: the status, the message and the field', async () => {
    const refused = await run('npx', ['tsx', 'examples/rename-service.ts', '1', 'x'.repeat(300)], {
      cwd: REPO_ROOT,
      env: { ...process.env, SITE_URL: siteUrl, SITE_TOKEN: token },
    }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in refused && refused.code).toBe(1);
    expect(ownLines((refused as { stderr: string }).stderr)).toMatch(/^400: .+\n {2}- title_en: .+/);
    const anonymous = await run('npx', ['tsx', 'examples/rename-service.ts', '1', 'Overhaul'], {
      cwd: REPO_ROOT,
      env: { ...process.env, SITE_URL: siteUrl, SITE_TOKEN: 'not-a-token' },
    }).catch((error: { stderr: string }) => error);
    expect(ownLines(anonymous.stderr)).toMatch(/^401: /);
  });
});

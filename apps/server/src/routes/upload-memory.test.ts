import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The real server in its own process, as `npm start` runs it, so that its memory is its own: four anonymous
// uploads at once, each eight files just under the 10 MB a file may have, to management routes that must refuse
// them before reading them. The bodies are generated as they are sent, so the client holds almost nothing.
const FILE_BYTES = Math.round(9.9 * 1024 * 1024);
const FILES = 8;
const ROUTES = ['/api/service', '/api/product', '/api/spare', '/api/partner'];
const root = path.resolve(import.meta.dirname, '../../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-upload-memory-'));
const port = 3990 + Math.floor(Math.random() * 9);
let server: ChildProcess;

beforeAll(async () => {
  server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'memory-test-password', WEB_DIR: path.join(dataDir, 'no-web') },
    stdio: 'ignore',
  });
  for (let waited = 0; ; waited += 100) {
    if (waited > 60_000) throw new Error('the server did not start');
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then((response) => response.ok, () => false);
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 90_000);
afterAll(() => {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The server's resident memory, from the kernel. */
const residentBytes = () => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1]) * 1024;

/** Eight files of zeros as multipart/form-data, produced chunk by chunk while the socket takes them. */
function* multipartChunks(boundary: string) {
  const chunk = Buffer.alloc(64 * 1024);
  for (let file = 0; file < FILES; file++) {
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="photo-${file}.png"\r\nContent-Type: image/png\r\n\r\n`);
    for (let sent = 0; sent < FILE_BYTES; sent += chunk.length) yield sent + chunk.length <= FILE_BYTES ? chunk : chunk.subarray(0, FILE_BYTES - sent);
    yield Buffer.from('\r\n');
  }
  yield Buffer.from(`--${boundary}--\r\n`);
}

/** Sends one anonymous upload; resolves with the status as soon as the server answers (the rest is not sent). */
function anonymousUpload(route: string): Promise<{ status: number; body: string }> {
  const boundary = `----memory${Math.random().toString(16).slice(2)}`;
  const length = FILES * (FILE_BYTES + 120) + 64; // about right: the server must not need it to refuse
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: route, method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': length } }, (response) => {
      let body = '';
      response.on('data', (data: Buffer) => (body += data.toString()));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    Readable.from(multipartChunks(boundary)).pipe(request);
  });
}

describe('anonymous uploads to management routes', () => {
  it('are refused with 401 while their bytes are on the wire, and cost the server almost no memory', async () => {
    await anonymousUpload('/api/partner'); // warm-up: the route's code is loaded, its first buffers allocated
    const before = residentBytes();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, residentBytes())), 20);
    const answers = await Promise.all(ROUTES.map((route) => anonymousUpload(route)));
    await new Promise((resolve) => setTimeout(resolve, 500));
    clearInterval(sampler);
    peak = Math.max(peak, residentBytes());

    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 401 });
    }
    const grownMb = (peak - before) / 1024 / 1024;
    console.log(`server memory: ${(before / 1024 / 1024).toFixed(1)} MB before, peak ${(peak / 1024 / 1024).toFixed(1)} MB (+${grownMb.toFixed(1)} MB) for ${ROUTES.length} × ${FILES} × 9.9 MB`);
    expect(grownMb).toBeLessThan(20);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  }, 60_000);
});

import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Connections that send nothing, or send their headers a byte at a time, or sit idle after an answer, are closed by
// the server within their bounds (HEADERS_TIMEOUT_SECONDS, KEEP_ALIVE_SECONDS; here a second and half a second).

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ timeouts: { headersMs: 1000, keepAliveMs: 500 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

/** Opens a connection, lets `talk` write to it, and says what the server sent and after how long it closed it. */
function connection(talk: (socket: net.Socket) => void): Promise<{ received: string; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const opened = Date.now();
    let received = '';
    const socket = net.connect(port, '127.0.0.1', () => talk(socket));
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ received, closedAfterMs: Date.now() - opened }));
  });
}

describe('slow and idle clients', () => {
  it('answers 408 and closes a connection whose headers do not arrive within the bound, even one that trickles', async () => {
    let trickle: NodeJS.Timeout | undefined;
    const [silent, trickling] = await Promise.all([
      connection(() => undefined),
      connection((socket) => {
        const request = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ';
        let sent = 0;
        trickle = setInterval(() => socket.write(request[sent++ % request.length]!), 100);
      }),
    ]);
    clearInterval(trickle);
    for (const closed of [silent, trickling]) {
      expect(closed.closedAfterMs).toBeGreaterThanOrEqual(900);
      expect(closed.closedAfterMs).toBeLessThan(2500);
    }
    expect(trickling.received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a keep-alive connection left idle after its answer', async () => {
    const idle = await connection((socket) => socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n'));
    expect(idle.received).toMatch(/^HTTP\/1\.1 200/);
    expect(idle.received).toMatch(/keep-alive: timeout=0?\d/i);
    expect(idle.closedAfterMs).toBeGreaterThanOrEqual(400);
    expect(idle.closedAfterMs).toBeLessThan(2000);
  });
});

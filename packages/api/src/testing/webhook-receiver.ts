import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One delivery a test receiver took, and what the reference verifier made of it. */
export interface ReceivedDelivery {
  headers: Record<string, string>;
  body: string;
  /** The parsed body when the `standardwebhooks` verifier accepted it with one of the receiver's secrets, else its error. */
  verified: unknown;
  at: number;
}

/**
 * A webhook receiver on 127.0.0.1, as a CRM's would be: it checks every delivery with the reference
 * `standardwebhooks` package (a third party's verifier, not the site's code) and answers `state.status` after
 * `state.delayMs`.
 */
export async function startWebhookReceiver(options: { port?: number } = {}) {
  const received: ReceivedDelivery[] = [];
  const state = { status: 204, answer: '', location: '', delayMs: 0, secrets: [] as string[] };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      let verified: unknown = new Error('the receiver knows no secret');
      for (const secret of state.secrets) {
        try {
          verified = new Webhook(secret).verify(body, headers);
          break;
        } catch (error) {
          verified = error;
        }
      }
      received.push({ headers, body, verified, at: Date.now() });
      setTimeout(() => {
        if (state.location) response.setHeader('location', state.location);
        response.writeHead(state.status).end(state.answer);
      }, state.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return {
    url,
    port: (server.address() as AddressInfo).port,
    received,
    state,
    /** Whether every delivery taken so far passed the verifier (and there was one). */
    allVerified: () =>
      received.length > 0 &&
      received.every((delivery) => JSON.stringify(delivery.verified) === JSON.stringify(JSON.parse(delivery.body))),
    /** The bodies taken, parsed. */
    bodies: () =>
      received.map((delivery) => JSON.parse(delivery.body) as { type: string; data: Record<string, unknown> }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

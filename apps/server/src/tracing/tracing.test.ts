import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from '@tp/api/testing';
import { startServerProcess } from '../testing/server-process.ts';
import { engineOf } from '@tp/db';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { startTracing, type Tracing } from './tracing.ts';

// Traces (issue 40): with tracing on, a request is a span whose children are its procedure and the procedure's
// database statements; outgoing webhook deliveries are spans too. An in-memory exporter takes the place of the OTLP
// collector and gets every span as it ends.

let exporter: InMemorySpanExporter;
let tracing: Tracing;
let t: TestApp;
let receiver: WebhookReceiver;

beforeAll(async () => {
  exporter = new InMemorySpanExporter();
  tracing = startTracing({ exporter });
  t = await createTestApp({ seed: true, tracing, realClock: true });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
  await tracing.shutdown();
});

const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

/** The spans below `root`, at any depth. */
function descendantsOf(root: ReadableSpan, spans: ReadableSpan[]): ReadableSpan[] {
  const children = spans.filter((span) => parentOf(span) === root.spanContext().spanId);
  return children.flatMap((child) => [child, ...descendantsOf(child, spans)]);
}

describe('tracing', () => {
  it('makes a request a span, with its procedure and its database statements below it', async () => {
    exporter.reset();
    const response = await t.app.inject({ method: 'GET', url: '/api/service?lang=en' });
    expect(response.statusCode).toBe(200);
    const spans = exporter.getFinishedSpans();
    const request = spans.find(
      (span) => parentOf(span) === undefined && span.attributes['http.route'] === '/api/service',
    );
    expect(request, spans.map((span) => span.name).join(', ')).toBeDefined();
    const below = descendantsOf(request!, spans);
    const procedure = below.find((span) => span.name === 'query service.list');
    expect(procedure).toBeDefined();
    const statements = descendantsOf(procedure!, spans).filter((span) => span.attributes['db.system.name']);
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.map((span) => span.name)).toContain('SELECT services');
    for (const statement of statements) {
      expect(statement.spanContext().traceId).toBe(request!.spanContext().traceId);
      expect(statement.attributes['db.operation.name']).toBe('SELECT');
    }
  });

  it('makes each webhook delivery a span of its own, with the receiver and the message id', async () => {
    const auth = t.bearer(await t.signIn());
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: auth,
      payload: { url: receiver.url, events: ['request.created'] },
    });
    receiver.state.secrets = [created.json<{ secret: string }>().secret];
    exporter.reset();
    const test = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${created.json<{ id: number }>().id}/test`,
      headers: auth,
    });
    expect(test.statusCode).toBe(200);
    await expect
      .poll(() => exporter.getFinishedSpans().find((span) => span.name === 'webhook webhook.test'), { timeout: 5000 })
      .toBeDefined();
    const delivery = exporter.getFinishedSpans().find((span) => span.name === 'webhook webhook.test')!;
    expect(delivery.attributes).toMatchObject({
      'url.full': receiver.url,
      'webhook.id': test.json<{ message_id: string }>().message_id,
    });
    expect(receiver.allVerified()).toBe(true);
  });

  it(
    'sends its spans to the OTLP endpoint named by OTEL_EXPORTER_OTLP_ENDPOINT (the compiled server)',
    { timeout: 60_000 },
    async () => {
      // An OTLP/HTTP collector's traces route, keeping what it is sent.
      const received: { url: string; body: string }[] = [];
      const collector = http.createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        request.on('end', () => {
          received.push({ url: request.url ?? '', body });
          response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        });
      });
      await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
      const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
      const server = await startServerProcess({
        env: {
          OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
          OTEL_SERVICE_NAME: 'turbotech-test',
          OTEL_BSP_SCHEDULE_DELAY: '200',
        },
      });
      try {
        expect((await fetch(`${server.url}/api/service`)).status).toBe(200);
        await expect
          .poll(() => received.some((batch) => batch.body.includes('query service.list')), { timeout: 10_000 })
          .toBe(true);
        expect(received.every((batch) => batch.url === '/v1/traces')).toBe(true);
        const spans = received.map((batch) => batch.body).join('\n');
        expect(spans).toContain('turbotech-test');
        expect(spans).toContain('SELECT services');
      } finally {
        server.child.kill('SIGTERM');
        await server.close();
        collector.close();
      }
    },
  );
  // Last: the server restarts with its search reader (SQLite's thread, PostgreSQL's search connections).
  it('makes each statement of a search a span below its procedure, read through the search reader', async () => {
    await t.restart({ searchThread: true });
    exporter.reset();
    const response = await t.app.inject({ method: 'GET', url: '/api/search?q=LM2500&lang=en' });
    expect(response.statusCode).toBe(200);
    const spans = exporter.getFinishedSpans();
    const procedure = spans.find((span) => span.name === 'query search.query');
    expect(procedure, spans.map((span) => span.name).join(', ')).toBeDefined();
    // The parts statement, and the titles statement unless SQLite's title vocabulary rules it out (whose own read,
    // on the site's connection, is a statement span as any other).
    const statements = descendantsOf(procedure!, spans).filter((span) => span.name === 'SELECT search');
    expect(statements.length).toBeGreaterThanOrEqual(1);
    for (const statement of statements) {
      expect(statement.attributes['db.system.name']).toBe(engineOf(t.db) === 'postgres' ? 'postgresql' : 'sqlite');
      expect(statement.attributes['db.response.returned_rows']).toEqual(expect.any(Number));
    }
  });
});

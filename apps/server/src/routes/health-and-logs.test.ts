import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logLines } from '../testing/log-lines.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const { lines, stream } = logLines();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, logger: { level: 'info', stream } });
});
afterAll(() => t.close());

describe('request log', () => {
  it('writes one line per request with its id, route, path, status and time, and nothing a visitor or token sent', async () => {
    const token = await t.signIn();
    lines.length = 0;
    const inquiry = await t.app.inject({
      method: 'POST',
      url: '/api/request?utm_source=newsletter-anna.petrova',
      headers: t.bearer(token),
      payload: {
        name: 'Anna Petrova',
        email: 'anna.petrova@example.ru',
        company: 'Volga Power',
        text: 'Private phone +7 900 123 45 67',
      },
    });
    expect(inquiry.statusCode).toBe(201);
    const page = await t.app.inject({ method: 'GET', url: '/api/service/1?lang=en&q=secret-search' });
    expect(page.statusCode).toBe(200);

    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests).toEqual([
      expect.objectContaining({
        reqId: inquiry.headers['x-request-id'],
        method: 'POST',
        route: '/api/request',
        path: '/api/request',
        status: 201,
        ms: expect.any(Number),
      }),
      expect.objectContaining({
        reqId: page.headers['x-request-id'],
        method: 'GET',
        route: '/api/service/:id',
        path: '/api/service/1',
        status: 200,
        ms: expect.any(Number),
      }),
    ]);
    const everything = JSON.stringify(lines);
    for (const secret of [token, 'Anna', 'anna.petrova@example.ru', '+7 900', 'newsletter', 'secret-search', 'Volga'])
      expect(everything).not.toContain(secret);
  });
});

describe('GET /api/health', () => {
  it('answers 503 and says so when the database does not answer', async () => {
    const broken = await createTestApp();
    await broken.db.destroy();
    const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'error', db: 'error', version: '2.0.0' });
    await broken.close();
  });
});

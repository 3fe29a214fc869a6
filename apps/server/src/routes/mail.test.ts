import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTERRUPTED } from '@tp/api';
import { claimDueMail } from '../../../../packages/api/src/platform/mail/outbox.repository.ts';
import { createSmtpMailer } from '../mail/smtp-mailer.ts';
import { logLines } from '../testing/log-lines.ts';
import { startSmtpTestServer } from '../testing/smtp-test-server.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// E-mail of new inquiries through a real SMTP server on 127.0.0.1 (smtp-server, each mail parsed by mailparser):
// what the team receives, and that the visitor's request never depends on the mail server.

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let t: TestApp;
let auth: Record<string, string>;
const FROM = 'TurboTech Website <website@turbotech.example>';
const mailOptions = () => ({ smtp: { url: smtp.url }, from: FROM, pollMs: 50 });

beforeEach(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ mail: mailOptions(), publicUrl: 'https://www.turbotech.example' });
  auth = t.bearer(await t.signIn());
});
afterEach(async () => {
  await t.close();
  await smtp.stop();
});

const inquiry = {
  name: 'Anna Petrova',
  email: 'anna@plant.example',
  company: 'Caspian Power',
  text: 'Two sets, please.\nDelivery to Aktau.',
};
const notify = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: '/api/settings/notifications', headers: auth, payload });
const send = async (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/request', payload: { ...payload, captcha_ticket: await t.ticket() } });
const outbox = () =>
  t.db.selectFrom('outbox').select(['kind', 'status', 'attempts', 'last_error']).orderBy('id').execute();
const receivedCount = (count: number) =>
  vi.waitFor(() => expect(smtp.received).toHaveLength(count), { timeout: 5000, interval: 20 });

describe('e-mail of new inquiries', () => {
  it("sends the team one mail per inquiry, in the administrator's language, with Reply-To the visitor and every line", async () => {
    expect(
      (
        await notify({
          emails: ['Sales@TurboTech.example', 'service@turbotech.example'],
          lang: 'ru',
          acknowledge: false,
        })
      ).json(),
    ).toMatchObject({
      emails: ['sales@turbotech.example', 'service@turbotech.example'],
      lang: 'ru',
      acknowledge: false,
      mail: { configured: true, last_error: null },
    });
    const response = await send({
      ...inquiry,
      lang: 'en',
      page: '/en/part-list/4',
      lines: [{ partnumber: 'NOPE-1', quantity: 3 }],
    });
    expect(response.statusCode).toBe(201);
    const { reference } = response.json<{ reference: string }>();
    expect(reference).toBe('TR-2026-00001');

    await receivedCount(1);
    const [{ mail, recipients }] = smtp.received as [(typeof smtp.received)[number]];
    expect(recipients).toEqual(['sales@turbotech.example', 'service@turbotech.example']);
    expect(mail.from?.value).toEqual([{ name: 'TurboTech Website', address: 'website@turbotech.example' }]);
    expect(mail.replyTo?.value).toEqual([{ name: 'Anna Petrova', address: 'anna@plant.example' }]);
    expect(mail.subject).toBe('Новый запрос TR-2026-00001: Anna Petrova, Caspian Power (Детали: 1)');
    expect(mail.text).toContain('Номер запроса: TR-2026-00001');
    expect(mail.text).toContain('Компания: Caspian Power');
    expect(mail.text).toContain('Язык: English');
    expect(mail.text).toContain('Сообщение:\nTwo sets, please.\nDelivery to Aktau.');
    expect(mail.text).toContain('NOPE-1 | (нет в каталоге) | 3');
    expect(mail.text).toContain('Отправлено со страницы: https://www.turbotech.example/en/part-list/4');
    expect(mail.text).toContain('https://www.turbotech.example/dashboard/requests');
    expect(mail.html).toContain('<a href="https://www.turbotech.example/dashboard/requests">');
    // Marked once the mail server has taken it (a moment after it arrived there).
    await vi.waitFor(async () =>
      expect(await outbox()).toEqual([{ kind: 'request', status: 'sent', attempts: 1, last_error: null }]),
    );
  });

  it('answers the visitor at once while the mail server is down, and sends the mail once it is back', async () => {
    await notify({ emails: ['sales@turbotech.example'], acknowledge: false });
    await smtp.stop();
    const response = await send(inquiry);
    expect(response.statusCode).toBe(201);
    await vi.waitFor(
      async () =>
        expect((await outbox())[0]).toMatchObject({
          status: 'pending',
          attempts: 1,
          last_error: expect.stringMatching(/ECONNREFUSED/),
        }),
      { timeout: 5000 },
    );
    const state = (await t.app.inject({ method: 'GET', url: '/api/settings/notifications', headers: auth })).json();
    expect(state.mail).toMatchObject({
      configured: true,
      pending: 1,
      last_error: expect.stringMatching(/ECONNREFUSED/),
    });

    await smtp.start();
    // The first retry is due within a minute (10 s after the first attempt).
    t.clock.advance(11_000);
    await receivedCount(1);
    await vi.waitFor(async () =>
      expect(await outbox()).toEqual([{ kind: 'request', status: 'sent', attempts: 2, last_error: null }]),
    );
    t.clock.advance(60_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(1);
  });

  it('sends a mail queued before a restart after it, once; a mail interrupted while sending is marked, not sent twice', async () => {
    await notify({ emails: ['sales@turbotech.example'], acknowledge: false });
    await t.restart({ mail: undefined }); // a server without a worker: nothing queued is sent
    await t.restart({ mail: { ...mailOptions(), pollMs: 60_000 } });
    await smtp.stop();
    expect((await send({ ...inquiry, name: 'First' })).statusCode).toBe(201);
    expect((await send({ ...inquiry, name: 'Second' })).statusCode).toBe(201);
    // Both tried once while the mail server was down (on PostgreSQL the worker may take longer to get there).
    await vi.waitFor(async () =>
      expect((await outbox()).map((row) => [row.status, row.attempts])).toEqual([
        ['pending', 1],
        ['pending', 1],
      ]),
    );
    await smtp.start();

    // The process claims the first mail and hands it to the mail server, then dies before marking it sent.
    const claimed = (await claimDueMail(
      t.db,
      new Date(t.clock.now().getTime() + 60_000).toISOString(),
      new Date(t.clock.now().getTime() + 120_000).toISOString(),
    ))!;
    await createSmtpMailer({ url: smtp.url }, FROM).send(claimed.mail);
    expect(smtp.received).toHaveLength(1);

    t.clock.advance(5 * 60_000); // past the claim and past the retry of the second
    await t.restart({ mail: mailOptions() });
    await receivedCount(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.map((entry) => entry.mail.subject)).toEqual([
      'Neue Anfrage TR-2026-00001: First, Caspian Power',
      'Neue Anfrage TR-2026-00002: Second, Caspian Power',
    ]);
    await vi.waitFor(async () =>
      expect(await outbox()).toEqual([
        { kind: 'request', status: 'failed', attempts: 2, last_error: INTERRUPTED },
        { kind: 'request', status: 'sent', attempts: 2, last_error: null },
      ]),
    );
  });

  it("names the request that queued a mail (its X-Request-Id) in the outbox and in the worker's log line about it", async () => {
    await t.close();
    const log = logLines();
    t = await createTestApp({ mail: mailOptions(), logger: { level: 'info', stream: log.stream } });
    auth = t.bearer(await t.signIn());
    await notify({ emails: ['sales@turbotech.example'], acknowledge: false });
    const requestId = 'proxy-7f3a-inquiry-0042';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/request',
      headers: { 'x-request-id': requestId },
      payload: { ...inquiry, lang: 'en', captcha_ticket: await t.ticket() },
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['x-request-id']).toBe(requestId);
    await receivedCount(1);
    expect(await t.db.selectFrom('outbox').select(['kind', 'request_id']).execute()).toEqual([
      { kind: 'request', request_id: requestId },
    ]);
    await vi.waitFor(() =>
      expect(log.lines.some((line) => /^mail: outbox \d+ sent/.test(String(line.msg)))).toBe(true),
    );
    const linesOfRequest = log.lines.filter((line) => line.reqId === requestId).map((line) => String(line.msg));
    expect(linesOfRequest).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^request$/),
        expect.stringMatching(/^mail: outbox \d+ sent to 1 recipient/),
      ]),
    );
    // Every line of the worker about the mail names the request.
    expect(log.lines.filter((line) => String(line.msg).startsWith('mail: outbox') && line.reqId !== requestId)).toEqual(
      [],
    );
  });

  it('keeps line breaks and header names typed into the form out of the headers', async () => {
    await notify({ emails: ['sales@turbotech.example'], acknowledge: false });
    const response = await send({
      ...inquiry,
      name: 'Eve\r\nBcc: victim@elsewhere.example',
      company: 'ACME\nSubject: Free money',
    });
    expect(response.statusCode).toBe(201);
    await receivedCount(1);
    const [{ mail, recipients }] = smtp.received as [(typeof smtp.received)[number]];
    expect(recipients).toEqual(['sales@turbotech.example']);
    expect(mail.bcc).toBeUndefined();
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.subject).toBe(
      'Neue Anfrage TR-2026-00001: Eve Bcc: victim@elsewhere.example, ACME Subject: Free money',
    );
    expect(mail.replyTo?.value).toEqual([{ name: 'Eve Bcc: victim@elsewhere.example', address: 'anna@plant.example' }]);
    // An address with a line break is not an address: refused before anything is stored.
    const forged = await send({ ...inquiry, email: 'anna@plant.example\r\nBcc: victim@elsewhere.example' });
    expect(forged.statusCode).toBe(400);
  });

  it('acknowledges a visitor who passed the captcha in their language, with the reference, the lines, the comment and when to expect an answer; at most once an hour per address; never a script', async () => {
    // On for a new site.
    expect((await notify({ emails: ['sales@turbotech.example'] })).json()).toMatchObject({ acknowledge: true });
    expect(
      (
        await notify({
          answer_time_ru: '  Мы ответим в течение двух рабочих дней.  ',
          answer_time_en: 'We answer within two working days.',
        })
      ).json(),
    ).toMatchObject({
      answer_time_de: '',
      answer_time_en: 'We answer within two working days.',
      answer_time_ru: 'Мы ответим в течение двух рабочих дней.',
    });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: auth,
      payload: { email: 'info@turbotech.example' },
    });
    // Two listed parts (their Russian descriptions go into the mail) and one nobody lists.
    const group = await t.app.inject({
      method: 'POST',
      url: '/api/spare',
      headers: auth,
      payload: { title_de: 'LM2500', title_en: 'LM2500', title_ru: 'LM2500' },
    });
    for (const [partnumber, description_ru] of [
      ['L30471P02', 'Рабочая лопатка ТВД 1-й ступени'],
      ['L43495P03', 'Уплотнительное кольцо'],
    ])
      await t.app.inject({
        method: 'POST',
        url: `/api/spare/${group.json<{ id: number }>().id}/part`,
        headers: auth,
        payload: { partnumber, description_ru, description_en: 'Part', description_de: 'Teil', quantity: 1 },
      });
    const sent = await send({
      ...inquiry,
      lang: 'ru',
      lines: [
        { partnumber: 'L30471P02', quantity: 2 },
        { partnumber: 'L43495P03', quantity: 1 },
        { partnumber: 'XX-UNLISTED-7', quantity: 4 },
      ],
    });
    expect(sent.statusCode).toBe(201);
    const { reference } = sent.json<{ reference: string }>();
    expect(reference).toMatch(/^TR-2026-\d{5}$/);
    await receivedCount(2);
    const acknowledgement = smtp.received.find((entry) => entry.recipients.includes('anna@plant.example'))!.mail;
    expect(acknowledgement.subject).toBe(`Ваш запрос ${reference} в TurboTech Rosdorf GmbH`);
    expect(acknowledgement.text).toContain('Здравствуйте Anna Petrova,');
    expect(acknowledgement.text).toContain(`Мы получили его под номером ${reference};`);
    expect(acknowledgement.text).toContain('Мы ответим в течение двух рабочих дней.');
    expect(acknowledgement.text).toContain(`Номер запроса: ${reference}`);
    expect(acknowledgement.text).toContain('Сообщение:\nTwo sets, please.\nDelivery to Aktau.');
    expect(acknowledgement.text).toContain('L30471P02 | Рабочая лопатка ТВД 1-й ступени | 2');
    expect(acknowledgement.text).toContain('L43495P03 | Уплотнительное кольцо | 1');
    expect(acknowledgement.text).toContain('XX-UNLISTED-7 |  | 4');
    expect(acknowledgement.html).toContain(reference);
    expect(acknowledgement.replyTo?.value[0]?.address).toBe('info@turbotech.example');

    expect((await send({ ...inquiry, email: 'ANNA@plant.example' })).statusCode).toBe(201);
    await receivedCount(3);
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/api/request',
        headers: auth,
        payload: { ...inquiry, email: 'erp@plant.example' },
      })
    ).statusCode;
    expect(token).toBe(201);
    await receivedCount(4);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.filter((entry) => !entry.recipients.includes('sales@turbotech.example'))).toHaveLength(1);

    t.clock.advance(61 * 60_000);
    expect((await send(inquiry)).statusCode).toBe(201);
    await receivedCount(6);
  });

  it('tells of a job application without attaching its files', async () => {
    await notify({ emails: ['hr@turbotech.example'], lang: 'en' });
    const boundary = 'x-boundary';
    const body = [
      `--${boundary}\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nJana`,
      `--${boundary}\r\nContent-Disposition: form-data; name="last_name"\r\n\r\nMüller`,
      `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\njana@example.com`,
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="CV Jana.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF`,
      `--${boundary}--\r\n`,
    ].join('\r\n');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cv',
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    await receivedCount(1);
    const [{ mail }] = smtp.received as [(typeof smtp.received)[number]];
    expect(mail.subject).toBe('New job application: Jana Müller');
    expect(mail.attachments).toEqual([]);
    expect(mail.text).toContain('CV Jana.pdf');
  });

  it('sends a test mail on request and says in words why one could not go', async () => {
    const none = (
      await t.app.inject({ method: 'POST', url: '/api/settings/notifications/test', headers: auth })
    ).json();
    expect(none).toEqual({ sent: false, to: [], error: 'Add at least one address to notify first.' });
    await notify({ emails: ['sales@turbotech.example'], lang: 'en' });
    const ok = await t.app.inject({ method: 'POST', url: '/api/settings/notifications/test', headers: auth });
    expect(ok.json()).toEqual({ sent: true, to: ['sales@turbotech.example'], error: null });
    await receivedCount(1);
    expect(smtp.received[0]!.mail.subject).toBe('Test e-mail from the website (TurboTech Rosdorf GmbH)');
    await smtp.stop();
    const down = (
      await t.app.inject({ method: 'POST', url: '/api/settings/notifications/test', headers: auth })
    ).json();
    expect(down).toMatchObject({ sent: false, error: expect.stringMatching(/ECONNREFUSED/) });
    expect((await t.app.inject({ method: 'POST', url: '/api/settings/notifications/test' })).statusCode).toBe(401);
  });

  it('answers the settings only with a token, and a bad one with 400 naming the problem', async () => {
    // The settings' rules, and what a site without a mail server says, are tested beside the procedures
    // (packages/api/src/modules/notifications/notifications.test.ts).
    const refused = await notify({ emails: ['not-an-address'] });
    expect(refused.json()).toMatchObject({ statusCode: 400, message: 'Please enter a valid e-mail address' });
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/notifications' })).statusCode).toBe(401);
    // The public settings never show them.
    expect(Object.keys((await t.app.inject({ method: 'GET', url: '/api/settings' })).json()).sort()).toEqual([
      'address',
      'address_de',
      'address_en',
      'address_ru',
      'email',
      'footer_text',
      'footer_text_de',
      'footer_text_en',
      'footer_text_ru',
      'phone',
    ]);
  });
});

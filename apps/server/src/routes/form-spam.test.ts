import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANSWERED_TOO_FAST, MINIMUM_SOLVE_MS } from '@tp/api';
import { FORM_NOT_SENT } from '@tp/schemas';
import { PDF_FILE } from '@tp/api/testing';

import { createTestApp, TEST_CAPTCHA_CODE, type TestApp } from '../testing/test-app.ts';
import { multipartBody } from '../testing/upload-fixtures.ts';

// The cheap layers against form spam, on the server: a script that answers the captcha the moment it is drawn,
// and one that fills every field of a form (the hidden one too), is refused with a clear 400 and stores nothing.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ captchaMinimumSolveMs: MINIMUM_SOLVE_MS });
});
afterEach(async () => {
  await t.close();
});

const inquiry = {
  name: 'Ivan Petrov',
  email: 'ivan@example.ru',
  company: 'Gazprom Energo',
  text: 'LM2500 fuel nozzles',
  lang: 'ru',
};
const countOf = async (table: 'requests' | 'cv_applications') =>
  (await t.db.selectFrom(table).select('id').execute()).length;
const newChallenge = async () =>
  (await t.app.inject({ method: 'POST', url: '/api/captcha' })).json<{ id: string }>().id;
const answer = (id: string) =>
  t.app.inject({ method: 'POST', url: '/api/captcha/verify', payload: { id, answer: TEST_CAPTCHA_CODE } });

/** A ticket earned as a person earns one: the picture read and typed in a few seconds. */
async function personsTicket(): Promise<string> {
  const id = await newChallenge();
  t.clock.advance(MINIMUM_SOLVE_MS + 1500);
  const verified = await answer(id);
  expect(verified.statusCode).toBe(200);
  return verified.json<{ ticket: string }>().ticket;
}

describe('form spam', () => {
  it('refuses a captcha answered faster than a person can type, and the inquiry it was meant for', async () => {
    const id = await newChallenge();
    t.clock.advance(300);
    const tooFast = await answer(id);
    expect(tooFast.statusCode).toBe(400);
    expect(tooFast.json()).toMatchObject({ ok: false, message: ANSWERED_TOO_FAST });
    // The challenge is burnt: answering it again later does not help.
    t.clock.advance(5000);
    expect((await answer(id)).statusCode).toBe(400);
    const post = await t.app.inject({ method: 'POST', url: '/api/request', payload: inquiry });
    expect(post.statusCode).toBe(403);
    expect(await countOf('requests')).toBe(0);
  });

  it('refuses an inquiry whose hidden field was filled, keeps the ticket, and takes the same inquiry from a person', async () => {
    const ticket = await personsTicket();
    const scripted = await t.app.inject({
      method: 'POST',
      url: '/api/request',
      payload: { ...inquiry, captcha_ticket: ticket, homepage: 'https://cheap-pills.example' },
    });
    expect(scripted.statusCode).toBe(400);
    expect(scripted.json()).toMatchObject({ statusCode: 400, message: FORM_NOT_SENT });
    expect(await countOf('requests')).toBe(0);

    const person = await t.app.inject({
      method: 'POST',
      url: '/api/request',
      payload: { ...inquiry, captcha_ticket: ticket, homepage: '' },
    });
    expect(person.statusCode).toBe(201);
    expect(await countOf('requests')).toBe(1);
  });

  it('refuses a CV whose hidden field was filled before any file reaches the disk', async () => {
    const body = multipartBody(
      {
        first_name: 'Jana',
        last_name: 'Müller',
        email: 'jana@example.de',
        captcha_ticket: await personsTicket(),
        homepage: 'x',
      },
      [{ field: 'files', filename: 'cv.pdf', type: 'application/pdf', data: PDF_FILE }],
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cv',
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(FORM_NOT_SENT);
    expect(await countOf('cv_applications')).toBe(0);
    expect(await t.storedFiles('private')).toEqual([]);
  });
});

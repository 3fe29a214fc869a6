import { beforeAll, describe, expect, it } from 'vitest';
import { signedInTestApp } from '../testing/signed-in-app.ts';
import { multipartBody, pngImage } from '../testing/upload-fixtures.ts';

// Bad input gets a 4xx with the documented JSON error body, never a 5xx, and the server keeps serving.
const site = signedInTestApp();
let groupId: number;
beforeAll(async () => {
  const group = await site.t.app.inject({
    method: 'POST',
    url: '/api/spare',
    headers: site.auth,
    payload: { title_en: 'LM2500' },
  });
  groupId = group.json<{ id: number }>().id;
});

const UPLOAD_ROUTES = [
  '/api/service',
  '/api/partner',
  '/api/product',
  '/api/spare',
  '/api/product/property',
  () => `/api/spare/${groupId}/import`,
];
const PUBLIC_UPLOAD_ROUTES = ['/api/cv'];

/** Multipart bodies no client should send, as raw bytes with their content type. */
async function brokenBodies() {
  const good = multipartBody({ title_en: 'X' }, [
    { field: 'images', filename: 'a.png', type: 'image/png', data: await pngImage() },
  ]);
  const longBoundary = 'b'.repeat(300);
  return [
    { name: 'no boundary', type: 'multipart/form-data', payload: good.payload },
    {
      name: 'a body cut short',
      type: good.headers['content-type'],
      payload: good.payload.subarray(0, good.payload.length - 60),
    },
    {
      name: 'a boundary over 256 characters',
      type: `multipart/form-data; boundary=${longBoundary}`,
      payload: Buffer.from(
        `--${longBoundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--${longBoundary}--\r\n`,
      ),
    },
    {
      name: 'garbage',
      type: 'multipart/form-data; boundary=xyz',
      payload: Buffer.from('\u0000\u0001garbage without any part\r\n\r\n--'),
    },
    {
      name: 'JSON nested 100,000 deep',
      type: 'application/json',
      payload: Buffer.from(`{"title_en":${'['.repeat(100_000)}${']'.repeat(100_000)}}`),
    },
  ];
}

const expectDocumentedError = (response: { statusCode: number; json: () => unknown }, status?: number) => {
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  if (status) expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual(
    expect.objectContaining({
      statusCode: response.statusCode,
      error: expect.any(String),
      message: expect.any(String),
    }),
  );
};

describe('hostile uploads', () => {
  it('answers every broken body to every upload route with a 4xx and its JSON error: 401 before reading anything when anonymous', async () => {
    for (const body of await brokenBodies()) {
      for (const route of UPLOAD_ROUTES) {
        const url = typeof route === 'function' ? route() : route;
        const anonymous = await site.t.app.inject({
          method: 'POST',
          url,
          payload: body.payload,
          headers: { 'content-type': body.type },
        });
        expectDocumentedError(anonymous, 401);
        const signedIn = await site.t.app.inject({
          method: 'POST',
          url,
          payload: body.payload,
          headers: { 'content-type': body.type, ...site.auth },
        });
        expectDocumentedError(signedIn);
      }
      for (const url of PUBLIC_UPLOAD_ROUTES) {
        expectDocumentedError(
          await site.t.app.inject({
            method: 'POST',
            url,
            payload: body.payload,
            headers: { 'content-type': body.type },
          }),
        );
      }
    }
    expect((await site.t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('refuses an anonymous PATCH of a partner (multipart) with 401 before reading it', async () => {
    const body = multipartBody({ text_en: 'x' }, [
      { field: 'image', filename: 'a.png', type: 'image/png', data: await pngImage() },
    ]);
    const response = await site.t.app.inject({
      method: 'PATCH',
      url: '/api/partner/1',
      payload: body.payload,
      headers: body.headers,
    });
    expectDocumentedError(response, 401);
    expect(response.json<{ message: string }>().message).toBe('Sign in required');
  });
});

describe('anonymous uploads through tRPC', () => {
  it("are refused with tRPC's own 401 before the body is read", async () => {
    const body = multipartBody({ title_en: 'X' }, [
      { field: 'images', filename: 'a.png', type: 'image/png', data: await pngImage() },
    ]);
    const upload = await site.t.app.inject({
      method: 'POST',
      url: '/trpc/service.create',
      payload: body.payload,
      headers: body.headers,
    });
    const plain = await site.t.app.inject({ method: 'POST', url: '/trpc/service.delete', payload: { id: 1 } });
    expect(upload.statusCode).toBe(401);
    expect(plain.statusCode).toBe(401);
    // The same shape as tRPC's own answer to an anonymous call, so the web client treats both alike.
    const shapeOf = (response: typeof upload) => {
      const { error } = response.json<{
        error: { message: string; code: number; data: { code: string; httpStatus: number } };
      }>();
      return { message: error.message, code: error.code, dataCode: error.data.code, httpStatus: error.data.httpStatus };
    };
    expect(shapeOf(upload)).toEqual(shapeOf(plain));
    expect(shapeOf(upload)).toEqual({
      message: 'Sign in required',
      code: -32001,
      dataCode: 'UNAUTHORIZED',
      httpStatus: 401,
    });
  });
});

describe('hostile query strings and texts', () => {
  it('takes the first value of a repeated query key, on every route alike', async () => {
    const csv = await site.t.app.inject({ method: 'GET', url: `/api/spare/${groupId}/catalogue.csv?lang=de&lang=en` });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Teilenummer');
    const products = await site.t.app.inject({
      method: 'GET',
      url: '/api/product?lang=DE&lang=xx&category=1&category=2',
    });
    expect(products.statusCode).toBe(200);
    const partners = await site.t.app.inject({
      method: 'GET',
      url: '/api/partner?lang=ru&lang=de&constructor=1&__proto__=1',
    });
    expect(partners.statusCode).toBe(200);
  });

  it('refuses NUL and unpaired surrogates in names and texts with a 400, storing nothing', async () => {
    for (const name of ['Turbines\u0000', 'Turb\uD800ines', 'Turb\uDC00ines']) {
      const response = await site.t.app.inject({
        method: 'POST',
        url: '/api/category',
        headers: site.auth,
        payload: { name, lang: 'EN' },
      });
      expectDocumentedError(response, 400);
      expect(response.json<{ message: string }>().message).toBe('Name contains characters that cannot be stored');
    }
    const request = await site.t.app.inject({
      method: 'POST',
      url: '/api/request',
      headers: site.auth,
      payload: { name: 'A\u0000', email: 'a@example.com', company: 'C' },
    });
    expectDocumentedError(request, 400);
    expect((await site.t.app.inject({ method: 'GET', url: '/api/category', headers: site.auth })).json()).toEqual([]);
    expect((await site.t.app.inject({ method: 'GET', url: '/api/request', headers: site.auth })).json()).toEqual([]);
    const emoji = await site.t.app.inject({
      method: 'POST',
      url: '/api/category',
      headers: site.auth,
      payload: { name: 'Turbines 🔥', lang: 'EN' },
    });
    expect(emoji.statusCode).toBe(201);
  });
});

describe('JSON bodies that are not objects', () => {
  it('are refused with a 400 on every writing route, and nothing is created from them', async () => {
    const partsBefore = (await site.t.app.inject({ method: 'GET', url: '/api/page/gas-turbina' })).json<{
      parts: unknown[];
    }>().parts.length;
    const categories = async () =>
      (await site.t.app.inject({ method: 'GET', url: '/api/category', headers: site.auth })).json<unknown[]>();
    const categoriesBefore = await categories();
    for (const payload of ['null', '[]', '[{"description_en":"x"}]', '42', '"text"', 'true']) {
      for (const [method, url] of [
        ['POST', '/api/page/page-part/gas-turbina'],
        ['POST', '/api/category'],
        ['PATCH', `/api/spare/${groupId}`],
        ['POST', '/api/request'],
      ] as const) {
        const response = await site.t.app.inject({
          method,
          url,
          headers: { ...site.auth, 'content-type': 'application/json' },
          payload,
        });
        expectDocumentedError(response, 400);
        expect(response.json<{ message: string }>().message, `${method} ${url} ${payload}`).toBe(
          'The request body must be a JSON object of fields.',
        );
      }
    }
    expect(
      (await site.t.app.inject({ method: 'GET', url: '/api/page/gas-turbina' })).json<{ parts: unknown[] }>().parts,
    ).toHaveLength(partsBefore);
    expect(await categories()).toEqual(categoriesBefore);
  });
});

describe("bodies over their route's limit", () => {
  /** A multipart body of this many bytes (one file of zeros), declared in its Content-Length. */
  const bodyOf = (bytes: number, fields: Record<string, string> = {}) =>
    multipartBody(fields, [{ field: 'files', filename: 'cv.pdf', type: 'application/pdf', data: Buffer.alloc(bytes) }]);

  it('are refused with 413 from their declared length, each route by its own limit, and store nothing', async () => {
    // A CV form takes two files of 10 MB: 21 MB with its fields. A partner takes one image: 11 MB.
    const cv = bodyOf(22 * 1024 * 1024, { first_name: 'Jana', last_name: 'Müller', email: 'jana@example.de' });
    const overCv = await site.t.app.inject({
      method: 'POST',
      url: '/api/cv',
      payload: cv.payload,
      headers: cv.headers,
    });
    expectDocumentedError(overCv, 413);
    expect(overCv.json<{ message: string }>().message).toBe(
      'The upload is larger than 21 MB: at most 2 files of 10 MB each.',
    );

    const partner = bodyOf(12 * 1024 * 1024, { text_en: 'Partner' });
    const overPartner = await site.t.app.inject({
      method: 'POST',
      url: '/api/partner',
      payload: partner.payload,
      headers: { ...partner.headers, ...site.auth },
    });
    expectDocumentedError(overPartner, 413);
    expect(overPartner.json<{ message: string }>().message).toBe(
      'The upload is larger than 11 MB: at most 1 file of 10 MB each.',
    );

    // The same limits on the web app's own transport.
    const overTrpc = await site.t.app.inject({
      method: 'POST',
      url: '/trpc/cv.create',
      payload: cv.payload,
      headers: cv.headers,
    });
    expect(overTrpc.statusCode).toBe(413);
    expect(await site.t.db.selectFrom('cv_applications').select('id').execute()).toEqual([]);
    expect((await site.t.app.inject({ method: 'GET', url: '/api/partner/all', headers: site.auth })).json()).toEqual(
      [],
    );
  });

  it('stop being read at the first file more than the form could take', async () => {
    const token = await site.t.ticket();
    const tooMany = multipartBody(
      { first_name: 'Jana', last_name: 'Müller', email: 'jana@example.de', captcha_ticket: token },
      Array.from({ length: 5 }, (_, index) => ({
        field: 'files',
        filename: `cv-${index}.pdf`,
        type: 'application/pdf',
        data: Buffer.from('%PDF-1.4'),
      })),
    );
    const response = await site.t.app.inject({
      method: 'POST',
      url: '/api/cv',
      payload: tooMany.payload,
      headers: tooMany.headers,
    });
    expectDocumentedError(response, 413);
    expect(response.json<{ message: string }>().message).toBe(
      'The upload has more files or fields than this form takes.',
    );
    expect(await site.t.db.selectFrom('cv_applications').select('id').execute()).toEqual([]);
  });
});

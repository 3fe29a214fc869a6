import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { restRoutes } from '@tp/api';
import { PDF_FILE } from '@tp/api/testing';
import type { TestApp } from '../testing/test-app.ts';
import { multipartBody } from '../testing/upload-fixtures.ts';

// Every route the app registers, as Fastify's onRoute hook sees it. The hook must be on the instance before any
// route is added, and buildApp creates its instance itself: the test wraps Fastify's factory to add it first. The
// suite runs files one after another in the same process (vitest.config.ts, `isolate: false`), where the server's
// modules may already hold the real Fastify: they are loaded afresh for this file (beforeAll), after the mock.
const registeredRoutes = vi.hoisted(() => [] as { method: string; url: string }[]);
vi.mock('fastify', async (importOriginal) => {
  const fastify = await importOriginal<typeof import('fastify')>();
  const withRouteLog = ((options: Parameters<typeof fastify.default>[0]) => {
    const app = fastify.default(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
    });
    return app;
  }) as typeof fastify.default;
  return { ...fastify, default: withRouteLog };
});

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);
const run = promisify(execFile);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

let t: TestApp;
let auth: Record<string, string>;
let workDir: string;
let documentFile: string;

const fetchDocument = async () => (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
/** The document read as JSON, loosely typed like every body the tests read: `expect` checks its shape. */
type Json = Awaited<ReturnType<typeof fetchDocument>>;
let document: Json;

type Operation = {
  operationId: string;
  summary: string;
  security: object[];
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: {
    required: boolean;
    content: Record<string, { schema: Json; encoding?: Record<string, { contentType: string }> }>;
  };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: object }> }>;
};

beforeAll(async () => {
  vi.resetModules();
  const { createTestApp } = await import('../testing/test-app.ts');
  t = await createTestApp({ seed: true });
  auth = t.bearer(await t.signIn());
  document = await fetchDocument();
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-openapi-'));
  documentFile = path.join(workDir, 'openapi.json');
  fs.writeFileSync(documentFile, JSON.stringify(document));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

/** Every operation of the document with its path template and method. */
const operations = (): { path: string; method: string; operation: Operation }[] =>
  Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(([template, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ path: template, method, operation })),
  );

/** The documented operation a request reaches: templates with fewer parameters win, as Fastify's literal segments do. */
function operationFor(method: string, url: string): { path: string; operation: Operation } | undefined {
  const pathname = url.split('?')[0]!;
  return operations()
    .filter((entry) => entry.method === method.toLowerCase())
    .sort((a, b) => a.path.split('{').length - b.path.split('{').length)
    .find((entry) => new RegExp(`^${entry.path.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`).test(pathname));
}

/** A schema with every `$ref` replaced by what it names, so zod can read it alone. */
function inlined(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(inlined);
  if (!node || typeof node !== 'object') return node;
  const ref = (node as { $ref?: string }).$ref;
  if (ref)
    return inlined(
      ref
        .split('/')
        .slice(1)
        .reduce((parent: Json, key) => parent[key], document),
    );
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inlined(value)]));
}

/** Checks an answer against the schema the document gives for its status (JSON answers only). */
function expectDocumentedAnswer(method: string, url: string, response: { statusCode: number; json: () => unknown }) {
  const documented = operationFor(method, url);
  expect(documented, `${method} ${url} is documented`).toBeDefined();
  const answer = inlined(documented!.operation.responses[String(response.statusCode)]) as
    { content?: Record<string, { schema: object }> } | undefined;
  expect(
    answer?.content?.['application/json'],
    `${method} ${url} documents status ${response.statusCode}`,
  ).toBeDefined();
  const schema = z.fromJSONSchema(
    answer!.content!['application/json']!.schema as Parameters<typeof z.fromJSONSchema>[0],
  );
  const checked = schema.safeParse(response.json());
  expect(checked.error?.issues ?? [], `${method} ${url} → ${response.statusCode}`).toEqual([]);
}

describe('GET /api/openapi.json: an exact OpenAPI 3.1 document', () => {
  it("passes Redocly's lint without errors", async () => {
    // No telemetry and no update check: the lint needs no network.
    const lint = await run(
      bin('redocly'),
      ['lint', documentFile, '--format=json', '--config', path.join(ROOT, 'redocly.yaml')],
      {
        cwd: workDir,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      },
    ).catch((error: { stdout: string }) => error); // it exits 1 on errors; the report says which
    const report = JSON.parse(lint.stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; severity: string; message: string }[];
    };
    console.log(`redocly lint: ${report.totals.errors} errors, ${report.totals.warnings} warnings`);
    expect(report.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('drives a client generator: the generated types accept the documented calls and refuse wrong ones', async () => {
    await run(bin('openapi-typescript'), [documentFile, '--output', path.join(workDir, 'api.d.ts')]);
    // Every `@ts-expect-error` must meet an error, or tsc fails: the wrong calls are proven wrong.
    fs.writeFileSync(
      path.join(workDir, 'client.ts'),
      `import type { components, paths } from './api';

type Json<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;

type Service = Json<paths['/service/{id}']['get']['responses'][200]>;
const service: Service = { id: 3, title_de: 'Wartung', title_en: 'Maintenance', title_ru: '', text_de: '', text_en: '', text_ru: '', hidden: false, images: ['uploads/seed/a.webp'] };
export const titleEn: string = service.title_en;
export const serviceId: number = service.id;
// @ts-expect-error the answer has no such field
export const misspelt = service.title_english;
// @ts-expect-error ids are numbers
export const idAsText: string = service.id;

type ServicePath = paths['/service/{id}']['get']['parameters']['path'];
export const servicePath: ServicePath = { id: 3 };
// @ts-expect-error a path id is an integer, not text
export const textPath: ServicePath = { id: '3' };

type NewCategory = paths['/category']['post']['requestBody']['content']['application/json'];
export const category: NewCategory = { name: 'Rotors', lang: 'DE' };
export const lowerCase: NewCategory = { name: 'Rotors', lang: 'de' };
// @ts-expect-error name is required
export const nameless: NewCategory = { lang: 'DE' };
// @ts-expect-error a field of another name is no field of the body
export const wrongField: NewCategory = { name: 'Rotors', language: 'DE' };
// @ts-expect-error the languages are de, en and ru
export const french: NewCategory = { name: 'Rotors', lang: 'FR' };

type ProductQuery = NonNullable<paths['/product']['get']['parameters']['query']>;
export const productQuery: ProductQuery = { lang: 'DE', category: 2 };
// @ts-expect-error a category is named by its id
export const categoryByName: ProductQuery = { category: 'rotors' };

type NewService = paths['/service']['post']['requestBody']['content']['multipart/form-data'];
export const newService: NewService = { title_en: 'Maintenance', images: ['(file)'] };
// @ts-expect-error a service needs at least one image
export const withoutImages: NewService = { title_en: 'Maintenance' };

type NotFound = Json<paths['/service/{id}']['get']['responses'][404]>;
export const notFound: NotFound = { statusCode: 404, error: 'Not Found', message: 'Service not found' };
export const images: components['schemas']['Product']['images'] = [];
`,
    );
    const typeCheck = await run(
      bin('tsc'),
      [
        '--noEmit',
        '--strict',
        '--target',
        'es2022',
        '--module',
        'esnext',
        '--moduleResolution',
        'bundler',
        'client.ts',
      ],
      {
        cwd: workDir,
      },
    ).catch((error: { code: number; stdout: string }) => error);
    expect(typeCheck.stdout).toBe('');
    expect('code' in typeCheck ? typeCheck.code : 0).toBe(0);
  });

  it('documents every route of the REST table: method, access, answer, integer ids and no path parameter in a body', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/api' }]);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const route of restRoutes) {
      const name = `${route.method} ${route.path}`;
      const documented = operationFor(route.method, route.path.replace(/:\w+/g, '1'));
      expect(documented?.path.replace(/\{\w+\}/g, ':'), name).toBe(route.path.replace(/:\w+/g, ':'));
      const operation = documented!.operation;
      expect(operation.summary, name).toBe(route.summary);
      expect(operation.security, name).toEqual(route.access === 'admin' ? [{ bearerAuth: [] }] : []);
      expect('401' in operation.responses, name).toBe(
        route.access === 'admin' || Boolean(route.errorStatuses?.includes(401)),
      );
      const answer = operation.responses[String(route.successStatus ?? 200)]?.content;
      if (route.file)
        expect(Object.keys(answer ?? {}), name).toEqual(route.file.types.map((type) => type.split(';')[0]));
      else expect(answer?.['application/json']?.schema, name).toBeDefined();

      const pathParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      const ownNames = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
      expect(pathParameters.map((parameter) => parameter.name).filter(Boolean), name).toHaveLength(ownNames.length);
      ownNames.forEach((own, index) => {
        if (['id', 'pageId', 'partId'].includes(own))
          expect(pathParameters[index]!.schema.type, `${name} :${own}`).toBe('integer');
      });
      for (const [mediaType, { schema }] of Object.entries(operation.requestBody?.content ?? {})) {
        const bodyFields = Object.keys(schema.properties ?? {});
        for (const parameter of [...ownNames, ...pathParameters.map((p) => p.name)])
          expect(bodyFields, `${name} ${mediaType}`).not.toContain(parameter);
      }
    }
    const operationIds = operations().map(({ operation }) => operation.operationId);
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });

  it('documents query parameters, languages, formats and the error body', () => {
    const parameters = (method: string, url: string) =>
      Object.fromEntries((operationFor(method, url)!.operation.parameters ?? []).map((p) => [`${p.in} ${p.name}`, p]));
    expect(parameters('GET', '/product')['query lang']!.schema.enum).toEqual(
      expect.arrayContaining(['de', 'DE', 'en', 'EN', 'ru', 'RU']),
    );
    expect(parameters('GET', '/product')['query category']!.schema.type).toBe('integer');
    expect(parameters('GET', '/product/1')['query language']!.schema.enum).toEqual(
      expect.arrayContaining(['de', 'DE']),
    );
    expect(parameters('GET', '/partner')['query lang']!.schema.default).toBe('de');
    expect(parameters('GET', '/category')['query lang']).toBeDefined();
    expect(parameters('DELETE', '/service/1/image/delete')['query path']!.required).toBe(false);
    expect(parameters('GET', '/page/careers')['path link']!.schema.enum).toEqual([
      'contact',
      'privacy-policy',
      'careers',
      'gas-turbina',
    ]);
    expect(parameters('GET', '/spare/1/catalogue.csv')['query lang']).toBeDefined();

    // A create body requires its fields; a PATCH body holds the fields to change, all optional, and never the id of the path.
    expect(
      operationFor('POST', '/request')!.operation.requestBody!.content['application/json']!.schema.required,
    ).toEqual(expect.arrayContaining(['name', 'email', 'company']));
    const servicePatch = operationFor('PATCH', '/service/1')!.operation.requestBody!.content['application/json']!
      .schema;
    expect(Object.keys(servicePatch.properties)).toEqual([
      'title_de',
      'title_en',
      'title_ru',
      'text_de',
      'text_en',
      'text_ru',
      'hidden',
    ]);
    expect(servicePatch.required).toBeUndefined();
    expect(servicePatch.properties.text_en.contentMediaType).toBe('text/html');

    const schemas = document.components.schemas;
    expect(schemas.Inquiry.properties.email.format).toBe('email');
    expect(schemas.Inquiry.properties.created_at.format).toBe('date-time');
    expect(schemas.Category.properties.lang.enum).toEqual(['DE', 'EN', 'RU']);
    expect(
      operationFor('POST', '/request')!.operation.requestBody!.content['application/json']!.schema.properties.email
        .format,
    ).toBe('email');
    expect(schemas.Error.required).toEqual(['statusCode', 'error', 'message']);
    expect(document.components.responses.NotFound.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
  });

  it('documents uploads as multipart with binary file fields, and JSON where no file is required', () => {
    const body = (method: string, url: string) => operationFor(method, url)!.operation.requestBody!;
    const newService = body('POST', '/service').content;
    expect(newService['multipart/form-data']!.schema.properties.images).toMatchObject({
      type: 'array',
      minItems: 1,
      items: { type: 'string', format: 'binary' },
    });
    expect(newService['multipart/form-data']!.schema.required).toContain('images');
    expect(newService['multipart/form-data']!.encoding!.images!.contentType).toBe('image/*');
    expect(newService['application/json']).toBeUndefined();

    const newPartner = body('POST', '/partner').content['multipart/form-data']!;
    expect(newPartner.schema.properties.image).toEqual({ type: 'string', format: 'binary' });
    expect(newPartner.schema.required).toEqual(['image']);

    const newProduct = body('POST', '/product').content;
    expect(newProduct['multipart/form-data']!.schema.required).not.toContain('images');
    expect(Object.keys(newProduct['application/json']!.schema.properties)).not.toContain('images');

    const application = body('POST', '/cv').content['multipart/form-data']!;
    expect(application.schema.properties.files.items).toEqual({ type: 'string', format: 'binary' });
    expect(application.encoding!.files!.contentType).toContain('application/pdf');
  });

  it('documents every route the server answers under /api, each with its method, and nothing else', () => {
    const apiRoutes = registeredRoutes.filter((route) => route.url.startsWith('/api/'));
    // Fastify answers HEAD wherever it answers GET; the document lists the GET.
    for (const head of apiRoutes.filter((route) => route.method === 'HEAD'))
      expect(apiRoutes).toContainEqual({ method: 'GET', url: head.url });
    const served = apiRoutes.filter((route) => route.method !== 'HEAD');
    expect(served.map((route) => route.url)).toEqual(
      expect.arrayContaining(['/api/health', '/api/openapi.json', '/api/uploads/*']),
    );

    const urlPattern = (url: string) =>
      new RegExp(`^${url.slice('/api'.length).replace(/[.]/g, '\\.').replace(/:\w+/g, '[^/]+').replace(/\*/g, '.+')}$`);
    const sampleUrl = (template: string) => template.replace(/\{\w+\}/g, '1');
    const documented = operations();
    for (const route of served) {
      const covering = documented.filter(
        ({ path: template, method }) =>
          method === route.method.toLowerCase() && urlPattern(route.url).test(sampleUrl(template)),
      );
      expect(covering.length, `${route.method} ${route.url}`).toBeGreaterThan(0);
    }
    for (const { path: template, method, operation } of documented) {
      expect(
        served.some(
          (route) => route.method.toLowerCase() === method && urlPattern(route.url).test(sampleUrl(template)),
        ),
        `${method} ${template}`,
      ).toBe(true);
      expect(operation.security, `${method} ${template}`).toEqual(expect.any(Array));
    }

    const download = (url: string) => operationFor('GET', url)!.operation;
    expect(Object.keys(download('/spare/1/catalogue.csv').responses['200']!.content!)).toEqual(['text/csv']);
    expect(Object.keys(download('/spare/1/catalogue.xlsx').responses['200']!.content!)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(Object.keys(download('/cv-files/1').responses['200']!.content!)).toContain('application/pdf');
    expect(download('/cv-files/1').security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(download('/uploads/2026/11/ab12.webp').responses['200']!.content!)).toEqual(['image/webp']);
    expect(download('/uploads/seed/plant-1.webp').security).toEqual([]);
    const sized = download('/uploads/sized/800/2026/11/ab12.webp');
    expect(Object.keys(sized.responses['200']!.content!)).toEqual(['image/webp']);
    expect(sized.parameters!.find((parameter) => parameter.name === 'width')!.schema).toEqual({
      type: 'integer',
      enum: [480, 800, 1200],
    });
    expect(download('/uploads/sized/480/seed/plant-1.webp').security).toEqual([]);
  });

  it("describes the server's real answers: each read and a few writes match their documented schema exactly", async () => {
    const first = async (url: string) =>
      (await t.app.inject({ method: 'GET', url: `/api${url}`, headers: auth })).json()[0].id as number;
    const [serviceId, spareId, productId, partnerId] = await Promise.all([
      first('/service'),
      first('/spare'),
      first('/product'),
      first('/partner/all'),
    ]);

    const inquiry = await t.app.inject({
      method: 'POST',
      url: '/api/request',
      payload: { name: 'Ada', email: 'ada@example.com', company: 'Rotor AG', captcha_ticket: await t.ticket() },
    });
    expectDocumentedAnswer('POST', '/request', inquiry);
    const form = multipartBody(
      { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', captcha_ticket: await t.ticket() },
      [{ field: 'files', filename: 'cv.pdf', type: 'application/pdf', data: PDF_FILE }],
    );
    expectDocumentedAnswer('POST', '/cv', await t.app.inject({ method: 'POST', url: '/api/cv', ...form }));
    const category = await t.app.inject({
      method: 'POST',
      url: '/api/category',
      headers: auth,
      payload: { name: 'Rotors', lang: 'en' },
    });
    expectDocumentedAnswer('POST', '/category', category);
    expectDocumentedAnswer(
      'POST',
      '/auth/tokens',
      await t.app.inject({ method: 'POST', url: '/api/auth/tokens', headers: auth, payload: { name: 'script' } }),
    );

    const reads = [
      '/component/navbar',
      '/settings',
      '/page/careers',
      '/category',
      '/category?lang=de',
      '/product',
      '/product?lang=DE',
      `/product/${productId}?language=DE`,
      `/product/show/${productId}`,
      '/partner?lang=ru',
      '/partner/all',
      `/partner/show/${partnerId}`,
      '/service',
      `/service/${serviceId}`,
      '/spare',
      `/spare/${spareId}`,
      '/request',
      '/cv',
      '/auth/tokens',
      '/health',
    ];
    for (const url of reads) {
      const response = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: auth });
      expect(response.statusCode, url).toBe(200);
      expectDocumentedAnswer('GET', url, response);
    }
    expectDocumentedAnswer(
      'POST',
      '/auth/me',
      await t.app.inject({ method: 'POST', url: '/api/auth/me', headers: auth }),
    );
    expectDocumentedAnswer(
      'DELETE',
      '/category/1',
      await t.app.inject({ method: 'DELETE', url: `/api/category/${category.json().id}`, headers: auth }),
    );

    // Errors: the documented body, with the validation issues and the captcha check's `ok: false`.
    expectDocumentedAnswer('GET', '/service/1', await t.app.inject({ method: 'GET', url: '/api/service/999999' }));
    expectDocumentedAnswer(
      'POST',
      '/category',
      await t.app.inject({ method: 'POST', url: '/api/category', headers: auth, payload: { lang: 'fr' } }),
    );
    const wrongAnswer = await t.app.inject({
      method: 'POST',
      url: '/api/captcha/verify',
      payload: { id: 'no-such-challenge', answer: 'abc' },
    });
    expect(wrongAnswer.json()).toMatchObject({ ok: false });
    expectDocumentedAnswer('POST', '/captcha/verify', wrongAnswer);
  });
});

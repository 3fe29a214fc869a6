import { describe, expect, it } from 'vitest';
import { NOTHING_TO_UPDATE } from '@tp/schemas';
import { signedInTestApp } from '../testing/signed-in-app.ts';
import { multipartBody, pngImage } from '../testing/upload-fixtures.ts';

// Every PATCH route of the REST API (the OpenAPI document) changes exactly the fields it is sent: each case sends one field, reads the
// record back through its GET route and expects everything else as it was; an empty PATCH is a 400.

const site = signedInTestApp();

const json = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
  const response = await site.t.app.inject({ method, url, headers: site.auth, ...(payload ? { payload } : {}) });
  if (response.statusCode >= 400) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
};
const postForm = async (url: string, fields: Record<string, string>, fileField?: string) => {
  const body = multipartBody(
    fields,
    fileField ? [{ field: fileField, filename: 'a.png', type: 'image/png', data: await pngImage() }] : [],
  );
  const response = await site.t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...site.auth },
  });
  if (response.statusCode >= 400) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
};

const titled = {
  title_de: 'Titel',
  title_en: 'Title',
  title_ru: 'Название',
  text_de: '<p>Text DE</p>',
  text_en: '<p>Text EN</p>',
  text_ru: '<p>Текст</p>',
};

/** A record behind a PATCH route: where to send the change, and how a client reads the record back. */
interface Target {
  url: string;
  read: () => Promise<Record<string, unknown>>;
}

async function category(): Promise<Target> {
  const created = await json('POST', '/api/category', { name: 'Turbines', lang: 'EN' });
  return {
    url: `/api/category/${created.id}`,
    read: async () => (await json('GET', '/api/category')).find((row: { id: number }) => row.id === created.id),
  };
}

async function product(): Promise<Target & { categoryId: number }> {
  const { id: categoryId } = await json('POST', '/api/category', { name: 'Gas turbines', lang: 'EN' });
  const created = await postForm(
    '/api/product',
    {
      title: 'LM2500',
      description: '<p>Marine</p>',
      type: 'Aero',
      model: 'PE',
      power: '25',
      lang: 'EN',
      category_id: String(categoryId),
    },
    'images',
  );
  return { categoryId, url: `/api/product/${created.id}`, read: () => json('GET', `/api/product/${created.id}`) };
}

async function property(): Promise<Target> {
  const { url: productUrl, read } = await product();
  const productId = Number(productUrl.split('/').pop());
  const created = await postForm(
    '/api/product/property',
    { description: '<p>Blade</p>', product_id: String(productId) },
    'image',
  );
  return {
    url: `/api/product/property/${created.id}`,
    read: async () => ((await read()).property as { id: number }[]).find((row) => row.id === created.id)!,
  };
}

async function service(): Promise<Target> {
  const created = await postForm('/api/service', titled, 'images');
  return { url: `/api/service/${created.id}`, read: () => json('GET', `/api/service/${created.id}`) };
}

async function spareGroup(): Promise<Target> {
  const created = await postForm('/api/spare', titled);
  return { url: `/api/spare/${created.id}`, read: () => json('GET', `/api/spare/${created.id}`) };
}

async function sparePart(): Promise<Target> {
  const group = await postForm('/api/spare', titled);
  const part = await json('POST', `/api/spare/${group.id}/part`, {
    partnumber: 'L29479-G01',
    description_de: 'Schaufel',
    description_en: 'Blade',
    description_ru: 'Лопатка',
    subst_part: 'L29479-G02',
    quantity: 4,
  });
  return {
    url: `/api/spare/${group.id}/part/${part.id}`,
    read: async () =>
      ((await json('GET', `/api/spare/${group.id}`)).parts as { id: number }[]).find((row) => row.id === part.id)!,
  };
}

async function partner(): Promise<Target> {
  const created = await postForm(
    '/api/partner',
    { text_de: '<p>Partner DE</p>', text_en: '<p>Partner EN</p>', text_ru: '<p>Партнёр</p>' },
    'image',
  );
  return { url: `/api/partner/${created.id}`, read: () => json('GET', `/api/partner/show/${created.id}`) };
}

async function page(): Promise<Target> {
  await json('PATCH', '/api/page/careers', {
    text_de: '<p>Karriere</p>',
    text_en: '<p>Careers</p>',
    text_ru: '<p>Карьера</p>',
  });
  const read = async () => {
    const { updated_at: _updatedAt, ...page } = await json('GET', '/api/page/careers');
    return page;
  };
  return { url: '/api/page/careers', read };
}

async function pagePart(): Promise<Target> {
  const created = await postForm('/api/page/page-part/gas-turbina', {
    description_de: '<p>Teil</p>',
    description_en: '<p>Part</p>',
    description_ru: '<p>Часть</p>',
  });
  return {
    url: `/api/page/page-part/${created.id}`,
    read: async () =>
      ((await json('GET', '/api/page/gas-turbina')).parts as { id: number }[]).find((row) => row.id === created.id)!,
  };
}

async function settings(): Promise<Target> {
  await json('PATCH', '/api/settings', {
    phone: '+49 551 1',
    email: 'info@example.com',
    address_de: 'Hauptstraße 12',
    address_en: 'Hauptstraße 12, Rosdorf',
    address_ru: 'Хауптштрассе 12',
    footer_text_de: 'Fußzeile',
    footer_text_en: 'Footer',
    footer_text_ru: 'Подвал',
  });
  return { url: '/api/settings', read: () => json('GET', '/api/settings') };
}

/** Each PATCH route with one field to send and the value it should then read back as. */
const cases: {
  route: string;
  target: () => Promise<Target>;
  send: Record<string, unknown>;
  expect?: Record<string, unknown>;
}[] = [
  { route: 'PATCH /category/{id}', target: category, send: { name: 'Aeroderivative turbines' } },
  { route: 'PATCH /category/{id} (language only)', target: category, send: { lang: 'ru' }, expect: { lang: 'RU' } },
  { route: 'PATCH /product/{id}', target: product, send: { title: 'LM2500+G4' } },
  { route: 'PATCH /product/{id} (power only)', target: product, send: { power: 33.5 } },
  { route: 'PATCH /product/property/{id}', target: property, send: { description: '<p>Blade set</p>' } },
  { route: 'PATCH /service/{id}', target: service, send: { title_en: 'Borescope inspection' } },
  {
    route: 'PATCH /service/{id} (a text)',
    target: service,
    send: { text_ru: '<p>Новый</p><script>x</script>' },
    expect: { text_ru: '<p>Новый</p>' },
  },
  { route: 'PATCH /spare/{id}', target: spareGroup, send: { title_ru: 'Запчасти LM6000' } },
  { route: 'PATCH /spare/{id}/part/{partId}', target: sparePart, send: { quantity: 12 } },
  {
    route: 'PATCH /spare/{id}/part/{partId} (description)',
    target: sparePart,
    send: { description_en: 'Stage 1 blade' },
  },
  { route: 'PATCH /partner/{id}', target: partner, send: { text_en: '<p>Our partner</p>' } },
  { route: 'PATCH /page/{link}', target: page, send: { text_en: '<p>Join us</p>' } },
  { route: 'PATCH /page/page-part/{id}', target: pagePart, send: { description_de: '<p>Neuer Teil</p>' } },
  { route: 'PATCH /settings', target: settings, send: { phone: '+49 551 2094 5560' } },
  { route: 'PATCH /settings (one language)', target: settings, send: { footer_text_ru: 'Оригинальные запчасти' } },
  {
    route: 'PATCH /settings (the first release’s name)',
    target: settings,
    send: { address: 'Rosdorf' },
    expect: { address_de: 'Rosdorf' },
  },
];

describe('PATCH changes exactly the fields it is sent', () => {
  it.each(cases)('$route', async ({ target, send, expect: expected }) => {
    const { url, read } = await target();
    const before = await read();
    const response = await site.t.app.inject({ method: 'PATCH', url, headers: site.auth, payload: send });
    expect(response.statusCode).toBe(200);
    expect(await read()).toEqual({ ...before, ...send, ...expected });
  });

  it("clears a product's category with an explicit null, and keeps it when the field is not sent", async () => {
    const { url, read, categoryId } = await product();
    await json('PATCH', url, { title: 'LM6000' });
    expect(await read()).toMatchObject({
      title: 'LM6000',
      lang: 'EN',
      category_id: categoryId,
      category: { id: categoryId, name: 'Gas turbines' },
    });
    await json('PATCH', url, { category_id: null });
    expect(await read()).toMatchObject({ title: 'LM6000', lang: 'EN', category_id: null, category: null });
  });

  it("keeps a service's other titles when one is emptied, and refuses emptying the last one", async () => {
    const { url, read } = await service();
    await json('PATCH', url, { title_de: '', title_ru: '' });
    expect(await read()).toMatchObject({ title_de: '', title_en: 'Title', title_ru: '' });
    const lastTitle = await site.t.app.inject({ method: 'PATCH', url, headers: site.auth, payload: { title_en: '' } });
    expect(lastTitle.statusCode).toBe(400);
    expect(lastTitle.json().message).toBe('Please enter a title in at least one language');
    expect(await read()).toMatchObject({ title_en: 'Title' });
  });

  it("replaces a partner's image alone, keeping its texts", async () => {
    const { url, read } = await partner();
    const before = await read();
    const body = multipartBody({}, [
      { field: 'image', filename: 'b.png', type: 'image/png', data: await pngImage(32, 32) },
    ]);
    const response = await site.t.app.inject({
      method: 'PATCH',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...site.auth },
    });
    expect(response.statusCode).toBe(200);
    const after = await read();
    expect(after).toEqual({ ...before, image_id: expect.stringMatching(/^uploads\//) });
    expect(after.image_id).not.toBe(before.image_id);
  });

  it.each([
    ...cases
      .map(({ route, target }) => ({ route, target }))
      .filter((entry, index, all) => all.findIndex((other) => other.target === entry.target) === index),
  ])('an empty $route is a 400 that says so, and changes nothing', async ({ target }) => {
    const { url, read } = await target();
    const before = await read();
    for (const payload of [{}, undefined]) {
      const response = await site.t.app.inject({
        method: 'PATCH',
        url,
        headers: site.auth,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(NOTHING_TO_UPDATE);
    }
    expect(await read()).toEqual(before);
  });
});

import { expect } from 'vitest';
import { multipartBody, pngImage } from '../../apps/server/src/testing/upload-fixtures.ts';
import type { Site } from './site.ts';

/** A service in German only, as the dashboard allows it to be saved (English and Russian empty): returns its id. */
export async function germanOnlyService(site: Site, title: string): Promise<number> {
  const body = multipartBody({ title_de: title, text_de: `<p>${title}: Beschreibung auf Deutsch.</p>` }, [
    { field: 'images', filename: 'a.png', type: 'image/png', data: await pngImage() },
  ]);
  const created = await site.app.inject({
    method: 'POST',
    url: '/api/service',
    payload: body.payload,
    headers: { ...body.headers, ...site.bearer(await site.signIn()) },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ id: number }>().id;
}

import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formData, pngImage } from '../../testing/files-on-disk.ts';
import { createTestCaller, refusal, type TestCaller } from '../../testing/test-caller.ts';

// Uploads as HTTP carries them (multipart, a path in the query string, bad files) are tested in
// apps/server/src/routes/page.test.ts; here, the page's rules.
let t: TestCaller;
beforeEach(async () => {
  t = await createTestCaller({ seed: true });
});
afterEach(() => t.close());

describe('page procedures', () => {
  it('save sanitised texts, keep the language not sent, and answer with the page', async () => {
    const before = await t.visitor().page.byLink({ link: 'privacy-policy' });
    const page = await t.admin.page.update({
      link: 'privacy-policy',
      text_de: '<h2>Datenschutz</h2><p onclick="steal()">Text<script>alert(1)</script></p>',
      text_en: '<p><a href="javascript:alert(1)">Privacy</a></p>',
    });
    expect(page).toMatchObject({
      link: 'privacy-policy',
      text_de: '<h2>Datenschutz</h2><p>Text</p>',
      text_en: '<p><a>Privacy</a></p>',
      text_ru: before.text_ru,
      updated_at: '2026-11-22T09:00:00.000Z',
    });
    expect(await t.visitor().page.byLink({ link: 'privacy-policy' })).toEqual(page);
  });

  it('name a page that does not exist, and change nothing for a visitor', async () => {
    expect(await refusal(t.admin.page.update({ link: 'about', text_de: 'x' }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Page not found',
    });
    const before = await t.visitor().page.byLink({ link: 'contact' });
    expect(await refusal(t.visitor().page.update({ link: 'contact', text_de: 'x' }))).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(await t.visitor().page.byLink({ link: 'contact' })).toEqual(before);
  });

  it('add an image as WebP and delete it again with its file; refuse paths that are not the page’s, touching nothing', async () => {
    const before = await t.visitor().page.byLink({ link: 'careers' });
    const added = await t.admin.page.addImage(
      formData({ link: 'careers' }, [{ field: 'image', data: await pngImage() }]),
    );
    const newPath = added.images.at(-1)!;
    expect(added.images).toHaveLength(before.images.length + 1);
    expect(newPath).toMatch(/^uploads\/2026\/11\/[0-9a-f]{24}\.webp$/);
    expect(await t.files.has(newPath)).toBe(true);
    expect((await t.admin.page.deleteImage({ link: 'careers', path: newPath })).images).toEqual(before.images);
    expect(await t.files.has(newPath)).toBe(false);

    const foreign = (await t.visitor().page.byLink({ link: 'gas-turbina' })).images[0]!;
    // '../site.db' names the SQLite file beside the uploads; on PostgreSQL a decoy stands in its place.
    if (!fs.existsSync(path.join(t.dataDir, 'site.db'))) fs.writeFileSync(path.join(t.dataDir, 'site.db'), 'decoy');
    const filesBefore = await t.storedFiles();
    for (const pathValue of [foreign, '../site.db', 'uploads/../../etc/passwd'])
      expect(await refusal(t.admin.page.deleteImage({ link: 'careers', path: pathValue })), pathValue).toMatchObject({
        code: 'NOT_FOUND',
      });
    expect(await t.storedFiles()).toEqual(filesBefore);
    expect(fs.existsSync(path.join(t.dataDir, 'site.db'))).toBe(true);
  });

  it('create a part with createPart and with the first release’s name addPart, each logged as a created page part', async () => {
    const byNewName = await t.admin.page.createPart(formData({ link: 'careers', description_en: '<p>Blades</p>' }));
    const byOldName = await t.admin.page.addPart(formData({ link: 'careers', description_de: '<p>Schaufeln</p>' }));
    const careers = await t.visitor().page.byLink({ link: 'careers' });
    expect(careers.parts.map((part) => [part.id, part.description_en, part.description_de])).toEqual(
      expect.arrayContaining([
        [byNewName.id, '<p>Blades</p>', ''],
        [byOldName.id, '', '<p>Schaufeln</p>'],
      ]),
    );
    const { items } = await t.admin.activity.list({ entity: 'page.part' });
    expect(items.map((item) => [item.action, item.entity_id])).toEqual([
      ['create', String(byOldName.id)],
      ['create', String(byNewName.id)],
    ]);
  });
});

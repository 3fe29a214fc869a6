import { expect, it } from 'vitest';
import { newTestBucket, startS3Proxy } from '../../testing/s3-test-server.ts';
import { createS3FileStore } from '../files/s3-file-store.ts';
import { retireImageFiles, reviveImageFiles } from './image-store.ts';

// Retiring and reviving pictures on a bucket where a copy takes a while (s3rver behind a slow proxy).

it('A restore that comes while a picture is being retired waits for it and brings the picture back', async () => {
  let copying: () => void = () => {};
  const copyStarted = new Promise<void>((resolve) => (copying = resolve));
  const bucket = await startS3Proxy(await newTestBucket(), async (request) => {
    if (String(request.headers['x-amz-copy-source']).includes('/uploads/')) {
      copying();
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return undefined;
  });
  const files = await createS3FileStore(bucket);
  const picture = 'uploads/2026/11/abcdefabcdef.webp';
  await files.put(picture, Buffer.from('picture'));

  // The change that stopped showing it has committed; its retire is under way when a restore asks for it.
  const retiring = retireImageFiles({ files }, [picture]);
  await copyStarted;
  const shown = await reviveImageFiles({ files }, [picture]);
  await retiring;

  expect(shown).toEqual([picture]);
  expect(await files.has(picture)).toBe(true); // public again, not taken away after the restore counted it
  expect(await files.has('private/retired-images/2026/11/abcdefabcdef.webp')).toBe(false);
});

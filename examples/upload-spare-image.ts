// Adds a picture (JPEG, PNG or WebP, at most 10 MB) from a file on disk to a spare-part group.
// Run: SITE_URL=… SITE_TOKEN=… npx tsx examples/upload-spare-image.ts <group id> <path/to/picture.jpg>
import { openAsBlob } from 'node:fs';
import path from 'node:path';
import { run, site, siteUrl } from './site.ts';

run(async () => {
  const [id, file] = [Number(process.argv[2]), process.argv[3]];
  if (!Number.isInteger(id) || !file) throw new Error('Usage: upload-spare-image.ts <group id> <path/to/picture>');
  // Uploads are FormData: the field names are those of the dashboard's form (`id`, `image`).
  const form = new FormData();
  form.set('id', String(id));
  form.append('image', await openAsBlob(file), path.basename(file));
  const group = await site.spare.addImage.mutate(form);
  // Images are named by their path under the uploads; the site serves them under /api/.
  const added = group.images.at(-1);
  console.log(`Group ${id} now has ${group.images.length} pictures; the new one: ${siteUrl}/api/${added}`);
});

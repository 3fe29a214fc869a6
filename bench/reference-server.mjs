// The reference of the server benchmarks: a bare Fastify 5 + better-sqlite3 server on the same Node, reading the
// site's own database file with prepared statements and answering the same JSON as the site's public reads.
// What it leaves out is what a real site needs (security headers, ETags, compression, logs, validation,
// the typed procedures); the benchmarks show what those cost. Plain JavaScript, run with `node` as the site is.
// Env: PORT, DATA_DIR (holding site.db).
import path from 'node:path';
import Database from 'better-sqlite3';
import Fastify from 'fastify';

const db = new Database(path.join(process.env.DATA_DIR ?? 'data', 'site.db'), { readonly: true });
const titles = 'id, title_de, title_en, title_ru';
const partnerCount = db.prepare('select count(*) as count from partners');
const serviceTitles = db.prepare(`select ${titles} from services where hidden = 0 order by position, id`);
const spareTitles = db.prepare(`select ${titles} from spare_groups where hidden = 0 order by position, id`);
// Visitors never see a hidden record (the site answers 404); the site's answer says `hidden: false`.
const service = db.prepare(`select ${titles}, text_de, text_en, text_ru from services where id = ? and hidden = 0`);
const serviceImages = db
  .prepare(`select path from images where owner_type = 'service' and owner_id = ? order by position, id`)
  .pluck();

const app = Fastify();
app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/api/component/navbar', async () => ({
  partners: partnerCount.get().count,
  services: serviceTitles.all(),
  spares: spareTitles.all(),
}));
app.get('/api/service/:id', async (request, reply) => {
  const id = Number(request.params.id);
  const row = service.get(id);
  if (!row) return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: 'Service not found' });
  return { ...row, hidden: false, images: serviceImages.all(id) };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

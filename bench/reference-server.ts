// The reference for bench/startup.ts: a bare Fastify server started the same way (node + tsx), answering one route.
import Fastify from 'fastify';

const app = Fastify();
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

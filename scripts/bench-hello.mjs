// The yardstick for bench:api: a plain Fastify route on the same machine, in its own process.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 8900), host: '127.0.0.1' });

// The limit for read scenarios: a bare Fastify server answering fixed bytes from memory.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const routes = JSON.parse(readFileSync(process.env.ROUTES_FILE!, 'utf8')) as Record<string, string>;
const app = Fastify({ logger: false });
for (const [url, body] of Object.entries(routes)) {
  app.get(url, (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
}
app.get('/__ready', () => 'ok');
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

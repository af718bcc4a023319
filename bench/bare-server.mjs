// The baseline: a fastify route that parses the same JSON body and does nothing with it.
// Plain JavaScript, run by node alone, like the built daemon it is compared with.
import Fastify from 'fastify';

const app = Fastify({ bodyLimit: 4 * 1024 * 1024 });
app.post('/v1/events', async (_req, reply) => reply.status(202).send({ accepted: 0, duplicates: 0, jobs: [] }));
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(JSON.stringify({ address }) + '\n');

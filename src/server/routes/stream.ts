import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../deps.js';

/** Server-sent events: job progress, saved memories, notes updates, dream phases, notifications. */
export async function streamRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  app.get('/v1/status/stream', (req, reply) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    res.write(': connected\n\n');
    const unsubscribe = deps.bus.subscribe((e) => res.write(`event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`));
    const beat = setInterval(() => res.write(': keep-alive\n\n'), 15_000);
    req.raw.on('close', () => {
      clearInterval(beat);
      unsubscribe();
    });
  });
}

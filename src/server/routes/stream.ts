import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { MemorydError } from '../../errors.js';
import type { ServerDeps } from '../deps.js';

/** Streams open at once: a machine has a few watchers (the status page, `memoryd tail`); more is a client gone wrong. */
export const MAX_STREAMS = 64;
/** A watcher that stops reading is let go once this much waits for it, rather than kept in memory. */
const MAX_UNREAD_BYTES = 1024 * 1024;

/** Server-sent events: job progress, saved memories, notes updates, dream phases, notifications. */
export async function streamRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const open = new Set<ServerResponse>();
  // A stream never ends by itself: at shutdown it is ended, or closing the server would wait on it for ever.
  app.addHook('preClose', (done) => {
    for (const res of open) res.end();
    done();
  });
  app.get('/v1/status/stream', (req, reply) => {
    if (open.size >= MAX_STREAMS) throw new MemorydError('too_many_streams', `at most ${MAX_STREAMS} status streams may be open at once`, 503);
    reply.hijack();
    const res = reply.raw;
    open.add(res);
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    const send = (chunk: string) => {
      if (res.writableLength > MAX_UNREAD_BYTES) res.destroy();
      else res.write(chunk);
    };
    send(': connected\n\n');
    const unsubscribe = deps.bus.subscribe((e) => send(`event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`));
    const beat = setInterval(() => send(': keep-alive\n\n'), 15_000);
    req.raw.on('close', () => {
      open.delete(res);
      clearInterval(beat);
      unsubscribe();
    });
  });
}

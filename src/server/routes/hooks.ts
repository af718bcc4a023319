import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../deps.js';

/** Claude Code hook payloads, as they are. A hook never blocks the user: every failure is a quick 200 with no output. */
export async function hookRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  app.post('/v1/hooks/claude-code', async (req, reply) => {
    try {
      return reply.status(200).send(await deps.hooks.handle(req.body));
    } catch (err) {
      req.log.warn({ err }, 'hook failed; answering with no output');
      return reply.status(200).send({});
    }
  });
}

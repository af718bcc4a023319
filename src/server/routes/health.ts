import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../deps.js';

export async function healthRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  app.get('/healthz', async () => ({ ok: true, version: deps.version }));
}

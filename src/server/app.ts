// The HTTP face of the daemon: security first, then one plugin per route group.
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { MemorydError, storageError } from '../errors.js';
import { registerJsonBody } from './json-body.js';
import { registerSecurity, tokenMatches } from './security.js';
import { eventRoutes } from './routes/events.js';
import { healthRoutes } from './routes/health.js';
import { jobRoutes } from './routes/jobs.js';
import { memoryRoutes } from './routes/memories.js';
import { recallRoutes } from './routes/recall.js';
import { sessionRoutes } from './routes/sessions.js';
import { statusRoutes } from './routes/status.js';
import { dreamRoutes } from './routes/dreams.js';
import { hookRoutes } from './routes/hooks.js';
import { cookieToken, pageRoutes } from './routes/page.js';
import { streamRoutes } from './routes/stream.js';
import type { ServerDeps } from './deps.js';

export function buildServer(deps: ServerDeps, log: Logger): FastifyInstance {
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    // Per-request lines would drown the log at intake rates; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: deps.config.limits.bodyBytes,
    // A memory daemon answers small requests; anything slower than this is a stuck client.
    requestTimeout: 60_000,
    return503OnClosing: true,
  });

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof MemorydError) {
      return reply.status(err.status).send({ error: { code: err.code, message: err.message, ...(err.issues ? { issues: err.issues } : {}) } });
    }
    const storage = storageError(err);
    if (storage) {
      // Nothing of the request was kept (its transaction rolled back): the client sends it again.
      req.log.error({ err }, 'storage refused a request');
      return reply.status(503).header('retry-after', String(storage.retryAfterS)).send({ error: { code: storage.code, message: storage.message } });
    }
    const e = err as { statusCode?: number; code?: string; message: string };
    const status = e.statusCode ?? 500;
    if (status < 500) {
      const code =
        status === 413 ? 'body_too_large' : status === 415 ? 'unsupported_media_type' : /JSON/i.test(e.code ?? '') ? 'invalid_json' : 'bad_request';
      return reply.status(status).send({ error: { code, message: e.message } });
    }
    req.log.error({ err }, 'request failed');
    return reply.status(500).send({ error: { code: 'internal', message: 'internal error; see the daemon log' } });
  });
  app.setNotFoundHandler((req, reply) =>
    reply.status(404).send({ error: { code: 'not_found', message: `no route ${req.method} ${req.url.split('?')[0]}` } }),
  );

  registerJsonBody(app);
  registerSecurity(app, {
    token: deps.token,
    allowedHosts: [deps.config.host],
    // The status page authenticates with the cookie /login set (HttpOnly, SameSite=Strict).
    extraAuth: (req) => {
      const c = cookieToken(req.headers.cookie);
      return c !== null && tokenMatches(c, deps.token);
    },
    onRefused: (req, why) => deps.metrics.countRefused(why.code, req.url.startsWith('/v1/hooks/'), deps.clock.now()),
  });
  app.register(healthRoutes, deps);
  app.register(eventRoutes, deps);
  app.register(statusRoutes, deps);
  app.register(jobRoutes, deps);
  app.register(sessionRoutes, deps);
  app.register(memoryRoutes, deps);
  app.register(recallRoutes, deps);
  app.register(streamRoutes, deps);
  app.register(dreamRoutes, deps);
  app.register(hookRoutes, deps);
  app.register(pageRoutes, deps);
  return app;
}

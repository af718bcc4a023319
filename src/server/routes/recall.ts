import type { FastifyInstance } from 'fastify';
import { ContextQuery, RecallQuery } from '../../api/schemas.js';
import { buildContext } from '../../services/context.js';
import { parseInput } from '../validate.js';
import type { ServerDeps } from '../deps.js';

export async function recallRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  app.get('/v1/recall', async (req) => {
    const q = parseInput(RecallQuery, req.query, 'query');
    const project = deps.projects.resolve(q.project);
    return deps.recall.recall({
      projectId: project.id,
      query: q.q,
      sessionId: q.session ?? null,
      limit: q.limit,
      surfaced: q.surfaced,
      tools: q.tools,
    });
  });

  app.get('/v1/context', async (req) => {
    const q = parseInput(ContextQuery, req.query, 'query');
    const project = deps.projects.resolve(q.project);
    const port = req.socket.localPort;
    const notes = q.session ? deps.notifications.takeFor(q.session) : [];
    return buildContext(project, { baseUrl: `http://127.0.0.1:${port}`, ...(q.session ? { session: q.session } : {}), notifications: notes.map((n) => n.message) });
  });
}

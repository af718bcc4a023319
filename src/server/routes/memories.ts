import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MemoryFields, MemoryRaw, ProjectSettings } from '../../api/schemas.js';
import { MemorydError, notFound } from '../../errors.js';
import type { Project } from '../../services/projects.js';
import { parseInput } from '../validate.js';
import type { ServerDeps } from '../deps.js';

const SlugParams = z.object({ slug: z.string().min(1).max(300) });
/** Per-project switches: kairos (daily logs instead of topic files), extract, dream. */
const DeleteQuery = z.object({ session: z.string().optional(), expectedSha256: z.string().regex(/^[0-9a-f]{64}$/).optional() });

export async function memoryRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const project = (req: FastifyRequest): Project => {
    const { slug } = parseInput(SlugParams, req.params, 'params');
    const p = deps.projects.bySlug(slug);
    if (!p) throw notFound(`project ${slug}`);
    return p;
  };
  /** The file part of /memories/<file> (it may hold subfolders, e.g. team/x.md). */
  const fileOf = (req: FastifyRequest): string => {
    const f = (req.params as Record<string, string>)['*'] ?? '';
    if (f === '') throw new MemorydError('invalid_path', 'file name is empty', 400);
    return f;
  };

  app.get('/v1/projects', async () => ({
    projects: deps.projectStore.summaries().map((p) => ({
      slug: p.slug,
      root: p.root,
      memories: deps.memoryFiles.count(p.id),
      sessions: p.sessions,
      messages: p.messages,
      last_event_at: p.last_event_at,
    })),
  }));

  app.patch('/v1/projects/:slug/settings', async (req) => {
    const p = project(req);
    const changes = parseInput(ProjectSettings, req.body);
    const settings = { ...p.settings, ...changes };
    deps.projectStore.saveSettings(p.id, JSON.stringify(settings));
    deps.projects.forget(); // cached rows carry the old settings
    return { slug: p.slug, settings };
  });

  app.get('/v1/projects/:slug/memories', async (req) => {
    const p = project(req);
    return {
      project: { slug: p.slug, root: p.root, memory_dir: p.paths.memory },
      memories: deps.memoryFiles.list(p.id).map((r) => ({
        file: r.path,
        name: r.name,
        type: r.type,
        description: r.description,
        mtime: r.mtime_ms,
        size: r.size,
        sha256: r.sha256,
      })),
    };
  });

  app.get('/v1/projects/:slug/memories/*', async (req) => {
    const p = project(req);
    const file = fileOf(req);
    if (file.endsWith('.md/history')) {
      const name = file.slice(0, -'/history'.length);
      deps.memories.path(p, name); // same name rules as every other route
      return { file: name, history: deps.memoryFiles.history(p.id, name) };
    }
    return deps.memories.read(p, file);
  });

  app.put('/v1/projects/:slug/memories/*', async (req, reply) => {
    const p = project(req);
    const file = fileOf(req);
    const body = req.body as Record<string, unknown> | null;
    const input = body && typeof body === 'object' && 'content' in body ? parseInput(MemoryRaw, body) : parseInput(MemoryFields, body);
    const r = deps.memories.write(p, file, 'content' in input ? { content: input.content } : input, {
      actor: 'api',
      sessionId: input.session ?? null,
      ...(input.expectedSha256 !== undefined ? { expectedSha256: input.expectedSha256 } : {}),
    });
    return reply.status(r.created ? 201 : 200).send(r);
  });

  app.delete('/v1/projects/:slug/memories/*', async (req) => {
    const p = project(req);
    const file = fileOf(req);
    const q = parseInput(DeleteQuery, req.query, 'query');
    deps.memories.remove(p, file, { actor: 'api', sessionId: q.session ?? null, ...(q.expectedSha256 ? { expectedSha256: q.expectedSha256 } : {}) });
    return { file, deleted: true };
  });
}

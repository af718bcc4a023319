import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../errors.js';
import type { DreamRunRow } from '../../store/dream-runs.js';
import { dreamRequest } from '../../workers/jobs/dream.js';
import { parseInput } from '../validate.js';
import type { ServerDeps } from '../deps.js';

const Slug = z.object({ slug: z.string().min(1).max(300) });
const Id = z.object({ id: z.coerce.number().int().positive() });
const Body = z.object({ mode: z.enum(['prune', 'reflect']).optional() }).nullish();

export async function dreamRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const view = (r: DreamRunRow) => {
    const job = r.job_id ? deps.queue.get(r.job_id) : undefined;
    return { ...r, files_touched: JSON.parse(r.files_touched) as string[], job_state: job?.state ?? null };
  };

  /**
   * Runs a dream now: the time and session gates are skipped, the lock is honoured. Asked again
   * while the same dream still waits (a second click, a retry), it is that one: with a model each
   * run costs a call loop.
   */
  app.post('/v1/projects/:slug/dream', async (req, reply) => {
    const { slug } = parseInput(Slug, req.params, 'params');
    const body = parseInput(Body, req.body ?? null);
    const project = deps.projects.bySlug(slug);
    if (!project) throw notFound(`project ${slug}`);
    const mode = body?.mode ?? deps.config.dream.mode;
    const waiting = deps.dreamRuns.waitingManual(project.id, mode);
    if (waiting) return reply.status(202).send(view(waiting));
    const now = deps.clock.now();
    const run = deps.dreamRuns.create(project.id, 'manual', mode, now);
    const job = deps.queue.enqueue(dreamRequest(project.id, { trigger: 'manual', run }, { coalesce: false }));
    deps.dreamRuns.update(run, { job_id: job.id });
    deps.runner.wake();
    return reply.status(202).send(view(deps.dreamRuns.get(run)!));
  });

  app.get('/v1/dreams/:id', async (req) => {
    const { id } = parseInput(Id, req.params, 'params');
    const r = deps.dreamRuns.get(id);
    if (!r) throw notFound(`dream ${id}`);
    return view(r);
  });

  /** Cancels a dream: aborts the agent and rolls the lock back. */
  app.delete('/v1/dreams/:id', async (req) => {
    const { id } = parseInput(Id, req.params, 'params');
    const r = deps.dreamRuns.get(id);
    if (!r) throw notFound(`dream ${id}`);
    const outcome = r.job_id ? deps.runner.cancel(r.job_id) : 'not_found';
    if (outcome === 'cancelled') deps.dreamRuns.update(id, { state: 'cancelled', finished_at: deps.clock.now() });
    return { id, outcome };
  });
}

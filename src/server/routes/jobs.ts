import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EnqueueJob } from '../../api/schemas.js';
import { MemorydError, notFound } from '../../errors.js';
import { parseInput } from '../validate.js';
import type { ServerDeps } from '../deps.js';

const JobParams = z.object({ id: z.coerce.number().int().positive() });

export async function jobRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  app.post('/v1/jobs', async (req, reply) => {
    const body = parseInput(EnqueueJob, req.body);
    if (!deps.manualKinds.has(body.kind)) {
      throw new MemorydError('unknown_kind', `jobs of kind ${JSON.stringify(body.kind)} cannot be queued by hand`, 400);
    }
    const r = deps.queue.enqueue({ kind: body.kind, payload: body.payload, key: body.key ?? null });
    deps.runner.wake();
    return reply.status(202).send({ id: r.id, kind: body.kind, merged: r.merged });
  });

  app.get('/v1/jobs/:id', async (req) => {
    const { id } = parseInput(JobParams, req.params, 'params');
    const job = deps.queue.get(id);
    if (!job) throw notFound(`job ${id}`);
    const running = deps.runner.runningJobs().find((r) => r.job.id === id);
    return {
      ...job,
      payload: JSON.parse(job.payload),
      result: job.result ? JSON.parse(job.result) : null,
      progress: running?.progress ?? null,
    };
  });

  app.delete('/v1/jobs/:id', async (req) => {
    const { id } = parseInput(JobParams, req.params, 'params');
    const outcome = deps.runner.cancel(id);
    if (outcome === 'not_found') throw notFound(`job ${id}`);
    return { id, outcome };
  });
}

import type { FastifyInstance } from 'fastify';
import { Event, eventsBody } from '../../api/schemas.js';
import { parseInput } from '../validate.js';
import type { ServerDeps } from '../deps.js';

export async function eventRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const Batch = eventsBody(deps.config.limits.batchEvents);

  app.post('/v1/events', { bodyLimit: deps.config.limits.eventsBodyBytes }, async (req, reply) => {
    const body = req.body as Record<string, unknown> | null;
    const events =
      body && typeof body === 'object' && !Array.isArray(body) && 'events' in body
        ? parseInput(Batch, body).events
        : [parseInput(Event, body)];
    const result = await deps.intake.ingest(events);
    for (const e of events) deps.metrics.countEvent(e.type);
    deps.metrics.messagesAccepted += result.accepted;
    deps.metrics.messagesDuplicate += result.duplicates;
    deps.bus.publish('events', { events: events.length, accepted: result.accepted, jobs: result.jobs.length });
    return reply.status(202).send(result);
  });
}

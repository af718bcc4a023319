import { statSync } from 'node:fs';
import { databaseFile } from '../../home.js';
import type { FastifyInstance } from 'fastify';
import type { Status } from '../../api/schemas.js';
import type { JobRow } from '../../store/jobs.js';
import { pairSamples, renderMetrics } from '../../services/metrics.js';
import { defaultTranscriptRoots } from '../../services/transcript-reader.js';
import type { ServerDeps } from '../deps.js';

const jobSummary = (j: JobRow) => ({
  id: j.id,
  kind: j.kind,
  state: j.state,
  key: j.key,
  attempts: j.attempts,
  max_attempts: j.max_attempts,
  run_at: j.run_at,
  started_at: j.started_at,
  last_error: j.last_error,
  project_id: j.project_id,
  session_id: j.session_id,
});

/** The database file and its write-ahead log, in bytes (0 for one that is not there). */
function databaseBytes(home: string): { db: number; wal: number } {
  const size = (f: string) => statSync(f, { throwIfNoEntry: false })?.size ?? 0;
  return { db: size(databaseFile(home)), wal: size(`${databaseFile(home)}-wal`) };
}

export function buildStatus(deps: ServerDeps): Status {
  const mem = process.memoryUsage();
  const disk = databaseBytes(deps.config.home);
  return {
    version: deps.version,
    uptime_s: Math.round((deps.clock.now() - deps.startedAt) / 1000),
    pid: process.pid,
    memory: { rss: mem.rss, heap_used: mem.heapUsed },
    event_loop_delay: deps.metrics.loop.snapshot(),
    hooks_unauthorized: deps.metrics.hooksUnauthorized,
    database: { bytes: disk.db, wal_bytes: disk.wal },
    home: deps.config.home,
    transcript_roots: defaultTranscriptRoots(deps.config),
    provider: deps.provider,
    model_paused: deps.llm.paused(),
    models: deps.llm.models,
    usage: deps.llm.ledger.totals(),
    budget: deps.llm.ledger.budgetState(),
    queue: deps.queue.counts(),
    queue_waiting: deps.queue.waiting(deps.clock.now()),
    running: deps.queue.list('running').map(jobSummary),
    dead: deps.queue.list('dead', 20).map(jobSummary),
    dream: {
      cron: deps.scheduler?.expression ?? null,
      next_run: deps.scheduler ? deps.scheduler.nextRun() : null,
      recent: deps.dreamRuns.recent(5).map((r) => ({ id: r.id, project_id: r.project_id, trigger: r.trigger, state: r.state, phase: r.phase, files_touched: JSON.parse(r.files_touched) as string[], skip_reason: r.skip_reason })),
    },
    notifications: deps.notifications.recent(20).map((n) => ({ id: n.id, at: n.at, kind: n.kind, message: n.message, project_id: n.project_id, session_id: n.session_id })),
    projects: deps.projectStore.summaries().map((p) => ({
      slug: p.slug,
      root: p.root,
      sessions: p.sessions,
      messages: p.messages,
      last_event_at: p.last_event_at,
      memories: deps.memoryFiles.count(p.id),
      last_extraction: deps.sessions.lastExtraction(p.id),
      last_dream_skip: p.last_dream_skip ? (JSON.parse(p.last_dream_skip) as Record<string, unknown>) : null,
    })),
  };
}

export async function statusRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  app.get('/v1/status', async () => buildStatus(deps));

  app.get('/metrics', async (_req, reply) => {
    const m = deps.metrics;
    const queue = deps.queue.counts();
    const projects = deps.projectStore.summaries();
    const mem = process.memoryUsage();
    const text = renderMetrics([
      { name: 'memoryd_uptime_seconds', help: 'Seconds since the daemon started.', type: 'gauge', samples: [[{}, (deps.clock.now() - deps.startedAt) / 1000]] },
      { name: 'process_resident_memory_bytes', help: 'Resident memory size in bytes.', type: 'gauge', samples: [[{}, mem.rss]] },
      { name: 'nodejs_heap_size_used_bytes', help: 'V8 heap in use, bytes.', type: 'gauge', samples: [[{}, mem.heapUsed]] },
      {
        name: 'memoryd_event_loop_delay_seconds',
        help: 'How long the event loop kept work waiting over the last minute: median, 99th percentile and worst.',
        type: 'gauge',
        samples: Object.entries(m.loop.snapshot()).map(([k, ms]) => [{ quantile: { p50_ms: '0.5', p99_ms: '0.99', max_ms: '1' }[k]! }, ms / 1000]),
      },
      { name: 'memoryd_database_bytes', help: 'Size of the database file and of its write-ahead log.', type: 'gauge', samples: Object.entries(databaseBytes(deps.config.home)).map(([file, n]) => [{ file }, n]) },
      { name: 'memoryd_events_total', help: 'Events accepted, by type.', type: 'counter', samples: [...m.events].map(([type, n]) => [{ type }, n]) },
      {
        name: 'memoryd_messages_total',
        help: 'Messages received, stored or recognised as duplicates.',
        type: 'counter',
        samples: [
          [{ outcome: 'stored' }, m.messagesAccepted],
          [{ outcome: 'duplicate' }, m.messagesDuplicate],
        ],
      },
      {
        name: 'memoryd_jobs',
        help: 'Jobs in the queue, by kind and state.',
        type: 'gauge',
        samples: Object.entries(queue).flatMap(([kind, states]) => Object.entries(states).map(([state, n]) => [{ kind, state }, n] as [Record<string, string>, number])),
      },
      {
        name: 'memoryd_jobs_finished_total',
        help: 'Job runs finished since start, by kind and outcome.',
        type: 'counter',
        samples: pairSamples(m.jobsFinished, ['kind', 'state']),
      },
      {
        name: 'memoryd_transcript_problems_total',
        help: 'Claude Code transcripts: messages left out or mended for malformed lines, and files not read for lying outside the transcript roots.',
        type: 'counter',
        samples: [
          [{ problem: 'malformed' }, m.transcripts.malformed],
          [{ problem: 'outside_roots' }, m.transcripts.refused],
        ],
      },
      {
        name: 'memoryd_requests_refused_total',
        help: 'Requests refused before any route: a wrong or missing token, a foreign Host or Origin; by whether a Claude Code hook sent it.',
        type: 'counter',
        samples: pairSamples(m.refused, ['code', 'from']),
      },
      { name: 'memoryd_projects', help: 'Projects known.', type: 'gauge', samples: [[{}, projects.length]] },
      { name: 'memoryd_sessions', help: 'Sessions known.', type: 'gauge', samples: [[{}, projects.reduce((a, p) => a + p.sessions, 0)]] },
    ]);
    return reply.type('text/plain; version=0.0.4; charset=utf-8').send(text);
  });
}

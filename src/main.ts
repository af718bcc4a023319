// Composition root: config → home → database → services → workers → server. Nothing else
// constructs long-lived objects, so this file is the map of the daemon.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { nextUtcDay, systemClock, type Clock, type Random } from './clock.js';
import type { Config } from './config.js';
import { claimHome, databaseStillThere, ensureHome, ensureToken, databaseFile, keepDatabasePrivate, readableByOthers } from './home.js';
import { createLogger } from './log.js';
import { buildServer } from './server/app.js';
import type { ServerDeps } from './server/deps.js';
import { isLoopbackName } from './server/security.js';
import { Intake, type Trigger } from './services/intake.js';
import { Metrics } from './services/metrics.js';
import { ProjectRegistry } from './services/projects.js';
import { MemoryService } from './services/memories.js';
import { MemoryIndex } from './services/memory-index.js';
import { RecallService } from './services/recall.js';
import { ModelSelector } from './services/model-selector.js';
import { createModelLayer, type ModelLayer } from './llm/index.js';
import { MemoryWatcher } from './services/watcher.js';
import { MemoryFileStore } from './store/memory-files.js';
import { Checkpointer } from './store/checkpointer.js';
import { openDb, type Db } from './store/db.js';
import { coalesced, JobQueue } from './store/jobs.js';
import { ProjectStore } from './store/projects.js';
import { SessionStore } from './store/sessions.js';
import { VERSION } from './version.js';
import { noopJob } from './workers/jobs/noop.js';
import { extractJob } from './workers/jobs/extract.js';
import { sessionMemoryJob } from './workers/jobs/session-memory.js';
import { dreamTrigger, extractTrigger, sessionNotesTrigger } from './workers/triggers.js';
import { dreamJob } from './workers/jobs/dream.js';
import { pruneJob } from './workers/jobs/prune.js';
import { DreamScheduler } from './workers/dream-scheduler.js';
import { warmUpStatementForms } from './memory/warm-up.js';
import { IdleSessionSweep } from './workers/idle-sessions.js';
import { DreamGates } from './services/dream-gates.js';
import { DreamRunStore } from './store/dream-runs.js';
import type { WorkerDeps } from './workers/context.js';
import { SessionDigests } from './workers/session-digests.js';
import { TranscriptWindows } from './workers/transcript-window.js';
import { EventBus, Notifications } from './services/events.js';
import { Compaction } from './services/compaction.js';
import { ClaudeHooks } from './services/claude-hooks.js';
import { Runner } from './workers/runner.js';
import type { JobKind } from './workers/types.js';

/** How often sessions left mid-turn are looked for. */
const IDLE_SWEEP_MS = 5 * 60_000;

export interface DaemonOptions {
  clock?: Clock;
  random?: Random;
  log?: Logger;
  /** Extra job kinds (tests register their own). */
  kinds?: JobKind[];
  triggers?: Trigger[];
  /** How often the daemon checks that its database file is still there (default 10 s). */
  homeCheckMs?: number;
  /** Called once the daemon has stopped because its database file was deleted under it. */
  onHomeLost?: () => void;
}

export interface Daemon {
  config: Config;
  url: string;
  token: string;
  db: Db;
  app: FastifyInstance;
  runner: Runner;
  queue: JobQueue;
  intake: Intake;
  index: MemoryIndex;
  recall: RecallService;
  llm: ModelLayer;
  scheduler: DreamScheduler | null;
  idleSweep: IdleSessionSweep;
  dreamRuns: DreamRunStore;
  watcher: MemoryWatcher | null;
  bus: EventBus;
  hooks: ClaudeHooks;
  close(): Promise<void>;
}

export async function startDaemon(config: Config, opts: DaemonOptions = {}): Promise<Daemon> {
  const clock = opts.clock ?? systemClock;
  const log = opts.log ?? createLogger(config.logLevel);
  ensureHome(config.home);
  // made by hand with the usual umask: what memoryd creates inside stays private, but say so
  if (readableByOthers(config.home)) log.warn({ home: config.home }, 'the home folder can be read by other users: chmod 700 it');
  const releaseHome = claimHome(config.home);
  const token = ensureToken(config.home);
  const dbFile = databaseFile(config.home);
  const readable = keepDatabasePrivate(dbFile);
  if (readable.length) log.warn({ files: readable }, 'could not make the database private (chmod 600 refused)');
  let db: Db;
  try {
    db = openDb(dbFile, { autoCheckpoint: false });
  } catch (err) {
    releaseHome(); // (a schema from a newer memoryd, a corrupt file): the next start must not find it claimed
    const code = (err as { code?: string }).code;
    if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') {
      throw new Error(`${dbFile}: ${(err as Error).message}. Move it aside to start with an empty database: the memory files under ${join(config.home, 'projects')} stay, each project's indexed again at its next session; sessions and queued jobs stay in the old file`);
    }
    throw err;
  }
  const databaseThere = databaseStillThere(dbFile);
  const checkpointer = new Checkpointer(dbFile, { onError: (msg) => log.warn({ err: msg }, 'WAL checkpoint failed') });

  const queue = new JobQueue(db, { clock, random: opts.random, ...config.queue });
  // This daemon owns the home: whatever was running belonged to a process that is gone.
  const owner = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const reclaimed = queue.reclaim({ all: true });
  if (reclaimed > 0) log.info({ reclaimed }, 'jobs from the previous run returned to the queue');
  const retried = queue.retryWaiting();
  if (retried > 0) log.info({ retried }, 'jobs that were waiting (a backoff, a spent budget) are due again');

  const llm = await createModelLayer(config, db, clock, log, opts.random);
  const bus = new EventBus(clock);
  const notifications = new Notifications(db, clock, bus);
  const projectStore = new ProjectStore(db);
  const sessions = new SessionStore(db);
  const memoryFiles = new MemoryFileStore(db);
  const index = new MemoryIndex(db, memoryFiles, clock, log);
  let watcher: MemoryWatcher | null = null;
  const projects = new ProjectRegistry(projectStore, config.home, clock, (p) => {
    void index.reconcileSoon(p); // a folder with thousands of unindexed files: in steps, after listening
    watcher?.add(p.paths.memory);
  });
  if (config.watch.enabled) watcher = new MemoryWatcher(join(config.home, 'projects'), projects, index, config.watch.debounceMs, log);
  const releaseIndexSteps = index.holdSteps(); // large folders are indexed once the daemon listens
  projects.all(); // start-up reconcile: what changed on disk while memoryd was not running
  const memories = new MemoryService(index, memoryFiles, sessions, clock);
  const workerDeps: WorkerDeps = { config, db, clock, log, sessions, transcripts: new TranscriptWindows(sessions), digests: new SessionDigests(sessions), projects, memoryFiles, index, memories, llm, notifications, bus };
  const dreamRuns = new DreamRunStore(db);
  const gates = new DreamGates(db, config.dream, clock, (projectId) => (llm.provider.available ? llm.blocked(projectId) : null));
  const kinds: JobKind[] = [noopJob, extractJob(workerDeps), sessionMemoryJob(workerDeps), dreamJob({ ...workerDeps, runs: dreamRuns, gates }), pruneJob({ ...workerDeps, queue }), ...(opts.kinds ?? [])];
  const metrics = new Metrics();
  const runner = new Runner({
    queue,
    kinds,
    log,
    owner,
    pollMs: config.queue.pollMs,
    leaseMs: config.queue.leaseMs,
    concurrency: config.queue.concurrency,
    gate: (job, kind) => {
      if (!kind.usesModel || !llm.provider.available) return null;
      const pause = llm.paused();
      if (pause) return { defer: pause }; // the API is failing: run when the pause ends
      const blocked = llm.blocked(job.project_id);
      if (!blocked) return null;
      return kind.waitsForBudget ? { defer: { reason: blocked, until: nextUtcDay(clock.now()) } } : { skip: blocked };
    },
  });
  runner.on('event', (e) => {
    if (e.type === 'job_finished') metrics.countJob(e.job.kind, e.state);
    const { job } = e;
    bus.publish(e.type, { job: { id: job.id, kind: job.kind, project_id: job.project_id, session_id: job.session_id, attempts: job.attempts }, ...(e.type === 'job_finished' ? { state: e.state, error: e.error } : {}), ...(e.type === 'job_progress' ? { progress: e.progress } : {}) });
  });
  const recall = new RecallService({
    db,
    clock,
    files: memoryFiles,
    ...(llm.provider.available
      ? { model: { selector: new ModelSelector(llm.provider, config.models.recall, clock), deadlineMs: config.llm.recallDeadlineMs, blocked: llm.blocked } }
      : {}),
  });
  index.onChange(() => recall.invalidate());
  const intake = new Intake({
    db,
    home: config.home,
    clock,
    projects,
    sessions,
    queue,
    toolResultBytes: config.limits.toolResultBytes,
    triggers: [extractTrigger(config.extract), sessionNotesTrigger(config.sessionNotes), dreamTrigger(gates), ...(opts.triggers ?? [])],
    onJobs: () => runner.wake(),
    onCopyError: (err) => log.warn({ err: err.message }, 'transcript copy not written; the events are stored'),
  });

  const compaction = new Compaction(sessions, projects, config, clock, queue, () => runner.wake());
  let baseUrl = `http://127.0.0.1:${config.port}`;
  const hooks = new ClaudeHooks({ config, db, clock, log, intake, projects, recall, compaction, notifications, metrics, baseUrl: () => baseUrl });
  const deps: ServerDeps = {
    config,
    token,
    clock,
    version: VERSION,
    startedAt: clock.now(),
    provider: llm.provider.name,
    llm,
    intake,
    queue,
    runner,
    projects,
    projectStore,
    sessions,
    metrics,
    memories,
    memoryFiles,
    recall,
    compaction,
    dreamRuns,
    hooks,
    scheduler: null,
    bus,
    notifications,
    manualKinds: new Set(['noop']),
  };
  const app = buildServer(deps, log);
  // Without a model, extraction and notes read statements by their forms: compile them before
  // taking requests, so that no early hook waits on it.
  if (!llm.provider.available) warmUpStatementForms();
  let address: string;
  try {
    address = await app.listen({ host: config.host, port: config.port });
  } catch (err) {
    await checkpointer.stop();
    db.close();
    metrics.close();
    releaseHome();
    throw err;
  }
  baseUrl = address.replace('0.0.0.0', '127.0.0.1');
  if (!isLoopbackName(config.host)) {
    log.warn({ host: config.host }, 'listening beyond loopback: other machines can reach memoryd (every route but /healthz still needs the token); keep host 127.0.0.1 unless it runs in a container');
  }
  releaseIndexSteps();
  runner.start();
  // Daily upkeep (old messages, finished jobs): first a minute after start, then every day.
  const schedulePrune = () => {
    try {
      queue.enqueue(coalesced('prune', 'prune', { runAt: clock.now() + 60_000 }));
    } catch (err) {
      // (from a timer: a throw here would end the daemon) a full disk: tomorrow's asks again
      log.warn({ err: (err as Error).message }, 'daily upkeep not queued');
    }
  };
  schedulePrune();
  const pruneTimer = setInterval(schedulePrune, 86_400_000);
  pruneTimer.unref();
  // Sessions left mid-turn (no turn end, no session end): looked at every few minutes.
  const idleSweep = new IdleSessionSweep({ config: config.extract, clock, sessions, projects, queue, log, onEnqueue: () => runner.wake() });
  const idleTimer = setInterval(() => {
    try {
      idleSweep.sweep();
    } catch (err) {
      log.warn({ err: (err as Error).message }, 'idle session sweep failed; the next one tries again');
    }
  }, IDLE_SWEEP_MS);
  idleTimer.unref();
  // Lines Claude Code flushed after a session's last hook: read by a pass every catchUpMs.
  const catchUpTimer = config.hooks.catchUpMs > 0 ? setInterval(() => void hooks.catchUp(), config.hooks.catchUpMs) : null;
  catchUpTimer?.unref();
  await watcher?.start();
  const scheduler = config.dream.cron
    ? new DreamScheduler({ db, clock, random: opts.random ?? Math.random, queue, projects, gates, runs: dreamRuns, log, spreadMs: config.dream.spreadMs, mode: config.dream.mode, onEnqueue: () => runner.wake() })
    : null;
  deps.scheduler = scheduler;
  scheduler?.start();
  log.info({ address, home: config.home, provider: deps.provider, version: VERSION }, 'memoryd listening');

  let closing: Promise<void> | null = null;
  // The home deleted under a running daemon (a reset by hand): stop, rather than go on accepting
  // events into a database file that is gone, and say so.
  const homeCheck = setInterval(() => {
    if (closing || databaseThere()) return;
    log.error({ file: dbFile }, 'the database file was deleted while memoryd ran (its home removed?): stopping; nothing accepted from now on could be kept');
    const lost = () => opts.onHomeLost?.();
    void close().then(lost, (err: Error) => (log.error({ err: err.message }, 'shutdown after the home was deleted failed'), lost()));
  }, opts.homeCheckMs ?? 10_000);
  homeCheck.unref();
  const close = () =>
    (closing ??= (async () => {
      // Stop taking requests and leasing jobs together; running jobs get the grace period.
      clearInterval(homeCheck);
      scheduler?.stop();
      clearInterval(pruneTimer);
      clearInterval(idleTimer);
      if (catchUpTimer) clearInterval(catchUpTimer);
      await Promise.all([runner.stop(config.queue.shutdownGraceMs), app.close(), watcher?.close()]);
      try {
        hooks.saveTurnMarks();
      } catch (err) {
        log.warn({ err: (err as Error).message }, 'turn marks not saved: after the restart, late answers of those turns wait for the next Stop');
      }
      intake.close();
      index.stopSteps();
      await checkpointer.stop();
      db.close();
      metrics.close();
      releaseHome();
      log.info('memoryd stopped');
    })());

  return { config, url: address.replace('0.0.0.0', '127.0.0.1'), token, db, app, runner, queue, intake, index, recall, llm, scheduler, idleSweep, dreamRuns, watcher, bus, hooks, close };
}

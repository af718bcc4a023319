// A live daemon, optionally talking to the fake Messages API, with one project already named:
// the setup the worker tests (extraction, session notes, dream) share.
import { join } from 'node:path';
import { afterEach } from 'vitest';
import type { Clock } from '../../src/clock.js';
import type { JobKind } from '../../src/workers/types.js';
import { FakeAnthropic, type Scenario } from '../fakes/anthropic-server.js';
import { startTestDaemon, tempDir, type TestDaemon } from './daemon.js';

export interface Rig {
  d: TestDaemon;
  fake: FakeAnthropic | undefined;
  root: string;
  slug: string;
  memDir: string;
}

export interface RigOptions {
  scenario?: Scenario;
  config?: Record<string, unknown>;
  home?: string;
  session?: string;
  kinds?: JobKind[];
  clock?: Clock;
}

/** Starts the daemon (and the fake when there is a scenario); `stop` ends both. */
export async function startRig(opts: RigOptions = {}): Promise<Rig & { stop(): Promise<void> }> {
  const config: Record<string, unknown> = { ...(opts.config ?? {}) };
  let fake: FakeAnthropic | undefined;
  if (opts.scenario) {
    fake = await new FakeAnthropic(opts.scenario, { apiKey: 'k' }).start();
    config.anthropic = { apiKey: 'k', baseUrl: fake.url };
    config.llm = { retryBaseMs: 10, maxRetries: 0, ...((config.llm as object | undefined) ?? {}) };
  }
  const d = await startTestDaemon({ config, ...(opts.home ? { home: opts.home } : {}), ...(opts.kinds ? { kinds: opts.kinds } : {}), ...(opts.clock ? { clock: opts.clock } : {}) });
  const root = tempDir('memoryd-project-');
  await d.client.postEvents({ type: 'session_start', session: opts.session ?? 's1', project: root });
  const slug = (await d.client.status()).projects[0]!.slug;
  return {
    d,
    fake,
    root,
    slug,
    memDir: join(d.home, 'projects', slug, 'memory'),
    async stop() {
      await d.stop();
      await fake?.stop();
    },
  };
}

/** For a describe block: `start` a rig per test; whatever was started is stopped after each test. */
export function useRig(): { start(opts?: RigOptions): Promise<Rig> } {
  const running: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const stop of running.splice(0)) await stop();
  });
  return {
    async start(opts) {
      const rig = await startRig(opts);
      running.push(rig.stop);
      return rig;
    },
  };
}

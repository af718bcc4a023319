// Recall with a model: the selector's choice is honoured, names it invents are dropped, and a
// failing or late model gives way to the lexical pick within the deadline. Budgets stop model work.
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { JobKind } from '../../src/workers/types.js';
import { FakeAnthropic, json, type Scenario } from '../fakes/anthropic-server.js';
import { raw, startTestDaemon, tempDir, waitFor, type TestDaemon } from '../helpers/daemon.js';
import { writeMemoryFile } from '../helpers/memory.js';

describe('model recall', () => {
  let d: TestDaemon | undefined;
  let fake: FakeAnthropic | undefined;
  afterEach(async () => {
    await d?.stop();
    await fake?.stop();
    d = undefined;
    fake = undefined;
  });

  async function setup(scenario: Scenario, config: Record<string, unknown> = {}, kinds: JobKind[] = []) {
    fake = await new FakeAnthropic(scenario, { apiKey: 'k' }).start();
    d = await startTestDaemon({
      kinds,
      config: { anthropic: { apiKey: 'k', baseUrl: fake.url }, llm: { recallDeadlineMs: 800, retryBaseMs: 10, maxRetries: 1 }, watch: { enabled: false }, ...config },
    });
    const root = tempDir('memoryd-mrecall-');
    await d.client.postEvents({ type: 'session_start', session: 's1', project: root });
    const slug = (await d.client.status()).projects[0]!.slug;
    const mem = join(d.home, 'projects', slug, 'memory');
    writeMemoryFile(mem, 'feedback_deploy.md', { name: 'Deploy checks', description: 'Run the smoke tests before every deploy', type: 'feedback', body: 'Smoke tests first.' });
    writeMemoryFile(mem, 'project_deploy.md', { name: 'Deploy freeze', description: 'No deploys during the December freeze', type: 'project', body: 'Freeze from Dec 15.' });
    writeMemoryFile(mem, 'reference_deploy.md', { name: 'Deploy dashboard', description: 'Grafana board that shows deploy health', type: 'reference', body: 'deploy board' });
    d.index.reconcile({ id: 1, paths: { memory: mem } });
    const recall = (q: string, extra = '') => raw(d!, 'GET', `/v1/recall?project=${encodeURIComponent(root)}&q=${encodeURIComponent(q)}${extra}`).then((r) => r.body);
    return { root, recall };
  }

  it('honours the selector: its picks, in its order, from a manifest of the candidates', async () => {
    const { recall } = await setup(() => json({ selected_memories: ['project_deploy.md', 'feedback_deploy.md'] }));
    const r = await recall('can I deploy today?', '&tools=Bash,Edit');
    expect(r.mode).toBe('llm');
    expect(r.memories.map((m: { file: string }) => m.file)).toEqual(['project_deploy.md', 'feedback_deploy.md']);
    const body = fake!.requests[0]!.body;
    expect(body.model).toBe('claude-haiku-5-5');
    expect(body.max_tokens).toBe(256);
    expect(body.output_config?.format?.type).toBe('json_schema');
    const prompt = JSON.stringify(body.messages);
    expect(prompt).toContain('can I deploy today?');
    expect(prompt).toContain('Tools in use: Bash, Edit');
    expect(prompt).toMatch(/- \[project\] project_deploy\.md \(today\): No deploys during the December freeze/);
    const status = await d!.client.status();
    expect(status.provider).toBe('anthropic');
    expect((status.usage as { today: { by_kind: Record<string, { calls: number }> } }).today.by_kind.recall!.calls).toBe(1);
  });

  it('asks the model only when the gate finds a match, and then shows it every file the search found', async () => {
    const { recall } = await setup((req) => json({ selected_memories: JSON.stringify(req.body.messages).includes('user_sydney.md') ? ['user_sydney.md', 'project_deploy.md'] : [] }));
    const slug = (await d!.client.status()).projects[0]!.slug;
    writeMemoryFile(join(d!.home, 'projects', slug, 'memory'), 'user_sydney.md', { name: 'The user is in Sydney', description: 'Give times in Sydney time', type: 'user', body: 'Convert times to AEST/AEDT.' });
    d!.index.reconcile({ id: 1, paths: { memory: join(d!.home, 'projects', slug, 'memory') } });
    // "deploy" passes the gate; "time", a word of any request, does not — but the model sees the file it is in
    // (not "9am": a time of day relates to the time-zone words, and AEST would let the file through the gate)
    const query = 'schedule the deploy freeze check for the morning my time';
    expect(d!.recall.candidates(1, query).map((c) => c.file)).not.toContain('user_sydney.md');
    const r = await recall(query);
    expect(r.mode).toBe('llm');
    expect(r.memories.map((m: { file: string }) => m.file)).toEqual(['user_sydney.md', 'project_deploy.md']);
    expect(JSON.stringify(fake!.requests[0]!.body.messages)).toMatch(/user_sydney\.md/);
    // nothing passes the gate: no model call at all
    const none = await recall('what time is it');
    expect(none).toMatchObject({ mode: 'llm', memories: [], reason: 'no_match' });
    expect(fake!.requests).toHaveLength(1);
  });

  it('drops a file name the model invented, and may return nothing', async () => {
    const { recall } = await setup((req) => json({ selected_memories: req.index === 0 ? ['made_up.md', 'reference_deploy.md'] : [] }));
    expect((await recall('deploy dashboard')).memories.map((m: { file: string }) => m.file)).toEqual(['reference_deploy.md']);
    const none = await recall('deploy dashboard');
    expect(none).toMatchObject({ mode: 'llm', memories: [] });
  });

  it('falls back to the lexical pick within the deadline when the model fails or is late', async () => {
    const { recall } = await setup((req) => (req.index < 2 ? { status: 500 } : { delayMs: 5_000, then: json({ selected_memories: [] }) }));
    const failed = await recall('deploy freeze december');
    expect(failed.mode).toBe('lexical_fallback');
    expect(failed.memories[0].file).toBe('project_deploy.md');
    const started = Date.now();
    const late = await recall('deploy freeze december');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(late).toMatchObject({ mode: 'lexical_fallback', fallback_reason: expect.stringMatching(/800 ms/) });
    expect(late.memories[0].file).toBe('project_deploy.md');
  });

  it('a spent budget keeps recall lexical and stops model jobs, and status says so', async () => {
    let ran = 0;
    const modelJob: JobKind = { kind: 'model_probe', usesModel: true, async run() { ran++; } };
    const waits: JobKind = { kind: 'model_waits', usesModel: true, waitsForBudget: true, async run() { ran++; } };
    const { recall } = await setup(() => json({ selected_memories: ['feedback_deploy.md'] }), { budget: { dailyTokens: 1 } }, [modelJob, waits]);
    expect((await recall('deploy smoke tests')).mode).toBe('llm'); // spends past the tiny budget
    const after = await recall('deploy smoke tests');
    expect(after.mode).toBe('lexical');
    expect(after.fallback_reason).toMatch(/daily token budget reached/);
    const status = await d!.client.status();
    expect(status.budget.exceeded).toBe(true);
    const { id } = d!.queue.enqueue({ kind: 'model_probe', projectId: 1 });
    d!.runner.wake();
    await waitFor(() => d!.queue.get(id)!.state === 'done');
    expect(ran).toBe(0);
    expect(JSON.parse(d!.queue.get(id)!.result!)).toEqual({ skipped: expect.stringMatching(/budget/) });
    // extraction and dreams wait for the next budget day instead: nothing would ask for their work again
    const { id: waiting } = d!.queue.enqueue({ kind: 'model_waits', projectId: 1 });
    d!.runner.wake();
    await waitFor(() => d!.queue.get(waiting)!.last_error !== null);
    expect(d!.queue.get(waiting)).toMatchObject({ state: 'queued', attempts: 0, last_error: expect.stringMatching(/budget/) });
    const midnight = new Date(Date.now());
    expect(d!.queue.get(waiting)!.run_at).toBe(Date.UTC(midnight.getUTCFullYear(), midnight.getUTCMonth(), midnight.getUTCDate() + 1));
    expect(ran).toBe(0);
  });

  it('pauses model calls while the API keeps failing: recall answers lexically at once, model jobs wait, status says so', async () => {
    let down = true;
    let ran = 0;
    const modelJob: JobKind = { kind: 'model_probe', usesModel: true, async run() { ran++; } };
    const { recall } = await setup(() => (down ? { status: 503 } : json({ selected_memories: ['project_deploy.md'] })), { llm: { recallDeadlineMs: 800, retryBaseMs: 10, maxRetries: 0, pauseAfterFailures: 2, pauseMs: 600 } }, [modelJob]);
    for (let i = 0; i < 2; i++) expect((await recall('deploy freeze december')).mode).toBe('lexical_fallback');
    const calls = fake!.requests.length;
    const paused = await recall('deploy freeze december');
    expect(paused).toMatchObject({ mode: 'lexical', fallback_reason: expect.stringMatching(/keeps failing \(HTTP 503\)/) });
    expect(paused.memories[0].file).toBe('project_deploy.md');
    expect(fake!.requests.length).toBe(calls); // the API was not called
    const status = await d!.client.status();
    expect(status.model_paused).toMatchObject({ reason: expect.stringMatching(/HTTP 503/), until: expect.any(Number) });
    const { id } = d!.queue.enqueue({ kind: 'model_probe', projectId: 1 });
    d!.runner.wake();
    await waitFor(() => d!.queue.get(id)!.run_at >= status.model_paused!.until);
    expect(d!.queue.get(id)!).toMatchObject({ state: 'queued', attempts: 0 });
    expect(ran).toBe(0);
    down = false; // the API comes back; once the pause is over the job runs and recall uses the model
    await waitFor(() => ran === 1, 5_000);
    expect((await recall('deploy freeze december')).mode).toBe('llm');
    expect((await d!.client.status()).model_paused).toBeNull();
  });
});

// The typed client against a live daemon: every response it types is checked against the same
// zod schema, so the client's types cannot drift from what the server sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { CompactResponse, ContextResponse, DreamRun, MemoryFile, RecallResponse, Status } from '../../src/api/schemas.js';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { startTestDaemon, waitFor } from '../helpers/daemon.js';
import { startRig } from '../helpers/rig.js';
import { CLI, ROOT, exited, runCli } from '../helpers/process.js';

describe('typed client', () => {
  let rig: Awaited<ReturnType<typeof startRig>>;
  beforeAll(async () => {
    rig = await startRig({ config: { watch: { enabled: false }, dream: { cron: true } } });
  });
  afterAll(() => rig.stop());

  it('gets what its types say', async () => {
    const { d, slug, root } = rig;
    const put = await d.client.putMemory(slug, 'feedback_tabs.md', { name: 'Tabs', description: 'Indent with tabs in this repo', type: 'feedback', body: 'Tabs.', session: 's1' });
    expect(put.created).toBe(true);
    expect(MemoryFile.parse(await d.client.memory(slug, 'feedback_tabs.md')).type).toBe('feedback');
    const recalled = RecallResponse.parse(await d.client.recall({ project: root, q: 'tabs or spaces for indent?', session: 's1' }));
    expect(recalled.memories[0]!.file).toBe('feedback_tabs.md');
    expect(ContextResponse.parse(await d.client.context(root, 's1')).text).toContain('feedback_tabs.md');
    expect(CompactResponse.parse(await d.client.compact('s1')).available).toBe(false);
    const run = DreamRun.parse(await d.client.dream(slug));
    await waitFor(async () => ['done', 'skipped', 'failed'].includes((await d.client.dreamRun(run.id)).state));
    const status = Status.parse(await d.client.status());
    expect(status.dream.cron).toMatch(/^\d+ [0-5] \* \* \*$/);
    expect(status.projects[0]!.memories).toBe(1);
  });

  it('reaches a memory whose name has a URL character in it, in a folder too, and its history', async () => {
    const { d, slug } = rig;
    for (const file of ['notes #1.md', 'what?.md', '100% sure.md', 'team notes/a&b.md']) {
      const put = await d.client.putMemory(slug, file, { name: file, description: `about ${file}`, type: 'user', body: 'x' });
      expect(put.file).toBe(file);
      expect((await d.client.memory(slug, file)).file).toBe(file);
      const { history } = await d.client.memoryHistory(slug, file);
      expect(history).toHaveLength(1);
      expect(await d.client.deleteMemory(slug, file)).toEqual({ file, deleted: true });
    }
  });

  it('memoryd status prints what the daemon holds, for people', async () => {
    const { d, root } = rig;
    const out = await runCli(['status'], { MEMORYD_HOME: d.home, MEMORYD_PORT: new URL(d.url).port });
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^memoryd \S+ · pid \d+ · up \d+s · \d+ MB · provider offline$/m);
    expect(out.stdout).toMatch(/^home \S+ · database \d+\.\d MB \(\+ \d+\.\d MB log\)$/m);
    expect(out.stdout).toMatch(/^event loop delay, last minute: p50 [\d.]+ ms, p99 [\d.]+ ms, worst [\d.]+ ms$/m);
    expect(out.stdout).toContain(`  ${root}  1 memory, `);
    expect(out.stdout).toMatch(/^model use today: 0 tokens, \$0\.0000$/m);
    expect(out.stdout).toMatch(/^next dream: \d{4}-\d\d-\d\d \d\d:\d\d (?:UTC|[+-]\d\d:\d\d)$/m);
    expect(out.stdout).not.toContain('all time'); // no model call yet

    // model calls recorded on earlier days (as a key would have made them): the all-time line
    const db = new Database(join(d.home, 'memoryd.db'));
    const call = db.prepare(
      `INSERT INTO llm_calls (at, day, kind, provider, model, input_tokens, output_tokens, cache_read_tokens, cache_write_tokens, cost_usd) VALUES (0, '2026-01-02', 'extract', 'anthropic', 'm', 100, 50, 900, 0, ?)`,
    );
    call.run(0.25);
    call.run(0.5);
    db.close();
    const later = await runCli(['status'], { MEMORYD_HOME: d.home, MEMORYD_PORT: new URL(d.url).port });
    expect(later.stdout).toMatch(/^model use all time: 2 calls, \$0\.7500, 90% of input read from the prompt cache$/m);
  });

  it('memoryd tail follows the live events, and says so when the daemon stops', async () => {
    const d = await startTestDaemon();
    const tail = spawn(process.execPath, ['--import', 'tsx', CLI, 'tail'], {
      cwd: ROOT,
      env: { ...process.env, MEMORYD_HOME: d.home, MEMORYD_PORT: new URL(d.url).port },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    tail.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    tail.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const code = exited(tail);
    await waitFor(() => stdout.includes(': connected'), 20_000);
    await d.client.postEvents({ type: 'turn_end', session: 'tail-1', project: rig.root, messages: [{ role: 'user', content: 'From now on use pnpm, not npm.' }, { role: 'assistant', content: 'Understood.' }] });
    await waitFor(() => /^event: job_finished$/m.test(stdout));
    await d.stop();
    expect(await code).toBe(1);
    expect(stderr).toContain('the daemon ended the stream (it stopped)');
  });
});

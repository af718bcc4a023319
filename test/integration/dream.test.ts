// Dreams in a live daemon: the offline maintenance dream on a messy memory dir, the model dream
// against the fake API (merge, index, history, denied writes), manual runs and cancel.
import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lastConsolidatedAt, lockPath } from '../../src/memory/consolidate-lock.js';
import { text, toolUse, type FakeAnthropic, type Scenario } from '../fakes/anthropic-server.js';
import { raw, waitFor, type TestDaemon } from '../helpers/daemon.js';
import { useRig } from '../helpers/rig.js';
import { dreamRequest } from '../../src/workers/jobs/dream.js';
import { writeMemoryFile } from '../helpers/memory.js';
import { markSuperseded, supersededBy } from '../../src/memory/supersede.js';
import { parseMemory, renderMemory } from '../../src/memory/frontmatter.js';

const DAY = 86_400_000;
const base = { queue: { pollMs: 20, backoffBaseMs: 20, backoffMaxMs: 40 }, watch: { enabled: false }, extract: { enabled: false }, sessionNotes: { enabled: false }, dream: { cron: false } };

describe('dream', () => {
  const rigs = useRig();
  let d: TestDaemon | undefined;
  let fake: FakeAnthropic | undefined;

  async function start(scenario?: Scenario, config: Record<string, unknown> = {}) {
    const rig = await rigs.start({ ...(scenario ? { scenario } : {}), session: 'd0', config: { ...base, ...config } });
    ({ d, fake } = rig);
    const { root, slug, memDir: mem } = rig;
    const dream = async (body: object = {}) => (await raw(d!, 'POST', `/v1/projects/${slug}/dream`, { body })).body;
    const follow = (id: number) => waitFor(async () => {
      const r = (await raw(d!, 'GET', `/v1/dreams/${id}`)).body;
      return ['done', 'failed', 'cancelled', 'skipped'].includes(r.state) && r.job_state !== 'running' ? r : null;
    }, 15_000);
    return { root, slug, mem, dream, follow };
  }

  it('offline: a messy memory dir comes out clean', async () => {
    const { mem, dream, follow } = await start();
    const now = Date.now();
    writeMemoryFile(mem, 'feedback_pnpm.md', { name: 'Use pnpm', description: 'Use pnpm for all installs', type: 'feedback', body: 'Always use pnpm.\n**Why:** lockfile.' }, now - 2 * DAY);
    writeMemoryFile(mem, 'feedback_pnpm_copy.md', { name: 'Use pnpm', description: 'Use pnpm for all installs.', type: 'feedback', body: 'Always use pnpm.\n**Why:** lockfile.\n**How to apply:** every install.' }, now - 3 * DAY);
    writeMemoryFile(mem, 'project_outage.md', { name: 'Outage', description: 'The payments outage and its cause', type: 'project', body: 'The outage happened yesterday; root cause was the DNS change.' }, Date.parse('2026-11-27T12:00:00Z'));
    const lines = ['# Index', '- [Use pnpm](feedback_pnpm.md) — pnpm', '- [Gone](deleted_long_ago.md) — dead pointer', ...Array.from({ length: 250 }, (_, i) => `- [Old ${i}](old_${i}.md) — ${'x'.repeat(150)}`)];
    writeFileSync(join(mem, 'MEMORY.md'), lines.join('\n'));
    mkdirSync(join(mem, 'logs', '2026', '11'), { recursive: true });
    for (let day = 23; day <= 29; day++) {
      writeFileSync(join(mem, 'logs', '2026', '11', `2026-11-${day}.md`), `# 2026-11-${day}\n\n- 10:0${day % 10} [feedback] Always run the linter before committing. (session s${day})\n- 11:00 [project] The billing migration finishes on ${day === 29 ? 'Friday' : 'schedule'} for the billing team. (session s${day})\n`);
    }
    const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    writeMemoryFile(mem, 'project_freeze.md', { name: 'Freeze', description: `Staging is frozen until ${isoDay(now - 30 * DAY)} for the audit.`, type: 'project', body: 'Frozen for the audit.' }, now - 40 * DAY);
    writeMemoryFile(mem, 'project_cutover.md', { name: 'Cutover', description: `The v1 API lasts until ${isoDay(now + 30 * DAY)}.`, type: 'project', body: 'Then v2 only.' }, now - DAY);
    // a memory the user retired (marked by extraction): kept, but not in the index; its note links to the copy folded away
    const yarn = markSuperseded(renderMemory({ name: 'Use yarn', description: 'Use yarn for installs', type: 'feedback' }, '\nUse yarn.\n'), { text: 'Always use pnpm', file: 'feedback_pnpm_copy.md', name: 'Use pnpm' }, isoDay(now - 10 * DAY));
    writeFileSync(join(mem, 'feedback_yarn.md'), yarn);
    utimesSync(join(mem, 'feedback_yarn.md'), new Date(now - 10 * DAY), new Date(now - 10 * DAY));
    d!.index.reconcile({ id: 1, paths: { memory: mem } });
    const before = readdirSync(mem).sort();

    const run = await dream();
    expect(run).toMatchObject({ trigger: 'manual', state: 'queued' });
    const done = await follow(run.id);
    expect(done).toMatchObject({ state: 'done', provider: 'offline', phase: 'done' });

    const after = readdirSync(mem).sort();
    expect(after).not.toContain('feedback_pnpm_copy.md');
    // news over for a month is removed (its text stays in the history); news still running stays
    expect(after).not.toContain('project_freeze.md');
    expect(after).toContain('project_cutover.md');
    expect(after).toContain('feedback_yarn.md');
    // (its note follows the copy into the file that holds it now)
    expect(supersededBy(parseMemory(readFileSync(join(mem, 'feedback_yarn.md'), 'utf8')).body)).toBe('feedback_pnpm.md');
    const gone = d!.db.prepare(`SELECT before, after FROM memory_history WHERE path = 'project_freeze.md' AND actor = 'dream'`).get() as { before: string; after: string | null };
    expect(gone).toMatchObject({ after: null, before: expect.stringContaining('Staging is frozen until') });
    expect(readFileSync(join(mem, 'feedback_pnpm.md'), 'utf8')).toContain('**How to apply:** every install.');
    expect(readFileSync(join(mem, 'project_outage.md'), 'utf8')).toContain('The outage happened on 2026-11-26');
    const index = readFileSync(join(mem, 'MEMORY.md'), 'utf8');
    expect(index).not.toContain('deleted_long_ago.md');
    expect(index).not.toContain('project_freeze.md'); // pruned in the same step: no pointer left to it
    expect(index).not.toContain('feedback_yarn.md');
    expect(index).not.toContain('old_0.md');
    expect(index.trim().split('\n').length).toBeLessThanOrEqual(200);
    expect(Buffer.byteLength(index)).toBeLessThanOrEqual(25_000);
    const linter = after.find((f) => f.includes('linter'))!;
    expect(readFileSync(join(mem, linter), 'utf8').match(/Always run the linter/g)!.length).toBeGreaterThanOrEqual(1);
    expect(readdirSync(join(mem, 'logs', '2026', '11')).every((f) => f.endsWith('.distilled.md'))).toBe(true);
    expect(index).toContain(`(${linter})`);
    const history = d!.db.prepare(`SELECT DISTINCT actor FROM memory_history WHERE at >= ?`).all(done.started_at) as Array<{ actor: string }>;
    expect(history.map((h) => h.actor)).toEqual(['dream']);
    expect(lastConsolidatedAt(mem)).toBeGreaterThan(0);
    const status = await d!.client.status();
    expect(status.notifications[0]!.message).toMatch(/^Improved \d+ memory files: /);
    if (process.env.MEMORYD_SHOW_DREAM) console.log(JSON.stringify({ before, after, index }, null, 2));
  });

  it('model: merges two overlapping files, fixes MEMORY.md, records history; writes outside or into team/ are denied', async () => {
    let mem = '';
    const { dream, follow, mem: m } = await start((req) => {
      const n = req.body.messages.length;
      if (n === 1) return toolUse(['Read', { file_path: join(mem, 'MEMORY.md') }], ['Read', { file_path: join(mem, 'feedback_a.md') }], ['Read', { file_path: join(mem, 'feedback_b.md') }]);
      if (n === 3)
        return toolUse(
          ['Write', { file_path: join(mem, 'feedback_a.md'), content: '---\nname: Testing\ndescription: How tests are run here\ntype: feedback\n---\nRun vitest. Use --run in CI.\n' }],
          ['Delete', { file_path: join(mem, 'feedback_b.md') }],
          ['Edit', { file_path: join(mem, 'MEMORY.md'), old_string: '- [B](feedback_b.md) — tests in CI\n', new_string: '' }],
          ['Write', { file_path: join(mem, 'team', 'promoted.md'), content: 'x' }],
          ['Write', { file_path: join(mem, '..', 'outside.md'), content: 'x' }],
        );
      return text('Merged the two testing memories.');
    });
    mem = m;
    writeMemoryFile(mem, 'feedback_a.md', { name: 'A', description: 'tests', type: 'feedback', body: 'Run vitest.' });
    writeMemoryFile(mem, 'feedback_b.md', { name: 'B', description: 'tests in CI', type: 'feedback', body: 'Use --run in CI.' });
    mkdirSync(join(mem, 'team'));
    writeFileSync(join(mem, 'MEMORY.md'), '- [A](feedback_a.md) — tests\n- [B](feedback_b.md) — tests in CI\n');
    d!.index.reconcile({ id: 1, paths: { memory: mem } });
    const run = await dream({ mode: 'reflect' });
    const done = await follow(run.id);
    expect(done).toMatchObject({ state: 'done', provider: 'anthropic', mode: 'reflect' });
    expect(done.files_touched.sort()).toEqual(['MEMORY.md', 'feedback_a.md', 'feedback_b.md']);
    expect(existsSync(join(mem, 'feedback_b.md'))).toBe(false);
    expect(readFileSync(join(mem, 'MEMORY.md'), 'utf8')).toBe('- [A](feedback_a.md) — tests\n');
    expect(readdirSync(join(mem, 'team'))).toEqual([]);
    expect(existsSync(join(mem, '..', 'outside.md'))).toBe(false);
    const rows = d!.db.prepare(`SELECT path, actor, after IS NULL AS deleted FROM memory_history WHERE actor = 'dream' ORDER BY id`).all();
    expect(rows).toEqual(expect.arrayContaining([{ path: 'feedback_a.md', actor: 'dream', deleted: 0 }, { path: 'feedback_b.md', actor: 'dream', deleted: 1 }, { path: 'MEMORY.md', actor: 'dream', deleted: 0 }]));
    expect(JSON.stringify(fake!.requests[0]!.body.messages)).toContain('reflective pass');
  });

  it('model: transcript search finds messages holding every word of the query, or a quoted phrase', async () => {
    const results: string[] = [];
    const { dream, follow, root } = await start((req) => {
      const n = req.body.messages.length;
      const last = req.body.messages.at(-1) as unknown as { content: Array<{ type: string; content?: unknown }> };
      if (n > 1) results.push(...last.content.filter((b) => b.type === 'tool_result').map((b) => JSON.stringify(b.content)));
      if (n === 1) return toolUse(['SearchTranscripts', { query: 'reset staging' }], ['SearchTranscripts', { query: '"staging database is reset"' }], ['SearchTranscripts', { query: '"reset staging"' }]);
      return text('Nothing to change.');
    });
    await d!.client.postEvents({ type: 'turn_end', session: 'd1', project: root, messages: [{ role: 'user', content: 'Heads up: the staging database is reset every night at 02:00.' }, { role: 'assistant', content: 'Noted.' }] });
    const done = await follow((await dream()).id);
    expect(done.state).toBe('done');
    expect(results).toHaveLength(3);
    expect(results[0]).toContain('d1 #1 user');
    expect(results[0]).toContain('the staging database is reset every night');
    expect(results[1]).toContain('d1 #1 user');
    expect(results[2]).toBe('"No matches"'); // as a phrase, the words must stand in that order
  });

  it('cancel over the API aborts the run and rolls the lock back; a held lock skips', async () => {
    const { dream, follow, mem } = await start(() => ({ delayMs: 10_000, then: text('late') }));
    const prior = Date.now() - 3 * DAY;
    writeFileSync(lockPath(mem), '');
    utimesSync(lockPath(mem), prior / 1000, prior / 1000);
    const run = await dream();
    await waitFor(async () => (await raw(d!, 'GET', `/v1/dreams/${run.id}`)).body.state === 'running');
    expect(lastConsolidatedAt(mem)).toBeGreaterThan(prior);
    expect((await raw(d!, 'DELETE', `/v1/dreams/${run.id}`)).body).toMatchObject({ outcome: 'cancel_requested' });
    const done = await follow(run.id);
    expect(done.state).toBe('cancelled');
    expect(Math.abs(lastConsolidatedAt(mem) - prior)).toBeLessThan(1_000); // rolled back

    writeFileSync(lockPath(mem), String(process.ppid)); // a live holder, fresh
    const held = await follow((await dream()).id);
    expect(held).toMatchObject({ state: 'skipped', skip_reason: 'lock' });
    expect((await d!.client.status()).projects[0]!.last_dream_skip).toMatchObject({ reason: 'lock' });
    expect((await raw(d!, 'GET', '/v1/dreams/9999')).status).toBe(404);
  });

  it('a dream asked for again while the same one still waits is that one, not another', async () => {
    const { dream, follow } = await start(() => ({ delayMs: 10_000, then: text('late') }));
    const first = await dream();
    await waitFor(async () => (await raw(d!, 'GET', `/v1/dreams/${first.id}`)).body.state === 'running');
    const second = await dream(); // waits for the first
    expect(second.id).not.toBe(first.id);
    expect((await dream()).id).toBe(second.id);
    expect((await dream({ mode: second.mode })).id).toBe(second.id);
    const other = await dream({ mode: second.mode === 'prune' ? 'reflect' : 'prune' }); // another kind of dream is its own
    expect(other.id).not.toBe(second.id);
    for (const r of [first, second, other]) await raw(d!, 'DELETE', `/v1/dreams/${r.id}`);
    expect((await follow(first.id)).state).toBe('cancelled');
    expect(d!.db.prepare(`SELECT COUNT(*) AS n FROM dream_runs`).get()).toEqual({ n: 3 });
  });

  it('a nightly dream queued before dreams were switched off for the project is skipped when it comes; one asked for by hand runs', async () => {
    const { slug, dream, follow } = await start();
    const { id: projectId } = d!.db.prepare(`SELECT id FROM projects WHERE slug = ?`).get(slug) as { id: number };
    const run = d!.dreamRuns.create(projectId, 'cron', 'prune', Date.now());
    d!.queue.enqueue(dreamRequest(projectId, { trigger: 'cron', run }, { runAt: Date.now() + 300 }));
    await raw(d!, 'PATCH', `/v1/projects/${slug}/settings`, { body: { dream: false } });
    expect(await follow(run)).toMatchObject({ state: 'skipped', skip_reason: 'disabled' });
    expect((await follow((await dream()).id)).state).toBe('done');
  });

  it("offline: a file changed while the dream works on it keeps the change; the run is tried again on what is there", async () => {
    const { mem, dream } = await start();
    const then = Date.parse('2026-11-27T12:00:00Z');
    writeMemoryFile(mem, 'project_a.md', { name: 'Outage', description: 'The payments outage', type: 'project', body: 'The outage happened yesterday.' }, then);
    writeMemoryFile(mem, 'project_b.md', { name: 'Release', description: 'The mobile release', type: 'project', body: 'The release shipped yesterday.' }, then);
    d!.index.reconcile({ id: 1, paths: { memory: mem } });
    // the moment the dream has written one of the two, the user saves the other
    let edited: string | null = null;
    const stop = d!.bus.subscribe((e) => {
      const files = (e.progress as { files?: string[] } | undefined)?.files;
      if (e.type !== 'job_progress' || edited || !files?.length) return;
      edited = files[0] === 'project_a.md' ? 'project_b.md' : 'project_a.md';
      writeMemoryFile(mem, edited, { name: 'Edited', description: 'Edited by the user', type: 'project', body: 'The user rewrote this line.' }, Date.now());
    });
    try {
      const run = await dream();
      const done = await waitFor(async () => {
        const r = (await raw(d!, 'GET', `/v1/dreams/${run.id}`)).body;
        return r.job_state === 'done' || r.job_state === 'dead' ? r : null;
      }, 15_000);
      expect(done).toMatchObject({ state: 'done', job_state: 'done' });
    } finally {
      stop();
    }
    expect(edited).not.toBeNull();
    expect(readFileSync(join(mem, edited!), 'utf8')).toContain('The user rewrote this line.');
    const other = edited === 'project_a.md' ? 'project_b.md' : 'project_a.md';
    expect(readFileSync(join(mem, other), 'utf8')).toContain('on 2026-11-26');
    const job = d!.db.prepare(`SELECT attempts FROM jobs WHERE kind = 'dream' ORDER BY id DESC LIMIT 1`).get() as { attempts: number };
    expect(job.attempts).toBe(2); // the first run stopped at the changed file
  });

  it('a failing dream rolls the lock back so the next check can fire', async () => {
    const { dream, follow, mem } = await start(() => ({ status: 400, message: 'bad request' }));
    expect(lastConsolidatedAt(mem)).toBe(0);
    const done = await follow((await dream()).id);
    expect(done.state).toBe('failed');
    expect(existsSync(lockPath(mem))).toBe(false); // there was none before: it is gone again
    // a request the API refused as it is is not sent again: the job is dead after one attempt
    expect(done.job_state).toBe('dead');
    expect(fake!.requests).toHaveLength(1);
  });

  it('starts on its own after a turn once the gates pass', async () => {
    const { root, mem } = await start(undefined, { dream: { cron: false, minHours: 0, minSessions: 2, scanIntervalMs: 0 } });
    writeMemoryFile(mem, 'user_x.md', { name: 'X', description: 'x', type: 'user', body: 'x' });
    const kinds: string[][] = [];
    for (const s of ['a', 'b']) kinds.push((await d!.client.postEvents({ type: 'turn_end', session: s, project: root, messages: [{ role: 'user', content: 'hello there friend' }] })).jobs.map((j) => j.kind));
    // session a: only d0 besides it (1 < 2); session b: d0 and a — the gates pass
    expect(kinds).toEqual([[], ['dream']]);
    await waitFor(() => d!.queue.counts().dream?.done === 1, 10_000);
    const status = await d!.client.status();
    expect(status.dream.recent[0]).toMatchObject({ trigger: 'auto', state: 'done' });
  });
});

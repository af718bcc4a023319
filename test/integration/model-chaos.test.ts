import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FakeReply, FakeRequest } from '../fakes/anthropic-server.js';
import { raw, waitFor } from '../helpers/daemon.js';
import { useRig } from '../helpers/rig.js';
import { filesUnder } from '../helpers/memory.js';
import { seeded } from '../helpers/random.js';

// A model that answers anything: every tool, real or not, with inputs of the wrong shape, paths
// out of the memory folder, secrets in what it writes; plain text, empty answers, odd stop
// reasons, and the API's errors and dropped connections between. A fixed seed, so a failure can
// be replayed. Whatever it does, the daemon stays up, every job ends (done, or dead with its
// error), nothing lands outside the memory folder, no secret is written, and every answered call
// is recorded with its cost.


describe('a model that answers anything', () => {
  const rigs = useRig();

  it('leaves the daemon up, every job ended, the disk confined and free of secrets, every call recorded', async () => {
    const rnd = seeded(Number(process.env.CHAOS_SEED ?? 7457));
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
    let memDir = '';
    let root = '';
    const memory = (body: string) => `---\nname: ${pick(['Deploys', '', 'constructor', 'x'.repeat(500)])}\ndescription: d\ntype: ${pick(['feedback', 'project', 'bogus'])}\n---\n${body}\n`;
    const path = () =>
      pick([
        join(memDir, 'feedback_deploys.md'),
        join(memDir, 'MEMORY.md'),
        join(memDir, '..', 'escape.md'),
        join(memDir, '.hidden.md'),
        join(memDir, 'team', 'shared.md'),
        memDir, // a folder where a file is meant
        join(memDir, 'team'),
        join(root, 'src.md'),
        '/etc/passwd',
        'relative.md',
        '',
      ]);
    const input = (): unknown =>
      pick([
        { file_path: path(), content: memory(pick(['Deploy on Fridays.', 'The key is AKIAABCDEFGHIJKLMNOP.', 'token = sk-ant-api03-SECRETSECRETSECRETSECRET', 'y'.repeat(300_000)])) },
        { file_path: path(), old_string: pick(['Deploy', '', 'absent']), new_string: 'Ship', replace_all: pick([true, 'yes']) },
        { file_path: path() },
        { pattern: pick(['*.md', '**/*', '(', '']), path: path() },
        { query: pick(['deploy', '"unclosed', '']), limit: pick([3, 0, 99, 'x']) },
        null,
        'not an object',
        [1, 2],
      ]);
    const scenario = (req: FakeRequest): FakeReply => {
      const roll = rnd();
      if (roll < 0.08) return { status: pick([400, 429, 500, 529]), headers: { 'retry-after': '0' } };
      if (roll < 0.1) return { drop: true };
      if (roll < 0.2) return { content: [], stop_reason: pick(['end_turn', 'max_tokens', 'refusal', 'pause_turn']) };
      if (roll < 0.3) return { content: [{ type: 'text', text: pick(['Done.', '{"not":"what you asked"}', '']) }], stop_reason: 'end_turn', model: pick(['claude-haiku-5-5', 'constructor', 'local-model']) };
      if (roll < 0.35) return { content: [{ type: 'mystery_block', data: 1 }, { type: 'text', text: 'hm' }], stop_reason: 'end_turn' };
      const names = ['Read', 'Grep', 'Glob', 'Write', 'Edit', 'Delete', 'SearchTranscripts', 'constructor', 'toString', 'Bash', '__proto__'];
      const calls = Array.from({ length: 1 + Math.floor(rnd() * 3) }, (_, i) => ({ type: 'tool_use', id: `toolu_${req.index}_${i}`, name: pick(names), input: input() }));
      return { content: calls, stop_reason: pick(['tool_use', 'tool_use', 'end_turn']) };
    };

    const rig = await rigs.start({
      scenario,
      // The daemon's 50 calls a minute would hold the last turns for most of a minute: what is tested here
      // is what the daemon does with the answers, not how it spaces its calls.
      config: { llm: { maxRetries: 1, retryBaseMs: 5, timeoutMs: 5_000, pauseAfterFailures: 1_000, requestsPerMinute: 100_000 }, queue: { pollMs: 10, backoffBaseMs: 5, backoffMaxMs: 20, maxAttempts: 2 } },
    });
    memDir = rig.memDir;
    root = rig.root;
    const { d } = rig;
    const long = 'We moved the build to a new runner and the cache keys changed. '.repeat(700);
    const idle = () =>
      waitFor(() => {
        const counts = d.queue.counts();
        return Object.entries(counts).filter(([kind]) => kind !== 'prune').every(([, s]) => !s.queued && !s.running);
      }, 60_000, 20);
    for (let turn = 0; turn < 24; turn++) {
      await d.client.postEvents({
        type: 'turn_end',
        session: `s${turn % 4}`,
        project: root,
        messages: [
          { role: 'user', content: `${pick(['Remember that we deploy on Fridays.', 'Never use npm here.', long])} (turn ${turn})` },
          { role: 'assistant', content: [{ type: 'tool_use', id: `t${turn}`, name: 'Bash', input: { command: 'ls' } }] },
          { role: 'user', content: [{ type: 'tool_result', tool_use_id: `t${turn}`, content: 'ok' }] },
          { role: 'assistant', content: 'Done.' },
        ],
      });
      if (turn % 4 === 3) await idle();
    }
    for (const mode of ['prune', 'reflect']) {
      expect((await raw(d, 'POST', `/v1/projects/${rig.slug}/dream`, { body: { mode } })).status).toBe(202);
      await idle();
    }
    // every job ended (idle above): done, or dead with its last error — none left running or waiting
    expect((await raw(d, 'GET', '/healthz', { auth: false })).status).toBe(200);
    const status = (await raw(d, 'GET', '/v1/status')).body;
    expect(status.queue.extract.done ?? 0).toBeGreaterThan(0);
    // a job may die of the API's errors, never of what the model said
    const failures = d.db.prepare(`SELECT kind, state, last_error FROM jobs WHERE last_error IS NOT NULL`).all() as Array<{ kind: string; last_error: string }>;
    for (const f of failures) expect(f.last_error, JSON.stringify(f)).toMatch(/^(?:\d{3} \{"type":"error"|Connection error|Request timed out|the update changed the notes' structure)/);

    // confined: nothing in the project, nothing beside the memory folder, no hidden file, no team file
    expect(readdirSync(root)).toEqual([]);
    const beside = filesUnder(join(memDir, '..')).filter((f) => !f.startsWith('memory/'));
    for (const f of beside) expect(f).toMatch(/^(s\d\.jsonl|s\d\/session-memory\/summary\.md)$/);
    for (const f of filesUnder(memDir)) {
      expect(relative(memDir, join(memDir, f))).not.toMatch(/^\.\.|(^|\/)\.(?!consolidate-lock$)/);
      expect(f).not.toMatch(/^team\//);
      const text = readFileSync(join(memDir, f), 'utf8');
      expect(text, f).not.toMatch(/AKIAABCDEFGHIJKLMNOP|SECRETSECRET/);
    }
    // every answered call is recorded with its tokens and a cost that is a number
    const answered = rig.fake!.calls.filter((c) => c.status === 200).length;
    const rows = d.db.prepare(`SELECT model, cost_usd FROM llm_calls WHERE error IS NULL`).all() as Array<{ model: string; cost_usd: number }>;
    expect(answered).toBeGreaterThan(10);
    expect(rows.length).toBe(answered);
    for (const r of rows) expect(Number.isFinite(r.cost_usd) && r.cost_usd >= 0, JSON.stringify(r)).toBe(true);
  }, 60_000);
});

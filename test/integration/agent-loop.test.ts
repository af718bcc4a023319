// The real SDK against the fake Messages API: the tool loop, its sandbox, retries, cancel, usage.
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runAgent } from '../../src/llm/agent.js';
import { ToolExecutor, TOOL_SPECS } from '../../src/llm/tools.js';
import { text, toolUse, type FakeReply } from '../fakes/anthropic-server.js';
import { tempDir } from '../helpers/daemon.js';
import { llmRig, type LlmRig } from '../helpers/llm.js';

const system = [{ type: 'text' as const, text: 'You keep memory.' }];
const ask = [{ role: 'user' as const, content: [{ type: 'text' as const, text: 'Save what matters.' }] }];

function sandboxDirs() {
  const base = tempDir('memoryd-sandbox-');
  const memory = join(base, 'memory');
  const outside = join(base, 'outside');
  mkdirSync(memory);
  mkdirSync(outside);
  mkdirSync(join(memory, 'team'));
  return { base, memory, outside };
}

/** Replies in order; the loop's requests are answered one after another. */
const sequence = (...replies: FakeReply[]) => (req: { index: number }) => replies[Math.min(req.index, replies.length - 1)]!;

describe('agent loop with the real SDK', () => {
  let rig: LlmRig | undefined;
  afterEach(async () => {
    await rig?.close();
    rig = undefined;
  });

  it('runs a multi-turn tool loop that writes a memory file, and records every call', async () => {
    const { memory } = sandboxDirs();
    writeFileSync(join(memory, 'MEMORY.md'), '- [Old](old.md) — old\n');
    rig = await llmRig(
      sequence(
        toolUse(['Read', { file_path: join(memory, 'MEMORY.md') }], ['Glob', { pattern: '*.md', path: memory }]),
        toolUse(['Write', { file_path: join(memory, 'feedback_tests.md'), content: '---\nname: Tests\ndescription: Run tests with vitest\ntype: feedback\n---\nUse vitest.\n' }]),
        toolUse(['Edit', { file_path: join(memory, 'MEMORY.md'), old_string: '- [Old](old.md) — old', new_string: '- [Old](old.md) — old\n- [Tests](feedback_tests.md) — run tests with vitest' }]),
        text('Saved one memory.'),
      ),
    );
    const executor = new ToolExecutor({ cwd: memory, readRoots: [memory], writeRoots: [memory] });
    const r = await runAgent({ provider: rig.provider, model: 'claude-haiku-5-5', system, messages: ask, tools: TOOL_SPECS, executor, maxTurns: 5, meta: { kind: 'extract', jobId: 7 } });
    expect(r).toMatchObject({ turns: 4, stopReason: 'end_turn', finalText: 'Saved one memory.' });
    expect(readFileSync(join(memory, 'feedback_tests.md'), 'utf8')).toContain('Use vitest.');
    expect(readFileSync(join(memory, 'MEMORY.md'), 'utf8')).toContain('(feedback_tests.md)');
    expect(executor.denied).toEqual([]);
    // the second request carried the tool results of the first
    const second = rig.fake.requests[1]!.body.messages;
    expect(second.at(-1)!.content).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'tool_result' })]));
    expect(rig.fake.requests[0]!.headers.authorization).toBe('Bearer test-key');
    expect(rig.fake.requests[0]!.headers['anthropic-version']).toBeTruthy();
    expect(rig.fake.requests[0]!.body).not.toHaveProperty('temperature');

    const rows = rig.db.prepare('SELECT * FROM llm_calls ORDER BY id').all() as Array<Record<string, number | string>>;
    expect(rows).toHaveLength(4);
    rows.forEach((row, i) => {
      const u = rig!.fake.calls[i]!.usage!;
      expect(row).toMatchObject({ kind: 'extract', job_id: 7, model: 'claude-haiku-5-5', input_tokens: u.input_tokens, output_tokens: u.output_tokens, cache_read_tokens: u.cache_read_input_tokens, cache_write_tokens: u.cache_creation_input_tokens });
      const cost = (u.input_tokens * 0.1 + u.output_tokens * 0.5 + u.cache_read_input_tokens * 0.01 + u.cache_creation_input_tokens * 0.125) / 1e6;
      expect(row.cost_usd).toBeCloseTo(cost, 12);
    });
  });

  it('denies every escape and leaves the disk untouched', async () => {
    const { base, memory, outside } = sandboxDirs();
    symlinkSync(outside, join(memory, 'link-out'));
    writeFileSync(join(memory, 'existing.md'), 'original\n');
    const attempts: Array<[string, unknown]> = [
      ['Write', { file_path: join(memory, '..', 'escape.md'), content: 'x' }],
      ['Write', { file_path: '../escape2.md', content: 'x' }],
      ['Write', { file_path: join(outside, 'abs.md'), content: 'x' }],
      ['Write', { file_path: '/tmp/memoryd-should-not-exist.md', content: 'x' }],
      ['Write', { file_path: join(memory, 'link-out', 'through-link.md'), content: 'x' }],
      ['Write', { file_path: join(memory, 'team', 'shared.md'), content: 'x' }],
      ['Edit', { file_path: join(memory, 'existing.md'), old_string: 'original', new_string: 'changed' }],
      ['Read', { file_path: '/etc/hostname' }],
      ['Write', { file_path: join(memory, 'bad.md') }],
      ['Bash', { command: 'rm -rf /' }],
    ];
    rig = await llmRig(sequence(toolUse(...attempts.slice(0, 5)), toolUse(...attempts.slice(5)), text('done')));
    const executor = new ToolExecutor({ cwd: memory, readRoots: [memory], writeRoots: [memory], denyWrite: [join(memory, 'team')] });
    const r = await runAgent({ provider: rig.provider, model: 'claude-haiku-5-5', system, messages: ask, tools: TOOL_SPECS, executor, maxTurns: 5, meta: { kind: 'extract' } });
    expect(r.turns).toBe(3);
    expect(executor.denied).toHaveLength(attempts.length);
    expect(executor.denied.map((d) => d.error)).toEqual(expect.arrayContaining([expect.stringMatching(/read .* with Read before editing/), expect.stringMatching(/unknown tool Bash/), expect.stringMatching(/invalid input for Write: content/), expect.stringMatching(/read-only/)]));
    expect(readdirSync(outside)).toEqual([]);
    expect(existsSync(join(base, 'escape.md'))).toBe(false);
    expect(existsSync('/tmp/memoryd-should-not-exist.md')).toBe(false);
    expect(readdirSync(join(memory, 'team'))).toEqual([]);
    expect(readFileSync(join(memory, 'existing.md'), 'utf8')).toBe('original\n');
    // every denial went back to the model as an error result
    const results = rig.fake.requests[1]!.body.messages.at(-1)!.content as Array<{ is_error?: boolean; content: string }>;
    expect(results.every((x) => x.is_error && x.content.startsWith('Denied:'))).toBe(true);
  });

  it('overwrites or deletes an existing file only as it last read it: never blindly over another job\'s write', async () => {
    const { memory } = sandboxDirs();
    const topic = join(memory, 'project_deploys.md');
    const other = join(memory, 'project_old.md');
    writeFileSync(topic, 'Deploys on Fridays.\n');
    writeFileSync(other, 'Old.\n');
    const executor = new ToolExecutor({ cwd: memory, readRoots: [memory], writeRoots: [memory] });
    const write = (content: string) => executor.execute('Write', { file_path: topic, content });
    expect((await write('Merged.\n')).content).toMatch(/^Denied: .*exists: read it with Read before overwriting it/);
    expect((await executor.execute('Delete', { file_path: other })).content).toMatch(/^Denied: .*read it with Read before deleting it/);
    expect((await executor.execute('Read', { file_path: topic })).is_error).toBe(false);
    writeFileSync(topic, 'Deploys on Fridays.\nAnd never on holidays.\n'); // an extraction adds to it meanwhile
    expect((await write('Merged.\n')).content).toMatch(/^Denied: .*changed since you read it \(another writer\): read it again/);
    expect(readFileSync(topic, 'utf8')).toContain('never on holidays'); // not lost
    expect((await executor.execute('Read', { file_path: topic })).is_error).toBe(false);
    expect((await write('Deploys on Fridays, never on holidays.\n')).is_error).toBe(false);
    expect((await write('Deploys on Fridays, never on public holidays.\n')).is_error).toBe(false); // its own write is what it has seen
    expect((await executor.execute('Write', { file_path: join(memory, 'project_new.md'), content: 'New.\n' })).is_error).toBe(false); // a new file needs no Read
    expect((await executor.execute('Read', { file_path: other })).is_error).toBe(false);
    expect((await executor.execute('Delete', { file_path: other })).is_error).toBe(false);
    expect(readFileSync(topic, 'utf8')).toBe('Deploys on Fridays, never on public holidays.\n');
    expect(existsSync(other)).toBe(false);
    // a folder where a file is meant: an error for the model, not a failed job
    const folder = await executor.execute('Write', { file_path: join(memory, 'team'), content: 'x' });
    expect(folder).toMatchObject({ is_error: true, content: expect.stringMatching(/EISDIR/) });
    // a tool named like one of Object's own properties is an unknown tool, not Object's
    for (const name of ['constructor', 'toString', '__proto__']) expect((await executor.execute(name, {})).content).toBe(`Denied: unknown tool ${name}`);
  });

  it('never makes a sixth call: the loop stops at maxTurns', async () => {
    const { memory } = sandboxDirs();
    let n = 0;
    rig = await llmRig(() => toolUse(['Write', { file_path: join(memory, `turn${++n}.md`), content: 'x' }]));
    const executor = new ToolExecutor({ cwd: memory, readRoots: [memory], writeRoots: [memory] });
    const r = await runAgent({ provider: rig.provider, model: 'claude-haiku-5-5', system, messages: ask, tools: TOOL_SPECS, executor, maxTurns: 5, meta: { kind: 'extract' } });
    expect(r).toMatchObject({ turns: 5, stopReason: 'max_turns' });
    expect(rig.fake.requests).toHaveLength(5);
    expect(existsSync(join(memory, 'turn6.md'))).toBe(false);
    expect(readdirSync(memory).sort()).toEqual(['team', 'turn1.md', 'turn2.md', 'turn3.md', 'turn4.md', 'turn5.md']);
  });

  it('answers malformed tool input with an error result and carries on', async () => {
    const { memory } = sandboxDirs();
    rig = await llmRig(sequence(toolUse(['Write', { file_path: 42, content: null }], ['Read', 'not an object']), text('ok')));
    const executor = new ToolExecutor({ cwd: memory, readRoots: [memory], writeRoots: [memory] });
    const r = await runAgent({ provider: rig.provider, model: 'claude-haiku-5-5', system, messages: ask, tools: TOOL_SPECS, executor, maxTurns: 5, meta: { kind: 'extract' } });
    expect(r.stopReason).toBe('end_turn');
    expect(executor.denied).toHaveLength(2);
    expect(executor.denied[0]!.error).toMatch(/invalid input for Write/);
  });

  it('retries 429 (honouring retry-after), 500, 529 and dropped connections, then succeeds', async () => {
    const replies: FakeReply[] = [
      { status: 429, headers: { 'retry-after': '0.2' } },
      { status: 500 },
      { status: 529 },
      { drop: true },
      text('finally'),
    ];
    rig = await llmRig((req) => replies[req.index]!, { maxRetries: 5 });
    const started = Date.now();
    const res = await rig.provider.create({ model: 'claude-haiku-5-5', system, messages: ask, max_tokens: 100 }, { kind: 'test' });
    expect(res.content).toEqual([{ type: 'text', text: 'finally' }]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200); // waited out the retry-after
    const rows = rig.db.prepare('SELECT error FROM llm_calls ORDER BY id').all() as Array<{ error: string | null }>;
    expect(rows).toHaveLength(5);
    expect(rows.slice(0, 4).every((r) => r.error !== null)).toBe(true);
    expect(rows[4]!.error).toBeNull();
  });

  it('gives up after its retries and records the failure without crashing', async () => {
    rig = await llmRig(() => ({ status: 529 }), { maxRetries: 2 });
    await expect(rig.provider.create({ model: 'claude-haiku-5-5', system, messages: ask, max_tokens: 100 }, { kind: 'test' })).rejects.toMatchObject({ status: 529 });
    expect(rig.fake.requests).toHaveLength(3);
    expect((rig.db.prepare('SELECT COUNT(*) AS n FROM llm_calls WHERE error IS NOT NULL').get() as { n: number }).n).toBe(3);
    // a 400 is not retried
    rig.fake.scenario = () => ({ status: 400, type: 'invalid_request_error', message: 'bad' });
    await expect(rig.provider.create({ model: 'claude-haiku-5-5', system, messages: ask, max_tokens: 100 }, { kind: 'test' })).rejects.toMatchObject({ status: 400 });
    expect(rig.fake.requests).toHaveLength(4);
  });

  it('times out a slow call and retries it', async () => {
    rig = await llmRig((req) => (req.index === 0 ? { delayMs: 1_500, then: text('late') } : text('fast')), { timeoutMs: 300 });
    const res = await rig.provider.create({ model: 'claude-haiku-5-5', system, messages: ask, max_tokens: 100 }, { kind: 'test' });
    expect(res.content).toEqual([{ type: 'text', text: 'fast' }]);
  });

  it('cancel aborts a running loop at once', async () => {
    const { memory } = sandboxDirs();
    rig = await llmRig((req) => (req.index === 0 ? toolUse(['Glob', { pattern: '*' }]) : { delayMs: 10_000, then: text('never') }));
    const controller = new AbortController();
    const executor = new ToolExecutor({ cwd: memory, readRoots: [memory], writeRoots: [memory] });
    const started = Date.now();
    const run = runAgent({ provider: rig.provider, model: 'claude-haiku-5-5', system, messages: ask, tools: TOOL_SPECS, executor, maxTurns: 5, meta: { kind: 'dream' }, signal: controller.signal });
    setTimeout(() => controller.abort(new Error('cancelled')), 200);
    await expect(run).rejects.toThrow(/cancelled/);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(rig.db.prepare(`SELECT error FROM llm_calls ORDER BY id DESC LIMIT 1`).get()).toEqual({ error: 'aborted' });
  });

  it('answers structured questions, falling back to a tool where the server lacks structured output', async () => {
    rig = await llmRig((req) => (req.body.tool_choice ? toolUse(['answer', { selected_memories: ['a.md'] }]) : text(JSON.stringify({ selected_memories: ['b.md'] }))));
    const params = { meta: { kind: 'recall' }, model: 'claude-haiku-5-5', system: 's', prompt: 'p', schema: { type: 'object' }, maxTokens: 256 };
    expect(await rig.provider.select(params)).toEqual({ selected_memories: ['b.md'] });
    expect(rig.fake.requests[0]!.body.output_config).toEqual({ format: { type: 'json_schema', schema: { type: 'object' } } });
    await rig.close();
    rig = await llmRig(() => toolUse(['answer', { selected_memories: ['a.md'] }]), { structuredOutput: false });
    expect(await rig.provider.select(params)).toEqual({ selected_memories: ['a.md'] });
    expect(await rig.provider.select(params)).toEqual({ selected_memories: ['a.md'] });
    // the refusal is remembered: the third request went straight to the tool
    expect(rig.fake.calls.map((c) => c.status)).toEqual([400, 200, 200]);
  });
});

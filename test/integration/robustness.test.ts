import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { raw, startTestDaemon, tempDir, type TestDaemon } from '../helpers/daemon.js';
import { filesUnder } from '../helpers/memory.js';
import { seeded } from '../helpers/random.js';

// Valid requests to every route, mangled at random (a fixed seed, so a failure can be replayed):
// values swapped for the wrong type, the empty, the huge, the NUL byte, a path out of the folder or
// a name Object itself has ("constructor", "__proto__"); keys dropped or added; bodies cut short.
// Whatever arrives, the daemon answers 2xx or 4xx, stays up, and writes nowhere but its home.

const ODD_VALUES: unknown[] = [
  null, true, 0, -1, 1e308, 2 ** 64, '', ' ', '\u0000', 'x'.repeat(70_000), '../../etc/passwd', '/', '\ud800', '🙂',
  [], {}, [[[[]]]], { a: { b: {} } }, '<private>secret</private>', 'constructor', '__proto__', 'toString', 'C:\\x',
];

describe('mangled requests', () => {
  let d: TestDaemon;
  let project: string;
  beforeAll(async () => {
    d = await startTestDaemon({ config: { limits: { bodyBytes: 256 * 1024, eventsBodyBytes: 256 * 1024 } } });
    project = join(tempDir(), 'app');
    mkdirSync(project);
  });
  afterAll(() => d.stop());

  it('are answered 2xx or 4xx, never crash the daemon, and write nothing outside its home', async () => {
    const rnd = seeded(20261130);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
    const mangle = (v: unknown): unknown => {
      if (rnd() < 0.04) return pick(ODD_VALUES);
      if (Array.isArray(v)) return v.map(mangle).concat(rnd() < 0.05 ? [pick(ODD_VALUES)] : []);
      if (v && typeof v === 'object') {
        const out: Record<string, unknown> = {};
        for (const [k, x] of Object.entries(v)) if (rnd() > 0.03) out[k] = mangle(x);
        if (rnd() < 0.05) out[pick(['extra', 'constructor', 'type', 'role', 'toString'])] = pick(ODD_VALUES);
        return out;
      }
      return v;
    };
    const query = (o: unknown): string =>
      o && typeof o === 'object' && !Array.isArray(o)
        ? new URLSearchParams(Object.entries(o).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? ''])).toString()
        : '';

    const slug = (await d.client.postEvents([{ type: 'session_start', session: 's0', project }]), (await d.client.projects()).projects[0]!.slug);
    const messages = [
      { role: 'user', content: 'From now on use pnpm, not npm.' },
      { role: 'assistant', content: [{ type: 'text', text: 'ok' }, { type: 'tool_use', id: 't1', name: 'Bash', input: { command: 'ls' } }] },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: [{ type: 'text', text: 'a b' }, { type: 'image', source: { type: 'base64', data: 'AAAA' } }] }] },
      { role: 'assistant', content: [{ type: 'thinking', thinking: 'hm', signature: 'x' }, { type: 'text', text: 'done' }] },
    ];
    const event = () => ({
      type: pick(['session_start', 'message', 'turn_end', 'session_end', 'memory_written']),
      session: `s${Math.floor(rnd() * 4)}`,
      project,
      event_id: `e${Math.floor(rnd() * 10_000)}`,
      messages,
    });
    const memoryName = () => pick(['feedback_x.md', '../x.md', '..%2Fx.md', 'MEMORY.md', 'x.txt', '%00.md', 'sub/../../y.md', 'constructor.md']);
    const requests: Array<() => [string, string, unknown?]> = [
      () => ['POST', '/v1/events', mangle(event())],
      () => ['POST', '/v1/events', mangle({ events: [event(), event()] })],
      () => ['POST', '/v1/hooks/claude-code', mangle({
        hook_event_name: pick(['SessionStart', 'UserPromptSubmit', 'Stop', 'PreCompact', 'SessionEnd', 'constructor']),
        session_id: 'h1', transcript_path: pick([join(project, 'missing.jsonl'), '/etc/passwd', '../x']), cwd: project,
        prompt: 'remember that we deploy on fridays', trigger: 'auto', source: 'startup', stop_hook_active: false,
      })],
      () => ['GET', `/v1/recall?${query(mangle({ project, q: 'pnpm or npm', session: 's1', tools: 'Bash' }))}`],
      () => ['GET', `/v1/context?${query(mangle({ project, session: 's1' }))}`],
      () => ['POST', `/v1/sessions/${encodeURIComponent(pick(['s1', 's2', '..', '\u0000', 'constructor']))}/compact`, mangle({})],
      () => ['GET', `/v1/sessions/${encodeURIComponent(pick(['s1', 'nope', '../..', '__proto__']))}`],
      () => ['PUT', `/v1/projects/${slug}/memories/${memoryName()}`, mangle({ name: 'X', description: 'd', type: 'feedback', body: 'Use pnpm.', session: 's1' })],
      () => ['GET', `/v1/projects/${slug}/memories/${memoryName()}`],
      () => ['DELETE', `/v1/projects/${slug}/memories/${memoryName()}`],
      () => ['GET', `/v1/projects/${pick([slug, '..', '__proto__'])}/memories`],
      () => ['PATCH', `/v1/projects/${slug}/settings`, mangle({ extract: true, dream: false })],
      () => ['POST', `/v1/projects/${slug}/dream`, mangle({})],
      () => ['GET', `/v1/dreams/${pick(['1', '999', 'x', '-1', '1e9', 'constructor'])}`],
      () => ['POST', '/v1/jobs', mangle({ kind: pick(['noop', 'extract', 'constructor', '__proto__']), key: 'k', payload: {} })],
      () => ['GET', `/v1/jobs/${pick(['1', 'x', '99999999999999999999'])}`],
      () => ['GET', pick(['/v1/status', '/metrics', '/v1/projects'])],
    ];

    const statuses = new Map<number, number>();
    let prev = '';
    for (let i = 0; i < 600; i++) {
      const [method, path, body] = pick(requests)();
      let text = body === undefined ? undefined : JSON.stringify(body);
      if (text && rnd() < 0.03) text = text.slice(0, Math.floor(text.length * rnd()));
      // a connection of its own each: the server answers a URL or body too large and closes the
      // connection, which the client may see as a reset while it is still sending
      const oversized = path.length > 16 * 1024 || (text?.length ?? 0) > 256 * 1024;
      const r = await raw(d, method, path, text === undefined ? { agent: false } : { body: text, agent: false }).catch((err: NodeJS.ErrnoException) => {
        if (oversized && (err.code === 'ECONNRESET' || err.code === 'EPIPE')) return { status: 413, text: '' };
        throw new Error(`${method} ${path.slice(0, 200)} (${path.length}) body ${text?.length}: ${err.code} after ${prev}`);
      });
      prev = `${method} ${path.slice(0, 100)} (${path.length}) ${text?.length} → ${r.status}`;
      expect(r.status, `${method} ${path} ${text?.slice(0, 500)}\n→ ${r.text.slice(0, 300)}`).toBeLessThan(500);
      statuses.set(Math.floor(r.status / 100), (statuses.get(Math.floor(r.status / 100)) ?? 0) + 1);
    }
    // both kinds of answer were exercised, not only refusals
    expect(statuses.get(2)).toBeGreaterThan(100);
    expect(statuses.get(4)).toBeGreaterThan(100);
    expect((await raw(d, 'GET', '/healthz', { auth: false })).status).toBe(200);
    expect(readdirSync(project)).toEqual([]);
    // every memory file written is a Markdown file inside the project's memory folder
    const memoryDir = join(d.home, 'projects', slug, 'memory');
    for (const f of filesUnder(memoryDir)) expect(f).toMatch(/^(?!\.\.)[\w./-]*(\.md|\.consolidate-lock)$/);
  }, 60_000);
});

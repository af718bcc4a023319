import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pino from 'pino';
import { request } from 'node:http';
import { connect } from 'node:net';
import { raw, startTestDaemon, tempDir, waitFor, type TestDaemon } from '../helpers/daemon.js';

const project = '/work/projects/demo-app';

describe('event intake over HTTP', () => {
  let d: TestDaemon;
  beforeAll(async () => {
    d = await startTestDaemon({ config: { limits: { bodyBytes: 64 * 1024, eventsBodyBytes: 64 * 1024, batchEvents: 10 } } });
  });
  afterAll(() => d.stop());

  const healthy = async () => expect((await raw(d, 'GET', '/healthz', { auth: false })).status).toBe(200);

  it('answers /healthz without a token and everything else only with one', async () => {
    await healthy();
    expect((await raw(d, 'GET', '/v1/status', { auth: false })).status).toBe(401);
    expect((await raw(d, 'GET', '/v1/status', { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
    // as long as the real one, one character off
    const near = d.token.slice(0, -1) + (d.token.endsWith('a') ? 'b' : 'a');
    expect((await raw(d, 'GET', '/v1/status', { headers: { authorization: `Bearer ${near}` } })).status).toBe(401);
    expect((await raw(d, 'GET', '/v1/status?x=/healthz', { auth: false })).status).toBe(401);
    expect((await raw(d, 'GET', '/healthz?probe=1', { auth: false })).status).toBe(200);
    expect((await raw(d, 'GET', '/metrics', { auth: false })).status).toBe(401);
    expect((await raw(d, 'POST', '/v1/events', { auth: false, body: {} })).status).toBe(401);
    expect((await raw(d, 'GET', '/v1/status')).status).toBe(200);
  });

  it('refuses a foreign Host (DNS rebinding) and a foreign Origin, even with the token', async () => {
    const port = new URL(d.url).port;
    const host = await raw(d, 'GET', '/v1/status', { headers: { host: `evil.example:${port}` } });
    expect(host.status).toBe(403);
    expect(host.body.error.code).toBe('forbidden_host');
    const origin = await raw(d, 'GET', '/v1/status', { headers: { origin: 'https://evil.example' } });
    expect(origin.status).toBe(403);
    expect(origin.body.error.code).toBe('forbidden_origin');
    const otherLocal = await raw(d, 'GET', '/v1/status', { headers: { origin: 'http://localhost:1' } });
    expect(otherLocal.status).toBe(403);
    expect((await raw(d, 'GET', '/v1/status', { headers: { host: `localhost:${port}`, origin: `http://localhost:${port}` } })).status).toBe(200);
  });

  it('says so when told to listen beyond loopback (in a container), and still wants the token and a loopback Host', async () => {
    const said: string[] = [];
    const log = pino({ level: 'warn' }, { write: (s: string) => void said.push(s) });
    const open = await startTestDaemon({ log, config: { host: '0.0.0.0' } });
    try {
      expect(said.map((s) => JSON.parse(s).msg)).toContainEqual(expect.stringMatching(/^listening beyond loopback/));
      expect((await raw(open, 'GET', '/v1/status', { auth: false })).status).toBe(401);
      expect((await raw(open, 'GET', '/v1/status', { headers: { host: 'memoryd.example' } })).status).toBe(403);
    } finally {
      await open.stop();
    }
    expect(said.filter((s) => s.includes('beyond loopback'))).toHaveLength(1);
    const quiet: string[] = [];
    const local = await startTestDaemon({ log: pino({ level: 'warn' }, { write: (s: string) => void quiet.push(s) }) });
    await local.stop();
    expect(quiet.filter((s) => s.includes('beyond loopback'))).toEqual([]);
  });

  it('keeps at most 64 status streams open, and takes a new one once one closes', async () => {
    const open = () =>
      new Promise<{ status: number; close: () => void; closed: Promise<void> }>((resolve, reject) => {
        const req = request(`${d.url}/v1/status/stream`, { headers: { authorization: `Bearer ${d.token}` }, agent: false }, (res) => {
          res.resume();
          const closed = new Promise<void>((r) => res.on('close', () => r()));
          resolve({ status: res.statusCode ?? 0, close: () => req.destroy(), closed });
        });
        req.on('error', reject);
        req.end();
      });
    const streams = [];
    for (let i = 0; i < 64; i++) streams.push(await open());
    expect(streams.every((s) => s.status === 200)).toBe(true);
    const refused = await raw(d, 'GET', '/v1/status/stream');
    expect([refused.status, refused.body.error.code]).toEqual([503, 'too_many_streams']);
    streams[0]!.close();
    await streams[0]!.closed;
    await waitFor(async () => {
      const again = await open();
      again.close();
      return again.status === 200;
    });
    for (const s of streams.slice(1)) s.close();
    await healthy();
  });

  it('stops at once with a status stream open, ending the stream', async () => {
    const other = await startTestDaemon();
    const { ended } = await new Promise<{ ended: Promise<void> }>((resolve, reject) => {
      const req = request(`${other.url}/v1/status/stream`, { headers: { authorization: `Bearer ${other.token}` }, agent: false }, (res) => {
        res.resume();
        resolve({ ended: new Promise<void>((r) => res.on('end', () => r())) });
      });
      req.on('error', reject);
      req.end();
    });
    const started = Date.now();
    await other.stop();
    await ended;
    expect(Date.now() - started).toBeLessThan(5_000); // it used to wait for the client for ever
  });

  it('lets go a status stream whose reader stopped reading, instead of keeping what it missed in memory', async () => {
    const { port } = new URL(d.url);
    const stuck = connect(Number(port), '127.0.0.1');
    let received = 0;
    stuck.on('data', (c: Buffer) => void (received += c.length));
    stuck.on('error', () => {}); // the server may reset it
    const closed = new Promise<void>((r) => stuck.on('close', () => r()));
    stuck.write(`GET /v1/status/stream HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${d.token}\r\n\r\n`);
    await new Promise((r) => setTimeout(r, 100));
    stuck.pause(); // reads nothing more for now
    // 40 MB of events: past what the sockets' buffers hold, and then past the 1 MB the stream may keep waiting
    for (let i = 0; i < 400; i++) d.bus.publish('padding', { pad: 'x'.repeat(100_000) });
    stuck.resume(); // what made it into the buffers, and then the end: the server let it go
    await closed;
    expect(received).toBeGreaterThan(0);
    expect(received).toBeLessThan(20_000_000);
    await healthy();
  });

  it('stores a turn, creates the project folders and shows it in status', async () => {
    const r = await d.client.postEvents({
      type: 'turn_end',
      session: 'sess-1',
      project,
      messages: [
        { uuid: 'u1', role: 'user', content: 'Please fix the login bug <private>my password is hunter2</private>' },
        {
          uuid: 'a1',
          role: 'assistant',
          content: [
            { type: 'text', text: 'Looking.' },
            { type: 'tool_use', id: 't1', name: 'Read', input: { file_path: '/x.ts' } },
          ],
        },
        { uuid: 'r1', role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: 'file text' }] },
        { uuid: 'a2', role: 'assistant', content: 'Fixed.', usage: { input_tokens: 100, cache_read_input_tokens: 12_000, output_tokens: 50 } },
      ],
    });
    // a final answer triggers extraction; 12k tokens of context trigger the first session notes
    expect(r).toMatchObject({ accepted: 4, duplicates: 0 });
    expect(r.jobs.map((j) => j.kind).sort()).toEqual(['extract', 'session_memory']);

    const status = await d.client.status();
    expect(status.provider).toBe('offline');
    const p = status.projects.find((x) => x.root === project)!;
    expect(p).toMatchObject({ slug: '-work-projects-demo-app', sessions: 1, messages: 4 });

    const memDir = join(d.home, 'projects', p.slug, 'memory');
    expect(statSync(memDir).mode & 0o777).toBe(0o700);
    const transcript = readFileSync(join(d.home, 'projects', p.slug, 'sess-1.jsonl'), 'utf8');
    expect(transcript.trim().split('\n')).toHaveLength(4);
    expect(transcript).not.toContain('hunter2');
    const stored = d.db.prepare(`SELECT content FROM messages WHERE session_id = 'sess-1'`).all() as Array<{ content: string }>;
    expect(stored.map((s) => s.content).join()).not.toContain('hunter2');

    const s = await d.client.session('sess-1');
    expect(s).toMatchObject({ messages: { main: 4, subagent: 0 }, tool_calls: 1, last_assistant_tool_call: false, turns: 1 });
    expect(s.context_tokens_estimate).toBe(12_150);
  });

  it('stores each message once when the same POST is sent twice, with or without uuids', async () => {
    const withIds = { type: 'message' as const, session: 'sess-dup', project, messages: [{ uuid: 'm1', role: 'user' as const, content: 'hello' }] };
    const noIds = {
      type: 'turn_end' as const,
      session: 'sess-dup',
      project,
      event_id: 'evt-42',
      messages: [
        { role: 'user' as const, content: 'yes' },
        { role: 'assistant' as const, content: 'ok' },
      ],
    };
    expect((await d.client.postEvents(withIds)).accepted).toBe(1);
    expect(await d.client.postEvents(withIds)).toMatchObject({ accepted: 0, duplicates: 1 });
    expect((await d.client.postEvents(noIds)).accepted).toBe(2);
    expect(await d.client.postEvents(noIds)).toMatchObject({ accepted: 0, duplicates: 2 });
    // the same words in a later event are a new message, not a duplicate
    expect((await d.client.postEvents({ ...noIds, event_id: 'evt-43' })).accepted).toBe(2);
    const n = d.db.prepare(`SELECT COUNT(*) AS n FROM messages WHERE session_id = 'sess-dup'`).get() as { n: number };
    expect(n.n).toBe(5);
  });

  it('with no ids at all, keeps two turns that end the same way, and stores a resent or growing conversation once', async () => {
    const turn = (question: string) => [
      { role: 'user' as const, content: question },
      { role: 'assistant' as const, content: [{ type: 'tool_use', id: `t-${question.length}`, name: 'Bash', input: { command: 'ls' } }] },
      { role: 'user' as const, content: [{ type: 'tool_result', tool_use_id: `t-${question.length}`, content: 'ok' }] },
      { role: 'assistant' as const, content: 'Done.' },
    ];
    const post = (messages: ReturnType<typeof turn>) => d.client.postEvents({ type: 'turn_end', session: 'sess-noid', project, messages });
    expect(await post(turn('Run the tests.'))).toMatchObject({ accepted: 4, duplicates: 0 });
    expect(await post(turn('Now run the linter.'))).toMatchObject({ accepted: 4, duplicates: 0 });
    // a retry: nothing stored, no second turn, nothing asked of the workers
    expect(await post(turn('Now run the linter.'))).toEqual({ accepted: 0, duplicates: 4, jobs: [] });
    // the second turn's answer was stored: the session does not wait on a tool call
    expect(await d.client.session('sess-noid')).toMatchObject({ messages: { main: 8 }, last_assistant_tool_call: false, turns: 2 });
    // a turn end on its own after the answer came in a message event is still that turn's end
    await d.client.postEvents({ type: 'message', session: 'sess-noid', project, messages: turn('And the type checker.') });
    expect((await d.client.postEvents({ type: 'turn_end', session: 'sess-noid', project })).jobs.map((j) => j.kind)).toContain('extract');
    expect((await d.client.postEvents({ type: 'turn_end', session: 'sess-noid', project })).jobs).toEqual([]); // and once only
    expect(await d.client.session('sess-noid')).toMatchObject({ turns: 3 });
    // a client that sends the whole conversation each time
    const whole = [...turn('Deploy it.'), ...turn('And tag the release.')];
    expect(await d.client.postEvents({ type: 'turn_end', session: 'sess-whole', project, messages: whole.slice(0, 4) })).toMatchObject({ accepted: 4 });
    expect(await d.client.postEvents({ type: 'turn_end', session: 'sess-whole', project, messages: whole })).toMatchObject({ accepted: 4, duplicates: 4 });
    // … and stamps each event with its own time, or its own id: the conversation is still stored once
    for (const [session, stamp] of [['sess-whole-t', (i: number) => ({ timestamp: `2026-12-01T06:0${i}:00Z` })], ['sess-whole-id', (i: number) => ({ event_id: `ev-${i}` })]] as const) {
      const third = [...whole, ...turn('Then announce it.')];
      expect(await d.client.postEvents({ type: 'turn_end', session, project, messages: whole.slice(0, 4), ...stamp(1) })).toMatchObject({ accepted: 4, duplicates: 0 });
      expect(await d.client.postEvents({ type: 'turn_end', session, project, messages: whole, ...stamp(2) })).toMatchObject({ accepted: 4, duplicates: 4 });
      expect(await d.client.postEvents({ type: 'turn_end', session, project, messages: third, ...stamp(3) })).toMatchObject({ accepted: 4, duplicates: 8 });
      expect(await d.client.postEvents({ type: 'session_end', session, project, messages: third, ...stamp(4) })).toMatchObject({ accepted: 0, duplicates: 12 });
      expect(await d.client.session(session)).toMatchObject({ messages: { main: 12 }, turns: 3 });
    }
    // … and, once it has compacted, sends a summary and the conversation's tail, or the tail alone
    const summary = { role: 'user' as const, content: 'Summary of the conversation so far: deployed, tagging next.' };
    const [a, b, c, e] = [turn('Deploy it.'), turn('And tag the release.'), turn('Then announce it.'), turn('Close the ticket.')];
    const ev = (i: number, messages: Array<typeof summary | ReturnType<typeof turn>[number]>) => d.client.postEvents({ type: 'turn_end', session: 'sess-after-compact', project, messages, event_id: `ev-${i}` });
    await ev(1, a);
    await ev(2, [...a, ...b]);
    expect(await ev(3, [summary, ...b, ...c])).toMatchObject({ accepted: 4, duplicates: 5 });
    expect(await ev(4, [summary, ...b, ...c, ...e])).toMatchObject({ accepted: 4, duplicates: 9 });
    expect(await ev(5, [...c, ...e, ...turn('Archive it.')])).toMatchObject({ accepted: 4, duplicates: 8 });
    expect(await d.client.session('sess-after-compact')).toMatchObject({ messages: { main: 20 }, turns: 5 });
    // — but two turns posted at once, the first saying what the last one stored said, are both kept
    const chat = (session: string, i: number, words: string[]) =>
      d.client.postEvents({ type: 'turn_end', session, project, event_id: `ev-${i}`, messages: words.map((w, k) => ({ role: k % 2 === 0 ? ('user' as const) : ('assistant' as const), content: w })) });
    await chat('sess-two-at-once', 1, ['hi', 'hello']);
    await chat('sess-two-at-once', 2, ['yes', 'ok']);
    expect(await chat('sess-two-at-once', 3, ['yes', 'ok', 'next', 'sure'])).toMatchObject({ accepted: 4, duplicates: 0 });
    // — nor three that say what the last two stored said, from a client that never sent the conversation again
    await chat('sess-three-at-once', 1, ['hi', 'hello']);
    await chat('sess-three-at-once', 2, ['yes', 'done', 'yes', 'done']);
    expect(await chat('sess-three-at-once', 3, ['yes', 'done', 'yes', 'done', 'yes', 'done'])).toMatchObject({ accepted: 6, duplicates: 0 });
    // while a client that sends each turn's own messages, stamped, keeps a turn that says what an earlier one said
    const stamped = (session: string, i: number, messages: ReturnType<typeof turn>) => d.client.postEvents({ type: 'turn_end', session, project, messages, timestamp: `2026-12-01T07:0${i}:00Z` });
    await stamped('sess-turns-t', 1, turn('Run the tests.'));
    await stamped('sess-turns-t', 2, turn('Now run the linter.'));
    expect(await stamped('sess-turns-t', 3, turn('Run the tests.'))).toMatchObject({ accepted: 4, duplicates: 0 });
    expect(await d.client.session('sess-turns-t')).toMatchObject({ messages: { main: 12 }, turns: 3 });
    // — the second turn too, opening and ending as the first did, its tool call another
    const again = turn('Run the tests.').map((m) => JSON.parse(JSON.stringify(m).replaceAll('t-14', 't-99')) as (typeof m));
    await stamped('sess-again-t', 1, turn('Run the tests.'));
    expect(await stamped('sess-again-t', 2, again)).toMatchObject({ accepted: 4, duplicates: 0 });
  });

  it('accepts batches, subagent messages and every event type', async () => {
    const r = await d.client.postEvents([
      { type: 'session_start', session: 'sess-b', project },
      { type: 'message', session: 'sess-b', project, subagent: true, agent_id: 'ag1', messages: [{ role: 'assistant', content: 'sub work' }] },
      { type: 'memory_written', session: 'sess-b', project, file: 'user_prefs.md' },
      { type: 'turn_end', session: 'sess-b', project, messages: [{ role: 'assistant', content: 'done', id: 'msg_1' }] },
      { type: 'session_end', session: 'sess-b', project, reason: 'exit' },
    ]);
    expect(r.accepted).toBe(2);
    const s = await d.client.session('sess-b');
    expect(s).toMatchObject({ messages: { main: 1, subagent: 1 }, turns: 1 });
    expect(s.ended_at).not.toBeNull();
  });

  it('answers 400 naming the failing path for malformed events, and stays healthy', async () => {
    const cases: Array<[unknown, string]> = [
      [{ type: 'turn_end', session: 's', project, messages: [{ role: 'user', content: 5 }] }, 'body.messages.0.content'],
      [{ type: 'turn_end', session: 's', project, messages: [{ role: 'robot', content: 'x' }] }, 'body.messages.0.role'],
      [{ type: 'turn_end', project, messages: [] }, 'body.session'],
      [{ type: 'turn_end', session: 's', project: 'relative/path', messages: [] }, 'body.project'],
      [{ type: 'turn_end', session: 's', project: '/', messages: [] }, 'body.project'],
      [{ type: 'turn_end', session: 's', project: '/a\u0000b', messages: [] }, 'body.project'],
      [{ type: 'turn_end', session: '../etc', project, messages: [] }, 'body.session'],
      [{ type: 'bogus', session: 's', project }, 'body.type'],
      [{ type: 'message', session: 's', project, messages: [{ role: 'user', content: [{ type: 'tool_use', name: 'x' }] }] }, 'body.messages.0.content.0.id'],
      [{ events: [{ type: 'turn_end', session: 's', project }, { type: 'turn_end', session: 7, project }] }, 'body.events.1.session'],
      [{ events: Array.from({ length: 11 }, () => ({ type: 'turn_end', session: 's', project })) }, 'body.events'],
      [{ events: [] }, 'body.events'],
    ];
    for (const [body, path] of cases) {
      const r = await raw(d, 'POST', '/v1/events', { body: body as object });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error.code).toBe('invalid_request');
      expect(r.body.error.issues.map((i: { path: string }) => i.path)).toContain(path);
      await healthy();
    }
    const bad = await raw(d, 'POST', '/v1/events', { body: '{"type": "turn_end", ' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual({ code: 'invalid_json', message: expect.stringMatching(/^body is not valid JSON: .*(?:end of JSON input|position)/) });
    await healthy();
    // a key that would reach an object's prototype is refused by name
    const proto = await raw(d, 'POST', '/v1/events', { body: `{"type":"turn_end","session":"s","project":${JSON.stringify(project)},"messages":[{"role":"user","content":"x","__proto__":{"a":1}}]}` });
    expect([proto.status, proto.body.error.code, proto.body.error.message]).toEqual([400, 'invalid_json', 'body has a "__proto__" key, which is refused']);
    const ctor = await raw(d, 'POST', '/v1/events', { body: `{"type":"turn_end","session":"s","project":${JSON.stringify(project)},"x":{"constructor":{"prototype":{"a":1}}}}` });
    expect([ctor.status, ctor.body.error.code]).toEqual([400, 'invalid_json']);
    // (a "constructor" key that is only data is taken: a tool's input may well have one)
    const data = await raw(d, 'POST', '/v1/events', { body: `{"type":"turn_end","session":"s-data","project":${JSON.stringify(project)},"messages":[{"role":"assistant","content":[{"type":"tool_use","id":"t1","name":"X","input":{"constructor":"Foo"}}]}]}` });
    expect(data.status).toBe(202);
    // nor is a block whose type names one of Object's own properties: it is an unknown block, kept as a placeholder
    const odd = await raw(d, 'POST', '/v1/events', {
      body: { type: 'turn_end', session: 's-data', project, messages: [{ role: 'user', content: ['constructor', '__proto__', 'toString', 'hasOwnProperty'].map((type) => ({ type })) }] },
    });
    expect([odd.status, odd.body.accepted]).toEqual([202, 1]);
    const empty = await raw(d, 'POST', '/v1/events', { body: '' });
    expect([empty.status, empty.body.error.code, empty.body.error.issues[0].path]).toEqual([400, 'invalid_request', 'body']);
    await healthy();
    const big = await raw(d, 'POST', '/v1/events', {
      body: { type: 'message', session: 's', project, messages: [{ role: 'user', content: 'x'.repeat(70 * 1024) }] },
    });
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe('body_too_large');
    await healthy();
    // a tool input nested 20,000 deep (its parts would overflow the stack further in)
    const deep = `{"type":"message","session":"s","project":${JSON.stringify(project)},"messages":[{"role":"assistant","content":[{"type":"tool_use","id":"t","name":"X","input":${'['.repeat(20_000)}${']'.repeat(20_000)}}]}]}`;
    const tooDeep = await raw(d, 'POST', '/v1/events', { body: deep });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.error).toMatchObject({ code: 'too_deep', message: 'body: arrays and objects nest more than 64 levels deep' });
    await healthy();
    expect((await raw(d, 'POST', '/v1/events', { body: 'null' })).status).toBe(400);
    expect((await raw(d, 'POST', '/v1/events', { body: 'x', headers: { 'content-type': 'text/plain' } })).status).toBe(400);
    expect((await raw(d, 'POST', '/v1/events', { body: 'x', headers: { 'content-type': 'application/xml' } })).status).toBe(415);
    // nothing from the rejected requests was stored
    expect(d.db.prepare(`SELECT COUNT(*) AS n FROM sessions WHERE id = 's'`).get()).toEqual({ n: 0 });
  });

  it('refuses an event that moves a session to another project, and rolls the whole batch back', async () => {
    await d.client.postEvents({ type: 'session_start', session: 'sess-p', project });
    const r = await raw(d, 'POST', '/v1/events', {
      body: {
        events: [
          { type: 'message', session: 'sess-new', project, messages: [{ role: 'user', content: 'first' }] },
          { type: 'message', session: 'sess-p', project: '/elsewhere/other', messages: [{ role: 'user', content: 'x' }] },
        ],
      },
    });
    expect(r.status).toBe(409);
    expect(r.body.error.code).toBe('session_project_mismatch');
    expect(d.db.prepare(`SELECT COUNT(*) AS n FROM sessions WHERE id = 'sess-new'`).get()).toEqual({ n: 0 });
  });

  it('commits concurrent requests together, yet a failing one fails alone', async () => {
    await d.client.postEvents({ type: 'session_start', session: 'sess-q', project });
    const good = Array.from({ length: 12 }, (_, i) =>
      d.client.postEvents({ type: 'message', session: `sess-c${i}`, project, messages: [{ uuid: `c${i}`, role: 'user', content: `hello ${i}` }] }),
    );
    const bad = raw(d, 'POST', '/v1/events', {
      body: { type: 'message', session: 'sess-q', project: '/another/project', messages: [{ uuid: 'bad', role: 'user', content: 'x' }] },
    });
    const results = await Promise.all(good);
    expect(results.every((r) => r.accepted === 1)).toBe(true);
    expect((await bad).status).toBe(409);
    const n = d.db.prepare(`SELECT COUNT(*) AS n FROM messages WHERE session_id GLOB 'sess-c[0-9]*'`).get() as { n: number };
    expect(n.n).toBe(12);
    expect(d.db.prepare(`SELECT COUNT(*) AS n FROM messages WHERE uuid = 'bad'`).get()).toEqual({ n: 0 });
  });

  it('answers 503 with Retry-After when the database is full, keeps nothing of the request, and takes it again once there is room', async () => {
    const pages = (d.db.pragma('page_count', { simple: true }) as number) + 1;
    const event = { type: 'message', session: 'sess-full', project, messages: [{ uuid: 'big-1', role: 'user', content: 'x'.repeat(40_000) }] };
    d.db.pragma(`max_page_count = ${pages}`);
    try {
      const r = await raw(d, 'POST', '/v1/events', { body: event });
      expect(r.status).toBe(503);
      expect(r.body.error.code).toBe('storage_full');
      expect(r.headers['retry-after']).toBe('30');
      expect(d.db.prepare(`SELECT COUNT(*) AS n FROM sessions WHERE id = 'sess-full'`).get()).toEqual({ n: 0 });
      // Sent together, requests share a transaction that the full disk rolls back whole: none may
      // be acknowledged without being stored, none stored without being acknowledged.
      const together = await Promise.all([
        raw(d, 'POST', '/v1/events', { body: event }),
        ...[1, 2, 3].map((i) => raw(d, 'POST', '/v1/events', { body: { type: 'message', session: `sess-small-${i}`, project, messages: [{ uuid: `s${i}`, role: 'user', content: 'hi' }] } })),
      ]);
      expect(together[0]!.status).toBe(503);
      together.slice(1).forEach((r, i) => {
        expect([202, 503]).toContain(r.status);
        expect(d.db.prepare(`SELECT COUNT(*) AS n FROM messages WHERE uuid = ?`).get(`s${i + 1}`)).toEqual({ n: r.status === 202 ? 1 : 0 });
      });
      await healthy();
    } finally {
      d.db.pragma('max_page_count = 1073741823');
    }
    const again = await raw(d, 'POST', '/v1/events', { body: event });
    expect(again.status).toBe(202);
    expect(again.body.accepted).toBe(1);
  });

  it("waits for another connection's write lock without stopping the event loop, then commits", async () => {
    // A daemon of its own: no background job may want the lock meanwhile.
    const q = await startTestDaemon({ config: { extract: { enabled: false }, sessionNotes: { enabled: false }, watch: { enabled: false } } });
    const post = (uuid: string) => raw(q, 'POST', '/v1/events', { body: { type: 'message', session: 'sess-locked', project, messages: [{ uuid, role: 'user', content: 'hi' }] } });
    const other = new Database(join(q.home, 'memoryd.db'));
    let held = false;
    try {
      expect((await post('lk-0')).status).toBe(202); // the project and session exist
      // Another connection (the checkpoint thread truncating the WAL, say) holds the write lock.
      other.exec('BEGIN IMMEDIATE');
      held = true;
      const started = performance.now();
      const posted = post('lk-1');
      await new Promise((r) => setTimeout(r, 150));
      // the event loop goes on meanwhile (asleep in SQLite's busy handler, it would not), and
      // the daemon serves other requests
      expect((await raw(q, 'GET', '/healthz', { auth: false })).status).toBe(200);
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(q.db.prepare(`SELECT COUNT(*) AS n FROM messages WHERE uuid = 'lk-1'`).get()).toEqual({ n: 0 });
      other.exec('COMMIT');
      held = false;
      const r = await posted;
      expect(r.status).toBe(202);
      expect(r.body.accepted).toBe(1);
    } finally {
      if (held) other.exec('ROLLBACK');
      other.close();
      await q.stop();
    }
  });

  it('the typed client sends events again after a 503 from storage', async () => {
    const event = { type: 'message' as const, session: 'sess-retry', project, messages: [{ uuid: 'big-2', role: 'user' as const, content: 'y'.repeat(40_000) }] };
    d.db.pragma(`max_page_count = ${(d.db.pragma('page_count', { simple: true }) as number) + 1}`);
    const posted = d.client.postEvents(event);
    await new Promise((r) => setTimeout(r, 200)); // the first attempt has failed by now
    d.db.pragma('max_page_count = 1073741823');
    expect((await posted).accepted).toBe(1);
    await expect(d.client.postEvents(event, { retries: 0 })).resolves.toMatchObject({ accepted: 0, duplicates: 1 });
  });

  it('stores the events and stays up when the JSONL copy cannot be written', async () => {
    // a folder where the session's copy should go: every append to it fails
    mkdirSync(join(d.home, 'projects', '-work-projects-demo-app', 'sess-nocopy.jsonl'), { recursive: true });
    const r = await d.client.postEvents({ type: 'message', session: 'sess-nocopy', project, messages: [{ uuid: 'nc1', role: 'user', content: 'still stored' }] });
    expect(r.accepted).toBe(1);
    expect(d.db.prepare(`SELECT text FROM messages WHERE uuid = 'nc1'`).get()).toEqual({ text: 'still stored' });
    await healthy();
  });

  it('keeps two sessions whose ids differ only in punctuation in two JSONL copies', async () => {
    await d.client.postEvents({ type: 'turn_end', session: 'chat.7', project, messages: [{ uuid: 'p1', role: 'user', content: 'from the dotted one' }] });
    await d.client.postEvents({ type: 'turn_end', session: 'chat-7', project, messages: [{ uuid: 'p2', role: 'user', content: 'from the dashed one' }] });
    const folder = join(d.home, 'projects', '-work-projects-demo-app');
    const dashed = readFileSync(join(folder, 'chat-7.jsonl'), 'utf8');
    expect(dashed).toContain('from the dashed one');
    expect(dashed).not.toContain('from the dotted one');
    const dotted = readdirSync(folder).filter((f) => /^chat-7-[0-9a-f]{8}\.jsonl$/.test(f));
    expect(dotted).toHaveLength(1);
    expect(readFileSync(join(folder, dotted[0]!), 'utf8')).toContain('from the dotted one');
  });

  it('the daily prune deletes the messages and JSONL copy of sessions idle past retention, and keeps the sessions', async () => {
    await d.client.postEvents({ type: 'turn_end', session: 'sess-old', project, messages: [{ uuid: 'o1', role: 'user', content: 'old words' }, { uuid: 'o2', role: 'assistant', content: 'old answer' }] });
    await d.client.postEvents({ type: 'turn_end', session: 'sess-recent', project, messages: [{ uuid: 'n1', role: 'user', content: 'new words' }] });
    const copy = (s: string) => join(d.home, 'projects', '-work-projects-demo-app', `${s}.jsonl`);
    expect(existsSync(copy('sess-old'))).toBe(true);
    d.db.prepare(`UPDATE sessions SET last_event_at = ? WHERE id = 'sess-old'`).run(Date.now() - 91 * 86_400_000);
    const { id } = d.queue.enqueue({ kind: 'prune' });
    d.runner.wake();
    await waitFor(() => d.queue.get(id)!.state === 'done');
    expect(JSON.parse(d.queue.get(id)!.result!)).toMatchObject({ messages: 2, sessions: 1 });
    const count = (s: string) => (d.db.prepare(`SELECT COUNT(*) AS n FROM messages WHERE session_id = ?`).get(s) as { n: number }).n;
    expect([count('sess-old'), count('sess-recent')]).toEqual([0, 1]);
    expect(existsSync(copy('sess-old'))).toBe(false);
    expect(existsSync(copy('sess-recent'))).toBe(true);
    expect(await d.client.session('sess-old')).toMatchObject({ turns: 1 }); // the session and its counters stay
  });

  it('keeps two roots whose slugs collide in one project folder, as Claude Code does', async () => {
    // '/work/slug/a-b' and '/work/slug/a/b' both sanitize to '-work-slug-a-b'
    const first = await raw(d, 'POST', '/v1/events', { body: { type: 'message', session: 'sess-slug-1', project: '/work/slug/a-b', messages: [{ role: 'user', content: 'one' }] } });
    const second = await raw(d, 'POST', '/v1/events', { body: { type: 'message', session: 'sess-slug-2', project: '/work/slug/a/b', messages: [{ role: 'user', content: 'two' }] } });
    expect([first.status, second.status]).toEqual([202, 202]); // the second was a 500 (its row could not be created)
    const projects = (await d.client.status()).projects.filter((p) => p.slug === '-work-slug-a-b');
    expect(projects).toHaveLength(1);
    expect(projects[0]).toMatchObject({ root: '/work/slug/a-b', sessions: 2 });
  });

  it('serves Prometheus metrics', async () => {
    const text = await d.client.metrics();
    expect(text).toContain('# TYPE memoryd_events_total counter');
    expect(text).toMatch(/memoryd_events_total\{type="turn_end"\} \d+/);
    expect(text).toMatch(/memoryd_messages_total\{outcome="duplicate"\} [1-9]/);
    expect(Number(/^process_resident_memory_bytes (\d+)$/m.exec(text)?.[1])).toBeGreaterThan(1_000_000);
    expect(Number(/^memoryd_database_bytes\{file="db"\} (\d+)$/m.exec(text)?.[1])).toBeGreaterThan(4096);
    for (const q of ['0.5', '0.99', '1']) expect(text).toMatch(new RegExp(`^memoryd_event_loop_delay_seconds\\{quantile="${q}"\\} \\d`, 'm'));
    // (the file's size read on both sides of the status: a checkpoint of the background jobs' writes may grow it between)
    const before = statSync(join(d.home, 'memoryd.db')).size;
    const { memory, database } = await d.client.status();
    const after = statSync(join(d.home, 'memoryd.db')).size;
    expect(memory.rss).toBeGreaterThan(memory.heap_used);
    expect(database.bytes).toBeGreaterThanOrEqual(before);
    expect(database.bytes).toBeLessThanOrEqual(after);
  });

  it('keeps the token file and the database (every conversation sent) private', () => {
    expect(statSync(join(d.home, 'token')).mode & 0o777).toBe(0o600);
    expect(existsSync(join(d.home, 'memoryd.db'))).toBe(true);
    for (const f of ['memoryd.db', 'memoryd.db-wal', 'memoryd.db-shm']) expect(statSync(join(d.home, f)).mode & 0o777, f).toBe(0o600);
  });
});

/** An image block as the Messages API takes it, with `kib` KiB of base64. */
const image = (kib: number) => ({ type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'A'.repeat(kib * 1024) } });
/** A turn with a pasted screenshot, and another taken by a tool. */
const turnWithScreenshots = (kib: number) => [
  { role: 'user' as const, content: [{ type: 'text', text: 'What is wrong with this page?' }, image(kib)] },
  { role: 'assistant' as const, content: [{ type: 'tool_use', id: 'shot', name: 'screenshot', input: {} }] },
  { role: 'user' as const, content: [{ type: 'tool_result', tool_use_id: 'shot', content: [image(kib)] }] },
  { role: 'assistant' as const, content: 'The header overlaps the menu.' },
];

describe('large turns', () => {
  let d: TestDaemon;
  beforeAll(async () => {
    d = await startTestDaemon({ config: { limits: { bodyBytes: 64 * 1024 } } });
  });
  afterAll(() => d.stop());
  const stored = (session: string) => (d.db.prepare(`SELECT content FROM messages WHERE session_id = ? ORDER BY seq`).all(session) as Array<{ content: string }>).map((r) => r.content);

  it('is taken whole up to 32 MiB, though other routes stop sooner, keeping only that the media were there', async () => {
    const r = await raw(d, 'POST', '/v1/events', { body: { type: 'turn_end', session: 'media-raw', project, messages: turnWithScreenshots(3 * 1024) } });
    expect([r.status, r.body.accepted]).toEqual([202, 4]);
    const [asked, , shot] = stored('media-raw');
    expect(JSON.parse(asked!)).toEqual([{ type: 'text', text: 'What is wrong with this page?' }, { type: 'placeholder', of: 'image' }]);
    expect(JSON.parse(shot!)[0].content).toEqual([{ type: 'placeholder', of: 'image' }]);
    // a memory written through the API keeps the routes' own limit
    const slug = (await d.client.status()).projects[0]!.slug;
    expect((await raw(d, 'PUT', `/v1/projects/${slug}/memories/big.md`, { body: { content: 'x'.repeat(100 * 1024) } })).status).toBe(413);
  });

  it('is a whole conversation of thousands of messages sent again each turn, stored once; past 10,000 messages an event is refused naming why', async () => {
    const conversation = Array.from({ length: 4_000 }, (_, i) => ({ role: i % 2 === 0 ? ('user' as const) : ('assistant' as const), content: `step ${i}` }));
    const post = (messages: typeof conversation, i: number) => raw(d, 'POST', '/v1/events', { body: { type: 'turn_end', session: 'long-whole', project, event_id: `ev-${i}`, messages } });
    expect((await post(conversation.slice(0, 3_998), 1)).body).toMatchObject({ accepted: 3_998, duplicates: 0 });
    expect((await post(conversation, 2)).body).toMatchObject({ accepted: 2, duplicates: 3_998 });
    const tooMany = await post([...conversation, ...conversation, ...conversation].slice(0, 10_001), 3);
    expect([tooMany.status, tooMany.body.error.issues[0].path]).toEqual([400, 'body.messages']);
  });

  it('is sent by the typed client without the media bytes, leaving the caller\'s messages as they were', async () => {
    const messages = turnWithScreenshots(20 * 1024); // 40 MiB of screenshots: over the limit
    expect(await d.client.postEvents({ type: 'turn_end', session: 'media-client', project, messages })).toMatchObject({ accepted: 4, duplicates: 0 });
    expect(stored('media-client')).toEqual(stored('media-raw'));
    expect((messages[0]!.content[1] as ReturnType<typeof image>).source.data).toHaveLength(20 * 1024 * 1024);
  });
});

describe('a home deleted under the running daemon', () => {
  it('stops it, saying why, instead of accepting events into a database file that is gone', async () => {
    const home = tempDir();
    let lost = 0;
    const d = await startTestDaemon({ home, homeCheckMs: 20, onHomeLost: () => lost++ });
    try {
      await d.client.postEvents({ type: 'session_start', session: 'gone-1', project: '/home/me/app' });
      // "reset memoryd" by hand (retried: the daemon may still be writing in the home as it goes, ENOTEMPTY — under load for
      // longer than rmSync's own retries; what it must notice is its database file gone, which the first pass removes)
      for (let attempt = 1; ; attempt++) {
        try {
          rmSync(home, { recursive: true, force: true, maxRetries: 10, retryDelay: 5 });
          break;
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOTEMPTY' || attempt >= 50) throw err;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
      await waitFor(() => lost === 1);
      await expect(d.client.health()).rejects.toThrow(); // no longer listening
    } finally {
      await d.close();
    }
  });
});

// Claude Code as a client: hook payloads as Claude Code sends them, transcripts read as they
// grow, the command hook failing open, hook installation that keeps other hooks, imports.
import { afterEach, describe, expect, it } from 'vitest';
import { appendFileSync, copyFileSync, mkdirSync, readFileSync, readdirSync, realpathSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseTranscript } from '../../src/memory/transcript.js';
import { hooksBlock, installedHooks, mergeHooks } from '../../src/cli/hook.js';
import { importTranscript } from '../../src/cli/import.js';
import { raw, startTestDaemon, tempDir, waitFor, type TestDaemon } from '../helpers/daemon.js';
import { runCli } from '../helpers/process.js';
import { writeMemoryFile } from '../helpers/memory.js';
import { spawn } from 'node:child_process';
import pino from 'pino';
import { CLI, ROOT } from '../helpers/process.js';
import { oddTranscript } from '../helpers/odd-transcript.js';
import { FakeAnthropic, json, text } from '../fakes/anthropic-server.js';

const FIXTURES = join(__dirname, '..', '..', '..', 'shared', 'fixtures', 'claude-code');

const line = (o: object) => JSON.stringify(o) + '\n';

/** A question and its one-block answer, as two transcript lines. */
const exchange = (question: string, answer: string) =>
  line({ type: 'user', uuid: 'u1', message: { role: 'user', content: question } }) +
  line({ type: 'assistant', uuid: 'a1', message: { id: 'msg_1', role: 'assistant', content: [{ type: 'text', text: answer }] } });

/** A question, a tool call and its result: a turn whose final answer is not written yet. */
const untilToolResult = (question: string) =>
  line({ type: 'user', uuid: 'u1', message: { role: 'user', content: question } }) +
  line({ type: 'assistant', uuid: 'a1', message: { id: 'msg_1', role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'Read', input: { file_path: '/x' } }] } }) +
  line({ type: 'user', uuid: 'r1', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: 'ok' }] } });

/** Where Claude Code would keep a session's transcript, under a transcript root. */
function transcriptPath(claudeHome: string, folder: string, session: string): string {
  const dir = join(claudeHome, 'projects', folder);
  mkdirSync(dir, { recursive: true });
  return join(dir, `${session}.jsonl`);
}

describe('Claude Code hooks', () => {
  let d: TestDaemon | undefined;
  afterEach(async () => {
    await d?.stop();
    d = undefined;
  });

  async function start(config: Record<string, unknown> = {}) {
    const claudeHome = tempDir('memoryd-claude-');
    const { hooks, ...rest } = config as { hooks?: Record<string, unknown> };
    d = await startTestDaemon({ config: { hooks: { transcriptRoots: [claudeHome], ...hooks }, watch: { enabled: false }, queue: { pollMs: 20 }, ...rest } });
    const hook = (payload: object) => raw(d!, 'POST', '/v1/hooks/claude-code', { body: payload });
    return { claudeHome, hook };
  }

  it('says in status and metrics when hooks arrive with a stale token, since Claude Code shows nothing', async () => {
    await start();
    const stale = { authorization: 'Bearer the-token-of-a-home-since-reset' };
    const payload = { session_id: 's-stale', transcript_path: '/nowhere.jsonl', cwd: '/tmp', hook_event_name: 'UserPromptSubmit', prompt: 'hi' };
    for (let i = 0; i < 2; i++) expect((await raw(d!, 'POST', '/v1/hooks/claude-code', { auth: false, headers: stale, body: payload })).status).toBe(401);
    expect((await raw(d!, 'GET', '/v1/status', { auth: false, headers: stale })).status).toBe(401); // not a hook: counted, not reported as one
    const status = await d!.client.status();
    expect(status.hooks_unauthorized).toMatchObject({ count: 2, last_at: expect.any(Number) });
    const metrics = await d!.client.metrics();
    expect(metrics).toContain('memoryd_requests_refused_total{code="unauthorized",from="hooks"} 2');
    expect(metrics).toContain('memoryd_requests_refused_total{code="unauthorized",from="other"} 1');
    const cli = await runCli(['status'], { MEMORYD_HOME: d!.home, MEMORYD_PORT: new URL(d!.url).port });
    expect(cli.stdout).toMatch(/^Claude Code hooks refused for a wrong or missing token: 2 since start, the last at .* — set MEMORYD_TOKEN=\$\(memoryd token\)/m);
  });

  for (const fixture of ['cc-2.1.14-hello-world.jsonl', 'cc-2.1.38-short.jsonl', 'cc-2.1.39-subagent-compact.jsonl']) {
    it(`stores exactly the messages of ${fixture}, read as it grows, with no duplicates`, async () => {
      const { claudeHome, hook } = await start();
      const full = readFileSync(join(FIXTURES, fixture));
      const expected = parseTranscript(full).messages;
      const session = 'a1b2c3d4-0000-4000-8000-000000000001';
      const cwd = tempDir('memoryd-cc-project-');
      const path = transcriptPath(claudeHome, 'p', session);
      writeFileSync(path, '');
      const base = { session_id: session, transcript_path: path, cwd };
      expect((await hook({ ...base, hook_event_name: 'SessionStart', source: 'startup' })).body.hookSpecificOutput.additionalContext).toContain('# Memory');
      // the file grows in three steps; the second ends inside a line
      const cuts = [Math.floor(full.length / 3), Math.floor((2 * full.length) / 3) + 17, full.length];
      let written = 0;
      for (const cut of cuts) {
        appendFileSync(path, full.subarray(written, cut));
        written = cut;
        expect((await hook({ ...base, hook_event_name: 'Stop', stop_hook_active: false })).status).toBe(200);
        expect((await hook({ ...base, hook_event_name: 'Stop', stop_hook_active: false })).status).toBe(200); // repeated Stop
      }
      const rows = d!.db.prepare(`SELECT uuid, role, content, usage, is_sidechain FROM messages WHERE session_id = ? ORDER BY seq`).all(session) as Array<{ uuid: string; role: string; content: string; usage: string | null; is_sidechain: number }>;
      expect(rows.map((r) => r.uuid)).toEqual(expected.map((m) => m.uuid));
      // merged responses carry every block, and the usage of the response's last line
      rows.forEach((r, i) => {
        expect(JSON.parse(r.content).length, expected[i]!.uuid).toBe(expected[i]!.content.filter((b) => !(b.type === 'text' && typeof b.text === 'string' && !b.text.trim())).length);
        if (expected[i]!.usage) expect(JSON.parse(r.usage!).output_tokens).toBe(expected[i]!.usage!.output_tokens);
        expect(r.is_sidechain).toBe(expected[i]!.is_sidechain ? 1 : 0);
      });
      // with the offline provider, the main conversation gets session notes
      if (expected.some((m) => !m.is_sidechain)) {
        await waitFor(async () => (await raw(d!, 'GET', `/v1/sessions/${session}/memory`)).body.content?.includes('# Session Title\n_A short and distinctive 5-10 word descriptive title_\n'), 5_000);
        const notes = (await raw(d!, 'GET', `/v1/sessions/${session}/memory`)).body.content as string;
        expect(notes.split('\n')[2]).not.toBe('');
        // after Claude Code compacts, the new context gets the notes first, then the memory context
        const after = (await hook({ ...base, hook_event_name: 'SessionStart', source: 'compact' })).body.hookSpecificOutput.additionalContext as string;
        expect(after).toMatch(/^# Session notes\n/);
        expect(after).toContain(notes.split('\n')[2]);
        expect(after).toContain('# Memory');
        expect(after.length).toBeLessThanOrEqual(10_000);
        const resumed = (await hook({ ...base, hook_event_name: 'SessionStart', source: 'resume' })).body.hookSpecificOutput.additionalContext as string;
        expect(resumed).not.toContain('# Session notes');
        // notes longer than the hook's room are cut at a line, and the memory context still fits
        const { path: notesPath } = (await raw(d!, 'GET', `/v1/sessions/${session}/memory`)).body as { path: string };
        writeFileSync(notesPath, notes.replace('# Worklog\n', `# Worklog\n${'- a step of the work, described at some length\n'.repeat(400)}`));
        const long = (await hook({ ...base, hook_event_name: 'SessionStart', source: 'compact' })).body.hookSpecificOutput.additionalContext as string;
        expect(long.length).toBeLessThanOrEqual(10_000);
        expect(long).toContain("[… notes cut to fit the hook's limit …]\n\n# Memory");
      }
      // Claude Code keeps its own transcript: no copy was written
      const slug = (await d!.client.status()).projects[0]!.slug;
      expect(readdirSync(join(d!.home, 'projects', slug)).filter((f) => f.endsWith('.jsonl'))).toEqual([]);
    });
  }

  it('brings the session notes up to date at PreCompact, for the context after the compaction', async () => {
    // notes thresholds out of reach: only the compaction asks for notes
    const { claudeHome, hook } = await start({ sessionNotes: { initTokens: 10_000_000, compactWaitMs: 120_000 } });
    const session = 'c1b2c3d4-0000-4000-8000-000000000003';
    const path = transcriptPath(claudeHome, 'p', session);
    copyFileSync(join(FIXTURES, 'cc-2.1.14-hello-world.jsonl'), path);
    const base = { session_id: session, transcript_path: path, cwd: tempDir('memoryd-cc-project-') };
    await hook({ ...base, hook_event_name: 'SessionStart', source: 'startup' });
    await hook({ ...base, hook_event_name: 'Stop', stop_hook_active: false });
    expect((await raw(d!, 'GET', `/v1/sessions/${session}/memory`)).body.covered_seq).toBeNull();
    // Claude Code waits for this hook: it answers with the notes as they are (none yet), even
    // while an update runs (marked here; the compaction route would wait up to compactWaitMs,
    // past this test's timeout)
    d!.db.prepare(`UPDATE sessions SET notes_started_at = ? WHERE id = ?`).run(Date.now(), session);
    const pre = await hook({ ...base, hook_event_name: 'PreCompact', trigger: 'auto' });
    expect(pre.status).toBe(200);
    expect(pre.body).toEqual({});
    const last = (d!.db.prepare(`SELECT last_seq FROM sessions WHERE id = ?`).get(session) as { last_seq: number }).last_seq;
    await waitFor(async () => (await raw(d!, 'GET', `/v1/sessions/${session}/memory`)).body.covered_seq === last, 5_000);
    const after = (await hook({ ...base, hook_event_name: 'SessionStart', source: 'compact' })).body.hookSpecificOutput.additionalContext as string;
    expect(after).toMatch(new RegExp(`^# Session notes\\n.*up to message #${last};`));
    expect(after).toContain('hello.sh');
  });

  it('answers UserPromptSubmit with matching memories as valid hook JSON under 10,000 characters', async () => {
    const { hook } = await start();
    const cwd = tempDir('memoryd-cc-project-');
    const session = 'b1b2c3d4-0000-4000-8000-000000000002';
    await hook({ session_id: session, cwd, hook_event_name: 'SessionStart', source: 'startup' });
    const slug = (await d!.client.status()).projects[0]!.slug;
    const mem = join(d!.home, 'projects', slug, 'memory');
    writeMemoryFile(mem, 'feedback_migrations.md', { name: 'Migrations', description: 'Run database migrations with make migrate, never by hand', type: 'feedback', body: 'Use make migrate.\n' + 'detail line\n'.repeat(600) });
    d!.index.reconcile({ id: 1, paths: { memory: mem } });
    const r = await hook({ session_id: session, cwd, hook_event_name: 'UserPromptSubmit', prompt: 'how do I run the database migrations?' });
    expect(r.status).toBe(200);
    expect(r.text.length).toBeLessThan(10_000);
    const ctx = r.body.hookSpecificOutput;
    expect(ctx.hookEventName).toBe('UserPromptSubmit');
    expect(ctx.additionalContext).toContain('<relevant-memories>');
    expect(ctx.additionalContext).toContain('Use make migrate.');
    const none = await hook({ session_id: session, cwd, hook_event_name: 'UserPromptSubmit', prompt: 'write a haiku about autumn leaves' });
    expect(none.body).toEqual({});
    // shown once while it is in the context; after a compaction it is not, and may be shown again
    const prompt = { session_id: session, cwd, hook_event_name: 'UserPromptSubmit', prompt: 'run the database migrations again' };
    expect((await hook(prompt)).body).toEqual({});
    await hook({ session_id: session, cwd, hook_event_name: 'SessionStart', source: 'compact' });
    expect((await hook(prompt)).body.hookSpecificOutput.additionalContext).toContain('Use make migrate.');
    // a bare slash command asks nothing of memory, even one whose word a memory holds
    writeMemoryFile(mem, 'project_migrate_cmd.md', { name: 'migrate', description: 'the migrate command', type: 'project', body: 'migrate' });
    d!.index.reconcile({ id: 1, paths: { memory: mem } });
    expect((await hook({ session_id: session, cwd, hook_event_name: 'UserPromptSubmit', prompt: '/migrate' })).body).toEqual({});
    expect((await hook({ session_id: session, cwd, hook_event_name: 'UserPromptSubmit', prompt: 'migrate the database' })).body.hookSpecificOutput.additionalContext).toContain('project_migrate_cmd.md');
  });

  it('picks up a final answer written after the Stop hook fired, and ends the turn then', async () => {
    const { claudeHome, hook } = await start();
    const cwd = tempDir('memoryd-cc-lag-');
    const session = 'f1b2c3d4-0000-4000-8000-000000000006';
    const path = transcriptPath(claudeHome, 'lag', session);
    writeFileSync(path, untilToolResult('Remember that staging deploys need a feature flag.'));
    const r = await hook({ session_id: session, cwd, transcript_path: path, hook_event_name: 'Stop', last_assistant_message: 'Noted: staging deploys need a flag.' });
    expect(r.status).toBe(200);
    expect(d!.queue.counts().extract).toBeUndefined(); // the answer is not on disk yet: no turn end
    appendFileSync(path, line({ type: 'assistant', uuid: 'a2', message: { id: 'msg_2', role: 'assistant', content: [{ type: 'text', text: 'Noted: staging deploys need a flag.' }] } }));
    await waitFor(() => (d!.queue.counts().extract?.done ?? 0) >= 1, 6_000);
    expect(d!.db.prepare(`SELECT COUNT(*) AS n FROM messages WHERE session_id = ?`).get(session)).toEqual({ n: 4 });
    expect(await d!.client.session(session)).toMatchObject({ turns: 1 }); // one turn, though two reads stored it
    // the next prompt tells the agent what was saved in the background, once
    const next = { session_id: session, cwd, transcript_path: path, hook_event_name: 'UserPromptSubmit', prompt: 'what next?' };
    const told = (await hook(next)).body.hookSpecificOutput.additionalContext as string;
    expect(told).toMatch(/^<memory-updates>\nmemoryd, in the background since your last prompt:\n- Saved 1 memory: project_staging_deploys_need\.md\n<\/memory-updates>/);
    expect((await hook(next)).body).toEqual({});
  });

  it('ends the turn with an answer that reaches the disk after the Stop hook and a restart of the daemon', async () => {
    const home = tempDir('memoryd-restart-home-');
    const claudeHome = tempDir('memoryd-claude-');
    const config = { hooks: { transcriptRoots: [claudeHome], catchUpMs: 100 }, watch: { enabled: false }, queue: { pollMs: 20 } };
    const session = 'f1b2c3d4-0000-4000-8000-00000000000c';
    const path = transcriptPath(claudeHome, 'restart', session);
    writeFileSync(path, untilToolResult('Remember that the billing service owns the invoices table.'));
    const first = await startTestDaemon({ home, config });
    await raw(first, 'POST', '/v1/hooks/claude-code', { body: { session_id: session, cwd: tempDir('memoryd-cc-restart-'), transcript_path: path, hook_event_name: 'Stop' } });
    await first.stop();
    appendFileSync(path, line({ type: 'assistant', uuid: 'a2', message: { id: 'msg_2', role: 'assistant', content: [{ type: 'text', text: 'Noted: billing owns invoices.' }] } }));
    d = await startTestDaemon({ home, config });
    await waitFor(() => (d!.queue.counts().extract?.done ?? 0) >= 1, 6_000);
    expect(d.db.prepare(`SELECT uuid FROM messages WHERE session_id = ? ORDER BY seq`).all(session).at(-1)).toEqual({ uuid: 'api-msg_2' });
  });

  it("takes Claude Code's turn-finished line as the end of a turn, and counts a turn once whatever comes after its answer", async () => {
    const { claudeHome, hook } = await start({ hooks: { catchUpMs: 100 } });
    const session = 'f1b2c3d4-0000-4000-8000-00000000000d';
    const path = transcriptPath(claudeHome, 'duration', session);
    const cwd = tempDir('memoryd-cc-duration-');
    const turnDuration = line({ type: 'system', subtype: 'turn_duration', durationMs: 4200, uuid: 's1' });
    // the answer was on disk at Stop; the turn-finished line comes after the hook
    writeFileSync(path, exchange('Which port does the API listen on?', 'Port 8080.'));
    await hook({ session_id: session, cwd, transcript_path: path, hook_event_name: 'Stop' });
    appendFileSync(path, turnDuration);
    await new Promise((r) => setTimeout(r, 600)); // several catch-up passes
    expect(await d!.client.session(session)).toMatchObject({ turns: 1 });
    // a prompt opens the next turn; its answer and turn-finished line land with no Stop (the
    // daemon missed it): the line alone ends the turn
    appendFileSync(path, line({ type: 'user', uuid: 'u2', message: { role: 'user', content: 'Remember that staging uses port 9090.' } }));
    await hook({ session_id: session, cwd, transcript_path: path, hook_event_name: 'UserPromptSubmit', prompt: 'Remember that staging uses port 9090.' });
    appendFileSync(path, line({ type: 'assistant', uuid: 'a2', message: { id: 'msg_2', role: 'assistant', content: [{ type: 'text', text: 'Noted.' }] } }) + turnDuration.replace('s1', 's2'));
    await waitFor(async () => (await d!.client.session(session)).turns === 2, 5_000);
    await new Promise((r) => setTimeout(r, 400));
    expect(await d!.client.session(session)).toMatchObject({ turns: 2 });
    expect(d!.db.prepare(`SELECT uuid FROM messages WHERE session_id = ? ORDER BY seq`).all(session)).toEqual([{ uuid: 'u1' }, { uuid: 'api-msg_1' }, { uuid: 'u2' }, { uuid: 'api-msg_2' }]);
    // and when a pass stored the answer before the line was written, the line alone, read later, ends the turn
    appendFileSync(path, line({ type: 'user', uuid: 'u3', message: { role: 'user', content: 'And production?' } }));
    await hook({ session_id: session, cwd, transcript_path: path, hook_event_name: 'UserPromptSubmit', prompt: 'And production?' });
    appendFileSync(path, line({ type: 'assistant', uuid: 'a3', message: { id: 'msg_3', role: 'assistant', content: [{ type: 'text', text: 'Port 443.' }] } }));
    await waitFor(() => expect(d!.db.prepare(`SELECT uuid FROM messages WHERE session_id = ? ORDER BY seq DESC LIMIT 1`).get(session)).toEqual({ uuid: 'api-msg_3' }), 5_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(await d!.client.session(session)).toMatchObject({ turns: 2 }); // an answer, but the turn may go on
    appendFileSync(path, turnDuration.replace('s1', 's3'));
    await waitFor(async () => (await d!.client.session(session)).turns === 3, 5_000);
    appendFileSync(path, turnDuration.replace('s1', 's4')); // a second such line ends no second turn
    await new Promise((r) => setTimeout(r, 400));
    expect(await d!.client.session(session)).toMatchObject({ turns: 3 });
  });

  it('counts a turn once when the answer was already on disk at Stop (the second look finds nothing new)', async () => {
    const { claudeHome, hook } = await start();
    const session = 'f1b2c3d4-0000-4000-8000-00000000000b';
    const path = transcriptPath(claudeHome, 'once', session);
    writeFileSync(path, exchange('Which port does the API listen on?', 'Port 8080.'));
    await hook({ session_id: session, cwd: tempDir('memoryd-cc-once-'), transcript_path: path, hook_event_name: 'Stop', last_assistant_message: 'Port 8080.' });
    await new Promise((r) => setTimeout(r, 1_800)); // past the Stop hook's second look at 1.5 s
    expect(await d!.client.session(session)).toMatchObject({ turns: 1 });
    // Stop sent again, one after another and all at once, with nothing new: the same end
    const again = { session_id: session, cwd: tempDir('memoryd-cc-once-'), transcript_path: path, hook_event_name: 'Stop' };
    await hook(again);
    await Promise.all([hook(again), hook(again), hook(again)]);
    expect(await d!.client.session(session)).toMatchObject({ turns: 1, messages: { main: 2 } });
    expect(d!.queue.counts().extract).toEqual({ done: 1 });
  });

  it('keeps every part of a response read across hooks: one still being written, and one going on after a tool result', async () => {
    const { claudeHome, hook } = await start();
    const cwd = tempDir('memoryd-cc-split-');
    const session = 'f1b2c3d4-0000-4000-8000-000000000007';
    const path = transcriptPath(claudeHome, 'split', session);
    const part = (uuid: string, block: object) => line({ type: 'assistant', uuid, message: { id: 'msg_1', role: 'assistant', content: [block] } });
    const result = (uuid: string, toolId: string) => line({ type: 'user', uuid, message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: toolId, content: 'ok' }] } });
    const stop = () => hook({ session_id: session, cwd, transcript_path: path, hook_event_name: 'Stop' });
    const grow = async (text: string) => {
      appendFileSync(path, text);
      expect((await stop()).status).toBe(200);
    };
    writeFileSync(path, line({ type: 'user', uuid: 'u1', message: { role: 'user', content: 'Find where the retry delay is set.' } }));
    await grow(part('l1', { type: 'text', text: 'Searching.' })); // the response is still being written
    await grow(part('l2', { type: 'tool_use', id: 'tA', name: 'Grep', input: { pattern: 'delay' } }) + result('r1', 'tA'));
    await grow(part('l3', { type: 'tool_use', id: 'tB', name: 'Read', input: { file_path: '/x' } }) + result('r2', 'tB')); // goes on after the result
    await grow(line({ type: 'assistant', uuid: 'l4', message: { id: 'msg_2', role: 'assistant', content: [{ type: 'text', text: 'It is set in upload.ts.' }] } }));
    await stop(); // a repeated read adds nothing
    const rows = d!.db.prepare(`SELECT uuid, content FROM messages WHERE session_id = ? ORDER BY seq`).all(session) as Array<{ uuid: string; content: string }>;
    const blocks = (r: { content: string }) => (JSON.parse(r.content) as Array<{ type: string; id?: string }>).map((b) => b.id ?? b.type);
    expect(rows.map((r) => [r.uuid, blocks(r)])).toEqual([
      ['u1', ['text']],
      ['api-msg_1', ['text', 'tA']],
      ['r1', ['tool_result']],
      ['l3', ['tB']],
      ['r2', ['tool_result']],
      ['api-msg_2', ['text']],
    ]);
  });

  it('reads lines Claude Code flushed after the last hook, and ends the turn with them', async () => {
    const { claudeHome, hook } = await start({ hooks: { catchUpMs: 100 } });
    const session = 'f1b2c3d4-0000-4000-8000-000000000009';
    const path = transcriptPath(claudeHome, 'catchup', session);
    const cwd = tempDir('memoryd-cc-catchup-');
    writeFileSync(path, line({ type: 'user', uuid: 'u1', message: { role: 'user', content: 'Remember that the CI runners are ARM machines.' } }));
    await hook({ session_id: session, cwd, transcript_path: path, hook_event_name: 'SessionEnd', reason: 'exit' });
    expect(d!.db.prepare(`SELECT COUNT(*) AS n FROM messages WHERE session_id = ?`).get(session)).toEqual({ n: 1 });
    // the answer reaches the disk after the session's last hook: no hook will read it
    appendFileSync(path, line({ type: 'assistant', uuid: 'a1', message: { id: 'msg_1', role: 'assistant', content: [{ type: 'text', text: 'Noted: the CI runners are ARM.' }] } }));
    await waitFor(() => (d!.queue.counts().extract?.done ?? 0) >= 1, 5_000);
    expect(d!.db.prepare(`SELECT uuid FROM messages WHERE session_id = ? ORDER BY seq`).all(session)).toEqual([{ uuid: 'u1' }, { uuid: 'api-msg_1' }]);
    // later passes find nothing new: the answer (held as a response that may still grow) is not
    // taken for another turn
    await new Promise((r) => setTimeout(r, 500));
    expect(await d!.client.session(session)).toMatchObject({ turns: 1 });
    expect(d!.queue.counts().extract).toEqual({ done: 1 });
    // while a turn runs (a prompt came, no Stop yet), a text block alone in the file is its
    // progress, not its end: the tool call after it may still be being written
    appendFileSync(path, line({ type: 'user', uuid: 'u2', message: { role: 'user', content: 'Now bump the runner image.' } }));
    await hook({ session_id: session, cwd, transcript_path: path, hook_event_name: 'UserPromptSubmit', prompt: 'Now bump the runner image.' });
    appendFileSync(path, line({ type: 'assistant', uuid: 'a2', message: { id: 'msg_2', role: 'assistant', content: [{ type: 'text', text: 'Updating the image tag.' }] } }));
    await waitFor(() => (d!.db.prepare(`SELECT COUNT(*) AS n FROM messages WHERE session_id = ?`).get(session) as { n: number }).n === 4, 5_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(await d!.client.session(session)).toMatchObject({ turns: 1 });
  });

  it('reads a line longer than one read whole: a prompt with pasted screenshots keeps its words', async () => {
    const { claudeHome, hook } = await start();
    const session = 'f1b2c3d4-0000-4000-8000-00000000000a';
    const path = transcriptPath(claudeHome, 'big', session);
    const image = { type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'A'.repeat(5_000_000) } };
    writeFileSync(
      path,
      line({ type: 'user', uuid: 'u1', message: { role: 'user', content: [{ type: 'text', text: 'Why does the login page look broken?' }, image, image] } }) +
        line({ type: 'assistant', uuid: 'a1', message: { id: 'msg_1', role: 'assistant', content: [{ type: 'text', text: 'The stylesheet failed to load.' }] } }),
    );
    expect((await hook({ session_id: session, cwd: tempDir('memoryd-cc-big-'), transcript_path: path, hook_event_name: 'Stop' })).status).toBe(200);
    const rows = d!.db.prepare(`SELECT uuid, text, content FROM messages WHERE session_id = ? ORDER BY seq`).all(session) as Array<{ uuid: string; text: string; content: string }>;
    expect(rows.map((r) => [r.uuid, r.text])).toEqual([
      ['u1', 'Why does the login page look broken?'],
      ['api-msg_1', 'The stylesheet failed to load.'],
    ]);
    expect(JSON.parse(rows[0]!.content)).toEqual([{ type: 'text', text: 'Why does the login page look broken?' }, { type: 'placeholder', of: 'image' }, { type: 'placeholder', of: 'image' }]);
  });

  it("stores a resumed session's long past within moments of its first hook, not one read per hook or pass", async () => {
    // no periodic pass: what follows the hook is the catch-up it asks for itself
    const { claudeHome, hook } = await start({ hooks: { catchUpMs: 0 } });
    const session = 'f1b2c3d4-0000-4000-8000-00000000000b';
    const path = transcriptPath(claudeHome, 'long', session);
    const output = 'x = 1\n'.repeat(16_000); // ~100 KB of tool output a turn: 25 MB in all, a read holds 1
    let text = '';
    for (let i = 0; i < 250; i++) {
      text +=
        line({ type: 'user', uuid: `u${i}`, message: { role: 'user', content: `look at file ${i}` } }) +
        line({ type: 'assistant', uuid: `a${i}`, message: { id: `msg_${i}`, role: 'assistant', content: [{ type: 'tool_use', id: `t${i}`, name: 'Read', input: { file_path: `/f${i}` } }] } }) +
        line({ type: 'user', uuid: `r${i}`, message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: `t${i}`, content: output }] } }) +
        line({ type: 'assistant', uuid: `f${i}`, message: { id: `msg_f${i}`, role: 'assistant', content: [{ type: 'text', text: `File ${i} sets x.` }] } });
    }
    writeFileSync(path, text);
    const count = () => (d!.db.prepare(`SELECT COUNT(*) AS n FROM messages WHERE session_id = ?`).get(session) as { n: number }).n;
    expect((await hook({ session_id: session, cwd: tempDir('memoryd-cc-long-'), transcript_path: path, hook_event_name: 'SessionStart', source: 'resume' })).status).toBe(200);
    expect(count()).toBeLessThan(1_000); // the hook itself read only the first part
    await waitFor(() => expect(count()).toBe(1_000));
    const last = d!.db.prepare(`SELECT uuid FROM messages WHERE session_id = ? ORDER BY seq DESC LIMIT 1`).get(session);
    expect(last).toEqual({ uuid: 'api-msg_f249' });
  });

  it('ends a turn whose lines outgrow one read once, at its real answer, not where a read stopped, and keeps its response whole', async () => {
    const { claudeHome, hook } = await start({ hooks: { catchUpMs: 0 } });
    const session = 'f1b2c3d4-0000-4000-8000-00000000000d';
    const path = transcriptPath(claudeHome, 'bigturn', session);
    // one response written as two lines (its text, then its tool call), the call carrying 1.5 MB:
    // a read stops after the text, which looks like an answer
    writeFileSync(
      path,
      line({ type: 'user', uuid: 'p1', message: { role: 'user', content: 'Write the fixture file.' } }) +
        line({ type: 'assistant', uuid: 'a1', message: { id: 'msg_1', role: 'assistant', content: [{ type: 'text', text: "I'll write it." }] } }) +
        line({ type: 'assistant', uuid: 'a2', message: { id: 'msg_1', role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'Write', input: { file_path: '/f.json', content: 'x'.repeat(1_500_000) } }] } }) +
        line({ type: 'user', uuid: 'r1', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: 'written' }] } }) +
        line({ type: 'assistant', uuid: 'a3', message: { id: 'msg_2', role: 'assistant', content: [{ type: 'text', text: 'Written: /f.json.' }] } }),
    );
    const base = { session_id: session, cwd: tempDir('memoryd-cc-bigturn-'), transcript_path: path };
    expect((await hook({ ...base, hook_event_name: 'Stop', last_assistant_message: 'Written: /f.json.' })).status).toBe(200);
    const stored = () => (d!.db.prepare(`SELECT COUNT(*) AS n FROM messages WHERE session_id = ?`).get(session) as { n: number }).n;
    await waitFor(() => expect(stored()).toBe(4));
    await new Promise((r) => setTimeout(r, 300)); // a second end, if one were coming
    expect(await d!.client.session(session)).toMatchObject({ turns: 1 });
    // the response is one message, its text and its call, though a read stopped between its lines
    const response = d!.db.prepare(`SELECT content FROM messages WHERE session_id = ? AND uuid = 'api-msg_1'`).get(session) as { content: string };
    expect((JSON.parse(response.content) as Array<{ type: string }>).map((b) => b.type)).toEqual(['text', 'tool_use']);
    expect(stored()).toBe(4);
  });

  it('ends a session whose last lines outgrow one read only once they are all stored', async () => {
    const { claudeHome, hook } = await start({ hooks: { catchUpMs: 0 } });
    const session = 'f1b2c3d4-0000-4000-8000-00000000000f';
    const path = transcriptPath(claudeHome, 'bigend', session);
    const cwd = tempDir('memoryd-cc-bigend-');
    writeFileSync(path, exchange('Survey the services.', 'On it.'));
    await hook({ session_id: session, cwd, transcript_path: path, hook_event_name: 'Stop' });
    // ~3 MB written after the last hook: three reads and more
    const output = 'z = 3\n'.repeat(16_000);
    let text = '';
    for (let i = 0; i < 30; i++) {
      text +=
        line({ type: 'assistant', uuid: `a${i}`, message: { id: `msg_b${i}`, role: 'assistant', content: [{ type: 'tool_use', id: `t${i}`, name: 'Read', input: { file_path: `/svc${i}` } }] } }) +
        line({ type: 'user', uuid: `r${i}`, message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: `t${i}`, content: output }] } });
    }
    appendFileSync(path, text + line({ type: 'assistant', uuid: 'last', message: { id: 'msg_last', role: 'assistant', content: [{ type: 'text', text: 'Surveyed all 30.' }] } }));
    const state = () => d!.db.prepare(`SELECT s.ended_at AS ended, (SELECT COUNT(*) FROM messages m WHERE m.session_id = s.id) AS n FROM sessions s WHERE s.id = ?`).get(session) as { ended: number | null; n: number };
    // watched every turn of the event loop from before the hook: the end is never seen ahead of the last lines
    const seen: Array<{ ended: number | null; n: number }> = [];
    let watching = true;
    const watch = () => {
      seen.push(state());
      if (watching) setImmediate(watch);
    };
    watch();
    expect((await hook({ session_id: session, cwd, transcript_path: path, hook_event_name: 'SessionEnd', reason: 'logout' })).status).toBe(200);
    await waitFor(() => state().ended !== null, 5_000);
    watching = false;
    expect(seen.filter((x) => x.ended !== null).every((x) => x.n === 63)).toBe(true);
    expect(seen.some((x) => x.ended === null && x.n > 2 && x.n < 63)).toBe(true); // it was read in parts meanwhile
    expect(d!.db.prepare(`SELECT end_reason FROM sessions WHERE id = ?`).get(session)).toEqual({ end_reason: 'logout' });
    expect(await d!.client.session(session)).toMatchObject({ messages: { main: 63 } });
  });

  it("reads a subagent's transcript to its end at its SubagentStop, however long (the catch-up pass follows main transcripts only)", async () => {
    const { claudeHome, hook } = await start({ hooks: { catchUpMs: 0 } });
    const session = 'f1b2c3d4-0000-4000-8000-00000000000e';
    const main = transcriptPath(claudeHome, 'withagent', session);
    writeFileSync(main, line({ type: 'user', uuid: 'p1', message: { role: 'user', content: 'Survey the repo.' } }));
    const agentFile = join(main.replace(/\.jsonl$/, ''), 'subagents', 'agent-a1.jsonl');
    mkdirSync(join(agentFile, '..'), { recursive: true });
    const output = 'y = 2\n'.repeat(16_000); // ~100 KB a tool result: 3 MB in all, three reads and more
    let text = '';
    for (let i = 0; i < 30; i++) {
      text +=
        line({ type: 'assistant', uuid: `sa${i}`, isSidechain: true, agentId: 'a1', message: { id: `msg_s${i}`, role: 'assistant', content: [{ type: 'tool_use', id: `st${i}`, name: 'Read', input: { file_path: `/g${i}` } }] } }) +
        line({ type: 'user', uuid: `sr${i}`, isSidechain: true, agentId: 'a1', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: `st${i}`, content: output }] } });
    }
    writeFileSync(agentFile, text);
    const base = { session_id: session, cwd: tempDir('memoryd-cc-agent-'), transcript_path: main };
    await hook({ ...base, hook_event_name: 'SessionStart', source: 'startup' });
    expect((await hook({ ...base, hook_event_name: 'SubagentStop', agent_id: 'a1', agent_transcript_path: agentFile })).status).toBe(200);
    const sidechain = () => (d!.db.prepare(`SELECT COUNT(*) AS n FROM messages WHERE session_id = ? AND is_sidechain = 1`).get(session) as { n: number }).n;
    await waitFor(() => expect(sidechain()).toBe(60));
  });

  it('leaves a transcript to the hook of its session that is being answered: the catch-up pass reads it once that hook is done', async () => {
    // a model recall that takes its time holds the UserPromptSubmit hook open
    const fake = await new FakeAnthropic(() => ({ delayMs: 800, then: json({ selected_memories: ['feedback_deploy.md'] }) }), { apiKey: 'k' }).start();
    try {
      const { claudeHome, hook } = await start({ hooks: { catchUpMs: 0 }, anthropic: { apiKey: 'k', baseUrl: fake.url }, llm: { recallDeadlineMs: 3_000 } });
      const session = 'f1b2c3d4-0000-4000-8000-00000000000c';
      const cwd = tempDir('memoryd-cc-inflight-');
      const path = transcriptPath(claudeHome, 'inflight', session);
      writeFileSync(path, exchange('Deploy it.', 'Deployed.'));
      const base = { session_id: session, transcript_path: path, cwd };
      await hook({ ...base, hook_event_name: 'SessionStart', source: 'startup' });
      const slug = (await d!.client.status()).projects[0]!.slug;
      const mem = join(d!.home, 'projects', slug, 'memory');
      writeMemoryFile(mem, 'feedback_deploy.md', { name: 'Deploy checks', description: 'Run the smoke tests before every deploy', type: 'feedback', body: 'Smoke tests first.' });
      writeMemoryFile(mem, 'project_deploy.md', { name: 'Deploy freeze', description: 'No deploys during the December freeze', type: 'project', body: 'Freeze from Dec 15.' });
      d!.index.reconcile({ id: 1, paths: { memory: mem } });
      appendFileSync(path, line({ type: 'user', uuid: 'u2', message: { role: 'user', content: 'can we deploy again today?' } }));
      const answered = hook({ ...base, hook_event_name: 'UserPromptSubmit', prompt: 'can we deploy again today?' });
      await waitFor(() => fake.calls.length === 1); // the hook has read its lines and waits on the model
      appendFileSync(path, line({ type: 'assistant', uuid: 'a2', message: { id: 'msg_2', role: 'assistant', content: [{ type: 'text', text: 'Checking the freeze.' }] } }));
      expect(await d!.hooks.catchUp()).toBe(0); // the hook of that session is not done: left alone
      expect((await answered).status).toBe(200);
      expect(await d!.hooks.catchUp()).toBe(1); // now it is read
    } finally {
      await fake.stop();
    }
  });

  it('reads again what a hook failed to store, instead of skipping it', async () => {
    const { claudeHome, hook } = await start();
    const session = 'f1b2c3d4-0000-4000-8000-000000000008';
    const path = transcriptPath(claudeHome, 'retry', session);
    writeFileSync(path, exchange('Remember that the release train leaves on Thursdays.', 'Noted.'));
    // a cwd that names no project: the hook answers, nothing can be stored
    expect((await hook({ session_id: session, cwd: 'relative/dir', transcript_path: path, hook_event_name: 'Stop' })).status).toBe(200);
    expect(d!.db.prepare(`SELECT COUNT(*) AS n FROM messages WHERE session_id = ?`).get(session)).toEqual({ n: 0 });
    await hook({ session_id: session, cwd: tempDir('memoryd-cc-retry-'), transcript_path: path, hook_event_name: 'Stop' });
    expect(d!.db.prepare(`SELECT uuid FROM messages WHERE session_id = ? ORDER BY seq`).all(session)).toEqual([{ uuid: 'u1' }, { uuid: 'api-msg_1' }]);
  });

  it('stores the sound messages of a transcript with malformed lines, and goes on reading after them', async () => {
    const { claudeHome, hook } = await start();
    const session = 'f1b2c3d4-0000-4000-8000-00000000000b';
    const path = transcriptPath(claudeHome, 'odd', session);
    const cwd = tempDir('memoryd-cc-odd-');
    writeFileSync(
      path,
      line({ type: 'user', uuid: 'u1', timestamp: { at: 'noon' }, message: { role: 'user', content: 'The staging database is called ledger-stage.' } }) +
        line({ type: 'assistant', uuid: 'a1', message: { id: 42, model: ['m'], role: 'assistant', content: [{ type: 'text', text: 'Understood.' }], usage: { input_tokens: 'many' } } }) +
        line({ type: 'user', uuid: 7, message: { role: 'user', content: [{ type: 'text', text: 'And the queue is named jobs-main.' }] } }) +
        line({ type: 'assistant', uuid: 'a2', message: { id: 'msg_2', role: 'assistant', content: [{ type: 'tool_use', name: 'Bash' }, { type: 'text', text: { nested: true } }] } }) +
        line({ type: 'user', uuid: 'u3', message: { role: 'user', content: 'Thanks, that is all.' } }) +
        line({ type: 'assistant', uuid: 'a3', message: { id: 'msg_3', role: 'assistant', content: [{ type: 'text', text: 'Glad to help.' }] } }),
    );
    expect((await hook({ session_id: session, cwd, transcript_path: path, hook_event_name: 'Stop' })).status).toBe(200);
    const texts = () => (d!.db.prepare(`SELECT text FROM messages WHERE session_id = ? ORDER BY seq`).all(session) as Array<{ text: string }>).map((r) => r.text);
    // odd fields are dropped, the message kept; a message with no sound block is left out
    expect(texts()).toEqual(['The staging database is called ledger-stage.', 'Understood.', 'And the queue is named jobs-main.', 'Thanks, that is all.', 'Glad to help.']);
    // the read moved past the odd lines: what comes next is stored too
    appendFileSync(path, line({ type: 'user', uuid: 'u4', message: { role: 'user', content: 'One more: deploys go out at 10:00.' } }));
    await hook({ session_id: session, cwd, transcript_path: path, hook_event_name: 'UserPromptSubmit', prompt: 'One more: deploys go out at 10:00.' });
    expect(texts()).toContain('One more: deploys go out at 10:00.');
    const tokens = d!.db.prepare(`SELECT context_tokens FROM sessions WHERE id = ?`).get(session) as { context_tokens: unknown };
    expect(typeof tokens.context_tokens).toBe('number');
    // a message left out shows in /metrics (a2; the odd fields of the others read as absent)
    expect(await d!.client.metrics()).toContain('memoryd_transcript_problems_total{problem="malformed"} 1');
  });

  it('reads a transcript that was cut short or replaced by another file again from its start, storing only what is new', async () => {
    const { claudeHome, hook } = await start();
    const session = 'f1b2c3d4-0000-4000-8000-00000000000e';
    const path = transcriptPath(claudeHome, 'rewritten', session);
    const cwd = tempDir('memoryd-cc-rewritten-');
    const stop = () => hook({ session_id: session, cwd, transcript_path: path, hook_event_name: 'Stop' });
    writeFileSync(
      path,
      exchange('Remember that the docs site is built with Astro and deployed from the docs/ folder.', 'Noted: Astro, from docs/.') +
        line({ type: 'user', uuid: 'u2', message: { role: 'user', content: 'And the blog lives in a separate repository called journal.' } }) +
        line({ type: 'assistant', uuid: 'a2', message: { id: 'msg_2', role: 'assistant', content: [{ type: 'text', text: 'Noted as well.' }] } }),
    );
    await stop();
    // rewritten much shorter: the first question kept, a new answer after it
    writeFileSync(
      path,
      line({ type: 'user', uuid: 'u1', message: { role: 'user', content: 'Remember that the docs site is built with Astro and deployed from the docs/ folder.' } }) +
        line({ type: 'assistant', uuid: 'b1', message: { id: 'msg_b', role: 'assistant', content: [{ type: 'text', text: 'OK.' }] } }),
    );
    await stop();
    expect(d!.db.prepare(`SELECT uuid FROM messages WHERE session_id = ? ORDER BY seq`).all(session)).toEqual([{ uuid: 'u1' }, { uuid: 'api-msg_1' }, { uuid: 'u2' }, { uuid: 'api-msg_2' }, { uuid: 'api-msg_b' }]);
    // another file moved into its place, longer than the offset: read from its start too
    const replacement = `${path}.tmp`;
    writeFileSync(
      replacement,
      line({ type: 'user', uuid: 'u3', message: { role: 'user', content: 'Remember that the changelog is generated from commit messages by release-please.' } }) +
        line({ type: 'assistant', uuid: 'c1', message: { id: 'msg_c', role: 'assistant', content: [{ type: 'text', text: 'Noted: release-please writes the changelog.' }] } }),
    );
    renameSync(replacement, path);
    await stop();
    expect((d!.db.prepare(`SELECT uuid FROM messages WHERE session_id = ? ORDER BY seq`).all(session) as Array<{ uuid: string }>).slice(-2)).toEqual([{ uuid: 'u3' }, { uuid: 'api-msg_c' }]);
  });

  it('stores every sound line of a transcript full of lines of every shape, and stays healthy', async () => {
    const { claudeHome, hook } = await start();
    const session = 'f1b2c3d4-0000-4000-8000-00000000000f';
    const path = transcriptPath(claudeHome, 'odd-shapes', session);
    const { text, good } = oddTranscript(7);
    writeFileSync(path, text);
    expect((await hook({ session_id: session, cwd: tempDir('memoryd-cc-shapes-'), transcript_path: path, hook_event_name: 'Stop' })).status).toBe(200);
    const stored = new Set((d!.db.prepare(`SELECT uuid FROM messages WHERE session_id = ?`).all(session) as Array<{ uuid: string }>).map((r) => r.uuid));
    expect(good.filter((g) => !stored.has(g.uuid))).toEqual([]);
    expect((await raw(d!, 'GET', '/healthz', { auth: false })).status).toBe(200);
  });

  it('keeps a session with the project it started in when the cwd changes', async () => {
    const { claudeHome, hook } = await start();
    const first = tempDir('memoryd-cc-a-');
    const other = tempDir('memoryd-cc-b-');
    const session = 'e1b2c3d4-0000-4000-8000-000000000005';
    const path = transcriptPath(claudeHome, 'q', session);
    writeFileSync(path, '');
    await hook({ session_id: session, cwd: first, transcript_path: path, hook_event_name: 'SessionStart', source: 'startup' });
    appendFileSync(path, JSON.stringify({ type: 'user', uuid: 'u-1', message: { role: 'user', content: 'cd into the other repo and look' } }) + '\n');
    expect((await hook({ session_id: session, cwd: other, transcript_path: path, hook_event_name: 'Stop' })).status).toBe(200);
    const rows = d!.db.prepare(`SELECT m.uuid, p.root FROM messages m JOIN sessions s ON s.id = m.session_id JOIN projects p ON p.id = s.project_id`).all();
    expect(rows).toEqual([{ uuid: 'u-1', root: first }]);
  });

  it('never fails a hook: bad payloads and forbidden transcript paths get a quick 200 with no output', async () => {
    const { hook } = await start();
    expect((await hook({ nonsense: true })).body).toEqual({});
    expect((await raw(d!, 'POST', '/v1/hooks/claude-code', { body: 'not json' })).status).toBe(400); // malformed JSON is fastify's, still non-blocking for an http hook
    const cwd = tempDir('memoryd-cc-project-');
    const r = await hook({ session_id: 'c1', cwd, hook_event_name: 'Stop', transcript_path: '/etc/passwd.jsonl' });
    expect(r.status).toBe(200);
    expect(d!.db.prepare(`SELECT COUNT(*) AS n FROM messages`).get()).toEqual({ n: 0 });
  });
});

describe('a transcript outside the transcript roots', () => {
  it('is not read, and the log and the session itself say once which setting lets it be', async () => {
    const said: string[] = [];
    const log = pino({ level: 'warn' }, { write: (s: string) => void said.push(s) });
    const d = await startTestDaemon({ log, config: { hooks: { transcriptRoots: [tempDir('memoryd-claude-')] }, watch: { enabled: false } } });
    try {
      const elsewhere = join(tempDir('memoryd-other-config-'), 'projects', 'p');
      mkdirSync(elsewhere, { recursive: true });
      const path = join(elsewhere, 's.jsonl');
      writeFileSync(path, exchange('Use the blue theme.', 'Done.'));
      const cwd = tempDir('memoryd-cc-project-');
      const replies = [];
      for (let i = 0; i < 2; i++) {
        const r = await raw(d, 'POST', '/v1/hooks/claude-code', { body: { session_id: 's9', cwd, transcript_path: path, hook_event_name: 'Stop' } });
        expect(r.status).toBe(200);
        replies.push(r.body);
      }
      expect(d.db.prepare(`SELECT COUNT(*) AS n FROM messages`).get()).toEqual({ n: 0 });
      // the user is told in the session (Claude Code shows a hook's systemMessage), the first time only
      expect(replies[0].systemMessage).toMatch(/^memoryd cannot read this session's transcript .*hooks\.transcriptRoots/);
      expect(replies[0].systemMessage).toContain(path);
      expect(replies[1].systemMessage).toBeUndefined();
      const told = said.filter((l) => l.includes('hooks.transcriptRoots'));
      expect(told).toHaveLength(1);
      expect(JSON.parse(told[0]!).path).toBe(path);
      expect(await d.client.metrics()).toContain('memoryd_transcript_problems_total{problem="outside_roots"} 2');
    } finally {
      await d.stop();
    }
  });
});

describe('the memoryd hook command and hook install', () => {
  it('exits 0 fast with no output when the daemon is down', async () => {
    const home = tempDir();
    writeFileSync(join(home, 'token'), 'x'.repeat(40));
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'hook'], { cwd: ROOT, env: { ...process.env, MEMORYD_HOME: home, MEMORYD_PORT: '9' }, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stdin.end(JSON.stringify({ session_id: 's', hook_event_name: 'SessionStart', cwd: '/tmp' }));
    const code = await new Promise((r) => child.on('exit', r));
    expect(code).toBe(0);
    expect(out).toBe('');
    expect(Date.now() - started).toBeLessThan(8_000);
    const bad = await runCli(['hook'], { MEMORYD_HOME: home, MEMORYD_PORT: 'not-a-port' });
    expect(bad.code).toBe(0);
  });

  it('install --write merges into settings that already have hooks, keeping them, after a backup', async () => {
    const dir = tempDir();
    const file = join(dir, 'settings.json');
    const theirs = { model: 'opus', hooks: { Stop: [{ matcher: '', hooks: [{ type: 'command', command: 'notify-send done' }] }], PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'guard.sh' }] }] } };
    writeFileSync(file, JSON.stringify(theirs));
    const r = await runCli(['hook', 'install', '--settings', file, '--write'], { MEMORYD_HOME: tempDir() });
    expect(r.code).toBe(0);
    const merged = JSON.parse(readFileSync(file, 'utf8'));
    expect(merged.model).toBe('opus');
    expect(merged.hooks.PreToolUse).toEqual(theirs.hooks.PreToolUse);
    expect(merged.hooks.Stop[0]).toEqual(theirs.hooks.Stop[0]);
    expect(merged.hooks.Stop[1].hooks[0]).toMatchObject({ type: 'http', allowedEnvVars: ['MEMORYD_TOKEN'] });
    expect(merged.hooks.SessionStart[0].hooks[0]).toMatchObject({ type: 'command', command: 'memoryd hook' });
    expect(merged.autoMemoryEnabled).toBe(false); // memoryd takes the place of Claude Code's own memory
    expect(readdirSync(dir).some((f) => f.startsWith('settings.json.memoryd-backup-'))).toBe(true);
    // a second merge changes nothing
    expect(mergeHooks(merged, hooksBlock('http://127.0.0.1:7457'))).toEqual(merged);
    // without --write nothing is touched
    const before = readFileSync(file, 'utf8');
    const printed = await runCli(['hook', 'install', '--settings', file], { MEMORYD_HOME: tempDir() });
    expect(JSON.parse(printed.stdout)).toMatchObject({ autoMemoryEnabled: false, hooks: { UserPromptSubmit: expect.any(Array) } });
    expect(readFileSync(file, 'utf8')).toBe(before);
    // settings that are not a JSON object are refused, and left as they are
    for (const bad of ['{ "hooks": { broken', '[]', '"text"']) {
      writeFileSync(file, bad);
      const refused = await runCli(['hook', 'install', '--settings', file, '--write'], { MEMORYD_HOME: tempDir() });
      expect([refused.code, refused.stderr.trim()]).toEqual([1, `memoryd: ${file} is not a JSON object (settings); nothing was changed`]);
      expect(readFileSync(file, 'utf8')).toBe(bad);
    }
  });

  it('install --write replaces hooks of an earlier install that call another port', () => {
    const old = mergeHooks({ hooks: { Stop: [{ hooks: [{ type: 'command', command: 'notify-send done' }] }] } }, hooksBlock('http://127.0.0.1:7000'));
    const now = mergeHooks(old, hooksBlock('http://127.0.0.1:7457'));
    expect(installedHooks(now).urls).toEqual(['http://127.0.0.1:7457/v1/hooks/claude-code']);
    expect(installedHooks(now).events).toEqual(['Stop', 'SessionStart', 'UserPromptSubmit', 'SubagentStop', 'PreCompact', 'SessionEnd']);
    const stop = (now.hooks as { Stop: unknown[] }).Stop;
    expect(stop).toHaveLength(2); // the user's own hook, then memoryd's (once)
    expect(stop[0]).toEqual({ hooks: [{ type: 'command', command: 'notify-send done' }] });
    expect(mergeHooks(now, hooksBlock('http://127.0.0.1:7457'))).toEqual(now);
  });

  it('doctor says when the hooks call another port, MEMORYD_TOKEN does not match or the transcripts are not read', async () => {
    const claude = tempDir('memoryd-claude-');
    const d = await startTestDaemon({ config: { hooks: { transcriptRoots: [join(claude, 'projects')] } } });
    try {
      const env = { MEMORYD_HOME: d.home, MEMORYD_PORT: new URL(d.url).port, CLAUDE_CONFIG_DIR: claude };
      writeFileSync(join(claude, 'settings.json'), JSON.stringify(mergeHooks({}, hooksBlock(d.url))));
      const good = await runCli(['doctor'], { ...env, MEMORYD_TOKEN: d.token });
      expect(good.stdout).toMatch(/✓ Claude Code hooks: SessionStart, UserPromptSubmit/);
      expect(good.stdout).toMatch(/✓ MEMORYD_TOKEN: set, and matches/);
      expect(good.stdout).toMatch(/✓ Claude Code's own auto memory: off/);
      expect(good.stdout).toContain(`✓ Claude Code transcripts: ${realpathSync(claude)}/projects is read`);
      expect(good.stdout).toMatch(/✓ hook token: no hook refused/);
      // Claude Code run with another config folder than the one the daemon reads
      const elsewhere = tempDir('memoryd-claude-other-');
      writeFileSync(join(elsewhere, 'settings.json'), JSON.stringify(mergeHooks({}, hooksBlock(d.url))));
      const unread = await runCli(['doctor'], { ...env, CLAUDE_CONFIG_DIR: elsewhere, MEMORYD_TOKEN: d.token });
      expect(unread.stdout).toMatch(/✗ Claude Code transcripts: .*memoryd-claude-other-.*\/projects is outside the daemon's transcript roots/);
      expect(unread.code).toBe(1);
      writeFileSync(join(claude, 'settings.json'), JSON.stringify({ ...mergeHooks({}, hooksBlock(d.url)), autoMemoryEnabled: true }));
      const both = await runCli(['doctor'], { ...env, MEMORYD_TOKEN: d.token });
      expect(both.stdout).toMatch(/✗ Claude Code's own auto memory: on as well/);
      const wrong = await runCli(['doctor'], { ...env, MEMORYD_TOKEN: 'stale' });
      expect(wrong.stdout).toMatch(/✗ MEMORYD_TOKEN: differs from the token file/);
      expect(wrong.code).toBe(1);
      writeFileSync(join(claude, 'settings.json'), JSON.stringify(mergeHooks({}, hooksBlock('http://127.0.0.1:1'))));
      const stale = await runCli(['doctor'], { ...env, MEMORYD_TOKEN: d.token });
      expect(stale.stdout).toMatch(/✗ Claude Code hooks: they call http:\/\/127\.0\.0\.1:1\/v1\/hooks\/claude-code/);
      // a hook that came with another token: the daemon saw it, though Claude Code said nothing
      await raw(d, 'POST', '/v1/hooks/claude-code', { auth: false, headers: { authorization: 'Bearer stale' }, body: {} });
      const refused = await runCli(['doctor'], { ...env, MEMORYD_TOKEN: d.token });
      expect(refused.stdout).toMatch(/✗ hook token: 1 Claude Code hooks refused for a wrong or missing token, the last at /);
    } finally {
      await d.stop();
    }
  });
});

describe('transcript import', () => {
  it('imports the real transcripts idempotently', async () => {
    const d = await startTestDaemon({ config: { watch: { enabled: false }, extract: { enabled: false }, sessionNotes: { enabled: false } } });
    try {
      const dir = tempDir();
      for (const f of readdirSync(FIXTURES).filter((x) => x.endsWith('.jsonl'))) copyFileSync(join(FIXTURES, f), join(dir, f));
      const first = [];
      for (const f of readdirSync(dir)) first.push(await importTranscript(d.client, join(dir, f)));
      expect(first.every((r) => r.accepted > 0 && r.duplicates === 0)).toBe(true);
      const again = [];
      for (const f of readdirSync(dir)) again.push(await importTranscript(d.client, join(dir, f)));
      expect(again.every((r) => r.accepted === 0 && r.duplicates > 0)).toBe(true);
      await waitFor(async () => (await d.client.status()).projects.length >= 2);
      // a transcript with a malformed line: the line's bad parts are left out, not the file
      const odd = join(dir, 'odd.jsonl');
      writeFileSync(
        odd,
        line({ type: 'user', uuid: 'o1', cwd: tempDir('memoryd-import-odd-'), message: { role: 'user', content: 'The nightly backup runs at 02:00.' } }) +
          line({ type: 'assistant', uuid: 'o2', message: { id: 'msg_o', role: 'assistant', content: [{ type: 'tool_use', name: 'Bash' }, { type: 'text', text: 'Noted.' }], usage: { output_tokens: 1.5 } } }),
      );
      expect(await importTranscript(d.client, odd)).toMatchObject({ accepted: 2, duplicates: 0, malformed: 1 });
    } finally {
      await d.stop();
    }
  });

  it('imports a long transcript with huge tool output and pasted images, within the request limits', async () => {
    const d = await startTestDaemon({ config: { watch: { enabled: false }, extract: { enabled: false }, sessionNotes: { enabled: false } } });
    try {
      const cwd = tempDir('memoryd-import-big-');
      const image = { type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'A'.repeat(2_500_000) } };
      const lines = [line({ type: 'user', uuid: 'img', cwd, sessionId: 'big-1', message: { role: 'user', content: [{ type: 'text', text: 'what is wrong here?' }, image, image] } })];
      lines.push(line({ type: 'assistant', uuid: 'a-tool', message: { id: 'msg_tool', role: 'assistant', content: [{ type: 'tool_use', id: 'tBig', name: 'Bash', input: { command: 'cat big.log' } }] } }));
      lines.push(line({ type: 'user', uuid: 'r-big', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'tBig', content: 'log line\n'.repeat(600_000) }] } }));
      for (let i = 0; i < 1_200; i++) lines.push(line({ type: i % 2 ? 'assistant' : 'user', uuid: `m${i}`, message: i % 2 ? { id: `msg_${i}`, role: 'assistant', content: [{ type: 'text', text: `answer ${i}` }] } : { role: 'user', content: `question ${i}` } }));
      const file = join(tempDir(), 'big-1.jsonl');
      writeFileSync(file, lines.join(''));
      const first = await importTranscript(d.client, file);
      expect(first).toMatchObject({ accepted: 1_203, duplicates: 0 });
      const stored = d.db.prepare(`SELECT content FROM messages WHERE uuid IN ('img', 'r-big') ORDER BY seq`).all() as Array<{ content: string }>;
      expect(JSON.parse(stored[0]!.content)).toEqual([{ type: 'text', text: 'what is wrong here?' }, { type: 'placeholder', of: 'image' }, { type: 'placeholder', of: 'image' }]);
      const result = JSON.parse(stored[1]!.content)[0] as { content: string };
      expect(Buffer.byteLength(result.content)).toBeLessThanOrEqual(64 * 1024);
      expect(result.content).toMatch(/cut by memoryd: tool output too long/);
      expect(await importTranscript(d.client, file)).toMatchObject({ accepted: 0, duplicates: 1_203 });
    } finally {
      await d.stop();
    }
  });

  it('says what extracting the imported sessions will cost, with the model or without', async () => {
    const fake = await new FakeAnthropic(() => text('Nothing here is worth keeping.'), { apiKey: 'k' }).start();
    const keyed = await startTestDaemon({ config: { watch: { enabled: false }, anthropic: { apiKey: 'k', baseUrl: fake.url }, llm: { maxRetries: 0 } } });
    const offline = await startTestDaemon({ config: { watch: { enabled: false } } });
    try {
      const file = join(FIXTURES, 'cc-2.1.14-hello-world.jsonl');
      const cli = (d: TestDaemon, ...more: string[]) => runCli(['import', file, ...more], { MEMORYD_HOME: d.home, MEMORYD_PORT: new URL(d.url).port });
      // asked first, with nothing sent: the same figure, in the conditional
      const dry = await cli(keyed, '--dry-run');
      expect(dry.stdout).toMatch(/: \d+ messages \(nothing sent\)$/m);
      const wouldBe = /^1 session would be queued for extraction with \S+: about ([\d,]+) tokens/m.exec(dry.stdout);
      expect(wouldBe, dry.stdout).not.toBeNull();
      expect((await keyed.client.status()).projects).toHaveLength(0);
      const first = await cli(keyed);
      expect(first.code, first.stderr).toBe(0);
      const said = /^1 session queued for extraction with (\S+): about ([\d,]+) tokens of transcript to read, \$(\d+\.\d\d) or more\. `memoryd status` shows the spend; budget\.dailyUsd/m.exec(first.stdout);
      expect(said, first.stdout).not.toBeNull();
      expect(said![1]).toBe((await keyed.client.status()).models.extract);
      const tokens = Number(said![2]!.replace(/,/g, ''));
      expect(tokens).toBeGreaterThan(100); // a prompt, a Write, a Bash run and an answer
      expect(tokens).toBeLessThan(5_000);
      expect(wouldBe![1]).toBe(said![2]); // a first import: every message was new
      expect((await cli(keyed)).stdout).not.toContain('queued for extraction'); // nothing new the second time
      expect((await cli(offline)).stdout).toMatch(/^1 session queued for extraction by the offline rules \(no model calls\)\.$/m);
    } finally {
      await keyed.stop();
      await offline.stop();
      await fake.stop();
    }
  });

  it('extracts from an imported session but keeps no session notes for it', async () => {
    const d = await startTestDaemon({ config: { watch: { enabled: false }, sessionNotes: { initTokens: 1 } } });
    try {
      await importTranscript(d.client, join(FIXTURES, 'cc-2.1.14-hello-world.jsonl'));
      const queue = (await d.client.status()).queue;
      expect(Object.keys(queue)).toContain('extract');
      expect(queue.session_memory).toBeUndefined();
      // the same messages as a live session do start session notes at this threshold
      await d.client.postEvents({ type: 'turn_end', session: 'live', project: tempDir(), messages: [{ role: 'user', content: 'Write hello.sh and run it.' }, { role: 'assistant', content: 'Done.' }] });
      expect(Object.keys((await d.client.status()).queue)).toContain('session_memory');
    } finally {
      await d.stop();
    }
  });
});

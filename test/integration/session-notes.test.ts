// Session notes in a live daemon: every threshold branch, template and prompt overrides with
// variables, the protected skeleton, size reminders, and compaction from the notes.
import { describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_TEMPLATE, TRUNCATION_MARKER } from '../../src/memory/session-notes.js';
import { parseTranscript } from '../../src/memory/transcript.js';
import { text, toolUse, type FakeAnthropic, type Scenario } from '../fakes/anthropic-server.js';
import { raw, tempDir, waitFor, type TestDaemon } from '../helpers/daemon.js';
import { useRig } from '../helpers/rig.js';

const FIXTURES = join(__dirname, '..', '..', '..', 'shared', 'fixtures', 'claude-code');
const base = { queue: { pollMs: 20, backoffBaseMs: 20, backoffMaxMs: 40, maxAttempts: 2 }, watch: { enabled: false }, extract: { enabled: false } };

describe('session notes', () => {
  const rigs = useRig();
  let d: TestDaemon | undefined;
  let fake: FakeAnthropic | undefined;

  async function start(opts: { scenario?: Scenario; config?: Record<string, unknown>; home?: string } = {}) {
    const rig = await rigs.start({ ...opts, session: 'n1', config: { ...base, ...(opts.config ?? {}) } });
    ({ d, fake } = rig);
    const { root, slug } = rig;
    const notesFile = join(d.home, 'projects', slug, 'n1', 'session-memory', 'summary.md');
    let n = 0;
    /** One model sampling: an assistant message (with or without tool calls) reporting a context size. */
    const sample = (contextTokens: number, toolCalls: number, type: 'message' | 'turn_end' = 'message') =>
      d!.client.postEvents({
        type,
        session: 'n1',
        project: root,
        event_id: `e${++n}`,
        messages: [
          { role: 'user', content: `Please keep working on step ${n} of the migration.` },
          {
            role: 'assistant',
            content: [
              { type: 'text', text: `Working on step ${n}.` },
              ...Array.from({ length: toolCalls }, (_, i) => ({ type: 'tool_use', id: `t${n}-${i}`, name: 'Bash', input: { command: `npm run step-${n}-${i}` } })),
            ],
            usage: { input_tokens: 10, cache_read_input_tokens: contextTokens - 10, output_tokens: 0 },
          },
        ],
      });
    const kinds = (r: { jobs: Array<{ kind: string }> }) => r.jobs.map((j) => j.kind);
    const idle = () => waitFor(() => !d!.queue.counts().session_memory?.queued && !d!.queue.counts().session_memory?.running, 10_000);
    return { root, slug, notesFile, sample, kinds, idle };
  }

  it('follows the thresholds: 10k to start; then 5k more AND (3 tool calls OR a natural pause)', async () => {
    const { sample, kinds } = await start();
    expect(kinds(await sample(9_000, 1))).toEqual([]); // under 10k
    expect(kinds(await sample(10_500, 1))).toEqual(['session_memory']); // first update
    expect(kinds(await sample(12_000, 5))).toEqual([]); // tool calls met, tokens not: no update
    expect(kinds(await sample(15_000, 1))).toEqual([]); // 4.5k since: no
    expect(kinds(await sample(15_600, 0))).toEqual(['session_memory']); // 5.1k since and a pause
    expect(kinds(await sample(21_000, 1))).toEqual([]); // tokens met, 1 tool call, not a pause
    expect(kinds(await sample(21_100, 2))).toEqual(['session_memory']); // 3 tool calls since
  });

  it('offline: builds notes in the template (dir 0700, file 0600) and compaction returns them', async () => {
    const { sample, notesFile, idle } = await start();
    expect((await raw(d!, 'POST', '/v1/sessions/n1/compact')).body).toMatchObject({ available: false, reason: 'no_session_notes' });
    await sample(11_000, 2, 'turn_end');
    await idle();
    const notes = readFileSync(notesFile, 'utf8');
    expect(statSync(notesFile).mode & 0o777).toBe(0o600);
    expect(statSync(join(notesFile, '..')).mode & 0o777).toBe(0o700);
    expect(notes).toMatch(/^# Session Title\n_A short and distinctive 5-10 word descriptive title_\nKeep working on step 1 of the migration/);
    expect(notes).toContain('- `npm run step-1-0`');
    const c = (await raw(d!, 'POST', '/v1/sessions/n1/compact')).body;
    expect(c).toMatchObject({ available: true, truncated: false, last_seq: 2 });
    expect(c.last_message_uuid).toBeTruthy();
    expect(c.summary).toContain('# Current State');
    const mem = (await raw(d!, 'GET', '/v1/sessions/n1/memory')).body;
    expect(mem).toMatchObject({ covered_seq: 2, running: false });
    expect((await raw(d!, 'POST', '/v1/sessions/nope/compact')).status).toBe(404);
  });

  it('compaction waits for an update in progress, but not for a stale one', async () => {
    const { sample, idle } = await start();
    await sample(11_000, 1, 'turn_end');
    await idle();
    d!.db.prepare(`UPDATE sessions SET notes_started_at = ? WHERE id = 'n1'`).run(Date.now());
    setTimeout(() => d!.db.prepare(`UPDATE sessions SET notes_started_at = NULL WHERE id = 'n1'`).run(), 300);
    const waited = (await raw(d!, 'POST', '/v1/sessions/n1/compact')).body;
    expect(waited.available).toBe(true);
    expect(waited.waited_ms).toBeGreaterThanOrEqual(250);
    d!.db.prepare(`UPDATE sessions SET notes_started_at = ? WHERE id = 'n1'`).run(Date.now() - 120_000);
    expect((await raw(d!, 'POST', '/v1/sessions/n1/compact')).body.waited_ms).toBeLessThan(200);
  });

  it('answers that there is nothing to compact with while the notes are the bare template', async () => {
    const { notesFile } = await start();
    mkdirSync(join(notesFile, '..'), { recursive: true });
    writeFileSync(notesFile, DEFAULT_TEMPLATE);
    expect((await raw(d!, 'POST', '/v1/sessions/n1/compact')).body).toMatchObject({ available: false, reason: 'notes_empty' });
  });

  it('uses the template and prompt overrides, with variables; rolls back and retries a run that breaks the headers', async () => {
    const home = tempDir();
    mkdirSync(join(home, 'session-memory', 'config'), { recursive: true });
    writeFileSync(join(home, 'session-memory', 'config', 'template.md'), '# Goal\n_What the user wants_\n\n# Progress\n_What is done_\n');
    writeFileSync(join(home, 'session-memory', 'config', 'prompt.md'), 'Update {{notesPath}} (session {{sessionId}}), keep {{unknownThing}}.\n{{sectionReminders}}\nNotes:\n{{currentNotes}}');
    let path = '';
    const { sample, notesFile, idle } = await start({
      home,
      scenario: (req) => {
        const last = JSON.stringify(req.body.messages.at(-1));
        if (last.includes('tool_result')) return text('done');
        // first attempt renames a header; the retry edits properly
        const attempt = req.index === 0 ? { old_string: '# Progress', new_string: '# Status' } : { old_string: '_What is done_', new_string: '_What is done_\nStep 1 finished.' };
        return toolUse(['Edit', { file_path: path, ...attempt }], ['Write', { file_path: path, content: 'clobbered' }]);
      },
    });
    path = notesFile;
    await sample(11_000, 1, 'turn_end');
    await idle();
    const instruction = JSON.stringify(fake!.requests[0]!.body.messages[0]!.content.at(-1));
    expect(instruction).toContain(`Update ${notesFile} (session n1), keep {{unknownThing}}.`);
    expect(instruction).toContain('# Goal\\n_What the user wants_');
    const job = d!.queue.list('done').find((j) => j.kind === 'session_memory')!;
    expect(job.attempts).toBe(2);
    expect(job.last_error).toMatch(/structure .*header changed.*rolled back/);
    expect(readFileSync(notesFile, 'utf8')).toBe('# Goal\n_What the user wants_\n\n# Progress\n_What is done_\nStep 1 finished.\n');
    expect(readdirSync(join(notesFile, '..'))).toEqual(['summary.md']);
  });

  it('lists oversized sections in the prompt', async () => {
    const { sample, notesFile, idle } = await start({ scenario: () => text('ok') });
    mkdirSync(join(notesFile, '..'), { recursive: true });
    writeFileSync(notesFile, DEFAULT_TEMPLATE.replace('_Step by step, what was attempted, done? Very terse summary_', `_Step by step, what was attempted, done? Very terse summary_\n${'- a step\n'.repeat(1_200)}`));
    await sample(11_000, 1, 'turn_end');
    await idle();
    expect(JSON.stringify(fake!.requests[0]!.body.messages[0]!.content.at(-1))).toMatch(/\\"Worklog\\" is about \d+ tokens \(limit 2000\)/);
    const c = (await raw(d!, 'POST', '/v1/sessions/n1/compact')).body;
    expect(c.truncated).toBe(true);
    expect(c.summary).toContain(TRUNCATION_MARKER);
  });

  it('offline notes from each real Claude Code transcript', async () => {
    const { root, idle } = await start({ config: { sessionNotes: { initTokens: 0, updateTokens: 0, toolCalls: 0 } } });
    for (const f of readdirSync(FIXTURES).filter((x) => x.endsWith('.jsonl'))) {
      const parsed = parseTranscript(readFileSync(join(FIXTURES, f)));
      const session = f.replace(/\.jsonl$/, '').replace(/[^A-Za-z0-9._:-]/g, '-');
      await d!.client.postEvents({ type: 'turn_end', session, project: root, messages: parsed.messages as never });
      await idle();
      const notes = (await raw(d!, 'GET', `/v1/sessions/${session}/memory`)).body.content as string;
      if (parsed.messages.every((m) => m.is_sidechain)) {
        // a subagent's transcript: its messages are stored flagged, and notes cover the main conversation only
        expect(notes, f).toBe(DEFAULT_TEMPLATE);
      } else {
        expect(notes, f).toMatch(/^# Session Title\n_A short and distinctive 5-10 word descriptive title_\n\S/);
      }
      if (process.env.MEMORYD_SHOW_NOTES) console.log(`--- ${f}\n${notes}`);
    }
  });
});

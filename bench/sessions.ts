// Held-out sessions through Claude Code's hooks (bench/data/held-out-sessions.json, written for memoryd): each project is
// a user's first session and a later one that changes some of what they said, run on a fresh built daemon with no key.
// At the end, what the project's memory holds is read as a user would read it: the statements that still hold (a memory
// not superseded, before any "Earlier:" or retirement note), against the words the rounds were labelled with. The
// rounds were fitted to after their first run, so this is a regression check of offline extraction as a whole — the
// forms, the changes and what they retire — not an estimate.
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { parseMemory } from '../src/memory/frontmatter.js';
import { isSuperseded, statementsPart } from '../src/memory/supersede.js';
import { resolveProjectRoot, sanitizePath } from '../src/memory/paths.js';
import { ROOT, benchDir, httpRequest, startDaemonProcess, table } from './lib.js';

interface Project {
  name: string;
  lang: 'en' | 'zh';
  sessions: string[][];
  expect: { kept: string[]; retired: string[]; never: string[] };
}

const line = (o: object) => JSON.stringify(o) + '\n';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs one project's sessions through the hooks and returns its memory files' texts. */
async function runProject(p: Project): Promise<string[]> {
  const claudeDir = mkdtempSync(join(benchDir(), 'memoryd-claude-'));
  const cwd = mkdtempSync(join(benchDir(), `memoryd-${p.name}-`));
  const daemon = await startDaemonProcess({ CLAUDE_CONFIG_DIR: claudeDir, MEMORYD_QUEUE_POLL_MS: '20' });
  try {
    const headers = { authorization: `Bearer ${readFileSync(join(daemon.home, 'token'), 'utf8').trim()}`, 'content-type': 'application/json' };
    const hook = async (payload: object) => {
      const r = await httpRequest('POST', `${daemon.url}/v1/hooks/claude-code`, headers, JSON.stringify(payload));
      if (r.status !== 200) throw new Error(`hook answered ${r.status}: ${r.body}`);
    };
    // (each turn's extraction runs before the next turn is said, as a user's pace leaves it time to)
    const idle = async () => {
      for (let i = 0; i < 600; i++) {
        const s = JSON.parse((await httpRequest('GET', `${daemon.url}/v1/status`, headers)).body) as { queue: Record<string, Record<string, number>>; queue_waiting: Record<string, { jobs: number }> };
        // (jobs due later, the nightly prune, wait by design: idle is nothing queued or running but those)
        const busy = Object.values(s.queue).reduce((n, st) => n + (st.queued ?? 0) + (st.running ?? 0), 0);
        const later = Object.values(s.queue_waiting).reduce((n, w) => n + w.jobs, 0);
        if (busy <= later) return;
        await sleep(50);
      }
      throw new Error('the queue never went idle');
    };
    for (const turns of p.sessions) {
      const session = randomUUID();
      const dir = join(claudeDir, 'projects', sanitizePath(cwd));
      mkdirSync(dir, { recursive: true });
      const transcript = join(dir, `${session}.jsonl`);
      writeFileSync(transcript, '');
      const base = { session_id: session, transcript_path: transcript, cwd };
      await hook({ ...base, hook_event_name: 'SessionStart', source: 'startup' });
      let parent: string | null = null;
      for (const prompt of turns) {
        await hook({ ...base, hook_event_name: 'UserPromptSubmit', prompt });
        const u = randomUUID();
        const a = randomUUID();
        const at = { sessionId: session, cwd, isSidechain: false, timestamp: new Date().toISOString() };
        appendFileSync(transcript, line({ ...at, type: 'user', uuid: u, parentUuid: parent, message: { role: 'user', content: prompt } }));
        appendFileSync(transcript, line({ ...at, type: 'assistant', uuid: a, parentUuid: u, message: { id: `msg_${a}`, role: 'assistant', model: 'm', content: [{ type: 'text', text: p.lang === 'zh' ? '好的。' : 'Done.' }], usage: { input_tokens: 10, output_tokens: 5 } } }));
        parent = a;
        await hook({ ...base, hook_event_name: 'Stop', stop_hook_active: false });
        await idle();
      }
      await hook({ ...base, hook_event_name: 'SessionEnd', reason: 'other' });
      await idle();
    }
    const memDir = join(daemon.home, 'projects', sanitizePath(resolveProjectRoot(cwd)), 'memory');
    return readdirSync(memDir).filter((f) => f.endsWith('.md') && f !== 'MEMORY.md').map((f) => readFileSync(join(memDir, f), 'utf8'));
  } finally {
    await daemon.stop();
  }
}

/** What a memory holds now: nothing once superseded; else its body before any retirement note and before "Earlier:". */
function holdsNow(file: string): string {
  const m = parseMemory(file);
  return isSuperseded(m.description) ? '' : statementsPart(m.body).toLowerCase();
}

export async function benchSessions(): Promise<{ markdown: string; data: unknown }> {
  const { rounds } = JSON.parse(readFileSync(join(ROOT, 'bench', 'data', 'held-out-sessions.json'), 'utf8')) as { rounds: Array<{ name: string; projects: Project[] }> };
  const rows: Array<Array<string | number>> = [];
  const data: Record<string, unknown> = {};
  for (const round of rounds) {
    const count = { kept: 0, keptOf: 0, retired: 0, retiredOf: 0, never: 0, neverOf: 0 };
    const missed: string[] = [];
    for (const p of round.projects) {
      const files = await runProject(p);
      const now = files.map(holdsNow);
      const anywhere = files.join('\n').toLowerCase();
      for (const w of p.expect.kept) now.some((t) => t.includes(w.toLowerCase())) ? count.kept++ : missed.push(`${p.name}: not held "${w}"`);
      // (a change is right when what it changed was kept first and holds no more: kept under a note, "Earlier:" or superseded)
      for (const w of p.expect.retired) {
        const held = now.some((t) => t.includes(w.toLowerCase()));
        if (!held && anywhere.includes(w.toLowerCase())) count.retired++;
        else missed.push(`${p.name}: ${held ? 'still held' : 'never kept'} "${w}"`);
      }
      for (const w of p.expect.never) anywhere.includes(w.toLowerCase()) ? missed.push(`${p.name}: kept a request "${w}"`) : count.never++;
      count.keptOf += p.expect.kept.length;
      count.retiredOf += p.expect.retired.length;
      count.neverOf += p.expect.never.length;
    }
    rows.push([round.name, round.projects.length, `${count.kept} / ${count.keptOf}`, `${count.retired} / ${count.retiredOf}`, `${count.never} / ${count.neverOf}`]);
    data[round.name] = { ...count, missed };
  }
  const missed = Object.values(data).flatMap((d) => (d as { missed: string[] }).missed);
  const markdown = [
    '### Held-out sessions through the hooks (bench/data/held-out-sessions.json; a regression check: the rounds were fitted to after their first run)',
    '',
    table(['round', 'projects', 'still held at the end, as labelled', 'changed by the later session: kept first, no longer held', 'requests, never kept'], rows),
    ...(missed.length ? ['', `Off: ${missed.join('; ')}.`] : []),
  ].join('\n');
  return { markdown, data };
}

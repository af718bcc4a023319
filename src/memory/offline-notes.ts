// Session notes without a model, built from the transcript alone: the title from the first
// request, the current state from the last exchange, files from Read/Edit/Write inputs, the
// workflow from shell commands, errors from failing tool results and what followed, the
// worklog from tool calls. Filled into the same template, within the same size limits.
import type { MessageRow } from '../store/sessions.js';
import { extractStatements } from './offline-extract.js';
import type { Statement } from './statement-forms.js';
import { GO_ON, proseOnly } from './prose.js';
import { HAN } from './search-text.js';
import { estimateTokens, parseSections, renderSections } from './session-notes.js';

type Stored =
  | { type: 'text'; text: string }
  | { type: 'tool_use'; id: string; name: string; input: Record<string, unknown> }
  | { type: 'tool_result'; tool_use_id: string; content: string | Array<{ type: string; text?: string }>; is_error?: boolean }
  | { type: string };

const oneLine = (s: string, n: number) => {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > n ? `${t.slice(0, n - 1)}…` : t;
};
const resultText = (c: string | Array<{ type: string; text?: string }>) => (typeof c === 'string' ? c : c.map((x) => x.text ?? '').join('\n'));

/** Keeps the last lines that fit the budget (worklogs: the recent end matters most). */
function tail(lines: string[], tokens: number): string[] {
  const out: string[] = [];
  let size = 0;
  for (let i = lines.length - 1; i >= 0; i--) {
    size += estimateTokens(lines[i]!) + 1;
    if (size > tokens) break;
    out.unshift(lines[i]!);
  }
  return out;
}

function head(lines: string[], tokens: number): string[] {
  const out: string[] = [];
  let size = 0;
  for (const l of lines) {
    size += estimateTokens(l) + 1;
    if (size > tokens) break;
    out.push(l);
  }
  return out;
}

export interface OfflineNotes {
  [section: string]: string;
}


/**
 * A message cut to what buildOfflineNotes reads: text blocks, tool calls with the inputs that
 * name a file, command or pattern, and tool results — with their text only when they failed.
 * The notes built from slim messages are the notes built from whole ones (a test holds them
 * to it), and a long session's slim messages can be kept in memory between runs.
 */
export function slimForNotes(m: Pick<MessageRow, 'seq' | 'role' | 'content'>): Pick<MessageRow, 'seq' | 'role' | 'content'> {
  const kept: Stored[] = [];
  for (const b of JSON.parse(m.content) as Stored[]) {
    if (b.type === 'text') kept.push(b);
    else if (b.type === 'tool_use') {
      const u = b as { id: string; name: string; input?: Record<string, unknown> };
      const input = u.input ?? {};
      const named = Object.fromEntries(['file_path', 'notebook_path', 'command', 'pattern'].filter((k) => k in input).map((k) => [k, input[k]]));
      kept.push({ type: 'tool_use', id: u.id, name: u.name, input: named });
    } else if (b.type === 'tool_result') {
      const r = b as { tool_use_id: string; content: string | Array<{ type: string; text?: string }>; is_error?: boolean };
      kept.push({ type: 'tool_result', tool_use_id: r.tool_use_id, content: r.is_error ? r.content : '', ...(r.is_error ? { is_error: true } : {}) });
    }
  }
  return { seq: m.seq, role: m.role, content: JSON.stringify(kept) };
}

/** A message's words, as the statements (rules and corrections) are read from them: its text blocks. */
export function spokenOf(m: Pick<MessageRow, 'role' | 'content'>): { role: 'user' | 'assistant'; text: string } {
  const blocks = JSON.parse(m.content) as Stored[];
  return { role: m.role, text: blocks.flatMap((b) => (b.type === 'text' ? [(b as { text: string }).text] : [])).join('\n') };
}

/**
 * The notes of a session from its messages. `statements`: what extractStatements finds in the
 * messages' words (spokenOf each, withTheWorksBounds), when the caller keeps them between runs.
 */
export function buildOfflineNotes(messages: Array<Pick<MessageRow, 'seq' | 'role' | 'content'>>, sectionTokens: number, statements?: Statement[]): OfflineNotes {
  const userTexts: Array<{ seq: number; text: string }> = [];
  const assistantTexts: Array<{ seq: number; text: string }> = [];
  const files = new Map<string, { read: number; edited: number; written: number }>();
  const commands: string[] = [];
  const worklog: string[] = [];
  const errors: string[] = [];
  const calls = new Map<string, { name: string; input: Record<string, unknown>; seq: number }>();
  let pendingError: { name: string; text: string } | null = null;

  for (const m of messages) {
    for (const b of JSON.parse(m.content) as Stored[]) {
      if (b.type === 'text') {
        const text = (b as { text: string }).text;
        if (m.role === 'user') {
          if (text.trim() && !/^\s*<(system-reminder|command-|local-command)/.test(text)) userTexts.push({ seq: m.seq, text });
        } else if (text.trim()) {
          assistantTexts.push({ seq: m.seq, text });
          if (pendingError) {
            errors.push(`- ${pendingError.name} failed: ${pendingError.text} → ${oneLine(text, 160)}`);
            pendingError = null;
          }
        }
      } else if (b.type === 'tool_use') {
        const u = b as { id: string; name: string; input: Record<string, unknown> };
        calls.set(u.id, { name: u.name, input: u.input ?? {}, seq: m.seq });
        const path = typeof u.input?.file_path === 'string' ? u.input.file_path : typeof u.input?.notebook_path === 'string' ? u.input.notebook_path : null;
        if (path) {
          const f = files.get(path) ?? { read: 0, edited: 0, written: 0 };
          if (u.name === 'Read') f.read++;
          else if (/Edit/.test(u.name)) f.edited++;
          else if (u.name === 'Write') f.written++;
          files.set(path, f);
        }
        if (u.name === 'Bash' && typeof u.input?.command === 'string') {
          const cmd = oneLine(u.input.command, 200);
          if (!commands.includes(cmd)) commands.push(cmd);
        }
        const what = path ?? (typeof u.input?.command === 'string' ? oneLine(u.input.command, 80) : typeof u.input?.pattern === 'string' ? u.input.pattern : '');
        worklog.push(`- #${m.seq} ${u.name}${what ? ` ${what}` : ''}`);
      } else if (b.type === 'tool_result') {
        const r = b as { tool_use_id: string; content: string | Array<{ type: string; text?: string }>; is_error?: boolean };
        if (r.is_error) {
          const call = calls.get(r.tool_use_id);
          const name = call ? `${call.name}${typeof call.input.command === 'string' ? ` \`${oneLine(call.input.command, 60)}\`` : ''}` : 'a tool';
          const text = resultText(r.content);
          // Claude Code's words when the user says no to a tool call: a decision, not a failure to fix.
          if (/^The user doesn't want to (?:proceed with|take) this/i.test(text.trim())) {
            errors.push(`- ${name} was rejected by the user`);
            worklog.push(`- #${m.seq} ✗ ${name} (rejected by the user)`);
            continue;
          }
          if (pendingError) errors.push(`- ${pendingError.name} failed: ${pendingError.text}`);
          pendingError = { name, text: oneLine(text, 160) };
          worklog.push(`- #${m.seq} ✗ ${pendingError.name}`);
        }
      }
    }
  }
  if (pendingError) errors.push(`- ${pendingError.name} failed: ${pendingError.text} (not resolved yet)`);
  const requests = userTexts.filter((u) => proseOnly(u.text).trim().length > 0);
  const first = requests[0]?.text ?? '';
  const lastUser = requests.at(-1);
  const lastAssistant = assistantTexts.at(-1);
  const label = { correction: 'Correction', profile: 'About the user', preference: 'User preference', remember: 'To remember', rule: 'User rule', notice: 'Project news', pointer: 'Where to look' } as const;
  const corrections = (statements ?? extractStatements(messages.map(spokenOf), { withTheWorksBounds: true })).map((s) => `- ${s.forTheWork ? 'For this task' : label[s.kind]}: ${s.text}`);

  // The first clause when it says enough ("Fix the flaky test in users.test.ts — it times out on
  // CI" is titled by its first half); punctuation goes, but not inside a word: "hello.sh", "v2.1",
  // "user_id" stay whole.
  const request = proseOnly(first).trim();
  const clause = request.split(/\s+[—–-]+\s+|[.;:!?。；：！？](?:\s|$)|\n/)[0]!;
  const titleWords = (clause.split(/\s+/).filter(Boolean).length >= 3 ? clause : request)
    .replace(/(?<![\p{L}\p{N}])[._/]|[._/](?![\p{L}\p{N}])|[^\p{L}\p{N}\s'._/-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 10);
  const fileLines = [...files.entries()].map(([p, f]) => `- ${p} (${[f.read && `read ${f.read}×`, f.edited && `edited ${f.edited}×`, f.written && `written ${f.written}×`].filter(Boolean).join(', ')})`);
  return {
    // ten words, or (Chinese having no spaces between words) thirty characters
    'Session Title': titleWords.length ? titleWords.join(' ').slice(0, HAN.test(first) ? 30 : undefined) : '',
    'Current State': [
      ...(lastUser ? [`Last request (#${lastUser.seq}): ${oneLine(lastUser.text, 400)}`] : []),
      ...(lastAssistant ? [`Last answer (#${lastAssistant.seq}): ${oneLine(lastAssistant.text, 600)}`] : []),
    ].join('\n'),
    'Task specification': head([oneLine(first, 1_200), ...requests.slice(1).filter((r) => !GO_ON.test(proseOnly(r.text).trim())).map((r) => `- then (#${r.seq}): ${oneLine(r.text, 200)}`)], sectionTokens).join('\n'),
    'Files and Functions': head(fileLines, sectionTokens).join('\n'),
    Workflow: tail(commands.map((c) => `- \`${c}\``), sectionTokens).join('\n'),
    'Errors & Corrections': tail([...errors, ...corrections], sectionTokens).join('\n'),
    Worklog: tail(worklog, sectionTokens).join('\n'),
  };
}

/** Puts the built sections into the template; headers and descriptions stay, other sections keep what they had. */
export function fillTemplate(current: string, notes: OfflineNotes): string {
  const { preamble, sections } = parseSections(current);
  const byName = new Map(Object.entries(notes).map(([k, v]) => [k.toLowerCase(), v]));
  return renderSections(
    preamble,
    sections.map((s) => {
      const v = byName.get(s.header.slice(2).trim().toLowerCase());
      return v === undefined ? s : { ...s, body: v };
    }),
  );
}

// Session notes without a model, built from the transcript alone: the title from the first
// request (session-title.ts), the current state from the last exchange, files from Read/Edit/Write inputs and the
// paths shell commands name, the workflow from shell commands, errors from failing tool results
// and what followed, the worklog from tool calls, the key results from what each answer said; what the user said of
// the project's system (news, where things are) under Codebase, their rules and corrections
// under Errors. Filled into the same template, within the same size limits.
import type { MessageRow } from '../store/sessions.js';
import { extractStatements } from './offline-extract.js';
import type { Statement } from './statement-forms.js';
import { GO_ON, proseOnly, usersWords } from './prose.js';
import { sessionTitle } from './session-title.js';
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

/**
 * A line of a command's output that says what failed: "FAIL src/cart.test.ts", "TypeError: …",
 * "error TS2339: …", "error[E0382]: …", "npm ERR! …", pytest's "E   AssertionError", a test
 * runner's "× …", "thread 'main' panicked at …".
 */
const FAILURE_LINE = /^[ \t]*(?:(?:---\s+)?FAIL(?:ED)?\b|[A-Z]\w*(?:Error|Exception)\b:|error(?:\[\w+\])?:|npm ERR!|fatal:|E {2,}\S|[×✗✕] )/m;
/** …or anywhere in a line (kept apart: a pattern anchored to line starts runs a third faster alone). */
const FAILURE_WORDS = /\berror TS\d+:|\bpanicked at\b/;
/** Tools that run a shell command: their output says a failure even when the client does not flag the result as one. */
const SHELL = /^(?:bash|shell|terminal|exec\w*|run_?(?:terminal_)?(?:command|cmd)|execute_?command)\b/i;

/** The line that says what failed (the output's start when none does). */
function failureOf(text: string): string {
  const line = FAILURE_LINE.exec(text);
  const words = FAILURE_WORDS.exec(text);
  const m = line && words ? (line.index <= words.index ? line : words) : (line ?? words);
  if (!m) return oneLine(text, 160);
  const start = text.lastIndexOf('\n', m.index) + 1;
  const end = text.indexOf('\n', m.index);
  return oneLine(text.slice(start, end < 0 ? undefined : end), 160);
}

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
 * The notes of a session from its messages. `statements`: what extractStatements finds in the
 * messages' words (what NotesFold.add returns, withTheWorksBounds), when the caller keeps them between runs.
 */
export function buildOfflineNotes(messages: Array<Pick<MessageRow, 'seq' | 'role' | 'content'>>, sectionTokens: number, statements?: Statement[]): OfflineNotes {
  const fold = new NotesFold();
  const said = messages.map((m) => ({ role: m.role, text: fold.add(m) }));
  return fold.notes(sectionTokens, statements ?? extractStatements(said, { withTheWorksBounds: true }));
}

interface FileUse {
  read: number;
  edited: number;
  written: number;
  /** Named in a shell command ("sed -n 30,60p src/cart/total.ts", "npm test -- src/cart/total.test.ts"). */
  named: number;
  /** Named in what the user or the agent said ("CI fails on errcheck in internal/orders/export.go"). */
  mentioned: number;
}

/** A file named in prose: with its folder and an extension ("internal/orders/export.go", "src/cart/total.ts:42"), not inside a URL. */
const PROSE_PATH = /(?<![\w/.:@-])(?:\.{1,2}\/)?(?:[\w@-][\w@.-]*\/)+[\w@-][\w@.-]*\.[A-Za-z]\w{0,7}\b(?![\w/])/g;

/** A path a shell command names: a file with an extension, or a path from ./, ../, / or ~/ (not a flag, a URL, a glob, a number, nor a branch like origin/main). */
const PATH_ARG = /^(?:\.{0,2}\/)?(?:[\w@.-]+\/)*[\w@-][\w@.-]*\.[A-Za-z][\w]{0,7}$|^(?:\.{1,2}\/|\/|~\/)[\w@.-]+(?:\/[\w@.-]+)*\/?$/;

/** The paths a shell command names, each once. */
function pathsIn(command: string): string[] {
  const out = new Set<string>();
  for (const raw of command.split(/[\s;|&<>()]+/)) {
    // (a Go package pattern names its folder: "./internal/refund/..." is internal/refund/, "./..." everything)
    const arg = raw.replace(/^['"]|['"]$/g, '').replace(/:\d+(?::\d+)?$/, '').replace(/(?<=\/)\.\.\.$/, '');
    if (/^(?:\.{1,2}\/)*$/.test(arg)) continue;
    if (arg.length < 3 || arg.length > 200 || arg.startsWith('-') || /^\w+:\/\//.test(arg) || /[*?{}$=]/.test(arg) || /^\d[\d.]*$/.test(arg)) continue;
    if (PATH_ARG.test(arg)) out.add(arg);
  }
  return [...out];
}

/** Each line once, where it last came, with how often it came ("… (3×)"): the same failure met again is one line. */
function counted(lines: string[]): string[] {
  // (a Map keeps a key where it was first set: deleting it first moves the line to where it last came)
  const times = new Map<string, number>();
  for (const l of lines) {
    const n = (times.get(l) ?? 0) + 1;
    times.delete(l);
    times.set(l, n);
  }
  return [...times].map(([l, n]) => (n > 1 ? `${l} (${n}×)` : l));
}

/**
 * What the notes are made of, taken from one message at a time: a long session's next update
 * adds only the messages since the last (a whole session folded again each time held the event
 * loop 21–35 ms at 12,000 messages). `copy()` is cheap next to folding again: a fold of the
 * settled messages stays as it is while the newest one, which may still grow, is tried on a copy.
 */
export class NotesFold {
  private requests: Array<{ seq: number; text: string; prose: string }> = [];
  private lastAnswer: { seq: number; text: string } | null = null;
  /** What each answer that ended a sampling said (text, no tool call): what the work came to, turn by turn. */
  private answers: Array<{ seq: number; line: string }> = [];
  private files = new Map<string, FileUse>();
  /** Each shell command once, in the order first run. */
  private commands = new Set<string>();
  private worklog: string[] = [];
  private errors: string[] = [];
  /** Each tool call not yet answered, named as an error names it ("Bash `npm test`"), by call id. */
  private calls = new Map<string, string>();
  private pendingError: { name: string; text: string } | null = null;

  copy(): NotesFold {
    const c = new NotesFold();
    c.requests = [...this.requests];
    c.lastAnswer = this.lastAnswer;
    c.answers = [...this.answers];
    c.files = new Map(this.files); // entries are replaced, never changed in place
    c.commands = new Set(this.commands);
    c.worklog = [...this.worklog];
    c.errors = [...this.errors];
    c.calls = new Map(this.calls);
    c.pendingError = this.pendingError;
    return c;
  }

  /** Folds a message in; returns its words (its text blocks), which the statements are read from: one parse serves both. */
  add(m: Pick<MessageRow, 'seq' | 'role' | 'content'>): string {
    const words: string[] = [];
    let calls = false;
    for (const b of JSON.parse(m.content) as Stored[]) {
      if (b.type === 'text') {
        const text = (b as { text: string }).text;
        words.push(text);
        this.text(m, text);
      } else if (b.type === 'tool_use') {
        calls = true;
        this.toolUse(m.seq, b as { id: string; name: string; input: Record<string, unknown> });
      } else if (b.type === 'tool_result') this.toolResult(m.seq, b as { tool_use_id: string; content: string | Array<{ type: string; text?: string }>; is_error?: boolean });
    }
    const said = words.join('\n');
    // (not "Let me run the tests." before a call: only what the work came to)
    if (m.role === 'assistant' && !calls && said.trim()) this.answers.push({ seq: m.seq, line: `- #${m.seq} ${oneLine(said, 300)}` });
    return said;
  }

  private text(m: Pick<MessageRow, 'seq' | 'role'>, said: string): void {
    const text = m.role === 'user' ? usersWords(said) : said;
    if (!text.trim()) return;
    if (m.role === 'user') {
      if (/^\s*<(system-reminder|command-|local-command)/.test(text)) return;
      const prose = proseOnly(text).trim();
      if (prose) this.requests.push({ seq: m.seq, text, prose });
      this.mentions(text);
      return;
    }
    this.mentions(text);
    this.lastAnswer = { seq: m.seq, text };
    if (this.pendingError) {
      this.errors.push(`- ${this.pendingError.name} failed: ${this.pendingError.text} → ${oneLine(text, 160)}`);
      this.pendingError = null;
    }
  }

  private toolUse(seq: number, u: { id: string; name: string; input: Record<string, unknown> }): void {
    const input = u.input ?? {};
    const command = typeof input.command === 'string' ? input.command : null;
    this.calls.set(u.id, `${u.name}${command !== null ? ` \`${oneLine(command, 60)}\`` : ''}`);
    const path = typeof input.file_path === 'string' ? input.file_path : typeof input.notebook_path === 'string' ? input.notebook_path : null;
    if (path) {
      const f = this.fileUse(path);
      this.files.set(path, {
        ...f,
        read: f.read + (u.name === 'Read' ? 1 : 0),
        edited: f.edited + (/Edit/.test(u.name) ? 1 : 0),
        written: f.written + (u.name === 'Write' ? 1 : 0),
      });
    }
    if (command !== null && SHELL.test(u.name)) {
      for (const named of pathsIn(command)) {
        const f = this.fileUse(named);
        this.files.set(named, { ...f, named: f.named + 1 });
      }
    }
    if (u.name === 'Bash' && command !== null) this.commands.add(oneLine(command, 200));
    const what = path ?? (command !== null ? oneLine(command, 80) : typeof input.pattern === 'string' ? input.pattern : '');
    this.worklog.push(`- #${seq} ${u.name}${what ? ` ${what}` : ''}`);
  }

  /** The files a message names outside its code blocks (inline code included: "`src/a.ts`"), each counted once a message. */
  private mentions(text: string): void {
    if (!text.includes('/')) return;
    for (const path of new Set(text.replace(/```[\s\S]*?(?:```|$)/g, ' ').match(PROSE_PATH) ?? [])) {
      const f = this.fileUse(path);
      this.files.set(path, { ...f, mentioned: f.mentioned + 1 });
    }
  }

  private fileUse(path: string): FileUse {
    return this.files.get(path) ?? { read: 0, edited: 0, written: 0, named: 0, mentioned: 0 };
  }

  private toolResult(seq: number, r: { tool_use_id: string; content: string | Array<{ type: string; text?: string }>; is_error?: boolean }): void {
    const name = this.calls.get(r.tool_use_id) ?? 'a tool';
    this.calls.delete(r.tool_use_id); // answered: the map holds only calls still waiting, so a copy stays small
    if (!r.is_error && !SHELL.test(name)) return;
    const text = resultText(r.content);
    if (!r.is_error && !FAILURE_LINE.test(text) && !FAILURE_WORDS.test(text)) return;
    // Claude Code's words when the user says no to a tool call: a decision, not a failure to fix.
    if (r.is_error && /^The user doesn't want to (?:proceed with|take) this/i.test(text.trim())) {
      this.errors.push(`- ${name} was rejected by the user`);
      this.worklog.push(`- #${seq} ✗ ${name} (rejected by the user)`);
      return;
    }
    if (this.pendingError) this.errors.push(`- ${this.pendingError.name} failed: ${this.pendingError.text}`);
    this.pendingError = { name, text: failureOf(text) };
    this.worklog.push(`- #${seq} ✗ ${name}`);
  }

  /** The sections, with the rules and corrections found in the same messages. */
  notes(sectionTokens: number, statements: Statement[]): OfflineNotes {
    const errors = this.pendingError ? [...this.errors, `- ${this.pendingError.name} failed: ${this.pendingError.text} (not resolved yet)`] : this.errors;
    const first = this.requests[0]?.text ?? '';
    const lastUser = this.requests.at(-1);
    const lastAssistant = this.lastAnswer;
    const label = { correction: 'Correction', profile: 'About the user', preference: 'User preference', remember: 'To remember', rule: 'User rule', notice: 'Project news', pointer: 'Where to look' } as const;
    const line = (s: Statement) => `- ${s.forTheWork ? 'For this task' : label[s.kind]}: ${s.text}`;
    // how the project stands and where things are: its system, not a correction of the work
    const ofTheSystem = (s: Statement) => !s.forTheWork && (s.kind === 'notice' || s.kind === 'pointer');
    const corrections = statements.filter((s) => !ofTheSystem(s)).map(line);

    const title = sessionTitle(first);
    const fileLines = [...this.files.entries()].map(([p, f]) => `- ${p} (${[f.read && `read ${f.read}×`, f.edited && `edited ${f.edited}×`, f.written && `written ${f.written}×`, f.named && `in commands ${f.named}×`, f.mentioned && `mentioned ${f.mentioned}×`].filter(Boolean).join(', ')})`);
    return {
      'Session Title': title,
      'Current State': [
        ...(lastUser ? [`Last request (#${lastUser.seq}): ${oneLine(lastUser.text, 400)}`] : []),
        ...(lastAssistant ? [`Last answer (#${lastAssistant.seq}): ${oneLine(lastAssistant.text, 600)}`] : []),
      ].join('\n'),
      'Task specification': head([oneLine(first, 1_200), ...this.requests.slice(1).filter((r) => !GO_ON.test(r.prose)).map((r) => `- then (#${r.seq}): ${oneLine(r.text, 200)}`)], sectionTokens).join('\n'),
      'Files and Functions': head(fileLines, sectionTokens).join('\n'),
      Workflow: tail([...this.commands].map((c) => `- \`${c}\``), sectionTokens).join('\n'),
      'Errors & Corrections': tail(counted([...errors, ...corrections]), sectionTokens).join('\n'),
      'Codebase and System Documentation': tail(statements.filter(ofTheSystem).map(line), sectionTokens).join('\n'),
      Worklog: tail(this.worklog, sectionTokens).join('\n'),
      // the earlier answers, newest last, in half a section: the last one is in Current State whole
      'Key results': tail(this.answers.filter((a) => a.seq !== lastAssistant?.seq).map((a) => a.line), Math.floor(sectionTokens / 2)).join('\n'),
    };
  }
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

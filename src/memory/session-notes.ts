// Session notes: a Markdown file of fixed sections (a header and an italic description each)
// whose content is kept current during a session, so that compaction needs no model call.
export const DEFAULT_TEMPLATE = `# Session Title
_A short and distinctive 5-10 word descriptive title_

# Current State
_What is actively being worked on right now? Pending tasks not yet completed._

# Task specification
_What did the user ask to build? Any design decisions or other explanatory context_

# Files and Functions
_What are the important files? In short, what do they contain and why are they relevant?_

# Workflow
_What bash commands are usually run and in what order?_

# Errors & Corrections
_Errors encountered and how they were fixed. What did the user correct?_

# Codebase and System Documentation
_What are the important system components? How do they work/fit together?_

# Learnings
_What has worked well? What has not? What to avoid?_

# Key results
_If the user asked a specific output, repeat the exact result here_

# Worklog
_Step by step, what was attempted, done? Very terse summary_
`;

export const TRUNCATION_MARKER = '[... section truncated for length ...]';

/** {{name}} → value; unknown names stay as they are. */
export function substitute(template: string, vars: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (m, key: string) => (Object.prototype.hasOwnProperty.call(vars, key) ? vars[key]! : m));
}

export interface Section {
  header: string;
  /** The italic line under the header, or null when the template has none. */
  description: string | null;
  body: string;
}

export const estimateTokens = (s: string) => Math.ceil(s.length / 4);

/** Splits notes into sections at `# ` headers; text before the first header is kept as a preamble. */
export function parseSections(text: string): { preamble: string; sections: Section[] } {
  const lines = text.split('\n');
  const sections: Section[] = [];
  const pre: string[] = [];
  let cur: { header: string; lines: string[] } | null = null;
  const flush = () => {
    if (!cur) return;
    const [first, ...rest] = cur.lines;
    const isDesc = first !== undefined && /^_.*_\s*$/.test(first.trim());
    sections.push({ header: cur.header, description: isDesc ? first! : null, body: (isDesc ? rest : cur.lines).join('\n').replace(/^\n+|\n+$/g, '') });
  };
  for (const line of lines) {
    if (/^# \S/.test(line)) {
      flush();
      cur = { header: line.trimEnd(), lines: [] };
    } else if (cur) cur.lines.push(line);
    else pre.push(line);
  }
  flush();
  return { preamble: pre.join('\n'), sections };
}

export function renderSections(preamble: string, sections: Section[]): string {
  const parts = sections.map((s) => [s.header, ...(s.description !== null ? [s.description] : []), ...(s.body ? [s.body] : [])].join('\n'));
  return (preamble.trim() ? preamble.replace(/\n*$/, '\n\n') : '') + parts.join('\n\n') + '\n';
}

/**
 * The skeleton (headers and their italic descriptions, in order) must survive an update
 * untouched. Returns what broke, or null.
 */
export function skeletonProblem(template: string, notes: string): string | null {
  const want = parseSections(template).sections;
  const got = parseSections(notes).sections;
  if (got.length !== want.length) return `expected ${want.length} sections, found ${got.length}`;
  for (let i = 0; i < want.length; i++) {
    if (got[i]!.header !== want[i]!.header) return `section ${i + 1} header changed: ${JSON.stringify(got[i]!.header)}`;
    if ((got[i]!.description ?? '').trim() !== (want[i]!.description ?? '').trim()) return `the description under ${want[i]!.header} changed`;
  }
  return null;
}

/** True when the notes hold nothing beyond the template. */
export function isBareTemplate(template: string, notes: string): boolean {
  return parseSections(notes).sections.every((s) => s.body.trim() === '') || notes.trim() === template.trim();
}

/** What the update prompt says about size: sections over their share, or a demand to condense. */
export function sizeReminders(notes: string, sectionTokens: number, totalTokens: number): string {
  const { sections } = parseSections(notes);
  const total = estimateTokens(notes);
  if (total > totalTokens) {
    return `CRITICAL: the notes are about ${total} tokens, over the ${totalTokens}-token limit. You MUST condense them: shorten every section, keep what matters most for continuing the work, drop detail that no longer helps.`;
  }
  const over = sections.filter((s) => estimateTokens(s.body) > sectionTokens).map((s) => `- "${s.header.slice(2)}" is about ${estimateTokens(s.body)} tokens (limit ${sectionTokens})`);
  return over.length ? `These sections are too long; condense them:\n${over.join('\n')}` : '';
}

/** For compaction: each section's content cut at a line boundary to its share, with a marker. */
export function truncateForCompact(notes: string, sectionTokens: number): { text: string; truncated: boolean } {
  const { preamble, sections } = parseSections(notes);
  const maxChars = sectionTokens * 4;
  let truncated = false;
  const cut = sections.map((s) => {
    if (s.body.length <= maxChars) return s;
    truncated = true;
    const kept: string[] = [];
    let size = 0;
    for (const line of s.body.split('\n')) {
      if (size + line.length + 1 > maxChars) break;
      kept.push(line);
      size += line.length + 1;
    }
    return { ...s, body: `${kept.join('\n')}\n${TRUNCATION_MARKER}` };
  });
  return { text: renderSections(preamble, cut), truncated };
}

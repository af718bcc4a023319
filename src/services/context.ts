// What an agent puts at the start of a session: how to use the memory, then MEMORY.md within
// its load limits (with the warning when it was cut).
import { join } from 'node:path';
import { ENTRYPOINT_NAME, readText, truncateEntrypoint } from '../memory/memdir.js';
import type { Project } from './projects.js';

export interface ContextResult {
  text: string;
  memory_dir: string;
  notifications: string[];
  index: { lines: number; bytes: number; truncated: false | string };
}

export function buildContext(project: Project, opts: { baseUrl: string; session?: string; notifications?: string[] }): ContextResult {
  const raw = readText(join(project.paths.memory, ENTRYPOINT_NAME)) ?? '';
  const view = truncateEntrypoint(raw);
  const saveUrl = `${opts.baseUrl}/v1/projects/${project.slug}/memories/<file>.md`;
  const text = [
    '# Memory',
    '',
    `You have a persistent memory for this project (${project.root}), kept as Markdown files in ${project.paths.memory}.`,
    'It holds what earlier sessions learned that the code cannot tell you: who the user is and how they work (user),',
    'corrections and guidance they gave (feedback), ongoing work, decisions and deadlines (project), and pointers to',
    'outside systems (reference).',
    '',
    '- Memories are observations from the time they were written and may be stale. Check anything about code, files or',
    '  state against what is there now before relying on it; when a memory proves wrong, correct or delete it.',
    '- Memories that matter for a request are shown as they become relevant; the index below lists them all.',
    '- To save one (the user asks you to remember something, or corrects how you work): write',
    `  ${project.paths.memory}/<topic>.md with frontmatter (name, description: one line, type: user|feedback|project|reference)`,
    '  and the body, then add a one-line pointer to it in MEMORY.md. Without file access: PUT',
    `  ${saveUrl} with the header "Authorization: Bearer $MEMORYD_TOKEN" and`,
    `  {"name", "description", "type", "body"${opts.session ? `, "session": "${opts.session}"` : ''}}; memoryd keeps MEMORY.md.`,
    '  feedback and project memories say **Why:** and **How to apply:**. Update an existing file rather than adding a near-duplicate.',
    '- Do not save what the code, git history or project instructions already say, file paths, or the state of the task at hand.',
    `- If the user asks you to forget something, delete the memory that holds it (or that part of it) and its line in MEMORY.md; without file access: DELETE ${saveUrl}.`,
    '',
    `## ${ENTRYPOINT_NAME}`,
    '',
    view.content === '' ? '(empty: no memories saved yet)' : view.content,
    ...(opts.notifications?.length ? ['', '## Since last time', '', ...opts.notifications.map((n) => `- ${n}`)] : []),
  ].join('\n');
  return {
    text,
    memory_dir: project.paths.memory,
    notifications: opts.notifications ?? [],
    index: { lines: view.lineCount, bytes: view.byteCount, truncated: view.truncated },
  };
}

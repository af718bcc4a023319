// The dream's instruction: four phases over the memory directory, in memoryd's own words.
export interface DreamPromptInput {
  memoryDir: string;
  mode: 'prune' | 'reflect';
  sessions: string[];
  today: string;
  logsDir: string;
}

export function dreamInstruction(p: DreamPromptInput): string {
  const pass =
    p.mode === 'prune'
      ? 'This is a pruning pass: remove what is stale, duplicated or contradicted, and tighten what remains.'
      : 'This is a reflective pass: besides pruning, synthesise scattered memories into fewer, clearer ones that state the general lesson.';
  return [
    '# Job: dream — consolidate the memory directory',
    '',
    `${pass} The memory directory is ${p.memoryDir}. Today is ${p.today}.`,
    '',
    '1. Orient: list the directory (Glob), read MEMORY.md, skim the topic files.',
    `2. Gather: read the daily logs under ${p.logsDir} if any; look for memories that later sessions contradict. To check a fact, use SearchTranscripts with a narrow phrase — never read whole transcripts.`,
    '3. Consolidate: merge new signal into existing files instead of creating near-duplicates; fold duplicate files into one and Delete the other; turn relative dates into absolute ones; fix facts that were disproved, at their source. A memory whose description starts "(superseded DAY)" was retired by the user in favour of the one it links to: move anything still true into that one, then Delete it. The statements under a "**Superseded on DAY:** … These statements no longer hold" note inside a memory were retired the same way: remove the note and them, and keep the rest.',
    '4. Prune and index: MEMORY.md stays under 200 lines and 25,000 bytes, one line of about 150 characters per file, no pointers to files that do not exist.',
    '',
    `Sessions since the last consolidation (${p.sessions.length}):`,
    ...(p.sessions.length ? p.sessions.map((s) => `- ${s}`) : ['- (none)']),
    '',
    'Write only inside the memory directory, never into team/ (sharing a memory with the team is the user\'s decision). When you are done, answer with one line saying what you changed.',
  ].join('\n');
}

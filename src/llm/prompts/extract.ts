// The extraction job's instruction, sent after the session transcript.
export interface ExtractPromptInput {
  memoryDir: string;
  /** Messages after this number are the new ones (0: all of them). */
  afterSeq: number;
  newMessages: number;
  manifest: string[];
  today: string;
  /** Kairos mode: append to today's log instead of topic files. */
  dailyLog?: string;
}

export function extractInstruction(p: ExtractPromptInput): string {
  const scope = p.afterSeq > 0 ? `the ${p.newMessages} messages after #${p.afterSeq}` : `the ${p.newMessages} messages of this session`;
  const where = p.dailyLog
    ? [
        `- This project keeps a daily log instead of topic files. Append each memory as one dated bullet to ${p.dailyLog}`,
        '  (create it if it does not exist; Read it first if it does). Do not touch other files: a later pass distils the log.',
      ]
    : [
        '- Update an existing file when it covers the topic (Read it first, then Edit); create a file only for a new topic.',
        '- When the new messages retire or correct what a memory says ("we use bun now, not pnpm"), Edit that memory to say what holds now and since when; never leave two memories that contradict each other.',
        '- A memory marked "(superseded DAY)" was retired by the user, and so were the statements under a "**Superseded on DAY:**" note inside a memory; leave them for the dream to remove.',
        `- When the user asks to forget something, Edit the memory that holds it: remove that part, or when nothing else is left, start its description with "(superseded ${p.today})" for the dream to remove.`,
        `- For every file you create or rename, add or correct its one line in ${p.memoryDir}/MEMORY.md (Read it first).`,
        '- Efficient order: first turn, Read every file you may change, all at once; second turn, write them all. Then stop.',
      ];
  return [
    '# Job: extract memories',
    '',
    `Look at ${scope} in the transcript above. Decide whether they hold anything this project's memory should keep for future sessions, and save it.`,
    '',
    '- Use only what those messages say. Do not search the code or check claims: the conversation is your only source.',
    `- Today is ${p.today}. Write dates as absolute dates.`,
    `- The memory directory is ${p.memoryDir}. Existing memories, newest first:`,
    ...(p.manifest.length ? p.manifest.map((l) => `  ${l}`) : ['  (none yet)']),
    ...where,
    '- If nothing is worth keeping, change nothing and answer "nothing to save".',
  ].join('\n');
}

// `memoryd import <file.jsonl|dir>`: existing Claude Code transcripts become sessions (and, through
// extraction, memory). Idempotent: messages carry their transcript ids, so a second import adds nothing.
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { walkFiles } from '../memory/walk.js';
import type { EventInput, MemorydClient } from '../client/index.js';
import { parseTranscript } from '../memory/transcript.js';

export function transcriptFiles(path: string): string[] {
  if (statSync(path).isFile()) return [path];
  return walkFiles(path, { keep: (rel) => rel.endsWith('.jsonl') })
    .map((f) => f.abs)
    .sort();
}

export interface ImportResult {
  file: string;
  session?: string;
  accepted: number;
  duplicates: number;
  skipped?: string;
}

export async function importTranscript(client: MemorydClient, file: string, fallbackProject?: string): Promise<ImportResult> {
  const parsed = parseTranscript(readFileSync(file));
  const subagent = file.includes('/subagents/');
  const session = (parsed.sessionId ?? basename(file, '.jsonl')).replace(/[^A-Za-z0-9._:-]/g, '-');
  const project = parsed.cwd ?? fallbackProject;
  if (!project) return { file, accepted: 0, duplicates: 0, skipped: 'no cwd in the transcript (pass --project)' };
  if (parsed.messages.length === 0) return { file, session, accepted: 0, duplicates: 0, skipped: 'no messages' };
  let accepted = 0;
  let duplicates = 0;
  // In batches of about 2 MB, within the request size limit; the last one ends the turn.
  const batches: Array<typeof parsed.messages> = [[]];
  let size = 0;
  for (const m of parsed.messages) {
    const n = JSON.stringify(m).length;
    if (size + n > 2_000_000 && batches.at(-1)!.length) {
      batches.push([]);
      size = 0;
    }
    batches.at(-1)!.push(m);
    size += n;
  }
  for (const [i, messages] of batches.entries()) {
    const last = i === batches.length - 1;
    const r = await client.postEvents({ type: last && !subagent ? 'turn_end' : 'message', session, project, history: true, ...(subagent ? { subagent: true } : {}), messages } as EventInput);
    accepted += r.accepted;
    duplicates += r.duplicates;
  }
  return { file, session, accepted, duplicates };
}

// memoryd's own JSONL copy of an API client's session. The database is the record; this copy
// is for people and tools that read transcripts. Files stay open (a small LRU of descriptors)
// because opening a file per request costs more than the write — but not for long when idle:
// the daily prune deletes the copies of old sessions, and an append through a descriptor kept
// from before would go to the deleted file instead of a new one.
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

export interface TranscriptLine {
  file: string;
  line: string;
}

export class TranscriptWriter {
  /** Open files in least-recently-used order, with when each was last written. */
  private readonly fds = new Map<string, { fd: number; at: number }>();

  constructor(
    private readonly maxOpen = 64,
    private readonly idleMs = 10 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  append(lines: TranscriptLine[]): void {
    if (lines.length === 0) return;
    this.closeIdle();
    const byFile = new Map<string, string[]>();
    for (const l of lines) (byFile.get(l.file) ?? byFile.set(l.file, []).get(l.file)!).push(l.line);
    for (const [file, ls] of byFile) writeSync(this.fd(file), ls.join('\n') + '\n');
  }

  private fd(file: string): number {
    let fd = this.fds.get(file)?.fd;
    if (fd !== undefined) {
      this.fds.delete(file); // re-insert: most recently used last
    } else {
      fd = openOrMake(file);
      if (this.fds.size >= this.maxOpen) this.closeOldest();
    }
    this.fds.set(file, { fd, at: this.now() });
    return fd;
  }

  private closeIdle(): void {
    const before = this.now() - this.idleMs;
    while (this.fds.size > 0 && this.fds.values().next().value!.at < before) this.closeOldest();
  }

  private closeOldest(): void {
    const [oldest, { fd }] = this.fds.entries().next().value as [string, { fd: number }];
    this.fds.delete(oldest);
    closeSync(fd);
  }

  close(): void {
    for (const { fd } of this.fds.values()) closeSync(fd);
    this.fds.clear();
  }
}

/** Opens a copy to append to; its project folder, deleted by hand since (a reset), is made again (0700). */
function openOrMake(file: string): number {
  try {
    return openSync(file, 'a', 0o600);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    return openSync(file, 'a', 0o600);
  }
}

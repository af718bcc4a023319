// memoryd's own JSONL copy of an API client's session. The database is the record; this copy
// is for people and tools that read transcripts. Files stay open (a small LRU of descriptors)
// because opening a file per request costs more than the write — but not for long when idle:
// the daily prune deletes the copies of old sessions, and an append through a descriptor kept
// from before would go to the deleted file instead of a new one. For the same reason a kept
// descriptor is checked (about once a second, not per request) for a file deleted or moved by hand.
import { closeSync, fstatSync, ftruncateSync, openSync, statSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { makePrivateDir } from '../private-dir.js';

export interface TranscriptLine {
  file: string;
  line: string;
}

export class TranscriptWriter {
  /** Open files in least-recently-used order, with when each was last written and last found on disk. */
  private readonly fds = new Map<string, { fd: number; at: number; checked: number }>();

  constructor(
    private readonly maxOpen = 64,
    private readonly idleMs = 10 * 60_000,
    private readonly now: () => number = Date.now,
    private readonly checkEveryMs = 1_000,
  ) {}

  append(lines: TranscriptLine[]): void {
    if (lines.length === 0) return;
    this.closeIdle();
    const byFile = new Map<string, string[]>();
    for (const l of lines) (byFile.get(l.file) ?? byFile.set(l.file, []).get(l.file)!).push(l.line);
    for (const [file, ls] of byFile) writeWhole(this.fd(file), Buffer.from(ls.join('\n') + '\n'));
  }

  private fd(file: string): number {
    const now = this.now();
    let kept = this.fds.get(file);
    if (kept !== undefined) {
      this.fds.delete(file); // re-insert: most recently used last
      if (now - kept.checked >= this.checkEveryMs) {
        if (!stillAt(file, kept.fd)) {
          // Deleted (with its folder, by a reset) or moved aside since it was opened: write a new one.
          closeSync(kept.fd);
          kept = undefined;
        } else {
          kept.checked = now;
        }
      }
    } else if (this.fds.size >= this.maxOpen) {
      this.closeOldest();
    }
    const entry = kept ?? { fd: openOrMake(file), checked: now, at: now };
    entry.at = now;
    this.fds.set(file, entry);
    return entry.fd;
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

/** Whether the file open as `fd` is still the one at `file`. */
function stillAt(file: string, fd: number): boolean {
  const open = fstatSync(fd);
  const there = statSync(file, { throwIfNoEntry: false });
  return there !== undefined && there.ino === open.ino && there.dev === open.dev;
}

/**
 * Appends all of `buf` or nothing: a write cut short (a full disk) is taken back, so the copy
 * never ends in a torn line that the next append would run into.
 */
function writeWhole(fd: number, buf: Buffer): void {
  let done = 0;
  try {
    while (done < buf.length) done += writeSync(fd, buf, done);
  } catch (err) {
    if (done > 0) ftruncateSync(fd, fstatSync(fd).size - done);
    throw err;
  }
}

/** Opens a copy to append to; its project folder, deleted by hand since (a reset), is made again (0700). */
function openOrMake(file: string): number {
  try {
    return openSync(file, 'a', 0o600);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    makePrivateDir(dirname(file));
    return openSync(file, 'a', 0o600);
  }
}

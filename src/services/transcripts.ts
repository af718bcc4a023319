// memoryd's own JSONL copy of an API client's session. The database is the record; this copy
// is for people and tools that read transcripts. Files stay open (a small LRU of descriptors)
// because opening a file per request costs more than the write — but not for long when idle:
// the daily prune deletes the copies of old sessions, and an append through a descriptor kept
// from before would go to the deleted file instead of a new one. For the same reason a kept
// descriptor is checked (about once a second, not per request) for a file deleted or moved by hand.
// Lines a full disk refused are held (bounded) and written first once the disk takes them again.
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

  /**
   * Appends each file's lines in order. A copy the disk refuses (full) keeps its lines here and
   * writes them first at its next append, or at the next append to any copy once a second has
   * passed; the first error is thrown after every file was tried (the database holds the lines).
   */
  append(lines: TranscriptLine[]): void {
    this.closeIdle();
    const byFile = new Map<string, string[]>();
    for (const l of lines) (byFile.get(l.file) ?? byFile.set(l.file, []).get(l.file)!).push(l.line);
    if (this.held.size > 0 && this.now() - this.heldTriedAt >= this.checkEveryMs) {
      this.heldTriedAt = this.now();
      for (const file of this.held.keys()) if (!byFile.has(file)) byFile.set(file, []);
    }
    this.write(byFile);
  }

  /** Each file's held lines, then its new ones; every file is tried, the first error thrown after. */
  private write(byFile: Map<string, string[]>): void {
    let failed: unknown = null;
    for (const [file, ls] of byFile) {
      const held = this.held.get(file);
      const all = held ? [...held.lines, ...ls] : ls;
      if (all.length === 0) continue;
      try {
        writeWhole(this.fd(file), Buffer.from(all.join('\n') + '\n'));
        if (held) this.release(file);
      } catch (err) {
        failed ??= err;
        this.hold(file, ls);
      }
    }
    if (failed) throw failed;
  }

  /** Lines a refused write kept, by file, and their size. */
  private readonly held = new Map<string, { lines: string[]; bytes: number }>();
  private heldBytes = 0;
  private heldTriedAt = 0;
  /** Lines held past this many bytes are given up, oldest copy first (the database keeps them). */
  static readonly MAX_HELD_BYTES = 8 * 1024 * 1024;

  private hold(file: string, lines: string[]): void {
    const h = this.held.get(file) ?? { lines: [], bytes: 0 };
    for (const l of lines) {
      h.lines.push(l);
      h.bytes += l.length + 1;
      this.heldBytes += l.length + 1;
    }
    this.held.set(file, h);
    while (this.heldBytes > TranscriptWriter.MAX_HELD_BYTES && this.held.size > 0) this.release(this.held.keys().next().value!);
  }

  private release(file: string): void {
    this.heldBytes -= this.held.get(file)?.bytes ?? 0;
    this.held.delete(file);
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
    try {
      this.write(new Map([...this.held.keys()].map((file) => [file, []]))); // a last try for lines a full disk held back
    } catch {
      // still refused: the database keeps them
    }
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

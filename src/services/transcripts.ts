// memoryd's own JSONL copy of an API client's session. The database is the record; this copy
// is for people and tools that read transcripts. Files stay open (a small LRU of descriptors)
// because opening a file per request costs more than the write.
import { closeSync, openSync, writeSync } from 'node:fs';

export interface TranscriptLine {
  file: string;
  line: string;
}

export class TranscriptWriter {
  private readonly fds = new Map<string, number>();

  constructor(private readonly maxOpen = 64) {}

  append(lines: TranscriptLine[]): void {
    if (lines.length === 0) return;
    const byFile = new Map<string, string[]>();
    for (const l of lines) (byFile.get(l.file) ?? byFile.set(l.file, []).get(l.file)!).push(l.line);
    for (const [file, ls] of byFile) writeSync(this.fd(file), ls.join('\n') + '\n');
  }

  private fd(file: string): number {
    let fd = this.fds.get(file);
    if (fd !== undefined) {
      this.fds.delete(file); // re-insert: most recently used last
    } else {
      fd = openSync(file, 'a', 0o600);
      if (this.fds.size >= this.maxOpen) {
        const [oldest, oldFd] = this.fds.entries().next().value as [string, number];
        this.fds.delete(oldest);
        closeSync(oldFd);
      }
    }
    this.fds.set(file, fd);
    return fd;
  }

  close(): void {
    for (const fd of this.fds.values()) closeSync(fd);
    this.fds.clear();
  }
}

import { describe, expect, it } from 'vitest';
import { readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { TranscriptWriter } from '../../src/services/transcripts.js';
import { tempDir } from '../helpers/daemon.js';

describe("the JSONL copy's writer", () => {
  it('appends per file in order while it closes and reopens files past its limit of open ones', () => {
    const dir = tempDir();
    const w = new TranscriptWriter(2);
    const file = (n: number) => join(dir, `s${n}.jsonl`);
    for (let round = 0; round < 3; round++) w.append([0, 1, 2].map((n) => ({ file: file(n), line: `${n}:${round}` })));
    w.close();
    for (const n of [0, 1, 2]) expect(readFileSync(file(n), 'utf8')).toBe(`${n}:0\n${n}:1\n${n}:2\n`);
  });

  it('does not write through a file left open while idle: the daily prune may have deleted it since', () => {
    let now = 0;
    const w = new TranscriptWriter(64, 10 * 60_000, () => now);
    const file = join(tempDir(), 'old.jsonl');
    w.append([{ file, line: 'before' }]);
    rmSync(file); // the prune deletes the copy of a session idle past retention
    now += 11 * 60_000;
    w.append([{ file, line: 'after' }]); // the session comes back
    w.close();
    expect(readFileSync(file, 'utf8')).toBe('after\n');
  });

  it("makes the project folder again when it was deleted by hand, and keeps it private", () => {
    const folder = join(tempDir(), 'projects', '-home-me-app');
    const file = join(folder, 's1.jsonl');
    const w = new TranscriptWriter();
    w.append([{ file, line: 'first' }]);
    w.close();
    expect(readFileSync(file, 'utf8')).toBe('first\n');
    expect(statSync(folder).mode & 0o777).toBe(0o700);
  });

  it('writes a new file, not into the deleted one, once a busy copy is deleted with its folder by hand', () => {
    let now = 0;
    const w = new TranscriptWriter(64, 10 * 60_000, () => now);
    const folder = join(tempDir(), 'projects', '-home-me-app');
    const file = join(folder, 's1.jsonl');
    w.append([{ file, line: 'one' }]);
    rmSync(folder, { recursive: true }); // a reset of the project's folder while the session goes on
    now += 1_000; // within a second: checked only so often, not on every request
    w.append([{ file, line: 'two' }]);
    w.close();
    expect(readFileSync(file, 'utf8')).toBe('two\n');
    expect(statSync(folder).mode & 0o777).toBe(0o700);
  });
});

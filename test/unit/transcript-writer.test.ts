import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TranscriptWriter } from '../../src/services/transcripts.js';
import { tempDir } from '../helpers/daemon.js';
import { ROOT } from '../helpers/process.js';

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
    // moved aside (kept, not deleted): what comes after goes to a new file at the path, not into the moved one
    const w2 = new TranscriptWriter(64, 10 * 60_000, () => now);
    w2.append([{ file, line: 'three' }]);
    renameSync(file, `${file}.bak`);
    now += 1_000;
    w2.append([{ file, line: 'four' }]);
    w2.close();
    expect(readFileSync(`${file}.bak`, 'utf8')).toBe('two\nthree\n');
    expect(readFileSync(file, 'utf8')).toBe('four\n');
  });

  it('never leaves a torn line when the disk takes only part of an append', () => {
    // A child process limited to 4 KB of file (as a full disk would stop it): its writes are cut
    // short, then refused. Every line it left must be whole, and the next append lands cleanly.
    const dir = tempDir();
    const file = join(dir, 's.jsonl');
    const script = join(dir, 'fill.ts');
    writeFileSync(
      script,
      `import { TranscriptWriter } from ${JSON.stringify(join(ROOT, 'src', 'services', 'transcripts.ts'))};
       const w = new TranscriptWriter();
       let refused = 0;
       for (let i = 0; i < 40; i++) {
         try { w.append([{ file: ${JSON.stringify(file)}, line: JSON.stringify({ i, text: 'x'.repeat(300 + i) }) }]); }
         catch { refused++; }
       }
       console.log(refused);`,
    );
    const run = spawnSync('bash', ['-c', `ulimit -f 8 && exec "${process.execPath}" --import tsx "${script}"`], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(Number(run.stdout.trim())).toBeGreaterThan(0); // the limit was reached
    const left = readFileSync(file, 'utf8');
    expect(left.endsWith('\n')).toBe(true);
    const w = new TranscriptWriter();
    w.append([{ file, line: JSON.stringify({ i: 'after' }) }]);
    w.close();
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    expect(lines.map((l) => JSON.parse(l).i)).toEqual([...lines.slice(0, -1).map((_, n) => n), 'after']);
  });
});


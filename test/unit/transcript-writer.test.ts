import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, rmSync, rmdirSync, statSync, writeFileSync } from 'node:fs';
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

  it('holds the lines of a copy it cannot write and writes them first, in order, once it can', () => {
    let now = 0;
    const w = new TranscriptWriter(64, 10 * 60_000, () => now);
    const dir = tempDir();
    const [a, b] = [join(dir, 'a.jsonl'), join(dir, 'b.jsonl')];
    mkdirSync(a); // a copy that cannot be written (here its path is taken; a full disk refuses the same way)
    expect(() => w.append([{ file: a, line: 'a1' }, { file: b, line: 'b1' }, { file: a, line: 'a2' }])).toThrow();
    expect(readFileSync(b, 'utf8')).toBe('b1\n'); // the other copy was still written
    expect(() => w.append([{ file: a, line: 'a3' }])).toThrow();
    rmdirSync(a); // room again
    w.append([{ file: a, line: 'a4' }]);
    expect(readFileSync(a, 'utf8')).toBe('a1\na2\na3\na4\n');

    // a copy whose session sends nothing more is written at another copy's append, a second on
    mkdirSync(join(dir, 'c.jsonl'));
    expect(() => w.append([{ file: join(dir, 'c.jsonl'), line: 'c1' }])).toThrow();
    rmdirSync(join(dir, 'c.jsonl'));
    w.append([{ file: b, line: 'b2' }]);
    expect(() => statSync(join(dir, 'c.jsonl'))).toThrow(); // not yet: retried at most once a second
    now += 1_000;
    w.append([{ file: b, line: 'b3' }]);
    expect(readFileSync(join(dir, 'c.jsonl'), 'utf8')).toBe('c1\n');

    // and at close, a last try
    mkdirSync(join(dir, 'd.jsonl'));
    expect(() => w.append([{ file: join(dir, 'd.jsonl'), line: 'd1' }])).toThrow();
    rmdirSync(join(dir, 'd.jsonl'));
    w.close();
    expect(readFileSync(join(dir, 'd.jsonl'), 'utf8')).toBe('d1\n');
    expect(readFileSync(b, 'utf8')).toBe('b1\nb2\nb3\n');
  });

  it('gives up the oldest held lines past its bound, rather than holding memory without end', () => {
    const w = new TranscriptWriter();
    const dir = tempDir();
    const [old, recent] = [join(dir, 'old.jsonl'), join(dir, 'recent.jsonl')];
    mkdirSync(old);
    mkdirSync(recent);
    const big = 'x'.repeat(1024 * 1024);
    for (let i = 0; i < 6; i++) expect(() => w.append([{ file: old, line: `${i}${big}` }])).toThrow();
    for (let i = 0; i < 6; i++) expect(() => w.append([{ file: recent, line: `${i}${big}` }])).toThrow();
    rmdirSync(old);
    rmdirSync(recent);
    w.close();
    expect(() => statSync(old)).toThrow(); // 12 MB held is past the 8 MB bound: the older copy's lines went
    expect(readFileSync(recent, 'utf8').split('\n').filter(Boolean).map((l) => l[0])).toEqual(['0', '1', '2', '3', '4', '5']);
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


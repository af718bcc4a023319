import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import {
  ChecksumConflictError,
  MAX_ENTRYPOINT_BYTES,
  UnsafePathError,
  ageLabel,
  atomicWrite,
  freshnessCaveat,
  indexEntry,
  isTopicPath,
  removeIndexEntry,
  resolveMemoryPath,
  scanMemoryDir,
  sha256,
  truncateEntrypoint,
  upsertIndexEntry,
} from '../../src/memory/memdir.js';
import { tempDir } from '../helpers/daemon.js';
import { ROOT } from '../helpers/process.js';

const DAY = 86_400_000;

describe('MEMORY.md load limits', () => {
  it('leaves a file within both limits alone', () => {
    const v = truncateEntrypoint('- [A](a.md) — x\n- [B](b.md) — y\n');
    expect(v.truncated).toBe(false);
    expect(v.content).toBe('- [A](a.md) — x\n- [B](b.md) — y');
  });

  it('keeps the first 200 lines and says the line limit was hit', () => {
    const raw = Array.from({ length: 260 }, (_, i) => `- [T${i}](t${i}.md) — entry ${i}`).join('\n');
    const v = truncateEntrypoint(raw);
    expect(v.truncated).toBe('lines');
    const [kept, warning] = v.content.split('\n\n> WARNING: ');
    expect(kept!.split('\n')).toHaveLength(200);
    expect(kept!.endsWith('entry 199')).toBe(true);
    expect(warning).toMatch(/260 lines \(limit: 200 lines\)/);
  });

  it('cuts a 150-line file of very long lines at 25,000 bytes, back to a newline', () => {
    const raw = Array.from({ length: 150 }, (_, i) => `- [T${i}](t${i}.md) — ${'x'.repeat(400)}`).join('\n');
    const v = truncateEntrypoint(raw);
    expect(v.truncated).toBe('bytes');
    const [kept, warning] = v.content.split('\n\n> WARNING: ');
    expect(Buffer.byteLength(kept!)).toBeLessThanOrEqual(MAX_ENTRYPOINT_BYTES);
    expect(kept!.endsWith('x'.repeat(400))).toBe(true); // whole lines only
    expect(raw.startsWith(kept!)).toBe(true);
    expect(warning).toMatch(/limit: 25\.0 KB\) — its entries are too long/);
  });

  it('applies both limits in order and says so', () => {
    const raw = Array.from({ length: 300 }, (_, i) => `- [T${i}](t${i}.md) — ${'é'.repeat(200)}`).join('\n');
    const v = truncateEntrypoint(raw);
    expect(v.truncated).toBe('lines_and_bytes');
    expect(v.content).toMatch(/300 lines and .* KB \(limits: 200 lines, 25\.0 KB\)/);
    expect(v.content).not.toContain('\uFFFD');
  });
});

describe('memory paths', () => {
  it('knows topics from the index, logs and hidden files', () => {
    expect(isTopicPath('user_prefs.md')).toBe(true);
    expect(isTopicPath('team/deploys.md')).toBe(true);
    expect(isTopicPath('MEMORY.md')).toBe(false);
    expect(isTopicPath('logs/2026/11/2026-11-30.md')).toBe(false);
    expect(isTopicPath('.consolidate-lock')).toBe(false);
    expect(isTopicPath('.drafts/x.md')).toBe(false);
    expect(isTopicPath('notes.txt')).toBe(false);
  });

  it('refuses escapes and creates nothing', () => {
    const base = tempDir();
    const mem = join(base, 'memory');
    mkdirSync(mem);
    symlinkSync('/etc', join(mem, 'etc-link'));
    symlinkSync('/etc/hostname', join(mem, 'host.md'));
    for (const bad of ['../x.md', '/etc/passwd.md', 'etc-link/evil.md', 'host.md', 'a/../../x.md', 'x\0.md', 'notes.txt', '.hidden.md', 'MEMORY.md', '']) {
      expect(() => resolveMemoryPath(mem, bad), bad).toThrow(UnsafePathError);
    }
    expect(readdirSync(base)).toEqual(['memory']);
    expect(resolveMemoryPath(mem, 'team/deploys.md')).toBe(join(mem, 'team', 'deploys.md'));
  });

  it('scans topics newest first without following links', () => {
    const mem = tempDir();
    writeFileSync(join(mem, 'MEMORY.md'), '- [a](a.md)\n');
    writeFileSync(join(mem, 'a.md'), 'a');
    mkdirSync(join(mem, 'logs', '2026', '11'), { recursive: true });
    writeFileSync(join(mem, 'logs', '2026', '11', '2026-11-30.md'), 'log');
    mkdirSync(join(mem, 'team'));
    writeFileSync(join(mem, 'team', 'b.md'), 'b');
    symlinkSync('/etc', join(mem, 'etc'));
    expect(scanMemoryDir(mem).map((f) => f.rel).sort()).toEqual(['a.md', 'team/b.md']);
  });
});

describe('atomic writes', () => {
  it('writes 0600 files through a temp file and leaves no temp behind', () => {
    const dir = tempDir();
    const f = join(dir, 'sub', 'a.md');
    atomicWrite(f, 'one');
    expect(readFileSync(f, 'utf8')).toBe('one');
    expect(statSync(f).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'sub')).mode & 0o777).toBe(0o700);
    atomicWrite(f, 'two');
    expect(readdirSync(join(dir, 'sub'))).toEqual(['a.md']);
  });

  it('refuses a write whose expected content is stale', () => {
    const f = join(tempDir(), 'a.md');
    atomicWrite(f, 'v1', { expectedSha256: null });
    expect(() => atomicWrite(f, 'x', { expectedSha256: null })).toThrow(ChecksumConflictError);
    expect(() => atomicWrite(f, 'x', { expectedSha256: sha256('v0') })).toThrow(ChecksumConflictError);
    expect(readFileSync(f, 'utf8')).toBe('v1');
    atomicWrite(f, 'v2', { expectedSha256: sha256('v1') });
    expect(readFileSync(f, 'utf8')).toBe('v2');
    expect(existsSync(f)).toBe(true);
  });

  it('keeps the old file whole when the disk takes only part of the new one', () => {
    // A file-size limit of 4 KiB makes the write stop part-way, as a nearly full disk does.
    const dir = tempDir();
    const f = join(dir, 'a.md');
    writeFileSync(f, 'the old memory\n');
    const script = join(dir, 'write.ts');
    writeFileSync(
      script,
      `import { atomicWrite } from ${JSON.stringify(join(ROOT, 'src', 'memory', 'memdir.ts'))};\n` +
        `try { atomicWrite(${JSON.stringify(f)}, 'x'.repeat(10000)); console.log('written'); } catch (e) { console.log(e.code); }\n`,
    );
    // ulimit -f counts KiB in bash. The child's own temp dir keeps tsx's compile cache, which
    // the limit may cut short too, away from everyone else's.
    const env = { ...process.env, TMPDIR: tempDir() };
    const r = spawnSync('bash', ['-c', `ulimit -f 4; exec "${process.execPath}" --import tsx "${script}"`], { cwd: ROOT, encoding: 'utf8', env });
    expect(r.stdout.trim()).toBe('EFBIG');
    expect(readFileSync(f, 'utf8')).toBe('the old memory\n');
    expect(readdirSync(dir).sort()).toEqual(['a.md', 'write.ts']);
  });
});

describe('index entries', () => {
  it('writes one line per file, about 150 characters', () => {
    const e = indexEntry('deploys.md', 'Deploy rules', 'Deploys go out on Thursdays after the QA sign-off; '.repeat(10));
    expect(e.startsWith('- [Deploy rules](deploys.md) — Deploys')).toBe(true);
    expect(e.length).toBeLessThanOrEqual(152);
    expect(e).not.toContain('\n');
  });

  it('says only the rest of a hook that opens with the title, and cuts a long one at a word', () => {
    expect(indexEntry('project_priya.md', 'Priya owns the bootloader', 'Priya owns the bootloader, ask her before touching anything in boot/.')).toBe(
      '- [Priya owns the bootloader](project_priya.md) — …ask her before touching anything in boot/.',
    );
    expect(indexEntry('feedback_pnpm.md', 'Use pnpm', 'Use pnpm.')).toBe('- [Use pnpm](feedback_pnpm.md)');
    expect(indexEntry('project_0e80aa34.md', '报表的口径以财务的定义为准', '报表的口径以财务的定义为准，有疑问先问财务的王姐。')).toBe('- [报表的口径以财务的定义为准](project_0e80aa34.md) — …有疑问先问财务的王姐。');
    const long = indexEntry('feedback_malloc.md', 'Never use malloc in the interrupt handlers', 'Never use malloc in the interrupt handlers, we had a nasty heap corruption from that last year when the sensor driver allocated in its ISR and the whole board locked up');
    expect(long.startsWith('- [Never use malloc in the interrupt handlers](feedback_malloc.md) — …we had a nasty heap corruption')).toBe(true);
    expect(long.length).toBeLessThanOrEqual(152);
    // (ended at a word: what is left before the ellipsis is a whole word of the hook)
    const lastWord = long.slice(0, -1).split(' ').pop()!;
    expect('the sensor driver allocated in its ISR and the whole board locked up'.split(' ')).toContain(lastWord);
  });

  it('replaces the line for a file and leaves the others', () => {
    let idx = '# Index\n- [A](a.md) — old\n- [B](b.md) — b\n';
    idx = upsertIndexEntry(idx, 'a.md', '- [A](a.md) — new');
    expect(idx).toBe('# Index\n- [A](a.md) — new\n- [B](b.md) — b\n');
    idx = upsertIndexEntry(idx, 'c.md', '- [C](c.md) — c');
    expect(idx.trim().split('\n')).toHaveLength(4);
    expect(removeIndexEntry(idx, 'b.md')).not.toContain('b.md');
  });

  it('links a file whose name has a space or bracket in angle brackets, and finds it written either way', () => {
    const e = indexEntry('release notes (old).md', 'Release notes', 'what shipped');
    expect(e).toBe('- [Release notes](<release notes (old).md>) — what shipped');
    let idx = '# Index\n- [N](release notes (old).md) — by hand\n- [B](b.md) — b\n';
    idx = upsertIndexEntry(idx, 'release notes (old).md', e);
    expect(idx).toBe(`# Index\n${e}\n- [B](b.md) — b\n`);
    expect(upsertIndexEntry(idx, 'release notes (old).md', e)).toBe(idx); // replaced, not appended again
    expect(removeIndexEntry(idx, 'release notes (old).md')).toBe('# Index\n- [B](b.md) — b\n');
  });
});

describe('ages and caveats', () => {
  const now = Date.parse('2026-11-30T12:00:00Z');
  it('says today, yesterday, N days ago', () => {
    expect(ageLabel(now - 1_000, now)).toBe('today');
    expect(ageLabel(now - DAY - 1, now)).toBe('yesterday');
    expect(ageLabel(now - 47 * DAY, now)).toBe('47 days ago');
  });
  it('adds a caveat exactly to memories older than a day', () => {
    expect(freshnessCaveat(now - DAY, now)).toBeNull();
    expect(freshnessCaveat(now - DAY - 1, now)).toMatch(/^This memory is 1 day old\./);
    expect(freshnessCaveat(now - 10 * DAY, now)).toMatch(/10 days old.*point-in-time/);
  });
});

import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkProjectPath, djb2Hash, resolveProjectRoot, sanitizePath, sessionFileName } from '../../src/memory/paths.js';
import { tempDir } from '../helpers/daemon.js';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, stdio: 'pipe', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' } });

describe("a session's name on disk", () => {
  it('is its id when that is a safe name (a UUID, as Claude Code names it), and unique otherwise', () => {
    expect(sessionFileName('8463c716-a2ea-4c14-9efa-87158ebd9f20')).toBe('8463c716-a2ea-4c14-9efa-87158ebd9f20');
    expect(sessionFileName('chat-1')).toBe('chat-1');
    const dotted = sessionFileName('chat.1');
    expect(dotted).toMatch(/^chat-1-[0-9a-f]{8}$/);
    expect(new Set([dotted, sessionFileName('chat:1'), sessionFileName('chat_1'), sessionFileName('chat-1')]).size).toBe(4);
    expect(sessionFileName('chat.1')).toBe(dotted); // the same every time
  });
});

describe('sanitizePath', () => {
  it('replaces everything outside [A-Za-z0-9] with a dash', () => {
    expect(sanitizePath('/Users/foo/my-project')).toBe('-Users-foo-my-project');
    expect(sanitizePath('/home/a.b/c_d e')).toBe('-home-a-b-c-d-e');
    // per UTF-16 unit: an astral character becomes two dashes
    expect(sanitizePath('/x/😀')).toBe('-x---');
  });

  it('keeps 200 characters and appends a hash for long paths', () => {
    const long = '/' + 'a'.repeat(250);
    const slug = sanitizePath(long);
    expect(slug.startsWith('-' + 'a'.repeat(199) + '-')).toBe(true);
    expect(slug).toBe(`${('-' + 'a'.repeat(250)).slice(0, 200)}-${djb2Hash(long)}`);
    expect(sanitizePath('/' + 'a'.repeat(199))).toHaveLength(200);
  });
});

describe('project paths', () => {
  it('rejects relative, empty, NUL and root paths', () => {
    expect(() => checkProjectPath('rel/path')).toThrow(/absolute/);
    expect(() => checkProjectPath('')).toThrow(/empty/);
    expect(() => checkProjectPath('/a\0b')).toThrow(/NUL/);
    expect(() => checkProjectPath('/')).toThrow(/root/);
    expect(() => checkProjectPath('/a/../..')).toThrow(/root/);
    expect(checkProjectPath('/a/b/../c/')).toBe('/a/c');
  });

  it('uses a path that does not exist on this machine as given', () => {
    expect(resolveProjectRoot('/no/such/place/here')).toBe('/no/such/place/here');
  });

  it('maps subfolders and worktrees of one repository to its root', () => {
    const base = realpathSync(tempDir());
    const repo = join(base, 'repo');
    mkdirSync(join(repo, 'src', 'deep'), { recursive: true });
    git(repo, 'init', '-q');
    writeFileSync(join(repo, 'f.txt'), 'x');
    git(repo, 'add', '.');
    git(repo, 'commit', '-qm', 'init');
    git(repo, 'worktree', 'add', '-q', join(base, 'wt'));
    mkdirSync(join(base, 'wt', 'sub'), { recursive: true });

    expect(resolveProjectRoot(repo)).toBe(repo);
    expect(resolveProjectRoot(join(repo, 'src', 'deep'))).toBe(repo);
    expect(resolveProjectRoot(join(base, 'wt'))).toBe(repo);
    expect(resolveProjectRoot(join(base, 'wt', 'sub'))).toBe(repo);
    const plain = join(base, 'plain');
    mkdirSync(plain);
    expect(resolveProjectRoot(plain)).toBe(plain);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseMemory } from '../../src/memory/frontmatter.js';
import { sha256 } from '../../src/memory/memdir.js';
import { raw, startTestDaemon, tempDir, waitFor, type TestDaemon } from '../helpers/daemon.js';
import { writeMemoryFile } from '../helpers/memory.js';

describe('memory API and index', () => {
  let d: TestDaemon;
  let root: string;
  let slug: string;
  let memDir: string;
  beforeAll(async () => {
    d = await startTestDaemon({ config: { watch: { debounceMs: 30 } } });
    root = tempDir('memoryd-project-');
    await d.client.postEvents({ type: 'session_start', session: 'mem-s1', project: root });
    const p = (await d.client.status()).projects.find((x) => x.root === root)!;
    slug = p.slug;
    memDir = join(d.home, 'projects', slug, 'memory');
  });
  afterAll(() => d.stop());

  const api = (method: string, file: string, body?: object) =>
    raw(d, method, `/v1/projects/${slug}/memories/${file}`, body ? { body } : {});

  it('writes a memory atomically, indexes it, updates MEMORY.md and marks the session', async () => {
    const r = await api('PUT', 'feedback_pnpm.md', {
      name: 'Use pnpm',
      description: 'This repo uses pnpm; never run npm install',
      type: 'feedback',
      body: 'Use pnpm for installs.\n**Why:** the lockfile is pnpm-lock.yaml.\n**How to apply:** run pnpm i.',
      session: 'mem-s1',
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ file: 'feedback_pnpm.md', created: true });
    const text = readFileSync(join(memDir, 'feedback_pnpm.md'), 'utf8');
    expect(text).toMatch(/^---\nname: Use pnpm\ndescription: This repo uses pnpm; never run npm install\ntype: feedback\n---\n\nUse pnpm/);
    expect(readFileSync(join(memDir, 'MEMORY.md'), 'utf8')).toBe('- [Use pnpm](feedback_pnpm.md) — This repo uses pnpm; never run npm install\n');

    const list = await raw(d, 'GET', `/v1/projects/${slug}/memories`);
    expect(list.body.memories).toEqual([
      expect.objectContaining({ file: 'feedback_pnpm.md', name: 'Use pnpm', type: 'feedback', description: 'This repo uses pnpm; never run npm install' }),
    ]);
    const got = await api('GET', 'feedback_pnpm.md');
    expect(got.body).toMatchObject({ file: 'feedback_pnpm.md', type: 'feedback', sha256: sha256(text) });
    expect(got.body).toMatchObject({ content: text, size: Buffer.byteLength(text), body: parseMemory(text).body });
    // a daily log is not indexed: it is read from disk
    mkdirSync(join(memDir, 'logs', '2026', '11'), { recursive: true });
    writeFileSync(join(memDir, 'logs', '2026', '11', '2026-11-30.md'), '# 2026-11-30\n\n- 10:00 [feedback] Lint first.\n');
    expect((await api('GET', 'logs/2026/11/2026-11-30.md')).body).toMatchObject({ content: '# 2026-11-30\n\n- 10:00 [feedback] Lint first.\n' });
    const session = d.db.prepare(`SELECT memory_written_at FROM sessions WHERE id = 'mem-s1'`).get() as { memory_written_at: number | null };
    expect(session.memory_written_at).not.toBeNull();
  });

  it('updates in place: unknown frontmatter keys kept, one index line per file, history recorded', async () => {
    writeFileSync(join(memDir, 'feedback_pnpm.md'), '---\nname: Use pnpm\ndescription: old\ntype: feedback\nowner: sam\n---\n\nold body\n');
    await waitFor(async () => (await api('GET', 'feedback_pnpm.md')).body.description === 'old');
    const r = await api('PUT', 'feedback_pnpm.md', { name: 'Use pnpm', description: 'pnpm only', type: 'feedback', body: 'new body' });
    expect(r.status).toBe(200);
    const text = readFileSync(join(memDir, 'feedback_pnpm.md'), 'utf8');
    expect(text).toContain('owner: sam');
    expect(text).toContain('new body');
    expect(readFileSync(join(memDir, 'MEMORY.md'), 'utf8').trim().split('\n')).toEqual(['- [Use pnpm](feedback_pnpm.md) — pnpm only']);
    const h = await api('GET', 'feedback_pnpm.md/history');
    expect(h.body.history.map((x: { actor: string }) => x.actor)).toEqual(['api', 'user', 'api']);
    expect(h.body.history[0].before).toContain('old body');
    expect(h.body.history[0].after).toContain('new body');
    expect(h.body.history[2].before).toBeNull();
  });

  it('accepts raw markdown, keeps a file without frontmatter as an unknown memory, and refuses bad types', async () => {
    expect((await api('PUT', 'notes.md', { content: '# Loose notes\nThe staging DB is rebuilt nightly.\n' })).status).toBe(201);
    const got = await api('GET', 'notes.md');
    expect(got.body).toMatchObject({ type: 'unknown', name: null });
    expect(readFileSync(join(memDir, 'notes.md'), 'utf8')).toBe('# Loose notes\nThe staging DB is rebuilt nightly.\n');
    const bad = await api('PUT', 'x.md', { name: 'x', description: 'two\nlines', type: 'feedback', body: 'b' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.issues[0].path).toBe('body.description');
    expect((await api('PUT', 'x.md', { name: 'x', description: 'd', type: 'opinion', body: 'b' })).status).toBe(400);
    expect((await api('PUT', 'y.md', { content: '---\ntype: opinion\n---\nb' })).status).toBe(400);
    expect(existsSync(join(memDir, 'x.md'))).toBe(false);
  });

  it('does not index a file too large to be a memory, and indexes it once it is one', async () => {
    const { id } = d.db.prepare(`SELECT id FROM projects WHERE root = ?`).get(root) as { id: number };
    const indexed = () => d.db.prepare(`SELECT description FROM memory_files WHERE project_id = ? AND path = 'reference_big_log.md'`).get(id) as { description: string } | undefined;
    const big = join(memDir, 'reference_big_log.md');
    writeFileSync(big, `---\nname: Build log\ndescription: a build log pasted here\ntype: reference\n---\n${'compile step ok\n'.repeat(80_000)}`);
    d.index.reconcile({ id, paths: { memory: memDir } });
    expect(indexed()).toBeUndefined();
    writeFileSync(big, '---\nname: Build log\ndescription: where the build logs are kept\ntype: reference\n---\nIn CI artifacts.\n');
    d.index.reconcile({ id, paths: { memory: memDir } });
    expect(indexed()).toEqual({ description: 'where the build logs are kept' });
    rmSync(big);
    d.index.reconcile({ id, paths: { memory: memDir } });
    expect(indexed()).toBeUndefined();
  });

  it('never writes a secret into a memory file', async () => {
    const r = await api('PUT', 'reference_api.md', {
      name: 'Billing API',
      description: 'How to reach the billing API',
      type: 'reference',
      body: 'Base URL https://billing.internal. Key: sk-ant-api03-AAAAAAAAAAAAAAAAAAAAAAAAAAAA, password=hunter2hunter2',
    });
    expect(r.body.redacted).toEqual(expect.arrayContaining(['anthropic key', 'secret']));
    const text = readFileSync(join(memDir, 'reference_api.md'), 'utf8');
    expect(text).not.toContain('sk-ant-api03');
    expect(text).not.toContain('hunter2hunter2');
    expect(text).toContain('[REDACTED anthropic key]');
  });

  it('refuses a stale write with 409 and leaves the file as it was', async () => {
    const current = readFileSync(join(memDir, 'notes.md'), 'utf8');
    const stale = await api('PUT', 'notes.md', { content: 'clobber', expectedSha256: sha256('something else') });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('checksum_mismatch');
    expect(readFileSync(join(memDir, 'notes.md'), 'utf8')).toBe(current);
    const ok = await api('PUT', 'notes.md', { content: current + 'more\n', expectedSha256: sha256(current) });
    expect(ok.status).toBe(200);
    expect((await api('PUT', 'fresh.md', { content: 'new', expectedSha256: null })).status).toBe(201);
    expect((await api('PUT', 'fresh.md', { content: 'again', expectedSha256: null })).status).toBe(409);
  });

  it('refuses path escapes and creates nothing', async () => {
    const outside = tempDir('memoryd-outside-');
    symlinkSync(outside, join(memDir, 'out-link'));
    symlinkSync('/etc/hostname', join(memDir, 'host.md'));
    const before = readdirSync(outside);
    const cases = ['..%2Fescape.md', '%2Fetc%2Fevil.md', 'out-link/evil.md', 'host.md', 'a%00b.md', 'notes.txt', '.hidden.md', 'MEMORY.md'];
    for (const c of cases) {
      const r = await raw(d, 'PUT', `/v1/projects/${slug}/memories/${c}`, { body: { content: 'x' } });
      expect(r.status, c).toBe(400);
      expect(r.body.error.code, c).toMatch(/invalid_path|invalid_request/);
    }
    expect((await raw(d, 'GET', `/v1/projects/${slug}/memories/host.md`)).status).toBe(400);
    expect(readdirSync(outside)).toEqual(before);
    expect(existsSync(join(d.home, 'projects', slug, 'escape.md'))).toBe(false);
    expect(readFileSync('/etc/hostname', 'utf8')).not.toBe('x');
    rmSync(join(memDir, 'out-link'));
    rmSync(join(memDir, 'host.md'));
    expect((await raw(d, 'GET', `/v1/projects/no-such-project/memories`)).status).toBe(404);
  });

  it('follows edits, renames and deletes made behind its back, in the index and in recall', async () => {
    const abs = writeMemoryFile(memDir, 'project_freeze.md', {
      name: 'Release freeze',
      description: 'Merge freeze before the mobile release',
      type: 'project',
      body: 'No merges to main from the 4th.\n**Why:** mobile release cut.\n**How to apply:** hold PRs.',
    });
    const found = (q: string) => raw(d, 'GET', `/v1/recall?project=${encodeURIComponent(root)}&q=${encodeURIComponent(q)}`);
    await waitFor(async () => (await found('is there a merge freeze')).body.memories.some((m: { file: string }) => m.file === 'project_freeze.md'), 10_000);

    // an editor's save: write a temp file, rename it over the original
    writeFileSync(abs + '.swp', readFileSync(abs, 'utf8').replace('Merge freeze before the mobile release', 'Code freeze for the quarterly audit'));
    renameSync(abs + '.swp', abs);
    await waitFor(async () => (await api('GET', 'project_freeze.md')).body.description === 'Code freeze for the quarterly audit', 10_000);
    await waitFor(async () => (await found('quarterly audit freeze')).body.memories.length === 1, 10_000);

    renameSync(abs, join(memDir, 'project_audit.md'));
    await waitFor(async () => {
      const files = (await raw(d, 'GET', `/v1/projects/${slug}/memories`)).body.memories.map((m: { file: string }) => m.file);
      return files.includes('project_audit.md') && !files.includes('project_freeze.md');
    }, 10_000);

    rmSync(join(memDir, 'project_audit.md'));
    await waitFor(async () => (await found('quarterly audit freeze')).body.memories.length === 0, 10_000);
    const h = await api('GET', 'project_audit.md/history');
    expect(h.body.history[0]).toMatchObject({ actor: 'user', after: null });
  });

  it('deletes through the API and drops the index line', async () => {
    expect((await api('DELETE', 'fresh.md')).status).toBe(200);
    expect(existsSync(join(memDir, 'fresh.md'))).toBe(false);
    expect(readFileSync(join(memDir, 'MEMORY.md'), 'utf8')).not.toContain('fresh.md');
    expect((await api('DELETE', 'fresh.md')).status).toBe(404);
    // as an HTTP wrapper sends it: the JSON content type, no body
    await api('PUT', 'fresh.md', { name: 'Fresh', description: 'd', type: 'project', body: 'b' });
    const wrapped = await raw(d, 'DELETE', `/v1/projects/${slug}/memories/fresh.md`, { headers: { 'content-type': 'application/json' } });
    expect([wrapped.status, wrapped.body]).toEqual([200, { file: 'fresh.md', deleted: true }]);
  });

  it('lists projects with their memory counts', async () => {
    const r = await raw(d, 'GET', '/v1/projects');
    expect(r.body.projects.find((p: { slug: string }) => p.slug === slug)).toMatchObject({ root, sessions: 1 });
  });
});

describe('start-up reconcile', () => {
  it('indexes what changed on disk while the daemon was down', async () => {
    const home = tempDir();
    const root = tempDir('memoryd-project-');
    let d = await startTestDaemon({ home });
    await d.client.postEvents({ type: 'session_start', session: 's', project: root });
    const slug = (await d.client.status()).projects[0]!.slug;
    const memDir = join(home, 'projects', slug, 'memory');
    writeMemoryFile(memDir, 'kept.md', { name: 'Kept', description: 'stays', type: 'user', body: 'k' });
    writeMemoryFile(memDir, 'gone.md', { name: 'Gone', description: 'goes', type: 'user', body: 'g' });
    await waitFor(() => (d.db.prepare('SELECT COUNT(*) AS n FROM memory_files').get() as { n: number }).n === 2, 10_000);
    await d.close();

    rmSync(join(memDir, 'gone.md'));
    writeMemoryFile(memDir, 'new.md', { name: 'New', description: 'appeared offline', type: 'project', body: 'n' });
    mkdirSync(join(memDir, 'team'));
    writeMemoryFile(memDir, 'team/shared.md', { name: 'Shared', description: 'team memory', type: 'reference', body: 's' });
    d = await startTestDaemon({ home });
    try {
      const files = (await raw(d, 'GET', `/v1/projects/${slug}/memories`)).body.memories.map((m: { file: string }) => m.file).sort();
      expect(files).toEqual(['kept.md', 'new.md', 'team/shared.md']);
    } finally {
      await d.stop();
    }
  });
});

describe('a memory folder deleted by hand', () => {
  /** A daemon following one project's memory folder, with a memory in it indexed. */
  async function followedFolder() {
    const d = await startTestDaemon({ config: { watch: { debounceMs: 30 } } });
    const root = tempDir('memoryd-project-');
    await d.client.postEvents({ type: 'session_start', session: 's', project: root });
    const slug = (await d.client.status()).projects[0]!.slug;
    const memDir = join(d.home, 'projects', slug, 'memory');
    const files = async (): Promise<string[]> => (await raw(d, 'GET', `/v1/projects/${slug}/memories`)).body.memories.map((m: { file: string }) => m.file).sort();
    writeMemoryFile(memDir, 'old.md', { name: 'Old', description: 'from before', type: 'user', body: 'o' });
    await waitFor(async () => (await files()).includes('old.md'), 10_000);
    return { d, root, slug, memDir, files };
  }

  it('is made again by what is written next (a dream, a memory), and followed again for edits', async () => {
    const { d, root, slug, memDir, files } = await followedFolder();
    try {

      rmSync(memDir, { recursive: true }); // the user resets memory
      await waitFor(async () => (await files()).length === 0 && !d.watcher!.isFollowing(memDir), 10_000);
      // a dream keeps its lock in the folder: it makes it again (it used to fail on ENOENT)
      const run = (await raw(d, 'POST', `/v1/projects/${slug}/dream`, { body: {} })).body;
      await waitFor(async () => (await raw(d, 'GET', `/v1/dreams/${run.id}`)).body.state === 'done', 10_000);
      // a turn that says something to remember: extraction writes into the folder
      await d.client.postEvents({ type: 'turn_end', session: 's', project: root, messages: [{ role: 'user', content: 'Remember that the staging database is read-only on weekends.' }, { role: 'assistant', content: 'Noted.' }] });
      await waitFor(async () => (await files()).length === 1, 10_000);
      // the folder is followed again: a file added by hand once the catch-up pass is over is seen by the watcher alone
      await waitFor(() => d.watcher!.isFollowing(memDir), 10_000);
      await new Promise((r) => setTimeout(r, 1_200));
      writeMemoryFile(memDir, 'by_hand.md', { name: 'By hand', description: 'written after the reset', type: 'project', body: 'h' });
      await waitFor(async () => (await files()).includes('by_hand.md'), 10_000);
    } finally {
      await d.stop();
    }
  });

  it('is noticed moved aside with its project folder, which gives the watcher no event, and followed again once made anew', async () => {
    const { d, slug, memDir, files } = await followedFolder();
    try {

      renameSync(join(d.home, 'projects', slug), join(d.home, `${slug}.moved-aside`)); // the user moves the project's memory away
      await waitFor(async () => (await files()).length === 0 && !d.watcher!.isFollowing(memDir), 10_000);
      writeMemoryFile(memDir, 'fresh.md', { name: 'Fresh', description: 'a new folder at the same path', type: 'project', body: 'f' });
      await waitFor(() => d.watcher!.isFollowing(memDir), 10_000);
      await waitFor(async () => JSON.stringify(await files()) === JSON.stringify(['fresh.md']), 10_000);
      writeMemoryFile(memDir, 'by_hand.md', { name: 'By hand', description: 'an edit followed in the new folder', type: 'project', body: 'h' });
      await waitFor(async () => (await files()).includes('by_hand.md'), 10_000);
    } finally {
      await d.stop();
    }
  });
});

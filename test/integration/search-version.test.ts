// Rows indexed by older search-text rules are made again at the next start, from the text the
// index holds, with no history entry: the file did not change, only how it is searched.
import { afterAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { SEARCH_TEXT_VERSION } from '../../src/memory/search-text.js';
import { startTestDaemon, tempDir, type TestDaemon } from '../helpers/daemon.js';
import { writeMemoryFile } from '../helpers/memory.js';

describe('search text made by older rules', () => {
  const home = tempDir('memoryd-searchver-');
  const root = tempDir('memoryd-searchver-project-');
  let d: TestDaemon | undefined;
  afterAll(() => d?.stop());

  it('is re-derived at start-up, and recall finds what the old text could not', async () => {
    d = await startTestDaemon({ home, config: { watch: { enabled: false } } });
    await d.client.postEvents({ type: 'session_start', session: 'sv1', project: root });
    const { id, slug } = d.db.prepare(`SELECT id, slug FROM projects WHERE root = ?`).get(root) as { id: number; slug: string };
    const memDir = join(home, 'projects', slug, 'memory');
    writeMemoryFile(memDir, 'feedback_commit_language.md', { name: '提交信息的语言', description: '提交信息都用英文写', type: 'feedback', body: '以后提交信息都用英文写。' });
    writeMemoryFile(memDir, 'feedback_pnpm.md', { name: 'pnpm only', description: 'Use pnpm, never npm', type: 'feedback', body: 'The lockfile is pnpm-lock.yaml.' });
    expect(d.index.reconcile({ id, paths: { memory: memDir } })).toMatchObject({ added: 2, reindexed: 0 });
    const question = { project: root, q: '提交信息用什么语言写？' };
    expect((await d.client.recall(question)).memories[0]?.file).toBe('feedback_commit_language.md');
    await d.stop();

    // What a build before Chinese pairs left: version 1, the clause as one token, no pair stems.
    const db = new Database(join(home, 'memoryd.db'));
    const row = db.prepare(`SELECT id, name, description FROM memory_files WHERE path = 'feedback_commit_language.md'`).get() as { id: number; name: string; description: string };
    db.prepare(`UPDATE memory_files SET search_version = 1, head_stems = ' ', body_stems = ' '`).run();
    db.prepare(`DELETE FROM memory_fts WHERE rowid = ?`).run(row.id);
    db.prepare(`INSERT INTO memory_fts (rowid, project, name, description, body) VALUES (?, ?, ?, ?, ?)`).run(row.id, `p${id}`, row.name, row.description, '以后提交信息都用英文写。');
    const historyBefore = (db.prepare(`SELECT COUNT(*) AS n FROM memory_history`).get() as { n: number }).n;
    const pairFound = (conn: Database.Database) => conn.prepare(`SELECT rowid FROM memory_fts WHERE memory_fts MATCH '"提交"'`).all().length;
    expect(pairFound(db)).toBe(0);
    db.close();

    d = await startTestDaemon({ home, config: { watch: { enabled: false } } });
    await d.client.postEvents({ type: 'session_start', session: 'sv2', project: root }); // the project is indexed by its first request or at start
    const rows = d.db.prepare(`SELECT path, search_version FROM memory_files ORDER BY path`).all();
    expect(rows).toEqual([
      { path: 'feedback_commit_language.md', search_version: SEARCH_TEXT_VERSION },
      { path: 'feedback_pnpm.md', search_version: SEARCH_TEXT_VERSION },
    ]);
    expect((d.db.prepare(`SELECT COUNT(*) AS n FROM memory_history`).get() as { n: number }).n).toBe(historyBefore);
    expect(pairFound(d.db as unknown as Database.Database)).toBe(1);
    expect((await d.client.recall(question)).memories[0]?.file).toBe('feedback_commit_language.md');
    expect((await d.client.recall({ project: root, q: 'which package manager' })).memories[0]?.file).toBe('feedback_pnpm.md');
    // and a third start finds nothing to do
    expect(d.index.reconcile({ id, paths: { memory: memDir } })).toMatchObject({ added: 0, changed: 0, removed: 0, reindexed: 0 });
  });
});

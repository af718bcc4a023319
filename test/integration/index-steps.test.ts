// A memory folder seen for the first time with many files in it is indexed in steps, after the
// call that found it returns, instead of holding the daemon for seconds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { startTestDaemon, tempDir, type TestDaemon } from '../helpers/daemon.js';
import { writeMemoryFile } from '../helpers/memory.js';

describe('indexing a large memory folder', () => {
  let d: TestDaemon;
  beforeAll(async () => {
    d = await startTestDaemon({ config: { watch: { enabled: false } } });
  });
  afterAll(() => d.stop());

  it('indexes at once when there is little to do, else in steps after returning', async () => {
    const root = tempDir('memoryd-steps-');
    await d.client.postEvents({ type: 'session_start', session: 'st1', project: root });
    const { id, slug } = d.db.prepare(`SELECT id, slug FROM projects WHERE root = ?`).get(root) as { id: number; slug: string };
    const mem = join(d.home, 'projects', slug, 'memory');
    const count = () => (d.db.prepare(`SELECT COUNT(*) AS n FROM memory_files WHERE project_id = ?`).get(id) as { n: number }).n;
    const write = (from: number, to: number) => {
      for (let i = from; i < to; i++) writeMemoryFile(mem, `project_note_${i}.md`, { name: `Note ${i}`, description: `note number ${i}`, type: 'project', body: `Body ${i}.` });
    };
    write(0, 8);
    const now = d.index.reconcileSoon({ id, paths: { memory: mem } }, { inline: 10, step: 5 });
    expect(now).not.toBeInstanceOf(Promise);
    expect(count()).toBe(8);
    write(8, 40);
    const later = d.index.reconcileSoon({ id, paths: { memory: mem } }, { inline: 10, step: 5 });
    expect(later).toBeInstanceOf(Promise);
    expect(count()).toBe(8); // nothing yet: the first step waits for the event loop
    expect(d.index.reconcileSoon({ id, paths: { memory: mem } }, { inline: 10, step: 5 })).toMatchObject({ added: 0 }); // one run at a time
    expect(await later).toMatchObject({ added: 32, scanned: 40 });
    expect(count()).toBe(40);
    const recalled = await d.client.recall({ project: root, q: 'note number 37' });
    expect(recalled.memories.map((m) => m.file)).toContain('project_note_37.md');
  });
});

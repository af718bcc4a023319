import { afterEach, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { atomicWrite, ChecksumConflictError, sha256 } from '../../src/memory/memdir.js';
import { MemoryIndex } from '../../src/services/memory-index.js';
import { MemoryService } from '../../src/services/memories.js';
import { ProjectRegistry } from '../../src/services/projects.js';
import { openDb, type Db } from '../../src/store/db.js';
import { MemoryFileStore } from '../../src/store/memory-files.js';
import { ProjectStore } from '../../src/store/projects.js';
import { SessionStore } from '../../src/store/sessions.js';
import { FakeClock } from '../helpers/clock.js';
import { tempDir } from '../helpers/daemon.js';

let db: Db | undefined;
afterEach(() => db?.close());

function rig() {
  const home = tempDir();
  db = openDb(join(home, 'm.db'));
  const clock = new FakeClock();
  const files = new MemoryFileStore(db);
  const memories = new MemoryService(new MemoryIndex(db, files, clock), files, new SessionStore(db), clock);
  const project = new ProjectRegistry(new ProjectStore(db), home, clock).resolve('/srv/shared');
  return { memories, project, index: join(project.paths.memory, 'MEMORY.md') };
}

// With a home shared with Claude Code, its agent writes MEMORY.md too: a line it adds while
// memoryd is changing the file must not be lost.
describe('MEMORY.md with another writer', () => {
  it('makes its change again over what the other writer wrote in the meantime', () => {
    const { memories, project, index } = rig();
    writeFileSync(index, '- [Use pnpm](feedback_pnpm.md) — never npm\n');
    let calls = 0;
    memories.updateIndexFile(
      project,
      (text) => {
        // the other writer lands after memoryd read the file, before it writes it
        if (++calls === 1) writeFileSync(index, text + '- [Deploys](project_deploys.md) — Fridays frozen\n');
        return text + '- [Tabs](feedback_tabs.md) — tabs, not spaces\n';
      },
      { actor: 'extract' },
    );
    expect(calls).toBe(2);
    expect(readFileSync(index, 'utf8')).toBe(
      '- [Use pnpm](feedback_pnpm.md) — never npm\n- [Deploys](project_deploys.md) — Fridays frozen\n- [Tabs](feedback_tabs.md) — tabs, not spaces\n',
    );
  });

  it('replaces a file only if it still holds what the writer read, checked once the new content is on disk', () => {
    const dir = tempDir();
    const file = join(dir, 'a.md');
    writeFileSync(file, 'one');
    expect(() => atomicWrite(file, 'two', { expectedSha256: sha256('not one') })).toThrow(ChecksumConflictError);
    expect(readFileSync(file, 'utf8')).toBe('one');
    expect(() => atomicWrite(file, 'two', { expectedSha256: null })).toThrow(ChecksumConflictError); // "only if new"
    atomicWrite(file, 'two', { expectedSha256: sha256('one') });
    expect(readFileSync(file, 'utf8')).toBe('two');
    expect(readdirSync(dir)).toEqual(['a.md']); // no temp file left by the refused writes
  });
});

import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { renderMemory, type MemoryType } from '../../src/memory/frontmatter.js';

/** Writes a memory file the way a user or another tool would: straight to disk. */
export function writeMemoryFile(
  memoryDir: string,
  file: string,
  m: { name: string; description: string; type: MemoryType; body: string },
  mtimeMs?: number,
): string {
  const abs = join(memoryDir, file);
  mkdirSync(dirname(abs), { recursive: true });
  writeFileSync(abs, renderMemory(m, m.body));
  if (mtimeMs !== undefined) utimesSync(abs, mtimeMs / 1000, mtimeMs / 1000);
  return abs;
}

/** Every file under a folder, hidden ones too, as '/'-separated paths relative to it. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() || e.isSymbolicLink())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
}

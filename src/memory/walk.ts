// Walking a folder tree the same way everywhere: hidden entries skipped, symlinks never
// followed, unreadable folders passed over, and a cap on how much is listed.
import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface WalkedFile {
  /** Relative to the root, '/'-separated. */
  rel: string;
  abs: string;
  mtimeMs: number;
  size: number;
}

export interface WalkOptions {
  /** Folders (relative, '/'-separated) not to enter. */
  skipDirs?: (rel: string) => boolean;
  /** Files to list. */
  keep?: (rel: string) => boolean;
  max?: number;
}

/** Regular files under `root`, newest first. */
export function walkFiles(root: string, opts: WalkOptions = {}): WalkedFile[] {
  const out: WalkedFile[] = [];
  const max = opts.max ?? Number.POSITIVE_INFINITY;
  const visit = (dir: string, prefix: string) => {
    if (out.length >= max) return;
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (out.length >= max) return;
      if (e.name.startsWith('.')) continue;
      const rel = prefix ? `${prefix}/${e.name}` : e.name;
      const abs = join(dir, e.name);
      if (e.isDirectory()) {
        if (!opts.skipDirs?.(rel)) visit(abs, rel);
      } else if (e.isFile() && (!opts.keep || opts.keep(rel))) {
        try {
          const st = lstatSync(abs);
          out.push({ rel, abs, mtimeMs: Math.floor(st.mtimeMs), size: st.size });
        } catch {
          /* vanished while walking */
        }
      }
    }
  };
  visit(root, '');
  return out.sort((a, b) => b.mtimeMs - a.mtimeMs);
}

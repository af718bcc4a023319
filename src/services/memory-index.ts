// Keeps the memory_files index true to the files on disk, whoever changed them, and records
// every change in memory_history with who made it.
import { lstatSync } from 'node:fs';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { Clock } from '../clock.js';
import { MEMORY_TYPES, parseMemory } from '../memory/frontmatter.js';
import { MAX_MEMORY_FILE_BYTES, isTopicPath, readText, scanMemoryDir, sha256 } from '../memory/memdir.js';
import { SEARCH_TEXT_VERSION, expandForIndex, stemList } from '../memory/search-text.js';
import { searchableBody } from '../memory/statement-files.js';
import type { Db } from '../store/db.js';
import type { MemoryFileStore, SearchFields } from '../store/memory-files.js';

export interface IndexedProject {
  id: number;
  paths: { memory: string };
}

export type Actor = 'api' | 'extract' | 'dream' | 'user' | 'session_memory';

export interface ChangeMeta {
  actor: Actor;
  jobId?: number | null;
  sessionId?: string | null;
}

/** `reindexed`: the file is unchanged, only its search text was made again by newer rules. */
export type SyncOutcome = 'added' | 'changed' | 'removed' | 'reindexed' | 'unchanged' | 'ignored';

export interface ReconcileCounts {
  added: number;
  changed: number;
  removed: number;
  reindexed: number;
  scanned: number;
}

export interface FileChange {
  projectId: number;
  path: string;
  outcome: Exclude<SyncOutcome, 'reindexed' | 'unchanged' | 'ignored'>;
  actor: Actor;
}

export class MemoryIndex {
  private readonly listeners: Array<(c: FileChange) => void> = [];

  constructor(
    private readonly db: Db,
    private readonly files: MemoryFileStore,
    private readonly clock: Clock,
    private readonly log?: Logger,
  ) {}

  onChange(fn: (c: FileChange) => void): void {
    this.listeners.push(fn);
  }

  /**
   * Brings one file's row in line with the disk. A file whose content hash is what the index
   * already holds is left alone: that is how memoryd's own writes, seen again by the watcher,
   * are ignored.
   */
  syncFile(project: IndexedProject, rel: string, meta: ChangeMeta = { actor: 'user' }): SyncOutcome {
    if (!isTopicPath(rel)) return 'ignored';
    const abs = `${project.paths.memory}/${rel}`;
    const row = this.files.get(project.id, rel);
    let stat;
    try {
      stat = lstatSync(abs);
    } catch {
      stat = null;
    }
    // Too large to be a memory: not indexed (and read not at all: a huge file would not even fit a string).
    const text = stat?.isFile() && stat.size <= MAX_MEMORY_FILE_BYTES ? readText(abs) : null;
    const now = this.clock.now();
    if (text === null) {
      if (!row) return 'unchanged';
      this.db.transaction(() => {
        this.files.delete(row.id);
        this.files.addHistory({ projectId: project.id, path: rel, ...meta, before: row.content, after: null, shaBefore: row.sha256, shaAfter: null, at: now });
      })();
      this.emit({ projectId: project.id, path: rel, outcome: 'removed', actor: meta.actor });
      return 'removed';
    }
    const hash = sha256(text);
    const mtimeMs = Math.floor(stat!.mtimeMs);
    if (row && row.sha256 === hash) {
      if (row.mtime_ms !== mtimeMs || row.size !== stat!.size) this.files.touchStat(row.id, mtimeMs, stat!.size);
      if (row.search_version === SEARCH_TEXT_VERSION) return 'unchanged';
      this.db.transaction(() => this.files.setSearch(row.id, project.id, searchFields(rel, parseMemory(text))))();
      return 'reindexed';
    }
    const m = parseMemory(text);
    this.db.transaction(() => {
      this.files.upsert(
        project.id,
        {
          path: rel,
          name: m.name,
          description: m.description,
          type: m.type,
          mtimeMs,
          size: stat!.size,
          sha256: hash,
          content: text,
          bodyStart: text.length - m.body.length,
          ...searchFields(rel, m),
        },
        now,
      );
      this.files.addHistory({ projectId: project.id, path: rel, ...meta, before: row?.content ?? null, after: text, shaBefore: row?.sha256 ?? null, shaAfter: hash, at: now });
    })();
    const outcome = row ? 'changed' : 'added';
    this.emit({ projectId: project.id, path: rel, outcome, actor: meta.actor });
    return outcome;
  }

  /**
   * What a reconcile has to do: files new or changed since their row (mtime, size), rows made by
   * older search-text rules, and rows whose file is gone.
   */
  private pending(project: IndexedProject): { changed: string[]; gone: string[]; scanned: number } {
    const onDisk = scanMemoryDir(project.paths.memory);
    const rows = new Map(this.files.list(project.id).map((r) => [r.path, r]));
    const changed: string[] = [];
    for (const f of onDisk) {
      const row = rows.get(f.rel);
      rows.delete(f.rel);
      if (!row || row.mtime_ms !== f.mtimeMs || row.size !== f.size || row.search_version !== SEARCH_TEXT_VERSION) changed.push(f.rel);
    }
    return { changed, gone: [...rows.keys()], scanned: onDisk.length };
  }

  /**
   * Syncs these files in one transaction (a first index of thousands of files is one commit, not
   * thousands). IMMEDIATE: it reads before it writes, and a deferred transaction whose snapshot a
   * checkpoint has since reset cannot start writing ("database is locked").
   */
  private apply(project: IndexedProject, files: string[], counts: ReconcileCounts): void {
    this.db
      .transaction(() =>
        this.files.batched(() => {
          for (const rel of files) {
            const r = this.syncFile(project, rel, { actor: 'user' });
            if (r === 'added' || r === 'changed' || r === 'removed' || r === 'reindexed') counts[r]++;
          }
        }),
      )
      .immediate();
  }

  /**
   * Start-up pass: files whose mtime and size match their row are trusted; the others are
   * hashed and re-indexed; rows without a file are dropped. Changes found here were made
   * while memoryd was not watching, so they are the user's.
   */
  reconcile(project: IndexedProject): ReconcileCounts {
    return this.reconcileNow(project, this.pending(project));
  }

  private reconcileNow(project: IndexedProject, { changed, gone, scanned }: ReturnType<MemoryIndex['pending']>): ReconcileCounts {
    const counts = noChanges(scanned);
    this.apply(project, [...changed, ...gone], counts);
    if (counts.added + counts.changed + counts.removed + counts.reindexed > 0) this.log?.info({ project: project.id, ...counts }, 'memory index reconciled');
    return counts;
  }

  private readonly inSteps = new Set<number>();
  /** Steps wait on this while the daemon starts: run between start-up's own awaits, they would delay listening. */
  private stepsHeld: Promise<void> = Promise.resolve();

  private stopped = false;

  /** Ends any steps still to run (shutdown): the next start finishes the folder. */
  stopSteps(): void {
    this.stopped = true;
  }

  /** Holds the steps of reconcileSoon until the returned function is called (after listening). */
  holdSteps(): () => void {
    let release!: () => void;
    this.stepsHeld = new Promise<void>((r) => (release = r));
    return release;
  }

  /**
   * The reconcile for a folder seen for the first time: at once when there is little to index,
   * else in steps of `step` files after this call returns, letting requests through between
   * them (indexing costs about half a millisecond a file: 20,000 files would hold the daemon
   * for seconds — at start-up, before it listens, or inside the request that named the project).
   * Until the steps are done, recall answers from the part indexed so far. Never rejects.
   */
  reconcileSoon(project: IndexedProject, opts: { inline?: number; step?: number } = {}): ReconcileCounts | Promise<ReconcileCounts> {
    const { inline = 500, step = 200 } = opts;
    const pending = this.pending(project);
    const { changed, gone, scanned } = pending;
    if (changed.length + gone.length <= inline) return this.reconcileNow(project, pending);
    const counts = noChanges(scanned);
    if (this.inSteps.has(project.id)) return counts; // already under way
    this.inSteps.add(project.id);
    this.log?.info({ project: project.id, files: changed.length + gone.length }, 'indexing the memory folder in steps');
    const todo = [...changed, ...gone];
    return (async () => {
      try {
        await this.stepsHeld;
        for (let i = 0; i < todo.length; i += step) {
          await yieldToRequests();
          if (this.stopped) return counts;
          this.apply(project, todo.slice(i, i + step), counts);
        }
        this.log?.info({ project: project.id, ...counts }, 'memory index reconciled');
      } catch (err) {
        this.log?.warn({ err: (err as Error).message, project: project.id, ...counts }, 'memory folder not fully indexed; the next start or change finishes it');
      } finally {
        this.inSteps.delete(project.id);
      }
      return counts;
    })();
  }

  private emit(c: FileChange): void {
    for (const l of this.listeners) {
      try {
        l(c);
      } catch (err) {
        this.log?.warn({ err }, 'memory change listener failed');
      }
    }
  }
}

const noChanges = (scanned: number): ReconcileCounts => ({ added: 0, changed: 0, removed: 0, reindexed: 0, scanned });

/**
 * The words of a memory's file name. The type a name starts with ("project_export_deadline.md")
 * is left out: every file of that type has it, so "add pandas to the project" would find the one
 * project memory of a small folder by that word alone.
 */
function fileNameWords(rel: string): string {
  return rel
    .replace(/\.md$/, '')
    .replace(TYPE_PREFIX, '$1')
    .replace(/[-_/]/g, ' ');
}

const TYPE_PREFIX = new RegExp(`(^|/)(?:${MEMORY_TYPES.join('|')})[-_](?=.)`);

/** How a memory file is searched, by the current search-text rules. */
function searchFields(rel: string, m: ReturnType<typeof parseMemory>): SearchFields {
  const fileWords = fileNameWords(rel);
  const body = searchableBody(m.body);
  return {
    headStems: stemList(`${m.name ?? ''} ${m.description ?? ''} ${fileWords}`),
    bodyStems: stemList(body),
    fts: {
      name: expandForIndex(`${m.name ?? ''} ${fileWords}`),
      description: expandForIndex(m.description ?? ''),
      body: expandForIndex(body),
    },
    searchVersion: SEARCH_TEXT_VERSION,
  };
}

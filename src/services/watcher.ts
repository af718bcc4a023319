// Follows edits made to memory files behind memoryd's back (an editor, git, another tool):
// chokidar on each known project's memory dir (not on the projects folder: the transcripts
// written there on every request would cost a stat each), debounced per file, each event
// re-syncing that one file.
import { watch, type FSWatcher } from 'chokidar';
import { existsSync, statSync } from 'node:fs';
import { relative, sep } from 'node:path';
import type { Logger } from 'pino';
import type { MemoryIndex } from './memory-index.js';
import type { Project, ProjectRegistry } from './projects.js';

/** How often a deleted memory folder is looked for. */
const LOST_FOLDER_POLL_MS = 1_000;
/**
 * How often the followed folders are checked to still be the ones followed: a folder moved
 * aside with its project (`mv projects/x …`) gives chokidar no event at all, and one deleted
 * under load may give none either.
 */
const PRESENCE_CHECK_MS = 2_000;

export class MemoryWatcher {
  private watcher: FSWatcher | null = null;
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private ready = false;
  private readonly watched = new Set<string>();
  /** The inode each followed folder had when it was taken up. */
  private readonly inodes = new Map<string, number>();
  private closed = false;

  constructor(
    private readonly projectsRoot: string,
    private readonly registry: ProjectRegistry,
    private readonly index: MemoryIndex,
    private readonly debounceMs: number,
    private readonly log: Logger,
  ) {}

  isReady(): boolean {
    return this.ready;
  }

  /** Whether edits in this memory folder are followed now (not while it is deleted, until it is back). */
  isFollowing(memoryDir: string): boolean {
    return this.ready && this.watched.has(memoryDir) && !this.timers.has(`lost:${memoryDir}`);
  }

  /** Only memory dirs are watched; inside them, dot-names are temp files of atomic writes and dot-dirs. */
  private ignored = (path: string): boolean => relative(this.projectsRoot, path).split(sep).some((p) => p.startsWith('.'));

  /** Starts following a project's memory dir (called as projects become known). */
  add(memoryDir: string): void {
    if (this.watched.has(memoryDir)) return;
    this.watched.add(memoryDir);
    this.remember(memoryDir);
    if (!this.watcher) return;
    this.watcher.add(memoryDir);
    // Files that appear before chokidar has the new folder in view would go unseen: look once more.
    this.reconcileLater(memoryDir);
  }

  /** Brings the project's index up to date with its folder, half a second from now. */
  private reconcileLater(memoryDir: string): void {
    const key = `reconcile:${memoryDir}`;
    clearTimeout(this.timers.get(key));
    const t = setTimeout(() => {
      this.timers.delete(key);
      const slug = relative(this.projectsRoot, memoryDir).split(sep)[0];
      try {
        const project = slug ? this.registry.bySlug(slug) : undefined;
        if (project) void this.index.reconcileSoon(project);
      } catch (err) {
        this.log.warn({ err, memoryDir }, 'memory folder not reconciled'); // the next start or change will
      }
    }, 500);
    t.unref();
    this.timers.set(key, t);
  }

  start(): Promise<void> {
    for (const dir of this.watched) this.remember(dir);
    if (!this.timers.has('presence')) {
      const t = setInterval(() => this.checkPresence(), PRESENCE_CHECK_MS);
      t.unref();
      this.timers.set('presence', t);
    }
    this.watcher = watch([...this.watched], {
      ignored: this.ignored,
      ignoreInitial: true, // the start-up reconcile covers what is already there
      atomic: true, // an editor's save-by-rename arrives as one change
      followSymlinks: false,
    });
    for (const ev of ['add', 'change', 'unlink'] as const) {
      this.watcher.on(ev, (path: string) => this.schedule(path));
    }
    this.watcher.on('unlinkDir', (path: string) => {
      if (this.watched.has(path)) this.lost(path);
    });
    this.watcher.on('error', (err) => this.log.warn({ err }, 'memory watcher error'));
    // chokidar never says 'ready' for an empty list; with ignoreInitial there is nothing to wait for then.
    if (this.watched.size === 0) {
      this.ready = true;
      return Promise.resolve();
    }
    return new Promise((resolve) =>
      this.watcher!.once('ready', () => {
        this.ready = true;
        resolve();
      }),
    );
  }

  private remember(dir: string): void {
    const st = statOrNull(dir);
    if (st) this.inodes.set(dir, st.ino);
  }

  /** Followed folders no longer at their path, or another folder there now: handled as deleted. */
  private checkPresence(): void {
    for (const dir of this.watched) {
      if (this.timers.has(`lost:${dir}`)) continue;
      const st = statOrNull(dir);
      if (!st || st.ino !== (this.inodes.get(dir) ?? st.ino)) this.lost(dir);
    }
  }

  /**
   * A memory folder deleted by hand (a reset): chokidar stops following it, and would not see it
   * made again — by the next memory written, or by hand. It is looked for until it is back, then
   * followed anew and reconciled.
   */
  private lost(dir: string): void {
    const key = `lost:${dir}`;
    if (this.timers.has(key)) return; // looked for already
    this.reconcileLater(dir); // its files are gone from the index, whatever events were missed
    const t = setInterval(() => {
      if (!existsSync(dir)) return;
      clearInterval(t);
      this.timers.delete(key);
      this.restart()
        .then(() => this.reconcileLater(dir))
        .catch((err: unknown) => this.log.warn({ err, memoryDir: dir }, 'memory watcher not restarted; edits by hand are seen at the next start'));
    }, LOST_FOLDER_POLL_MS);
    t.unref();
    this.timers.set(key, t);
  }

  /**
   * A fresh chokidar on every watched folder: one that saw a watched folder deleted does not
   * follow it when it is made again, even when asked to add it (chokidar 5). Rare: a reset.
   */
  private async restart(): Promise<void> {
    const old = this.watcher;
    if (!old) return; // not started, or closed
    this.watcher = null;
    this.ready = false;
    await old.close();
    if (!this.closed) await this.start();
  }

  private schedule(path: string): void {
    if (!path.endsWith('.md')) return;
    clearTimeout(this.timers.get(path));
    this.timers.set(
      path,
      setTimeout(() => {
        this.timers.delete(path);
        this.sync(path);
      }, this.debounceMs),
    );
  }

  private sync(path: string): void {
    const parts = relative(this.projectsRoot, path).split(sep);
    const slug = parts[0];
    if (!slug || parts[1] !== 'memory') return;
    const project: Project | undefined = this.registry.bySlug(slug);
    if (!project) return; // a folder no client has named yet: indexed when one does
    try {
      const outcome = this.index.syncFile(project, parts.slice(2).join('/'), { actor: 'user' });
      if (outcome === 'added' || outcome === 'changed' || outcome === 'removed') this.log.info({ project: slug, file: parts.slice(2).join('/'), outcome }, 'memory file changed on disk');
    } catch (err) {
      this.log.warn({ err, path }, 'could not index memory file');
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    await this.watcher?.close();
    this.ready = false;
  }
}

/** The folder's stat, or null when it is not there or cannot be looked at (this runs in a timer: it must not throw). */
function statOrNull(dir: string): { ino: number } | null {
  try {
    return statSync(dir, { throwIfNoEntry: false }) ?? null;
  } catch {
    return null;
  }
}

// Follows edits made to memory files behind memoryd's back (an editor, git, another tool):
// chokidar on each known project's memory dir (not on the projects folder: the transcripts
// written there on every request would cost a stat each), debounced per file, each event
// re-syncing that one file.
import { watch, type FSWatcher } from 'chokidar';
import { relative, sep } from 'node:path';
import type { Logger } from 'pino';
import type { MemoryIndex } from './memory-index.js';
import type { Project, ProjectRegistry } from './projects.js';

export class MemoryWatcher {
  private watcher: FSWatcher | null = null;
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private ready = false;
  private readonly watched = new Set<string>();

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

  /** Only memory dirs are watched; inside them, dot-names are temp files of atomic writes and dot-dirs. */
  private ignored = (path: string): boolean => relative(this.projectsRoot, path).split(sep).some((p) => p.startsWith('.'));

  /** Starts following a project's memory dir (called as projects become known). */
  add(memoryDir: string): void {
    if (this.watched.has(memoryDir)) return;
    this.watched.add(memoryDir);
    if (!this.watcher) return;
    this.watcher.add(memoryDir);
    // Files that appear before chokidar has the new folder in view would go unseen: look once more.
    const t = setTimeout(() => {
      const slug = relative(this.projectsRoot, memoryDir).split(sep)[0];
      try {
        const project = slug ? this.registry.bySlug(slug) : undefined;
        if (project) void this.index.reconcileSoon(project);
      } catch (err) {
        this.log.warn({ err, memoryDir }, 'memory folder not reconciled'); // the next start or change will
      }
    }, 500);
    t.unref();
    this.timers.set(`reconcile:${memoryDir}`, t);
  }

  start(): Promise<void> {
    this.watcher = watch([...this.watched], {
      ignored: this.ignored,
      ignoreInitial: true, // the start-up reconcile covers what is already there
      atomic: true, // an editor's save-by-rename arrives as one change
      followSymlinks: false,
    });
    for (const ev of ['add', 'change', 'unlink'] as const) {
      this.watcher.on(ev, (path: string) => this.schedule(path));
    }
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
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    await this.watcher?.close();
    this.ready = false;
  }
}

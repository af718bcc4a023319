// Turns the path a client names into a project row and its folders on disk.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Clock } from '../clock.js';
import { MAX_SANITIZED_LENGTH, projectPaths, resolveProjectRoot, sanitizePath, type ProjectPaths } from '../memory/paths.js';
import { makePrivateDir } from '../private-dir.js';
import { ProjectSettings } from '../api/schemas.js';
import type { ProjectRow, ProjectStore } from '../store/projects.js';

export interface Project extends Omit<ProjectRow, 'settings'> {
  /** The stored settings, parsed once (an unreadable value counts as none). */
  settings: ProjectSettings;
  paths: ProjectPaths;
}

function parseSettings(raw: string): ProjectSettings {
  try {
    const r = ProjectSettings.safeParse(JSON.parse(raw || '{}'));
    return r.success ? r.data : {};
  } catch {
    return {};
  }
}

export class ProjectRegistry {
  /** Resolving a git root costs a few stats; a client names the same few paths again and again. */
  private readonly cache = new Map<string, Project>();
  private readonly reconciled = new Set<number>();

  constructor(
    private readonly store: ProjectStore,
    private readonly home: string,
    private readonly clock: Clock,
    /** Called the first time this process sees a project (to bring its index up to date). */
    private readonly onFirstSight?: (p: Project) => void,
  ) {}

  /** The project for a client path, created (row and 0700 memory folder) on first use. */
  resolve(path: string): Project {
    const hit = this.cache.get(path);
    if (hit) return hit;
    return this.resolveUncached(path);
  }

  /** Forgets cached rows (their settings changed). */
  forget(): void {
    this.cache.clear();
  }

  private resolveUncached(path: string): Project {
    const root = resolveProjectRoot(path);
    const row = this.store.byRoot(root) ?? this.rowForNewRoot(root);
    const project = this.withPaths(row);
    if (this.cache.size > 1_000) this.cache.clear();
    this.cache.set(path, project);
    this.firstSight(project);
    return project;
  }

  /**
   * A root memoryd has not seen. Two roots can share a slug (`/a-b` and `/a/b` both give
   * `-a-b`): Claude Code keeps both in that one folder, and so does memoryd — the root seen
   * first names the project.
   */
  private rowForNewRoot(root: string): ProjectRow {
    const slug = this.slugFor(root);
    return this.store.bySlug(slug) ?? this.store.ensure(root, slug, this.clock.now());
  }

  bySlug(slug: string): Project | undefined {
    const row = this.store.bySlug(slug);
    return row && this.withPaths(row);
  }

  byId(id: number): Project | undefined {
    const row = this.store.byId(id);
    return row && this.withPaths(row);
  }

  /** Every known project, each handed to onFirstSight once (start-up reconcile). */
  all(): Project[] {
    return this.store.all().map((row) => {
      const p = this.withPaths(row);
      this.firstSight(p);
      return p;
    });
  }

  private withPaths(row: ProjectRow): Project {
    return { ...row, settings: parseSettings(row.settings), paths: projectPaths(this.home, row.slug) };
  }

  /** The first time this process meets a project: its memory folder exists, its index is brought up to date. */
  private firstSight(p: Project): void {
    if (this.reconciled.has(p.id)) return;
    this.reconciled.add(p.id);
    makePrivateDir(p.paths.memory);
    this.onFirstSight?.(p);
  }

  /**
   * A long path's slug ends in a hash that differs between Claude Code builds: reuse a folder
   * that already has the same 200-character prefix, as Claude Code does when it looks one up.
   */
  private slugFor(root: string): string {
    const slug = sanitizePath(root);
    if (slug.length <= MAX_SANITIZED_LENGTH) return slug;
    const prefix = slug.slice(0, MAX_SANITIZED_LENGTH) + '-';
    try {
      const existing = readdirSync(join(this.home, 'projects')).find((d) => d.startsWith(prefix));
      if (existing && !this.store.bySlug(existing)) return existing;
    } catch {
      /* no projects folder yet */
    }
    return slug;
  }
}

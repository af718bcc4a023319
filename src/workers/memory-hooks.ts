// What happens around an agent's write into a memory directory: secrets redacted before it
// lands; afterwards the index follows and the change is recorded in history with its actor.
import { relative, sep } from 'node:path';
import type { ToolHooks } from '../llm/tools.js';
import { ENTRYPOINT_NAME, sha256 } from '../memory/memdir.js';
import { redactSecrets } from '../memory/secrets.js';
import type { Actor } from '../services/memory-index.js';
import type { Project } from '../services/projects.js';
import type { WorkerDeps } from './context.js';

export interface WriteLog {
  /** Memory files (relative to the memory dir) this run created or changed, in order. */
  touched: string[];
  redactions: number;
}

export function memoryWriteHooks(deps: WorkerDeps, project: Project, meta: { actor: Actor; jobId: number; sessionId: string | null }, onTouch?: (file: string) => void): ToolHooks & { log: WriteLog } {
  const log: WriteLog = { touched: [], redactions: 0 };
  const memoryDir = project.paths.memory;
  return {
    log,
    beforeWrite: (_abs, content) => {
      const r = redactSecrets(content);
      log.redactions += r.found.length;
      return r.text;
    },
    afterDelete: (abs) => {
      const rel = relative(memoryDir, abs).split(sep).join('/');
      if (!rel.startsWith('..')) deps.index.syncFile(project, rel, meta);
      if (!log.touched.includes(rel)) {
        log.touched.push(rel);
        onTouch?.(rel);
      }
    },
    afterWrite: (abs, before, after) => {
      const rel = relative(memoryDir, abs).split(sep).join('/');
      if (rel.startsWith('..')) return;
      if (rel === ENTRYPOINT_NAME) {
        deps.memoryFiles.addHistory({ projectId: project.id, path: rel, actor: meta.actor, jobId: meta.jobId, sessionId: meta.sessionId, before, after, shaBefore: before === null ? null : sha256(before), shaAfter: sha256(after), at: deps.clock.now() });
      } else {
        deps.index.syncFile(project, rel, meta);
      }
      if (!log.touched.includes(rel)) {
        log.touched.push(rel);
        onTouch?.(rel);
      }
    },
  };
}

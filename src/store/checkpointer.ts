// WAL checkpoints copy pages into the database file and fsync it: milliseconds of work that,
// left to SQLite's auto-checkpoint, land on whichever commit crosses the threshold — on the
// event loop, in the middle of intake. A worker thread with its own connection does them
// instead; WAL mode lets it run while the main connection keeps committing.
//
// Passive checkpoints block nobody, but under a steady stream of commits they never catch up
// with the last frame, so the WAL would grow without end. Once it is large and a pass has
// copied all it saw, a RESTART makes the next commit write from the WAL's start: it holds
// writers only while it copies what came during that pass (a few more passes first make that
// little). Not TRUNCATE: shrinking a 100+ MB file held writers 37–67 ms a time under load,
// a restart 5–20 (measured at ~9,000 turns/s). The file keeps its size while writes go on and
// is truncated once a pass finds nothing new written since the one before.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** What a pass found: WAL frames in all, frames copied into the database (PRAGMA wal_checkpoint's log and checkpointed). */
export interface PassResult {
  log: number;
  checkpointed: number;
}

/**
 * What the thread does after a passive pass: `restart` when the WAL has grown past
 * `restartFrames` and the pass copied all it saw (writes go on: catch up, then start the WAL
 * over); `truncate` when nothing was written since the pass before, all is copied and the file
 * is larger than `idleTruncateBytes`; else nothing. Self-contained: it is also the worker's code.
 */
export function afterPass(r: PassResult, lastLog: number, walBytes: number, opts: { restartFrames: number; idleTruncateBytes: number }): 'restart' | 'truncate' | 'none' {
  const idle = r.log === lastLog;
  if (!idle && r.log > opts.restartFrames && r.log === r.checkpointed) return 'restart';
  if (idle && r.log === r.checkpointed && walBytes > opts.idleTruncateBytes) return 'truncate';
  return 'none';
}

// Plain JS evaluated in the worker, so it runs the same from src/ (tests) and dist/.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const afterPass = ${afterPass.toString()};
const { statSync } = require('node:fs');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
// RESTART and TRUNCATE hold off writers while they wait for readers: never long. A pass that
// cannot get its locks in time gives up quietly and the next one tries again.
db.pragma('busy_timeout = 200');
db.pragma('synchronous = NORMAL');
const walBytes = () => { try { return statSync(workerData.file + '-wal').size; } catch { return 0; } };
let lastLog = -1;
let timer = null;
const run = () => {
  try {
    let [r] = db.pragma('wal_checkpoint(PASSIVE)');
    if (!r) return;
    const next = afterPass(r, lastLog, walBytes(), workerData);
    if (next === 'restart') {
      // a few more passes first, so the restart has little left to copy while it holds writers
      for (let i = 0; i < 4; i++) {
        const before = r.log;
        [r] = db.pragma('wal_checkpoint(PASSIVE)');
        if (r.log - before < workerData.catchUpFrames) break;
      }
      db.pragma('wal_checkpoint(RESTART)');
    } else if (next === 'truncate') {
      db.pragma('wal_checkpoint(TRUNCATE)'); // give the disk back
    }
    lastLog = r.log;
  } catch (err) {
    if (err && err.code === 'SQLITE_BUSY') return;
    parentPort.postMessage({ error: String(err && err.message || err) });
  }
};
timer = setInterval(run, workerData.everyMs);
parentPort.on('message', (m) => {
  if (m === 'stop') { clearInterval(timer); run(); db.close(); parentPort.postMessage({ stopped: true }); }
});
`;

export interface CheckpointerOptions {
  everyMs?: number;
  /** WAL frames (pages) past which a caught-up pass restarts the WAL. */
  restartFrames?: number;
  /** A WAL file larger than this is truncated when idle. */
  idleTruncateBytes?: number;
  onError?: (msg: string) => void;
}

export class Checkpointer {
  private readonly worker: Worker;

  constructor(file: string, opts: CheckpointerOptions = {}) {
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        file,
        driver: createRequire(import.meta.url).resolve('better-sqlite3'),
        everyMs: opts.everyMs ?? 500,
        restartFrames: opts.restartFrames ?? 16_384, // 64 MB of 4 KB pages
        catchUpFrames: 500,
        idleTruncateBytes: opts.idleTruncateBytes ?? 16 * 1024 * 1024,
      },
    });
    this.worker.on('message', (m: { error?: string }) => m.error && opts.onError?.(m.error));
    this.worker.on('error', (err) => opts.onError?.(err.message));
    this.worker.unref();
  }

  /** Runs a last checkpoint and stops the thread. */
  async stop(): Promise<void> {
    await new Promise<void>((resolve) => {
      const t = setTimeout(resolve, 5_000);
      this.worker.once('message', () => {
        clearTimeout(t);
        resolve();
      });
      this.worker.once('exit', () => resolve());
      this.worker.postMessage('stop');
    });
    await this.worker.terminate();
  }
}

// WAL checkpoints copy pages into the database file and fsync it: milliseconds of work that,
// left to SQLite's auto-checkpoint, land on whichever commit crosses the threshold — on the
// event loop, in the middle of intake. A worker thread with its own connection does them
// instead; WAL mode lets it run while the main connection keeps committing.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

// Plain JS evaluated in the worker, so it runs the same from src/ (tests) and dist/.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = NORMAL');
let timer = null;
const run = () => {
  try {
    const [r] = db.pragma('wal_checkpoint(PASSIVE)');
    // A WAL that keeps growing (a long reader blocks it) is truncated when it next can be.
    if (r && r.log > workerData.truncateFrames && r.log === r.checkpointed) db.pragma('wal_checkpoint(TRUNCATE)');
  } catch (err) {
    parentPort.postMessage({ error: String(err && err.message || err) });
  }
};
timer = setInterval(run, workerData.everyMs);
parentPort.on('message', (m) => {
  if (m === 'stop') { clearInterval(timer); run(); db.close(); parentPort.postMessage({ stopped: true }); }
});
`;

export class Checkpointer {
  private readonly worker: Worker;

  constructor(file: string, opts: { everyMs?: number; onError?: (msg: string) => void } = {}) {
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        file,
        driver: createRequire(import.meta.url).resolve('better-sqlite3'),
        everyMs: opts.everyMs ?? 500,
        truncateFrames: 16_384,
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

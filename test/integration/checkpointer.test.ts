import { afterEach, describe, expect, it } from 'vitest';
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Checkpointer, afterPass } from '../../src/store/checkpointer.js';
import { openDb, type Db } from '../../src/store/db.js';
import { tempDir, waitFor } from '../helpers/daemon.js';

const walBytes = (file: string) => {
  try {
    return statSync(`${file}-wal`).size;
  } catch {
    return 0;
  }
};

/** The WAL header's checkpoint sequence number: it moves each time the WAL is started over. */
const walSequence = (file: string) => {
  const fd = openSync(`${file}-wal`, 'r');
  try {
    const b = Buffer.alloc(16);
    readSync(fd, b, 0, 16, 0);
    return b.readUInt32BE(12);
  } finally {
    closeSync(fd);
  }
};

describe('the WAL checkpoint thread', () => {
  let db: Db | null = null;
  let checkpointer: Checkpointer | null = null;
  afterEach(async () => {
    await checkpointer?.stop();
    db?.close();
  });

  it('after each pass: restarts a grown WAL it has caught up with while writes go on, truncates a large one once they stop', () => {
    const opts = { restartFrames: 1_000, idleTruncateBytes: 1_000_000 };
    // writes going on (the log moved since the last pass)
    expect(afterPass({ log: 5_000, checkpointed: 5_000 }, 4_000, 20e6, opts)).toBe('restart');
    expect(afterPass({ log: 5_000, checkpointed: 4_900 }, 4_000, 20e6, opts)).toBe('none'); // not caught up: a restart would wait for the copy
    expect(afterPass({ log: 800, checkpointed: 800 }, 400, 20e6, opts)).toBe('none'); // small yet
    // writes stopped (the same log as the pass before)
    expect(afterPass({ log: 5_000, checkpointed: 5_000 }, 5_000, 20e6, opts)).toBe('truncate');
    expect(afterPass({ log: 5_000, checkpointed: 5_000 }, 5_000, 500_000, opts)).toBe('none'); // small file: left
    expect(afterPass({ log: 5_000, checkpointed: 4_000 }, 5_000, 20e6, opts)).toBe('none'); // a reader held the copy back
  });

  it('starts the WAL over under a stream of commits, gives the disk back when they stop, and loses nothing', async () => {
    const file = join(tempDir(), 'wal.db');
    db = openDb(file, { autoCheckpoint: false });
    db.exec('CREATE TABLE blobs (id INTEGER PRIMARY KEY, body BLOB NOT NULL)');
    const errors: string[] = [];
    checkpointer = new Checkpointer(file, { everyMs: 5, restartFrames: 256, idleTruncateBytes: 128 * 1024, onError: (e) => errors.push(e) });

    // Commits of a 4 KB row, one after the other (a pause of 1 ms every 100), until the WAL has
    // been started over at least once: how soon depends on the machine, not whether.
    const insert = db.prepare('INSERT INTO blobs (body) VALUES (?)');
    const body = Buffer.alloc(4096, 7);
    insert.run(body);
    const first = walSequence(file);
    let commits = 1;
    const deadline = Date.now() + 20_000;
    while (walSequence(file) === first && Date.now() < deadline) {
      insert.run(body);
      if (++commits % 100 === 0) await sleep(1);
    }
    expect(walSequence(file)).not.toBe(first);

    // Writes stop: the next passes find nothing new and truncate the file.
    await waitFor(() => walBytes(file) === 0, 10_000);
    expect((db.prepare('SELECT COUNT(*) AS n FROM blobs').get() as { n: number }).n).toBe(commits);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(errors).toEqual([]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Checkpointer } from '../../src/store/checkpointer.js';
import { openDb, type Db } from '../../src/store/db.js';
import { tempDir, waitFor } from '../helpers/daemon.js';

const walBytes = (file: string) => {
  try {
    return statSync(`${file}-wal`).size;
  } catch {
    return 0;
  }
};

describe('the WAL checkpoint thread', () => {
  let db: Db | null = null;
  let checkpointer: Checkpointer | null = null;
  afterEach(async () => {
    await checkpointer?.stop();
    db?.close();
  });

  it('keeps the WAL from growing under a steady stream of commits, and gives the disk back when they stop', async () => {
    const file = join(tempDir(), 'wal.db');
    db = openDb(file, { autoCheckpoint: false });
    db.exec('CREATE TABLE blobs (id INTEGER PRIMARY KEY, body BLOB NOT NULL)');
    const errors: string[] = [];
    checkpointer = new Checkpointer(file, { everyMs: 5, restartFrames: 256, idleTruncateBytes: 128 * 1024, onError: (e) => errors.push(e) });

    // 4,000 commits of a 4 KB row, one right after the other: passive checkpoints never catch up.
    const commits = 4_000;
    const writeAll = async (target: Db, file: string) => {
      const insert = target.prepare('INSERT INTO blobs (body) VALUES (?)');
      const body = Buffer.alloc(4096, 7);
      let largest = 0;
      for (let i = 0; i < commits; i++) {
        insert.run(body);
        if (i % 20 === 19) largest = Math.max(largest, walBytes(file));
        if (i % 200 === 199) await sleep(2);
      }
      return Math.max(largest, walBytes(file));
    };
    // The same commits with no checkpoints: the size of a WAL that is never reused.
    const plainFile = join(tempDir(), 'plain.db');
    const plain = openDb(plainFile, { autoCheckpoint: false });
    plain.exec('CREATE TABLE blobs (id INTEGER PRIMARY KEY, body BLOB NOT NULL)');
    const unbounded = await writeAll(plain, plainFile);
    plain.close();

    const largest = await writeAll(db, file);
    expect(largest).toBeGreaterThan(0);
    expect(largest).toBeLessThan(unbounded / 2);

    // Idle: the next passes find nothing new and truncate the file.
    await waitFor(() => walBytes(file) === 0, 10_000);
    expect((db.prepare('SELECT COUNT(*) AS n FROM blobs').get() as { n: number }).n).toBe(commits);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(errors).toEqual([]);
  });
});

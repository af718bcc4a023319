// A daemon killed with SIGKILL while it takes events and runs jobs loses nothing it acknowledged,
// and the next start finishes the interrupted jobs.
import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MemorydClient } from '../../src/client/index.js';
import { readToken } from '../../src/home.js';
import { tempDir, waitFor } from '../helpers/daemon.js';
import { exited, runCli, spawnDaemon } from '../helpers/process.js';

describe('crash safety', () => {
  it('survives SIGKILL mid-stream: every acknowledged message is stored and running jobs finish after restart', async () => {
    const home = tempDir();
    const env = { MEMORYD_HOME: home, MEMORYD_QUEUE_POLL_MS: '20' };
    const first = await spawnDaemon(env);
    const client = new MemorydClient({ baseUrl: first.url, token: readToken(home)! });

    const jobs = await Promise.all([1, 2, 3].map(() => client.enqueueJob('noop', { ms: 5_000 })));
    await waitFor(async () => (await client.status()).running.length === 3);

    // Four writers post events until the daemon dies under them.
    const acked: string[] = [];
    let killed = false;
    const writer = async (w: number) => {
      for (let i = 0; !killed; i++) {
        const uuid = `w${w}-m${i}`;
        try {
          await client.postEvents({ type: 'message', session: `crash-${w}`, project: '/srv/crash-test', messages: [{ uuid, role: 'user', content: `message ${i}` }] });
          acked.push(uuid);
        } catch {
          return;
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    await waitFor(() => acked.length >= 200, 20_000);
    first.child.kill('SIGKILL');
    killed = true;
    await exited(first.child);
    await Promise.all(writers);

    const second = await spawnDaemon(env);
    try {
      const client2 = new MemorydClient({ baseUrl: second.url, token: readToken(home)! });
      for (const j of jobs) {
        await waitFor(async () => (await client2.job(j.id)).state === 'done', 20_000);
      }
      const db = new Database(join(home, 'memoryd.db'), { readonly: true });
      const stored = new Set((db.prepare('SELECT uuid FROM messages').all() as Array<{ uuid: string }>).map((r) => r.uuid));
      db.close();
      const missing = acked.filter((u) => !stored.has(u));
      expect(acked.length).toBeGreaterThanOrEqual(200);
      expect(missing).toEqual([]);
      // the reclaimed attempt counts: each job ran twice in all
      for (const j of jobs) expect((await client2.job(j.id)).attempts).toBe(2);
    } finally {
      second.child.kill('SIGTERM');
      expect(await exited(second.child)).toBe(0);
    }
  }, 60_000);

  it('refuses a second daemon on the same home and explains a bad config without a stack trace', async () => {
    const home = tempDir();
    const d = await spawnDaemon({ MEMORYD_HOME: home });
    try {
      const second = await runCli(['start'], { MEMORYD_HOME: home, MEMORYD_PORT: '0' });
      expect(second.code).toBe(1);
      expect(second.stderr).toMatch(/another memoryd \(pid \d+\) is running/);
    } finally {
      d.child.kill('SIGINT');
      expect(await exited(d.child)).toBe(0);
    }
    const bad = await runCli(['start'], { MEMORYD_HOME: home, MEMORYD_PORT: 'x' });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('port');
    expect(bad.stderr).toContain('MEMORYD_PORT');
    expect(bad.stderr).not.toMatch(/\n\s+at /);
    // a database a newer memoryd migrated: refused in words, and the home is not left claimed
    const db = new Database(join(home, 'memoryd.db'));
    db.prepare(`INSERT INTO schema_migrations (version, name, applied_at) VALUES (999, 'from_a_newer_memoryd', 0)`).run();
    db.close();
    const newer = await runCli(['start'], { MEMORYD_HOME: home, MEMORYD_PORT: '0' });
    expect(newer.code).toBe(1);
    expect(newer.stderr).toMatch(/migrated by a newer memoryd \(schema 999; this one knows up to \d+\)/);
    expect(newer.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(join(home, 'memoryd.pid'))).toBe(false);
    // a database file that is not one: which file, and what to do
    writeFileSync(join(home, 'memoryd.db'), 'not a database, whatever it once was'.repeat(200));
    const corrupt = await runCli(['start'], { MEMORYD_HOME: home, MEMORYD_PORT: '0' });
    expect(corrupt.code).toBe(1);
    expect(corrupt.stderr).toContain(`${join(home, 'memoryd.db')}: file is not a database. Move it aside to start with an empty database`);
  }, 60_000);
});

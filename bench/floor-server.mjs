// The least a durable intake can do: the bare route, plus the daemon's own validation of the
// event and one SQLite row per request holding its body, committed in groups (WAL, synchronous
// NORMAL, as the daemon) before the 202. No sessions, message rows, counters, copy or jobs.
// Between the bare route and it lies what durability alone costs; between it and the daemon,
// what a turn's bookkeeping costs. Plain JavaScript, run by node alone, against the built daemon.
import Fastify from 'fastify';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { Event } from '../dist/api/schemas.js';
import { parseInput } from '../dist/server/validate.js';

const db = new Database(join(process.argv[2], 'floor.db'));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.exec('CREATE TABLE IF NOT EXISTS inbox (id INTEGER PRIMARY KEY, at INTEGER NOT NULL, body TEXT NOT NULL)');
const insert = db.prepare('INSERT INTO inbox (at, body) VALUES (?, ?)');
const commit = db.transaction((batch) => {
  for (const p of batch) insert.run(Date.now(), p.body);
});

const pending = [];
function store(body) {
  return new Promise((resolve, reject) => {
    pending.push({ body, resolve, reject });
    if (pending.length > 1) return;
    setImmediate(() => {
      const batch = pending.splice(0);
      try {
        commit.immediate(batch);
        for (const p of batch) p.resolve();
      } catch (err) {
        for (const p of batch) p.reject(err);
      }
    });
  });
}

const app = Fastify({ bodyLimit: 4 * 1024 * 1024 });
app.post('/v1/events', async (req, reply) => {
  const event = parseInput(Event, req.body);
  await store(JSON.stringify(event));
  return reply.status(202).send({ accepted: event.messages?.length ?? 0, duplicates: 0, jobs: [] });
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(JSON.stringify({ address }) + '\n');

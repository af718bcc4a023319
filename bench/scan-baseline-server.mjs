// The per-query work of a scan-based memory reader (what Claude Code does before its model
// picks): list the memory dir, stat every file, sort by mtime, read the first 30 lines of the
// newest 200 and build their manifest lines. Served over HTTP so it is measured like /v1/recall.
// Plain JavaScript, run by node alone, like the built daemon it is compared with.
import Fastify from 'fastify';
import { open, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

const MAX_FILES = 200;
const HEAD_LINES = 30;

async function head(file) {
  const fh = await open(file, 'r');
  try {
    const buf = Buffer.alloc(4096);
    const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
    return buf.subarray(0, bytesRead).toString('utf8').split('\n').slice(0, HEAD_LINES).join('\n');
  } finally {
    await fh.close();
  }
}

async function scan(dir) {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.md') && n !== 'MEMORY.md');
  const stats = await Promise.all(names.map(async (n) => ({ n, mtime: (await stat(join(dir, n))).mtimeMs })));
  const newest = stats.sort((a, b) => b.mtime - a.mtime).slice(0, MAX_FILES);
  return Promise.all(
    newest.map(async ({ n, mtime }) => {
      const h = await head(join(dir, n));
      const field = (k) => new RegExp(`^${k}:\\s*(.*)$`, 'm').exec(h)?.[1] ?? '';
      return `- [${field('type')}] ${n} (${new Date(mtime).toISOString()}): ${field('description')}`;
    }),
  );
}

const app = Fastify();
app.get('/scan', async (req) => {
  const { dir } = req.query;
  const manifest = await scan(dir);
  return { count: manifest.length, manifest };
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(JSON.stringify({ address }) + '\n');

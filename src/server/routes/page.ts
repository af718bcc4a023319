// The status page: plain HTML and JS, no build step, behind the same token. `memoryd open`
// gives a /login URL that checks the token once and sets an HttpOnly, SameSite=Strict cookie.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MemorydError } from '../../errors.js';
import { tokenMatches } from '../security.js';
import { parseInput } from '../validate.js';
import type { ServerDeps } from '../deps.js';

export const COOKIE = 'memoryd_token';

/** The page ships as a file next to this module's source (src/server/page) and is found from dist too. */
function pageHtml(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const p of [join(here, '..', 'page', 'index.html'), join(here, '..', '..', '..', 'src', 'server', 'page', 'index.html')]) {
    try {
      return readFileSync(p, 'utf8');
    } catch {
      /* try the next place */
    }
  }
  throw new Error('status page not found');
}

export function cookieToken(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === COOKIE) return decodeURIComponent(v.join('='));
  }
  return null;
}

const Login = z.object({ token: z.string().min(1).max(200) });

export async function pageRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const html = pageHtml();
  app.get('/', async (_req, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html));

  app.get('/login', async (req, reply) => {
    const { token } = parseInput(Login, req.query, 'query');
    if (!tokenMatches(token, deps.token)) throw new MemorydError('unauthorized', 'wrong token', 401);
    return reply
      .header('set-cookie', `${COOKIE}=${encodeURIComponent(token)}; HttpOnly; SameSite=Strict; Path=/`)
      .header('cache-control', 'no-store')
      .redirect('/', 303);
  });
}

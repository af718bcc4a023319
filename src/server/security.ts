// Loopback-only by default, a bearer token on every route but /healthz, and no requests
// from foreign Hosts (DNS rebinding) or foreign Origins (a web page calling the daemon).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MemorydError } from '../errors.js';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
/** No token needed: liveness, and the login that checks a token itself. */
const PUBLIC_ROUTES = new Set(['/healthz', '/login']);

function hostnameOf(hostHeader: string): string {
  if (hostHeader.startsWith('[')) return hostHeader.slice(0, hostHeader.indexOf(']') + 1);
  return hostHeader.replace(/:\d+$/, '');
}

function isLoopback(name: string, extra: Set<string>): boolean {
  const n = name.toLowerCase();
  return LOOPBACK_NAMES.has(n) || n.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(n) || extra.has(n);
}

/** Whether a host name or address is this machine's loopback (a bind address other than these reaches the network). */
export function isLoopbackName(name: string): boolean {
  return isLoopback(name, new Set());
}

/**
 * Constant-time comparison. Only the length can differ quickly, and every token memoryd makes
 * has the same length, so it tells nothing. (A hash of both sides would hide it too, at the cost
 * of two digests on every request.)
 */
export function tokenMatches(given: string, token: string | Buffer): boolean {
  const a = Buffer.from(given);
  const b = typeof token === 'string' ? Buffer.from(token) : token;
  return a.length === b.length && timingSafeEqual(a, b);
}

export function bearerOf(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(.+)$/i.exec(h);
  return m ? m[1]!.trim() : null;
}

export interface SecurityOptions {
  token: string;
  /** Extra host names to accept (the configured bind host when it is not a wildcard). */
  allowedHosts?: string[];
  /** Other ways to authenticate a request (the status page's cookie), tried after the bearer token. */
  extraAuth?: (req: FastifyRequest) => boolean;
  /** Told of every request refused here (to count them: a client with a stale token fails quietly). */
  onRefused?: (req: FastifyRequest, why: MemorydError) => void;
}

export function registerSecurity(app: FastifyInstance, opts: SecurityOptions): void {
  const extra = new Set((opts.allowedHosts ?? []).map((h) => h.toLowerCase()).filter((h) => h !== '0.0.0.0' && h !== '::'));
  const token = Buffer.from(opts.token);
  // A callback hook, not an async one: this runs on every request, and a promise per request
  // is measurable at intake rates.
  app.addHook('onRequest', (req, _reply, done) => {
    const refused = refusal(req);
    if (refused) opts.onRefused?.(req, refused);
    done(refused);
  });

  function refusal(req: FastifyRequest): MemorydError | undefined {
    const host = req.headers.host;
    if (!host || !isLoopback(hostnameOf(host), extra)) {
      return new MemorydError('forbidden_host', `Host ${JSON.stringify(host ?? '')} is not a loopback name`, 403);
    }
    const origin = req.headers.origin;
    if (origin !== undefined) {
      let ok = false;
      try {
        const u = new URL(origin);
        ok = isLoopback(u.hostname, extra) && Number(u.port || 80) === req.socket.localPort;
      } catch {
        ok = false;
      }
      if (!ok) return new MemorydError('forbidden_origin', `Origin ${JSON.stringify(origin)} may not call memoryd`, 403);
    }
    const q = req.url.indexOf('?');
    if (PUBLIC_ROUTES.has(q === -1 ? req.url : req.url.slice(0, q))) return undefined;
    const bearer = bearerOf(req);
    if (bearer !== null && tokenMatches(bearer, token)) return undefined;
    if (opts.extraAuth?.(req)) return undefined;
    return new MemorydError('unauthorized', 'missing or wrong bearer token (see `memoryd token`)', 401);
  }
}

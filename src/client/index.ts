// A typed client for memoryd's HTTP API, used by the CLI, the tests and agent authors.
// Types come from the same zod schemas the server validates with.
import type { z } from 'zod';
import type { CompactResponse, ContextResponse, DreamRun, EventInput, EventsAccepted, MemoryFile, MemoryManifestEntry, MemoryPut, RecallResponse, Status } from '../api/schemas.js';

export type { CompactResponse, ContextResponse, DreamRun, EventInput, EventsAccepted, MemoryFile, MemoryPut, RecallResponse, Status } from '../api/schemas.js';

export class MemorydClientError extends Error {
  override name = 'MemorydClientError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body?: unknown,
    /** The server's Retry-After, in seconds, when it sent one (503 from storage). */
    readonly retryAfterS?: number,
  ) {
    super(message);
  }
}

export interface ClientOptions {
  /** e.g. http://127.0.0.1:7457 */
  baseUrl: string;
  token: string;
  /** Per-request timeout in milliseconds (default 10 s). */
  timeoutMs?: number;
}

/** A memory file's path in a URL: each folder and name encoded ("notes #1.md" is not a fragment), the slashes kept. */
const filePath = (file: string) => file.split('/').map(encodeURIComponent).join('/');

/**
 * The event with the bytes of its images and documents left out (memoryd keeps only that they were
 * there), so that a turn with screenshots or a PDF is a small request. The caller's objects are not changed.
 */
function withoutMediaBytes(event: EventInput): EventInput {
  if (!('messages' in event) || !Array.isArray(event.messages)) return event;
  const slim = (block: unknown): unknown => {
    if (block === null || typeof block !== 'object') return block;
    const b = block as Record<string, unknown>;
    if ((b.type === 'image' || b.type === 'document') && b.source && typeof b.source === 'object') {
      const { data: _bytes, ...source } = b.source as Record<string, unknown>;
      return { ...b, source };
    }
    return b.type === 'tool_result' && Array.isArray(b.content) ? { ...b, content: b.content.map(slim) } : b;
  };
  return { ...event, messages: event.messages.map((m) => (Array.isArray(m.content) ? { ...m, content: m.content.map(slim) } : m)) } as EventInput;
}

export class MemorydClient {
  constructor(private readonly opts: ClientOptions) {}

  async request<T>(method: string, path: string, body?: unknown, opts: { timeoutMs?: number } = {}): Promise<T> {
    const res = await fetch(new URL(path, this.opts.baseUrl), {
      method,
      headers: {
        authorization: `Bearer ${this.opts.token}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(opts.timeoutMs ?? this.opts.timeoutMs ?? 10_000),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON (metrics) */
    }
    if (!res.ok) {
      const err = (parsed as { error?: { code?: string; message?: string } } | null)?.error;
      const retryAfter = Number(res.headers.get('retry-after'));
      throw new MemorydClientError(res.status, err?.code ?? 'http_error', err?.message ?? `HTTP ${res.status}`, parsed, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined);
    }
    return parsed as T;
  }

  health(): Promise<{ ok: boolean; version: string }> {
    return this.request('GET', '/healthz');
  }

  status(): Promise<Status> {
    return this.request('GET', '/v1/status');
  }

  /**
   * Posts one event or a batch; resolves once memoryd has durably stored them. Sending again is
   * safe (messages are recognised by uuid, or by an id derived from the request), so a 503 from
   * storage (busy, full) is retried twice, after the Retry-After it names (at most 2 s).
   */
  async postEvents(events: EventInput | EventInput[], opts: { retries?: number } = {}): Promise<EventsAccepted> {
    const body = Array.isArray(events) ? { events: events.map(withoutMediaBytes) } : withoutMediaBytes(events);
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.request('POST', '/v1/events', body);
      } catch (err) {
        if (!(err instanceof MemorydClientError) || err.status !== 503 || attempt >= (opts.retries ?? 2)) throw err;
        await new Promise((r) => setTimeout(r, Math.min(2_000, (err.retryAfterS ?? 1) * 1_000)));
      }
    }
  }

  session(id: string): Promise<Record<string, unknown>> {
    return this.request('GET', `/v1/sessions/${encodeURIComponent(id)}`);
  }

  enqueueJob(kind: string, payload: Record<string, unknown> = {}): Promise<{ id: number; kind: string; merged: boolean }> {
    return this.request('POST', '/v1/jobs', { kind, payload });
  }

  job(id: number): Promise<Record<string, unknown> & { state: string }> {
    return this.request('GET', `/v1/jobs/${id}`);
  }

  cancelJob(id: number): Promise<{ id: number; outcome: string }> {
    return this.request('DELETE', `/v1/jobs/${id}`);
  }

  recall(params: { project: string; q: string; session?: string; limit?: number; tools?: string[]; surfaced?: string[] }): Promise<RecallResponse> {
    const q = new URLSearchParams({ project: params.project, q: params.q });
    if (params.session) q.set('session', params.session);
    if (params.limit) q.set('limit', String(params.limit));
    if (params.tools?.length) q.set('tools', params.tools.join(','));
    if (params.surfaced?.length) q.set('surfaced', params.surfaced.join(','));
    return this.request('GET', `/v1/recall?${q}`);
  }

  context(project: string, session?: string): Promise<ContextResponse> {
    const q = new URLSearchParams({ project, ...(session ? { session } : {}) });
    return this.request('GET', `/v1/context?${q}`);
  }

  projects(): Promise<{ projects: Array<{ slug: string; root: string; memories: number; sessions: number }> }> {
    return this.request('GET', '/v1/projects');
  }

  memories(slug: string): Promise<{ memories: Array<z.infer<typeof MemoryManifestEntry>> }> {
    return this.request('GET', `/v1/projects/${encodeURIComponent(slug)}/memories`);
  }

  memory(slug: string, file: string): Promise<MemoryFile> {
    return this.request('GET', `/v1/projects/${encodeURIComponent(slug)}/memories/${filePath(file)}`);
  }

  /** The latest changes to a memory file (up to 100, newest first): who made each, the content before and after. */
  memoryHistory(slug: string, file: string): Promise<{ file: string; history: Array<Record<string, unknown>> }> {
    return this.request('GET', `/v1/projects/${encodeURIComponent(slug)}/memories/${filePath(file)}/history`);
  }

  /** Saves a memory ({name, description, type, body} or raw {content}); with `session`, it counts as the agent's own. */
  putMemory(slug: string, file: string, body: MemoryPut): Promise<{ file: string; sha256: string; created: boolean; redacted: string[] }> {
    return this.request('PUT', `/v1/projects/${encodeURIComponent(slug)}/memories/${filePath(file)}`, body);
  }

  deleteMemory(slug: string, file: string): Promise<{ file: string; deleted: boolean }> {
    return this.request('DELETE', `/v1/projects/${encodeURIComponent(slug)}/memories/${filePath(file)}`);
  }

  dream(slug: string, mode?: 'prune' | 'reflect'): Promise<DreamRun> {
    return this.request('POST', `/v1/projects/${encodeURIComponent(slug)}/dream`, mode ? { mode } : {});
  }

  dreamRun(id: number): Promise<DreamRun> {
    return this.request('GET', `/v1/dreams/${id}`);
  }

  compact(session: string): Promise<CompactResponse> {
    return this.request('POST', `/v1/sessions/${encodeURIComponent(session)}/compact`);
  }

  metrics(): Promise<string> {
    return this.request('GET', '/metrics');
  }
}

// A typed client for memoryd's HTTP API, used by the CLI, the tests and agent authors.
// Types come from the same zod schemas the server validates with.
import type { EventInput, EventsAccepted, Status } from '../api/schemas.js';

export type { EventInput, EventsAccepted, Status } from '../api/schemas.js';

export class MemorydClientError extends Error {
  override name = 'MemorydClientError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body?: unknown,
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
      throw new MemorydClientError(res.status, err?.code ?? 'http_error', err?.message ?? `HTTP ${res.status}`, parsed);
    }
    return parsed as T;
  }

  health(): Promise<{ ok: boolean; version: string }> {
    return this.request('GET', '/healthz');
  }

  status(): Promise<Status> {
    return this.request('GET', '/v1/status');
  }

  /** Posts one event or a batch; resolves once memoryd has durably stored them. */
  postEvents(events: EventInput | EventInput[]): Promise<EventsAccepted> {
    return this.request('POST', '/v1/events', Array.isArray(events) ? { events } : events);
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

  metrics(): Promise<string> {
    return this.request('GET', '/metrics');
  }
}

// A real HTTP server that speaks POST /v1/messages the way the Anthropic SDK 1.x sends it.
// A scenario (request → reply) drives it; it can answer with tool calls, text, structured
// JSON, errors (429 with retry-after, 500, 529), slow replies and dropped connections. Usage
// includes prompt-cache accounting computed from exact prefixes up to each breakpoint, within
// a TTL, so cache reads measure how a prompt is laid out. Every request is recorded.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  body: {
    model: string;
    max_tokens: number;
    system?: string | Array<Record<string, unknown>>;
    messages: Array<{ role: string; content: string | Array<Record<string, unknown>> }>;
    tools?: Array<Record<string, unknown>>;
    tool_choice?: Record<string, unknown>;
    output_config?: { format?: { type: string; schema: unknown } };
    [k: string]: unknown;
  };
  headers: Record<string, string | string[] | undefined>;
  /** 0-based position of this request among all requests the server received. */
  index: number;
}

export type FakeReply =
  | { content: Array<Record<string, unknown>>; stop_reason?: string; model?: string }
  | { status: number; type?: string; message?: string; headers?: Record<string, string> }
  | { delayMs: number; then: FakeReply }
  | { drop: true };

export type Scenario = (req: FakeRequest) => FakeReply | Promise<FakeReply>;

export interface RecordedCall {
  request: FakeRequest;
  status: number;
  usage?: FakeUsage;
}

export interface FakeUsage {
  input_tokens: number;
  output_tokens: number;
  cache_read_input_tokens: number;
  cache_creation_input_tokens: number;
}

export const text = (t: string): FakeReply => ({ content: [{ type: 'text', text: t }], stop_reason: 'end_turn' });
export const json = (v: unknown): FakeReply => text(JSON.stringify(v));
let toolSeq = 0;
export const toolUse = (...calls: Array<[name: string, input: unknown]>): FakeReply => ({
  content: calls.map(([name, input]) => ({ type: 'tool_use', id: `toolu_fake_${++toolSeq}`, name, input })),
  stop_reason: 'tool_use',
});

export interface FakeOptions {
  apiKey?: string;
  /** Prefixes shorter than this are never cached (the real minimum is 1,024–4,096 tokens). */
  minCacheTokens?: number;
  /** Answer output_config with a 400, like a server without structured output. */
  structuredOutput?: boolean;
  now?: () => number;
}

const tokensOf = (v: unknown) => Math.ceil(JSON.stringify(v).length / 4);

export class FakeAnthropic {
  readonly calls: RecordedCall[] = [];
  private server: Server | null = null;
  private readonly cache = new Map<string, number>(); // prefix hash → expiry
  url = '';

  constructor(
    public scenario: Scenario,
    private readonly opts: FakeOptions = {},
  ) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((r) => (this.server ? this.server.close(() => r()) : r()));
  }

  /** Every well-formed request, in order (including those refused with a 400). */
  get requests(): FakeRequest[] {
    return this.calls.map((c) => c.request);
  }

  private now(): number {
    return this.opts.now?.() ?? Date.now();
  }

  /**
   * Splits a request into cacheable units in prefix order (tools, system, then every message
   * block) and works out what was read from cache, what was written, and what was plain input.
   */
  accountCache(body: FakeRequest['body']): Omit<FakeUsage, 'output_tokens'> {
    const units: Array<{ value: unknown; bp: boolean; ttlMs: number }> = [];
    const ttl = (cc: unknown) => ((cc as { ttl?: string } | undefined)?.ttl === '1h' ? 3_600_000 : 300_000);
    for (const t of body.tools ?? []) units.push({ value: { ...t, cache_control: undefined }, bp: !!t.cache_control, ttlMs: ttl(t.cache_control) });
    const system = typeof body.system === 'string' ? [{ type: 'text', text: body.system }] : (body.system ?? []);
    for (const b of system) units.push({ value: { ...b, cache_control: undefined }, bp: !!b.cache_control, ttlMs: ttl(b.cache_control) });
    for (const m of body.messages) {
      const blocks = typeof m.content === 'string' ? [{ type: 'text', text: m.content }] : m.content;
      blocks.forEach((b, i) => units.push({ value: { role: m.role, i, ...b, cache_control: undefined }, bp: !!b.cache_control, ttlMs: ttl(b.cache_control) }));
    }
    const hashes: string[] = [];
    const cum: number[] = [];
    let h = createHash('sha256').update(body.model);
    let total = 0;
    for (const u of units) {
      h = h.copy().update(JSON.stringify(u.value));
      hashes.push(h.copy().digest('hex'));
      total += tokensOf(u.value);
      cum.push(total);
    }
    const now = this.now();
    const live = (i: number) => (this.cache.get(hashes[i]!) ?? 0) > now;
    const bps = units.map((u, i) => (u.bp ? i : -1)).filter((i) => i >= 0);
    // A breakpoint finds an earlier cache entry up to 20 blocks back.
    let read = -1;
    for (const b of bps) for (let j = b; j >= Math.max(0, b - 20); j--) if (live(j)) {
      read = Math.max(read, j);
      break;
    }
    const min = this.opts.minCacheTokens ?? 0;
    const lastBp = bps.length ? bps[bps.length - 1]! : -1;
    for (const b of bps) if (b > read && cum[b]! >= min) this.cache.set(hashes[b]!, now + units[b]!.ttlMs);
    if (read >= 0) this.cache.set(hashes[read]!, now + units[read]!.ttlMs); // a hit refreshes the entry
    const readTokens = read >= 0 ? cum[read]! : 0;
    const writeEnd = lastBp > read && cum[lastBp]! >= min ? lastBp : read;
    const writeTokens = writeEnd > read ? cum[writeEnd]! - readTokens : 0;
    return { cache_read_input_tokens: readTokens, cache_creation_input_tokens: writeTokens, input_tokens: total - readTokens - writeTokens };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${this.calls.length}`, ...headers });
      res.end(JSON.stringify(body));
    };
    const error = (status: number, type: string, message: string, headers?: Record<string, string>) =>
      send(status, { type: 'error', error: { type, message } }, headers);
    if (req.method !== 'POST' || req.url?.split('?')[0] !== '/v1/messages') return error(404, 'not_found_error', `no route ${req.method} ${req.url}`);
    const auth = req.headers.authorization ?? (req.headers['x-api-key'] ? `Bearer ${req.headers['x-api-key']}` : undefined);
    if (!auth || (this.opts.apiKey && auth !== `Bearer ${this.opts.apiKey}`)) return error(401, 'authentication_error', 'invalid x-api-key');
    if (!req.headers['anthropic-version']) return error(400, 'invalid_request_error', 'anthropic-version header is required');
    let body: FakeRequest['body'];
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return error(400, 'invalid_request_error', 'body is not JSON');
    }
    const request: FakeRequest = { body, headers: req.headers, index: this.calls.length };
    const record: RecordedCall = { request, status: 200 };
    this.calls.push(record);
    const refuse = (message: string) => {
      record.status = 400;
      error(400, 'invalid_request_error', message);
    };
    if ('temperature' in body || 'top_p' in body || 'top_k' in body) return refuse('temperature, top_p and top_k are not supported');
    if (body.output_config && this.opts.structuredOutput === false) return refuse('output_config: Extra inputs are not permitted');

    let reply: FakeReply;
    try {
      reply = await this.scenario(request);
    } catch (err) {
      // A broken scenario is a test bug: answer loudly instead of hanging the client.
      record.status = 500;
      return error(500, 'api_error', `scenario failed: ${(err as Error).message}`);
    }
    while ('delayMs' in reply) {
      await new Promise((r) => setTimeout(r, (reply as { delayMs: number }).delayMs));
      if (res.destroyed || !res.socket || res.socket.destroyed) return; // the client gave up
      reply = (reply as { then: FakeReply }).then;
    }
    if ('drop' in reply) {
      record.status = 0;
      req.socket.destroy();
      return;
    }
    if ('status' in reply) {
      record.status = reply.status;
      const type = reply.type ?? (reply.status === 429 ? 'rate_limit_error' : reply.status === 529 ? 'overloaded_error' : 'api_error');
      return error(reply.status, type, reply.message ?? type, reply.headers);
    }
    const usage = { ...this.accountCache(body), output_tokens: tokensOf(reply.content) };
    record.usage = usage;
    send(200, {
      id: `msg_fake_${request.index}`,
      type: 'message',
      role: 'assistant',
      model: reply.model ?? body.model,
      content: reply.content,
      stop_reason: reply.stop_reason ?? 'end_turn',
      stop_sequence: null,
      usage,
    });
  }
}

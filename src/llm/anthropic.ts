// The Anthropic provider: the official SDK over HTTP (ANTHROPIC_BASE_URL points it at any
// server that speaks the Messages API). Retries, backoff and the shared rate limiter are
// memoryd's own, so a 429 seen by one job slows every job down.
import { setTimeout as sleep } from 'node:timers/promises';
import Anthropic, { APIConnectionError, APIError, APIUserAbortError } from '@anthropic-ai/sdk';
import type { Logger } from 'pino';
import type { Clock, Random } from '../clock.js';
import type { Breaker, Pause } from './breaker.js';
import type { RateLimiter } from './rate-limiter.js';
import type { UsageLedger } from './usage.js';
import { ProviderUnavailableError, RequestRejectedError, type CallMeta, type CreateParams, type ModelResponse, type Provider, type SelectParams, type Usage } from './types.js';

export interface AnthropicOptions {
  apiKey?: string;
  authToken?: string;
  baseUrl?: string;
  timeoutMs: number;
  maxRetries: number;
  retryBaseMs: number;
  limiter: RateLimiter;
  breaker: Breaker;
  ledger: UsageLedger;
  clock: Clock;
  random?: Random;
  log?: Logger;
}

/** A structured answer the model could not or would not give in the requested shape. */
export class MalformedAnswerError extends Error {
  override name = 'MalformedAnswerError';
}

/** A failure that says the API is down, unreachable or refusing the key — not one about this request. */
const apiFailing = (err: unknown): boolean =>
  err instanceof APIConnectionError || (err instanceof APIError && typeof err.status === 'number' && (err.status >= 500 || err.status === 401 || err.status === 403));

/** The request itself was refused (malformed, unknown model, too large): no retry, here or by the job. */
const rejected = (err: unknown): err is APIError & { status: number } =>
  err instanceof APIError && typeof err.status === 'number' && [400, 404, 413, 422].includes(err.status);

const retryable = (err: unknown): boolean =>
  err instanceof APIConnectionError ||
  (err instanceof APIError && typeof err.status === 'number' && (err.status === 408 || err.status === 409 || err.status === 429 || err.status >= 500));

/** retry-after in seconds, or an HTTP date; retry-after-ms when the server gives it. */
function retryAfterMs(err: unknown, now: number): number | null {
  if (!(err instanceof APIError) || !err.headers) return null;
  const ms = Number(err.headers.get('retry-after-ms'));
  if (Number.isFinite(ms) && ms > 0) return ms;
  const raw = err.headers.get('retry-after');
  if (!raw) return null;
  const s = Number(raw);
  if (Number.isFinite(s)) return Math.max(0, s * 1000);
  const at = Date.parse(raw);
  return Number.isFinite(at) ? Math.max(0, at - now) : null;
}

const normUsage = (u: Partial<Usage> | null | undefined): Usage => ({
  input_tokens: u?.input_tokens ?? 0,
  output_tokens: u?.output_tokens ?? 0,
  cache_read_input_tokens: u?.cache_read_input_tokens ?? 0,
  cache_creation_input_tokens: u?.cache_creation_input_tokens ?? 0,
});

export class AnthropicProvider implements Provider {
  readonly name = 'anthropic';
  readonly available = true;
  private readonly client: Anthropic;
  /** Some Messages-API servers lack structured output; after the first refusal, use a tool instead. */
  private structuredOutput = true;

  constructor(private readonly opts: AnthropicOptions) {
    this.client = new Anthropic({
      apiKey: opts.apiKey ?? null,
      authToken: opts.apiKey ? null : (opts.authToken ?? null),
      baseURL: opts.baseUrl ?? null,
      maxRetries: 0,
      timeout: opts.timeoutMs,
    });
  }

  paused(): Pause | null {
    return this.opts.breaker.paused();
  }

  async create(params: CreateParams, meta: CallMeta, o: { signal?: AbortSignal; timeoutMs?: number } = {}): Promise<ModelResponse> {
    const { limiter, ledger, clock, breaker } = this.opts;
    const random = this.opts.random ?? Math.random;
    const pause = breaker.paused();
    if (pause) throw new ProviderUnavailableError(pause.reason);
    for (let attempt = 0; ; attempt++) {
      const started = clock.now();
      try {
        const res = await limiter.run(
          () =>
            this.client.messages.create(params as unknown as Anthropic.MessageCreateParamsNonStreaming, {
              signal: o.signal,
              timeout: o.timeoutMs ?? this.opts.timeoutMs,
              maxRetries: 0,
            }),
          o.signal,
        );
        breaker.success();
        const usage = normUsage(res.usage as Partial<Usage>);
        ledger.record(meta, this.name, res.model ?? params.model, usage, clock.now() - started, res.stop_reason ?? null, null);
        return { content: res.content as unknown as ModelResponse['content'], stop_reason: res.stop_reason ?? null, usage, model: res.model ?? params.model };
      } catch (err) {
        const aborted = err instanceof APIUserAbortError || o.signal?.aborted;
        const message = err instanceof Error ? err.message : String(err);
        ledger.record(meta, this.name, params.model, null, clock.now() - started, null, aborted ? 'aborted' : message.slice(0, 500));
        if (aborted) throw o.signal?.reason ?? err;
        if (!retryable(err) || attempt >= this.opts.maxRetries) {
          if (apiFailing(err)) breaker.failure(err instanceof APIError && err.status ? `HTTP ${err.status}` : message);
          if (rejected(err)) throw new RequestRejectedError(message, err.status, { cause: err });
          throw err;
        }
        const hinted = retryAfterMs(err, clock.now());
        const backoff = Math.min(60_000, this.opts.retryBaseMs * 2 ** attempt) * (0.5 + random() * 0.5);
        const wait = Math.max(hinted ?? 0, backoff);
        if (hinted !== null) limiter.pauseUntil(clock.now() + hinted); // every caller waits, not just this one
        this.opts.log?.warn({ kind: meta.kind, status: (err as APIError).status, attempt: attempt + 1, waitMs: Math.round(wait) }, 'model call failed; retrying');
        await sleep(wait, undefined, { signal: o.signal });
      }
    }
  }

  async select<T>(p: SelectParams): Promise<T> {
    const base = { model: p.model, max_tokens: p.maxTokens, system: [{ type: 'text' as const, text: p.system }], messages: [{ role: 'user' as const, content: [{ type: 'text' as const, text: p.prompt }] }] };
    const opts = { signal: p.signal, timeoutMs: p.timeoutMs };
    if (this.structuredOutput) {
      try {
        const res = await this.create({ ...base, output_config: { format: { type: 'json_schema', schema: p.schema } } }, p.meta, opts);
        const text = res.content.filter((b) => b.type === 'text').map((b) => (b as { text: string }).text).join('');
        try {
          return JSON.parse(text) as T;
        } catch {
          throw new MalformedAnswerError(`the model's answer is not JSON: ${text.slice(0, 200)}`);
        }
      } catch (err) {
        // A server without structured output rejects the field: fall back to a forced tool call.
        if (!(err instanceof RequestRejectedError && err.status === 400 && /output_config|json_schema|structured/i.test(err.message))) throw err;
        this.structuredOutput = false;
        this.opts.log?.info('the model server has no structured output; using a tool as the schema');
      }
    }
    const res = await this.create(
      { ...base, tools: [{ name: 'answer', description: 'Give your answer.', input_schema: p.schema }], tool_choice: { type: 'tool', name: 'answer' } },
      p.meta,
      opts,
    );
    const call = res.content.find((b) => b.type === 'tool_use');
    if (!call || call.type !== 'tool_use' || typeof call.input !== 'object' || call.input === null) {
      throw new MalformedAnswerError('the model did not answer with the requested tool');
    }
    return call.input as T;
  }
}


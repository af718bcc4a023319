// The model layer's vocabulary. Everything memoryd does with a model goes through a Provider.
import { NotRetryableError } from '../errors.js';
import type { Pause } from './breaker.js';

/** A content block as the Messages API takes it (memoryd sends text, tool_use and tool_result). */
export type Block =
  | { type: 'text'; text: string; cache_control?: CacheControl }
  | { type: 'tool_use'; id: string; name: string; input: unknown; cache_control?: CacheControl }
  | { type: 'tool_result'; tool_use_id: string; content: string; is_error?: boolean; cache_control?: CacheControl }
  | { type: 'thinking'; thinking: string; signature?: string };

export interface CacheControl {
  type: 'ephemeral';
  ttl?: '5m' | '1h';
}

export interface ApiMessage {
  role: 'user' | 'assistant';
  content: Block[];
}

export interface ToolSpec {
  name: string;
  description: string;
  input_schema: Record<string, unknown>;
  cache_control?: CacheControl;
}

export interface Usage {
  input_tokens: number;
  output_tokens: number;
  cache_read_input_tokens: number;
  cache_creation_input_tokens: number;
}

export interface ModelResponse {
  content: Block[];
  stop_reason: string | null;
  usage: Usage;
  model: string;
}

/** Who a call is for, so its cost lands on the right job, project and session. */
export interface CallMeta {
  kind: string;
  jobId?: number | null;
  projectId?: number | null;
  sessionId?: string | null;
}

export interface CreateParams {
  model: string;
  system: Block[];
  messages: ApiMessage[];
  tools?: ToolSpec[];
  tool_choice?: { type: 'auto' } | { type: 'tool'; name: string };
  max_tokens: number;
  output_config?: { format: { type: 'json_schema'; schema: Record<string, unknown> } };
}

export interface SelectParams {
  meta: CallMeta;
  model: string;
  system: string;
  prompt: string;
  /** JSON schema of the answer. */
  schema: Record<string, unknown>;
  maxTokens: number;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface Provider {
  /** 'anthropic' or 'offline': status and every job say which one did the work. */
  readonly name: string;
  /** True when calls can be made (a key is set). */
  readonly available: boolean;
  /** One Messages API call with retries, rate limiting and usage recorded. */
  create(params: CreateParams, meta: CallMeta, opts?: { signal?: AbortSignal; timeoutMs?: number }): Promise<ModelResponse>;
  /** A structured answer, parsed from JSON. */
  select<T>(params: SelectParams): Promise<T>;
  /** Set while calls are paused because the API keeps failing (see breaker.ts). */
  paused?(): Pause | null;
}

export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

/** The model API refused a request as it is (400, 404, 413, 422): sent again, it is refused again. */
export class RequestRejectedError extends NotRetryableError {
  override name = 'RequestRejectedError';
  constructor(
    message: string,
    readonly status: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

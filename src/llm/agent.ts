// The agent loop: ask the model, run the tools it asks for (through the sandboxed executor),
// hand back the results, until it answers without a tool call or the turns run out. maxTurns
// is a hard cap on model calls: the tools of the last turn run, there is never one more call.
import type { ToolExecutor } from './tools.js';
import type { ApiMessage, Block, CallMeta, CacheControl, Provider, ToolSpec, Usage } from './types.js';

export interface AgentInput {
  provider: Provider;
  model: string;
  system: Block[];
  messages: ApiMessage[];
  tools: ToolSpec[];
  executor: ToolExecutor;
  maxTurns: number;
  maxTokens?: number;
  meta: CallMeta;
  signal?: AbortSignal;
  cacheTtl?: '5m' | '1h';
  /** Called after each tool call (progress: files touched, phases). */
  onToolCall?: (name: string, input: unknown, result: { content: string; is_error: boolean }) => void;
}

export interface AgentResult {
  messages: ApiMessage[];
  turns: number;
  stopReason: 'end_turn' | 'max_turns' | 'max_tokens' | string;
  usage: Usage[];
  finalText: string;
}

/** Breakpoints the prompt already carries; the loop adds one rolling breakpoint on the newest message. */
export const MAX_BREAKPOINTS = 4;

function countBreakpoints(system: Block[], messages: ApiMessage[], tools: ToolSpec[]): number {
  let n = tools.filter((t) => t.cache_control).length + system.filter((b) => 'cache_control' in b && b.cache_control).length;
  for (const m of messages) for (const b of m.content) if ('cache_control' in b && b.cache_control) n++;
  return n;
}

export async function runAgent(input: AgentInput): Promise<AgentResult> {
  const { provider, executor } = input;
  const messages: ApiMessage[] = input.messages.map((m) => ({ role: m.role, content: [...m.content] }));
  const fixed = countBreakpoints(input.system, messages, input.tools);
  if (fixed > MAX_BREAKPOINTS) throw new Error(`the prompt carries ${fixed} cache breakpoints; at most ${MAX_BREAKPOINTS} are allowed`);
  const cc: CacheControl = { type: 'ephemeral', ...(input.cacheTtl === '1h' ? { ttl: '1h' as const } : {}) };
  const usage: Usage[] = [];
  let rolling: { msg: number; block: number } | null = null;

  for (let turn = 1; ; turn++) {
    input.signal?.throwIfAborted();
    // Move the rolling breakpoint to the newest message, so the next turn reads this one from cache.
    if (fixed < MAX_BREAKPOINTS && turn > 1) {
      if (rolling) {
        const b = messages[rolling.msg]!.content[rolling.block]! as Block & { cache_control?: CacheControl };
        delete b.cache_control;
      }
      const last = messages.length - 1;
      const blk = messages[last]!.content.length - 1;
      messages[last]!.content[blk] = { ...messages[last]!.content[blk]!, cache_control: cc } as Block;
      rolling = { msg: last, block: blk };
    }
    const res = await provider.create(
      { model: input.model, system: input.system, messages, tools: input.tools, max_tokens: input.maxTokens ?? 4_096 },
      input.meta,
      { signal: input.signal },
    );
    usage.push(res.usage);
    messages.push({ role: 'assistant', content: res.content });
    const calls = res.content.filter((b): b is Extract<Block, { type: 'tool_use' }> => b.type === 'tool_use');
    const finalText = () => res.content.filter((b) => b.type === 'text').map((b) => (b as { text: string }).text).join('\n');
    if (res.stop_reason !== 'tool_use' || calls.length === 0) {
      return { messages, turns: turn, stopReason: res.stop_reason ?? 'end_turn', usage, finalText: finalText() };
    }
    const results: Block[] = [];
    for (const call of calls) {
      input.signal?.throwIfAborted();
      const r = await executor.execute(call.name, call.input);
      input.onToolCall?.(call.name, call.input, r);
      results.push({ type: 'tool_result', tool_use_id: call.id, content: r.content, ...(r.is_error ? { is_error: true } : {}) });
    }
    messages.push({ role: 'user', content: results });
    if (turn >= input.maxTurns) return { messages, turns: turn, stopReason: 'max_turns', usage, finalText: finalText() };
  }
}

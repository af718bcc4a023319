// Prompt-cache reuse across job kinds in one growing session, measured by the fake server's
// prefix accounting (exact prefixes, breakpoints, 20-block look-back, TTL, minimum size).
import { afterEach, describe, expect, it } from 'vitest';
import { runAgent } from '../../src/llm/agent.js';
import { buildJobPrompt, cacheControl, transcriptBlocks } from '../../src/llm/prompt-layout.js';
import { ToolExecutor, TOOL_SPECS } from '../../src/llm/tools.js';
import { text } from '../fakes/anthropic-server.js';
import { tempDir } from '../helpers/daemon.js';
import { llmRig, type LlmRig } from '../helpers/llm.js';

/** A plausible coding session: requests, tool calls with output, answers. */
function session(n: number) {
  return Array.from({ length: n }, (_, i) => {
    const seq = i + 1;
    const role = i % 2 === 0 ? 'user' : 'assistant';
    const content =
      role === 'user'
        ? i % 4 === 0
          ? [{ type: 'text', text: `Request ${seq}: please look at the retry logic in the uploader and make sure failures are logged with their attempt number. ${'Context. '.repeat(20)}` }]
          : [{ type: 'tool_result', tool_use_id: `t${seq - 1}`, content: `export async function upload${seq}(file) {\n${'  // code line\n'.repeat(40)}}` }]
        : [
            { type: 'text', text: `Step ${seq}: reading the code and checking the tests. ${'Reasoning. '.repeat(15)}` },
            { type: 'tool_use', id: `t${seq}`, name: 'Read', input: { file_path: `/repo/src/upload/part${seq}.ts` } },
          ];
    return { seq, role: role as 'user' | 'assistant', content: JSON.stringify(content), is_sidechain: 0 };
  });
}

describe('prompt cache reuse', () => {
  let rig: LlmRig | undefined;
  afterEach(async () => {
    await rig?.close();
    rig = undefined;
  });

  it('reads most of the input from cache from the second run on, across job kinds', async () => {
    rig = await llmRig(() => text('nothing to save'), { minCacheTokens: 1_024 });
    const memory = tempDir('memoryd-cache-');
    const cc = cacheControl('5m');
    const runs: Array<[kind: string, messages: number, instruction: string]> = [
      ['extract', 40, 'Extract durable memories from the messages after #30.'],
      ['session_memory', 52, 'Update the session notes in summary.md with what happened since #40.'],
      ['extract', 64, 'Extract durable memories from the messages after #52.'],
    ];
    const shares: number[] = [];
    for (const [kind, n, instruction] of runs) {
      const prompt = buildJobPrompt({ transcript: transcriptBlocks(session(n), cc), instruction });
      const executor = new ToolExecutor({ cwd: memory, readRoots: [memory], writeRoots: [memory] });
      await runAgent({ provider: rig.provider, model: 'claude-haiku-5-5', system: prompt.system, messages: prompt.messages, tools: TOOL_SPECS, executor, maxTurns: 5, meta: { kind } });
      const u = rig.fake.calls.at(-1)!.usage!;
      shares.push(u.cache_read_input_tokens / (u.input_tokens + u.cache_read_input_tokens + u.cache_creation_input_tokens));
    }
    expect(shares[0]).toBe(0);
    expect(shares[1]).toBeGreaterThanOrEqual(0.7);
    expect(shares[2]).toBeGreaterThanOrEqual(0.7);
    // every request had the same tools and system prompt, and at most 4 breakpoints
    const first = rig.fake.requests[0]!.body;
    for (const r of rig.fake.requests) {
      expect(r.body.tools).toEqual(first.tools);
      expect(r.body.system).toEqual(first.system);
      const bps = JSON.stringify(r.body).split('"cache_control"').length - 1;
      expect(bps).toBeLessThanOrEqual(4);
    }
    console.log(`cache-read share of input tokens per run: ${shares.map((s) => `${(s * 100).toFixed(1)}%`).join(', ')}`);
  });

  it('a changed tool list misses the cache, as the real cache does', async () => {
    rig = await llmRig(() => text('ok'), { minCacheTokens: 0 });
    const memory = tempDir('memoryd-cache-');
    const prompt = buildJobPrompt({ transcript: transcriptBlocks(session(30), cacheControl()), instruction: 'x' });
    const run = (tools: typeof TOOL_SPECS) =>
      runAgent({ provider: rig!.provider, model: 'claude-haiku-5-5', system: prompt.system, messages: prompt.messages, tools, executor: new ToolExecutor({ cwd: memory, readRoots: [memory], writeRoots: [memory] }), maxTurns: 1, meta: { kind: 'x' } });
    await run(TOOL_SPECS);
    await run(TOOL_SPECS);
    expect(rig.fake.calls[1]!.usage!.cache_read_input_tokens).toBeGreaterThan(0);
    await run(TOOL_SPECS.slice(1));
    expect(rig.fake.calls[2]!.usage!.cache_read_input_tokens).toBe(0);
  });
});

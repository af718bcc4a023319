// Extraction through the real SDK against the fake Messages API at a fixed latency: for a
// 50-turn session, the time from turn_end to the memory file on disk, the model-input tokens
// per extraction, and the share of them read from the prompt cache.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FakeAnthropic, text, toolUse } from '../test/fakes/anthropic-server.js';
import { percentile, startDaemonProcess, table } from './lib.js';

export async function benchExtract(): Promise<{ markdown: string; data: unknown }> {
  const latencyMs = 150;
  const fake = await new FakeAnthropic(
    (req) => {
      const last = JSON.stringify(req.body.messages.at(-1));
      if (last.includes('tool_result')) return { delayMs: latencyMs, then: text('Saved.') };
      const dir = /The memory directory is (\S+)\. Existing/.exec(JSON.stringify(req.body.messages[0]!.content.at(-1)))![1]!;
      const turn = /turn (\d+) of the bench/.exec(JSON.stringify(req.body.messages[0]!.content.at(-2)) ?? '')?.[1] ?? 'x';
      const count = (JSON.stringify(req.body.messages[0]!.content).match(/turn (\d+) of the bench/g) ?? []).length;
      return {
        delayMs: latencyMs,
        then: toolUse(['Write', { file_path: `${dir}/project_turn_${count}.md`, content: `---\nname: Turn ${count}\ndescription: What turn ${count} decided\ntype: project\n---\nDecision ${turn}.\n` }]),
      };
    },
    { apiKey: 'bench-key', minCacheTokens: 1_024 },
  ).start();
  const daemon = await startDaemonProcess({
    ANTHROPIC_API_KEY: 'bench-key',
    ANTHROPIC_BASE_URL: fake.url,
    MEMORYD_SESSION_NOTES_ENABLED: 'false',
    MEMORYD_QUEUE_POLL_MS: '10',
    MEMORYD_WATCH_ENABLED: 'false',
    MEMORYD_LLM_REQUESTS_PER_MINUTE: '1000', // the default (50) would make the bench wait on the limiter
  });
  const token = readFileSync(join(daemon.home, 'token'), 'utf8').trim();
  const project = '/bench/extract-project';
  const post = (body: unknown) =>
    fetch(`${daemon.url}/v1/events`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const memDir = join(daemon.home, 'projects', '-bench-extract-project', 'memory');
  const latencies: number[] = [];
  try {
    for (let t = 1; t <= Number(process.env.BENCH_TURNS ?? 50); t++) {
      const started = performance.now();
      await post({
        type: 'turn_end',
        session: 'bench-session',
        project,
        event_id: `turn-${t}`,
        messages: [
          { role: 'user', content: `This is turn ${t} of the bench. We agreed that the export job must retry three times and page the on-call after the last failure; ${'context '.repeat(40)}` },
          { role: 'assistant', content: [{ type: 'text', text: 'Checking the export job.' }, { type: 'tool_use', id: `r${t}`, name: 'Read', input: { file_path: `/repo/src/export/job${t}.ts` } }] },
          { role: 'user', content: [{ type: 'tool_result', tool_use_id: `r${t}`, content: `export function job${t}() {\n${'  // implementation line\n'.repeat(30)}}` }] },
          { role: 'assistant', content: `Done for turn ${t}: retries are set to three and paging is wired. ${'detail '.repeat(30)}` },
        ],
      });
      const file = join(memDir, `project_turn_${t}.md`);
      for (const until = Date.now() + 30_000; !existsSync(file); ) {
        if (Date.now() > until) throw new Error(`turn ${t}: no memory file after 30 s`);
        await new Promise((r) => setTimeout(r, 2));
      }
      latencies.push(performance.now() - started);
    }
  } finally {
    await daemon.stop();
    await fake.stop();
  }
  // One extraction = the calls between two first-turn requests (no tool_result in the last message).
  const runs: Array<{ input: number; read: number; write: number; calls: number }> = [];
  for (const c of fake.calls) {
    const first = !JSON.stringify(c.request.body.messages.at(-1)).includes('tool_result');
    if (first) runs.push({ input: 0, read: 0, write: 0, calls: 0 });
    const r = runs.at(-1)!;
    const u = c.usage!;
    r.calls++;
    r.input += u.input_tokens + u.cache_read_input_tokens + u.cache_creation_input_tokens;
    r.read += u.cache_read_input_tokens;
    r.write += u.cache_creation_input_tokens;
  }
  const later = runs.slice(1);
  const share = later.reduce((s, r) => s + r.read, 0) / later.reduce((s, r) => s + r.input, 0);
  const firstShare = runs[0]!.read / runs[0]!.input;
  const sorted = [...latencies].sort((a, b) => a - b);
  const perRun = runs.map((r) => r.input);
  const data = {
    latencyMs,
    turns: latencies.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    inputTokensPerExtraction: { first: perRun[0], median: percentile([...perRun].sort((a, b) => a - b), 50), last: perRun.at(-1) },
    cacheReadShareAfterFirst: share,
    cacheReadShareFirst: firstShare,
    calls: fake.calls.length,
  };
  const markdown = [
    `### Extraction (fake Messages API at ${latencyMs} ms per call, 50-turn session, two calls per extraction)`,
    '',
    table(
      ['turn_end → memory file p50 ms', 'p99 ms', 'input tokens / extraction (first, median, last)', 'cache-read share, runs 2–50'],
      [[data.p50, data.p99, `${data.inputTokensPerExtraction.first}, ${data.inputTokensPerExtraction.median}, ${data.inputTokensPerExtraction.last}`, `${(share * 100).toFixed(1)}%`]],
    ),
  ].join('\n');
  return { markdown, data };
}

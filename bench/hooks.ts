// What a Claude Code user waits for: the UserPromptSubmit and Stop hooks over loopback, as a
// session's transcript grows turn by turn (each hook reads only what is new), with 200 memory
// files in the project and extraction and session notes running as they would. The floor is a
// bare fastify route answering the same payloads, in the same run.
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderMemory } from '../src/memory/frontmatter.js';
import { resolveProjectRoot, sanitizePath } from '../src/memory/paths.js';
import { corpus } from './recall.js';
import { ROOT, benchDir, httpRequest, percentile, spawnServer, startDaemonProcess, table } from './lib.js';

const TURNS = 400;
const line = (o: object) => JSON.stringify(o) + '\n';

/** One turn as Claude Code writes it: the prompt, a tool call and its result, the answer. */
function turnLines(i: number, session: string, cwd: string, words: string): { prompt: string; rest: string } {
  const base = { sessionId: session, cwd, isSidechain: false, timestamp: new Date().toISOString() };
  const prompt = `Turn ${i}: look at ${words} and tell me what to change`;
  return {
    prompt,
    rest:
      line({ ...base, type: 'assistant', uuid: `a${i}`, message: { id: `msg_${i}a`, role: 'assistant', model: 'm', content: [{ type: 'tool_use', id: `t${i}`, name: 'Read', input: { file_path: `/src/file${i}.ts` } }], usage: { input_tokens: 100, output_tokens: 20 } } }) +
      line({ ...base, type: 'user', uuid: `r${i}`, message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: `t${i}`, content: `export const value${i} = ${i};\n`.repeat(40) }] } }) +
      line({ ...base, type: 'assistant', uuid: `b${i}`, message: { id: `msg_${i}b`, role: 'assistant', model: 'm', content: [{ type: 'text', text: `Change value${i} to use the retry helper.` }], usage: { input_tokens: 200, output_tokens: 30 } } }),
  };
}

async function runSession(url: string, headers: Record<string, string>, claudeDir: string, cwd: string): Promise<{ prompt: number[]; stop: number[] }> {
  const session = '00000000-0000-4000-8000-000000000001';
  const dir = join(claudeDir, 'projects', sanitizePath(cwd));
  mkdirSync(dir, { recursive: true });
  const transcript = join(dir, `${session}.jsonl`);
  writeFileSync(transcript, '');
  const base = { session_id: session, transcript_path: transcript, cwd };
  const send = (payload: object) => httpRequest('POST', url, { 'content-type': 'application/json', ...headers }, JSON.stringify({ ...base, ...payload }));
  await send({ hook_event_name: 'SessionStart', source: 'startup' });
  // words from the memory files' descriptions: prompts that find memories (the same corpus as below)
  const vocab = corpus(200).map((f) => f.description.split(' ').slice(0, 3).join(' '));
  const prompt: number[] = [];
  const stop: number[] = [];
  for (let i = 0; i < TURNS; i++) {
    const t = turnLines(i, session, cwd, vocab[i % vocab.length]!);
    appendFileSync(transcript, line({ type: 'user', uuid: `u${i}`, sessionId: session, cwd, message: { role: 'user', content: t.prompt } }));
    let s = performance.now();
    const p = await send({ hook_event_name: 'UserPromptSubmit', prompt: t.prompt });
    prompt.push(performance.now() - s);
    if (p.status >= 300) throw new Error(`UserPromptSubmit answered ${p.status}`);
    appendFileSync(transcript, t.rest);
    s = performance.now();
    const r = await send({ hook_event_name: 'Stop', stop_hook_active: false });
    stop.push(performance.now() - s);
    if (r.status >= 300) throw new Error(`Stop answered ${r.status}`);
  }
  return { prompt, stop };
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p99: percentile(s, 99) };
};

export async function benchHooks(): Promise<{ markdown: string; data: unknown }> {
  const claudeDir = mkdtempSync(join(benchDir(), 'memoryd-bench-claude-'));
  const cwd = mkdtempSync(join(benchDir(), 'memoryd-bench-cwd-'));
  const daemon = await startDaemonProcess({ CLAUDE_CONFIG_DIR: claudeDir });
  let ours: { prompt: number[]; stop: number[] };
  try {
    const token = readFileSync(join(daemon.home, 'token'), 'utf8').trim();
    // the project's memory: 200 files, indexed when the session first names the project
    const memDir = join(daemon.home, 'projects', sanitizePath(resolveProjectRoot(cwd)), 'memory');
    mkdirSync(memDir, { recursive: true });
    const t0 = Date.now() / 1000;
    corpus(200).forEach((f, i) => {
      writeFileSync(join(memDir, f.file), renderMemory(f, f.body));
      utimesSync(join(memDir, f.file), t0 - i * 60, t0 - i * 60);
    });
    ours = await runSession(`${daemon.url}/v1/hooks/claude-code`, { authorization: `Bearer ${token}` }, claudeDir, cwd);
  } finally {
    await daemon.stop();
  }
  const bare = await spawnServer([join(ROOT, 'bench', 'bare-server.mjs')]);
  let floor: { prompt: number[]; stop: number[] };
  try {
    floor = await runSession(`${bare.url}/v1/events`, {}, mkdtempSync(join(benchDir(), 'memoryd-bench-claude-')), cwd);
  } finally {
    await bare.stop();
  }

  const rows: Array<Array<string | number>> = [];
  const data: Record<string, unknown> = {};
  const slices: Array<[string, number, number]> = [
    ['turns 1–50', 0, 50],
    [`turns ${TURNS - 49}–${TURNS}`, TURNS - 50, TURNS],
  ];
  for (const hook of ['prompt', 'stop'] as const) {
    for (const [label, from, to] of slices) {
      const o = stats(ours[hook].slice(from, to));
      const b = stats(floor[hook].slice(from, to));
      const name = hook === 'prompt' ? 'UserPromptSubmit (recall)' : 'Stop (read, store, end the turn)';
      data[`${hook}_${from}`] = { ours: o, bare: b };
      rows.push([name, label, o.p50, o.p99, b.p50, b.p99, `+${(o.p50 - b.p50).toFixed(2)} ms at p50`]);
    }
  }
  const markdown = [
    `### Claude Code hooks (one session, ${TURNS} turns appended to its transcript, 200 memory files, offline; the bare route answers the same payloads)`,
    '',
    table(['hook', 'turns', 'memoryd p50 ms', 'memoryd p99 ms', 'bare p50 ms', 'bare p99 ms', 'cost over bare'], rows),
  ].join('\n');
  return { markdown, data };
}

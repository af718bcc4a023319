// A transcript of lines of every shape — fields of any type, blocks of any kind, nesting — with a
// sound user line every tenth line. Deterministic: the same seed gives the same file.
import { seeded } from './random.js';

export function oddTranscript(seed: number, count = 2_000): { text: string; good: Array<{ uuid: string; text: string }> } {
  const r = seeded(seed);
  const pick = <T>(xs: T[]): T => xs[Math.floor(r() * xs.length)]!;
  const anything = (depth = 0): unknown =>
    pick([
      () => null,
      () => r() > 0.5,
      () => Math.floor(r() * 1e6) - 5e5,
      () => r() * 10,
      () => 'x'.repeat(Math.floor(r() * 20)),
      () => '',
      () => (depth > 2 ? [] : Array.from({ length: Math.floor(r() * 3) }, () => anything(depth + 1))),
      () =>
        depth > 2
          ? {}
          : { type: pick(['text', 'tool_use', 'tool_result', 'image', 'thinking', 7, null]), text: anything(depth + 1), id: anything(depth + 1), name: anything(depth + 1), tool_use_id: anything(depth + 1), content: anything(depth + 1) },
    ])();
  const maybe = () => (r() > 0.3 ? anything() : undefined);
  const lines: string[] = [];
  const good: Array<{ uuid: string; text: string }> = [];
  for (let i = 0; i < count; i++) {
    if (i % 10 === 0) {
      good.push({ uuid: `good-${i}`, text: `sound line ${i}` });
      lines.push(JSON.stringify({ type: 'user', uuid: `good-${i}`, message: { role: 'user', content: `sound line ${i}` } }));
      continue;
    }
    const type = pick(['user', 'assistant', 'attachment', 'system', 'summary', 42, null]);
    lines.push(
      JSON.stringify({
        type,
        uuid: r() > 0.2 ? `l${i}` : anything(),
        timestamp: maybe(),
        isSidechain: maybe(),
        isMeta: r() > 0.9 ? true : undefined,
        subtype: pick(['turn_duration', 'local_command', undefined]),
        message: r() > 0.1 ? { role: pick(['user', 'assistant', 3]), id: r() > 0.5 ? `msg_${Math.floor(i / 3)}` : anything(), model: maybe(), content: anything(), usage: maybe() } : anything(),
        attachment: type === 'attachment' ? { type: pick(['queued_command', 'nested_memory']), commandMode: pick(['prompt', undefined, 1]), origin: maybe(), prompt: anything() } : undefined,
      }),
    );
  }
  return { text: lines.join('\n') + '\n', good };
}

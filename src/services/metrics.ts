// In-process counters for /metrics; gauges are read from the database at scrape time.
import { EventLoopDelay } from './event-loop.js';

export class Metrics {
  /** How long the event loop kept work waiting, over the last minute. */
  readonly loop = new EventLoopDelay();
  readonly events = new Map<string, number>();
  messagesAccepted = 0;
  messagesDuplicate = 0;
  readonly jobsFinished = new Map<string, number>();
  /** Claude Code transcripts: messages left out or mended for malformed lines, files refused for lying outside the roots. */
  readonly transcripts = { malformed: 0, refused: 0 };
  /** Requests refused before any route (wrong token, foreign Host or Origin), by code and by whether a Claude Code hook sent it. */
  readonly refused = new Map<string, number>();
  /** Claude Code hooks refused for their token, and when the last was: its http hooks fail quietly, so status says so. */
  hooksUnauthorized: { count: number; last_at: number } | null = null;

  countEvent(type: string): void {
    this.events.set(type, (this.events.get(type) ?? 0) + 1);
  }

  countJob(kind: string, state: string): void {
    countPair(this.jobsFinished, kind, state);
  }

  countRefused(code: string, hook: boolean, at: number): void {
    countPair(this.refused, code, hook ? 'hooks' : 'other');
    if (hook && code === 'unauthorized') this.hooksUnauthorized = { count: (this.hooksUnauthorized?.count ?? 0) + 1, last_at: at };
  }

  close(): void {
    this.loop.close();
  }
}

/** A counter kept under two label values joined by \0 (jobs by kind and state, refusals by code and source). */
function countPair(counts: Map<string, number>, a: string, b: string): void {
  const k = `${a}\0${b}`;
  counts.set(k, (counts.get(k) ?? 0) + 1);
}

/** That counter's samples, its two values under the names given. */
export function pairSamples(counts: Map<string, number>, [a, b]: [string, string]): Array<[Record<string, string>, number]> {
  return [...counts].map(([k, n]) => {
    const [x, y] = k.split('\0');
    return [{ [a]: x!, [b]: y! }, n];
  });
}

const esc = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/** Prometheus text exposition: one HELP/TYPE pair per family, then its samples. */
export function renderMetrics(
  families: Array<{ name: string; help: string; type: 'counter' | 'gauge'; samples: Array<[Record<string, string>, number]> }>,
): string {
  const out: string[] = [];
  for (const f of families) {
    out.push(`# HELP ${f.name} ${f.help}`, `# TYPE ${f.name} ${f.type}`);
    for (const [labels, value] of f.samples) {
      const l = Object.entries(labels).map(([k, v]) => `${k}="${esc(v)}"`).join(',');
      out.push(`${f.name}${l ? `{${l}}` : ''} ${value}`);
    }
  }
  return out.join('\n') + '\n';
}

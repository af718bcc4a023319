// How long the event loop keeps a request waiting: the daemon's promise to stay out of the
// agent's way, measured where it runs. Node's own sampler (a timer every 10 ms, in C++; what it
// records includes those 10 ms, taken off here), read over the last full minute so a spike
// shows for a while and then ages out.
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

const RESOLUTION_MS = 10;

export interface LoopDelay {
  p50_ms: number;
  p99_ms: number;
  max_ms: number;
}

export class EventLoopDelay {
  private readonly histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  private readonly timer: NodeJS.Timeout;
  private lastMinute: LoopDelay | null = null;

  constructor(windowMs = 60_000) {
    this.histogram.enable();
    this.timer = setInterval(() => {
      this.lastMinute = this.read();
      this.histogram.reset();
    }, windowMs);
    this.timer.unref();
  }

  /** The last full minute's delays; before the first minute is over, those so far. */
  snapshot(): LoopDelay {
    return this.lastMinute ?? this.read();
  }

  private read(): LoopDelay {
    const ms = (ns: number) => Math.max(0, Math.round((ns / 1e6 - RESOLUTION_MS) * 100) / 100);
    // (an empty histogram reports NaN and a huge minimum; it has no samples before the first tick)
    if (this.histogram.count === 0) return { p50_ms: 0, p99_ms: 0, max_ms: 0 };
    return { p50_ms: ms(this.histogram.percentile(50)), p99_ms: ms(this.histogram.percentile(99)), max_ms: ms(this.histogram.max) };
  }

  close(): void {
    clearInterval(this.timer);
    this.histogram.disable();
  }
}

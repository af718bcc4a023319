// The daemon's live feed: job progress, saved memories, dream phases, notifications. The SSE
// route and the status page listen; workers publish.
import { EventEmitter } from 'node:events';
import type { Clock } from '../clock.js';
import type { Db } from '../store/db.js';

export interface LiveEvent {
  type: string;
  at: number;
  [k: string]: unknown;
}

export class EventBus {
  private readonly emitter = new EventEmitter();

  constructor(private readonly clock: Clock) {
    // one listener a status stream, and the stream route lets 64 be open (routes/stream.ts)
    this.emitter.setMaxListeners(100);
  }

  publish(type: string, data: Record<string, unknown> = {}): void {
    this.emitter.emit('event', { type, at: this.clock.now(), ...data } satisfies LiveEvent);
  }

  subscribe(fn: (e: LiveEvent) => void): () => void {
    this.emitter.on('event', fn);
    return () => this.emitter.off('event', fn);
  }
}

export interface NotificationRow {
  id: number;
  at: number;
  project_id: number | null;
  session_id: string | null;
  kind: string;
  message: string;
  data: string;
  delivered_at: number | null;
}

/** Messages for people and agents ("Saved 2 memories: …"): kept, streamed, and handed to the session's next response. */
export class Notifications {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly bus: EventBus,
  ) {}

  add(n: { projectId: number | null; sessionId: string | null; kind: string; message: string; data?: Record<string, unknown> }): void {
    const at = this.clock.now();
    const { lastInsertRowid } = this.db
      .prepare(`INSERT INTO notifications (at, project_id, session_id, kind, message, data) VALUES (?, ?, ?, ?, ?, ?)`)
      .run(at, n.projectId, n.sessionId, n.kind, n.message, JSON.stringify(n.data ?? {}));
    this.bus.publish('notification', { id: Number(lastInsertRowid), project_id: n.projectId, session_id: n.sessionId, kind: n.kind, message: n.message, data: n.data ?? {} });
  }

  /** Undelivered notifications of a session, marked delivered as they are handed over. */
  takeFor(sessionId: string): NotificationRow[] {
    return this.db
      .transaction(() => {
        const rows = this.db.prepare(`SELECT * FROM notifications WHERE session_id = ? AND delivered_at IS NULL ORDER BY id`).all(sessionId) as NotificationRow[];
        if (rows.length) this.db.prepare(`UPDATE notifications SET delivered_at = ? WHERE session_id = ? AND delivered_at IS NULL`).run(this.clock.now(), sessionId);
        return rows;
      })
      .immediate();
  }

  recent(limit = 20): NotificationRow[] {
    return this.db.prepare(`SELECT * FROM notifications ORDER BY id DESC LIMIT ?`).all(limit) as NotificationRow[];
  }
}

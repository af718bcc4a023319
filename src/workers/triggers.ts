// What an event starts, decided inside the intake transaction with cheap checks only: counters
// on the session row and, for the dream, one (cached) stat of the lock — never a model call.
import type { Config } from '../config.js';
import type { DreamGates } from '../services/dream-gates.js';
import type { Trigger } from '../services/intake.js';
import { dreamRequest } from './jobs/dream.js';
import { extractRequest, extractsFor } from './jobs/extract.js';
import { sessionNotesJob } from './jobs/session-memory.js';

/**
 * Extraction after a turn ends: only the main agent's turns, only a final answer (no tool call
 * pending), every N such turns. And once more when the session ends with messages no run has
 * covered — a last turn cut short, or the turns short of the next N — so they are not lost (the
 * run itself skips without a model call when they hold no prose); that one waits
 * `afterSessionEndMs`, and a turn ended meanwhile by an answer read late merges into it.
 * Coalesced per session: a queued run absorbs later requests (taking the earlier start), a
 * running one gets exactly one trailing run.
 */
export function extractTrigger(config: Config['extract']): Trigger {
  return ({ event, project, session, subagent, now }) => {
    if (subagent || !extractsFor(config, project)) return [];
    const run = (runAt = now) => [extractRequest(session, runAt)];
    if (event.type === 'session_end') return session.last_seq > (session.extract_cursor_seq ?? 0) ? run(now + config.afterSessionEndMs) : [];
    if (event.type !== 'turn_end') return [];
    if (session.last_assistant_tool_call === 1) return []; // the turn is not over: a tool call is pending
    session.eligible_turns++;
    return session.eligible_turns % config.everyTurns === 0 ? run() : [];
  };
}

/**
 * Session notes after a model sampling or a turn end (never for an imported past session: it
 * will not be compacted): the first update once the context reaches
 * initTokens; later ones only when updateTokens more have come AND (toolCalls tool calls were
 * made since, or the last assistant turn called no tool — a natural pause).
 */
export function sessionNotesTrigger(config: Config['sessionNotes']): Trigger {
  return ({ event, session, subagent, added }) => {
    if (!config.enabled || subagent || event.history || added === 0 || (event.type !== 'message' && event.type !== 'turn_end')) return [];
    const tokens = session.context_tokens;
    if (session.notes_tokens_at === null) {
      if (tokens < config.initTokens) return [];
    } else {
      const grown = tokens - session.notes_tokens_at >= config.updateTokens;
      const busy = session.tool_calls - session.notes_tool_calls_at >= config.toolCalls;
      const pause = session.last_assistant_tool_call === 0;
      if (!grown || !(busy || pause)) return [];
    }
    session.notes_tokens_at = tokens;
    session.notes_tool_calls_at = session.tool_calls;
    return [sessionNotesJob(session)];
  };
}

/** A dream after a turn ends or a session starts, when the cheap gates (enabled, time, scan throttle, sessions, budget) pass. */
export function dreamTrigger(gates: DreamGates): Trigger {
  return ({ event, project, session, subagent }) => {
    if (subagent || (event.type !== 'turn_end' && event.type !== 'session_start')) return [];
    const g = gates.check(project, session.id);
    if (!g.go) return [];
    return [dreamRequest(project.id, { trigger: 'auto' })];
  };
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SessionId } from '../../api/schemas.js';
import { notFound } from '../../errors.js';
import { parseInput } from '../validate.js';
import type { ServerDeps } from '../deps.js';

const Params = z.object({ id: SessionId });

export async function sessionRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  app.get('/v1/sessions/:id', async (req) => {
    const { id } = parseInput(Params, req.params, 'params');
    const s = deps.sessions.get(id);
    if (!s) throw notFound(`session ${id}`);
    return {
      id: s.id,
      project_id: s.project_id,
      source: s.source,
      started_at: s.started_at,
      last_event_at: s.last_event_at,
      ended_at: s.ended_at,
      messages: { main: s.message_count, subagent: s.sidechain_count },
      context_tokens_estimate: s.context_tokens,
      tool_calls: s.tool_calls,
      last_assistant_tool_call: s.last_assistant_tool_call === 1,
      turns: s.turns,
      extraction: {
        cursor_uuid: s.extract_cursor_uuid,
        cursor_seq: s.extract_cursor_seq,
        last: s.last_extract ? JSON.parse(s.last_extract) : null,
      },
      notes: { covered_seq: s.notes_seq, updated_at: s.notes_updated_at, running_since: s.notes_started_at },
    };
  });

  app.get('/v1/sessions/:id/memory', async (req) => {
    const { id } = parseInput(Params, req.params, 'params');
    const s = deps.sessions.get(id);
    const file = deps.compaction.notesFile(id);
    if (!s || !file) throw notFound(`session ${id}`);
    return { session: id, path: file.path, content: file.text, covered_seq: s.notes_seq, updated_at: s.notes_updated_at, running: s.notes_started_at !== null };
  });

  app.post('/v1/sessions/:id/compact', async (req) => {
    const { id } = parseInput(Params, req.params, 'params');
    const r = await deps.compaction.compact(id);
    if (!r) throw notFound(`session ${id}`);
    // (the client compacts now, with these notes or on its own: what recall showed before leaves its context)
    deps.compaction.contextReplaced(id);
    return r;
  });
}

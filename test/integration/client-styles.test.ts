import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventInput } from '../../src/client/index.js';
import { seeded } from '../helpers/random.js';
import { startTestDaemon, type TestDaemon } from '../helpers/daemon.js';

// The ways a client may post a conversation, at random (a fixed seed, so a failure can be
// replayed): each turn's own messages, one to three turns at once; the whole conversation each
// turn, or after each message and again at the turn's end; the whole conversation until it
// compacts, then a summary and a tail of two to six messages. Events carry their own event_id and no uuids, the hardest case. Whatever the style,
// the session ends up holding each message of the conversation once, in order.

type Msg = { role: 'user' | 'assistant'; content: string | Array<Record<string, unknown>> };

const project = '/work/projects/client-styles';

describe('every way of posting a conversation', () => {
  let d: TestDaemon;
  beforeAll(async () => {
    d = await startTestDaemon();
  });
  afterAll(() => d.stop());

  const stored = (session: string) =>
    (d.db.prepare(`SELECT role, content FROM messages WHERE session_id = ? AND is_sidechain = 0 ORDER BY seq`).all(session) as Array<{ role: string; content: string }>).map(
      (r) => `${r.role}: ${r.content}`,
    );
  const asStored = (m: Msg) => `${m.role}: ${JSON.stringify(typeof m.content === 'string' ? [{ type: 'text', text: m.content }] : m.content)}`;

  it('stores each message once, in order, for each client style', async () => {
    const rnd = seeded(20261201);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
    let n = 0;
    /** A turn: what few words users and agents repeat most ("yes" / "done"), or one with a tool call. */
    const turn = (unique: boolean): Msg[] => {
      const id = `t${++n}`;
      if (!unique && rnd() < 0.8) return [{ role: 'user', content: pick(['yes', 'ok']) }, { role: 'assistant', content: 'Done.' }];
      return [
        { role: 'user', content: unique ? `Step ${id}: run the tests.` : 'run the tests' },
        { role: 'assistant', content: [{ type: 'tool_use', id, name: 'Bash', input: { command: 'npm test' } }] },
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: 'ok' }] },
        { role: 'assistant', content: unique ? `Step ${id} passed.` : 'Done.' },
      ];
    };
    for (const style of ['own turns', 'whole', 'whole, each sampling', 'compacting'] as const) {
      for (let s = 0; s < 3; s++) {
        const session = `${style.replace(/\W+/g, '-')}-${s}`;
        const conversation: Msg[] = [...turn(true)];
        let sent: Msg[] = [...conversation];
        let event = 0;
        const post = (messages: Msg[], type = 'turn_end') => d.client.postEvents({ type, session, project, event_id: `e${++event}`, messages } as EventInput);
        await post(conversation);
        let compacted = false;
        for (let t = 0; t < 24; t++) {
          if (style === 'compacting' && t === 10) {
            const kept = sent.slice(-(2 + Math.floor(rnd() * 5)));
            sent = [{ role: 'user', content: `Summary of ${session} so far.` }, ...kept];
            compacted = true;
          }
          // after a compaction the tail is told apart from new turns by content: those turns say something new
          const fresh = Array.from({ length: style === 'own turns' ? 1 + Math.floor(rnd() * 3) : 1 }, () => turn(compacted)).flat();
          conversation.push(...fresh);
          if (style === 'own turns') await post(fresh);
          else if (style === 'whole, each sampling') {
            // the conversation so far after each message of the turn, then the turn's end with nothing new
            for (const m of fresh) await post((sent = [...sent, m]), 'message');
            await post(sent);
          } else await post((sent = [...sent, ...fresh]));
        }
        expect(stored(session), `${style} ${s}`).toEqual(conversation.map(asStored));
      }
    }
  });
});

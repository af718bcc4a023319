import { expect } from 'vitest';
import { extractStatements, standsAlone } from '../../src/memory/offline-extract.js';

/** What the extraction job keeps of the user's reply to the agent's words, as [type, text]. */
export const keptAfter = (agent: string, user: string) =>
  extractStatements([
    { role: 'assistant', text: agent },
    { role: 'user', text: user },
  ])
    .filter(standsAlone)
    .map((s) => [s.type, s.text]);

/** Each reply, after the agent's words, keeps one memory: [agent's words, reply] pairs. */
export const eachKeptOnce = (pairs: Array<[string, string]>) => {
  for (const [agent, user] of pairs) expect(keptAfter(agent, user), `${agent} — ${user}`).toHaveLength(1);
};

/** No reply, after the agent's words, keeps anything. */
export const noneKept = (pairs: Array<[string, string]>) => {
  for (const [agent, user] of pairs) expect(keptAfter(agent, user), `${agent} — ${user}`).toEqual([]);
};

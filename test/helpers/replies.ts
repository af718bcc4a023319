import { extractStatements, standsAlone } from '../../src/memory/offline-extract.js';

/** What the extraction job keeps of the user's reply to the agent's words, as [type, text]. */
export const keptAfter = (agent: string, user: string) =>
  extractStatements([
    { role: 'assistant', text: agent },
    { role: 'user', text: user },
  ])
    .filter(standsAlone)
    .map((s) => [s.type, s.text]);

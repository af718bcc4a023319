import { describe, expect, it } from 'vitest';
import { keptAfter } from '../helpers/replies.js';

const kept = keptAfter;

describe("a refusal named by the agent's act", () => {
  it("names a refusal's 'those' or 'that' by what the agent said it did, when the refusal names nothing of its own", () => {
    expect(kept('I used a barrel file for exports.', "please don't, we avoid those")).toEqual([['feedback', "Don't use a barrel file for exports: we avoid those."]]);
    expect(kept('I added a default export to the component.', "no, we don't do that here")).toEqual([['feedback', "Don't add a default export to the component: we don't do that here."]]);
    // (a refusal that names its thing is kept as said; one the agent's words cannot name, as before)
    expect(kept('I added lodash for the debounce.', "no, we don't use Lodash anymore")).toEqual([['feedback', "We don't use Lodash anymore."]]);
    expect(kept("I've updated the handler and added a test.", "no, we don't do that here")).toEqual([['feedback', "We don't do that here."]]);
    // ("never do that, …": the refusal itself, and why; not once the refusal names the act itself)
    expect(kept('I wrote the query with string concatenation.', 'never do that, sql injection. parameterized queries only, always')).toEqual([
      ['feedback', 'Never write the query with string concatenation: sql injection.'],
      ['feedback', 'Parameterized queries only.'],
    ]);
    expect(kept('I deleted the old migration files since they were already applied.', 'NO. never delete migrations, other environments still need them')).toEqual([
      ['feedback', 'Never delete migrations, other environments still need them.'],
    ]);
  });

  it("keeps what the agent meant to do, refused with what it costs or touches, named by the agent's words", () => {
    expect(kept("I'll run the full e2e suite now.", "don't, it takes 40 minutes and hits the real stripe sandbox. run the unit tests, e2e runs nightly")).toEqual([
      ['feedback', "Don't run the full e2e suite: it takes 40 minutes and hits the real stripe sandbox."],
      ['project', 'Run the unit tests, e2e runs nightly.'],
    ]);
    expect(kept("I'll run the migration now.", "no, that's prod")).toEqual([['feedback', "Don't run the migration: that's prod."]]);
    for (const [agent, user] of [
      ["I'll fix the typo.", "don't, it's fine"],
      ["I'll restart the server.", 'no, it takes a while but go ahead'],
      ['Done.', "don't, it takes 40 minutes"], // what, no reading can tell
      ["I'll update the handler and add a test.", "don't, it takes forever"], // which of the two
    ]) expect(kept(agent!, user!), `${agent} — ${user}`).toEqual([]);
  });
});

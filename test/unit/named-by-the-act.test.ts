import { describe, expect, it } from 'vitest';
import { keptAfter, noneKept } from '../helpers/replies.js';
import { theActsThing } from '../../src/memory/named-by-the-act.js';

const kept = keptAfter;

describe("a reply whose \"one\" or \"it\" only the agent's act names", () => {
  it('finds the one thing the agent acts on, and none when it names two or none', () => {
    expect(theActsThing("I'll add an index on created_at.")).toBe('an index');
    expect(theActsThing('Shall I delete the old endpoint?')).toBe('the old endpoint');
    expect(theActsThing("I'll add an index and a test.")).toBeNull();
    expect(theActsThing("I'll add an index. Then I'll write a migration.")).toBeNull();
    expect(theActsThing("I'll take a look.")).toBeNull();
  });

  it("names what every one of a kind gets by the agent's thing", () => {
    expect(kept("I'll add an index on created_at.", 'Yes. Every table we query by date gets one.')).toEqual([['feedback', 'Every table we query by date gets an index.']]);
    expect(kept('Want me to add a changelog entry?', 'yes, every PR needs one')).toEqual([['feedback', 'Every PR needs a changelog entry.']]);
    expect(kept("I'll create a branch for this.", 'each ticket gets one')).toEqual([['feedback', 'Each ticket gets a branch.']]);
  });

  it("names what still depends on the agent's thing, and what it already is", () => {
    expect(kept('Shall I delete the old endpoint?', 'not yet, the mobile app v2 still calls it until March')).toEqual([
      ['project', 'The mobile app v2 still calls the old endpoint until March.'],
    ]);
    expect(kept("I'll remove the legacy client.", "don't, the billing job still uses it")).toEqual([['project', 'The billing job still uses the legacy client.']]);
    expect(kept('Should I vendor the library?', "it's already a git submodule under vendor/")).toEqual([['project', 'The library is already a git submodule under vendor/.']]);
  });

  it('keeps nothing when the thing is one already named, two, or what holds today', () => {
    noneKept([
      ["I'll add the index.", 'every table gets one'],
      ["I'll add an index and a test.", 'every table gets one'],
      ["I'll remove the legacy client.", 'no, the test still uses it today'],
      ['Should I add the config file?', "it's already in the repo"],
      ["I'll fix the bug.", 'every time it gets one'],
      ["I'll take a look.", 'every day gets one'],
    ]);
  });
});

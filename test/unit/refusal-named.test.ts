import { describe, expect, it } from 'vitest';
import { keptAfter, noneKept } from '../helpers/replies.js';

const kept = keptAfter;

describe("a refusal named by the agent's act", () => {
  it("names a refusal's 'those' or 'that' by what the agent said it did, when the refusal names nothing of its own", () => {
    expect(kept('I used a barrel file for exports.', "please don't, we avoid those")).toEqual([['feedback', "Don't use a barrel file for exports: we avoid those."]]);
    expect(kept('I added a default export to the component.', "no, we don't do that here")).toEqual([['feedback', "Don't add a default export to the component: we don't do that here."]]);
    // (a refusal that names its thing is kept as said; one whose "that" the agent's words cannot name — two acts — says
    // nothing a later session could read, and is not kept)
    expect(kept('I added lodash for the debounce.', "no, we don't use Lodash anymore")).toEqual([['feedback', "We don't use Lodash anymore."]]);
    expect(kept("I've updated the handler and added a test.", "no, we don't do that here")).toEqual([]);
    // ("never do that, …": the refusal itself, and why; not once the refusal names the act itself)
    expect(kept('I wrote the query with string concatenation.', 'never do that, sql injection. parameterized queries only, always')).toEqual([
      ['feedback', 'Never write the query with string concatenation: sql injection.'],
      ['feedback', 'Parameterized queries only.'],
    ]);
    expect(kept('I deleted the old migration files since they were already applied.', 'NO. never delete migrations, other environments still need them')).toEqual([
      ['feedback', 'Never delete migrations, other environments still need them.'],
    ]);
  });

  it("names the act refused without the agent's own why for it", () => {
    expect(kept("I'll remove the focus outline, it looks ugly.", 'no, keyboard users need it')).toEqual([['feedback', "Don't remove the focus outline: keyboard users need it."]]);
    expect(kept("I'll remove the focus outline since it looks ugly.", 'no, keyboard users need it')).toEqual([['feedback', "Don't remove the focus outline: keyboard users need it."]]);
    // (an act with a purpose, not a why of its own, keeps it: what it was for is part of what was refused)
    expect(kept("I'll reorder the storage variables to save gas.", 'never, the proxy reads them by slot')).toEqual([['feedback', "Don't reorder the storage variables to save gas: the proxy reads them by slot."]]);
    // (an order on "if it …" is named by the act it answers)
    expect(kept("I'll make the handler create the Service every time.", 'check if it exists first, reconcile runs over and over')).toEqual([
      ['feedback', 'On "make the handler create the Service every time": check if it exists first, reconcile runs over and over.'],
    ]);
  });

  it("keeps a pick of a file or of a kind of what the act named with the act, and a lower-case tool as written", () => {
    expect(kept("I'll put the logic in the view.", 'services.py, views stay thin')).toEqual([['feedback', 'On "put the logic in the view": services.py, views stay thin.']]);
    expect(kept("I'll add a DELETE statement for the old rows.", 'soft delete, the snapshots need the history')).toEqual([
      ['feedback', 'On "add a DELETE statement for the old rows": soft delete, the snapshots need the history.'],
    ]);
    expect(kept('Done.', 'dbt models in marts/ are the only thing BI tools should query, staging models are internal')).toEqual([
      ['feedback', 'dbt models in marts/ are the only thing BI tools should query, staging models are internal.'],
    ]);
    // (a kind named in what the agent told, not in an act of its own, is no pick: "Sounds great, …" after a story)
    noneKept([['The weekend was great! I even hosted a gaming marathon with some friends and we had a blast.', 'Sounds great, gaming marathons are the best']]);
  });

  it('keeps an order on "it" with the act whose thing it names, and a count or "the same transaction" instead', () => {
    expect(kept("I'll use setState in the screen.", 'put it in a provider, screens stay dumb')).toEqual([['feedback', 'On "use setState in the screen": put it in a provider, screens stay dumb.']]);
    expect(kept("I'll write the audit row after the commit.", 'same transaction, or we lose rows on crash')).toEqual([
      ['feedback', 'On "write the audit row after the commit": same transaction, or we lose rows on crash.'],
    ]);
    expect(kept("I'll run one seed to save time.", 'three seeds, single runs are noise on this dataset')).toEqual([
      ['feedback', 'On "run one seed to save time": three seeds, single runs are noise on this dataset.'],
    ]);
  });

  it('names an order on "it" after a "no" by the act refused, and an order on the thing asked by the question', () => {
    expect(kept("I'll run kubectl apply to fix the drift.", 'no, sync it in Argo, manual applies get reverted')).toEqual([
      ['feedback', "Don't run kubectl apply to fix the drift: sync it in Argo, manual applies get reverted."],
    ]);
    expect(kept('Should I write the changelog entry with the commit hash?', 'describe the change, nobody reads hashes')).toEqual([
      ['feedback', 'Should I write the changelog entry with the commit hash? Describe the change, nobody reads hashes.'],
    ]);
    noneKept([["I'll run kubectl apply to fix the drift.", 'no, sync it later']]);
  });

  it('names a value a source of truth gives, where the act cannot be done from, and a refusal in Chinese, by the act', () => {
    expect(kept("I'll widen the field to 40 chars.", 'the copybook says 32, match it')).toEqual([['feedback', 'On "widen the field to 40 chars": the copybook says 32, match it.']]);
    expect(kept("I'll call the Admin API from the theme.", "you can't from Liquid, use the app proxy")).toEqual([
      ['feedback', 'On "call the Admin API from the theme": you can\'t from Liquid, use the app proxy.'],
    ]);
    expect(kept('我在 controller 上加 @Transactional。', '不要，事务只在 service 层开')).toEqual([['feedback', '在 controller 上加 @Transactional：不要，事务只在 service 层开。']]);
  });

  it("keeps a pick in two words, and the size of the act's thing, with the act", () => {
    expect(kept("I'll use a String for the buffer.", 'char array, String fragments the heap on the Nano')).toEqual([
      ['feedback', 'On "use a String for the buffer": char array, String fragments the heap on the Nano.'],
    ]);
    expect(kept("I'll use a broadcast join for the events table.", "it's 40 GB, use a sort-merge join")).toEqual([
      ['feedback', 'On "use a broadcast join for the events table": it\'s 40 GB, use a sort-merge join.'],
    ]);
    // (a verdict in two words is no pick: "too long, …" refuses the bound)
    expect(kept('I set the timeout to 60 seconds.', 'too long, the gateway cuts at 30 anyway')).toEqual([['feedback', "Don't set the timeout to 60 seconds: the gateway cuts at 30."]]);
  });

  it('says a time refused once when the act already names it', () => {
    expect(kept("I'll run the migration on the primary during the day.", 'not during the day, primary migrations run in the 2am window')).toEqual([
      ['feedback', "Don't run the migration on the primary during the day: primary migrations run in the 2am window."],
    ]);
    expect(kept("I'm going to restart the primary database.", 'not during business hours, primary restarts only happen in the Sunday maintenance window')).toEqual([
      ['feedback', "Don't restart the primary database during business hours: primary restarts only happen in the Sunday maintenance window."],
    ]);
  });

  it("keeps what the agent meant to do, refused with what it costs or touches, named by the agent's words", () => {
    expect(kept("I'll run the full e2e suite now.", "don't, it takes 40 minutes and hits the real stripe sandbox. run the unit tests, e2e runs nightly")).toEqual([
      ['feedback', "Don't run the full e2e suite: it takes 40 minutes and hits the real stripe sandbox."],
      ['project', 'Run the unit tests, e2e runs nightly.'],
    ]);
    expect(kept("I'll run the migration now.", "no, that's prod")).toEqual([['feedback', "Don't run the migration: that's prod."]]);
    noneKept([
      ["I'll fix the typo.", "don't, it's fine"],
      ["I'll restart the server.", 'no, it takes a while but go ahead'],
      ['Done.', "don't, it takes 40 minutes"], // what, no reading can tell
      ["I'll update the handler and add a test.", "don't, it takes forever"], // which of the two
    ]);
  });

  it('keeps an act or an offer refused for how things are, named by the agent, and a pick with such a reason; not a reason that holds only now', () => {
    expect(kept("I'll bump the OTP version in .tool-versions to 27.", "don't, the prod nodes are on 25 and hot code loading breaks across majors")).toEqual([
      ['feedback', "Don't bump the OTP version in .tool-versions to 27: the prod nodes are on 25 and hot code loading breaks across majors."],
    ]);
    expect(kept('Want me to add a registered name for the worker?', 'no, we use gproc for naming, registered atoms leak when workers are dynamic')).toEqual([
      ['feedback', "Don't add a registered name for the worker: we use gproc for naming, registered atoms leak when workers are dynamic."],
    ]);
    expect(kept("I'll rename the column.", "don't, the analytics team reads that table directly")).toEqual([['feedback', "Don't rename the column: the analytics team reads that table directly."]]);
    expect(kept('Should I add retries to the client?', "no, the gateway already retries, we'd double the load")).toHaveLength(1);
    expect(kept('Should I use maps or records for the session state?', 'records, the old modules all use records and dialyzer is happier')).toEqual([
      ['feedback', 'Should I use maps or records for the session state? Records, the old modules all use records and dialyzer is happier.'],
    ]);
    noneKept([
      ["I'll run the migrations now.", 'no, the db is still being restored'],
      ["I'll install the package.", "don't, the lockfile is being regenerated by Sam"],
      ['Should I write the migration?', 'no, the schema is still in flux'],
      ['Should I push the branch?', 'no, the PR is already open'],
      ['Want me to open an issue for it?', 'no, the team has one already'],
      ['Should I update the docs too?', 'no, the docs are fine as they are'],
      ['Should I delete the old branch?', 'no, the other team is working on it'],
      ['Should I use maps or records for the session state?', 'records, the old modules are a mess though'],
      ['Do you want the fix in the parser or the lexer?', 'lexer, the parser is being rewritten'],
      ['Want me to add a test or two for this?', 'no, the existing tests cover it'], // (a choice of two: which act, no reading can tell)
    ]);
  });

  it("keeps a target refused with why, named by the act that names it; not a target of this moment, nor a correction of which one", () => {
    expect(kept("I'll run the load test against staging.", 'Not staging, it shares the DB with QA. Use the perf environment.')).toEqual([
      ['feedback', "Don't run the load test against staging: it shares the DB with QA."],
    ]);
    noneKept([
      ["I'll deploy to staging.", 'not staging, it is down today'],
      ["I'll run the load test against staging.", 'not now, it takes too long'],
      ["I'll write the fix in the parser.", "not the parser, it's the lexer"],
    ]);
  });

  it("names a refused target's \"it's\" by the target, a kind's lasting outcome as why, and a bare \"no\" with what the act costs by the act; not what holds this moment", () => {
    expect(kept("I've pushed the fix directly to main.", "not main, it's protected and needs a PR")).toEqual([
      ['feedback', "Don't push the fix directly to main: it's protected and needs a PR."],
    ]);
    expect(kept("I'm going to return the raw database error to the client.", "don't, raw errors leak table names")).toEqual([
      ['feedback', "Don't return the raw database error to the client: raw errors leak table names."],
    ]);
    expect(kept("I'll restart the server.", 'no, users get logged out')).toEqual([['feedback', "Don't restart the server: users get logged out."]]);
    noneKept([
      ["I've pushed the fix directly to main.", "not main, it's broken right now"],
      ["I've pushed the fix directly to main.", "not main, it's locked today"],
      ["I've deployed to staging.", "not staging, it's being rebuilt"],
      ["I'll run the migration now.", "don't, things get messy"],
    ]);
  });

  it('reads why after the things kept as they are, and keeps nothing when it is only this moment', () => {
    expect(kept('Would you like me to squash these commits?', 'no, keep them; we review commit by commit')).toEqual([
      ['feedback', "Don't squash these commits: we review commit by commit."],
    ]);
    noneKept([
      ['Would you like me to squash these commits?', "no, keep them; it's fine"],
      ["I'll rename the variables.", 'no, leave them as they are; the tests are running'],
    ]);
  });

  it("reads what the act costs with the smaller one instead as a refusal, and the act after an adverb (\"I'll now run …\")", () => {
    expect(kept("I'll now run the full integration suite to verify.", 'it takes 25 minutes, just run the package you touched')).toEqual([
      ['feedback', "Don't run the full integration suite to verify: it takes 25 minutes, just run the package you touched."],
    ]);
    noneKept([
      ["I'll now run the full integration suite to verify.", 'it takes 5 minutes, just run it now'],
      ["I'll now run the full integration suite to verify.", 'it takes 25 minutes, just do it'],
    ]);
  });

  it('reads who still reads the thing as a why that lasts, the redo after it kept with it; not the tests that read it', () => {
    expect(kept("I'll rename the column in place.", "don't — the mobile clients read that column through the old API for another release; add the new one and dual-write")).toEqual([
      ['feedback', "Don't rename the column in place: the mobile clients read that column through the old API for another release; add the new one and dual-write."],
    ]);
    noneKept([["I'll change the markup of the header.", "don't, the e2e tests read that markup; change the styles instead"]]);
  });

  it('reads the tool the project already has, said after a refusal, as what to use instead', () => {
    expect(kept("I'll use a regex to parse the HTML.", "don't, use the cheerio parser we already depend on")).toEqual([
      ['feedback', "Don't use a regex to parse the HTML: use the cheerio parser we already depend on."],
    ]);
    noneKept([["I'll use a regex to parse the HTML.", "don't, use the parser"]]);
  });

  it('reads what to do instead with why that lasts after a refusal; not a refusal of "this", which names nothing', () => {
    expect(kept("I'll use the admin credentials to run the backfill.", "don't, use the backfill service account, admin actions get audited")).toEqual([
      ['feedback', "Don't use the admin credentials to run the backfill: use the backfill service account, admin actions get audited."],
    ]);
    noneKept([
      ['Should I cache this in Redis?', 'no, it changes every request'],
      ['Should I move this to the shared folder?', "no, it's only used here"],
    ]);
  });

  it('reads what the agent did, put back, with who still reads it as why', () => {
    expect(kept("I've removed the deprecated field from the response.", 'put it back, mobile 3.x still reads it and we support the last two majors')).toEqual([
      ['feedback', "Don't remove the deprecated field from the response: mobile 3.x still reads it and we support the last two majors."],
    ]);
    noneKept([["I've removed the deprecated field from the response.", 'put it back, I need it for the demo']]);
  });

  it('reads what the agent added, removed again, with the harm a kind of thing does as why; not a removal of this one', () => {
    expect(kept("I've added an `index.ts` barrel to the folder.", 'please remove it, barrels break tree shaking in our bundler')).toEqual([
      ['feedback', "Don't add an `index.ts` barrel to the folder: barrels break tree shaking in our bundler."],
    ]);
    noneKept([["I've added a test for the edge case.", "remove it, it's redundant"]]);
  });
});

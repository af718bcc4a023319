import { keptAfter } from '../helpers/replies.js';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../helpers/process.js';
import { StatementReader, extractStatements, standsAlone } from '../../src/memory/offline-extract.js';
import { fileNameFor, latestFirst, nameFor, renderStatementBody, sameSubject, subjectStems } from '../../src/memory/statement-files.js';
import type { Statement } from '../../src/memory/statement-forms.js';
import { forgetRequest } from '../../src/memory/forget.js';
import { retiredTerms } from '../../src/memory/supersede.js';
import { withDates } from '../../src/memory/relative-dates.js';
import { proseOf, type ContentBlock } from '../../src/memory/messages.js';
import { hasProse } from '../../src/memory/prose.js';

const user = (text: string) => ({ role: 'user' as const, text });
const assistant = (text: string) => ({ role: 'assistant' as const, text });
/** Each of `said` as the user's answer to the agent's `agent` (a reply, not the conversation's first words). */
const replies = (said: string[], agent = 'Done.') => said.flatMap((s) => [assistant(agent), user(s)]);
/** The agent's reply before a Chinese statement. */
const ZH = '好的。';
/** The types of what a statement said in reply becomes as memories: only what stands alone (typesOf counts every statement). */
const typesKept = (said: string, agent = 'Done.') => extractStatements(replies([said], agent)).filter(standsAlone).map((x) => x.type);
/** What is kept of each of `said`, in reply to the agent, as [type, text]. */
const typesAndTexts = (said: string[]) => extractStatements(replies(said)).map((x) => [x.type, x.text]);
/** The type of what is kept of each of `said`, in reply to the agent. */
const typesOf = (said: string[]) => typesAndTexts(said).map(([type]) => type);
/** Something is kept of each of these, each said on its own in reply (the ones missed are named in the failure). */
const eachKept = (said: string[]) => expect(said.filter((t) => typesAndTexts([t]).length === 0)).toEqual([]);
/** Nothing at all is kept of any of these, each said on its own in reply (the ones kept are named in the failure). */
const noneKept = (said: string[]) => expect(said.filter((t) => typesAndTexts([t]).length > 0)).toEqual([]);
/** Each of `keep`, said in reply, is kept whole as one statement, and nothing of `none`; returns what was kept. */
function keepsEachAndNone(keep: string[], none: string[]) {
  const kept = extractStatements(replies(keep));
  expect(kept.map((s) => s.quote)).toEqual(keep);
  expect(extractStatements(replies(none))).toEqual([]);
  return kept;
}
/** Each of `said`, in reply to the agent, leaves one memory (as the extraction job keeps them); each of `none`, none. */
function oneEachAndNone(said: string[], none: string[] = []) {
  for (const text of said) expect(extractStatements(replies([text])).filter(standsAlone), text).toHaveLength(1);
  for (const text of none) expect(extractStatements(replies([text])).filter(standsAlone), text).toEqual([]);
}
/** The title of each statement kept of `said`, said in reply to `agent`. */
/** Lines "said ||| keep" or "said ||| skip": each kept, or not, as labelled. */
const keptAsLabelled = (lines: string[]) => {
  const said = (l: string) => l.split(' ||| ')[0]!;
  eachKept(lines.filter((l) => l.endsWith('keep')).map(said));
  noneKept(lines.filter((l) => l.endsWith('skip')).map(said));
};
const namesOf = (said: string, agent = 'Done.') => extractStatements(replies([said], agent)).map(nameFor);
/** Each of `keep`, said in Chinese in reply to "好的。", leaves a memory, and none of `skip` (the ones wrong are named in the failure). */
function keptInChineseOrNot(keep: string[], skip: string[]) {
  const kept = (text: string) => extractStatements(replies([text], ZH)).filter(standsAlone).length > 0;
  expect(keep.filter((t) => !kept(t))).toEqual([]);
  expect(skip.filter(kept)).toEqual([]);
}
/** What is kept of each of `said` in reply to "好的。", as the extraction job keeps it, as [type, text]. */
const keptInChinese = (said: string[]) => extractStatements(replies(said, '好的。')).filter(standsAlone).map((st) => [st.type, st.text]);
/** Each of `said`, in reply to "好的。", is kept as these [type, kind]s, and nothing of `none`. */
function keepsInChinese(said: string[], kinds: Array<[Statement['type'], Statement['kind']]>, none: string[]) {
  expect(extractStatements(replies(said, '好的。')).map((s) => [s.type, s.kind])).toEqual(kinds);
  expect(extractStatements(replies(none, '好的。'))).toEqual([]);
}

describe('offline extraction', () => {
  it('keeps explicit statements, typed as feedback or user', () => {
    const st = extractStatements([
      user('Remember that the staging database is reset every night.'),
      user('From now on, run the linter before committing.'),
      user('Always use pnpm in this repo. Never push to main directly. Never embed secrets in the config.'),
      user("Don't add comments that repeat the code."),
      user("I prefer small commits with clear messages. Remember that I'm on the payments team."),
    ]);
    expect(st.map((s) => [s.type, s.kind, s.text])).toEqual([
      ['project', 'remember', 'The staging database is reset every night.'],
      ['feedback', 'rule', 'Run the linter before committing.'],
      ['feedback', 'rule', 'Always use pnpm in this repo.'],
      ['feedback', 'rule', 'Never push to main directly.'],
      ['feedback', 'rule', 'Never embed secrets in the config.'],
      ['feedback', 'rule', "Don't add comments that repeat the code."],
      ['user', 'preference', 'I prefer small commits with clear messages.'],
      ['user', 'remember', "I'm on the payments team."],
    ]);
  });

  it('tells a fact to remember from an instruction to remember', () => {
    const st = extractStatements([
      user('Remember to run the migrations before the tests.'),
      user('Remember that we never squash-merge release branches.'),
      user('Remember that the billing service owns the invoices table.'),
      user('Remember: use the staging bucket for uploads.'),
    ]);
    expect(st.map((s) => [s.type, s.text])).toEqual([
      ['feedback', 'Run the migrations before the tests.'],
      ['feedback', 'We never squash-merge release branches.'],
      ['project', 'The billing service owns the invoices table.'],
      ['feedback', 'Use the staging bucket for uploads.'],
    ]);
  });

  it('keeps a standing fact told as a notice, not the state of the moment', () => {
    const facts = ['FYI the e2e suite only runs on main.', 'just so you know, Bob owns the billing module', 'heads up: the nightly jobs run on the old cluster', 'btw the staging cluster is in eu-west-1'];
    expect(extractStatements(replies(facts)).map((s) => [s.type, s.kind])).toEqual(facts.map(() => ['project', 'notice']));
    for (const s of ['FYI the build is green now', 'FYI the CI is broken on my branch', 'heads up, the staging db is down', 'FYI the service restarted a minute ago', 'FYI the prod deploy is done', 'btw the build is broken again', 'also the main branch depends on your fix', "just so you know, I'm running the migration now"]) {
      expect(extractStatements(replies([s])), s).toEqual([]);
    }
  });

  it('hears the request to keep something after it, or in other words', () => {
    const said = [
      'the search index is rebuilt every night, remember that',
      'the CI runners are arm64 - keep that in mind for native deps',
      'The mobile app pins API v2. Keep that in mind.',
      "don't forget that the invoices table belongs to billing",
      'make a note that the docs site deploys from the gh-pages branch',
      'worth remembering: the rate limit is 100 requests a minute per token',
    ];
    expect(extractStatements(said.map((s) => user(s))).map((s) => [s.kind, s.text])).toEqual([
      ['remember', 'The search index is rebuilt every night.'],
      ['remember', 'The CI runners are arm64.'],
      ['remember', 'The mobile app pins API v2.'],
      ['remember', 'The invoices table belongs to billing.'],
      ['remember', 'The docs site deploys from the gh-pages branch.'],
      ['remember', 'The rate limit is 100 requests a minute per token.'],
    ]);
    // a promise, a question, a reminder for now: nothing to keep
    for (const s of ["I'll make sure to keep that in mind.", 'Thanks, I will definitely remember that!', 'We shipped it last night. Remember that?', "don't forget to push when you're done"]) {
      expect(extractStatements(replies([s])), s).toEqual([]);
    }
  });

  it('sees a statement behind a lead-in, and more than one in a message', () => {
    const st = extractStatements([
      user('From now on run the tests with pnpm vitest. Also remember that the staging database is reset every night at 02:00 UTC.'),
      user('Oh and btw, never commit the .env file. Keep in mind that the payments API is rate-limited to 10 requests a second.'),
      user('Okay, thanks. Also, the logs look fine.'),
      user('Fix the bug in parser.ts and please remember that the linter runs on pre-commit.'),
      user('thanks — never print tokens in the logs'),
      user('**Important:** never commit secrets to the repo.\n> Remember that the staging DB resets nightly.'),
    ]);
    expect(st.map((s) => [s.type, s.text])).toEqual([
      ['feedback', 'Run the tests with pnpm vitest.'],
      ['project', 'The staging database is reset every night at 02:00 UTC.'],
      ['feedback', 'Never commit the .env file.'],
      ['project', 'The payments API is rate-limited to 10 requests a second.'],
      ['project', 'The linter runs on pre-commit.'],
      ['feedback', 'Never print tokens in the logs.'],
      ['feedback', 'Never commit secrets to the repo.'],
      ['project', 'The staging DB resets nightly.'],
    ]);
    expect(st[1]!.quote).toBe('Also remember that the staging database is reset every night at 02:00 UTC.');
    // in a message of several sentences: "heads up that …" without its "that", a convention between a reply and a request
    expect(typesAndTexts(['sure, go ahead. heads up that the staging database gets restored from prod every sunday night, so don\'t leave test data there you care about.', 'hmm, not quite. the date should come from the server. we never trust client clocks for anything billing related. can you change it?'])).toEqual([
      ['feedback', "The staging database gets restored from prod every sunday night, so don't leave test data there you care about."],
      ['feedback', 'We never trust client clocks for anything billing related.'],
    ]);
    // a statement between a reply and a request, behind "one thing though"
    const said = 'looks good. one thing though, our feature flags live in launchdarkly, not in the config files. can you move it?';
    expect(typesAndTexts([said])).toEqual([['reference', 'Our feature flags live in launchdarkly, not in the config files.']]);
  });

  it('keeps what the user says about who they are, and nothing else said in the first person', () => {
    const st = extractStatements([
      user("I'm a backend engineer, mostly Go. I'm new to React, so explain the frontend parts."),
      user("I've been writing Python for ten years. I work on the payments team. I mostly write Rust, so go easy on the idioms."),
      user("I've been doing frontend for eight years but I'm new to Go."),
      user("I'm a bit confused by this error. I'm an idiot, I forgot the flag. I am the one who wrote that module?"),
      user("I'm new here. I work on it tomorrow. I've been using it wrong."),
      user("My name is Priya, by the way, and I'm the tech lead here. I work mostly on the Android app. I mostly work on weekends."),
      user("Call me Sam. I'm in Berlin, so use CET when you talk about times. I'm going to lunch, keep going with the refactor. Call me when it's done."),
      user("I can't run Docker on my laptop, use the remote dev box instead. My goal this quarter is to get the test coverage above 80%. My goal is to finish this today."),
    ]);
    expect(st.map((s) => [s.type, s.kind, s.text])).toEqual([
      ['user', 'profile', "I'm a backend engineer, mostly Go."],
      ['user', 'profile', "I'm new to React, so explain the frontend parts."],
      ['user', 'profile', "I've been writing Python for ten years."],
      ['user', 'profile', 'I work on the payments team.'],
      ['user', 'profile', 'I mostly write Rust, so go easy on the idioms.'],
      ['user', 'profile', "I've been doing frontend for eight years but I'm new to Go."],
      ['user', 'profile', "My name is Priya, by the way, and I'm the tech lead here."],
      ['user', 'profile', 'I work mostly on the Android app.'],
      ['user', 'profile', 'Call me Sam.'],
      ['user', 'profile', "I'm in Berlin, so use CET when you talk about times."],
      ['user', 'profile', "I can't run Docker on my laptop, use the remote dev box instead."],
      ['user', 'profile', 'My goal this quarter is to get the test coverage above 80%.'],
    ]);
    // their background, what they look after, what the agent should adapt to, their time and tools
    const more = extractStatements([
      user("I come from a Java background. I've never used Kubernetes before. I've never seen this error before."),
      user('I maintain the billing service and the invoicing cron. I maintain that we should revert this change.'),
      user("I'm dyslexic, bullet points help me a lot. I'm on a 13-inch laptop, keep terminal output narrow. I'm on a small screen right now, keep it short."),
      user('I only have about an hour a day for this side project. I only have an hour before my meeting, be quick.'),
      user("I work part-time, Mondays to Wednesdays. I work from home today. I'm studying for the AWS Solutions Architect exam. I'm studying the stack trace, give me a minute."),
      user('I use VS Code with vim keybindings. I use vim to edit this file right now. My background color is wrong in dark mode.'),
    ]);
    expect(more.map((s) => [s.type, s.text])).toEqual([
      ['user', 'I come from a Java background.'],
      ['user', "I've never used Kubernetes before."],
      ['user', 'I maintain the billing service and the invoicing cron.'],
      ['user', "I'm dyslexic, bullet points help me a lot."],
      ['user', "I'm on a 13-inch laptop, keep terminal output narrow."],
      ['user', 'I only have about an hour a day for this side project.'],
      ['user', 'I work part-time, Mondays to Wednesdays.'],
      ['user', "I'm studying for the AWS Solutions Architect exam."],
      ['user', 'I use VS Code with vim keybindings.'],
    ]);
    // their years, language, time zone, team, how they learn and work — not the same words said of this moment
    const plain = extractStatements([
      user("I've been programming for 20 years, skip the basics. I've been debugging this for 2 hours."),
      user("I work in Go mostly. I'm in PST. I'm in a meeting, continue without me. english is my second language."),
      user('my team is 4 people, all backend. my team is waiting for this fix. I learn best from examples. I learn something new every day.'),
      user("I use fish shell, not bash. I use this script, not the other one. I'm self-taught, so explain the CS terms."),
    ]);
    expect(plain.map((s) => [s.type, s.text])).toEqual([
      ['user', "I've been programming for 20 years, skip the basics."],
      ['user', 'I work in Go mostly.'],
      ['user', "I'm in PST."],
      ['user', 'English is my second language.'],
      ['user', 'My team is 4 people, all backend.'],
      ['user', 'I learn best from examples.'],
      ['user', 'I use fish shell, not bash.'],
      ['user', "I'm self-taught, so explain the CS terms."],
    ]);
    // the team they lead or are on, what their work is these days, where they work from and what follows
    keepsEachAndNone(
      [
        'i manage the platform team, so i care more about the big picture than the details',
        'i am on the security team, so flag anything that touches auth',
        'i do mostly code review these days and rarely write features myself',
        'i work from berlin, so my mornings overlap with the us team only barely',
        'i read code on a small laptop screen, keep lines under 100 characters',
        'i tend to ship fast and clean up later, push back if something is risky',
        'i am part of the infra guild, so i know the cluster setup well',
      ],
      [
        'i manage the release today, so keep the branch frozen',
        'i am on the team call now, so be quick',
        'i am on the wrong branch, so switch it',
        'i work from home today, so ping me on slack',
        'i read the logs on my phone, they look fine',
        'i tend to forget the flags, add them for me',
        'i manage to break it every time',
      ],
    );
  });

  it('names a memory by its first words, without the lead-in or a dangling comma', () => {
    const [a, b, c] = extractStatements([
      user('From now on always use pnpm, never npm, in this repo.'),
      user('Please never force-push to a shared branch, even when the history looks messy to you.'),
      user('Going forward, please keep PRs small.'),
    ]);
    expect(a!.text).toBe('Always use pnpm, never npm, in this repo.');
    expect(nameFor(a!)).toBe('Always use pnpm, never npm, in this repo');
    expect(nameFor(b!)).toBe('Never force-push to a shared branch');
    // a name cut short does not end on the subject of what was cut; a correction that first undoes the work is named by the rule
    expect(namesOf('I hate it when you rename variables I did not ask you to touch')).toEqual(['I hate it when you rename variables']);
    expect(namesOf('nope, revert that. we never catch generic Exception in this codebase', 'I wrapped the call in a try/except Exception.')).toEqual(['We never catch generic Exception in this codebase']);
    expect(nameFor(c!)).toBe('Keep PRs small');
    // a rule given after its reason is named by the rule
    const [r] = extractStatements([user("We're on Node 20, so don't use APIs that need Node 22.")]);
    expect([r!.kind, nameFor(r!)]).toEqual(['rule', "Don't use APIs that need Node 22"]);
    // but not by what the rule means for the task at hand, nor by half of a pair
    const named = extractStatements(
      replies(['refunds over 500 dollars need a second approver, so the endpoint has to create a pending request for those', 'i am colorblind, so do not rely on red and green alone in any of the charts', 'staging data is refreshed from a masked prod snapshot every sunday']),
    ).map(nameFor);
    // an order that points back at the first clause does not name it, nor does a label before a colon
    expect(
      extractStatements(replies(["sure. heads up that the staging database gets restored from prod every sunday night, so don't leave test data there", 'cost matters here: prefer spot instances for batch jobs'])).map(nameFor),
    ).toEqual(['The staging database gets restored from prod every sunday night', 'Prefer spot instances for batch jobs']);
    // (and one of up to twelve words with no break is named whole, not cut mid-phrase at eight)
    expect(named).toEqual(['Refunds over 500 dollars need a second approver', 'Do not rely on red and green alone', 'Staging data is refreshed from a masked prod snapshot every sunday']);
    // an explanation of how a part works is named by what it explains
    expect(extractStatements(replies(['how the scheduler works is that jobs are picked by priority and then by age, oldest first'])).map(nameFor)).toEqual(['How the scheduler works']);
    // nor in the middle of a range
    expect(extractStatements(replies(['one last note: we deploy only between 10am and 4pm on weekdays, never on fridays after lunch'])).map(nameFor)).toEqual([
      'We deploy only between 10am and 4pm on weekdays',
    ]);
    const [d] = extractStatements([user('FYI the staging freeze starts tomorrow because of the audit by the bank.')]);
    expect(nameFor(d!)).toBe('The staging freeze starts tomorrow');
    const [e] = extractStatements([user('Stop adding summaries at the end of every response, I can read the diff.')]);
    expect(nameFor(e!)).toBe('Stop adding summaries at the end of every response'); // its first clause, whole
    const [owner, url] = extractStatements([
      user('FYI the payments service is owned by the Lisbon team, ping them before touching anything under services/payments.'),
      user('For future reference the staging URL is https://staging.acme.internal and it needs the VPN.'),
    ]);
    expect(nameFor(owner!)).toBe('The payments service is owned by the Lisbon team'); // not "… by the Lisbon"
    expect(nameFor(url!)).toBe('The staging URL is https://staging.acme.internal'); // up to its second statement
    // a rule of eleven words before its reason is named whole, and a cut title never ends on "under"
    expect(extractStatements(replies(['when you write commit messages keep them under 72 chars because the log viewer truncates them'])).map(nameFor)).toEqual([
      'When you write commit messages keep them under 72 chars',
    ]);
    const [f] = extractStatements([assistant('Mocked it.'), user("No, don't mock the database. We got burned by that last quarter.")]);
    expect(nameFor(f!)).toBe("Don't mock the database");
    // a date in brackets is one word: never cut in half
    const [g] = extractStatements([{ ...user('FYI we move to bun next week because the lockfile keeps breaking.'), at: new Date(2026, 10, 30, 12).getTime() }]);
    expect(nameFor(g!)).toBe('We move to bun next week (the week of 2026-12-07)');
  });

  it("keeps the team's conventions and orders scoped past the moment, not orders for the task at hand", () => {
    const said = [
      'btw we use yarn in this repo, never npm — npm rewrites the lockfile',
      'We always rebase feature branches.',
      "We don't use default exports.",
      'We put all HTTP calls in the api/ folder.',
      'Use bun instead of node for scripts in this repo.',
      'Make sure to run the formatter before committing.',
      'Migrations must be reversible for every release.',
      'Please keep PRs under 300 lines.',
      'Prefer small pure functions over classes.',
      "I don't like it when you add emojis to commit messages.",
      "I'd rather you didn't rename public functions.",
      "We're on Node 20, so don't use APIs that need 22.",
      'The old importer is deprecated; never add features to it.',
      'For this project, commit messages follow conventional commits.',
      'Our convention is kebab-case for file names.',
      'When you add an endpoint, update the OpenAPI file.',
      'Ask me before adding any new dependency.',
      "Don't bother writing docstrings for private helpers.",
      'Please stop apologizing so much.',
      'Keep answers short.',
      'The monorepo uses Turborepo, so run builds through turbo, not npm scripts.',
      'All new API endpoints need an integration test.',
      'We prefer composition over inheritance here.',
      'When you touch the billing code, ping me before merging.',
      'Use UTC everywhere in the backend.',
      'pls always use async/await, no .then chains',
      'Our error messages must never leak stack traces to clients.',
      "We're sunsetting the v1 endpoints on 2027-01-31, don't build on them.",
      'Avoid mocking time in tests, use the fake clock in test/helpers.',
      "okay one thing — we don't use ORMs here, raw SQL through the query builder only.",
      "We don't do down migrations here, only forward ones.",
      'Test files are named *.spec.ts, never *.test.ts.',
      "We're on Python 3.9 in production, so no match statements.",
      'Tests go next to the code they test, as foo.test.ts.',
      "Lint errors block the merge, warnings don't.",
      'When in doubt, ask me rather than guessing.',
      "I'd like you to always show me the diff before committing.",
      "You should never touch the generated/ folder, it's overwritten by codegen.",
      'Quick rule for this project: no default exports.',
      'All timestamps in the database are UTC; convert only in the UI.',
      'we keep one migration per pr, reviewers hate bundled schema changes',
      'ok. we do trunk-based development, no long-lived feature branches',
      'Make sure you never commit the generated protobuf files.',
      'Stick to Node 20, the build breaks on Node 22.',
      'The build breaks if you use Node 22, stick to Node 20.',
    ];
    const st = extractStatements(replies(said));
    expect(st.map((s) => [s.type, s.kind])).toEqual(said.map(() => ['feedback', 'rule']));
    expect(st[0]!.text).toBe('We use yarn in this repo, never npm — npm rewrites the lockfile.');
    expect(extractStatements(replies(['Please answer in German from now on.'])).map((s) => s.text)).toEqual(['Answer in German.']);

    const work = [
      'Use the helper from utils here.',
      'Use a set instead of the array.',
      'Make sure the test covers the empty input.',
      'Keep the old parser for now.',
      'Add a test for every branch in the tokenizer.',
      'Run the formatter on all files you touched.',
      'Use the same pattern for all the other routes.',
      'The function should return null for every missing key.',
      'We need to fix the login bug before the demo.',
      'We use this helper in three places.',
      'We always run into this with the bundler.',
      'We push each other to do better.',
      "Don't push yet, we're in this branch.",
      'Prefer the second option.',
      'It should build before you push.',
      'You must feel relieved every time it passes.',
      'When you are done, run the tests.',
      'If it fails again, show me the stack trace.',
      'Keep the answer short.',
      'Use tabs in this file.',
      "Don't change anything else in that file.",
      'I prefer the first version you wrote.',
      'Happy to help whenever you need it!',
      'If you ever try it, let me know.',
      'Prefer whichever is faster to write.',
      'Never seen this error before.',
      'I prefer not to decide yet.',
      "We don't do that here anymore.",
      "We don't do standups on Fridays.",
      'The tests go in the wrong folder.',
      'This error blocks the merge.',
      'Two failing tests block the release.',
      'Use the fixture for these cases.',
      "I'd like you to fix the login bug.",
      'You should always be proud of this.',
      'You should never have deleted that file.',
      'OK from now on it should work, let me try.',
      'we run one test per file, which is slow',
      'we log every request per user and the disk fills up',
      'good. we do the review tomorrow, no rush',
      'The test fails if you use the old fixture, use the new one.',
      'It breaks when I click it, use the other button.',
    ];
    expect(extractStatements(replies(work))).toEqual([]);
    // "make sure you never …" is the rule "never …"
    expect(extractStatements(replies(['Make sure you never commit the generated protobuf files.'])).map((s) => s.text)).toEqual(['Never commit the generated protobuf files.']);
  });

  it('finds the statement inside a request for work: a rule told as a notice, a fact about a whole kind, how names are written', () => {
    expect(
      typesAndTexts([
        'Please fix the flaky login test. FYI the test database is shared with the QA team, so never truncate tables in tests.',
        'Set up the cron job. All scheduled jobs run in UTC on the worker cluster.',
        'Rename the component. By the way, component names are PascalCase and files are kebab-case here.',
        'Update the README. Btw we never mention internal hostnames in public docs.',
        'Set up the cron job to run every night at 2am.',
        'Every time I run the build it runs on the old runner.',
      ]),
    ).toEqual([
      ['feedback', 'The test database is shared with the QA team, so never truncate tables in tests.'],
      ['project', 'All scheduled jobs run in UTC on the worker cluster.'],
      ['feedback', 'Component names are PascalCase and files are kebab-case here.'],
      ['feedback', 'We never mention internal hostnames in public docs.'],
    ]);
  });

  it('keeps where the team keeps a kind of thing, said as what "we" do or as the document it is', () => {
    expect(
      typesAndTexts([
        'We track tech debt in a GitHub project called Debt.',
        'The mobile release checklist is a Google Doc pinned in #mobile.',
        'Load tests live in the perf repo, not here.',
        'The protobuf definitions live in the shared-protos repo.',
        'The fix is in the sim repo now.',
        'We keep forgetting things in Python.',
        'We track the bug in JIRA-123, fix it.',
        'The output is a spreadsheet, format it nicely.',
      ]),
    ).toEqual([
      ['reference', 'We track tech debt in a GitHub project called Debt.'],
      ['reference', 'The mobile release checklist is a Google Doc pinned in #mobile.'],
      ['reference', 'Load tests live in the perf repo, not here.'],
      ['reference', 'The protobuf definitions live in the shared-protos repo.'],
    ]);
  });

  it('keeps how the team does a thing with where what it needs is kept, and only where, beside a trouble of the day', () => {
    expect(
      typesAndTexts([
        'we sign the mac builds with our developer id cert, the cert is in the 1password vault',
        'fyi the hardware rev C boards have a swapped UART pin, the errata sheet is in the shared drive',
        'fyi the build is broken, the logs are in datadog',
        'heads up, the deploy failed, the runbook is in confluence',
        'we deployed the fix, the logs are in datadog',
        'we need the logs, they are in datadog',
        'fyi I pushed the fix, the notes are in confluence',
      ]),
    ).toEqual([
      ['reference', 'We sign the mac builds with our developer id cert, the cert is in the 1password vault.'],
      ['reference', 'The hardware rev C boards have a swapped UART pin, the errata sheet is in the shared drive.'],
      ['reference', 'The logs are in datadog.'],
      ['reference', 'The runbook is in confluence.'],
    ]);
  });

  it('keeps how a part stands with where to look for its record, not an order to look at a trouble of the day', () => {
    expect(
      typesAndTexts([
        'the hardware rev C boards have a swapped UART pin, check the errata sheet in the shared drive',
        'the legacy importer doesn\'t handle utf-16 files, see the known issues page in the wiki',
      ]),
    ).toEqual([
      ['reference', 'The hardware rev C boards have a swapped UART pin, check the errata sheet in the shared drive.'],
      ['reference', "The legacy importer doesn't handle utf-16 files, see the known issues page in the wiki."],
    ]);
    noneKept([
      'the build is failing, check the logs in datadog',
      'the api is down again, see the incident doc in notion',
      'the deploy is at 3pm today, check the runbook in confluence',
      'the numbers look off, check the dashboard in grafana',
      'the new intern starts monday, check the onboarding doc in notion',
    ]);
  });

  it("keeps a team's habit about a thing of software or business whatever its verb, without the work it asks for now", () => {
    expect(typesAndTexts(['we never issue refunds above the captured amount, add a check for that', 'we always round prices half up'])).toEqual([
      ['feedback', 'We never issue refunds above the captured amount.'],
      ['feedback', 'We always round prices half up.'],
    ]);
    noneKept(['we always go for a walk after lunch', 'we never had a problem with the payments api', 'we always get timeouts from the payments api']);
  });

  it('keeps what the user flags as how a part stands, not what someone did, a trouble of the day or their own screen', () => {
    oneEachAndNone(
      ['heads up, the vendor api caps exports at 10k rows', 'fyi the staging environment shares its redis with the qa environment', 'btw the old dashboard pulls from the read replica', 'fyi the worker pool scales down to zero at night', 'just so you know, the analytics events are sampled at 10 percent'],
      ['fyi the staging environment is back up', 'fyi the orders table has a typo in one column name', 'heads up, the meeting moved to 4', 'fyi the worker pool was restarted', 'btw the feature flag for dark mode is on for me', 'heads up, the reports service deploy is stuck', 'works. one thing to note — the diff is bigger than I expected.'],
    );
  });

  it("keeps the project's decisions, not a choice for the task or a plan for the day", () => {
    const st = extractStatements(
      replies([
        'We decided to keep the event store in Postgres because we need transactions across tables.',
        "We're not going to add GraphQL, the product team agreed REST is enough.",
        'Legal signed off on storing IPs for 30 days, not longer.',
        'The plan is to drop Python 3.8 support in the March release.',
        'We agreed on the call to look at this tomorrow.',
        "I'm going with the first option you suggested.",
        'The plan is to fix the test first, then refactor.',
        'We decided to do doggy playdates, which is awesome.',
      ]),
    );
    expect(st.map((x) => [x.type, x.text.slice(0, 40)])).toEqual([
      ['project', 'We decided to keep the event store in Po'],
      ['project', "We're not going to add GraphQL, the prod"],
      ['project', 'Legal signed off on storing IPs for 30 d'],
      ['project', 'The plan is to drop Python 3.8 support i'],
    ]);
  });

  it('keeps a choice for every one of a kind in code as a decision, and where a kind of record moved, not a ticket moved on its board', () => {
    const kept = (said: string[]) => extractStatements(replies(said)).map((x) => [x.type, x.text]);
    expect(kept(['the team decided they want docstrings on everything public now', 'we decided on squash merges for all PRs', 'we decided to use uv for everything'])).toEqual([
      ['project', 'The team decided they want docstrings on everything public now.'],
      ['project', 'We decided on squash merges for all PRs.'],
      ['project', 'We decided to use uv for everything.'],
    ]);
    // (a choice for all of something that is no kind of code, or a chore done to all of them)
    expect(kept(['we decided to go to lunch every friday', 'we decided that everything looks good', 'we decided to always take the stairs', 'we decided to update all the snapshots', 'we agreed to fix all of them'])).toEqual([]);
    expect(kept(['the runbook moved to notion: https://notion.so/acme/export-runbook-3f2a', 'our wiki moved to confluence last month', 'the dashboards have all been migrated to grafana cloud'])).toEqual([
      ['reference', 'The runbook moved to notion: https://notion.so/acme/export-runbook-3f2a.'],
      ['reference', 'Our wiki moved to confluence last month.'],
      ['reference', 'The dashboards have all been migrated to grafana cloud.'],
    ]);
    expect(kept(['the ticket moved to in review in jira', 'the board moved to the next sprint in jira', 'the docs moved to the new folder', 'the notes moved to the bottom of the page'])).toEqual([]);
  });

  it('writes a sentence as its first word is written: an acronym in capitals, a lower-case tool as it is', () => {
    const texts = (said: string[]) => extractStatements(replies(said)).map((s) => s.text);
    expect(texts(['prs need a linked jira ticket or the merge check fails.', 'sql goes in .sql files next to the repository class, not inline', 'pnpm only', 'make sure to run the linter before committing'])).toEqual([
      'PRs need a linked jira ticket or the merge check fails.',
      'SQL goes in .sql files next to the repository class, not inline.',
      'pnpm only.',
      'Make sure to run the linter before committing.',
    ]);
  });

  it('keeps a rule said in a few words, or asked as a question, and not a reply of the same length', () => {
    expect(typesAndTexts(['tabs not spaces', 'no emojis please', 'pnpm only', 'utc everywhere', 'could you always run prettier before committing?'])).toEqual([
      ['feedback', 'Tabs not spaces.'],
      ['feedback', 'No emojis please.'],
      ['feedback', 'pnpm only.'],
      ['feedback', 'UTC everywhere.'],
      ['feedback', 'Always run prettier before committing.'],
    ]);
    expect(typesAndTexts(['no worries', 'no tests', 'spaces not tabs in this file', 'could you run prettier?', 'can you remember what the error was?'])).toEqual([]);
    // a supposition, a theory or another team's way is not how things are here
    expect(typesAndTexts(["if we always deployed on fridays we'd be in trouble", 'in theory the cache expires after an hour', 'at my previous company the team deployed every friday', '理论上缓存一小时后过期'])).toEqual([]);
  });

  it('keeps how the agent should work, said as a question, a habit or what it can leave', () => {
    const st = extractStatements(
      replies([
        'Can you stop adding emojis to your answers? I find them distracting.',
        'When a test fails, show me the failing assertion, not the whole log.',
        "You don't need to run the linter, the pre-commit hook does it.",
        'When you explain something, give me the short version first.',
        'Can you stop the dev server?',
        'When the test fails again, tell me.',
        "You don't need to do that, I already fixed it.",
      ]),
    );
    expect(st.map((x) => x.text)).toEqual([
      'Stop adding emojis to your answers.',
      'When a test fails, show me the failing assertion, not the whole log.',
      "You don't need to run the linter, the pre-commit hook does it.",
      'When you explain something, give me the short version first.',
    ]);
  });

  it('finds the lasting part of a request for work, and nothing in a request alone', () => {
    const st = extractStatements(
      replies([
        'Add pagination to the /users endpoint. Use cursor-based pagination, not offset — we had performance issues with offset on the big tables.',
        'Thanks. One more thing: whenever you add a new env var, also add it to .env.example and to the README table.',
        'I already told you, we use tabs not spaces in this repo!!',
        "Before you start: I'm the only one working on this repo, and I deploy from my laptop with `make deploy`. Now, can you add a health check endpoint?",
        'no no no. do not use any. we have strict mode on and any is banned by the linter. use unknown and narrow it',
      ]),
    );
    expect(st.map((s) => [s.kind, s.text])).toEqual([
      ['rule', 'Use cursor-based pagination, not offset — we had performance issues with offset on the big tables.'],
      ['rule', 'Whenever you add a new env var, also add it to .env.example and to the README table.'],
      ['rule', 'We use tabs not spaces in this repo.'],
      ['profile', "I'm the only one working on this repo, and I deploy from my laptop with `make deploy`."],
      ['correction', 'Do not use any. We have strict mode on and any is banned by the linter.'],
    ]);
    // terse, as people type when English is not their first language
    const terse = ['use yarn pls, npm breaks our workspace', 'i am junior dev, please explain more', 'tests must run in docker, local db is not same version', 'we write comments in english only', 'after change in schema.prisma always run prisma generate', 'k8s manifests are in infra/k8s, not in this repo root', 'my english not so good, keep answers simple', 'translations go to locales/*.json, dont hardcode strings'];
    expect(extractStatements(replies(terse)).map((s) => s.type)).toEqual(['feedback', 'user', 'feedback', 'feedback', 'feedback', 'feedback', 'feedback', 'feedback']);
    expect(extractStatements(replies(['always same error :(', 'no wait, not this file', 'remember to remove the console.log after', 'we use this helper only in two places']))).toEqual([]);
    const work = ['Use a set, not the array.', 'Please write a migration that adds an index on orders.created_at', "Let me give you some context. This is a Django 4.2 app, Python 3.11, Postgres 15. Please add a model for invoices."];
    // a request that opens with the user's situation is still a request
    work.push('I need a function that parses dates, use date-fns.', 'My test is failing, explain why.', "I'm in a hurry, so keep it short.", 'I changed the config, use the new one.', "I'm in the middle of a rebase, so don't touch git.");
    // nor one that looks like a new form at first sight
    work.push('Use a map for lookups.', 'Use fetch, not axios — axios is not installed in this sandbox.', 'Tests go in the wrong order when I run them in parallel.', 'The tests must pass, fix them.', 'We use only two endpoints from that API.', 'Rule: the test name is wrong, fix it.', 'Keep answers simple for this one, I am tired.', 'When in doubt, check the logs I sent.', 'The output is too long, keep answers short in this chat.', 'This file is generated, dont edit it by hand.', "We're on Python 3.9 locally, so no worries.", 'The files are named weirdly, rename them.', 'Remember to update the changelog for this PR.');
    expect(extractStatements(replies(work))).toEqual([]);
  });

  it('keeps the rule said after a request for work in the same sentence, with the place it points at, not what the thing being built must do', () => {
    expect(
      typesAndTexts([
        'Write the migration, and always use transactions in migrations.',
        'Bump the version, and always update the changelog when you bump versions.',
        'Refactor the service, and never call the payments API directly, go through the gateway client.',
        'Add logging to the worker and always include the request id in log lines.',
        'Move the helpers to src/utils and always put new helpers there.',
      ]),
    ).toEqual([
      ['feedback', 'Always use transactions in migrations.'],
      ['feedback', 'Always update the changelog when you bump versions.'],
      ['feedback', 'Never call the payments API directly, go through the gateway client.'],
      ['feedback', 'Always include the request id in log lines.'],
      // (the place is named in the request: kept with it)
      ['feedback', 'Move the helpers to src/utils and always put new helpers there.'],
    ]);
    // said of the work at hand: the thing being built ("it", "the header"), how often it runs, a case of it
    const spec = [
      'Make the button blue and it should never be disabled.',
      'Build the export job so it should never run twice at once.',
      'Write the parser and never use regex for it.',
      'Make the table sortable and always keep the header visible.',
      'Build the dashboard and always refresh the numbers every minute.',
      'Write the handler and always return early if the user is missing.',
    ];
    expect(extractStatements(replies(spec))).toEqual([]);
    // with a scope past the work, what it must do lasts
    expect(typesAndTexts(['Fix the lint errors and the tests should always pass before you push.'])).toEqual([['feedback', 'Fix the lint errors and the tests should always pass before you push.']]);
    // a rule that points at a place the sentence before names keeps that sentence (unless it is a memory of its own)
    expect(typesAndTexts(['Move the helpers to src/utils. Always put new helpers there.'])).toEqual([['feedback', 'Move the helpers to src/utils. Always put new helpers there.']]);
    expect(typesAndTexts(['The payments code is fragile. Any change there needs a review from Maria.'])).toEqual([['feedback', 'The payments code is fragile. Any change there needs a review from Maria.']]);
    expect(typesAndTexts(['We always keep fixtures in test/data. Never put fixtures anywhere else.']).map(([, text]) => text)).toEqual(['We always keep fixtures in test/data.', 'Never put fixtures anywhere else.']);
  });

  it("reads what bounds the work asked for as the work's, and a mark of lasting or a reason as a rule", () => {
    const kept = (said: string) => extractStatements(replies([said])).filter(standsAlone).map((s) => s.text);
    // a prohibition beside a request for work bounds that work
    for (const said of [
      'Bump the version to 2.4.0, update the CHANGELOG and create the git tag. Don\'t push anything.',
      "I'm getting this when running the migration. Can you figure out why? Don't touch the seed files though.",
      'Look at how we handle retries in http/client.go. I want exponential backoff. Don\'t add a new dependency for this.',
      'Rename the UserService class to AccountService everywhere. Don\'t touch the database table names.',
      "Look into why the websocket disconnects on staging. Don't change the nginx config, I'll do that myself once we know the cause.",
      'I want the CLI to print a progress bar. Use whatever library is already in package.json; don\'t pull in a new one just for this.',
      '给我写个脚本统计一下上个月的活跃用户，别把测试账号算进去。',
      '帮我把用户列表页加上分页，每页 20 条。不要改接口。',
      // as non-native speakers write it
      'Please make the migration for add column. Please not push, I check first.',
      'can you update readme? not change the license part',
    ]) expect(kept(said)).toEqual([]);
    // a list of what to build is the work, with or without a blank line after its header
    expect(kept("Here's the spec for the new endpoint:\n\n- GET /api/v1/reports/:id\n- response is cached for 60 seconds\n\nImplement it in the reports controller.")).toEqual([]);
    expect(kept('Add dark mode.\n\nAcceptance criteria:\n- toggle persists across reloads\n- no flash of the wrong theme on load')).toEqual([]);
    // a correction of the piece of code at hand is the session's, not a memory
    expect(kept('this is wrong. the function should return an empty list when there are no matches, not None. fix it and update the docstring')).toEqual([]);
    // what says it lasts, or why, is kept in the same messages
    expect(kept('Bump the version. Never push tags from a laptop, CI does that.')).toEqual(['Never push tags from a laptop, CI does that.']);
    oneEachAndNone(
      [
        'Add pagination to /users. Use cursor-based pagination, not offset — we had performance issues with offset on the big tables.',
        "Fix the date formatting on the invoice page. Remember that we always show dates in the customer's timezone, not the server's.",
        'do not use moment.js, it is deprecated for us, use dayjs',
        '帮我写个数据迁移脚本。注意：我们线上数据库禁止在白天跑大表迁移，只能在凌晨两点以后。',
      ],
      // replies about the piece at hand: redo it, pick it, keep the old one
      ["don't change the test, fix the code", 'no. i said the header, not the footer', 'no wait, keep the old function too, other modules still call it'],
    );
    // and a prohibition said on its own, after the agent's work, is a rule as before
    expect(kept("Don't mock the database in integration tests.")).toEqual(["Don't mock the database in integration tests."]);
    // a way of working with its reason is no redo, though its last clause is an order
    expect(kept("Don't run the full e2e suite locally, it takes 40 minutes; run the smoke tests instead.")).toHaveLength(1);
    // in Chinese, what a request's later clauses say the work must and must not be; a prohibition after a lasting fact is kept with it
    for (const said of ['看下这个报错怎么回事。不要加可选链糊过去，找到根因。', '帮我写单元测试，覆盖率到 80% 就行，不要写快照测试。']) expect(kept(said)).toEqual([]);
    expect(kept('帮我加个缓存，生产环境的 Redis 是共享的，别用 KEYS 命令')).toEqual(['生产环境的 Redis 是共享的，别用 KEYS 命令。']);
    // Chinese replies mid-work: what was meant, stop it now, no need now — none kept; a rule with its scope or told on after it, kept
    for (const said of ['不对，改的是上面那个函数', '用 map 吧，别用 for 循环了', '不用写文档了，时间不够']) expect(kept(said)).toEqual([]);
    expect(kept('老的 v1 接口还有两个大客户在用，别把它弄坏了')).toHaveLength(1);
    expect(kept('以后别删我的注释，这个仓库里的注释都是有意写的')).toHaveLength(1);
    expect(kept('我们这边提交信息都用英文写，格式是 feat/fix 开头')).toHaveLength(1);
    // Chinese: a move of stack told as before and now, how a part is deployed and what it rules out, what the user does
    oneEachAndNone(
      ['我们以前用 Jenkins，现在全部迁到 GitLab CI 了，老的 Jenkinsfile 可以忽略。', '记一下：我们的 Redis 是集群模式，不支持 KEYS 和跨 slot 的事务。', '我是做 Android 的，iOS 那边不太熟，涉及 iOS 的地方多解释一点。'],
      ['我们以前用 Jenkins，现在也在用', '我是做这个需求的', 'Redis 连不上了，看一下是不是密码错了。'],
    );
    // someone else does it this once
    expect(kept("right, and please don't add the TODO comment, I'll track it in Jira")).toEqual([]);
    expect(kept('Rename the env vars to the new prefix APP_. Don\'t change the names in the prod secrets manager, ops will do that.')).toEqual([]);
    // a convention said with "everywhere", an obligation of a kind said with where
    expect(kept('small thing: we spell it "color" not "colour" everywhere in the UI copy, US English.')).toHaveLength(1);
    expect(kept("Add an index on sessions.user_id. Just so you're aware, migrations on the sessions table have to be run with lock_timeout set, the table is hot.")).toHaveLength(1);
    // a habit of the agent's, then "please stop, only …"
    expect(kept('you keep adding comments that just restate the code. please stop, only comment the why.')).toEqual([
      'You keep adding comments that just restate the code. Please stop, only comment the why.',
    ]);
  });

  it('keeps a rule beside a request when it says what it holds for, and a fact or spec beside a request only to run or hand in the work', () => {
    const kept = (said: string) => extractStatements(replies([said])).filter(standsAlone).map((s) => s.text);
    // what it holds for: kinds of thing, the agent's answers, a tool against another, a reason that holds, a request to remember
    for (const [said, rule] of [
      ["Don't use lodash in new code, we're removing it. Then open a PR.", "Don't use lodash in new code, we're removing it."],
      ['Use UTC everywhere in the backend. Now run the tests.', 'Use UTC everywhere in the backend.'],
      ["don't print whole dataframes in your answers, just the first five rows. Then open a PR.", "Don't print whole dataframes in your answers, just the first five rows."],
      ["don't use moment, just use the date-fns helpers. Can you fix the failing test?", "Don't use moment, just use the date-fns helpers."],
      ["don't touch the generated files under src/gen, they get overwritten by buf generate. Now run the tests.", "Don't touch the generated files under src/gen, they get overwritten by buf generate."],
      ["don't ask me before running the test suite, just run it. Then open a PR.", "Don't ask me before running the test suite, just run it."],
      ["don't forget that the mobile app pins API v2. Now run the tests.", 'The mobile app pins API v2.'],
      ["Please add a test for this. don't add any analytics SDKs, the app's whole pitch is privacy", "Don't add any analytics SDKs, the app's whole pitch is privacy."],
      ["Please add a test for this. don't run db:migrate on production by hand, the deploy does it", "Don't run db:migrate on production by hand, the deploy does it."],
    ]) expect(kept(said!), said).toEqual([rule]);
    // a request only to run or hand in the work builds nothing: a limit or news told beside it is the project's
    expect(kept('the bundle has to stay under 200 kb gzipped. Then open a PR.')).toEqual(['The bundle has to stay under 200 kb gzipped.']);
    expect(kept('heads up, the vendor api caps exports at 10k rows. Now run the tests.')).toEqual(['The vendor api caps exports at 10k rows.']);
    // still the work's: a bare order, one for now or while a part is being changed, one said of this place or of when it is done
    for (const said of [
      "Bump the version and tag it. Don't push anything.",
      "Refactor the parser. Don't change the public API yet.",
      "Add the export button. Don't use a modal here, a dropdown is fine.",
      "Write the migration. Don't run it when you're done.",
      "Rename the columns. Don't rename anything in prod, only staging.",
      "Migrate the settings page to the new form library. Don't touch the billing form, it's being rewritten.",
      "Write a script to export users. Don't change any query logic.",
      "Don't push. Just run the tests.",
      "Set up the new project. Don't add any new dependencies for it.",
      "Deploy the hotfix. Don't tell me the details, just do it.",
      'fyi the staging db is down. Now run the tests.',
      'fyi the build is broken on main. can you fix it?',
    ]) expect(kept(said), said).toEqual([]);
  });

  it('keeps where the project is deployed or hosted, said with no object, and not an environment or a day', () => {
    const kept = (said: string) => extractStatements(replies([said])).filter(standsAlone).map((s) => s.text);
    expect(kept('we deploy to fly.io')).toEqual(['We deploy to fly.io.']);
    expect(kept('we host on hetzner')).toEqual(['We host on hetzner.']);
    for (const said of ['we deploy to staging tonight', 'we deploy to the new cluster tomorrow', 'we host on my laptop for now', 'we deploy to it from the ci']) expect(kept(said), said).toEqual([]);
  });

  it('keeps what a coding session tells in passing: a check not needed every time, support dropped, what the times given mean', () => {
    const kept = (said: string) => extractStatements(replies([said])).filter(standsAlone).map((s) => s.text);
    expect(kept("you don't need to run the whole test suite every time, just the file you changed. it takes 8 minutes")).toEqual([
      "You don't need to run the whole test suite every time, just the file you changed.",
    ]);
    expect(kept('we dropped IE11 support last year')).toEqual(['We dropped IE11 support last year.']);
    expect(kept("Don't worry about IE11, we dropped it last year. Modernize the polyfills.")).toEqual(["Don't worry about IE11, we dropped it last year."]);
    expect(kept("don't worry about the tests, we dropped them")).toEqual([]);
    expect(kept('Our API follows JSON:API spec, every response has data/attributes/relationships. Add an endpoint for listing projects.')).toEqual([
      'Our API follows JSON:API spec, every response has data/attributes/relationships.',
    ]);
    expect(kept('I work in Berlin so all the times I mention are CET. Schedule the report for 9am.')).toEqual(['I work in Berlin so all the times I mention are CET.']);
    for (const said of ["You don't need to rewrite the whole file, the change is small.", "you don't need to run the whole suite this time", "just fyi, you don't need to run the whole suite this time", 'I work in Berlin so the traffic is bad today', 'we dropped the ball on support last year']) expect(kept(said), said).toEqual([]);
  });

  it('reads a refusal of what the agent was about to do with the way the project goes, a wrong place set right, and a rule of "only … not …"', () => {
    const after = (agent: string, user: string) => extractStatements([{ role: 'assistant', text: agent }, { role: 'user', text: user }]).filter(standsAlone).map((s) => s.text);
    expect(after("I'll install axios for the HTTP calls.", "please don't, we use the built-in fetch everywhere")).toEqual(['We use the built-in fetch everywhere.']);
    expect(after('I put the new helper in src/utils/date.ts.', 'wrong place, date helpers go in packages/shared/date')).toEqual(['Date helpers go in packages/shared/date.']);
    expect(after("I've added comments to every function.", 'too many comments. only comment the why, not the what')).toEqual(['Only comment the why, not the what.']);
    // a pick, and an order for the work at hand, are no memory
    expect(after('I changed the button color to blue.', 'no, the other button')).toEqual([]);
    expect(after('I changed the button color to blue.', 'No, the other button.')).toEqual([]);
    expect(after('I changed the button color to blue.', 'no, the other button, thx')).toEqual([]);
    expect(after('I used `any` to get it compiling.', "please don't, type it properly")).toEqual([]);
  });

  it('keeps a preference with its bound, an order for each time a kind of work is written, a step taken on the user\'s word alone, and the casing two parts speak', () => {
    const lines = [
      'Prefer small PRs, under 400 lines if you can ||| keep',
      'when you write migrations always make them reversible ||| keep',
      'When writing migrations, always make them reversible ||| keep',
      'only run the e2e suite when I ask ||| keep',
      'run the e2e suite only when I ask ||| keep',
      'the e2e suite takes like 25 minutes so only run it when I ask ||| keep',
      "the e2e suite is slow, don't run it unless I ask ||| keep",
      'Our API returns snake_case but the frontend wants camelCase, the conversion lives in src/lib/case.ts ||| keep',
      'prefer the second approach if you can ||| skip',
      'prefer smaller diffs for this PR ||| skip',
      'when writing the release notes, use the template ||| skip',
      'when picking endorsements, make sure they align with your values ||| skip',
      'only push it when I say so ||| skip',
      'run it only when I ask ||| skip',
      'the new seed script is ready, only run it when I ask ||| skip',
      "the deploy is running, don't touch it unless I ask ||| skip",
      "the test is slow, don't run it ||| skip",
      'our API returns snake_case but it should be camelCase ||| skip',
    ];
    keptAsLabelled(lines);
  });

  it("keeps what to keep in mind after a request when it is the team's or the product's, the project's own piece by where it is, a pattern error codes follow, and where a kind of file is said with 'is', after an apology too", () => {
    const lines = [
      'ok now refactor the auth middleware, and keep in mind we support both JWT and API keys ||| keep',
      'update the docs, and remember our API has to stay backwards compatible ||| keep',
      'use the existing logger from lib/log, not console.log ||| keep',
      'Our error codes follow the pattern ERR_<DOMAIN>_<REASON>, e.g. ERR_AUTH_EXPIRED ||| keep',
      'sorry I was wrong, the config is in config/app.yaml not settings.py ||| keep',
      'the migrations are under db/migrate ||| keep',
      'write the test, and remember the fixture needs a user ||| skip',
      'fix the form, and keep in mind we need it by friday ||| skip',
      'use the helper in src/utils, not the one in lib ||| skip',
      'my bad, the bug is in src/cart.ts ||| skip',
      'the types are in src/types.ts, fix them ||| skip',
      'all api routes are under /v1 ||| skip',
    ];
    keptAsLabelled(lines);
  });

  it("keeps a kind of thing kept out of a kind of code, the tool used with why the other is out, the codebase's way, and a habit said 'normally' after what is fine this once", () => {
    const lines = [
      'no mocks in integration tests, they hit the real db ||| keep',
      'no console.logs in the components please ||| keep',
      'we use date-fns, moment is too heavy ||| keep',
      "please no, let errors bubble up to the handler, that's how the whole codebase works ||| keep",
      'fine this time, but normally we use the knex schema builder ||| keep',
      'use the structlog logger, print statements get stripped by the linter anyway ||| keep',
      'fine for now, but fix it later ||| skip',
      'normally we would use knex but this is a one-off ||| skip',
      "normally we use the staging db for this but it's down ||| skip",
      'no changes in the migrations ||| skip',
      'no data in the handlers ||| skip',
      'we use it, the other one is too slow ||| skip',
    ];
    keptAsLabelled(lines);
  });

  it('keeps a style picked from the ways the agent asked about, and what depends on the way a change undid', () => {
    const after = (agent: string, user: string) => extractStatements([{ role: 'assistant', text: agent }, { role: 'user', text: user }]).filter(standsAlone).map((s) => s.text);
    expect(after('Should I use tabs or spaces?', '2 spaces')).toEqual(['Use 2 spaces, not tabs.']);
    expect(after('Which package manager do you use: npm, yarn or pnpm?', 'pnpm. also fix the typo in line 4')).toEqual(['Use pnpm, not npm or yarn.']);
    // (kept with the act it undoes since what clients depend on is read as a why that lasts: the memory says what not to do again)
    expect(after('I changed the API response to camelCase.', 'revert that, clients depend on snake_case')).toEqual(["Don't change the API response to camelCase: clients depend on snake_case."]);
    // a yes, a pick of a place, a pick for one package, and an undo for a fault are the moment's
    for (const [agent, user] of [['Should I use tabs or spaces?', 'yes'], ['Should I add it to the header or the footer?', 'footer'], ['Do you want me to use npm or yarn to install this one package?', 'npm'], ['I changed the API response to camelCase.', 'revert that, it broke the build']] as const) expect(after(agent, user), user).toEqual([]);
  });

  it("keeps in a long prompt a direction the team is moving in with its rule, a habit after a reason of the moment, and the team's named way of working", () => {
    const kept = (said: string) => extractStatements(replies([said])).filter(standsAlone).map((s) => s.text);
    expect(kept("please refactor OrderService into smaller pieces. also, we're moving away from inheritance in this codebase, so prefer composition.")).toEqual([
      "We're moving away from inheritance in this codebase, so prefer composition.",
    ]);
    expect(kept('nice. fyi on prod that table has 80M rows so we always create indexes CONCURRENTLY. update the migration.')).toEqual(['We always create indexes CONCURRENTLY.']);
    expect(kept('Our team does trunk-based development, feature flags for anything unfinished. Write the new export feature behind a flag.')).toEqual([
      'Our team does trunk-based development, feature flags for anything unfinished.',
    ]);
    for (const said of ["we're moving to the new office, so don't expect me on slack", 'the server is down so we always restart it by hand now', 'our team does the review tomorrow', 'prefer whatever']) expect(kept(said), said).toEqual([]);
  });

  it("keeps what a client's product looks like and what the client insists on everywhere, not what they want once or what is off", () => {
    const lines = [
      'Their brand color is #1E6B52, and they insist on no stock photos anywhere. ||| keep',
      'our heading font is Playfair Display ||| keep',
      'the client insists on no stock photos anywhere ||| keep',
      'they insist on a call tomorrow ||| skip',
      'the client insists on seeing the draft first ||| skip',
      'the primary color is #0A84FF but it looks off here ||| skip',
      'the primary color is #0A84FF, change it to green ||| skip',
    ];
    keptAsLabelled(lines);
  });

  it('keeps what casual typing says of where tests sit, what the tooling regenerates, who still hits an old endpoint, what all of a kind goes through, a size budget, a tool kept out with what is used instead, and what to check when CI fails', () => {
    const lines = [
      'the tests are in __tests__ folders next to each component ||| keep',
      'prisma client gets regenerated on postinstall so you dont need to run it manually ||| keep',
      'nah leave the old endpoint, the ios app on old versions still hits it ||| keep',
      'we got bitten by timezone bugs before so all datetime handling goes through lib/time.ts ||| keep',
      'make sure the docker image stays under 200MB, the edge devices have tiny disks ||| keep',
      'no ORMs in this service, raw SQL with pgx only ||| keep',
      "when the build fails on CI, check the cache key first, it's usually stale cache ||| keep",
      'our monorepo uses nx, run affected targets only not the whole thing ||| keep',
      "the tests are in __tests__ but they don't run ||| skip",
      'the client gets regenerated on postinstall but it fails ||| skip',
      'leave the old endpoint, I still need it for my test ||| skip',
      'all the data goes through this function ||| skip',
      'make sure the docker image stays under 200MB for this release ||| skip',
      'we got bitten by this bug so fix it properly ||| skip',
      'when the build fails again, check the cache key first ||| skip',
      'no docs in this package ||| skip',
    ];
    keptAsLabelled(lines);
    // a name of the test tools' own, in underscores, is no emphasis
    expect(extractStatements(replies(['tests live in __tests__ folders next to each component'])).map((s) => s.text)).toEqual(['Tests live in __tests__ folders next to each component.']);
  });

  it('leaves an order about the piece at hand however lasting its words, and keeps a part of the code said to be going away', () => {
    const lines = [
      'always check for null here before calling .map ||| skip',
      'we use postgres, so the query needs to use ILIKE not LIKE ||| skip',
      'never use the word "simply" in the docs you write for this page ||| skip',
      'remember to rebase before you open the PR ||| skip',
      'remember to rebase before you open a PR ||| keep',
      'everything in src/legacy is going to be deleted next sprint ||| keep',
      'the legacy module will be removed next sprint ||| keep',
    ];
    keptAsLabelled(lines);
  });

  it("keeps an upgrade the user holds back, made of the agent's sentence and the wait the user names", () => {
    const after = (agent: string, user: string) => extractStatements([{ role: 'assistant', text: agent }, { role: 'user', text: user }]).filter(standsAlone).map((s) => s.text);
    expect(after('I bumped React to 19.', "not yet, we're waiting on the design system to support it")).toEqual(["Don't bump React to 19 yet: we're waiting on the design system to support it."]);
    expect(after("I've upgraded the Go toolchain from 1.21 to 1.22 and all tests pass.", "no, not yet. we're blocked on the CI image, it only has 1.21")).toEqual([
      "Don't upgrade the Go toolchain to 1.22 yet: we're blocked on the CI image, it only has 1.21.",
    ]);
    // not yet for the work at hand, a wait that is not the project's, or no reason at all
    expect(after('我把依赖升级到了 Spring Boot 3。', '先别升，我们还有服务跑在 JDK 8 上')).toEqual(['先别把依赖升级到 Spring Boot 3：我们还有服务跑在 JDK 8 上。']);
    expect(after('我把依赖升级到了 Spring Boot 3。', '先别升，我今天要发版')).toEqual([]);
    for (const [agent, user] of [['I bumped React to 19.', 'not yet, finish the tests first'], ['I fixed the failing test.', "not yet, we're waiting on QA"], ['I bumped React to 19.', 'not yet']] as const) expect(after(agent, user), user).toEqual([]);
  });

  it('keeps a dependency held back at a version with why, its "yet" or "for now" lasting as long as the reason', () => {
    const lines = [
      "don't upgrade to React 19 yet, the design system doesn't support it ||| keep",
      'we can\'t move to Python 3.12 until numba supports it ||| keep',
      'stay on webpack 4 for now, the legacy loaders break on 5 ||| keep',
      "keep axios at 0.27, 1.x changed the error shape and we haven't migrated ||| keep",
      "don't upgrade it yet, I need to finish this first ||| skip",
      "don't bump the version yet, the PR isn't merged ||| skip",
      "stay on this branch for now, I'm not done ||| skip",
      'keep the timeout at 30 for now, the test needs it ||| skip',
      'we can\'t move to the new office until the lease is signed ||| skip',
      "don't upgrade anything yet, the tests don't pass ||| skip",
    ];
    keptAsLabelled(lines);
  });

  it('keeps a terse order in a list of rules without a header, how every component is exported, where the env vars are loaded from, and a rule without the redo it asks for', () => {
    const kept = (said: string) => extractStatements(replies([said])).filter(standsAlone).map((s) => s.text);
    expect(kept('- use pnpm\n- no default exports\n- tests with vitest, not jest\n- commit messages follow conventional commits')).toEqual([
      'Use pnpm.',
      'No default exports.',
      'Tests with vitest, not jest.',
      'Commit messages follow conventional commits.',
    ]);
    // a task list's items are the moment's, and so is a terse order beside them
    expect(kept('- fix the login bug\n- use the new logger\n- add tests')).toEqual([]);
    expect(kept('- use pnpm\n- fix the flaky test in cart.spec.ts\n- no console.logs')).toEqual(['No console.logs.']);
    expect(kept('also all our components are default exports, I know, legacy.')).toEqual(['All our components are default exports, I know, legacy.']);
    expect(kept('the env vars are loaded from .env.local by direnv, so make sure you source it.')).toEqual(['The env vars are loaded from .env.local by direnv, so make sure you source it.']);
    expect(kept('we use CSS modules, not Tailwind, so rewrite the styles accordingly.')).toEqual(['We use CSS modules, not Tailwind.']);
    expect(kept('the env vars are loaded from .env.local but it fails')).toEqual([]);
  });

  it("keeps a rebuild's rhythm with what it delays, an SLA, and what a team reads from with the order about them", () => {
    const lines = [
      "the search index rebuilds every 15 minutes so new products don't show up right away ||| keep",
      'we have a 99.9% SLA on the public API ||| keep',
      'the public API has a 99.9% uptime SLA ||| keep',
      'the data team reads from the read replica, never point them at the primary ||| keep',
      "the data team reads from the replica, don't email them today ||| skip",
      'the search index rebuilds every 15 minutes so can you check it ||| skip',
      'we have a 99.9% SLA on the public API but we missed it last month ||| skip',
      'the QA team runs the suite, ask them ||| skip',
    ];
    keptAsLabelled(lines);
  });

  it('keeps what the user says of how the agent works: answers too long, saying so when unsure, a plan past a size, bullets over paragraphs, what annoys, asking before deleting files, checks not needed after every edit', () => {
    const lines = [
      'your answers are way too long, get to the point ||| keep',
      "when you're unsure, say so instead of guessing ||| keep",
      'show me the plan before writing code for anything bigger than a bug fix ||| keep',
      'please use bullet points instead of long paragraphs ||| keep',
      "it's annoying when you rewrite the whole file for a one-line change ||| keep",
      'next time ask before deleting files ||| keep',
      'no need to run the tests after every tiny edit, run them at the end ||| keep',
      'your answer is too long ||| skip',
      "your answers are too long today, I'm in a hurry ||| skip",
      'show me the plan before writing code for this ticket ||| skip',
      'use bullet points instead of paragraphs for this summary ||| skip',
      "it's annoying when you did that ||| skip",
      'ask before deleting the files ||| skip',
      'next time, use the other branch ||| skip',
      'no need to run the tests after every edit today ||| skip',
    ];
    keptAsLabelled(lines);
  });

  it('keeps more of how the agent should work: not over-engineering, the formatter before code is shown, the why explained, boring code liked, less politeness', () => {
    const lines = [
      "you're over-engineering this stuff, keep it simple ||| keep",
      "don't over-engineer ||| keep",
      'run the formatter before showing me code ||| keep',
      'I want to understand the change, so explain the why, not just the what ||| keep',
      'too many abstractions, I like boring code ||| keep',
      "you don't have to be so polite ||| keep",
      "you're over-engineering this, just add the field ||| skip",
      'too many abstractions, simplify this class ||| skip',
      'I want to understand the change, so walk me through it ||| skip',
      'run the formatter before showing me this file ||| skip',
      'I like boring code, but this is too boring ||| skip',
      "you don't have to be so polite today ||| skip",
    ];
    keptAsLabelled(lines);
  });

  it('keeps an address named first with what it is, written as it was typed', () => {
    const kept = (said: string) => extractStatements(replies([said])).filter(standsAlone).map((s) => [s.type, s.text]);
    expect(kept('grafana.internal/d/api-latency is the dashboard oncall watches, check it if you touch request handling')).toEqual([
      ['reference', 'grafana.internal/d/api-latency is the dashboard oncall watches, check it if you touch request handling.'],
    ]);
    // (its scheme neither in capitals as an acronym nor capitalised as a word)
    expect(kept('https://grafana.internal/d/api-latency is the latency dashboard')).toEqual([['reference', 'https://grafana.internal/d/api-latency is the latency dashboard.']]);
    for (const said of ['grafana.internal/d/api-latency is the dashboard I was looking at yesterday', 'localhost:3000/admin is the admin panel, why is it blank?', 'api.acme.dev is broken today']) expect(kept(said), said).toEqual([]);
  });

  it('keeps what changed since: an environment moved, a system retired, a monorepo tool replaced', () => {
    const lines = [
      'update: staging moved to a new cluster, the URL is now staging2.acme.dev ||| keep',
      "the old Jenkins server is gone, don't reference it in docs ||| keep",
      'the Jenkins server was decommissioned ||| keep',
      'the monorepo now uses turborepo instead of lerna ||| keep',
      'the frontend and backend are released independently ||| keep',
      'CI caches node_modules by lockfile hash ||| keep',
      'we use GitHub Projects for planning, issues need a size label ||| keep',
      "code review turnaround is 24h, ping in #eng-reviews if it's longer ||| keep",
      'this issue needs a size label ||| skip',
      "we use GitHub Projects for planning, it's a mess ||| skip",
      'code review turnaround is 24h today ||| skip',
      'the mobile app reads the API base URL from remote config ||| keep',
      'the CI caches node_modules by mistake ||| skip',
      'the app reads the wrong URL from remote config ||| skip',
      'it is built separately ||| skip',
      'my changes are deployed separately ||| skip',
      'the dev server is gone again, restart it ||| skip',
      'the test database was deleted by accident ||| skip',
      'my laptop moved to a new desk ||| skip',
      'the staging db was deleted, why? ||| skip',
    ];
    keptAsLabelled(lines);
  });

  it("keeps how old the code is, where the team works from, what to track for any client work, and what a contract asks of all the data", () => {
    const lines = [
      'the codebase is ~15 years old, expect weird patterns in the older modules ||| keep',
      'half the team is in Manila, so async communication matters, write clear PR descriptions ||| keep',
      'we bill clients by the hour, so track time in Harvest for any client work ||| keep',
      'our contract with Acme requires all data to stay in the EU ||| keep',
      'my code is 2 years old and broken ||| skip',
      'half the team is in the meeting ||| skip',
      'the contract requires all of us to sign by friday ||| skip',
      'track time in Harvest for this work ||| skip',
      'the team is spread thin this week ||| skip',
    ];
    keptAsLabelled(lines);
  });

  it("keeps what answers the agent's plan: what a kind of operation does to the database, the project's own piece to reuse, a rule after 'ok but'", () => {
    const lines = [
      'careful, adding a column with a default locks the table on MySQL 5.7, which is what we run ||| keep',
      'use octokit, we have a wrapper in lib/github.ts with retries built in ||| keep',
      'we already have a theme context in src/theme, reuse it ||| keep',
      'ok but never update snapshots blindly, look at the diff first ||| keep',
      'we have a bug in lib/github.ts ||| skip',
      "we have a wrapper in lib/github.ts but it's broken ||| skip",
      'we already have one, reuse it ||| skip',
      'adding a column locked the table again today ||| skip',
      'ok but always for this PR only ||| skip',
    ];
    keptAsLabelled(lines);
  });

  it('keeps the tool for a language said with its scope first, vendored dependencies, a squash-merge habit, and where each kind of branch starts', () => {
    const lines = [
      'for python stuff use uv, not pip or poetry ||| keep',
      'we vendor our Go dependencies, commit the vendor folder ||| keep',
      'feature work branches off develop, hotfixes off main ||| keep',
      'we squash-merge, so the PR title becomes the commit message ||| keep',
      'for now use the old endpoint, not the new one ||| skip',
      'for this use the helper, not inline code ||| skip',
      'for example use uv, not pip ||| skip',
      'we vendor it for now ||| skip',
      'feature work branches off my branch today ||| skip',
    ];
    keptAsLabelled(lines);
  });

  it('keeps who the user is and whom the project is for: a language learnt with it, a thesis, the board it runs on, a family business', () => {
    const lines = [
      "I'm learning Go with this project, so explain idiomatic alternatives when you see non-idiomatic code ||| keep",
      'this is for my thesis, the deadline is in March ||| keep',
      'I run this on a Raspberry Pi 4 with 4GB RAM ||| keep',
      "I'm building this for my dad's bakery ||| keep",
      'I run this on a whim sometimes ||| skip',
      "I'm building this for a demo tomorrow ||| skip",
      "I'm learning the codebase with this project ||| skip",
      'this is for my class tomorrow ||| skip',
    ];
    keptAsLabelled(lines);
  });

  it("keeps what the agent may do unasked, the tool for a kind of task, what to reach for when a need comes up, and the access it has", () => {
    const lines = [
      'you can run the tests without asking, but ask before installing packages ||| keep',
      'use the gh CLI for anything GitHub related ||| keep',
      'when you need to look something up in the docs, use context7 ||| keep',
      'you have read access to the prod DB via the readonly user, never try to write ||| keep',
      'you can run it without asking ||| skip',
      'you can merge this without asking today ||| skip',
      'you have access to the repo now, try again ||| skip',
      'use the gh CLI for this ||| skip',
      'when you need to fix this, use the helper ||| skip',
    ];
    keptAsLabelled(lines);
  });

  it("keeps the tool a step is done with against the other, how a step is run when the plain way fails, a kind kept small for a lasting limit, a mark every one of a kind carries, a gate after how things stand, and a kind the code has enough of", () => {
    keptAsLabelled([
      'the board is an nrf52840, we flash it with probe-rs, not openocd ||| keep',
      "run the hil tests with cargo xtask hil, plain cargo test won't find the probe ||| keep",
      'please keep the defmt logs short, the rtt buffer is only 1kb ||| keep',
      'we tag anything pii with meta: {pii: true} and the masking policy picks it up ||| keep',
      'our warehouse is snowflake, the x-small warehouse is the default and you need to ask before using a bigger one ||| keep',
      'the staging db is shared and you need to ask before deleting anything ||| keep',
      'we have too many autoloads already, put inventory state in the player scene ||| keep',
      'all the models in marts/ are materialized as tables, staging stays as views ||| keep',
      'we deploy it with fly, not today ||| skip',
      'keep the logs short, the file is only 2kb for now ||| skip',
      "run it with --verbose, plain output doesn't show the error ||| skip",
      'we tagged the release with v2 ||| skip',
      'the build is red and you need to ask before merging anything ||| skip',
      'the db is slow today, so ask before running any migrations ||| skip',
      'we have too many meetings already ||| skip',
    ]);
  });

  it("keeps a kind too heavy for the plain way and how it is handled, what the code assumes after an order to put it back, and the machine the agent works on; not a question typed without its mark", () => {
    keptAsLabelled([
      'levels are big, load those with ResourceLoader.load_threaded_request, preload only small stuff ||| keep',
      'put it back to 60, the netcode assumes 60 ticks ||| keep',
      'change it back, the api expects snake_case keys ||| keep',
      "you can't, there's no display on this box, use the headless test runner ||| keep",
      'this machine has no internet access ||| keep',
      "you don't have sudo here ||| keep",
      'the files are big, load them with pandas ||| skip',
      'change it back, the old version worked ||| skip',
      'put it back to 60, you broke the physics ||| skip',
      "there's no internet on this box right now ||| skip",
      'this machine has no internet since the router died ||| skip',
      "you can't, I haven't pushed it yet ||| skip",
      'why is the fct_orders run taking 40 minutes now ||| skip',
      'why are the staging tests failing every night ||| skip',
    ]);
  });

  it("keeps a rule with the team's vote behind it though the message goes on to ask for work, a lower-case framework with the runtime it runs on, what a team handles across all services, how releases work here, and a step the agent never takes", () => {
    const kept = extractStatements(replies(["please don't add lombok, the team voted it out last year. can you look at why the cart total is off by a cent sometimes?"])).filter(standsAlone);
    expect(kept.map((s) => s.text)).toEqual(["Please don't add lombok, the team voted it out last year."]);
    keptAsLabelled([
      "this is the checkout service for our shop, it's a spring boot 3 app on java 21. ||| keep",
      'leave versions alone, platform team handles upgrades across all services in one go. ||| keep',
      'so the way releases work here: merge to main, CI builds an image tagged with the git sha, then someone from platform promotes it to prod in argocd. ||| keep',
      'you never promote yourself. ||| keep',
      'you never merge your own PRs ||| keep',
      "this is the bug for our shop, it's a spring boot 3 app on java 21 ||| skip",
      'the platform team handles this now ||| skip',
      'you never listen ||| skip',
      'you never run the tests ||| skip',
      'you never push it ||| skip',
    ]);
  });

  it("keeps, of a modelling project, the data every model is judged on, a setting set everywhere, a resource shared with another team and the bound every job keeps, and the one metric those the work is for care about", () => {
    keptAsLabelled([
      'we evaluate on the holdout from march, the random split overestimates auc by like 5 points ||| keep',
      'set the seed to 42 everywhere, we need runs to be reproducible for the audit ||| keep',
      'the gpu box is shared with the research team, keep jobs under 4 hours ||| keep',
      "our stakeholders only care about precision at the top 10%, that's the metric to report ||| keep",
      'set it to 42 everywhere in this file ||| skip',
      'fix the typo everywhere ||| skip',
      'keep it under 4 hours ||| skip',
      'keep the changes under 200 lines for this pr ||| skip',
      'we evaluated on the holdout yesterday ||| skip',
      'the gpu box was shared with the research team until last week ||| skip',
      'the stakeholders only care about this one chart today ||| skip',
      'enable it everywhere ||| skip',
    ]);
  });

  it("keeps, of an iOS app, a tool the team is moving off, the version floor, where the code of each feature goes, the one machine signing works on, where tokens go and how dependencies reach the code, said in reply to the agent", () => {
    const exchanges = [
      ['I\'ve added a Combine publisher for the network layer.', "we're moving off Combine, new code uses async/await"],
      ['Should I support iOS 15?', 'no, 16 is the floor, we dropped 15 in the last release'],
      ['I created a new SwiftUI view for settings.', 'looks good but move it into the Settings feature module, each feature is its own swift package'],
      ['The build failed with a signing error.', "that's expected locally, signing only works on the CI mac mini"],
      ['Should I use UserDefaults for the token?', 'no, tokens go in the keychain, always'],
      ['I used a singleton for the analytics client.', 'hmm, we inject everything through the Environment, no singletons'],
    ];
    expect(exchanges.filter(([agent, said]) => typesKept(said!, agent).length === 0).map(([, said]) => said)).toEqual([]);
    keptAsLabelled([
      "we're phasing out jQuery ||| keep",
      "we're moving off the old office next month ||| skip",
      'new code uses a lot of memory ||| skip',
      '16 is the floor for now ||| skip',
      'tokens go in the same place ||| skip',
      'signing only works on my machine ||| skip',
      "that's expected, the test is flaky ||| skip",
      "move it into the utils folder, it's too long ||| skip",
      'we inject it through the constructor ||| skip',
    ]);
  });

  it("keeps, in Chinese, a kind of thing done with one named call (its 一下 a softener), what every one of a kind must have, and the lowest level logged in production after 改回去", () => {
    keptInChineseOrNot(['错误要用 errors.Wrap 包一下，不然日志里看不到调用栈', '小心点，这个服务对内存很敏感，goroutine 要有上限', '改回去，线上只打 info 以上'], ['我要用 errors.Wrap 包一下', '这个要用 errors.Wrap 包一下', '帮我把错误用 errors.Wrap 包一下', '明天要用 lodash.get 改一下', '改回去，我不喜欢']);
  });

  it("keeps, of a Next.js app, a tool given up here, where data fetching goes and the hooks for every endpoint, what matters to the team after an approval, a second library of a kind refused, the design system's piece, what to run instead of a slow step, and a version held until a migration is done", () => {
    keptAsLabelled([
      'enzyme is dead here, use testing-library ||| keep',
      'no, data fetching goes through react-query, we have hooks in src/queries for every endpoint ||| keep',
      "perfect, that's what we want for anything public, SEO matters for us ||| keep",
      "we already have date-fns, don't add a second date library ||| keep",
      'yes, use the Skeleton component from the design system, not spinners ||| keep',
      'it takes 6 minutes, run tsc --noEmit instead for a quick check ||| keep',
      "revert that, we're on 14 until the app router migration is done ||| keep",
      'my laptop is dead here ||| skip',
      'we have bugs in src/queries for every endpoint ||| skip',
      'it takes 6 minutes, just wait ||| skip',
      'use the button from the design system for this one ||| skip',
      "that's what we want for now, the demo is tomorrow ||| skip",
      'speed matters for us this week ||| skip',
      "we're on 14 until I say otherwise ||| skip",
      "we already have one, don't add another ||| skip",
    ]);
  });

  it("keeps, of a terraform repo, what every PR carries and where, the provider's major line and what the next breaks, the marks every resource carries, and what each region is for", () => {
    keptAsLabelled([
      'plan output goes in the PR description so reviewers can see it ||| keep',
      "we're on aws provider 5.x, 6 breaks our iam module ||| keep",
      'tag every resource with owner, env and cost-center, finance uses them for chargeback ||| keep',
      'eu-west-1 is primary, us-east-1 only has the cloudfront certs ||| keep',
      'the screenshots go in the pr description ||| skip',
      'tag every resource with it ||| skip',
      'eu-west-1 is down ||| skip',
      'eu-west-1 is primary for now ||| skip',
      "we're on step 4, 5 breaks ||| skip",
    ]);
  });

  it("keeps what is typed as in a chat (u, ur, teh, r), a step left out for a kind of change, a move and what it changes about the user, and the tool a part of the work is done with", () => {
    keptAsLabelled([
      'u can skip the tests for docs only changes ||| keep',
      'fyi teh prod db is read only from ur box ||| keep',
      'btw i moved to berlin so my timezone is CET now ||| keep',
      'we use r for the stats scripts ||| keep',
      'we use terraform for the infra ||| keep',
      'u can skip it ||| skip',
      'you can skip the tests for this change ||| skip',
      'the results r in, looks good ||| skip',
      'i moved to berlin so my commute is shorter ||| skip',
      'ur code is wrong ||| skip',
      'we use python for this script ||| skip',
      'we use Playwright for e2e but it keeps timing out on CI ||| skip',
    ]);
  });

  it("keeps, in Chinese, what the product covers, where every one of a kind goes by what it belongs to, the tool to use and what is wrong with the other, and the machine the agent works on", () => {
    keptInChineseOrNot(['不用，我们只做手机端', '图片按模块放，assets/images/<模块名>/ 下面', '用 logger，print 在 release 包里会被去掉但还是有性能开销', '你那边没有 mac，跑 android 的就行'], ['我们只做了一半', '我们目前只做手机端', '你那边没有报错吧', '图片按比例放大了', '用 print，print 也行', '把图片按模块放一下']);
  });

  it("keeps, of a Rust crate, how the library reports errors and for whom, a flag every test run needs, a step only the CI takes, a promised version held until a release, and what every unsafe block needs named by 'one'", () => {
    const exchanges = [
      ['I added anyhow to the library crate.', 'anyhow is fine in the binary, but the lib uses thiserror so callers can match on errors'],
      ['I ran cargo test and it passed.', 'also run it with --all-features, some code is behind feature flags'],
      ['Want me to publish to crates.io?', 'no! releases are done by the CI on tag push'],
      ['I bumped the MSRV to 1.80.', 'we promised 1.70 in the readme, keep it there until 2.0'],
      ['I used unsafe for the fast path.', "not without a SAFETY comment, every unsafe block needs one explaining why it's sound"],
    ];
    expect(exchanges.filter(([agent, said]) => typesKept(said!, agent).length === 0).map(([, said]) => said)).toEqual([]);
    keptAsLabelled([
      'the lib uses thiserror so I can match on errors ||| skip',
      "it's fine in the binary, but the lib is broken ||| skip",
      'run it with --verbose, some tests are flaky ||| skip',
      'releases are done by the CI on tag push for now ||| skip',
      'keep it there until I say so ||| skip',
      'every unsafe block needs one ||| skip',
    ]);
  });

  it("keeps, of a payments service, a kind said with 'only, always', where secrets never go, the steps a kind of change needs, what a part is not (idempotent) and a port held by another service", () => {
    keptAsLabelled([
      'parameterized queries only, always ||| keep',
      'remove it from git history, and add .env to .gitignore. secrets never go in the repo ||| keep',
      'renames need the expand/contract pattern here, add the new column first, backfill, then drop the old one in a later release ||| keep',
      "careful, payments aren't idempotent on their side, a retry can double charge ||| keep",
      '3000 is taken by the other service on staging, we use 3100 ||| keep',
      "the fix isn't atomic, I'll redo it ||| skip",
      '3000 is taken by the other service now ||| skip',
      'renames need the expand/contract pattern, fix it ||| skip',
      "this test isn't idempotent ||| skip",
    ]);
  });

  it("keeps when a kind of test runs and what it costs, the reach of formatting, what is never left in the code, who is pinned to a version, and a standing fact after an order for now or a verdict", () => {
    keptAsLabelled([
      'run the unit tests, e2e runs nightly ||| keep',
      'the e2e suite takes 40 minutes and hits the real stripe sandbox ||| keep',
      'please only format the files you touch, whole-repo formatting wrecks git blame ||| keep',
      "we don't leave TODOs, open an issue instead and link it ||| keep",
      "that's a breaking change, the mobile apps pin to v2 and can't update for weeks. ||| keep",
      'run the tests, the build is broken ||| skip',
      'use the helper, it is faster ||| skip',
      'skip it, the test is flaky ||| skip',
      "that's a breaking change, revert it ||| skip",
    ]);
  });

  it("keeps who the user is as said with a contraction, and where they read the agent's work", () => {
    keptAsLabelled([
      "my english isn't great, keep sentences simple please ||| keep",
      'I review everything on my phone in the mornings, short summaries help ||| keep',
      'my english is great ||| skip',
      "my english isn't needed here ||| skip",
      'I review everything on my phone today ||| skip',
    ]);
  });

  it("keeps, of a Django app, how a kind of code is kept thin, a kind of code the team avoids, a way called the standard, and the branch every PR is based on", () => {
    keptAsLabelled([
      'serializers stay thin here, logic goes in services/ ||| keep',
      'we avoid signals, they make the flow impossible to follow. call the service explicitly ||| keep',
      "pytest with the fixtures in conftest.py, that's our standard ||| keep",
      'great, open a PR against develop, not main ||| keep',
      "do it like this, that's our standard ||| skip",
      'the tests stay small for now ||| skip',
      'these functions stay small ||| skip',
      'open a PR against my branch, not main ||| skip',
      'we avoid signals for this one ||| skip',
    ]);
  });

  it("keeps what wins when two qualities pull apart, and who uses the product and on what", () => {
    keptAsLabelled([
      '~200k MAU, mostly on older Samsung devices, so performance matters more than fancy animations. ||| keep',
      'readability matters more than cleverness here ||| keep',
      'most of our users are on older android phones ||| keep',
      'family matters more than work ||| skip',
      'it matters more than you think ||| skip',
      'our users are mostly angry today ||| skip',
      'speed matters more than that ||| skip',
    ]);
  });

  it("keeps, in Chinese, what a layer named in code does and nothing else, where each kind of code goes by its layer, every new setting added to all its places, and a principle the team keeps", () => {
    keptInChineseOrNot(['controller 只做参数校验和转发，业务逻辑放 service，SQL 放 mapper', '新配置项要同时加到 application-dev 和 application-prod 里，不然上线会启动失败', '先看看 common-utils 里有没有，我们不重复造轮子'], ['这个 controller 只做了一半', 'controller 只做了参数校验', '把业务逻辑放 service', '这次业务逻辑先放 controller', '我们不重复造轮子吗', '新配置项要同时加吗']);
  });

  it("keeps, of a game engine, what the team leaves out but for a case, a thing banned in a part of the code, and the flags every build carries", () => {
    keptAsLabelled([
      "the cache is only touched from the main thread, no lock needed. we don't do locks unless there's real contention ||| keep",
      'unique_ptr unless you can show shared ownership, shared_ptr is banned in the audio path ||| keep',
      'we compile with -fno-exceptions, use the Result type in core/result.h ||| keep',
      'we compiled it with -O3 yesterday ||| skip',
      "we don't do that unless you ask ||| skip",
      'the build is banned today ||| skip',
      'we build with -O2 for now ||| skip',
      'the intern is not allowed in the prod cluster ||| skip',
    ]);
  });

  it("keeps, of a CI workflow, how every action is pinned, a runner chosen for what the other broke, which of two a cache holds, and a version dropped for good", () => {
    keptAsLabelled([
      'pin actions to a full commit sha, not a tag, security requirement ||| keep',
      'use ubuntu-22.04, latest moved to 24.04 and broke our native deps last time ||| keep',
      'cache the pnpm store, not node_modules ||| keep',
      "drop 18, it's EOL and we don't support it ||| keep",
      'pin it to a full commit sha ||| skip',
      'use the old one, it broke last time ||| skip',
      'cache it, not the other thing ||| skip',
      "drop it, it's EOL ||| skip",
      'fix the test, not the code ||| skip',
      "drop the table, it's dead ||| skip",
    ]);
  });

  it("keeps a session's context: what the user is building, where it runs and keeps its state, and how a solo developer deploys by hand", () => {
    const kept = extractStatements(replies(["Context for this session: I'm building a Slack bot in TypeScript that summarizes channels daily. It runs on Cloud Run, state is in Firestore. Today I want to add thread support."]))
      .filter(standsAlone)
      .map((s) => s.text);
    expect(kept).toEqual(["I'm building a Slack bot in TypeScript that summarizes channels daily.", 'It runs on Cloud Run, state is in Firestore.']);
    keptAsLabelled([
      "I deploy from my laptop, there's no CI ||| keep",
      'the bot runs on Cloud Run ||| keep',
      "I'm building a quick script to test this ||| skip",
      "I'm building a new feature today ||| skip",
      'it runs on Monday ||| skip',
      'state is in Flux ||| skip',
      'I deployed it from my laptop yesterday ||| skip',
      'we deploy by hand this time ||| skip',
    ]);
  });

  it("keeps, in Chinese, the least production runs with, and the team's own part of what is shared", () => {
    keptInChineseOrNot(['生产至少 3 个副本，跨可用区', '每个团队有自己的命名空间，我们是 team-pay'], ['生产至少要 3 个副本吗', '这次生产先开 1 个副本', '每个团队有自己的命名空间吗']);
  });

  it("keeps nothing of work asked that looks like this stop's new forms: a test to add, a script to write, one page, one PR, one run", () => {
    noneKept([
      'add a test that checks every endpoint returns json',
      'write a script that tags every resource with the owner',
      'the button should always be blue on this page',
      'pin the dependency to 2.3.1 in this PR',
      'we need to keep jobs under 4 hours for this batch',
      'set the seed to 42 in this notebook',
      'it takes 6 minutes, can you speed it up',
      'drop 18 from the matrix in this workflow',
      'cache the results for this run',
      'use the skeleton component here',
    ]);
  });

  it("keeps the tool for anything of a kind, and what is always done on a kind past a size", () => {
    keptAsLabelled([
      'good, we use jsonb for anything schemaless, but index the fields you query ||| keep',
      'on big tables always CONCURRENTLY, the orders table is 200M rows ||| keep',
      'we use it for anything ||| skip',
      'we use jsonb for anything else ||| skip',
      'on big tables it was slow ||| skip',
      'we use redis for anything cached but it keeps crashing ||| skip',
    ]);
  });

  it("keeps how the agent is to work with the user: one question at a time, the plan past a size of change, commands the user runs, where to stop after failures, less of a flourish", () => {
    keptAsLabelled([
      'ask me one question at a time, not five ||| keep',
      'show me the plan before touching more than 3 files ||| keep',
      "give me the command, don't run it, I'll run it myself ||| keep",
      'if a test fails twice, stop and tell me instead of trying random fixes ||| keep',
      'less emoji please ||| keep',
      "give me the command, don't run it ||| skip",
      'if the build fails, stop ||| skip',
      'less emoji in this one ||| skip',
      'show me the plan before touching the files ||| skip',
    ]);
  });

  it("keeps, in Chinese, how the agent is to work with the user: one question at a time, commands the user runs, less of a flourish, short answers", () => {
    keptInChineseOrNot(['一次只问我一个问题', '命令给我就行，我自己跑', '少用点 emoji', '回答尽量短，我在手机上看'], ['这次少用点 emoji', '命令给我吧', '这个回答尽量短', '现在只问我一个问题']);
  });

  it("keeps what every story of a component library needs", () => {
    keptAsLabelled([
      'stories need all variants plus a dark mode one, chromatic diffs both themes ||| keep',
      'user stories need more detail ||| skip',
      'the stories need fixing ||| skip',
      'these fixtures need updating ||| skip',
    ]);
  });

  it("keeps, of an Airflow project, the most often anything runs, how new DAGs are written, a setting that is always one value, and the mode every sensor runs in", () => {
    keptAsLabelled([
      "hourly is the most we run anything, the scheduler can't keep up otherwise ||| keep",
      'we use the TaskFlow API for new DAGs ||| keep',
      'catchup is always False here, backfills are run by hand with the CLI ||| keep',
      'use reschedule mode for sensors, poke mode hogs a worker slot ||| keep',
      'it is always false ||| skip',
      'debug is always true on my machine ||| skip',
      'use dark mode for this ||| skip',
      'hourly is the most I can do ||| skip',
    ]);
  });

  it("keeps, in Chinese, the most often a kind of job may run, and whom a change of a kind is told to first", () => {
    keptInChineseOrNot(['定时任务最频繁五分钟一次，不然 DB 扛不住', '公共组件改之前要在群里说一声，好多页面在用'], ['这个组件改之前要在群里说一声', '这次定时任务最多五分钟一次', '定时任务最频繁五分钟一次吗']);
  });

  it("keeps a named service's limit", () => {
    keptAsLabelled([
      'API Gateway cuts off at 29 seconds anyway, anything longer goes through SQS ||| keep',
      'Bob cuts off at 5 minutes ||| skip',
      'the API times out after 3 seconds today ||| skip',
    ]);
  });

  it("keeps how many copies come before an abstraction", () => {
    keptAsLabelled(['three uses before you extract, not two ||| keep', 'three days before you extract the data ||| skip', 'two uses before lunch ||| skip']);
  });

  it('keeps rules said bare of a whole part, of each change, of a tool against another, of a pin, of a kind kept out, and of the differences to expect', () => {
    keptAsLabelled([
      'reset is synchronous and active high across the whole design ||| keep',
      'indentation is two spaces across the whole codebase ||| keep',
      'logging is inconsistent across the whole codebase ||| skip',
      'the bug is present across the whole app ||| skip',
      'the theme is broken across the whole site ||| skip',
      'I review every change to the clock domain crossings myself before merge ||| keep',
      'I reviewed every change to the auth code before the merge ||| skip',
      'the ppx we use for json is ppx_yojson_conv, not deriving yojson ||| keep',
      'the bug we saw is in the parser, not the lexer ||| skip',
      "ocamlformat version is pinned in .ocamlformat, don't upgrade it, the diff would touch every file ||| keep",
      "the version is pinned in the lockfile, don't upgrade it for now ||| skip",
      'no exceptions across module boundaries, return result types ||| keep',
      'no mocks in this test, use the real db ||| skip',
      "use the std library's assert module in tests, not chai ||| keep",
      'use the fixture in this test, not the factory ||| skip',
      'the reference results were generated on the old cray, small differences in the last digits are expected ||| keep',
      'the build broke on CI, small differences are expected ||| skip',
      "signal names end in _n when they're active low ||| keep",
      "file names end in .spec.ts when they're tests ||| keep",
      'the names end in a number ||| skip',
    ]);
  });

  it("keeps a version held said bare, named by the one tool the agent named with a version; not for now, nor among two", () => {
    expect(keptAfter('Should I target zig 0.14?', "we're pinned to 0.13 until the build.zig changes settle")).toEqual([['project', "We're pinned to zig 0.13 until the build.zig changes settle."]]);
    expect(keptAfter('Should I target Python 3.13?', "we're still on 3.11, the ML libs lag behind")).toEqual([['project', "We're still on Python 3.11, the ML libs lag behind."]]);
    expect(keptAfter('Should I target Node 22?', "we're on 20 for now")).toEqual([]);
    expect(keptAfter('I upgraded Node to 22 and Python to 3.12.', "we're pinned to 3.11 until the wheels are built")).toEqual([]);
  });

  it('keeps a check a git hook runs, what each thing of a kind gets, what a thing is reserved for, a rule with the file that shows it, a rule after a yes', () => {
    keptAsLabelled([
      'zig fmt runs in the pre-commit hook anyway ||| keep',
      'prettier runs in the pre-commit hook ||| keep',
      'it runs in the pre-commit hook ||| skip',
      'nothing runs in the pre-commit hook ||| skip',
      'anything that goes over the wire gets a comptime size check ||| keep',
      'yes, anything that goes over the wire gets a comptime size check ||| keep',
      'every endpoint that writes to the db needs an audit log entry ||| keep',
      'anything that broke yesterday needs fixing ||| skip',
      'everything that failed gets a rerun today ||| skip',
      'C-c plus a letter is reserved for users, use the package prefix map ||| keep',
      'port 8080 is reserved for the proxy, use 8081 for the api ||| keep',
      'the meeting room is reserved for us, use the other one ||| skip',
      "we use pnpm, there's a pnpm-lock.yaml ||| keep",
      "the build is broken, there's a pnpm-lock.yaml ||| skip",
      "I looked at it, there's a config.yaml ||| skip",
      'yes, the ppx we use for json is ppx_yojson_conv, not deriving yojson ||| keep',
    ]);
  });

  it('keeps, in Chinese, the tool to use and what goes wrong without it once there is more than one instance; not the work at hand', () => {
    keptInChineseOrNot(['要，用 Redis，本地缓存在多实例下会不一致', '用分布式锁，多实例部署的时候定时任务会重复执行'], ['用 map，这个循环会报错', '用新的接口，老的今天会下线', '用 Redis 吧']);
  });

  it('keeps a statement with why it lasts or where it is written after its last comma, a bound never crossed, where each of a kind sits, a last resort, a prefix, what a version floor lets every change use', () => {
    keptAsLabelled([
      'wall thickness is never under 1.2 mm, anything thinner breaks when you pull it off the bed ||| keep',
      'latency is never under 200 ms on this wifi ||| skip',
      'it is never under 2 seconds ||| skip',
      'parameters go at the top of each file in a customizer section ||| keep',
      'imports go at the top of each file ||| keep',
      'they go at the top of each file ||| skip',
      'udfs are a last resort, use the built-in functions, they get optimized by catalyst ||| keep',
      'this is a last resort ||| skip',
      'images live next to the doc that uses them, static/ is only for the favicon and logos ||| keep',
      'tests live next to the component that renders them ||| keep',
      'components are prefixed U, not A ||| keep',
      'tests are named badly ||| skip',
      "we're on iOS 17+, use the @Observable macro ||| keep",
      "we're on iOS 17+, use it ||| skip",
      "tokens go in the keychain, UserDefaults isn't encrypted ||| keep",
      "sentence case for headings, it's in the style guide ||| keep",
      'tokens go in the keychain, the PR is still open ||| skip',
      'always run the linter, the CI is red ||| keep',
      'the changelog is generated from commit messages, which are a mess ||| skip',
    ]);
  });

  it('keeps, in Chinese, where a kind of thing must be kept and who requires it, the tool what depends on it, and what every one of a kind needs or else; not the one at hand', () => {
    keptInChineseOrNot(
      ['不行，token 要放 httpOnly cookie，安全审计要求的', '用 CSS 变量，主题切换靠它', '路由要加权限标识，不然菜单里不显示', '新接口都要写文档，否则前端没法对接'],
      ['这个按钮要放右边，产品要求的', '用这个函数，我靠它调试', '这里要加判空，不然会报错', '先要加个日志，不然看不出来'],
    );
  });

  it('keeps the person to go to for a part, a check run on commit and what it asks, how a kind is made and never otherwise, one way under a path, where everything new goes, the versions targeted, a rule despite what still differs', () => {
    keptAsLabelled([
      'Sven is the iOS person ||| keep',
      'Bob is the new guy ||| skip',
      'Sven is the right person for this ticket ||| skip',
      "ktlint runs on commit, don't reformat files you didn't touch ||| keep",
      'it runs on commit ||| skip',
      'figures are made in matplotlib and saved as pdf, never png ||| keep',
      'the bugs are made in the parser, never in the lexer ||| skip',
      'edge runtime for anything in app/api/public, the rest can stay on node ||| keep',
      'everything new goes in the app router ||| keep',
      'everything new goes in the app router for now ||| skip',
      'we target android minSdk 26 and iOS 15 ||| keep',
      'we target the release for friday ||| skip',
      'coroutines everywhere, no RxJava in new code even though the old android module still has it ||| keep',
      'the build is broken even though the tests pass ||| skip',
    ]);
  });

  it('keeps where a kind of code goes and what the other place is for, a fragile part and each change, what each one has or is built on, code not to touch in passing, what stays out of the repo, an order a lesson taught, what a kept-out thing does, the rule closing a sentence', () => {
    keptAsLabelled([
      'physics stuff goes in FixedUpdate, Update is for input and visuals ||| keep',
      'it goes in the drawer, that is for later ||| skip',
      "we're on the new Input System, the old one is disabled in player settings ||| keep",
      'the arm controller is safety-critical, any change to it needs a review from Jonas and a run on the test rig ||| keep',
      'the build is fragile today, any change to it needs a rerun ||| skip',
      'every node has a launch file and a params yaml, no hardcoded parameters ||| keep',
      'every test has a bug in it ||| skip',
      'each file has a typo ||| skip',
      'all models with deleted_at use the SoftDeleteManager from core ||| keep',
      "leave the old views alone unless you're changing them ||| keep",
      "the bag files from field tests are on the NAS under /data/bags, don't copy them into the repo ||| keep",
      'use select_related and prefetch_related, the N+1s have bitten us on every list view ||| keep',
      'use the cache, the bug has bitten us twice today ||| skip',
      'no LINQ in anything that runs per frame, it allocates ||| keep',
      'no LINQ in this loop, it crashes right now ||| skip',
      "only the writes, the view calls the payment API and we don't hold a transaction open across network calls ||| keep",
      'the view calls the payment API and we always see a timeout ||| skip',
    ]);
  });

  it('keeps, in Chinese, the tool to use with the old one no longer allowed, which kind takes which way, a default and the kind that takes another', () => {
    keptInChineseOrNot(['用 LocalDateTime，Date 已经不让用了', '复杂查询才用 XML，简单的用注解就行', '接口超时默认 3 秒，支付相关的放宽到 10 秒'], ['用 LocalDateTime，这个字段今天要改', '这个才用了一半，剩下的明天用', '我默认 3 点下班，今天改到 5 点']);
  });

  it('keeps which of two a kind uses where, what someone the work is for cannot stand, what is never done by hand, the why an exception to a check carries, the step after each change CI asks, what each one of a kind gets', () => {
    keptAsLabelled([
      'errors use thiserror in the library crates and anyhow only in main.rs ||| keep',
      'my partner hates when lights change color, keep everything warm white ||| keep',
      'my partner hates when I work late ||| skip',
      'nothing gets created by hand, everything goes through terraform so the state knows about it ||| keep',
      'nothing gets done by hand today, the pipeline is down ||| skip',
      'clippy pedantic is on, allow() attributes need a comment saying why ||| keep',
      'every eslint-disable needs a comment explaining why ||| keep',
      'sqlx offline mode is on in CI, run cargo sqlx prepare after changing any query ||| keep',
      'run the codegen after changing any query ||| keep',
      'run the codegen after changing the query ||| skip',
      "every bucket gets versioning and encryption, there's a policy check that fails otherwise ||| keep",
      'every request gets a 500 right now ||| skip',
    ]);
  });

  it('keeps, in Chinese, the format to keep and what the other loses, where new numbers start, which kind takes which way said either way round', () => {
    keptInChineseOrNot(['存 parquet，csv 会丢类型', '新的协议号从 20000 开始，之前的段被老版本占了', '交互的用 plotly，静态的才用 matplotlib'], ['存 csv 吧，今天先这样', '新的需求从明天开始做', '这个的用法，那个才用了一次']);
  });

  it("keeps how the repo's host merges; in Chinese, the way to keep because others all read it so, the way to use because the other side already has it", () => {
    keptAsLabelled(["GitHub squashes on merge, don't bother ||| keep", 'GitHub squashed my branch today ||| skip']);
    keptInChineseOrNot(['改回下划线，前端和 App 都按下划线解析的', '用 WebSocket，后端已经有推送了'], ['改回去，我都按错了', '用 axios，这个已经有了']);
  });

  it('keeps a fact with the thing to use for it, who does a part of the work, a score kept above a floor, what is left out by design, what must be running for the tests', () => {
    keptAsLabelled([
      "money is always int64 cents, there's a Money type in pkg/money, use it ||| keep",
      'the button is broken, use it anyway ||| skip',
      "I write the posts, my co-founder does the landing pages, don't touch her components without asking ||| keep",
      'my co-founder does the dishes ||| skip',
      'Maya writes all user-facing copy ||| keep',
      'Maya wrote all of this yesterday ||| skip',
      'keep the lighthouse score above 95, we check it in CI ||| keep',
      'keep the score above 95 today ||| skip',
      "dark mode follows the system setting, there's no toggle on purpose ||| keep",
      'I broke the build on purpose ||| skip',
      'the test failed on purpose to show the bug ||| skip',
      'the test suite needs docker running for the testcontainers ||| keep',
      'the test suite needs it running ||| skip',
    ]);
  });

  it('keeps what each one gets and the rule after it, the order things are looked up in, what is part of the interface; in Chinese, the rule from now on closing a sentence, not what may come', () => {
    keptAsLabelled([
      'every command gets a --json flag for scripting, and human output goes to stderr ||| keep',
      'every command gets a bug, and it breaks ||| skip',
      'config precedence is flags, then env vars, then the config file, that order is documented and people rely on it ||| keep',
      'the priority is the login page, then the settings ||| keep',
      'defaults are part of the interface, changing one is a breaking change and needs a major version ||| keep',
      'this is part of the interface ||| skip',
    ]);
    keptInChineseOrNot(['要，路径里带 /v1，以后改不兼容的字段就升版本'], ['测试环境太慢了，以后可能要换机器', '这个需求砍了，以后不用做了', '要，先加上，以后再说']);
  });

  it('keeps a library turned away here, the named stack a part runs by its version, and how the team reviews and rebases; not one thing turned away, nor a count of runs', () => {
    keptAsLabelled([
      'moment is deprecated here, use date-fns ||| keep',
      'moment.js is deprecated in this repo ||| keep',
      'request is deprecated now, use fetch ||| keep',
      'lodash is banned in this repo ||| keep',
      'the robot runs ROS 2 Humble on a Jetson Orin ||| keep',
      'we run ROS 2 Humble on a Jetson Orin ||| keep',
      'we review commit by commit ||| keep',
      'we rebase so the history stays linear ||| keep',
      'the old endpoint is deprecated ||| skip',
      'it is deprecated here ||| skip',
      'this is banned here ||| skip',
      'the script runs step 2 first ||| skip',
      'the loop runs 3 times ||| skip',
      'the test runs task 4 on my laptop ||| skip',
      'we review this PR commit by commit today ||| skip',
    ]);
  });

  it("keeps a rule after a yes-always to the agent's question, without the yes", () => {
    expect(namesOf('yes, always — no implicit any anywhere in this repo', 'Should I add types for this?')).toHaveLength(1);
    expect(extractStatements(replies(['yes, always — no implicit any anywhere in this repo'], 'Should I add types for this?'))[0]!.text).toBe('No implicit any anywhere in this repo.');
    expect(extractStatements(replies(['yes, always — this one too'], 'Should I add types for this?'))).toEqual([]);
  });

  it('keeps new screens behind the feature flag the clause before names, names of a kind by their pattern, and the MSRV the crates build with; not "one" that names nothing', () => {
    keptAsLabelled([
      'The mobile team uses feature flags from LaunchDarkly; any new screen ships behind one ||| keep',
      'any new screen ships behind a LaunchDarkly flag ||| keep',
      'The Kafka topics are named <team>.<domain>.<event>.v<N> ||| keep',
      'our buckets are named {env}-{team}-{purpose} ||| keep',
      "our Rust crates build with MSRV 1.70, don't use let-else chains or anything newer ||| keep",
      'the app targets a min SDK of 26 ||| keep',
      'any new screen ships behind one ||| skip',
      'the new screen ships behind a flag today ||| skip',
      'the files are named foo.txt ||| skip',
      'the tests are named after the bug ||| skip',
      'the build failed with MSRV 1.70 ||| skip',
    ]);
    // (a flag named in passing is no "flag" said first: the whole sentence is the rule)
    expect(extractStatements(replies(['feature work goes behind a flag in LaunchDarkly, flags are named billing.<feature>']))[0]!.text).toBe(
      'Feature work goes behind a flag in LaunchDarkly, flags are named billing.<feature>.',
    );
  });

  it('keeps the time a kind of job is given, where a kind of job is sent, how the team logs, what the tests run against, who signs off each release, one major everywhere and a kind of comment the team never writes', () => {
    keptAsLabelled([
      'Every lambda has a 15 minute timeout, so long jobs go to the batch queue instead ||| keep',
      'long jobs go to the batch queue ||| keep',
      'we log in JSON to stdout and let fluent-bit ship it ||| keep',
      'our e2e tests run against a seeded copy of prod ||| keep',
      'QA signs off every release ||| keep',
      'pydantic v2 everywhere, the v1 compat shim is gone ||| keep',
      "we don't do what-comments ||| keep",
      'the lambda hit its 15 minute timeout today ||| skip',
      'the job timed out after 15 minutes ||| skip',
      'the tests run against the wrong database ||| skip',
      'step 2 everywhere ||| skip',
      "we don't do what you did ||| skip",
    ]);
    keptInChineseOrNot(['要，核心模块的覆盖率必须在80%以上'], ['要，帮我看一下']);
  });

  it('keeps the facts said beside a request: the tool a role uses and how, a default and its ceiling, who opens the output in what, a port the tests hit, a bound on each test; and in Chinese what prod runs', () => {
    keptAsLabelled([
      'Can you look at why the build is slow? Our CI uses GitHub Actions with self-hosted runners on Hetzner. ||| keep',
      "Let's add pagination to /orders. Page size should default to 50 and never exceed 200 — the mobile clients assume that. ||| keep",
      'I need a new endpoint for exporting invoices as CSV. Finance opens them in Excel, so use semicolons as the separator. ||| keep',
      'Look at the failing test in test_billing.py. Heads up, those tests hit a local stripe-mock on port 12111. ||| keep',
      'Write unit tests for the parser. Keep each test under 20 lines, and name them test_<what>_<when>_<expect>. ||| keep',
      'the timeout should default to 30 seconds ||| keep',
      'the tests hit a local server on port 3000 today ||| skip',
      'our CI uses the wrong node version ||| skip',
      'keep this test under 20 lines ||| skip',
      'page size should default to 50 for this endpoint ||| skip',
      'it should default to 50 ||| skip',
      'Finance opens them in Excel, so just send me the file ||| skip',
    ]);
    keptInChineseOrNot(['把这段 SQL 优化一下。我们线上是 MySQL 5.7，不支持窗口函数。'], ['线上是 MySQL 5.7 吗？']);
  });

  it('keeps who the people are and what the product is: who wrote most of a part, a teammate away until a day, the hours the user works, what the product is and for whom, the tool a team hands off in, what the biggest customer runs, the language all text is in', () => {
    keptAsLabelled([
      'Sarah wrote most of the sync engine, ask her about conflicts ||| keep',
      'Tom is on holiday until the 14th ||| keep',
      'Priya is on parental leave until March ||| keep',
      "I usually work from 9 to 5 CET, nightly jobs run while I'm offline ||| keep",
      'our product is a B2B invoicing tool for German SMEs, so all user-facing text is in German ||| keep',
      'the design team hands off in Figma, with tokens exported to tokens.json ||| keep',
      'our biggest customer is on the enterprise plan and uses SSO via Okta ||| keep',
      'the client is on holiday until Monday ||| skip',
      'Tom is out today ||| skip',
      'he is away until Monday ||| skip',
      'Sarah wrote the migration ||| skip',
      'our product is a mess for now ||| skip',
      'the app is a prototype for the demo ||| skip',
      'all the text is in the wrong font ||| skip',
      'our biggest customer uses it ||| skip',
    ]);
  });

  it("keeps a platform waved off for good and a move told as what the team used to do; not a wave-off for now", () => {
    keptAsLabelled([
      "don't worry about Windows support ||| keep",
      "don't worry about IE11 users, we dropped them ||| keep",
      'we used to use Jenkins but moved to GitHub Actions last year ||| keep',
      "don't worry about Windows support for now ||| skip",
      "don't worry about the lint errors ||| skip",
    ]);
  });

  it('keeps, in Chinese, whom to ask before touching a part (its 一下 no moment), a setting in an environment by its value, a case handled with its bound, where local settings are written, and the rule after a verdict on the agent\'s work', () => {
    keptInChineseOrNot(
      ['小王负责支付模块，动之前问他一下', '线上环境的日志级别是 WARN', '生产环境的连接池大小是 50', '数据量大的时候要批量插入，一次最多 1000 条', '本地配置写在 application-local.yml 里'],
      ['小王负责支付模块，你问他一下', '线上环境的版本是 v1.2.3 吗', '线上环境今天是 v1.2.3', '数据量大的时候要注意一下', '这次导入的时候要批量插入，一次最多 1000 条', '测试环境的配置在 application-test.yml 里吗'],
    );
    expect(extractStatements([assistant('我给每个函数都加了注释。'), user('太多了，只在逻辑复杂的地方写注释')])).toHaveLength(1);
    expect(extractStatements([assistant('我改了 application.yml 里的数据库地址。'), user('别改这个文件，本地配置写在 application-local.yml 里')])).toHaveLength(1);
    expect(extractStatements([assistant('我改了 application.yml 里的数据库地址。'), user('别改这个文件，今天先不动')])).toEqual([]);
    expect(extractStatements([assistant('我给每个函数都加了注释。'), user('太长了，帮我删一点')])).toEqual([]);
  });

  it('keeps a rule with its examples said after it, read without them', () => {
    expect(namesOf('we use conventional commits, feat: fix: chore: etc')).toHaveLength(1);
    expect(extractStatements(replies(['we use conventional commits (feat:, fix:, chore:)']))[0]!.text).toBe('We use conventional commits (feat:, fix:, chore:).');
    expect(extractStatements(replies(['fix this: foo: bar:']))).toEqual([]);
  });

  it('keeps, in Chinese, the most a PR or a change may hold; not this one', () => {
    keptInChineseOrNot(['每个 PR 最多 400 行改动，超过就拆'], ['这个 PR 最多 400 行改动吗', '这次改动最多 400 行', '把改动控制在 400 行以内']);
  });

  it('keeps a rate a service allows, a generated file with its source to edit, a bucket named in words, and a layout others read; not a rate hit once, nor the wrong bucket', () => {
    keptAsLabelled([
      'the payments sandbox rate-limits to 25 requests a second, so the integration tests run serially ||| keep',
      'the search api is rate-limited to 10 requests a second per key ||| keep',
      'the api rate-limited us to zero yesterday during the incident ||| skip',
      'this file is generated from the OpenAPI spec — edit openapi.yaml and run make gen instead ||| keep',
      'the types file is generated from the schema, edit schema.graphql instead ||| keep',
      'the import was generated from the csv, edit it instead of rerunning ||| skip',
      'the model checkpoints are too big for git, they go in the s3 bucket ml-artifacts under the run id ||| keep',
      'the raw exports live in the acme-raw-exports bucket ||| keep',
      'I put the file in the wrong bucket ||| skip',
      'the ETL writes parquet partitioned by dt=YYYY-MM-DD; downstream Athena tables depend on that exact layout ||| keep',
      "the nightly job writes csv with a header row; the finance team's reports rely on that format ||| keep",
      'I changed the sort order; the test relies on that order ||| skip',
    ]);
    expect(extractStatements(replies(['model checkpoints go in the s3 bucket ml-artifacts']))[0]!.type).toBe('reference');
    // (a rule after the bucket makes the sentence the rule)
    expect(extractStatements(replies(["terraform state lives in the s3 bucket acme-tf-state, don't run terraform locally against prod"]))[0]!.type).toBe('feedback');
  });

  it('keeps a library left with the one to use instead, a "please no" rule, a whole part in one language, and where code goes when there is no place for leftovers; not a move of office, nor "please no" of the moment', () => {
    keptAsLabelled([
      "we're moving off moment, use date-fns ||| keep",
      "we're moving off redux; use zustand for new stores ||| keep",
      "we're moving off the third floor, use the new door code ||| skip",
      'please no sleeps in tests, wait on the condition instead ||| keep',
      'please no force pushes to shared branches ||| keep',
      'please no console.log in committed code ||| keep',
      'please no more changes today ||| skip',
      "please no, that's the wrong file ||| skip",
      'everything backend is Go except the ML bits which stay in Python ||| keep',
      'everything is broken after the merge ||| skip',
      "we don't have a utils dumping ground; put it next to the code that uses it ||| keep",
      "we don't have a utils folder, helpers go next to the code that uses them ||| keep",
      "we don't have a staging database yet, so use the dev one ||| skip",
    ]);
  });

  it('keeps, in Chinese, a rule with what it is for, what an older version does, or what happens to the other files; not the moment\'s', () => {
    keptInChineseOrNot(
      ['安卓打包必须用 JDK 17，低版本 gradle 插件直接报错', '发版固定在周二，方便观察崩溃率', '翻译文件只改 zh-CN.json，其他语言同步时会被覆盖', '新项目都用 TypeScript，方便类型检查'],
      ['这里先用 any，方便调试', '刚才打包失败了，低版本直接报错', '把翻译文件改一下'],
    );
  });

  it('keeps a tool held at a version, what every one of a kind gets done to it, a part closed to new work, a flag kept with why, a mode and what is shared; not a pin for no reason, nor a rejection of one day', () => {
    keptAsLabelled([
      'unity version is pinned to 2022.3 LTS across the team, opening the project in a newer editor upgrades the assets and nobody else can open them ||| keep',
      'the dependency is pinned to 2.1 because I was lazy ||| skip',
      'the bug is fixed at 3.2 ||| skip',
      'all user-uploaded files get virus-scanned by the clamav sidecar before we store them ||| keep',
      'the build got rejected by the gateway yesterday ||| skip',
      'careful with the fixtures folder, the golden images there are compared byte for byte ||| keep',
      "careful with that, it's sharp ||| skip",
      'the old billing code under legacy/ is frozen; bug fixes only, nothing new goes in there ||| keep',
      'the payments module is broken; bug fixes only today ||| skip',
      'the embedded target has 256KB of flash, check the map file size after every build ||| keep',
      'the build is red, check the logs after every push ||| skip',
      'the load balancer health check hits /healthz every 10 seconds and pulls a pod after 3 failures ||| keep',
      'jest is configured with --runInBand in CI because the tests share a database ||| keep',
      'pytest runs with -x because it keeps failing ||| skip',
      'the staging Stripe account is in test mode and shares webhooks with the preview apps ||| keep',
      'migrations always ship in their own PR, ahead of the code that needs them ||| keep',
    ]);
  });

  it('keeps how the user likes a kind of work sized, how answers are laid out for a screen reader, the helper to use, a whole batch failed on an error, where settings go and a part\'s casing; not a bare team size', () => {
    keptAsLabelled([
      "I like short commit messages, one line, no body unless it's really needed ||| keep",
      'I like the new logo ||| skip',
      'my screen reader struggles with tables, so please use lists in your answers ||| keep',
      'I use a screen reader, please describe images in alt text ||| keep',
      'we already have a retry helper in lib/retry.ts, use that ||| keep',
      'we already have a helper, use that ||| skip',
      'errors in the import job must fail the whole batch, partial imports corrupt the ledger ||| keep',
      'env vars go in the helm values, the Dockerfile stays environment-agnostic ||| keep',
      "the public API is snake_case and can't change without a new version ||| keep",
      'the bug is camelCase ||| skip',
      "we're a team of four, keep it one service ||| keep",
      "we're a team of two and we're hiring ||| skip",
    ]);
    expect(extractStatements(replies(['images live next to the doc that uses them, static/ is only for the favicon and logos']))[0]!.type).toBe('feedback');
  });

  it('keeps, in Chinese, a change that goes in a PR of its own and how short a commit message is; not this change', () => {
    keptInChineseOrNot(['迁移单独提一个 PR，要比用到它的代码先合', '依赖升级要单独开一个 MR', '提交信息一行就够，没必要写正文', 'PR 标题一句话就行'], ['这个改动单独提一个 PR', '把迁移单独提一个 PR']);
  });

  it('keeps how long a part caches, what it does after each deploy, what loads lazily, a repo of its own, a tool\'s place by its name, regions, placement beside the source and a commit habit; not a time seen once, nor a mode until noon', () => {
    keptAsLabelled([
      'hey, quick thing: the mobile app caches the config endpoint for 24h, so config changes take a day to reach users ||| keep',
      'the page took 10m to load yesterday ||| skip',
      'the cache warms up in about 5 minutes after a deploy, ignore latency alerts in that window ||| keep',
      'the service crashed about 5 minutes after a deploy ||| skip',
      'translations are loaded lazily per route, so a missing key only shows up when you visit that page ||| keep',
      'the customer-facing docs are in a separate repo (acme/docs-site), not this one ||| keep',
      'the bug is in another repo ||| skip',
      'our sentry project for the backend is acme-api, the frontend one is acme-web ||| keep',
      // (a full stop is no mark of a name: "empty." is no project called so)
      'The grafana dashboard is empty. ||| skip',
      'we run two prod regions, eu-west-1 is primary and us-east-1 is the failover ||| keep',
      'I prefer the explanation first and the code after ||| keep',
      'do the cleanup after ||| skip',
      'commit as you go, small commits, I review them one by one ||| keep',
      'on this project we use trunk-based development, branches live a day at most ||| keep',
      'test files sit next to the source as foo.test.ts, no __tests__ folders ||| keep',
      'every public function gets a docstring here ||| keep',
      'every time I run it here it fails ||| skip',
      'the staging database is in maintenance mode until noon ||| skip',
    ]);
    // (a rule after the other repo keeps the sentence the rule)
    expect(extractStatements(replies(["the design system components live in a separate repo, acme/ui-kit, dont fork them in here"]))[0]!.type).toBe('feedback');
  });

  it('keeps, in Chinese, a kind of file beside its source and how the team branches; not a report', () => {
    keptInChineseOrNot(['测试文件和源码放一起，命名 xxx.test.ts', '主干开发，分支最多活一天'], ['又失败了，还是同一个错', '把测试文件和源码放一起']);
  });

  it('keeps, from a message that asks for work, the runtime a kind of part is on, where logs are shipped, a bound on retries the ops team asked for, the way warnings take and a kind of change to be told of first; not a wait for the demo', () => {
    keptAsLabelled([
      'Set up the new lambda. Our lambdas are all Python 3.12 on arm64, and they deploy through SAM, not the console. ||| keep',
      'we ship logs to Loki ||| keep',
      'Please add retries to the S3 upload. Max 3 attempts with jitter — the ops team asked for that on everything that talks to AWS. ||| keep',
      'we route warnings through the logger so they end up in Datadog ||| keep',
      'ok but tell me next time before touching resource limits, they affect our cloud bill ||| keep',
      'tell me before you push this ||| skip',
      'wait until 6pm, staging is used for the demo ||| skip',
      'Can you check why the container is 2GB? It should be way smaller. ||| skip',
    ]);
  });

  it('keeps, in Chinese, the tool to use with what it does and who depends on it, how many versions back are supported, and a field put back for who still reads it', () => {
    keptInChineseOrNot(['用 ULID，按时间排序，数仓那边依赖这个', '我们要支持最近两个大版本', '加回去，安卓 3.x 还在读，我们要支持最近两个大版本'], ['加回去', '用 ULID 试试']);
  });

  it('keeps what a part has installed to use for every new one, how a product name is written, the branching model; not a pick after "no wait"', () => {
    keptAsLabelled([
      'our Postgres has pg_partman installed, use it for any new time-series table ||| keep',
      'the product name is always written "Acme Cloud", never "AcmeCloud" or "acme cloud" ||| keep',
      'the name is wrong on the login page ||| skip',
      'we use feature branches off develop; hotfixes branch off main ||| keep',
      'no wait, I meant the staging bucket ||| skip',
      'no wait, I meant the other file ||| skip',
    ]);
    keptInChineseOrNot(['Sentry 按席位收费，新建项目之前先问我', 'AWS 按量计费，加新实例之前先问我'], ['Sentry 按席位收费']);
  });

  it('keeps what is done at each commit, the most an autoscaler goes to, a seed held across runs, a chore on a schedule, the scale a design keeps to, where a part is with a rule for every one, a rate allowed; not a laptop\'s limit, one run\'s seed, nor a fix in a folder', () => {
    keptAsLabelled([
      'notebooks get stripped of outputs before commit, nbstripout runs as a pre-commit hook ||| keep',
      'the build got stuck before commit ||| skip',
      'the k8s cluster autoscaler maxes out at 20 nodes, so big batch jobs queue up ||| keep',
      'my laptop maxes out at 16GB ||| skip',
      'random seed is 42 in every experiment so runs are comparable ||| keep',
      'the seed is 7 in this run ||| skip',
      "rotate the api keys every 90 days, there's a calendar reminder ||| keep",
      'rotate the logs now ||| skip',
      'spacing follows the 4px grid, use the space tokens not raw pixel values ||| keep',
      'the design system is in packages/ui and every new component needs a story and a11y tests ||| keep',
      'the fix is in src/auth and every test passes now ||| skip',
      'we rate-limit logins to 5 attempts per 15 minutes per IP ||| keep',
      'logins are rate-limited to 5 attempts per 15 minutes ||| keep',
    ]);
    // (a definition changed, told before a colon, keeps what changed: "login" is no thing of the design alone)
    expect(extractStatements(replies(['the churn definition changed in Q3: 60 days without login, not 30']))[0]!.text).toBe('The churn definition changed in Q3: 60 days without login, not 30.');
  });

  it('keeps, in Chinese, what a hook does at each commit and the rate a part allows; not a slow run', () => {
    keptInChineseOrNot(['notebook 提交前会自动清掉输出，pre-commit 钩子里跑 nbstripout', '登录限流每个 IP 15 分钟 5 次'], ['这次跑得特别慢', '限流的事明天再说']);
  });

  it('keeps a fact joined to another by "and", the standard a part must pass, the room a firmware must fit in, how money is rounded or stored, a rule after the lesson that taught it, where uploads go; not the work at hand in the same words', () => {
    keptAsLabelled([
      "the warehouse is Snowflake and the dev role can't create schemas ||| keep",
      'the warehouse is Snowflake and the query is broken ||| skip',
      'contrast has to pass WCAG AA, the design team checks every release ||| keep',
      'the new button has to pass WCAG AA ||| skip',
      'the firmware has to fit in 256KB of flash ||| keep',
      "the firmware doesn't fit in 256KB ||| skip",
      'we round money half-even, the accountants insist ||| keep',
      'money is stored in cents ||| keep',
      'we round it half-even ||| skip',
      'we had a leaked key in 2023 so gitleaks runs on every push ||| keep',
      'we had a leaked key today so rotate it ||| skip',
      'uploads go to S3 ||| keep',
      'the uploads go to the wrong bucket ||| skip',
      'no lodash, we use native methods ||| keep',
      'no worries, we use the other one ||| skip',
    ]);
  });

  it('keeps, in Chinese, the tool for a kind of work with the harm the other does, a check on every push, how long flags live, the review a part needs, and migrations compatible with the last release; not a build that is slow this once', () => {
    keptInChineseOrNot(
      ['烧录用 J-Link，那个 ST-Link 山寨版会把板子刷坏', '打包用 vite，webpack 太慢了', '23 年泄露过一次密钥，所以每次 push 都跑 gitleaks', '超过 90 天的功能开关在清理迭代里删掉', '改了 billing 目录的 PR 要两个人审批', '迁移要对上一个版本向后兼容，我们先发代码再改表'],
      ['这次用 vite，webpack 太慢了', '这个开关超过 90 天了', '每次 push 都会跑失败', '我已经烧了两次了'],
    );
  });

  it('keeps, said bare, where every check is done, how long branches live, what goes past an age, whose sign-off any one of a kind needs, which role owns every incident, the style docs keep, the format of log lines, what every key carries, one tool for a kind of work and another for the rest, and a step done one way never another; not one branch, one incident, nor what happened once', () => {
    keptAsLabelled([
      'our threat model assumes the client is compromised, so every check happens server-side ||| keep',
      'every check happens server-side now that we moved it ||| skip',
      'feature branches live at most a week, rebase daily on main ||| keep',
      'the branch lives at most a week ||| skip',
      'checkpoints older than a week get deleted from the shared disk every Sunday ||| keep',
      'checkpoints older than a week got deleted by accident ||| skip',
      'any dependency with a GPL license needs legal sign-off before we add it ||| keep',
      "the on-call engineer owns any incident until it's handed off in the channel ||| keep",
      'the on-call engineer owns this incident ||| skip',
      'docs use sentence case for headings and second person throughout ||| keep',
      'docs use the wrong heading case ||| skip',
      'log lines are JSON with ts, level, msg and trace_id at minimum ||| keep',
      'logs are JSON now but the old ones are text ||| skip',
      "cache keys include the schema version so deploys don't read stale shapes ||| keep",
      'cache keys include the wrong version ||| skip',
      'pandas is fine for exploration but pipelines use polars ||| keep',
      'pandas is fine for this but use polars in the pipeline ||| skip',
      'we tokenize with the tokenizer that ships with the model, never a generic one ||| keep',
      'we tested with the generic tokenizer, not the model one ||| skip',
      'k8s probes hit /healthz and /readyz on every service, keep that naming ||| keep',
      'I like small focused tests, one behaviour per test, named after the behaviour ||| keep',
      "We have a pre-push hook that runs lint, don't bypass it with --no-verify. ||| keep",
      "we have a job that runs nightly, don't worry about it ||| skip",
    ]);
  });

  it('keeps, in Chinese, what every name of a kind carries, the style docs keep, the time a grade of ticket is answered in, how long a branch lives and what goes past an age; not one branch, nor a key that carried the wrong thing once', () => {
    keptInChineseOrNot(
      ['缓存 key 里带上 schema 版本，免得发布后读到旧结构', '文档标题用句首大写，通篇用第二人称', 'P1 工单的响应时限是 4 小时', '功能分支最多活一周，每天基于 main 变基', '超过一周的 checkpoint 每周日从共享盘上删掉'],
      ['这个分支最多活一周', '缓存 key 里带上了旧版本', '超过一周的 checkpoint 昨天被误删掉', '这个工单是 P1'],
    );
  });

  it('keeps the conventions a team lists in a phrase with no verb — one way over another, small PRs, tests beside their code, defaults, failing fast, where errors are handled, plain SQL, one per file, folders by feature, the form values take, what to avoid, what every route carries; not the same words of the moment', () => {
    keptAsLabelled([
      'explicit over clever ||| keep',
      'early returns over nested ifs ||| keep',
      'small PRs, one concern each ||| keep',
      'small PRs are easier to review, thanks ||| skip',
      'tests next to the code they test ||| keep',
      'immutable data by default ||| keep',
      'fail fast on bad config ||| keep',
      'errors bubble up, only the top level logs them ||| keep',
      'errors bubble up from the parser right now ||| skip',
      'no ORMs, plain SQL with sqlx ||| keep',
      'snake_case for DB columns, camelCase in TS ||| keep',
      'one React component per file ||| keep',
      'one test per file is failing ||| skip',
      'feature folders, not layer folders ||| keep',
      'feature folders, not layer folders? ||| skip',
      'dates as ISO strings in JSON ||| keep',
      'dates as ISO strings in JSON for this endpoint ||| skip',
      'no default parameters in public APIs ||| keep',
      'no abbreviations in names ||| keep',
      'comments explain why, never what ||| keep',
      'avoid premature abstraction ||| keep',
      'avoid premature abstraction in this PR ||| skip',
      'trailing slashes on all routes ||| keep',
      'timeouts on all routes today ||| skip',
      'env vars prefixed with APP_ ||| keep',
    ]);
  });

  it('keeps, in Chinese, the conventions a team lists in a phrase; not a question about them, nor what happened once', () => {
    keptInChineseOrNot(
      ['显式优于取巧', 'PR 要小，一个 PR 只做一件事', '数据默认不可变', '配置有问题就直接启动失败', '错误往上抛，只在最外层打日志', '一个文件只放一个 React 组件', '按功能分目录，不按层分', '所有路由都带结尾斜杠', '一个迁移只改一张表'],
      ['这个函数只做一件事吗', '今天的性能优于昨天', '配置有问题就直接启动失败了', '错误往上抛了但没人接', '所有路由都带了结尾斜杠吗'],
    );
  });

  it('keeps a part\'s limit with its cause though said "yet", a check after every change of a kind named in two words, and in Chinese an order for every release though asked as help; not a limit that is trouble of now, nor help asked once', () => {
    keptAsLabelled([
      "the websocket server can't scale horizontally yet, it keeps sessions in memory ||| keep",
      "the server can't handle the load yet, it keeps crashing ||| skip",
      'the jetson has 8GB of RAM, check memory use after every model change ||| keep',
    ]);
    keptInChineseOrNot(['每次提交前帮我跑一下测试', '每次上线前都帮我检查一下配置'], ['提交前帮我跑一下测试', '这个按钮太丑了，改之前先问我']);
  });

  it('keeps a move told with "now", what the project is by its stack, where its clusters run, and a guide followed with changes; not what another team did, what may be, nor what is down', () => {
    keptAsLabelled([
      "we used to use Jenkins, now it's all GitHub Actions ||| keep",
      'at my last job we deployed on Fridays and it was fine ||| skip',
      "we're a Rails monolith with a React front end bolted on ||| keep",
      "if we ever move to Kubernetes we'd need a Helm chart ||| skip",
      'the EU cluster is in Frankfurt, the US one in Oregon ||| keep',
      'the Frankfurt cluster is down ||| skip',
      'we follow the Airbnb guide with two changes, both in .eslintrc ||| keep',
      'the old team used to write everything in Perl ||| skip',
    ]);
  });

  it('keeps, in Chinese, a part that already does it with the harm of a second, the way picked with the harm the other did, the tool before and since, what the project is by its stack, where its clusters run, and the step every release goes through first; not a cluster restarting, nor what may be', () => {
    keptInChineseOrNot(
      ['不用，网关那层已经有缓存了，再加一层会读到脏数据', '真实数据库，用 testcontainers 起，mock 掩盖过好几次迁移问题', '以前用 Jenkins，现在全换成 GitHub Actions 了', '我们是 Rails 单体，前端是后来加的 React', '欧洲集群在法兰克福，美国的在俄勒冈', 'App Store 的版本先走 TestFlight，至少内测一周'],
      ['测试集群在重启', '法兰克福集群挂了', '要是以后上 K8s 就得写 Helm chart', '这次用真的，mock 坑过我', '不用，我已经有缓存了，再加会乱'],
    );
  });

  it('reads the user\'s words after a fenced block handed over for review as theirs; keeps a named system\'s cap on us, the scale of the data with what it asks, a kind kept out by what it needs; not a reminder before leaving', () => {
    const kept = (said: string) => extractStatements(replies([said])).map((s) => s.text);
    expect(kept("Here's the diff from the review:\n```diff\n- const x = await fetchAll()\n+ const x = await fetchPage(cursor)\n```\nReviewer says fetchAll loads everything into memory. They're right — we have tenants with 2M rows, always page through.")).toEqual([
      'We have tenants with 2M rows, always page through.',
    ]);
    // (material not fenced stays the material)
    expect(kept('Review this for me:\nWe never use raw SQL in handlers.\nTests must pass before merge.')).toEqual([]);
    expect(kept('Summarize this for me:\n```\nWe never use raw SQL in handlers.\n```')).toEqual([]);
    keptAsLabelled([
      'Can you look at src/sync/worker.ts? The retry loop looks wrong to me. For context the sync worker talks to Salesforce, which rate limits us at 100k calls a day across the whole org. ||| keep',
      'Can you look at src/sync/worker.ts? The retry loop looks wrong to me. ||| skip',
      'the audience is hospital staff on shared Windows machines, so no features that need local installs or admin rights ||| keep',
      'For this whole project, never use raw SQL ||| keep',
      'remember to push before you leave ||| skip',
      'remember to run the linter before you push ||| keep',
      'we always start late ||| skip',
      'Bob cuts off at 5 minutes ||| skip',
      'Cloudflare drops connections after 100 seconds ||| keep',
      'evals run on every prompt change and the PR shows the diff in pass rate ||| keep',
      'the evals are at 71% now ||| skip',
      'max 20 tool calls per turn, past that the run is aborted and logged ||| keep',
      'this turn used 34 tool calls ||| skip',
      'user transcripts are kept 30 days, then deleted, legal requirement ||| keep',
    ]);
  });

  it('keeps how the team works — reviews on a rhythm and what they block, sprint length, whose approval any change to a part needs — and in Chinese who holds a role, how often a step comes round, where hotfixes branch from, which team owns a kind of thing; not the day\'s news of them', () => {
    keptAsLabelled([
      'security reviews happen quarterly and block the release if anything is critical ||| keep',
      'the security review found two issues ||| skip',
      'our sprints are two weeks, planning on Monday, demo on the second Friday ||| keep',
      'the sprint ends tomorrow ||| skip',
      'legal has to approve any change to the terms or the privacy page ||| keep',
      'legal approved the new terms ||| skip',
    ]);
    // (two facts joined by "and" stay two)
    expect(extractStatements(replies(['the on-call rotation is every two weeks and escalations go to Priya'])).map((s) => s.text)).toEqual(['Escalations go to Priya.', 'The on-call rotation is every two weeks.']);
    keptInChineseOrNot(
      ['Dana 是产品负责人，每个版本上什么由她定', '安全评审每季度一次，有严重问题就卡发版', '我们两周一个迭代，周一规划，第二个周五演示', '热修复从发布 tag 拉分支，不从 main 拉', '分析库里的表都归数据组，改表结构前先问他们'],
      ['Dana 今天请假', '这个迭代明天结束', '这个需求归数据组', '安全评审发现了两个问题'],
    );
  });

  it('keeps how a data team works — which team owns the DAGs and where to ask, the source of truth named bare, where event data lands, the tag every PII column carries, the tests every model gets under a label, merge for late events, how revenue is reported, the lint every PR passes — and what the system does about a kind that arrives twice; not the day\'s news of them', () => {
    keptAsLabelled([
      'airflow DAGs are owned by the data platform team, ask in #data-platform before touching dags/ ||| keep',
      'the DAG is stuck in queued again ||| skip',
      'the source of truth for customers is Salesforce, the users table in postgres is just a cache ||| keep',
      'the source of truth for prices is wrong, the sync broke ||| skip',
      'event data lands in S3 under raw/events/yyyy/mm/dd, partitioned by the event date not the arrival date ||| keep',
      'event data landed in S3 late yesterday ||| skip',
      'PII columns get the pii tag in schema.yml, the masking policy keys off it ||| keep',
      'some columns got the pii tag by mistake ||| skip',
      'tests for every model: unique and not_null on the primary key at least ||| keep',
      'tests for every model: two of them fail on main ||| skip',
      'incremental models use merge, not append, because events arrive late up to 3 days ||| keep',
      'the events arrived late this morning ||| skip',
      'we report revenue net of refunds, the finance team will reject anything gross ||| keep',
      'we report revenue net of refunds this quarter ||| skip',
      'sqlfluff with the dbt templater lints every PR, fix the lint before asking for review ||| keep',
      'someone checks every PR before release ||| skip',
      'Someone checks every PR before release. ||| skip',
      'webhooks can arrive twice, so the handler dedupes on the event id ||| keep',
      'the deploy is paused because of the incident, so the handler dedupes on the event id ||| skip',
    ]);
  });

  it('keeps how a mobile app ships — a part set up with the command that does the step, a crash-free bound, how far a staged rollout first goes and how long it soaks, the one file a kind is declared in — and not a step proposed with "now" ("let\'s go to 20% now")', () => {
    keptAsLabelled([
      'iOS builds go through fastlane, run bundle exec fastlane beta to ship to TestFlight ||| keep',
      'the build is broken, run make clean to fix it ||| skip',
      'crash-free sessions must stay above 99.5%, a drop below halts the rollout ||| keep',
      'crash-free sessions are at 99.1% today ||| skip',
      'staged rollouts start at 5% on Play, we wait 48 hours before going wider ||| keep',
      'the rollout is at 5% on Play ||| skip',
      'deep links are defined in one place, nav/DeepLinks.kt, the iOS side mirrors it by hand ||| keep',
      'some screens are defined in two places ||| skip',
      "let's go to 20% now ||| skip",
      "we'll go to 20% now ||| skip",
    ]);
  });

  it('keeps what a long first message says of how things stand — the monorepo tool a repo is built on, a naming prefix for a kind said in parentheses, what holds after an order of the work at hand and its semicolon, the scheme every list endpoint pages by, a rule under "for this whole project:" — and not the request around it, nor a state said under "for this project:"', () => {
    keptAsLabelled([
      "Before you start: this repo is a Turborepo with pnpm, apps/ are deployables and packages/ are shared libs. Now, the web app's build is failing on main, can you check why? ||| keep",
      'Quick one — rename `fetchUser` to `getUser` everywhere. (We use get* for sync reads and fetch* for anything that hits the network, so check each call first.) ||| keep',
      'Quick one — rename `fetchUser` to `getUser` everywhere. Thanks! ||| skip',
      'Can you write the release notes for 4.2? Keep them short; our release notes always go to customers, so no internal ticket numbers and no jargon. ||| keep',
      'Can you write the release notes for 4.2? Something short is fine this time. ||| skip',
      'Please add pagination to /api/orders. Our APIs use cursor pagination with `after` and `limit`, max limit 100, and the response has `next_cursor`. ||| keep',
      'Please add pagination to /api/orders. 50 per page is fine for now. ||| skip',
      'For this whole project: the audience is hospital staff on shared Windows machines, so no features that need local installs or admin rights. ||| keep',
      "for this project: it's broken again ||| skip",
      "Keep them short; I'm in a hurry today. ||| skip",
      '(I think the bug is in the parser.) ||| skip',
      'this repo is a mess, can you clean up the imports? ||| skip',
    ]);
  });

  it('keeps how the user wants the agent to work past a size of change said of the change, and which runs to hand over as a command; not the size of this change, nor "it"', () => {
    keptAsLabelled([
      'if a change touches more than three files, outline the plan and wait for my ok ||| keep',
      'this change touches more than three files, outline the plan ||| skip',
      "if a change touches more than three files, that's a smell ||| skip",
      'give me the command to run instead of running long migrations yourself ||| keep',
      'give me the command to run instead of running it yourself ||| skip',
    ]);
  });

  it('keeps where things are tracked and watched — a dashboard named by who watches it, where bugs, runbooks, incidents and feature requests go — and not the day\'s news of them', () => {
    keptAsLabelled([
      'the latency dashboard oncall watches is grafana.internal/d/api-latency ||| keep',
      'the latency dashboard oncall watches is broken again ||| skip',
      'the dashboard support uses is zendesk.acme.com/agent ||| keep',
      'bugs for the ingest pipeline are tracked in the Linear project INGEST, not in GitHub issues ||| keep',
      "there's a new bug in Linear ||| skip",
      'incidents are declared in #incidents with the /incident command, it opens the doc and the Zoom ||| keep',
      "there's an incident going on ||| skip",
    ]);
  });

  it('keeps who the user is and what it asks of the agent — the only backend dev, years in a language but new to a part of it, colour blindness, a timezone, an editor without LSP — and not new to the piece at hand', () => {
    keptAsLabelled([
      "I'm the only backend dev here, the rest of the team is mobile, so explain backend changes in terms they can review ||| keep",
      "I've been writing Rust for six years but I'm new to async, go slower on tokio stuff ||| keep",
      "I'm colorblind, don't rely on red vs green in anything you show me ||| keep",
      'my timezone is Europe/Berlin, when I say "tonight" I mean Berlin time ||| keep',
      "I'm new to this file ||| skip",
      "I'm new to this function, what does it do? ||| skip",
      "I'm new to this repo, so explain the build before changing it ||| keep",
      "I'm tired today ||| skip",
    ]);
  });

  it('keeps, typed in haste, where tests and mocks live in a dunder folder said bare ("tests r in __tests__ next to src, …"); not that folder with trouble after it, with or without a path', () => {
    keptAsLabelled([
      'tests r in __tests__ next to src, jest w/ ts-jest ||| keep',
      'mocks r in __mocks__ next to the module they mock ||| keep',
      'tests r in __tests__ but half of them fail ||| skip',
      'tests are in src/__tests__ but half of them fail ||| skip',
      'tests r failing ||| skip',
    ]);
  });

  it('keeps, in Chinese, who the user is — the one of a trade in the team, where they are for what their times mean, the editor they work in without help — and not a trip, a last one to hand in, or a file opened', () => {
    keptInChineseOrNot(
      ['我是团队里唯一的后端，其他人都做移动端，所以后端改动要讲得让他们也能看懂', '我在柏林，说"今晚"指的是柏林时间', '我用 vim 不开 LSP，类型不明显的时候写清楚', '我是组里唯一的测试，改测试框架之前先跟我说'],
      ['我在柏林出差，今晚回不来', '我是唯一一个还没提交周报的', '我用 vim 打开了这个文件', '我这边已经很晚了'],
    );
  });

  it("keeps a game team's ways: the other one gone from the project, a rate said before \"fixed\", what a kind is and must stay, a test to run whenever a kind of file is touched; not work to do on the one thing named", () => {
    keptAsLabelled([
      'use the new Input System, the old Input Manager is gone from our project since we added gamepad support ||| keep',
      'stick to the new router, the old one has been removed from the codebase ||| keep',
      "physics runs at 50 Hz fixed, don't change Time.fixedDeltaTime, the platformer collisions were tuned for it ||| keep",
      'save files are JSON in Application.persistentDataPath and must stay backward compatible, players keep saves across updates ||| keep',
      'migrations are plain SQL and must be reversible ||| keep',
      'when you touch shaders, test on the Deck too, the desktop GPU hides precision bugs ||| keep',
      'use the backup, the original is gone ||| skip',
      'the test is flaky and must be fixed before the release ||| skip',
      'the config is wrong and must be rewritten ||| skip',
      'the schema should be cleaned up ||| skip',
      'our docs are out of date and should be redone ||| skip',
      'when you get a chance, test it on the Deck ||| skip',
      'when you fix the login bug, test it on Safari ||| skip',
    ]);
  });

  it("keeps, in Chinese, a game team's ways: what any of a kind counts as (\"都算 bug\"), a test whenever a kind of thing is changed (\"改了 shader 也要…\"), a why that points back at the value (\"是按这个调的\"), the team's only programmer; not of the thing at hand, nor a question", () => {
    keptInChineseOrNot(
      [
        '我们的目标是 Steam Deck 上稳定 60 帧，Update 里任何分配内存的代码都算 bug',
        '任何崩溃都算 P0',
        '改了 shader 也要在 Deck 上测，桌面显卡会掩盖精度问题',
        '改了配置也要同步更新文档',
        '物理固定 50Hz，不要改 Time.fixedDeltaTime，平台碰撞是按这个调的',
        '我是团队里唯一的程序，另外两个是美术，所以编辑器工具要简单到他们也能用',
      ],
      ['这个 bug 都算我的', '所有报错都算 bug 吗', '改了这个也要在 Deck 上测', '我也要测一下', '平台碰撞是按这个调的', '你刚改的那个是按这个调的', '这是唯一的程序'],
    );
  });

  it('keeps the form a kind of data reaches the project in ("dates come in as DD/MM/YYYY from the UK suppliers", "amounts come in as cents"); not what one file or batch came in as', () => {
    keptAsLabelled([
      "Dates come in as DD/MM/YYYY from the UK suppliers and MM/DD/YYYY from the US ones, the supplier's country is on the file header. ||| keep",
      'Amounts come in as cents from Stripe, so divide by 100 before display. ||| keep',
      'the events arrive as JSON lines from the firehose, one per line ||| keep',
      'all timestamps arrive in UTC from the devices ||| keep',
      "Today's file came in as DD/MM/YYYY by mistake. ||| skip",
      'the events arrive as a flood right now, the queue is backed up ||| skip',
      'hmm, those rows came in as duplicates ||| skip',
    ]);
  });

  it('keeps more of how the user wants to be worked with: what they mean by a kind of ask, the command first with why, where they read the answers and what follows, the files listed past a size of fix, no apologies with the redo after it, what they know well; not the comfort of the moment, nor the same said once', () => {
    keptAsLabelled([
      'when I ask "why", I want the reasoning, not a rewrite of the code ||| keep',
      'when I say deploy, I mean staging unless I say prod ||| keep',
      'give me the command first and the explanation after, I usually just copy the command ||| keep',
      'I read your answers in a terminal, so no tables, they wrap badly ||| keep',
      'if a fix needs more than one file, list the files before you touch them ||| keep',
      "don't apologise, just fix it and say what changed ||| keep",
      'assume I know Python well but have never touched the Django ORM ||| keep',
      'when I asked for the logs you gave me the wrong file ||| skip',
      "give me the command first, I'm in a hurry ||| skip",
      "if a fix needs more than one file, that's fine ||| skip",
      'I read your answers in a terminal ||| skip',
      "don't apologise, it's fine ||| skip",
      'assume I know what you mean ||| skip',
      "assume it's already deployed ||| skip",
    ]);
  });

  it('keeps the one form money columns take ("all monetary columns are in EUR cents as integers"); not the data at hand ("these timestamps are in UTC")', () => {
    keptAsLabelled([
      'all monetary columns are in EUR cents as integers ||| keep',
      'the price fields are in cents ||| keep',
      'these timestamps are in UTC ||| skip',
      'those prices are in cents ||| skip',
    ]);
  });

  it("keeps the one tool of a role and the one place that may do a thing, a name of code's way, the team's default, what it does with \"nothing\", an old version kept for a customer, and what has to keep working; not a fault or the moment's", () => {
    keptAsLabelled([
      'Crashlytics is the only crash reporter, Sentry was removed last year ||| keep',
      'Datadog is the only APM we use, New Relic was cancelled in 2024 ||| keep',
      'Chrome is the only browser where the upload fails ||| skip',
      'Firefox is the only browser I tested it in ||| skip',
      'this is the only library that handles our date formats ||| skip',
      'the only place allowed to call os.Exit is main.go, everything else returns an error ||| keep',
      'the only place I could reproduce it is staging ||| skip',
      'the only test that fails is the login test ||| skip',
      'context.Context is always the first parameter and never stored in a struct ||| keep',
      'http.Client is created once in main and passed down, never build one per request ||| keep',
      'http.Client is nil in the test ||| skip',
      'table-driven tests are the default here, one t.Run per case with a name that reads like a sentence ||| keep',
      'the default is 30 seconds, bump it to 60 ||| skip',
      "we vendor nothing, go.sum is committed and that's enough for reproducible builds ||| keep",
      'we changed nothing and it broke ||| skip',
      'goroutines started in a handler must stop when the request context is cancelled, we leaked thousands in prod once ||| keep',
      "there's a goroutine leak somewhere ||| skip",
      "the Android app still supports API 26 because a big customer's warehouse scanners run Android 8 ||| keep",
      'the app still supports iOS 12 because nobody got around to removing it ||| skip',
      'all user-facing strings go through Localizable.strings, we ship in 9 languages and untranslated strings fail the release check ||| keep',
      'all the strings fail the release check now ||| skip',
      'deep links use the scheme acmeapp:// and universal links on links.acme.app, both have to keep working for old emails ||| keep',
      'share links are broken on Android ||| skip',
      'primary restarts only happen in the Sunday maintenance window ||| keep',
      'the db upgrade happened on Saturday ||| skip',
    ]);
    // (a name of code keeps its case, "::" too)
    expect(namesOf('std::string is never passed by value in the engine, use string_view')).toHaveLength(1);
    expect(extractStatements(replies(['std::string is never passed by value in the engine, use string_view']))[0]?.text).toMatch(/^std::string /);
  });

  it("keeps where new work of a kind starts, a floor in numbers, whom a kind of change goes through, what goes past an age, dependencies kept out with why, a lesson told with \"once\", and a rule after what the thing at hand is; \"them\" named by the things asked for", () => {
    keptAsLabelled([
      "Storybook is where new components start, a component without a story doesn't get reviewed ||| keep",
      'Figma is where I got stuck yesterday ||| skip',
      'the minimum touch target is 44 by 44 points, the iOS review flagged smaller ones ||| keep',
      'the maximum is 5 but we have 7 right now ||| skip',
      "copy changes go through Dana on the content team, engineers don't edit user-facing text on their own ||| keep",
      'my changes go through review today ||| skip',
      'old feature branches pile up fast, anything older than 30 days should be deleted ||| keep',
      'delete the feature branches older than 30 days ||| skip',
      'no new dependencies in the CLI, it has to install in under a second ||| keep',
      "no new dependencies for now, I'll review the list later ||| skip",
      'icons are imported one by one from lucide-react, importing the whole package doubled our bundle once ||| keep',
      'this icon is the wrong size ||| skip',
      'the design system is versioned separately and the apps pin it, bumping it is a separate PR ||| keep',
      'bump the design system in the checkout app ||| skip',
      "it's a bugfix, we ship bugfixes as patch releases the same day ||| keep",
      "it's a bugfix, can you ship it? ||| skip",
    ]);
    expect(extractStatements(replies(['please write the release notes for 4.12. we write them for users, not developers: no ticket numbers, no internal names']))[0]?.text).toBe('We write release notes for users, not developers: no ticket numbers, no internal names.');
    expect(extractStatements(replies(["it's additive, we follow semver strictly and only break things in majors"]))[0]?.text).toBe('We follow semver strictly and only break things in majors.');
    // (a task's "write it yourself" after the rule is left off)
    expect(extractStatements(replies(['no new runtime dependencies, the library is zero-dep on purpose, write the merge yourself']))[0]?.text).toBe('No new runtime dependencies, the library is zero-dep on purpose.');
  });

  it("keeps how the user's standing situation shapes the work, in English and Chinese; not the same said of today, nor with an order on the thing at hand", () => {
    keptAsLabelled([
      "I'm on a metered connection most days, ask before downloading anything over a few hundred MB ||| keep",
      'my connection is slow today ||| skip',
      'I come from ten years of Java, so Kotlin idioms are worth pointing out when you use them ||| keep',
      'I review everything in the morning, so batch your questions at the end instead of stopping halfway ||| keep',
      "I'll review this in the morning ||| skip",
      'I usually have about 20 minutes between calls, so break bigger tasks into steps I can check in between ||| keep',
      "I'm the only one maintaining this in my spare time, so prefer boring solutions I can still understand in a year ||| keep",
      "I'm on a train right now, so keep it short ||| skip",
      'I always get confused by this regex, explain it ||| skip',
      'I normally use this function, check it ||| skip',
    ]);
    expect(extractStatements(replies(['I review PRs in the evenings, so leave a summary at the top of each one'])).map((st) => st.type)).toEqual(['user']);
    keptInChineseOrNot(['我每天早上统一看代码，有问题攒到最后一起问，别做到一半停下来', '我是一个人业余维护这个项目，方案越简单越好，一年后我还得能看懂', '我平时下班后才有空看，有问题攒到一起问我'], ['我今天下班后才有空看', '我一个人在家，先别部署', '我明天早上再看']);
  });

  it("keeps a team's git ways typed in haste: one step over its other without the comma, where a kind is fine and the limit after \"but\", a disliked kind of PR, no more of a kind, a step only on a sign, and how commit messages open; \"commit msg\" spelled out, a field named msg not", () => {
    keptAsLabelled([
      "rebase don't merge when updating from main, we want linear history ||| keep",
      "merge don't wait for me ||| skip",
      'draft PRs are fine for early feedback but CI only runs on ready ones ||| keep',
      "these changes are fine for now but we'll need to revisit ||| skip",
      'tbh i hate when PRs mix refactors and features, keep them separate even if it means two PRs ||| keep',
      'i hate when the build breaks on fridays ||| skip',
      'no more class components in new code, hooks only ||| keep',
      'no more questions, just do it ||| skip',
      'only add an index when the query plan shows a seq scan on a big table ||| keep',
      'only run it when the tests pass ||| skip',
      'commit msgs here are imperative mood, max 50 chars in the subject, ticket id at the end in brackets ||| keep',
      'commit msgs start with the package name in parens ||| keep',
      'the commit msg is wrong ||| skip',
    ]);
    expect(extractStatements(replies(['commit msgs start with the package name in parens']))[0]?.text).toBe('Commit messages start with the package name in parens.');
    expect(extractStatements(replies(['log lines are JSON with ts, level, msg and trace_id at minimum']))[0]?.text).toContain('level, msg and');
  });

  it("keeps access an environment keeps shut, what brings up the real service, what is done to every one on a condition, and two clauses that each hold alone; not the moment's, nor a rule whose \"it\" is the thing at hand", () => {
    keptAsLabelled([
      'SSH into prod boxes is disabled, use SSM Session Manager and it gets logged ||| keep',
      'root login is disabled on every server, use your own user and sudo ||| keep',
      'my ssh access is blocked again ||| skip',
      'the port is blocked for me right now ||| skip',
      'dependabot PRs for patch versions are auto-merged if CI is green, minor and major need a human ||| keep',
      'the renovate PR got merged by accident ||| skip',
      'every external call goes through the egress proxy, direct internet access is blocked from the VPC ||| keep',
      'all traffic goes through Cloudflare, origin IPs are never published ||| keep',
      'the traffic went through the wrong region yesterday ||| skip',
      'This file is generated, dont edit it by hand. ||| skip',
      'this function is slow, never call it in a loop ||| skip',
    ]);
  });

  it("keeps an LLM team's ways: a setting's value for a whole kind of call, files laid out as the code, what is frozen beside where the newer one stands, how far retries on a status back off; the task's \"so this goes in …\" left off", () => {
    keptAsLabelled([
      'temperature is 0 for anything that parses structured output, we had flaky JSON at 0.7 ||| keep',
      'the temperature is too high in this call ||| skip',
      "the eval dataset is frozen at v3, new examples go into v4 which isn't scored yet ||| keep",
      "the new prompt isn't released yet ||| skip",
      "retries on 529 overloaded errors back off up to 60 seconds, anything longer and the user's request times out anyway ||| keep",
      'requests to the model back off exponentially on 429s, anything faster and we get banned for an hour ||| keep',
      'we got a 429 from the model just now ||| skip',
      'fixtures mirror the source tree, one folder per package ||| keep',
      'the fixtures are out of date ||| skip',
    ]);
    expect(extractStatements(replies(['tests mirror the package layout, so this goes in tests/billing/test_invoices.py']))[0]?.text).toBe('Tests mirror the package layout.');
  });

  it("keeps what is done to whatever stays open past an age, what a tool costs by what it counts, and a rule for what needs any day's data", () => {
    keptAsLabelled([
      'feature work happens on short-lived branches, anything open longer than three days gets split ||| keep',
      'we review PRs within a day, anything unreviewed for more than two days gets escalated to the lead ||| keep',
      'this PR has been unreviewed for two days ||| skip',
      'we pay per seat for Sentry, so service accounts don\'t get logins ||| keep',
      'we paid too much for CI last month ||| skip',
      "the staging database is a nightly copy of prod with emails and names scrubbed, so don't use it for anything that needs today's data ||| keep",
      "I need today's numbers for the report ||| skip",
    ]);
  });

  it("keeps a firmware team's budget, flashing, heap and loop rules, the board's revisions, a rate said \"at most\", and an accessibility team's ways (focus, tokens, labels, zoom, \"no exceptions\"); not what just happened, nor this run's", () => {
    keptAsLabelled([
      "the firmware has to fit in 256 KB of flash, so no printf-style formatting in release builds ||| keep",
      "the firmware is 240 KB right now ||| skip",
      "we flash the boards over SWD with a J-Link, the USB bootloader is disabled on production units ||| keep",
      "I flashed board 3 this morning ||| skip",
      "interrupt handlers must not allocate or take a mutex, the RTOS will deadlock ||| keep",
      "the interrupt handler for the UART is in uart_isr.c ||| skip",
      "all terraform changes go through atlantis on the PR, nobody runs terraform apply from a laptop ||| keep",
      "terraform plan shows 3 changes ||| skip",
      "the state for each environment lives in its own S3 bucket with DynamoDB locking, never share a state file between prod and staging ||| keep",
      "I think the state bucket is in us-east-1 ||| skip",
      "we pin provider versions exactly in every module because an aws provider minor release once recreated our RDS instance ||| keep",
      "can you bump the aws provider? ||| skip",
      "tag every resource with team and cost-center, finance bills teams off those tags ||| keep",
      "the bill went up this month ||| skip",
      "our hardware revisions are called EVT, DVT and PVT and the pin mapping changed between DVT and PVT, check board_rev before touching GPIO ||| keep",
      "this is a DVT board ||| skip",
      "watchdog timeout is 2 seconds in production, any loop that can run longer must kick it ||| keep",
      "the watchdog fired ||| skip",
      "we merged the PR, so no one needs to review the migration again ||| skip",
      "our flash is nearly full, so no new fonts in the bootloader image ||| keep",
      "crashes at most once a day on the test rig ||| skip",
      "poll the build status at most once a minute, the CI API rate limits us ||| keep",
      "the migration finished, check the row counts before touching the app ||| skip",
      "the staging db is shared with the data team, check the migration list before touching the schema ||| keep",
      "check with Dana before touching the billing code ||| keep",
      "check the diff before touching that ||| skip",
      "every render loop must finish in 16 ms ||| keep",
      "this loop must not block ||| skip",
      "no heap left after init, the pool is too small ||| skip",
      "the build was red all morning, check the logs before touching anything ||| skip",
      "every interactive element needs a visible focus ring, we had an accessibility complaint from a school district last year ||| keep",
      "the focus ring looks off on the settings page ||| skip",
      "we only use components from the design system package, if something is missing ask the design system team instead of building it locally ||| keep",
      "the design system team is on a retreat this week ||| skip",
      "colors come from the tokens in packages/tokens, a raw hex value in a component fails review ||| keep",
      "the new token for the warning color is in the PR ||| skip",
      "icons without text need an aria-label, screen reader users are about a tenth of our government customers ||| keep",
      "I added aria-labels to the header icons ||| skip",
      "the app has to work at 200% zoom without horizontal scrolling, that's part of our WCAG AA commitment ||| keep",
      "it scrolls horizontally at 200% on the pricing page ||| skip",
      "animations respect prefers-reduced-motion, no exceptions ||| keep",
      "the animation on the modal is janky ||| skip",
      "Storybook is the source of truth for component states, every component needs a story for each state ||| keep",
      "storybook is down again ||| skip",
      "we support the last two versions of Chrome, Firefox, Safari and Edge, nothing else ||| keep",
      "Safari is acting weird today ||| skip",
      "icons without text look odd in the sidebar ||| skip",
      "buttons without labels need an aria-label, our screen reader users rely on them ||| keep",
      "the page has to work at 200% zoom by friday, the demo is on a projector ||| skip",
      "that's part of our SOC 2 commitment ||| skip",
      "a raw hex value slipped into the header component ||| skip",
      "spacing comes from the scale in tokens/spacing.ts, a margin in raw pixels fails review ||| keep",
      "modals trap focus, no exceptions ||| keep",
      "tests passed locally, no exceptions thrown ||| skip",
    ]);
  });

  it("keeps a library's deprecation and changelog rules, a training team's checkpoints, logging and precision, and an on-call team's ways (runbooks, status updates, which work comes first); not one run's, nor this quarter's order", () => {
    keptAsLabelled([
      "we follow semver strictly, anything that removes or renames a public symbol waits for the next major ||| keep",
      "the next major is probably in spring ||| skip",
      "every user-facing change gets a line in CHANGELOG.md under Unreleased, the release script fails without one ||| keep",
      "I forgot the changelog line in my last PR ||| skip",
      "deprecations live for two minor releases with a warning before we delete anything ||| keep",
      "we deprecated the old parser last month ||| skip",
      "the MSRV is 1.70 and it's checked in CI, don't use let-else chains or anything newer ||| keep",
      "CI is slow today ||| skip",
      "checkpoints go to the shared bucket every 500 steps, the spot instances get preempted a few times a day ||| keep",
      "the run got preempted at step 12000 ||| skip",
      "we never tune hyperparameters on the test split, only on validation ||| keep",
      "the validation loss went up after epoch 3 ||| skip",
      "all training runs log to the team's wandb project with the git sha in the config ||| keep",
      "my run from yesterday isn't showing up in wandb ||| skip",
      "mixed precision is bf16 on the A100s, fp16 overflowed in the attention softmax ||| keep",
      "the A100 node is busy until tonight ||| skip",
      "deprecations live in the deprecated.py module ||| keep",
      "feature flags last two sprints at most, then the code path is deleted or kept for good ||| keep",
      "checkpoints go to the shared bucket, I just checked ||| skip",
      "my run logs to the team's wandb project but the charts are empty ||| skip",
      "mixed precision is bf16 on this run ||| skip",
      "the old run overflowed in the attention softmax ||| skip",
      "500 steps took about an hour ||| skip",
      "every alert has to link a runbook, an alert nobody knows how to handle just gets muted ||| keep",
      "the disk alert fired twice last night ||| skip",
      "sev1 incidents get a public status page update within 15 minutes, support handles the wording ||| keep",
      "we had a sev2 this morning ||| skip",
      "postmortems are blameless and due within five business days of the incident ||| keep",
      "the postmortem for Tuesday's outage is in the doc ||| skip",
      "on-call swaps go in the PagerDuty schedule, a swap agreed in Slack alone doesn't count ||| keep",
      "I'm on call this week ||| skip",
      "we page only on symptoms users feel, cpu and memory alerts go to the ticket queue ||| keep",
      "cpu on db-2 is at 90% ||| skip",
      "rollbacks come before debugging, if a deploy breaks prod we revert first and investigate after ||| keep",
      "the deploy at 3pm broke checkout ||| skip",
      "rollbacks come before lunch today ||| skip",
      "docs come before new features this quarter ||| skip",
      "security fixes go ahead of features, always ||| keep",
      "a default rewrote every row last time ||| skip",
    ]);
  });

  it("keeps, in Chinese, a firmware budget, a team's terraform and tagging rules, an accessibility team's ways, a DAG's rate and a backfill's size, semver, the changelog, checkpoints and tuning; not what is so now", () => {
    keptInChineseOrNot(["固件必须放进256KB的flash里，所以发布版本不能用printf", "所有terraform改动都走atlantis，谁都不能在自己电脑上apply", "中断处理函数里不能分配内存也不能拿锁，RTOS会死锁", "每个资源都要打team和cost-center标签，财务按标签给各组算账", "每个能交互的元素都要有看得见的焦点框，去年有学区投诉过无障碍问题", "颜色只能从packages/tokens里取，组件里写死十六进制颜色过不了评审", "DAG最多一小时跑一次，数仓按查询计费", "回填一次最多一个月，上次全量回填把调度队列堵死了", "我们严格遵守semver，删除或重命名公开接口都要等下一个大版本", "每个用户能看到的改动都要在CHANGELOG.md的Unreleased下面加一行，没有的话发布脚本会失败", "检查点每500步存一次到共享bucket，抢占式实例一天会被回收好几次", "超参数绝不在测试集上调，只用验证集"], ["固件现在是240KB", "terraform plan显示有三个改动", "中断处理函数在uart_isr.c里", "这个月账单涨了", "设置页的焦点框看起来不对", "新的警告色token在那个PR里", "这个DAG昨天跑挂了", "回填刚跑完", "下个大版本大概明年春天", "我上个PR忘了写changelog", "训练在12000步的时候被抢占了", "第三个epoch之后验证集loss上去了"]);
  });

  it("keeps a lab cluster's ways (SLURM, scratch, the GPU flag, tagged results), a translation team's, and an LLM and a health team's (evals, prompts in files, pinned models, no PHI in logs, the audit trail); not this job's, nor what happened", () => {
    keptAsLabelled([
      "jobs on the cluster go through SLURM, never run anything heavy on the login node, admins kill it and email your PI ||| keep",
      "the login node is slow right now ||| skip",
      "scratch is purged every 30 days, anything you need to keep goes to the project space ||| keep",
      "my scratch directory is almost full ||| skip",
      "we request GPUs with --gres=gpu:a100:1, the generic gpu flag can land you on the old K80s ||| keep",
      "my job has been pending for two hours ||| skip",
      "results in the paper come from tagged commits only, every figure script prints the git tag it ran on ||| keep",
      "the figure for section 4 looks wrong ||| skip",
      "all user-facing strings go through t(), translators work from the extracted en.json ||| keep",
      "the German translation of the settings page is missing ||| skip",
      "German text runs about 30% longer than English, buttons must not have fixed widths ||| keep",
      "the button on the checkout page overflows in German ||| skip",
      "dates and numbers are formatted with Intl using the user's locale, never by hand ||| keep",
      "the date on the invoice shows the wrong format for Japan ||| skip",
      "we add new languages only with a native-speaking reviewer, machine translation alone isn't shipped ||| keep",
      "we added Polish last week ||| skip",
      "anything you need to keep from today's run, copy it to my laptop ||| skip",
      "we request GPUs with --gres=gpu:a100:1 for this job only ||| skip",
      "users complained about the new logo yesterday ||| skip",
      "colors in the new theme break on the settings page ||| skip",
      "every prompt change runs against the eval set before merge, a prompt tweak once dropped accuracy on refunds by 12 points ||| keep",
      "the eval set has 400 examples right now ||| skip",
      "system prompts live in prompts/ as versioned files, never inline in code ||| keep",
      "I edited the system prompt in prompts/support.md ||| skip",
      "we pin model versions with the dated id, the alias silently changed behaviour on us twice ||| keep",
      "the new model is out today ||| skip",
      "no customer data in prompts sent to the third-party API, we strip emails and phone numbers before the call ||| keep",
      "the API call took 8 seconds just now ||| skip",
      "PHI never goes to logs or analytics, only the record id ||| keep",
      "a patient name showed up in the logs this morning ||| skip",
      "every access to a patient record is written to the audit table with who, when and why ||| keep",
      "the audit table has 2 million rows ||| keep",
      "we pin the tests to run serially today ||| skip",
      "no customer data in the prompts I sent you, right? ||| skip",
      "every access to the record was logged to the audit table yesterday ||| skip",
      "the alias changed behaviour on us this morning ||| skip",
    ]);
  });

  it("keeps, in Chinese, the cluster's ways, how often scratch is purged, strings through t(), widths for long German, evals before a prompt change, prompts in files, no patient data in logs; not what is so now", () => {
    keptInChineseOrNot(["集群上的作业都走SLURM，登录节点上不要跑重任务，管理员会直接杀掉还会发邮件给导师", "scratch目录每30天清一次，要保留的东西放项目空间", "所有给用户看的文字都要走t()，翻译是从导出的en.json做的", "德语文本比英文长三成左右，按钮不能写死宽度", "日志目录每7天清一次", "每次改提示词都要先跑一遍评测集再合并，有一次改了一句退款准确率掉了12个点", "系统提示词放在prompts/目录下做版本管理，不要写在代码里", "患者信息绝不能进日志和埋点，只记记录ID"], ["登录节点现在很卡", "我的scratch快满了", "设置页的德语翻译缺了", "结账页的按钮德语下溢出了", "这次的scratch我手动清一下", "按钮的宽度这次先写死", "评测集现在有400条", "我改了prompts/support.md里的系统提示词", "今天早上日志里出现了一个患者名字"]);
  });

  it("keeps an agency's WordPress ways (what the host rules out, the client's prefix, the child theme) and a Spark team's (layers, no collect() past a size, the partition column); not this run's", () => {
    keptAsLabelled([
      "client sites run on managed WordPress hosting, we can't install server extensions, so no plugins that need Imagick ||| keep",
      "the client's site is down ||| skip",
      "every custom plugin is prefixed with the client's three-letter code, functions and options included ||| keep",
      "I renamed the plugin folder ||| skip",
      "we never edit a parent theme, all changes go in the child theme ||| keep",
      "the child theme is in wp-content/themes/acme-child ||| skip",
      "Spark jobs read from the bronze tables and write only to silver, gold is built by the analytics team's dbt project ||| keep",
      "the silver table for orders is missing yesterday's partition ||| skip",
      "no collect() on anything bigger than a lookup table, the driver has 4 GB ||| keep",
      "the driver ran out of memory on the last run ||| skip",
      "partition columns are always dt as a yyyy-MM-dd string, the downstream Hive tables expect that ||| keep",
      "the dt partition for today is empty ||| skip",
      "no collect() on this one, it's too big ||| skip",
      "every plugin is updated now ||| skip",
      "we can't install server extensions today, so no Imagick ||| skip",
      "we never edit a parent theme on Fridays ||| keep",
    ]);
  });

  it("keeps a game studio's, a genomics lab's and a ledger's ways (tuned values in assets, the one build machine, pinned containers, integer money, postings that balance, no edits to what is posted, the month-end close) and what every one of a kind carries; not what happened", () => {
    keptAsLabelled([
      "all gameplay values live in ScriptableObjects under Assets/Data, designers tune them without touching code ||| keep",
      "the jump height feels off in level 3 ||| skip",
      "we never use Find() or GetComponent in Update, cache references in Awake ||| keep",
      "the frame rate drops in the boss fight ||| skip",
      "builds for Switch go through the Jenkins job only, the devkit license is tied to that machine ||| keep",
      "the Switch build failed last night ||| skip",
      "every new asset needs an LOD group before it goes into a scene, artists check this in the import preset ||| keep",
      "this asset has no LOD group ||| skip",
      "pipelines are written in Nextflow DSL2 and every process pins its container by digest ||| keep",
      "the alignment step took 9 hours on the last sample ||| skip",
      "reference genomes come from the shared /refs mount, never download them inside a process ||| keep",
      "I downloaded GRCh38 to my home directory ||| skip",
      "sample sheets are validated against the schema in assets/schema_input.json before anything runs ||| keep",
      "the sample sheet for batch 12 has a typo ||| skip",
      "raw FASTQs are read-only, nobody deletes or rewrites them, not even after QC fails ||| keep",
      "QC failed on three samples this morning ||| skip",
      "amounts are stored as integer minor units with the currency code next to them, never floats ||| keep",
      "the balance on account 4411 looks wrong ||| skip",
      "every posting is double entry, debits and credits of a journal entry must sum to zero or the insert is rejected ||| keep",
      "a journal entry failed to insert just now ||| skip",
      "we never update or delete a posted entry, corrections are new reversing entries ||| keep",
      "I reversed the entry from Tuesday ||| skip",
      "month-end close runs on the first business day at 6am Frankfurt time ||| keep",
      "the close for November is running late ||| skip",
      "cache references in Awake for this script ||| skip",
      "never download them inside this process, it's already cached ||| skip",
      "every posting in this file sums to zero ||| skip",
      "builds for Switch went through the Jenkins job yesterday ||| skip",
      "are amounts stored as integer minor units? ||| skip",
      "should every new asset need an LOD group? ||| skip",
      "we always update the changelog in the same PR as the change ||| keep",
      "we never touch the legacy billing module, it has no tests ||| keep",
      "we never edit generated files by hand, run make gen ||| keep",
      "I updated the entry for Tuesday ||| skip",
      "we always update it today ||| skip",
      "we never touch this one, leave it ||| skip",
      "can we edit the posted entry? ||| skip",
      "the line items of an invoice must add up to its total ||| keep",
      "the line items of this invoice must add up to its total ||| skip",
      "payroll runs on the 25th ||| keep",
      "payroll ran late on the 25th ||| skip",
      "the invoices went out on the 1st ||| skip",
      "invoices go out on the 1st this month ||| skip",
      "does the close run on the first business day? ||| skip",
      "I checked the config before anything ran ||| skip",
      "we never skip code review, not even for a one-line fix ||| keep",
      "I didn't skip the tests, not even for the hotfix ||| skip",
      "never cache tokens inside this job ||| skip",
      "in this stage we retry twice ||| skip",
    ]);
    // (an order on the thing at hand, however far it is said to hold, stays in the session's notes)
    expect(extractStatements(replies(['never delete it, not even after the demo'])).filter(standsAlone)).toEqual([]);
  });

  it("keeps an Android, a platform, a Rust and a robotics team's ways (the SDK floor held at a number, charts with limits, namespaces by team, quarterly upgrades, unsafe confined to a folder, rates from config); not this pod's or this arm's", () => {
    keptAsLabelled([
      "we keep minSdk at 24 because a third of our users are on old Samsung tablets in schools ||| keep",
      "the app crashes on Android 8 when you rotate ||| skip",
      "dependencies go through the version catalog in gradle/libs.versions.toml, never a version string in a module's build file ||| keep",
      "I bumped OkHttp in the catalog ||| skip",
      "release builds are signed on CI only, the upload key never leaves the keystore in Vault ||| keep",
      "the release build is stuck on the signing step ||| skip",
      "every Helm chart sets resource requests and limits, the cluster rejects pods without them ||| keep",
      "the payments pod is OOMKilled again ||| skip",
      "namespaces are one per team, prefixed with the team slug ||| keep",
      "I created a namespace for the demo ||| skip",
      "cluster upgrades happen in the second week of each quarter, staging first and prod a week later ||| keep",
      "the staging upgrade is done ||| skip",
      "the MSRV is 1.70 and we bump it only in a minor release, with a line in the changelog ||| keep",
      "clippy is complaining about a needless borrow ||| skip",
      "no unsafe in the public modules, the unsafe bits are confined to src/ffi ||| keep",
      "there's an unsafe block in parser.rs now ||| skip",
      "all nodes publish at fixed rates set in config/rates.yaml, nobody hard-codes a timer period ||| keep",
      "the lidar node dropped to 5 Hz on the test track ||| skip",
      "we test every motion change in Gazebo before it goes on the real arm, the arm costs 40k ||| keep",
      "I ran the new planner on the real arm this morning ||| skip",
      "we keep retries at 3, more just piles onto an outage ||| keep",
      "we keep it at 3 for now ||| skip",
      "I kept minSdk at 21 ||| skip",
      "every service sets a request id header on outgoing calls ||| keep",
      "every chart sets the wrong memory limit ||| skip",
      "did every chart set its limits? ||| skip",
      "all services publish metrics to the shared Prometheus ||| keep",
      "all nodes published garbage during the test ||| skip",
      "branches start with the ticket number ||| keep",
      "the logs start with a warning ||| skip",
      "cluster upgrades happen in the first week of each quarter ||| keep",
      "the cluster upgrade happened in the first week of this quarter ||| skip",
      "node upgrades happen every other Tuesday ||| keep",
      "native code is confined to src/native ||| keep",
      "the bug is confined to src/parser ||| skip",
      "no unsafe in the public modules of this crate yet ||| skip",
      "there's no unsafe in the public modules ||| skip",
    ]);
  });

  it("keeps, in Chinese, the ledger's ways, a month-end and quarterly cycle, one namespace per team, the cluster's and the arm's rules; not what happened, nor a question", () => {
    keptInChineseOrNot(["金额一律用整数分存，旁边带币种，绝对不能用浮点数", "已经过账的分录不能改也不能删，要更正就记一笔冲销分录", "月结每个月第一个工作日早上六点跑", "原始测序数据是只读的，谁都不能删，QC没过也不行", "每个Helm chart都要写资源的requests和limits，没写的pod集群会直接拒掉", "命名空间一个团队一个，前缀用团队的缩写", "集群每个季度第二周升级，先升staging，一周后再升生产", "最低支持的Rust版本是1.70，只在小版本里升，还要写进changelog", "所有节点都按config/rates.yaml里的频率发布，谁都不许在代码里写死定时器周期", "改了运动规划都要先在Gazebo里跑，再上真机械臂，那台臂四万块", "报表每个月1号早上八点出", "对账每个月最后一个工作日做", "镜像都要打上提交的哈希作为标签"], ["4411这个账户余额好像不对", "我把周二那笔分录冲掉了", "十一月的月结跑晚了", "今天早上有三个样本QC没过", "payments那个pod又OOM了", "我给演示建了个命名空间", "staging已经升完了", "clippy报了一个多余借用", "激光雷达节点在测试场上掉到5Hz了", "我今天早上在真机械臂上跑了新的规划器", "这个进程里先别下载参考基因组", "这次月结先手动跑一下", "这个月的月结每个月第一个工作日跑吗", "上个季度第二周集群升级失败了", "这个分录不能改", "我们一个人一个", "命名空间是一个团队一个吗", "我这周一个人一个房间", "集群节点今天挂了一个"]);
  });

  it("keeps an Elixir, a Laravel, a .NET, a browser extension and a docs team's ways (contexts through public functions, supervised state, what CI runs, scopes over raw SQL, config() over env(), the LTS followed, async all the way down, migrations by the pipeline, permissions at runtime, screenshots retaken); not what happened, nor the piece at hand", () => {
    keptAsLabelled([
      "contexts talk to each other only through their public functions, never reach into another context's schemas ||| keep",
      "the Accounts context is getting huge ||| skip",
      "every GenServer that holds state has a supervisor and a restart strategy written down in its moduledoc ||| keep",
      "the cache GenServer crashed twice this morning ||| skip",
      "we run mix format and credo --strict in CI, a warning fails the build ||| keep",
      "credo flagged a nested case in the worker ||| skip",
      "all queries go through Eloquent scopes, raw DB::select only in reports with a comment why ||| keep",
      "the orders report is slow ||| skip",
      "queues run on Horizon with Redis, jobs must be idempotent because Horizon retries them three times ||| keep",
      "a job failed three times last night ||| skip",
      "config values are read through config(), env() is only allowed inside the config files ||| keep",
      "I used env() in the controller ||| skip",
      "we target .NET 8 LTS and move to the next LTS within six months of its release ||| keep",
      "the build server still has .NET 6 on it ||| skip",
      "async all the way down, no .Result or .Wait() anywhere, they deadlock under ASP.NET ||| keep",
      "the endpoint hangs when I call .Result ||| skip",
      "EF migrations are generated, reviewed and applied by the release pipeline, nobody runs Update-Database against prod ||| keep",
      "I ran Update-Database on my machine ||| skip",
      "the service worker got killed while I was debugging ||| skip",
      "we ask for host permissions at runtime, never in the manifest, the store review rejects broad host permissions ||| keep",
      "the store review came back today ||| skip",
      "every page has a front matter owner field, the docs bot pings the owner when the page is six months old ||| keep",
      "this page has no owner ||| skip",
      "screenshots are retaken for every major release, never cropped from old ones ||| keep",
      "I retook the screenshots for the install guide ||| skip",
      "never reach into that context's schemas ||| skip",
      "the cache GenServer has a supervisor ||| skip",
      "jobs must be idempotent, fix this one ||| skip",
      "is env() only allowed inside the config files? ||| skip",
      "we targeted .NET 6 last year ||| skip",
      "we run the migrations in CI now ||| skip",
      "we ran credo in CI yesterday ||| skip",
      "we run out of memory in CI ||| skip",
      "we target .NET 8 LTS for now ||| skip",
      "we upgrade to the next major within two weeks of its release ||| keep",
      "we upgraded to the next major last week ||| skip",
      "no .Result in this file ||| skip",
      "async all the way down please, this one handler too ||| skip",
      "every worker that talks to Stripe has a circuit breaker ||| keep",
      "every worker that talks to Stripe had a timeout yesterday ||| skip",
      "the docs are written down in the wiki ||| keep",
      "the server went down again ||| skip",
      "the plan is written down in my notes ||| skip",
      "migrations are generated and applied by hand this time ||| skip",
      "invoices are created, signed and sent by the billing service ||| keep",
      "don't copy from that file's helpers ||| skip",
      "we target .NET 8 and I like it ||| skip",
    ]);
  });

  it("keeps, in Chinese, the same teams' ways: contexts, supervisors, what CI runs and what fails it, scopes, config(), the LTS followed, no .Result, migrations by the pipeline, permissions at runtime, screenshots retaken; not what happened, nor this once", () => {
    keptInChineseOrNot(["各个context之间只能调用对方的公开函数，不能直接查别人的schema", "所有有状态的GenServer都要有supervisor，重启策略写在moduledoc里", "CI里跑mix format和credo --strict，有警告就算失败", "查询都走Eloquent的scope，原生SQL只能在报表里用，还要写注释说明原因", "配置只能通过config()读，env()只允许在config目录下的文件里用", "我们用.NET 8 LTS，新的LTS出来半年内跟上", "全程异步，任何地方都不许用.Result或者.Wait()，在ASP.NET下会死锁", "EF迁移由发布流水线生成和执行，谁都不许对生产库手动跑Update-Database", "插件的主机权限都在运行时申请，不写在manifest里，商店审核会拒绝宽泛的主机权限", "每个大版本都要重新截图，不能从旧图裁"], ["Accounts这个context越来越大了", "缓存那个GenServer今天早上崩了两次", "credo报了一个嵌套的case", "订单报表很慢", "我在控制器里用了env()", "构建机上还是.NET 6", "我在自己电脑上跑了Update-Database", "商店审核今天回复了", "我把安装指南的截图重新截了", "这次先从旧图裁一下"]);
  });

  it("keeps an iOS, an automotive, a Salesforce, a security and a search team's ways (networking through one actor, the versions supported counted back from the newest, the coding standard and its deviations, no heap after init, the scheduler tick, one trigger per object, secrets from Vault, a mapping change as a new index); not what happened", () => {
    keptAsLabelled([
      "view models are @MainActor and never touch URLSession directly, networking goes through the APIClient actor ||| keep",
      "the profile screen flickers on iOS 17 ||| skip",
      "we support the current and the previous major iOS version, nothing older ||| keep",
      "TestFlight build 412 is waiting for review ||| skip",
      "strings live in Localizable.xcstrings, never a hard-coded user-facing string in a view ||| keep",
      "I hard-coded the title on the settings view ||| skip",
      "the ECU code follows MISRA C:2012, every deviation needs a signed deviation record in docs/deviations ||| keep",
      "the static analyzer found 14 new violations ||| skip",
      "no dynamic memory after init, all buffers are statically allocated ||| keep",
      "the CAN handler allocates a buffer on every frame right now ||| skip",
      "timing-critical tasks run from the 1 ms scheduler tick, never from an ISR directly ||| keep",
      "the 1 ms task overran twice in the last HIL run ||| skip",
      "all DML goes through the service classes, triggers only call the handler, one trigger per object ||| keep",
      "the Account trigger hit a governor limit this morning ||| skip",
      "deployments to production go through the change set reviewed by Marta, never from VS Code ||| keep",
      "Marta is out today ||| skip",
      "secrets are pulled from Vault at startup, nothing sensitive in env files or CI variables ||| keep",
      "a token leaked in the CI logs last week ||| skip",
      "every new dependency gets a license and CVE check before it's added, copyleft licenses need legal's OK ||| keep",
      "the CVE scan flagged lodash again ||| skip",
      "the index mapping is versioned, a mapping change means a new index and an alias swap, never an in-place update ||| keep",
      "reindexing took four hours yesterday ||| skip",
      "query latency budget is 150 ms at p95, anything slower needs a caching plan ||| keep",
      "p95 is at 210 ms this week ||| skip",
      "this view model touches URLSession directly ||| skip",
      "does the ECU code follow MISRA? ||| skip",
      "I allocated the buffers statically this time ||| skip",
      "the alias swap failed ||| skip",
      "we supported iOS 14 until last year ||| skip",
      "we support the latest iOS version only for this beta ||| skip",
      "do we support the previous major iOS version? ||| skip",
      "we supported the previous major version until March ||| skip",
      "our Go follows the Uber style guide ||| keep",
      "the code follows the happy path here ||| skip",
      "my code follows the example from the docs ||| skip",
      "a schema change means a new migration file and a review from the data team ||| keep",
      "that change means a new index ||| skip",
      "the change means a lot of work ||| skip",
      "the API is versioned in the URL ||| keep",
      "the document was versioned yesterday ||| skip",
    ]);
  });

  it("keeps, in Chinese, the same teams' ways: what every one of a kind goes through or runs on, what is not done past a stage, a budget and what going past it asks; not the piece at hand, a request, what was done, nor a question", () => {
    keptInChineseOrNot(["ViewModel都标@MainActor，不能直接用URLSession，网络请求都走APIClient这个actor", "我们只支持当前和上一个大版本的iOS，更老的不支持", "ECU代码遵循MISRA C:2012，每个偏离都要在docs/deviations里留签字的偏离记录", "初始化之后不许动态分配内存，所有缓冲区都静态分配", "对时间敏感的任务都挂在1毫秒的调度节拍上，不能直接在中断里跑", "所有DML都走service类，触发器只调handler，一个对象一个触发器", "密钥启动时从Vault拉，env文件和CI变量里不能放敏感信息", "索引的mapping有版本，改mapping就要建新索引再切别名，不能原地改", "查询延迟预算是p95 150毫秒，超过的要有缓存方案", "用户都用微信登录", "日志都走统一的logger，不能直接console.log", "发布之后不要手动改线上配置", "下午三点之后不能发版", "接口延迟上限是200毫秒", "所有测试都跑在CI上"], ["个人资料页在iOS 17上会闪", "TestFlight 412在等审核", "静态分析又多了14个违规", "上次HIL测试1毫秒任务超时了两次", "Account的触发器今天早上撞到了governor limit", "上周CI日志里泄露了一个token", "昨天重建索引花了四个小时", "这周p95到了210毫秒", "这次先直接改mapping吧", "这些请求都走代理", "我们今天都走APIClient吧", "大家都走了", "接口都通过测试了", "页面都加了loading吗", "按钮都加上了", "上线之后不能再改需求了", "预算是多少", "这个月的预算是5000元", "我们的测试都跑过了"]);
  });

  it("keeps a GraphQL, a monorepo, a Terraform, a Go and a notebook team's ways (generated code not edited, no breaking changes, connections, apps over packages, one account per environment, tags not branches, wrapped errors, the first parameter) and a user's trade with the tool it led to; not what happened, nor the day's", () => {
    keptAsLabelled([
      "the schema is schema-first, resolvers are generated from schema.graphql with gqlgen, never edit generated.go ||| keep",
      "the orders query is slow again ||| skip",
      "no breaking changes to the public schema, deprecate the field instead ||| keep",
      "I deprecated the legacyId field ||| skip",
      "every list field is a connection with first/after, no plain arrays ||| keep",
      "apps import packages, packages never import apps ||| keep",
      "turbo cache hit rate dropped this week ||| skip",
      "each package has its own tsconfig that extends tsconfig.base.json ||| keep",
      "I added a tsconfig to the ui package ||| skip",
      "affected-only builds in CI, the full build runs nightly ||| keep",
      "one AWS account per environment, prod lives in its own account with no human write access ||| keep",
      "someone changed a security group in prod by hand ||| skip",
      "the state lock is stuck ||| skip",
      "modules are pinned to a git tag, never a branch ||| keep",
      "errors are wrapped with %w and checked with errors.Is, never compared as strings ||| keep",
      "the handler swallowed an error ||| skip",
      "context.Context is the first parameter of anything that does I/O ||| keep",
      "notebooks are for exploration only, anything that ships moves into the package with tests ||| keep",
      "my notebook kernel keeps dying ||| skip",
      "outputs are stripped before commit with nbstripout ||| keep",
      "I'm the only developer here, the rest of the team is sales ||| keep",
      "I'm a nurse and I built this rota tool for our ward on weekends ||| keep",
      "I'm on my phone today ||| skip",
      "I teach maths and this is the homework app for my classes ||| keep",
      "I'm more of a designer than a developer, so explain the backend bits ||| keep",
      "I'm tired today, keep it short ||| skip",
      "never edit generated.go in this PR ||| skip",
      "does every list field use connections? ||| skip",
      "I pinned the module to a branch for now ||| skip",
      "the full build ran last night ||| skip",
      "no breaking changes to the public schema today ||| skip",
      "were there breaking changes to the public API? ||| skip",
      "I'm a nurse by training but I code full time now ||| keep",
      "I'm a nurse? ||| skip",
      "I teach maths today instead of Tom ||| skip",
      "I built this for fun ||| skip",
      "errors are showing up in the logs again ||| skip",
      "errors are thrown when the cache is cold ||| skip",
      "the first parameter is wrong ||| skip",
      "this module does I/O on every call ||| skip",
    ]);
  });

  it("keeps, in Chinese, the same teams' ways: no breaking changes, which part may not import which, one account per environment and who may write there, the trade and what it led to; not a question, the piece at hand, nor a thing of life", () => {
    keptInChineseOrNot(["schema先行，resolver用gqlgen从schema.graphql生成，generated.go绝对不要手改", "公开schema不做破坏性修改，字段先标deprecated，保留两个版本", "所有列表字段都用connection分页，不用普通数组", "应用可以引用包，包不能引用应用", "每个环境一个AWS账号，生产账号里没有人有写权限", "模块都固定到git tag，不能指向分支", "错误都用%w包装，用errors.Is判断，不要比字符串", "notebook只用来探索，要上线的代码都要挪进包里并且写测试", "我是护士，周末给我们科室写了这个排班工具", "我是数学老师，这是我给班上学生做的作业应用"], ["orders查询又慢了", "这周turbo缓存命中率掉了", "有人在生产上手动改了安全组", "我的notebook内核老是挂", "我今天在手机上", "这个包不能引用应用吗", "你不能引用那个包", "这次的修改是破坏性的", "每个人一个苹果", "每个环境一个账号吗", "他没有写权限", "这个组件不能调用那个接口"]);
  });

  it("keeps what lasts of rules typed in haste and of long first messages (the team's tool and its unit, a folder never touched, the user's trade and how to explain), and nothing of a bug report, a stack trace, a sign-off or the day's chatter", () => {
    keptAsLabelled([
      "dont ever push to prod on fridays we got burned twice ||| keep",
      "pls always run the linter b4 u commit ||| keep",
      "we use pnpm not npm, lockfile is pnpm-lock.yaml ||| keep",
      "tests go next to the source file not in a separate folder ||| keep",
      "api keys live in 1password never in the repo ||| keep",
      "staging db gets wiped every sunday night fyi ||| keep",
      "i prefer short answers, skip the explanations unless i ask ||| keep",
      "no default exports pls ||| keep",
      "our deploys go thru argo, dont kubectl apply by hand ||| keep",
      "max line length is 100 ||| keep",
      "ugh the build is broken again ||| skip",
      "can u check why the tests fail ||| skip",
      "pls fix the typo in the readme ||| skip",
      "lol that worked ||| skip",
      "dont push yet ||| skip",
      "run the linter ||| skip",
      "ok ship it ||| skip",
      "why is staging so slow today ||| skip",
      "thx thats it for today ||| skip",
      "hmm not sure about that approach ||| skip",
      "hey, I'm working on the checkout service today. we use stripe and all amounts are in cents. can you add a refund endpoint? make sure it's idempotent. ||| keep",
      "quick context: this is a django monolith, python 3.11, postgres 15. celery for background jobs. I need you to add an export of orders to CSV, the admin wants it by friday. ||| skip",
      "ok so the bug: when a user changes their email the old sessions stay valid. can you look at auth/sessions.py? I think the invalidation is missing. ||| skip",
      "new task. the marketing site is in apps/web (next.js 14, app router). never touch apps/legacy, it's being deleted next month. please add a pricing page that matches the figma. ||| keep",
      "Before you start: I'm a backend person, I don't know much React, so explain the frontend changes as you go. The task is to add a dark mode toggle to the settings page. ||| keep",
      "here's the stack trace:⏎Traceback (most recent call last):⏎  File \"app.py\", line 12, in <module>⏎    main()⏎ValueError: invalid literal⏎what's going on? ||| skip",
      "thanks! that's all for now, I'll pick it up tomorrow. ||| skip",
    ]);
  });

  it("keeps, in Chinese, rules typed in haste with spaces for commas (how short answers are and what is left out, the line length), and nothing of the day's chatter or a request", () => {
    keptInChineseOrNot(["别在周五发版 之前出过两次事", "提交前记得跑lint", "我们用pnpm 不用npm", "测试文件跟源码放一起 不单独建目录", "密钥放1password 不要进仓库", "staging库每周日晚上清空", "回答简短点 不用解释 除非我问", "不要默认导出", "部署走argo 别手动kubectl apply", "行宽最多100", "回答简短点"], ["构建又挂了", "帮我看看测试为啥挂了", "readme有个错别字改一下", "哈哈可以了", "先别推", "跑一下lint", "行 上吧", "staging今天怎么这么慢", "谢了 今天就到这", "行宽最多100吗", "这一行最多100个字符"]);
  });

  it("keeps a health, a school, a shop, a logistics and a game team's ways (resources validated against profiles, who owns the interfaces, grades never deleted, the nightly sync, prices from the ERP, who publishes the theme, append-only events, text through localization) and a teammate away until a day; not a prohibition for the moment ('don't deploy now'), nor what happened", () => {
    keptAsLabelled([
      "FHIR resources are validated against our profiles before they're stored, the IG lives in fhir/ig ||| keep",
      "the Patient resource failed validation this morning ||| skip",
      "ask Priya before touching anything under integrations/hl7, she owns the hospital interfaces ||| keep",
      "Priya is on leave until Monday ||| keep",
      "grades are never deleted, a correction is a new grade event with the old one kept ||| keep",
      "I deleted a grade by mistake ||| skip",
      "the LMS syncs with the school's SIS every night at 1am, don't run a manual sync during school hours ||| keep",
      "the sync failed last night ||| skip",
      "product prices come from the ERP, the storefront never edits a price ||| keep",
      "the price of the blue mug is wrong ||| skip",
      "theme changes go to the staging theme first, the live theme is published by Jonas only ||| keep",
      "Jonas published the theme an hour ago ||| skip",
      "shipment events are append-only, the current status is derived from the latest event ||| keep",
      "shipment 4417 is stuck in transit ||| skip",
      "a match server crashed during the tournament ||| skip",
      "the German text overflows on the store page ||| skip",
      "ask Priya before touching this file ||| skip",
      "grades for this class are wrong ||| skip",
      "don't run a manual sync now ||| skip",
      "the live theme is published ||| skip",
      "is the current status derived from the latest event? ||| skip",
      "player-facing text goes through the localization team ||| keep",
      "don't run a manual sync now ||| skip",
      "don't deploy now ||| skip",
      "don't deploy now, the release is frozen until the audit ends ||| keep",
      "don't deploy on Fridays ||| keep",
    ]);
  });

  it("keeps how the user wants the work written and checked (commit messages, docstrings, no summary at the end, ask before adding a dependency, say when unsure, a plan past three files, small commits, the type checker, editing over creating); not the one commit, description or plan at hand", () => {
    keptAsLabelled([
      "commit messages are imperative and under 72 characters, the body says why ||| keep",
      "every public function gets a docstring with an example ||| keep",
      "don't summarise what you changed at the end, I read the diff ||| keep",
      "ask before adding a dependency, even a small one ||| keep",
      "when you're unsure, say so instead of guessing ||| keep",
      "show me the plan before touching more than three files ||| keep",
      "I like small commits, one concern each ||| keep",
      "run the type checker before you tell me you're done ||| keep",
      "prefer editing existing files over creating new ones ||| keep",
      "the commit message for this one should mention the ticket ||| skip",
      "can you write a PR description for this? ||| skip",
      "this function needs a docstring ||| skip",
      "summarise what you changed ||| skip",
      "I'm not sure about this dependency ||| skip",
      "show me the plan ||| skip",
      "run the type checker ||| skip",
      "that commit was too big ||| skip",
      "ask before adding a dependency for this script ||| skip",
      "did you ask before adding a package? ||| skip",
      "I asked before adding a column ||| skip",
      "ask before adding a column to any shared table ||| keep",
    ]);
  });

  it("keeps a data, a mobile, a firmware, an infra, an ML and a design-system team's ways as labelled: a part of the product said first, a place to escalate to, another environment's store set beside the warehouse, what firmware is built never to do, a kind banned from a crate", () => {
    keptAsLabelled([
      "dbt models go in models/marts only after they have a test on the primary key ||| keep",
      "we never run dbt with --full-refresh on prod, the events table takes nine hours to rebuild ||| keep",
      "airflow DAGs must be idempotent, reruns happen every week when the upstream export is late ||| keep",
      "can you rerun the failing DAG for yesterday? ||| skip",
      "the warehouse is Snowflake, but local dev uses duckdb with the same SQL dialect flags ||| keep",
      "don't use SELECT * in any model, column lists only — schema drift upstream broke us twice ||| keep",
      "thanks, that looks right ||| skip",
      "on Android we're still on minSdk 26 because of the clinic tablets ||| keep",
      "Compose only for new screens; the old XML screens stay until the redesign ||| keep",
      "hmm, why is the build so slow today ||| skip",
      "all strings go through strings.xml, the translators pull from there every Friday ||| keep",
      "the embedded firmware can't allocate after init, everything is static buffers ||| keep",
      "no panics in the firmware crate, return errors — a panic bricks the sensor until someone walks out to reset it ||| keep",
      "let's look at the UART driver next ||| skip",
      "terraform plans get posted on the PR and someone from infra approves before apply ||| keep",
      "never apply terraform from a laptop, only from the pipeline ||| keep",
      "state is locked in DynamoDB, if a lock is stuck ping #infra rather than force-unlocking ||| keep",
      "ok go ahead and fix the lint errors ||| skip",
      "training runs log to wandb under the team project, not your personal one ||| keep",
      "seeds are fixed to 1234 for every eval so numbers compare across PRs ||| keep",
      "don't touch the eval set, it's frozen since March ||| keep",
      "nice, the loss curve looks much better now ||| skip",
      "the design tokens live in packages/tokens and components must never hard-code a colour ||| keep",
      "storybook stories are required for every new component, the designers review there ||| keep",
      "just make the button blue for now ||| skip",
    ]);
  });

  it("keeps, in Chinese, the same teams' ways: a version a part is held at and why, a frozen set not to touch, a tool being left and the one new code uses", () => {
    keptInChineseOrNot(["我们的dbt模型进marts之前必须有主键测试", "生产环境绝对不要跑full-refresh，事件表重建要九个小时", "安卓这边minSdk还是26，诊所的平板太老了", "固件里不允许panic，出错就返回错误码，panic了传感器要人工去现场复位", "terraform只能从流水线apply，不要在自己电脑上apply", "锁卡住了就在#infra里喊一声，别自己force-unlock", "训练的日志统一记到wandb的团队项目下，别记到个人项目", "评测集三月份就冻结了，不要动", "颜色一律用design tokens，组件里不要写死色值", "新组件都要写storybook，设计师在那上面验收", "迁移脚本单独提PR，这样可以先部署", "我们在搬离moment，新代码用date-fns"], ["帮我看看这个DAG为什么挂了", "好的，谢谢，看起来没问题", "先把按钮改成蓝色吧"]);
  });

  it("keeps a security, an open-source, a science, a Go, a game, a QA and a compliance team's ways as labelled: a kind named with what it lacks, outputs that must be reproducible, what legal wants in numbers (a chat transcript is no chat)", () => {
    keptAsLabelled([
      "every new endpoint needs a threat model note in the PR description, security signs off on anything touching auth ||| keep",
      "we don't log request bodies anywhere, they carry PII from the intake form ||| keep",
      "dependencies get pinned to exact versions, renovate opens the bump PRs on Mondays ||| keep",
      "can you check if the CSP header is set on the login page? ||| skip",
      "I maintain this library in my spare time, so keep the API surface small ||| keep",
      "we follow semver strictly, anything that changes a public signature is a major ||| keep",
      "issues without a reproduction get closed after two weeks by the bot ||| keep",
      "the numpy arrays are float32 everywhere, the GPU kernels assume it ||| keep",
      "results must be reproducible from the notebook alone, no hidden state in other cells ||| keep",
      "ugh, the kernel died again ||| skip",
      "each Go service owns its own database, no cross-service joins ||| keep",
      "we use context deadlines on every outbound call, 2 seconds unless the SLO doc says otherwise ||| keep",
      "protobufs are append-only, never reuse a field number ||| keep",
      "let me think about this for a minute ||| skip",
      "all player-facing numbers go through the localisation formatter, Germans use commas ||| keep",
      "the match server is authoritative, clients only send inputs ||| keep",
      "QA signs off on the release candidate in TestRail before anything goes to the store ||| keep",
      "screen reader labels are required on every icon button, we had an audit fail last year ||| keep",
      "the docs are written in British English ||| keep",
      "please rerun that with verbose logging ||| skip",
      "support tickets tagged bug get mirrored into Jira automatically ||| keep",
      "legal wants a 30 day retention on chat transcripts, not a day more ||| keep",
      "our on-call rotation changes every Tuesday at 10am ||| keep",
      "interesting, I didn't know that ||| skip",
      "feature flags get removed within two sprints of full rollout, stale flags are tech debt ||| keep",
    ]);
  });

  it("keeps, in Chinese, the same teams' ways: what the team never logs, the one type every one of a kind uses, a part kept small, a bot's rule a while after, when the rota hands over, flags gone within sprints; not a request to make them so, nor what is not logged of the thing at hand", () => {
    keptInChineseOrNot(["每个新接口在PR描述里都要写威胁模型，动到鉴权的必须安全组签字", "我们任何地方都不记录请求体，里面有表单的个人信息", "依赖一律锁死精确版本，renovate每周一开升级PR", "这个库是我业余时间维护的，API尽量少加", "没有复现步骤的issue两周后机器人会自动关掉", "numpy数组全部用float32，GPU核函数默认是这个", "每个Go服务有自己的库，不许跨服务join", "protobuf只能加字段，字段号永远不要复用", "对局服务器是权威的，客户端只发输入", "法务要求聊天记录只保留30天，一天都不能多", "值班每周二上午10点换人", "全量上线两个迭代内要删掉feature flag，过期的flag算技术债", "文档统一用英式英语"], ["有意思，之前不知道", "你再用verbose跑一遍", "我们不记录这个，没必要", "帮我把所有接口全部用axios重写一下", "这个PR合并后两天内删掉分支吧", "这个issue两周后会自动关掉吗？", "你尽量少加点注释", "if the build fails, ping me", "on Android it crashes on startup"]);
  });

  it("keeps what a first message says beside its request, as labelled: a rule with its why after the task, an order on 'them' named by the things asked for when a 'no …' or a lasting why goes with it; not 'keep them short' for this work, nor with the next step after it", () => {
    keptAsLabelled([
      "Can you add pagination to the /orders endpoint? We use cursor pagination everywhere, never offset, the tables are too big for OFFSET to be cheap. ||| keep",
      "Fix the flaky checkout test please. Also for future reference, the test DB is shared with QA in the afternoons so don't truncate tables there. ||| keep",
      "Let's add the export button. Make it look like the other toolbar buttons. ||| skip",
      "Quick one: bump axios to the latest patch. We pin everything exactly, so update the lockfile too. ||| keep",
      "I'm a designer, not a dev, so please explain what each command does before running it. ||| keep",
      "Could you write the release notes for 2.4? Keep them customer-facing, no internal ticket numbers, customers read these. ||| keep",
      "Refactor this function to be more readable. ||| skip",
      "When you're stuck for more than a few minutes, stop and tell me what you tried instead of trying random things. ||| keep",
      "Run the benchmarks before and after any change to the parser, performance regressions there hit every customer. ||| keep",
      "ok now rename getUser to fetchUser everywhere ||| skip",
      "I review on my phone a lot, so keep diffs small and commit messages descriptive. ||| keep",
      "Please don't reformat files you didn't change, it makes my reviews impossible. ||| keep",
      "Add a loading spinner to the dashboard while the data loads. ||| skip",
      "From now on, write the tests first and show me them failing before you implement. ||| keep",
      "Looks good, ship it. ||| skip",
      "Heads up, the staging API key rotates every Monday morning, if calls start failing with 401 that's why. ||| keep",
      "When writing SQL, uppercase keywords and one clause per line, that's what our formatter does anyway. ||| keep",
      "Help me understand why this query is slow. ||| skip",
      "We're a two-person team so nothing gets a second reviewer, tests are the safety net. ||| keep",
      "Go with option B. ||| skip",
      "Please write the migrations for the new tables. Put them in one PR. ||| skip",
      "Can you update the tests for the parser? Keep them short. ||| skip",
      "Could you draft the release notes for 3.1? Send them to me first. ||| skip",
      "Please add the translations for the new screen. Make them match the tone of the rest. ||| skip",
      "Can you update the tests for the parser? Keep them short, fix the flaky one first. ||| skip",
    ]);
  });

  it("keeps, in Chinese, what a first message says beside its request: a rule whose last clause is why it lasts though it says 太…了, every dependency held to exact versions, what to do when stuck, how small the team is without its 团队", () => {
    keptInChineseOrNot(["给订单接口加个分页。我们全部用游标分页，不用offset，表太大了offset很慢。", "帮我修一下结算的不稳定测试。另外以后注意，测试库下午是和QA共用的，别在上面清表。", "顺便把axios升到最新的补丁版本。我们所有依赖都锁精确版本，所以lockfile也要一起更新。", "我是设计师不是开发，跑命令之前先跟我说一下这个命令是干嘛的。", "卡住超过几分钟就停下来，告诉我你试了什么，别乱试。", "解析器有任何改动前后都要跑基准测试，那里性能退化会影响所有客户。", "我经常在手机上看代码审查，diff尽量小，提交信息写清楚。", "不要格式化你没改过的文件，我没法review。", "从现在开始先写测试，给我看测试失败了再去实现。", "提醒一下，staging的API key每周一早上会轮换，要是突然401就是这个原因。", "我们就两个人，没有第二个审查人，测试就是安全网。"], ["把这个函数重构得好读一点。", "看起来可以，发吧。", "就用方案B吧。"]);
  });

  it("keeps who owns what, a release train, a move this quarter, who the user is and what they need, a dated freeze said as what may not merge, a sandbox's nightly outage, an SLA; not a what-if, a guess, a complaint, an outage told once, a maybe", () => {
    keptAsLabelled([
      "Priya owns the billing service, anything touching invoices goes past her ||| keep",
      "the mobile release train leaves every other Wednesday, code freeze is the Monday before ||| keep",
      "we're migrating from Jenkins to GitHub Actions this quarter, don't add new Jenkins jobs ||| keep",
      "I'm new to Rust, coming from ten years of Java, so point out ownership gotchas when you see them ||| keep",
      "what if we cached the whole response instead? ||| skip",
      "I think the bug is in the serializer but I'm not sure ||| skip",
      "the old admin panel is going away in March, only security fixes there until then ||| keep",
      "I hate how slow this test suite is ||| skip",
      "Marcus is the only one with prod database access, ask him for query plans ||| keep",
      "I'm colorblind, so don't rely on red and green alone in the terminal output ||| keep",
      "maybe we should switch to pnpm at some point ||| skip",
      "the customer demo is on the 14th, nothing risky merges after the 10th ||| keep",
      "we had an outage last week because of a missing index ||| skip",
      "the payments provider's sandbox goes down every night from 2 to 3 UTC ||| keep",
      "our SLA to enterprise customers is 99.95% monthly ||| keep",
      "that was a great explanation ||| skip",
      "the iOS app still supports iOS 15 because of a big hospital customer ||| keep",
      "I'm the only frontend person here, backend questions go to Sam ||| keep",
      "wouldn't it be nicer to use a map here? ||| skip",
    ]);
  });

  it("keeps, in Chinese, the same: who the user has just started to learn, a part going away and only security fixes till then, what may not merge after a day, when a part is down every day, the SLA promised, a version still supported and why; not what was just learnt, nor a question, nor today's hold", () => {
    keptInChineseOrNot(["计费服务归Priya管，动到发票的都要过她", "移动端隔周三发版，前一个周一代码冻结", "这个季度我们从Jenkins迁到GitHub Actions，别再加新的Jenkins任务", "我刚学Rust，之前写了十年Java，看到所有权相关的坑提醒我一下", "老的管理后台三月份下线，在那之前只修安全问题", "只有Marcus有生产库权限，要看执行计划找他", "我是色盲，终端输出别只靠红绿区分", "客户演示在14号，10号之后别合有风险的东西", "支付商的沙箱每天凌晨2点到3点（UTC）会挂", "我们给企业客户的SLA是每月99.95%", "iOS还支持iOS 15，因为有个大医院客户", "前端就我一个人，后端的问题找Sam"], ["要不我们把整个响应缓存起来？", "我觉得bug在序列化那块，但不确定", "这测试也太慢了吧", "也许哪天该换成pnpm", "讲得很清楚，谢谢", "我刚学会了怎么用这个命令", "测试环境每天下午3点会重启吗？", "今天10号之后别合了，我在查问题"]);
  });

  it("keeps what a message of several lines or sentences says beside its task: a list of house rules, a note after thanks, a handover from next week with what goes to the new holder, what a cache key is made of; not an error pasted with its request, nor a list of steps", () => {
    keptAsLabelled([
      "A few house rules before you start:⏎- we use pnpm, never npm⏎- tests live next to the code as *.test.ts⏎- no default exports ||| keep",
      "Thanks. One more thing, the staging DB gets wiped every Sunday night, so don't rely on data you put there. ||| keep",
      "Here's the error:⏎```⏎TypeError: Cannot read properties of undefined (reading 'id')⏎    at getUser (src/users.ts:42)⏎```⏎can you fix it? ||| skip",
      "Looks good. For the record, we always deploy behind a feature flag, even small changes. ||| keep",
      "ok, merged. btw Lena is taking over the search service from next week, send her the design doc questions ||| keep",
      "Please stop adding docstrings to private helpers. Only public functions get docstrings here. ||| keep",
      "Great work today! Let's continue tomorrow. ||| skip",
      "Context for this task: the reporting DB is a read replica that lags up to 5 minutes, so fresh writes won't show up immediately. ||| keep",
      "Here's what I want:⏎1. add a /health endpoint⏎2. return the git sha⏎3. add a test ||| skip",
      "Two things. The CI cache key includes the lockfile hash, so changing deps busts it. And integration tests need the VPN. ||| keep",
      "Nope, that's wrong. We never expose internal IDs in URLs, use the public slug. ||| keep",
      "I'll be offline for an hour, keep going with the refactor. ||| skip",
    ]);
  });

  it("keeps, in Chinese, the same: a handover from a day with what goes to them, what a store is to another and how late new data shows, what a key is made of, what a kind of run must connect to; not the questions", () => {
    keptInChineseOrNot(["开始之前几条规矩：⏎- 用pnpm，别用npm⏎- 测试文件和代码放一起，叫*.test.ts⏎- 不要默认导出", "谢谢。还有，staging的库每周日晚上会清空，别依赖你放在上面的数据。", "可以。顺便说一下，我们发布都放在feature flag后面，小改动也一样。", "好，合了。另外下周开始搜索服务由Lena接手，设计文档的问题发给她。", "别再给私有函数写docstring了，只有公开函数才写。", "背景：报表库是只读副本，最多延迟5分钟，刚写的数据不会马上出现。", "两件事。CI缓存的key里有lockfile的哈希，改依赖会让缓存失效。还有集成测试要连VPN。", "不对。我们从来不在URL里暴露内部ID，用公开的slug。"], ["报错如下：⏎```⏎TypeError: Cannot read properties of undefined (reading 'id')⏎```⏎帮我修一下", "今天辛苦了，明天继续。", "我离开一个小时，你继续重构。", "这个库是只读的吗？", "集成测试要连VPN吗？"]);
  });

  it("keeps none of what only looks like a way of working: the work at hand's spec, a doubt after what the docs say, what keeps happening, reports, what others use, words the work is to say, what the PR description should mention", () => {
    keptAsLabelled([
      "the function should return early if the list is empty ||| skip",
      "make sure this endpoint always returns JSON, even on errors ||| skip",
      "never mind, I figured it out ||| skip",
      "the docs say we should always call close() but I'm not sure that's true ||| skip",
      "in this PR, keep the old names so the diff stays small ||| skip",
      "we always seem to hit this bug on Mondays ||| skip",
      "the test always fails on my machine ||| skip",
      "don't forget to update the changelog for this one ||| skip",
      "it uses Redis for caching, right? ||| skip",
      "I wonder if we should always use transactions here ||| skip",
      "the user always sees a blank screen after login ||| skip",
      "our competitors all use GraphQL ||| skip",
      "this module never worked properly ||| skip",
      "can we never show this banner again to users who dismissed it? ||| skip",
      "add a rule to the linter that forbids console.log ||| skip",
      "write a README section that says contributors must sign the CLA ||| skip",
      "the PR description should mention the migration ||| skip",
      "remember to rebase before you push this branch ||| skip",
      "we never got a reply from the vendor ||| skip",
    ]);
  });

  it("keeps none of the same in Chinese: the work's spec, a doubt, a report, what competitors use, a rule the work is to add or write", () => {
    keptInChineseOrNot([], ["这个函数列表为空的时候应该提前返回", "确保这个接口出错时也返回JSON", "算了，我自己搞定了", "文档说应该总是调用close()，但我不确定是不是真的", "这个PR里先保留旧名字，diff小一点", "这个bug好像总是周一出现", "这个测试在我电脑上总是失败", "这次别忘了更新changelog", "它是用Redis做缓存的，对吧？", "我在想这里是不是应该一直用事务", "用户登录后总是看到白屏", "我们的竞争对手都用GraphQL", "这个模块从来就没好用过", "给linter加一条禁止console.log的规则", "写一段README，说明贡献者必须签CLA", "PR描述里要提一下这次的迁移", "推这个分支之前记得rebase", "供应商一直没回我们"]);
  });

  it("keeps a team's ways said alone in a game, a data and a web team's sessions, not the asks and thanks beside them", () => {
    keptAsLabelled([
      "Can you squash the commits before merging? ||| skip",
      "Let me know when the build is green. ||| skip",
      "What does this error mean? ||| skip",
      "Use pnpm, not npm, the lockfile is pnpm-lock.yaml and npm ignores the workspace protocol ||| keep",
      "From now on write commit messages in the imperative, the changelog generator takes the first line as is ||| keep",
      "Please keep functions under 50 lines in this codebase, reviewers reject longer ones ||| keep",
      "The CI runners have 4GB of RAM, so don't run more than two jest workers ||| keep",
      "Our Postgres is 13, so no MERGE statements ||| keep",
      "Thanks, that fixed it. ||| skip",
      "Looks good, ship it. ||| skip",
    ]);
  });

  it("keeps, in Chinese, a commit-message rule and a version's limit said alone, not a thanks or an ask", () => {
    keptInChineseOrNot(["以后提交信息用英文写，发布脚本会直接读", "我们的Postgres是13版本，不能用MERGE"], ["好的，谢谢，可以合了。", "帮我看看这个报错是什么意思"]);
  });

  it("keeps a team's heads-ups, a weekly deploy cut-off, a part held on an old version and a rule after an order on the thing at hand, not the same said for now", () => {
    keptAsLabelled([
      "Can you check whether the test passes on Windows? ||| skip",
      "Remember that the staging cluster is shared with the data team, so never run destructive jobs there without asking in #data-eng ||| keep",
      "Heads up: the design tokens package is the source of truth for colors, don't hardcode hex values in components ||| keep",
      "FYI the mobile app reads the feature flags at startup only, so flag changes need an app restart to show up ||| keep",
      "For context, we're a two-person team, so prefer boring tech over anything that needs babysitting ||| keep",
      "Note that the payments service is owned by another team; open a ticket with them instead of changing it ||| keep",
      "Just so you know, I'm out tomorrow, so push whatever you have by end of day ||| skip",
      "Btw the build was slow because of the cache miss, it's fine now ||| skip",
      "The legacy admin panel is PHP 5.6 and can't be upgraded, so keep any changes there syntax-compatible ||| keep",
      "We deploy with ArgoCD from the gitops repo, never kubectl apply by hand ||| keep",
      "The legacy admin panel is down and can't be upgraded today, so keep any changes small ||| skip",
      "No deploys on Friday, I'm off ||| skip",
      "No merges after 5pm today, the release is cutting ||| skip",
      "Write the release notes. Don't mention the refactor, it's boring. ||| skip",
    ]);
  });

  it("keeps, in Chinese, a rule for customer-facing notes after the request, and another team's service, not a day off or the same said for this week", () => {
    keptInChineseOrNot(["帮我写一下2.4的发布说明。面向客户的，别提内部的重构，客户只关心功能和修复", "注意，支付服务是别的团队负责的，要改的话给他们提工单，不要直接改"], ["我明天请假，今天下班前把代码推上去", "帮我写一下发布说明。别提重构，太无聊了"]);
  });

  it("keeps who the user is, where the team keeps its bugs, runbooks, dashboards and specs, dates that hold, who owns and who has a say, where a team works from, not one PR's link, the build's state or the day's", () => {
    keptAsLabelled([
      "I'm a data scientist, so go easy on the frontend stuff and explain any React you write ||| keep",
      "I mostly write Go, Rust is new to me, so explain borrow checker errors when they come up ||| keep",
      "I review everything on my phone, keep diffs small ||| keep",
      "I'm on a Windows laptop with WSL2, so give me commands that work in bash, not PowerShell ||| keep",
      "I'm colorblind, so don't rely on red and green alone in the charts ||| keep",
      "I'm the only maintainer of this repo, there's no second reviewer ||| keep",
      "I'll be back in 10 minutes, keep going ||| skip",
      "I'm tired, let's stop here for today ||| skip",
      "I'm not sure what's wrong with the build ||| skip",
      "Bugs for this service are tracked in Linear under the INGEST project ||| keep",
      "The runbooks are in Notion under Engineering > On-call, check there before paging anyone ||| keep",
      "Grafana dashboards for the API are at grafana.internal/d/api-overview ||| keep",
      "The design specs live in Figma, the file is called Checkout v3 ||| keep",
      "Our API docs are generated from the OpenAPI spec at api/openapi.yaml, edit that rather than the HTML ||| keep",
      "The error is in the logs at /tmp/run.log ||| skip",
      "The PR is at github.com/acme/api/pull/412 ||| skip",
      "The code freeze for the 3.2 release starts on March 3rd ||| keep",
      "We're migrating from Heroku to Fly.io this quarter, so don't add anything Heroku-specific ||| keep",
      "The client demo is on Thursday, the checkout flow has to work end to end by then ||| keep",
      "Legal signed off on the new privacy policy, it goes live on the 15th ||| keep",
      "We lost the staging database last night, it's being restored ||| skip",
      "The build is broken on main right now ||| skip",
      "The API is slow today ||| skip",
      "Sarah owns the billing service, ask her before touching anything in billing/ ||| keep",
      "The mobile team is in Berlin, so their mornings are our nights ||| keep",
      "Mark is out until Monday ||| keep",
      "Our CTO hates ORMs, so expect pushback if you propose one ||| keep",
      "- use pnpm⏎- never commit .env files⏎- run make check before pushing ||| keep",
      "Here's the plan:⏎1. add the column⏎2. backfill⏎3. switch reads ||| skip",
      "Some context: this is a Rails 6 app, we can't upgrade to 7 until the payments gem supports it ||| keep",
      "The PR for the billing fix is at github.com/acme/api/pull/412 ||| skip",
      "The failing job is at ci.acme.io/jobs/991 ||| skip",
      "Our CTO hates it when the build is red ||| skip",
      "The mobile team is in Berlin this week for the offsite ||| skip",
      "The mobile team is in Berlin today ||| skip",
      "Our CTO hates the new logo ||| skip",
    ]);
  });

  it("keeps, in Chinese, who the user is and on what machine, where this service's bugs are tracked, a code freeze and an owner, not a day's absence, a question or what fails now", () => {
    keptInChineseOrNot(["我是做数据的，前端不太熟，写React的时候多解释一下", "我在Windows上用WSL2，命令给bash的就行，别给PowerShell的", "这个服务的bug在Linear的INGEST项目里跟踪", "值班手册在Notion的工程>值班下面，找人之前先看那里", "3.2版本的代码冻结从3月3号开始", "张三负责计费服务，动billing/之前先问他"], ["我十分钟后回来，你继续", "构建现在挂了", "这个服务的bug我还没看", "我在Windows上跑不起来", "这个项目的日志在哪？", "这个服务的日志现在看不到"]);
  });

  it("keeps the lasting part of a message of several sentences — a rule after a verdict or a request, a lesson after a failure, a never after what the agent just did — not the request or the state of the build", () => {
    keptAsLabelled([
      "Ok that works. One thing though: we never log user emails, not even at debug level, GDPR. Can you remove the log line on 42? ||| keep",
      "Looks good. For future reference, the staging deploy takes about 15 minutes and the health check fails for the first 2 minutes, that's normal. ||| keep",
      "Stop. You just force-pushed to main. Never do that, branch protection is off for the release bot only. ||| keep",
      "Nice. Next, wire the new endpoint into the router and add a test. ||| skip",
      "That's wrong, the discount applies before tax, not after. It's in the pricing spec, section 4. ||| keep",
      "Hmm, the test passes locally but fails in CI. CI runs with TZ=UTC and my machine is on PST, so any date test has to pin the timezone. ||| keep",
      "Can you look at why the build is slow? It was 4 minutes last week and now it's 11. ||| skip",
      "Good catch on the race. In general, anything touching the order state machine needs a second reviewer from payments. ||| keep",
      "Please revert that. We don't use default exports anywhere in this codebase, named exports only, the barrel files rely on it. ||| keep",
      "Thanks! That's all for today. ||| skip",
      "Alright, the migration ran. Heads up for later: the orders table has 200M rows, so anything that scans it needs to run in the replica. ||| keep",
      "I checked with Priya and we agreed: all new services get an SLO doc before launch, template is in docs/slo-template.md. ||| keep",
      "The fix looks right but please don't touch the generated client in sdk/gen, it's regenerated by the release job. Just change the spec. ||| keep",
      "Why did you change the port? ||| skip",
      "No no. The port has to stay 8443, the load balancer health checks hit 8443 and they're managed by another team. ||| keep",
      "OK. Let me think about it and get back to you. ||| skip",
      "Perfect, merge it. From now on you can merge your own PRs if CI is green and the change is under 50 lines. ||| keep",
      "Wait, don't run that against prod. ||| skip",
      "FYI the cron runs in UTC, not local time, and the Tokyo customers complained once already. ||| keep",
      "Yeah that's fine, but the tests need to run with --runInBand here, they share one Postgres. ||| keep",
      "You just force-pushed to main. Don't do that right now, I'm reviewing it. ||| skip",
      "The fix looks right but please rename the variable. ||| skip",
      "Yeah that's fine, but rename it first. ||| skip",
      "The change looks good but the test is still failing. ||| skip",
    ]);
  });

  it("keeps, in Chinese, the rule after an ok or a stop, what the team's logs never hold and a table's size with where its scans run, not the next step or a thanks", () => {
    keptInChineseOrNot(["好的，可以了。顺便说一下，我们的日志里不记用户邮箱，debug级别也不行，这是GDPR的要求。", "先停一下，你刚才强推了main。以后别这样，只有发布机器人可以强推。", "提醒一下，订单表有两亿行，扫表的查询都要跑在从库上。"], ["行，接下来把新接口接到路由里，再加个测试。", "谢谢，今天就到这。", "我们的日志里不记用户邮箱吗？", "我们今天先不记日志"]);
  });

  it("names a never's 'that' by what the sentence before says the agent did, and reads a rule after a verdict on the work without the verdict", () => {
    const texts = (said: string[]) => extractStatements(replies(said)).filter(standsAlone).map((st) => st.text);
    expect(texts(['Stop. You just force-pushed to main. Never do that, branch protection is off for the release bot only.'])).toEqual(['Never force-push to main, branch protection is off for the release bot only.']);
    expect(texts(["You committed the .env file. Don't do that again, the repo is public."])).toEqual(["Don't commit the .env file, the repo is public."]);
    expect(texts(["Yeah that's fine, but the tests need to run with --runInBand here, they share one Postgres."])).toEqual(['The tests need to run with --runInBand here, they share one Postgres.']);
    expect(texts(["The fix looks right but please don't touch the generated client in sdk/gen, it's regenerated by the release job. Just change the spec."])).toEqual(["Please don't touch the generated client in sdk/gen, it's regenerated by the release job."]);
  });

  it("keeps rules typed in haste — no apostrophes, u, w, b4, pls — a rule before a stale file to ignore, what was dropped and what is quarantined, not a nod, a request or the same for now", () => {
    keptAsLabelled([
      "pls dont use lodash we r trying to shrink the bundle ||| keep",
      "use yarn not npm, its a yarn workspace ||| keep",
      "nvm ||| skip",
      "ty ||| skip",
      "lgtm ship it ||| skip",
      "no console.logs in commits pls, the linter doesnt catch them in .vue files ||| keep",
      "dont touch the migrations folder its shared w the analytics team ||| keep",
      "tests go in __tests__ next to the component, not in a top level test dir ||| keep",
      "hmm that didnt work, try again ||| skip",
      "can u check the logs ||| skip",
      "we use tabs not spaces, editorconfig is wrong ignore it ||| keep",
      "always run prettier b4 committing, CI fails on formatting ||| keep",
      "fyi prod db is read only from ur laptop, u need the bastion for writes ||| keep",
      "k ||| skip",
      "thx, works now ||| skip",
      "ugh no, we never mock fetch in tests, use msw ||| keep",
      "btw im the only one who reviews PRs here so keep them small ||| keep",
      "dont bother w IE, we dropped it in 2022 ||| keep",
      "whats the status ||| skip",
      "the api rate limits at 100 req/min per key so batch stuff ||| keep",
      "idk why its failing, can u look ||| skip",
      "plz always add a changelog entry under Unreleased, release script reads it ||| keep",
      "no emojis in commit msgs, the changelog parser chokes on them ||| keep",
      "stop adding comments everywhere, only where the why isnt obvious ||| keep",
      "u can ignore the flaky test in checkout.spec, its quarantined ||| keep",
      "dont bother w the tests, ill fix them later ||| skip",
      "u can ignore the failing test for now ||| skip",
      "u can ignore that warning, its harmless today ||| skip",
      "the README is wrong ignore it ||| skip",
      "we use tabs, the linter config is wrong today ignore it ||| skip",
      "dont worry about the docs, we'll do them tomorrow ||| skip",
    ]);
  });

  it("keeps, in Chinese, rules typed in haste with their why, not a nod or an ask", () => {
    keptInChineseOrNot(["别用lodash，我们在缩包体积", "用yarn别用npm，这是yarn workspace", "提交里别带console.log，vue文件里linter查不到", "migrations目录别动，和数据组共用的"], ["好了", "看下日志"]);
  });

  it("keeps an order with the harm the other way does every time, a bound a part must stay under, and whose approval a kind of output needs first, not the same of this one, today or an order on 'it' alone", () => {
    keptAsLabelled([
      "flash it with the J-Link, the ST-Link clone bricks the board ||| keep",
      "use for_each, count reshuffles every resource when you remove one ||| keep",
      "flag evaluation has to stay under 1ms p99, other teams call it on every request ||| keep",
      "push notification copy has to be approved by marketing before it ships ||| keep",
      "the bundle has to stay under 200KB, the embed loads on customer sites ||| keep",
      "release notes need to be reviewed by support before they go out ||| keep",
      "use the old script, the new one corrupts the output today ||| skip",
      "this PR has to be approved by marketing before it ships ||| skip",
      "my post has to be reviewed by legal before it goes out ||| skip",
      "the demo has to stay under 10 minutes ||| skip",
      "restart it, it wipes the cache ||| skip",
    ]);
  });

  it("keeps, in Chinese, rules with their why — tenant ids in every query, one error format, where the deploy scripts are, no releases on weeknights after ten, a reset test database, who the user is — not a request, a verdict or the same for this week", () => {
    keptInChineseOrNot(["以后写SQL都要带上租户ID的条件，不然会查到别的客户的数据", "我们的接口都返回统一的错误格式，code和message两个字段，前端靠code判断", "部署脚本在ops仓库里，不在这个仓库", "周一到周五晚上十点以后不要发版，值班的人只在白天", "测试环境的数据每天凌晨会重置，别在上面放重要数据", "你写的太啰嗦了，以后回答简短一点，直接给代码", "我是产品经理，不太懂代码，解释的时候用大白话", "这个项目是给银行做的，所有日志都要脱敏", "上次那个迁移把线上锁了十分钟，以后加索引都要用CONCURRENTLY"], ["帮我看看这个SQL为什么慢", "这个函数写得不错", "这周先别合大的PR，下周一发版", "刚才那个报错是网络问题，不用管", "嗯，先这样吧", "不用写注释了", "周一到周五晚上十点以后不要发版，这周例外", "马上删掉", "马上删掉，今天先别提交了"]);
  });

  it("keeps a security and an infra team's ways — what every new permission needs, no second crash reporter, no shared deploy users, where on-call lives, when secrets rotate — not a request or the pipeline's state", () => {
    keptAsLabelled([
      "Our on-call rotation is in PagerDuty, the schedule is called Platform Primary ||| keep",
      "Secrets rotate every 90 days, the rotation job opens a PR in the infra repo ||| keep",
      "The VPN is required for anything in the 10.20.0.0/16 range ||| keep",
      "Can you open the PR? ||| skip",
      "The pipeline is green again ||| skip",
      "we need a hotfix for every open incident, today ||| skip",
      "we don't share it, everyone gets their own ||| skip",
    ]);
  });

  it("keeps, in Chinese, when secrets rotate, not the pipeline's state", () => {
    keptInChineseOrNot(["密钥每90天轮换一次，轮换任务会在infra仓库里开PR"], ["流水线又绿了"]);
  });

  it("keeps a part kept as it is beside a request when who else relies on it is said, not the same for now", () => {
    const texts = (said: string[]) => extractStatements(replies(said)).filter(standsAlone).map((st) => st.text);
    expect(texts(["can you refactor the payment module? it's a mess. keep the public API the same though, three other services call it."])).toEqual(['Keep the public API the same though, three other services call it.']);
    noneKept(['can you refactor the payment module? keep the API the same for now, other services call it today.']);
  });

  it("keeps a firmware, a payments, a docs and an ML team's ways — who approves large refunds, when settlement files arrive, where the docs build from, commit messages kept in the imperative with why, comments kept in English — not a skipped test for this PR, a preview for a demo, a day lost last week", () => {
    keptAsLabelled([
      "FYI refunds over 10k need a second approver in the admin tool, the API will 403 otherwise ||| keep",
      "Reminder: settlement files arrive at 06:00 UTC and the reconciliation job expects them by 06:30 ||| keep",
      "Can you rerun the failed job? ||| skip",
      "The docs site builds from the docs/ folder with mkdocs, preview with make docs-serve ||| keep",
      "Note that the API reference is generated from the OpenAPI spec, never edit api.md by hand ||| keep",
      "Training runs go on the A100 queue, the T4s are for inference tests only ||| keep",
      "Let's just skip the flaky test for this PR ||| skip",
      "That looks right to me ||| skip",
      "Thanks, that fixed it ||| skip",
      "Let's call it a day ||| skip",
      "I'm on the payments team, mostly backend, I don't know much about the React side ||| keep",
      "Keep commit messages in the imperative and under 72 characters, the changelog script parses them ||| keep",
      "The site builds from the feature/login branch right now, I'll switch it back tomorrow ||| skip",
      "The preview deploys from my fork for this demo ||| skip",
      "The docs build from the docs/ folder with mkdocs ||| keep",
      "Keep the comments in English, half the team doesn't read German ||| keep",
      "Keep commit messages short today, we're in a hurry ||| skip",
      "We lost a whole day to the flaky runner last week ||| skip",
    ]);
  });

  it("keeps, in Chinese, where translations come from and which queue training runs on, not a skipped test or a rerun", () => {
    keptInChineseOrNot(["翻译文案都从Crowdin同步，别手动改语言文件，同步时会被覆盖", "训练跑在A100队列上，T4只用来测推理"], ["这个测试先跳过吧", "你再跑一遍看看"]);
  });

  it("keeps a Rust, a Django, an SDK, a health and a search team's ways — a shared staging account, when the index is rebuilt and what anyone's change waits for, what never goes in logs, a reference board never reflashed, the language of every example — not a request, a look after lunch, or the same for now or today", () => {
    keptAsLabelled([
      "PSA: the staging Stripe account is shared with the mobile team, don't delete test customers ||| keep",
      "btw the search index is rebuilt nightly at 3am, anything you change in the synonyms file shows up the next morning ||| keep",
      "Also: we never log patient names or MRNs, only the internal patient id, HIPAA audits grep the logs ||| keep",
      "The test rig in the lab has two boards, board A is the reference and must never be reflashed ||| keep",
      "Could you check the logs again? ||| skip",
      "Nice, ship it ||| skip",
      "I'll have a look after lunch ||| skip",
      "What's the difference between these two approaches? ||| skip",
      "Please rename the variable to something clearer ||| skip",
      "I usually review PRs in the morning, so expect comments before noon ||| keep",
      "My editor is Neovim with LSP, so don't suggest VS Code extensions ||| keep",
      "The relevance tuning lives in search/boosts.yaml and is reviewed by the merchandising team ||| keep",
      "The examples are plain JavaScript right now, we'll port them later ||| skip",
      "Anything you change today gets reverted tonight ||| skip",
      "Snippets in the docs are always curl, every SDK user can read curl ||| keep",
    ]);
  });

  it("keeps, in Chinese, a board named by its lab's rig never to be reflashed, when the user reviews or answers, when the index is rebuilt — not a server that cannot restart today, nor today's review", () => {
    keptInChineseOrNot(["实验室那台测试架上的A板是基准板，永远不要重新烧录", "我一般早上看PR，中午前会给意见", "搜索索引每天凌晨三点重建，改了同义词要第二天才生效", "我一般晚上回消息，白天在开会"], ["你先看看日志", "好，合吧", "机房那台服务器今天不能重启", "我今天早上看PR，下午再说"]);
  });

  it("keeps what a maintainer sets out first — who they are, no summary at the end, ask before a migration, a list of rules, the workspace's commands, a frozen folder, who reviews while they are away, what staging is — not a request, a pause or a name in backticks asked about", () => {
    keptAsLabelled([
      "Quick context before we start: I'm the only maintainer of this library, I work on it on weekends, and most issues come from Windows users ||| keep",
      "Please don't end your answers with a summary of what you just did, I read the diff ||| keep",
      "When you're unsure about a migration, stop and ask me, I'd rather wait than restore from backup ||| keep",
      "Some rules for this repo:\n- no default exports\n- one component per file\n- tests next to the component ||| keep",
      "We use `pnpm` workspaces, run commands with `pnpm -F <pkg>` from the root, never cd into packages ||| keep",
      "The `legacy/` folder is frozen, only security fixes go in there ||| keep",
      "Can you also add a test for the empty case? ||| skip",
      "Hmm, that's not what I expected, let me check ||| skip",
      "OK let's move on to the next ticket ||| skip",
      "Let me think about it and get back to you ||| skip",
      "I'm away next week, Priya will review your PRs while I'm out ||| keep",
      "Our staging database is a nightly copy of prod with emails scrubbed, so it's safe to use real-looking queries there ||| keep",
      "The `main` branch auto-deploys to staging, prod deploys are tagged releases only ||| keep",
      "Can you rename `foo` to `bar`? ||| skip",
      "Use `pnpm` to install it ||| skip",
      "No barrel files in this PR please ||| skip",
    ]);
  });

  it("keeps, in Chinese, the sole maintainer, no summary at the end, a frozen folder, who reviews next week said with the week first — not tomorrow's absence, a request or a pause", () => {
    keptInChineseOrNot(["我是这个库唯一的维护者，周末才有时间", "回答最后不要总结你做了什么，我会看diff", "legacy目录冻结了，只接受安全修复", "下周我不在，Priya帮你review"], ["再加一个空输入的测试", "嗯，我看看", "明天我不在"]);
  });

  it("keeps how the user wants the work done — no confirming every edit, the linter run every time — and where things are: a runbook, a dashboard named in Grafana, a tracker, a channel, the fiscal year, how stale the warehouse is — not a plan for tomorrow, a question, a guess, or asking about one migration or today's deploys", () => {
    keptAsLabelled([
      "Stop asking me to confirm every file edit, just make the changes and show me the diff at the end ||| keep",
      "You keep forgetting to run the linter before saying you're done. Run `make lint` every time ||| keep",
      "The runbook for the payment outage is in Notion under Incidents > Payments ||| keep",
      "Grafana has a dashboard called API Latency that shows p50 and p99 per route ||| keep",
      "Bugs for the mobile app go in the MOB project in Linear, not GitHub issues ||| keep",
      "If you need to talk to the design team, their channel is #design-crit ||| keep",
      "Okay so the thing is the checkout flow is owned by the growth team and they ship behind LaunchDarkly flags, so anything you touch there needs a flag too ||| keep",
      "I looked at the PR. Two nits, otherwise fine. Also for future reference, we squash merge everything ||| keep",
      "Great work today. Tomorrow let's pick up the pagination bug ||| skip",
      "Can you explain how the retry logic works? ||| skip",
      "I'm not sure the cache is the problem, let's add some logging first ||| skip",
      "Hmm, interesting. Try bumping the timeout to 30s and see if it still fails ||| skip",
      "Our fiscal year starts in April, so Q1 reports cover April to June ||| keep",
      "The warehouse tables are refreshed every 6 hours, don't expect real-time numbers ||| keep",
      "Stop asking me about the migration, just make the change ||| skip",
      "Don't ask me before each deploy today, just do it ||| skip",
      "Grafana has a dashboard called Test that I just made ||| skip",
    ]);
  });

  it("keeps, in Chinese, no confirming every edit, lint before saying done, where mobile bugs go — not tomorrow's plan or a question", () => {
    keptInChineseOrNot(["不要每改一个文件就问我确认，改完一起给我看diff", "你老是忘了跑lint，每次说做完之前都要跑make lint", "移动端的bug记在Linear的MOB项目里，不是GitHub issue"], ["今天辛苦了，明天接着弄分页的bug", "你解释一下重试逻辑怎么工作的"]);
  });

  it("keeps what is typed in haste in lower case — a code freeze, a decision, a launch date, who owns a part by a name typed low, another team's migration, a tool being removed, where jobs run, a key kept in 1Password — not a laugh, a broken build, a thanks, or one file's, today's or a just-made key", () => {
    keptAsLabelled([
      "code freeze starts dec 15, only bugfixes after that until jan 5 ||| keep",
      "we decided to drop IE11 support last sprint so feel free to use modern JS ||| keep",
      "heads up: marketing is launching the new pricing page on the 20th, the pricing API must not change before then ||| keep",
      "jenna owns the auth service, loop her in on anything touching sessions ||| keep",
      "the data team is moving from airflow to dagster this quarter, don't add new airflow DAGs ||| keep",
      "fyi the prod db is on postgres 13 but staging is 15, so test anything version-specific on a prod snapshot ||| keep",
      "lol that worked ||| skip",
      "ugh the build is broken again ||| skip",
      "k thx ||| skip",
      "wait what did you change in the lockfile? ||| skip",
      "btw i'm colorblind so pls don't rely on red/green alone in the UI mockups ||| keep",
      "i prefer small PRs, like under 300 lines, way easier for me to review on my phone ||| keep",
      "pls always write the migration and the model change in the same PR, reviewers need to see both ||| keep",
      "john owns the laptop, ask him for it ||| skip",
      "mike owns the billing service, ping him before you change the invoice schema ||| keep",
      "The design team is moving from Figma to Penpot today ||| skip",
      "We're removing lodash from this file ||| skip",
      "Crons run in the scheduler service right now, I'll move them later ||| skip",
      "There's a key in 1Password under Temp, I just made it ||| skip",
      "Background jobs run in the worker deployment, the web pods never pick up jobs ||| keep",
    ]);
  });

  it("keeps, in Chinese, a code freeze, a decision made last iteration, who owns a part, colour weakness — not a laugh, a broken build or a decision on 这个", () => {
    keptInChineseOrNot(["代码冻结从12月15号开始，之后只合bugfix，到1月5号", "我们上个迭代决定不再支持IE11了，可以放心用新语法", "Jenna负责鉴权服务，涉及session的改动都要拉上她", "我是色弱，UI稿里别只用红绿区分"], ["哈哈成了", "构建又挂了", "我们上个迭代决定先不做这个了"]);
  });

  it("keeps what a request says in passing that outlasts it — a library not thread-safe, a version held back, rates that change every January, what every service exposes, where the designs are, what old clients in the field do, a table's size on 'it' named by the request, a bucket's object lock, what a kind of file must open in — not a guess, a stale fixture, a flaky test, or the same said of now", () => {
    keptAsLabelled([
      "Can you fix the login test? It's been failing since yesterday's merge ||| skip",
      "Refactor the invoice generator into smaller functions. Keep in mind the PDF library isn't thread-safe, everything goes through one worker ||| keep",
      "Write a script to backfill the user_stats table. It has 40M rows, so batch it and run it on the replica first ||| keep",
      "Please update the dependencies. We can't go past React 18 until the design system supports 19 ||| keep",
      "Look at why the dashboard is slow. My guess is the N+1 in the orders query ||| skip",
      "Add a column for the tax rate. Rates are per region and change every January, so store them in the rates table, not on the order ||| keep",
      "Set up the new service like the others. All services expose /healthz and /metrics on port 9090 ||| keep",
      "Clean up the warnings in the build output, they're noisy ||| skip",
      "Add dark mode. Designs are in the Figma file called App 2.0, page Dark ||| keep",
      "Let's fix the flaky checkout test first, then the pagination bug ||| skip",
      "Move the config loading into its own module. This is the third time it's been tangled with the CLI parsing ||| skip",
      "Bump the API version in the header. Mobile clients older than 4.2 send no version and must get v1 ||| keep",
      "Rename the `usr` table to `users`. Nothing outside this repo reads it, I checked ||| skip",
      "Make the tests pass again. I think the fixture is stale ||| skip",
      "Mobile clients older than 4.2 are crashing right now ||| skip",
      "Backfill the user_stats table. It is broken since yesterday's deploy ||| skip",
      "Look at the orders_v2 table. It has a weird row I want to understand ||| skip",
      "The uploads bucket has versioning on now, I just enabled it ||| skip",
      "The report has to open in Excel, so I'll export it as xlsx ||| skip",
      "The invoices bucket has object lock enabled, so deletes always fail ||| keep",
      "Reports have to open in Google Sheets, so no merged cells ||| keep",
      "Migrate the events_raw table. It holds 2 billion rows, so migrate it in chunks of a day ||| keep",
    ]);
  });

  it("keeps, in Chinese, a version held back, what a file must open in, a table's size by its name — not a failing test, a plan of the order of work, or a table's trouble of now", () => {
    keptInChineseOrNot(["升级一下依赖。设计系统支持19之前不能升React 19", "导出按钮做一下。CSV要能在Excel里打开，所以用带BOM的UTF-8", "报表要能在Excel里打开，所以导出成xlsx"], ["帮我看看登录测试为什么挂了，昨天合并之后就开始挂", "先修结账的不稳定测试，再修分页", "user_stats表现在有问题，你看一下"]);
  });

  it("keeps the one form every stored time takes and a step of the work fine anytime with where it is not — not the same of this file, of today or of now", () => {
    keptAsLabelled([
      "Staging deploys are fine today, I'm watching the dashboards ||| skip",
      "Every timestamp in this file is UTC now ||| skip",
      "All dates we return are ISO 8601, clients parse them with the standard library ||| keep",
      "Merges to develop are fine anytime, main needs two approvals ||| keep",
    ]);
  });

  it("keeps, in Chinese, a team's ways said plainly — the package manager and why, gateway auth for every call, when migrations run, a log level per environment, two approvals, pinned dependencies with the lesson, who the user is and how they like answers, where staging and the dashboard are, a launch and a freeze — not a request, a question, a pause, a thanks, or the same for today or this week", () => {
    keptInChineseOrNot(["我们的前端用pnpm，别用npm装包，会生成package-lock", "所有接口都要走网关鉴权，服务之间也一样", "发版前要在群里说一声，运维要提前准备", "数据库迁移只能在周二和周四晚上做", "日志级别生产环境用warn，开发环境用debug", "代码评审至少要两个人通过才能合并", "我是做后端的，前端不太熟，前端的改动请多解释一下", "我不喜欢太长的函数，超过50行就拆", "回答用中文，代码注释用英文", "测试环境的地址是 https://staging.example.com，账号找小李要", "监控看板在Grafana上，叫订单大盘", "这个需求下周三上线，之后冻结一周", "镜像都要锁到具体版本，latest之前变过两次", "生产环境用INFO级别，本地用DEBUG"], ["帮我把这个函数改成异步的", "这段代码是谁写的？", "先别提交，我再看看", "好的，谢谢", "今天先到这里", "刚才那个报错是我本地环境的问题", "这个变量名改一下，太长了", "日志级别生产环境今天先用debug，排查完改回来", "依赖先别锁版本，等这周升级完再说"]);
  });

  it("keeps a Go shop's ways — where the Python lives, the SLO, vendor/ never edited, the oldest iOS supported, branches deleted on merge, when the user reviews, no emojis in commits, trade-offs first, the TTL set right — not a pause, a nod, a question, or this time's deploy", () => {
    keptAsLabelled([
      "We're a Go shop, but the ML bits are Python, keep them in the ml/ folder with their own venv ||| keep",
      "Our SLO is 99.9% monthly for the public API, the internal ones have none ||| keep",
      "Anything under vendor/ is third-party, never edit it, patch upstream instead ||| keep",
      "The iOS app still supports iOS 15, so no SwiftUI features newer than that ||| keep",
      "Feature branches get deleted after merge automatically, don't be surprised ||| keep",
      "I review code in the evenings, Berlin time ||| keep",
      "Please stop adding emojis to commit messages ||| keep",
      "I like it when you explain trade-offs before picking one ||| keep",
      "That's wrong, the cache TTL is 5 minutes, not 5 seconds ||| keep",
      "Not now, let's finish the migration first ||| skip",
      "Sounds good ||| skip",
      "Why is this test so slow? ||| skip",
      "Can we make this faster? ||| skip",
      "I'll handle the deploy myself this time ||| skip",
    ]);
  });

  it("keeps what a file must open in, or a guard set on a store, with what follows from it — not the user's plan after it, typed in haste ('Ill'); anyone's change after 'anything you', not 'whatever you want' said to the agent", () => {
    keptAsLabelled([
      "The invoices bucket has object lock enabled, so deletes always fail ||| keep",
      "Reports have to open in Google Sheets, so no merged cells ||| keep",
      "The report has to open in Excel, so Ill export it as xlsx ||| skip",
      "The uploads bucket has versioning on, so Ill clean it later ||| skip",
      "The report has to open in Excel, so well export it as xlsx ||| skip",
      "Note: the db is supabase, use whatever you want ||| skip",
      "btw the search index is rebuilt nightly at 3am, anything you change in the synonyms file shows up the next morning ||| keep",
    ]);
  });

  it("keeps a way for each time a kind of work is done said with \"always\" and any verb, the one flaky test named as code names it, and a kind kept out before the team's way; not those of the moment", () => {
    keptAsLabelled([
      "Our Terraform state lives in the ops-state bucket, never run apply from a laptop, CI does it ||| keep",
      "The embedded target has 64 KB of RAM, so no heap allocation after init ||| keep",
      "We pin Rust to 1.78 in rust-toolchain.toml, don't bump it in feature PRs ||| keep",
      "I'm on the data platform team, mostly Airflow and dbt ||| keep",
      "Don't use pandas in the ingestion jobs, polars only, pandas blew up memory last quarter ||| keep",
      "When you write SQL for the warehouse, always qualify the schema, we have the same table names in staging and prod ||| keep",
      "Please keep answers short, I read them on my phone a lot ||| keep",
      "Nope, that endpoint is deprecated, use /v2/orders ||| keep",
      "The flaky test is test_checkout_timeout, it fails about one run in twenty, just rerun it ||| keep",
      "Shaders live in assets/shaders and are compiled at build time, never at runtime ||| keep",
      "Let me think about it ||| skip",
      "Run the tests again ||| skip",
      "What does this error mean? ||| skip",
      "ok ship it ||| skip",
      "Can you also update the changelog? ||| skip",
      "Looks like the build is green now ||| skip",
      "When you fix this, always run the tests after ||| skip",
      "When you deploy, always fails on the first try ||| skip",
      "If you get a chance, always check the logs ||| skip",
      "When you looked at it, always crashed ||| skip",
      "The flaky test is test_foo, I'll rerun it ||| skip",
      "auth_test.go is flaky today, just rerun it ||| skip",
      "test_login failed again, just rerun it ||| skip",
      "The flaky one is this, just rerun it ||| skip",
      "no spinner here, we only show a toast ||| skip",
      "no changes here, we only touched the docs ||| skip",
      "no tests here, we only have time for the fix ||| skip",
      "a 4xx means the payload is wrong ||| skip",
      "retrying spams the partner ||| skip",
      "Can you check why test_checkout_timeout is flaky? ||| skip",
      "is test_checkout_timeout flaky? ||| skip",
    ]);
  });

  it("keeps, in Chinese, the logging library, the time format and the test database's nightly reset; not a first try or a question", () => {
    keptInChineseOrNot(["日志统一用 zap，不要用标准库的 log", "我们的接口返回时间一律用 UTC 的 ISO 8601 字符串", "测试数据库每天凌晨三点会被重置，别在上面放需要保留的东西"], ["先跑一下看看", "这个函数为什么这么慢？"]);
  });

  it("keeps a design team's, a deploy's and a sandbox's ways, and a move to a test tool said with where the old one is left; not a move of house", () => {
    keptAsLabelled([
      "Our design tokens come from Figma via Style Dictionary, don't hand-edit tokens.json ||| keep",
      "Storybook is the source of truth for component states, add a story for every new variant ||| keep",
      "I prefer small PRs, under 300 lines if you can ||| keep",
      "We deploy with Argo CD, so a merge to main is a deploy to staging ||| keep",
      "The staging database is a nightly copy of prod with PII scrubbed ||| keep",
      "Heads up, the payments sandbox resets every Sunday, test accounts disappear ||| keep",
      "My manager is Dana, she signs off on anything that touches billing ||| keep",
      "Stop wrapping every function in try/catch, let errors bubble to the handler ||| keep",
      "Accessibility matters here, every interactive element needs a label ||| keep",
      "We use Conventional Commits, the release notes are generated from them ||| keep",
      "Hmm, let me check with the team first ||| skip",
      "That worked, thanks! ||| skip",
      "Can you explain what this regex does? ||| skip",
      "Try it with the --verbose flag ||| skip",
      "Let's pause here and pick it up tomorrow ||| skip",
      "Is there a way to make the build faster? ||| skip",
      "we moved to Berlin last year, Munich is history ||| skip",
      "we moved to the new office last year, the old one is gone ||| skip",
      "we already have a composite one on (customer_id, created_at), check pg_indexes before adding ||| skip",
      "we moved to Playwright, can you check why the Cypress job still runs? ||| skip",
    ]);
  });

  it("keeps, in Chinese, the commit language, the browsers supported and a backend engineer's ask; not a retry or a question", () => {
    keptInChineseOrNot(["提交信息用英文写，格式按 Conventional Commits", "我们的前端只支持最近两个版本的 Chrome 和 Safari", "我是后端，前端的东西你多解释一点"], ["再试一次", "这个报错是什么意思？"]);
  });

  it("keeps a view named in the tool that has it with when to look at it, what a game's physics must not do, and a team's trackers and runbooks; not a page of the app or today's physics", () => {
    keptAsLabelled([
      "Bugs go in Linear under the CORE project, not GitHub issues ||| keep",
      "The runbook for the ingest pipeline is in Notion, search for \"ingest on-call\" ||| keep",
      "Grafana has a board called API latency, that's where to look first when p99 jumps ||| keep",
      "We evaluate on the frozen test split in data/eval_v3, never regenerate it ||| keep",
      "Seeds are fixed at 1337 for every experiment so runs are comparable ||| keep",
      "I'm colorblind, so don't rely on red vs green in charts ||| keep",
      "I work in VS Code with vim bindings, so give me keyboard shortcuts not menu paths ||| keep",
      "All user-facing strings go through i18next, no hardcoded English in components ||| keep",
      "The game runs at a fixed 60 Hz tick, physics must not depend on frame time ||| keep",
      "Releases are cut on Tuesdays by whoever is on release duty ||| keep",
      "can you look at the failing job? ||| skip",
      "I think that's it for today ||| skip",
      "Where is the config loaded? ||| skip",
      "Let me restart my machine and come back ||| skip",
      "Nice, that's much cleaner ||| skip",
      "Show me the diff first ||| skip",
      "There's a Grafana dashboard called Checkout errors, it's where we look when orders drop ||| keep",
      "There's a page called Settings ||| skip",
      "There's a dashboard called Test that I just made ||| skip",
      "Grafana has a board called API latency, can you check it? ||| skip",
      "physics is broken again ||| skip",
      "the physics feel off today ||| skip",
      "the mobile clients crash on null there ||| skip",
    ]);
  });

  it("keeps, in Chinese, money held as integer cents, telling the group before a release and who to find while the user is away; not a done or a question", () => {
    keptInChineseOrNot(["所有金额用分存整数，不要用浮点数", "上线前要在群里说一声，运维要盯着", "我下周请假，有急事找小李"], ["好了，可以了", "这个怎么跑起来？"]);
  });

  it("keeps what a request says in passing: anything that runs against prod, how often probes hit an endpoint and to keep it cheap; not the request's own deadline or output", () => {
    keptAsLabelled([
      "Add pagination to the users endpoint. We use cursor-based pagination everywhere, never offset. ||| keep",
      "Can you fix the login redirect? FYI the auth service is owned by the identity team, so keep changes on our side ||| keep",
      "Please bump lodash. Dependabot PRs are auto-merged only for patch versions, minors need a human ||| keep",
      "Write a script to backfill the slugs; anything that runs against prod has to be idempotent ||| keep",
      "Refactor the settings page. Btw I'm a designer by training, so I care a lot about spacing ||| keep",
      "Let's add a health check. Kubernetes probes hit /healthz every 10 seconds, keep it cheap ||| keep",
      "Fix the typo in the header ||| skip",
      "Add a test for the empty cart case ||| skip",
      "Can you make the button blue? ||| skip",
      "Rename getUser to fetchUser everywhere ||| skip",
      "Update the copy on the pricing page to say 14-day trial ||| skip",
      "Please deploy this to staging when you're done ||| skip",
      "Investigate why the worker memory keeps growing, it's been climbing since Monday ||| skip",
      "Clean up the imports in this file ||| skip",
      "Add a retry around the S3 upload, the network in the office is flaky today ||| skip",
      "Write a script to backfill the slugs; it has to finish before noon ||| skip",
      "Write the export; the output has to be CSV ||| skip",
      "the probes hit it every 10 seconds, keep it cheap ||| skip",
      "The build is slow, keep it cheap ||| skip",
      "the tests are plain JS, can you convert them ||| skip",
      "these queries are raw SQL ||| skip",
      "Just remember, every setback teaches you something ||| skip",
      "just remember the hard days pass ||| skip",
    ]);
  });

  it("keeps, in Chinese, an export's file name pattern and where the design drafts are kept beside a request; not where the user once saw them", () => {
    keptInChineseOrNot(["帮我把导出按钮加上。导出的文件名统一用 业务名_日期.xlsx", "修一下首页的样式，我们的设计稿都在蓝湖上"], ["把这个接口改成分页", "顺便把测试补上", "今天先这样，明天继续", "修一下首页的样式，设计稿我晚点发你", "我在蓝湖上看到了新的设计稿", "我在Figma上看到了新的设计稿"]);
  });

  it("keeps a staff engineer's ask, what \"ship it\" means, a release train, the stack split by service and the source of truth; not a pick of the moment", () => {
    keptAsLabelled([
      "Actually the cron runs at 02:00 UTC, not local time ||| keep",
      "I'm a staff engineer, I don't need the basics explained, just the tricky parts ||| keep",
      "When I say \"ship it\" I mean merge and deploy to staging, not prod ||| keep",
      "Our mobile release train is every two weeks, hotfixes go through the expedited lane ||| keep",
      "The Android app minSdk is 24, don't use APIs above that without a version check ||| keep",
      "I hate long commit bodies, one line is enough unless it's a breaking change ||| keep",
      "The billing service is in Kotlin, everything else in the backend is Go ||| keep",
      "Postgres is the source of truth, Elasticsearch is just a read model we can rebuild ||| keep",
      "We don't have a QA team, so tests are the only safety net ||| keep",
      "Prod access needs a ticket in the ACCESS project and it expires after 8 hours ||| keep",
      "Hmm, not sure yet ||| skip",
      "Revert the last commit ||| skip",
      "What's the difference between these two approaches? ||| skip",
      "It compiles now, thanks ||| skip",
      "Can you add some logging so I can see what's happening? ||| skip",
      "Let's go with option B ||| skip",
      "we're trying to kill utils.ts ||| skip",
      "we sort by id in a lot of places ||| skip",
    ]);
  });

  it("keeps, in Chinese, the package manager, an analogy the user wants and how long prod logs are kept; not a fix or a question", () => {
    keptInChineseOrNot(["这个项目用 pnpm，别用 npm 装包", "我不太懂 Rust，解释的时候类比一下 TypeScript", "生产环境的日志保留 30 天，超过的要去冷存储里找"], ["先把这个 bug 修了", "这样写对吗？"]);
  });

  it("keeps when the team writes ADRs, what a team that can impersonate users makes required, CORS allow-listed per environment, and a bucket's object lock beside a request; not CORS broken today or a fix asked for", () => {
    keptAsLabelled([
      "Our API versioning is in the URL, /v1 and /v2 live side by side until v1 is sunset ||| keep",
      "The monorepo uses Nx, run affected builds only, a full build takes 40 minutes ||| keep",
      "I'm on Windows with WSL2, paths in examples should be Linux-style ||| keep",
      "Customer data never leaves the EU region, that's a contract thing ||| keep",
      "Background jobs use Sidekiq with three queues: critical, default and low ||| skip",
      "The iOS build needs Xcode 15.4 exactly, newer versions break the signing step ||| keep",
      "We write ADRs for anything that changes the architecture, they go in docs/adr ||| keep",
      "Please always show me the plan before touching more than three files ||| keep",
      "Support can impersonate users from the admin panel, so audit logging there is mandatory ||| keep",
      "Docs are built with MkDocs and deployed from the gh-pages branch ||| keep",
      "No worries ||| skip",
      "Can you try a different approach? ||| skip",
      "Run the linter and fix whatever it finds ||| skip",
      "That's not what I meant ||| skip",
      "Let me look at the logs myself ||| skip",
      "How long will the migration take? ||| skip",
      "CORS is allow-listed per environment in config/cors.yaml ||| keep",
      "Add a retry to the S3 upload. The uploads bucket has object lock on, so deletes always fail, don't try to clean up ||| keep",
      "CORS is broken in staging ||| skip",
      "CORS is blocking my request again ||| skip",
      "The test db has triggers on, so inserts always fail, don't use it today ||| skip",
      "Support can see the bug, so a fix is required ||| skip",
      "Support can see it now, so a fix is required ||| skip",
      "we wrote tests for anything that broke last week ||| skip",
    ]);
  });

  it("keeps, in Chinese, a rate limit on every public API and the team's meeting-free afternoon; not a try or a question", () => {
    keptInChineseOrNot(["所有的对外接口都要加限流，默认每分钟 60 次", "我们组周三下午不开会，那是专注时间"], ["跑一下看看效果", "这里为什么报空指针？"]);
  });

  it("keeps, in Chinese, a mini-program's size limit, a branch name's pattern said without 规范, masking phone numbers in logs, a fake SMS gateway and where API docs are the truth; not one branch's name or a deadline", () => {
    keptInChineseOrNot(["小程序的包体积不能超过 2M，图片都走 CDN", "我们的 Git 分支命名是 feature/工单号-简述", "凡是涉及用户手机号的日志都要脱敏", "我是做嵌入式出身的，前端不熟，CSS 的东西多给点解释", "测试环境的短信网关是假的，验证码固定是 123456", "数据库迁移脚本放在 db/migrations 下面，文件名带时间戳", "周五下午不要发版，出了问题没人值班", "接口文档以 Apifox 上的为准，代码里的注释可能过时了", "我们用的是阿里云的 RDS，不能装插件"], ["这个需求下周一要上线", "帮我看看这段代码有没有问题", "改好了吗？", "先不管性能，跑通再说", "把日志级别调成 debug 看看", "我觉得这样不太好", "行，就这么办", "分支名是 main", "这个分支名是 fix/login", "我的分支名是 feature/abc", "我们的分支名是什么来着？"]);
  });

  it("keeps a secret that rotates and reading it on every request, how every UI is checked, a part frozen to fixes, and where new analytics events go first; not a freeze of today or a token of now", () => {
    keptAsLabelled([
      "We're a two-person team, so skip the ceremony, no RFCs for small stuff ||| keep",
      "The Stripe webhook secret rotates when we redeploy the payments service, re-read it from env on every request ||| keep",
      "Any change to the public SDK needs a changelog entry and a minor bump ||| keep",
      "The QA env is shared with the mobile team, don't reset its data without asking in #qa ||| keep",
      "I'm dyslexic, please avoid walls of text and use bullet points ||| keep",
      "For anything UI, check it at 320px wide, a lot of our users are on small phones ||| keep",
      "Dark mode is a first-class theme here, every new component has to support it ||| keep",
      "The legacy PHP admin is frozen, bug fixes only, no new features ||| keep",
      "Our error messages are reviewed by the UX writer, don't invent new user-facing copy ||| keep",
      "The analytics events schema lives in tracking-plan.yaml, add new events there first ||| keep",
      "Hold on, I'm in a meeting ||| skip",
      "What's a good name for this function? ||| skip",
      "Great job on that refactor ||| skip",
      "Can you generate some test data? ||| skip",
      "Switch to the other branch ||| skip",
      "This is taking forever ||| skip",
      "The release branch is frozen today, bug fixes only ||| skip",
      "For anything UI, check it with me first ||| keep",
      "The token expired, re-read it from env ||| skip",
      "The config lives in app.yaml, add the new flag there ||| skip",
    ]);
  });

  it("keeps an open-source project the user maintains, a kind of code not liked where it is used, and what the user is new to said as how to explain; not mornings or a child's explanation", () => {
    keptAsLabelled([
      "Quick background: I maintain the open-source parser in my spare time, issues are triaged on weekends ||| keep",
      "I'm the only backend dev here, so anything server-side you can assume I wrote ||| keep",
      "When you're unsure between two libraries, pick the one with fewer dependencies ||| keep",
      "I don't like mocks in unit tests, prefer fakes we control ||| keep",
      "Our on-call rotation is weekly and handovers happen Monday at 10 ||| keep",
      "Logs older than 14 days are deleted, so grab them early when debugging an incident ||| keep",
      "Emails to customers go through Customer.io, never send them straight from the app ||| keep",
      "The ML models are versioned in the registry by date, the API pins a specific one ||| keep",
      "Please explain it like I'm new to Kubernetes, I come from a Heroku world ||| keep",
      "Keep functions under 50 lines unless there's a good reason ||| keep",
      "ok, next one ||| skip",
      "Why did you change that file? ||| skip",
      "Looks good to me, merge it ||| skip",
      "Can we talk about the architecture first? ||| skip",
      "Sorry, I was wrong about the port ||| skip",
      "Let's call it a day ||| skip",
      "I maintain the open-source parser? ||| skip",
      "I don't like the mocks in this test ||| skip",
      "I don't like mornings in winter ||| skip",
      "explain it like I'm five ||| skip",
    ]);
  });

  it("keeps when the user wants tests written (before the fix), and a changelog kept in a format and updated in the same PR; not this time's order or a spare laptop", () => {
    keptAsLabelled([
      "Staging auto-deploys from the develop branch, prod only from tags ||| keep",
      "Our feature flags default to off in prod and on in staging ||| keep",
      "The team is in three time zones, so async updates in the PR description beat meetings ||| keep",
      "Never log request headers, the auth token is in there ||| keep",
      "The design team signs off on any new icon, they keep the icon set consistent ||| keep",
      "Our p95 budget for the search endpoint is 200 ms, anything slower gets a ticket ||| keep",
      "I want tests written before the fix when it's a bug, so we can see it fail first ||| keep",
      "We keep a CHANGELOG.md in Keep a Changelog format, update it in the same PR ||| keep",
      "Good morning! ||| skip",
      "Which file is the router in? ||| skip",
      "Let me push my branch first ||| skip",
      "I can't reproduce it locally ||| skip",
      "Let's revert and try again tomorrow ||| skip",
      "Maybe we should rename this ||| skip",
      "I want tests written before the fix this time ||| skip",
      "I want the PR merged after the release today ||| skip",
      "We keep a spare laptop in the office ||| skip",
    ]);
  });

  it("keeps a mobile and an ML team's ways (where checkpoints are kept and not, what a shared GPU pool asks before a long run, an irreversible migration said so in the PR title), and none of the chat around them", () => {
    keptAsLabelled([
      "Our iOS app still supports iOS 15, so no APIs newer than that without an availability check ||| keep",
      "Android release builds are signed in CI, nobody keeps the keystore locally ||| keep",
      "The GPU nodes are shared with the research team, book them in the calendar before long training runs ||| keep",
      "Please keep model checkpoints in the bucket, not in git, even the small ones ||| keep",
      "We pin numpy below 2 until the pandas upgrade lands ||| keep",
      "Translations live in Crowdin; never edit the generated locale files by hand ||| keep",
      "Don't bump the minimum SDK version without asking the mobile lead ||| keep",
      "When a migration is irreversible, say so in the PR title ||| keep",
      "Hey, quick one ||| skip",
      "What does this flag do? ||| skip",
      "Can you rerun the failing job? ||| skip",
      "I think the cache is stale ||| skip",
      "Looks good, merge it ||| skip",
      "Hmm, that's weird, it worked yesterday ||| skip",
      "Keep them in the fridge, not in the car ||| skip",
      "Keep the logs in this folder, not in that one ||| skip",
      "Keep build artifacts in the cache bucket, not in the repo ||| keep",
      "When a test is flaky, say so in the PR description ||| keep",
      "When the migration is done, tell me ||| skip",
      "If a review is slow, ping me ||| skip",
      "The staging db is shared with QA, so ask in #qa before you wipe it ||| keep",
      "The GPU nodes are shared with the research team, book them for tonight ||| skip",
      "The meeting room is shared with sales, check before lunch ||| skip",
      "The printer is shared with the office next door ||| skip",
    ]);
  });

  it("keeps, in Chinese, how the API names its fields, where the database password lives and when nothing ships, and none of the chat around them", () => {
    keptInChineseOrNot(["我们的接口统一返回 camelCase 字段，不要用下划线", "数据库的密码在 Vault 里，不要写进配置文件", "周五下午不发版，除非是线上事故"], ["这个报错我之前也见过", "帮我看一下这个测试为什么挂了", "先这样吧，明天再说"]);
  });

  it("keeps a data and a front-end team's ways (which dbt models analysts query, when backfills run, who a colorblind reader is, how many of a kind the team allows), and none of the chat around them", () => {
    keptAsLabelled([
      "dbt models in the marts folder are the only ones analysts query, staging models are internal ||| keep",
      "Airflow DAG ids are snake_case and start with the team name ||| keep",
      "We backfill with the --full-refresh flag only on weekends, it locks the warehouse for hours ||| keep",
      "The Snowflake warehouse auto-suspends after 5 minutes, so the first query after a break is slow ||| keep",
      "Security reviews are required for anything that touches auth or payments ||| keep",
      "Our docs site is built with Docusaurus and deployed from the docs/ folder on every merge to main ||| keep",
      "I'm colorblind, so please don't rely on red vs green alone when you describe diffs or charts ||| keep",
      "Prefer composition over inheritance in this codebase, the old class hierarchy is a mess ||| keep",
      "Storybook stories are required for every shared component ||| keep",
      "OK let me check ||| skip",
      "Can you summarize what changed? ||| skip",
      "Nice, the test passes now ||| skip",
      "I'm heading out, back in an hour ||| skip",
      "This is taking forever ||| skip",
      "Why did it pick that version? ||| skip",
      "we cap the number of open PRs per person at five ||| keep",
    ]);
  });

  it("keeps, in Chinese, dark mode on every new page, how branches are named and what logs go through, and none of the chat around them", () => {
    keptInChineseOrNot(["所有新页面都要支持暗色模式", "我们的分支命名是 feature/工单号-简短描述", "日志统一用 structlog，不要用 print"], ["这个需求我问一下产品", "好像是缓存的问题"]);
  });

  it("keeps an on-call team's ways (where the runbook is, when the code freeze is, who the only backend dev is, timezones for anything involving them), and none of the chat around them", () => {
    keptAsLabelled([
      "The on-call runbook is in Notion under Ops / Runbooks, check it before paging anyone ||| keep",
      "Code freeze starts December 15 and lasts until January 5, only hotfixes go out in that window ||| keep",
      "I'm the only backend dev here, so I review all the server-side PRs myself ||| keep",
      "I mostly work late evenings Berlin time, so don't expect quick answers in the morning ||| keep",
      "Grafana dashboards for the payments service are under the Payments folder, the SLO one is the one that matters ||| keep",
      "The legacy PHP admin is read-only now, all new admin features go in the Next.js app ||| keep",
      "Every public endpoint needs rate limiting, we got scraped hard last year ||| keep",
      "For anything involving timezones, store UTC and convert at the edge ||| keep",
      "We run the e2e suite against a seeded copy of staging, never against prod data ||| keep",
      "Thanks, that fixed it ||| skip",
      "Let's call it a day ||| skip",
      "What's the difference between these two? ||| skip",
      "I'll take a look after lunch ||| skip",
      "Did you run the tests? ||| skip",
      "Try it with the verbose flag ||| skip",
      "For anything involving this bug, ask me ||| skip",
      "For anything touching billing, add a test ||| keep",
    ]);
  });

  it("keeps, in Chinese, where alerts go, the coverage CI holds to and every new env var written to .env.example, and none of the chat around them", () => {
    keptInChineseOrNot(["线上告警统一发到飞书的 #oncall 群", "我们的测试覆盖率要求是 80%，低于这个 CI 会挂", "新加的环境变量要同步写到 .env.example 里"], ["我去开个会", "这个 bug 好奇怪", "覆盖率要求是 80%，现在才 60%", "新加的环境变量要同步一下"]);
  });

  it("keeps a game and a firmware team's ways (how answers end, who the user is, the engine version, RAM that rules out allocation after boot, which probe a flash target needs), and none of the chat around them", () => {
    keptAsLabelled([
      "Stop ending every answer with a summary of what you just did, I can read the diff ||| keep",
      "I'm a product manager, not an engineer, so explain trade-offs in plain words ||| keep",
      "Our Unity project is on 2022.3 LTS, don't suggest APIs from Unity 6 ||| keep",
      "The firmware has 64 KB of RAM, so no dynamic allocation after boot ||| keep",
      "`make flash` only works with the J-Link, the ST-Link needs `make flash-stlink` ||| keep",
      "When you're unsure about a requirement, ask me instead of guessing ||| keep",
      "Player-facing text goes through the localization table, never hardcode strings in scripts ||| keep",
      "We release a patch every other Tuesday, hotfixes can go out any day ||| keep",
      "Asset names are PascalCase with a type prefix, like T_Rock_Diffuse or SM_Crate ||| keep",
      "lol ||| skip",
      "Wait, what? ||| skip",
      "Let me restart the editor ||| skip",
      "Why is the frame rate dropping? ||| skip",
      "Okay, that's better ||| skip",
      "I'm going to grab coffee ||| skip",
    ]);
  });

  it("keeps, in Chinese, how short answers are, who the user is and how firmware versions are written, and none of the chat around them", () => {
    keptInChineseOrNot(["回答尽量简短，不要每次都重复我的问题", "我是做嵌入式的，Web 前端不太熟，涉及前端的地方多解释一下", "我们的固件版本号格式是 v主版本.次版本.构建号"], ["等我一下", "跑一下看看"]);
  });

  it("keeps an auth, a CI and a Go team's ways (two auth providers to test on, which tool each part uses, who to tell before a report's format changes), and not a request for the work at hand", () => {
    keptAsLabelled([
      "ok so the thing is, staging uses Auth0 and prod uses Cognito, so anything auth-related has to be tested on both ||| keep",
      "Heads up: the payments repo moved to the platform org on GitHub, the old URL redirects but CI tokens don't ||| keep",
      "FYI Jenkins is going away at the end of Q1, new pipelines go in GitHub Actions ||| keep",
      "I prefer small commits with clear messages over one big squash, it makes bisecting easier ||| keep",
      "Don't touch the generated protobuf code, regenerate it with buf generate ||| keep",
      "Our Python services use Poetry, the data notebooks use plain pip with requirements.txt ||| keep",
      "In this repo, tests live next to the code as *_test.go files ||| keep",
      "The nightly job emails a report to the team, don't change its format without telling Maria ||| keep",
      "Fix the typo in the header and push it ||| skip",
      "Don't push yet, I want to look at it first ||| skip",
      "Use the staging URL for this test ||| skip",
      "Make the button blue ||| skip",
      "Rename that variable to something clearer ||| skip",
      "Please keep this PR small ||| skip",
      "the test uses jest, the other one uses vitest ||| skip",
      "The backend uses Go, the frontend uses React with Vite ||| keep",
      "logs go in /tmp for now, we clean it later ||| skip",
    ]);
  });

  it("keeps, in Chinese, what staging and production share and what to check first, and the language of commit messages, and none of the chat around them", () => {
    keptInChineseOrNot(["注意：预发环境和生产共用一个 Redis，清缓存前先确认 key 前缀", "以后提交信息用英文写", "别把这个按钮改成红色"], ["把这个函数拆一下", "预发环境和生产共用一个 Redis，今天清缓存前先问我", "我和他共用一个账号，登录前先问我"]);
  });

  it("keeps who the user is and was (a bank before, new to Rust, on WSL2), the team's size and its customers, and not a question, a hypothetical or a rule the user doubts", () => {
    keptAsLabelled([
      "What if we always ran the linter before commit? ||| skip",
      "Should we never use ORMs here? ||| skip",
      "The error says \"never call setState in render\", what does that mean? ||| skip",
      "My manager said we should always write tests first, but I'm not sure ||| skip",
      "I used to work at a bank, so compliance stuff doesn't scare me ||| keep",
      "I'm new to Rust, go slower on lifetimes and explain borrow checker errors ||| keep",
      "I'm on a Windows machine with WSL2, paths in examples should work there ||| keep",
      "We're a team of four, nobody owns the infra full-time ||| keep",
      "Our customers are mostly hospitals, uptime during the night shift matters more than new features ||| keep",
      "Tickets are in Linear, the project key is PAY ||| keep",
      "Always use the company's Figma tokens for colors, the designers update them every quarter ||| keep",
      "Please don't reformat files you didn't change, it makes reviews painful ||| keep",
      "OK, do it ||| skip",
      "Maybe later ||| skip",
      "We use Redis for sessions, but I'm not sure why ||| keep",
      "Always squash merge, but I don't agree with it personally ||| keep",
      "I used to be a bit of a night owl ||| skip",
      "We're a team of four, nobody knows why the build is slow ||| skip",
    ]);
  });

  it("keeps, in Chinese, the user's shell and the company's ban on pasting code outside, and not a question or a hypothetical", () => {
    keptInChineseOrNot(["我用的是 Mac，命令给 zsh 的写法就行", "我们公司禁止把代码贴到外部网站"], ["说一下为什么这么改", "如果以后都用 TypeScript 会怎样？"]);
  });

  it("keeps an API and a billing team's ways (versions in the URL, a staging database wiped every Sunday, how Kafka topics are named with an example, when billing may not deploy), and none of the chat around them", () => {
    keptAsLabelled([
      "We version the API in the URL, /v1/ and /v2/, never with headers ||| keep",
      "Feature branches get deleted after merge, don't keep them around ||| keep",
      "The staging database is wiped every Sunday night, don't keep anything important there ||| keep",
      "I'd rather you ask one clarifying question than make three assumptions ||| keep",
      "Benchmarks run on the dedicated perf box, laptop numbers are meaningless ||| keep",
      "Our Kafka topics are named domain.entity.event, like billing.invoice.created ||| keep",
      "All times in the UI are shown in the user's local timezone ||| keep",
      "When you add a dependency, write one line in the PR about why ||| keep",
      "The cron for invoices runs at 02:00 UTC, don't deploy billing between 01:45 and 02:30 ||| keep",
      "Hang on, let me check with the team ||| skip",
      "That's a good point ||| skip",
      "Can we do this without a new table? ||| skip",
      "Hmm not sure this is right ||| skip",
      "Good catch ||| skip",
      "The files are named weirdly ||| skip",
      "Our topics are named after the team that owns them ||| keep",
    ]);
  });

  it("keeps, in Chinese, the health check path, no customer email at weekends and the Python version, and none of the chat around them", () => {
    keptInChineseOrNot(["每个服务的健康检查接口统一是 /healthz", "不要在周末发邮件给客户，会被投诉", "我们的 Python 版本统一是 3.11"], ["这个 PR 先放着", "嗯嗯"]);
  });

  it("keeps what to do when a closed-source vendor SDK breaks, and not trouble of the day said the same way", () => {
    keptAsLabelled([
      "The vendor SDK is closed-source, so when something breaks, open a ticket with them instead of patching ||| keep",
      "The build is broken, so when it fails, ping me ||| skip",
      "The vendor API is flaky today, so when something breaks, ping me ||| skip",
    ]);
  });

  it("keeps, in Chinese, how every response is wrapped, how fields are named on each side, where each part is deployed, where to look first and the weekly release window, and none of the chat around them", () => {
    keptInChineseOrNot(["所有接口的返回都要包一层 {code, data, message}", "数据库字段一律用下划线命名，Java 里用驼峰，MyBatis 自动映射", "我们的前端部署在 Vercel 上，后端在阿里云", "线上问题先看 Sentry，再看日志", "我是产品经理，技术细节可以少讲，多讲对用户的影响", "提交代码前一定要跑 lint 和单测", "每周四下午是发版窗口，其他时间只发热修复"], ["这个 bug 是谁引入的？", "好的，我明天再看", "先别提交", "你刚才说的第二点没看懂", "这样写可以吗？", "帮我写个脚本把日志里的报错统计一下"]);
  });

  it("keeps preview deployments, where Terraform state lives, how long secrets may be cached, when the user reviews best, and who reads the changelog, and none of the chat around them", () => {
    keptAsLabelled([
      "Preview deployments are created for every PR, link yours in the PR description ||| keep",
      "Our Terraform state lives in an S3 bucket with DynamoDB locking, never run apply from a laptop ||| keep",
      "Secrets rotate every 90 days, don't cache them longer than an hour ||| keep",
      "I review code best in the morning, so send big PRs before noon ||| keep",
      "The support team reads the changelog, write entries for humans, not for developers ||| keep",
      "Nice work on this ||| skip",
      "Can you explain the diff? ||| skip",
      "I'll be back in ten minutes ||| skip",
      "I'm on the train today, so send it later ||| skip",
    ]);
  });

  it("keeps, in Chinese, parameter docs for every new endpoint and no real phone numbers in test data, and not a pause", () => {
    keptInChineseOrNot(["每个新接口都要在 Swagger 里写清楚参数说明", "测试数据不要用真实用户的手机号"], ["我再想想"]);
  });

  it("keeps a deprecation notice before removal, release tags signed with the project key, auto-update off on the enterprise build, indexes added concurrently after a locked table, and none of the chat or the look-alikes of the moment", () => {
    keptAsLabelled([
      "Every public API change needs a deprecation notice one minor version before removal ||| keep",
      "We sign release tags with the project GPG key, the one on the maintainers' YubiKey ||| keep",
      "Contributors often send PRs without a DCO sign-off, point them to CONTRIBUTING.md instead of fixing it for them ||| keep",
      "The Electron main process must never block, move anything heavier than a file read into a worker ||| keep",
      "Auto-update is disabled on the enterprise build, IT departments push it themselves ||| keep",
      "Add indexes concurrently on production, a plain CREATE INDEX locked the orders table for twenty minutes last spring ||| keep",
      "Every migration needs a down step that we've actually run on staging ||| keep",
      "All icons need an aria-label, our screen reader users filed most of last quarter's bugs ||| keep",
      "I'm a postdoc, not a software engineer, so explain the git parts like I'm new to it ||| keep",
      "Plots go to figures/ as PDF, the journal rejects PNGs ||| keep",
      "Thanks, that works ||| skip",
      "Let me check with the team first ||| skip",
      "Can you show me the migration again? ||| skip",
      "Rerun the tests please ||| skip",
      "Hmm, interesting ||| skip",
      "Why is this one failing? ||| skip",
      "Auto-update is disabled on the latest build, can you check why? ||| skip",
      "Logging is off in the new build ||| skip",
      "Dark mode is off in the staging build right now ||| skip",
      "The deploy locked the table last week ||| skip",
      "A migration locked the orders table for twenty minutes last spring ||| skip",
      "We sign the lease tomorrow ||| skip",
      "We signed the release tag yesterday ||| skip",
      "Users who zoom need it to scale, can you fix it today? ||| skip",
    ]);
  });

  it("keeps, in Chinese, a feature flag first for every new feature and UTC in the database, and not a new page shipped to see", () => {
    keptInChineseOrNot(["新功能先加 feature flag，默认关掉", "我们的数据库时区统一用 UTC，展示的时候再转"], ["先不管这个", "帮我看看这个报错", "新页面先上线再说", "新功能先放着吧"]);
  });

  it("keeps a cluster's allocation that resets monthly, an MSRV to check before any bump, a SAFETY comment on unsafe blocks, a ResourceQuota for every namespace, and a client who wants every email in plain text; not the same said of tomorrow, of now or of it", () => {
    keptAsLabelled([
      "Jobs on the cluster go through Slurm, never run anything heavy on the login node ||| keep",
      "Our allocation resets on the first of every month, so big sweeps wait until then ||| keep",
      "Scratch is purged after 30 days, copy results to /project before that ||| keep",
      "MSRV is 1.70, check with cargo +1.70 before you bump any dependency ||| keep",
      "Unsafe blocks need a SAFETY comment saying why it holds ||| keep",
      "Prices are stored in minor units per currency, yen has no decimals ||| keep",
      "Black Friday code freeze starts the Monday before, nothing but hotfixes after that ||| keep",
      "Every namespace gets a ResourceQuota, teams have taken the cluster down by forgetting one ||| keep",
      "Platform owns the ingress controllers, app teams only write Ingress objects ||| keep",
      "I bill this client by the hour, so keep a note of what took long ||| keep",
      "The client wants every email in plain text too, their CEO reads mail in a terminal ||| keep",
      "That's odd ||| skip",
      "Can you rerun it on the GPU partition? ||| skip",
      "Let me grab a coffee ||| skip",
      "Looks good, ship it ||| skip",
      "What does this flag do? ||| skip",
      "Ok I see the problem now ||| skip",
      "Our allocation resets tomorrow, so big sweeps wait until then ||| skip",
      "The build resets every time I push, so tests wait for that ||| skip",
      "MSRV is 1.70 now, check it before you bump any dependency ||| skip",
      "check it before you bump any dependency ||| skip",
      "Unsafe blocks are what crashed it yesterday ||| skip",
      "The client wants all the pages in blue by Friday ||| keep",
      "The client wants every page in blue today ||| skip",
      "Teams have taken the cluster down before ||| skip",
    ]);
  });

  it("keeps, in Chinese, jobs through Slurm and a freeze before the big sale, and not a day off or today's one merger", () => {
    keptInChineseOrNot(["集群上的作业统一走 Slurm，登录节点上不要跑重任务", "大促前一周封版，只允许修 bug"], ["今天先到这", "这个 job 挂了，帮我看看", "大促前一周我请假", "今天只允许我一个人合代码"]);
  });

  it("keeps a ticket within a day for high findings, no crypto of our own, flaky tests marked with a tag, and the day a solo developer ships and why; not a stack the repository shows said as quick context, the day's trouble said as context, nor a habit said for its exception now", () => {
    keptAsLabelled([
      "dbt models in marts/ are what the finance dashboards read, so never rename a column there without a deprecation period ||| keep",
      "Airflow DAGs must be idempotent, backfills rerun them for weeks at a time ||| keep",
      "Quick context: this is a Django monolith, Postgres 15, Celery for background jobs. Can you look at the failing test in orders? ||| skip",
      "Any finding rated high gets a ticket in the SEC project within a day ||| keep",
      "We don't roll our own crypto, use libsodium through the wrapper in security/ ||| keep",
      "Docs are written in second person and present tense ||| keep",
      "Screenshots in the docs are regenerated by a script, don't edit them by hand ||| keep",
      "Flaky tests get quarantined with the @flaky tag and a ticket, never just retried ||| keep",
      "The iOS app still supports iOS 15, so no NavigationStack ||| keep",
      "I'm the only developer on this, there's no one to review, so be extra careful with migrations ||| keep",
      "I ship on Fridays because my users are mostly weekend hobbyists ||| keep",
      "OK that makes sense ||| skip",
      "Try again with verbose logging ||| skip",
      "Hmm, the dashboard is still empty ||| skip",
      "I think the DAG is stuck, can you check the scheduler logs? ||| skip",
      "Nevermind, found it ||| skip",
      "Let's do the docs later ||| skip",
      "Quick context: the build failed on Jenkins, Sentry shows errors. Can you look? ||| skip",
      "this is a Django app, can you fix the failing test? ||| skip",
      "Any finding rated high from today's scan gets a ticket within a day ||| skip",
      "We rolled our own crypto once and regretted it ||| skip",
      "the flaky tests got skipped with @skip yesterday ||| skip",
      "I ship on Friday ||| skip",
      "i usually release on fridays, but not this week ||| skip",
    ]);
  });

  it("keeps, in Chinese, append-only ODS tables, a ticket within a day for a high finding and screenshots made by a script, and not a stuck DAG or a question about a scan", () => {
    keptInChineseOrNot(["数仓里 ods 层的表只能追加，不能改历史数据", "安全扫描报高危的，一天内必须建单", "文档截图是脚本生成的，不要手动改"], ["这个 DAG 卡住了", "稍等，我开个会", "安全扫描跑完了吗"]);
  });

  it("keeps a notice before any plugin update, the pattern experiment names follow, and the machines a teacher's students use with what to assume; not yesterday's heads-up, a mess now or a question about an error", () => {
    keptAsLabelled([
      "Asset names are snake_case and prefixed with their type, like tex_, mesh_, sfx_ ||| keep",
      "The build machine only has 32 GB of RAM, so never bake lighting for more than two levels in one job ||| keep",
      "All money movements go through the ledger service, nothing writes to the balances table directly ||| keep",
      "Every change to interest calculation needs a second reviewer from risk ||| keep",
      "We never touch the production WordPress admin, changes go through the staging site and WP Migrate ||| keep",
      "Clients get a 24 hour heads-up before any plugin update on their site ||| keep",
      "Feature stores are read-only from notebooks, write features through the pipeline ||| keep",
      "Experiment names follow team-model-date, the tracking UI sorts by them ||| keep",
      "I teach an intro course, so code examples should be simple enough for first-year students ||| keep",
      "My students use Windows lab machines, assume PowerShell not bash ||| keep",
      "ok cool ||| skip",
      "That fixed it, thank you! ||| skip",
      "Can you check the ledger logs from last night? ||| skip",
      "I'll be offline for an hour ||| skip",
      "Wait, what happened to the test data? ||| skip",
      "Clients got a heads-up yesterday about the plugin update ||| skip",
      "Experiment names are a mess right now ||| skip",
      "My students are confused by this error, can you explain it? ||| skip",
      "assume it works for now ||| skip",
    ]);
  });

  it("keeps, in Chinese, money moved only through the ledger service and a second review from risk on interest changes, and not a question whether to review", () => {
    keptInChineseOrNot(["资金变动一律走账务服务，不允许直接改余额表", "利率计算的改动要风控的人复核"], ["帮我看下昨晚的账务日志", "好的，我去开会了", "这个改动要不要复核？", "改动要我复核一下吗"]);
  });

  it("keeps a store-reviewed manifest's rule for new permissions, exit codes as public API, and hardware moved in the simulator first after a broken gripper; not a mess to clean, wrong codes in a build or yesterday's broken build", () => {
    keptAsLabelled([
      "The extension runs on Manifest V3, so no background pages, only service workers ||| keep",
      "Permissions in manifest.json are reviewed by the store, add a justification in the PR for any new one ||| keep",
      "Every optimization pass needs a test in tests/passes with before and after IR ||| keep",
      "The parser is hand-written on purpose, don't suggest switching to a generator ||| keep",
      "Patient data never leaves the EU region, not even in logs ||| keep",
      "Anything that shows a lab result needs a disclaimer under it, legal requires it ||| keep",
      "Exit codes are part of the CLI's public API, scripts in the wild check them ||| keep",
      "The robot arm has a software speed limit of 0.5 m/s, never raise it in code ||| keep",
      "Run anything that moves hardware in the simulator first, we broke a gripper last year ||| keep",
      "Ugh, merge conflicts again ||| skip",
      "Can you summarize what changed? ||| skip",
      "Go ahead ||| skip",
      "I need to think about it ||| skip",
      "The simulator crashed again, restart it please ||| skip",
      "Permissions in manifest.json are a mess, can you clean them up? ||| skip",
      "Exit codes are wrong in the new build ||| skip",
      "we broke the build yesterday, sorry ||| skip",
      "Run the simulator first, I want to see it ||| skip",
      "quick context: the build is red and staging is down. can you look? ||| skip",
      "this is a django app, python 3.11, fix it ||| skip",
    ]);
  });

  it("keeps, in Chinese, Manifest V3 without background pages, patient data inside the EU and a speed limit fixed in firmware, and not a crashed simulator", () => {
    keptInChineseOrNot(["扩展用 Manifest V3，不能再用 background page", "患者数据不能出欧盟区域，日志也不行", "机械臂的限速写死在固件里，代码里不要改"], ["仿真器又挂了", "晚点再说"]);
  });

  it("keeps Go services without cgo since ARM cross-compiles break, and event names the analytics pipeline accepts", () => {
    keptAsLabelled([
      "Go services here never use cgo, cross-compiling for ARM breaks with it ||| keep",
      "Event names are lowercase with underscores, the analytics pipeline rejects anything else ||| keep",
    ]);
  });

  it("keeps, in Chinese, a mini-program's size limit, signed public APIs, no cgo, banker's rounding, a weekly maintenance window, who the user is, config only through the config centre and snake_case event names; not a long function, a pause, a request or thanks", () => {
    keptInChineseOrNot(["小程序的包体积不能超过 2MB，图片一律放 CDN", "所有对外接口都要做签名校验，签名算法看 docs/sign.md", "我们的服务端是 Go 写的，别引入 cgo 依赖", "报表里的金额统一保留两位小数，四舍五入用银行家舍入", "游戏服每周三凌晨停服维护，这个时间段不要发版", "我是做前端的，后端的东西讲细一点", "线上配置改动必须走配置中心，不要直接改机器上的文件", "埋点事件名用小写加下划线，比如 order_paid"], ["这个函数有点长", "先这样吧，明天再看", "你先跑一下测试", "刚才那个报错是什么意思", "谢谢，搞定了", "这周三停服维护吗？", "停服的时候记得通知我", "小程序的包体积现在多大了"]);
  });

  it("keeps when alerts page and what every alert carries, i18n keys over concatenation, who the user is, snippets CI compiles, a board's RAM budget and batched Yocto changes; not chat, a request or a fix of this sentence", () => {
    keptAsLabelled([
      "Alerts page the primary on-call only between 9 and 6, anything else goes to the ticket queue ||| keep",
      "Every alert needs a runbook link in its annotations ||| keep",
      "Strings for translation go through i18n keys, never concatenate translated fragments ||| keep",
      "I'm a non-technical founder, explain trade-offs in terms of cost and time ||| keep",
      "Sample code in the docs has to compile, CI builds every snippet ||| keep",
      "The board has 64 MB of RAM, keep the userspace under 40 ||| keep",
      "Yocto builds take three hours, so batch your layer changes ||| keep",
      "lol that's wild ||| skip",
      "Let me know when it's done ||| skip",
      "Can we talk about this tomorrow? ||| skip",
      "Oops, wrong window ||| skip",
      "Show me the alert rules ||| skip",
      "the word order differs in this sentence, fix it ||| skip",
    ]);
  });

  it("keeps, in Chinese, alerts that page only in working hours and translations without concatenation, and not an alert going off, the user's own hours or a ticket system down today", () => {
    keptInChineseOrNot(["告警只在工作时间呼人，其它时间进工单", "翻译的字符串不要拼接，用带占位符的 key"], ["告警又响了", "我只在工作时间看告警", "工单系统今天挂了"]);
  });

  it("keeps an offline eval before relevance changes, who a weekend hobbyist is and what to prefer, and the user's small machine; not a machine's state now, a kind of change to fix, or yesterday's bug", () => {
    keptAsLabelled([
      "All network calls go through the Retrofit client in core/net, it adds auth and retries ||| keep",
      "We target minSdk 26 and there's no desugaring, so no java.time below that ||| keep",
      "Compose previews need fake data from the preview package, never real repositories ||| keep",
      "Rails migrations must be reversible, write an explicit down when change can't infer it ||| keep",
      "Background jobs go through Sidekiq, ActiveJob's async adapter loses jobs on deploy ||| keep",
      "Any new field holding personal data has to be listed in the data map before the PR merges ||| keep",
      "User IDs in analytics are hashed with the rotating salt, never the raw ID ||| keep",
      "Search relevance changes need an offline eval run against the golden queries first ||| keep",
      "I do this on weekends for fun, so prefer simple solutions over clever ones ||| keep",
      "My Raspberry Pi is a 3B, it only has 1 GB of RAM ||| keep",
      "Yep ||| skip",
      "What's the difference between these two? ||| skip",
      "Please rerun the eval ||| skip",
      "I don't like how this looks ||| skip",
      "Sorry, I was away ||| skip",
      "my laptop has 8 GB free now ||| skip",
      "my server is a mess ||| skip",
      "my pi crashed today ||| skip",
      "ranking changes need fixing ||| skip",
      "these ranking changes need a second look ||| skip",
      "we shipped a bug yesterday ||| skip",
      "I do this on weekends, so it'll be slow ||| keep",
    ]);
  });

  it("keeps, in Chinese, an offline eval before relevance changes and personal data fields registered first", () => {
    keptInChineseOrNot(["搜索相关性的改动上线前要先跑离线评测", "新增个人数据字段要先登记到数据地图"], []);
  });

  it("keeps Terraform modules pinned to tags, float64 in a lab's arrays, seeds set once, who writes support macros and a colorblind user's charts; not a pin for now or an array in one file", () => {
    keptAsLabelled([
      "We use the Composition API everywhere, don't add new Options API components ||| keep",
      "Pinia stores live in src/stores, one file per domain ||| keep",
      "Terraform modules are versioned with git tags, pin every module source to a tag ||| keep",
      "Never run terraform apply against prod outside the pipeline, state locks fight each other ||| keep",
      "Every in-app purchase goes through the receipt validator on the server, the client is never trusted ||| keep",
      "Numpy arrays in this lab are always float64 unless memory forces otherwise ||| keep",
      "Random seeds are set in conftest.py, don't reseed inside tests ||| keep",
      "Support macros are written by the support leads, engineers only change the template engine ||| keep",
      "I'm colorblind, so don't rely on red and green in charts ||| keep",
      "Honestly not sure ||| skip",
      "Could you make it faster? ||| skip",
      "It works on my machine ||| skip",
      "What's the status? ||| skip",
      "Alright, let's ship it ||| skip",
      "pin every test to a tag now ||| skip",
      "Numpy arrays in this file are float32, fix it ||| skip",
    ]);
  });

  it("keeps, in Chinese, the Composition API, modules pinned by git tag and a colorblind user's charts, and not a look at a device", () => {
    keptInChineseOrNot(["Vue 组件统一用组合式 API", "Terraform 模块一律用 git tag 固定版本", "我色弱，图表别只靠红绿区分"], ["我在设备上看一下"]);
  });

  it("keeps an order said with \"always\" after it, and not one that only points back (\"like that, always\", which names nothing)", () => {
    keptAsLabelled([
      "like that, always ||| skip",
      "exactly like this, always ||| skip",
      "use descriptive names please, always ||| keep",
    ]);
  });

  it("keeps exceptions kept out of engine code, how long deletion requests are kept with legal's sign-off, and an invariant every pass keeps; not a change not yet made or a build that is broken", () => {
    keptAsLabelled([
      "No exceptions in engine code, we compile with -fno-exceptions ||| keep",
      "No RTTI in engine code ||| keep",
      "We keep user deletion requests for 30 days max, legal signed off on that ||| keep",
      "User deletion requests are kept for 30 days, legal signed off on that ||| keep",
      "The IR is in SSA form after the lowering pass, every pass after it must keep it that way ||| keep",
      "No changes in client code yet ||| skip",
      "No difference in the new code ||| skip",
      "No errors in engine code this time ||| skip",
      "No tests in the engine code, can you add some? ||| skip",
      "We keep user deletion requests in a spreadsheet for now ||| skip",
      "The build is broken, every job must keep it that way ||| skip",
      "The IR is in SSA form now, can you check the pass? ||| skip",
      "the loop stalls us again ||| skip",
      "new in the loop stalls us today ||| skip",
    ]);
  });

  it("keeps, in Chinese, money in decimal and ID numbers kept encrypted, and not a rerun or a question", () => {
    keptInChineseOrNot(["金额一律用 decimal，禁止用浮点", "用户的身份证号只存加密后的，日志里不许出现"], ["再跑一次", "这个报错什么意思？"]);
  });

  it("keeps the stack then what it keeps out, a finding that blocks the merge, handlers made idempotent and the user's time zone by its city; not a deadline, a failure of now or the one handler at hand", () => {
    keptAsLabelled([
      "We're on Kotlin coroutines, no RxJava in new code ||| keep",
      "We're on Java 21, no Lombok anywhere ||| keep",
      "Slither runs in CI and a high finding blocks the merge ||| keep",
      "Any critical CVE fails the build ||| keep",
      "The operator reconciles every 30 seconds, make handlers idempotent ||| keep",
      "Make every handler idempotent ||| keep",
      "I'm on the Berlin time zone, don't schedule anything before 10 ||| keep",
      "We're on a deadline, no refactors in new code ||| skip",
      "We're on call this week, no deploys on Friday ||| skip",
      "the error blocks the merge ||| skip",
      "a flaky failure blocks the merge again ||| skip",
      "Why does a single warning block the merge? ||| skip",
      "make the handler idempotent ||| skip",
      "The build is flaky, make tests idempotent ||| skip",
      "I'm in the wrong time zone ||| skip",
      "I'm on the same time zone as you ||| skip",
    ]);
  });

  it("keeps, in Chinese, a rule whose Latin names are set off by spaces, and not a look asked for or a hold on the one at hand", () => {
    keptInChineseOrNot(["所有 MonoBehaviour 的 Update 里不许分配内存", "美术资源统一放 Assets/Art 下，代码别引用 Resources 文件夹"], ["所有 MonoBehaviour 的 Update 你看一下", "这个 MonoBehaviour 的 Update 里先别改"]);
  });

  it("keeps where a thing goes in every signature, a way kept out of a kind of code, the tool the team uses and the one not to suggest, a rule until a migration is done, and a kind of code kept out of views under the label that names the framework; not one list, one PR or one view", () => {
    keptAsLabelled([
      "ctx goes first in every func signature, no storing contexts in structs ||| keep",
      "no storing contexts in structs ||| keep",
      "RN: we use react-navigation v6, dont suggest expo-router ||| keep",
      "all native modules need to work on both the old and new architecture until we finish the migration ||| keep",
      "Django: keep business logic out of views, it goes in services.py per app ||| keep",
      "keep SQL out of the controllers ||| keep",
      "this goes first in every list ||| skip",
      "no going back in time ||| skip",
      "no storing it in the struct for now ||| skip",
      "we use react-navigation v6, don't worry about it ||| skip",
      "all native modules need to work on both architectures until we finish this PR ||| skip",
      "keep it out of the views ||| skip",
      "keep the fix out of this PR ||| skip",
      "keep the logic out of the view for now ||| skip",
      "Django: can you check the views? ||| skip",
    ]);
  });

  it("keeps, in Chinese, changes through tickets and a retention set by audit, and not a hold on one machine", () => {
    keptInChineseOrNot(["生产环境的变更必须走工单，不许直接登机器改", "日志保留 180 天，安全审计要求的"], ["这个机器先别重启", "日志你先看一下"]);
  });

  it("keeps a frame time budget, form requests over inline validation, what every Snakemake rule declares and the seeds wanted for every ablation; not the logs of now, someone's own version, a budget asked about or coffee", () => {
    keptAsLabelled([
      "Frame time budget on Quest is 11ms, anything over that makes people sick ||| keep",
      "Laravel: use form requests for validation, not inline $request->validate ||| keep",
      "Snakemake rules always declare their conda env, no relying on the base env ||| keep",
      "For ablations I always want three seeds and the mean with std in the table ||| keep",
      "the logs always include a stack trace ||| skip",
      "use the version from main, not mine ||| skip",
      "the frame time budget is 16ms now, can you check? ||| skip",
      "For now I always want a reply ||| skip",
      "I always want coffee in the morning ||| skip",
      "for this run I always want three seeds ||| skip",
      "Snakemake rules always fail on the cluster ||| skip",
      "we lost rows on the crash ||| skip",
    ]);
  });

  it("keeps, in Chinese, one price formatter and a freeze during big sales, and not a colour or a commit for now", () => {
    keptInChineseOrNot(["前端金额展示统一用 formatPrice，不要自己拼字符串", "大促期间前端冻结，只修线上 bug"], ["这个按钮颜色再深一点", "先提交吧，我晚点看"]);
  });

  it("keeps a rule after a note that one more thing follows and a list of rules, and not a question, a regret, a guess about the past, a what-if or what always goes wrong", () => {
    keptAsLabelled([
      "ok looks good.\n\none more thing: we deploy with ArgoCD, so never kubectl apply by hand, it drifts from git ||| keep",
      "- always run the migrations in a transaction\n- never drop a column in the same release that stops using it ||| keep",
      "Does the API always return dates in UTC? ||| skip",
      "If we ever move to Postgres we'd need to rewrite the queries ||| skip",
      "The tests always fail on my laptop, no idea why ||| skip",
      "I always forget the flag for verbose mode ||| skip",
      "Maybe we should never have used Redux ||| skip",
      "we should never have merged that PR ||| skip",
      "It must have been the cache ||| skip",
      "This one always takes forever to load ||| skip",
    ]);
  });

  it("keeps, in Chinese, model calls through one gateway and no raw conversations in logs, and not a prompt to redo or a question", () => {
    keptInChineseOrNot(["模型调用统一走 llm-gateway，别直接调 OpenAI 的 SDK", "线上日志里不能有用户的原始对话，只记 hash"], ["这个 prompt 效果一般，再改改", "为什么每次都超时？"]);
  });

  it("keeps what the user asks to be remembered about the project and a screen reader's needs, and not a reminder for now, a question, a password or a thing named with nothing said of it", () => {
    keptAsLabelled([
      "Remember that the Perl scripts run under 5.16 on the old boxes, no postfix deref ||| keep",
      "Please remember: the COBOL copybooks are the source of truth for field widths ||| keep",
      "I use a screen reader, so describe images in alt text and in your replies ||| keep",
      "remember to push when you're done ||| skip",
      "do you remember what we changed yesterday? ||| skip",
      "I don't remember the password, can you check the vault ||| skip",
      "remember the milk ||| skip",
      "please remember to close the tab ||| skip",
    ]);
  });

  it("keeps, in Chinese, a rule to remember and where the user comes from, and not a question about yesterday or how they feel", () => {
    keptInChineseOrNot(["记住，所有接口返回都要包一层 Result，不要直接返回实体", "我是做前端转过来的，Spring 不太熟，解释的时候多说两句"], ["你还记得昨天那个报错吗", "我今天有点累"]);
  });

  it("keeps tests every role needs, a thesis's toolchain said without its article, a no_std crate, room for longer translations and a runtime kept off the board; not a broken role, a question, an outage or a deadline", () => {
    keptAsLabelled([
      "Every Ansible role needs molecule tests before it goes into site.yml ||| keep",
      "Thesis is in LaTeX with biblatex and biber, not bibtex ||| keep",
      "The crate is no_std, so nothing from std sneaks in, use core and alloc ||| keep",
      "German and Finnish strings run about 30% longer, leave room in buttons ||| keep",
      "no Python on the board, rewrite it in shell, it's 30 MB we don't have ||| keep",
      "Every Ansible role I wrote is broken ||| skip",
      "Does every Ansible role need molecule tests? ||| skip",
      "Backend is down ||| skip",
      "App is slow today ||| skip",
      "Thesis is due on Friday ||| skip",
      "no power on the board ||| skip",
      "No Python on the board today, use the laptop ||| skip",
      "German strings are longer, right? ||| skip",
      "The crate is no_std now, can you fix the build? ||| skip",
    ]);
  });

  it("keeps, in Chinese, goroutines that can be cancelled and finance's definitions, and not a slow query or a chart to draw", () => {
    keptInChineseOrNot(["所有 goroutine 都要能被 context 取消", "报表的口径以财务给的为准，别自己改公式"], ["这个 SQL 跑得有点慢", "帮我画个柱状图"]);
  });

  it("keeps what a CSV must open in after the request to build its export, and not a colour or a date for the thing being built", () => {
    keptAsLabelled([
      "Implement the export button. The CSV has to open in Excel, so UTF-8 with a BOM ||| keep",
      "Implement the export button. The button has to be blue ||| skip",
      "Implement the export button. The CSV has to be ready by Friday ||| skip",
    ]);
  });

  it("keeps, in Chinese, a bare table's size named by the sentence before and a bucket's lock that always fails deletes, and not a look asked for, one of two tables, or a failure of today", () => {
    keptInChineseOrNot(["写个脚本回填user_stats表。表有四千万行，要分批，先在从库上跑", "给S3上传加个重试。这个桶开了对象锁，删除永远会失败，别去清理"], ["写个脚本回填user_stats表。表你先看一下", "写个脚本回填user_stats和orders表。表有四千万行，要分批", "这个桶开了对象锁", "这个桶开了对象锁，删除今天失败了", "这个分支开了保护，怎么总是推不上去？"]);
  });

  it("keeps standalone components, one API service, specs beside components, devicetree overlays per board, a PHP floor, input sanitized, a footnote for every number and short commit messages; not a hang, a question or a publish", () => {
    keptAsLabelled([
      "Standalone components only, we removed NgModules last quarter ||| keep",
      "Every HTTP call goes through the ApiService, components never inject HttpClient ||| keep",
      "We keep specs in the same folder as the component, not in a separate tests tree ||| keep",
      "Prefer threading macros over nested calls, readability wins ||| keep",
      "Zephyr devicetree overlays live per board in boards/, never patch the upstream dts ||| keep",
      "Logging over RTT only, the UART is taken by the modem ||| keep",
      "The plugin supports PHP 7.4 and up, so no enums or readonly properties ||| keep",
      "All user input gets sanitized with the WordPress helpers, esc_html on output ||| keep",
      "Sources for every number go in a footnote, editors check them before publishing ||| keep",
      "I prefer short commit messages, one line is fine ||| keep",
      "ng serve is hanging again ||| skip",
      "what's the difference between mergeMap and switchMap ||| skip",
      "the board won't flash ||| skip",
      "nice, publish it ||| skip",
      "all the input is sanitized now, right? ||| skip",
      "All user input gets sanitized? ||| skip",
      "Sources for every number go in a footnote? ||| skip",
      "the overlays live in boards/ now, check it ||| skip",
    ]);
  });

  it("keeps, in Chinese, a mini program's size cap and one router, and not a blank page or a rejected review", () => {
    keptInChineseOrNot(["小程序包体积不能超过 2MB，图片都放 CDN", "页面跳转统一用 navigateTo 封装的 router，不要直接调 wx.navigateTo"], ["这个页面白屏了", "审核被拒了，怎么办"]);
  });

  it("keeps no external calls in a transaction, Capybara's driver, stores for shared state and props for the rest, topic names, idempotent consumers, no allocations on the audio thread and where instead, and a pre-revenue company's choices; not a lag of now or a plan for this sprint", () => {
    keptAsLabelled([
      "Never call external APIs inside a transaction block, do it in an after_commit job ||| keep",
      "Feature specs use Capybara with cuprite, not selenium ||| keep",
      "Svelte stores for shared state, props for everything else ||| keep",
      "Topic names follow domain.entity.event, like billing.invoice.created ||| keep",
      "Consumers must be idempotent, we get at-least-once delivery ||| keep",
      "No allocations on the audio thread, preallocate in prepareToPlay ||| keep",
      "We're pre-revenue, so pick the cheapest option unless it costs us engineering time ||| keep",
      "I care more about shipping this week than perfect code, but no shortcuts on auth ||| keep",
      "what does cuprite even do ||| skip",
      "the consumer lag is huge right now ||| skip",
      "can we talk about pricing later ||| skip",
      "this for now, that for everything else ||| skip",
      "No allocations on the audio thread? ||| skip",
      "We're pre-revenue, so can we skip the paid plan this month? ||| skip",
      "We're on a budget this sprint, so skip the load tests ||| skip",
    ]);
  });

  it("keeps, in Chinese, crawling through the proxy pool and rates set per site, and not a ban of now", () => {
    keptInChineseOrNot(["爬虫统一走代理池，不许用公司出口 IP 直接抓", "每个站点的抓取频率配在 sites.yaml 里，代码里不要写死"], ["被封 IP 了"]);
  });

  it("keeps LiveView for admin pages, contexts through their public functions, Addressables past a size, CONCURRENTLY for big tables' indexes, row level security, previews that must build, keys rotated and where they are kept, and a designer learning to code; not a crash, a slow day, one asset or shifts", () => {
    keptAsLabelled([
      "LiveView for every admin page, no React islands ||| keep",
      "Contexts never call each other's Repo directly, go through the public functions ||| keep",
      "Addressables for every asset over 1 MB, nothing big in Resources ||| keep",
      "Every migration that adds an index on a big table uses CONCURRENTLY ||| keep",
      "Row level security is on for every tenant table, never bypass it with the service role in app code ||| keep",
      "SwiftUI previews must build, broken previews block review ||| keep",
      "I rotate my API keys every 90 days and keep them in 1Password, never in .env files ||| keep",
      "I'm a designer learning to code, explain Swift syntax when you use something new ||| keep",
      "The preview crashed again ||| skip",
      "why is Xcode so slow today ||| skip",
      "ship it when the tests pass ||| skip",
      "ok the RLS policy works now ||| skip",
      "Addressables for this asset, it's over 1 MB ||| skip",
      "Every migration that I wrote uses it ||| skip",
      "Does every migration that adds an index use CONCURRENTLY? ||| skip",
      "the previews must build before I look, today ||| skip",
      "I rotate my shifts every two weeks ||| skip",
    ]);
  });

  it("keeps, in Chinese, Riverpod for state and one Dio wrapper, and not a failed build", () => {
    keptInChineseOrNot(["状态管理统一用 Riverpod，别引入 GetX", "所有接口请求都走 Dio 的封装，拦截器里统一处理 token 刷新"], ["安卓打包又失败了"]);
  });

  it("keeps an LTS target, ActionResult for every action, migrations generated then reviewed, a Python floor and why, content as MDX named without its article, timers for ROS2 publishing, a flag and holdout for every experiment and when the user checks dashboards; not a build question, a drift of now or a broken config", () => {
    keptAsLabelled([
      "We target .NET 8 LTS, don't use preview language features ||| keep",
      "Every controller action returns ActionResult<T>, never raw entities ||| keep",
      "EF migrations are generated, then reviewed by a human before they're applied ||| keep",
      "The CLI must keep working on Python 3.9, it's what Debian stable ships ||| keep",
      "Typer for the CLI, click only through Typer ||| keep",
      "Content lives in src/content as MDX, one folder per collection ||| keep",
      "ROS2 nodes publish at fixed rates from a timer, never from inside a subscriber callback ||| keep",
      "Every experiment gets a feature flag and a holdout group of at least 5% ||| keep",
      "I check dashboards on Monday mornings, so put weekly summaries in the PR description ||| keep",
      "did the build pass? ||| skip",
      "the robot drifted left again ||| skip",
      "let's try a bigger holdout this time ||| skip",
      "the migration looks fine, apply it ||| skip",
      "the migrations are generated, then I'll review them later ||| skip",
      "Config is broken ||| skip",
      "Assets are missing ||| skip",
      "Content lives where? ||| skip",
      "I check dashboards on Monday mornings ||| skip",
      "I checked the dashboards this morning, so put the numbers in the PR ||| skip",
    ]);
  });

  it("keeps, in Chinese, idempotent payment callbacks, one money module and the reconciliation file's time, and not a timeout of now", () => {
    keptInChineseOrNot(["支付回调必须做幂等，用订单号加锁", "金额计算统一在 money 模块，别在业务代码里乘除", "对账文件每天 T+1 生成，别改生成时间"], ["回调又超时了"]);
  });

  it("keeps explicit Deno permissions, an oracle and a comparison test for every ported function, Flows over triggers unless a callout, a tick rate and who assumes it, key tests on every model, a failed suite that stops the load and a user reading on a big monitor; not an error of 1e-6, a lag of now or a question", () => {
    keptAsLabelled([
      "Deno permissions are explicit in deno.json tasks, never run with -A ||| keep",
      "While porting, keep the MATLAB output as the oracle, every ported function gets a comparison test ||| keep",
      "Flows over Apex triggers unless the logic needs a callout ||| keep",
      "Tick rate is 30 Hz on the server, client prediction assumes that ||| keep",
      "Every dbt model gets not_null and unique tests on its key, no exceptions ||| keep",
      "Great Expectations suites run before the load, a failed suite stops the pipeline ||| keep",
      "I read code on a big monitor, long lines are fine but keep functions short ||| keep",
      "hmm, the port is off by 1e-6 ||| skip",
      "can you run the comparison again? ||| skip",
      "the server lagged at 200 players ||| skip",
      "Flows over Apex triggers? ||| skip",
      "this over that unless you mind ||| skip",
      "Tick rate is 30 Hz right now, can we raise it? ||| skip",
      "a failed suite stopped the pipeline last night ||| skip",
      "While porting, I broke the build, sorry ||| skip",
      "I read code on my phone sometimes ||| skip",
    ]);
  });

  it("keeps, in Chinese, main and renderer talking only through preload and our own update server, and not a big installer", () => {
    keptInChineseOrNot(["主进程和渲染进程只通过 preload 暴露的 API 通信，不许开 nodeIntegration", "自动更新走我们自己的更新服务器，不用 GitHub Releases"], ["打包出来的安装包太大了"]);
  });

  it("keeps prices from the API at render, MISRA under firmware/, no dynamic memory after boot, Cobra and kebab-case flags, notebooks for exploration only, Nx affected, each package's eslint config and a color-blind user's plots; not a dead kernel, a cache for the demo or a question", () => {
    keptAsLabelled([
      "Product prices always come from the pricing API at render time, never cached in Pinia ||| keep",
      "MISRA C rules apply to everything under firmware/, deviations need a signed record ||| keep",
      "No dynamic memory after boot, everything is statically allocated ||| keep",
      "Cobra for commands, flags are kebab-case ||| keep",
      "Notebooks are for exploration only, anything that ships goes into the package with tests ||| keep",
      "Nx affected runs in CI, don't run the whole graph locally unless you changed a shared lib ||| keep",
      "Every package owns its own eslint config extension, the root config stays minimal ||| keep",
      "I'm color-blind and on a laptop, so plots need markers, not just colors ||| keep",
      "the notebook kernel died ||| skip",
      "can we cache prices just for the demo? ||| skip",
      "what's the flag for verbose again ||| skip",
      "MISRA C rules apply to this file? ||| skip",
      "Cobra for now, flags later ||| skip",
      "Cobra for commands? ||| skip",
      "that's the convention, right? ||| skip",
    ]);
  });

  it("keeps, in Chinese, one Validator and Redis key prefixes, and not a version question", () => {
    keptInChineseOrNot(["所有接口都要过参数校验，用 Validator 类，不要在控制器里手写 if", "Redis 的 key 统一加业务前缀，比如 order:、user:"], ["PHP 版本是多少来着"]);
  });

  it("keeps, in Chinese, a weekly TestFlight and the only hours a step may be done; not this week's, nor a question", () => {
    keptInChineseOrNot(['每周四下午发 TestFlight，周四中午以后合的代码要等下周', '主库只能在周日维护窗口重启，工作时间绝对不行', '每周五下午打包提审，周五之后合的代码赶不上'], ['这周四下午发 TestFlight', '主库今天只能在晚上重启', '生产库现在只能在凌晨做迁移吗', '这周五下午打个包给测试']);
  });

  it("keeps, in Chinese, how many a default holds, the user away for a stretch, and a correction said of what the agent just did; not one day away, nor a hold for now", () => {
    keptInChineseOrNot(['表格分页默认每页二十条，产品定的，别改', '我下周一到周三请假，有问题找小王', '我 3 月 5 号到 3 月 9 号出差', '你刚才那个改法不对，状态要放在 pinia 里，不要放组件里', '不对，现在都用 pnpm 了'], ['我明天请假', '我下周请假吗', '默认每页 20 条吗', '你刚才那个改法不对，先别动', '不对，先别动吧']);
    expect(extractStatements(replies(['你刚才那个改法不对，状态要放在 pinia 里，不要放组件里'], ZH))[0]?.text).toBe('状态要放在 pinia 里，不要放组件里。');
  });

  it("keeps, in Chinese, a step taken on the user's word alone, every time (not this once, nor the thing at hand)", () => {
    expect(keptInChinese(['E2E 测试很慢，我说跑的时候再跑', '只有我让你推送的时候才推送', '部署要等我确认了再做']).map(([type]) => type)).toEqual(['feedback', 'feedback', 'feedback']);
    expect(keptInChinese(['等我说了再提交', '这个文件等我说了再改', '你先别动，等我说了再改', '我确认了再合并这个 PR', '好的，我说了再跑'])).toEqual([]);
    // and what holds a dependency back on its version
    expect(keptInChinese(['我们有个老模块依赖 lodash 3 的行为，升了会挂']).map(([type]) => type)).toEqual(['feedback']);
    expect(keptInChinese(['这个函数依赖 lodash 3 的行为，升了会挂吗'])).toEqual([]);
    // and a bound below which no merge request goes in
    expect(keptInChinese(['测试覆盖率低于 80% 的 MR 不让合']).map(([type]) => type)).toEqual(['feedback']);
    expect(keptInChinese(['覆盖率低于 80% 的这个 MR 不让合吗'])).toEqual([]);
    // and what the user says of how the agent works
    expect(keptInChinese(['你的回答太长了，说重点', '不确定的时候直接说不确定，别瞎猜', '改动大的话先给我看方案', '你又过度设计了，简单点', '每改一点就跑一遍测试没必要，最后跑一次就行']).map(([type]) => type)).toEqual(['feedback', 'feedback', 'feedback', 'feedback', 'feedback']);
    expect(keptInChinese(['你的回答太长了', '这次改动大的话先给我看方案吗', '你的回答太长了，这次先这样吧'])).toEqual([]);
    // and what the agent may do unasked, or must ask before
    expect(keptInChinese(['跑测试不用问我，直接跑', '装新依赖之前先问我']).map(([type]) => type)).toEqual(['feedback', 'feedback']);
    expect(keptInChinese(['这次跑测试不用问我'])).toEqual([]);
  });

  it('keeps who has the say on a kind of question, and a rule said as following from how the project stands', () => {
    const kept = (said: string) => extractStatements(replies([said])).filter(standsAlone).map((s) => s.text);
    expect(kept('Mark is the PM, he decides on scope questions, not me')).toEqual(['Mark is the PM, he decides on scope questions, not me.']);
    expect(kept('The payments code was written by a contractor and is fragile; any change there needs a review from Maria.')).toHaveLength(1);
    expect(kept('our main customer is a hospital, so anything touching patient data needs audit logging')).toEqual([
      'Our main customer is a hospital, so anything touching patient data needs audit logging.',
    ]);
    for (const said of ['Mark is the PM, he decides on it', "the deploy is paused because of the incident, so don't push to main", "the staging db is down, so don't run the migrations"]) {
      expect(kept(said), said).toEqual([]);
    }
  });

  it("keeps a measure someone wants before every release, the command for a step of the work, and where the secrets are kept", () => {
    const kept = (said: string) => extractStatements(replies([said])).filter(standsAlone).map((s) => s.text);
    expect(kept('my manager wants test coverage above 80% before we release')).toEqual(['My manager wants test coverage above 80% before we release.']);
    expect(kept('use `make dev` to start everything locally, not docker compose directly')).toHaveLength(1);
    expect(extractStatements(replies(['the secrets are in AWS Secrets Manager under /prod/checkout/*'])).map((s) => s.kind)).toEqual(['pointer']);
    // whom a kind of change is agreed with, named here or in the clause before the rule
    expect(kept('the mobile team consumes this API too, so coordinate breaking changes with them in #mobile-api')).toHaveLength(1);
    for (const said of ['coordinate breaking changes with them in #mobile-api', 'discuss these changes with Priya']) expect(kept(said), said).toEqual([]);
    for (const said of ['use `make dev` to start it', 'my manager wants it above 80% before we release', 'the keys are in the test fixture', 'the secrets are in the .env file right now']) {
      expect(kept(said), said).toEqual([]);
    }
  });

  it('ends a correction where the message goes on to what to do next, and reads no full stop into a value told as changed', () => {
    const kept = (said: string) => extractStatements(replies([said])).filter(standsAlone).map((s) => s.text);
    // a pick of what was meant, then a request: neither is a memory
    for (const said of ['不对，我说的是上面那个文件。帮我把这个测试修一下。', 'actually, let\'s wait. Then open a PR.', '不对。帮我把这个测试修一下。']) expect(kept(said), said).toEqual([]);
    // what to do instead is still part of the correction
    expect(kept('no no no. don\'t run the full e2e suite locally, it takes 40 minutes and needs the VPN. run the affected unit tests and let CI do e2e.')).toEqual([
      "Don't run the full e2e suite locally, it takes 40 minutes and needs the VPN. Run the affected unit tests and let CI do e2e.",
    ]);
    // "…, it's over." is over (no news), as "…, it's over" is; "…, it's 100 now." is the new value
    expect(kept("forget what I said about the staging freeze, it's over.")).toEqual([]);
    expect(kept("forget what I said about the 80 char limit, it's 100 now.")).toEqual(['The char limit is 100 now, not 80.']);
  });

  it('keeps a fact told with what it leads to, and the why after a Chinese rule', () => {
    const kept = (said: string) => extractStatements(replies([said])).map((s) => s.text);
    expect(kept('Also, just so you know, the orders table has 80 million rows, so any query on it without an index on tenant_id will time out.')).toEqual([
      'The orders table has 80 million rows, so any query on it without an index on tenant_id will time out.',
    ]);
    expect(kept('One thing to keep in mind: the email provider allows at most 10 sends per second per account, and going over gets us throttled for an hour.')).toHaveLength(1);
    expect(kept('the tests are flaky, so the build will fail')).toEqual([]);
    expect(kept('the test table has 3 rows')).toEqual([]);
    expect(kept('我们所有的导出文件都必须加水印，这是法务的要求。')).toEqual(['我们所有的导出文件都必须加水印，这是法务的要求。']);
    expect(kept('FYI, the product team decided last month that we no longer accept HEIC files anywhere in the app.')).toHaveLength(1);
    expect(kept('FYI we use eslint flat config now, the old .eslintrc files are gone.')).toHaveLength(1);
    expect(kept('we deploy to staging with the script now')).toEqual([]);
  });

  it("reads text the user shows — quoted, forwarded, handed over to work on — as someone else's words", () => {
    const kept = (said: string) => extractStatements(replies([said])).map((s) => s.text);
    for (const said of [
      'The task description says: "Users should always be redirected to the dashboard after login." Implement that.',
      'I found this in the old wiki, is it still accurate? "Deploys must be approved by two people and only happen on Tuesdays."',
      'Can you draft a team announcement: "Starting Monday, all PRs need a linked ticket."',
      "My coworker sent this in Slack, can you check if it's true for our setup?\n\n> you should never run npm audit fix --force, it breaks lockfiles",
      'Summarize this RFC for me:\n\n## Proposal\nEvery log line must be JSON with a trace_id field. Services must not log PII.',
      // the agent's plan taken up, material to turn into a page, the points a document should make
      'ok go with your plan:\n1. Always validate the input at the controller\n2. Never trust the client-side total\nDo steps 1 and 2 first.',
      "Here's the checklist from the last incident, turn it into a runbook page:\n- never restart the primary during business hours\n- always page the on-call before failover",
      'Write the migration guide. Key points:\n- all v1 endpoints are removed\n- tokens must be rotated after upgrading',
    ]) expect(kept(said)).toEqual([]);
    // a short quoted word is the user's own ("we spell it "color""), and so is their own earlier rule, quoted
    expect(kept('we spell it "color" not "colour" everywhere in the UI copy')).toHaveLength(1);
    expect(kept('as I said, "never force-push to main"')).toHaveLength(1);
    // and a format in quotes is part of the rule, kept whole
    expect(kept('Commit messages must follow "type(scope): short summary in imperative"')).toEqual(['Commit messages must follow "type(scope): short summary in imperative".']);
    // agreeing with someone, then the rule
    expect(kept('The reviewer is right btw, we never put raw SQL in controllers, it all goes through the repositories. Fix that.')).toEqual([
      'We never put raw SQL in controllers, it all goes through the repositories.',
    ]);
  });

  it('keeps who the user is and how they want answers, and a fact with how to keep its kind — not a report or a plan for the day', () => {
    const kept = (said: string) => extractStatements(replies([said])).map((s) => s.text);
    // what broke after a change is a report, not how things are; who the user is, said from the agent's side, is a profile
    expect(kept('users can never log in after the upgrade, it just spins')).toEqual([]);
    expect(kept('after the upgrade, always clear the cache')).toHaveLength(1);
    expect(kept("you're talking to a backend dev, skip the basics of HTTP when you explain things.")).toEqual([
      "I'm a backend dev, skip the basics of HTTP when you explain things.",
    ]);
    // a plan of the user's for tomorrow told "for context" is no news; a fact and how to keep a kind of thing, or what it lets you use, is a rule
    oneEachAndNone(
      [
        'yep. fyi our support team reads the error messages customers see, so keep them non-technical.',
        "thanks! fwiw we're on node 20 everywhere, so you can use the native fetch and structuredClone.",
        'good stuff. we use feature branches named after the Jira ticket, like ABC-123-short-description.',
        // how to sound, said with "in general"
        'please be more concise in general',
      ],
      // not "be concise" alone, nor "no need to explain the diff to me"
      ["lgtm. for context, I'm going to demo this tomorrow.", 'be concise', 'no need to explain the diff to me', 'no need to explain it to me'],
    );
    // what the user knows already
    expect(kept('no need to explain basic git to me')).toEqual(['No need to explain basic git to me.']);
    // a fault told as a known issue first, the version an environment runs
    expect(kept("it's a known issue: the PDF service times out on files over 20 MB, we just tell users to split them.")).toEqual([
      'Known issue: the PDF service times out on files over 20 MB, we just tell users to split them.',
    ]);
    oneEachAndNone(['this only happens in prod. btw prod runs node 18, local is 20, that\'s probably why.'], ['found it, it was a typo in the env var name.']);
    // what the thing being built or the one at hand must do is the task's; what every new one must, a rule
    oneEachAndNone(['new endpoints should always require auth'], ['the new endpoint should always require auth', 'always return 404 for missing users in this handler', 'never use any in this file']);
    // who has a say and who is who, against the same people in the news of the day
    oneEachAndNone(
      ['Dana owns the billing module, ask her before changing anything there.', 'design changes need sign-off from Priya on the design team.', 'security reviews are mandatory for anything touching auth or payments.', 'our PM is Alex, product questions go to him, not to me.'],
      ['ask Dana about this bug, she might know.', "Priya is out today, we'll get sign-off tomorrow.", 'Bob owns this file, ask him'],
    );
    // who owns a part of the system, by name, either way round; and the part the user maintains
    expect(typesAndTexts(['Jonas owns the server crate.', 'the billing service belongs to Dana', 'I maintain the cli crate.'])).toEqual([
      ['project', 'Jonas owns the server crate.'],
      ['project', 'The billing service belongs to Dana.'],
      ['user', 'I maintain the cli crate.'],
    ]);
    oneEachAndNone([], ['Bob owns the ticket.', 'The app belongs to the user.', 'Alice owns the fix for this.']);
    // what a kind of run costs and the order it implies, not an order about this run
    oneEachAndNone(['the benchmarks in benches/ take 40 minutes, never run them as part of a normal check'], ["this test takes a minute, don't wait for it", "The migration takes 2 hours, don't run it now."]);
    // where every new one of a kind goes, said with code in backticks; not "the new files", which are the task's
    oneEachAndNone(['put new migrations in `db/migrations` with a timestamp prefix like `20261130_add_x.sql`', 'name new tables in singular'], ['put the new files in utils']);
    // who the user is, then a question; a word in quotes is named, not a moment; a PM is a role
    expect(kept("I'm new to this codebase, can you explain how the auth flow works?")).toEqual(["I'm new to this codebase."]);
    expect(kept("I'm stuck on this, can you help?")).toEqual([]);
    expect(kept('just so you know, I\'m based in Singapore, so when I say "tonight" I mean SGT.')).toHaveLength(1);
    expect(kept("I'm a PM, not an engineer, so explain things in plain words please.")).toHaveLength(1);
    // a newcomer's rule is the rule, named by it; the task after who they are is left out; a picture's rule opens as an order
    const named = (said: string) => extractStatements(replies([said])).filter(standsAlone).map((s) => [s.type, nameFor(s), s.text]);
    expect(named("hi all: i'm new on the backend team, please answer me in english from now on")).toEqual([
      ['feedback', 'Answer me in english', "I'm new on the backend team, please answer me in english from now on."],
    ]);
    expect(named('大家好：我是新来的后端，以后请用中文回答我')).toEqual([['feedback', '请用中文回答我', '我是新来的后端，以后请用中文回答我。']]);
    expect(named("i'm new to the team, fix the failing test in auth.spec.ts")).toEqual([['user', "I'm new to the team", "I'm new to the team."]]);
    expect(named('我是新来的后端，你先帮我把环境搭起来')).toEqual([['user', '我是新来的后端', '我是新来的后端。']]);
    expect(named('[Image #1] this is how our design system spaces cards, always use 16px gaps between them')).toEqual([
      ['feedback', 'Always use 16px gaps between them', 'This is how our design system spaces cards, always use 16px gaps between them.'],
    ]);
    expect(kept('this is how the error shows up, always after a deploy')).toEqual([]);
    // a way to write a kind of thing, each time (not the one at hand, pointed back at); a time a service promises
    expect(kept('when you write SQL, uppercase the keywords')).toEqual(['When you write SQL, uppercase the keywords.']);
    expect(kept('when you write the migration, format it nicely')).toEqual([]);
    expect(kept('our SLA for p1 bugs is 4 hours')).toEqual(['Our SLA for p1 bugs is 4 hours.']);
    expect(kept('the budget for the offsite is 2 days')).toEqual([]);
    // the same in Chinese: "no more" of a kind described, a time to answer a kind of trouble, the machine and the hours
    expect(kept('别再写那种复述代码的注释了')).toEqual(['别再写那种复述代码的注释。']);
    expect(kept('别再用这个方法了')).toEqual([]);
    expect(kept('P1 的 bug 要在 4 小时内响应')).toEqual(['P1 的 bug 要在 4 小时内响应。']);
    expect(kept('我用的是 13 寸的笔记本，终端输出别太宽')).toHaveLength(1);
    expect(kept('我一般晚上才有空，白天在开会')).toHaveLength(1);
    // what is held sacred, and the order it gives
    expect(kept('the holdout set is sacred, never tune on it')).toEqual(['The holdout set is sacred, never tune on it.']);
    // what the team does not do, said as a thing; an order with its "only" last
    expect(kept("we don't do friday deploys")).toEqual(["We don't do friday deploys."]);
    expect(kept("we don't do that here")).toEqual([]);
    expect(kept('our monorepo uses nx, run affected targets only')).toEqual(['Our monorepo uses nx, run affected targets only.']);
    // the items of a list numbered inline are statements of their own; a draft handed over to tighten is the material
    expect(kept('ok. Two more things for the future: 1) we use conventional commits, 2) never bump major versions of deps without asking me')).toEqual([
      'We use conventional commits.',
      'Never bump major versions of deps without asking me.',
    ]);
    // found in a long first message through the hooks: an order the team's way makes lasting, a kind of value's form, a
    // migration under way (without the work asked after it)
    expect(kept("And please write table-driven tests, that's how the whole team writes Go tests.")).toHaveLength(1);
    expect(kept("write it like this, that's how we do it")).toEqual([]);
    expect(kept('All money is int64 cents.')).toEqual(['All money is int64 cents.']);
    expect(kept("We're migrating the billing service off the legacy Rails monolith into a standalone Go service, and I need you to start with the invoice generation path.")).toEqual([
      "We're migrating the billing service off the legacy Rails monolith into a standalone Go service.",
    ]);
    expect(kept("we're moving the button from the left to the right")).toEqual([]);
    expect(kept("Here's the PR description draft, tighten it up:\n\nThis PR adds input validation. Always run the migration before deploying.\n\nalso, PR descriptions here should always link the Linear ticket")).toEqual([
      'PR descriptions should always link the Linear ticket.',
    ]);
  });

  it('reads what follows a bare "no!" as the correction it announced', () => {
    const said = (...texts: string[]) => extractStatements([assistant('I added console.log calls to trace it.'), ...texts.map(user)]).filter(standsAlone).map((s) => [s.kind, s.text]);
    expect(said('no!', 'use the logger from lib/log')).toEqual([['correction', 'Use the logger from lib/log.']]);
    // a pick, a redo, or the same words without the objection: nothing
    expect(said('no', 'the one in api/')).toEqual([]);
    expect(said('wait', 'fix the migration first')).toEqual([]);
    expect(said('use the logger from lib/log')).toEqual([]);
    // after a question of the agent's, "no" is an answer
    expect(extractStatements([assistant('Should I continue?'), user('no'), user('use the logger from lib/log')])).toEqual([]);
  });

  it("names the offer a yes makes a habit of, and leaves answers to the agent's questions alone", () => {
    const answer = (agent: string, user: string) => extractStatements([assistant(agent), user_(user)]).map((s) => s.text);
    const user_ = user;
    expect(answer('Done. Do you want me to format the code with prettier before committing?', "yes, always do that, it's in our contributing guide.")).toEqual([
      "Always format the code with prettier before committing, it's in our contributing guide.",
    ]);
    expect(answer('Want me to squash the commits before merging?', 'yeah every time, thanks!')).toEqual(['Always squash the commits before merging.']);
    // and the rest of the message is read as usual
    expect(answer('Do you want me to run prettier before committing?', 'yes, always. Also, the staging db is reset every night at 2am.')).toEqual([
      'Always run prettier before committing.',
      'The staging db is reset every night at 2am.',
    ]);
    // an offer about the thing at hand, a plain yes, an answer: nothing
    expect(answer('Should I run the linter on this file?', 'yes, always')).toEqual([]);
    expect(answer('Do you want me to update the changelog?', 'yes please')).toEqual([]);
    expect(answer('Should I use Redis or Memcached for the cache?', "Redis, it's already in the docker-compose file.")).toEqual([]);
    expect(answer('Should I run the full test suite? It takes about 20 minutes.', 'just the unit tests this time')).toEqual([]);
    // a rule said in the answer is kept
    expect(answer('Should I open the PR against main?', 'no, PRs always go to develop first, main only gets release merges.')).toHaveLength(1);
    // the tool chosen, then the rule that says why; a yes, then a way held to across a part
    expect(answer('Should I use npm or pnpm to install it?', 'pnpm, we never use npm here')).toEqual(['pnpm, we never use npm here.']);
    expect(answer('Should I format the dates as ISO strings?', 'yes, ISO 8601 everywhere in the API')).toEqual(['ISO 8601 everywhere in the API.']);
    expect(answer('Do you want the output in JSON or YAML?', 'JSON for this one')).toEqual([]);
    // an offer that already says "always" takes a plain yes, and a scope said with the yes
    expect(answer('Added tests with a mocked session. Want me to always mock the DB session in unit tests?', 'yes, for unit tests always.')).toEqual(['Always mock the DB session in unit tests.']);
    expect(answer('Added. Should I always add a changelog entry?', 'yes please')).toEqual(['Always add a changelog entry.']);
    expect(answer('Done. Do you want me to always squash commits?', 'sure, for feature branches always')).toEqual(['Always squash commits for feature branches.']);
    expect(answer('Done. Should I always use this helper?', 'yes')).toEqual([]);
    expect(answer('Done. Want me to always run the full suite?', 'no, just this time')).toEqual([]);
    // an answer that bounds the offer to a case makes it a rule for that case
    expect(answer('Want me to update the lockfile?', 'only when you change package.json, otherwise leave it')).toEqual(['Update the lockfile only when you change package.json.']);
    expect(answer('Should I add a changelog entry?', 'only for user-facing changes')).toEqual(['Add a changelog entry only for user-facing changes.']);
    expect(answer('Want me to update the lockfile?', "only if it's quick")).toEqual([]);
    expect(answer('Should I run the tests now?', "only when you're done with this file")).toEqual([]);
    expect(answer('Want me to fix this?', 'only when you have time')).toEqual([]);
  });

  it('takes every item of a list introduced as rules, and sees a rule in any list item', () => {
    const st = extractStatements([
      user('A few rules for this repo:\n- use pnpm\n- never push to main\n1. keep PRs small\n\nNow can you fix the flaky login test?'),
      user('Things to fix in this PR:\n- rename getUser\n- add a test for the parser\n- Always run the linter before committing'),
    ]);
    expect(st.map((s) => [s.kind, s.text])).toEqual([
      ['rule', 'Use pnpm.'],
      ['rule', 'Never push to main.'],
      ['rule', 'Keep PRs small.'],
      ['rule', 'Always run the linter before committing.'],
    ]);
    // a list introduced as facts about the project: each item as the forms read it, else a notice (not a plan for today)
    const facts = ['couple of things about this repo:\n- we have a lot of legacy code\n- we use pnpm\n- tests go next to the code\n- i prefer small PRs', 'notes about the project plan for today:\n- finish the api\n- write docs'];
    expect(typesAndTexts(facts)).toEqual([['project', 'We have a lot of legacy code.'], ['feedback', 'We use pnpm.'], ['feedback', 'Tests go next to the code.'], ['user', 'I prefer small PRs.']]);
  });

  it("reads a long message's pasted middle (a document, a log) as no one's rules, and the words around it as the user's", () => {
    const pasted = Array.from({ length: 120 }, (_, i) => `- Always indent with ${i} spaces in section ${i}.`).join('\n');
    const st = extractStatements([user(`Never vendor their code. Here is their style guide:\nConventions:\n${pasted}\nAnd never copy it into our docs.`)]);
    expect(st.map((s) => s.text)).toEqual(['Never vendor their code.', 'Never copy it into our docs.']);
  });

  it("reads a short message's pasted lines (a test run, a stack trace, npm's output, a quoted README) as no one's words", () => {
    const said = [
      'I ran the tests and got this:\n\nFAIL src/auth/login.test.ts\n  ● login › should never store the raw password\n    Expected: "hashed"\n    Received: "hunter2"\n      at Object.<anonymous> (src/auth/login.test.ts:42:5)\n\ncan you fix it?',
      "here's the output of npm install:\nnpm WARN deprecated request@2.88.2: request has been deprecated\nnpm ERR! Always use --legacy-peer-deps when you hit this\nwhat do I do",
      'Traceback (most recent call last):\n  File "app.py", line 10, in <module>\nValueError: timestamps must always be timezone-aware\nwhat does this mean',
      'The README says:\n> Never commit directly to main.\n> Use conventional commits.\nIs that still true?',
      '[ERROR] 2026-11-30 never retry on 4xx\nsrc/retry.ts:12:3 - error TS2345: always pass a number\nbtw we never deploy on fridays',
    ];
    expect(typesAndTexts(said)).toEqual([['feedback', 'We never deploy on fridays.']]);
    // an abbreviation's full stop ends no sentence
    expect(typesAndTexts(['the feature flag names follow the pattern team.feature.variant, e.g. pay.checkout.v2.'])).toEqual([
      ['feedback', 'The feature flag names follow the pattern team.feature.variant, e.g. pay.checkout.v2.'],
    ]);
    // a quote the message does not attribute to anyone is the user's own emphasis
    expect(typesAndTexts(['> Remember: the staging db resets nightly.'])).toEqual([['project', 'The staging db resets nightly.']]);
    // a client's placeholders, a heading's marks and a thinking keyword are not the statement
    expect(typesAndTexts(['# always use pnpm', '[Image #1] the header should never overlap the logo', 'ultrathink: how should we cache it? we never cache per-user data in the cdn'])).toEqual([
      ['feedback', 'Always use pnpm.'],
      ['feedback', 'The header should never overlap the logo.'],
      ['feedback', 'We never cache per-user data in the cdn.'],
    ]);
  });

  it('keeps news told without "FYI" when it has a freeze and its time, an outside demand, or a team rhythm', () => {
    const st = extractStatements([
      user('The release branch is frozen until Friday because QA is signing off.'),
      user('The session store rewrite is driven by compliance, not performance.'),
      user('The build is frozen again, can you restart it?'),
      user('The deploy is paused while I read the logs.'),
      user('The cache is slow because of the big keys.'),
      user('The release train leaves every other Thursday.'),
      user('We go hiking every weekend with the team.'),
    ]);
    expect(st.map((s) => [s.type, s.kind, s.text])).toEqual([
      ['project', 'notice', 'The release branch is frozen until Friday because QA is signing off.'],
      ['project', 'notice', 'The session store rewrite is driven by compliance, not performance.'],
      ['project', 'notice', 'The release train leaves every other Thursday.'],
    ]);
  });

  it('keeps how the project is put together and delivered, not a fault or a state of the moment', () => {
    const said = [
      'postgres runs in docker on port 5433 here, not 5432',
      'the .env.example file is the source of truth for config keys',
      'the frontend talks to the backend through the BFF in apps/gateway',
      'the search index is rebuilt every hour by a cron job in infra/cron',
      'the flaky test in checkout.spec is a known issue, ignore it',
      'we deploy with argo, merging to main rolls out to staging automatically',
    ];
    expect(extractStatements(replies(said)).map((s) => [s.type, s.kind])).toEqual(said.map(() => ['project', 'notice']));
    expect(
      extractStatements(
        replies([
          'kill whatever runs on port 3000',
          'the server is running on port 8080 now',
          'the app calls the api through the proxy and gets a 502',
          'the index is rebuilt every time I run the tests',
          'the error you see is a known issue',
          'merging to main failed',
          'we deployed it with argo yesterday',
        ]),
      ),
    ).toEqual([]);
    // where it runs, when a job runs, what builds the images, a dashboard by its name
    const infra = [
      'we deploy to kubernetes with helm charts from the charts/ folder',
      'the prod cluster is in eu-west-1, staging in eu-central-1',
      'the nightly backup job runs at 3am UTC and locks the users table for a few minutes',
      'our docker images are built by github actions and pushed to ghcr.io',
      'the grafana dashboard for latency is called api-latency',
    ];
    expect(extractStatements(replies(infra)).map((s) => s.type)).toEqual(['project', 'project', 'project', 'project', 'reference']);
    expect(extractStatements(replies(['we deploy to staging with the script now', 'the job runs at 3am, why did it fail?', 'the dashboard is called something weird, rename it']))).toEqual([]);
  });

  // each case: what is kept whole, one statement each, and the same words for the moment, kept not at all
  it.each([
    [
      "the project's context said in lower case: who depends on what, a reasoned choice, a legal limit, a date and what must be ready by it",
      [
        'the mobile team depends on the /v2/feed endpoint, ping them before changing it',
        'we chose zustand over redux because the team found redux too verbose',
        "legal says we can't store IP addresses longer than 30 days",
        'the customer demo is next thursday, the onboarding flow has to work by then',
        'the payments provider sandbox is flaky on weekends',
      ],
      ['the build is red, ping me before merging this', 'we chose pizza over pasta', 'the sandbox is down again', 'the demo is next thursday'],
    ],
    [
      'how the team works with its branches, tests and reviews, and how long systems hold things',
      [
        'hotfixes go straight to the release branch and get cherry-picked back to main',
        'our PR titles follow the format [TEAM-123] short description',
        'integration tests hit a real postgres, never sqlite',
        'my manager reviews all db migrations, tag her on those PRs',
        'the feature flag service caches flags for 60 seconds, so changes are not instant',
        'logs older than 14 days are deleted automatically',
      ],
      ['this fix goes to the release branch', 'the tests hit the wrong database, not staging', 'the logs are deleted, can you recover them?', 'my manager reviews this later, tag her'],
    ],
  ])('keeps %s', (_about, keep, none) => {
    keepsEachAndNone(keep, none);
  });

  it('keeps what a kind of thing in the software must or must not do, not a guess, a wish for one thing, or a person', () => {
    const kept = keepsEachAndNone(
      ['every public function needs a docstring', 'config values must come from env vars', "tests shouldn't depend on each other", 'webhooks must be verified before we parse the body'],
      ['the views must be amazing', 'Precious must have been really scared', 'this function should be faster', 'kids need to sleep early', 'the tests must pass, fix them', 'users should get an email when they sign up'],
    );
    expect(kept.map((s) => s.kind)).toEqual(['rule', 'rule', 'rule', 'rule']);
  });

  it('keeps how things in the software stand when bounded in two clauses, not a failure with "only" or "never"', () => {
    keepsEachAndNone(
      ['our terraform is applied from CI only, never from laptops', 'image uploads are resized by a lambda, the app server never touches the raw files'],
      ['the tests only fail on ci', 'the endpoint never returns anything', 'the database only has test data', 'our tests are flaky except on weekends', 'only add a test if you have time'],
    );
  });

  it('keeps how a kind of thing is made or handled when a mark says so, not what was seen of it, a complaint or an order', () => {
    const kept = keepsEachAndNone(
      [
        'rate limits are per api key, not per ip',
        'webhook payloads are signed with hmac sha256, the secret is in vault',
        'session tokens expire after 12 hours of inactivity',
        'the billing service is written in go, everything else is typescript',
        'analytics events are batched client-side and flushed every 10 seconds',
        'the payment retry logic lives in one place, the retry service, keep it there',
        'push notifications are sent through firebase for android and apns for ios',
        'right, the cron server runs on utc and the business reports use new york time',
        // things of a kind, with a word only software has
        'phone numbers are stored in e164 format',
        'invoices are immutable once sent, corrections are new credit notes',
        // what it looks like, granted in passing, is no observation
        'customer ids are strings everywhere, even though they look like numbers',
        // how often it is tried, what it always does, what sets it off
        'background jobs retry three times with exponential backoff, then land in the dead letter queue',
        'cache keys always include the tenant id',
        'the mobile apps force-update when the api version header changes',
      ],
      [
        // what was seen of it: a count, a look, a time
        'the dashboard shows three alerts',
        'the migrations table has 40 rows',
        'the queue holds about 10k messages',
        'password reset emails arrive after ten minutes sometimes',
        'the staging db is restored from a backup from june',
        // a failure or a complaint, and an order after the fact
        'the images are served from the wrong bucket',
        'the changelog is generated from commit messages, which are a mess',
        'the secrets are stored in the repo in plain text',
        'background jobs pile up during the nightly import',
        'the api runs in debug mode, turn it off',
        // no mark of design: the present tense alone
        'the api docs mention a v3 endpoint',
        'api requests from the partner spike at midnight',
        'push notifications are sent twice',
        'the job runs on utc now',
        'my laptop runs on utc',
        'phone numbers are stored in different formats across tables',
        'dogs are allowed in the office on fridays',
        'German Shepherds are known for their loyalty and smarts.',
        'the dashboard flickers when the data changes',
        'the webhook fired three times',
        'the cache always returns stale data',
        'the logs always include a stack trace',
      ],
    );
    expect(kept.map((s) => [s.type, s.kind])).toEqual([...Array(5).fill(['project', 'notice']), ['feedback', 'rule'], ...Array(8).fill(['project', 'notice'])]);
    expect(kept[7]!.text).toBe('The cron server runs on utc and the business reports use new york time.'); // without its "right,"
    // a fact said with what must never be done is a rule
    expect(typesAndTexts(['hmm, no. all outbound emails must go through the notifications service, never call sendgrid directly'])).toEqual([
      ['feedback', 'All outbound emails must go through the notifications service, never call sendgrid directly.'],
    ]);
  });

  it('keeps a design that changed, told with its "now", and writes the newest on top of what was said before', () => {
    expect(typesAndTexts(['session tokens now expire after 24 hours of inactivity', 'rate limits are now per tenant, not per api key'])).toEqual([
      ['project', 'Session tokens now expire after 24 hours of inactivity.'],
      ['project', 'Rate limits are now per tenant, not per api key.'],
    ]);
    expect(extractStatements(replies(['the staging db is down now', 'the tests now fail on ci', 'the build is green now']))).toEqual([]);
    let body = latestFirst('Session tokens expire after 12 hours.\n', 'Session tokens now expire after 24 hours.\n');
    body = latestFirst(body, 'Session tokens now expire after 48 hours.\n');
    expect(body).toBe('\nSession tokens now expire after 48 hours.\n\nEarlier:\n\nSession tokens now expire after 24 hours.\n\nSession tokens expire after 12 hours.\n');
    // what it replaces is the first statement: another the file holds, as extraction wrote it, stays above "Earlier:"
    const said = (text: string) => renderStatementBody({ type: 'project', kind: 'notice', text, quote: text }, '2026-12-03');
    const two = `\n${said('Ana owns the billing service.')}\n${said('The billing service deploys on fridays.')}`;
    const after = latestFirst(two, said('Priya owns the billing service now.'));
    expect(after).toMatch(/^\nPriya owns the billing service now\.[^]*\n\nThe billing service deploys on fridays\.[^]*\n\nEarlier:\n\nAna owns the billing service\.[^]*$/);
    expect(after.split('Earlier:')[1]).not.toContain('fridays');
  });

  it('keeps a change of stack or way told as a story, and a decision after an incident', () => {
    oneEachAndNone(
      [
        'we used to squash merge but now we rebase and merge, keep the commits clean.',
        'we tried redis for the job queue but went back to postgres with SKIP LOCKED, it was simpler to operate.',
        'we stopped using moment.js a while ago, everything new uses date-fns.',
        'after the last incident we agreed that nobody deploys without someone else online.',
      ],
      ['we tried to fix it but went back to the old version', 'we stopped using it', 'I used to use vim but switched to vscode last year.', 'last time we deployed on a friday everything broke, lol'],
    );
  });

  it('keeps a change in what the project uses, not a move of a file or of a home', () => {
    const said = ['we no longer use Jest', 'We migrated from MySQL to Postgres.', 'we replaced moment with date-fns', 'We switched to pnpm.', 'FYI we moved off Jenkins, everything is on GitHub Actions now', '我们已经从 Jenkins 迁移到 GitHub Actions 了。', '我们不再用 MySQL 了，改用 Postgres。'];
    expect(extractStatements(replies(said)).map((s) => [s.type, s.kind])).toEqual(said.map(() => ['project', 'notice']));
    expect(extractStatements(replies(['we just moved the file to src/', 'we moved the meeting to friday', 'we moved from Boston to Denver last year', '我们从北京搬到上海了。']))).toEqual([]);
    // nor a change to something unnamed, or for now
    expect(extractStatements(replies(['We switched to the dev branch, run the tests.', 'we no longer need this file, delete it', 'We replaced the button with a link.', 'We dropped the index for now.']))).toEqual([]);
  });

  it('takes a correction of the agent as feedback', () => {
    const st = extractStatements([user('fix the date parsing'), assistant('I switched it to moment.js.'), user('No, we use date-fns everywhere, not moment.')]);
    expect(st).toEqual([expect.objectContaining({ type: 'feedback', kind: 'correction', text: 'We use date-fns everywhere, not moment.' })]);
    // corrections in other words; a window of a longer conversation says who spoke before it
    const more = extractStatements([user("That's not how we do it here — we keep all SQL in the repository layer.")], { after: assistant('Added the query to the handler.') });
    expect(more.map((s) => [s.kind, s.text])).toEqual([['correction', 'We keep all SQL in the repository layer.']]);
    const actually = extractStatements([assistant('Reading .env.'), user('Actually the settings live in config/app.yaml, not .env.')]);
    expect(actually.map((s) => [s.kind, s.text])).toEqual([['correction', 'The settings live in config/app.yaml, not .env.']]);
    // its reason goes with it; what the user says next on another subject is a memory of its own
    const why = extractStatements(replies(['No, don\'t mock the database. We got burned last quarter when the mocks passed and prod failed.']));
    expect(why.map((s) => [s.kind, s.text])).toEqual([['correction', "Don't mock the database. We got burned last quarter when the mocks passed and prod failed."]]);
    // a correction about "it", the thing at hand, is one for the session's notes, not a memory: read later, "it" names nothing
    const atHand = extractStatements(replies(["No, it must run after auth, otherwise we don't know the key's plan.", 'No, this should return null instead of throwing.', "No, it's always pnpm in this repo, not npm.", 'No, the limiter must run after auth.']));
    expect(atHand.map((s) => [s.kind, standsAlone(s)])).toEqual([['correction', false], ['correction', false], ['correction', true], ['correction', true]]);
    const two = extractStatements(replies(['No, we never use default exports. Also I am a backend engineer, mostly Go.', 'No, use named exports. FYI the e2e suite only runs on main.']));
    expect(two.map((s) => [s.type, s.kind])).toEqual([['feedback', 'correction'], ['user', 'profile'], ['feedback', 'correction'], ['project', 'notice']]);
    // not a correction: no agent words before it, or "actually" with nothing set against the agent's
    expect(extractStatements([user('No, integration tests hit the real database.')])).toEqual([]);
    expect(extractStatements(replies(['Actually that works fine now.']))).toEqual([]);
    expect(extractStatements(replies(['No, the other one.']))).toEqual([]);
    expect(extractStatements(replies(['No, that is the wrong file, open the other one.']))).toEqual([]);
    expect(extractStatements(replies(['Actually, never mind, leave it as is.']))).toEqual([]);
    expect(extractStatements(replies(['No, I meant the other test file.']))).toEqual([]);
    // the work at hand redone is no correction to keep, nor the end of one
    expect(extractStatements(replies(['no wait. fix the migration so it adds the column as nullable.', 'No, change this to a map.']))).toEqual([]);
    const redone = extractStatements(replies(['no wait. migrations in this repo are always backwards compatible, we deploy code before running them. fix the migration so it adds the column as nullable.']));
    expect(redone.map((s) => [s.kind, s.text])).toEqual([['correction', 'Migrations in this repo are always backwards compatible, we deploy code before running them.']]);
    // a tool's result between the agent's words and the reply does not count as someone speaking
    expect(extractStatements([assistant('Done.'), user(''), user('No, integration tests hit the real database.')])).toHaveLength(1);
    // stopping the agent mid-work, then saying what to do instead, corrects it
    const stopped = extractStatements([assistant('Should I mock the client?'), user('[Request interrupted by user for tool use]'), user('No, use the recorded fixtures for that.')]);
    expect(stopped.map((s) => [s.kind, s.text])).toEqual([['correction', 'Use the recorded fixtures for that.']]);
    expect(extractStatements([user('No, use the recorded fixtures for that.')], { after: user('[Request interrupted by user]') })).toHaveLength(1);
    // an answer to the agent's question is no correction, though a rule said in it is kept
    expect(extractStatements([assistant('Should I update the docs too?'), user('No, just the code for this one.')])).toEqual([]);
    const answer = extractStatements([assistant('Should I mock the database?'), user("No, don't mock the database in integration tests.")]);
    expect(answer.map((s) => [s.kind, s.text])).toEqual([['rule', "Don't mock the database in integration tests."]]);
    // "no" without a stop opens a correction only before a clause: "no emojis in comments" forbids
    // emojis, and stripping its "no" would keep the opposite; "no, that is fine" approves
    const forbids = extractStatements(replies(['no emojis in code comments please', 'no use pnpm in this repo', 'no - the config lives in app.yaml, not .env']));
    expect(forbids.map((s) => [s.kind, s.text])).toEqual([
      ['rule', 'No emojis in code comments please.'],
      ['correction', 'Use pnpm in this repo.'],
      ['correction', 'The config lives in app.yaml, not .env.'],
    ]);
    expect(extractStatements(replies(['no tests in this repo', 'no errors in the logs this time', 'no, that is fine']))).toEqual([]);
    // a verdict on the agent's work is kept for the lasting statement after it, and a habit of the
    // agent's for the rule it breaks; "next time, …" holds from now on
    const verdicts = extractStatements(replies(["that's overkill, we like things simple here", 'you keep using var, we use const and let only', 'next time, run the type checker before telling me it is done']));
    expect(verdicts.map((s) => [s.kind, s.text])).toEqual([
      ['correction', 'We like things simple here.'],
      ['rule', 'You keep using var, we use const and let only.'],
      ['rule', 'Run the type checker before telling me it is done.'],
    ]);
    expect(extractStatements(replies(["that's overkill, just use a map", 'you keep asking the same question, just do it', 'next time we meet, bring the notes']))).toEqual([]);
    // a habit of the agent's and the way wanted instead, in two sentences; the way "we" do a named thing
    const twoSentences = extractStatements(replies(['you keep putting console.logs everywhere. use the logger from lib/log instead.', "that's not how we name branches. it's always feat/<ticket>-<short-name>."]));
    expect(twoSentences.map((s) => [s.kind, s.text])).toEqual([
      ['rule', 'You keep putting console.logs everywhere. Use the logger from lib/log instead.'],
      ['correction', "How we name branches: it's always feat/<ticket>-<short-name>."],
    ]);
    // …not the moment's ("no no, mock the database in this one test only"), nor a habit with the way for this once
    expect(extractStatements(replies(['no no, mock the database in this one test only.', 'you keep putting logs in there. use the logger instead for now.']))).toEqual([]);
    // thanks and reassurance are not corrections
    expect(extractStatements([assistant('Sorry, my mistake.'), user('No worries, take your time and check the logs.')])).toEqual([]);
    expect(extractStatements([assistant('Thanks for the help!'), user('No problem, glad it works for the team.')])).toEqual([]);
  });

  it('keeps where things are kept outside the code as references', () => {
    const st = extractStatements([
      user('Pipeline bugs are tracked in the Linear project INGEST. Check there for context.'),
      user('The oncall dashboard is at https://grafana.example.com/d/api-latency and it is what oncall watches.'),
      user('Deploy questions go to #deploys.'),
      user('Our API docs live in Notion under Engineering.'),
      user('Feature flags are managed in LaunchDarkly.'),
      user('Remember that incidents are written up in Confluence.'),
      user('FYI the roadmap is in Google Docs.'),
      user('Oncall escalations are handled in PagerDuty under the Platform rotation.'),
      user('The preview environment is at preview.example.dev and resets every Sunday.'),
      user('The staging api keys are in 1Password under Staging.'),
      user('Error budgets are reviewed in the SRE weekly doc in Confluence.'),
      user('Design reviews happen in the #design-review channel on Slack.'),
      user('Bug reports come in through Zendesk and get copied to Jira by the support team.'),
      user('The feature flag service is LaunchDarkly.'),
    ]);
    expect(st.map((s) => [s.type, s.text])).toEqual([
      ['reference', 'Pipeline bugs are tracked in the Linear project INGEST.'],
      ['reference', 'The oncall dashboard is at https://grafana.example.com/d/api-latency and it is what oncall watches.'],
      ['reference', 'Deploy questions go to #deploys.'],
      ['reference', 'Our API docs live in Notion under Engineering.'],
      ['reference', 'Feature flags are managed in LaunchDarkly.'],
      ['reference', 'Incidents are written up in Confluence.'],
      ['reference', 'The roadmap is in Google Docs.'],
      ['reference', 'Oncall escalations are handled in PagerDuty under the Platform rotation.'],
      ['reference', 'The preview environment is at preview.example.dev and resets every Sunday.'],
      ['reference', 'The staging api keys are in 1Password under Staging.'],
      ['reference', 'Error budgets are reviewed in the SRE weekly doc in Confluence.'],
      ['reference', 'Design reviews happen in the #design-review channel on Slack.'],
      ['reference', 'Bug reports come in through Zendesk and get copied to Jira by the support team.'],
      ['reference', 'The feature flag service is LaunchDarkly.'],
    ]);
    expect(fileNameFor(st[0]!)).toBe('reference_pipeline_bugs_tracked.md');
    // the flags in a tool named by its capital, and the one who reviews a part of the work
    expect(typesOf(['the feature flags are in Unleash, the project is called web-prod', "I'm the only reviewer for the billing module, ping me on anything that touches invoices"])).toEqual(['reference', 'user']);
    noneKept(['the bugs are in Checkout', 'the flags are in the config file', 'the metrics are in JSON']);
    // a part of the work in a named system; a place with a check that comes with every deploy (not with this one)
    expect(typesOf(['error tracking is in Sentry, project name bookly-api', 'the grafana board for the api is called api-overview, check it before and after deploys'])).toEqual(['reference', 'reference']);
    noneKept(['the grafana board for the api is called api-overview, check it after you deploy this']);
  });

  it('keeps a notice with a date, a deadline or a reason as project news, dated', () => {
    const monday = new Date(2026, 10, 30, 12).getTime(); // local noon, Monday 2026-11-30
    const st = extractStatements([
      { ...user('FYI we are freezing all non-critical merges after Thursday because mobile is cutting a release branch.'), at: monday },
      { ...user('Heads up: the auth rewrite is driven by legal compliance, not tech debt, so scope follows the legal review.'), at: monday },
      { ...user('Note that the v2 API goes away at the end of the quarter.'), at: monday },
      { ...user('thanks — note that the e2e tests need the VPN, they fail without it'), at: monday },
      { ...user('heads up, the billing API is rate limited to 100 req/min per key'), at: monday },
    ]);
    expect(st.map((s) => [s.type, s.kind, s.text])).toEqual([
      ['project', 'notice', 'We are freezing all non-critical merges after Thursday (2026-12-03) because mobile is cutting a release branch.'],
      ['project', 'notice', 'The auth rewrite is driven by legal compliance, not tech debt, so scope follows the legal review.'],
      ['project', 'notice', 'The v2 API goes away at the end of the quarter.'],
      ['project', 'notice', 'The e2e tests need the VPN, they fail without it.'],
      ['project', 'notice', 'The billing API is rate limited to 100 req/min per key.'],
    ]);
    expect(st[0]!.quote).toBe('FYI we are freezing all non-critical merges after Thursday because mobile is cutting a release branch.');
  });

  it('dates relative days as the memory will be read later', () => {
    const monday = new Date(2026, 10, 30, 12).getTime();
    expect(withDates('We deploy tomorrow and the freeze ends today.', monday)).toBe('We deploy tomorrow (2026-12-01) and the freeze ends today (2026-11-30).');
    expect(withDates('The freeze starts after Thursday.', monday)).toBe('The freeze starts after Thursday (2026-12-03).');
    expect(withDates('The migration is due this Monday.', monday)).toBe('The migration is due this Monday (2026-11-30).');
    expect(withDates('The outage last Friday was the cache.', monday)).toBe('The outage last Friday (2026-11-27) was the cache.');
    // "next Thursday" said on a Monday is this week's or next week's: both days, not a guess; said on a Friday, one
    expect(withDates('We ship next Thursday.', monday)).toBe('We ship next Thursday (2026-12-03 or 2026-12-10).');
    expect(withDates('We ship next Monday.', monday)).toBe('We ship next Monday (2026-12-07).');
    expect(withDates('We ship next Thursday.', new Date(2026, 10, 27, 12).getTime())).toBe('We ship next Thursday (2026-12-03).');
    // a bare weekday said of the past and a day already dated stay as they are
    expect(withDates('The outage on Friday was the cache.', monday)).toBe('The outage on Friday was the cache.');
    // a day that recurs is any such day, and so is a bare weekday beside it, unless a start or an end names it
    expect(withDates('The feature store is refreshed every Sunday night, so anything you pull on Monday morning may still be loading, wait until 10am.', monday)).toBe('The feature store is refreshed every Sunday night, so anything you pull on Monday morning may still be loading, wait until 10am.');
    expect(withDates('We deploy each Friday before noon.', monday)).toBe('We deploy each Friday before noon.');
    expect(withDates('Deploys happen on Tuesdays and Thursday evenings until the freeze.', monday)).toBe('Deploys happen on Tuesdays and Thursday evenings until the freeze.');
    expect(withDates('Starting Monday we deploy every Friday.', monday)).toBe('Starting Monday (2026-11-30) we deploy every Friday.');
    expect(withDates('每周四早上 6 点停服维护，更新都放在那个窗口之前。', monday)).toBe('每周四早上 6 点停服维护，更新都放在那个窗口之前。');
    expect(withDates('每个周五下午之后不要发版，周五之后就封版。', monday)).toBe('每个周五下午之后不要发版，周五之后就封版。');
    expect(withDates('从周三开始，每周五都要发周报。', monday)).toBe('从周三（2026-12-02）开始，每周五都要发周报。');
    // which day a week starts on names no day, and a weekly report or meeting recurs
    expect(withDates('我们的周是从周一开始算的，不是周日', monday)).toBe('我们的周是从周一开始算的，不是周日');
    expect(withDates('每周的第一天是周一，明天开始算', monday)).toBe('每周的第一天是周一，明天（2026-12-01）开始算');
    expect(withDates('我们的周报周五交', monday)).toBe('我们的周报周五交');
    // a weekday on which a step is never done is any such day ("周五不上线"); one the step is done on ahead is that day
    expect(withDates('上线要在发布系统里提单，周五不上线。', monday)).toBe('上线要在发布系统里提单，周五不上线。');
    expect(withDates('周三下午全校不排课，要留给教研活动。', monday)).toBe('周三下午全校不排课，要留给教研活动。');
    expect(withDates('周五上线', monday)).toBe('周五（2026-12-04）上线');
    expect(withDates('We ship next Thursday (2026-12-03 or 2026-12-10).', monday)).toBe('We ship next Thursday (2026-12-03 or 2026-12-10).');
    expect(withDates('Merges freeze after Thursday 2026-12-03.', monday)).toBe('Merges freeze after Thursday 2026-12-03.');
    expect(withDates('Merges freeze after Thursday, December 3.', monday)).toBe('Merges freeze after Thursday, December 3 (2026-12-03).');
    // a day of a month without its year: the coming one ahead, the last one in the past, else the coming one within half a year
    expect(withDates('Certification testing starts March 3rd, no new features after that.', monday)).toBe('Certification testing starts March 3rd (2027-03-03), no new features after that.');
    expect(withDates("We're freezing the prod schema on the 15th for the audit.", monday)).toBe("We're freezing the prod schema on the 15th (2026-12-15) for the audit.");
    expect(withDates('We shipped it on the 1st.', monday)).toBe('We shipped it on the 1st (2026-11-01).');
    expect(withDates('The outage on Nov 28 was the cache.', monday)).toBe('The outage on Nov 28 (2026-11-28) was the cache.');
    expect(withDates('The 3rd of March is the cutoff.', monday)).toBe('The 3rd of March (2027-03-03) is the cutoff.');
    expect(withDates('下个月10号要提审，3月3号开始认证测试。', monday)).toBe('下个月10号（2026-12-10）要提审，3月3号（2027-03-03）开始认证测试。');
    // (with its year, already dated, no day of a month, or a number that is no day: as they are)
    for (const t of ['Release on Dec 15, 2026.', 'Release on Dec 15 (2026-12-15).', 'Rerun the 15th test.', 'Run it on the 2nd line.', 'On the 31st of February.', '2026年3月3号上线了。']) expect(withDates(t, monday)).toBe(t);
    // Chinese: weeks start on Monday, so 下周三 is next week's; a bare 周四 only when the sentence looks ahead
    expect(withDates('下周三之前 staging 冻结，明天发布。', monday)).toBe('下周三（2026-12-09）之前 staging 冻结，明天（2026-12-01）发布。');
    expect(withDates('周四之后开始封版，上周五的事故是缓存导致的。', monday)).toBe('周四（2026-12-03）之后开始封版，上周五（2026-11-27）的事故是缓存导致的。');
    expect(withDates('周四我们开会了。', monday)).toBe('周四我们开会了。');
    expect(withDates('下周三（2026-12-09）之前冻结。', monday)).toBe('下周三（2026-12-09）之前冻结。');
    // weeks (from Monday) and months, in both languages; a possessive and a dated phrase stay
    expect(withDates('We moved to bun last week; the migration is planned for next month.', monday)).toBe(
      'We moved to bun last week (the week of 2026-11-23); the migration is planned for next month (2026-12).',
    );
    expect(withDates('We ship in two weeks. It broke 3 weeks ago.', monday)).toBe('We ship in two weeks (2026-12-14). It broke 3 weeks ago (the week of 2026-11-09).');
    expect(withDates("next week's demo is cancelled", monday)).toBe("next week's demo is cancelled");
    expect(withDates('我们下个月迁移，上周换了 CI，上周末加班。', monday)).toBe('我们下个月（2026-12）迁移，上周（2026-11-23 那周）换了 CI，上周末加班。');
    expect(withDates('这个周期内不发版，本月底冻结。', monday)).toBe('这个周期内不发版，本月底冻结。'); // a cycle and the end of the month are no week or month to date
    // quarters and years, in both languages (not a year's month: 明年 3 月)
    expect(withDates('We moved off Jenkins last year; the rewrite lands next quarter.', monday)).toBe('We moved off Jenkins last year (2025); the rewrite lands next quarter (2027 Q1).');
    expect(withDates('去年从 MySQL 迁到了 PG，下个季度上线新网关，明年 3 月下线旧的。', monday)).toBe('去年（2025）从 MySQL 迁到了 PG，下个季度（2027 Q1）上线新网关，明年 3 月下线旧的。');
    const once = withDates('Frozen this week.', monday);
    expect(withDates(once, monday + 9 * 86_400_000)).toBe(once);
  });

  it('never turns ordinary conversation into memories', () => {
    const chatter = [
      'Can you fix the failing test in auth.spec.ts?',
      'Thanks, that looks good.',
      'I think the problem is in the retry loop.',
      "Don't forget to update the changelog.",
      "Don't worry about the warnings for now.",
      'Please add a unit test for the parser.',
      'ok',
      'Why does it always fail on CI?',
      'The build is slow today.',
      'Let me know when you are done.',
      '```\nalways_on = true\nnever_off = false\n```',
      'no',
      'FYI the tests pass now.',
      'Heads up, I pushed the fix.',
      'The bug is in the parser.',
      'The error is in the Sentry SDK.',
      'The config is at src/config.ts.',
      'Check the logs in Datadog.',
      'Go to the settings page in Notion.',
      'Is the roadmap in Notion?',
      'The tests are in the test folder.',
      "Don't give up!",
      "Remember, don't give up!",
      "Don't let the failing build get you down.",
      'Never had a chance to try it.',
      'Always here to help.',
      'Never heard of that library, but it sounds useful.',
      'Remember, take care of yourself and stay positive.',
      'No worries, take your time.',
      "No, I haven't tried that library yet.",
      'Never mind, it works.',
      "Don't be silly, that's fine.",
      'Please stop the server.',
      "Don't bother, I'll do it myself.",
      'In the future, I hope to learn Rust.',
      'Remember why we started this project.',
    ];
    const msgs = replies(chatter);
    expect(extractStatements(msgs)).toEqual([]);
  });

  it('reads past a greeting or "so" opening a statement, and names its file by each word once', () => {
    for (const said of ['hey, we use yarn here, not npm', 'ok so we use yarn here, not npm', 'so we use yarn here, not npm', 'hi all, we use yarn here, not npm']) {
      expect(extractStatements(replies([said])).map((s) => s.text), said).toEqual(['We use yarn here, not npm.']);
    }
    const [me] = extractStatements(replies(["hey, i'm a data engineer mostly, been writing scala for years but new to this python codebase. can you look at the export?"]));
    expect(nameFor(me!)).toBe("I'm a data engineer mostly");
    // ("so" before an order is the reason's consequence, not a lead-in)
    expect(extractStatements(replies(["the deploy is paused because of the incident, so don't push to main"]))).toEqual([]);
    const [poetry] = extractStatements(replies(['btw we use poetry here, not pip — never pip install anything directly into the env']));
    expect(fileNameFor(poetry!)).toBe('feedback_poetry_pip_install.md');
    // (a name with an accent keeps its letter in the file's name, not a stump of it)
    const [owner] = extractStatements(replies(['Lucía owns the netcode']));
    expect(fileNameFor(owner!)).toBe('project_lucia_owns_netcode.md');
    // (a name of one letter and its version, when nothing longer is said, names the file: not "project_note.md")
    expect(fileNameFor({ type: 'project', kind: 'notice', text: "We're on R 4.4 now.", quote: "we're on R 4.4 now" })).toBe('project_r_44.md');
  });

  it('keeps what a frontend session said in passing: a correction after "hmm", a trade alone, a person after their role, a rule with "here" after its subject', () => {
    const named = (said: string) => extractStatements(replies([said])).filter(standsAlone).map((x) => [x.type, nameFor(x)]);
    expect(named("hmm we don't use msw, tests mock fetch with our own helper in test/utils/mockFetch.ts")).toEqual([['feedback', "We don't use msw"]]);
    expect(named("i'm mostly backend tbh, so walk me through what the suspense boundary does here")).toEqual([['user', "I'm mostly backend"]]);
    expect(named('looks right. the designer (Priya) signs off on any change to the checkout UI, so i\'ll send her a screenshot')).toEqual([['project', 'The designer (Priya) signs off on any change to the checkout UI']]);
    expect(named('ok ship it. PR titles here follow conventional commits btw, like fix(checkout): ...')).toEqual([['feedback', 'PR titles follow conventional commits']]);
    expect(fileNameFor(extractStatements(replies(["i'm mostly backend tbh"]))[0]!)).toBe('user_mostly_backend.md');
    // (what the user will do now is no part of the statement; who does a thing, said as part of the rule, is)
    expect(extractStatements(replies(["the designer (Priya) signs off on any change to the checkout UI, so i'll send her a screenshot"]))[0]!.text).toBe('The designer (Priya) signs off on any change to the checkout UI.');
    expect(extractStatements(replies(["i don't want you to run git push yourself, ever, i'll do it"]))[0]!.text).toBe("I don't want you to run git push yourself, ever, i'll do it.");
    // (the explanation asked of the thing at hand is no part of who they are; one asked for always is)
    expect(extractStatements(replies(["i'm mostly backend tbh, so walk me through what the suspense boundary does here"]))[0]!.text).toBe("I'm mostly backend tbh.");
    expect(extractStatements(replies(["i'm new to Rust, so explain the borrow checker errors"]))[0]!.text).toBe("I'm new to Rust, so explain the borrow checker errors.");
    // (where a value comes from in the code, the code says; a trade for the week is no trade; "here" is no rule)
    for (const said of ['can you figure out why? the cart comes from the useCart hook', "i'm mostly backend this week", 'i\'m mostly done', 'the tests here are flaky', 'the designer (Priya) is out today']) {
      expect(named(said), said).toEqual([]);
    }
  });

  it('leaves out an email pasted with its header and words to become a ticket, and names what someone passed on by what they said', () => {
    const kept = (said: string) => extractStatements(replies([said])).filter(standsAlone);
    expect(kept('can you summarize this email thread for me?\n\nFrom: Mark\nTo: team\nSubject: deploy freeze\n\nHi all, we never deploy on fridays, and the freeze lasts until the 15th. Please don\'t merge to main.\n\nThanks, Mark')).toEqual([]);
    expect(kept('draft a polite answer to this\n\nOn Mon, Nov 30, 2026 at 9:12 AM Mark <mark@acme.dev> wrote:\n> we never deploy on fridays, please hold the release')).toEqual([]);
    expect(kept('turn this into a jira ticket: users report that the export always times out when the range is over 30 days. we should never load the whole range at once.')).toEqual([]);
    // (the user's own words before the pasted email still count)
    expect(kept('we never deploy on fridays. reply to this one for me:\n\nFrom: Mark\nSubject: release\n\ncan we ship friday?').map((s) => s.text)).toEqual(['We never deploy on fridays.']);
    const [relayed] = kept('Sam said in standup that we should never use the old billing endpoint anymore');
    expect(nameFor(relayed!)).toBe('We should never use the old billing endpoint anymore');
    expect(nameFor(kept('legal says we can\'t store IP addresses longer than 30 days')[0]!)).toBe("Legal says we can't store IP addresses longer than 30 days");
  });

  it('keeps a way of working the user confirmed, a language they never wrote, and an order after its shrug', () => {
    const named = (said: string) => extractStatements(replies([said])).filter(standsAlone).map((x) => [x.type, nameFor(x)]);
    expect(named("yes exactly, that's the pattern i want for every new service, one file per handler")).toEqual([['feedback', 'Every new service: one file per handler']]);
    expect(named('perfect, keep doing small commits like that, it makes review way easier')).toEqual([['feedback', 'Keep doing small commits like that']]);
    expect(named("i've never written kotlin, so keep the android changes minimal and explain them")).toEqual([['user', "I've never written kotlin"]]);
    expect(named("i've never used docker, can you set it up?")).toEqual([['user', "I've never used docker"]]);
    expect(named('that\'s overkill — for scripts in tools/ just use argparse, no click').length).toBe(1);
    // (what there is to build on is no rule; the rule against a second one is)
    expect(named('we need to add rate limiting to the public api. we use redis already, the limits are per api key')).toEqual([]);
    expect(named("we already use zod for validation, don't add yup or joi").length).toBe(1);
    for (const said of ['keep doing that', 'keep doing the refactor, i\'ll be back in 10', 'keep using the old api for now', 'keep doing what you\'re doing', "that's the pattern i want for every new service", 'for now just use the mock', "i've never used it", "i've never written tests for this", 'exactly, that\'s what i meant']) {
      expect(named(said), said).toEqual([]);
    }
  });

  it('keeps a Chinese "not again", the language a kind of writing is in, every change small and a rule after 所以; not a complaint or a question back', () => {
    const named = (said: string) => extractStatements([{ role: 'assistant', text: '好的。' }, user(said)]).filter(standsAlone).map((x) => [x.type, nameFor(x)]);
    expect(named('别再用 var 了，统一用 const 和 let')).toEqual([['feedback', '别再用 var 了']]);
    expect(named('提交信息用中文写，格式是“模块：做了什么”')).toEqual([['feedback', '提交信息用中文写']]);
    expect(named('代码评审我一般在手机上看，所以每次改动尽量小一点').map(([t]) => t)).toEqual(['feedback']);
    expect(named('新建的表都要有 created_at 和 updated_at 两个字段')).toEqual([['feedback', '新建的表都要有 created_at 和 updated_at']]);
    for (const said of ['别再改了', '别再用这个方法了', '这个注释用中文写', '每次运行都要等好久', '每次都要我提醒你吗', '测试环境挂了，所以先别部署', '他今天请假了，所以代码评审明天再说']) {
      expect(named(said), said).toEqual([]);
    }
  });

  it('keeps terse rules with their reach, "use X, never Y", asking before any of a kind of change, and how each environment is released', () => {
    for (const said of ['tests first, always. write the failing test before the fix', 'no console.log in committed code', '2 space indent in yaml, 4 in python', 'use the existing http client in lib/http, never raw fetch', 'use pnpm, never npm', 'ask before deleting anything in prod buckets']) {
      expect(typesKept(said), said).toEqual(['feedback']);
    }
    expect(typesKept('staging deploys are automatic from main, prod needs a manual approve in argo')).toEqual(['project']);
    for (const said of ['use this one, never mind the other', 'use npm for now, never mind pnpm', 'ask before deleting the file', 'ask me before you add anything else to this PR', 'docs first, then the code', 'tests first', '2 spaces in this file', 'no errors in committed code', 'staging deploys are broken again', 'the staging deploy is running now']) {
      expect(typesKept(said), said).toEqual([]);
    }
  });

  it('keeps where to look said to the agent, where a kind of question goes, and how and where the user works', () => {
    for (const said of ["if you need the api spec it's in the openapi.yaml in the docs repo", 'you can find the design mocks in figma, file called "Checkout v3"', 'the feature flag list is in launchdarkly under the project "web"', 'customer escalations come through the #support-escalations channel', 'for anything about the data warehouse ask in #data-eng', 'the architecture diagrams are on the miro board "System map"']) {
      expect(typesKept(said), said).toEqual(['reference']);
    }
    expect(typesKept("i'm pretty new to kubernetes, so spell out the kubectl stuff")).toEqual(['user']);
    expect(typesKept('i work mostly in vim over ssh, so no GUI tools please')).toEqual(['user']);
    for (const said of ['you can find the bug in the parser', 'you can find the logs in /tmp/out.log', "if you need anything, i'm in #general", 'for anything about this PR ask in #reviews', 'i work in vim today because my laptop died', 'you can find the error in sentry now']) {
      expect(typesKept(said), said).toEqual([]);
    }
  });

  it('keeps why the project is as it is beyond its code: a goal, the biggest customer, who alone may change a part, what another team needs kept, the reason for a practice', () => {
    for (const said of ['legal asked us to delete user IPs after 30 days, that\'s why the cleanup job exists', 'the reason we pin numpy below 2 is the scipy build on our arm runners', "acme corp is our biggest customer, their integration uses the v1 webhooks so we can't drop those", 'the q2 goal is cutting p95 latency on search in half', 'support needs the export to stay csv, some customers import it into excel', 'the payments team is the only one allowed to change the stripe integration', "we're sunsetting python 3.8 support in the next minor release"]) {
      expect(typesKept(said), said).toEqual(['project']);
    }
    for (const said of ["acme is our biggest customer and they're angry today", 'bob is the only one allowed to merge today', 'support needs the export to be fixed asap', 'the reason the test fails is the timezone', 'the customer asked us to change the button color', 'the goal is to fix this test']) {
      expect(typesKept(said), said).toEqual([]);
    }
  });

  it('keeps a Chinese goal for a stretch of time, the trade the user moved from, and the order before a date with its subject between', () => {
    expect(typesKept('这个季度的目标是把下单接口的 P99 降到 200ms 以内', ZH)).toEqual(['project']);
    expect(typesKept('我刚转到后端，之前一直做 iOS', ZH)).toEqual(['user']);
    expect(typesKept('下个月 15 号大促，在那之前交易链路不要做大的改动', ZH)).toHaveLength(1);
    // (and the project said as "这个是我们的…" with what it is built on, before the request)
    expect(typesKept('这个是我们的会员服务，Spring Boot 3 + MyBatis，帮我看看为什么积分查询这么慢', ZH)).toEqual(['project']);
    for (const said of ['这个季度的目标帮我整理一下', '这个月的目标是什么？', '我刚转到这个文件，你继续', '下周要发版，之前的代码你先别动', '这个是我们的问题，帮我看看']) expect(typesKept(said, ZH), said).toEqual([]);
  });

  it('keeps a rule after "that works but" or "fine for now but long term", where a kind of file sits, what all of a kind is to do, and asking before a change said without a comma', () => {
    for (const said of ['ok that works but please stop putting the types in a separate types.ts file. we keep types next to the code that uses them, it\'s easier to find them.', 'this is fine for now but long term i want all the date handling to go through the dayjs wrapper in utils/date.ts, not new Date() everywhere.', "before you touch the billing module ask me, it's got a lot of undocumented edge cases that bit us before.", 'you keep adding comments that restate the code. only comment the why, i can read what it does.']) {
      expect(typesKept(said).length, said).toBeGreaterThan(0);
    }
    for (const said of ["that works but it's slow", 'ok that works but can you make it faster?', 'this is fine for now but we need to revisit it later', 'we keep the old version next to the new one until the migration is done', 'i want all the tests to pass before lunch', 'before you merge this ask me', 'only comment the why on this one']) {
      expect(typesKept(said), said).toEqual([]);
    }
  });

  it('reads a Chinese review comment past its approval ("可以，但是…", "这个先这样，但长期来看…", "不不不，…") and keeps what a kind of writing holds only', () => {
    const named = (said: string) => extractStatements([{ role: 'assistant', text: '好的。' }, user(said)]).filter(standsAlone).map((x) => nameFor(x));
    expect(named('不不不，本地别跑全量 e2e，要四十分钟还要连 VPN，跑相关的单测就行，e2e 交给 CI')).toEqual(['本地别跑全量 e2e']);
    expect(named('这个先这样，但长期来看所有日期处理都要走 utils/date.ts 里的 dayjs 封装，别到处 new Date()')).toHaveLength(1);
    expect(named('注释只写为什么，代码在干嘛我自己看得懂')).toHaveLength(1);
    for (const said of ['这个注释只写了一半', '可以，但是这里有个 bug', '行，不过先别提交', '这个先这样，但是测试要补上', '日志只打了一行，看不出问题']) expect(named(said), said).toEqual([]);
  });

  it('keeps rules that name code in backticks: a style for a kind of name, a check before saying done, the mark for anything past a bound', () => {
    for (const said of ['we use `snake_case` for json keys in the api, even though the frontend is camelCase', '`make check` has to pass before you say you\'re done', 'use `pytest.mark.slow` for anything over a second, CI skips those on PRs', 'use the retry decorator for any call over the network']) {
      expect(typesKept(said), said).toEqual(['feedback']);
    }
    for (const said of ['use snake_case for this one variable', 'use pytest.mark.slow for this test', 'the build has to pass before you merge this', 'use the first helper for anything over a second']) {
      expect(typesKept(said), said).toEqual([]);
    }
  });

  it('keeps the team\'s practices of tooling, data and process: a hook not to skip, one seed, where every run goes, what is removed by when, what a kind past a bound needs', () => {
    for (const said of ["the pre-commit hook runs ruff and mypy, don't skip it with --no-verify", 'seed everything with 1337 so runs are reproducible', 'experiments go in experiments/<date>-<name>, one folder per run', 'feature flags get removed within two sprints of full rollout', 'customer PII never goes into analytics events', 'if a migration takes longer than a minute on staging, it needs a plan in the PR description', 'never commit with --no-verify']) {
      expect(typesKept(said), said).toEqual(['feedback']);
    }
    expect(typesKept("benchmarks run on the dedicated bench box, laptop numbers don't count")).toHaveLength(1);
    for (const said of ['seed it with 42 for now', 'the screenshots go in the pr description', 'the tickets get closed within a day usually, right?', "if a test takes longer than that, it's probably flaky", 'the benchmarks run on my laptop for now', 'the logs never go away, can you clean them?', 'if the migration takes longer than a minute, it needs to be killed now']) {
      expect(typesKept(said), said).toEqual([]);
    }
  });

  it("keeps a trade's rules: what every one of a kind told by what it does needs, a kind of code kept out of one language's production code, the check a bound asks of each change", () => {
    eachKept([
      'every k8s deployment needs resource requests and limits set',
      'any endpoint that takes a file upload needs a virus scan step before we store it',
      'no force unwraps in production swift code, use guard let',
      'the flash on this board is 256k, so watch the binary size when you add libraries',
      // (and a data team's: a kind past a bound, the one file a kind is declared in, a check when a number looks off, how to bucket)
      'any query over a year of data has to go to the replica, not the primary',
      'the analytics events are defined in tracking-plan.yaml, add new ones there first',
      'when a dashboard number looks off, check the dbt test results before anything else',
      'we bucket users by signup week, not calendar month, for every cohort chart',
    ]);
    noneKept([
      'any endpoint that you just added needs a test',
      'no luck in production code, use the logs',
      'the build is broken, so check the logs when you add a test',
      'this PR is big, so check the diff when you change anything',
      'when the dashboard looks off today, check the logs',
      'we calculate it by hand this time',
      'any query over 10 seconds is slow, why',
      'the events are defined in events.ts, add a new one for checkout',
    ]);
  });

  it('keeps Chinese house rules said in new words (a route every change of a kind takes, what a name carries, a freeze before a release) and changes said since (现在…), not a question or the thing at hand', () => {
    expect(keptInChinese([
      '生产库只读，改数据要走工单',
      'Redis 的 key 要带业务前缀，比如 order:、user:',
      '发版前一天下午五点之后不合新功能',
      'PR 至少要一个人 review',
      '现在 PR 要两个人 review 才能合',
    ]).map(([type]) => type)).toEqual(['feedback', 'feedback', 'feedback', 'feedback', 'feedback']);
    expect(keptInChinese([
      '日志现在都打到 Loki 了',
      '测试环境现在在 qa.shop.cn',
      '支付服务以后找小李，小王转岗了',
      'moment 已经弃用了，改用 dayjs',
    ]).map(([type]) => type)).toEqual(['project', 'project', 'project', 'project']);
    expect(keptInChinese([
      '我要走了',
      '这个需求要走审批吗',
      '这个请求要带 token',
      '今天不合代码了',
      '日志现在都打到哪了',
      '这个服务现在在 qa.shop.cn 上挂了',
      '测试环境现在是 qa.shop.cn 吗',
      '这个需求以后找小李，小王休假了',
      '支付服务现在找小李，小王休假了',
      '这个库已经弃用了，改用什么好',
      'PR 现在要两个人 review 吗',
      '现在这个 PR 要两个人 review 才能合',
    ])).toEqual([]);
  });

  it("keeps what the team is not allowed to do to the software, said with we're or we are, not for one day or one thing", () => {
    eachKept([
      "bump the axios version. also, just so you know, we're not allowed to add dependencies with GPL licenses, legal checks every new package.",
      'we are not allowed to use GPL code',
      "we aren't allowed to store card numbers",
    ]);
    noneKept(["we're not allowed to deploy today", "we're not allowed to merge this until CI passes", "we're not allowed to leave early", "we're not allowed to use it"]);
  });

  it("keeps the statement after the pick that answers the agent's choice, and what answers say is the standard, always done or behind a flag", () => {
    const answer = (agent: string, said: string) => extractStatements([assistant(agent), user(said)]).filter(standsAlone).map((s) => s.text);
    expect(answer('Do you want me to write the migration with knex or raw SQL?', 'raw sql, we moved off knex migrations last year')).toEqual(['Do you want me to write the migration with knex or raw SQL? Raw sql, we moved off knex migrations last year.']);
    expect(answer('Should I use axios or fetch?', "fetch, we don't use axios anywhere")).toEqual(["Fetch, we don't use axios anywhere."]);
    expect(answer('Should I mock the payment gateway in this test?', 'yes, we always mock stripe in unit tests, the sandbox is too slow')).toEqual(['We always mock stripe in unit tests, the sandbox is too slow.']);
    expect(answer('Do you want me to add retries?', "yes, 3 retries with backoff, that's our standard for outbound calls")).toEqual(["3 retries with backoff, that's our standard for outbound calls."]);
    expect(answer('Should I put the feature behind a flag?', 'yes, anything customer-facing goes behind a flag first')).toEqual(['Anything customer-facing goes behind a flag first.']);
    expect(answer('Want me to update the changelog too?', 'yes, every user-facing change goes in CHANGELOG.md under Unreleased')).toEqual(['Every user-facing change goes in CHANGELOG.md under Unreleased.']);
    // a pick with the moment's reason, a complaint of the habit itself: nothing
    expect(answer('Which test is failing?', 'the login one, we changed the auth flow yesterday')).toEqual([]);
    expect(answer('Should I use A or B?', "B, we're on a deadline today")).toEqual([]);
    expect(answer('Which file should I edit?', 'app.ts, the bug is in the handler')).toEqual([]);
    expect(answer('Which one do you prefer?', 'the second, it reads better')).toEqual([]);
    noneKept(['we always run the full suite, the suite is too slow', "we always deploy by hand, it's painful"]);
  });

  it('keeps how the user wants to be worked with in new words: the plan seen before any file, the short answer first, a kind of output verbatim, what they know; not the same asked once', () => {
    eachKept([
      'I like to see the plan as a numbered list before you touch any files',
      'give me the short answer first, details after',
      "show me failing test output verbatim, don't paraphrase it",
      'assume I know git well, no need to explain basic commands',
    ]);
    expect(keptInChinese(['解释代码的时候多举例子']).map(([type]) => type)).toEqual(['feedback']);
    // a language the user reads less well, and a day a team never releases on, said of the team's group
    expect(keptInChinese(['我英语不太好，回复尽量用中文', '我们组周三下午不发版，那时候有例会']).map(([type]) => type)).toEqual(['user', 'feedback']);
    expect(keptInChinese(['我今天状态不太好', '我们组这周三下午不发版'])).toEqual([]);
    // a go-ahead for the work at hand, then a rule: the rule
    expect(keptInChinese(['提交吧，commit message 用英文写'])).toEqual([['feedback', 'commit message 用英文写。']]);
    expect(keptInChinese(['好吧，那就这样', '合了吧，这个 PR 没问题', '提交吧，这次 commit message 用英文写'])).toEqual([]);
    // ("一律" about the work at hand is the moment's)
    expect(keptInChinese(['一律先按你的方案来，有问题再改'])).toEqual([]);
    noneKept(['ask me before you push this', 'show me the output verbatim', 'show me this verbatim', "give me the short answer first, I'm in a hurry", "I'd like to see the plan before you touch the auth code", 'assume I know nothing about rust']);
    expect(keptInChinese(['解释这段代码的时候多举例子', '解释一下的时候多说点'])).toEqual([]);
  });

  it('keeps a statement said with the work it came with, without the request: its name not an order that ends on "that", its text not ", can you …"', () => {
    const kept = (said: string) => extractStatements(replies([said])).filter(standsAlone);
    const zerolog = kept('btw we use zerolog for logging, not the stdlib log package, can you switch that file over');
    expect(zerolog.map((s) => [nameFor(s), s.text])).toEqual([['We use zerolog for logging', 'We use zerolog for logging, not the stdlib log package.']]);
    expect(zerolog[0]!.quote).toContain('can you switch that file over');
    const timeout = kept('also for context, this service is called by the mobile gateway with a 2s timeout, so nothing on the request path should block longer than that');
    expect(timeout.map(nameFor)).toEqual(['This service is called by the mobile gateway with a 2s timeout']);
    expect(kept('we keep table-driven tests in this repo, can you rewrite it that way').map((s) => s.text)).toEqual(['We keep table-driven tests in this repo.']);
    // (a request that is the rule stays: "…, could you always …"; and one to remember what was said asks nothing of the work)
    expect(kept('the staging db is reset every night, could you always reseed it after').map((s) => s.text)).toEqual(['The staging db is reset every night, could you always reseed it after.']);
    expect(kept('we use pnpm here, can you remember that').map((s) => [nameFor(s), s.text])).toEqual([['We use pnpm here', 'We use pnpm here.']]);
    noneKept(['we write the tests in this repo', 'we keep the broken tests here']);
  });

  it('keeps no request written like a rule: "no more" of the thing at hand, "from now on" for this session', () => {
    noneKept(["no more changes to this PR, it's ready for review", 'from now on in this session, just show me the diffs']);
    eachKept(['from now on, just show me the diffs', 'no more try/catch around every await, we have a global handler']);
  });

  it("keeps the project's context said in new words: a migration under way, a team that owns a tool, a sandbox's reset, the load a part takes; not the moment's", () => {
    expect(typesOf([
      "we're migrating the monolith to services one domain at a time, billing goes first",
      'the search team owns elasticsearch, ask in #search before changing any mappings',
      'the payments provider sandbox resets every night, so test data there disappears',
      'we get about 2k requests per second at peak on the public api',
      // (which of two wins, said of the one)
      'the revenue numbers in looker are the source of truth, not the spreadsheet finance sends',
      // (a count, not a status code: "400 lines")
      'the max PR size we accept is 400 lines',
    ])).toEqual(['project', 'project', 'project', 'project', 'project', 'project']);
    noneKept([
      "we're moving the meeting to 3pm",
      "we're moving the app to src/app",
      "we're migrating the database to the new cluster tonight",
      'the search team owns it now',
      'we get about 20 requests in the logs, is that normal?',
      'the sandbox is down every night this week',
      'we got 404s from the cdn',
      'the spreadsheet is the source of truth, can you import it',
      // (a size said as it is now is a measure, not a limit moved)
      'the bundle size is 250kb now, make it smaller',
      "the image size is 2 GB now, that's too big",
    ]);
  });

  it("reads a rule put as English is often put by those whose first language it is not, and keeps the user's words", () => {
    eachKept([
      'please to not use the lodash anymore, we are removing it',
      'in our team we are always writing the tests before the code',
      'we are not using semicolons in this project',
      'is better you ask me before to delete any file',
      'the customer is german so all the texts in the UI must be in german',
      'we prefer composition than inheritance',
      'for the api errors we are returning always the problem+json format',
    ]);
    expect(extractStatements(replies(['is better you ask me before to delete any file'])).map((s) => s.text)).toEqual(['Is better you ask me before to delete any file.']);
    noneKept([
      'is better you use a map here',
      "we're not using redis for this feature yet",
      'we are always having this problem with the build',
      "we're always running into this bug",
      'we are only testing the login today',
      'please not push yet',
      'the build is broken so all the PRs must wait',
    ]);
  });

  it('reads a habit of the team said in the progressive without reading it again and again ("the team are deploying only on tuesdays")', () => {
    // (this once read the sentence as itself, forever: the stack overflowed and the turn's extraction failed)
    eachKept(['the team are deploying only on tuesdays', 'we are deploying only in tuesday and thursday']);
    noneKept(['our team is deploying the fix now']);
  });

  it('leaves a message a form fails on unread, says so, and reads the rest', () => {
    const reader = new StatementReader();
    // (no form fails on a real sentence now; a message that is no text stands in for one that would)
    reader.read([{ role: 'user', text: 42 as unknown as string }, { role: 'user', text: 'we always squash merge' }]);
    expect(reader.unread).toEqual([{ text: '42', error: expect.any(String) }]);
    expect(reader.found.map((s) => s.text)).toEqual(['We always squash merge.']);
  });

  it('reads a message a sentence at a time when asked, and finds what reading it whole finds', () => {
    const message = [
      'we always squash merge.',
      ...Array.from({ length: 40 }, (_, i) => `line ${i} of the log`),
      'never push to main directly.',
      'the staging db is reset every night.',
    ].join('\n');
    const said = [assistant('Done.'), user(message)];
    const whole = new StatementReader();
    whole.read(said);
    const stepped = new StatementReader();
    let steps = 0;
    for (const step of stepped.steps(said)) {
      void step;
      steps++;
    }
    // (one step a sentence of the user's: the job lets requests through between any two)
    expect(steps).toBe(43);
    expect(stepped.found).toEqual(whole.found);
    expect(whole.found.map((s) => s.text)).toEqual(['We always squash merge.', 'Never push to main directly.', 'The staging db is reset every night.']);
  });

  it('says what an unread message began with without a secret in it (the words go to the log)', () => {
    const reader = new StatementReader();
    // (an object no form can read, whose words are a key: what is reported is its text, redacted)
    const key = `sk-ant-api03-${'x'.repeat(40)}`;
    reader.read([{ role: 'user', text: { toString: () => `the key is ${key}` } as unknown as string }]);
    expect(reader.unread).toHaveLength(1);
    expect(reader.unread[0]!.text).toMatch(/^the key is /);
    expect(reader.unread[0]!.text).not.toContain('x'.repeat(20));
  });

  it("keeps the rule in a correction of what the agent just did, behind an undo, a sigh or what the team already has", () => {
    const reply = (agent: string, said: string) => extractStatements([assistant(agent), user(said)]).filter(standsAlone).map((s) => s.type);
    expect(reply("I've created a new utils/dates.py for the helper.", 'we already have lib/time.py for that, put date helpers there')).toEqual(['feedback']);
    expect(reply('I used a class component here.', 'hmm we moved to hooks a while ago, no new class components')).toEqual(['feedback']);
    expect(reply('I added logging of the full request.', "remove that, we can't log request bodies, they have PII")).toEqual(['feedback']);
    expect(reply('I updated the snapshot files.', "perfect, that's exactly how I want snapshot updates done, in a separate commit")).toEqual(['feedback']);
    // (what is left is the moment's: the thing at hand, a revert, an order for now)
    expect(reply('I added the index.', "hmm, that's not the column I meant, use created_at")).toEqual([]);
    expect(reply('I refactored the function.', 'no, revert it, I liked it the old way')).toEqual([]);
    noneKept(["that's exactly how I want it done", "that's how I want this one done, thanks", 'we already have redis there', 'we already have a helper for that, put it there']);
  });

  it('keeps how the user wants to be worked with: a plan first, no apologies, no pleasantries, how to paste logs, the language of replies beside the code\'s', () => {
    for (const said of ['show me a plan before any change that touches more than three files', "give me the command to run, don't run destructive stuff yourself", 'no need to apologize when you get something wrong, just fix it', 'reply in german please, code and comments stay in english', 'skip the pleasantries, get straight to the answer', 'when you paste logs, trim them to the relevant lines', "i don't want emojis anywhere, not in code, not in commits, not in chat", 'bullet points over paragraphs when you explain something']) {
      expect(typesKept(said), said).toHaveLength(1);
    }
    for (const said of ['show me the plan before you start on this one', "give me the command, don't run it yourself", 'reply in german please', 'skip the intro in the README', 'when you paste the logs, trim them', "i don't want any changes in my branch", 'bugs over features this sprint']) {
      expect(typesKept(said), said).toEqual([]);
    }
  });

  it('keeps how a Chinese user wants to be worked with, and not the same words asked once', () => {
    for (const said of ['改完不用总结，我会自己看 diff', '危险的命令给我，我自己跑，你别直接执行', '做错了不用道歉，直接改就行', '回答用中文，代码和注释还是用英文', '贴日志的时候只贴相关的几行', '解释东西的时候用列表，别写大段文字']) {
      expect(typesKept(said, ZH), said).toEqual(['feedback']);
    }
    for (const said of ['改完了，不用总结吗？', '这个命令给我，我看一下', '回答我一下，用中文', '贴日志的时候卡住了', '解释一下这段代码', '做错了就改一下']) expect(typesKept(said, ZH), said).toEqual([]);
  });

  it('keeps a correction of what the agent just did when it names the tool the team is on, or the one it dropped', () => {
    const after = (agent: string, said: string) => extractStatements([assistant(agent), user(said)]).filter(standsAlone).map((x) => x.type);
    expect(after('I added a Jest test for the parser.', "we're on vitest, not jest")).toEqual(['feedback']);
    expect(after('I used moment.js for the date math.', 'we dropped moment last year, use date-fns')).toEqual(['project']);
    expect(after('Done.', "we're on call, not in the office")).toEqual([]);
    expect(after('Done.', 'we dropped the ball, use the backup')).toEqual([]);
  });

  it('keeps three misses named by the last two stops: a record kept forward-only with "no down migration" after it, a duty for a quarter, where the team puts the API version', () => {
    const kept = (said: string) => extractStatements([{ role: 'assistant', text: /[\u4e00-\u9fff]/.test(said) ? '好的。' : 'Done.' }, user(said)]).filter(standsAlone).map((x) => x.type);
    expect(kept("sql migrations are forward-only here, there is no down migration and we don't write them")).toEqual(['project']);
    expect(kept("i'm the only one on call for billing this quarter, so page me only for sev1")).toEqual(['user']);
    expect(kept('我们的接口版本号放在 URL 里，v1 和 v2 会并存到明年')).toEqual(['feedback']);
    for (const said of ["i'm on call today, ping me if it breaks", '我们的代码放在哪里？', '我们的东西放在你那里了', 'the api is down, roll back the migration']) expect(kept(said), said).toEqual([]);
  });

  it('keeps four long-standing labelled misses: a practice with "train", how the user likes a kind of writing, where the API version is carried, the part that asks for care', () => {
    expect(typesKept('we never train on data from the last 7 days, it is still being labelled')).toEqual(['feedback']);
    expect(typesKept('i like commit messages in the imperative mood')).toEqual(['user']);
    expect(typesKept('the api versioning is in the url, /v1 and /v2 run side by side until Q3')).toEqual(['project']);
    expect(typesKept('the checkout flow is the most sensitive code we have, be extra careful there')).toEqual(['feedback']);
    for (const said of ['the version is in the header of the file', 'i like commit messages in this repo', 'the checkout flow is the most sensitive code we have']) expect(typesKept(said), said).toEqual([]);
  });

  it('keeps nine more long-standing labelled misses (whom code is written for, where work is branched, when the user reviews, records kept immutable, how an api is versioned, a repo a kind of thing lives in), and not their look-alikes', () => {
    for (const said of ["that's too clever. we write code for juniors to read", 'feature work happens on short-lived branches off main, no long-running develop branch', 'my team reviews prs in the afternoon, mornings are for focus time', 'i review prs on my ipad in the evening, so short diffs help', 'i usually pair with the agent in the evenings, mornings are meetings', 'training data snapshots are immutable, new data goes into a new dated folder', 'we version the public api with dates in the header, like stripe does', 'translations live in the i18n repo, a bot opens prs here when they change']) {
      expect(typesKept(said).length, said).toBe(1);
    }
    for (const said of ['we write code for the demo tomorrow', 'fixes go on a branch off main for this one', 'i review prs in the morning today', 'the test snapshots are immutable? why does it fail', 'we version this api with semver', 'bugs live in the parser repo']) {
      expect(typesKept(said).length, said).toBe(0);
    }
  });

  it('keeps five more long-standing labelled misses (a flag mandatory for a kind of run, what expires every year and when to renew, when a recurring run happens, the error tracker, a team across time zones), and not their look-alikes', () => {
    for (const said of ['the `--dry-run` flag is mandatory when you run `scripts/backfill.ts` against prod', 'push certificates expire every year in march, renew them in february', 'the monthly invoice run happens on the first business day at 6am utc', 'our error tracking is sentry, alerts page the on-call through opsgenie', 'the team is in three timezones, so async updates in the PR beat meetings']) {
      expect(typesKept(said).length, said).toBe(1);
    }
    for (const said of ['the review is mandatory for this one', 'the cert expired this morning, renew it', 'the monthly report run failed last night', 'our issue tracking is a mess', 'the team is in three timezones, can you schedule the call?']) {
      expect(typesKept(said).length, said).toBe(0);
    }
  });

  it('keeps terse Chinese rules (an order said to always hold, an indent per language, asking before a kind of deletion, where a kind of file goes only, how each environment is released), not terse requests', () => {
    for (const said of ['先写测试再改代码，一直这样', 'yaml 缩进两个空格，python 四个', '删线上 bucket 里的东西之前先问我', 'staging 从 main 自动部署，prod 要在 argo 里手动点', '迁移脚本只放 db/migrate']) {
      expect(typesKept(said, ZH).length, said).toBe(1);
    }
    for (const said of ['先写测试', '先改代码，测试回头再说', '这个文件缩进有问题', '删之前问我一下吧', 'staging 又挂了', '这个脚本只放了一半']) expect(typesKept(said, ZH).length, said).toBe(0);
  });

  it('names files by subject and recognises the same subject', () => {
    const [a] = extractStatements([user('Always use pnpm for installs.')]);
    expect(fileNameFor(a!)).toBe('feedback_pnpm_installs.md');
    expect(sameSubject(subjectStems('Always use pnpm for installs'), subjectStems('Use pnpm for package installs, never npm'))).toBe(true);
    expect(sameSubject(subjectStems('Always use pnpm for installs'), subjectStems('Deploys happen on Thursdays'))).toBe(false);
    // three shared words of six: the same rule told twice
    expect(sameSubject(subjectStems('Always use pnpm for installing packages, npm breaks the lockfile here'), subjectStems('We use pnpm in this repo, never npm — npm messes up the lockfile'))).toBe(true);
    // two shared words of six: not enough
    expect(sameSubject(subjectStems('Run the integration tests against the staging database'), subjectStems('The staging database resets every night at two'))).toBe(false);
    // one fact in other words (wiped / reset, night / midnight) is the same subject; two facts of one database are not
    expect(sameSubject(subjectStems('The staging db gets wiped every sunday night'), subjectStems("Staging is reset every sunday at midnight, don't keep test data there"))).toBe(true);
    expect(sameSubject(subjectStems('The prod database is read-only for us'), subjectStems('Prod db backups run nightly'))).toBe(false);
  });
});

describe('prose check', () => {
  // a stored message's text, as intake derives it
  const msg = (blocks: unknown[]) => ({ text: proseOf(blocks as ContentBlock[]) });
  it('sees words, not tool traffic, code or JSON', () => {
    expect(hasProse([msg([{ type: 'tool_use', id: 'a', name: 'Bash', input: { command: 'ls -la' } }]), msg([{ type: 'tool_result', tool_use_id: 'a', content: 'file list here with many words' }])])).toBe(false);
    expect(hasProse([msg([{ type: 'text', text: '```ts\nconst a = b + c;\n```' }])])).toBe(false);
    expect(hasProse([msg([{ type: 'text', text: '{"status": "ok", "items": [1, 2, 3]}' }])])).toBe(false);
    expect(hasProse([msg([{ type: 'text', text: 'The tests pass now after the change.' }])])).toBe(true);
    expect(hasProse([msg([{ type: 'text', text: '以后提交信息都用英文写。' }])])).toBe(true); // no spaces in Chinese
    expect(hasProse([msg([{ type: 'text', text: '好的' }])])).toBe(false);
  });

  it("sees a user's terse words broken by versions and flags, not a line of code", () => {
    const user = (text: string) => ({ role: 'user', text });
    expect(hasProse([user('c++20, gcc 13, no boost')])).toBe(true);
    expect(hasProse([user('exceptions disabled (-fno-exceptions), use expected<T,E>')])).toBe(true);
    expect(hasProse([{ role: 'assistant', text: 'c++20, gcc 13, no boost' }])).toBe(false);
    expect(hasProse([user('x = foo(bar)')])).toBe(false);
    expect(hasProse([user('a.b = c(d, e)')])).toBe(false);
  });
});

describe('offline extraction in Chinese', () => {
  it('keeps the same lasting statements said in Chinese', () => {
    const said = [
      '记住，这个项目用 pnpm，不要用 npm。',
      '以后提交信息都用英文写。',
      '永远不要直接推送到 main 分支。',
      '总是先跑 lint 再提交。',
      '我们用 date-fns，不用 moment。',
      '每次发布前都要更新 CHANGELOG。',
      '我是后端工程师，前端的东西请解释得详细一点。',
      '我更喜欢简短的回答。',
      'bug 都记录在 Linear 的 INGEST 项目里。',
      '另外，下周三之前 staging 冻结，不要部署。',
    ];
    const st = extractStatements(replies(said, '好的。'));
    expect(st.map((s) => [s.type, s.kind])).toEqual([
      ['feedback', 'remember'],
      ['feedback', 'rule'],
      ['feedback', 'rule'],
      ['feedback', 'rule'],
      ['feedback', 'rule'],
      ['feedback', 'rule'],
      ['user', 'profile'],
      ['user', 'preference'],
      ['reference', 'pointer'],
      ['project', 'notice'],
    ]);
    expect(st[1]!.text).toBe('提交信息都用英文写。');
    // said more loosely: a rule named as one, where a kind of thing goes, a fact with its order, the team's rhythm
    const loose = ['提 PR 之前先跑一下 npm run lint，这是规矩。', '新写的组件都放到 src/components/common 下面。', '线上数据库只读，千万别在上面跑写操作。', '后端接口的返回格式固定是 {code, data, msg}。', '我习惯用 vim，命令行的操作直接给我命令就行。', '我们每周四下午发版。'];
    expect(extractStatements(replies(loose, '好的。')).map((s) => [s.type, s.kind])).toEqual([
      ['feedback', 'rule'],
      ['feedback', 'rule'],
      ['feedback', 'rule'],
      ['feedback', 'rule'],
      ['user', 'preference'],
      ['project', 'notice'],
    ]);
    // how the system is put together, and how the agent should use its tools; not the same words as a question or a request
    keepsInChinese(
      ['本地的 postgres 跑在 docker 里，端口是 5433 不是 5432', '.env.example 是配置项的唯一来源', '合并到 main 会自动部署到 staging', '你老是忘了跑 prettier，提交前记得跑', '用 rg 别用 grep，rg 会跳过 gitignore 里的文件'],
      [['project', 'notice'], ['project', 'notice'], ['project', 'notice'], ['feedback', 'rule'], ['feedback', 'rule']],
      ['端口是 3000 吗', '把端口改成 8080', '这是已知问题', '合并到 main 失败了', '你忘了跑 prettier'],
    );
    // who the user is, and what lasts after a request's comma; not the same said of the moment
    keepsInChinese(
      ['我写了十年 Java，Go 是新学的', '我在东八区', '我们团队就四个人，都是后端', '帮我写个脚本回填订单表，线上有四千万行，要分批跑。'],
      [['user', 'profile'], ['user', 'profile'], ['user', 'profile'], ['feedback', 'rule']],
      ['我调这个 bug 调了两个小时了', '我是自学的时候看过这个', '线上挂了，要赶紧修', '帮我写个脚本回填订单表'],
    );
    // a prohibition with a Latin word after a space; not one about the thing at hand, or for now
    expect(extractStatements(replies(['别用 any 类型', '禁止 force push 到 main'], '好的。')).map((s) => s.text)).toEqual(['别用 any 类型。', '禁止 force push 到 main。']);
    expect(extractStatements(replies(['别用这个', '不要 push 了'], '好的。'))).toEqual([]);
    // what a kind of thing uses and never, where a kind of change lands, how long the system takes or keeps
    keepsInChinese(
      ['集成测试连真实的 MySQL，不要用 H2', '热修复直接合到 release 分支，再 cherry-pick 回 main', '配置中心的改动要一分钟左右才生效', '日志保留十四天，之后自动删除'],
      [['feedback', 'rule'], ['feedback', 'rule'], ['project', 'notice'], ['project', 'notice']],
      ['集成测试又挂了', '配置改了怎么还没生效？', '我改了配置，过了一分钟才生效', '把修复合到 main'],
    );
    // the net under the forms: how things must always be, about software; not a day, a wish, a reminder or the thing at hand
    keepsInChinese(
      ['外部请求都得加超时和重试', '代码里禁止出现明文密码', '上线前必须在预发环境验证一遍'],
      [['feedback', 'rule'], ['feedback', 'rule'], ['feedback', 'rule']],
      ['明天必须上线', '一定要开心哦', '别忘了提交代码', '那个接口不能删', '不要太累了，注意休息'],
    );
    // how a kind of thing is made or handled, the user's work, place and group; not a failure, a question, the thing at hand
    keepsInChinese(
      ['限流是按 API key 算的，不是按 IP', '会话 token 闲置 12 小时后过期', '计费服务是用 Go 写的，其他服务都是 TypeScript', '我主要做数据这块，前端不太熟', '我在柏林，跟美国同事时差很大', '我是安全组的，涉及鉴权的改动提醒我一下'],
      [['project', 'notice'], ['project', 'notice'], ['project', 'notice'], ['user', 'profile'], ['user', 'profile'], ['user', 'profile']],
      ['计费服务是用 Go 写的，性能有问题', '限流是按 IP 算的吗？', '这个接口是按用户算的', '我主要做了数据迁移这块', '我在柏林出差，今天晚点回复', '在 Gerrit 上提个评审'],
    );
    // a default, what makes it, where in the system it is put, what follows a failure; a decision with its time
    keepsInChinese(
      ['功能开关在生产环境默认关闭', 'PDF 都由单独的 lambda 生成，不在 web 进程里做', '公开接口的版本号放在请求头里', '后台任务失败会重试三次，之后进死信队列', '我们上个季度决定不再支持 IE11'],
      [['project', 'notice'], ['project', 'notice'], ['project', 'notice'], ['project', 'notice'], ['project', 'notice']],
      ['文件放在桌面上', '密码放在便签上', '任务失败会重试吗', '失败后重试三次还是不行', '我们上周决定先不上线了'],
    );
    // what decides, what makes it, the one place it is done, what it is written in, what they do; not the same of the moment or of a desk
    keepsInChinese(
      ['用户特征以特征平台为准，不看数仓', '应用商店的截图由 fastlane 生成', '颜色只在 design tokens 包里定义', '新页面都用 SwiftUI 写，老页面继续用 UIKit', '我是做数据分析的，不太懂部署，讲部署的时候详细一点'],
      [['project', 'notice'], ['project', 'notice'], ['project', 'notice'], ['project', 'notice'], ['user', 'profile']],
      ['以你的为准', '我是做饭的时候想到的', '数据都放在桌面上', '新页面都用这个写', '模型用什么打标签？'],
    );
    // the second net: a standing property of a thing of the software; not what was seen of it, a question, or someone's doing
    // (the steps a release always takes are a rule: "灰度发布先放 5% 的流量，没问题再全量")
    keepsInChinese(
      ['支付回调的接口是幂等的，重复调用没关系', '前端的环境变量都以 VITE_ 开头', '消息队列用的是 RabbitMQ，不是 Kafka', '灰度发布先放 5% 的流量，没问题再全量', '我负责移动端，后端的问题可以问小王'],
      [['project', 'notice'], ['project', 'notice'], ['project', 'notice'], ['feedback', 'rule'], ['user', 'profile']],
      ['接口返回的都是空的', '页面是白的，什么都没有', '支付走的是哪个通道', '订单号是我手动改的', '订单都是测试数据', '我负责一下这个需求'],
    );
    // what a kind of change needs; not what one person or this one needs
    keepsInChinese(['退款超过 500 元需要第二个人审批'], [['feedback', 'rule']], ['我需要一个脚本', '这个需要改一下', '权限不够，需要找管理员', '需要你帮我审批一下']);
    // (said with what must not be done, it is a rule)
    keepsInChinese(['前端组件不要直接调接口，统一走 services 层'], [['feedback', 'rule']], []);
    // a correction of the agent's last words
    const corr = extractStatements([assistant('接口返回的是秒。'), user('不对，这个接口返回的是毫秒，不是秒。')]);
    expect(corr.map((s) => [s.kind, s.text])).toEqual([['correction', '这个接口返回的是毫秒，不是秒。']]);
    // ending on a Latin word, it still ends as a Chinese sentence does
    expect(extractStatements([assistant('用 npm 装吧。'), user('不是这样，我们用 pnpm')]).map((s) => s.text)).toEqual(['我们用 pnpm。']);
  });

  it('keeps what the team does with everything and what a kind of response always does, not what it does once on a day', () => {
    oneEachAndNone(
      ['We squash merge everything into main.', 'Our API responses always wrap the payload in a data field.'],
      ['We merge all the PRs tomorrow.', 'We release everything next week.', 'Wrap this payload in a data field.', 'Squash these three commits.'],
    );
  });

  it('keeps a Chinese rule said after a request, without the request unless it names the place', () => {
    expect(extractStatements(replies(['把迁移写了，以后迁移都要用事务。', '把这些文件都放到 src/utils 下面，以后工具函数都放这里。'], '好的。')).map((s) => s.text)).toEqual([
      '迁移都要用事务。',
      '把这些文件都放到 src/utils 下面，以后工具函数都放这里。',
    ]);
    // what the thing being built must do, and a thing done with, are no rules
    expect(extractStatements(replies(['把按钮改成蓝色，它永远不能被禁用。', '把这个文件删了，以后用不到了。', '以后不需要了。'], '好的。'))).toEqual([]);
  });

  it('keeps how the tooling fails and what to do about it, a new owner, and a freeze on a day of a month, not a failure now', () => {
    const kinds = (t: string) => extractStatements(replies([t], '好的。')).filter(standsAlone).map((x) => [x.type, x.kind]);
    expect(kinds('如果本地集成测试挂了，多半是 docker 没启动')).toEqual([['project', 'notice']]);
    expect(kinds('构建卡在"解析依赖"的时候，把 node_modules/.cache 删掉重跑就行')).toEqual([['feedback', 'rule']]);
    expect(kinds('订单服务现在归 Dana 管，之前是 Maria')).toEqual([['project', 'notice']]);
    expect(kinds('订单服务现在归 Dana 管，Maria 调岗了')).toEqual([['project', 'notice']]);
    expect(kinds('订单服务归 Dana 管了')).toEqual([['project', 'notice']]);
    expect(kinds('我们 12 月 15 号开始封板，前端代码不再合并')).toEqual([['project', 'notice']]);
    for (const t of ['如果测试挂了，告诉我一声', '如果构建失败了，多半是我刚才改坏了', '测试又挂了，多半是 docker 没启动', '构建卡住了，帮我把缓存删掉重跑', '要是服务起不来，多半是你配置写错了', '订单服务现在归谁管？', '这个需求现在由 Dana 负责', '这个需求现在由 Dana 负责了', '文件都归档到 docs 目录了', '12 月 15 号封板吗？', '我们 12 月 15 号去团建']) expect(kinds(t), t).toEqual([]);
  });

  it('leaves comfort, requests for work and orders for the moment alone', () => {
    const chatter = ['别担心，慢慢来。', '帮我修一下登录页面的 bug。', '先别提交，我再看看。', '这次用旧的那个函数就行。', '谢谢，看起来不错！', '为什么 CI 一直失败？', '我喜欢这个方案。', '不要放弃！', '以后再说吧。', '不要紧，我来处理。', '不对，是另一个文件。', '不对，我说的是另一个函数。', '记得帮我提交一下。', '以后有时间再优化。', '没事的，千万别担心。', '文件都放到桌面上了。', '我习惯在早上跑步。', '把这些文件都放到 src/utils 下面。', '每周四发版的时候总是出问题，帮我查一下日志。', '以后有空了再重构。'];
    expect(extractStatements(replies(chatter, '好的。'))).toEqual([]);
  });

  it('reads an English sentence with a Chinese word in it as English', () => {
    const said = ['Always write commit messages in English, not 中文.', 'Never rename the 用户 table, other services read it.', 'Remember that the staging 数据库 is reset every night.'];
    expect(extractStatements(replies(said)).map((s) => s.kind)).toEqual(['rule', 'rule', 'remember']);
    expect(extractStatements(replies(['please fix the 登录 page']))).toEqual([]);
    const corr = extractStatements([assistant('The table is users.'), user('No, the 用户 table is called accounts now, not users.')]);
    expect(corr.map((s) => [s.kind, s.text])).toEqual([['correction', 'The 用户 table is called accounts now, not users.']]);
    // mostly Chinese stays with the Chinese forms: chatter there is still chatter
    expect(extractStatements(replies(['别担心 about the tests，慢慢来。'], '好的。'))).toEqual([]);
  });

  it('reads a limit or a threshold said with a Chinese number as one said in digits', () => {
    eachKept(['我们抓取频率每个域名每秒不超过两个请求', '接口分页大小最多一百条', '单个文件不能超过五百行', '单测覆盖率不能低于百分之八十', '覆盖率不能低于 80%']);
    // (一定, 一些 are no numbers; a task's own time is no limit)
    noneKept(['我们的图片不超过一定大小就行', '这个不超过两天就能做完吧']);
  });

  it('names a Chinese statement by its first clause and files it under its words and a hash of its subject', () => {
    const [a, b] = extractStatements([user('记住，这个项目用 pnpm，不要用 npm。'), user('我们从不在代码里硬编码密钥。')]);
    expect(nameFor(a!)).toBe('这个项目用 pnpm');
    expect(fileNameFor(a!)).toMatch(/^feedback_这个项目用_pnpm_[0-9a-f]{8}\.md$/);
    // (the file's words are the name's, without what opens a rule: 我们, 以后, 记住…)
    expect(fileNameFor(b!)).toMatch(/^feedback_从不在代码里硬编码密钥_[0-9a-f]{8}\.md$/);
    expect(fileNameFor(b!)).not.toBe(fileNameFor(extractStatements([user('以后提交信息都用英文写。')])[0]!));
    // the same subject said again has the same file; two whose names open alike do not share one
    expect(fileNameFor(extractStatements([user('我们从不在代码里硬编码密钥！')])[0]!)).toBe(fileNameFor(b!));
    const [db1, db2] = extractStatements([user('测试环境的数据库每天晚上十二点都会被运维自动重置一次'), user('测试环境的数据库每天晚上十二点都会被运维自动备份一次')]);
    expect(fileNameFor(db1!).slice(0, -12)).toBe(fileNameFor(db2!).slice(0, -12));
    expect(fileNameFor(db1!)).not.toBe(fileNameFor(db2!));
    // (a name of many words keeps its first twenty, and what is no word is one "_": no slash, no bracket, no space)
    const [api] = extractStatements([user('接口统一返回 {list, total}，分页参数用 page 和 size')]);
    expect(fileNameFor(api!)).toMatch(/^feedback_接口统一返回_list_total_[0-9a-f]{8}\.md$/);
    const [crawl] = extractStatements([user('我们抓取频率每个域名每秒不超过两个请求，超过会被对方封禁整个网段的访问权限')]);
    expect(fileNameFor(crawl!)).toMatch(/^project_抓取频率每个域名每秒不超过两个请求_[0-9a-f]{8}\.md$/);
    // an English sentence with a Chinese word in it is filed by its English words, and the hash
    expect(fileNameFor(extractStatements(replies(['Never rename the 用户 table, other services read it.']))[0]!)).toMatch(/^feedback_rename_table_other_[0-9a-f]{8}\.md$/);
    expect(sameSubject(subjectStems('我们从不在代码里硬编码密钥'), subjectStems('永远不要在代码里硬编码密钥和令牌'))).toBe(true);
    expect(sameSubject(subjectStems('提交信息都用英文写'), subjectStems('我们从不在代码里硬编码密钥'))).toBe(false);
    // (a Latin word in it is not cut in half; a greeting before it is no part of it)
    const [c, d] = extractStatements([user('调度用的是 DolphinScheduler，任务失败会在钉钉群里报警。'), user('你好，我做数据分析的，SQL 熟，Python 一般，代码写简单点。')]);
    expect(nameFor(c!)).toBe('调度用的是 DolphinScheduler');
    expect([d!.type, nameFor(d!)]).toEqual(['user', '我做数据分析的']);
    // (a first clause of up to 26 characters is whole: a cut can fall inside a word, "… 2 个请"; a longer one is cut at 20)
    const [e, f] = extractStatements([user('我们抓取频率每个域名每秒不超过 2 个请求，这是跟对方签了协议的。'), user('所有对外提供的查询接口在返回给前端之前都必须经过统一的数据脱敏中间件处理。')]);
    expect(nameFor(e!)).toBe('我们抓取频率每个域名每秒不超过 2 个请求');
    expect(nameFor(f!)).toBe('所有对外提供的查询接口在返回给前端之前都');
    // (nor does a cut end on a space: "抓下来的原始 HTML 都存到 OSS", not "… OSS ")
    expect(nameFor(extractStatements([user('抓下来的原始 HTML 都存到 OSS 的 raw-pages 桶里，保留 30 天')])[0]!)).toBe('抓下来的原始 HTML 都存到 OSS');
  });

  it('keeps the steps a kind of work always takes in Chinese, not who does what this time', () => {
    const said = ['灰度发布先放 5% 的流量，观察一小时再放量', '数据库迁移先在从库演练，确认没问题再上主库', '每次上线都先切 10% 流量，没问题再全量'];
    expect(extractStatements(said.map(user)).map((x) => x.type)).toEqual(['feedback', 'feedback', 'feedback']);
    for (const quiet of ['他先改完，我再合并', '先跑一下测试，再提交', '测试先跑一遍，再上线吧', '代码先提交了，再合并的时候叫我', '这个先放着，明天再上']) {
      expect(extractStatements([user(quiet)])).toEqual([]);
    }
  });

  it('keeps in Chinese a way told as a lesson learned, the trade the user came from, and who reviews a kind of change', () => {
    const said = ['导出功能走异步任务，数据量大的时候同步导出会把接口拖超时，这个是之前踩过的坑', '我是后端转前端的，CSS 布局不太熟，flex 和 grid 的东西多解释几句', '权限相关的改动要找李娜 review，她是这块的负责人'];
    expect(extractStatements(said.map(user)).map((x) => x.type)).toEqual(['feedback', 'user', 'project']);
    for (const quiet of ['这个改动要找李娜 review 一下', '我是从上海转过来的', '这个坑我之前踩过，先别改', '这个问题是之前踩过的坑', '你上次那个改动，是之前踩过的坑']) {
      expect(extractStatements([user(quiet)])).toEqual([]);
    }
    // (a name keeps a path, a span in brackets and a comma inside braces whole)
    const named = extractStatements(['后端的错误码统一定义在 internal/errcode 里，新加错误码不要散落在各个 handler 里', '顺便提一句，测试环境的账号密码在飞书文档「测试账号」里，别写到代码或者 README 里', '我们的分页接口统一返回 {list, total}，page 从 1 开始'].map(user)).map(nameFor);
    expect(named).toEqual(['后端的错误码统一定义在 internal/errcode', '测试环境的账号密码在飞书文档「测试账号」里', '我们的分页接口统一返回 {list, total}']);
  });

  it('keeps where a Chinese team keeps a setting, who owns a crawler, and what each use of a store must carry', () => {
    const said = [
      '顺便说一下，代理池的配置在 Apollo 里，不在代码里',
      '淘宝相关的爬虫归王磊负责，改之前先问他',
      '线上的 MongoDB 是副本集，写的时候要用 majority 写关注',
      '生产的 Kafka 开了 ACL，连的时候要带上 SASL 认证',
    ];
    expect(extractStatements(said.map(user)).map((x) => x.type)).toEqual(['reference', 'project', 'feedback', 'feedback']);
    for (const quiet of ['数据库配置在 config/db.py 里', '这个配置在 Apollo 里找不到', '你写的时候要用 utf-8 吗？', '刚才部署的时候要用 sudo，不然没权限', '这个爬虫归我负责', 'Apollo 里的配置我改了一下', '线上 Redis 挂了，连的时候要加超时', '刚上线的服务有问题，调的时候要先降级']) {
      expect(extractStatements([user(quiet)])).toEqual([]);
    }
  });
});

describe('offline extraction of what a working day brings', () => {
  it('reads the rule behind a sigh or a verdict said twice, without them', () => {
    expect(typesAndTexts(['ugh, you did it again — stop wrapping every function in try/catch, let errors propagate'])).toEqual([['feedback', 'Stop wrapping every function in try/catch, let errors propagate.']]);
    expect(typesAndTexts(["no, that's wrong — in this repo the tests live next to the source files, not in a tests folder"])).toEqual([['feedback', 'In this repo the tests live next to the source files, not in a tests folder.']]);
    // (as the extraction job keeps them: a correction about the piece of code at hand stays in the session's notes)
    oneEachAndNone([], ['ugh, you did it again, the test is still failing', "that's wrong — the function is in utils.ts"]);
  });

  it("keeps the system's machines, versions, limits and value forms, and who to ask, against the day's news of them", () => {
    oneEachAndNone(
      [
        'the CI runners only have 4GB of RAM so the e2e suite has to run serially',
        'the prod database is postgres 14 and we can\'t use features from 15',
        'the search service is on elasticsearch 7 and can\'t be upgraded until Q3',
        'all times in the API are UTC ISO 8601 strings',
        'the redis cache has a 5 minute TTL on user sessions',
        'the JS bundle for the landing page must stay under 200kb',
        'Maria is the one to ask about anything in the search service',
        "we're freezing merges on Dec 15 for the holiday release",
        "we're deprecating the v1 endpoints on March 31",
        'we moved the docs site to Docusaurus last month',
        'I usually work from Lisbon',
        'we use conventional commits',
        'default to 2-space indentation in yaml files',
        'when you write commit messages keep them under 72 chars',
        'our SLA for the public API is 99.9%, so anything that adds latency to the hot path needs a benchmark',
      ],
      [
        'the server is running process 4312',
        'the test server has 4 GB left',
        'the database is postgres 14 on my laptop',
        'the timestamps in this log are in utc',
        'Maria is the one who wrote this function',
        "we're freezing the UI on Dec 15 bug",
        'we moved the frontend to src/app',
        "I'm based in the office today",
        'default to the second option',
        'use tabs in this file',
        'anything that touches this file needs a review from me today',
      ],
    );
  });

  it('keeps whom to ask before a change to a part, not whom to ask for one thing now', () => {
    oneEachAndNone(
      [
        'Maya is the one who knows the billing code, ask her before changing anything in app/models/billing',
        'ask Ravi before upgrading any dependency in the android app',
        'Kim knows the search cluster best, so talk to her before resizing it',
        'Lena knows our payment integration inside out, ping her if the webhooks act up',
      ],
      [
        'Maya is the one who knows why this test fails, ask her',
        'Tom knows the answer, ask him',
        'Sam knows the staging password, ask him for it',
        'Lee knows the deploy script, ask him to run it',
        'Ana knows the old importer, ask her what it does',
        'ask Maya before merging this',
        'ask Priya before deploying anything to prod today',
        'ping Jo before merging anything in this PR',
      ],
    );
  });

  it("keeps a team's way with a thing and what it never does instead, not what was tried and never came of it", () => {
    expect(typesAndTexts(['hey, can you add a `discarded_at` column to orders? we soft delete everything with the discard gem, never hard delete rows'])).toEqual([
      ['feedback', 'We soft delete everything with the discard gem, never hard delete rows.'],
    ]);
    noneKept(['we checked the logs, never found anything', 'we tried everything, never got it working', 'we merge at 5, never mind the lint warnings', 'we drop the table, never mind the data']);
  });

  it('keeps where a kind of code goes said in the singular, the way preferred over another, where a site is hosted, and the trade the user came from', () => {
    expect(typesOf(['all custom functionality goes into a site plugin, not functions.php', 'composition is preferred over inheritance in this codebase', 'the staging sites live on WP Engine', 'I came from Rails, so Elixir pattern matching still trips me up'])).toEqual(['feedback', 'feedback', 'project', 'user']);
    noneKept(['everything goes into one big PR, not several', 'this change goes into the release branch, not main', 'this one is preferred over the other', 'the staging site lives on my laptop right now', 'I came from the standup, what did I miss?', "I came from Go, what's the Rust equivalent of a goroutine?"]);
  });

  it('keeps what every one of a kind uses, what is never done in a part, the check before a release, the person for a part and where a shared thing is booked', () => {
    oneEachAndNone(
      [
        'all our ROS 2 nodes use the composable node pattern, no standalone executables',
        'no memory allocation on the audio thread, ever',
        'the plugin has to pass pluginval at strictness 10 before a release',
        'Jonas is the DSP person, check with him before touching the filter code',
        'the test rig with the real arm is booked through the lab calendar',
      ],
      [
        'all the tests use the old fixture, no idea why',
        'all my branches use the old name, not the new one',
        'no memory leak on the audio thread anymore',
        'no tests in this PR, at all',
        'no coffee in the kitchen, ever',
        'the plugin has to pass the tests before I can merge this',
        'Jonas is the new guy, check with him if he needs access',
        'the meeting room is booked through friday',
        'the rig is booked through the calendar for tomorrow',
      ],
    );
  });

  it('keeps the tool a team has for a need with no second one, and where a part must stay, not the moment\'s', () => {
    oneEachAndNone(
      [
        'nice. next: add rate limiting to the /api/invite route. we already have upstash redis for that kind of thing, don\'t pull in another package',
        'heads up, Stripe webhooks hit the /api/stripe route and that route has to stay on the node runtime, edge breaks the signature check',
        'the worker has to stay under 512 MB, the container gets killed above that',
      ],
      [
        'we already have a fix for that, don\'t add another one',
        'we already have two PRs for this, don\'t open another',
        'the PR has to stay open until friday',
        'you have to stay on the call for the demo',
        'the server has to stay in maintenance mode until tomorrow',
        'this branch has to stay in sync with main for now',
      ],
    );
    // ("that kind of thing" is what the sentence before asked for: it goes with it)
    expect(typesAndTexts(['nice. next: add rate limiting to the /api/invite route. we already have upstash redis for that kind of thing, don\'t pull in another package'])).toEqual([
      ['feedback', "Add rate limiting to the /api/invite route. We already have upstash redis for that kind of thing, don't pull in another package."],
    ]);
  });

  it('keeps a version held back with its reason, the one way a kind of thing loads, a trade learning to code and a target in numbers, not a trouble of the day', () => {
    expect(typesOf([
      "we're stuck on Unity 2021.3 LTS because the console SDKs haven't been certified on 2022 yet, so don't use any 2022-only APIs",
      'yeah, everything loads through Addressables, nothing new goes in a Resources folder',
      "I'm an artist learning to code, so please explain the C# bits like I'm new",
      'our target is 60 fps on the Switch, profile anything that runs every frame',
    ])).toEqual(['feedback', 'feedback', 'user', 'project']);
    noneKept([
      "we're stuck on this bug because the logs are missing, so don't close the ticket",
      "we're blocked because CI is down, so don't merge anything",
      "the deploy is paused because of the incident, so don't push to main",
      'the target is 60 fps, fix this stutter now',
      'our sla is 99.9% but we keep missing it',
      'everything loads slowly, nothing works',
    ]);
  });

  it('keeps a version bound with its reason, without the check asked of it now and behind a "wait"', () => {
    expect(typesAndTexts(['wait, we pin fastapi below 0.116 because of the pydantic v1 compat layer, double-check that'])).toEqual([
      ['feedback', 'We pin fastapi below 0.116 because of the pydantic v1 compat layer.'],
    ]);
    noneKept(['wait, don\'t push yet', 'hold on, I\'m still reviewing it', 'the build is broken, double-check that', 'the cache has a 50ms p99 budget, can you check it?']);
  });

  it("reads what follows an 'actually', and keeps no order that only points back ('don't do that')", () => {
    expect(typesAndTexts(['actually we switched from pnpm to bun last week'])).toEqual([['project', 'We switched from pnpm to bun last week.']]);
    oneEachAndNone([], ["don't do that", 'never do that again', 'stop doing that', 'always do this', "actually don't do that", "don't do that, it breaks the build", 'actually never mind']);
  });

  it('keeps the user away for a stretch, and who stands in, not away for the day', () => {
    expect(typesAndTexts(["Thanks! Also, I'm out next week, so Sam will be reviewing your PRs."])).toEqual([['project', "I'm out next week, so Sam will be reviewing your PRs."]]);
    oneEachAndNone(["I'm on parental leave from March 3 to May 1", "I'm out until next Tuesday, Sam covers"], ["I'm out until 3pm", "I'll be offline until the call ends", "I'm off for lunch"]);
  });

  it("names a memory's file by its words, not a contraction's ending", () => {
    const [st] = extractStatements(replies(["we're freezing merges on Dec 15 for the holiday release"]));
    expect(fileNameFor(st!)).toBe('project_freezing_merges_dec.md');
  });

  it('names a rule said after when it applies by both, and a cause by its failure, not by a word that leads on', () => {
    const named = (text: string) => extractStatements(replies([text])).map((st) => [nameFor(st), fileNameFor(st)]);
    expect(named('for any change to the checkout API, update docs/openapi.yaml too')).toEqual([['For any change to the checkout API, update docs/openapi.yaml', 'feedback_change_checkout_api.md']]);
    expect(named('whenever you add a migration, regenerate the schema types')).toEqual([['Whenever you add a migration, regenerate the schema types', 'feedback_add_migration_regenerate.md']]);
    expect(named("if the e2e tests fail locally it's usually because the dev server isn't running on 3000")).toEqual([['If the e2e tests fail locally', 'project_e2e_tests_fail.md']]);
    expect(named("if the migrations fail on CI it's most likely because the test database wasn't reset")).toEqual([['If the migrations fail on CI', 'project_migrations_fail_ci.md']]);
    expect(named('we use pnpm here, never npm')).toEqual([['We use pnpm here, never npm', 'feedback_pnpm_npm.md']]);
    // (a clause before a colon that says what a thing needs is no label: it names the memory)
    expect(named('the e2e suite needs a seeded database: run make seed first or everything fails with 404s')[0]![0]).toBe('The e2e suite needs a seeded database');
    expect(named('Quick rule for this project: never use default exports in the UI code')[0]![0]).not.toMatch(/^Quick rule/);
    // (a negated helper verb is no word of the subject: not project_staging_db_isn.md)
    expect(named("the staging db isn't reset nightly anymore, it's reset every sunday at midnight now")[0]![1]).toBe('project_staging_db_reset.md');
  });
});

describe('offline extraction of how the tooling fails, and what to do about it', () => {
  it("keeps a failure's usual cause as project news and its known fix as a rule, not a guess about the change at hand", () => {
    expect(extractStatements(replies(["if the integration tests fail locally it's almost always because docker isn't running"])).map((x) => [x.type, x.kind])).toEqual([['project', 'notice']]);
    oneEachAndNone(
      [
        'when the build hangs on "resolving packages" just delete node_modules/.cache and rerun',
        'when the dev server won\'t start, delete .next and run it again',
        "if the ios build fails with a signing error it's usually because the provisioning profile expired",
        'the flaky test in checkout.spec.ts is known, just rerun it, don\'t try to fix it',
        'the e2e suite needs a seeded database: run make seed first or everything fails with 404s',
        "the mobile app pins react native 0.72 because of the camera library, don't upgrade it",
      ],
      [
        'if the tests fail, tell me',
        "if this test fails it's because of my last change",
        "if it fails it's probably my fault",
        "when the server crashes it's because of the bug you just added",
        "if the tests fail, it's probably because I broke something",
        'if the build hangs again just kill it',
        'if the build breaks again, delete the cache',
        'if the app crashes, restart it',
        'the flaky test is known, can you look at it anyway',
        'the e2e suite needs more tests, run the old ones first',
        "the app pins react 18 for now, don't upgrade it yet",
        "don't upgrade it yet, let's finish this first",
      ],
    );
  });

  it('keeps whom to bring in before a kind of change, a version pinned with its reason, working hours, and what the user weighs against what not', () => {
    oneEachAndNone(
      [
        'Before you touch anything in infra/, ping me — changes there go through a separate review with the SRE team.',
        'can you regenerate the client? the openapi generator is pinned to 6.6 because 7.x breaks our enums',
        "my working hours are 9 to 5 Berlin time, don't schedule anything outside that",
        "I don't care about test coverage numbers, I care that the critical paths are tested",
      ],
      [
        'before you touch that file, ping me',
        'before you merge this, ask me',
        "whenever you're ready, ping me",
        'my working hours are over, talk tomorrow',
        "I don't care about the color, I care that it works",
        "I don't care which one, I care that it's done today",
        'the openapi generator is pinned to 6.6, can you bump it?',
        'the dependency is pinned to 2.1 because I was lazy',
        'the version is pinned to 6.6 because of this bug',
      ],
    );
  });

  it('keeps a property a part must always have, a budget the team has, where a kind of thing is defined to reuse it, and a heads-up behind a dash', () => {
    oneEachAndNone(
      [
        'heads up - the payments webhook must be idempotent, stripe retries up to 3 days',
        'we have a 200ms p95 budget on the search endpoint',
        'error codes are defined in errors.ts, reuse them instead of inventing new ones',
        "don't use moment, just use the date-fns helpers",
      ],
      [
        'the new endpoint must be idempotent',
        'this handler must be idempotent, can you check?',
        'we have a 2 hour budget for this meeting',
        "there's a 200ms budget on this query, can you make it faster",
        'error codes are defined in errors.ts, right?',
        'heads up - the build is red',
        'pls dont use lodash here, just write the loop',
        'dont mock this, just call the real function',
      ],
    );
  });

  it('keeps a version pinned by the team, data kept at a storage URL, experiments logged to a tool, a default with what overrides it, a job and what not to do while it runs, a budget a part has, and a cause without "because"', () => {
    oneEachAndNone(
      [
        'we pin torch to 2.1 because 2.2 broke our custom cuda kernels',
        'datasets live in s3://ml-data/raw, processed ones in s3://ml-data/curated',
        'we log experiments to wandb under the team-recsys project',
        "use float32 unless there's a measured reason for bf16",
        "the nightly retrain kicks off at 1am UTC, don't deploy models between 1 and 3",
        "if the dataloader hangs it's almost always the num_workers setting, drop it to 0",
        'the inference service has a 50ms p99 budget',
      ],
      [
        'we pin the version to 2.1 because I said so',
        'the cache has a 50ms p99 budget, can you check it?',
        'the service has a 2 hour budget for the migration',
        'use this one unless it breaks',
        'use float32 here unless you think otherwise',
        "if the dataloader hangs it's almost always my fault",
        "if the worker crashes it's usually the same bug you added",
        'we log it to the console',
        'datasets live in the folder on my desktop',
        'the files are in s3, can you download them?',
        "when the queue is full it's usually because of the traffic today",
      ],
    );
  });

  it('keeps an order after the kind of work it is for, a freeze of the UI code, and nothing said for later or for the next hour', () => {
    oneEachAndNone(
      [
        'for any change to the public API, update the openapi spec in docs/api.yaml as well',
        'for any PR that touches billing, add Dana as a reviewer',
        "we're freezing the UI code on Dec 15 for the release",
      ],
      [
        'for this change, update the readme too',
        'for each PR in this list, add a label',
        'for all of these, add a test',
        "whenever you're ready, run the tests",
        'every time I run it, check the output',
        'for the next hour, run only the unit tests',
        'actually, leave the tests for later',
        'the UI is freezing on Dec 15 builds, can you look',
        'the UI froze when I clicked save',
      ],
    );
  });
});

describe("offline extraction of the project's names and homes", () => {
  it('keeps a name that changed, what a thing is called here, a move onto a named tool, the version the team is on and what the repo is', () => {
    expect(typesAndTexts(['btw we renamed the orders table to purchases last sprint, some docs still say orders'])).toEqual([
      ['project', 'We renamed the orders table to purchases last sprint, some docs still say orders.'],
    ]);
    oneEachAndNone(
      [
        'the env var API_URL got renamed to BACKEND_URL a while ago',
        'the `legacy` folder is now called `archive`',
        'our npm scope changed from @acme to @acme-labs in the spring',
        'the billing repo got renamed to payments-core, update any links you see',
        'fyi the main branch is called trunk in this repo',
        'just so you know, customers are called "members" in the codebase, never "users"',
        'we moved from localstack to testcontainers for the integration tests',
        'we moved our error tracking from sentry to honeybadger earlier this year',
        "we're on Go 1.22",
        "we're on python 3.12 everywhere now",
        "we're on Unity 2021.3 LTS",
        "we're pinned to Python 3.9 because the cluster image ships it, so no match statements",
        'this repo is the checkout service, the storefront lives in a separate repo',
        'the frontend repo is a Next.js app, the api is a separate Go service',
      ],
      [
        'I renamed the table to purchases, update the queries',
        'the function got renamed in the last commit, update the test',
        'the test was renamed to TestRefundRetries in the last commit',
        'the branch is called fix-refund, push it',
        'we renamed it to purchases, can you update the queries?',
        'we moved from Boston to Denver last year',
        'we moved to the new office last month',
        'we moved from staging to prod at 3pm, watch the logs',
        "we're on step 4 now",
        "we're on page 3 of the results",
        "We're on Python 3.9 locally, so no worries.",
        "we're on sprint 2025",
        "we're pinned to the top of the list",
        'this repo is a mess, can you clean up the imports?',
        "this repo is the worst service I've worked on, sorry",
        'our team changed from 6 to 4 people',
      ],
    );
  });

  it('reads what is said after a request to forget: a move from the thing forgotten onto a tool, or a statement of its own', () => {
    expect(typesAndTexts(['forget what I said about LocalStack, we moved to testcontainers'])).toEqual([['project', 'We moved from LocalStack to testcontainers.']]);
    expect(typesAndTexts(['please forget that we use pnpm, we switched to bun last month'])).toEqual([['project', 'We switched to bun last month.']]);
    for (const none of [
      'forget what I said about the deadline, we moved to friday',
      'stop remembering my timezone, we moved to Denver',
      'forget about it, we moved to the other approach',
      'forget what I said about LocalStack, we moved to testcontainers today',
      'forget what I said about LocalStack',
    ])
      expect(typesAndTexts([none]), none).toEqual([]);
  });

  it('keeps the same in Chinese: a name that changed, a move with what it is for first, and what is said after a request to forget', () => {
    oneEachAndNone(
      [
        '顺便说一下，orders 表上个迭代改名成 purchases 了，有些文档还写着 orders',
        '我们把 users 服务改名为 accounts 了',
        'API_URL 这个环境变量已经改名叫 BACKEND_URL 了',
        '集成测试我们从 localstack 换成了 testcontainers',
        '忘掉关于 LocalStack 的那条，我们换成 testcontainers 了',
      ],
      [
        '把 orders 表改名成 purchases',
        '我刚把这个变量改名成 total 了，更新一下测试',
        '能不能把 users 服务改名为 accounts？',
        '我们把 fix-refund 分支改名成 fix-refund-2 了，你推一下',
        '这个仓库太乱了，帮我整理一下 import',
        '忘掉关于截止日期的那条，我们改到周五了',
      ],
    );
    expect(forgetRequest('忘掉关于 LocalStack 的那条，我们换成 testcontainers 了')).toBe('LocalStack');
    // what the repository is, and where a part of the system runs, as facts (not a rule, not the user's machine)
    expect(typesAndTexts(['先说一下背景：这是我们的订单服务，Java 17 + Spring Boot，部署在阿里云的 ACK 上。帮我看看为什么下单接口这么慢', '这个仓库是订单服务'])).toEqual([
      ['project', '这是我们的订单服务，Java 17 + Spring Boot，部署在阿里云的 ACK 上。'],
      ['project', '这个仓库是订单服务。'],
    ]);
    oneEachAndNone(['订单服务部署在阿里云的 ACK 上'], ['这是我的测试服务', '这个改动部署在预发了', '测试服务跑在我电脑上', '这是我们的问题，帮我查一下']);
  });
});

describe("offline extraction of how a frontend is put together", () => {
  it('keeps where a kind of thing comes from, how and where a part is rendered or shipped, how a kind of thing is done against the other way, and what every UI element needs', () => {
    oneEachAndNone(
      [
        "all our icons come from lucide, don't pull in another icon set",
        'feature flags come from launchdarkly, the keys are kebab-case',
        "heads up: the staging CDN caches for 10 minutes, so hard refresh won't show your change right away",
        'the mobile app shares the validation schemas with the web app through packages/schemas',
        'we ship the web app to vercel and the api to fly.io',
        'the marketing pages are statically generated at build time, everything under /app is client rendered',
        "dark mode is done with css variables on the html element, not with tailwind's dark: variant",
        'accessibility matters a lot to us, every interactive element needs a visible focus state',
      ],
      [
        'the error comes from the parser, can you fix it?',
        'the request comes from the browser extension',
        'the warning comes from react, ignore it',
        'we ship the app to testers on friday',
        'we deploy the api to staging first',
        'every button needs fixing on the settings page',
        'the fix is done with a regex, not with the parser, please review',
        "the pages are rendered on the server now but it's slow",
      ],
    );
  });

  it("keeps how a kind of thing is done against the other way in a later clause after 'and', and a source of truth beside what is 'just for' something else", () => {
    expect(typesAndTexts(['We train with sklearn and lightgbm, and all the features are computed in dbt, not in python. Can you look at why the AUC dropped?'])).toEqual([
      ['project', 'We train with sklearn and lightgbm, and all the features are computed in dbt, not in python.'],
    ]);
    oneEachAndNone(
      ['also the eval notebook is the source of truth for metrics, anything else is just for debugging'],
      [
        'the build is broken, and the tests run nightly',
        'the features are computed in python for now, not in dbt',
        'the tests are run on my laptop, not in CI',
        'the release is done by hand today, not by the pipeline',
        'the old script is just for debugging, the pipeline is the source of truth now',
      ],
    );
  });

  it('leaves a first word that is a name as it is written: iOS, e2e, a Chinese sentence\'s table', () => {
    expect(typesAndTexts(["iOS builds go through fastlane, never xcode directly", 'e2e tests must run against the preview deployment, never localhost'])).toEqual([
      ['feedback', 'iOS builds go through fastlane, never xcode directly.'],
      ['feedback', 'e2e tests must run against the preview deployment, never localhost.'],
    ]);
    expect(typesAndTexts(['orders 表上个迭代改名成 purchases 了'])).toEqual([['project', 'orders 表上个迭代改名成 purchases 了。']]);
    expect(typesAndTexts(['never rename the 用户 table'])).toEqual([['feedback', 'Never rename the 用户 table.']]);
  });

  it('types who the user is, said with how to talk to them because of it, as a user memory however it is worded', () => {
    const said = [
      "I'm on the mobile team so keep Go explanations simple",
      "I'm a designer, keep explanations non-technical",
      "I'm on the mobile team normally so I'm not super familiar with Go, keep explanations simple",
      "I'm new to Rust, so explain the borrow checker errors when they come up",
    ];
    expect(typesOf(said)).toEqual(['user', 'user', 'user', 'user']);
    // a rule said by whoever they are stays a rule
    expect(typesOf(["I'm the tech lead, so never merge without my review", "I'm on the platform team, so don't touch the terraform modules without asking me"])).toEqual(['feedback', 'feedback']);
  });

  it('keeps statements earlier rounds had left missed, and none of their look-alikes', () => {
    const said = [
      'every service exposes /healthz and /readyz',
      'webhooks from github are verified with the shared secret before anything else runs',
      'the search api returns at most 50 results per page',
      "we're on react 18, not 19 yet, so no use() hook",
      'pagination everywhere is cursor based, offsets are not allowed in new endpoints',
      'our api gateway enforces a 10 mb request limit',
      'every pr gets a preview deploy on vercel',
      'deleted accounts are soft-deleted and purged after 30 days',
      'the reporting db is a read replica, writes there are rejected',
      'release candidates get a week on staging before they go to prod',
      'our postgres replicas lag up to a few seconds',
    ];
    eachKept(said);
    noneKept(['the script takes up to 10 minutes', "we're on step 3, not 4 yet, so no rush", 'every endpoint exposes too much data', 'all of our services serve traffic from one region, which is a problem', 'the queue accepts up to 1000 messages right now', 'every test has a typo in its name', 'deleted accounts are showing up in the report again', 'this db is a read replica, that\'s why the write failed', 'the replicas lag up to a few minutes today, can you check?', 'the release candidate got a week on staging and still broke']);
  });

  it('keeps how a desktop app, a game and a mobile app are built, not what broke on them today', () => {
    const said = [
      'the main process and the renderer only talk over the preload bridge, never enable nodeIntegration',
      'windows installers are built on the windows runner only, cross-compiling from mac breaks the native deps',
      'save files are versioned, every change to the format needs a migration in SaveMigrator',
      "the cert is in the 1password vault 'Release'",
    ];
    expect(typesOf(said)).toEqual(['feedback', 'project', 'feedback', 'reference']);
    expect(typesOf(['deep links are handled in one place, DeepLinkRouter, add new routes there', 'the min sdk is 26, so check compat for anything newer'])).toEqual(['feedback', 'feedback']);
    noneKept(['the min sdk is 21, so no wonder it crashes', 'this file has all the routes, add new routes there', 'the router is a mess, the tests are red, add new routes there anyway']);
    noneKept(["the test only fails on mac, don't skip it", 'every change to this file needs a review', "the password is in the 1password vault but it's expired", 'the installer is built on my laptop, signing fails on CI']);
  });

  it('reads a statement said after a request in the same sentence, past a dash, a semicolon or a comma', () => {
    expect(typesAndTexts([
      'fix the 500 on /users/:id — also fyi we return problem+json for every error response',
      'add the enum for order status; we never delete enum values, only deprecate them',
      'pls add the created_at column, and remember timestamps are stored as timestamptz, never naive',
      'update the openapi spec for the new field, the spec is the source of truth and the types are generated from it',
    ]).map(([, text]) => text)).toEqual([
      'We return problem+json for every error response.',
      'We never delete enum values, only deprecate them.',
      'Timestamps are stored as timestamptz, never naive.',
      'The spec is the source of truth and the types are generated from it.',
    ]);
    expect(typesAndTexts(['修一下这个 500，顺便说一下我们的错误响应统一用 problem+json', '加一个订单状态的枚举，我们从不删枚举值，只标记废弃']).map(([, text]) => text)).toEqual(['我们的错误响应统一用 problem+json。', '我们从不删枚举值，只标记废弃。']);
    noneKept(['改一下这个函数，它从不返回 null', '修一下这个 500，报错信息里有 html']);
    // not what is said of the thing at hand, of the moment, or without a mark that it always holds
    noneKept(['refactor this handler; the logic is duplicated in three places', 'add the endpoint; our client needs it by friday', 'add the index, the orders table has 40 million rows', 'deploy to staging — fyi the pipeline is slow today', 'run the migration; don\'t forget to back up first', 'clean up the branch; never mind the old commits', 'fix the flaky test; all the other tests pass', 'write the test, and remember the fixture needs a user']);
  });

  it('keeps how a team ships and where its parts run, not what its tools did today', () => {
    expect(typesOf([
      "the CODEOWNERS file decides reviewers, don't add reviewers by hand",
      'tag @platform-team on anything that touches the terraform modules',
      'commit messages follow conventional commits, e.g. feat(api): add endpoint',
      'prod runs on eks in us-east-1, staging is in eu-west-1',
      "logs older than 30 days go to glacier so they're slow to query",
    ])).toEqual(['feedback', 'feedback', 'feedback', 'project', 'project']);
    expect(typesOf(['PR 合并前至少要两个人 approve', '生产环境在 us-east-1 的 EKS 上，预发在 eu-west-1', '提交信息遵循 conventional commits 规范'])).toEqual(['feedback', 'project', 'feedback']);
    noneKept(['合并前我要再看一眼', '这个 PR 合并前要先 rebase 一下', '预发在 eu-west-1 又挂了']);
    noneKept(["the deploy is running, don't restart the pods manually", 'the test failed, don\'t fix it manually', 'tag me on anything that needs review this week', 'the backups older than 30 days are gone', 'prod is on fire', 'the hpa scaled to 12 replicas during the load test']);
  });
});

describe('offline extraction of projects run through the hooks: an agent product, a retrieval service, a Rust crate, an Expo app, a Go CLI, a solo iOS developer, corrections mid-work, an ML team, a Laravel shop, an SRE team, a hobbyist', () => {
  it("keeps an agent team's, a retrieval team's and a Rust crate's ways of working, not what went on today", () => {
    expect(typesOf([
      'we use sonnet for the planner and haiku for the classifier, dont swap them without running the evals first',
      'temperature is 0 everywhere except the brainstorm tool, which uses 0.9 on purpose',
      'errors go through thiserror in the library crate and anyhow only in the binary, never anyhow in lib',
      'unsafe is banned outside src/ffi/, and every unsafe block there needs a SAFETY comment',
      'Marco maintains the homebrew formula, ping him when the release is out',
      '小王负责检索这块，动召回逻辑之前先问他',
      '前端的组件库是小张在维护，有问题直接问他',
    ])).toEqual(['feedback', 'project', 'feedback', 'feedback', 'project', 'project', 'project']);
    eachKept([
      "we use gpt-4o-mini for routing, don't change it without checking the cost dashboard first",
      'the batch size is 32 on purpose, bigger ones run out of GPU memory',
      'the legacy endpoints return 200 on errors on purpose, old clients depend on it',
      'eval is not allowed anywhere in the codebase',
      'raw SQL is banned outside the repository layer',
      'Jana maintains the android build, ask her before bumping the gradle plugin',
      '老李负责支付这块，改退款逻辑之前先找他确认',
    ]);
    // not the thing at hand, what was seen to work, what someone did, a person, a trouble of the day
    noneKept([
      'we use the staging key for this test, dont swap it without telling me',
      "we use haiku right now, don't change it until I say so",
      'the tests pass locally, never on CI',
      'the test is red everywhere except on my machine',
      'I left the failing test in on purpose',
      'the test was skipped on purpose',
      'the linter is off on purpose for this file',
      'the user is banned, can you unban them?',
      'my account is not allowed to push to main',
      'that import is not allowed in src/',
      'Marco maintained the homebrew formula until last year, ask him',
      '小王负责这个需求，你去问他一下',
      '小王今天负责发布，有问题先问他',
      '老王负责的那个接口挂了，快去找他',
    ]);
  });

  it('keeps an Expo app\'s, a Go CLI\'s terse ways of working and whom to ask, not a look at one thing', () => {
    expect(typesAndTexts([
      'go 1.22, no generics-heavy stuff pls, keep it boring',
      'we vendor deps, so run go mod vendor after any go.mod change',
      'config precedence is flags > env > file, keep it that way',
      'exit codes matter, scripts depend on them: 0 ok, 1 error, 2 usage',
      'Omar runs our infra, anything touching the terraform dir goes by him first',
      'Lena is our designer, ask her before changing any spacing or colors in the theme',
    ]).map(([type]) => type)).toEqual(['feedback', 'feedback', 'feedback', 'feedback', 'project', 'project']);
    // named without a clause cut after a word or two ("…, keep it")
    expect(extractStatements(replies(['go 1.22, no generics-heavy stuff pls, keep it boring'])).map(nameFor)).toEqual(['Go 1.22, no generics-heavy stuff please']);
    eachKept([
      'python 3.12, no pandas, type hints everywhere',
      'the public api is load-bearing, three other teams depend on it',
      "the mobile app depends on the old field names, don't rename them",
      'Tomás is our architect, check with him before adding a new service',
      'config precedence is cli flags over env vars, keep it that way',
    ]);
    noneKept([
      'no worries, keep it simple',
      'no tests, no docs, just ship it',
      'step 3, no errors',
      'macbook 16, no fan noise',
      'Lena is our new designer, ask her to review this screen',
      "Omar runs the standup today, ping him if you're late",
      "this test depends on the db, don't run it in parallel",
      'it matters, trust me',
      'run go mod vendor after this change',
      'run it after every change',
      'the output is sorted that way, keep it that way for now',
    ]);
  });

  it('keeps when a solo developer works, a rule a habit breaks, a source of truth named by its path and a fact set right as what it is', () => {
    expect(typesAndTexts([
      'i work on this on weekends only, so keep the todo list in TODO.md up to date, i lose track otherwise',
      'you keep writing class components, we only do function components with hooks',
      "the api contract is the openapi file at docs/openapi.yaml, it's the source of truth for the client types",
      'the schema file at db/schema.prisma is the source of truth for the models',
    ]).map(([type]) => type)).toEqual(['user', 'feedback', 'project', 'project']);
    // named by the rule the habit breaks, and by a whole phrase before a preposition
    expect(extractStatements(replies(['you keep writing class components, we only do function components with hooks', 'the openapi file at docs/openapi.yaml is the source of truth for the client types'])).map(nameFor)).toEqual([
      'We only do function components with hooks',
      'The openapi file at docs/openapi.yaml is the source of truth',
    ]);
    // a fact set right is the project's or a pointer, as said alone; a way of working stays feedback
    expect(typesOf(['actually the staging url is staging.acme.dev, not acme-staging.dev, please remember that', 'no, the API returns cents, not dollars', "no, don't mock the redis client, we run a real redis in docker"])).toEqual(['reference', 'project', 'feedback']);
    noneKept([
      'this file is the source of truth',
      'the test file is the source of truth for now',
      "the notes file at docs/notes.md, it's the source of truth for now",
      'we only use it for the demo',
      "i'll work on this on the weekend",
      'i work on this tonight, so keep it short',
      'i work on this in the evenings today',
      'you keep writing long answers, just fix it',
    ]);
  });

  it('keeps where a kind of run reports, who grants a large one, the language of each kind of writing and what follows a kind of change', () => {
    expect(typesOf([
      "all training runs log to wandb under the project 'ranker-v2', don't create new projects",
      'the cluster is slurm, jobs over 8 gpus need a reservation from Dana',
      'the production server has php 7.4, so no enums and no readonly properties',
      'the comments in the code we write in english, but the messages for the users are in portuguese',
      'the jobs of the queue are running with supervisor, after change a job you must restart the workers',
    ])).toEqual(['reference', 'project', 'feedback', 'feedback', 'feedback']);
    eachKept(['all services send their errors to sentry', 'code comments are in english, the ui strings are in german', 'after changing a migration you must regenerate the schema dump']);
    noneKept([
      'the test logs to the console',
      'my script logs to sentry',
      'this job needs approval from Dana',
      'jobs over the weekend need approval from nobody',
      'the comments in this file are in english',
      'the logs are in english, can you translate them?',
      'after changing the file you should see the new button',
      'after we changed the job, we had to restart everything',
      'after changing this migration you must run it again',
      '这个需求下周一要上线，先把主流程做出来',
    ]);
  });

  it("keeps an SRE team's rules learned from incidents, a hobbyist's ways of shipping and a Chinese naming format, not the day's incident", () => {
    eachKept([
      'after the outage last month we now require two approvals for any change to the load balancer config',
      'postmortems go in the incidents/ folder of the ops repo, one markdown file per incident',
      'terraform plan output has to be pasted in the PR before anyone approves',
      'the on-call handoff is mondays at 10am, in #oncall',
      'btw this mod targets minecraft 1.20.1 forge, dont use anything from 1.21',
      'i test on a separate instance in prism launcher, never in my main world',
      'i publish on modrinth only, no curseforge',
      '资源文件命名：模块名_类型_描述，比如 home_ic_search',
    ]);
    noneKept([
      'we had a partial outage this morning, the cache was down for 10 minutes',
      'after the meeting we now need to fix the login bug',
      'we require a review for this PR',
      'this app targets the wrong api, fix it',
      'i tested on staging only',
      'i deploy to prod, never mind',
      "the standup is mondays at 10am but today it's at 11",
      'the notes go in the tmp/ folder for now',
      'the fix has to be reviewed before anyone merges it today',
      '这个文件命名：随便起的',
      '变量命名：太长了吧？',
    ]);
  });

  it('keeps nothing of a spec under a markdown heading or inline, what a user story says after its colon, nor the words a docstring is to say', () => {
    noneKept([
      'Here\'s the spec for the new export feature:\n\n## Export\n- Users can export their invoices as CSV or PDF\n- Large exports (over 10k rows) should run in the background\n- Always include the currency column\n\nPlease implement the CSV part first.',
      'The user story says: as an admin I must always be able to see deleted accounts, but regular users never should. Implement the filter in the accounts query.',
    ]);
    // a rule list under a heading is still the user's; a statement of the user's own after the story is read
    eachKept(['A few rules for this repo:\n\n## Style\n- always use named exports', 'The user story says: admins see deleted accounts.\nWe never hard-delete accounts, only soft-delete them.']);
    // nor a spec given inline after the request, nor the words a piece of the work is to say
    noneKept([
      'Implement the rate limiter. Requirements: it must allow 100 requests per minute per key, it should never block health checks, and it always needs to return a Retry-After header.',
      'Can you update the docstring? It should say that the function always returns a list, never None.',
    ]);
    eachKept(['Rule: it must never block health checks']);
    // nor a bug report's expected behaviour, nor someone's requirement cited before a request (but "our requirement:" is the team's)
    noneKept([
      "Bug report from QA:\nExpected behavior: users should never see another tenant's invoices\nActual behavior: the invoice list shows all tenants\nPlease fix",
      'The PM\'s requirement: prices must always be shown with tax included. Can you estimate this?',
    ]);
    eachKept(['our requirement: all PII must be encrypted at rest']);
    // nor an issue's sections under their headings (to the next heading or blank line), nor a question asked as an order
    noneKept([
      "Here's the GitHub issue, can you fix it?\n\n### Describe the bug\nThe export never finishes for large workspaces.\n### Expected behavior\nExports should always complete within 5 minutes.",
      '**Expected behavior**\nThe page should always load in under 2 seconds.\n\nCan you look into it?',
      "Let me know if the migration always needs to run before the deploy, I'm not sure.",
    ]);
    eachKept([
      "Here's the GitHub issue, can you fix it?\n\n### Describe the bug\nThe export never finishes.\n### Expected behavior\nExports should always complete within 5 minutes.\n\nAlso, we never run exports on the primary db.",
      '## Steps to reproduce\n1. open settings\n2. never save\n## Notes\nwe always reproduce bugs on staging first',
      'Fix the flaky test in auth.spec.ts. Also, FYI, we quarantine flaky tests with test.fixme instead of deleting them.',
    ]);
    noneKept(['we fixed it with a patch instead of upgrading', 'we went with redis instead of memcached', 'we need to mock the api instead of calling it']);
    // in Chinese: a spec inline, material to translate on the same line, a limit on what a request makes
    noneKept([
      '验收标准：接口响应时间必须小于 200ms，错误码统一用 4 位数字。先把接口写出来',
      '把这段英文翻译成中文：Never store passwords in plain text. Always hash them with bcrypt.',
      'translate this to german: Never store passwords in plain text. Always hash them with bcrypt.',
      '帮我写个脚本，把 30 天前的日志都删掉，但是千万别删 error 级别的',
      '帮我生成 20 条测试数据，金额都不能超过 1000',
    ]);
    noneKept(['单测覆盖一下边界情况，空数组和 null 都要测', '帮我写个定时任务，每天凌晨 2 点同步一次库存，失败了要重试三次']);
    eachKept(['上线前的改动都要找测试确认一下', '同事在群里说：“以后所有接口都要加 traceId”。先给订单接口加上']);
    eachKept(['帮我加个接口，我们所有接口都要鉴权', '帮我生成测试数据，但是千万别连生产库，我们一直是这么规定的', '总结得不错。有件事以后一定要做：改了接口的返回结构，就在同一个提交里更新 OpenAPI 文档。现在看下订单接口。']);
  });
});

describe('offline extraction of a dbt team, a browser extension and a low-latency C++ team through the hooks', () => {
  it("keeps their ways of working said tersely or with a condition, not the day's requests nor their look-alikes", () => {
    eachKept([
      'heads up: the airflow scheduler runs on UTC, so any cron you write there is UTC not local',
      'if you need to backfill, ask Priya first, backfills hit the snowflake credits hard',
      'we name models like stg_<source>__<table>, double underscore, its the dbt convention',
      'this extension is manifest v3 only, no background pages, use the service worker',
      "I build with vite + crxjs, don't switch to webpack",
      'no heap allocs on the hot path. preallocate.',
      'c++20, gcc 13, no boost',
      'exceptions disabled (-fno-exceptions), use expected<T,E>',
      'bench before/after any change to the order book, numbers in the PR',
      'ask Tomasz before touching the FIX parser, he wrote it',
    ]);
    noneKept([
      "ask Tom before touching the fix, he's on it",
      'ask Tom before changing the file',
      'if you need help, ask Priya',
      'if you need to deploy today, ask Priya first',
      'if you want to leave early, ask Priya first',
      'we named the models like stg_x',
      'this extension is broken only on firefox',
      'this app is only a demo',
      "I build with vite, don't switch to webpack yet",
      'no errors on the hot path',
      'no users in staging',
      'exceptions disabled in this build, use the debug one',
      'bench before and after this change',
      'the dag runs on UTC now',
      // a request the recall session typed, whose "everywhere" is what the work is for
      'request access to all sites so we can inject everywhere',
      'add access to all sites so we can inject everywhere',
    ]);
    eachKept(['use pnpm everywhere so we can share one lockfile', 'request ids are uuids, never ints', 'request logs go to datadog']);
  });

  it('keeps a name with the marks of markdown emphasis in it as written, and names a rule said after a condition by both', () => {
    const kept = (t: string) => extractStatements(replies([t]));
    expect(kept('we name models like stg_<source>__<table>, double underscore')[0]!.text).toContain('stg_<source>__<table>');
    expect(kept('never edit __init__.py by hand')[0]!.text).toBe('Never edit __init__.py by hand.');
    // (a Python name alone, "__all__", is no bold word: the public API is not "whatever's in all")
    expect(kept("the public API is whatever's in __all__, anything else can change without notice")[0]!.text).toBe("The public API is whatever's in __all__, anything else can change without notice.");
    expect(kept('__never__ push to main')[0]!.text).toBe('Never push to main.');
    expect(kept('never use **kwargs in public apis')[0]!.text).toBe('Never use **kwargs in public apis.');
    expect(kept('**Important:** never push to main')[0]!.text).toBe('Never push to main.');
    expect(kept('if you need to backfill, ask Priya first, backfills hit the snowflake credits hard').map(nameFor)).toEqual(['If you need to backfill, ask Priya first']);
    expect(kept('exceptions disabled (-fno-exceptions), use expected<T,E>').map(nameFor)).toEqual(['Exceptions disabled (-fno-exceptions), use expected<T,E>']);
  });
});

describe('offline extraction of a Next.js marketing site and a Chinese Spring Boot team through the hooks', () => {
  it('keeps what the project is built on before a request, an area\'s tool against another, what every response is wrapped in, and what the user knows nothing of', () => {
    eachKept([
      "Hey! We're building the marketing site in Next.js 14 with the app router, content comes from Contentful. Can you add a pricing page that pulls the plans from Contentful?",
      "For analytics we use Plausible, not Google Analytics, and no cookie banners please, that's the whole point of Plausible.",
      'run npm run cf:types after any content model change',
      '我们这个项目是 Spring Boot 2.7 + MyBatis-Plus，数据库是 MySQL 8，帮我给用户表加一个 last_login_at 字段',
      '好的。我们的接口返回都包一层 Result<T>，code 0 表示成功，新接口也一样',
      '对了，我对前端一窍不通，页面的事情别问我，找小周',
    ]);
    expect(typesAndTexts(['我们这个项目是 Spring Boot 2.7 + MyBatis-Plus，数据库是 MySQL 8，帮我给用户表加一个 last_login_at 字段'])).toEqual([['project', '我们这个项目是 Spring Boot 2.7 + MyBatis-Plus，数据库是 MySQL 8。']]);
    noneKept([
      'For now we use the mock server, not the real api',
      "We're building the app in Xcode right now",
      'we\'re building the new feature in a branch',
      '我们这个项目是 Java 写的吗',
      '我对这个需求一窍不通',
    ]);
  });
});

describe('offline extraction of an iOS team in long prompts and a Chinese data analyst through the hooks', () => {
  it('keeps a version floor with its "yet", a habit of the whole codebase, a role and what goes by it, a trade said as a kind of person, a metric\'s definition and whom to ask when in doubt', () => {
    eachKept([
      'Can you add pull-to-refresh to the orders list? Use the native .refreshable modifier. Also for context: we support iOS 16 and up, so no iOS 17-only APIs like the Observation framework yet.',
      'We localize everything, every user-facing string goes through String(localized:) with a key in Localizable.xcstrings. Please fix the empty state string accordingly.',
      'perfect. fyi snapshots are recorded on the iPhone 15 simulator with iOS 17.5, recording on anything else breaks them on CI',
      'Right. Heads up, Nadia is our iOS lead, anything touching the payment sheet goes through her before merge.',
      "I'm mostly a backend person, so when SwiftUI layout gets weird, explain it in terms of constraints",
      '我主要用 Jupyter 做分析，pandas + SQL，代码不用写得太工程化，能跑就行',
      '注意：GMV 的口径是实付金额，不含运费和退款',
      '数据口径有疑问的话去问数据组的阿敏，她维护指标字典',
      '所有对外的报表数字都保留两位小数，百分比一位小数',
      '我周末一般不看消息，有问题周一再说',
    ]);
    noneKept([
      "I'm a morning person",
      'we broke everything yesterday',
      "we support iOS 16 and up but the build isn't ready yet",
      'Nadia is our iOS lead, ask her what she thinks about this PR',
      '这个指标的口径是什么？',
      '有问题的话去问一下阿敏',
      '我主要用 Jupyter 做了个分析',
      '所有的报表数字都保留两位小数吗？',
    ]);
    // a lead-in "one thing to know:" is no part of the statement; a remark on the thing at hand after who the user is, neither
    expect(typesAndTexts(['ok thanks. One thing to know: all networking goes through APIClient in Core/Networking, never call URLSession directly from a view model.'])[0]![1]).toMatch(/^All networking goes through APIClient/);
    expect(typesAndTexts(["I'm a Python person, so this is confusing."])).toEqual([['user', "I'm a Python person."]]);
  });
});

describe('offline extraction of a Kotlin payments team in casual prompts and a Chinese uni-app team through the hooks', () => {
  it('keeps what the project is, facts closed by the prohibition they imply, a rule said to be the team\'s, where a linter runs with its fix, and a trade the user did not come from', () => {
    expect(typesAndTexts(['btw money is always BigDecimal with scale 2 in this codebase, and rounding is HALF_EVEN everywhere, dont use doubles for anything money related'])).toEqual([
      ['feedback', 'Money is always BigDecimal with scale 2 in this codebase, and rounding is HALF_EVEN everywhere, don\'t use doubles for anything money related.'],
    ]);
    eachKept([
      'hey, quick context before we start: this is our payments service in kotlin, spring boot 3, we use coroutines everywhere, no reactor/webflux please',
      'nice. we inject java.time.Clock into anything that reads the time, thats a team rule',
      'ok makes sense. ktlint runs in the pre-commit hook, if it fails just run ./gradlew ktlintFormat, dont disable rules',
      '先说下背景：这是我们的 uni-app 小程序项目，Vue 3 + TypeScript，一套代码发微信和支付宝两个端',
      '我不是前端出身，CSS 的东西多解释两句',
    ]);
    noneKept([
      'this is our api that keeps failing',
      "this is our staging api, can you check why it's slow",
      "we inject it, that's the rule",
      'money is always a problem in this codebase',
      'ktlint runs in the pre-commit hook, if it fails again just run it again',
      'money is tight this quarter, dont buy new servers',
      '我不是前端出身吗？',
      '这是我们的新项目，帮我看看目录结构',
      '这是我们的小程序，为什么首页白屏？',
    ]);
    // a bare "no" before a fact set right leaves the fact as the correction
    const redone = extractStatements(replies(['no wait. migrations in this repo are always backwards compatible, we deploy code before running them.']));
    expect(redone.map((st) => [st.kind, st.type])).toEqual([['correction', 'project']]);
  });
});

describe("offline extraction of a yes to the agent's question", () => {
  const answered = (question: string, yes: string) => extractStatements([{ role: 'assistant', text: question }, { role: 'user', text: yes }]).map((s) => s.text);
  it('keeps a preference asked about in general, and an offer made "from now on", as the rule they are', () => {
    expect(answered('Done — I used the primary color token. Do you prefer tokens over raw hex values in general?', 'yes, tokens only, raw hex fails the design lint in CI')).toEqual([
      'Prefer tokens over raw hex values, tokens only, raw hex fails the design lint in CI.',
    ]);
    expect(answered('Want me to use design tokens instead of raw hex values from now on?', 'yes')).toEqual(['Always use design tokens instead of raw hex values.']);
    // not a pick between two, the thing at hand, or a preference asked of this once
    expect(answered('Do you prefer tabs or spaces?', 'yes')).toEqual([]);
    expect(answered('Do you prefer this approach in general?', 'yes')).toEqual([]);
    expect(answered('Do you prefer the first option?', 'yes')).toEqual([]);
    expect(answered('Want me to fix it from now on?', 'yes')).toEqual([]);
    // an offer after a semicolon is still the offer
    expect(answered('All 412 tests pass. The suite mixes factory_boy and JSON fixtures; want me to use factories in new tests too instead of fixtures?', 'yes, always factories, fixtures are legacy')).toEqual([
      'Always use factories in new tests too instead of fixtures, factories, fixtures are legacy.',
    ]);
  });
});

describe('offline extraction of a Chinese game server team and an Ansible operations team through the hooks', () => {
  it('keeps whom a kind of change is aligned with first, a weekly maintenance window, what a part must stay with the step before each merge, and who approves anything touching a part', () => {
    eachKept([
      '协议改动要先跟客户端的阿杰对一下，他负责客户端网络层',
      '每周四早上 6 点停服维护，更新都放在那个窗口',
      'our playbooks have to stay idempotent, run them twice in check mode before merging',
      'Kofi approves anything that touches the firewall roles',
    ]);
    noneKept([
      '这个改动要先跟阿杰对一下',
      '协议改动要先跟阿杰对一下吗？',
      '刚才的改动要先跟产品确认一下',
      '今天停服维护，别发版',
      'Kofi approved anything that touched the firewall',
      'Kofi approves anything you send him',
      'the tests must pass, run them before merging this',
    ]);
  });
});

describe('offline extraction of a Terraform team, a Flutter app and a firmware team through the hooks', () => {
  it('keeps who signs off past a size, a rule after facts, a version floor with what it asks of new things, a rule after a request, and names each by its rule', () => {
    eachKept([
      'also instance sizes, don\'t pick them yourself. anything bigger than db.t4g.medium needs sign-off from Marta on the platform team since she owns the AWS budget.',
      'Quick context before we start: this is a Flutter app, state management is Riverpod 2 with code generation, and we don\'t use Bloc anywhere. Can you add a settings screen?',
      'Min supported iOS is 15 and Android minSdk 23, so check any new plugin against those before adding it.',
      'good, open a PR against develop, we never PR straight to main here',
    ]);
    noneKept([
      'anything bigger than that needs sign-off from my manager',
      'the test is flaky, we always rerun it',
      'this is a hard one, and we don\'t know why',
      'the deploy is done, we only need to update the docs',
      'the build is slow, so check any new dependency before adding it',
      'the min supported version is whatever you like',
    ]);
    expect(namesOf('this is a Flutter app, and we don\'t use Bloc anywhere.')).toEqual(["We don't use Bloc anywhere"]);
    // (not a consequence that does the task now, one that points back, or a condition)
    expect(namesOf('fyi prod applies only happen through the atlantis PR workflow, nobody applies prod from a laptop, so just open the PR and leave the apply comment to us')).toEqual(['Prod applies only happen through the atlantis PR workflow']);
    expect(namesOf("we're standardising on postgres 16 for everything new but the old clusters stay on 15 until the Q1 upgrade window, so don't touch their parameter groups")).toEqual(["We're standardising on postgres 16 for everything new"]);
    expect(namesOf("Golden tests are run on the CI's linux image only; if you regenerate goldens on a mac the fonts differ and every test fails, so never commit goldens generated locally.")).toEqual(['Never commit goldens generated locally']);
  });

  it('keeps terse rules of an Elixir team and, in Chinese, the step a kind of thing goes through first', () => {
    eachKept(['phoenix 1.7 + liveview. no js frameworks, alpine only if really needed', 'ecto: every migration reversible. no execute/1 without a down', 'credo is strict mode, CI fails on any warning']);
    noneKept(['no way without a fight', 'no luck without the vpn', 'CI fails on my branch', 'the build fails on every run since yesterday', 'CI fails on any warning now, can you fix it?', 'all endpoints idempotent?', 'jquery only if you have to', 'no tests, no docs, just ship it', 'no worries, pnpm only']);
    const zh = (said: string[]) => extractStatements(replies(said, '好的。')).filter(standsAlone).map((st) => st.text);
    expect(zh(['用户的原始问题要先过一遍敏感词过滤再进检索，这是合规的要求', '所有的接口都要先鉴权再处理业务'])).toEqual(['用户的原始问题要先过一遍敏感词过滤再进检索，这是合规的要求。', '所有的接口都要先鉴权再处理业务。']);
    expect(zh(['我先吃饭再改', '这个接口要先测一下再上线', '你要先跑测试再提交', '明天要先开会再发版'])).toEqual([]);
  });

  it('keeps in Chinese whom to ask before a kind of work, a number a part must stay within, a rule with the trouble it once caused, the team\'s format spelled out, and what the team makes', () => {
    expect(keptInChinese(['功耗的事情要注意一下，待机电流要求在 20uA 以下，加新外设之前先问一下硬件组的老周'])).toEqual([['project', '待机电流要求在 20uA 以下，加新外设之前先问一下硬件组的老周。']]);
    expect(keptInChinese(['中断里面不要打日志，LOG_INF 在中断上下文会卡住，之前因为这个死机过好几次'])).toHaveLength(1);
    expect(keptInChinese(['首屏加载要控制在两秒以内', '改表结构前要先找 DBA 确认'])).toHaveLength(2);
    expect(keptInChinese(['行，提交吧，提交信息按我们的格式写：模块名: 描述'])).toEqual([['feedback', '提交信息按我们的格式写：模块名: 描述。']]);
    expect(extractStatements(replies(['行，提交吧，提交信息按我们的格式写：模块名: 描述'], '好的。')).map(nameFor)).toEqual(['提交信息按我们的格式写：模块名: 描述']);
    expect(keptInChinese(['我们这边是做智能门锁固件的，MCU 是 nRF52840，用的 Zephyr 3.5，你先帮我看一下 drivers/fingerprint 下面这个驱动为什么偶尔读不到数据'])).toEqual([['project', '我们这边是做智能门锁固件的，MCU 是 nRF52840，用的 Zephyr 3.5。']]);
    // (not one's own day, this one, a question, or sent now; nor a number of one's own)
    expect(keptInChinese(['下班前先问一下老周明天开不开会', '改这个文件之前先问一下我', '这个改动之前先问一下他', '你先问一下老周', '今天上线前先问一下老周', '上线前先问一下产品这个需求还要不要', '这个页面加载要控制在两秒以内吧', '我的体重要控制在七十公斤以下', '你按我们的格式写：标题加日期'])).toEqual([]);
  });
});

describe('offline extraction of a data scientist, a Chinese Unity team and a Go team through the hooks', () => {
  it('keeps how data is split and the metric a model is judged by, and names a rule by its moment and order, or by the label it points back at', () => {
    eachKept([
      'thanks. for modelling we always split by customer_id, never a random row split, because customers appear in multiple months and random splits leak.',
      'ok. the metric the business cares about is recall at 10% of customers contacted, not AUC, so report that first in every result summary.',
    ]);
    noneKept(['we always split the bill', 'we always split on the first try', 'the metric we use is confusing', 'our main metric is down 5% this week', 'the metric is wrong on the dashboard', 'the metric the business cares about is still recall, right?']);
    expect(namesOf('random seeds: we fix them at 42 everywhere so runs are comparable across the team.')).toEqual(['Random seeds: we fix them at 42 everywhere']);
  });

  it('keeps a label that names the part a rule is of, a framework by its name, and not one that only says a remark follows', () => {
    const kept = (said: string) => extractStatements(replies([said])).filter(standsAlone).map((s) => s.text);
    expect(kept('Flutter: state lives in Riverpod providers, never setState in screens')).toEqual(['Flutter: state lives in Riverpod providers, never setState in screens.']);
    expect(kept('Laravel: use form requests for validation, not inline $request->validate')).toEqual(['Laravel: use form requests for validation, not inline $request->validate.']);
    expect(kept('RN: we use react-navigation v6, dont suggest expo-router')).toEqual(["RN: we use react-navigation v6, don't suggest expo-router."]);
    // (the first word after the label as typed: a name keeps its capital)
    expect(kept('Frontend: React 18 with Vite, never Create React App')).toEqual(['Frontend: React 18 with Vite, never Create React App.']);
    expect(kept('Note: we deploy on Tuesdays only')).toEqual(['We deploy on Tuesdays only.']);
    expect(namesOf('Right, and when you change a proto, never renumber or reuse field numbers, mark removed fields as reserved instead, other services deserialize old messages from Kafka for up to 30 days.')).toEqual(['When you change a proto, never renumber or reuse field numbers']);
    // (not what is said of the order: "…, people forget")
    expect(namesOf('when you add an endpoint also add it to the openapi spec, people forget')).toEqual(['When you add an endpoint also add it to the openapi spec']);
    expect(namesOf('另外美术资源的命名规则是：类型_模块_名称，比如 icon_bag_sword，别自己起名字', '好的。')).toEqual(['美术资源的命名规则是：类型_模块_名称']);
  });
});

describe('offline extraction of a Rust auth service, a Chinese operations team and a Vue front end through the hooks', () => {
  it('keeps how a kind of thing is handled and not the other way, which quality wins, a terse rule with its reason, and what every new dependency must pass', () => {
    eachKept([
      'compare secrets with constant_time_eq, not ==',
      'hash passwords with argon2, not bcrypt',
      'every new dependency has to pass cargo deny and get a thumbs up from Ines in #security before it lands',
      'right, no unwrap or expect outside tests, we treat a panic in this service as an outage',
      'no println! in library code',
      'context: this is the auth service, written in Rust with axum and sqlx. security matters more than speed here. can you add an endpoint to rotate API keys?',
    ]);
    noneKept(['compare this with the old one, not the new one', 'sort users by name, not id', "compare the results with yesterday's run, not last week's", 'family matters more than work', 'speed matters', 'no problem outside tests', 'no luck in production code', 'that worked! now add tests']);
  });

  it("ends no sentence at a macro's bang, and names a correction by what it is", () => {
    // ("Sqlx queries must use the query!" was a memory: the rest of the rule cut off)
    expect(typesAndTexts(["sqlx queries must use the query! macros so they're checked at compile time"])).toEqual([['feedback', "Sqlx queries must use the query! macros so they're checked at compile time."]]);
    const named = extractStatements([assistant("I've added a DateRangeFilter component using the Options API."), user('no, not the Options API — everything here is Composition API with <script setup>, please redo it')]).map(nameFor);
    expect(named).toEqual(['Everything here is Composition API with <script setup>']);
    const zh = extractStatements(replies(['我们运维这边的情况先跟你说一下：所有服务都跑在自建的 K8s 集群上，发布统一走 Jenkins 流水线，不允许 kubectl apply 直接改线上。你先帮我写个脚本统计一下各个命名空间的 pod 数量'], '好的。')).filter(standsAlone);
    expect(zh.map((st) => st.text)).toEqual(['所有服务都跑在自建的 K8s 集群上，发布统一走 Jenkins 流水线，不允许 kubectl apply 直接改线上。']);
    // (a request to work in a known place is no pointer to it: the recall session's "在 Grafana 上给支付服务加一条告警" was saved as one)
    expect(extractStatements(replies(['在 Grafana 上给支付服务加一条告警', '在 Jira 里建一个工单'], '好的。'))).toEqual([]);
  });
});

describe('offline extraction of a React Native team, a Chinese QA engineer and a physicist through the hooks', () => {
  it('keeps what user-visible text needs, the unit a kind of value is kept in, where big runs happen and where results land', () => {
    eachKept([
      'any user-visible text needs an i18n key in locales/en.json and locales/de.json, we ship in germany too',
      'nice. important: all quantities in this codebase are in SI units, convert at the input boundary if a file gives eV or angstroms',
      'the big runs happen on the university cluster via slurm, the job scripts are in jobs/ and the results land in /scratch/$USER/runs',
    ]);
    noneKept(['any text you add here is fine', 'the results land in the wrong folder', 'all values are in the config file', 'the values are in seconds, right?', 'the big runs happen tomorrow', 'the jobs run on the old cluster again, can you check why', 'my runs happen on my laptop', 'the user-visible text is wrong on this page']);
  });

  it('files a Chinese memory without the 的 of 我们的', () => {
    const [st] = extractStatements(replies(['我们的 e2e 用例统一放在 tests/e2e 下面，按页面分目录，文件名用 *.spec.ts'], '好的。'));
    expect(fileNameFor(st!)).toMatch(/^feedback_e2e_用例统一放在_tests_e2e_[0-9a-f]{8}\.md$/);
  });

  it('names a Chinese statement whole rather than cut on a word that leads into the cut, and without a correction\'s opener', () => {
    const names = (said: string) => extractStatements(replies([said], '好的。')).map(nameFor);
    expect(names('所有 GitHub Actions 都要固定到 commit sha，不要用 tag')).toEqual(['所有 GitHub Actions 都要固定到 commit sha']);
    expect(names('事故复盘都放在 Confluence 的 ENG-OPS 空间')).toEqual(['事故复盘都放在 Confluence 的 ENG-OPS 空间']);
    expect(names('不要在生产 namespace 里直接 kubectl edit，改了会被 ArgoCD 覆盖')).toEqual(['不要在生产 namespace 里直接 kubectl edit']);
    expect(names('不对，这些测试里不要 mock 数据库，上个季度吃过亏')).toEqual(['这些测试里不要 mock 数据库']);
    // (a URL still stays out of a name: "测试环境的地址是", not "… http://…")
    expect(names('测试环境的地址是 http://test.internal.example.com:8080，账号找运维要')).toEqual(['测试环境的地址是']);
  });
});

describe('offline extraction of a Python team in shorthand and a Java billing team in long prompts through the hooks', () => {
  it('keeps a terse rule with "X only" beside it, and facts of the project closed by a rule after ", and"', () => {
    eachKept([
      'no print() in lib code, logging only. prints ok in scripts/',
      "Hi, some background so you don't have to guess: this is our billing platform, Java 21 and Spring Boot 3.3, Postgres 16, deployed on EKS, and we follow hexagonal architecture so the domain package must never import anything from adapters or Spring. Today I need a new endpoint to list unpaid invoices.",
    ]);
    noneKept(['the build is red, and never mind the flaky test', 'this is the login page, and the button should always be blue', 'the tests are passing, and please push it now', 'this is great, and we always appreciate your help', 'the staging db is down again, and never run the seed script on it']);
    expect(namesOf("Hi, some background so you don't have to guess: this is our billing platform, Java 21 and Spring Boot 3.3, deployed on EKS, and we follow hexagonal architecture so the domain package must never import anything from adapters or Spring.")).toEqual(['We follow hexagonal architecture']);
    // (a clause break past twelve words: named up to its last preposition, not cut at eight)
    expect(namesOf('One more thing about process: every PR touching billing logic needs a second reviewer from the payments guild, and we squash-merge with the Jira key at the start of the title.')).toEqual(['Every PR touching billing logic needs a second reviewer']);
  });
});

describe('offline extraction of realistic Chinese requests: pasted logs, 需求 documents, review quotes', () => {
  it('keeps none of the requests, a rule told after what went wrong, and what every one of a kind carries', () => {
    noneKept([
      '帮我看下这个报错：\nERROR 2026-12-01 10:22:31 [main] o.s.b.SpringApplication - Application run failed\njava.lang.IllegalStateException: 必须配置数据源 url\n怎么解决',
      '需求文档如下：\n1. 用户登录后必须绑定手机号\n2. 未绑定的用户不能下单\n3. 手机号一律用 +86 格式存储\n按这个实现一下',
      'review 里老李说：「这里不要用 any，类型要写全」，你改一下',
      '代码评审意见：\n- 变量命名不规范\n- 缺少异常处理\n- 魔法数字要抽成常量\n逐条改掉',
      '这段 SQL 帮我优化一下，要求不能改表结构',
      '帮我把所有按钮统一用 loading 组件',
      '这几个文件统一加个注释头',
      '先把报错的地方统一加个 try catch',
    ]);
    // what went wrong, then the rule from now on, named by the rule (not a putting-off, nor a vague "be careful")
    expect(typesAndTexts(['你上次直接改了生产配置，差点出事故，以后改配置必须走审批'])).toEqual([['feedback', '你上次直接改了生产配置，差点出事故，以后改配置必须走审批。']]);
    expect(extractStatements(replies(['这个 PR 我先合了，以后不要直接合 main'])).map(nameFor)).toEqual(['不要直接合 main']);
    // (the rule may run on past a comma; and a date given for 上周 is no file name)
    const flyway = extractStatements(replies(['上周（2026-11-23 那周）你把 Flyway 的历史脚本改了，导致预发启动失败，以后已经执行过的迁移脚本一律不许改，只能新增']));
    expect(flyway.map(nameFor)).toEqual(['已经执行过的迁移脚本一律不许改']);
    expect(fileNameFor(flyway[0]!)).toMatch(/^feedback_已经执行过的迁移脚本一律不许改_[0-9a-f]{8}\.md$/);
    eachKept(['上次你把 migrations 目录里的旧文件删了，导致线上回滚失败，以后这个目录里的文件一个都不能删', '你把 .env 提交上去了，以后别提交任何密钥文件']);
    noneKept(['这个先这样吧，以后再优化', '刚才那个测试失败了，以后不能这样了', '你把文件删了，以后小心点', '刚才的报错我修好了，以后不会再出现了', '测试环境太慢了，以后可能要换机器']);
    // 项目前缀 holds 目前 and 实现在 holds 现在 without either being the moment
    eachKept(['redis 的 key 统一加项目前缀 shop:，不然会和别的服务冲突']);
    noneKept(['这个功能的实现在 src/retry.ts 里，你看看']);
  });

  it('reads a failure word only as a failure, not inside a word that names a thing (卡号, 慢查询, 挂载, 超时时间)', () => {
    eachKept([
      '银行卡号只存后四位，完整卡号不落库',
      '会员卡的积分每年 12 月 31 号清零',
      '慢查询日志在阿里云 SLS 里',
      '超时时间统一设成 3 秒',
    ]);
    noneKept(['页面好卡，帮我看看', '列表滑动很卡', '卡在登录页了', '查询好慢', '会员卡页面打不开', '慢查询太多了，数据库扛不住', '卡号校验一直不通过', '超时时间设置得太短了', '这条数据没落库']);
  });

  it("keeps nothing of a bug report's 期望, someone's 需求 or what a script being written keeps; keeps a rule cited from the team's 规范 or under its label", () => {
    noneKept([
      '【BUG】下单页优惠券不显示\n复现步骤：登录后进入下单页\n期望：可用优惠券必须显示在列表顶部\n实际：列表为空',
      '产品的需求：会员价必须比原价低，不能出现会员价高于原价的情况，你先评估下工作量',
      '帮我写个 shell 脚本，每天凌晨备份数据库，保留 7 天',
      '按照公司规范，这个接口要改一下',
      '团队的规定：明天之前必须提交周报',
      '按照规范，这几个文件都要加版权头，你帮我加一下',
    ]);
    expect(typesAndTexts(['按照公司规范，接口文档要写在 Yapi 上，你帮我生成一份'])).toEqual([['feedback', '接口文档要写在 Yapi 上。']]);
    eachKept(['咱们组的规矩：PR 标题要带 Jira 单号，比如 [PAY-123] 修复退款', '按照团队约定，提交信息要用英文写', '日志保留 7 天，之后自动删除']);
  });

  it('names a Chinese statement past the colon of a URL or a script', () => {
    expect(namesOf('监控面板放在 https://grafana.example.com/d/api 上')).toEqual(['监控面板放在 https://grafana.example.com/d/api']);
    expect(namesOf('快照要用 npm run test:update 更新，不要手改')).toEqual(['快照要用 npm run test:update']);
    expect(namesOf('测试环境的地址是 http://test.internal.example.com:8080，账号问运维要')).toEqual(['测试环境的地址是']);
  });
});

describe("offline extraction of a client's prompts to the model", () => {
  it("keeps none of a compaction request's orders, posted as a user message (Claude Code's own, from a real transcript)", () => {
    const line = readFileSync(join(ROOT, '..', 'shared', 'fixtures', 'claude-code', 'cc-2.1.39-subagent-compact.jsonl'), 'utf8').split('\n').find((l) => l.includes('Your task is to create a detailed summary'))!;
    const content = (JSON.parse(line) as { message: { content: string | Array<{ type: string; text?: string }> } }).message.content;
    const prompt = typeof content === 'string' ? content : content.map((b) => b.text ?? '').join('\n');
    expect(prompt).toMatch(/Do NOT use any tools/);
    expect(extractStatements([assistant('Done.'), user(prompt)])).toEqual([]);
    // what the user says around it is still read
    expect(extractStatements([assistant('Done.'), user(prompt), assistant('<summary>…</summary>'), user('Always run the linter before committing.')]).map((s) => s.text)).toEqual(['Always run the linter before committing.']);
  });

  it("reads only the user's words when a client wraps them in a tag, and never its environment details", () => {
    const task = '<task>\nAdd a dark mode toggle. We always use CSS variables for theming, never hardcoded colors.\n</task>\n<environment_details>\n# Current Mode\nACT MODE\nAlways respond in English.\n</environment_details>';
    expect(typesAndTexts([task])).toEqual([['feedback', 'We always use CSS variables for theming, never hardcoded colors.']]);
    const resumed = '[TASK RESUMPTION] This task was interrupted 3 minutes ago. Do not assume anything.\n\nNew instructions for task continuation:\n<user_message>\nalso, never touch the legacy/ folder\n</user_message>';
    expect(typesAndTexts([resumed])).toEqual([['feedback', 'Never touch the legacy/ folder.']]);
    // another client's: its instruction file (on disk already) and its context, and the user's query in a tag
    expect(typesAndTexts(['# AGENTS.md instructions for /repo\n\nAlways run make check before committing.'])).toEqual([]);
    expect(typesAndTexts(['<user_instructions>\nNever push to main.\n</user_instructions>\n<environment_context>\n<cwd>/repo</cwd>\n</environment_context>'])).toEqual([]);
    expect(typesAndTexts(['<user_info>OS: linux. Always answer briefly.</user_info>\n<user_query>\nwe use pnpm here, never npm\n</user_query>'])).toEqual([['feedback', 'We use pnpm here, never npm.']]);
    // Claude Code's own user-role messages, sent along by a client: the caveat before local command output, a continued session's summary
    expect(typesAndTexts(['Caveat: The messages below were generated by the user while running local commands. DO NOT respond to these messages or otherwise consider them in your response unless the user explicitly asks you to.'])).toEqual([]);
    expect(typesAndTexts(['This session is being continued from a previous conversation that ran out of context. The conversation is summarized below:\n1. Primary Request and Intent: The user wants all money stored as integer cents and never as floats.\n- always use pnpm, never npm'])).toEqual([]);
    // a message with no such tag is all the user's
    expect(typesAndTexts(['Never use <div> for buttons, always <button>.'])).toHaveLength(1);
  });
});

describe('offline extraction of terse and stacked statements from eight teams through the hooks', () => {
  it('keeps terse rules with their reach or reason, the tools and nothing else, and a rule with the trouble that taught it', () => {
    eachKept([
      'sveltekit 2 + svelte 5 runes. no stores for new code, $state/$derived only',
      'tailwind only, no <style> blocks except for animations',
      'haskell, ghc 9.6, cabal not stack.',
      'no collect() or toPandas() on anything that isn\'t a tiny lookup, the driver is small and it OOMs',
      'no partial functions — head, tail, fromJust, read are banned, hlint enforces it in CI',
      'we use megaparsec for parsing and optparse-applicative for cli, nothing else',
      'partition by event_date, not by hour, we had a small-files disaster last year with hourly partitions',
      'image size budget is 256MB, the A/B update partitions can\'t hold more',
    ]);
    noneKept(['no worries for new code', 'no luck except for the first run', 'ok, pnpm only, thanks', 'hmm, ghc 9.6, weird', 'no idea, head and tail are banned', 'we use megaparsec, nothing else worked', 'we had a disaster last year', 'the deploy is slow, the runners can\'t hold more']);
  });

  it('keeps how the team works: what to stick to, what nothing here may do, a tool and its setup, who checks a kind of work, the platform and what it rules out', () => {
    eachKept([
      'stick to the python standard library where you can, these scripts get copied onto jump boxes with no pip',
      'nothing in here ever talks to a host that isn\'t in scope.txt, check it before any network call',
      'format with fourmolu, the config is in fourmolu.yaml, CI checks it',
      'findings go in the report template in templates/report.md, severities are CVSS 3.1',
      'form actions over api routes for anything that mutates.',
      'progressive enhancement matters, site has to work w/o js',
      'deploys r on cloudflare pages via adapter-cloudflare so no node apis in server code (no fs, no crypto from node, use web crypto)',
      'The client is on shared hosting with PHP 7.4, so nothing that needs PHP 8 — no match expressions, no named arguments, no enums.',
      'Our prefix for every function, hook and option is nw_ so nothing collides with other plugins.',
      'copy is reviewed by Lea before anything user-facing ships, tag her on the PR',
      'builds go through nix flake, dont add anything to the flake without asking',
      'I\'m a pentester, this repo is my tooling for client engagements.',
      'context: this is the ingestion repo, pyspark jobs on databricks, delta tables in unity catalog, everything orchestrated by databricks workflows defined in resources/*.yml.',
    ]);
    noneKept([
      'stick to the plan for now', 'stick with it, we\'re almost there', 'nothing in here works', 'nothing here ever works on the first try', 'format with prettier',
      'findings go in the doc I shared', 'hand over the keys for all the servers', 'deploys are on hold, so no merges in main today', 'the client is on vacation, so nothing that needs their approval',
      'the PR is reviewed by Lea before it merges', 'the build failed, don\'t add anything to the flake without asking', 'use the helper I wrote, don\'t change it without asking',
      'this is the wrong repo, pyspark jobs live elsewhere', 'this is the payments repo, can you clone it',
    ]);
  });

  it('names a list whole, two kinds of a place whole, a notice said for the moment it matters by what it says, and a project by what it is', () => {
    expect(namesOf('Our prefix for every function, hook and option is nw_ so nothing collides with other plugins.')).toEqual(['Our prefix for every function, hook and option is nw_']);
    expect(namesOf('schema changes on silver and gold tables need a ticket in the DATA board, downstream dashboards break otherwise')).toEqual(['Schema changes on silver and gold tables need a ticket']);
    expect(namesOf('Before you deploy anything, the staging copy is at staging.northwind-client.com and Jonas signs off there, we never push straight to live.')).toEqual(['Before you deploy anything, the staging copy is at staging.northwind-client.com']);
    expect(namesOf("We're a small agency, this is a client's WordPress site with a custom theme in wp-content/themes/northwind and a couple of our own plugins.")).toEqual(["This is a client's WordPress site with a custom theme in wp-content/themes/northwind"]);
    // (not the "and" of two clauses: "… live in packages/ui and are documented in storybook")
    expect(namesOf('Our design system components live in packages/ui and are documented in storybook.')).toEqual(['Our design system components live in packages/ui']);
  });

  it('keeps in Chinese how the team counts, the source a kind of thing follows, whom to ask, how to explain, and what a mini-program is built on', () => {
    expect(keptInChinese(['我们的周是从周一开始算的，不是周日'])).toEqual([['project', '我们的周是从周一开始算的，不是周日。']]);
    expect(keptInChinese(['口径有疑问找数据产品的王姐，指标定义以她维护的指标字典为准'])).toEqual([['project', '口径有疑问找数据产品的王姐，指标定义以她维护的指标字典为准。']]);
    expect(keptInChinese(['解释的时候说人话，别一上来就讲执行计划'])).toEqual([['user', '解释的时候说人话，别一上来就讲执行计划。']]);
    expect(keptInChinese(['我们这个是微信小程序，用的 Taro 3 + React，帮我加一个订单列表页'])).toEqual([['project', '我们这个是微信小程序，用的 Taro 3 + React。']]);
    expect(keptInChinese(['我们的周是从周一开始算的，不是周日']).map(([, text]) => withDates(text!, Date.parse('2026-12-02T10:00:00')))).toEqual(['我们的周是从周一开始算的，不是周日。']);
    expect(keptInChinese(['我们的问题是性能，不是功能', '这个指标以昨天的数据为准', '你以我的为准', '有疑问的话问一下小王', '解释一下这个函数', '我们这个是临时方案，用的 Redis 先顶着'])).toEqual([]);
  });
});

describe('offline extraction of seven more teams in shorthand and stacked facts', () => {
  it('keeps a tool for a need and no other, one kind in place of another, what every one of a kind needs, a setting that stays, a floor and what it allows', () => {
    eachKept([
      'hilt for DI, no manual factories',
      'Custom errors instead of require strings, they\'re cheaper.',
      'Every external function that moves funds needs a reentrancy guard and a fuzz test, no exceptions.',
      'contextIsolation stays on and nodeIntegration stays off, the renderer only talks to main through the preload bridge',
      'minSdk 26, so java.time is fine, no threetenabp',
      'signals over direct node refs between scenes, get_node paths break when scenes move',
      'raw fastqs in /data/raw are read-only, outputs go under /scratch/$USER/runs',
      'release builds r signed in CI only, keystore isn\'t in the repo and never will be',
      'any change to the variant filtering thresholds has to be run past Dr. Osei first',
      'I\'m a biologist first, I know the science but not much software engineering, so explain pipeline changes without jargon',
      'This is an Electron app, main process in src/main, renderer is React in src/renderer. Can you add a tray icon?',
      'Quick context: these are our Solidity contracts for the staking protocol, Foundry for everything, OpenZeppelin 5 for the base contracts, deployed on Ethereum mainnet and Arbitrum.',
      'this repo is our variant-calling pipeline in Nextflow DSL2, it runs on the university\'s Slurm cluster with Singularity containers, reference genome is GRCh38.',
    ]);
    noneKept([
      'thanks for the fix, no more bugs', 'time for a break, no more meetings', 'errors instead of warnings', 'every time I run it, it needs a restart', 'every change to this file needs a review',
      'any change to the thresholds has to be run past the tests first', 'the files in /tmp are read-only now', 'the light stays on', 'minSdk 26, so the crash is fine',
      'this is an interesting app, I like it', 'this is a Django app, Python 3.11', 'these are our old scripts, ignore them', 'I\'m a physicist\'s daughter',
    ]);
  });

  it('names what the project is without the label before it, and a title cut short does not end on "has"', () => {
    expect(namesOf('Quick context: these are our Solidity contracts for the staking protocol, Foundry for everything, OpenZeppelin 5 for the base contracts.')).toEqual(['These are our Solidity contracts for the staking protocol']);
    expect(namesOf('any change to the variant filtering thresholds has to be run past Dr. Osei first')).toEqual(['Any change to the variant filtering thresholds']);
    // (a label the rest points back at still names it: "Random seeds: we fix them at 42 everywhere")
    expect(namesOf('Random seeds: we fix them at 42 everywhere.')).toEqual(['Random seeds: we fix them at 42 everywhere']);
  });

  it('keeps in Chinese whom to tell after a kind of change, the tool for a need, and what the team makes with what it is built on', () => {
    expect(keptInChinese(['改了通信协议要同步给上位机的老陈，他那边要跟着改'])).toEqual([['project', '改了通信协议要同步给上位机的老陈，他那边要跟着改。']]);
    expect(keptInChinese(['日志用 zap，字段名用小写下划线'])).toEqual([['feedback', '日志用 zap，字段名用小写下划线。']]);
    expect(keptInChinese(['我们做的是电池管理系统的固件，FreeRTOS + STM32G4，编译用 arm-none-eabi-gcc 12，帮我加一个过温保护的任务'])).toEqual([['project', '我们做的是电池管理系统的固件，FreeRTOS + STM32G4，编译用 arm-none-eabi-gcc 12。']]);
    expect(keptInChinese(['改了一下代码，要告诉小王吗', '改了配置记得跟我说一下', '日志用 zap 吗', '这个日志用 zap 打', '我们做的是什么项目来着'])).toEqual([]);
  });
});

describe('offline extraction of what others said, pasted in', () => {
  it('reads none of a chat pasted in, an error pasted after the question about it, nor a PR description to rewrite', () => {
    noneKept([
      'here is the thread, turn it into a ticket\ndana: I think every service needs a readiness probe\nmarco: agreed, stick to the shared helm chart where you can',
      '帮我把这段群聊整理成纪要：\n张三：以后接口都要加鉴权\n李四：日志用 zap 吧\n王五：改了协议要同步给客户端',
      'fix this error:\nError: contextIsolation stays on by default since Electron 12, use the preload script\n    at BrowserWindow (main.js:12)',
      '这个报错怎么回事：Error: 主包不能超过 2M',
      'can you make this clearer?\n\n## What\nSwitches the uploader to presigned URLs.\n## Why\nThe API servers can\'t hold more memory during big uploads.',
    ]);
    // (a label of one's own is no speaker: "Frontend: …", "前端：…")
    eachKept(['quick overview of the stack:\nFrontend: React 18 with Vite\nBackend: FastAPI on Python 3.12\nDB: Postgres 15, never use the ORM\'s auto-migrate', '前端：Vue 3，别用 Options API\n后端：Go，错误统一用 errcode']);
  });
});

describe('offline extraction of meeting notes, emails and quotes pasted in, and of faults told as habits', () => {
  it('reads none of a meeting record or an email under its header, nor a quote after the words that give it to someone else', () => {
    noneKept([
      'Meeting notes:\n- we should always run the migration on a replica first\n- never deploy on fridays, agreed by all\n\ncan you turn these into tickets?',
      '会议纪要：\n1. 以后上线前必须走灰度\n2. 小王负责修复支付回调的问题\n帮我整理成待办',
      '邮件原文：\n各位好，以后发版统一走周四窗口。\n帮我回复一下说收到',
      "here's the email:\nHi all, from now on every release needs sign-off from QA.\nThanks\n\nwrite a short reply",
      'Customer wrote: "your app always logs me out after 5 minutes, I use Firefox on Linux and the session never persists". Can you figure out why?',
    ]);
    // (the user's own notes and a label of one's own are theirs: "notes for future sessions:", "Email:")
    eachKept(['notes for future sessions:\n- we always run migrations on a replica first', 'Email:\n- we always send transactional email through postmark']);
  });

  it('reads a fault or one thing at hand told as what "we" do as no convention', () => {
    noneKept([
      "we never send the right headers, that's the bug",
      'we only log the first error, can you fix that',
      'we never rotate the keys, which is a problem',
      "we don't merge that branch until QA signs off",
      'we always emit the event twice, something is wrong',
    ]);
    eachKept(['we send all logs to datadog', 'we never send PII to sentry', 'we host everything on hetzner, not aws']);
  });

  it('keeps how a kind of thing is cased, a title every PR must have, a part to keep as it is, and who the user is on the team', () => {
    eachKept([
      'headings in our UI copy are sentence case and we don\'t use exclamation marks',
      'our css classes are kebab-case',
      'when you open a PR here, the title has to start with the ticket key like ENG-123, the bot rejects it otherwise',
      'the http client retries at most five times with exponential backoff, keep it that way when you touch it',
      "only one replica may run the scheduler — that's why SCHEDULER_ENABLED is false everywhere but pod 0",
    ]);
    // ("has to" reads as "must", and "doesn't have to" as no order at all)
    noneKept(['the title is lower case, fix it', 'these are camel case but should be snake case', 'some files are lower case', 'we have to ship this by friday', "the team doesn't have to attend every time"]);
    expect(typesOf(["I'm the only backend person on this team, so assume I'll review everything you write on the api side"])).toEqual(['user']);
    // (a rule for every one of a kind is named by when and what, cut before a second order and not on a small word)
    expect(namesOf('when you open a PR here, the title has to start with the ticket key like ENG-123')).toEqual(['When you open a PR here, the title has to start with the ticket']);
    expect(namesOf('Before you touch anything in infra/, ping me — changes there go through a separate review with the SRE team.')).toEqual(['Before you touch anything in infra/, ping me']);
    expect(namesOf('for this repo, archived projects are the ones with archived_at set, and search must never return them')).toEqual(['Archived projects are the ones with archived_at set']);
  });
});

describe('offline extraction of how the project is, then the order it implies', () => {
  it('keeps the two whole as a rule named by the order, or by the fact when the order asks whom to ask or to keep it in step', () => {
    expect(namesOf('the game runs at a fixed 50hz physics tick, never put gameplay logic in Update, use FixedUpdate')).toEqual(['Never put gameplay logic in Update']);
    expect(typesOf(["the unreal project is on 5.3, don't upgrade the engine without talking to the tech art team first"])).toEqual(['feedback']);
    expect(namesOf('the ml team owns everything under models/, ask them before changing a training config')).toEqual(['The ml team owns everything under models/']);
    // (what a part does on its own schedule, and an order that points back at it: named by the part)
    expect(namesOf("the sandbox environment resets every sunday night, don't keep test fixtures there")).toEqual(['The sandbox environment resets every sunday night']);
    expect(namesOf("the dev server is already running on 3000, don't start another one")).toEqual(['The dev server is already running on 3000']);
    eachKept(['our storybook is the source of truth for component states, keep it in sync when you change a component']);
  });

  it('reads no order about the one thing just named, nor one said in the state of the moment, and no words to write into the work', () => {
    noneKept([
      "the client is on holiday, don't email them",
      "the file has 2000 lines, don't read all of it",
      "the migration has a typo, don't run it",
      "the deploy is running, don't restart the pods manually",
      'write a commit message: "always validate the webhook signature before parsing the body"',
      '这是用户反馈："每次打开 App 都要重新登录"，帮我查一下原因',
    ]);
  });
});

describe('offline extraction of what nobody does, where data never goes, and a kind of thing kept as code', () => {
  it('keeps them, a naming pattern with its placeholders, and who the user is after two adverbs in Chinese', () => {
    eachKept([
      'we keep infra in terraform, nobody clicks around in the aws console',
      'nobody merges to main without a review',
      "customer data never leaves the eu region, that's a contractual thing",
      'PII never gets logged',
      'we name feature branches feat/<ticket>-short-description',
      'feature branches are named feat/<ticket>',
      "uploads are virus scanned before they're made public, don't bypass the scan queue",
    ]);
    expect(keptInChinese(['我平时主要写 Java，Go 刚开始学']).map(([type]) => type)).toEqual(['user']);
    // (a fault, a question or a request: not what nobody does, nor where data goes)
    noneKept(['nobody restarts the servers when they crash, can you add a watchdog', 'nobody knows why the cluster is slow', 'my uploads never get sent', 'the logs never get stored, why?', 'this data never leaves the browser, right?', 'we name things badly']);
    // (another part that reads the same spec or talks to the same backend: a change to one is a change to both; not a
    // piece of the work that does the same thing twice)
    expect(typesOf(['the mobile app reads the same openapi spec, so renaming a field breaks them', 'the android app talks to the same backend as the web app'])).toEqual(['project', 'project']);
    noneKept(['the test uses the same fixture twice', 'the new endpoint calls the same function twice, fix it']);
    // (a kind of record kept one way, said in a few words; the versions tested against; the tool after "we use" before
    // what it decides)
    eachKept(['our migrations are forward-only', 'we test against postgres 14 and 16 in ci, both must pass', 'we use semantic-release, so the commit type decides the version bump']);
    noneKept(['the logs are immutable now that you fixed it', 'this table is append-only?']);
    expect(typesOf(['bronze tables are append-only, we never update or delete in place'])).toEqual(['feedback']);
    // (a place a thing is kept stays a pointer)
    expect(typesOf(['We keep the secrets in Vault.'])).toEqual(['reference']);
  });
});

describe('offline extraction in Chinese of what a project uses, how its names are written, its version floor and the trade the user came from', () => {
  it('keeps them, a stack with what it rules out as a rule, and none of their look-alikes', () => {
    keepsInChinese(
      ['这个项目用的是 pnpm workspace，别用 npm install', '埋点事件名用英文小写加下划线，不要用中文', '分支名用 feature/ 开头', 'iOS 最低支持 14，新 API 要判断版本', '我是后端出身，前端的东西你多解释一下'],
      [['feedback', 'rule'], ['feedback', 'rule'], ['feedback', 'rule'], ['feedback', 'rule'], ['user', 'profile']],
      ['这个变量名用英文', '把文件名改成小写', '表名用复数还是单数？', 'iOS 最低支持多少？'],
    );
    // (a limit and what is done past it, the tool a need is met with, what every one of a kind carries, who the user is
    // after a long name; none said of one thing, asked, or for now)
    keepsInChinese(
      ['前端打包产物超过 2M 就要拆包', '我们用 Apollo 管配置，本地开发用 .env 覆盖', '缓存 key 要带上版本号，改了结构就升版本', '我对 Kubernetes 不熟，部署相关的命令要写清楚每一步'],
      [['feedback', 'rule'], ['feedback', 'rule'], ['feedback', 'rule'], ['user', 'profile']],
      ['这个文件超过 2M 了', '接口超过 3 秒就要超时处理吗？', '我们用 Docker 部署吗', '我们用 Jenkins 跑一下这个任务'],
    );
    // (what users, customers or testers report is no rule; where such reports go is a pointer)
    expect(keptInChinese(['用户说每次打开都要重新登录，查一下', '测试同学反映导出的 Excel 必须包含表头'])).toEqual([]);
    expect(keptInChinese(['客户反馈的 bug 从 Intercom 进来，再同步到 Linear']).map(([type]) => type)).toEqual(['reference']);
    // (what the project is built on, before a request or a word to the listener, stays a notice)
    expect(keptInChinese(['这个项目用 webpack，别问我为什么']).map(([type]) => type)).toEqual(['project']);
  });
});

describe('offline extraction of what every one of a kind needs or is marked with, said plainly', () => {
  it('keeps them, and a fact with the imperative for its kind after it, and none of their look-alikes', () => {
    eachKept([
      'every db query in a request handler needs a timeout, 2s is the default',
      'the customer-facing api has a strict 99.9 sla, anything touching it needs a canary',
      "the ci runners don't have gpu, mark gpu tests with @pytest.mark.gpu so they're skipped there",
      'assets over 1mb go to git lfs, the pre-commit hook enforces it',
      'seeds are fixed to 1337 in every experiment so runs are comparable',
      "we treat warnings as errors in the c++ build, so fix them, don't silence them",
      'our backend speaks snake_case json, the client converts to camelCase at the edge',
    ]);
    noneKept([
      'anything touching this file needs a review',
      'anything that touches the db needs fixing',
      'mark these tests with skip',
      'mark failing tests with @skip for now',
      'the port is set to 3000',
      'the seed is set to 42 in this test',
      'our api returns snake_case keys but the sdk expects camelCase, fix the mapping',
      'the build is slow, use the cache',
      'we treat this as a bug',
      "here's the postmortem:\nwe must always check disk space before deploys\nowner: ops\n\ncan you make it a checklist?",
    ]);
  });
});

describe('offline extraction of long requests with what lasts said among them', () => {
  it('keeps what lasts, and not what the one thing being built must do', () => {
    const texts = (said: string[]) => extractStatements(replies(said)).filter(standsAlone).map((st) => st.text);
    expect(texts(['write the migration for the new orders.status column. our migrations always run inside a transaction and we never mix schema and data changes in one file.'])).toHaveLength(1);
    eachKept([
      'add retries to the webhook sender. for context, partners expect at-least-once delivery, and every webhook payload carries an idempotency key so duplicates are safe on their side.',
      'Please update the README install section. By the way, our docs are written in British English, so colour, behaviour, etc.',
    ]);
    expect(typesOf(['Please update the README install section. By the way, our docs are written in British English, so colour, behaviour, etc.'])).toEqual(['feedback']);
    noneKept([
      "can you wire up the new settings page? it should load the user's preferences from /api/me/settings and save on blur. the save button should never be disabled.",
      "let's add pagination to the audit log endpoint. use cursor pagination, page size 50. the response should always include a next cursor, null at the end.",
      'every page has a typo',
      'each brush stroke carries a bit of the painter',
    ]);
    // (passed on from someone, and hearsay: not the team's own; "according to our style guide" is)
    noneKept([
      'in the design review Sarah said the modal should never open on page load. change that',
      'according to stack overflow we should never use == for floats. is that true in our case?',
    ]);
    eachKept(['according to our style guide, headings are sentence case']);
    // (the request in the same sentence, and a condition alone answering the agent's question)
    noneKept(['the price should never be negative, add validation to the form', 'always? no, only when the flag is set']);
    eachKept(['the firmware must fit in 256k flash, check the map file size before merging']);
    // (a part that answers to a requirement is no part of the work: "… — legal requirement. Add it to the new welcome email.")
    eachKept(['The email template must always include the unsubscribe link — legal requirement. Add it to the new welcome email.']);
  });
});

describe('offline extraction of rules said in non-native English', () => {
  it('keeps a habit said in the progressive, "is forbidden to …" without its "it", and what a part is in, and not what is under way', () => {
    eachKept(['we are deploying only in tuesday and thursday', 'is forbidden to log the passwords or the tokens in any place', 'the backend is in java 17 and spring boot 3, frontend is angular 16']);
    // (the rule as the user said it)
    expect(typesAndTexts(['we are deploying only in tuesday and thursday'])).toEqual([['feedback', 'We are deploying only in tuesday and thursday.']]);
    noneKept(['we are testing only the login now', 'we are using always the same port, that is the problem', 'the app is in beta 2', 'the app is on page 3 of the wizard']);
  });
});

describe('offline extraction of a rule joined to a request by "but"', () => {
  it('keeps the rule, without the "but", and not a limit on the work at hand', () => {
    const texts = (said: string[], agent?: string) => extractStatements(replies(said, agent)).filter(standsAlone).map((st) => st.text);
    expect(texts(['fix the test, but never mock the database in integration tests', 'write the handler, but never log the request body'])).toEqual(['Never mock the database in integration tests.', 'Never log the request body.']);
    expect(texts(['帮我生成测试数据，但是千万别连生产库，我们一直是这么规定的'], '好的。')).toEqual(['千万别连生产库，我们一直是这么规定的。']);
    noneKept(['fix the test, but never mind the lint warnings', 'fix the test, but never touch this file again', 'add the column, but never without a default value', 'fix the bug, but always keep the old behaviour behind a flag for now']);
  });
});

describe('offline extraction of a check before saying the work is done, how names are written, and whom to turn to when it goes wrong', () => {
  it('keeps them whole, typed as rules or notices, and none of their look-alikes', () => {
    // (a rule, then the client's CI that enforces it: one rule, not a notice of the CI alone)
    expect(typesAndTexts(["and use theme check before you say something's done, the client's CI rejects any theme check warning"])).toEqual([
      ['feedback', "Use theme check before you say something's done, the client's CI rejects any theme check warning."],
    ]);
    eachKept(['run the unit tests before you tell me something is done', 'product names are always spelled the way marketing has them: DataHub, never Datahub', "the store's metafields live under the custom namespace"]);
    noneKept(['before you say anything, look at the error', 'tell me when it\'s done', 'the product names are wrong on the pricing page', 'names are spelled differently here, can you fix it']);
    // (Chinese: the rule read without whom to ask when it goes wrong, kept with it; a convention spelled out; a stack said by the team)
    expect(typesAndTexts(['上线作业要走发布平台，不能直接在机器上 flink run，出问题找老周，他负责集群'])).toEqual([['feedback', '上线作业要走发布平台，不能直接在机器上 flink run，出问题找老周，他负责集群。']]);
    expect(typesKept('kafka 的 topic 命名规范是 业务域.表名.环境，比如 trade.order_detail.prod，新建的 topic 都按这个来')).toEqual(['feedback']);
    expect(typesKept('我之前主要写离线的 hive sql，流处理这块不太熟，水位线和窗口相关的东西你讲细一点')).toEqual(['user']);
    expect(typesKept('我们这边是实时数仓，Flink 1.17 + Kafka，作业都跑在 yarn 上。')).toEqual(['project']);
    eachKept(['出问题找小刘，他负责网关', '所有价格都按美分存整数，展示的时候再按汇率换算']);
    // (whom to ask, said as what they handle: held out from the fitting, kept on the second pass)
    eachKept(['Carla handles anything about payouts to gyms, check with her before touching lib/payouts']);
    noneKept(['Carla handles it, ask her']);
    noneKept(['出问题了，帮我看一下', '出问题找我', '这个接口的命名规范是什么？', '我们这边是下午三点，Zoom 上聊', '刚才出问题找老周，他说重启就好了']);
  });
});

describe('offline extraction of the team\'s taste in code, a freeze until a date is over, what a version held back rules out, and who inherited the code', () => {
  it('keeps them, named by what matters, and none of their look-alikes', () => {
    expect(typesAndTexts(['we cant upgrade php until the hosting contract renews in march, so no php 8 syntax'])).toEqual([
      ['feedback', 'We can\'t upgrade php until the hosting contract renews in march, so no php 8 syntax.'],
    ]);
    eachKept([
      'Regarding style: we prefer expression bodies for one-line functions and we avoid the !! operator entirely.',
      'we prefer named exports',
      'The quarterly penetration test starts on 2027-01-11; until it ends we are not merging anything into the auth module.',
      "we're pinned to node 16 on the build boxes, so no fetch in scripts",
      'the db is mariadb 10.3 and theres no staging, i test on a copy of prod on my laptop',
    ]);
    // (who the user is, named by that clause rather than by the code it follows)
    const inherited = extractStatements(replies(['ok so this is a 12 year old symfony monolith (symfony 4.4, php 7.4 sadly), i inherited it last month. can u check why the invoice pdf has the wrong vat']));
    expect(inherited.map((st) => [st.type, nameFor(st)])).toEqual([['user', 'I inherited it last month']]);
    noneKept([
      'we prefer to wait until the review is done', 'we avoid meetings on fridays', 'we prefer the second option',
      "we're not merging this until the tests pass on monday", "we're stuck on this bug, so no deploy today", "we can't upgrade php right now, so no worries",
      'i inherited the ticket from dana', 'the api is down and there\'s no staging, i test on my laptop right now',
    ]);
    // (Chinese: generated files not to be changed by hand, said of "these files"; the team named by its trade; who looks the work over before it ships)
    expect(typesKept('策划配置表是从 excel 导出的 json，在 assets/configs 下面，这些文件不要手改，改了下次导表会被覆盖')).toEqual(['feedback']);
    eachKept(['我们美术那边出图都是 2 倍图，UI 适配按 750x1334 的设计分辨率来', '提审微信小游戏之前要让阿杰过一遍性能数据，他管性能这块', '上架之前都要让阿敏确认一下隐私政策']);
    noneKept(['这些文件不要手改了，我来弄', '我们那边周五不上班', '发版之前让小周看一下这个改动']);
  });
});

describe('offline extraction of a way the user confirmed and made the way for every time, and of how they want to be worked with', () => {
  it('keeps the way with the sentence that keeps it, an operator said alone whole, a colour as no channel, and none of the look-alikes', () => {
    // (alone, "do it like that" says nothing: the way before it is the rule)
    expect(typesAndTexts(["yes that's the shape I want, a single wrapper function and the call sites untouched. do it like that whenever you add resilience stuff"])).toEqual([
      ['feedback', "That's the shape I want, a single wrapper function and the call sites untouched. Do it like that whenever you add resilience stuff."],
    ]);
    // (an operator ends no sentence: "the !! operator", "the ?. chains")
    expect(typesAndTexts(['we avoid the ?. chains longer than two in templates'])).toEqual([['feedback', 'We avoid the ?. chains longer than two in templates.']]);
    // (a web colour is no chat channel: a rule for every prototype, not a pointer)
    expect(typesKept('our brand colors are #1F4FFF and #FFB000, use them in every prototype')).toEqual(['feedback']);
    expect(namesOf('for prototypes, speed over polish: hardcode data, skip tests, one file if possible')).toEqual(['For prototypes, speed over polish: hardcode data']);
    eachKept([
      "also when you're unsure between two approaches just pick one and tell me why in one line, don't ask me first",
      "the dev team's handoff checklist is in Notion, page 'Prototype → Build handoff'",
      '对，就是这样，改动集中在 service 层，controller 不动，这种改法很好，以后保持',
      '我不喜欢你每次改完都贴一大段代码，直接告诉我改了哪些文件就行',
      '线上的慢查询在阿里云 RDS 控制台的慢日志里看',
    ]);
    noneKept([
      'do it like that whenever you have time', "yes that's what I wanted. do it like that for this file too", "when you're done, tell me", 'for now, speed over polish',
      'the colour is #333, change it to #444', '对，就这样', '对，就是这样，先这么改，以后再说', '我不喜欢这个颜色，换一个', '线上的报错在我电脑上看不到',
    ]);
  });
});

describe('offline extraction of who the user is said as a handle, a setting in numbers, a layout said to be the team\'s, and a bound kept', () => {
  it('keeps them, and none of their look-alikes', () => {
    expect(typesAndTexts(["hi, R user here, tidyverse all the way, I don't write base R loops. can you clean up this script that reshapes the survey data?"])).toEqual([
      ['user', "R user here, tidyverse all the way, I don't write base R loops."],
    ]);
    expect(extractStatements(replies(['R user here, tidyverse all the way'])).map(fileNameFor)).toEqual(['user_tidyverse_way.md']);
    eachKept([
      'significance threshold for this project is 0.01 not 0.05, the PI insists',
      'our tolerance for float comparisons is 1e-6',
      "Good. One trigger per object, logic in handler classes, that's our pattern.",
      'Test coverage must stay above 85% org-wide, the auditors check it every year.',
      '埋点的事件名找产品的小雨确认，她维护埋点文档',
    ]);
    noneKept([
      'the new user here reported a bug', 'the threshold is 0.01 but we miss it often', 'the alpha is 0.05 now, fix the test',
      "one file changed, that's our problem", 'coverage must be above 85% for this PR to merge today', '这个文案找小林确认一下', '找老徐确认一下这个错误码',
    ]);
  });
});

describe('offline extraction of what is made from a source and where to edit it, and of what to do with a thing in every one of a kind added', () => {
  it('keeps them as rules, without the greeting and label before them, and none of their look-alikes', () => {
    expect(typesAndTexts(['yo. quick one: api docs for our partners are generated from openapi.yaml and published to readme.io, so change the yaml not the site'])).toEqual([
      ['feedback', 'API docs for our partners are generated from openapi.yaml and published to readme.io, so change the yaml not the site.'],
    ]);
    expect(typesKept('incident runbooks live in the ops repo under runbooks/, link them in any alert you add')).toEqual(['feedback']);
    eachKept(['这个仓库是我们的风控规则引擎，规则都写在 rules/ 目录下的 yaml 里，引擎本身很少改']);
    noneKept(['the file was generated from the template, so change it now', 'the docs are generated from openapi.yaml, can you change the yaml for this endpoint', '这个仓库是我的练手项目，随便改', '这是我们的支付网关，帮我看看为什么超时']);
  });
});

describe('offline extraction beside pasted output, a quote from a ticket, and a rule the tooling does not enforce yet', () => {
  it('keeps the rule, read without what does not enforce it yet, and neither what a fix must do nor the words of a ticket', () => {
    expect(typesAndTexts(["ok. also in this repo we never use default exports, the linter doesn't catch it yet but reviewers will"])).toEqual([
      ['feedback', "In this repo we never use default exports, the linter doesn't catch it yet but reviewers will."],
    ]);
    noneKept([
      'getting this when I run the tests:\n\n```\nFAIL src/cart.test.ts\n  ● cart › never allows negative quantities\n```\n\nfix it, quantities must be clamped at zero',
      'my manager wrote in the ticket: "the export must always include archived orders". can you implement that?',
      'update them, the ids must be unique',
      "the linter doesn't catch it yet, can you add a rule",
    ]);
  });
});

describe('offline extraction of how the user wants to be worked with, said in Chinese with English words in it', () => {
  it('keeps a plan shown first, the checks before the work is called done, what they read and the language of a PR, and none of their look-alikes', () => {
    expect(typesOf(['你改代码之前先跟我说一下 plan，我确认了再动手，别上来就改', '写完跑一下 make lint 和 make test，两个都过了再告诉我 done'])).toEqual(['feedback', 'feedback']);
    expect(typesKept('我习惯看 diff，不用给我解释每一行改了什么')).toEqual(['user']);
    eachKept(['PR 的 description 用英文写，reviewer 有老外']);
    noneKept(['你改这个文件之前先跟我说一下', '写完跑一下测试看看', '你先跟我说一下 plan', '我习惯看 B 站学习', '这次 PR 的 description 用英文写']);
  });
});

describe('offline extraction of how the user wants to be worked with, in English, after a label', () => {
  it('keeps the size of each piece of work, the error first, how long a summary is and what they run themselves, and none of the look-alikes', () => {
    expect(typesAndTexts(['a few things about how I like to work: I want small commits, one logical change each, with the why in the message'])).toEqual([
      ['user', 'I want small commits, one logical change each, with the why in the message.'],
    ]);
    expect(typesOf([
      'when something fails, show me the exact error first before you start guessing at fixes',
      'summaries at the end should be 3 bullets max',
      "if a command needs sudo, give it to me, I'll run it myself",
    ])).toEqual(['feedback', 'feedback', 'feedback']);
    noneKept(['I want small changes in this PR, nothing else', 'when it fails, show me', 'the summary should be 3 bullets, make it shorter', 'if a command needs sudo here, tell me which one']);
    // (and what they read of the work, and a part behind a named proxy: the two the labelled set had left missed)
    expect(typesKept('some things about how I work: I read diffs, not explanations')).toEqual(['user']);
    eachKept(["the api is behind cloudflare and there's no staging, i test against a local docker stack"]);
    noneKept(["the site is behind cloudflare right now, it's down"]);
  });
});

describe('offline extraction of where the user wants the agent to stop first, and how they want to be talked to', () => {
  it('keeps them in both languages, and none of the same words said of the moment', () => {
    eachKept([
      "if you're about to delete more than a few files, stop and check with me",
      'talk to me like a senior engineer, skip the basics',
      '给我看代码之前先用一句话说你打算怎么改',
      '改动超过三个文件的时候先跟我确认',
      '我看不懂太长的回复，控制在十行以内',
    ]);
    noneKept([
      "don't ask me, just pick one for this", "you're about to delete the files, stop and check with me", 'talk to me like a senior engineer for this one review',
      '这个改动超过三个文件了，先跟我确认一下', '我看不懂这个太长的报错',
    ]);
    // (a rule with a request for this one after it is still the rule: "…, add a check for this")
    eachKept(['we never issue refunds above the captured amount, add a check for this']);
  });
});

describe('offline extraction of a second held-out pair of sessions (a HIPAA-covered intake app, a Chinese labelling platform)', () => {
  it('keeps where data never goes as a rule, a title before a name, the real thing tests run on, and none of the look-alikes', () => {
    expect(typesKept('important: PHI never goes into logs, error messages or analytics events, not even partially')).toEqual(['feedback']);
    // ("Dr." ends no sentence: the name stays with its title, in the text and in the name)
    expect(extractStatements(replies(['Dr. Okafor is our clinical lead, she signs off on any wording patients see'])).map(nameFor)).toEqual(['Dr. Okafor is our clinical lead']);
    eachKept([
      'we test against real postgres via docker compose, sqlite in tests hides too many bugs',
      '我们做的是数据标注平台，后端 FastAPI，前端 Vue 3。',
      '审核员的账号权限找小周开，他管权限系统',
      '我们每两周发一次版，发版前一天下午封版',
      '我比较习惯先看接口定义再看实现，你改接口的时候先把定义贴出来',
    ]);
    noneKept([
      'PHI went into the logs yesterday, clean it up', 'we test against real postgres today because CI is down', "Okafor is our clinical lead, she's out this week",
      '审核员的账号权限找小周开一下', '我习惯先看一下邮件', '我习惯看 B 站学习',
    ]);
    // (and a third pair's two misses: who made a part and what goes by them; whom to tell before a kind of change, said by its verb)
    eachKept(['Ingrid designed the CAN protocol, run any change to the message IDs by her', '改数据库表结构要提前一天在群里通知运维']);
    noneKept(['Ingrid designed the CAN protocol, run it by her today', '改这个表结构要提前通知运维', '改完了通知我', '上线前要通知我一下']);
    // (a part that runs, and what none of its code may do: a rule, though "heads up" opens it as news)
    expect(typesKept('heads up, the motor control loop runs at 20 kHz in the timer ISR, nothing in there may block or allocate')).toEqual(['feedback']);
    noneKept(['the loop is slow today, nothing in there works']);
  });
});

describe('offline extraction of six more teams through the hooks (Flutter, dbt, a Chinese training repo, Unreal, Ansible, Chinese Vue)', () => {
  it('keeps what a repo is for beside its stack, habits said before their order, who signs off, a way and its lesson, and none of the look-alikes', () => {
    // what the app is for, then its stack (a bare stack, "this is a Django app, Python 3.11", the code says)
    expect(typesKept('hey, quick context: this is the driver app for our delivery fleet, flutter 3.22, riverpod for state, go_router. we ship to android only for now')).toEqual(['project']);
    expect(typesKept('infra repo for our bare-metal fleet. ansible 2.15, inventory in inventories/prod and inventories/staging, ~300 hosts')).toEqual(['project']);
    noneKept(['this is a Django app, Python 3.11', 'this is the checkout app for our EU stores, it crashes on startup since the last deploy', 'wrong repo for this, let me switch']);
    // the habit first, then the order
    eachKept([
      "when you're done with a change, run the automation tests through scripts/test.bat, it wraps RunUAT with the right flags",
      'before every commit, run the linter',
      'always --check --diff first on prod, paste me the diff before running for real',
    ]);
    noneKept(["when you're done with the change, run the tests", "when you're done, run the tests", 'after any change, tell me', 'always --check first today']);
    // who signs off on a kind of change; the way a kind is done, with the trouble the other way caused; a second place that needs the same
    eachKept([
      "for anything touching location tracking, Marta has to sign off, she's the one who got us through the play store background location review",
      'incremental models use merge with unique_key, we got burned by delete+insert duplicating rows last spring',
      "all strings shown to drivers go through lib/l10n/app_en.arb, most of our drivers read portuguese so there's an app_pt.arb too and both need the key",
    ]);
    noneKept([
      'for anything touching this endpoint, Marta has to sign off', 'for anything touching location tracking, someone should review it',
      'the old importer used delete+insert, we got burned by duplicate rows', 'the tests use the old fixture, we got burned by that last week',
      'the login page is broken, the signup page too and both need a fix',
    ]);
    // in Chinese: the project with its stack, what the user knows best, the language they read explanations in
    expect(typesKept('背景：这是我们的推荐模型训练代码，PyTorch 2.1，用 DDP 在 8 卡 A100 上训练，数据在 HDFS 上')).toEqual(['project']);
    expect(typesKept('项目是 Vue 3 + Vite + Pinia，组件库用 Element Plus，TypeScript 严格模式')).toEqual(['project']);
    expect(typesKept('我比较熟后端，前端的 CSS 布局问题你多解释几句')).toEqual(['user']);
    expect(typesKept('我习惯看中文解释，但代码注释和 commit message 都用英文')).toEqual(['user']);
    noneKept(['项目是不是用的 Vue 3？', '我熟悉这个模块', '我对这块比较熟，你直接改吧', '这是我们的代码，帮我看看哪里有问题']);
  });
});

describe('offline extraction of six more teams in shorthand and asides (Rails, a LaTeX thesis, a Chinese card-game server, Terraform, a solo iOS app, a Chinese analyst)', () => {
  it('keeps terse lists that go on in the next sentence, where a kind goes, what review turns away, what a word of the user means, and none of the look-alikes', () => {
    expect(typesAndTexts(['rails 7.1, ruby 3.3, sidekiq for jobs, rspec. no minitest'])).toEqual([['feedback', 'Rails 7.1, ruby 3.3, sidekiq for jobs, rspec. No minitest.']]);
    eachKept([
      'service objects go in app/services, one public method: call',
      'n+1s are a blocker in review here — use includes/preload, bullet runs in CI',
      'pls no comments explaining what the code does, only why',
      "when I ask you to 'tighten' a paragraph I mean cut it by about a third without losing any citation",
      'naming is <env>-<service>-<resource>, e.g. prod-billing-sql',
      'my advisor is really picky about figure fonts, everything has to be 10pt Times to match the body text',
      'I write in British English, so colour, behaviour, analyse',
      'So this repo is my thesis — LaTeX in tex/, the analysis scripts in analysis/, figures get generated into tex/figures and I never edit those by hand',
    ]);
    expect(typesKept('I test on my own iPhone 12 mini, so check layouts at that size')).toEqual(['user']);
    noneKept([
      'when I said tighten I meant the intro, not the abstract', 'no comments on the PR yet', 'my notes go in docs/scratch for now',
      'the fixes go in src/legacy/ until we migrate', 'this n+1 is a blocker in review', 'my advisor is really picky about this draft',
      'my advisor was picky about figure fonts last year', 'naming is hard, can you suggest a better name for this',
      'I tested it on my iPhone yesterday and it crashed', 'rails 7.1. no worries', 'ruby 3.3, rspec. no idea why it fails',
    ]);
    // in Chinese: an analyst's trade, what every piece of a kind of work carries
    expect(typesKept('我是数据分析师，主要写 Hive SQL 和 Python，不太懂工程那套东西')).toEqual(['user']);
    eachKept(['写 SQL 的时候每一步加个注释，我要给老板解释', '提交代码的时候写清楚改了什么']);
    noneKept(['写这个函数的时候加个注释', '写个 SQL 的时候加一下注释', '写完的时候告诉我']);
  });
});

describe('offline extraction of how six more users work (a senior dev, pasted logs, a Chinese lead, an ML engineer, a Go team, a Chinese Flutter team)', () => {
  it('keeps terse settings and tools, a fact then a prohibition, a limit of the system, how the user wants to be answered, and none of the look-alikes', () => {
    eachKept([
      'seeds fixed at 1337 everywhere',
      'wandb for tracking, project name is ranker-v2',
      "configs are hydra, override from the cli, don't edit the yaml for one-off runs",
      'we log with slog, structured, no fmt.Println anywhere',
      'context for you: this is the notifications service, Go 1.22, NATS for messaging, deployed on Nomad',
      "the logs say:\n2026-12-01 ERROR payment timeout after 30s\nour payment provider times out at 30s anyway so don't bother raising our timeout above that",
    ]);
    noneKept([
      "configs are broken, don't deploy", 'no fmt.Println left in this file, good', 'seeds fixed at 1337 in this run', 'thanks for that, project name is fine',
      'our CI times out after 10 minutes and fails the build, fix it', 'the job times out after 30 minutes, can you look', 'we tested with jest, no luck',
      "this is the old notifications service, Go 1.16, we're replacing it", "the pods are restarting, don't touch the cluster",
      "the deploy is running, don't restart the pods manually", 'this is a Django app, Python 3.11',
    ]);
    // in Chinese: what the user does not like in the work, asking when unsure, how to be answered, a habit before each commit
    expect(typesKept('我不喜欢一次改太多文件，每次改动控制在一个模块内')).toEqual(['user']);
    eachKept(['有不确定的地方先问我，不要自己猜', '回复我的时候直接说结论，不要铺垫', '每次提交前把 console.log 都删掉']);
    noneKept(['我不喜欢这个命名', '这次提交前把 console.log 都删掉', '我不喜欢吃香菜', '回复我的时候顺便看一下日志']);
  });
});

describe('offline extraction of what changed between sessions (a tool replaced, an owner handed over)', () => {
  it('keeps a move from one tool to another of its family and a part handed to someone now, and none of the look-alikes', () => {
    expect(typesAndTexts(['heads up: we moved from pnpm to bun last week, use bun for everything now'])).toEqual([
      ['project', 'We moved from pnpm to bun last week, use bun for everything now.'],
    ]);
    expect(retiredTerms('We moved from pnpm to bun last week, use bun for everything now.')).toEqual(['pnpm']);
    // (the owner now first, so that it names the memory)
    expect(typesAndTexts(['Ana moved to the platform team, Priya owns billing now'])).toEqual([['project', 'Priya owns billing now, Ana moved to the platform team.']]);
    noneKept([
      'we moved from Boston to Denver last year', 'we moved from staging to prod at 3pm', 'we moved from the old laptop to the new one',
      'Bob owns the ticket now', 'Priya owns it now', 'Dana took over on-call now',
    ]);
  });
});

describe('offline extraction of settings that a later session changes', () => {
  it('keeps the day of a step, the version the project is on, a setting in numbers, and their changes, and none of the look-alikes', () => {
    expect(typesKept('we deploy on thursdays')).toEqual(['feedback']);
    expect(typesKept("we ship on fridays, don't worry about the tests")).toEqual([]);
    eachKept(["we're on node 20", 'line length limit is 80 chars', 'the api moved to /v2, v1 is gone', 'the staging URL changed to staging.acme.dev']);
    eachKept(['we bumped node to 22 last sprint', 'on-call moved from pagerduty to opsgenie', 'we dropped storybook, no stories needed anymore', 'tests run with vitest now instead of jest']);
    // the new value of what the user asks to forget, said by "it"
    expect(typesAndTexts(["forget what I said about the 80 char limit, it's 100 now"])).toEqual([['project', 'The char limit is 100 now, not 80.']]);
    noneKept([
      'we moved from the office to remote work', 'the staging URL is broken again', 'we bumped the version to 2.3.1', 'we dropped the ball on that one',
      'I removed lodash from this file', "forget what I said about the port, it's fine", "we're on node 3 of the cluster", 'the line length is too long here',
      "the api moved to a new server yesterday, it's slow",
    ]);
  });
});

describe('offline extraction of more changes between sessions, in English and Chinese', () => {
  it('keeps a tool no longer used, a condition over, a version now, a rewrite, a convention changed, and none of the look-alikes', () => {
    eachKept([
      "we're not using docker compose anymore, everything runs in tilt now", 'the deploy freeze is over', 'prod is on postgres 16 now',
      'the new checkout is behind the feature flag new_checkout', "the payments service was rewritten in Go, it's not Java anymore",
      'we changed the branch naming to feat/<ticket>',
    ]);
    noneKept([
      'the migration is done', 'the audit is over, great', 'the new checkout is behind schedule', 'we changed the button color to blue',
      "I'm not using docker compose anymore on my laptop", 'the payments service was down for an hour',
    ]);
    eachKept(['单测覆盖率要到 80%', '单元测试覆盖率要达到 80%']);
    noneKept(['这个模块覆盖率要到 80%']);
    eachKept(['我们现在不用 Jenkins 了，改用 GitLab CI', '测试环境地址换成 test.acme.cn 了', 'Node 升级到 22 了', '发版改到周五了', '小王离职了，支付那块现在归小李']);
    noneKept(['把地址换成 test.acme.cn', '这个接口改到明天再上线', 'Node 升级到 22 了吗？', '发版改到周五了吗', '小王走了', '我们把会议改到周五了']);
    // what a rule allows since it changed, the team the user is on, where records moved
    eachKept(['actually default exports are fine now, we changed the lint rule', 'PRs can be up to 500 lines now', 'the design mocks moved to Penpot']);
    expect(typesKept('I switched to the platform team this quarter')).toEqual(['user']);
    noneKept(['this is fine now', 'the build is fine now', 'the tests are fine now, merge it', 'PRs can be merged now', 'the ticket moved to Done', 'I switched to the dark theme', 'I moved to the other desk']);
    eachKept(['use spaces for indentation, not tabs', 'use spaces, not tabs']);
    // a held-out run of ten changes (2 kept on its first run), kept since, with their look-alikes
    eachKept([
      'we moved the api to https://api.acme.dev', 'the nightly backup runs at 4am now', 'Tom is the release manager', 'Tom handed release management to Aisha',
      'staging deploys happen from the develop branch', 'staging now deploys from main, develop is gone', "we're off LaunchDarkly, flags are in Unleash now",
      'max upload size is 10 MB', 'the upload limit went up to 25 MB', '日志都打到 ELK', '日志现在改打到 Loki 了', '接口文档迁到 Apifox 了',
    ]);
    noneKept([
      'we moved the meeting to 3pm', "we're off tomorrow", 'Tom handed the laptop to Aisha', 'staging deploys from my branch today', '日志都打到哪里了？',
      '把日志改打到 Loki 了', 'Nadia is our iOS lead, ask her what she thinks about this PR', 'the upload limit is annoying',
      "we're off to Canada next month for our honeymoon",
    ]);
    // a second held-out run of seven (1 kept on its first run), kept since
    eachKept([
      'heads up, CI is on Buildkite now', 'we dropped Safari 15, the floor is 16 now', 'Maria left, Jun reviews the SQL migrations now',
      '代码评审用 Gerrit', '代码评审现在改用 GitLab 了', '预发环境现在改成每周一重置了',
    ]);
    noneKept(['Maria left early, Dana owns the payments service deploy now', '把代码评审改用 GitLab', '预发环境现在改成每周一重置了吗？']);
    noneKept(['use the new endpoint, not the old one']);
    // (asked to ignore is asked to forget)
    expect(forgetRequest('ignore what I said about the new_checkout flag, it shipped and the flag is gone')).toBe('the new_checkout flag');
  });
});

describe("offline extraction of a mobile team's rules and places (a held-out round)", () => {
  it('keeps where a kind of text goes by its file, an environment by its host, a size kept as an order, and none of the look-alikes', () => {
    eachKept([
      'all user-facing strings go in the Localizable.strings files, no hardcoded text in views',
      'all our sql lives in dbt models, no ad-hoc queries in the python code',
      'the staging backend is api.staging.example.dev, production is api.example.com',
      'staging is api.staging.example.dev',
      'keep the main bundle under 50 MB, we got rejected for cellular downloads before',
      'keep the docker image under 500 MB',
    ]);
    expect(typesOf(['all user-facing strings go in the Localizable.strings files'])).toEqual(['feedback']);
    expect(typesOf(['the staging backend is api.staging.example.dev'])).toEqual(['reference']);
    noneKept([
      'keep the bundle under 250kb for this release',
      'can you keep the main bundle under 50 MB?',
      'the staging backend is down again',
      'prod is example.com now',
      'my changes go in config.json',
      'these strings go in the wrong file',
      'tests go in the tests folder, no idea why',
      'the code lives in the monorepo, no longer in the old repo',
    ]);
  });
});

describe("offline extraction of a data team's places and rules (a held-out round)", () => {
  it('keeps the warehouse, a dataset by its name, what nobody should do, a fact then who may not, and none of the look-alikes', () => {
    eachKept([
      'our warehouse is BigQuery, the prod dataset is analytics_prod',
      'the warehouse is snowflake, the dev database is called ANALYTICS_DEV',
      'dashboards are built in Looker, nobody should query the raw tables from Looker directly',
      "the nightly load finishes around 4am UTC, so don't trust today's numbers before that",
      'no one should ever edit the generated files by hand',
      'no one deploys on fridays',
    ]);
    expect(typesOf(['our warehouse is BigQuery'])).toEqual(['project']);
    expect(typesOf(['the prod dataset is analytics_prod'])).toEqual(['reference']);
    noneKept([
      'the warehouse is slow today',
      'our warehouse is in Reno',
      'the staging db is read-only for some reason',
      'the prod database is full',
      'nobody should know about this yet',
      'no one should have to read this code',
      'the db is down, nobody should deploy today',
      'the deploy is running, so nobody should restart the pods',
    ]);
  });
});

describe("offline extraction of a user's ways of working (a held-out round)", () => {
  it('keeps where they live with what their times mean, who reads a kind of writing and how to write it, and none of the look-alikes', () => {
    expect(typesOf(["I'm in Berlin, when I say EOD I mean 6pm CET"])).toEqual(['user']);
    expect(typesOf(['I live in Berlin, when I say EOD I mean 6pm CET'])).toEqual(['user']);
    expect(typesOf(['my manager reads the PR descriptions, write them for a non-engineer'])).toEqual(['feedback']);
    noneKept([
      "I'm in Berlin",
      "I'm in a meeting, when I say go, deploy",
      'I live in fear of this codebase, when I say fix it I mean rewrite it',
      'my manager reads the PR descriptions, make them shorter this time',
    ]);
  });
});

describe('offline extraction of a backend team and its changes a session later (a held-out round)', () => {
  it('keeps what the team uses for a kind said with "the", the changes in new words, and none of the look-alikes', () => {
    eachKept(['we use Mocha for the unit tests', 'we use Jest for the unit tests', 'we use Tailwind for the styling']);
    noneKept(['we use jest for the tests in this PR', 'we used mocha for the unit tests']);
    eachKept([
      'heads up, we left Fly, everything deploys to Render now',
      'we ripped out Rollbar last week, errors go to Sentry now',
      'the API got bumped to Node 22',
      'staging db resets happen nightly now instead of weekly',
      'we raised the max request body to 10 MB',
      'RFCs moved out of Notion into the docs/rfcs folder in the repo',
    ]);
    noneKept(['we left the office early, everything is on hold', 'the ticket got bumped to next sprint', 'the meeting moved out of the big room into the kitchen']);
  });
});

describe('offline extraction of a Chinese team and its changes a session later (a held-out round)', () => {
  it('keeps the changes in new words, a test tool with its version, and none of the look-alikes', () => {
    eachKept(['接口文档已经从 YApi 迁到 Apifox 了', '测试现在统一用 JUnit 5 了', '小张调去别的组了，发版现在由小刘负责', '数据库升级到 MySQL 8.0 了', '测试用 JUnit 4 写']);
    noneKept(['把接口文档从 YApi 迁到 Apifox', '数据库升级到 MySQL 8.0 了吗？', '帮我把数据库升级到 MySQL 8.0', '测试现在统一用 JUnit 5 了吗', '这个测试用 JUnit 4 写', '小张调去别的组了', '数据库是不是 MySQL 5.7']);
  });
});

describe('offline extraction of what users paste', () => {
  it('keeps nothing of a stack trace, a linter, a diff, a build log, a test failure, a quote, or a text set against the code', () => {
    noneKept([
      "getting this when I run it:\nTypeError: Cannot read properties of undefined (reading 'map')\n    at renderList (/app/src/components/List.tsx:42:18)\nany idea?",
      'eslint says:\n  12:5  error  Unexpected console statement  no-console\n  30:1  error  Always use === instead of ==  eqeqeq\n✖ 2 problems (2 errors, 0 warnings)',
      "here's the diff:\n- // never call this from the UI thread\n+ // always call this from a worker",
      'the build log:\n[INFO] Building jar: /target/app.jar\n[WARNING] Never use deprecated API: sun.misc.Unsafe\n[INFO] BUILD SUCCESS',
      'can you fix the test? output:\nExpected: "we always ship on tuesdays"\nReceived: "we never ship on tuesdays"',
      'my colleague wrote in slack: "we should probably stop using moment at some point". what do you think?',
      'the ticket says: "Users must always be able to export their data as CSV." implement that',
      'the docs say you should always use the v2 client, but the code uses v1 everywhere. which one is right?',
    ]);
  });

  it('keeps nothing of the work stopped, driven on, or bounded to the thing at hand', () => {
    noneKept(["stop, don't touch the database", "don't stop until all tests pass", 'keep going until the build is green', "don't use any external libraries for this"]);
    eachKept(['stop, we never use raw SQL here', 'wait, we pin fastapi below 0.116 because of the pydantic v1 compat layer', 'we never issue refunds above the captured amount, add a check for that']);
    expect(typesAndTexts(['stop, we never use raw SQL here'])).toEqual([['feedback', 'We never use raw SQL here.']]);
    // (in Chinese too: driven on, and "this file" never named, however strongly)
    noneKept(['不要停，继续修直到测试通过', '千万别删这个文件']);
    eachKept(['永远不要相信用户输入', '千万别删 migrations 目录里的旧文件']);
  });

  it('keeps nothing of a rule broken in the code, an outcome that keeps coming about, a question or a proposal', () => {
    noneKept([
      'the function should never return null, but it does', 'we always end up rewriting this module', 'should we always use transactions here?',
      'is it ok to never close the connection?', 'why does it always pick the wrong branch', 'I think we should switch to vitest',
      'we could always add a cache later', 'you can never be too careful with migrations', 'nobody ever reads these logs anyway',
    ]);
    eachKept(['the API should never return HTML error pages', 'we always squash merge']);
  });

  it('keeps nothing of a task handed over with its spec, labelled or scoped to the work', () => {
    noneKept([
      "Here's the task: add rate limiting to the login endpoint. It must return 429 after 5 failed attempts, and the lockout should always last 15 minutes. Don't lock out admins.",
      'For this feature: we never show prices to logged-out users, and discounts must always be applied before tax. Please implement the cart summary.',
      'Build a CSV export for the orders page.\nRequirements:\n- must support date range filters\n- always include the header row\n- never include cancelled orders',
    ]);
    // (the same rules said of the project are kept)
    eachKept(['we never show prices to logged-out users', "don't lock out admins, ever"]);
  });
});

describe('offline extraction of what lasts inside a request (a held-out round)', () => {
  it('keeps who must approve by their role, and names a rule by itself rather than by the example to follow', () => {
    eachKept(['Write the migration for the new index. Our DBA (Priya) has to approve anything that locks a table, so make it CONCURRENTLY.', 'our DBA has to approve anything that locks a table']);
    const [page] = extractStatements(replies(['Can you add pagination to the /orders endpoint? We use cursor-based pagination everywhere, never offset, so follow the pattern in /customers.']));
    expect(nameFor(page!)).toBe('We use cursor-based pagination everywhere');
    noneKept(['Add a loading spinner to the dashboard and don\'t change the layout.', 'Fix the typo in the header and push it to my branch.']);
  });

  it('keeps what every one of a kind of the code uses, said with 都 (a held-out round of a Chinese front end)', () => {
    eachKept(['路由都用懒加载', '图片都用懒加载']);
    noneKept(['路由都用懒加载了吗', '这些页面都用懒加载', '路由都用了']);
  });

  it('keeps each item of a list under a Chinese heading of rules, as of an English one', () => {
    expect(typesAndTexts(['几条规矩：\n- 提交信息用英文\n- 不要直接推 main\n- 新接口都要写单测']).map(([, t]) => t)).toEqual(['提交信息用英文。', '不要直接推 main。', '新接口都要写单测。']);
    noneKept(['今天要做的：\n- 修登录的 bug\n- 更新 README', 'Todo for today:\n- fix the login bug\n- update the README\n- deploy to staging']);
  });

  it('keeps the same in Chinese: the machine the user is on, what each of a kind also needs, and not a short bound after a request', () => {
    expect(typesOf(['升级一下 lodash。对了，我用的是 Windows，npm 脚本要跨平台。'])).toEqual(['user']);
    eachKept(['README 里补一下新的环境变量。每个环境变量在 docs/config.md 里也要写，两边保持同步。', '写一下新索引的迁移。锁表的操作都要 DBA 老李审批。']);
    noneKept(['给仪表盘加个 loading，别改布局。', '我用的是 Windows 吗', '我用 Mac 跑一下试试', '我用 Linux 的时候没问题']);
  });
});

describe("offline extraction of an open-source maintainer's rules (a held-out round)", () => {
  it('keeps a fact with a list of versions before its order, and what a shipped part must stay free of', () => {
    eachKept(["the CI matrix covers node 18, 20 and 22, don't use APIs newer than 18", 'keep the bundle dependency-free, we only allow devDependencies', 'keep the core package zero-dependency']);
    noneKept(['keep the bundle dependency-free for this release', 'the CI matrix covers node 18, 20 and 22, fix the failing one']);
  });
});

describe('offline extraction of what users commonly ask to be remembered', () => {
  it('keeps a kind of code to avoid, what the user knows well, the language of answers with why, and not a document pasted in', () => {
    eachKept(['avoid one-letter variable names', 'avoid magic numbers', 'avoid deep nesting, return early', 'I know Go well', 'no need to explain the code to me, I know Go well', 'answer in German please, even though the code is in English']);
    expect(typesOf(['I know Go well'])).toEqual(['user']);
    noneKept(['avoid this file', 'avoid meetings on fridays', 'avoid the old API for now', 'I know it well', 'answer in German this time', 'can you answer in German?', 'reply in german please']);
    noneKept(['from the style guide doc (copy pasted): Use sentence case for all headings. Avoid exclamation marks in UI copy. — apply it to the onboarding screens', 'pasted from our wiki: never deploy on fridays. always tag releases.']);
    // (the document under its own header line, too; what the user says after it is theirs)
    expect(typesAndTexts(['pasted from our wiki:\nnever deploy on fridays\nalways tag releases\n\nalso we always squash merge'])).toEqual([['feedback', 'We always squash merge.']]);
  });

  it('keeps how many must review a kind of change and how long a kind of record is kept', () => {
    eachKept(['infra changes need 3 reviewers', 'infra changes need three reviewers', 'we keep logs for 30 days']);
    noneKept(['these changes need 3 reviewers', 'the PR needs two approvals before friday', 'we keep it for 30 days', 'we kept logs for 30 days last year']);
  });

  it('keeps the same in Chinese', () => {
    eachKept(['用 uv 代替 pip', '我喜欢早返回，不要嵌套太多 if', 'Python 3.12，全部加类型注解', '不用给我解释代码，我 Go 很熟', '用英文回答，虽然我写的是中文']);
    expect(typesOf(['不用给我解释代码，我 Go 很熟'])).toEqual(['user']);
    noneKept(['我 Go 很熟吗', '我喜欢你这个方案，不要改了', '用 uv 代替 pip 试试', '这次全部加类型注解', '用英文回答一下这个问题']);
  });
});

describe('offline extraction of a third round of changes in new words (a held-out round)', () => {
  it('keeps a change from today on, a job at another frequency, stored things moved, a new home, a tool dead, a passive migration', () => {
    eachKept([
      'as of today CI runs on GitHub Actions, Jenkins is being shut down', 'the cleanup cron runs hourly now', 'uploads have been moved to Cloudflare R2',
      'the admin panel has a new home: ops.acme.io', 'Papertrail is dead, logs ship to Grafana Loki', 'the frontend has been migrated from Yarn 1 to pnpm',
    ]);
    noneKept([
      "as of today I'm on vacation", 'as of today the build is broken', 'the cron runs hourly now?', 'the laptop has been moved to Berlin',
      'my files have been moved to the new folder', 'Bob is dead tired, logs go to him', 'the printer has a new home: the kitchen',
      'the party is dead, everyone goes to Bar Central',
    ]);
  });
});

describe('offline extraction of what a message holds that is not the user\'s rule', () => {
  const kept = (said: string) => extractStatements(replies([said])).filter(standsAlone).map((s) => s.text);

  it('leaves a draft pasted for review, and words offered for the work', () => {
    expect(kept('PR description draft:\n## Summary\nAdds retry with backoff.\n## Notes\n- Always use the shared http client\n- Timeouts are 5s\nlooks ok?')).toEqual([]);
    expect(kept("can you write a commit message for this? something like 'fix: never retry on 4xx'")).toEqual([]);
    // (the user's own words after a blank line are read)
    expect(kept('commit message draft:\nfix: always retry on 5xx\n\nalso we use conventional commits')).toEqual(['We use conventional commits.']);
  });

  it('leaves what someone else holds when the user says they disagree, not a rule of the team\'s', () => {
    expect(kept("my manager says we should always write ADRs for big decisions. I don't really agree but whatever, let's do one for this")).toEqual([]);
    expect(kept('组长说所有接口都要写单测。我不太同意，不过先这样吧')).toEqual([]);
    expect(kept("we always squash merge. I don't really agree with it personally")).toEqual(['We always squash merge.']);
    expect(kept('my manager says we should always write ADRs for big decisions. makes sense to me')).toHaveLength(1);
  });

  it('keeps the rules of an onboarding message written as terse prose, and leaves its first task', () => {
    expect(kept('ok so for this codebase: python 3.12, poetry for deps, ruff for lint and format. mypy strict is on, don\'t sprinkle type: ignore. migrations are alembic, one per PR max. first task: fix the failing test in tests/test_orders.py')).toEqual([
      'For this codebase: python 3.12, poetry for deps, ruff for lint and format.',
      "mypy strict is on, don't sprinkle type: ignore.",
      'Migrations are alembic, one per PR max.',
    ]);
  });

  it('keeps a rule marked as lasting without the fix it asks for now, and reads past a word of talk at the end', () => {
    expect(kept("I got this from the linter:\n  src/api.ts:12:5  error  Unexpected any\nwe don't allow any in this codebase, fix it properly instead of casting")).toEqual(["We don't allow any in this codebase."]);
    expect(kept('the types are wrong here, fix them properly')).toEqual([]);
    expect(kept('ok commit this. we use conventional commits btw')).toEqual(['We use conventional commits.']);
    // ("always" said after the order, and "just FYI" before a rule)
    expect(kept("looks fine but the variable names are too short, I can't read `r`. use descriptive names please, always")).toEqual(['Always use descriptive names.']);
    expect(kept('fails on CI, always')).toEqual([]);
    expect(kept('just FYI the mobile team depends on the /v1/users response shape, so any change there needs a heads up in #mobile-dev first')).toEqual(['The mobile team depends on the /v1/users response shape, so any change there needs a heads up in #mobile-dev first.']);
  });
});

describe('offline extraction of a terse correction after the agent did otherwise', () => {
  const kept = (agent: string, said: string) => extractStatements(replies([said], agent)).filter(standsAlone).map((s) => s.text);

  it('keeps the rule a correction says, as a feedback memory', () => {
    for (const [agent, said, rule] of [
      ['I changed the button color to #3366ff.', 'use the theme tokens, not raw hex values', 'Use the theme tokens, not raw hex values.'],
      ['I used moment.js for the date math.', "we're moving off moment, use date-fns for anything new", "We're moving off moment, use date-fns for anything new."],
      ['I renamed the column in the same migration.', "that'll lock the table in prod. renames are always add-copy-drop over three deploys here", 'Renames are always add-copy-drop over three deploys here.'],
      ['Here is a 40-line summary of the changes.', 'too long. two or three lines is enough for a summary', 'Two or three lines is enough for a summary.'],
      ['I ran `npm install lodash` to get debounce.', 'ugh, no new deps for one function. write it yourself', 'No new deps for one function.'],
      ['I created src/utils/strings.ts for the helper.', 'we already have src/lib/text.ts for that kind of thing, put string helpers there', 'We already have src/lib/text.ts for that kind of thing, put string helpers there.'],
      // (and in Chinese)
      ['我装了 lodash 来用 debounce。', '一个函数就别引新依赖了，自己写', '一个函数就别引新依赖了，自己写。'],
      ['这是改动的详细总结（40 行）。', '太长了，总结两三行就够了', '太长了，总结两三行就够了。'],
      ['我顺手把整个模块重构了。', '修 bug 就只修 bug，重构单独提 PR', '修 bug 就只修 bug，重构单独提 PR。'],
    ] as const) expect(kept(agent, said), said).toContain(rule);
  });

  it('leaves a correction of this one thing', () => {
    for (const said of ['use the new endpoint, not the old one', 'use the staging one, not prod', 'hmm, make it 10', 'renames are always a pain', 'no new deps for now', 'two lines is enough for this summary', '这次总结两三行就够了', '这个函数就别改了', '改成 10 秒吧']) {
      expect(kept('Done.', said), said).toEqual([]);
    }
  });
});

describe('offline extraction on the labelled statements (bench/data/statements.json)', () => {
  const sets = JSON.parse(readFileSync(join(ROOT, 'bench', 'data', 'statements.json'), 'utf8')) as Record<'en' | 'zh', { keep: string[]; skip: string[] }>;
  const agentSaid = { en: 'Done.', zh: '好的。' };
  // (the floors sit just under what the forms keep now, 98.9% and 99.8%: a regression of a few dozen English or six Chinese
  // statements fails here; the forms of 8ccd749 kept 96.8% and 99.1% of the set as it was then)
  it.each([['en', 0.98], ['zh', 0.995]] as const)('%s: keeps at least %d of what is worth keeping and nothing of the rest', (lang, floor) => {
    // (as the extraction job keeps them: a statement that cannot stand alone stays in the session's notes)
    const kept = (text: string) => extractStatements(replies([text], agentSaid[lang])).filter(standsAlone).length > 0;
    expect(sets[lang].skip.filter(kept)).toEqual([]);
    expect(sets[lang].keep.filter(kept).length / sets[lang].keep.length).toBeGreaterThanOrEqual(floor);
    // (some 16,000 English lines, read in 15–20 s alone on one 2-core host, 80 s beside one other test file on a slower
    // one, and more beside them all: far more than the default 30 s allows; a check of what is kept, not of how fast)
  }, 400_000);
});

describe('offline extraction around material pasted without its template (a held-out round)', () => {
  const kept = (said: string) => extractStatements(replies([said])).filter(standsAlone).map((s) => s.text);

  it('keeps nothing of meeting notes, a letter, a ticket, a timed chat, a README section or a changelog the user asks about', () => {
    noneKept([
      'can you turn these into action items?\n\nSync 11/28\n- Attendees: Priya, Tom, Wei\n- We agreed to always run the migration in a maintenance window\n- Never deploy on Fridays until the incident review is done',
      'reply to this for me, keep it short:\n\nHi team,\nGoing forward please make sure all invoices are sent from billing@. We should never attach PDFs larger than 5MB.\nThanks,\nMaria',
      'Hey all,\n\nQuick reminder that we always do code freeze on the last Thursday of the month.\n\nBest,\nLeo\n\n^ can you add this to the release checklist',
      'PAY-2231 Checkout fails for EU cards\nSteps: add item, pay with a German card\nNote: we always route EU cards through Adyen\n\ncan you look into this?',
      'what do you make of this thread?\n\n[10:02] dan: we should never use the prod db for load tests\n[10:03] lee: agreed, use the perf env',
      'what does this mean?\n\n## Contributing\nAlways run `make lint` before opening a PR. We never merge without two approvals.',
      'write release notes from this:\n- fix: never retry on 4xx\n- feat: always gzip responses',
      'ENG-412: Always show the currency symbol next to prices\nPriority: High\nAssignee: me\n\ndo this one',
      'Postmortem draft:\nRoot cause: a config push without review\nAction items:\n- all config pushes must go through review',
      'Feedback from the beta users:\n1. the app should always remember the last filter\n2. never show the onboarding twice\n\nwhich of these is quickest?',
      'TODO from the last sprint\n- always add an index for new foreign keys\n- migrate the old tables\n\ncan you do the first one?',
      '帮我回一下这封邮件：\n\n各位好，\n从下周开始，所有报销单必须在月底前提交，逾期不予处理。\n谢谢',
    ]);
  });

  it("keeps the user's own words beside such material, and their own rules in a list they ask about", () => {
    expect(kept('draft a reply to Ken saying no. for context I never agree to weekend deploys.\n\n> Ken: could we push the release out Saturday morning?')).toEqual(['I never agree to weekend deploys.']);
    expect(kept('Ana wrote: "we should always use the repository pattern for db access". I agree, let\'s make that the rule.')).toEqual(['We should always use the repository pattern for db access.']);
    expect(kept('Ana wrote: "we should always use the repository pattern for db access". not sure about that one.')).toEqual([]);
    expect(kept("our staging is at staging.acme.internal, here's the error I get there:\n\ncurl: (60) SSL certificate problem")).toEqual(['Our staging is at staging.acme.internal.']);
    expect(kept('Conventions\n- always use pnpm\n- never commit .env files\n\ncan you follow these from now on?')).toEqual(['Always use pnpm.', 'Never commit .env files.']);
    expect(kept('can you fix this?\n\nwe always use pnpm here\nnever use npm or yarn')).toEqual(['We always use pnpm here.', 'Never use npm or yarn.']);
    expect(kept('Dear future sessions,\nthe staging db is reset every night at 2am UTC.\nThanks')).toHaveLength(1);
  });

  it('does the same in Chinese: a timed group chat, a weekly report draft, a ticket under "看看这个工单：", a customer\'s words, a notice', () => {
    noneKept([
      '帮我把这段群聊整理一下：\n\n[10:01] 张伟：以后发版前都要先在预发跑一遍回归\n[10:02] 李娜：好的，另外数据库变更必须走工单',
      '周报草稿：\n本周完成：支付回调重构\n下周计划：所有接口统一加上 traceId\n帮我润色一下',
      '看看这个工单：\n\nBUG-1024 订单详情页白屏\n复现步骤：进入订单详情，刷新页面\n备注：我们一直用 Sentry 收集前端报错\n\n能帮我查一下吗？',
      '客户原话："你们的系统每次登录都要重新输入验证码，以后能不能别这样了。" 帮我找一下验证码的过期时间在哪里配置',
      '各位好：\n\n从下月起，所有服务器登录必须走堡垒机，禁止直接 SSH。\n\n运维组\n\n帮我把这个通知发到项目群里，改得口语一点',
    ]);
    // (the user's own words after the material, or their rules above a request about something else, stay)
    expect(kept('帮我看看这个函数：\n\nfunction a() {}\n\n另外，我们所有函数都要写注释')).toHaveLength(1);
    expect(kept('帮我整理一下这些需求：\n\n1. 导出报表\n2. 列表排序\n\n以后需求文档都放在 Confluence 的产品空间里')).toHaveLength(1);
    expect(kept('我们的约定：\n- 提交信息用英文\n- 分支名用 feature/xxx\n\n帮我看看这个分支名对不对：feature/login')).toHaveLength(2);
  });

  it('reads the user\'s last paragraph after material handed over when it turns back to the agent, not the material\'s own', () => {
    expect(kept('summarize this for me:\n\nThe quarterly report shows growth.\n\nalso, we always use pnpm in this repo')).toEqual(['We always use pnpm in this repo.']);
    expect(kept('translate this to german:\n\nWelcome to the app. Press start to begin.\n\nbtw all user-facing strings go through the i18n helper in this repo')).toHaveLength(1);
    // (a document's own last paragraph may open with "Also,"; nor is a paragraph after it the user's without a turn back)
    expect(kept('Summarize this RFC:\n\nWe propose moving to gRPC for internal calls.\n\nAlso, all services must expose a health endpoint.')).toEqual([]);
    expect(kept('summarize this for me:\n\nMeeting recap. We decided to migrate.\n\nAction items below.')).toEqual([]);
  });

  it('keeps how the user always does a part of the work, not what they always get wrong or forget', () => {
    eachKept(['I never approve a PR without tests', 'I always squash my commits before asking for review', 'I never push directly to main', 'I always test on staging before prod']);
    noneKept(['I always forget how to rebase', 'i always run into this error on CI', 'I never got the email from the build server', 'I always use the wrong branch name, sorry', 'I never approved that PR']);
    eachKept(["I don't approve PRs without tests", "I don't merge on fridays"]);
    noneKept(["I don't approve of this approach", "I don't merge it yet, wait"]);
  });

  it('reads a rule through markdown emphasis, a mistyped "always", and "so basically" before it', () => {
    expect(typesAndTexts(['_always_ prefer composition over inheritance in this codebase', '**don\'t** merge on fridays', 'alwyas use pnpm in this repo', 'ok so basically we always use pnpm and never npm'])).toEqual([
      ['feedback', 'Always prefer composition over inheritance in this codebase.'],
      ['feedback', "Don't merge on fridays."],
      ['feedback', 'Alwyas use pnpm in this repo.'], // (kept in the user's words)
      ['feedback', 'We always use pnpm and never npm.'],
    ]);
    noneKept(['def __init__(self): never call this directly', 'the *args and **kwargs are passed through', 'I always forget the _only_ flag', 'alwyas forget how this works lol, explain again?', 'ok so basically the tests are failing because docker isn\'t running, can you start it']);
  });

  it('keeps a change said in new words, and none of its look-alikes', () => {
    eachKept(['CI moved over to GitHub Actions last month', 'master was renamed to main', "we're on node 22 now", 'the staging db isn\'t reset nightly anymore', 'runbooks moved to the ops repo', 'code freeze got pushed to the 27th', 'the launch slipped to March 17', "we're done with moment, use date-fns going forward", "staging's URL changed to stage.shop.dev", 'Omar took over as tech lead', 'design reviews moved to Wednesdays']);
    noneKept(['our meeting got moved to 3pm', 'the ticket moved to the other repo', 'CI moved to green', "the build isn't green anymore", 'the tests moved to a new folder', "we're on node 3 now", 'my branch was renamed to main by accident', 'the demo got pushed to the 27th', "we're done with this ticket, use the other branch", 'search moved to Tuesday', "the staging db isn't reset yet", 'the meeting moved to Friday']);
    // (and in Chinese, a milestone's day: "代码冻结从 20 号开始", then "代码冻结推迟到 27 号了")
    expect(keptInChinese(['代码冻结从 20 号开始', '代码冻结推迟到 27 号了', '上线日期推迟到 3 月 17 号了', '会议推迟到 3 点了']).map(([type]) => type)).toEqual(['project', 'project', 'project']);
  });

  it('keeps who owns a part said in lowercase with an article, and the user owning one as who they are', () => {
    expect(typesAndTexts(['sam owns the ios app', "i'm the owner of billing", "I'm the owner of the billing service"])).toEqual([
      ['project', 'Sam owns the ios app.'],
      // (the user holding a part is who they are, as "I own billing" always was: in their words)
      ['user', "I'm the owner of billing."],
      ['user', "I'm the owner of the billing service."],
    ]);
    noneKept(['sam owns the rollout', 'jo owns the follow-up', 'kim owns the retro', "i'm the owner of this bug now, i'll fix it", "I'm the ticket owner", "i'm the code owner here"]);
  });

  it('keeps the case a kind of name is written in, what a command does, the way builds go out, and names a permission by its change', () => {
    eachKept(['private fields use _camelCase, public properties use PascalCase', 'database columns use snake_case', '`make dev` brings up the whole stack', '`fastlane beta` pushes to TestFlight', 'builds go out through fastlane']);
    noneKept(['the variable is camelCase here, rename it', '`make dev` starts but then crashes', '`npm run build` builds it now', 'the build goes out through fastlane today', 'builds go out the usual way']);
    // (what a change allows follows from it: the change names it)
    const [ios] = extractStatements(replies(['heads up, we bumped the minimum deployment target to iOS 17, so you can use the Observation framework now.']));
    expect(nameFor(ios!)).toBe('We bumped the minimum deployment target to iOS 17');
    // (in Chinese, the case of a kind of name, and a care to take whenever a part is changed)
    expect(keptInChinese(['私有字段用 _camelCase，公开属性用 PascalCase。', '常量用全大写加下划线', '热更新用的是 HybridCLR，改热更代码的时候注意一下']).map(([type]) => type)).toEqual(['feedback', 'feedback', 'project']);
    expect(keptInChinese(['这个字段用 camelCase', '这个变量用驼峰', '这个函数你改的时候注意一下'])).toEqual([]);
  });

  it('keeps a kind of code kept out of the whole crate, what a part is kept free of, a procedure by its steps, and an order about a reference kept beside a request', () => {
    eachKept(['no unsafe in this crate, ever', 'we keep the public API free of lifetimes though, so convert at the boundary', 'we keep controllers thin', 'we keep the bundle dependency-free', 'release process: bump the version in Cargo.toml, update CHANGELOG.md under Unreleased, then tag vX.Y.Z and the workflow publishes to crates.io']);
    noneKept(['no tests in this repo', 'no changes in this repo', 'we keep the PR small', 'release process: I\'m not sure how it works, can you check?', 'the release process is broken, fix it']);
    // (what the thing is kept as makes the order outlast the request beside it)
    expect(typesAndTexts(["don't touch configs/baseline.yaml, that's the frozen reference config. make a new one for mixup"])).toEqual([['feedback', "Don't touch configs/baseline.yaml, that's the frozen reference config."]]);
    noneKept(["don't change the tests, that's the wrong place. fix the parser", "don't touch the header. fix the footer alignment"]);
  });

  it('keeps what a rule allows now, said of a kind in a place, and names a procedure by its name and first step', () => {
    eachKept(['full refresh on prod is allowed now on weekends, the tables are small enough since the archive split', 'force pushes to feature branches are allowed now']);
    noneKept(['the build on main is fine now', 'the tests in ci are fine now', "it's allowed now", 'full refresh on staging is fine now, the migration finished']);
    const named = (said: string) => nameFor(extractStatements(replies([said]))[0]!);
    expect(named('release process: bump the version in Cargo.toml, update CHANGELOG.md under Unreleased, then tag vX.Y.Z and the workflow publishes to crates.io')).toBe('Release process: bump the version in Cargo.toml');
    // (what follows from the team's own way, said first, does not name it)
    expect(named('we keep the public API free of lifetimes though, so convert at the boundary')).toBe('We keep the public API free of lifetimes');
  });

  it('keeps each statement of a list after a lead-in on its own, what every answer can leave out, and names a title cut inside brackets before them', () => {
    const listed = extractStatements(replies(['A couple of things you should know about this codebase before you touch it: we use SQLAlchemy 2.0 style everywhere (select(), not session.query), every query that can return more than a page goes through our paginate() helper in app/db/pagination.py, and we never do schema changes in the same PR as code changes. Start by profiling the endpoint.']));
    expect(listed.map((st) => st.text)).toEqual([
      'Every query that can return more than a page goes through our paginate() helper in app/db/pagination.py.',
      'We never do schema changes in the same PR as code changes.',
      'We use SQLAlchemy 2.0 style everywhere (select(), not session.query).',
    ]);
    expect(listed.map(nameFor)).toContain('We use SQLAlchemy 2.0 style everywhere');
    // (a list whose clauses are not all statements is read whole, as before)
    expect(extractStatements(replies(['A few things to know: the build is broken, and I pushed a fix'])).length).toBe(0);
    eachKept(["and you don't need to summarize what you changed at the end, I read the diff", 'no need to summarize your changes at the end, I read the diff']);
    noneKept(["you don't need to summarize this one", 'no need to summarize the PR, just open it', "you don't need to run the tests, I just did"]);
    expect(keptInChinese(['表名都用单数，这是我们数据库的规范', '表名用复数']).map(([type]) => type)).toEqual(['feedback', 'feedback']);
  });

  it('keeps two statements joined by "and" each on its own, and not two reports of the moment', () => {
    expect(typesAndTexts(['the on-call rotation is every two weeks and escalations go to Priya'])).toEqual([
      ['project', 'Escalations go to Priya.'],
      ['project', 'The on-call rotation is every two weeks.'],
    ]);
    noneKept(['the build is broken and the tests are failing on main', 'I fixed the parser and the tests pass now', 'I looked at the logs and the error is in the payment webhook']);
  });

  it('keeps an order with what it costs every time beside a request, where new ones of a kind go or the build fails, the style of every commit, and where a kind of code goes', () => {
    expect(typesAndTexts(["don't run the full test suite, it takes 20 minutes. run only the affected package with turbo --filter"])).toEqual([['feedback', "Don't run the full test suite, it takes 20 minutes."]]);
    eachKept(['env vars are validated with zod in packages/env, add new ones there first or the build fails', 'commit messages are conventional commits with the package as scope', 'PR titles are conventional commits', 'shared code goes in packages/', 'business logic belongs in services/', 'and shared code moved from packages/ to libs/']);
    noneKept(['the ticket moved to done/', 'my changes moved to the other branch', 'the code goes in the other/ folder?']);
  });

  it('reads a Chinese list of rules after "先说几点规矩：" without the lead-in, each item ended without its separator', () => {
    expect(keptInChinese(['今天要改的是优惠券模块。先说几点规矩：优惠券的金额都用分存，整数；券码生成统一走 CouponCodeGenerator，不要自己拼字符串；还有，所有跟钱相关的改动都要加单测。先帮我看看过期券为什么还能用。']).map(([, text]) => text)).toEqual([
      '优惠券的金额都用分存，整数。',
      '券码生成统一走 CouponCodeGenerator，不要自己拼字符串。',
      '所有跟钱相关的改动都要加单测。',
    ]);
  });

  it('keeps who reviews every one of a kind, the one kind of code written, and a style guide under its label', () => {
    expect(typesAndTexts(["migrations are created with dotnet ef migrations add and reviewed by Tomas before they're merged", 'and please keep controllers out of it, minimal APIs only', "our style guide: sentence case for headings, second person, no 'simply' or 'just'"])).toEqual([
      ['project', "Migrations are created with dotnet ef migrations add and reviewed by Tomas before they're merged."],
      ['feedback', 'Please keep controllers out of it, minimal APIs only.'],
      ['feedback', "Sentence case for headings, second person, no 'simply' or 'just'."],
    ]);
    noneKept(['the changes are reviewed by Tomas today', 'this PR gets reviewed by Tomas', 'two more only', 'the tests only, please', 'the style guide: can you find it?']);
  });

  it('keeps the oldest version supported, what is not written and what instead, a release by its steps, a file renamed by its path, and the same in Chinese', () => {
    expect(typesAndTexts(['python 3.9 is the oldest we support, lots of users on old ubuntu', 'so no match statements and no | in type hints, use Optional and Union', 'releases: bump version in pyproject, tag, and the GitHub action publishes to PyPI', 'also acme/ui.py got renamed to acme/console.py']).map(([type]) => type)).toEqual(['project', 'feedback', 'feedback', 'project']);
    expect(typesAndTexts(['good news, we dropped 3.9, the oldest we support is 3.10 now so match statements are fine'])).toEqual([['project', 'We dropped 3.9, the oldest we support is 3.10 now so match statements are fine.']]);
    noneKept(['no errors, use the logs', 'we dropped the ball on this one', 'we dropped 2 requests in the last hour']);
    expect(keptInChinese(['我们的安卓项目用 Kotlin + Jetpack Compose，最低支持 Android 8（API 26）。帮我看一下首页的卡顿。', 'lint 现在放到 CI 里跑了，本地不用跑了']).map(([type]) => type)).toEqual(['project', 'project']);
    expect(keptInChinese(['lint 现在跑完了'])).toEqual([]);
  });

  it('keeps one way of writing a kind of code over another, every time, with why', () => {
    expect(typesAndTexts(["hey, I'm working on our Godot 4 game in GDScript. signals over direct node references, always, it keeps scenes decoupled", 'tabs over spaces, always'])).toEqual([
      ['feedback', 'Signals over direct node references, always, it keeps scenes decoupled.'],
      ['feedback', 'Tabs over spaces, always.'],
    ]);
    noneKept(['this one over that one, always?', 'we went over the plan, always a good idea']);
  });

  it('keeps a tool banned by its name, a kind of thing the team stopped making, a rule after what a part is built with, and the check owed before any change is called done', () => {
    eachKept(['Lombok is banned here', 'merging is not allowed', 'we stopped writing component scss files', 'styling is Tailwind, we stopped writing component scss files', 'e2e is Playwright, run `npx playwright test --project=chromium` before you say a UI change is done', 'inter-service calls use the Feign clients in the clients module with a 2s timeout, don\'t use RestTemplate']);
    noneKept(['john is banned', 'that is not allowed', 'the merge is forbidden', 'we stopped the deploy', 'we stopped writing tests for this module because it\'s being deleted', 'the build is Vite, it failed again']);
    expect(keptInChinese(['爬虫项目用 Scrapy，数据存到 MongoDB 的 crawl 库里']).map(([type]) => type)).toEqual(['project']);
  });

  it('holds the sentences no form kept that are told as done, as the changes they may be — not those asked, asked for, planned or denied', () => {
    const reader = new StatementReader();
    reader.read(replies(['heads up, we moved from Serilog to the built-in ILogger with OpenTelemetry export', 'can you move us from Serilog to ILogger?', 'we might move off Serilog next quarter', 'we never moved off Serilog', '数据不存 MongoDB 了，现在都写到 ClickHouse', 'Lombok is banned here']));
    expect(reader.found.map((s) => s.text)).toEqual(['Lombok is banned here.']);
    expect(reader.changesToCheck().map((s) => [s.type, s.kind, s.text])).toEqual([
      ['project', 'notice', 'We moved from Serilog to the built-in ILogger with OpenTelemetry export.'],
      ['project', 'notice', '数据不存 MongoDB 了，现在都写到 ClickHouse。'],
    ]);
  });

  it('keeps an OS version on every host, a bastion by its host, an order to use a thing with a rule after it, and reads "so don\'t" with no comma before it', () => {
    eachKept(["our base OS is Ubuntu 22.04 on every host, roles don't need to handle RHEL", 'the bastion is bastion.ops.internal, ssh goes through it with ProxyJump', 'use records for DTOs, Lombok is banned here', "the extension is Manifest V3, background logic lives in the service worker, there's no persistent background page so don't keep state in globals"]);
    noneKept(["I'm tired so don't expect much", "that test is slow so dont wait for it", "use the existing helper, don't write a new one", "use this one, it's fine"]);
  });

  it('keeps what every one of a kind of chart or function needs, a thing kept out unless there is a good reason, a spelling throughout, how each kind is named, a floor alone, a tool and not the other', () => {
    eachKept(['all external functions that move funds need the nonReentrant modifier', 'every chart needs resource requests and limits set, the admission controller rejects pods without them', "no Tick on actors unless there's a really good reason, use timers or events", 'british spelling throughout, my supervisor insists', "naming: U prefix for UObjects, A for actors, F for structs, follow epic's conventions strictly", 'its a wordpress plugin, php 8.1 minimum', 'bibliography is biblatex with biber, not bibtex', 'text domain is acme-exporter and every user facing string needs __() or esc_html__()', 'the prod cluster is eks-prod-eu in eu-west-1, staging is eks-staging']);
    noneKept(['the bug is in the parser, not the lexer', 'no worries unless there is a good reason', 'follow the steps above', 'british spelling?']);
    expect(keptInChinese(['部署在阿里云 ACK 上，镜像推到 acr 的 data 命名空间', '覆盖率要求提到 90% 了']).map(([type]) => type)).toEqual(['project', 'project']);
  });

  it('keeps what a part is deployed to when named without "the", news after "quick update,", and in Chinese a rule after what a part is done with and where records are reported', () => {
    eachKept(['we deploy dbt docs to Netlify', 'quick update, we replaced TypeORM with Prisma last sprint']);
    noneKept(['we deploy it to staging', 'we deploy everything to prod on fridays?', 'update the docs, we changed the API']);
    expect(keptInChinese(['单元测试用 Jest，提交前要跑 npm test', '埋点上报到神策']).map(([type]) => type)).toEqual(['feedback', 'project']);
    expect(keptInChinese(['我平时用 Windows + WSL，脚本别写成只能在 mac 上跑的']).map(([type]) => type)).toEqual(['user']);
  });

  it('keeps a part through a named client then a rule, who does a part and that the agent does not, a rule with its leave at the end, a placement of two things, the check before each push, a budget in microamps, a case style for a kind, and in Chinese who looks the work over, a share a measure must reach, what the user sees first', () => {
    eachKept(["networking goes through our APIClient actor in Core/Networking, don't call URLSession directly", 'TestFlight builds go out from Xcode Cloud on every merge to main', "Marta does the App Store submissions, don't submit anything yourself", 'errors: thiserror in the library crates, anyhow only in the binary', 'no unwrap() outside tests, use expect with a message if you really have to', 'clippy runs with -D warnings in CI, so fix clippy before pushing', 'power budget is 15uA average in sleep, check with the PPK2 before merging anything that touches power management', 'sentence case for headings, and no exclamation marks anywhere']);
    noneKept(['timeouts in staging, errors only in prod', 'lint runs in CI, so fix it before pushing', 'sentence case for the headings in this doc', 'Sam does the dishes', 'no unwrap in the parser if you really have to', 'I can do it if you really need to']);
    expect(keptInChinese(['提审前找小陈过一遍', '单测覆盖率要 70% 以上', '报告发给王经理之前先给我看']).map(([type]) => type)).toEqual(['project', 'feedback', 'feedback']);
    expect(keptInChinese(['这份报告发给王经理之前先给我看一下', '这个版本上线前找他看一下', '覆盖率现在 70%'])).toEqual([]);
  });

  it('keeps a kind of code left out, names banned together, a window of hours, a setting said for a role, a call kept out of a use and what instead, who signs off before a kind of work goes out, a scope extended, and in Chinese the file a value is kept in by hand', () => {
    eachKept(['no partial functions', 'head, tail, fromJust are all banned, hlint is configured to flag them', 'testing window is 22:00 to 06:00 UTC, no scans outside it', 'statement_timeout is 30s for the app role', 'no cy.wait with a number, wait on an intercepted request instead', 'Helen signs off on the forecast before it goes to the board', 'scope got extended to *.uat.acme.io as well', 'Helen is on leave, Tom signs off on the forecast now']);
    noneKept(['the maintenance window is tonight from 22:00 to 23:00', 'the retention is 5 days on my branch', 'it, this, that are all banned words in my essay class']);
    // (a team said by its letters signs off as a practice of the project, not a rule: "QA signs off on every release …")
    expect(extractStatements(replies(['QA signs off on every release before it goes to prod'], 'Done.')).map((s) => s.type)).toEqual(['project']);
    expect(keptInChinese(['烧录用 ST-Link，版本号要在 version.h 里手动改', '版本号要在 version.h 里手动改']).map(([type]) => type)).toEqual(['feedback', 'feedback']);
    expect(keptInChinese(['这个常量要在 config.h 里改', '你要在 main.c 里改一下'])).toEqual([]);
  });

  it('keeps terse facts of a project with a rule after them, a model setting, calls kept out and what instead, what all of a kind need, and in Chinese a weekly window with nothing outside it', () => {
    eachKept(['load tests are k6 scripts in perf/, run against the perf environment only, never staging or prod', 'thresholds: p95 under 300ms and error rate under 1%, every script must declare them', 'this is our support chatbot, python, langchain is banned here, we call the anthropic sdk directly', 'temperature is 0 for everything customer-facing', 'no FindObjectOfType or GameObject.Find at runtime, use references set in the inspector', 'addressables for everything loaded at runtime, no Resources folder', 'shopify theme, built on Dawn, liquid + vanilla js, no jquery', 'all section settings need a default, merchants break things otherwise']);
    // (not a count, a reply, what someone did, nothing of software, or a fix at hand)
    noneKept(['page 2, no results', 'version 2, no changes', 'thanks for the fix, no more bugs', 'the weekend is sacred, no pings', 'we checked the logs, never found anything', 'all the tests need a fix', 'the test passes, don\'t change it']);
    expect(keptInChinese(['每周三晚上是变更窗口，其他时间不要动生产']).map(([type]) => type)).toEqual(['feedback']);
  });

  it('keeps two kinds kept out of one place, benchmarks on isolated cores, who checks copy before merge, where a repo deploys on merge, what an advisor wants throughout, the code of a degree as who the user is, a stack with its host, and in Chinese what a repository is for', () => {
    eachKept(['no exceptions and no RTTI in the hot path, we compile the engine with -fno-exceptions', 'benchmarks run on the isolated cores of bench01, laptop numbers mean nothing', 'feature branches get a vercel preview, Lea from marketing checks copy there before merge', 'the dags repo deploys to composer on merge to main', 'my advisor wants SI units everywhere in the figures', 'this is my phd simulation code, python with numpy and numba', 'storefront is nuxt 3 with pinia and tailwind, deployed on vercel']);
    eachKept(['check with the PPK2 before merging anything that touches power management', 'ping the security channel before merging any PR that changes auth']);
    noneKept(['check it before merging anything that touches the parser', 'check with me today before merging anything that touches billing']);
    noneKept(['no tests and no docs in this PR, just ship it', 'Lea checks it before merge', 'the app is broken, deployed on vercel', 'this is my first time using rust', 'no time and no energy in the evenings']);
    expect(keptInChinese(['这是训练推荐模型的仓库，用 PyTorch 2，训练跑在公司的 A100 集群上']).map(([type]) => type)).toEqual(['project']);
  });

  it('keeps a part of the repo left alone, who a person is with what to bring them in on, a kind kept as it is, a record to check before each use, a language let in for one part, calls kept from crossing a border, and in Chinese a long description of a repository', () => {
    eachKept(['Mateo composes the music, leave audio/ alone unless he asks', 'leave the vendor folder alone', 'Anneke is the DBA, loop her in on schema changes', 'Priya owns the billing service, cc her on anything that touches invoices', 'product names stay in English, never translate them', 'the glossary is in glossary.csv, check it before you translate a term', 'C# is allowed now for the pathfinding module only', 'no get_node across scene boundaries']);
    // (the thing at hand, a person's moment, and a pronoun that is the person's own doing)
    noneKept(['leave it alone', 'leave that test alone', 'leave the config alone for now', 'Tom is our designer, ask him about this', 'Jonas is the new guy, check with him if he needs access', 'Lena is on holiday, don\'t email her', 'the test failures are flaky, check them before you merge this', 'it is only allowed in the tests', 'no worries across the board']);
    // (named by the whole sentence: "never translate them" alone does not say what)
    expect(namesOf('product names stay in English, never translate them')[0]).toMatch(/product names/i);
    // (an order after a kind that needs no "them" still names it)
    expect(namesOf("releases are cut by the GitHub action on tag push, don't publish by hand")).toEqual(["Don't publish by hand"]);
    expect(keptInChinese(['这个仓库是我们 Prometheus 的告警规则和 Grafana 看板']).map(([type]) => type)).toEqual(['project']);
    // (a package pattern's dots end no sentence)
    eachKept(['CI runs bazel test //... on every PR, max 30 minutes', 'we run go test ./... before every push']);
    expect(typesAndTexts(['CI runs bazel test //... on every PR, max 30 minutes'])).toEqual([['project', 'CI runs bazel test //... on every PR, max 30 minutes.']]);
  });

  it('keeps what a person looks after with whom to ask first, a package or the charts a repository is, what every one of a kind does each change, who approves a part, what all of it ships in, the least asked for, code kept to one part, a setting by where it runs, whom every change goes to, and in Chinese what is only added to and whom to turn to', () => {
    eachKept(['Ines runs the prod deploys through fly.io, ask her before touching fly.toml', 'this repo is the R package our epidemiologists use for outbreak nowcasting', 'this repo holds the Helm charts for all our internal services, deployed with Argo CD', 'every chart bumps its version on any change, CI rejects the PR otherwise', 'Kofi is on the platform team and approves anything under charts/ingress', 'no remote code, everything ships in the bundle or the store review rejects us', 'we ask for the fewest permissions possible, host permissions only through optional_permissions', 'no delegatecall anywhere outside the proxy', 'fuzz runs are 10000 in CI, 256 locally', 'the audit firm is Spearbit, any change to src/core goes to them before deploy']);
    noneKept(['every test fails on any change', 'no one outside the team knows about it', 'no rain outside today', 'Tom is on the data team and wants the report by friday', 'the fuzz runs are slow in CI, fast locally', 'we ask for as few meetings as possible', 'the reviewer is Sam, any change to this file goes to him before merge']);
    expect(keptInChinese(['订单状态的枚举只加不删', '压测找老周，他管性能环境']).map(([type]) => type)).toEqual(['feedback', 'project']);
    expect(keptInChinese(['压测找老周，他今天请假', '这个枚举只加不删'])).toEqual([]);
  });

  it('keeps what a longer message says beside its request: a monolith after "ok so", how output is to be made, what an advisor wants of every figure, data kept read-only, how errors are handled, state handed in, the command that sets up what a rule needs, a design system and its tools, and in Chinese a nightly run said time first', () => {
    eachKept(['ok so this repo is our django monolith for the clinic scheduling product, python 3.12, postgres, celery with redis', "I always want plots saved as PDF with the matplotlib 'paper' style, never PNG", 'my advisor Prof. Lindqvist wants every figure to have units on both axes', 'raw data stays in data/raw and is read-only, derived stuff goes in data/processed', 'errors are wrapped with %w and checked with errors.Is, never compare error strings', 'no global state, pass dependencies through the constructor', 'integration tests need docker running, make test-int spins up kafka and postgres', "we're building our design system in react with storybook, tokens come from figma via style dictionary"]);
    noneKept(['I want the plots saved as PNG for this one', 'my advisor wants the draft by friday', 'no problem, pass it through the constructor', 'Lucia is on call for this service this week, ping her if prod breaks', 'the logs are in data/raw and is read-only for now', 'all errors get reported to the on-call channel, never to my DMs', 'hey, so this is a Phoenix LiveView app for booking climbing gyms. can you look at why the slot picker flickers?']);
    eachKept(['signals for anything that crosses scenes, no get_node paths that climb out of the scene', 'tests for anything that touches billing', 'plots should be SVG now, the journal wants vector files']);
    noneKept(['thanks for everything that works', 'sorry for anything that broke', 'the plots should be bigger now']);
    expect(keptInChinese(['每天早上 6 点跑全量调度']).map(([type]) => type)).toEqual(['project']);
    expect(keptInChinese(['每天早上 6 点跑一下这个脚本'])).toEqual([]);
  });

  it('keeps what a project is by its name or what it makes, the tool for a kind of testing, who runs a process of the team, where the real steps are when a page is stale, and in Chinese whom a kind of change goes to said as changing it, and the stack of a service of ours', () => {
    eachKept(['this is our Svelte 5 dashboard for warehouse robots, SvelteKit with the node adapter, deployed on Fly.io', 'ledger is our double-entry bookkeeping service in Go 1.22, Postgres 16, sqlc for queries', 'this repo trains our product-matching model; PyTorch 2.3, Lightning, experiments tracked in Weights & Biases', 'Elixir umbrella app for a ticketing platform, Phoenix 1.7, Oban for background jobs', 'we use Playwright for e2e, run it headless in CI and headed locally when debugging', 'Ines runs the on-call rotation, she decides what gets hotfixed', 'the README is out of date, the real setup steps are in docs/setup.md']);
    noneKept(['fix login app for the client, iOS 17 crashes on launch', 'Bob runs the deploy today', 'Ines runs the on-call rotation this week', 'we use Playwright for e2e but it keeps timing out on CI', 'the README is out of date, can you fix it?', 'this repo builds the docs; can you check why it fails?', 'ledger is our bottleneck right now', 'we use Playwright for e2e tests now, can you set it up?']);
    expect(keptInChinese(['改动支付流程要找老王评审。', '我们的支付服务是 Java 21 + Spring Boot 3，数据库 PostgreSQL。']).map(([type]) => type)).toEqual(['project', 'project']);
    expect(keptInChinese(['改动这个文件要找老王评审一下', '我们的支付服务是 Java 写的，帮我看下这个报错'])).toEqual([]);
    // (a description of the project kept whole, not cut to where it is deployed)
    expect(keptInChinese(['这是我们的 Next.js 官网，部署在 Vercel 上。', '这是我们的 Hugo 博客，部署在 Netlify 上。'])).toEqual([
      ['project', '这是我们的 Next.js 官网，部署在 Vercel 上。'],
      ['project', '这是我们的 Hugo 博客，部署在 Netlify 上。'],
    ]);
    // (but after "this one is …", the rule for its kind stands alone)
    expect(keptInChinese(['这个接口是公开的，公开接口都要加限流'])).toEqual([['feedback', '公开接口都要加限流。']]);
  });

  it('keeps what a project is built for and with, what flows through a pipeline, a description with the versions supported, what every part carries and the checker that holds it, who does a step on a day that comes back, where a kind of test runs, the rate a loop runs at, the tool a step is done with, how updates reach users, and in Chinese whom a change of a table is told to', () => {
    eachKept(["we're building a React Native app for dog walkers, Expo SDK 51, TypeScript everywhere", 'OTA updates go out through EAS Update on the production channel', 'this is the clickstream pipeline: Kafka into Flink 1.18, sinks to Iceberg tables on S3', 'this is an open-source Python library for parsing GPX files, we support Python 3.9 and up', 'type hints everywhere, mypy --strict has to pass', "Noor triages issues on Mondays, don't close issues she has labelled", 'e2e tests run on Cypress against the dev environment', 'firmware for our e-bike motor controller, Rust on an STM32G4, embassy for async', 'the motor control loop runs at 10 kHz, keep the ISR under 20 microseconds', 'flashing is done with probe-rs, the config is in Embed.toml']);
    noneKept(["we're building a React Native app for the demo, Expo SDK 51", 'e2e tests run on Cypress but they keep failing', 'OTA updates go out through EAS Update today', 'type hints everywhere in this file please', 'Sam reviews the PR on Monday', 'mypy has to pass before I merge this', 'the fix is done with a regex, not with the parser, please review', 'flashing is done with probe-rs for now', 'this is the checkout service: can you look at the failing test?']);
    // (named by what the project is, said before the colon, not by what flows through it)
    expect(namesOf('this is the clickstream pipeline: Kafka into Flink 1.18, sinks to Iceberg tables on S3')[0]).toMatch(/^This is the clickstream pipeline/);
    expect(keptInChinese(['修改线上表结构要提前一天通知下游。']).map(([type]) => type)).toEqual(['feedback']);
    expect(keptInChinese(['修改一下这个表结构要通知下游'])).toEqual([]);
  });

  it('keeps what round K first missed: a project for a purpose with its stack by name, a repository by the tool it holds, where deploys go, the tool that runs a job, what tests run in and what that asks, a style guide, a time zone by its name, a trade outside software, and in Chinese what every one of a kind must match', () => {
    eachKept(['tests run in @vscode/test-electron, they need a display so CI uses xvfb', "Django 5 REST API for the district's school-lunch ordering, DRF, Postgres", 'Celery with Redis runs the nightly order export at 2am', 'Android app for a bike-share, Kotlin, Jetpack Compose, min SDK 26', 'this repo is our Ansible for the on-prem fleet, about 200 Ubuntu 22.04 hosts', "this is an R Shiny dashboard for our hospital's bed occupancy, R 4.3, data from the warehouse via ODBC", 'use tidyverse style, and the pipe is |> not %>%', 'all dates are in Europe/Oslo time', 'deploys go to Posit Connect, the content URL is in the README', "I'm a nurse who learned R on the job, so keep the code simple and comment the tricky bits"]);
    noneKept(['Fix the app for the client, iOS 17 crashes on launch', 'tests run in parallel, can you fix the flaky one?', 'tests run with jest', 'deploys go to Render now', 'use this style for the new component', "I'm a nurse, my shift starts at 7", 'Celery runs the export at 2am today, can you check it?', 'this repo is our fork, can you rebase it?']);
    expect(keptInChinese(['每个子应用的路由前缀要和应用名一致。']).map(([type]) => type)).toEqual(['feedback']);
    expect(keptInChinese(['每个页面的标题要和设计稿一致一下'])).toEqual([]);
  });

  it('keeps what round L first missed: an order before work is handed back, a spelling kept throughout, a date the work is held to, what a thesis is written in, the firm a step goes to, how each layer of models is materialized, the tool that starts a nightly run, whom questions of a kind go to, which file is the spec, the languages a client wants, how a freelancer bills, and in Chinese whom to tell before a step', () => {
    eachKept(['run forge fmt before you hand anything back', 'keep British spelling throughout', 'the deadline for submission is 15 May 2027', 'the thesis is in LaTeX, built with latexmk and biber, the main file is thesis.tex', 'audits are done by Trail of Bits, their reports are in audits/', 'staging models are views, marts are incremental tables', 'the nightly run is orchestrated by Airflow at 3am UTC', 'questions about revenue definitions go to Hannah in finance', 'the instrument protocol spec is the PDF in docs/protocol-v3.pdf', 'the client wants the site in English and Danish', 'I bill the client by the hour and track my time in Harvest']);
    noneKept(['the deadline for this is tight, can you hurry?', 'audits are done by hand right now', 'the client wants the site in English and Danish, can you add a language switcher?', 'the spec is in docs/spec.pdf, can you read it?', 'run forge fmt before you hand this back', 'keep British spelling in this paragraph', 'questions about this PR go to Hannah', 'the nightly run is orchestrated by Airflow but it failed last night', 'the thesis is in LaTeX but the build is broken, can you look?', 'I bill the client for this fix separately']);
    // (and who stands in for someone away, until when: said in round L's changes)
    eachKept(['Priya is on leave until March, Dmitri signs off on reward math meanwhile']);
    noneKept(['Priya is out today, Dmitri reviews this PR meanwhile']);
    expect(keptInChinese(['老王负责 iOS 上架，提审前先跟他说一声。']).map(([type]) => type)).toEqual(['project']);
    expect(keptInChinese(['老王负责这个需求，你去跟他说一声'])).toEqual([]);
  });

  it('keeps what round M first missed: a project by its kind and purpose with its stack after, what the code here does and what it is built on, which releases it is tested on, how each environment gets a change, what is handed over and how often, a built artifact kept free of something, the shape of an ID, a profession with where it is practised, a map in the repo; in Chinese a trade outside software, what a script does and when, decimals kept, where templates are, and whom to confirm a yearly step with', () => {
    eachKept(['this is a Home Assistant custom integration for our heat pumps, Python, distributed through HACS', 'this is an open source CLI for managing DNS records across providers, written in Go', 'these notebooks estimate school enrolment from household surveys, pandas and statsmodels', 'the scripts parse plate reader exports and push the results to our LIMS, Benchling', 'we test against the two latest Home Assistant releases', 'staging syncs automatically, prod needs a manual sync in Argo', 'results go to the ministry every quarter', 'keep the binary dependency-free, no cgo', 'sample IDs look like LAB-2024-00123, keep that format', "I'm an economist at an NGO, I know Stata better than Python", "the heat pump's Modbus register map is in docs/registers.md"]);
    noneKept(['the scripts fail on Windows, can you look?', 'this script deletes everything in tmp, careful', 'the scripts parse the export wrong, fix it', 'we test against the latest release, can you check it passes?', 'staging syncs automatically, but it failed this morning', 'results go to the ministry every quarter, can you prepare this one?', 'keep the binary small for this release', 'these IDs look like LAB-2024-00123, can you parse them?', 'the register map is in docs/registers.md, can you read it?', 'this is a Home Assistant integration, can you add a sensor?']);
    expect(keptInChinese(['我是会计，会一点 Python，写代码不太熟。', '这个脚本每个月初从用友导出凭证，生成报表发给财务总监。', '金额保留两位小数，四舍五入。', '报表模板在共享盘的财务/模板目录里。', '税率表每年一月更新，更新前要找税务组确认。']).map(([type]) => type)).toEqual(['user', 'project', 'feedback', 'reference', 'project']);
    expect(keptInChinese(['这个脚本昨天从用友导出了凭证', '这个金额保留两位小数', '我的模板在共享盘里', '我是说这个会计科目不对', '税率表每年一月更新吗？'])).toEqual([]);
  });

  it('keeps what round N first missed: what builds are signed with, the oldest version of a platform said alone, when a team installs updates, what the work is graded with, the stores it is published on, who makes a kind of asset, the main user and what to ask them, a repository named as our harness, a mod on its loader and game version, what the work must stay compatible with, where every one of a kind of file lives, how young and new the user is; in Chinese where data goes and how often, a script said without "this", and whom to ask when something comes up', () => {
    eachKept(['we sign and notarize with the Developer ID from the team account', 'the minimum macOS is 13', "the school's IT team installs updates only during the holidays", 'we grade with GPT-4o as the judge, temperature 0', 'we publish on Modrinth and CurseForge', "textures are made by Pixel, don't change them without asking her", 'Claire from the maths department is our main user, ask her about grading rules', 'this repo is our eval harness for the support chatbot, Python, runs on Modal', 'this is a Minecraft mod on Fabric for 1.20.1, Java 17', 'keep the mod compatible with Sodium', 'every eval set lives in evals/ as JSONL, one file per task', "I'm 15 and this is my first Java project"]);
    noneKept(['we sign the build with my key, can you check it?', 'the minimum macOS is 13, can you check the plist?', 'the IT team installs updates only during the holidays, so can you hold this one?', 'Claire is our main user, can you email her?', 'every eval set lives in evals/, can you add one for refunds?', 'keep the mod compatible with this version for now', 'textures are made by Pixel, can you resize them?', "I'm 15 and I'm tired", 'we publish on Modrinth, can you write the changelog?', 'we grade with GPT-4o as the judge, why is this score so low?', "this is my first app, it's a mess"]);
    expect(keptInChinese(['抓到的数据每天凌晨写入 ClickHouse。', '脚本每周五把考勤数据从钉钉导出来，汇总成 Excel 发给人事。', '有问题可以问 IT 的老周。']).map(([type]) => type)).toEqual(['project', 'project', 'project']);
    expect(keptInChinese(['抓到的数据每天凌晨写入 ClickHouse 吗？', '有问题吗', '脚本昨天把考勤数据从钉钉导出来了'])).toEqual([]);
  });

  it('keeps what round O first missed: the hardware the work runs on, the weekday a step is done on and why, where a kind of data lives by its path, where data comes from, what the code here does (a verb of science), a module for a client with what it adds, who decides a kind of thing', () => {
    eachKept(['the kiosks are Raspberry Pi 4s running Chromium in kiosk mode, the app is plain HTML and a small Flask server', "the museum is closed on Mondays, that's when we update the kiosks", 'the raw frames are on the observatory NAS under /data/raw', "the leaderboard data comes from speedrun.com's API", 'this pipeline reduces spectra from our telescope, astropy, numpy and specutils', 'this is an Odoo 17 module for a furniture workshop, it adds custom work orders', 'Henrik, the workshop owner, decides which features go in']);
    noneKept(['the kiosks are Raspberry Pi 4s, can you check why one is frozen?', 'the museum is closed on Mondays', 'the raw frames are on the NAS under /data/raw, can you load them?', "the leaderboard data comes from speedrun.com's API, but it's down", 'this pipeline reduces spectra badly, fix it', 'Henrik, the owner, decides this one']);
  });

  it('keeps what round P first missed: a project by its kind as a tool, the machines training runs on, what an outside system sends and over what, the framework everything is mapped to, who is not a developer or only a volunteer, the main user and when to ask them, sign-off for go-lives from a titled name, what every one of a kind in a place must be, how long a kind of data is kept, a titled name that approves; in Chinese whose family and what year of school, a trade with where it is practised, a tool named in Chinese and whom to ask, what a script is written in, closing hours, a weekday kept free, where a kind may never be scheduled, whom a kind of work goes to for review', () => {
    eachKept(['this is a contract review tool for a law firm, Phoenix LiveView on Elixir 1.16, Postgres', "I'm just a volunteer at Grace Fellowship, I'm not a developer, please explain things in plain words", "I'm not a developer, please explain things in plain words", "I'm the museum's AV technician, not really a programmer, so keep it simple", 'Hannah from the litigation team is our main user, ask her when a clause label is unclear', 'go-lives need sign-off from Dr. Amara Osei, the CMIO, no exceptions', 'all patient identifiers in test messages have to be synthetic — we had an incident last year where real MRNs ended up in a ticket', 'documents uploaded by clients are kept for 90 days and then purged', 'Pastor Mike approves anything that goes on the front page', 'the lab system sends ORU^R01 over MLLP on port 6661, the interface spec is in docs/lab-interface.pdf', "training runs on the university's Hawk cluster through SLURM, the partition is gpu-a100 and a job can't run longer than 48 hours", "we're mapping everything to MITRE ATT&CK v14"]);
    noneKept(['the lab system sends duplicates over MLLP, can you check?', 'training runs on the cluster but it keeps failing', 'the lab system sends the wrong segment over MLLP since yesterday', 'training runs on my machine for now', 'we map every rule to it', 'this is a great tool for debugging', 'this is a useful tool for the migration', "I'm the volunteer who broke the site yesterday", "I'm the engineer who built the payments service", 'this launch needs sign-off from Priya', 'all identifiers in this file have to be fixed', 'every test in these files needs to be faster', 'these backups are kept for 7 days', 'my files are kept for 30 days', 'The CI approves every change']);
    expect(keptInChinese(['我是店老板的儿子，在读大二，计算机专业。', '我是学校教务处的老师，不太会写代码。', '支付用微信支付，商户号的东西找我妈要。', '排课脚本用 Python 写的，数据从教务系统导出的 Excel 里读。', '每天下午两点到五点店里休息，这段时间不能下单。', '周三下午全校不排课，要留给教研活动。', '体育课不能排在上午第一节。', '排好的课表要发给王主任审核。']).map(([type]) => type)).toEqual(['user', 'user', 'project', 'project', 'project', 'feedback', 'feedback', 'feedback']);
    expect(keptInChinese(['支付用微信支付，帮我接一下', '这个要发给王主任审核', '把课表发给王主任审核', '这个脚本用 Python 写的，帮我改成 Go', '每天下午两点到五点店里休息，你帮我改一下', '我是这个项目的老师'])).toEqual([]);
  });

  it("keeps the changes round P's second sessions said: a port a part moved to, a limit on a partition moved, a say handed to someone named with their new role, the main user after who moved away, a part of the work moved off a tool with where the new one runs", () => {
    eachKept(['the lab moved their feed to port 6670 last night', 'the time limit on gpu-a100 went up to 72 hours', 'Dr. Osei handed go-live sign-off to Priya Natarajan, the new clinical informatics lead', 'Hannah moved to the Frankfurt office, Tom Okafor is the main user now', "we've moved experiment tracking from W&B to MLflow on the lab server"]);
    noneKept(['the lab moved their feed to port 6670, can you update the channel?', 'the time limit on this job went up to 72 hours, can you rerun it?', 'Hannah moved the ticket to Tom', "we've moved the meeting from Monday to Tuesday"]);
  });

  it("keeps what round Q first missed: where data comes from by the office that sends it, what the work must still run on, who does a step for every one of a kind and what to hand them, a person named with where they work, the project for whom it is, a retired trade and a language learned as one goes, what a part must do past a threshold, where readings are logged and how often, what stays out of the code, where jobs run and when, the one tool every chart goes out through, who decides what is published, a test suite, the standard tested against, the tool a check is done with; in Chinese where data comes from and how often, what a figure leaves out, the department the user is in, what an interface is written in and where it runs, where documents are kept", () => {
    const keep = (t: string) => t.split(' ||| ')[1] === 'keep';
    const lines = [
      "the parcel data comes from the assessor's office every Monday as a shapefile ||| keep", "the parcel data comes from the assessor's office, can you load it? ||| skip",
      "the plugin has to work on QGIS 3.28 LTR because that's what the county machines run ||| keep", 'the plugin has to work on QGIS 3.28 before Friday ||| skip',
      'Luis in IT is the one who installs plugins on the county machines, send him the zip ||| keep', 'Luis installs the plugin today ||| skip',
      'this is the firmware for my greenhouse controller, an ESP32 with PlatformIO and the Arduino framework ||| keep', 'this is the app for my demo tomorrow ||| skip',
      "I'm a retired schoolteacher, gardening is my hobby and I'm learning C++ as I go ||| keep", "I'm learning the codebase ||| skip",
      'the vents must close automatically if the temperature drops below 12 degrees ||| keep', 'the vents must close now, the temperature dropped below 12 degrees ||| skip',
      'readings are logged to an SD card every 10 minutes ||| keep', 'readings are logged to the wrong file ||| skip',
      "keep the Wi-Fi password out of the code, it goes in secrets.h which isn't committed ||| keep",
      "I'm a reporter, not a programmer, I learned Python from a newsroom bootcamp ||| keep",
      'scrapers run on GitHub Actions every night at 2am ||| keep', 'scrapers run on GitHub Actions, can you check why one failed? ||| skip',
      "every chart goes out through Datawrapper, don't make charts in matplotlib for publication ||| keep",
      'our editor Fatima decides what gets published ||| keep', 'Fatima decides what we do today ||| skip',
      "this repo is the accessibility test suite for the city's website, Playwright with axe-core ||| keep",
      'we test against WCAG 2.1 AA ||| keep', 'screen reader checks are done by hand with NVDA on Windows ||| keep',
      'Karin from the communications team owns the content, ask her before changing any text ||| keep', 'Karin from the communications team sent me this ||| skip',
    ];
    eachKept(lines.filter(keep).map((l) => l.split(' ||| ')[0]!));
    noneKept(lines.filter((l) => !keep(l)).map((l) => l.split(' ||| ')[0]!));
    expect(keptInChinese(['订单表格每天早上从淘宝后台导出来。', '退款的订单不算在销售额里。', '我在医院信息科，负责 HIS 的接口开发。', '接口用 Java 8 写的，跑在 WebLogic 上。', '接口文档在信息科的共享盘里。']).map(([type]) => type)).toEqual(['project', 'feedback', 'user', 'project', 'project']);
    expect(keptInChinese(['计费服务是用 Go 写的，性能有问题', '这个订单不算在销售额里吗', '把订单表格从淘宝后台导出来'])).toEqual([]);
  });

  it("keeps the changes round Q's second sessions said: the version machines are on now, who does a step after who left, named with where they work, and who stands in for someone on sabbatical until a month", () => {
    eachKept(['the county machines are on QGIS 3.34 LTR now', 'Luis left, Dana in IT installs the plugins now', 'Fatima went on sabbatical, Jonah decides what gets published until June', 'Fatima is on sabbatical until June, Jonah decides what gets published meanwhile']);
    noneKept(['the county machines are on QGIS 3.34, can you check?', 'Luis left, Dana installs the plugin today', 'Fatima went on sabbatical, can Jonah check this?']);
  });

  it("keeps what round R first missed: a product named with a slash, whom a part of the business goes to, what the user makes and where, the format every export is made in, where footage lives and what must not happen to it, the day the user uploads, a repository of a core facility's pipelines, how results reach the people they are for, the named tool a part of the product is done with, who writes a kind of text, how long declarations are kept, who reconciles at the end of each month; in Chinese where data comes from and is kept, where it goes each shift, how a cost is counted, what the project is as a program, whom alarms go to", () => {
    const lines = ["we're on S/4HANA 2021, on-premise ||| keep", "Birgit in purchasing is the key user for anything MM ||| keep", "Birgit is the key user for this ticket ||| skip", "I make cooking videos for YouTube, these scripts batch-process my footage with ffmpeg ||| keep", "I make videos for fun sometimes ||| skip", "all exports are 4K at 30fps in H.265 ||| keep", "raw footage lives on the external drive at /Volumes/Footage and must never be deleted by a script ||| keep", "I upload on Fridays at 5pm ||| keep", "I upload the file now ||| skip", "this repo holds the sequencing core's Nextflow pipelines, built on nf-core templates ||| keep", "results are delivered to researchers through Globus ||| keep", "results are delivered late, can you check? ||| skip", "subscriptions are handled with StoreKit 2, no third-party SDKs like RevenueCat ||| keep", "sync goes through CloudKit, users never create an account ||| keep", "sync goes through CloudKit but it's broken today ||| skip", "the App Store description is written by my partner Lea, don't change it ||| keep", "donations come in through Stripe and sync to Salesforce every hour ||| keep", "gift aid declarations must be kept for six years ||| keep", "our treasurer Margaret reconciles donations at the end of each month ||| keep", "Margaret reconciles this report today ||| skip"];
    keptAsLabelled(lines);
    expect(keptInChinese(['回测数据从聚宽下载，存在本地的 parquet 文件里。', '手续费按万分之三算，滑点按千分之一。', '这是我们车间的上位机程序，C# WinForms 写的，通过 Modbus 跟 PLC 通信。', '生产数据每班结束后导出到 MES 系统。', '设备报警要同时发短信给班长。']).map(([type]) => type)).toEqual(['project', 'project', 'project', 'project', 'feedback']);
    expect(keptInChinese(['这个报警要发短信给班长吗', '把回测数据从聚宽下载下来，存在本地'])).toEqual([]);
  });

  it("keeps the changes round R's second sessions said: a part taken up after who left, titled or named with their new role or where they work; data moved to a path", () => {
    eachKept(['Dr. Ahmed left, Dr. Chen approves changes to the variant calling parameters now', 'Margaret stepped down, the new treasurer Priya reconciles donations now', 'Birgit retired, Jens in purchasing is the key user for MM now']);
    noneKept(['Dr. Ahmed left, can Dr. Chen review this PR?', 'Margaret stepped down today, I need the report']);
    // (named by who holds the part now)
    expect(namesOf('Birgit retired, Jens in purchasing is the key user for MM now')[0]).toMatch(/^Jens in purchasing is the key user for MM now/);
  });

  it("keeps what round S first missed: a teaching assistant and where the autograder runs, where grades are exported and how often, what a service syncs into what, where a kind of mark always goes, the user's own machine the scripts run on, how the user shares the output, a consultancy of two, who does the final pass on every report, the department the user works in, who adds records and when, what the script sends and when, where tickets go; in Chinese how often data is reported, a time past which a step not done is acted on, where data comes from and its path, how a thing is scheduled and to leave it so", () => {
    const lines = ["I'm a TA for this week only, covering for a friend ||| skip", "grades are exported to Canvas wrongly, can you check? ||| skip", "fingering numbers always go above the notes, my students are used to that ||| keep", "the numbers always go above the line in this chart, fix it ||| skip", "the scripts run on my old MacBook with LilyPond 2.22 ||| keep", "I share the PDFs with parents through Google Drive ||| keep", "we're a two-person pentest consultancy, this repo turns our markdown findings into client reports ||| keep", "Amir does the final QA pass on every report before it goes out ||| keep", "I work in HR, not IT, I picked up Apps Script to automate onboarding ||| keep", "new hires are added to the onboarding sheet by the recruiting team every Friday ||| keep", "the script sends the welcome email on the employee's first day at 8am ||| keep", "the script sends the welcome email twice, can you fix it? ||| skip", "the IT tickets for laptops go to Freshservice ||| keep", "I'm a TA for the intro programming course, the autograder runs on Gradescope ||| keep", "grades are exported to Canvas at the end of each week ||| keep", "this service syncs orders from the Toast API into our kitchen display screens, Node 18 and Fastify ||| keep"];
    keptAsLabelled(lines);
    expect(keptInChinese(['司机的位置每 30 秒上报一次。', '订单超过 48 小时没派出去就要自动告警。', '单词数据来自一个开源的 JSON 词库，放在 assets/words 里。', '复习按艾宾浩斯曲线安排，不要改这个算法。']).map(([type]) => type)).toEqual(['project', 'feedback', 'project', 'feedback']);
    expect(keptInChinese(['这个订单超过 48 小时了吗'])).toEqual([]);
  });

  it("keeps the changes round S's second sessions said: who stands in for a titled person on sabbatical until a month", () => {
    eachKept(['Professor Okoye is on sabbatical, Dr. Mbeki signs off on rubric changes until August']);
    noneKept(['Professor Okoye is on sabbatical, can Dr. Mbeki look at this?']);
  });

  it("keeps what round T first missed: where the user works and as what, the pattern every one of a kind of number follows, the version run on the server, who has the last word on a kind of change, a role held by a name, what a link runs at, the named product a business runs on, how and when a kind of message goes out, data pulled every night, what a kind of person may do only with someone, whom to tell when anything breaks, where the user tests every change first; in Chinese a role at a kind of place, what photos may never be posted to, the weekly rhythm of a step, where the server is and the database's version, whom a kind of notice is shown before it goes out", () => {
    const lines = ["hey, I run the brewhouse at Copper Kettle Brewing and wrote our recipe scaler myself ||| keep", "I'm the registrar at a small maritime museum, our collection database is CollectiveAccess ||| keep", "I coach juniors at Riverside Rowing Club and look after the boat booking app on the side, it's a Rails app ||| keep", "I work at Acme Corp ||| keep", "I'm the bookkeeper for a small bakery ||| keep", "I'm the speaker at PyCon next week ||| skip", "I'm the reviewer for this PR ||| skip", "I work at night ||| skip", "I'm a beginner at this ||| skip", "object numbers follow the pattern YYYY.NNN.NN, like 1987.014.03, never reformat them ||| keep", "we're running PHP 8.1 on the server and I can't upgrade it myself ||| keep", "we're running tests 5 times on the server ||| skip", "Marisol is our head brewer, she has the final say on any recipe change ||| keep", "Marisol has the final say on recipe changes ||| keep", "Marisol has the final say on this one ||| skip", "the curator, Dr. Henrik Lund, approves anything that goes on the public site ||| keep", "the radio link is ELRS at 250Hz ||| keep", "the practice software is ezyVet and we pull appointments from its API every night at 11 ||| keep", "the booking system is outdated ||| skip", "reminders go out by SMS through Twilio, two days before the appointment ||| keep", "the reminders went out twice ||| skip", "reminders go out by SMS, can you check why they failed? ||| skip", "we pull appointments from the ezyVet API every night at 11 ||| keep", "juniors can't book the eights without a coach attached to the booking ||| keep", "users can't log in without clearing cookies ||| skip", "if something breaks, email me, I'm Gwen, not the vets ||| keep", "if something breaks during the demo tomorrow, text me ||| skip", "I test everything in the Gazebo simulator before flashing the real board ||| keep"];
    keptAsLabelled(lines);
    expect(keptInChinese(['我是幼儿园的园长助理，这个是家长通知公众号的后台，用 ThinkPHP 写的', '孩子的照片不能发到公众号文章里，只能发到班级群', '每周五下午四点推送下周的食谱', '服务器在阿里云上，数据库是 MySQL 5.7', '通知发出去之前要给张园长看一下', '日文翻译由外包公司做，每两周交一次']).map(([type]) => type)).toEqual(['user', 'feedback', 'project', 'project', 'project', 'project']);
    expect(keptInChinese(['这条通知发出去之前给张园长看一下'])).toEqual([]);
    expect(keptInChinese(['这个服务是用 Go 1.21 + Gin 写的，数据库是 MySQL 8。'])).toEqual([]);
  });

  it("keeps what round T's second sessions needed kept first or said as kept: the size of the equipment the work is made on, how soon a kind of message goes out from now on; in Chinese a rhythm of work handed in since", () => {
    eachKept(['we brew on a 15 barrel system, so scale everything to that by default', 'reminders should go out three days before now, too many people forgot']);
    noneKept(['the reminder should go out tomorrow, can you check', "we're running version 2.1 in production"]);
    expect(keptInChinese(['日文翻译现在每周交一次了']).map(([type]) => type)).toEqual(['project']);
  });

  it("keeps what round U first missed: a trade said plainly and a place in a group, what a repository is as a board, who checks every change before it ships, an ops manager and what she decides, where data is saved by its path, what a titled name or a named client wants of all the work, the one machine a part works on, what the user builds with, where a feed is published and when, where sensors publish, where every ID comes from, the check before every release, a stand-in said with a contraction; in Chinese the tool some people work in and not the other, whose yes a kind of change needs, a batch number's format, a folder in a store, what may never be put on sale", () => {
    const lines = ["I'm a lab tech in a solid-state physics group, we're porting our old LabVIEW instrument control to Python with PyVISA ||| keep", "I'm a freelance translator, German to English mostly, and I write small OmegaT plugins in Java for my own workflow ||| keep", "fyi this repo is the lift status board for Pine Ridge ski resort, Node 20 and MQTT ||| keep", "any change to the dosing logic has to be double-checked by a second pharmacist before it ships, usually Dr. Osei ||| keep", "ops manager is Kat Moreno, she decides when a lift shows as closed for wind ||| keep", "ops manager is Kat Moreno, she decides it ||| skip", "all measurement data gets saved as HDF5 under /data/runs with the date in the filename ||| keep", "Prof. Lindqvist wants every plot in SI units, no exceptions ||| keep", "Prof. Lindqvist wants this plot in SI units ||| skip", "my biggest client is Hartmann Maschinenbau, they want British spelling in everything ||| keep", "the GPIB adapter only works on the old Windows 7 PC next to the cryostat ||| keep", "I build with Maven and Java 11 because OmegaT 5 needs it ||| keep", "the feed is published to gtfs.harborcity.gov every night at 2am and Google picks it up from there ||| keep", "the lift sensors publish to the broker at mqtt.pineridge.local on topic lifts/+/status ||| keep", "stop IDs are the four-digit numbers painted on the bus stop signs, don't renumber them ever ||| keep", "we validate with the MobilityData validator before publishing, a single error blocks the feed ||| keep", "we validate with the validator before publishing this one ||| skip", "Kat's on maternity leave until March, Leo Brandt decides closures meanwhile ||| keep", "I'm a nurse, my shift starts at 7 ||| skip"];
    keptAsLabelled(lines);
    expect(keptInChinese(['维修师傅用的是企业微信，不用钉钉', '系统改动要先让王总同意', '每批货都要有批次号，格式是 年份-基地编号-序号，比如 2025-03-017', '检测报告放在阿里云 OSS 的 reports 目录里', '农药残留超标的批次绝对不能上架']).map(([type]) => type)).toEqual(['project', 'project', 'feedback', 'project', 'feedback']);
    expect(keptInChinese(['这个改动要先让王总同意'])).toEqual([]);
  });

  it("keeps what round V first missed: what the user does for a living, a community they moderate, the format every export is made in, what a job runs as, where someone outside takes the output from, the machine the project runs on and its language on its runtime, where it is hosted, the one unit a quantity is kept in, the tool a recurring report is made with, a PI and what she signs off on, a titled contact where they work, what a part must do with no exceptions, who approves named after their role, what an owner approves; in Chinese how many a schedule puts on each place, whom a change of rules is aligned with, the scope a program takes, the channel a message comes through, a program's rhythm, the user's machine it runs on", () => {
    const lines = ['I shoot weddings for a living and these scripts export client galleries from Lightroom Classic ||| keep', 'i moderate a modding discord and wrote this bot with discord.py ||| keep', 'every export is JPEG at 2048px on the long edge ||| keep', 'the sync runs as a Cloud Function every hour ||| keep', 'the lab pulls files from an SFTP drop at sftp.brightsmile.local ||| keep', "it's C# on .NET 6, runs on the front desk PC ||| keep", 'we host it on a free Oracle Cloud VM ||| keep', 'discharge is always in cubic metres per second, convert the cfs on ingest ||| keep', "we render the weekly report with Quarto and post it to the lab's Slack on Fridays ||| keep", 'Dr. Okonkwo is the PI, she signs off on any change to the rating curves ||| keep', 'Mr. Alvarez at the high school is our main contact for lost devices ||| keep', 'the anonymizer must remove tag (0010,0010) and every other PatientName field, no exceptions ||| keep', 'only the admins Rook and Tessa can approve new commands ||| keep', 'Dr. Reyes owns the practice and approves any new software ||| keep'];
    const said = (l: string) => l.split(' ||| ')[0]!;
    eachKept(lines.filter((l) => l.endsWith('keep')).map(said));
    // (a title is no merge request: "Mr." stays as written)
    expect(typesAndTexts(['Mr. Alvarez at the high school is our main contact for lost devices'])[0]![1]).toMatch(/^Mr\. Alvarez/);
    expect(keptInChinese(['每个店每天至少要排两个人，高峰期三个人', '排班规则有变化要先跟人事的陈姐确认', '只抓我书架上的书，不要全站爬', '提醒通过 Server 酱推送到微信', '每 30 分钟检查一次更新', '程序跑在我宿舍的树莓派上']).map(([type]) => type)).toEqual(['feedback', 'project', 'feedback', 'project', 'project', 'user']);
    expect(keptInChinese(['这个规则有变化要先跟陈姐确认一下吗'])).toEqual([]);
  });

  it("keeps what round W first missed: the method results are scored by, when results are posted, what a tool is run in, how devices send readings and where they land, a pastime, the shows the user produces, how every title opens, the template every letter uses, who works as what where, a secretary's last word on a kind, a titled sign-off, what a script does, episodes on a weekday, who decides from where they work; in Chinese a role at a gym, what is sent before a date, a rule of bookings, whom to go to named by what they do", () => {
    const lines = ["I'm the race officer at Lakeshore Sailing Club. This script scores our Wednesday night races from the Sailwave exports. ||| keep", 'we score with the low point system and every boat gets one discard after five races ||| keep', 'results get posted to the club website by Sunday evening ||| keep', 'Gillian is the sailing secretary, she has the last word on protests ||| keep', 'I work as a paralegal at Hughes & Patel and I keep our docassemble interviews up to date ||| keep', "all letters use the firm's letterhead template in templates/letterhead.docx ||| keep", 'Mr. Hughes signs off on any change to the engagement letter ||| keep', 'we run docassemble in Docker on the office server ||| keep', 'I keep bees as a hobby and built a dashboard for my hive scales. The scales post readings over LoRaWAN to The Things Network. ||| keep', "readings land in InfluxDB and Grafana shows them, that's all on a Raspberry Pi 4 in the shed ||| keep", 'Karen from Adult Services decides which rooms are bookable ||| keep', 'I produce three shows for a small podcast network and this Node script builds their RSS feeds ||| keep', "episode titles always start with the episode number, like '042: Title', keep that ||| keep", 'new episodes go out on Tuesdays at 6am Eastern ||| keep', 'this script scores them twice ||| skip'];
    keptAsLabelled(lines);
    expect(keptInChinese(['我是健身房的店长，会员系统是微信小程序加云开发做的', '会员到期前 7 天要自动发提醒', '私教课不能跨店预约', '系统的事情找做小程序的小吴']).map(([type]) => type)).toEqual(['user', 'project', 'feedback', 'project']);
    expect(keptInChinese(['帮我改一下签到页面的按钮颜色'])).toEqual([]);
  });

  it("keeps what round X first missed: how a kind of output is shared, where data comes in from and how often, what the project is built with and where it runs, the degree work being written, a citation style, a yearly date, a price, where files are kept by path, what is streamed on which port, who checks every one of a kind named with their role, who does all of a kind of work and what to send them, a supervisor and what she wants of every chapter, a site to keep simple for phones, a site run for someone; in Chinese a pharmacist's place, what is marked before a date, who checks a kind of result", () => {
    const lines = ['tracks are shared through a Google Drive folder the singers already know ||| keep', 'our accompanist Priya checks every track before it goes out ||| keep', 'mileage comes in from the Samsara API once a day ||| keep', 'Dmitri in the workshop does all the repairs, send the service list to him on Mondays ||| keep', "it's a Flask app on a DigitalOcean droplet ||| keep", "I'm writing my master's thesis in LaTeX and this repo has the source and the build scripts ||| keep", 'citations are APA 7th edition with biblatex ||| keep', 'my supervisor is Prof. Ines Martel and she wants every chapter as a separate PDF too ||| keep', "I run the farmers market's vendor signup site, it's WordPress with Gravity Forms ||| keep", 'vendor applications close on March 1 every year ||| keep', 'stall fees are $40 a day, paid through Square ||| keep', 'Linda on the market board approves every new vendor ||| keep', 'keep the site simple, most vendors fill it in on their phones ||| keep', 'we stream through Icecast on port 8000 ||| keep', 'Prof. Martel is on sabbatical, Dr. Koenig supervises me until March ||| keep', 'I run the api service locally with docker. ||| skip'];
    keptAsLabelled(lines);
    expect(keptInChinese(['我是社区医院药房的药剂师，这个库存脚本是我用 Python 写的', '药品快过期前 30 天要标黄提醒', '药剂科的刘主任负责审核盘点结果']).map(([type]) => type)).toEqual(['user', 'project', 'project']);
  });

  it("keeps what round Y first missed: a business the user owns, a club they are in, whom they coordinate where, a cutoff by the hour, where data lands by path, an output on a weekday, a kind of person's only way in, what the user set up for what of theirs, a device's make, the machine a named tool runs on, a partner named with what they handle, the platforms the work must keep running on, who translates into what; in Chinese where a record comes from, what never shows in a place, a pass line, a business the user runs, the hour of a kind of time", () => {
    const lines = ['I own a small bakery and this Django app takes our online pre-orders ||| keep', 'orders have to be in by 2pm the day before, we bake overnight ||| keep', "my partner Tomasz handles the wholesale accounts, don't change anything under wholesale/ without asking him ||| keep", "I'm in an amateur astronomy club and maintain our image stacking pipeline, it's Python with Astropy ||| keep", "raw frames come off the club's ZWO camera as FITS files into /data/incoming ||| keep", 'stacks are uploaded to our Flickr group every Sunday ||| keep', 'I coordinate volunteers at a food bank and this Rails app does our shift signups ||| keep', 'volunteers under 16 can only sign up with a parent account ||| keep', 'I set up Home Assistant to watch our rooftop solar and the house battery ||| keep', "the inverter is a Fronius Symo and it's polled over Modbus TCP every 10 seconds ||| keep", 'Home Assistant runs on a Raspberry Pi 4 in the garage ||| keep', 'my wife Aiko gets the notifications too, add her to anything that alerts ||| keep', 'this is a mod manager for Stardew Valley I maintain in my spare time, C# with Avalonia ||| keep', 'it has to keep working on Linux and macOS, about a third of users are on Steam Deck ||| keep', 'Lucia translates the UI into Spanish and Portuguese ||| keep',
      'the report has to be in by 2pm today ||| skip', 'I set up Jest to run the tests, can you check? ||| skip', 'this is a manager for the task ||| skip', 'it has to work on Linux for the demo ||| skip', 'Lucia translates the error for me ||| skip', "I'm in the band channel on slack, can you post there ||| skip", 'Lena is our new designer, ask her to review this screen ||| skip', 'my wife Aiko gets the notifications too, add her to the ticket ||| skip'];
    keptAsLabelled(lines);
    expect(keptInChinese(['成绩表是从教务系统导出来的 Excel', '学生的名字不能出现在发到家长群的表里，只用学号', '及格线是 60 分', '我在大理开了一家民宿，这个预订管理后台是找人用 PHP 做的', '退房时间是中午 12 点，页面上要写清楚']).map(([type]) => type)).toEqual(['project', 'feedback', 'project', 'user', 'project']);
    expect(keptInChinese(['退房时间是中午 12 点，帮我改成 1 点', '这个文件是从哪里导出来的', '你的名字不能出现在这里', '及格线是多少'])).toEqual([]);
  });

  it("keeps what round Z first missed: a trade with the user's own practice, a scheduler for a league, communications for a nonprofit, a business the team runs, how a kind of message goes out through a tool, a receptionist with the only other login, who someone is and what they decide, the most one of a kind may do in a day, who sees a kind of output first, the months a season runs, what a kind of photo needs credited, an hourly rate, what the scripts are; in Chinese a group buyer's role, when orders close each day, what is masked on export, where a pickup point is, the most each person may book, whose approval a kind of booking needs", () => {
    const lines = ["I'm a physiotherapist with my own practice and I wrote this little Flask app for appointment reminders ||| keep", 'reminders are texted through Twilio the evening before, at 6pm ||| keep', 'my receptionist Claire is the only other person with a login ||| keep', 'we run a small 3D print farm, 12 Prusa MK4s, and this Node service queues the jobs ||| keep', 'Jun is our print tech and decides which jobs get priority ||| keep', "I'm the scheduler for a youth soccer league and this Python script builds our weekend fixtures ||| keep", 'no team plays more than one game a day ||| keep', 'Coach Ramirez gets the draft schedule first, he checks it for clashes ||| keep', 'the season runs from September to November ||| keep', 'I do communications for a wildlife nonprofit and this repo builds our monthly newsletter from Markdown ||| keep', 'photos of animals need the photographer credited underneath, always ||| keep', 'labour is billed at $85 an hour, parts at cost plus 20% ||| keep', 'the scripts are Google Apps Script bound to the Invoices sheet ||| keep',
      "I'm a nurse, my shift starts at 7 ||| skip", 'Jun is the new guy and decides what to do ||| skip', 'I do the migration for the company ||| skip', 'Maria gets the report first today ||| skip', 'no team plays more than one game today ||| skip', 'the scripts are Done ||| skip', 'my receptionist Claire is the only one here today ||| skip'];
    keptAsLabelled(lines);
    expect(keptInChinese(['我在小区做社区团购的团长，这个订单汇总脚本是用 Python 写的', '每天晚上 10 点截单', '团员的手机号导出的时候要打码，只留后四位', '提货点在 3 号楼大堂', '共聚焦显微镜每人每次最多预约 4 小时', '周末预约要导师审批']).map(([type]) => type)).toEqual(['user', 'project', 'feedback', 'project', 'project', 'feedback']);
    expect(keptInChinese(['这个要老板审批', '明天晚上 10 点截单', '提货点在哪', '每人最多 4 小时吗', '周末要不要审批'])).toEqual([]);
  });

  it("keeps what round AA first missed: who the user is after 'hey so', how long each lesson is, how the people the work is for pay, who does the user's admin on a weekday, where everything is hosted, the weekdays a kind of thing never ships, the courier, who packs and what they want, where a stream goes, the day a survey closed, how the user makes a document and into what, a workshop as a workplace, an ID's form, who is the only admin; in Chinese a trainer, how long each class is, what is sent on a weekday, the days the user works, a family's shop, a device's make, a cloud database, whose yes a change needs, hours closed", () => {
    const lines = ["hey so I'm a maths tutor, mostly GCSE and A-level, and this is the little booking site I built with SvelteKit ||| keep", 'lessons are 55 minutes and I need a 10 minute gap between them, the booking form has to enforce that ||| keep', 'parents pay by bank transfer, never add card payments, the fees would eat my margin ||| keep', 'my sister Leah does my admin on Tuesdays and has an account too ||| keep', "everything's hosted on Netlify with a Supabase database ||| keep", "live plants never ship on Thursdays or Fridays so they don't sit in a depot over the weekend ||| keep", 'our courier is DPD, labels come from their API ||| keep', 'Sasha packs the orders and wants the shelf location in bold on every line ||| keep', 'the stream goes to YouTube and Facebook at the same time through Restream ||| keep', 'the survey closed on 1 March, no new responses will come in ||| keep', 'I knit the report with Quarto to PDF ||| keep', "I volunteer at a community bike workshop and look after our parts inventory app, it's a small Laravel thing ||| keep", "donated bikes get a tag number like BK-0123 and that's the primary key everywhere ||| keep", 'Tomás is our workshop coordinator and the only admin ||| keep',
      'Sasha packs the orders and wants it done today ||| skip', 'Tomás is our new guy and the only one here ||| skip', 'the survey closed on Friday ||| skip'];
    keptAsLabelled(lines);
    expect(keptInChinese(['我是私教，自己用 Excel 宏排课，现在想改成 Python', '每节课 60 分钟，两节课之间至少留 15 分钟', '课表每周日晚上发给学员', '我只在周一到周五上课', '我家开了个小面馆，点餐小程序是外包做的，后端是 Go', '打印小票用的是芯烨的打印机', '价格改动都要我老婆同意', '数据库是腾讯云的 MySQL', '每天下午 2 点到 5 点不接单']).map(([type]) => type)).toEqual(['user', 'project', 'project', 'user', 'user', 'project', 'project', 'project', 'project']);
    expect(keptInChinese(['每节课 60 分钟，帮我改一下', '课表每周日晚上发给我吧', '我只在周一到周五上课吗', '价格改动都要我老婆同意吗', '每天下午 2 点到 5 点不接单吗', '打印小票用的是哪家的打印机'])).toEqual([]);
  });

  it("keeps what round BB first missed: a business managed or run by the user's family, a share a deposit is, what someone sets, what a van holds, when each kind of customer gets deliveries, how output is handed over, how soon things must come back, what never leaves a place, what someone named with their role picks, a board the user is on, what members get only after a step, whose sign-off a machine needs, a monthly membership in pounds, where events are logged, what is done by someone and never automatically, what every article needs first, a deadline's hour; in Chinese a workplace and the user's part there, the most each may take in a span, what is due before a day of the month, who is left on duty, who has the last word", () => {
    const lines = ['I manage a hair salon with four stylists and we use this Next.js app for online booking ||| keep', 'deposits are 20% for anything over two hours ||| keep', 'Ana is our senior stylist and sets the prices for her own services ||| keep', 'my family runs an egg farm and I wrote a route planner for our deliveries in Go ||| keep', 'the van can carry at most 120 trays per trip ||| keep', 'shops get deliveries before 9am, cafés before 7am ||| keep', "routes are printed and also sent to the driver's phone as a PDF ||| keep", 'parts must come back within two weeks after the concert ||| keep', 'originals never leave the library, players only get photocopies ||| keep', "our conductor Helga picks the season's programme and gives me the list in June ||| keep", "I'm on the board of our local makerspace and maintain the door access system, it's a Raspberry Pi reading RFID cards ||| keep", 'members only get 24/7 access after their safety induction ||| keep', 'the laser cutter needs a separate sign-off from Priya, she runs the laser workshops ||| keep', 'membership is £25 a month, paid through GoCardless ||| keep', 'door events are logged to a SQLite file on the Pi ||| keep', 'breaking news gets pushed to the homepage banner by the duty editor, never automatically ||| keep', 'every article needs an alt text on the lead image before it can be published ||| keep', 'our print deadline is 10pm, the web team publishes after that ||| keep',
      'these objects never leave the function ||| skip', 'the van can carry it tomorrow ||| skip', 'the deadline is 5pm today ||| skip', 'every PR needs tests before it can be merged, fix this one ||| skip', 'my family runs a tight ship ||| skip'];
    keptAsLabelled(lines);
    expect(keptInChinese(['我在驾校负责教务，这个约车系统是 PHP 写的', '每个学员一天最多约 2 个小时的车', '每个护士一个月夜班不超过 6 次', '排班表每月 25 号前要交给院办', '周日只留一个护士值班', '排班的最终决定权在王院长']).map(([type]) => type)).toEqual(['user', 'project', 'project', 'project', 'project', 'project']);
    expect(keptInChinese(['每个学员一天最多约几个小时', '排班的决定权在谁'])).toEqual([]);
  });

  it("reads a sentence typed with its capital and full stop as it reads it without: 'Logs go to Better Stack.' is 'logs go to Better Stack'", () => {
    // (and with its full stop: "We're on Go 1.22." is "we're on Go 1.22")
    const lines = ['Logs go to Better Stack. ||| keep', 'logs go to Better Stack ||| keep', "We're on Go 1.22. ||| keep", 'Tests run with vitest now instead of jest. ||| keep', 'The dashboard graph is empty again. ||| skip', 'Logs are missing again, can you check? ||| skip', "We're on it. ||| skip"];
    keptAsLabelled(lines);
    // (quoted as typed)
    expect(extractStatements([{ role: 'assistant', text: 'Done.' }, { role: 'user', text: 'Logs go to Better Stack.' }]).map((st) => st.quote)).toEqual(['Logs go to Better Stack.']);
  });

  it("reads a Chinese sentence typed with its 。 as it reads it without ('周末预约要导师审批。'), and a question without its mark as a question ('周末要不要写测试。')", () => {
    expect(keptInChinese(['周末预约要导师审批。', '每次月考后要把结果发给年级组长王老师。', '功能开关全量两周后要清理掉。']).map(([type]) => type)).toEqual(['feedback', 'feedback', 'feedback']);
    expect(keptInChinese(['周末要不要写测试。', '周末要不要审批。'])).toEqual([]);
    // ("没必要不要新建文件" is no question: its 要不要 is 必要 and 不要)
    expect(keptInChinese(['没必要不要新建文件。']).map(([type]) => type)).toEqual(['feedback']);
  });

  it("reads a statement said with words in passing first ('quick note -', 'oh also', 'fyi') or thanks last ('thx', 'lol', '🙏') as it reads it alone, and a notice that asks for work as said plainly", () => {
    const lines = ["quick note - prefer composition over inheritance in this codebase ||| keep", "oh also no collect() or toPandas() on anything that isn't a tiny lookup, the driver is small and it OOMs ||| keep", "oh and conventional commits pls ||| keep", "remember that commit messages follow conventional commits (feat:, fix:, chore:) ||| keep", "the line length in this repo is 100 thanks! ||| keep", "tickets are £12, concessions £8 :) ||| keep", "the design mocks moved to Penpot 🙏 ||| keep", "fyi the cron job never runs on the first of the month, figure out why ||| skip", "also, the timeout is too short ||| skip", "oh and the bug is caused by the nightly job ||| skip", "don't touch that function lol ||| skip", "ok, pnpm only, thanks ||| skip"];
    keptAsLabelled(lines);
  });

  it("reads a message with words in passing first as the message said plainly: a request after them asks for work, a correction corrects, a fact a flag told in passing does not ask for work nor tell a fault of the day, and a rule read without them when the flag keeps nothing", () => {
    const lines = [
      // (a request, and the bounds of its work, after "btw", "one more thing:", "quick note -")
      "btw Move the feature flag checks into middleware. Don't touch the admin routes, they have their own auth. ||| skip",
      "one more thing: Draft release notes for 3.2 from the merged PRs. Don't include the internal refactors. ||| skip",
      // (a flagged fact that asks for work, or is the setting of what the message asks)
      "quick note - split this migration into two ||| skip",
      "btw the test uses jest, run it ||| skip",
      "quick note - We're migrating to Postgres 16 next week. Can you check the queries for anything that breaks? ||| skip",
      // (a fault in plain words)
      "also, the build never finishes on ci ||| skip",
      "oh and the cron job sends duplicate emails ||| skip",
      "fwiw the emails go to spam for gmail users ||| skip",
      // (an order on what it names, a question without its mark, what holds for a day, an order the sentence alone is not)
      "just fyi, the api runs in debug mode, turn it off ||| skip",
      "also, the backend is not starting, what is happening ||| skip",
      "quick note - We record the demo in Zoom tomorrow. ||| skip",
      "fwiw if the tests are flaky it's because the machine is slow today ||| skip",
      "just fyi, don't touch that function ||| skip",
      "fwiw forget what I said about the staging freeze, it's over ||| skip",
      "just fyi, QA found a bug in the release ||| skip",
      "quick note - if the build fails it's because you removed the import ||| skip",
      // (kept as said alone: a correction, a rule, a lasting order after a flagged fact)
      "also, No, it's always pnpm in this repo, not npm. ||| keep",
      "one more thing: the db pool size is 20 ||| keep",
      "fwiw no global state, pass dependencies through the constructor ||| keep",
      "just fyi, our target is 60 fps on the Switch, profile anything that runs every frame ||| keep",
      "btw the old dashboard pulls from the read replica ||| keep",
    ];
    keptAsLabelled(lines);
    // (a greeting first is read away as they are, and not one to all over a message pasted for the team)
    keptAsLabelled([
      "Hey Claude, all times in the API are UTC ISO 8601 strings ||| keep",
      "ok so all money amounts are stored as integer cents ||| keep",
      "morning! heads up: the v2 endpoints are deprecated and go away in March ||| keep",
      "hi! No, the env vars are loaded from .env.local, not .env. ||| keep",
      "hey, Write a Dockerfile for the api service. Multi-stage build, final image based on distroless. Don't copy the .env file into the image. ||| skip",
      "Hey Claude, the models must be retrained, fix the script ||| skip",
      "Hey all,\n\nQuick reminder that we always do code freeze on the last Thursday of the month. Please don't merge anything big after Wednesday.\n\nBest,\nDana ||| skip",
    ]);
    // (and a label of emphasis first: a request after it, a correction after it)
    keptAsLabelled([
      "IMPORTANT: Make the table sortable by every column. Keep it client-side, the data is small. Don't add a table library. ||| skip",
      "Note: No, it's always pnpm in this repo, not npm. ||| keep",
      "NB: no, the retries belong in the client, not the server ||| keep",
    ]);
    // (what the sentence alone says of the work at hand, and no more with the words in passing)
    expect(extractStatements(replies(['oh and run it again, always'])).filter(standsAlone)).toEqual([]);
  });

  it("keeps what round HH (typed in haste) first missed: the product production's database is named in lower case, when orders close before each pickup, a weekday a kind of work is done on, what the business no longer takes on, when and where one job runs, what the clusters run and where, the way a kind of traffic goes, a part owned named with what it is for, a training setting per device, the only times the user works, how a kind of customer pays, the user's rate; in Chinese what the user makes for a living, the weekday a release is on and the one it must not be, where all of a kind is put (丢), whom every question of a kind goes to, the most each one takes in a day, a day no bookings are taken, more time for a kind of visit", () => {
    const lines = ["hey so im on the shopify app team, its remix + prisma on fly.io ||| keep", "pls dont touch the webhook handlers w/o asking Dani first, she wrote them ||| keep", "we use pnpm not npm, lockfile gets wrecked otherwise ||| keep", "prod db is planetscale btw ||| keep", "staging deploys on every push to the dev branch ||| keep", "i run a small bakery and this is my order sheet script, its google apps script ||| keep", "orders close at 2pm the day before pickup ||| keep", "my sister Leah does all the deliveries on saturdays ||| keep", "gluten free stuff is baked on tuesdays only bc of cross contamination ||| keep", "we dont do custom cakes anymore ||| keep", "this repo is the training code for our speech model, pytorch 2.3 + lightning ||| keep", "never push checkpoints to git, they go to the s3 bucket lab-ckpts ||| keep", "eval runs nightly on the a100 box, results land in wandb ||| keep", "Prof Tanaka signs off on anything that changes the eval set ||| keep", "batch size is 32 per gpu, dont go higher or it OOMs ||| keep", "our clusters run eks 1.29 in us-east-1 ||| keep", "all ingress goes thru the nginx controller, not the aws lb controller ||| keep", "argo cd syncs everything from the gitops repo, dont kubectl apply by hand ||| keep", "on-call rotation is in pagerduty, weekly handoff mondays 10am ||| keep", "Sven owns the terraform for the vpcs ||| keep", "im a math tutor, this is my booking site on wix + a zapier zap ||| keep", "sessions are 50 min, i need 10 min between them ||| keep", "i only teach on weekday evenings after 5 ||| keep", "parents pay upfront for 4 sessions at a time via stripe ||| keep", "my rate is $45/hr ||| keep", "prod db is down again ||| skip", "is prod db planetscale? ||| skip", "orders close at 2pm today because of the holiday ||| skip", "the bread is baked on tuesdays? ||| skip", "we dont do that anymore ||| skip", "the eval runs nightly but it crashed last night ||| skip", "batch size is 32 per gpu? ||| skip", "our clusters run out of memory at night ||| skip", "all traffic goes through the proxy but it's timing out ||| skip", "Sven owns the fix for the login bug ||| skip", "i only teach on weekdays this month ||| skip", "my rate is too low ||| skip", "parents pay late a lot, can u send reminders? ||| skip"];
    keptAsLabelled(lines);
    expect(keptInChinese(["我这边是做餐饮小程序的，uniapp 写的，后端是 node", "接口返回的金额单位是分哈，前端自己除 100", "发版一般周四晚上，别周五发", "图片都丢腾讯云 COS 上", "有啥后端问题直接找阿强", "我在一家口腔诊所管前台，顺便维护一下预约系统，是用飞书多维表格搭的", "每个医生一天最多约 12 个号", "周日不接预约", "预约短信是通过阿里云短信发的", "新病人第一次来要多留 15 分钟"])).toHaveLength(10);
    expect(keptInChinese(["我是做这个需求的", "发版一般周四晚上吗", "图片都丢哪里了", "有啥问题吗", "每个医生一天最多约几个号", "周日不接预约吗", "新病人第一次来要多留多久"])).toEqual([]);
  });

  it("keeps what round GG (typed with capitals and full stops) first missed: a kind of booking that closes before each one, who the contact is named with where they are, where a kind of question goes, a model retrained on a day of each month, where the data is read from, who reviews before anything goes out (titled), what the user makes and for whom, a part of the system another firm maintains, how long a battery must last; in Chinese a maintainer, approval by someone named with their department, the team and what it makes, the only ways payment is taken, who looks over a release, the region the servers are in", () => {
    const lines = ["Class bookings close 2 hours before the class starts, that's a business rule from the gym. ||| keep", "Jonas at the agency is our contact for API questions. ||| keep", "Hardware questions go to Ines, she did the board layout. ||| keep", "The model is retrained on the first Monday of every month. ||| keep", "Data comes from the Snowflake table ANALYTICS.CHURN_FEATURES. ||| keep", "Results get reviewed by Dr. Okafor before anything goes to production. ||| keep", "I design the firmware for a smart thermostat, it's Zephyr on an nRF52840. ||| keep", "The API is a Laravel backend that another agency maintains, we can't change it. ||| keep", "The battery has to last at least 12 months on two AA cells. ||| keep", "Python 3.11 and scikit-learn. ||| keep", "Jonas at the agency is our contact for this. ||| skip", "Python 3.11 and what ||| skip", "node 18 and npm 9, no idea why it fails ||| skip", "These questions go to Ines. ||| skip", "Hardware questions go to Ines today, she's covering for Tom. ||| skip", "I'm building a dashboard for the demo tomorrow. ||| skip", "Data comes from the Stripe API but it's empty today. ||| skip", "The data comes from the Snowflake table, can you check why it's empty? ||| skip", "The API is a Laravel backend that another agency maintains, can you check the logs? ||| skip", "Does the battery have to last at least 12 months? ||| skip", "Results get reviewed by Dr. Okafor today. ||| skip"];
    keptAsLabelled(lines);
    expect(keptInChinese(["我是这个支付网关的维护者，项目用 Java 17 和 Spring Boot。", "退款要经过财务的王姐审批。", "我们是一个三人小团队，在做一个跨境电商独立站，前端用 Vue 3。", "支付只接 PayPal 和 Stripe。", "上新之前都要让运营的小陈看一遍。", "服务器在新加坡。"]).map(([type]) => type)).toEqual(['user', 'feedback', 'project', 'project', 'feedback', 'project']);
    expect(keptInChinese(["退款要经过财务的王姐审批吗", "支付只接 PayPal 和 Stripe 吗？", "服务器在新加坡吗？", "服务器在重启", "我们在做一个小程序，帮我看看这个报错", "这个需求要经过财务的王姐审批"])).toEqual([]);
  });

  it("keeps what round FF first missed: what a supervisor named with their title wants on a day that comes back, how fast the client wants every page, who signs off named with where they are, a business the user runs, the most one takes at a time, how long each kind of session lasts, all of a kind one person takes, what tickets cost, the most the business ever sells, who someone is and all of a kind they do, when booking opens before each show; in Chinese what is sent before an hour of a weekday, the product a kind of tool is, a guesthouse as a workplace, a deposit and when it is given back", () => {
    const lines = ["my supervisor Prof. Ito wants weekly summaries every Friday ||| keep", "the client wants every product page to load in under 2 seconds ||| keep", "Marie at the brand signs off on every design change ||| keep", "I run a dog walking business with three walkers and use this Airtable base plus a small Python script for invoices ||| keep", "each walker takes at most 4 dogs at a time ||| keep", "walks are 45 minutes for small dogs and an hour for big ones ||| keep", "Sam handles all the new client meet-and-greets ||| keep", "tickets are £12, concessions £8 ||| keep", "we never sell more than 120 seats because of the fire certificate ||| keep", "Bridget is the box office manager and does all the refunds ||| keep", "booking opens six weeks before each show ||| keep", "my supervisor Prof. Ito wants the draft by Friday? ||| skip", "the client wants every product page to load in under 2 seconds, can you profile it? ||| skip", "Marie at the brand signs off on this one ||| skip", "each walker takes at most 4 dogs at a time today ||| skip", "walks are 45 minutes too long, shorten them ||| skip", "Sam handles all the tickets today ||| skip", "tickets are £12? ||| skip", "we never sell more than we need ||| skip", "Bridget is the box office manager and does all the refunds today ||| skip", "booking opens six weeks before the show? ||| skip"];
    keptAsLabelled(lines);
    expect(keptInChinese(["周报每周一上午 10 点前发给老板", "报表工具用的是帆软", "我在一家民宿做前台，订房系统是别人用 PHP 做的", "押金每间 200 元，退房时退"]).map(([type]) => type)).toEqual(['project', 'project', 'user', 'project']);
    expect(keptInChinese(["周报每周一上午 10 点前发给我吧", "报表工具用的是什么", "押金每间多少元"])).toEqual([]);
  });

  it("keeps what round EE (a software round) first missed: how many use the product beside what it is, how a release is cut, a pipeline that is 'ours', who owns a part named with where they work, where the team's alerts go, all of two kinds of work one person does, where builds are uploaded and with what; in Chinese the part the user's team is responsible for, a setting every one of a kind has", () => {
    const lines = ["our app is React Native with Expo, iOS and Android, about 50k users ||| keep", "releases are cut from the main branch by tagging, GitHub Actions publishes to PyPI ||| keep", "this is our ingestion pipeline, Airflow DAGs that load Shopify and Stripe data into Snowflake ||| keep", "Priya in analytics owns the dbt models ||| keep", "we alert on failures in the #data-alerts Slack channel ||| keep", "Lena does all the art and the shaders ||| keep", "builds are uploaded to Steam with SteamPipe from CI ||| keep", "our app is slow, about 50k users complained ||| skip", "our app is crashing for about 50k users ||| skip", "the releases are cut from the wrong branch by tagging, fix it ||| skip", "builds are uploaded to Steam with SteamPipe but it fails ||| skip", "we alert on failures in the #data-alerts channel but nobody reads it? ||| skip", "Priya in analytics owns the ticket ||| skip", "Lena does all the art and the shaders today ||| skip"];
    keptAsLabelled(lines);
    expect(keptInChinese(["我们组负责订单服务，用 Go 写的，部署在 K8s 上", "所有接口的超时都是 3 秒"]).map(([type]) => type)).toEqual(['project', 'project']);
    expect(keptInChinese(["我们组负责订单服务吗", "我们组负责订单服务，帮我看看这个报错", "所有接口的超时都是多少"])).toEqual([]);
  });

  it("keeps what round DD first missed: who a kind of person under an age needs with them, what goes to the one who does a kind of work, how soon every case must go back, what is made in-house and who makes the rest, an office held in a society, rent, no second one while others wait, a treasurer named after the role handling all of a kind, what a list is ordered by, a mentor, the only ones who merge, where a team competes, where records go after every event, whom a business works for by their number, an order cutoff, a minimum order, what someone needs for the part they make, a courier; in Chinese a bookshop as a workplace, a discount, a balance cleared yearly, who decides named with their role or as the user's own, how long each one must be booked, the only days a kind of job is taken", () => {
    const lines = ["kids under 12 need a parent on the beach for the whole lesson ||| keep", "Jago does all the wetsuit sizing, so anything about sizes goes to him ||| keep", "every case has to ship back to the dentist within 10 working days ||| keep", "zirconia work is milled in-house, everything else goes out to Keystone ||| keep", "I'm secretary of our allotment society and I keep the waiting list in a Google Sheet with an Apps Script ||| keep", "plot rent is £45 a year, half plots £25 ||| keep", "nobody gets a second plot while there's anyone on the waiting list ||| keep", "our treasurer Gwen handles all the rent payments ||| keep", "the waiting list is ordered by the date people applied ||| keep", "this is our FRC team's robot code, Java with WPILib, I'm the programming mentor ||| keep", "students push to their own branches and only mentors merge to main ||| keep", "we compete in the Pacific Northwest district ||| keep", "match logs get uploaded to AdvantageScope after every event ||| keep", "we roast coffee for about 40 cafés and this Laravel app takes their wholesale orders ||| keep", "orders placed before noon on Monday get roasted on Tuesday ||| keep", "minimum wholesale order is 5 kg ||| keep", "Bea does the roasting schedule and needs the order totals by 1pm ||| keep", "deliveries go out with DPD ||| keep", "kids under 12 need a nap after lunch ||| skip", "every case has to ship back today ||| skip", "nobody gets a second chance here ||| skip", "only mentors merge to main today ||| skip", "orders placed before noon get shipped today? ||| skip", "Jago does all the wetsuit sizing today ||| skip", "the list is sorted by name, change it to date ||| skip", "the list is sorted by accident ||| skip", "match logs get uploaded to AdvantageScope after every event but it fails ||| skip", "minimum wholesale order is what? ||| skip", "we build for 40 cafés, can you help? ||| skip", "I'm secretary of the meeting today ||| skip"];
    keptAsLabelled(lines);
    expect(keptInChinese(["我在一家独立书店管会员系统，后台是 Django 写的", "会员买书打九折", "会员积分一年清零一次", "进货由店长老林决定", "每只狗洗澡至少要预约 1 个小时", "大型犬只在周末接", "价格表由我老婆定"]).map(([type]) => type)).toEqual(["user", "project", "project", "project", "project", "project", "project"]);
    expect(keptInChinese(["会员买书打几折", "帮我打九折", "这个由店长老林决定吗", "每只狗洗澡至少要预约多久", "大型犬只在周末接吗", "价格表由我老婆定吗"])).toEqual([]);
  });

  it("keeps what round CC first missed: a business the user is of said as 'we', one they coordinate, who decides named with who they are to the user, a head's role without its article, who holds a part of the work and what they do with it, the one person who may do a step, where a kind of record comes in from and as what, how often every one of a kind is redone, the weekday each kind of session is on, the scale a kind is given in and not the other, the most one may take in a day, what always needs a second reviewer, what a kind of customer pays, the message every booking sends and through what; in Chinese a fee by its unit and span, the only ways a fee is taken, who does a step for every one of a kind, the hour of a step of every day, the channel a kind of message goes through", () => {
    const lines = ["we're a small family winery in the Douro and I keep our harvest records in a Flask app ||| keep", "my uncle Rui decides when each plot gets picked ||| keep", "lab results for sugar levels come in as CSV from Enolab ||| keep", "every wall gets completely reset every five weeks ||| keep", "grades use the V scale, not Fontainebleau ||| keep", "Kenji is head setter and approves every new problem before it opens ||| keep", "Siobhan in operations owns the timetable and sends changes on Fridays ||| keep", "I coordinate a translation agency and wrote this Python tool that assigns jobs to freelancers ||| keep", "a freelancer shouldn't get more than 5,000 words a day ||| keep", "legal documents always need a second reviewer ||| keep", "Claudia handles all the German clients and invoices them herself ||| keep", "glaze firings are on Thursdays and bisque firings on Mondays ||| keep", "members pay £4 per shelf for a firing ||| keep", "only Joan is allowed to load and unload the kiln ||| keep", "bookings send a reminder text through Twilio the day before ||| keep", "we're a bit behind on the release ||| skip", "we're a team of three ||| skip", "only Bob can fix this bug ||| skip", "only Bob can review the PR ||| skip", "Bob handles the ticket and closes it ||| skip", "my uncle Rui decides when we leave today ||| skip", "glaze firings are on Thursdays? ||| skip", "lab results come in as CSV from Enolab and the parser breaks ||| skip", "grades use the V scale, not this one ||| skip"];
    keptAsLabelled(lines);
    expect(keptInChinese(["物业费每平米每月 2.5 元", "停车费只收现金和微信，不收支付宝", "报修单由李经理统一分派给维修师傅", "每天下午 4 点半放学", "食谱每周由陈老师来定", "通知都是通过企业微信发的"]).map(([type]) => type)).toEqual(["project", "project", "project", "project", "project", "project"]);
    expect(keptInChinese(["这个由你来定", "帮我用邮件发", "通知是用什么发的", "物业费每平米每月多少元", "这个只收现金，不收支付宝吗", "每天下午 4 点半放学吗"])).toEqual([]);
  });

  it("keeps what round X still missed once fitted: where files are kept by path, said read only after it (a state, not an order to read); in Chinese whom to go to, named by the part they are of", () => {
    const lines = ['the music library is on a NAS at /mnt/library, read only ||| keep', 'the photos are on the NAS at /volume1/photos, read-only ||| keep', 'the music library is on a NAS at /mnt/library, read the README first ||| skip'];
    keptAsLabelled(lines);
    expect(keptInChinese(['账号找财务的小林', '服务器账号找运维的老周']).map(([type]) => type)).toEqual(['project', 'project']);
    expect(keptInChinese(['账号找我的小林', '问题找他们的小林'])).toEqual([]);
  });

  it("keeps what round 80 (a trading team, an Unreal studio, a GOV.UK service, a Pulumi platform, a Clojure shop, a Neovim plugin, a Vue admin in Chinese) first missed: how a kind of data comes in and where its handlers are, a design system followed, a service that works with JS off, data kept as plain maps and a kind left out unless a protocol needs it, the tool that runs the tests; in Chinese the tools a part is built on with their versions — and not the same words with trouble, a question or a request", () => {
    keptAsLabelled(["no heap allocations on the hot path, everything is preallocated at startup ||| keep", "we compile with -fno-exceptions and -fno-rtti, don't use dynamic_cast ||| keep", "market data comes in over multicast, the feed handlers are in feed/ and they're owned by Arjun ||| keep", "can you check why the order book test is flaky? ||| skip", "timestamps are nanoseconds since epoch as int64, never doubles ||| keep", "Blueprints are only for designers, all gameplay logic goes in C++ ||| keep", "we're on UE 5.3, don't upgrade the engine without asking Mira ||| keep", "the build is slow today, perforce is lagging ||| skip", "assets go through Perforce, code goes through git, the two are synced by a script in tools/p4sync ||| keep", "every page has to pass WCAG 2.2 AA, we get audited ||| keep", "we follow the GOV.UK design system, don't write custom components if there's one in govuk-frontend ||| keep", "content changes go through the content designer Ruth before they ship ||| keep", "the start page is down, can you look? ||| skip", "no JavaScript dependency for core journeys, the service has to work with JS off ||| keep", "stacks are per environment, dev, staging and prod, and prod stack changes need two approvals in the PR ||| keep", "we use Pulumi with TypeScript, not Terraform, the old terraform folder is dead ||| keep", "secrets go in Pulumi ESC, never in stack config plaintext ||| keep", "run pulumi preview on staging ||| skip", "we're a Clojure shop, deps.edn not lein ||| keep", "data is plain maps everywhere, no records unless there's a protocol involved ||| keep", "the REPL is how we work, don't add print debugging to commits ||| keep", "kaocha runs the tests, `bin/kaocha --focus` for one namespace ||| keep", "the plugin has to support Neovim 0.9 and up, so no vim.system ||| keep", "all user-facing options go through setup(), no global vim.g variables ||| keep", "can you make the floating window bigger? ||| skip", "market data comes in over multicast but the feed is lagging ||| skip", "does the data come in over kafka? ||| skip", "data comes in over multicast today because the tcp feed is down ||| skip", "the failing handlers are in src/handlers ||| skip", "jest runs the tests but it hangs on the db suite ||| skip", "who runs the tests? ||| skip", "it runs the tests twice ||| skip", "data is stale everywhere ||| skip", "data is wrong everywhere after the deploy ||| skip", "no records unless there's a protocol involved? ||| skip", "do we follow the GOV.UK design system? ||| skip", "the service has to work with JS off? ||| skip"]);
    keptInChineseOrNot(["我们后台是 Vue 3 + Element Plus，状态管理用 Pinia", "接口统一走 src/api 下的封装，不要在组件里直接用 axios", "权限按钮都用 v-permission 指令控制", "列表页的分页默认每页 20 条"], ["这个表格加个导出功能", "今天测试环境挂了吗", "我们后台是 Vue 3 吗", "我们后台是 Vue 3，帮我看下这个报错", "我们后端是 Spring Boot 报错了"]);
  });

  it("keeps what round 81 (an AUTOSAR team, a Roblox game, an Erlang team, an Embassy firmware, a Ruby gem, a Terraform module library, a Go gRPC team in Chinese) first missed: a deadline within each one's period, deviations that need a ticket and a sign-off, the platform a game runs on, the runtime and build tool with its version and how a kind of upgrade is done, the logger picked with what the target lacks (a Rust macro's '!' ending no sentence), the tool that flashes the board, no dependencies beyond one, where changelog entries go inside a file, a folder every module has — and not the same words with trouble, a question or the thing at hand", () => {
    keptAsLabelled(["we're on AUTOSAR Classic 4.3, the RTE is generated by the vendor tool, never edit files under Rte/ ||| keep", "all runnables have to finish within their 5 ms period, the timing analysis gets checked in review ||| keep", "MISRA deviations need a ticket and a sign-off from the safety manager ||| keep", "why is the CAN trace empty? ||| skip", "the game runs on Roblox, scripts are Luau with --!strict at the top of every module ||| keep", "server-authoritative for anything that touches currency, never trust the client ||| keep", "can you make the sword swing faster ||| skip", "every gen_server gets a supervisor, no bare spawn_link in production code ||| keep", "we run OTP 26 and rebar3, hot code upgrades are done with relups ||| keep", "the dialyzer run is red again ||| skip", "the firmware is Rust with Embassy on an STM32H7, no alloc ||| keep", "defmt for logging, println! doesn't exist on target ||| keep", "probe-rs flashes the board, cargo run does it for you ||| keep", "flash it again please ||| skip", "the gem supports Ruby 3.1 and up, and we test against Rails 7.0, 7.1 and main ||| keep", "no runtime dependencies beyond ActiveSupport, people install this in huge apps ||| keep", "changelog entries go under Unreleased in CHANGELOG.md, one line each with the PR number ||| keep", "every module has examples/ with a working root module, and terratest runs them ||| keep", "inputs are snake_case with a description and a type, no `any` ||| keep", "we pin providers with ~> on the minor, never on the patch ||| keep", "the plan shows 40 changes, is that expected? ||| skip", "the game runs on Roblox but it lags on mobile ||| skip", "do MISRA deviations need a ticket? ||| skip", "we run OTP 26 and it crashes on boot ||| skip", "are hot code upgrades done with relups? ||| skip", "the upgrades are done ||| skip", "probe-rs flashes the board but the chip doesn't respond ||| skip", "who flashes the board? ||| skip", "structlog for logging? ||| skip", "thanks for testing ||| skip", "same for logging ||| skip", "changelog entries go under Unreleased in CHANGELOG.md? ||| skip", "the fix goes under Unreleased in CHANGELOG.md ||| skip", "every module has examples/ but they're broken ||| skip", "no runtime dependencies beyond ActiveSupport? ||| skip"]);
    keptInChineseOrNot(["我们的服务之间都走 gRPC，proto 文件统一放在 api 仓库里", "错误码用 google.rpc.Status，不要自己定义错误结构", "新服务都要接入 OpenTelemetry，traceId 要打到日志里", "配置都放在 Apollo 上，本地只放默认值"], ["帮我生成一下 proto 的代码", "这个接口超时了"]);
  });

  it("keeps what round 82 (an ML lab, an HL7 team, a Vapor server, an Ember app, a Polars team, a bash ops repo, a Spring Cloud team in Chinese) first missed: the cluster's scheduler named with its limits, a server on a runtime with both versions, one library picked over another and a default with the case that lifts it, what every script starts with, what is kept out of everything under a folder with where those run as why — and not the same words with trouble, a question or an order of the moment", () => {
    keptAsLabelled(["I'm a PhD student, I know the math but not the engineering side, so explain the infra bits ||| keep", "every experiment gets a config in configs/ and a seed, runs without both don't count ||| keep", "we report mean and std over 5 seeds in every table ||| keep", "the cluster is Slurm, jobs over 24h get killed, checkpoint every hour ||| keep", "can you plot the loss curves for run 14? ||| skip", "inbound messages are HL7 v2.5 over MLLP, we convert them to FHIR R4 in the mapper service ||| keep", "PHI never goes into logs, log the message control ID instead ||| keep", "the ADT feed from St. Mary's is down again ||| skip", "the server is Vapor 4 on Swift 5.10, Fluent with Postgres ||| keep", "async/await everywhere, no EventLoopFuture chains in new code ||| keep", "the Ember app is on 3.28 and we're not upgrading it, new screens go in the React app ||| keep", "polars not pandas, and lazy frames unless the data fits in memory trivially ||| keep", "all timestamps are UTC in storage, convert at the edge ||| keep", "parquet files are partitioned by date=YYYY-MM-DD ||| keep", "why is this join so slow ||| skip", "every script starts with set -euo pipefail ||| keep", "shellcheck has to pass, CI runs it on every PR ||| keep", "no bashisms in anything under bin/, those run on alpine with ash ||| keep", "run the backup script now ||| skip", "keep answers short, I'll ask if I need more ||| keep", "when you show a diff, show only the changed hunks ||| keep", "I'm on a Mac with fish shell, so give me fish syntax for env vars ||| keep", "the cluster is Slurm but the queue is full ||| skip", "the cluster is down again ||| skip", "is the server Vapor 4 on Swift 5.10? ||| skip", "polars not pandas? ||| skip", "pandas not working after the upgrade ||| skip", "every script starts with an error now ||| skip", "every page starts with a blank screen today ||| skip", "no bashisms in anything under bin/? ||| skip", "polars not pandas, and fix the notebook ||| skip", "pnpm not npm, and run it again ||| skip"]);
    keptInChineseOrNot(["我们是 Spring Cloud Alibaba，注册中心和配置中心都用 Nacos", "服务间调用统一用 OpenFeign，不要直接用 RestTemplate", "灰度发布走的是 Nacos 的元数据路由"], ["今天网关有点慢", "帮我加个字段"]);
  });

  it("keeps what round 83 (an Odoo shop, a Magento store, a MAUI app, a Bun API, a bare-metal AVR board, a skynet game server and a labeling platform in Chinese) first missed: the test runner to use with the other one kept out by name, what a tool does by itself, the chip a board is with its clock, a kind whose every write costs with when to write it; in Chinese a change to a kind told at once to a team, how many people do a step for every one of a kind — and not the same words asked, with trouble or of the one at hand", () => {
    keptAsLabelled(["we build Odoo 17 modules, every model change needs a migration script in migrations/17.0.x.y/ ||| keep", "never override create() without calling super, the accounting hooks live there ||| keep", "can you add a field for the customer's VAT number to the invoice form? also, our modules are LGPL-3, keep the manifest license in sync ||| keep", "the Magento store is 2.4.6, customizations go in app/code/Acme, never touch vendor/ ||| keep", "we deploy with deployer, static content is built in CI, not on the server ||| keep", "the checkout is slow again, look at the profiler ||| skip", "MAUI app for Android and iOS, MVVM with CommunityToolkit.Mvvm, no code-behind logic ||| keep", "fix the crash on the settings page ||| skip", "the API runs on Bun 1.1 with Hono, deployed as a single binary with bun build --compile ||| keep", "use Bun's built-in test runner, don't add jest ||| keep", "the board is an ATmega328P at 16 MHz, no Arduino core, plain avr-libc ||| keep", "ISRs only set flags, all the work happens in the main loop ||| keep", "EEPROM writes are limited, only write settings when they actually change ||| keep", "the LED blinks twice on boot, is that normal? ||| skip", "I prefer you ask before running any migration, even locally ||| keep", "don't summarize what you changed at the end, I read the diff ||| keep", "thanks, that worked ||| skip", "use the new endpoint, not the old one ||| skip", "use Bun's test runner, not now ||| skip", "does Bun load .env files by itself? ||| skip", "Bun loads .env files by itself but it ignores mine ||| skip", "the board is an ATmega328P? ||| skip", "the board is hot ||| skip", "EEPROM writes are limited, can you check how many we do ||| skip", "EEPROM writes are failing, only write settings when they actually change ||| skip"]);
    keptInChineseOrNot(["服务端用的是 skynet，业务逻辑都用 Lua 写", "每个服务一个 lua 文件，放在 service/ 目录下", "协议用 sproto，改协议要同步通知客户端组", "标注数据统一存 COCO 格式", "每张图至少两个人标注，不一致的送给组长仲裁"], ["这批数据标完了吗", "帮我把这个 json 转成 csv", "每张图至少两个人标注吗", "这张图至少两个人标注过了", "改协议要同步通知客户端组吗"]);
  });

  it("keeps what round 84 (a Chrome extension, a Unity VR studio, a Jenkins shared library, a quant team, a Hugo docs site, a Helm charts repo, a Taro mini-program team in Chinese) first missed: where a shared library is with what every step is, the only data every one of a kind may use (after a label), what a file must document of every key — and not the same words asked, for now or with trouble", () => {
    keptAsLabelled(["manifest v3 only, background logic lives in the service worker, no persistent background pages ||| keep", "content scripts never talk to our API directly, they message the service worker ||| keep", "the popup looks off on dark mode ||| skip", "we target Quest 3 standalone, 72 fps is the floor, profile on device not in the editor ||| keep", "all interactables use the XR Interaction Toolkit, no custom raycasting ||| keep", "the shared library is in vars/, every step is a Groovy function with a docstring ||| keep", "pipelines pin the library with @Library('ci-lib@v3'), never @main ||| keep", "the nightly build is stuck on agent 4 ||| skip", "prices are always adjusted for splits and dividends, raw prices live in a separate table ||| keep", "no lookahead: features can only use data available at the bar's close ||| keep", "backtest the new signal on 2020-2023 ||| skip", "docs are Hugo with the Docsy theme, every page needs a weight in the front matter ||| keep", "images go in static/images/<section>/, referenced with absolute paths ||| keep", "the search box doesn't return anything ||| skip", "one chart per service, shared templates go in the common library chart ||| keep", "every chart bump needs a Chart.yaml version bump, CI fails otherwise ||| keep", "values.yaml has to document every key with a comment ||| keep", "users can only see the first page? ||| skip", "features can only use data from yesterday for this test ||| skip", "values.yaml has to document every key? ||| skip", "the README has to document every flag, can you write it? ||| skip", "the shared library is in vars/ but it's broken ||| skip", "realtime lights kill the frame rate today ||| skip"]);
    keptInChineseOrNot(["小程序用的是 Taro 3 + React，样式用 Sass", "所有接口请求都走 src/services 下的 request 封装，里面处理了登录态过期", "图片资源放 CDN，不要打进包里，主包不能超过 2M"], ["真机调试的时候白屏了", "帮我看看这个 wxml 哪里写错了"]);
  });

  it("keeps what round 85 (a Rust CLI, a Drupal agency, a Fabric mod, an Objective-C app, a localization team, a Solid dashboard, a Compose team in Chinese) first missed: what a part is built with and a rule for every one of its kind, the tools every error goes through, the language new screens are written in while the old code stays, no new files of a language ever, how much longer a language's text runs and the room kept for it — and not the same words with trouble, a question or for now", () => {
    keptAsLabelled(["the CLI uses clap derive, every flag needs a long form and a help string ||| keep", "errors go through anyhow in main and thiserror in the library crates ||| keep", "output to stdout is for data only, progress and logs go to stderr so piping works ||| keep", "can you add a --json flag to the list command? ||| skip", "we're on Drupal 10, config changes are exported with drush cex and committed, never edited in prod ||| keep", "custom modules go in web/modules/custom with the acme_ prefix ||| keep", "the cache rebuild is taking forever on staging ||| skip", "the mod targets Fabric on Minecraft 1.20.1, mixins only where there's no Fabric API event ||| keep", "the old Objective-C code stays, new screens are Swift and talk to it through the bridging header ||| keep", "no new Objective-C files, ever ||| keep", "the app crashes when I rotate the iPad ||| skip", "source strings are English, translators work in Crowdin, never edit the .po files in the repo by hand ||| keep", "every string needs a context comment for the translators ||| keep", "German is usually 30% longer than English, leave room in the layout ||| keep", "translate this error message to French ||| skip", "the dashboard is Solid with SolidStart, signals not stores unless the state is nested ||| keep", "the chart flickers when the data refreshes ||| skip", "Quick question before you start. The build takes 15 minutes on CI, so run only the affected tests locally and let CI run the full suite. Then add the export button. ||| keep", "errors go through the roof when the cache is cold ||| skip", "the errors go through anyhow but the message is lost ||| skip", "new screens are Swift? ||| skip", "new screens are broken in Swift ||| skip", "no new Objective-C files for now ||| skip", "German is usually 30% longer than English? ||| skip", "the CLI uses clap derive, every flag is broken ||| skip", "the CLI uses clap derive, can you add a flag? ||| skip"]);
    keptInChineseOrNot(["我们 Android 这边是 Kotlin + Jetpack Compose，最低支持 Android 8", "网络层统一用 Retrofit + 协程，不要再写 RxJava 了", "埋点用的是神策，事件名全小写下划线"], ["打包的时候报了个 R8 的错", "帮我把这个页面改成深色模式"]);
  });

  it("keeps what round 86 (typed in haste: a Nix flake repo, a Symfony app, a Tauri app, a three.js site, a cobra CLI, a Flink team and a QA team in Chinese) first missed: how everything is built with the tool kept out, the command that opens the dev shell, a part that never touches a thing among other clauses, a version said as r160 beside a plain way, what to do every time or we leak memory, a format with a cap on each one, a stack said with '+'; in Chinese what must pass before a hand-over and the weekday a kind of work is done — and not a bare stack list, nor the same words with trouble, asked or of this one", () => {
    keptAsLabelled(["everything builds thru the flake, dont use nix-env or channels ||| keep", "dev shell is `nix develop`, direnv loads it automatically ||| keep", "pls dont bump flake.lock unless i ask, it rebuilds half the world ||| keep", "nix build fails w/ a hash mismatch ||| skip", "symfony 6.4 lts, doctrine orm, messenger for async stuff ||| skip", "controllers stay thin, logic goes in services under src/Service ||| keep", "no annotations, attributes only for routes and mappings ||| keep", "its a tauri 2 app, the rust side owns all file access, frontend never touches fs ||| keep", "ipc commands are snake_case on the rust side and camelCase in ts, tauri converts ||| keep", "the window wont open on linux ||| skip", "three.js r160, no react-three-fiber, plain imperative scene setup ||| keep", "dispose geometries and materials when removing meshes or we leak gpu memory ||| keep", "models are glb, draco compressed, max 5mb each ||| keep", "cli is cobra + viper, config file is ~/.acme.yaml, flags override env override file ||| keep", "every command gets an Example block in its help ||| keep", "add a completion command ||| skip", "everything builds thru the flake but it takes forever, dont use my cache ||| skip", "dev shell is `nix develop`? ||| skip", "the frontend never touches fs? ||| skip", "the frontend doesn't call the api when i click save ||| skip", "dispose it when removing meshes or we leak gpu memory ||| skip", "models are glb but this one is broken ||| skip", "the cli is down ||| skip"]);
    keptInChineseOrNot(["flink 作业都是 sql 写的，不要写 datastream api", "checkpoint 间隔统一 1 分钟，状态后端用 rocksdb", "上游 kafka topic 名字都是 ods_ 开头", "提测之前自测用例要全部跑过", "bug 单一律提在禅道上，不要发微信", "回归测试每周四下午做"], ["这个作业又反压了", "帮我写个登录的测试用例", "提测之前自测用例要全部跑过吗", "这个需求提测之前帮我跑一下用例", "回归测试每周四下午做吗"]);
  });

  it("keeps what round 88 (mostly Chinese: a payment team, a React Native app, a data platform, a game studio, an embedded team) first missed: in Chinese what alone is fixed after every freeze, a setting of the project and its value — and not the same asked, ordered or of this release; the English lines between were kept on first run", () => {
    keptAsLabelled(["the payment gateway only accepts TLS 1.2 and up, our old Java 7 box can't call it ||| keep", "we never store full card numbers, only the last four and the token ||| keep", "the game builds take 40 minutes, only trigger them from the release branch ||| keep"]);
    keptInChineseOrNot(["我们的支付回调必须做幂等，用订单号加回调流水号去重", "金额一律用分存，字段类型用 bigint", "对账脚本每天凌晨两点跑，结果发到财务群", "RN 版本是 0.73，升级前要先问一下移动端负责人小周", "原生模块都放在 native-modules 目录，iOS 和 Android 各一份", "热更新用的是 CodePush，只有 JS 改动才能走热更", "数仓分层是 ods、dwd、dws、ads，不要跨层引用", "表名统一小写下划线，分区字段叫 dt", "我们用 Unity 2022.3 LTS，美术资源走 Addressables", "策划配置表是 Excel 导出的 json，不要手改 json", "每个版本封版后只修 P0 bug", "固件是 FreeRTOS，中断里不能调用会阻塞的 API", "串口日志波特率是 115200"], ["这个回调又重复了", "这个 SQL 跑了半小时还没出来", "帮我看一下这个 hardfault", "好的谢谢", "串口日志波特率是多少", "这个串口波特率是 9600 吗", "你把端口改成 8080", "封版后只修 P0 bug 吗", "这个版本封版后帮我修一下这个 bug"]);
  });

  it("keeps what round 89 (a Capacitor app, an Airflow repo, a Prometheus alerting team, a Ktor server, a Julia package, an LLM app, WeChat Pay and SRE teams in Chinese) first missed: where each kind of build goes by the tool, what every public function in a package has — and not the same words asked or with trouble", () => {
    keptAsLabelled(["the app is Ionic with Capacitor 5, native plugins only from the official @capacitor namespace ||| keep", "web builds go to Firebase Hosting, the native apps ship through Fastlane ||| keep", "the splash screen hangs on Android 14 ||| skip", "every DAG has an owner and a retries setting in default_args, catchup is off unless backfilling ||| keep", "DAG files only define the DAG, the logic lives in the plugins/ package so it can be unit tested ||| keep", "alerts have to link a runbook, no runbook no alert ||| keep", "recording rules go in rules/recording/, alerting rules in rules/alerts/ ||| keep", "page only on symptoms users feel, everything else is a ticket ||| keep", "the alert for disk usage fired again at 3am ||| skip", "the server is Ktor 2 with Koin for DI, routes are grouped per feature in routing/ ||| keep", "every public function in the package has a docstring with an example that doctests run ||| keep", "type-stable code only in the hot loops, check with @code_warntype ||| keep", "prompts live in prompts/ as jinja templates, never inline strings in the code ||| keep", "we log every model call with its token counts to the usage table ||| keep", "the summary came out in the wrong language again ||| skip", "web builds go to Firebase Hosting? ||| skip", "the web builds go to Firebase Hosting but fail on upload ||| skip", "every public function in the package has a bug ||| skip", "every function in this file has a docstring? ||| skip"]);
    keptInChineseOrNot(["微信支付用的是 v3 接口，证书放在 KMS 里，不要放仓库", "支付结果以回调为准，前端跳转回来的结果不能信", "所有告警都要接入 PagerDuty，按服务分组", "值班每周一换人，交接写在值班文档里"], ["昨晚的告警是误报", "微信支付用的是 v3 接口吗", "值班每周一换人吗"]);
  });

  it("keeps what round 90 (a Phoenix LiveView app, a Gatsby blog, a Qt app, a dbt and Snowflake team, a Vue 2 app, a mobile game backend, product and front-end teams in Chinese) first missed: one tool for a whole class of the work beside what is kept off it, the only way into a part and a kind that never calls it directly, names said by their pattern, a tool for each part, a default size with what needs a note beyond it, when a leaderboard resets, what versions below one get — and not thanks for everything, nor the same asked or with trouble", () => {
    keptAsLabelled(["LiveView for everything interactive, no SPA framework on top ||| keep", "contexts are the only way into the Repo, LiveViews never call Repo directly ||| keep", "the PubSub topic names are \"resource:id\", like \"order:42\" ||| keep", "the blog is Gatsby 5, posts are MDX in content/posts with a date-prefixed folder name ||| keep", "Qt 6 with QML for the UI and C++ for the models, no Qt Widgets in new code ||| keep", "all file dialogs go through our FileService so the sandboxed macOS build works ||| keep", "the Windows installer is built with WiX in CI, never locally ||| keep", "Snowflake warehouses are sized XS by default, anything bigger needs a note in the PR ||| keep", "we're still on Vue 2.7 with the composition API plugin, the migration to 3 is planned for Q3 ||| keep", "no new mixins, use composables ||| keep", "the leaderboard resets every Monday at 00:00 UTC ||| keep", "client versions below 3.2 get a forced update prompt ||| keep", "the leaderboard is empty for some players ||| skip", "thanks for everything you did ||| skip", "LiveView for everything? ||| skip", "contexts are the only way into the Repo? ||| skip", "LiveViews never call Repo directly? ||| skip", "the topic names are wrong ||| skip", "Snowflake warehouses are sized XS by default? ||| skip", "the warehouse is down ||| skip", "the leaderboard resets every Monday but it didn't today ||| skip", "client versions below 3.2 crash on launch ||| skip", "the sidebar is broken by default ||| skip"]);
    keptInChineseOrNot(["需求评审通过之后才能排期，不要直接找开发插需求", "PRD 统一写在飞书文档里，版本号写在标题上", "组件库用的是 Ant Design Vue 4，不要混用 Element", "样式统一用 Less 变量，颜色不要写死"], ["这个按钮颜色不对", "帮我看下这个需求文档", "组件库用的是 Ant Design Vue 4 吗"]);
  });

  it("keeps what round 91 (how the user wants the agent to work) first missed: where the user reviews and the draft PR it asks for, the why in every PR's description with the what in the diff; in Chinese a change past a size split first — and not the same of today, of this PR or asked", () => {
    keptAsLabelled(["always show me the plan before touching more than three files ||| keep", "commit messages in the imperative, under 72 characters, no emoji ||| keep", "when a test fails, show me the assertion and the line, not the whole log ||| keep", "I review on GitHub, so open a draft PR instead of pasting diffs here ||| keep", "don't run anything that writes to the shared dev database without asking ||| keep", "explain the why in the PR description, the what is in the diff ||| keep", "I'm a frontend dev, go slower when you touch the Kubernetes manifests ||| keep", "ok push it ||| skip", "looks good, merge it ||| skip", "can you explain what this regex does? ||| skip", "I review on GitHub today, so open a draft PR ||| skip", "I review it on GitHub, open the PR ||| skip", "explain the why in the PR description ||| skip", "explain the why in this PR description, the what is in the diff? ||| skip"]);
    keptInChineseOrNot(["回答用中文，代码注释用英文", "改动超过 200 行的话先拆成几个小 PR", "不确定的地方先问我，不要自己猜"], ["先跑一下测试", "改动超过 200 行了吗", "这个改动超过 200 行的话先告诉我"]);
  });

  it("reads what the place the code runs lacks as why after a tool picked for a concern, said either way (one pattern, shared by the rule forms and the lasting whys); not a lack of today", () => {
    keptAsLabelled(["defmt for logging, std isn't available on the target ||| keep", "defmt for logging, println! doesn't exist on target ||| keep", "defmt for logging, std isn't available today ||| skip"]);
  });

  it("keeps nothing of a question typed with emphasis after its question mark, as of one closed by it", () => {
    keptAsLabelled(["values.yaml has to document every key?!! ||| skip", "we deploy with argo?!! ||| skip", "the cron runs hourly now?! ||| skip", "values.yaml has to document every key!! ||| keep"]);
  });

  it("keeps what round 92 (a Remix app, a Spring Batch job, a game's live ops, a Rails API's security review, a Kotlin Multiplatform SDK, ops and data teams in Chinese) first missed: a job that is restartable, a bang method kept out by its name beside a way said everywhere, where the public API lives with the platform code kept internal, no breaking change without a major version with who pins the library as why — and not 'No problem!', 'never mind!', nor the same asked or with trouble", () => {
    keptAsLabelled(["loaders only read, actions only write, no fetch calls from components ||| keep", "sessions are cookie-based with the createCookieSessionStorage helper, no JWTs in localStorage ||| keep", "live events are configured in the remote config, never hardcoded in the client ||| keep", "prices in the shop come from the server, the client only displays them ||| keep", "the event banner is cut off on small phones ||| skip", "every endpoint needs an authorization check in the policy class, not in the controller ||| keep", "strong params everywhere, never permit! ||| keep", "the SDK's public API is in commonMain, platform code stays internal ||| keep", "no breaking changes without a major version, the apps pin us with ~> ||| keep", "every batch job is restartable? ||| skip", "the batch job is not restartable after the crash ||| skip", "never permit!? ||| skip", "no breaking changes without a major version? ||| skip", "the SDK's public API is broken in commonMain ||| skip", "platform code stays internal? ||| skip", "No problem! ||| skip", "never mind! ||| skip"]);
    keptInChineseOrNot(["发布窗口是每周二和周四晚上八点以后", "线上机器不允许直接 ssh 改配置，全部走 Ansible", "数据口径以指标平台为准，不要自己写 SQL 算"], ["昨天的日活数据对不上", "帮我写个巡检脚本"]);
  });

  it("keeps what round 93 (a Shopify theme, a Pants monorepo, a SvelteKit docs site, a C# game server, a hardware test rig, mobile and backend teams in Chinese) first missed: how a kind is handled then a rule for every new one, what every page under a path has — and not the same after a fault, nor asked (a rule said bare that ends with a question mark is none: 'every node has a launch file?')", () => {
    keptAsLabelled(["sections are JSON-schema'd in the theme, every new section needs presets so merchants can add it ||| keep", "the build is Pants, don't add setup.py files, BUILD files are generated with pants tailor ||| keep", "every page under /docs has a frontmatter title and a description, the search index reads them ||| keep", "the game server ticks at 20 Hz, simulation code must be deterministic, no DateTime.Now in it ||| keep", "the rig's power supply is addressed over SCPI at 192.168.1.40, never above 12 V on channel 2 ||| keep", "the rig is busy until 3 ||| skip", "can you add a preset for the banner section? ||| skip", "sections are broken in the theme, every new section needs a fix ||| skip", "sections are JSON-schema'd in the theme? ||| skip", "every page under /docs has a typo ||| skip", "every page under /docs has a frontmatter title? ||| skip", "every node has a launch file? ||| skip"]);
    keptInChineseOrNot(["iOS 的包统一用 fastlane 打，不要手动在 Xcode 里 archive", "服务的健康检查接口统一是 /healthz", "日志里不能打印手机号，要脱敏成 138****1234 这种"], ["健康检查挂了", "服务的健康检查接口是什么"]);
  });

  it("keeps what round 94 (a Snakemake pipeline, an R Shiny app, an FPGA team, a Laravel SaaS, a WordPress plugin, a Flutter app, a Haskell service; Chinese bank-core and driving teams) first missed: one value held everywhere with what to do when another turns up, envs pinned per rule with a new one beside the base, the chip and the timing it closes at before a rule, the language a part is in, a version a plugin has to keep working on, a part set bare and a kind of call kept to one part, a generated client made again and never hand-edited, the one person on the team who knows a language; in Chinese the hour a batch runs and no release then, a window with no release, the way to go whenever a change is wanted — and not the same words with trouble, a question, a day or a request", () => {
    keptAsLabelled(["reference genome is GRCh38 everywhere, if you see hg19 coordinates they need liftover first ||| keep", "the pipeline runs on the cluster through the slurm profile, don't run rules locally, the login node kills anything over 10 minutes ||| keep", "conda envs are pinned per rule in envs/, add a new yaml instead of touching the base env ||| keep", "can you rerun the alignment for sample 14? ||| skip", "the Shiny app is deployed on Posit Connect, renv.lock has to be updated whenever a package is added or the deploy fails ||| keep", "we use golem for the app structure, modules go in R/mod_*.R ||| keep", "the dashboard's slow again this morning ||| skip", "the board is an Artix-7, timing closes at 125 MHz with a little slack, don't add logic on the DDR path without running timing first ||| keep", "all RTL is SystemVerilog, testbenches are cocotb in Python ||| keep", "Laravel 11, queues on Horizon with Redis, every job has to be idempotent because Horizon retries on timeout ||| keep", "tenants are separated by a tenant_id scope on every model, never query without the scope, use withoutTenancy() only in artisan commands ||| keep", "that migration is failing on staging ||| skip", "the plugin has to keep working on PHP 7.4, a lot of our users are on cheap shared hosting ||| keep", "every string goes through __() with the 'acme-forms' text domain ||| keep", "state management is Riverpod, no setState outside of tiny leaf widgets ||| keep", "the app talks to the backend through the generated client in packages/api_client, regenerate it from the OpenAPI spec, don't hand edit ||| keep", "build the release apk for QA please ||| skip", "the service is built with cabal, not stack, and GHC is pinned to 9.6 in cabal.project ||| keep", "we keep effects in a ReaderT over IO pattern, please don't bring in an effect library ||| keep", "why does this instance overlap? ||| skip", "I'm the only Haskell person on the team, so explain anything clever in a comment ||| keep", "the error is ENOENT everywhere ||| skip", "the output is NaN everywhere, can you check the loss? ||| skip", "the result is 404 everywhere after the deploy ||| skip", "the backend is Go for now, we might rewrite it ||| skip", "is the backend Go? ||| skip", "the tests are Python but they fail on import ||| skip", "state management is broken after the upgrade ||| skip", "search is down again ||| skip", "the wheels are pinned per rule? ||| skip", "if you see the error again, tell me ||| skip", "if you see anything weird in the logs, send it to me ||| skip", "the board is an Artix-7, timing failed at 125 MHz, add a register stage ||| skip", "the plugin has to support PHP 7.4 by Friday ||| skip", "the client was generated from the old spec, regenerate it from the OpenAPI spec, don't hand edit ||| skip", "I'm the only one here today, so keep it short ||| skip", "add a new yaml instead of touching the base env for this rule ||| skip", "no setState outside of the leaf widgets? ||| skip", "there was no setState outside the leaf widgets before your change ||| skip"]);
    keptInChineseOrNot(["核心系统的账务处理必须走双人复核，代码里不要绕过 approval 服务", "所有金额字段都是 DECIMAL(18,2)，Java 里用 BigDecimal，禁止用 double", "批量日终跑在晚上十一点，那个时间段不要发版", "感知模型的输入是 6 路摄像头，标定参数在 calib/ 下面，每辆车一份", "模型导出统一用 ONNX opset 17，部署端是 TensorRT 8.6"], ["日终又跑挂了", "帮我看下这个 loss 为什么不降", "今晚十一点跑一下日终", "日终批量昨天晚上十一点跑挂了", "今晚十一点到十二点不要发版", "标定参数在 calib/ 下面吗？", "要调就用梯度累积吗？", "帮我把 batch size 调大一点"]);
  });

  it("keeps what round 95 (a Kafka team, an accessibility-first web team, an open-source maintainer, a security team, SRE on-call, a Swift iOS team, a notebook data scientist; Chinese IoT and risk-control teams) first missed: what every bump must have done with why, how long alerts may be silenced, a framework with the other only where it can't do it yet, the last two versions supported with which they are today; in Chinese a score threshold and what is done past it — and not the same words asked, of one thing, of today or as a request", () => {
    keptAsLabelled(["topics are named <domain>.<entity>.<version>, e.g. billing.invoice.v2, never reuse a name after deleting a topic ||| keep", "consumers commit offsets only after the DB write succeeds, we rely on at-least-once and dedupe by event id ||| keep", "the lag on orders.v3 is huge right now ||| skip", "we target WCAG 2.2 AA, every interactive element needs a visible focus state ||| keep", "don't use aria-label when there's visible text, screen readers read the visible text anyway ||| keep", "the modal traps focus wrong on Safari ||| skip", "I maintain this library in my spare time, so keep PRs small and don't bump the major version without asking ||| keep", "the public API is everything exported from src/index.ts, anything else can change without a deprecation ||| keep", "can you triage the open issues? ||| skip", "secrets never go in env files in the repo, they come from Vault through the agent sidecar ||| keep", "every dependency bump needs the SBOM regenerated, CI fails the release otherwise ||| keep", "the pager went off twice last night ||| skip", "runbooks live next to the alert definitions in alerts/, every alert must link its runbook ||| keep", "silence alerts for at most 2 hours and always leave a comment with the ticket ||| keep", "UI is SwiftUI, UIKit only where SwiftUI can't do it yet, wrapped in a Representable ||| keep", "we support the last two iOS versions, currently 17 and 18 ||| keep", "the preview crashes again ||| skip", "I'm a data scientist, not a software engineer, so keep the notebooks readable rather than clever ||| keep", "use polars not pandas for anything over a million rows, pandas runs out of memory on my laptop ||| keep", "plot it for me ||| skip", "every dependency bump needs the SBOM regenerated? ||| skip", "this dependency bump needs the SBOM regenerated ||| skip", "every dependency bump needs the SBOM regenerated today ||| skip", "silence alerts for at most 2 hours today, we're migrating ||| skip", "silence the alert for 2 hours ||| skip", "can you silence alerts for at most 2 hours? ||| skip", "UIKit only where SwiftUI can't do it yet? ||| skip", "the UI is broken where SwiftUI can't do it yet ||| skip", "we support the last two iOS versions? ||| skip", "do we support the last two iOS versions, currently 17 and 18? ||| skip"]);
    keptInChineseOrNot(["设备上报的数据走 MQTT，topic 格式是 device/{产品}/{设备号}/up", "固件 OTA 必须分批灰度，先 1% 再 10% 再全量", "风控规则改动要风控负责人审批，不能直接上线", "模型分数低于 0.3 直接拦截，0.3 到 0.7 转人工审核", "我是做风控策略的，代码不太熟，解释的时候少用术语"], ["这批设备又掉线了", "帮我查下这个用户为什么被拦了", "模型分数低于 0.3 直接拦截了，帮我查一下", "这个用户分数低于 0.3 被拦截了", "分数低于 0.3 要拦截吗？", "帮我改成低于 0.3 直接拦截"]);
  });

  it("keeps what round 96 (a Kubernetes operator, a Rails monolith, an Electron app, a .NET API, a Spark job, a Godot game, typed in haste; Chinese e-commerce and DevOps teams) first missed: the command to run after touching a part, a part being pulled out into its own engine with the stack said first, no N+1s with the tool that fails the spec, a part named without its article before a rule, the version said first before how new work is written — and not the same words asked, done once, with trouble or followed by a request", () => {
    keptAsLabelled(["reconcile loops must be idempotent, never assume the previous reconcile finished ||| keep", "crds are generated w/ controller-gen, run make manifests after touching api/ types ||| keep", "operator keeps crashlooping on the kind cluster ||| skip", "rails 7.1 monolith, we're slowly extracting billing into its own engine under engines/billing. new billing code goes there not app/ ||| keep", "no n+1s, bullet is on in dev and test and fails the spec if it finds one ||| keep", "Quick q — why is this query so slow? ||| skip", "the renderer never gets node access, everything goes through the preload bridge with contextIsolation on ||| keep", "auto-update uses electron-updater against our S3 bucket, dont switch to the github provider ||| keep", "the app won't start on my mac after the update ||| skip", "we're on .NET 8, minimal APIs for new endpoints, the old controllers stay until they're rewritten ||| keep", "EF migrations are applied by the deploy pipeline, never call Database.Migrate() at startup ||| keep", "spark jobs run on EMR 6.15 with Scala 2.12, don't use 2.13 features ||| keep", "always repartition by date before writing to the lake, otherwise we get thousands of tiny files ||| keep", "the job took 3 hours last night ||| skip", "godot 4.3, GDScript only, no C#, the web export doesn't support it ||| keep", "signals over direct node references between scenes, scenes should be droppable anywhere ||| keep", "move the player to a separate scene please ||| skip", "hey so context for the next few days: I'm going to be reviewing your PRs on my phone mostly, keep descriptions short and put the risky bits first ||| keep", "run make manifests after touching the api types, then push it ||| skip", "did you run make manifests after touching api/ types? ||| skip", "I ran make manifests after touching the api types ||| skip", "we're slowly extracting billing into its own engine? ||| skip", "we were extracting billing into its own engine but gave up ||| skip", "no n+1s? ||| skip", "there are no n+1s in this PR ||| skip", "auth uses Okta but it's down again ||| skip", "rails 7.1 monolith, can you upgrade it? ||| skip", "we're on .NET 8, can you check why the build fails? ||| skip"]);
    keptInChineseOrNot(["商品详情页走 SSR，其他页面都是 CSR，SEO 只在详情页做", "价格展示统一用 formatPrice，不要自己拼￥符号", "生产发布走 ArgoCD，镜像 tag 用 git sha，不要用 latest", "所有 k8s 资源都要设 requests 和 limits，没设的 CI 会拦"], ["购物车接口又 502 了", "帮我写个 Helm chart"]);
  });

  it("keeps what round 97 (how the user wants to work: answers, plans, commits, tests, reviews; who they are) first missed: what needs sudo the user runs themself, whom the user pairs with on the repo, a part whose diff the user sees before a commit, where the user reviews and how work reaches them; in Chinese the conclusion first in every answer, the language of comments and of names, the check after every change and its result, the language and format of commit messages (a Chinese sentence full of Latin words still ends with 。) — and not the same words asked, once, or for this one", () => {
    keptAsLabelled(["when you're not sure which file something lives in, grep first, don't guess paths ||| keep", "I like small commits, one logical change each, and the message should say why not what ||| keep", "please don't run the full test suite after every edit, just the tests for the package you touched ||| keep", "for anything touching auth or payments, write the plan first and wait for me ||| keep", "I'm on a metered connection this week, avoid pulling big docker images ||| skip", "I'm colorblind, so don't rely on red vs green when you describe diffs or charts ||| keep", "skip the pleasantries, start with the answer ||| keep", "I'm a staff engineer on the platform team, I know k8s well but not the frontend stuff ||| keep", "can you explain what this regex does? ||| skip", "if a command needs sudo, tell me and I'll run it myself ||| keep", "don't touch the lockfile unless you're adding or removing a dependency ||| keep", "I usually pair with Ana on this repo, she'll sometimes type in this chat too ||| keep", "when you write tests, use the table-driven style we have in pkg/parse ||| keep", "thanks, that worked ||| skip", "show me the diff before committing anything in the infra/ folder ||| keep", "great, now do the same for the orders module ||| skip", "I review on GitHub, not locally, so push a branch and open a draft PR rather than pasting code here ||| keep", "if the command needs sudo, why did it fail? ||| skip", "if a command needs sudo it fails in CI ||| skip", "I paired with Ana on this repo yesterday ||| skip", "do you pair with Ana on this repo? ||| skip", "show me the diff before committing this ||| skip", "show me the diff before committing anything in the infra/ folder? ||| skip", "I review on GitHub, not locally, but the PR is broken ||| skip"]);
    keptInChineseOrNot(["给我答案的时候先说结论，再说原因", "不要一次改太多文件，超过五个文件先跟我说一下方案", "我是后端出身，前端的东西解释得细一点", "写注释用中文，变量名用英文", "每次改完都跑一下 lint 再告诉我结果", "commit message 用英文，按 conventional commits 的格式"], ["这个函数帮我重构一下", "好的，谢谢", "给我答案", "给我答案的时候先说结论吗？", "这个注释用中文写", "把注释改成用中文", "每次改完都跑一下 lint 吗？", "刚才改完跑了一下 lint，告诉我结果"]);
  });

  it("keeps what round 98 (a Salesforce team, a Yocto team, a COBOL migration, a Django API, a Nuxt site, a Zig project; Chinese Flutter and data-warehouse teams) first missed: rules listed in one sentence each a rule alone (how every trigger is built, no logic in its body, one per object), a size limit with the check after adding any package, pagination built one way on every list endpoint, a static site with no server routes and where it is hosted, the moving edge of a tool the project tracks, allocators passed in explicitly; in Chinese the version a tool is held at — and not the same words asked, of one thing, broken, by a day or said as past", () => {
    keptAsLabelled(["every trigger delegates to a handler class, no logic in the trigger body, and one trigger per object ||| keep", "Apex tests need 85% coverage on our org, not the 75% Salesforce asks for ||| keep", "our layer is meta-acme, never patch poky directly, use bbappends ||| keep", "the image has to fit in 64 MB of flash, check the size after adding any package ||| keep", "bitbake is still building ||| skip", "the COBOL copybooks are the source of truth for record layouts, the Java side is generated from them ||| keep", "packed decimal fields map to BigDecimal, never to double, we lost cents that way in the pilot ||| keep", "serializers validate, views stay thin, business logic goes in services.py ||| keep", "pagination is cursor-based on every list endpoint, page numbers break with our write volume ||| keep", "the tests are red after your change ||| skip", "the site is fully static, nuxt generate, no server routes, it's hosted on a bucket ||| keep", "images go through @nuxt/image with the ipx provider, never plain img tags ||| keep", "we track Zig master, not the last release, expect breakage after zig upgrades ||| keep", "allocators are always passed in explicitly, no global allocator anywhere ||| keep", "why won't this comptime block compile? ||| skip", "every trigger delegates to a handler class? ||| skip", "this trigger delegates to a handler class, no logic in the trigger body ||| skip", "no logic in the trigger body? ||| skip", "one trigger per object? ||| skip", "the image has to fit in 64 MB of flash by Friday, check the size after adding the package ||| skip", "pagination is broken on every list endpoint ||| skip", "pagination is cursor-based? ||| skip", "the site is fully static? ||| skip", "the site is down, no server routes, it's hosted on a bucket ||| skip", "we tracked Zig master until last week ||| skip", "do we track Zig master? ||| skip", "allocators are always passed in explicitly? ||| skip", "no global allocator anywhere? ||| skip"]);
    keptInChineseOrNot(["页面之间传参统一用 go_router 的 extra，不要用全局变量", "Flutter 版本锁在 3.22，升级要全组一起评估", "数仓分层是 ODS、DWD、DWS、ADS，跨层引用只能往下，不能反过来", "所有表名都带分层前缀，比如 dwd_order_detail"], ["昨天的任务又延迟了", "帮我写个 SQL 算一下 GMV", "Flutter 版本锁在 3.22 吗？", "把 Flutter 版本锁在 3.22"]);
  });

  it("keeps what round 99 (mostly Chinese: reconciliation, live streaming, game ops, a hospital system, an education SaaS; a Postgres DBA and a Go CLI author between) first missed: the threshold an alert is set at; in Chinese a difference of a cent that needs a person, whom the business serves and the season big releases go out in — and not the same words asked, of one, or of last night", () => {
    keptAsLabelled(["autovacuum is tuned per table for the hot ones, don't change the global settings ||| keep", "never run ALTER TABLE on orders during business hours, it takes an ACCESS EXCLUSIVE lock ||| keep", "replica lag alerts at 30 seconds ||| keep", "the CLI must work offline, nothing in it may call the network unless the user passes --sync ||| keep", "flags are kebab-case and every flag has a short form only if it's used daily ||| keep", "can you add a --verbose flag? ||| skip", "the replica lag alert fired at 30 seconds last night ||| skip", "replica lag alerts at 30 seconds again today ||| skip", "should we alert on replica lag over 30 seconds? ||| skip"]);
    keptInChineseOrNot(["对账文件每天早上六点从银行 SFTP 拉，拉不到要发告警，不能静默跳过", "对账差异金额超过一分钱就要人工介入", "直播间的消息走长连接网关，业务服务不要直接推消息给客户端", "礼物打赏的计数用 Redis，落库是异步的，允许几秒延迟", "活动配置都在运营后台配，代码里不要写死活动时间", "每次版本更新前一天要在公告里提前通知玩家", "HIS 的接口只能在院内网访问，测试要用 VPN 连进去", "患者身份证号在日志和页面上都要脱敏，只显示前三后四", "医嘱数据一旦提交就不能改，只能作废重开", "我们的客户是学校，暑假是流量低谷，大版本都安排在暑假上线", "每个学校是一个租户，数据按学校隔离"], ["昨天的对账单还没到", "推流又卡了", "帮我查一下这个玩家的充值记录", "这个学校的账号登不上去", "这个 PR 能合吗？", "对账差异超过一分钱了，帮我看看", "这笔差异超过一分钱要人工介入吗？", "我们的客户是学校吗？", "我们的客户昨天投诉了", "大版本要安排在暑假上线吗？", "这个版本安排在暑假上线"]);
  });

  it("keeps what round 100 (an ML training repo, NATS microservices, a Vue 3 admin, an Ansible repo, an Android app, a Solidity team; Chinese security and search teams) first missed: what the services talk over and which way for what, a named API kept out even in small components, what every playbook must be and how each is tried first, the pattern every external call follows with the guard on anything that moves funds, contracts immutable once deployed — and not the same words asked, of one, in the past or for now", () => {
    keptAsLabelled(["training configs are hydra yaml under conf/, never hardcode hyperparameters in the scripts ||| keep", "every run logs to W&B under the acme-research entity, runs without a tag get deleted weekly ||| keep", "the eval set is frozen, don't regenerate it even if you find label noise, file an issue instead ||| keep", "the loss spiked at step 40k ||| skip", "services talk over NATS, request-reply for queries and JetStream for anything that must not be lost ||| keep", "subjects are <service>.<verb>, the gateway is the only thing that talks HTTP to the outside ||| keep", "components use script setup and TypeScript, no Options API even in small ones ||| keep", "all API calls go through the composables in src/api, views never import axios ||| keep", "the table component flickers on sort ||| skip", "playbooks must be idempotent, run them with --check --diff first on prod ||| keep", "inventory for prod lives in a separate private repo, never commit prod hostnames here ||| keep", "Hilt for DI, no manual singletons ||| keep", "the min SDK is 26 because of java.time ||| keep", "the build takes forever today ||| skip", "every external call in a contract follows checks-effects-interactions, and we use OpenZeppelin's ReentrancyGuard on anything that moves funds ||| keep", "contracts are immutable once deployed, upgrades go through the proxy admin multisig ||| keep", "services talk over NATS? ||| skip", "the services talked over NATS before the migration ||| skip", "no Options API? ||| skip", "No Thanks ||| skip", "no problem, thanks ||| skip", "playbooks must be idempotent, run this one with --check first ||| skip", "every external call in this contract follows checks-effects-interactions ||| skip", "does every external call follow checks-effects-interactions? ||| skip", "we used OpenZeppelin's ReentrancyGuard on anything that moved funds ||| skip", "contracts are immutable once deployed? ||| skip", "the replica is read-only once promoted? ||| skip"]);
    keptInChineseOrNot(["所有对外接口都要过 WAF，新接口上线前要找安全组加规则", "密码只能用 bcrypt 存，cost 不低于 12", "排序模型每周一重新训练，线上 AB 至少跑满一周才能下结论", "召回和排序是两个服务，召回不能依赖排序的特征"], ["扫描器又报了一堆误报", "这个 query 的结果不对"]);
  });

  it("leaves out round 101's look-alikes said alone: a rule with a fix asked after it, the rule asked", () => {
    keptAsLabelled(["no force unwraps outside tests, fix it ||| skip", "no force unwraps outside tests? ||| skip"]);
  });

  it("keeps what round 102 (longer messages that mix the task with what lasts: a fintech API, a game studio, a docs team, a hardware startup, a Chinese SaaS team) first missed: ledger entries never updated or deleted, corrections new entries that reverse the old ones (a \"that\" after a kind is which, no moment) — and not a day's news, thanks, a break, a fix done, or the same words with a fault or a question", () => {
    keptAsLabelled(["Can you look at the failing reconciliation test? Some context: ledger entries are never updated or deleted, corrections are new entries that reverse the old ones. Keep that in mind for the fix. ||| keep", "ok next thing. the designers export sprites at 2x from Aseprite, never scale them in code, the pixel art gets blurry. can you wire up the new enemy sprites? ||| keep", "Please update the install guide for 3.2. Our docs are versioned by minor release, so copy the 3.1 folder first and edit the copy, don't touch the old one. ||| keep", "The new sensor board arrived. Anything that touches the I2C bus has to go through the bus manager, two drivers talking at once locks the bus. Start with the humidity sensor. ||| keep", "Morning! Quick one: the staging DB got wiped last night so you'll need to reseed before testing. ||| skip", "Thanks for the review. I'll merge after lunch. ||| skip", "Let's pick this up tomorrow, I'm out of time today. ||| skip", "Hey, I fixed the flaky test myself, it was a timezone thing. Can you look at the lint errors now? ||| skip", "the old ledger entries are never updated anymore, since the migration ||| skip", "why are ledger entries never updated? ||| skip", "the logs are never deleted, my disk is full ||| skip", "the cache entries are never updated, it's a bug ||| skip"]);
    keptInChineseOrNot(["先把这个导出功能做了。另外说一下，我们所有导出都走异步任务，文件生成后发站内信通知，不要同步返回文件。"], ["这个 bug 先不修了，下个版本再说。你先看看登录页的样式问题。"]);
  });

  it("keeps what round 103 (typed in haste: an Express API, a Next.js site, a Python ETL, a Unity game, a Chinese ops team typing without spaces) first missed: the response shape written in braces before a rule (its comma and its \"error\" are no clause and no fault), a version held tersely with why; in Chinese a threshold set and what is done past it, what to run first after every config change — and not the same words asked, of one, for tomorrow or this once", () => {
    keptAsLabelled(["dont use var anywhere its all const/let ||| keep", "api resp shape is always {data, error}, never return bare arrays ||| keep", "prod deploys only from main, staging from any branch ||| keep", "pls no default exports in this repo ||| keep", "we dont store raw pii in the lake, hash emails w/ the salt from vault ||| keep", "etl jobs are idempotent ||| keep", "unity 2022 lts, dont upgrade, the console sdks lag behind ||| keep", "fix the typo in the readme ||| skip", "its broken again lol ||| skip", "ok ty ||| skip", "nvm i got it ||| skip", "api resp shape is always {data, error}? ||| skip", "the api resp is {data, error} and it's broken ||| skip", "etl jobs are idempotent? ||| skip", "this job is idempotent now ||| skip", "unity 2022 lts, dont upgrade yet, i'll do it tomorrow ||| skip", "unity 2022 lts? ||| skip"]);
    keptInChineseOrNot(["生产机器不要直接ssh上去改配置，都走ansible", "磁盘告警阈值是85%，超过就扩容", "nginx配置改完先nginx -t再reload"], ["帮我看下这台机器为啥负载这么高", "磁盘告警阈值是85%吗？", "把磁盘告警阈值改成85%", "nginx配置改完了，先nginx -t再reload一下", "这次nginx配置改完先nginx -t再reload"]);
  });

  it("keeps what round 104 (who the user is and what they build: a teacher, a PhD student, a solo founder, a non-native speaker, a designer who codes, a Chinese indie developer; chatter with technical words between) first missed: the degree the user's work is for, and that reproducibility matters more than speed — and not chatter, a wish, hearsay asked, a push or the same words asked or of today", () => {
    keptAsLabelled(["I teach high school maths and I'm building a quiz app for my classes, I'm not a professional developer so keep things simple ||| keep", "I'm doing a PhD in computational biology, this repo is the analysis for my thesis, reproducibility matters more than speed ||| keep", "I'm a solo founder, there's no team, so there's nobody to review your code but me — be extra careful with migrations ||| keep", "English is my second language, please use simple words in your explanations ||| keep", "I'm a designer who codes a bit, I'm comfortable with CSS but not with backend stuff ||| keep", "the tests are passing now, nice ||| skip", "lol the CI bot commented on my PR again ||| skip", "I'm so tired of webpack ||| skip", "I wonder if we should use Rust for this someday ||| skip", "my friend said Bun is faster, is that true? ||| skip", "just pushed, check the build ||| skip", "are you doing a PhD? ||| skip", "I'm writing my thesis today so I'll be slow to answer ||| skip", "does reproducibility matter more than speed? ||| skip"]);
    keptInChineseOrNot(["我是独立开发者，白天上班，晚上和周末写这个 App，所以每次改动尽量小，方便我晚上 review", "我是做前端的，后端是外包写的，后端代码尽量别动"], ["今天好累，先到这吧", "这个库好难用啊"]);
  });

  it("keeps what round 105 (a Phoenix API, a SwiftUI watch app, a platform team, an analytics team, a Livewire app, a Chinese mini-game team; rules with their exceptions) first missed: how often a kind of thing may refresh with why, what every namespace gets with a policy that denies ingress (its \"that\" is which); in Chinese where new level config is tried first and whom it waits on before it goes on — and not the same words asked, in the past, or for this one", () => {
    keptAsLabelled(["contexts are the only way into the Repo, except in seeds and migrations ||| keep", "every controller action is covered by a request test, except the health check ||| keep", "the watch app never makes network calls on its own, it asks the phone through WatchConnectivity ||| keep", "complications refresh at most every 15 minutes, that's the system budget ||| keep", "namespaces are per team, and every namespace gets a ResourceQuota and a default NetworkPolicy that denies ingress ||| keep", "nobody gets cluster-admin, not even us, break-glass goes through the on-call runbook ||| keep", "notebooks are for exploration only, anything that feeds a dashboard moves into the dbt project ||| keep", "clear outputs before committing notebooks, outputs leak customer data ||| keep", "Livewire components stay small, anything with more than three public properties gets split ||| keep", "complications refresh at most every 15 minutes? ||| skip", "the complications refreshed every 15 minutes yesterday ||| skip", "every namespace got a ResourceQuota last week ||| skip", "does every namespace get a NetworkPolicy that denies ingress? ||| skip"]);
    keptInChineseOrNot(["小游戏包体不能超过 4M，超了就拆分包", "所有广告调用都要走 adManager，方便统一做频控", "新关卡配置先在测试服验证，策划确认后再同步到正式服"], ["这个关卡太难了", "新关卡配置先在测试服验证一下吧", "这个关卡配置先在测试服验证，没问题我再同步"]);
  });

  it("keeps what round 106 (Chinese with half-width punctuation and English between: a Go microservice team, a React admin, a labeling team, a bank app) first missed: in Chinese where route permissions are set and that every new page needs one, how many people cross-check every labelled result, a rule on all of a kind said of a part named first — and not the same words wrong, asked or as a request", () => {
    keptAsLabelled(["every service exposes /metrics and /healthz on the admin port, never on the public one ||| keep"]);
    keptInChineseOrNot(["错误码统一在 errors 包里定义,不要在业务代码里 new 字符串错误", "接口超时时间统一 3s,下游慢的话走异步", "表单校验统一用 zod,schema 跟接口定义放一起", "路由权限在 permission.ts 里配,新页面记得加", "标注结果要两个人交叉审核,不一致的交给组长", "银行 App 的所有金额展示都保留两位小数,四舍五入用银行家舍入", "登录态 token 有效期 2 小时,refresh token 7 天"], ["这个接口又超时了,帮我看看", "明天上午开会讨论一下权限的事", "这个页面的所有金额都显示错了", "路由权限在 permission.ts 里配吗?", "这次的标注结果要两个人交叉审核吗?", "帮我把路由权限在 permission.ts 里配一下,新页面记得加"]);
  });

  it("keeps what round 107 (an Expo app, a Firebase backend, an Apollo API, a Spring Boot service, a Nerves device, an Astro blog, an OCaml compiler; Chinese gateway and quant teams) first missed: where a kind said bare runs by its region (\"keep cold starts down\" is no state of down), the stack said as one version on another before the rules, how fast a device must boot with the check after every bump (no bound of this work), where a compiler's passes are, a formatting command said bare before pushing with why — and not the same words asked, in the past, down, for a demo or done once", () => {
    keptAsLabelled(["we're on Expo SDK 51 with the managed workflow, no ejecting, native modules only through config plugins ||| keep", "OTA updates go out through EAS Update on the production channel, never push to production without a preview build first ||| keep", "Firestore rules are the security boundary, never trust the client, every write is validated in the rules ||| keep", "cloud functions are 2nd gen in europe-west1, keep cold starts down by lazy-loading heavy imports ||| keep", "the schema is schema-first in .graphql files, resolvers are generated types only, no code-first ||| keep", "every list field is a connection with cursor pagination, no bare lists in the schema ||| keep", "Spring Boot 3.3 on Java 21, virtual threads are on, don't add thread pools for blocking IO ||| keep", "config comes from Spring Cloud Config, nothing environment-specific in application.yml ||| keep", "the firmware is built with Nerves on a Raspberry Pi Zero 2, OTA through NervesHub ||| keep", "the device must boot into the kiosk app in under 10 seconds, measure after every dependency bump ||| keep", "the blog is Astro with content collections, every post needs a description and a hero image ||| keep", "the compiler's passes are in lib/passes, each pass has its own expect test file ||| keep", "dune build @fmt before pushing, the CI fails on formatting ||| keep", "can you look at the type error in pass 4? ||| skip", "cloud functions are 2nd gen in europe-west1? ||| skip", "the cloud functions were in europe-west1 before the move ||| skip", "the servers are down in europe-west1 ||| skip", "keep the server down until I say so ||| skip", "Spring Boot 3.3 on Java 21, can you check the startup error? ||| skip", "the device must boot into the kiosk app in under 10 seconds for the demo tomorrow ||| skip", "does the device boot in under 10 seconds? ||| skip", "dune build @fmt before pushing? ||| skip", "I ran dune build @fmt before pushing ||| skip", "the compiler's passes are in lib/passes? ||| skip"]);
    keptInChineseOrNot(["网关的限流配置在 Nacos 里，改完要两个人 review", "所有下游调用都要设超时和熔断，默认超时 800 毫秒", "策略代码不能用未来数据，回测框架会检查，但写的时候也要注意", "实盘下单前必须先在模拟盘跑满一周"], ["今天的回测结果不太对"]);
  });

  it("keeps what round 108 (a Rust web service, a Vue storefront, a Python SDK, a Chef repo, an Ionic app; Chinese CRM and ERP teams) first missed: what every handler returns, written as a type with its arguments (their comma no clause's), and the one place its error is mapped — and not the same words asked or of one failure", () => {
    keptAsLabelled(["axum handlers return Result<_, AppError>, AppError maps to the HTTP status in one place ||| keep", "sqlx offline mode is on, run cargo sqlx prepare after changing any query or CI fails ||| keep", "prices come from the pricing service at render time, never cache them in the store ||| keep", "the SDK supports Python 3.9 and up, don't use match statements ||| keep", "every public function has a docstring with an example, the docs site is built from them ||| keep", "cookbooks are versioned with semver and pinned in the environment files, never float a version in prod ||| keep", "the app is Ionic with Angular, Capacitor for native, no Cordova plugins ||| keep", "handlers return Result<_, AppError>? ||| skip", "the handler returned Result<_, AppError> and it panicked ||| skip", "AppError maps to the HTTP status in one place? ||| skip"]);
    keptInChineseOrNot(["客户数据按销售所属的部门做数据权限，查询一定要带部门过滤", "ERP 的单据号规则是 类型前缀+年月日+4位流水，不要自己生成"], ["这个报表导出来是空的"]);
  });

  it("keeps what round 109 (Svelte 5, a Ktor API, Terraform Cloud, a pandas-to-polars move, a VS Code extension, a modding toolkit; Chinese recommendation and payment-risk teams) first missed: whose approval every apply needs (in a later clause too), a lazy activation with the harm the other way did, the order mods are loaded in with what to do about it; in Chinese a kind of change rolled out a share at a time — and not the same words asked, for today, in the past or as done", () => {
    keptAsLabelled(["Svelte 5 with runes, no stores in new components, $state and $derived only ||| keep", "routes are file-based under src/routes, never add a route by hand to a router config ||| keep", "Ktor plugins are installed in Application.module only, feature modules never install their own ||| keep", "every route has an OpenAPI description via the ktor-openapi plugin, the client team generates from it ||| keep", "workspaces map one to one to environments, never share state between workspaces ||| keep", "plans run in Terraform Cloud, applies need an approval from someone on the platform team ||| keep", "we're halfway through moving from pandas to polars, new code is polars, don't convert old modules unless you're already in them ||| keep", "the extension must activate lazily, only on our language id, it used to slow down VS Code startup for everyone ||| keep", "mods are loaded in alphabetical order by folder name, prefix with a number if order matters ||| keep", "applies need an approval from someone on the platform team? ||| skip", "this apply needs an approval from the platform team today ||| skip", "mods are loaded in alphabetical order? ||| skip", "the mods loaded in the wrong order again ||| skip", "the extension used to slow down startup, now it's fine ||| skip"]);
    keptInChineseOrNot(["推荐接口的 p99 要在 80 毫秒以内，超了要降级到热门榜", "特征都从特征平台取，不要在服务里自己算特征", "风控规则上线要灰度，先 5% 流量观察一天"], ["这个用户为什么被推荐了这个商品？", "这次风控规则上线要灰度吗？", "风控规则昨天上线了"]);
  });

  it("keeps what round 110 (a Remix-to-React-Router move, Deno Fresh, FastAPI, Unity DOTS, Elm, Android TV; Chinese logistics and insurance teams) first missed: in Chinese the package a kind of rule lives in, named with 这个 as its kind (no thing at hand), that every service uses and none copies — and not the same words asked or as a request", () => {
    keptAsLabelled(["we're moving from Remix to React Router 7 one route at a time, new routes use the framework mode loaders ||| keep", "the site is Deno Fresh, islands only for interactive bits, everything else renders on the server ||| keep", "FastAPI with pydantic v2, response models on every endpoint, never return ORM objects directly ||| keep", "dependencies are injected with Depends, no module-level database sessions ||| keep", "gameplay systems are ISystem structs with Burst, no managed objects in jobs ||| keep", "focus handling on TV is done with the D-pad in mind, every screen must be fully usable without touch ||| keep", "the leanback launcher banner is 320x180, don't change its size ||| keep", "the site is Deno Fresh? ||| skip"]);
    keptInChineseOrNot(["运单号的校验规则在 waybill-rules 这个包里，所有服务都引用它，不要复制一份", "保单金额的计算必须走精算服务，前端只做展示"], ["这个运单卡在中转站了", "运单号的校验规则在 waybill-rules 这个包里吗？", "把运单号的校验规则挪到 waybill-rules 这个包里"]);
  });

  it("keeps what round 111 (a C++ engine, a Haskell payments service, Akka, a Perl app, a Neovim config, a Julia simulation; Chinese automotive and power-grid teams) first missed: what every allocation in the frame loop goes through with when it is reset, the seed every simulation takes; in Chinese how often telemetry is sampled and how long it is kept — and not the same words asked, of one function, broken or in the past", () => {
    keptAsLabelled(["engine code uses our own containers from core/containers, no STL in the runtime, only in tools ||| keep", "every allocation in the frame loop goes through the frame allocator, it's reset at the end of each frame ||| keep", "money is Integer cents with a newtype per currency, never Double, the type checker is our last line of defence ||| keep", "actors never block, anything blocking goes to the dedicated dispatcher in blocking-io.conf ||| keep", "the Perl app runs on 5.16 in production, don't use signatures or postfix deref ||| keep", "the neovim config is lazy.nvim, every plugin spec lives in its own file under lua/plugins ||| keep", "simulations take a seed argument and log it, every figure in the paper must be reproducible from the seed ||| keep", "why is the frame time spiking? ||| skip", "every allocation in the frame loop goes through the frame allocator? ||| skip", "every allocation in this function goes through the frame allocator ||| skip", "every allocation goes through the frame allocator, it's broken though ||| skip", "the simulations took a seed argument last time ||| skip", "do simulations take a seed argument? ||| skip"]);
    keptInChineseOrNot(["车载软件的每次改动都要过 ASPICE 的评审流程，没评审不能合", "调度系统的遥测数据 5 秒一采，存 TDengine，保留三年"], ["这个 ECU 又刷不进去了", "遥测数据 5 秒一采吗？", "这批日志保留三年了吗？"]);
  });

  it("round 112: a dbt warehouse, gRPC, Clojure, no_std firmware, Bazel, DICOM, Remix — and a held-off act or a thing named by who made it is not a rule", () => {
    keptAsLabelled(["every dbt model needs a unique and not_null test on its primary key, CI fails otherwise ||| keep", "staging models are views, marts are incremental tables partitioned by event_date ||| keep", "proto changes must be backwards compatible, buf breaking runs in CI against main ||| keep", "in the clojure service we use integrant for system state, no global atoms ||| keep", "the firmware is no_std, heap allocation is forbidden outside the init phase ||| keep", "always run bazel with --config=ci locally before pushing, otherwise the remote cache gets polluted ||| keep", "DICOM files are de-identified before they leave the hospital network, the pipeline refuses anything with PatientName set ||| keep", "loaders in remix never call the database directly, they go through app/models ||| keep", "hmm the gRPC deadline exceeded again ||| skip", "can you check why the bazel build is so slow today ||| skip", "that test is flaky, rerun it ||| skip", "does every dbt model need a unique test on its primary key? ||| skip", "this dbt model needs a unique test on its primary key ||| skip", "staging models were views until last sprint ||| skip", "the proto change I just made must be backwards compatible, check it ||| skip", "heap allocation is forbidden outside the init phase? ||| skip", "run bazel with --config=ci now ||| skip", "the pipeline refused this file because PatientName was set ||| skip", "this loader calls the database directly, fix it ||| skip", "the api contract must be backwards compatible, mobile clients update slowly ||| keep", "the endpoint you added must be idempotent ||| skip"]);
    keptInChineseOrNot(["商品价格一律用分存，类型是 bigint，前端展示时再转元", "所有涉及患者信息的接口都要记审计日志，保留十年", "大促期间禁止上线，封网从前一周周五开始"], ["这个接口又超时了，看看怎么回事", "先把这个跑一下", "商品价格是用分存的吗？", "这个接口的审计日志没记上，查一下", "大促那周我请假了"]);
  });

  it("round 113: a Next.js shop, a Go CLI, a DBA, Kotlin Multiplatform, Airflow, a design system — and where the shop is deployed, with a second fact after 'but' (not a fault)", () => {
    keptAsLabelled(["fix the checkout button. also fyi we never put prices in client components, they come from the server so they can't be tampered with ||| keep", "I'm a DBA by background, so explain the app side to me but skip the SQL basics ||| keep", "the CLI must keep working on Go 1.21, a lot of our users are on Debian stable ||| keep", "shared code goes in the commonMain source set, platform code only behind expect/actual ||| keep", "dags are pure orchestration, no pandas inside the dag file, the heavy lifting lives in the tasks package ||| keep", "design tokens are the only source of colours, a hex value in a component is a review blocker ||| keep", "our incident runbooks are in Confluence under SRE > Runbooks, link the right one in every alert ||| keep", "we deploy the shop on Vercel but the image CDN is Cloudflare, don't add next/image remote patterns for anything else ||| keep", "ugh this migration is taking forever ||| skip", "let's try bumping the pool size to 20 and see ||| skip", "nice, that fixed it ||| skip", "what does expect/actual compile to on iOS? ||| skip", "we deploy the shop on Vercel but the build is broken ||| skip", "we deployed the shop on Vercel but the image CDN is Cloudflare ||| skip", "do we put prices in client components? ||| skip", "the CLI must keep working, fix it ||| skip", "move the shared code to commonMain ||| skip", "the dag file has pandas in it again ||| skip", "the runbook for this alert is missing ||| skip"]);
    keptInChineseOrNot(["策划配的数值表都放在 config/tables 下，程序不要改，有问题找策划", "运单号是 12 位数字，前两位是仓库编码，不要当成整数存", "我是做后端的，前端的东西讲细一点"], ["这个包体又超了，看下是哪个资源", "今天先到这吧", "运单号是多少位？", "策划那边的数值表又改了", "我是昨天才接手这个项目的"]);
  });

  it("round 114: long working messages — where a worker runs and what it fits, which stream each kind of output goes to, the way of an app named first", () => {
    keptAsLabelled(["ok so the export job is timing out again. before you dig in: the export worker runs on the small queue box with 2 GB, so anything that loads the whole table into memory will die. stream it ||| keep", "remember that the staging db gets wiped every sunday night, don't store anything there you want to keep ||| keep", "can you rename the flag? we name feature flags team_area_thing, all lowercase, e.g. payments_checkout_newflow ||| keep", "the rust cli prints machine output to stdout and everything human to stderr, keep it that way when you add the progress bar ||| keep", "in the RN app all network calls go through src/api/client.ts, it handles the token refresh ||| keep", "terraform state is in the shared S3 bucket with DynamoDB locking, never run apply from a laptop, only from the pipeline ||| keep", "the spark job reads from the bronze layer and writes silver, gold is owned by the analytics team and we don't touch it ||| keep", "here's the trace: \n Traceback (most recent call last): \n   File \"etl/load.py\", line 88, in load \n KeyError: 'customer_id' ||| skip", "try it with the --release flag ||| skip", "looks good, ship it ||| skip", "I don't get why the spinner never stops ||| skip", "the export worker runs on the small queue box now, I moved it this morning ||| skip", "the new worker runs on the big box ||| skip", "the export worker runs on which box? ||| skip", "the cli prints the error to stdout instead of stderr ||| skip", "logs go to stdout now, can you switch them back to the file ||| skip", "the logs went to stderr during the test run ||| skip", "in the RN app all network calls go through the client? ||| skip", "in the RN app the network calls are broken again ||| skip", "logs go to stderr, progress to stderr too, stdout is only for the json ||| keep"]);
    keptInChineseOrNot(["利息计算一律用 BigDecimal，四舍五入用 HALF_EVEN，别用 double", "记住：课程视频都在七牛云上，不在我们自己的 OSS，链接别写死", "所有金额字段后端返回的都是字符串，前端不要 parseFloat"], ["这个报错我也没见过，你查查", "好了，可以了", "利息是按天算的吗？", "七牛云的链接又挂了"]);
  });

  it("round 115: who the user is and how they work, deadlines and pointers — and when a window the work is held to closes ('game jam ends sunday 6pm')", () => {
    keptAsLabelled(["I'm colorblind, so don't rely on red vs green in anything you show me ||| keep", "I use fish, not bash, so give me fish syntax for shell snippets ||| keep", "keep answers short, I read them on my phone between meetings ||| keep", "we're freezing the release branch on the 14th, nothing but bugfixes after that ||| keep", "the client's API docs are at https://developer.acme-logistics.example/v2, the sandbox key is in 1Password under \"Acme sandbox\" ||| keep", "the reference genome is GRCh38 everywhere, never mix in hg19 coordinates ||| keep", "game jam ends sunday 6pm, so cut anything that isn't playable by saturday night ||| keep", "platform questions go to #platform-help, not to people's DMs ||| keep", "I'm new to Go, explain the idioms when you use them ||| keep", "do you know why the sandbox returns 429? ||| skip", "the release branch is cut, go ahead ||| skip", "that chart is hard for me to read ||| skip", "ok now run the tests ||| skip", "the game jam ended sunday, we placed third ||| skip", "does the jam end sunday or monday? ||| skip", "the sale ends tomorrow, can you update the banner ||| skip", "I'm colorblind too, haha ||| keep"]);
    keptInChineseOrNot(["我是产品经理，不太懂代码，解释的时候少用术语", "项目 12 月 20 日验收，之前所有接口文档都要补齐", "政务云只能用国产数据库，我们用的是达梦，别写 MySQL 专有语法"], ["验收那天我不在", "这个术语什么意思？", "项目验收推迟了吗？"]);
  });

  it("round 116: Chinese-heavy — a mini-program, gRPC, a warehouse's layers, a Unity version held, MQTT topics, a monolith's transactions; a Chinese sentence ends with 。 on a Latin word", () => {
    keptAsLabelled(["in the sveltekit site every page has a +page.server.ts load, never fetch in onMount ||| keep", "LiveView handles all the forms, no JS frameworks on top, hooks only for the map widget ||| keep", "the map widget flickers on zoom ||| skip"]);
    keptInChineseOrNot(["小程序的包不能超过 2M，图片一律走 CDN，不要放本地", "服务之间调用统一走 gRPC，对外才用 HTTP，新服务也一样", "数仓分层是 ODS、DWD、DWS、ADS，报表只能查 ADS 层", "我们的 Unity 版本锁在 2022.3 LTS，别升级，插件兼容不了", "设备上报用 MQTT，topic 格式是 fleet/{设备号}/telemetry，别改", "这个单体应用的事务都在 service 层开，controller 里不许写 @Transactional", "我不太熟 Go，代码里用到的并发写法帮我注释一下", "提交信息用中文写，格式是「模块：改了什么」"], ["这个页面白屏了，你看看", "先别管测试，把功能跑通", "好的谢谢", "这个报表的数是不是不对？", "这个应用的接口都超时了", "这个系统的数据都不对", "小程序的包超过 2M 了吗？", "ADS 层的数今天对不上", "controller 里写了 @Transactional，你看看"]);
  });

  it("round 116's texts: a Chinese sentence on a Latin word ends with 。 in lower case, and the whole of the project named is kept whole", () => {
    expect(keptInChinese(['controller 里不许写 @Transactional'])).toEqual([['feedback', 'controller 里不许写 @Transactional。']]);
    expect(keptInChinese(['这个单体应用的事务都在 service 层开，controller 里不许写 @Transactional'])).toEqual([['feedback', '这个单体应用的事务都在 service 层开，controller 里不许写 @Transactional。']]);
  });

  it("round 117 look-alikes: a ban, an audience, a date format, a move to standalone components and an order that names a place are not kept as questions, states or work at hand", () => {
    keptAsLabelled(["`any` is banned? ||| skip", "is `any` banned by the lint config? ||| skip", "the site was for a German audience before the relaunch ||| skip", "the site is for a German audience now ||| skip", "dates are always wrong in the footer ||| skip", "we're moving to the new office next month ||| skip", "we're moving to standalone components? ||| skip", "no new stuff in SharedModule? ||| skip", "fix it, we only add indexes for queries that show up there ||| skip", "please type it properly ||| skip", "please type it properly, the build is red ||| skip"]);
  });

  it("round 117's texts: a place named before its 'there' is kept with it, a bare 'never' is named by the act, an order to redo it properly is left out", () => {
    const kept = (said: string, agent = 'Done.') => extractStatements(replies([said], agent)).filter(standsAlone).map((st) => st.text);
    expect(kept('check pg_stat_statements first, we only add indexes for queries that show up there')).toEqual(['Check pg_stat_statements first, we only add indexes for queries that show up there.']);
    expect(kept('never, batch jobs are tested on the staging copy, prod runs are only from the scheduler', "I'll run the batch job against prod to verify.")).toEqual(["Don't run the batch job against prod to verify: batch jobs are tested on the staging copy, prod runs are only from the scheduler."]);
    expect(kept('please type it properly, `any` is banned by the lint config and we never disable that rule', "I've gone ahead and added `any` to silence the type error.")).toEqual(['`any` is banned by the lint config and we never disable that rule.']);
  });

  it("round 118: skip-heavy — states of the moment that look like rules are not kept; a question asked after in a clause of its own ('…, what's going on') is none; 'the rule is that …' is one", () => {
    keptAsLabelled(["the migrations are all applied on staging now ||| skip", "everything goes through the gateway except this one endpoint, which is weird ||| skip", "we always get this error after a deploy, can you figure out why ||| skip", "tests must pass before you push, right? ||| skip", "the pods never come up on the first try, what's going on ||| skip", "I always forget how to run the seed script ||| skip", "we use redis for this? I thought it was memcached ||| skip", "our CI runs on GitHub Actions and it's been red since this morning ||| skip", "all the dashboards are empty again ||| skip", "the build only fails on my machine ||| skip", "every request is timing out, is the db down? ||| skip", "you never told me the cache was disabled ||| skip", "we should probably add retries at some point ||| skip", "maybe we should use polars instead, what do you think? ||| skip", "the api returns 500 for every request with a trailing slash ||| skip", "flutter analyze is clean now ||| skip", "so the rule is that nothing merges without review? ||| skip", "the rule is that nothing merges without one approving review ||| keep", "we always get paged when the disk is over 90%, so keep log retention short ||| keep", "migrations are applied by the deploy job, never by hand ||| keep", "the rule is that you wait for me today ||| skip", "the rule is: ask first, at least for now ||| skip", "the rule was that nothing merges without review, but we dropped it ||| skip", "the deploy always fails on the first try, any idea why ||| skip", "migrations never run on the first try, how come ||| skip", "migrations run in the deploy job, any ideas on speeding it up? ||| skip", "tests must pass before you push, otherwise CI blocks the merge ||| keep"]);
    keptInChineseOrNot([], ["现在所有服务都连不上数据库了", "我们一般是怎么部署的来着？", "每次发版都出这个问题，烦死了", "测试环境又被人清空了", "这个规则是谁定的？"]);
  });

  it("round 119: ROS 2, a Chrome extension, Hugo docs, an embedded HAL, a Kotlin backend, a Shopify app, Chinese chip-design and video teams", () => {
    keptAsLabelled(["all ROS nodes are composable and launched from the bringup package, never start a node with ros2 run in the launch files ||| keep", "the extension is Manifest V3, background logic lives in the service worker, no persistent background pages ||| keep", "docs pages need front matter with title, weight and a one-line description, the sidebar breaks without weight ||| keep", "the HAL crate has no unsafe outside src/registers, every unsafe block there needs a SAFETY comment ||| keep", "we use Exposed for SQL, not JPA; transactions are always explicit with newSuspendedTransaction ||| keep", "the Shopify app only uses the GraphQL Admin API, the REST one is deprecated for us ||| keep", "the robot arm is disconnected right now, use the sim ||| skip", "can you check why the hugo build is slow ||| skip", "the new repository uses Exposed like everything else? ||| skip", "MV3 doesn't allow persistent background pages? ||| skip"]);
    keptInChineseOrNot(["验证环境统一用 VCS，不要用 Verilator 跑签核用例", "所有视频转码都走 FFmpeg 集群，业务服务里不要自己调 ffmpeg", "RTL 代码的时钟域交叉必须经过同步器模块，评审会查"], ["转码集群今天排队很严重", "验证环境今天用 Verilator 跑一下就行"]);
  });

  it("round 120: beyond code — a thesis and its sources, a trade the user does not have, house style, pointers to Zendesk, Looker and Linear; in Chinese, what is never done while doing a kind of work", () => {
    keptAsLabelled(["I'm in Lisbon, so anything with a time, give it in Lisbon time ||| keep", "I'm writing a thesis on urban heat islands, sources have to be peer-reviewed and after 2015 ||| keep", "house style: Oxford comma, sentence-case headings, no exclamation marks ||| keep", "support tickets are in Zendesk, the macros we reuse live under the \"Tier 1\" folder ||| keep", "the weekly numbers come from the Looker dashboard \"Growth – Weekly\", never from the raw tables ||| keep", "bugs for the bot go in Linear under the BOT project, with the conversation id in the title ||| keep", "my manager is Priya, she signs off on anything customer-facing ||| keep", "I'm not a lawyer, so flag anything that reads like legal advice instead of writing it ||| keep", "can you summarise this paper for me ||| skip", "the dashboard is down again ||| skip", "Priya liked the draft ||| skip", "thanks, that's perfect ||| skip", "I'm writing a thesis today, can you help ||| skip", "sources have to be better than this ||| skip", "I'm not a lawyer but this looks fine ||| keep", "the rule is: whatever works today ||| skip"]);
    keptInChineseOrNot(["我在做用户访谈的整理，引用原话的时候不要改用户的用词", "周报的数据只从 BI 平台的「周报看板」取，别直接查库", "我们的客服知识库在飞书文档里，目录是「客服/常见问题」"], ["这个访谈我还没整理完", "我在做这个需求，先别提交", "引用原话的时候不要改错了"]);
  });

  it("round 121: security — card numbers, JWT keys, a wallet that never holds keys past one signing call, IAM changes, Chinese payment callbacks; a part that never holds up or keeps up is a fault", () => {
    keptAsLabelled(["never log full card numbers, mask all but the last four ||| keep", "JWTs are signed with RS256 and rotated every 90 days, the public keys are served from /.well-known/jwks.json ||| keep", "the wallet never holds private keys in memory longer than one signing call ||| keep", "every IAM change goes through the infra repo and needs a second approver from security ||| keep", "rotate the key now please, it leaked in the logs ||| skip", "is RS256 better than HS256? ||| skip", "the wallet never holds up under load ||| skip", "does the wallet ever hold private keys in memory? ||| skip", "the signer never stores the key, right? ||| skip", "JWTs were signed with HS256 until last week ||| skip", "the worker never holds up under load ||| skip", "the api never keeps up with traffic ||| skip", "the server never comes back after a restart ||| skip"]);
    keptInChineseOrNot(["我们的支付回调必须验签，验签失败直接丢弃并告警"], ["我们的支付回调验签失败了"]);
  });

  it("round 122: rules in lists and markdown — numbered, bulleted, under a heading — each kept; a to-do list or the steps already tried are not; where a kind of data lands, by its address", () => {
    keptAsLabelled(["a few ground rules for this repo:\n1. every handler takes a context.Context first\n2. errors are wrapped with %w, never swallowed\n3. no global state outside cmd/ ||| keep", "conventions:\n- components are PascalCase, hooks start with use\n- no default exports\n- styles live next to the component in a .styles.ts file ||| keep", "pipeline notes\n## storage\nraw data lands in s3://acme-raw, never modify it in place\ncleaned tables go to the `clean` schema ||| keep", "quick list of what I need today:\n1. fix the login bug\n2. bump the sdk\n3. update the changelog ||| skip", "- tried restarting the pod\n- cleared the cache\n- still failing ||| skip", "Summary of the call: we agreed to ship on friday, Ana owns the rollout ||| keep", "todo for tomorrow: write tests for the parser, then refactor the lexer ||| skip", "steps I took:\n1. ran the migration\n2. restarted the api\n3. checked the logs ||| skip", "the data landed in s3://acme-raw yesterday ||| skip", "where does raw data land? s3://acme-raw? ||| skip", "raw data lands in s3://acme-raw, never modify it in place ||| keep"]);
    keptInChineseOrNot(["几条规矩：\n1. 所有接口都要鉴权\n2. 日志里不许打手机号\n3. 配置都放 Nacos"], ["今天要做的：\n1. 修登录的 bug\n2. 升级 SDK", "- 重启过了\n- 缓存也清了\n- 还是不行"]);
  });

  it("round 123's texts: a Chinese refusal is named by the Chinese act it refuses, and a number set back keeps its space", () => {
    const kept = (said: string, agent: string) => extractStatements(replies([said], agent)).filter(standsAlone).map((st) => st.text);
    expect(kept('别写死，统一放在 .env 里，不同环境地址不一样', '我把接口地址写死在组件里了。')).toEqual(['把接口地址写死在组件里：别写死，统一放在 .env 里，不同环境地址不一样。']);
    expect(kept('不行，必须经过 Service 层，这是我们的分层规范', '我准备在 Controller 里直接调 Mapper。')).toEqual(['在 Controller 里直接调 Mapper：不行，必须经过 Service 层，这是我们的分层规范。']);
    expect(kept('改回 8，集群 slot 不够，上次就是这样把别的任务挤挂了', '我把 Flink 的并行度改成了 32。')).toEqual(['Flink 的并行度改回 8，集群 slot 不够，上次就是这样把别的任务挤挂了。']);
    expect(kept('别吞异常，让它抛到统一的错误处理里', 'Done.')).toEqual(['别吞异常，让它抛到统一的错误处理里。']);
  });

  it("round 124: mobile and games — an iOS floor, localized strings, versioned game saves and what a new field needs, a payment sheet never shown twice for one order, server-authoritative netcode, Chinese app-store and game-ops teams", () => {
    keptAsLabelled(["the iOS app supports iOS 16 and up, anything newer needs an availability check ||| keep", "all user-facing strings go through String(localized:), the translators work from the xcstrings file ||| keep", "game saves are versioned, a new field needs a migration in SaveMigrator or old saves crash on load ||| keep", "the payment sheet must never be shown twice for one order, check the order state first ||| keep", "netcode is server-authoritative, clients only send inputs, never positions ||| keep", "compose previews need fake data from PreviewData.kt, never hit the network in a preview ||| keep", "the simulator is so slow today ||| skip", "can you bump the build number ||| skip", "ok the save migrated fine ||| skip", "the payment sheet was shown twice for one order yesterday ||| skip", "the payment sheet must not be shown twice, fix it ||| skip", "a new field needs a migration? ||| skip", "a new field needs a migration here, add one ||| skip", "game saves are broken after the update ||| skip"]);
    keptInChineseOrNot(["上架前必须过一遍隐私合规检查，SDK 清单要和隐私政策一致", "活动配置都走运营后台，客户端不要写死活动时间"], ["这次活动的数据还没出来", "活动时间今天改一下"]);
  });

  it("round 125: English and Chinese in one message — a PR title's form spelled out, e2e on one browser and why (its 太慢了 what the other costs), OpenAPI docs, dbt prefixes, zap, whom to tell before a deploy", () => {
    keptAsLabelled([]);
    keptInChineseOrNot(["我们的 PR 标题格式是 type(scope): subject，跟 commit message 一样", "CI 上的 e2e 只跑 chromium，别加 firefox，太慢了", "所有 API 都要有 OpenAPI 文档，没文档的不许合", "dbt 的 model 命名用 stg_、int_、fct_ 前缀，别自己发明新的", "the Go services use zap for logging, 不要用 fmt.Println", "deploy 之前在 #release 群里说一声"], ["这个 PR 先别合，等我看完", "CI 又红了，看看怎么回事", "我刚 push 了一版，你拉一下", "ok 这个 bug 修好了", "这个 PR 标题格式不对，改一下", "PR 标题格式是什么来着？", "页面加载太慢了", "别动，太慢了我先看看", "e2e 今天只跑了 chromium"]);
  });

  it("round 126: an infra week — pinned providers, alerts on symptoms, backups tested by a restore drill ('doesn't count' a definition, not a fault), a Postgres version held", () => {
    keptAsLabelled(["every terraform module pins its provider versions, no >= constraints ||| keep", "alerts page only for symptoms users feel, everything else goes to the ticket queue ||| keep", "backups are tested by a monthly restore drill, a backup nobody restored doesn't count ||| keep", "we're on Postgres 14 until the extension vendor certifies 16 ||| keep", "the restore drill failed again this month ||| skip", "can you write an alert for disk usage ||| skip", "the backup doesn't restore ||| skip", "backups are tested? ||| skip", "the vendor hasn't certified 16 yet, right? ||| skip"]);
  });

  it("round 127's look-alikes: a lesson or a kind said of today, a question or a fault of every list endpoint, are not kept", () => {
    keptAsLabelled(["globals make the tests flaky today ||| skip", "the bug cost us a week ||| skip", "is every list endpoint paginated? ||| skip", "every list endpoint is broken ||| skip"]);
  });

  it("round 128: beyond code — a translator's trade, whom a teacher teaches, a grant's template, a podcast's rhythm, a lab's LIMS; in Chinese the system or team every one of a kind goes through", () => {
    keptAsLabelled(["I translate from German to English for medical device manuals, terminology has to match the client's termbase exactly ||| keep", "grant budgets always go in the foundation's own template, never our internal one ||| keep", "episode notes go out on Thursdays at 7am, guests get the link the day before ||| keep", "my students are 14, keep examples concrete and skip jargon ||| keep", "samples are logged in the LIMS before they go in a freezer, no exceptions ||| keep", "can you shorten this paragraph ||| skip", "the termbase export is broken again ||| skip", "I translate it later ||| skip", "my students are tired today ||| skip"]);
    keptInChineseOrNot(["合同审核一律走法务系统，别用邮件来回发", "对外发布的活动文案要过品牌部，标点用全角"], ["这篇稿子先放着", "这份合同走法务系统了吗？", "合同审核都走完了", "这篇文案要过品牌部吗"]);
  });

  it("round 129: how the user wants the work shown — a plan before more than three files, a regex explained when written, no summary for one who reads the diff; not the same said of today or of this one", () => {
    keptAsLabelled(["before you change more than three files, show me the plan first ||| keep", "when you're unsure between two approaches, ask me instead of picking one ||| keep", "don't summarise what you did at the end, I read the diff ||| keep", "when a test fails, paste the failing assertion, not the whole log ||| keep", "I like small commits, one logical change each ||| keep", "explain regexes when you write them, I always forget the syntax ||| keep", "ok go ahead ||| skip", "can you explain this regex ||| skip", "before you change more than three files today, tell me ||| skip", "explain this regex when you write it ||| skip", "no need for summaries today ||| skip", "show me the plan ||| skip"]);
    keptInChineseOrNot(["先给方案再动手，改动超过三个文件必须先让我确认", "回答用中文，代码注释保持英文"], ["先这样吧，明天再说"]);
  });

  it("keeps how an analyst's numbers are counted, drawn and cleaned: weeks, the house palette, a known backfill left out, a quirk of old ids (and not the same said of one chart, or asked)", () => {
    keptAsLabelled(["our fiscal year starts in April, so Q1 is April to June ||| keep", "always use the cleaned orders table, raw_orders has test purchases in it ||| keep", "plots go in the house palette, navy and orange, no seaborn defaults ||| keep", "revenue is reported net of refunds and VAT here ||| keep", "the notebook kernel keeps dying, can you check memory usage ||| skip", "show me the top 10 customers by revenue ||| skip", "weeks start on Monday in every report ||| keep", "can you make the y axis log scale ||| skip", "hmm that spike in March looks off ||| skip", "the March spike is a known backfill, exclude 2024-03-11 to 2024-03-14 from trend charts ||| keep", "customer ids from the old CRM have a leading C, strip it before joining ||| keep", "this chart uses the house palette ||| skip", "can you make the plots use the house palette ||| skip", "weeks start on Monday? ||| skip", "the March spike is a known backfill? ||| skip", "is the March spike a known backfill ||| skip", "this id has a leading C ||| skip", "customer ids from the old CRM have a leading C? ||| skip"]);
    keptInChineseOrNot(["我们的财年从四月开始算", "图表标题用中文，坐标轴单位写清楚", "退款数据要等月底才全，月中的报表别算退款率"], ["这个图再调一下颜色", "这个图表标题用中文", "图表标题用中文吗"]);
  });

  it("keeps how a household lives, for an assistant that plans its week: who eats what, what comes back each week, bin day, bedtimes, bills due, a food budget, a size no recipe passes (and not a plan for one day, a question, or what happened once)", () => {
    keptAsLabelled(["my partner is vegetarian, so dinners need a meat-free option ||| keep", "we do the big grocery shop on Saturdays at Lidl ||| keep", "the kids' bedtime is 8 on school nights, 9 on weekends ||| keep", "our monthly food budget is 600 euros, flag anything that pushes us over ||| keep", "what should I make tonight ||| skip", "add milk to the list ||| skip", "no recipes that take longer than 40 minutes on weekdays ||| keep", "thanks, that plan looks great ||| skip", "ugh the oven broke again ||| skip", "bins go out Tuesday night, recycling every other week ||| keep", "I'd rather not use the slow cooker, it trips the breaker when the kettle is on ||| keep", "is Leo allergic to shellfish? ||| skip", "we're going to the zoo on Saturday ||| skip", "Maya has choir on Wednesday ||| skip", "the kids didn't eat their dinner ||| skip", "I can't eat anything right now ||| skip", "we can't have a meeting on Friday ||| skip", "the bins didn't go out this week ||| skip", "bedtime is late tonight ||| skip", "no results over 100 in the output ||| skip", "no more questions, thanks ||| skip", "I'd rather not use it for this one ||| skip", "I'm tired ||| skip", "I'm a vegetarian ||| keep", "my daughter can't have nuts ||| keep", "no PRs over 400 lines ||| keep", "we meal prep on Sundays ||| keep", "rent is due on the 1st ||| keep"]);
    keptInChineseOrNot(["老人不吃辣，做菜少放辣椒", "孩子周三下午有钢琴课，别排别的事", "每个月十五号交房租，提前两天提醒我", "孩子对花生过敏"], ["今晚吃什么好呢", "孩子今天不吃饭", "老人不吃辣吗", "这个月的房租交了吗"]);
  });

  it("keeps who the user is in body and week, for a coach: the race trained for, a knee that flares, a medicine, when they can train, their usual numbers, the units they count in (and not how a knee feels today, nor a train taken every morning)", () => {
    keptAsLabelled(["I'm training for the Berlin marathon in September, aiming for sub 3:30 ||| keep", "my left knee flares up after anything over 15 km, so keep long runs on soft ground ||| keep", "I can only train before work, 6 to 7am, weekday evenings are for the kids ||| keep", "log my weight in kilos, not pounds ||| keep", "how far did I run last week ||| skip", "what's a good warm-up ||| skip", "I take metformin in the morning, don't suggest fasted workouts ||| keep", "nice, that felt good today ||| skip", "the watch died halfway through ||| skip", "I'm learning Spanish, correct my mistakes but keep it short ||| keep", "my resting heart rate is usually 52, flag it if it goes above 60 for a few days ||| keep", "I'm training today, back at 8 ||| skip", "I'm training for the next hour ||| skip", "my knee hurts today ||| skip", "my knee hurts ||| skip", "I take the train every morning ||| skip", "I take breaks in the morning? ||| skip", "I can only train before work today ||| skip", "I'm only free after 8 tonight ||| skip", "show this one in kg ||| skip", "no sprints today ||| skip", "no sprints the day after a long run? ||| skip", "my heart rate was 150 on that run ||| skip", "I have a bad feeling about this ||| skip", "I have a dodgy shoulder, no overhead presses ||| keep", "I'm on lisinopril every morning ||| keep", "my max heart rate is 188 ||| keep", "always give distances in km, not miles ||| keep"]);
    keptInChineseOrNot(["我膝盖有旧伤，别安排跳跃类动作", "周末的长距离跑放在周日早上", "体重用公斤记，不要用斤", "我有哮喘，别安排太剧烈的间歇"], ["今天练得有点累", "我今天腿有点酸", "这次的会放在周三", "这个用公斤写"]);
  });

  it("keeps how a Rails monolith is worked on: an engine's owner by its path, what adding an index needs, the tool that catches N+1s, 迁移先在 staging 跑 (and not the same of this one index, nor a deferral)", () => {
    keptAsLabelled(["we're on Rails 7.1 and Ruby 3.2, don't use anything from 7.2 ||| keep", "background jobs go through Sidekiq, never use ActiveJob's async adapter in prod ||| keep", "strong_migrations is installed, so adding an index needs algorithm: :concurrently ||| keep", "never run anything destructive in the prod console, open a PR with a rake task instead ||| keep", "can you add a scope for active users ||| skip", "why is this spec flaky ||| skip", "the billing engine under engines/billing is owned by the payments team, ask before touching it ||| keep", "rubocop runs in CI with the house config, fix offences instead of disabling cops ||| keep", "looks good, merge it ||| skip", "ugh, bundler is slow today ||| skip", "fixtures are banned, we use factory_bot everywhere ||| keep", "N+1s are caught by bullet in development, treat its warnings as failures ||| keep", "this file is owned by bob ||| skip", "is engines/billing owned by the payments team? ||| skip", "adding an index needs a migration? ||| skip", "adding this index needs algorithm: :concurrently ||| skip", "this bug is caught by bullet ||| skip", "the N+1 was caught by me, not bullet ||| skip", "renaming a column requires a two-step deploy ||| keep"]);
    keptInChineseOrNot(["管理后台用的是 ActiveAdmin，别再引入新的后台框架", "迁移先在 staging 跑一遍再上线"], ["这个 PR 帮我看看", "代码先提交再说", "迁移先在 staging 跑一下再说"]);
  });

  it("keeps what is canon in the user's book (new story-world.ts): its voice, where and when it is set, what a character always or never does, whom it is for, 书里的年份用公历; the hours the user writes in; a manuscript due to an editor (and not the same asked, nor this one spot)", () => {
    keptAsLabelled(["the novel is in first person past tense, Mara narrates everything ||| keep", "the story is set in Lisbon in 1974, keep period details right, no mobile phones or email ||| keep", "British spelling throughout, my publisher is in London ||| keep", "my editor is Ruth, she wants chapters under 4,000 words ||| keep", "can you tighten this paragraph ||| skip", "what's a better word for \"walked\" ||| skip", "don't write prose for me, only give notes and questions ||| keep", "I love this scene ||| skip", "I'm stuck on chapter 9 ||| skip", "I write from 5 to 8am, that's when I want feedback, not during the day ||| keep", "the manuscript is due to Ruth on March 1 ||| keep", "is the novel in first person? ||| skip", "the story is set in Lisbon? ||| skip", "Mara never uses contractions? ||| skip", "the chapter is done ||| skip", "I write from 5 to 8am today ||| skip", "the report is due to Ruth on March 1 ||| keep", "Tomás is Mara's younger brother ||| keep", "the book is told in the third person ||| keep"]);
    keptInChineseOrNot(["小说里的人名一律用拼音，不要翻译成英文名", "这本书的目标读者是十几岁的孩子，别写太血腥的场面", "书里的年份用公历，不要用民国纪年"], ["这一段帮我改顺一点", "这里用 map，不要用 forEach", "先用公历，不要用民国纪年", "这本书的目标读者是谁？"]);
  });

  it("keeps how a small online shop runs, in Chinese and English: the one courier, how customers are addressed, what no listing may hold, the after-sales line, whom the shop sells to (and not one order, nor the same asked)", () => {
    keptAsLabelled(["our returns window is 30 days from delivery, not from the order date ||| keep", "never promise delivery dates, the courier is unreliable in winter ||| keep", "product photos are on a white background, 1200 by 1200, no watermarks ||| keep", "can you write a listing for the blue mug ||| skip", "we sell mostly to teachers, so keep the tone warm and plain ||| keep", "thanks, that reply is perfect ||| skip", "we sell it to them tomorrow ||| skip", "we sell to you at cost this time ||| skip", "we ship mostly to schools ||| keep"]);
    keptInChineseOrNot(["我们店只发顺丰，偏远地区不包邮", "回复客户一律称\"亲\"，不要用\"您好亲爱的\"", "商品标题不能出现\"最\"字，平台会判违规", "每周一上午盘点库存，那天别安排直播", "售后电话是 400-820-1234，工作日九点到六点", "客服微信是 shop_help_88", "直播间不能出现其他平台的名字，会被限流"], ["这个客户的差评帮我回一下", "今天的订单导出来给我看看", "好的辛苦了", "这单发顺丰", "我们只发顺丰吗", "回复这个客户称\"亲\"就行", "这个标题不能出现\"最\"字吗", "售后电话是多少？"]);
  });

  it("keeps a teacher's class and school (new classroom.ts): the year taught, who in the class needs what, the pen marking goes in, a day that comes back each term, 我教初二数学, 作业不要超过二十分钟 (and not who was absent today, nor this one worksheet)", () => {
    keptAsLabelled(["I teach year 8 science, two mixed-ability classes of 30 ||| keep", "we follow the AQA specification, so stick to its required practicals ||| keep", "three students in 8B have EAL, keep instructions short and add visuals ||| keep", "lessons are 50 minutes, plan a starter, main task and plenary every time ||| keep", "make me a worksheet on photosynthesis ||| skip", "what's a good plenary for forces ||| skip", "never put students' full names in anything you generate, initials only ||| keep", "brilliant, the kids loved it ||| skip", "I'm knackered, long week ||| skip", "marking goes in green pen at our school, students respond in purple ||| keep", "parents' evening is the second Thursday of every term ||| keep", "three students were absent today ||| skip", "three students in 8B have EAL? ||| skip", "I teach tomorrow at 9 ||| skip", "I teach them fractions next week ||| skip", "the trip is the second Thursday of every term? ||| skip", "mark this one in green pen ||| skip", "I teach year 10 history ||| keep", "two pupils have EHCPs, check every worksheet against their plans ||| keep", "sports day is the last Friday of every year ||| keep"]);
    keptInChineseOrNot(["我教初二数学，两个班", "作业不要超过二十分钟的量，学校有规定", "学生名字一律用化名，别用真名", "我教高一物理"], ["这节课的教案帮我写一下", "我明天教初二数学", "这份作业不要超过二十分钟"]);
  });

  it("keeps how Go services are written: what every exported function takes first, how errors are wrapped, where interfaces are declared, what table tests go through (and not the same of this one function, nor asked)", () => {
    keptAsLabelled(["every exported function takes a context.Context as its first argument ||| keep", "wrap errors with fmt.Errorf and %w, we grep logs by the wrapped chain ||| keep", "we don't use panics for control flow, a panic in a handler takes down the pod ||| keep", "config comes from env vars only, no config files baked into the image ||| keep", "why is this goroutine leaking ||| skip", "add a health check endpoint ||| skip", "the platform team owns the Helm charts under deploy/, open a PR there, don't patch manifests by hand ||| keep", "ok ship it ||| skip", "the cluster is slow again today ||| skip", "interfaces are defined where they're used, not next to the implementation ||| keep", "table tests use t.Run with a name field, one case per row ||| keep", "does every exported function take a context? ||| skip", "this function takes a context as its first argument ||| skip", "wrap this error with fmt.Errorf ||| skip", "interfaces are defined where? ||| skip", "the tests use t.Run? ||| skip", "globals made the tests race ||| skip", "every handler receives the request id as its last argument ||| keep", "always log errors with the request id ||| keep", "integration tests use testcontainers, never a shared database ||| keep"]);
    keptInChineseOrNot(["服务之间只走 gRPC，不要新加 REST 接口", "镜像一律用 distroless，别用 alpine"], ["这个 goroutine 的问题帮我看下"]);
  });

  it("keeps how the user's money is arranged (new money.ts): how they earn and file, the reserve they keep, what they only invest in, which account is for what, when pay lands, their accountant by name, how figures are rounded, 理财只买定期 (and not a late salary, an empty account, nor this one figure)", () => {
    keptAsLabelled(["I'm self-employed in Germany, so I file quarterly VAT returns ||| keep", "my accountant is Petra Vogel, anything about deductions goes past her first ||| keep", "we keep an emergency fund of six months of expenses, don't suggest dipping into it ||| keep", "I only invest in broad index funds, no individual stocks or crypto ||| keep", "how much did I spend on groceries in October ||| skip", "categorise these transactions ||| skip", "my salary lands on the 25th, rent goes out on the 1st ||| keep", "cool thanks ||| skip", "ugh taxes ||| skip", "round everything to whole euros in the summaries ||| keep", "the joint account is only for household bills, my hobby stuff comes from my own account ||| keep", "am I self-employed for tax purposes? ||| skip", "my boss is annoying ||| skip", "my accountant is on holiday ||| skip", "we keep forgetting the receipts ||| skip", "I only invest when the market dips? ||| skip", "I only bought it today ||| skip", "the joint account is empty ||| skip", "my salary is late this month ||| skip", "round this one to whole euros ||| skip", "my financial adviser is Tom Baker ||| keep", "my pension lands on the 1st ||| keep"]);
    keptInChineseOrNot(["我的工资每月十号发", "理财只买银行的定期和国债，别推荐基金", "记账的时候餐饮和外卖分开记", "理财只存定期"], ["帮我算一下这个月花了多少", "我的工资今天到账了吗", "这笔记账的时候分开记"]);
  });

  it("keeps how the user travels (new personal-tastes.ts): a kind they can't stand, what they fear, a status they hold, their seats, a passport running out, how they always book, a budget a night, 我晕船, 只住带早餐的酒店 (and not a hotel at hand, a late flight, nor 'I love cooking!')", () => {
    keptAsLabelled(["I hate red-eye flights, nothing departing after 10pm ||| keep", "we always book places with a kitchen, the kids are picky eaters ||| keep", "my passport expires in March 2027, flag any trip that needs six months' validity ||| keep", "I have Star Alliance gold, prefer Lufthansa and Swiss when prices are close ||| keep", "find me a hotel in Porto for next weekend ||| skip", "what's the weather like in Lisbon in May ||| skip", "window seats for me, aisle for my partner ||| keep", "sounds lovely ||| skip", "jet lag is killing me ||| skip", "budget is around 150 euros a night, a bit more in big cities ||| keep", "I'm afraid of flying over water for long, keep flights under 4 hours when you can ||| keep", "I hate this hotel ||| skip", "I love cooking! ||| skip", "I love painting landscapes ||| skip", "I hate it when the flight is late ||| skip", "I love that plan ||| skip", "I'm afraid of breaking the booking ||| skip", "I'm afraid so ||| skip", "do I have Star Alliance gold? ||| skip", "window seat or aisle? ||| skip", "my passport is in the drawer ||| skip", "we always seem to miss the train ||| skip", "we never booked that one ||| skip", "I hate layovers, book direct when it's under 200 more ||| keep", "I can't stand hostels ||| keep", "I get seasick, no ferries ||| keep", "my daughter's passport expires in June ||| keep", "we only fly economy on short hops ||| keep"]);
    keptInChineseOrNot(["我们家出门只住带早餐的酒店", "我晕船，行程里别安排坐船", "孩子的护照明年五月到期", "我恐高，别订高层"], ["这次行程帮我排一下", "我今天有点晕车", "这次只住两晚", "护照什么时候到期？"]);
  });

  it("keeps how an ML pipeline is run: a frozen eval set no one touches, the precision trained in, the bar a model clears to be promoted, 训练脚本改了要同步更新 README (and not a frozen screen, nor the same asked)", () => {
    keptAsLabelled(["every run logs to Weights & Biases under the team entity, never a personal project ||| keep", "seeds are fixed at 1234 for anything we report, random seeds only for sweeps ||| keep", "the eval set is frozen, nobody touches data/eval_v3 ||| keep", "we train in bf16 on the A100s, fp16 overflowed in the attention softmax ||| keep", "why is the loss spiking at step 4000 ||| skip", "plot the learning curves for the last three runs ||| skip", "checkpoints are saved every 1000 steps and we keep the last five ||| keep", "great, the run finished ||| skip", "the cluster queue is awful this week ||| skip", "a model doesn't get promoted unless it beats the baseline on all three benchmarks ||| keep", "tokenizer changes need a new dataset version, never overwrite the old one ||| keep", "the eval set is frozen until Friday ||| keep", "is data/eval_v3 frozen? ||| skip", "the screen is frozen ||| skip", "nobody touches it ||| skip", "we train in bf16? ||| skip", "a model doesn't get promoted ||| skip", "the golden files are frozen, regenerate them only with make golden ||| keep", "we serve in int8 on the edge boxes ||| keep", "no PR gets merged unless CI is green ||| keep"]);
    keptInChineseOrNot(["训练脚本改了要同步更新 README 里的命令", "实验记录统一写在飞书的实验表里", "文档一改就要同步更新目录"], ["这个 loss 曲线帮我看看", "这个脚本改了吗"]);
  });

  it("keeps a product team's ways, mostly in Chinese: the release rhythm, where specs live, who signs tracking off before it ships (埋点方案要数据组确认过才能上线), the OS floors, a staged rollout, Riverpod, release notes for users (and not the same asked, nor one screen)", () => {
    keptAsLabelled(["our Flutter app uses Riverpod, no setState outside leaf widgets ||| keep", "release notes are written for users, not engineers, no ticket numbers ||| keep", "crash-free rate has to stay above 99.5% or the release gets pulled ||| keep", "can you check why the build failed ||| skip"]);
    keptInChineseOrNot(["我们 App 每两周发一次版，周四提审", "需求文档都放在飞书的产品空间里，别发本地文件", "埋点方案要数据组确认过才能上线", "安卓最低支持到 8.0，iOS 最低 14", "灰度先放 5%，没问题再全量", "合同要法务审核过才能签"], ["这个需求下周能做完吗", "帮我把这个页面的文案改一下", "辛苦啦", "今天线上崩了好几次", "这个要老板确认一下", "埋点方案确认了吗", "我们这周发版吗", "首页能加弹窗吗"]);
  });

  it("keeps a home's pets and garden: a dog's diet, a cat's pill times, what a pet fears, the vet by name, which way the garden faces, no slug pellets, 我家猫不能吃洋葱, 狗狗每年三月打疫苗, 阳台朝西 (and not what the dog did today, nor asked)", () => {
    keptAsLabelled(["our dog Biscuit is on a grain-free diet, no treats with wheat ||| keep", "the cat gets her thyroid pill at 8am and 8pm, remind me if I haven't logged it ||| keep", "Biscuit is scared of fireworks, plan walks early on New Year's Eve ||| keep", "our vet is Dr Okafor at Riverside, book her not the locum ||| keep", "what should I plant this weekend ||| skip", "is it too cold for tomatoes ||| skip", "the garden is north-facing with clay soil ||| keep", "aww she's so cute today ||| skip", "the hedge looks awful ||| skip", "we don't use slug pellets, the hedgehogs come through ||| keep", "the dog is on the sofa again ||| skip", "our dog ate my sandwich ||| skip", "the cat got her pill this morning? ||| skip", "Biscuit is scared of the hoover today ||| skip", "is the garden north-facing? ||| skip", "water the tomatoes after 6pm today ||| skip", "run it after 6pm or before 9am tomorrow ||| skip", "our cat Miso is allergic to chicken ||| keep", "the dog gets his joint tablets with breakfast ||| keep", "our flat faces south ||| keep"]);
    keptInChineseOrNot(["我家猫不能吃含洋葱的东西", "狗狗每年三月打疫苗，提前一周提醒我", "阳台朝西，下午晒得厉害，别推荐喜阴的植物", "猫咪每年十月驱虫"], ["今天遛狗遛了一个小时", "狗狗今天打疫苗了吗", "阳台朝西吗"]);
  });

  it("keeps a law firm's and an HR team's ways: whom the firm acts for in a matter, what no prompt holds, the precedent bank, UK English and the citation style, limitation dates in the diary, 入职材料用公司的模板, 试用期统一六个月 (and not the same asked, nor one document)", () => {
    keptAsLabelled(["we act for the landlord in the Harcourt matter, never draft anything that concedes the deposit ||| keep", "client names never go into prompts, use the matter number instead ||| keep", "contracts follow the firm's precedent bank, don't start from a blank page ||| keep", "UK English and the firm's citation style, OSCOLA ||| keep", "summarise this lease for me ||| skip", "what's the notice period under this clause ||| skip", "limitation dates go in the firm's diary system, not just in notes ||| keep", "thanks, that's helpful ||| skip", "this judge is impossible ||| skip", "do we act for the landlord? ||| skip", "this contract follows the precedent? ||| skip", "UK English? ||| skip", "we never guaranteed that ||| skip", "letters follow the firm's house style guide ||| keep", "we never promise refunds over email ||| keep"]);
    keptInChineseOrNot(["员工的身份证号和工资一律不要出现在聊天里", "入职材料用公司的模板，别自己排版", "试用期统一六个月，合同里别写三个月", "年假统一十五天"], ["这个候选人的简历帮我看看", "这份材料用公司的模板了吗", "这个统一三天"]);
  });

  it("keeps a support team's ways: reply times by kind of customer, where anything about a breach goes, what is never shared, how replies are signed, refunds automatic within a bound, the language a kind of customer is answered in, 工单里不要贴手机号 (and not one ticket, nor the same asked)", () => {
    keptAsLabelled(["enterprise customers get a reply within one business hour, everyone else within a day ||| keep", "anything mentioning a data breach goes straight to security@, don't reply to the customer yourself ||| keep", "we never share another customer's name, even as an example ||| keep", "sign off as \"The Fernly team\", never with a person's name ||| keep", "can you answer this ticket ||| skip", "what's the refund status for order 4471 ||| skip", "macros live in Zendesk under Support > Macros, reuse them before writing from scratch ||| keep", "thanks, perfect ||| skip", "this customer is exhausting ||| skip", "refunds within 14 days are automatic, after that they go to billing ||| keep", "German customers get replies in German, everyone else in English ||| keep", "do enterprise customers get a reply within an hour? ||| skip", "this customer got a reply within a day ||| skip", "anything else? ||| skip", "sign off now, it's late ||| skip", "refunds are slow today ||| skip", "German customers are annoyed ||| skip", "we never shared that ||| skip", "tickets tagged urgent get a first reply within 30 minutes ||| keep", "refunds over 500 euros need the finance lead's approval ||| keep", "French customers get invoices in French ||| keep"]);
    keptInChineseOrNot(["工单里不要贴客户的手机号，只写后四位", "VIP 客户的工单优先处理，两小时内必须回复"], ["这个工单先放一放", "这个工单优先处理"]);
  });

  it("keeps how Terraform and a database are run: the tags every resource carries, where heavy migrations run, 慢查询超过 500 毫秒的都要进周报 (and not this bucket, nor a slow query now)", () => {
    keptAsLabelled(["state lives in the S3 backend with DynamoDB locking, never run terraform with local state ||| keep", "every resource gets the cost-center and owner tags, the finance report reads them ||| keep", "modules are pinned to a git tag, never to a branch ||| keep", "prod applies only happen from the pipeline, nobody applies from a laptop ||| keep", "why is the plan showing a replace ||| skip", "add an S3 bucket for the exports ||| skip", "ok apply it ||| skip", "the plan took forever again ||| skip", "does every resource get the owner tag? ||| skip", "this bucket gets the owner tag ||| skip", "big migrations are scary ||| skip", "the migration ran on the replica ||| skip", "every bucket carries the data-classification label ||| keep", "long backfills run on the reporting replica ||| keep"]);
    keptInChineseOrNot(["我们的 Postgres 是 15，别用 16 才有的语法", "慢查询超过 500 毫秒的都要进周报", "线上库的表结构变更必须走 DBA 审批", "接口响应超过一秒的都要加监控"], ["这个索引加上试试", "慢查询超过 500 毫秒了", "这个慢查询要进周报吗"]);
  });

  it("leaves a household's weekly way said with \"now\" to the updates, which retire the old way (\"we get 6 fields on Saturdays now\")", () => {
    keptAsLabelled(["we get 6 fields on Saturdays now, the city opened the new complex ||| skip", "we do the big shop on Sundays now ||| skip", "we do the big shop on Sundays ||| keep"]);
  });

  it("reads a podcast's and a thesis's ways: a kind made to a measure with why it lasts, how every piece of a kind of writing opens, who does which part by name, and in Chinese a standard to follow, a length per episode and the one licensed track", () => {
    keptAsLabelled(["episodes are mixed to -16 LUFS, Apple rejects anything louder ||| keep", "show notes always open with the guest's name and title, then three bullet takeaways ||| keep", "we never cut the guest's sponsor mention, it's in their contract ||| keep", "I record on a Shure SM7B into a Focusrite, so don't suggest USB mic fixes ||| keep", "my co-host is Priya, she does the intros and I do the interviews ||| keep", "transcribe this episode ||| skip", "the audio on minute 12 is clipping, can you help ||| skip", "can you shorten the intro ||| skip", "citations are in Chicago author-date, not APA ||| keep", "my supervisor wants every chapter under 12,000 words ||| keep", "I'm writing my thesis on urban heat islands in Lagos ||| keep", "don't paraphrase the interview quotes, keep them verbatim with the participant code ||| keep", "fix the bibliography ||| skip", "that paragraph reads awkwardly ||| skip", "thanks, much better ||| skip", "newsletters always end with the unsubscribe line and my signature ||| keep", "every lesson starts with a five-minute recap of the last one ||| keep", "thumbnails are exported at 1280x720, YouTube rejects anything smaller ||| keep", "my co-author is Tomás, he writes the methods section and I do the discussion ||| keep", "the tests are broken on main, CI rejects anything red ||| skip", "the email starts with a typo, fix it ||| skip", "this chapter opens with a quote, can you cut it ||| skip", "Priya does the intros and I do the interviews today ||| skip", "for this show keep it short ||| skip", "my co-host is Priya, she is out sick today ||| skip", "episodes are uploaded to the drive, can you check them ||| skip"]);
    keptInChineseOrNot(["节目的片头音乐只能用我们自己买了授权的那首", "每期节目时长控制在四十五分钟以内", "参考文献按国标 GB/T 7714 的格式", "毕业论文按学校的格式排版", "每集视频控制在十分钟以内", "封面图只能用我们自己拍的那张"], ["帮我把这段翻译成英文", "这一段再改改", "按之前的格式来", "按你的格式写一份", "这期节目只能用那首"]);
  });

  it("reads a translator's and a small restaurant's ways (own-business.ts): the days it is shut, how the user charges, what one client wants apart from the rest, which source wins, what every one of a kind carries by law, and in Chinese the rest day, prices with tax and the supplier always bought from (not Monday's inspection, nor today's rest)", () => {
    keptAsLabelled(["I translate German to English, legal and medical mostly ||| keep", "the client's glossary wins over my own terms, even when I think theirs is wrong ||| keep", "never machine-translate patient leaflets, they go through me line by line ||| keep", "I charge per source word, 0.14 EUR, minimum fee 40 EUR ||| keep", "Acme Pharma wants British spelling, everyone else gets US ||| keep", "translate this paragraph ||| skip", "is \"Gewährleistung\" warranty or guarantee here ||| skip", "done, sent it off ||| skip", "every dish on the menu lists the 14 allergens, it's the law here ||| keep", "we close on Mondays ||| keep", "the fish comes from Hallam's on Tuesdays and Fridays, order by 2pm the day before ||| keep", "prices on the menu include VAT, never show them without ||| keep", "write a special for tonight ||| skip", "the fridge is making a noise again ||| skip", "we're closed Sundays and bank holidays ||| keep", "my hourly rate is 65 GBP, rush jobs are double ||| keep", "Northwind wants Oxford commas, every other client gets none ||| keep", "the style guide takes precedence over the dictionary ||| keep", "every bottle we sell carries the deposit logo, it's the law in Germany ||| keep", "we close on Monday for the inspection ||| skip", "the fridge wins over the freezer for space, move the butter ||| skip", "this one takes precedence over the other ticket ||| skip", "for Monday keep it short, I'm presenting ||| skip", "Northwind wants the invoice by Friday ||| skip"]);
    keptInChineseOrNot(["我们店周一休息", "菜单上的价格都含税", "海鲜都是从老陈那里进的，每周二周五到货", "我们工作室每周日和周一休息", "报价都不含税", "面粉一直是从镇上那家磨坊进的"], ["帮我写一条朋友圈", "今天客人好多，累死了", "今天店里休息", "这批面粉是从超市买的", "你今天好好休息"]);
  });

  it("reads a wet lab's and a job seeker's ways: where the lab notebook and plasmids are kept, the floor of replicates and why reviewers hold it, who signs what off by name, the roles sought and the fields ruled out, how the CV and letters read (job-search.ts), and in Chinese the freezer samples live in and the weekly group meeting (not a plasmid map wrong today, nor a meeting moved)", () => {
    keptAsLabelled(["samples are stored at -80 in freezer B, shelf 3, never in the door racks ||| keep", "our lab notebook is on Benchling, every protocol change gets a new version there ||| keep", "we use n=3 biological replicates minimum, reviewers bounce anything less ||| keep", "my PI is Dr Mensah, she signs off on every order over 500 dollars ||| keep", "plot the qPCR results ||| skip", "why did this gel smear ||| skip", "the centrifuge is booked till 3 ||| skip", "I'm applying for senior data analyst roles in Manchester or remote ||| keep", "keep my CV to two pages, recruiters skim ||| keep", "I don't want anything in gambling or tobacco ||| keep", "cover letters should mention the Parkinson's dashboard project, it's my strongest piece ||| keep", "rewrite this bullet ||| skip", "I got the interview! ||| skip", "our plasmids are on Benchling, with the maps ||| keep", "we collect at least five samples per patient, the ethics board rejects smaller sets ||| keep", "we run three technical replicates minimum ||| keep", "my supervisor is Prof Lindqvist, she reviews every abstract before it goes out ||| keep", "I'm looking for junior UX research roles in Berlin ||| keep", "no roles in crypto or adtech ||| keep", "my résumé should lead with the hospital scheduling project ||| keep", "keep my cover letters under 300 words ||| keep", "I'm applying the patch now ||| skip", "I don't want anything in the config file ||| skip", "we use three of them, can you check ||| skip", "keep my CV open in the other tab ||| skip", "our plasmid map is wrong on Benchling ||| skip"]);
    keptInChineseOrNot(["样本一律放负八十度冰箱，不能反复冻融", "组会每周三下午，汇报轮流来", "我在找上海的产品经理岗位，不考虑外包", "试剂都放在四度冰箱，开封后写上日期"], ["简历帮我改一下", "这个抗体好像不太行", "组会改到周四了", "这个样本好像污染了"]);
  });

  it("reads a wedding planner's and an iOS team's ways: the event's date and place, its whole budget, the supplier by name (an-event.ts), what a named guest's family can eat or needs, the annotation every one of a kind carries, and in Chinese the day, the budget and a guest's allergy (not the budget of a quarter, a caterer late, nor this view model)", () => {
    keptAsLabelled(["the wedding is on 14 June 2027 at Hollins Barn, ceremony at 2pm ||| keep", "Sam's mum is vegan and his grandad is in a wheelchair, seat them near the ramp ||| keep", "the budget is 18k all in, flag anything that pushes it over ||| keep", "the florist is Petals & Co, Jess there is our contact ||| keep", "no plus-ones except for the wedding party ||| keep", "draft the thank-you message ||| skip", "the caterer hasn't replied yet ||| skip", "we target iOS 16, so no Observation framework ||| keep", "every view model is @MainActor, we had too many threading crashes ||| keep", "strings go through String Catalogs, never hardcode user-facing text ||| keep", "TestFlight builds go out on Thursdays, Marta handles the App Store review notes ||| keep", "fix the layout on iPad ||| skip", "why does the preview crash ||| skip", "the conference is on March 3rd 2027 in Lisbon ||| keep", "our total budget is $40,000 including the venue ||| keep", "the caterer is Green Fork, ask for Tomasz ||| keep", "Ana's grandma is coeliac ||| keep", "Leo's best man is deaf, book a BSL interpreter for the speeches ||| keep", "all public entities are annotated with @Entity and @Audited ||| keep", "every handler must be @Transactional, we lost writes twice ||| keep", "the wedding is on Friday, can you check the weather ||| skip", "the budget is tight this month ||| skip", "the caterer is late again ||| skip", "this view model is @MainActor, why does it still crash ||| skip", "the florist is closed today ||| skip"]);
    keptInChineseOrNot(["婚礼在明年六月十四号，仪式下午两点开始", "新娘对花粉过敏，桌花只用假花", "预算一共十八万，超了要先跟我说", "年会定在明年一月十八号", "预算控制在五万以内，超了先问我", "有位客人对坚果过敏，甜品换掉"], ["帮我列一下宾客名单", "场地那边还没回消息", "婚礼那天下雨怎么办", "预算是不是超了"]);
  });

  it("reads a data team's and a personal trainer's ways: how each layer of models is built ('everything in staging/ is a view'), who owns the DAGs and dashboards by name, who the user's clients mostly are and what one of them, by name, can't do (my-clients.ts), and in Chinese every DAG scheduled in UTC and a client's replaced hip (not clients late, nor a setting on for now)", () => {
    keptAsLabelled(["all DAGs run in UTC and the schedule is cron, never timedelta ||| keep", "dbt models in marts/ are tables, everything in staging/ is a view ||| keep", "the warehouse bills per second, so suspend warehouses after 60 seconds idle ||| keep", "don't backfill more than 30 days in one run, the source API rate-limits us to 100 calls a minute ||| keep", "Kofi owns the ingestion DAGs, Mei owns the marts ||| keep", "rerun the failed task ||| skip", "why is the orders model so slow today ||| skip", "my clients are mostly over 50, keep programmes low-impact ||| keep", "Dave has a replaced left hip, no deep squats for him ||| keep", "sessions are 45 minutes and I charge 60 per session ||| keep", "I use RPE, not percentages, for everyone but my powerlifters ||| keep", "write Dave's plan for next week ||| skip", "she cancelled again ||| skip", "tables under models/finance are incremental, everything under models/scratch is ephemeral ||| keep", "Priya owns the finance dashboards ||| keep", "my students are nearly all adult beginners ||| keep", "Maria had a knee reconstruction last spring, keep lunges shallow ||| keep", "Tom has a fused lower back, nothing overhead ||| keep", "my clients are late again ||| skip", "Dave has a meeting at 3 ||| skip", "Kofi owns the ticket for the DAG fix ||| skip", "catchup stays on for now ||| skip"]);
    keptInChineseOrNot(["所有 DAG 都按 UTC 调度", "staging 层的模型一律建成视图", "我的学员大多是五十岁以上，动作要低冲击", "老张换过左髋关节，不能做深蹲", "所有接口都按 RESTful 风格命名", "我的客户大部分是新手妈妈", "老王做过膝关节手术，不能跳"], ["帮我排一下下周的课", "今天又有人爽约", "我的学员今天都没来", "所有人都按时到了"]);
  });

  it("reads a landlord's and a Godot studio's ways: the homes the user lets, the upkeep a part of the home gets each year, what the team does first and why the share of its players holds it, and in Chinese rent due by the day of the month and the water heater serviced each October (not a boiler broken again, nor a build fixed first)", () => {
    keptAsLabelled(["I let three flats in Leeds, all on assured shorthold tenancies ||| keep", "rent is due on the 1st, anything after the 5th gets a polite reminder, never a late fee ||| keep", "the boiler at flat 2 is serviced every October by Dales Heating ||| keep", "tenants report repairs through the Fixflo link, not by text ||| keep", "draft a reply to the tenant at flat 3 ||| skip", "the washing machine at flat 1 broke again ||| skip", "we're on Godot 4.3, no C#, everything is GDScript ||| keep", "nodes talk through signals, a child never calls get_parent() ||| keep", "every scene has its own folder with its script and assets ||| keep", "we export for Steam Deck first, it's 60% of our players ||| keep", "add a dash to the player ||| skip", "why is the tilemap flickering ||| skip", "we rent out two holiday cottages in Cornwall ||| keep", "the smoke alarms in both flats are tested every six months ||| keep", "our chimney gets swept once a year ||| keep", "we localise into Japanese first, it's 30% of our sales ||| keep", "we review the Android build first, the Android users are most of our revenue ||| keep", "I let the tenant keep the cat this time ||| skip", "the boiler at flat 2 is broken again ||| skip", "we fixed the Steam Deck build first, it's 60% of our players ||| skip", "we need to ship the Deck build first, it's 60% of our players ||| skip"]);
    keptInChineseOrNot(["房租每月一号交，五号以后才提醒，不收滞纳金", "二号房的热水器每年十月保养", "租客报修都走小程序，不接受微信私聊", "房贷每月十五号扣", "空调每年五月清洗一次"], ["帮我给三号房的租客回个消息", "这个 bug 今天必须修好", "热水器今天坏了", "房租这个月晚交了"]);
  });

  it("reads a security team's and a student's ways: what every one of a kind is given before it goes out, the exam the user sits and when, how they study best, and in Chinese the exam prepared for, the weak subject and being left to work a problem first (not every time a scan fails, nor this one problem)", () => {
    keptAsLabelled(["every finding gets a CVSS score and an owner before it goes in the report ||| keep", "we rotate the deploy keys every 90 days, the calendar reminder is in the security channel ||| keep", "never paste customer data into a ticket, link the record instead ||| keep", "the pentest scope is only the public API, the admin panel is out of scope ||| keep", "scan the new container image ||| skip", "is this CVE exploitable here ||| skip", "I'm sitting the CFA level 2 in August ||| keep", "I study best in 50-minute blocks with 10-minute breaks ||| keep", "quiz me on fixed income ||| skip", "I bombed the mock today ||| skip", "every incident gets a severity and a commander within 15 minutes ||| keep", "each new service is assigned an owner before it goes live ||| keep", "I'm taking the IELTS on 14 March ||| keep", "I work best first thing in the morning, before 10 ||| keep", "every time I run it the scan fails ||| skip", "each one gets a bit slower ||| skip", "I'm taking the dog out in a minute ||| skip", "I'm doing the exam tomorrow, wish me luck ||| skip"]);
    keptInChineseOrNot(["我在准备考研，目标是浙大的计算机", "英语是我的弱项，每天至少背五十个单词", "数学题先让我自己做，别直接给答案", "我正在备考雅思，目标七分", "口语是我的短板", "物理题先让我自己算，不要直接给步骤"], ["给我出十道题", "今天状态不好", "这道题先让我自己做", "我今天准备早点睡"]);
  });

  it("reads a food bank's and a Rust team's ways: what people under an age need first, when a weekly shift runs, what those past a sum get, what type every one of a kind is made as ('errors are thiserror enums per crate'), the stack then a rule and what to use instead, and in Chinese what new people sign before they start and the Sunday shift (not a shift that was chaos, nor 'we're on a deadline')", () => {
    keptAsLabelled(["volunteers under 18 need a parent's consent form on file before their first shift ||| keep", "we never publish a client's name or photo, not even with consent ||| keep", "the Saturday shift runs 9 to 1 and needs at least six people ||| keep", "donors over 500 pounds get a handwritten thank-you from Helen ||| keep", "make a rota for next month ||| skip", "nobody showed up today ||| skip", "errors are thiserror enums per crate, anyhow only in the binaries ||| keep", "we're on tokio, never block inside an async fn, use spawn_blocking ||| keep", "clippy pedantic is on in CI and warnings fail the build ||| keep", "why does this lifetime not compile ||| skip", "bump serde ||| skip", "ids are ULID strings, never autoincrement ||| keep", "players under 16 can't play in the adult league ||| keep", "the weekday morning shift runs 7:30 to 11 ||| keep", "refunds over $200 go through Priya ||| keep", "we're on Postgres 16, never use SERIAL, use identity columns ||| keep", "the Saturday shift was chaos today ||| skip", "donors over there are waiting ||| skip", "we're on a deadline, never mind the tests, use whatever works ||| skip"]);
    keptInChineseOrNot(["未成年志愿者第一次排班前要交家长同意书", "受助人的名字和照片一律不对外发布", "周六的班是九点到一点，至少要六个人", "新员工入职前要签保密协议", "周日的早班是八点到十二点"], ["帮我排一下下个月的班", "今天来的人太少了", "你第一次来之前要交表", "周六的班我来不了"]);
  });

  it("reads a social media manager's and a Django team's ways: what the team never replies to or posts, who signs off anything mentioning a kind by name, what is done to a kind at a rhythm without a doer, and in Chinese the weekdays and hour posts go out and the voice the account keeps (not a question, a post deleted once, nor tonight's post)", () => {
    keptAsLabelled(["posts go out at 8am or 6pm UK time, never midday ||| keep", "we never reply to trolls, we hide and report ||| keep", "the brand voice is warm but dry, no exclamation marks, no emoji in LinkedIn posts ||| keep", "anything mentioning a competitor gets signed off by Ruth first ||| keep", "write three captions for the launch ||| skip", "engagement was terrible this week ||| skip", "every model gets created_at and updated_at from the TimestampedModel base ||| keep", "settings are split into base, dev and prod modules, never import prod settings locally ||| keep", "migrations are squashed once a quarter by whoever is on release duty ||| keep", "why is this queryset so slow ||| skip", "add a field for the phone number ||| skip", "we never respond to reviews on Trustpilot, support handles them ||| keep", "we don't post anything about politics, ever ||| keep", "every post about pricing has to be approved by Omar ||| keep", "backups are tested once a month by the on-call engineer ||| keep", "we never reply to them, do we? ||| skip", "anything mentioning the outage got deleted ||| skip", "the logs are rotated once a day now ||| skip"]);
    keptInChineseOrNot(["公众号推文每周二、周四晚上八点发", "品牌语气要亲切但不油腻，不用网络流行语", "涉及竞品的内容要先给Ruth看", "视频每周五晚上七点更新", "账号的语气统一用第一人称复数"], ["帮我想几个标题", "这条阅读量太低了", "这条推文今天晚上八点发", "语气是不是太冲了"]);
  });

  it("reads a piano teacher's and an Android team's ways: the board the user teaches to, a pupil by name and the exam they prepare for, what a late cancellation costs, the stack then 'no new …' ('we're on Compose, no new XML layouts'), and in Chinese a lesson's length, a no-show charged and a pupil's grade exam (not 'I teach tomorrow', nor 'we're on call')", () => {
    keptAsLabelled(["lessons are 30 minutes for under-10s and 45 for everyone else ||| keep", "I teach ABRSM, not Trinity, so graded pieces come from the ABRSM syllabus ||| keep", "Mia is preparing for Grade 5 in June and struggles with sight-reading ||| keep", "cancellations with less than 24 hours' notice are charged in full ||| keep", "write a practice plan for this week ||| skip", "Mia forgot her book again ||| skip", "we're Compose-only, no new XML layouts ||| keep", "feature modules never depend on each other, only on core ||| keep", "release builds are minified with R8 and the mapping file goes to Crashlytics ||| keep", "why is recomposition happening twice ||| skip", "rename the view model ||| skip", "I tutor AQA, not Edexcel ||| keep", "Leo is preparing for his Grade 3 violin exam in March ||| keep", "no-shows are charged in full ||| keep", "we're Swift-only, no new Objective-C ||| keep", "we're on Vue 3, no new Options API components ||| keep", "I teach tomorrow at 9 ||| skip", "Leo is preparing for bed ||| skip", "cancellations are up this month ||| skip", "we're on call, no new deploys tonight ||| skip"]);
    keptInChineseOrNot(["三十分钟的课给十岁以下的孩子，其他人四十五分钟", "提前不到二十四小时取消的课照常收费", "米娅六月考五级，视奏比较弱", "四十五分钟的课只给高年级", "爽约的课照常扣课时", "乐乐明年三月考钢琴八级"], ["帮我写个练习计划", "今天上课迟到了", "这节课取消了"]);
  });

  it("reads a home renovation's and a .NET team's ways: a permit the home holds until when, the builder by name, what of the old the work keeps and what that rules out, what every invoice past a sum goes through, nullable reference types on everywhere, and in Chinese a permit's date and the floors kept (not 'the old one for now', nor the Postgres migration slow today)", () => {
    keptAsLabelled(["the kitchen extension has planning permission until March 2028, reference 24/01873/FUL ||| keep", "our builder is Mark from Hale Construction, he only takes calls before 8am ||| keep", "we're keeping the original oak floors, nothing gets glued down on them ||| keep", "every invoice over 1,000 pounds goes to my partner before I pay it ||| keep", "the electrician is booked for the 12th ||| skip", "find me a cheaper tile ||| skip", "we're on .NET 8, nullable reference types are on everywhere ||| keep", "EF migrations are generated, never hand-edited, and reviewed like code ||| keep", "controllers stay thin, business logic lives in the Application project ||| keep", "why does the build hang on restore ||| skip", "add swagger to the new API ||| skip", "the loft conversion has building control approval until June 2027 ||| keep", "our roofer is Dave Pike, text him, he never answers calls ||| keep", "we're keeping the existing sash windows, no uPVC replacements ||| keep", "any quote over 5,000 pounds needs three comparisons ||| keep", "we're on Java 21, virtual threads are fine for I/O-bound work ||| keep", "we're keeping the old one for now ||| skip", "only this one in the hallway, please ||| skip", "we're on Postgres 16, the migration is slow ||| skip", "our builder is late again ||| skip"]);
    keptInChineseOrNot(["厨房扩建的规划许可到2028年3月", "原来的橡木地板要保留，不能上胶", "一千块以上的发票都要先给我对象看", "热水器的保修到2027年", "墙面一律用环保漆，不能有甲醛"], ["帮我比一下这两家的报价", "工人今天又没来", "地板今天刚铺完"]);
  });

  it("reads a smallholding's and a Flutter team's ways: the animals kept, what is sold where, the one thing allowed on a place, the store a build ships to on a weekday, and in Chinese when the animals are shut in, the market eggs are sold at and the beds kept free of fertiliser (not 'we keep it in the shed', nor a market sold out today)", () => {
    keptAsLabelled(["we keep twelve hens and two goats, the goats are Bramble and Fig ||| keep", "the hens are locked in by dusk, there's a fox ||| keep", "we sell eggs at the Saturday market in Ludlow, 3 pounds a half dozen ||| keep", "nothing goes on the veg beds but our own compost, we're applying for organic certification ||| keep", "the goats got out again ||| skip", "plan the planting for spring ||| skip", "state management is Riverpod 2 with code generation, no Provider or Bloc ||| keep", "every screen has a golden test, run flutter test --update-goldens only on the Linux runner ||| keep", "we ship to the Play Store on Tuesdays and iOS on Wednesdays ||| keep", "the emulator is frozen ||| skip", "add a dark theme ||| skip", "we keep a flock of 30 sheep on the top field ||| keep", "I sell honey through the farm shop and on Etsy ||| keep", "nothing gets sprayed on the orchard except copper in winter ||| keep", "we ship to TestFlight on Mondays ||| keep", "we keep it in the shed ||| skip", "I sell it tomorrow ||| skip", "nothing goes on the server, it's down ||| skip", "no worries, the dogs are fine ||| skip"]);
    keptInChineseOrNot(["鸡每天天黑前要关进鸡舍，附近有狐狸", "鸡蛋每周六在集市上卖，半打十五块", "菜地只用自己堆的肥，不用化肥", "羊每天傍晚要赶回圈里", "蜂蜜每周日在镇上的集市卖", "果园不用农药，只用铜制剂"], ["帮我算一下饲料够吃几天", "羊又跑出去了", "今天集市上卖完了"]);
  });

  it("reads a dental practice's and a Go CLI team's ways: how long each kind of appointment runs, the days someone by name does not work, when a kind of letter goes out counted from an event, bookings taken only one way, and in Chinese a first visit's length, a doctor's day off and no advice by email (not 'works today until 3', nor this patient's check-up next week)", () => {
    keptAsLabelled(["new patients get a 40-minute slot, check-ups are 20 ||| keep", "recall letters go out six months after the last check-up, by post for anyone over 70 ||| keep", "Dr Osei doesn't work Fridays, never book her then ||| keep", "we can't give clinical advice by email, ask them to call ||| keep", "move Mrs Patel to Thursday ||| skip", "the card machine is down ||| skip", "flags are kebab-case and every flag has an env var twin, MYCLI_ plus the flag in caps ||| keep", "config lives in ~/.config/mycli/config.toml, never in the home directory root ||| keep", "releases are cut with goreleaser from a tag, never by hand ||| keep", "why does the test hang on Windows ||| skip", "add a --json flag ||| skip", "first visits last 60 minutes, follow-ups 30 ||| keep", "Maya only works mornings, book her clients before noon ||| keep", "invoice reminders are sent 14 days after the due date ||| keep", "we don't take bookings by text, only by phone or the website ||| keep", "Maya works today until 3 ||| skip", "the letters went out late this month ||| skip", "patients are waiting in the lobby ||| skip"]);
    keptInChineseOrNot(["新病人预约四十分钟，复查二十分钟", "周五奥医生不上班，别给她排", "邮件里不能给诊疗建议，让病人打电话", "初诊约六十分钟", "每周一王医生不出诊，别给他约", "病历不能通过微信发给患者"], ["帮我把王阿姨改到周四", "刷卡机又坏了", "周五我不上班", "这个病人下周复查"]);
  });

  it("reads a cycling club's and an Elixir team's ways: what no one goes without, where routes and results go by the tool's name, what newcomers do before they join, when and where the weekly ride starts, where a fixed stop always falls, and in Chinese the weekly meet and no helmet, no ride (not 'the build is always at 90%', nor a ride cancelled)", () => {
    keptAsLabelled(["the Sunday club ride leaves the bandstand at 8:30 sharp and we wait five minutes, no more ||| keep", "no one rides without a helmet, and no aero bars in the group ||| keep", "routes go on Komoot and the link goes in the WhatsApp group by Friday noon ||| keep", "new members do two steady rides before they join the fast group ||| keep", "plan a 60 km loop for Sunday ||| skip", "it rained the whole way ||| skip", "every GenServer has a supervisor and a restart strategy written down in its moduledoc ||| keep", "Ecto queries live in the context modules, never in controllers or LiveViews ||| keep", "we deploy with mix release to Fly, one region only, Frankfurt ||| keep", "why is the test flaky on CI ||| skip", "rename the context ||| skip", "nobody climbs without a partner check ||| keep", "results go on Strava and the club site ||| keep", "new volunteers shadow two shifts before they lead one ||| keep", "the Tuesday track session starts from the clubhouse at 6:45 ||| keep", "the water stop is always at the church in Alby ||| keep", "nobody showed up without a jacket today ||| skip", "the build is always at 90% ||| skip", "the Sunday ride was cancelled ||| skip", "new members are joining this week ||| skip"]);
    keptInChineseOrNot(["周日的骑行八点半在音乐亭出发，只等五分钟", "不戴头盔不能参加骑行", "新会员要先跟两次匀速骑，才能进快速组", "每周六的徒步早上七点在地铁站集合", "不穿救生衣不准下水"], ["帮我规划一条六十公里的路线", "今天一路都在下雨", "周日的骑行取消了"]);
  });

  it("reads a bookkeeper's and a Spark team's ways: how many businesses the user keeps the books for, the scheme a client by name is on, what receipts past a sum don't need, when the month's books close, and in Chinese how many restaurants the user does the books for (not 'for my mum sometimes', nor a client on the phone)", () => {
    keptAsLabelled(["I do the books for eleven small businesses, mostly cafés and trades ||| keep", "Hollis & Sons are on the flat rate VAT scheme at 12.5% ||| keep", "receipts under 10 pounds don't need a scan, everything else goes into Dext ||| keep", "month end closes on the fifth working day, nothing gets posted to the old month after that ||| keep", "reconcile the Barclays account ||| skip", "this invoice looks wrong ||| skip", "every job reads from the bronze layer and writes to silver, gold is only built by the nightly DAG ||| keep", "tables are partitioned by event_date, never by ingestion time ||| keep", "schema changes go through the registry first, a breaking change needs a new topic version ||| keep", "the job failed again ||| skip", "add a column for the region ||| skip", "I keep the books for about thirty landlords ||| keep", "Greenway Dental is on the monthly retainer, everything else is billed hourly ||| keep", "claims under 25 pounds don't need a receipt ||| keep", "payroll runs on the last working day, never later ||| keep", "I do the books for my mum sometimes ||| skip", "Hollis & Sons are on the phone ||| skip", "the month end was a mess ||| skip", "receipts under the desk are from last year ||| skip"]);
    keptInChineseOrNot(["我给十一家小公司做账，大多是餐馆", "十块以下的小票不用扫描，其他都传到系统里", "月结在第五个工作日关账，之后不能再往上个月记账", "我帮二十家餐馆报税"], ["帮我对一下这个月的银行流水", "这张发票好像有问题", "我给他做了一份账"]);
  });

  it("reads a touring band's and a TypeScript monorepo's ways: the hour the band never plays before, the rider's terms, who the takings go to and when, the gigs not done, what a hook runs and leaves to CI, and in Chinese the hour never worked before, the work never taken and who the takings go to (not a gig tonight, nor tips today)", () => {
    keptAsLabelled(["the band never plays before 9pm and the set is 75 minutes, no more ||| keep", "our rider asks for a vegan meal for four and no glass on stage ||| keep", "merch money goes to Jo at the end of each night, cash and card counted separately ||| keep", "we don't do pay-to-play gigs, ever ||| keep", "book us a van for the Leeds show ||| skip", "the sound was awful last night ||| skip", "packages import each other only through their public index, never deep paths ||| keep", "every package builds with tsup and has its own tsconfig extending the base one ||| keep", "lint runs on staged files only in the pre-commit hook, the full run is CI's job ||| keep", "why is turbo not caching this ||| skip", "rename the package to @acme/ui ||| skip", "we never deliver after 6pm ||| keep", "we don't do weddings, only corporate events ||| keep", "our tech spec asks for two monitor mixes and a DI for the keys ||| keep", "tip money goes to Sam at the end of every shift ||| keep", "type checks run only in the pre-push hook ||| keep", "we never got paid for that gig ||| skip", "the band plays tonight at 9pm ||| skip", "no lodash in here, right? ||| skip", "tips go to Sam today ||| skip"]);
    keptInChineseOrNot(["乐队九点以前不上台，一场七十五分钟", "我们不接要倒贴钱的演出", "周边的钱每晚结束后交给Jo，现金和刷卡分开算", "店里十点以后不接单", "我们不接加急的单子", "小费每晚下班后交给店长"], ["帮我订一下去利兹的车", "昨晚的音响太差了", "今天不接单了"]);
  });

  it("reads a salon's and a Prefect team's ways: the days shut with the late night after, what a deposit is, and in Chinese what every client of a kind does first, who does which part, the deposit (not closed today, nor a deposit that came through)", () => {
    keptAsLabelled(["colour clients need a patch test 48 hours before, no exceptions ||| keep", "Kim does all the colour, I do cuts and styling ||| keep", "we're closed Sundays and Mondays, late opening till 8 on Thursdays ||| keep", "deposits are 20 pounds for anything over an hour, non-refundable inside 24 hours ||| keep", "text Mrs Lee about Friday ||| skip", "we're out of the purple toner ||| skip", "flows run on Prefect 2 with one work pool per environment ||| keep", "dataframes never leave a task as pandas, convert to Arrow at the boundary ||| keep", "every transform has a test with a fixture parquet of ten rows ||| keep", "the flow crashed at 3am ||| skip", "add a task for the new source ||| skip", "we're shut on Mondays, open till 9 on Fridays ||| keep", "the deposit is 50 pounds for colour, refundable with 48 hours' notice ||| keep", "we're closed today, the boiler broke ||| skip", "the deposit came through ||| skip", "not without you, come on ||| skip"]);
    keptInChineseOrNot(["染发的客人要提前四十八小时做皮试", "染发都归Kim，我只剪和造型", "一个小时以上的项目要交二十块定金", "烫发的客人要先做发质检测", "剪发都归小林，我只做染烫", "新客人要先交五十块定金"], ["帮我给李太太发个消息", "紫色的洗发水用完了", "这个客人今天要先走"]);
  });

  it("reads a carer's and a Kubernetes platform team's ways: a parent's GP or consultant by name, who comes to the home on which days, and in Chinese a parent's medicine and when, the home help's days (not the nurse late today, nor a question)", () => {
    keptAsLabelled(["Mum takes her blood thinner at 6pm with food, never with grapefruit ||| keep", "the district nurse comes Tuesdays and Fridays between 10 and 12 ||| keep", "Mum's GP is Dr Hussain at Elm Street, the repeat prescription goes in on the 20th ||| keep", "book her a taxi for the dentist ||| skip", "she had a bad night ||| skip", "every namespace gets a ResourceQuota and a LimitRange from the template ||| keep", "cluster upgrades go dev, then staging a week later, then prod, never skip one ||| keep", "nobody gets cluster-admin, break-glass access goes through PagerDuty ||| keep", "why is the node pool not scaling ||| skip", "create a namespace for the new team ||| skip", "Dad's consultant is Mr Obi at St James's ||| keep", "the carers come weekdays at 8 and 6 ||| keep", "the nurse came late today ||| skip", "mornings only? ||| skip", "16 is the limit, right ||| skip"]);
    keptInChineseOrNot(["妈妈每天晚上六点吃抗凝药，要跟饭一起吃，不能吃西柚", "社区护士每周二和周五上午来", "爸爸每天早上吃降压药", "保姆每周一三五下午来"], ["帮她约一下牙医", "她昨晚没睡好", "保姆今天没来"]);
  });

  it("reads a vet practice's and a Rails API team's ways: two kinds always kept apart, what a vet by name only does on which days, what the team never does without a sign-off, and in Chinese when reminders go out, what is kept apart and what is never done without a signature (not cats and dogs everywhere today, nor a form never returned)", () => {
    keptAsLabelled(["vaccination reminders go out four weeks before the booster is due ||| keep", "cats and dogs wait in separate areas, never put a cat carrier on the floor by the dogs ||| keep", "Dr Amara only does exotics on Wednesdays ||| keep", "we don't euthanise without the owner's signed consent form, even over the phone ||| keep", "move Biscuit to 3pm ||| skip", "the waiting room is packed ||| skip", "background jobs go through Sidekiq with a named queue, never the default one ||| keep", "serializers are Alba, no jbuilder in new endpoints ||| keep", "fragment caching is keyed on updated_at, never on id alone ||| keep", "the CI is red again ||| skip", "add an endpoint for the invoices ||| skip", "rabbits and ferrets are housed separately ||| keep", "Dr Lee only sees horses on Mondays and Thursdays ||| keep", "we never start work without a signed estimate ||| keep", "cats and dogs are everywhere today ||| skip", "Dr Amara is off today ||| skip", "we never got the consent form back ||| skip", "they always get the whole thing wrong ||| skip"]);
    keptInChineseOrNot(["疫苗提醒在加强针到期前四周发出", "猫和狗分开候诊", "没有主人签字的同意书不做安乐死", "账单提醒在到期前三天发出", "生食和熟食分开放", "没有家长签字不给孩子上课"], ["帮我把小白改到下午三点", "候诊室全是人", "猫和狗今天都来了"]);
  });

  it("keeps a tattoo studio's ways — deposits never refunded, no one under an age served, long pieces split, who does a kind of work — and a Go team's (every handler passes its context down, migrations never edited once merged), not a question or the day's news", () => {
    keptAsLabelled(["deposits are non-refundable if they cancel less than 48 hours before ||| keep", "nobody under 18 gets tattooed here, not even with a parent's note ||| keep", "Jess does all the fine-line work, don't book fine-line with anyone else ||| keep", "we always do a patch test before colour work on someone with sensitive skin ||| keep", "can you reply to the lady who asked about a half sleeve ||| skip", "it's been a slow week ||| skip", "every handler takes a context and passes it down, no context.Background() below main ||| keep", "wrap errors with %w so callers can errors.Is them ||| keep", "migrations go through goose and are never edited once merged ||| keep", "the build is slow today ||| skip", "write a handler for the booking webhook ||| skip", "tickets are non-refundable after the doors open ||| keep", "gift cards are non-transferable ||| keep", "is the deposit refundable? ||| skip", "her deposit was refunded yesterday ||| skip", "nobody under 16 is served alcohol at the bar, whatever they say ||| keep", "nobody under 18 came in today ||| skip", "anything over 40 pages gets split into two chapters ||| keep", "anything over five hours today? ||| skip", "invoices are never edited once they're sent, we issue a credit note ||| keep", "releases are never changed after they're published ||| keep", "the migration was edited after merge by mistake ||| skip", "every worker takes a context and passes it down ||| keep", "the handler takes a context now ||| skip"]);
    keptInChineseOrNot(["定金不退，除非提前48小时取消", "未满十八岁一律不纹", "细线条的活都给Jess", "押金一律不退", "未满十六岁不能单独进场", "彩色的活都给阿May"], ["帮我回一下那个问半臂的客人", "这周生意很淡", "这个定金不退了吗", "未满十八岁的那个客人今天来了", "这个单子给Jess吧"]);
  });

  it("keeps a public library's ways — gifts it no longer takes and where they go, a weekly event's day and hour, what was done away with in a year — and an iOS team's, not a meeting this Tuesday nor a bug fixed in a year", () => {
    keptAsLabelled(["we don't take donated encyclopaedias anymore, they go straight to recycling ||| keep", "story time is Tuesdays at 10:30 in the children's corner, never in the main hall ||| keep", "fines were abolished in 2022, don't mention fines in any letter ||| keep", "interlibrary loans have to be requested through Marisol, she has the login ||| keep", "can you draft the poster for the book sale ||| skip", "the printer jammed again ||| skip", "new screens are SwiftUI, UIKit only where we wrap an existing view ||| keep", "every interactive element needs an accessibilityLabel, VoiceOver users file most of our bug reports ||| keep", "TestFlight builds go out on Thursdays so QA has the Friday ||| keep", "the simulator keeps freezing ||| skip", "make the settings screen scroll ||| skip", "choir practice is Thursdays at 7:30 in the church hall ||| keep", "the team lunch is every Friday at 12:30 ||| keep", "the meeting is Tuesday at 10 ||| skip", "my appointment is Tuesdays at 3 until March ||| skip", "late fees were scrapped in 2021, never charge them ||| keep", "the bug was fixed in 2022 ||| skip", "we don't accept old textbooks anymore, they go straight to the recycling bin ||| keep", "we don't take it anymore, it goes to the shop ||| skip", "no force unwraps outside tests, Sentry is full of them from last year ||| keep", "the crash reporter is full of them this morning ||| skip"]);
    keptInChineseOrNot(["捐来的百科全书不要了，直接回收", "故事会每周二上午十点半在儿童区", "馆际互借都要找Marisol申请", "读书会每周四晚上七点在二楼", "捐来的旧课本一律不收"], ["帮我做一下书展的海报", "打印机又卡纸了", "这个读书会周四还开吗", "这些书不要了"]);
  });

  it("keeps a landlord's ways — who services a fixture and in which month, what tenants may do within one bound, how soon a kind of report is seen to — and a data team's, a long run done a slice at a time, not a boiler serviced last week nor a leak fixed this time", () => {
    keptAsLabelled(["rent is due on the 1st, and I only chase after the 5th ||| keep", "the boiler in flat 3 is serviced by Gas Safe Gary every October, he has the keys ||| keep", "tenants can paint but only in neutral colours, it's in the tenancy agreement ||| keep", "I never accept tenants without a guarantor if they're students ||| keep", "what's the notice period again? ||| skip", "flat 2's tap is dripping ||| skip", "every dbt model has a unique and not_null test on its key ||| keep", "DAGs are idempotent, a rerun of any day must give the same rows ||| keep", "staging models are views, marts are tables ||| keep", "the nightly run failed ||| skip", "add a model for the churn numbers ||| skip", "the chimney at the cottage is swept by Mr Pryce every September ||| keep", "the boiler was serviced by Gary last week ||| skip", "is the boiler serviced every October? ||| skip", "guests can use the pool but only before 9pm ||| keep", "you can paint it but only if you want ||| skip", "noise complaints get dealt with within two days ||| keep", "the leak gets fixed within a week this time ||| skip", "reindex a shard at a time, the cluster falls over otherwise ||| keep", "I reindexed one shard at a time yesterday ||| skip"]);
    keptInChineseOrNot(["房租每月一号交，五号以后我才催", "学生租客必须有担保人", "潮湿发霉的问题一周内处理", "会员都必须出示会员卡", "漏水的报修两天内上门"], ["二号房的水龙头在漏水", "通知期是多久来着", "你必须有担保人吗", "这个投诉一周内处理完了"]);
  });

  it("keeps a choir's ways — where each voice sits, what follows for whoever misses rehearsals — and an Android team's, every screen a Composable, outside SDKs behind an interface, not where the kids sat today nor a screen broken on tablets", () => {
    keptAsLabelled(["sopranos sit on the left, altos on the right, always, the hall's acoustics need it ||| keep", "anyone who misses two rehearsals before a concert doesn't sing in it ||| keep", "scores are A4 in black folders, no loose sheets on stage ||| keep", "Priya plays for us on Thursdays, the rest of the time it's backing tracks ||| keep", "can you email everyone the new rehearsal time ||| skip", "the tenors were flat tonight ||| skip", "no new Fragments, every screen is a Composable ||| keep", "dependency versions live in libs.versions.toml, never inline in a build file ||| keep", "release builds are minified with R8 and we keep the mapping file for every version ||| keep", "Gradle sync is taking forever ||| skip", "add a settings toggle for dark mode ||| skip", "basses stand at the back so they can hear the piano ||| keep", "the kids sat at the front today ||| skip", "they sit on the left ||| skip", "anyone who skips the safety briefing doesn't climb that day ||| keep", "anyone who missed rehearsal, let me know ||| skip", "every page is a Server Component unless it needs state ||| keep", "every screen is broken on tablets ||| skip", "payment providers sit behind an adapter, we changed processors twice ||| keep", "the SDK is behind on versions ||| skip"]);
    keptInChineseOrNot(["女高音坐左边，女低音坐右边", "音乐会前缺两次排练的就不上台", "乐谱统一用A4黑色文件夹", "男生站后排，女生站前排", "迟到三次的就取消资格"], ["今晚男高音有点低", "帮我把新的排练时间发给大家", "你坐左边，我坐右边", "这次缺席的同学是谁"]);
  });

  it("keeps a translation agency's ways — the professional a kind of document always goes to, the one person who checks all of a language, nothing sent without a second read — and a Django team's, not a contract translated last year nor what went out today", () => {
    keptAsLabelled(["legal documents are always translated by a sworn translator, never by machine first ||| keep", "our minimum charge is 40 euros, even for a single sentence ||| keep", "every client has a glossary and it overrides the translator's own choices ||| keep", "Kasia proofreads everything going into Polish, she's the only one I trust with it ||| keep", "can you quote this job for me ||| skip", "the Berlin client hasn't paid ||| skip", "settings are split into base, dev and prod modules, secrets only from the environment ||| keep", "no raw SQL in views, it goes in a manager method ||| keep", "squash migrations before every release branch is cut ||| keep", "runserver is throwing a 500 ||| skip", "write a view for the invoice PDF ||| skip", "medical reports are always translated by a native speaker ||| keep", "the contract was translated by a lawyer last year ||| skip", "are the contracts checked by a solicitor? ||| skip", "Tomasz checks everything going out to German clients ||| keep", "Tomasz checked everything this morning ||| skip", "nothing is published without an editor's review ||| keep", "nothing went out without review today ||| skip"]);
    keptInChineseOrNot(["法律文件都找宣誓翻译，不先机翻", "最低收费四十欧，一句话也一样", "波兰语的稿子都给Kasia校对", "合同都交给律师看", "起步价是一百块"], ["柏林那个客户还没付款", "帮我给这个活报个价", "这份合同找律师了吗", "这个最低多少钱"]);
  });

  it("keeps a dive school's ways — the depth, the hours after a flight and the reviewed plan no one goes without, how long a course runs — and a platform team's (plan output pasted into the PR), not a dive today nor a course that was four days", () => {
    keptAsLabelled(["no one dives deeper than 18 metres until they've got their Advanced ticket ||| keep", "rental regulators get serviced every 100 dives or once a year, whichever comes first ||| keep", "open water courses are four days, two pool and two sea, we never squeeze them into three ||| keep", "Marco runs the boat on weekends, weekdays it's me ||| keep", "can you answer the booking request from the Dutch couple ||| skip", "visibility was terrible this morning ||| skip", "every module pins its provider versions with a pessimistic constraint ||| keep", "state lives in S3 with DynamoDB locking, one state file per environment ||| keep", "plan output gets pasted into the PR, nobody applies without a reviewed plan ||| keep", "the plan has 40 changes in it ||| skip", "add a bucket for the exports ||| skip", "no one climbs higher than 4 metres without a rope ||| keep", "nobody drives within 12 hours of a shift ending ||| keep", "nobody merges without a signed release note ||| keep", "no one dives deeper than that today ||| skip", "nobody came within an hour of the cut-off ||| skip", "first aid courses are two full days, both needed for the certificate ||| keep", "the course was four days ||| skip", "how long are the courses? ||| skip", "benchmark results go into every PR that touches the hot path ||| keep", "I pasted the plan into the PR ||| skip"]);
    keptInChineseOrNot(["没拿到进阶证之前不能下潜超过十八米", "租的调节器每一百潜或者每年保养一次", "飞机落地二十四小时内不潜水", "没考过救生员证以前不能单独带游泳课", "灭火器每半年检查一次", "手术后四十八小时内不洗澡"], ["今天早上能见度很差", "帮我回一下那对荷兰夫妇的预约", "这个调节器每次用完都要冲一下吗", "我三个小时内不在"]);
  });

  it("keeps a freelance illustrator's terms — what the price includes, work never taken, whom a kind of dealing is left to, the licence given — and a Rust embedded team's, not a question about revisions nor jobs not taken this week", () => {
    keptAsLabelled(["I only take commissions through the form on my site, not over DMs ||| keep", "two rounds of revisions are included, after that it's 30 an hour ||| keep", "I never do work for free for \"exposure\", don't even reply to those ||| keep", "my agent Tomoko handles anything with a publisher, I don't negotiate those myself ||| keep", "can you reply to the guy who wants a logo ||| skip", "my tablet pen died ||| skip", "the firmware is no_std, nothing that pulls in alloc ||| keep", "every register access goes through the PAC, never raw pointers ||| keep", "we flash with probe-rs, not openocd ||| keep", "the board won't enumerate ||| skip", "add a driver for the new sensor ||| skip", "three fittings are included, extra ones are 25 each ||| keep", "are revisions included? ||| skip", "two revisions were included in the last quote ||| skip", "I don't take on spec work, not even for friends ||| keep", "I didn't take any jobs this week ||| skip", "my accountant handles everything to do with VAT ||| keep", "my agent handled the contract last time ||| skip", "non-commercial use only unless they buy a licence ||| keep", "I only take bookings through Calendly ||| keep"]);
    keptInChineseOrNot(["我只通过网站上的表单接稿，不接私信", "包含两轮修改，之后每小时三十", "出版社的事都交给我的经纪人Tomoko", "我只在小红书上接单", "包含三次上门，多的另算", "报税的事都交给会计"], ["我的数位笔坏了", "帮我回一下那个要做logo的人", "我只在家里画画", "这个包含修改吗", "这件事交给我吧"]);
  });

  it("keeps a food truck's ways — where it stands each week, how often a thing is changed, what is shown for every dish, the ways of paying taken, how a kind of client pays — and a Nuxt team's (data loaded on the server, every string through $t even the toasts), not where it is tonight nor what a festival paid once", () => {
    keptAsLabelled(["we're at the brewery every Friday and the university on Tuesdays and Thursdays ||| keep", "the fryer oil gets changed every two days, no matter how busy it's been ||| keep", "allergens are written on the board for every dish, the council checks ||| keep", "cash and card both, but no cheques and no Amex ||| keep", "can you write a post about the new burger ||| skip", "we sold out by two ||| skip", "components are script setup with TypeScript, no Options API ||| keep", "global state lives in Pinia stores, one store per domain ||| keep", "every user-facing string goes through $t, even the error toasts ||| keep", "the preview deploy is broken ||| skip", "add a map of today's pitch ||| skip", "we're at the farmers' market on Saturdays ||| keep", "we're at the brewery tonight ||| skip", "we were at the university on Tuesday ||| skip", "the water filter gets replaced every six months ||| keep", "the oil got changed yesterday ||| skip", "prices are listed on the menu for every size ||| keep", "the prices are wrong on the board ||| skip", "card only, no cash ||| keep", "bank transfer or PayPal, but no cheques ||| keep", "schools pay a flat day rate, invoiced after the visit ||| keep", "this festival paid a flat fee ||| skip", "page data is fetched with useAsyncData on the server, never in onMounted ||| keep", "every error goes to Sentry, even the handled ones ||| keep", "I fixed it, even the tests pass now ||| skip"]);
    keptInChineseOrNot(["每周五在啤酒厂，周二周四在大学", "炸锅油两天一换", "过敏原每道菜都写在板上", "每周六在农贸市场，周日在公园", "净水器滤芯三个月一换", "过敏原每道菜都标在菜单上"], ["今天两点就卖完了", "帮我写一条新汉堡的帖子", "每周五在家", "这道菜写在板上了吗"]);
  });

  it("keeps a brewery's ways — what every batch gets before a step and where it is written down, two kinds never made on the same kit, the regular run a thing goes out on, who does the books — and a Spring team's, not a post-it today nor returns done last week", () => {
    keptAsLabelled(["every batch gets a gravity reading before it's kegged, written on the batch sheet ||| keep", "we don't brew sours on the same kit as the lagers, the bacteria gets everywhere ||| keep", "kegs go back to the pub on the Thursday run, never by courier ||| keep", "HMRC duty returns are done by Imogen on the 15th ||| keep", "can you draft a tap takeover announcement ||| skip", "the IPA came out hazy ||| skip", "constructor injection only, no @Autowired on fields ||| keep", "@Transactional goes on service methods, never on controllers ||| keep", "integration tests use Testcontainers, not H2 ||| keep", "the build is red on main ||| skip", "add an endpoint for the keg tracker ||| skip", "every sample gets a temperature check on arrival, logged in the cold-chain sheet ||| keep", "I checked the gravity, written on a post-it somewhere ||| skip", "we don't cut gluten-free bread on the same boards as the rest ||| keep", "we didn't brew on the same kit today ||| skip", "parcels go out on the Friday collection, never on Saturdays ||| keep", "the parcel went out on the Friday run ||| skip", "payroll is run by Deepa on the last working day ||| keep", "the returns were done by Imogen last week ||| skip", "every batch sold out last month ||| skip"]);
    keptInChineseOrNot(["每批酒装桶前都要测比重", "酸啤和拉格不用同一套设备", "酒税申报每月十五号由Imogen做", "每次上课前都要检查器材", "生肉和熟食不用同一块砧板", "工资每月最后一天由Deepa发", "工资每月最后一个工作日由Deepa做"], ["这批IPA有点浑", "帮我写个活动公告", "这批酒装桶前测了吗"]);
  });

  it("keeps a cleaning company's ways — how many always go together and what no one does alone, the business's own kit but for one client, where keys are kept, what newcomers do first — and an ML team's, not a house cleaned alone yesterday nor products used today", () => {
    keptAsLabelled(["crews are always two people, nobody cleans a house alone ||| keep", "we use our own products, except at the Hendersons', they supply eco ones ||| keep", "keys are kept in the safe at the office and signed out every morning ||| keep", "new cleaners shadow for a week before they get their own houses ||| keep", "can you make a rota for next week ||| skip", "the van's tyre is flat ||| skip", "every training run logs to Weights & Biases with the git hash in the config ||| keep", "the test split is frozen, nobody retrains on it or looks at it while tuning ||| keep", "we report the mean of three seeds, never a single run ||| keep", "the GPU queue is full ||| skip", "try a bigger learning rate ||| skip", "tours are always two guides, one at the front and one at the back ||| keep", "nobody opens the shop alone ||| keep", "nobody was alone today ||| skip", "I cleaned the house alone yesterday ||| skip", "we bring our own ladders, except at the school, they have their own ||| keep", "we used our own products today ||| skip", "client passports are kept in the safe, never in the car ||| keep", "the keys are in the safe ||| skip"]);
    keptInChineseOrNot(["每组都是两个人，没人单独打扫", "钥匙放在办公室保险柜，每天早上登记领取", "新保洁员先跟一周再单独接单", "每车至少两个人", "公章锁在前台的抽屉里", "新来的司机先跟车两周再单独跑"], ["面包车轮胎瘪了", "帮我排一下下周的班", "今天每组来了几个人", "钥匙在我这", "新来的那个司机今天请假"]);
  });

  it("keeps a wedding florist's ways — how long before the event a thing is due, the hours drops fall in, a flower had only in its months — and a Laravel team's (every mail queued), not a balance that was due nor deliveries tomorrow", () => {
    keptAsLabelled(["final numbers are due three weeks before the wedding, no changes after that ||| keep", "we never use floral foam, everything's in water or chicken wire ||| keep", "deliveries to the venue are before 10am, Laura drives the big van ||| keep", "peonies only from May to July, I don't import them out of season ||| keep", "can you send the mood board to the couple ||| skip", "the hydrangeas wilted ||| skip", "queries go through Eloquent scopes, no query builder calls in controllers ||| keep", "every mail is queued, nothing sent synchronously from a request ||| keep", "feature tests hit a real MySQL in Docker, never SQLite ||| keep", "Horizon shows 300 failed jobs ||| skip", "add a page for the order history ||| skip", "menu choices are due two weeks before the event ||| keep", "the balance was due a week before the wedding ||| skip", "collections from the warehouse are between 8 and 11 ||| keep", "deliveries are before 10am tomorrow ||| skip", "no asparagus outside April to June, it's imported otherwise ||| keep", "no peonies today ||| skip", "every export is queued, the request just returns a job id ||| keep", "every mail got queued twice last night ||| skip"]);
    keptInChineseOrNot(["最终人数婚礼前三周定，之后不改", "我们不用花泥", "芍药只在五到七月有，不进口反季的", "座位表活动前一周确定", "草莓只在五到七月卖"], ["绣球花蔫了", "帮我把情绪板发给新人", "婚礼前三周你有空吗", "这个只在五月有吗"]);
  });

  it("keeps a school minibus driver's ways — the check every morning and where it is written, where alone a child gets off, where a year group sits, who rings the parents when the driver runs late — and a Unity team's (nothing allocates in Update), not a check done this morning nor a child who got off today", () => {
    keptAsLabelled(["the walk-round check is done every morning before the first pickup, and written in the vehicle log ||| keep", "no child gets off the bus anywhere but their named stop, even if a parent waves ||| keep", "Year 7s sit at the front for the first term ||| keep", "if I'm more than ten minutes late, the school office rings the parents, not me ||| keep", "can you plan a route for the trip to the museum ||| skip", "the heater's broken again ||| skip", "prefabs are never edited in a scene, open the prefab itself ||| keep", "everything loaded at runtime goes through Addressables, no Resources folder ||| keep", "the build number is bumped by CI on every merge to main, never by hand ||| keep", "the editor crashed twice this morning ||| skip", "add a pause menu ||| skip", "the till count is done every evening before close, written in the cash book ||| keep", "the check was done this morning ||| skip", "no patient leaves the ward without a discharge letter ||| keep", "no child got off at the wrong stop today ||| skip", "Year 9s line up by the gym door ||| keep", "if we're more than 15 minutes late, the front desk calls the client ||| keep", "if I'm late, sorry ||| skip", "nothing blocks on the main thread, the watchdog kills the app after five seconds ||| keep", "nothing logs in this function yet ||| skip"]);
    keptInChineseOrNot(["每天早上第一趟之前都要绕车检查一遍", "孩子只能在自己的站下车", "初一的学生第一个学期坐前排", "病人只能从正门进出", "新生第一周都坐前排"], ["暖气又坏了", "帮我规划一下去博物馆的路线", "他只能在家办公", "他今天坐前排"]);
  });

  it("keeps a landscape gardener's ways — how long a quote holds, how near a hazard the work never goes, work never done in its months — and a FastAPI team's (nothing returns a bare dict, a generator's output only a draft), not a quote that was valid nor a pipe dug near", () => {
    keptAsLabelled(["quotes are valid for 30 days, prices on materials move too much after that ||| keep", "we don't dig within a metre of a gas line without the utility's map ||| keep", "native plants first, we only use non-natives if the client insists in writing ||| keep", "Tom does all the hard landscaping, I do planting and design ||| keep", "can you write up a quote for the Millers' patio ||| skip", "it's been raining all week ||| skip", "every endpoint has a response_model, nothing returns a bare dict ||| keep", "settings come from pydantic-settings, no os.environ reads outside config.py ||| keep", "alembic autogenerate is a draft, every migration is read and edited by hand before merge ||| keep", "the staging server ran out of disk ||| skip", "add a route for the garden photos ||| skip", "gift vouchers are valid for twelve months from purchase ||| keep", "is the quote still valid? ||| skip", "the quote was valid for 30 days ||| skip", "we never drill within 2 metres of the boundary wall ||| keep", "we didn't dig near the pipe ||| skip", "no pruning in April to August, the birds are nesting ||| keep", "no meetings in July? ||| skip", "nothing raises a bare Exception, every error is one of ours from errors.py ||| keep", "the scaffold is a draft, every page is rewritten before launch ||| keep", "the event loop is blocked right now ||| skip"]);
    keptInChineseOrNot(["报价三十天内有效", "燃气管道一米以内不动土", "硬景观都归Tom，我做种植和设计", "礼品卡一年内有效", "高压线五米以内不放风筝"], ["下了一周的雨", "帮我给米勒家的露台报个价", "这个报价还有效吗", "我们离地铁站五百米"]);
  });

  it("keeps a mobile dog groomer's ways — what is always done to a kind and a limit the user keeps, what newcomers and the young get, how a named dog reacts — and a React Native team's (what over-the-air updates are for, the step a kind of change needs), not a pull today nor a build that needs a fix", () => {
    keptAsLabelled(["matted coats get shaved, I don't dematt for more than 15 minutes, it's cruel ||| keep", "first-time dogs always get a short intro groom before a full one ||| keep", "the van's water tank is filled every night, never from a customer's outside tap ||| keep", "Bella the spaniel bites when her paws are touched, muzzle first ||| keep", "can you text Mrs Okafor about Tuesday ||| skip", "the dryer is making a weird noise ||| skip", "screens are registered in one navigator file, no navigation calls with string names elsewhere ||| keep", "server state lives in React Query, Redux only for the booking wizard ||| keep", "OTA updates only for JS fixes, anything native goes through the store ||| keep", "Metro keeps crashing ||| skip", "add a screen for the price list ||| skip", "broken pallets get recycled, we never burn them ||| keep", "the tests get skipped today ||| skip", "I don't run for more than 40 minutes, my knee won't have it ||| keep", "I didn't sleep for more than 5 hours ||| skip", "new riders always get a short lead-rein lesson first ||| keep", "the new intern got a short intro ||| skip", "kittens under twelve weeks get a health check before any grooming ||| keep", "Max the collie pulls when he sees bikes, short lead near the park ||| keep", "Max pulled hard today ||| skip", "hotfixes only for security issues, everything else goes through the sprint ||| keep", "pricing changes need a sign-off from finance ||| keep", "the native build needs a fix ||| skip"]);
    keptInChineseOrNot(["毛打结的就剃掉，不硬梳超过十五分钟", "第一次来的狗都先做个短的适应护理", "水箱每晚加满，从不用客户家的水龙头", "坏掉的托盘都回收", "坏掉的托盘一律扔掉", "第一次来的客人都先做个皮试", "咖啡机每晚清洗"], ["吹风机声音有点怪", "帮我给Okafor太太发个短信", "咖啡机今晚清洗了吗"]);
  });

  it("keeps a B&B's ways — the hours a guest's day keeps to, the one room a kind of guest is let in — and a Kafka team's (topic names spelled out as a shape), not breakfast tomorrow nor 'lunch is at noon, always come hungry'", () => {
    keptAsLabelled(["check-in is from 3pm and we can't do earlier, the rooms are still being cleaned ||| keep", "breakfast is 7:30 to 9:30, nothing cooked after 9 ||| keep", "dogs only in the garden room, it has the tiled floor ||| keep", "Gwen does the changeovers on Saturdays, everything else is me ||| keep", "can you answer the couple asking about parking ||| skip", "the boiler's making noises again ||| skip", "every topic has a schema in the registry, no schemaless JSON on the bus ||| keep", "consumers commit offsets after processing, never before ||| keep", "topic names are domain.entity.event, all lower case ||| keep", "the consumer lag is huge ||| skip", "add a topic for refunds ||| skip", "last orders are at 10:30, the kitchen shuts at 11 ||| keep", "breakfast is at 8 tomorrow ||| skip", "check-in was from 3pm yesterday ||| skip", "kids only in the family room, the others are adults-only ||| keep", "dogs only today ||| skip", "branch names are type/short-description, no ticket numbers ||| keep", "the names are wrong in the report ||| skip", "lunch is at noon, always come hungry ||| skip"]);
    keptInChineseOrNot(["入住下午三点以后，不能提前", "早餐七点半到九点半", "狗只能住花园那间房", "退房时间是中午十二点以前", "宠物只能放在院子里"], ["锅炉又响了", "帮我回一下问停车的那对夫妇", "早餐今天几点", "他只能住一晚"]);
  });

  it("keeps a stage manager's ways — where no one goes without a hard hat, what is reset after every show, what never comes on stage, who calls the cues and who runs the deck — and an Ember team's, not a roof climbed today nor a bug that always comes back", () => {
    keptAsLabelled(["nobody goes on the fly floor without a hard hat, cast included ||| keep", "the prop table is reset after every show, and checked against the list before the half ||| keep", "real knives never come on stage, we use the rubber ones even in tech ||| keep", "Marguerite calls the cues from the booth, I run the deck ||| keep", "can you print the call sheet for Saturday ||| skip", "the fog machine leaked again ||| skip", "new components are Glimmer components with TypeScript, no classic components ||| keep", "every route has an acceptance test that visits it ||| keep", "we deploy the frontend after the API, never the other way round ||| keep", "ember-cli is slow today ||| skip", "add a component for the seating chart ||| skip", "nobody goes into the cold room without a second person outside ||| keep", "nobody went on the roof today ||| skip", "the bar is cleared after every shift, glasses in the washer before lock-up ||| keep", "the table was reset after the show ||| skip", "open flames never go onto the set, LED candles only ||| keep", "the props never came back ||| skip", "Priya runs the sound desk on Fridays, I do the lights ||| keep", "Priya ran the desk last night ||| skip", "the safety briefing always comes before the first climb ||| keep", "the bug always comes back after a restart ||| skip"]);
    keptInChineseOrNot(["不戴安全帽不许上吊杆层", "道具桌每场演出后都要复位", "真刀永远不上台", "每天打烊后都要清点现金", "明火一律不上台"], ["烟雾机又漏了", "帮我把周六的通告单打出来", "今天演出后复位了吗", "他永远不上台"]);
  });

  it("keeps a beekeeper's ways — no hive opened under a temperature, inspections weekly in season and where the notes go, the jar a honey is sold in, who does which part — and a SvelteKit team's (what every form uses, when deploys go out), not an amount every tab uses nor a fault of every request", () => {
    keptAsLabelled(["we never open the hives when it's under 14 degrees, the brood chills ||| keep", "every hive gets inspected weekly from April to August, and the notes go in the hive book ||| keep", "the heather honey is always sold in the 227g jars, never the big ones ||| keep", "Tomasz does the extraction, I do the labels and the markets ||| keep", "can you draft a sign for the honey stall ||| skip", "a swarm went over the fence this morning ||| skip", "stores are Svelte stores in src/lib/stores, no global window state ||| keep", "every form uses superforms with a zod schema, validated on the server too ||| keep", "we deploy to the edge only on Tuesdays and Thursdays, never on a Friday ||| keep", "vite is being weird with the hot reload ||| skip", "add a checkout page for the subscriptions ||| skip", "every screen uses the shared header component ||| keep", "every tab uses 2 GB of memory ||| skip", "every request uses a new connection for some reason ||| skip", "every time I use the form it reloads ||| skip", "each service uses the shared logger from libs/log ||| keep", "every form used to use formik ||| skip", "we never start a dive when the visibility is under 3 metres ||| keep", "the hive was opened when it was cold ||| skip"]);
    keptInChineseOrNot(["气温低于十四度不开箱", "每个蜂箱四到八月每周检查一次", "石楠蜜只装小瓶", "风速超过五级不出海", "鲜花只用牛皮纸包"], ["今天早上一群蜂飞过了篱笆", "帮我写一个蜂蜜摊的招牌", "今天气温低于十度，不开箱了", "温度低于十度不开箱吗", "今天只卖了三瓶", "他只用小瓶"]);
  });

  it("keeps a driving instructor's ways — where first lessons always are and never, the blocks pupils book in, when the car is serviced and where its log is, who takes which pupils — and an Angular team's (standalone components, nothing more added to NgModules), not keys that were on a hook nor a teammate who takes forever", () => {
    keptAsLabelled(["first lessons are always on the industrial estate, never on the main road ||| keep", "pupils book in two-hour blocks once they're within a month of their test ||| keep", "the dual-control car gets serviced every 6,000 miles, the log is in the glovebox ||| keep", "Aisha takes the nervous pupils, I do the motorway lessons ||| keep", "can you write a text reminding Jordan about Thursday ||| skip", "the clutch on the Corsa is slipping ||| skip", "new components are standalone, we're not adding anything to NgModules ||| keep", "state lives in signals, RxJS only at the HTTP boundary ||| keep", "every release gets a changelog entry written for the support team, not for us ||| keep", "ng serve keeps dying on my machine ||| skip", "add a date picker to the booking form ||| skip", "no deploys in the last week before the launch, support is too thin ||| keep", "no idea in the last week before the test what happened ||| skip", "night shifts are always in the main building, never in the annex ||| keep", "the keys were always on the hook, never in the drawer ||| skip", "new patients book in one-hour slots for the first visit ||| keep", "patients booked in the afternoon today ||| skip", "Omar takes the early shift, I do the closing ||| keep", "Omar takes forever to reply, I do most of it myself ||| skip", "we're not adding anything to the legacy admin app ||| keep", "we're not adding anything to this PR ||| skip", "all new directives are standalone ||| keep"]);
    keptInChineseOrNot(["第一节课一律在工业区上，不上主路", "考前一个月改成两小时一节", "教练车每六千英里保养一次", "夜班一律在主楼上，不去副楼", "旺季前一个月改成两班倒"], ["离合器又打滑了", "帮我给学员发个周四的提醒", "他今天在主楼上，不去副楼了", "三天前改成了两班"]);
  });

  it('keeps what to use with the rule that follows it after the order, not the rule alone', () => {
    expect(typesAndTexts(['use takeUntilDestroyed, we don\'t keep manual subscriptions anywhere'])).toEqual([
      ['feedback', "Use takeUntilDestroyed, we don't keep manual subscriptions anywhere."],
    ]);
  });

  it("keeps a pottery studio's ways — who alone loads the kiln, which weekday each firing falls on, nothing fired before it has dried a week, what members get a month and past it — and a dbt team's, not a till opened this morning nor an order that goes through eventually", () => {
    keptAsLabelled(["the kiln is only loaded by Hana or me, members leave their pieces on the green shelf ||| keep", "glaze firings are on Thursdays, bisque on Mondays ||| keep", "nothing goes in the kiln unless it's been drying for at least a week ||| keep", "members get 10kg of clay a month with their membership, anything over is charged by the bag ||| keep", "can you make a poster for the open studio ||| skip", "someone's pot exploded in the last bisque ||| skip", "every model has a unique and not_null test on its primary key ||| keep", "staging models only select and rename, no joins ||| keep", "we never run a full refresh on the events model in the daytime, it locks the warehouse for an hour ||| keep", "dbt docs generate is taking forever ||| skip", "add a model for weekly revenue ||| skip", "the till is only ever opened by Marco or me ||| keep", "the till was opened by Marco this morning ||| skip", "nothing goes on the menu until it's been tasted by the whole kitchen ||| keep", "nothing goes right until I've had coffee ||| skip", "subscribers get two free boxes a year, anything extra is full price ||| keep", "subscribers got two free boxes last year ||| skip", "every new recipe always goes through a tasting first ||| keep", "the order always goes through eventually ||| skip", "validation lives in the service layer, controllers stay thin ||| keep", "the bug lives in the service layer ||| skip", "spin classes are on Tuesdays, yoga on Fridays ||| keep", "the classes were on Tuesday, yoga on Friday ||| skip"]);
    keptInChineseOrNot(["窑只能由花或者我来装", "釉烧每周四，素烧每周一", "没晾满一周的坯不进窑", "收银台只能由老陈或者我来开", "瑜伽每周二，普拉提每周五", "没放满三天的酒不上架"], ["上次素烧有人的罐子炸了", "帮我做一张开放日的海报", "今天只能由他来开了", "这周二瑜伽，周五普拉提", "没放满三天就上架了"]);
  });

  it("keeps a locksmith's ways — no door opened without ID that matches, what callouts cost past an hour, how master keys are cut and recorded, who covers the nights — and a Kotlin Multiplatform team's (where business logic lives, expect/actual only when no library does it), not deliveries late on a Sunday nor a teammate who covered once", () => {
    keptAsLabelled(["we never open a door without seeing ID that matches the address, even for the police ||| keep", "callouts after 10pm are double rate, I tell them before I set off ||| keep", "master keys are cut only from the registered blank, and each one goes in the key register ||| keep", "Danny covers the nights, I do days and the commercial contracts ||| keep", "can you write a quote for the school's padlocks ||| skip", "the van's alarm went off again ||| skip", "business logic lives in the shared module, platform code only for UI and sensors ||| keep", "expect/actual only when there's no multiplatform library for it ||| keep", "iOS and Android release on the same day, never one without the other ||| keep", "gradle sync takes ages ||| skip", "add a screen for the job history ||| skip", "deliveries on Sundays are charged at time and a half ||| keep", "deliveries on Sunday were late again ||| skip", "weekend bookings are double rate, we tell them when they book ||| keep", "Rosa covers the weekends, I do the weekday shifts ||| keep", "Rosa covered for me last weekend, I did her Monday ||| skip", "raw SQL only when there's no ORM alternative for it ||| keep", "it only works when there's no cache for it ||| skip"]);
    keptInChineseOrNot(["不看到和地址对得上的证件，绝不开门", "晚上十点以后出工双倍收费", "万能钥匙只用登记过的胚子配", "不签收货单，一律不发货", "周末以后加收五十元", "校服只用学校指定的面料做"], ["车上的警报又响了", "帮我给学校的挂锁报个价", "不看到他我不走了", "今天以后双倍收费吗", "他只用了一次"]);
  });

  it("keeps a wedding photographer's ways — everything shot in RAW and the cards kept until delivery, how soon each kind of work is delivered, who covers which part of the day, what is free and the price after — and an image-processing team's (arrays inside the pipeline, every step a pure function), not a refund processed once nor a step that was a disaster", () => {
    keptAsLabelled(["I shoot everything in RAW and keep the cards until the gallery is delivered ||| keep", "galleries are delivered within six weeks, sneak peeks within 48 hours ||| keep", "the second shooter always covers the groom's prep, I stay with the bride ||| keep", "couples get one round of edits free, after that it's 20 an hour ||| keep", "can you draft a reply to the Hendersons about their album ||| skip", "my 35mm lens is making a grinding noise ||| skip", "images stay as numpy arrays inside the pipeline, PIL only at the edges ||| keep", "colour profiles are always converted to sRGB before export ||| keep", "every processing step is a pure function that takes and returns an array ||| keep", "the test images are huge ||| skip", "add a watermark option to the export ||| skip", "I record every episode in WAV and keep the raw files until the show is out ||| keep", "I recorded everything in WAV yesterday ||| skip", "refunds are processed within five working days, exchanges within two ||| keep", "the refund was processed within five days ||| skip", "the junior groomer always takes the small dogs, I do the big breeds ||| keep", "the junior groomer took the small dogs today, I did the rest ||| skip", "students get two lessons free, after that it's 30 a lesson ||| keep", "students got two lessons free last term ||| skip", "every pipeline step is a pure function ||| keep", "every step was a disaster ||| skip"]);
    keptInChineseOrNot(["所有照片都拍 RAW，图交付之前存储卡不格式化", "正片六周内交付，花絮四十八小时内", "修图免费改一轮，之后每小时二十", "所有录音都用 WAV", "退款五个工作日内到账，换货两天内", "排版免费改两次，之后每次五十"], ["镜头有异响", "帮我给新人回个相册的消息", "所有录音都丢了", "退款五天内到了吗"]);
  });

  it("keeps a vineyard's ways — picked by hand never by machine, the largest group a tasting takes, the months the cellar door shuts, who runs the wine club — and a Haskell team's (IO through the App monad, newtypes for IDs, partial functions banned and flagged), not a user who is banned nor a merge forbidden until Friday", () => {
    keptAsLabelled(["we pick by hand, never by machine, and only in the early morning before it gets hot ||| keep", "tastings are booked for groups of up to eight, anything bigger needs the barrel room ||| keep", "the cellar door closes from June to August for the harvest prep ||| keep", "Lucia handles the wine club, I do the export orders ||| keep", "can you write the tasting notes for the 2024 rosé ||| skip", "the press broke down this afternoon ||| skip", "all IO goes through the App monad, no IO in the domain modules ||| keep", "we use newtypes for every ID, never bare Ints ||| keep", "partial functions like head are banned, the linter flags them ||| keep", "cabal is rebuilding everything again ||| skip", "add an endpoint for club renewals ||| skip", "floating promises are banned, eslint flags them ||| keep", "the user is banned ||| skip", "my account is banned again ||| skip", "we sign contracts in person, never by email ||| keep", "we met in person last week ||| skip", "kayak tours are run for groups of up to six, anything bigger needs two guides ||| keep", "the tour was run for a group of twelve ||| skip", "trade customers get 10%, it's on every invoice ||| keep", "the customer got 10% off last time ||| skip", "the campsite closes from November to March ||| keep", "the campsite closed early in November ||| skip", "the merge is forbidden until Friday ||| skip"]);
    keptInChineseOrNot(["葡萄一律手工采摘，不用机器", "品酒最多八人一组", "六到八月酒窖不对外开放", "衣服一律手工缝制，不用机器", "攀岩最多六人一组", "十一月到三月营地不对外开放"], ["压榨机下午坏了", "帮我写一下二四年桃红的品酒笔记", "他今天手工缝的", "十一月营地关门了吗"]);
  });

  it("keeps a physiotherapy clinic's ways — how long first appointments and follow-ups are, no one under 16 treated without a parent, notes written up the same day, who takes which patients — and a Vue team's (composables, stores per feature, lazy-loaded pages), not an appointment that ran late nor a report written once", () => {
    keptAsLabelled(["first appointments are always 45 minutes, follow-ups 30 ||| keep", "we never treat anyone under 16 without a parent in the room ||| keep", "clinical notes are written up the same day, before the next patient if we can ||| keep", "Ines does the sports injuries, I take the post-op rehab ||| keep", "can you write the exercise sheet for Mr Patel ||| skip", "the ultrasound machine keeps beeping ||| skip", "composables live in src/composables and always start with use ||| keep", "Pinia stores are per feature, there's no global store ||| keep", "every page component is lazy-loaded from the router ||| keep", "vite build is slow on my laptop ||| skip", "add a page for the exercise library ||| skip", "initial consultations are always 60 minutes, reviews 20 ||| keep", "the appointment was 45 minutes late ||| skip", "we never pierce anyone under 16 without a parent there ||| keep", "we never saw anyone under 16 today ||| skip", "incident reports are written up the same day, before the end of the shift ||| keep", "the report was written up the same day ||| skip", "new clients come back at six weeks for a review ||| keep", "the client came back after two weeks ||| skip", "Vuex modules are per feature, there's no root module ||| keep", "api calls go in the service layer, components never call fetch ||| keep", "the fetch went in the wrong layer ||| skip"]);
    keptInChineseOrNot(["初诊一律四十五分钟，复诊三十分钟", "十六岁以下没有家长在场不治疗", "病历当天写完", "十二岁以下没有家长陪同不上课", "日报当天交"], ["超声机一直在响", "帮我给王先生写一份训练单", "十二岁的孩子今天没来", "今天当天写完了"]);
  });

  it("keeps a removal company's ways — what every quote is done from and never, the kind of job passed on and to whom, the crew the big van goes out with, who runs the packing — and a .NET team's (migrations applied by the pipeline, thin controllers, the type every endpoint returns by its capital), not a request that returns the same row nor a team that doesn't move fast enough", () => {
    keptAsLabelled(["every quote is done from a video survey or a home visit, never from a room count alone ||| keep", "we don't move pianos, we pass them to Harper's ||| keep", "the big van only goes out with two crew, never one ||| keep", "Kofi runs the packing team, I handle the quotes and the bookings ||| keep", "can you draft the quote for the Wilsons' move ||| skip", "the tail lift jammed again ||| skip", "EF Core migrations are generated, reviewed, and applied by the pipeline, never from a laptop ||| keep", "controllers are thin, everything goes through MediatR handlers ||| keep", "every endpoint returns ProblemDetails on errors ||| keep", "the build server is out of disk ||| skip", "add an endpoint for crew availability ||| skip", "every handler returns a Result, never throws ||| keep", "every request returns the same row ||| skip", "we don't fit gas boilers, we send them to Patel Heating ||| keep", "we don't move fast enough ||| skip", "we never open before 9, the landlord's lease says so ||| keep", "every estimate is worked out from a site visit, never from photos alone ||| keep", "the estimate was worked out from photos ||| skip"]);
    keptInChineseOrNot(["报价一律先视频看房或者上门，不按房间数报", "钢琴我们不搬，转给哈珀家", "大车出车至少两个人", "蛋糕我们不做，转给隔壁", "小船出海至少三个人"], ["尾板又卡住了", "帮我给威尔逊家做个搬家报价", "这个我们不做"]);
  });

  it("keeps an escape room's ways — every room reset against the sheet before the next group, hints given and when not, kids only with an adult, who writes the puzzles — and an Unreal team's (no Tick unless a capture justifies it, the naming convention with what it names each kind), not kids who swam with a parent today nor a file still on an old name", () => {
    keptAsLabelled(["every room is reset and checked against the reset sheet before the next group goes in ||| keep", "groups get three hints, and we never give a hint in the first ten minutes ||| keep", "kids under 12 only play with an adult in the room ||| keep", "Mei writes the puzzles, I run the front desk and the bookings ||| keep", "can you write the story intro for the new pirate room ||| skip", "the maglock on room 2 stuck again ||| skip", "gameplay code is C++, blueprints only for level scripting ||| keep", "no Tick on actors unless there's a profiler capture that justifies it ||| keep", "every asset follows the naming convention in Docs/Naming.md, BP_ for blueprints, M_ for materials ||| keep", "the editor crashed when I opened the map ||| skip", "add a door actor for the vault level ||| skip", "every kayak is rinsed and checked against the damage log before the next group takes it out ||| keep", "the kayak was rinsed before the group left ||| skip", "children under 8 only swim with a parent in the water ||| keep", "the kids only swam with a parent today ||| skip", "no phones or cameras in the studio, ever ||| keep", "no luck in the rooms so far ||| skip", "no singletons in services unless there's a design note that justifies it ||| keep", "Jonas builds the sets, I run the box office ||| keep", "Jonas built the set last week, I ran the box office ||| skip", "every file follows the naming rule in docs/naming.md, T_ for textures, SM_ for static meshes ||| keep", "the file follows the old name, T_ for now ||| skip"]);
    keptInChineseOrNot(["每个房间下一组进去之前都要按复位单复位检查", "每组三次提示，前十分钟不给提示", "十二岁以下必须有大人陪同", "每人两杯饮料，前半小时不给续杯", "八岁以下必须有家长陪同"], ["二号房的磁力锁又卡了", "帮我写一下海盗房的故事开场", "每人都来了", "八岁的孩子今天有家长陪着"]);
  });

  it("keeps a pharmacy's ways — controlled drugs counted at close and where the count goes, the fridge read at a rhythm and the range it keeps, who does which clients and what the user checks — and a SwiftUI team's (logic-free views, the iOS versions supported, every string through String Catalogs with what that rules out), not a build that is green with no errors nor a page that leaked today", () => {
    keptAsLabelled(["controlled drugs are counted at close every day and the count goes in the CD register ||| keep", "we never hand out a prescription without checking the date of birth and the address ||| keep", "the fridge temperature is logged twice a day, it has to stay between 2 and 8 ||| keep", "Farah does the methadone clients, I check every prescription before it goes out ||| keep", "can you write a sign about the flu jab clinic ||| skip", "the label printer jammed again ||| skip", "views are structs with no logic, everything goes through an observable model ||| keep", "we support the last two iOS versions, nothing older ||| keep", "every user-facing string goes through String Catalogs, no hard-coded text ||| keep", "Xcode keeps asking for my password ||| skip", "add a screen for repeat prescriptions ||| skip", "the freezer temperature is checked at open and close, it has to stay under minus 18 ||| keep", "the freezer temperature was checked this morning ||| skip", "Tom does the deliveries, I check every order before it leaves ||| keep", "no refunds without a receipt, no exceptions ||| keep", "no refunds yet, the bank is slow ||| skip", "every API call goes through the shared client, no raw fetch ||| keep", "the build is green, no errors ||| skip", "use the debounced hook, raw listeners leaked on every page we used them on ||| keep", "every page leaked memory today, no idea why ||| skip"]);
    keptInChineseOrNot(["管制药品每天关门时清点，记在登记簿上", "冰箱温度每天记录两次，必须在二到八度之间", "没有带照片的证件不能取管制药品", "现金每晚打烊后清点，记在账本上", "水温每天测三次，必须在二十六度以下"], ["标签打印机又卡纸了", "帮我写一个流感疫苗门诊的告示", "今晚打烊后清点了吗"]);
  });

  it("keeps a sailing school's ways — the forecast no one goes out in, every boat checked against the list and signed off, where lifejackets are worn, who teaches which course — and a Fresh team's (islands only for interactivity, JSON-only API routes, pinned imports), not a day no one went out nor a harness checked once", () => {
    keptAsLabelled(["nobody goes out if the forecast is over force 5, beginners not over force 4 ||| keep", "every boat is checked against the pre-launch list and signed off by an instructor ||| keep", "lifejackets are worn on the pontoon as well as on the water ||| keep", "Sven teaches the dinghy courses, I do the keelboat and the powerboat ones ||| keep", "can you write the joining instructions for the July course ||| skip", "the outboard on the rib won't start ||| skip", "islands only for things that need interactivity, everything else is server-rendered ||| keep", "routes under routes/api return JSON only, never HTML ||| keep", "we pin every import in deno.json, no bare URLs in the code ||| keep", "deno check is slow today ||| skip", "add a page for the course calendar ||| skip", "nobody goes up if the avalanche risk is over 3, groups not over 2 ||| keep", "nobody went out today, the wind was too strong ||| skip", "nobody climbs alone before their third session, and only on top rope ||| keep", "nobody climbed alone yesterday ||| skip", "every harness is checked against the gear log and initialled by a coach ||| keep", "the harness was checked against the log ||| skip", "hard hats are worn in the yard as well as on the scaffold ||| keep", "the hard hats are in the yard ||| skip", "page data is fetched in the loader, components get it as props ||| keep", "the data was fetched twice in the loader ||| skip"]);
    keptInChineseOrNot(["风力超过五级不出海，初学者四级以上就不出", "每条船下水前都要按清单检查，由教练签字", "码头上也要穿救生衣", "每辆车出车前都要按清单检查，由队长签字", "车间里也要戴护目镜"], ["橡皮艇的舷外机打不着火", "帮我写一下七月课程的报到须知", "这辆车今天检查过了", "他今天没戴护目镜"]);
  });

  it("keeps a bakery's ways — the hours the starter is fed and where it never goes, the hour wholesale orders close and what comes later, what is never made on the allergen-free line, who does which doughs — and a Remix team's (what every route exports, mutations through actions, deploys after 3pm), not hens let out late today nor orders that closed early", () => {
    keptAsLabelled(["sourdough is fed at 6am and 6pm, the starter never goes in the fridge ||| keep", "wholesale orders close at 2pm for next-day delivery, anything later goes to the day after ||| keep", "nothing with nuts is made on the Tuesday line, that's the allergen-free day ||| keep", "Bruno does the laminated doughs, I do the breads and the van round ||| keep", "can you draft the price list for the cafés ||| skip", "the deck oven is running cold ||| skip", "every route exports a loader and an ErrorBoundary ||| keep", "mutations go through actions, never fetch calls from the client ||| keep", "we deploy after 3pm only, the morning is when the cafés order ||| keep", "the dev server is slow to restart ||| skip", "add a route for standing orders ||| skip", "the hens are let out at 7am and shut in at dusk, the fox comes at night ||| keep", "the hens were let out at 9am today ||| skip", "catering orders close at noon the day before, anything later is a rush fee ||| keep", "the orders closed early yesterday ||| skip", "nothing with sesame is packed on the gluten-free line, that's the coeliac line ||| keep", "nothing with sesame was left ||| skip", "no meat on Fridays, ever, half of our regulars rely on that ||| keep", "no meat left on Friday ||| skip", "every page exports a meta function ||| keep", "every page exported twice by mistake ||| skip"]);
    keptInChineseOrNot(["酵种每天早六点晚六点各喂一次，不进冰箱", "批发订单下午两点截单，第二天送", "周二那条线不做含坚果的东西", "鸡每天早七点晚六点各喂一次", "团购订单每天中午十二点截单，第二天送", "周五不卖肉"], ["层炉温度上不去", "帮我拟一下给咖啡店的价目表", "今天早七点喂了一次", "今天十二点截单了吗", "周五不卖了"]);
  });

  it("keeps a yoga studio's ways — how many mats a class takes and when the waitlist opens, no one let in late, the form every new student fills in first, who covers which classes — and a Flask team's (error handlers per blueprint, migrations reviewed by a second person, config from the environment), not a climber who watched a video once nor a query in the wrong module", () => {
    keptAsLabelled(["classes are capped at 18 mats, the waitlist opens when it's full ||| keep", "late arrivals aren't let in after the first five minutes, the door is locked for savasana ||| keep", "every new student fills in the health form before their first class ||| keep", "Noor covers the early classes, I teach the evenings and the workshops ||| keep", "can you write the newsletter for the spring retreat ||| skip", "the heater in studio 2 is rattling ||| skip", "every blueprint registers its own error handlers ||| keep", "Alembic migrations are reviewed by a second person before they merge ||| keep", "config comes from environment variables only, nothing in settings files ||| keep", "flask run keeps reloading ||| skip", "add a view for the class timetable ||| skip", "every new climber watches the safety video before their first session ||| keep", "the new climber watched the video before the session ||| skip", "contractors have to be on the vetted list, Dana signs off on each one ||| keep", "the contractor was on the list last year ||| skip", "validation goes in the schema layer, routes stay thin ||| keep", "the query went in the wrong module ||| skip"]);
    keptInChineseOrNot(["每节课最多十八张垫子，满了开候补", "开课五分钟后不再放人进来", "新学员第一次上课前都要填健康表", "每场演出最多两百人，满了就停售", "开场十分钟后不再入场"], ["二号教室的暖气在响", "帮我写一下春季静修的通讯", "这场演出满了", "开场十分钟后他才来"]);
  });

  it("keeps an independent cinema's ways — lamp hours logged after every screening and when it is replaced, when the doors open and the bar shuts, never more tickets than seats, who programmes the season — and an Axum team's (handlers return a Result, every route traced, release day), not mileage logged once nor doors that opened late", () => {
    keptAsLabelled(["the projector lamp hours are logged after every screening, it gets replaced at 2000 ||| keep", "doors open 30 minutes before the film, the bar shuts when the trailers start ||| keep", "we never sell more tickets than seats, even for the members' previews ||| keep", "Yusuf programmes the season, I run the projection booth and the bar ||| keep", "can you write the blurb for the Kurosawa season ||| skip", "the popcorn machine tripped the fuse ||| skip", "handlers return Result<_, AppError>, no unwrap outside tests ||| keep", "every route is wrapped in the tracing layer ||| keep", "we release on Tuesdays after the booking peak ||| keep", "cargo is recompiling the world ||| skip", "add a handler for gift vouchers ||| skip", "the van mileage is logged after every trip, it gets serviced at 10,000 ||| keep", "the mileage was logged after the trip ||| skip", "doors open an hour before the show, the bar shuts when the curtain goes up ||| keep", "the doors opened late before the show ||| skip", "night dives are only run on Fridays, Marta has to lead them ||| keep", "the dive was only run on Friday ||| skip", "Ana curates the exhibitions, I run the shop ||| keep", "a connection pool shared across threads deadlocked the importer in 2023 ||| skip", "use a channel, a connection pool shared across threads deadlocked the importer in 2023 ||| keep"]);
    keptInChineseOrNot(["每场放映后都要记录灯泡时长，到两千小时就换", "开映前三十分钟开门，预告片开始就关吧台", "票绝不超过座位数", "每天打烊后都要清点现金，到一万就存银行", "每次出车后都要记录里程，满五千公里就保养", "开场前半小时检票", "人数绝不超过二十"], ["爆米花机跳闸了", "帮我写一下黑泽明影展的简介", "开场前他才到", "今天人数不会超过二十吧"]);
  });

  it("keeps what every one of a kind is built with and what that rules out, not what every one shares by fault said with 'no wonder'", () => {
    keptAsLabelled([
      'every job uses the shared retry helper, no hand-rolled loops ||| keep',
      'every test uses the same seed, no wonder its flaky ||| skip',
      "every test uses the same seed, no wonder it's flaky ||| skip",
      'every test uses the same seed ||| skip',
    ]);
  });

  it("keeps a dog daycare's ways — the trial every dog does before joining, dogs grouped by size, the males not taken past an age, who runs which pickups — and a Next.js team's (server actions for mutations, cached fetches revalidated by tag, previews for every PR), not a trial done this morning nor cats boarded last month", () => {
    keptAsLabelled(["every dog does a half-day trial before they can join the full days ||| keep", "dogs are grouped by size and energy, the big boisterous ones never mix with the small ones ||| keep", "we don't take entire males over a year old ||| keep", "Leah runs the morning pickups, I do the afternoon drop-offs and the bookings ||| keep", "can you write the welcome email for Biscuit's owner ||| skip", "the van's heater isn't working ||| skip", "mutations go through server actions, no API routes for forms ||| keep", "fetches in server components are cached with tags and revalidated by tag, never with a time ||| keep", "we deploy previews for every PR and prod only from main ||| keep", "the build is slow on Vercel today ||| skip", "add a page for the daycare calendar ||| skip", "every horse does a two-week trial before it can join the livery ||| keep", "the dog did a trial this morning ||| skip", "we don't board cats under six months old ||| keep", "we didn't board any cats last month ||| skip", "no guest is admitted without a signed waiver, the insurer checks ||| keep", "no guest came in this morning ||| skip", "sort order is kept in the query string so refresh keeps it ||| keep", "the filters broke in the URL again ||| skip"]);
    keptInChineseOrNot(["新来的狗都要先试半天", "大狗和小狗永远分开", "一岁以上没绝育的公狗不收", "猫和狗一律分开", "三个月以下的小猫不收"], ["车上的暖气坏了", "帮我给饼干的主人写封欢迎邮件", "他和我分开了", "三个月以下的小猫来了吗"]);
  });

  it("keeps a bicycle repair shop's ways — the free safety check every bike gets before a quote, where e-bike batteries are charged, the bikes never worked on and why, what becomes of bikes left uncollected — and a Go/htmx team's (templ components from handlers, the HX-Request fallback, goose migrations never edited), not bikes worked on yesterday nor bikes left, asked about", () => {
    keptAsLabelled(["every bike gets a free safety check before we quote anything ||| keep", "e-bike batteries are only charged in the metal cabinet, never on the shop floor ||| keep", "we don't work on department-store bikes, the parts cost more than the bike ||| keep", "Tomasz does the wheel builds, I do the servicing and the front desk ||| keep", "bikes left more than 60 days after we call get sold to cover the bill ||| keep", "can you draft a reply to the guy asking about tubeless conversions ||| skip", "the truing stand is wobbly again ||| skip", "handlers return templ components, never raw html strings ||| keep", "every htmx endpoint checks the HX-Request header and falls back to the full page ||| keep", "migrations are written with goose and never edited once they've run on prod ||| keep", "the CI runner ran out of disk again ||| skip", "add a form for booking a service ||| skip", "we don't fix vintage radios, the valves cost more than the set ||| keep", "we don't work on weekends because the landlord locks the yard ||| keep", "we didn't work on any bikes yesterday, the power was out ||| skip", "we don't work on department-store bikes today, do we ||| skip", "parcels not collected within 14 days are returned to sender ||| keep", "garments left over 90 days are donated to the charity shop ||| keep", "the bikes were left for more than 60 days ||| skip", "bikes left more than 60 days, should I sell them? ||| skip"]);
    keptInChineseOrNot(["每辆车报价前都先免费做安全检查", "电动车电池只能在铁柜里充电", "超过六十天没取的车就卖掉抵账", "每台电脑维修前都先备份硬盘", "易燃品只能在仓库外面放", "满三十天没领的包裹一律退回", "超过九十天没取的衣服就捐掉"], ["今天的内胎到货了吗", "帮我回一下那个问无内胎改装的客人", "每辆车报价前都先检查了吗", "我只能在家里等快递", "电池只在柜子里充了一半", "超过六十天没取的车卖掉了吗"]);
  });

  it("keeps an allotment society's ways — when plot rents fall due and what an unpaid one costs, the order the waiting list keeps, the months bonfires are allowed, whom half plots go to first, who keeps the key register — and a Phoenix team's (contexts the only thing LiveViews talk to, a test for every LiveView before it's merged), not rents due today nor a queue going by fast", () => {
    keptAsLabelled(["plot rents are due on the first of March and anyone unpaid by April loses the plot ||| keep", "the waiting list goes strictly by date of application, no jumping for committee members ||| keep", "bonfires only between October and March, and never on a Sunday ||| keep", "half plots go to new members first so they can see if they'll manage ||| keep", "Gwen keeps the key register, ask her before cutting any new keys ||| keep", "can you write this month's newsletter ||| skip", "someone's left the water trough running again ||| skip", "contexts are the only thing LiveViews talk to, no Repo calls from the web layer ||| keep", "background work goes through Oban, never Task.start ||| keep", "every LiveView has a test with live/2 before it's merged ||| keep", "the staging deploy is stuck on assets ||| skip", "add a page for the waiting list ||| skip", "membership fees are due on the 1st of each month, late ones pay a fiver extra ||| keep", "rents are due today and half of them haven't paid ||| skip", "the rent was due on the first of March ||| skip", "the queue goes by seniority, nobody skips it ||| keep", "the queue goes by fast today ||| skip", "fishing permits only from June to September ||| keep", "tickets only between March and May were refunded? ||| skip", "spare seeds go to new members first because they start with nothing ||| keep", "Priya keeps the petty cash tin, ask her before buying anything for the shed ||| keep", "Gwen kept the key register last year ||| skip", "new hires start on Monday ||| skip", "trainee guides always start on the short loop ||| keep", "the API module is the only thing the mobile app calls ||| keep", "this is the only thing the tests call ||| skip", "every migration has a rollback before it's merged ||| keep", "every LiveView had a test before ||| skip", "Marek holds the spare keys ||| keep", "Marek holds the spare keys today, ring him ||| skip"]);
    keptInChineseOrNot(["地租每年三月一号交，四月还没交的收回地块", "等候名单严格按申请日期排", "新会员第一年只给半块地", "会费每月五号前交", "补种的名额一律按报名先后分配", "新学员第一个月只上基础课"], ["水槽又有人没关", "帮我写这个月的简报", "会费每月交了吗", "名单按日期排一下", "新会员第一年只给了半块地吗"]);
  });

  it("keeps a mobile hairdresser's ways in care homes — whom alone she cuts, which home is which day, what residents on blood thinners never get, who pays for what, what she always checks before a perm — and a Rails/Hotwire team's (which of Turbo's ways for which kind of update), not patients seen today nor the weather checked before a walk", () => {
    keptAsLabelled(["I only cut residents whose family has signed the consent form ||| keep", "Maple Court is every other Tuesday, Birch House the Thursdays in between ||| keep", "residents on blood thinners get no razor work at all, scissors only ||| keep", "the home pays for the basic cut, anything extra goes on the family's account ||| keep", "I always check the care plan before a perm, some of them have skin conditions ||| keep", "can you draft a note to Maple Court about next week's visit ||| skip", "my clippers need a new blade ||| skip", "Turbo frames for anything that updates in place, full page visits for navigation ||| keep", "money is stored in integer pence, never floats ||| keep", "jobs are idempotent because Sidekiq retries them ||| keep", "the test suite takes nine minutes now ||| skip", "add a field for the resident's room number ||| skip", "we only board dogs that have had their kennel cough jab ||| keep", "I only saw patients who booked today ||| skip", "I only cut residents whose family signed, right? ||| skip", "Oakfield Primary is every Wednesday, St Mary's the first Friday of the month ||| keep", "Today is every other Tuesday's makeup day ||| skip", "Maple Court is every other Tuesday? ||| skip", "patients on warfarin get no deep tissue massage ||| keep", "patients on the list get no reminder yet ||| skip", "the school pays for the coach, anything else comes out of the parents' contributions ||| keep", "the home paid for the cut last time ||| skip", "I always read the allergy card before a colour ||| keep", "I always check the weather before a walk ||| skip", "Stimulus for anything that toggles, Turbo streams for live updates ||| keep", "thanks for everything you did today, see you tomorrow ||| skip", "no raw SQL strings for reports, put them in a query object ||| keep", "no callbacks for side effects, right? ||| skip"]);
    keptInChineseOrNot(["家属没签同意书的老人一律不剪", "吃抗凝药的老人不用剃刀", "枫林院隔周二去，桦树院隔周四去", "没交押金的客人一律不接", "怀孕的顾客不烫发", "东区每周一去，西区每周三去"], ["推子又没电了", "帮我给枫林院写个通知", "昨天来的客人不用剃刀", "那个老人不剪了", "东区这周一去了"]);
  });

  it("keeps a swimming club's ways — what moving up a squad waits for, whom the fast lane is for and where masters go, what no swimmer under an age enters, how long before a gala entries close, who runs a squad with all of it through him — and a Quarkus team's (a DTO from every REST resource, native builds only on the release branch), not swimmers moved up last week nor entries closed two days ago", () => {
    keptAsLabelled(["swimmers move up a squad only after two sessions watched by me ||| keep", "the fast lane is for squad swimmers, masters go in lanes 5 and 6 ||| keep", "no swimmer under 9 enters an open gala ||| keep", "gala entries close three weeks before, no late entries even for county swimmers ||| keep", "Olu coaches the development squad, anything about their sets goes through him ||| keep", "can you write up the results from Saturday ||| skip", "the pool's closed Thursday for a leak ||| skip", "every REST resource returns a DTO, never the Panache entity ||| keep", "config comes from application.properties with profiles, no System.getenv calls ||| keep", "native builds only run on the release branch, they take forty minutes ||| keep", "the native build failed on the runner last night ||| skip", "add an endpoint for gala entries ||| skip", "riders move up a group only once they've done three club runs ||| keep", "swimmers moved up a squad last week ||| skip", "the kids lane is for beginners, improvers go in lane 3 ||| keep", "the cake is for the kids, adults go in the kitchen ||| skip", "no rider under 14 takes a horse out alone ||| keep", "no swimmer under 9 turned up today ||| skip", "race entries close two days before the event, no exceptions ||| keep", "entries closed two days ago ||| skip", "Ines runs the beginners' class, everything about their grading goes through her ||| keep", "Ines ran the beginners' class last term ||| skip", "under-10s never dive from the top board, 1m only ||| keep", "the under-12s swam the 400 yesterday ||| skip", "every REST resource returns a Response ||| keep", "every REST resource returned 500 yesterday ||| skip", "use prepared statements, no string building in queries ||| keep", "use the blue one, no rush ||| skip"]);
    keptInChineseOrNot(["没有我看过两次训练的不升组", "九岁以下不报公开赛", "比赛报名提前三周截止，晚了谁都不收", "没交体检表的不下水", "六十岁以上不上高级班", "团购提前两天截单"], ["泳池周四漏水停开", "帮我整理周六的成绩", "没有的不用管了", "九岁以下的来了吗", "报名提前三周截止了吗"]);
  });

  it("keeps a fishmonger's ways — how old a fish may be to go on the slab, how soon shellfish is sold and what becomes of it after, who fillets and what the user does, whom the stall buys from first — and an Elm team's (JS interop through ports, a test for every decoder, nothing derived in the Model), not what went on the slab this morning nor traffic through a proxy right now", () => {
    keptAsLabelled(["nothing goes on the slab that came off the boat more than two days ago ||| keep", "the ice gets changed every four hours whatever the weather ||| keep", "shellfish is sold the day it lands or it goes in the bin ||| keep", "Hamid fillets, I do the till and the orders ||| keep", "we buy from the Brixham day boats first and only go to the wholesaler when they're short ||| keep", "can you write a sign for the crab special ||| skip", "the van smells of diesel again ||| skip", "all JS interop goes through ports, no custom elements for logic ||| keep", "every JSON decoder has a test with a real payload from the API ||| keep", "the Model holds no derived data, compute it in the view ||| keep", "elm-review is complaining about unused imports ||| skip", "add a page for today's catch ||| skip", "nothing goes in the display case that was baked more than a day before ||| keep", "nothing went on the slab this morning ||| skip", "the fish came off the boat two days ago ||| skip", "sushi rice is used within 4 hours of cooking or it goes in the bin ||| keep", "the shellfish was sold the day it landed ||| skip", "Dee ices, I do the sponges and the deliveries ||| keep", "Dee laughed, I did the rest ||| skip", "we order from the co-op first and only go to the cash and carry when they're out ||| keep", "we bought from the co-op first thing this morning ||| skip", "all network calls go through the api module, no fetch in components ||| keep", "all the traffic goes through the proxy right now ||| skip", "every reducer has a unit test with a recorded action ||| keep", "every decoder has a test failing since the API change ||| skip", "the store holds no derived values, compute them in selectors ||| keep", "the store held no data after the refresh ||| skip"]);
    keptInChineseOrNot(["上岸超过两天的鱼不上摊", "冰每四个小时换一次", "贝类当天卖不完就扔", "超过三天的面包不上架", "油每两周换一次", "蛋糕当天卖不完就半价"], ["货车又一股柴油味", "帮我写个螃蟹特价的牌子", "超过三天的面包还卖吗", "油上周换了一次", "蛋糕今天没卖完"]);
  });

  it("keeps a recording studio's ways — the block sessions are booked in, what bands bring and what the studio supplies, what is backed up before anyone leaves, who engineers which sessions, what never comes into the live room — and a Clojure team's (a spec for every public fn, the core namespaces pure), not drives backed up twice yesterday nor a block booked for tomorrow", () => {
    keptAsLabelled(["sessions are booked in four-hour blocks, nothing shorter ||| keep", "bands bring their own drummer's cymbals, we supply the kit shell and hardware ||| keep", "raw multitracks are backed up to two drives before anyone leaves ||| keep", "Nadia engineers the evening sessions, I take the day ones and the mixing ||| keep", "no food in the live room, drinks with lids only ||| keep", "can you send the invoice for the Hollow Pines session ||| skip", "the vocal booth is booked solid this week ||| skip", "the drives were backed up twice yesterday ||| skip", "we're doing a four-hour block for them tomorrow ||| skip", "every public fn has a spec, checked with instrument in tests ||| keep", "side effects live at the edges, the core namespaces are pure ||| keep", "the REPL keeps dropping the connection ||| skip", "add a function to export the bookings ||| skip", "lessons are sold in two-hour blocks, nothing less ||| keep", "we sold two four-hour blocks yesterday ||| skip", "guests bring their own towels, we provide the robes and slippers ||| keep", "guests brought their own towels this time ||| skip", "the till float is counted and locked away before anyone leaves ||| keep", "the float was counted before anyone left last night ||| skip", "Yusuf mixes the live shows, I record the podcasts ||| keep", "no phones in the darkroom, red torches only ||| keep", "no food in the live room yet? ||| skip", "every handler fn is pure, the effects happen in the interceptors ||| keep", "the results are pure luck ||| skip"]);
    keptInChineseOrNot(["录音一律按四小时一段订", "多轨原始文件走之前要备份到两块硬盘", "录音棚里不许吃东西", "课程一律按两小时一节收费", "收银的钱下班前要锁进保险柜", "暗房里禁止带手机"], ["这周人声棚都订满了", "帮我给那个乐队发发票", "这次按两小时一节算吧", "明天下班前要交报告", "暗房里不许带手机了吗"]);
  });

  it("keeps a tailor's ways — a rule named as one and said in counts, the kinds of work sent out to a named hand, the weeks a kind of job needs, what is never done to the original fabric, what becomes of what is never paid for — and a Zig team's (an allocator parameter for every function that allocates, what failing zig fmt costs), not a rule broken on a branch nor parcels going out tomorrow", () => {
    keptAsLabelled(["the rule is one fitting for hems, two for anything taken in at the seams ||| keep", "leather and suede go out to Marco, we don't have the machine for it ||| keep", "wedding dresses need six weeks, we won't promise less ||| keep", "as a rule we never cut the original fabric, we fold it inside in case they want it let out later ||| keep", "anything not paid for after 90 days gets donated, the ticket says so ||| keep", "can you text Mrs Ito that her coat is ready ||| skip", "the overlocker needs a service ||| skip", "we promised the bride four weeks this once ||| skip", "every function that allocates takes an allocator parameter, no global allocator ||| keep", "errors are returned with try, we never use catch unreachable outside tests ||| keep", "zig fmt runs in CI and a PR that fails it doesn't get reviewed ||| keep", "the cross-compile to aarch64 broke on the runner ||| skip", "add a function that parses the order file ||| skip", "the rule is no phones at the table and everyone clears their own plate ||| keep", "the rule is broken on the staging branch ||| skip", "upholstery and curtains go out to Bev, she has the big table ||| keep", "the parcels go out to Marco tomorrow ||| skip", "bespoke suits need eight weeks, no rush jobs ||| keep", "these builds take two days at the moment ||| skip", "we never reuse the customer's thread, we match it fresh ||| keep", "we never cut it that short before, did we ||| skip", "anything unpaid after 60 days is sold, the form says so ||| keep", "every handler that allocates takes an arena parameter ||| keep", "every function that allocated yesterday leaked ||| skip", "golangci-lint runs in CI and any PR that fails it doesn't get merged ||| keep", "golangci-lint failed in CI on my PR ||| skip", "tests use the race detector so data races get caught ||| keep", "the tests used the race detector yesterday and caught one ||| skip"]);
    keptInChineseOrNot(["下摆改短只试一次，收腰要试两次", "皮革和麂皮的活都交给马可", "婚纱至少要六周，少了不接", "裤脚只改一次，西装要改三次", "定制西装至少要八周"], ["锁边机该保养了", "帮我跟伊藤太太说大衣改好了", "这次改了两次", "这件西装至少要八周吗"]);
  });

  it("keeps an auction house's ways — the buyer's premium on everything, what every lot has done before it goes in the catalogue, where jewellery past a value is kept, where unsold lots go back to — and a Hanami team's (actions only talk to repositories, never the relations), not a commission on one lot nor a parcel weighed twice this morning", () => {
    keptAsLabelled(["buyer's premium is 25% on everything, no exceptions for trade buyers ||| keep", "every lot is photographed from four sides before it goes in the catalogue ||| keep", "jewellery over £500 is kept in the safe until the viewing day ||| keep", "Farid does the valuations, I run the rostrum and the online bidding ||| keep", "unsold lots go back to the vendor unless they tell us to re-offer them ||| keep", "can you draft the catalogue blurb for lot 42 ||| skip", "the card reader in the office keeps freezing ||| skip", "the safe was opened twice this morning ||| skip", "actions only talk to repositories, never to the ROM relations directly ||| keep", "every slice has its own settings file, nothing shared through globals ||| keep", "money columns are integers in pence with the currency next to them ||| keep", "the specs are slow on the new laptop ||| skip", "add an action to mark a lot as sold ||| skip", "seller's commission is 15% on every lot, no exceptions ||| keep", "the commission was 15% on that lot ||| skip", "every parcel is weighed and labelled before it goes on the van ||| keep", "every parcel was weighed twice this morning ||| skip", "watches over £1000 are locked away in the cabinet until collection ||| keep", "the watch over there is kept in the drawer ||| skip", "unused tickets go back to the box office unless the promoter keeps them ||| keep", "the tickets went back to the box office yesterday ||| skip", "we don't use palm oil in any form ||| keep", "we didn't use palm oil in that batch ||| skip", "handlers only call services, never the database directly ||| keep", "handlers only call services? ||| skip", "validation lives in the schema module ||| keep", "validation failed in the schema module ||| skip"]);
    keptInChineseOrNot(["买家佣金一律百分之二十五", "每件拍品进图录前要拍四个面", "五百镑以上的首饰在预展前都锁在保险柜里", "服务费一律百分之十", "一千元以上的手表都锁在柜子里"], ["办公室的刷卡机又卡住了", "帮我写一下四十二号拍品的介绍", "这单服务费是百分之十吗", "一千元以上的手表锁起来了吗"]);
  });

  it("keeps a wildlife rescue's ways — what hedgehogs under a weight are kept to, what every casualty gets the moment it comes in, the only hands that handle adult badgers, where birds are released, what the public never do — and a Julia team's (a doctested docstring for every exported function, no type piracy), not the hedgehog under the shed nor a wristband given last night", () => {
    keptAsLabelled(["hedgehogs under 600g stay in over winter, we don't release them till spring ||| keep", "every casualty gets a number and a record card the moment it comes through the door ||| keep", "volunteers don't handle adult badgers, only Sian and Rob do ||| keep", "we release birds where they were found unless it's a road or a town centre ||| keep", "the public never feed anything here, the signs say so and we mean it ||| keep", "can you post the open day on the Facebook page ||| skip", "the incubator alarm went off twice overnight ||| skip", "we're full up with fledglings this week ||| skip", "functions are type-stable, @code_warntype is clean before merge ||| keep", "every exported function has a docstring with an example that doctests run ||| keep", "no type piracy, extend only methods on our own types ||| keep", "CI is failing on Julia nightly again ||| skip", "add a function that plots the intake by month ||| skip", "lambs under 3kg get bottle-fed every four hours ||| keep", "the hedgehog under the shed is about 600g ||| skip", "every guest gets a wristband as soon as they arrive ||| keep", "every guest got a wristband last night ||| skip", "juniors don't use the big lathe, only Ken and Ada do ||| keep", "juniors didn't use the lathe today, only Ken did ||| skip", "we plant cuttings back where they were taken unless the bank has slipped ||| keep", "we found the birds where you said ||| skip", "visitors never go behind the rope, the stewards will stop them ||| keep", "visitors never showed up this morning ||| skip", "no monkey patching, add helpers only on our own classes ||| keep", "no monkey patching? ||| skip"]);
    keptInChineseOrNot(["六百克以下的刺猬留着过冬，开春再放", "每只伤员一进门就编号建卡", "志愿者不碰成年獾，只有西安和罗布可以", "三公斤以下的小羊每四小时喂一次奶", "每位客人一到就发手环", "学徒不碰大车床，只有老陈可以"], ["孵化箱半夜又报警了", "帮我把开放日发到脸书上", "三公斤以下的小羊喂了吗", "每位客人一到就发手环了吗", "学徒今天碰了大车床"]);
  });

  it("keeps a kayak hire's ways — when the last boats go out and all are back, the river mark past which nothing is hired, how young ones go out and never, who does the briefing — and a Scala 3 team's (where givens live, what every public case class derives), not the boats that went out yesterday nor kids under a bridge", () => {
    keptAsLabelled(["nobody goes out without a buoyancy aid done up, not even strong swimmers ||| keep", "last boats out at 4pm, everyone back on the bank by 6 ||| keep", "if the river's above the green marker on the bridge we don't hire at all ||| keep", "kids under 8 go in a canoe with an adult, never a kayak on their own ||| keep", "Jess does the safety briefing, I do the paperwork and the launches ||| keep", "can you write a post about the summer opening hours ||| skip", "two paddles went missing on Sunday ||| skip", "the river was above the marker yesterday ||| skip", "effects are in cats-effect IO, no Futures in new code ||| keep", "givens live in the companion object of the type they're for ||| keep", "every public case class derives the codec, hand-written codecs need a comment why ||| keep", "sbt is taking forever to resolve today ||| skip", "add an endpoint for hire bookings ||| skip", "last orders at 10pm, everyone out by 11 ||| keep", "the last boats went out at 4pm yesterday ||| skip", "if the wind's above force 5 we don't launch ||| keep", "if the river's above the marker, can we still go? ||| skip", "children under 10 ride with a parent, never on their own ||| keep", "the kids under the bridge went in a canoe ||| skip", "nobody climbs past the red tape, the rock is loose there ||| keep", "nobody went past the weir today ||| skip", "givens for JSON live in the codecs package ||| keep", "every public record derives Show and Eq ||| keep", "every public case class derived the codec wrongly yesterday ||| skip", "no mutable vars, use a fold instead ||| keep", "no mutable vars here? ||| skip"]);
    keptInChineseOrNot(["没系好救生衣的谁都不能下水", "最后一批船下午四点出，六点前都要上岸", "水位超过桥上绿线就不出租", "没交押金的谁都不能借船", "最后一班车晚上十点发", "风力超过五级就不出船"], ["周日丢了两支桨", "帮我写个夏季营业时间的帖子", "最后一班车走了吗", "他超过我就不跑了"]);
  });

  it("keeps a phone repair shop's ways typed in haste — the phones never touched and why, the warranty each kind of repair carries, genuine parts only for one kind, who does the board work and what the user does — and a Kotlin Android team's (all state hoisted to the viewmodel, a test for every Room migration), not a phone left untouched yesterday nor state lost after an update", () => {
    keptAsLabelled(["we dont touch water damaged phones, too many come back ||| keep", "screens get a 90 day warranty, batteries 6 months, nothing on liquid damage ||| keep", "customer data is never copied off a phone, we only back up if they ask and they sign for it ||| keep", "genuine parts only for iphones, aftermarket is fine on the cheap androids ||| keep", "ali does the board work, i do screens and the counter ||| keep", "can u do a price list for the window ||| skip", "the heat gun is on its way out ||| skip", "we did three screens before lunch ||| skip", "all state hoisted to the viewmodel, composables stay stateless ||| keep", "room migrations always get a test with MigrationTestHelper ||| keep", "hilt modules go in di/ per feature, no god module ||| keep", "gradle sync takes 4 mins on my machine ||| skip", "add a screen for repair status ||| skip", "we dont fix cracked laptop hinges, too often the case is gone ||| keep", "we didnt touch his phone yesterday ||| skip", "boilers get a 12 month guarantee, parts only ||| keep", "the screen got a 90 day warranty last time? ||| skip", "original toner only for the big printer, compatible is fine elsewhere ||| keep", "genuine parts arrived late again ||| skip", "sam runs the saturday stall, i do the online orders ||| keep", "it does the thing, i do the rest ||| skip", "all config moved to the settings module, nothing read from env elsewhere ||| keep", "all state got lost after the update ||| skip", "api clients always get a contract test ||| keep", "the api clients always get errors on staging ||| skip"]);
    keptInChineseOrNot(["进水的手机不修", "屏幕保修九十天，电池保修半年", "客户数据一律不拷出来", "摔坏的手表一律不退", "主板保修一年"], ["热风枪快坏了", "帮我做个橱窗价目表", "那个手机修好了吗", "这台保修一年吗"]);
  });

  it("keeps a village hall's ways — the hour bookings stop on a weeknight, which rate each kind of hirer pays, the shortest booking of the big hall on a Saturday, who does the cleaning rota — and a NestJS team's (a DTO for every controller input, guards and interceptors each to their job), not keys collected late nor a studio asked after for this weekend", () => {
    keptAsLabelled(["no bookings past 11pm on a weeknight, the licence says so ||| keep", "children's parties pay the community rate, private functions pay the full rate ||| keep", "the big hall can't be booked for under three hours on a Saturday ||| keep", "Brenda does the cleaning rota, I take the bookings and the money ||| keep", "can you draft a reply to the Morris dancers about their May date ||| skip", "the boiler's playing up again ||| skip", "someone left the fire door propped open last night ||| skip", "every controller input is a DTO with class-validator decorators ||| keep", "guards do auth, interceptors do logging, nothing else in either ||| keep", "each feature is its own module and modules only import through their public index ||| keep", "the e2e suite is flaky on the bookings endpoint ||| skip", "add an endpoint to cancel a booking ||| skip", "guests collect the keys from reception and leave them in the box by the door ||| keep", "the guests collected the keys late ||| skip", "members pay the club rate, visitors pay the standard rate ||| keep", "the studio can't be hired for less than two hours on a weekend ||| keep", "the studio can't be hired this weekend? ||| skip", "nothing runs past 10pm on weeknights, the caretaker locks up ||| keep", "nothing went past midnight last night ||| skip", "every command handler is a class with a single execute method ||| keep", "every controller is broken after the upgrade ||| skip", "pipes do validation, filters do error mapping ||| keep", "kids do homework, don't they ||| skip"]);
    keptInChineseOrNot(["租用的人去小卖部拿钥匙，用完从信箱塞回来", "平日晚上十一点以后不接预订", "儿童派对按社区价，私人活动按全价", "住客去前台拿门卡，走的时候放回盒子里", "晚上十点以后不接单", "会员按会员价，散客按原价"], ["锅炉又不好使了", "帮我回一下莫里斯舞队五月的档期", "晚上十点以后还接单吗", "这次按会员价吧"]);
  });

  it("keeps a knife sharpener's ways — the kinds sent to the workshop or away and why, when restaurants' knives are collected and returned, which market each weekend day, what every blade is tested on before it goes back — and a Crystal team's (shards pinned exactly, macros only for boilerplate, the flag specs run with in CI), not knives sent to the workshop yesterday nor tests that ran once", () => {
    keptAsLabelled(["serrated knives go to the workshop, I don't do them at the stall ||| keep", "every blade is tested on paper before it goes back to the customer ||| keep", "ceramic knives I send away, my stones chip them ||| keep", "restaurants get collected Monday and returned Wednesday, home knives are done while they wait ||| keep", "Saturdays I'm at Stroud, Sundays at Frome, nowhere in the week ||| keep", "can you write a sign for the stall about pricing ||| skip", "my belt grinder is making a noise ||| skip", "I sharpened forty knives at Stroud today ||| skip", "every shard is pinned to an exact version in shard.lock, no ranges ||| keep", "macros only for generating boilerplate, never for business logic ||| keep", "specs run with --error-on-warnings in CI ||| keep", "the compiler is slow on the new laptop ||| skip", "add a page for the market schedule ||| skip", "leather repairs go to the saddler, I don't do them here ||| keep", "the knives went to the workshop yesterday ||| skip", "antique clocks we turn away, the parts are impossible ||| keep", "the clocks we fixed last week came back ||| skip", "offices get collected Friday and returned Monday ||| keep", "offices got collected on Friday ||| skip", "Tuesdays we're at the library, Thursdays at the school ||| keep", "cakes are always decorated by hand, nothing printed ||| keep", "the cakes were decorated by hand this time ||| skip", "tests always run with --race in CI ||| keep", "tests ran with --race yesterday and passed ||| skip", "no generics for the config, plain structs so the errors stay readable ||| keep", "no generics here, right? ||| skip"]);
    keptInChineseOrNot(["锯齿刀一律拿回工作室磨，摊上不做", "每把刀还给客人前都要在纸上试", "旧钟表一律送到修理铺修", "每双鞋还给客人前都要擦一遍", "每周二都在图书馆，每周四在学校"], ["砂带机有怪声", "帮我写个价目牌", "这把刀送到修理铺了吗", "这周二在图书馆"]);
  });

  it("leaves out states of the moment shaped like standing ways — compost run out, rents that were due, a queue slow today, plots that went to new members this year, a greenhouse not bookable this weekend — and keeps a plant nursery's ways (the months perennials are potted, how long plants settle before they are sold, who does the grafting) and a Go team's one layer", () => {
    keptAsLabelled(["we don't have any compost bags left, can you reorder ||| skip", "the seedlings left more than a week ago ||| skip", "rents were due on the first and nobody paid ||| skip", "the queue goes by really slowly today ||| skip", "half the plots went to new members this year ||| skip", "new members start on Monday, can you send the welcome pack ||| skip", "every plant got watered this morning ||| skip", "the waiting list is strictly by date, is that right? ||| skip", "nothing went on the benches yesterday, it rained ||| skip", "the fast lane was closed for cleaning ||| skip", "all traffic goes through the old proxy until Friday ||| skip", "every handler has a test except the new one, can you add it ||| skip", "the big greenhouse can't be booked this weekend ||| skip", "perennials are only potted between March and May ||| keep", "we never sell plants that came in less than a week ago, they need to settle ||| keep", "Rosa does the grafting, I do the orders and the till ||| keep", "every tray is labelled with the sowing date before it goes on the bench ||| keep", "handlers only call services, never the store directly ||| keep", "bulbs are only planted from September to November ||| keep", "the bulbs were only planted in March ||| skip", "we never sell stock that arrived more than two days ago without checking it ||| keep", "we never sold the plants that came in last week ||| skip", "bonsai are always pruned by hand, never shears ||| keep"]);
    keptInChineseOrNot(["多年生的只在三到五月上盆"], ["今天的堆肥用完了", "新会员周一来，帮我准备欢迎包"]);
  });

  it("keeps a children's football club's ways — what each age group plays, a chore that goes round, what subs cost and who pays less — and a Rust/Leptos team's (the lint every crate denies), not a score of last week nor a question of new players", () => {
    keptAsLabelled(["every coach needs a DBS check before they take a session, no exceptions for parents ||| keep", "under-9s play 5-a-side, under-11s 7-a-side, nobody keeps score below under-10s ||| keep", "kit is washed by whichever family takes the bag home, we rotate alphabetically ||| keep", "subs are £15 a month and siblings pay half ||| keep", "Marcus runs the under-11s, anything about their fixtures goes to him ||| keep", "can you post the fixture list on the group chat ||| skip", "the goalposts blew over in the wind last night ||| skip", "the under-9s lost 4-1 on Saturday ||| skip", "server fns return Result with our own ServerError, never a bare String error ||| keep", "signals are created in the component that owns them and passed down, no global signals ||| keep", "every crate in the workspace denies unsafe_code ||| keep", "cargo leptos watch keeps rebuilding everything ||| skip", "add a page for the fixture list ||| skip", "under-12s race 50m, under-14s 100m, nobody under 10 enters the relay ||| keep", "the under-9s played 5-a-side last week ||| skip", "the lunch is cooked by whichever parent hosts, we take turns ||| keep", "new staff shadow for three shifts before they're left alone ||| keep", "the new players trained for two weeks? ||| skip", "every package in the repo forbids unsafe casts ||| keep", "no expect outside tests, propagate it instead ||| keep", "no unwrap outside tests? ||| skip"]);
    keptInChineseOrNot(["教练带训练前都要先做无犯罪记录审查", "九岁以下五人制，十一岁以下七人制", "月费十五镑，兄弟姐妹半价", "出海前都要先看天气预报", "十岁以下三人制，十二岁以下五人制", "年费一百二十元，学生半价"], ["球门昨晚被风吹倒了", "帮我把赛程发到群里", "出海前先看了天气吗"]);
  });

  it("keeps a holiday-cottage changeover business's ways — the day and hours of changeovers, what every cottage gets at every changeover, what is done with what is broken the same day, how owners pay — and a Deno/Hono team's (every route validates its body), not deliveries late on a Monday nor towels given this morning", () => {
    keptAsLabelled(["changeovers are Fridays between 10 and 4, guests out by 10, new ones in from 4 ||| keep", "every cottage gets a full linen change and the hot tub drained at every changeover ||| keep", "anything broken gets photographed and reported to the owner the same day ||| keep", "owners pay per changeover, laundry is billed separately by weight ||| keep", "Kasia does the hot tubs, I do the inspections and the keys ||| keep", "can you write the welcome note for Bramble Cottage ||| skip", "the hoover in the van is dying ||| skip", "we did seven changeovers last Friday ||| skip", "every route validates its body with zod before it touches KV ||| keep", "middleware only for auth and logging, business logic stays in the handlers ||| keep", "KV keys are prefixed with the tenant id, no unscoped keys ||| keep", "deno check is slow on the big file ||| skip", "add a route for changeover reports ||| skip", "deliveries are Mondays between 8 and 12, nothing on weekends ||| keep", "deliveries were late on Monday ||| skip", "every room gets fresh towels at every checkout ||| keep", "every room got fresh towels this morning ||| skip", "anything left behind is bagged, labelled and logged the same day ||| keep", "anything broken today? ||| skip", "clients pay per visit, materials are extra ||| keep", "saddles are always cleaned and oiled between riders ||| keep", "the saddles were cleaned between riders yesterday ||| skip", "every handler validates its input with a schema ||| keep", "no global state, the workers run in parallel ||| keep", "no global state yet? ||| skip"]);
    keptInChineseOrNot(["换客每周五十点到四点", "每间小屋换客都要全换床品", "坏了的东西当天拍照告诉房东", "取件每周二九点到十二点", "每个房间退房后都要换毛巾", "捡到的东西当天交前台"], ["车里的吸尘器快不行了", "帮我写布兰布尔小屋的欢迎卡", "这周二九点到十二点取件", "坏了的东西今天拍了吗"]);
  });

  it("keeps a piano tuner's ways — the pitch every piano is tuned to unless the owner asks, how long after a move none is tuned, when schools and private clients pay — and an Ember team's, not a tuning done today nor a question of the pitch", () => {
    keptAsLabelled(["pianos are tuned to A440 unless the owner asks otherwise ||| keep", "every piano gets a humidity reading before I touch the pins ||| keep", "we don't tune pianos that have been moved in the last two weeks, they need to settle ||| keep", "Grace does the regulation work, I do the tuning and the bookings ||| keep", "schools are billed termly, private clients pay on the day ||| keep", "can you draft a reminder for Mrs Patel's six-month tuning ||| skip", "the van's tyre pressure light is on again ||| skip", "I tuned three uprights at the school today ||| skip", "every component is a Glimmer component, no classic components in new code ||| keep", "services hold the shared state, routes only load data ||| keep", "ember-data models stay in app/models, no ad hoc fetches from components ||| keep", "the test suite is slow on my laptop ||| skip", "add a route for the tuning history ||| skip", "guitars are strung with 10s unless the customer asks for something heavier ||| keep", "the pianos were tuned to A440 unless the owner asked otherwise ||| skip", "pianos are tuned to A440 unless the owner asks otherwise? ||| skip", "we never fit carpets that have been delivered in the last two days, they need to acclimatise ||| keep", "we didn't tune the pianos that had been moved last week ||| skip", "venues are invoiced monthly, private clients pay on booking ||| keep", "schools were billed termly last year ||| skip", "are schools billed termly? ||| skip"]);
    keptInChineseOrNot(["钢琴搬动后两周内不调音", "学校按学期结账，私人客户当天付", "每台琴调音前都要先测湿度", "钢琴搬家后三天内不调音", "公司按月结算，个人客户当场付"], ["那台立式琴调好了吗", "帮我给王老师发个提醒", "这台钢琴搬动后两周内不调音了", "学校按学期结账吗"]);
  });

  it("keeps a farrier's ways — how often horses are shod, what is never shod before it is tied up, the one way of shoeing and who gets another, what a call-out costs by the mile — and a SvelteKit team's, not this morning's shoeing nor a question of how often", () => {
    keptAsLabelled(["horses are shod every six weeks, trims every eight for the barefoot ones ||| keep", "I don't shoe a horse that hasn't been caught and tied up before I arrive ||| keep", "hot shoeing only, except for ponies under 12 hands who get cold fitted ||| keep", "call-out is £30 within ten miles, 50p a mile past that ||| keep", "Ellie does the remedial shoeing, I do the routine rounds and the invoices ||| keep", "can you text the yard that I'm running late ||| skip", "the forge gas bottle is nearly empty ||| skip", "shod four horses at Mill Farm this morning ||| skip", "data loading goes in +page.server.ts, never fetch in onMount ||| keep", "form actions for every mutation, no client-side POSTs ||| keep", "stores are only for UI state, server data comes from load ||| keep", "vite dev is slow after the upgrade ||| skip", "add a page for the yard list ||| skip", "the goats are clipped every six weeks ||| keep", "the horses were shod every six weeks last year ||| skip", "are the horses shod every six weeks? ||| skip", "I don't paint a wall that hasn't been primed ||| keep", "I didn't shoe the horse that hadn't been caught ||| skip", "I don't know a horse that hasn't been shod ||| skip", "cold fitting only, except for horses with bad feet who get glue-ons ||| keep", "this one only, except for the ponies that are lame ||| skip", "delivery is £5 within the town, £1 a mile past that ||| keep", "the call-out was £30 within ten miles yesterday ||| skip", "large ones for every dog over 20 kilos, small bowls are only for the puppies ||| keep"]);
    keptInChineseOrNot(["马每六周钉一次掌", "出诊十英里内三十镑，超出每英里五十便士", "马没拴好之前我不钉掌", "羊每三个月剪一次毛", "送货五公里内十块，超出每公里两块", "狗没洗好之前我不剪毛"], ["磨坊农场那匹马钉好了吗", "帮我告诉马房我要晚到", "这匹马每六周钉一次掌吗", "马没拴好之前我不钉掌了"]);
  });

  it("keeps a driving instructor's ways — where pupils are not taken until they have had enough lessons, what every pupil does the week before the test, how a block of lessons is paid — and an Angular team's, not a pass this morning nor a question of the dual carriageway", () => {
    keptAsLabelled(["lessons are two hours for beginners, an hour once they've passed their theory ||| keep", "I don't take pupils on the dual carriageway until they've had ten lessons ||| keep", "every pupil does a mock test in the week before the real one ||| keep", "block bookings of ten are paid upfront and get one lesson free ||| keep", "Sam takes the manual pupils, I do the automatics and the intensive courses ||| keep", "can you move Priya's lesson to Thursday ||| skip", "the clutch is feeling heavy again ||| skip", "Jake passed first time this morning ||| skip", "signals for component state, RxJS only at the HTTP edge ||| keep", "every component is standalone and OnPush, no NgModules in new code ||| keep", "translations live in assets/i18n, nothing hard-coded in templates ||| keep", "ng serve takes ages after the update ||| skip", "add a page for booking lessons ||| skip", "we don't take beginners onto the motorway until they've passed their test ||| keep", "I didn't take pupils on the dual carriageway until they'd had ten lessons ||| skip", "can I take pupils on the dual carriageway before they've had ten lessons? ||| skip", "every candidate sits a practice paper in the week before the exam ||| keep", "every pupil did a mock test in the week before the real one ||| skip", "packs of ten are paid in advance and come with a free session ||| keep", "the block booking of ten was paid upfront yesterday ||| skip", "are block bookings of ten paid upfront? ||| skip"]);
    keptInChineseOrNot(["新学员前十节课不上快速路", "十节课打包预付，送一节", "每个学员考试前一周都要先模拟考一次", "新司机前三个月不上高速", "五次课一次付清，送一次"], ["离合器又有点沉", "帮我把普丽娅的课挪到周四", "新学员前十节课不上快速路吗", "这十节课打包预付了"]);
  });

  it("keeps a chimney sweep's ways — how every sweep ends, what is never swept soon after use, how many times a year each kind is swept, where the soot goes — and a .NET MAUI team's, not a build that ends with an error nor a question of how often", () => {
    keptAsLabelled(["every sweep ends with a smoke test and a certificate for the insurance ||| keep", "I don't sweep a chimney that's been used in the last 12 hours, it has to be cold ||| keep", "wood burners get swept twice a year, open fires once ||| keep", "soot goes in sealed bags and leaves with me, never in the customer's bin ||| keep", "Dave does the bird guards and cowls, I do the sweeping and the certificates ||| keep", "can you send the certificate to Mrs Hughes ||| skip", "the rods snapped on the last job ||| skip", "swept six chimneys in Ashford today ||| skip", "view models are CommunityToolkit.Mvvm, no logic in code-behind beyond the constructor ||| keep", "platform code goes behind an interface in Services, never #if in shared code ||| keep", "every page registers in MauiProgram through DI, no new Page() calls ||| keep", "the Android emulator is crawling today ||| skip", "add a screen for the certificates ||| skip", "every service finishes with a test ride round the block ||| keep", "every build ends with an error on the new laptop ||| skip", "every sweep ended with a smoke test last week ||| skip", "we never service boilers that have been running in the last hour ||| keep", "I didn't sweep the chimney that had been used last night ||| skip", "hedges get cut twice a year, lawns four times a month ||| keep", "the hedges got cut twice this year ||| skip", "the hedges get cut twice a year? ||| skip", "database logic goes into the repository classes, the controllers stay thin ||| keep", "the platform code went behind an interface yesterday ||| skip"]);
    keptInChineseOrNot(["烧柴的炉子一年扫两次，开放式壁炉一年一次", "烟灰装袋我自己带走，不放客户的垃圾桶", "每次扫完都要做烟雾测试", "草坪一个月剪四次，树篱一年剪两次", "旧零件我们自己带走，不留给客户"], ["杆子在上一单断了", "帮我把证书发给休斯太太", "烟灰装袋我自己带走了", "这个炉子一年扫两次吗"]);
  });

  it("keeps a cobbler's ways — how long each kind of job takes, what becomes of shoes never collected, the only thing keys are cut from — and an Astro team's (where content lives and what every collection has, the one use of a target), not the heels done yesterday nor a question of waiting", () => {
    keptAsLabelled(["heels are done while you wait, resoles take a week ||| keep", "we only use leather soles on welted shoes, rubber on everything glued ||| keep", "keys are cut from the original only, never from a photo ||| keep", "shoes not collected after three months go to the charity shop ||| keep", "Marek does the orthopaedic work, I do the heels, keys and the till ||| keep", "can you price up a resole for the brown brogues ||| skip", "the finishing machine is making a grinding noise ||| skip", "did eleven heels before lunch ||| skip", "pages are static by default, only the account pages opt into SSR ||| keep", "islands only for things that need interactivity, client:visible over client:load ||| keep", "content goes in src/content with a zod schema for every collection ||| keep", "the build is slow with the new images ||| skip", "add a page for the repair prices ||| skip", "zips are done the same day, full relinings take two weeks ||| keep", "the heels were done while I waited yesterday ||| skip", "are heels done while you wait? ||| skip", "watches not collected after six months go to auction ||| keep", "the shoes not collected last month went to the charity shop ||| skip", "components go in src/components with a story for every variant ||| keep", "content went in src/content yesterday ||| skip", "the web build is only for the demo, everything else runs on Tauri ||| keep", "this one is only for the demo, everything else runs on staging today ||| skip"]);
    keptInChineseOrNot(["钥匙只照原配的配，不照照片配", "换跟当场等，换底要一周", "三个月没取的鞋都捐给慈善店", "门钥匙只照原件配，不照照片配", "换拉链当场取，改衣服要三天", "两个月没取的衣服都送到慈善店"], ["磨边机有怪声", "帮我给那双棕色的鞋报个价", "这把钥匙只照原配的配吗", "三个月没取的鞋都捐给慈善店了"]);
  });

  it("keeps a coach hire's ways — the break a driver owes after so long at the wheel, how long ahead a kind of booking is confirmed, a kind of party never put on a kind of coach, what every coach gets before it leaves — and a Gleam team's, not this morning's walk-round nor a question of the deposit", () => {
    keptAsLabelled(["drivers get a 45-minute break after four and a half hours at the wheel, no exceptions ||| keep", "school trips need the booking confirmed in writing 14 days before ||| keep", "we don't take stag or hen parties on the double-deckers ||| keep", "every coach is walked round and the tyres checked before it leaves the yard ||| keep", "Bernie does the rotas, I do the quotes and the school contracts ||| keep", "can you quote the Wembley trip for the rugby club ||| skip", "coach 7's heater is broken again ||| skip", "we did three airport runs this morning ||| skip", "every public function has a doc comment and a test ||| keep", "no panics in library code, return a Result and let the caller decide ||| keep", "the JavaScript target is only for the browser widget, everything else runs on the BEAM ||| keep", "gleam build is slow on CI today ||| skip", "add a type for the booking ||| skip", "weddings need the deposit paid three months before ||| keep", "the wedding needed the deposit paid three months before ||| skip", "do weddings need the deposit paid three months before? ||| skip", "we never put large dogs in the small kennels ||| keep", "we didn't take the hen party on the double-decker last week ||| skip", "every van is walked round and the oil checked before it leaves the depot ||| keep", "every coach was walked round before it left the yard this morning ||| skip", "guides get a 30-minute break after three hours on the river, no exceptions ||| keep"]);
    keptInChineseOrNot(["司机连续开四个半小时必须休息四十五分钟", "学校包车要提前十四天书面确认", "每辆车出场前都要先检查轮胎", "夜班护士连续工作六小时必须休息半小时", "婚礼包场要提前三个月付定金"], ["七号车的暖气又坏了", "帮我给橄榄球俱乐部报个价", "你今天必须休息", "学校包车要提前十四天书面确认吗"]);
  });

  it("keeps a window cleaner's ways — how often the regular rounds come and how one-offs are priced, a kind of job never done and the cover that rules it out, how those away may pay — and a Ktor team's, not today's estate nor a question of the rounds", () => {
    keptAsLabelled(["we use purified water and a pole for everything above the first floor, no ladders ||| keep", "regular rounds are every four weeks, one-offs are quoted separately ||| keep", "I don't clean conservatory roofs, the insurance doesn't cover it ||| keep", "customers who are away can pay by bank transfer within seven days ||| keep", "Liam does the commercial contracts, I do the houses and the gutters ||| keep", "can you text number 14 that I'll be there Tuesday ||| skip", "the pump on the van is leaking again ||| skip", "did 38 houses on the Elms estate today ||| skip", "routes are grouped by feature in their own files, one Route extension each ||| keep", "Exposed DSL only, no raw SQL strings outside the migrations ||| keep", "every endpoint returns a sealed ApiResult, never throws to the client ||| keep", "the gradle daemon keeps dying ||| skip", "add an endpoint for the round schedule ||| skip", "regular cuts are every two weeks, one-off tidy-ups are priced separately ||| keep", "the regular rounds were every four weeks last year ||| skip", "are regular rounds every four weeks? ||| skip", "I don't clean solar panels, the warranty doesn't cover it ||| keep", "I didn't clean the conservatory roof, the insurance didn't cover it ||| skip", "tenants who are abroad can pay by standing order within five days ||| keep", "customers who were away paid by bank transfer last week ||| skip"]);
    keptInChineseOrNot(["二楼以上一律用水杆，不上梯子", "老客户每四周一轮，临时的单独报价", "玻璃房顶我不擦，保险不管", "老会员每两周一次，新来的单独收费", "天窗我不擦，保险公司不赔"], ["车上的水泵又漏了", "帮我告诉十四号周二过去", "这家老客户每四周一轮吗", "玻璃房顶我今天不擦了"]);
  });

  it("keeps a community choir's ways — what newcomers do before they audition, where the music stays and what nobody takes home, when subs are paid and who sings free, who takes which rehearsals — and a Neovim plugin's (no keymaps of its own, the versions supported), not tonight's numbers nor a question of the newcomers", () => {
    keptAsLabelled(["new members sit in on two rehearsals before they audition ||| keep", "sopranos sit on the left, altos on the right, the men at the back ||| keep", "music stays in the library folders, nobody takes originals home, only copies ||| keep", "subs are paid by the term, students and under-18s sing for free ||| keep", "Helen takes the sectionals, I conduct the full rehearsals ||| keep", "can you send the rehearsal tracks for the Fauré ||| skip", "the piano in the hall is out of tune again ||| skip", "we had 42 singers at rehearsal tonight ||| skip", "no global keymaps, the user maps everything through setup() ||| keep", "every public function lives in init.lua, the internals stay under core/ ||| keep", "we support the latest stable Neovim and the one before, nothing older ||| keep", "the tests hang in headless mode ||| skip", "add a command to open the setlist ||| skip", "new volunteers shadow three shifts before they're put on the rota ||| keep", "the new members sat in on two rehearsals before they auditioned ||| skip", "do new members sit in on two rehearsals before they audition? ||| skip", "the scores stay in the cupboard, nobody takes them home, only photocopies ||| keep", "nobody took the originals home last night ||| skip", "fees are paid monthly, under-5s swim for free ||| keep", "subs were paid by the term last year ||| skip", "Ruth takes the warm-ups, I coach the matches ||| keep", "no default config, the caller passes everything to the constructor ||| keep", "no global keymaps yet? ||| skip", "we only support the current LTS Node and the one before ||| keep"]);
    keptInChineseOrNot(["新成员先旁听两次排练再试唱", "原版乐谱不外借，只借复印件", "学生和十八岁以下的免费", "新队员先训练两周再上场", "档案原件不外借，只借复印件", "学生和十二岁以下的半价"], ["今晚排练来了四十二个人", "帮我把福雷的排练音轨发一下", "新成员先旁听两次排练再试唱吗", "这个原版乐谱不外借"]);
  });

  it("keeps an upholsterer's ways — a step only ever after another, a kind with a fault sent to someone first, what a quote costs and when the deposit is taken — and a Remix team's (each kind of part its one job, where session data lives and where none goes), not the chair finished this afternoon nor a question of the order", () => {
    keptAsLabelled(["fabric is always ordered after the frame's been checked, never before ||| keep", "we only use fire-retardant foam, nothing without the label ||| keep", "chairs with woodworm go to Pete for treatment first, we don't touch them till he's done ||| keep", "quotes are free, but a 30% deposit is taken when the fabric is ordered ||| keep", "Anya does the sewing and piping, I do the stripping and the springs ||| keep", "can you chase the fabric order from Warwick ||| skip", "the staple gun has jammed again ||| skip", "finished the wingback for Mrs Cole this afternoon ||| skip", "loaders fetch, actions mutate, no fetch calls from components ||| keep", "every route exports an ErrorBoundary, even the small ones ||| keep", "session data lives in the cookie session storage, nothing in localStorage ||| keep", "remix dev keeps crashing on save ||| skip", "add a route for the fabric samples ||| skip", "the paint is always mixed after the walls have been primed, never before ||| keep", "the fabric was ordered after the frame had been checked ||| skip", "is fabric always ordered after the frame's been checked? ||| skip", "cars with rust go to Dave for welding first ||| keep", "the chair with woodworm went to Pete first ||| skip", "estimates are free, but a £50 deposit is taken when the work is booked ||| keep", "the quote was free this time ||| skip", "routes validate, services decide, no business logic in handlers ||| keep", "tokens live in the httpOnly cookie, nothing in sessionStorage ||| keep", "it lives in the cookie session storage, nothing in localStorage yet? ||| skip"]);
    keptInChineseOrNot(["框架检查完才订布，不提前订", "只用阻燃海绵，没标签的不用", "报价免费，订布时收百分之三十定金", "框架修好以后才上漆，不提前上", "咨询免费，开工前收五百块定金"], ["钉枪又卡住了", "帮我催一下沃里克的面料", "框架检查完才订布吗", "这次报价免费"]);
  });

  it("keeps a pottery studio's ways — what every pot gets before the firing, how long work may be left and what happens after — and nothing of fifteen states of the moment shaped like the newer forms (a tuning this morning, a shoeing yesterday, a call-out today, a sweep that failed)", () => {
    keptAsLabelled(["glazes are mixed by me only, nobody else touches the chemicals ||| keep", "every pot is dried for a week before it goes in the bisque firing ||| keep", "students can leave work on the shelves for a month, then it's cleared ||| keep", "the pianos were tuned to A440 this morning ||| skip", "we didn't tune the piano that was moved last week ||| skip", "schools got billed late this term ||| skip", "the horses were shod yesterday ||| skip", "I didn't shoe the horse that wasn't tied up ||| skip", "the call-out was £45 today because of the distance ||| skip", "Priya did her mock test on Monday ||| skip", "the block booking of ten was paid yesterday ||| skip", "the sweep ended with a smoke test that failed ||| skip", "the wood burner got swept twice this year already ||| skip", "heels took an hour today ||| skip", "the shoes that weren't collected went to the charity shop on Friday ||| skip", "school trip bookings were confirmed late ||| skip", "the new members sat in on two rehearsals ||| skip", "nobody took the originals home last night ||| skip", "every board is sanded twice before it goes on the wall ||| keep", "every pot was dried for a week before it went in ||| skip", "members can keep bikes in the rack for two weeks, then they're removed ||| keep", "the students left work on the shelves for a month ||| skip", "can students leave work on the shelves for a month? ||| skip"]);
    keptInChineseOrNot(["釉料只有我配，别人不碰化学品", "作品放架子上最多一个月，过期清走", "钥匙只有店长能配，别人不能碰", "车放院子里最多三天，过期收费"], ["今天的钢琴调好了", "那匹马昨天钉过掌了", "这次报价多收了三十镑", "釉料只有我配吗", "作品放架子上一个月了"]);
  });

  it("keeps a diving school's ways — what every diver does before they get in, whom with a condition it never takes without a note, what a course's price includes — and an Ash team's (every resource spells out its actions, one way preferred where the other can't reach), not this morning's visibility nor a question of defaults", () => {
    keptAsLabelled(["nobody flies within 24 hours of their last dive, we put it on every booking form ||| keep", "every diver does a buddy check before they get in the water ||| keep", "kit hire is included in the course price, not for fun dives ||| keep", "we don't take anyone with asthma without a doctor's note ||| keep", "Kofi runs the pool sessions, I do the open water and the paperwork ||| keep", "can you book the boat for Saturday ||| skip", "the compressor is making a knocking sound ||| skip", "the visibility was terrible this morning ||| skip", "every resource defines its actions explicitly, no default create or update ||| keep", "policies live on the resource, never checks in the LiveView ||| keep", "calculations over custom SQL fragments, fragments only when Ash can't express it ||| keep", "mix test takes forever since the upgrade ||| skip", "add a resource for dive logs ||| skip", "every climber does a knot check before they leave the ground ||| keep", "every diver did a buddy check before they got in this morning ||| skip", "we don't enrol children with epilepsy without a consultant's letter ||| keep", "we didn't take anyone with asthma without a note last season ||| skip", "every model declares its fields explicitly, no magic attributes ||| keep", "no implicit conversions, every cast is written out at the call site ||| keep", "composition over inheritance, inheritance only when the framework can't work without it ||| keep", "no default actions yet? ||| skip"]);
    keptInChineseOrNot(["最后一次潜水后二十四小时内不坐飞机", "每个潜水员下水前都要先做伙伴检查", "课程价格包含装备租用，休闲潜不包含", "套餐价格包含早餐，特价房不包含"], ["空压机有敲击声", "帮我订周六的船", "课程价格包含装备租用吗"]);
  });

  it("keeps a community radio's ways — the two ways every show is made and none alone, adverts never taken whoever pays, the slots the studio is booked in — and a Symfony team's (thin controllers, slow work off the request), not last night's caller nor a choice of the moment", () => {
    keptAsLabelled(["every show is pre-recorded or live with a second person in the studio, nobody broadcasts alone ||| keep", "no adverts for gambling or payday loans, whoever pays ||| keep", "presenters log every track they play for the licence returns ||| keep", "the studio is booked in two-hour slots, and you clear the desk when you leave ||| keep", "Jen does the schedule, I do the engineering and the licence returns ||| keep", "can you cover the breakfast show tomorrow ||| skip", "the mixing desk fader 3 is crackling ||| skip", "we had a caller from Canada last night ||| skip", "controllers are thin, all the work happens in services injected through the constructor ||| keep", "every entity change goes through a Doctrine migration, no schema:update on prod ||| keep", "messenger for anything slow, nothing over 200ms runs in the request ||| keep", "the cache:clear is taking ages ||| skip", "add a page for the show schedule ||| skip", "every lesson is one-to-one or with a parent present, nobody teaches unsupervised ||| keep", "every show was pre-recorded last week ||| skip", "no commissions for political parties, whoever asks ||| keep", "the meeting room is booked in one-hour slots, and everyone wipes the whiteboard before they go ||| keep", "the studio was booked in two-hour slots yesterday ||| skip", "views are thin, all the logic lives in the domain layer ||| keep", "the controllers are thin today? ||| skip", "sidekiq for anything heavy, nothing over 500ms runs in the request ||| keep"]);
    keptInChineseOrNot(["节目要么预录，要么直播时演播室里有第二个人", "不接赌博和高利贷的广告", "主持人播的每首歌都要登记", "每节课要么一对一，要么有家长陪同", "我们不接政党的广告", "司机开的每辆车都要登记"], ["调音台三号推子有杂音", "帮我明天代一下早间节目", "要么你今天改一下，要么明天再说", "这次不接赌博广告了"]);
  });

  it("keeps a mobile mechanic's ways — the only work done at the roadside and where the rest goes, what a customer may supply and on what terms, what labour costs by the hour — and a Unity team's, not today's clutches nor a question of the rate (held out after the figures)", () => {
    keptAsLabelled(["I only do servicing and brakes at the roadside, anything with the gearbox goes to the garage ||| keep", "customers supply the parts only if they're new and boxed, nothing second-hand ||| keep", "every job gets a photo of the dashboard mileage before I start ||| keep", "labour is £45 an hour, minimum one hour, parts at cost plus 10% ||| keep", "Gary does the diagnostics, I do the fitting and the invoices ||| keep", "can you text Mr Patel that his car's ready ||| skip", "the jack in the van is leaking oil ||| skip", "did two clutches in Harrow today ||| skip", "no logic in Update unless it has to run every frame, use events for the rest ||| keep", "ScriptableObjects for config, never hard-coded numbers in MonoBehaviours ||| keep", "every prefab variant lives in Prefabs/Variants, the base prefabs are never edited in a scene ||| keep", "the editor crashes when I open the big scene ||| skip", "add a scene for the garage level ||| skip", "we only do tyres and tracking at the kerb, anything with the suspension goes to the workshop ||| keep", "I only did the brakes at the roadside today ||| skip", "clients supply their own fabric only if it's pre-washed, nothing synthetic ||| keep", "the customer supplied the parts yesterday ||| skip", "no reconditioned gearboxes, new or factory exchange only ||| keep", "no second-hand parts this time? ||| skip", "labour is £60 an hour, with a one hour minimum ||| keep", "labour was £45 an hour on that job ||| skip"]);
    keptInChineseOrNot(["变速箱的活一律送修理厂，路边只做保养和刹车", "工时费每小时四十五镑，最少按一小时算", "每个活开工前都要先拍仪表盘里程", "电路的活一律送电工，店里只做灯具安装", "人工费每小时三十镑，最少按半小时算"], ["车里的千斤顶漏油了", "帮我告诉帕特尔先生车修好了", "变速箱的活今天送修理厂了", "工时费每小时四十五镑吗"]);
  });

  it("keeps a wedding cake maker's ways — tastings by appointment on a weekday's mornings, what every tier past a count gets, how far the business delivers and what those past it do — and a Kotlin Multiplatform team's, not this weekend's cakes nor last year's tastings (held out after the figures)", () => {
    keptAsLabelled(["tastings are by appointment only, Saturday mornings ||| keep", "every tier over two gets dowels and a board, no exceptions ||| keep", "we don't deliver more than 30 miles out, couples collect beyond that ||| keep", "the balance is due four weeks before the wedding, the deposit secures the date ||| keep", "Mei does the sugar flowers, I do the baking and the stacking ||| keep", "can you send the Hendersons the invoice ||| skip", "the big oven runs hot today ||| skip", "delivered three cakes this weekend ||| skip", "shared code only in commonMain, platform code behind expect/actual ||| keep", "Ktor client for networking on both platforms, no Retrofit or URLSession calls ||| keep", "every ViewModel lives in shared, the UI layers only observe state ||| keep", "the iOS build is broken on my machine ||| skip", "add a screen for tastings ||| skip", "fittings are by appointment only, on weekday evenings ||| keep", "tastings were by appointment only last year ||| skip", "every floor above three gets a fire door, no exceptions ||| keep", "every tier got dowels this time ||| skip", "we never travel more than 20 miles out, clients come to us beyond that ||| keep", "we didn't deliver more than 30 miles out last weekend ||| skip", "Room for persistence on all platforms, no SharedPreferences or UserDefaults ||| keep", "use the shared HTTP wrapper, no native network requests ||| keep"]);
    keptInChineseOrNot(["试吃只在周六上午，要预约", "三十英里以外不送，客人自己来取", "尾款婚礼前四周付清", "五十公里以外不去，客户自行过来"], ["大烤箱今天温度偏高", "帮我把发票发给亨德森家", "三十英里以外今天不送了"]);
  });
});

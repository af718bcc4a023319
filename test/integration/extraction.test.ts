// Extraction end to end in a live daemon: triggers, cursor, skips, the offline rules, and the
// model path against the fake Messages API (manifest in the prompt, sandbox, secrets, trailing run).
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { request } from 'node:http';
import type { EventInput } from '../../src/client/index.js';
import { text, toolUse, type FakeAnthropic, type Scenario } from '../fakes/anthropic-server.js';
import { tempDir, waitFor, type TestDaemon } from '../helpers/daemon.js';
import { extractStatements, standsAlone } from '../../src/memory/offline-extract.js';
import { statesOtherVersion } from '../../src/memory/updates/versions.js';
import { markSuperseded, supersededBy } from '../../src/memory/supersede.js';
import { renderMemory } from '../../src/memory/frontmatter.js';
import { useRig } from '../helpers/rig.js';
import { extractRequest } from '../../src/workers/jobs/extract.js';
import { writeMemoryFile } from '../helpers/memory.js';
import { FakeClock } from '../helpers/clock.js';
import { gate } from '../helpers/gate.js';

const fast = { queue: { pollMs: 20, backoffBaseMs: 20, backoffMaxMs: 50 }, watch: { enabled: false }, sessionNotes: { enabled: false } };

describe('extraction', () => {
  const rigs = useRig();
  let d: TestDaemon | undefined;
  let fake: FakeAnthropic | undefined;

  async function start(opts: { scenario?: Scenario; config?: Record<string, unknown>; clock?: FakeClock } = {}) {
    const rig = await rigs.start({ ...opts, config: { ...fast, ...(opts.config ?? {}) } });
    ({ d, fake } = rig);
    const { root, slug, memDir } = rig;
    let n = 0;
    const turn = (userText: string, assistantText = 'Done.', extra: Partial<EventInput> = {}) =>
      d!.client.postEvents({
        type: 'turn_end',
        session: 's1',
        project: root,
        event_id: `turn-${++n}`,
        messages: [
          { role: 'user', content: userText },
          { role: 'assistant', content: assistantText },
        ],
        ...extra,
      } as EventInput);
    const session = () => d!.client.session('s1') as Promise<any>;
    const idle = () => waitFor(() => !d!.queue.counts().extract?.queued && !d!.queue.counts().extract?.running, 10_000);
    /** Two rules of one subject said in turn, which offline extraction keeps in one file: that file, and what a later turn makes of it. */
    const oneFileOfTwo = async (first: string, second: string) => {
      await turn(first);
      await turn(second);
      await idle();
      const [rule] = readdirSync(memDir).filter((f) => f.startsWith('feedback_'));
      expect(readFileSync(join(memDir, rule!), 'utf8')).toContain(second); // one subject, one file
      const after = async (said: string) => {
        await turn(said, 'Noted.');
        await idle();
        const now = readFileSync(join(memDir, rule!), 'utf8');
        expect(now).not.toMatch(/^description: \(superseded/m); // it holds still
        const [holds, retired] = now.split(/\*\*Superseded on \d{4}-\d{2}-\d{2}:\*\*/);
        return { now, holds: holds!, retired: retired ?? '' };
      };
      return { rule: rule!, after };
    };
    return { root, slug, memDir, turn, session, idle, oneFileOfTwo };
  }

  /** Settings said in one session, then changes of them in the next: the files before the changes, and which of them were retired. */
  async function settingsThenChanges(settings: string[], changes: string[]) {
    const started = await start();
    const { memDir, turn, idle } = started;
    for (const said of settings) await turn(said);
    await idle();
    const before = readdirSync(memDir).filter((f) => f !== 'MEMORY.md').sort();
    expect(before).toHaveLength(settings.length);
    for (const said of changes) await turn(said, 'Noted.');
    await idle();
    const read = (f: string) => readFileSync(join(memDir, f), 'utf8');
    // (the file, of those before the changes, whose name holds `part`)
    const file = (part: string) => before.find((f) => f.includes(part))!;
    // (a file whose first statement a change replaced took the change's name: those gone from the folder)
    const renamed = before.filter((f) => !existsSync(join(memDir, f))).sort();
    // (a description with a "#" in it is quoted in the frontmatter: "(superseded …) … #alerts-prod.")
    const retired = before.filter((f) => !renamed.includes(f) && /^description: "?\(superseded /m.test(read(f))).sort();
    // (a file the changes touched: renamed, retired whole, or holding what they replaced under "Earlier:" or a mark)
    const changed = (f: string) => retired.includes(f) || renamed.includes(f) || /^Earlier:$|^\*\*Superseded on /m.test(read(f));
    return { ...started, before, read, file, renamed, retired, changed };
  }

  it('offline: saves explicit statements, merges the same subject, ignores chatter, moves the cursor', async () => {
    const { memDir, turn, session, idle, root } = await start();
    const r = await turn('Always use pnpm for installs in this repo. Can you also fix the flaky test?');
    expect(r.jobs).toEqual([expect.objectContaining({ kind: 'extract' })]);
    await idle();
    const s1 = await session();
    expect(s1.extraction.last).toMatchObject({ outcome: 'saved', provider: 'offline', files: ['feedback_pnpm_installs_repo.md'] });
    expect(s1.extraction.cursor_seq).toBe(2);
    const file = readFileSync(join(memDir, 'feedback_pnpm_installs_repo.md'), 'utf8');
    expect(file).toMatch(/type: feedback/);
    expect(file).toMatch(/\*\*Why:\*\* The user said so on \d{4}-\d{2}-\d{2}: "Always use pnpm for installs in this repo\."/);
    expect(file).toMatch(/\*\*How to apply:\*\*/);
    expect(readFileSync(join(memDir, 'MEMORY.md'), 'utf8')).toContain('(feedback_pnpm_installs_repo.md)');

    await turn('Never use npm for installs, pnpm only.');
    await idle();
    expect(readdirSync(memDir).sort()).toEqual(['MEMORY.md', 'feedback_pnpm_installs_repo.md']); // merged, not a second file
    expect(readFileSync(join(memDir, 'feedback_pnpm_installs_repo.md'), 'utf8')).toContain('Never use npm for installs, pnpm only.');

    await turn('Thanks! That looks great, the tests pass now.');
    await idle();
    expect((await session()).extraction.last).toMatchObject({ outcome: 'nothing', files: [] });
    // a correction about "it", the thing at hand: the session's notes hold it, no memory does
    await turn("No, it must run after auth, otherwise we don't know the key's plan.");
    await idle();
    expect((await session()).extraction.last).toMatchObject({ outcome: 'nothing', files: [] });
    expect(readdirSync(memDir).sort()).toEqual(['MEMORY.md', 'feedback_pnpm_installs_repo.md']);
    const history = d!.db.prepare(`SELECT actor FROM memory_history WHERE path = 'feedback_pnpm_installs_repo.md'`).all() as Array<{ actor: string }>;
    expect(history.every((h) => h.actor === 'extract')).toBe(true);

    // A turn that opens by correcting the agent's last answer (in the run before): the run's
    // window starts with that message, and it is still taken as a correction.
    await turn('No, integration tests must hit the real database, not a mock.');
    await idle();
    expect((await session()).extraction.last).toMatchObject({ outcome: 'saved', files: ['feedback_integration_tests_hit.md'] });
    expect(readFileSync(join(memDir, 'feedback_integration_tests_hit.md'), 'utf8')).toMatch(/The user corrected the agent on .*"No, integration tests must hit/);
    void root;
  });

  it("offline: a user's terse rule broken by versions and flags is read, not skipped as having no prose", async () => {
    const { memDir, turn, session, idle } = await start();
    await turn('c++20, gcc 13, no boost');
    await idle();
    expect((await session()).extraction.last).toMatchObject({ outcome: 'saved', provider: 'offline' });
    await turn('exceptions disabled (-fno-exceptions), use expected<T,E>');
    await idle();
    expect((await session()).extraction.last).toMatchObject({ outcome: 'saved' });
    const all = readdirSync(memDir).filter((f) => f !== 'MEMORY.md').map((f) => readFileSync(join(memDir, f), 'utf8')).join('\n');
    expect(all).toContain('C++20, gcc 13, no boost.');
    expect(all).toContain('Exceptions disabled (-fno-exceptions), use expected<T,E>.');
    // and a rule said in a word or two, in English or Chinese
    for (const said of ['pnpm only', 'utc everywhere', '别用 lodash']) {
      await turn(said);
      await idle();
      expect((await session()).extraction.last, said).toMatchObject({ outcome: 'saved' });
    }
    await turn('go 1.22');
    await idle();
    expect((await session()).extraction.last).toMatchObject({ outcome: 'skipped', reason: 'no_prose' });
    // (but a version said with "now" is read, when a memory gives it otherwise: the change it is)
    await turn('ok so this repo is our django monolith for the clinic scheduling product, python 3.12, postgres');
    await idle();
    await turn('python 3.13 now');
    await idle();
    expect((await session()).extraction.last).toMatchObject({ outcome: 'saved' });
    const monolith = readdirSync(memDir).filter((f) => f !== 'MEMORY.md').map((f) => readFileSync(join(memDir, f), 'utf8')).find((c) => c.includes('django monolith'))!;
    expect(monolith.split('**Superseded on')[0]).not.toContain('python 3.12');
    expect(monolith).toContain('python 3.12');
  });

  it('offline: the job saves what the statement forms keep, and nothing they do not (a sample of the labelled set, each in its own project)', async () => {
    await start();
    const sets = JSON.parse(readFileSync(join(__dirname, '..', '..', 'bench', 'data', 'statements.json'), 'utf8')) as Record<'en' | 'zh', { keep: string[]; skip: string[] }>;
    // every 25th statement of each list, and the short ones the job once skipped as having no prose
    const every = (list: string[]) => list.filter((_, i) => i % 25 === 0);
    const terse = ['pnpm only', 'utc everywhere', "I'm in PST", 'c++20, gcc 13, no boost', '不要用 var'];
    const sample = (['en', 'zh'] as const).flatMap((lang) => [...every(sets[lang].keep), ...every(sets[lang].skip)].map((said) => ({ lang, said })));
    for (const said of terse) sample.push({ lang: /[a-z]/i.test(said) ? 'en' : 'zh', said });
    const agent = { en: 'Done.', zh: '好的。' };
    const roots = sample.map(() => tempDir('memoryd-parity-'));
    for (const [i, { lang, said }] of sample.entries()) {
      await d!.client.postEvents({ type: 'turn_end', session: `parity-${i}`, project: roots[i]!, messages: [{ role: 'assistant', content: agent[lang] }, { role: 'user', content: said }, { role: 'assistant', content: agent[lang] }] });
    }
    await waitFor(() => !d!.queue.counts().extract?.queued && !d!.queue.counts().extract?.running, 60_000);
    const slugs = new Map((await d!.client.status()).projects.map((p: { root: string; slug: string }) => [p.root, p.slug]));
    const differ = sample.filter(({ lang, said }, i) => {
      const kept = extractStatements([{ role: 'assistant', text: agent[lang] }, { role: 'user', text: said }]).some(standsAlone);
      const dir = join(d!.home, 'projects', slugs.get(roots[i]!)!, 'memory');
      const saved = existsSync(dir) && readdirSync(dir).some((f) => f.endsWith('.md') && f !== 'MEMORY.md');
      return kept !== saved;
    });
    expect(sample.length).toBeGreaterThan(200);
    expect(differ).toEqual([]);
  }, 120_000);

  it('offline: newer news on a subject heads its file; a rule told again keeps its first title', async () => {
    const { memDir, turn, idle } = await start();
    await turn('FYI the staging deploy freeze lasts until 2026-12-03 because payments is cutting a release.');
    await idle();
    await turn('Heads up: the staging deploy freeze was extended to 2026-12-08 because the payments release slipped.');
    await idle();
    const files = readdirSync(memDir).filter((f) => f.startsWith('project_'));
    expect(files).toHaveLength(1);
    const news = readFileSync(join(memDir, files[0]!), 'utf8');
    expect(news).toMatch(/^description: The staging deploy freeze was extended to 2026-12-08/m);
    // the body starts with the latest, and the earlier news stays under it, dated
    expect(news.split('---\n')[2]!.trimStart()).toMatch(/^The staging deploy freeze was extended to 2026-12-08[^]*\nEarlier:\n\n[^]*lasts until 2026-12-03/);
    expect(readFileSync(join(memDir, 'MEMORY.md'), 'utf8')).toContain('extended to 2026-12-08');

    await turn('Always use pnpm for installs in this repo.');
    await idle();
    await turn('We use pnpm for installs in this repo, never npm, it breaks the lockfile.');
    await idle();
    const rules = readdirSync(memDir).filter((f) => f.startsWith('feedback_'));
    expect(rules).toEqual(['feedback_pnpm_installs_repo.md']);
    expect(readFileSync(join(memDir, rules[0]!), 'utf8')).toMatch(/^name: Always use pnpm for installs in this repo$/m);

    // the file deleted by hand, and the index not told (no watcher here): the rule told again is written anew
    rmSync(join(memDir, rules[0]!));
    await turn('Reminder: always use pnpm for installs in this repo.');
    await idle();
    const last = d!.db.prepare(`SELECT state, attempts, last_error FROM jobs WHERE kind = 'extract' ORDER BY id DESC LIMIT 1`).get();
    expect(last).toEqual({ state: 'done', attempts: 1, last_error: null }); // no failed attempt on the missing file
    expect(readFileSync(join(memDir, rules[0]!), 'utf8')).toMatch(/always use pnpm for installs in this repo/i);
  });

  it('offline: a place that moved heads the file of where it was, which stays under it', async () => {
    const { memDir, turn, idle } = await start();
    await turn('fyi the export failures get reported in the #data-alerts slack channel, and the runbook for the export is at https://wiki.internal/ledger/export-runbook');
    await idle();
    await turn('the runbook moved to notion: https://notion.so/acme/export-runbook-3f2a');
    await idle();
    const files = readdirSync(memDir).filter((f) => f.startsWith('reference_'));
    expect(files).toHaveLength(1);
    const pointer = readFileSync(join(memDir, files[0]!), 'utf8');
    expect(pointer).toMatch(/^description: "?The runbook moved to notion: https:\/\/notion\.so\/acme\/export-runbook-3f2a/m);
    expect(pointer.split('---\n')[2]!.trimStart()).toMatch(/^The runbook moved to notion[^]*\nEarlier:\n\n[^]*#data-alerts[^]*wiki\.internal/);
    // (a second place of another kind adds up, as before: both hold)
    await turn('deploy questions go to #deploys');
    await idle();
    expect(readdirSync(memDir).filter((f) => f.startsWith('reference_'))).toHaveLength(2);
  });

  it('offline: a memory the user asks to forget is marked superseded, and only the one they named', async () => {
    const { memDir, turn, idle, root } = await start();
    await turn('We use pnpm in this repo, never npm.');
    await turn('We switched the CI runners from pnpm caches to bun caches last week.');
    await turn("I'm in Berlin, so use CET when you talk about times.");
    await idle();
    const before = readdirSync(memDir).sort();
    await turn('Please forget that we use pnpm. Also forget it.', 'Okay.');
    await idle();
    expect(readdirSync(memDir).sort()).toEqual(before); // nothing deleted, nothing new
    const pnpm = readFileSync(join(memDir, 'feedback_pnpm_repo_npm.md'), 'utf8');
    expect(pnpm).toMatch(/^description: \(superseded \d{4}-\d{2}-\d{2}\) We use pnpm in this repo, never npm\.$/m);
    expect(pnpm).toContain('the user asked to forget it ("Please forget that we use pnpm.")');
    for (const other of before.filter((f) => f !== 'feedback_pnpm_repo_npm.md' && f !== 'MEMORY.md')) {
      expect(readFileSync(join(memDir, other), 'utf8'), other).not.toContain('superseded');
    }
    expect(readFileSync(join(memDir, 'MEMORY.md'), 'utf8')).toMatch(/\(feedback_pnpm_repo_npm\.md\) — \(superseded /);
    // what the user asked to forget, with nothing in its place, recall never shows, though its words match
    const { id: projectId } = d!.db.prepare(`SELECT id FROM projects`).get() as { id: number };
    expect(d!.recall.candidates(projectId, 'should I install with pnpm or npm?').map((c) => c.file)).toContain('feedback_pnpm_repo_npm.md');
    const recalled = await d!.client.recall({ project: root, q: 'should I install with pnpm or npm?', session: 'other' });
    expect(recalled.memories.map((m) => m.file)).not.toContain('feedback_pnpm_repo_npm.md');
    // a memory that holds an address is named by "URL" too
    await turn('Experiments are tracked in MLflow at https://mlflow.internal.example.com');
    await idle();
    const mlflow = readdirSync(memDir).find((f) => f.includes('mlflow'))!;
    await turn('please forget what I said about the MLflow URL', 'Okay.');
    await idle();
    expect(readFileSync(join(memDir, mlflow), 'utf8')).toMatch(/^description: \(superseded /m);
  });

  it('offline: a request to forget with what holds instead marks the old memory, saves the move, and recall shows it in the old one\'s place', async () => {
    const { memDir, turn, idle, root } = await start();
    await turn('FYI the integration tests need LocalStack running, start it with `make localstack` first.');
    await idle();
    const [old] = readdirSync(memDir).filter((f) => f !== 'MEMORY.md');
    await turn('forget what I said about LocalStack, we moved to testcontainers', 'Okay.');
    await idle();
    const forgotten = readFileSync(join(memDir, old!), 'utf8');
    expect(forgotten).toMatch(/^description: \(superseded /m);
    expect(forgotten).toContain('— see [We moved from LocalStack to testcontainers](project_moved_localstack_testcontainers.md)');
    const moved = readFileSync(join(memDir, 'project_moved_localstack_testcontainers.md'), 'utf8');
    expect(moved).toMatch(/^We moved from LocalStack to testcontainers\.$/m);
    expect(moved).not.toContain('superseded');
    // asked in the old memory's words, recall shows what holds in its place
    const recalled = await d!.client.recall({ project: root, q: 'how do I run the integration tests?', session: 'other' });
    expect(recalled.memories.map((m) => m.file)).toEqual(['project_moved_localstack_testcontainers.md']);
    expect(recalled.memories[0]!.content).toContain('We moved from LocalStack to testcontainers.');
    // what is said instead may land in the forgotten file itself (its name): it holds, and is not marked
    await turn('Always run the linter before committing.');
    await idle();
    await turn('forget what I said about the linter, always run the linter before committing and pushing', 'Okay.');
    await idle();
    const lint = readFileSync(join(memDir, 'feedback_run_linter_before.md'), 'utf8');
    expect(lint).toContain('Always run the linter before committing and pushing.');
    expect(lint).not.toContain('superseded');
  });

  it('offline: what changed between sessions — a version bumped, an address changed, a tool dropped, a day moved, an owner handed over — marks what it replaces', async () => {
    const { memDir, turn, idle, root } = await start();
    for (const said of [
      "we're on node 20",
      'staging is at staging.acme.io',
      'every component needs a storybook story',
      'we deploy on thursdays',
      'Ana owns the billing service, ask her before touching anything in services/billing',
      'the users table has a soft-delete column, never hard delete users',
      "I'm in Berlin, so use CET when you talk about times",
      'keep PRs under 300 lines',
      "the design mocks are in Figma, file 'Checkout v2'",
    ]) await turn(said);
    await idle();
    const before = readdirSync(memDir).filter((f) => f !== 'MEMORY.md').sort();
    expect(before).toHaveLength(9);
    for (const said of [
      'we bumped node to 22 last sprint',
      'the staging URL changed to staging.acme.dev',
      'we dropped storybook, no stories needed anymore',
      'deploys are on fridays now, not thursdays',
      'Ana moved to the platform team, Priya owns billing now',
      'I moved to Tokyo last month, use JST from now on',
      'PRs can be up to 500 lines now',
      'the design mocks moved to Penpot',
    ]) await turn(said, 'Noted.');
    await idle();
    const read = (f: string) => readFileSync(join(memDir, f), 'utf8');
    const retired = before.filter((f) => existsSync(join(memDir, f)) && /^description: \(superseded /m.test(read(f)));
    expect(retired.sort()).toEqual([
      'feedback_component_needs_storybook.md', 'feedback_deploy_thursdays.md', 'feedback_keep_prs_under.md', 'project_node_20.md',
      'reference_design_mocks_figma.md', 'reference_staging_acme_io.md', 'user_berlin_cet_talk.md',
    ]);
    // the owner's file holds the new owner first, the old one under "Earlier:", and is named by the new one now;
    // what said nothing of the changes holds
    expect(existsSync(join(memDir, 'project_ana_owns_billing.md'))).toBe(false);
    expect(read('project_priya_owns_billing.md')).toMatch(/^Priya owns billing now, Ana moved to the platform team\.$/m);
    expect(read('project_priya_owns_billing.md')).toMatch(/Earlier:[^]*Ana owns the billing service/);
    expect(readFileSync(join(memDir, 'MEMORY.md'), 'utf8')).toContain('(project_priya_owns_billing.md)');
    expect(readFileSync(join(memDir, 'MEMORY.md'), 'utf8')).not.toContain('project_ana_owns_billing.md');
    expect(read('feedback_users_table_has.md')).not.toContain('superseded');
    let probe = 0;
    const shown = async (q: string) => (await d!.client.recall({ project: root, q, session: `probe-${++probe}` })).memories.map((m) => m.file);
    expect(await shown('what is the staging url again?')).toEqual(['project_staging_url_changed.md']);
    expect(await shown('add the new Button component with a storybook story')).toEqual(['project_dropped_storybook_stories.md']);
    // (a memory that says nothing of versions is no other version: "node 18 is the oldest the CLI supports" is a floor)
    expect(statesOtherVersion('Node 18 is the oldest the CLI supports.', 'node', '22')).toBe(false);
  });

  it('offline: changes said in other words — a part moved to an address, a tool dropped or said gone, a practice said no more, a role holder now — mark what they replace', async () => {
    const { memDir, read, retired, renamed } = await settingsThenChanges(
      ['the staging url is staging.shop.dev', 'on-call is handled through pagerduty', 'code freeze is on fridays', 'Lena is the tech lead', 'always use pnpm, never npm'],
      [
        'staging moved to staging.shop.io',
        'we dropped pagerduty, on-call lives in incident.io now',
        'no more friday code freeze, we ship whenever CI is green',
        'Lena left; Omar is tech lead now',
        'heads up, we moved to bun, pnpm is gone',
      ],
    );
    expect(retired).toEqual(['feedback_pnpm_npm.md', 'project_call_handled_through.md', 'project_code_freeze_fridays.md', 'reference_staging_url_shop.md']);
    // the role holder's file holds the new holder first, the old one under "Earlier:", named by the change now
    expect(renamed).toEqual(['project_lena_tech_lead.md']);
    // (and says who holds it first: "Lena left; Omar is tech lead now" is "Omar is tech lead now, Lena left")
    expect(read('project_omar_tech_lead.md')).toMatch(/^Omar is tech lead now, Lena left\.[^]*Earlier:[^]*^Lena is the tech lead\.$/m);
    // a weekday naming a kind of event is no date
    const freeze = readdirSync(memDir).find((f) => f !== 'MEMORY.md' && read(f).includes('No more friday code freeze'))!;
    expect(read(freeze)).not.toMatch(/friday \(\d{4}/);
  });

  it('offline: a role held for one part adds to its file, a part of the code moved to another path replaces where it was', async () => {
    const { read, retired, renamed } = await settingsThenChanges(
      ['Lena is the tech lead', 'the auth code lives in services/auth'],
      ['Omar is the tech lead for mobile now', 'the auth code moved to packages/auth'],
    );
    // (Lena still leads; Omar leads mobile: both hold, in the order said, nothing under "Earlier:")
    expect(renamed).toEqual([]);
    expect(read('project_lena_tech_lead.md')).toMatch(/^Lena is the tech lead\.[^]*^Omar is the tech lead for mobile now\./m);
    expect(read('project_lena_tech_lead.md')).not.toContain('Earlier:');
    expect(retired).toEqual(['project_auth_code_lives.md']);
    expect(read('project_auth_code_lives.md')).toContain('see [The auth code moved to packages/auth](project_auth_code_moved.md)');
  });

  it('offline: news of a part adds to what the project is, whose words it shares, and does not replace it', async () => {
    const { memDir, turn, idle } = await start();
    await turn("this is a client's WordPress site with a custom block theme; PHP 8.1, no page builders");
    await turn("all custom blocks live in the theme's blocks/ folder and are registered with block.json");
    await idle();
    const files = readdirSync(memDir).filter((f) => f !== 'MEMORY.md');
    const all = files.map((f) => readFileSync(join(memDir, f), 'utf8')).join('\n');
    // (both hold: none is under "Earlier:", the description is not cut to its clause of PHP)
    expect(all).not.toContain('Earlier:');
    expect(all).toMatch(/^This is a client's WordPress site with a custom block theme; PHP 8\.1, no page builders\.$/m);
    expect(all).toMatch(/^All custom blocks live in the theme's blocks\/ folder and are registered with block\.json\.$/m);
    // (but news that says otherwise of it, another version of the stack, goes over it: what it says of the rest still holds)
    await turn("we're on PHP 8.3 now", 'Noted.');
    await idle();
    // (the file takes the change's name: what it was named by no longer holds)
    const site = readdirSync(memDir).filter((f) => f !== 'MEMORY.md').map((f) => readFileSync(join(memDir, f), 'utf8')).find((c) => c.includes('WordPress'))!;
    const holding = site.split(/^Earlier:$/m)[0]!;
    expect(holding).toMatch(/^We're on PHP 8\.3 now\.$/m);
    expect(holding).not.toContain('PHP 8.1');
    expect(site.split(/^Earlier:$/m)[1]).toContain("This is a client's WordPress site with a custom block theme; PHP 8.1, no page builders.");
  });

  it('offline: a change of one of two facts joined by "and" keeps the other holding, merged over it or retiring it', async () => {
    const { memDir, read } = await settingsThenChanges(
      ['the minimum iOS version is 15 and Android minSdk is 24', 'the warehouse is Snowflake, transformations are in dbt and orchestration is Dagster'],
      ['we bumped the minimum iOS version to 16', 'we moved orchestration back to Airflow'],
    );
    const files = readdirSync(memDir).filter((f) => f !== 'MEMORY.md');
    // (what a file holds: above "Earlier:", above a note of what no longer holds)
    const holding = (f: string) => read(f).split(/^Earlier:$|^\*\*Superseded on /m)[0]!;
    const ios = files.find((f) => read(f).includes('iOS version to 16'))!;
    expect(holding(ios)).toMatch(/^We bumped the minimum iOS version to 16\.\n[^]*^Android minSdk is 24\.\n\*\*Why:\*\* The user said so on \d{4}-\d{2}-\d{2}: \(in part\) "Android minSdk is 24"$/m);
    expect(holding(ios)).not.toContain('iOS version is 15');
    expect(read(ios)).toMatch(/^Earlier:\n\n^The minimum iOS version is 15 and Android minSdk is 24\.$/m);
    // (and of a statement in a file of its own, the clause the move changes is retired, the rest holds)
    const warehouse = files.find((f) => read(f).includes('The warehouse is Snowflake'))!;
    expect(holding(warehouse)).toMatch(/^The warehouse is Snowflake, transformations are in dbt\.$/m);
    expect(holding(warehouse)).not.toContain('Dagster');
  });

  it('offline: a product left, named in words, retires the clause that names it; a retention said anew goes over the old', async () => {
    const { memDir, read } = await settingsThenChanges(
      ['every topic has a schema in the Schema Registry and producers must use the Avro serializer, never raw JSON', 'retention on prod topics is 7 days unless the topic name ends in .compacted'],
      ['fyi we moved from the Confluent Schema Registry to Apicurio last sprint', 'retention on prod topics is 14 days now'],
    );
    const files = readdirSync(memDir).filter((f) => f !== 'MEMORY.md');
    const schema = read(files.find((f) => read(f).includes('Avro'))!);
    expect(schema).toMatch(/^description: Producers must use the Avro serializer, never raw JSON\.$/m);
    expect(schema).toContain('see [We moved from the Confluent Schema Registry to Apicurio last sprint]');
    const retention = read(files.find((f) => read(f).includes('14 days'))!);
    expect(retention).toMatch(/^Retention on prod topics is 14 days now\.\n[^]*^Earlier:\n\n^Retention on prod topics is 7 days unless/m);
  });

  it('offline: what a notice says "also" of a subject adds to its file; data moved to another bucket retires where it was', async () => {
    const { read, retired, file } = await settingsThenChanges(
      ['sample sheets are CSV with sample,fastq_1,fastq_2 columns', "reference genomes live on the shared S3 bucket s3://lab-refs, don't download them into the work dir"],
      ['sample sheets also need a `sex` column now', 'we moved the references to s3://lab-refs-v2, the old bucket is read-only now'],
    );
    const sheets = read(file('sample_sheets'));
    expect(sheets).toMatch(/^Sample sheets are CSV with sample,fastq_1,fastq_2 columns\.\n[^]*^Sample sheets also need a `sex` column now\./m);
    expect(sheets).not.toContain('Earlier:');
    expect(retired).toEqual([file('reference_genomes')]);
  });

  it('offline: a tool of a stack listed by name retires its part only; a value said anew in the same words retires the old', async () => {
    const { read, retired, file } = await settingsThenChanges(
      ['Ktor backend, Exposed for the database, Koin for DI', "auto-updates come from our S3 bucket via electron-updater, don't switch it to GitHub releases"],
      ['we replaced Koin with manual constructor injection, Koin is gone', 'auto-updates come from GitHub releases now, we shut down the S3 bucket'],
    );
    expect(read(file('ktor_backend'))).toMatch(/^description: Ktor backend, Exposed for the database\.$/m);
    expect(retired).toEqual([file('auto_updates')]);
  });

  it('offline: a tool left for one part retires the memory of that part, not of another', async () => {
    const { read, retired } = await settingsThenChanges(
      ['prod applies only happen through Atlantis, not from laptops', 'we use Jest for unit tests'],
      ['we switched from Atlantis to Spacelift for prod applies', 'we moved from Jest to Vitest for e2e tests'],
    );
    // (the Atlantis memory is of prod applies; the Jest one of unit tests, not e2e tests)
    expect(retired).toEqual(['feedback_prod_applies_only.md']);
    expect(read('feedback_prod_applies_only.md')).toContain('see [We switched from Atlantis to Spacelift for prod applies](project_switched_atlantis_spacelift.md)');
  });

  it('offline: a change of one clause of a statement leaves its other clauses standing, the whole kept under the note', async () => {
    const { read, retired } = await settingsThenChanges(
      ['webhooks must be verified with the HMAC before anything else, and they have to respond within 5 seconds so do the real work in a background job'],
      ['the webhook timeout is 3 seconds now, not 5'],
    );
    // (the HMAC rule holds: the memory is not retired, its first statement is that clause, the whole sentence below the note)
    expect(retired).toEqual([]);
    const webhooks = read('feedback_webhooks_verified_hmac.md');
    expect(webhooks).toMatch(/^description: Webhooks must be verified with the HMAC before anything else\.$/m);
    expect(webhooks).toMatch(/^Webhooks must be verified with the HMAC before anything else\.\n\*\*Why:\*\* The user said so on \d{4}-\d{2}-\d{2}: \(in part\) "/m);
    expect(webhooks).toMatch(/\*\*Superseded on [^\n]*see \[The webhook timeout is 3 seconds now\]\(project_webhook_timeout_seconds\.md\)[^]*^Webhooks must be verified with the HMAC before anything else, and they have to respond within 5 seconds/m);
  });

  it('offline: more changes in new words — got off a tool, a part moved between hosts, a limit now, a day now instead of another, a Chinese address and owner — replace what they change', async () => {
    const { before, read, retired, renamed, memDir } = await settingsThenChanges(
      ['our CI runs on Jenkins', 'the docs are hosted on Netlify', 'the API rate limit is 100 requests per minute', 'deploys happen on tuesdays', '测试环境地址是 test.shop.cn', '小张负责订单服务'],
      [
        'we finally got off Jenkins, CI is GitHub Actions now',
        'docs moved from Netlify to Cloudflare Pages',
        'the rate limit is 300 requests per minute now',
        'we deploy on thursdays now instead of tuesdays',
        '测试环境换了新地址 test2.shop.cn',
        '订单服务现在交给小刘了',
      ],
    );
    expect(retired).toEqual(['project_deploys_happen_tuesdays.md', 'reference_docs_hosted_netlify.md', before.find((f) => f.includes('测试环境地址'))!].sort());
    // a change of the same kind and subject goes first in the older memory's file, the older under "Earlier:", and
    // names the file ("finally" says when, not what)
    expect(renamed).toEqual(['project_api_rate_limit.md', 'project_ci_runs_jenkins.md', before.find((f) => f.includes('小张'))!]);
    expect(read('project_got_off_jenkins.md')).toMatch(/^We finally got off Jenkins, CI is GitHub Actions now\.[^]*Earlier:[^]*Our CI runs on Jenkins\./m);
    expect(read('project_rate_limit_300.md')).toMatch(/^The rate limit is 300 requests per minute now\.[^]*Earlier:[^]*100 requests per minute/m);
    expect(read(readdirSync(memDir).find((f) => f.includes('小刘'))!)).toMatch(/^订单服务现在交给小刘了。[^]*Earlier:[^]*小张负责订单服务/m);
  });

  it('offline: changes said as where a part is these days, a move of a part or a limit by the team, a version of a named part, a tool said out — replace what they change', async () => {
    const { read, retired, file, renamed } = await settingsThenChanges(
      [
        'our staging env is at staging.bookly.io',
        'our CI runs on CircleCI',
        'the feature flags live in LaunchDarkly',
        'we use moment for all date handling',
        'the api docs are in confluence under the Bookly space',
        "I'm on the payments team",
        'the max upload size is 10 MB for book covers',
        "we're on python 3.10 for the worker",
      ],
      [
        'heads up, staging lives at stage.bookly.app now',
        'we moved CI over to GitHub Actions',
        'flags are in Flagsmith these days',
        'moment is out, use date-fns',
        'the api docs moved into the repo under docs/api',
        "I'm on the growth team these days",
        'we raised the upload limit to 50 MB',
        'upgraded the worker to python 3.12 over the weekend',
      ],
    );
    expect(retired).toEqual(['staging_env', 'ci_runs', 'feature_flags', 'moment', 'payments_team', 'max_upload'].map(file).sort());
    // (the same kind of thing of the same part goes first in the older memory's file)
    expect(renamed).toEqual(['api_docs', 'python'].map(file).sort());
    expect(read('reference_api_docs_moved.md').split('---\n')[2]!.trimStart()).toMatch(/^The api docs moved into the repo under docs\/api\.[^]*Earlier:[^]*confluence/);
    expect(read('project_upgraded_worker_python.md').split('---\n')[2]!.trimStart()).toMatch(/^Upgraded the worker to python 3\.12[^]*Earlier:[^]*python 3\.10/);
  });

  it('offline: Chinese changes in new words — a part moved onto another tool, an address now, where all logs go now, a tool dropped for another, who to go to since — replace what they change', async () => {
    const { read, retired, file, renamed, memDir } = await settingsThenChanges(
      ['我们用 Jenkins 做 CI', '测试环境地址是 test.shop.cn', '日志都打到 ELK', '我们用 moment 处理日期', '小王负责支付服务', '单测用 Jest'],
      ['CI 现在迁到 GitHub Actions 上了', '测试环境现在在 qa.shop.cn', '日志现在都打到 Loki 了', 'moment 已经弃用了，改用 dayjs', '支付服务以后找小李，小王转岗了', '单测现在换成 vitest 了'],
    );
    // (a tool named in lowercase is a tool too: "单测现在换成 vitest 了")
    expect(retired).toEqual(['jenkins', 'test_shop_cn', 'elk', 'moment', 'jest'].map(file).sort());
    expect(renamed).toEqual([file('小王')]);
    expect(read(readdirSync(memDir).find((f) => f.includes('小李'))!).split('---\n')[2]!.trimStart()).toMatch(/^支付服务以后找小李，小王转岗了。[^]*Earlier:[^]*小王负责支付服务/);
  });

  it('offline: a third round of changes in new words — a site on another host, a part switched from one tool to another, records elsewhere now, a channel archived, a tool swapped, a job at another hour, a handover, a bigger limit — replace what they change', async () => {
    const { read, retired, file, renamed } = await settingsThenChanges(
      [
        'our docs site is hosted on Netlify',
        'we use Jest for unit tests',
        'the design files are in Figma',
        'our Slack channel for alerts is #alerts-prod',
        'error tracking is in Sentry',
        'the nightly export runs at 2am UTC',
        'Kim owns the mobile release process',
        'the max PR size we accept is 400 lines',
      ],
      [
        'the docs site lives on Cloudflare Pages these days',
        "we've switched our unit tests from jest to vitest",
        'design files are in Penpot now',
        'alerts go to #prod-alerts now, #alerts-prod is archived',
        'we swapped sentry for bugsnag',
        'the nightly export was moved to 4am UTC',
        'Kim passed mobile releases on to Ravi',
        'we bumped the PR size limit to 600 lines',
      ],
    );
    expect(retired).toEqual(['docs_site', 'jest', 'design_files', 'slack_channel', 'error_tracking'].map(file).sort());
    // (the same kind of thing of the same part goes first in the older memory's file)
    // ("was" says nothing of what: project_nightly_export_moved.md)
    expect(renamed).toEqual(['nightly_export', 'kim', 'max_pr'].map(file).sort());
    expect(read('project_nightly_export_moved.md').split('---\n')[2]!.trimStart()).toMatch(/^The nightly export was moved to 4am UTC\.[^]*Earlier:[^]*2am UTC/);
    expect(read('project_kim_mobile_releases.md').split('---\n')[2]!.trimStart()).toMatch(/^Kim passed mobile releases on to Ravi\.[^]*Earlier:[^]*Kim owns the mobile release process/);
    expect(read('project_bumped_pr_size.md').split('---\n')[2]!.trimStart()).toMatch(/^We bumped the PR size limit to 600 lines\.[^]*Earlier:[^]*400 lines/);
  });

  it('offline: a sentence no form keeps is kept as the change of a memory that states what it says is over — and not when it is planned, or no memory says it', async () => {
    const { read, retired, file, memDir } = await settingsThenChanges(
      ['we log with Serilog and every log line needs the CorrelationId property', '爬虫项目用 Scrapy，数据存到 MongoDB 的 crawl 库里', '后台管理系统用 Vue 3 + Element Plus，组件统一用 <script setup> 写法', '状态管理用 Pinia，别再用 Vuex 了'],
      ['heads up, we moved from Serilog to the built-in ILogger with OpenTelemetry export', '数据不存 MongoDB 了，现在都写到 ClickHouse', '组件库换成 Ant Design Vue 了，Element Plus 慢慢下掉', 'we might move off Pinia next quarter', 'heads up, we moved from Quay to the built-in registry with vulnerability scanning'],
    );
    expect(retired).toEqual([file('log_serilog'), file('爬虫项目')].sort());
    // (of the statement that named Element Plus, what holds without it stays: Vue 3, and the clause of another subject — cut
    // once, not again for the older value kept under the note)
    const vue = read(file('vue_3'));
    expect(vue.split('---\n')[2]!.trimStart()).toMatch(/^后台管理系统用 Vue 3，组件统一用 <script setup> 写法。[^]*\*\*Superseded on [^]*Element Plus 慢慢下掉/);
    expect(vue.match(/\*\*Superseded on /g)).toHaveLength(1);
    expect(read(file('pinia'))).not.toContain('Superseded');
    const saved = readdirSync(memDir).filter((f) => f !== 'MEMORY.md').map(read).join('\n');
    expect(saved).toContain('We moved from Serilog to the built-in ILogger with OpenTelemetry export.');
    // (no memory names Quay: the sentence stays unkept, as the forms left it)
    expect(saved).not.toMatch(/Quay|might move off/);
  });

  it('offline: a sixth round of changes in new words — a timeout written short, an OS version on every host, a bastion by its host, a Chinese delay — replace what they change', async () => {
    const { read, retired, renamed, before } = await settingsThenChanges(
      ["inter-service calls use the Feign clients in the clients module with a 2s timeout, don't use RestTemplate", "our base OS is Ubuntu 22.04 on every host, roles don't need to handle RHEL", 'the bastion is bastion.ops.internal, ssh goes through it with ProxyJump', '每个站点的下载延迟不能低于 2 秒，别被封'],
      ['the Feign timeout got bumped to 5 seconds after the incident', 'we finished the upgrade, every host runs Ubuntu 24.04 now', 'the bastion moved to jump.ops.internal', '下载延迟现在放宽到 1 秒了'],
    );
    // (each older memory retired, or headed by the change merged into it, the older under "Earlier:", or with the statement
    // it changes retired — the order beside the Feign timeout holds: "don't use RestTemplate")
    const replaced = before.filter((f) => retired.includes(f) || renamed.includes(f) || /^Earlier:$|^\*\*Superseded on /m.test(read(f)));
    expect(replaced).toEqual(before);
    expect(read(before.find((f) => f.includes('inter_service'))!).split('---\n')[2]!.trimStart()).toMatch(/^Don't use RestTemplate\.[^]*\*\*Superseded on [^]*bumped to 5 seconds/);
  });

  it('offline: a seventh round of changes — an engine version on the line that opens a memory, a coverage floor raised in Chinese, a registry images are no longer pushed to, a runtime floor said after its version, a version said since a day — replace what they change', async () => {
    const { read, retired, renamed, before } = await settingsThenChanges(
      ['unreal 5.3 project, gameplay code is c++ and designers only touch blueprints', '测试用 pytest，覆盖率不能低于 80%', '部署在阿里云 ACK 上，镜像推到 acr 的 data 命名空间', 'its a wordpress plugin, php 8.1 minimum', 'Angular 17 with standalone components only, no NgModules in new code'],
      ['we upgraded the project to unreal 5.4', '覆盖率要求提到 90% 了', '镜像现在推到 harbor 了，不推 acr 了', 'we bumped the minimum to php 8.2 this release', "we're on Angular 18 since last week"],
    );
    // (retired, or headed by the change merged into it, or with the statement it changes retired — "测试用 pytest" holds)
    const replaced = before.filter((f) => retired.includes(f) || renamed.includes(f) || /^Earlier:$|^\*\*Superseded on /m.test(read(f)));
    expect(replaced).toEqual(before);
    expect(read(before.find((f) => f.includes('pytest'))!).split('---\n')[2]!.trimStart()).toMatch(/^测试用 pytest。[^]*\*\*Superseded on [^]*覆盖率要求提到 90% 了/);
    // (a version said since a day: the rule beside the old version holds)
    expect(read(before.find((f) => f.includes('angular'))!)).toMatch(/^No NgModules in new code\.[^]*\*\*Superseded on [^]*Angular 18 since last week/m);
  });

  it('offline: an eighth round — a tool said out with where its work moved, a host a kind of docs is no longer on, where analytics are no longer reported, a step someone no longer does, a part no longer in a state — replace what they change', async () => {
    const { retired, renamed, before, read } = await settingsThenChanges(
      ['background jobs run on BullMQ, queue names are kebab-case', 'we deploy dbt docs to Netlify', '埋点上报到神策', 'we ship OTA updates with EAS Update to the production channel only after QA signs off on preview', "FYI the staging db is a shared Azure SQL instance, so don't run destructive migrations against it without asking me first"],
      ['BullMQ is out, we moved the jobs to Temporal', "dbt docs aren't on Netlify anymore, they're on our internal docs portal", '埋点不报神策了，现在报到自建的埋点服务', "QA doesn't gate OTA updates anymore, we push to production right after the preview build passes e2e", 'staging is its own database now, not shared anymore'],
    );
    // (retired, or headed by the change merged into it and renamed, or with the statement it changes retired)
    expect(before.filter((f) => retired.includes(f) || renamed.includes(f) || /^Earlier:$|^\*\*Superseded on /m.test(read(f)))).toEqual(before);
  });

  it('offline: a ninth round — a thing allowed now, a variant taken now, a platform supported after all, a check a hook runs by itself, an environment moved to a new name — replace the rule or fact they change, and no other', async () => {
    const { before, read, file, changed } = await settingsThenChanges(
      ['dont move logic into blueprints without asking', 'british spelling throughout, my supervisor insists', 'we support Chrome and Edge only, Firefox is out of scope', '提交代码前要跑 pnpm lint，不然 CI 会挂', 'the prod cluster is eks-prod-eu in eu-west-1', 'use \\cref for all cross references, never hardcode figure numbers'],
      ['designers can now put simple logic in blueprints, just keep anything networked in c++', 'my supervisor is fine with american spelling now, the journal wants it', "we're adding Firefox support after all, so keep the webextension-polyfill in mind", 'lint 现在会在 pre-commit 钩子里自动跑，不用手动跑了', 'fyi prod moved to eks-prod-eu2 last week, the old cluster is drained'],
    );
    expect(before.filter(changed)).toEqual(before.filter((f) => !f.includes('cref')));
    expect(read(file('cref'))).not.toMatch(/Superseded|Earlier:/);
  });

  it('offline: a tenth round — a measure by one word, a subject in another order, a budget in µA, a thing done somewhere now, a resource renamed, a requirement dropped, a case style, a part someone does now, a tool allowed again in Chinese — replace what they change, and no other', async () => {
    const { before, read, file, memDir, changed } = await settingsThenChanges(
      ["rust cli tool, edition 2021, MSRV is 1.74 so don't use anything newer", 'the SLO for the public API is 99.9% over 30 days', 'power budget is 15uA average in sleep, check with the PPK2 before merging anything that touches power management', "dashboards live in Grafana under the Platform folder, never edit them in the UI, they're provisioned from the dashboards repo", 'the dev catalog is dev_analytics, prod is prod_analytics, and only service principals write to prod', 'every table needs a comment and an owner tag', 'sentence case for headings, and no exclamation marks anywhere', "Marta does the App Store submissions, don't submit anything yourself", '图表统一用 plotly，不要用 matplotlib', 'postmortems go in the incidents/ folder of the wiki repo, use the template there'],
      ['MSRV is 1.80 now, we needed LazyLock', 'the public API SLO is 99.95% now', 'power budget is 10uA now, marketing promised a longer battery life', 'dashboards can be edited in the UI now, we turned off provisioning', 'the prod catalog got renamed to analytics_prod', "the owner tag isn't required anymore, the comment still is", 'title case for headings now, marketing wants it', 'Marta left, Jonas does the App Store submissions now', 'matplotlib 现在也可以用了'],
    );
    expect(before.filter(changed)).toEqual(before.filter((f) => !f.includes('postmortems')));
    // (what holds of a memory a change retired in part stays: plotly for charts; and over the one a handover was merged
    // into, the order not to submit, before what was earlier)
    expect(read(file('plotly')).split('---\n')[2]!.trimStart()).toMatch(/^图表统一用 plotly。[^]*\*\*Superseded on /);
    const jonas = readdirSync(memDir).find((f) => f.includes('jonas'))!;
    expect(read(jonas).split('---\n')[2]!.trimStart()).toMatch(/^Jonas does the App Store submissions now, Marta left\.[^]*Don't submit anything yourself\.[^]*Earlier:[^]*Marta does the App Store submissions/);
  });

  it('offline: an eleventh round — a version under who the user is, a setting said around its value, a part moved off a tool, who signs off now, a value made by CI in Chinese — replace what they change; a scope extended replaces nothing', async () => {
    const { before, read, file, changed } = await settingsThenChanges(
      ["I'm the DBA, we run postgres 15 on RDS, primary plus two read replicas", 'statement_timeout is 30s for the app role', 'tests live in cypress/e2e and cypress/component', 'Helen signs off on the forecast before it goes to the board', '烧录用 ST-Link，版本号要在 version.h 里手动改', 'scope is only *.staging.acme.io, never touch anything in production'],
      ['we upgraded to postgres 16 over the weekend', 'statement_timeout for the app role is 15s now, the 30s one let runaway queries pile up', 'we moved the e2e suite from cypress to playwright', 'Helen is on leave, Tom signs off on the forecast now', '版本号现在由 CI 自动生成了，不用手动改了', 'scope got extended to *.uat.acme.io as well'],
    );
    expect(before.filter(changed)).toEqual(before.filter((f) => !f.includes('scope')));
    // (who the user is holds when the version beside it moves)
    expect(read(file('user_dba')).split('---\n')[2]!.trimStart()).toMatch(/^I'm the DBA\.[^]*\*\*Superseded on [^]*postgres 16/);
  });

  it('offline: a twelfth round — what deploys go through now, an environment gone and a style allowed again in Chinese, whom a part goes to now — replace what they change, and what holds beside it stays', async () => {
    const { before, read, file, memDir, changed } = await settingsThenChanges(
      ['we deploy with shopify cli to the staging theme first, never push straight to the live theme', '所有 playbook 都要先在预发环境跑一遍 --check', '样式统一用 StyleSheet.create，不要写内联样式', '安卓打包找小赵，iOS 打包找小孙', 'translations go in locales/en.default.json, every string in liquid uses the t filter'],
      ['we deploy through github integration now, the cli deploys are gone', '预发环境下线了，现在 --check 直接在生产的一台灰度机上跑', '内联样式现在也可以用了，简单的情况不用非得 StyleSheet', 'iOS 打包现在找小周，小孙休产假了'],
    );
    expect(before.filter(changed)).toEqual(before.filter((f) => !f.includes('translations')));
    // (what holds beside each change stays above it: the order not to push to the live theme, StyleSheet for styles, who builds for Android)
    expect(read(file('shopify')).split('---\n')[2]!.trimStart()).toMatch(/^Never push straight to the live theme\.[^]*\*\*Superseded on /);
    expect(read(file('stylesheet')).split('---\n')[2]!.trimStart()).toMatch(/^样式统一用 StyleSheet\.create。[^]*\*\*Superseded on /);
    const ios = readdirSync(memDir).find((f) => f.includes('小周'))!;
    expect(read(ios).split('Earlier:')[0]).toContain('安卓打包找小赵');
  });

  it('offline: a thirteenth round — a tool dropped whose name ends like an adjective, the thing said now and not the other, a machine replaced, a setting set anew and whom a part goes to in Chinese — replace what they change, and no other', async () => {
    const { before, changed } = await settingsThenChanges(
      ['images go through nuxt image with the cloudinary provider', "every query against the events table must filter on event_date, it's partitioned and the full scan costs a fortune", 'benchmarks run on the isolated cores of bench01, laptop numbers mean nothing', '随机种子统一用 42', '上线前要找测试的小林回归一遍', 'my advisor wants SI units everywhere in the figures'],
      ['images go through the ipx provider now, we dropped cloudinary', 'the events table is partitioned on ingestion time now, not event_date', 'bench01 got replaced, benchmarks run on bench02 now', '随机种子现在改成 2024 了', '回归现在找小吴，小林去别的项目了'],
    );
    expect(before.filter(changed)).toEqual(before.filter((f) => !f.includes('advisor')));
  });

  it('offline: a fourteenth round — a share named by some of its words, things moved to another service, data moved to a path, a tool named in Chinese dropped after a switch — replace what they change, and what holds beside it stays', async () => {
    const { before, read, memDir, changed } = await settingsThenChanges(
      ['every part gets its own MP3 with that part louder, the others at 30% volume', 'tracks are shared through a Google Drive folder the singers already know', 'the music library is on a NAS at /mnt/library, read only', '代理 IP 是从快代理买的，账号找财务的小林', 'our accompanist Priya checks every track before it goes out'],
      ["the other parts are at 20% now, the singers couldn't hear their own line", 'we moved the tracks to a Dropbox folder, Google Drive kept asking people to log in', 'the music library moved to /srv/library on the new server', '代理换成芝麻代理了，快代理不用了'],
    );
    expect(before.filter(changed)).toEqual(before.filter((f) => !f.includes('priya')));
    // (what holds beside each change stays: every part's own track above the new volume, whom to ask for the account)
    const volume = readdirSync(memDir).find((f) => f.includes('20'))!;
    expect(read(volume).split('Earlier:')[0]).toContain('Every part gets its own MP3 with that part louder.');
    const proxy = readdirSync(memDir).find((f) => f !== 'MEMORY.md' && read(f).includes('快代理'))!;
    expect(read(proxy).split('---\n')[2]!.trimStart()).toMatch(/^账号找财务的小林。[^]*\*\*Superseded on /);
  });

  it('offline: a fifteenth round — a cutoff by the hour, hosting moved, a count of people, a floor, a tool moved onto a machine, a pass line in Chinese — replace what they change; a lead time moved keeps what is said beside it', async () => {
    const { before, read, memDir, changed } = await settingsThenChanges(
      ['orders have to be in by 2pm the day before, we bake overnight', 'the app runs on PythonAnywhere', 'reminders go out through Mailgun 24 hours before a shift', "don't let any automation discharge the battery below 20%, it's our backup for outages", 'Home Assistant runs on a Raspberry Pi 4 in the garage', '及格线是 60 分', 'volunteers under 16 can only sign up with a parent account'],
      ['the cutoff is 4pm now, we hired a second night baker', 'we moved hosting to Render, PythonAnywhere was too slow at lunch', 'reminders go out 48 hours before now, people kept forgetting', 'the battery floor is 30% now, we had two outages last month', 'we moved Home Assistant to an Intel NUC, the Pi kept corrupting its SD card', '及格线改成 65 分了'],
    );
    expect(before.filter(changed)).toEqual(before.filter((f) => !f.includes('volunteers')));
    const reminders = readdirSync(memDir).find((f) => f !== 'MEMORY.md' && read(f).includes('48 hours'))!;
    expect(read(reminders).split('Earlier:')[0]).toContain('Reminders go out through Mailgun.');
  });

  it('offline: a sixteenth round — a time moved beside a tool, an hourly rate, a value said anew of a memory another change retired, what may be done at any hour now, a place moved in Chinese — replace what they change, and keep what holds beside them', async () => {
    const { before, read, memDir, changed } = await settingsThenChanges(
      ['reminders are texted through Twilio the evening before, at 6pm', 'labour is billed at $85 an hour, parts at cost plus 20%', 'never start a job between midnight and 6am, nobody is there to watch it', '提货点在 3 号楼大堂', 'photos of animals need the photographer credited underneath, always'],
      ['reminders go out at 7pm now, 6pm was too early for people commuting', 'labour is $95 an hour now since January', 'parts are at cost plus 25% now, suppliers raised prices', 'we added a night shift, jobs can start any time now', '提货点搬到 5 号楼的快递柜旁边了'],
    );
    expect(before.filter(changed)).toEqual(before.filter((f) => !f.includes('photos')));
    const files = readdirSync(memDir).filter((f) => f !== 'MEMORY.md');
    const twilio = files.find((f) => read(f).includes('Twilio'))!;
    expect(read(twilio).split('---\n')[2]!.trimStart()).toMatch(/^Reminders are texted through Twilio the evening before\.[^]*\*\*Superseded on /);
    // (the parts' new price is kept though the memory that gave the old one was retired for the labour rate beside it)
    expect(files.filter((f) => read(f).includes('plus 25%') && !/^description: "?\(superseded /m.test(read(f)))).toHaveLength(1);
  });

  it('offline: a seventeenth round — couriers switched, a list printed at another hour, colour allowed over greyscale, a day open too, a device of another make and hours closed in Chinese — replace what they change, and no other', async () => {
    const { before, changed } = await settingsThenChanges(
      ['our courier is DPD, labels come from their API', 'pick lists are printed at 8am and 1pm every weekday', 'my supervisor Dr. Patel wants every figure in greyscale', "we're only open Wednesday evenings and Saturday mornings, so nothing should send emails outside those times", '打印小票用的是芯烨的打印机', '每天下午 2 点到 5 点不接单', 'invoices are emailed as PDFs from the office Gmail account'],
      ['we switched couriers to Evri, DPD kept damaging the boxes', 'we print the afternoon pick list at 2pm now', "Dr. Patel said colour is fine now as long as it's colourblind-safe", "we're open Thursday evenings too now", '打印机换成佳博的了', '现在下午 3 点到 5 点不接单'],
    );
    expect(before.filter(changed)).toEqual(before.filter((f) => !f.includes('invoices')));
  });

  it('offline: an eighteenth round — what a van holds, a kind of customer at another hour, a membership in pounds, who signs off after the one who ran a part, a service of another provider in Chinese — replace what they change; shops keep their hour', async () => {
    const { before, read, memDir, changed } = await settingsThenChanges(
      ['the van can carry at most 120 trays per trip', 'shops get deliveries before 9am, cafés before 7am', 'membership is £25 a month, paid through GoCardless', 'the laser cutter needs a separate sign-off from Priya, she runs the laser workshops', '短信用的是阿里云短信', 'originals never leave the library, players only get photocopies'],
      ['we got a bigger van, it carries 180 trays now', 'cafés want deliveries before 6:30am now', 'membership went up to £30 a month from April', 'Priya handed the laser workshops to Ben, so Ben signs off on the laser cutter now', '短信换成腾讯云短信了'],
    );
    expect(before.filter(changed)).toEqual(before.filter((f) => !f.includes('originals')));
    const shops = readdirSync(memDir).find((f) => f !== 'MEMORY.md' && read(f).includes('before 9am'))!;
    // (what holds of the older sentence stays above what it replaced: the shops' hour)
    expect(read(shops).split(/^Earlier:$|^\*\*Superseded on /m)[0]).toContain('Shops get deliveries before 9am.');
  });

  it('offline: a nineteenth round — a step\'s window, how often every one of a kind is redone, a head of a role after who left, a session of a trade on another weekday, records moved into another tool, a fee per unit and the channel of a kind of message in Chinese — replace what they change; bisque firings keep their day, and what the user\'s own app does is not a channel', async () => {
    const { before, read, changed, memDir } = await settingsThenChanges(
      ['grapes have to be crushed within 6 hours of picking or the batch gets flagged', 'every wall gets completely reset every five weeks', 'Kenji is head setter and approves every new problem before it opens', 'glaze firings are on Thursdays and bisque firings on Mondays', 'the glossaries are kept in a shared Google Drive folder', '物业费每平米每月 2.5 元', '我是一家幼儿园的园长助理，我们用小程序给家长发通知', '通知都是通过企业微信发的'],
      ['the crush window is 4 hours now, the new winemaker is stricter', 'walls get reset every four weeks now since membership grew', 'Kenji left, Marta is head setter and does the approvals now', 'glaze firings moved to Wednesdays', 'the glossaries moved out of Google Drive into Phrase', '物业费现在涨到每平米每月 2.8 元了', '通知现在改用钉钉发了'],
    );
    // (the one about the user, "我是…园长助理，我们用小程序给家长发通知", is the only one left as it was)
    const aboutTheUser = before.filter((f) => f.startsWith('user_'));
    expect(aboutTheUser).toHaveLength(1);
    expect(before.filter(changed)).toEqual(before.filter((f) => !aboutTheUser.includes(f)));
    const kiln = readdirSync(memDir).find((f) => f !== 'MEMORY.md' && read(f).includes('bisque'))!;
    // (what holds of the older sentence stays above what it replaced: the bisque firings' day)
    expect(read(kiln).split(/^Earlier:$|^\*\*Superseded on /m)[0]).toContain('Bisque firings on Mondays.');
  });

  it("offline: a twentieth round — a number per instructor, a firm no longer outsourced to, a courier used instead, a stack's language moved, a discount, a time booked in minutes, a kind of job taken on other days too — replace what they change; what is made in-house, the team and its mentor stay", async () => {
    const { before, read, changed, memDir } = await settingsThenChanges(
      ['lessons are capped at 8 students per instructor, that\'s an insurance thing', 'zirconia work is milled in-house, everything else goes out to Keystone', 'deliveries go out with DPD', "this is our FRC team's robot code, Java with WPILib, I'm the programming mentor", '会员买书打九折', '每只狗洗澡至少要预约 1 个小时', '大型犬只在周末接', 'we compete in the Pacific Northwest district'],
      ["insurance changed, it's max 6 students per instructor now", 'we stopped outsourcing to Keystone, it all goes to Modern Dental now', 'we use Royal Mail for deliveries now instead of DPD', 'we moved the robot code from Java to Kotlin over the summer', '会员折扣改成八五折了', '洗澡现在至少预约 90 分钟了', '大型犬现在工作日也接了'],
    );
    expect(before.filter(changed)).toEqual(before.filter((f) => !f.includes('compete')));
    const held = (words: string) => readdirSync(memDir).filter((f) => f !== 'MEMORY.md').map((f) => read(f).split(/^Earlier:$|^\*\*Superseded on /m)[0]!).find((top) => top.includes(words));
    // (what holds of an older sentence stays above what it replaced: what is milled in-house; the team's code and its mentor)
    expect(held('milled in-house')).not.toMatch(/Keystone/);
    expect(held("FRC team's robot code")).toContain("This is our FRC team's robot code, I'm the programming mentor.");
  });

  it('offline: a twenty-first round, of software — an environment in another region, docs moved from a named host, a DAG at another hour in UTC — replace only what they change: staging keeps its region, the docs what they are built with, the other DAGs their rhythm', async () => {
    const { before, read, changed, memDir } = await settingsThenChanges(
      ['staging lives in the eu-west-1 account, prod in eu-central-1', 'the docs are built with MkDocs and hosted on Read the Docs', 'DAGs run hourly except the finance one, which runs at 6am UTC', 'state is kept in an S3 bucket with DynamoDB locking'],
      ['prod moved to eu-west-2 last week', 'docs moved from Read the Docs to GitHub Pages', 'the finance DAG runs at 5am UTC now'],
    );
    expect(before.filter(changed)).toEqual(before.filter((f) => !f.includes('state')));
    const held = (words: string) => readdirSync(memDir).filter((f) => f !== 'MEMORY.md').map((f) => read(f).split(/^Earlier:$|^\*\*Superseded on /m)[0]!).find((top) => top.includes(words));
    expect(held('eu-west-1')).not.toMatch(/eu-central-1/);
    expect(held('MkDocs')).not.toMatch(/Read the Docs/);
    expect(held('hourly')).not.toMatch(/6am/);
  });

  it("offline: a twenty-second round — who takes how many at a time, what tickets cost, when booking opens, a place shipped to as well, a report's hour and a reporting tool in Chinese — replace what they change; the concession price goes with the ticket's sentence, the rest stays", async () => {
    const { before, changed } = await settingsThenChanges(
      ['each walker takes at most 4 dogs at a time', 'tickets are £12, concessions £8', 'booking opens six weeks before each show', 'the store ships only to the EU and the UK', '周报每周一上午 10 点前发给老板', '报表工具用的是帆软', 'we never sell more than 120 seats because of the fire certificate'],
      ['walkers can take 5 dogs at a time now, the council changed the rules', 'tickets are £14 now, concessions stay at £8', 'booking opens eight weeks before each show now', 'the store ships to the US too now', '周报改成每周一上午 9 点前发了', '报表工具换成 Superset 了'],
    );
    expect(before.filter(changed)).toEqual(before.filter((f) => !f.includes('120') && !f.includes('never_sell')));
  });

  it("offline: a thirty-fourth round, typed in haste — production's database, who does the deliveries, a bucket said of 'they', a handoff's day, a day worked as well, a cluster's version — replace what they change and keep what still holds", async () => {
    const { before, changed, memDir } = await settingsThenChanges(
      ['prod db is planetscale btw', 'my sister Leah does all the deliveries on saturdays', 'never push checkpoints to git, they go to the s3 bucket lab-ckpts', 'on-call rotation is in pagerduty, weekly handoff mondays 10am', 'i only teach on weekday evenings after 5', 'our clusters run eks 1.29 in us-east-1', 'Sven owns the terraform for the vpcs'],
      ['fyi prod db moved to neon, planetscale got too pricey', 'leah cant do deliveries anymore, Tomas does them now', 'checkpoints go to the lab-ckpts-v2 bucket now, the old one is read only', 'the on-call handoff moved to tuesdays 10am', 'i teach saturday mornings too now', 'clusters are on eks 1.30 now'],
    );
    expect(before.filter(changed)).toEqual(before.filter((f) => !f.includes('sven')));
    const held = readdirSync(memDir).map((f) => readFileSync(join(memDir, f), 'utf8')).join('\n');
    expect(held).toMatch(/Never push checkpoints to git\./);
    expect(held).toMatch(/Our clusters run eks in us-east-1\./);
  });

  it("offline: a thirty-third round, typed with capitals and full stops — a value said as it should be, a contact for what after who left, a model's retraining, data moved to a table's next version, a battery's target, whom a release goes to in Chinese — replace what they change, the rest stays", async () => {
    const { before, changed } = await settingsThenChanges(
      ["Max retries should be 5, that's our standard for every job.", 'Jonas at the agency is our contact for API questions.', 'The model is retrained on the first Monday of every month.', 'Data comes from the Snowflake table ANALYTICS.CHURN_FEATURES.', 'The battery has to last at least 12 months on two AA cells.', '上新之前都要让运营的小陈看一遍。', 'Production firmware is signed with the key on the YubiHSM in the office.'],
      ['Quick one: max retries is 3 now for every job, the 5 was too noisy.', 'Jonas left the agency, Petra is our API contact now.', 'We retrain every two weeks now, monthly was too slow.', 'The features moved to ANALYTICS.CHURN_FEATURES_V2.', 'The battery target is 18 months now, marketing promised it.', '上新现在改成让小林看了，小陈休产假了。'],
    );
    expect(before.filter(changed)).toEqual(before.filter((f) => !f.includes('firmware_signed')));
  });

  it('offline: a change said in another form of a word than the memory says it ("libraries" of "library") finds that memory by its stems', async () => {
    const { before, changed } = await settingsThenChanges(['never add an outside library', 'reports go out every friday'], ['libraries are allowed now']);
    expect(before.filter(changed)).toEqual(before.filter((f) => f.includes('library')));
  });

  it('offline: a part or a role that changed hands heads the memory of who had it, which takes the new holder\'s name', async () => {
    const { memDir, read, retired, renamed } = await settingsThenChanges(
      ['Ana owns the billing service, ask her before touching anything in services/billing', 'Lena is the tech lead', 'Kim owns the mobile release process', '小王负责支付服务'],
      // (when it happened is no word of the subject: "last week" is read as a date, and "Ana owns the billing service" is still the one)
      ['Priya took over billing from Ana last week', 'Omar replaced Lena as tech lead', 'the mobile release process moved from Kim to Ravi', '小李接手了支付服务'],
    );
    // the same subject (the part, and who had it), so no second memory: the old holder's, headed by the change and named by it
    expect(retired).toEqual([]);
    expect(renamed).toEqual(['project_ana_owns_billing.md', 'project_kim_owns_mobile.md', 'project_lena_tech_lead.md', 'project_小王负责支付服务_0e9779af.md']);
    const now = readdirSync(memDir).filter((f) => f !== 'MEMORY.md').sort();
    expect(now).toEqual(['project_mobile_release_process.md', 'project_omar_lena_tech.md', 'project_priya_billing_ana.md', 'project_小李接手了支付服务_72a65e19.md']);
    const body = (f: string) => read(f).split('---\n')[2]!.trimStart();
    expect(body('project_priya_billing_ana.md')).toMatch(/^Priya took over billing from Ana last week \(the week of \d{4}-\d{2}-\d{2}\)\.[^]*Earlier:[^]*Ana owns the billing service/);
    expect(body('project_omar_lena_tech.md')).toMatch(/^Omar replaced Lena as tech lead\.[^]*Earlier:[^]*Lena is the tech lead/);
    expect(body('project_mobile_release_process.md')).toMatch(/^The mobile release process moved from Kim to Ravi\.[^]*Earlier:[^]*Kim owns the mobile release process/);
    expect(body('project_小李接手了支付服务_72a65e19.md')).toMatch(/^小李接手了支付服务。[^]*Earlier:[^]*小王负责支付服务/);
  });

  it('offline: a fourth round of changes in new words — a part on another tool now, a part that belongs to someone else, a number from now on, a limit in other units, where records go, a rhythm — replace what they change', async () => {
    const { read, retired, renamed, file, memDir } = await settingsThenChanges(
      ['we use Jest for unit tests', 'Maria owns the search service', 'PRs need one approval', 'the API rate limit is 100 requests per minute', 'logs go to Papertrail', 'the release train is every two weeks'],
      ['unit tests are on vitest now', 'search belongs to Tom now', 'PRs need two approvals from now on', 'the rate limit went up to 500 rpm', 'we switched logging to Loki', 'releases are weekly now'],
    );
    expect(retired).toEqual(['feedback_jest_unit_tests.md', 'project_api_rate_limit.md', 'project_maria_owns_search.md', 'project_release_train_two.md', 'reference_logs_go_papertrail.md']);
    // a rule of the same subject at another number heads its file, named by it, the older under "Earlier:"
    expect(renamed).toEqual([file('prs_need')]);
    expect(read('feedback_prs_need_two.md').split('---\n')[2]!.trimStart()).toMatch(/^PRs need two approvals\.[^]*Earlier:[^]*PRs need one approval\./);
    expect(readdirSync(memDir).filter((f) => f !== 'MEMORY.md')).toHaveLength(11);
  });

  it('offline: a fifth round of changes in new words — a part now someone\'s, the days the team deploys on, records kept elsewhere since, a milestone pushed, a part moved itself onto a tool — and a holder of another part retires nothing', async () => {
    const { retired, file, read } = await settingsThenChanges(
      ['Tom owns the auth service', 'Maria owns the billing service', 'we deploy on Tuesdays and Thursdays', 'the API docs are in Confluence', 'code freeze starts on the 20th', 'the feature flags are in LaunchDarkly', 'Priya is the PM for checkout'],
      ["auth is Dana's now, Tom moved to infra", 'Priya owns the search service now', 'we deploy every weekday now', 'API docs live in the repo under docs/api since the migration', 'code freeze got pushed to the 27th', 'feature flags moved to Unleash last sprint', 'Sam is the PM for search now'],
    );
    expect(retired).toEqual([file('code_freeze'), file('deploy_tuesdays'), file('feature_flags'), file('api_docs'), file('tom_owns_auth')].sort());
    // (the PM of another part is no news of checkout's)
    expect(read(file('priya_pm_checkout'))).not.toContain('Earlier:');
    expect(read(file('priya_pm_checkout'))).not.toContain('superseded');
    // (Priya's search service is no news of Maria's billing)
    expect(read(file('maria_owns_billing'))).not.toContain('superseded');
  });

  it('offline: a Chinese round of terse settings and their changes — a test runner, an address, an owner, approvals, where logs go, a rhythm, whom to go to, a limit, a day — replace what they change', async () => {
    const { retired, renamed, file } = await settingsThenChanges(
      ['单测用 Jest', '测试环境地址是 test.acme.cn', '搜索服务归小王管', 'PR 需要一个人审批', '日志打到 ELK', '每两周发一次版', '发版找小张', '接口限流是每分钟 100 次', '部署在周二'],
      ['单测现在换成 vitest 了', '测试环境换到 qa.acme.cn 了', '搜索服务现在归小李管', 'PR 现在需要两个人审批', '日志改打到 Loki 了', '现在每周发一次版', '以后发版找小刘', '限流提到每分钟 500 次了', '部署改到周四了'],
    );
    // (terse settings are kept, and each change says them otherwise: retired, or headed in the same file and named by the change)
    expect(retired).toEqual(['jest', 'test_acme_cn', '一个人审批', 'elk', '发版找小张', '部署在周二'].map(file).sort());
    expect(renamed).toEqual(['搜索服务归小王管', '每两周发一次版', '接口限流'].map(file).sort());
  });

  it('offline: a later statement on the subject of a Chinese memory is kept, not taken for one it already holds; a rule said as changed goes first', async () => {
    const { memDir, turn, idle } = await start();
    await turn('支付那块归小王管，改之前问他');
    await turn('提交信息用英文写');
    await idle();
    await turn('小王离职了，支付那块现在归小李', '好的。');
    await turn('提交信息里要带上 Jira 单号', '好的。');
    await turn('PRs need one approval.');
    await idle();
    const files = () => readdirSync(memDir).filter((f) => f !== 'MEMORY.md');
    const read = (f: string) => readFileSync(join(memDir, f), 'utf8');
    // (every character of a Chinese statement was taken for no word, and an empty string is in every body)
    const owner = files().find((f) => read(f).includes('小李'))!;
    expect(read(owner)).toMatch(/^name: 支付那块现在归小李$/m); // (named by who has it now, not who left)
    expect(read(owner)).toMatch(/小王离职了，支付那块现在归小李。[^]*Earlier:[^]*支付那块归小王管，改之前问他。/);
    const commits = files().find((f) => read(f).includes('Jira'))!;
    expect(read(commits)).toContain('提交信息用英文写');
    // said again with more: the fuller statement goes first, the shorter under "Earlier:"
    await turn('提交信息用英文写，格式是 feat/fix 开头', '好的。');
    await idle();
    expect(read(commits)).toMatch(/^提交信息用英文写，格式是 feat\/fix 开头。[^]*Earlier:[^]*^提交信息用英文写。$/m);
    // a rule said as a change of the one before: the file is named by it and holds it first, the older under "Earlier:"
    await turn('PRs need two approvals now instead of one.', 'Noted.');
    await idle();
    const prs = files().find((f) => read(f).includes('one approval'))!;
    expect(prs).toBe('feedback_prs_need_two.md');
    expect(read(prs)).toMatch(/^name: PRs need two approvals now instead of one$/m);
    expect(read(prs)).toMatch(/PRs need two approvals now instead of one\.[^]*Earlier:[^]*PRs need one approval\./);
    // and a rule that turns down what the older one said to use
    await turn('use tabs for indentation in this repo');
    await idle();
    await turn('use spaces for indentation, not tabs', 'OK.');
    await idle();
    const indent = readdirSync(memDir).find((f) => f !== 'MEMORY.md' && read(f).includes('tabs for indentation'))!;
    expect(read(indent)).toMatch(/^name: Use spaces for indentation, not tabs$/m);
    expect(read(indent)).toMatch(/Use spaces for indentation, not tabs\.[^]*Earlier:[^]*Use tabs for indentation in this repo\./);
    // a release day moved retires the memory that put releases on the old one
    await turn('每周四发版');
    await idle();
    const thursday = readdirSync(memDir).find((f) => f !== 'MEMORY.md' && read(f).includes('每周四发版'))!;
    await turn('发版改到周五了', '好的。');
    await idle();
    expect(read(thursday)).toMatch(/^description: \(superseded /m);
  });

  it('offline: a memory the user retires ("not pnpm anymore") is marked superseded by the new one, not left to contradict it', async () => {
    const { memDir, turn, idle, root, session, slug } = await start();
    await turn('We use pnpm in this repo, never npm.');
    await turn('FYI the e2e suite only runs on main.');
    await idle();
    await turn('No, we moved to bun last week, we use bun now, not pnpm anymore.', 'Understood.');
    await idle();
    const files = readdirSync(memDir).sort();
    const bun = files.find((f) => f.includes('bun'))!;
    const monday = new Date();
    monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7) - 7);
    const weekOf = `${monday.getFullYear()}-${String(monday.getMonth() + 1).padStart(2, '0')}-${String(monday.getDate()).padStart(2, '0')}`;
    const old = readFileSync(join(memDir, 'feedback_pnpm_repo_npm.md'), 'utf8');
    expect(old).toMatch(/^description: \(superseded \d{4}-\d{2}-\d{2}\) We use pnpm in this repo, never npm\.$/m);
    expect(old).toContain(`— see [We moved to bun last week (the week of ${weekOf})](${bun})`);
    expect(old).toContain('We use pnpm in this repo, never npm.'); // kept, for its history: nothing offline deletes it
    expect(readFileSync(join(memDir, 'project_e2e_suite_only.md'), 'utf8')).not.toContain('superseded'); // says nothing of pnpm
    expect(readFileSync(join(memDir, 'MEMORY.md'), 'utf8')).toMatch(/\(feedback_pnpm_repo_npm\.md\) — \(superseded /);
    expect((await session()).extraction.last).toMatchObject({ files: [bun, 'feedback_pnpm_repo_npm.md'], superseded: ['feedback_pnpm_repo_npm.md'] });
    expect((await d!.client.status()).notifications[0]!.message).toBe(`Saved 1 memory: ${bun}; marked superseded: feedback_pnpm_repo_npm.md`);
    const recalled = await d!.client.recall({ project: root, q: 'which package manager: pnpm or bun?', session: 'other' });
    // the one that holds; the retired one adds nothing beside it
    expect(recalled.memories.map((m) => m.file)).toEqual([bun]);
    const { id: projectId } = d!.db.prepare(`SELECT id FROM projects`).get() as { id: number };
    const candidates = d!.recall.candidates(projectId, 'which package manager: pnpm or bun?');
    expect(candidates.map((c) => c.file)).toEqual([bun, 'feedback_pnpm_repo_npm.md']); // ranked after what holds
    // said again, nothing more happens to it
    await turn('Remember: we use bun for everything, not pnpm anymore.', 'Got it.');
    await idle();
    expect((await session()).extraction.last).toMatchObject({ outcome: 'saved' });
    expect(readFileSync(join(memDir, 'feedback_pnpm_repo_npm.md'), 'utf8').match(/Superseded on/g)).toHaveLength(1);
    // said again later, a rule on the retired subject goes to a memory of its own, not under the mark
    await turn('Always use pnpm for installs in this repo.', 'OK.');
    await idle();
    const back = (await session()).extraction.last.files as string[];
    expect(back).toHaveLength(1);
    expect(back[0]).not.toBe('feedback_pnpm_repo_npm.md');
    expect(readFileSync(join(memDir, back[0]!), 'utf8')).not.toContain('superseded');
    expect(readFileSync(join(memDir, bun), 'utf8')).not.toContain('superseded'); // a rule on pnpm names no return
    // a return to the retired thing retires the memory that said it was over
    await turn('We switched back to pnpm, bun broke the lockfile.', 'Noted.');
    await idle();
    const returned = (await session()).extraction.last as { files: string[]; superseded: string[]; restored: string[] };
    // both memories that said pnpm was over ("not pnpm anymore" was said twice, kept twice)
    expect(returned.superseded.sort()).toEqual([bun, 'project_bun_everything_pnpm.md'].sort());
    expect(readFileSync(join(memDir, bun), 'utf8')).toMatch(/^description: \(superseded \d{4}-\d{2}-\d{2}\) /m);
    expect(readFileSync(join(memDir, bun), 'utf8')).toContain('the user said "We switched back to pnpm, bun broke the lockfile."');
    // and the memory retired for leaving pnpm holds again, as it was before
    const again = readFileSync(join(memDir, 'feedback_pnpm_repo_npm.md'), 'utf8');
    expect(again).toMatch(/^description: We use pnpm in this repo, never npm\.$/m);
    expect(again).not.toContain('Superseded');
    expect(returned.restored).toEqual(['feedback_pnpm_repo_npm.md']);
    expect((await d!.client.status()).notifications[0]!.message).toMatch(/; holds again: feedback_pnpm_repo_npm\.md$/);
    // a memory saved by the agent itself is retired the same way by a change told as news
    await d!.client.putMemory(slug, 'project_database.md', { name: 'Database', description: 'The app runs on MySQL 8', type: 'project', body: 'The app runs on MySQL 8.' });
    await turn('We migrated from MySQL to Postgres.', 'Noted.');
    await idle();
    expect(readFileSync(join(memDir, 'project_database.md'), 'utf8')).toMatch(/^description: \(superseded \d{4}-\d{2}-\d{2}\) The app runs on MySQL 8$/m);
  });

  it('offline: a fact said to have changed retires the memory of it saved as a rule, and a new owner heads the owner\'s memory', async () => {
    const { memDir, turn, idle, root } = await start();
    await turn("FYI the staging db is reset every night at 2am UTC, so don't keep test data there.");
    await turn('Maria owns the payments service, ask her before touching anything in services/payments.');
    await turn('Sam owns the search service.');
    await idle();
    const rule = readdirSync(memDir).find((f) => f.startsWith('feedback_staging'))!;
    const owner = readdirSync(memDir).find((f) => f.includes('maria'))!;
    await turn("The staging db isn't reset nightly anymore, it's reset every sunday at midnight now.", 'Noted.');
    await turn('Maria left the team, Dana owns the payments service now.', 'Noted.');
    await idle();
    const news = readdirSync(memDir).find((f) => f.startsWith('project_staging'))!;
    expect(news).toBe('project_staging_db_reset.md');
    expect(readFileSync(join(memDir, rule), 'utf8')).toMatch(/^description: \(superseded \d{4}-\d{2}-\d{2}\) The staging db is reset every night/m);
    expect(readFileSync(join(memDir, rule), 'utf8')).toContain(`](${news})`);
    // the new owner heads the file that named the old one, which stays under "Earlier:", and names it now
    expect(owner).toBe('project_maria_owns_payments.md');
    expect(readdirSync(memDir).filter((f) => f.includes('owns_payments'))).toEqual(['project_dana_owns_payments.md']);
    const owners = readFileSync(join(memDir, 'project_dana_owns_payments.md'), 'utf8');
    expect(owners).toMatch(/^name: Dana owns the payments service now$/m);
    expect(owners.split('---\n')[2]!.trimStart()).toMatch(/^Dana owns the payments service now, Maria left the team\.[^]*\nEarlier:\n\n[^]*Maria owns the payments service, ask her/);
    expect(readFileSync(join(memDir, readdirSync(memDir).find((f) => f.includes('sam'))!), 'utf8')).not.toContain('Dana'); // another part's owner
    const recalled = await d!.client.recall({ project: root, q: 'who should review my change to services/payments/refund.ts?', session: 'other' });
    expect(recalled.memories[0]!.file).toBe('project_dana_owns_payments.md');
    expect(recalled.memories[0]!.content).toMatch(/Dana owns the payments service now/);
    // the same in Chinese
    await turn('预发环境的消息队列每晚清空，别在上面留测试消息', '好的。');
    await idle();
    const zhRule = readdirSync(memDir).find((f) => f.startsWith('feedback_') && readFileSync(join(memDir, f), 'utf8').includes('消息队列'))!;
    await turn('预发环境的消息队列不再每晚清空了，改成每周日凌晨', '好的。');
    await idle();
    expect(readFileSync(join(memDir, zhRule), 'utf8')).toMatch(/^description: \(superseded \d{4}-\d{2}-\d{2}\) 预发环境的消息队列每晚清空/m);
  });

  it('offline: a change whose name another memory has already leaves that memory as it was and keeps the old name', async () => {
    const { memDir, turn, idle, slug } = await start();
    await turn('Ana owns the billing service, ask her before touching anything in services/billing.');
    await idle();
    expect(readdirSync(memDir).filter((f) => f.startsWith('project_'))).toEqual(['project_ana_owns_billing.md']);
    // the agent saved a pointer of its own under the name the change would take
    const theirs = { name: 'Billing runbook', description: 'Where the billing runbook is', type: 'reference' as const, body: 'The billing runbook is in the wiki.' };
    await d!.client.putMemory(slug, 'project_priya_owns_billing.md', theirs);
    const before = readFileSync(join(memDir, 'project_priya_owns_billing.md'), 'utf8');
    await turn('Ana moved to the platform team, Priya owns billing now.', 'Noted.');
    await idle();
    expect(readFileSync(join(memDir, 'project_priya_owns_billing.md'), 'utf8')).toBe(before);
    expect(readFileSync(join(memDir, 'project_ana_owns_billing.md'), 'utf8')).toMatch(/^Priya owns billing now, Ana moved to the platform team\.[^]*Earlier:[^]*Ana owns the billing service/m);
  });

  it('offline: a change heads a memory the agent saved under a name of its own, which keeps that name', async () => {
    const { memDir, turn, idle, slug } = await start();
    await d!.client.putMemory(slug, 'project_search_owner.md', { name: 'Search owner', description: 'Maria owns the search service', type: 'project', body: 'Maria owns the search service.' });
    await turn('Tom owns the search service now, Maria moved to infra.', 'Noted.');
    await idle();
    // (a name the agent or the user chose is theirs: only names extraction gave follow the statement)
    expect(readdirSync(memDir).filter((f) => f !== 'MEMORY.md')).toEqual(['project_search_owner.md']);
    expect(readFileSync(join(memDir, 'project_search_owner.md'), 'utf8')).toMatch(/^Tom owns the search service now, Maria moved to infra\.[^]*Earlier:[^]*Maria owns the search service\./m);
  });

  it('offline: a memory renamed by a change keeps the links to it: what it replaced points at the new name, and recall follows', async () => {
    const { memDir, turn, idle, slug, root } = await start();
    await turn('Ana owns the billing service, ask her before touching anything in services/billing.');
    await idle();
    // an older memory the first statement retired, its note linking to the file of that statement
    const old = renderMemory({ name: 'Billing owner', description: 'Bob owns the billing service', type: 'project' }, '\nBob owns the billing service.\n');
    const retired = markSuperseded(old, { text: 'Ana owns the billing service', file: 'project_ana_owns_billing.md', name: 'Ana owns the billing service' }, '2026-11-01');
    await d!.client.putMemory(slug, 'project_billing_owner_bob.md', { content: retired });
    await turn('Ana moved to the platform team, Priya owns billing now.', 'Noted.');
    await idle();
    expect(existsSync(join(memDir, 'project_ana_owns_billing.md'))).toBe(false);
    const note = readFileSync(join(memDir, 'project_billing_owner_bob.md'), 'utf8');
    expect(supersededBy(note.split('---\n')[2]!)).toBe('project_priya_owns_billing.md');
    expect(note).toMatch(/^description: \(superseded 2026-11-01\) Bob owns the billing service$/m); // only the link changed
    // a prompt whose words are the retired memory's is shown what holds in its place
    const recalled = await d!.client.recall({ project: root, q: 'does Bob still own the billing service?', session: 'other' });
    expect(recalled.memories.map((m) => m.file)).toEqual(['project_priya_owns_billing.md']);
  });

  it('offline: a fact said to have changed retires only the statements of a memory that say it; the others hold', async () => {
    const { memDir, turn, idle, root, oneFileOfTwo } = await start();
    const { rule, after } = await oneFileOfTwo("FYI the staging db is reset every night at 2am UTC, so don't keep test data there.", "Don't touch the staging db.");
    const { now, holds, retired } = await after("The staging db isn't reset nightly anymore, it's reset every sunday at midnight now.");
    expect(now).toMatch(/^name: Don't touch the staging db$/m); // what still holds names it now
    expect(holds).toContain("Don't touch the staging db.");
    expect(holds).not.toContain('reset every night');
    expect(retired).toContain('— see [The staging db isn\'t reset nightly anymore');
    expect(retired).toContain('The staging db is reset every night at 2am UTC');
    const recalled = await d!.client.recall({ project: root, q: 'can I use the staging db for my tests?', session: 'other' });
    expect(recalled.memories.map((m) => m.file)).toContain(rule);
    // a rule of the subject said later joins what holds, ahead of what was retired
    await turn('Never run migrations against the staging db by hand.', 'OK.');
    await idle();
    const later = readFileSync(join(memDir, rule!), 'utf8').split(/\*\*Superseded on/);
    expect(later).toHaveLength(2);
    expect(later[0]).toContain('Never run migrations against the staging db by hand.');
  });

  it('offline: a thing said to be over, or asked to be forgotten, retires only the statements of a memory that name it', async () => {
    const { memDir, turn, idle, root, oneFileOfTwo } = await start();
    const { rule, after } = await oneFileOfTwo('Always run the unit tests with Jest before pushing.', 'Never push before the unit tests pass locally.');
    const { now, holds, retired } = await after('We no longer use Jest, we moved to vitest.');
    expect(now).toMatch(/^name: Never push before the unit tests pass locally$/m);
    expect(holds).toContain('Never push before the unit tests pass locally.');
    expect(holds).not.toContain('Jest');
    expect(retired).toMatch(/the user said "We no longer use Jest, we moved to vitest\." — see \[[^\]]+\]\(project_[^)]+\.md\)/);
    expect(retired).toContain('Always run the unit tests with Jest before pushing.');
    // the session is told the memory still holds, with a statement retired
    expect((await d!.client.status()).notifications[0]!.message).toMatch(/; statements retired in: feedback_run_unit_tests\.md$/);
    // said again, nothing more is retired
    await turn('Remember, we no longer use Jest.', 'Yes.');
    await idle();
    expect(readFileSync(join(memDir, rule!), 'utf8').match(/Superseded on/g)).toHaveLength(1);
    // recall shows what holds; what was retired is neither searched nor shown
    const recalled = await d!.client.recall({ project: root, q: 'can I push before the unit tests pass?', session: 'other' });
    const shown = recalled.memories.find((m) => m.file === rule)!;
    expect(shown.content).toContain('Never push before the unit tests pass locally.');
    expect(shown.content).not.toContain('Jest');
    const indexed = d!.db.prepare(`SELECT body_stems FROM memory_files WHERE path = ?`).get(rule) as { body_stems: string };
    expect(indexed.body_stems).toContain('local');
    expect(indexed.body_stems).not.toContain('jest');
    // a return to Jest brings its statement back among those that hold
    await turn("We're back on Jest, vitest didn't work out.", 'OK.');
    await idle();
    const back = readFileSync(join(memDir, rule!), 'utf8');
    expect(back).not.toContain('Superseded on');
    expect(back).toMatch(/Never push before the unit tests pass locally\.[^]*Always run the unit tests with Jest before pushing\./);
    // a request to forget names one statement of another memory: that one goes, the other holds
    await turn('Always lint the code before committing.');
    await turn('Always lint the changed code before committing, with prettier too.');
    await idle();
    const lint = readdirSync(memDir).find((f) => f.startsWith('feedback_') && readFileSync(join(memDir, f), 'utf8').includes('prettier'))!;
    expect(readFileSync(join(memDir, lint), 'utf8')).toContain('Always lint the code before committing.');
    await turn('Please forget what I said about prettier.', 'Okay.');
    await idle();
    const [kept, gone] = readFileSync(join(memDir, lint), 'utf8').split(/\*\*Superseded on \d{4}-\d{2}-\d{2}:\*\*/);
    expect(kept).not.toMatch(/^description: \(superseded/m);
    expect(kept).toContain('Always lint the code before committing.');
    expect(kept).not.toContain('prettier');
    expect(gone).toMatch(/^ the user asked to forget it \("Please forget what I said about prettier\."\)\. These statements no longer hold/);
    expect(gone).toContain('Always lint the changed code before committing, with prettier too.');
  });

  it('offline: the words written around every statement find none of them ("follow …", "take … into account")', async () => {
    const { turn, idle, root } = await start();
    await turn('Always run the linter before committing.');
    await turn('FYI the staging db is reset every night at 2am UTC.');
    await turn('heads up, the stripe webhook route has to stay on the node runtime');
    await turn('我们这个项目是 Spring Boot 2.7 + MyBatis-Plus，数据库是 MySQL 8，帮我给订单表加一个备注字段', '好的。');
    await idle();
    // (nor the user's words quoted under a statement: "heading" is no word of "heads up, …", nor the request after a stack)
    for (const q of ['follow the same pattern as the user service', 'take the refund code into account', 'unless the user says otherwise, keep it', 'fix the typo in the heading', '订单表的备注字段长度改成 500'])
      expect((await d!.client.recall({ project: root, q, session: 'other' })).memories, q).toEqual([]);
    // what the statements say still finds them
    expect((await d!.client.recall({ project: root, q: 'should I run the linter first?', session: 'other' })).memories).toHaveLength(1);
    expect((await d!.client.recall({ project: root, q: 'MyBatis-Plus 的分页插件怎么配', session: 'other' })).memories).toHaveLength(1);
  });

  it('triggers only on the main agent final answers, every N turns', async () => {
    const { turn, root } = await start({ config: { extract: { everyTurns: 2 } } });
    expect((await turn('Always lint first.')).jobs).toEqual([]);
    expect((await turn('Always lint first, again.')).jobs.map((j) => j.kind)).toEqual(['extract']);
    const sub = await d!.client.postEvents({ type: 'turn_end', session: 's1', project: root, subagent: true, messages: [{ role: 'assistant', content: 'sub done' }] });
    expect(sub.jobs).toEqual([]);
    const pending = await d!.client.postEvents({
      type: 'turn_end',
      session: 's1',
      project: root,
      messages: [{ role: 'assistant', content: [{ type: 'tool_use', id: 't', name: 'Bash', input: { command: 'ls' } }] }],
    });
    expect(pending.jobs).toEqual([]);
  });

  it('runs once more when a session ends with messages no run has covered, and not otherwise', async () => {
    const { turn, root, session, idle, memDir } = await start({ config: { extract: { everyTurns: 2, afterSessionEndMs: 50 } } });
    const end = (id: string, messages: unknown[] = []) =>
      d!.client.postEvents({ type: 'session_end', session: id, project: root, reason: 'exit', messages } as EventInput);
    // One turn short of the next run: the session ends, and that turn is extracted.
    expect((await turn('Never commit generated files.')).jobs).toEqual([]);
    expect((await end('s1')).jobs.map((j) => j.kind)).toEqual(['extract']);
    await idle();
    expect((await session()).extraction.cursor_seq).toBe(2);
    expect(readFileSync(join(memDir, 'feedback_commit_generated_files.md'), 'utf8')).toContain('Never commit generated files.');
    // Everything covered: ending again starts nothing.
    expect((await end('s1')).jobs).toEqual([]);
    // A turn cut short (the last response still waits on a tool), with the user's words read at the end.
    const cut = await end('s1', [
      { role: 'user', content: 'From now on, run the migrations before the tests.' },
      { role: 'assistant', content: [{ type: 'tool_use', id: 'tu1', name: 'Bash', input: { command: 'npm run migrate' } }] },
    ]);
    expect(cut.jobs.map((j) => j.kind)).toEqual(['extract']);
    await idle();
    expect((await session()).extraction.cursor_seq).toBe(4);
    expect(existsSync(join(memDir, 'feedback_run_migrations_before.md'))).toBe(true);
    // A subagent's end is never a trigger.
    expect((await d!.client.postEvents({ type: 'session_end', session: 's1', project: root, subagent: true, messages: [{ role: 'assistant', content: 'sub' }] } as EventInput)).jobs).toEqual([]);
  });

  it('extracts a session left mid-turn once it has been quiet an hour, once', async () => {
    const clock = new FakeClock();
    const { turn, root, session, idle, memDir } = await start({ clock });
    // s1: the client dies while a tool runs, after the user's words; no turn end, no session end.
    const cut = await d!.client.postEvents({
      type: 'message',
      session: 's1',
      project: root,
      messages: [
        { role: 'user', content: 'From now on, squash commits before merging.' },
        { role: 'assistant', content: [{ type: 'tool_use', id: 'tu1', name: 'Bash', input: { command: 'git log' } }] },
      ],
    } as EventInput);
    expect(cut.jobs).toEqual([]);
    // s2: a turn that ended and was extracted: nothing left for the sweep.
    await turn('Thanks, looks good.', 'Done.', { session: 's2' } as Partial<EventInput>);
    await idle();
    clock.advance(30 * 60_000);
    expect(d!.idleSweep.sweep()).toBe(0); // not quiet long enough
    clock.advance(31 * 60_000);
    expect(d!.idleSweep.sweep()).toBe(1);
    await idle();
    expect((await session()).extraction.cursor_seq).toBe(2);
    expect(readFileSync(join(memDir, 'feedback_squash_commits_before.md'), 'utf8')).toContain('Squash commits before merging.');
    clock.advance(10 * 60_000);
    expect(d!.idleSweep.sweep()).toBe(0); // looked at once
    expect(d!.queue.counts().extract).toEqual({ done: 2 });
  });

  it('skips, moving the cursor, when the agent saved memory itself (event, API write, Write tool) or there is no prose', async () => {
    const { turn, session, idle, root, slug, memDir } = await start();
    const last = async () => (await session()).extraction.last;

    await d!.client.postEvents({ type: 'memory_written', session: 's1', project: root, file: 'x.md' });
    await turn('Always run migrations before tests.');
    await idle();
    expect(await last()).toMatchObject({ outcome: 'skipped', reason: 'agent_wrote_memory' });
    expect(existsSync(join(memDir, 'feedback_run_migrations_before.md'))).toBe(false);

    const put = await d!.client.putMemory(slug, 'user_role.md', { name: 'Role', description: 'Backend developer', type: 'user', body: 'Backend.', session: 's1' });
    expect(put.created).toBe(true);
    await turn('Always squash merge.');
    await idle();
    expect(await last()).toMatchObject({ outcome: 'skipped', reason: 'agent_wrote_memory' });

    await d!.client.postEvents({
      type: 'turn_end',
      session: 's1',
      project: root,
      messages: [
        { role: 'user', content: 'Never deploy on Fridays.' },
        { role: 'assistant', content: [{ type: 'tool_use', id: 'w1', name: 'Write', input: { file_path: join(memDir, 'feedback_fridays.md'), content: 'x' } }] },
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'w1', content: 'ok' }] },
        { role: 'assistant', content: 'Saved.' },
      ],
    });
    await idle();
    expect(await last()).toMatchObject({ outcome: 'skipped', reason: 'agent_wrote_memory' });

    await d!.client.postEvents({
      type: 'turn_end',
      session: 's1',
      project: root,
      messages: [
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'z', content: 'lots of output words here' }] },
        { role: 'assistant', content: '```json\n{"ok": true}\n```' },
      ],
    });
    await idle();
    const s = await session();
    expect(s.extraction.last).toMatchObject({ outcome: 'skipped', reason: 'no_prose' });
    expect(s.extraction.cursor_seq).toBe(s.messages.main);
    const status = await d!.client.status();
    expect(status.projects[0]!.last_extraction).toMatchObject({ outcome: 'skipped', reason: 'no_prose' });
  });

  it('falls back to every message when the cursor message is gone, never to nothing', async () => {
    const { turn, idle, memDir, session, slug } = await start();
    const settings = (v: object) =>
      fetch(`${d!.url}/v1/projects/${slug}/settings`, { method: 'PATCH', headers: { authorization: `Bearer ${d!.token}`, 'content-type': 'application/json' }, body: JSON.stringify(v) });
    await settings({ extract: false });
    await turn('Always tag releases with the date.'); // stored, not extracted
    // pretend a run covered messages 1–2 and its cursor message has since disappeared
    d!.db.prepare(`UPDATE sessions SET extract_cursor_uuid = 'vanished', extract_cursor_seq = 2 WHERE id = 's1'`).run();
    await settings({ extract: true });
    await turn('Thanks for the help with that.');
    await idle();
    // the run looked at every message again, so the first turn's rule was found
    expect(readFileSync(join(memDir, 'feedback_tag_releases_date.md'), 'utf8')).toContain('Always tag releases with the date.');
    expect((await session()).extraction.cursor_seq).toBe(4);
  });

  it('a run queued before extraction was switched off for the project does nothing when it comes', async () => {
    const { turn, idle, memDir, session, slug } = await start({ config: { extract: { everyTurns: 2 } } });
    await turn('Always tag releases with the date.'); // stored; the run comes every second turn
    const settings = (v: object) =>
      fetch(`${d!.url}/v1/projects/${slug}/settings`, { method: 'PATCH', headers: { authorization: `Bearer ${d!.token}`, 'content-type': 'application/json' }, body: JSON.stringify(v) });
    // a run asked for before the switch (one that waited for the budget, say), coming after it
    const id = d!.queue.enqueue(extractRequest({ id: 's1', project_id: (await session()).project_id }, Date.now() + 300)).id;
    await settings({ extract: false });
    await waitFor(() => d!.queue.get(id)!.state === 'done');
    expect(JSON.parse(d!.queue.get(id)!.result!)).toMatchObject({ outcome: 'skipped', reason: 'extraction_off' });
    expect(readdirSync(memDir).filter((f) => f !== 'MEMORY.md')).toEqual([]);
    expect((await session()).extraction.cursor_seq).toBeFalsy(); // as if no run had been asked for
    // switched on again, the next run covers what was said meanwhile, as it always did
    await settings({ extract: true });
    await turn('Thanks.');
    await idle();
    expect(readFileSync(join(memDir, 'feedback_tag_releases_date.md'), 'utf8')).toContain('Always tag releases with the date.');
  });

  it('tells the session what was saved: status, SSE stream and the next context response', async () => {
    const { turn, idle, root } = await start();
    const events: string[] = [];
    const stream = request(`${d!.url}/v1/status/stream`, { headers: { authorization: `Bearer ${d!.token}` } }, (res) => res.on('data', (c: Buffer) => events.push(c.toString())));
    stream.end();
    await waitFor(() => events.join('').includes(': connected'));
    await turn('Remember that the CI runs on self-hosted runners.');
    await idle();
    await waitFor(() => events.join('').includes('event: notification'));
    expect(events.join('')).toMatch(/Saved 1 memory: project_ci_runs_self\.md/);
    stream.destroy();
    const status = await d!.client.status();
    expect(status.notifications[0]).toMatchObject({ kind: 'memories_saved', session_id: 's1' });
    const ctx: any = await (await fetch(`${d!.url}/v1/context?project=${encodeURIComponent(root)}&session=s1`, { headers: { authorization: `Bearer ${d!.token}` } })).json();
    expect(ctx.notifications).toEqual(['Saved 1 memory: project_ci_runs_self.md']);
    expect(ctx.text).toContain('## Since last time');
    const again: any = await (await fetch(`${d!.url}/v1/context?project=${encodeURIComponent(root)}&session=s1`, { headers: { authorization: `Bearer ${d!.token}` } })).json();
    expect(again.notifications).toEqual([]); // delivered once
  });

  it('kairos mode appends dated entries to the daily log instead of topic files', async () => {
    const { turn, idle, memDir, slug } = await start();
    await fetch(`${d!.url}/v1/projects/${slug}/settings`, { method: 'PATCH', headers: { authorization: `Bearer ${d!.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ kairos: true }) });
    await turn('Remember that the release train leaves every second Tuesday.');
    await idle();
    const d0 = new Date();
    const log = join(memDir, 'logs', String(d0.getFullYear()), String(d0.getMonth() + 1).padStart(2, '0'));
    const files = readdirSync(log);
    expect(files).toHaveLength(1);
    expect(readFileSync(join(log, files[0]!), 'utf8')).toMatch(/- \d\d:\d\d \[project\] The release train leaves every second Tuesday\. \(session s1\)/);
    expect(readdirSync(memDir).filter((f) => f.endsWith('.md'))).toEqual([]);
  });

  it('model: gives the manifest, keeps writes in the memory dir, redacts secrets, and keeps the cursor on failure', async () => {
    let mode: 'ok' | 'fail' = 'ok';
    const { turn, idle, memDir, session } = await start({
      scenario: (req) => {
        if (mode === 'fail') return { status: 400, message: 'bad request' };
        const last = JSON.stringify(req.body.messages.at(-1));
        if (!last.includes('tool_result')) {
          return toolUse(
            ['Write', { file_path: join(memDir, 'reference_billing.md'), content: '---\nname: Billing API\ndescription: Billing API base URL and key\ntype: reference\n---\nURL https://billing.internal, key sk-ant-api03-SECRETSECRETSECRETSECRET\n' }],
            ['Write', { file_path: join(memDir, '..', 'escaped.md'), content: 'x' }],
          );
        }
        return text('Saved.');
      },
    });
    writeMemoryFile(memDir, 'user_role.md', { name: 'Role', description: 'Backend developer on payments', type: 'user', body: 'b' });
    d!.index.reconcile({ id: 1, paths: { memory: memDir } });
    await turn('The billing API lives at billing.internal and the key is sk-ant-api03-SECRETSECRETSECRETSECRET');
    await idle();
    const first = fake!.requests[0]!.body;
    const instruction = JSON.stringify(first.messages[0]!.content.at(-1));
    expect(instruction).toMatch(/- \[user\] user_role\.md \(today\): Backend developer on payments/);
    expect(instruction).toContain('# Job: extract memories');
    const saved = readFileSync(join(memDir, 'reference_billing.md'), 'utf8');
    expect(saved).not.toContain('SECRETSECRET');
    expect(saved).toContain('[REDACTED anthropic key]');
    expect(existsSync(join(memDir, '..', 'escaped.md'))).toBe(false);
    const s = await session();
    expect(s.extraction.last).toMatchObject({ outcome: 'saved', provider: 'anthropic', files: ['reference_billing.md'] });
    const cursor = s.extraction.cursor_seq;

    mode = 'fail';
    await turn('Remember that the billing team is in Berlin.');
    await waitFor(() => d!.queue.counts().extract?.dead === 1 || (d!.queue.list('queued').some((j) => j.kind === 'extract' && j.attempts > 0)), 10_000);
    expect((await session()).extraction.cursor_seq).toBe(cursor); // unchanged after a failed run
  });

  it('model: a conversation resumed under a new session id is extracted from where the copied messages end', async () => {
    const { root, idle } = await start({ scenario: async () => text('nothing to save') });
    const exchange = (n: number, user: string) => [
      { uuid: `u${n}`, role: 'user', content: user },
      { uuid: `a${n}`, role: 'assistant', content: 'Done.' },
    ];
    const post = (session: string, messages: unknown[]) => d!.client.postEvents({ type: 'turn_end', session, project: root, messages } as EventInput);
    await post('first', exchange(1, 'Set up the upload service with streaming.'));
    await idle();
    expect(fake!.requests).toHaveLength(1);
    // resumed as a new session: the old messages again, ids and all, then a new turn
    await post('resumed', [...exchange(1, 'Set up the upload service with streaming.'), ...exchange(2, 'Now add a size limit of 50 MB.')]);
    await idle();
    expect(fake!.requests).toHaveLength(2);
    expect(JSON.stringify(fake!.requests[1]!.body.messages[0]!.content.at(-1))).toContain('the 2 messages after #2');
    // a copy with nothing new costs no model call
    await post('copy', [...exchange(1, 'Set up the upload service with streaming.'), ...exchange(2, 'Now add a size limit of 50 MB.')]);
    await idle();
    expect(fake!.requests).toHaveLength(2);
    expect((await d!.client.session('copy') as any).extraction.last).toMatchObject({ outcome: 'skipped', reason: 'copied_from_another_session' });
    // a session of its own that merely starts the same way is not a copy: other ids
    await post('own', [{ role: 'user', content: 'Set up the upload service with streaming.' }, { role: 'assistant', content: 'Done.' }]);
    await idle();
    expect(fake!.requests).toHaveLength(3);
    expect(JSON.stringify(fake!.requests[2]!.body.messages[0]!.content.at(-1))).toContain('the 2 messages of this session');
    // forked by a client that gives the copies new ids (the Agent SDK's forkSession): the
    // answers keep their API ids, and the questions between them have the same words
    const answered = (n: number, user: string, prefix: string) => [
      { uuid: `${prefix}-u${n}`, role: 'user', content: user },
      { id: `msg_cache_${n}`, role: 'assistant', content: 'Done.' },
    ];
    await post('orig', [...answered(1, 'Add a cache layer in front of the catalog.', 'o'), ...answered(2, 'Give it a ten minute TTL.', 'o')]);
    await idle();
    expect(fake!.requests).toHaveLength(4);
    await post('fork', [...answered(1, 'Add a cache layer in front of the catalog.', 'f'), ...answered(2, 'Give it a ten minute TTL.', 'f'), ...answered(3, 'Now evict on writes.', 'f')]);
    await idle();
    expect(fake!.requests).toHaveLength(5);
    expect(JSON.stringify(fake!.requests[4]!.body.messages[0]!.content.at(-1))).toContain('the 2 messages after #4');
  });

  it('model: a turn where the user only let the agent go on ("ok, continue", 好的) costs no model call', async () => {
    const { root, idle, session } = await start({ scenario: async () => text('nothing to save') });
    let n = 0;
    const post = (user: string) =>
      d!.client.postEvents({ type: 'turn_end', session: 's1', project: root, event_id: `turn-${++n}`, messages: [{ role: 'user', content: user }, { role: 'assistant', content: 'I refactored the parser and all tests pass now.' }] } as EventInput);
    await post('Refactor the parser so it streams.');
    await idle();
    expect(fake!.requests).toHaveLength(1);
    // (a client's own text in the user's turn says nothing of the user's: its environment, a resumed task's boilerplate, its compaction request)
    for (const ack of ['ok, continue', 'lgtm, thanks!', '好的，继续', '<environment_context>\n  <cwd>/repo</cwd>\n  <approval_policy>never</approval_policy>\n</environment_context>', '[TASK RESUMPTION] This task was interrupted. Do not assume anything.\n<user_message>\ncontinue\n</user_message>', 'Your task is to create a detailed summary of the conversation so far. Do NOT use any tools.']) {
      await post(ack);
      await idle();
    }
    expect(fake!.requests).toHaveLength(1);
    const s = await session();
    expect(s.extraction.last).toMatchObject({ outcome: 'skipped', reason: 'user_said_nothing_new' });
    expect(s.extraction.cursor_seq).toBe(s.messages.main);
    // words of their own call it again
    await post('ok, and from now on keep parsers streaming.');
    await idle();
    expect(fake!.requests).toHaveLength(2);
    // and so do words after an image the client put in the prompt's first line
    await post('[Image #1] this is how our design system spaces cards, always use 16px gaps between them');
    await idle();
    expect(fake!.requests).toHaveLength(3);
  });

  it('model: a turn that ends during a run queues exactly one trailing run, which sees only what came after', async () => {
    const { opened, open: release } = gate();
    const { turn, idle } = await start({
      scenario: async (req) => {
        if (req.index === 0) await opened;
        return text('nothing to save');
      },
    });
    await turn('First turn with some words in it.');
    await waitFor(() => d!.queue.counts().extract?.running === 1);
    const a = await turn('Second turn with more words.');
    const b = await turn('Third turn with even more words.');
    expect(a.jobs[0]!.merged).toBe(false);
    expect(b.jobs[0]).toMatchObject({ id: a.jobs[0]!.id, merged: true });
    release();
    await idle();
    expect(fake!.requests).toHaveLength(2);
    const second = JSON.stringify(fake!.requests[1]!.body.messages[0]!.content.at(-1));
    expect(second).toContain('the 4 messages after #2');
    expect((await d!.client.status()).queue.extract).toEqual({ done: 2 });
  });
});

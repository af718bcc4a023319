import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lastConsolidatedAt, lockPath, release, rollback, tryAcquire } from '../../src/memory/consolidate-lock.js';
import { absoluteDates, duplicatePairs, expiredNews, mergeBodies, parseDailyLog, rebuildIndex } from '../../src/memory/offline-dream.js';
import { heldPart } from '../../src/memory/supersede.js';
import { parseMemory, renderMemory } from '../../src/memory/frontmatter.js';
import { seeded } from '../helpers/random.js';
import { withDates } from '../../src/memory/relative-dates.js';
import { openDb } from '../../src/store/db.js';
import { DreamGates } from '../../src/services/dream-gates.js';
import { DreamRunStore } from '../../src/store/dream-runs.js';
import { JobQueue } from '../../src/store/jobs.js';
import { ProjectStore } from '../../src/store/projects.js';
import { ProjectRegistry } from '../../src/services/projects.js';
import { DreamScheduler, cronExpression } from '../../src/workers/dream-scheduler.js';
import { createLogger } from '../../src/log.js';
import cron from 'node-cron';
import { FakeClock } from '../helpers/clock.js';
import { tempDir } from '../helpers/daemon.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const dead = () => false;
const alive = () => true;

describe('consolidation lock', () => {
  const dir = () => tempDir('memoryd-lock-');

  it('acquires a free lock: our PID inside, mtime now, nothing to roll back to', () => {
    const d = dir();
    const now = Date.parse('2026-11-30T03:00:00Z');
    expect(tryAcquire(d, { pid: 4242, now })).toEqual({ priorMtime: 0 });
    expect(readFileSync(lockPath(d), 'utf8')).toBe('4242');
    expect(lastConsolidatedAt(d)).toBe(now);
  });

  it('is held by a live holder with a fresh mtime; taken over when stale by time or by a dead PID', () => {
    const d = dir();
    const t0 = Date.parse('2026-11-30T03:00:00Z');
    tryAcquire(d, { pid: 1, now: t0 });
    expect(tryAcquire(d, { pid: 2, now: t0 + 30 * 60_000, isAlive: alive })).toBeNull();
    expect(tryAcquire(d, { pid: 2, now: t0 + 30 * 60_000, isAlive: dead })).toEqual({ priorMtime: t0 });
    expect(tryAcquire(d, { pid: 3, now: t0 + 2 * HOUR, isAlive: alive })).toEqual({ priorMtime: t0 + 30 * 60_000 });
    expect(readFileSync(lockPath(d), 'utf8')).toBe('3');
  });

  it('gives up when another process wins the race between write and read-back', () => {
    const d = dir();
    expect(tryAcquire(d, { pid: 10, now: Date.now(), beforeVerify: () => writeFileSync(lockPath(d), '11') })).toBeNull();
  });

  it('rolls the mtime back on failure, deletes a lock that did not exist, and keeps the mtime on success', () => {
    const d = dir();
    const t0 = Date.parse('2026-11-20T03:00:00Z');
    tryAcquire(d, { pid: 1, now: t0 });
    release(d);
    expect(lastConsolidatedAt(d)).toBe(t0);
    expect(readFileSync(lockPath(d), 'utf8')).toBe(''); // holder cleared
    const lock = tryAcquire(d, { pid: 1, now: t0 + 3 * DAY })!;
    rollback(d, lock.priorMtime);
    expect(lastConsolidatedAt(d)).toBe(t0);
    const e = dir();
    const l2 = tryAcquire(e, { pid: 1, now: t0 })!;
    rollback(e, l2.priorMtime);
    expect(existsSync(lockPath(e))).toBe(false);
  });
});

describe('dream gates', () => {
  function rig(config: Partial<{ enabled: boolean; minHours: number; minSessions: number; scanIntervalMs: number }> = {}, budget: string | null = null) {
    const home = tempDir();
    const db = openDb(join(home, 'g.db'));
    const clock = new FakeClock(Date.parse('2026-11-30T12:00:00Z'));
    const projects = new ProjectRegistry(new ProjectStore(db), home, clock);
    const project = projects.resolve('/srv/gated');
    const addSession = (id: string, at: number) =>
      db.prepare(`INSERT INTO sessions (id, project_id, started_at, last_event_at) VALUES (?, ?, ?, ?)`).run(id, project.id, at, at);
    const gates = new DreamGates(db, { enabled: true, minHours: 24, minSessions: 5, scanIntervalMs: 10 * 60_000, mode: 'prune', maxTurns: 20, cron: true, spreadMs: 0, ...config }, clock, () => budget);
    const skip = () => JSON.parse((db.prepare(`SELECT last_dream_skip FROM projects WHERE id = ?`).get(project.id) as { last_dream_skip: string }).last_dream_skip);
    return { db, clock, project, projects, addSession, gates, skip };
  }

  it('checks in order, cheapest first, and records why it stopped', () => {
    expect(rig({ enabled: false }).gates.check(rig().project, null)).toMatchObject({ go: false, skip: { reason: 'disabled' } });
    const r = rig();
    tryAcquire(r.project.paths.memory, { pid: 1, now: r.clock.now() - 2 * HOUR });
    release(r.project.paths.memory);
    expect(r.gates.check(r.project, null)).toMatchObject({ go: false, skip: { reason: 'time', hours_since: 2, min_hours: 24 } });
    expect(r.skip()).toMatchObject({ reason: 'time' });
    r.clock.advance(DAY);
    for (let i = 0; i < 4; i++) r.addSession(`s${i}`, r.clock.now() - HOUR);
    r.addSession('current', r.clock.now());
    // 5 sessions touched, but the current one does not count
    expect(r.gates.check(r.project, 'current')).toMatchObject({ go: false, skip: { reason: 'sessions', count: 4, min: 5 } });
    r.addSession('s4', r.clock.now());
    expect(r.gates.check(r.project, 'current')).toMatchObject({ go: false, skip: { reason: 'scan_throttle' } });
    r.clock.advance(10 * 60_000);
    const ok = r.gates.check(r.project, 'current');
    expect(ok).toMatchObject({ go: true });
    expect((ok as { sessions: string[] }).sessions).toHaveLength(5);
  });

  it('stops at a spent budget', () => {
    const r = rig({ minHours: 0, minSessions: 0 }, 'daily budget reached');
    expect(r.gates.check(r.project, null)).toMatchObject({ go: false, skip: { reason: 'budget' } });
  });

  it('a never-consolidated project passes the time gate', () => {
    const r = rig({ minSessions: 0 });
    expect(r.gates.check(r.project, null)).toMatchObject({ go: true, lastAt: 0 });
  });
});

describe('nightly cron', () => {
  it('always lands between 00:00 and 05:59', () => {
    for (let q = 0; q < 360; q++) {
      const [minute, hour] = cronExpression(q).split(' ').map(Number);
      expect(minute).toBeGreaterThanOrEqual(0);
      expect(minute).toBeLessThan(60);
      expect(hour).toBeGreaterThanOrEqual(0);
      expect(hour).toBeLessThanOrEqual(5);
      expect(cron.validate(cronExpression(q))).toBe(true);
    }
  });

  function sched(home: string, clock: FakeClock, random: () => number, enabled = true) {
    const db = openDb(join(home, 's.db'));
    const projects = new ProjectRegistry(new ProjectStore(db), home, clock);
    const gates = new DreamGates(db, { enabled, minHours: 24, minSessions: 5, scanIntervalMs: 0, mode: 'prune', maxTurns: 20, cron: true, spreadMs: 0 }, clock, () => null);
    const queue = new JobQueue(db, { clock, maxAttempts: 3, backoffBaseMs: 1, backoffMaxMs: 1 });
    const s = new DreamScheduler({ db, clock, random, queue, projects, gates, runs: new DreamRunStore(db), log: createLogger('silent'), spreadMs: 120_000, mode: 'prune' });
    return { db, projects, queue, s };
  }

  it('draws once and keeps the schedule across restarts; next run is the coming occurrence', () => {
    const home = tempDir();
    const clock = new FakeClock(new Date(2026, 10, 30, 12, 0).getTime());
    const a = sched(home, clock, () => 0.5);
    expect(a.s.q).toBe(180);
    expect(a.s.expression).toBe('0 3 * * *');
    a.db.close();
    const b = sched(home, clock, () => 0.99);
    expect(b.s.expression).toBe('0 3 * * *');
    expect(b.s.nextRun()).toBe(new Date(2026, 11, 1, 3, 0).getTime());
    b.db.close();
  });

  it('fans out to projects with new sessions or daily logs, spread apart; catches up a missed night', () => {
    const home = tempDir();
    const clock = new FakeClock(new Date(2026, 10, 30, 3, 0).getTime());
    const r = sched(home, clock, () => 0.1);
    const busy = r.projects.resolve('/srv/busy');
    const idle = r.projects.resolve('/srv/idle');
    const logged = r.projects.resolve('/srv/logged');
    void idle;
    r.db.prepare(`INSERT INTO sessions (id, project_id, started_at, last_event_at) VALUES ('x', ?, 1, ?)`).run(busy.id, clock.now() - HOUR);
    mkdirSync(join(logged.paths.memory, 'logs', '2026', '11'), { recursive: true });
    writeFileSync(join(logged.paths.memory, 'logs', '2026', '11', '2026-11-29.md'), '- 10:00 [feedback] Always lint.\n');
    const runs = r.s.fanOut();
    expect(runs).toHaveLength(2);
    const jobs = r.queue.list('queued').sort((a, b) => a.run_at - b.run_at);
    expect(jobs.map((j) => j.project_id)).toEqual([busy.id, logged.id]);
    expect(jobs[1]!.run_at - jobs[0]!.run_at).toBe(120_000);
    // a start after a night whose time passed while the daemon was down catches up at once
    r.db.prepare(`UPDATE daemon_settings SET value = ? WHERE key = 'dream_cron_last_run'`).run(String(clock.now() - 2 * DAY));
    r.db.prepare(`DELETE FROM jobs`).run();
    r.s.start();
    r.s.stop();
    expect(r.queue.list('queued')).toHaveLength(2);
  });

  it('queues nothing for a project or a daemon whose dreams are switched off', () => {
    const clock = new FakeClock(new Date(2026, 10, 30, 3, 0).getTime());
    for (const daemonOn of [true, false]) {
      const r = sched(tempDir(), clock, () => 0.1, daemonOn);
      const on = r.projects.resolve('/srv/on');
      const off = r.projects.resolve('/srv/off');
      new ProjectStore(r.db).saveSettings(off.id, JSON.stringify({ dream: false }));
      for (const p of [on, off]) r.db.prepare(`INSERT INTO sessions (id, project_id, started_at, last_event_at) VALUES (?, ?, 1, ?)`).run(`s-${p.id}`, p.id, clock.now() - HOUR);
      r.s.fanOut();
      expect(r.queue.list('queued').map((j) => j.project_id), `daemon switch ${daemonOn}`).toEqual(daemonOn ? [on.id] : []);
      r.db.close();
    }
  });

  it('runs a night the machine slept through once it wakes, once, and not before its time', () => {
    const home = tempDir();
    const clock = new FakeClock(new Date(2026, 10, 29, 3, 0, 30).getTime()); // q = 180: 03:00
    const r = sched(home, clock, () => 0.5);
    const busy = r.projects.resolve('/srv/busy');
    const session = r.db.prepare(`INSERT INTO sessions (id, project_id, started_at, last_event_at) VALUES (?, ?, 1, ?)`);
    session.run('a', busy.id, clock.now() - HOUR);
    r.s.start(); // first start: nothing to catch up
    expect(r.s.runIfDue()).toBe(false);
    expect(r.s.fanOut()).toHaveLength(1); // the cron fires at 03:00:30
    expect(r.s.runIfDue()).toBe(false); // the same night does not run twice
    r.db.prepare(`DELETE FROM jobs`).run();
    // the next evening, a new session; the lid closes at 23:00 and opens at 08:10: 03:00 went by unseen
    clock.set(new Date(2026, 10, 29, 22, 0).getTime());
    session.run('b', busy.id, clock.now());
    expect(r.s.runIfDue()).toBe(false);
    clock.set(new Date(2026, 10, 30, 8, 10).getTime());
    expect(r.s.runIfDue('missed while the machine slept')).toBe(true);
    expect(r.queue.list('queued').map((j) => j.project_id)).toEqual([busy.id]);
    expect(r.s.runIfDue()).toBe(false); // node-cron's report and the periodic check ask again: once is enough
    expect(r.queue.list('queued')).toHaveLength(1);
    r.s.stop();
    // called from timers: a database that fails is logged, never thrown (it would end the daemon)
    r.db.close();
    clock.advance(DAY);
    expect(r.s.runIfDue('missed while the machine slept')).toBe(false);
  });
});

describe('offline dream pieces', () => {
  const at = Date.parse('2026-11-27T15:00:00Z'); // a Friday
  it('turns relative dates into absolute ones from the file mtime', () => {
    expect(absoluteDates('We shipped it yesterday and will review it tomorrow.', at)).toBe('We shipped it on 2026-11-26 and will review it on 2026-11-28.');
    expect(absoluteDates('The outage was last Monday, the fix 3 days ago.', at)).toBe('The outage was on 2026-11-23, the fix on 2026-11-24.');
    expect(absoluteDates('Flaky since yesterday; frozen until next Friday.', at)).toBe('Flaky since 2026-11-26; frozen until 2026-12-04.');
    // said on a Monday, "next Thursday" is this week's or next week's: both, and the phrase stays
    const monday = new Date(2026, 10, 30, 12).getTime();
    expect(absoluteDates('Frozen until next Thursday.', monday)).toBe('Frozen until next Thursday (2026-12-03 or 2026-12-10).');
    expect(absoluteDates('Notes from today’s standup, in `today.ts`; run `git log --since yesterday`.', at)).toBe(
      'Notes from today’s standup, in `today.ts`; run `git log --since yesterday`.',
    );
    expect(absoluteDates('```sh\necho today\n```\nDeploys happen on Friday.', at)).toBe('```sh\necho today\n```\nDeploys happen on Friday.');
    expect(absoluteDates('We moved to bun last week; 下个月迁移。', at)).toBe('We moved to bun last week (the week of 2026-11-16); 下个月（2026-12）迁移。');
    // the user's own words under a memory stay as they were said (the statement above them is dated)
    const body = 'We switched to bun last week (the week of 2026-11-16).\n**Why:** The user said so on 2026-11-27: "we switched to bun last week, "pnpm" is gone"\n**How to apply:** Take this into account.\n';
    expect(absoluteDates(body, at)).toBe(body);
    const profile = 'I\'m out next week (the week of 2026-11-30).\n(The user said so on 2026-11-27: "I\'m out next week".)\n';
    expect(absoluteDates(profile, at)).toBe(profile);
    expect(absoluteDates('Out next week.\n**Why:** it was said then.', at)).toBe('Out next week (the week of 2026-11-30).\n**Why:** it was said then.');
  });

  it('leaves a day extraction already dated, and dates Chinese days after them, once', () => {
    const said = Date.parse('2026-11-25T10:00:00Z'); // a Wednesday, two days before the file's mtime
    const saved = withDates('The staging deploy is frozen until tomorrow, and the demo is Thursday.', said);
    expect(saved).toBe('The staging deploy is frozen until tomorrow (2026-11-26), and the demo is Thursday (2026-11-26).');
    expect(absoluteDates(saved, at)).toBe(saved); // not "until 2026-11-28 (2026-11-26)"
    expect(absoluteDates('The flag ships tomorrow (2026-11-26).', at)).toBe('The flag ships tomorrow (2026-11-26).');
    const zh = '昨天部署失败了，3天前还好；明天（2026-11-26）重试。';
    const dated = absoluteDates(zh, at);
    expect(dated).toBe('昨天（2026-11-26）部署失败了，3天前（2026-11-24）还好；明天（2026-11-26）重试。');
    expect(absoluteDates(dated, at + 3 * 86_400_000)).toBe(dated); // a later dream changes nothing
    expect(absoluteDates(withDates('下周三之前冻结', said), at)).toBe('下周三（2026-12-02）之前冻结');
  });

  it('places a bare weekday by the tense of its sentence, and leaves habits alone', () => {
    // written on Friday 2026-11-27
    expect(absoluteDates('We deployed the new cache on Tuesday. The review will be on Monday.', at)).toBe(
      'We deployed the new cache on 2026-11-24. The review will be on 2026-11-30.',
    );
    expect(absoluteDates("The demo's on Wednesday, so we'll freeze on Tuesday.", at)).toBe("The demo's on 2026-12-02, so we'll freeze on 2026-12-01.");
    expect(absoluteDates('Standups happen on Monday. Releases go out on Thursdays.', at)).toBe('Standups happen on Monday. Releases go out on Thursdays.');
    expect(absoluteDates('It broke on Monday and will be fixed on Tuesday.', at)).toBe('It broke on Monday and will be fixed on Tuesday.'); // both tenses
    expect(absoluteDates('We merged it on Friday.', at)).toBe('We merged it on Friday.'); // the anchor's own weekday: today, or a week ago?
    expect(absoluteDates('The rollout is planned on Monday.', at)).toBe('The rollout is planned on 2026-11-30.');
    // a weekday naming a kind of event is any such day; the one said of a coming event keeps its date
    expect(withDates('No more friday code freeze, we ship whenever CI is green.', at)).toBe('No more friday code freeze, we ship whenever CI is green.');
    expect(withDates('The thursday deploy will be skipped.', at)).toBe('The thursday (2026-12-03) deploy will be skipped.');
  });

  it('finds near-exact duplicates of the same type only', () => {
    const f = (file: string, type: 'feedback' | 'user', desc: string, body: string, m: number) => ({ file, content: renderMemory({ name: file, description: desc, type }, body), mtimeMs: m });
    const pairs = duplicatePairs([
      f('a.md', 'feedback', 'Use pnpm for installs', 'Always use pnpm.', 2),
      f('b.md', 'feedback', 'Use pnpm for installs!', 'Always use pnpm.', 1),
      f('c.md', 'user', 'Use pnpm for installs', 'Always use pnpm.', 3),
      f('d.md', 'feedback', 'Deploys on Thursday', 'Thursday deploys.', 4),
      // Chinese has no spaces: compared by pairs of characters, not as one word per clause
      f('e.md', 'feedback', '提交信息都用英文写', '以后提交信息都用英文写。', 6),
      f('f.md', 'feedback', '提交信息都用英文写吧', '以后提交信息都用英文写', 5),
      f('g.md', 'feedback', '提交前都要跑测试', '以后提交前都要跑测试。', 7),
      // a memory the user retired is folded into nothing, not even its own copy
      f('h.md', 'feedback', '(superseded 2026-11-30) Use yarn for installs', 'Always use yarn.', 9),
      f('i.md', 'feedback', '(superseded 2026-11-30) Use yarn for installs', 'Always use yarn.', 8),
    ]);
    expect(pairs.map((p) => [p.keep.file, p.drop.file])).toEqual([
      ['e.md', 'f.md'],
      ['a.md', 'b.md'],
    ]);
  });

  it('folds what holds into what holds, and what a change retired into what was retired', () => {
    const retiredNote = '**Superseded on 2026-11-30:** the user said "we no longer use Jest". These statements no longer hold; kept for their history:';
    const keep = `\nNever push before the unit tests pass.\n\n${retiredNote}\n\nRun the unit tests with Jest.\n`;
    const drop = `\nNever push before the unit tests pass.\nUnit tests must not hit the network.\n\n${retiredNote.replace('30', '29')}\n\nUse Jest snapshots.\n`;
    const merged = mergeBodies(keep, drop);
    expect(heldPart(merged)).toContain('Unit tests must not hit the network.');
    expect(heldPart(merged)).not.toMatch(/Jest/);
    expect(merged.slice(heldPart(merged).length)).toMatch(/Run the unit tests with Jest\.\n[^]*Use Jest snapshots\.\n$/);
    // a kept body with nothing retired takes the dropped one's retired lines under their note
    const plain = mergeBodies('\nNever push before the unit tests pass.\n', drop);
    expect(heldPart(plain)).toBe('\nNever push before the unit tests pass.\nUnit tests must not hit the network.\n');
    expect(plain.slice(heldPart(plain).length)).toMatch(/^\n\*\*Superseded on 2026-11-29:\*\*[^\n]*\nUse Jest snapshots\.\n$/);
    expect(mergeBodies(keep, keep)).toBe(keep);
  });

  it('finds every pair the rule names, comparing only files whose descriptions share a rare word', () => {
    // the rule applied to every pair, against the search that skips most of them (a prefix filter)
    const rnd = seeded(7);
    const words = (n: number, vocab: number) => Array.from({ length: n }, () => `w${Math.floor(rnd() * vocab)}`).join(' ');
    const files = Array.from({ length: 300 }, (_, i) => {
      const type = rnd() < 0.8 ? 'feedback' : 'project';
      const description = rnd() < 0.05 ? '' : `${rnd() < 0.05 ? '(superseded 2026-11-30) ' : ''}${words(1 + Math.floor(rnd() * 6), 10)}`;
      return { file: `m${i}.md`, content: renderMemory({ name: `m${i}`, description, type }, `${words(4, 6)}\n`), mtimeMs: i * 7919 % 300 };
    });
    const set = (s: string) => new Set(s.split(/\s+/).filter(Boolean));
    const jaccard = (a: Set<string>, b: Set<string>) => (a.size + b.size === 0 ? 1 : [...a].filter((w) => b.has(w)).length / new Set([...a, ...b]).size);
    const parsed = files.map((f) => ({ f, m: parseMemory(f.content) })).sort((a, b) => b.f.mtimeMs - a.f.mtimeMs);
    const expected: string[][] = [];
    const dropped = new Set<string>();
    for (const [i, a] of parsed.entries()) {
      if (dropped.has(a.f.file)) continue;
      for (const b of parsed.slice(i + 1)) {
        if (dropped.has(b.f.file) || a.m.type !== b.m.type || /^\(superseded/.test(a.m.description ?? '') || /^\(superseded/.test(b.m.description ?? '')) continue;
        if (jaccard(set(a.m.description ?? ''), set(b.m.description ?? '')) >= 0.8 && jaccard(set(a.m.body), set(b.m.body)) >= 0.5) {
          expected.push([a.f.file, b.f.file]);
          dropped.add(b.f.file);
        }
      }
    }
    expect(expected.length).toBeGreaterThan(20); // the case is not empty
    expect(duplicatePairs(files).map((p) => [p.keep.file, p.drop.file])).toEqual(expected);
  });

  it('finds project news whose end date is more than a week past, and nothing else', () => {
    const f = (file: string, type: 'project' | 'feedback', desc: string, body = desc) => ({ file, content: renderMemory({ name: file, description: desc, type }, body), mtimeMs: 1 });
    const files = [
      f('over.md', 'project', 'The staging deploy is frozen until Thursday (2026-12-03) because of the release.'),
      f('ends.md', 'project', 'The v1 API ends 2026-12-01.'),
      f('recent.md', 'project', 'The merge freeze lasts until 2026-12-08.'), // within the week of grace
      f('extended.md', 'project', 'Staging is frozen until 2026-12-03.', 'Staging is frozen until 2026-12-03.\nExtended to 2026-12-20.'),
      f('rule.md', 'feedback', 'Never deploy until 2026-12-01 reviews are in.'),
      f('undated.md', 'project', 'The auth rewrite is driven by compliance.'),
      f('since.md', 'project', 'The cache has been flaky since 2026-11-02.'),
      f('zh.md', 'project', '下周三（2026-12-02）之前 staging 冻结，不要部署。'),
      f('zh-to.md', 'project', 'main 分支冻结到 2026-12-03。'),
      f('tomorrow.md', 'project', 'Deploys are on hold until tomorrow (2026-12-01).'), // as extraction dates it
    ];
    const now = Date.parse('2026-12-12T10:00:00Z');
    expect(expiredNews(files, now).map((x) => x.file)).toEqual(['over.md', 'ends.md', 'zh.md', 'zh-to.md', 'tomorrow.md']);
    expect(expiredNews(files, Date.parse('2026-12-05T10:00:00Z'))).toEqual([]);
  });

  it('parses daily-log bullets and rebuilds MEMORY.md without dead pointers', () => {
    expect(parseDailyLog('# 2026-11-29\n\n- 09:30 [feedback] Always lint first. (session s1)\nnoise\n', '2026-11-29')).toEqual([{ type: 'feedback', text: 'Always lint first.', day: '2026-11-29' }]);
    const idx = rebuildIndex('# My memory\n- [Gone](gone.md) — dead\n', [{ file: 'a.md', content: renderMemory({ name: 'A', description: 'about a', type: 'user' }, 'x'), mtimeMs: 1 }]);
    expect(idx).toBe('# My memory\n- [A](a.md) — about a\n');
    const spaced = rebuildIndex('# My memory\n- [Gone](<gone away.md>) — dead\n', [{ file: 'a b.md', content: renderMemory({ name: 'A', description: 'about a', type: 'user' }, 'x'), mtimeMs: 1 }]);
    expect(spaced).toBe('# My memory\n- [A](<a b.md>) — about a\n');
  });
});

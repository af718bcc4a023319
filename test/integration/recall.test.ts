import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FakeClock } from '../helpers/clock.js';
import { raw, startTestDaemon, tempDir, type TestDaemon } from '../helpers/daemon.js';
import { writeMemoryFile } from '../helpers/memory.js';

const DAY = 86_400_000;

describe('recall', () => {
  let d: TestDaemon;
  let root: string;
  let memDir: string;
  const clock = new FakeClock(Date.parse('2026-11-30T12:00:00Z'));

  beforeAll(async () => {
    d = await startTestDaemon({ clock, config: { watch: { enabled: false } } });
    root = tempDir('memoryd-recall-');
    await d.client.postEvents({ type: 'session_start', session: 'r1', project: root });
    const slug = (await d.client.status()).projects[0]!.slug;
    memDir = join(d.home, 'projects', slug, 'memory');
    const now = clock.now();
    writeMemoryFile(memDir, 'feedback_pnpm.md', { name: 'Package manager', description: 'Always use pnpm, never npm, for installs in this repo', type: 'feedback', body: 'Use pnpm.\n**Why:** the lockfile is pnpm-lock.yaml.' }, now - 2 * 3600_000);
    writeMemoryFile(memDir, 'project_deploy.md', { name: 'Deploy windows', description: 'Production deploys only on Tuesdays and Thursdays', type: 'project', body: 'Deploys go out Tue/Thu after QA sign-off.' }, now - DAY + 60_000);
    writeMemoryFile(memDir, 'reference_grafana.md', { name: 'Latency dashboard', description: 'Grafana board for API latency', type: 'reference', body: 'See the api-latency board in Grafana when p99 regresses.' }, now - 10 * DAY);
    writeMemoryFile(memDir, 'user_role.md', { name: 'User role', description: 'The user is a data scientist new to TypeScript', type: 'user', body: 'Explain TypeScript idioms; knows Python well.' }, now - 3 * DAY);
    writeMemoryFile(memDir, 'project_retry.md', { name: 'Uploader retries', description: 'The uploadWithRetry helper backs off exponentially', type: 'project', body: 'uploadWithRetry in src/upload/retry.ts: 1s, 2s, 4s, capped at 60s.' }, now - 5 * DAY);
    for (let i = 0; i < 40; i++) {
      writeMemoryFile(memDir, `filler_${i}.md`, { name: `Filler ${i}`, description: `Unrelated note number ${i} about gardening and tomatoes`, type: 'user', body: 'Tomatoes need sun.\n'.repeat(300) }, now - DAY * 4);
    }
    d.index.reconcile({ id: 1, paths: { memory: memDir } });
  });
  afterAll(() => d.stop());

  const recall = (q: string, extra = '') =>
    raw(d, 'GET', `/v1/recall?project=${encodeURIComponent(root)}&q=${encodeURIComponent(q)}${extra}`).then((r) => {
      expect(r.status).toBe(200);
      return r.body;
    });
  /** The files recall shows for a query. */
  const files = async (q: string) => (await recall(q)).memories.map((m: { file: string }) => m.file);
  /** A memory as extraction writes one: described by what the user said, its body the same unless given. */
  const writeSaid = (file: string, type: 'user' | 'project' | 'feedback' | 'reference', name: string, said: string, body = said) => writeMemoryFile(memDir, file, { name, description: said, type, body }, clock.now());

  it('finds the file a query is about, first', async () => {
    const cases: Array<[string, string]> = [
      ['should I run npm install or pnpm?', 'feedback_pnpm.md'],
      ['when can we deploy to production', 'project_deploy.md'],
      ['where is the grafana dashboard for latency', 'reference_grafana.md'],
      ['explain this typescript generic to me', 'user_role.md'],
      ['the upload retry backoff seems wrong', 'project_retry.md'],
      ['is uploadWithRetry capped?', 'project_retry.md'],
    ];
    for (const [q, file] of cases) {
      const r = await recall(q);
      expect(r.mode).toBe('lexical');
      expect(r.memories[0]?.file, q).toBe(file);
      expect(r.memories.length).toBeLessThanOrEqual(5);
    }
  });

  /** A second project of the home, with its memory folder. */
  const anotherProject = async (name: string) => {
    const root = tempDir(`memoryd-recall-${name}-`);
    await d.client.postEvents({ type: 'session_start', session: `r-${name}`, project: root });
    const project = d.db.prepare(`SELECT id, slug FROM projects WHERE root = ?`).get(root) as { id: number; slug: string };
    const memDir = join(d.home, 'projects', project.slug, 'memory');
    return { memDir, index: () => d.index.reconcile({ id: project.id, paths: { memory: memDir } }), ask: (q: string) => raw(d, 'GET', `/v1/recall?project=${encodeURIComponent(root)}&q=${encodeURIComponent(q)}`).then((r) => r.body.memories.map((m: { file: string }) => m.file)) };
  };

  it("weighs a word by this project's files, not by every project's in the home", async () => {
    // (forty files of the first project speak of tomatoes; in this one a single memory does)
    const other = await anotherProject('other');
    writeMemoryFile(other.memDir, 'project_greenhouse.md', { name: 'Greenhouse sensors', description: 'The tomatoes bed has its own humidity sensor on channel 7', type: 'project', body: 'Channel 7 reads the tomatoes bed.' }, clock.now());
    writeMemoryFile(other.memDir, 'feedback_units.md', { name: 'Units', description: 'Report temperatures in celsius', type: 'feedback', body: 'Celsius everywhere.' }, clock.now());
    other.index();
    expect(await other.ask('what do we know about the tomatoes?')).toEqual(['project_greenhouse.md']);
  });

  it("never finds a memory by the type its file name starts with: \"add pandas to the project\" is not about project_export_deadline.md", async () => {
    const other = await anotherProject('types');
    writeMemoryFile(other.memDir, 'project_export_deadline.md', { name: 'The export has to finish before 6am UTC', description: 'The export has to finish before 6am UTC because finance pulls the files at 6:15', type: 'project', body: 'The export has to finish before 6am UTC.' }, clock.now());
    writeMemoryFile(other.memDir, 'user_scala.md', { name: 'A data engineer', description: 'A data engineer, years of Scala, new to this Python codebase', type: 'user', body: 'Knows Scala well.' }, clock.now());
    other.index();
    expect(await other.ask('add pandas to the project, we need it for the reconciliation script')).toEqual([]);
    expect(await other.ask('the user table needs an index on email')).toEqual([]);
    // (the rest of the name still counts)
    expect(await other.ask('can the export deadline move?')).toEqual(['project_export_deadline.md']);
  });

  it('does not let retired memories make a word common: the one that holds now is found by it', async () => {
    // (a held-out round's memories after two sessions: "每周二下午发版" retired by "发版改到每周四了"; "发版" is in three
    // files, two that hold — counted with the retired one, no longer distinctive enough to find either)
    const other = await anotherProject('retired-df');
    const now = clock.now();
    const holds = (file: string, text: string) => writeMemoryFile(other.memDir, file, { name: text, description: text, type: 'project', body: `${text}\n**Why:** the user said so.` }, now);
    holds('project_release_day.md', '发版改到每周四了。');
    holds('project_release_owner.md', '小张调去别的组了，发版现在由小刘负责。');
    holds('project_api_docs.md', '接口文档已经从 YApi 迁到 Apifox 了。');
    holds('project_junit.md', '测试现在统一用 JUnit 5 了。');
    holds('project_mysql.md', '数据库升级到 MySQL 8.0 了。');
    holds('project_logs.md', '日志平台换成 Grafana Loki 了，Kibana 不用了。');
    writeMemoryFile(other.memDir, 'project_release_tuesday.md', { name: '每周二下午发版', description: '(superseded 2026-11-29) 每周二下午发版。', type: 'project', body: '**Superseded on 2026-11-29:** the user said "发版改到每周四了" — see [next](project_release_day.md).\n\n每周二下午发版。' }, now - DAY);
    other.index();
    expect(await other.ask('下次发版是哪天？')).toContain('project_release_day.md');
    expect(await other.ask('这次发版找谁？')).toContain('project_release_owner.md');
  });

  it('asks in the words the user wrote, not only the first words of a trace pasted before them', async () => {
    const other = await anotherProject('pasted');
    writeMemoryFile(other.memDir, 'reference_helm_values.md', { name: 'Helm values per environment', description: 'The staging helm values live in deploy/values-staging.yaml, timeouts included', type: 'reference', body: 'deploy/values-staging.yaml holds the staging overrides.' }, clock.now());
    writeMemoryFile(other.memDir, 'project_billing_owner.md', { name: 'Billing owner', description: 'Dana owns the billing service', type: 'project', body: 'Ask Dana before changing invoices.' }, clock.now());
    other.index();
    const frames = Array.from({ length: 14 }, (_, i) => `    at handler${i} (src/module${i}/part${i}.ts:${i + 10}:5)`).join('\n');
    const prompt = `Error: upstream request aborted\n${frames}\n\nwhy does the nightly sync keep failing on staging? we deploy it with helm`;
    expect(await other.ask(prompt)).toEqual(['reference_helm_values.md']);
  });

  it('bridges a question and a memory that share no word but a tool family', async () => {
    // "dependency" ↔ pnpm/npm/lockfile, "container" ↔ docker: no word in common with the files
    expect((await recall('how do I add a new dependency here?')).memories[0]?.file).toBe('feedback_pnpm.md');
    expect((await recall('what are the rules for adding packages')).memories[0]?.file).toBe('feedback_pnpm.md');
    // the file that says the word and the one that names the tool are both found
    writeMemoryFile(memDir, 'project_deps.md', { name: 'Dependency policy', description: 'New dependencies need a review from the platform team', type: 'project', body: 'Ask in #platform first.' }, clock.now());
    d.index.reconcile({ id: 1, paths: { memory: memDir } });
    const both = (await recall('adding a dependency')).memories.map((m: { file: string }) => m.file);
    expect(both).toContain('project_deps.md');
    expect(both).toContain('feedback_pnpm.md');
  });

  it('bridges "translation" to a memory that says "localization", and not to one that says "locally"', async () => {
    writeMemoryFile(memDir, 'reference_loc.md', { name: 'Localization strings', description: 'The localization strings live in the Loc spreadsheet, the CSV is generated from it', type: 'reference', body: 'Edit the spreadsheet, not the CSV.' }, clock.now());
    writeMemoryFile(memDir, 'feedback_goldens.md', { name: 'Goldens', description: 'Never commit goldens generated locally, the fonts differ', type: 'feedback', body: 'Goldens come from CI.' }, clock.now());
    d.index.reconcile({ id: 1, paths: { memory: memDir } });
    expect((await recall('fix the typo in the French translation of the menu')).memories.map((m: { file: string }) => m.file)).toEqual(['reference_loc.md']);
  });

  it('finds a Chinese memory from a Chinese question', async () => {
    writeMemoryFile(memDir, 'feedback_commit_language.md', { name: '提交信息的语言', description: '提交信息都用英文写', type: 'feedback', body: '以后提交信息都用英文写。' }, clock.now());
    d.index.reconcile({ id: 1, paths: { memory: memDir } });
    expect((await recall('提交信息用什么语言写？')).memories[0]?.file).toBe('feedback_commit_language.md');
    expect((await recall('帮我写一个数据库迁移')).memories.map((m: { file: string }) => m.file)).not.toContain('feedback_commit_language.md');
    // a Chinese question and an English memory share a tool family: 安装 (install) ↔ pnpm
    expect((await recall('帮我安装一下 lodash')).memories[0]?.file).toBe('feedback_pnpm.md');
  });

  it('finds a Chinese memory through a money word, a verb split by 个, and thread-pool words across languages', async () => {
    writeSaid('feedback_bigdecimal.md', 'feedback', '我们所有的金额字段都是 BigDecimal', '我们所有的金额字段都是 BigDecimal，千万别用 double 算钱。');
    writeSaid('project_reconcile.md', 'project', '对账任务每天凌晨 3 点跑', '对账任务每天凌晨 3 点跑，那个时间段不要发版。');
    writeSaid('user_concurrency.md', 'user', '我是做前端转过来的', '我是做前端转过来的，Java 的并发这块不太熟，涉及线程池的地方多讲讲。', '涉及线程池的地方多讲讲。');
    d.index.reconcile({ id: 1, paths: { memory: memDir } });
    expect(await files('写一个计算手续费的工具方法')).toContain('feedback_bigdecimal.md');
    expect(await files('今晚能发个版吗')).toContain('project_reconcile.md');
    expect(await files('帮我解释一下 ThreadPoolExecutor 这几个参数')).toContain('user_concurrency.md');
    expect(await files('这个变量名是什么意思')).toEqual([]);
    // test fixtures and factories are words of testing
    writeSaid('feedback_factories.md', 'feedback', 'Always factories, fixtures are legacy', 'Always factories, fixtures are legacy.');
    d.index.reconcile({ id: 1, paths: { memory: memDir } });
    expect(await files('add tests for the invoice totals')).toContain('feedback_factories.md');
  });

  it('shows a rule for every one of a kind when a new one is made, beside a stronger match, and not for a question about one', async () => {
    writeSaid('feedback_nonreentrant.md', 'feedback', 'All external functions that move funds need nonReentrant', 'All external functions that move funds need the nonReentrant modifier.');
    writeSaid('feedback_response_model.md', 'feedback', '所有接口都要写 response_model', '所有接口都要写 pydantic 的 response_model。');
    writeSaid('project_fastapi.md', 'project', '数据接口用 FastAPI 写', '数据接口用 FastAPI 写，Python 3.11，依赖用 uv 管理。');
    d.index.reconcile({ id: 1, paths: { memory: memDir } });
    expect(await files('add a withdrawAll function')).toContain('feedback_nonreentrant.md');
    expect(await files('加一个新的数据接口')).toEqual(expect.arrayContaining(['project_fastapi.md', 'feedback_response_model.md']));
    expect(await files('what does this function return?')).not.toContain('feedback_nonreentrant.md');
  });

  it('returns nothing for an unrelated query, rather than the least bad files', async () => {
    for (const q of ['what is the capital of Peru', 'write me a haiku about the ocean', 'ok thanks', 'a poem about cargo ships']) {
      const r = await recall(q);
      expect(r.memories, q).toEqual([]);
      expect(r.reason).toMatch(/no_match|no_query_terms/);
    }
  });

  it('shows nothing for an everyday question whose one shared word is as common in code as "return"', async () => {
    writeMemoryFile(memDir, 'feedback_errors.md', { name: 'Errors', description: "Wrap errors with fmt.Errorf at every layer, don't log and return the same error", type: 'feedback', body: 'Log once, at the handler.' }, clock.now());
    d.index.reconcile({ id: 1, paths: { memory: memDir } });
    expect((await recall('what does this function return?')).memories).toEqual([]);
    expect((await recall('log the error in the repository before returning it')).memories.map((m: { file: string }) => m.file)).toContain('feedback_errors.md');
  });

  it('gives each result its age and a caveat exactly when it is older than a day', async () => {
    const byFile = async (q: string, f: string) => (await recall(q)).memories.find((m: { file: string }) => m.file === f);
    const pnpm = await byFile('pnpm or npm', 'feedback_pnpm.md');
    expect(pnpm).toMatchObject({ age: 'today', caveat: null, type: 'feedback', name: 'Package manager' });
    expect(pnpm.content).toContain('Use pnpm.');
    expect(pnpm.content).not.toContain('---');
    const deploy = await byFile('deploy production', 'project_deploy.md');
    expect(deploy).toMatchObject({ age: 'today', caveat: null }); // 23h59m old
    const grafana = await byFile('grafana latency', 'reference_grafana.md');
    expect(grafana.age).toBe('10 days ago');
    expect(grafana.caveat).toMatch(/10 days old/);
    clock.advance(2 * 60_000); // now the deploy memory is just over a day old
    expect((await byFile('deploy production', 'project_deploy.md')).caveat).toMatch(/1 day old/);
  });

  it('never shows a file twice in one session, and skips what the client says it has', async () => {
    const first = await recall('deploy production on tuesday', '&session=r1');
    expect(first.memories.map((m: { file: string }) => m.file)).toContain('project_deploy.md');
    const again = await recall('deploy production on tuesday', '&session=r1');
    expect(again.memories.map((m: { file: string }) => m.file)).not.toContain('project_deploy.md');
    const skipped = await recall('pnpm npm installs', '&surfaced=feedback_pnpm.md');
    expect(skipped.memories.map((m: { file: string }) => m.file)).not.toContain('feedback_pnpm.md');
    // a compaction takes what was shown out of the context: it may be shown again, and the budget starts over
    const compacted = await raw(d, 'POST', '/v1/sessions/r1/compact');
    expect(compacted.status).toBe(200);
    const after = await recall('deploy production on tuesday', '&session=r1');
    expect(after.memories.map((m: { file: string }) => m.file)).toContain('project_deploy.md');
    expect(after.surfaced_bytes).toBe(after.memories.reduce((sum: number, m: { content: string }) => sum + Buffer.byteLength(m.content), 0));
  });

  it('keeps a session within 60 KB of surfaced memories, then says why it shows nothing', async () => {
    await d.client.postEvents({ type: 'session_start', session: 'budget', project: root });
    let total = 0;
    let last: any;
    for (let i = 0; i < 40; i++) {
      last = await recall(`tomatoes gardening note ${i}`, '&session=budget');
      total += last.memories.reduce((s: number, m: { content: string }) => s + Buffer.byteLength(m.content), 0);
      expect(last.surfaced_bytes).toBe(total);
      expect(total).toBeLessThanOrEqual(60 * 1024);
      if (last.memories.length === 0) break;
    }
    expect(last.memories).toEqual([]);
    expect(last.reason).toBe('session_budget_exhausted');
    expect(total).toBeGreaterThan(55 * 1024);
  });

  it('cuts long memories at a line, within 4 KB', async () => {
    const r = await recall('tomatoes gardening');
    for (const m of r.memories) expect(Buffer.byteLength(m.content)).toBeLessThanOrEqual(4096);
    expect(r.memories[0].content).toMatch(/memory cut for length/);
  });

  it('shows, in place of a retired memory, the one that holds at the end of what replaced it', async () => {
    const now = clock.now();
    const retired = (file: string, text: string, by: string) =>
      writeMemoryFile(memDir, file, { name: text, description: `(superseded 2026-11-29) ${text}`, type: 'project', body: `**Superseded on 2026-11-29:** the user said "…" — see [next](${by}). Kept for its history; delete it once nothing in it holds.\n\n${text}` }, now - DAY);
    retired('project_queue_rabbit.md', 'Background jobs go through RabbitMQ on the shared broker', 'project_queue_sqs.md');
    retired('project_queue_sqs.md', 'Jobs moved to SQS', 'project_queue_kafka.md');
    writeMemoryFile(memDir, 'project_queue_kafka.md', { name: 'Jobs on Kafka', description: 'Jobs run on Kafka now', type: 'project', body: 'Jobs run on Kafka now, topic jobs.v1.' }, now - DAY);
    d.index.reconcile({ id: 1, paths: { memory: memDir } });
    const r = await recall('which rabbitmq broker do background jobs use?');
    expect(r.memories.map((m: { file: string }) => m.file)).toEqual(['project_queue_kafka.md']);
  });

  it('validates its query', async () => {
    expect((await raw(d, 'GET', `/v1/recall?q=x`)).status).toBe(400);
    expect((await raw(d, 'GET', `/v1/recall?project=rel&q=x`)).status).toBe(400);
    expect((await raw(d, 'GET', `/v1/recall?project=${encodeURIComponent(root)}&q=x&limit=9`)).status).toBe(400);
  });

  it('serves the session-start context with MEMORY.md within its limits', async () => {
    const lines = Array.from({ length: 230 }, (_, i) => `- [N${i}](n${i}.md) — note ${i}`).join('\n');
    writeFileSync(join(memDir, 'MEMORY.md'), lines);
    const r = await raw(d, 'GET', `/v1/context?project=${encodeURIComponent(root)}&session=r1`);
    expect(r.status).toBe(200);
    expect(r.body.text).toContain('# Memory');
    // how to save: the file itself for an agent with file access, else the API with the token
    expect(r.body.text).toContain(`write\n  ${memDir}/<topic>.md`);
    expect(r.body.text).toContain('"Authorization: Bearer $MEMORYD_TOKEN"');
    expect(r.body.text).toContain('"session": "r1"');
    expect(r.body.text).toContain('- [N199](n199.md)');
    expect(r.body.text).not.toContain('(n200.md)');
    expect(r.body.text).toMatch(/WARNING: MEMORY\.md is 230 lines/);
    expect(r.body.index).toMatchObject({ lines: 230, truncated: 'lines' });
  });
});

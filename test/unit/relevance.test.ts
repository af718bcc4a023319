import { describe, expect, it } from 'vitest';
import { evidence, forEveryOneOf, isRelevant, lexicalPick, NEAR_BEST, whatIsAsked } from '../../src/memory/recall.js';
import { searchWords, stemList, stemSet } from '../../src/memory/search-text.js';
import { stemmer } from 'stemmer';

/** A gate over an index of `docs` files where each listed stem is in `df` of them. */
const gateFor = (query: string, df: Record<string, number>, docs = 25) => {
  const words = searchWords(query);
  return { words, df: new Map(words.map((w) => [w.stem, df[w.word] ?? 0])), docs };
};

/** A memory (its name, then its body) that shares only `word` with `query`, which is not enough to show it. */
function oneWordIsNotEnough(query: string, df: Record<string, number>, memory: [string, string], word: string) {
  const gate = gateFor(query, df);
  const e = evidence(gate, stemSet(memory[0]), stemSet(memory[1]));
  expect(e.matched).toEqual([word]);
  expect(isRelevant(e, gate)).toBe(false);
  return gate;
}

describe('relevance gate', () => {
  it('never shows a memory for a word any request has, however rare it is in a small project', () => {
    // "changes" is in one file of 25: rare here, but it says nothing of which memory is meant
    oneWordIsNotEnough('summarize the changes so far', { changes: 1 }, ['Schema changes', 'Schema changes go through Prisma migrations.'], 'changes');
    // the same index, a word of the memory's own subject
    const prisma = gateFor('summarize the prisma setup', { prisma: 1 });
    expect(isRelevant(evidence(prisma, stemSet('Schema changes'), stemSet('Schema changes go through Prisma migrations.')), prisma)).toBe(true);
  });

  it('never shows a memory for one word a request would use anyway, even when no other file has it', () => {
    oneWordIsNotEnough('why does this regex not match the empty string?', { string: 1, regex: 0 }, ['API times are UTC', 'All times in the API are UTC ISO 8601 strings.'], 'string');
  });

  it('reads "use" as a word of any request: "a migration that uses a postgres feature" is about no memory of a tool not used anymore', () => {
    oneWordIsNotEnough('write a migration that uses a postgres 15 feature', { uses: 1 }, ["We're not using docker compose anymore", "We're not using docker compose anymore, everything runs in tilt now."], 'uses');
  });

  it('reads renaming as a word of any request: "rename this variable" is about no memory of a table renamed', () => {
    oneWordIsNotEnough('rename this variable to something clearer', { rename: 1 }, ['We renamed the orders table to purchases', 'We renamed the orders table to purchases last sprint.'], 'rename');
  });

  it('never shows a memory for a folder of a path the request names, alone: "errcheck fails in internal/orders/export.go" is not about the orders table', () => {
    const memory: [string, string] = ['We renamed the orders table to purchases', 'We renamed the orders table to purchases last sprint.'];
    const gate = oneWordIsNotEnough('CI says golangci-lint fails on errcheck in internal/orders/export.go', { orders: 1 }, memory, 'orders');
    expect(gate.words.find((w) => w.word === 'orders')?.inPath).toBe(true);
    // nor with a word of any request beside it ("says", which every saved rule's "unless the user says otherwise" has)
    const rule = evidence(gate, stemSet(memory[0]), stemSet(`${memory[1]}\n**How to apply:** Follow this, unless the user says otherwise.`));
    expect(rule.matched).toEqual(['says', 'orders']);
    expect(isRelevant(rule, gate)).toBe(false);
    // two names from a path name a file: "checkout.spec.ts failed again on CI" is about the memory of checkout.spec
    const spec = gateFor('checkout.spec.ts failed again on CI', { checkout: 1, spec: 1 });
    expect(isRelevant(evidence(spec, stemSet('The checkout.spec e2e test is flaky'), stemSet('The checkout.spec e2e test is flaky.')), spec)).toBe(true);
    // said as a word of the request, it is what the request is about
    const said = gateFor('write a report of the orders per customer', { orders: 1 });
    expect(isRelevant(evidence(said, stemSet(memory[0]), stemSet(memory[1])), said)).toBe(true);
  });

  it('shows a memory that names the same folder in a path: "edit boot/startup.s" is about "ask Priya before touching anything in boot/"', () => {
    const memory: [string, string] = ['Priya owns the bootloader', 'Priya owns the bootloader, ask her before touching anything in boot/.'];
    const gate = gateFor('edit boot/startup.s to enable the FPU earlier', { boot: 1 });
    expect(gate.words.find((w) => w.word === 'boot')).toMatchObject({ inPath: true, inFolder: true });
    expect(isRelevant(evidence(gate, stemList(memory[0]), stemList(memory[1])), gate)).toBe(true);
    // a file's own name or extension is no folder: "payments_pb.ts" is not "payments/stripe", "views.py" not "tests/factories.py"
    const file = gateFor('fix the lint errors in src/gen/payments_pb.ts', { payments: 1 });
    expect(file.words.find((w) => w.word === 'payments')?.inFolder).toBeUndefined();
    expect(isRelevant(evidence(file, stemList('Webhook signing secrets'), stemList('Webhook signing secrets are kept in Vault under payments/stripe.')), file)).toBe(false);
    const extension = gateFor('split views.py into smaller modules', { py: 1 });
    expect(isRelevant(evidence(extension, stemList('Tests use factories'), stemList('Tests build objects with factory_boy factories in tests/factories.py.')), extension)).toBe(false);
  });

  it("reads a project's layout folders as no sign: \"app/models/order.rb\" is not about the memory of app/models/billing, \"app/models/billing/invoice.rb\" is", () => {
    const memory = ['Maya knows the billing code', 'Maya is the one who knows the billing code, ask her before changing anything in app/models/billing.'] as const;
    // (a stem in the prose and in a path is there both ways)
    expect(stemList(memory[1])).toContain(' bill ~bill ');
    const other = gateFor('fix the rubocop offenses in app/models/order.rb', { app: 1, models: 1 });
    const e = evidence(other, stemList(memory[0]), stemList(memory[1]));
    expect(e.matched).toEqual(['app', 'models']);
    expect(isRelevant(e, other)).toBe(false);
    const inside = gateFor('refactor the callbacks in app/models/billing/invoice.rb', { app: 1, models: 1, billing: 1 });
    expect(isRelevant(evidence(inside, stemList(memory[0]), stemList(memory[1])), inside)).toBe(true);
    // (without the memory's path, a folder of the request's is still no sign: the orders rule above)
    expect(isRelevant(evidence(inside, stemList(memory[0]), stemList('Maya is the one who knows the billing code.')), inside)).toBe(false);
  });

  it('weighs a word found through its family as much as the family word weighs here: "helm" found as "terraform" in a project full of terraform says little', () => {
    const withFamily = (df: number) => {
      const gate = gateFor('upgrade the chart with helm', { helm: 0 });
      gate.words.find((w) => w.word === 'helm')!.related = [{ word: 'terraform', stem: stemmer('terraform'), df }];
      return evidence(gate, stemSet('Terraform state'), stemSet('We keep the terraform state in S3.'));
    };
    expect(withFamily(1).matched).toEqual(['helm']);
    expect(withFamily(20).strength).toBeLessThan(withFamily(1).strength);
    expect(withFamily(20).rarest).toBeLessThan(withFamily(1).rarest);
  });

  it('never shows a memory for a word it has only inside a path or a snake_case name, alone: "split this file into two modules" is not about node_modules', () => {
    const body = 'When the build hangs on "resolving packages" just delete node_modules/.cache and rerun.';
    expect(stemList(body)).toContain(' ~modul ');
    expect(stemList(body)).toContain(' build ');
    const gate = gateFor('split this file into two modules', { modules: 1 });
    const e = evidence(gate, stemList('When the build hangs, delete the cache'), stemList(body));
    expect(e.matched).toEqual(['modules']);
    expect(isRelevant(e, gate)).toBe(false);
    // the word said plainly in the memory is what it is about
    const plain = evidence(gate, stemList('Modules'), stemList('Split big modules by feature, never by layer.'));
    expect(isRelevant(plain, gate)).toBe(true);
  });

  it('reads Chinese request words the same way: "这段代码有什么问题" is about no memory that says 问题', () => {
    oneWordIsNotEnough('这段代码有什么问题？', { 问题: 1, 代码: 1 }, ['线上问题先在飞书值班群说', '出线上问题先在飞书群里说一声。'], '问题');
    // 重命名 and 格式化 are renaming and formatting, whatever a memory of naming formats says with 命名 and 格式
    oneWordIsNotEnough('格式化一下这个文件', { 格式: 1 }, ['迁移脚本要放在 db/migration 下面', '迁移脚本要放在 db/migration 下面，用 Flyway 的命名格式。'], '格式');
    oneWordIsNotEnough('帮我把这个变量重命名一下', { 命名: 1, 重命: 0 }, ['迁移脚本要放在 db/migration 下面', '迁移脚本要放在 db/migration 下面，用 Flyway 的命名格式。'], '命名');
  });

  it('shows nothing for a short query of request words only', () => {
    const gate = gateFor('what does this function do?', { function: 1 });
    const e = evidence(gate, stemSet('Return Result types'), stemSet('Domain functions return Result values.'));
    expect(e.coverage).toBe(1);
    expect(isRelevant(e, gate)).toBe(false);
  });

  /** Whether the memory (name, body) is relevant to the query when `word` is in that many files. */
  const relevantWhen = (memory: readonly [string, string], query: string, word: string) => (files: number) => {
    const gate = gateFor(query, { [word]: files });
    return isRelevant(evidence(gate, stemSet(memory[0]), stemSet(memory[1])), gate);
  };

  it('a distinctive word in the body alone counts only when no other file has it', () => {
    const relevantWhenIn = relevantWhen(['Style with Tailwind', 'Do not add CSS modules.'], 'split this into two modules', 'modules');
    expect(relevantWhenIn(1)).toBe(true);
    expect(relevantWhenIn(2)).toBe(false);
  });

  it('one word shared, even in the name, counts only when at most two files have it', () => {
    const memory = ['Api latency dashboard', 'Latency of every endpoint is in Grafana.'] as const;
    const relevantWhenIn = relevantWhen(memory, 'install zod in the api package', 'api');
    expect(relevantWhenIn(2)).toBe(true);
    expect(relevantWhenIn(3)).toBe(false); // (passed before: 1.5× a word three files of 25 share)
    // two words shared are evidence together, however common each is
    const two = gateFor('the api latency is up', { api: 4, latency: 4 });
    expect(isRelevant(evidence(two, stemSet(memory[0]), stemSet(memory[1])), two)).toBe(true);
  });
});

describe('lexical pick', () => {
  const c = (file: string, strength: number) => ({ file, evidence: { coverage: 0.5, strength, matched: [], specific: true, inCode: 0, rarest: 0 } });
  it('keeps bm25 order and the limit, and drops what is far weaker than the best', () => {
    const picked = lexicalPick([c('a', 7), c('b', 16), c('c', 16 * NEAR_BEST), c('d', 16 * NEAR_BEST - 0.01), c('e', 9)], 3);
    expect(picked.map((p) => p.file)).toEqual(['a', 'b', 'c']);
    expect(lexicalPick([c('a', 5), c('b', 16), c('d', 1), c('e', 9)], 5).map((p) => p.file)).toEqual(['b', 'e']);
    expect(lexicalPick([], 5)).toEqual([]);
    // a retired memory that names the thing more often does not push out the one that replaced it
    const retired = { file: 'pnpm', description: '(superseded 2026-11-30) We use pnpm', evidence: { coverage: 1, strength: 20, matched: [], specific: true, inCode: 0, rarest: 0 } };
    expect(lexicalPick([retired, c('bun', 7)], 5).map((p) => p.file)).toEqual(['pnpm', 'bun']);
  });

  it('takes a rule for every one of a kind as about a query that names the kind — a word of any request only when the query makes one', () => {
    const every = (query: string, description: string) => forEveryOneOf(description, searchWords(query), whatIsAsked(query));
    expect(every('add a withdrawAll function', 'All external functions that move funds need the nonReentrant modifier.')).toBe(true);
    expect(every('加一个新的数据接口', '所有接口都要写 pydantic 的 response_model。')).toBe(true);
    expect(every('create a staging model for the contacts table', 'Every new model needs a unique test on its key.')).toBe(true);
    // (a question about one, a word of any request not made new, a new one's rule for a change, a fact of where they live)
    expect(every('what does this function return?', 'All external functions that move funds need the nonReentrant modifier.')).toBe(false);
    expect(every('add a docstring to this function', 'Every function needs a try/except around its body.')).toBe(false);
    expect(every('change the orders model to a table', 'Every new model needs a unique test on its key.')).toBe(false);
    expect(every('tweak the planner prompt', 'All prompts live in prompts/.')).toBe(false);
    expect(every('接口文档在哪里看？', '所有接口都要写 pydantic 的 response_model。')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { eachKeptOnce, keptAfter, noneKept } from '../helpers/replies.js';

const kept = keptAfter;

describe("a reply that sets the agent's act right", () => {
  it("keeps an order that sets the agent's act right with why that lasts; not with why of this moment, nor without an act to set right", () => {
    expect(kept('I put the file reading in the frontend with the fs plugin.', 'move it to a rust command, we keep the fs plugin disabled for security')).toEqual([
      ['feedback', 'On "put the file reading in the frontend with the fs plugin": move it to a rust command, we keep the fs plugin disabled for security.'],
    ]);
    eachKeptOnce([
      ["I'll use @panic for the invalid input.", 'return an error, panics are for bugs only'],
      ['I used std.heap.page_allocator for the parser.', 'pass the allocator in, every function that allocates takes one as its first argument'],
      ["I'll write the state in a global mutable static.", "use tauri's managed state with a Mutex, that's how the other commands do it"],
      ["I'll call the API directly.", 'go through the client wrapper, it handles auth and retries'],
      ['I made the column nullable.', 'keep it not null, the reports break on nulls'],
      ["I'll write the test in Jest.", 'write it in vitest, the project moved off jest last year'],
    ]);
    noneKept([
      ["I've added the button to the header.", 'move it to the footer, the header is too crowded'],
      ['I used a for loop here.', 'use map, the rest of this file uses map'],
      ["I've set the timeout to 10 seconds.", 'use 30, the upstream is slow today'],
      ["I'll use the staging key.", 'use the test key, the staging key is rate limited right now'],
      ['I put the constants in utils.ts.', 'move them to constants.ts, the file is right there'],
      ["I'll add a migration for the new column.", 'keep it in the same migration, the PR is still open'],
      ['I added a helper.', 'use the helper, we never do that'],
      ['Done.', 'keep it client-side, the data is small'], // (no act of the agent's to set right: the work at hand's)
    ]);
  });

  it('keeps such an order answering what the agent asked, its "it" or "they" what the order named, or a tool holding every change', () => {
    eachKeptOnce([
      ['Should the commands return String errors?', 'return our AppError type, it serializes for the frontend'],
      ['Want me to add a new VSAM file?', 'ask the storage team first, they allocate all datasets'],
      ['Should I fix the warnings?', 'fix them, the linter enforces zero warnings in CI'],
      ['I left the byte-compile warnings in.', 'fix them, melpa rejects packages with byte-compile warnings'],
      ['I ran makemigrations and it made two files.', 'merge them into one, we keep one migration per PR'],
      ['I used a count for the subnets.', 'use for_each, count reshuffles everything when you remove one'],
      ['I put the validation in the React form only.', 'validate on the server too, the mobile app posts to the same endpoint without our form'],
      ['I\'ve used SELECT * in the view.', 'list the columns, SELECT * breaks the view when someone adds a column'],
      ['I set the reference genome path to my home dir.', 'use the one in /shared/refs, everyone uses that copy'],
    ]);
    noneKept([
      ['What should I call it?', 'call it handler2, the name is temporary'],
      ['Which port should I use?', 'use 8080, the other one is taken right now'],
      ['Should I ask someone about the schema?', 'ask Priya, they know it best'],
      ['Should I rerun it?', 'run it again, the test is flaky'],
      ['Should I push?', 'push it, the reviewers are waiting'],
      ['I used the old endpoint.', 'use the new one, nobody maintains that'],
      ['I used the short names.', 'spell out the names, nobody reads them today'],
      ['I used the sync client.', 'use the async one, sync blocks the loop today'],
    ]);
  });

  it('keeps an offer bounded to a case with why it lasts, and an order whose why names the other kind ("absolute ones")', () => {
    expect(kept('Want me to add screenshots?', "only if they're from the latest release, outdated screenshots are worse than none")).toEqual([
      ['feedback', "Add screenshots only if they're from the latest release: outdated screenshots are worse than none."],
    ]);
    expect(kept('I used absolute URLs for the internal links.', 'use relative file links, absolute ones break the versioned docs')).toHaveLength(1);
    expect(kept('I made the function async.', "make it sync, the caller can't await")).toHaveLength(1);
    noneKept([
      ['Want me to add screenshots?', 'only if you have time, the docs are fine as they are'],
      ['Want me to add a test?', 'only for the parser, the rest is going away'],
      ['I used the old icons.', 'use the new ones, the old ones are gone'],
      ['I made the button blue.', 'make it green, it looks better'],
    ]);
  });

  it('keeps an order whose why is the lesson the other way taught, or what the team gets from it; in Chinese, the tool to use and what the project left', () => {
    eachKeptOnce([
      ["I'll tune the hyperparameters with a grid search.", 'use optuna, grid search blew the compute budget last time'],
      ['I used the img tag for the hero image.', 'use next/image, we get the resizing from the CDN for free'],
      ['要不要把用户信息存到 vuex？', '存 pinia，我们已经不用 vuex 了'],
    ]);
    noneKept([
      ["I'll use the big instance.", 'use the small one, the big one blew the budget last time'],
      ['I used the old api.', 'use the new one, we get faster responses today'],
      ['要不要用 axios？', '用 fetch，这个接口今天挂了'],
    ]);
  });

  it("keeps the way the project goes said against the agent's act: a tool its words do not name, a part that already does it, a can't with why that lasts", () => {
    eachKeptOnce([
      ['I used moment for the date math.', 'we use date-fns, moment is 70k gzipped'],
      ['I formatted the file with black.', 'we use ruff format, black and ruff disagree on a few things'],
      ["I'll print the progress bar to stdout.", 'stderr, stdout is for the data so people can pipe it'],
      ["I've added a retry loop around the webhook call.", 'the queue already retries with backoff, a second retry layer just doubles the traffic'],
      ["I'll bump the Python version to 3.13.", "we can't, the Lambda runtime is 3.12 and the layers are built for it"],
    ]);
    noneKept([
      ['I used moment for the date math.', "we use moment, it's fine"],
      ['I added lodash for the debounce.', 'we use our own debounce in utils, today anyway'],
      ["I'll print the progress bar to stdout.", 'thanks, stdout is fine'],
      ['I used the blue theme.', 'red, blue is taken today'],
      ["I've added a retry loop around the webhook call.", 'the test already fails without it'],
      ["I've added the index.", 'the migration already has it, check again'],
      ["I'll bump the Python version to 3.13.", "we can't, the CI is down today"],
    ]);
  });

  it('reads a short order or refusal with its why in the next sentence, kept as both; not a why of this moment', () => {
    expect(kept('I used a UUID v4 for the order ids.', 'use ULIDs. they sort by time and the warehouse system expects that')).toEqual([
      ['feedback', 'Use ULIDs, they sort by time and the warehouse system expects that.'],
    ]);
    expect(kept('I set the log level to debug in prod.', 'Never. It logs request bodies at debug and those have card data.')).toEqual([
      ['feedback', "Don't set the log level to debug in prod: it logs request bodies at debug and those have card data."],
    ]);
    expect(kept("I'll restart the worker.", "Don't. It drops the in-flight jobs.")).toHaveLength(1);
    noneKept([
      ['I used the old icons.', 'use the new ones. they look better today'],
      ['I set the log level to debug in prod.', 'Never mind. It is fine for now.'],
      ["I've deleted the temp file.", 'Put it back. I need it right now.'],
      ["I'll restart the worker.", 'No. The deploy is running.'],
    ]);
  });

  it("reads a pick set off by a dash, its why what a kind comes to; not a pick whose why is the agent's to choose", () => {
    expect(kept('Should I write the script in bash or Python?', 'python — bash scripts over 20 lines become unmaintainable here')).toEqual([
      ['feedback', 'Should I write the script in bash or Python? Python — bash scripts over 20 lines become unmaintainable here.'],
    ]);
    noneKept([
      ['Should I write it in Go or Rust?', 'rust — we like it'],
      ['Should I write it in Go or Rust?', 'go - whatever is faster for you'],
      ['Which one should I use?', 'the first — it looks cleaner'],
    ]);
  });

  it('reads an order set against what the agent is doing, its why what a kind comes to or what the place lacks', () => {
    expect(kept("I'm using float for the prices.", 'use Decimal, floats round wrong on money')).toEqual([['feedback', 'Use Decimal, floats round wrong on money.']]);
    expect(kept("I'll write the test with a real HTTP call.", 'mock it with msw, CI has no network')).toEqual([['feedback', 'On "write the test with a real HTTP call": mock it with msw, CI has no network.']]);
    noneKept([
      ["I'm looking at the logs.", 'use Decimal, floats round wrong on money'],
      ["I'll write the test with a real HTTP call.", "mock it, I'm offline today"],
    ]);
  });

  it("reads the rule after a yes to the agent's plan or way, after a \"good call\", a pick with \"please\", and a why that names a kind of trouble as what a thing is for", () => {
    eachKeptOnce([
      ["Here's my plan: 1) add the column, 2) backfill, 3) add the NOT NULL constraint. Sound good?", 'yes but do the backfill in a separate deploy, we never mix schema and data changes in one release'],
      ["I'll start by writing the integration test, then implement.", "good, that's how we like it — test first, always"],
      ["I'll put the feature behind a flag.", 'good call, all risky changes go behind flags'],
      ["I'll write the helper in JavaScript.", 'TypeScript please, the whole repo is strict TS'],
      ["I've updated the lockfile with npm install.", 'we use yarn here, you just created a package-lock.json — delete it'],
      ['Should the API return 404 or 200 with an empty list?', 'empty list, 404 is for missing resources only'],
    ]);
    noneKept([
      ["Here's my plan: add the column, then backfill. Sound good?", 'yes but fix the test first'],
      ["Here's my plan: add the column, then backfill. Sound good?", 'yes but not this time'],
      ["I'll start by writing the integration test, then implement.", "that's how we like it — thanks"],
      ["I've updated the lockfile with npm install.", "it's fine, you just added a test"],
      ["I'll put the feature behind a flag.", 'good call, this one goes behind a flag'],
      ["I'll write the helper in JavaScript.", "TypeScript please, it's quicker for me"],
      ['Should the API return 404 or 200 with an empty list?', '404, the list is missing today'],
    ]);
  });

  it('reads an order after a thanks whose why is that CI holds every change to it, and an order with a standing why before the redo of this work', () => {
    expect(kept('Done. I ran `go fmt` and `go vet` before committing.', 'great, also run golangci-lint, CI runs it')).toHaveLength(1);
    expect(kept("I've regenerated the fixtures with `npm run fixtures`. All tests pass now.", "don't regenerate fixtures, they're hand-written and reviewed; fix the test instead")).toEqual([
      ['feedback', "Don't regenerate fixtures, they're hand-written and reviewed."],
    ]);
    noneKept([
      ['Done. I ran `go fmt` and `go vet` before committing.', 'great, also run the tests'],
      ["I've edited the shared helper.", "don't change it, it's shared; fix the test instead"],
      ["I've regenerated the fixtures.", "don't regenerate fixtures today, they're being reviewed; fix the test instead"],
    ]);
  });

  it("keeps nothing of chat: a name said after a nod is no pick, \"wow\" is no pick, and what a friend is doing is no act of the agent's", () => {
    noneKept([
      ["Woah, Maria, that sounds cool! I'm doing kickboxing and it's giving me so much energy.", 'Cool, John. Kickboxing is a perfect way to stay in shape and de-stress.'],
      ["I'm now mentoring the younger players on my team. It's super rewarding.", 'Wow! Mentoring must be so rewarding.'],
      ["I've been reading her stuff for a long time. There's something special about her writing.", 'Wow, some authors really have such an influence on us!'],
      ["I've been playing all kinds of new games and it's been a great way to relax after work.", 'Cool, James! Gaming is great for chilling out.'],
    ]);
  });

  it('reads a pick between two things made for good by "always", a yes with the place it goes and why, and an upgrade the agent asks about held back; not a bare pick, nor a wait of the moment', () => {
    expect(kept('Do you want me to write this in TypeScript or JavaScript?', 'TypeScript, always, strict mode')).toEqual([['feedback', 'Always TypeScript, not JavaScript, strict mode.']]);
    expect(kept('Should I use Postgres or MySQL for the new service?', 'Postgres, always')).toEqual([['feedback', 'Always Postgres, not MySQL.']]);
    expect(kept('Should the script print progress?', 'yes, to stderr, stdout is for the JSON output')).toEqual([['feedback', 'The script should print progress to stderr: stdout is for the JSON output.']]);
    // (the agent's message ending on a newline, as a message often does, asks the same question)
    expect(kept('Should the script print progress?\n', 'yes, to stderr, stdout is for the JSON output')).toEqual([['feedback', 'The script should print progress to stderr: stdout is for the JSON output.']]);
    expect(kept('Shall I bump the Node version in the Dockerfile to 22?', 'not yet, the lambda runtime is still on 20')).toEqual([
      ['feedback', "Don't bump the Node version in the Dockerfile to 22 yet: the lambda runtime is still on 20."],
    ]);
    eachKeptOnce([
      ['Can I upgrade the Python version in CI to 3.13?', "not yet, the data team's runners are still on 3.11"],
      ['Should I add an index on orders.customer_id?', 'yes, and in general every foreign key gets an index here'],
      ["I'll add a try/except around the whole handler.", 'catch specific exceptions only, a bare except hides bugs'],
    ]);
    noneKept([
      ['Should I use Postgres or MySQL for the new service?', 'Postgres'],
      ['Should I use Postgres or MySQL for the new service?', 'Postgres for now'],
      ['Should the CLI write logs?', 'yes, to a file'],
      ['Shall I bump numpy to 2.0?', 'not yet, let me finish this first'],
    ]);
  });

  it('reads "that\'s exactly where they belong" as the way the agent worked, and a yes with how this time before the team\'s way', () => {
    expect(kept("I've added the retry at the HTTP client level.", "perfect, that's exactly where retries belong")).toEqual([['feedback', 'Add the retry at the HTTP client level.']]);
    expect(kept('Should I make the batch size configurable?', 'yes, via env var, we configure everything through env in this service')).toEqual([
      ['feedback', 'We configure everything through env in this service.'],
    ]);
    noneKept([['Should I make the batch size configurable?', 'yes, via env var']]);
  });

  it('reads a pick other than the one the agent asked about, with why that lasts, as the act set right; not a pick for the user\'s ease', () => {
    expect(kept('Shall I write the docs in Markdown?', 'MDX, the docs site renders components')).toEqual([['feedback', 'Write the docs in MDX, not Markdown: the docs site renders components.']]);
    expect(kept('Shall I write the config in JSON?', 'YAML, the ops tooling only reads YAML')).toEqual([['feedback', 'Write the config in YAML, not JSON: the ops tooling only reads YAML.']]);
    noneKept([
      ['Shall I write the config in JSON?', "YAML, it's easier for me"],
      ['Should I log to stdout?', 'stderr, thanks'],
    ]);
  });

  it('reads one of two the agent offered with why that lasts, an API version in the path as a name, an order with the harm or the cost of the other way, and a tool kept out with what is used instead; not a pick for the user\'s ease, nor a bare version', () => {
    expect(kept('Should I write the migration with raw SQL or Knex?', 'knex, always, the DBAs review the generated SQL from it')).toEqual([
      ['feedback', 'Always write the migration with Knex, not raw SQL: the DBAs review the generated SQL from it.'],
    ]);
    expect(kept('Should I write the migration with raw SQL or Knex?', 'knex, always')).toEqual([['feedback', 'Always knex, not raw SQL.']]);
    expect(kept('Should the new endpoint be under /api/v1?', 'v2, v1 is frozen, nothing new goes there')).toEqual([
      ['feedback', 'The new endpoint should be under /api/v2, not v1: v1 is frozen, nothing new goes there.'],
    ]);
    eachKeptOnce([
      ["I'll flash the board with the ST-Link now.", 'flash it with the J-Link, the ST-Link clone bricks the board'],
      ['I ran dbt build on the whole project in the CI job.', 'run dbt build --select state:modified+ in CI, not the full project, it takes 40 minutes otherwise'],
      ['I used moment for the dates.', 'no moment, we use date-fns'],
      ['I used `any` for the response type.', 'no any, generate the types from the OpenAPI spec with `npm run gen:api`'],
      ['I used `any` for the response type.', 'no any here, generate the types from the OpenAPI spec'],
      ["I'll store the uploaded files on local disk.", 'uploads go to S3, the pods have ephemeral disks'],
      ['I added an index on every column of the events table.', 'drop them, that table is write-heavy, every index slows ingestion'],
      ['Want me to add integration tests for the exporter?', 'sure, but mark them @slow so CI runs them only nightly'],
    ]);
    expect(kept('Should I make the column a float?', 'numeric(12,2), floats drift on money')).toEqual([['feedback', 'Make the column a numeric(12,2), not float: floats drift on money.']]);
    noneKept([
      ['Should I write the migration with raw SQL or Knex?', 'raw SQL for this one'],
      ['Should I write the migration with raw SQL or Knex?', "knex, it's quicker for me"],
      ['Should the new endpoint be under /api/v1?', 'v2'],
      ['Should the new endpoint be under /api/v1?', "v2, it's a new endpoint"],
      ["I'll run the full dbt build.", 'run it, it takes a while'],
      ['I added the indexes.', 'drop them, the build is broken, every test fails now'],
      ['Should I make the column a float?', "numeric(12,2), it's easier for me"],
      ['Want me to add integration tests for the exporter?', 'sure, but keep them short'],
    ]);
  });

  it('reads the value the agent asked how to do the work by, with why that lasts; not a value of the moment', () => {
    eachKeptOnce([
      ['Which Node version should I target?', '20, the lambdas run on nodejs20.x'],
      ['Where should I put the new script?', 'scripts/, everything runnable lives there with a shebang'],
      ['Which branch should I base this on?', 'develop, main is only for releases'],
    ]);
    noneKept([
      ['Which Node version should I target?', 'latest is fine'],
      ['Where should I put the new script?', 'anywhere for now'],
      ['Which branch should I base this on?', 'main for this one'],
      ['Which file should I edit?', "utils.ts, it's the one open in my editor"],
    ]);
  });

  it('reads an order with a why that names a model fine-tuned, a check in two words, a cost "anyway", a team habit of where a run starts, and a gateway\'s cutoff; not a nod', () => {
    eachKeptOnce([
      ["I've switched the model to gpt-4o for the classifier.", 'switch it back, the classifier is fine-tuned on our labels and only exists on the old model'],
      ['I used localStorage for the auth token.', 'move it to an httpOnly cookie, security review flags localStorage tokens every time'],
      ['I trained with a learning rate of 1e-3.', 'we always start at 3e-4 for this architecture, 1e-3 diverges'],
      ['I made the Lambda timeout 15 minutes.', 'API Gateway gives up at 29 seconds, anything longer has to go through the queue'],
    ]);
    expect(kept('I set max_tokens to 4096 for the summarizer.', '1024 is plenty, we pay per output token and summaries are capped at 200 words anyway')).toEqual([
      ['feedback', 'Set max_tokens to 1024 for the summarizer: we pay per output token and summaries are capped at 200 words anyway.'],
    ]);
    noneKept([
      ['I set max_tokens to 4096 for the summarizer.', 'ok'],
      ['I made the Lambda timeout 15 minutes.', 'fine for now'],
      ['I set max_tokens to 4096 for the summarizer.', "1024 is plenty, it's just a test"],
    ]);
  });

  it('reads, for those who build agents, an act refused by "no" and its name, a pick of two with how it is set up and what the other does wrong; not "no" with why of the moment', () => {
    expect(kept('I gave the agent a shell tool.', 'no shell tool, we expose only the typed tools in tools/, the shell one got us a deleted bucket once')).toEqual([
      ['feedback', "Don't give the agent a shell tool: we expose only the typed tools in tools/, the shell one got us a deleted bucket once."],
    ]);
    expect(kept('Should the eval use exact match or an LLM judge?', 'LLM judge with the rubric in evals/rubric.md, exact match misses paraphrases')).toEqual([
      ['feedback', 'The eval should use LLM judge with the rubric in evals/rubric.md, not exact match: exact match misses paraphrases.'],
    ]);
    eachKeptOnce([
      ['I put the current date into the system prompt.', 'take it out, the system prompt is cached and a date in it busts the cache every day, put it in the first user message'],
      ['I raised the retry count on 529s to 10.', '3 is enough, the SDK already backs off and more retries just pile up during an overload'],
      ['I added a cron job for cleanup.', "no cron, the queue has a scheduler and crons don't run on preview environments"],
    ]);
    noneKept([
      ['Should the eval use exact match or an LLM judge?', 'exact match for now'],
      ['Should the eval use exact match or an LLM judge?', 'LLM judge, exact match misses paraphrases today'],
      ['I added a retry loop.', "no retry loop, it's fine for now"],
      ['I used a global variable.', 'no global, it breaks when I run it twice today'],
      ["I'll add a README.", 'no worries, we use the wiki'],
    ]);
  });

  it('reads, in Chinese, the value the agent asked for with why that lasts; not a value for now, nor the user\'s own setup', () => {
    eachKeptOnce([
      ['Node 要用哪个版本？', '20，Lambda 跑的是 nodejs20.x'],
      ['新脚本放哪？', '放 scripts/，能直接运行的都放那，带 shebang'],
      ['本地 API 跑在哪个端口？', '8080，前端代理写死了这个端口'],
      ['这个该找谁 review？', 'billing/ 下面的都找 Maria，她负责那块'],
      ['用什么测试框架？', 'vitest，jest 跟 ESM 配合不好'],
    ]);
    noneKept([
      ['Node 要用哪个版本？', '20，先用着'],
      ['这个该找谁 review？', 'Maria，她今天在'],
      ['本地 API 跑在哪个端口？', '8080，我这边是这个'],
      ['新脚本放哪？', 'scripts/，你看着办'],
    ]);
  });

  it("reads, on a frontend, a kind refused by \"no\" in the plural of the agent's one with what they do, a pick of where with what the things asked of are or do, an extension set right by what the rest already is, and a kind kept out of a bundle; not with why of the moment", () => {
    expect(kept('Want me to add a snapshot test for this component?', 'no snapshot tests, they rot')).toEqual([['feedback', "Don't add a snapshot test for this component: they rot."]]);
    expect(kept('Should the images go in public/ or be imported?', 'imported, so they get hashed and cached forever by the CDN')).toEqual([
      ['feedback', 'The images should be imported, not go in public/: they get hashed and cached forever by the CDN.'],
    ]);
    expect(kept('Should the fonts go in public/ or be imported?', "public/, they're huge and the bundler chokes on them")).toEqual([
      ['feedback', "The fonts should go in public/, not be imported: they're huge and the bundler chokes on them."],
    ]);
    expect(kept('I named the file UserCard.jsx.', '.tsx, we have no JS files left and the linter will fail on new ones')).toEqual([
      ['feedback', 'Use .tsx, not .jsx: we have no JS files left and the linter will fail on new ones.'],
    ]);
    eachKeptOnce([
      ['I imported lodash for the debounce.', "we don't pull lodash into the client bundle, there's a debounce in utils/"],
      ['Want me to add an e2e test for the checkout?', 'no e2e tests, they flake on CI and nobody fixes them'],
      ['I saved the config as settings.yml.', '.toml, every other config in the repo is toml'],
    ]);
    noneKept([
      ['Want me to add a snapshot test for this component?', 'no snapshot test today, the deadline is tight'],
      ['Want me to add a snapshot test for this component?', 'no, they rot'],
      ['Should the images go in public/ or be imported?', "imported, so it's done faster"],
      ['I named the file UserCard.jsx.', ".tsx, I'd rather it be typed this time"],
    ]);
  });

  it('reads, in Chinese, the thing the agent\'s act named set right with why that lasts, one of two picked with the question kept, a rule of five characters before its why, and a library kept out of a part; not with why of the moment, nor an order on "it"', () => {
    expect(kept('我把 SELECT * 留在模型里了。', '改成列名，上游一加列快照就坏')).toEqual([['feedback', 'SELECT * 改成列名，上游一加列快照就坏。']]);
    expect(kept('我把文件命名成 UserCard.jsx 了。', '用 .tsx，仓库里已经没有 JS 文件了，lint 会拦新的')).toEqual([['feedback', '文件用 .tsx，仓库里已经没有 JS 文件了，lint 会拦新的。']]);
    expect(kept('图片放 public/ 还是 import 进来？', 'import，这样会带哈希，CDN 可以永久缓存')).toEqual([['feedback', '图片放 public/ 还是 import 进来：import，这样会带哈希，CDN 可以永久缓存。']]);
    eachKeptOnce([
      ['我给 DAG 加了一个每小时跑的任务。', '别每小时跑，仓库按调用计费，一天一次就够了'],
      ['我引入了 lodash 来做 debounce。', '客户端包里不引 lodash，utils/ 里有 debounce'],
      ['我把日志写到 stdout 了。', '改成 stderr，stdout 要留给 JSON 输出，下游靠它解析'],
      ['我把超时设成 5 秒了。', '改成 30 秒，上游的 p99 一直在 20 秒左右'],
    ]);
    noneKept([
      ['我把超时设成 5 秒了。', '改成 30 秒，今天上游慢'],
      ['我把它放在 utils 里了。', '改成放 lib，lib 是公共的'],
      ['我把按钮改成红色了。', '改成蓝色，我觉得好看'],
      ['图片放 public/ 还是 import 进来？', '随便，今天快点就行'],
      ['我把文件命名成 UserCard.jsx 了。', '回头再改名吧'],
    ]);
  });

  it('reads, in Chinese, how the work should be done ("税怎么取整？") and a no with what instead after "…可以吗？", kept with the question; not an answer of the moment', () => {
    expect(kept('税怎么取整？', '银行家舍入，财务导出就是按这个算的')).toEqual([['feedback', '税怎么取整：银行家舍入，财务导出就是按这个算的。']]);
    expect(kept('幂等键用订单号可以吗？', '不行，每次尝试生成一个 UUID，部分退款后同一个订单可能被扣多次')).toEqual([['feedback', '幂等键用订单号可以吗：不行，每次尝试生成一个 UUID，部分退款后同一个订单可能被扣多次。']]);
    eachKeptOnce([
      ['缓存一小时可以吗？', '不行，改成一天，价格每天晚上才变一次'],
      ['日志怎么打？', '用 structlog，输出 JSON，日志平台按字段解析'],
    ]);
    noneKept([
      ['幂等键用订单号可以吗？', '不行，先用随机的，我还没想好'],
      ['幂等键用订单号可以吗？', '不行，等我问问财务，今天先别动'],
      ['税怎么取整？', '四舍五入，这次先这样'],
      ['税怎么取整？', '这张发票先向上取整，客户投诉了'],
    ]);
  });

  it('reads, in Chinese, what the agent used set right with why ("我用了 X。" — "固定到 …", "改用 …"), named by the thing it used; not with why of the moment', () => {
    expect(kept('我用了 latest 标签。', '固定到 digest，latest 之前两次拉到坏的构建')).toEqual([['feedback', 'latest 标签固定到 digest，latest 之前两次拉到坏的构建。']]);
    expect(kept('我用了 moment 处理日期。', '改用 dayjs，moment 太大了，打包体积我们卡得很严')).toEqual([['feedback', 'moment 改用 dayjs，moment 太大了，打包体积我们卡得很严。']]);
    expect(kept('我用了本地缓存。', '改用 Redis，我们有三个实例，本地缓存会不一致')).toEqual([['feedback', '本地缓存改用 Redis，我们有三个实例，本地缓存会不一致。']]);
    noneKept([
      ['我用了 latest 标签。', '固定到 digest 吧，这次先这样'],
      ['我用了 latest 标签。', '固定到 1.4.2，今天先别升级'],
      ['我用了 moment 处理日期。', '改用 dayjs 试试'],
      ['我用了本地缓存。', '改用 Redis，我现在在测'],
    ]);
  });

  it('reads infrastructure answers to the agent\'s open questions — a value picked for a part, kept with the question that says what it is, why in the last clause, a version held because the next is not certified or out "yet", what a kind costs, who outside the team requires it; not a pick with why of the moment', () => {
    expect(kept('Which Postgres version should the new cluster run?', "15, the extensions we depend on aren't certified on 16 yet")).toEqual([
      ['feedback', "Which Postgres version should the new cluster run? 15, the extensions we depend on aren't certified on 16 yet."],
    ]);
    expect(kept('Should I use a NAT gateway for the private subnets?', 'no, use the VPC endpoints, NAT traffic costs us a fortune')).toEqual([
      ['feedback', "Don't use a NAT gateway for the private subnets: use the VPC endpoints, NAT traffic costs us a fortune."],
    ]);
    eachKeptOnce([
      ['What instance type should the workers use?', "c6g, we're all on Graviton, the x86 images aren't built anymore"],
      ['How should I name the new queue?', '<team>-<service>-<purpose>, like billing-invoices-retry, the dashboards group by that prefix'],
      ['Should the secrets go in the task definition or in Secrets Manager?', 'Secrets Manager, task definitions end up in plain text in the console'],
      ['What retention should the logs have?', "30 days in CloudWatch, then they're exported to S3 Glacier for a year, compliance asks for that"],
      ['Which Postgres version should the new cluster run?', "15, 16 isn't out on RDS in our region yet"],
    ]);
    noneKept([
      ['Which Postgres version should the new cluster run?', "15, I haven't tried 16 yet"],
      ['What instance type should the workers use?', "c6g, they're cheaper this month"],
      ['Should I use a NAT gateway for the private subnets?', 'no, NAT traffic costs us a fortune this month because of the migration'],
      ['How should I name the new queue?', 'billing-retry, I like it'],
      ['Should I build the x86 image too?', "no, it doesn't work anymore"],
      ['Which region should I deploy the new service to?', 'eu-west-1 for now'],
    ]);
  });

  it('reads, in Chinese, a value picked for the agent\'s open question kept with the question (how long too), and who outside the team requires it as why; not a pick for now', () => {
    expect(kept('日志保留多久？', '30 天，合规要求的')).toEqual([['feedback', '日志保留多久：30 天，合规要求的。']]);
    expect(kept('Postgres 用哪个版本？', '15，我们依赖的插件还没在 16 上认证')).toEqual([['feedback', 'Postgres 用哪个版本：15，我们依赖的插件还没在 16 上认证。']]);
    eachKeptOnce([
      ['Worker 用什么机型？', 'c6g，我们全部迁到 Graviton 了，x86 镜像已经不再构建'],
      ['日志保留多久？', '90 天，法务要求的'],
    ]);
    noneKept([
      ['日志保留多久？', '30 天，今天先这样'],
      ['日志保留多久？', '七天吧，演示用'],
      ['Postgres 用哪个版本？', '15，16 我还没试'],
      ['Worker 用什么机型？', 'c6g，这周便宜'],
    ]);
  });

  it('reads refusals on security with why that lasts — what a kind carries, a hash too fast to be one, the way the team goes instead by its file and its review; not "it carries nothing useful", nor a size of the moment', () => {
    expect(kept("I'll turn off the WAF rule that blocks the request.", "don't, add an exception for that path in waf/exceptions.tf and get security to review it")).toEqual([
      ['feedback', "Don't turn off the WAF rule that blocks the request: add an exception for that path in waf/exceptions.tf and get security to review it."],
    ]);
    eachKeptOnce([
      ["I'll log the full request body to debug the webhook.", "don't, request bodies carry card data and our logs ship to a third party"],
      ["I'll store the user's password hash with SHA-256.", 'use argon2id via the auth package, SHA-256 is too fast to be a password hash'],
      ["I'll print the session token to debug the login.", 'no, session tokens carry auth for the whole account and logs are kept 90 days'],
    ]);
    noneKept([
      ["I'll log the full request body to debug the webhook.", "don't, the file is too big to read"],
      ["I'll store the hash with SHA-256.", 'use bcrypt, SHA-256 is too fast for this today'],
      ["I'll turn off the WAF rule that blocks the request.", "don't, add it to my list and I'll look tomorrow"],
      ["I'll print the session token to debug the login.", 'no, it carries nothing useful'],
    ]);
  });

  it('reads, for those who evaluate models, a yes with where in a few words, the team\'s way with what would happen otherwise, a tool that gets a count wrong, what doing it again costs; not a yes for the day, nor "we should … today, otherwise"', () => {
    expect(kept('Should I cache the embeddings?', 'yes, in the vector table, recomputing them costs about $40 a run')).toEqual([
      ['feedback', 'Cache the embeddings in the vector table: recomputing them costs about $40 a run.'],
    ]);
    expect(kept('Which tokenizer should I use for counting?', "the model's own, tiktoken undercounts Claude by 10-20%")).toEqual([
      ['feedback', "Which tokenizer should I use for counting? The model's own, tiktoken undercounts Claude by 10-20%."],
    ]);
    eachKeptOnce([
      ['I used GPT-4o as the judge.', 'we judge with a different model family than the one under test, otherwise it grades itself generously'],
      ['I used GPT-4o as the judge.', 'we pin the judge model by snapshot name, otherwise scores drift between runs'],
      ['Should I rerun the full eval?', 'no, rerunning it costs about $40 a run and the diff is one prompt'],
    ]);
    noneKept([
      ['Should I cache the embeddings?', "yes, in the vector table, it's quicker for today's demo"],
      ['I used GPT-4o as the judge.', 'we should use another model today, otherwise the demo looks rigged'],
      ['Which tokenizer should I use for counting?', 'the model\'s own, tiktoken was off by a lot yesterday'],
      ['Which tokenizer should I use for counting?', "any, it's just a rough estimate today"],
    ]);
  });

  it('reads a cluster team\'s corrections: the one value of the act set to another with why, the pick of two for a thing, a path picked over the one the question ends on, a lesson "on us twice", where a kind of job goes; not a value of the moment, nor a why of one day', () => {
    expect(kept('I set the memory limit on the worker deployment to 512Mi.', '1Gi, it loads the whole tokenizer model at startup and gets OOMKilled below that')).toEqual([
      ['feedback', 'Set the memory limit on the worker deployment to 1Gi: it loads the whole tokenizer model at startup and gets OOMKilled below that.'],
    ]);
    expect(kept('I set replicas to 1 for the staging ingress controller.', 'keep it at 2 even on staging, a single replica drops traffic on every node drain')).toEqual([
      ['feedback', 'Set replicas to 2 for the staging ingress controller: a single replica drops traffic on every node drain.'],
    ]);
    expect(kept('Should I use a Deployment or a StatefulSet for the indexer?', 'StatefulSet, it needs a stable volume per replica')).toEqual([
      ['feedback', 'Use StatefulSet for the indexer, not Deployment: it needs a stable volume per replica.'],
    ]);
    expect(kept('Should the liveness probe hit /health?', 'no, /livez, /health checks the database and a DB blip would restart every pod')).toEqual([
      ['feedback', 'The liveness probe should hit /livez, not /health: /health checks the database and a DB blip would restart every pod.'],
    ]);
    eachKeptOnce([
      ['I used the latest tag for the sidecar image.', 'pin it to a digest, latest pulled a broken build on us twice'],
      ['I used the latest tag for the base image.', 'pin it, latest broke the build on us twice'],
      ['I put the CronJob in the default namespace.', 'batch jobs go in the jobs namespace, it has its own resource quota'],
    ]);
    noneKept([
      ['I set replicas to 3 for the api.', 'make it 5, we have a launch tomorrow'],
      ['I set the pool size to 10.', '20, it\'s faster'],
      ['I set the max retries to 5 and the timeout to 10s.', '3, it\'s too noisy'],
      ['Should I use a Deployment or a StatefulSet for the indexer?', 'Deployment, it\'s simpler for now'],
      ['Should the readiness probe hit /ready?', 'no, /healthz, /ready is broken right now'],
      ['I used the latest tag for the base image.', 'pin it, the build broke twice today'],
      ['I put the job in the default namespace.', 'the jobs go in the jobs namespace'],
    ]);
  });

  it('reads a product team\'s answers: "always in …" for where a value goes, a pick that opens with an option offered, how the work should be done, a no with what instead; kept with the question that says what the pick is for', () => {
    expect(kept('Which currency should the refund amounts be stored in?', 'always in the currency of the original charge, converting loses cents on every round trip')).toEqual([
      ['feedback', 'Which currency should the refund amounts be stored in? Always in the currency of the original charge, converting loses cents on every round trip.'],
    ]);
    expect(kept('How should I round the tax?', "banker's rounding, half-even, that's what the accounting export expects")).toEqual([
      ['feedback', "How should I round the tax? Banker's rounding, half-even, that's what the accounting export expects."],
    ]);
    expect(kept('Should the idempotency key be the order id?', 'no, a UUID per attempt, an order can be charged more than once after a partial refund')).toEqual([
      ['feedback', 'The idempotency key should be a UUID per attempt, not the order id: an order can be charged more than once after a partial refund.'],
    ]);
    expect(kept('Should I use px or rem for the spacing?', 'rem, the design tokens are all in rem and users scale the base font')).toEqual([
      ['feedback', 'Should I use px or rem for the spacing? Rem, the design tokens are all in rem and users scale the base font.'],
    ]);
    eachKeptOnce([
      ['Do you want the error message in the toast or inline?', "inline for form errors, toasts are for things the user didn't trigger"],
      ['Which timezone should the report use?', 'always in UTC, the warehouse stores everything in UTC'],
    ]);
    noneKept([
      ['Should the idempotency key be the order id?', "no, a random one, I don't like the order id"],
      ['Should the idempotency key be the order id?', 'no, wait, let me check with finance'],
      ['How should I handle the timeout?', "retry once for now, we'll see"],
      ['Which currency should the refund be in?', 'always in USD for this customer, they asked for it'],
      ['Do you want the spinner in the button or the page?', 'button for this one'],
      ['How should I round the tax?', 'round up for this invoice, the customer complained'],
    ]);
  });

  it('reads a security team\'s corrections: a refusal "never in <place>", a stronger pick "at least", an order after "ok, but", what the other fails every time, what a kind carries, what every route here does; an order on "it" kept with the act it answers; not with why of the moment', () => {
    expect(kept('I stored the API key in localStorage.', 'never in localStorage, any XSS reads it; keep it in an httpOnly cookie')).toEqual([
      ['feedback', "Don't store the API key in localStorage: any XSS reads it; keep it in an httpOnly cookie."],
    ]);
    expect(kept('I gave the CI role admin on the whole account.', 'scope it to the deploy bucket, least privilege is a hard rule for CI roles')).toEqual([
      ['feedback', 'On "give the CI role admin on the whole account": scope it to the deploy bucket, least privilege is a hard rule for CI roles.'],
    ]);
    eachKeptOnce([
      ["I added the user's email to the error log for debugging.", 'take it out, emails in logs violate our DPA, log the user id instead'],
      ["I'll disable CSRF on the webhook endpoint so Stripe can post to it.", 'ok, but verify the Stripe signature instead, every webhook route here does'],
      ['I used md5 to hash the reset tokens.', 'sha-256 at least, md5 fails the security scan every time'],
      ["I'm logging the full request body on 500s.", 'redact card fields first, request bodies carry PANs on the checkout routes'],
    ]);
    noneKept([
      ["I added the user's email to the error log for debugging.", "take it out, I don't like it"],
      ['I stored the API key in localStorage.', "never in localStorage for now, we'll decide later"],
      ['I used md5 to hash the reset tokens.', 'sha-256 at least, just to be safe this time'],
      ['I gave the CI role admin on the whole account.', "scope it to the deploy bucket, I'll review it tomorrow"],
      ["I'll disable CSRF on the webhook endpoint.", "ok, but verify the signature instead, I think that's better"],
      ["I'm logging the full request body on 500s.", 'redact the body first, just in case'],
    ]);
  });

  it("keeps a value kept where the agent would change it as the change refused, a time refused with why, and a place picked \"always\"; not one whose \"that\" nothing names", () => {
    expect(kept('Should I bump the minimum Android SDK to 28 so we can drop the compat code?', 'no, 26 stays, the warehouse scanners run Android 8')).toEqual([
      ['feedback', "Don't bump the minimum Android SDK to 28 so we can drop the compat code: 26 stays, the warehouse scanners run Android 8."],
    ]);
    expect(kept('Should I bump the minimum Android SDK to 28 so we can drop the compat code?', 'no, keep it at 26, the warehouse scanners run Android 8')).toEqual([
      ['feedback', "Don't bump the minimum Android SDK to 28 so we can drop the compat code: keep it at 26, the warehouse scanners run Android 8."],
    ]);
    expect(kept("I'm going to restart the primary database to apply the parameter change.", 'not during business hours, primary restarts only happen in the Sunday maintenance window')).toEqual([
      ['feedback', "Don't restart the primary database to apply the parameter change during business hours: primary restarts only happen in the Sunday maintenance window."],
    ]);
    expect(kept('Shall I store the refresh token in UserDefaults?', 'Keychain, always — UserDefaults ends up in backups in plain text')).toEqual([
      ['feedback', 'Always store the refresh token in Keychain, not UserDefaults: UserDefaults ends up in backups in plain text.'],
    ]);
    expect(kept('Should I save the uploads in /tmp?', 'S3, always — /tmp is wiped on every deploy')).toEqual([['feedback', 'Always save the uploads in S3, not /tmp: /tmp is wiped on every deploy.']]);
    // (the act done named without what the agent means to do later, and its past read right: "hardcoded" is "hardcode")
    expect(kept('I hardcoded the tax rate in checkout.ts for now and will move it to config later.', 'no, we never do that')).toEqual([['feedback', "Don't hardcode the tax rate in checkout.ts: we never do that."]]);
    eachKeptOnce([
      ["I'm going to run the reindex job now.", 'not during peak hours, the reindex locks the search tables for minutes'],
      ['I hardcoded the English strings for now and will localize them later.', "don't, every string goes into Localizable.strings from the first commit, the release check fails otherwise"],
      ['Should I raise the connection pool size to 50?', 'no, 20 stays, the database allows 100 connections across all five services'],
    ]);
    noneKept([
      ['Should I raise the connection pool size to 50?', 'no, 20 stays for now'],
      ["I'm going to run the reindex job now.", "not during the demo, I'm presenting in ten minutes"],
      ['I ran the migration on staging and restarted the workers.', 'no, we never do that'],
      ['I ran the migration on staging and restarted the workers.', 'never do that'],
      ['Should I save the uploads in /tmp?', "S3, I'll set up the bucket later"],
    ]);
  });

  it("keeps what people do with the thing as why a reply keeps it, and a rule said after what the change at hand is", () => {
    eachKeptOnce([
      ["I'll rename the exit codes to be more descriptive.", 'keep the numbers, people script against them in CI'],
      ['Should this be a breaking change?', "no, it's internal, we only break the public API in majors"],
      ['Should I add axios for the HTTP calls?', 'no new dependencies, the CLI has to start in under 100ms, use fetch'],
    ]);
    noneKept([
      ["I'll rename the exit codes to be more descriptive.", 'keep the numbers for now'],
      ['Should this be a breaking change?', "no, it's fine"],
      ['Should I add axios for the HTTP calls?', 'no new dependencies please, not in this PR'],
    ]);
  });

  it("keeps a yes with how the agent's should-question is done, and why that lasts; not a yes for now", () => {
    expect(kept('Should the Celery task retry on failure?', 'yes, with exponential backoff and max 5 retries, the payment provider blocks us if we hammer it')).toEqual([
      ['feedback', 'The Celery task should retry on failure with exponential backoff and max 5 retries: the payment provider blocks us if we hammer it.'],
    ]);
    eachKeptOnce([["Should the webhook handler retry failed deliveries?", "yes, with jitter and at most 3 attempts, the partner's endpoint rate-limits by IP"]]);
    noneKept([
      ['Should the webhook handler retry failed deliveries?', 'yes, with a short delay for now'],
      ['Should the Celery task retry on failure?', 'yes, for now'],
    ]);
  });

  it("keeps a pick of a name in more than one word instead of the one asked of, no more of a kind with what instead, and, in Chinese, what holds after a refusal", () => {
    expect(kept('Should I write the test with Enzyme?', 'Testing Library, Enzyme is dead and we removed it last year')).toEqual([
      ['feedback', 'Write the test with Testing Library, not Enzyme: Enzyme is dead and we removed it last year.'],
    ]);
    expect(kept('要不要给这个接口加缓存？', '不用，这个接口数据实时性要求高，我们的原则是交易相关的接口一律不加缓存')).toEqual([['feedback', '我们的原则是交易相关的接口一律不加缓存。']]);
    eachKeptOnce([
      ["I'll add a new context for the cart state.", 'no more contexts for app state, zustand stores only, contexts re-render the whole tree'],
      ["I'll memoize every component with React.memo to be safe.", "don't, only memo when the profiler shows a problem, it adds noise otherwise"],
      ['要不要把 token 存在 localStorage？', '不要，这个项目安全要求高，token 一律放 httpOnly cookie'],
    ]);
    noneKept([
      ['Should I write the test with Enzyme?', 'Testing Library, I like it more'],
      ["I'll add a context for the theme.", 'no more contexts today please'],
      ['要不要把 token 存在 localStorage？', '不要，今天先不改'],
    ]);
  });

  it("keeps what holds after a word on the thing the agent named (\"that script is dead, …\", \"they don't, …\"), and a handover told with when the last holder left", () => {
    expect(kept("I'll deploy with the deploy.sh script in the root.", 'that script is dead, deploys go through the GitHub Actions workflow only')).toEqual([['project', 'Deploys go through the GitHub Actions workflow only.']]);
    expect(kept("I'll ask Tom to review since he owns the billing module.", 'Tom left in August, billing belongs to Priya now')).toEqual([['project', 'Billing belongs to Priya now, Tom left in August.']]);
    eachKeptOnce([
      ['It looks like tests run against SQLite locally.', "they don't, docker compose starts a real Postgres, SQLite was removed because of JSON column differences"],
      ["I'll run the migrations with the old migrate.sh script.", 'that script is gone, migrations run through the release pipeline only'],
    ]);
    noneKept([
      ["I'll run the migrations with the old migrate.sh script.", 'that script is fine for today'],
      ['It looks like the e2e tests use a mocked backend.', "they don't, I think"],
      ["I'll ping Ana since she owns search.", "she's out today"],
    ]);
  });

  it("keeps a yes with where in the tree and what every one of a kind does there, and an order to assert with how a kind fails each time", () => {
    expect(kept('Should I add a fixture for the admin user?', 'yes, in conftest.py at the root, fixtures used by more than one module live there')).toEqual([
      ['feedback', 'Add a fixture for the admin user in conftest.py at the root: fixtures used by more than one module live there.'],
    ]);
    eachKeptOnce([
      ['Want me to snapshot the whole API response?', 'no, assert on the fields you care about, snapshots of whole responses break on every unrelated change'],
      ["I'll compare the whole HTML output in the test.", 'no, assert on the elements you care about, whole-page snapshots break on every copy change'],
    ]);
    noneKept([
      ['Should I put the helper in a new utils module?', 'yes, in a new file for now'],
      ["I'll compare the whole HTML output in the test.", 'no, not now'],
    ]);
  });

  it("keeps a firmware, terraform and data team's replies that set the act right — a pool instead of the heap, a lookup instead of a pinned id, a rate, a backfill's size, the work done in the warehouse; not the moment's", () => {
    eachKeptOnce([
      ["I'll use malloc for the packet buffer.", "no heap after init on this firmware, use the static pool in mem_pool.c"],
      ["Should I add a new module for the VPN or extend the network one?", "new module, we keep one module per concern and the network module is owned by another team"],
      ["I'll run terraform apply to fix the drift.", "never apply by hand, open a PR and let atlantis do it, that's how we keep an audit trail"],
      ["I'll log the sensor readings at debug level every loop.", "logging over UART takes 1 ms per line, at 1 kHz that blows the loop budget, log at most once a second"],
      ["Which region should the new bucket go in?", "eu-central-1, all customer data has to stay in the EU"],
      ["I'll hardcode the AMI id in the launch template.", "look it up with the data source, the AMIs are rebuilt every week and old ones are deregistered"],
      ["I'll log every packet at info level.", "log at most once a second, the serial console can't keep up"],
      ["I'll schedule the DAG to run every 5 minutes.", "hourly at most, the warehouse bills per query and the source only updates hourly anyway"],
      ["Should I backfill the last two years in one run?", "no, one month per run, a full backfill once filled the scheduler's queue and blocked every other team's jobs"],
      ["I'll write the intermediate results to a temp table.", "use the staging schema, temp tables vanish when the connection pool recycles"],
      ["I've set catchup=True on the new DAG.", "we always set catchup=False, backfills are run by hand so nobody gets surprised by 300 runs"],
      ["I'll use pandas to transform the 40 GB export.", "do it in SQL in the warehouse, the workers only have 8 GB of memory"],
      ["Which connection should I use for the new task?", "snowflake_reporting, the default one is read-only and owned by finance"],
      ["Should I run the migration on all shards at once?", "no, one shard at a time, a migration across all shards once locked the whole cluster for an hour"],
      ["I'll do the aggregation in Python.", "do it in the warehouse with SQL, the workers only have 4 GB of memory"],
      ["Should I compress the exports?", "no, gzip, zstd isn't installed on the partner's side"],
    ]);
    noneKept([
      ["I'll use malloc for the packet buffer.", "sure, just for this test"],
      ["Should I add a new module for the VPN or extend the network one?", "whatever is quicker"],
      ["I'll run terraform apply to fix the drift.", "wait until I'm back"],
      ["I'll log the sensor readings at debug level every loop.", "ok"],
      ["Which region should the new bucket go in?", "same as the other one for now"],
      ["I'll hardcode the AMI id in the launch template.", "fine, we'll replace it later"],
      ["I'll fetch the config from the API on every request.", "fetch it again, the cache was stale"],
      ["I'll look up the user's region from their IP.", "look it up later"],
      ["I'll log every packet at info level.", "log less, it's noisy right now"],
      ["I'll schedule the DAG to run every 5 minutes.", "try it and see"],
      ["Should I backfill the last two years in one run?", "let me check with Leo first"],
      ["I'll write the intermediate results to a temp table.", "that works for now"],
      ["I've set catchup=True on the new DAG.", "good, leave it"],
      ["I'll use pandas to transform the 40 GB export.", "sounds good"],
      ["Which connection should I use for the new task?", "the one we used yesterday"],
      ["Should I backfill the last two years in one run?", "no, not yet, the warehouse is busy today"],
      ["Should I add an index on created_at?", "no, wait until Sam reviews it"],
      ["I'll do the aggregation in Python.", "do it later, I'm reviewing the query first"],
    ]);
  });

  it("keeps a library's, a training team's and a web team's replies — put it back until a version, when instead, the most a value may be, the thing picked with its article, another way in Chinese; not the moment's", () => {
    expect(kept('I set the batch size to 512.', '256 max on the A100s, 512 runs out of memory with the long-context config')).toEqual([['feedback', 'Set the batch size to 256 max on the A100s: 512 runs out of memory with the long-context config.']]);
    expect(kept('Should I add the new option as a positional argument?', 'keyword-only, positional arguments can never be reordered without breaking callers')).toEqual([['feedback', 'Add the new option as a keyword-only argument, not positional: positional arguments can never be reordered without breaking callers.']]);
    expect(kept("I'll save a checkpoint at the end of training.", 'every 500 steps, the spot nodes get preempted several times a day')).toEqual([['feedback', 'On "save a checkpoint at the end of training": every 500 steps, the spot nodes get preempted several times a day.']]);
    expect(kept('我在同一个迁移里加字段并设默认值。', '拆开，这张表太大，加默认值会重写每一行并锁表好几分钟')).toEqual([['feedback', '在同一个迁移里加字段并设默认值：拆开，这张表太大，加默认值会重写每一行并锁表好几分钟。']]);
    eachKeptOnce([
      ["I've removed the deprecated `parse_legacy` function.", "put it back, it has to stay until 3.0, we promised two minor releases of warnings"],
      ["Should I add the new option as a positional argument?", "keyword-only, positional arguments can never be reordered without breaking callers"],
      ["I'll bump the minimum Python to 3.12.", "no, 3.9 is still supported, half our downloads come from 3.9 and 3.10"],
      ["I'll save a checkpoint at the end of training.", "every 500 steps, the spot nodes get preempted several times a day"],
      ["I'll evaluate on the test set after each epoch.", "only at the very end, we pick checkpoints on validation so the test number stays honest"],
      ["I set the batch size to 512.", "256 max on the A100s, 512 runs out of memory with the long-context config"],
      ["I'll save a checkpoint at the end of training.", "once an hour, the preemptible nodes get reclaimed without warning"],
      ["I've removed the unused `to_dict` helper.", "put it back, the plugins still call it through getattr"],
      ["I'll add the new field with a default value in the same migration.", "split it, on a table this size a default rewrites every row and locks it for minutes"],
      ["I'll put the business logic in the view.", "services/ is where logic goes, views only parse the request and call a service"],
      ["Should I use a raw SQL query for the report?", "the ORM, raw SQL skips the tenant filter the managers add"],
      ["I'll send the email synchronously in the request.", "queue it, the SMTP relay takes up to 10 seconds and requests time out at 30"],
      ["I've added `null=True` to the phone field.", "we never use null on string fields, empty string means missing, that's the Django convention we follow"],
      ["I'll run the data fix in a Django shell on prod.", "write a management command and get it reviewed, shell sessions on prod leave no record"],
      ["Should I use the admin API for this?", "the GraphQL API, the admin API skips the audit log"],
      ["我在同一个迁移里加字段并设默认值。", "拆开，这张表太大，加默认值会重写每一行并锁表好几分钟"],
      ["我把业务逻辑放在视图里。", "业务逻辑放services目录，视图只负责解析请求和调用服务"],
      ["报表要用原生SQL吗？", "用ORM，原生SQL会绕过管理器加的租户过滤"],
      ["我直接在请求里同步发邮件。", "放到队列里，SMTP中继最慢要十秒，请求30秒就超时"],
      ["要用Redis做缓存吗？", "用本地缓存，这个服务只跑一个实例"],
    ]);
    noneKept([
      ["I've removed the deprecated `parse_legacy` function.", "nice, thanks"],
      ["Should I add the new option as a positional argument?", "I'm not sure yet"],
      ["I'll bump the minimum Python to 3.12.", "let's talk about it tomorrow"],
      ["I'll save a checkpoint at the end of training.", "fine for the smoke test"],
      ["I'll evaluate on the test set after each epoch.", "ok go"],
      ["I set the batch size to 512.", "let's see if it fits"],
      ["I'll save a checkpoint at the end of training.", "every 500 steps for now, we'll see"],
      ["I'll run the evaluation after each epoch.", "only at the end, it's late"],
      ["I set the batch size to 512.", "256 max, 512 ran out of memory yesterday"],
      ["I've removed the deprecated `parse_legacy` function.", "put it back, I'm not done reviewing"],
      ["Should I make the timeout a positional argument?", "keyword-only, it's clearer"],
      ["I'll add the new field with a default value in the same migration.", "go ahead"],
      ["I'll put the business logic in the view.", "ok for the prototype"],
      ["Should I use a raw SQL query for the report?", "whatever you think"],
      ["I'll send the email synchronously in the request.", "fine, it's just the admin page"],
      ["I've added `null=True` to the phone field.", "thanks"],
      ["I'll run the data fix in a Django shell on prod.", "wait for Aisha"],
      ["I'll send the email synchronously in the request.", "queue it, I'll explain later"],
      ["I'll add the column with a default.", "split it, on a table this size it's safer"],
      ["Should I use a raw SQL query for the report?", "the ORM, I find it easier to read"],
      ["我在同一个迁移里加字段并设默认值。", "可以"],
      ["我把业务逻辑放在视图里。", "原型先这样吧"],
      ["报表要用原生SQL吗？", "你看着办"],
      ["我在同一个迁移里加字段并设默认值。", "拆开，今天先别动"],
      ["报表要用原生SQL吗？", "用ORM，我看得懂"],
    ]);
  });

  it("keeps a CLI's and an LLM team's replies — a code for each kind of error, a flag as written, only when or only what, a value for a kind of use, a failure rate, where payloads show up; not the moment's", () => {
    expect(kept('Should the new flag be --no-color or --color=never?', '--color=never, we follow the GNU style for every flag with a value')).toEqual([['feedback', '--color=never, we follow the GNU style for every flag with a value.']]);
    expect(kept("I'll call the model with temperature 0.7 for the classifier.", '0 for anything graded, the evals assume deterministic outputs')).toEqual([['feedback', 'On "call the model with temperature 0.7 for the classifier": 0 for anything graded, the evals assume deterministic outputs.']]);
    eachKeptOnce([
      ["I'll print the progress messages to stdout.", "stderr, stdout is for the data so people can pipe it"],
      ["I'll exit with code 1 on every error.", "2 for usage errors, 1 for everything else, scripts that wrap the CLI check for 2"],
      ["Should the new flag be --no-color or --color=never?", "--color=never, we follow the GNU style for every flag with a value"],
      ["I've read the config from ~/.toolrc.", "use the XDG config dir, users on Linux complained about dotfiles in home"],
      ["I'll make the output colored by default.", "only when stdout is a TTY, colors in piped output break the log parsers people use"],
      ["I'll add a confirmation prompt before deleting.", "skip it when --yes is passed or stdin isn't a TTY, the CLI runs in CI a lot"],
      ["I'll write the cache to ~/.cache/tool.", "use the XDG cache dir, users on macOS complained about hidden folders in home"],
      ["Should the flag be --verbose or -v?", "--verbose, every flag gets a long form and short forms are only for the five most used"],
      ["I'll call the model with temperature 0.7 for the classifier.", "0 for anything graded, the evals assume deterministic outputs"],
      ["I'll put the few-shot examples at the end of the prompt.", "keep them in the cached prefix, anything after the cache breakpoint is billed at full price every call"],
      ["Should I retry on every API error?", "only on 429 and 529, retrying a 400 just burns money"],
      ["I'll log the full prompt and response for debugging.", "log the ids and token counts only, prompts contain customer messages"],
      ["I'll parse the JSON out of the model's text reply.", "use tool use with a schema, free-text JSON breaks about once in every few hundred calls"],
      ["I'll store the patient's name in the job payload.", "only the record id, job payloads end up in the queue dashboard that support can see"],
      ["I'll put the user's email in the URL.", "only the user id, URLs end up in the access logs and in browser history"],
      ["Should I retry failed webhooks forever?", "only up to 24 hours, retrying past that just wastes quota on endpoints that are gone"],
    ]);
    noneKept([
      ["I'll print the progress messages to stdout.", "fine for now"],
      ["I'll exit with code 1 on every error.", "sure"],
      ["Should the new flag be --no-color or --color=never?", "I don't mind"],
      ["I've read the config from ~/.toolrc.", "ok that works"],
      ["I'll make the output colored by default.", "try it"],
      ["I'll add a confirmation prompt before deleting.", "sounds good"],
      ["I'll exit with code 1 on every error.", "2 for usage errors, 1 for everything else, for now"],
      ["I'll make the output colored by default.", "only when I ask, it's distracting"],
      ["I'll add a confirmation prompt before deleting.", "skip it for now, we'll add it later"],
      ["I'll call the model with temperature 0.7 for the classifier.", "try both"],
      ["I'll put the few-shot examples at the end of the prompt.", "whatever works"],
      ["Should I retry on every API error?", "not sure"],
      ["I'll log the full prompt and response for debugging.", "ok just this once"],
      ["I'll parse the JSON out of the model's text reply.", "fine for the spike"],
      ["I'll store the patient's name in the job payload.", "sure"],
      ["I'll call the model with temperature 0.7 for the classifier.", "0 for anything graded, for now"],
      ["Should I retry on every API error?", "only on 429 and 529 for this test"],
      ["I'll store the patient's name in the job payload.", "only the record id, that's enough here"],
      ["I'll parse the JSON out of the text.", "use tool use, the JSON broke twice today"],
    ]);
  });

  it("keeps an Android team's replies, in English and Chinese — the safer kind of what the agent named, a file picked, never with why, a value put back; not the moment's", () => {
    expect(kept("I'll do the network call on the main thread for now.", 'never, StrictMode crashes debug builds on main-thread network and release builds ANR')).toEqual([['feedback', "Don't do the network call on the main thread: StrictMode crashes debug builds on main-thread network and release builds ANR."]]);
    expect(kept('我把minSdk改成了26。', '改回24，还有四分之一的用户在安卓7上')).toEqual([['feedback', 'minSdk 改回24，还有四分之一的用户在安卓7上。']]);
    eachKeptOnce([
      ["I'll store the auth token in SharedPreferences.", "EncryptedSharedPreferences, plain prefs are readable on rooted devices"],
      ["I'll do the network call on the main thread for now.", "never, StrictMode crashes debug builds on main-thread network and release builds ANR"],
      ["Should I add the new screen as a Fragment?", "a composable, new screens are Compose only and we're removing Fragments screen by screen"],
      ["I've bumped minSdk to 26.", "put it back to 24, a quarter of our users are still on Android 7"],
      ["I'll hardcode the strings in the composable.", "strings.xml, we ship in nine languages"],
      ["I'll put the API key in BuildConfig.", "local.properties, BuildConfig ends up in the APK and anyone can decompile it"],
      ["我把token存在SharedPreferences里。", "用EncryptedSharedPreferences，普通的在root过的手机上能直接读"],
      ["新页面要用Fragment吗？", "用Compose，新页面只写Compose，Fragment在一个个地拆"],
      ["我把minSdk改成了26。", "改回24，还有四分之一的用户在安卓7上"],
      ["我把超时设成了10秒。", "改回30秒，上游接口最慢要20秒"],
    ]);
    noneKept([
      ["I'll store the auth token in SharedPreferences.", "fine for the demo build"],
      ["I'll do the network call on the main thread for now.", "ok just to test"],
      ["Should I add the new screen as a Fragment?", "let me think about it"],
      ["I've bumped minSdk to 26.", "cool"],
      ["I'll hardcode the strings in the composable.", "fine, it's a debug screen"],
      ["I've bumped minSdk to 26.", "put it back to 24 for now"],
      ["I'll hardcode the strings in the composable.", "strings.xml, it's cleaner"],
      ["I'll store the auth token in SharedPreferences.", "EncryptedSharedPreferences, I prefer it"],
      ["I'll do the network call on the main thread for now.", "never, it froze the app yesterday"],
      ["我把token存在SharedPreferences里。", "演示版先这样"],
      ["新页面要用Fragment吗？", "我想想"],
      ["我把minSdk改成了26。", "好的"],
      ["我把minSdk改成了26。", "改回24，先别动"],
      ["我把token存在SharedPreferences里。", "用EncryptedSharedPreferences，今天先这样"],
    ]);
  });

  it("keeps a reply that names where a kind of thing comes from, lives, moves or how it is named, after the agent's act or question; not a reply of this one", () => {
    eachKeptOnce([
      ["Should I add the timer period directly in the node?", "no, rates come from config/rates.yaml, always"],
      ["I've added an unsafe block to speed up the parser.", "take it out, unsafe only lives in src/ffi"],
      ["Want me to bump the MSRV to 1.75 for let-else?", "no, MSRV moves only in a minor release"],
      ["I created the namespace `demo`.", "call it growth-demo, namespaces start with the team slug"],
      ["I created the branch fix-login.", "name it ABC-123-fix-login, branches start with the ticket number"],
    ]);
    noneKept([
      ["I set the pod limits to 2Gi.", "fine for this one"],
      ["I hard-coded the version of OkHttp in app/build.gradle.", "put it in the catalog"],
      ["Should I run this on the arm?", "not yet, Gazebo first"],
      ["I created the branch fix-login.", "name it fix-login-2, the other one is taken"],
    ]);
  });

  it("keeps an order that sets the agent's act right when why names what every one of a kind never does, what a call returns, what a member deadlocks under, or what the store rejects; not a reply of this one", () => {
    eachKeptOnce([
      ["I queried the Billing schema directly from the Accounts context.", "go through Billing's public functions, contexts never reach into each other's schemas"],
      ["I used DB::select for the orders query.", "use a scope, raw queries are only for reports"],
      ["I used env('STRIPE_KEY') in the controller.", "read it through config(), env() returns null once the config is cached in prod"],
      ["I called .Result on the task to keep it simple.", "await it, .Result deadlocks under ASP.NET"],
      ["Should I run Update-Database against prod to apply it?", "no, the release pipeline applies migrations, nobody runs it by hand against prod"],
      ["I added <all_urls> to host_permissions.", "request it at runtime, the store rejects broad host permissions"],
      ["I cropped the new screenshot from the old one.", "retake it, cropped ones drift from the real UI"],
    ]);
    noneKept([
      ["I queried the Billing schema directly.", "fine for the spike"],
      ["I used DB::select for the orders query.", "ok, but add a comment"],
      ["Should I retake all the screenshots?", "just the install guide for now"],
      ["I added <all_urls> to host_permissions.", "hmm, let me check with Dana first"],
      ["I called .Result on the task.", "await it"],
    ]);
  });

  it("keeps an order that sets a hard-coded act right, and one whose why is a rule said bare ('no heap after init') or what a kind named in three words cannot do; not a reply of this one", () => {
    eachKeptOnce([
      ["I called URLSession from the view model.", "move it into the APIClient actor, view models never do networking"],
      ["I hard-coded \"Settings\" as the navigation title.", "put it in Localizable.xcstrings, we ship in eleven languages"],
      ["I used malloc for the frame buffer in the CAN handler.", "allocate it statically, no heap after init on the ECU"],
      ["Should I call the handler from the ISR to save a tick?", "no, timing-critical work runs from the 1 ms tick, ISRs only set flags"],
      ["I put the DML in the trigger.", "move it to the service class, triggers only call the handler"],
      ["I added the Stripe key to the CI variables.", "pull it from Vault at startup, CI variables are readable by every maintainer"],
      ["I updated the mapping in place.", "create a new index and swap the alias, in-place mapping changes can't change existing fields"],
      ["I added a GPL library for the PDF export.", "take it out, copyleft licenses need legal's sign-off first"],
    ]);
    noneKept([
      ["I used malloc for the buffer.", "ok for the test harness"],
      ["I put the DML in the trigger.", "move it, it's messy"],
      ["Should I swap the alias now?", "wait until the reindex finishes"],
      ["I hard-coded the title.", "put it in the strings file"],
    ]);
  });

  it("keeps an act put back and marked, and whys of what changes between versions, what is overwritten on every run, and where everything that ships goes; not a reply of this one", () => {
    eachKeptOnce([
      ["I edited generated.go to add the field.", "add it to schema.graphql and run gqlgen, generated.go is overwritten on every run"],
      ["I removed the legacyId field from the schema.", "put it back and mark it deprecated, mobile 3.x still queries it"],
      ["I returned a plain array for the orders field.", "make it a connection, every list field paginates with first/after"],
      ["I imported the admin app's types into the ui package.", "move the types into a package, packages never import apps"],
      ["I pinned the vpc module to the main branch.", "pin it to a tag, main moves under us"],
      ["I compared the error message with strings.Contains.", "use errors.Is, messages change between versions"],
      ["Should I keep this in the notebook?", "no, anything that ships goes into the package with tests"],
    ]);
    noneKept([
      ["I edited generated.go.", "fine, just this once"],
      ["I pinned the module to main.", "ok, we'll fix it later"],
      ["Should I make it a connection?", "not now"],
    ]);
  });

  it("keeps a question answered with one pick and why that lasts (what scripts parse, who else calls it, the other way's cost), and a choice left to the team's tool; not a pick for now, a yes, nor a choice left to the agent", () => {
    eachKeptOnce([
      ["Should I use Jest or Vitest for the new package?", "vitest, the whole monorepo moved off jest last spring"],
      ["Do you want the date in UTC or local time?", "utc, the ops team reads logs across four timezones"],
      ["Should I put the feature flag check in the component or the hook?", "the hook, components never read flags directly in this app"],
      ["Want me to add a retry around the payment call?", "no, the payment API isn't idempotent, a retry can charge twice"],
      ["Should I squash these commits?", "yes, we squash everything on merge, main has one commit per PR"],
      ["Do you want me to write the migration with raw SQL or the ORM?", "raw SQL, the ORM can't do concurrent index builds"],
      ["Should the CLI print errors to stdout?", "stderr, scripts parse stdout as JSON"],
      ["Should I run the full e2e suite?", "only the smoke tests, the full suite takes an hour and runs nightly anyway"],
      ["Do you want tabs or spaces?", "whatever prettier does"],
      ["Should I change the response shape?", "no, keep it, three other services parse it"],
      ["Should I rename the function?", "no, two other repos import it"],
      ["Do you want tabs or spaces?", "whatever the linter says"],
    ]);
    noneKept([
      ["Should I use Jest or Vitest?", "vitest I guess, let's see"],
      ["Do you want the date in UTC?", "sure for now"],
      ["Should I retry the call?", "not sure, ask Dana"],
      ["Should I run the full suite?", "yes please"],
      ["Want me to squash these?", "go ahead"],
      ["Should I add a test for this?", "yeah, one for the empty case"],
      ["Should I rename the function?", "no, other people are using it right now"],
      ["Do you want tabs or spaces?", "whatever you think"],
    ]);
  });

  it("keeps, in Chinese, an act set right with why that lasts (money in integer cents, a call that env() breaks, a payment API that is not idempotent, a file generated on every run, no heap after init), named by what the agent did it with; not a reply of now", () => {
    eachKeptOnce([
      ["我把金额用float存了。", "改成整数分，浮点数算账会有误差"],
      ["我直接在控制器里调了env()。", "用config()读，配置缓存以后env()会返回null"],
      ["要不要给支付接口加个重试？", "不要，支付接口不是幂等的，重试可能扣两次钱"],
      ["日期用UTC还是本地时间？", "UTC，运维要看四个时区的日志"],
      ["我把generated.go改了。", "改schema.graphql再跑gqlgen，generated.go每次都会被覆盖"],
      ["我用malloc分配了帧缓冲。", "改成静态分配，ECU初始化后不能用堆"],
    ]);
    noneKept([
      ["我把金额用float存了。", "先这样吧"],
      ["要不要加重试？", "你看着办"],
      ["日期用UTC还是本地时间？", "这次先用本地时间"],
      ["我改了generated.go。", "好的"],
      ["要不要跑完整的e2e？", "跑吧"],
      ["我把金额用float存了。", "这样也行，先存着"],
      ["要不要跑完整的e2e？", "每晚会跑，这次不用"],
    ]);
  });

  it("keeps a correction of the agent's act with why that lasts (errors left to the middleware, the public API's casing, a real database in tests, comments on the why, the logger, versions bumped by a tool on release, where features live), in English and Chinese; not a change of mind, a nod or a question", () => {
    eachKeptOnce([
      ["I've added a try/except around the whole handler.", "no, let errors propagate, the middleware turns them into 500s with the request id"],
      ["I renamed userId to user_id in the API response.", "that's wrong, the public API is camelCase, only the database is snake_case"],
      ["I'll mock the database in these tests.", "stop mocking the db, we test against a real postgres in docker, mocks hid a migration bug last year"],
      ["I added comments explaining each line.", "too many comments, we only comment the why, never the what"],
      ["I used console.log for the debug output.", "use the logger, console.log is stripped in prod builds anyway"],
      ["I've bumped the version in package.json.", "don't, changesets bumps versions on release"],
      ["I put the new component in src/components.", "wrong folder, features live in src/features/<name>/components"],
      ["I've bumped the version in package.json.", "don't, CI bumps the version on every release"],
      ["I regenerated the API client types by hand.", "don't, the pipeline regenerates them on every build"],
      ["我在整个handler外面包了try/except。", "不要，让异常往上抛，中间件会转成带request id的500"],
      ["我把响应里的userId改成了user_id。", "不对，对外接口一律驼峰，只有数据库是下划线"],
      ["我在测试里mock了数据库。", "别mock数据库，我们用docker起真的postgres测，去年mock掩盖过一个迁移的bug"],
      ["我给每一行都加了注释。", "注释太多了，我们只写为什么，不写做了什么"],
      ["我把package.json里的版本号改了。", "别改，发版的时候changesets会自动改"],
      ["我把新组件放在src/components了。", "放错了，功能组件放src/features/<名字>/components"],
      ["我给每一行都加了注释。", "注释太多了，以后只写为什么"],
    ]);
    noneKept([
      ["I wrapped the query in a transaction.", "actually we don't need that, it's a single insert"],
      ["I added the migration.", "actually can you split it in two?"],
      ["I changed the button color to blue.", "hmm no, make it green"],
      ["I used a for loop.", "that's fine"],
      ["I deleted the old tests.", "wait why did you delete them?"],
      ["I've bumped the version in package.json.", "don't, I bump it before release myself this time"],
      ["I've bumped the version.", "don't, the build failed on release"],
      ["我加了迁移。", "能拆成两个吗"],
      ["我把按钮改成蓝色了。", "嗯不对，改成绿色"],
      ["我用了for循环。", "可以"],
      ["我把旧测试删了。", "等等，为什么删了？"],
      ["我把新组件放在src/components了。", "放错了，放另一个目录"],
      ["我给每一行都加了注释。", "注释太多了，删掉一些"],
      ["我写了个长函数。", "太长了，拆一下"],
      ["我把按钮放在右边了。", "放错了，先别动"],
    ]);
  });

  it("keeps replies to the agent's acts and questions from a payments, a Go and a Postgres team: a why against the act's kind with no 'no', an undo with the pin that holds, a purpose after where migrations go, a pick by its capitals", () => {
    eachKeptOnce([
      ["I added a retry loop around the Stripe call.", "no, Stripe calls are already retried by the SDK, wrapping them again double-charges on timeouts"],
      ["I bumped the Go version in go.mod to 1.23.", "revert that, the build image is pinned to 1.21 until platform upgrades it"],
      ["Should I add an index on orders.created_at?", "yes, and always create indexes CONCURRENTLY here, a plain CREATE INDEX locks the table"],
      ["Do you want the migration in the same PR?", "no, migrations always go in their own PR so they can be deployed first"],
      ["I used moment.js for the date formatting.", "we're moving off moment, use date-fns for anything new"],
      ["I put the API key in config.py for now.", "never commit keys, they go in the .env which is gitignored"],
      ["I renamed the column in the migration.", "renames break the old pods during rollout, add the new column, backfill, then drop the old one in a later release"],
      ["Should I write this in TypeScript or JavaScript?", "TS, always"],
      ["I fixed the flaky test by adding a sleep.", "no sleeps in tests, wait on the condition instead"],
      ["I added print statements for debugging.", "use the logger, prints get swallowed by the supervisor"],
    ]);
    noneKept([
      ["Want me to run the full test suite?", "sure"],
      ["Done, I also updated the README.", "great thanks"],
      ["I've refactored the whole module.", "that's too much in one go, I asked for the bug fix only"],
      ["Should I squash the commits?", "yeah squash"],
      ["Shall I deploy to staging?", "not yet, wait for Maria's review"],
    ]);
  });

  it("names the act a reply sets right when it opens with why the act's kind goes wrong, or undoes it with what holds the old value, and a pick by its capitals in full", () => {
    expect(kept('I renamed the column in the migration.', 'renames break the old pods during rollout, add the new column, backfill, then drop the old one in a later release')).toEqual([
      ['feedback', "Don't rename the column in the migration: renames break the old pods during rollout, add the new column, backfill, then drop the old one in a later release."],
    ]);
    expect(kept('I bumped the Go version in go.mod to 1.23.', 'revert that, the build image is pinned to 1.21 until platform upgrades it')).toEqual([
      ['feedback', "Don't bump the Go version in go.mod to 1.23: the build image is pinned to 1.21 until platform upgrades it."],
    ]);
    expect(kept('Should I write this in TypeScript or JavaScript?', 'TS, always')).toEqual([['feedback', 'Always TypeScript, not JavaScript.']]);
    // (the act's kind must be its verb, and the why must last: a remark on renames, or a past event, names no rule)
    noneKept([
      ['I renamed the column in the migration.', 'renames are fine here'],
      ['I bumped the Go version in go.mod to 1.23.', 'revert that, I want to test something first'],
    ]);
  });

  it("keeps replies that refuse the act on a table by its name, say a kind of code is a hole, call the file used no place for it, let errors raise, name a part's limit; in Chinese the act refused as done and the file no place for it, kept with the act", () => {
    eachKeptOnce([
      ["I'll add a new column with a default value to the users table.", "not on users, it has 80M rows and a default rewrites the whole table, add it nullable and backfill in batches"],
      ["I've added lodash for the deep clone.", "we don't add deps for one function, structuredClone does that natively"],
      ["Should I log the full request on errors?", "no, request bodies carry card numbers, log the request id only"],
      ["I used a Python f-string for the SQL query.", "f-strings in SQL are injection, always bind parameters"],
      ["Should the new service be in Go or Rust?", "Go, the whole team knows it and the on-call runbooks assume it"],
      ["I put the helper in utils.py.", "utils.py is a junk drawer, put it next to the code that uses it"],
      ["Want me to add type hints to the old modules too?", "only what you touch, a repo-wide typing PR is impossible to review"],
      ["I set the timeout to 60 seconds.", "the load balancer cuts connections at 30, so anything above that is pointless"],
      ["I added a try/except around the whole handler.", "let it raise, the middleware turns exceptions into 500s with the request id"],
      ["I'm going to store the session in localStorage.", "no, httpOnly cookies only, localStorage is readable by any injected script"],
      ["Should I update the snapshot?", "only if the change is intended, otherwise fix the code"],
      ["我在users表上加了带默认值的新列。", "users表别这么加，八千万行，带默认值会重写整张表，先加可空列再分批回填"],
      ["我把helper放到了utils.py里。", "utils.py已经是垃圾堆了，放到用它的代码旁边"],
    ]);
    noneKept([
      ["I'll run the migration against prod now.", "wait"],
      ["Should I write a unit test for this?", "yes please"],
      ["I made the function async.", "nice"],
      ["I'll regenerate the client from the OpenAPI spec.", "go ahead"],
      ["I renamed the variable.", "renames are annoying to review today"],
      ["I put the config in settings.py.", "settings.py is fine"],
    ]);
  });

  it("names the act a reply refuses by the table it touches though a redo follows, and the act that used a kind of code or a file the reply says is wrong, in English and in Chinese", () => {
    expect(kept("I'll add a new column with a default value to the users table.", 'not on users, it has 80M rows and a default rewrites the whole table, add it nullable and backfill in batches')).toEqual([
      ['feedback', "Don't add a new column with a default value to the users table: it has 80M rows and a default rewrites the whole table, add it nullable and backfill in batches."],
    ]);
    expect(kept('I used a Python f-string for the SQL query.', 'f-strings in SQL are injection, always bind parameters')).toEqual([
      ['feedback', "Don't use a Python f-string for the SQL query: f-strings in SQL are injection, always bind parameters."],
    ]);
    expect(kept('I put the helper in utils.py.', 'utils.py is a junk drawer, put it next to the code that uses it')).toEqual([
      ['feedback', "Don't put the helper in utils.py: utils.py is a junk drawer, put it next to the code that uses it."],
    ]);
    expect(kept('我在users表上加了带默认值的新列。', 'users表别这么加，八千万行，带默认值会重写整张表，先加可空列再分批回填')).toEqual([
      ['feedback', '在users表上加带默认值的新列：users表别这么加，八千万行，带默认值会重写整张表，先加可空列再分批回填。'],
    ]);
    expect(kept('我把helper放到了utils.py里。', 'utils.py已经是垃圾堆了，放到用它的代码旁边')).toEqual([['feedback', '把helper放到utils.py里：utils.py已经是垃圾堆了，放到用它的代码旁边。']]);
    // (a time the act is refused at is read first, as before: "not on Fridays, …")
    expect(kept("I'll add a new column with a default value to the users table.", 'not on Fridays, nobody is around to watch it')).toEqual([
      ['feedback', "Don't add a new column with a default value to the users table on Fridays: nobody is around to watch it."],
    ]);
  });

  it("keeps answers to the agent's questions with how and why: a count before 'with', a place instead of the one asked, 'always' with why, a pick whose why is of itself; in Chinese a yes or a no, how, and why, kept with the question", () => {
    eachKeptOnce([
      ["Should I add retries to the webhook sender?", "yes, three with exponential backoff, the receivers are flaky partners we can't fix"],
      ["Do you want me to use Redis for the rate limiter?", "no, we don't run Redis in this region, use the Postgres-backed limiter in lib/ratelimit"],
      ["Should the CLI exit with code 1 on warnings?", "no, only on errors, CI scripts treat any non-zero as a failure"],
      ["Want me to open a PR?", "yes, draft PRs first, CI is expensive and only runs on ready ones"],
      ["Should I add the new env var to the README?", "no, to .env.example, that's what people copy from"],
      ["Do you want a changelog entry?", "always, every user-visible change gets one"],
      ["Shall I use the staging bucket for the test uploads?", "use the sandbox bucket, staging gets synced to the CDN"],
      ["Should I fix the typo in the API field name too?", "no, clients depend on it, leave a comment instead"],
      ["I'll write the script in bash.", "python please, bash scripts over 20 lines become unmaintainable"],
      ["Do you want me to squash before merging?", "no, we keep the commits, bisect needs them"],
      ["I'll use UUIDv4 for the new IDs.", "ULIDs, they sort by time and our event store relies on that"],
      ["要给webhook发送加重试吗？", "要，三次指数退避，对方是我们改不了的合作方，经常抖"],
      ["限流要用Redis吗？", "不用，这个区域没有Redis，用lib/ratelimit里基于Postgres的限流"],
      ["有警告的时候CLI要返回1吗？", "不要，只有报错才返回非零，CI脚本把任何非零都当失败"],
      ["要我开个PR吗？", "要，先开草稿PR，CI很贵，只在ready的PR上跑"],
      ["新环境变量要写进README吗？", "不，写到.env.example，大家都是从那里复制的"],
      ["要加changelog吗？", "每次都要，所有用户能看到的改动都要有一条"],
      ["要把API字段名的拼写错误也改了吗？", "别改，客户端依赖这个字段，加个注释就行"],
      ["合并前要squash吗？", "不要，我们保留提交记录，bisect要用"],
      ["我准备用UUIDv4做新的ID。", "用ULID，按时间排序，我们的事件存储依赖这个"],
    ]);
    noneKept([
      ["Should I convert the callbacks to async/await?", "yes"],
      ["Should I delete the old feature flag code?", "not yet"],
      ["Should I add the index in this migration?", "sure, go ahead"],
      ["要在这个迁移里加索引吗？", "加吧"],
      ["要把回调改成async/await吗？", "要"],
      ["要删掉旧的feature flag代码吗？", "先不删"],
    ]);
  });

  it("names what an answer to the agent's question is about: the question asked as the order with a count, the question before 'always', the act a pick of its own sets right; in Chinese the question before a yes or a no", () => {
    expect(kept('Should I add retries to the webhook sender?', "yes, three with exponential backoff, the receivers are flaky partners we can't fix")).toEqual([
      ['feedback', "Add retries to the webhook sender, three with exponential backoff: the receivers are flaky partners we can't fix."],
    ]);
    expect(kept('Do you want a changelog entry?', 'always, every user-visible change gets one')).toEqual([['feedback', 'Do you want a changelog entry? Always, every user-visible change gets one.']]);
    expect(kept("I'll use UUIDv4 for the new IDs.", 'ULIDs, they sort by time and our event store relies on that')).toEqual([
      ['feedback', 'On "use UUIDv4 for the new IDs": ULIDs, they sort by time and our event store relies on that.'],
    ]);
    expect(kept('要我开个PR吗？', '要，先开草稿PR，CI很贵，只在ready的PR上跑')).toEqual([['feedback', '要我开个PR吗：要，先开草稿PR，CI很贵，只在ready的PR上跑。']]);
    expect(kept('有警告的时候CLI要返回1吗？', '不要，只有报错才返回非零，CI脚本把任何非零都当失败')).toEqual([['feedback', '有警告的时候CLI要返回1吗：不要，只有报错才返回非零，CI脚本把任何非零都当失败。']]);
    // (a pick whose why is of the moment, or a yes with nothing that lasts, is this work's)
    noneKept([
      ["I'll use UUIDv4 for the new IDs.", "ULIDs, they're easier for me to read today"],
      ['要我开个PR吗？', '要，先开草稿，我晚点看'],
    ]);
  });

  it("keeps replies that set a Rust, Go, k8s, Lambda, migration and SQL act right: a bare 'no …' with how every bad one is handled, a lesson dated by its month, a pick named again in why, a rule that caught bugs, the act done in steps, 'parameterize it' with what CI lints", () => {
    eachKeptOnce([
      ["I used unwrap() on the config parse.", "no unwraps outside tests, a bad config should exit with a clear message"],
      ["I added a new goroutine per request for the audit log.", "use the worker pool in internal/audit, unbounded goroutines took prod down in March"],
      ["I've set the replica count to 1 for the new service.", "every prod service runs at least 2 replicas, the node pool gets recycled weekly"],
      ["I hardcoded the bucket name in the Lambda.", "read it from the BUCKET env var, the name differs per stage"],
      ["I wrote the config in YAML.", "TOML, everything else in the repo is TOML and the loader only reads TOML"],
      ["I'll disable the failing lint rule.", "fix the code instead, that rule caught two real bugs last quarter"],
      ["I put the secrets in the docker-compose file.", "never, compose files are committed, use an env_file that's gitignored"],
      ["I made the migration drop the column right away.", "two steps, stop writing to it first and drop it a release later, old pods still read it during deploys"],
      ["I chose Celery for the background jobs.", "we use RQ, one less broker to run"],
      ["I used the admin API token for the script.", "use the read-only token, admin calls get audited and paged"],
      ["I wrote the SQL with string concatenation.", "parameterize it, and run sqlfluff before committing, CI lints SQL"],
      ["I changed the public function signature.", "that's a breaking change, we follow semver and this is a minor release"],
      ["I ran the formatter on the whole repo.", "please don't, it touches 300 files and buries the real change, format only what you edit"],
    ]);
    noneKept([
      ["I bumped the Node version to 22 in the Dockerfile.", "fine"],
      ["I've added caching to the user lookup.", "great, that's exactly what I wanted"],
    ]);
  });

  it("names the act a reply does in steps, or sets right with the order 'parameterize it', and keeps a bare 'no …' with how every bad one is handled", () => {
    expect(kept('I made the migration drop the column right away.', 'two steps, stop writing to it first and drop it a release later, old pods still read it during deploys')).toEqual([
      ['feedback', 'On "make the migration drop the column right away": two steps, stop writing to it first and drop it a release later, old pods still read it during deploys.'],
    ]);
    expect(kept('I wrote the SQL with string concatenation.', 'parameterize it, and run sqlfluff before committing, CI lints SQL')).toEqual([
      ['feedback', 'On "write the SQL with string concatenation": parameterize it, and run sqlfluff before committing, CI lints SQL.'],
    ]);
    expect(kept('Done.', 'no unwraps outside tests, a bad config should exit with a clear message')).toEqual([['feedback', 'No unwraps outside tests, a bad config should exit with a clear message.']]);
    // (steps with nothing that lasts, and a "no …" with a why of the moment, are this work's)
    noneKept([
      ['I made the migration drop the column right away.', "two steps, stop writing to it first and drop it later, I'll tell you when"],
      ['Done.', 'no unwraps here, I want to see it crash today'],
    ]);
  });

  it("keeps, in Chinese, replies that set the same acts right: what to use or do instead, or an outright no, with why that lasts in a clause after — kept with the act said as one; not a nod, nor a redo with a why of the moment", () => {
    eachKeptOnce([
      ["我在配置解析那里用了unwrap()。", "测试以外不许用unwrap，配置有问题要带清楚的提示退出"],
      ["我给审计日志每个请求开了一个goroutine。", "用internal/audit里的worker池，三月份无限制的goroutine把生产搞挂过"],
      ["我把新服务的副本数设成了1。", "生产服务至少两个副本，节点池每周都会轮换"],
      ["我把bucket名字写死在Lambda里了。", "从BUCKET环境变量读，每个环境名字不一样"],
      ["我准备把失败的lint规则关掉。", "改代码，这条规则上个季度抓到过两个真bug"],
      ["我把密钥写进docker-compose文件了。", "绝对不行，compose文件是提交到仓库的，用gitignore掉的env_file"],
      ["后台任务我选了Celery。", "我们用RQ，少维护一个broker"],
      ["脚本里我用的是管理员token。", "用只读token，管理员调用会被审计还会告警"],
      ["我把整个仓库都格式化了。", "别这样，改了三百个文件，真正的改动都被淹没了，只格式化你改的部分"],
      ["你觉得用Redis怎么样？", "我们用Postgres，少维护一个服务"],
    ]);
    noneKept([
      ["我把Dockerfile里的Node升到了22。", "行"],
      ["我给用户查询加了缓存。", "很好，就是我想要的"],
      ["我把测试跑了一遍。", "用这个吧，挺好"],
      ["我改了登录页的样式。", "从头再来，我看错需求了"],
    ]);
  });

  it("names, in Chinese, the act a reply sets right by what to use instead, said first or after the user's words, and keeps the thing-named reading where the act names a thing", () => {
    expect(kept('后台任务我选了Celery。', '我们用RQ，少维护一个broker')).toEqual([['feedback', '后台任务选Celery：我们用RQ，少维护一个broker。']]);
    expect(kept('脚本里我用的是管理员token。', '用只读token，管理员调用会被审计还会告警')).toEqual([['feedback', '脚本里用的是管理员token：用只读token，管理员调用会被审计还会告警。']]);
    expect(kept('我把金额用float存了。', '改成整数分，浮点数算账会有误差')).toEqual([['feedback', '金额改成整数分，浮点数算账会有误差。']]);
  });

  it("reads a count per frame, a level per place, a kind's way, a measured figure and a lesson of a kind as the act set right, in English and Chinese, not the same said for now or asked", () => {
    eachKeptOnce([
      ["I put the shader constants in a uniform buffer per draw.", "one UBO per frame, per-draw buffers killed perf on the Switch build"],
      ["I've written the save file as JSON.", "saves are binary with a version header, console cert rejects saves over 64KB"],
      ["I used float for the currency amounts.", "never floats for money here, use the Money type in lib/money, it stores cents as bigint"],
      ["I added the new endpoint under /api/v2.", "v2 is frozen, new endpoints go in /api/v3 until the partner migration is done"],
      ["I named the feature flag new_checkout.", "flags are named team.feature.yyyymm so the cleanup job can find old ones"],
      ["I put the model weights in the repo.", "weights go in the artifacts bucket, the repo has an LFS quota and we blew it last year"],
      ["I trained on the full dataset.", "always hold out the last two weeks by date, random splits leak the future into training"],
      ["I set the log level to debug in prod config.", "info in prod, debug logs include request bodies and that's PII"],
      ["I added a dependency on lodash.", "we don't add lodash, the bundle budget is 200KB and native methods cover it"],
      ["I wrote the test with a sleep(2) to wait for the queue.", "poll with waitFor instead, sleeps made the suite flaky on CI runners"],
      ["I used the staging database for the load test.", "load tests run against perf-db only, staging is shared with QA and they lost a day in May"],
      ["I changed the timezone handling to use local time.", "store everything in UTC, convert only at display, our users span nine timezones"],
      ["I'll open the PR against main.", "PRs go to develop, main only takes release merges"],
      ["I made the API return 200 with an error field.", "errors use proper status codes and the problem+json body, the mobile clients switch on status"],
      ["I bumped the minimum iOS version to 17.", "stay on 15, a fifth of our users are still on it"],
      ["The benchmark shows 30% faster.", "run it three times and report the median, single runs on the shared box swing 20%"],
      ["I put the cron schedule at midnight UTC.", "not midnight, the billing batch runs then and the DB is pegged, use 03:00"],
      ["I'm going to rename the table.", "don't rename tables, the analytics team reads them directly; add a view if you need the new name"],
      ["我把金额用float存了。", "金额一律用分存成整数，float在对账时出过差一分钱的问题"],
      ["我把新接口放在/api/v2下面了。", "v2已经冻结了，新接口放v3"],
      ["我在测试里用了sleep(2)等队列。", "改成轮询等待，sleep在CI上很不稳定"],
      ["我把日志级别调成debug了。", "生产用info，debug日志里有请求体，属于个人信息"],
    ]);
    noneKept([
      ["I've made the retry loop sleep 1 second between tries.", "ok"],
      ["I'll write the migration in raw SQL.", "sure, go ahead"],
      ["I've got the Android build working.", "nice, now do iOS"],
      ["I added a print statement to debug it.", "fine for now, just take it out before you push"],
      ["I put the shader constants in a uniform buffer per draw.", "one UBO per frame for now, we'll profile it later"],
      ["I split the work into one PR per service.", "one PR per service, fine"],
      ["I'll run the benchmark again.", "one run per config, the box is free right now"],
      ["The benchmark shows 30% faster.", "nice, run it once more to be sure"],
      ["The benchmark shows 30% faster.", "great, merge it"],
      ["The benchmark shows 30% faster.", "run it again, my laptop was busy"],
      ["The p99 is 2x lower now.", "run it on staging too, the numbers there were weird yesterday"],
      ["I set the log level to debug in prod config.", "info in prod, just for this week"],
      ["I set the log level to debug.", "debug logs include the SQL and that's useful right now"],
      ["I made the API return 200 with an error field.", "errors use the new format now, thanks"],
      ["I made the API return 200 with an error field.", "errors use proper status codes, fix it please"],
      ["I wrote the test with a sleep(2).", "poll instead, my changes made the suite flaky"],
      ["I wrote the test with a sleep(2).", "poll instead, the sleeps made it slow today"],
      ["I used per-draw buffers.", "per-draw buffers killed perf on my machine yesterday"],
      ["我把日志级别调成debug了。", "生产用info，这周先这样"],
      ["我把新接口放在/api/v2下面了。", "v2已经冻结了吗？"],
      ["我把新接口放在/api/v2下面了。", "好的"],
      ["我在测试里用了sleep(2)等队列。", "改成轮询等待，今天先这样"],
    ]);
  });

  it("reads who else calls it, why before the order, an amount, a lesson that way or under us, ask first next time, only in files you touch and a kind left since a year as the act set right, in English and Chinese, not the same said for now", () => {
    eachKeptOnce([
      ["I refactored the client to use the new config loader.", "keep the public API the same though, three other services call it"],
      ["I'm going to add a new column for the status.", "use the existing enum column, the reporting views break whenever the table shape changes"],
      ["I added a unit test that hits the real S3 bucket.", "mock S3 with moto in unit tests, the real bucket costs money and needs credentials CI doesn't have"],
      ["I put the API key in the frontend env.", "anything in the frontend env ships to the browser, proxy the call through the backend"],
      ["I made the webhook handler synchronous.", "ack fast and process on the queue, Stripe retries after 10 seconds and we double-charged people that way"],
      ["I set the cache TTL to 24 hours.", "5 minutes, prices change during the day"],
      ["I'm writing the parser by hand.", "use the generated one from the grammar, hand-written parsers drifted from the spec twice"],
      ["I created a new logger instance in the module.", "get it from the app context, every module shares one logger so the request id propagates"],
      ["I'll deploy it on Friday afternoon.", "no deploys after Thursday noon, nobody's around on weekends to roll back"],
      ["I opened the port to 0.0.0.0/0 for testing.", "close it now, and never open prod ports to the world, use the bastion"],
      ["I've rewritten the script in Python.", "that's ok, but next time ask first, the ops team only maintains bash"],
      ["Should I add type hints to the old module?", "only in files you touch, a repo-wide typing PR is impossible to review"],
      ["Should I use a class or a function component?", "function components with hooks, we haven't written a class component since 2020"],
      ["Should I write the docs in the wiki?", "docs live in the repo under docs/, the wiki is read-only since the migration"],
      ["Should I add retries to the client?", "the SDK already retries three times with backoff, don't stack another layer"],
      ["I'll write a migration to backfill the column.", "backfills run as jobs in the worker, migrations must finish in under a minute or the deploy times out"],
      ["I'll make the image tag latest.", "pin the digest, latest moved under us twice"],
      ["我把API key放在前端的环境变量里了。", "前端环境变量会打包进浏览器，改成通过后端代理"],
      ["我准备周五下午上线。", "周四中午以后不上线，周末没人能回滚"],
      ["我把镜像标签设成了latest。", "固定digest，latest之前两次在我们不知道的情况下变了"],
      ["要不要给老模块加类型注解？", "只在你改动的文件里加，全仓库的类型PR没法review"],
    ]);
    noneKept([
      ["I used a regex to parse the HTML.", "fine for this one-off script"],
      ["Should I keep the old endpoint?", "yes, for now"],
      ["Should I bump the version?", "not yet, wait until QA signs off"],
      ["要不要保留旧接口？", "先保留吧"],
      ["I refactored the client to use the new config loader.", "keep the public API the same for now, we'll break it in 3.0"],
      ["I put the API key in the frontend env.", "anything in the frontend env ships to the browser, right?"],
      ["I put the API key in the frontend env.", "the frontend env is broken today, proxy the call through the backend"],
      ["I set the cache TTL to 24 hours.", "5 minutes, just for the demo"],
      ["I set the cache TTL to 24 hours.", "5 minutes, I'm testing the expiry"],
      ["I've rewritten the script in Python.", "that's ok, but next time ask first, I was halfway through the bash one"],
      ["Should I add type hints to the old module?", "only in files you touch, for this PR"],
      ["I'll make the image tag latest.", "pin the digest, latest moved under us twice today"],
      ["I opened the port to 0.0.0.0/0 for testing.", "close it now, and never mind the tests"],
      ["I opened the port to 0.0.0.0/0 for testing.", "close it now, and always ping me first for this one"],
      ["I made the webhook handler synchronous.", "ack fast and process on the queue, we lost a webhook that way today"],
      ["我准备周五下午上线。", "周四中午以后不上线，这周先这样"],
      ["我把镜像标签设成了latest。", "固定digest，今天先这样"],
      ["要不要给老模块加类型注解？", "只在你改动的文件里加，这次先这样"],
      ["我把API key放在前端的环境变量里了。", "前端环境变量会打包进浏览器吗？"],
      ["我把API key放在前端的环境变量里了。", "前端环境变量今天有问题，改成通过后端代理"],
    ]);
  });

  it("reads answers to the agent's questions and offers with a value per place, a kind only, only if or before, a name pattern in backticks, a value of the same shape, and a check that fails otherwise, in English and Chinese, not the same for now or if there is time", () => {
    eachKeptOnce([
      ["Want me to add a Dockerfile for local dev?", "no, we use devcontainers, the Dockerfile is only for prod builds"],
      ["Want me to write tests for the helper?", "yes, and put them next to the file as helper.test.ts, that's how the rest of the repo does it"],
      ["Should I squash before merging?", "always squash, the changelog is built from PR titles"],
      ["Should I use `any` here to get past the type error?", "no, `unknown` and narrow it, `any` is banned by the lint config"],
      ["Should I log the full request?", "headers only, bodies can carry card numbers"],
      ["Should I update the snapshot?", "only if the change is intended, and say so in the PR, reviewers look for that"],
      ["Do you want the error messages in English or German?", "English in logs, German in the UI, support reads the logs and they're in Dublin"],
      ["Should I use the staging or prod API key for the script?", "staging, always, prod keys are only in the deploy pipeline"],
      ["How should I name the new queue?", "`<team>.<service>.<purpose>`, the DLQ alarms match on the prefix"],
      ["Where should the new config option go?", "config/defaults.toml, and document it in docs/config.md, the docs check fails otherwise"],
      ["Which Python version should the new service use?", "3.11, the base image is pinned to it"],
      ["Should I fix the lint warnings in the files I didn't touch?", "no, leave them, it bloats the diff and blame"],
      ["Should I write the design doc in Notion?", "no, as a markdown RFC in docs/rfcs, we review them as PRs"],
      ["Should I run the full e2e suite?", "only before merging, it takes 25 minutes"],
      ["I'm going to add a `utils/` folder for the shared helpers.", "please don't, we put helpers next to the feature that uses them"],
      ["I'll rename the env var to API_TOKEN.", "keep it as API_KEY, the Helm charts in three repos reference it"],
      ["I'll set the default region to us-east-1.", "eu-west-1, all our customer data has to stay in the EU"],
      ["I'm adding a retry with exponential backoff to the payment call.", "no retries on payment calls at all, they're not idempotent on the provider side"],
      ["想让我加一个本地开发用的Dockerfile吗？", "不用，我们用devcontainer，Dockerfile只给生产构建用"],
      ["要不要先squash再合并？", "每次都squash，changelog是从PR标题生成的"],
      ["日志里要记完整的请求吗？", "只记header，请求体里可能有卡号"],
      ["新队列怎么命名？", "用<团队>.<服务>.<用途>，DLQ告警是按前缀匹配的"],
      ["我把默认区域设成了us-east-1。", "用eu-west-1，客户数据必须留在欧盟"],
    ]);
    noneKept([
      ["Should I add a migration for this?", "yes"],
      ["Want me to push the branch?", "sure"],
      ["Should I bump the dependency while I'm at it?", "not in this PR"],
      ["Can I delete the old feature flag?", "yes, it's been at 100% for months"],
      ["I'll write the script in Node.", "fine"],
      ["I'll add an index on created_at.", "good call"],
      ["要我把分支推上去吗？", "推吧"],
      ["Should I log the full request?", "headers only for now"],
      ["Should I log the full request?", "headers only, I'm debugging auth"],
      ["Should I run the full e2e suite?", "only if you have time, it takes 25 minutes"],
      ["Should I run the full e2e suite?", "only before merging, I think"],
      ["Do you want the error messages in English or German?", "English in logs, German in the UI, for this release"],
      ["I'll set the default region to us-east-1.", "eu-west-1, it's closer to me"],
      ["I'll set the default region to us-east-1.", "eu-west-1, for the demo"],
      ["Want me to write tests for the helper?", "yes, and push it when you're done"],
      ["How should I name the new queue?", "`jobs.tmp.test`, whatever works for now"],
      ["I'm adding a retry to the payment call.", "no retries on payment calls at all, for now"],
      ["Should I update the snapshot?", "only if it's intended, thanks"],
    ]);
  });

  it("reads, in Chinese, another amount said to be enough, inserts in batches with a lesson, and an order of the moment before a rule, as the act set right, not the same for now or asked", () => {
    eachKeptOnce([
      ["我把重试次数设成了10次。", "3次就够了，对方接口有限流，重试多了会被封"],
      ["我准备在循环里逐条插入数据库。", "批量插，逐条插一万条要跑几分钟，之前导入任务就是这么超时的"],
      ["要不要写个单元测试？", "要，核心逻辑都要有单测，CI会检查覆盖率"],
      ["日期用什么格式存？", "统一存UTC时间戳，前端按用户时区显示"],
      ["我在提交里把.env也加进去了。", "马上删掉，.env永远不能进仓库，里面有生产密钥"],
      ["我用了一个新的UI组件库。", "别引新的组件库，我们统一用内部的design system，不然样式对不上"],
      ["我直接改了生产的配置。", "以后改生产配置必须走变更单，这次先算了"],
    ]);
    noneKept([
      ["我给这个接口加了缓存。", "这个接口别加缓存，价格每分钟都在变"],
      ["要我把这个函数拆开吗？", "拆吧"],
      ["我把重试次数设成了10次。", "3次就够了，这次先这样"],
      ["我把重试次数设成了10次。", "3次就够了吧？"],
      ["我准备在循环里逐条插入数据库。", "批量插，今天数据量大"],
    ]);
  });

  it("reads a principle always, a pick by how or with a second choice, a bare refusal past its redo, a migration window and a security scan as the act set right, in English and Chinese, not the same for now or today", () => {
    eachKeptOnce([
      ["I added the new permission to the app manifest.", "we need a justification string for every new Android permission, Play review rejects the build without one"],
      ["I'll store the refresh token in UserDefaults.", "Keychain, UserDefaults is a plist anyone with a backup can read"],
      ["I made the S3 bucket public so the images load.", "never public buckets, serve them through CloudFront with OAC"],
      ["I'll give the Lambda the AdministratorAccess policy for now.", "least privilege always, security scans every IAM policy weekly and pages on admin"],
      ["I'll add the SSH key to the shared deploy user.", "we don't share deploy users, every engineer gets their own through SSO"],
      ["I ran terraform apply from my laptop.", "applies only run from the pipeline, local applies skip the state lock"],
      ["I'll add a crash reporter SDK.", "we already ship Sentry in the app, don't add a second one"],
      ["I used Math.random for the invite codes.", "crypto.randomUUID or the secure random helper, Math.random is guessable"],
      ["I'll run the migration on the primary during the day.", "not during the day, primary migrations run in the 2am window"],
      ["I pinned the base image by tag.", "by digest, tags get overwritten on our registry"],
      ["I'll turn off the failing health check.", "don't, fix the endpoint, the load balancer drains pods that fail it"],
      ["我把S3桶设成公开的了，图片才能加载。", "桶永远不能公开，用CloudFront加OAC"],
      ["我用了Math.random生成邀请码。", "用crypto.randomUUID，Math.random可以被猜出来"],
      ["我打算白天在主库上跑迁移。", "白天不行，主库迁移只在凌晨两点的窗口跑"],
    ]);
    noneKept([
      ["I bumped the Kotlin version.", "ok"],
      ["I rebuilt the iOS project with Xcode 16.", "great, thanks"],
      ["I'll give the Lambda the AdministratorAccess policy for now.", "least privilege always, I guess"],
      ["I'll turn off the failing health check.", "don't, just rerun it, it's flaky today"],
      ["I pinned the base image by tag.", "by tag is fine"],
      ["I pinned the base image by tag.", "by digest, for this release"],
      ["I'll add a crash reporter SDK.", "we already ship Sentry in the app, don't add a second one today"],
    ]);
  });

  it("keeps a bare refusal with why that lasts past the redo after it, not one whose why is tests that read the thing", () => {
    eachKeptOnce([
      ["I'll turn off the failing health check.", "don't, fix the endpoint, the load balancer drains pods that fail it"],
      ["I'll add the load test IP to the WAF exceptions.", "don't, add the load test IP to ratelimit/allowlist.yaml and get the platform team to approve it"],
    ]);
    noneKept([
      ["I'll change the markup of the header.", "don't, the e2e tests read that markup; change the styles instead"],
      ["I'll turn off the failing health check.", "don't, just rerun it, it's flaky today"],
    ]);
  });

  it("reads an order to sum, round or hold out with why that lasts, a loss once to the other way, why in two clauses each of what the act touched before the order, as the act set right, not for today or when a clause is of something else", () => {
    eachKeptOnce([
      ["I flashed the new firmware over USB.", "heads up, the bootloader on rev B boards only takes signed images, unsigned ones brick the board"],
      ["I'll use malloc in the interrupt handler.", "no heap allocation in ISRs, ever, the allocator isn't reentrant"],
      ["I'll add printf debugging to the motor loop.", "the motor loop has a 50us budget, printf takes 200, use the trace buffer"],
      ["I wrote the driver in C++.", "firmware is C99 only, the safety certification covers the C toolchain and nothing else"],
      ["I'll round the amounts to two decimals before summing.", "sum in minor units as integers, round only at display, we lost cents to float drift last quarter"],
      ["I stored the card number to retry the charge.", "we never store PANs, PCI scope, retry with the token from the vault"],
      ["I called the payment provider synchronously in the checkout request.", "provider calls go through the outbox, their p99 is 8 seconds"],
      ["I translated the strings directly in the component.", "all user-facing strings go through t(), translators only see the locale files"],
      ["I'll add the German translations myself.", "please don't, translations come from the vendor through Crowdin, manual edits get overwritten on sync"],
      ["I trained on the full dataset.", "hold out the last two weeks by date, random splits leak future data into training"],
      ["I'll log the metrics to a CSV.", "we track every run in MLflow, the tracking URI is in .env.example"],
      ["我给中断处理函数里加了日志。", "中断里不能打日志，串口输出太慢会丢中断"],
      ["我用浮点数算了金额。", "金额一律用分存整数，上季度浮点误差对不上账"],
      ["我把卡号存到数据库里了。", "卡号绝对不能落库，PCI合规要求，用支付网关给的token"],
      ["I'll add printf to the ISR.", "the ISR runs at 20 kHz, a printf takes 200us, use the trace buffer"],
      ["I'll use floats for the prices.", "store them in cents, we lost money to rounding once"],
    ]);
    noneKept([
      ["I set the UART to 115200.", "fine"],
      ["Should I bump the HAL version?", "not this sprint"],
      ["I'll round the totals.", "round them at the end, the report is due today"],
      ["I'll sum the rows in Python.", "sum them in SQL, it's faster for this one"],
      ["I trained on everything.", "hold out 10% for now, we'll fix the split later"],
      ["I split the data randomly.", "hold out the last month, I want to see how it does on recent data"],
      ["I added logging to the request handler.", "the handler is called a lot, the disk is almost full, use the trace level"],
      ["I'll round each line item.", "round only the total, we lost cents to that last quarter"],
    ]);
  });

  it("reads a way that goes around a guard, a breaking change held to a major or done another way, a thing done only on one side with why after its because or its and, as the act set right, not a breaking change let stand or a check skipped right now", () => {
    eachKeptOnce([
      ["I used unwrap() in the parser.", "no unwraps outside tests, return a ParseError, the fuzzer finds every panic path"],
      ["I added tokio to the core crate.", "core stays runtime-agnostic, async lives in the server crate only"],
      ["I'll bump the MSRV to 1.80.", "MSRV is 1.74 until Debian stable catches up, distro packagers build us"],
      ["I wrote the query with raw SQL in the view.", "use the ORM, raw SQL in views skips the tenant filter middleware"],
      ["I put the Celery task in views.py.", "tasks live in tasks.py in each app, the worker autodiscovers only those"],
      ["I changed the public SDK method signature.", "that's a breaking change, it has to wait for 3.0, add an overload instead"],
      ["I'll write the example in the README in TypeScript.", "examples in the README are plain JavaScript, most users paste them into a script tag"],
      ["I exported the appointment data to a CSV on my desktop.", "PHI never leaves the VPC, use the de-identified export in the analytics bucket"],
      ["I'll make the search match partial SKUs.", "partial SKU match only on the admin side, the storefront does exact match because SKUs leak supplier info"],
      ["我在解析器里用了unwrap。", "测试以外不许unwrap，返回ParseError，模糊测试会找出每一条panic路径"],
      ["我把病人姓名写进日志了。", "日志里绝对不能有病人姓名，只记内部ID，审计会查日志"],
      ["I enabled debug logs.", "debug logs only in staging, prod logs go to the SIEM and we pay per GB"],
      ["I'll query the table directly.", "use the repository, raw queries bypass the row-level security policies"],
      ["I renamed the config key.", "that's a breaking change, deprecate the old key first"],
    ]);
    noneKept([
      ["I added a new Django app for the reports.", "sure"],
      ["I'll rerun the build.", "the build skips the lint check right now, use the full pipeline"],
      ["I changed the return type.", "that's a breaking change, but fine, nobody uses it yet"],
      ["I renamed the endpoint.", "that's a breaking change, let's talk about it tomorrow"],
      ["I'll add the feature flag.", "flag only on the web side for now, mobile later"],
    ]);
  });

  it("reads names in backticks as names, a trouble the other way once caused, no barrel files or circular imports with why, backoff picked with why, a part's should-question answered no with why, failures the agent reported known to the team, in English and Chinese, not the same of today", () => {
    eachKeptOnce([
      ["I'll add a `useEffect` to sync the prop into state.", "derive it during render, syncing props into state is how we got the stale-price bug"],
      ["I'll put the helper in `src/utils/index.ts`.", "no barrel files, they break tree shaking in our bundler setup"],
      ["I ran the e2e tests locally and two failed.", "those two are known flaky on macOS, they pass in CI on Linux"],
      ["I used `any` for the event type.", "never `any`, use `unknown` and narrow, the lint rule blocks merges anyway"],
      ["I'll retry the webhook delivery immediately on failure.", "exponential backoff starting at 30s, partners rate-limit us otherwise"],
      ["Should the CLI exit with code 1 on warnings?", "no, warnings exit 0, CI pipelines treat any nonzero as a failure"],
      ["Should I use tabs or spaces?", "whatever prettier does"],
      ["我要在useEffect里把prop同步到state。", "在渲染时直接算，把prop同步到state就是上次价格不对的原因"],
      ["命令行遇到警告要返回1吗？", "不用，警告返回0，CI会把非零当失败"],
      ["Should the importer skip bad rows?", "no, fail the whole file, finance reconciles against the row count"],
      ["I ran the integration tests and one failed.", "that one is a known issue on ARM, it's tracked in INFRA-212"],
      ["I put the types in `src/index.ts`.", "no circular imports, the build tool chokes on them"],
    ]);
    noneKept([
      ["I wrote the release notes.", "looks good"],
      ["I'll add a `useEffect` to sync the prop.", "sure, add it"],
      ["I cleared the cache.", "clearing the cache is how we got it working yesterday, keep it that way"],
      ["I ran the tests and two failed.", "those two failed because of your change, fix them"],
      ["I'll retry immediately.", "exponential backoff for now, we'll tune it later"],
      ["Should the job run nightly?", "no, weekly, the nightly run is too noisy today"],
      ["我要把状态存到全局变量里。", "今天先这样，上次就是因为这个出了问题"],
    ]);
  });

  it("reads an order on it named by the agent's short act, machines that skew a figure, a step that fails without the thing, a source to update too, where else the act goes or it fails and a tool for how the agent said it worked, in Chinese, not the same of today or right now", () => {
    eachKeptOnce([
      ["I wrote a benchmark.", "nice, but run it on the perf box, laptops throttle and the numbers are useless"],
      ["I added the new env var to .env.", "also add it to .env.example and the Helm values, the deploy fails without it"],
      ["I'll write the migration by hand.", "generate it with alembic revision --autogenerate and then review it, hand-written ones drift from the models"],
      ["I used a regex to parse the HTML.", "use BeautifulSoup, the pages have nested tables that break regexes"],
      ["I'll add the endpoint to the v1 router.", "v1 is frozen, new endpoints go in v2"],
      ["I put the secret in the GitHub Actions workflow file.", "secrets go in the repo settings, the workflow files are public"],
      ["I think that's everything for the API.", "not quite, the OpenAPI spec needs updating too, the client SDKs are generated from it"],
      ["我给.env加了新的环境变量。", ".env.example和Helm的values也要加，不然部署会失败"],
      ["我用正则解析HTML。", "用BeautifulSoup，页面里有嵌套表格，正则会出错"],
      ["I profiled on my laptop.", "run it on the perf box, laptops throttle"],
      ["I added the flag to the config.", "add it to the chart too, the pod won't start without it"],
      ["我用Redis存会话。", "用数据库存，Redis每晚会重启，会话会丢"],
    ]);
    noneKept([
      ["I deleted the old feature flag.", "thanks"],
      ["I used print statements for debugging.", "fine, but remove them before you commit"],
      ["I ran the benchmark.", "run it again, the numbers look off"],
      ["I added the env var.", "add it to the README too, people will ask"],
      ["I regenerated the fixtures.", "update the snapshots too, the tests are generated from them today"],
      ["I added the env var to .env.", "add it to staging too, the build fails without it right now"],
      ["我用正则解析HTML。", "用BeautifulSoup，今天先这样"],
      ["我给.env加了变量。", "README也要加，不然今天的演示会失败"],
    ]);
  });

  it('names an order on "it" by the act as the agent said it, when the act is too short to name as an order', () => {
    expect(kept('I wrote a benchmark.', 'nice, but run it on the perf box, laptops throttle and the numbers are useless')).toEqual([
      ['feedback', 'On "I wrote a benchmark.": run it on the perf box, laptops throttle and the numbers are useless.'],
    ]);
    expect(kept('I renamed the config key.', "that's a breaking change, deprecate the old key first")).toEqual([
      ['feedback', 'On "I renamed the config key.": that\'s a breaking change, deprecate the old key first.'],
    ]);
  });

  it("reads a tool being removed, where a kind of job runs with what runs many copies, a key kept in a store to use, why first then only a part to log in Chinese, as what the act should know, not the same of today", () => {
    eachKeptOnce([
      ["I'll bump lodash to the latest.", "we're removing lodash, don't add new usages either"],
      ["I wrote the cron in the app server.", "crons run in the scheduler service, app servers autoscale and you'd get duplicates"],
      ["I'm going to log the full request body.", "bodies can contain card data, log the request id and route only"],
      ["I'll use the admin API key for the integration tests.", "there's a test-scoped key in 1Password under CI Test Keys, use that"],
      ["我要把完整的请求体打到日志里。", "请求体里可能有卡号，只记请求ID和路由"],
      ["我把定时任务写在应用服务器里了。", "定时任务都跑在调度服务里，应用服务器会自动扩容，会重复执行"],
      ["I'll run the cleanup in the web server.", "cleanup jobs run in the worker service, web pods autoscale and you'd get duplicates"],
      ["我要把密码打到日志里。", "密码绝对不能进日志，只记用户ID"],
    ]);
    noneKept([
      ["I set up the repo with npm.", "👍"],
      ["I think the test is flaky.", "yeah probably, rerun it"],
      ["I fixed the typo in the README.", "ty"],
      ["我要把请求体打到日志里。", "请求体太大了，今天只记ID"],
    ]);
  });

  it("reads replies to an agent that did several things and asked — a tool no longer kept, drafts first, every timestamp UTC, a pinned digest, a level picked with why in two parts, fewer said to be enough, staging fine anytime, a tool for the async codebase, a build failing on missing keys, parameterized queries only, in English and Chinese — not a yes, a thanks, a go-ahead, or the same for now or today", () => {
    eachKeptOnce([
      ["I've added the endpoint and a test for it. Should I also add it to the Postman collection?", "no, we don't maintain Postman anymore, the OpenAPI spec is the source of truth"],
      ["I refactored the parser and all tests pass. Want me to open the PR?", "yes, and always open PRs as drafts first, CI takes 20 minutes and reviewers get pinged on ready"],
      ["I found the bug: the date was parsed in local time. I've switched it to UTC.", "good, and every timestamp we store is UTC, the frontend localizes"],
      ["I updated the Dockerfile to use node:20. Should I pin the patch version too?", "yes, pin to the exact digest, we had a broken patch release last year"],
      ["I've added logging around the payment call. Is info level ok?", "debug, info in that path logs on every request and we pay for ingestion"],
      ["I'll split this into three PRs.", "two is fine, the migration and the code can't be deployed separately"],
      ["The build is green now. Should I deploy to staging?", "yes, staging deploys are fine anytime, prod needs a ticket"],
      ["I used the `requests` library for the HTTP calls.", "use `httpx`, the whole codebase is async"],
      ["I've put the new translation keys in en.json only.", "add them to all locale files with the English text, the build fails on missing keys"],
      ["I wrote the SQL with string formatting.", "never, parameterized queries only, that's how the last injection got in"],
      ["我加了接口和测试。要不要也加到Postman里？", "不用，我们不维护Postman了，OpenAPI是唯一的准"],
      ["我把日期改成UTC解析了。", "好，我们存的时间戳都是UTC，前端负责本地化"],
      ["我用字符串拼接写了SQL。", "绝对不行，只能用参数化查询，上次注入就是这么进来的"],
      ["I'll run 8 workers.", "four is plenty, the box only has four cores"],
    ]);
    noneKept([
      ["I've cleaned up the imports.", "thanks"],
      ["Should I run the full test suite?", "yes please"],
      ["I've fixed the typo. Anything else?", "no that's it for today"],
      ["I'll add caching to the user lookup.", "go for it"],
      ["I've renamed the variable.", "hmm, I liked the old name better, but fine"],
      ["I've set the retry count to 5.", "make it 3 for now, we'll revisit after the load test"],
      ["要不要跑全量测试？", "跑吧"],
      ["我把重试次数设成5了。", "先改成3，压测完再看"],
      ["I'll split this into five PRs.", "two is fine, I'm busy today"],
      ["I've added logging. Is warn level ok?", "debug, warn is too noisy right now"],
      ["I put the keys in en.json.", "add them to fr.json too, the build fails on missing keys right now"],
      ["I set 4 retries.", "three is enough, the upstream is flaky today"],
    ]);
  });

  it("reads, in Chinese, the thing the act touched refusing the act with why that lasts, keys kept out of config, versions locked, a rename kept a month before a drop, retries only for idempotent calls, docs for every public endpoint — not a nod, nor the same for today", () => {
    eachKeptOnce([
      ["我在接口里加了缓存。", "这个接口不能加缓存，库存是实时的，缓存会超卖"],
      ["我把密钥写在配置文件里了。", "密钥只能放在环境变量里，配置文件会提交到仓库"],
      ["我用了最新版的依赖。", "依赖要锁版本，上次自动升级把构建搞挂了"],
      ["我准备直接删掉这张表。", "先改名保留一个月，确认没人用再删"],
      ["我给每个请求都加了重试。", "只有幂等的请求才能重试，下单接口重试会重复下单"],
      ["要不要写文档？", "要，公开接口都要有文档，前端照着文档对接"],
      ["我在页面里加了轮询。", "这个页面不要轮询，用户多的时候会把后端打挂"],
    ]);
    noneKept([
      ["我把函数拆成了三个。", "好"],
      ["我先跑一下测试。", "嗯"],
      ["我在接口里加了缓存。", "这个接口今天先别加缓存，压测完再说"],
    ]);
  });

  it("reads an index made CONCURRENTLY, a fork instead of vendoring with what never happens to vendored code, fixed sleeps as why the suite is flaky, S3 only for ephemeral replicas — not a fine-as-is, nor the same of today or later", () => {
    eachKeptOnce([
      ["I'll add the index.", "create it CONCURRENTLY, the table is hot and a normal index locks writes"],
      ["I'll vendor the patched library.", "fork it under our org instead, vendored code never gets updated"],
      ["I used setTimeout to wait for the element.", "use waitFor from testing-library, fixed sleeps are why the suite is flaky"],
      ["I'll store the uploaded files on the local disk.", "S3 only, containers are ephemeral and we run three replicas"],
      ["I'll patch node_modules.", "use patch-package, node_modules never gets committed"],
      ["I'll add a retry to the test.", "fix the race instead, retries are why the suite is slow"],
    ]);
    noneKept([
      ["I'll add a new column with a default value.", "on Postgres 11+ that's fine, it doesn't rewrite the table"],
      ["I added a sleep.", "use waitFor, the sleep is why the test is flaky today"],
      ["I copied the helper.", "fork it instead, I'll explain later"],
    ]);
  });

  it("reads a reply that names what a status means or what the other way does to a partner as why, and a kind kept out before the team's way", () => {
    eachKeptOnce([
      ["I'll write the migration.", "no down migrations here, we only roll forward"],
      ["I'll use moment for the date formatting.", "we dropped moment, use date-fns"],
      ["I'll push straight to main since it's a one-line fix.", "never, even one-liners go through a PR, branch protection will reject it anyway"],
      ["I'll retry the webhook on any error.", "only on 5xx and timeouts, a 4xx means the payload is wrong and retrying spams the partner"],
      ["我打算用 Redis 做分布式锁。", "别用，之前出过锁过期导致重复扣款的事故，用数据库的行锁"],
    ]);
    noneKept([
      ["I'll bump the version in package.json.", "sure"],
      ["I've added logging around the retry.", "good, thanks"],
      ["I'll add a retry.", "only on 5xx, I'm not sure about the rest yet"],
      ["I'll retry on every error.", "only on timeouts, it's late and I want this merged"],
    ]);
  });

  it("reads a reply that says the team already has one of the agent's kind and where in the code to look first, with the act it answers; not a meeting or a calendar", () => {
    eachKeptOnce([
      ["I'll memoize the selector.", "fine, but we use reselect for that, not useMemo in components"],
      ["I'll put the API key in the config file.", "no, secrets come from Vault at runtime, nothing sensitive in the repo"],
      ["I've added a new index on orders.created_at.", "we already have a composite one on (customer_id, created_at), check pg_indexes before adding"],
      ["I'll write the e2e test with Cypress.", "we moved to Playwright last year, Cypress is only in the legacy folder"],
      ["I'll log the full request body.", "only the headers, bodies have card numbers"],
      ["我准备把配置写死在代码里。", "不行，配置都从环境变量读，我们同一个镜像要跑三个环境"],
    ]);
    noneKept([
      ["I'll rename the column.", "ok"],
      ["I've split the component in two.", "nice"],
      ["I'll add a cache.", "we already have one, check it"],
      ["I'll add a helper.", "we already have a lot going on, check with Sam first"],
      ["I'll add the index.", "we already have a meeting about it, check your calendar"],
    ]);
  });

  it("reads a bound on a setting named in two words, and a revert with how other teams' clients fail on a kind of value as why; not a change of mind or today's tests", () => {
    eachKeptOnce([
      ["I'll add a loading spinner.", "we use skeleton screens everywhere, spinners are banned by design"],
      ["I'll train with a batch size of 128.", "64 max, the A10s run out of memory above that"],
      ["I've made the field nullable.", "revert that, the mobile clients crash on null there"],
      ["I'll send the email synchronously in the request.", "put it on the queue, SES throttles us and the request would hang"],
      ["Should I add tests for this?", "yes, every bug fix needs a regression test"],
    ]);
    noneKept([
      ["I'll use the staging key for now.", "fine for now"],
      ["I updated the README.", "thanks"],
      ["我打算直接删掉这张表。", "先别删，下游报表还在读它，先改名观察一周"],
      ["I'll train with a batch size of 128.", "64 max, I only have an hour left"],
      ["I'll train with a batch size of 128.", "64 is fine for now"],
      ["I've made the field nullable.", "revert that, I changed my mind"],
      ["I've made the field nullable.", "revert that, the tests crash on it today"],
      ["I'll call it with a page size of 50.", "sure"],
    ]);
  });

  it("reads a reply that says, after a yes, what every key needs, how a kind of query is written and where, and what the team keeps in a queue; not a reminder to run the tests", () => {
    eachKeptOnce([
      ["I'll add the cache in Redis.", "sure, just remember every key needs a TTL, the instance has no eviction policy"],
      ["I'll make the export synchronous.", "no, exports can take minutes, they have to go through the job queue"],
      ["I'll add a new env var for the feature.", "use the flag service instead, we don't add env vars for features"],
      ["I'll write the query with the ORM.", "fine here, but reporting queries are raw SQL in reports/, the ORM can't express them"],
      ["我加了一个缓存。", "缓存时间别超过五分钟，价格一天会变好几次"],
    ]);
    noneKept([
      ["I'll update the snapshot.", "go ahead"],
      ["I'll add the column now.", "ok but wait for my review"],
      ["I'll add the cache.", "sure, just remember to run the tests"],
    ]);
  });

  it("reads as why what the team does all over the code, a thing that differs between two browsers, and a part the team is getting rid of (said first, with the act); not a deadline or \"it\"", () => {
    eachKeptOnce([
      ["I'll use UUIDv4 for the ids.", "use ULIDs, we sort by id in a lot of places"],
      ["I'll put the helper in utils.ts.", "we're trying to kill utils.ts, put it next to the code that uses it"],
      ["Should I squash the commits?", "yes, we always squash-merge so main stays linear"],
      ["I'll bump the Node version in the Dockerfile to 22.", "keep it on 20, the lambda runtime is still on 20"],
      ["I'll parse the dates with new Date().", "use Temporal polyfill, new Date parsing differs between Safari and Chrome"],
      ["我用 float 存金额了。", "不行，金额一律用 decimal，之前对账对不上就是因为这个"],
    ]);
    noneKept([
      ["I'll write the docs later.", "ok"],
      ["Should I also update the tests?", "yes please"],
      ["I'll use UUIDv4 for the ids.", "use ULIDs, we did that in a lot of places last year"],
      ["I'll put the helper in utils.ts.", "we're trying to finish today, put it anywhere"],
      ["I'll put the helper in utils.ts.", "we're trying to kill it, put it somewhere else"],
      ["I'll use the old endpoint.", "we're moving away from it, use the new one"],
    ]);
  });

  it("reads as why that anything in localStorage is readable by XSS; not when the user is unsure of it", () => {
    eachKeptOnce([
      ["I'll add a global error handler that swallows exceptions.", "never swallow, log and rethrow, silent failures cost us a week last year"],
      ["I'll store the session in localStorage.", "use an httpOnly cookie, anything in localStorage is readable by XSS"],
      ["I'll add a Makefile target for it.", "we use just, not make, the justfile is at the root"],
      ["I'll increase the connection pool to 100.", "20 is the max, RDS has a 100 connection limit across all pods"],
      ["我准备用 setTimeout 轮询接口。", "用 WebSocket，后端已经有推送了，轮询会把网关打爆"],
    ]);
    noneKept([
      ["I've deleted the unused feature flag.", "great"],
      ["I'll rebase onto main.", "sure, go ahead"],
      ["I'll store the token in localStorage.", "use a cookie, I'm not sure anything in localStorage is readable by XSS"],
    ]);
  });

  it("reads, in Chinese, replies that name the team's request wrapper, where constants go, the date library and fetching once instead of in a loop; not a yes or a not-now", () => {
    eachKeptOnce([
      ["我用 axios 直接请求了。", "统一用封装好的 request.ts，里面处理了 token 刷新和错误提示"],
      ["我把常量写在组件里了。", "常量统一放 constants/ 目录，别散落在组件里"],
      ["我准备用 moment 处理日期。", "我们用 dayjs，moment 太大了"],
      ["我打算在循环里直接查数据库。", "别，这里数据量大，一次查出来再在内存里处理"],
    ]);
    noneKept([
      ["要不要给这个接口加缓存？", "不用，这个接口数据实时性要求高，不能缓存"],
      ["我把 console.log 删掉了。", "好"],
      ["要我顺便把类型补上吗？", "先不用"],
    ]);
  });

  it("reads a cap with a queue clogged last year as why, and a yes with how the team dedupes accounts; not being tired of waiting or this morning's talk", () => {
    eachKeptOnce([
      ["I'll add the translations to the component.", "no, all strings go in locales/en.json, the translators only see that file"],
      ["I'll use a regex to parse the HTML.", "use cheerio, regexes on HTML have bitten us every time"],
      ["I'll make the background job retry forever.", "cap it at 5, then dead-letter it, infinite retries clogged the queue last year"],
      ["Should I add an index on email?", "yes, and make it unique, we dedupe accounts by email"],
      ["I'll disable the flaky test.", "no, quarantine it with the @flaky tag, disabled tests get forgotten"],
    ]);
    noneKept([
      ["I've pushed the fix.", "cool"],
      ["I'll run the formatter.", "yep"],
      ["I'll make the job retry forever.", "cap it at 5, I'm tired of waiting"],
      ["Should I add an index on email?", "yes, and make it unique, we discussed it this morning"],
    ]);
  });

  it("reads a no with how a law classes a kind of data as why; not an \"it\" or a guess", () => {
    eachKeptOnce([
      ["I'll write a custom date picker.", "no, we use the one from the design system, custom pickers fail our accessibility audit"],
      ["I'll add a cron in the app server.", "crons go in the scheduler service, app servers autoscale and you'd get duplicates"],
      ["I'll add the secret to the .env file and commit it.", "never commit secrets, use the secrets manager, the repo is mirrored to a vendor"],
      ["I'll write the migration in raw SQL.", "use Alembic, we need the revision history"],
      ["Should I log the user's IP address?", "no, IPs count as personal data for us under GDPR"],
    ]);
    noneKept([
      ["I've fixed the bug.", "thanks, that was quick"],
      ["I'll take a look at the logs.", "please do"],
      ["Should I log the user's IP address?", "no, it counts as done already"],
      ["Should I log the user's IP address?", "no, that counts as personal data, I think"],
    ]);
  });

  it("keeps what a locale, a training run, an asset and production data take, said in reply to the agent's act, and not a yes or a wait", () => {
    eachKeptOnce([
      ["I'll add the new string to the English file only.", "add it to all locales with the English text as placeholder, the build fails on missing keys"],
      ["I'll train on the full dataset.", "use the 10% sample for anything exploratory, the full run costs about 400 dollars"],
      ["I'll store the image in the app bundle.", "assets over 1 MB go to the CDN, the app size limit is tight"],
      ["我直接改生产库的数据。", "不行，线上数据只能通过工单改，要留审计记录"],
    ]);
    noneKept([
      ["Shall I squash the commits?", "yes please"],
      ["I'll open the PR now.", "wait, run the linter first"],
    ]);
  });

  it("keeps where a new DAG goes when the team caps them, inline styles refused, a hand-written reference against the agent's doc tool, and money in cents, said in reply to the agent's act", () => {
    eachKeptOnce([
      ["I'll add a new DAG file for this.", "put it in the existing ingestion DAG as a task group, we cap the number of DAGs"],
      ["I'll use inline styles here.", "we use CSS modules, no inline styles except for dynamic values"],
      ["I'll generate the docs with typedoc.", "the API reference is hand-written, typedoc output was unreadable"],
      ["我把所有依赖都升到最新版。", "别，一次只升一个大版本，上次一起升把构建搞挂了两天"],
      ["我用 float 存金额。", "金额一律用整数分存"],
      ["I'll generate the docs with typedoc.", "the API reference is hand-written, the old one was unreadable"],
      ["I'll add a retry.", "keep it in the client, we cap retries at three per request"],
    ]);
    noneKept([
      ["I'll mark the flaky test as skipped.", "ok for today"],
      ["I'll rename the column.", "go ahead"],
      ["I'll add a new DAG file for this.", "put it in the existing DAG for now, we cap it later"],
      ["I'll add a new worker.", "sure, we limit the workers anyway"],
      ["I'll generate the docs with typedoc.", "the docs are generated nightly, typedoc broke"],
      ["I'll use black.", "the formatting is fine, black is too slow today"],
    ]);
  });

  it("keeps what a request log holds, a date library refused, a generator said against writing by hand and a batched query on a big table, said in reply to the agent's act", () => {
    eachKeptOnce([
      ["I'll log the full request for debugging.", "log the request id and the route only, bodies can contain card numbers"],
      ["I'll add moment.js for the date formatting.", "Intl.DateTimeFormat is enough, we don't add date libraries"],
      ["I'll write the migration by hand.", "generate it with alembic revision --autogenerate, then review it"],
      ["我在循环里逐条查数据库。", "改成批量查询，这张表有几百万行"],
      ["I'll write the client by hand.", "generate it with openapi-generator, then clean up the output"],
      ["我直接在主分支上改。", "开个分支，主分支有保护规则"],
    ]);
    noneKept([
      ["Should I also update the README?", "yes"],
      ["I'll bump the version to 2.0.", "hmm, let me think about it"],
      ["I'll write the migration by hand.", "do it with the script for now"],
      ["I'll write the migration.", "generate it with alembic"],
      ["我在想怎么改。", "改成批量查询，这张表有几百万行"],
      ["我在路上。", "改成批量查询，这张表有几百万行"],
    ]);
  });

  it("keeps a kind the team uses said against the agent's (a service locator, not a singleton), a logger whose other way blocks for milliseconds and where save files go, said in reply to the agent's act", () => {
    eachKeptOnce([
      ["I'll add a singleton for the audio manager.", "we use a service locator for managers, singletons made testing impossible last time"],
      ["I'll use printf for the debug output.", "use the RTT logger, printf over UART blocks for milliseconds"],
      ["I'll put the save data in PlayerPrefs.", "save files go in Application.persistentDataPath as JSON, PlayerPrefs is for settings only"],
      ["我在中断里打印日志。", "中断里不能打印，会阻塞，放到队列里在主循环打"],
      ["I'll add a singleton for the audio manager.", "we use a service locator for managers, singletons made testing impossible last time"],
      ["I'll add a singleton for the config.", "we use a DI container, nothing else"],
      ["I'll use printf for the debug output.", "use the RTT logger, it blocks for seconds otherwise"],
      ["I'll log from the interrupt.", "use a ring buffer, logging over serial blocks for several ms"],
    ]);
    noneKept([
      ["Can I delete the old prefabs?", "not yet"],
      ["I'll profile it on the editor.", "fine"],
      ["I added a mock for the client.", "we use a lot of those, fine"],
      ["I'll add a singleton for the config.", "we use a different pattern, whatever"],
    ]);
  });

  it("keeps where config goes when one image goes everywhere, an exception left to the caller, a field that must stay required and a timeout enough for the downstream p99, said in reply to the agent's act", () => {
    eachKeptOnce([
      ["I'll add the config to config.yaml.", "config goes in environment variables, we deploy the same image to every environment"],
      ["I'll catch the exception and return None.", "let it raise, the caller handles retries and a silent None hides bugs"],
      ["I'll make the field optional.", "it has to stay required, the mobile app crashes on null"],
      ["我把超时设成了 30 秒。", "5 秒就够了，下游接口 p99 才 200 毫秒"],
      ["I'll make the column nullable.", "it must stay NOT NULL, the billing export chokes on nulls"],
    ]);
    noneKept([
      ["Should I add a test?", "obviously"],
      ["I'll merge it now.", "hold on, CI is still running"],
      ["I'll make the field optional.", "it has to stay required for now, the app crashes on null today"],
      ["I'll catch it and return an empty list.", "let it raise, the caller handles retries and the bug is back"],
    ]);
  });

  it("keeps the team's logger against print, an endpoint kept internal, an index that already exists and retries only on idempotent requests, said in reply to the agent's act", () => {
    eachKeptOnce([
      ["I'll add logging with print statements.", "use the logger from utils/log.py, print output gets lost in the container"],
      ["I'll add the endpoint to the public API.", "internal only, public endpoints need a security review and a version bump"],
      ["I'll add an index on email.", "there's already a unique index on lower(email), check the migrations first"],
      ["Should I use tabs?", "whatever the formatter does"],
      ["我给每个请求都加了重试。", "只对幂等的 GET 重试，POST 重试会重复下单"],
    ]);
    noneKept([
      ["I'll run the full test suite.", "sure, go ahead"],
      ["I'll add an index on email.", "there's already a unique index on lower(email), I added it yesterday"],
      ["I'll use print.", "use the logger, this output gets lost somewhere"],
      ["我给每个请求都加了重试。", "只在今天这样，先不管"],
    ]);
  });

  it("keeps where secrets go, a parser for pages whose markup changes, no force push on shared branches, what a removal waits on, and containers never as root, said in reply to the agent's act or question", () => {
    eachKeptOnce([
      ["I'll add the secret to the workflow file.", "secrets go in the repo settings, the workflow files are public"],
      ["I'll use a regex to parse the HTML.", "use BeautifulSoup, the pages change markup every few weeks"],
      ["I'll rebase onto main and force push.", "never force push shared branches, others have checked them out"],
      ["Can I remove the deprecated endpoint?", "not until the mobile app stops calling it"],
      ["我直接用 root 账号跑容器。", "不行，容器一律用非 root 用户，安全扫描会拦"],
      ["Can I drop the old column?", "not until all the workers are migrated to the new schema"],
    ]);
    noneKept([
      ["I'll add a comment.", "fine by me"],
      ["Can I remove the flag?", "not until the end of the sprint"],
      ["Can I merge it?", "not until the review is done"],
      ["I'll scrape it with a regex.", "use a parser, the page changed once"],
    ]);
  });

  it("keeps a pick of a few words said against the agent's with a why of the team's (function components with hooks, bigint identity), and images in object storage, push over polling and config in Nacos in Chinese, said in reply to the agent's act", () => {
    eachKeptOnce([
      ["I'll write the component as a class.", "function components with hooks, we haven't written a class component since 2020"],
      ["I'll use a UUID as the primary key.", "bigint identity, our analytics joins are too slow on UUIDs"],
      ["我把图片直接存进数据库了。", "图片放对象存储，数据库只存 URL，不然备份会很大"],
      ["我用 setTimeout 轮询订单状态。", "改成 WebSocket 推送，轮询把网关打爆过一次"],
      ["我把配置写死在代码里了。", "配置统一走 Nacos，改配置不用重新发版"],
      ["我用 cron 跑任务。", "改成队列，cron 把数据库压垮过两次"],
    ]);
    noneKept([
      ["我先把测试注释掉。", "可以，今天先这样"],
      ["I'll write the component as a class.", "sure thing, we haven't decided since 2020"],
      ["I'll use a UUID as the primary key.", "bigint identity, our joins are too slow on these tables today"],
      ["I'll use a UUID as the primary key.", "good choice, our joins are too slow on ints"],
      ["我用 axios 发请求。", "改成 fetch，先这样吧"],
    ]);
  });

  it("keeps a page size the clients can render, modules named for what they do, and points as integers in Chinese, said in reply to the agent's act", () => {
    eachKeptOnce([
      ["I'll use the default page size.", "50, the mobile clients can't render more than that smoothly"],
      ["I'll name it utils.py.", "name modules after what they do, we have five utils files nobody can navigate"],
      ["我用 float 算积分。", "积分用整数，浮点数累加会有误差"],
    ]);
    noneKept([
      ["Should I add types?", "sure"],
      ["我用 float 算积分。", "积分用整数，先这样"],
      ["I'll name it utils.py.", "name it whatever, we can rename later"],
    ]);
  });

  it("keeps an index built concurrently always, rem for font sizes, staging before every migration and a branch since main is protected, said in reply to the agent's act", () => {
    eachKeptOnce([
      ["I'll add the index with CREATE INDEX.", "concurrently, always, the table is too big to lock"],
      ["Should I use px for the font size?", "rem, users who zoom need it to scale"],
      ["I'll run the migration straight on prod.", "staging first, every time, it has caught three bad migrations this year"],
      ["我用 console.log 调试。", "用 debug 模块，线上日志里不能有 console.log"],
      ["我直接改 main 分支。", "开分支，main 有保护"],
      ["I'll store the token in localStorage.", "keep it in the OS keychain via keytar, localStorage is readable by any renderer script"],
    ]);
    noneKept([
      ["I'll write the plotting code in a notebook.", "fine for now"],
      ["I'll add the index with CREATE INDEX.", "concurrently, always, I'm busy today"],
      ["I'll add the index with CREATE INDEX.", "yes, always, thanks"],
      ["I'll add the index with CREATE INDEX.", "ok"],
      ["Should I use px for the font size?", "rem, looks nicer"],
      ["Should I use px for the font size?", "rem please"],
      ["我直接改 main 分支。", "开分支吧"],
      ["我直接改 main 分支。", "开分支，我待会看"],
    ]);
  });

  it("keeps fewer GPUs than asked, tax rounded per invoice, two replicas minimum, integers in minor units always and a shorter timeout in Chinese, said in reply to the agent's act", () => {
    eachKeptOnce([
      ["I'll request 8 GPUs for this job.", "2 is enough, the queue for 8 is days long"],
      ["I'll add serde as a required dependency.", "make it optional behind a feature, half our users are on embedded targets"],
      ["Should I round the tax per line item?", "per invoice, the tax authority audits the total"],
      ["I'll set replicas to 1 for the new service.", "2 minimum, a single replica drops traffic on every node drain"],
      ["I'll write the price as a float.", "integers in minor units, always"],
      ["我把超时设成 5 分钟。", "30 秒就够了，网关 60 秒就断"],
    ]);
    noneKept([
      ["I'll use sleep in the job script to wait for the file.", "that's fine for this one"],
      ["I'll request 8 GPUs for this job.", "2 is enough for now"],
      ["I'll set replicas to 1 for the new service.", "2 minimum, just to be safe"],
      ["Should I round the tax per line item?", "per invoice, I think"],
      ["I'll write the price as a float.", "sounds good, always"],
      ["I'll write the price as a float.", "ok"],
      ["我把超时设成 5 分钟。", "30 秒就够了"],
      ["我把超时设成 5 分钟。", "30 秒就够了，先试试"],
    ]);
  });

  it("keeps the old column kept for a month for finance's dashboards, quarantine over retries after a question, a sibling API for an older iOS, and an append-only table in Chinese, said in reply to the agent's act", () => {
    eachKeptOnce([
      ["I'll rename the revenue column in marts.", "add the new one and keep the old one for a month, finance's dashboards read it"],
      ["I'll use AES from the standard library directly.", "no, go through security/crypto.ts, it's the only thing that gets audited"],
      ["Should the retry decorator go on the flaky test?", "no, quarantine it with @flaky and file a ticket, retries hide real bugs"],
      ["I'll use NavigationStack for the new screen.", "NavigationView, we support iOS 15"],
      ["我直接在 ods 表上 update。", "不行，ods 只能追加，下游对账靠它"],
    ]);
    noneKept([
      ["I'll add a retry here.", "sure"],
      ["I'll rename the revenue column in marts.", "add the new one, I'll check it later"],
      ["Should the retry decorator go on the flaky test?", "no, quarantine it for now"],
      ["I'll use NavigationStack for the new screen.", "NavigationView, looks nicer"],
      ["I'll use NavigationStack for the new screen.", "NavigationView please"],
    ]);
  });

  it("keeps the ledger service as the only audited path, two levels baked at a time, no update without the contract's notice, the naming pattern everyone follows, and PowerShell for Windows lab machines, said in reply to the agent's act", () => {
    eachKeptOnce([
      ["I'll write the balance update as a direct SQL UPDATE.", "go through the ledger service, it's the only thing that keeps the audit trail"],
      ["I'll bake all five levels in one job.", "two at a time, the build box runs out of memory otherwise"],
      ["Should I update the plugins on the client site now?", "not without the 24 hour notice, it's in their contract"],
      ["I'll name the experiment test1.", "team-model-date, like everyone else"],
      ["I'll use bash for the setup script.", "PowerShell, the lab machines are Windows"],
      ["我直接 UPDATE 余额表。", "不行，走账务服务，审计要留痕"],
    ]);
    noneKept([
      ["I'll use bash for the setup script.", "sure, whatever works"],
      ["I'll write the balance update as a direct SQL UPDATE.", "go through the ledger service, it's the only thing I checked today"],
      ["I'll bake all five levels in one job.", "two at a time, I want to watch it"],
      ["Should I update the plugins on the client site now?", "not without asking them, I guess"],
      ["I'll name the experiment test1.", "team-model-date, I'll fix the rest later"],
      ["I'll name the experiment test1.", "fine"],
    ]);
  });

  it("keeps an alarm where V3 has no background pages, exit code 0 for warnings, request IDs not PHI, Zustand after Redux's boilerplate, and a speed limit set by the safety review, said in reply to the agent's act", () => {
    eachKeptOnce([
      ["I'll add a background page for the polling.", "V3 doesn't have them, use an alarm in the service worker"],
      ["I'll return exit code 1 for warnings.", "0 for warnings, scripts treat anything non-zero as failure"],
      ["Should I log the patient ID for debugging?", "never, log the request ID only, patient IDs are PHI"],
      ["I'll raise the speed limit to 1 m/s for the demo.", "no, the limit is there because of the safety review"],
      ["I'll use Redux for the state.", "Zustand stores, Redux boilerplate slowed every feature we built with it"],
      ["我把速度上限调到 1 m/s。", "不行，这是安全评审定的"],
    ]);
    noneKept([
      ["I'll add the test later.", "ok"],
      ["I'll return exit code 1 for warnings.", "0 for warnings, I think"],
      ["I'll add a background page for the polling.", "V3 doesn't have them, whatever"],
      ["I'll use Redux for the state.", "Zustand stores, Redux is fine too"],
      ["I'll use Redux for the state.", "Zustand, I guess"],
    ]);
  });

  it("keeps, in Chinese, decimal for money, images on the CDN for the 2MB limit, another time than the maintenance window and config only through the config centre, said in reply to the agent's act", () => {
    eachKeptOnce([
      ["我用 float64 存金额。", "金额用 decimal，float 会丢精度"],
      ["我把图片打包进小程序里。", "放 CDN，包体积限制 2MB"],
      ["我准备周三凌晨发版。", "周三凌晨停服维护，换个时间"],
      ["我在机器上直接改了配置文件。", "改回去，配置只能走配置中心，不然重启就丢了"],
    ]);
    noneKept([
      ["我加了一个 cgo 的依赖。", "好的"],
      ["我把图片打包进小程序里。", "放 CDN 吧"],
      ["我把图片打包进小程序里。", "放 CDN，我晚点看"],
      ["我准备周三凌晨发版。", "周三我不在，换个时间"],
      ["我准备周三凌晨发版。", "好"],
    ]);
  });

  it("keeps warnings sent to the ticket queue, an i18n key since word order differs between languages, and shell for a board with 64MB in Chinese, said in reply to the agent's act", () => {
    eachKeptOnce([
      ["I'll page the primary for this warning.", "warnings go to the ticket queue, only outages page"],
      ["I'll build the label as \"Hello, \" + name.", "use an i18n key with a placeholder, word order differs between languages"],
      ["我要在镜像里装 Python。", "板子只有 64MB 内存，别装，用 shell 写"],
    ]);
    noneKept([
      ["Should I rebuild the whole image for this change?", "yes"],
      ["I'll build the label as \"Hello, \" + name.", "use an i18n key, I'll review it later"],
      ["I'll build the label as \"Hello, \" + name.", "sure"],
    ]);
  });

  it("keeps the Retrofit client, ThreeTenABP under a minSdk floor, Sidekiq over the async adapter, hashed user IDs and an offline eval after a shipped regression, said in reply to the agent's act", () => {
    eachKeptOnce([
      ["I'll call the API with a new OkHttp client.", "use the Retrofit client in core/net, it adds auth and retries"],
      ["I'll use java.time.LocalDate here.", "minSdk is 26 and we have no desugaring, use ThreeTenABP"],
      ["I'll enqueue it with perform_later on the async adapter.", "Sidekiq, the async adapter loses jobs on every deploy"],
      ["Should I log the raw user ID in the event?", "hash it with the rotating salt, raw IDs are personal data"],
      ["I'll tune the boost and ship it.", "run the offline eval first, we shipped a regression that way last quarter"],
      ["我直接用原始用户 ID 打点。", "要用加盐哈希，原始 ID 属于个人数据"],
    ]);
    noneKept([
      ["I'll tune the boost and ship it.", "fine"],
      ["I'll tune the boost and ship it.", "run the eval first, I want to see the numbers"],
      ["I'll use java.time.LocalDate here.", "use ThreeTenABP please"],
      ["I'll use java.time.LocalDate here.", "ok"],
    ]);
  });

  it("keeps the Composition API while the old ones migrate, a module pinned to a tag, receipts validated on the server, float64 where fits drift, and an icon for a colorblind user, said in reply to the agent's act", () => {
    eachKeptOnce([
      ["I'll write it with the Options API to match the old file.", "Composition API, we're migrating the old ones too"],
      ["I'll point the module source at main.", "pin it to a tag, main moves under us"],
      ["Should I validate the receipt on the device?", "on the server, a jailbroken device fakes receipts"],
      ["I'll cast to float32 to save memory.", "keep float64 unless it doesn't fit, our fits drift in float32"],
      ["I'll color the failing rows red.", "use an icon too, I can't tell red from green"],
      ["我在设备上校验收据。", "放服务端校验，越狱设备可以伪造收据"],
    ]);
    noneKept([
      ["I'll reseed in the test.", "sure"],
      ["I'll write it with the Options API to match the old file.", "Composition API, we're busy today"],
      ["I'll write it with the Options API to match the old file.", "fine"],
      ["Should I validate the receipt on the device?", "on the server, I think"],
      ["I'll color the failing rows red.", "I can't tell what it does"],
      ["I'll cast to float32 to save memory.", "keep float64 for now"],
      ["我在设备上校验收据。", "放服务端吧"],
    ]);
  });

  it("keeps \"like that, always\" in reply with the act it points at, not as \"Always like that.\"", () => {
    expect(kept("I'll write the price as a float.", 'like that, always')).toEqual([['feedback', 'On "write the price as a float": like that, always.']]);
  });

  it("keeps no exceptions, the frame arena where new stalls the loop, quarantine with the team's set day, 'use client' only where state is needed and BigDecimal where floats lose a cent, said in reply to the agent's act", () => {
    eachKeptOnce([
      ["I'll wrap it in a try/catch.", "no, we build without exceptions, return an error code"],
      ["I'll allocate the vertex buffer with new.", "use the frame arena, new in the loop stalls us"],
      ["Should I log the user's email for debugging?", "no, hash it, emails are personal data"],
      ["I'll use the .btn-primary class as the selector.", "use data-testid, the designers rename classes all the time"],
      ["I'll delete the flaky test.", "quarantine it, we fix them on Fridays"],
      ["I'll add 'use client' at the top of the page.", "only on the leaf component that needs state"],
      ["我先用 float 算利息。", "用 BigDecimal，浮点会差一分钱"],
    ]);
    noneKept([
      ["Should I rerun it?", "yes"],
      ["I'll bump the layer to scarthgap.", "no"],
      ["I'll allocate it with new.", "why?"],
      ["I'll allocate it with new.", "the frame stalls anyway"],
      ["I'll delete the flaky test.", "we fix it on Friday"],
      ["I'll delete the flaky test.", "sure, we fix them later"],
      ["I'll add 'use client' at the top of the page.", "only on this page"],
      ["I'll add 'use client' at the top of the page.", "only in the one that needs it"],
      ["I'll add 'use client' at the top of the page.", "only if you have time"],
      ["我先用 float 算利息。", "好"],
      ["我先用 float 算利息。", "用 BigDecimal 吧，先试试"],
      ["我先用 float 算利息。", "为什么会差一分钱？"],
      ["我先看一下日志。", "好的"],
    ]);
  });

  it("keeps coroutines over RxJava, the native pipe, the child theme that updates leave alone, storage slots, 'simply' dropped, the focus ring without the agent's own why, a check before creating on every reconcile, and no allocation in Update, said in reply to the agent's act", () => {
    eachKeptOnce([
      ["I'll use RxJava for the stream.", "no, coroutines and Flow, RxJava is being removed"],
      ["I'll pipe with %>%.", "use the native pipe, we dropped magrittr"],
      ["I'll edit functions.php in the parent theme.", "put it in the child theme, updates wipe the parent"],
      ["I'll reorder the storage variables to save gas.", "never, the proxy reads them by slot"],
      ["I'll write \"simply run the command\".", "drop \"simply\", it reads as condescending"],
      ["I'll remove the focus outline, it looks ugly.", "no, keyboard users need it"],
      ["I'll make the handler create the Service every time.", "check if it exists first, reconcile runs over and over"],
      ["我在 Update 里 new 一个 List。", "别在 Update 里分配，GC 会卡帧"],
      ["我把贴图放到 Resources 里。", "放 Assets/Art，Resources 会全部打进包"],
    ]);
    noneKept([
      ["Should I merge it now?", "not yet"],
      ["I'll run the tests.", "go ahead"],
      ["I'll put it in the parent theme.", "ok"],
      ["I'll put it in the parent theme.", "the update wiped it yesterday"],
      ["I'll remove the focus outline, it looks ugly.", "sure"],
      ["I'll make the handler create the Service.", "check if it works first"],
      ["I'll make the handler create the Service.", "check if it exists"],
      ["我在 Update 里 new 一个 List。", "行"],
    ]);
  });

  it("keeps the context passed first, the mart over staging, a soft delete named by the agent's act, react-navigation and services.py kept with the act that put the logic in the view, said in reply to the agent's act", () => {
    eachKeptOnce([
      ["I'll store the context in the struct.", "no, pass it as the first arg, contexts are request-scoped"],
      ["I'll query the staging model from Metabase.", "use the mart, staging changes without notice"],
      ["I'll add a DELETE statement for the old rows.", "soft delete, the snapshots need the history"],
      ["Should I use expo-router?", "no, react-navigation, we have too many custom navigators"],
      ["I'll put the logic in the view.", "services.py, views stay thin"],
      ["我直接 ssh 上去改配置。", "不行，走工单，直接改会和 Ansible 的状态打架"],
    ]);
    noneKept([
      ["Want me to bump the lockfile?", "not now"],
      ["I'll use the Forge event bus in common.", "ok"],
      ["I'll add a DELETE statement for the old rows.", "hard delete, whatever"],
      ["I'll add a DELETE statement for the old rows.", "soft delete, for now"],
      ["I'll add a DELETE statement.", "sure, delete them"],
      ["I'll put the logic in the view.", "services.py, it's quicker today"],
      ["I'll put the logic in the view.", "views.py is fine"],
      ["我直接 ssh 上去改配置。", "可以，快点"],
    ]);
  });

  it("keeps Stack as the one build config, a provider for state named by the act, the audit row in the same transaction, form requests, three seeds and GRCh38 from the start, said in reply to the agent's act", () => {
    eachKeptOnce([
      ["I'll add a cabal.project.", "we're a Stack shop, keep stack.yaml as the only build config"],
      ["I'll use setState in the screen.", "put it in a provider, screens stay dumb"],
      ["I'll write the audit row after the commit.", "same transaction, or we lose rows on crash"],
      ["I'll validate inline in the controller.", "form request, controllers stay thin"],
      ["I'll run one seed to save time.", "three seeds, single runs are noise on this dataset"],
      ["I'll lift the hg19 coordinates over later.", "no, everything is GRCh38 from the start"],
      ["我用 toFixed(2) 显示价格。", "用 formatPrice，toFixed 有四舍五入的坑"],
    ]);
    noneKept([
      ["Should I increase the batch size?", "try it"],
      ["I'll push the fix.", "thanks!"],
      ["I'll write the audit row after the commit.", "same transaction, for now"],
      ["I'll write the audit row after the commit.", "sure"],
      ["I'll run one seed to save time.", "three seeds today, we need it for the meeting"],
      ["I'll run one seed to save time.", "fine, one seed"],
      ["I'll use setState in the screen.", "put it in a provider for now"],
      ["I'll use setState in the screen.", "put it in, I'll check later"],
      ["我用 toFixed(2) 显示价格。", "好的"],
    ]);
  });

  it("keeps a sync in Argo named by the apply refused, who owns invoices, the next release for a dropped column, a changelog for people named by the question, a screenshot for every UI change and the gateway in Chinese, said in reply; not a sync put off", () => {
    eachKeptOnce([
      ["I'll run kubectl apply to fix the drift.", "no, sync it in Argo, manual applies get reverted"],
      ["I'll add the invoice logic to the API service.", "billing owns invoices, call its endpoint"],
      ["I'll drop the column in this release.", "next release, old pods still read it during the rollout"],
      ["Should I write the changelog entry with the commit hash?", "describe the change, nobody reads hashes"],
      ["I'll skip the screenshot, it's a small CSS change.", "no, every UI change gets one"],
      ["我直接调 OpenAI SDK。", "走 llm-gateway，限流和计费都在那里"],
    ]);
    noneKept([
      ["I'll retry the job.", "ok"],
      ["Shall I open a PR?", "yes please"],
      ["I'll add the invoice logic to the API service.", "billing owns invoices, right?"],
      ["I'll add the invoice logic to the API service.", "ok, billing can check it later"],
      ["I'll run kubectl apply to fix the drift.", "no, sync it later"],
      ["I'll run kubectl apply to fix the drift.", "sure, apply it"],
      ["Should I write the changelog entry with the commit hash?", "describe the change, I'll review it today"],
      ["Should I write the changelog entry with the commit hash?", "whatever you think"],
      ["我直接调 OpenAI SDK。", "走 llm-gateway 吧，先试试"],
      ["我直接调 OpenAI SDK。", "行"],
    ]);
  });

  it("keeps the Perl version on the old boxes, the copybook's width against the act's, the app proxy where Liquid cannot call, a signal over get_node and a refusal in Chinese named by its act, said in reply", () => {
    eachKeptOnce([
      ["I'll use postfix deref here.", "no, the old boxes run 5.16"],
      ["I'll widen the field to 40 chars.", "the copybook says 32, match it"],
      ["I'll call the Admin API from the theme.", "you can't from Liquid, use the app proxy"],
      ["I'll use get_node(\"../../UI/Health\").", "emit a signal, the tree changes all the time"],
      ["我在 controller 上加 @Transactional。", "不要，事务只在 service 层开"],
    ]);
    noneKept([
      ["Should I add a Dockerfile?", "sure"],
      ["I'll rename the file.", "fine by me"],
      ["I'll widen the field to 40 chars.", "the copybook says 32, check it later"],
      ["I'll widen the field to 40 chars.", "the ticket says 40, go ahead"],
      ["I'll call the Admin API from the theme.", "you can't, sorry"],
      ["I'll call the Admin API from the theme.", "you can't from here, I'll do it"],
      ["I'll use get_node.", "emit it later"],
      ["I'll use get_node.", "fine"],
      ["我在 controller 上加 @Transactional。", "不要，今天先别动"],
      ["我在 controller 上加 @Transactional。", "不用了"],
    ]);
  });

  it("keeps the catalog over paths, a sort-merge join for a table that big, the apt module, a char array, vectors for print and biber, said in reply to the agent's act", () => {
    eachKeptOnce([
      ["I'll read the parquet files by path.", "through the catalog, paths change when we compact"],
      ["I'll use a broadcast join for the events table.", "it's 40 GB, use a sort-merge join"],
      ["I'll use the shell module to install nginx.", "use the apt module, shell isn't idempotent"],
      ["I'll use a String for the buffer.", "char array, String fragments the heap on the Nano"],
      ["I'll save the plot as PNG.", "PDF, the print shop needs vectors"],
      ["Should I use bibtex?", "no, biber, we need the unicode support"],
      ["我直接在业务里返回 500。", "用 errcode 里的错误码，前端靠它做提示"],
    ]);
    noneKept([
      ["I'll compile it again.", "ok"],
      ["I'll use a broadcast join.", "it's 40 GB, are you sure?"],
      ["I'll use a broadcast join.", "it's fine, go ahead"],
      ["I'll use a String for the buffer.", "char array, for now"],
      ["I'll use a String for the buffer.", "good idea, String is fine"],
      ["I'll read the files by path.", "through the catalog today, it's faster"],
    ]);
  });

  it("keeps standalone imports, ApiService, RTT over the UART, class constants where a PHP floor rules out enums, esc_html on what users write, and the team's router in Chinese, said in reply to the agent's act", () => {
    eachKeptOnce([
      ["I'll create a SharedModule.", "no, we're standalone now, import what you need per component"],
      ["I'll inject HttpClient in the component.", "go through ApiService, it adds auth and retries"],
      ["I'll log over the UART.", "RTT, the modem owns the UART"],
      ["I'll use an enum for the status.", "class constants, we still support 7.4"],
      ["I'll print the raw title.", "esc_html it, titles come from users"],
      ["我直接调 wx.navigateTo。", "用我们的 router，里面有登录拦截"],
    ]);
    noneKept([
      ["Should I squash the commits?", "yes"],
      ["I'll use an enum for the status.", "class constants, for now"],
      ["I'll use an enum for the status.", "enum is fine"],
      ["I'll print the raw title.", "esc_html it please"],
      ["I'll print the raw title.", "titles come from users?"],
      ["我直接调 wx.navigateTo。", "用我们的 router 吧，先这样"],
    ]);
  });

  it("keeps after_commit where a slow call holds the lock, a topic name whose prefix the ACLs match, prepareToPlay, and rates in sites.yaml in Chinese, said in reply to the agent's act", () => {
    eachKeptOnce([
      ["I'll call Stripe inside the transaction.", "after_commit, a slow Stripe call holds the row lock"],
      ["I'll name the topic invoiceCreated.", "billing.invoice.created, the ACLs match on the prefix"],
      ["I'll allocate the buffer in processBlock.", "prepareToPlay, processBlock runs on the audio thread"],
      ["我把频率写死在代码里。", "配到 sites.yaml，运营要自己调"],
    ]);
    noneKept([
      ["Should I use a paid log service?", "not yet, we're pre-revenue"],
      ["I'll add the helper.", "cool"],
      ["I'll call Stripe inside the transaction.", "after_commit, for now"],
      ["I'll call Stripe inside the transaction.", "a slow Stripe call held the lock yesterday"],
      ["I'll allocate the buffer in processBlock.", "ok, processBlock is fine"],
      ["我把频率写死在代码里。", "先这样吧"],
      ["我把频率写死在代码里。", "运营要自己调吗？"],
    ]);
  });

  it("keeps contexts decoupled, Addressables where Resources bloats the download, CONCURRENTLY on a big table, RLS, 1Password where .env files end up in backups, and the ApiClient in Chinese, said in reply to the agent's act", () => {
    eachKeptOnce([
      ["I'll call Accounts.Repo from the Billing context.", "go through Accounts' public API, contexts stay decoupled"],
      ["I'll put the sprite atlas in Resources.", "Addressables, Resources bloats the first download"],
      ["I'll create the index normally.", "CONCURRENTLY, the events table is 200M rows"],
      ["I'll use the service role key in the API route.", "no, RLS has to apply, use the user's session"],
      ["I'll add the key to .env.", "1Password, .env files end up in backups"],
      ["我在页面里直接 new 一个 Dio。", "用封装好的 ApiClient，token 刷新在拦截器里"],
    ]);
    noneKept([
      ["Should I fix the preview?", "yeah"],
      ["I'll rebase on main.", "ok thanks"],
      ["I'll add the key to .env.", "1Password, for now"],
      ["I'll add the key to .env.", ".env files end up in backups?"],
      ["I'll put the sprite atlas in Resources.", "Resources bloated the download last time, whatever"],
      ["I'll call Accounts.Repo from Billing.", "ok, contexts stay decoupled later"],
    ]);
  });

  it("keeps stable features on an LTS, a DTO over an entity, if/elif where 3.9 lacks match, a timer where callbacks fire at the sensor's rate, a flag for every experiment and a lock first in Chinese, said in reply to the agent's act", () => {
    eachKeptOnce([
      ["I'll use the C# 13 preview feature.", "no, we're on .NET 8 LTS, stable features only"],
      ["I'll return the entity from the action.", "wrap it in a DTO, entities leak lazy-loaded fields"],
      ["I'll use match statements.", "3.9 doesn't have them, use if/elif"],
      ["I'll publish from the subscriber callback.", "use a timer, callbacks fire at the sensor's rate"],
      ["Should I ship it without a flag?", "no, every experiment gets one"],
      ["我在回调里直接更新订单状态。", "先加分布式锁，回调会重复推送"],
    ]);
    noneKept([
      ["I'll add logging.", "sure, go ahead"],
      ["I'll publish from the callback.", "use a timer"],
      ["I'll publish from the callback.", "callbacks fired twice at the sensor's rate yesterday"],
      ["我在回调里直接更新订单状态。", "先这样，回头再说"],
      ["我在回调里直接更新订单状态。", "先加个日志看看"],
    ]);
  });

  it("keeps a comparison test for every ported function, a Flow that admins maintain, a tick rate client prediction is tuned for, validation before the load and preload in Chinese, said in reply; not the exact permissions for this task", () => {
    eachKeptOnce([
      ["I'll skip the comparison test for this helper.", "no, every ported function gets one, that's how we caught the indexing bugs"],
      ["I'll write an Apex trigger.", "use a Flow, admins maintain those"],
      ["I'll bump the tick rate to 60.", "no, client prediction is tuned for 30"],
      ["I'll load the data and check it after.", "validate before the load, bad rows are expensive to back out"],
      ["我在渲染进程里直接 require('fs')。", "不行，走 preload，nodeIntegration 是关的"],
    ]);
    noneKept([
      ["I'll run it with -A to get it working.", "no, add the exact permissions to the task"],
      ["Sounds good?", "yep"],
      ["I'll write an Apex trigger.", "admins maintain those?"],
      ["我在渲染进程里直接 require('fs')。", "不行，今天先别动"],
    ]);
  });

  it("keeps prices fetched at render, static buffers after boot, kebab-case flags by the CLI convention, functions moved out of notebooks, only affected projects and a Validator in Chinese, said in reply to the agent's act", () => {
    eachKeptOnce([
      ["I'll cache the price in Pinia.", "no, prices change during sales, fetch at render"],
      ["I'll malloc the buffer in the ISR.", "never, static buffers only after boot"],
      ["I'll name the flag --dryRun.", "kebab-case, --dry-run, that's the CLI convention"],
      ["I'll put the function in the notebook.", "move it into the package and test it, notebooks don't get reviewed"],
      ["I'll run the whole graph.", "only affected, the full graph takes 40 minutes"],
      ["我在控制器里手写校验。", "用 Validator，规则要集中管理"],
    ]);
    noneKept([
      ["Want me to push?", "go ahead"],
      ["I'll name the flag --dryRun.", "kebab-case, for now"],
      ["I'll name the flag --dryRun.", "fine, that's the convention"],
      ["I'll cache the price in Pinia.", "ok for the demo"],
      ["我在控制器里手写校验。", "先这样"],
    ]);
  });

  it("reads the team's tool's command with the tool as why, a fact after \"no need\", a way kept \"always\" with where the other form is made, and where new ones go while the team moves; not the command alone", () => {
    expect(kept("I'll use `npm install` to add it.", "pnpm add, we're a pnpm workspace")).toEqual([['feedback', "pnpm add, we're a pnpm workspace."]]);
    eachKeptOnce([
      ["I've finished the refactor. I split the service into two modules and moved the shared types into types.ts. Want me to also update the docs?", 'no need, docs are generated from the types on release'],
      ['Want me to update the README too?', 'no need, the README is generated from the docstrings'],
      ['Should I store the timestamps as local time?', 'UTC always, convert in the UI'],
      ['Should I store amounts as floats?', 'integer cents always, convert in the UI'],
      ["I'll add the new queue in SQS.", "we're moving everything to Kafka, new queues go there"],
    ]);
    noneKept([
      ["I'll use `yarn add` for the new dependency.", 'pnpm add'],
      ['Want me to update the README too?', "no need, I'll do it"],
    ]);
  });

  it("keeps a no to the agent's question with what instead and whom it is made for (so designers can tune it); not a purpose of the moment", () => {
    eachKeptOnce([["I'll use std::map for the price levels.", "no, flat sorted vector, map allocates on insert"], ["Want me to add the new ability as a Blueprint?", "no, C++ with a BlueprintCallable wrapper so designers can tune it"], ["I'll run pulumi up on prod to test it.", "don't, preview only, CI runs the up after merge"]]);
    noneKept([["Want me to add the new ability as a Blueprint?", "no, C++ with a wrapper so I can test it tonight"], ["Should I add a config flag?", "no, hardcode it so the demo works"]]);
  });

  it("keeps an Erlang team's no to a plain process with what instead and why, and a Roblox game's server script with what exploiters can do; not a pick for now", () => {
    eachKeptOnce([["I'll put the shop logic in a LocalScript.", "no, server script, exploiters edit anything on the client"], ["Should I use a plain process for the session cache?", "no, ETS, the lookups are concurrent and a single process becomes the bottleneck"], ["I'll bump the version in the PR.", "don't, the release script bumps it and tags"], ["我先在 handler 里直接查数据库。", "不要，查询放 repository 层，handler 只做参数校验"]]);
    noneKept([["I'll put the shop logic in a LocalScript.", "no, server script for now"]]);
  });

  it("keeps a no to logging the full message with what instead and the PHI it holds, an Ember screen left as is while it is frozen, and in Chinese no cache on live stock that would oversell", () => {
    eachKeptOnce([["Should I log the full message when parsing fails?", "no, only the control ID, the full message is PHI"], ["I'll convert this component to Octane.", "no, leave the Ember code as is, it's frozen until the rewrite ships"], ["我要在这个接口上加个缓存吗？", "不用，这个接口是实时库存，缓存会超卖"]]);
  });

  it("keeps a MAUI team's validation moved out of the code-behind, a 'no need' with what the runtime does by itself, and in Chinese the one service the database is reached through", () => {
    eachKeptOnce([["I'll put the validation in the page's code-behind.", "no, in the view model, code-behind is only for animations"], ["Want me to add dotenv?", "no need, Bun loads .env files by itself"], ["我在 agent 服务里直接读数据库。", "不行，数据库只能通过 dbproxy 服务访问"]]);
  });

  it("keeps a light baked with what realtime lights cost on the device, a fill bounded to a trading day and never across the gap, a value put back with why; not a bound for now or of this file", () => {
    eachKeptOnce([["I'll store the token in localStorage.", "no, chrome.storage.session, localStorage is readable by the page's scripts"], ["I'll add a realtime light for the lamp.", "bake it, realtime lights kill the frame budget on Quest"], ["Should I fill missing prices forward?", "only within a trading day, never across the weekend gap"], ["I set the default replica count to 3.", "put it back to 1, the dev clusters are tiny"], ["我在循环里对每一项调用 setData 更新。", "改成循环结束后一次性 setData，频繁 setData 会卡"]]);
    noneKept([["I'll add a realtime light for the lamp.", "bake it for now"], ["Should I fill missing prices forward?", "only within this file, never mind the rest"], ["Should I fill missing prices forward?", "only for now"]]);
  });

  it("keeps a mixin held back for the framework's event with what every update does to mixins, props left whole with what destructuring breaks, and in Chinese a yes with the key that must be passed and why; not a why of today", () => {
    eachKeptOnce([["I'll write a mixin into the chunk loader.", "check if there's a Fabric API event first, mixins break on every Minecraft update"], ["I'll destructure the props in the component.", "don't, destructuring props breaks reactivity in Solid"], ["要把这个列表换成 LazyColumn 吗？", "要，而且 key 一定要传，不然滚动时状态会错乱"]]);
    noneKept([["I'll destructure the props in the component.", "don't, destructuring props breaks the build today"]]);
  });

  it("keeps a route declared as every other one is, named by the act it sets right; not a 'nah, leave it'", () => {
    eachKeptOnce([["I'll add the route in routes.yaml.", "nah attributes on the controller, thats how every other route is done"]]);
    noneKept([["I'll add the route in routes.yaml.", "nah, leave it"]]);
  });

  it("keeps what round 87 (replies to what the agent did or offered) first missed: a yes with an order and why that lasts, kept with the question; an upgrade the agent is about to make held back by the share of users still on the old version; only the files touched, with what unrelated changes do to review; 'doesn't matter' before how the team already does it — and not a yes for now or of this morning, a bound without why, nor 'doesn't matter' alone", () => {
    eachKeptOnce([["I added a try/catch around the whole handler.", "don't swallow errors like that, let them bubble to the error middleware, it logs and maps them"], ["I'll add an index on created_at.", "we already have a composite one on (tenant_id, created_at), check the migrations first"], ["I used fmt.Println for the debug output.", "use the slog logger, stdout is parsed by the log shipper"], ["Should I pin the pandas version?", "yes, pin everything in requirements.txt, the scheduler image rebuilds nightly"], ["I'll write the test with a real network call.", "mock it with respx, CI has no network"], ["I named the view ProfileVC.", "we spell out ViewController, no abbreviations in type names"], ["I'll bump the deployment target to iOS 17.", "not yet, 20% of our users are still on 16"], ["I'll make the function async.", "keep the public API sync, callers are scripts, offer an async variant next to it"], ["I removed the deprecated parameter.", "put it back, we deprecate for two minor releases before removing anything"], ["I'll use `any` here to get it compiling.", "no, write the type, strict mode is on for a reason"], ["I'll fix the lint errors in the other files too.", "only the files you touched, unrelated changes make review harder"], ["Should I squash the commits?", "doesn't matter, we squash on merge anyway"], ["我直接在 controller 里写了 SQL。", "不行，SQL 都放 mapper 的 xml 里，方便 DBA review"], ["要不要给这个接口加个重试？", "加，但是只重试幂等的请求，下单接口不能重试"], ["我用 System.out.println 打了日志。", "换成 log.info，线上只收集 logback 的日志"]]);
    noneKept([["I'll run the migration against staging now.", "go ahead"], ["Want me to add a changelog entry?", "yes please"], ["I'll start the dev server.", "it's already running on 3000"], ["我把超时改成 30 秒了。", "太长了，改回 5 秒"], ["要我顺便把这个类重构一下吗？", "先别，这次只修 bug"], ["Should I pin the pandas version?", "yes, pin it for now"], ["Should I pin the pandas version?", "yes, pin it, the build broke this morning"], ["I'll bump the deployment target to iOS 17.", "not yet, finish the tests first"], ["I'll fix the lint errors in the other files too.", "only the files you touched"], ["I'll fix the lint errors in the other files too.", "only the files you touched, the review is today"], ["Should I squash the commits?", "doesn't matter"], ["Should I squash the commits?", "doesn't matter, do whatever"]]);
  });

  it("keeps in Chinese a fetch put back behind the team's client with what it carries", () => {
    eachKeptOnce([["我在页面里直接用 fetch 调接口。", "不要，统一用 src/api 下的 client，它带了 token 刷新"]]);
  });

  it("keeps SQL moved out of an operator with who reads those diffs, and the small model picked over the big one with what it costs; not a pick for now", () => {
    eachKeptOnce([["I'll put the SQL inline in the operator.", "move it to a .sql file under include/sql, the reviewers read those diffs"], ["Should I call GPT-4 for the classifier?", "no, the small model, classification doesn't need the big one and it's 20x cheaper"]]);
    noneKept([["Should I call GPT-4 for the classifier?", "no, the small model for now"]]);
  });

  it("keeps a client's score recomputed on the server from the replay, with why", () => {
    eachKeptOnce([["I'll trust the score the client sends.", "never, recompute it on the server from the replay, people cheat"]]);
  });

  it("keeps the fields filtered before params are logged, with where logs end up; not a filter for now", () => {
    eachKeptOnce([["I'll process all rows in one transaction.", "no, chunks of 500, a failed chunk rolls back alone and the job restarts from it"], ["Should I log the request params?", "filter the password and token fields first, they end up in Papertrail"]]);
    noneKept([["Should I log the request params?", "filter them for now"]]);
  });

  it("keeps the seeded RNG with what replays need, and a hard cap put in the driver with why, kept with the question", () => {
    eachKeptOnce([["I'll use Random for the loot rolls.", "use the seeded RNG from Sim.Random, replays need the same rolls"], ["Should I cap the voltage in the script?", "yes, hard cap in the driver, not in the script, scripts get copied around"]]);
    noneKept([["I'll use Random for the loot rolls.", "use the seeded RNG for now"]]);
  });

  it("keeps a no to a register stage with the latency budget it breaks, REST picked over admin-ajax with why, and a no in Chinese to the agent's question with why and the way to go whenever it is wanted", () => {
    eachKeptOnce([["I'll add a register stage here.", "no, the latency budget on that path is fixed, the downstream FSM counts cycles"], ["Should I use the REST API or admin-ajax?", "REST, admin-ajax is only kept for the legacy shortcode"], ["要不要把 batch size 调大？", "不用，显存已经满了，要调就用梯度累积"]]);
  });

  it("keeps a yes with a rule for every icon-only button, a no to the agent's act with what to do instead, and a no in Chinese with the check first", () => {
    eachKeptOnce([["Should I add a tooltip for the icon buttons?", "yes, and every icon-only button gets an aria-label too"], ["I'll disable the SAST check to get this merged.", "no, never disable it, mark the finding as a false positive in the triage file with a reason"], ["阈值要不要调低一点？", "不要，调低之前要先跑一遍历史数据回测"]]);
  });

  it("keeps an offer for every one of a kind kept to some of them, with why that lasts; not when it is for now, quicker, or said of one file", () => {
    eachKeptOnce([["Want me to add Swagger annotations to every endpoint?", "just the public ones, internal endpoints are hidden from the docs"], ["我把副本数调成 3？", "别，HPA 在管副本数，手动改会被覆盖"]]);
    noneKept([["Want me to add Swagger annotations to every endpoint?", "just the public ones for now"], ["Want me to add Swagger annotations to every endpoint?", "just the public ones, it's quicker"], ["Want me to fix the tests in this file?", "just the failing ones, the rest are fine"]]);
  });

  it("keeps the agent's act moved to where the team reuses it, and in Chinese set right with the one way held to; not for now", () => {
    eachKeptOnce([["I'll use SOQL inside the loop to fetch the contacts.", "no, governor limits — query once before the loop and map by Id"], ["I added the permission check in the view.", "move it to a permission class, we reuse those across viewsets"], ["I used an img tag for the hero.", "use NuxtImg, plain img skips the resize"], ["我用 Provider 写了状态管理。", "改成 Riverpod，我们项目里不混用"]]);
    noneKept([["I added the permission check in the view.", "move it to a permission class for now"], ["我用 Provider 写了状态管理。", "改成 Riverpod 吧"]]);
  });

  it("keeps a no in Chinese to the agent's question or act, with why that lasts", () => {
    eachKeptOnce([["要不要给礼物接口加个缓存？", "不用，礼物列表本来就在 CDN 上，改了要刷 CDN"], ["我把活动开始时间写在配置文件里了。", "不行，活动时间运营要随时改，放到运营后台的配置里"]]);
  });

  it("keeps a no to a version bump the agent asked about, with the version an audit covered", () => {
    eachKeptOnce([["Should I bump the pragma to 0.8.26?", "no, stay on 0.8.24, that's what the audit covered"]]);
    noneKept([["Should I bump the pragma to 0.8.26?", "no, stay on 0.8.24 for now"]]);
  });

  it("keeps what round 101 (replies to what the agent did, offered or asked: a Go service, a React app, a data pipeline, an iOS app, a Terraform repo, a Chinese backend team) first missed: another type for the agent's act with how often the thing is read and written, a file too big for the act with the way to read it, no force unwraps outside tests and the way instead, a retry with its cap and why; not for now, a question, a fix asked or thanks for the why", () => {
    eachKeptOnce([["I'll add a mutex around the map.", "use sync.Map there, that map is read on every request and written once at startup"], ["Want me to wrap the errors with fmt.Errorf?", "yes, always with %w so callers can errors.Is them"], ["I've added a useEffect to sync the prop into state.", "don't, derive it during render, syncing props into state is how we got the stale price bug"], ["Should I memoize this component?", "only if the profiler shows it, we don't memo by default"], ["I'll load the whole CSV into pandas.", "it's 40GB, stream it in chunks or use duckdb"], ["I used force unwrap for the optional.", "no force unwraps outside tests, guard let and log"], ["I'll run terraform apply to fix the drift.", "never apply from a laptop, open a PR and let Atlantis apply it"], ["Shall I add a retry around the webhook call?", "yes, with backoff, capped at 5 tries, the partner rate-limits us"], ["我在 handler 里直接查数据库了。", "不要，数据库访问都走 repository 层，handler 里不能有 SQL"], ["要不要把这个配置写到环境变量里？", "要，所有密钥都从环境变量读，代码里一个都不能有"], ["我把日志级别改成 debug 了。", "线上只能开 info，debug 会把磁盘打满"]]);
    noneKept([["Should I backfill the last 90 days?", "yes"], ["Do you want me to import the existing bucket into state?", "yes, but do it in a separate PR"], ["I'll rename the column in place.", "sure, go ahead"], ["要我顺便把测试也补上吗？", "好啊"], ["I'll add a mutex around the map.", "use sync.Map there for now"], ["I'll load the whole CSV into pandas.", "it's fine, go ahead"], ["I'll load the whole CSV into pandas.", "it's 40GB?"], ["Shall I add a retry around the webhook call?", "yes, with backoff, capped at 5 tries"], ["Shall I add a retry around the webhook call?", "yes, with backoff, capped at 5 tries, thanks"], ["I'll add a cache in front of it.", "that map is read on every request?"]]);
  });

  it("keeps a new field added nullable, for last year's clients", () => {
    eachKeptOnce([["I'll add a new field to the User type.", "add it as nullable, mobile clients from last year still query the old shape"]]);
  });

  it("keeps both ways kept with which is the default, answered to the agent's question; not both for now, nor asked back", () => {
    eachKeptOnce([["I'll use unwrap() on the env var lookup.", "no, read config once at startup with the config crate and fail with a clear message"], ["Should I make the client async?", "ship both, async is the default and the sync one wraps it"], ["I'll add a Cordova plugin for the barcode scanner.", "use the Capacitor MLKit plugin, Cordova plugins break our builds"], ["我把单据号用 UUID 生成了。", "不行，单据号要按规则走编号服务，财务对账靠这个"]]);
    noneKept([["Should I make the client async?", "both, for now"], ["Should I make the client async?", "ship both?"]]);
  });

  it("round 112: a refusal with the way things go is kept; 'no, wait until CI is green' holds off this once", () => {
    eachKeptOnce([["Tests pass. Want me to also add a migration?", "no, migrations are generated by the platform team, we never write them by hand"], ["I changed the loader to fetch directly from prisma.", "please don't, loaders go through app/models so caching stays in one place"], ["I'll open the PR now.", "no, always wait until CI is green before opening a PR here"], ["I'll use npm.", "no wait, we use pnpm in this repo"], ["I'll use npm.", "no, wait. we use pnpm in this repo"]]);
    noneKept([["I'll open the PR now.", "ok"], ["I'll open the PR now.", "no, wait until CI is green"], ["I changed the loader to fetch directly from prisma.", "please don't, revert it"], ["I'll merge it now.", "no, wait for the release freeze to end"]]);
  });

  it("round 113: 'add the token instead' and 'yes, we always squash merge' are kept; 'yes please' and 'fine for now' are not", () => {
    eachKeptOnce([["I added the hex colour for the badge since the token was missing.", "add the token instead, hex values never go in components"], ["Should I squash the commits?", "yes, we always squash merge to main"]]);
    noneKept([["Should I squash the commits?", "yes please"], ["I'll run the backfill for all of 2023.", "sure go ahead"], ["Should I squash the commits?", "yes, squash them this time"], ["I added the hex colour for the badge since the token was missing.", "fine for now"]]);
  });

  it("round 114: 'don't, it's wiped every sunday night' names the act refused; 'don't, it's slow today' is the moment", () => {
    eachKeptOnce([["I'll store the results in the staging db for now.", "don't, it's wiped every sunday night"], ["Shall I add the progress bar to stdout?", "no, stderr — stdout is for machine output only"]]);
    noneKept([["Done, the flag is renamed.", "thanks!"], ["I'll store the results in the staging db for now.", "don't, it's slow today"], ["I'll store the results in the staging db for now.", "ok, it gets wiped on sunday anyway"]]);
  });

  it("round 115: 'fish please, I don't use bash' after the agent's bash loop; 'too long, keep it to a few lines, always' names what the agent wrote — answers, the README, commit messages", () => {
    eachKeptOnce([["Here's a bash loop that does it.", "fish please, I don't use bash"], ["I wrote a long explanation of the tradeoffs.", "too long, keep it to a few lines, always"], ["I used green and red for pass/fail.", "use blue and orange, I can't tell red from green"], ["I wrote the README.", "too long, keep it under a page from now on"], ["I drafted the commit message.", "too long, keep it to one line always"]]);
    noneKept([["Here's a bash loop that does it.", "fish please"], ["Here's a bash loop that does it.", "thanks, works"], ["Here's the script.", "python please, I don't like perl"], ["I wrote a long explanation of the tradeoffs.", "too long, keep it shorter"], ["I wrote a long explanation of the tradeoffs.", "too long, make it a table"]]);
  });

  it("round 116: a Chinese refusal of an act said in English keeps the rule without the refusal; an upgrade held back in Chinese, after a Chinese or an English act", () => {
    eachKeptOnce([["I put the image in the assets folder.", "图片不要放本地，都走 CDN，包会超"], ["I'll add @Transactional to the controller method.", "别，事务只在 service 层开"], ["I'll bump Unity to 2023.", "不行，插件不兼容，锁在 2022.3"], ["我把 Unity 升到 2023。", "不行，插件不兼容，锁在 2022.3"], ["我准备把 Unity 升级到 2023。", "别升，插件不兼容，锁在 2022.3"], ["I'll bump Unity to 2023.", "不行，插件不兼容，锁在 2022.3"], ["I'll bump Unity to 2023.", "no, plugins aren't compatible, we stay on 2022.3"]]);
    noneKept([["I'll rerun the job.", "好"], ["我把 Unity 升到 2023。", "不行，先把测试跑完"], ["I'll bump Unity to 2023.", "不行，今天先别动"], ["I'll add @Transactional to the controller method.", "别，先不加"]]);
  });

  it("round 117: replies to the agent — a ban after 'type it properly', whom the site is for and its date format, the move to standalone components, a place named before its 'there', a bare 'never' named by the act", () => {
    eachKeptOnce([["I've gone ahead and added `any` to silence the type error.", "please type it properly, `any` is banned by the lint config and we never disable that rule"], ["I went with pandas for the transform.", "use polars, the service runs on small pods and pandas blows the memory"], ["I exported the internal helper so the tests can use it.", "don't export internals from the SDK, anything exported is public API and we follow semver"], ["Let me add an index on orders(created_at).", "check pg_stat_statements first, we only add indexes for queries that show up there"], ["I'll run the batch job against prod to verify.", "never, batch jobs are tested on the staging copy, prod runs are only from the scheduler"], ["I changed the date format in the footer to MM/DD/YYYY.", "the site is for a German audience, dates are always DD.MM.YYYY"], ["I've added the component to the shared module.", "we're moving to standalone components, no new stuff in SharedModule"]]);
    noneKept([["Let me know if you want me to add tests.", "yes, add them"], ["I went with pandas for the transform.", "fine for this one"], ["I'll run the batch job against prod to verify.", "ok but only the dry run"], ["I changed the date format in the footer.", "looks good"], ["I exported the internal helper so the tests can use it.", "hmm ok"], ["I'll run the batch job against prod to verify.", "never mind, run it"], ["I'll run the batch job against prod to verify.", "never, not today"]]);
  });

  it("round 119: 'no, Exposed, like everything else in the service' answers the question with why that lasts (the way the rest of the part goes); 'no, Exposed' alone or 'like I said yesterday' does not", () => {
    eachKeptOnce([["I'll add a persistent background page for the polling.", "MV3 doesn't allow them, use chrome.alarms"], ["Should I use JPA for the new repository?", "no, Exposed, like everything else in the service"]]);
    noneKept([["Want me to write the doc page without front matter for now?", "sure"], ["Should I use JPA for the new repository?", "no, Exposed"], ["Should I use JPA for the new repository?", "no, Exposed, like I said yesterday"]]);
  });

  it("round 120: 'no bullets, I paste these into emails, plain paragraphs', 'don't, I send things to her myself', 'too old, we only cite work from 2015 on' after the agent's work", () => {
    eachKeptOnce([["Here's a summary with bullet points.", "no bullets, I paste these into emails, plain paragraphs"], ["I'll send the draft to Priya.", "don't, I send things to her myself"], ["I cited a 2012 study in the intro.", "too old, we only cite work from 2015 on"], ["I'll send the draft to Priya.", "don't, I send things to her myself"], ["Here's a summary with bullet points.", "no bullets, I paste these into emails, plain paragraphs"]]);
    noneKept([["Here's a summary with bullet points.", "no bullets, I paste these into emails today, plain paragraphs"], ["I'll send the draft to Priya.", "don't, I'll send it to her myself later"], ["I cited a 2012 study in the intro.", "too old, find a newer one"]]);
  });

  it("round 123: Chinese replies to Chinese acts — a refusal with its own verb, a rule with no subject after '不行', a value set back, a way the audit requires", () => {
    eachKeptOnce([["我把接口地址写死在组件里了。", "别写死，统一放在 .env 里，不同环境地址不一样"], ["我准备在 Controller 里直接调 Mapper。", "不行，必须经过 Service 层，这是我们的分层规范"], ["我把 Flink 的并行度改成了 32。", "改回 8，集群 slot 不够，上次就是这样把别的任务挤挂了"], ["我用 localStorage 存了用户 token。", "换成 httpOnly cookie，安全审计要求的"], ["我在 Deployment 里加了 hostNetwork。", "去掉，平台禁止 hostNetwork，准入控制会直接拒绝"], ["I'll add @Transactional to the controller method.", "别吞异常，让它抛到统一的错误处理里"]]);
    noneKept([["我把日志级别调成 debug 了。", "好的，先这样"], ["我把测试跑了一遍，都过了。", "好，提交吧"], ["我准备重启一下 Redis。", "等下，我先通知一下"], ["我把图片压缩了一下。", "可以"], ["我把接口地址写死在组件里了。", "别写死，今天先这样"], ["我在 Deployment 里加了 hostNetwork。", "去掉，先试试别的"], ["我用 localStorage 存了用户 token。", "换成 cookie 试试"], ["我把 Flink 的并行度改成了 32。", "改回 8 吧"]]);
  });

  it("round 124: 'no, clients only send inputs, the server owns positions'; 'only after checking the order state, double charges are a nightmare'", () => {
    eachKeptOnce([["I'll send the player's position from the client.", "no, clients only send inputs, the server owns positions"], ["Should I show the payment sheet again if the first one fails?", "only after checking the order state, double charges are a nightmare"]]);
    noneKept([["I'll send the player's position from the client.", "ok"]]);
  });

  it("round 126: 'no, CPU isn't a symptom, page on latency and errors'; 'not yet, the extension vendor hasn't certified 16' holds the upgrade back", () => {
    eachKeptOnce([["I'll page on high CPU.", "no, CPU isn't a symptom, page on latency and errors"], ["I'll upgrade Postgres to 16 tonight.", "not yet, the extension vendor hasn't certified 16"]]);
    noneKept([["I'll upgrade Postgres to 16 tonight.", "not yet, finish the migration first"]]);
  });

  it("round 127: replies — a key refused from the bundle ('never, anything in the bundle is public, …' named by the act), globals that make the tests share state, every list endpoint paginated, a whole-repo format reverted", () => {
    eachKeptOnce([["I put the API key in the client bundle for now.", "never, anything in the bundle is public, it goes through our /api proxy"], ["I wrote the worker with a global DB connection.", "pass the pool in, globals make the tests share state"], ["I made the Swift package depend on Alamofire.", "we keep the package dependency-free, URLSession is enough"], ["I used useEffect to fetch the user on the page.", "fetch it in the server component, we don't fetch in effects in the app router"], ["I added a new endpoint without pagination.", "every list endpoint is paginated, cursor-based like the others"], ["I ran the formatter on the whole repo.", "please revert that, we only format files you touch, whole-repo diffs wreck blame"], ["I'll retry the webhook 10 times.", "3 is enough, the sender retries on its side too"]]);
    noneKept([["I'll use print statements for debugging the notebook.", "fine for now"], ["I'll write the migration to rename the column.", "sure"], ["I put the API key in the client bundle for now.", "never mind, leave it"], ["I put the API key in the client bundle for now.", "never, not today"], ["I wrote the worker with a global DB connection.", "pass the pool in"]]);
  });

  it("round 128: 'use the foundation's template, reviewers reject anything else' (what a party outside the team turns away lasts)", () => {
    eachKeptOnce([["I drafted the budget in our internal template.", "use the foundation's template, reviewers reject anything else"]]);
    noneKept([["I drafted the budget in our internal template.", "use the foundation's template this time"]]);
  });

  it("round 129: 'no need for summaries, I read the diff' after the agent's summary; 'one at a time, and show me the plan before the billing one' is this work's", () => {
    eachKeptOnce([["Done. Here's a summary of everything I changed.", "no need for summaries, I read the diff"]]);
    noneKept([["I'll refactor the auth module and the billing module together.", "one at a time, and show me the plan before the billing one"]]);
  });

  it("keeps a refusal of an act said with its \"I\" left out, by the size of what it touched and the order after it (\"Loaded the whole events table into memory.\" — \"don't, it's 400 million rows, sample it …\")", () => {
    eachKeptOnce([["I'll use a pie chart for the channel split.", "no pie charts, our CFO can't read them, use a sorted bar"], ["Loaded the whole events table into memory.", "don't, it's 400 million rows, sample it or aggregate in SQL first"], ["I loaded the whole events table into memory.", "it's 400 million rows, sample it or aggregate in SQL first"]]);
    noneKept([["Loaded the whole events table into memory.", "great, thanks"], ["Loaded the whole events table into memory.", "ok now plot it"], ["Based on the logs, the job failed at 3am.", "ok rerun it"], ["Updated the chart colours.", "looks good"], ["Loaded the events into memory.", "no, it's fine"]]);
  });

  it("keeps an allergy or a standing weekly slot said against a plan for the week (\"I planned a shrimp stir-fry for Thursday.\" — \"Leo is allergic to shellfish …\")", () => {
    eachKeptOnce([["I planned a shrimp stir-fry for Thursday.", "Leo is allergic to shellfish, nothing with shrimp or crab ever"], ["I put swimming on Wednesday at 5.", "Wednesdays don't work, Maya has choir until 5:30 every week"]]);
  });

  it("keeps a physio's rule or the user's own pace said against a training plan (\"I added hill sprints on Tuesday.\" — \"no sprints the day after a long run …\")", () => {
    eachKeptOnce([["I added hill sprints on Tuesday.", "no sprints the day after a long run, my physio's rule"], ["I set your easy pace at 5:10 per km.", "too fast, my easy runs are around 6:00, go by heart rate under 145"]]);
  });

  it("keeps what the act's way does, then the way to use instead (\"I used update_all to backfill the flag.\" — \"that skips callbacks and the audit trail, use find_each …\"), and not a verdict with a pick at hand (\"that's wrong, use the other one\")", () => {
    eachKeptOnce([["I used `update_all` to backfill the flag.", "that skips callbacks and the audit trail, use find_each with update!"], ["I put the new service object in app/models.", "services live in app/services, models stay thin"], ["I'll use moment for the dates.", "that's 70k gzipped, use date-fns"], ["I used update_all to backfill the flag.", "update_all skips callbacks, use find_each with update!"]]);
    noneKept([["I used update_all to backfill the flag.", "that's wrong, use the other one"], ["I used update_all to backfill the flag.", "that's fine, thanks"], ["I used update_all to backfill the flag.", "that skips callbacks today, use find_each for now"]]);
  });

  it("keeps a character's fact said against the agent's change with why it is canon (\"I gave Tomás a sister.\" — \"he's an only child, it's a plot point in chapter 12\")", () => {
    eachKeptOnce([["I gave Tomás a sister.", "he's an only child, it's a plot point in chapter 12"], ["I wrote the dialogue with contractions.", "Mara never uses contractions, it's her voice"], ["I gave Ines a dog.", "she's allergic to dogs, it's a plot point in chapter 3"]]);
    noneKept([["I gave Tomás a sister.", "he's fine, thanks"], ["I gave Tomás a sister.", "she's great, keep going"], ["I gave Tomás a sister.", "nice"]]);
  });

  it("keeps a platform's rule said against the agent's draft (\"我写好了退款说明。\" — \"退款七天内处理 …\")", () => {
    eachKeptOnce([["我写好了退款说明。", "退款七天内处理，写成\"三个工作日\"是错的，平台规定七天"], ["I drafted a reply offering a full refund.", "we only refund after the item comes back, offer a return label instead"]]);
  });

  it("keeps what the school network blocks, said against the agent's choice with the way round it (\"I added a video from YouTube for the homework.\" — \"YouTube is blocked on the school network, download it …\")", () => {
    eachKeptOnce([["I added a video from YouTube for the homework.", "YouTube is blocked on the school network, download it or use the BBC Bitesize clip"], ["I set the quiz for Friday.", "Fridays are assembly, no tests on Fridays"], ["I added the Google Form for the quiz.", "Google is blocked on the school network, use the Microsoft Form instead"]]);
    noneKept([["I added a video from YouTube for the homework.", "cool, thanks"]]);
  });

  it("keeps a cap the platform sets said against the agent's raise, and a lesson the other way taught (\"I bumped the memory limit to 2Gi.\" — \"the platform team caps us at 1Gi per pod, find the leak instead\"; \"globals made the tests race last year\")", () => {
    eachKeptOnce([["I added a global logger variable.", "pass the logger in, globals made the tests race last year"], ["I bumped the memory limit to 2Gi.", "the platform team caps us at 1Gi per pod, find the leak instead"], ["I set the timeout to 60s.", "the gateway caps us at 30 seconds, stream the response instead"]]);
    noneKept([["I bumped the memory limit to 2Gi.", "ok thanks"], ["I bumped the memory limit to 2Gi.", "the pod is at 1.8Gi now, find the leak"], ["I added a global logger variable.", "fine for now"]]);
  });

  it("keeps where a thing the agent filed belongs (\"I put the laptop under personal expenses.\" — \"it's a business expense, …, it goes under equipment\")", () => {
    eachKeptOnce([["I put the laptop under personal expenses.", "it's a business expense, I use it for client work, it goes under equipment"], ["I suggested paying the card off from savings.", "no, big moves over 1,000 euros need my wife's OK first"], ["I put the laptop under personal expenses.", "hmm, it goes under equipment"], ["I put the train ticket in food.", "it was for a client visit, it goes under travel"]]);
    noneKept([["I put the laptop under personal expenses.", "ok thanks"]]);
  });

  it("keeps what someone the user travels with needs, said against the agent's pick (\"I picked a hotel near the station.\" — \"we need step-free access, my dad uses a wheelchair\")", () => {
    eachKeptOnce([["I booked a 45-minute layover in Frankfurt.", "never under 90 minutes in Frankfurt, the terminal change takes forever"], ["I picked a hotel near the station.", "we need step-free access, my dad uses a wheelchair"]]);
  });

  it("keeps what the hardware or a node does to the act's choice, with the way instead (\"I increased the batch size to 512.\" — \"the GPUs have 40GB each, 256 is the ceiling, …\"; \"I cached the tokenized dataset in /tmp.\" — \"/tmp is wiped on every node restart, cache under /scratch/$USER\")", () => {
    eachKeptOnce([["I increased the batch size to 512.", "the GPUs have 40GB each, 256 is the ceiling, use gradient accumulation"], ["I cached the tokenized dataset in /tmp.", "/tmp is wiped on every node restart, cache under /scratch/$USER"]]);
    noneKept([["I increased the batch size to 512.", "ok"], ["I cached the tokenized dataset in /tmp.", "thanks"], ["I cached the tokenized dataset in /tmp.", "/tmp is full right now, cache under /scratch"]]);
  });

  it("keeps a boss's rule or a design team's library said against the agent's change (\"我把弹窗加在首页了。\" — \"首页不能加弹窗 …\")", () => {
    eachKeptOnce([["我把弹窗加在首页了。", "首页不能加弹窗，老板说过影响留存"], ["我用了新的图标库。", "图标统一用设计组的 iconfont，别引新的库"]]);
    noneKept([["I added the popup on the home screen.", "ok looks fine"]]);
  });

  it("keeps what is toxic to a pet or a window of the day said against the agent's plan (\"I suggested lilies for the border.\" — \"lilies are poisonous to cats …\"; \"I scheduled watering for noon.\" — \"water before 9am or after 6pm, …\")", () => {
    eachKeptOnce([["I suggested lilies for the border.", "lilies are poisonous to cats, nothing toxic to cats anywhere in the garden"], ["I scheduled watering for noon.", "water before 9am or after 6pm, the beds bake in the afternoon sun"]]);
    noneKept([["I scheduled watering for noon.", "fine"]]);
  });

  it("keeps what the firm never puts in writing, and a number a sealed order gives against the agent's (\"I wrote 'we guarantee' in the client letter.\" — \"we never guarantee outcomes in writing …\"; \"I set the deadline as 14 days.\" — \"it's 21 days under the court's order, …\")", () => {
    eachKeptOnce([["I wrote \"we guarantee\" in the client letter.", "we never guarantee outcomes in writing, say \"we expect\""], ["I set the deadline as 14 days.", "it's 21 days under the court's order, check the sealed order not the draft"]]);
    noneKept([["I set the deadline as 14 days.", "ok thanks"], ["I set the deadline as 14 days.", "it's fine, check it tomorrow"]]);
  });

  it("keeps who approves a discount past a size, and what the team never promises, said against the agent's reply (\"I offered a 20% discount to keep them.\" — \"discounts over 10% need Priya's approval …\"; \"we don't give dates for unreleased features …\")", () => {
    eachKeptOnce([["I offered a 20% discount to keep them.", "discounts over 10% need Priya's approval, ask her before offering"], ["I told the customer the feature ships next week.", "we don't give dates for unreleased features, say it's on the roadmap"]]);
    noneKept([["I offered a 20% discount to keep them.", "nice one"]]);
  });

  it("keeps where big migrations run and why, said against the agent's run on the primary (\"I ran the migration on the primary.\" — \"big migrations run on the replica first …\")", () => {
    eachKeptOnce([["I used count for the subnets.", "use for_each keyed by AZ, count reshuffles everything when one is removed"], ["I ran the migration on the primary.", "big migrations run on the replica first and get promoted, the primary can't take the lock"]]);
  });

  it("keeps an order for the whole show set against the agent's act (\"for this show keep the gate off, …\"), the show being no moment", () => {
    eachKeptOnce([["I used the default noise gate.", "for this show keep the gate off, it chops the guest's breaths and sounds robotic"], ["I exported at 128 kbps.", "on this podcast export at 192 kbps, the hosting platform re-encodes anything lower"]]);
  });

  it("keeps an order for a client by name set against the agent's act (\"for Acme keep the formal register, …\"), not one for a day", () => {
    eachKeptOnce([["I kept \"Sie\" as \"you\".", "for Acme keep the formal register, their readers are doctors"]]);
  });

  it("keeps what the team normalises or calibrates against, said against the agent's act (\"we normalise to two reference genes, GAPDH alone drifts …\")", () => {
    eachKeptOnce([["I normalised to GAPDH.", "we normalise to two reference genes, GAPDH alone drifts in our hypoxia samples"], ["I calibrated against the old standard.", "we calibrate against the NIST reference, the old standard drifted 2% last year"]]);
  });

  it("keeps where the band plays and why the venue's licence holds it, said against the agent's act", () => {
    eachKeptOnce([["I put the band in the garden.", "keep the band indoors, the barn's licence stops amplified music outside after 6"]]);
  });

  it("keeps a setting named bare that stays off on every DAG, said against the agent's act (\"catchup stays False on every DAG, …\")", () => {
    eachKeptOnce([["I set catchup=True.", "catchup stays False on every DAG, a redeploy once triggered 400 runs"], ["I set the flag to true.", "retry stays off for every task, the downstream loader isn't idempotent"]]);
  });

  it("keeps no deadlines in writing and who handles anything formal, said against the agent's act", () => {
    eachKeptOnce([["I asked them to pay by Friday.", "don't set deadlines in writing, the letting agent handles anything formal"]]);
  });

  it("keeps tokens sent to Vault and why, said against the agent's act, and 'turn it back off' with a why that lasts", () => {
    eachKeptOnce([["I added the token to the .env file.", "tokens go in Vault, .env files end up in screenshots and backups"], ["I enabled debug logging.", "turn it back off, the rule blocks nothing and debug logs leak tokens"]]);
  });

  it("keeps an order taught by an incident the team had once ('we had a data breach complaint in 2023') and one held by how the load is made up ('reads outnumber writes'), said against the agent's act", () => {
    eachKeptOnce([["I emailed the whole volunteer list.", "use BCC for anything to the whole list, we had a data breach complaint in 2023"], ["I added a mutex around the cache.", "use a RwLock there, reads outnumber writes a hundred to one"], ["I posted the photos with names.", "never name anyone in photos, we had a complaint from a parent last year"], ["I added a global lock.", "use a read-write lock, reads far outnumber writes on that map"]]);
  });

  it("keeps the days the team does not post and why its audience holds it, said against the agent's act", () => {
    eachKeptOnce([["I scheduled it for Sunday.", "we don't post on Sundays, the audience is B2B and the numbers are dead"], ["I used a raw SQL query.", "use the ORM, raw SQL skips our tenant filter"], ["I scheduled the thread for Saturday.", "we don't post on weekends, our readers are at work tools during the week"]]);
  });

  it("keeps a study skipped for a pupil by name and why her hands hold it, said against the agent's act", () => {
    eachKeptOnce([["I suggested the Czerny study.", "skip Czerny for Mia, her hands are small and the stretches hurt her"]]);
  });

  it("keeps the one paint allowed in one place and the rest, and an order taught by what nulls broke twice, said against the agent's act", () => {
    eachKeptOnce([["I picked the cheapest paint.", "only Farrow & Ball in the hallway, the rest can be trade paint"], ["I returned null from the service.", "return a Result, nulls from services broke the mobile client twice"], ["I used gloss everywhere.", "only eggshell in the bedrooms, the rest can be satin"], ["I caught the exception and returned an empty list.", "let it propagate, empty lists hid a payment outage twice"]]);
  });

  it("keeps a refusal that names what the act used ('no pellets here, the hedgehogs and the hens would eat them') and where a thing goes with what the act's way did there", () => {
    eachKeptOnce([["I suggested slug pellets.", "no pellets here, the hedgehogs and the hens would eat them"], ["I used setState in the cart.", "the cart state goes in a notifier, setState there lost items on rotation"], ["I used Provider for the settings.", "the settings state goes in a notifier, Provider there leaked listeners on every rebuild"], ["I used rat poison.", "no poison anywhere, the dogs would eat it"]]);
  });

  it("keeps the days the practice opens and where errors go, said against the agent's act", () => {
    eachKeptOnce([["I offered the patient a Saturday slot.", "we don't open Saturdays, the last slot of the week is Friday at 4"], ["I printed the error with fmt.Println.", "errors go to stderr, scripts pipe our stdout into jq"]]);
  });

  it("keeps where the café stop always falls and who needs it, said against the agent's act, and Oban over a Task and why", () => {
    eachKeptOnce([["I put the café stop at 80 km.", "the café stop is always around halfway, the slower riders need it"], ["I used a Task for the email.", "use Oban for anything that must survive a deploy, Tasks die with the node"]]);
  });

  it("keeps where anything past a sum is filed and why not to collect to the driver, said against the agent's act", () => {
    eachKeptOnce([["I coded the laptop as office supplies.", "anything over 500 pounds is a fixed asset, it goes on the asset register"], ["I collected the whole dataframe to the driver.", "never collect, the driver has 8 GB and the table is 2 TB"]]);
  });

  it("keeps a tool kept out of the act's place and why ('no lodash in shared, …'), and a slot pushed back with why the band needs it", () => {
    eachKeptOnce([["I accepted the 7pm slot.", "push back to 9, our drummer works days until 6"], ["I added lodash to the shared package.", "no lodash in shared, it ships to the browser and we count every kilobyte"], ["I added moment to the web app.", "no moment in web, it's 70k gzipped and we have date-fns"], ["I booked the 6am ferry.", "push it back to the 10am one, the van can't be loaded before 8"]]);
  });

  it("keeps an act allowed only after a step ('not without a strand test first, …'), kept with the act, and an order taught by how long the other way once took", () => {
    eachKeptOnce([["I booked her a full head of bleach.", "not without a strand test first, her hair was box-dyed last year"], ["I used iterrows to clean the column.", "vectorise it, iterrows took 40 minutes on the full file last month"], ["I scheduled the bleach for Saturday.", "not without a patch test first, she reacted to a toner in 2022"], ["I looped over the rows.", "vectorize it, the row loop took 2 hours on the March file last time"]]);
  });

  it("keeps the one time of day an act may be done and a ceiling with the way past it, each kept with the act it answers (a short act that set a number will do)", () => {
    eachKeptOnce([["I suggested a walk after dinner.", "mornings only, she gets confused after dark"], ["I set the pod's memory limit to 8Gi.", "2Gi is the ceiling for that tier, anything more needs a platform ticket"], ["I booked the visit for 7pm.", "afternoons only, he naps until 2 and gets agitated after dark"], ["I requested 64 CPUs.", "16 is the limit for batch jobs, anything more goes through the capacity review"]]);
  });

  it("keeps the share of the day a kind always gets and an order taught by what a kind once did, said against the agent's act", () => {
    eachKeptOnce([["I offered the owner a 20-minute slot.", "dentals always get the whole morning, the animal is under anaesthetic"], ["I wrapped the job in a transaction.", "enqueue after commit, jobs enqueued inside a transaction ran before the row existed twice last month"], ["I gave the surgery a 30-minute slot.", "orthopaedic cases always get the first slot of the day, they run long"], ["I published the event in the handler.", "publish after commit, events published mid-transaction fired before the row existed once last quarter"]]);
  });

  it("keeps the rule a tattoo studio owner answers a booking with: anything over five hours is split into two sessions", () => {
    eachKeptOnce([["I booked her in for the full back piece in one sitting.", "anything over five hours gets split into two sessions, people pass out"], ["I logged the token so we could debug the auth failure.", "never log tokens, not even truncated, we had to rotate every key last spring because of a debug log"]]);
  });

  it("keeps the rule an iOS team answers a force unwrap with, and its why: the crash reporter still full of them", () => {
    eachKeptOnce([["I listed the patron's borrowing history in the reply.", "we never share what someone has borrowed, not even with their partner"], ["I force-unwrapped the optional since it's never nil.", "no force unwraps outside tests, the crash reporter is full of them from last year"]]);
  });

  it("keeps a data team's order to backfill a slice at a time, taught by what a whole run once did, and a landlord's rule on how soon damp is seen to, said against the agent's promise", () => {
    eachKeptOnce([["I told the tenant we'd fix the mould next month.", "damp and mould get looked at within a week, it's the law now and I'm not risking a fine"], ["I backfilled the whole year in one run.", "backfill a month at a time, a full-year backfill filled the warehouse queue in March"], ["I ran the migration for everyone at once.", "migrate a tenant at a time, a one-shot migration locked the accounts table last year"]]);
    noneKept([["migrate a tenant at a time.", "ok"]]);
  });

  it("keeps an Android team's rule that outside SDKs go behind an interface, with the why of vendors swapped out before, and a choir's rule of where the quiet pieces go", () => {
    eachKeptOnce([["I put the Fauré in the first half.", "the quiet pieces always go after the interval, people chat through the first half"], ["I added the analytics SDK straight into the app module.", "third-party SDKs go behind an interface in :core, we ripped out two vendors in a year"], ["I called the Stripe client from the view model.", "external APIs go behind an interface in :data, we swapped out three providers since 2021"]]);
  });

  it("keeps the rule that nothing goes out without a second read, taught by a client lost over a typo in a year, said against what the agent sent", () => {
    eachKeptOnce([["I sent the file to the client before proofreading.", "nothing goes to a client without a second pair of eyes, we lost a pharma account over a typo in 2021"], ["I used .all() and filtered in Python.", "filter in the queryset, the orders table has four million rows"], ["I shipped the release notes straight to the blog.", "nothing goes live without a second read, we lost a big client over a wrong price in 2022"]]);
  });

  it("keeps a dive school's hard rule on flying and diving, and a platform team's order that applies run only from the pipeline, said against the agent's act", () => {
    eachKeptOnce([["I booked him on the wreck dive the morning after he flew in.", "nobody dives within 24 hours of a flight, either side, it's a hard rule"], ["I ran terraform apply from my laptop to fix prod.", "applies only ever run from the pipeline, a local apply with stale state deleted the bastion in 2023"]]);
  });

  it("keeps an illustrator's licence terms and an embedded team's rule that handlers never panic, with the lesson of a board bricked, said against the agent's act", () => {
    eachKeptOnce([["I told the client they could use the art on merch.", "personal licence only unless they pay the commercial rate, merch is commercial"], ["I put a panic in the interrupt handler for the error case.", "handlers never panic, log the fault and return, a panic there bricked a board on the line last spring"]]);
  });

  it("keeps a food truck's rule that festivals pay a fixed fee, taught by a deal that burned it in a year, and a Nuxt team's rule that data loads on the server, said against the agent's act", () => {
    eachKeptOnce([["I said we'd do the festival for a flat 10% of takings.", "festivals pay a fixed pitch fee upfront, we got burned on a percentage deal in 2022"], ["I fetched the menu in onMounted.", "data loads with useFetch on the server, onMounted fetches flash empty on first paint"]]);
  });

  it("keeps an order to let an exception rise, taught by how long a swallowed one once hid a fault, said against the agent's catch", () => {
    eachKeptOnce([["I put the new stout straight into cans.", "new recipes go into kegs first, we only can what's sold out twice"], ["I caught the exception and returned null.", "let it propagate to the ControllerAdvice, swallowed exceptions hid a billing bug for a month"], ["I wrapped it in try/except and moved on.", "let it raise, a bare except masked a payment error for two weeks"]]);
  });

  it("keeps an ML team's order to choose on the validation set, taught by how results went wrong once, and a cleaning company's extra named by what the agent told the client (said as 'tell', not 'told')", () => {
    eachKeptOnce([["I told the client we'd do the oven as part of the regular clean.", "ovens are an extra, 35 on top, always quoted separately"], ["I picked the checkpoint with the best test accuracy.", "pick on the validation set, choosing on test is how our last paper's numbers got inflated"], ["I tuned the threshold on the test set.", "tune on the dev split, tuning on test is how our leaderboard numbers got inflated"]]);
  });

  it("keeps a florist's season said against the agent's promise, and a Laravel team's expand-then-contract order taught by how long a rename once locked a table", () => {
    eachKeptOnce([["I promised the bride white peonies for her October wedding.", "no peonies outside May to July, offer garden roses instead"], ["I added a migration that renames the column in place.", "add the new column, backfill, then drop the old one in a later release, a rename locked the orders table for ten minutes"], ["I dropped the index and recreated it.", "create the new index concurrently, then drop the old one, a plain create locked the users table for twenty minutes"]]);
  });

  it("keeps the paper an act needs each time ('only with a written note from a parent …') with the act it bounds, and a Unity team's rule on allocation with its why", () => {
    eachKeptOnce([["I dropped Ellie at her gran's instead of her stop.", "only with a written note from a parent handed in that morning, a phone call isn't enough"], ["I allocated a new list in Update.", "nothing allocates in Update, the GC spikes drop frames on low-end Android"], ["I let Sam leave with his uncle.", "only with a signed consent form on file, the office checks it at pickup"]]);
  });

  it("keeps a gardener's season said against a quote and a FastAPI team's order for async routes, taught by what the other way once did to the event loop", () => {
    eachKeptOnce([["I quoted the client for turf in July.", "no turf laying in July and August, it dies in the heat, we push it to September"], ["I used requests inside the async route.", "use httpx.AsyncClient in async routes, requests blocked the event loop and timed out the health check"], ["I called time.sleep in the handler.", "use asyncio.sleep in handlers, time.sleep froze the event loop and failed the readiness probe"]]);
  });

  it("keeps a groomer's rule for puppies said against a booking, and a mobile team's rule that native changes need a store build, taught by what one update did to every install once", () => {
    eachKeptOnce([["I booked a full groom for the new puppy.", "puppies under six months get a bath and tidy only, a full groom scares them off for life"], ["I pushed the native module change as an OTA update.", "native changes need a store build, an OTA with a native change crashed every Android install in March"]]);
  });

  it("keeps a B&B's latest check-out said against what the agent told a guest", () => {
    eachKeptOnce([["I told the guest they could check out at 2.", "late check-out is noon at the latest, the next guests arrive at 3"], ["I raised the partition count on the orders topic.", "never change partition counts on keyed topics, it broke ordering for a week last year"]]);
  });

  it("keeps a stage manager's rule of when the fight call comes, said against the agent's schedule, and an Ember team's rule against jQuery with its why", () => {
    eachKeptOnce([["I scheduled the fight call after the warm-up.", "fight call always comes before the half, before anyone's in costume"], ["I used jQuery to toggle the class.", "no jQuery in new code, use the modifier, we're two months from dropping it"]]);
  });

  it("keeps a beekeeper's rule of the year's colour a queen is marked with, said against the agent's plan, and a SvelteKit team's rule against secrets in public vars", () => {
    eachKeptOnce([["I'll mark the queen with a blue dot this year.", "queens are marked by year colour, 2026 is white, check the chart before you mark"], ["I put the API key in a PUBLIC_ env var.", "never put secrets in PUBLIC_ vars, they ship to the browser — use $env/static/private"]]);
  });

  it("keeps a driving instructor's rule of no mock test in the last week before the real one, said against the agent's booking, and an Angular team's rule of what to use for subscriptions", () => {
    eachKeptOnce([["I booked Sam's mock test for Friday.", "no mock test in the last week before the real one, it only rattles them"], ["I subscribed in the component and stored the subscription.", "use takeUntilDestroyed, we don't keep manual subscriptions anywhere"]]);
  });

  it("keeps a potter's rule of a test firing first for new members' pieces, said against the agent's firing, and a dbt team's rule of which layer business logic belongs in", () => {
    eachKeptOnce([["I put the new member's pieces in tonight's firing.", "new members' first pieces always go through a test firing first, their walls are usually too thick"], ["I added the business logic to the staging model.", "business logic belongs in the intermediate layer, staging stays a thin rename"]]);
  });

  it("keeps a locksmith's rule of never promising a time on an emergency, said against the agent's promise, and a Kotlin Multiplatform team's rule of where date formatting goes", () => {
    eachKeptOnce([["I told the customer we'd be there in an hour.", "never promise a time on an emergency, say we're on our way and ring when we're ten minutes out"], ["I wrote the date formatting in Swift.", "date formatting goes in shared with kotlinx-datetime, we don't duplicate it per platform"]]);
  });

  it("keeps a photographer's rule of never handing over unedited files, said against the agent's promise, and an image team's rule of which helper loads images, with the lesson that taught it", () => {
    eachKeptOnce([["I told them we'd send every photo unedited.", "we never hand over unedited files, it's in the contract, clause 7"], ["I used OpenCV's imread.", "use our load_image helper, OpenCV reads BGR and that flipped every skin tone last year"]]);
  });

  it("keeps a vineyard's rule of what club members get, said against the agent's discount with how long it has held, and a Haskell team's rule of Text everywhere", () => {
    eachKeptOnce([["I added a 10% discount for the wine club.", "club members get 15%, it's been 15 since we started and it's printed on the cards"], ["I used String for the request body.", "Text everywhere, String only where a library forces it"]]);
  });

  it("keeps a physio's rule of when post-op patients come back, said against the agent's booking with who asked for it, and a Vue team's rule of where data fetching goes", () => {
    eachKeptOnce([["I booked her back in for next week.", "post-op patients come back at two weeks, not one, the surgeon asked for that"], ["I put the fetch in onMounted.", "data fetching goes in the composable with useQuery, components don't fetch"]]);
  });

  it("keeps a remover's rule of never starting before 8, said against the agent's start time with the complaint that taught it, and a .NET team's rule of DateTimeOffset with the double-booking it caused", () => {
    eachKeptOnce([["I said we'd start at 7am.", "we never start before 8, the neighbours complained and the council warned us"], ["I used DateTime.Now for the booking date.", "always DateTimeOffset.UtcNow, a DateTime.Now bug double-booked a crew last spring"]]);
  });

  it("keeps an escape room's rule of no food or drink in the rooms with the lesson that taught it, said against the agent's promise, and an Unreal team's rule of how UObjects are held, with what the GC does otherwise", () => {
    eachKeptOnce([["I told them they could bring drinks in.", "no food or drink in the rooms, ever, a spilled cola killed a keypad last year"], ["I used a raw pointer for the weapon.", "UObjects are held in UPROPERTY or TWeakObjectPtr, never a raw pointer, the GC will eat it"]]);
  });

  it("keeps a pharmacy's rule of no collection without photo ID, said against the agent's promise, and a SwiftUI team's rule of .task over Timers with what Timers did everywhere they were used", () => {
    eachKeptOnce([["I told her she could collect it without ID.", "no collection of controlled drugs without photo ID, no exceptions, the inspector checks"], ["I used a Timer to refresh the list.", "use .task with an async sequence, Timers leaked on every screen we used them on"]]);
  });

  it("keeps a sailing school's rule of when anyone may first sail solo and how, said against the agent's plan, and a Fresh team's rule of where data loads", () => {
    eachKeptOnce([["I said they could sail solo on day one.", "nobody sails solo before day three, and only with the safety boat out"], ["I fetched the courses in the island.", "data loads in the route handler, islands get it as props"]]);
  });

  it("keeps a bakery's rule of no nuts on Tuesdays with who relies on it, said against the agent's bake, and a Remix team's rule of loading in the loader with what fetching in an effect breaks", () => {
    eachKeptOnce([["I added walnuts to Tuesday's bake.", "no nuts on Tuesdays, ever, two of our wholesale customers rely on that"], ["I used useEffect to load the orders.", "load it in the loader, useEffect fetching breaks SSR and we've been bitten by it"], ["I fetched it in the component.", "fetch in the loader, fetching in the component breaks streaming and we've been bitten by it twice"]]);
  });

  it("keeps a yoga studio's rule that subs come from the approved list and who picks them, said against the agent's booking, and a Flask team's rule of where queries go, with the week it cost", () => {
    eachKeptOnce([["I booked a sub for Noor's Monday.", "subs have to be on the approved list, Noor picks them herself"], ["I put the query in the view function.", "queries go in the repository module, views stay thin, we lost a week to duplicated queries last spring"]]);
  });

  it("keeps a cinema's rule of when 35mm prints are shown and who must be in the booth, said against the agent's schedule, and an Axum team's rule of a DashMap over a Mutex with the deadlock that taught it", () => {
    eachKeptOnce([["I scheduled the 35mm print for Tuesday.", "35mm prints are only shown at weekends, Yusuf has to be in the booth for them"], ["I added a Mutex around the cache.", "use a DashMap there, a std Mutex held across an await deadlocked the booking page in March"]]);
  });

  it("keeps a daycare's rule that no dog comes in without its vaccination card and why, said against the agent's exception, and a Next.js team's rule that filters live in the URL", () => {
    eachKeptOnce([["I let the owner skip the vaccination card.", "no dog comes in without an up-to-date vaccination card, the insurance depends on it"], ["I used useState for the filter.", "filters live in the URL search params so links can be shared"]]);
  });

  it("keeps a repair shop's rule that services are never booked on Saturdays, said against the agent's booking, and a Go team's rule that the database comes in through the server struct", () => {
    eachKeptOnce([["I booked the customer in for Saturday.", "we never book services on Saturdays, that's walk-in repairs only"], ["I added a global for the db.", "pass the *sql.DB in through the server struct, no package-level state"]]);
  });

  it("keeps an allotment society's rule that new members start on a half plot, said against the agent's placing, and a Phoenix team's rule against GenServers for caching", () => {
    eachKeptOnce([["I put the new member straight onto a full plot.", "new members always start on a half plot for their first year"], ["I added a GenServer to cache the plots.", "don't add GenServers for caching, we use ETS through Cachex"]]);
  });

  it("keeps a hairdresser's rule never to colour without asking the nurse in charge, said against the agent's booking, and a Rails team's rule that side effects go in a service object, not a model callback", () => {
    eachKeptOnce([["I booked Mrs Okafor for a colour.", "never colour anyone without asking the nurse in charge first, some meds react"], ["I used a callback to send the email.", "no model callbacks for side effects, put it in a service object"]]);
  });

  it("keeps a coach's rule of what an age group never swims and the most it does, said against the agent's entry, and a Quarkus team's way to query with what it rules out", () => {
    eachKeptOnce([["I put Jack in the 400.", "under-12s don't swim the 400 free, 200 max"], ["I wrote the query by hand.", "use Panache's find with named parameters, no string concatenation in queries"]]);
  });

  it("keeps a fishmonger's rule that mussels are never sold a second day, said against the agent's offer, and an Elm team's rule that views are pure", () => {
    eachKeptOnce([["I offered the customer yesterday's mussels.", "mussels are never sold a second day, no matter what"], ["I added a Cmd inside the view.", "views are pure, side effects only come out of update"]]);
  });

  it("keeps a studio's rule that stems go out only once the invoice is paid, said against the agent's sending, and a Clojure team's rule that config is read once into the system, no global atoms", () => {
    eachKeptOnce([["I sent the client the session files.", "stems only go out once the invoice is paid, never the full session"], ["I used an atom for the config.", "config is read once into an integrant system, no global atoms"]]);
  });

  it("keeps a tailor's rule never to cut on a first alteration, said against the agent's cutting, and a Zig team's rule that tests use the testing allocator so leaks fail them", () => {
    eachKeptOnce([["I shortened the trousers by cutting them.", "never cut on a first alteration, fold and stitch so it can be undone"], ["I used std.heap.page_allocator.", "tests use std.testing.allocator so leaks fail the test"]]);
  });

  it("keeps an auction house's rule that it sells no ivory in any form, said against the agent's listing, and a Hanami team's rule that validation lives in the action's params", () => {
    eachKeptOnce([["I listed the vendor's ivory.", "we don't sell ivory in any form, not even antique pieces"], ["I put the validation in the repository.", "validation lives in the action's params block, repositories only persist"]]);
  });

  it("keeps a rescue's rule never to give cow's milk, said against the agent's feeding, and a Julia team's rule never to benchmark in global scope", () => {
    eachKeptOnce([["I gave the fox pup some milk.", "never give cow's milk to anything, it's goat's milk substitute or nothing"], ["I wrote a loop with globals.", "wrap it in a function, never benchmark in global scope"]]);
  });

  it("keeps a kayak hire's rule that nobody paddles past the weir, said against the agent's offer, and a Scala team's rule of no implicit conversions, the extension method instead", () => {
    eachKeptOnce([["Shall I take bookings for the weir section?", "nobody paddles past the weir, we turn everyone at the footbridge"], ["I added an implicit conversion.", "no implicit conversions, write the extension method instead"]]);
  });

  it("keeps a repair shop's rule that iPhones always get genuine screens, said against the agent's quote, and an Android team's rule never to use GlobalScope", () => {
    eachKeptOnce([["I quoted an aftermarket screen for the iPhone 15.", "iphones always get genuine screens, the true tone breaks otherwise"], ["I used GlobalScope for the sync.", "never GlobalScope, use viewModelScope or a WorkManager job"]]);
  });

  it("keeps a hall's rule that nothing goes past midnight at the weekend and why, said against the agent's booking, and a NestJS team's rule that controllers only talk to services", () => {
    eachKeptOnce([["I booked the hall for a party until 1am.", "nothing goes past midnight on Fridays and Saturdays, the neighbours complained and the licence was changed"], ["I injected the repository into the controller.", "controllers only talk to services, repositories stay inside the service layer"]]);
  });

  it("keeps a sharpener's rule that scissors are always done by hand and why, said against the agent's belt, and a Crystal team's rule of no macros for pricing, plain methods instead", () => {
    eachKeptOnce([["I sharpened the customer's scissors on the belt.", "scissors are always done by hand on the flat stone, the belt ruins the edge"], ["I wrote a macro for the pricing rules.", "no macros for pricing, plain methods so anyone can read them"]]);
  });

  it("keeps a nursery's rule that cacti are always watered by hand from below, said against the agent's hose", () => {
    eachKeptOnce([["I watered the cacti with the hose.", "cacti are always watered by hand from below, never the hose"]]);
  });

  it("keeps a club's rule that new players train before they are picked, said against the agent's choice, and a Rust team's rule of no unwrap outside tests", () => {
    eachKeptOnce([["I put the new kid straight into a match.", "new players train for two weeks before they're picked for a match"], ["I used unwrap in the handler.", "no unwrap outside tests, map it into the error type"]]);
  });

  it("keeps a changeover business's rule that hot tubs are always drained between guests, said against the agent's leaving it, and a Deno team's rule of no module-level state and why", () => {
    eachKeptOnce([["I left the hot tub filled for the next guests.", "hot tubs are always drained and refilled between guests, the owners insist"], ["I stored the session in a module variable.", "no module-level state, Deno Deploy runs many isolates"]]);
  });

  it("keeps a tuner's rule that no piano is tuned within two weeks of a move, said against the agent's booking, and an Ember team's rule of Glimmer components only and why", () => {
    eachKeptOnce([["I booked the Steinway for tomorrow, it was delivered yesterday.", "never tune a piano within two weeks of a move, book it for the week after next"], ["I added a classic component for the calendar.", "Glimmer only, classic components are being removed in the 6.0 upgrade"]]);
  });

  it("keeps a farrier's rule of hot shoeing past a height and cold fitting only for ponies, said against the agent's booking, and a SvelteKit team's rule never to fetch in onMount and why", () => {
    eachKeptOnce([["I fetched the horses in onMount.", "load it in +page.server.ts, we never fetch in onMount so the page renders on the server"], ["I booked a cold fit for the hunter.", "hot shoeing for everything over 12 hands, cold fitting is only for the small ponies"]]);
  });

  it("keeps an instructor's rule that nobody goes on the dual carriageway before ten lessons, said against the agent's booking, and an Angular team's rule of signals over manual subscriptions", () => {
    eachKeptOnce([["I booked Priya on the dual carriageway for her third lesson.", "nobody goes on the dual carriageway before ten lessons, keep her on the estate roads"], ["I subscribed in the component and stored the result in a field.", "use a signal with toSignal, we don't keep manual subscriptions in components"]]);
  });

  it("keeps a sweep's rule that no chimney used in the last 12 hours is swept, said against the agent's booking, and a MAUI team's rule that platform code goes behind an interface and the code-behind stays empty", () => {
    eachKeptOnce([["I booked the sweep for 9am, they had the fire going last night.", "never sweep a chimney used in the last 12 hours, move it to the afternoon"], ["I put the camera permission check in the page's code-behind.", "platform code goes behind an interface in Services, the code-behind stays empty"]]);
  });

  it("keeps a cobbler's rule that keys are only cut from the original, said against the agent's copy from a photo, and an Astro team's rule of client:visible unless above the fold", () => {
    eachKeptOnce([["I cut the key from the photo the customer sent.", "keys are only ever cut from the original, a photo is never enough for a copy"], ["I used client:load for the footer newsletter form.", "client:visible unless it's above the fold, we keep the first paint light"]]);
  });

  it("keeps a coach hire's rule that hen and stag parties never go on the double-deckers, said against the agent's booking, and a Gleam team's rule of no let assert in library code", () => {
    eachKeptOnce([["I booked the hen party on the double-decker.", "we don't put hen or stag parties on the double-deckers, give them a standard coach"], ["I used let assert in the parser.", "no let assert in library code, return a Result"]]);
  });

  it("keeps a window cleaner's rule of pole and purified water above the first floor, said against the agent's ladder job, and a Ktor team's rule that endpoints never throw to the client", () => {
    eachKeptOnce([["I booked a ladder job for the third floor flats.", "anything above the first floor is pole and purified water, we don't use ladders up there"], ["I threw an exception from the route when the customer wasn't found.", "return an ApiResult.NotFound, endpoints never throw to the client"]]);
  });

  it("keeps a choir's rule that newcomers sit in before they audition, said against the agent's casting, and a plugin's rule of no default keymaps, users map everything through setup()", () => {
    eachKeptOnce([["I gave the new alto a part in the concert.", "new members sit in on two rehearsals before they audition, nobody sings in a concert before that"], ["I added a default keymap for the picker.", "no default keymaps, users map everything through setup()"]]);
  });

  it("keeps an upholsterer's rule that fabric is only ordered after the frame check, said against the agent's order, and a Remix team's rule that components never fetch on their own", () => {
    eachKeptOnce([["I ordered the velvet before the frame was checked.", "fabric only goes on order after the frame check, a bad frame means a different job"], ["I fetched the samples in a useEffect.", "move it into the loader, components never fetch on their own"]]);
  });

  it("keeps a potter's rule that only she mixes glazes, said against the agent letting a student do it", () => {
    eachKeptOnce([["I let the student mix the celadon glaze.", "only I mix glazes, nobody else handles the raw chemicals"]]);
  });

  it("keeps a diving school's rule that nobody flies within 24 hours of a dive, said against the agent's booking, and an Ash team's rule of no default actions, every action written out", () => {
    eachKeptOnce([["I booked Sara on the 10am flight the morning after her last dive.", "nobody flies within 24 hours of a dive, move her to the evening flight the day after"], ["I added a default update action to the booking resource.", "no default actions, every action is written out on the resource"]]);
  });

  it("keeps a radio station's rule that nobody broadcasts alone, said against the agent's schedule, and a Symfony team's rule never to update the schema on prod", () => {
    eachKeptOnce([["I scheduled the new presenter to do the late show on her own.", "nobody broadcasts alone, put someone in the studio with her"], ["I ran doctrine:schema:update on the server.", "never on prod, every schema change goes through a migration"]]);
  });

  it("keeps a mechanic's rule of no second-hand parts, said against the agent's scrapyard order, and a Unity team's rule never to hard-code numbers in MonoBehaviours (held out after the figures)", () => {
    eachKeptOnce([["I ordered a used alternator from the scrapyard for Mrs Okoye's car.", "no second-hand parts, new and boxed only, even if the customer asks"], ["I put the damage numbers straight into the enemy script.", "move them into a ScriptableObject, we never hard-code numbers in MonoBehaviours"]]);
  });

  it("keeps a cake maker's rule of tastings on Saturday mornings only, said against the agent's booking, and a KMP team's rule of the shared Ktor client, no platform networking calls (held out after the figures)", () => {
    eachKeptOnce([["I booked a tasting for Tuesday evening.", "tastings are Saturday mornings only, offer them the next Saturday"], ["I used URLSession in the iOS app for the upload.", "use the shared Ktor client, no platform networking calls"]]);
  });
});

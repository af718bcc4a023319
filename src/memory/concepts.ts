// Words developers use for the same thing. A question about installing dependencies should
// find the memory that says "use pnpm, never npm"; lexical recall shares no word between the
// two, and without a model nothing else would bridge them (a model, when there is one, still
// only chooses among the candidates lexical search finds).
//
// Kept deliberately small: every group is a tool family and the plain words for what it does
// (or one kind of thing said in a few ways: secrets, sign-in, backups, money, time zones), without words
// that often mean something else (build, format, release, merge). Each group was added for a
// prompt a recall set missed (bench/data/recall-coding.json). Chinese words are two characters:
// recall reads Chinese as pairs of characters (memory/search-text.ts). A related word counts three
// quarters of the word itself (see memory/recall.ts).
import { stemOf } from './search-text.js';

const GROUPS: string[] = [
  'install dependency dependencies deps package packages library libraries lockfile npm pnpm yarn bun pip pipenv uv poetry crate crates gem gems gradle maven mvn 安装 依赖',
  'test tests testing jest vitest mocha jasmine pytest unittest rspec junit playwright cypress selenium puppeteer webdriverio e2e fixture fixtures factories factory_boy 测试 单测',
  'formatter reformat reformatting clangformat prettier rustfmt gofmt',
  'lint linting linter eslint ruff flake8 pylint clippy golangci',
  // a monorepo and the tools that run its tasks ("the monorepo now uses turborepo instead of lerna")
  'monorepo monorepos workspace workspaces turborepo turbo lerna nx rush bazel pants',
  'commit commits branch branches rebase git 提交 分支',
  'container containers docker dockerfile podman 容器 镜像',
  'database databases db postgres postgresql mysql sqlite mariadb mongodb psycopg psycopg2 asyncpg turso d1',
  'migration migrations schema column columns prisma alembic flyway knex 迁移 字段',
  'typecheck typescript tsc mypy pyright',
  'deploy deployment deploys rollout rollouts roll kubernetes helm terraform argo argocd flux shinyproxy 部署 上线',
  'infra infrastructure kubernetes k8s ingress helm terraform cluster clusters networking vpc vpcs subnet subnets 基础设施',
  'secret secrets password passwords credential credentials apikey sops 1password doppler 密钥 密码',
  'auth authentication login logins logout signin signup signout oauth sso session sessions 登录 鉴权',
  'ratelimit throttle throttled throttling 429 429s 限流',
  'backup backups restore restoring 备份 恢复',
  'incident incidents outage outages postmortem postmortems downtime 故障 事故',
  'pagerduty opsgenie oncall on-call',
  // a feature flag and the services that hold them ("hide the new checkout behind a toggle" → "the feature flags are in Unleash")
  'flag flags toggle toggles launchdarkly unleash flagsmith growthbook configcat',
  'limit limits timeout timeouts',
  'protobuf protobufs proto protos buf grpc',
  'grep rg ripgrep usages occurrences',
  // taking and giving back money ("优化一下退款的逻辑" → "老王负责支付模块"; "fix the refund flow" → "… owns the payments code")
  'payment payments refund refunds', '支付 退款 付款',
  'money amount amounts discount discounts price prices cents currency currencies dollar dollars euro euros usd eur 金额 价格 费用 手续 续费',
  'ci pipeline jenkins buildkite circleci',
  'bundling webpack vite esbuild rollup',
  'activerecord association associations',
  'react jsx usestate useeffect usememo usecallback useref usecontext usereducer redux 前端',
  // a store for the app's state and the libraries that keep one ("add a global store for the cart" → "it's all zustand now")
  'store stores zustand redux mobx pinia vuex recoil jotai 状态',
  'golang goroutine goroutines gofmt',
  'rust rustc cargo crate crates borrow lifetime lifetimes',
  // code the compiler does not check for memory safety ("some pointer tricks", "a get_unchecked call" → "no unsafe in this crate")
  'unsafe pointer pointers transmute unchecked',
  'interrupt interrupts isr isrs irq irqs',
  'malloc alloc allocation allocations allocate allocated allocating heap',
  'slow slower slowly speed speedup fast faster perf performance optimize optimise optimization',
  // a version's parts and the scheme that names them ("can this go into the next patch release?" → "we follow semver strictly")
  'semver patch',
  'experiment experiments mlflow wandb tensorboard neptune',
  'inference predict prediction predictions',
  'endpoint endpoints route routes api apis',
  // in Chinese, an endpoint and the request to it ("调一下订单接口" → "请求统一走 utils/http.js")
  '接口 请求',
  // a page of an app, in Chinese ("新加一个商品详情页" → "页面放在 pages/ 下面")
  '页面 详情 界面',
  // what is done when something fails, and the crates that carry it ("add error handling for a missing config file" →
  // "no unwrap() outside tests", "the binary uses color-eyre now")
  'unwrap unwraps panic panics anyhow thiserror eyre',
  // pulling data for an analysis ("帮我取一下上个月的订单数据" → "取数 SQL 都要加分区条件 dt")
  '取数 数据 数仓',
  'parallel xdist',
  'thread threads threadpool executor executors concurrency concurrent 线程 并发',
  // a month and its abbreviation ("Dec 15" and "December 20"; not may, nor march, which are verbs too)
  'jan january', 'feb february', 'apr april', 'jun june', 'jul july', 'aug august', 'sep sept september', 'oct october', 'nov november', 'dec december',
  'logs logging logger pino winston 日志',
  // (a label is a string a user reads: "add a welcome label to the onboarding screen" → "every user-facing string must be localized")
  'localization localisation localize localized translation translations translate translated translators i18n l10n locale locales languages label labels 国际化 翻译 中英 多语 文案',
  'timezone timezones utc gmt cet cest pst pdt est edt bst jst aest timestamp timestamps datetime 时区',
  // one word in British and American spelling, which the stemmer keeps apart ("serialise the payload" and "… the
  // serializer"). (Not summary and summarise: "summarize the changes so far", an everyday request, then finds
  // the commit message rules, which say "summary".)
  'serialize serialise serialized serialised serialization serialisation deserialize deserialise 序列化',
  'initialize initialise initialized initialised initialization initialisation',
  'normalize normalise normalized normalised normalization normalisation',
  'authorize authorise authorized authorised authorization authorisation authz 授权',
  'analyze analyse analyzed analysed analysis analyzer analyser',
  'visualize visualise visualization visualisation',
  'sanitize sanitise sanitized sanitised sanitization sanitisation',
  'prioritize prioritise prioritized prioritised priority priorities 优先级',
  'minimize minimise minimized minimised',
  'synchronize synchronise synchronized synchronised sync',
  'behavior behaviour behaviors behaviours',
  'color colour colors colours 颜色',
  'query queries sql 查询',
  // (a user's avatar or a thumbnail is one: "show the user avatar in the header" → "we use next/image for every image")
  'image images picture pictures photo photos img avatar avatars thumbnail thumbnails banner banners 图片 大图 照片 头像',
  // a chart and the tools that draw one ("add a bar chart of responses by region" → "plots go through our ggplot theme")
  // styling work and the tools that do it ("make the header sticky" → "tailwind only, please no css modules")
  'css styling stylesheet stylesheets tailwind scss sass styled-components sticky flexbox padding responsive 样式 主题',
  // the pieces of a screen and the components that make them ("add a modal for …" → "reuse the design system components")
  'component components modal modals dialog dialogs dropdown dropdowns tooltip tooltips 组件 弹窗',
  // a dashboard and its parts ("add a panel for p99 latency" → "grafana dashboards are provisioned from json")
  // (and the BI tools that hold a team's charts: "build a chart of weekly signups for the exec team" → "dashboards are built in Looker")
  'dashboard dashboards panel panels chart charts grafana kibana metabase looker tableau superset powerbi 看板 面板',
  // a warehouse's fact tables by their usual prefix ("remove the cancelled orders from fct_orders" → "we never delete rows from fact tables")
  'fact facts fct',
  // a command-line tool and its commands ("add a `get` command" → "… that's how all our CLIs behave")
  'cli clis command commands subcommand subcommands',
  // a game's art and its pieces ("加载这个角色的贴图" → "美术资源都走 Addressables")
  'asset assets texture textures sprite sprites 贴图 美术 素材',
  // a table of data and the libraries that load one ("load the csv and compute daily revenue" → "polars over pandas")
  'dataframe dataframes pandas polars dask csv csvs parquet',
  // not knowing which way is meant ("the spec is unclear about retries" → "when you're unsure, ask me instead of guessing")
  'unsure unclear ambiguous ambiguity uncertain',
  // product analytics and the services that collect it ("track when someone opens the wishlist" → "analytics events are named object_action")
  'analytics track tracking telemetry amplitude mixpanel posthog 埋点',
  // a business's quarters and the year they count in ("count weekly active users by quarter" → "the fiscal year starts in January")
  // (and a quarter by its number: "add the Q3 revenue numbers to the model" → "the fiscal year starts in January now")
  'quarter quarters quarterly fiscal q1 q2 q3 q4 季度 财年',
  // a genome's builds ("align the reads to the reference genome" → "we're on GRCh38, never mix in hg19 coordinates")
  'genome genomes grch38 grch37 hg19 hg38',
  // a cloud's resources, a bucket among them ("add an S3 bucket for the logs" → "we tag every resource with owner and cost-center")
  'resource resources bucket buckets',
  'plot plots plotting chart charts histogram histograms boxplot boxplots scatterplot scatterplots barplot barplots ggplot ggplot2 matplotlib seaborn plotly 图表 漏斗 曲线 画图 配色',
];

/** Each stem → the other stems of its groups, and a spelled-out word for each (what FTS is given). */
const RELATED = new Map<string, Map<string, string>>();
for (const group of GROUPS) {
  const words = group.split(/\s+/);
  for (const w of words) {
    const stem = stemOf(w);
    const related = RELATED.get(stem) ?? new Map<string, string>();
    for (const other of words) {
      const s = stemOf(other);
      if (s !== stem && !related.has(s)) related.set(s, other);
    }
    RELATED.set(stem, related);
  }
}

/** Whether a word names a thing of some family ("combine", "redux", "jest"): a tool the project can use or give up. */
export function ofAFamily(word: string): boolean {
  return RELATED.has(stemOf(word.toLowerCase()));
}

/** Whether two words name things of one family ("pnpm" and "bun", "jest" and "vitest"): one took the other's place. */
export function sameFamily(a: string, b: string): boolean {
  const sa = stemOf(a.toLowerCase());
  const sb = stemOf(b.toLowerCase());
  return sa !== sb && (RELATED.get(sa)?.has(sb) ?? false);
}

/** A time of day ("9am", "5pm"): it means the user's time zone, so it finds the memory that says where they are. */
const CLOCK_TIME = /^\d{1,2}(?:am|pm)$/;

/** The words related to a stem, as {word, stem}; empty for a word in no group. */
export function relatedWords(stem: string): Array<{ word: string; stem: string }> {
  if (CLOCK_TIME.test(stem)) return [{ word: 'timezone', stem: stemOf('timezone') }, ...relatedWords(stemOf('timezone'))];
  const r = RELATED.get(stem);
  return r ? [...r].map(([s, word]) => ({ word, stem: s })) : [];
}

// A newer statement that retires what an older memory says: "we use bun now, not pnpm anymore",
// "we no longer use Jest", "we moved away from Heroku", "我们不再用 MySQL". Without a model nothing
// can rewrite the old memory's prose, so the old file is marked — its description and first line
// say what replaced it and when. Recall shows it after the memories that hold and the offline
// dream leaves it out of MEMORY.md, but nothing here deletes it: a rule read wrongly must not
// cost a memory (the model's dream, or the user, deletes it). Only a named thing the old memory
// states as current counts ("never npm" is not retired by "not npm anymore"), and a retirement
// scoped to one part retires only a memory of that part ("we no longer use Jest for e2e tests"
// says nothing of unit tests).
import { parseMemory, withFrontmatter } from './frontmatter.js';
import { linkTarget } from './memdir.js';
import { escapeRegExp } from './regexp.js';
import { searchWords, stemSet } from './search-text.js';
import { descriptionOf, words } from './statement-text.js';

// (not a folder: "moved from packages/ to libs/" retires no tool)
const TERM = String.raw`([A-Za-z][\w.+#-]*[\w+#])(?![\w.+#-]*\/)`;
/** Tools named in Chinese that teams there use: 飞书, 钉钉, 企业微信, 语雀, and the accounting suites 用友, 金蝶… */
export const TOOLS_NAMED_IN_CHINESE = '飞书|钉钉|企业微信|企微|禅道|语雀|石墨文档|腾讯文档|阿里云|腾讯云|华为云|七牛云?|码云|云效|蓝湖|墨刀|神策|友盟|极光|个推|听云|蒲公英|用友|金蝶|畅捷通|简道云|明道云|微信支付|支付宝|微信云开发|云开发|美团|携程|飞猪|饿了么|大众点评|抖音|快手|小红书|拼多多|淘宝|京东|有赞|微店|闲鱼|去哪儿';
/** …a term in Chinese, then: a Latin name or one of those. */
const TERM_ZH = String.raw`([A-Za-z][\w.+#-]*[\w+#]|${TOOLS_NAMED_IN_CHINESE})`;
/** Vendors whose tools are named in two words, the vendor's first: "docker compose", "github actions", "aws lambda". */
const VENDOR_FIRST = 'docker|github|gitlab|google|azure|aws|circle|travis|cloud';
/** A tool no longer needed: a name of one word, or of two with a vendor's first ("docker compose"). */
const NEEDED_NO_MORE = String.raw`((?:${VENDOR_FIRST})\s+[a-z][\w.+#-]*[\w+#]|[A-Za-z][\w.+#-]*[\w+#])`;
/** What a change made unneeded, said after it: "…now, no need for …", "…now; there's no more need to run …" (shared with fact-forms). */
export const NOW_NO_NEED_FOR = String.raw`\bnow\s*[,;—–-]\s*(?:so\s+)?(?:there'?s\s+)?no\s+(?:more\s+)?need\s+(?:for|to\s+(?:use|run))\s+`;

/** What to use in place of a thing said out, and its reach: "date-fns", "zustand for new state", "vitest now". */
export const IN_ITS_PLACE = String.raw`(?!(?:it|them|that|this|the|a|an)\b)[\w.+#@/-]+(?:\s+(?:now|instead|everywhere|from now on|going forward|for (?:all|any|new|every)\s+[\w-]+(?:\s+[\w-]+)?))?`;

/** The ways a user says something is over, each capturing the thing. */
/**
 * Where a part's work goes now, after the tool it left: "…, everything deploys to Render now", "…, errors go to Sentry
 * now" — shared with fact-forms, whose forms keep such a change.
 */
export const WHERE_ITS_WORK_GOES = String.raw`(?:everything|it|all of it|[\w-]+s)\s+(?:now\s+)?(?:goes|go|deploys?|runs?|lives?|ships?|flows?|lands?|(?:get|are) sent|is|are)\s+(?:now\s+)?(?:to|on|in|through|into)\s+`;

/** The kind of step a tool is named with when it goes: "Litmus checks", "Snyk scans". */
export const KIND_OF_STEP = String.raw`(?:checks?|scans?|tests?|builds?|jobs?|reviews?|runs?|hooks?|deploys?)`;

const RETIRED = [
  new RegExp(String.raw`\bnot\s+(?:using\s+|use\s+|on\s+|with\s+)?${TERM}\s+any\s?more\b`, 'gi'),
  // ("we never use the deploy.sh script anymore")
  new RegExp(String.raw`\bnever\s+(?:use|run|call)\s+(?:the\s+)?${TERM}(?:\s+(?:script|tool|command|cli|image|library|package))?\s+any\s?more\b`, 'gi'),
  // ("we're off LaunchDarkly, flags are in Unleash now"; "we finally got off Jenkins")
  new RegExp(String.raw`\b(?:we're|we are|(?:we(?:'ve| have)?\s+)?(?:finally\s+|just\s+)?got)\s+(?:now\s+)?off\s+(?!(?:to|for|on|at|in|from|until|till|work|duty|sick|today|tomorrow|tonight|next|this|early|home)\b)${TERM}`, 'gi'),
  // ("we're not using docker compose anymore": a name of two words)
  new RegExp(String.raw`\bnot\s+(?:using\s+|use\s+|on\s+|with\s+)?((?:${VENDOR_FIRST}|react|vue|apollo|redux|spring)\s+[a-z][\w.+#-]*[\w+#])\s+any\s?more\b`, 'gi'),
  new RegExp(String.raw`\bno longer\s+(?:use|using|on|with|run|running|deploy(?:ing)? (?:to|with|on)|support(?:ing)?)\s+${TERM}`, 'gi'),
  // ("integration tests spin up their own containers now, no need for docker compose": what a change made unneeded,
  // said after it or with "anymore")
  new RegExp(String.raw`${NOW_NO_NEED_FOR}${NEEDED_NO_MORE}(?=\s*(?:any\s?more\b|[.!]*$))`, 'gi'),
  new RegExp(String.raw`\bno\s+(?:more\s+)?need\s+(?:for|to\s+(?:use|run))\s+${NEEDED_NO_MORE}\s+any\s?more\b`, 'gi'),
  // ("CI runs the tests on the macOS runner now, no xvfb needed": the thing a change made unneeded, said as not needed)
  // (read from after the comma: what is before it is where the work went, no part the thing is left for)
  new RegExp(String.raw`(?<=\bnow\s*[,;—–-]\s*)(?:so\s+)?no\s+${NEEDED_NO_MORE}\s+(?:is\s+)?(?:needed|required)\b`, 'gi'),
  // ("tickets go to Linear now, we left Jira": a tool by its capital the team left, said after where the work goes now)
  /(?<=\bnow\s*[,;]\s*)we\s+(?:left|ditched|abandoned)\s+(\p{Lu}[\w+#-]*(?:\.[\w+#-]+)*)(?=\s*(?:[.,;!]|$))/gu,
  // ("deploys go to shinyapps.io now, Posit Connect was retired": a product named in two words by their capitals, said retired)
  /(?:^|[,;]\s*)(\p{Lu}[\w.+#-]*\s+\p{Lu}[\w.+#-]*)\s+(?:got|was|has been)\s+(?:replaced|retired|decommissioned|shut down|turned off|removed)\b/gu,
  new RegExp(String.raw`\b(?:moved|migrated|switched|changed|moving|migrating|switching)\s+(?:away\s+)?(?:from|off(?:\s+of)?)\s+${TERM}`, 'gi'),
  // ("we moved the site from MkDocs to Docusaurus", "…Celery's broker from Redis to RabbitMQ": the part named between, the thing left right before where it went —
  // not "switched the CI runners from pnpm caches to …")
  new RegExp(String.raw`\b(?:moved|migrated|switched|changed)\s+(?:(?:the|our)\s+)?(?!(?:away|from|off|over|back)\b)[\w'’-]+(?:\s+[\w-]+)?\s+(?:away\s+)?(?:from|off(?:\s+of)?)\s+${TERM}(?=\s+to\b)`, 'gi'),
  // ("we moved the sync off Cloud Functions to Cloud Run jobs": a product of two words by their capitals, the part named before)
  /\b(?:moved|migrated|switched)\s+(?:(?:the|our)\s+)?(?:[\w'’-]+\s+)?(?:away\s+)?(?:from|off(?:\s+of)?)\s+(\p{Lu}[\w.+#-]*\s+\p{Lu}[\w.+#-]*[\w+#])(?=\s+(?:to|onto)\s)/gu,
  // ("we moved from the Confluent Schema Registry to Apicurio": a product named in two words, its vendor's before them or
  // not, said with its article — "schema registry", as a memory names it)
  /\b(?:moved|migrated|switched)\s+(?:away\s+)?(?:from|off(?:\s+of)?)\s+the\s+(?:\p{Lu}[\w.+#-]*\s+)?(\p{Lu}[\w.+#-]*\s+\p{Lu}[\w.+#-]*[\w+#])(?=\s+to\s+\p{Lu})/gu,
  new RegExp(String.raw`\b(?:replaced|dropped|ditched|retired|swapped|traded)\s+${TERM}\s+(?:with|for|in favou?r of)\b`, 'gi'),
  // ("we take payments through Stripe now instead of Square": what it went through before, named after "now instead of")
  new RegExp(String.raw`\b(?:through|via|with|on|in)\s+\p{Lu}[\w.-]*\s+now\s+instead\s+of\s+${TERM}`, 'gu'),
  // ("we use Royal Mail for deliveries now instead of DPD": the named thing, then what it is for)
  new RegExp(String.raw`\buse\s+\p{Lu}[\w.-]*(?:\s+\p{Lu}[\w.-]*)?\s+for\s+[\w-]+(?:\s+[\w-]+)?\s+now\s+instead\s+of\s+${TERM}`, 'gu'),
  // ("we stopped outsourcing to Keystone, …": a firm the work no longer goes out to)
  new RegExp(String.raw`\b(?:stopped|quit)\s+(?:outsourcing|subcontracting|sending\s+(?:[\w-]+\s+){0,2}?work)\s+to\s+${TERM}`, 'gi'),
  // ("I swapped the Pi 4 for an Intel NUC": the thing with its article and number; "we left Buzzsprout for Transistor")
  new RegExp(String.raw`\b(?:swapped|replaced|traded)\s+(?:the|our|my)\s+${TERM}(?:\s+v?\d+)?\s+(?:with|for)\b`, 'gi'),
  new RegExp(String.raw`\bleft\s+${TERM}\s+for\s+\p{Lu}`, 'gu'),
  // ("verilator replaced icarus for the testbenches": the newer thing first, the one it replaced after)
  new RegExp(String.raw`(?:^|[,;]\s*|\b(?:also|and)\s+)(?!(?:the|a|an|this|that|it|he|she|they|we|i|you|which|who)\b)[\w.+#-]+\s+(?:has\s+|just\s+)?replaced\s+${TERM}(?=\s+(?:for|in|as|on)\b|\s*[,.;!]|$)`, 'gi'),
  // ("the api isn't on heroku anymore, it runs on Render")
  new RegExp(String.raw`\b(?:isn'?t|aren'?t|is not|are not)\s+(?:on|in|with|using|hosted on|deployed (?:on|to)|running on)\s+${TERM}\s+any\s?more\b`, 'gi'),
  // ("we dropped moment last year, use date-fns"; "we dropped storybook, no stories needed anymore": the thing, at its clause's end)
  new RegExp(String.raw`\b(?:dropped|ditched|got rid of|stopped using|removed|ripped out|tore out)\s+${TERM}(?:\s+v?\d+(?:\.\d+)*)?(?:\s+(?:last|this)\s+(?:year|month|week|quarter|sprint)|\s+a while (?:ago|back))?(?=\s*(?:[,.;!]|$))`, 'gi'),
  // ("we dropped the Scoop bucket, …": a channel the work went out through, by its name and its kind)
  new RegExp(String.raw`\b(?:dropped|ditched|got rid of|removed|retired|killed)\s+(?:the|our)\s+${TERM}\s+(?:bucket|tap|channel|integration|plugin|package|image|repo|repository|registry|feed|mirror|listing|extension)\b`, 'gi'),
  // ("we moved to bun, pnpm is gone": the thing said gone, at the start of its clause)
  // ("Litmus checks are gone, we use Email on Acid now": the thing by its kind of step)
  new RegExp(String.raw`(?:^|[,;]\s*|\band\s+)${TERM}(?:\s+${KIND_OF_STEP})?\s+(?:is|are)\s+(?:now\s+)?(?:gone|dead|history)\b`, 'gi'),
  // ("we migrated to OpenTofu 1.8, so the 1.5.7 restriction is gone": a version held to, said lifted)
  /\bthe\s+v?(\d+(?:\.\d+)+)\s+(?:restriction|limit|pin|cap|requirement|constraint|ceiling)\s+(?:(?:is|are)\s+(?:now\s+)?(?:gone|lifted|over|dropped|history)|(?:no longer|doesn'?t|does not)\s+appl(?:y|ies))\b/gi,
  // ("the changelog is written by hand now, towncrier was too fiddly": the way before, judged right after the change)
  // ("we deploy with Heroku again, Kamal was too fiddly": after "again" or "instead" too)
  // ("we're on Svelte 5.2 now and deploy to Render, Fly was too flaky": the "now" anywhere in the clause before; "we
  // cluster by village now, district was too coarse": a way of doing it judged too)
  new RegExp(String.raw`(?<=\b(?:now|again|instead)\b[^,;.]{0,60}[,;]\s*)${TERM}\s+(?:was|were)\s+(?:(?:too|way too|far too|much too)\s+(?:fiddly|slow|flaky|heavy|complex|complicated|painful|brittle|buggy|expensive|noisy|annoying|coarse|fine-grained|granular|broad|narrow|strict|loose|aggressive|risky|manual)|overkill|a pain|a mess)\b`, 'gi'),
  // ("logs go to Grafana Loki now, Seq is being shut down": the thing said on its way out, at the start of its clause)
  new RegExp(String.raw`(?:^|[,;]\s*|\band\s+)${TERM}\s+(?:is|are|was|were|has been|have been|got)\s+(?:being\s+)?(?:shut\s+down|turned\s+off|decommissioned|phased\s+out|sunset(?:ted)?)\b`, 'gi'),
  // ("we're done with moment, use date-fns going forward")
  new RegExp(String.raw`\b(?:we're|we are)\s+(?:all\s+|finally\s+|completely\s+)?(?:done|finished)\s+with\s+${TERM}(?=\s*[,;.!]|$)`, 'gi'),
  // ("moment is out, use date-fns": the thing said out, with what to use in its place — not "Bob is out, use Alice for reviews")
  new RegExp(String.raw`(?:^|[,;]\s*)${TERM}\s+(?:is|are)\s+out\s*[,;]\s*(?=(?:so\s+)?(?:please\s+)?(?:we\s+)?use\s+${IN_ITS_PLACE}[.!]*$)`, 'gi'),
  // ("we use pydantic everywhere, dataclasses are out": the thing said out after what is used in its place)
  new RegExp(String.raw`(?<=\b(?:use|using|switch(?:ed|ing)?\s+to|mov(?:ed|ing)\s+to|go(?:ing)?\s+with)\b[^.;,]*,\s*)${TERM}\s+(?:is|are)\s+out(?=\s*[.!]*$)`, 'gi'),
  // ("BullMQ is out, we moved the jobs to Temporal": the thing said out, then where its work went)
  new RegExp(String.raw`(?:^|[,;]\s*)${TERM}\s+(?:is|are)\s+out\s*[,;]\s*(?=we(?:'ve| have)?\s+(?:moved|migrated|switched|ported)\s)`, 'gi'),
  // ("alerts go to #prod-alerts now, #alerts-prod is archived": a channel said archived)
  /(?:^|[,;]\s*|\band\s+)(#[\w-]+)\s+(?:is|are|was|were|has been|got)\s+(?:now\s+)?(?:archived|deprecated|decommissioned|deleted|retired|dead)\b/gi,
  // ("we left Fly, everything deploys to Render now": a host or tool left, the one in its place named after — both by their capitals)
  new RegExp(String.raw`\b(?:[Ww]e|[Tt]he team)(?:'ve| have)?\s+(?:(?:just|finally|recently)\s+)?left\s+(\p{Lu}[\w.+#-]*)(?=\s*,\s*(?:so\s+)?${WHERE_ITS_WORK_GOES}\p{Lu})`, 'gu'),
  // ("bench01 got replaced, benchmarks run on bench02 now": a machine or a thing said replaced, at its clause's start)
  new RegExp(String.raw`(?:^|[,;]\s*)${TERM}\s+(?:got|was|has been)\s+(?:replaced|retired|decommissioned|shut down|turned off|removed)\b`, 'gi'),
  // ("Windows 10 support is dropped, we target Windows 11 …", "we dropped support for iOS 15": a platform's version no
  // longer supported, the version with its name — not the platform's other versions)
  /(?:^|[,;]\s*)(\p{Lu}[\w.+#-]*\s+v?\d+(?:\.\d+)*)\s+support\s+(?:is|was|has been|got)\s+(?:now\s+)?(?:dropped|removed|gone|over|ended)\b/gu,
  /\b(?:dropped|ended|removed)\s+support\s+for\s+((?:\p{Lu}|[a-z]+\p{Lu})[\w.+#-]*\s+v?\d+(?:\.\d+)*)(?![\w.])/gu,
  /\b(?:dropped|ended|removed)\s+((?:\p{Lu}|[a-z]+\p{Lu})[\w.+#-]*\s+v?\d+(?:\.\d+)*)\s+support\b/gu,
  // ("we stopped publishing to Open VSX": a place the work no longer goes, named by its capitals, in one word or two)
  /\bstopped\s+(?:publishing|deploying|shipping|pushing|releasing|uploading|syncing|mirroring)\s+(?:to|on)\s+(?:the\s+)?(\p{Lu}[\w.+#-]*(?:\s+\p{Lu}[\w.+#-]*)?)/gu,
  // ("tests run with vitest now instead of jest")
  new RegExp(String.raw`\bnow\s+instead\s+of\s+${TERM}|\binstead\s+of\s+${TERM}\s+now\b`, 'gi'),
  new RegExp(String.raw`不再(?:用|使用|采用)\s*${TERM_ZH}`, 'g'),
  // ("CI 已经换成 GitLab CI 了，Jenkins 下线了")
  // ("…，Kibana 不用了", "…，飞书不用了", "美团不做了": a platform sold on no more; not asked: "Kibana 不用了吗")
  new RegExp(String.raw`${TERM_ZH}\s*(?:已经|也)?(?:下线|停用|废弃|弃用|不用|不再用|不做)了(?!吗|么|\s*[？?])`, 'g'),
  // ("代理换成芝麻代理了，快代理不用了": a tool named in Chinese, known as one by the switch said before it)
  /(?<=(?:换成|改成|改用|换到|切到|迁到)[^，,。]{1,12}?了?\s*[，,]\s*)((?![这那它])[\u4e00-\u9fff]{2,6}?)\s*(?:已经|也)?(?:不用|不再用|停用|下线)了(?!吗|么|\s*[？?])/g,
  // ("我们现在不用 Jenkins 了，改用 GitLab CI"; "现在接口不走 request.js 了")
  // ("数据不存 MongoDB 了，现在都写到 ClickHouse": where data no longer goes)
  new RegExp(String.raw`(?:现在|已经)?不(?:用|走|存|写|放|推|传|发|报|上报)(?:到|在|进|给)?(?:那台|这台|那个|这个)?\s*${TERM_ZH}(?:\s+[a-z][\w.-]*)?\s*了`, 'g'),
  // ("提醒不用 Server 酱了，改用 Bark": a name of a Latin word and a Chinese one, "Server 酱")
  /(?:现在|已经)?不(?:再)?用\s*([A-Za-z][\w.+#-]*\s*[\u4e00-\u9fff])\s*了(?!吗|么|\s*[？?])/g,
  // ("组件库换成 Ant Design Vue 了，Element Plus 慢慢下掉": phased out, at once or bit by bit)
  // (a name of two words by their capitals is one name: "Element Plus")
  new RegExp(String.raw`(?<![\w.+#-]\s?)((?:[A-Z][\w.+#-]*\s+)?[A-Za-z][\w.+#-]*[\w+#]|${TOOLS_NAMED_IN_CHINESE})\s*(?:慢慢|逐步|陆续|会|要|也|都)*\s*(?:下掉|去掉|淘汰|干掉)了?(?!吗|么|\s*[？?])`, 'g'),
  // ("配置中心从 Nacos 迁到 Apollo 了")
  new RegExp(String.raw`(?:从|由)\s*${TERM_ZH}\s*(?:迁移|迁|搬|切换|切|换|改)(?:成|到|为)`, 'g'),
];

/**
 * Words that name no thing: "we don't do that anymore", "not using it anymore", and what is a
 * state, not a thing ("the VPN is not needed anymore", "it's not flaky anymore") — a state word
 * would mark every memory that uses it. (A word with an adjective's ending is a state too — "flaky", "elastic" — but
 * one in -ary names a tool as often, "cloudinary": the adjectives in -ary are listed; nor "support" of "we dropped support
 * for iOS 15", which would mark every memory that says what is supported.)
 */
const NOT_A_THING =
  /^(?:later|today|tomorrow|tonight|before|anymore|it|that|this|them|those|these|there|here|one|any|the|a|an|so|now|me|us|you|him|her|again|really|much|more|sure|yet|right|only|just|all|even|ever|quite|slow|fast|flaky|broken|true|false|valid|relevant|necessary|available|possible|safe|stable|free|open|closed|live|up|down|on|off|ok|okay|fine|good|bad|new|old|big|small|ready|done|green|red|support|(?:unnecessary|necessary|temporary|primary|secondary|arbitrary|ordinary|contrary|auxiliary|preliminary|voluntary|monetary|binary|summary)|\w+(?:ed|ing|ble|ful|ive|ous|ic))$/i;

/**
 * A retirement for one part only, said in the rest of its clause: "… Jest for e2e tests", "…
 * moment with date-fns in the frontend", "… MySQL 在分析服务里". A time ("in March") counts too:
 * the rule errs on keeping a memory unmarked.
 */
// (not the end of a word joined by a hyphen: "the built-in ILogger", "an add-on", "a drop-in replacement")
// (nor the role the tool itself plays: "we moved from Vite to WXT for the build" is Vite gone, not gone from one part)
const SCOPE = String.raw`(?:(?<![\w-])(?:for|in|on|at|inside|within|when|except|outside)\s+(?!(?:the |this |our )?(?:project|repo|repository|codebase|everything|anything|good|now)\b)(?!(?:the |our )?(?:build|builds|bundling|bundler|linting|formatting|styling|state management|packaging)[.!]*$)\S|在[^，,。]{0,8}(?:里|中)(?!面))`;
const SCOPED_AFTER = new RegExp(String.raw`^[^,.;!?，。；！？]*?${SCOPE}`, 'i');
/** …or in its clause before it: "for e2e tests we no longer use Jest", "我们在分析服务里不再用 MySQL". */
const SCOPED_BEFORE = new RegExp(String.raw`${SCOPE}[^,.;!?，。；！？]*$`, 'i');

/**
 * The ways a user says the project went back to a thing it had left: "we switched back to pnpm",
 * "we're back on Jest", "we use MySQL again", "我们又换回 pnpm 了". A memory that says the thing is
 * over ("we use bun now, not pnpm anymore") is then retired in its turn.
 */
/** "switched back to", "moved orchestration back to": gone back to something (a part may be named between). */
export const WENT_BACK_TO = String.raw`(?:switched|migrated|went|gone|moved|reverted|returned|going|switching|moving)\s+(?:(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\s+)?back\s+to`;
const RESTORED = [
  new RegExp(String.raw`\b${WENT_BACK_TO}\s+(?:using\s+)?${TERM}`, 'gi'),
  new RegExp(String.raw`\b(?:we're|we are|we've been|we're now|we are now)\s+back\s+(?:on|to)\s+(?:using\s+)?${TERM}`, 'gi'),
  new RegExp(String.raw`\b(?:use|using|on)\s+${TERM}\s+again\b`, 'gi'),
  new RegExp(String.raw`(?:换回|改回|切回|用回|重新(?:用|使用|采用)|回到)了?\s*${TERM}`, 'g'),
];

/** Idioms of going back that name no thing: "back to square one", "back on track", "back to normal". */
// (nor a day: "we moved the meeting back to Tuesday")
const NO_THING_BACK = /^(?:square|track|normal|basics|work|bed|sleep|school|office|home|schedule|call|budget|time|it|them|that|this|where|what|how|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|january|february|march|april|may|june|july|august|september|october|november|december|tomorrow|today)$/i;

/**
 * A fact said to have changed, of no one thing, with what no longer holds where it is said: "the
 * staging db isn't reset nightly anymore" (reset nightly), "the nightly build no longer runs on
 * weekends", "预发数据库不再每晚重置" (每晚重置).
 */
// ("deploys are on fridays now, not thursdays": thursdays; "we deploy on thursdays now instead of tuesdays": tuesdays, a
// day being no thing retiredTerms reads; "no more friday code freeze": friday code freeze)
const CHANGED =
  /\b(?:isn'?t|aren'?t|doesn'?t|don'?t|won'?t|is not|are not|does not|do not|will not)\b([^,;.]{0,40}?)\bany ?more\b|\bno (?:longer|more(?!\s+than\b))\b(?:\s+([^,;.]{1,40}))?|(?:不再|已经不)([^，,。；;]{0,12})|\bnow\s*,?\s+not\s+(?:on\s+|in\s+|with\s+|at\s+)?(?!(?:later|yet|today|tomorrow|tonight|before|anymore|really|sure|now)\b)([\w.+#:/-]+)(?![\w.+#-])(?!\s+(?:yet|only|just)\b)|\bnow\s+instead\s+of\s+(?:on\s+|in\s+|at\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b/i;

/**
 * Whether a statement says a fact changed. It retires an older memory of the same subject saved
 * as another kind (a rule then, news now), which the merge of same-kind memories does not reach.
 */
export function saysChanged(text: string): boolean {
  // (a named thing said to be over, "not pnpm anymore", is retiredTerms' to retire)
  if (retiredTerms(text).length > 0 || restoredTerms(text).length > 0) return false;
  return CHANGED.test(text);
}

/**
 * What a fact said to have changed no longer does or is, as stems: "reset nightly" of "the staging
 * db isn't reset nightly anymore", 每晚清空 of 不再每晚清空. An older memory must say it to be retired
 * by the change ("Don't touch the staging db" says nothing of resets).
 */
export function changedWords(text: string): string[] {
  const m = CHANGED.exec(text);
  return m ? searchWords(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? '', 8).map((w) => w.stem) : [];
}

/** Whether a memory's text says any of the changed words. */
export function saysAnyOf(text: string, stems: string[]): boolean {
  const said = stemSet(text);
  return stems.some((w) => said.has(w));
}

/** The things a statement says are over, lower-case and without repeats. */
export function retiredTerms(text: string): string[] {
  const other = NOW_NOT_THE_OTHER.exec(text);
  // (read apart from the forms above: what comes before "now" is where the new thing is, no part the old one is left for)
  // (not a day or a rhythm: "deploys are on fridays now, not thursdays" is a value moved, saysChanged's)
  // (nor a state, NOT_A_THING's, nor what is said of the moment's "it": "it's fine now, not broken")
  const notNow = other && !NOT_A_THING.test(other[2]!) && !A_TIME_WORD.test(other[2]!) && !/^(?:it|that|this|they|he|she|i|you)\b/i.test(other[1]!) ? [other[2]!.toLowerCase()] : [];
  // (a product of two words said in the plural is also the one a memory names in the singular: "Cloud Functions", "a Cloud Function")
  const said = [...termsSaid(text, RETIRED), ...notNow];
  return [...new Set([...said, ...said.filter((t) => /\s\S+[^s]s$/.test(t)).map((t) => t.slice(0, -1))])];
}

/** "the events table is partitioned on ingestion time now, not event_date": the thing said now (1), and not the other (2). */
const A_TIME_WORD = /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|daily|nightly|weekly|monthly|hourly|yearly|weekends?|mornings?|evenings?|nights?|jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*)$/i;
// (a person by their title and name, or what is theirs: "…, not Dr. Okafor's" is Okafor)
const NOW_NOT_THE_OTHER = new RegExp(String.raw`^([^,;]*?)\bnow\s*,?\s+not\s+(?:(?:dr|mr|mrs|ms|prof)\.?\s+)?${TERM}(?:['’]s)?(?=\s*(?:[.,;!]|$))`, 'i');

/** The things a statement says the project went back to, lower-case and without repeats. */
export function restoredTerms(text: string): string[] {
  return termsSaid(text, RESTORED).filter((t) => !NO_THING_BACK.test(t));
}

/** The things `forms` say, each once — and, into `forAPart` when given, those said for one part only with its words. */
function termsSaid(text: string, forms: RegExp[], forAPart?: ScopedRetirement[]): string[] {
  const out = new Set<string>();
  for (const re of forms) {
    for (const m of text.matchAll(re)) {
      if (NOT_A_THING.test(m[1]!)) continue;
      const rest = text.slice(m.index + m[0].length);
      const scopedBefore = SCOPED_BEFORE.test(text.slice(0, m.index));
      if (!scopedBefore && !SCOPED_AFTER.test(rest)) out.add(m[1]!.toLowerCase());
      else if (forAPart && !scopedBefore) {
        const phrase = ALL_BUT.test(rest) ? undefined : PART_AFTER.exec(rest)?.[1];
        const part = phrase ? searchWords(phrase, 3).map((w) => w.stem) : [];
        if (part.length > 0) forAPart.push({ term: m[1]!.toLowerCase(), part });
      }
    }
  }
  return [...out];
}

/** A thing said to be over for one part only, and the words that name the part. */
export interface ScopedRetirement {
  term: string;
  /** Stems of the part: "prod applies" of "… from Atlantis to Spacelift for prod applies". */
  part: string[];
}

/** The part a retirement is for, said after it in its clause (not "except …", "outside …": all but that part). */
const PART_AFTER = /^[^,.;!?，。；！？]*?(?<![\w-])(?:for|in|on|at|inside|within|when)\s+(?!(?:the |this |our )?(?:project|repo|repository|codebase|everything|anything|good|now)\b)([^,.;!?，。；！？]+)/i;

const ALL_BUT = /^[^,.;!?，。；！？]*?\b(?:except|outside|other than|apart from|besides|but not)\b/i;

/**
 * The things a statement says are over for one part only: "we switched from Atlantis to Spacelift
 * for prod applies". A memory of that part (one that names the thing and every word of the part,
 * "prod applies only happen through Atlantis") is retired by it; one of another part ("unit tests
 * use Jest", after "we moved from Jest to Vitest for e2e tests") is not.
 */
export function scopedRetiredTerms(text: string): ScopedRetirement[] {
  const out: ScopedRetirement[] = [];
  termsSaid(text, RETIRED, out);
  // ("we moved the e2e suite from cypress to playwright": the part named before what it left)
  for (const m of text.matchAll(PART_MOVED_OFF)) {
    // (by the words that say which part: "e2e" of "the e2e suite")
    const part = searchWords(m[1]!, 3).filter((w) => !A_WHOLE_OF.test(w.word)).map((w) => w.stem);
    if (part.length > 0 && !NOT_A_THING.test(m[2]!) && !out.some((o) => o.term === m[2]!.toLowerCase())) out.push({ term: m[2]!.toLowerCase(), part });
  }
  return out;
}

/** Words of a part that name no part of its own: "suite" of "the e2e suite". */
const A_WHOLE_OF = /^(?:suite|suites|tests?|code|stuff|things|setup|stack)$/i;
/** A part (1) moved off a thing (2): "we moved the e2e suite from cypress to playwright", "migrated our queues off RabbitMQ onto SQS". */
const PART_MOVED_OFF = new RegExp(String.raw`\b(?:moved|migrated|switched|ported)\s+(?:the|our)\s+((?:[\w-]+\s+){0,2}[\w-]+)\s+(?:over\s+)?(?:from|off(?:\s+of)?)\s+${TERM}\s+(?:to|onto)\s+\S`, 'gi');

/** Whether a memory states a thing over for one part as current, and of that part. */
export function statesForThePart(content: string, { term, part }: ScopedRetirement): boolean {
  const said = stemSet(content);
  return part.every((w) => said.has(w)) && statesAsCurrent(content, term);
}

/**
 * What a memory says: its name, description and body — without the lines that say where its statements came from (their
 * Why, quoting the user; their How to apply; the note of what superseded them), whose words ("said so on …", "in this
 * project", a newer statement quoted) are none of the memory's: a reader of what a memory holds must not find them there.
 */
export function memoryText(content: string): string {
  const m = parseMemory(content);
  return `${m.name ?? ''}\n${m.description ?? ''}\n${m.body.replace(PROVENANCE_LINE, '')}`;
}

/** A line of a statement's provenance, as offline extraction writes it. */
const PROVENANCE_LINE = /^(?:\*\*(?:Why|How to apply):\*\*.*|\(The user said so on .*\)|\*\*Superseded on \d{4}-\d{2}-\d{2}:\*\*.*)$/gm;

/** What a memory says, sentence by sentence (and line by line). */
/** A title's dot, which ends no sentence: "a sign-off from Dr. Okafor's team". */
const TITLE_DOT = String.raw`(?<!\b(?:Dr|Mr|Mrs|Ms|Prof|St|vs|etc|e\.g|i\.e)\.)`;
const SENTENCE_BREAK = new RegExp(String.raw`(?<=[.!?])${TITLE_DOT}\s+|\n+`);
export const memorySentences = (content: string) => memoryText(content).split(SENTENCE_BREAK);

/** Tools named by a common word: in a memory they count only with their capital ("Go", not "go to #deploys"). */
const COMMON_WORD = /^(?:go|rust|swift|dart|make|ant|chef|puppet|salt|spring|express|next|nest|flask|bottle|rails|react|angular|ember|meteor|gulp|grunt|mocha|compose|helm|vault|consul|spark|hive|pig|storm|beam|airflow|celery|sentry|fly|render|railway)$/i;

/**
 * Whether a memory states `term` as how things are: the term appears as a word at least once
 * not after a negation or an alternative ("never npm", "instead of npm", "from npm").
 */
export function statesAsCurrent(content: string, term: string): boolean {
  const text = memoryText(content);
  const proper = COMMON_WORD.test(term); // then only the capitalised name counts
  const name = proper ? term.charAt(0).toUpperCase() + term.slice(1) : term;
  // (a name's own domain is the name: "Fly.io", "Render.com"; another dotted word is another thing: "node" in "node.config.js")
  const word = new RegExp(String.raw`(?<![\w.-])${escapeRegExp(name)}(?![\w+#-]|\.(?!(?:io|com|dev|app|sh|so|ai|net|org|co|cloud)\b(?!\.\w))\w)`, proper ? 'g' : 'gi');
  for (const hit of text.matchAll(word)) {
    const before = text.slice(Math.max(0, hit.index - 40), hit.index);
    // ("from" as where a thing left, not where it comes from: "Secrets come from Doppler", "… is synced from Cliniko" say it is in use)
    if (!/(?:\b(?:never|not|no|don'?t|do not|instead of|rather than|over|avoid|(?<!\b(?:comes?|came|pulled|read|loaded|fetched|served|sourced|injected|taken|gets?|got|synced|imported|exported|copied|downloaded|mirrored)\s)from|without|than|nor)\s+(?:\w+\s+)?|不(?:要|用)?|别|而不是)$/i.test(before)) return true;
  }
  return false;
}

/** The things a statement turns down beside what it says to use: "use spaces for indentation, not tabs" (tabs), "never use npm" (npm, not "use"). */
const REJECTED = /\b(?:not|never|instead of|rather than)\s+(?:(?:use|using|run|running|install|installing|add|adding|import|importing|call|calling|pick|choose)\s+)?(?:the\s+|a\s+|an\s+)?([A-Za-z][\w.+#-]*[\w+#])/gi;

export function rejectedTerms(text: string): string[] {
  return [...new Set([...text.matchAll(REJECTED)].map((m) => m[1]!.toLowerCase()).filter((t) => !NOT_A_THING.test(t)))];
}

/** Whether a memory says `term` is over ("we use bun now, not pnpm anymore"): a return to the thing retires it. */
export function saysRetired(content: string, term: string): boolean {
  return retiredTerms(memoryText(content)).includes(term);
}

/** What marks a retired memory's description. */
const MARK = /^\(superseded \d{4}-\d{2}-\d{2}\)\s*/;

export function isSuperseded(description: string | null | undefined): boolean {
  return MARK.test(description ?? '');
}

/** The file a retired memory's note links to, or null: what replaced it. */
export function supersededBy(body: string): string | null {
  const m = LINKED.exec(body);
  return m ? (m[1] ?? m[2]!) : null;
}

/**
 * The old memory marked as replaced on `day` by `by` (the new statement and its file): the
 * description starts "(superseded DAY)" so MEMORY.md and recall show it, and the body opens
 * with what the user said instead.
 */
export function markSuperseded(content: string, by: Replacement, day: string): string {
  return markRetired(content, day, replacedBy(by));
}

/** What replaced a memory: the statement said instead, and the memory it was saved in. */
export interface Replacement {
  text: string;
  file: string;
  name: string;
}

/** The link a retired memory's note ends with, which supersededBy reads back. */
export const linkToIt = (by: Pick<Replacement, 'file' | 'name'>) => `— see [${by.name}](${linkTarget(by.file)})`;

/** Why a memory was retired by a statement: what the user said, and where it is kept. */
export const replacedBy = (by: Replacement) => `the user said "${by.text}" ${linkToIt(by)}`;

/** One statement as offline extraction writes it: its text, then its Why and How to apply, or its source in brackets. */
const STATEMENT_BLOCK = /^[^\n]+\n(?:\*\*Why:\*\* [^\n]*\n\*\*How to apply:\*\* [^\n]*|\([^\n]*\))$/;

/**
 * A memory that holds several statements (offline extraction adds a rule of the same subject to
 * the file that has it) with only those `retired` picks retired on `day`: they move under a note
 * of why, ahead of any retired before, the rest stay current, the first that stays names the
 * memory. The content unchanged when none of those that hold is picked (what it says only among
 * the retired ones is over already). Null when every statement that holds goes, or the body has
 * any other shape (edited by hand or by a model): then the memory is retired whole, markRetired.
 */
export function retireStatements(content: string, retired: (statement: string) => boolean, day: string, why: string, holdsAlone?: (clause: string) => boolean): string | null {
  const m = parseMemory(content);
  const blocks = heldStatements(m.body);
  const before = m.body.slice(statementsPart(m.body).length).trim();
  // (one statement of several clauses — the only one, or the one left after earlier changes: the clauses that hold alone
  // stay, the statement whole goes under the note, above what earlier notes keep)
  const rest = blocks?.length === 1 && holdsAlone ? clausesThatHold(blocks[0]!, retired, holdsAlone) : null;
  if (rest) {
    // (described by what stays, and named by it when the clause that named it went)
    const first = rest.block.split('\n')[0]!;
    const named = rest.keepsFirst ? { description: descriptionOf(first) } : { name: first.replace(/[.!。！]$/, '').slice(0, 80), description: descriptionOf(first) };
    return retireStatements(withFrontmatter(content, named, `\n${rest.block}\n\n${blocks![0]}\n${before ? `\n${before}\n` : ''}`), (b) => b === blocks![0], day, why);
  }
  if (!blocks || (blocks.length < 2 && !before)) return null;
  const gone = blocks.filter(retired);
  const kept = blocks.filter((b) => !retired(b));
  if (gone.length === 0) return content;
  if (kept.length === 0) return null;
  const note = `${noteOpening(day)} ${why}. ${STILL_KEPT}`;
  const body = `\n${kept.join('\n\n')}\n\n${note}\n\n${gone.join('\n\n')}\n${before ? `\n${before}\n` : ''}`;
  if (kept[0] === blocks[0]) return withFrontmatter(content, {}, body);
  // (the statement that named the memory is gone: the next one names it, as the first would have)
  const first = kept[0]!.split('\n')[0]!;
  return withFrontmatter(content, { name: first.replace(/[.!。！]$/, '').slice(0, 80), description: descriptionOf(first) }, body);
}

/** Where a statement joins clauses that each say something: ", and", ", but", ";", a sentence's end; in Chinese its commas. */
const CLAUSE_JOINT = new RegExp(String.raw`,\s+(?:and|but)\s+|;\s+|(?<=[.!?])${TITLE_DOT}\s+(?=\p{Lu})|[，；]\s*`, 'u');

/**
 * The clauses of one statement (its block: text, Why, How to apply) that still hold when `retired` picks the others, as a
 * block of their own quoting them "(in part)"; null when none or all would.
 */
export function partThatHolds(block: string, retired: (statement: string) => boolean, holdsAlone: (clause: string) => boolean): string | null {
  return clausesThatHold(block, retired, holdsAlone)?.block ?? null;
}

/** A passive of two participles joined by "and", each with what follows it: "… are written in Sigma and converted to …". */
const TWO_PARTICIPLES = /^([^,;]*?\b(?:is|are)\s+(?:\w+ed|written|built|run|kept|made|done|drawn|taken)\b[^,;]*?)\s+and\s+((?:\w+ed|written|built|run|kept|made|done|drawn|taken)\s+(?:to|into|in|on|with|by|from|through|via)\b[^,;]*)$/i;
/** Two statements sharing one verb: "Glaze firings are on Thursdays and bisque firings on Mondays" (the second's verb, 2, left unsaid). */
const ONE_VERB_FOR_TWO = /^([^,;]+?\s+(are|is)\s+(on|in|at|every)\s+[^,;]+?)\s+and\s+((?:the\s+)?(?!(?:it|they|we|i|then|also|so|not|no)\b)[\w-]+(?:\s+[\w-]+)?)\s+((on|in|at|every)\s+[^,;]+)$/i;
/** A version turned down by its number alone, no name in the clause: "don't use anything from 4.5". */
const VERSION_TURNED_DOWN = /^(?:[Dd]on'?t|[Dd]o not|[Nn]ever|[Nn]o)\b(?![^,;]*\p{Lu})[^,;]*\b(?:from|above|past|beyond|after|newer than|older than|below|before)\s+v?\d+(?:\.\d+)+\b/u;
/** What an English clause opens with when its subject is in the clause before: "they go to …", "it lives in …". */
const POINTS_BACK_FIRST = /^(?:they|it|these|those)\s+(?!(?:say|said|told|think|want|asked)\b)/i;
/** What a Chinese clause opens with when it has no subject of its own: "每两周…", "都要…", "不能…". */
const SAID_OF_THE_FIRST_ZH = /^(?:每|都|要|不|也|还|就|会|得|必须|只|一律|统一|按)/;
/** Words of a clause that turn a thing down. */
const TURNS_DOWN = /\b(?:never|no|not|don'?t|do not|avoid)\b/i;
/** A verb that makes a clause of its own. */
const OWN_VERB = /\b(?:is|are|has|have|uses?|runs?|lives?|goes|go|owns?|needs?|must|should|can|will|stays?|gets?)\b/i;
/** …or an order's opening. */
// ("no component libraries" of "Tailwind for styling, no component libraries": a kind kept out)
const ORDER_OPENS = /^(?:always|never|don'?t|do not|please|only|no\s+(?!(?:idea|clue|problem|worries|way|need|rush|doubt)\b)[\w-]+)\b/i;

/**
 * A statement block of several clauses with only those that hold alone (`holdsAlone`) and do not say what `retired`
 * picks, as a block of its own (the same Why and How to apply) — null when none or all of them would stay.
 * "Webhooks must be verified with the HMAC before anything else, and they have to respond within 5 seconds …" keeps
 * its first clause when the timeout changes.
 */
function clausesThatHold(block: string, retiredByAnUpdate: (statement: string) => boolean, holdsAlone: (clause: string) => boolean): { block: string; keepsFirst: boolean } | null {
  // (each text asked once: `retired` runs every update over it, and the clauses, the items and the first item read with
  // each of the others ask for the same texts again)
  const asked = new Map<string, boolean>();
  const retired = (text: string) => asked.get(text) ?? asked.set(text, retiredByAnUpdate(text)).get(text)!;
  const [said, ...rest] = block.split('\n');
  const whole = said!.replace(/[.!。！]$/, '');
  let clauses = whole.split(CLAUSE_JOINT);
  // (statements joined by a bare "and", each a clause of its own: "the minimum iOS version is 15 and Android minSdk is
  // 24", "…, transformations are in dbt and orchestration is Dagster" — not "Dana and Lee own auth", whose "Dana" is none)
  // (or by a bare comma: "Always exclude internal test accounts, they have emails ending in @acme-test.com")
  // (a kind kept out is one of two words: "no Meck" of "We test with ExUnit and Mox, no Meck")
  const ownClause = (c: string) => (words(c) >= 3 && (OWN_VERB.test(c) || ORDER_OPENS.test(c))) || (words(c) === 2 && /^no\s/i.test(c) && ORDER_OPENS.test(c)) || holdsAlone(c);
  const byAnd = whole.split(/\s+and\s+/);
  // (a part with no verb of its own goes with the clause before it: "we run postgres 15 on RDS, primary plus two read
  // replicas" of "I'm the DBA, …")
  const byComma = whole.split(/,\s+(?![^`]*`[^`]*$)/).reduce<string[]>((parts, part) => {
    if (parts.length > 0 && !ownClause(part)) parts[parts.length - 1] += `, ${part}`;
    else parts.push(part);
    return parts;
  }, []);
  // (not where a part after "and" has no subject of its own: "Test data lives in inst/extdata and is synthetic, …")
  const subjectless = (parts: string[]) => parts.slice(1).some((p) => /^(?:is|are|was|were|has|have|had|gets?|needs?|must|should|can|will|does|do|stays?)\b/i.test(p));
  if (clauses.length < 2) clauses = [byAnd, byComma].find((parts) => parts.length > 1 && !subjectless(parts) && parts.every(ownClause)) ?? clauses;
  // (two things the same "we" does, joined by "and": "We render the weekly report with Quarto" of "… and post it to the
  // lab's Slack on Fridays" once the lab is on Teams — the second read with its "we")
  const weDo = clauses.length < 2 ? /^(we|i)\s+(?!(?:are|were|have|had|do|did|will|would|can|could|should|must)\b)/i.exec(whole) : null;
  const twoDone = weDo ? whole.split(/\s+and\s+(?=(?!(?:we|i|the|our|it|they|then|also|so|not|no)\b)[a-z]+s?\s)/i) : [];
  if (twoDone.length === 2) clauses = [twoDone[0]!, `${weDo![1]} ${twoDone[1]}`];
  // (two participles of one passive: "Our detections are written in Sigma and converted to Splunk SPL with pySigma" keeps
  // what they are written in when the SIEM changes)
  const passive = clauses.length < 2 ? TWO_PARTICIPLES.exec(whole) : null;
  if (passive) clauses = [passive[1]!, passive[2]!];
  // (one verb for two statements: "bisque firings on Mondays" is read as "bisque firings are on Mondays", and kept as said,
  // when the glaze firings move)
  const readAs = new Map<string, string>();
  const shared = clauses.length < 2 ? ONE_VERB_FOR_TWO.exec(whole) : null;
  if (shared && shared[3]!.toLowerCase() === shared[6]!.toLowerCase()) {
    clauses = [shared[1]!, `${shared[4]} ${shared[5]}`];
    readAs.set(clauses[1]!, `${shared[4]} ${shared[2]} ${shared[5]}`);
  }
  const full = (clause: string) => readAs.get(clause) ?? clause;
  const han = /\p{Script=Han}/u.test(said!);
  const listed = itemsThatHold(whole, retired, holdsAlone, han ? '，' : ', ');
  if (clauses.length < 2 && !listed) return null;
  // (when no clause says it alone, the sentence says it whole, and what it turned down is what changed: "never assume 384"
  // of "Plates are always 96-well, never assume 384" after "we have 384-well plates now too", "no bodies" of "I prefer
  // small commits with a one-line message, no bodies" after bodies are fine now)
  // (and an English clause that opens with "they" or "it" is said of what the clause before names: "they go to the s3 bucket
  // lab-ckpts" of "Never push checkpoints to git, …" once checkpoints go to another bucket — the rule before it stays)
  const goneWithTheOneBefore = (i: number) => i > 0 && !han && POINTS_BACK_FIRST.test(clauses[i]!) && !retired(full(clauses[i - 1]!)) && retired(`${clauses[i - 1]}, ${clauses[i]}`);
  const saidAlone = clauses.some((c, i) => retired(full(c)) || goneWithTheOneBefore(i));
  // (a version turned down by its number alone is of the thing the clause that went named: "don't use anything from 4.5" of
  // "The channels run on Mirth Connect 4.4, …" once the project is on 4.5)
  // (and what follows from the clause before it goes with it: "so every screen has to fit the small size" of "I test on my
  // iPhone 13 mini, …" once the user tests on another phone)
  const followsFromOneGone = (i: number) => i > 0 && /^so\b/i.test(clauses[i]!) && retired(clauses[i - 1]!);
  // (a Chinese clause with no subject of its own is said of what the first names, and retired when read with it: "每两周交一次"
  // of "日文翻译由外包公司做，每两周交一次" once "日文翻译现在每周交一次了")
  const goneWithTheFirst = (i: number) => i > 0 && han && SAID_OF_THE_FIRST_ZH.test(clauses[i]!) && retired(`${clauses[0]}，${clauses[i]}`);
  const holding = listed ?? clauses.filter((c, i) => !retired(full(c)) && holdsAlone(full(c)) && (saidAlone || !TURNS_DOWN.test(c)) && !(saidAlone && VERSION_TURNED_DOWN.test(c)) && !followsFromOneGone(i) && !goneWithTheFirst(i) && !goneWithTheOneBefore(i));
  if (holding.length === 0 || (!listed && holding.length === clauses.length)) return null;
  const text = holding.map((c, i) => (i === 0 ? c.charAt(0).toUpperCase() + c.slice(1) : c)).join(han ? '，' : ', ');
  // (its Why quotes the part that stays, said to be a part: the whole is quoted under the note, and a quote of what changed
  // would read as saying it still)
  // (a function, not a pattern of "$1": the text may hold a "$")
  const why = rest.map((line) => line.replace(/^(\*\*Why:\*\* The user (?:said so|corrected the agent) on \d{4}-\d{2}-\d{2}|\(The user said so on \d{4}-\d{2}-\d{2}): (?:\(in part\) )?".*"(\.\))?$/, (_, said: string, end?: string) => `${said}: (in part) "${text}"${end ?? ''}`));
  return { block: [`${text}${han ? '。' : '.'}`, ...why].join('\n'), keepsFirst: listed !== null || holding[0] === clauses[0] };
}

/**
 * A statement that lists what the project is made of after what it is, with only the items that still hold: "Node 20" of
 * "This service processes webhooks from Stripe and Shopify, Node 20, TypeScript, BullMQ on Redis" when node moves on, "published
 * with MkDocs" of "…, all markdown, published with MkDocs" when the site leaves MkDocs — what stays standing alone, each
 * item gone six words at most ("reading from the lake in s3://acme-lake"); null when it is not such a list.
 */
function itemsThatHold(whole: string, retired: (statement: string) => boolean, holdsAlone: (clause: string) => boolean, joint: string): string[] | null {
  // (a semicolon sets the list apart from what the project is: "This repo trains our model; PyTorch 2.3, Lightning, …")
  const said = whole.split(/[,;]\s+(?![^`]*`[^`]*$)|[，；]\s*/);
  // (one item retired by the version inside it read again without it: it stays so, and counts as changed)
  // (an item after the first is said of what the first names, and read with it when the first holds: "部署在 Vercel 上" of
  // "这是我们的 Next.js 官网，部署在 Vercel 上" is where the site is, which "官网迁到 Cloudflare Pages 了" retires)
  const firstHolds = said.length > 1 && !retired(said[0]!);
  const read = said.map((item, i) => readItem(item, i > 0 && firstHolds ? (t) => retired(t) || retired(`${said[0]}${joint}${t}`) : retired));
  const items = read.map((r) => r.item);
  const unversioned = items.some((item, i) => item !== said[i]);
  const isGone = read.map((r) => r.gone);
  const gone = items.filter((_, i) => isGone[i]);
  const kept = items.filter((_, i) => !isGone[i]);
  // (an item, not a clause of its own: "we run postgres 15 on RDS" takes "primary plus two read replicas" after it with it)
  // (a name and its version is one, whatever the name: "Go 1.22"; what turns a thing down is none: "not pnpm anymore")
  const anItem = (item: string) => words(item) <= 6 && (/^\S+(?:\s+\S+)?\s+v?\d[\d.]*$/.test(item) || (!OWN_VERB.test(item) && !/^(?:we|i|you|they|it|he|she|not|no|never|nor|but)\b/i.test(item)));
  // (one item is enough when only the version inside it went: "Every finding needs a CVSS score and a remediation section"
  // of "… a CVSS 3.1 score …" once findings are scored with CVSS 4.0)
  // (a sentence that only lost a value it placed is the sentence it was, which held: "… every night and Google picks it up
  // from there" of "… every night at 2am and …", whose "it" is its own)
  const onlyAValueCut = read.length === 1 && read[0]!.valueCut === true;
  if ((items.length < 2 && !unversioned) || (gone.length === 0 && !unversioned) || isGone[0] || !gone.every(anItem) || (!onlyAValueCut && !holdsAlone(kept.join(joint)))) return null;
  return kept;
}

/** A tool's version inside a clause that says more: "Godot 4.2" of "This is our Godot 4.2 roguelike". */
// (a major version alone after an article too: "Angular 17" of "This is an Angular 17 admin portal for …")
// (not a floor: "Python 3.9 and up" without its version says nothing)
const VERSION_INSIDE = /(\p{L}[\w+#-]*)\s+v?\d+(?:\.\d+)+(?=\s+\p{L})(?!\s+(?:and\s+(?:up|above|later|newer)|or\s+(?:later|newer|above)|minimum|min)\b)|(?<=\b(?:a|an|our|the)\s+)(\p{Lu}[\w+#-]*)\s+v?\d+(?=\s+\p{L})/u;
/** …or last, as what a part is written in or runs on: "Go 1.22" of "Ledger is our bookkeeping service in Go 1.22" (not "Go 1.22" alone). */
// (or a whole version, as what a move is headed to: "Java 17" of "We're migrating the batch jobs from COBOL to Java 17"; or
// a runtime named with its dot: ".NET 6" of "It's C# on .NET 6")
const VERSION_LAST = /(?<=\S\s+\S+\s+(?:in|on|with)\s+)(\p{L}[\w+#-]*)\s+v?\d+(?:\.\d+)+$|(?<=\S\s+\S+\s+(?:on|with)\s+)(\.\p{L}[\w+#-]*)\s+v?\d+(?:\.\d+)*$|(?<=\bfrom\s+\S+\s+to\s+)(\p{L}[\w+#-]*)\s+v?\d+(?:\.\d+)*$/u;

/**
 * Values a change moves that a sentence holds with the word that places them, each cut out alone: an address ("at
 * mqtt.pineridge.local"), a time of day ("at 2am"), a weekday ("every Monday", "on Mondays"), a lead time ("24 hours
 * before a shift"). Not a bound ("longer than 30
 * seconds"): without it the sentence says another thing; nor a named tool, which is most often what the sentence says
 * ("Our CI runs on Jenkins").
 */
// (not what the sentence says of its subject, "our staging env is at staging.bookly.io", nor one of two, "we deploy on
// Tuesdays and Thursdays": without it nothing, or another thing, is said)
const NOT_SAID_OF_IT = String.raw`(?<!\b(?:is|are|was|were|lives?|sits?|stays?|be|'s)\s*)`;
const VALUE_INSIDE = [
  new RegExp(String.raw`${NOT_SAID_OF_IT}\s+(?:at|on)\s+(?:https?:\/\/)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:\/\S*)?(?=[\s,.;]|$)`, 'i'),
  new RegExp(String.raw`${NOT_SAID_OF_IT}\s+at\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)\b(?!\s*(?:and|or|,)\s*(?:at\s+)?\d)`, 'i'),
  new RegExp(String.raw`${NOT_SAID_OF_IT}\s+(?:every|on)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b(?!\s*(?:and|or|,|&)\s*(?:on\s+|every\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))`, 'i'),
  // ("… 24 hours before a shift": how long before each one of a kind)
  new RegExp(String.raw`${NOT_SAID_OF_IT}\s+\d+\s+(?:minutes?|hours?|days?|weeks?)\s+before\s+(?:a|an|each|every|the)\s+[\w-]+(?=[\s,.;]|$)`, 'i'),
];

/**
 * An item and whether `retired` picks it — one of a stack joined by "+" without the parts retired ("Vue 3 + Pinia"), and
 * one retired only by the version named inside it, without that version: "This is our Godot roguelike" of "This is
 * our Godot 4.2 roguelike" when the project moves to 4.3 — what it is still holds (not an item that is a name and its
 * version alone, "Node 20", which goes whole).
 */
function readItem(item: string, retired: (statement: string) => boolean): { item: string; gone: boolean; valueCut?: true } {
  const gone = retired(item);
  if (!gone) return { item, gone };
  // ("Vue 3 + Element Plus + Pinia" when the UI kit changes: a stack joined by "+" loses only the part retired; so does
  // one of two short names joined by "and": "C++17 and CMake" when the standard moves)
  const plus = item.split(/\s+\+\s+/);
  const and = item.split(/\s+and\s+/);
  const [parts, joiner] = plus.length > 1 ? [plus, ' + '] : and.length === 2 && and.every((part) => words(part) <= 3) ? [and, ' and '] : [plus, ''];
  const kept = parts.length > 1 ? parts.filter((part) => !retired(part)) : [];
  if (kept.length > 0 && kept.length < parts.length) return { item: kept.join(joiner), gone: false };
  // (or the value a change moved, cut out with the word that places it, when what is left holds: "The feed is published to
  // gtfs.harborcity.gov every night and …" of "… every night at 2am and …" once the feed goes out at 4am)
  for (const value of VALUE_INSIDE) {
    const bare = item.replace(value, '');
    if (bare !== item && words(bare) >= 4 && !retired(bare)) return { item: bare, gone: false, valueCut: true };
  }
  const inside = VERSION_INSIDE.test(item) ? VERSION_INSIDE : VERSION_LAST.test(item) ? VERSION_LAST : null;
  if (!inside) return { item, gone };
  // (the name stays, whichever of the patterns' groups holds it)
  const bare = item.replace(inside, (_, first?: string, second?: string, third?: string) => (first ?? second ?? third)!);
  return retired(bare) ? { item, gone } : { item: bare, gone: false };
}

/** The statements of a body offline extraction wrote that still hold, each with its Why and How to apply; null for a body of any other shape. */
export function heldStatements(body: string): string[] | null {
  const blocks = statementsPart(body).trim().split(/\n{2,}/);
  return blocks.every((b) => STATEMENT_BLOCK.test(b)) ? blocks : null;
}

/** Where what a newer statement replaced starts in a body (statement-files' latestFirst writes it). */
export const EARLIER = /^Earlier:$/m;

/**
 * The statements a body holds now, before any a change retired and before what a newer statement replaced ("Earlier:",
 * statement-files' latestFirst): where a statement is added and what a later change may retire one by one.
 */
export function statementsPart(body: string): string {
  const held = heldPart(body);
  const earlier = held.search(EARLIER);
  return earlier >= 0 ? held.slice(0, earlier) : held;
}

/** What a memory's body says still holds: all of it but the statements a change retired (retireStatements). */
export function heldPart(body: string): string {
  const at = body.search(RETIRED_SECTION);
  return at >= 0 ? body.slice(0, at) : body;
}

/** How a note of retirement opens: "**Superseded on DAY:**"; and the same as a pattern. */
const noteOpening = (day: string) => `**Superseded on ${day}:**`;
const NOTE_OPENING = String.raw`\*\*Superseded on \d{4}-\d{2}-\d{2}:\*\*`;
/** How a note ends: over some statements of a memory (retireStatements), or over all of it (markRetired). */
const STILL_KEPT = 'These statements no longer hold; kept for their history:';
const WHOLE_KEPT = 'Kept for its history; delete it once nothing in it holds.';
/** Where a body's retired statements start (retireStatements' note), if it has some. */
const RETIRED_SECTION = new RegExp(String.raw`\n${NOTE_OPENING}[^\n]*${escapeRegExp(STILL_KEPT)}$`, 'm');
/** One note over some statements, with its reason; and one over a whole memory, at the top of its body. */
const PART_NOTE = new RegExp(String.raw`^${NOTE_OPENING} ([^\n]*)\. ${escapeRegExp(STILL_KEPT)}\n+`);
const WHOLE_NOTE = new RegExp(String.raw`^\s*${NOTE_OPENING} ([^\n]*)\. ${escapeRegExp(WHOLE_KEPT)}\n+`);
/** A note at the top of a body that links to what replaced the memory (linkToIt). */
const LINKED = new RegExp(String.raw`^\s*${NOTE_OPENING}.*?— see \[[^\]]*\]\((?:<([^>\n]+)>|([^)\s]+))\)`);

/** A statement added to a memory's body: with what holds, ahead of any statements a change retired or replaced. */
export function withStatementAdded(body: string, statement: string): string {
  const holds = statementsPart(body);
  return `${holds.replace(/\s*$/, '\n')}\n${statement}${body.slice(holds.length)}`;
}

/** What the user said that retired it, as replacedBy quotes it. */
const SAID = /^the user said "([^\n]*)" — see \[/;

/** Whether a note's reason is a statement that said `term` is over ("we use bun now, not pnpm anymore"). */
const retiredFor = (why: string, term: string) => retiredTerms(SAID.exec(why)?.[1] ?? '').includes(term);

/**
 * A memory retired for leaving `term`, brought back when the user returns to it ("we switched back
 * to pnpm"): unmarked when it was retired whole by what said the term is over; of one that holds
 * several statements, those that went for it hold again. A memory retired for any other reason (a
 * request to forget it, a fact said to have changed) stays as it is. Null when nothing comes back.
 */
export function restoreRetiredFor(content: string, term: string): string | null {
  const m = parseMemory(content);
  const whole = WHOLE_NOTE.exec(m.body);
  if (whole && isSuperseded(m.description)) {
    if (!retiredFor(whole[1]!, term)) return null;
    return withFrontmatter(content, { description: (m.description ?? '').replace(MARK, '') }, `\n${m.body.slice(whole[0].length)}`);
  }
  const held = heldPart(m.body);
  const notes = m.body.slice(held.length).trim().split(new RegExp(String.raw`\n\n(?=${NOTE_OPENING})`));
  const back: string[] = [];
  const still = notes.filter((section) => {
    const why = PART_NOTE.exec(section);
    if (!why || !retiredFor(why[1]!, term)) return true;
    back.push(section.slice(why[0].length).trim());
    return false;
  });
  if (back.length === 0) return null;
  const body = `\n${[held.trim(), ...back].join('\n\n')}\n${still.length ? `\n${still.join('\n\n')}\n` : ''}`;
  return withFrontmatter(content, {}, body);
}

/**
 * The old memory marked as retired on `day`, for the reason `why` ("the user said …", "the user
 * asked to forget it …"): the description starts "(superseded DAY)" so MEMORY.md and recall show
 * it, and the body opens with the reason.
 */
export function markRetired(content: string, day: string, why: string): string {
  const m = parseMemory(content);
  const description = `(superseded ${day}) ${m.description ?? m.name ?? ''}`.trim();
  const note = `${noteOpening(day)} ${why}. ${WHOLE_KEPT}`;
  return withFrontmatter(content, { description }, `\n${note}\n\n${m.body.replace(/^\s+/, '')}`);
}

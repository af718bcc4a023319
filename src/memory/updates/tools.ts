// Updates of tools: the named tool a part of the work is on ("CI is on Buildkite now"), the tool it switched from and to,
// what deploys go through, the firm a step goes to, the tool that runs a recurring job, the model that fills a role.

import { FIRM_SWITCHED, PART_MOVED_TO_A_TOOL, PART_ON_A_TOOL_NOW, PARTS_ON_A_TOOL } from '../fact-forms.js';
import { escapeRegExp } from '../regexp.js';
import { DEVICES_ZH, SERVICES_ZH } from '../statement-forms-zh.js';
import { searchWords, stemOf, stemSet } from '../search-text.js';
import { memorySentences, memoryText, TOOLS_NAMED_IN_CHINESE } from '../supersede.js';
import { NEWS_OPENERS } from '../statement-text.js';

/** "CI is on Buildkite now": a part of the work on another named tool since. */
const PART_ON_NOW = new RegExp(String.raw`^${NEWS_OPENERS}(?:the\s+|our\s+)?${PART_ON_A_TOOL_NOW}`, 'iu');

/** "we moved CI over to GitHub Actions last week": the same, said as the move (and where from: "… from Weights & Biases to MLflow") (under the i flag \p{Lu} is any letter: no article counts as a name). */
const PART_MOVED_ONTO = new RegExp(String.raw`^(?:we|the team)(?:'ve| have)?\s+(?:(?:just|finally|recently)\s+)?(?:moved|migrated|switched)\s+(?:the\s+|our\s+)?(${PARTS_ON_A_TOOL})\s+(?:back\s+|over\s+)?(?:from\s+\p{Lu}[\w.-]*(?:\s+(?:&\s+)?\p{Lu}[\w.-]*){0,2}\s+)?(?:to|onto)\s+(?!(?:the|a|an|our|my|this|that|its)\b)(\p{Lu}[\w.-]*(?:\s+\p{Lu}[\w.-]*)?)`, 'iu');

/** "CI moved over to GitHub Actions": the same, the part said to have moved. */
const PART_MOVED = new RegExp(String.raw`^${NEWS_OPENERS}(?:the\s+|our\s+)?${PART_MOVED_TO_A_TOOL}`, 'iu');

/** "CI 现在迁到 GitHub Actions 上了": the same in Chinese (the part by its Latin name or its Chinese one). */
// ("单测现在换成 vitest 了": a tool named in lowercase too)
// ("图标以后统一用 lucide-react-native": what a part uses from a day on)
const PART_MOVED_ONTO_ZH = new RegExp(String.raw`^(CI|CD|持续集成|部署|崩溃监控|崩溃上报|性能监控|错误监控|监控|告警|日志|代码评审|评审|错误追踪|埋点|灰度|配置中心|单测|单元测试|集成测试|端到端测试|e2e|E2E|打包|构建|缓存|队列|消息队列|搜索|数据库|包管理|图标|状态管理|组件库|路由|国际化|样式|网络请求|调度|任务调度)\s*(?:(?:现在)?(?:都)?(?:已经)?(?:迁到|迁移到|换成|改用|换到|搬到|切到)|(?:以后|今后|现在)(?:都)?(?:统一)?(?:用|改用|换成))了?\s*([A-Za-z][\w.-]*(?:[ \t]+\p{Lu}[\w.-]*)?)`, 'u');

export function partOnNow(text: string): { part: string; tool: string } | null {
  const m = PART_ON_NOW.exec(text.trim()) ?? PART_MOVED_ONTO.exec(text.trim()) ?? PART_MOVED.exec(text.trim()) ?? PART_MOVED_ONTO_ZH.exec(text.trim());
  return m ? { part: m[1]!.toLowerCase(), tool: toolName(m[2]!) } : null;
}

/** A tool as named in a sentence, compared as one: without the sentence's full stop, in lowercase ("Loki." is loki). */
const toolName = (said: string) => said.replace(/\.+$/, '').toLowerCase();

/** A pattern of the words as written in any case ("ci" finds "CI" and "Ci"), where the rest of the pattern is case-sensitive. */
const anyCase = (said: string) => escapeRegExp(said).replace(/\p{L}/gu, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`);

/** Hosting, said of the work itself: where the app, the site or the service runs. */
const HOSTING = /^host(?:ing)?$/;

/** The words that find a memory of a part: itself and its stems ("logging" is in "Logs go to …" as "log"), and where the work runs for hosting. */
export const wordsOfThePart = (part: string): string[] => [part, ...stemSet(part), ...(HOSTING.test(part) ? ['runs on', 'hosted on', 'deployed on'] : [])];

/** Whether a memory puts the part on another named tool ("Our CI runs on GitHub Actions" after "CI is on Buildkite now", "The feature flags live in LaunchDarkly"). */
export function statesPartOnOther(content: string, part: string, tool: string): boolean {
  const text = memoryText(content);
  // (a name by its capitals, case kept: "runs on the main branch" names no tool)
  // ("Experiments are tracked in Weights & Biases" for experiment tracking: the part said by its stems)
  const on = /\b(?:runs?|is|are|lives?)\s+(?:(?:hosted|deployed|served|kept|tracked|logged|stored)\s+)?(?:on|in|at)\s+(\p{Lu}[\w-]*(?:\.[\w-]+)*(?:[ \t]+(?:&[ \t]+)?\p{Lu}[\w-]*)?)/gu;
  const partStems = [...stemSet(part)];
  const said = (before: string) => new RegExp(String.raw`\b${escapeRegExp(part)}\b`, 'i').test(before) || (partStems.length > 1 && partStems.every((w) => stemSet(before).has(w)));
  if ([...text.matchAll(on)].some((m) => said(text.slice(Math.max(0, m.index - 30), m.index + m[0].length)) && m[1]!.toLowerCase() !== tool)) return true;
  // ("…push the results to our LIMS, Benchling": the part named, then the tool it is, after a comma)
  const named = new RegExp(String.raw`\b(?:our|the)\s+${anyCase(part)}\s*,\s*(\p{Lu}[\w.-]*(?:[ \t]+\p{Lu}[\w.-]*)?)`, 'gu');
  if ([...text.matchAll(named)].some((m) => toolName(m[1]!) !== tool)) return true;
  // ("orchestration is Dagster", "CI is GitHub Actions": the part said to be a named tool, by its capital)
  const isTool = new RegExp(String.raw`(?<![\w-])${anyCase(part)}\s+(?:is|are)\s+(?:now\s+)?(?:still\s+)?(\p{Lu}[\w.-]*(?:[ \t]+\p{Lu}[\w.-]*)?)`, 'gu');
  if ([...text.matchAll(isTool)].some((m) => toolName(m[1]!) !== tool)) return true;
  // ("Logs go to Papertrail" after "we switched logging to Loki": where a kind of record is sent, the part said by its stem)
  const stems = stemSet(part);
  const sentTo = /\b([\w-]+)\s+(?:go|goes|are sent|is sent|get sent|gets sent|ship|ships|stream|streams)\s+to\s+(\p{Lu}[\w.-]*)/gu;
  if ([...text.matchAll(sentTo)].some((m) => [...stemSet(m[1]!)].some((w) => stems.has(w)) && toolName(m[2]!) !== tool)) return true;
  // ("The app runs on PythonAnywhere" after "we moved hosting to Render": hosting is where the work itself runs)
  const whereItRuns = /(?:^|[.!\n])\s*(?:[Tt]he\s+|[Oo]ur\s+)?(?:app|site|website|service|api|API|bot|backend|[Ii]t)\s+(?:runs|is hosted|lives|is deployed)\s+on\s+(\p{Lu}[\w.-]*)/gu;
  if (HOSTING.test(part) && [...text.matchAll(whereItRuns)].some((m) => toolName(m[1]!) !== tool)) return true;
  // ("We use Jest for unit tests": the tool named first, then the part it is used for)
  const usedFor = new RegExp(String.raw`\buse[sd]?\s+(\p{Lu}[\w.-]*|[a-z][\w.-]*)\s+for\s+(?:all\s+|our\s+|the\s+)?${escapeRegExp(part)}\b`, 'giu');
  if ([...text.matchAll(usedFor)].some((m) => toolName(m[1]!) !== tool)) return true;
  // ("我们用 Jenkins 做 CI", "CI 用的是 Jenkins": the same in Chinese)
  const p = escapeRegExp(part);
  // ("图标统一用 @expo/vector-icons 里的 Ionicons": a package by its scope and path)
  // ("埋点用的是神策": a tool named in Chinese)
  const zh = new RegExp(String.raw`用\s*([A-Za-z][\w.-]*(?:[ \t]+[A-Z][\w.-]*)?|${TOOLS_NAMED_IN_CHINESE})\s*(?:来)?(?:做|跑|管)\s*${p}|${p}\s*(?:都)?(?:统一)?(?:用|用的是|在|跑在)\s*@?([A-Za-z][\w.-]*(?:\/[\w.-]+)?(?:[ \t]+[A-Z][\w.-]*)?|${TOOLS_NAMED_IN_CHINESE})`, 'gi');
  return [...text.matchAll(zh)].some((m) => (m[1] ?? m[2])!.toLowerCase() !== tool);
}

/** "we've switched our unit tests from jest to vitest", "we moved hosting from vercel to netlify": the tool a part of the work moved from, and to. */
const TOOL_SWITCHED = /^we(?:'ve| have)?\s+(?:just\s+|recently\s+|finally\s+)?(?:switched|moved|migrated)\s+(?:(?:our|the)\s+)?((?:[\w-]+\s+){0,2}?[\w-]+)\s+from\s+([\w.+#&-]+)\s+(?:over\s+)?to\s+([\w.+#&-]+)/i;

export function toolSwitched(text: string): { part: string[]; partSaid: string; from: string; to: string } | null {
  const m = TOOL_SWITCHED.exec(text.trim());
  return m ? { part: searchWords(m[1]!, 4).map((w) => w.stem), partSaid: m[1]!.toLowerCase(), from: m[2]!.toLowerCase(), to: m[3]!.replace(/[.,;!]+$/, '').toLowerCase() } : null;
}

/** Whether a memory says the part (its words) is done with `from`, and not with `to` ("We use Jest for unit tests", "Plots are made with Makie, not Plots.jl"). */
export function usesForThePart(content: string, from: string, part: string[], to: string): boolean {
  const text = memoryText(content);
  const said = stemSet(text);
  // (hosting is said by where a thing is deployed too: "…, deployed on vercel")
  // (a memory that names `to` only to rule it out says the other way too: "Plots are made with Makie, not Plots.jl")
  const toName = escapeRegExp(to);
  const namesTo = new RegExp(String.raw`\b${toName}(?![\w-])`, 'i').test(text) && !new RegExp(String.raw`\b(?:not|no|never|instead of|rather than)\s+(?:with\s+|using\s+)?${toName}(?![\w-])`, 'i').test(text);
  return part.every((w) => said.has(w) || SAID_OF_THE_PART[w]?.test(text)) && new RegExp(String.raw`\b${escapeRegExp(from)}\b`, 'i').test(text) && !namesTo;
}

/** Other words a memory says a part of the work with, by the part's stem. */
const SAID_OF_THE_PART: Record<string, RegExp> = { host: /\b(?:deploy(?:ed|s)?|hosted|lives?)\s+(?:on|to|at)\b/i };

/** "we deploy through github integration now": what every deploy goes through (1) since. */
const DEPLOYS_THROUGH = String.raw`(?:we|the team)\s+(?:now\s+|always\s+)?(?:deploy|ship|release|publish)\s+(?:everything\s+)?(?:through|via|with|using)\s+(?:the\s+|our\s+)?((?:[\w.-]+\s+){0,2}?[\w.-]+)`;
const DEPLOYS_THROUGH_NOW = new RegExp(String.raw`^${NEWS_OPENERS}${DEPLOYS_THROUGH}\s+now\b`, 'i');
/** …and as an older memory says it, up to where it deploys to: "We deploy with shopify cli to the staging theme first". */
const DEPLOYS_THROUGH_SAID = new RegExp(String.raw`\b${DEPLOYS_THROUGH}(?=\s+(?:to|on|into|from|for|first|and|but)\b|[,.;]|$)`, 'gi');

/** What deploys go through since, lower-case, or null. */
export function deploysThroughNow(text: string): string | null {
  return DEPLOYS_THROUGH_NOW.exec(text.trim())?.[1]!.toLowerCase() ?? null;
}

/** Whether a memory has the team deploy through something else: "We deploy with shopify cli to the staging theme first". */
export function deploysThroughOther(content: string, through: string): boolean {
  return memorySentences(content).some((sentence) => [...sentence.matchAll(DEPLOYS_THROUGH_SAID)].some((m) => m[1]!.toLowerCase() !== through));
}

const FIRM_SWITCHED_READ = new RegExp(String.raw`^${FIRM_SWITCHED}`, 'u');

/** "the nightly run moved to Dagster", "the weekly export runs on Prefect now": a recurring job (1) and the tool (2) that runs it since. */
const JOB_MOVED_TO_A_TOOL = new RegExp(
  String.raw`^${NEWS_OPENERS}(?:[Tt]he|[Oo]ur)\s+((?:nightly|daily|weekly|hourly|monthly)\s+(?:[\w-]+\s+)?(?:run|job|export|import|sync|build|backup|load|refresh|pipeline)s?)\s+(?:(?:has\s+|was\s+|got\s+)?moved\s+(?:over\s+)?to|runs\s+(?:on|in)\s+(?=[^,;]*\bnow\b))\s+(\p{Lu}[\w.-]*)`,
  'u',
);

export function jobMovedToATool(text: string): { job: string; tool: string } | null {
  const m = JOB_MOVED_TO_A_TOOL.exec(text.trim());
  return m ? { job: m[1]!.toLowerCase(), tool: m[2]!.toLowerCase() } : null;
}

/** Whether a memory has another tool start that job: "The nightly run is orchestrated by Airflow at 3am UTC", "Airflow runs the nightly run". */
export function runsTheJobOnOther(content: string, job: string, tool: string): boolean {
  const words = job.split(/\s+/).map((w) => escapeRegExp(w.replace(/s$/, '')));
  const named = new RegExp(String.raw`\b${words.join(String.raw`s?\s+(?:[\w-]+\s+)?`)}s?\b[^.;]*?\b(?:orchestrated|scheduled|triggered|kicked off|started|run|runs)\s+(?:by|on|in|with|through|from)\s+(\p{Lu}[\w.-]*)|(\p{Lu}[\w.-]*)\s+(?:runs|schedules|triggers|orchestrates|kicks off)\s+(?:the|our)\s+${words.join(String.raw`s?\s+(?:[\w-]+\s+)?`)}s?\b`, 'giu');
  return memorySentences(content).some((sentence) => [...sentence.matchAll(named)].some((m) => (m[1] ?? m[2])!.toLowerCase() !== tool));
}

/** "the audits go to OpenZeppelin from now on", "pentests are done by NCC Group now": a step of the work (1) a firm (2) does since. */
const STEP_GOES_TO_FIRM = new RegExp(
  String.raw`^${NEWS_OPENERS}(?:[Tt]he\s+|[Oo]ur\s+|[Aa]ll\s+)?((?:[\w-]+\s+)?(?:[Aa]udits?|[Pp]entests?|[Pp]en tests?|[Tt]ranslations?))\s+(?:go|are going|will go|(?:are|get)\s+(?:done|handled)\s+by)\s+(?:to\s+)?(\p{Lu}[\w-]*(?:\.[\w-]+)*(?:\s+\p{Lu}[\w-]*)?)\s+(?:from now on|now|going forward|from here on)\b`,
  'u',
);

/** "we switched auditors to Zellic": the role's root ("audit", as "the audit firm" says it too) and the firm now. */
export function firmSwitched(text: string): { role: string; firm: string } | null {
  const step = STEP_GOES_TO_FIRM.exec(text.trim());
  if (step) {
    const last = step[1]!.toLowerCase().split(/\s+/).pop()!;
    return { role: /^audit/.test(last) ? 'audit' : last.replace(/s$/, ''), firm: step[2]!.toLowerCase() };
  }
  const m = FIRM_SWITCHED_READ.exec(text.trim());
  if (!m) return null;
  const word = m[1]!.toLowerCase().split(/\s+/).find((w) => !/^(?:email|payment|sms|hosting|cloud|dns|cdn|audit)$/.test(w)) ?? m[1]!.toLowerCase();
  const role = /^audit/.test(m[1]!.toLowerCase()) ? 'audit' : word.replace(/(?:ors?|ers?|(?<=c)ies|ys?|s)$/, '');
  return role.length >= 4 ? { role, firm: m[2]!.toLowerCase() } : null;
}

/**
 * Whether a memory names another firm for that role: "The audit firm is Spearbit, …", "Spearbit is our auditor", "audits
 * are done by Spearbit" (the role by its root, the firm by its capital; not "Audits are booked through Linear").
 */
export function namesOtherFirm(content: string, role: string, firm: string): boolean {
  // (case-sensitive, so that a name is told by its capital: the role in any case)
  const r = anyCase(role);
  const NAME = String.raw`(\p{Lu}[\w.-]*[\w])`;
  const names = new RegExp(String.raw`\b${r}\w*(?:\s+(?:firm|company|partner|vendor|provider|agency))?\s+(?:is|are|was)\s+(?:now\s+)?${NAME}|${NAME}\s+(?:is|are)\s+(?:our|the)\s+(?:[\w-]+\s+)?${r}\w*|${r}\w*\s+(?:are|is)\s+(?:done|handled|run|made)\s+by\s+${NAME}`, 'gu');
  return [...memoryText(content).matchAll(names)].some((m) => (m[1] ?? m[2] ?? m[3])!.toLowerCase() !== firm);
}

/** "打印机换成佳博的了", "短信换成腾讯云短信了": a device or a service (1) of another make or provider (2) since. */
const DEVICE_SWITCHED_ZH = new RegExp(String.raw`^(${DEVICES_ZH}|${SERVICES_ZH})(?:现在)?(?:换成|改成|改用)了?\s*([\u4e00-\u9fffA-Za-z]{2,8}?)(?:家)?的?了[。！!]?$`);

export function deviceSwitchedZh(text: string): { device: string; make: string } | null {
  const m = DEVICE_SWITCHED_ZH.exec(text.trim());
  return m ? { device: m[1]!, make: m[2]!.toLowerCase() } : null;
}

/** Whether a memory names another make of that device: "打印小票用的是芯烨的打印机". */
export function namesAnotherMakeZh(content: string, said: { device: string; make: string }): boolean {
  const make = new RegExp(String.raw`(?:用的是|是)\s*([\u4e00-\u9fffA-Za-z]{2,8}?)(?:家)?的\s*${said.device}|${said.device}(?:用的)?是\s*([\u4e00-\u9fffA-Za-z]{2,8}?)(?:家)?的?(?=[，,。；;]|$)`, 'g');
  return [...memoryText(content).matchAll(make)].some((m) => (m[1] ?? m[2])!.toLowerCase() !== said.make);
}

/** UI component kits by their names: a project uses one, and a switch to another names only the new one. */
// (not a kit's name that is a common word alone: "element", "bootstrap")
const UI_KITS = String.raw`element[\s-]?(?:plus|ui)|ant[\s-]?design(?:[\s-]?vue)?|antd|vant|naive[\s-]?ui|vuetify|quasar|arco[\s-]?design|tdesign|iview|view[\s-]?ui|primevue|primereact|mui|material[\s-]?ui|chakra(?:[\s-]?ui)?|mantine|bulma|semantic[\s-]?ui|headless[\s-]?ui|shadcn(?:\/ui)?|radix(?:[\s-]?ui)?|nutui|uview|taro[\s-]?ui`;
/**
 * The words a memory that names a UI kit is found by: a word of each kit's name (not "ui" or "design" alone, which half
 * the memories of a project hold — the cut before reading them would cut nothing).
 */
export const UI_KIT_WORDS = ['element', 'ant', 'antd', 'vant', 'naive', 'vuetify', 'quasar', 'arco', 'tdesign', 'iview', 'view ui', 'view-ui', 'viewui', 'primevue', 'primereact', 'mui', 'material', 'chakra', 'mantine', 'bulma', 'semantic', 'headless', 'shadcn', 'radix', 'nutui', 'uview', 'taro'];
/** A UI kit named in a memory. */
const UI_KIT_NAMED = new RegExp(String.raw`(?<![\w-])(?:${UI_KITS})(?![\w-])`, 'gi');

/** "UI 库换成 Ant Design Vue 了", "we switched the component library to Vuetify", "the UI kit is MUI now": the kit now. */
const UI_KIT_NOW = new RegExp(String.raw`^(?:我们的?)?(?:ui|组件|UI\s*组件)\s*库\s*(?:已经|现在)?(?:换成|改成|改用|换到|迁到|切到|升级成)了?\s*(${UI_KITS})\s*了?|^(?:we(?:'ve| have)?\s+(?:switched|moved|migrated)\s+(?:the|our)\s+(?:ui|component)\s+(?:library|lib|kit)\s+to|(?:the|our)\s+(?:ui|component)\s+(?:library|lib|kit)\s+is)\s+(?:now\s+)?(${UI_KITS})\b`, 'i');

export function uiKitNow(text: string): string | null {
  const m = UI_KIT_NOW.exec(text.trim());
  return m ? (m[1] ?? m[2])!.toLowerCase().replace(/[\s-]+/g, ' ') : null;
}

/** Whether a memory names another UI kit in use (not one it turns down): "Vue 3 + Element Plus + Pinia" after a move to Ant Design Vue. */
export function namesOtherUiKit(content: string, kit: string): boolean {
  const text = memoryText(content);
  return [...text.matchAll(UI_KIT_NAMED)].some((m) => {
    const other = m[0].toLowerCase().replace(/[\s-]+/g, ' ');
    const before = text.slice(Math.max(0, m.index - 20), m.index);
    return !kit.startsWith(other) && !other.startsWith(kit) && !/(?:\b(?:not|no|never|instead of|rather than|avoid)\s+(?:\w+\s+)?|不(?:要|用|要用|再用)\s*|别(?:用|再用)?\s*|而不是\s*)$/i.test(before);
  });
}

/**
 * "releases go through cargo-dist now instead of the hand-written workflow", "Tilt readings go to Brewfather instead of the
 * Google Sheet these days": what a kind of work (1) goes through now (2), and what it went through before (3) — named by
 * its kind, not its name, often.
 */
const THROUGH_NOW_INSTEAD = /^(?:the\s+|our\s+|all\s+)?(?!(?:it|this|that|they|we|i|you)\b)([\w-]+(?:\s+[\w-]+)?)\s+(?:go|goes|run|runs|are built|is built|are done|is done|are made|happen|happens)\s+(?:out\s+)?(?:through|via|with|on|in|to|into)\s+(?:the\s+|our\s+)?([\w.@/-]+)\s+(?:now\s*,?\s+)?instead\s+of\s+(?:the\s+|our\s+|a\s+)?((?:[\w-]+\s+){0,2}?[\w-]+)(?:\s*,?\s+(?:now|these days|nowadays))?[.!]*$/i;

export function throughNowInstead(text: string): { kind: string[]; to: string; instead: string } | null {
  const m = THROUGH_NOW_INSTEAD.exec(text.trim());
  if (!m) return null;
  const kind = [...stemSet(m[1]!)];
  // (what it went through before, by its last word: "the hand-written workflow" is a workflow)
  const instead = stemOf(m[3]!.split(/\s+/).pop()!.toLowerCase());
  return kind.length ? { kind, to: m[2]!.toLowerCase(), instead } : null;
}

/**
 * Whether a memory has the kind of work done by the thing it went through before ("Releases are cut …; the GitHub workflow
 * builds the binaries"), in a sentence that does not name the new one (the change itself may have joined that memory).
 */
export function doneThroughTheOld(content: string, said: { kind: string[]; to: string; instead: string }): boolean {
  return memorySentences(content).some((sentence) => {
    const stems = stemSet(sentence);
    return !sentence.toLowerCase().includes(said.to) && said.kind.every((w) => stems.has(w)) && stems.has(said.instead) && !/\b(?:not|never|no|don'?t|instead of)\b/i.test(sentence);
  });
}

/** "the judge is Claude Sonnet now": a role a model or tool fills in the work (1), and the one filling it since (2). */
const ROLE_FILLED_NOW = /^(?:the|our)\s+(judge|grader|scorer|evaluator|labeler|reranker|embedder|embedding model|base model)\s+(?:model\s+)?is\s+(?:now\s+)?([A-Za-z][\w.-]*(?:\s+[A-Z][\w.-]*)?)\s+now\b/i;

export function roleFilledNow(text: string): { role: string; by: string } | null {
  const m = ROLE_FILLED_NOW.exec(text.trim());
  return m ? { role: m[1]!.toLowerCase(), by: m[2]!.toLowerCase() } : null;
}

/** Whether a memory has another fill that role: "We grade with GPT-4o as the judge, …", "The judge is GPT-4o". */
export function fillsTheRoleOtherwise(content: string, role: string, by: string): boolean {
  const r = escapeRegExp(role);
  const named = new RegExp(String.raw`\b(?:with|using)\s+([\w.-]+(?:\s+[\w.-]+)?)\s+as\s+(?:the\s+|our\s+|a\s+)?${r}\b|\b${r}\s+(?:model\s+)?is\s+([\w.-]+(?:\s+[\w.-]+)?)`, 'gi');
  return [...memoryText(content).matchAll(named)].some((m) => !(m[1] ?? m[2])!.toLowerCase().startsWith(by.split(' ')[0]!));
}

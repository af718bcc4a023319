// What a statement says holds now that an older memory may say otherwise: the version a runtime is on, the address of
// a part, the weekday of a step of the work, where a kind of record is kept, a number a kind of thing is held to, where
// the user is and their team ("we bumped node to 22", "the staging URL changed to …", "发版改到周五了", "the design mocks
// moved to Penpot", "PRs can be up to 500 lines now", "I moved to Tokyo"). The extraction job retires the memories that
// say otherwise (workers/jobs/retire-offline); only a memory that says the same kind of thing of the same part counts.
import { CLOCK_TIME, CODE_MOVED_TO_A_PLACE, CODE_PLACES, FLOOR_MOVED, FREQUENCY, OLDEST_SUPPORTED_NOW, JOB_MOVED_TO_A_TIME, LIMITS, LIMIT_MOVED_BY_US, LIMIT_WENT, MILESTONE_MOVED, NEW_HOME, PARTS_ON_A_TOOL, PARTS_WITH_AN_ADDRESS, PART_MOVED_TO_A_TOOL, PART_ON_A_TOOL_NOW, DONE_IN_A_PLACE_NOW, LIMIT_ON_NOW, PERIOD_MOVED, MOVED_TO_STORAGE, STORAGE_URL, DOMAIN_NOW, RECORDS_MOVED_TO, RETENTION_NOW, RECORD_KINDS, RECURRING_MEETINGS_MOVED, RHYTHM_NOW, RUNTIMES, UNIT, WEEKDAY } from './fact-forms.js';
import { PERSON_ZH, SAY } from './handovers.js';
import { escapeRegExp } from './regexp.js';
import { GOES_TO_ZH, LIMIT_AMOUNT_ZH, LIMIT_SET_ZH, MILESTONE_MOVED_ZH, MOVED_TO_ZH, STEP_NO_LONGER_NEEDED_ZH } from './statement-forms-zh.js';
import { HAN, hanPairs, searchWords, stemSet } from './search-text.js';
import { TOOLS_NAMED_IN_CHINESE, memorySentences, memoryText } from './supersede.js';
import { NEWS_OPENERS, POSSESSIVE_ADDRESS } from './statement-text.js';
import { RUN_LOCALLY_NOW } from './rule-forms.js';
import { KIND_FILLER, allowedNow, allowedNowZh, forbidsIt, forbidsItZh } from './rules-relaxed.js';
import { givesTheFrameAnother, valueInAFrame } from './value-frames.js';

/**
 * What a statement says holds now, of a kind an older memory can say otherwise: a version, an address, a weekday, a
 * place where records are kept, a number a kind of thing is held to (of the project), and where the user is and their
 * team (of the user, or said beside an order). Each with the words that find such a memory cheaply and the test that it
 * says otherwise.
 */
export interface Update {
  words: string[];
  saysOtherwise: (memory: string) => boolean;
}

export function updatesSaid(st: { text: string; quote: string; type: string }): Update[] {
  const out: Update[] = [];
  if (st.type !== 'user') {
    for (const v of versionsNow(st.quote)) out.push({ words: [v.tool], saysOtherwise: (m) => statesOtherVersion(m, v.tool, v.version) });
    const floor = floorNow(st.quote);
    if (floor) out.push({ words: [floor.platform], saysOtherwise: (m) => statesOtherFloor(m, floor.platform, floor.version) });
    const address = addressNow(st.text);
    // (found by the stems too: "references" finds "Reference genomes live on …")
    if (address) out.push({ words: [...new Set([...address.words, ...address.of])], saysOtherwise: (m) => statesOtherAddress(m, address.of, address.address) });
    const moved = dayMoved(st.text);
    if (moved) out.push({ words: [moved.what], saysOtherwise: (m) => statesOtherDay(m, moved.what, moved.day) });
    const records = recordsMoved(st.text);
    if (records) out.push({ words: [records.what], saysOtherwise: (m) => keptElsewhere(m, records.what, records.to) });
    // (its "now" may be in the words the statement was cut from: "PRs need two approvals from now on")
    // (a retention is read by its own update, which keeps to the data it is of: "… on prod topics" says nothing of staging's)
    const kept = retentionNow(st.text);
    if (kept) out.push({ words: ['retention', 'ttl'], saysOtherwise: (m) => keepsForOther(m, kept.of, kept.n, kept.unit) });
    const number = kept ? null : (numberNow(st.text) ?? numberNow(st.quote));
    // (found by any of the kind's names, the plural too — not one of two letters alone, "pr": the words pick the files to
    // read by what they contain)
    if (number) out.push({ words: [...new Set([number.kind, ...namesOfKind(number.kind)])].filter((w) => w.length > 2), saysOtherwise: (m) => statesOtherNumber(m, number.kind, number.n, number.unit) });
    const on = partOnNow(st.text);
    // (found by its stem too: "logging" is in "Logs go to Papertrail" as "log")
    if (on) out.push({ words: [on.part, ...stemSet(on.part)], saysOtherwise: (m) => statesPartOnOther(m, on.part, on.tool) });
    const switched = toolSwitched(st.text);
    if (switched) out.push({ words: [switched.from], saysOtherwise: (m) => usesForThePart(m, switched.from, switched.part, switched.to) });
    const milestone = milestoneMoved(st.text);
    if (milestone) out.push({ words: [milestone.what], saysOtherwise: (m) => datesOtherDay(m, milestone.what, milestone.day) });
    const milestoneZh = MILESTONE_MOVED_ZH.exec(st.text.trim());
    if (milestoneZh) out.push({ words: [milestoneZh[1]!], saysOtherwise: (m) => givesOtherDayOfMonthZh(m, milestoneZh[1]!, milestoneZh[2]!) });
    const time = timeMoved(st.text);
    if (time) out.push({ words: [time.what], saysOtherwise: (m) => statesOtherTime(m, time.what, time.at) });
    const rhythm = rhythmNow(st.text);
    if (rhythm) out.push({ words: [rhythm.job.split(' ').pop()!], saysOtherwise: (m) => statesOtherRhythm(m, rhythm.job, rhythm.every) });
    const holder = roleHolderNow(st.text);
    // (a role for one part: only a memory of that part's holder — "Priya is the PM for checkout", not "Lena is the PM")
    if (holder) out.push({ words: [holder.role], saysOtherwise: (m) => statesOtherHolder(m, holder.role, holder.person) && (!holder.part || memoryText(m).toLowerCase().includes(holder.part)) });
    const goTo = goToNowZh(st.quote) ?? goToNowZh(st.text);
    if (goTo) out.push({ words: [goTo.part], saysOtherwise: (m) => statesOtherGoToZh(m, goTo.part, goTo.person) });
    const limitZh = limitNowZh(st.text);
    if (limitZh) out.push({ words: [limitZh.kind], saysOtherwise: (m) => statesOtherLimitZh(m, limitZh.kind, limitZh.n, limitZh.unit) });
    const approvals = approvalsNowZh(st.text);
    if (approvals) out.push({ words: [approvals.kind], saysOtherwise: (m) => statesOtherApprovalsZh(m, approvals.kind, approvals.n) });
    const code = codeMoved(st.text);
    if (code) out.push({ words: [code.part], saysOtherwise: (m) => placesCodeElsewhere(m, code.part, code.place) });
    const part = partHolderNow(st.text);
    if (part) out.push({ words: part.words, saysOtherwise: (m) => statesOtherPartHolder(m, part.words, part.person) });
    const unneeded = noLongerNeededZh(st.text);
    if (unneeded) out.push({ words: [unneeded.step], saysOtherwise: (m) => requiresItZh(m, unneeded.kind, unneeded.step) });
    const allowed = allowedNow(st.text);
    if (allowed) out.push({ words: [...allowed.all, ...allowed.some], saysOtherwise: (m) => forbidsIt(m, allowed) });
    const there = doneInAPlaceNow(st.text);
    if (there) out.push({ words: there.words, saysOtherwise: (m) => keptOutOfIt(m, there.of, there.place) });
    const placed = placedNowZh(st.text);
    if (placed) out.push({ words: placed.pairs, saysOtherwise: (m) => placesElsewhereZh(m, placed.pairs, placed.path) });
    const capped = limitOnNow(st.text);
    if (capped) out.push({ words: [capped.on], saysOtherwise: (m) => capsOnOther(m, capped.on, capped.n, capped.unit) });
    const period = periodMoved(st.text);
    if (period) out.push({ words: [period.period], saysOtherwise: (m) => startsInOtherMonth(m, period.period, period.edge, period.month) });
    const domain = domainNow(st.text);
    if (domain) out.push({ words: ['@'], saysOtherwise: (m) => givesOtherDomain(m, domain.of, domain.domain) });
    const local = locallyNow(st.text);
    if (local) out.push({ words: local, saysOtherwise: (m) => leavesItOffLocally(m, local) });
    const byItself = runsByItselfNow(st.text);
    if (byItself) out.push({ words: byItself, saysOtherwise: (m) => runsItByHand(m, byItself) });
    const allowedZh = allowedNowZh(st.text);
    if (allowedZh) out.push({ words: [allowedZh.thing], saysOtherwise: (m) => forbidsItZh(m, allowedZh.thing, allowedZh.step) });
    const setZh = setToNowZh(st.text);
    if (setZh) out.push({ words: [setZh.thing], saysOtherwise: (m) => setsItToOtherZh(m, setZh.thing, setZh.value) });
    const deploys = deploysThroughNow(st.text);
    if (deploys) out.push({ words: ['deploy'], saysOtherwise: (m) => deploysThroughOther(m, deploys) });
    const envGone = envGoneZh(st.text);
    if (envGone) out.push({ words: [envGone], saysOtherwise: (m) => memoryText(m).includes(envGone) });
    const cased = caseNow(st.text);
    if (cased) out.push({ words: [cased.kind], saysOtherwise: (m) => givesTheKindAnotherCase(m, cased.style, cased.kind) });
    const renamed = envMovedToAName(st.text);
    if (renamed) out.push({ words: [renamed.env], saysOtherwise: (m) => namesItOtherwise(m, renamed.env, renamed.kind, renamed.name) });
    const noMore = noLongerSo(st.quote);
    if (noMore) out.push({ words: noMore.words, saysOtherwise: (m) => saysItIsDone(m, noMore.stems) });
    const say = sayHolderNow(st.text);
    if (say) out.push({ words: ['sign', 'approv', 'review', 'escalat', 'triage', 'contact'], saysOtherwise: (m) => givesTheSayToAnother(m, say.say, say.words, say.person) });
    // (said in words no kind above reads: the same words up to a value, another value — "the fiscal year now starts in …")
    const framed = out.length === 0 ? valueInAFrame(st.text, true) : null;
    if (framed) out.push({ words: framed.words, saysOtherwise: (m) => givesTheFrameAnother(m, framed) });
  }
  // ("I moved to Tokyo last month, use JST from now on": said as a profile, or beside an order)
  const place = placeNow(st.quote);
  if (place) out.push({ words: ["I'm in", 'I live', 'I work'], saysOtherwise: (m) => statesOtherPlace(m, place) });
  const team = teamNow(st.quote);
  if (team) out.push({ words: [' team'], saysOtherwise: (m) => statesOtherTeam(m, team) });
  return out;
}

/** A state a part is in, said as one word: "shared", "flaky", "read-only" (not a place or a tool: "on heroku"). */
const STATE = String.raw`((?!(?:on|in|at|with|using|a|an|the|so|that|as|too|very|here|there|used|needed|allowed|running)\b)[a-z][\w-]+)`;

/** Who or what a sentence says something of, first (not one spoken to, nor the team): "QA", "the e2e suite". */
const NAMED_FIRST = String.raw`^(?:the\s+|our\s+)?((?!(?:it|this|that|i|you|we|they|he|she|there)\b)[\w-]+(?:\s+[\w-]+)?)\s+`;

/**
 * "QA doesn't gate OTA updates anymore", "the linter no longer checks generated files": who or what no longer does a step
 * to what — the practice a memory says (one of its sentences names both: "… only after QA signs off on preview" of "We
 * ship OTA updates …") no longer so. Not of a person spoken to or of the team ("we don't use Jest anymore" is a tool left).
 */
const DOES_IT_NO_MORE = new RegExp(
  String.raw`${NAMED_FIRST}(?:(?:doesn'?t|does not|don'?t|do not)\s+(?:need\s+to\s+)?[a-z]+\s+(?:the\s+|our\s+)?([\w-]+(?:\s+[\w-]+)?)\s+any\s?more\b|no\s+longer\s+[a-z]+\s+(?:the\s+|our\s+)?([\w-]+(?:\s+[\w-]+)?)\b)`,
  'i',
);

/**
 * "staging is its own database now, not shared anymore", "the e2e suite isn't flaky anymore": a part no longer in a state
 * — the memory sentence that names the part and the state ("The staging db is a shared Azure SQL instance, …") no longer
 * so. (A place or a tool, "isn't on heroku anymore", is the retirement forms'.)
 */
const IS_SO_NO_MORE = new RegExp(
  String.raw`${NAMED_FIRST}(?:(?:is|are)\s+[^,;.]{0,40}[,;]\s*not\s+${STATE}\s+any\s?more|(?:isn'?t|aren'?t|is not|are not)\s+${STATE}\s+any\s?more|(?:is|are)\s+no\s+longer\s+${STATE})\b`,
  'i',
);

/**
 * What a sentence says is no longer so — a step someone does to a thing, or a part's state — as the words one memory
 * sentence must all hold (two at least: "QA" and "OTA updates"; "staging" and "shared").
 */
function noLongerSo(said: string): { words: string[]; stems: string[] } | null {
  const named = (m: RegExpExecArray | null, atMost: number) => {
    const words = m ? [...searchWords(m[1]!, 3), ...searchWords((m[2] ?? m[3] ?? m[4])!, atMost)] : [];
    return words.length >= 2 ? { words: words.map((w) => w.word), stems: words.map((w) => w.stem) } : null;
  };
  return named(DOES_IT_NO_MORE.exec(said.trim()), 3) ?? named(IS_SO_NO_MORE.exec(said.trim()), 1);
}

/**
 * Whether a memory has a sentence that names every one of `stems` (and does not say it is no longer so) — a state of being
 * needed said by any word of need: "the owner tag isn't required anymore" of "Every table needs a comment and an owner tag".
 */
function saysItIsDone(content: string, stems: string[]): boolean {
  const needed = stems.filter((stem) => NEEDED.has(stem));
  const rest = stems.filter((stem) => !NEEDED.has(stem));
  return memorySentences(content).some((sentence) => {
    if (/\b(?:no longer|any\s?more)\b/i.test(sentence)) return false;
    const said = stemSet(sentence);
    return rest.every((stem) => said.has(stem)) && (needed.every((stem) => said.has(stem)) || NEEDS_IT.test(sentence));
  });
}

/** The stems of a state of being needed, and the words a memory says one with. */
const NEEDED = stemSet('required needed mandatory necessary');
const NEEDS_IT = /\b(?:needs?|requires?|required|must\s+have|mandatory)\b/i;

/** Runtimes and frameworks whose version a project is on. */
const VERSIONED = String.raw`(?:${RUNTIMES})`;
/** "we bumped node to 22", "we upgraded to python 3.12", "we're now on postgres 16", "we're on Angular 18 since last week": the version a runtime is on now. */
// ("prod is on postgres 16 now", "we're on python 3.12 now": on a version, said to be now)
// ("upgraded the worker to python 3.12": a part named between)
const VERSION_NOW = new RegExp(String.raw`\b(?:(?:bumped|upgraded|updated|moved)\s+(?:(?:the|our)\s+[\w-]+(?:\s+[\w-]+)?\s+(?=to\s))?|(?:we're|we are)\s+now\s+on\s+|now\s+on\s+)(?:to\s+)?(${VERSIONED})\s+(?:(?:from\s+v?[\d.]+\s+)?to\s+)?v?(\d+(?:\.\d+)*)\b|\b(?:on|runs?|running)\s+(${VERSIONED})\s*v?(\d+(?:\.\d+)*)\s+(?:now|since\s+(?:last|this|the)\s+\w+|as\s+of\s+\w+)\b|(?<![\w.-])(${VERSIONED})\s*(?:已经)?(?:升级|升)(?:到|至|成)了?\s*v?(\d+(?:\.\d+)*)|(?:升级|升)(?:到|至|成)了?\s*(${VERSIONED}|[A-Za-z][\w.-]*(?=\s*v?\d+(?:\.\d+)*\s*了))\s*v?(\d+(?:\.\d+)*)|现在(?:都|统一|一律)?(?:用|改用|换成)\s*([A-Za-z][\w.-]*)\s*v?(\d+(?:\.\d+)*)\s*了`, 'gi');

/** The runtimes a statement says the project is on now, with their versions. */
export function versionsNow(text: string): Array<{ tool: string; version: string }> {
  return [...text.matchAll(VERSION_NOW)].map((m) => ({ tool: (m[1] ?? m[3] ?? m[5] ?? m[7] ?? m[9])!.toLowerCase(), version: (m[2] ?? m[4] ?? m[6] ?? m[8] ?? m[10])! }));
}

/** "we bumped the minimum deployment target to iOS 17": the oldest version of a platform supported since a change. */
const FLOOR_NOW = new RegExp(FLOOR_MOVED, 'i');

/** "the oldest we support is 3.10 now" (the platform left unsaid), "最低支持版本升到 Android 9 了": the same, said otherwise. */
// ("we support Ruby 3.2 and up now": the oldest said as where support starts)
const OLDEST_NOW = new RegExp(String.raw`${OLDEST_SUPPORTED_NOW}|最低(?:支持)?(?:的)?(?:版本)?(?:升到|升级到|改成|改到|调到|提到|提高到)了?\s*(ios|android|macos|windows|api)\s*v?(\d+(?:\.\d+)?)|\bwe\s+(?:now\s+)?support\s+(${RUNTIMES}|ios|android|macos|windows)\s*v?(\d+(?:\.\d+)*)\s*(?:\+|and\s+(?:up|above|later|newer)|or\s+(?:later|newer))\s+now\b`, 'i');

export function floorNow(text: string): { platform: string; version: string } | null {
  const m = FLOOR_NOW.exec(text);
  if (m) return { platform: (m[1] ?? m[3] ?? m[5])!.toLowerCase(), version: (m[2] ?? m[4] ?? m[6])! };
  const o = OLDEST_NOW.exec(text);
  // (a platform left unsaid is any: '')
  return o ? { platform: (o[1] ?? o[3] ?? o[5] ?? '').toLowerCase(), version: (o[2] ?? o[4] ?? o[6])! } : null;
}

/** Whether a memory gives another oldest version of the platform ("the minimum deployment target is iOS 16", "we support Android 9 and up"). */
export function statesOtherFloor(content: string, platform: string, version: string): boolean {
  // (a platform left unsaid: any runtime — "the oldest we support is 3.10 now" is no news of iOS)
  const p = platform ? escapeRegExp(platform) : String.raw`(?:${RUNTIMES})`;
  // ("the minimum iOS version is 15": the platform before the word of its version; "php 8.1 minimum": after)
  const floor = new RegExp(String.raw`\b(?:min(?:imum)?|lowest|oldest)\s+(?:supported\s+)?${p}\s+(?:version|target|sdk)\s+is\s+v?(\d+(?:\.\d+)?)|\b(?:min(?:imum)?|lowest|oldest|at least|supports?|targets?|requires?)\b[^.;]{0,40}?\b${p}\s*v?(\d+(?:\.\d+)?)|\b${p}\s*v?(\d+(?:\.\d+)?)\s*(?:\+|and\s+(?:up|above|later|newer)|or\s+(?:later|newer|above)|is\s+the\s+(?:oldest|lowest|minimum)\b)|最低(?:只)?支持(?:到)?\s*${p}\s*v?(\d+(?:\.\d+)?)|\b${p}\s*v?(\d+(?:\.\d+)?)\s+(?:minimum|min)\b`, 'gi');
  const differs = (said: string) => (version.includes('.') || said.includes('.') ? said !== version : Number(said) !== Number(version));
  return [...memoryText(content).matchAll(floor)].some((m) => differs((m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5])!));
}

/**
 * Whether a memory says the project is on another version of `tool` ("We're on node 20", "the api runs node 18"), not
 * merely names one ("node 18 is the oldest the CLI supports" is a floor, not what the project is on).
 */
export function statesOtherVersion(content: string, tool: string, version: string): boolean {
  // (or as a line opens with it, said of the project: "Unreal 5.3 project, gameplay code is c++ …" — not "Node 18 is the
  // oldest the CLI supports")
  const on = new RegExp(String.raw`(?:\b(?:on|uses?|using|runs?|running|pinned to|upgraded to|bumped to|is|are)\s+|(?:用的是|在用|用|跑的是|跑在|升级到|是)\s*)${escapeRegExp(tool)}\s*v?(\d+(?:\.\d+)*)\b|^${escapeRegExp(tool)}\s*v?(\d+(?:\.\d+)*)(?=\s+(?:project|app|game|repo|codebase|monorepo|service|site|backend|frontend|with)\b)`, 'gim');
  // (another version where both say as much: 20 against 22, 3.10 against 3.12; not 20 against 20.11)
  const other = (said: string) => {
    const a = said.split('.');
    const b = version.split('.');
    return a.slice(0, Math.min(a.length, b.length)).some((part, i) => part !== b[i]);
  };
  return [...memoryText(content).matchAll(on)].some((m) => other((m[1] ?? m[2])!));
}

/** An address: a URL, or a host name under a common top-level domain (not "app.ts", "deploy.sh"). */
// (a bucket's too: "s3://lab-refs")
const ADDRESS = new RegExp(String.raw`\bhttps?:\/\/[^\s)>\]]+|\b${STORAGE_URL}|\b(?:[a-z0-9-]+\.)+(?:com|net|org|io|dev|app|cloud|internal|local|co|ai|tech|site|run|xyz|me|corp|lan|svc|cn|jp|de|uk|fr|eu|us|ca|au|tw|hk|sg|kr)\b`, 'gi');
/** "the staging URL changed to staging.acme.dev": what the address is of, and the address now. */
// ("测试环境地址换成 test.acme.cn 了": the same in Chinese)
const ADDRESS_NOW = /^(?:the|our)\s+((?:[\w-]+\s+){1,2}?)(?:url|urls|domain|host(?:name)?|address|base url|endpoint)\s+(?:has\s+|just\s+)?(?:changed|moved|switched)\s+(?:from\s+\S+\s+)?to\s+(\S+?)[.,;!]*(?:\s|$)|^(?:我们的?)?([\u4e00-\u9fff]{2,8}?)的?(?:(?:地址|域名|网址)(?:已经)?(?:换成|改成|改为|变成|换到|迁到)|(?:已经)?换了(?:个)?新?(?:的)?(?:地址|域名|网址)[:：]?|(?:已经)?换(?:了)?(?:新)?(?:的)?(?:地址|域名|网址)了?[，,]\s*(?:现在|新的)?(?:是|在)|(?:(?:地址|域名|网址))?现在(?:在|是))\s*([A-Za-z0-9][\w.:/-]*?)\s*了?[。！!.]*$/i;

/** "we moved the api to https://api.acme.dev": the same, said as a move ("staging moved to staging.shop.io": said of the part). */
/** "we moved the references to s3://lab-refs-v2": a kind of data moved to another store. */
const MOVED_TO_STORE = new RegExp(String.raw`^${MOVED_TO_STORAGE}`, 'i');
const MOVED_TO_ADDRESS = new RegExp(String.raw`^(?:we(?:'ve| have)?\s+(?:just\s+|recently\s+)?(?:moved|migrated|switched)\s+(?:the|our)\s+((?:[\w-]+\s+){0,2}?(?:${PARTS_WITH_AN_ADDRESS}))|(?:the\s+|our\s+)?((?:[\w-]+\s+)?(?:${PARTS_WITH_AN_ADDRESS}))\s+(?:has\s+|just\s+)?(?:moved|migrated))\s+(?:over\s+)?to\s+(\S+?)[.,;!]*(?:\s|$)`, 'i');

/** "heads up, staging lives at stage.bookly.app now": the same, said as where the part is since. */
const AT_ADDRESS_NOW = new RegExp(String.raw`^${NEWS_OPENERS}(?:the\s+|our\s+)?((?:[\w-]+\s+)?(?:${PARTS_WITH_AN_ADDRESS}))\s+(?:lives|is|runs|sits)\s+(?:now\s+)?(?:at|on|under)\s+(\S+?)[.,;!]*\s+(?:now|these days|nowadays)\b`, 'i');

/** "the admin panel has a new home: ops.acme.io" (fact-forms keeps the statement by the same words). */
const NEW_HOME_FOR_A_PART = new RegExp(NEW_HOME, 'i');

/** The new address a statement gives a part of the system, with the words that name the part (as stems). */
export function addressNow(said: string): { of: string[]; words: string[]; address: string } | null {
  // ("staging's URL changed to …" is "the staging URL changed to …", as the forms read it)
  const text = said.trim().replace(POSSESSIVE_ADDRESS, 'the $1 $2');
  const moved = MOVED_TO_ADDRESS.exec(text);
  const store = MOVED_TO_STORE.exec(text);
  const at = AT_ADDRESS_NOW.exec(text);
  const home = NEW_HOME_FOR_A_PART.exec(text);
  const m = moved ? [moved[0], moved[1] ?? moved[2], moved[3]] : store ? [store[0], store[1], store[2]] : at ? [at[0], at[1], at[2]] : home ? [home[0], home[1], home[2]] : ADDRESS_NOW.exec(text);
  if (!m) return null;
  const address = bareAddress((m[2] ?? m[4])!);
  const named = searchWords((m[1] ?? m[3])!, 4);
  ADDRESS.lastIndex = 0;
  return named.length > 0 && ADDRESS.test(address) ? { of: named.map((w) => w.stem), words: named.map((w) => w.word), address } : null;
}

/** Whether a memory gives the part (all of `of`) another address than `address`. */
export function statesOtherAddress(content: string, of: string[], address: string): boolean {
  const text = memoryText(content);
  const said = stemSet(text);
  if (!of.every((w) => said.has(w))) return false;
  ADDRESS.lastIndex = 0;
  const found = (text.match(ADDRESS) ?? []).map(bareAddress);
  return found.length > 0 && !found.includes(address);
}

/** An address as compared: lower case, without its scheme and what ends a sentence after it ("https://x.dev/." is x.dev). */
const bareAddress = (a: string) => a.toLowerCase().replace(/^https?:\/\//, '').replace(/[.,;:!?]+$/, '').replace(/\/+$/, '');

/** "I moved to Tokyo last month", "I'm in Lisbon now": where the user is since a change. */
// (not a trip: "I moved to Tokyo for a conference")
const PLACE_NOW = /\bI(?:'ve| have)?\s+(?:just\s+|recently\s+)?(?:moved|relocated)\s+to\s+(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?)(?![\p{L}-])(?!\s+for\s+(?:a|an|the|this|two|three|\d+)\b)|\bI(?:'m| am)\s+(?:now\s+)?(?:based\s+|living\s+)?in\s+(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?)\s+now\b/u;
/** Where a memory says the user is: "I'm in Berlin", "I live in Berlin", "I work from Berlin". */
const PLACE_SAID = /\bI(?:'m| am)\s+(?:based\s+|living\s+)?in\s+(\p{Lu}[\p{L}-]+)|\bI\s+(?:live|work)\s+(?:in|from)\s+(\p{Lu}[\p{L}-]+)/gu;

export function placeNow(text: string): string | null {
  const m = PLACE_NOW.exec(text);
  return m ? (m[1] ?? m[2])! : null;
}

/** Whether a memory says the user is somewhere other than `place`. */
export function statesOtherPlace(content: string, place: string): boolean {
  return [...memoryText(content).matchAll(PLACE_SAID)].some((m) => !place.startsWith((m[1] ?? m[2])!));
}

/** "I switched to the platform team", "I'm on the platform team now": the team the user is on since a change. */
const TEAM_NOW = /\bI(?:'ve| have)?\s+(?:just\s+|recently\s+)?(?:switched|moved|transferred|changed)\s+(?:over\s+)?to\s+the\s+([\w-]+(?:\s+[\w-]+)?)\s+team\b|\bI(?:'m| am)\s+(?:now\s+)?on\s+the\s+([\w-]+(?:\s+[\w-]+)?)\s+team\s+(?:now|these days|nowadays)\b/i;
const TEAM_SAID = /\bI(?:'m| am)\s+(?:a\s+|an\s+|the\s+)?(?:[\w-]+\s+){0,3}?on\s+the\s+([\w-]+(?:\s+[\w-]+)?)\s+team\b/gi;

export function teamNow(text: string): string | null {
  const m = TEAM_NOW.exec(text);
  return m ? (m[1] ?? m[2])!.toLowerCase() : null;
}

/** Whether a memory says the user is on a team other than `team`. */
export function statesOtherTeam(content: string, team: string): boolean {
  return [...memoryText(content).matchAll(TEAM_SAID)].some((m) => m[1]!.toLowerCase() !== team);
}

/** "the design mocks moved to Penpot", "our runbooks moved to Notion": a kind of record kept elsewhere since. */
// (the form that keeps the statement reads the same words: RECORDS_MOVED_TO)
const RECORDS_MOVED = new RegExp(String.raw`${RECORDS_MOVED_TO}(?:the\s+|our\s+)?(\S+)`, 'i');

/** "接口文档迁到 Apifox 了", "日志现在改打到 Loki 了": the same in Chinese. */
// ("日志现在都打到 Loki 了": where all of it goes, since)
// ("接口文档已经从 YApi 迁到 Apifox 了": and where it was)
// ("镜像仓库迁到阿里云 ACR 了", "告警现在改发到钉钉了": a vendor's name first, or a tool named in Chinese)
const RECORDS_MOVED_ZH = new RegExp(String.raw`^([\u4e00-\u9fff]{2,6}?)(?:(?:现在)?(?:都)?(?:已经)?(?:从\s*[A-Za-z][\w.-]*\s*)?(?:${MOVED_TO_ZH}|改发到)|现在(?:都)?(?:${GOES_TO_ZH}))\s*(?:(?:[\u4e00-\u9fff]{1,4}?\s*)?([A-Za-z][\w.-]*)|(${TOOLS_NAMED_IN_CHINESE}))`);

/** "API docs live in the repo under docs/api since the migration", "the runbooks are in Notion now": where a kind of record is kept since a change. */
const RECORDS_KEPT_NOW = new RegExp(
  String.raw`^(?:the\s+|our\s+)?((?:[\w-]+\s+){0,3}?(?:${RECORD_KINDS}))\s+(?:now\s+)?(?:live|lives|are|is|are kept|is kept)\s+(?:now\s+)?(?:in|on|at|under)\s+(?:the\s+|our\s+)?(?!(?:a|an|this|that|my|your)\b)([\w./-]+)[^,;]*?\b(?:now|these days|nowadays|since\s+(?:the|our)\s+[\w-]+)\b`,
  'i',
);

export function recordsMoved(text: string): { what: string; to: string } | null {
  const m = RECORDS_MOVED.exec(text.trim()) ?? RECORDS_KEPT_NOW.exec(text.trim()) ?? RECORDS_MOVED_ZH.exec(text.trim());
  return m ? { what: m[1]!.toLowerCase(), to: (m[2] ?? m[3])!.replace(/[.,;:!]+$/, '').toLowerCase() } : null;
}

/** Whether a memory says where `what` is kept, and not that it is at `to` ("The design mocks are in Figma" after they moved to Penpot). */
export function keptElsewhere(content: string, what: string, to: string): boolean {
  const text = memoryText(content).toLowerCase();
  // ("镜像仓库用的是 Harbor": the tool it is in, said in Chinese)
  return text.includes(what) && !text.includes(to) && /\b(?:are|is|live|lives|kept|tracked|in|on|at)\b|[在到放存]|用的?是/.test(text);
}

/** A kind said in the plural ("PRs", "approvals"; not "is", "this", "has", which end in s too). */
const KIND = String.raw`\b(?!(?:is|was|has|does|goes|this|its|us|as|yes|less|unless)\b)([\w-]+s)\b`;
/** "PRs can be up to 500 lines now": a number a kind of thing is held to since a change, with its unit. */
const NUMBER_NOW = new RegExp(String.raw`${KIND}[^.;,]{0,30}?\b(\d+)\s*(${UNIT})\b[^.;]*\bnow\b|\bnow\b[^.;]*?${KIND}[^.;,]{0,30}?\b(\d+)\s*(${UNIT})\b`, 'i');

/**
 * A limit said to have moved or to stand at a number now, with the kind it is of: "the upload limit went up to 25 MB",
 * "the rate limit is 300 requests per minute now". The kind is the word before the limit, or the limit itself when
 * none names it ("the timeout is 60 seconds now" is of the timeout, not of "the": any memory with "the" and seconds in it).
 */
const LIMIT_MOVED_OR_NOW = new RegExp(
  String.raw`(?:\b(?!(?:the|our|a|an|this|that|my|your|its)\b)([\w-]+)\s+)?\b(${LIMITS})\s+(?:${LIMIT_WENT}\s+to\s+(\d+)\s*(${UNIT})\b|is\s+(?:now\s+)?(\d+)\s*(${UNIT})\b[^.;]*\bnow\b)`,
  'i',
);
/** "we raised the upload limit to 50 MB": the same, said of who moved it (fact-forms keeps the statement by it). */
const LIMIT_MOVED_BY_THE_TEAM = new RegExp(LIMIT_MOVED_BY_US, 'i');

/** "PRs now need two approvals": what every one of a kind needs since, said before its number. */
const KIND_NOW_NEEDS = new RegExp(String.raw`${KIND}\s+now\s+(?:need|needs|require|requires|get|gets|take|takes)\s+(\d+)\s*(${UNIT})\b`, 'i');
/** Small numbers written out, as digits ("two approvals" is "2 approvals"). */
const WORDS_FOR_NUMBERS: Record<string, string> = { one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10' };
const inDigits = (text: string) => text.replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten)\b(?=\s+[a-z])/gi, (w) => WORDS_FOR_NUMBERS[w.toLowerCase()]!);

export function numberNow(said: string): { kind: string; n: string; unit: string } | null {
  const text = inDigits(said);
  const needs = KIND_NOW_NEEDS.exec(text);
  if (needs) return { kind: needs[1]!.toLowerCase(), n: needs[2]!, unit: needs[3]!.toLowerCase().replace(/s$/, '') };
  const ours = LIMIT_MOVED_BY_THE_TEAM.exec(text.trim());
  if (ours) return { kind: (ours[1] ?? ours[2] ?? ours[3])!.toLowerCase(), n: ours[4]!, unit: ours[5]!.toLowerCase().replace(/s$/, '') };
  const limit = LIMIT_MOVED_OR_NOW.exec(text);
  if (limit) return { kind: (limit[1] ?? limit[2])!.toLowerCase(), n: (limit[3] ?? limit[5])!, unit: (limit[4] ?? limit[6])!.toLowerCase().replace(/s$/, '') };
  const m = NUMBER_NOW.exec(text);
  if (!m) return null;
  const unit = (m[3] ?? m[6])!.toLowerCase().replace(/s$/, '');
  return { kind: (m[1] ?? m[4])!.toLowerCase(), n: (m[2] ?? m[5])!, unit };
}

/** Whether a memory holds the kind to another number of the same unit ("Keep PRs under 300 lines" after "… up to 500 lines now"). */
export function statesOtherNumber(content: string, kind: string, n: string, unit: string): boolean {
  const text = inDigits(memoryText(content)).toLowerCase();
  if (!new RegExp(String.raw`\b(?:${namesOfKind(kind).map(escapeRegExp).join('|')})s?\b`).test(text)) return false;
  return [...text.matchAll(new RegExp(String.raw`\b(\d+)\s*${unitSaid(unit)}\b`, 'g'))].some((m) => m[1] !== n);
}

/** Names of one kind of thing a number is said of. */
const SAME_KIND = [['pr', 'pull request', 'mr', 'merge request', 'code review', 'review']];

/**
 * The names a kind a number is said of goes by, in the singular: itself ("the max upload size is 10 MB" after "uploads
 * can be up to 50 MB now"), or its family ("code reviews need one approval" after "PRs need two approvals from now on").
 */
function namesOfKind(kind: string): string[] {
  const one = kind.replace(/s$/, '');
  return SAME_KIND.find((family) => family.includes(one)) ?? [one];
}

/** A unit as a memory may write it: "rpm" is "requests per minute", and a count of requests is either. */
/** Units of time as they are written short ("30s", "5 mins", "2h", "200 msecs"). */
const SHORT_TIME_UNIT: Record<string, string> = { second: 'secs?|s', minute: 'mins?|m', hour: 'hrs?|h', millisecond: 'msecs?|ms', ms: 'milliseconds?|msecs?' };

function unitSaid(unit: string): string {
  const perMinute = String.raw`requests?\s+(?:per|a|an|/)\s*min(?:ute)?`;
  const perSecond = String.raw`requests?\s+(?:per|a|/)\s*s(?:ec(?:ond)?)?`;
  if (unit === 'rpm') return String.raw`(?:rpm|${perMinute})`;
  if (unit === 'rps') return String.raw`(?:rps|${perSecond})`;
  if (unit === 'request') return String.raw`(?:requests?|rpm|rps)`;
  // (a unit of time as written short too: "a 2s timeout" after "… bumped to 5 seconds")
  const short = SHORT_TIME_UNIT[unit];
  if (short) return String.raw`(?:${unit}s?|${short})`;
  return `${escapeRegExp(unit)}s?`;
}

/** "发版改到周五了": a step of the work moved to another day of the week, as what moved and the day. */
const DAY_MOVED_ZH = /^(?:我们的?)?([\u4e00-\u9fff]{2,6}?)(?:时间|日)?(?:已经)?(?:改到|改成|挪到|换到)(?:每周|每个?星期|周|星期)([一二三四五六日天])/;

export function dayMoved(text: string): { what: string; day: string } | null {
  const m = DAY_MOVED_ZH.exec(text.trim());
  return m ? { what: m[1]!, day: m[2]! } : null;
}

/** Whether a memory puts `what` on another day of the week than `day` ("每周四发版" after 发版改到周五). */
export function statesOtherDay(content: string, what: string, day: string): boolean {
  const text = memoryText(content);
  if (!text.includes(what)) return false;
  return [...text.matchAll(/(?:周|星期|礼拜)([一二三四五六日天])/g)].some((m) => m[1] !== day && !(m[1] === '天' && day === '日') && !(m[1] === '日' && day === '天'));
}

/** "the auth code moved to packages/auth": a part of the code in another repo, package or path since (fact-forms keeps it). */
const CODE_MOVED = new RegExp(String.raw`^${NEWS_OPENERS}(?:the\s+|our\s+)?${CODE_MOVED_TO_A_PLACE}`, 'i');

export function codeMoved(text: string): { part: string; place: string } | null {
  const m = CODE_MOVED.exec(text.trim());
  return m ? { part: m[1]!.toLowerCase(), place: placeName(m[2]!) } : null;
}

/** A repo, package or path as said, compared as one: no backticks, no trailing slash or stop, in lowercase. */
const placeName = (said: string) => said.replace(/`/g, '').replace(/[./]+$/, '').toLowerCase();

/** Where a memory says a part of the code lives: "in the design-system repo", "under services/auth", "in its own repo". */
const CODE_PLACE = new RegExp(String.raw`\b(?:lives?|is|are|sits?|kept|stored|moved|migrated|goes|go|belongs?)\s+(?:(?:now|still)\s+)?(?:in|under|inside|into|to)\s+(?:the\s+)?(${CODE_PLACES})`, 'gi');

/** Whether a memory puts the part of the code in another place than `place` ("The auth code lives in services/auth"). */
export function placesCodeElsewhere(content: string, part: string, place: string): boolean {
  const text = memoryText(content);
  const said = new RegExp(String.raw`\b${escapeRegExp(part)}\b`, 'i');
  return [...text.matchAll(CODE_PLACE)].some((m) => said.test(text.slice(Math.max(0, m.index - 40), m.index)) && placeName(m[1]!) !== place);
}

/** "CI is on Buildkite now": a part of the work on another named tool since. */
const PART_ON_NOW = new RegExp(String.raw`^${NEWS_OPENERS}(?:the\s+|our\s+)?${PART_ON_A_TOOL_NOW}`, 'iu');

/** "we moved CI over to GitHub Actions last week": the same, said as the move (under the i flag \p{Lu} is any letter: no article counts as a name). */
const PART_MOVED_ONTO = new RegExp(String.raw`^(?:we|the team)(?:'ve| have)?\s+(?:(?:just|finally|recently)\s+)?(?:moved|migrated|switched)\s+(?:the\s+|our\s+)?(${PARTS_ON_A_TOOL})\s+(?:back\s+|over\s+)?(?:to|onto)\s+(?!(?:the|a|an|our|my|this|that|its)\b)(\p{Lu}[\w.-]*(?:\s+\p{Lu}[\w.-]*)?)`, 'iu');

/** "CI moved over to GitHub Actions": the same, the part said to have moved. */
const PART_MOVED = new RegExp(String.raw`^${NEWS_OPENERS}(?:the\s+|our\s+)?${PART_MOVED_TO_A_TOOL}`, 'iu');

/** "CI 现在迁到 GitHub Actions 上了": the same in Chinese (the part by its Latin name or its Chinese one). */
// ("单测现在换成 vitest 了": a tool named in lowercase too)
// ("图标以后统一用 lucide-react-native": what a part uses from a day on)
const PART_MOVED_ONTO_ZH = new RegExp(String.raw`^(CI|CD|持续集成|部署|监控|告警|日志|代码评审|评审|错误追踪|埋点|灰度|配置中心|单测|单元测试|集成测试|端到端测试|e2e|E2E|打包|构建|缓存|队列|消息队列|搜索|数据库|包管理|图标|状态管理|组件库|路由|国际化|样式|网络请求|调度|任务调度)\s*(?:(?:现在)?(?:都)?(?:已经)?(?:迁到|迁移到|换成|改用|换到|搬到|切到)|(?:以后|今后|现在)(?:都)?(?:统一)?(?:用|改用|换成))了?\s*([A-Za-z][\w.-]*(?:[ \t]+\p{Lu}[\w.-]*)?)`, 'u');

export function partOnNow(text: string): { part: string; tool: string } | null {
  const m = PART_ON_NOW.exec(text.trim()) ?? PART_MOVED_ONTO.exec(text.trim()) ?? PART_MOVED.exec(text.trim()) ?? PART_MOVED_ONTO_ZH.exec(text.trim());
  return m ? { part: m[1]!.toLowerCase(), tool: toolName(m[2]!) } : null;
}

/** A tool as named in a sentence, compared as one: without the sentence's full stop, in lowercase ("Loki." is loki). */
const toolName = (said: string) => said.replace(/\.+$/, '').toLowerCase();

/** A pattern of the words as written in any case ("ci" finds "CI" and "Ci"), where the rest of the pattern is case-sensitive. */
const anyCase = (said: string) => escapeRegExp(said).replace(/\p{L}/gu, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`);

/** Whether a memory puts the part on another named tool ("Our CI runs on GitHub Actions" after "CI is on Buildkite now", "The feature flags live in LaunchDarkly"). */
export function statesPartOnOther(content: string, part: string, tool: string): boolean {
  const text = memoryText(content);
  // (a name by its capitals, case kept: "runs on the main branch" names no tool)
  // ("Experiments are tracked in Weights & Biases" for experiment tracking: the part said by its stems)
  const on = /\b(?:runs?|is|are|lives?)\s+(?:(?:hosted|deployed|served|kept|tracked|logged|stored)\s+)?(?:on|in|at)\s+(\p{Lu}[\w-]*(?:\.[\w-]+)*(?:[ \t]+(?:&[ \t]+)?\p{Lu}[\w-]*)?)/gu;
  const partStems = [...stemSet(part)];
  const said = (before: string) => new RegExp(String.raw`\b${escapeRegExp(part)}\b`, 'i').test(before) || (partStems.length > 1 && partStems.every((w) => stemSet(before).has(w)));
  if ([...text.matchAll(on)].some((m) => said(text.slice(Math.max(0, m.index - 30), m.index + m[0].length)) && m[1]!.toLowerCase() !== tool)) return true;
  // ("orchestration is Dagster", "CI is GitHub Actions": the part said to be a named tool, by its capital)
  const isTool = new RegExp(String.raw`(?<![\w-])${anyCase(part)}\s+(?:is|are)\s+(?:now\s+)?(?:still\s+)?(\p{Lu}[\w.-]*(?:[ \t]+\p{Lu}[\w.-]*)?)`, 'gu');
  if ([...text.matchAll(isTool)].some((m) => toolName(m[1]!) !== tool)) return true;
  // ("Logs go to Papertrail" after "we switched logging to Loki": where a kind of record is sent, the part said by its stem)
  const stems = stemSet(part);
  const sentTo = /\b([\w-]+)\s+(?:go|goes|are sent|is sent|get sent|gets sent|ship|ships|stream|streams)\s+to\s+(\p{Lu}[\w.-]*)/gu;
  if ([...text.matchAll(sentTo)].some((m) => [...stemSet(m[1]!)].some((w) => stems.has(w)) && toolName(m[2]!) !== tool)) return true;
  // ("We use Jest for unit tests": the tool named first, then the part it is used for)
  const usedFor = new RegExp(String.raw`\buse[sd]?\s+(\p{Lu}[\w.-]*|[a-z][\w.-]*)\s+for\s+(?:all\s+|our\s+|the\s+)?${escapeRegExp(part)}\b`, 'giu');
  if ([...text.matchAll(usedFor)].some((m) => toolName(m[1]!) !== tool)) return true;
  // ("我们用 Jenkins 做 CI", "CI 用的是 Jenkins": the same in Chinese)
  const p = escapeRegExp(part);
  // ("图标统一用 @expo/vector-icons 里的 Ionicons": a package by its scope and path)
  const zh = new RegExp(String.raw`用\s*([A-Za-z][\w.-]*(?:[ \t]+[A-Z][\w.-]*)?)\s*(?:来)?(?:做|跑|管)\s*${p}|${p}\s*(?:都)?(?:统一)?(?:用|用的是|在|跑在)\s*@?([A-Za-z][\w.-]*(?:\/[\w.-]+)?(?:[ \t]+[A-Z][\w.-]*)?)`, 'gi');
  return [...text.matchAll(zh)].some((m) => (m[1] ?? m[2])!.toLowerCase() !== tool);
}

/** "we've switched our unit tests from jest to vitest", "we moved hosting from vercel to netlify": the tool a part of the work moved from, and to. */
const TOOL_SWITCHED = /^we(?:'ve| have)?\s+(?:just\s+|recently\s+|finally\s+)?(?:switched|moved|migrated)\s+(?:(?:our|the)\s+)?((?:[\w-]+\s+){0,2}?[\w-]+)\s+from\s+([\w.+#-]+)\s+(?:over\s+)?to\s+([\w.+#-]+)/i;

export function toolSwitched(text: string): { part: string[]; from: string; to: string } | null {
  const m = TOOL_SWITCHED.exec(text.trim());
  return m ? { part: searchWords(m[1]!, 4).map((w) => w.stem), from: m[2]!.toLowerCase(), to: m[3]!.replace(/[.,;!]+$/, '').toLowerCase() } : null;
}

/** Whether a memory says the part (its words) is done with `from`, and not with `to` ("We use Jest for unit tests"). */
export function usesForThePart(content: string, from: string, part: string[], to: string): boolean {
  const text = memoryText(content);
  const said = stemSet(text);
  // (hosting is said by where a thing is deployed too: "…, deployed on vercel")
  return part.every((w) => said.has(w) || SAID_OF_THE_PART[w]?.test(text)) && new RegExp(String.raw`\b${escapeRegExp(from)}\b`, 'i').test(text) && !new RegExp(String.raw`\b${escapeRegExp(to)}\b`, 'i').test(text);
}

/** Other words a memory says a part of the work with, by the part's stem. */
const SAID_OF_THE_PART: Record<string, RegExp> = { host: /\b(?:deploy(?:ed|s)?|hosted|lives?)\s+(?:on|to|at)\b/i };

/** "the nightly export was moved to 4am UTC": what runs at another time of day since (fact-forms keeps the statement by it). */
const TIME_MOVED = new RegExp(JOB_MOVED_TO_A_TIME, 'i');

export function timeMoved(text: string): { what: string; at: string } | null {
  const m = TIME_MOVED.exec(text.trim());
  return m ? { what: m[1]!.toLowerCase().replace(/s$/, ''), at: m[2]!.toLowerCase().replace(/\s+/g, '') } : null;
}

/** Whether a memory puts `what` at another time of day than `at` ("The nightly export runs at 2am UTC"). */
export function statesOtherTime(content: string, what: string, at: string): boolean {
  return givesTheJobAnother(content, what, CLOCK_TIME, (v) => v.replace(/\s+/g, '') !== at);
}

/**
 * Whether a memory names a recurring job (every word of it, each maybe plural) and gives it a value of a kind — a time of
 * day, a frequency — that `differs` says is not the one it has now.
 */
function givesTheJobAnother(content: string, job: string, values: string, differs: (value: string) => boolean): boolean {
  const text = memoryText(content).toLowerCase();
  if (!job.split(' ').every((w) => new RegExp(String.raw`\b${escapeRegExp(w)}s?\b`).test(text))) return false;
  return [...text.matchAll(new RegExp(String.raw`\b(?:${values})\b`, 'g'))].some((m) => differs(m[0]));
}

/** "code freeze got pushed to the 27th (2026-12-27)": the milestone and the day it is on now (the date extraction read the words as). */
const MILESTONE_MOVED_READ = new RegExp(String.raw`^${MILESTONE_MOVED}[^(]*\((\d{4}-\d{2}-\d{2})\)`, 'i');

export function milestoneMoved(text: string): { what: string; day: string } | null {
  const m = MILESTONE_MOVED_READ.exec(text.trim());
  return m ? { what: m[1]!.toLowerCase().replace(/\s+/g, ' '), day: m[2]! } : null;
}

/** Whether a memory puts the milestone on another day ("Code freeze starts on the 20th (2026-12-20)" after it moved to the 27th). */
// (by the dates extraction writes after a day it read, "(2026-12-20)": not the day a memory was said on, which every one has)
export function datesOtherDay(content: string, what: string, day: string): boolean {
  const text = memoryText(content).toLowerCase();
  return text.includes(what) && [...text.matchAll(/[(（](\d{4}-\d{2}-\d{2})[)）]/g)].some((m) => m[1] !== day);
}

/** Whether a memory puts the milestone on another day of a month ("代码冻结从 20 号开始" after it moved to the 27th). */
export function givesOtherDayOfMonthZh(content: string, what: string, day: string): boolean {
  const text = memoryText(content);
  if (!text.includes(what)) return false;
  return [...text.matchAll(/(\d{1,2})\s*[日号]|[(（]\d{4}-\d{2}-(\d{2})[)）]/g)].some((m) => Number(m[1] ?? m[2]) !== Number(day));
}

/** "the cleanup cron runs hourly now": how often a job runs since (fact-forms keeps the statement by it). */
const RHYTHM_NOW_READ = new RegExp(RHYTHM_NOW, 'i');

/** How often a step of the work happens, with the days it happens on: "every weekday", "on Tuesdays and Thursdays". */
const RHYTHM_VALUE = String.raw`${FREQUENCY}|every\s+(?:week\s?day|business day|working day|weekend|${WEEKDAY})|on\s+${WEEKDAY}(?:\s+and\s+${WEEKDAY})?`;
/** "we deploy every weekday now", "we release on Thursdays now": the team's own step of the work (1) at another rhythm (2) since. */
const WE_DO_IT_NOW = new RegExp(String.raw`^we\s+(?:now\s+)?(deploy|release|ship|merge|back up|retro|demo)\s+(?:to\s+prod(?:uction)?\s+)?(?:now\s+)?(${RHYTHM_VALUE})\s+now\b`, 'i');

/** "design reviews moved to Wednesdays": a recurring meeting (1) on another day of the week (2) since, the day in the plural. */
const MEETINGS_MOVED = new RegExp(String.raw`^(?:the\s+|our\s+)?${RECURRING_MEETINGS_MOVED}`, 'i');

/** "staging is rebuilt every 6 hours now": a part of the system (1) reset at another rhythm (2) since. */
const RESET_NOW = new RegExp(String.raw`^(?:also\s+|and\s+)?(?:the\s+|our\s+)?((?:[\w-]+\s+)?(?:staging|dev|qa|preview|sandbox|demo|test)(?:\s+(?:db|database|schema|env|environment|cluster|data))?)\s+(?:is|gets)\s+(?:now\s+)?(?:rebuilt|reset|wiped|refreshed|reseeded|recreated|restored|cleaned|cleared)\s+(?:now\s+)?(${FREQUENCY})\s+now\b`, 'i');

export function rhythmNow(text: string): { job: string; every: string } | null {
  const moved = MEETINGS_MOVED.exec(text.trim());
  if (moved) return { job: moved[1]!.toLowerCase().replace(/s$/, '').replace(/\s+/g, ' '), every: `on ${moved[2]!.toLowerCase()}` };
  const m = RHYTHM_NOW_READ.exec(text.trim()) ?? WE_DO_IT_NOW.exec(text.trim()) ?? RESET_NOW.exec(text.trim());
  return m ? { job: m[1]!.toLowerCase().replace(/s$/, ''), every: m[2]!.toLowerCase().replace(/\s+/g, ' ') } : null;
}

/** Whether a memory gives the job (every word of its name) another frequency or other days ("The cleanup cron runs daily at midnight", "We deploy on Tuesdays and Thursdays"). */
export function statesOtherRhythm(content: string, job: string, every: string): boolean {
  return givesTheJobAnother(content, job, RHYTHM_VALUE, (v) => v.replace(/\s+/g, ' ') !== every);
}

/** The roles a person holds on a project, as a change of holder names them: "tech lead", "release manager", "owner". */
const ROLE = String.raw`(?:(?:[\w-]+\s+)?(?:lead|manager|owner|architect|maintainer|pm|PM|dri|DRI|em|EM|tpm|TPM|on-?call))`;
/** "Omar is tech lead now", "Omar took over as the release manager", "Omar is the new tech lead": who holds a role since a change. */
const HOLDER_NOW = new RegExp(
  String.raw`(?:^|[;,.]\s*)(\p{Lu}[\p{L}'-]+)\s+(?:is\s+(?:the\s+|our\s+)?(${ROLE})\s+now\b|is\s+(?:the|our)\s+new\s+(${ROLE})\b|(?:took|takes|has taken)\s+over\s+as\s+(?:the\s+|our\s+)?(${ROLE})\b)`,
  'u',
);

/** "Sam is the PM for checkout now": who holds a role for one part since a change (the part, 3). */
const HOLDER_FOR_A_PART_NOW = new RegExp(String.raw`(?:^|[;,.]\s*)(\p{Lu}[\p{L}'-]+)\s+is\s+(?:the\s+|our\s+)?(${ROLE})\s+(?:for|of|on)\s+(?:the\s+|our\s+)?([\w-]+(?:\s+[\w-]+)?)\s+now\b`, 'u');

export function roleHolderNow(text: string): { role: string; person: string; part?: string } | null {
  const forPart = HOLDER_FOR_A_PART_NOW.exec(text);
  if (forPart) return { person: forPart[1]!, role: forPart[2]!.toLowerCase(), part: forPart[3]!.toLowerCase() };
  const m = HOLDER_NOW.exec(text);
  return m ? { person: m[1]!, role: (m[2] ?? m[3] ?? m[4])!.toLowerCase() } : null;
}

/** Whether a memory names someone else than `person` as holding `role` ("Lena is the tech lead", "our tech lead is Lena"). */
export function statesOtherHolder(content: string, role: string, person: string): boolean {
  const text = memoryText(content);
  const r = escapeRegExp(role);
  const holders = new RegExp(String.raw`(\p{Lu}[\p{L}'-]+)\s+is\s+(?:the\s+|our\s+)?${r}\b|\b(?:the|our)\s+${r}\s+is\s+(\p{Lu}[\p{L}'-]+)`, 'giu');
  return [...text.matchAll(holders)].some((m) => (m[1] ?? m[2]) !== person);
}

/** A person, by the capital of their name. */
const NAME = String.raw`\p{Lu}[\p{L}'-]*\p{Ll}`;
/** A part of the work, up to four words ("billing", "the mobile release process"). */
const HELD_PART = String.raw`(?:the\s+|our\s+)?((?:[\w/.-]+\s+){0,3}?[\w/.-]+)`;
/** The same, as many words as there are: what an older memory says is held ("the mobile release process"). */
const HELD_PART_WHOLE = String.raw`(?:the\s+|our\s+)?((?:[\w/.-]+\s+){0,3}[\w/.-]+)`;
/** "Priya took over billing from Ana", "search belongs to Tom now", "Ravi runs releases now", "releases moved from Kim to Ravi": a part's holder since a change. */
const PART_HOLDER_NOW = [
  new RegExp(String.raw`^(${NAME})\s+(?:took over|has taken over|inherited)\s+${HELD_PART}(?=\s+from\s|\s+(?:last|this)\s|\s+recently|\s+now|\s*\(|[.!,;]*$)`, 'u'),
  new RegExp(String.raw`^${HELD_PART}\s+(?:belongs to|is owned by|is maintained by|is run by|moved from\s+${NAME}\s+to)\s+(${NAME})(?:\s+now)?[.!]*$`, 'iu'),
  new RegExp(String.raw`^(${NAME})\s+(?:owns|runs|maintains|leads|handles|does|signs off on|approves|is in charge of|is responsible for|looks after)\s+${HELD_PART}\s+now(?=[.!,;]|$)`, 'u'),
  // "auth is Dana's now, Tom moved to infra" (what follows is who left)
  new RegExp(String.raw`^${HELD_PART}\s+(?:is|are)\s+(${NAME})(?:'s|’s)(?:\s+(?:job|area|thing|responsibility))?\s+now(?=[.!,;]|$)`, 'u'),
  // "support moved to Omar, Lena left" (only beside who left: alone, it may name a tool)
  new RegExp(String.raw`^${HELD_PART}\s+(?:moved|went|passed)\s+(?:over\s+)?to\s+(${NAME})(?=\s*[,;]\s*${NAME}\s+(?:left|quit|moved|switched|went|changed|is on))`, 'u'),
];
/** Of the forms above, those that name the part before the person. */
const PART_FIRST = new Set([1, 3, 4]);

/** Words of a part's name that say no part (as stems, as the words are compared). */
const PART_FILLER = stemSet('the our service services team code process stuff thing things');

export function partHolderNow(text: string): { person: string; words: string[] } | null {
  for (const [i, re] of PART_HOLDER_NOW.entries()) {
    const m = re.exec(text.trim());
    if (!m) continue;
    const [person, part] = PART_FIRST.has(i) ? [m[2]!, m[1]!] : [m[1]!, m[2]!];
    // (by the words that say which part: "Dana owns the billing service now" is no news of the auth service)
    const words = [...stemSet(part)].filter((w) => !PART_FILLER.has(w));
    if (words.length) return { person, words };
  }
  return null;
}

/** Whether a memory names someone else than `person` as holding a part that shares a word with `words` ("Maria owns the search service"). */
export function statesOtherPartHolder(content: string, words: string[], person: string): boolean {
  const text = memoryText(content);
  const holds = new RegExp(String.raw`(${NAME})\s+(?:owns|maintains|runs|leads|handles|does|signs off on|approves|is in charge of|is responsible for|looks after|took over)\s+${HELD_PART_WHOLE}|${HELD_PART_WHOLE}\s+(?:belongs to|is owned by|is maintained by|is run by)\s+(${NAME})`, 'gu');
  return [...text.matchAll(holds)].some((m) => {
    const [who, part] = m[1] ? [m[1], m[2]!] : [m[4]!, m[3]!];
    // (every word that says which part: "Wei owns the ml pipeline now" is no news of the data pipeline)
    const held = stemSet(part);
    return who !== person && words.every((w) => held.has(w));
  });
}

const DONE_IN_A_PLACE_NOW_READ = new RegExp(String.raw`^${NEWS_OPENERS}${DONE_IN_A_PLACE_NOW}`, 'i');

/** A kind done in another place since (the kind's stems and words, the place): "celery beat schedules are managed in the admin now". */
export function doneInAPlaceNow(text: string): { of: string[]; words: string[]; place: string } | null {
  const m = DONE_IN_A_PLACE_NOW_READ.exec(text.trim());
  const named = m ? searchWords(m[1]!, 4) : [];
  return m && named.length ? { of: named.map((w) => w.stem), words: named.map((w) => w.word), place: m[2]!.toLowerCase() } : null;
}

/** Whether a memory kept the kind (every word of it) out of that place: "Celery beat schedules are defined in code, not in the admin". */
export function keptOutOfIt(content: string, of: string[], place: string): boolean {
  const outOf = new RegExp(String.raw`\b(?:not|never)\s+(?:in|through|via|from)\s+(?:the\s+)?${escapeRegExp(place)}\b`, 'i');
  return memorySentences(content).some((sentence) => outOf.test(sentence) && of.every((w) => stemSet(sentence).has(w)));
}

/** "界面预制体以后统一放到 Art/UI/Prefabs": where a kind of file goes from a day on (the kind's character pairs, the path). */
const PLACED_NOW_ZH = /^([^，,。]{2,12}?)(?:以后|今后|现在)(?:都)?(?:统一)?(?:放到|放在|挪到|移到|迁到|改放到)\s*([A-Za-z][\w.-]*(?:\/[\w.-]+)+\/?)/;

export function placedNowZh(text: string): { pairs: string[]; path: string } | null {
  const m = PLACED_NOW_ZH.exec(text.trim());
  const pairs = m ? hanPairs(m[1]!) : [];
  return m && pairs.length > 0 ? { pairs, path: m[2]!.replace(/\/$/, '').toLowerCase() } : null;
}

/** Whether a memory puts the same kind (two of its character pairs, or its one) in another folder: "每个界面的预制体都放在 Prefabs/UI 下面". */
export function placesElsewhereZh(content: string, pairs: string[], path: string): boolean {
  return memoryText(content)
    .split(/(?<=[。！!？?])|\n+/)
    .some((sentence) => {
      const shared = pairs.filter((p) => sentence.includes(p)).length;
      if (shared < Math.min(2, pairs.length)) return false;
      return [...sentence.matchAll(/(?:放到|放在|放进|写在|存在)\s*([A-Za-z][\w.-]*(?:\/[\w.-]+)*\/?)/g)].some((h) => h[1]!.replace(/\/$/, '').toLowerCase() !== path);
    });
}

const LIMIT_ON_NOW_READ = new RegExp(String.raw`^${LIMIT_ON_NOW}`, 'i');
/** A unit as compared: "h", "hr" and "hours" are one. */
const unitOf = (u: string) => ({ h: 'hour', hr: 'hour', hrs: 'hour', hours: 'hour', hour: 'hour', m: 'minute', min: 'minute', mins: 'minute', minutes: 'minute', minute: 'minute', d: 'day', days: 'day', day: 'day', s: 'second', sec: 'second', secs: 'second', seconds: 'second', gb: 'gb', g: 'gb', mb: 'mb' } as Record<string, string>)[u.toLowerCase()] ?? u.toLowerCase();

/** A limit on a named queue, plan or cluster since: "max job time on gpu-long is 48h now" (gpu-long, 48, hour). */
export function limitOnNow(text: string): { on: string; n: string; unit: string } | null {
  const m = LIMIT_ON_NOW_READ.exec(text.trim());
  return m ? { on: m[1]!.toLowerCase(), n: m[2]!, unit: unitOf(m[3]!) } : null;
}

/** Whether a memory gives the named thing another max of the same unit: "… the slurm queue "gpu-long", max 24h per job". */
export function capsOnOther(content: string, on: string, n: string, unit: string): boolean {
  return memorySentences(content).some((sentence) => sentence.toLowerCase().includes(on) && [...sentence.matchAll(/\b(?:max(?:imum)?|up to|at most|limit(?:ed)? (?:of|to))\s+(\d+(?:\.\d+)?)\s*([a-z]{1,7})\b/gi)].some((h) => unitOf(h[2]!) === unit && h[1] !== n));
}

const PERIOD_MOVED_READ = new RegExp(String.raw`^${NEWS_OPENERS}${PERIOD_MOVED}`, 'i');

/** The month a period of the business starts or ends in since: "the fiscal year now starts in January". */
export function periodMoved(text: string): { period: string; edge: string; month: string } | null {
  const m = PERIOD_MOVED_READ.exec(text.trim());
  return m ? { period: (m[1] ?? m[4])!.toLowerCase(), edge: (m[2] ?? m[5])!.toLowerCase().replace(/^begins$/, 'starts'), month: (m[3] ?? m[6])!.toLowerCase() } : null;
}

/** Whether a memory has the period start (or end) in another month: "Our fiscal year starts in February, so Q1 is Feb to Apr". */
export function startsInOtherMonth(content: string, period: string, edge: string, month: string): boolean {
  const said = new RegExp(String.raw`\b${escapeRegExp(period)}\s+(?:always\s+)?(${edge === 'starts' ? 'starts|begins' : 'ends'})\s+(?:in|on)\s+(january|february|march|april|may|june|july|august|september|october|november|december)\b`, 'gi');
  return [...memoryText(content).matchAll(said)].some((m) => m[2]!.toLowerCase() !== month);
}

const DOMAIN_NOW_READ = new RegExp(String.raw`^${NEWS_OPENERS}${DOMAIN_NOW}`, 'i');

/** The email domain a kind of account uses since (the kind as stems): "test accounts now use @acme-qa.io emails". */
export function domainNow(text: string): { of: string[]; domain: string } | null {
  const m = DOMAIN_NOW_READ.exec(text.trim());
  const of = m ? [...stemSet(m[1]!)].filter((w) => !KIND_FILLER.has(w) && !/^(?:account|user|email|address)$/.test(w)) : [];
  return m && of.length ? { of, domain: m[2]!.toLowerCase() } : null;
}

/** Whether a memory gives the same kind of account (every word of it) another email domain: "… test accounts, they have emails ending in @acme-test.com". */
export function givesOtherDomain(content: string, of: string[], domain: string): boolean {
  return memorySentences(content).some((sentence) => of.every((w) => stemSet(sentence).has(w)) && [...sentence.matchAll(/@[\w-]+(?:\.[\w-]+)+/g)].some((d) => d[0].toLowerCase().replace(/\.$/, '') !== domain));
}

const RETENTION_NOW_READ = new RegExp(String.raw`^${RETENTION_NOW}`, 'i');

/** How long a kind of data is kept since a change: what it is of (stems), the number and its unit (singular). */
export function retentionNow(text: string): { of: string[]; n: string; unit: string } | null {
  const m = RETENTION_NOW_READ.exec(text.trim());
  if (!m) return null;
  return { of: [...stemSet(`${m[1] ?? ''} ${m[2] ?? ''}`)].filter((w) => !KIND_FILLER.has(w)), n: m[3]!, unit: m[4]!.toLowerCase().replace(/s$/, '') };
}

/** Whether a memory keeps the same kind of data (every word of it) for another number of the unit: "Retention on prod topics is 7 days unless …". */
export function keepsForOther(content: string, of: string[], n: string, unit: string): boolean {
  return memorySentences(content).some((sentence) => {
      if (!/\b(?:retention|ttl|kept|retained)\b/i.test(sentence) || !of.every((w) => stemSet(sentence).has(w))) return false;
      return [...sentence.matchAll(new RegExp(String.raw`\b(\d+)\s*${unit}s?\b`, 'gi'))].some((h) => h[1] !== n);
    });
}

const LOCALLY_NOW_READ = new RegExp(String.raw`^${RUN_LOCALLY_NOW}`, 'i');

/** The words of a check said fast enough to run locally since (stemmed), or null: "dialyzer" of "Dialyzer is fast now …, so run it locally". */
export function locallyNow(text: string): string[] | null {
  const m = LOCALLY_NOW_READ.exec(text.trim());
  const words = m ? [...stemSet((m[1] ?? m[2])!)].filter((w) => !KIND_FILLER.has(w)) : [];
  return words.length ? words : null;
}

/**
 * Whether a memory leaves the check `words` name off the user's machine: "Dialyzer takes forever here, skip it locally, CI
 * runs it", "Golden tests … we regenerate them only on the CI mac runner".
 */
export function leavesItOffLocally(content: string, words: string[]): boolean {
  return memorySentences(content).some((sentence) => /\b(?:skip|don'?t\s+(?:run|bother)|do not run|never run)\b[^.;]*\blocally\b|\bleave\s+it\s+to\s+(?:the\s+)?ci\b|\bonly\s+(?:on|in)\s+(?:the\s+)?ci\b/i.test(sentence) && words.every((w) => stemSet(sentence).has(w)));
}

/**
 * "lint runs automatically in the pre-commit hook now", "lint 现在会在 pre-commit 钩子里自动跑，不用手动跑了": a check (1 or 2)
 * a hook or CI runs by itself since; "版本号现在由 CI 自动生成了": a thing (3) made by itself since.
 */
const RUNS_BY_ITSELF_NOW =
  new RegExp(String.raw`^${NEWS_OPENERS}(?:the\s+)?([\w.:-]+(?:\s+[\w.:-]+)?)\s+(?:now\s+)?runs\s+(?:automatically\s+)?(?:in|on|as)\s+(?:a\s+|the\s+)?(?:pre-commit|pre-push|commit|push|save|git|husky|lefthook|ci)\b[^,;.]*?\b(?:now\b|automatically\b)|^([A-Za-z][\w.:-]*(?:\s[\w.:-]+)?)\s*(?:现在)?(?:会|都)?(?:在[^，,。]{1,20}?(?:里|中|上)?)?(?:会)?自动(?:跑|执行|运行)|^([^，,。\s]{2,10}?)\s*(?:现在)?(?:都)?(?:由|靠|交给)\s*[^，,。]{1,12}?自动(?:生成|更新|维护|改|填)`, 'i');

/** The stems of a check run by itself since, or null. */
export function runsByItselfNow(text: string): string[] | null {
  const m = RUNS_BY_ITSELF_NOW.exec(text.trim());
  // (a thing named in Chinese by its character pairs, as a memory's sentence is read)
  const thing = m ? (m[1] ?? m[2] ?? m[3])! : '';
  const words = HAN.test(thing) ? hanPairs(thing) : [...stemSet(thing)].filter((w) => !KIND_FILLER.has(w));
  return words.length ? words : null;
}

/** Words of a sentence that have the check run, or the thing made, by hand: "always run X before …", "提交代码前要跑 pnpm lint", "版本号要在 version.h 里手动改". */
const RUN_BY_HAND = /\b(?:always\s+run|must\s+run|remember\s+to\s+run|run\b[^,.;]{0,40}\bbefore\b)|(?:要|必须|得|记得|需要)(?:先)?(?:跑|执行|运行)|手动/i;

/** Whether a memory has the check (every word of it) run by hand, not by a hook: "提交代码前要跑 pnpm lint，不然 CI 会挂". */
export function runsItByHand(content: string, words: string[]): boolean {
  return memorySentences(content).some((sentence) => RUN_BY_HAND.test(sentence) && !/\bautomatically\b|\bhook\b|自动|钩子/i.test(sentence) && words.every((w) => stemSet(sentence).has(w)));
}

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

/** "预发环境下线了": an environment gone (its name with 环境), in Chinese. */
const ENV_GONE_ZH = /^((?:预发|测试|灰度|开发|联调|staging|uat|pre)\s*环境)(?:已经)?(?:下线|撤掉|撤了|没了|不用了|停掉|停了|关掉|关了)/i;

export function envGoneZh(text: string): string | null {
  return ENV_GONE_ZH.exec(text.trim())?.[1]!.replace(/\s+/g, '') ?? null;
}

/** "title case for headings now": a case style (1) for a kind of text (2) since. */
const CASES = String.raw`(?:sentence|title|lower|upper|camel|snake|kebab|pascal)[\s_-]?case`;
const CASE_NOW = new RegExp(String.raw`^${NEWS_OPENERS}(${CASES})\s+(?:for|in|on)\s+(?:all\s+)?(?:the\s+)?((?:[\w.-]+\s+){0,2}?[\w.-]+)\s+now\b`, 'i');

/** The case style and the kind of text it is for since, or null. */
export function caseNow(text: string): { style: string; kind: string } | null {
  const m = CASE_NOW.exec(text.trim());
  return m ? { style: m[1]!.toLowerCase().replace(/[\s_-]?case$/, ''), kind: m[2]!.toLowerCase() } : null;
}

/** Whether a memory gives the kind another case style: "Sentence case for headings, and no exclamation marks anywhere". */
export function givesTheKindAnotherCase(content: string, style: string, kind: string): boolean {
  const other = new RegExp(String.raw`\b(?!${escapeRegExp(style)}[\s_-]?case)(${CASES})\s+(?:for|in|on)\s+(?:all\s+)?(?:the\s+)?(?:[\w.-]+\s+){0,2}?${escapeRegExp(kind)}\b`, 'i');
  return memorySentences(content).some((sentence) => other.test(sentence));
}

/** A resource by its name: with a dash or a digit ("eks-prod-eu2", "db2") or an underscore ("analytics_prod"). */
const RESOURCE_NAME = String.raw`[a-z][\w.]*(?:-[\w.]+)+|[a-z]+\d[\w.-]*|[a-z][a-z\d]*(?:_[a-z\d]+)+`;
/** "prod moved to eks-prod-eu2", "the prod catalog got renamed to analytics_prod": an environment's (1) resource (2) by a new name (3). */
const ENV_MOVED_TO_A_NAME =
  new RegExp(String.raw`^${NEWS_OPENERS}(?:the\s+|our\s+)?(prod|production|staging|dev|qa|uat|preprod|sandbox)(?:\s+(cluster|db|database|env|environment|server|host|account|namespace|bucket|instance|catalog|schema|dataset|project|workspace))?\s+(?:has\s+|got\s+|was\s+|has\s+been\s+)?(?:moved|migrated|switched|renamed)\s+(?:over\s+)?to\s+(?:the\s+|a\s+)?\`?(${RESOURCE_NAME})\`?`, 'i');

/** The environment, the kind of resource if named, and the resource's new name, or null. */
export function envMovedToAName(text: string): { env: string; kind: string | null; name: string } | null {
  const m = ENV_MOVED_TO_A_NAME.exec(text.trim());
  return m ? { env: m[1]!.toLowerCase(), kind: m[2]?.toLowerCase() ?? null, name: m[3]!.toLowerCase().replace(/\.+$/, '') } : null;
}

/** Whether a memory names the environment's resource (of the kind, when named) otherwise: "The prod cluster is eks-prod-eu". */
export function namesItOtherwise(content: string, env: string, kind: string | null, name: string): boolean {
  const said = new RegExp(String.raw`\b${escapeRegExp(env)}(?:uction)?(?:\s+(${kind ? escapeRegExp(kind) : '[\\w-]+'}))?\s+(?:is|=|:|runs on|lives on|lives in|is on)\s+(?:the\s+)?\`?(${RESOURCE_NAME})\`?`, 'gi');
  return memorySentences(content).some((sentence) => [...sentence.matchAll(said)].some((m) => m[2]!.toLowerCase().replace(/\.+$/, '') !== name));
}

/** "UI sign-off is Jonas now", "sign-off on payments is Kim now": who has the say (3 or 4) over a kind of change (1 and 2) since. */
const SAY_HOLDER_NOW = new RegExp(String.raw`^(?:[Tt]he\s+|[Oo]ur\s+)?(?<before>(?:[\w/.-]+\s+){0,2}?)(?<say>${SAY})(?:\s+(?:on|for)\s+(?:the\s+|our\s+)?(?<after>[\w/.-]+(?:\s+[\w/.-]+)??))?\s+(?:(?:is|are)\s+now\s+(?<who>${NAME})|(?:is|are|goes to|go to)\s+(?<whoNow>${NAME})\s+now\b)`, 'u');

/** Which say a word names: over a change (sign-off, approval, review), or escalations, triage, being the contact. */
function sayOf(word: string): string {
  const w = word.toLowerCase();
  return /^(?:sign|approv|review)/.test(w) ? 'change' : /^escalat/.test(w) ? 'escalation' : /^triage/.test(w) ? 'triage' : 'contact';
}

export function sayHolderNow(text: string): { person: string; say: string; words: string[] } | null {
  const g = SAY_HOLDER_NOW.exec(text.trim())?.groups;
  return g ? { person: (g.who ?? g.whoNow)!, say: sayOf(g.say!), words: [...stemSet(`${g.before} ${g.after ?? ''}`)].filter((w) => !PART_FILLER.has(w)) } : null;
}

/**
 * Where a memory gives someone a say: over a kind of change ("Maria from design signs off on any UI change", "UI changes
 * need sign-off from Maria", "migrations are reviewed by Tomas"), or named ("UI sign-off is Maria", "escalations go to Priya").
 */
const SAY_GIVEN = new RegExp(
  String.raw`(?<signer>${NAME})(?:\s+from\s+[\w-]+|\s*\([^)]{1,30}\))?\s+(?:signs off on|approves|reviews|(?:has to|must|needs to)\s+(?:sign off on|approve|review))\s+(?<signed>[^.;]{1,80})|(?<needing>[^.;]{1,80}?)\s+(?:needs?|requires?|goes through)\s+(?:a\s+)?(?:sign-?off|approval|review)\s+(?:from|by)\s+(?<needed>${NAME})|(?<of>[^.;]{0,40}?)\b(?<say>${SAY})\s+(?:is|are|goes to|go to)\s+(?:now\s+)?(?<holder>${NAME})|(?<reviewed>[^.;]{1,80}?)\s+(?:are|is|get|gets)\s+(?:[^,;.]{0,50}?\s+and\s+)?(?:reviewed|approved|signed off)\s+by\s+(?<reviewer>${NAME})`,
  'gu',
);

/** Whether a memory gives another person than `person` the same say over what `words` (every one) name — any, when none. */
export function givesTheSayToAnother(content: string, say: string, words: string[], person: string): boolean {
  return [...memoryText(content).matchAll(SAY_GIVEN)].some(({ groups: g }) => {
    const [who, kind, itsSay] = g!.signer ? [g!.signer, g!.signed!, 'change'] : g!.needed ? [g!.needed, g!.needing!, 'change'] : g!.reviewer ? [g!.reviewer, g!.reviewed!, 'change'] : [g!.holder!, g!.of!, sayOf(g!.say!)];
    const named = stemSet(kind);
    return who !== person && itsSay === say && words.every((w) => named.has(w));
  });
}

/** "生产变更现在不用走工单了": a step (2) a kind of work (1) no longer needs since, as the form reads it. */
const NO_LONGER_NEEDS_ZH = new RegExp(STEP_NO_LONGER_NEEDED_ZH, 'i');

export function noLongerNeededZh(text: string): { kind: string; step: string } | null {
  const m = NO_LONGER_NEEDS_ZH.exec(text);
  return m ? { kind: m[1]!, step: m[2]! } : null;
}

/** Whether a memory says the kind of work must take the step ("生产环境的变更必须走工单"). */
// ("上线要在发布系统里提单": where the step is done may come between)
export function requiresItZh(content: string, kind: string, step: string): boolean {
  const must = new RegExp(String.raw`${escapeRegExp(kind)}[^，,。；;]{0,8}(?:必须|一定要|都要|要|得|需要|一律)[^，,。；;]{0,10}${escapeRegExp(step)}`, 'i');
  return must.test(memoryText(content));
}

/** "以后发版找小刘": whom a part of the work goes to since a change. */
export function goToNowZh(text: string): { part: string; person: string } | null {
  // ("账号现在找小吴要": 现在 after the part, too)
  const m = new RegExp(String.raw`^(?:(?:以后|现在|今后)(?:都)?([^，,。找]{2,6}?)|([^，,。找]{2,6}?)(?:以后|现在|今后))(?:的事|相关的事?)?(?:都)?找\s*(${PERSON_ZH})`).exec(text.trim());
  return m ? { part: (m[1] ?? m[2])!, person: m[3]! } : null;
}

/** Whether a memory sends that part of the work to someone else ("发版找小张", "提审前找小陈过一遍"). */
export function statesOtherGoToZh(content: string, part: string, person: string): boolean {
  // ("提审前找小陈过一遍": before the part, too; "上线前要找测试的小林回归一遍": the person before the part)
  const said = new RegExp(String.raw`${escapeRegExp(part)}(?:的事|相关的事?|之?前|以前)?(?:都)?(?:要|得)?找\s*(${PERSON_ZH})|找\s*(?:[^，,。]{0,6}?的)?(${PERSON_ZH})\s*${escapeRegExp(part)}`, 'g');
  return [...memoryText(content).matchAll(said)].some((m) => (m[1] ?? m[2]) !== person);
}

/** "随机种子现在改成 2024 了": a setting (1) set to another value (2) since, in Chinese. */
const SET_TO_NOW_ZH = /^([^，,。\s]{2,10}?)\s*(?:现在|以后)?(?:都)?(?:改成|改为|换成|调成|调到|改到)\s*([A-Za-z0-9][\w.+-]*)\s*了/;

export function setToNowZh(text: string): { thing: string; value: string } | null {
  const m = SET_TO_NOW_ZH.exec(text.trim());
  return m ? { thing: m[1]!, value: m[2]!.toLowerCase() } : null;
}

/** Whether a memory sets the thing to another value: "随机种子统一用 42". */
export function setsItToOtherZh(content: string, thing: string, value: string): boolean {
  const set = new RegExp(String.raw`${escapeRegExp(thing)}\s*(?:统一|一律|都)?(?:用|是|为|设为|设成|设置为|=)\s*([A-Za-z0-9][\w.+-]*)`, 'g');
  return [...memoryText(content).matchAll(set)].some((m) => m[1]!.toLowerCase() !== value);
}

/** "上传文件的大小上限调到 50MB 了": a limit of a kind of thing (its first two characters, "上传") set to a number since (fact-forms keeps it). */
const LIMIT_NOW_ZH = new RegExp(String.raw`^(?:单个|每个)?([\u4e00-\u9fff]{2})[^，,。]{0,10}?${LIMIT_SET_ZH}`, 'i');

export function limitNowZh(text: string): { kind: string; n: string; unit: string } | null {
  const m = LIMIT_NOW_ZH.exec(text.trim());
  return m ? { kind: m[1]!, n: m[2]!, unit: unitZh(m[3]!) } : null;
}

/** A unit as compared: "M" is "MB", case aside. */
const unitZh = (unit: string) => unit.toUpperCase().replace(/^([KMGT])$/, '$1B');

/** Whether a memory holds the kind to another number of the same unit ("单个文件上传最大 10MB" after "…上限调到 50MB 了"). */
export function statesOtherLimitZh(content: string, kind: string, n: string, unit: string): boolean {
  const text = memoryText(content);
  if (!text.includes(kind)) return false;
  return [...text.matchAll(new RegExp(LIMIT_AMOUNT_ZH, 'gi'))].some((m) => unitZh(m[2]!) === unit && m[1] !== n);
}

const NUMERALS_ZH: Record<string, string> = { 一: '1', 两: '2', 二: '2', 三: '3', 四: '4', 五: '5', 六: '6', 七: '7', 八: '8', 九: '9', 十: '10' };
/** How many people a kind of change needs, in digits: "两个人审批" is "2人审批". */
const approvalsIn = (text: string) => text.replace(/(\d+|[一两二三四五六七八九十])\s*(?:个)?\s*人\s*(审批|审核|评审|批准|review|approve)/gi, (_, n: string, what: string) => `${NUMERALS_ZH[n] ?? n}人${what}`);

/** "PR 现在需要两个人审批": how many a kind of change needs since a change. */
export function approvalsNowZh(text: string): { kind: string; n: string } | null {
  const m = /^([A-Za-z]+|[\u4e00-\u9fff]{1,6}?)\s*(?:现在|以后|已经)(?:都)?(?:需要|要|得)\s*(\d+)人(?:审批|审核|评审|批准|review|approve)/i.exec(approvalsIn(text.trim()));
  return m ? { kind: m[1]!.toLowerCase(), n: m[2]! } : null;
}

/** Whether a memory has that kind of change need another number of people ("PR 需要一个人审批"). */
export function statesOtherApprovalsZh(content: string, kind: string, n: string): boolean {
  const text = approvalsIn(memoryText(content)).toLowerCase();
  // (a kind in Latin letters as a word, as statesOtherNumber reads it: "pr" is not in "prod")
  if (!(/^[a-z]+$/.test(kind) ? new RegExp(String.raw`\b${kind}\b`).test(text) : text.includes(kind))) return false;
  return [...text.matchAll(/(\d+)人(?:审批|审核|评审|批准|review|approve)/g)].some((m) => m[1] !== n);
}

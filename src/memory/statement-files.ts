// What a statement becomes in the memory directory: its title, file name, description and body;
// the words that say what it is about, to find the file that already holds its subject; and how a
// newer statement goes over an older one in that file ("Earlier:").
import { createHash } from 'node:crypto';
import { stemmer } from 'stemmer';
import { saysItMoved } from './fact-forms.js';
import { escapeRegExp } from './regexp.js';
import { PROCEDURE, THE_WAY_I_WANT_FOR_EVERY } from './rule-forms.js';
import { FACTS_THEN_OUR_RULE, type Statement } from './statement-forms.js';
import { POINTS_BACK_SOON, bareWords, capital, clean, descriptionOf, mostlyLatin, sentence, words } from './statement-text.js';
import { fromNowOnClause } from './statement-forms-zh.js';
import { HAN, hanPairs } from './search-text.js';
import { EARLIER, heldPart, rejectedTerms, retiredTerms, statesAsCurrent } from './supersede.js';
import { updatesSaid } from './updates.js';
import { roleHolderNow } from './updates/people.js';
import { parseMemory, withBody } from './frontmatter.js';
import { TITLE_ABBREVIATION } from './own-words.js';

const MARKERS = new Set(
  'remember that please always never don dont do not stop from now on going forward in the future henceforth prefer preference would like better than i my me we you use using no nope wrong actually instead rather should must'.split(' '),
);
const STOP = new Set('a an the of to and or so in on for with is are be it this that at by as from our your their its into when then than all any some every each just also very non if whenever usually probably here btw tbh fyi fwiw imo imho lol haha honestly took taken over handed passed replaced inherited'.split(' '));

/** A contraction's ending ("we're", "it'll", "they've"): no word of the subject, nor of a file's name ("project_re_freezing_merges.md"). */
const CONTRACTION_END = /['’](?:re|ll|ve|d|m|s|t)\b/gi;
/** A negated helper verb ("isn't", "doesn't", "won't") says how, not what: no word of the subject at all ("project_staging_db_isn.md"). */
const NEGATED_HELPER = /\b\p{L}+n['’]t\b/giu;
/** A statement's words without contractions' endings and negated helpers. */
const withoutContractions = (text: string) => text.toLowerCase().replace(NEGATED_HELPER, ' ').replace(CONTRACTION_END, '');

/**
 * When something was said to happen, which is no part of what it is about: a date, the date a relative one was
 * read as ("last week (the week of 2026-11-23)"), "yesterday" — or "Priya took over billing from Ana last week"
 * would share too few words with "Ana owns the billing service" to be its news.
 */
const WHEN_SAID = /\((?:the\s+week\s+of\s+)?[^()]*\b20\d\d\b[^()]*\)|\b\d{4}-\d{2}-\d{2}\b|\b(?:last|next|this)\s+(?:week|month|quarter|year|sprint)\b|\b(?:yesterday|today|tomorrow|recently)\b/gi;

/** The words that say what a statement is about (stemmed), in order. */
/** A host's name, a value and no subject ("net" of "sftp.brightsmile.net" is not .NET): read as the words before it say. */
const HOST = /\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|dev|app|cloud|local|lan|internal|co|ai|gov|edu|cn|de|uk|jp|fr|eu|us)\b(?!\.\w)/gi;

export function subjectStems(text: string): string[] {
  const out: string[] = [];
  for (const w of withoutContractions(text.replace(WHEN_SAID, ' ').replace(HOST, ' ')).replace(/\p{Script=Han}+/gu, ' ').match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (w.length < 2 || MARKERS.has(w) || STOP.has(w)) continue;
    const stem = stemmer(w);
    const s = SAME_WORD.get(stem) ?? stem;
    if (!out.includes(s)) out.push(s);
  }
  // Chinese has no spaces: its pairs of characters stand for words (as in recall)
  for (const pair of hanPairs(text)) if (!HAN_MARKERS.test(pair) && !out.includes(pair)) out.push(pair);
  return out;
}

/**
 * Words that say the same thing of a subject, so that two statements of one fact share a memory
 * ("the staging db gets wiped every sunday night", "staging is reset every sunday at midnight").
 * Kept to true synonyms: the concept families of recall are too wide for merging (pnpm and
 * lockfile are one family, and two different rules).
 */
const SAME_WORD = new Map<string, string>(
  [
    ['reset', 'wipe', 'rese'],
    ['night', 'nightli', 'midnight', 'overnight'],
    ['db', 'databas'],
    ['repo', 'repositori'],
    ['doc', 'document'],
    ['config', 'configur'],
    ['env', 'environ'],
  ].flatMap(([canonical, ...others]) => others.map((o) => [o, canonical!] as [string, string])),
);

/** Pairs that carry the form, not the subject: 以后, 记住, 总是… */
const HAN_MARKERS = /^(?:不要|以后|今后|记住|记得|总是|必须|永远|一定|务必|不用|使用|所有)$/;

/** A span in brackets or quotes, kept whole in a Chinese name: 「测试账号」, {list, total}, <script setup>, `a, b`. */
const BRACKETED = /「[^」]*」|『[^』]*』|《[^》]*》|“[^”]*”|\{[^}]*\}|<[^>]*>|\([^)]*\)|（[^）]*）|`[^`]*`/g;

/** The colon before a format, in Chinese: "…按我们的格式写：", "…约定来：", "…命名规则是：". */
const FORMAT_SPELLED_OUT = /(?:格式|规范|约定|模板|规则)(?:是)?(?:来)?(?:写|填|起名|命名)?\s*[：:]/;

/**
 * The name of a rule for every one of a kind, by when and what: the order up to where a second order or a reason
 * starts ("…, ping me — changes there go through …", "…, quarantine it … and open a ticket"), fourteen words in all
 * at most and not ending on a small word; null when too little of it is left to name anything.
 */
function momentAndItsOrder(moment: string, told: string): string | null {
  const order = told.replace(/[.!]$/, '').replace(/\s*[—–;].*$|\s+(?:and|because|since|so|instead of|otherwise)\s.*$/i, '');
  const kept = order.split(/\s+/).slice(0, 14 - words(moment));
  while (kept.length > 4 && /^(?:the|a|an|to|with|for|of|in|on|at|by|like|and|or|as|from)$/i.test(kept[kept.length - 1]!)) kept.pop();
  const named = kept.join(' ').replace(/\s*\([^)]*$/, '').replace(/[\s,;:—-]+$/, '');
  // (an order whole however short, "ping me"; one cut short by at least four words)
  return words(named) >= (kept.length < words(order) ? 4 : 2) ? `${moment}, ${named}` : null;
}

/** Who passed a statement on, before it: "Sam said in standup that …", "the team lead mentioned that …". */
const RELAYED_BY =
  /^(?:(?!(?:i|we|you|he|she|they|it|this|that|legal|security|compliance|product|design|qa|management|leadership)\b)[\w-]+|the\s+(?:team|team lead|lead|manager|pm|cto|architect))\s+(?:said|says|told us|mentioned|pointed out|reminded us)(?:\s+(?:in|at|during|on)\s+(?:the\s+|today'?s\s+|yesterday'?s\s+)?[\w-]+)?(?:\s+that)?\s+(?=\S+(?:\s+\S+){3,})/i;

/** A short title: the statement's first words, up to a clause break. */
export function nameFor(st: Statement): string {
  // (a word of talk at the end is no part of a name: "PR titles follow conventional commits btw")
  return withoutOpenBracket(titleOf(st)).replace(TALK_AT_THE_END, '');
}

/** A title cut inside brackets ends before them: "We use SQLAlchemy 2.0 style everywhere", not "… everywhere (select()". */
function withoutOpenBracket(title: string): string {
  let depth = 0;
  let open = -1;
  for (let i = 0; i < title.length; i++) {
    if (title[i] === '(') {
      if (depth === 0) open = i;
      depth++;
    } else if (title[i] === ')' && depth > 0) depth--;
  }
  return depth > 0 && open > 0 ? title.slice(0, open).replace(/[\s,;:—-]+$/, '') : title;
}

const TALK_AT_THE_END = /(?<=\S)[\s,]+(?:btw|tbh|fyi|fwiw|imo|imho|lol|haha|honestly|though)$/i;

/** The end of a sentence a capital follows (not a title's stop: "Dr. Osei"). */
const FIRST_SENTENCE_END = new RegExp(String.raw`(?<!\b${TITLE_ABBREVIATION}\.)(?<=[.!?])\s+(?=\p{Lu})`, 'u');

function titleOf(st: Statement): string {
  if (HAN.test(st.text)) {
    // up to the first clause break, whole up to 26 characters ("我们抓取频率每个域名每秒不超过 2 个请求", not
    // "… 2 个请": without a dictionary a cut can fall inside a word), else cut at 20
    // (a rule told after what went wrong is named by the rule: "…，以后不要直接合 main" is "不要直接合 main")
    // (but not one that points back at a place: "…，以后工具函数都放这里")
    const rule = st.kind === 'rule' ? fromNowOnClause(st.text) : null;
    // (a correction's opener names nothing: "不对，这些测试里不要 mock 数据库" is "这些测试里不要 mock 数据库")
    // (nor does who left: "小张调去别的组了，发版现在由小刘负责" is "发版现在由小刘负责")
    const head = rule && !/这里|那里|这儿|那儿/.test(rule) ? rule : st.text.replace(/[。！.!]$/, '').replace(/^(?:不对|不是|错了|不行)[，,]\s*(?=\S{6,})/, '').replace(/^[^，,。]{1,8}(?:离职|走|调走|转岗|调去别的组|去别的组|换组|调岗)了[，,]\s*(?=\S{6,})/, '');
    // (a comma inside brackets is no clause break: "统一返回 {list, total}"; nor the colon of "http://" or "localhost:8080")
    // (a format spelled out after a colon is named whole: "提交信息按我们的格式写：模块名: 描述")
    const format = FORMAT_SPELLED_OUT.exec(head);
    const from = format ? format.index + format[0].length : 0;
    const at = head.replace(BRACKETED, (span) => '_'.repeat(span.length)).slice(from).search(format ? /[，,；;]/ : /[，,；;：]|:(?![\w/])/);
    const cut = at === -1 ? -1 : at + from;
    const name = cut >= 6 ? head.slice(0, cut) : head;
    if (name.length <= 26) return name;
    // (a Latin word or a path is not cut in half: "调度用的是 DolphinScheduler", not "… DolphinSchedul";
    // "… internal/errcode", not "… internal"; nor a span in brackets: "「测试账号」", "<script setup>")
    let end = Math.min(20, name.length);
    while (end < name.length && end < 40 && /[\w./-]/.test(name[end]!) && /[\w./-]/.test(name[end - 1]!)) end++;
    // (a word longer than that, a URL, is left out whole: "测试环境的地址是", not "… http://test.internal.example.co")
    if (end === 40 && /[\w./:-]/.test(name[end] ?? '')) end = Math.max(6, name.slice(0, end).search(/\S+$/));
    for (const m of name.matchAll(BRACKETED)) if (m.index < end && m.index + m[0].length > end && m.index + m[0].length <= 40) end = m.index + m[0].length;
    // (nor a pair cut after its first word: "新建的表都要有 created_at 和 updated_at", not "… created_at 和", "… Chrome 和
    // Safari", not "… Chrome")
    const pair = /[和与及或跟]\s*$/.test(name.slice(0, end)) ? /^\s*[A-Za-z][\w./-]*/.exec(name.slice(end)) : /^\s*[和与及或跟]\s*[A-Za-z][\w./-]*/.exec(name.slice(end));
    if (pair && end + pair[0].length <= 44) end += pair[0].length;
    const short = name.slice(0, end).replace(/[\s，,、；;：:]+$/, '');
    // (a cut that leaves a word leading into what was cut is no name: "所有 GitHub Actions 都要", "事故复盘都放在 Confluence 的"; the
    // clause is whole when its Latin words, counted as two characters each, keep it short)
    if (DANGLING_HAN.test(short) && !name.includes('://') && name.replace(/[A-Za-z][\w./-]*/g, 'xx').length <= 26) return name;
    return short;
  }
  // a rule that closes a sentence of facts is named by the rule ("this is a Flutter app, …, and we don't use Bloc
  // anywhere" is "We don't use Bloc anywhere"), as classify marked it
  if (st.nameClause) return nameFor({ ...st, text: sentence(capital(st.nameClause)), nameClause: undefined });
  const sentencesOfIt = st.text.split(FIRST_SENTENCE_END);
  let first = sentencesOfIt[0]!; // the first sentence of a correction said in several (not after "Dr.")
  // (unless it only undoes the work at hand: "Revert that. We never catch generic Exception in this codebase.")
  if (sentencesOfIt.length > 1 && /^(?:no[,.!]?\s+)?(?:please\s+)?(?:revert|undo|remove|drop|delete|redo|roll\s*back|take out|put back)\s+(?:that|this|it|them|those|these)(?:\s+(?:change|line|bit|part))?[.!]?$/i.test(first)) first = sentencesOfIt[1]!;
  // a correction that opens with what it is not is named by what it is ("Not the Options API — everything here is
  // Composition API with <script setup>, please redo it" is "Everything here is Composition API with <script setup>")
  const isInstead = st.kind === 'correction' ? /^not\s+[^—–,;]{2,40}?\s*[—–;,]\s+(\S.{8,})$/i.exec(first.replace(/[.!]$/, ''))?.[1] : undefined;
  if (isInstead) first = isInstead.replace(/,\s+(?:please\s+|so\s+)?(?:redo|fix|change|update|rewrite|undo|revert)\s+(?:it|this|that|them)\b.*$/i, '');
  const bare = first.replace(/[.!]$/, '');
  // "we're on Node 20, so don't use APIs that need 22": the rule names it, its reason is in the description
  // (not "refunds over 500 dollars need a second approver, so the endpoint has to …": what follows
  // is what the first clause means for the task, and the first clause is the rule)
  // (nor an example to follow: "we use cursor-based pagination everywhere, never offset, so follow the pattern in /customers")
  // (nor what a change allows: "we bumped the minimum target to iOS 17, so you can use the Observation framework now")
  // (nor what follows from the team's own way, said first: "we keep the public API free of lifetimes, so convert at the boundary")
  let afterSo = st.kind === 'rule' && !/^we\s+(?:always\s+|only\s+)?(?:keep|never|don'?t|do not)\b/i.test(bare) ? /^.{6,}?(?:,\s+so|;)\s+(?:please\s+)?(?!(?:the|a|an|it|this|that|these|those|there|follow|copy|mirror|match|see|look at|use the same|you can|you may|feel free)\b)(\S+(?:\s+\S+){2,})$/i.exec(bare)?.[1] : undefined;
  // (a condition is no name: "…; if you regenerate goldens on a mac the fonts differ, so never commit goldens
  // generated locally" is named by what it ends on)
  // (and what the team never does, after facts, when another form kept it: "The API is REST, and we never use
  // GraphQL" is "We never use GraphQL" — said in more than "we don't throw")
  const weNever = st.kind === 'rule' ? FACTS_THEN_OUR_RULE.exec(bare)?.[1] : undefined;
  // (not examples after "so": "…, so colour, behaviour, etc.")
  if (afterSo && /\b(?:etc|e\.g|i\.e)\b|^[\w-]+,/i.test(afterSo)) afterSo = undefined;
  const rule = (afterSo && /^(?:if|when|whenever|because|since)\b/i.test(afterSo) ? /,\s+so\s+(?:please\s+)?(\S+(?:\s+\S+){2,})$/i.exec(afterSo)?.[1] : afterSo) ?? (weNever && words(weNever) >= 4 ? weNever : undefined);
  // "You keep writing class components, we only do function components with hooks" is named by the rule it breaks
  const broken = YOU_KEEP_DOING.exec(bare)?.[1];
  if (st.kind === 'rule' && broken) first = broken;
  // a label the rest points back at names it, with the words that point back, up to a reason: "Random seeds: we
  // fix them at 42 everywhere"
  const labelled = /^([^:,;]{3,40}):\s+(.*)$/.exec(first);
  if (labelled && POINTS_BACK_SOON.test(labelled[2]!)) {
    const rest = labelled[2]!.replace(/[.!]$/, '').split(/\s+/);
    const joint = rest.findIndex((p, i) => i >= 3 && /^(?:and|because|so|but|which|since|as|otherwise)$/i.test(p));
    return `${capital(labelled[1]!)}: ${rest.slice(0, joint > 0 && joint <= 10 ? joint : 8).join(' ')}`.replace(/[\s,;:—-]+$/, '');
  }
  // any other label before a colon names nothing ("Quick note for the future: the staging db gets wiped …")
  // (but a clause before the colon says something: "The e2e suite needs a seeded database: run make seed first …", "This is the
  // clickstream pipeline: Kafka into Flink …")
  // (but a procedure is named by its name and first step: "Release process: bump the version in Cargo.toml")
  if (PROCEDURE.test(first)) return capital(first.replace(/\s*(?:[,;]|\bthen\b).*$/i, ''));
  first = first.replace(/^[^:,;]{3,40}:\s+(?=\S+(?:\s+\S+){3,})/, (label) => (/\b(?:needs?|requires?|uses?|runs?|lives?|depends on)\b|^(?:this|it|that)(?:'s|\s+is)\s/i.test(label) ? label : ''));
  // (an order that points back at the first clause, "… so don't leave test data there", is no name on its own)
  // (nor one that does the task now: "…, so just open the PR and leave the apply to us")
  // (nor one that ends on "that": "…, so nothing on the request path should block longer than that")
  if (rule && !/\b(?:there(?!'s|\s+(?:is|are)\b)|here|it|them|their|that one|those)\b|^just\b|\bthat[.!]*$/i.test(rule)) first = rule;
  // (nor the reach said first: "For this repo, archived projects are …" is named by what it says)
  first = first.replace(/^(?:for|in)\s+(?:this|our)\s+(?:repo|repository|project|codebase|code base)\s*[,:]\s+(?=\S+(?:\s+\S+){3,})/i, '');
  // (what someone passed on is named by what they said: "Sam said in standup that we should never use the old billing endpoint")
  first = first.replace(RELAYED_BY, '');
  // (a way confirmed for every one of a kind is named by the kind and the way: "Every new service: one file per handler")
  first = first.replace(THE_WAY_I_WANT_FOR_EVERY, '$1: ');
  // (a notice that opens with who the team is, is named by what the project is: "We're a small agency, this is a client's …")
  if (st.type === 'project') first = first.replace(/^we(?:'re| are)\s+an?\s+(?:small\s+|tiny\s+)?(?:agency|studio|startup|consultancy|shop)[,.]\s+(?=\S+(?:\s+\S+){3,})/i, '');
  first = capital(first);
  // "How the scheduler works is that jobs are picked …" is named by what it explains
  const explains = /^((?:the way|how)\s+\S+(?:\s+\S+){1,6}?)\s+is\s+(?:that\s+)?\S/i.exec(first)?.[1];
  if (explains && /\b(?:works?|handles?|handle|does|do|is done|are done|happens?)(?:\s+\S+)?$/i.test(explains)) return explains;
  // a date in brackets, "(the week of 2026-11-23)", counts as one word: never cut in half; so does a shape in braces, "{data, next_cursor}"
  const parts = first.replace(/[.!]$/, '').match(/\([^()]*\)\S*|\{[^{}]*\}\S*|\S+/g) ?? [];
  // past 8 words, a first clause of up to 12 is the name whole ("The payments service is owned
  // by the Lisbon team", not "… by the Lisbon"); a longer one is cut at 8 words
  // (not the comma of a list: "Our prefix for every function, hook and option is nw_")
  const clause = parts.findIndex((p, i) => /[,;:—]$/.test(p) && !(/,$/.test(p) && /^(?:and|or)$/i.test(parts[i + 2] ?? '') && /^[\w-]+$/.test(parts[i + 1] ?? '')));
  // an order after the kind of work or the moment it is for is named whole, up to twelve words: its
  // first clause alone says when, not what ("For any change to the checkout API, update
  // docs/openapi.yaml", "Whenever you add a migration, regenerate the schema types")
  // (and whom to ask, said the same way: "If you need to backfill, ask Priya first")
  const askFirst = st.kind === 'notice' && /^(?:if|when|whenever|before)\s[^,]+,\s+(?:always\s+)?(?:ask|check with|ping|talk to)\s/i.test(first);
  if (askFirst) return first.split(/,\s+/).slice(0, 2).join(', ').replace(/[.!]$/, '');
  // ("For prototypes, speed over polish": a kind said in the plural, before its comma)
  const forTheKind = /^(?:(?:for|with|on|in|to)\s+(?:every|each|any|all|anything|everything)|whenever|when|if|before|after|every time|each time)\s|^for\s+(?:our\s+|all\s+)?[\w-]+s,\s/i.test(first);
  if (st.kind === 'rule' && parts.length <= 12 && forTheKind && clause >= 2) return parts.join(' ').replace(/[\s,]+(?:too|as well)$/i, '').replace(/[\s,;:—-]+$/, '');
  // (longer, by the moment and its order alone: "When you change a proto, never renumber or reuse field numbers")
  const [moment, order] = first.split(/,\s+/);
  // (an order, not what is said of it: "…, people forget", "…, that would be great")
  // (and where a thing is, or how it stands, said for the moment it matters: "Before you deploy anything, the staging copy is at …")
  const told = order && st.kind !== 'rule' ? order.split(/\s+and\s+/)[0]! : order;
  const toldWell = told && !/^(?:people|that|this|it|they|we|she|he|which|who|so|because|otherwise|thanks)\b/i.test(told);
  if ((st.kind === 'rule' || st.type !== 'feedback') && forTheKind && toldWell && words(moment!) <= 8 && words(`${moment} ${told}`) <= 14) return `${moment}, ${told!.replace(/[.!]$/, '')}`;
  // (a longer order, cut short: "When you open a PR here, the title has to start with the ticket")
  const whenAndWhat = st.kind === 'rule' && forTheKind && toldWell && words(moment!) <= 8 ? momentAndItsOrder(moment!, told!) : null;
  if (whenAndWhat) return whenAndWhat;
  if (parts.length > 8 && clause >= 2 && clause < 12) return parts.slice(0, clause + 1).join(' ').replace(/[\s,;:—-]+$/, '');
  // or it ends where a reason or a second statement starts, up to twelve words in ("… is https://…
  // and it needs the VPN", "When you write commit messages keep them under 72 chars because …")
  // (not the "and" of a pair, "red and green", "created_at and updated_at": half of it would mislead)
  // (nor the "and" of a range, "between 10am and 4pm")
  // (nor the "and" of two places or kinds after a preposition: "Schema changes on silver and gold tables need …")
  const joint = parts.findIndex((p, i) => i >= 4 && /^(?:and|because|so|but|which|since|as|otherwise)$/i.test(p) && !(/^and$/i.test(p) && (pair(parts[i - 1]!, parts[i + 1] ?? '') || /^between$/i.test(parts[i - 2] ?? '') || /^[\w-]+,$/.test(parts[i - 2] ?? '') || (/^(?:on|in|for|of|from|to|with)$/i.test(parts[i - 2] ?? '') && KINDS_OF_PLACE.test(parts[i + 2] ?? '')))));
  // a statement of up to twelve words with no such break is its own name: cut at eight it would end mid-phrase ("… from a masked prod")
  if (parts.length <= 12 && clause < 0 && joint < 0) return parts.join(' ').replace(/[\s,;:—-]+$/, '');
  // (with no break in its first twelve words, before the last preposition from the eighth on: "The openapi file at
  // docs/openapi.yaml is the source of truth", not "… is the source")
  // (or a clause break past twelve words: "Every PR touching billing logic needs a second reviewer", not "… a second")
  const tail = (clause < 0 || clause >= 12) && (joint < 0 || joint > 12) ? parts.slice(8, 13).findLastIndex((p) => /^(?:for|in|on|with|from|by|during|per|until)$/i.test(p)) : -1;
  let name = parts.slice(0, parts.length > 8 && joint > 0 && joint <= 12 ? joint : tail >= 0 ? 8 + tail : 8).join(' ');
  const cut = name.search(/[,;:—]\s(?![\w-]+\s+(?:and|or)\s)/);
  if (parts.length > 8 && cut >= 12) name = name.slice(0, cut);
  // (nor on a clause cut after a word or two: "Go 1.22, no generics-heavy stuff pls", not "…, keep it")
  const last = [...name.matchAll(/[,;:—]\s/g)].pop()?.index ?? -1;
  if (parts.length > 8 && last >= 12 && name.slice(last + 2).split(/\s+/).length < 3) name = name.slice(0, last);
  // a title cut short does not end on a word that leads into what was cut ("… because of")
  if (parts.length > 8) name = name.replace(DANGLING, '');
  return name.replace(/[\s,;:—-]+$/, '');
}

/** What "on silver and gold tables", "in staging and prod environments" are places of. */
const KINDS_OF_PLACE = /^(?:tables?|files?|branches|environments?|envs?|repos?|services?|clusters?|buckets?|databases?|dbs?|schemas?|layers?|modules?|packages?|apps?|sites?|pages?|endpoints?|regions?|servers?)$/i;
const COLOURS = /^(?:red|green|blue|yellow|orange|purple|black|white|grey|gray|pink|brown)$/i;
/** Two words of one kind either side of an "and": colours, or identifiers (snake_case, camelCase). */
const pair = (a: string, b: string) => (COLOURS.test(a) && COLOURS.test(b)) || (/[_]|[a-z][A-Z]/.test(a) && /[_]|[a-z][A-Z]/.test(b));

/** A memory's description: the statement, cut to 150 characters. */
export const descriptionFor = (st: Statement) => descriptionOf(st.text);

/** A title cut short does not end on a word that leads into what was cut ("… when a coupon and a"). */
export const trimDangling = (title: string) => title.replace(DANGLING, '');

const DANGLING = /(?:\s+(?:it'?s|usually|probably|almost|nearly|always|most|mostly|likely|typically|generally|because|of|the|a|an|and|or|but|to|for|with|in|on|at|by|after|before|until|so|that|which|when|from|into|than|under|over|below|above|within|without|about|against|between|through|via|per|like|next|last|every|each|all|any|some|my|your|our|their|its|this|these|those|is|are|was|were|be|has|have|had|must|should|needs?|i|we|you|they|he|she))+$/i;

/** What a cut Chinese title may end on that leads into what was cut: 都要, 的, 和, 在, 通过… */
const DANGLING_HAN = /(?:都要|要|得|的|和|与|及|或|在|是|把|给|跟|对|从|由|用|通过|放在|存在|记在|都|直接|先|再|就|去|会|能|可以|不要|别|必须)$/;

/** What opens a Chinese title and tells nothing of its subject: 以后, 记住, 我们… */
const HAN_FILE_OPENERS = /^(?:以后|今后|记住|记得|注意|我们的?|咱们的?)+/;
/** A Chinese title's words for a file name: a Han character, or a Latin word or number, each one. */
const HAN_FILE_WORDS = /\p{Script=Han}|[a-z0-9]+/gu;

/** What the agent keeps doing wrong, then the rule it breaks: "You keep writing class components, we only do …" (the rule names it). */
const YOU_KEEP_DOING = /^(?:you|u)\s+(?:keep|always|constantly)\s+\w+ing\b[^,;]{0,50}[,;]\s*(\S.{8,})$/i;

/** A stable file name from the subject: feedback_pnpm_install.md, feedback_不要直接合_main_1f3a9c2e.md. */
export function fileNameFor(st: Statement): string {
  // Words in Chinese also get a short hash of their subject: two subjects whose names open alike
  // stay apart, and the same subject said again finds its file.
  const hash = HAN.test(st.text) ? createHash('sha256').update(subjectStems(st.text).join(' ')).digest('hex').slice(0, 8) : '';
  if (hash && !mostlyLatin(st.text)) {
    // Chinese is named by its title's first words, as written: a listing reads like the index.
    // (not a date the text was given for "last week": "上周（2026-11-23 那周）…" is no name)
    const title = nameFor(st).toLowerCase().replace(/\b\d{4}-\d{2}-\d{2}\b/g, ' ').replace(HAN_FILE_OPENERS, '');
    let name = '';
    let count = 0;
    let last = -1;
    for (const m of title.matchAll(HAN_FILE_WORDS)) {
      if (++count > 20) break;
      // (words apart in the title stay apart: "不要直接合 main" is 不要直接合_main)
      if (name && (m.index !== last || /[a-z0-9]/.test(m[0]) || /[a-z0-9]$/.test(name))) name += '_';
      name += m[0].slice(0, 24);
      last = m.index + m[0].length;
    }
    return `${st.type}_${name ? `${name}_` : ''}${hash}.md`;
  }
  // (not a date the text was given for "last week"; an English sentence with a Chinese word in it
  // keeps the hash: "Never rename the 用户 table" is feedback_rename_table_other_1b1eac2f.md)
  // (each word once: "we use poetry here, not pip — never pip install …" is feedback_poetry_pip_install)
  // (a rule said after what the agent keeps doing wrong is named by the rule: "u keep using relative imports, we use
  // absolute imports …" is feedback_absolute_imports_src, not feedback_keep_relative_imports)
  const said = st.kind === 'rule' ? YOU_KEEP_DOING.exec(st.text.replace(/[.!]$/, ''))?.[1] ?? st.text : st.text;
  // (a letter with an accent is named by its letter: "Lucía owns the netcode" is project_lucia_owns_netcode)
  const words = (withoutContractions(said.normalize('NFD').replace(/\p{M}/gu, '')).replace(/\b\d{4}-\d{2}-\d{2}\b/g, ' ').match(/[a-z0-9]+/g) ?? []).filter((w) => w.length > 1 && !MARKERS.has(w) && !STOP.has(w));
  // (nor the type's own word again: "R user here, …" is user_tidyverse_way, not user_user_tidyverse)
  const parts = [...new Set(words)].filter((w) => w !== st.type && !NAME_FILLER.has(w)).slice(0, 3);
  // (a name of one letter and its version when nothing longer is said: "We're on R 4.4 now" is project_r_44, not project_note)
  const short = parts.length ? parts : [...new Set((withoutContractions(said.toLowerCase()).match(/\b[a-z0-9]+(?:\.\d+)*\b/g) ?? []).filter((w) => !MARKERS.has(w) && !STOP.has(w)).map((w) => w.replace(/\./g, '')))].slice(0, 3);
  const name = [...short, ...(hash ? [hash] : [])];
  return `${st.type}_${name.length ? name.join('_') : 'note'}.md`;
}

/** Words that say when or how surely, not what: no part of a file's name ("project_finally_got_off.md" is project_got_off_jenkins.md). */
const NAME_FILLER = new Set('finally already recently actually officially was were'.split(' '));

/**
 * Two subjects are the same when most of the smaller one's words are in the other, or when
 * three of its words and at least 40% are ("always use pnpm for installs, npm breaks the
 * lockfile" and "we use pnpm in this repo, never npm — npm messes up the lockfile").
 */
export function sameSubject(a: string[], b: string[]): boolean {
  if (a.length === 0 || b.length === 0) return false;
  const small = a.length <= b.length ? a : b;
  const big = new Set(a.length <= b.length ? b : a);
  const shared = small.filter((w) => big.has(w)).length;
  const share = shared / small.length;
  return (share >= 0.6 && shared >= Math.min(2, small.length)) || (share >= 0.4 && shared >= 3);
}

/** How to apply a memory offline extraction wrote, by its type: the same words in every one. */
const HOW_TO_APPLY = { project: 'Take this into account when working in this project.', feedback: 'Follow this in this project from now on, unless the user says otherwise.' };

export function renderStatementBody(st: Statement, day: string): string {
  const why =
    st.kind === 'correction'
      ? `The user corrected the agent on ${day}: "${clean(st.quote)}"`
      : `The user said so on ${day}: "${clean(st.quote)}"`;
  // who the user is, and where things are kept: short, as told
  if (st.type === 'user' || st.type === 'reference') return `${st.text}\n(${why}.)\n`;
  const how = st.type === 'project' ? HOW_TO_APPLY.project : HOW_TO_APPLY.feedback;
  return `${st.text}\n**Why:** ${why}\n**How to apply:** ${how}\n`;
}

/** The words renderStatementBody puts around every statement: in every such memory, they tell none apart. */
const WRITTEN_AROUND = new RegExp(
  String.raw`\*\*How to apply:\*\* (?:${[HOW_TO_APPLY.project, HOW_TO_APPLY.feedback].map(escapeRegExp).join('|')})|The user (?:said so|corrected the agent) on \d{4}-\d{2}-\d{2}:`,
  'g',
);

/**
 * The user's words as quoted under a statement: the statement says what they mean, and what else they held — a lead-in
 * ("heads up, …": "heading" would find every memory told with one), a request after it ("…，帮我加一个订单列表页") — is
 * no word of the memory's.
 */
const QUOTED_WORDS = /(?<=(?:said so|corrected the agent) on \d{4}-\d{2}-\d{2}: )"[^\n]*"/g;

/**
 * A memory's body as it is searched: what holds (not the statements a change retired, memory/supersede),
 * without the words offline extraction writes around each statement ("unless the user says otherwise")
 * nor the user's words quoted under it.
 */
export const searchableBody = (body: string) => heldPart(body).replace(QUOTED_WORDS, ' ').replace(WRITTEN_AROUND, ' ');

/** The first line of what a memory file holds (its first statement, as extraction writes one a line). */
const firstStatement = (content: string): string => heldPart(parseMemory(content).body).trim().split('\n')[0] ?? '';

/**
 * Whether a statement says all that the file `content`'s first statement says, and more ("提交信息用英文写，格式是 feat/fix 开头"
 * over "提交信息用英文写"): it goes first too, though it replaces nothing (what replaces is replacesFirst's).
 */
export function saysFirstAndMore(st: Statement, content: string): boolean {
  const first = bareWords(firstStatement(content));
  const said = bareWords(st.text);
  return first.length > 0 && said.length > first.length && said.startsWith(first);
}

/**
 * Whether what the file's first statement says no longer holds once `st` is said: news ("the freeze was extended to
 * Tuesday"), a place that moved ("the runbook moved to notion: …"), a rule said as a change, a rule that turns down
 * what the file says to use ("use spaces for indentation, not tabs" over "use tabs …"), or says another number,
 * version or day of it.
 */
export function replacesFirst(st: Statement, content: string): boolean {
  // (what a notice says "also" of the subject adds to it: "sample sheets also need a `sex` column now")
  if (st.kind === 'notice') return !heldForAnotherPart(st, content) && !ADDS_TO_IT.test(st.text) && (!describesTheProject(content) || WHAT_IT_IS.test(st.text) || saysOtherwiseOf(st, content, true));
  // (or another value of where it is kept or goes: "Tilt readings go to Brewfather instead of the Google Sheet these days")
  if (st.kind === 'pointer') return saysItMoved(st.text) || saysOtherwiseOf(st, content);
  // (of the user's own, another value of what the file says: "I track my time in Toggl now" over "… in Harvest")
  if (st.kind === 'profile') return saysOtherwiseOf(st, content);
  if (st.kind !== 'rule') return false;
  if (RULE_CHANGED.test(st.text) || rejectedTerms(st.text).some((t) => statesAsCurrent(content, t))) return true;
  // ("PRs need two approvals from now on" over "PRs need one approval": another number of the same kind, a version, a day…)
  return saysOtherwiseOf(st, content);
}

/**
 * Whether the file says what the project is first: news of a part does not replace that, unless it says otherwise of it
 * ("all custom blocks live in the theme's blocks/ folder" adds to "this is a client's WordPress site with a custom block
 * theme", whose words it shares; "we're on PHP 8.3 now" replaces its "PHP 8.1", "…, Fly was too flaky" its "deployed on Fly.io").
 */
const describesTheProject = (content: string) => WHAT_IT_IS.test(firstStatement(content));

/** Whether `st` gives another version, number, day… of what the file holds (or, `orDropsATool`, says a tool it names is left). */
// (read against what holds, not what a change retired, which says otherwise by design)
function saysOtherwiseOf(st: Statement, content: string, orDropsATool = false): boolean {
  const held = withBody(content, heldPart);
  return updatesSaid(st).some((u) => u.saysOtherwise(held)) || (orDropsATool && retiredTerms(st.text).some((t) => statesAsCurrent(held, t)));
}

/**
 * Whether a notice gives a role's holder for one part only, where the file's first statement gives the role's holder
 * without that part: "Omar is the tech lead for mobile now" adds to "Lena is the tech lead", it does not replace it.
 */
function heldForAnotherPart(st: Statement, content: string): boolean {
  const part = roleHolderNow(st.text)?.part;
  if (!part) return false;
  const first = firstStatement(content).toLowerCase();
  return !first.includes(part);
}

/**
 * Which clauses of a statement it replaces (`replaced`) `st` says otherwise of: another version, number, place… of it, and
 * when `st` names no such value of the statement, any clause of the same subject (what `st` says is read once, for every
 * clause asked of). When it names one, only what holds that value goes: "Reminders go out by SMS through Twilio" stays of
 * "…, two days before the appointment" once reminders go out three days before.
 */
export function clausesReplacedBy(st: Statement, replaced?: string): (clause: string) => boolean {
  const subject = subjectStems(st.text);
  const updates = updatesSaid(st);
  const valueNamed = replaced !== undefined && updates.some((u) => u.saysOtherwise(replaced));
  return (clause) => (!valueNamed && sameSubject(subject, subjectStems(clause))) || updates.some((u) => u.saysOtherwise(clause));
}

/** What the project is: "This is our Svelte 5 dashboard …", "It's a Rails 7 monolith", "Ledger is our bookkeeping service …". */
// (a name is "our" something of software, not "Lena is our tech lead")
const WHAT_IT_IS =
  /^(?:(?:this|it)(?:\s+(?:repo|repository|project|codebase|app))?\s*(?:is|'s)\s+(?:a|an|our|my)\s|[\w.-]+\s+is\s+(?:our|my)\s+(?:[\w-]+\s+){0,3}(?:app|application|service|api|site|website|monorepo|monolith|library|cli|game|backend|frontend|platform|dashboard|tool|plugin|extension|bot|sdk|package)\b)/i;

/** What says it adds to what holds: "also", "as well", "too" at a clause's end, 也. */
const ADDS_TO_IT = /\b(?:also|as well)\b|\btoo[.!]*$|\btoo,|也(?:要|需要|得|必须)/i;

/** A rule said as a change of an older one: "PRs need two approvals now instead of one", "we changed the branch naming to …" (not "from now on, …": a new rule). */
// ("changed" as what was done, not "the changed code")
// ("分区字段以后统一叫 ds，不叫 dt 了": what it is no longer called or used, its 了 says since)
const RULE_CHANGED = /\b(?:(?<!\bfrom\s)now(?!\s+on\b)|instead of|any ?more|no longer|(?:we|i|they|the team)(?:'ve| have)?\s+(?:changed|switched)|(?:changed|switched)\s+(?:it\s+|them\s+)?(?:to|from|over))\b|现在|改成|改为|改到|换成|不再|不(?:叫|用|走|放)[^，,。]{1,12}了/i;

/**
 * A notice's body with the newest statement on top and what it replaces under "Earlier:", newest first. What it replaces
 * is the first statement (replacesFirst reads that one): the others the file holds, each as extraction wrote it, stay
 * above ("export failures go to #data-alerts" is not "earlier" because the runbook moved); a body of other shapes
 * (written by the user, the agent or a model) goes under "Earlier:" whole. Of the statement replaced, the part
 * `stillHolds` gives stays above too ("Android minSdk is 24" when the minimum iOS version of "the minimum iOS version is
 * 15 and Android minSdk is 24" moved).
 */
export function latestFirst(body: string, newest: string, stillHolds?: (replaced: string) => string | null): string {
  const at = body.search(EARLIER);
  const head = (at < 0 ? body : body.slice(0, at)).trim();
  const older = at < 0 ? '' : body.slice(at).replace(/^Earlier:\n*/, '').trim();
  const statements = head.split(/\n[ \t]*\n/);
  const ours = statements.length > 1 && statements.every((b) => STATEMENT_BLOCK.test(b.trim()));
  const [replaced, stays] = ours ? [statements[0]!.trim(), statements.slice(1).map((b) => b.trim())] : [head, []];
  const part = stillHolds && STATEMENT_BLOCK.test(replaced) ? stillHolds(replaced) : null;
  const top = [newest.replace(/^\s+/, '').replace(/\s*$/, ''), ...(part ? [part] : []), ...stays].join('\n\n');
  // (a body opens with a blank line under the frontmatter, as renderMemory writes it)
  return `\n${top}\n\nEarlier:\n\n${replaced}\n${older ? `\n${older}\n` : ''}`;
}

/** One statement as renderStatementBody writes it: its text, then why and how to apply it, or why in brackets. */
const STATEMENT_BLOCK = /^[^\n]+\n(?:\*\*Why:\*\* [^\n]*\n\*\*How to apply:\*\* [^\n]*|\(The user (?:said so|corrected the agent) on \d{4}-\d{2}-\d{2}: [^\n]*\))$/;

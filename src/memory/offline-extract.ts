// Extraction without a model: only what the user said explicitly becomes a memory — rules,
// the team's conventions, orders scoped past the moment, preferences, who the user is,
// corrections of the agent, news with a date or a reason, and where things are kept outside the
// code, in English or Chinese. The one-sentence forms are in statement-forms.ts (Chinese:
// statement-forms-zh.ts); here messages become sentences (a list of rules and pasted material
// read for what they are), a reply to the agent can be a correction, and a statement gets its
// title, file name and body.
import { createHash } from 'node:crypto';
import { stemmer } from 'stemmer';
import { approachConfirmed } from './approach-confirmed.js';
import { saysItMoved } from './fact-forms.js';
import { ERROR_CLASS_NAME, PASTED_LINE, usersWords } from './prose.js';
import { escapeRegExp } from './regexp.js';
import { redactSecrets } from './secrets.js';
import { withDates } from './relative-dates.js';
import { MOMENT, THE_WAY_I_WANT_FOR_EVERY, terseListGoesOn } from './rule-forms.js';
import { FACTS_THEN_OUR_RULE, KEEP_THE_LAST, classify, type Statement } from './statement-forms.js';
import { POINTS_BACK_SOON, bareWords, capital, clean, descriptionOf, mostlyLatin, sentence, words } from './statement-text.js';
import { chineseCorrection, fromNowOnClause } from './statement-forms-zh.js';
import { HAN, hanPairs } from './search-text.js';
import { heldPart, rejectedTerms, statesAsCurrent } from './supersede.js';
import { updatesSaid } from './updates.js';
import { parseMemory, withBody } from './frontmatter.js';
import { REDO_AT_HAND, WORK_LIST, boundsTheWork } from './task-bound.js';

export type { Statement, StatementKind } from './statement-forms.js';

/** A message's sentences, code blocks and pasted output left out, list markers taken off. */
export function sentences(text: string): string[] {
  return sentencesOf(ownWords(text));
}

/** A person's title, whose stop ends no sentence: "Dr. Okafor", "Prof. Lindqvist". */
const TITLE_ABBREVIATION = String.raw`(?:Dr|Mrs?|Ms|Prof|St)`;
/**
 * Where one sentence ends and the next begins. Not after an abbreviation or a title ("e.g.", "Dr. Okafor"), a macro's
 * "!" ("use the query! macros", "no println! in library code"), nor an operator said alone ("the !! operator", "the
 * ?. chains"); a request and a statement joined by "and please remember that …" are two.
 */
const SENTENCE_BREAK = new RegExp(String.raw`(?<!\b(?:e\.g|i\.e|etc|vs|cf|${TITLE_ABBREVIATION})\.)(?<![a-z_]\w*!(?=\s+(?:macros?|calls?|in|outside|inside|anywhere|everywhere)\b))(?<!(?:^|\s)[.!?]{1,3})(?<=[.!?])\s+|(?<=[。！？；])\s*|\n+|,?\s+and\s+(?=(?:please\s+)?(?:remember that|keep in mind that|note that|from now on|going forward)\b)`, 'i');

/** The sentences of what the user wrote of a message (ownWords). */
function sentencesOf(own: string): string[] {
  return own
    .split(SENTENCE_BREAK)
    .map((s) => s.trim().replace(BULLET, ''))
    .filter(Boolean);
}

/** A fenced code block (an unclosed one runs to the end): code, not words. */
const CODE_BLOCK = /```[\s\S]*?(```|$)/g;

/** What a client writes in place of an image or a collapsed paste: "[Image #1]", "[Pasted text #2 +42 lines]". */
const PLACEHOLDER = /\[(?:Image|Pasted text|File)\s*#\d+[^\]\n]{0,40}\]/g;

/** A line that introduces what follows as someone else's words: "The README says:", "from the docs:". */
const INTRODUCES_A_QUOTE = /(?:\b(?:says?|said|wrote|writes|reads|states|mentions|according to)\b|\bfrom (?:the|a|an|our|their|his|her|your)\b)[^\n]{0,60}:\s*$/im;
/** Words outside a "> " quote that name where it comes from: "my coworker sent this in Slack", "from the docs". */
const QUOTE_SOURCE =
  /\b(?:sent|posted|forwarded|pasted|copied|found|quoted?)\b|\b(?:slack|email|e-mail|wiki|docs?|readme|reviewer|coworker|colleague|teammate|manager|ticket|issue|rfc|thread|comment|article|blog|stack ?overflow)\b/i;
/**
 * A line that hands the agent material to work on, everything after it: "Summarize this RFC for
 * me:", "Translate this to Spanish:", "Here's the checklist, turn it into a runbook page:".
 */
/** Verbs that hand text over to be worked on, whether it follows on the line or below it. */
const HANDS_TEXT_OVER = 'summari[sz]e|translate|proofread|rewrite|reword';
const MATERIAL_FOLLOWS = new RegExp(
  String.raw`\b(?:${HANDS_TEXT_OVER}|review|improve|explain|format|convert|shorten|polish|tl;?dr|(?:turn|make|put|add|copy|move) (?:it|this|these|them) (?:into|in|to)|(?:reply|respond|answer) to (?:this|these|it|that|them|the)|(?:from|based on|out of) (?:this|these|the following))\b[^\n]{0,60}:\s*$`,
  'i',
);
/** Where a document pasted in comes from, said before its colon: "from the style guide doc (copy pasted)", "pasted from our wiki". */
const FROM_A_DOCUMENT = String.raw`(?:(?:copied|pasted|copy[- ]?pasted)\s+from|from)\s+(?:the\s+|our\s+|a\s+|their\s+)?[^:\n]{0,40}?\b(?:doc|docs|document|guide|guidelines|style guide|wiki|readme|page|spec|handbook|confluence|notion)\b[^:\n]{0,30}`;
/** …and on its line, the document after it: "from the style guide doc (copy pasted): Use sentence case …" (the opening stays). */
const FROM_A_DOCUMENT_ON_THE_LINE = new RegExp(String.raw`^(\s*${FROM_A_DOCUMENT}:)[^\n]+$`, 'gim');
/** A document of the work quoted on its own line after a colon: "The user story says: as an admin I must …" (the line keeps its opening). */
const DOCUMENT_SAYS =
  /^(\s*(?:the\s+|this\s+|our\s+|my\s+)?(?:user story|story|spec|specification|ticket|issue|requirements?|acceptance criteria|task|pr description|description|design doc|rfc)\s+(?:says|reads|states)\s*:)[^\n]+$/gim;
/**
 * A spec of the work given inline after a sentence: "Implement the rate limiter. Requirements: it must allow …", "The PM's
 * requirement: …", "产品的需求：…", a bug report's "Expected: …", "期望：…" (the label stays).
 */
const INLINE_WORK_LIST = /((?:^|[.!?]\s+)(?:the\s+)?(?:[\w-]+['’]s\s+)?(?:requirements?|acceptance criteria|specs?|specification|user story|steps|tasks?|expected(?:\s+(?:behaviou?r|result|outcome))?|actual(?:\s+(?:behaviou?r|result|outcome))?|steps to reproduce|repro(?:duction)?(?:\s+steps)?)\s*:|(?:^|[。！？.!?]\s*)(?:[^，,。：:\n]{0,6}的)?(?:需求|验收标准|步骤|待办|期望|预期|期望结果|预期结果|实际|实际结果|复现步骤|重现步骤)\s*[：:])[^\n]+/gim;
/** What the words after it are to become in a tracker: "turn this into a jira ticket: …", "file a bug: …". */
const MADE_A_TICKET = String.raw`(?:turn|make|put) (?:it|this|these|them) (?:into|in|to) (?:an? )?(?:[\w-]+ )?(?:tickets?|issues?|bugs?|stor(?:y|ies)|tasks?|cards?)|(?:write|draft|file|open|create|make) (?:up )?(?:an? )?(?:[\w-]+ )?(?:ticket|issue|bug|bug report|story|task|card)`;
/** Material handed over on the same line: "把这段英文翻译成中文：Never store …", "translate this to german: …", "turn this into a jira ticket: …" (the request stays). */
const MATERIAL_ON_THE_LINE = new RegExp(String.raw`((?:翻译|总结|概括|润色|改写|转换)(?:成|为|一下|下)[^：:\n。！？]{0,20}[：:]|\b(?:${HANDS_TEXT_OVER}|${MADE_A_TICKET})\b[^:\n]{0,40}:)[^\n]+`, 'gi');
/** An error pasted after the words that ask about it, on their line: "这个报错怎么回事：Error: 主包不能超过 2M", "what does this mean: TypeError: …". */
const ERROR_ON_THE_LINE = new RegExp(String.raw`^([^\n]*?[：:]\s*)${ERROR_CLASS_NAME}(?:Error|Exception)\b:[^\n]*$`, 'gm');
/** Words offered for the work, quoted after "something like": "write a commit message? something like 'fix: never retry on 4xx'". */
const WORDS_OFFERED = /\bsomething\s+like\s*[:,]?\s*(?:'[^'\n]{3,200}'|"[^"\n]{3,200}"|“[^”\n]{3,200}”|‘[^’\n]{3,200}’|`[^`\n]{3,200}`)/gi;
/** What a message holds that the user did not say, each with what is left in its place (a label keeps its line's opening). */
const NOT_THE_USERS_WORDS: Array<[RegExp, string]> = [
  [CODE_BLOCK, ' '],
  [PLACEHOLDER, ' '],
  [DOCUMENT_SAYS, '$1'],
  [FROM_A_DOCUMENT_ON_THE_LINE, '$1'],
  [INLINE_WORK_LIST, '$1'],
  [MATERIAL_ON_THE_LINE, '$1'],
  [ERROR_ON_THE_LINE, '$1'],
  [WORDS_OFFERED, 'something like that'],
];
/**
 * Words that hand a quote to someone else, just before it: "the customer wrote:", "she said", "the reviewer commented:",
 * "用户反馈：" (not "同事在群里说：", a teammate passing on how the team works, which is kept).
 */
// (and where they wrote it: "my manager wrote in the ticket:", "she said on slack:")
const OTHERS_WORDS_BEFORE = /(?:\b(?:wrote|writes|said|says|asked|replied|commented|reported|complained|told (?:us|me))(?:\s+(?:in|on)\s+(?:the\s+|a\s+|our\s+)?[\w-]+)?|(?:反馈|留言|投诉|吐槽|写道))\s*[,:，：]?\s*$/i;
/** Words that name what the quote is to become, just before it: "write a commit message:", "a tooltip that says", "提示文案：". */
const WORDS_TO_WRITE_BEFORE =
  /\b(?:(?:commit|error|log|success|warning|confirmation)\s+message|message|text|copy|label|title|tooltip|string|caption|placeholder|heading|subject(?:\s+line)?|docstring|toast|banner|(?:that|which)\s+(?:says|reads))\s*:?\s*$|(?:文案|提示|标题|按钮文字|提交信息)\s*[:：]?\s*$/i;
/** The user taking up the words they just quoted, right after them: "I agree, let's make that the rule", "+1, going forward". */
const TAKES_IT_UP =
  /^\s*[.,;:—–-]?\s*(?:(?:(?:i|we)\s+(?:fully\s+|totally\s+|completely\s+)?agree|agreed|\+1|same here|exactly)\b[^.!?\n]{0,40}?\b(?:rule|going forward|from now on|our (?:convention|policy))\b|let'?s\s+(?:make\s+(?:that|it|this)\s+(?:the|a|our)\s+(?:rule|convention|policy)|(?:adopt|follow)\s+(?:that|it|this)\b))/i;
/** Text in quotation marks (bounded, so a quote left open costs one scan, not a search). */
const QUOTED = /["“]([^"“”\n]{1,500})["”]/g;

/**
 * The text without what it quotes: a sentence or more in quotation marks is someone's text the
 * user is showing — a reviewer's comment, a wiki line, a string to translate or announce — unless
 * they take it up as theirs right after, or quote themselves ("as I said, "…"", read without the marks). A word or three in quotes
 * ("we spell it "color"") or a format ("follow "type(scope): summary in imperative"") is the user's own.
 */
function withoutQuotedText(text: string): string {
  return text.replace(QUOTED, (whole: string, inner: string, offset: number) => {
    const said = inner.trim();
    const wordCount = said.split(/\s+/).length;
    const before = text.slice(Math.max(0, offset - 32), offset);
    if (wordCount >= 4 && /\b(?:i said|i told you|i wrote|i asked)[,:]?\s*$/i.test(before)) return inner;
    // (someone's words the user takes up as theirs: "Ana wrote: "we should always …". I agree, let's make that the rule." — on a line of their own)
    if (wordCount >= 4 && TAKES_IT_UP.test(text.slice(offset + whole.length, offset + whole.length + 80))) return `\n${inner}\n`;
    // (someone else's words however they are cased: "Customer wrote: "your app always logs me out …"", "用户反馈："每次打开 App 都要重新登录""),
    // and words to write into the work: "write a commit message: "always validate the webhook signature …""
    const long = HAN.test(said) ? said.replace(/\s+/g, '').length >= 6 : wordCount >= 4;
    if (long && (OTHERS_WORDS_BEFORE.test(before) || WORDS_TO_WRITE_BEFORE.test(before)) && !/我(?:之前|刚才|已经)?(?:说|写)/.test(before)) return ' ';
    // a sentence: ended as one, or long and opened as one ("type(scope): short summary in imperative" is a format, the user's own)
    const sentenceLike = wordCount >= 4 && (/[.!?。！？]$/.test(said) || (wordCount >= 5 && /^[\p{Lu}\p{Script=Han}]/u.test(said)));
    return sentenceLike ? ' ' : whole;
  });
}

/**
 * What the user wrote of a message: code blocks, pasted lines and quoted sentences left out, what a
 * document of the work says after its colon ("The user story says: …", "… Requirements: …"), the
 * material after a line that hands it over ("Summarize this RFC for me:"), and quoted lines ("> …")
 * when the message says where they come from ("> Remember: …" alone is the user's own emphasis).
 */
function ownWords(text: string): string {
  const lines = withoutPastedDocuments(withoutQuotedText(NOT_THE_USERS_WORDS.reduce((t, [re, by]) => t.replace(re, by), text)).split('\n'));
  const handedOver = lines.findIndex((line) => MATERIAL_FOLLOWS.test(line));
  const own = withoutDocumentsAskedAbout(handedOver >= 0 ? lines.slice(0, handedOver + 1) : lines);
  const quoting = INTRODUCES_A_QUOTE.test(text) || own.some((line) => !/^\s*>/.test(line) && QUOTE_SOURCE.test(line));
  const chat = chatLines(own);
  return withoutWorkLists(own.filter((line, i) => !PASTED_LINE.some((re) => re.test(line)) && !(quoting && /^\s*>/.test(line)) && !chat.has(i))).join('\n');
}

/**
 * A line that names a document pasted under it: "Meeting notes:", "minutes from the sync:", "feedback from the beta users:", "email from Marco:",
 * "here's the email:", "here's the postmortem:", "Postmortem draft:", "PR description draft:", "会议纪要：", "客户发来的邮件：" (not "notes for future sessions:", the user's own; not "Email:", a label).
 */
const PASTED_DOCUMENT_HEADER =
  /^\s*(?:here(?:'s| is| are)\s+)?(?:the\s+|my\s+|our\s+|today'?s\s+|yesterday'?s\s+|this morning'?s\s+)?(?:meeting notes|minutes|(?:call|meeting|standup|sync|retro|planning|1:1|interview)\s+(?:notes|minutes|transcript)|(?:notes|minutes|feedback|comments|requests|complaints|questions|todos?|action items|takeaways|suggestions)\s+(?:from|of)\s+(?:the|this|today'?s|yesterday'?s|our|my|a|an)\s+[^:\n]{0,40}|(?:an?\s+)?(?:email|e-mail|message|dm|reply)\s+from\s+[^:\n]{1,30}|(?:email|e-mail)\s+thread|(?<=\b(?:the|this|that|our)\s+)(?:email|e-mail|transcript|minutes|postmortem|post-mortem|incident report|rca|retro notes|retrospective)|(?:postmortem|post-mortem|incident report|rca|retro(?:spective)?)\s+(?:draft|notes|doc|write-?up)|(?:(?:pr|pull request|mr|merge request)\s+(?:description|body)|commit message|release notes|changelog(?:\s+entry)?)(?:\s+draft)?|draft(?:\s+(?:of\s+)?(?:the\s+|my\s+)?(?:pr|pull request|mr)\s+description|\s+(?:of\s+)?(?:the\s+|my\s+)?(?:commit message|release notes|changelog(?:\s+entry)?))?)\s*:\s*$|^\s*[^\n：:]{0,12}?(?:会议纪要|会议记录|会议笔记|纪要|聊天记录|群聊记录|群消息|邮件(?:内容|原文)?|复盘(?:报告|文档)?|事故报告)(?:如下)?\s*[：:]\s*$/i;

/** A request about material beside it, in a paragraph of its own: "can you turn these into action items?", "what does this mean?", "do this one", "can you do the first one?". */
const ASKS_ABOUT_MATERIAL =
  /^(?:[\^↑]\s*)?(?:(?:can|could|would) you|pls|please|what|how|why|which|is|are|does|do|fix|look|check|turn|reply|answer|summari[sz]e|tighten|clean|make|handle|take|pick|start|add)\b[^\n]{0,70}\b(?:this|these|that|those|it|them|the above|below|the (?:first|second|third|last|top) (?:one|item|point|bullet)s?)\b[^\n]{0,30}$/i;
/** A ticket's key at the head of its paragraph: "ENG-412: …", "PAY-2231 Checkout fails …". */
const TICKET_KEY = /^\s*[A-Z][A-Z0-9]{1,9}-\d{1,6}\b/;
/** The fields of a ticket, an invite or meeting notes: "Priority: High", "Assignee: me", "- Attendees: …". */
const DOCUMENT_FIELD = /^\s*(?:[-*•]\s+)?(?:priority|assignee|reporter|status|labels?|sprint|severity|component|due(?: date)?|attendees|agenda|when|where|title|owner|estimate|story points|steps|expected|actual)\s*:/i;
/** A letter's opening to others: "Hi team,", "Hello everyone,", "Dear Maria,". */
// (not "Dear future sessions,", a note to the agent: "Dear" goes with a name)
const LETTER_OPENING = /^\s*(?:[Hh](?:i|ello|ey)\s+(?:team|all|everyone|folks|guys|y'all)|[Dd]ear\s+(?:team|all|colleagues|everyone|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?))\s*[,!.]?\s*$/;
/** A letter's close: "Best,", "Thanks,", "Kind regards,". */
const LETTER_CLOSE = /^\s*(?:thanks|thank you|many thanks|cheers|best|regards|best regards|kind regards|sincerely)\s*[,!.]?\s*$/i;
/** The name a letter is signed with, under its close: "Leo", "Maria K.". */
const SIGNATURE = /^\s*\p{Lu}[\p{L}.' -]{0,30}$/u;
/** A title over a list: "Sync 11/28" over "- …" lines (a short line with no end, no colon; not one over the user's own rules or setup, "Conventions", "Stack"). */
const LIST_TITLE = /^\s*(?!.*\b(?:rules?|conventions?|guidelines?|preferences|standards|style|stack|setup|notes|context|background|how we|about|for (?:this|the|our))\b)[^\s:.!?-][^:.!?\n]{0,40}$/i;

/** Whether a paragraph is a document of others by its shape: a ticket, a heading, a letter, fields, a title over a list. */
function documentLike(par: string[]): boolean {
  const fields = par.filter((line) => DOCUMENT_FIELD.test(line)).length;
  return (
    TICKET_KEY.test(par[0]!) ||
    par.some((line) => MARKDOWN_HEADING.test(line) || LETTER_OPENING.test(line) || LETTER_CLOSE.test(line)) ||
    fields >= 2 ||
    (par.length >= 3 && par[0]!.length <= 48 && LIST_TITLE.test(par[0]!) && par.slice(1).every((line) => BULLET.test(line.trim())))
  );
}

/**
 * The lines without a document the user asks about in a paragraph of its own ("PAY-2231 Checkout fails …" and then
 * "can you look into this?"): a paragraph of two lines or more shaped as a ticket, a heading's section, a letter or
 * meeting notes is the material, not the user's words.
 */
function withoutDocumentsAskedAbout(lines: string[]): string[] {
  const paragraphs: string[][] = [];
  const paragraphOf: number[] = []; // (each line's, -1 for a blank one)
  let open = false;
  for (const line of lines) {
    if (!line.trim()) {
      open = false;
      paragraphOf.push(-1);
      continue;
    }
    if (!open) paragraphs.push([]);
    open = true;
    paragraphs.at(-1)!.push(line);
    paragraphOf.push(paragraphs.length - 1);
  }
  if (paragraphs.length < 2 || !paragraphs.some((p) => p.length === 1 && ASKS_ABOUT_MATERIAL.test(p[0]!.trim()))) return lines;
  const material = new Set(paragraphs.flatMap((p, i) => (p.length >= 2 && documentLike(p) ? [i] : [])));
  return material.size ? lines.filter((_, i) => !material.has(paragraphOf[i]!)) : lines;
}

/** "pasted from our wiki:" alone on its line, the document under it. */
const FROM_A_DOCUMENT_HEADER = new RegExp(String.raw`^\s*${FROM_A_DOCUMENT}:\s*$`, 'i');

/** A line of an email's header ("From: Mark", "Subject: deploy freeze"), or the line a quoted reply opens with. */
const EMAIL_HEADER = /^\s*(?:from|to|cc|bcc|subject|date|sent|reply-to)\s*:\s*\S/i;
const EMAIL_QUOTED_REPLY = /^\s*(?:-{2,}\s*original message\s*-{2,}|on\s+[^\n]{6,80}\s+wrote:)\s*$/i;

/** The lines without a letter to others pasted in (blank lines and all): from its opening to its close and the name under it. */
function withoutLetters(lines: string[]): string[] {
  const opening = lines.findIndex((line) => LETTER_OPENING.test(line));
  const close = opening < 0 ? -1 : lines.findIndex((line, i) => i > opening && LETTER_CLOSE.test(line));
  if (close < 0) return lines;
  const end = close + 1 < lines.length && SIGNATURE.test(lines[close + 1]!) ? close + 2 : close + 1;
  return [...lines.slice(0, opening), ...lines.slice(end)];
}

/**
 * The lines without a letter to others, without what a document header names as pasted, down to the next blank line (the document's, not the user's words),
 * and without an email pasted with its header ("From: …", "Subject: …") or a reply quoted under "On … wrote:", to the end.
 */
function withoutPastedDocuments(lines: string[]): string[] {
  lines = withoutLetters(lines);
  const email = lines.findIndex((line, i) => EMAIL_QUOTED_REPLY.test(line) || (EMAIL_HEADER.test(line) && lines.slice(i + 1, i + 4).some((next) => EMAIL_HEADER.test(next))));
  if (email >= 0) lines = lines.slice(0, email);
  let pasted = false;
  // (a blank line right under the header opens the document rather than ending it: "here's the email:", a blank line, "Hi all, …")
  let opened = false;
  return lines.filter((line) => {
    if (!line.trim()) {
      if (opened) pasted = false;
    } else if (pasted) {
      opened = true;
      return false;
    } else if (PASTED_DOCUMENT_HEADER.test(line) || FROM_A_DOCUMENT_HEADER.test(line)) {
      pasted = true;
      opened = false;
    }
    return true;
  });
}

/**
 * A line of a chat pasted in, a person's name first: "张三：以后接口都要加鉴权", "小林：…", "dana: agreed, stick to the
 * helm chart", "[10:02] dan: …" (a Chinese name by its surname or 小/老/阿; not a label of one's own, "Frontend: React 18", "前端：Vue 3").
 */
const SPEAKER_LINE =
  /^\s*(?:\[?\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]m)?\]?\s+)?(@?[A-Za-z][a-z.-]{1,15})\s*:\s+\S|^\s*((?:[小老阿]|[张王李赵刘陈杨黄周吴徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤])[\u4e00-\u9fff]{1,2})\s*[：:]/;
/** Words that label a line of one's own rather than name who spoke: "Note: …", "Frontend: …", "DB: …". */
const LINE_LABEL =
  /^(?:notes?|rules?|todo|fyi|context|background|update|ps|important|reminder|tip|warning|heads|summary|tl;?dr|q|a|re|edit|example|e\.g|i\.e|frontend|backend|db|database|api|tests?|testing|style|ci|cd|infra|deploy|deploys|stack|lint|linting|build|auth|cache|queue|logging|logs|monitoring|docs|env|prod|production|staging|dev|mobile|web|ios|android|server|client|ui|ux|design|data|ml|storage|search|payments?|billing|security|hosting|language|languages|framework|runtime|orm|formatter|tooling|tools|versions?|node|python|java|go|rust|ruby|php|state|routing|styling|types|typing|errors|migrations|schema|branches|commits|reviews?|releases?|owner|owners|contact|slack|email|phone|links?|url|repo|status|priority|severity|version|steps?|expected|actual|goal|scope|why|what|how|when|where|who)$/i;
/**
 * The lines of a chat pasted in (two or more speakers, each line opened by a name and a colon): what
 * others said, not the user's words — the user asks what to make of it.
 */
function chatLines(lines: string[]): Set<number> {
  const spoken = new Map<number, string>();
  for (let i = 0; i < lines.length; i++) {
    const m = SPEAKER_LINE.exec(lines[i]!);
    const speaker = m ? (m[1] ?? m[2])! : null;
    if (speaker && !LINE_LABEL.test(speaker.replace(/^@/, ''))) spoken.set(i, speaker.toLowerCase());
  }
  return spoken.size >= 2 && new Set(spoken.values()).size >= 2 ? new Set(spoken.keys()) : new Set();
}

/** The lines without the items of a list of what to build ("Here's the spec:", "Requirements:"): the work asked for, not how things are. */
function withoutWorkLists(lines: string[]): string[] {
  let inWorkList = false;
  let inIssueSection = false;
  return lines.filter((line) => {
    // (an issue's sections, "### Expected behavior", "**Steps to reproduce**": the report of the work, to the next heading or blank line)
    if (MARKDOWN_HEADING.test(line) || BOLD_LINE.test(line)) inIssueSection = ISSUE_SECTION.test(line);
    else if (!line.trim()) inIssueSection = false;
    else if (inIssueSection) return false;
    if (BULLET.test(line.trim())) return !inWorkList;
    // (a header that names rules or facts about the project is theirs: "Conventions going forward, the plan:")
    // (a markdown heading inside the spec, "## Export", is part of it)
    if (inWorkList && MARKDOWN_HEADING.test(line)) return true;
    if (line.trim()) inWorkList = WORK_LIST.test(line.trim()) && !RULE_LIST.test(line.trim()) && !CONTEXT_LIST.test(line.trim());
    return true;
  });
}

/** A line that is only bold text, a heading in all but name: "**Expected behavior**". */
const BOLD_LINE = /^\s*\*\*[^*\n]+\*\*:?\s*$/;
/** The sections of an issue, a bug report or a PR's description: what it holds is the work's. */
const ISSUE_SECTION =
  /^\s{0,3}(?:#{1,6}\s+|\*\*)(?:describe the bug|bug description|expected(?:\s+(?:behaviou?r|result|outcome))?|actual(?:\s+(?:behaviou?r|result|outcome))?|current behaviou?r|what happened|steps to reproduce|to reproduce|reproduction(?:\s+steps)?|repro(?:\s+steps)?|acceptance criteria|requirements?|proposed (?:solution|fix|change)|additional context|environment|screenshots|what(?:'s| is)? (?:changed|this does)|what|why|summary|changes|testing|how to test|test plan|motivation|description|changelog)\b(?![^\n]*\b(?:we|our|always|never)\b)/i;
/** A markdown heading: "## Export". */
const MARKDOWN_HEADING = /^\s{0,3}#{1,6}\s+\S/;
/** A list item's marker: "- ", "* ", "• ", "1. ", "2) ". */
const BULLET = /^(?:[-*•+]|\d{1,2}[.)])\s+/;

/** A line that introduces a list of rules: "A few rules for this repo:", "Conventions:", "Going forward:". */
// (and in Chinese: "几条规矩：", "我们的约定：", "以后注意：")
const RULE_LIST =
  /\b(?:rules?|conventions?|guidelines?|preferences|standards|house style|things to (?:remember|keep in mind)|keep in mind|remember|from now on|going forward|for this (?:project|repo|codebase))\b[^:]{0,40}:\s*$|(?:规矩|规范|约定|规则|守则|原则|注意事项|以后注意|以后记得)[^：:]{0,10}[：:]\s*$/i;

/** A line that introduces a list of facts about the project: "Couple of things about this repo:", "A few notes for future sessions:". */
const CONTEXT_LIST =
  /\b(?:things|notes|facts|context|background|info)\s+(?:(?:about|on|for|regarding)\s+(?:this|the|our)\s+(?:repo|repository|project|codebase|code base|app|team|setup|stack)|for\s+(?:future|later|next)\s+(?:sessions?|work|tasks?|reference|time))\b[^:]{0,30}:\s*$/i;

/**
 * The items of a list introduced as rules — each one is a rule, however short ("- use pnpm") — or
 * as facts about the project (each kept as what the forms make of it, else as a notice).
 */
function listedRules(own: string): Statement[] {
  const out: Statement[] = [];
  let list: 'rules' | 'facts' | null = null;
  for (const raw of own.split('\n')) {
    const line = raw.trim();
    if (!line) continue; // (a blank line between a header and its list ends nothing)
    if (!BULLET.test(line)) {
      // a header opens a list; any other line ends one (a plan or a list for today is the task's)
      list = RULE_LIST.test(line) ? 'rules' : CONTEXT_LIST.test(line) && !/\b(?:today|tonight|this (?:week|sprint|pr|task)|plan|todo|to-do|bugs?|meeting|standup)\b/i.test(line) ? 'facts' : null;
      continue;
    }
    const item = line.replace(BULLET, '');
    if (!list || words(item) < 2 || item.endsWith('?')) continue;
    if (list === 'rules') out.push({ type: 'feedback', kind: 'rule', text: sentence(item), quote: item });
    else out.push(classify(item) ?? { type: 'project', kind: 'notice', text: sentence(item), quote: item });
  }
  return out;
}

/** What a client writes as the user's message when the user stops the agent (Claude Code's words). */
const INTERRUPTED = /^\s*\[Request interrupted by user[^\]]*\]\s*$/;

/** A first sentence that only objects: "No.", "no wait.", "Wait, no!". */
const BARE_NO = /^\s*(?:no+|nope|wrong|wait|stop|hold on)(?:[,\s]+(?:no+|nope|wait|stop))*[.!?,\s]*$/i;

/** A sentence that starts another subject: "Also, …", "btw …", "One more thing: …". */
const NEW_SUBJECT = /^(?:also|btw|by the way|oh,? and|one (?:more|last) thing|p\.?s\.?|另外|还有|对了|顺便)\b/i;

/**
 * The sentences a correction is said in: the first and up to two more that go on with it (its
 * reason, what to do instead). A sentence on another subject — "Also, I'm a backend engineer" —
 * or that is a memory of another type by itself ends it, and is read on its own.
 */
function correctionSentences(sentencesSaid: string[]): string {
  const said = sentencesSaid.slice(0, 3);
  // ("no wait. migrations in this repo are always backwards compatible, …": a bare "no" is no correction by itself)
  let end = said.length > 1 && BARE_NO.test(said[0]!) ? 2 : 1;
  while (end < said.length && !NEW_SUBJECT.test(said[end]!) && !REDO_AT_HAND.test(said[end]!) && (classify(said[end]!)?.type ?? 'feedback') === 'feedback') end++;
  return said.slice(0, end).join(' ');
}

/**
 * What follows "no" or "actually" when it is a pick, a retraction or a clearer request, nothing to
 * keep: "the other one", "never mind", "I meant the test file", "wait, not this file", "that is
 * the wrong file".
 */
const PICK =
  /^(?:the (?:other|first|second|third|previous|last|next|old|new) (?:one|option|version|way|file)|that one|this one|the one (?:in|at|on|from|with|that|which|i|you|we)|neither|both|either|never mind|nevermind|i meant?|i said (?=the|this|that)|(?:wait[,.!]*\s+)?(?:not\s+(?:this|that|the)|(?:that|this|it)(?:'s| is) (?:the )?wrong)\s+(?:one|file|function|test|method|class|line|part|folder|directory|component|endpoint|branch))\b/i;

/** A correction whose subject is the thing at hand: "it must run after auth", "this should return null". */
const ABOUT_THE_THING_AT_HAND =
  /^(?:it|this|that|they|these|those|the (?:new\s+)?(?:function|method|class|component|script|query|regex|loop|handler|test|file|migration|button|modal|output|result|return value|variable|param(?:eter)?|argument|field|column|total|calculation|label|title|error message|layout|colou?r|sort order)s?)(?:'s|'re|\s+(?:is|are|was|were|must|should|needs?|has|have|goes|go|runs?|belongs?|returns?|takes?|can|cannot|can't|will|won't|doesn't|does|do|don't))\b/i;
/** …unless it says how things always are: "it's always pnpm in this repo", "that's not how we log". */
const HOW_THINGS_ALWAYS_ARE = /\b(?:always|never|in this (?:repo|repository|project|codebase|team)|from now on|every time|whenever|not (?:how|what|where|the way) we)\b/i;

/** An order that names nothing but what was just done or said: "Don't do that.", "Never do this again.", "Stop doing that, it breaks the build." */
const POINTS_BACK_ONLY =
  /^(?:please\s+)?(?:don'?t|do not|never|always|stop)\s+(?:ever\s+)?(?:(?:do(?:ing)?|change|touch|edit|delete|remove|move|rename|modify|revert|undo|commit|push|merge|run|use|add)\s+)?(?:that|this|it|them|those|these)(?:\s+(?:line|lines|one|ones|bit|part|block|again|ever|anymore|any\s?more|please))*(?:,\s+(?:it|that|this)\b[^,;]*)?[.!]*$/i;

/**
 * Whether a statement means something read in another session. "No, it must run after auth" is
 * about the thing at hand, and "Don't do that." names nothing but it: the session's notes keep
 * them, a memory could not say what "it" or "that" is.
 */
export function standsAlone(st: Statement): boolean {
  if (POINTS_BACK_ONLY.test(st.text)) return false;
  return st.kind !== 'correction' || !ABOUT_THE_THING_AT_HAND.test(st.text) || HOW_THINGS_ALWAYS_ARE.test(st.text);
}

/**
 * "no, …", "wrong: …", "no no no. don't …" — and "no" without a stop only when a clause follows
 * ("no use pnpm", "no the config is in app.yaml"): "no emojis in comments" forbids emojis, and
 * stripping its "no" would keep the opposite.
 */
const CORRECTION_OPENING =
  /^(?:(?:no|nope)\s+(?=no\b))*(?:no|nope|wrong|incorrect)\b(?:\s*[,.!:;—–-]+\s*|\s+(?=(?:i|i'm|i'd|im|you|you're|we|we're|it|it's|its|that|that's|thats|this|they|there|there's|the|use|do|don't|dont|not|never|put|call|run|keep|make|just|please|instead|wait|stop|leave|go|revert|undo|change|move|remove|add|delete|rename|only|always|should|must|let's|lets|he|she|actually)\b))(.+)$/i;

/** "that's not how we name branches. it's always …": what follows, headed by the way it is about ("How we name branches: it's always …"). */
const headedByTheWay = (m: RegExpExecArray | null): RegExpExecArray | null => {
  if (!m) return null;
  m[1] = `How we ${m[1]}: ${m[2]}`;
  return m;
};

/** A correction opens a reply to the agent: "no, …", "that's wrong, …", "actually, …". (`split`: the message's sentences, when already split.) */
function correction(message: string, split = sentences(message)): Statement | null {
  const first = correctionSentences(split);
  if (HAN.test(first)) {
    const said = chineseCorrection(first);
    if (said) return { type: 'feedback', kind: 'correction', text: sentence(said), quote: first };
    if (!mostlyLatin(first)) return null;
  }
  if (/^no\s+(?:worries|problem|probs?|doubts?|need|rush|biggie|thanks|way|idea|clue|luck|kidding|matter|wonder)\b/i.test(first)) return null;
  // "that's overkill, we like things simple here": a verdict on the agent's work, kept only for the
  // lasting statement after it ("that's overkill, just use a map" is about this piece of work)
  const verdict = /^(?:that's|that is|this is)\s+(?:overkill|too (?:much|complex|complicated|clever)|over-?engineered)\s*[,.;:!—–-]+\s*(.+)$/i.exec(first);
  if (verdict) {
    const said = classify(verdict[1]!);
    return said ? { type: 'feedback', kind: 'correction', text: sentence(verdict[1]!), quote: first } : null;
  }
  // "No, I haven't tried it yet", "Nope, never been there": an answer about oneself
  if (/^(?:no|nope)\b[,.!:;]*\s+(?:i\s+(?:haven'?t|have not|never|didn'?t (?!say|ask|mean|want|tell)|did not (?!say|ask|mean|want|tell))|i'?ve never|not (?:yet|really)|never been)\b/i.test(first)) return null;
  const m =
    CORRECTION_OPENING.exec(first) ?? // "no no no. don't …"
    /^(?:that's|that is|this is)\s+(?:wrong|incorrect|not right|not what i (?:asked for|wanted|meant)|not how we (?:do|write|handle|name|structure) (?:it|things|that|this)(?: here| in this (?:repo|project|codebase))?)\b[\s,.!:;—–-]*(.*)$/i.exec(first) ??
    // "that's not how we name branches. it's always feat/…": the way, named ("How we name branches: it's always …")
    headedByTheWay(/^(?:that's|that is|this is)\s+not\s+how\s+we\s+((?:do|write|handle|name|structure|format|test|log|call|organi[sz]e|version|tag|deploy|review)\s+(?!(?:it|things|that|this)\b)[\w-]+(?:\s+[\w-]+)?)(?: here| in this (?:repo|project|codebase))?[\s,.!:;—–-]+(.+)$/i.exec(first)) ??
    /^actually[,:]\s+(.+)$/i.exec(first) ??
    // without the comma, only when it sets something against what the agent did ("actually the config lives in app.yaml, not .env")
    /^actually\s+(.+\b(?:not|instead of|rather than)\b.+)$/i.exec(first);
  if (!m || !m[1] || words(m[1]) < 3 || m[1].trim().endsWith('?')) return null;
  if (PICK.test(m[1].trim())) return null;
  // "no no, mock the database in this one test only": for now
  if (MOMENT.test(m[1]) && !HOW_THINGS_ALWAYS_ARE.test(m[1])) return null;
  // "that's wrong, the cron is in the other file", "no wait, keep the old function too": where the work at hand is, not how things are
  if (/\b(?:the other|another|a different|the wrong|the same|the old|the new|the previous|the original)\s+(?:file|function|method|class|module|folder|directory|component|test|branch|place|line|version|code)\b/i.test(m[1]) && !HOW_THINGS_ALWAYS_ARE.test(m[1])) return null;
  // "no wait. fix the migration so it adds the column as nullable": the work at hand, redone
  // (not "no, use pnpm", nor "no, fix it the way we always do")
  // ("no, that's wrong — in this repo …": the verdict said twice is no part of the correction)
  const redo = m[1].replace(/^wait\b[,.!:;—–-]*\s*/i, '').replace(/^(?:that'?s|that is|this is)\s+(?:wrong|incorrect|not right)\s*[,.!:;—–-]+\s*/i, '');
  if (REDO_AT_HAND.test(redo) && !HOW_THINGS_ALWAYS_ARE.test(redo)) return null;
  // "no, that's fine, go ahead": approval; "that's wrong, the test still fails": a bug report
  if (/^(?:that'?s|that is|it'?s|it is|this is)\s+(?:fine|ok(?:ay)?|good|great)\b|\bgo ahead\b|\b(?:still|again)\s+(?:fails?|failing|broken|crash\w*|errors?)\b/i.test(m[1])) return null;
  // up to three sentences joined: each keeps its capital ("… tests. We got burned …")
  const text = sentence(redo).replace(/([.!]\s+)(\p{Ll})/gu, (_, gap: string, c: string) => gap + c.toUpperCase());
  // a fact set right ("actually the staging url is staging.acme.dev, not acme-staging.dev") is the
  // project's or a pointer, as it would be said alone; a way of working is feedback
  const alone = classify(redo)?.type;
  return { type: alone === 'project' || alone === 'reference' ? alone : 'feedback', kind: 'correction', text, quote: first };
}

/**
 * "You keep putting console.logs everywhere. Use the logger from lib/log instead.": a habit of the
 * agent's, then the way the user wants instead — one rule in two sentences.
 */
function habitThenWay(habit: string, way: string): Statement | null {
  if (!/^you\s+(?:keep|always|constantly)\s+\w+ing\b(?![^.!?]*\b(?:it|this|that)\s*[.!]*$)/i.test(habit)) return null;
  // ("… instead", or "please stop, only comment the why")
  const instead = /^(?:please\s+)?(?:just\s+)?(?:use|put|call|write|run|go through|import)\b[^.!?]*\binstead\b/i.test(way) || /^(?:please\s+)?stop(?: it| that| doing that)?\s*[,;.!:—–-]\s*(?:and\s+)?(?:only|just)\s+\w+/i.test(way);
  if (!instead || MOMENT.test(way)) return null;
  return { type: 'feedback', kind: 'rule', text: `${sentence(habit)} ${sentence(way)}`, quote: `${habit} ${way}` };
}

/** "rails 7.1, ruby 3.3, sidekiq for jobs, rspec. no minitest": a terse list whose rule came as the next sentence. */
function terseListThenRule(list: string, next: string): Statement | null {
  const both = list ? terseListGoesOn(list, next) : null;
  return both ? { type: 'feedback', kind: 'rule', text: `${sentence(capital(list))} ${sentence(capital(next))}`, quote: both } : null;
}

/** "do it like that whenever you add resilience stuff": the way just described, made the way for every time. */
const DO_IT_LIKE_THAT = /^(?:please\s+)?(?:always\s+)?(?:do\s+it|do\s+(?:things|them)|keep\s+it|write\s+(?:them|it)|build\s+(?:them|it))\s+(?:like\s+(?:that|this)|that\s+way|this\s+way|the\s+same\s+way)\b[^.!?]*\b(?:whenever|every\s?time|each time|from now on|going forward|for (?:all|every|any)\b)/i;
/** "yes, that's the shape I want, …": what a yes confirms, without the yes. */
const YES_FIRST = /^(?:(?:yes|yeah|yep|right|exactly|perfect|great|nice|good)\b[,.!]*\s*)+/i;
/**
 * "yes that's the shape I want, a single wrapper function and the call sites untouched. do it like that whenever
 * you add resilience stuff": a way the user confirmed, then made the way for every time — one rule, the way
 * first (alone, "do it like that" says nothing).
 */
function wayThenKeepIt(way: string, keepIt: string): Statement | null {
  if (!DO_IT_LIKE_THAT.test(keepIt) || MOMENT.test(keepIt)) return null;
  const described = way.replace(YES_FIRST, '');
  if (words(described) < 5 || /[?？]$/.test(described) || MOMENT.test(described)) return null;
  return { type: 'feedback', kind: 'rule', text: `${sentence(capital(described))} ${sentence(capital(keepIt))}`, quote: `${way} ${keepIt}` };
}

/** A reply that only objects, the correction to follow in the next message: "no", "nope!", "wrong", "ugh", 不对. */
const OBJECTION = /^\s*(?:no+|nope|wrong|ugh+|argh+|wait|stop|what\??|wtf|noo+|不对|不是|错了|不行)[.!?！。\s]*$/i;

/** What the agent offered to do, asked as its last sentence: "Do you want me to format the code with prettier before committing?" */
const OFFER = /(?:^|[.!?:;,—–]\s+)(?:do you want me to|would you like me to|want me to|should i|shall i)\s+([^?]{6,120})\?\s*$/i;
/** A yes that makes the offer a habit: "yes, always", "yes, always do that", "sure, every time". */
// ("yes, for unit tests always": the scope said before it)
const ALWAYS_YES = /^(?:yes|yeah|yep|yup|sure|ok(?:ay)?|please)[,.!]?\s+(?:please\s+)?(?:for\s+([\w\s-]{2,30}?)\s+)?(?:always|every time|each time|from now on)(?:\s+(?:do|run|use)\s+(?:that|this|it))?\b[,.!]*\s*/i;
/** A plain yes, which makes a habit of an offer that already says "always": "Want me to always mock the DB session?" — "yes". */
const PLAIN_YES = /^(?:yes please|please do|yes|yeah|yep|yup|sure|ok(?:ay)?)\b[,.!]*\s*/i;
/** An offer of a habit: "always …", "… every time", "from now on". */
const OFFERS_A_HABIT = /\b(?:always|every time|each time|from now on)\b/i;

/**
 * "Do you want me to format the code with prettier before committing?" — "yes, always do that, it's
 * in our contributing guide": the offer made a rule, named ("Always format the code with prettier
 * before committing, …"), not "Always do that", which no later session could read. Not an offer
 * about the thing at hand ("… on this file?").
 */
function offerMadeAHabit(yesSentence: string, offer: string | undefined): Statement | null {
  if (!offer) return null;
  const yes = ALWAYS_YES.exec(yesSentence) ?? (OFFERS_A_HABIT.test(offer) ? PLAIN_YES.exec(yesSentence) : null);
  // (the offer's "now" of "from now on" is no moment)
  if (!yes || /\b(?:this|that|these|those|it|them|now|here|again)\b/i.test(offer.replace(/\bfrom now on\b/gi, ''))) return null;
  const scope = yes[1] && !offer.toLowerCase().includes(yes[1].toLowerCase()) ? ` for ${yes[1]}` : '';
  return { type: 'feedback', kind: 'rule', text: sentence(`Always ${offer.replace(/^always\s+/i, '').replace(/\s+from now on\b/i, '')}${scope}${whyAfterTheYes(yesSentence, yes)}`), quote: yesSentence };
}

/** What the user adds after the yes, as the rule's reason (", it's in our contributing guide"); nothing for a thanks. */
function whyAfterTheYes(yesSentence: string, yes: RegExpExecArray): string {
  const rest = yesSentence.slice(yes[0].length).replace(/^[,;:—–-]\s*/, '');
  return rest && !/^(?:thanks|thank you|thx|ty)\b/i.test(rest) ? `, ${rest.replace(/[.!]+$/, '')}` : '';
}

/** A preference the agent asked about, in general: "Do you prefer tokens over raw hex values in general?" */
const PREFERENCE_ASKED = /(?:^|[.!?:]\s+)(?:do you|would you)\s+prefer\s+([^?]{4,100}?)(\s+(?:in general|generally|from now on|everywhere|across the (?:repo|codebase|project)))?\?\s*$/i;
/** A yes that makes a preference the rule: "yes, tokens only", "yes, always". */
const YES_AS_A_RULE = /^(?:yes|yeah|yep|yup|sure|definitely|absolutely)\b[,.!]?\s*/i;

/**
 * "Do you prefer tokens over raw hex values in general?" — "yes, tokens only, raw hex fails the design
 * lint in CI": the preference, named ("Prefer tokens over raw hex values, …"). Only asked in general,
 * or answered as always or only (not "Do you prefer the first option?" — "yes").
 */
function preferenceConfirmed(yesSentence: string, asked: RegExpExecArray | null): Statement | null {
  const yes = asked ? YES_AS_A_RULE.exec(yesSentence) : null;
  if (!asked || !yes || /\b(?:this|that|these|those|it|them|option|one|version|approach|way)\b/i.test(asked[1]!)) return null;
  if (!asked[2] && !/\b(?:always|only|everywhere|from now on)\b/i.test(yesSentence.slice(yes[0].length))) return null;
  return { type: 'feedback', kind: 'rule', text: sentence(`Prefer ${asked[1]}${whyAfterTheYes(yesSentence, yes)}`), quote: yesSentence };
}

/** A yes to the agent's last question that makes a rule: its offer made a habit, or the preference it asked about. */
function yesMadeARule(yesSentence: string, agentSaid: string): Statement | null {
  return offerMadeAHabit(yesSentence, OFFER.exec(agentSaid)?.[1]) ?? preferenceConfirmed(yesSentence, PREFERENCE_ASKED.exec(agentSaid));
}

type Said = { role: 'user' | 'assistant'; text: string; at?: number };

/** What the last words were, for reading the next message: the user stopping the agent mid-work leaves the agent's work as what the next words answer. */
const heard = (m: Said): Said => (m.role === 'user' && INTERRUPTED.test(m.text) ? { role: 'assistant', text: '' } : m);

/**
 * Explicit statements in the user's messages (in order), each once. With `at` (when the message
 * was written, ms) relative days in a statement get their dates. `after`: the last words said
 * before these messages (a window of a longer conversation), so its first message can be a
 * correction. `withTheWorksBounds`: also what bounds the work asked for ("Don't push anything."),
 * marked forTheWork — what a session's notes keep and a memory does not.
 */
export function extractStatements(messages: Said[], opts: { after?: Said | undefined; withTheWorksBounds?: boolean } = {}): Statement[] {
  const reader = new StatementReader(opts);
  reader.read(messages);
  return reader.found;
}

/**
 * extractStatements, resumable: `read` takes a conversation a part at a time and finds what
 * reading it whole would, so a long session's notes need not read every message again on every
 * update. `peek` reads a part without keeping it (a newest message that may still grow).
 */
export class StatementReader {
  readonly found: Statement[] = [];
  private readonly seen = new Set<string>();
  /** The last words said (a tool's result says none): what the next message answers. */
  private last: Said | undefined;
  /** "no!" sent on its own, then what they meant: the next message is the correction. */
  private objected = false;
  /** Messages a form failed on, left unread (each with its first words, secrets masked, and the error), for the job to report. */
  readonly unread: Array<{ text: string; error: string }> = [];
  /** When the message being read was written: what its relative dates are read from. */
  private at: number | undefined;

  constructor(private readonly opts: { after?: Said | undefined; withTheWorksBounds?: boolean } = {}) {
    this.last = opts.after && heard(opts.after);
  }

  /** What `messages` would add, read after everything read so far, without keeping any of it. */
  peek(messages: Said[]): Statement[] {
    const copy = new StatementReader(this.opts);
    copy.last = this.last;
    copy.objected = this.objected;
    for (const k of this.seen) copy.seen.add(k);
    copy.read(messages);
    return copy.found;
  }

  read(messages: Iterable<Said>): void {
    for (const step of this.steps(messages)) void step;
  }

  /**
   * `read`, a sentence at a time: each step of the iteration reads one more sentence, so a caller can
   * let the event loop run between them (a message of hundreds of short lines took ~90 ms read whole).
   */
  *steps(messages: Iterable<Said>): Generator<void> {
    for (const message of messages) {
      // (a form that fails on one message must not cost the session the rest: the message is left unread, and said so)
      try {
        yield* this.readOne(message);
      } catch (error) {
        // (its first words go to the log: a key in them is masked first, before the cut could hide its shape)
        this.unread.push({ text: redactSecrets(String(message.text)).text.slice(0, 80), error: error instanceof Error ? error.message : String(error) });
      }
    }
  }

  private push(found: Statement | null): void {
    if (!found) return;
    const text = withoutTheMomentsTail(found.text);
    const st = { ...found, text: this.at === undefined ? text : withDates(text, this.at) };
    const key = st.text.toLowerCase();
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.found.push(st);
  }

  private retract(st: Statement): void {
    const at = this.found.findIndex((f) => f.quote === st.quote);
    if (at >= 0) this.found.splice(at, 1);
  }

  private *readOne(message: Said): Generator<void> {
    const m = message.role === 'user' ? { ...message, text: usersWords(message.text) } : message;
    if (!m.text.trim()) return;
    // a correction answers the agent's words — not a question of the agent's, where "no, just
    // the tests" is an answer (a rule in it is still seen)
    const last = this.last;
    const replying = last?.role === 'assistant' && !last.text.trimEnd().endsWith('?');
    const afterObjection = this.objected && m.role === 'user';
    this.objected = replying && m.role === 'user' && OBJECTION.test(m.text);
    // (the objection alone leaves the agent's words as what the next message answers)
    if (!this.objected) this.last = heard(m);
    if (m.role !== 'user') return;
    this.at = m.at;
    const typed = typedPart(m.text);
    const own = ownWords(typed); // (read once: the correction, the lists and the sentences all start from it)
    const said = sentencesOf(own);
    const answered = afterObjection && !CORRECTION_OPENING.test(m.text) ? `no, ${m.text.trim()}` : m.text;
    const corr = replying ? correction(answered, answered === typed ? said : undefined) : null;
    this.push(corr);
    if (typed === m.text) for (const st of listedRules(own)) this.push(st);
    let before = '';
    let beforeKept = false;
    let beforeFound: Statement | null = null;
    // "yes, always do that": the agent's offer, named; "nice, keep doing that": what it just did, named (the rest of the
    // message is read as usual)
    const habit = last?.role === 'assistant' ? (yesMadeARule(said[0] ?? '', last.text.trim()) ?? approachConfirmed(said[0] ?? '', last.text)) : null;
    this.push(habit);
    for (const s of said) {
      if (habit && s === habit.quote) continue;
      let found: Statement | null = null;
      // "The staging db is reset every night. Remember that.": the request is for the sentence before
      if (KEEP_THE_LAST.test(s) && before) this.push(classify(`remember that ${before}`));
      else if (!corr || !corr.quote.includes(s)) {
        // "Bump the version and tag it. Don't push anything.": the work's bounds — no memory, but the session's notes keep them
        if (!boundsTheWork(s, said)) {
          found = classify(s) ?? habitThenWay(before, s) ?? wayThenKeepIt(before, s) ?? (beforeKept ? null : terseListThenRule(before, s)) ?? (!before && last?.role === 'assistant' ? pickThenStatement(s, last.text) : null);
          // (a place or a kind of work the sentence before names goes with a statement that points back at it, unless that sentence is a memory of its own)
          if (!beforeKept) found = withWhatItPointsAt(found, before);
          this.push(found);
        }
        else if (this.opts.withTheWorksBounds) this.push({ type: 'feedback', kind: 'rule', text: sentence(s), quote: s, forTheWork: true });
      }
      // "my manager says we should always write ADRs. I don't really agree, but …": what the user disagrees with is no rule of theirs
      if (beforeFound && SOMEONE_HOLDS.test(before) && DISAGREES.test(s)) this.retract(beforeFound);
      before = s;
      beforeKept = found !== null;
      beforeFound = found;
      yield;
    }
  }
}

/** What someone else holds, said by the user: "my manager says …", "Sam thinks …", "the team wants …". */
const SOMEONE_HOLDS = /^(?:(?:my|our|the)\s+[\w-]+(?:\s+[\w-]+)?|[A-Z][\w-]+)\s+(?:says?|said|thinks?|wants?|told (?:me|us)|keeps saying|insists?)\b|^(?!我(?!们))[^，,。]{1,8}(?:说|觉得|认为|要求)/;
/** The user disagreeing with what they just said someone else holds: "I don't really agree", "not sure I agree", 我不太同意. */
const DISAGREES = /^(?:but\s+|honestly\s+|tbh\s+|personally\s+)?(?:i\s+(?:don'?t|do not)\s+(?:really\s+|fully\s+|totally\s+|entirely\s+)?(?:agree|buy (?:it|that))|i\s+disagree|(?:i'?m\s+)?not sure i agree|i'?m not (?:convinced|sold))\b|^(?:不过|但是?)?我(?:个人)?(?:不太|不是很|并不|不)(?:同意|认同|赞同)/i;

/** "raw sql, we moved off knex migrations last year": a pick from the agent's question, then a statement of its own. */
const A_PICK_THEN = /^((?:[\w.+#/-]+\s+){0,3}[\w.+#/-]+)\s*,\s+(\S.{8,})$/;
/** Which or whether-or, asked by the agent: "Do you want the migration with knex or raw SQL?", "Which date library should I use?" */
const A_CHOICE_ASKED = /\b(?:which|what)\b[^?]*\?\s*$|\bor\b[^?]*\?\s*$/i;

/**
 * A reply to the agent's question that opens with the pick and goes on with a statement ("raw sql, we moved off knex
 * migrations last year"): the statement, kept with the pick it explains (the pick alone is the moment's answer).
 */
function pickThenStatement(s: string, agentSaid: string): Statement | null {
  const m = A_PICK_THEN.exec(s);
  if (!m || !A_CHOICE_ASKED.test(agentSaid.trim()) || /^(?:yes|yeah|yep|no|nope|nah|sure|ok|okay|not yet|maybe|both|neither|either)$/i.test(m[1]!)) return null;
  const st = classify(m[2]!);
  return st ? { ...st, text: sentence(s), quote: s } : null;
}

/** A rule that puts things in a place it does not name: "… there", "… anywhere else", "that folder". */
const POINTS_AT_A_PLACE = /\b(?:put|keep|place|store|save|add|write|move|go|goes|live|lives|belong|belongs)\b[^.!?]*\b(?:there|here|anywhere else)\b|\b(?:that|this|the same) (?:folder|directory|dir|path)\b/i;
/** A sentence that names a place in the code: a path, or a file by its name. */
const NAMES_A_PLACE = /(?:^|[\s`'"(])[\w.-]*\/[\w./*-]*|\b[\w-]+\.(?:ts|tsx|js|jsx|py|go|rs|java|rb|json|ya?ml|md|toml|sql|sh)\b/;

/** What the user will do next, after a statement: ", so i'll send her a screenshot" (theirs, of the moment). */
const OWN_PLAN = /,\s*so\s+i(?:'ll|\s+will|'m going to|\s+am going to|'m gonna)\s+[^,;]*[.!]?$/i;
/**
 * A request of the moment after a statement: ", can you switch that file over" (the work the statement came with; not
 * one that is the rule, "…, can you always …", nor the order after a condition, "when a test fails, could you …").
 */
const REQUEST_AFTER = /,\s*(?:and\s+|so\s+)?(?:can|could|would)\s+you\s+(?:please\s+)?(?![^,;]*\b(?:always|every time|each time|from now on|going forward)\b)[^,;]*[.!?]?$/i;
const A_CONDITION_FIRST = /^(?:when|whenever|if|before|after|every time|each time|any time)\b/i;
/** What the user hands over after a statement: ", here's the error I get there:" (the paste under it is the moment's). */
const HANDED_OVER_AFTER = /,\s*(?:and\s+)?(?:here(?:'s| is| are)|this is what|these are)\s+[^,;]*$/i;
/** A statement without the user's own plan, what they hand over or a request of the moment after it, when enough is left to say something. */
function withoutTheMomentsTail(text: string): string {
  const withoutPlan = text.replace(OWN_PLAN, '').replace(HANDED_OVER_AFTER, '');
  const bare = A_CONDITION_FIRST.test(text) ? withoutPlan : withoutPlan.replace(REQUEST_AFTER, '');
  return bare !== text && words(bare) >= 5 ? sentence(bare) : text;
}

/** "next:", "ok so", "also,": how a request is led in, no part of it. */
const NEXT_STEP = /^(?:next|then|also|now|ok(?:ay)?(?:\s+so)?|so|alright)\s*[:,—–-]?\s+/i;
/** A statement about "that kind of thing": the kind is what the sentence before asked for. */
const POINTS_AT_A_KIND = /\b(?:that|this|the same)\s+(?:kind|sort|type)\s+of\s+(?:thing|stuff|work|job|feature|problem|change)s?\b/i;

/**
 * "Move the helpers to src/utils. Always put new helpers there.": a rule that points at a place
 * the sentence before it names keeps that sentence — alone, "there" would say nowhere. The same
 * for a kind of work: "Add rate limiting to the /api/invite route. We already have upstash redis
 * for that kind of thing, don't pull in another package." (alone, "that kind of thing" says nothing).
 */
function withWhatItPointsAt(st: Statement | null, before: string): Statement | null {
  if (!st || !before) return st;
  if (!(POINTS_AT_A_PLACE.test(st.text) && NAMES_A_PLACE.test(before)) && !POINTS_AT_A_KIND.test(st.text)) return st;
  const asked = before.replace(NEXT_STEP, '');
  return { ...st, text: `${sentence(asked).replace(/[.!]*$/, '.')} ${st.text}`, quote: `${before} ${st.quote}` };
}

/** A message this long holds pasted material (a document, a log), whose rules are not the user's. */
const PASTED_CHARS = 3_000;

/**
 * What the user typed of a message: all of a short one; of a long one, its first and last lines
 * (up to 500 characters each), the words around the paste.
 */
function typedPart(text: string): string {
  if (text.length <= PASTED_CHARS) return text;
  const head = text.slice(0, 500);
  const tail = text.slice(-500);
  const first = head.includes('\n') ? head.slice(0, head.indexOf('\n')) : head.replace(/\S*$/, '');
  const last = tail.includes('\n') ? tail.slice(tail.lastIndexOf('\n') + 1) : tail.replace(/^\S*/, '');
  return `${first}\n${last}`;
}

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
export function subjectStems(text: string): string[] {
  const out: string[] = [];
  for (const w of withoutContractions(text.replace(WHEN_SAID, ' ')).replace(/\p{Script=Han}+/gu, ' ').match(/[\p{L}\p{N}]+/gu) ?? []) {
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

/** A short title: the statement's first words, up to a clause break. */
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

export function nameFor(st: Statement): string {
  // (a word of talk at the end is no part of a name: "PR titles follow conventional commits btw")
  return titleOf(st).replace(TALK_AT_THE_END, '');
}

const TALK_AT_THE_END = /(?<=\S)[\s,]+(?:btw|tbh|fyi|fwiw|imo|imho|lol|haha|honestly)$/i;

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
  let afterSo = st.kind === 'rule' ? /^.{6,}?(?:,\s+so|;)\s+(?:please\s+)?(?!(?:the|a|an|it|this|that|these|those|there|follow|copy|mirror|match|see|look at|use the same)\b)(\S+(?:\s+\S+){2,})$/i.exec(bare)?.[1] : undefined;
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
  // (but a clause before the colon says something: "The e2e suite needs a seeded database: run make seed first …")
  first = first.replace(/^[^:,;]{3,40}:\s+(?=\S+(?:\s+\S+){3,})/, (label) => (/\b(?:needs?|requires?|uses?|runs?|lives?|depends on)\b/i.test(label) ? label : ''));
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
const DANGLING_HAN = /(?:都要|要|得|的|和|与|及|或|在|是|把|给|跟|对|从|由|用|通过|放在|存在|记在|都)$/;

/** What opens a Chinese title and tells nothing of its subject: 以后, 记住, 我们… */
const HAN_FILE_OPENERS = /^(?:以后|今后|记住|记得|注意|我们的?|咱们的?)+/;
/** A Chinese title's words for a file name: a Han character, or a Latin word or number, each one. */
const HAN_FILE_WORDS = /\p{Script=Han}|[a-z0-9]+/gu;

/** A stable file name from the subject: feedback_pnpm_install.md, feedback_不要直接合_main_1f3a9c2e.md. */
/** What the agent keeps doing wrong, then the rule it breaks: "You keep writing class components, we only do …" (the rule names it). */
const YOU_KEEP_DOING = /^(?:you|u)\s+(?:keep|always|constantly)\s+\w+ing\b[^,;]{0,50}[,;]\s*(\S.{8,})$/i;

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
  const name = [...parts, ...(hash ? [hash] : [])];
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

/**
 * Whether a statement goes first in the file `content` rather than adding to it: what replaces its first statement
 * (replacesFirst), or a statement that says all the file's first one says and more ("提交信息用英文写，格式是 feat/fix 开头"
 * over "提交信息用英文写").
 */
export function saysFirstAndMore(st: Statement, content: string): boolean {
  const first = bareWords(heldPart(parseMemory(content).body).trim().split('\n')[0] ?? '');
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
  if (st.kind === 'notice' || (st.kind === 'pointer' && saysItMoved(st.text))) return true;
  if (st.kind !== 'rule') return false;
  if (RULE_CHANGED.test(st.text) || rejectedTerms(st.text).some((t) => statesAsCurrent(content, t))) return true;
  // ("PRs need two approvals from now on" over "PRs need one approval": another number of the same kind, a version, a day…;
  // read against what holds, not what a change retired, which says otherwise by design)
  const held = withBody(content, heldPart);
  return updatesSaid(st).some((u) => u.saysOtherwise(held));
}

/** A rule said as a change of an older one: "PRs need two approvals now instead of one", "we changed the branch naming to …" (not "from now on, …": a new rule). */
// ("changed" as what was done, not "the changed code")
const RULE_CHANGED = /\b(?:(?<!\bfrom\s)now(?!\s+on\b)|instead of|any ?more|no longer|(?:we|i|they|the team)(?:'ve| have)?\s+(?:changed|switched)|(?:changed|switched)\s+(?:it\s+|them\s+)?(?:to|from|over))\b|现在|改成|改为|改到|换成|不再/i;

/** A notice's body with the newest statement on top and what was said before under "Earlier:", newest first. */
export function latestFirst(body: string, newest: string): string {
  const at = body.search(/^Earlier:$/m);
  const head = (at < 0 ? body : body.slice(0, at)).trim();
  const older = at < 0 ? '' : body.slice(at).replace(/^Earlier:\n*/, '').trim();
  // (a body opens with a blank line under the frontmatter, as renderMemory writes it)
  return `\n${newest.replace(/^\s+/, '').replace(/\s*$/, '\n')}\nEarlier:\n\n${head}\n${older ? `\n${older}\n` : ''}`;
}

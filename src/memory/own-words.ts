// What of a user's message is their own words: code blocks, quoted sentences, pasted documents
// (emails, meeting notes, letters, tickets, chats, drafts), lists of work to build and the
// material handed over with a request are left out, and what is left is cut into sentences.
// Offline extraction reads only these for what the user said.
import { ERROR_CLASS_NAME, PASTED_LINE, PLACEHOLDER } from './prose.js';
import { HAN } from './search-text.js';
import { withoutEmphasis } from './statement-text.js';
import { WORK_LIST } from './task-bound.js';

/** A message's sentences, code blocks and pasted output left out, list markers taken off. */
export function sentences(text: string): string[] {
  return sentencesOf(ownWords(text));
}

/** A person's title, whose stop ends no sentence: "Dr. Okafor", "Prof. Lindqvist". */
export const TITLE_ABBREVIATION = String.raw`(?:Dr|Mrs?|Ms|Prof|St)`;
/**
 * Where one sentence ends and the next begins. Not after an abbreviation or a title ("e.g.", "Dr. Okafor"), a macro's
 * "!" ("use the query! macros", "no println! in library code"), nor an operator said alone ("the !! operator", "the
 * ?. chains"), nor a package pattern's dots ("bazel test //...", "go test ./..."); a request and a statement joined by "and please remember that …" are two, and so are the items of a
 * list numbered inline ("two things: 1) we use conventional commits, 2) never bump …").
 */
const SENTENCE_BREAK = new RegExp(String.raw`(?<!\b(?:e\.g|i\.e|etc|vs|cf|${TITLE_ABBREVIATION})\.)(?<![a-z_]\w*!(?=\s+(?:macros?|calls?|in|outside|inside|anywhere|everywhere)\b))(?<!\b(?:println|eprintln|eprint|format|vec|dbg|assert|assert_eq|assert_ne|debug_assert|todo|unimplemented|unreachable|writeln|matches|include_str|macro_rules)!)(?<!(?:^|\s)[.!?]{1,3})(?<!\/\.\.\.)(?<=[.!?])\s+|(?<=[。！？；])\s*|\n+|,?\s+and\s+(?=(?:please\s+)?(?:remember that|keep in mind that|note that|from now on|going forward)\b)|[,;:]\s*(?=\(?[1-9][).]\s+\p{L}|\([1-9]\)\s+\p{L})`, 'iu');

/** The sentences of what the user wrote of a message (ownWords). */
// (a sentence said in parentheses is read as said: "(We use get* for sync reads …, so check each call first.)")
export function sentencesOf(own: string): string[] {
  return own
    .split(SENTENCE_BREAK)
    .map((s) => withoutEmphasis(s.trim().replace(BULLET, '').replace(IN_PARENTHESES, '$1')))
    .filter(Boolean);
}

/** A whole sentence in parentheses, no other bracket in it. */
const IN_PARENTHESES = /^\(([^()]{8,})\)[.!]?$/;

/** A fenced code block (an unclosed one runs to the end): code, not words. */
const CODE_BLOCK = /```[\s\S]*?(```|$)/g;

/** A line that introduces what follows as someone else's words: "The README says:", "from the docs:". */
const INTRODUCES_A_QUOTE = /(?:\b(?:says?|said|wrote|writes|reads|states|mentions|according to)\b|\bfrom (?:the|a|an|our|their|his|her|your)\b)[^\n]{0,60}:\s*$/im;
/** Words outside a "> " quote that name where it comes from: "my coworker sent this in Slack", "from the docs". */
const QUOTE_SOURCE =
  /\b(?:sent|posted|forwarded|pasted|copied|found|quoted?)\b|\b(?:slack|email|e-mail|wiki|docs?|readme|reviewer|coworker|colleague|teammate|manager|ticket|issue|rfc|thread|comment|article|blog|stack ?overflow)\b/i;
/** Verbs that hand text over to be worked on, whether it follows on the line or below it. */
const HANDS_TEXT_OVER = 'summari[sz]e|translate|proofread|rewrite|reword|rephrase|tighten|trim|condense|simplify|tidy|clean (?:it|this|that|them) up|edit|punch (?:it|this) up';
/**
 * A line that hands the agent material to work on, everything after it: "Summarize this RFC for
 * me:", "Translate this to Spanish:", "Here's the checklist, turn it into a runbook page:", "reply to this for me:",
 * "Here's the PR description draft, tighten it up:".
 */
const MATERIAL_FOLLOWS = new RegExp(
  String.raw`\b(?:${HANDS_TEXT_OVER}|review|improve|explain|format|convert|shorten|polish|tl;?dr|(?:turn|make|put|add|copy|move) (?:it|this|these|them) (?:into|in|to)|(?:reply|respond|answer) to (?:this|these|it|that|them|the)|(?:from|based on|out of) (?:this|these|the following))\b[^\n]{0,60}:\s*$`,
  'i',
);
/**
 * A line in Chinese that asks for work on what is under it, ending in its colon — "帮我把这段群聊整理一下：", "看看这个工单：",
 * "帮我看下这条 SQL 有没有问题：" (a verb of work on the material and the material named, or asked for with 帮我): read as a
 * document's header, the material under it to the next blank line.
 */
const MATERIAL_FOLLOWS_ZH =
  /(?:(?:整理|总结|概括|润色|改写|翻译|回复|回一下|评估|分析|看看|看一下|看下|查一下|处理|转成|改成|过一下)[^\n：:]{0,20}?(?:这段|这个|这些|这封|这条|这份|下面|以下)|(?:帮我|麻烦|请)[^\n：:]{0,6}?(?:这段|这个|这些|这封|这条|这份|下面|以下)[^\n：:]{0,20}?(?:整理|总结|概括|润色|改写|翻译|回复|评估|分析|看|查|处理|转成|改成))[^\n：:]{0,30}[：:]\s*$/;
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
const OTHERS_WORDS_BEFORE = /(?:\b(?:wrote|writes|said|says|asked|replied|commented|reported|complained|told (?:us|me))(?:\s+(?:in|on)\s+(?:the\s+|a\s+|our\s+)?[\w-]+)?|(?:反馈|留言|投诉|吐槽|写道|原话))\s*[,:，：]?\s*$/i;
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
export function ownWords(text: string): string {
  const lines = withoutPastedDocuments(withoutQuotedText(NOT_THE_USERS_WORDS.reduce((t, [re, by]) => t.replace(re, by), text)).split('\n'));
  const found = lines.findIndex((line) => MATERIAL_FOLLOWS.test(line));
  // (material fenced right under its line is the code block alone, already left out: "Here's the diff from the review:
  // ```…```" — what follows the fence is the user's again)
  const handedOver = found >= 0 && fencedRightUnder(text, lines[found]!) ? -1 : found;
  const own = withoutDocumentsAskedAbout(handedOver >= 0 ? [...lines.slice(0, handedOver + 1), ...wordsAfterTheMaterial(lines.slice(handedOver + 1))] : lines);
  const quoting = INTRODUCES_A_QUOTE.test(text) || own.some((line) => !/^\s*>/.test(line) && QUOTE_SOURCE.test(line));
  const chat = chatLines(own);
  return withoutWorkLists(own.filter((line, i) => !PASTED_LINE.some((re) => re.test(line)) && !(quoting && /^\s*>/.test(line)) && !chat.has(i))).join('\n');
}

/** Whether the line handing material over is followed at once by a fenced block in the message as written. */
function fencedRightUnder(text: string, line: string): boolean {
  const raw = text.split('\n');
  const at = raw.findIndex((l) => l.trim() === line.trim());
  const next = raw.slice(at + 1).find((l) => l.trim() !== '');
  return at >= 0 && next !== undefined && /^\s*```/.test(next);
}

/**
 * How the user turns from the material back to the agent: "btw …", "for you: …", "one more thing: …", 另外…, or "also, …"
 * typed in lower case as chat is (a document's own last paragraph may well open with "Also,").
 */
const BACK_TO_THE_AGENT = /^\s*(?:(?:btw|by the way|oh,? and|for you|one more thing|unrelated|separately)\b|另外|对了|顺便)[\s,:：，—–-]*\S/i;
const ALSO_IN_CHAT = /^\s*(?:also|and also|fyi|ps)\b[\s,:—–-]*\S/;

/**
 * Of what follows a line that hands material over ("Summarize this for me:"), the last paragraph when it turns back to the
 * agent ("also, we always use pnpm in this repo"): the user's words after the paste. The rest is the material.
 */
function wordsAfterTheMaterial(after: string[]): string[] {
  const lastBlank = after.findLastIndex((line) => !line.trim());
  if (lastBlank < 0) return [];
  const last = after.slice(lastBlank + 1);
  return last.length > 0 && (BACK_TO_THE_AGENT.test(last[0]!) || ALSO_IN_CHAT.test(last[0]!)) ? ['', ...last] : [];
}

/**
 * A line that names a document pasted under it: "Meeting notes:", "minutes from the sync:", "feedback from the beta users:", "email from Marco:",
 * "here's the email:", "here's the postmortem:", "Postmortem draft:", "PR description draft:", "会议纪要：", "客户发来的邮件：" (not "notes for future sessions:", the user's own; not "Email:", a label).
 */
const PASTED_DOCUMENT_HEADER =
  /^\s*(?:here(?:'s| is| are)\s+)?(?:the\s+|my\s+|our\s+|today'?s\s+|yesterday'?s\s+|this morning'?s\s+)?(?:meeting notes|minutes|(?:call|meeting|standup|sync|retro|planning|1:1|interview)\s+(?:notes|minutes|transcript)|(?:notes|minutes|feedback|comments|requests|complaints|questions|todos?|action items|takeaways|suggestions)\s+(?:from|of)\s+(?:the|this|today'?s|yesterday'?s|our|my|a|an)\s+[^:\n]{0,40}|(?:an?\s+)?(?:email|e-mail|message|dm|reply)\s+from\s+[^:\n]{1,30}|(?:email|e-mail)\s+thread|(?<=\b(?:the|this|that|our)\s+)(?:email|e-mail|transcript|minutes|postmortem|post-mortem|incident report|rca|retro notes|retrospective)|(?:postmortem|post-mortem|incident report|rca|retro(?:spective)?)\s+(?:draft|notes|doc|write-?up)|(?:(?:pr|pull request|mr|merge request)\s+(?:description|body)|commit message|release notes|changelog(?:\s+entry)?)(?:\s+draft)?|draft(?:\s+(?:of\s+)?(?:the\s+|my\s+)?(?:pr|pull request|mr)\s+description|\s+(?:of\s+)?(?:the\s+|my\s+)?(?:commit message|release notes|changelog(?:\s+entry)?))?)\s*:\s*$|^\s*[^\n：:]{0,12}?(?:会议纪要|会议记录|会议笔记|纪要|聊天记录|群聊记录|群消息|邮件(?:内容|原文)?|复盘(?:报告|文档)?|事故报告|周报|日报|月报|草稿|通知|公告)(?:草稿|如下)?\s*[：:]\s*$/i;

/** A request about material beside it, in a paragraph of its own: "can you turn these into action items?", "what does this mean?", "do this one", "can you do the first one?". */
const ASKS_ABOUT_MATERIAL =
  /^(?:[\^↑]\s*)?(?:(?:can|could|would) you|pls|please|what|how|why|which|is|are|does|do|fix|look|check|turn|reply|answer|summari[sz]e|tighten|clean|make|handle|take|pick|start|add)\b[^\n]{0,70}\b(?:this|these|that|those|it|them|the above|below|the (?:first|second|third|last|top) (?:one|item|point|bullet)s?)\b[^\n]{0,30}$/i;
/** …in Chinese: "帮我把这个通知发到项目群里", "能帮我看看上面这段吗". */
const ASKS_ABOUT_MATERIAL_ZH = /^(?:帮我|请|麻烦|能|可以|你)[^\n]{0,20}(?:这个|这些|这段|这封|这条|这份|上面|以上)[^\n]{0,30}$/;
const asksAboutMaterial = (line: string) => ASKS_ABOUT_MATERIAL.test(line.trim()) || ASKS_ABOUT_MATERIAL_ZH.test(line.trim());
/** A ticket's key at the head of its paragraph: "ENG-412: …", "PAY-2231 Checkout fails …". */
const TICKET_KEY = /^\s*[A-Z][A-Z0-9]{1,9}-\d{1,6}\b/;
/** The fields of a ticket, an invite or meeting notes: "Priority: High", "Assignee: me", "- Attendees: …". */
const DOCUMENT_FIELD = /^\s*(?:[-*•]\s+)?(?:priority|assignee|reporter|status|labels?|sprint|severity|component|due(?: date)?|attendees|agenda|when|where|title|owner|estimate|story points|steps|expected|actual)\s*:/i;
/** A letter's opening to others: "Hi team,", "Hello everyone,", "Dear Maria,", "各位好：". */
// (not "Dear future sessions,", a note to the agent: "Dear" goes with a name)
const LETTER_OPENING = /^\s*(?:[Hh](?:i|ello|ey)\s+(?:team|all|everyone|folks|guys|y'all)|[Dd]ear\s+(?:team|all|colleagues|everyone|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)|各位(?:好|同事|同学|领导)|大家好)\s*[,!.，：:！]?\s*$/;
/** A letter's close: "Best,", "Thanks,", "Kind regards,". */
const LETTER_CLOSE = /^\s*(?:thanks|thank you|many thanks|cheers|best|regards|best regards|kind regards|sincerely)\s*[,!.]?\s*$/i;
/** The name a letter is signed with, under its close: "Leo", "Maria K.". */
const SIGNATURE = /^\s*\p{Lu}[\p{L}.' -]{0,30}$/u;
/** A title over a list: "Sync 11/28" over "- …" lines (a short line with no end, no colon; not one over the user's own rules or setup, "Conventions", "Stack"). */
const LIST_TITLE = /^\s*(?!.*\b(?:rules?|conventions?|guidelines?|preferences|standards|style|stack|setup|notes|context|background|how we|about|for (?:this|the|our))\b)[^\s:.!?：。！？-][^:.!?：。！？\n]{0,40}$/i;

/** Whether a paragraph is a document of others by its shape: a ticket, a heading, a letter, fields, a title over a list. */
function documentLike(par: string[]): boolean {
  const fields = par.filter((line) => DOCUMENT_FIELD.test(line)).length;
  return (
    TICKET_KEY.test(par[0]!) ||
    par.some((line) => MARKDOWN_HEADING.test(line) || LETTER_OPENING.test(line) || LETTER_CLOSE.test(line)) ||
    fields >= 2 ||
    (par.length >= 3 && par[0]!.length <= 48 && LIST_TITLE.test(par[0]!) && !RULE_LIST.test(par[0]!) && !CONTEXT_LIST.test(par[0]!) && par.slice(1).every((line) => BULLET.test(line.trim())))
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
  if (paragraphs.length < 2 || !paragraphs.some((p) => p.length === 1 && asksAboutMaterial(p[0]!))) return lines;
  const material = new Set(paragraphs.flatMap((p, i) => (p.length >= 2 && documentLike(p) ? [i] : [])));
  return material.size ? lines.filter((_, i) => !material.has(paragraphOf[i]!)) : lines;
}

/** "pasted from our wiki:" alone on its line, the document under it. */
const FROM_A_DOCUMENT_HEADER = new RegExp(String.raw`^\s*${FROM_A_DOCUMENT}:\s*$`, 'i');

/** A line of an email's header ("From: Mark", "Subject: deploy freeze"), or the line a quoted reply opens with. */
const EMAIL_HEADER = /^\s*(?:from|to|cc|bcc|subject|date|sent|reply-to)\s*:\s*\S/i;
const EMAIL_QUOTED_REPLY = /^\s*(?:-{2,}\s*original message\s*-{2,}|on\s+[^\n]{6,80}\s+wrote:)\s*$/i;

/**
 * The lines without a letter to others pasted in (blank lines and all): from its opening to its close and the name
 * under it — or, with no close, to the request about it after a blank line ("各位好：…运维组", then "帮我把这个通知发到项目群里").
 */
function withoutLetters(lines: string[]): string[] {
  const opening = lines.findIndex((line) => LETTER_OPENING.test(line));
  if (opening < 0) return lines;
  const close = lines.findIndex((line, i) => i > opening && LETTER_CLOSE.test(line));
  if (close >= 0) {
    const end = close + 1 < lines.length && SIGNATURE.test(lines[close + 1]!) ? close + 2 : close + 1;
    return [...lines.slice(0, opening), ...lines.slice(end)];
  }
  const asked = lines.findIndex((line, i) => i > opening + 1 && !lines[i - 1]!.trim() && asksAboutMaterial(line));
  return asked < 0 ? lines : [...lines.slice(0, opening), ...lines.slice(asked)];
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
    } else if (PASTED_DOCUMENT_HEADER.test(line) || FROM_A_DOCUMENT_HEADER.test(line) || MATERIAL_FOLLOWS_ZH.test(line)) {
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
  /^\s*(?:\[?\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]m)?\]?\s+)?(@?[A-Za-z][a-z.-]{1,15})\s*:\s+\S|^\s*(?:\[?\d{1,2}:\d{2}(?::\d{2})?\]?\s*)?((?:[小老阿]|[张王李赵刘陈杨黄周吴徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤])[\u4e00-\u9fff]{1,2})\s*[：:]/;
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
export const BULLET = /^(?:[-*•+]|\(?\d{1,2}[.)])\s+/;

/** A line that introduces a list of rules: "A few rules for this repo:", "Conventions:", "Going forward:". */
// (and in Chinese: "几条规矩：", "我们的约定：", "以后注意：")
export const RULE_LIST =
  /\b(?:rules?|conventions?|guidelines?|preferences|standards|house style|things to (?:remember|keep in mind)|keep in mind|remember|from now on|going forward|for this (?:project|repo|codebase))\b[^:]{0,40}:\s*$|(?:规矩|规范|约定|规则|守则|原则|注意事项|以后注意|以后记得)[^：:]{0,10}[：:]\s*$/i;

/** A line that introduces a list of facts about the project: "Couple of things about this repo:", "A few notes for future sessions:". */
export const CONTEXT_LIST =
  /\b(?:things|notes|facts|context|background|info)\s+(?:(?:about|on|for|regarding)\s+(?:this|the|our)\s+(?:repo|repository|project|codebase|code base|app|team|setup|stack)|for\s+(?:future|later|next)\s+(?:sessions?|work|tasks?|reference|time))\b[^:]{0,30}:\s*$/i;

/** A message this long holds pasted material (a document, a log), whose rules are not the user's. */
const PASTED_CHARS = 3_000;

/**
 * What the user typed of a message: all of a short one; of a long one, its first and last lines
 * (up to 500 characters each), the words around the paste.
 */
export function typedPart(text: string): string {
  if (text.length <= PASTED_CHARS) return text;
  const head = text.slice(0, 500);
  const tail = text.slice(-500);
  const first = head.includes('\n') ? head.slice(0, head.indexOf('\n')) : head.replace(/\S*$/, '');
  const last = tail.includes('\n') ? tail.slice(tail.lastIndexOf('\n') + 1) : tail.replace(/^\S*/, '');
  return `${first}\n${last}`;
}

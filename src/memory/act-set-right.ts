// "I put the file reading in the frontend with the fs plugin." — "move it to a rust command, we keep the fs plugin disabled
// for security": a reply that sets the agent's act right, not by refusing it (refusal-named.ts) but by saying the way the
// project goes — an order with why that lasts, the tool the team uses, a part that already does it, the pick the agent
// should have made. Kept as said, and only when the agent did, or asked, something for it to answer: said alone, "keep it
// client-side, the data is small" is the work at hand's.
import { agentSentences, saysItDid } from './approach-confirmed.js';
import { lastingWhy, orderWithLastingWhy } from './lasting-why.js';
import { NOT_A_PICK, questionAnsweredWithWhy } from './question-answered.js';
import { refusedWithWhy, saysItWill, theAgentsAct } from './refusal-named.js';
import { MOMENT } from './rule-forms.js';
import { lastingReasonZh } from './statement-forms-zh.js';
import { escapeRegExp } from './regexp.js';
import type { Statement } from './statement-forms.js';
import { THIS_DAY, sentence } from './statement-text.js';

/** The agent saying it did, will do, or is doing something: "I've named the function getData.", "I'll call the API directly.", "I'm using float for the prices." */
const acted = (agentSaid: string): boolean => agentSentences(agentSaid).some((s) => saysItDid(s) || saysItWill(s) || IS_DOING.test(s));
/** "I'm using float for the prices.", "I'm adding a cache here.": what the agent is doing as it speaks. */
const IS_DOING = /^(?:ok(?:ay)?,?\s+)?(?:i'?m|i am)\s+(?:now\s+)?(?:using|adding|writing|putting|storing|calling|returning|creating|setting|changing|moving|renaming|deleting|removing|importing|caching|logging|parsing|converting|handling|wrapping|mocking|running|building|generating|hardcoding|hard-coding|passing|sending|fetching|querying|catching|throwing)\s+\S/i;

/**
 * "I put the file reading in the frontend with the fs plugin." — "move it to a rust command, we keep the fs plugin disabled
 * for security": the agent's one act set right by an order, and why that lasts — a correction kept as said. Not without an
 * act of the agent's to set right: said alone, "keep it client-side, the data is small" is the work at hand's.
 */
export function orderedOtherwiseWithWhy(sentenceSaid: string, agentSaid: string): Statement | null {
  // (or asked: "Should the commands return String errors?" — "return our AppError type, …")
  if (!orderWithLastingWhy(sentenceSaid) || !(acted(agentSaid) || agentSaid.trim().endsWith('?'))) return null;
  // (an order on "it", or one "instead", says what it sets right only with the act it answers: 'On "give the CI role admin
  // on the whole account": scope it to the deploy bucket, …' — said of the act, which it may refuse, narrow or add to)
  const act = POINTS_AT_THE_ACT.test(sentenceSaid) ? theAgentsAct(agentSaid) : null;
  return { type: 'feedback', kind: 'correction', text: act ? sentence(`On "${act}": ${sentenceSaid.trim()}`) : sentence(sentenceSaid), quote: sentenceSaid };
}

/** An order whose object is the agent's act's, or which replaces it: "scope it to …", "verify the signature instead". */
const POINTS_AT_THE_ACT = /^\S+\s+(?:it|them)\b|\binstead\b(?=[^,;]*[,;])/i;

/** "stderr, stdout is for the data so people can pipe it" after "I'll print the progress bar to stdout.": the one word the agent should have picked, and why the one it picked is wrong. */
function pickedAgainst(said: string, agentSaid: string): boolean {
  // (with how much of it: "sha-256 at least, md5 fails the security scan every time")
  const m = /^([\w.-]+)(?:\s+(?:please|at least|minimum|or better|or stronger))?\s*,\s+(\S.+)$/i.exec(said);
  const told = agentSaid.toLowerCase();
  if (!m || NOT_A_PICK.test(m[1]!) || told.includes(m[1]!.toLowerCase())) return false;
  // (the why names what the agent picked: "stdout is for the data …")
  const other = /^([\w.-]+)\s/.exec(m[2]!)?.[1];
  return other !== undefined && new RegExp(`\\b${escapeRegExp(other.toLowerCase())}\\b`).test(told) && lastingWhy(m[2]!) !== null;
}

/** ".tsx, we have no JS files left and …" after "I named the file UserCard.jsx.": the extension the agent's file should have had, and why that lasts (its first clause enough). */
// (kept named by both: "Use .tsx, not .jsx: we have no JS files left …" — ".tsx, …" alone says nothing to a later session)
function extensionAgainst(said: string, agentSaid: string): string | null {
  const m = /^(\.[a-z]\w{0,5})\s*,\s+(\S.+)$/i.exec(said);
  const agents = /\w\.([a-z]\w{0,5})\b/i.exec(agentSaid)?.[1];
  if (!m || !agents || agents.toLowerCase() === m[1]!.slice(1).toLowerCase()) return null;
  const lasts = lastingWhy(m[2]!) !== null || lastingWhy(m[2]!.split(/\s+and\s+/)[0]!) !== null;
  return lasts ? `Use ${m[1]}, not .${agents}: ${m[2]}` : null;
}

/** The command of the tool the project is built around, said against the agent's act: "pnpm add, we're a pnpm workspace". */
function commandOfOurTool(said: string, agentSaid: string): boolean {
  const tool = WE_ARE_A_TOOLS.exec(said)?.[1]?.toLowerCase();
  const command = said.split(/,\s+/)[0]!.toLowerCase();
  return tool !== undefined && command.split(/\s+/).length <= 4 && command.startsWith(tool) && !agentSaid.toLowerCase().includes(tool);
}

/** What the team uses, said against what the agent did: "we use date-fns, …" after "I used moment for the date math." */
const WE_USE = /^we\s+(?:use|prefer|go with|standardi[sz]ed on|are on)\s+([\w.@/+-]+)/i;
/** A part that already does what the agent just added: "the queue already retries with backoff, …". */
/** Why, as the tool the project is built around: "…, we're a pnpm workspace", "…, since we're a yarn monorepo". */
const WE_ARE_A_TOOLS = /,\s+(?:since\s+|because\s+|as\s+)?we(?:'re|\s+are)\s+a\s+([\w.@/+-]+)\s+(?:workspace|monorepo|shop|house|project|codebase|repo)\b/i;
const ALREADY_DOES = /^(?:the|our)\s+(?:[\w.-]+\s+){1,3}?already\s+(?!(?:did|done|fixed|merged|has|have|is|are|was)\b)[a-z]+s\b/i;

/**
 * "I used moment for the date math." — "we use date-fns, moment is 70k gzipped"; "I've added a retry loop around the webhook
 * call." — "the queue already retries with backoff, a second retry layer just doubles the traffic": the way the project
 * goes, said against the agent's act — kept as said, and only when it names a tool the agent's words do not, or a part
 * that already does it, with why that lasts.
 */
export function setAgainstTheAct(sentenceSaid: string, agentSaid: string): Statement | null {
  if (!acted(agentSaid)) return null;
  const said = sentenceSaid.trim().replace(/[.!]+$/, '');
  const extension = extensionAgainst(said, agentSaid);
  if (extension) return { type: 'feedback', kind: 'correction', text: sentence(extension), quote: sentenceSaid };
  const tool = WE_USE.exec(said)?.[1];
  const rest = said.replace(/^[^,;]*[,;]\s*/, '');
  const against =
    (tool !== undefined && !agentSaid.toLowerCase().includes(tool.toLowerCase()) && (rest === said || lastingWhy(rest) !== null || (!/^(?:it|this|that|i|you)\b/i.test(rest) && !MOMENT.test(rest) && !THIS_DAY.test(rest)))) ||
    (ALREADY_DOES.test(said) && lastingWhy(said.split(/,\s+/)[0]!) !== null) ||
    pickedAgainst(said, agentSaid) ||
    // ("pnpm add, we're a pnpm workspace" after "I'll use `npm install` to add it.": the team's tool's command, and why)
    commandOfOurTool(said, agentSaid);
  return against ? { type: 'feedback', kind: 'correction', text: sentence(sentenceSaid), quote: sentenceSaid } : null;
}

/**
 * "Use ULIDs. They sort by time and the warehouse system expects that.", "Never. It logs request bodies at debug …": a
 * short order or refusal, its why the next sentence — read as one ("use ULIDs, they sort by time …"), kept as both.
 */
export function answeredThenWhy(first: string, next: string, agentSaid: string): Statement | null {
  if (first.split(/\s+/).length > 6 || /[?？]$/.test(first) || /[?？]$/.test(next)) return null;
  const joined = `${first.trim().replace(/[.!]+$/, '')}, ${next.trim().charAt(0).toLowerCase()}${next.trim().slice(1)}`;
  const st = answeredTheAct(joined, agentSaid);
  return st && { ...st, quote: `${first} ${next}` };
}

/** A reply's first sentence read against the agent's words: the act refused with why, or set right. */
// ("great, also run golangci-lint, CI runs it": read after its thanks)
export const answeredTheAct = (sentenceSaid: string, agentSaid: string): Statement | null => {
  const said = sentenceSaid.replace(YES_BUT_FIRST, '').replace(THANKS_FIRST, '').replace(/^but\s+(?=\S)/i, '');
  const st = refusedWithWhy(said, agentSaid) ?? orderedOtherwiseWithWhy(said, agentSaid) ?? setAgainstTheAct(said, agentSaid) ?? questionAnsweredWithWhy(said, agentSaid) ?? setRightInChinese(said, agentSaid);
  return st && { ...st, quote: sentenceSaid };
};

/** What the agent says it did to a thing, in Chinese: "我把 SELECT * 留在模型里了。" (the thing: "SELECT *"). */
// (or what it used: "我用了 latest 标签。")
const DID_TO_A_THING_ZH = /我(?:把|将)\s*([^，,。！!？?]{1,20}?)\s*(?:留在|写在|写成|放在|放到|写到|命名成|命名为|改成|改为|存在|存成|加到|加在|设成|设为)|我用了\s*([\w.:\/@-]+(?:\s*(?:标签|库|包|版本|镜像|分支))?|[^，,。！!？?\s\w]{1,10})/;
/** The reply setting it right, then why: "改成列名，上游一加列快照就坏", "用 .tsx，仓库里已经没有 JS 文件了…". */
const SET_RIGHT_ZH = /^(用|改成|换成|改用|统一用|固定到|固定成|锁定到)\s*([^，,。！!？?]{1,20}?)\s*[，,]\s*(\S.{4,}?)[。！!]?$/;

/**
 * "我把 SELECT * 留在模型里了。" — "改成列名，上游一加列快照就坏": the thing the agent's act named, set right in Chinese
 * with why that lasts — kept named by it ("SELECT * 改成列名，上游一加列快照就坏。"), which the reply alone does not say.
 */
function setRightInChinese(said: string, agentSaid: string): Statement | null {
  const thing = agentSentences(agentSaid).map((s) => { const m = DID_TO_A_THING_ZH.exec(s); return m?.[1] ?? m?.[2]; }).find((t) => t !== undefined);
  const m = SET_RIGHT_ZH.exec(said.trim());
  if (!thing || !m || /^(?:这|那|它)/.test(thing) || !lastingReasonZh(m[3]!)) return null;
  return { type: 'feedback', kind: 'correction', text: sentence(`${thing.trim()}${/[\x21-\x7e]$/.test(thing.trim()) ? ' ' : ''}${m[1]}${/^[A-Za-z.]/.test(m[2]!) ? ' ' : ''}${m[2]!.trim()}，${m[3]}`), quote: said };
}

/** A yes with a "but" before the reply's order: "sure, but mark them @slow …" (the yes alone answers the offer). */
const YES_BUT_FIRST = /^(?:sure|yes|yeah|yep|ok(?:ay)?|fine)\s*,?\s+but\s+(?=\S)/i;

/** A thanks or a nod before the reply: "great, …", "thanks, …". */
// (with whom it is said to: "cool, John, …" is no pick of "John")
const THANKS_FIRST = /^(?:[Gg]reat|[Gg]ood|[Nn]ice|[Tt]hanks|[Tt]hank you|[Tt]hx|[Cc]ool|[Oo]k(?:ay)?|OK|[Pp]erfect)(?:\s*,\s*[A-Z][a-z]+)?[,.!]+\s+(?=\S)/;

// What one sentence of the user's says that lasts, if anything: a request to keep something
// ("remember that …"), a rule ("from now on …", "always/never …", "don't …", and the forms in
// rule-forms), a preference, or a fact (fact-forms: who the user is, news, where things are
// kept) — and the look-alikes it must not keep (encouragement, orders for the task at hand,
// chatter). Chinese goes to statement-forms-zh.
import { lastingWhy, orderTaughtByALesson } from './lasting-why.js';
import { IN_PASSING_FIRST } from './message-front.js';
import { spelledOut } from './shorthand.js';
import { escapeRegExp } from './regexp.js';
import { checkedPage, projectAim } from './aims.js';
import { AT_A_WORKPLACE, handover } from './handovers.js';
import { ASIDE, AWAY, CODE_OWNERS, LASTING_CONTEXT, NOTICE, TROUBLE_IN_PLAIN_WORDS, OUR_BUSINESS, PROFILE, RUNS_ONLY, isDecision, projectContext, isNews, isPointer, isRenamed, isStackChange, isUserSetup, SOFTWARE_USE, stackRundown, WORKS_AT, STATE_NOW, GOING_WRONG, standingFact, toldStanding, conditionNews } from './fact-forms.js';
import { NEWER_ONE_NOT_YET, deliberateDesign, designOfAKind, leaveAsItIs } from './design-facts.js';
import { forgetRequest } from './forget.js';
import { teamPractice } from './practice-forms.js';
import { onlyPlaceAllowed, soleTool } from './sole-forms.js';
import { systemFact } from './system-facts.js';
import { situationShapesTheWork } from './working-with-me.js';
import { householdFact } from './household.js';
import { lifeFact } from './life-facts.js';
import { heldAtAVersion } from './version-holds.js';
import { IN_THE_PIECE_AT_HAND, MAXIM, MOMENT, NAMED_RULE, NOT_UP_TO_IT_YET, PROCEDURE, RULE_LABEL, avoidsAKind, boundedStatementOfAKind, convention, dislike, languageOfAKind, nobodyDoes, obligationOfAKind, prohibition, reasonedRule, ruleAfterWork, scopedOrder, terseRule, TROUBLE, OF_THE_MOMENT, SO_NO_ANSWER } from './rule-forms.js';
import { HAN } from './search-text.js';
import { troubleshooting } from './troubleshooting-forms.js';
import { LASTING_MARK, REDO_AT_HAND, WORK_VERBS, asksForWork } from './task-bound.js';
import { classifyChinese } from './statement-forms-zh.js';
import { ruleSaidBare } from './rules-said-bare.js';
import { POINTS_BACK_SOON, POSSESSIVE_ADDRESS, THIS_DAY, VERSION_FLOOR_IS, mostlyLatin, sentence, withoutEmphasis, withoutNewsOpeners, words } from './statement-text.js';

export type StatementKind = 'remember' | 'rule' | 'preference' | 'profile' | 'correction' | 'notice' | 'pointer';

export interface Statement {
  type: 'feedback' | 'user' | 'project' | 'reference';
  kind: StatementKind;
  /** The memory itself, as one sentence. */
  text: string;
  /** The user's words it came from. */
  quote: string;
  /** Said beside a request for work, it bounds that work: for the session's notes, not a memory. */
  forTheWork?: true;
  /** The clause that names it when its first does not: the rule that closes a sentence of facts. */
  nameClause?: string;
}


/**
 * What to do instead is the piece of work at hand: "dont use lodash here, just write the loop",
 * "dont mock this, just call the real function" (not "don't use moment, just use the date-fns
 * helpers", which names the way for good).
 */
// (nor "don't change that function" said alone: which one is known only in the chat)
const INSTEAD_AT_HAND = /,\s*(?:just|simply)\s+(?:write|do|fix|make|add|inline|copy|hard-?code|change|return|call)\s+(?:the|a|an|this|that)\b|^(?:please\s+)?(?:don'?t|dont|do not)\s+\w+\s+(?:this|that|it)\s*[,;]|^(?:please\s+)?(?:don'?t|dont|do not)\s+(?:\w+\s+){1,2}(?:this|that|these|those)\s+[\w-]+(?:\s+(?:again|either|please))?[.!]*$/i;

/** Asked before every one of a kind of step: "stop asking me to confirm every file edit", "don't ask for permission before each commit". */
const ASKED_EVERY_TIME = /^(?:please\s+)?(?:stop|quit|don'?t|dont|do not)\s+(?:asking|ask)\s+(?:me\s+)?(?:to\s+confirm|for\s+(?:confirmation|permission|approval)(?:\s+(?:on|for|before))?|before|about)\s+(?:every|each|all)\s+/i;

/** An instruction rather than a fact: it opens with a command, or says always/never/must. */
const INSTRUCTION =
  /^(?:please|always|never|don'?t|do not|use|run|avoid|make sure|keep|check|prefer|ask|add|write|commit|push)\b|\b(?:always|never|should|must|shouldn'?t|mustn'?t|don'?t|do not)\b/i;

/** Words that open a sentence without changing what it says: "Also, …", "Oh and btw, …", "No, …" (an answer), "Ugh, you did it again —", "that's wrong:", "I already told you, …", "Important: …", "> …". */
/** ", so walk me through what the suspense boundary does here": an explanation of the thing at hand, asked after who the user is. */
const EXPLAIN_THIS_ONE = /,\s*so\s+(?:please\s+)?(?:walk me through|explain|tell me|show me|talk me through)\s+(?:what|how|why|this|that|the)\b[^,;]*\b(?:here|this|that|now)\b.*$/i;

/** What the team has to build on: "we use redis already", "we already use postgres". */
const ALREADY_THERE = /^(?:(?:ok(?:ay)?|so|and|also|btw)[,\s]+)?we\s+(?:already\s+(?:use|have|run)|(?:use|have|run)\s+[\w.+#-]+(?:\s+[\w.+#-]+)?\s+already)\b/i;

/** "for scripts in tools/ just use argparse": the shrug before an order said for a kind of thing. */
const JUST_BEFORE_THE_ORDER = /^((?:for|in)\s+[^,;]{3,40}?\s+)just\s+(?=(?:use|run|call|put|go with|stick (?:to|with))\b)/i;

/** "PR titles here follow …": the subject, then "here" before its verb. */
const HERE_AFTER_THE_SUBJECT = /^((?:our\s+|the\s+)?(?!(?:it|this|that|i|we|you|they)\b)[\w-]+(?:\s+[\w-]+)?)\s+here\s+(?=(?:follow|use|go|live|are|must|should|need|get|have|always|never)\b)/i;

/** Examples said after a rule: ", feat: fix: chore: etc", " (feat:, fix:, chore:)". */
const EXAMPLES_AFTER = /(?:,\s*(?:e\.g\.?,?\s*|like\s+|such as\s+)?|\s*\(\s*(?:e\.g\.?,?\s*)?)(?:[\w-]+(?:\([\w-]+\))?:\s*,?\s*){2,}(?:etc\.?|…)?\s*\)?[.!]*$/i;
/** A yes to the agent's question or way, then the rule: "yes, always — …", "good, that's how we like it — …". */
// ("yes, via env var, we configure everything through env in this service": the yes and how, this time, before the team's way)
const YES_THEN_THE_RULE =
  /^(?:(?:yes|yeah|yep|sure)\s*[,.!]?\s+always\s*(?:[—–:]|\s-+)|(?:they|you|he|she|the reviewer|reviewer)(?:'re|\s+are|'s|\s+is)\s+(?:totally\s+|absolutely\s+)?right\s*(?:[—–:;]|\s-+)|(?:yes|yeah|yep|sure)\s*[,.!]?\s+(?:via|with|in|through|using|by)\s+[^,;]{2,25},\s+(?=we\s)|(?:(?:good|great|nice|perfect|yes|yep|yeah|exactly)[,.!]?\s+)?that'?s\s+(?:exactly\s+)?(?:how|the way)\s+(?:we|i)\s+(?:like|want)\s+(?:it|things)(?:\s+done)?\s*(?:[—–:,;]|\s-+))\s*(\S.*)$/i;

const LEAD_IN = /^(?:please\s*,\s*(?=\S)|please\s+(?=no\s+(?!(?:idea|worries|problem|rush|need|more)\b)\w)|(?:ok(?:ay)?|sure|fine|yes|yeah|yep)\s*,?\s+but\s+(?=\S)|(?:(?:that'?s|it'?s|this is)\s+)?(?:fine|ok(?:ay)?|good|alright)\s+(?:this time|for now|here|for this one)\s*,?\s+but\s+(?=\S)|(?:(?:ok(?:ay)?|yeah|yes|yep|sure)\s*,?\s+)?(?:(?:that|it|this)(?:'s|\s+is)?|(?:the\s+)?(?:fix|change|code|pr|diff|patch|approach|plan)\s+(?:looks|seems|is))\s+(?:works?|fine|good|great|ok(?:ay)?|right|correct)(?:\s+for now)?\s*,?\s+but\s+(?=\S)|(?:long[- ]term|in the long run)\s*,?\s+(?=i\b|we\b)|in (?:our|my) (?:team|company|org)\s*,?\s+(?=we\b)|(?:ok(?:ay)?|also|and|but(?=\s+(?:i'?m|i am|we|we're|we are|our)\b)|oh|hmm+|plus|actually|so(?=,?\s+(?:we|i'?m|i\s+am|for this|in this|about this|this\s+(?:repo|repository|project|codebase))\b)|(?:so\s+)?basically(?=,?\s+(?:we|i|our|the|all|every|always|never|don'?t|no|please)\b)|(?:hey|hi|hello|yo)(?:\s+(?:all|team|folks|everyone|everybody|guys|there|y'all))?|btw|by the way|fwiw|for what it'?s worth|tbh|to be honest|honestly|imo|imho|in general|generally|as a (?:general )?rule|quick one|(?:good|great|some|bad) news|(?:one|small|quick|minor) (?:more |last )?thing(?:\s+though)?(?:\s+(?:to know|to note|to remember|to keep in mind|you should know))?|one more(?=\s*[,:])|for the record|p\.?s\.?)\b\s*[,.:!—–-]?\s+|(?:i (?:already |just )?told you(?: (?:before|already|earlier|twice|last time))?|as i (?:said|told you)|like i said|again|before you (?:start|begin|continue|go on|proceed|go ahead|do (?:that|anything))|before (?:we|i) forget)\s*[,:;.!—–-]+\s*|(?:sorry|oops|whoops|my bad|my mistake)(?:\s*,?\s+(?:i\s+was\s+wrong|i\s+misspoke|my\s+(?:bad|mistake)))?\s*[,.:!—–-]+\s*|(?:(?:yes|yeah|yep)\s+exactly|exactly|(?:please\s+)?(?:no|don'?t|do not)|no need|doesn'?t matter|does not matter|either way|no preference|nope|yes|yeah|yep|sure|thanks|thank you|cool|great|nice|perfect|good call|good idea|nice touch|got it|right|hmm+|alright|all right|fine|good|looks good|that works|sounds good|makes sense|wait|hold on|hang on|stop|whoa|woah)\s*[,.!—–-]\s*|(?:ugh+|argh+|sigh|come on|seriously|geez|jeez|nah)\s*[,.!—–-]?\s+|(?:you (?:did|made) (?:it|that|this|the same (?:thing|mistake)) again|you(?:'re| are) doing (?:it|that|this) again|not again|same (?:thing|mistake) again|(?:that'?s|that is|this is|you'?re|you are|it'?s)\s+(?:wrong|incorrect|not (?:right|correct|true)))\s*[,:;.!—–-]+\s*|(?:important|note|nb|n\.b\.|psa|reminder|tip)\s*:\s*|note\s+(?=we\s)|next time\s*,?\s+(?=\S)|(?:quick|small|short|little)\s+update\s*[,:!—–-]+\s*|update\s*[:!—–-]+\s*|heads[- ]up\s+-+\s+|>\s*|#{1,6}\s+|(?:ultrathink|megathink|think (?:hard(?:er)?|deeply|harder))\b\s*[,.:!—–-]?\s*)+/i;

/**
 * "it's additive, we follow semver strictly and only break things in majors", "that script is dead, deploys go through …",
 * "they don't, docker compose starts a real Postgres, …": a word on the thing at hand (what it is, or is not), then, after
 * the comma, what holds — read alone (the capture), kept without the word.
 */
const A_WORD_ON_IT_FIRST =
  /^(?:(?:no|nope|nah|yes|yeah)[,.!]?\s+)?(?:(?:it|this|that)(?:\s+[\w.-]+)?(?:'s|\s+is)\s+(?:not\s+|just\s+|only\s+)?(?:an?\s+|the\s+)?[\w-]+|(?:they|it)\s+(?:don'?t|doesn'?t|aren'?t|isn'?t|do not|does not))\s*,\s+((?!(?:i|i'm|you|it|it's|this|that|he|she|they|so|but|and|please|just)\b)[a-z].{12,})$/i;

const NOT_RULES = new Set(['forget', 'worry', 'know', 'think', 'mind', 'need', 'have', 'want', 'see', 'understand', 'get', 'care', 'bother', 'remember', 'believe', 'like', 'mean', 'feel']);

/**
 * Whether "don't <verb> …" / "stop <verb> …" is no order about how to work: "don't worry",
 * "don't bother, I'll do it" (but "don't bother writing docstrings" is one), "stop the server"
 * (an action now: "stop" takes a gerund when it is a rule, "stop apologizing").
 */
function notAnOrder(opener: string, verb: string, next: string | undefined): boolean {
  const v = verb.toLowerCase();
  if (/^stop$/i.test(opener)) return !/ing$/.test(v);
  if (v === 'bother') return !(next && /ing$/i.test(next));
  return NOT_RULES.has(v);
}

/** Encouragement, not a way of working: "Don't give up!", "Never stop trying", "Don't be afraid to ask". */
const CHEERING =
  /^(?:don'?t|do not|never)\s+(?:ever\s+)?(?:give up|quit|stop (?:trying|believing|dreaming)|lose (?:hope|heart|faith)|be (?:afraid|scared|shy|discouraged|(?:so |too )?hard on yourself)|let\b[^.!?]*\byou\b|be (?:silly|ridiculous|sorry|modest|dramatic|like that)|miss a beat|hesitate to|(?:limit|doubt) yourself|say never)\b/i;


/** Comfort after a slip, not a way of working: "don't apologise, it's fine", "no need to say sorry, happens". */
const COMFORT = /^(?:please\s+)?(?:don'?t|do not|no need to)\s+(?:apologi[sz]e|be sorry|say sorry)\s*[,.!—–-]+\s*(?:it'?s\s+(?:fine|ok|okay|all good|alright)|no worries|no problem|(?:it\s+)?happens|all good)\b/i;

/** "Never had a chance…", "Always here to help": the word after always/never is no order. */
const NOT_AN_ORDER = /^(?:mind|had|has|was|were|been|did|done|got|gotten|saw|seen|heard|gone|known|met|felt|thought|understood|love|here|by|on|in|at|there|too|so|such|more|less|enough|really|again|up|good|great|happy|glad|nice|fun|same|a|an|the|my|your|our|(?!(?:embed|need|seed|feed|proceed|exceed|succeed|speed|shred|add)$)\w+ed|(?!(?:bring|ping|string|swing|sing)$)\w+ing)$/i;


/**
 * An explicit request to keep something: "remember (that) …", "keep in mind …", "don't forget
 * that …" (not "don't forget to …": a reminder for now), "make a note (that) …", "note for the
 * future: …", "worth remembering: …"; "just remember …" only before what the team or every one of a kind does ("just
 * remember every key needs a TTL", not a friend's "just remember, stumbling blocks …"). Group 1: "to" (how to work);
 * group 2: what to keep.
 */
const REMEMBER =
  /^(?:please\s+)?(?:also\s+|just\s+(?=remember\s+(?:that\s+)?(?:every|all|each|any|no|our|we)\s))?(?:(?:remember|keep in mind|make a note)(\s+to)?(?:\s+for\s+(?:the\s+)?(?:future(?:\s+tasks)?|later|next time|future work))?(?:\s+that)?|(?:don'?t|do not) forget that|note for (?:the )?future|worth remembering)[:,]?\s+(.+)$/i;

/** "remember that", "keep this in mind", "don't forget that", "make a note of this": a request to keep what was just said. */
const KEEP_THAT = String.raw`remember (?:that|this)|keep (?:that|this) in mind|(?:don'?t|do not) forget (?:that|this)|make a note of (?:that|this)`;
/** What to keep, then the request (and what it is for): "…, so keep that in mind for native deps", "…, can you remember that?". */
const KEEP_AFTER = new RegExp(String.raw`^(.{12,}?)[\s,;:—–-]+(?:so\s+|please\s+|(?:can|could|would)\s+you\s+(?:please\s+)?)?(?:${KEEP_THAT})(?:\s+(?:for|when|if)\b[^.!?]*)?[.!?]*$`, 'i');

/**
 * The request put after what to keep: "the staging db is reset nightly, remember that", "the CI
 * runners are arm64 — keep that in mind for native deps" read as "remember that …".
 */
function rememberedAfter(s: string): string {
  const m = KEEP_AFTER.exec(s);
  if (!m) return s;
  // "I'll make sure to keep that in mind", "thanks, I will definitely remember that": a promise
  const head = m[1]!.trim();
  if (/^(?:i'?ll|i will|i'd|i would|i don'?t|thanks?|thank you)\b/i.test(head) || /\b(?:to|will|definitely|just|but|and|so|surely|always)$/i.test(head)) return s;
  return `remember that ${head}`;
}

/** "Remember that.", "Keep that in mind!": a sentence asking to keep the one before it. */
export const KEEP_THE_LAST = new RegExp(String.raw`^(?:please\s+)?(?:${KEEP_THAT}|note that down|worth remembering)[.!]*$`, 'i');

/** How the user likes to work, learn and be answered: a preference of theirs, not a rule for the project. */
const WAYS_OF_WORKING = [
  // "i like commit messages in the imperative mood": how the user likes a kind of writing
  /^i\s+(?:like|prefer|want)\s+(?:my\s+|our\s+|the\s+)?(?:commit messages?|pr titles?|pr descriptions?|branch names?|comments|docstrings|log messages?|variable names?|function names?|answers|responses|explanations|summaries|diffs)\s+(?:in|to be|as|with|kept)\s+(?!(?:this|that|it)\b)\S/i,
  // "I like short commit messages, one line, no body unless it's really needed", "I like my PRs small": the size or shape of a kind of work they like
  /^i\s+(?:really\s+)?(?:like|want|prefer)\s+(?:(?:my\s+|our\s+|your\s+)?(?:(?:short|small|tiny|focused|atomic|pure)(?:,?\s+|\s+and\s+))?(?:short|small|tiny|long|detailed|terse|concise|brief|focused|atomic|descriptive|one-line|single-line|pure)\s+(?:commit messages?|commits|prs?|pull requests|pr descriptions|answers|responses|explanations|summaries|diffs|comments|changes|tests|specs|functions|methods|components|modules|classes)|(?:my|our|your)\s+(?:commit messages?|commits|prs?|pull requests|pr descriptions|answers|responses|explanations|summaries|diffs|comments)\s+(?:short|small|tiny|detailed|terse|concise|brief|focused|atomic|descriptive|on one line))\b/i,
  // "I always want plots saved as PDF with the matplotlib 'paper' style": how they want a kind of output made
  /^i\s+(?:always\s+)?(?:want|like|need|prefer)\s+(?:my\s+|the\s+|all\s+(?:my\s+|the\s+)?)?(?:plots|figures|charts|graphs|images|screenshots|tables|exports|reports|diagrams)\s+(?:saved|exported|rendered|written|made|generated|formatted|drawn)\s+(?:as|in|with)\s+(?!(?:this|that|it)\b)\S/i,
  // "i want failing tests fixed before anything new gets added": an order of work that holds
  /^i\s+(?:want|need|expect)\s+(?!(?:this|that|it|the|my|your|our)\b)[^,;]{3,40}?\s+(?:fixed|done|reviewed|tested|green|passing|merged|documented)\s+before\s+(?:anything|any|we|you|new)\b/i,
  /^(?:i(?:'d| would)?\s+(?:really\s+|much\s+|strongly\s+)?prefer|my preference is|i like .+ better than)\b/i,
  // "fewer comments, better names": a taste in code said in two short comparisons
  /^(?:fewer|less|more|better|smaller|shorter|simpler)\s+(?:[\w-]+\s+)?(?:comments|names|functions|files|classes|abstractions|dependencies|deps|tests|mocks|lines|magic|layers|indirection|prs|commits|diffs),\s+(?:fewer|less|more|better|smaller|shorter|simpler)\s+(?:[\w-]+\s+)?[\w-]+[.!]*$/i,
  // "i care more about readability than performance in this codebase": what they weigh most
  /^i\s+(?:really\s+)?care\s+(?:(?:a lot |much |way |far )?more|most|a lot|a great deal|deeply)\s+about\s+(?!(?:this|that|it|you|them)\b)\w+/i,
  // "for me is important that the code is readable": what matters to them, as many say it
  // (about the code: "it's important to me that every kid has access to good sports programs" is not)
  /^(?=.*\b(?:code|tests?|readab\w+|naming|names|performance|security|commits?|docs|documentation|types?|typing|apis?|prs?|reviews?|comments?|functions?|errors?|logs?|diffs?)\b)(?:for me,?\s+(?:it\s+)?(?:is|'s)|it(?:'s| is) (?:very |really )?important (?:to|for) me)\s+(?:very\s+|really\s+|most\s+)?(?:important\s+)?(?:that|to)\s+(?!(?:this|that|it|you)\b)\w+/i,
  // "i'm not a fan of ternaries nested more than once": a taste in code
  /^i(?:'m| am)\s+not\s+(?:a\s+|really\s+a\s+)?(?:big\s+|huge\s+)?fan\s+of\s+(?!(?:this|that|it|the|your|you)\b)\w+/i,
  // "i like when you explain the why before showing code": how they like the agent to work
  /^i\s+(?:really\s+)?(?:like|love|appreciate)\s+(?:it\s+)?when\s+you\s+(?:first\s+|always\s+)?(?:explain|show|write|ask|summari[sz]e|keep|give|list|include|point out|comment|document|split|propose|plan|lead with|link|cite|flag|break|walk|check|test|run|start with)\b/i,
  // "i'd rather have explicit types everywhere than rely on inference": a standing choice of how code is written
  /^i(?:'d| would)\s+(?:much\s+)?rather\s+(?:have|use|see|get|keep|write|read)\s+(?!(?:this|that|it|them|the (?:first|second|other|last|new|old))\b)[^,;]{3,60}?\s+(?:everywhere|always|in general|by default|across the (?:codebase|repo|project))\b[^,;]*\bthan\b/i,
  // "I never approve a PR without tests", "for context I never agree to weekend deploys": how they always do a part of the work
  // (not "I always forget how to rebase", "i always run into this error", "I never got the email", "I always use the wrong branch")
  /^(?!.*\b(?:wrong|by mistake|accidentally|sorry)\b)(?:(?:for context|fyi|btw|just so you know|for the record),?\s+)?i\s+(?:always|never)\s+(?:use|write|approve|merge|deploy|ship|release|squash|rebase|commit|push|pin|indent|agree to|accept|sign off on|run(?!\s+into\b)|test|review)\s+(?!(?:this|that|it|them|your|the (?:first|second|other|last|new|old))\b)[^,;]{2,60}/i,
  // "I don't approve PRs without tests", "I don't merge on fridays" (not "I don't approve of this approach", "I don't merge it yet")
  /^i\s+(?:don'?t|do not)\s+(?:approve|merge|deploy|ship|release|accept|push|review)\s+(?!(?:of|this|that|it|them|yet|your|the (?:first|second|other|last|new|old))\b)(?![^,;]*\b(?:yet|now|today|right now)\b)[^,;]{2,60}$/i,
  // "I use VS Code with vim keybindings": the editor they work in
  /^i\s+(?:use|code in|work in|live in)\s+(?:vs ?code|vscode|vim|neovim|nvim|emacs|intellij(?: idea)?|webstorm|pycharm|goland|rider|clion|xcode|android studio|zed|sublime(?: text)?|cursor|helix)\b/i,
  // "I only use the terminal, no GUI tools"; "I use fish shell, not bash"
  /^i\s+(?:only|always|mostly|mainly)\s+use\s+(?:the\s+)?(?:terminal|command line|cli|keyboard|vim|neovim|emacs|linux|mac|windows)\b/i,
  /^i\s+use\s+(?!(?:this|that|the|it|a|an|your|my)\b)[\w.-]+(?:\s+[\w.-]+)?,?\s+not\s+(?!(?:this|that|the|it|a|an)\b)[\w.-]+/i,
  // "I learn best from examples", "I really care about accessibility"
  /^i\s+learn\s+(?:best|better|most)\s+(?:from|by|with|through|when\s+you)\b/i,
  /^i\s+(?:really\s+)?care\s+(?:a lot\s+|deeply\s+|most\s+)?about\s+(?!(?:this|that|it|the|you|him|her|them)\b)\w/i,
  // "I don't care about test coverage numbers, I care that the critical paths are tested": what they weigh, said against what they don't
  /^i\s+(?:really\s+)?(?:don'?t|do not)\s+care\s+(?:much\s+)?about\s+(?!(?:this|that|it|which|what|you)\b)[^,;]{3,50}[,;]\s*(?:but\s+)?i\s+(?:do\s+)?care\s+(?:about|that)\s+(?!(?:this|that|it)\b)\w/i,
  // "I want small commits, one logical change each, with the why in the message": the size they want the work in
  /^i\s+(?:want|like|prefer|expect)\s+(?:small|tiny|atomic|focused|frequent|granular)(?:,?\s+(?:small|focused|atomic))?\s+(?:commits|prs|pull requests|diffs|changes|patches)\b(?![^,;]*\b(?:this|that|today|for now)\b)/i,
  // "I want one bundled PR for refactors in this area, not many small ones" (not "I want the blue one, not the red one": a pick)
  /^i\s+(?:want|prefer|like)\s+(?!(?:the|this|that|it)\b)(?![^,]*\bone\b[^,]*,\s+not\s+the\b)[^,]{3,60},\s+not\s+\S/i,
  // "for ablations I always want three seeds and the mean with std in the table": what they always want of a kind of work
  /^for\s+(?!(?:now|today|tonight|this|that|the\s+moment|a\s+while|the\s+demo|the\s+next)\b)(?:all\s+|every\s+|any\s+|my\s+)?[\w-]+(?:\s+[\w-]+)?\s*,?\s+i\s+always\s+(?:want|need|expect)\s+(?!(?:it|this|that|them|you|to\s+know)\b)[^,;?]{4,80}$/i,
  /^i\s+always\s+(?:want|need|expect)\s+(?:\w+\s+){0,3}(?:seeds|runs|tests|tables?|plots?|charts?|logs|benchmarks|error bars|confidence intervals|type hints|docstrings|changelogs?|screenshots|repro(?:duction)?s?|before\/after numbers)\b[^,;?]{0,60}$/i,
  // "I rotate my API keys every 90 days and keep them in 1Password, never in .env files": the user's own routine with a kind of secret or thing
  /^i\s+(?:always\s+)?(?:rotate|renew|back\s+up|audit|review)\s+(?:my|our|the|all)\s+(?:[\w-]+\s+){0,2}(?:keys|passwords|tokens|secrets|credentials|certs|certificates|backups|2fa\s+codes)\s+every\s+(?:\d+|two|three|six|twelve)\s+(?:days|weeks|months)\b[^?]*$/i,
  // "I check dashboards on Monday mornings, so put weekly summaries in the PR description": when the user looks, and what
  // that asks of the work
  /^i\s+(?:usually\s+|always\s+|only\s+)?(?:check|read|review|look\s+at|go\s+through)\s+[^,;?]{2,30}?\s+(?:on\s+(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?)(?:\s+mornings?|\s+afternoons?)?|every\s+(?:monday|friday))\s*,\s+so\s+(?:please\s+)?\S[^?]{4,}$/i,
  // "I read diffs, not explanations": what they read of the agent's work, and what not
  /^i\s+(?:only\s+|mostly\s+|just\s+)?(?:read|review|look at|skim)\s+(?:the\s+)?(?:diffs?|code|tests|commits|prs?|logs?|summaries|changes|git log)\s*,\s*not\s+(?:the\s+)?(?:explanations?|prose|summaries|essays|walls? of text|comments|the chat)\b/i,
  // "i don't read long messages, three bullets max": how much they read
  /^i\s+(?:don'?t|do not|never|rarely)\s+read\s+(?:long|big|lengthy|wordy)\s+\w+/i,
];

/**
 * A fact about the system, or — when it also says what must or must never be done ("all outbound
 * emails must go through the notifications service, never call sendgrid directly") — a rule,
 * which is how the agent should take it.
 */
function factOrRule(fact: string, quote: string): Statement {
  // (and where a kind of data never goes: "PHI never goes into logs, error messages or analytics events")
  const ordered = obligationOfAKind(fact) || /(?:^|[,;—–]\s*)(?:never|always|don'?t|do not)\s+\w+/i.test(fact) || NEVER_GOES_INTO.test(fact);
  return ordered ? { type: 'feedback', kind: 'rule', text: sentence(fact), quote } : { type: 'project', kind: 'notice', text: sentence(fact), quote };
}

/**
 * Words a statement is said behind, of any wording, up to a colon or a comma: "one thing i forgot
 * to mention:", "reminder for the future,", "and just a heads up,", "so you know for later,".
 */
const SAID_BEHIND =
  /^(?:i\s+(?:talked|spoke|checked|synced)\s+(?:to|with)\s+(?:the\s+team|the\s+[\w-]+\s+team|[\w-]+)\s+and\s+we\s+(?:agreed|decided)(?:\s+that)?\s*[:,]?\s+(?=\S)|(?:a\s+few|some|two|three|four|five)\s+things\s+(?:about|on)\s+how\s+i\s+(?:like\s+to\s+)?work\s*:\s+(?=\S)|according to (?:our|the team'?s?|the company'?s?) (?:[\w-]+\s+){0,2}(?:style guide|guidelines?|conventions?|rules?|policy|policies|docs|handbook|playbook|runbook|standards?),\s+(?=\S)|(?!(?:[^:]*\b(?:rule|convention|policy|guideline|standard)s?\b))(?:[\w'’-]+,?\s+){0,6}[\w'’-]+\s*:\s+(?=\S)|(?:[\w'’-]+\s+){0,3}[\w'’-]+\s*[—–]\s+(?=\S)|(?:[\w']+\s+){0,3}should know\s+(?=(?:the|our|we|that)\b)|(?:(?:and|oh|also|but|so|ok(?:ay)?|hmm+)\s*,?\s+)*(?:just\s+)?(?:[\w']+\s+){0,7}?(?:thing|note|reminder|heads[- ]up|fyi|fwiw|info|mention|know|aware|clear|record|future|later|next time|context|background|worth knowing|worth noting|noting|aside|forgot|caveat|gotcha|warning|understand|setup|how (?:it|things|this) works?|flagging|(?<!\b(?:a|the|feature|behind|one|each|every)\s)flag|(?:one|another|a) rule|awareness|detail|tip|anyway|anyways|written down|(?<!\b(?:you|they|he|she|we|people|users?|it)\s)say|admit)(?:(?:\s+[\w']+){0,3}(?:\s*[:,—–]\s+|\s+that\s+)|(?:\s+[\w']+){4,6}\s*[:—–]\s+)(?=\S)|(?:the [\w-]+|you|he|she|they|that|this|it)(?:'s|'re|\s+is|\s+are|\s+was|\s+were)\s+(?:right|correct|spot on)(?:\s+(?:btw|though|actually))?\s*[,:—–]\s+(?=\S)|(?:fyi|fwiw|psa|nb|anyway|anyways)\s+(?=\w))/i;

/**
 * Who owns a part of the product, or a team's tie to it: "the pricing page is owned by marketing",
 * "the mobile team pins our sdk version", "the billing engine under engines/billing is owned by the payments team" (not "this
 * file is owned by bob", "the team owns it now").
 */
const OWNERSHIP =
  /^(?:(?:(?:the|our)\s+(?!(?:file|function|line|test|pr|branch|bug|issue|ticket|one|thing)\b)[\w-]+(?:\s+[\w-]+){0,3}(?:\s+(?:under|in|at)\s+[\w.-]+\/[\w./-]*)?|[\w.-]+\/[\w./-]*)\s+(?:is|are)\s+(?:owned|maintained|managed)\s+by\s+(?:the\s+)?[\w-]+|(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:team|service)\s+(?:owns|maintains|pins|depends on|relies on|consumes|calls|signs off(?: on)?|reviews|approves|handles|takes care of|is responsible for)\s+(?:(?:the|our|every|all|each)\s+[\w/.-]+|(?!(?:it|this|that|them|these|those|now)\b)[a-z][\w.-]+(?=\s*(?:[,;.]|$))|(?!(?:it|this|that|them|these|those)\b)[a-z][\w.-]+s\s+(?:for|across|in|on)\s+(?:all|every|each|our)\s+[\w-]+))/i;
/** A part of the system, named as one: what a person can own. */
const A_PART = String.raw`(?:[\w/.-]+\s+){0,2}(?:module|crate|service|package|library|repo|repository|app|api|pipeline|component|codebase|backend|frontend|infra|infrastructure|sdk|SDK|cli|CLI|API|schema|database|db|DB|server|client|worker|plugin|code|solver|engine|parser|compiler|driver|drivers|firmware|bootloader|release process|process|release notes|changelog|docs|documentation|website|site|DAG|dag|mart|dashboard|workflow|warehouse|ingestion|integration)s?\b`;
/**
 * Who owns a part, by name: "Jonas owns the server crate", "the billing service belongs to Dana" — or does it ("Maya
 * writes all user-facing copy", "my co-founder does the landing pages"), or is the one to go to for it ("Sven is the iOS
 * person"). A name is told by its capital, so this is read case-sensitively; not "Bob owns the ticket".
 * "… is owned by …" is OWNERSHIP's.
 */
const NAMED_OWNER = new RegExp(
  [
    // "my co-founder does the landing pages": who does a part of the work
    String.raw`^(?:my|our)\s+(?:co-?founder|partner|colleague|designer|teammate|boss|cto|ceo|pm|manager|lead|writer|copywriter)\s+(?:does|handles|owns|writes|maintains|looks after|designs)\s+(?:the|all|all the|our)\s+(?:[\w-]+\s+)?(?:pages|frontend|backend|design|designs|copy|docs|documentation|website|site|app|api|infra|infrastructure|ops|deploys?|releases?|components|styles|css|emails?|newsletter|blog|posts|content|translations)\b`,
    // "Maya writes all user-facing copy"
    String.raw`^\p{Lu}[\p{L}'-]+\s+(?:writes|does|handles|designs|reviews|translates)\s+all\s+(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\b`,
    // "Sven is the iOS person": the one to go to for a part
    String.raw`^\p{Lu}[\p{L}'-]+\s+is\s+(?:the|our)\s+(?!(?:new|nice|funny|only|other|last|first|best|right|wrong)\b)[\w-]+(?:\s+[\w-]+)?\s+(?:person|guy|expert|go-to(?:\s+person)?)\b`,
    // "Dana owns the billing module"
    String.raw`^\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?\s+(?:owns|maintains|is responsible for|looks after|took over|has taken over|is the (?:owner|maintainer) of)\s+(?:the|our)\s+${A_PART}(?!\s+(?:tickets?|tasks?|bugs?|issues?|prs?|calls?|meetings?|work|migrations?|reviews?|incidents?|outages?|rollout|release|demo|deploys?|deployments?)\b)`,
    // "Gwen keeps the key register": who keeps a record or the things it lists (each clause is read alone)
    String.raw`^\p{Lu}[\p{L}'-]+\s+(?:keeps|holds)\s+the\s+(?:[\w-]+\s+){0,2}(?:register|books|accounts|keys|log|logbook|rota|diary|calendar|tin|box|list|minutes|spreadsheet|inventory|records|ledger)$`,
    // "the billing module belongs to Dana"
    String.raw`^(?:[Tt]he|[Oo]ur)\s+${A_PART}\s+belongs to\s+\p{Lu}[\p{L}'-]+`,
    // "Priya does the intros and I do the interviews": the work split between a person and the user
    String.raw`^\p{Lu}[\p{L}'-]+\s+(?:does|handles|writes|runs|edits|records|books|takes care of)\s+(?:all\s+)?(?:the|our|my)\s+[\w-]+(?:\s+[\w-]+)?\s+and\s+I\s+(?:do|handle|write|run|edit|record|book|take care of)\s+(?:all\s+)?(?:the|our|my)\s+[\w-]+`,
  ].join('|'),
  'u',
);

/** "Priya owns billing now": a part named by its bare name, handed to someone now (not "Bob owns the ticket now", "… owns it now"). */
const NAMED_OWNER_NOW =
  /^(?:(?:Dr|Prof|Mr|Mrs|Ms)\.?\s+)?\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?\s+(?:owns|maintains|reviews|approves|is responsible for|looks after|took over|has taken over)\s+(?:the\s+|all\s+)?(?!(?:it|this|that|them|tickets?|tasks?|bugs?|issues?|prs?|calls?|meetings?|on-?call|the (?:ticket|task|bug|issue|pr|call))\b)(?![^\n]*\b(?:deploy|deployment|release|rollout|demo|meeting|call|standup|incident|hotfix)s?\s+now$)(?:[\p{L}-]+\s+){0,2}\p{Ll}[\p{L}-]*\s+now$/u;

/** "my co-host is Priya, she does the intros and I do the interviews": who works with the user, by name, and the part that is theirs. */
const ROLE_NAMED_THEN_THEIR_PART =
  /^(?:my|our)\s+(?:co-?hosts?|co-?founders?|co-?authors?|co-?writers?|co-?teachers?|partners?|colleagues?|editors?|producers?|designers?|teammates?|boss|managers?|leads?|assistants?|bookkeepers?|accountants?|agents?|supervisors?|advisors?|advisers?|tutors?|coach|illustrators?|translators?|PI|pi|professor|landlord|mentor)\s+is\s+\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?\s*,\s+(?:she|he|they)\s+(?:does|do|handles?|owns?|writes?|runs?|edits?|records?|books?|takes?\s+care\s+of|looks?\s+after|reviews?|approves?|signs?\s+off\s+on)\s+(?:all\s+)?(?:the|our|my|every|each|any)\s+[\w-]+/u;

/**
 * Who owns a part of the system, said in any clause ("the billing service is owned by the Lisbon
 * team", "Maria left the team, Dana owns the payments service now": a person who owns a part now is
 * news that lasts), with the owner first so that it names the memory ("Dana owns the payments
 * service now, Maria left the team"); null when no clause says so.
 */
function ownerNotice(s: string): string | null {
  const owns = (s.split(/,\s*/).some((clause) => OWNERSHIP.test(clause) || NAMED_OWNER.test(clause)) || ROLE_NAMED_THEN_THEIR_PART.test(s)) && !OF_THE_MOMENT.test(s);
  // (its "now" says since when, at the end of whichever clause says it: "Priya owns billing now, Ana moved to …")
  const handedOver = s.replace(/[.!]+$/, '').split(/,\s*/).some((clause) => NAMED_OWNER_NOW.test(clause)) && !OF_THE_MOMENT.test(s.replace(/\s+now(?=\s*(?:[,;]|[.!]*$))/gi, ''));
  const withoutNow = s.replace(/\s+now(?=[.!]*$)|(?<=\b(?:is|are)\s+)now\s+/gi, '');
  const ownsNow = withoutNow.split(/,\s*/).some((clause) => NAMED_OWNER.test(clause)) && !OF_THE_MOMENT.test(withoutNow);
  if (!owns && !ownsNow && !handedOver) return null;
  const clauses = s.replace(/[.!]+$/, '').split(/,\s+/);
  const at = clauses.findIndex((c) => NAMED_OWNER.test(c.replace(/\s+now$/i, '')) || NAMED_OWNER_NOW.test(c));
  return at > 0 && clauses.length === 2 ? `${clauses[1]}, ${clauses[0]!.replace(/^(?:The|Our|We|It|They|He|She)\b/, (w) => w.toLowerCase())}` : s;
}

/** "…, anything touching the terraform dir goes by him": what must pass a person first. */
const GOES_BY_THEM = String.raw`anything\s+(?:touching|in|under|that touches)\s+[^,;]{2,40}\s+goes\s+(?:by|through|past)\s+(?:him|her|them)\b`;
/**
 * Who has a say, and what a part of the team needs: "Dana owns the billing module, ask her before …",
 * "QA signs off on every release", "design changes need sign-off from Priya", "security reviews are
 * mandatory for anything touching auth", "the mobile team needs two weeks notice for any breaking
 * API change". (A name is told by its capital, so the first is read case-sensitively.)
 */
const WHO_HAS_A_SAY = [
  // "our CTO hates ORMs, so expect pushback if you propose one": whose stance on a kind of thing a proposal meets
  /^(?:[Oo]ur|[Mm]y|[Tt]he)\s+(?:cto|CTO|ceo|CEO|tech lead|lead|architect|principal|staff engineer|manager|boss|reviewer|security team|platform team)\s+(?:really\s+)?(?:hates|dislikes|loves|insists on|won'?t approve|rejects|pushes back on|is against|is allergic to)\s+(?!(?:it|this|that|them|me|you)\b)[\w.+#-]+(?:\s+[\w.+#-]+)?\b(?:\s*,\s*so\s+(?:expect|be ready for|prepare for|don'?t|avoid|ask)\b[^;]{0,60})?[.!]*$/u,
  // "the mobile team is in Berlin, so their mornings are our nights": where a team works from
  /^(?:[Oo]ur|[Tt]he)\s+(?:[\w-]+\s+){0,2}team\s+(?:is|are|sits|works)\s+(?:based\s+|located\s+)?in\s+\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?(?:\s*,\s*so\s+(?!(?:i|it|this|that)\b)[^,;]{4,60})?[.!]*$/u,
  // "the laser cutter needs a separate sign-off from Priya, …": whose sign-off a thing of the work needs first
  /^(?:[Tt]he|[Oo]ur)\s+(?:[\w-]+\s+){0,2}[\w-]+\s+needs?\s+(?:a\s+)?(?:separate\s+|special\s+|extra\s+)?(?:sign-?off|approval|induction)\s+(?:from|by)\s+\p{Lu}[\p{L}'-]+/u,
  // "Tomás is our workshop coordinator and the only admin": who someone is, and that they alone administer the work
  /^(?!(?:It|This|That|He|She|They|I|We)\b)\p{Lu}[\p{L}'-]+\s+is\s+(?:our|the)\s+(?:[\w-]+\s+){0,2}[\p{Ll}-]+\s+and\s+(?:the|our)\s+only\s+(?:admin|administrator|maintainer|person with access|one with access)\b/u,
  // "Sasha packs the orders and wants the shelf location in bold on every line": who does a part of the work, and what they want of it
  // ("Bea does the roasting schedule and needs the order totals by 1pm": what they make of the work, and what they need for it)
  /^(?!(?:It|This|That|He|She|They|I|We)\b)\p{Lu}[\p{L}'-]+\s+(?:packs|ships|picks|prints|sorts|checks|edits|labels|does|makes|plans|writes)\s+(?:the|all(?:\s+the)?|our)\s+[\w-]+(?:\s+[\w-]+)?\s+and\s+(?:wants|needs|likes|prefers|asks for)\s+(?:the|a|an|every|each|all)\s+\S/u,
  // "my receptionist Claire is the only other person with a login": who else has access, named with their role
  /^(?:(?:[Mm]y|[Oo]ur)\s+[\p{Ll}-]+\s+)?(?!(?:It|This|That|He|She|They|I)\b)\p{Lu}[\p{L}'-]+\s+is\s+the\s+only\s+(?:other\s+)?(?:person|one|user)\s+(?:with|who has)\s+(?:a\s+|an\s+)?(?:login|account|access|admin(?:\s+rights)?|the keys|write access)\b/u,
  // "Coach Ramirez gets the draft schedule first, he checks it for clashes": who sees a kind of output before anyone else
  /^(?:(?:Dr|Prof|Mr|Mrs|Ms|Coach)\.?\s+)?(?!(?:It|This|That|He|She|They|I|We)\b)\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?\s+(?:gets|sees|reviews|checks)\s+(?:the|every|each|all)\s+(?:[\w-]+\s+)?[\w-]+\s+first\b(?![^,;]*\b(?:today|tomorrow|tonight)\b)/u,
  // "the finance team signs off on any change to the revenue models": a team whose say a kind of change needs
  /^(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\s+team\s+(?:signs? off on|approves?|reviews?|has to approve|must approve|has the final say on)\s+(?:any|every|each|all)\s+\w+/i,
  // "Chen is on call for the edge this month": who is on call, for a stretch named by its length
  /^(?:(?:Dr|Prof)\.?\s+)?(?!(?:Someone|Somebody|Everyone|Nobody|Anyone|It|He|She|This|That)\b)\p{Lu}[\p{L}'-]+\s+is\s+on[- ]?call\s+(?:for\s+(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\s+)?(?:this|next)\s+(?:week|month|sprint|rotation|quarter)[.!]*$/u,
  // "Ana from design signs off on any change to the button or input components" (a name is told by its capital)
  // ("the designer (Priya) signs off on …", "our designer, Priya, …": the person, after their role)
  // ("Dr. Mensah approves every change to the outcome definitions", "Pastor Mike approves anything …": a title before the
  // name, or a name of two words; "Priyanka signs off on copy
  // for anything legal-ish": a kind of work, then what of it)
  // ("the curator, Dr. Henrik Lund, approves anything …", "Marisol has the final say on any recipe change": any role set off by
  // commas; the last word; "Dr. Reyes owns the practice and approves any new software": what they own, before)
  /^(?:(?:the|our)\s+(?:[\w-]+\s+)?(?:(?:designer|pm|product manager|product owner|lead|manager|cto|architect|qa|reviewer|owner|maintainer)\s*(?:\(\s*|,\s*)?|[a-z][\w-]*\s*(?:\(\s*|,\s*)))?(?:(?:Dr|Prof|Mr|Mrs|Ms)\.?\s+)?(?!(?:Someone|Somebody|Everyone|Everybody|Nobody|Anyone|Anybody|The|Our|This|That|It)\b)\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?\)?,?(?:\s+(?:from|on|in|at)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?(?:\s+(?:team|board|committee))?)?(?:\s+(?:owns|runs|leads|manages)\s+the\s+[\w-]+(?:\s+[\w-]+)?\s+and)?\s+(?:signs? off on|approves?|reviews?|has to approve|must approve|has the (?:final|last) (?:say|word) on)\s+(?:(?:every|each|all|any)\s+\w+|(?:anything|everything)\s+(?:that|which|in|under|touching|about)\b|(?!(?:the|this|that|it|my|your)\b)[\w-]+(?:\s+[\w-]+)?\s+for\s+(?:anything|everything)\b)/u,
  // "Our DBA (Priya) has to approve anything that locks a table": the role, named or not, in any case
  /^(?:the|our)\s+(?:[\w-]+\s+)?(?:dba|sre|ciso|security (?:lead|engineer)|tech lead|architect|designer|pm|product (?:manager|owner)|lead|manager|cto|qa|reviewer|owner|maintainer)(?:\s*\([^)]{1,30}\))?,?\s+(?:signs? off on|approves?|reviews?|has to (?:approve|review|sign off on)|must (?:approve|review|sign off on))\s+(?:(?:every|each|all|any)\s+\w+|(?:anything|everything)\s+(?:that|which|in|under|touching|about)\b)/i,
  // ("Marco maintains the homebrew formula, ping him when the release is out", "Omar runs our infra, anything
  // touching the terraform dir goes by him first")
  // ("Ingrid designed the CAN protocol, run any change to the message IDs by her": who made it, and what goes by them)
  new RegExp(String.raw`^\p{Lu}[\p{L}-]+\s+(?:owns|maintains|runs|looks after|is in charge of|designed|wrote|built)\s+(?:the|our)\s+[\w/.-]+(?:\s+[\w/.-]+){0,2}[,;]\s+(?:(?:so\s+)?(?:ask|check with|ping|talk to|loop in)\b|${GOES_BY_THEM}|(?:so\s+)?(?:please\s+)?run\s+(?:any|every|all)\s+changes?\b[^,;]{0,40}\s+by\s+(?:him|her|them)\b)`, 'u'),
  // "our treasurer Margaret reconciles donations at the end of each month": who does a step of the work at the end of each
  // period, named with their role
  /^(?:(?:[Oo]ur|[Tt]he)\s+[\w-]+(?:\s+[\w-]+)?\s+)?(?!(?:Someone|Somebody|Everyone|Nobody|Anyone|It|He|She|This|That|We|They)\b)\p{Lu}[\p{L}'-]+\s+(?:reconciles|approves|checks|reviews|audits|pays|signs|closes|files|submits|exports|runs)\s+(?:the\s+|our\s+|all\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:at the end of (?:each|every|the) (?:month|week|quarter|year)|every (?:month|week|quarter|year)|monthly|weekly|quarterly)[.!]*$/u,
  // "the App Store description is written by my partner Lea, don't change it": who writes a kind of text, and to leave it to them
  /^(?:[Tt]he|[Oo]ur)\s+(?:[\w-]+\s+){0,3}(?:description|copy|texts?|docs|documentation|translations|changelog|release notes|blog posts?|newsletter|captions)\s+(?:is|are)\s+(?:written|maintained|owned|edited)\s+by\s+(?:(?:my|our)\s+(?:[\w-]+\s+)?)?\p{Lu}[\p{L}'-]+(?:\s*,\s*(?:so\s+)?(?:don'?t|do not|never)\s+(?:change|edit|touch|rewrite)\s+(?:it|them)\b[^,;]*)?[.!]*$/u,
  // "Lucia translates the UI into Spanish and Portuguese": who makes a part of the work, into what
  /^(?:(?:Dr|Prof|Mr|Mrs|Ms)\.?\s+)?(?!(?:Someone|Somebody|Everyone|Nobody|Anyone|It|He|She|This|That|We|They|I)\b)\p{Lu}[\p{L}'-]+\s+(?:translates|illustrates|composes|proofreads|narrates|subtitles|localizes|localises)\s+(?:the|our|all(?:\s+the)?)\s+(?:[\w-]+\s+)?[\w-]+(?:\s+(?:into|to|for)\s+\p{Lu}[\p{L}-]+(?:(?:,\s*|\s+and\s+)\p{Lu}[\p{L}-]+)*)?[.!]*$/u,
  // "Noor triages issues on Mondays, don't close issues she has labelled": who does a step of the work, on a day that comes back
  // ("my sister Leah does my admin on Tuesdays": named with who they are to the user, doing the user's part of the work)
  /^(?:(?:Dr|Prof|Mr|Mrs|Ms)\.?\s+|(?:[Mm]y|[Oo]ur)\s+[\p{Ll}-]+\s+)?(?!(?:Someone|Somebody|Everyone|Nobody|Anyone|It|He|She|This|That|We|They)\b)\p{Lu}[\p{L}'-]+\s+(?:triages|reviews|merges|cuts|ships|publishes|deploys|runs|hosts|handles|answers|checks|updates|rotates|does|covers)\s+(?:the\s+|our\s+|all\s+|new\s+|my\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:on\s+(?:Mondays|Tuesdays|Wednesdays|Thursdays|Fridays|Saturdays|Sundays|weekdays|weekends)|every\s+(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|morning|week|sprint))\b/u,
  // "Ines runs the on-call rotation, she decides what gets hotfixed": who runs a process of the team's (not "Bob runs the deploy")
  /^(?:(?:Dr|Prof|Mr|Mrs|Ms)\.?\s+)?(?!(?:Someone|Somebody|Everyone|Nobody|Anyone|It|He|She|This|That)\b)\p{Lu}[\p{L}-]+\s+(?:runs|owns|manages|organi[sz]es|leads|is in charge of)\s+(?:the|our)\s+(?:on-?call(?:\s+(?:rotation|schedule))?|release\s+(?:process|train|schedule)|releases|deploy\s+schedule|sprint\s+planning|roadmap|backlog|triage|incident\s+response|hiring|budget|standups|retros)\b(?![^,;]*\b(?:today|tonight|tomorrow|this\s+week|now)\b)/u,
  // "Nadia is our iOS lead, anything touching the payment sheet goes through her before merge": a role, and what goes by them
  new RegExp(String.raw`^\p{Lu}[\p{L}-]+\s+is\s+our\s+(?:[\w-]+\s+)?(?:lead|owner|maintainer|architect|manager)[,;]\s+${GOES_BY_THEM}`, 'u'),
  // "Dr. Okafor is our clinical lead, she signs off on any wording patients see": a role, and what they sign off on
  // ("Marisol is our head brewer, she has the final say on any recipe change": any role, by what they have a say on)
  // ("Dr. Okonkwo is the PI, she signs off on any change to the rating curves": "the" role, in capitals)
  new RegExp(String.raw`^(?:(?:Dr|Prof|Mr|Mrs|Ms)\.?\s+)?\p{Lu}[\p{L}-]+\s+is\s+(?:our|the)\s+(?:[\w-]+\s+)?(?:[\p{Ll}-]+|PI|CTO|CEO|PM|DBA)[,;]\s+(?:and\s+)?(?:she|he|they)\s+(?:signs? off on|approves?|reviews?|has the (?:final|last) (?:say|word) on|decides on)\s+(?:any|every|all|each|(?!(?:this|that|these|those|it)\b)[\p{Ll}-]+s\b)`, 'u'),
  // "any change to the dosing logic has to be double-checked by a second pharmacist before it ships, usually Dr. Osei": who
  // checks every change of a part before it goes out (a second of a trade, maybe named)
  /^(?:any|every|each|all)\s+changes?\s+(?:to|in|of)\s+[^,;]{2,40}?\s+(?:has|have|needs?|must)\s+(?:to\s+)?be\s+(?:double-checked|checked|reviewed|approved|signed off|verified|tested)\s+by\s+(?:a\s+|an\s+|another\s+|the\s+)?(?:second|senior|other|another)\s+[\w-]+/i,
  // "our accompanist Priya checks every track before it goes out": who checks every one of a kind, named with their role
  // ("our treasurer Gwen handles all the rent payments": or handles all of a kind)
  /^(?:[Oo]ur|[Tt]he)\s+[\w-]+\s+\p{Lu}[\p{L}'-]+\s+(?:checks|reviews|approves|proofreads|listens to|tests|signs off on|handles|collects|processes|does)\s+(?:every|each|all(?:\s+the|\s+our)?)\s+[\w-]+/u,
  // "Dmitri in the workshop does all the repairs, send the service list to him on Mondays": who does a kind of work, and what to send them
  // ("Jago does all the wetsuit sizing, so anything about sizes goes to him": or what goes to them)
  new RegExp(String.raw`^\p{Lu}[\p{L}'-]+(?:\s+(?:in|from|at)\s+the\s+[\w-]+)?\s+does\s+all\s+(?:the\s+|of\s+the\s+)?[\w-]+(?:\s+[\w-]+)?(?:\s+and\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?)?(?:[,;]\s+(?:so\s+)?(?:(?:send|give|hand|email|forward)\s+[^,;]{2,40}?\s+to|(?:anything|everything|questions?)\s+(?:about|on|to do with)\s+[^,;]{2,30}?\s+goes?\s+to)\s+(?:him|her|them)\b[^,;]*)?[.!]*$`, 'u'),
  // "Marisol has the final say on recipe changes": whose word on a kind of thing is the last (not "… on this one")
  /^(?:(?:Dr|Prof|Mr|Mrs|Ms)\.?\s+)?(?!(?:Someone|Somebody|Everyone|Nobody|Anyone|It|He|She|This|That|We|They|Nobody)\b)\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?\s+(?:has|gets)\s+the\s+(?:final|last)\s+(?:say|word)\s+on\s+(?!(?:this|that|it|these|those|the\s+(?:fix|pr|change|one))\b)\S/u,
  // (a team named as one, "the mobile team approves every …", is OWNERSHIP's)
  /^(?:qa|security|legal|design|product)\s+(?:signs? off on|approves?|reviews?)\s+(?:every|each|all|any)\s+\w+/i,
  // ("the cluster is slurm, jobs over 8 gpus need a reservation from Dana": a kind of run past a size, after what it runs on;
  // "anything bigger than db.t4g.medium needs sign-off from Marta")
  /^(?=.*\bfrom\b)(?:(?!(?:i|it|this|that|you)\b)[^,;]{3,40},\s+)?(?:all\s+)?(?!(?:this|that|my|your)\s)(?:(?:[\w-]+\s+){0,2}(?:changes?|prs?|pull requests?|releases?|deploys?|migrations?|jobs|runs|instances?|clusters?|machines?|purchases?|go-lives?|launch(?:es)?|rollouts?|cutovers?|deviations?|waivers?|exceptions?|overrides?|hotfixes?)|anything)(?:\s+(?:over|above|with more than|larger than|bigger than)\s+[\w.%-]*\d[\w.%-]*(?:\s+[\w-]+){0,2})?\s+(?:need|needs|require|requires)\s+(?:(?:a|an)\s+(?:ticket|jira ticket|issue|rfc|adr|written justification|justification)\s+and\s+)?(?:a\s+|an\s+)?(?:sign-?off|approval|review|an? ok|reservation|go-ahead)\s+from\s+(?!(?:nobody|no one|anyone)\b)\S/i,
  /^(?:all\s+)?(?:[\w-]+\s+){0,2}(?:reviews?|approvals?|sign-?offs?|audits?)\s+(?:are|is)\s+(?:mandatory|required|compulsory)\s+(?:for|before|on)\s+(?:any|every|all|each|anything)\b/i,
  /^(?:the|our)\s+[\w-]+\s+team\s+(?:needs|requires|expects)\s+[^,;]{3,40}?\s+(?:for|before)\s+(?:any|every|all|each)\s+\S/i,
  // "migrations are reviewed by Tomas before they're merged": who reviews every one of a kind (a name, by its capital)
  new RegExp(String.raw`^(?:[Aa]ll\s+|[Tt]he\s+|[Oo]ur\s+)?(?:[\w-]+\s+){0,2}?(?:changes|prs|PRs|pull requests|migrations|releases|deploys|schema changes|designs|specs|rfcs|RFCs)\s+(?:are|get)\s+(?:always\s+)?(?:[^,;]{0,50}?\s+and\s+)?(?:reviewed|approved|signed off)\s+by\s+\p{Lu}[\p{L}'-]+(?:\s+(?:before|after|once)\s+(?:they(?:'re|\s+are)|being)\s+(?:merged|deployed|released|shipped|applied|run))?[.!]*$`, 'u'),
];
/** Who is who: "our PM is Alex, product questions go to him". */
// ("release owner is Kim": a part's owner or lead, without the article)
const WHO_IS_WHO = /^(?:our|the)\s+(?:pm|em|tpm|tech lead|product manager|product owner|eng(?:ineering)? manager|designer|qa lead|team lead|release manager|dba|security contact)\s+is\s+\p{Lu}[\p{L}-]+/iu;
/** "release owner is Kim": a part's owner or lead, named by the capital (read case-sensitively: not "the release owner is out"). */
// ("ops manager is Kat Moreno, she decides when a lift shows as closed for wind": with a surname, and what they decide)
const OWNER_IS = /^(?:(?:[Oo]ur|[Tt]he)\s+)?(?!(?:[Ii]ssue|[Tt]icket|[Bb]ug|PR|pr|[Tt]ask|[Ii]ncident|[Mm]eeting|[Cc]all|[Dd]oc|[Pp]age)\s)[\w-]+\s+(?:owner|lead|manager|dri|maintainer)\s+is\s+\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?(?:[,;]\s+(?:and\s+)?(?:she|he|they)\s+(?:decides|approves|signs off on|owns|handles|runs|looks after)\s+(?!(?:it|this|that)\b)\S[^,;]*)?[.!]*$/u;
/** A person named by their capital: "Maria", "Maria Lopez". */
const A_NAME = String.raw`\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?`;
/** A person and where they work, said after their name: "Karin from the communications team", "Luis in IT". */
const NAMED_WITH_THEIR_PLACE = new RegExp(String.raw`^${A_NAME}(${AT_A_WORKPLACE})(?=\s+\p{Ll})`, 'u');
/** Asking a person: "ask", "check with", "ping", "talk to". */
const ASK = String.raw`(?:[Aa]sk|[Cc]heck with|[Pp]ing|[Tt]alk to)`;
/** "knows the billing code (best)", "is the one who knows our indexer" (not "knows the answer"). */
const KNOWS_A_PART = String.raw`(?:(?:is|'s)\s+the\s+one\s+who\s+)?knows?\s+(?:the|our)\s+(?!(?:answer|reason|details|context|story|password|status|plan|fix|issue|problem|bug)\b)[\w/.-]+(?:\s+[\w/.-]+){0,2}(?:\s+(?:best|well|inside out))?`;
/** "handles anything about payouts to gyms", "looks after the billing service" (not "handles it", "handles this one"). */
const HANDLES_A_PART = String.raw`(?:handles|owns|looks after|takes care of|is in charge of)\s+(?!(?:it|this|that|them)\b)(?:anything|everything|all)?\s*(?:about|to do with|related to)?\s*[\w/.-]+(?:\s+[\w/.-]+){0,4}`;
/** "is the DSP person", "is our accessibility expert", "is our designer" (not "is the new guy"). */
const IS_THE_PERSON_FOR = String.raw`(?:is|'s)\s+(?:the|our)\s+(?:(?!(?:new|other|same|last|first|only)\b)[\w-]+(?:\s+[\w-]+)?\s+(?:person|expert|guy|gal|lead|owner|go-to|manager|maintainer|admin|contact|reviewer)|(?:lead\s+|main\s+)?(?:designer|architect|dba|pm|product manager|tech lead|sre|qa engineer|security engineer|release manager)|(?:head|chief)\s+[\w-]+|curator|registrar|treasurer|bookkeeper|accountant|editor|coach)`;
/**
 * Whom to ask about a part: "Maria is the one to ask about anything in the search service", "ask
 * Tom about anything billing", "Maya is the one who knows the billing code, ask her …", "Jonas is the DSP person,
 * check with him before …", "ask Maya
 * before changing anything in app/models/billing" (a name is told by its capital; not "Maria is
 * the one who wrote this function", "ask Tom about this bug", "Tom knows the answer, ask him",
 * "Lee knows the deploy script, ask him to run it", "ask Maya before merging this").
 */
const WHOM_TO_ASK = [
  // ("Jonas at the agency is our contact for API questions": named with where they are)
  new RegExp(String.raw`^${A_NAME}(?:\s+(?:at|from|in|on)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?)?\s+(?:is|'s)\s+(?:the\s+(?:one|person|go-to(?:\s+person)?|expert|contact)\s+(?:to\s+(?:ask|talk to|go to)\s+)?|our\s+(?:go-to(?:\s+person)?|expert|point person|contact)\s+)(?:about|for|on)\s+(?!(?:this|that|it|these|those)\b)\S`, 'u'),
  new RegExp(String.raw`^${ASK}\s+${A_NAME}\s+(?:about|for|on)\s+(?:anything|everything|all|any|questions)\b`, 'u'),
  new RegExp(String.raw`^${A_NAME}\s+(?:${KNOWS_A_PART}|${IS_THE_PERSON_FOR}|${HANDLES_A_PART}),\s+(?:so\s+)?${ASK}\s+(?:him|her|them)(?:\s*[.!]?$|\s+(?:before|if|whenever|when|first|about\s+(?!(?:this|that|it)\b)))`, 'u'),
  new RegExp(String.raw`^${ASK}\s+${A_NAME}\s+before\s+(?:changing|touching|editing|modifying|refactoring|merging|deploying|upgrading)\s+(?:anything|any\s+[\w-]+)\s+(?:in|under|about|to|of)\s+\S`, 'u'),
  // "ask Tomasz before touching the FIX parser, he wrote it": a named part (not the fix, the PR, the file at hand)
  new RegExp(String.raw`^${ASK}\s+${A_NAME}\s+before\s+(?:changing|touching|editing|modifying|refactoring)\s+(?:the|our)\s+(?!(?:fix|hotfix|pr|branch|ticket|patch|changes?|build|release|tests?|diff|commit|migration|file|function|line|code)\b)[\w-]+(?:\s+[\w-]+){0,2}\s*(?:[,.;!]|$)`, 'u'),
  // "Claire from the maths department is our main user, ask her about grading rules": who the work is for, and what to ask
  // them (or when: "…, ask her when a clause label is unclear")
  new RegExp(String.raw`^${A_NAME}(?:\s+(?:from|in|of)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?)?\s+(?:is|'s)\s+(?:our|the)\s+(?:main|primary|key|biggest|only)\s+(?:user|customer|client|stakeholder|tester|contact)\s*,\s+(?:so\s+)?${ASK}\s+(?:her|him|them)\s+(?:(?:about|for|on)\s+(?!(?:this|that|it)\b)\S|(?:when|whenever|if)\s+(?:a|an|any|the)\s+[\w-]+)`, 'u'),
  // "Mark is the PM, he decides on scope questions, not me": who someone is, and what they have the say on
  // (a name is told by its capital, so the role is spelled in both cases here: "the PM", "our tech lead")
  new RegExp(String.raw`^${A_NAME}\s+(?:is|'s)\s+(?:the|our)\s+(?:[\w-]+\s+)?(?:PM|pm|EM|em|CTO|cto|product manager|product owner|tech lead|lead|designer|architect|manager|owner|maintainer),\s+(?:and\s+)?(?:he|she|they)\s+(?:decides?|has the (?:final|last) (?:say|word)|makes the (?:call|calls))\s+(?:on|about|over)\s+(?:anything\s+|all\s+)?(?!(?:it|this|that|them|the (?:fix|pr|bug|issue))\b)[\w-]+`, 'u'),
  // "Jun is our print tech and decides which jobs get priority": who someone is, and what they decide
  // ("Kenji is head setter and approves every new problem before it opens": a head's role, without its article)
  new RegExp(String.raw`^${A_NAME}\s+is\s+(?:(?:our|the)\s+(?:[\w-]+\s+){0,2}|(?:head|chief|lead|senior)\s+)[\p{Ll}-]+\s+and\s+(?:decides|chooses|picks|approves|has the final say on)\s+(?:which|what|whether|when|any|every|all)\s+(?!(?:it|this|that|to)\b)\S[^,;]*[.!]*$|^${A_NAME}\s+is\s+(?:our|the)\s+(?:[\w-]+\s+){0,2}[\p{Ll}-]+\s+and\s+sets\s+the\s+(?:prices|rates|fees|schedule|rota|menu|budget)\b`, 'u'),
  // "our editor Fatima decides what gets published": who decides a kind of thing, named with their role before
  // ("my uncle Rui decides when each plot gets picked": or with who they are to the user)
  new RegExp(String.raw`^(?:(?:[Oo]ur|[Tt]he|[Mm]y)\s+[\w-]+(?:\s+[\w-]+)?\s+)?${A_NAME}\s+(?:decides|chooses|picks|has the final say on)\s+(?:which|what|whether|when)\s+(?!(?:it|this|that|we|i)\b)\S[^,;]*[.!]*$`, 'u'),
  // "our conductor Helga picks the season's programme and gives me the list in June": what someone named with their role picks
  new RegExp(String.raw`^(?:[Oo]ur|[Tt]he)\s+[\w-]+(?:\s+[\w-]+)?\s+${A_NAME}\s+(?:picks|chooses|sets|decides on)\s+the\s+(?:[\w-]+(?:'s|’s)\s+)?[\w-]+\b`, 'u'),
  // "Luis is the one who installs plugins on the county machines, send him the zip": who does a step of the work for
  // every one of a kind (a plural), and what to hand them
  new RegExp(String.raw`^${A_NAME}\s+(?:is\s+the\s+one\s+who\s+)?(?:installs|deploys|releases|publishes|signs|packages|uploads|submits|flashes|prints|orders|provisions)\s+(?!(?:it|this|that|them)\b)(?:the\s+|our\s+|all\s+|new\s+)?[\w-]+s\b[^,;]{0,40}?(?:[,;]\s+(?:so\s+)?(?:send|give|ping|ask|email|hand)\s+(?:him|her|them)\b[^,;]*)?[.!]*$`, 'u'),
  // "my supervisor Prof. Ito wants weekly summaries every Friday": what someone named with who they are to the user wants, on a day that comes back
  new RegExp(String.raw`^(?:[Mm]y|[Oo]ur)\s+[\w-]+\s+(?:(?:Dr|Prof|Mr|Mrs|Ms)\.?\s+)?${A_NAME}\s+(?:wants|needs|expects|asks for)\s+(?:a\s+|the\s+)?(?:weekly|monthly|daily)?\s*[\w-]+(?:\s+[\w-]+)?\s+(?:every|each|by|on)\s+(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|week|month|morning|evening)s?\b`, 'u'),
  // "Sarah wrote most of the sync engine": who made most of a part, and knows it (not "Sarah wrote the migration", one piece)
  new RegExp(String.raw`^${A_NAME}\s+(?:wrote|built|designed)\s+(?:most|all|much|half)\s+of\s+(?:the|our)\s+(?!(?:code|tests?|fix|pr|changes?|docs)\b)[\w/.-]+(?:\s+[\w/.-]+){0,2}(?:,\s+(?:so\s+)?${ASK}\s+(?:her|him|them)\s+(?:about|before|if|when)\b[^,;]{2,60})?[.!]*$`, 'u'),
  // "Sam handles all the new client meet-and-greets": all of a kind of the work one person takes
  new RegExp(String.raw`^(?!(?:It|This|That|He|She|They|We|The|Our)\b)${A_NAME}\s+(?:handles|does|runs|takes|books|manages)\s+all\s+(?:the\s+|our\s+)?(?:new\s+)?(?!(?:work|stuff|things)\b)[\w-]+(?:\s+(?!(?:today|tonight|now)\b)[\w-]+){0,2}[.!]*$`, 'u'),
  // "Bridget is the box office manager and does all the refunds": who someone is, and all of a kind they do
  new RegExp(String.raw`^${A_NAME}\s+is\s+(?:our|the)\s+(?:[\w-]+\s+){0,2}[\p{Ll}-]+\s+and\s+(?:does|handles|runs|takes|books|signs)\s+all\s+(?:the\s+)?[\w-]+`, 'u'),
  // "Sven owns the terraform for the vpcs": a part of the work named with what it is for (not a fix, a ticket or the day's work)
  new RegExp(String.raw`^${A_NAME}\s+(?:owns|maintains|looks after|handles)\s+(?:the|our|all\s+the)\s+(?!(?:fix|bug|ticket|pr|issue|task|change|patch|demo|meeting|migration|review)\b)[\w./-]+(?:\s+[\w./-]+)?\s+(?:for|of)\s+(?:the|our|all\s+the)\s+[\w./-]+(?:\s+[\w./-]+)?[.!]*$`, 'u'),
  // "Amir does the final QA pass on every report before it goes out": who does a check on every one of a kind
  new RegExp(String.raw`^${A_NAME}\s+does\s+the\s+(?:final\s+|last\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:pass|review|check|sign-?off|read-?through)\s+on\s+(?:every|each|all)\s+[\w-]+`, 'u'),
  // "Birgit is the key user for anything MM": whom a part of the business goes to, by their role in it
  // ("Mr. Alvarez at the high school is our main contact for lost devices": titled, and where they are)
  new RegExp(String.raw`^(?:(?:Dr|Prof|Mr|Mrs|Ms)\.?\s+)?${A_NAME}(?:\s+(?:at|from|in)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?)?\s+(?:is|'s)\s+(?:the|our)\s+(?:key user|main contact|point of contact|business owner|product owner|subject matter expert)\s+(?:for|of|on)\s+(?:anything\s+|everything\s+|all\s+)?(?!(?:this|that|it)\b)\S+(?:\s+\S+){0,3}[.!]*$`, 'u'),
  // "Henrik, the workshop owner, decides which features go in": who decides a kind of thing, named with who they are
  new RegExp(String.raw`^${A_NAME}\s*,\s*(?:the|our)\s+[^,;]{2,30},\s*(?:decides|chooses|picks|approves)\s+(?:which|what|whether)\s+(?!(?:it|this|that)\b)\S[^,;]*[.!]*$`, 'u'),
  // "questions about revenue definitions go to Hannah in finance": where every question of a kind goes, by a person's name
  // ("Hardware questions go to Ines, she did the board layout": the kind said before, and why them)
  new RegExp(String.raw`^(?:all\s+|any\s+)?(?!(?:[Tt]hese|[Tt]hose|[Tt]he|[Tt]his|[Tt]hat|[Mm]y|[Yy]our|[Hh]is|[Hh]er|[Tt]heir|[Tt]oday's|[Ss]ome|[Aa]ny|[Aa]ll)\b)[\p{L}-]+(?:\s+[\p{L}-]+)?\s+questions\s+(?:go|should go|get sent|are for)\s+(?:to\s+)?${A_NAME}(?:\s*,\s*(?:she|he|they)\s+(?!(?:is|are)\s+(?:out|away|off|busy)\b)[^,;]{3,40})?[.!]*$`, 'u'),
  new RegExp(String.raw`^(?:all\s+|any\s+)?(?:[Qq]uestions|[Qq]ueries|[Rr]equests)\s+(?:about|on|regarding|around)\s+(?!(?:this|that|it|these|those)\b)[^,;]{3,40}?\s+(?:go|should go|get sent|are for)\s+(?:to\s+)?${A_NAME}(?:\s+(?:in|on|from)\s+(?:the\s+)?[\w-]+(?:\s+team)?)?[.!]*$`, 'u'),
  // "if you need to backfill, ask Priya first": whom to ask before a kind of work
  new RegExp(String.raw`^(?:if|when|whenever|before)\s+(?:you|we)\s+(?:ever\s+)?(?:need|want|have)\s+to\s+(?:backfill|deploy|release|migrate|merge|rotate|reindex|restart|scale|touch|change|upgrade|rerun|drop|delete|purge|trigger|publish|ship|push|rebuild|reseed|seed|reset|wipe|truncate|bump|modify|edit|access|query|run)\b(?:\s+[\w-]+){0,3},\s+(?:always\s+)?${ASK}\s+${A_NAME}\s+first\b`, 'u'),
  // "Siobhan in operations owns the timetable and sends changes on Fridays", "Claudia handles all the German clients and
  // invoices them herself": who holds a part of the work (maybe named with their team), and what they do with it
  new RegExp(String.raw`^(?!(?:It|This|That|He|She|They|We|The|Our)\b)${A_NAME}(?:\s+(?:in|from|at)\s+(?:the\s+)?[\p{Ll}-]+)?\s+(?:owns|handles|runs|manages|looks after|keeps)\s+(?:the|our|all(?:\s+(?:the|our))?)\s+(?:[\p{L}-]+\s+)?(?!(?:ticket|bug|issue|pr|task|call|meeting|deploy|release|fix|demo)s?\b)[\p{Ll}-]+\s+and\s+(?!(?:is|was|has|had|will|would|can|could|should|needs|wants)\b)\p{Ll}+s\b[^,;]*[.!]*$`, 'u'),
  // "only Joan is allowed to load and unload the kiln": the one person who may do a step of the work
  new RegExp(String.raw`^[Oo]nly\s+(?!(?:I|You|We|It|This|That)\b)${A_NAME}\s+(?:is allowed to|may|can|gets to|is permitted to|has permission to)\s+\p{Ll}+(?:\s+(?:and|or)\s+\p{Ll}+)?\s+(?:the|our|any|all|new)\s+(?!(?:fix|[Pp][Rr]s?|ticket|bug|issue|changes?)\b)[\p{L}-]+`, 'u'),
];

/** "The way our deploys work is that …", "how we handle auth is …": an explanation of how a part of the system works. */
const HOW_IT_WORKS = /^(?:so\s+|basically\s+)?(?:the way|how)\s+(?:our|we|the)(?:\s+[\w\s-]{1,30}?)?\s+(?:works?|is done|are done|happens?|(?:handles?|does|do)\s+(?!(?:it|this|that|them|things)\b)[\w-]+)(?:\s+here)?\s+is\s+(?!(?:fine|ok|okay|good|great|wrong|bad|weird|broken|not|too)\b)(?:that\s+)?\S/i;

/** A change that something broke after: "after the upgrade", "since the last deploy". */
const BROKE_AFTER_A_CHANGE =
  /\b(?:after|since)\s+(?:the|our|my|this|that|last|yesterday'?s|today'?s)\s+(?:last\s+)?(?:upgrade|update|deploy(?:ment)?|release|migration|merge|change|refactor|rollout|restart|reboot)\b/i;
/** What no longer works: "can never log in", "can't open", "won't load", "stopped working". */
const CANNOT = /\b(?:can(?:'?t|not| never| no longer)|won'?t|doesn'?t|don'?t work|no longer work|stopped|just spins|keeps? (?:spinning|hanging|crashing))\b/i;

/**
 * A world that is not this project's: a supposition, a theory, another team or job, hearsay ("according to stack
 * overflow …", "apparently …"; not "according to our style guide, …").
 */
const NOT_HERE_OR_NOT_SO =
  /^(?:according to (?!(?:our|the team'?s?|my|the company'?s?|company)\b)|apparently\b|supposedly\b|i (?:read|heard) (?:somewhere |online )?that\b|people say\b|(?:imagine|suppose|what)\s+if\b|hypothetically\b|in theory\b|theoretically\b|if\s+(?:we|i|they)\b[^,.]*(?:'d|\bwould\b|\bcould\b|\bwere\b)|(?:at|in)\s+(?:my|our)\s+(?:previous|last|old|former|other)\s+(?:company|job|team|employer|project|workplace)\b|(?:my|a)\s+friend'?s?\s+(?:team|company)\b|the\s+(?:old|previous|former)\s+team\s+used\s+to\b)/i;
/** Said and then doubted: "my manager said we should always write tests first, but I'm not sure". */
const DOUBTED = /,?\s+but\s+(?:i(?:'m|\s+am)\s+not\s+(?:so\s+)?(?:sure|convinced)(?:\s+about\s+(?:that|it|this))?|i\s+(?:don'?t|do\s+not)\s+(?:agree|buy\s+it|think\s+so))[.!]*$/i;


/**
 * ", double-check that", ", please verify it": a check of what was just said, asked for now (not asked as
 * a question: "the cache has a 50ms p99 budget, can you check it?" asks about the cache now).
 */
const CHECK_THAT_NOW = /,\s+(?:please\s+)?(?:double-check|verify|confirm)\s+(?:that|it)\s*[.!]*$/i;
/** "our target is 60 fps on the Switch", "our p95 budget is 200 ms for the search endpoint": a number the project holds to. */
// (and whom it is with: "our SLA with enterprise customers is 99.95%")
// (and what is measured, before the number: "our target is p95 under 200ms at 500 rps", "the load test numbers we care
// about are p95 under 200ms")
const A_TARGET = /^(?:(?:our|the)\s+)?(?:[\w-]+\s+){0,2}(?:target|budget|goal|sla|slo|(?:numbers?|figures?|metrics?)\s+we\s+(?:care about|hold to|aim for))(?:\s+(?:with|for|to)\s+(?:[\w-]+\s+){0,2}?[\w-]+)?\s+(?:is|are|=)\s+(?:(?:p\d\d|latency|error rate|uptime|availability|throughput)\s+(?=under|below|at|over|above|<|>))?(?:under\s+|below\s+|at most\s+|at least\s+|over\s+|above\s+|<\s*|>\s*)?\d[\d.,]*\s*(?:(?:fps|ms|s|seconds|mb|kb|gb|rps|qps|req\/s|[uµm]a|[mk]?w|mah|v|mv)\b|%)/i;
/** …a time a service promises: "our SLA for p1 bugs is 4 hours", "the RTO is 2 hours" (not "the budget for the offsite is 2 days"). */
const A_TIME_PROMISED = /^(?:our|the)\s+(?:[\w-]+\s+){0,2}(?:sla|slo|rto|rpo|response time|resolution time|turnaround(?: time)?)(?:\s+(?:with|for|on|to)\s+(?:[\w-]+\s+){0,2}?[\w-]+)?\s+(?:is|are|=)\s+(?:under\s+|within\s+|at most\s+)?\d[\d.,]*\s*(?:minutes|mins|hours|hrs|h|days|business days)\b/i;
/** "significance threshold for this project is 0.01 not 0.05": a setting the project's work holds to, in numbers. */
// ("the API timeout is 30 seconds", "the db pool size is 20", "statement_timeout is 30s for the app role": a setting of the system, with its unit)
const SETTING_UNIT = String.raw`(?:%|chars?|characters|columns|cols|spaces|s|ms|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|days?|[kmg]b|hz|khz|fps|rpm|rps|requests?(?:\s+(?:per|a|/)\s*(?:second|sec|s|minute|min))?|items|rows|connections|workers|retries|attempts)`;
const A_PROJECT_SETTING = new RegExp(
  String.raw`^(?:our\s+|the\s+)?(?:[\w-]+\s+){0,2}(?:threshold|cut-?off|(?:tick|frame|sample|refresh|poll(?:ing)?)\s+rate|(?:frame(?:\s+time)?|latency|memory|perf(?:ormance)?|size|bundle)\s+budget|alpha|temperature|top[_ ]p|max[_ ]tokens|significance level|tolerance|margin|confidence level|line[- ]length(?:\s+limit)?|line\s+limit|column\s+limit|print\s+width|tab\s+width|indent(?:ation)?(?:\s+width)?|(?:[a-z]+_)?timeout|ttl|retention|pool\s+size|batch\s+size|page\s+size|concurrency|retry\s+count|min(?:imum)?\s+sdk|target\s+sdk|deployment\s+target|min(?:imum)?\s+(?:ios|android|os|node|python)\s+version)\s+(?:(?:for|in|on)\s+(?:this\s+(?=(?:repo|repository|project|codebase|team|service|app|package|module|study|experiment|analysis|paper|thesis|dataset|model)\b)|the\s+|our\s+)?(?!(?:now|today|this|that|it)\b)[\w-]+(?:\s+[\w-]+)?\s+)?(?:is|=)\s+\d[\d.,]*(?:e-?\d+)?\s*${SETTING_UNIT}?(?:,?\s+not\s+\d[\d.,]*(?:e-?\d+)?\s*${SETTING_UNIT}?)?(?:\s+(?:for|on|in)\s+(?:the\s+|our\s+|all\s+)?(?!(?:now|today|this|that|it|my|your|his|her)\b)[\w-]+(?:\s+[\w-]+)?)?(?:\s*,\s*[^,;]{2,40})?[.!]*$`,
  'i',
);
/** "mixed precision is bf16 on the A100s": the number format the project's models train or run in. */
const PRECISION_SETTING = /^(?:our\s+|the\s+)?(?:mixed[- ]precision|precision|training precision|(?:the\s+)?dtype|amp)\s+(?:is|=)\s+(?:bf16|fp16|fp32|fp8|tf32|int8|bfloat16|float16|float32)\b(?:\s+(?:on|for|in)\s+(?!(?:this|that|my|your)\b)(?:the\s+|our\s+|all\s+)?[\w.-]+(?:\s+[\w.-]+)?)?[.!]*$/i;
/** "documents uploaded by clients are kept for 90 days and then purged", "gift aid declarations must be kept for six years", "deletion requests are kept for 30 days, legal signed off on that": how long a kind of data is kept. */
const KEPT_FOR_A_TIME =
  /^(?:all\s+|the\s+|our\s+)?(?!(?:these|those|my|your|some)\b)(?:[\w-]+\s+){0,2}?[\w-]+s(?:\s+(?:uploaded|sent|created|submitted|written|collected)\s+(?:by|from)\s+(?:the\s+|our\s+)?[\w-]+)?\s+(?:are|get|must be|have to be|need to be)\s+(?:only\s+)?(?:kept|retained|stored|held)\s+(?:for\s+)?(?:\d+|one|two|three|five|six|seven|ten|thirty|sixty|ninety)\s+(?:days|weeks|months|years)(?:\s*,?\s+(?:and\s+)?(?:then\s+)?(?:purged|deleted|removed|archived|anonymi[sz]ed|wiped|dropped))?(?:\s*,\s*(?:(?:a\s+|it'?s\s+a\s+)?(?:legal|gdpr|compliance|regulatory|contractual)\s+(?:requirement|thing|rule)|(?:legal|compliance|security|the\s+dpo|our\s+dpo|the\s+lawyers)\s+(?:signed off on|approved|asked for|requires|insists on)\s+(?:that|it|this)))?[.!]*$/i;
/**
 * Orders that hold for good, each in one shape: what the work must still run on ("the plugin has to work on QGIS 3.28 LTR
 * because that's what the county machines run"), what a part must do past a threshold ("the vents must close
 * automatically if the temperature drops below 12 degrees"), what is kept out of the code ("keep the Wi-Fi password out
 * of the code, …"), the one tool every one of a kind goes out through ("every chart goes out through Datawrapper, …").
 */
const STANDING_ORDERS = [
  // "the device must boot into the kiosk app in under 10 seconds": how fast a part must be, every time
  /^(?:the|our)\s+(?:[\w-]+\s+)?(?:device|app|site|page|service|server|api|cli|game|firmware|build|image|bundle|kiosk)\s+(?:must|has to|needs to|should)\s+(?:boot|start|load|launch|respond|render|build|finish)\b[^,;]{0,40}?\s+(?:in|within)\s+(?:under\s+|less than\s+)?\d+(?:\.\d+)?\s*(?:ms|milliseconds|s|seconds|minutes)\b/i,
  /^(?:[Tt]he|[Oo]ur|[Tt]his)\s+(?:[\w-]+\s+)?(?:plugin|app|extension|mod|library|package|tool|code|site|firmware|game|add-?on|script|theme|module)\s+(?:has to|must|needs to|should)\s+(?:still\s+)?(?:(?:keep\s+)?(?:work|run)(?:ing)?\s+(?:on|with|in)|support)\s+\p{Lu}[\w.+#-]*(?:\s+\p{Lu}[\w.+#-]*)?\s+v?\d+(?:\.\d+)*(?:\s+(?:LTS|LTR|ESR))?\b/u,
  // ("it has to keep working on Linux and macOS": the platforms the work must keep running on, named)
  /^(?:[Ii]t|[Tt]he\s+(?:[\w-]+\s+)?(?:app|tool|game|mod|plugin|extension|library|package|site|script))\s+(?:has to|must|needs to|should)\s+(?:keep\s+working|(?:still\s+)?(?:work|run))\s+on\s+(?:Linux|macOS|Windows|iOS|Android|ChromeOS|Steam Deck)(?:\s*(?:,|and|or)\s*(?:Linux|macOS|Windows|iOS|Android|ChromeOS|Steam Deck))*(?!\s+(?:for|by|until)\b)/u,
  /^(?:the|our|all)\s+(?:[\w-]+\s+)?[\w-]+\s+(?:must|should|has to|have to|need to|needs to)\s+(?:\w+\s+){1,3}(?:if|when|whenever|once)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:drops?|falls?|goes|rises?|gets?|exceeds?|reaches?|is)\s+(?:below|above|under|over|past)\s+-?\d+(?:\.\d+)?\s*(?:°\s*[CF]?|degrees?|%|percent|ppm|rpm|bar|psi|volts?|v|mm|cm|seconds|minutes)\b/i,
  /^(?:always\s+)?keep\s+(?:the\s+|all\s+|any\s+|our\s+)?[\w-]+(?:\s+[\w-]+){0,2}\s+out\s+of\s+(?:the\s+)?(?:code|repo|repository|git|source|codebase|logs?|commits?|version control)\b/i,
  // ("fingering numbers always go above the notes, …": where a kind of mark always goes on the page)
  // (not of one thing at hand: "… in this chart, fix it")
  /^(?![^.]*\b(?:this|that)\s+(?:chart|page|file|one|sheet|slide|doc)\b)(?![^.]*,\s*(?:fix|change|move|correct)\b)(?:[Tt]he\s+|[Aa]ll\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:always|never)\s+(?:go|goes|sit|sits|appear|appears)\s+(?:above|below|under|over|before|after|next to|inside|outside)\s+(?:the\s+)?[\w-]+/,
  /^(?:[Ee]very|[Ee]ach|[Aa]ll(?:\s+our)?)\s+(?:[\w-]+\s+)?[\w-]+\s+(?:goes|go)\s+out\s+(?:through|via|on|in)\s+\p{Lu}[\w.-]*/u,
  // ("juniors can't book the eights without a coach attached to the booking": what a kind of person may do only with someone
  // or something that vouches for it; "volunteers under 16 can only sign up with a parent account": said as the only way, of an age)
  /^(?:the\s+|our\s+|all\s+)?(?:[\w-]+\s+)?[\w-]+s(?:\s+(?:under|over|below|above|younger than|older than)\s+\d+)?\s+(?:(?:can'?t|cannot|can not|may not|must not|are not allowed to|aren'?t allowed to)\s+[^,;]{2,40}?\s+without|(?:can|may)\s+only\s+[^,;]{2,40}?\s+(?:with|through|via))\s+(?:a|an|the|their|his|her)\s+(?:[\w-]+\s+)?(?:coach|supervisor|manager|parent|guardian|adult|instructor|teacher|approval|sign-?off|admin|permission|consent|chaperone|referral|prescription)(?:\s+(?:account|present|signature|login))?\b/i,
  // ("live plants never ship on Thursdays or Fridays so …": the weekdays a kind of thing is never sent on)
  /^(?:the\s+|our\s+|all\s+)?(?:[\w-]+\s+)?[\w-]+s\s+(?:never|don'?t|do not|must not|can'?t)\s+(?:ship|go out|get shipped|get sent|deploy|release|publish|post)\s+on\s+(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends)(?:\s+or\s+(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends))?\b/i,
  // ("parts must come back within two weeks after the concert": how soon a kind of thing must be back)
  /^(?:all\s+|the\s+)?(?:[\w-]+\s+)?[\w-]+s\s+(?:must|have to|need to|should)\s+(?:come back|be returned|be back|be submitted|be paid)\s+within\s+(?:\d+|one|two|three|four|a)\s+(?:days?|weeks?|months?|hours?)\b/i,
  // ("originals never leave the library, …": what a kind of thing never leaves)
  // (a place, not a scope of the code: "these objects never leave the function" is how some code is written)
  /^(?:the\s+|our\s+|all\s+)?(?!(?:these|those)\b)(?:[\w-]+\s+)?[\w-]+s\s+never\s+leave\s+(?:the\s+|our\s+)?(?!(?:function|method|scope|class|module|file|loop|thread|process|container|block|closure|component)\b)[\w-]+/i,
  // ("members only get 24/7 access after their safety induction": what a kind of person gets only after a step)
  /^(?:new\s+)?(?:members|users|staff|volunteers|students|players)\s+only\s+get\s+[^,;]{2,30}\s+after\s+(?:their|the|a)\s+[\w-]+(?:\s+[\w-]+)?/i,
  // ("breaking news gets pushed to the homepage banner by the duty editor, never automatically": done by someone, never by itself)
  /\b(?:by\s+(?:the|a|an|our)\s+[\w-]+(?:\s+[\w-]+)?|by hand|manually)\s*,\s*never\s+automatically\b/i,
  // ("every article needs an alt text on the lead image before it can be published": what every one of a kind needs first)
  /^(?:every|each|all)\s+[\w-]+s?\s+(?:needs?|must have|has to have)\s+[^,;]{2,40}\s+before\s+(?:it|they)\s+(?:can|may)\s+be\s+(?:published|merged|shipped|released|sent|posted)\b/i,
  // ("a freelancer shouldn't get more than 5,000 words a day", "each freelancer gets at most 5,000 words a day": the most
  // one of a kind may take in a span)
  /^(?:a|an|each|every|one)\s+(?:[\w-]+\s+)?[\w-]+\s+(?:(?:shouldn'?t|should not|can'?t|cannot|mustn'?t|must not|may not)\s+(?:get|take|have|receive|book|work|do|carry)\s+more\s+than|(?:gets?|takes?|has|books?|works?|does|carries)\s+(?:at most|no more than|up to))\s+[\d,.]*\d\s*[\w-]+(?:\s+[\w-]+)?\s+(?:(?:a|per|each|in\s+a)\s+(?:day|week|month|night|shift|session|weekend|trip|visit|year)|at\s+a\s+time|at\s+once)\b/i,
  // ("legal documents always need a second reviewer": what every one of a kind always needs)
  /^(?:all\s+|the\s+)?(?!(?:these|those|my|your|some)\b)(?:[\w-]+\s+)?[\w-]+s\s+always\s+(?:need|require|go through|have to go through)\s+(?:(?:a|an|two|the)\s+(?:second|senior|separate|extra|written|signed|named)\s+[\w-]+|(?:a|an)\s+(?:reviewer|review|sign-?off|approval|witness|signature|chaperone|supervisor|countersignature))\b/i,
  // ("kids under 12 need a parent on the beach for the whole lesson": who or what a kind of person needs with them, of an age)
  /^(?:all\s+)?(?:kids|children|juniors|minors|students|pupils|guests|visitors|riders|climbers|swimmers|divers|learners|beginners|novices)(?:\s+(?:under|over|below|above|younger than|older than)\s+\d+)?\s+(?:always\s+)?(?:need|must have|have to have|require)\s+(?:a|an|their)\s+(?:[\w-]+\s+)?(?:parent|guardian|adult|instructor|coach|supervisor|chaperone|waiver|helmet|consent form|lifejacket|life jacket)\b/i,
  // ("every case has to ship back to the dentist within 10 working days": how soon every one of a kind must go back or out)
  /^(?:every|each|all|any)\s+(?:[\w-]+\s+)?[\w-]+\s+(?:must|has to|have to|needs? to|should)\s+(?:ship|go|be shipped|be sent|be delivered|be returned|come)(?:\s+(?:back|out))?(?:\s+to\s+(?:the\s+|its\s+|their\s+)?[\w-]+)?\s+within\s+(?:\d+|one|two|three|four|five|six|seven|ten|fourteen|a)\s+(?:working\s+|business\s+|calendar\s+)?(?:days?|weeks?|hours?)\b/i,
  // ("nobody gets a second plot while there's anyone on the waiting list": no second one of a kind while others wait)
  /^(?:nobody|no one|no member|no household|no family|no team|no player)\s+(?:gets|can get|may get|can have|may have|is allowed)\s+(?:a\s+)?(?:second|another|more than one|two)\s+[\w-]+\s+(?:while|until|unless|as long as)\s+\S/i,
  // ("students push to their own branches and only mentors merge to main": the only ones who merge or deploy)
  /\bonly\s+(?:mentors|maintainers|admins|leads|seniors|owners|reviewers|staff|teachers|the\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:can\s+|may\s+|get to\s+|are allowed to\s+)?(?:merge|deploy|release|push|tag|publish)\s+(?:to\s+|into\s+)?(?:main|master|prod(?:uction)?|the main branch|release)\b(?![^,;]*\b(?:today|this week|right now|for now)\b)/i,
  // ("orders close at 2pm the day before pickup": the hour a kind of order closes, before each one or on a day)
  /^(?:all\s+)?(?:[\w-]+\s+)?(?:orders|bookings|registrations?|sign-?ups?|submissions|applications|entries|requests)\s+close\s+at\s+(?:noon|midday|midnight|\d{1,2}(?::\d\d)?\s*(?:am|pm)?)\s+(?:the\s+(?:day|night|evening|morning)\s+before|(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)days|each\s+day|every\s+day|daily)\b/i,
  // ("batch size is 32 per gpu, don't go higher or it OOMs": a training setting per device, and how far it goes)
  /^(?:the\s+|our\s+)?(?:[\w-]+\s+)?(?:batch size|micro-?batch(?: size)?|learning rate|lr|seq(?:uence)? len(?:gth)?|context length|num[_ ]workers|grad(?:ient)? accum(?:ulation)?(?: steps)?)\s+is\s+\d[\d.e-]*\s+per\s+(?:gpu|device|node|worker|core|host|replica|pod)\b/i,
  // ("parents pay upfront for 4 sessions at a time via stripe": how and when a kind of customer pays)
  /^(?:the\s+|our\s+)?(?:[\w-]+\s+)?(?:parents|clients|customers|students|members|guests|patients|families)\s+pay\s+(?:upfront|up front|in advance|monthly|weekly|per\s+(?:session|lesson|class|visit|term)|by\s+the\s+(?:month|term|session|week))\b/i,
  // ("orders placed before noon on Monday get roasted on Tuesday": the cutoff a kind of order is done after)
  /^(?:all\s+)?(?:orders|bookings|requests|jobs|parcels|submissions|applications)\s+(?:placed|made|received|submitted|sent|booked)\s+(?:before|by|after)\s+(?:noon|midday|midnight|\d{1,2}(?::\d\d)?\s*(?:am|pm)?)(?:\s+on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days?)?\s+(?:get|are|go)\s+(?:\w+ed|out|shipped|sent|made|done)(?:\s+out)?\s+(?:on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days?|the same day|the next (?:day|working day|morning)|next day)\b/i,
  // ("the client wants every product page to load in under 2 seconds": how fast every one of a kind must be, as whom the work is for wants it)
  /^(?:the\s+|our\s+)?(?:client|customer|boss|stakeholders?|pm|owner)\s+wants\s+(?:every|all|each|the)\s+[\w-]+(?:\s+[\w-]+)?\s+to\s+(?:load|render|respond|finish|run|open)\s+in\s+(?:under|less than|below)\s+\d/i,
  // ("my manager wants test coverage above 80% before we release": a measure the work must reach before every release or merge)
  /^(?:my|our|the)\s+(?:manager|lead|tech lead|team lead|boss|cto|client|customer|pm|product owner)\s+wants\s+(?!(?:it|this|that|them)\b)[\w -]{3,40}?\s+(?:above|over|at least|below|under|less than)\s+\d[\d.,]*\s*%?\s*(?:\w+\s+)?(?:before\s+(?:we|you|each|every|any)\s+(?:release|merge|ship|deploy)|on every\s+(?:release|pr|merge))\b/i,
  // ("coordinate breaking changes with the mobile team in #mobile-api": whom a kind of change is agreed with first)
  /^(?:please\s+)?(?:always\s+)?(?:coordinate|discuss|clear|agree on|sync on)\s+(?:any\s+|all\s+)?(?!(?:the|these|those|this|that|my|your|it)\b)(?:[\w-]+\s+)?(?:changes|migrations|releases|deploys|deployments|upgrades)\s+with\s+(?!(?:them|him|her|it)\b)\S/i,
  // ("use `make dev` to start everything locally": the command for a step of the work, in backticks)
  /^(?:please\s+)?(?:always\s+)?use\s+`[^`]{2,60}`\s+to\s+(?:start|run|build|test|lint|format|seed|reset|migrate|bootstrap|set up|spin up|bring up|deploy|release|regenerate|generate)\s+(?!(?:it|this|that|them)\b)\S/i,
  // ("we never sell more than 120 seats because of the fire certificate": the most the business ever takes)
  /^we\s+never\s+(?:sell|book|take|accept|admit|seat|seat more|ship)\s+more\s+than\s+\d[\d,]*\s+[\w-]+/i,
  // ("booking opens six weeks before each show": when a kind of signup opens or closes, before each one of a kind)
  // ("class bookings close 2 hours before the class starts": of one kind)
  /^(?:the\s+)?(?:[\w-]+\s+)?(?:booking|bookings|registration|sign-?ups?|ticket sales|sales|applications|enrol?ments?)\s+(?:opens?|closes?|starts?|ends?)\s+(?:\d+|one|two|three|four|five|six|seven|eight|ten|twelve)\s+(?:days?|weeks?|months?|hours?)\s+(?:before|after|ahead of)\s+(?:each|every|the)\s+[\w-]+/i,
  // ("no team plays more than one game a day": the most any one of a kind may do in a span)
  /^no\s+(?:[\w-]+\s+)?[\w-]+\s+(?:plays?|gets?|has|takes?|works?|does|runs?|books?|can\s+\w+)\s+more\s+than\s+(?:one|two|three|four|five|\d+)\s+[\w-]+\s+(?:a|per|each|in\s+a)\s+(?:day|week|month|night|shift|session|weekend)\b/i,
  // ("photos of animals need the photographer credited underneath, always": what every one of a kind needs with it)
  /^(?:all\s+|the\s+)?(?:[\w-]+\s+)?(?:photos|images|pictures|quotes|charts|figures|clips|videos|articles|posts)(?:\s+of\s+[\w-]+)?\s+(?:always\s+)?(?:need|needs|must have|have to have)\s+(?:the|a|an|their)\s+(?:[\w-]+\s+)?[\w-]+\s+(?:credited|named|cited|linked|listed|shown)\b/i,
  // ("if something breaks, email me, I'm Gwen, not the vets": whom to tell when anything goes wrong)
  /^(?:if|when|whenever)\s+(?:something|anything)\s+(?:ever\s+)?(?:breaks|fails|goes wrong|goes down|stops working|is down)\s*,\s+(?:please\s+)?(?:always\s+)?(?:email|text|call|ping|message|tell|contact|page|slack)\s+(?:me|\p{Lu}[\p{L}-]+)\b/u,
];
/** A target said as held to (not "…, fix this stutter now", "our sla is 99.9% but we keep missing it"). */
const holdsToATarget = (clause: string, said: string) =>
  (A_TARGET.test(clause) || A_TIME_PROMISED.test(clause)) && !/\b(?:this|that)\b/i.test(clause) && !/\b(?:this|now|but|miss\w*|behind)\b/i.test(said) && !MOMENT.test(said) && !THIS_DAY.test(said);
/** The team's way, then what would happen otherwise: "we judge with a different model family …, otherwise it grades itself generously". */
const WE_DO_IT_OTHERWISE = /^we\s+(?:always\s+)?(?!(?:need|needs|should|could|might|may|will|would|had|were|was|did|tried|thought|think|want)\b)[a-z]+\s+[^,;]{4,80},\s+otherwise\s+(?:it|they|the\s+[\w-]+|we|you|everything|nothing|(?!(?:it|this|that)\b)[\w-]+s)\s+(?!(?:was|were|did|had)\b)[^,;]{3,60}[.!]*$/i;
/** A fact, then the command that does a step of the work ("…, run bundle exec fastlane beta to ship to TestFlight"): a command by its tool. */
const FACT_THEN_ITS_COMMAND = /^([^,;]{8,80}),\s+(?:just\s+)?(?:run|use)\s+`?(?:bundle exec|npm run|yarn|pnpm|make|fastlane|cargo|go run|just|npx|uv run|poetry run|gradle|\.\/gradlew|mvn|bazel|\.\/)[^,;`]{1,60}`?\s+to\s+[a-z]+\b[^,;]{2,60}[.!]*$/i;
/** "… because the SDKs haven't been certified yet" before ", so …": why, said between the fact and what it leads to. */
const REASON_BEFORE_SO = /\s+because\s+[^,;]{3,80}(?=,\s*so\s)/i;
/**
 * What a fact leads to, told after it: "…, so any query on it without an index will time out",
 * "…, and going over gets us throttled for an hour" (not "…, so can you …", "…, and I'll …"), or
 * what to expect from it: "…, don't be surprised if search is slow then" (a "so" needs no comma: "… auto-suspends after 5 minutes so the first query is always slow").
 */
const ITS_CONSEQUENCE =
  /(?:,\s+|\s+[—–]\s+|\s+(?=so\s))(?:(?:so|and)\s+(?![^,]*\b(?:please|can you|could you|let'?s|i'll|i will|we'll|you)\b)[^,]*\b(?:will|won'?t|would|wouldn'?t|gets?|times? out|fails?|breaks?|(?:don'?t|doesn'?t|do not|does not)\s+(?:show up|appear|update|refresh)|throttl\w*|blocks?|rejects?|decides?|determines?|(?:is|are) (?:always\s+|usually\s+|often\s+)?(?:safe|fine|slow)|(?:is|are)\s+(?:marked|skipped|excluded|ignored|disabled)(?:\s+and\s+(?:skipped|excluded|ignored))?)\b|(?:so\s+)?(?:don'?t be surprised|that'?s (?:normal|expected|why))\b)[^,]*$/i;

/**
 * A request for the work at hand, then a statement after a break in the same sentence: "fix the 500
 * on /users/:id — also fyi we return problem+json for every error response", "add the enum for
 * order status; we never delete enum values, …", "pls add the created_at column, and remember
 * timestamps are stored as timestamptz, …", "good, open a PR against develop, we never PR straight to
 * main", "fix the test, but never mock the database in integration tests". The part after the break is read alone.
 */
const AFTER_A_REQUEST = new RegExp(
  String.raw`^(?:(?:good|great|ok(?:ay)?|cool|nice|perfect|alright|thanks|yes|yeah|yep|sure)(?:[,.!]?\s+but)?[,.!]?\s+)?(?:now\s+|next\s+)?(?:(?:can|could|would) you\s+|pls\s+|please\s+)?(?:${WORK_VERBS.join('|')}|use)\b[^;—–?]{3,80}?(?:\s*[;—–]\s*|\s+-\s+|,\s+(?=(?:and\s+)?(?:also\s+)?(?:remember|fyi|fwiw|btw|note that|keep in mind|heads up)\b|(?:the|our|all|every)\s|we\s+(?:always|never|don'?t|do not|only)\s|but\s+(?:please\s+)?(?:always|never)\s+(?!(?:mind|without|with|in|on|at|for|after|before|again)\b)\w))(?:and\s+|but\s+(?=(?:please\s+)?(?:always|never)\s))?(?:also\s+)?(\S.{10,})$`,
  'i',
);

/**
 * A rule without the piece of work it asks for now: "we never issue refunds above the captured
 * amount, add a check for that" keeps the rule; the check is this task's.
 */
const withoutTheWorkItAsks = (rule: string): string => {
  // (or to redo it to match: "…, so rewrite the styles accordingly")
  // (or to do it by hand this time: "…, write the merge yourself"; or where this one goes: "…, so this goes in tests/billing/")
  const bare = rule.replace(/,\s*(?:so\s+|and\s+|then\s+)?(?:please\s+)?(?:can you\s+)?(?:(?:add|fix|update|write|make|change|handle|implement|enforce|put|build)\b[^,;]{0,40}\b(?:for|to|in|on)?\s*(?:that|this|it|them)|(?:rewrite|redo|adjust|convert|update|change|fix)\b[^,;]{0,40}\baccordingly|(?:just\s+)?(?:write|implement|do|code|build)\s+(?:the|a|an|it|this|that)\b[^,;]{0,30}\s+yourself|so\s+(?:this|that|it)(?:\s+one)?\s+(?:goes|belongs|lives|should go)\s+(?:in|into|under)\s+\S+)\s*[.!?]*$/i, '');
  return bare !== rule && words(bare) >= 4 ? bare : rule;
};

/**
 * A sentence of two clauses whose second says where something is kept, and what of it to keep: only
 * where, beside a trouble of the day ("fyi the build is broken, the logs are in datadog"); the whole,
 * after how the team does a thing ("we sign the mac builds with our developer id cert, the cert is in
 * the 1password vault", "we page through pagerduty, the rotation is in the ops channel topic") or,
 * told as a notice, how a part stands ("fyi the rev C boards have a swapped UART pin, the errata sheet
 * is in the shared drive"), or said as where to look beside how a part stands ("the rev C boards have
 * a swapped UART pin, check the errata sheet in the shared drive"). Null for any other (not "we deployed the fix, the logs are in datadog":
 * once, and done).
 */
function whereItIsKept(s: string, told: boolean, moment: boolean): string | null {
  const [first, where, ...more] = s.split(/,\s+(?:and\s+)?/);
  if (where === undefined || more.length > 0) return null;
  if (!isPointer(where)) return !moment && toldStanding(first!) && whereToLookIsKept(where) ? s : null;
  if (STATE_NOW.test(first!) || GOING_WRONG.test(first!)) return where;
  if (moment || THIS_DAY.test(s)) return null;
  // "the README is out of date, the real setup steps are in docs/setup.md": where to look instead of a stale page
  if (STALE_PAGE.test(first!)) return s;
  if (TROUBLE.test(first!)) return null;
  const standing = told && /^(?:the|our)\s+\S/i.test(first!);
  return standing || WE_DO_IT.test(first!) ? s : null;
}
/** A page that no longer says how things are: "the README is out of date", "the wiki is stale". */
const STALE_PAGE = /^(?:the|our)\s+(?:[\w.-]+\s+){0,2}(?:readme|docs?|documentation|wiki|guide|runbook|confluence page|notion page|onboarding doc)(?:\.md)?\s+(?:is|are)\s+(?:(?:way|very|badly|really|a bit|pretty)\s+)?(?:out of date|outdated|stale|obsolete|wrong)[.!]*$/i;
/**
 * Where to look, said as where a record is kept: "check the errata sheet in the shared drive" is
 * where the errata sheet is (an order to look on its own; the caller wants how a part stands before it).
 */
function whereToLookIsKept(clause: string): boolean {
  const look = LOOK_IT_UP_IN.exec(clause);
  return look !== null && isPointer(`${look[1]} is ${look[2]}`);
}
const LOOK_IT_UP_IN = /^(?:check|see)\s+((?:the|our)\s+[\w-]+(?:\s+[\w-]+){0,2})\s+((?:in|on|under)\s+\S.*)$/i;
/** "we sign …", "we page through …": what the team does, in the present (not "we deployed …", "we need …", "we keep getting …"). */
const WE_DO_IT = /^we\s+(?!(?:\w+ed|broke|did|made|had|got|ran|went|took|saw|found|lost|just|already|finally|need|want|should|could|can|will|would|might|must|may|keep|get|see|are|have|hit|think|try|hope|still)\b)\w+/i;

/** A closing "yet", and a version floor it is said of: "… and up", "minimum", "or later". */
const FLOOR_YET = /\s+yet(?=[.!]*$)/i;
/** …closing what is not to be used until it moves: "…, so no iOS 17-only APIs yet" (not "… but the build isn't ready yet"). */
const FLOOR_YET_RULE = /,\s*(?:so\s+)?(?:no|don'?t|do not|never|avoid)\s[^,;]*\syet[.!]*$/i;
const SUPPORT_FLOOR = /\b(?:supports?|targets?)\s+[\w.-]+\s+v?\d+(?:\.\d+)*\s*(?:\+|and up\b|and above\b|or later\b|or newer\b)|\bminimum\s+(?:is\s+)?[\w.-]+\s+v?\d/i;

/** How the user works with what was just said, after it: "…, i test on a copy of prod on my laptop". */
const HOW_I_WORK_WITH_IT = /,\s+(?:so\s+)?i\s+(?:test|try|run|debug|develop|work)\s+(?:everything\s+|things\s+|it\s+|stuff\s+)?(?:on|against|with|in|locally)\b[^,;]*[.!]*$/i;
/** Why not the other way, after a rule: "…, sqlite in tests hides too many bugs". */
const WHY_NOT_THE_OTHER = /,\s+(?:because\s+)?[\w-]+(?:\s+[\w-]+){0,3}\s+(?:hides|misses|masks)\s+(?:too many|most|a lot of|real|the)\s+[\w-]+(?:\s+[\w-]+)?[.!]*$/i;
/** Where a kind of thing never goes: "… never goes into logs", "… must never end up in analytics events". */
const NEVER_GOES_INTO = /\b(?:never|must never|must not|should never)\s+(?:goes?|gets?\s+(?:written|sent|logged|stored|put)|appears?|ends?\s+up|leaves?|enters?|lands?)\s+(?:into|in|on|to|outside)\b/i;
/** A request to mend or change the thing at hand, as a sentence's first clause: "fix it", "please change this", "update them". */
const MEND_IT = /^(?:(?:ok(?:ay)?|so|pls|please|can you|could you)\s+)*(?:fix|change|update|correct|adjust|patch|handle|make)\s+(?:it|this|that|them|these|those)\b/i;
/** What does not enforce a rule yet, after it: "…, the linter doesn't catch it yet but reviewers will". */
const NOT_CAUGHT_YET = /,\s+(?:but\s+|and\s+)?(?:the\s+|our\s+)?(?:linter|lint|ci|compiler|type ?checker|tests?|eslint|ruff|clippy|pre-commit(?:\s+hook)?)\s+(?:doesn'?t|does not|won'?t|can'?t|isn'?t)\s+(?:catch|check|enforce|flag)\w*\s+(?:it|this|that|them)(?:\s+yet)?\b[^,;]*[.!]*$/i;
/** What holds the code back on a version or a host: "we can't upgrade php until …", "we're pinned to node 18", "still on python 3.8", "we can't install server extensions". */
const HELD_BACK = /\b(?:can'?t|cannot|can not|won'?t be able to)\s+(?:upgrade|update|move|switch|bump|go|install)\b|\b(?:stuck|pinned|locked)\s+(?:on|to|at)\b|\bstill\s+on\s+[\w.-]+\s*v?\d/i;
/** "…, so no php 8 syntax": a kind of thing it rules out, last (not "…, so no worries"). */
const SO_NO_THING = new RegExp(String.raw`,\s+so\s+no\s+(?!${SO_NO_ANSWER}\b)[\w.+#-]+(?:\s+[\w.+#/-]+){0,4}[.!]*$`, 'i');
/** "…, nothing in there may block or allocate": what no code in the part just named may do. */
const NOTHING_IN_IT_MAY = /,\s+(?:so\s+)?nothing\s+(?:in|on|inside|under)\s+(?:there|it|that|here|them)\s+(?:may|can|should|must)\s+(?:ever\s+)?(?!(?:works?|happens?|changes?|breaks?)\b)[a-z]+\b[^,;]*[.!]*$/i;
/** A part of the code that runs often or must not wait: a loop, an ISR, a handler, a thread, a hot path. */
const A_PART_THAT_RUNS = /\b(?:loop|isr|interrupt(?:\s+handler)?|handler|thread|hot path|callback|render|frame|tick)\b/i;
/**
 * "…, so change the yaml not the site", "— edit openapi.yaml and run make gen instead", "…, edit that rather than the HTML": the source to edit, not what is
 * made from it (against the other, or "instead", after a comma, a semicolon or a dash).
 */
const THEN_EDIT_THE_SOURCE =
  /(?:,\s+so\s+(?:please\s+)?(?:always\s+)?(?:change|edit|update|modify|fix)\s+(?:the\s+)?[\w./-]+(?:\s+[\w./-]+)?,?\s+(?:not|never)\s+(?:the\s+)?[\w./-]+(?:\s+[\w./-]+)?|(?:[,;]|\s[—–-])\s+(?:so\s+)?(?:please\s+)?(?:always\s+)?(?:change|edit|update|modify)\s+(?:the\s+)?[\w./-]+(?:\s+[\w./-]+)?(?:\s+and\s+(?:then\s+)?(?:re-?run|run|regenerate)\s+[^,;]{1,30}?)?\s+instead|(?:[,;]|\s[—–-])\s+(?:so\s+)?(?:please\s+)?(?:always\s+)?(?:change|edit|update|modify)\s+(?:that|it|the\s+[\w./-]+|[\w./-]+)\s+(?:rather than|instead of|not)\s+(?:the\s+)?[\w./-]+(?:\s+[\w./-]+)?)[.!]*$/i;
/** Where the thing goes instead, after a place the team does not keep: "…; put it next to the code that uses it", "…, helpers go next to …". */
const PUT_IT_BESIDE = /[,;—–]\s+(?:so\s+)?(?:(?:please\s+)?(?:just\s+)?(?:put|keep|place)\s+(?:it|them|helpers?|[\w-]+s)|(?:all\s+)?(?:helpers?|[\w-]+s)\s+(?:go|live|belong))\s+(?:next to|beside|near|alongside|with|inside|in\s+the\s+(?:feature|same|owning)\b)\s*[^,;]{3,60}[.!]*$/i;
/** A place for leftovers the team does not keep: "we don't have a utils dumping ground", "we don't do a shared helpers package". */
const NO_SUCH_PLACE = /^we\s+(?:don'?t|do not)\s+(?:have|keep|want|do)\s+(?:a|an|any)\s+(?:[\w./-]+\s+){0,2}(?:folder|dir|directory|package|module|dumping ground|grab[- ]bag|junk drawer)s?\s*$/i;
/** Where a part of the project is, by its path, then "and" a rule for every one of a kind (1). */
const PLACED_AND_EVERY_ONE = /^(?:the|our)\s+[\w\s-]{2,30}?\s+(?:is|are|lives?)\s+(?:in|under)\s+`?[\w.-]*\/[\w./-]*`?\s+and\s+((?:every|each|all|any)\s+.{8,})$/i;
/** Made from another thing: "are generated from openapi.yaml", "is built from the templates". */
const MADE_FROM = /\b(?:is|are|gets?)\s+(?:auto-?)?(?:generated|built|compiled|derived|rendered|synced|exported|copied)\s+(?:from|out of|off)\b/i;

/**
 * A fact, then the rule its last clause makes of it — kept whole as a rule, though the fact alone reads as a notice
 * (or as nothing): what a held-back version rules out ("we can't upgrade php until the hosting contract renews in march,
 * so no php 8 syntax"), what no code in a part that runs may do ("the motor control loop runs at 20 kHz in the timer
 * ISR, nothing in there may block or allocate"), where to edit what is made from a source ("api docs are generated
 * from openapi.yaml and published to readme.io, so change the yaml not the site").
 */
/** "…, add new ones there first or the build fails": where every new one of the kind goes, and what breaks otherwise. */
const NEW_ONES_OR_IT_FAILS =
  /,\s+(?:so\s+)?(?:please\s+)?(?:always\s+)?(?:add|put|register|declare|list|define)\s+(?:new\s+ones|any\s+new\s+[\w-]+|each\s+new\s+[\w-]+|every\s+new\s+[\w-]+)\b[^,;]{0,40}?\s+(?:or|otherwise)\s+(?:the\s+)?(?:build|ci|deploy|app|tests?|server|lint(?:er)?|typecheck|type check)\s+(?:fails|will fail|breaks|will break|won'?t\s+\w+|crashes|errors(?:\s+out)?)\b/i;
/** A kind of thing and how it is handled, said first: "env vars are validated with zod in packages/env". */
const A_KIND_HANDLED = /^(?:all\s+|our\s+|the\s+)?(?:[\w.-]+\s+){0,2}[\w-]+s\s+(?:are|get|live|go)\b/i;

/** "…, only write settings when they actually change": what to do only when the thing has changed (after what makes each one cost). */
const ONLY_WHEN_IT_CHANGED = /,\s+(?:so\s+)?only\s+(?:write|flash|save|persist|update|sync|push|send|upload|store)\s+[^,;]{2,40}?\s+(?:when|if)\s+(?:they|it|something|the\s+[\w-]+)\s+(?:actually\s+|really\s+)?(?:changes?|changed|differs?)[.!]*$/i;
/** A kind whose every use costs: "EEPROM writes are limited", "API calls are metered". */
const EACH_ONE_COSTS = /^(?:the\s+|our\s+)?(?:[\w.-]+\s+){0,2}[\w-]+s?\s+(?:are|is)\s+(?:limited|finite|expensive|metered|rate[- ]limited|billed)\b/i;
/** "German is usually 30% longer than English": how much longer the text of one language runs. */
const TEXT_RUNS_LONGER = /^(?:the\s+)?\p{Lu}\p{L}+(?:\s+(?:text|strings|copy|translations?))?\s+(?:is|are|runs?)\s+(?:usually\s+|often\s+|typically\s+|about\s+|roughly\s+|around\s+|up\s+to\s+)*\d+\s*%\s+longer\s+than\s+\p{Lu}\p{L}+/u;
/** "…, leave room in the layout": room kept for it. */
const LEAVE_ROOM = /,\s+(?:so\s+)?(?:always\s+)?(?:leave|keep|allow|plan for)\s+(?:room|space|slack)\b[^,;]{0,40}[.!]*$/i;
/** "the CLI uses clap derive, every flag needs …": what a part is built with, then a rule for every one of a kind of it. */
const BUILT_WITH = /^(?:the|our)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:uses|is built (?:on|with)|is written (?:in|with))\s+(?!(?:it|this|that)\b)[^,;]{2,40}$/i;
const A_RULE_FOR_EVERY = /,\s+((?:every|each|all)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:needs?|must|has to|have to|should|gets?)\s+[^,;]{4,60})[.!]*$/i;
const FACT_THEN_ITS_RULE: Array<{ rule: RegExp; fact: RegExp }> = [
  { rule: LEAVE_ROOM, fact: TEXT_RUNS_LONGER },
  { rule: A_RULE_FOR_EVERY, fact: BUILT_WITH },
  { rule: A_RULE_FOR_EVERY, fact: A_KIND_HANDLED },
  { rule: ONLY_WHEN_IT_CHANGED, fact: EACH_ONE_COSTS },
  { rule: NEW_ONES_OR_IT_FAILS, fact: A_KIND_HANDLED },
  { rule: SO_NO_THING, fact: HELD_BACK },
  { rule: NOTHING_IN_IT_MAY, fact: A_PART_THAT_RUNS },
  { rule: THEN_EDIT_THE_SOURCE, fact: MADE_FROM },
  { rule: PUT_IT_BESIDE, fact: NO_SUCH_PLACE },
];
function factThenItsRule(said: string): Statement | null {
  if (MOMENT.test(said) || THIS_DAY.test(said)) return null;
  const made = FACT_THEN_ITS_RULE.some(({ rule, fact }) => {
    const last = rule.exec(said);
    // (not after a fault: "sections are broken in the theme, every new section needs a fix" — a version one is stuck on is
    // no fault: "we're stuck on python 3.8 …, so no walrus operator")
    return last !== null && fact.test(said.slice(0, last.index)) && !GOING_WRONG.test(said.slice(0, last.index).replace(/\bstuck\s+(?:on|at|with)\b/gi, 'held on'));
  });
  return made ? { type: 'feedback', kind: 'rule', text: sentence(withoutNewsOpeners(said.replace(LEAD_IN, ''))), quote: said } : null;
}

/** What taught a rule, said after it: the trouble the other way caused, the part that cannot take more, what is kept out of the repo ("…, keystore isn't in the repo and never will be"), or what stops the work otherwise ("…, CI rejects the PR otherwise"). */
const TAUGHT_BY =
  /,\s+(?:(?:the\s+|our\s+)?[\w -]{2,30}?\s+(?:rejects|fails|blocks|refuses|breaks\s+on)\s+(?:it|them|us|the\s+[\w-]+)\s+otherwise\b|(?:we|it|that)\s+(?:had|caused|got|hit|ended up with)\s+(?:a|an|some)?\s*[\w -]{0,30}?(?:disaster|outage|incident|mess|nightmare|meltdown|fire|problem)s?\b[^,;]*|(?:the\s+)?[\w/ -]{2,40}?\s+(?:can'?t|cannot|won'?t|doesn'?t)\s+(?:hold|fit|take|handle)\s+(?:more|any more|anything (?:bigger|larger))\b[^,;]*|(?:the\s+)?[\w./ -]{2,30}?\s+(?:isn'?t|is not|aren'?t|are not)\s+in\s+(?:the|this|our)\s+repo\b[^,;]*)[.!]*$/i;

/** The other way's trouble, said as a lesson after the way kept: "…, we got burned by delete+insert duplicating rows" (not "… by that"). */
const BURNED_BY_THE_OTHER =
  /,\s+(?:(?:we|i)\s+(?:got|were|have been|'ve been|was)\s+(?:badly\s+|really\s+)?(?:burned|burnt|bitten)\s+by\s+(?!(?:it|this|that|them)\b)\S|(?:we|i)\s+learned\s+(?:that\s+|this\s+)?the hard way\b)[^;]*$/i;
/** A second place of the same kind, after a statement, that the statement holds for too: "…, so there's an app_pt.arb too and both need the key". */
const AND_THE_OTHER_TOO =
  /(?=.*?\band\s+(?:both|each|all of them)\b),\s+[^,;]{0,80}?\b(?:too|also|as well)\b[^,;]*?\band\s+(?:both|each|all of them)\s+(?:need|needs|must|have to|has to|get|gets|should)\b[^,;]*[.!]*$/i;
/** How every one of a kind is done, said plainly: "incremental models use merge with unique_key" (not "this model uses …", "the test used …"). */
const HOW_A_KIND_IS_DONE =
  /^(?:all\s+|our\s+|the\s+)?(?!(?:this|that|it|these|those|i|you|he|she|they|we|there)\b)(?:[\w.-]+\s+){0,2}[\w-]+s\s+(?:always\s+|only\s+)?(?:use|go through|run (?:on|in|through|with)|get|need|are|stay|live in)\s+\S/i;

/**
 * A fact said tersely first, of a kind: "configs are hydra", "the designs are in figma" (a plural kind and what it is, or
 * where: not "the deploy is running", "the client is on holiday" — the moment's).
 */
const TERSE_FACT_FIRST =
  /^(?:the\s+|our\s+|all\s+)?(?!(?:these|those|they|there)\b)(?:[\w-]+\s+){0,2}[\w-]+s\s+are\s+(?:(?:all\s+)?(?:in|on|under)\s+)?(?!(?:broken|down|failing|red|slow|wrong|flaky|missing|empty|gone|off|out|done|ready|fine|ok|okay|merged|stuck|dead|not|still|now)\b)[\w.-]+(?:\s+[\w.-]+)?(?=,|$)/i;
/** What a part of the project is built with, by its capital, said first: "styling is Tailwind, …", "e2e is Playwright, …", "inter-service calls use the Feign clients in the clients module, …". */
const NAMED_PART_FIRST =
  /^(?:[Tt]he\s+|[Oo]ur\s+|[Aa]ll\s+)?(?!(?:[Ii]t|[Tt]his|[Tt]hat|[Tt]hey|[Tt]here|[Ii]|[Yy]ou|[Hh]e|[Ss]he|[Ww]e)\b)(?:[\w-]+\s+){0,2}[\w-]+\s+(?:is|are|uses?|go(?:es)? through|runs? on|lives? in)\s+(?:the\s+|all\s+|our\s+)?\p{Lu}[\w.+#-]*(?:\s+[\w.+#/-]+){0,10}?\s*,\s+(?:and\s+|so\s+)?/u;
/** …or named as code, then "and": "text domain is acme-exporter and every user facing string needs __()". */
const CODE_NAMED_FIRST = /^(?:the\s+|our\s+)?(?!(?:it|this|that|they|there|i|you|he|she|we)\b)(?:[\w-]+\s+){0,2}[\w-]+\s+is\s+`?(?=[\w.@/-]*[-_./@\d])[\w.@/-]+`?\s+and\s+/i;
/** A step of the work someone else does, said as done by them: "release builds are cut from the release/* branches by the maintainers". */
const DONE_BY_SOMEONE =
  /^(?:the\s+|our\s+|all\s+)?(?!(?:it|this|that|these|those|they)\b)(?:[\w-]+\s+){0,2}[\w-]+\s+(?:is|are|gets?)\s+(?:always\s+|only\s+)?(?:cut|built|tagged|released|deployed|published|handled|managed|done|run|merged|signed|approved|generated|bumped|versioned|rotated|provisioned|applied|reviewed)\s+(?:[^,;]{0,60}\s)?by\s+(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?$/i;
/** A prohibition closing a sentence of facts: "…, dont use doubles for anything money related" (not "…, don't worry"). */
// (and a gate, "…, and you need to ask before using a bigger one": what is not to be done unasked)
const PROHIBITION_WORD = /\b(?:don'?t|dont|do not|never|ask\s+(?:me\s+|us\s+)?(?:first\s+)?before)\b/i;
// ("… anyway so don't bother raising our timeout above that": a "so" needs no comma; "don't bother" with what not to do is one)
const THEN_A_PROHIBITION = /(?:,\s+(?:so\s+|and\s+)?|\s+(?:anyway\s+|anyways\s+)?so\s+|\s+and\s+(?=(?:you(?:'ll)?\s+(?:need|have)\s+to\s+|you\s+must\s+)?ask\b))(?:please\s+)?(?:you\s+(?=never\b))?(?:(?:don'?t|dont|do not|never)\s+(?!(?:worry|mind|forget|panic)\b|bother\b(?!\s+\w+ing\b))|(?:you(?:'ll)?\s+(?:need|have)\s+to\s+|you\s+must\s+)?ask\s+(?:me\s+|us\s+)?(?:first\s+)?before\s+)[^,;]{4,80}$/i;
/** An order for every new thing of a kind closing a fact: "…, so check any new plugin against those before adding it". */
// (or what to do with it in every one of a kind the agent adds: "…, link them in any alert you add")
const THEN_AN_ORDER_FOR_EVERY_NEW = /,\s+so\s+(?:please\s+)?(?:always\s+)?[a-z]+\s+(?:any|every|each|all)\s+new\s[^,;?]{3,80}$|,\s+(?:so\s+)?(?:please\s+)?(?:always\s+)?[a-z]+\s+(?:it|them|those|these)\s+(?:in|to|from|with|on|into)\s+(?:any|every|each|all)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:you|we)\s+(?:add|create|write|make|open|build|set up)\b[^,;?]*$/i;
/**
 * "this is a Flutter app, state management is Riverpod 2, and we don't use Bloc anywhere": how the
 * project is, said as facts, then the team's rule last (the facts before it are the rule's context).
 */
export const FACTS_THEN_OUR_RULE = /^(?!(?:please|can|could|would|let'?s|i)\b)[^;?]*?\b(?:is|are)\b[^;?]*?,\s+(?:and\s+)?(we\s+(?:always|never|don'?t|do not|only)\s+(?!(?:need|have|had|want|got|get|know|care|see|think|mind)\b)[^,;?]{4,80})[.!]*$/i;
/** The same with any rule last, after ", and": "this is our billing platform, Java 21, …, and we follow hexagonal architecture so the domain package must never import …". */
const FACTS_AND_A_RULE = /^(?!(?:please|can|could|would|let'?s|i)\b)(?![^;?]*\b(?:again|down|broken|failing|red|now|today|the\s+\w+\s+page)\b)[^;?]*?\b(?:is|are)\b[^;?]*?,\s+(?:and\s+|(?=(?:all\s+|any\s+|every\s+)?new\s+[\w-]+\s))(?!(?:it|this|that|they|then|now)\b)(?![^,;?]*\b(?:it|this|that|them|these|those)\b)([^,;?]{10,160})[.!]*$/i;

/** How a part of the project is, said plainly first ("the unreal project is on 5.3", "the ml team owns everything under models/", "Kubernetes probes hit /healthz every 10 seconds", "my students use Windows lab machines"). */
const HOW_IT_IS = new RegExp(String.raw`^(?!(?:please|can|could|would|will|let'?s|i|i'm|it|it's|this|that|these|those|you|if|when|whenever|once|after|before|now|ok|okay|so|and|but|then|there)\b)(?:my\s+(?:students|users|customers|readers|clients|players|viewers|audience|subscribers)\s+(?:are|use|run|have|work)\b|[a-z][\w-]*s\s+(?:in|of|under)\s+(?:the\s+)?[\w./-]+\s+(?:are|get)\s+(?:reviewed|checked|audited|validated|signed|scanned)\s+by\b|${VERSION_FLOOR_IS}|(?:the|our|all|every|each)\s[^,;?]{4,100}?\b(?:is|are|runs?|uses?|owns?|lives?|has|have|holds?|targets?|supports?|covers?|resets?|rotates?|expires?|restarts?|refreshes|refresh|syncs?|gets? wiped|prints|emits|outputs|exposes|closes|meets|fits|has to fit|must fit|needs to fit|depends on|talks to)|(?:[a-z][\w-]*\s+)?[a-z][\w-]*[^s\W]s\s+(?:are|get|go|run|live|have|stay|remain)|(?:[\w-]+\s+)?(?:probes|monitors|uptime checks|health checks|crawlers|scrapers|load balancers)\s+(?:hit|call|poll|ping|scrape)\s+(?!(?:it|this|that|them)\b)\S+\s+every\s+(?:\d+|few)\s+(?:seconds|secs|s|minutes|mins))\b[^,;?]*$`, 'i');
/** A fact said after the first, in a clause of its own: "timing closes at 125 MHz with a little slack" (not the user, the agent or the thing at hand). */
const ANOTHER_FACT = /^(?!(?:i|i'm|we|we're|you|it|it's|this|that|these|those|they|he|she|there|so|but|then|now)\b)(?:the\s+|our\s+)?[a-z][\w-]*(?:\s+[\w.-]+){0,2}\s+(?:is|are|[a-z]+[^s\W]s)\b(?![^,;?]*\b\w+ed\b)[^,;?]*$/i;
/** How the project is, said in one clause or more ("the board is an Artix-7, timing closes at 125 MHz"). */
const howItIs = (head: string): boolean => {
  const [first, ...more] = head.split(/,\s+(?:and\s+)?/);
  return HOW_IT_IS.test(head) || (HOW_IT_IS.test(first!) && more.every((c) => HOW_IT_IS.test(c) || ANOTHER_FACT.test(c)));
};
/** What always follows from how it is, told after it: ", so deletes always fail". */
const ALWAYS_FOLLOWS = /,\s+so\s+(?:all\s+|any\s+)?[\w-]+(?:\s+[\w-]+)?\s+always\s+(?:fail|break|error(?:\s+out)?|get\s+rejected|time\s+out)s?$/i;
/** The order after it: never, don't, always, only… ("…, never put gameplay logic in Update"). */
const ORDER_AFTER_IT = /^(?:so\s+)?(?:please\s+)?(?:never|don'?t|dont|do not|always|only|(?:nobody|no one|no-one)\s+(?:should|must|may))\s+\w+/i;
/** The same, after the comma that ends the facts. */
const ORDER_AFTER_A_COMMA = new RegExp(String.raw`[,;]\s+(?=${ORDER_AFTER_IT.source.slice(1)})`, 'i');
/** Any day's figures before the day's run, "today's numbers before that": every day's, not this one's. */
// (and what any work of a kind needs: "… for anything that needs today's data")
const ANY_DAYS_FIGURES = /\btoday'?s\s+(?:numbers|data|figures|metrics|totals|counts|reports?|dashboards?)\b(?=[^,;]*\b(?:before|until|till)\b)|(?<=\b(?:anything|everything|nothing)\s+that\s+(?:needs?|uses?|wants?)\s+)today'?s\s+(?:numbers|data|figures|metrics|totals|counts)\b/gi;
/** Whom to ask about it, or where, or to keep it in step, pointing back at it: "…, ask them before changing a training config", "…, ask in #data-platform before touching dags/", "…, keep it in sync when you change a component", "…, bump SAVE_VERSION when you change it". */
const ASK_OR_KEEP_IN_STEP = /^(?:so\s+)?(?:please\s+)?(?:(?:ask|check with|talk to|ping)\s+(?:them|him|her)\s+(?:before|first)\b|(?:ask|check|post)\s+in\s+(?:the\s+)?#[\w-]+(?:\s+channel)?\s+(?:before|first)\b|keep\s+(?:it|them)\s+(?:in sync|up to date|current)\s+(?:when|whenever|every time|if)\b|(?:anything|everything|any change)\s+(?:that\s+)?(?:touch|chang|modif|affect)\w*\s+(?:it|them)\s+(?:needs|requires|must|has to|goes through)\b|(?:bump|increment|update|regenerate)\s+(?!(?:it|this|that|them)\b)\S+(?:\s+\S+)?\s+(?:when(?:ever)?|every time|each time|if)\s+(?:you|we|someone|anyone)\s+(?:change|touch|modify|edit|update)\s+(?:it|them)\b|keep\s+(?:that|it|them|this)\s+(?:stable|backwards?[- ]compatible|unchanged|cheap|fast|light(?:weight)?|quick)[.!]*$|(?:add|put|register|declare|define)\s+(?:any\s+|every\s+)?new\s+[\w-]+\s+(?:there|in\s+it|to\s+it)(?:\s+first)?[.!]*$|(?:check|read|consult|look at|follow)\s+(?:it|them)\s+(?:first\s+)?(?:before|whenever|when)\s+(?:you|we)\s+[a-z]+\s+(?:a|an|any|every|new)\s+[\w-]+|(?:any|every|each)\s+change\s+(?:to|in)\s+(?!(?:this|that|it)\b)\S+(?:\s+\S+)?\s+(?:goes|has to go|must go|needs to go)\s+(?:to|past|through)\s+(?:them|him|her)\s+(?:before|first)\b)/i;
/** A kind of work that waits for what comes round, said after it: "…, so big sweeps wait until then". */
const WAITS_TILL_THEN = /^so\s+(?:all\s+|any\s+|the\s+)?(?:[\w-]+\s+)?[\w-]+s\s+(?:always\s+)?(?:wait|have to wait|must wait|should wait|go out|run)\s+(?:until|till|for|after)\s+(?:then|that|it)[.!]*$/i;
/** An order for every one of a kind, said as an imperative: "…, mark gpu tests with @pytest.mark.gpu so they're skipped there". */
const KIND_ORDER_AFTER_IT = /^(?:so\s+)?(?:please\s+)?(?:always\s+)?(?:mark|tag|label|put|keep|use|run|wrap|add|write|name|prefix|route|store|log|check|verify|assume|pin)\s+(?!(?:it|this|that|them|these|those)\b)/i;
/** An order on "it", done every time a kind of thing comes: "re-read it from env on every request", "reload it each time". */
const EVERY_TIME_ON_IT = /^(?:so\s+)?(?:please\s+)?(?:always\s+)?(?:re-?read|read|re-?load|load|fetch|re-?fetch|re-?check|check|refresh|look\s+(?:it|them)\s+up)\s+(?:(?:it|them)\s+)?(?:from\s+[\w./-]+\s+)?(?:on|for|with|in)\s+(?:every|each)\s+(?:request|call|run|job|message|event|deploy|startup|boot)[.!]*$/i;
/** A kind said bare, in the plural, first: "product names stay …", "migrations are …" (not "the client …"). */
const A_BARE_KIND_FIRST = /^(?!(?:the|our|this|that|these|those|they|there|it|its)\b)(?:[a-z][\w-]*\s+)?[a-z][\w-]*[^s\W]s\s+(?:are|stay|remain|go|get|live|run)\b/i;
/** How the code handles errors, a way of the code and no trouble: "errors are wrapped with %w", "errors are returned, not thrown" (nor is code named with a dot, "errors.Is"). */
const HOW_ERRORS_ARE_HANDLED = /^(?:all\s+|our\s+)?errors?\s+(?:are|get|is|must be|should be)\s+(?:always\s+)?(?:wrapped|handled|returned|raised|thrown|typed|checked|mapped|converted)\b/i;
/** Which ones a relative set is today, said after it: "we support the last two iOS versions, currently 17 and 18" (no moment). */
const WHICH_ARE_NOW = /(?<=\b(?:last|latest|newest|most recent|two|three|\d)\s+(?:[\w.-]+\s+)?(?:versions|releases|majors|minors|lts(?:\s+releases)?)\b[^,;]{0,20}),\s*(?:currently|right now|at the moment|today|now)\s+(?:that'?s\s+|those are\s+)?[\w.]+(?:\s*(?:,|and|&)\s*[\w.]+){0,3}[.!]*$/i;
/** What ties an order to the work at hand rather than to how the project is. */
const AT_HAND = /\b(?:this|that|these|those)\s+(?:file|function|pr|branch|change|bug|test|one|time|line|lines|block|method|class|variable|import|commit|comment)\b|\b(?:now|yet|today|again|for now)\b/i;
/** A state of the moment: "the deploy is running", "the build is done". */
const A_STATE_OF_THE_MOMENT = /\b(?:is|are)\s+(?:\w+ing|done|over|gone|out|off)\b/i;
/** An order about the one thing just named: "…, don't run it", "…, don't email them". */
const ABOUT_THE_ONE_THING = /\b(?:it|them|him|her|the whole thing)\b/i;
/** An order that points back at the place or thing just named: "…, don't keep test fixtures there", "…, don't start another one". */
const POINTS_BACK_AT_THE_PLACE = /\b(?:there|here|another one|a second one|a new one)\b/i;

/**
 * Who a person is on the team, or the part of the work they make, said first: "Anneke is the DBA", "Mateo composes the
 * music", "Ines runs the prod deploys through fly.io" (a name by its capital, read case-sensitively; not "Don't …", "Please …").
 */
// ("my partner Tomasz handles the wholesale accounts": named with who they are to the user; "Lucia translates the UI into
// Spanish and Portuguese": into two; "my wife Aiko gets the notifications too": who is told what the project tells)
const A_PERSONS_PART =
  /^(?:(?:[Mm]y|[Oo]ur)\s+(?:business\s+)?(?:partner|wife|husband|co-?founder|colleague|boss|accountant|bookkeeper|assistant|sister|brother|mum|mom|dad|son|daughter|friend)\s+)?(?!(?:Don|Do|Never|Please|Just|It|This|That|The|Our|We|You|They|He|She|I|Also|And|But|So)\b)\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?\s+(?:is\s+(?:the|our)\s+(?:[\p{L}-]+\s+){0,2}[\p{L}-]+|(?:composes|writes|designs|draws|makes|does|handles|owns|maintains|runs|reviews|approves|translates|records|animates|models|mixes|edits)\s+(?:the|our|all(?:\s+the)?)\s+(?:[\p{L}-]+\s+){0,2}[\p{L}-]+(?:\s+(?:through|on|via|in|into|with|from)\s+[\p{L}\d./-]+(?:\s+and\s+[\p{L}\d./-]+)?)?|(?:gets|receives)\s+(?:the|all(?:\s+the)?)\s+(?:[\p{L}-]+\s+)?(?:notifications|alerts|reports|emails|texts)(?:\s+too)?)$/u;
/** A part someone owns, their name typed in lower case: "jenna owns the auth service". */
const A_PART_OWNED_TYPED_LOW = /^(?!(?:don|do|never|please|just|it|this|that|the|our|we|you|they|he|she|i|also|and|but|so|everyone|nobody|someone|anyone)\b)[a-z][a-z'-]{2,}\s+(?:owns|maintains|leads|runs|handles|manages)\s+(?:the|our)\s+[\w-]+(?:\s+[\w-]+)?$/;
/** What a team does with a part of the system, said first: "the data team reads from the read replica". */
const A_TEAMS_PART = /^(?:the|our)\s+[\w-]+(?:\s+[\w-]+)?\s+team\s+(?:only\s+)?(?:reads?|writes?|uses?|owns?|runs?|deploys?|calls?|queries|consumes?|depends on|relies on|pulls?|pushes)\b[^,;]*$/i;
/** What to bring them in on, or keep from them: "loop her in on schema changes", "cc him on anything that touches billing", "add her to anything that alerts", "ping him before you change the invoice schema". */
const BRING_THEM_IN_ON =
  /^(?:so\s+)?(?:please\s+)?(?:always\s+)?(?:(?:loop\s+(?:him|her|them)\s+in|cc\s+(?:him|her|them)|tag\s+(?:him|her|them)|ping\s+(?:him|her|them)|involve\s+(?:him|her|them)|include\s+(?:him|her|them)|ask\s+(?:him|her|them)|check\s+with\s+(?:him|her|them)|run\s+(?:it|them)\s+(?:by|past)\s+(?:him|her|them))\s+(?:on|for|about|before|whenever|when|if)\s+|add\s+(?:him|her|them)\s+to\s+)(?!(?:this|that|it|he|she|they|him|her|the\s+(?:pr|ticket|change|migration|fix))\b)(?:any|every|all|each|new|anything|you\s+(?:change|touch|edit|modify|deploy|merge|release|ship|drop|rename|migrate)\s+(?!(?:it|this|that|them)\b)|(?:[\w-]+\s+)?\w+(?:ing|s)\b)/i;

/** How the project is, then the order it implies, kept whole as a rule when the order reads as one alone (or asks whom to ask, or to keep it in step). */
function factThenOrder(said: string): Statement | null {
  // (a shape written out in braces is one clause: "the response shape is always {data, error}, never …")
  const read = said.replace(/\{[^{}]*\}|\[[^\[\]]*\]/g, (m) => m.replace(/,/g, ' '));
  // (at the comma before the order, not one inside the facts: "the CI matrix covers node 18, 20 and 22, don't use …")
  const beforeOrder = read.search(ORDER_AFTER_A_COMMA);
  const at = beforeOrder >= 0 ? beforeOrder : read.search(/[,;]\s+/);
  if (at < 0) return null;
  const head = said.slice(0, at);
  const rest = said.slice(at).replace(/^[,;]\s+/, '');
  // (who a person is, then an order about their part: the pronoun is theirs, not the thing at hand's)
  // (or what a team does: "the data team reads from the read replica, never point them at the primary")
  if ((A_PERSONS_PART.test(head) || A_TEAMS_PART.test(head)) && !MOMENT.test(said) && !THIS_DAY.test(said) && !AT_HAND.test(rest)) {
    const order = rest.split(/[,;]\s+/)[0]!;
    if (BRING_THEM_IN_ON.test(order) || classifySaid(order)?.type === 'feedback') return { type: 'feedback', kind: 'rule', text: sentence(said), quote: said };
  }
  // (a name typed in lower case, "jenna owns the auth service, loop her in on …": a person by the "her" that follows)
  if (A_PART_OWNED_TYPED_LOW.test(head) && !MOMENT.test(said) && !THIS_DAY.test(said)) {
    const order = rest.split(/[,;]\s+/)[0]!;
    if (BRING_THEM_IN_ON.test(order) && /\b(?:him|her)\b/i.test(order)) return { type: 'feedback', kind: 'rule', text: sentence(said), quote: said };
  }
  // (not the state of the moment: "the deploy is running, don't restart the pods manually")
  // (a list of numbers is one clause: "node 18, 20 and 22")
  // (nor trouble said as what always follows from how it is: "the bucket has object lock on, so deletes always fail")
  const how = read.slice(0, at).replace(ALWAYS_FOLLOWS, '');
  if (!howItIs(how.replace(/(\d)\s*,\s*(?=\d)/g, '$1 ')) || TROUBLE.test(how.replace(HOW_ERRORS_ARE_HANDLED, '').replace(/`[^`]*`|\b\w+\.\w+\b/g, '')) || STATE_NOW.test(head) || A_STATE_OF_THE_MOMENT.test(head) || MOMENT.test(said) || THIS_DAY.test(said) || AT_HAND.test(rest)) return null;
  const rule: Statement = { type: 'feedback', kind: 'rule', text: sentence(said), quote: said };
  // (or an order on "it" done every time a kind of thing comes: "the webhook secret rotates when we redeploy, re-read it from env on every request")
  // (or a kind of work held back until it comes round: "our allocation resets on the first of every month, so big sweeps wait until then")
  if (ASK_OR_KEEP_IN_STEP.test(rest) || EVERY_TIME_ON_IT.test(rest) || (/\bevery\b/i.test(head) && WAITS_TILL_THEN.test(rest))) return rule;
  if (!ORDER_AFTER_IT.test(rest) && !KIND_ORDER_AFTER_IT.test(rest)) return null;
  const order = rest.split(/[,;]\s+/)[0]!;
  // (an order about the one thing just named is the task's: "the migration has a typo, don't run it", "the client is on holiday, don't email them")
  // (but "them" after a kind said bare is every one of it: "product names stay in English, never translate them")
  const ofEveryOne = A_BARE_KIND_FIRST.test(head) && /^(?:so\s+)?(?:please\s+)?(?:never|don'?t|dont|do not|always)\b/i.test(order) && !/\b(?:it|him|her)\b/i.test(order);
  if ((ABOUT_THE_ONE_THING.test(order) && !ofEveryOne) || classifySaid(order.replace(/\bthem\b/i, 'these'))?.type !== 'feedback') return null;
  // (named by the order unless it points back at the place — its reason after "so" aside: "…, don't keep test fixtures there")
  // (nor by an order whose "them" needs the kind before it)
  return (ofEveryOne && /\bthem\b/i.test(order)) || POINTS_BACK_AT_THE_PLACE.test(order.replace(/\s+so\s+.*$/i, '')) ? rule : { ...rule, nameClause: order };
}

/** The command that sets it up, after a rule: "…, make test-int spins up kafka and postgres". */
const THE_COMMAND_THAT_DOES_IT = /,\s+`?(?:make|npm run|pnpm|yarn|just|task|tox|nox|mage|bin\/[\w.-]+|\.\/[\w.-]+|scripts\/[\w.-]+)(?:\s+[\w:.-]+)?`?\s+(?:spins up|starts|brings up|sets up|boots|runs|launches|creates)\b[^,;]*[.!]*$/i;

/** "…, but it does", "…, but they still do": what should (not) be, then what is. */
const SHOULD_BUT_DOES = /\b(?:should|must|is supposed to|are supposed to)\b[^,;]*[,;]?\s+but\s+(?:it|they|this|that|he|she)\s+(?:still\s+|sometimes\s+|often\s+|always\s+)?(?:does|do|did|is|are|was|were|doesn'?t|don'?t|didn'?t|isn'?t|aren'?t|keeps?|kept)\b/i;
/** "we always end up …": an outcome that keeps coming about, not a way of working. */
const ENDS_UP = /^(?:we|i|they|you)\s+(?:always|never|usually|often|somehow)\s+(?:end|wind)\s+up\b/i;
/** "answer in German please", "reply in Spanish": the language the user wants answers in. */
// (said with why, or despite what: "…, even though the code is in English" — "reply in german please" alone may be this once)
const ANSWER_LANGUAGE =
  /^(?:please\s+)?(?:answer|reply|respond|write\s+to\s+me|talk\s+to\s+me|speak\s+to\s+me)\s+in\s+(?:english|german|french|spanish|portuguese|italian|dutch|chinese|mandarin|japanese|korean|russian|polish|turkish|ukrainian|swedish|norwegian|danish|finnish|czech|greek|hindi|arabic|hebrew|vietnamese|indonesian|thai)(?:\s+please)?\s*,\s*(?:even though|although|though|since|because|as)\b[^.!?]*[.!]*$/i;
/** An interruption first: "stop, …", "wait, …", "hold on — …". */
const STOPPED_NOW = /^(?:stop|wait|hold on|hang on|whoa|woah)\s*[,.!—–-]+\s*/i;
/** "don't stop until all tests pass", "keep going till the build is green": the work driven on to its end. */
const DRIVEN_ON = /^(?:please\s+)?(?:(?:don'?t|do not)\s+stop|keep (?:going|working|trying|at it))\s+(?:until|till|before)\b/i;
/** "… for this", "… for that": said of the thing at hand. */
const FOR_THIS_AT_THE_END = /\bfor (?:this|that)(?:\s+(?:one|case|part|bit))?[.!]*$/i;

/** What a document or someone says, then "but" what is found: "the docs say …, but the code …". */
const SAID_THEN_CONTRADICTED = /^(?:the|our|this|that)\s+(?:[\w-]+\s+)?(?:docs?|documentation|readme|wiki|spec|ticket|comment|guide|style guide|runbook|rfc|adr|issue|pr description)\s+(?:says?|said|claims?|states?)\b[^;]*?,\s*but\s+(?:the|our|it|we|in|everything|every|all|nothing|this)\b/i;

/**
 * "we should always write ADRs for big decisions, but honestly nobody does it": how it ought to be, said with the
 * team not doing it — a complaint, or the question of which holds, not a rule to follow.
 */
const IDEAL_NOT_FOLLOWED = /\b(?:should|supposed to|meant to|must)\b[^;]*?,?\s+but\s+(?:honestly\s+|in practice\s+|realistically\s+|really\s+|tbh\s+)?(?:nobody|no one|none of us|we never|we don'?t|nobody ever|we rarely|hardly anyone|no one ever)\b/i;

/** "as of today, …", "as of this week …": what follows holds from then on. */
const AS_OF_TODAY = /^as of (?:today|now|this (?:week|morning|sprint|release)|(?:monday|tuesday|wednesday|thursday|friday))\s*,?\s+(\S.{8,})$/i;

/** An order that is only "this way" ("always do it like that", "from now on do it like this"): it names nothing kept. */
// ("exactly like that from now on", "do that from now on": the same, with no verb or no manner)
const ONLY_POINTS_BACK =
  /^(?:(?:yes|yeah|yep|ok(?:ay)?|sure|great|perfect|good|nice|exactly)[,.!]*\s+)*(?:please\s+)?(?:(?:always|from now on|every time)[,]?\s+)?(?:(?:do|write|handle|format|make|keep)\s+(?:it|that|this|them|things)\s+(?:like\s+(?:that|this)|this way|that way|the same way)|(?:(?:exactly|just|precisely)\s+)?(?:(?:do|keep doing)\s+)?(?:it\s+)?(?:like|as)\s+(?:that|this)(?=\s*,?\s+(?:from now on|going forward|from here on))|(?:do|keep doing)\s+(?:that|this|it)(?=\s*,?\s+(?:from now on|going forward|from here on)))(?:\s*,?\s+(?:from now on|every time|always|going forward|from here on))?[.!]*$/i;

/** "let me know if …", "check whether …", "not sure if …": whether it is so is what is asked. */
const ASKED_AS_AN_ORDER = /^(?:please\s+|can you\s+|could you\s+)?(?:let me know|tell me|check|find out|figure out|see|confirm)\s+(?:if|whether)\b|^(?:i'?m\s+)?not sure (?:if|whether)\b|^i wonder (?:if|whether)\b/i;

/** A closing verdict that what is said is a fault: "…, that's the bug", "…, which is a problem", "something is off". */
const TOLD_AS_A_FAULT = /,\s*(?:and\s+)?(?:that'?s|that is|which is|it'?s)\s+(?:the|a|our)\s+(?:bug|problem|issue|cause)\b|\bwhich is (?:bad|broken|wrong|a problem)\b|\bsomething(?:'s| is) (?:wrong|off|broken)\b/i;

/** What a shared resource is, said before the rule it calls for: "the gpu box is shared, …", "our api quota is small, so …". */
const A_RESOURCE_IS_FIRST = /^(?:the|our)\s+(?:[\w-]+\s+){1,3}(?:is|are)\s+(?:shared|small|tiny|limited|metered|expensive|rate-limited|read-only|readonly)(?:\s+with\s+[^,;]{1,30})?\s*,\s+(?:so\s+)?/i;
/** What a service bills by, said before the rule it calls for: "our Redis is the managed Upstash one and it bills per command, so …". */
const WHAT_IT_COSTS_FIRST = /^(?:the|our)\s+[^,;]{2,60}?\b(?:bills?|charges?|costs?|is billed|are billed|is metered|are metered)\s+(?:us\s+)?(?:per|by the|by|for each)\s+[\w-]+(?:\s+[\w-]+)?\s*,\s+so\s+/i;
/** What the machines are, said before what that allows: "our GPUs are A100 40GB, batch size 64 is the most that fits …". */
const WHAT_IT_RUNS_ON_FIRST = /^(?:the|our)\s+(?:gpus?|machines?|servers?|boxes|runners?|nodes?|instances?|devices?|test phones?|boards?)\s+(?:are|is)\s+(?:all\s+)?[^,;]{2,30},\s+(?:so\s+)?/i;
/** The tool chosen, named alone before the rule that says why: "pnpm, we never use npm here" (an answer to "npm or pnpm?"). */
const THE_ONE_CHOSEN_FIRST = /^[a-z][\w.+#-]*\s*,\s+(?=we\s+(?:never|always|only|don'?t|do not)\b)/i;
/** The stack, then the exception to it: "we use React Native with Expo, but the payments screen is a native module, …". */
const WE_USE_BUT_FIRST = /^we\s+use\s+[^,;]{2,40},\s+but\s+/i;
/** What the project is, said before what "it" does: "we're building a CLI for …, it …", "this is an app for …; it …". */
const WHAT_WE_BUILD_FIRST = /^(?:we(?:'re| are)\s+(?:building|writing|making|developing)|this\s+is)\s+(?:a|an)\s+((?:[\w-]+\s+){0,2}?(?:cli|app|service|api|library|bot|tool|plugin|extension|game|site|backend|frontend|sdk|dashboard|pipeline))\b[^,;]{0,60}[,;]\s+(?:and\s+)?it\s+/i;
/** A person gone from the team, said before what holds since: "Lena left; …", "Sam has left the company, …". */
// (a name, not an order: "Don't quit, …")
const LEFT_FIRST = /^(?!(?:Don|Do|Never|Please|Just|Pls|Plz)\b)\p{Lu}[\p{L}-]+\s+(?:(?:has\s+)?left|quit|(?:has\s+)?moved on|retired)(?:\s+(?:the|our)\s+(?:team|company|project|org))?(?:\s+(?:last|this)\s+(?:week|month|sprint|quarter|year))?\s*(?:[;,.]|\s[—–-])\s*(?:so\s+|and\s+)?/u;

/** A person's team, said before what they do: "Kofi is on the platform team and …" (the name by its capital). */
const ON_A_TEAM_AND = /^(\p{Lu}[\p{L}'-]+)\s+is\s+(?:on|in)\s+(?:the|our)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+team\s+and\s+(?=\p{Ll}+s\s)/u;

/** A request about the thing just done, before the rule that says why: "remove that, we can't log request bodies, …". */
// ("put it back to 60, the netcode assumes 60 ticks": the same, back as it was)
// ("move it into the Settings feature module, each feature is its own swift package": moved where the way of the code says)
const UNDO_IT_FIRST = /^(?:(?:looks good|lgtm|nice|great|ok(?:ay)?)\s*,?\s+but\s+)?(?:please\s+)?(?:(?:remove|revert|undo|delete|drop|take out|roll back)\s+(?:that|this|it|them)|(?:change|put|set|switch|turn|move)\s+(?:that|this|it|them)\s+back(?:\s+(?:to|at)\s+[^,;]{1,20}?)?|(?:move|put)\s+(?:that|this|it|them)\s+(?:in|into|under|to)\s+[^,;]{2,50}?)(?:\s+(?:again|please))?\s*[,;]\s+/i;
/** "that's expected locally, signing only works on the CI mac mini": the agent's trouble is no fault, and why. */
// ("that's what we want for anything public, SEO matters for us": the same, after approving what was done)
const EXPECTED_FIRST = /^(?:(?:that'?s|that is|it'?s|it is|this is)\s+(?:expected|normal|known|fine|by design)(?:\s+(?:locally|here|on your machine|in the sandbox|in this sandbox|on this box))?|(?:that'?s|that is|this is)\s+(?:what|how)\s+we\s+(?:want|like|do it)(?:\s+for\s+[^,;]{2,40})?)\s*[,;:—–-]\s+/i;
/** "anyhow is fine in the binary, but the lib uses thiserror …": where a tool is allowed, then how the rest of the code does it. */
const FINE_THERE_BUT_FIRST = /^(?!(?:it|this|that)\b)[\w.@/-]+\s+is\s+(?:fine|ok(?:ay)?|allowed)\s+(?:in|for)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s*,?\s+but\s+(?=(?:the|our|all|every|we)\b)/i;
/** "not without a SAFETY comment, every unsafe block needs one …": what the agent's work lacked, then the rule that names it by "one". */
const NOT_WITHOUT_FIRST = /^(?:no,?\s+)?not\s+without\s+(an?\s+[^,;]{2,30}?)\s*[,;—–-]\s+/i;
/** "run the unit tests, e2e runs nightly": an order for now, then how a part of the project stands (kept for that). */
const AN_ORDER_FIRST = /^(?:please\s+)?(?:just\s+)?(?:run|use|try|skip)\s+(?!(?:it|this|that|them)\b)[^,;]{2,40}[,;]\s+(?=(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:runs?|is|are|lives?|goes|go|takes?|needs?|only)\b)/i;
/** "only where the why isn't obvious, we don't comment what the code already says": the case, before the team's way. */
const ONLY_WHERE_FIRST = /^only\s+(?:where|when|if)\s+[^,;]{3,40},\s+(?=we\b)/i;
/** "that's a breaking change, the mobile apps pin to v2 …": a verdict on what the agent did, before why. */
const VERDICT_FIRST = /^(?:that'?s|this is|it'?s|that would be)\s+(?:a\s+)?(?:breaking change|breaking|no-go|not allowed|too risky|risky|dangerous)\s*[,;:—–-]\s+/i;
/** "I moved to Berlin, so my timezone is CET now": where the user went, before what it changes about them. */
const MOVED_SO_FIRST = /^i(?:'ve|\s+have)?\s+(?:just\s+|recently\s+|finally\s+)?(?:moved|relocated)\s+to\s+[^,;]{2,30}?,?\s+so\s+(?=my\b)/i;
/** "you can't, there's no display on this box, …": a no to what the agent meant to do, before why. */
const YOU_CANT_FIRST = /^(?:no,?\s+)?you\s+(?:can'?t|cannot|won'?t be able to)(?:\s+(?:here|do that|run it|see it|test that))?\s*[,;—–-]\s+/i;
/** A sigh or a "careful" before a statement: "hmm we moved to hooks a while ago, …", "careful, on big tables …", "careful with the fixtures folder, …". */
const HEDGE_FIRST = /^(?:(?:be\s+)?careful\s+with\s+(?:the\s+|our\s+)?[\w./-]+(?:\s+[\w./-]+){0,2}\s*[,:;—–-]|(?:hmm+|hm+|uh+|um+|careful|heads up|watch out)[,.!]?)\s+/i;
/** Why the user wants it, said first: "I want to understand the change, so explain the why, not just the what". */
const WANTS_TO_UNDERSTAND_SO = /^i\s+(?:want|need|like)\s+to\s+(?:understand|learn|follow|review|see)\b[^,;]{0,40}?,?\s+so\s+(?=\S)/i;
/** Too much of a kind, said first: "too many abstractions, I like boring code" (or a verdict on the agent's work: "too old, we only cite …"). */
const TOO_MUCH_FIRST = /^(?:too\s+(?:many|much)\s+[\w-]+(?:\s+[\w-]+)?|(?:(?:that's|that is|it's|it is|way|much|far)\s+)?too\s+(?:old|long|big|slow|heavy|complex|complicated|clever|verbose|wordy|formal|casual|stiff|chatty))\s*[,.;:!—–-]+\s*(?=\S)/i;
/** The trouble that taught it, said first: "we got bitten by timezone bugs before so all datetime handling goes through lib/time.ts". */
const BITTEN_BEFORE_SO = /^(?:we|i)(?:'ve|\s+have)?\s+(?:got|were|been|was)\s+(?:badly\s+|really\s+)?(?:bitten|burned|burnt)\s+by\s+[^,;]{2,50}?(?:\s+(?:before|in the past|last\s+\w+|a few times|once|twice))?\s*,?\s+so\s+(?=\S)/i;

/** A newcomer saying so before a rule: "i'm new here, …", "i'm the new dev on the payments team, …", "i just joined the data team; …". */
const NEW_HERE_FIRST =
  /^(?:i'?m|i am)\s+(?:(?:the|a)\s+)?new(?:\s+(?:here|hire|joiner|dev(?:eloper)?|engineer|contractor|intern))?(?:\s+(?:on|to|in|at|for)\s+(?:the|this|our)\s+[\w-]+(?:\s+[\w-]+)?)?\s*(?:[,;.]|\s[—–-])\s*(?:so\s+)?|^i(?:'ve| have)?\s+just\s+joined(?:\s+(?:the|this|our)\s+[\w-]+(?:\s+[\w-]+)?)?\s*(?:[,;.]|\s[—–-])\s*(?:so\s+)?/i;
/** What a picture shows, before the rule it stands for: "this is how our design system spaces cards, always use 16px gaps …". */
const THIS_IS_HOW_FIRST = /^(?:this|that|here)(?:'s|\s+is)\s+how\s+[^,;:]{3,60}[,;:]\s+(?:so\s+)?/i;
/** The rule a picture stands for opens as an order ("always use …", "never …", "use …"): not "…, always after a deploy". */
const AN_ORDER_FOLLOWS = /^(?:please\s+)?(?:(?:always|never)\s+(?!after|before|when|on|in|at|during|with|if|since|until)[a-z]+|don'?t|do not|use|keep|make|put|avoid|prefer|stick|we\s+(?:always|never|use|only|don'?t))\b/i;

/** The sentence without `lead` at its start, or null when it does not start so. */
const without = (said: string, lead: RegExp): string | null => {
  const rest = said.replace(lead, '');
  return rest === said ? null : rest;
};

/**
 * What may lead a sentence and be read past, the sentence kept whole: what a shared resource is, before the rule it
 * calls for ("the gpu box is shared, please cap jobs at 2 gpus"), or what a service bills by; what the machines are,
 * before what that allows ("our GPUs are A100 40GB, batch size 64 is the most that fits …"); what the project is, before what "it" does, read as
 * said of the thing ("we're building a CLI for …, it talks to our flags API at …"); who left, before how things stand
 * since ("Lena left; Omar is tech lead now"); the tool chosen, named alone before the rule ("pnpm, we never use npm here");
 * the stack, before the exception to it ("we use React Native with Expo, but …").
 */
const aRule = (st: Statement) => st.type === 'feedback';
const theUsers = (st: Statement) => st.type === 'user';
const notTheUsers = (st: Statement) => st.type !== 'user';
const past = (lead: RegExp, keeps: (st: Statement) => boolean) => ({ rest: (said: string) => without(said, lead), keeps });
const READ_PAST: Array<{ rest: (said: string) => string | null; keeps: (st: Statement) => boolean; namedByRest?: boolean }> = [
  past(A_RESOURCE_IS_FIRST, aRule),
  past(WHAT_IT_COSTS_FIRST, aRule),
  {
    rest: (said) => {
      const built = WHAT_WE_BUILD_FIRST.exec(said);
      return built ? `the ${built[1]} ${said.slice(built[0].length)}` : null;
    },
    keeps: notTheUsers,
  },
  past(LEFT_FIRST, notTheUsers),
  // ("Kofi is on the platform team and approves anything under charts/ingress": read as what the person does)
  { rest: (said) => { const m = ON_A_TEAM_AND.exec(said); return m ? `${m[1]} ${said.slice(m[0].length)}` : null; }, keeps: notTheUsers },
  past(WHAT_IT_RUNS_ON_FIRST, notTheUsers),
  past(THE_ONE_CHOSEN_FIRST, aRule),
  past(WE_USE_BUT_FIRST, aRule),
  past(UNDO_IT_FIRST, notTheUsers),
  past(YOU_CANT_FIRST, notTheUsers),
  past(EXPECTED_FIRST, notTheUsers),
  past(MOVED_SO_FIRST, theUsers),
  past(AN_ORDER_FIRST, (st) => st.type === 'project' || st.type === 'reference'),
  past(VERDICT_FIRST, notTheUsers),
  past(ONLY_WHERE_FIRST, aRule),
  past(FINE_THERE_BUT_FIRST, notTheUsers),
  // (read with its "one" named: "every unsafe block needs a SAFETY comment explaining why it's sound")
  { rest: (said) => { const m = NOT_WITHOUT_FIRST.exec(said); return m ? said.slice(m[0].length).replace(/\b(needs?|requires?|must have|has to have|should have)\s+one\b/i, `$1 ${m[1]}`) : null; }, keeps: aRule },
  past(HEDGE_FIRST, notTheUsers),
  past(BITTEN_BEFORE_SO, notTheUsers),
  past(WANTS_TO_UNDERSTAND_SO, aRule),
  past(TOO_MUCH_FIRST, aRule),
  // (named by the rule: "Always use 16px gaps between them", not "This is how our design system")
  { rest: (said) => { const rest = without(said, THIS_IS_HOW_FIRST); return rest !== null && AN_ORDER_FOLLOWS.test(rest) ? rest : null; }, keeps: aRule, namedByRest: true },
];

/**
 * Ways a user whose first language is not English often puts a rule, each with the plain wording it is read as (the
 * memory keeps the user's words): "please to not use …", "is better you ask me …", "before to delete", "we're not using
 * X in this project", "prefer composition than inheritance".
 */
const COMMONLY_SAID: Array<[RegExp, string]> = [
  // (the two words most rules turn on, as they are often mistyped: "alwyas use pnpm")
  [/\b(?:alwyas|allways|alwasy|awlays|alwys|alawys|alwaus)\b/gi, 'always'],
  [/\b(?:nver|nevr|neveer|nevre)\b/gi, 'never'],
  // (words shortened as in a chat: "u can skip …", "teh prod db is read only from ur box", "the api docs r in notion")
  [/\bu\b(?=\s+(?:can|can't|cant|should|must|need|have|may|are|will|don't|dont|never|always)\b)/gi, 'you'],
  [/\bur\b(?=\s+[a-z])/gi, 'your'],
  [/\bteh\b/gi, 'the'],
  [/(?<=\b[a-z]+s\s)r\b(?=\s+(?:in|on|at|under|not|always|never|all|only|kept|stored|managed)\b)/gi, 'are'],
  // ("staging's URL changed to stage.shop.dev": a part's address, said with its possessive)
  [POSSESSIVE_ADDRESS, 'the $1 $2'],
  // ("ingress changes need Mei's approval now": whose approval, said with a possessive)
  [/\b(needs?|requires?)\s+(\p{Lu}[\p{L}-]*)(?:'s|’s)\s+(approval|sign-?off|review|go-ahead)\b/u, '$1 $3 from $2'],
  [/^please\s+(?:to\s+)?not\s+/i, "please don't "],
  // ("on this project we use trunk-based development": the project the rule holds in, as "in this project" says it)
  [/^on\s+this\s+(project|repo|repository|codebase)\b/i, 'in this $1'],
  // ("I run this on a Raspberry Pi 4 with 4GB RAM": where the project runs, said of the user running it)
  [/^i\s+run\s+(?:this|it)\s+on\s+(?=(?:a|an|the)\s)/i, 'this runs on '],
  [/^(?:it'?s|is)\s+better\s+(?:if\s+|that\s+)?you\s+/i, ''],
  [/\bbefore\s+to\s+(?=[a-z])/i, 'before you '],
  [/^we(?:'re| are)\s+not\s+using\b/i, "we don't use"],
  [/\bprefer\s+([\w.-]+(?:\s+[\w.-]+)?)\s+than\s+/i, 'prefer $1 over '],
  // ("we don't do friday deploys": what the team never does, said as a thing it does not do — not "we don't do that")
  [/^we\s+(?:don'?t|do not)\s+do\s+(?!(?:that|this|it|them|those|these|anything|much|well|so|the|a|an|any|what|how)\b)/i, 'we never do '],
  // ("our monorepo uses nx, run affected targets only": an order with its "only" said last)
  [/,\s+((?:run|use|deploy|merge|test|build|import|write|push|lint)\b[^,;]{3,60}?)\s+only([.!]*)$/i, ', only $1$2'],
];

/** The sentence in the plain wording it is read as, or null when it reads as it is. */
function asCommonlySaid(said: string): string | null {
  const plain = COMMONLY_SAID.reduce((text, [put, as]) => text.replace(put, as), said);
  return plain !== said ? plain : null;
}

/** A word of talk at the end of a sentence: "…, btw", "… tbh" (a laugh, thanks or a face: THANKS_LAST). */
// (a memory's name drops those too, statement-files' own TALK_AT_THE_END)
const TALK_AT_THE_END = /[\s,]+(?:btw|tbh|fyi|fwiw|imo|imho|honestly)[.!]*$/i;

/** An order, then "always" after it: "use descriptive names please, always" (the order opens with its verb: not "fails on CI, always", nor "like that, always", which names nothing). */
const ALWAYS_AFTER = /^(?:please\s+)?((?!(?:i|we|you|it|this|that|the|they|he|she|there|always|never|not|like|exactly|just|same|as)\b)(?![a-z]+(?:[^s]s|ed|ing)\b)[a-z]+\b[^,;]{4,80}?)(?:\s+please)?\s*,\s*always(?:\s+please)?[.!]*$/i;

/** An order, then that it is how the team does it: "please write table-driven tests, that's how the whole team writes Go tests", "let errors bubble up to the handler, that's how the whole codebase works" (not one that points at the work: "write it like this, that's how we do it"). */
const THE_TEAMS_WAY_AFTER =
  /^(?![^,;]*\b(?:it|this|that|these|those|them|here)\b[^,;]*,)((?:please\s+)?(?:always\s+)?(?:write|use|name|put|keep|add|structure|format|prefer|test|run|split|wrap|return|log|handle|let|throw|raise|catch|validate|pass|store)\b[^,;]{4,80}?),\s*(?:since\s+|because\s+)?(?:that'?s|this is|it'?s)\s+how\s+(?:we|the\s+(?:whole\s+)?team|our\s+team|everyone(?:\s+here)?|the\s+rest\s+of\s+(?:the\s+)?team|all\s+of\s+us|the\s+(?:whole\s+|entire\s+)?(?:codebase|code ?base|project|repo|app|backend|frontend)|the\s+rest\s+of\s+the\s+(?:code|codebase|project|repo|app))\s+(?:do(?:es)?|write|writes|structure|structures|name|names|format|formats|handle|handles|build|builds|test|tests|work|works)\b(?![^,;]*\b(?:this|that|it)\s+(?:one|time|bug|file|function)\b)[^,;]*[.!]*$/i;

/**
 * The work asked after a statement, in a clause of its own, to be left out of what is kept: "…, and I need you to start
 * with …", "…, so can you update the imports?", "…, fix the failing test in auth.spec.ts" (not an order that lasts: "…,
 * always run the linter", "…, update any links you see"; not "…, so check layouts at that size", what the statement asks
 * of all the work).
 */
const WORK_ASKED_AFTER =
  /,\s*(?:(?:and\s+|so\s+)?(?:i\s+(?:need|want)\s+you\s+to|(?:can|could|would|will)\s+you)\b|(?:please\s+)?(?:fix|add|write|update|create|implement|refactor|debug|look at|check|help me|run|build|change|remove|rename|set up|install|deploy|review|start)\b(?![^,;]*\b(?:always|never|every|any|from now on|going forward)\b)).*$/i;

/** A label of context a message opens with: "some background so you don't have to guess:", "Quick context before we start:". */
const CONTEXT_LABEL_FIRST = /^(?:some\s+|quick\s+|a\s+bit\s+of\s+)?(?:background|context)\b[^:]{0,50}:\s+(?=\S)/i;

/** A question by its first words, mark or not: "why is the run taking 40 minutes now". */
const QUESTION_UNMARKED =
  /^(?:why|how come|how|what|where|which|who|when)\s+(?:is|are|was|were|does|do|did|can|could|would|will|should|has|have|isn'?t|aren'?t|doesn'?t|don'?t|didn'?t|won'?t|can'?t)\s+(?:the|our|this|that|these|those|my|your|its|their|it|they|we|you|i|there)\b/i;

/** "no bullets, I paste these into emails, plain paragraphs": what is out (1), the user's why, and what instead (2). */
const NO_THEN_MY_WHY_THEN_INSTEAD = /^no\s+((?:[\w-]+\s+)?[\w-]+)\s*,\s*i\s+(?:always\s+|usually\s+|mostly\s+)?(?:paste|copy|read|send|forward|print|use|put)\s+[^,;]{3,50}?\s*,\s*((?:just\s+)?\S[^,;]{2,40})$/i;

/** A rule said to be one, then what it is (four words at least, no question): "the rule is that …", "our policy here is: …", "the rule is one fitting for hems, …" (not "the rule is broken"). */
const RULE_NAMED = /^(?:the|our)\s+(?:team'?s\s+|house\s+|hard\s+|golden\s+|one\s+)?(?:rule|policy|convention)\s+(?:here\s+|in\s+this\s+(?:repo|team|project)\s+)?is(?:\s+that\s+|\s*:\s*|\s+(?=(?:one|two|three|four|five|\d+|no|never|always|every|each|nothing|nobody|no\s+one|everyone|anything|all|only)\b))(?!(?:it|this|that|you|i)\b)(?:\S+\s+){3,}\S+[.!]*$/i;

/** What is said asked about last, in a clause of its own: "the pods never come up on the first try, what's going on". */
const ASKED_AFTER = /[,;—–-]\s*(?:so\s+|and\s+)?(?:what'?s\s+(?:going\s+on|happening|wrong|up\s+with\s+(?:that|it))|what\s+gives|any\s+ideas?(?:\s+why)?|how\s+come|why(?:\s+is\s+that)?|wtf)\s*[.!?]*$/i;

/** A rule read in the sentence up to where its tail starts, kept with the tail (what it leaves out, the file that shows it); null when no tail or no rule. */
function ruleBeforeItsTail(said: string, tail: RegExpExecArray | null): Statement | null {
  if (!tail || tail.index === 0) return null;
  const st = classify(said.slice(0, tail.index));
  return st?.type === 'feedback' ? { ...st, text: sentence(said), quote: said } : null;
}

/** What the "only" of a rule leaves out, said after it: "…, not the whole thing". */
const NOT_THE_WHOLE = /,?\s+(?:and\s+)?not\s+the\s+whole\s+(?:thing|suite|repo|project|monorepo|workspace|codebase)[.!]*$/i;
/** Where what a rule asks for is written down, said after it: ", written on the batch sheet". */
const WRITTEN_WHERE = /,\s*(?:and\s+)?(?:written|logged|recorded|noted|entered)\s+(?:down\s+)?(?:on|in|into)\s+(?:the\s+|a\s+|our\s+)?[^,;]{2,40}[.!]*$/i;
/** The file that shows a rule, said after it: ", there's a pnpm-lock.yaml". */
const SHOWN_BY_A_FILE = /,\s*(?:there'?s|there is)\s+(?:a|an)\s+`?[\w.-]+\.(?:ya?ml|lock|json|toml|cfg|ini|txt|mod|sum)`?(?:\s+(?:in|at)\s+(?:the\s+)?root)?[.!]*$/i;

/** Examples of a naming rule, said after it: ", BP_ for blueprints, M_ for materials". */
const NAMED_FOR_EACH_KIND = /(?:,\s*(?:and\s+)?(?:[A-Za-z]{1,5}_|_[A-Za-z]{1,5}|\.[a-z]{1,5}|[a-z]+-)\s+for\s+[\w\s-]{2,25}?){1,5}[.!]*$/;

/** "the day after", said last: the next day of a kind of thing, not "after" as "later" of this task. */
const THE_DAY_AFTER = /\bthe\s+(?:day|week|month|morning|shift)\s+after(?=[.!]*$)/i;

/** What a way of working rules out, said last in two or three words: ", no hard-coded text". */
const RULED_OUT_AFTER = /,\s*(?:and\s+)?no\s+(?!(?:one|way|problem|worries|idea|need|rush|luck|change|changes|issues?|errors?|bugs?|more|longer|matter|thanks|clue|wonder|doubt|kidding|joke|surprise|surprises)\b)(?:[\w-]+\s+){0,2}[\w-]+[.!]*$/i;
/**
 * "every user-facing string goes through String Catalogs, no hard-coded text": how every one of a kind is done, then what
 * that rules out — read only when the whole says nothing to the other forms; the head read alone (a design or a rule),
 * the whole kept as a rule.
 */
function withWhatItRulesOut(said: string): Statement | null {
  const ruledOut = RULED_OUT_AFTER.exec(said);
  if (!ruledOut || ruledOut.index === 0 || MOMENT.test(said) || THIS_DAY.test(said)) return null;
  const head = classifyAsSaid(said.slice(0, ruledOut.index));
  return head && head.type !== 'user' && head.type !== 'reference' ? { type: 'feedback', kind: 'rule', text: sentence(said), quote: said } : null;
}

/** What one sentence of the user's says that lasts, if anything: as said, behind the words it is said behind, before what it leads to, or after a request. */
/** What may be passed over, as known: "you can ignore the flaky test in checkout.spec, it's quarantined". */
const IGNORE_IT_KNOWN = /^(?:you\s+can|feel\s+free\s+to|it'?s\s+(?:ok|fine)\s+to|just)\s+ignore\s+(?:the\s+)?(?!(?:it|this|that|them)\b)[^,;]{3,60}?,\s+(?:it'?s|they'?re|it\s+is|they\s+are)\s+(?:quarantined|a known issue|known|skipped in ci|tracked in\s+\S+|expected|harmless)\b[^,;]{0,40}[.!]*$/i;
/** A rule, then a file that says otherwise named stale: "we use tabs not spaces, editorconfig is wrong ignore it". */
const IGNORE_IT_STALE = /^(.{8,}?),\s+(?:the\s+)?[\w.-]+\s+is\s+(?:wrong|outdated|stale|out of date|lying)\s*[,;]?\s+(?:just\s+)?ignore\s+it[.!]*$/i;

/** An order on the thing at hand, then a rule for every time: "close it now, and never open prod ports to the world". */
const AT_HAND_THEN_NEVER = /^(?:please\s+)?[a-z]+\s+(?:it|that|this|them)(?:\s+(?:now|right away|back|down|up|off|out))*\s*,\s+(?:and\s+)?((?:never|always|from now on)\s.{8,})$/i;

/** A source, to be changed too, and what is made from it: "update the OpenAPI spec too, the client SDKs are generated from it", "not quite, the schema needs updating too, …". */
const SOURCE_TO_UPDATE_TOO =
  /^(?:(?:not\s+quite|nope|also|and)[,.]?\s+)?(?:(?:please\s+)?(?:update|regenerate|change|edit|bump)\s+(?:the\s+|our\s+)?(?!(?:it|this|that|them)\b)[\w./-]+(?:\s+[\w./-]+){0,2}|(?:the\s+|our\s+)?(?!(?:it|this|that|they)\b)[\w./-]+(?:\s+[\w./-]+){0,2}\s+needs?\s+(?:updating|to\s+be\s+updated|an\s+update|regenerating))\s+too\s*[,;]\s+(?:since\s+|because\s+|as\s+)?(?:the\s+|our\s+|all\s+)?(?:[\w-]+\s+){0,2}[\w-]+\s+(?:are|is|get|gets)\s+(?:auto-?)?(?:generated|built|derived|compiled|rendered)\s+from\s+(?:it|them)[.!]*$/i;

/** A name in backticks, one word: "`any`", "`unknown`" (not a command of several). */
const A_NAME_IN_BACKTICKS = /`([^`\s]+)`/g;

/** "config goes in environment variables, we deploy the same image to every environment": where a kind goes, and why that lasts, said as what the team does. */
const A_KIND_GOES_THERE_BECAUSE = /^(?:all\s+)?(?!(?:the|this|that|these|those|my|your|everything|it)\b)(?:[\w-]+\s+){0,2}(?:[\w-]+s\s+(?:go|belong|live)|[\w-]+\s+(?:goes|belongs|lives))\s+(?:in|into|on|under|to)\s+(?!(?:this|that|my|your)\b)[^,;]{2,40},\s+(we\s[^;]{6,})$/i;
const goesThereBecause = (s: string): string | null => {
  const why = A_KIND_GOES_THERE_BECAUSE.exec(s)?.[1];
  return why !== undefined && lastingWhy(why) !== null && !isPointer(s) && !THIS_DAY.test(s) ? s : null;
};

/**
 * "episodes are mixed to -16 LUFS, Apple rejects anything louder": how every one of a kind is made, said without a doer,
 * and why that lasts (not "the tests are broken on main, …", a state; nor "the", "this": the ones at hand).
 */
const A_KIND_MADE_SO_BECAUSE =
  /^(?:all\s+|our\s+)?(?!(?:the|this|that|these|those|my|your|it|they)\b)(?:[\w-]+\s+){0,2}[\w-]+s\s+(?:are|get)\s+(?:always\s+)?(?!(?:broken|failing|fixed|done|finished|merged|deployed|stuck|missing|gone|deleted|ready|closed|blocked|used|needed|supposed|allowed|based|scheduled|expected)\b)(?:[a-z]+ed|[a-z]+en|cut|set|put|kept|sent|shot|built|run|read|spelled|spelt|split)\s+(?:to|at|in|into|as|with|by|on|under|through|from|before|after)\s+[^,;]{2,40},\s+(\S[^;]{6,})$/i;
/** "we export for Steam Deck first, it's 60% of our players": what the team does first, every time, and why that lasts. */
const WE_DO_FIRST_BECAUSE =
  /^we\s+(?!(?:need|want|should|could|might|tried|just|had|were|was|did|will|'ll|can|must|have|got|went|made|fixed|shipped|released|merged)\b)[a-z]+\s+(?!(?:it|this|that|them)\b)[^,;]{3,60}?\s+first,\s+(\S[^;]{6,})$/i;
const madeSoBecause = (s: string): string | null => {
  const first = WE_DO_FIRST_BECAUSE.exec(s.replace(/[.!]+$/, ''))?.[1];
  if (first !== undefined && lastingWhy(first) !== null && !MOMENT.test(s) && !THIS_DAY.test(s)) return s;
  const why = A_KIND_MADE_SO_BECAUSE.exec(s.replace(/[.!]+$/, ''))?.[1];
  return why !== undefined && lastingWhy(why) !== null && !MOMENT.test(s) && !THIS_DAY.test(s) ? s : null;
};

/** An exception of now after what usually holds: "…, but not this week", "…, but not today". */
const BUT_NOT_NOW = /,?\s+but\s+not\s+(?:this\s+(?:week|time|sprint|month|one|release|round)|today|tonight|tomorrow|now|right now|yet)[.!]*$/i;

/** A part of the project named without its article, as terse notes name it: "Thesis is in LaTeX …", "Backend is Go". */
const ARTICLE_DROPPED = /^(?:thesis|paper|book|content|config|assets|translations|fixtures|styles|backend|frontend|app|api|site|website|db|database|repo|monorepo|project|build|infra|cluster|docs|blog|service|server|client|game|firmware|bot|cli|library|plugin|extension|theme|dashboard|pipeline|model|dataset|report|codebase|auto-?update[rs]?|updater|auth|search|logging|caching|cache|queue|scheduler|workers?|storage|uploads|notifications|payments|billing|telemetry|analytics)\s+(?:is|are|lives|runs|uses)\s/i;

/** A type written with its arguments: "Result<_, AppError>", "Map<String, List<Int>>" (one level deep). */
const TYPE_ARGUMENTS = /\b[A-Z]\w*<[^<>]{1,40}(?:<[^<>]{1,20}>[^<>]{0,20})?>/g;
export function classify(said: string): Statement | null {
  // (a type's arguments are one word: "Result<_, AppError>" — its comma no clause's)
  const tight = said.replace(TYPE_ARGUMENTS, (m) => m.replace(/,\s+/g, ','));
  if (tight !== said) {
    const st = classify(tight);
    const spaced = [...said.matchAll(TYPE_ARGUMENTS)].map((m) => m[0]);
    return st && { ...st, text: spaced.reduce((t, m) => t.replace(m.replace(/,\s+/g, ','), m), st.text), quote: said };
  }
  const st = thereNamedBefore(classifyAsSaid(said), said);
  // (read with "the", kept as said)
  const withArticle = !st && ARTICLE_DROPPED.test(said) ? classifyAsSaid(`the ${said}`) : null;
  if (withArticle) return { ...withArticle, text: sentence(withArticle.text.replace(/^the\s+/i, '')), quote: said };
  const ruling = st ? null : withWhatItRulesOut(said);
  if (ruling) return ruling;
  if (st || !said.includes('`')) return st;
  // "never `any`, use `unknown` and narrow, …": its names in backticks read as the names, and kept in their backticks
  const bare = classifyAsSaid(said.replace(A_NAME_IN_BACKTICKS, '$1'));
  if (!bare) return null;
  const names = [...said.matchAll(A_NAME_IN_BACKTICKS)].map((m) => m[1]!);
  const text = names.reduce((t, name) => t.replace(new RegExp(`(?<![\\w\`])${escapeRegExp(name)}(?![\\w\`])`), `\`${name}\``), bare.text);
  return { ...bare, text, quote: said };
}

/** An order to redo the thing at hand the right way, first: "please type it properly, …", "do it right, …" (the capture: what follows). */
const REDO_IT_PROPERLY_FIRST = /^(?:please\s+)?(?:type|write|do|fix|make|redo|handle|name)\s+(?:it|them|this|that)\s+(?:properly|correctly|right|the right way|the proper way)\s*,\s+((?!(?:i|i'm|you|it|it's|this|that|he|she|they|so|but|and|please|just)\b)\S.{12,})$/i;

/** A "there" that points back at a place said before it: "… queries that show up there" (not "there is", "out there"). */
const THERE_BACK = /\b(?:up|in|from|into|on|under|only)\s+there\b|\bthere\s*[.!]*$/i;
/** An order first that names a place by its name in code: "check pg_stat_statements first, ", "look in `logs/` first, ". */
const ORDER_NAMING_A_PLACE = /^(?:please\s+)?(?:always\s+)?(?:check|look\s+(?:at|in)|see|query|search|grep|open|read)\s+(?:the\s+)?(?:[\w-]+_[\w-]+|[\w-]+\.[\w.-]+|[\w.-]*\/[\w./-]*|`[^`]+`|[A-Z][\w-]+)(?:\s+[\w-]+){0,2}?(?:\s+first)?\s*,\s*$/;
/**
 * "check pg_stat_statements first, we only add indexes for queries that show up there": a clause kept without the one before
 * it that names its "there" says nothing alone — kept whole when that clause names a thing (not "fix it, …").
 */
function thereNamedBefore(st: Statement | null, said: string): Statement | null {
  if (!st || !THERE_BACK.test(st.text)) return st;
  const at = said.toLowerCase().indexOf(st.text.replace(/[.!。]+$/, '').toLowerCase());
  const before = at > 0 ? said.slice(0, at) : '';
  // (an order that names the place: not a lead-in, "Quick note for the future: the staging db … there", whose "there" is its own)
  return ORDER_NAMING_A_PLACE.test(before) && !/\b(?:it|this|that|them|these|those)\b/i.test(before) ? { ...st, text: sentence(said) } : st;
}

function classifyAsSaid(said: string): Statement | null {
  // (a word alone says nothing that lasts: read before every form, which a message of many short sentences makes costly)
  if (words(said) < 2 && !HAN.test(said)) return null;
  // ("i usually ship on fridays, but not this week": the habit said for its exception now)
  if (BUT_NOT_NOW.test(said)) return null;
  // "why are the staging tests failing every night": a question typed without its mark asks, it tells nothing
  if (QUESTION_UNMARKED.test(said) || ASKED_AFTER.test(said)) return null;
  // ("no bullets, I paste these into emails, plain paragraphs": the user's why said between what is out and what instead —
  // read without it, kept with it)
  const whyBetween = NO_THEN_MY_WHY_THEN_INSTEAD.exec(said);
  const readWithout = whyBetween && !MOMENT.test(said) && !THIS_DAY.test(said) ? classify(`no ${whyBetween[1]}, ${whyBetween[2]}`) : null;
  if (readWithout) return { ...readWithout, text: sentence(said), quote: said };
  // "the rule is that nothing merges without one approving review": a rule named as one, whatever its form
  if (RULE_NAMED.test(said) && !MOMENT.test(said) && !THIS_DAY.test(said)) return { type: 'feedback', kind: 'rule', text: sentence(said), quote: said };
  // "update the OpenAPI spec too, the client SDKs are generated from it": a source to change with every change of what it
  // is the source of — kept as a rule, though said of the change at hand
  if (SOURCE_TO_UPDATE_TOO.test(said) && !THIS_DAY.test(said)) return { type: 'feedback', kind: 'rule', text: sentence(said.replace(/^(?:not\s+quite|nope|also|and)[,.]?\s+/i, '')), quote: said };
  // "we use yarn here, you just created a package-lock.json — delete it": a rule, then what the agent did against it (the
  // work at hand's); the rule kept, quoted whole
  const didAgainst = /,\s+you(?:'ve|\s+have)?\s+(?:just\s+|also\s+)?(?:created|added|used|made|wrote|ran|committed|pushed|installed|deleted|removed|changed|generated|imported)\b/i.exec(said);
  if (didAgainst && didAgainst.index > 0) return withQuote(classify(said.slice(0, didAgainst.index)), said);
  // "we use conventional commits, feat: fix: chore: etc": examples after the rule, read without them and kept with them
  const examples = /[:)]\s*(?:etc\.?|…)?\s*\)?[.!]*$/.test(said) ? EXAMPLES_AFTER.exec(said) : null;
  if (examples && examples.index > 0) {
    const st = classify(said.slice(0, examples.index));
    if (st) return { ...st, text: sentence(st.text.replace(/[.!]+$/, '') + said.slice(examples.index)), quote: said };
  }
  // "Keep them short; our release notes always go to customers, so …": an order of the work at hand on "them", then, after
  // the semicolon, what holds — read alone, kept without the order
  // ("please type it properly, `any` is banned by the lint config …": the same after a comma, the order only how to redo it)
  const atHandFirst = /;\s/.test(said) ? /^(?:please\s+)?(?:keep|make|write|do|leave)\s+(?:it|them|this|that|these|those)\b[^;]{0,30};\s+(\S.{12,})$/i.exec(said) : /,\s/.test(said) ? REDO_IT_PROPERLY_FIRST.exec(said) : null;
  if (atHandFirst) return withQuote(classify(atHandFirst[1]!), said);
  // ("close it now, and never open prod ports to the world, …": the same after a comma, the rule opening on "never" or "always")
  const thenNever = /,\s/.test(said) ? AT_HAND_THEN_NEVER.exec(said) : null;
  if (thenNever) return withQuote(classify(thenNever[1]!), said);
  // (what still points at the thing at hand is not read alone: "this file is generated, don't edit it by hand")
  const itIsFirst = /,\s/.test(said) ? A_WORD_ON_IT_FIRST.exec(said) : null;
  if (itIsFirst && !/\b(?:it|them|this|that|these|those)\b/i.test(itIsFirst[1]!)) return withQuote(classify(itIsFirst[1]!), said);
  // "yes, always — no implicit any anywhere in this repo", "good, that's how we like it — test first, always": the yes to the
  // agent's question or way is no part of the rule after it
  const yesFirst = YES_THEN_THE_RULE.exec(said);
  if (yesFirst) return withQuote(classify(yesFirst[1]!), said);
  // "don't run a manual sync now": a prohibition for the moment, however the work is named
  if (/^(?:please\s+)?(?:don'?t|do not|dont)\s+[^,;]{2,50}?\s+(?:now|just now|right away)[.!]*$/i.test(said)) return null;
  // "we use conventional commits btw": a word of talk at the end says nothing; read without it, quoted with it
  // ("the line length in this repo is 100 thanks!", "… lol", "… 🙏": thanks, a laugh or a face the same — not after an "ok",
  // where "ok, pnpm only, thanks" agrees to what the agent offered)
  // (both found by the sentence's last word first: classify reads every clause of every sentence)
  const lastWord = said.slice(-12);
  const talk = TALK_AT_THE_END.test(lastWord) ? TALK_AT_THE_END.exec(said) : THANKS_LAST.test(lastWord) && !ACKNOWLEDGED_FIRST.test(said) ? THANKS_LAST.exec(said) : null;
  if (talk && talk.index > 0) return withQuote(classify(said.slice(0, talk.index)), said);
  // "no exceptions and no RTTI in the hot path, we compile the engine with -fno-exceptions": read with one of the two
  if (/^no\s/i.test(said) && AND_NO_OTHER.test(said)) {
    const read = said.replace(AND_NO_OTHER, '');
    // (with what follows, or its first clause alone: what follows is the reason, "we compile the engine with -fno-exceptions")
    const one = classify(read) ?? classify(read.split(/,\s+/)[0]!);
    if (one?.type === 'feedback') return { ...one, text: sentence(said), quote: said };
  }
  // "no unwrap() outside tests, use expect with a message if you really have to": the leave a rule ends with, read without
  // it and kept with it
  if (/\bto[.!]*$/i.test(lastWord)) {
    const head = said.replace(CONCEDED_AT_THE_END, '');
    const st = head !== said && words(head) >= 4 ? classify(head) : null;
    if (st) return { ...st, text: sentence(st.text.replace(/[.!]$/, '') + said.slice(head.length)), quote: said };
  }
  // "use descriptive names please, always": an order with "always" said after it, read as said before it
  const always = /always(?:\s+please)?[.!]*$/i.test(lastWord) ? ALWAYS_AFTER.exec(said) : null;
  if (always) return withQuote(classify(`always ${always[1]}`), said);
  // ("parameterized queries only, always": a kind said alone with its "only", read without its "always")
  const onlyAlways = /always[.!]*$/i.test(lastWord) ? /^((?!(?:i|we|you|it|this|that|they)\b)(?:[\w-]+\s+){0,3}[\w-]+\s+only)\s*,\s*always[.!]*$/i.exec(said) : null;
  if (onlyAlways) return withQuote(classify(onlyAlways[1]!), said);
  // "you can ignore the flaky test in checkout.spec, it's quarantined", "the README is outdated, ignore it": what a later
  // session may pass over, and why
  const ignorable = IGNORE_IT_KNOWN.exec(said) ?? IGNORE_IT_STALE.exec(said);
  if (ignorable && !MOMENT.test(said) && !THIS_DAY.test(said)) {
    // (a rule before the stale file that says otherwise is the rule, kept with it: "we use tabs not spaces, editorconfig is wrong ignore it")
    const ruleFirst = ignorable[0] === said && IGNORE_IT_STALE.test(said) && ignorable[1] ? classify(ignorable[1]) : null;
    if (ruleFirst) return { ...ruleFirst, text: sentence(said), quote: said };
    if (IGNORE_IT_KNOWN.test(said)) return { type: 'project', kind: 'notice', text: sentence(said), quote: said };
  }
  // "Don't worry about IE11, we dropped it last year": what was dropped named in the clause before its "it", read so and
  // kept as said
  const wavedOff = /^(?:please\s+)?(?:don'?t worry about|don'?t bother with|don'?t bother about|forget about)\s+((?!(?:it|this|that|them|the|those|these)\b)[\w.+#-]+(?:\s+[\w.+#-]+)?)\s*,\s*(we(?:'ve| have)?\s+(?:dropped|removed|ditched|stopped supporting|no longer support))\s+(?:it|that|them)\b(.*)$/i.exec(said);
  if (wavedOff) {
    const st = classify(`${wavedOff[2]} ${wavedOff[1]}${wavedOff[3]}`);
    if (st) return { ...st, text: sentence(said), quote: said };
  }
  // "only comment the why, not the what": a rule of "only" with what it leaves out said after it, read without that and kept
  // with it
  const withoutWhatIsLeftOut = ruleBeforeItsTail(said, /^(?:please\s+)?only\s/i.test(said) ? /,\s*(?:and\s+|but\s+)?not\s+[^,;]{2,40}$/i.exec(said) : null);
  if (withoutWhatIsLeftOut) return withoutWhatIsLeftOut;
  // "raw FASTQs are read-only, nobody deletes them, not even after QC fails", "every string goes through $t, even the error
  // toasts": how far it holds, said after it — read without it
  const notEven = /\beven\b/i.test(said) ? /,\s*(?:and\s+)?(?:not\s+even\s+(?:after|when|if|for|during|in|on|with|to|before)|even\s+(?:the|our|in\s+the|inside\s+the))\s+[^,;]{2,50}[.!]*$/i.exec(said) : null;
  // (not an order on the thing at hand alone: "never delete it, not even after the demo")
  const heldEvenSo = notEven && notEven.index > 0 && !/^(?:please\s+)?(?:don'?t|do not|never|always)\s+\w+\s+(?:it|this|that|them)$/i.test(said.slice(0, notEven.index)) ? classify(said.slice(0, notEven.index)) : null;
  if (heldEvenSo && heldEvenSo.type !== 'user') return { ...heldEvenSo, text: sentence(said), quote: said };
  // "run affected targets only not the whole thing": what the "only" leaves out; "every batch gets a gravity reading
  // before it's kegged, written on the batch sheet": where what it asks for is written down; "we use pnpm, there's a
  // pnpm-lock.yaml": the file that shows it; "…, BP_ for blueprints, M_ for materials": what it names each kind — each said
  // after the rule, read without it and kept with it
  const tail = /\bonly\b/i.test(said) ? NOT_THE_WHOLE.exec(said) : null;
  const withItsTail =
    ruleBeforeItsTail(said, tail) ??
    ruleBeforeItsTail(said, WRITTEN_WHERE.exec(said)) ??
    ruleBeforeItsTail(said, /\.(?:ya?ml|lock|json|toml|cfg|ini|txt|mod|sum)`?[.!]*$/i.test(lastWord) ? SHOWN_BY_A_FILE.exec(said) : null) ??
    ruleBeforeItsTail(said, NAMED_FOR_EACH_KIND.exec(said));
  if (withItsTail) return withItsTail;
  // "Let me know if the migration always needs to run before the deploy": a question, asked as an order
  if (ASKED_AS_AN_ORDER.test(said)) return null;
  // "For this whole project: the audience is hospital staff …, so no features that need …": the reach said first, under
  // a colon — what follows read alone, kept with it (after a comma the forms for rules read it whole)
  const wholeReach = /^for\s+(?:this|the|our)\s+(?:whole\s+|entire\s+)?(?:repo|repository|project|codebase|app|product|team|company)\s*[:—–]\s*(\S.{8,})$/i.exec(said);
  const inReach = wholeReach ? classify(wholeReach[1]!) : null;
  if (inReach) return { ...inReach, text: sentence(said), quote: said };
  if (wholeReach && /^(?:it|this|that|there)(?:'s|\s+is|\s+was)\b/i.test(wholeReach[1]!)) return null;
  // "for this use the helper, not inline code": the piece at hand, said first
  if (/^for\s+(?:this|that)\b(?!\s+(?:(?:whole|entire)\s+)?(?:repo|repository|project|codebase|team|company|app|service|client|product)\b)/i.test(said)) return null;
  // "for python stuff use uv, not pip or poetry": what a language or a kind of work is done with, its scope said first
  const scopedFirst = /^for\s+(?!(?:now|today|tonight|this|that|these|those|the|a|an|some|me|you|us|it|them|example|instance|sure|real|once)\b)[\w.+#-]+(?:\s+[\w.+#-]+)?(?:\s+(?:stuff|things|code|projects|work|scripts|bits))?\s*,?\s+((?:please\s+)?(?:always\s+)?(?:use|prefer|stick to)\s+\S.*)$/i.exec(said);
  const orderInScope = scopedFirst ? classify(scopedFirst[1]!) : null;
  if (orderInScope?.type === 'feedback') return { ...orderInScope, text: sentence(said), quote: said };
  // "on Android we're still on minSdk 26 because of the clinic tablets", "in the backend we never …": the part of the
  // product said first, what follows read alone and kept whole
  // ("in the RN app all network calls go through …": an app or a service of the project's, named)
  const partFirst = /^(?:on|in|for)\s+(?:(?:the\s+)?(?:android|ios|web|mobile|desktop|windows|macos|linux|frontend|front-end|backend|back-end|server(?:\s+side)?|client(?:\s+side)?|firmware|mobile app|web app|ios app|android app|api)|(?:the|our)\s+(?:[\w.+#-]+\s+){1,2}(?:app|service|cli|sdk|library|server|client|worker|api|backend|frontend|monorepo))\s*,?\s+((?:we|we're|we've|our|all|every|everything|never|always|no)\b.*)$/i.exec(said);
  const inThePart = partFirst ? classify(partFirst[1]!) : null;
  if (inThePart && inThePart.type !== 'user') return { ...inThePart, text: sentence(said), quote: said };
  // "don't upgrade to React 19 yet, the design system doesn't support it", "stay on webpack 4 for now, the legacy loaders
  // break on 5": a version held back and why — its "yet" or "for now" lasts as long as the reason, which is the memory
  // (after the upgrade undone too: "revert that, we're on 14 until the app router migration is done")
  if (heldAtAVersion(said) || (/^(?:please\s+)?(?:revert|undo|roll back)\b/i.test(said) && heldAtAVersion(said.replace(UNDO_IT_FIRST, '')))) return { type: 'feedback', kind: 'rule', text: sentence(said), quote: said };
  // "yes, always do it like that": what "that" was is the agent's (memory/approach-confirmed reads it), nothing of its own
  if (ONLY_POINTS_BACK.test(said)) return null;
  // "as of today CI runs on GitHub Actions, …": from today on, which is what "now" says ("CI runs on GitHub Actions now, …")
  const fromToday = AS_OF_TODAY.exec(said);
  if (fromToday) {
    const since = classify(fromToday[1]!.replace(/^([^,;]+)/, '$1 now'));
    return since && { ...since, text: sentence(fromToday[1]!), quote: said };
  }
  // "the docs say we should always call close() but I'm not sure that's true": what is said, doubted as it is said
  if (DOUBTED_AFTER.test(said)) return null;
  // "the function should never return null, but it does", "we always end up rewriting this module": how it should be,
  // broken, and what keeps happening — a fault and an outcome, not a way of working
  if (SHOULD_BUT_DOES.test(said) || ENDS_UP.test(said)) return null;
  // "stop, don't touch the database", "don't stop until all tests pass", "don't use any external libraries for this":
  // the work at hand, stopped, driven on or bounded (not "stop, we never use raw SQL here", "wait, we pin fastapi below …",
  // "we never issue refunds above the captured amount, add a check for that")
  const afterStop = STOPPED_NOW.test(said) ? said.replace(STOPPED_NOW, '') : null;
  if ((afterStop !== null && /^(?:don'?t|do not|dont|not)\b/i.test(afterStop) && !LASTING_MARK.test(afterStop)) || DRIVEN_ON.test(said) || (FOR_THIS_AT_THE_END.test(said) && !LASTING_MARK.test(said))) return null;
  // "the docs say you should always use the v2 client, but the code uses v1 everywhere": what a text says, set against
  // what is — which holds is the question, not a rule
  if (SAID_THEN_CONTRADICTED.test(said) || IDEAL_NOT_FOLLOWED.test(said)) return null;
  // "we never rotate the keys, which is a problem", "…, that's the bug": a fault reported, however it is worded
  if (TOLD_AS_A_FAULT.test(said)) return null;
  // "we pin fastapi below 0.116 because of the pydantic v1 compat layer, double-check that": the statement, without the check asked of it now
  const unchecked = said.replace(CHECK_THAT_NOW, '');
  const checked = unchecked !== said && words(unchecked) >= 4 ? classifySaid(unchecked) : null;
  if (checked) return { ...checked, quote: said };
  const madeARule = factThenItsRule(said);
  if (madeARule) return madeARule;
  // "the design system is in packages/ui and every new component needs a story and a11y tests": where a part is, and the
  // rule for every one of it
  const placedAnd = PLACED_AND_EVERY_ONE.exec(said);
  const everyOne = placedAnd ? classify(placedAnd[1]!) : null;
  if (everyOne?.type === 'feedback') return { ...everyOne, text: sentence(said), quote: said };
  // (the sentence without its lead-ins, read off once, when a form below needs it)
  let unledText: string | undefined;
  const unled = (): string => (unledText ??= said.replace(LEAD_IN, ''));
  // "please write table-driven tests, that's how the whole team writes Go tests": an order the team's way makes lasting
  const teamWay = /,/.test(said) ? THE_TEAMS_WAY_AFTER.exec(unled()) : null;
  if (teamWay) return { type: 'feedback', kind: 'rule', text: sentence(unled()), quote: said, nameClause: teamWay[1]!.replace(/^please\s+/i, '') };
  // "i'm new here, please answer me in english from now on": who they are is the rule's reason, not the memory (read
  // before the whole sentence, which would be kept as who the user is)
  // (the lead-ins are read off only when a newcomer may be speaking: classify reads every clause)
  const afterIntro = /\bi(?:'m|\s+am|'ve|\s+have|\s+just)\s/i.test(said.slice(0, 80)) ? without(unled(), NEW_HERE_FIRST) : null;
  const introduced = afterIntro !== null && words(afterIntro) >= 3 ? classifySaid(afterIntro) : null;
  if (introduced && aRule(introduced)) return { ...introduced, text: sentence(unled()), quote: said, nameClause: introduced.text };
  // "some background so you don't have to guess: this is our billing platform, …, and we follow hexagonal architecture so
  // the domain package must never import anything from adapters": the context under its label, closed by a rule — kept
  // whole as the rule, before the label's notice (after a greeting too: "Hi, some background …")
  const greeted = said.replace(/^(?:hi|hey|hello)\b[,!.]?\s+/i, '');
  const underItsLabel = greeted.replace(CONTEXT_LABEL_FIRST, '');
  const labelled = underItsLabel !== greeted;
  const closesOnARule = labelled && !MOMENT.test(said) && !THIS_DAY.test(said) ? closingRule(underItsLabel) : undefined;
  if (closesOnARule) return { type: 'feedback', kind: 'rule', text: sentence(underItsLabel.replace(LEAD_IN, '')), quote: said, nameClause: closesOnARule };
  const found = classifySaid(said);
  if (found) return found;
  // (a question the forms above declined is declined by the ones below too: "every node has a launch file?", a rule said
  // bare in shape, asks)
  if (ASKED_LAST.test(said)) return null;
  // "Karin from the communications team owns the content, …", "Luis in IT is the one who installs plugins …": a person named
  // with where they work, read without it and kept with it
  const placed = NAMED_WITH_THEIR_PLACE.exec(said);
  const unplaced = placed ? classifySaid(said.replace(placed[1]!, '')) : null;
  if (unplaced) return { ...unplaced, text: sentence(said), quote: said };
  const plain = asCommonlySaid(said);
  const read = plain ? classifySaid(plain) : null;
  if (read) return { ...read, text: sentence(said), quote: said };
  for (const lead of READ_PAST) {
    const rest = lead.rest(unled());
    const st = rest !== null && words(rest) >= 3 ? classifySaid(rest) : null;
    if (st && lead.keeps(st)) return { ...st, text: sentence(unled()), quote: said, ...(lead.namedByRest ? { nameClause: st.text } : {}) };
  }
  if (said.length > 400) return null;
  // "the websocket server can't scale horizontally yet, it keeps sessions in memory": a part's limit and what causes it —
  // its "yet" lasts as long as the cause
  if (A_LIMIT_AND_ITS_CAUSE.test(said)) return { type: 'project', kind: 'notice', text: sentence(said), quote: said };
  // "we support iOS 16 and up, so no iOS 17-only APIs yet": the "yet" of a version floor, which lasts until the floor moves
  if (FLOOR_YET_RULE.test(said) && SUPPORT_FLOOR.test(said)) {
    const floor = classifySaid(said.replace(FLOOR_YET, ''));
    if (floor) return { ...floor, quote: said };
  }
  // "we're stuck on Unity 2021.3 LTS because the console SDKs haven't been certified on 2022 yet, so don't …":
  // read without the reason (its "yet" is the reason's), kept with it
  const unreasoned = said.replace(REASON_BEFORE_SO, '');
  const reasoned = unreasoned !== said ? classifySaid(unreasoned) : null;
  if (reasoned) return { ...reasoned, text: sentence(said), quote: said };
  // "we judge with a different model family than the one under test, otherwise it grades itself generously": the team's
  // way, and what the other way would do — the "otherwise" makes it a rule
  if (/,\s+otherwise\s/i.test(said) && WE_DO_IT_OTHERWISE.test(said) && !MOMENT.test(said) && !THIS_DAY.test(said)) return { type: 'feedback', kind: 'rule', text: sentence(said), quote: said };
  // "iOS builds go through fastlane, run bundle exec fastlane beta to ship to TestFlight": how a part is set up, then the
  // command that does the step — kept whole (the command alone, "run … to ship", may be this time's)
  const commandAfter = /,\s+(?:just\s+)?(?:run|use)\s/i.test(said) ? FACT_THEN_ITS_COMMAND.exec(said) : null;
  const setUp = commandAfter && !MOMENT.test(said) && !THIS_DAY.test(said) ? classifySaid(commandAfter[1]!) : null;
  if (setUp?.type === 'project') return { ...setUp, text: sentence(said), quote: said };
  // "webhooks can arrive twice, so the handler dedupes on the event id": what always holds of a kind, then what the system
  // does about it — read without the cause, kept with it
  const causeFirst = /,\s+so\s+/i.test(said) ? /^([^,;]{8,80}),\s+so\s+(\S[^,;]{8,100})$/i.exec(said) : null;
  const doneAboutIt = causeFirst && lastingWhy(causeFirst[1]!) ? classifySaid(causeFirst[2]!) : null;
  if (doneAboutIt?.type === 'project' && !A_STATE_OF_NOW.test(causeFirst![1]!)) return { ...doneAboutIt, text: sentence(said), quote: said };
  // "our target is 60 fps on the Switch, profile anything that runs every frame": the number, and what it asks of the work
  const first = said.split(/,\s+/)[0]!;
  if (first !== said && holdsToATarget(first, said)) return { type: 'project', kind: 'notice', text: sentence(said), quote: said };
  // (not held to a day of the task: "… before Friday")
  if (STANDING_ORDERS.some((re) => re.test(said)) && !MOMENT.test(said) && !THIS_DAY.test(said) && !ASKED_AS_AN_ORDER.test(said) && !/[?]\s*$/.test(said) && !/\b(?:before|by|until)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|next\s+\w+|the\s+(?:demo|release|launch|deadline))\b/i.test(said)) return { type: 'feedback', kind: 'rule', text: sentence(said), quote: said };
  if ((A_PROJECT_SETTING.test(said) || PRECISION_SETTING.test(said) || KEPT_FOR_A_TIME.test(said)) && !/\b(?:but|now|wrong|miss\w*|today|yet|wonder|why|crash\w*|fail\w*|broke\w*)\b/i.test(said) && !MOMENT.test(said) && !THIS_DAY.test(said)) return { type: 'project', kind: 'notice', text: sentence(said), quote: said };
  // "partition by event_date, not by hour, we had a small-files disaster last year with hourly partitions": the rule, then
  // the trouble that taught it, or what cannot take more ("image size budget is 256MB, the A/B partitions can't hold more"),
  // why it lasts ("tokens go in the keychain, UserDefaults isn't encrypted") or what it holds despite ("…, even though …")
  const lesson = withoutItsTail(said, TAUGHT_BY, 4) ?? withoutItsTail(said, BURNED_BY_THE_OTHER, 4) ?? withoutItsTail(said, AND_THE_OTHER_TOO, 4) ?? withALastingWhy(said) ?? ruleDespite(said);
  if (lesson && lesson.type !== 'user') return lesson;
  const amongItsClauses = lesson ? null : ruleAmongItsClauses(said);
  if (amongItsClauses) return amongItsClauses;
  // "incremental models use merge with unique_key, we got burned by delete+insert …": a way of doing a kind of thing,
  // made a rule by the trouble the other way caused
  const wayKept = said.replace(BURNED_BY_THE_OTHER, '');
  if (wayKept !== said && words(wayKept) >= 4 && HOW_A_KIND_IS_DONE.test(wayKept) && !MOMENT.test(wayKept)) {
    return { type: 'feedback', kind: 'rule', text: sentence(said), quote: said };
  }
  // "in this repo we never use default exports, the linter doesn't catch it yet but reviewers will": the rule, read
  // without what does not enforce it yet (its "yet" is the tooling's), kept with it
  const notCaught = withoutItsTail(said, NOT_CAUGHT_YET, 4);
  if (notCaught?.type === 'feedback') return notCaught;
  // "we test against real postgres via docker compose, sqlite in tests hides too many bugs": the rule, then why not the other way
  const setUpBy = withoutItsTail(said, THE_COMMAND_THAT_DOES_IT, 4);
  if (setUpBy) return setUpBy;
  const whyNot = withoutItsTail(said, WHY_NOT_THE_OTHER, 4);
  if (whyNot?.type === 'feedback') return whyNot;
  // "the db is mariadb 10.3 and there's no staging, i test on a copy of prod on my laptop": how the project stands, then how the user works with it
  const withHowITest = withoutItsTail(said, HOW_I_WORK_WITH_IT, 5);
  if (withHowITest?.type === 'project') return withHowITest;
  // (three words are enough before it when they name the tool the team uses: "we use semantic-release, so the commit type decides …")
  const kept = withoutItsTail(said, ITS_CONSEQUENCE, /^we\s+(?:use|follow)\s+[\w.@/-]+$/i.test(said.replace(ITS_CONSEQUENCE, '')) ? 3 : 5);
  if (kept) return kept;
  // "we don't allow any in this codebase, fix it properly instead of casting": a rule marked as lasting, then the fix it
  // asks for now — the rule kept without the fix
  const rule = said.replace(THE_FIX_IT_ASKS, '');
  const ruled = rule !== said && words(rule) >= 4 && LASTING_MARK.test(rule) ? classifySaid(rule) : null;
  if (ruled?.type === 'feedback') return { ...ruled, quote: said };
  // "money is always BigDecimal with scale 2 …, and rounding is HALF_EVEN everywhere, dont use doubles for anything money
  // related": how things are, then the prohibition it implies — kept whole, as a rule
  // (found by its word first: the pattern alone would be tried at every space)
  const prohibition = PROHIBITION_WORD.test(said) ? THEN_A_PROHIBITION.exec(said) : null;
  const facts = prohibition && !MOMENT.test(prohibition[0]) && !THIS_DAY.test(prohibition[0]) ? said.slice(0, prohibition.index).replace(/\s+anyways?$/i, '') : '';
  const held = words(facts) >= 5 ? classifySaid(facts) : null;
  if (held && held.type !== 'user') return { type: 'feedback', kind: 'rule', text: sentence(unled()), quote: said };
  // "configs are hydra, override from the cli, don't edit the yaml for one-off runs": a terse fact no form reads, then a
  // prohibition that is a rule alone — kept whole, the fact being what the rule is about
  const prohibited = facts && !held ? classifySaid(said.slice(prohibition!.index).replace(/^(?:,\s+(?:so\s+|and\s+)?|\s+(?:anyways?\s+)?so\s+|\s+and\s+)(?:you\s+(?=never\b))?/i, '')) : null;
  if (prohibited?.type === 'feedback' && (TERSE_FACT_FIRST.test(facts.split(/,\s*/)[0]!) || DONE_BY_SOMEONE.test(facts) || A_CHECK_IN_PLACE.test(facts) || /^we\s+already\s+(?:have|use)\s+(?!(?:it|this|that|one)\b)\S+[.!]*$/i.test(facts)) && !TOLD_AS_A_FAULT.test(facts) && !/\b(?!(?:thing|string|everything|nothing|something|spring|ring|ping|king|wing|ceiling|building|setting|listing|logging|testing|routing|caching|billing|pricing|tooling|staging)\b)\w+ing\b/.test(facts.split(/,\s*/)[0]!)) return { type: 'feedback', kind: 'rule', text: sentence(unled()), quote: said };
  // "the staging db is shared and you need to ask before deleting anything": how things stand, then what is not done unasked
  // because of it (not "the deploy is broken today, ask before pushing anything": trouble of the day)
  if (prohibited?.type === 'feedback' && /\bask\s+(?:me\s+|us\s+)?(?:first\s+)?before\b/i.test(prohibition![0]) && !GOING_WRONG.test(facts) && !STATE_NOW.test(facts) && !THIS_DAY.test(facts) && !MOMENT.test(facts) && !TOLD_AS_A_FAULT.test(facts) && !/^(?:i|i'm|i am|you)\b/i.test(facts)) return { type: 'feedback', kind: 'rule', text: sentence(unled()), quote: said };
  // "styling is Tailwind, we stopped writing component scss files", "inter-service calls use the Feign clients …, don't use
  // RestTemplate": what a part of the project is built with, named by its capital, then a rule alone — kept whole, the
  // part being what the rule is about
  const built = NAMED_PART_FIRST.exec(said) ?? CODE_NAMED_FIRST.exec(said);
  const builtWith = built?.[0] ?? '';
  const ruleAfter = built && !GOING_WRONG.test(builtWith) && !STATE_NOW.test(builtWith) && !TOLD_AS_A_FAULT.test(builtWith) ? classifySaid(said.slice(builtWith.length)) : null;
  if (ruleAfter?.type === 'feedback' && ruleAfter.kind === 'rule') return { type: 'feedback', kind: 'rule', text: sentence(unled()), quote: said, nameClause: said.slice(builtWith.length) };
  // "min supported iOS is 15 and Android minSdk 23, so check any new plugin against those before adding it": the same, for what is added
  const forEveryNew = THEN_AN_ORDER_FOR_EVERY_NEW.exec(said);
  const base = forEveryNew && !MOMENT.test(said) && !THIS_DAY.test(said) ? classifySaid(said.slice(0, forEveryNew.index)) : null;
  if (base?.type === 'project') return { type: 'feedback', kind: 'rule', text: sentence(unled()), quote: said };
  // "the game runs at a fixed 50hz physics tick, never put gameplay logic in Update": how the project is, then the order it implies
  const implied = factThenOrder(said);
  if (implied) return implied;
  // (kept without the words it is said behind, "One thing first: …"; under a label of context it was read above)
  const context = greeted.slice(SAID_BEHIND.exec(greeted)?.[0].length ?? 0);
  // (kept whole, as a rule, and named by the rule: "We don't use Bloc anywhere")
  const closing = !labelled && !MOMENT.test(said) && !THIS_DAY.test(said) ? closingRule(context) : undefined;
  if (closing) return { type: 'feedback', kind: 'rule', text: sentence(context.replace(LEAD_IN, '')), quote: said, nameClause: closing };
  // "use records for DTOs, Lombok is banned here": an order to use a thing, then a rule alone — kept whole, named by the rule
  // (before the rule after a request is kept alone: "use takeUntilDestroyed, we don't keep manual subscriptions anywhere"
  // is what to use, said with what it rules out)
  const ruleLast = USE_THEN_A_RULE.exec(said) ?? WE_USE_THEN_A_RULE.exec(said) ?? WE_ARE_ON_THEN_A_RULE.exec(said) ?? TOOL_FOR_A_KIND_THEN_A_RULE.exec(said);
  // ("we're on Compose, no new XML layouts": after the stack, "no new …" says the rule alone)
  const noNewOfTheOther = ruleLast !== null && WE_ARE_ON_THEN_A_RULE.test(said) && /^no\s+new\s+[\w.+#-]+(?:\s+[\w.+#-]+){0,2}$/i.test(ruleLast[1]!);
  const lastRule = ruleLast && !MOMENT.test(said) && !THIS_DAY.test(said) ? (noNewOfTheOther ? { type: 'feedback' as const, kind: 'rule' as const } : classifySaid(ruleLast[1]!)) : null;
  if (lastRule?.type === 'feedback' && lastRule.kind === 'rule') return { type: 'feedback', kind: 'rule', text: sentence(unled()), quote: said, nameClause: ruleLast![1]! };
  const after = AFTER_A_REQUEST.exec(said);
  if (after && lastsPastTheRequest(after[0].slice(0, -after[1]!.length), after[1]!)) return withQuote(classify(after[1]!), said);
  // "use the Result pattern for errors, don't throw exceptions for validation failures": what to use for a kind of thing,
  // then a prohibition that is a rule alone (not "use the helper for this, don't copy it": the work's)
  // "use Panache's find with named parameters, no string concatenation in queries": what to use, then none of another way
  // in a kind of thing (not "use the blue one, no rush")
  if (USE_THEN_NONE_IN_A_KIND.test(said) && !MOMENT.test(said) && !THIS_DAY.test(said)) return { type: 'feedback', kind: 'rule', text: sentence(unled()), quote: said };
  const useNotThat = USE_FOR_A_KIND_THEN_A_PROHIBITION.exec(said);
  const notThat = useNotThat && !MOMENT.test(said) && !THIS_DAY.test(said) ? classifySaid(useNotThat[1]!) : null;
  if (notThat?.type === 'feedback' && notThat.kind === 'rule') return { type: 'feedback', kind: 'rule', text: sentence(unled()), quote: said };
  // "Unity 2022.3 LTS, URP, and we target 60 fps on the Steam Deck": the stack said in terse items, a versioned tool first,
  // then how the project is — kept whole, as how the project is
  const stackSaid = context.replace(LEAD_IN, '');
  const stack = /\d/.test(said) ? STACK_THEN_A_STATEMENT.exec(stackSaid) : null;
  const afterStack = stack && !MOMENT.test(said) && !THIS_DAY.test(said) ? classifySaid(stack[1]!) : null;
  if (afterStack && afterStack.type !== 'user') return { type: 'project', kind: 'notice', text: sentence(stackSaid), quote: said };
  // "this is my phd simulation code, …": who the user is
  if (MY_DEGREE_WORK.test(said) && !MOMENT.test(said) && !THIS_DAY.test(said)) return { type: 'user', kind: 'profile', text: sentence(said), quote: said };
  // "I'm building this for my dad's bakery": whom the project is for
  if (BUILT_FOR_WHOM.test(said) && !MOMENT.test(said) && !THIS_DAY.test(said)) return { type: 'project', kind: 'notice', text: sentence(said), quote: said };
  // (rules said bare: by their shape alone — memory/rules-said-bare)
  if (ruleSaidBare(said)) return { type: 'feedback', kind: 'rule', text: sentence(said), quote: said };
  // (under a label: kept with it when it names the rule's part, "Django: keep business logic out of views, …", not when it
  // only says a note follows, "Note: …")
  if (context !== said && ruleSaidBare(context.replace(LEAD_IN, ''))) {
    const noteOnly = /^(?:(?:just\s+)?(?:a\s+)?(?:note|fyi|reminder|heads[- ]up|btw|important|also|tip|one more thing|context|background))/i.test(said);
    return { type: 'feedback', kind: 'rule', text: sentence(noteOnly ? context.replace(LEAD_IN, '') : said), quote: said };
  }
  // "there's no persistent background page so don't keep state in globals": read with the comma many leave out before "so"
  // (not of the speaker or the thing at hand: "I'm tired so don't expect much", "that test is slow so dont wait for it")
  const withComma = /^(?:i|i'?m|it|it'?s|its|that|this|these|those|you|he|she)\b/i.test(said) ? said : said.replace(SO_WITHOUT_A_COMMA, '$1, so ');
  const commaRead = withComma !== said ? withQuote(classify(withComma), said) : null;
  return commaRead ?? ruleAmongTerseClauses(said) ?? ruleThatFollows(said) ?? habitItGivesRiseTo(said) ?? factsJoinedByAnd(said) ?? isAndMust(said) ?? ruleTaughtBefore(said) ?? twoThatHoldAlone(said) ?? terseNoThenWhy(said);
}

/**
 * "no unwraps outside tests, a bad config should exit with a clear message": a bare "no …" rule, then in one clause why it
 * holds every time — kept whole, as the rule.
 */
function terseNoThenWhy(said: string): Statement | null {
  const m = /^(no\s+[^,;]{4,50}),\s+([^,;]{8,100}?)[.!]*$/i.exec(said);
  const rule = m && !MOMENT.test(said) && !THIS_DAY.test(said) ? classifySaid(m[1]!) : null;
  return rule?.type === 'feedback' && lastingWhy(m![2]!) ? { type: 'feedback', kind: 'rule', text: sentence(said), quote: said } : null;
}

/**
 * "every external call goes through the egress proxy, direct internet access is blocked from the VPC": two clauses, each a
 * memory alone, kept whole (as the first is kept). Read last, and only of clauses of four words or more that open with
 * neither the user nor the thing at hand.
 */
function twoThatHoldAlone(said: string): Statement | null {
  const clauses = said.split(/,\s+(?=\S)/);
  if (clauses.length !== 2 || clauses.some((c) => words(c) < 4 || /^(?:i|i'm|you|it|it's|this|that|these|those|he|she|they|so|and|but|then)\b/i.test(c))) return null;
  if (/[?？]|\b(?:can|could|would) you\b|\bplease\b|\blet'?s\b/i.test(said) || MOMENT.test(said) || THIS_DAY.test(said)) return null;
  // (the second read only when the first holds: most sentences end here)
  const first = classify(clauses[0]!);
  const second = first && first.type !== 'user' ? classify(clauses[1]!) : null;
  return first && second && second.type !== 'user' ? { type: first.type, kind: first.kind, text: sentence(said), quote: said } : null;
}

/** A trouble the team once had, when, then "so" and what it does since (1): "we had a leaked key in 2023 so gitleaks runs …". */
const ONCE_HAD_SO = /^we\s+(?:once\s+)?(?:had|got|suffered|lost)\s+[^,;]{3,50}?\s+(?:in\s+(?:19|20)\d\d|last\s+(?:year|quarter)|(?:a\s+few|two|three|\d+)\s+years\s+ago|once|back\s+in\s+\S+)\s*,?\s+so\s+(?:now\s+)?(\S.{8,})$/i;

/** "we had a leaked key in 2023 so gitleaks runs on every push": the rule, said after the lesson that taught it — kept whole. */
function ruleTaughtBefore(said: string): Statement | null {
  const rule = ONCE_HAD_SO.exec(said)?.[1];
  const st = rule ? classify(rule) : null;
  return st?.type === 'feedback' && st.kind === 'rule' ? { ...st, text: sentence(said), quote: said } : null;
}

/** A check the team has in place: "we have a pre-push hook that runs lint", "there's a CI job that blocks unsigned commits". */
const A_CHECK_IN_PLACE = /^(?:we\s+have|there'?s|there\s+is)\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}(?:hook|check|job|workflow|linter|gate|bot|action)\s+(?:that|which)\s+(?:runs|checks|blocks|rejects|enforces|lints|formats|scans)\b[^,;]{1,40}$/i;

/** What a part of the system cannot do yet, and what in it causes that: "the websocket server can't scale horizontally yet, it keeps sessions in memory". */
const A_LIMIT_AND_ITS_CAUSE =
  /^(?:the|our)\s+(?:[\w-]+\s+){0,2}(?:server|service|app|api|worker|workers|backend|frontend|db|database|cluster|queue|scheduler|pipeline|cache|gateway|client|sdk|cli)\s+(?:can'?t|cannot|doesn'?t|does not|isn'?t able to)\s+(?:scale|run|support|handle|be (?:deployed|run|scaled|replicated|sharded))\b[^,;]{2,40}?\s+yet\s*[,;—–]\s*(?:because\s+|since\s+)?(?:it|they)\s+(?:keeps|keep|stores|store|holds|hold|uses|use|relies on|rely on|depends on|depend on|needs|need|has|have|assumes|assume)\b(?!\s+(?:\w+ing|crashed|failed|been|broken|died)\b)[^,;]{3,60}[.!]*$/i;

/** A fact, then "and" and a clause with a subject of its own (1): "the warehouse is Snowflake and the dev role can't …". */
const AND_ANOTHER_CLAUSE = /^((?:the|our)\s[^,;]{4,60}?)\s+and\s+(?=(?:the|our|its|all|every|each|no)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:is|are|can(?:'t|not)?|must|has|have|only|never|always|needs?|uses?|runs?|gets?)\b)/i;

/**
 * "the warehouse is Snowflake and the dev role can't create schemas": two facts joined by the "and" many write for a
 * comma — read as the two clauses, when the first is kept alone, and kept whole.
 */
function factsJoinedByAnd(said: string): Statement | null {
  // "we target .NET 8 LTS and move to the next LTS within six months": two ways of the team's under one "we", each a rule
  const twoWays = /^(we\s+[^,;]{4,60}?)\s+and\s+(?!(?:we|i|you|it|this|that|then|so|also)\b)([a-z]+\s+\S[^,;]{4,80})$/i.exec(said);
  const both = twoWays ? [classify(twoWays[1]!), classify(`we ${twoWays[2]!}`)] : [];
  if (both.length && both.every((st) => st?.type === 'feedback')) return { ...both[0]!, text: sentence(said), quote: said };
  const clauses = / and /i.test(said) ? said.replace(AND_ANOTHER_CLAUSE, '$1, ') : said;
  if (clauses === said || !classify(clauses.split(/,\s+/)[0]!)) return null;
  const st = classify(clauses);
  return st && { ...st, text: sentence(said), quote: said };
}

/** What a kind of thing is, then "and" and what it must do, one subject for both (1, 2): "save files are JSON in … and must stay backward compatible". */
const IS_AND_MUST = /^((?:the\s+|our\s+|all\s+)?(?!(?:it|this|that|these|those|they|he|she|we|you|i)\b)(?:[\w.-]+\s+){0,2}[\w.-]+)\s+(?:is|are)\s+[^,;]{2,80}?\s+and\s+((?:must|should|needs? to|has to|have to)\s+\S.*)$/i;

/**
 * "save files are JSON in Application.persistentDataPath and must stay backward compatible, players keep saves across
 * updates": what a kind of thing is, and a rule for it with the same subject — read as the rule said of its subject, and
 * kept whole when that is one.
 */
function isAndMust(said: string): Statement | null {
  const m = IS_AND_MUST.exec(said);
  if (!m || MOMENT.test(said) || THIS_DAY.test(said)) return null;
  const st = classify(`${m[1]} ${m[2]}`);
  return st?.type === 'feedback' && st.kind === 'rule' ? { ...st, text: sentence(said), quote: said } : null;
}

/**
 * "on prod that table has 80M rows so we always create indexes CONCURRENTLY": the team's habit, after a reason that may
 * be about the thing at hand — the habit kept alone, the reason being the moment's.
 */
function habitItGivesRiseTo(said: string): Statement | null {
  const habit = /\s+so\s+(we\s+(?:always|never|only)\s+\S.{6,})$/i.exec(said);
  const st = habit && !MOMENT.test(said) && !THIS_DAY.test(said) ? classify(habit[1]!) : null;
  return st?.type === 'feedback' && st.kind === 'rule' ? { ...st, quote: said } : null;
}

/** What follows for one piece of the work at hand: "…, so the query needs to use ILIKE", "…, so this function should return early". */
const SO_THE_PIECE_AT_HAND = /,?\s+so\s+(?:the|this|that|your)\s+(?:new\s+)?(?:query|function|test|fix|change|pr|migration|script|endpoint|handler|component|file|method|class|button|page|form|regex|loop|code|diff|patch)\s+(?:needs?|should|must|has to|have to|will have to)\b/i;
/** A way the team is going, over months: "we're moving away from inheritance", "we are phasing out jQuery". */
const A_DIRECTION = /\b(?:is|are|'s|'re)\s+(?:slowly\s+|gradually\s+)?(?:moving\s+(?:away\s+from|off)|migrating\s+(?:away\s+from|off|to)|phasing\s+out|deprecating|getting\s+rid\s+of)\b/i;
/** A state of the moment: "is paused", "is running", "are down", "is broken", "because of the incident". */
const A_STATE_OF_NOW = /\b(?:is|are|'s|'re)\s+(?:currently\s+|still\s+)?(?:\w+ing|paused|down|broken|red|failing|blocked|stuck|frozen|out|offline|flaky|locked|full)\b|\bbecause of\b/i;

/**
 * "our main customer is a hospital, so anything touching patient data needs audit logging", "the payments code is fragile;
 * any change there needs a review from Maria": how the project stands, then the rule that follows from it — kept whole when that rule is one alone, and read last, after every form that reads the
 * sentence otherwise (not "the deploy is paused because of the incident, so don't push to main": a state of now).
 */
function ruleThatFollows(said: string): Statement | null {
  // (after a bare comma too, when the rule says it holds for every one: "…, check the map file size after every build")
  const m = /^((?:our|the|we|we're|we are|this)\b[^,;]{4,80})(?:,\s+so|;|,(?=\s+[^,;]*\b(?:(?:after|before|on)\s+(?:every|each)\s+\w+|whenever|every time)\b))\s+(\S.{8,})$/i.exec(said);
  // (a direction the team is moving in is no state of the moment: "we're moving away from inheritance in this codebase, so prefer composition")
  if (!m || MOMENT.test(m[1]!) || THIS_DAY.test(m[1]!) || TROUBLE.test(m[1]!) || A_STATE_OF_NOW.test(m[1]!.replace(A_DIRECTION, ''))) return null;
  // (whom the rule names by a pronoun is named in the clause before: "the mobile team consumes this API too, so coordinate
  // breaking changes with them" — read as a team to tell whether the rule is one)
  const st = classify(m[2]!.replace(/\bwith (?:them|him|her)\b/i, 'with that team'));
  return st?.type === 'feedback' && st.kind === 'rule' ? { ...st, text: sentence(said), quote: said } : null;
}

/** A versioned tool, a few terse items after it, then ", and" and a statement of the team's or a part's (1). */
const STACK_THEN_A_STATEMENT = /^(?:[\w.+#-]+\s+)?[\w.+#-]+\s+v?\d+(?:\.\d+)*(?:\s+lts)?(?:,\s+[\w.+#/-]+(?:\s+[\w.+#/-]+){0,2}){0,4},?\s+and\s+((?:we|our|the|all|every)\b[^,;?]{8,160}?)[.!]*$/i;
/** An order to use a thing for a kind of thing, then a prohibition (1): "use the Result pattern for errors, don't throw …". */
const USE_FOR_A_KIND_THEN_A_PROHIBITION = /^(?:please\s+)?(?:always\s+)?use\s+(?!(?:it|this|that|them|these|those|the same)\b)[^,;]{3,50}?\s+for\s+(?!(?:this|that|it|them|now|today|the\s+(?:fix|test|task|change|pr|ticket|new\s+\w+))\b)[^,;]{3,40},\s+((?:please\s+)?(?:don'?t|dont|do not|never)\s+[^,;]{6,80})$/i;
/** The same said as what the team uses (1): "we use GitHub Projects for planning, issues need a size label". */
const WE_USE_THEN_A_RULE = /^we\s+(?:use|track\s+\w+\s+in)\s+(?!(?:it|this|that|them)\b)[^,;]{3,60},\s+((?!(?:please\s+)?(?:don'?t|dont|do not|never|always|just|no|not|and|but|so|it|this|that)\b)[^,;]{6,80})$/i;
/** A tool for a kind of thing, named bare, then a rule (1) of its own: "Cobra for commands, flags are kebab-case". */
const TOOL_FOR_A_KIND_THEN_A_RULE = /^(?!(?:This|That|It|One)\b)[A-Z][\w.-]*\s+for\s+(?:all\s+)?(?:the\s+)?[\w-]+s,\s+((?!(?:it|this|that|and|but|so)\b)[^,;]{6,80})$/;
/** The stack the team is on, then a rule (1) that keeps another out, and maybe what to use instead: "we're on Kotlin coroutines, no RxJava in new code", "we're on tokio, never block inside an async fn, use spawn_blocking" (not "we're on a deadline, …", "we're on call, …"). */
const WE_ARE_ON_THEN_A_RULE = /^we(?:'re|\s+are)\s+(?:all\s+)?(?:on\s+|(?=[\w.+#]+-only,))(?!(?:it|this|that|them|a|an|the|my|your|call|site|leave|holiday|vacation|track|board|fire|break|lunch|schedule|time|hold|pause|our\s+way)\b)[\w.+#/-]+(?:\s+[\w.+#/-]+){0,2},\s+((?:no|never|don'?t|dont|do not)\s+[^,;]{6,80}(?:,\s+(?:use|call|go\s+through|wrap\s+it\s+in)\s+[^,;]{3,40})?|(?!(?:and|but|so|it|this|that|i|you|we)\b)[^,;]{6,80})$/i;
/** An order to use a kind of thing, then a clause after its last comma (1) that says a rule of its own: "use records for DTOs, Lombok is banned here" (an order after it, "…, don't write a new one", is the work's bound as often). */
/**
 * An order to use a thing, then none of another way in a kind of thing: "use X with named parameters, no string
 * concatenation in queries", "use the shared Ktor client, no platform networking calls".
 */
const USE_THEN_NONE_IN_A_KIND =
  /^(?:please\s+)?(?:always\s+)?use\s+(?!(?:it|this|that|them|these|those|the same|whatever|either)\b)[^,;]{3,60},\s+no\s+(?:(?:[\w-]+\s+){0,2}[\w-]+\s+(?:in|for|on|inside|from|across)\s+(?:any\s+|the\s+|our\s+)?(?:[\w-]+\s+)?[\w-]+s|(?:platform|native|direct|raw|hand-rolled|manual)\s+(?:[\w-]+\s+)?(?:calls|requests|queries|code))[.!]*$/i;
const USE_THEN_A_RULE = /^(?:please\s+)?(?:always\s+)?(?:use|prefer|stick (?:to|with))\s+(?!(?:it|this|that|them|these|those|the same|whatever|either)\b)[^,;]{3,60},\s+((?!(?:please\s+)?(?:don'?t|dont|do not|never|always|just|no|not|and|but|so)\b)[^,;]{6,80})$/i;
/**
 * "shopify theme, built on Dawn, liquid + vanilla js, no jquery", "load tests are k6 scripts in perf/, run against the perf
 * environment only, never staging or prod": terse clauses of how the project is, and a clause after them that is a rule
 * alone (one that opens with "no" or "never", not "…, don't wait for it") — kept whole, as the
 * rule, the clauses before it being what it is about. Not when a clause asks, reports a fault, or is of the moment, nor
 * when nothing in it is of software ("the weekend is sacred, no pings").
 */
function ruleAmongTerseClauses(said: string): Statement | null {
  if (said.length > 240 || !/,\s/.test(said) || !technical(said) || MOMENT.test(said) || THIS_DAY.test(said) || /[?]|\b(?:you|your|i|i'm|my|me|please)\b/i.test(said)) return null;
  const clauses = said.split(/,\s+(?![^`]*`[^`]*$)/);
  if (clauses.length < 2 || clauses.length > 5) return null;
  // (a terse "no …" only as the last clause, after facts of four words at least: not "page 2, no results"; or before where
  // it is served, "…, no server routes, it's hosted on a bucket")
  const last = clauses.length - 1;
  const rule = clauses.slice(1).find((c, i) => (RULE_ON_ITS_OWN.test(c) && (classifySaid(c)?.kind === 'rule' || ((i + 1 === last || clauses.slice(i + 2).every((after) => WHERE_IT_IS_SERVED.test(after))) && TERSE_NO.test(c) && words(clauses.slice(0, i + 1).join(' ')) >= 4))) || (BANNED_HERE.test(c) && classifySaid(c)?.kind === 'rule') || EVERY_ONE_MUST_THEM.test(c) || (NEVER_IN_THE_MIDDLE.test(c) && classifySaid(c)?.kind === 'rule'));
  if (!rule) return null;
  const facts = clauses.slice(0, clauses.indexOf(rule));
  // (not what someone did: "we checked the logs, never found anything")
  // (an order held to a place is one of the facts: "run against the perf environment only"; so is a work verb's word that
  // names a thing, "load tests are k6 scripts"; an error rate is no error)
  if (facts.some((c) => GOING_WRONG.test(c.replace(/\berror rates?\b/gi, '')) || TOLD_AS_A_FAULT.test(c) || (asksForWork(c) && !/\bonly$/i.test(c) && !/^[\w-]+(?:\s+[\w-]+)?\s+(?:is|are)\s/i.test(c)) || words(c) > 10 || /^(?:we|they|he|she|someone)\b/i.test(c))) return null;
  return { type: 'feedback', kind: 'rule', text: sentence(said), quote: said, nameClause: rule };
}
/** Where the thing is served from, said after the rest: "it's hosted on a bucket", "it's deployed to Netlify". */
const WHERE_IT_IS_SERVED = /^(?:it'?s|it is|they'?re|they are)\s+(?:hosted|served|deployed|built|stored|kept|run)\s+(?:on|in|to|from|by|with)\s+(?!(?:my|your)\b)\S[^,;]{0,40}$/i;
/** A clause that is a rule by its first word: "no jquery", "never staging or prod" (not "don't wait for it": as often the moment's). */
// ("no C# in this project": this project is no thing at hand)
const RULE_ON_ITS_OWN = /^(?:no|never)\s+(?![^,;]*\b(?:it|this(?!\s+(?:project|repo|repository|codebase|game|app))|that|them|now|though|yet)\b)\S/i;
/** …a part that never does a thing, said after its subject: "frontend never touches fs". */
const NEVER_IN_THE_MIDDLE = /^(?!(?:i|you|we|it|this|that|they|he|she)\b)(?:the\s+)?[\w.-]+(?:\s+[\w.-]+)?\s+(?:never|must not|mustn'?t|may not)\s+\w/i;
/** …said in three words at most: "no Resources folder", "never staging or prod" (not "no luck", "no errors"). */
const TERSE_NO = /^(?:no|never)\s+(?!(?:more|luck|idea|worries|problem|errors?|issues?|changes?|difference|response|reply|output|clue|way|need|time|rush|results?|noise|docs|tests)\b)[\w.-]+(?:\s+[\w.-]+){0,2}$/i;
/** A word or token of software: a name in CamelCase, a path, a version, or a kind of part ("…, built on Dawn, liquid + vanilla js"). */
const TECHNICAL_WORD = /[./+#_]\w|\d|\b(?:js|ts|css|html|api|sdk|cli|runtime|build|theme|repo|app|service|server|db|database|folder|config|framework|library|package|plugin|module|component|engine|project|code)\b/i;
const technical = (s: string) => /[a-z][A-Z]/.test(s) || TECHNICAL_WORD.test(s);
/** …a thing banned by its name: "langchain is banned here". */
const BANNED_HERE = /^[\w.@+#-]+\s+(?:is|are)\s+(?:banned|forbidden|not allowed)\b/i;
/** …what every one of a kind must do with what the clauses before named: "every script must declare them". */
const EVERY_ONE_MUST_THEM = /^(?:every|each|all)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:must|needs? to|has to|have to)\s+[a-z]+\s+(?:them|those|these)$/i;
/** "this is my phd simulation code, …": who the user is, by the work the repository is for. */
const MY_DEGREE_WORK = /^this\s+is\s+(?:my\s+(?:phd|ph\.d\.?|master'?s|msc|bachelor'?s|thesis|dissertation)|for\s+my\s+(?:phd|ph\.d\.?|master'?s|msc|bachelor'?s|thesis|dissertation|capstone|final year project|class|course))\b/i;
/** "I'm building this for my dad's bakery", "this app is for a local climbing gym": whom the project is for. */
const BUILT_FOR_WHOM = /^(?:i(?:'m|\s+am)\s+(?:building|making|writing|developing)\s+(?:this|it)|i(?:'ve|\s+have)?\s+(?:built|made|wrote|written)\s+this\s+(?:[\w-]+\s+)?(?:app|site|website|project|tool|repo|bot|script|plugin|game|system)|this\s+(?:app|site|website|project|tool|repo|bot|script|plugin|game)\s+is|this\s+is\s+(?:the|my|our|a)\s+(?:[\w-]+\s+)?(?:app|site|website|project|tool|repo|bot|script|plugin|game|system))\s+for\s+(?:my|a|an|our|the)\s+(?:[\w'’-]+\s+){0,3}(?:bakery|shop|store|business|company|startup|nonprofit|non-profit|charity|school|club|church|team|clinic|restaurant|caf[eé]|farm|family|parents|dad|mom|mum|wife|husband|partner|friend|friends|client|customer|community|class|students|gym|studio|salon|practice|firm|agency|lab|library|museum|hospital|union|association|society|brewery|winery|hotel|hostel|garage|ward|unit|department|classes|pupils|parish|choir|band|orchestra|league|troop)\b(?:\s+(?:on|at|in)\s+(?:weekends|evenings|nights|the side|my spare time))?[.!]*$/i;
/** "no exceptions and no RTTI in the hot path": two kinds kept out of one place, read as the first. */
const AND_NO_OTHER = /\s+(?:and|or)\s+no\s+[\w.-]+(?=\s+(?:in|on|inside|within|at)\s)/i;
/** "… if you really have to": the leave a rule ends with. */
const CONCEDED_AT_THE_END = /\s+(?:but\s+)?(?:only\s+)?if\s+you\s+(?:really\s+|absolutely\s+|truly\s+)?(?:have|need|must)\s+to[.!]*$/i;
/** "…page so don't…": "so" before an order, with no comma before it. */
const SO_WITHOUT_A_COMMA = /([\w`'")])\s+so\s+(?=(?:please\s+)?(?:don'?t|dont|do not|never|always|make sure|remember to)\b)/i;

/** The fix of the thing at hand asked after a rule: "…, fix it properly instead of casting", "…, so change that". */
const THE_FIX_IT_ASKS = /,\s*(?:so\s+|and\s+)?(?:please\s+)?(?:fix|change|update|redo|rewrite|remove|replace|retype)\s+(?:it|this|that|them|these|those)\b[^,;]*$/i;

/** What a rule holds despite, said after it: "…, even though the old android module still has it". */
const DESPITE_AFTER = /,?\s+even\s+(?:though|if)\s+[^,;]{3,80}[.!]*$/i;

/** "coroutines everywhere, no RxJava in new code even though the old android module still has it": the rule, with what it holds despite. */
function ruleDespite(said: string): Statement | null {
  const despite = DESPITE_AFTER.exec(said);
  const st = despite && despite.index > 0 ? withoutItsTail(said, DESPITE_AFTER, 4) : null;
  return st?.type === 'feedback' ? st : null;
}

/**
 * A rule said among the other clauses of one sentence: the thing to use after a fact ("money is always int64 cents,
 * there's a Money type in pkg/money, use it"), an order a lesson taught ("use select_related and prefetch_related, the
 * N+1s have bitten us on every list view"), the team's rule closing a sentence about the work ("only the writes, the view
 * calls the payment API and we don't hold a transaction open across network calls", kept alone).
 */
function ruleAmongItsClauses(said: string): Statement | null {
  const useIt = USE_IT_AFTER.exec(said);
  const named = useIt ? /,\s+(?:there'?s|there is|we have|we've got)\s+(?:a|an)\s+[^,;]{3,60}$/i.exec(said.slice(0, useIt.index)) : null;
  if (named && named.index > 0 && classify(said.slice(0, named.index))) return { type: 'feedback', kind: 'rule', text: sentence(said), quote: said };
  if (orderTaughtByALesson(said)) return { type: 'feedback', kind: 'rule', text: sentence(said), quote: said };
  // "the pin mapping changed between DVT and PVT, check board_rev before touching GPIO": how the project stands, then the
  // lasting order it asks for, with no "so" between (the order kept by itself)
  const factFirst = FACT_THEN_AN_ORDER.exec(said);
  // (not after what just happened: "the migration finished, check the row counts …")
  // (a look before any change of a part holds after what makes it matter: "…, check the migration list before touching the schema")
  const order = factFirst && words(factFirst[1]!) >= 5 && !TROUBLE.test(factFirst[1]!) && !A_STATE_OF_NOW.test(factFirst[1]!) && !MOMENT.test(said) && !THIS_DAY.test(said) ? factFirst[2]! : null;
  const ordered = order === null ? null : classify(order);
  if (ordered?.type === 'feedback' || (order !== null && !ordered && LOOK_BEFORE_A_CHANGE.test(order))) return { ...ordered, type: 'feedback', kind: 'rule', text: sentence(said), quote: said };
  const weCloseOn = /(?:,\s*|\s+)and\s+(we\s+(?:don'?t|do not|never|always)\s+[^,;]{8,})$/i.exec(said);
  const ruleAtTheEnd = weCloseOn ? classify(weCloseOn[1]!) : null;
  return ruleAtTheEnd?.type === 'feedback' ? { ...ruleAtTheEnd, quote: said } : null;
}

/** A statement of how things stand, then an order after its comma: "…, check board_rev before touching GPIO". */
const FACT_THEN_AN_ORDER = /^((?:the|our|all|every|each|everything|[a-z]+ing)\s[^;]{8,160}?),\s+((?:always\s+)?(?:check|run|read|use|keep|put|test|verify|make sure|look at|log|call|poll)\s[^,;]{8,}|(?:don'?t|do not|never)\s+(?:use|run|call|install)\s+(?!(?:my|your|this|that|it|them)\b)[^,;]{3,})$/i;

/** "check the migration list before touching the schema": what to look at before any change of a part. */
const LOOK_BEFORE_A_CHANGE = /^(?:always\s+)?(?:check|read|look at|verify)\s+(?!(?:it|this|that|them)\b)[^,;]{2,40}?\s+before\s+(?:touching|editing|changing|modifying)\s+(?!(?:it|this|that|them|these|those)\b)\S/i;

/** A bare "use it" after what names it: ", there's a Money type in pkg/money, use it". */
const USE_IT_AFTER = /,\s+(?:so\s+)?(?:please\s+)?(?:always\s+)?(?:use|reuse)\s+(?:it|that|them|those)(?:\s+(?:everywhere|always|instead))?[.!]*$/i;

/** Where a rule is written down, said after it: "it's in the style guide", "per the contributing guide". */
const WRITTEN_DOWN_IN = /^(?:it'?s|that'?s|this is)\s+(?:in|from)\s+(?:the|our)\s+(?:[\w-]+\s+)?(?:style guide|contributing guide|handbook|runbook|wiki|docs|readme|guidelines|coding standards?|conventions)\b[.!]*$|^(?:per|see)\s+(?:the|our)\s+(?:[\w-]+\s+)?(?:style guide|contributing guide|handbook|guidelines|coding standards?|conventions)\b[.!]*$/i;

/** What "it" does, said after a rule that names it: "it allocates", "it blocks the main thread". */
const ITS_DOING = /^it\s+(?:always\s+)?(?!(?:is|was|has|does|looks|seems|works|needs|broke|failed)\b)[a-z]+[^s\W]s\b[^,;]{0,60}$/i;
/** A doing of this moment: "it crashes right now", "it fails today". */
const NOT_NOW_SAID = /\b(?:now|today|again|still|sometimes|randomly)\b|\b(?:crash|fail|break|hang|error)\w*/i;

/**
 * "tokens go in the keychain, UserDefaults isn't encrypted", "sentence case for headings, it's in the style guide": a
 * statement kept alone, and after its last comma why it lasts or where it is written down — read without that, kept with it.
 */
function withALastingWhy(said: string): Statement | null {
  const at = said.lastIndexOf(', ');
  if (at < 0) return null;
  const why = said.slice(at + 2);
  // (not a rule of its own after the comma: "…, and you need to ask before using a bigger one" is read by the forms for rules)
  // ("no LINQ in anything that runs per frame, it allocates": what the thing a rule keeps out does, its "it" what the rule named)
  const itsDoing = ITS_DOING.test(why) && !NOT_NOW_SAID.test(why);
  if ((!lastingWhy(why) && !WRITTEN_DOWN_IN.test(why) && !itsDoing) || /\b(?:you|we)\s+(?:need|must|should|have)\s+to\b|\b(?:always|never|don'?t|do not|ask|should|must|shouldn'?t|mustn'?t|nobody|no one)\b/i.test(why)) return null;
  const head = said.slice(0, at);
  // (not after trouble, "simulation runs slow, the logs are in /tmp", nor a change told as news, "…, the pipeline is the source of truth now")
  if (TROUBLE.test(head) || /\bnow[.!]*$/i.test(why)) return null;
  // (read by every form, as a sentence of its own: "sentence case for headings" is a rule said bare)
  // (or two, when they keep a thing out: "no axios, we use fetch")
  const found = words(head) >= 3 || /^no\s/i.test(head) ? classify(head) : null;
  if (itsDoing && found?.type !== 'feedback') return null;
  return found && { ...found, text: sentence(found.text.replace(/[.!]$/, '') + said.slice(at)), quote: said };
}

/** What a sentence says read without its tail (`tail`, at least `minWords` left), kept with it: the tail back on its text, the whole quoted. */
function withoutItsTail(said: string, tail: RegExp, minWords: number): Statement | null {
  const head = said.replace(tail, '');
  const found = head !== said && words(head) >= minWords ? classifySaid(head) : null;
  return found && { ...found, text: sentence(found.text.replace(/[.!]$/, '') + said.slice(head.length)), quote: said };
}

/**
 * The rule that closes a sentence of facts about the project, when it reads as one alone: what the
 * team always or never does ("…, and we don't use Bloc anywhere"), or any rule after ", and"
 * ("…, and we follow hexagonal architecture so the domain package must never import …").
 */
function closingRule(context: string): string | undefined {
  const ours = FACTS_THEN_OUR_RULE.exec(context)?.[1];
  if (ours && classifySaid(ours)?.type === 'feedback') return ours;
  const last = FACTS_AND_A_RULE.exec(context)?.[1];
  const read = last ? classifySaid(last) : null;
  return read?.type === 'feedback' && read.kind === 'rule' ? last : undefined;
}

/**
 * Whether what is said after a request holds past it: not of the thing the request is about
 * ("refactor this handler; the logic is duplicated in three places"), not pointing back at the work
 * ("…; it should never be disabled"), and, unless it is marked as something to know ("fyi", "note that"),
 * said as what always holds ("every", "never", "must", "the source of truth"; not "…, the orders
 * table has 40 million rows", "…; our client needs it by friday").
 */
function lastsPastTheRequest(request: string, rest: string): boolean {
  if (/\b(?:this|that|these|those|it|them)\b/i.test(request) || /^(?:it|this|that|these|those|they|then|and then|but|so|or)\b/i.test(rest)) return false;
  // (after "but", a limit on the work at hand unless nothing ties it there: not "…, but never touch this file again")
  if (/\bbut\s+$/i.test(request) && (MOMENT.test(rest) || /\b(?:this|that|these|those|it|again)\b/i.test(rest))) return false;
  // ("remember" alone is not enough: "write the test, and remember the fixture needs a user" is this work's — but what the
  // team or the product does is the project's: "…, and keep in mind we support both JWT and API keys")
  return /^(?:fyi|fwiw|btw|note that|heads up)\b/i.test(rest) || /^(?:remember|keep in mind)\s+(?:that\s+)?(?:we|our\s+[\w-]+|the\s+(?:app|project|product|service|api|backend|frontend))\s+(?!(?:need|needs|want|wants|had|should|will|'ll|are going|is going)\b)[a-z]+s?\b/i.test(rest) || /\b(?:always|never|every|all|each|any|anything|everything|only|must|should|source of truth|don'?t|do not)\b/i.test(rest);
}

const withQuote = (found: Statement | null, quote: string): Statement | null => (found ? { ...found, quote } : null);

/** Thanks, a laugh or a face said last, which add nothing to what was said: "…, thx", "… lol", "… :)", "… 🙏", "…!!". */
const THANKS_LAST = /(?:[\s,]+(?:thanks|thank you|thx|tysm|ty|lol|lmao|haha|cheers)\b[.!]*|\s+(?::-?\)|:D|;-?\))|\s*\p{Extended_Pictographic}\uFE0F?|(?<=\w)!{2,})+\s*$/iu;

/** An agreement said first: "ok, …", "sure, …", "got it, …". */
const ACKNOWLEDGED_FIRST = /^(?:ok(?:ay)?|sure|alright|all right|got it|sounds good|great|cool|perfect)\b/i;

/**
 * Work asked for, or a question, in any clause of a sentence: "…, fix it", "figure out why", "let's …", "can you …?"
 * (task-bound's `asksForWork` reads a sentence that opens with the request; read clause by clause, it lost a labelled
 * keep and changed a notice's kind, so the two stay apart).
 */
const WORK_ASKED_IN_A_CLAUSE = /(?:^|[,;.:—–-]\s*)(?:(?:so|and|then|but|pls|please)\s+)*(?:fix|figure out|find out|look into|check|update|run|write|make|add|build|draft|format|remove|delete|merge|deploy|ship|debug|investigate|can you|could you|would you|let'?s|let me know)\b|\?\s*$/i;

/** What someone once found, said or broke, or the fault of this once: not how a part stands. */
const ONCE_FOUND_OR_SAID = /\b(?:found|said|broke|reported)\b|\bbecause (?:you|i)\b/i;

/** A short order on what was named ("…, turn it off", "…, flush it", "…, wait for him"), or a question without its mark ("…, what is happening"). */
const ORDER_ON_IT_OR_A_QUESTION = /^(?:just\s+)?[a-z]+\s+(?:(?:for|to|with|at)\s+)?(?:it|them|him|her)\b(?:\s+\w+)?[.!]*$|^(?:what|why|how|where|which|who)\b/i;

/**
 * Work asked for in what is told in passing: opening it ("split this migration into two") or in a clause after it ("…, run
 * it", "…, fix them", "…, what is happening") — not what follows from it ("…, so label every pr") nor an order that lasts ("…, profile anything that
 * runs every frame"), which the notice says with it.
 */
function workAskedInPassing(told: string): boolean {
  // (a verb's word that names a thing is no order: "release notes are generated from pr labels", "test data is reset")
  if (asksForWork(told) && !/^[\w-]+(?:\s+[\w-]+)?\s+(?:is|are|was|were|has|have|gets?)\b/i.test(told)) return true;
  if (WORK_ASKED_IN_A_CLAUSE.test(told)) return true;
  const after = told.split(/[,;]\s*(?:and\s+)?/).slice(1).filter((clause) => !/^so\b|\b(?:every|always|never|any(?:thing|one)?|each|whenever)\b/i.test(clause));
  return after.some((clause) => asksForWork(clause) || REDO_AT_HAND.test(clause) || ORDER_ON_IT_OR_A_QUESTION.test(clause));
}

/** A sentence that opens with a common word written with its capital: "Logs go to Better Stack." (not "API", not "I"). */
const OPENS_CAPITALISED = /^\p{Lu}\p{Ll}+\b/u;

/**
 * A sentence's one full stop at its end (not "…" nor "etc."): a version or a name before it ends some forms' reading
 * (and a Chinese one, "周末预约要导师审批。", where a form ends on what it reads).
 */
const ONE_FULL_STOP = /(?<![.\s。]|\betc)[.。]$/;

/**
 * A sentence as the user typed it, capital first and full stop last: read as said, else once more without its full stop
 * and with its first word in lower case — many forms read their opening words in lower case ("logs go to …", "the model
 * is retrained …") and end on a version or a name ("we're on Go 1.22"), and a user who writes proper sentences says the
 * same things ("Logs go to Better Stack.", "We're on Go 1.22."). Quoted as said.
 */
export function classifyAsTyped(said: string): Statement | null {
  const found = classify(said);
  const bare = said.replace(ONE_FULL_STOP, '');
  const lowered = OPENS_CAPITALISED.test(bare) ? bare.charAt(0).toLowerCase() + bare.slice(1) : bare;
  if (found || lowered === said) return found;
  return withQuote((bare !== said ? classify(bare) : null) ?? (lowered !== bare ? classify(lowered) : null), said);
}

/** A label naming the part a rule is of: one or two capitalised names before a colon ("Flutter:", "RN:", "Spring Boot:"), not a word that only says what kind of remark follows, nor a name the rule says again. */
function namesThePart(label: string, rest: string): boolean {
  const name = /^(\p{Lu}[\w.+#-]*(?:\s+\p{Lu}[\w.+#-]*)?)\s*:\s*$/u.exec(label.trim())?.[1];
  return name !== undefined && !LABEL_OF_A_REMARK.test(name) && !new RegExp(`\\b${escapeRegExp(name)}\\b`, 'i').test(rest);
}
/** Words that label a kind of remark, not a part: "Note:", "Context:", "Update:", "PS:". */
const LABEL_OF_A_REMARK = /^(?:note|notes|nb|fyi|ps|context|background|update|important|tip|also|rule|rules|warning|caveat|gotcha|reminder|edit|question|answer|summary|problem|issue|bug|status|next|todo|done|plan|tldr|tl;dr|heads up|btw|info|aside|example|e\.g|reason|why|goal|constraint|constraints|requirement|requirements|decision|convention|policy|style|preference|preferences|pref|me|you|us|team|project|repo|codebase|code|general|global|always|never|quick|one|another)$/i;

function classifySaid(said: string): Statement | null {
  const quote = said.replace(EMOJI_FIRST, '');
  // "It should say that the function always returns a list": words to write into the work, not how things are
  if (WORDS_FOR_THE_WORK.test(quote)) return null;
  // (words said first in passing, "oh and", "one more thing:", "quick note -", "fyi": what follows is read alone too, as
  // it would be said without them; words before a colon are read below)
  const behind = SAID_BEHIND.exec(quote)?.[0];
  const found = classifyOne(quote) ?? (!behind && IN_PASSING_FIRST.test(quote) ? withQuote(classify(quote.replace(IN_PASSING_FIRST, '')), quote) : null) ?? (!behind ? stackSaidFirst(quote) : null);
  // kept as said when nothing was said before it, or when a form already took those words off ("note that …", "heads up: …")
  if (!behind || (found && !opensWith(found.text, behind))) return found;
  // else the rest is read alone, and kept without them ("One last note: we deploy …" is "We deploy …")
  const rest = quote.slice(behind.length);
  // (what follows words of a notice is told as one: "just flagging: the sandbox resets every monday")
  const notice = /\b(?:flag\w*|heads[- ]up|fyi|fwiw|background|context|note|worth knowing|worth noting|later|future|record|caveat|gotcha|warning|reminder)\b/i.test(behind) && !/^(?:i|i'm|you|we|my|your)\b/i.test(rest);
  const kept = words(rest) >= 3 ? classifyOne(rest) ?? (notice && !/\b(?:was|were|did|had|got)\b/i.test(rest) ? classifyOne(`fyi ${rest}`) : null) : null;
  // (a label the rest points back at stays: "random seeds: we fix them at 42 everywhere"; so does one that names the part
  // the rule is of, a framework or a platform by its name: "Flutter: state lives in Riverpod providers, …")
  const pointsBack = kept && /:\s*$/.test(behind) && (POINTS_BACK_SOON.test(rest) || namesThePart(behind, rest));
  // (its first word as typed: "Frontend: React 18 with Vite" keeps React's capital)
  if (kept && pointsBack) return { ...kept, text: sentence(`${behind.trim()} ${kept.text.replace(/^(?!I\b)\p{Lu}/u, (c) => (/^\p{Lu}/u.test(rest.trim()) ? c : c.toLowerCase()))}`), quote };
  // (a one-word topic before the colon, "naming: snake_case for files, …", stays when the whole was kept with it)
  const topic = /^\s*([\p{L}-]+)\s*:\s*$/u.exec(behind)?.[1];
  if (found && topic && !LABEL_OF_A_REMARK.test(topic)) return found;
  return kept ? { ...kept, quote } : found;
}

/** The stack said first, bare, before what the sentence tells: "rails 7.1 monolith, we're slowly extracting billing …", "we're on .NET 8, minimal APIs for new endpoints, …". */
const STACK_SAID_FIRST = /^(?:(?:[\w.+#-]+\s+){1,2}v?\d[\w.]*\s+(?:monolith|app|project|repo|service|codebase|api|backend|frontend|site|cli)|we(?:'re|\s+are)\s+on\s+(?:[\w.+#-]+\s+){1,2}v?\d[\w.]*|(?:[\w.+#-]+\s+){1,2}v?\d[\w.]*\s+on\s+(?:[\w.+#-]+\s+){1,2}v?\d[\w.]*)\s*,\s+(?=\S)/i;
/** What follows the stack said first, kept with it. */
function stackSaidFirst(quote: string): Statement | null {
  const first = STACK_SAID_FIRST.exec(quote)?.[0];
  const rest = first ? classify(quote.slice(first.length)) : null;
  return rest ? { ...rest, text: sentence(quote), quote } : null;
}

/** The first words of a clause that is a rule alone: "no …", "every …", "one … per …", "we use …". */
const RULE_OPENER = /^(?:no|never|always|every|each|one|don'?t|do not|dont|use|prefer|keep|avoid|only|we|all|any)\b/i;
/** Whether a sentence is two to five clauses, each a rule said alone. */
function rulesListed(s: string): boolean {
  const clauses = s.replace(/[.!]+$/, '').split(/,\s+(?:and\s+)?/);
  // (not a request with a rule beside it, "fix the crash — fyi …", nor one under a label, "Naming: …")
  if (clauses.length < 2 || clauses.length > 5 || /[—–:;]/.test(s) || clauses.some((c) => words(c) < 3)) return false;
  // (each opening as a rule does, a cheap test before any is read)
  return clauses.every((c) => RULE_OPENER.test(c)) && clauses.every((c) => classify(c)?.type === 'feedback');
}

/** A question mark last, emphasis after it or not ("values.yaml has to document every key?!!" asks as "…?" does). */
const ASKED_LAST = /[?？][!！]*\s*$/;
/** An emoji a message opens with ("👍 one rule here: …"): a reaction, no word of the statement. */
const EMOJI_FIRST = /^(?:[\p{L}']+(?:\s+[\p{L}']+)?\s*)?[\p{Extended_Pictographic}\u{FE0F}]+[\s\p{Extended_Pictographic}\u{FE0F}]*(?=\p{L})/u;

/** Whether a statement's text still opens with the words it was said behind (their last ten letters). */
function opensWith(text: string, behind: string): boolean {
  const end = behind.replace(/(?:\s+that)?[\s:,—–]*$/i, '').slice(-10).toLowerCase();
  return text.toLowerCase().slice(0, behind.length + 2).includes(end);
}

const A_DAY_OF_THE_WEEK = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/i;

/**
 * What the user says after asking for a memory to go: "forget what I said about LocalStack, we moved
 * to testcontainers" is the move from the thing forgotten ("We moved from LocalStack to
 * testcontainers."); "forget the pnpm rule, we use bun now" is read as said alone.
 */
function saidInstead(quote: string, forgotten: string): Statement | null {
  const rest = /^[^,;，；]*[,;，；]\s*(?:(?:and|but|since|because|as)\s+)?(\S.{6,})$/.exec(quote)?.[1];
  if (!rest || THIS_DAY.test(rest)) return null;
  const moved = /^we(?:'ve| have)?\s+(?:(?:now|just|recently|already)\s+)?(moved|switched|migrated|went)\s+(?:over\s+)?to\s+((?!(?:the|a|an|this|that|it|my|our)\b)[\w@.+#/-]+(?:\s+[\w@.+#/-]+){0,3}?)\s*(?:(?:for|in)\s+(\S.*?))?[.!]*$/i.exec(rest);
  // (the thing forgotten is named in a word or three, not "my timezone")
  const from = forgotten.replace(/^(?:the|our)\s+/i, '');
  // (and the move is onto a tool: a name written as one, or said with what in the software it is
  // for — not "forget what I said about the deadline, we moved to friday")
  const named = /^[\w@.+#/-]+(?:\s+[\w@.+#/-]+){0,2}$/.test(from) && !/\b(?:i|my|me|you|your|we|they|use|uses|using|is|are|was|were|rule|memory|note|thing)\b/i.test(from);
  const aTool = moved && (/[A-Z\d.@/-]/.test(`${from} ${moved[2]}`) || SOFTWARE_USE.test(rest)) && !A_DAY_OF_THE_WEEK.test(moved[2]!);
  if (moved && named && aTool) {
    const what = `We ${moved[1]!.toLowerCase()} from ${from} to ${moved[2]}${moved[3] ? ` for ${moved[3]}` : ''}`;
    return { type: 'project', kind: 'notice', text: sentence(what), quote };
  }
  // "forget what I said about the 80 char limit, it's 100 now": the new value of what was forgotten, said by "it"
  // (a full stop is no part of the value: "…, it's over." is over, "…, it's 3.2 now." is 3.2)
  const value = /^(?:now\s+)?(?:it'?s|it is)\s+(?:now\s+)?([\w.:/@%-]+(?:\s+(?!now\b)[\w.:/@%-]+)?)(?:\s+now)?[.!]*$/i.exec(rest)?.[1]?.replace(/\.+$/, '');
  if (value && named && !/^(?:fine|ok|okay|gone|over|done|wrong|right|better|worse|broken|fixed|not|different)$/i.test(value)) {
    const old = /\b\d[\d.,]*\b/.exec(forgotten)?.[0];
    const text = old && /^\d/.test(value) ? `${forgotten.replace(old, '').replace(/\s+/g, ' ').trim()} is ${value} now, not ${old}` : `${forgotten} is ${value} now`;
    return { type: 'project', kind: 'notice', text: sentence(text), quote };
  }
  return withQuote(classifyOne(rest), quote);
}

/** A doubt said after the statement: "… but I'm not sure that's true", "…, not sure if that still holds". */
const DOUBTED_AFTER = /(?:,\s*|\s+)(?:but\s+)?(?:i'?m\s+|i am\s+)?not\s+(?:\w+\s+)?sure\s+(?:that'?s|it'?s|this is|if|whether|that)\b(?!.*\b(?:so|always|never)\b)|\bbut\s+i\s+doubt\s+(?:it|that)\b/i;

/** What a piece of the work is to say: "it should say that …", "the error message must read …". */
const WORDS_FOR_THE_WORK = /^(?:it|this|that|the\s+(?:docstring|comment|message|error message|text|title|(?:pr\s+|mr\s+)?description|readme|changelog|label|tooltip|toast|banner|email|commit message))\s+(?:should|must|needs? to|has to)\s+(?:say|read|state|mention|explain)\b/i;

/** How the agent is to talk to the user: explanations, answers, jargon. */
const TALK_TO_THEM = /\b(?:explain\w*|explanations?|answers?|responses?|replies|jargon|(?:non-?)?technical|simple|simpler|plain (?:english|terms|language))\b/i;

/** "(no,) only when the flag is set": a condition alone, the answer to a question asked before it. */
const A_CONDITION_ALONE = /^(?:(?:no|nope)[,.!]?\s+)?(?:only|just)\s+(?:when|if|unless|once|after|before)\s+[^,;]{2,60}(?:,\s*not\s+\w+)?[.!]*$/i;

function classifyOne(quote: string): Statement | null {
  if (A_CONDITION_ALONE.test(quote)) return null;
  // "fyi the cron job never runs on the first, figure out why": a notice that asks for work, or asks, gives what it
  // tells no more weight than said plainly — it is read without its "fyi"
  const toldAsking = NOTICE.exec(quote)?.[1];
  if (toldAsking && WORK_ASKED_IN_A_CLAUSE.test(toldAsking)) return withQuote(classify(toldAsking), quote);
  // "Can you stop adding emojis to your answers?": a question only in form, about how the agent works
  const stopDoing = /^(?:can|could|would|will)\s+you\s+(?:please\s+)?(?:stop|quit)\s+(\w+ing\b[^?]*\b(?:to|in|from)?\s*your\s+(?:answers|responses|replies|messages|explanations|summaries|comments|commits|commit messages|prs|pull requests|code|tests)\b[^?]*)\?$/i.exec(quote);
  if (stopDoing && !HAN.test(quote)) return { type: 'feedback', kind: 'rule', text: sentence(`Stop ${stopDoing[1]}`), quote };
  // "can you remember that the staging db resets nightly?", "could you always run prettier before committing?": asked, and meant
  const askedToKeep = /^(?:can|could|would|will)\s+you\s+(?:please\s+)?((?:remember|keep in mind|make a note)\s+(?:that\s+)?\S.{6,}|always\s+\S.{6,})\?$/i.exec(quote);
  if (askedToKeep && !HAN.test(quote)) return withQuote(classifyOne(askedToKeep[1]!), quote);
  // "tabs not spaces", "no emojis please", "pnpm only": a rule said in a few words
  const terse = terseRule(quote);
  if (terse) return { type: 'feedback', kind: 'rule', text: sentence(terse), quote };
  // "I'm new to this codebase, can you explain how the auth flow works?": who they are, then the question
  const whoThenAsk = /^((?:i'?m|i(?:'ve| have))\s+[^,;?]{3,60}?)[,;]\s+(?:so\s+)?(?:can|could|would|will|how|what|why|where|please)\b[^?]*\?$/i.exec(quote)?.[1];
  if (whoThenAsk && PROFILE.test(whoThenAsk) && !THIS_DAY.test(whoThenAsk) && !MOMENT.test(whoThenAsk)) return { type: 'user', kind: 'profile', text: sentence(whoThenAsk), quote };
  // (two words may say what the user eats: "I'm vegetarian")
  if (ASKED_LAST.test(quote) || (words(quote) < 3 && !HAN.test(quote) && !householdFact(quote)) || quote.length > 400) return null;
  // "stop remembering that I'm in Berlin" asks for a memory to go (memory/forget), it is none; what
  // is said after it may be
  const forgotten = forgetRequest(quote);
  if (forgotten) return saidInstead(quote, forgotten);
  // "if we always deployed on fridays we'd be in trouble", "at my previous company the team deployed every friday",
  // "according to stack overflow …": not how things are here
  if (NOT_HERE_OR_NOT_SO.test(quote) || DOUBTED.test(quote)) return null;
  // "we use redis already, the limits are per api key": what is there to build on, which the code shows (not "we already
  // use zod, don't add yup": the rule against a second one)
  // (unless it says where to put the new one: "we already have lib/time.py for that, put date helpers there")
  // (nor to reuse it: "we already have a theme context in src/theme, reuse it")
  // (or to use it: "we already have a retry helper in lib/retry.ts, use that")
  if (ALREADY_THERE.test(quote) && !/\b(?:don'?t|do not|never|no|not|instead|only|rather|stick|re-?use)\b|\bput\b[^,;]*\bthere\b|,\s*(?:so\s+)?(?:please\s+)?(?:just\s+)?use\s+(?:that|it|that one|those|them)\b/i.test(quote)) return null;
  // "users can never log in after the upgrade, it just spins": what broke, not how things are
  if (BROKE_AFTER_A_CHANGE.test(quote) && CANNOT.test(quote)) return null;
  if (HAN.test(quote)) {
    const found = classifyChinese(quote);
    if (found) return { ...found, text: sentence(found.text), quote };
    // An English sentence with a Chinese word in it ("never rename the 用户 table") is English.
    if (!mostlyLatin(quote)) return null;
  }
  // Markdown emphasis says nothing here ("**Important:** never …")
  const s = rememberedAfter(
    // (texting shorthand spelled out: "tests r colocated w/ src files", "run make check b4 saying ur done")
    spelledOut(withoutEmphasis(quote))
      .replace(LEAD_IN, '')
      .replace(/^(?:pls|plz|i(?:'d| would) like you to|i (?:want|need) you to)\b\s*/i, 'please ')
      // "PR titles here follow conventional commits": where, said after the subject, is this project
      .replace(HERE_AFTER_THE_SUBJECT, '$1 ')
      .replace(JUST_BEFORE_THE_ORDER, '$1')
      // "please always do this from now on: when you change an API response, update the spec": the rule after the colon
      .replace(/^(?:please\s+)?always\s+do\s+(?:this|the following)?\s*(?:from now on)?\s*:\s*(?=(?:when|whenever|if|before|after|every|each)\b)/i, '')
      .replace(/^(?:please\s+)?always\s+do\s+(?:this|the following)?\s*(?:from now on)?\s*:\s*/i, 'always ')
      // "make sure you never commit the generated files" says "never commit the generated files"
      .replace(/^(?:please\s+)?(?:make sure|be sure)\s+(?:(?:that\s+)?you|to)\s+(?=(?:never|don'?t|do not)\s)/i, '')
      // as many non-native speakers say it: "please not commit …", "the tests of integration"
      .replace(/^(please\s+)?not\s+(?=(?:commit|push|use|add|change|touch|delete|remove|run|deploy|merge|edit|write|put|call|make|modify|open|create)\b)/i, "$1don't ")
      // (not a role: "I'm the owner of billing" is proper English)
      .replace(/\bthe\s+(?!(?:owner|maintainer|lead|head|dri|manager)\b)([a-z]+)\s+of\s+(integration|unit|e2e|end-to-end|production|prod|staging|test|testing|dev|development|frontend|backend|payments?|billing|api|mobile|web)\b/gi, 'the $2 $1')
      // "you're talking to a backend dev, …": who the user is, said from the agent's side
      .replace(/^you(?:'re| are) talking to (?=an?\s)/i, "I'm ")
  );
  let m = REMEMBER.exec(s);
  if (m) {
    // "remember my preference for tabs over spaces" keeps "I prefer tabs over spaces"
    const content = m[2]!.replace(/^my preference (?:for|is)\s+/i, 'I prefer ');
    if (CHEERING.test(content) || MAXIM.test(content)) return null; // "remember, don't give up!", "remember, I'm always here for you"
    if (m[1] && MOMENT.test(content)) return null; // "remember to commit when you're done with this task"
    // "remember to push before you leave": before the user or the agent stops for the day, this once
    if (m[1] && /\bbefore\s+(?:you|we|i)\s+(?:leave|go|head out|log off|sign off|close (?:up|the laptop)|call it a day|stop for the day)\b/i.test(content)) return null;
    // "remember to close the ticket": one thing to do, no way of working (not "… before you merge", "… every time")
    if (m[1] && /^\w+\s+(?:the|this|that|my|your|it|them|these|those)\b/i.test(content) && (!/\b(?:before|after|when(?:ever)?|every|each|any|all|always|whenever|if)\b/i.test(content) || /\b(?:this|that)\s+(?:change|pr|commit|task|fix|merge|branch|one)\b/i.test(content))) return null;
    // ("remember to rebase before you open the PR": the one PR at hand — not "… before you open a PR")
    if (m[1] && /\b(?:the|this|that)\s+(?:pr|pull request|branch|commit|ticket|release|migration|deploy|merge)\b/i.test(content) && !/\b(?:every|each|any|all|always|whenever|a|an)\b/i.test(content)) return null;
    // "keep in mind that i'm leaving at 5 today": for this session, not for good
    if (!/^remember\b/i.test(s) && (MOMENT.test(content) || THIS_DAY.test(content))) return null;
    if (/^(?:why|what|how|when|where|who|which|whether|if)\b/i.test(content)) return null; // "remember why we started": no statement
    // ("remember the milk": a thing named, nothing said of it)
    if (!m[1] && /^(?:the|a|an|my|your|our)\s+[\w-]+(?:\s+[\w-]+)?[.!]*$/i.test(content)) return null;
    // "remember to run …" and "remember: always …" say how to work; "remember that the staging
    // database is reset every night" states a fact about the project.
    const type = /^(?:i|i'm|i am|i've|my)\b/i.test(content) ? 'user' : m[1] || INSTRUCTION.test(content) ? 'feedback' : isPointer(content) ? 'reference' : 'project';
    return { type, kind: 'remember', text: sentence(content), quote };
  }
  m = RULE_LABEL.exec(s);
  // (not "Rule: the test name is wrong, fix it": a label on a bug report)
  if (m && !/\b(?:is|are) (?:wrong|broken|failing|missing)\b|\bfix (?:it|them|this)\b|\bagain\b/i.test(m[1]!) && !MOMENT.test(m[1]!)) return { type: 'feedback', kind: 'rule', text: sentence(m[1]!), quote };
  // "you keep forgetting to run prettier before you finish": a habit of the agent's the user wants gone
  const forgets = /^you\s+(?:keep|always|constantly)\s+(?:forgetting|forget)\s+(?:to|about|the)\s+(\S.*)$/i.exec(s);
  if (forgets && !MOMENT.test(s) && !/\b(?:it|this|that|them)\s*[.!]*$/i.test(forgets[1]!)) return { type: 'feedback', kind: 'rule', text: sentence(s), quote };
  // "you keep using var, we use const and let only": a habit of the agent's, then the rule it breaks
  const keepsDoing = /^you\s+(?:keep|always)\s+\w+ing\b[^,;]{0,50}[,;]\s*(\S.{8,})$/i.exec(s);
  if (keepsDoing && classify(keepsDoing[1]!)?.type === 'feedback') return { type: 'feedback', kind: 'rule', text: sentence(s), quote };
  // "it's a known issue: the PDF service times out on files over 20 MB, …": a fault the agent should not chase
  const knownIssue = /^(?:it'?s|this is|that'?s)\s+(?:a\s+)?known\s+(?:issue|bug|limitation|problem)\s*[:—–-]\s+((?:the|our)\s+\S.{8,})$/i.exec(s)?.[1];
  if (knownIssue && !MOMENT.test(knownIssue)) return { type: 'project', kind: 'notice', text: sentence(`Known issue: ${knownIssue}`), quote };
  // "no need to explain basic git to me": what the user knows already
  if (/^(?:(?:there'?s )?no need to|you don'?t (?:need|have) to)\s+explain\s+(?!(?:it|this|that|them|what you did|(?:the|your)\s+(?:code|changes?|diff|fix|output|errors?|results?|plan))\b)(?:the\s+)?(?:basics of\s+|basic\s+)?[\w .+#/-]{2,30}?\s+to me\b/i.test(s)) return { type: 'user', kind: 'preference', text: sentence(s), quote };
  // "explain things to me like I know python but not rust": how to pitch every explanation
  if (/^(?:please\s+)?explain\s+(?:things|stuff|everything|code|concepts)\s+(?:to me\s+)?(?:like|as if|as though)\s+i\b/i.test(s)) return { type: 'user', kind: 'preference', text: sentence(s), quote };
  // "talk to me like a senior engineer, skip the basics": who to take them for
  if (/^(?:please\s+)?(?:talk|speak|write)\s+to\s+me\s+(?:like|as(?: if)?|as though)\s+(?:i(?:'m| am)\s+)?(?:a|an)\s+(?:senior|junior|experienced|fellow|new|non-technical|technical)\b/i.test(s) && !MOMENT.test(s)) return { type: 'user', kind: 'preference', text: sentence(s), quote };
  // "answer in German please, even though the code is in English": the language every answer is in, as "always answer in …" is
  if (ANSWER_LANGUAGE.test(s) && !MOMENT.test(s)) return { type: 'feedback', kind: 'rule', text: sentence(s.replace(/^please\s+/i, '').replace(/\s+please(?=\s*,)/i, '')), quote };
  // "From now on, …" or "… from now on"
  m = /^(?:from now on|from here on|(?:going|moving) forward(?!\s+with\b)|(?:in|for) (?:the )?future(?!\s+reference)|henceforth|for future reference|(?:for )?next time(?=[,:]))\b[,:]?\s+(?:please\s+)?(\S.*)$/i.exec(s) ?? /^(?:please\s+)?(\S.{6,}?)[,\s]+(?:from now on|going forward|from here on)[.!]*$/i.exec(s);
  // "in the future, I'm aiming to …" is a plan and "from now on it should work" a forecast: no rule
  // (nor "for the future, remind me to review this file": one thing, for later)
  if (m && !/^(?:(?:but|and|so|also)\s+)?(?:i'm|i am|i'll|i will|i hope|i plan|i'd like to|we'll|we will|we're|we are|(?:it|this|that|things|everything)(?:'s|'ll)?\s)/i.test(m[1]!) && !/^(?:please\s+)?remind me\b|\b(?:this|that) (?:file|function|pr|branch|test|commit|change|one)\b|^(?:in|for)\s+(?:this|the rest of (?:this|the))\s+(?:session|chat|conversation|thread)\b/i.test(m[1]!)) {
    // "for future reference the staging URL is https://…" keeps a pointer, "… the API is
    // rate-limited to 100 rps" a fact; "from now on, …" and "going forward, …" say how to work
    const forReference = /^for future reference/i.test(s);
    const fact = forReference && !INSTRUCTION.test(m[1]!) && /^(?:the|our)\b[^,;]*?\b(?:is|are|lives?|sits?|runs?|goes|go|has|have|needs?|requires?)\b/i.test(m[1]!);
    // "for future reference: the bug was in the parser" tells how a bug was found, which the code and history keep
    if (forReference && /^(?:the|this|that|it)\b[^,;]*?\b(?:was|were|had been)\b/i.test(m[1]!)) return null;
    const type = !fact ? 'feedback' : isPointer(m[1]!) ? 'reference' : 'project';
    return { type, kind: type === 'feedback' ? 'rule' : type === 'reference' ? 'pointer' : 'notice', text: sentence(m[1]!), quote };
  }
  if (CHEERING.test(s) || COMFORT.test(s)) return null;
  const afterWork = ruleAfterWork(s);
  if (afterWork !== undefined) return afterWork === null ? null : { type: 'feedback', kind: 'rule', text: sentence(afterWork.replace(/^please\s+/i, '')), quote };
  m = /^(?:please\s+)?((?:always|never)\s+(\p{L}+).*)$/iu.exec(s);
  // (not "always return 404 for missing users in this handler": this one; nor "always check the logs first for this bug")
  if (m && !NOT_AN_ORDER.test(m[2]!) && !IN_THE_PIECE_AT_HAND.test(s) && !MOMENT.test(s)) return { type: 'feedback', kind: 'rule', text: sentence(m[1]!), quote };
  m = /^(?:please\s+)?(don't|do not|dont|stop)\s+(\p{L}+)(?:\s+(\p{L}+))?/iu.exec(s);
  // (in the middle of a migration, what new work is written in still holds: "…, so prefer .ts for any new file")
  // (a word in quotes is named, not said: 'when I say "tonight" I mean SGT')
  // (nor "not 19 yet" beside the version the project is on, nor "so no container queries yet" after a share of
  // the traffic: how long a constraint holds, not this moment)
  // (nor "…, details after": where the rest of every answer goes; nor "today's numbers before that": any day's)
  // (nor where the newer one of a kind stands, "…, new examples go into v4 which isn't scored yet")
  // (nor "the day after" said last, the next day of any order: "…, anything later goes to the day after")
  const moment = MOMENT.test(s.replace(THE_DAY_AFTER, 'the next day').replace(NEWER_ONE_NOT_YET, ' ').replace(NOT_UP_TO_IT_YET, ' ').replace(WHICH_ARE_NOW, ' ').replace(ANY_DAYS_FIGURES, "the day's figures").replace(/["“][^"“”]{1,20}["”]/g, ' ').replace(/,\s*(?:then\s+)?(?:the\s+)?(?:details|explanation|reasoning|context)\s+after(?:wards)?[.!]*$/i, ' ').replace(/,\s*not\s+(?:on\s+)?[\w.-]*\d[\w.]*\s+yet\b/gi, ' ').replace(/,\s*so\s+no\s+[\w\s-]{2,30}?\s+yet\b/gi, ' ')) && !/,\s+so\s+(?:please\s+)?(?:always\s+)?(?:prefer|use|write|keep|put)\b[^,]*\b(?:any|all|every|each)\s+new\b/i.test(s);
  // (not "don't guess, just ask me what the field is called": about one thing of the task — but "stop asking me to confirm
  // every file edit, just make the changes …" says how every edit goes)
  if (m && !notAnOrder(m[1]!, m[2]!, m[3]) && !moment && (!INSTEAD_AT_HAND.test(s) || ASKED_EVERY_TIME.test(s)) && !/\b(?:what|which|where|how)\s+(?:the|this|that)\s+[\w-]+\s+(?:is|are|was|were)\b/i.test(s)) return { type: 'feedback', kind: 'rule', text: sentence(s), quote };
  // "if the integration tests fail locally it's almost always because docker isn't running": how the tooling fails, and what to do
  const tip = moment ? null : troubleshooting(s);
  if (tip) return { ...tip, text: sentence(s), quote };
  // "we use postgres, so the query needs to use ILIKE not LIKE": what follows for the one piece at hand, read without it
  // ("refunds over 500 dollars need a second approver, so the endpoint has to …" keeps the rule before it)
  const forThePiece = SO_THE_PIECE_AT_HAND.exec(s);
  // (a bare "we use postgres" before it is the reason for the piece, no memory of its own)
  if (forThePiece && !/\b(?:every|all|any|always|never)\b/i.test(s.slice(forThePiece.index))) return words(s.slice(0, forThePiece.index)) < 5 ? null : withQuote(classify(s.slice(0, forThePiece.index)), quote);
  if (!moment) {
    const rule = convention(s) ?? convention(NOTICE.exec(s)?.[1] ?? '') ?? scopedOrder(s) ?? dislike(s) ?? reasonedRule(s) ?? prohibition(s) ?? teamPractice(s) ?? (NAMED_RULE.test(s) || PROCEDURE.test(s) || languageOfAKind(s) || nobodyDoes(s) || avoidsAKind(s) ? s : null);
    // "I'm a designer, keep explanations non-technical": who the user is, and how to talk to them
    // because of it — a user memory, as "I'm new to Rust, so explain the borrow checker errors" is
    const who = s.split(/[,;]|\s+so\s+/)[0]!;
    if (rule && PROFILE.test(who) && !THIS_DAY.test(who) && TALK_TO_THEM.test(s)) return { type: 'user', kind: 'profile', text: sentence(s), quote };
    // (told as a notice, "FYI the test db is shared, so never truncate tables": the rule without its "FYI")
    if (rule) return { type: 'feedback', kind: 'rule', text: sentence(withoutTheWorkItAsks(NOTICE.exec(rule)?.[1] ?? rule)), quote };
  }
  // "I review everything in the morning, so batch your questions at the end": how the user is, and how to work because of it
  if (!moment && situationShapesTheWork(s)) return { type: 'user', kind: 'profile', text: sentence(s), quote };
  // "I prefer the first version you wrote" picks among what is on the table: no lasting preference
  const picking = /\bprefer\s+(?:the (?:first|second|third|other|last|previous|new|old|original)|this|that(?!\s+(?:you|we|the|all|every|it's|our)\b)|these|those|your|option|version)\b/i.test(s);
  // (without its "for context": "For context I never agree to weekend deploys" is "I never agree to weekend deploys")
  if (!picking && !moment && WAYS_OF_WORKING.some((re) => re.test(s))) return { type: 'user', kind: 'preference', text: sentence(NOTICE.exec(s)?.[1] ?? s), quote };
  // "My name is Priya, and I'm the tech lead here": who the user is, in any clause
  // (not "I work on the API today": who they are this afternoon)
  // (without a request after it: "I'm a data scientist, can you write me a sql query" keeps who they are)
  // (or an order for the work at hand: "I'm new to the team, fix the failing test in auth.spec.ts")
  // (without a remark on the thing at hand after it: "I'm a Python person, so this is confusing" is who they are)
  // (named by that clause when the sentence does not open with the user: "so this is a 12 year old symfony monolith …, i inherited it last month")
  // (said after a "fyi": "fyi I'm pretty comfortable with regex and SQL, no need to explain those")
  const clauses = isUserSetup(s) && !moment ? [] : (NOTICE.exec(s)?.[1] ?? s).split(/[,;]\s*(?:and\s+)?|\s+but\s+/);
  const profileAt = clauses.findIndex((clause) => (PROFILE.test(clause) || WORKS_AT.test(clause)) && !THIS_DAY.test(clause));
  if ((isUserSetup(s) && !moment) || profileAt >= 0 || (OUR_BUSINESS.test(s) && !moment && !THIS_DAY.test(s))) return { type: 'user', kind: 'profile', ...(profileAt > 0 && !/^(?:i|i'm|i am|i've|my)\b/i.test(s) ? { nameClause: clauses[profileAt] } : {}), text: sentence(s.replace(WORK_ASKED_AFTER, '').replace(/,\s*so\s+(?:this|that|it)(?:'s|\s+is|\s+was)\s+(?:confusing|weird|hard|new|strange|tricky|odd)\b.*$/i, '').replace(EXPLAIN_THIS_ONE, '')), quote };
  const told = NOTICE.exec(s)?.[1];
  // (or a change of hands: "Priya took over billing from Ana", "the new tech lead is Omar")
  const owned = moment ? null : (!told ? ownerNotice(s) : null) ?? handover(told ?? s);
  if (owned) return { type: 'project', kind: 'notice', text: sentence(owned), quote };
  // "the goal this quarter is …", "we're not doing microservices, the monolith stays": what the project is for, and what it decided
  if (!moment && !THIS_DAY.test(s) && projectAim(told ?? s)) return { type: 'project', kind: 'notice', text: sentence(told ?? s), quote };
  if (!moment && checkedPage(told ?? s)) return { type: 'reference', kind: 'pointer', text: sentence(told ?? s), quote };
  // (who owns what and who must agree are the project's, as ownership is)
  if (!moment && !THIS_DAY.test(s) && (WHO_HAS_A_SAY.some((re) => re.test(told ?? s)) || WHO_IS_WHO.test(told ?? s) || OWNER_IS.test(told ?? s) || WHOM_TO_ASK.some((re) => re.test(told ?? s)))) return { type: 'project', kind: 'notice', text: sentence(told ?? s), quote };
  const kept = whereItIsKept(told ?? s, told !== undefined, moment) ?? (isPointer(told ?? s) ? told ?? s : null);
  if (kept) return { type: 'reference', kind: 'pointer', text: sentence(kept), quote };
  // "just so you know, I'm running the migration now": what the user is doing, not how things stand
  // "for the record, the migration ran fine on staging": how something went, once
  if (told && /\b(?:ran|went|worked|passed|succeeded|finished|completed|deployed)\s+(?:fine|ok|okay|well|smoothly|successfully|green|without)\b/i.test(told)) return null;
  // ("for context, I'm going to demo this tomorrow": what they will do that day, the same)
  const doingNow = told !== undefined && /^(?:i|i'm|i am|i've|i'll|we're|we are|we've|we'll)\b/i.test(told) && (/\b(?:now|right now|currently|at the moment|today)\b/i.test(told) || (THIS_DAY.test(told) && /\b(?:going to|gonna|about to|plan(?:ning)? to|will)\b|^(?:i|we)'ll\b/i.test(told)));
  // (not work asked after the flag: "quick note - split this migration into two", "fyi the test uses jest, run it")
  // (nor a fault in plain words, "fyi the endpoint never returns anything", nor what holds for a day: "quick note - the
  // machine is slow today", "fyi I'm out tomorrow"; nor what someone once found, said or broke: "just fyi, QA found a bug
  // in the release", "Kenji said the migration looks fine", "… it's because you removed the import")
  const toldToKeep = told !== undefined && !workAskedInPassing(told) && !TROUBLE_IN_PLAIN_WORDS.test(told) && !THIS_DAY.test(told) && !/\byesterday\b/i.test(told) && !ONCE_FOUND_OR_SAID.test(told);
  if (toldToKeep && !doingNow && words(told) >= 5 && !MOMENT.test(told) && (LASTING_CONTEXT.test(told) || standingFact(told))) return { type: 'project', kind: 'notice', text: sentence(told), quote };
  if (toldToKeep && !moment && toldStanding(told)) return { type: 'project', kind: 'notice', text: sentence(told), quote };
  // (not a wish: "releases every two weeks would be nice")
  if (!told && (isNews(s) || conditionNews(s)) && !/\b(?:would|'d)\s+be\s+(?:nice|great|good|cool|ideal|better|awesome)\b/i.test(s)) return { type: 'project', kind: 'notice', text: sentence(s), quote };
  if (!told && AWAY.test(s)) return { type: 'project', kind: 'notice', text: sentence(s), quote };
  // (without the work asked after it: "…, and I need you to start with the invoice generation path")
  if ((isStackChange(told ?? s) || isRenamed(told ?? s)) && !moment) return { type: 'project', kind: 'notice', text: sentence((told ?? s).replace(WORK_ASKED_AFTER, '')), quote };
  if (isDecision(told ?? s)) return { type: 'project', kind: 'notice', text: sentence(told ?? s), quote };
  if (!moment && projectContext(told ?? s)) return { type: 'project', kind: 'notice', text: sentence(told ?? s), quote };
  const stack = moment ? null : stackRundown(s);
  if (stack) return { type: 'project', kind: 'notice', text: sentence(stack), quote };
  if (!told && (RUNS_ONLY.test(s) || CODE_OWNERS.test(s))) return { type: 'project', kind: 'notice', text: sentence(s), quote };
  // "our target is 60 fps on the Switch, profile anything that runs every frame": a number the project holds to
  if (!moment && holdsToATarget(told ?? s, s)) return { type: 'project', kind: 'notice', text: sentence(told ?? s), quote };
  // "the only place allowed to call os.Exit is main.go", "Crashlytics is the only crash reporter, …": the one of its kind
  if (!moment && onlyPlaceAllowed(told ?? s)) return { type: 'feedback', kind: 'rule', text: sentence(told ?? s), quote };
  if (!moment && soleTool(told ?? s)) return factOrRule(told ?? s, quote);
  if (!moment && systemFact(told ?? s)) return factOrRule(told ?? s, quote);
  // "All scheduled jobs run in UTC on the worker cluster": a standing fact said of a whole kind
  if (!told && /^(?:all|every|each)\s+(?!(?:of\s+)?(?:the|this|these|those|my|your|time|day|morning|night|week|month)\b)/i.test(s) && words(s) >= 5 && standingFact(s) && !moment) return factOrRule(s, quote);
  // the net under the forms above (rule-forms): what a kind of thing in the software must do
  // (in a later clause too, after a fact that is no failure: "the prod db has a 30s statement timeout, long migrations must be run in batches")
  // (not after a request to mend the thing at hand: "fix it, quantities must be clamped at zero" is what the fix must do)
  const laterObligation = () => !TROUBLE.test(s.split(/,\s+/)[0]!) && !MEND_IT.test(s.split(/,\s+/)[0]!) && s.split(/,\s+/).slice(1).some((clause) => obligationOfAKind(clause));
  if (!told && !moment && !THIS_DAY.test(s) && (obligationOfAKind(s) || boundedStatementOfAKind(s) || laterObligation())) return { type: 'feedback', kind: 'rule', text: sentence(s), quote };
  // "the batch size is 32 on purpose, …": how a part is set, marked as chosen (design-facts)
  if (!told && !moment && deliberateDesign(s)) return { type: 'project', kind: 'notice', text: sentence(s), quote };
  // the third net (design-facts): how a kind of thing in the project is designed, marked as holding for good
  if (!moment && designOfAKind(told ?? s)) {
    const fact = told ?? s;
    if (leaveAsItIs(fact)) return { type: 'feedback', kind: 'rule', text: sentence(fact), quote };
    // (a design factOrRule finds no statement of is read on by the forms after it)
    const designed = isPointer(fact) ? { type: 'reference' as const, kind: 'pointer' as const, text: sentence(fact), quote } : factOrRule(fact, quote);
    if (designed) return designed;
  }
  // "the way our deploys work is that every merge to main triggers a build …": how a part of the system works, explained
  if (!told && !moment && HOW_IT_WORKS.test(s) && !/\b(?:fails?|failing|broke|broken|crash\w*|errors?|bug)\b/i.test(s) && words(s) >= 10) return { type: 'project', kind: 'notice', text: sentence(s.replace(/^(?:so|basically)\s+/i, '')), quote };
  // "btw the staging cluster is in eu-west-1": said in passing, but a standing fact all the same
  if (!told && ASIDE.test(quote) && words(s) >= 5 && (standingFact(s) || toldStanding(s)) && !moment && !workAskedInPassing(s) && !TROUBLE_IN_PLAIN_WORDS.test(s)) return { type: 'project', kind: 'notice', text: sentence(s), quote };
  // (last, so a fact said so stays a fact: where a kind goes, and why that lasts)
  if (!told && !moment && goesThereBecause(s)) return { type: 'feedback', kind: 'rule', text: sentence(s), quote };
  if (!told && !moment && madeSoBecause(s)) return { type: 'feedback', kind: 'rule', text: sentence(s), quote };
  // "every trigger delegates to a handler class, no logic in the trigger body, and one trigger per object": rules listed in
  // one sentence, each a rule alone (read last: only a sentence no form kept reads its clauses again)
  if (!told && !moment && !/[—–:;]/.test(quote) && rulesListed(s)) return { type: 'feedback', kind: 'rule', text: sentence(s), quote };
  // "Leo is allergic to shellfish", "I hate red-eye flights", "the novel is in first person past tense": the user's life
  // outside the code (life-facts.ts; last, so the team's "we do a code freeze every other Thursday" stays the project's)
  const life = !moment && !THIS_DAY.test(s) ? lifeFact(told ?? s) : null;
  if (life) return { ...life, text: sentence(told ?? s), quote };
  return null;
}

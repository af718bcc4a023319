// The shapes a lasting statement takes in one sentence of the user's: the forms offline
// extraction keeps (rules, conventions, scoped orders, preferences, who the user is, news, where
// things are kept) and the look-alikes it must not (encouragement, orders for the task at hand,
// chatter). Each form says what it matches and what it leaves, with examples.

import { HAN } from './search-text.js';
import { classifyChinese } from './statement-forms-zh.js';

export type StatementKind = 'remember' | 'rule' | 'preference' | 'profile' | 'correction' | 'notice' | 'pointer';

export interface Statement {
  type: 'feedback' | 'user' | 'project' | 'reference';
  kind: StatementKind;
  /** The memory itself, as one sentence. */
  text: string;
  /** The user's words it came from. */
  quote: string;
}

export const clean = (s: string) => s.replace(/\s+/g, ' ').replace(/^[-*•]\s*/, '').trim();
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export const sentence = (s: string) => {
  const t = capital(clean(s)).replace(/([!?])[!?]+$/, '$1'); // "…in this repo!!" ends once
  return /[.!。！]$/.test(t) ? t : HAN.test(t.slice(-1)) ? `${t}。` : `${t}.`;
};
/** Words in a text; Chinese, written without spaces, counts a word for every two characters. */
export const words = (s: string) => {
  const han = s.match(/\p{Script=Han}/gu)?.length ?? 0;
  return s.replace(/\p{Script=Han}+/gu, ' ').split(/\s+/).filter(Boolean).length + Math.ceil(han / 2);
};

/** An instruction rather than a fact: it opens with a command, or says always/never/must. */
const INSTRUCTION =
  /^(?:please|always|never|don'?t|do not|use|run|avoid|make sure|keep|check|prefer|ask|add|write|commit|push)\b|\b(?:always|never|should|must|shouldn'?t|mustn'?t|don'?t|do not)\b/i;

/** Words that open a sentence without changing what it says: "Also, …", "Oh and btw, …", "No, …" (an answer), "I already told you, …", "Important: …", "> …". */
const LEAD_IN = /^(?:(?:ok(?:ay)?|also|and|oh|plus|btw|by the way|one (?:more |last )?thing|p\.?s\.?)\b\s*[,.:!—–-]?\s+|(?:i (?:already |just )?told you|as i (?:said|told you)|like i said|again|before you (?:start|begin))\s*[,:;.!—–-]+\s*|(?:no|nope|yes|yeah|yep|sure|thanks|thank you|cool|great|nice|perfect|got it)\s*[,.!—–-]\s*|(?:important|note|nb|n\.b\.|psa|reminder|tip)\s*:\s*|>\s*)+/i;

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

/** Words of life advice and comfort, which no memory about working in a project holds. */
const MAXIM =
  /\b(?:yourself|your heart|life|lifestyle|happiness|joy|dreams?|positive|patience|patient|kindness|compassion|victory|bond|friendship|here for you|here if you|just do it|take (?:good )?care|never too late|hard work|anything is possible|every step|relax|enjoy)\b/i;

/** "Never had a chance…", "Always here to help": the word after always/never is no order. */
const NOT_AN_ORDER = /^(?:mind|had|has|was|were|been|did|done|got|gotten|saw|seen|heard|gone|known|met|felt|thought|understood|love|here|by|on|in|at|there|too|so|such|more|less|enough|really|again|up|good|great|happy|glad|nice|fun|same|a|an|the|my|your|our|(?!(?:embed|need|seed|feed|proceed|exceed|succeed|speed|shred|add)$)\w+ed|(?!(?:bring|ping|string|swing|sing)$)\w+ing)$/i;

/** Latin letters outnumber Chinese characters four to one (a Chinese character is a word, a letter a fifth of one). */
export function mostlyLatin(text: string): boolean {
  const han = [...text].filter((c) => HAN.test(c)).length;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return latin > 4 * han;
}

/**
 * An explicit request to keep something: "remember (that) …", "keep in mind …", "don't forget
 * that …" (not "don't forget to …": a reminder for now), "make a note (that) …", "note for the
 * future: …", "worth remembering: …". Group 1: "to" (how to work); group 2: what to keep.
 */
const REMEMBER =
  /^(?:please\s+)?(?:also\s+)?(?:(?:remember|keep in mind|make a note)(\s+to)?(?:\s+that)?|(?:don'?t|do not) forget that|note for (?:the )?future|worth remembering)[:,]?\s+(.+)$/i;

/** "remember that", "keep this in mind", "don't forget that", "make a note of this": a request to keep what was just said. */
const KEEP_THAT = String.raw`remember (?:that|this)|keep (?:that|this) in mind|(?:don'?t|do not) forget (?:that|this)|make a note of (?:that|this)`;
/** What to keep, then the request (and what it is for): "…, so keep that in mind for native deps". */
const KEEP_AFTER = new RegExp(String.raw`^(.{12,}?)[\s,;:—–-]+(?:so\s+|please\s+)?(?:${KEEP_THAT})(?:\s+(?:for|when|if)\b[^.!?]*)?[.!]*$`, 'i');

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

/** A rule under its label: "Quick rule for this project: no default exports", "House rule: …". */
const RULE_LABEL =
  /^(?:(?:a|one|quick|another|general|house|golden|ground|hard|simple)\s+)?(?:rules?|rule of thumb|convention|policy)(?:\s+(?:for|in|of)\s+(?:this|the|our)\s+(?:project|repo(?:sitory)?|codebase|code base|team))?\s*:\s*(\S.{3,})$/i;

/** What one sentence of the user's says that lasts, if anything. */
export function classify(quote: string): Statement | null {
  if (/[?？]$/.test(quote) || words(quote) < 3 || quote.length > 400) return null;
  if (HAN.test(quote)) {
    const found = classifyChinese(quote);
    if (found) return { ...found, text: sentence(found.text), quote };
    // An English sentence with a Chinese word in it ("never rename the 用户 table") is English.
    if (!mostlyLatin(quote)) return null;
  }
  // Markdown emphasis says nothing here ("**Important:** never …")
  const s = rememberedAfter(
    quote
      .replace(/\*\*|__/g, '')
      .replace(LEAD_IN, '')
      .replace(/^(?:pls|plz|i(?:'d| would) like you to|i (?:want|need) you to)\b\s*/i, 'please ')
      .replace(/\s+(?:pls|plz)\b/gi, ' please'),
  );
  let m = REMEMBER.exec(s);
  if (m) {
    // "remember my preference for tabs over spaces" keeps "I prefer tabs over spaces"
    const content = m[2]!.replace(/^my preference (?:for|is)\s+/i, 'I prefer ');
    if (CHEERING.test(content) || MAXIM.test(content)) return null; // "remember, don't give up!", "remember, I'm always here for you"
    if (m[1] && MOMENT.test(content)) return null; // "remember to commit when you're done with this task"
    if (/^(?:why|what|how|when|where|who|which|whether|if)\b/i.test(content)) return null; // "remember why we started": no statement
    // "remember to run …" and "remember: always …" say how to work; "remember that the staging
    // database is reset every night" states a fact about the project.
    const type = /^(?:i|i'm|i am|i've|my)\b/i.test(content) ? 'user' : m[1] || INSTRUCTION.test(content) ? 'feedback' : isPointer(content) ? 'reference' : 'project';
    return { type, kind: 'remember', text: sentence(content), quote };
  }
  m = RULE_LABEL.exec(s);
  if (m) return { type: 'feedback', kind: 'rule', text: sentence(m[1]!), quote };
  m = /^(?:from now on|from here on|going forward|moving forward|in (?:the )?future|henceforth|for future reference)\b[,:]?\s+(?:please\s+)?(\S.*)$/i.exec(s);
  // "in the future, I'm aiming to …" is a plan, not a rule
  // "from now on it should work" is a forecast
  if (m && !/^(?:i'm|i am|i'll|i will|i hope|i plan|i'd like to|we'll|we will|we're|we are|(?:it|this|that|things|everything)(?:'s|'ll)?\s)/i.test(m[1]!)) return { type: 'feedback', kind: 'rule', text: sentence(m[1]!), quote };
  if (CHEERING.test(s)) return null;
  m = /^(?:please\s+)?((?:always|never)\s+(\p{L}+).*)$/iu.exec(s);
  if (m && !NOT_AN_ORDER.test(m[2]!)) return { type: 'feedback', kind: 'rule', text: sentence(m[1]!), quote };
  m = /^(?:please\s+)?(don't|do not|dont|stop)\s+(\p{L}+)(?:\s+(\p{L}+))?/iu.exec(s);
  const moment = MOMENT.test(s);
  if (m && !notAnOrder(m[1]!, m[2]!, m[3]) && !moment) return { type: 'feedback', kind: 'rule', text: sentence(s), quote };
  if (!moment) {
    const rule = convention(s) ?? scopedOrder(s) ?? dislike(s) ?? reasonedRule(s);
    if (rule) return { type: 'feedback', kind: 'rule', text: sentence(rule), quote };
  }
  // "I prefer the first version you wrote" picks among what is on the table: no lasting preference
  const picking = /\bprefer\s+(?:the (?:first|second|third|other|last|previous|new|old|original)|this|that|these|those|your|option|version)\b/i.test(s);
  if (!picking && !moment && /^(?:i(?:'d| would)?\s+(?:really\s+|much\s+|strongly\s+)?prefer|my preference is|i like .+ better than)\b/i.test(s)) {
    return { type: 'user', kind: 'preference', text: sentence(s), quote };
  }
  // "My name is Priya, and I'm the tech lead here": who the user is, in any clause
  if (s.split(/[,;]\s*(?:and\s+)?/).some((clause) => PROFILE.test(clause))) return { type: 'user', kind: 'profile', text: sentence(s), quote };
  const told = NOTICE.exec(s)?.[1];
  if (isPointer(told ?? s)) return { type: 'reference', kind: 'pointer', text: sentence(told ?? s), quote };
  // "just so you know, I'm running the migration now": what the user is doing, not how things stand
  const doingNow = told !== undefined && /^(?:i|i'm|i am|i've|i'll|we're|we are|we've)\b/i.test(told) && /\b(?:now|right now|currently|at the moment|today)\b/i.test(told);
  if (told && !doingNow && words(told) >= 5 && (LASTING_CONTEXT.test(told) || standingFact(told))) return { type: 'project', kind: 'notice', text: sentence(told), quote };
  if (!told && isNews(s)) return { type: 'project', kind: 'notice', text: sentence(s), quote };
  // "the CI runs only on linux": where a part of the system runs, with its "only"
  if (!told && /^(?:the|our)\s+(?:ci|pipeline|build|tests?|test suite|e2e(?: suite| tests)?|deploys?|cron(?: jobs?)?|app|service|api|worker)\s+(?:runs?|works?|builds?|deploys?)\s+only\s+(?:on|in)\s+\S/i.test(s)) return { type: 'project', kind: 'notice', text: sentence(s), quote };
  // "btw the staging cluster is in eu-west-1": said in passing, but a standing fact all the same
  if (!told && ASIDE.test(quote) && words(s) >= 5 && standingFact(s)) return { type: 'project', kind: 'notice', text: sentence(s), quote };
  return null;
}

/** Words that tie an order to the moment ("don't push yet", "use the old one for now"): no lasting rule. */
const MOMENT = /\b(?:yet|for now|right now|today|tonight|this time|this task|at the moment|when you'?re done|after(?:wards)?(?=[.!]*$)|until (?:i|we)\b(?!\s+(?:upgrade|migrate|move off|switch|drop|are on|get to)\b)|in (?:this|that) (?:function|file|test|pr|branch|commit|class|module|component))\b/i;

/** What a team does with its code: the verbs of a convention ("we squash-merge", "we never vendor"). */
const WORKFLOW =
  '(?:use|support|target|squash(?:-merge)?|merge|rebase|commit|push|force-push|deploy|release|ship|run|test|write|put|keep|name|import|pin|vendor|mock|lint|format|review|tag|version|bump|document|log|store|check in|depend|build|publish|install|branch|prefix|suffix|wrap|return|throw|catch|handle|validate|avoid)';

/** "we always squash-merge", "we don't use default exports" (not "we always run into this"). */
const WE_ALWAYS = new RegExp(`^(?:always|never|don'?t|do not|only|usually)\\s+${WORKFLOW}\\b(?!\\s+(?:into|out|across|away|over|up)\\b)`, 'i');
/** "we run migrations through the Makefile, not by hand". */
const WE_DO_NOT_OTHERWISE = new RegExp(`^${WORKFLOW}s?\\b[^,;]*?(?:,\\s*|\\s+)(?:not|never|instead of|rather than)\\s+\\S`, 'i');
/** "we put all SQL in the repository layer", "we deploy every Tuesday". */
const WE_DO_ALL = new RegExp(`^${WORKFLOW}s?\\b.*\\b(?:all|every|each|everywhere|always|never|only(?!\\s+(?:once|twice|here|now|for now|in (?:one|two|three|a few) places)\\b))\\b`, 'i');

/**
 * The team's conventions, said as what "we" do: "we always squash merge", "we don't use default
 * exports", "we use pnpm in this repo, never npm", "we put all SQL in the repository layer".
 * A plain "we use X" is not one (the code shows that); an always/never/don't, a rejected
 * alternative or an all/every is.
 */
function convention(s: string): string | null {
  const we = /^(?:we|our team|the team)(?:'re| are)?\s+(.*)$/i.exec(s)?.[1];
  if (!we || /\b(?:each other|one another)\b/i.test(we)) return null; // "we push each other to improve"
  if (WE_ALWAYS.test(we)) return s;
  // "we don't do down migrations here" (but not "we don't do that here")
  if (/^(?:always|never|don'?t|do not|only)\s+do\s+(?!(?:that|this|it|so|much|anything|things)\b)\S.*\b(?:here|in this (?:repo|project|codebase))\b/i.test(we)) return s;
  if (/^(?:use|using|prefer|like)\s+\S.*?(?:,\s*|\s+)(?:not|never|instead of|rather than|over|to)\s+\S/i.test(we)) return s;
  if (WE_DO_ALL.test(we)) return s;
  if (WE_DO_NOT_OTHERWISE.test(we)) return s;
  return null;
}

/**
 * Scope past the moment: a place ("in this repo"), a habit ("before you commit", "every time")
 * or a class of things to come ("for all new endpoints", "with every bug fix"; "for every branch
 * in the parser" is this task's).
 */
const LASTING_SCOPE =
  /\b(?:everywhere|in (?:this|our|the) (?:repo(?:sitory)?|project|codebase|code base|monorepo)|across (?:the|our) (?:repo(?:sitory)?|codebase|code base|monorepo|project)|every ?time|whenever|each time|by default|as a rule|before (?:you |we |each |every |any )?(?:commit|push|merg|open|deploy|releas|ship)\w*|(?:(?:for|in|on|to|with) )?(?:all|every|any|each) (?:new|future) \w+|(?:for|in|on|with) (?:every|each|any) (?:bug ?fix|pr|pull request|commit|change|feature|release|migration|endpoint)s?)\b/i;

/** "You must feel relieved…", "you must be tired": a state of the listener, not something to do. */
const STATIVE = /^(?:be|feel|have|know|love|like|enjoy|see|get|think|seem|look|sound|want|need)$/i;

/** Artifacts an order can be about as a class: "keep PRs small", "prefer pure functions over classes". */
const ARTIFACTS =
  '(?:PRs|pull requests|commits|commit messages|answers|responses|replies|explanations|summaries|branches|functions|methods|classes|components|modules|files|tests|test names|variables|comments|docs|migrations|endpoints|imports|dependencies|logs|errors|types)';

/** "keep PRs under 300 lines", "keep answers short". */
const KEEP_ARTIFACTS = new RegExp(`^(?:please\\s+)?keep\\s+(?:all\\s+|your\\s+|our\\s+)?${ARTIFACTS}\\s+(?:under|below|short|small|focused|simple|to|at most|within)\\b`, 'i');
/** "prefer functional components over class components" (not "prefer whichever is faster"). */
const PREFER_OVER = new RegExp(`^(?:please\\s+)?prefer\\s+(?!(?:whichever|whatever|either|any|the one)\\b)(?:\\w+\\s+){0,3}?${ARTIFACTS}?.*?\\s(?:over|to|rather than|instead of)\\s+\\S`, 'i');

/** Where a kind of file goes: "tests go next to the code they test", "k8s manifests are in infra/k8s" (not "the tests go …"). */
const PLACEMENT =
  /^(?:(?:all|new|our|any)\s+)*(?:(?!(?:the|this|that|these|those|my|your|his|her|their|some|two|three)\b)[\w-]+\s+)?(?:tests|specs|components|migrations|fixtures|types|helpers|utils|utilities|scripts|docs|styles|stylesheets|assets|configs|env vars|constants|hooks|stories|mocks|translations|schemas|queries|endpoints|handlers|models|manifests|charts|templates|protos|dashboards)(?:\s+for\s+(?:the\s+)?[\w-]+)?\s+(?:(?:(?:should|must)\s+)?(?:go|live|belong)\s+(?:in|into|under|to|next to|beside|alongside|inside)\b|(?:are|is)\s+(?:kept\s+)?(?:in|under)\s+(?=[\w.-]*\/))/i;

/** What stops a merge or a deploy: "lint errors block the merge, warnings don't" (not "this error blocks …"). */
const GATE =
  /^(?!(?:this|that|these|those|it|my|your|his|her|their|the|a|an|some|both|several|\d+|one|two|three|four|five)\b)(?:[\w-]+\s+){0,3}(?:errors|warnings|failures|checks|tests|reviews|approvals|vulnerabilities|coverage drops)\s+(?:block|gate|fail)\s+(?:the\s+)?(?:merges?|deploys?|deployments?|releases?|builds?|ci|pipeline|prs?|pull requests?)\b/i;

/**
 * An order that holds past this request: "use bun instead of node for scripts in this repo",
 * "make sure to run the linter before committing", "tests must pass before you push",
 * "keep PRs under 400 lines", "prefer functional components over class components". Without
 * such a scope an order ("use the helper", "make sure the test covers it") is work, not a rule.
 */
function scopedOrder(s: string): string | null {
  const order = /^(?:please\s+)?(?:make sure(?: to| you)?|be sure to|ensure|use|keep|run|put|write|name|avoid|add|open|commit|push|format|document|follow|stick to|place|import|pin|prefix|split|squash)\b/i.test(s);
  if (order && LASTING_SCOPE.test(s)) return s;
  // "tests must pass before you push"; "error messages must never leak stack traces" (always/never
  // holds past the task without a scope); not "you must feel relieved every time it passes"
  const must = /^(?!(?:i|i'm|it|this|that|there|these|those)\b)[^,;]{2,60}?(?<!\ba )\b(?:must|should)\s+(always\s+|never\s+|not\s+)?(\w+)/i.exec(s);
  if (must) {
    const toYou = /^you\b/i.test(s);
    if (!(toYou && STATIVE.test(must[2]!)) && LASTING_SCOPE.test(s)) return s;
    // "you should never touch generated/" is an order to the agent; "you should always be proud" is not
    if (/^(?:always|never)/i.test(must[1] ?? '') && !(toYou && (STATIVE.test(must[2]!) || MAXIM.test(s)))) return s;
  }
  if (/^(?:all|every|each|any) (?:new|future) [^,;]{1,40}?\b(?:must|should|needs?|requires?)\b/i.test(s)) return s;
  // "tests must run in docker": what a kind of thing must do, said of the kind
  if (new RegExp(`^(?:all\\s+)?(?:[\\w-]+\\s+)?${ARTIFACTS}\\s+must\\s+(?:always\\s+|never\\s+|not\\s+)?\\w+`, 'i').test(s)) return s;
  // "use yarn please, npm breaks our workspace": the choice and why the other one is out
  if (/^(?:please\s+)?use\s+\S+(?:\s+\S+)?(?:\s+please)?,\s+(?:the\s+)?\S+\s+(?:breaks?|messes up|(?:doesn'?t|does not|won'?t) work|is broken|fails?)\b/i.test(s)) return s;
  // "every PR here needs a review", "deploys to prod need a change ticket": a kind of work and what it takes
  if (/^(?:(?:all|every|each|any)\s+)?(?:PRs?|pull requests?|commits?|merges?|deploys?|deployments?|releases?|migrations?|hotfix(?:es)?)\b[^,;]{0,40}?\b(?:must|should|needs?|requires?)\b/i.test(s)) return s; // "all new endpoints need a test"
  // (a kind of thing kept outside the code, "our API docs live in Notion", is a pointer instead)
  if (KEEP_ARTIFACTS.test(s) || PREFER_OVER.test(s) || (PLACEMENT.test(s) && !isPointer(s)) || GATE.test(s)) return s;
  // "use British spelling in user-facing strings": a class of things, named in the plural without "the"
  if (/^(?:please\s+)?use\s+\S.*?\s(?:in|for)\s+(?!(?:the|this|that|these|those|my|your|a|an|it|them|here|there)\b)(?:[\w-]+\s+){0,2}(?!(?:things|stuff|cases|ways|days|times|hours|minutes|seconds|lines)\b)[a-z-]+[^s\W]s[.!]?$/i.test(s)) return s;
  // "use cursor-based pagination, not offset — we had performance issues with offset": a choice with its reason
  if (/^(?:please\s+)?(?:use|prefer)\s+[^,;—–]{2,40}?,?\s+(?:not|never|instead of|rather than)\s+[^,;—–]{1,30}?\s*(?:[—–;]|\s-\s|,\s*(?:because|since|as)\b|\s+(?:because|since)\b)\s*\S/i.test(s)) return s;
  // "avoid mocking time in tests": avoiding a kind of doing is a way of working
  if (/^(?:please\s+)?avoid\s+\w+ing\b/i.test(s)) return s;
  return null;
}

/**
 * A rule given with its reason or its scope in front: "we're on Node 20, so don't use APIs that
 * need 22", "the billing module is deprecated; don't add features to it", "for this project,
 * commit messages follow conventional commits", "our convention is snake_case for columns",
 * "when you write tests, use the builders in test/factories", "ask me before adding a dependency".
 */
function reasonedRule(s: string): string | null {
  if (/(?:,\s+so|;)\s+(?:please\s+)?(?:don'?t|do not|never|always|avoid|ask|check with|talk to|ping)\b/i.test(s)) return s;
  // "our release is on the 14th, so no breaking changes until then"; "…, so feel free to use match statements"
  if (/,\s+so\s+(?:no\s+(?!(?:worries|problem|need|rush|big deal)\b)\w+[^,;]*\b(?:until|before|after|in (?:the|this|our)|to (?:the|our))\b|feel free to\s+\w+)/i.test(s)) return s;
  // "we're sunsetting v1 on 2027-01-31, don't build on it": news with the order it implies
  if (/\b(?:deprecat\w*|sunset\w*|legacy|frozen|end of life|eol|\d{4}-\d{2}-\d{2})\b[^,;]*,\s+(?:please\s+)?(?:don'?t|do not|never)\b/i.test(s)) return s;
  // "…, so run builds through turbo, not npm scripts": an order with the way it replaces
  if (/,\s+so\s+(?:please\s+)?(?:use|run|put|keep|write|call|go through)\b.*\b(?:not|instead of|rather than)\b/i.test(s)) return s;
  // "…, so new endpoints should be gRPC"; not "…, so I think …", "…, so it must have been tough"
  if (/,\s+so\s+(?!(?:i|it|that|this|you|he|she|they)\b)[^,;]{2,40}?\b(?:should|must|needs? (?:a|an|the|to)|has to|have to)\s+(?!have\b)\w+/i.test(s)) return s;
  if (/^(?:for|in) this (?:project|repo(?:sitory)?|codebase|code base|monorepo)\b[,:]?\s+\S+\s+\S+/i.test(s)) return s;
  // "when in doubt, ask me rather than guessing"
  if (/^(?:when|if) (?:in doubt|unsure|(?:you'?re|you are) (?:not sure|unsure))[,:]?\s+(?:please\s+)?(?:always\s+)?(?:ask|check|ping|stop|don'?t|do not|never)\b/i.test(s)) return s;
  // "all timestamps are UTC; convert only in the UI": a fact, then the one place to act on it
  if (/;\s+(?!(?:it|this|that|they|he|she|i|we|you)\b)\w+\s+only\s+(?:in|on|at|through|via|with|from|when|if)\b/i.test(s)) return s;
  if (/^(?:our|the)\s+(?:\w+\s+)?(?:convention|conventions|house style|style rule|rule of thumb|policy)\s+(?:here\s+|in this \w+\s+)?(?:is|are)\b/i.test(s)) return s;
  if (/^(?:please\s+)?(?:always\s+)?(?:ask|check with|ping) (?:me|us|first)\b.*\bbefore\b/i.test(s)) return s;
  // "after a change in schema.prisma always run prisma generate": a habit tied to a kind of change
  if (/^(?:after|before|when(?:ever)?)\s+(?:each\s+|every\s+|any\s+|a\s+)?\w+[^,]{0,60}?,?\s+always\s+(?:run|use|check|update|regenerate|rebuild|restart|add|write|bump|commit|push|test|lint|format|clear|re-?run)\b/i.test(s)) return s;
  // "my english is not so good, keep answers simple": a reason, then an order on how to answer
  if (/,\s+(?:so\s+)?(?:please\s+)?keep\s+(?:your\s+|the\s+)?(?:answers|responses|replies|explanations|messages)\b/i.test(s)) return s;
  // "translations go to locales/*.json, dont hardcode strings": a fact, then the order it implies
  if (/,\s+(?:so\s+)?(?:please\s+)?(?:don'?t|dont|do not|never)\s+(?:hard-?code|hand-?edit|edit|touch|commit|import|duplicate)\b/i.test(s)) return s;
  // "max line length is 100 here": a style setting
  if (/^(?:the\s+|our\s+)?(?:max(?:imum)?\s+)?(?:line length|line width|print width|indent(?:ation)?(?: width)?|tab width|column limit)\s+(?:is|=|:)\s+\d+/i.test(s)) return s;
  const habit =
    /^(?:when(?:ever)?|if|each time|every time)\s+you\s+(?!(?:are|'re|re|get|have|'ve|finish|finished|can|could|want|need|see|think|like|do|did)\b)\w+\b[^,]{0,60},\s*(?:please\s+)?(?:also\s+)?(?:always\s+)?(?:use|run|regenerate|update|add|write|keep|check|make sure|put|ask|ping|bump|tag|document|don'?t|do not|never)\b/i;
  return habit.test(s) ? s : null;
}

/** How the user wants the agent not to work: "I don't like it when you…", "I'd rather you didn't…". */
function dislike(s: string): string | null {
  // "I really don't like long variable names" (a kind of thing, not "this approach")
  if (/^i\s+(?:really\s+)?(?:don'?t like|do not like|hate|dislike)\s+(?!(?:this|that|these|those|it|the|your|what|how|when|mondays?|him|her|them)\b)\w+(?:\s+\w+)?\s+\w+s\b/i.test(s)) return s;
  return /^i\s+(?:(?:really\s+)?(?:don'?t|do not)\s+(?:like|want)\s+(?:it\s+)?(?:when\s+)?you\b|(?:hate|dislike)\s+(?:it\s+)?when\s+you\b)|^i(?:'d| would)\s+(?:much\s+)?rather\s+you\b/i.test(s) ? s : null;
}

/**
 * News that holds for a while, told without "FYI": a freeze or a hold with its time ("staging is
 * frozen until Thursday"), work driven by an outside demand ("the rewrite is driven by legal
 * compliance"), or the team's rhythm ("the release train leaves every other Thursday").
 */
function isNews(s: string): boolean {
  if (/^(?:i|you|it|this|that)\b/i.test(s) || words(s) < 5) return false;
  const hold = /\b(?:frozen|freez\w*|on hold|locked|paused)\b/i.test(s) && /\b(?:until|till|through|after|from|starting|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next (?:week|month|sprint)|end of|\d{4}-\d{2}-\d{2})\b/i.test(s);
  const demand = /\b(?:driven by|required by|mandated by|because of)\s+(?:the\s+|a\s+|an\s+)?(?:legal|compliance|regulat\w+|security|audit|contract\w*|customer|soc ?2|gdpr|hipaa|pci)\b/i.test(s);
  // a team's rhythm: "the release train leaves every other Thursday", "staging is reset every night"
  const rhythm =
    /\b(?:releases?|release train|deploy\w*|standups?|syncs?|retros?|demos?|backups?|freezes?|planning|staging|database|db|cron jobs?|nightly build)\b/i.test(s) &&
    /\bevery (?:other )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|day|night|morning|evening|week|weekend|sprint|month|quarter|two weeks|\d+ (?:hours|days|weeks))\b/i.test(s);
  return hold || demand || rhythm;
}

/** "FYI …", "Heads up: …", "Note that …": the user telling the agent how things stand. */
const NOTICE = /^(?:fyi|heads[- ]up|(?:please\s+)?note that|just so you know|for context|for the record|for your information|be aware that)\b[,:;!.-]*\s+(\S.*)$/i;

/**
 * What makes a notice last beyond the moment: a date or a deadline, a reason, a freeze or a
 * release, a condition something works under ("note that the e2e tests need the VPN, they fail
 * without it"). "FYI the tests pass now" has none of these and is not kept.
 */
const LASTING_CONTEXT =
  /\b(?:needs?|requires?|only works?|fails? without|breaks? without|won't work without|rate[- ]limit\w*|limited to|quotas?|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next (?:week|month|sprint|quarter)|end of (?:the )?(?:week|month|quarter|sprint|year)|until|deadline|due|because|due to|so that|driven by|required by|compliance|freez\w*|release\w*|launch\w*|cut-?off|migration|\d{4}-\d{2}-\d{2}|january|february|march|april|june|july|august|september|october|november|december|q[1-4])\b/i;

/**
 * A standing fact about the project's systems or people, told as a notice ("FYI the e2e suite
 * only runs on main", "just so you know, Bob owns the billing module"): its subject is a part of
 * the system or who owns it. A notice about anything else needs LASTING_CONTEXT.
 */
const PROJECT_FACT =
  /\b(?:services?|tables?|schemas?|repo|repository|monorepo|branch(?:es)?|main|master|clusters?|databases?|db|apis?|endpoints?|ci|pipelines?|modules?|packages?|librar(?:y|ies)|staging|production|prod|regions?|buckets?|queues?|owns?|owners?|on-?call|runners?|test suite|e2e|suite|feature flags?|environments?|env|deploys?|builds?|lockfile|monitoring|alerts?)\b/i;

/** A remark made in passing ("btw", "by the way", "oh and"). */
const ASIDE = /^(?:btw|by the way|oh,? and|also)\b/i;

/** How things stand for good: who owns what, where and on what something runs, what it depends on. */
const STANDING =
  /\b(?:owns?|owned by|belongs? to|maintained by|managed by|only (?:runs?|works?|deploys?|builds?|exists?)|runs? (?:on|in)|lives? (?:in|on)|(?:is|are) hosted (?:on|in|at)|pins?|depends? on|(?:is|are) shared (?:with|by)|(?:is|are) read by|(?:is|are) (?:in|on) (?:[a-z]{2}-[a-z]+-\d|the [\w-]+ (?:region|account|cluster|project|subscription)))\b/i;
/** How things are this minute ("the build is green now", "the CI is broken on my branch", "… depends on your fix"): the task's state, not the project's. */
const STATE_NOW = /\b(?:now|again|currently|at the moment|down|broken|green|red|done|finished|failed|failing|restarted|crashed|ago|my branch|when i|just|you|your)\b/i;

/** How a part of the project's system stands for good, not how it is this minute nor what the user did. */
function standingFact(t: string): boolean {
  return PROJECT_FACT.test(t) && STANDING.test(t) && !STATE_NOW.test(t) && !MOMENT.test(t) && !/^(?:i|i'm|i've|my|you|we're|it's|this|that)\b/i.test(t);
}

/** Who the user is: "I'm a backend engineer…", "I'm new to React", "I work on the payments team". */
const PROFILE = new RegExp(
  [
    // "i am junior dev": the role said without its article
    String.raw`^i(?:'m| am)\s+(?:junior|senior|mid-level|staff|principal|backend|back-end|frontend|front-end|full-?stack|mobile|data|ml|web|ios|android)\s+(?:[\w-]+\s+)?(?:engineer|developer|dev|programmer|designer|scientist|analyst|architect)s?\b`,
    String.raw`^i(?:'m| am)\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,3}(?:engineer|developer|dev|programmer|designer|scientist|researcher|analyst|architect|manager|lead|student|intern|founder|cto|ceo|consultant|contractor|maintainer|admin|administrator|sre|devops)s?\b`,
    String.raw`^i(?:'m| am)\s+(?:new|fairly new|quite new|completely new)\s+to\s+\S`,
    String.raw`^i(?:'ve| have)\s+been\s+(?:writing|using|doing|working (?:with|in|on))\s+\S+(?:\s+\S+){0,3}\s+for\s+(?:\d+|a few|many|several|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s+(?:years|months)`,
    String.raw`^i\s+work\s+(?:on|in|at|for)\s+(?:the\s+)?\S+(?:\s+\S+){0,3}\s+(?:team|group|company|org|department)\b`,
    String.raw`^i\s+(?:mostly|mainly|usually|normally)\s+(?:write|code in|work (?:in|with)|program in)\s+\S`,
    String.raw`^i(?:'m| am)\s+the\s+only\s+(?:one|person|dev|developer|engineer|maintainer)\s+(?:working\s+on|on|who\s+works\s+on|maintaining)\s+(?:this|the)\s+(?:repo|repository|project|codebase|code|app|service)\b`,
    String.raw`^i\s+(?:always\s+|usually\s+)?(?:deploy|release|ship)\s+(?:\w+\s+)?(?:from|with|using|via|through)\s+\S`,
    String.raw`^(?:my english (?:is\s+)?not (?:so |very |that |too )?good|english is not my (?:first|native|mother) (?:language|tongue))`,
    // "I work mostly on the Android app" (not "I mostly work on weekends")
    String.raw`^i\s+(?:(?:mostly|mainly|primarily|usually)\s+)?work\s+(?:(?:mostly|mainly|primarily)\s+)?(?:on|in|with)\s+(?:the\s+|our\s+)?(?:[\w-]+\s+){0,2}(?:app|apps|backend|back end|frontend|front end|side|stack|services?|platform|infra(?:structure)?|sdk|client|server|mobile|web|api)\b`,
  ].join('|'),
  'i',
);

/** Named places outside the code: trackers, dashboards, docs, chat. */
const SYSTEM =
  /\b(?:linear|jira|github issues|gitlab issues|grafana|datadog|sentry|pagerduty|opsgenie|confluence|notion|slack|discord|figma|kibana|honeycomb|new relic|splunk|buildkite|circleci|jenkins|backstage|google (?:docs?|drive|sheets?)|sharepoint|asana|trello|clickup|youtrack|launchdarkly|servicenow|gerrit|phabricator|zendesk|freshdesk|intercom|statuspage|bugsnag|rollbar|airtable|miro|metabase|looker|tableau|mattermost|zulip|1password|bitwarden|lastpass|doppler|vault|runbook|dashboard|wiki)\b/i;
const URL_OR_CHANNEL = /\bhttps?:\/\/\S+|(?:^|\s)#[a-z0-9][\w-]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|dev|app|cloud|internal|local|corp)\b/i;
/** What people keep outside the code. */
const RECORDS = /\b(?:docs?|documentation|runbooks?|dashboards?|boards?|designs?|specs?|roadmap|rotations?|on-?call|schedules?|tickets?|bugs|issues|incidents|alerts|metrics|logs|notes|decisions|questions|requests|discussions?|keys|secrets|credentials|passwords|tokens)\b/i;

/**
 * Where something is kept, said as a fact: "pipeline bugs are tracked in the Linear project
 * INGEST", "the oncall dashboard is at https://…", "deploy questions go to #deploys". The place
 * must be outside the code — a URL, a chat channel, a named system, or a proper name after a
 * keeping verb — so "the bug is in the parser" or "the error is in the Sentry SDK" is not one,
 * nor an order to go and look ("check the logs in Datadog").
 */
function isPointer(s: string): boolean {
  if (/^(?:i|we|you|it|this|that|there|go|check|see|look|open|visit|use|read|click|navigate|find)\b/i.test(s)) return false;
  const link = URL_OR_CHANNEL.test(s);
  const place = link || SYSTEM.test(s);
  const kept = /\b(?:is|are)\s+(?:tracked|kept|documented|logged|filed|managed|handled|triaged|reviewed|shared|planned|scheduled|coordinated|listed|recorded|reported|discussed|announced|monitored|posted|hosted|stored|written(?: up| down)?)\s+(?:in|on|at|via|under)\s+(?:the\s+)?(\S+)/i.exec(s);
  if (kept) return place || /^\p{Lu}/u.test(kept[1]!);
  if (/\b(?:lives?|can be found|goes|go|happens?|takes? place|(?:is|are) held)\s+(?:in|on|at|to|under)\s/i.test(s)) return place;
  // "bug reports come in through Zendesk and get copied to Jira"
  if (/\b(?:comes? in|arrives?)\s+(?:through|via|in|on)\s|\b(?:gets?|are|is)\s+(?:copied|synced|mirrored|forwarded|routed)\s+(?:to|into)\s/i.test(s)) return place;
  // "the feature flag service is LaunchDarkly"
  const named = /^(?:the|our)\s+(?:[\w-]+\s+){0,3}(?:service|tracker|tool|system|provider|platform|dashboard|wiki|chat|monitoring|alerting|paging)\s+(?:is|are)\s+(\S+(?:\s+\S+)?)/i.exec(s);
  if (named && SYSTEM.test(named[1]!)) return true;
  if (/\b(?:is|are)\s+(?:https?:\/\/|#[a-z0-9][\w-]+)/i.test(s)) return true;
  const at = /\b(?:is|are)\s+(?:in|on|at|under)\s/i.exec(s);
  return at !== null && (link || (place && RECORDS.test(s.slice(0, at.index))));
}

// Extraction without a model: only what the user said explicitly — "remember that …", "from now
// on …", "always/never …", "don't …", "I prefer …", corrections of the agent, "FYI/heads up …"
// with a date or a reason, and where things live ("bugs are tracked in the Linear project X") —
// becomes a feedback, user, project or reference memory. Ordinary conversation never does:
// questions, requests for work, opinions and chatter match none of these forms.
import { stemmer } from 'stemmer';
import { withDates } from './relative-dates.js';

export type StatementKind = 'remember' | 'rule' | 'preference' | 'profile' | 'correction' | 'notice' | 'pointer';

export interface Statement {
  type: 'feedback' | 'user' | 'project' | 'reference';
  kind: StatementKind;
  /** The memory itself, as one sentence. */
  text: string;
  /** The user's words it came from. */
  quote: string;
}

const NOT_RULES = new Set(['forget', 'worry', 'know', 'think', 'mind', 'need', 'have', 'want', 'see', 'understand', 'get', 'care', 'bother', 'remember', 'believe', 'like', 'mean', 'feel']);

/** Encouragement, not a way of working: "Don't give up!", "Never stop trying", "Don't be afraid to ask". */
const CHEERING =
  /^(?:don'?t|do not|never)\s+(?:ever\s+)?(?:give up|quit|stop (?:trying|believing|dreaming)|lose (?:hope|heart|faith)|be (?:afraid|scared|shy|discouraged|(?:so |too )?hard on yourself)|let\b[^.!?]*\byou\b|miss a beat|hesitate to|(?:limit|doubt) yourself|say never)\b/i;

/** "Never had a chance…", "Always here to help": the word after always/never is no order. */
const NOT_AN_ORDER = /^(?:had|has|was|were|been|did|done|got|saw|heard|love|here|by|on|in|at|there|too|so|such|more|less|enough|really|again|up|good|great|happy|glad|nice|fun|a|an|the|my|your|our|(?!(?:embed|need|seed|feed|proceed|exceed|succeed|speed|shred|add)$)\w+ed|(?!(?:bring|ping|string|swing|sing)$)\w+ing)$/i;

function sentences(text: string): string[] {
  return text
    .replace(/```[\s\S]*?(```|$)/g, ' ')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const clean = (s: string) => s.replace(/\s+/g, ' ').replace(/^[-*•]\s*/, '').trim();
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const sentence = (s: string) => {
  const t = capital(clean(s));
  return /[.!]$/.test(t) ? t : `${t}.`;
};
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** An instruction rather than a fact: it opens with a command, or says always/never/must. */
const INSTRUCTION =
  /^(?:please|always|never|don'?t|do not|use|run|avoid|make sure|keep|check|prefer|ask|add|write|commit|push)\b|\b(?:always|never|should|must|shouldn'?t|mustn'?t|don'?t|do not)\b/i;

/** Words that open a sentence without changing what it says: "Also, …", "Oh and btw, …". */
const LEAD_IN = /^(?:(?:ok(?:ay)?|also|and|oh|plus|btw|by the way|one more thing|one last thing|p\.?s\.?)\b[,.:!]?\s+)+/i;

function classify(quote: string): Statement | null {
  if (quote.endsWith('?') || words(quote) < 3 || quote.length > 400) return null;
  const s = quote.replace(LEAD_IN, '');
  let m = /^(?:please\s+)?(?:also\s+)?(?:remember|keep in mind)(\s+to)?(?:\s+that)?[:,]?\s+(.+)$/i.exec(s);
  if (m) {
    const content = m[2]!;
    if (CHEERING.test(content)) return null; // "remember, don't give up!"
    // "remember to run …" and "remember: always …" say how to work; "remember that the staging
    // database is reset every night" states a fact about the project.
    const type = /^(?:i|i'm|i am|i've|my)\b/i.test(content) ? 'user' : m[1] || INSTRUCTION.test(content) ? 'feedback' : isPointer(content) ? 'reference' : 'project';
    return { type, kind: 'remember', text: sentence(content), quote };
  }
  m = /^(?:from now on|going forward|in (?:the )?future|henceforth|for future reference)\b[,:]?\s+(?:please\s+)?(\S.*)$/i.exec(s);
  if (m) return { type: 'feedback', kind: 'rule', text: sentence(m[1]!), quote };
  if (CHEERING.test(s)) return null;
  m = /^(?:please\s+)?((?:always|never)\s+(\p{L}+).*)$/iu.exec(s);
  if (m && !NOT_AN_ORDER.test(m[2]!)) return { type: 'feedback', kind: 'rule', text: sentence(m[1]!), quote };
  m = /^(?:please\s+)?(?:don't|do not|dont|stop)\s+(\p{L}+)/iu.exec(s);
  if (m && !NOT_RULES.has(m[1]!.toLowerCase())) return { type: 'feedback', kind: 'rule', text: sentence(s), quote };
  if (/^(?:i(?:'d| would)?\s+(?:really\s+|much\s+|strongly\s+)?prefer|my preference is|i like .+ better than)\b/i.test(s)) {
    return { type: 'user', kind: 'preference', text: sentence(s), quote };
  }
  if (PROFILE.test(s)) return { type: 'user', kind: 'profile', text: sentence(s), quote };
  const told = NOTICE.exec(s)?.[1];
  if (isPointer(told ?? s)) return { type: 'reference', kind: 'pointer', text: sentence(told ?? s), quote };
  if (told && words(told) >= 5 && LASTING_CONTEXT.test(told)) return { type: 'project', kind: 'notice', text: sentence(told), quote };
  return null;
}

/** "FYI …", "Heads up: …", "Note that …": the user telling the agent how things stand. */
const NOTICE = /^(?:fyi|heads[- ]up|(?:please\s+)?note that|just so you know|for context|for your information|be aware that)\b[,:;!.-]*\s+(\S.*)$/i;

/**
 * What makes a notice last beyond the moment: a date or a deadline, a reason, a freeze or a
 * release ("FYI the tests pass now" has none of these and is not kept).
 */
const LASTING_CONTEXT =
  /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next (?:week|month|sprint|quarter)|end of (?:the )?(?:week|month|quarter|sprint|year)|until|deadline|due|because|due to|so that|driven by|required by|compliance|freez\w*|release\w*|launch\w*|cut-?off|migration|\d{4}-\d{2}-\d{2}|january|february|march|april|june|july|august|september|october|november|december|q[1-4])\b/i;

/** Who the user is: "I'm a backend engineer…", "I'm new to React", "I work on the payments team". */
const PROFILE = new RegExp(
  [
    String.raw`^i(?:'m| am)\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,3}(?:engineer|developer|dev|programmer|designer|scientist|researcher|analyst|architect|manager|lead|student|intern|founder|cto|ceo|consultant|contractor|maintainer|admin|administrator|sre|devops)s?\b`,
    String.raw`^i(?:'m| am)\s+(?:new|fairly new|quite new|completely new)\s+to\s+\S`,
    String.raw`^i(?:'ve| have)\s+been\s+(?:writing|using|doing|working (?:with|in|on))\s+\S+(?:\s+\S+){0,3}\s+for\s+(?:\d+|a few|many|several|ten|five|two|three)\s+(?:years|months)`,
    String.raw`^i\s+work\s+(?:on|in|at|for)\s+(?:the\s+)?\S+(?:\s+\S+){0,3}\s+(?:team|group|company|org|department)\b`,
  ].join('|'),
  'i',
);

/** Named places outside the code: trackers, dashboards, docs, chat. */
const SYSTEM =
  /\b(?:linear|jira|github issues|gitlab issues|grafana|datadog|sentry|pagerduty|opsgenie|confluence|notion|slack|discord|figma|kibana|honeycomb|new relic|splunk|buildkite|circleci|jenkins|backstage|google (?:docs?|drive|sheets?)|sharepoint|asana|trello|clickup|youtrack|launchdarkly|runbook|dashboard|wiki)\b/i;
const URL_OR_CHANNEL = /\bhttps?:\/\/\S+|(?:^|\s)#[a-z0-9][\w-]+/i;
/** What people keep outside the code. */
const RECORDS = /\b(?:docs?|documentation|runbooks?|dashboards?|boards?|designs?|specs?|roadmap|tickets?|bugs|issues|incidents|alerts|metrics|logs|notes|decisions|questions|requests|discussions?)\b/i;

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
  const kept = /\b(?:is|are)\s+(?:tracked|kept|documented|logged|filed|managed|listed|recorded|reported|discussed|monitored|posted|hosted|stored|written(?: up| down)?)\s+(?:in|on|at|via|under)\s+(?:the\s+)?(\S+)/i.exec(s);
  if (kept) return place || /^\p{Lu}/u.test(kept[1]!);
  if (/\b(?:lives?|can be found|goes|go)\s+(?:in|on|at|to|under)\s/i.test(s)) return place;
  if (/\b(?:is|are)\s+https?:\/\//i.test(s)) return true;
  const at = /\b(?:is|are)\s+(?:in|on|at|under)\s/i.exec(s);
  return at !== null && (link || (place && RECORDS.test(s.slice(0, at.index))));
}

/** A correction opens a reply to the agent: "no, …", "that's wrong, …", "actually, …". */
function correction(message: string): Statement | null {
  const first = sentences(message).slice(0, 3).join(' ');
  const m =
    /^(?:no|nope|wrong|incorrect)\b[,.!:;]*\s+(.+)$/i.exec(first) ??
    /^(?:that's|that is|this is)\s+(?:wrong|incorrect|not right|not what i (?:asked for|wanted|meant))\b[,.!:;]*\s*(.*)$/i.exec(first) ??
    /^actually[,:]\s+(.+)$/i.exec(first);
  if (!m || !m[1] || words(m[1]) < 3 || m[1].trim().endsWith('?')) return null;
  return { type: 'feedback', kind: 'correction', text: sentence(m[1]), quote: first };
}

/**
 * Explicit statements in the user's messages (in order), each once. With `at` (when the message
 * was written, ms) relative days in a statement get their dates.
 */
export function extractStatements(messages: Array<{ role: 'user' | 'assistant'; text: string; at?: number }>): Statement[] {
  const out: Statement[] = [];
  const seen = new Set<string>();
  let at: number | undefined;
  const push = (found: Statement | null) => {
    if (!found) return;
    const st = at === undefined ? found : { ...found, text: withDates(found.text, at) };
    const key = st.text.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    out.push(st);
  };
  messages.forEach((m, i) => {
    if (m.role !== 'user' || !m.text.trim()) return;
    at = m.at;
    const corr = i > 0 && messages[i - 1]!.role === 'assistant' ? correction(m.text) : null;
    push(corr);
    for (const s of sentences(m.text)) if (!corr || !corr.quote.includes(s)) push(classify(s));
  });
  return out;
}

const MARKERS = new Set(
  'remember that please always never don dont do not stop from now on going forward in the future henceforth prefer preference would like better than i my me we you use using no nope wrong actually instead rather should must'.split(' '),
);
const STOP = new Set('a an the of to and or in on for with is are be it this that at by as from our your their its into when then than all any some every each just also very non'.split(' '));

/** The words that say what a statement is about (stemmed), in order. */
export function subjectStems(text: string): string[] {
  const out: string[] = [];
  for (const w of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (w.length < 2 || MARKERS.has(w) || STOP.has(w)) continue;
    const s = stemmer(w);
    if (!out.includes(s)) out.push(s);
  }
  return out;
}

/** A short title: the statement's first words, up to a clause break. */
export function nameFor(st: Statement): string {
  const parts = st.text.replace(/[.!]$/, '').split(/\s+/);
  let name = parts.slice(0, 8).join(' ');
  const cut = name.search(/[,;:—]\s/);
  if (parts.length > 8 && cut >= 12) name = name.slice(0, cut);
  // a title cut short does not end on a word that leads into what was cut ("… because of")
  if (parts.length > 8) name = name.replace(DANGLING, '');
  return name.replace(/[\s,;:—-]+$/, '');
}

const DANGLING = /(?:\s+(?:because|of|the|a|an|and|or|but|to|for|with|in|on|at|by|after|before|until|so|that|which|when|from|into|than))+$/i;

/** A stable file name from the subject: feedback_pnpm_install.md. */
export function fileNameFor(st: Statement): string {
  const parts = (st.text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => w.length > 1 && !MARKERS.has(w) && !STOP.has(w)).slice(0, 3);
  return `${st.type}_${parts.length ? parts.join('_') : 'note'}.md`;
}

/** Two subjects are the same when most of the smaller one's words are in the other. */
export function sameSubject(a: string[], b: string[]): boolean {
  if (a.length === 0 || b.length === 0) return false;
  const small = a.length <= b.length ? a : b;
  const big = new Set(a.length <= b.length ? b : a);
  const shared = small.filter((w) => big.has(w)).length;
  return shared / small.length >= 0.6 && shared >= Math.min(2, small.length);
}

export function renderStatementBody(st: Statement, day: string): string {
  const why =
    st.kind === 'correction'
      ? `The user corrected the agent on ${day}: "${clean(st.quote)}"`
      : `The user said so on ${day}: "${clean(st.quote)}"`;
  // who the user is, and where things are kept: short, as told
  if (st.type === 'user' || st.type === 'reference') return `${st.text}\n(${why}.)\n`;
  const how = st.type === 'project' ? 'Take this into account when working in this project.' : 'Follow this in this project from now on, unless the user says otherwise.';
  return `${st.text}\n**Why:** ${why}\n**How to apply:** ${how}\n`;
}

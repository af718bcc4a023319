// How the user's standing situation shapes the work: "I'm on a metered connection most days, ask before downloading
// anything over a few hundred MB", "I review everything in the morning, so batch your questions at the end", "I come from
// ten years of Java, so Kotlin idioms are worth pointing out". The first clause says how the user is, by a mark that it
// lasts (most days, usually, years of, in my spare time); the second, how the agent should work because of it. The same
// first clause said of today ("I'm on my phone today, keep it short") is the moment's.

/** The user, then how they are or what they do: "I'm on …", "I usually have …", "I come from …", "I review …". */
const THE_USER = String.raw`^i(?:'m|\s+am|'ve|\s+have|\s+(?:usually|mostly|generally|typically|always|only|normally)\b[^,;]{0,10}?|\s+(?:come|work|review|read|live|maintain|code|commute))\b`;
/** What says the situation lasts: a habit, a span of years, the user's own time, a standing limit. */
const LASTS = String.raw`\b(?:(?:review|read)\s+(?:everything\s+|code\s+|prs\s+|diffs\s+)?(?:on|in)\s+(?:github|gitlab|bitbucket|gerrit)|most days|usually|mostly|generally|typically|normally|always|every\s+(?:day|morning|evening|week|night)|in the (?:mornings?|evenings?)|at night|in my spare time|on (?:weekends|evenings)|\w+\s+years of|for years|all day|the only one|by myself|on my own|part-time|metered|between (?:calls|meetings))\b`;
/** How the agent should work because of it: an order, or what is worth doing. */
const HOW_TO_WORK = String.raw`(?:(?:please\s+)?(?:open|ask|batch|send|schedule|break|prefer|keep|explain|point out|avoid|don'?t|do not|always|never|use|write|give|show|split|stop|skip|flag|mention|tell me|warn me|default to|check with me)\b|[^,;]{3,40}\s+(?:are|is)\s+worth\s+(?:pointing out|explaining|calling out|mentioning|flagging))`;

const LASTING = new RegExp(LASTS, 'i');
const SITUATION_SO = new RegExp(String.raw`${THE_USER}[^,;]{3,90}?,\s*(?:so\s+)?${HOW_TO_WORK}[^;]{3,}$`, 'i');

/** Words of one day, or of the thing at hand: then it is the moment's. */
// ("I always get confused by this regex, explain it": the thing at hand, and an order on it)
const THIS_ONCE = /\b(?:today|tonight|tomorrow|right now|this (?:week|morning|afternoon|evening)|at the moment|currently|now|(?:this|that|these|those)\s+(?!(?:project|repo|app|codebase|library|in|on|at|for|with|is|was|alone)\b)[a-z]+)\b|,\s*(?:so\s+)?(?:please\s+)?\w+\s+(?:it|this|that|them)\s*[.!]*$/i;

/** Whether the sentence says how the user's standing situation should shape the agent's work. */
export function situationShapesTheWork(s: string): boolean {
  return SITUATION_SO.test(s) && LASTING.test(s.split(',')[0]!) && !THIS_ONCE.test(s);
}

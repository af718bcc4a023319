// What the project is for right now and why: a goal or priority of a period ("the goal this quarter
// is getting p95 latency under 200ms"), why an ongoing piece of work is done ("the reason we're
// rewriting auth is the SOC2 audit"), a decision of what the team will not do or keeps ("we're not
// doing microservices, the monolith stays", "we're sticking with postgres"), the customer that
// matters most, and the page the user checks for a thing. Each is a project notice (or a pointer):
// it shapes what the agent suggests long after the turn. Not the aim of the work at hand ("the goal
// of this function is …", "the reason the test fails is …").

/** A period a goal is set for: "this quarter", "for Q1", "for the launch", "this year". */
const PERIOD = String.raw`(?:(?:this|for\s+(?:this|the|the\s+next))\s+(?:quarter|year|half|sprint|month|release|launch|cycle)|for\s+(?:Q[1-4]|H[12]|20\d\d|the\s+(?:launch|release|rewrite|migration))(?:\s+20\d\d)?|in\s+(?:Q[1-4]|H[12]|20\d\d))`;
const GOAL_WORD = String.raw`(?:goal|goals|priority|priorities|focus|target|objective|north star|okr|kpi)`;
/** The work at hand, which no aim of the project is about. */
const AT_HAND = /\b(?:this|that|these|those|it)\s+(?:function|file|test|tests|pr|ticket|task|change|bug|fix|branch|commit|method|class|query|endpoint|page|script|one)\b|\b(?:today|tonight|right now|for now|at the moment)\b|\b(?:get|make|have|keep)\s+(?:this|that|it|them)\b/i;
/** A piece of code, not a part of the system: what a rewrite or a move "because …" of the moment is about. */
const A_PIECE = String.raw`(?![^,;]*\b(?:function|loop|method|class|file|test|variable|component|button|query|line|call|import|helper|hook|prop|field|column|check|condition|regex|config|test)s?\b)`;

const AIMS = [
  // "the goal this quarter is …", "our goal for Q1 is to …", "the main priority this year is …"
  new RegExp(String.raw`^(?:the|our)\s+(?:main\s+|big\s+|top\s+|only\s+|#1\s+|number one\s+|team'?s\s+)?${GOAL_WORD}\s+${PERIOD}\s+(?:is|are)\s+(?:to\s+)?\S`, 'i'),
  // "our main goal is to cut the AWS bill in half this year" (the team's, said with "our")
  new RegExp(String.raw`^our\s+(?:main|big|top|only|#1|overall|long-term|north-star)\s+${GOAL_WORD}\s+(?:is|are)\s+(?:to\s+)?\S`, 'i'),
  // "this quarter's priority is reliability, not new features"
  new RegExp(String.raw`^this\s+(?:quarter|year|sprint|month|half)'?s\s+(?:main\s+|top\s+|big\s+)?${GOAL_WORD}\s+(?:is|are)\s+\S`, 'i'),
  // "the target for the launch is 10k concurrent users"
  new RegExp(String.raw`^the\s+${GOAL_WORD}\s+for\s+(?:the|our)\s+(?:launch|release|rewrite|migration|beta|v\d+|[\w-]+\s+launch)\s+is\s+\S`, 'i'),
  // "the reason we're rewriting auth is the SOC2 audit", "the main reason for the migration is …"
  new RegExp(String.raw`^the\s+(?:main\s+|real\s+|whole\s+|only\s+)?reason\s+(?:we(?:'re| are)\s+(?:rewriting|migrating|moving|switching|replacing|rebuilding|splitting|deprecating|dropping|building|doing|adopting|introducing|redoing|sunsetting)\s+${A_PIECE}(?!(?:this|that|it|them)\b)[\w./-]+(?:\s+[\w./-]+){0,3}|for\s+(?:the|our)\s+[\w-]+(?:\s+[\w-]+){0,2})\s+is\s+\S`, 'i'),
  // "the whole point of the migration is to get off the legacy Oracle licence"
  /^the\s+(?:whole\s+|main\s+|only\s+)?point\s+of\s+(?:the|our)\s+(?!(?:function|file|test|pr|ticket|task|change|method|class)\b)[\w-]+(?:\s+[\w-]+){0,2}\s+is\s+(?:to\s+)?\S/i,
  // "we're moving to kafka mainly because the current queue can't replay events"
  new RegExp(String.raw`^we(?:'re| are)\s+(?:rewriting|migrating|moving\s+(?:to|off|from|away from)|switching\s+(?:to|off|from)|replacing|rebuilding|splitting|deprecating|dropping|adopting|sunsetting)\s+${A_PIECE}(?!(?:this|that|it|them)\b)[\w./-]+(?:\s+[\w./-]+){0,4}?\s+(?:mainly\s+|mostly\s+|only\s+|partly\s+)?because\s+(?:of\s+)?\S`, 'i'),
  // "we're not doing microservices, the monolith stays", "we're sticking with postgres, no mongo"
  /^we(?:'re| are)\s+not\s+(?:doing|going with|going to do|adopting|moving to|switching to)\s+(?!(?:this|that|it|them|anything|much)\b)[\w./-]+(?:\s+[\w./-]+)?(?:\s*[,;]\s+\S|\s*$)/i,
  /^we(?:'re| are)\s+(?:sticking|staying)\s+(?:with|on)\s+(?!(?:this|that|it|them)\b)[\w./-]+/i,
  /^we\s+decided\s+to\s+(?:stay|stick)\s+(?:with|on)\s+(?:the\s+)?(?!(?:this|that|it|them)\b)[\w./-]+/i,
  // "we won't support IE11", "we don't support safari 14 anymore"
  /^we\s+(?:won'?t|will not|don'?t|do not|no longer)\s+support\s+(?!(?:this|that|it|them)\b)[\w./-]+/i,
  // "the big customer this quarter is Globex, …", "our biggest client is Initech"
  /^(?:the|our)\s+(?:big|biggest|largest|key|main|most important|top)\s+(?:customer|client|account|partner)(?:\s+this\s+(?:quarter|year))?\s+is\s+[A-Z]/,
];

/** The page the user (or on-call, the team) checks for a thing: "the dashboard I check for API health is grafana.internal/d/api-latency", "the latency dashboard oncall watches is …". */
const CHECKED_PAGE = [
  /^the\s+(?:[\w-]+\s+)?(?:dashboard|board|graph|page|doc|runbook|sheet|spreadsheet|channel|link|url)\s+(?:i|we|on-?call|the\s+on-?call|support|the\s+team|everyone)\s+(?:checks?|uses?|looks? at|watch(?:es)?|reads?|goes? to)\s+(?:for\s+[^,;]{2,30}\s+)?is\s+(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+\S*/i,
  /^(?:i|we)\s+(?:check|watch|look at)\s+(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+\/\S*\s+(?:when|whenever|for|if|to see)\b/i,
];

/** Whether a sentence states an aim of the project, why its work is done, or what the team decided to keep or not do. */
export function projectAim(s: string): boolean {
  // (every form opens with one of these words: most sentences are passed over at the first)
  return /^(?:the|our|this|we)\b/i.test(s) && !AT_HAND.test(s) && AIMS.some((re) => re.test(s));
}

/** Whether a sentence names the page the user checks for a thing. */
export function checkedPage(s: string): boolean {
  return /^(?:the|i|we)\b/i.test(s) && !AT_HAND.test(s) && CHECKED_PAGE.some((re) => re.test(s));
}

const AIMS_ZH = [
  // "这个季度的目标是把 p95 降到 200ms 以内", "我们今年的重点是稳定性"
  /^(?:我们)?(?:这个季度|本季度|这季度|今年|本年度|上半年|下半年|Q[1-4])的?(?:主要|首要)?(?:目标|重点|优先级|首要任务)(?:是|就是)\s*\S/,
  /^我们(?:这个季度|本季度|今年|上半年|下半年)?的?(?:主要|首要)(?:目标|重点)(?:是|就是)\s*\S/,
  // "我们不搞微服务，单体就够了": what the team decided not to do, and what it keeps
  /^我们(?:决定)?(?:不搞|不做|不上|不考虑|不打算上|不打算做)\s*(?!这|那)[^，,。]{2,12}[，,]\s*\S/,
  // "我们坚持用 Postgres，不上 MongoDB"
  /^我们(?:决定)?(?:坚持|继续|还是)(?:用|留在)\s*(?!这|那)[A-Za-z\u4e00-\u9fff]/,
  // "最大的客户是 Globex，…"
  /^(?:我们)?(?:最大|最重要|最关键|头号)的?(?:客户|甲方|合作方)是\s*\S/,
];
/** "看接口健康我一般看 grafana.internal/d/api-latency": the page the user checks for a thing. */
const CHECKED_PAGE_ZH = /^看[^，,。]{1,10}?(?:我们?)?(?:一般|都|通常|主要)?看\s*(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+\/\S*/;

/** projectAim, in Chinese. */
export function projectAimZh(s: string): boolean {
  return AIMS_ZH.some((re) => re.test(s));
}

/** checkedPage, in Chinese. */
export function checkedPageZh(s: string): boolean {
  return CHECKED_PAGE_ZH.test(s);
}

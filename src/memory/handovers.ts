// Who holds a part of the work or a role on the team now, said by a bare name ("Priya owns
// billing") or as a change of hands: "Priya took over billing from Ana", "Omar replaced Lena as
// tech lead", "the new tech lead is Omar", "release management moved from Kim to Ravi",
// "小李接手了支付服务", "现在支付归小李管". It is news that lasts (a project notice): who to ask,
// whose review a change needs. People are told by the capital of their name in English, so these
// read case-sensitively; in Chinese by the shapes names take (小李, 老王, 张伟).

/** A person: a capitalised name of one or two words (a title before it: "Dr. Ito"), not a word that opens any sentence. */
const PERSON = String.raw`(?:(?:Dr|Prof)\.?\s+)?(?!(?:The|Our|We|It|Its|This|That|These|Those|They|He|She|My|Your|Their|His|Her|Everyone|Everybody|Nobody|Someone|Somebody|Anyone|Anybody|Now|Then|So|And|But|Also|Please|Today|Tomorrow|Yesterday|Since|From|After|Before|When|If|Once|Starting|As|No|Not|Who|What|Which|Why|How)\b)\p{Lu}[\p{L}'-]*\p{Ll}(?:\s+\p{Lu}[\p{L}'-]*\p{Ll})?`;

/**
 * Where a person works, said after their name: "Karin from the communications team", "Luis in IT", "Jens in
 * purchasing" — the words after "from", "in" or "on" (and "the" and one more word) that say it is a place of work.
 */
const WORKPLACE = String.raw`(?:team|department|office|IT|HR|ops|analytics|data|finance|legal|marketing|design|support|QA|comms|communications|purchasing|procurement|sales|accounting|logistics|production|engineering|operations|[Ss]ervices|[Dd]esk|workshop|warehouse|kitchen|lab|garage)`;
/** …said after the name, as the readers of it cut it out: " in IT", " from the communications team". */
export const AT_A_WORKPLACE = String.raw`\s+(?:in|from|on)\s+(?:the\s+)?(?:[\w-]+\s+)?${WORKPLACE}`;

/** A role a person holds: "tech lead", "billing owner", "release manager", "PM", "head brewer", "curator" (the one list the
 * readers of a change of holder use too). */
export const ROLE = String.raw`(?:(?:[\w-]+\s+){0,2}(?:lead|owner|maintainer|manager|architect|designer|reviewer|contact|dri|tech|technician|coordinator|admin|administrator)|pm|em|tpm|cto|dba|sre|PM|EM|TPM|CTO|DBA|SRE|DRI|point of contact|on-?call(?:\s+engineer)?|(?:head|chief)\s+[\w-]+|curator|registrar|treasurer|bookkeeper|editor|coach|secretary|chair|PI|pi|principal investigator)`;

/** What may open a part: "the", "our", and "his" or "her" before a role ("her tech lead role"). */
const ARTICLE = String.raw`(?:the\s+|our\s+|his\s+|her\s+|their\s+)?`;
/** The thing at hand, not a part of the work: what a PART may not end in ("the backend ticket", "the payments service incident"). */
const AT_HAND = String.raw`(?:it|this|that|them|these|those|one|fix|fixes|list|agenda|doc|slides|deck|plan|numbers|retro|offsite|tickets?|tasks?|bugs?|issues?|prs?|pull requests?|calls?|meetings?|standups?|demo|tests?|builds?|migrations?|scripts?|quer(?:y|ies)|incidents?|outages?|hotfix(?:es)?|deploy|deployment|release|rollout|review|work|shift|on-?call|ball|baton|mic|keys?|laptop|notes|follow-?ups?|write-?ups?|clean-?up|investigation|post-?mortem|rca|handoff)`;
/**
 * A part of the work a person can hold, of up to three words: "billing", "the mobile releases", "our
 * infra" — not the thing at hand ("the ticket", "this bug", "the release", "the demo").
 */
const PART = [
  String.raw`(?!${ARTICLE}(?:from|to|as|here|there|my|your|one|some)\b)`,
  String.raw`(?!${ARTICLE}(?:his|her|their)\s+(?!(?:[\w-]+\s+){0,2}(?:role|duties|responsibilities|area|job|spot|seat)\b))`,
  String.raw`${ARTICLE}[\w/.-]+(?:\s+(?!(?:from|to|now|on|over|off|as|last|this|recently|any ?more)\b)[\w/.-]+){0,2}(?<!\b${AT_HAND})`,
].join('');

/** When a handover happened, said after it: "last week", "this sprint", "recently", "in March". */
// (or from when on: "… from next week", "… starting Monday")
const WHEN = String.raw`(?:\s+(?:(?:last|this)\s+(?:week|month|sprint|quarter)|recently|(?:in|since)\s+\p{Lu}\p{Ll}+|(?:from|starting|as of)\s+(?:next\s+(?:week|month|sprint|quarter)|(?:mon|tues|wednes|thurs|fri)day|the\s+\d{1,2}(?:st|nd|rd|th)|\p{Lu}\p{Ll}+)|next\s+(?:week|month|sprint|quarter)))?`;

/** A say one person has over a kind of change: "sign-off", "approvals", "schema reviews". */
// (first in a sentence too: "Sign-off on payments is Kim now")
export const SAY = String.raw`(?:[Ss]ign-?offs?|[Ss]ign off|[Aa]pprovals?|[Rr]eviews?|[Tt]riage|[Ee]scalations?|[Pp]oint of contact)`;
/** No day or month, which are capitalised as names are. */
const NO_DAY = String.raw`(?!(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?|January|February|March|April|May|June|July|August|September|October|November|December)\b)`;

const HANDOVER = [
  // "Priya took over billing from Ana", "Ravi has taken over the mobile releases"
  new RegExp(String.raw`^${PERSON}\s+(?:took over|has taken over|is taking over|inherited)\s+${PART}(?:\s+from\s+${PERSON})?${WHEN}(?:\s+now)?$`, 'u'),
  // "Omar took over as tech lead": the role, its last holder unnamed
  new RegExp(String.raw`^${PERSON}\s+(?:took over|has taken over|is taking over)\s+as\s+(?:the\s+|our\s+)?${ROLE}(?:\s+(?:for|of|on)\s+${PART})?${WHEN}(?:\s+now)?$`, 'u'),
  // "Omar replaced Lena as tech lead", "Dana took over from Maria as payments owner"
  new RegExp(String.raw`^${PERSON}\s+(?:replaced|has replaced|is replacing|took over from|has taken over from|is taking over from)\s+${PERSON}\s+as\s+(?:the\s+|our\s+)?${ROLE}(?:\s+(?:for|of|on)\s+${PART})?${WHEN}$`, 'u'),
  // "Lena handed the tech lead role to Omar", "Kim passed mobile releases on to Ravi"
  new RegExp(String.raw`^${PERSON}\s+(?:handed|passed|gave|has handed|has passed)\s+${PART}\s+(?:over\s+|on\s+|off\s+)?to\s+${PERSON}${WHEN}$`, 'u'),
  // "the new tech lead is Omar", "Omar is our new tech lead"
  new RegExp(String.raw`^(?:[Tt]he|[Oo]ur)\s+new\s+${ROLE}\s+is\s+${PERSON}$|^${PERSON}\s+is\s+(?:our|the)\s+new\s+${ROLE}$`, 'u'),
  // "Lena is no longer tech lead, it's Omar now", "Ana doesn't own billing anymore, Priya does"
  new RegExp(String.raw`^${PERSON}\s+(?:is no longer|isn't|is not)\s+(?:the\s+|our\s+)?${ROLE}(?:\s+any ?more)?[,;]\s+(?:it's|it is|that's)\s+${PERSON}(?:\s+now)?$`, 'u'),
  new RegExp(String.raw`^${PERSON}\s+(?:doesn't|does not|no longer)\s+(?:owns?|runs?|maintains?|leads?|handles?)\s+${PART}(?:\s+any ?more)?[,;]\s+${PERSON}\s+does(?:\s+now)?$`, 'u'),
  // "Priya's the tech lead now" ("Marta is head setter and does the approvals now": and a part of the work that goes with it)
  new RegExp(String.raw`^${PERSON}(?:'s|’s|\s+is)\s+(?:the\s+|our\s+)?${ROLE}(?:\s+and\s+(?:does|runs|handles|approves|reviews|signs off on)\s+${PART})?\s+now$`, 'u'),
  // "billing is Priya's now"
  new RegExp(String.raw`^${PART}\s+(?:is|are)\s+${PERSON}(?:'s|’s)(?:\s+(?:job|area|thing|call|responsibility))?\s+now$`, 'iu'),
  // "Ravi runs the release process now", "Ravi is in charge of releases now", "Jonas does the App Store submissions now",
  // "Tom signs off on the forecast now"
  new RegExp(String.raw`^${PERSON}\s+(?:runs|leads|manages|handles|does|is in charge of|signs off on|approves)\s+${PART}\s+now$`, 'u'),
  // "ask Priya about billing from now on, not Ana": whom to ask about a part since
  new RegExp(String.raw`^(?:[Aa]sk|[Gg]o to|[Tt]alk to)\s+${PERSON}\s+(?:about|for)\s+${PART}\s+(?:from now on|going forward)(?:[,;]\s+not\s+${PERSON})?$`, 'u'),
  // "search belongs to Tom now", "billing is owned by Priya now"
  new RegExp(String.raw`^${PART}\s+(?:belongs|belong)\s+to\s+${PERSON}(?:\s+now)?$|^${PART}\s+(?:is|are)\s+(?:owned|run|maintained|handled|led)\s+by\s+${PERSON}\s+now$`, 'iu'),
  // "UI sign-off is Jonas now", "sign-off on payments is Kim now", "escalations go to Priya": who a kind of say goes to (since,
  // when "is"; not a day: "releases are Fridays now")
  new RegExp(String.raw`^${ARTICLE}(?:[\w/.-]+\s+){0,2}${SAY}(?:\s+(?:on|for)\s+${ARTICLE}[\w/.-]+(?:\s+[\w/.-]+)?)?\s+(?:(?:is|are)\s+now\s+${NO_DAY}${PERSON}|(?:is|are)\s+${NO_DAY}${PERSON}\s+now|(?:goes|go)\s+to\s+${NO_DAY}${PERSON}(?:\s+now)?)$`, 'u'),
  // "Dana in IT installs the plugins now": who does a step of the work since a change (beside who left: "Luis left, …"),
  // named with their new role too ("the new treasurer Priya reconciles donations now"); a say over changes to a part is
  // the part's ("Dr. Chen approves changes to the variant calling parameters now")
  new RegExp(String.raw`^(?:the\s+new\s+[\w-]+(?:\s+[\w-]+)?\s+)?${PERSON}(?:\s+(?:in|from|on)\s+(?:the\s+)?[\w-]+(?:\s+team)?)?\s+(?:installs|deploys|publishes|releases|owns|maintains|handles|runs|does|reconciles|approves|reviews|signs off on)\s+(?:(?:any\s+|all\s+)?changes?\s+to\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+){0,3}|${PART})\s+now$`, 'u'),
  // "Jens in purchasing is the key user for MM now": whom a part of the business goes to since a change
  new RegExp(String.raw`^${PERSON}(?:\s+(?:in|from|on)\s+(?:the\s+)?[\w-]+(?:\s+team)?)?\s+is\s+(?:the|our)\s+(?:new\s+)?(?:key user|main contact|point of contact|product owner)\s+(?:for|of|on)\s+${PART}\s+now$`, 'u'),
  // "Tom Okafor is the main user now": who the work is for since a change (beside who left: "Hannah moved to …, …")
  new RegExp(String.raw`^${PERSON}\s+is\s+(?:the|our)\s+(?:new\s+)?(?:main|primary|key)\s+(?:user|customer|client|stakeholder|contact|tester)\s+now$`, 'u'),
  // "release management moved from Kim to Ravi"
  new RegExp(String.raw`^${PART}\s+(?:moved|went|passed|switched|was handed(?:\s+over)?)\s+from\s+${PERSON}\s+to\s+${PERSON}${WHEN}$`, 'iu'),
];

/**
 * The same people typed in lowercase, as chat often is, in the shapes that name both sides of a handover: "priya took
 * over billing from ana", "omar replaced lena as tech lead" (one word each, not a word that opens any sentence).
 */
const PERSON_LC = String.raw`(?!(?:the|our|we|it|its|this|that|these|those|they|he|she|my|your|their|his|her|everyone|nobody|someone|anyone|now|then|so|and|but|also|please|i|you|who|what|which)\b)[a-z][a-z'-]+`;
const HANDOVER_LC = [
  new RegExp(String.raw`^${PERSON_LC}\s+(?:took over|has taken over|inherited)\s+${PART}\s+from\s+${PERSON_LC}${WHEN}(?:\s+now)?$`),
  new RegExp(String.raw`^${PERSON_LC}\s+(?:replaced|has replaced|is replacing|took over from)\s+${PERSON_LC}\s+as\s+(?:the\s+|our\s+)?${ROLE}${WHEN}$`),
];

/** Who holds a part, named bare: "Priya owns billing", "Lucía owns the netcode" (not "Bob owns the ticket", "Alice owns it"); named with where they work: "Priya in analytics owns the dbt models". */
// ("the" only after owning: "Sam runs the numbers" is what he does today)
/** What someone "does" as their part of the work, by its kind: "Marta does the App Store submissions" (not "Sam does the dishes"). */
const DONE_AS_A_PART = String.raw`(?:submissions?|releases?|deploy(?:s|ments)?|(?:code\s+)?reviews?|merges|migrations|builds|signing|backups|rollouts?|hotfixes|upgrades|audits?|payroll|invoic\w+|on-?call|triage|support|localization|translations|docs|documentation|onboarding|interviews|hiring|accounts|bookkeeping|taxes)`;
// ("does" only with "the" and a part of the work; a part may carry a name before its kind)
const OWNS_BY_NAME = new RegExp(String.raw`^${PERSON}(?:${AT_A_WORKPLACE})?\s+(?:(?:owns|maintains|leads|handles)\s+(?:(?:the|our)\s+)?|does\s+the\s+(?=.*\b${DONE_AS_A_PART}$)|runs\s+)(?!(?:the|our|a|an|his|her|their|my|your|it|this|that|them|these|those)\b)(?:(?:\p{Lu}[\p{L}\d.-]*|\p{Ll}[\w/.-]*)\s+){0,2}\p{Ll}[\w/.-]*(?<!\b(?:now|${AT_HAND}))$`, 'u');

/** …and in lowercase: "priya owns billing", "sam owns the ios app" (not "runs" or "maintains": "make runs lint", "git maintains history"; not "sam owns the ticket"). */
const OWNS_BY_NAME_LC = new RegExp(String.raw`^${PERSON_LC}\s+(?:owns|leads)\s+(?:(?:the|our)\s+)?(?!(?:the|our|a|an|his|her|their|my|your|it|this|that|them|these|those|everything|nothing|anything)\b)[a-z][\w/.-]*(?:\s+(?!now\b)[a-z][\w/.-]*)?(?<!\b${AT_HAND})(?:\s+now)?$`);

/** "Kenji is the DBA", "Maya is our tech lead for search": who holds a role (not the on-call: that is the week's). */
// (read on the first clause alone: what to bring them in on is the next clause's, ASK_THEM below, or statement-forms'
// factThenOrder's "loop her in on schema changes")
const HOLDS_A_ROLE = new RegExp(String.raw`^${PERSON}\s+is\s+(?:the|our)\s+(?!on-?call\b)${ROLE}(?:\s+(?:for|of|on)\s+${PART})?(?:\s+now)?$`, 'u');
/** …with whom to ask and when, after it: "…, ask him before any schema change on the ledger". */
/** What goes to the new holder: "send her the design doc questions", "route reviews to him". */
const SEND_THEM = /^(?:so\s+)?(?:please\s+)?(?:send|route|forward|direct|give)\s+(?:(?:him|her|them)\s+(?:the\s+|any\s+|all\s+)?[\w-]+(?:\s+[\w-]+){0,3}|(?:the\s+|any\s+|all\s+)?[\w-]+(?:\s+[\w-]+){0,3}\s+to\s+(?:him|her|them))[.!]*$/i;
const ASK_THEM = /^(?:so\s+)?(?:please\s+)?(?:always\s+)?(?:ask|ping|check with|talk to|loop in|tag)\s+(?:him|her|them)\s+(?:first\s+)?(?:before|about|for|on)\s+(?:any|every|all|each)\s+\S/i;
/**
 * A team that does a kind of work, said bare: "the ops team handles cert renewals", "ops handles cert renewals, not us"
 * (the team from a list: "qa handles it" is the task's).
 */
const TEAM_DOES = /^(?:the\s+)?(?:ops|sre|infra|infrastructure|platform|security|secops|data|devops|it|qa|design|legal|finance|support|release|dba|networking|mobile|web)(?:\s+team|\s+folks|\s+people)?\s+(?:handles|owns|does|takes care of|manages|looks after)\s+(?!(?:it|this|that|them|these|those|the\s+(?:ticket|bug|issue|fix))\b)[\w-]+(?:\s+[\w-]+){0,2}(?:,?\s*not\s+(?:us|we|me|you|the\s+[\w-]+\s+team))?$/i;

/** A word one of the forms above needs. */
const HANDOVER_WORD = new RegExp(String.raw`\b(?:is (?:the|our) ${ROLE}|owner|maintainer|team does|does the|takes care|looks after|took|taken|taking|inherited|replac\w*|handed|passed|gave|new|longer|isn'?t|is not|doesn'?t|does not|owns|maintains|runs|leads|manages|handles|charge|moved|went|switched|was handed|belongs?|now|forward|go(?:es)? to)\b`, 'i');

/**
 * "support moved to Omar": a part gone to someone — read only beside who left ("…, Lena left"), since alone it may name a
 * tool ("support moved to Zendesk").
 */
const MOVED_TO_SOMEONE = new RegExp(String.raw`^${PART}\s+(?:moved|went|passed|has moved|was handed(?:\s+over)?)\s+(?:over\s+)?to\s+${PERSON}${WHEN}$`, 'u');

/** Whoever left the part, said beside the handover: "Ana moved to the platform team", "Maria left". */
// (and when: "Tom left in August")
const LEFT = new RegExp(String.raw`^${PERSON}\s+(?:(?:left(?:\s+the\s+(?:team|company))?|quit|retired|stepped down)(?:\s+(?:in|on|at the end of)\s+(?:[\w-]+\s+){0,2}[\w-]+|\s+(?:last|this)\s+(?:week|month|year|spring|summer|fall|autumn|winter))?|moved\s+(?:to|on\s+to)\s+[^,;]{2,40}|switched teams|changed teams|went\s+to\s+[^,;]{2,40}|is on (?:\w+\s+)?leave(?:\s+[^,;]{2,30})?)$`, 'u');

/** The role the new holder takes, said after their name: ", the new clinical informatics lead". */
const NEW_IN_THE_ROLE = new RegExp(String.raw`,\s+(?:the|our)\s+new\s+${ROLE}$`, 'u');

/**
 * A handover, said alone or beside who left, with the handover first so that it names the memory
 * ("Priya took over billing, Ana moved to the platform team"); null when the sentence is none.
 */
export function handover(said: string): string | null {
  // (a word every form needs, found first: most sentences have none, and the forms are many)
  if (!HANDOVER_WORD.test(said)) return null;
  // (who the new holder is, said after them: "…to Priya Natarajan, the new clinical informatics lead")
  const s = said.trim().replace(/[.!]+$/, '').replace(NEW_IN_THE_ROLE, '');
  if (HANDOVER.some((re) => re.test(s)) || OWNS_BY_NAME.test(s) || OWNS_BY_NAME_LC.test(s) || HANDOVER_LC.some((re) => re.test(s))) return said;
  if (TEAM_DOES.test(s) && !/\b(?:now|today|this|yet|again)\b/i.test(s)) return said;
  const clauses = s.split(/\s*[,;]\s+(?:and\s+)?/);
  if (HOLDS_A_ROLE.test(clauses[0]!) && (clauses.length === 1 || (clauses.length === 2 && ASK_THEM.test(clauses[1]!)))) return said;
  // "Lena handles support, if something needs a merchant-facing message, draft it and send it to her": who holds a part, and
  // what goes to them
  if (OWNS_BY_NAME.test(clauses[0]!) && clauses.length >= 2 && /\b(?:to|by|with|past)\s+(?:her|him|them)\b/i.test(clauses.slice(1).join(', '))) return said;
  // "Marta does the App Store submissions, don't submit anything yourself": who holds a part, and that the agent does not
  if (OWNS_BY_NAME.test(clauses[0]!) && clauses.length === 2 && /^(?:so\s+)?(?:please\s+)?(?:don'?t|do not|never)\b[^,;]*\b(?:yourself|on your own)$/i.test(clauses[1]!)) return said;
  if (clauses.length !== 2) return null;
  const [a, b] = clauses as [string, string];
  if ((HANDOVER.some((re) => re.test(a)) || MOVED_TO_SOMEONE.test(a)) && LEFT.test(b)) return said;
  // ("Lena is taking over the search service from next week, send her the design doc questions": and what goes to them now)
  if (HANDOVER.some((re) => re.test(a)) && SEND_THEM.test(b)) return said;
  if (LEFT.test(a) && (HANDOVER.some((re) => re.test(b)) || MOVED_TO_SOMEONE.test(b))) return `${b}, ${a}`;
  return null;
}

/**
 * A person named in Chinese: 小李, 老王, 阿强, 张伟, or a name in Latin letters — not a pronoun, 这/那, 谁, or a
 * negation read as the first of a name ("找不到" is no 不到). The one pattern the Chinese forms and updates share.
 */
export const PERSON_ZH = String.raw`(?:(?:小|老|阿)[\u4e00-\u9fff]|(?![我你他她这那谁不没])[\u4e00-\u9fff]{2,3}|[A-Z][a-z]+)`;
/** A part of the work in Chinese, up to ten characters, not the work at hand: 支付, 订单服务, 发版. */
const PART_ZH = String.raw`(?!把|请|帮|麻烦|你|这|那|现在|一个|一些|新的|个|了)[^，,。！!？?\s]{2,10}?`;
/** A role in Chinese: 技术负责人, 组长, 产品经理. */
const ROLE_ZH = String.raw`(?:技术负责人|负责人|组长|小组长|技术经理|产品经理|项目经理|架构师|TL|PM|DBA|tech lead)`;

const HANDOVER_ZH = [
  // "现在支付归小李管", "支付现在由小李负责了"
  new RegExp(String.raw`^(?:现在)?${PART_ZH}(?:现在|以后)?(?:归|由)${PERSON_ZH}(?:来)?(?:管|负责)了?$`),
  // "支付服务现在是小李负责", "发版改成小刘负责了" ("上新现在改成让小林看了": whom it goes to for a look)
  new RegExp(String.raw`^${PART_ZH}(?:现在)?(?:是|换成|改成|改由)${PERSON_ZH}(?:在)?(?:管|负责)了?$|^${PART_ZH}(?:现在)?(?:改成|改为|换成)?让${PERSON_ZH}(?:来)?(?:看|过目|审|审核|把关|确认)了$`),
  // "小李接手了支付服务", "小李已经接管支付服务了"
  new RegExp(String.raw`^${PERSON_ZH}(?:已经)?(?:接手|接管|接过)了?${PART_ZH}(?:这块|那块)?了?$`),
  // "支付服务交接给小李了", "发版从小张交接给小刘了"
  new RegExp(String.raw`^${PART_ZH}(?:已经)?(?:从${PERSON_ZH})?(?:交接|转交|移交)给了?${PERSON_ZH}了?$`),
  // "下周开始搜索服务由 Lena 接手": a part taken over from a day on
  new RegExp(String.raw`^(?:从)?(?:下周[一二三四五日天]?|下个月|下个迭代|[\d一二三四五六七八九十]+号|月底)(?:开始|起)[，,]?\s*${PART_ZH}(?:由|归)${PERSON_ZH}(?:来)?(?:接手|接管|负责|管)了?$`),
  // "新的技术负责人是小刘", "小刘是我们新的组长"
  new RegExp(String.raw`^新(?:的|来的)?${ROLE_ZH}是${PERSON_ZH}$|^${PERSON_ZH}是(?:我们)?(?:的)?新(?:的|来的)?${ROLE_ZH}$`),
];
/** What goes to the new holder: "设计文档的问题发给她", "review 找他". */
const SEND_THEM_ZH = /^[^，,。]{0,12}(?:发给|找|问|交给|转给)(?:他|她|他们)$/;
const LEFT_ZH = new RegExp(String.raw`^${PERSON_ZH}(?:已经)?(?:离职|走|调走|转岗|调去别的组|去别的组|换组|调岗|休假|休产假)了$`);

/** A handover in Chinese, alone or beside who left ("支付服务现在是小李负责，小王调走了"). */
export function handoverZh(said: string): boolean {
  const s = said.trim().replace(/[。！!]+$/, '');
  if (HANDOVER_ZH.some((re) => re.test(s))) return true;
  const clauses = s.split(/[，,；;]\s*/);
  // (and what goes to them: "…，设计文档的问题发给她")
  return clauses.length === 2 && ((HANDOVER_ZH.some((re) => re.test(clauses[0]!)) && (LEFT_ZH.test(clauses[1]!) || SEND_THEM_ZH.test(clauses[1]!))) || (LEFT_ZH.test(clauses[0]!) && HANDOVER_ZH.some((re) => re.test(clauses[1]!))));
}

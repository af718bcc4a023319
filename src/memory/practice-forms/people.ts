// Ways of working — who does, checks or signs off a kind of work: whom to ask first, who reviews before it ships,
// whose approval a change waits for, whom every change of a kind passes, the one person or the kind of professional
// who does all of it, who acts when the user runs late, the only hands a step is done by, the list a stand-in comes
// from, whom the firm acts for, which source wins, the notice whom the work touches gets. Read by practice-forms
// (teamPractice), which keeps the sentence when any form of any theme reads it.
import { MONTH } from '../statement-text.js';

/** "ask Kenji before any schema change on the ledger", "check with the data team before every backfill": whom a kind of change goes past first (a name by its capital). */
const ASK_SOMEONE_FIRST =
  /^(?:please\s+)?(?:always\s+)?(?:ask|ping|check with|talk to|loop in)\s+(?:(?=[A-Z])[\w-]+|the\s+(?:[\w-]+\s+)?(?:team|lead|dba|pm|owner|owners))\s+(?:first\s+)?before\s+(?:any|every|all|each)\s+(?!of\b)[\w-]+/;

/**
 * "copy is reviewed by Lea before anything user-facing ships, tag her on the PR": who checks a kind of work
 * before it goes out (a name, capitalised, titled or not; not "the PR is reviewed by Lea before it merges", one PR).
 */
const CHECKED_BY_SOMEONE_BEFORE =
  /^(?:[Aa]ll\s+)?(?!(?:[Tt]his|[Tt]hat|[Tt]he|[Ii]t|[Mm]y|[Yy]our)\b)[A-Za-z][\w-]*(?:\s+[a-z][\w-]*){0,3}\s+(?:is|are|gets?|has to be|have to be|must be|needs? to be)\s+(?:reviewed|approved|signed off|checked|proofread|proof-read)\s+by\s+(?:(?:Dr|Prof|Mr|Mrs|Ms)\.?\s+)?\p{Lu}[\w-]+(?:\s+(?:from|in|on)\s+[\w -]{2,20}?)?\s+before\s+(?:anything|any|every|each)\b/u;

/**
 * "Helen signs off on the forecast before it goes to the board", "feature branches get a vercel preview, Lea from marketing
 * checks copy there before merge": who checks a kind of work, by a person's name, each time before it goes out or merges
 * (not "Lea checks it before merge", the one at hand; a team by its letters is a practice of the project: "QA signs off …").
 */
const CHECKED_BY_NAME_BEFORE_IT_GOES =
  /^(?:[^,;]{3,60},\s+)?(?!(?:Someone|Somebody|Nobody|Everyone|Everybody|Anyone|Anybody|Who)\b)\p{Lu}[\p{Ll}'-]+(?:\s+from\s+[\w-]+)?\s+(?:signs off on|approves|reviews|checks|proofreads|tests|has to approve|must approve|needs to approve)\s+(?:(?:the|all|every|each|any|our)\s+)?(?!(?:it|this|that|them|these|those)\b)[\w\s-]{2,40}?(?:\s+there)?\s+before\s+(?:(?:it|they)\s+(?:goes|go|ships?|merges|is sent|are sent|is published|are published|is released|are released|gets? sent)|we\s+(?:tag|release|ship|merge|publish)\s+(?:it|them)|merge|merging|release|releasing|deploy|deploying)\b/u;

/** "applies need an approval from someone on the platform team": whose yes a kind of change waits for (in a later clause too). */
const APPROVED_BY_A_TEAM =
  /(?:^|,\s+)(?![^,;]*\b(?:today|now|this|anymore)\b)(?:all\s+|the\s+|our\s+)?(?:[\w-]+\s+)?(?:applies|deploys|releases|merges|prs|pull requests|changes|migrations|plans|rollouts)\s+(?:need|require|must have|get)\s+(?:an?\s+)?(?:approval|sign-?off|review|ok|thumbs up)\s+(?:from|by)\s+(?:someone\s+(?:on|in|from)\s+)?(?:the\s+|our\s+)?(?!(?:me|you|it)\b)[\w-]+(?:\s+[\w-]+)?/i;

/** "any finding rated high gets a ticket in the SEC project within a day": what every one of a kind gets, and how soon. */
const EVERY_ONE_GETS_WITHIN =
  /^(?:(?:any|every|each|all)\s+(?!(?:time|day|one of (?:them|these|those))\b)(?:[\w-]+\s+){0,3}?[\w-]+(?:\s+(?:rated|marked|labell?ed|tagged|flagged|classified)\s+(?:as\s+)?[\w-]+)?|(?:[\w-]+\s+)?(?:customers|users|clients|tickets|bugs|incidents|requests|issues|prs|pull requests|orders|applications|patients|leads|complaints)(?:\s+(?:rated|marked|labell?ed|tagged|flagged|classified)\s+(?:as\s+)?[\w-]+)?)\s+(?:gets?|needs?|must get|has to get|should get)\s+(?:a|an)\s+[^,;]{2,50}?\s+within\s+(?:a|an|one|two|three|\d+)\s+(?:minutes?|hours?|days?|business (?:days?|hours?)|working (?:days?|hours?)|weeks?)\b(?![^,;]*\b(?:this|now|today)\b)/i;

/** "clients get a 24 hour heads-up before any plugin update on their site": the notice whom the work touches gets before every change of a kind. */
const NOTICE_BEFORE_ANY =
  /^(?:the\s+|our\s+|all\s+)?(?:[\w-]+\s+)?(?:clients|customers|users|tenants|teams|stakeholders|support|ops|on-?call|partners)\s+(?:always\s+)?(?:get|need|must get|are given|receive|should get)\s+(?:a|an|at least a|at least an)\s+(?:\d+|one|two|three|a few)[\s-]*(?:hours?|days?|weeks?|h|d)\s+(?:heads-?up|notice|warning|notification)\s+before\s+(?:any|every|each|a)\s+\S/i;

/** "we act for the landlord in the Harcourt matter": whom the firm acts for in a matter (a name, by its capital). */
const WE_ACT_FOR =
  /^we\s+(?:act|are acting|represent)\s+(?:for\s+)?(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:in|on)\s+(?:the\s+)?[A-Z][\w-]+(?:\s+[A-Z][\w-]+)?\s+(?:matter|case|claim|dispute|transaction|deal|litigation|appeal|arbitration)\b/;

/** "discounts over 10% need Priya's approval": who approves every one of a kind past a size (a name, by its capital). */
const PAST_A_SIZE_APPROVED_BY =
  /^(?:[Aa]ll\s+|[Aa]ny\s+)?[a-z][\w-]*\s+(?:over|above|of more than|bigger than|larger than)\s+[$€£]?\d[\d,.]*\s*(?:%|k\b|[a-z]+\b)?\s*(?:need|needs|require|requires|must get|have to get)\s+(?:[A-Z][a-z]+'s|the\s+[\w-]+(?:\s+[\w-]+)?(?:'s)?)\s+(?:approval|sign-off|ok|okay|review)\b/;

/** "anything mentioning a data breach goes straight to security@": where every message of a kind is sent. */
const ANYTHING_ABOUT_GOES_TO =
  /^(?:anything|any\s+(?:ticket|email|message|request|report)s?)\s+(?:mentioning|about|that mentions|involving|related to)\s+[^,;]{2,40}?\s+(?:goes|go|gets sent|is sent|gets forwarded|is forwarded|is escalated|gets escalated)\s+(?:straight\s+|directly\s+)?to\s+\S/i;

/** "the client's glossary wins over my own terms": which of two sources is followed when they differ (not "this one", "it"). */
const ONE_WINS_OVER =
  /^(?!(?:it|this|that|these|those|he|she|they|i|you)\b)(?:the\s+|our\s+|my\s+)?(?:[\w'-]+\s+){0,2}[\w-]+\s+(?:always\s+)?(?:wins|win|takes\s+precedence|take\s+precedence|overrides|override|trumps|trump|beats|beat)\s+over\s+(?:the\s+|my\s+|our\s+|their\s+|any\s+|your\s+)?(?:own\s+)?(?!(?:it|this|that|them)\b)[\w-]+(?:\s+[\w-]+){0,2}(?:\s+(?:when|if|whenever)\s+they\s+(?:differ|disagree|conflict|clash))?(?:\s*,\s+(?:even|always|every\s+time)\b[^;]{0,60})?[.!]*$/i;

/** "anything mentioning a competitor gets signed off by Ruth first": who a kind of content goes past, by name (read case-sensitively for the name). */
const ANYTHING_ABOUT_SIGNED_BY =
  /^(?:[Aa]nything|[Ee]verything|[Aa]ll\s+\w+|[Ee]very\s+\w+)\s+(?:mentioning|about|touching|that\s+mentions|involving|naming)\s+[^,;]{2,40}?\s+(?:gets|is|must\s+be|has\s+to\s+be|needs\s+to\s+be)\s+(?:signed\s+off|approved|checked|reviewed|seen|read)\s+by\s+\p{Lu}[\p{L}'-]+/u;

/** "we don't euthanise without the owner's signed consent form": what the team never does without a sign-off or a form. */
const NEVER_WITHOUT_A_SIGN_OFF =
  /^we\s+(?:never|don'?t|do\s+not)\s+[a-z]+(?:\s+[\w-]+)?\s+without\s+(?:a|an|the|their|our)?\s*(?:[\w'-]+\s+){0,3}(?:consent|permission|approval|sign-?off|signature|form|review|ticket|quote|deposit|contract|agreement|estimate)\b/i;

/** "the boiler in flat 3 is serviced by Gas Safe Gary every October": who sees to a fixed thing, and when each year. */
const SEEN_TO_BY_SOMEONE_EACH = new RegExp(
  String.raw`^(?:the|our)\s+(?!(?:build|server|site|app|bug|test|page|error|meeting)\b)[\w-]+(?:\s+(?:in|at|on|for)\s+(?:flat|unit|room|house|block|the)\s+[\w-]+)?\s+(?:is|are|gets?)\s+(?:serviced|checked|inspected|cleaned|swept|tested|maintained|descaled|pumped|emptied)\s+by\s+[^,;]{2,30}?\s+(?:every|each|once\s+a)\s+(?:${MONTH}|year|spring|summer|autumn|fall|winter|month|quarter)\b`,
  'i',
);

/** "legal documents are always translated by a sworn translator": the kind of professional a kind of work always goes to. */
const DONE_BY_A_ROLE =
  /^(?:all\s+|our\s+)?(?:[\w-]+\s+)?(?:documents|contracts|texts|files|reports|invoices|translations|articles|letters|claims|returns|accounts|designs|drawings|plans|certificates|prescriptions|surveys|valuations|audits)\s+(?:are|get)\s+(?:always\s+)?(?:[a-z]+ed|done|written|drawn|signed)\s+by\s+(?:a|an|our)\s+(?:[\w-]+\s+)?(?:translator|lawyer|solicitor|accountant|engineer|doctor|vet|pharmacist|editor|architect|surveyor|notary|partner|specialist|auditor|electrician|plumber|native\s+speaker)\b/i;

/** "Kasia proofreads everything going into Polish": the one person who does every piece of a kind. */
const ONE_PERSON_DOES_ALL_OF =
  /^\p{Lu}[\p{L}'-]+\s+(?:proofreads|checks|reviews|approves|edits|handles|translates|answers|signs\s+off)\s+(?:everything|all\s+(?:the\s+)?[\w-]+s?|every\s+[\w-]+)\s+(?:going\s+(?:into|to|out\s+to)|that\s+goes\s+(?:into|to|out\s+to)|in|for|from|about)\s+\S/u;

/** "nothing goes to a client without a second pair of eyes": the check nothing leaves without. */
const NOTHING_LEAVES_WITHOUT =
  /^nothing\s+(?:goes|is\s+sent|gets\s+sent|leaves|ships|is\s+published|gets\s+published)\s+(?:out\s+|live\s+)?(?:to\s+(?:a|the|any)\s+[\w-]+\s+)?without\s+(?:a|an|the)?\s*(?:second\s+pair\s+of\s+eyes|second\s+read|review|proofread|sign-?off|check|approval|[\w'-]+\s+(?:review|check|read|proofread|sign-?off))\b/i;

/** "HMRC duty returns are done by Imogen on the 15th": who does a kind of the books (read case-sensitively for the name). */
const BOOKS_DONE_BY =
  /^(?:[Tt]he\s+|[Oo]ur\s+)?(?:[\w-]+\s+){0,2}(?:returns|accounts|books|payroll|invoicing|invoices|rotas?|timesheets|reconciliations?|stocktakes?|filings?)\s+(?:is|are|get|gets)\s+(?:always\s+)?(?:done|filed|run|handled|prepared|submitted|sorted)\s+by\s+\p{Lu}[\p{L}'-]+/u;

/** "if I'm more than ten minutes late, the school office rings the parents": who acts when the user runs late. */
const WHO_ACTS_WHEN_LATE =
  /^if\s+(?:i'?m|i\s+am|we'?re|we\s+are|the\s+[\w-]+\s+is)\s+(?:ever\s+)?(?:more\s+than\s+|over\s+)?(?:\d+|five|ten|fifteen|twenty|thirty)\s+(?:minutes?|mins?|hours?)\s+late\s*,\s+(?:the\s+)?[\w\s-]{2,30}?\s+(?:rings|calls|texts|emails|tells|contacts|messages)\s+(?:the\s+)?[\w-]+/i;

/** "the kiln is only loaded by Hana or me, members leave their pieces on the green shelf": the only hands a step is done by. */
const ONLY_DONE_BY = new RegExp(
  String.raw`^(?:the|our)\s+(?:[\w-]+\s+){0,2}[\w-]+\s+(?:is|are)\s+only\s+(?:ever\s+)?(?:\w+ed|run|done|set|shut|driven|taken|kept|held|written|sent)\s+by\s+(?:\p{Lu}[\p{L}'-]+|me|the\s+[\w-]+(?:\s+[\w-]+)?)(?:\s+(?:or|and)\s+(?:\p{Lu}[\p{L}'-]+|me|myself|the\s+[\w-]+))?(?:[,;]\s+(?!(?:can|could|please|so|but|i|you)\b)[^,;?]{3,80})?[.!]*$`,
  'iu',
);

/** "subs have to be on the approved list, Noor picks them herself": the list a kind of stand-in must come from, and who picks them. */
const FROM_THE_APPROVED_LIST =
  /^(?:[\w-]+\s+)?[\w-]+s\s+(?:have|has|need|needs)\s+to\s+be\s+on\s+(?:the|our)\s+(?:[\w-]+\s+)?(?:approved|preferred|vetted|agreed|whitelisted|allowed)\s+(?:list|register|roster|panel)\b(?:,\s+(?:[\w-]+|the\s+[\w-]+)\s+(?:picks?|chooses?|approves?|vets?|signs?\s+off\s+on)\s+(?:them|those|each\s+one)(?:\s+(?:herself|himself|themselves|myself))?)?[.!]*$/i;

/** "copy changes go through Dana on the content team": whom every change of a kind passes (a name, by its capital, or a team). */
const CHANGES_GO_THROUGH =
  /^(?:[Aa]ll\s+|[Aa]ny\s+)?(?:(?!(?:my|your|these|those|his|her|their)\b)[\p{Ll}-]+\s+)?(?:changes|edits|prs|PRs|pull requests|releases|migrations|deploys|designs|texts|copy)\s+(?:go|have to go|must go|need to go|should go)\s+through\s+(?:(?!(?:I|You|We|It|This|That|CI|QA)\b)\p{Lu}[\p{L}'-]+|the\s+[\p{Ll}-]+\s+team)\b(?![^,;]*\b(?:today|now|this week|first this time)\b)/u;

/** "the waiting list goes strictly by date of application, no jumping for committee members": the one order a list or a queue keeps. */
const A_LIST_GOES_BY =
  /^(?![^,;]*\b(?:today|now|again|this\s+(?:week|time))\b)(?:the\s+|our\s+)?(?:waiting\s+list|wait\s+list|waitlist|queue|rota|allocation)\s+(?:always\s+)?(?:goes|runs|is\s+allocated|is\s+kept)\s+(?:strictly\s+)?(?:by|in\s+order\s+of)\s+[\w\s'-]{3,30}?(?:,\s+(?:no|nobody|no\s+one)\s+[\w\s-]{3,40})?[.!]*$/i;

/** "half plots go to new members first so they can see if they'll manage": whom a kind of thing goes to first. */
const GOES_FIRST_TO =
  /^(?:[\w-]+\s+)?[\w-]+s\s+(?:always\s+)?go\s+to\s+(?:new|existing|returning|older|local|regular|long-standing|paying|founding|senior|junior)\s+[\w-]+s\s+first\b(?:\s*,?\s*(?:so|because|since)\s+[^;?]{3,60})?[.!]*$/i;

/** "new members always start on a half plot for their first year": where a newcomer always starts (not "new hires start on Monday"). */
const NEWCOMERS_START_ON =
  /^(?=[^,;]*\b(?:always|their\s+first)\b)(?:new|first-time|beginner|junior|trainee)\s+[\w-]+s\s+(?:always\s+)?start\s+(?:on|with|in|at)\s+(?:a|an|the)\s+[\w\s-]{2,30}?(?:\s+(?:for|in)\s+their\s+first\s+(?:year|month|week|term|season|few\s+[\w-]+))?[.!]*$/i;

/** "swimmers move up a squad only after two sessions watched by me": what a step up waits for. */
const MOVE_UP_ONLY_AFTER =
  /^(?=[^,;]*\bonly\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:only\s+)?(?:move\s+up|go\s+up|progress|are\s+promoted|get\s+promoted|graduate|move\s+on)\s+(?:a\s+|to\s+(?:the\s+)?next\s+)?(?:[\w-]+\s+)?(?:only\s+)?(?:after|once|when)\s+(?![^,;?]*\b(?:today|tomorrow|this\s+week)\b)[^,;?]{3,50}[.!]*$/i;

/** "Olu coaches the development squad, anything about their sets goes through him": who runs a part, and that all of it goes through them (read case-sensitively for the name). */
const RUNS_IT_ALL_THROUGH =
  /^\p{Lu}[\p{Ll}'-]+\s+(?:coaches|teaches|runs|leads|trains|manages|looks\s+after|takes|handles)\s+the\s+[\w\s'-]{2,30}?,\s+(?:anything|everything|all)\s+(?:about|to\s+do\s+with|for|involving|on)\s+[^,;?]{2,30}?\s+(?:goes|go|has\s+to\s+go|must\s+go)\s+(?:through|past|via|to)\s+(?:him|her|them)\b[.!]*$/u;

/** "volunteers don't handle adult badgers, only Sian and Rob do": what a kind of helper never does, and the only hands that do (read case-sensitively for the names). */
const ONLY_THESE_HANDS =
  /^(?:[\w-]+\s+)?[\w-]+s\s+(?:don'?t|do\s+not|never|can'?t)\s+[\w-]+\s+[^,;?]{2,30},\s+only\s+\p{Lu}[\p{L}'-]+(?:\s+(?:and|or|&)\s+\p{Lu}[\p{L}'-]+)?\s+(?:do|does|can|may)\b[.!]*$/u;

/** "kit is washed by whichever family takes the bag home, we rotate alphabetically": a chore that goes round, and how. */
const DONE_BY_WHICHEVER =
  /^(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:is|are)\s+(?:always\s+)?(?:washed|done|cleaned|brought|made|cooked|driven|hosted|bought)\s+by\s+whichever\s+[^,;?]{3,40}(?:,\s+we\s+(?:rotate|take\s+turns|go\s+round)\b[^,;?]{0,30})?[.!]*$/i;

/** "new players train for two weeks before they're picked for a match": how long a newcomer trains before the first real turn. */
const NEWCOMERS_TRAIN_BEFORE =
  /^(?:new|first-time|trial)\s+[\w-]+s\s+(?:always\s+)?(?:train|practise|practice|shadow|work)\s+for\s+(?:a|one|two|three|four|six|\d+)\s+(?:weeks?|sessions?|days?|months?|shifts?)\s+before\s+(?:they'?re|they\s+are|they\s+get|being)\s+[\w-]+\b[^,;?]{0,30}[.!]*$/i;

/**
 * "every pupil does a mock test in the week before the real one", "every diver does a buddy check before they get in
 * the water": what every one of a kind does before the step it is there for.
 */
const EVERY_ONE_DOES_BEFORE_THE_REAL_ONE =
  /^every\s+(?:pupil|student|learner|trainee|candidate|apprentice|new\s+starter|newcomer|player|member|client|patient|runner|swimmer|rider|diver|climber)\s+(?:does|takes|has|gets|sits|goes\s+through)\s+(?:a|an|the|one)\s+[^,;?]{2,30}?\s+(?:(?:in|on)\s+the\s+(?:week|day|month|fortnight|night)\s+)?before\s+(?:(?:the|their|his|her)\s+[^,;?]{2,30}|(?:they|he|she)\s+[\w-]+\b[^,;?]{0,30})[.!]*$/i;

/** "new members sit in on two rehearsals before they audition": what every newcomer does first, and before what. */
const NEWCOMERS_FIRST_DO =
  /^new\s+(?:members|players|starters|joiners|volunteers|recruits|singers|staff|hires|drivers|pupils|students|riders|climbers)\s+(?:sit\s+in\s+on|shadow|attend|watch|do|train\s+for|come\s+to|observe|spend)\s+(?:\d+|one|two|three|four|a\s+few|a\s+couple\s+of)\s+[\w-]+(?:\s+[\w-]+)?\s+before\s+(?:they|they'?re|they\s+are)\s+[^,;?]{2,30}(?:,\s+[^;?]{3,60})?[.!]*$/i;

/** Every form of this theme. */
export const PEOPLE_WAYS = [NEWCOMERS_FIRST_DO, EVERY_ONE_DOES_BEFORE_THE_REAL_ONE, DONE_BY_WHICHEVER, NEWCOMERS_TRAIN_BEFORE, ONLY_THESE_HANDS, MOVE_UP_ONLY_AFTER, RUNS_IT_ALL_THROUGH, NEWCOMERS_START_ON, GOES_FIRST_TO, A_LIST_GOES_BY, ASK_SOMEONE_FIRST, CHECKED_BY_SOMEONE_BEFORE, CHECKED_BY_NAME_BEFORE_IT_GOES, APPROVED_BY_A_TEAM, EVERY_ONE_GETS_WITHIN, NOTICE_BEFORE_ANY, WE_ACT_FOR, PAST_A_SIZE_APPROVED_BY, ANYTHING_ABOUT_GOES_TO, ONE_WINS_OVER, ANYTHING_ABOUT_SIGNED_BY, NEVER_WITHOUT_A_SIGN_OFF, SEEN_TO_BY_SOMEONE_EACH, DONE_BY_A_ROLE, ONE_PERSON_DOES_ALL_OF, NOTHING_LEAVES_WITHOUT, BOOKS_DONE_BY, WHO_ACTS_WHEN_LATE, ONLY_DONE_BY, FROM_THE_APPROVED_LIST, CHANGES_GO_THROUGH];

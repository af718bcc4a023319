// Ways of working — how a kind of writing, record or message is made: where it goes and by when, what every branch or
// title carries, the house look, source and variety of English, how replies are signed and in which language, how a
// piece opens, what every one lists or is given or tagged with, the units and the pen, where records go, when a kind
// of message goes out, the floor every piece is held to. Read by practice-forms (teamPractice), which keeps the
// sentence when any form of any theme reads it.

/** "findings go in the report template in templates/report.md, severities are CVSS 3.1": where a kind of writing goes, by the file it goes into. */
const WRITING_GOES_IN =
  /^(?:all\s+|new\s+)?(?:findings|reports|write-?ups|results|screenshots|notes|minutes|postmortems|post-mortems|adrs|decisions)\s+(?:go|goes|belong)\s+(?:in|into)\s+(?:the\s+|our\s+)?[\w -]{2,30}?\s+(?:in|at|under)\s+\S*[/.]\S*(?:[,;]\s+[^,;]{3,60})?[.!]*$/i;

/** "postmortems are blameless and due within 5 business days", "design docs are due before the sprint starts": how the team's writing of a kind is done, and by when. */
const BY_WHEN = String.raw`(?:within|before|by)\s+(?!(?:today|tomorrow|tonight|this|next|eod|end of (?:the\s+)?(?:day|week)|monday|tuesday|wednesday|thursday|friday)\b)[^,;.!]{2,40}`;
const WRITING_DUE = new RegExp(
  String.raw`^(?:all\s+|our\s+)?(?:postmortems|post-mortems|incident (?:reports|reviews|write-?ups)|design docs|rfcs|adrs|status updates|weekly updates|timesheets|sprint reports)\s+(?:are|must be|have to be|should be)\s+(?:blameless(?:\s+and\s+(?:due\s+)?${BY_WHEN})?|(?:(?:written|shared|posted|filed|published|reviewed)\s+(?:and\s+)?)?(?:due\s+)?${BY_WHEN})[.!]*$`,
  'i',
);

/** "ticket numbers go in the branch name, like ABC-123-short-desc": what every branch, commit or PR title carries. */
const REFS_GO_IN =
  /^(?:the\s+)?(?:ticket|issue|jira|story|linear)\s+(?:numbers?|ids?|keys?|refs?|references?)\s+(?:always\s+)?(?:go|goes|belong|must go|have to go|need to go)\s+(?:in|into)\s+(?:the\s+|every\s+|each\s+)?(?:branch(?:\s+names?)?|commit(?:\s+messages?)?|pr\s+(?:titles?|descriptions?)|titles?)\b/i;

/** "plots go in the house palette, navy and orange": the look every one of a kind of output keeps to (not "this chart uses the house palette"). */
const IN_THE_HOUSE_LOOK =
  /^(?:all\s+|our\s+|the\s+)?(?:[\w-]+\s+)?(?:plots|charts|graphs|figures|slides|decks|diagrams|dashboards|reports|emails|newsletters|visuals|screenshots|thumbnails|posters|invoices)\s+(?:always\s+)?(?:go in|use|follow|stick to|are in|are done in|are made in|keep to)\s+(?:the|our)\s+(?:house|brand|company|team|corporate|in-house)\s+(?:palette|colou?rs|colou?r scheme|style|template|theme|fonts?|typeface|look)\b/i;

/** "log my weight in kilos, not pounds": the unit a kind of number is always given in (not "show this one in kg"). */
const IN_THESE_UNITS =
  /^(?:please\s+)?(?:always\s+)?(?:log|record|track|show|give|write|measure|keep|report|put|list)\s+(?:my|all|our|every|any)\s+(?:[\w-]+\s+){0,2}?(?:in|as)\s+(?:kilos|kg|kilograms|pounds|lbs|stone|miles|km|kilometres|kilometers|celsius|fahrenheit|°c|°f|metric|imperial|litres|liters|gallons|grams|ounces|oz|min\/km|minutes per (?:km|mile)|24-hour time|24h|local time|utc)\b(?![^,;]*\b(?:this time|for now|today)\b)/i;

/** "marking goes in green pen at our school": the colour a kind of written feedback is in (a school's house rule). */
const IN_A_COLOURED_PEN =
  /^(?:all\s+|our\s+)?(?:marking|feedback|corrections|comments|annotations|teacher comments|responses)\s+(?:always\s+)?(?:goes|go|is done|are done|is written|are written|is|are)\s+in\s+(?:green|red|purple|blue|black|pink|orange)\s+(?:pen|ink|pencil)\b/i;

/** "contracts follow the firm's precedent bank": the house source every document of a kind starts from. */
const FROM_THE_HOUSE_SOURCE =
  /^(?:all\s+|our\s+)?(?:contracts|letters|agreements|documents|drafts|pleadings|briefs|proposals|reports|invoices|quotes|offers|slides|decks)\s+(?:always\s+)?(?:follow|start from|are based on|use|come from|are built from)\s+(?:the|our)\s+(?:firm'?s|company'?s|team'?s|house|agency'?s|practice'?s|department'?s)\s+(?!(?:it|this|that)\b)[\w\s-]{2,30}/i;

/** "UK English and the firm's citation style, OSCOLA": the language variety every document is in, said bare. */
const A_VARIETY_OF_ENGLISH =
  /^(?:UK|US|British|American|Australian|Canadian|Irish|New Zealand)\s+(?:English|spelling)(?:\s+(?:throughout|everywhere|always|only))?(?:\s*(?:,|and)\s+[^?]{3,60})?$/i;

/** "every resource gets the cost-center and owner tags": the tags, labels or headers every one of a kind carries. */
const EVERY_ONE_TAGGED =
  /^(?:every|each|all|any)\s+(?:new\s+)?(?:[\w-]+\s+)?(?:resources?|buckets?|services?|instances?|vms?|repos?|repositories|tables?|files?|pages?|endpoints?|components?|images?|containers?|pods?|lambdas?|functions?|queues?|topics?|projects?|dashboards?|alerts?)\s+(?:gets?|needs?|has|must have|carries|carry)\s+(?:the\s+|a\s+|an\s+|its\s+|their\s+)?[\w\s,-]{2,40}?\s+(?:tags?|labels?|owners?|headers?|prefix|suffix|license header|codeowners entry|annotations?)\b/i;

/** "sign off as "The Fernly team"": how every reply is signed. */
const SIGNED_AS = /^(?:always\s+)?sign\s+(?:off|emails|replies|messages|letters)\s+(?:as|with)\s+(?!(?:it|this|that)\b)\S/i;

/** "German customers get replies in German": the language a kind of customer is answered in. */
const ANSWERED_IN_THEIR_LANGUAGE =
  /^(?:[A-Z][a-z]+(?:-speaking)?|[a-z]+-speaking)\s+(?:customers|users|clients|visitors|members|students|parents)\s+(?:get|receive)\s+(?:replies|answers|emails|support|responses|invoices)\s+in\s+[A-Z][a-z]+/;

/** "show notes always open with the guest's name and title, then three bullet takeaways": how every piece of a kind of writing opens or ends (a kind in the plural, or "every …"; not "the email starts with a typo"). */
const WRITING_OPENS_WITH =
  /^(?:(?:all|our)\s+|(?:every|each)\s+(?=[\w-]+(?:\s+[\w-]+)?\s+(?:always\s+)?(?:opens|starts|begins|leads|ends|closes|finishes)\b))?(?!(?:this|that|these|those|your|his|her|their|its|the|my)\s+(?![^;]*\balways\b))(?:(?:the|my)\s+)?(?:[\w-]+\s+)?(?:show\s+notes|notes|emails?|newsletters?|posts?|episodes?|chapters?|reports?|release\s+notes|cover\s+letters?|intros?|outros?|threads?|captions?|slides?|decks?|abstracts?|summaries|summary|memos?|briefs?|letters?|lessons?|worksheets?|scripts?|videos?|papers?|articles?|essays?|changelogs?|announcements?|invitations?|proposals?|pitches|pitch|handovers?|minutes|agendas?|replies|reply|answers?|messages?|descriptions?|listings?)\s+(?:always\s+)?(?:opens?|starts?|begins?|leads?|ends?|closes?|finish(?:es)?)\s+(?:off\s+)?with\s+(?!(?:it|this|that|them|a\s+typo|an?\s+error|the\s+same\s+typo)\b)\S[^;]{2,110}$/i;

/** "every dish on the menu lists the 14 allergens, it's the law here": what every one of a kind carries, by law. */
const EVERY_ONE_BY_LAW =
  /^(?:every|each|all)\s+[^,;]{3,70},\s+(?:it'?s|that'?s|it\s+is|this\s+is)\s+(?:the\s+law|required\s+by\s+law|a\s+legal\s+requirement|law|mandatory)(?:\s+(?:here|in\s+[\w ]{2,20}))?[.!]*$/i;

/** "we use n=3 biological replicates minimum, reviewers bounce anything less": the floor the team holds every piece of work to. */
const A_FLOOR_WE_HOLD =
  /^(?:we|i)\s+(?:always\s+)?(?:use|run|do|need|want|take|require|keep|collect|get|test|sample|measure|record)\s+(?:(?:at\s+least|a\s+minimum\s+of|no\s+fewer\s+than|no\s+less\s+than)\s+(?:n\s*=\s*)?[\w.]+\s+[^,;]{2,40}|(?:n\s*=\s*)?(?:\d+|two|three|four|five|six|ten)\s+[^,;]{2,40}?\s+(?:minimum|at\s+(?:a\s+)?minimum|at\s+the\s+very\s+least|at\s+least))(?:\s+per\s+[\w-]+)?(?:\s*[,;]\s+(?!(?:but|for\s+now|today|this\s+time)\b)\S[^;]{3,80})?[.!]*$/i;

/** "every finding gets a CVSS score and an owner before it goes in the report": what every one of a kind is given, each time (not "every time", "every day"). */
const EVERY_ONE_GIVEN =
  /^(?:every|each)\s+(?:new\s+)?(?!(?:time|day|morning|night|week|month|year|one|single|other|now)\b)[\w-]+(?:\s+[\w-]+)?\s+(?:gets|is\s+given|is\s+assigned)\s+(?:a|an)\s+(?!(?:bit|lot|little|chance|look|bunch|couple|few|ton|load|handful|bug|error|crash|problem|issue|warning|failure|typo|mess|timeout|exception|500)\b)[^,;]{2,50}?(?:\s+(?:before|when|once)\s+(?:it|they)\s+(?:goes|go|is|are|gets|get|ships?|lands?|merges?|leaves?)\b[^,;]{0,40})?[.!]*$/i;

/** "recall letters go out six months after the last check-up, …": when a kind of message goes out, counted from an event. */
const GOES_OUT_AFTER =
  /^(?:the\s+|our\s+|all\s+)?(?:[\w-]+\s+)?(?:letters|reminders|emails|invoices|texts|messages|newsletters|notices|recalls|surveys|follow-?ups|statements)\s+(?:always\s+)?(?:go\s+out|are\s+sent|get\s+sent|are\s+posted)\s+(?:\w+\s+)?(?:\d+|one|two|three|four|six|twelve|a)\s+(?:days?|weeks?|months?|years?)\s+(?:after|before)\b/i;

/** "routes go on Komoot", "receipts go in Dext": where a kind of the group's records goes, by the tool's capital. */
const RECORDS_GO_ON_A_TOOL =
  /^(?:all\s+|our\s+|the\s+)?(?:routes|photos|results|minutes|receipts|invoices|recipes|scores|timesheets|rotas|schedules|fixtures|setlists|sign-?ups)\s+(?:always\s+)?go\s+(?:on|in|into|to)\s+(?:the\s+)?\p{Lu}[\p{L}\d.-]*/u;

/** "allergens are written on the board for every dish": what is shown for every item of a kind. */
const SHOWN_FOR_EVERY =
  /^(?:allergens|prices|ingredients|calories|sizes|origins|weights|ages)\s+(?:are|get)\s+(?:always\s+)?(?:written|listed|shown|marked|labelled|labeled|posted)\s+(?:on|in)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+for\s+(?:every|each|all)\b/i;

/** Every form of this theme. */
export const WRITING_WAYS = [WRITING_GOES_IN, WRITING_DUE, REFS_GO_IN, IN_THE_HOUSE_LOOK, IN_THESE_UNITS, IN_A_COLOURED_PEN, FROM_THE_HOUSE_SOURCE, A_VARIETY_OF_ENGLISH, EVERY_ONE_TAGGED, SIGNED_AS, ANSWERED_IN_THEIR_LANGUAGE, WRITING_OPENS_WITH, EVERY_ONE_BY_LAW, A_FLOOR_WE_HOLD, EVERY_ONE_GIVEN, GOES_OUT_AFTER, RECORDS_GO_ON_A_TOOL, SHOWN_FOR_EVERY];

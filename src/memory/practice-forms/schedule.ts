// Ways of working — when a kind of work is done: what the team does each cycle, the hours and windows of the day, a
// shift or a weekly meet, where a fixed step falls, when a period closes, the hours never worked, what is due before
// an event, the months a thing is had or never done, what is kept away from another by time, how soon a kind is seen
// to or delivered, when a client is seen again, how often a thing is changed, checked or read, the hour orders close,
// what happens by itself within a bound, how long an offer holds. Read by practice-forms (teamPractice), which keeps
// the sentence when any form of any theme reads it.
import { CLOCK_HOUR, MONTH, WEEKDAY } from '../statement-text.js';

/** "we cert with Nintendo every milestone", "we retrain the ranking model every Monday night": what the team does once a cycle (not what it did). */
const EVERY_CYCLE =
  /^we\s+(?:cert|certify|submit|run|do|hold|tag|branch|cut|publish|write|update|review|audit|test|bump|freeze|demo|ship|release|deploy|rotate|sign|notarize|translate|localize|regenerate|rebuild|refresh|archive|back up|load-test|pen-?test|retrain|reindex|recompute|re-?run|snapshot)\s+(?:[\w-]+\s+){0,4}every\s+(?:milestone|sprint|release|quarter|iteration|major release|launch|(?:other\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|month|night|morning)(?:\s+(?:night|morning|evening|afternoon))?)\b[.!]*$/i;
/** "silence alerts for at most 2 hours": how long a kind of thing may be held off, every time. */
const HELD_OFF_AT_MOST =
  /^(?:please\s+)?(?:only\s+)?(?:silence|mute|snooze|pause|suspend|disable|lock|freeze|ack(?:nowledge)?)\s+(?:an?\s+|the\s+|all\s+|any\s+)?(?:[\w-]+\s+)?[\w-]+s\s+for\s+(?:at most|no more than|max(?:imum)?|up to)\s+(?:\d+|one|two|three|four|a few)\s*(?:minutes?|mins?|hours?|h|days?)\b(?![^,;]*\b(?:today|tonight|now|this)\b)/i;
/** "testing window is 22:00 to 06:00 UTC, no scans outside it": the hours a kind of work may be done in. */
const A_WINDOW_OF_HOURS =
  /^(?:the\s+|our\s+)?(?:[\w-]+\s+){0,2}window\s+is\s+(?:from\s+)?\d{1,2}(?::\d{2})?\s*(?:am|pm)?\s*(?:to|-|–|until)\s*\d{1,2}(?::\d{2})?\s*(?:am|pm)?(?:\s+(?:utc|gmt|cet|cest|pst|pdt|est|edt|local(?:\s+time)?))?(?![^,;]*\b(?:today|tonight|this|now)\b)/i;

/** "no sprints the day after a long run": a kind of work kept away from another, by a time between (not "no sprints today"). */
const NONE_CLOSE_TO_ANOTHER =
  /^no\s+(?!(?:more|need|worries|problem)\b)[\w-]+(?:\s+[\w-]+)?\s+(?:the\s+(?:day|night|week|morning)|within\s+(?:\d+|a|an|one|two|three|24|48)\s+(?:hours?|days?)|(?:\d+|one|two|three|24|48)\s+(?:hours?|days?))\s+(?:after|before)\s+(?:a|an|any|every|each)\s+[\w-]+/i;

/** "water before 9am or after 6pm": a kind of work kept to a window both sides of the day (not "run it after 6pm"). */
const IN_A_WINDOW_OF_THE_DAY =
  /^(?:please\s+)?(?:always\s+|only\s+)?(?!(?:run|do|send|call|ping|check|finish|merge|deploy|start)\b)[a-z]+\s+(?:only\s+)?(?:before|after)\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)\s+(?:or|and)\s+(?:before|after)\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)\b(?![^,;]*\b(?:today|tonight|tomorrow)\b)/i;

/** "refunds within 14 days are automatic": what happens to every one of a kind inside or past a bound, by itself. */
const AUTOMATIC_WITHIN =
  /^[\w-]+s\s+(?:within|under|over|after|before|older than|above|below)\s+[$€£]?\d[\d,.]*\s*[\w%]*\s+(?:are|is|get)\s+(?:automatic|manual|free|blocked|auto-approved|approved automatically|rejected automatically|reviewed by hand|flagged)\b/i;

/** "the Saturday shift runs 9 to 1 and needs at least six people": when a shift that comes back each week runs. */
const A_SHIFT_RUNS =
  /^(?:the\s+|our\s+)?(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|weekday)\s+)?(?:(?:morning|evening|night|early|late|day|afternoon)\s+)?(?<=\w\s)shifts?\s+(?:runs?|is|are|goes|go)\s+(?:from\s+)?\d{1,2}(?::\d\d)?\s*(?:am|pm)?\s*(?:to|till|until|-|–)\s*\d{1,2}/i;

/** "the Sunday club ride leaves the bandstand at 8:30 sharp, …": when and where a weekly meet starts. */
const A_WEEKLY_MEET_STARTS =
  /^(?:the\s+|our\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|weekday)(?:\s+[\w-]+)?\s+(?:ride|run|session|meet|meetup|practice|class|service|walk|game|training|rehearsal|swim|hike|match|club\s+ride|group\s+ride)\s+(?:always\s+)?(?:leaves|starts|meets|begins|kicks\s+off|sets\s+off)\s+(?:from\s+)?(?:[^,;]{0,40}?\s+)?at\s+\d{1,2}(?:[:.]\d\d)?/i;

/** "the café stop is always around halfway": where a fixed part of the work always falls. */
const ALWAYS_FALLS_AT =
  /^(?:the|our)\s+(?!(?:build|server|site|app|bug|test|page|error)\b)[\p{L}\d\s'-]{2,20}?\s+is\s+always\s+(?:around|at|near|by|before|after|halfway|in\s+the\s+middle)(?![\p{L}\d])/iu;

/** "month end closes on the fifth working day, …": when the books of a period close. */
const PERIOD_CLOSES =
  /^(?:the\s+)?(?:month[- ]end|quarter[- ]end|year[- ]end|the\s+books|payroll|the\s+ledger)\s+(?:always\s+)?(?:close|closes|runs?|is\s+done|happens|locks?)\s+(?:on|by)\s+(?:the\s+)?(?:\w+\s+)?(?:working|business)\s+day\b/i;

/** "the band never plays before 9pm", "we don't deliver after 6pm": the hour a kind of work never starts before or after. */
const NEVER_PAST_AN_HOUR =
  /^(?:we|the\s+[\w-]+|our\s+[\w-]+)\s+(?:never|don'?t|do\s+not|doesn'?t|does\s+not)\s+[a-z]+\s+(?:before|after|past)\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)\b/i;

/** "damp and mould get looked at within a week": how soon a kind of report is always seen to. */
const SEEN_TO_WITHIN =
  /^(?!(?:it|this|that|they|these|those)\b)[\w-]+(?:\s+(?:and|or)\s+[\w-]+)?(?:\s+(?:reports|complaints|repairs|issues|problems|requests))?\s+(?:always\s+)?(?:get|gets|are|is)\s+(?:looked\s+at|seen\s+to|fixed|repaired|answered|handled|dealt\s+with|sorted)\s+within\s+(?:a|an|one|two|three|\d+)\s+(?:hours?|days?|working\s+days?|business\s+days?|weeks?)\b(?![^,;]*\b(?:this|today)\b)/i;

/** "open water courses are four days, two pool and two sea": how long a kind of course always runs. */
const A_COURSE_RUNS =
  /^(?:the\s+|our\s+|all\s+)?(?:[\w-]+\s+){0,2}(?:courses|programmes|programs|bootcamps|workshops|retreats|camps|inductions|apprenticeships)\s+(?:are|last|run\s+for|take)\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?:full\s+)?(?:days|weeks|months|hours|sessions|evenings|weekends)\b(?![^,;]*\b(?:this|now)\b)/i;

/** "the fryer oil gets changed every two days", "horses are shod every six weeks": how often a thing that wears is seen to. */
const CHANGED_EVERY_SO_OFTEN =
  /^(?:the\s+)?(?:[\w-]+\s+){0,2}[\w-]+\s+(?:gets|is|are|get)\s+(?:changed|replaced|emptied|topped\s+up|restocked|descaled|sharpened|filtered|shod|trimmed|wormed|vaccinated|serviced|tuned|shorn|groomed|clipped)\s+every\s+(?:(?:two|three|four|five|six|seven|eight|nine|ten|twelve|\d+)\s+(?:days|weeks|months|hours|shifts|services)|other\s+(?:day|week)|day|morning|night|shift|service)\b(?![^,;]*\b(?:this|now|today)\b)/i;

/** "kegs go back to the pub on the Thursday run": which regular run a kind of thing goes out on. */
const ON_THE_REGULAR_RUN =
  /^(?:[\w-]+\s+)?[\w-]+s\s+(?:always\s+)?(?:go|get\s+sent|are\s+sent|get\s+delivered|are\s+delivered|go\s+back|go\s+out)\s+(?:back\s+)?(?:to\s+(?:the\s+)?[\w' -]{2,20}?\s+)?on\s+the\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|morning|evening|weekly|daily)\s+(?:run|round|drop|delivery|van|collection|post)\b/i;

/** "final numbers are due three weeks before the wedding": how long before an event a kind of thing is due. */
const DUE_BEFORE_THE_EVENT =
  /^(?:the\s+)?(?:final\s+)?(?:numbers|payments?|balances?|headcounts?|guest\s+lists?|menu\s+choices|choices|seating\s+plans?|forms|proofs|rooming\s+lists?)\s+(?:are|is)\s+(?:always\s+)?due\s+(?:\d+|one|two|three|four|five|six|seven|eight|ten|twelve|a)\s+(?:days?|weeks?|months?|working\s+days?)\s+(?:before|ahead\s+of)\s+(?:the|each|every|a|an)\s+[\w-]+/i;

/** "deliveries to the venue are before 10am": the hours a kind of drop always falls in. */
const DROPS_AT_AN_HOUR =
  /^(?:deliveries|collections|drop-?offs|pick-?ups|set-?ups|get-?ins|get-?outs)(?:\s+(?:to|from|at)\s+(?:the\s+)?[\w-]+)?\s+(?:are|happen)\s+(?:always\s+)?(?:before|after|by|between)\s+\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?(?![^,;]*\b(?:today|tomorrow|this)\b)/i;

/** "no peonies outside May to July": a thing had only in its months. */
const ONLY_IN_ITS_MONTHS = new RegExp(
  String.raw`^no\s+[\w-]+\s+outside\s+${MONTH}\s+(?:to|and|through|-|–)\s+${MONTH}\b`,
  'i',
);

/** "the walk-round check is done every morning before the first pickup": a check the work always opens or closes with. */
const A_CHECK_EVERY =
  /^(?:the|our)\s+(?:[\w-]+\s+){0,2}(?:check|checks|inspection|inspections|count|stocktake|handover|briefing|walk-?round|headcount|register|roll\s+call)\s+(?:is|are|gets?)\s+(?:always\s+)?(?:done|taken|run|held|carried\s+out)\s+(?:every|each)\s+(?:morning|evening|day|night|shift|session|trip|run|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b(?![^,;]*\b(?:this|now|today)\b)/i;

/** "quotes are valid for 30 days": how long a kind of offer holds. */
const VALID_FOR =
  /^(?:our\s+|all\s+)?(?:[\w-]+\s+)?(?:quotes|quotations|estimates|offers|vouchers|gift\s+cards|prices|passes|prescriptions)\s+(?:are|stay)\s+(?:only\s+)?valid\s+for\s+(?:\d+|one|two|three|six|twelve|thirty|ninety|a)\s+(?:days|weeks|months|years?)\b/i;

/** "no turf laying in July and August": a kind of work never done in its months. */
const NONE_IN_THOSE_MONTHS = new RegExp(
  String.raw`^no\s+[\w-]+(?:\s+[\w-]+)?\s+in\s+${MONTH}(?:\s+(?:and|or|to|through)\s+${MONTH})?\b`,
  'i',
);

/** "fight call always comes before the half": where a fixed step always falls in the run of the day. */
const ALWAYS_COMES_BEFORE =
  /^(?:the\s+)?(?!(?:it|this|that|he|she|they|bug|error|build)\b)[\w-]+(?:\s+[\w-]+)?\s+always\s+(?:comes|goes|happens|runs)\s+(?:before|after)\s+(?:the\s+)?[\w-]+/i;

/** "no mock test in the last week before the real one, it only rattles them": what is never done in a stretch before or after an event. */
const NONE_IN_THE_LAST_STRETCH =
  /^no\s+(?!(?:one|way|problem|worries|idea|need|rush|luck|change)\b)(?:[\w-]+\s+){0,3}?[\w-]+\s+(?:in|during|within)\s+the\s+(?:last|final|first)\s+(?:week|two weeks|fortnight|month|day|\d+\s+days|few\s+days|(?:24|48|72)\s+hours)\s+(?:before|after|of)\s+(?!(?:it|this|that)\b)[^,;]{2,40}(?:[,;]\s+[^,;]{3,60})?[.!]*$/i;

/** A stretch of time a thing is turned round in: "within six weeks", "within 48 hours". */
const WITHIN_A_STRETCH = String.raw`within\s+(?:a|an|one|two|three|four|five|six|seven|eight|ten|twelve|fourteen|thirty|\d+)\s+(?:hours?|days?|weeks?|months?|working\s+days|business\s+days)`;
/** "galleries are delivered within six weeks, sneak peeks within 48 hours": how soon each kind of work is handed over. */
const DELIVERED_WITHIN = new RegExp(
  String.raw`^(?:all\s+|our\s+|the\s+)?(?:[\w-]+\s+){0,2}[\w-]+s\s+(?:are|get)\s+(?:always\s+)?(?:delivered|sent|returned|shipped|answered|turned\s+around|published|ready|invoiced|refunded)\s+${WITHIN_A_STRETCH}(?:,\s+(?:and\s+)?(?:[\w-]+\s+){0,2}[\w-]+s?\s+${WITHIN_A_STRETCH})?[.!]*$`,
  'i',
);

/** "clinical notes are written up the same day, before the next patient if we can": a kind of record always finished the same day. */
const DONE_THE_SAME_DAY =
  /^(?:all\s+|our\s+|the\s+)?(?:[\w-]+\s+){0,2}(?:notes|reports|records|invoices|logs|timesheets|minutes|write-?ups|summaries|letters|referrals)\s+(?:are|get)\s+(?:always\s+)?(?:written(?:\s+up)?|done|sent|filed|finished|completed|typed\s+up|signed)\s+(?:the\s+same\s+day|on\s+the\s+day|that\s+day|by\s+(?:the\s+)?end\s+of\s+(?:the\s+)?day)(?:,\s+(?:before|ideally|if|and)\b[^,;?]{3,50})?[.!]*$/i;

/** "post-op patients come back at two weeks, not one, the surgeon asked for that": when a kind of client is seen again. */
const SEEN_AGAIN_AT =
  /^(?:[\w-]+\s+)?(?:patients|clients|customers|pupils|students|dogs|cats|pets)\s+(?:always\s+)?(?:come\s+back|are\s+seen\s+again|are\s+rebooked|are\s+reviewed|get\s+a\s+review|return)\s+(?:at|after|in)\s+(?:one|two|three|four|six|\d+)\s+(?:days?|weeks?|months?)(?:\s+for\s+(?:a|an|their)\s+[\w-]+(?:\s+[\w-]+)?)?(?:,\s+not\s+[\w\s]{1,20})?(?:,\s+(?:the|their|our|it'?s)\b[^,;?]{3,50})?[.!]*$/i;

/** "the fridge temperature is logged twice a day, it has to stay between 2 and 8": a reading taken at a rhythm, and the range it must keep. */
const READ_AT_A_RHYTHM =
  /^(?:the\s+|our\s+)?(?:[\w-]+\s+){0,2}(?:temperatures?|temps?|readings?|levels?|counts?|weights?|stock|till|float|pressure|ph|humidity|hours|mileage|usage)\s+(?:is|are|gets?)\s+(?:always\s+)?(?:logged|recorded|checked|taken|read|written\s+down|counted|measured)\s+(?:once|twice|three\s+times|every\s+[\w\s]{2,15}?|after\s+(?:every|each)\s+[\w-]+|daily|hourly|weekly|at\s+(?:open|close|opening|closing)(?:\s+and\s+(?:open|close|opening|closing))?)(?:\s+(?:a|per|each)\s+(?:day|shift|week|hour))?(?:,\s+(?:it|they)\s+(?:has|have|must|needs?|should)\s+(?:to\s+)?(?:stay|be|remain|read)\s+(?:between|under|below|above|over|at)\s+[^,;?]{1,25}|,\s+(?:it|they)\s+(?:gets?|is|are)\s+(?:replaced|serviced|changed|swapped)\s+at\s+[\d,]+(?:\s+\w+)?)?[.!]*$/i;

/** An hour of the day: "6am", "2:30pm", "noon". */
const AN_HOUR = String.raw`(?:\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)|noon|midnight|midday)`;
/** "sourdough is fed at 6am and 6pm, the starter never goes in the fridge": the hours a thing is always tended at. */
const TENDED_AT_HOURS = new RegExp(
  String.raw`^(?:the\s+)?(?:[\w-]+\s+){0,2}[\w-]+\s+(?:is|are|gets?)\s+(?:always\s+)?(?:fed|watered|walked|turned|checked|cleaned|mucked\s+out|milked|aired|opened|locked|let\s+out|shut\s+in|fed\s+and\s+watered)\s+at\s+(?:${AN_HOUR}|dawn|dusk|sunrise|sunset)(?:\s+and\s+(?:(?:fed|watered|walked|turned|checked|cleaned|mucked\s+out|milked|aired|opened|locked|let\s+out|shut\s+in|fed\s+and\s+watered)\s+at\s+)?(?:${AN_HOUR}|dawn|dusk|sunrise|sunset))?(?:\s+(?:every\s+day|daily|each\s+day))?(?:,\s+(?:the|it|they)\b[^,;?]{3,50})?[.!]*$`,
  'i',
);

/** "wholesale orders close at 2pm for next-day delivery, anything later goes to the day after": the hour a kind of order closes. */
const ORDERS_CLOSE_AT = new RegExp(
  String.raw`^(?:all\s+)?(?:[\w-]+\s+)?(?:orders|bookings|entries|submissions|requests|applications|sign-?ups|registrations)\s+(?:always\s+)?(?:close|closes|cut\s+off|are\s+cut\s+off|lock)\s+at\s+${AN_HOUR}(?:\s+(?:for|on|the)\s+[^,;?]{2,30})?(?:,\s+(?:anything|everything|any(?:thing)?\s+(?:later|after))\b[^,;?]{3,40})?[.!]*$`,
  'i',
);

/** "no nuts on Tuesdays, ever, two of our wholesale customers rely on that": what is never had on a weekday that comes back. */
const NONE_ON_A_WEEKDAY =
  /^no\s+(?:[\w-]+\s+)?[\w-]+\s+on\s+(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends)(?:,?\s+ever)?(?:,\s+(?:(?:two|three|four|some|many|most|half|all|several)\s+of\s+(?:our|the)|it'?s|that'?s|the|our|we)\b[^,;?]{3,60})?[.!]*$/i;

/** "35mm prints are only shown at weekends, Yusuf has to be in the booth for them": the only times a kind of thing is done, and what it needs. */
const ONLY_AT_SOME_TIMES =
  /^(?:[\w-]+\s+){0,2}[\w-]+s\s+(?:are|get)\s+only\s+(?:shown|run|held|served|sold|offered|taught|played|screened|done|booked)\s+(?:at|on|in\s+the)\s+(?:weekends|weekdays|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|nights?|evenings?|mornings?|afternoons?)(?:,\s+(?:[\w-]+\s+(?:has|have|needs?)\s+to|[\w-]+\s+must|it'?s|that'?s|because|since)\b[^,;?]{3,50})?[.!]*$/i;

/** "bonfires only between October and March, and never on a Sunday", "perennials are only potted between March and May": the months a kind of thing is ever done (and a day it never is). */
const ONLY_BETWEEN_MONTHS = new RegExp(
  String.raw`^(?:[\w-]+\s+)?[\w-]+s\s+(?:are\s+|is\s+)?(?:only|allowed\s+only|permitted\s+only|only\s+[\w-]+ed)\s+(?:between|from)\s+${MONTH}\s+(?:and|to|until|till|through|-|–)\s+${MONTH}\b(?:,?\s+(?:and\s+)?(?:never|not)\s+on\s+(?:a\s+)?(?:weekends?|sundays?|saturdays?|mondays?|bank\s+holidays?)\b)?[.!]*$`,
  'i',
);

/** "gala entries close three weeks before, no late entries even for county swimmers": how long before an event sign-ups close. */
const ENTRIES_CLOSE_BEFORE =
  /^(?:[\w-]+\s+)?(?:entries|bookings|orders|registrations|sign-?ups|applications|submissions|nominations)\s+(?:always\s+)?close\s+(?:\d+|one|two|three|four|five|six|a|an)\s+(?:days?|weeks?|months?|hours?)\s+(?:before|ahead)\b(?:\s+(?:the|each|every)\s+[\w-]+)?(?:,\s+no\s+[^;?]{3,50})?[.!]*$/i;

/** "sessions are booked in four-hour blocks, nothing shorter": the block a kind of booking is made in, and none shorter. */
const BOOKED_IN_BLOCKS =
  /^(?:[\w-]+\s+)?[\w-]+s\s+(?:are\s+)?(?:always\s+)?(?:booked|sold|run|taught|hired|rented|let|charged)\s+in\s+(?:\d+|one|two|three|four|five|six|eight|half)[- ](?:hour|day|minute|week|night)\s+(?:blocks|slots|chunks|sessions|units)\b(?:,\s+(?:nothing|never|none)\s+(?:shorter|less|longer|more)(?:\s+than\s+[^,;?]{2,20})?)?[.!]*$/i;

/** "last boats out at 4pm, everyone back on the bank by 6": when the last of a kind goes out, and when all are back. */
const LAST_OUT_ALL_BACK = new RegExp(
  String.raw`^(?:the\s+)?last\s+(?:[\w-]+\s+)?(?:out|in|served|orders|entry|admission|bookings?|go\s+out|leave|goes\s+out|leaves)\s+(?:at|by)\s+${AN_HOUR}(?:,\s+(?:everyone|everybody|all\s+[\w-]+)\s+(?:back|out|off|in)\b[^,;?]{0,25}?\s+by\s+${CLOCK_HOUR})?[.!]*$`,
  'i',
);

/** "nothing goes past midnight on Fridays and Saturdays, the neighbours complained …": the hour nothing runs past, on some days. */
const NOTHING_PAST_AN_HOUR_ON_DAYS = new RegExp(
  String.raw`^nothing\s+(?:goes|runs|is\s+booked|gets\s+booked|carries\s+on)\s+(?:past|beyond|after)\s+(?:midnight|${AN_HOUR})(?:\s+on\s+(?:weekdays|weeknights|fridays|saturdays|sundays|weekends)(?:\s+and\s+(?:fridays|saturdays|sundays))?)?(?:,\s+[^;?]{3,90})?[.!]*$`,
  'i',
);

/** "changeovers are Fridays between 10 and 4, guests out by 10, new ones in from 4": the day and hours a kind of visit is kept to. */
const ON_A_DAY_BETWEEN_HOURS = new RegExp(
  String.raw`^(?:changeovers|deliveries|collections|viewings|inspections|pickups|drop-offs|visits|handovers)\s+(?:are|happen|run)\s+(?:on\s+)?${WEEKDAY}s\s+between\s+\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?\s+and\s+\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?\b(?:,\s+[^;?]{3,60})?[.!]*$`,
  'i',
);

/** "wood burners get swept twice a year, open fires once": how many times a year (or month) each kind is seen to. */
const SO_MANY_TIMES_A_YEAR_EACH =
  /^(?!(?:they|we|you|these|those|things|people)\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:get|are|need(?:\s+to\s+be)?)\s+(?:[\w-]+ed|swept|done|seen|cut|shod|shorn)\s+(?:once|twice|three\s+times|four\s+times|\d+\s+times)\s+a\s+(?:year|month|week|season)\b(?![^;?]*\b(?:this|today|now|so\s+far|already)\b)(?:,\s+(?:[\w-]+\s+)?[\w-]+s\s+(?:once|twice|three\s+times|\d+\s+times)(?:\s+a\s+(?:year|month|week|season))?)?[.!]*$/i;

/** Every form of this theme. */
export const SCHEDULE_WAYS = [SO_MANY_TIMES_A_YEAR_EACH, ON_A_DAY_BETWEEN_HOURS, NOTHING_PAST_AN_HOUR_ON_DAYS, LAST_OUT_ALL_BACK, BOOKED_IN_BLOCKS, ENTRIES_CLOSE_BEFORE, ONLY_BETWEEN_MONTHS, EVERY_CYCLE, HELD_OFF_AT_MOST, A_WINDOW_OF_HOURS, NONE_CLOSE_TO_ANOTHER, IN_A_WINDOW_OF_THE_DAY, AUTOMATIC_WITHIN, A_SHIFT_RUNS, A_WEEKLY_MEET_STARTS, ALWAYS_FALLS_AT, PERIOD_CLOSES, NEVER_PAST_AN_HOUR, SEEN_TO_WITHIN, A_COURSE_RUNS, CHANGED_EVERY_SO_OFTEN, ON_THE_REGULAR_RUN, DUE_BEFORE_THE_EVENT, DROPS_AT_AN_HOUR, ONLY_IN_ITS_MONTHS, A_CHECK_EVERY, VALID_FOR, NONE_IN_THOSE_MONTHS, ALWAYS_COMES_BEFORE, NONE_IN_THE_LAST_STRETCH, DELIVERED_WITHIN, DONE_THE_SAME_DAY, SEEN_AGAIN_AT, READ_AT_A_RHYTHM, TENDED_AT_HOURS, ORDERS_CLOSE_AT, NONE_ON_A_WEEKDAY, ONLY_AT_SOME_TIMES];

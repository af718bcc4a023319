// Ways of working — how a trade does its work and what its clients get: money never refunded, what those past a sum
// get, what is free and the price after, a discount, what a kind of client gets a period, the blocks booked and the
// largest group, a piece past a length split or a long run done a slice at a time, the share of the day a kind gets,
// two kinds never on the same kit, what the business brings itself, what is always done to a kind, reset or checked
// before the next, what every piece is done from, what must hold before a step, the step a kind goes through first,
// by hand never by machine, where a kind always is, what is kept of the old, the one thing allowed in a place, a kind
// kept within a size, what the user would rather not use, how the user always does a step. Read by practice-forms
// (teamPractice), which keeps the sentence when any form of any theme reads it.

/** "no recipes that take longer than 40 minutes on weekdays", "no PRs over 400 lines": a kind kept within a size (not "no rows over 100 in the output"). */
const NONE_PAST_A_SIZE =
  /^no\s+(?!(?:more|need|worries|problem|rush|idea|one|way)\b)(?:[\w-]+\s+){0,2}[\w-]+s\s+(?:that\s+(?:take|run|cost|need|go|are)\s+)?(?:over|longer than|more than|bigger than|larger than|above|past|shorter than|less than|under)\s+(?:\d+(?:[.,]\d+)?|an?|one|two|three|four|five|six|ten|twenty|thirty|forty|fifty|sixty|a hundred)(?![^,;?]*\b(?:found|left|so far|yet|today|in (?:the|this) (?:output|logs?|results?|list|file|table|report)|showing|shown)\b)[^?]*$/i;

/** "I'd rather not use the slow cooker, it trips the breaker …": a thing the user would rather not use at all (not "… for this one"). */
const RATHER_NOT_USE =
  /^(?:i|we)'?d\s+rather\s+(?:not|never)\s+(?:use|add|pull in|depend on|install|rely on|bring in|cook with|touch)\s+(?!(?:it|this|that|them|one|any|anything)\b)(?:the\s+|a\s+|an\s+)?[\w.+#-]+(?![^,;]*\b(?:for this|for now|today|tonight|here|this time|yet|again)\b)[^?]*$/i;

/** "donors over 500 pounds get a handwritten thank-you from Helen": what those past a sum get, each time. */
const PAST_A_SUM_GET =
  /^(?:all\s+|every\s+|each\s+|any\s+)?(?:donors?|customers?|orders?|clients?|members?|backers?|supporters?|gifts?|donations?|invoices?|refunds?|expenses?|purchases?|bills?|quotes?|receipts?|claims?)\s+(?:over|above|of\s+more\s+than|under|below|of\s+less\s+than)\s+[£$€]?\d[\d,.]*\s*(?:k|pounds|dollars|euros|eur|gbp|usd)?\s+(?:always\s+)?(?:get|gets|receive|receives|need|needs|require|requires|go\s+to|goes\s+to|go\s+through|goes\s+through|don'?t\s+need|do\s+not\s+need|doesn'?t\s+need)\b(?![^;]*\bbut\b)/i;

/** "we're keeping the original oak floors, nothing gets glued down on them": what of the old the work keeps, and what that rules out. */
const KEEPING_THE_ORIGINAL =
  /^we(?:'re|\s+are)\s+keeping\s+(?:the\s+|our\s+|all\s+the\s+)?(?:original|old|existing|period)\s+[^,;]{2,40},\s+(?:so\s+)?(?:nothing|no\s+one|nobody|never|don'?t|do\s+not|no)\b/i;

/** "only Farrow & Ball in the hallway, the rest can be trade paint": the one kind allowed in one place, and the rest. */
const ONLY_HERE_THE_REST =
  /^only\s+(?!(?:this|that|it|one|once|now|today)\b)[\w&.' -]{2,30}?\s+(?:in|on|for)\s+(?:the\s+)?[\w -]{2,30},\s+(?:the\s+rest|everything\s+else|elsewhere|other\s+rooms|anything\s+else)\s+(?:can|may|is|are|gets?)\b/i;

/** "nothing goes on the veg beds but our own compost, …": the one thing allowed on or in a place. */
const NOTHING_BUT =
  /^nothing\s+(?:goes|gets\s+put|is\s+put|is\s+used|gets\s+used|gets\s+sprayed|is\s+sprayed)\s+(?:on|in|into)\s+(?:the\s+|our\s+|my\s+)?[\w\s-]{2,30}?\s+(?:but|except|other\s+than|apart\s+from)\s+\S/i;

/** "dentals always get the whole morning": the share of the day or the room a kind always gets. */
const A_KIND_ALWAYS_GETS =
  /^(?!(?:they|we|you|it|things|people)\b)(?:[\w-]+\s+)?[\w-]+s\s+always\s+(?:get|take|need)\s+(?:the\s+|a\s+|their\s+)?(?:whole|full|entire|first|last|double|longer|extra|own)\s+[\w-]+/i;

/** "deposits are non-refundable if they cancel less than 48 hours before": what money paid is never given back. */
const NOT_REFUNDED =
  /^(?:all\s+|our\s+|the\s+)?(?:deposits?|booking\s+fees?|fees|tickets?|vouchers?|gift\s+cards?|prepayments?|course\s+fees|memberships?)\s+(?:are|is)\s+(?:always\s+)?(?:non-?refundable|not\s+refundable|never\s+refunded|non-?transferable)\b/i;

/** "anything over five hours gets split into two sessions": what a piece past a length is always done as. */
const PAST_A_LENGTH_SPLIT =
  /^(?:anything|everything|any\s+[\w-]+|every\s+[\w-]+)\s+(?:over|above|longer\s+than|more\s+than)\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?:hours?|minutes?|days?|pages?|weeks?|sessions?)\s+(?:always\s+)?(?:gets|is|has\s+to\s+be|must\s+be)\s+(?:split|broken\s+up|divided|booked|spread)\s+(?:into|over|across|as)\s+\S/i;

/** "backfill a month at a time": how much of a long run is done at once. */
const A_SLICE_AT_A_TIME =
  /^(?:please\s+)?(?:always\s+)?(?:backfill|migrate|import|load|reprocess|reindex|re-?run|process|upload|sync|roll\s+out|deploy|delete|purge|archive)\s+(?:(?:the\s+)?[\w-]+\s+)?(?:a|one)\s+(?:day|week|month|quarter|year|batch|table|shard|region|partition|file|chunk|tenant|customer|node|server)\s+at\s+a\s+time\b/i;

/** "we don't brew sours on the same kit as the lagers": two kinds of work never done on the same things. */
const NOT_ON_THE_SAME =
  /^we\s+(?:don'?t|never|do\s+not)\s+[a-z]+\s+(?:[\w-]+\s+){1,3}(?:on|in|with|through)\s+the\s+same\s+(?:kit|equipment|board|line|machine|fryer|oven|tank|room|server|cluster|account|db|database|boards|tools)\s+as\s+\S/i;

/** "we use our own products, except at the Hendersons'": what the business brings itself, and the client it is not. */
const OUR_OWN_EXCEPT =
  /^we\s+(?:always\s+)?(?:use|bring)\s+our\s+own\s+[\w-]+(?:\s+[\w-]+)?\s*,\s*(?:except|apart\s+from|but\s+not)\s+(?:at|for|with)\s+\S/i;

/** "matted coats get shaved, I don't dematt for more than 15 minutes": what is always done to a kind, and a limit the user keeps. */
const A_KIND_ALWAYS_DONE_TO =
  /^(?:(?:[\w-]+\s+)?[\w-]+s\s+(?:always\s+)?get\s+(?:shaved|clipped|trimmed|bathed|muzzled|sedated|referred|quarantined|isolated|binned|recycled|refunded|re-?done|composted)\b|i\s+(?:never|don'?t|do\s+not)\s+[a-z]+\s+for\s+(?:more|longer)\s+than\s+\d+\s+(?:minutes|mins|hours|seconds))(?![^,;]*\b(?:today|this\s+time|now)\b)/i;

/** "the prop table is reset after every show": what is set back to rights after every one of a kind. */
const RESET_AFTER_EVERY =
  /^(?:the|our)\s+(?:[\w-]+\s+){0,2}[\w-]+\s+(?:is|are|gets?)\s+(?:always\s+)?(?:reset|cleaned|cleared|restocked|swept|wiped\s+down|locked|re-?set|tidied)\s+(?:after|before|at\s+the\s+end\s+of)\s+(?:every|each)\s+[\w-]+/i;

/** "first lessons are always on the industrial estate, never on the main road": where a kind of thing always happens, and where never. */
const ALWAYS_HERE_NEVER_THERE =
  /^(?!(?:i|you|we|it|this|that|they|he|she|these|those)\b)(?:the\s+|our\s+|all\s+)?(?:[\w-]+\s+)?[\w-]+s\s+(?:are\s+always|always\s+(?:go|happen|run|take place|start))\s+(?:on|in|at|by)\s+(?:the\s+)?[^,;]{3,30},\s+(?:and\s+|but\s+)?never\s+(?:on|in|at|by)\s+(?:the\s+)?[^,;]{3,30}[.!]*$/i;

/** "pupils book in two-hour blocks once they're within a month of their test": the blocks a kind of client books or pays in. */
const BOOKED_IN_BLOCKS =
  /^(?:new\s+|regular\s+|returning\s+|older\s+|younger\s+|most\s+)?(?:pupils|students|learners|clients|customers|guests|patients|members|kids|children|families|groups)\s+(?:always\s+|only\s+|usually\s+|normally\s+)?(?:book|pay|come)\s+in\s+(?:(?:one|two|three|four|five|six|ten|\d+|half)[- ](?:hour|day|week|minute|session|lesson)|weekly|monthly)\s+(?:blocks|slots|sessions|lessons|bundles|instalments|installments)\b/i;

/** "nothing goes in the kiln unless it's been drying for at least a week": what must hold of anything before a step takes it. */
const NOTHING_GOES_IN_UNLESS =
  /^nothing\s+(?:goes|gets\s+(?:put|loaded|sent)|is\s+(?:put|loaded|fired|sent|served|shipped))\s+(?:in|into|on|onto|out|to)\s+(?:the\s+)?(?!(?:it|this|that)\b)[\w\s-]{2,20}?\s+(?:unless|until)\s+(?:it'?s|it\s+has|it|they'?ve|they\s+have|they|the\s+\S+|we'?ve)\s+\S[^,;?]{2,60}[.!]*$/i;

/** "members get 10kg of clay a month with their membership, anything over is charged by the bag": what a kind of client gets in a stretch, and past it. */
const A_KIND_GETS_A_PERIOD =
  /^(?:all\s+)?(?:members|clients|customers|students|pupils|guests|subscribers|patients|tenants|volunteers|staff|regulars)\s+(?:all\s+)?get\s+(?:\d+\s*(?:kg|g|hours?|gb|sessions?|classes|lessons|credits|days?|nights?|bags?|passes)|one|two|three|four|five|ten|a\s+free)\b[^,;?]{0,30}?\s+(?:a|per|each|every)\s+(?:month|week|year|term|visit|session|stay|season)\b[^,;?]{0,30}?(?:,\s+(?:and\s+)?(?:anything|everything|any)\s+(?:over|above|beyond|extra|more)\b[^,;?]{3,40})?[.!]*$/i;

/** "new members' first pieces always go through a test firing first, their walls are usually too thick": the step a kind of work passes first. */
const FIRST_THROUGH_A_STEP =
  /^(?:new\s+|all\s+|every\s+)?(?:[\w'’-]+\s+){0,3}?[\w-]+\s+always\s+go(?:es)?\s+through\s+(?:a|an|the)\s+[\w\s-]{2,25}?\s+first\b(?:,\s+(?:their|its|they|it|the)\b[^,;?]{3,60})?[.!]*$/i;

/** "I shoot everything in RAW and keep the cards until the gallery is delivered": how the user always does a step of their own work. */
const I_DO_EVERYTHING_IN =
  /^i\s+(?:always\s+)?(?:shoot|record|film|write|draft|edit|print|scan|save|export|master|mix|invoice|quote|file|sew|cut|bake|knit)\s+(?:everything|all\s+(?:my\s+)?[\w-]+|every\s+[\w-]+)\s+(?:in|on|at|with|as)\s+[\w.+#-]+(?:\s+[\w.+#-]+)?(?:\s*,?\s+and\s+(?:always\s+)?(?:keep|store|hold|back\s+up|archive)\s+[^,;?]{3,60})?[.!]*$/i;

/** "couples get one round of edits free, after that it's 20 an hour": what a kind of client gets free, and the price after. */
const SO_MUCH_FREE_THEN =
  /^(?:all\s+)?(?:couples|clients|customers|members|students|pupils|guests|patients|families|authors|subscribers|tenants)\s+(?:all\s+)?get\s+(?:one|two|three|a|\d+)\s+(?:[\w-]+\s+){0,3}?(?:free|included|for\s+free|at\s+no\s+charge|on\s+the\s+house)(?:,\s+(?:after\s+that|then|after\s+which|beyond\s+that|anything\s+more)\s+(?:it'?s|is|they\s+pay|we\s+charge|i\s+charge)\s+[^,;?]{2,30})?[.!]*$/i;

/** "we pick by hand, never by machine, and only in the early morning …": how the team always does a step, and the way it never does. */
const BY_HAND_NEVER_BY =
  /^we\s+(?:always\s+)?[\w-]+\s+(?:[\w-]+\s+)?(?:by\s+hand|by\s+machine|in\s+person|on\s+paper|by\s+phone|by\s+post)\s*,\s+(?:and\s+)?never\s+(?:by\s+|in\s+|on\s+)?[\w\s-]{2,20}?(?:[,;]\s+(?:and\s+)?(?:only|always|never)\s+[^,;?]{3,60})?[.!]*$/i;

/** "tastings are booked for groups of up to eight, anything bigger needs the barrel room": the largest group a kind of session takes, and past it. */
const GROUPS_OF_UP_TO =
  /^(?:all\s+)?(?:[\w-]+\s+)?[\w-]+s\s+(?:are|get)\s+(?:only\s+)?(?:booked|sold|run|taken|held|led|given)\s+(?:for|in|to)\s+groups\s+of\s+(?:up\s+to|at\s+most|no\s+more\s+than|max(?:imum)?)\s+\w+(?:,\s+(?:anything|any\s+group|groups)\s+(?:bigger|larger|over|above|more)\b[^,;?]{3,50})?[.!]*$/i;

/** "club members get 15%, it's been 15 since we started …": the discount a kind of customer always gets. */
const A_KIND_GETS_A_DISCOUNT =
  /^(?:[\w-]+\s+)?(?:members|clients|customers|students|staff|regulars|subscribers|pensioners|kids|locals|trade\s+customers)\s+(?:always\s+)?get\s+\d+\s*%(?:\s+off)?(?:,\s+(?:it'?s|that'?s|it\s+has|which\s+is)\b[^?]{3,80})?[.!]*$/i;

/** "every quote is done from a video survey or a home visit, never from a room count alone": what every one of a kind of work is based on, and never. */
const EVERY_ONE_DONE_FROM =
  /^(?:every|each|all)\s+(?:[\w-]+\s+)?[\w-]+\s+(?:is|are)\s+(?:always\s+)?(?:done|made|priced|worked\s+out|based|given|written)\s+(?:from|on|after)\s+(?:a|an|the)\s+[^,;?]{3,40}(?:,\s+never\s+(?:from|on|after)\s+[^,;?]{3,40})?[.!]*$/i;

/** "every room is reset and checked against the reset sheet before the next group goes in": what is done to every one before the next use. */
const READY_BEFORE_THE_NEXT =
  /^(?:every|each|the)\s+(?:[\w-]+\s+)?[\w-]+\s+(?:is|are|gets?)\s+(?:always\s+)?(?:reset|cleaned|cleared|wiped|checked|restocked|tidied|inspected|sanitised|sanitized|rinsed|washed|refilled|recharged|serviced|set\s+up)(?:\s+and\s+(?:reset|cleaned|cleared|wiped|checked|restocked|tidied|inspected|sanitised|sanitized|rinsed|washed|refilled|recharged|serviced))?(?:\s+against\s+(?:the|a)\s+[\w\s-]{2,20}?)?\s+before\s+(?:the\s+next|every|each|any)\s+[^,;?]{2,40}[.!]*$/i;

/** "every boat is checked against the pre-launch list and signed off by an instructor": the list every one is checked against, and who signs it off. */
const EVERY_ONE_CHECKED_AGAINST =
  /^(?:every|each)\s+(?:[\w-]+\s+)?[\w-]+\s+(?:is|gets?)\s+(?:always\s+)?(?:checked|inspected|tested|weighed|measured)\s+against\s+(?:the|a|our)\s+[\w\s-]{2,30}?(?:\s+and\s+(?:signed\s+off|initialled|approved|stamped|logged)(?:\s+by\s+(?:an?\s+|the\s+)?[\w-]+)?)?[.!]*$/i;

/** "nothing with nuts is made on the Tuesday line, that's the allergen-free day": what is never made where or when. */
const NOTHING_WITH_IT_MADE =
  /^nothing\s+(?:with|containing)\s+[\w\s-]{2,20}?\s+(?:is|gets?)\s+(?:made|baked|cooked|prepared|served|packed|sold)\s+(?:on|in|at)\s+(?:the\s+)?[^,;?]{2,30}(?:,\s+(?:that'?s|it'?s)\b[^,;?]{3,40})?[.!]*$/i;

/** "I always check the care plan before a perm, some of them have skin conditions": what the user always looks at before a kind of job. */
const I_CHECK_BEFORE_A_KIND =
  /^i\s+always\s+(?:check|read|look\s+at|ask\s+for|ask\s+about|test|measure|photograph|confirm|ring|call|patch[\s-]test|see)\s+(?:the|their|a|an|his|her)\s+(?!(?:news|weather|phone)\b)[\w\s'-]{2,30}?\s+before\s+(?:a|an|every|each|any|their)\s+[\w-]+(?:\s+[\w-]+)?\b(?:,\s+[^;?]{3,60})?[.!]*$/i;

/** "nothing goes on the slab that came off the boat more than two days ago": how old a thing may be, at most, to be put out. */
const NOTHING_OLDER_THAN =
  /^nothing\s+(?:goes|is\s+put|gets\s+put|is\s+sold|gets\s+sold|is\s+served)\s+(?:on|in|into|out\s+on|on\s+to)\s+(?:the|our)\s+[\w-]+(?:\s+[\w-]+)?\s+that\s+(?:came|was\s+[\w-]+|is|has\s+been)(?:\s+[^,;?]{2,30}?)?\s+(?:more\s+than|over)\s+(?:\d+|an?|one|two|three|four|five|six|seven)\s+(?:hours?|days?|weeks?)\s+(?:ago|before|old)\b[.!]*$/i;

/** "shellfish is sold the day it lands or it goes in the bin": how soon a kind of goods is sold, and what becomes of it after. */
const SOLD_THE_DAY_IT_COMES =
  /^(?:[\w-]+\s+)?[\w-]+\s+(?:is|are)\s+(?:only\s+)?(?:sold|used|served|eaten|cooked|delivered|dispatched)\s+(?:the\s+(?:same\s+)?day\s+(?:it|they)\s+(?:lands?|arrives?|comes?\s+in|(?:is|are)\s+(?:made|baked|picked|caught|cut))|within\s+\d+\s+(?:hours?|days?)\s+of\s+[\w\s-]{3,20}?)(?:\s*,?\s*or\s+(?:it|they)\s+(?:goes?|go)\s+(?:in|into|to)\s+(?:the\s+)?[\w-]+)?[.!]*$/i;

/** "raw multitracks are backed up to two drives before anyone leaves": what is always made safe before the day ends. */
const SAFE_BEFORE_ANYONE_LEAVES =
  /^(?:[\w-]+\s+){0,2}[\w-]+s?\s+(?:are|is|get|gets)\s+(?:always\s+)?(?:backed\s+up|copied|saved|uploaded|synced|archived|logged|signed\s+off|checked|cleaned|locked\s+(?:up|away)|put\s+away|counted)\b[^,;?]{0,30}?\s+before\s+(?:anyone|everyone|we|the\s+last\s+person|the\s+[\w-]+)\s+(?:leaves|leave|go(?:es)?\s+home|locks?\s+up|closes?|shuts?)\b[.!]*$/i;

/** "as a rule we never cut the original fabric, we fold it inside …": what the user's trade never does to a kind of thing. */
const WE_NEVER_DO_TO_A_KIND =
  /^(?:as\s+a\s+rule,?\s+)?we\s+never\s+(?:cut|throw\s+away|bin|dye|bleach|wash|iron|paint|sand|drill|glue|nail|sell|reuse|refreeze|reheat|mix|store|leave|lend|discount|open|alter|remove|trim|shave|top\s+up|dilute)\s+(?:the\s+|a\s+|an\s+|any\s+)?(?:original\s+|customer'?s'?\s+|client'?s'?\s+)?[\w-]+(?:\s+[\w-]+)?\b(?:,\s+[^;?]{3,80})?[.!]*$/i;

/**
 * "every lot is photographed from four sides before it goes in the catalogue", "every coach is walked round … before it
 * leaves the yard": what is done to every one of a kind before it goes out.
 */
const EVERY_ONE_DONE_BEFORE_IT_GOES =
  /^every\s+[\w-]+(?:\s+[\w-]+)?\s+is\s+(?:always\s+)?(?:photographed|checked|weighed|measured|cleaned|tested|inspected|labelled|labeled|tagged|logged|valued|signed|wrapped|priced|counted|walked\s+round|walked\s+around|serviced|fuelled|fueled|dried|glazed|sanded|primed|sealed|oiled|waxed)\b[^,;?]{0,30}?\s+before\s+(?:it|they)\s+(?:goes|go|leaves|leave|is\s+[\w-]+|are\s+[\w-]+)\b[^,;?]{0,30}[.!]*$/i;

/** "every casualty gets a number and a record card the moment it comes through the door": what every one of a kind gets, the moment it comes in. */
const EVERY_ONE_GETS_ON_ARRIVAL =
  /^every\s+[\w-]+(?:\s+[\w-]+)?\s+gets\s+[^,;?]{3,50}?\s+(?:the\s+moment|as\s+soon\s+as|the\s+minute|when|before)\s+(?:it|they|he|she)\s+(?:comes?|arrives?|walks?|is\s+[\w-]+|gets\s+[\w-]+)\b[^,;?]{0,30}[.!]*$/i;

/** "we release birds where they were found unless it's a road or a town centre": where the business always puts a kind back. */
const PUT_BACK_WHERE_FOUND =
  /^we\s+(?:always\s+)?(?:release|return|plant|put\s+back|leave)\s+(?:[\w-]+\s+)?[\w-]+s\s+(?:back\s+)?(?:where|exactly\s+where)\s+(?:they|we)\s+(?:were|was)\s+(?:found|picked\s+up|collected|taken)\b(?:\s+unless\s+[^,;?]{3,50})?[.!]*$/i;

/** "genuine parts only for iphones, aftermarket is fine on the cheap androids": the only kind of part used for one kind of job. */
const GENUINE_ONLY_FOR =
  /^(?:genuine|original|oem|official|branded|manufacturer)\s+[\w-]+\s+only\s+(?:for|on|in)\s+[^,;?]{2,30}(?:,\s+[^;?]{3,60})?[.!]*$/i;

/** "scissors are always done by hand on the flat stone, the belt ruins the edge": a kind always done by hand (and why). */
const ALWAYS_BY_HAND =
  /^(?:[\w-]+\s+)?(?:[\w-]+s|cacti|fungi|bonsai|sheep|fish|geese|people|children)\s+(?:are|is)\s+always\s+(?:done|sharpened|cut|sewn|stitched|made|mixed|cleaned|washed|finished|painted|picked|decorated|iced|written|lettered|bound|carved|glazed|watered|fed|weeded|pruned)\s+by\s+hand\b(?:\s+[^,;?]{2,30})?(?:,\s+[^;?]{3,60})?[.!]*$/i;

/**
 * "we never sell plants that came in less than a week ago, they need to settle", "we don't tune pianos that have been moved
 * in the last two weeks", "I don't sweep a chimney that's been used in the last 12 hours": how long a kind must have
 * been in (or still) before it is sold or worked on.
 */
const NOT_SOLD_TILL_SETTLED =
  /^(?:we|i)\s+(?:never|don'?t|do\s+not)\s+(?:sell|use|serve|plant|ship|send\s+out|put\s+out|tune|fit|hang|lay|fire|shoe|ride|let\s+out|sweep|service|clean|paint|treat|groom)\s+(?:[\w-]+\s+)?[\w-]+s?\s+that(?:\s+(?:came\s+in|arrived|were\s+[\w-]+|(?:have|has)\s+been\s+[\w-]+)|'s\s+been\s+[\w-]+)\s+(?:(?:less|more)\s+than\s+(?:an?|one|two|three|\d+)\s+(?:hours?|days?|weeks?|months?)\s+ago|(?:in|within)\s+the\s+(?:last|past)\s+(?:(?:one|two|three|four|six|\d+)\s+)?(?:hours?|days?|weeks?|months?|fortnight))\b(?:\s+without\s+[^,;?]{3,30})?(?:,\s+[^;?]{3,40})?[.!]*$/i;

/** "every cottage gets a full linen change and the hot tub drained at every changeover": what every one of a kind gets at every turn. */
const EVERY_ONE_GETS_EVERY_TIME =
  /^every\s+[\w-]+(?:\s+[\w-]+)?\s+gets\s+[^,;?]{3,60}?\s+(?:at|after|before)\s+every\s+[\w-]+\b[.!]*$/i;

/** "anything broken gets photographed and reported to the owner the same day": what is done with what is broken or found, that day. */
const BROKEN_REPORTED_SAME_DAY =
  /^(?:anything|everything|whatever)\s+(?:broken|damaged|missing|lost|found|left\s+behind)\s+(?:gets|is)\s+[\w\s,-]{3,40}?\s+the\s+same\s+day\b[.!]*$/i;

/** "hot tubs are always drained and refilled between guests, the owners insist": what is always done to a kind between users. */
const ALWAYS_BETWEEN_USERS =
  /^(?:[\w-]+\s+)?[\w-]+s\s+(?:are|is)\s+always\s+[\w-]+ed(?:\s+and\s+[\w-]+ed)?\s+between\s+(?:guests|customers|clients|patients|uses|bookings|lets|stays|sessions|groups|riders)\b(?:,\s+[^;?]{3,50})?[.!]*$/i;

/** "pianos are tuned to A440 unless the owner asks otherwise": the standard a kind is done to, unless the client asks for another. */
const A_KIND_DONE_TO_UNLESS_ASKED =
  /^(?!(?:they|we|you|these|those|things)\b)(?:[\w-]+\s+)?[\w-]+s\s+are\s+(?:always\s+)?(?:[\w-]+ed|done|cut|set|made|sewn|shod|hung|strung|kept|built|sold)\s+(?:to|at|in|with|on)\s+[^,;?]{2,30}?\s+unless\s+(?:the\s+)?(?:owners?|clients?|customers?|they|someone|[\w-]+)\s+(?:asks?|says?|wants?|requests?|specif(?:y|ies))\s+(?:otherwise|differently|for\s+[^,;?]{2,30})[.!]*$/i;

/** "hot shoeing for everything over 12 hands, cold fitting is only for the small ponies": the way every one past a mark is done, and what the other way is kept for. */
const ONE_WAY_PAST_A_MARK =
  /^(?!(?:this|that|it|one)\b)(?:[\w-]+\s+)?[\w-]+\s+for\s+(?:everything|anything|all|every\s+[\w-]+|any\s+[\w-]+|all\s+[\w-]+s)\s+(?:over|under|above|below|past|bigger\s+than|smaller\s+than|older\s+than)\s+[^,;?]{1,20},\s+(?:[\w-]+\s+)?[\w-]+\s+(?:is|are)\s+only\s+(?:for|on|in)\s+[^,;?]{3,30}[.!]*$/i;

/** "hot shoeing only, except for ponies under 12 hands who get cold fitted": the one way a kind is done, and those who get another. */
const ONLY_EXCEPT_THOSE_WHO =
  /^(?!(?:this|that|it|one|once|today|now|me|you)\b)(?:[\w-]+\s+){0,2}[\w-]+\s+only,?\s+(?:except|apart\s+from|but\s+not)\s+(?:for\s+)?(?:the\s+)?[^,;?]{3,30}?\s+(?:who|which|that)\s+(?:get|gets|are|is|have|has|need|needs)\s+[^,;?]{2,30}[.!]*$/i;

/** "I don't shoe a horse that hasn't been caught and tied up before I arrive": what the user won't work on until it is made ready. */
const NOT_TILL_IT_IS_READY =
  /^i\s+(?:don'?t|do\s+not|never|won'?t)\s+(?!(?:know|think|see|remember|have|want|like|need|get|understand|mind|care|recall|recogni[sz]e|expect|blame|believe|buy|own|mean)\b)[\w-]+\s+(?:a|an|any)\s+[\w-]+\s+(?:that|who|which)\s+(?:hasn'?t|has\s+not|haven'?t|have\s+not|isn'?t|is\s+not|aren'?t|are\s+not)\s+(?:been\s+)?[\w-]+[^,;?]{0,50}[.!]*$/i;

/** "I don't take pupils on the dual carriageway until they've had ten lessons": where a kind is not taken until it has done enough. */
const NOT_THERE_UNTIL_THEY_HAVE =
  /^(?:i|we)\s+(?:don'?t|do\s+not|never|won'?t)\s+(?:take|let|put|send|allow)\s+(?:[\w-]+\s+)?[\w-]+s\s+(?:on|onto|into|in|out\s+on|to)\s+(?:the\s+)?[\w\s-]{2,25}?\s+(?:until|till|before)\s+(?:they'?ve|they\s+have|they'?re|they\s+are|they)\s+[^,;?]{3,40}[.!]*$/i;

/** "every sweep ends with a smoke test and a certificate for the insurance": how every job of a kind ends (or starts), not a run that ends with an error. */
const EVERY_JOB_ENDS_WITH =
  /^every\s+(?!(?:time|day|run|request|call|attempt|try)\b)[\w-]+(?:\s+[\w-]+)?\s+(?:ends|finishes|starts|begins|closes|opens)\s+with\s+(?:a|an|the)\s+(?![^;?]*\b(?:errors?|crash(?:es)?|failures?|exceptions?|timeouts?|oom|panics?|warnings?|segfaults?)\b)[^;?]{3,60}[.!]*$/i;

/** "we don't take stag or hen parties on the double-deckers": a kind of client never put on (or in) a kind of thing. */
const NO_KIND_ON_A_KIND =
  /^we\s+(?:don'?t|do\s+not|never|won'?t)\s+(?:take|put|allow|seat|carry|book)\s+(?:[\w-]+\s+(?:or|and)\s+)?(?:[\w-]+\s+)?[\w-]+s\s+(?:on|in|into|onto)\s+(?:the\s+|our\s+)?(?:[\w-]+\s+)?[\w-]+s\b(?:,\s+[^;?]{3,50})?[.!]*$/i;

/** "music stays in the library folders, nobody takes originals home, only copies": where a kind stays, and what never leaves with anyone. */
const KEPT_HERE_NONE_TAKEN_HOME =
  /^(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:stays?|lives?|is\s+kept|are\s+kept)\s+in\s+(?:the\s+)?[^,;?]{2,30},\s+(?:nobody|no\s+one|no-one)\s+takes\s+[^,;?]{2,30}?\s+(?:home|away|out)\b(?:,\s+only\s+[^,;?]{2,20})?[.!]*$/i;

/** "fabric is always ordered after the frame's been checked, never before": a step that only ever comes after another. */
const ONLY_AFTER_A_STEP =
  /^(?!(?:it|this|that|they)\b)(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:is|are)\s+(?:always\s+|only\s+)?[\w-]+ed\s+(?:after|once)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?(?:'s|\s+has|\s+have|\s+is|\s+are)\s+(?:been\s+)?[\w-]+(?:ed|en)\b(?:,\s+never\s+before)?[.!]*$/i;

/** "chairs with woodworm go to Pete for treatment first, we don't touch them till he's done": a kind with a fault always sent to someone first. */
const SENT_FIRST_TILL_DONE =
  /^(?:[\w-]+\s+)?[\w-]+s\s+with\s+[\w-]+(?:\s+[\w-]+)?\s+(?:go|are\s+sent|get\s+sent)\s+to\s+[^,;?]{2,30}?\s+first\b(?:,\s+(?:we|i)\s+(?:don'?t|do\s+not|never)\s+(?:touch|start|work\s+on)\s+(?:them|it)\s+(?:till|until|before)\s+[^,;?]{2,30})?[.!]*$/i;

/** "every show is pre-recorded or live with a second person in the studio, nobody broadcasts alone": the two ways every one is done, and none done alone. */
const EITHER_WAY_NEVER_ALONE =
  /^every\s+[\w-]+\s+is\s+(?:either\s+)?[\w-]+(?:\s+[\w-]+)?\s+or\s+[^,;?]{3,50},\s+(?:nobody|no\s+one|no-one)\s+[\w-]+s\s+(?:alone|on\s+their\s+own|solo|unsupervised)[.!]*$/i;

/** "the studio is booked in two-hour slots, and you clear the desk when you leave": the slots a place is booked in, and what every user does after. */
const A_PLACE_BOOKED_IN_SLOTS =
  /^(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:is|are)\s+(?:only\s+)?booked\s+in\s+(?:(?:one|two|three|four|half|\d+)[- ](?:hour|day|minute)|hourly|half-day|daily)\s+(?:blocks|slots|sessions)\b(?:,?\s+and\s+(?:you|everyone|users|whoever)\s+[^,;?]{3,40})?[.!]*$/i;

/** "every tier over two gets dowels and a board, no exceptions": what every one past a count always gets. */
const EVERY_ONE_PAST_A_COUNT_GETS =
  /^every\s+[\w-]+\s+(?:over|above|past|beyond|after)\s+(?:the\s+)?(?:\d+|one|two|three|four|five|first|second|third)\b[^,;?]{0,10}?\s+gets\s+[^,;?]{3,40}(?:,\s+no\s+exceptions)?[.!]*$/i;

/** Every form of this theme. */
export const TRADE_WAYS = [EVERY_ONE_PAST_A_COUNT_GETS, EITHER_WAY_NEVER_ALONE, A_PLACE_BOOKED_IN_SLOTS, ONLY_AFTER_A_STEP, SENT_FIRST_TILL_DONE, KEPT_HERE_NONE_TAKEN_HOME, NO_KIND_ON_A_KIND, NOT_THERE_UNTIL_THEY_HAVE, EVERY_JOB_ENDS_WITH, NOT_TILL_IT_IS_READY, A_KIND_DONE_TO_UNLESS_ASKED, ONE_WAY_PAST_A_MARK, ONLY_EXCEPT_THOSE_WHO, EVERY_ONE_GETS_EVERY_TIME, BROKEN_REPORTED_SAME_DAY, ALWAYS_BETWEEN_USERS, NOT_SOLD_TILL_SETTLED, ALWAYS_BY_HAND, GENUINE_ONLY_FOR, EVERY_ONE_GETS_ON_ARRIVAL, PUT_BACK_WHERE_FOUND, EVERY_ONE_DONE_BEFORE_IT_GOES, WE_NEVER_DO_TO_A_KIND, SAFE_BEFORE_ANYONE_LEAVES, NOTHING_OLDER_THAN, SOLD_THE_DAY_IT_COMES, I_CHECK_BEFORE_A_KIND, NONE_PAST_A_SIZE, RATHER_NOT_USE, PAST_A_SUM_GET, KEEPING_THE_ORIGINAL, ONLY_HERE_THE_REST, NOTHING_BUT, A_KIND_ALWAYS_GETS, NOT_REFUNDED, PAST_A_LENGTH_SPLIT, A_SLICE_AT_A_TIME, NOT_ON_THE_SAME, OUR_OWN_EXCEPT, A_KIND_ALWAYS_DONE_TO, RESET_AFTER_EVERY, ALWAYS_HERE_NEVER_THERE, BOOKED_IN_BLOCKS, NOTHING_GOES_IN_UNLESS, A_KIND_GETS_A_PERIOD, FIRST_THROUGH_A_STEP, I_DO_EVERYTHING_IN, SO_MUCH_FREE_THEN, BY_HAND_NEVER_BY, GROUPS_OF_UP_TO, A_KIND_GETS_A_DISCOUNT, EVERY_ONE_DONE_FROM, READY_BEFORE_THE_NEXT, EVERY_ONE_CHECKED_AGAINST, NOTHING_WITH_IT_MADE];

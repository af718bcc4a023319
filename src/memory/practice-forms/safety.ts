// Ways of working — who may do what, and what keeps people safe: what no one does without, the ages turned away or
// taken only with an adult, the bounds and conditions no one goes past, when anyone may first go alone, how many
// always go together, where someone in the user's care leaves, how near a hazard the work goes, what is locked away,
// never brought in, or worn, what follows for whoever breaks a rule, what a newcomer does first, how a named animal
// reacts, who sits where and which kinds are kept apart. Read by practice-forms (teamPractice), which keeps the
// sentence when any form of any theme reads it.

/** "volunteers under 18 need a parent's consent form on file before their first shift": what people past an age need or may not do. */
const PEOPLE_PAST_AN_AGE =
  /^(?:all\s+)?(?:volunteers|students|pupils|kids|children|guests|members|players|participants|customers|clients|staff|employees|interns|attendees|visitors|riders|drivers|applicants|patients|users)\s+(?:under|over|aged\s+under|aged\s+over|younger\s+than|older\s+than|below)\s+(?:the\s+age\s+of\s+)?\d{1,2}\s+(?:always\s+)?(?:(?:need|must\s+have|have\s+to\s+have|require|must\s+bring|have\s+to\s+bring)\s+(?:a\s+|an\s+)?(?:[\w'-]+\s+){0,2}(?:consent|permission|approval|supervision|chaperone|id|dbs|background\s+check|waiver|form|guardian|adult|parent|signature)|can'?t|cannot|aren'?t\s+allowed|may\s+not|must\s+not|are\s+not\s+allowed)\b(?![^;]*\bbut\b)/i;

/** "no one rides without a helmet": what no one of the group does without (a ride, a climb, a dive — not "no one works without coffee"). */
const NOBODY_WITHOUT =
  /^(?:no\s+one|nobody|no\s+member|no\s+rider|no\s+child|no\s+kid|no\s+player|no\s+climber|no\s+diver)\s+(?:ever\s+)?(?:rides?|plays?|climbs?|swims?|dives?|races?|trains?|joins?|goes\s+out|goes\s+(?:on|onto|into|up)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?|leaves|drives|flies|enters|spars?|belays?|paddles?|skis?)\s+without\s+(?:a|an|their|his|her|the)?\s*\S/i;

/** "new members do two steady rides before they join the fast group": what a newcomer does before they join. */
const NEWCOMERS_FIRST =
  /^(?:all\s+)?(?:new\s+)(?:members|joiners|starters|riders|players|volunteers|hires|staff|students|climbers|swimmers|recruits|cleaners|drivers|carers|nurses|baristas|chefs|cooks|instructors|guides|tutors|engineers)\s+(?:always\s+)?(?:do|complete|ride|attend|shadow|spend|pass|take)\s+[^,;]{3,40}\s+before\s+(?:they|joining|starting|going|being)\b/i;

/** "cats and dogs wait in separate areas": two kinds always kept apart. */
const KEPT_APART =
  /^(?:the\s+)?[\w-]+\s+and\s+(?:the\s+)?[\w-]+\s+(?:always\s+)?(?:wait|are\s+kept|sit|stay|live|eat|sleep|are\s+housed|are\s+seen|are\s+stored)\s+(?:in\s+)?separate(?:ly)?\b/i;

/** "nobody under 18 gets tattooed here": the age no one under is served. */
const NOBODY_UNDER_AN_AGE =
  /^(?:nobody|no\s+one|no-one)\s+(?:under|below|younger\s+than)\s+(?:the\s+age\s+of\s+)?\d{1,2}\s+(?:gets|is|can\s+be|may\s+be)\s+(?:[a-z]+ed|served|seen|admitted|booked|allowed|pierced)\b/i;

/** "tenants can paint but only in neutral colours": what people of a kind may do, and its one bound. */
const MAY_BUT_ONLY =
  /^(?:tenants|guests|members|staff|students|kids|children|volunteers|visitors|customers|clients|players|residents|interns|contractors)\s+(?:can|may|are\s+allowed\s+to)\s+[a-z]+(?:\s+[\w-]+){0,2}?\s+but\s+only\s+(?:in|with|on|if|after|before|during|up\s+to|when|where|for)\s+\S/i;

/** "sopranos sit on the left, altos on the right": where each kind of the group always sits or stands. */
const WHERE_A_KIND_SITS =
  /^(?:the\s+|our\s+)?(?!(?:they|things|people|you|we)\b)(?:year\s+\d{1,2}s|[\w-]+s)\s+(?:always\s+)?(?:sit|stand|line\s+up|queue|warm\s+up)\s+(?:on|at|in|by|outside)\s+(?:the\s+)?(?:left|right|front|back|middle|centre|center|[\w-]+\s+(?:door|doors|gate|entrance|wall|stage))\b(?![^,;]*\b(?:today|tonight|now|this\s+time)\b)/i;

/** "anyone who misses two rehearsals before a concert doesn't sing in it": what follows for whoever breaks a rule of the group. */
const WHOEVER_BREAKS_IT =
  /^(?:anyone|anybody|whoever|any\s+(?:member|player|singer|student|volunteer|rider|tenant|dancer))\s+(?:who|that)?\s*(?:misses|skips|is\s+late\s+(?:to|for)|forgets|doesn'?t\s+(?:pay|come\s+to|turn\s+up\s+to|show\s+up\s+(?:to|for)))\s+[^,;]{2,40}?\s+(?:doesn'?t|does\s+not|can'?t|cannot|won'?t|isn'?t\s+allowed\s+to|has\s+to|must|pays|loses|gets\s+dropped)\b/i;

/** "no one dives deeper than 18 metres until …", "nobody dives within 24 hours of a flight", "nobody applies without a reviewed plan": the bound no one in the group goes past. */
const NO_ONE_PAST_A_BOUND =
  /^(?:no\s+one|nobody|no-one)\s+(?:ever\s+)?[a-z]+s\s+(?:(?:deeper|higher|further|faster|longer|more)\s+than\s+\d[\d.,]*\s*(?:m|metres|meters|feet|ft|km|miles|hours?|minutes?|kg)\b|within\s+\d+\s+(?:hours?|days?|minutes?)\s+(?:of|after|before)\s+(?:a|an|the|their)\s+[\w-]+|without\s+(?:a|an|the|their)\s+(?:reviewed|signed|approved|checked|written|valid|current)\s+[\w-]+)/i;

/** "crews are always two people, nobody cleans a house alone": how many always go together, and what no one does alone. */
const NEVER_ALONE =
  /^(?:(?:crews|teams|shifts|patrols|pairs|groups|tours|boats|visits|call-?outs)\s+(?:are|have)\s+always\s+(?:at\s+least\s+)?(?:two|three|four|five|six|\d+)\s+(?:people|staff|adults|leaders|instructors|guides|strong)\b|(?:nobody|no\s+one|no-one)\s+(?:ever\s+)?[a-z]+s\s+(?:a\s+|an\s+|the\s+)?(?:[\w-]+\s+)?alone\b(?![^,;]*\b(?:today|tonight|now)\b))/i;

/** "keys are kept in the safe at the office": where a thing in trust is always kept. */
const KEPT_LOCKED_AWAY =
  /^(?:all\s+|client\s+|the\s+|spare\s+)?(?:keys|passports|cash|the\s+float|medicines|medication|records|files|laptops|card\s+details|cheques)\s+(?:are|is)\s+(?:always\s+)?kept\s+(?:locked\s+)?(?:in|at)\s+(?:the|a|our)\s+(?:safe|lockbox|key\s+safe|locked\s+(?:drawer|cabinet|box)|office|cabinet)\b/i;

/** "no child gets off the bus anywhere but their named stop": where alone someone in the user's care leaves. */
const NO_ONE_LEAVES_BUT =
  /^no\s+(?:child|kid|pupil|student|passenger|patient|guest|dog|animal|visitor|resident|client)\s+(?:ever\s+)?(?:gets?\s+off|leaves|goes\s+home|is\s+collected|is\s+released|is\s+handed\s+over|gets\s+on)\b[^,;]{0,40}?\s+(?:anywhere\s+but|except\s+(?:at|to|by|with)|without|unless|but\s+(?:at|to|by|with))\s+\S/i;

/** "we don't dig within a metre of a gas line": how near a hazard the work never goes. */
const NEVER_WITHIN_A_DISTANCE =
  /^we\s+(?:never|don'?t|do\s+not)\s+[a-z]+\s+within\s+(?:a|one|two|three|\d+(?:\.\d+)?)\s*(?:metres?|meters?|m|feet|ft|yards?|miles?|km)\s+of\s+(?:a|an|the|any)\s+[\w-]+/i;

/** "first-time dogs always get a short intro groom", "puppies under six months get a bath and tidy only": what a newcomer or the young of a kind always get. */
const THE_NEW_OR_YOUNG_GET =
  /^(?:(?:first-time|new|nervous|older|senior)\s+[\w-]+s\s+(?:always\s+)?(?:get|start\s+with|have)\s+(?:a|an)\s+(?:short|shorter|quick|intro|trial|gentle|free|first)\b|(?:puppies|kittens|dogs|cats|foals|kids|children|babies|pupils)\s+(?:under|over|below)\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|eighteen)\s+(?:weeks|months|years)(?:\s+old)?\s+(?:always\s+|only\s+)?(?:get|have|need)\s+\S)/i;

/** "Bella the spaniel bites when her paws are touched": how a named animal in the user's care reacts, and to what. */
const A_NAMED_ANIMAL_REACTS =
  /^\p{Lu}[\p{L}'-]+\s+(?:the\s+)?(?:spaniel|terrier|poodle|collie|labrador|lab|retriever|dog|cat|horse|pony|puppy|kitten|husky|dachshund|greyhound|whippet|bulldog|pug|beagle|cockapoo|mare|gelding)\s+(?:always\s+)?(?:bites|snaps|growls|kicks|scratches|panics|pulls|bolts|barks)\s+(?:when|if|at)\b/u;

/** "real knives never come on stage": what never comes into the place the work is shown or done. */
const NEVER_BROUGHT_ON =
  /^(?:[\w-]+\s+)?[\w-]+s\s+never\s+(?:come|go|get\s+taken|are\s+taken|are\s+brought)\s+(?:on\s*stage|on\s+set|on\s+site|onto\s+the\s+(?:stage|set|floor|pitch|ward|boat)|into\s+the\s+(?:kitchen|theatre|ward|clean\s+room|lab|booth))\b/i;

/** "we never treat anyone under 16 without a parent in the room": whom, by age, the team never takes on (or not without what). */
const NEVER_ANYONE_OF_AN_AGE =
  /^we\s+(?:never|don'?t|do\s+not|won'?t)\s+[\w-]+\s+(?:anyone|anybody|children|kids|people|clients|patients|customers|dogs)\s+(?:under|below|younger\s+than|over|older\s+than)\s+\d{1,2}\b(?:\s+without\s+[^,;?]{3,40})?[.!]*$/i;

/** "kids under 12 only play with an adult in the room": whom, by age, a kind of activity takes only with someone beside them. */
const YOUNG_ONLY_WITH =
  /^(?:kids|children|anyone|minors|teens|juniors|under-?\d+s)\s+(?:(?:under|below|younger\s+than)\s+\d{1,2}\s+)?(?:only\s+)?(?:play|climb|ride|swim|dive|shoot|come|train|enter|go\s+in|skate|sail|paddle)\s+(?:only\s+)?(?:with|if)\s+(?:an?\s+|their\s+)?(?:adult|parent|guardian|grown-?up|instructor)\b[^,;?]{0,30}[.!]*$/i;

/** "no food or drink in the rooms, ever", "no food in the live room, drinks with lids only": what is never brought into a kind of place. */
const NOTHING_BROUGHT_INTO =
  /^no\s+(?:food|drinks?|phones|mobiles|shoes|boots|pets|dogs|smoking|vaping|glass(?:es)?|cameras|bags|flash|naked\s+flames|flames|candles|alcohol|jewellery|jewelry|perfume|chewing\s+gum|gum)(?:\s+(?:or|and)\s+(?:food|drinks?|phones|shoes|boots|pets|dogs|smoking|vaping|glass(?:es)?|cameras|bags|flash|alcohol|jewellery|jewelry|gum))?\s+(?:in|on|inside|near|past)\s+(?:the\s+)?(?:[\w-]+\s+)?[\w-]+(?:,?\s+ever)?(?:,\s+(?:a|an|the|we|it)\b[^,;?]{3,70}|,\s+[\w\s-]{2,30}?\s+only)?[.!]*$/i;

/** "no collection of controlled drugs without photo ID, no exceptions": a step never done for anyone without what it needs. */
const NO_STEP_WITHOUT =
  /^no\s+(?:[\w-]+\s+){0,2}?(?:collection|release|entry|admission|sale|sales|dispensing|handover|delivery|refunds?|returns?|access|boarding|service)\s+(?:of\s+[^,;?]{2,30}?\s+)?without\s+[^,;?]{2,30}?(?:,\s+no\s+exceptions)?(?:,\s+(?:the|our|an?)\b[^,;?]{3,40})?[.!]*$/i;

/** "nobody goes out if the forecast is over force 5, beginners not over force 4": the conditions no one goes out in. */
const NOBODY_GOES_OUT_IN =
  /^(?:no\s+one|nobody|no-one)\s+(?:ever\s+)?(?:goes\s+out|goes\s+up|[a-z]+s)\s+(?:if|when|once)\s+(?:the\s+)?(?:forecast|wind|winds|swell|sea|visibility|temperature|gusts?|tide|river|snow|avalanche\s+risk|lightning)\b[^,;?]{2,40}(?:,\s+[\w\s-]{2,40})?[.!]*$/i;

/** "nobody sails solo before day three, and only with the safety boat out": when anyone may first do a thing alone, and how. */
const NOBODY_ALONE_BEFORE =
  /^(?:no\s+one|nobody|no-one)\s+(?:ever\s+)?[a-z]+s\s+(?:solo|alone|unsupervised|on\s+their\s+own|without\s+supervision)\s+(?:before|until)\s+[^,;?]{2,30}(?:,?\s+and\s+only\s+[^,;?]{3,50})?[.!]*$/i;

/** "lifejackets are worn on the pontoon as well as on the water": where a piece of safety kit is always worn. */
const KIT_WORN_WHERE =
  /^(?:lifejackets|life\s+jackets|helmets|hard\s+hats|gloves|goggles|masks|hairnets|aprons|harnesses|hi-?vis(?:\s+vests)?|ppe|ear\s+defenders|safety\s+glasses|safety\s+boots)\s+(?:are|is)\s+(?:always\s+)?(?:worn|on)\s+(?:on|in|at|inside)\s+(?:the\s+)?[\w\s-]{2,25}?(?:\s+as\s+well\s+as\s+(?:on|in|at)\s+(?:the\s+)?[\w\s-]{2,25}?|,?\s+(?:too|always|at\s+all\s+times))?[.!]*$/i;

/** "every new student fills in the health form before their first class": what every newcomer does before their first time. */
const EVERY_NEWCOMER_FIRST =
  /^(?:every|each|all)\s+new\s+(?:[\w-]+\s+)?(?:students?|clients?|members?|patients?|pupils?|guests?|customers?|starters?|joiners?|hires?|volunteers?|tenants?|riders?|climbers?|players?)\s+(?:fills?\s+in|fills?\s+out|signs?|completes?|reads?|watches?|gets?|does|do|has|have)\s+(?:a|an|the|our)\s+[\w\s-]{2,30}?\s+before\s+(?:their|the|his|her)\s+(?:first|1st)\s+[\w-]+[.!]*$/i;

/** "every dog does a half-day trial before they can join the full days": the trial every one goes through before joining. */
const A_TRIAL_BEFORE_JOINING =
  /^(?:every|each)\s+(?:new\s+)?[\w-]+\s+(?:does|has|gets|goes\s+through|completes)\s+(?:a|an|one|two|the)\s+[\w\s-]{2,25}?\s+before\s+(?:they|it|he|she)\s+(?:can|may|are\s+allowed\s+to)\s+(?:join|start|come|go|take)\b[^,;?]{0,30}[.!]*$/i;

/** "we don't take entire males over a year old": whom, by age, a business never takes on. */
const NOT_TAKEN_PAST_AN_AGE =
  /^we\s+(?:never|don'?t|do\s+not|won'?t)\s+(?:take|accept|board|groom|treat|book|serve)\s+(?:[\w-]+\s+){0,2}(?:males|females|dogs|cats|puppies|kittens|kids|children|pupils|patients|clients|horses)\s+(?:over|under|older\s+than|younger\s+than)\s+(?:a|one|two|three|six|\d+)\s+(?:years?|months?|weeks?)(?:\s+old)?[.!]*$/i;

/** "no dog comes in without an up-to-date vaccination card, the insurance depends on it": what none of a kind comes in without. */
const NONE_COMES_IN_WITHOUT =
  /^no\s+(?:dog|cat|pet|child|kid|guest|visitor|patient|client|horse|car|van|boat)\s+(?:ever\s+)?(?:comes\s+in|goes\s+out|is\s+(?:admitted|accepted|taken|booked|boarded))\s+without\s+(?:a|an|their|its|the)\s+[^,;?]{3,40}(?:,\s+(?:the|our|it'?s|that'?s)\b[^,;?]{3,40})?[.!]*$/i;

/** "residents on blood thinners get no razor work at all, scissors only": what a kind of person on a treatment or with a condition never gets. */
const NONE_FOR_THOSE_ON =
  /^(?:[\w-]+\s+)?(?:residents|patients|clients|customers|kids|children|dogs|cats|pupils|students|guests|members|riders|divers|horses|people|anyone)\s+(?:on|with|under|over|taking|who\s+take)\s+(?!(?:the\s+)?(?:list|phone|call|way)\b)[\w\s-]{2,25}?\s+(?:get|have|are\s+given|are\s+allowed)\s+no\s+[\w\s-]{2,30}?(?:\s+at\s+all)?(?:,\s+[\w\s-]{2,30}?\s+only)?[.!]*$/i;

/** "no swimmer under 9 enters an open gala": what no one under (or over) an age ever does. */
const NONE_PAST_AN_AGE_DOES =
  /^(?:no\s+(?!one\b)[\w-]+|nobody|no\s+one|no-one)\s+(?:under|below|younger\s+than|over|older\s+than)\s+(?:the\s+age\s+of\s+)?\d{1,2}\s+(?:ever\s+)?(?:enters?|swims?|rides?|races?|plays?|competes?|joins?|goes\s+(?:in|on|into)|takes?|drives?|uses?|handles?|dives?|climbs?)\s+(?:a|an|the|any)\s+[\w\s-]{2,30}?[.!]*$/i;

/** "under-12s don't swim the 400 free, 200 max": what an age group never does, and the most it does. */
const AN_AGE_GROUP_NEVER =
  /^(?:the\s+)?(?:under|over)-?\d{1,2}s\s+(?:don'?t|do\s+not|never|can'?t|aren'?t\s+allowed\s+to)\s+[\w-]+\s+(?:the\s+|a\s+|an\s+|any\s+)?[^,;?]{2,30}(?:,\s+(?:\d+\s*(?:m|metres|meters|km|miles|laps)?\s+(?:max|maximum|at\s+most|tops)|(?:max|at\s+most)\s+\d+\s*[\w]*|[^,;?]{2,20}\s+only))?[.!]*$/i;

/** "the fast lane is for squad swimmers, masters go in lanes 5 and 6": whom a place is for, and where another kind goes. */
const WHOM_A_PLACE_IS_FOR =
  /^the\s+(?!(?:money|cake|food|gift|present)\b)[\w-]+(?:\s+[\w-]+)?\s+(?:is|are)\s+(?:only\s+)?for\s+(?:[\w-]+\s+)?[\w-]+s\s*,\s+(?:[\w-]+\s+)?[\w-]+s\s+(?:go|are|swim|sit|stay|park|play|train|work)\s+(?:in|on|at)\s+(?!(?:here|there)\b)[^,;?]{2,30}[.!]*$/i;

/** "jewellery over £500 is kept in the safe until the viewing day": where a kind of goods past a value is kept, and till when. */
const KEPT_LOCKED_PAST_A_VALUE =
  /^[\w-]+(?:\s+[\w-]+)?\s+(?:over|above|worth\s+more\s+than|worth\s+over)\s+[£$€]\d[\d,]*\s+(?:is|are)\s+(?:always\s+)?(?:kept|stored|locked(?:\s+away)?|held)\s+(?:in|behind|at)\s+(?:the\s+)?[\w\s-]{2,20}?(?:\s+until\s+[^,;?]{3,30})?[.!]*$/i;

/** "hedgehogs under 600g stay in over winter, we don't release them till spring": what a kind past a weight or size is kept to. */
const PAST_A_WEIGHT_KEPT =
  /^(?:[\w-]+\s+)?[\w-]+s\s+(?:under|below|over|above|less\s+than|lighter\s+than|heavier\s+than)\s+\d+\s*(?:g|kg|grams?|kilos?|lbs?|pounds|cm|mm)\s+(?:always\s+)?(?:stay|are\s+kept|get|go|don'?t\s+go|can'?t|never)\b[^,;?]{2,30}(?:,\s+[^;?]{3,60})?[.!]*$/i;

/** "the public never feed anything here, the signs say so": what visitors never do. */
const VISITORS_NEVER =
  /^(?:the\s+)?(?:public|visitors|guests|customers|kids|children|parents|spectators)\s+never\s+(?:feed|touch|enter|go\s+(?:in|into|behind)|bring|take|handle|pick\s+up|stroke)\s+[^,;?]{2,30}(?:,\s+[^;?]{3,60})?[.!]*$/i;

/** "if the river's above the green marker on the bridge we don't hire at all": a reading past which the work stops. */
const PAST_A_MARK_WE_STOP =
  /^if\s+the\s+[\w-]+(?:'s|\s+is)\s+(?:above|below|over|under|past)\s+(?:the\s+)?[^,;?]{2,40}?,?\s+we\s+(?:don'?t|do\s+not|never|won'?t)\s+[\w-]+\b[^,;?]{0,20}[.!]*$/i;

/** "kids under 8 go in a canoe with an adult, never a kayak on their own": how a young one always goes, and how never. */
const YOUNG_ONES_GO_WITH =
  /^(?:kids|children|juniors|anyone|riders|swimmers|paddlers|climbers)\s+(?:under|below)\s+\d{1,2}\s+(?:always\s+)?(?:go|ride|sit|paddle|swim|climb|sail)\s+(?:in|on|with)\s+[^,;?]{3,40}(?:,\s+never\s+[^,;?]{3,40})?[.!]*$/i;

/** "nobody paddles past the weir, we turn everyone at the footbridge": a point past which no one ever goes. */
const NOBODY_PAST_A_POINT =
  /^(?:nobody|no\s+one|no-one)\s+(?:ever\s+)?(?:paddles|goes|rides|walks|swims|sails|climbs|drives|cycles|rows)\s+(?:past|beyond|above|below)\s+the\s+[\w-]+(?:\s+[\w-]+)?(?:,\s+[^;?]{3,60})?[.!]*$/i;

/** "under-9s play 5-a-side, under-11s 7-a-side, nobody keeps score below under-10s": what each age group plays, side by side. */
const EACH_AGE_GROUP_PLAYS =
  /^(?:the\s+)?under-?\d{1,2}s\s+(?:play|train|swim|ride|race|do|run)\s+[\w\s-]{2,20}?,\s+(?:the\s+)?under-?\d{1,2}s\s+[\w\s-]{2,20}?(?:,\s+[^;?]{3,50})?[.!]*$/i;

/** "we don't take anyone with asthma without a doctor's note": whom with a condition the business never takes without a paper. */
const NOT_WITHOUT_A_NOTE =
  /^(?:we|i)\s+(?:don'?t|do\s+not|never|won'?t)\s+(?:take|accept|book|treat|enrol|enroll|admit|train|teach)\s+(?:anyone|anybody|people|clients|customers|children|kids|pupils|students|divers|riders|patients|swimmers|climbers)\s+(?:with|who\s+(?:have|has))\s+[^,;?]{2,30}?\s+without\s+(?:a|an|their)\s+[^,;?]{2,30}[.!]*$/i;

/** Every form of this theme. */
export const SAFETY_WAYS = [NOT_WITHOUT_A_NOTE, EACH_AGE_GROUP_PLAYS, PAST_A_MARK_WE_STOP, YOUNG_ONES_GO_WITH, NOBODY_PAST_A_POINT, PAST_A_WEIGHT_KEPT, VISITORS_NEVER, KEPT_LOCKED_PAST_A_VALUE, NONE_PAST_AN_AGE_DOES, AN_AGE_GROUP_NEVER, WHOM_A_PLACE_IS_FOR, NONE_FOR_THOSE_ON, A_TRIAL_BEFORE_JOINING, NOT_TAKEN_PAST_AN_AGE, NONE_COMES_IN_WITHOUT, PEOPLE_PAST_AN_AGE, NOBODY_WITHOUT, NEWCOMERS_FIRST, KEPT_APART, NOBODY_UNDER_AN_AGE, MAY_BUT_ONLY, WHERE_A_KIND_SITS, WHOEVER_BREAKS_IT, NO_ONE_PAST_A_BOUND, NEVER_ALONE, KEPT_LOCKED_AWAY, NO_ONE_LEAVES_BUT, NEVER_WITHIN_A_DISTANCE, THE_NEW_OR_YOUNG_GET, A_NAMED_ANIMAL_REACTS, NEVER_BROUGHT_ON, NEVER_ANYONE_OF_AN_AGE, YOUNG_ONLY_WITH, NOTHING_BROUGHT_INTO, NO_STEP_WITHOUT, NOBODY_GOES_OUT_IN, NOBODY_ALONE_BEFORE, KIT_WORN_WHERE, EVERY_NEWCOMER_FIRST];

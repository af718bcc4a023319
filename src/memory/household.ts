// How a user's household lives, told to an agent that plans meals, errands and the week: who eats what,
// what happens on which day, when the bills fall due, who comes to help, the home's upkeep and permits, the
// animals kept. None of it is about code, all of it holds for months, and an assistant that forgets "Leo is
// allergic to shellfish" does harm. Kept as who the user is.

const WEEKDAY = String.raw`(?:[Mm]on|[Tt]ues|[Ww]ednes|[Tt]hurs|[Ff]ri|[Ss]atur|[Ss]un)day`;
/** A day that comes back: "on Saturdays", "every other Tuesday", "on weekends" (not "on Saturday": one of them). */
const EVERY_WEEK = String.raw`(?:on\s+${WEEKDAY}s|every\s+(?:other\s+|second\s+)?${WEEKDAY}|on\s+(?:weekends|weekdays|school nights)|at\s+weekends)`;

/** Someone of the household, by a capitalised name or by who they are to the user (a pet too: "our dog Biscuit"). */
const MEMBER = String.raw`(?:[A-Z][a-z]+(?:\s+and\s+[A-Z][a-z]+)?|(?:[Mm]y|[Oo]ur|[A-Z][a-z]+'s)\s+(?:(?:older|younger|eldest|youngest|little|two|three)\s+)?(?:son|daughter|sons|daughters|kids?|children|partner|wife|husband|boyfriend|girlfriend|fianc[ée]e?|mum|mom|dad|mother|father|parents|baby|toddler|flatmate|roommate|grandma|grandpa|grandad|granddad|gran|grandmother|grandfather|in-laws|nan|twins|sister|brother|aunt|uncle|cousin|niece|nephew|best\s+man|maid\s+of\s+hono(?:u)?r)|[Tt]he\s+(?:kids|children|twins|baby)|[Bb]oth\s+(?:kids|of them)|(?:[Mm]y|[Oo]ur|[Tt]he)\s+(?:old\s+|older\s+|young\s+)?(?:dog|cat|puppy|kitten|rabbit|horse|parrot|tortoise|dogs|cats)(?:\s+[A-Z][a-z]+)?)`;

/**
 * "Leo is allergic to shellfish", "my partner is vegetarian", "the kids don't eat mushrooms", "I'm lactose intolerant":
 * what someone of the household can or will eat, which every meal planned must keep to.
 */
const EATS = new RegExp(
  String.raw`^(?:${MEMBER}|[Ii](?:'m|\s+am)?|[Ww]e(?:'re|\s+are)?)\s+(?:(?:is|are|'s|'re)\s+)?(?:(?:severely|mildly|very|also|strictly|both|all)\s+)?(?:allergic\s+to\s+\w|(?:lactose|gluten)[- ]intolerant|intolerant\s+to\s+\w|(?:an?\s+)?(?:vegetarian|vegan|pescatarian|coeliac|celiac|diabetic|type\s+[12]\s+diabetic|kosher|halal|gluten-free|dairy-free|nut-free)\b|on\s+an?\s+(?:low-\w+|keto|paleo|gluten-free|dairy-free|grain-free|renal|diabetic|raw|prescription|hypoallergenic|weight-loss|special)\s+diet|(?:doesn'?t|don'?t|can'?t|cannot|won'?t|never)\s+(?:(?:eat|drink)\s+(?!(?:it|this|that|them|anything|much|today|tonight|yet|a|an|the)\b)\w|(?:have|touch)\s+(?:nuts|peanuts|dairy|gluten|eggs|sugar|caffeine|alcohol|meat|pork|beef|fish|shellfish|milk|wheat|soy|spicy food)\b))`,
);

/**
 * "we do the big grocery shop on Saturdays at Lidl", "Maya has choir every Wednesday", "we meal prep on Sundays": what
 * the household does on a day that comes back (not "we're going to the zoo on Saturday").
 */
const EVERY_WEEK_DONE = new RegExp(
  String.raw`^(?:[Ww]e|I|${MEMBER})\s+(?:usually\s+|always\s+|normally\s+|only\s+)?(?:do|does|go|goes|get|gets|have|has|shop|shops|cook|cooks|clean|cleans|meal[- ]prep|batch[- ]cook|order|orders|eat|eats|visit|visits|see|sees|take|takes|pick up|picks up|drop off|drops off|swim|swims|play|plays|train|trains|walk|walks|call|calls|host|hosts|bake|bakes|water|waters|wash|washes|mow|mows|hoover|vacuum|pay|pays|practise|practice|practises|practices)\b(?:\s+[\w'-]+){0,6}?\s+${EVERY_WEEK}\b(?![^,;]*\b(?:don'?t worry|this time|for now)\b)`,
);

/** "bins go out Tuesday night, recycling every other week": the day the rubbish is collected. */
const BIN_DAY = new RegExp(
  String.raw`^(?:the\s+|our\s+)?(?:bins?|trash|rubbish|garbage|recycling|compost|(?:green|blue|black|brown|grey|yellow)\s+bin)\s+(?:goes|go|is|are|gets?)\s+(?:out|collected|picked up|emptied)\s+(?:on\s+)?(?:every\s+(?:other\s+)?)?${WEEKDAY}s?\b`,
  'i',
);

/** "the kids' bedtime is 8 on school nights", "Leo's screen time is an hour a day": a household's standing times and limits. */
const HOUSE_TIMES =
  /^(?:the\s+|our\s+|my\s+)?(?:kids'?|children's|child's|son's|daughter's|baby's|toddler's|[A-Z][a-z]+'s)?\s*(?:bedtime|nap(?:\s*time)?|curfew|screen[- ]time(?:\s+limit)?|wake[- ]up(?:\s+time)?|pocket money|allowance)\s+(?:is|are)\s+(?!(?:now|today|tonight|later|over|done|late)\b)(?:at\s+|about\s+|around\s+|only\s+)?(?:[$€£]?\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half|an?\s+hour|noon)/;

/** "rent is due on the 15th", "the mortgage goes out on the 1st": when a household bill falls due each month. */
const BILL_DUE =
  /^(?:the\s+|our\s+|my\s+)?(?:rent|mortgage|council tax|school fees|tuition|(?:car\s+|home\s+|health\s+)?insurance|(?:phone|internet|electricity|gas|water|energy|credit card)\s+bill|credit card|childcare|nursery fees|daycare)\s+(?:payment\s+)?(?:is\s+due|are\s+due|is\s+paid|are\s+paid|goes\s+out|comes\s+out|is\s+taken|gets\s+paid)\s+(?:on\s+)?(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)|first|last(?:\s+day)?|fifteenth)\b/i;

/** "parents' evening is the second Thursday of every term": a day that comes back each month or term. */
const NTH_DAY_OF_EVERY =
  new RegExp(String.raw`^(?:the\s+|our\s+)?(?!(?:it|this|that|today|tomorrow)\b)[\w' -]{3,30}?\s+(?:is|are|falls on|happens on|takes place on)\s+(?:on\s+)?the\s+(?:first|second|third|fourth|last)\s+${WEEKDAY}\s+of\s+(?:every|each)\s+(?:month|term|quarter|semester|half-term|year)\b`, 'i');

/** Someone of the family's, by the possessive: "Mum's", "my dad's". */
const A_RELATIVES = String.raw`(?:[Mm]y\s+)?(?:[Mm]um|[Mm]om|[Dd]ad|[Mm]other|[Ff]ather|[Gg]ran|[Gg]randma|[Gg]randad|[Pp]artner|[Ww]ife|[Hh]usband|[Ss]on|[Dd]aughter)'s`;

/** "my accountant is Petra Vogel": who the user goes to for a part of their life, by name (a capital: not "my boss is annoying"). */
const WHO_HELPS_US = new RegExp(
  String.raw`^(?:[Mm]y|[Oo]ur|${A_RELATIVES})\s+(?:accountant|lawyer|solicitor|doctor|GP|physio|physiotherapist|therapist|financial\s+advis[eo]r|literary\s+agent|agent|landlord|landlady|bookkeeper|tax\s+advis[eo]r|coach|personal\s+trainer|tutor|mentor|dentist|vet|midwife|nanny|cleaner|childminder|babysitter|plumber|electrician|mechanic|builder|decorator|roofer|joiner|carpenter|tiler|architect|gardener|handyman|dog\s+walker|consultant|optician|pharmacist|social\s+worker)\s+is\s+(?:called\s+)?[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\b`,
);

/** "the cat gets her thyroid pill at 8am and 8pm": a medicine someone of the household takes on a schedule. */
const TAKES_A_MEDICINE = new RegExp(
  String.raw`^${MEMBER}\s+(?:gets|takes|has|needs)\s+(?:her|his|their|its|a|an)\s+(?:[\w-]+\s+)?(?:pill|pills|tablet|tablets|meds|medication|medicine|insulin|injection|drops|inhaler)\s+(?:at|every|twice|once|in\s+the|with)\b`,
);

/** "Biscuit is scared of fireworks": what someone of the household fears, every time. */
const SCARED_OF = new RegExp(String.raw`^${MEMBER}\s+(?:is|are|gets)\s+(?:really\s+|very\s+|so\s+)?(?:scared|afraid|terrified|frightened|anxious|nervous)\s+(?:of|around|during|in)\s+(?!(?:it|this|that|you)\b)\S`);

/** "the garden is north-facing with clay soil", "our flat faces south": where the home faces and what it stands on. */
const THE_HOME_FACES =
  /^(?:the|our|my)\s+(?:garden|back garden|front garden|yard|balcony|allotment|flat|house|apartment|bedroom|kitchen|plot|patio|terrace|living room)\s+(?:is|faces)\s+(?:(?:north|south|east|west|north-east|north-west|south-east|south-west)(?:-facing)?|on\s+(?:clay|sand|chalk|a\s+slope))\b/i;

/** "the district nurse comes Tuesdays and Fridays between 10 and 12": who comes to the home, on which days. */
const WHO_COMES_ON = new RegExp(
  String.raw`^(?:[Tt]he|[Oo]ur|[Mm]y|${A_RELATIVES})\s+(?:[\w-]+\s+)?(?:nurse|carer|carers|cleaner|nanny|gardener|tutor|physio|childminder|dog\s+walker|window\s+cleaner|au\s+pair|home\s+help)\s+(?:comes|come|visits|visit|is\s+here|are\s+here)\s+(?:on\s+)?(?:every\s+)?(?:${WEEKDAY}s?|weekdays|weekends)\b`,
);

/** "we keep twelve hens and two goats, …": the animals the household keeps (a number or a flock, not "we keep it"). */
const ANIMALS_WE_KEEP =
  /^(?:we|i)\s+(?:keep|have|raise|breed|run)\s+(?:a\s+few|several|\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a\s+dozen|a\s+(?:small\s+)?(?:flock|herd|pair)\s+of)\s+(?:[\w-]+\s+)?(?:hens|chickens|ducks|geese|goats|sheep|pigs|cows|cattle|alpacas|llamas|horses|ponies|donkeys|bees|hives|beehives|rabbits|quail|turkeys)\b/i;

/** "the kitchen extension has planning permission until March 2028, …": a permit or a warranty the home holds, until when. */
const HOLDS_A_PERMIT_UNTIL =
  /^(?:the|our|my)\s+(?:[\w-]+\s+){0,3}has\s+(?:planning\s+permission|(?:a\s+)?(?:building\s+)?permit|(?:a\s+)?licen[cs]e|(?:a\s+|an\s+)?(?:\d+-year\s+)?(?:warranty|guarantee)|(?:building\s+(?:control|regs|regulations)\s+)?approval)\s+(?:until|till|to|through|valid\s+until)\s+(?:the\s+)?(?:\d|january|february|march|april|may|june|july|august|september|october|november|december)/i;

/** "the boiler at flat 2 is serviced every October by Dales Heating": the upkeep a part of the home gets each year or season. */
const UPKEEP_EACH_YEAR =
  /^(?:the|our|my)\s+(?:[\w-]+\s+){0,2}(?:boiler|boilers|furnace|chimney|gutters?|smoke\s+alarms?|alarms?|gas\s+safety(?:\s+check)?|car|septic\s+tank|aircon|air\s+con|heat\s+pump|fire\s+extinguishers?|lift|roof|hot\s+tub|pool|piano|bike)\s+(?:(?:at|in|of)\s+(?:[\w-]+\s+){0,2}?[\w-]+\s+)?(?:is|are|gets?)\s+(?:serviced|inspected|checked|cleaned|tested|swept|maintained|tuned|MOT'?d)\s+(?:every|each|once\s+a|twice\s+a)\s+(?!(?:day|morning)\b)\w+/i;

const HOUSEHOLD = [EATS, EVERY_WEEK_DONE, BIN_DAY, HOUSE_TIMES, BILL_DUE, NTH_DAY_OF_EVERY, WHO_HELPS_US, TAKES_A_MEDICINE, SCARED_OF, THE_HOME_FACES, UPKEEP_EACH_YEAR, HOLDS_A_PERMIT_UNTIL, ANIMALS_WE_KEEP, WHO_COMES_ON];

/** Whether the sentence says how the household lives in one of these ways. */
// (a "now" says the way changed — "we get 6 fields on Saturdays now": news, which retires the old way, read by updates)
export const householdFact = (s: string): boolean => !/\bnow\b/i.test(s) && HOUSEHOLD.some((re) => re.test(s));

/** Someone of the household, in Chinese: "老人", "孩子", "我老婆", "婆婆". */
const MEMBER_ZH = String.raw`(?:我|我们家|我家|家里|我们)?(?:的)?(?:猫|狗|猫咪|狗狗|宠物|老人|孩子|小孩|儿子|女儿|老大|老二|老婆|老公|爱人|对象|爸|妈|爸妈|爸爸|妈妈|婆婆|公公|岳父|岳母|爷爷|奶奶|外公|外婆|姥姥|姥爷|宝宝|全家|一家人)`;

/**
 * "老人不吃辣", "孩子对花生过敏", "我老婆吃素", "孩子周三下午有钢琴课", "每个月十五号交房租": who in the household eats what,
 * what comes back each week, and when a bill falls due (not "孩子今天不吃饭": today's).
 */
const HOUSEHOLD_ZH = [
  new RegExp(String.raw`^(?:我|${MEMBER_ZH})(?:都|也)?(?:不吃|不能吃|吃不了|不碰|忌口|吃素|是素食|乳糖不耐|对[^，,。]{1,8}过敏)`),
  new RegExp(String.raw`^${MEMBER_ZH}(?:每)?(?:周|星期|礼拜)[一二三四五六日天](?:上午|下午|晚上|早上)?(?:都|固定)?有\s*[^，,。]{1,8}(?:课|班|训练|活动|比赛|排练)`),
  /^(?:每个?月|每月)(?:的)?\s*(?:\d{1,2}|[一二三四五六七八九十]{1,3})\s*(?:号|日)(?:要|得|前)?(?:交|还|付|缴|扣)[^，,。]{1,8}/,
  // ("房租每月一号交": the bill named first; "二号房的热水器每年十月保养": the upkeep a part of the home gets each year)
  /^(?:房租|租金|物业费|水电费|贷款|房贷|车贷|学费|保险|保费)(?:是|都是)?(?:每个?月|每月)(?:的)?\s*(?:\d{1,2}|[一二三四五六七八九十]{1,3})\s*(?:号|日)(?:前)?(?:交|付|扣|还|收|缴)/,
  /^[^，,。这那]{0,8}(?:热水器|锅炉|空调|油烟机|燃气灶|燃气|烟道|灭火器|电梯|净水器|地暖|车)(?:每年|每半年|每季度|每个?月|每(?:两|三)年)[^，,。]{0,6}(?:保养|检修|检查|清洗|年检|维护)/,
  /^(?:每|每个)(?:周|星期|礼拜)[一二三四五六日天](?:晚上|早上|上午|下午)?(?:要|得)?(?:倒垃圾|收垃圾|大扫除|采购|买菜|去超市)/,
  // ("狗狗每年三月打疫苗": what comes back each year; "阳台朝西": where the home faces)
  new RegExp(String.raw`^${MEMBER_ZH}?每年(?:的)?\s*(?:[一二三四五六七八九十]{1,2}|\d{1,2})\s*月(?:份)?(?:都)?(?:要)?(?:打|做|交|续|体检|年检|驱虫)`),
  /^(?:我家|我们家)?(?:的)?(?:阳台|院子|花园|卧室|客厅|房子|窗户|菜园)(?:是)?(?:朝|向)(?:东|南|西|北|东南|西南|东北|西北)/,
  // ("妈妈每天晚上六点吃抗凝药": a medicine someone of the household takes, and when; "社区护士每周二和周五上午来": who comes, on which days)
  new RegExp(String.raw`^${MEMBER_ZH}(?:每天|每晚|每早)?(?:早上|晚上|中午|睡前|饭后|饭前)?[^，,。]{0,6}(?:吃|服)[^，,。]{1,8}?药`),
  /^[^，,。这那你我]{0,6}(?:护士|护工|保姆|阿姨|钟点工|家教|保洁)(?:每周|每个?(?:周|星期|礼拜))[^，,。]{0,12}?来/,
  // ("鸡每天天黑前要关进鸡舍": when the animals are shut in, each day)
  /^(?:鸡|鸭|鹅|羊|山羊|猪|牛|兔子|马)(?:每天|每晚)?(?:天黑前|晚上|傍晚|太阳下山前)(?:都)?(?:要|得|必须)?(?:关进|赶进|关回|赶回)/,
  // ("厨房扩建的规划许可到2028年3月": a permit or a warranty the home holds, until when)
  /^[^，,。这那]{0,10}(?:规划许可|许可证?|施工许可|保修|质保|产权)(?:有效期)?(?:到|至|截止到?)\s*\d{4}\s*年/,
];

/** The same in Chinese; the caller has ruled out what holds only for now. */
export const householdFactZh = (s: string): boolean => !/今天|今晚|明天|这周|这次|[吗？?]/.test(s) && HOUSEHOLD_ZH.some((re) => re.test(s));

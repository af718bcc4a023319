// What the user likes and cannot stand, fears, holds and needs, told to an agent that books and plans for
// them: "I hate red-eye flights", "window seats for me", "my dad uses a wheelchair", "my passport expires in
// March 2027". None is about code; each holds for years and each rules options out.

/**
 * "I hate red-eye flights", "I can't stand hostels": a kind the user rules out, or prefers (not "I hate this"; nor "I love
 * cooking!", which chat is full of and which rules nothing out).
 */
const A_TASTE =
  /^i\s+(?:really\s+|absolutely\s+|just\s+)?(?:hate|can'?t\s+stand|detest|loathe|dislike|prefer|avoid)\s+(?!(?:the|this|that|these|those|your|it|them|you|how|when|what|a|an|my|his|her|our|their|to|doing|being|having|getting)\b)(?:[\w-]+\s+){0,3}(?:[\w-]+[^s\W]s|[\w-]{3,}ing)\b(?![^,;]*\b(?:today|tonight|right now|this|that)\b)/i;

/** "I'm afraid of flying over water", "I get seasick", "I'm scared of heights": what the user fears or suffers, always. */
const FEARS =
  /^i(?:'m|\s+am)\s+(?:really\s+|very\s+|a\s+bit\s+)?(?:afraid|scared|terrified|frightened)\s+of\s+(?!(?:it|this|that|breaking|you|losing|getting\s+it)\b)\S|^i\s+(?:always\s+)?get\s+(?:seasick|carsick|airsick|travel\s+sick|motion\s+sickness|altitude\s+sickness|migraines\s+(?:from|when|on))/i;

/** "I have Star Alliance gold", "I have a BahnCard 50": a status or pass the user holds (a brand, by its capital). */
const HOLDS_A_STATUS = /^I\s+have\s+(?:an?\s+)?(?:[A-Z][\w-]*\s+){1,3}(?:gold|silver|platinum|diamond|elite|status|membership|card|pass|\d{2,3})\b/;

/** "window seats for me, aisle for my partner": the seat each one takes. */
const SEATS = /^(?:window|aisle|exit[- ]row|front[- ]row)\s+(?:seats?\s+)?for\s+(?:me|us|my\s+[\w-]+|the\s+kids)\b/i;

/** "my passport expires in March 2027": when a document of the user's runs out. */
const DOCUMENT_RUNS_OUT =
  /^(?:my|our|the\s+kids'?|[Mm]y\s+[\w-]+'s)\s+(?:passport|passports|visa|driving\s+licen[cs]e|driver'?s\s+licen[cs]e|residence\s+permit|id\s+card|green\s+card|travel\s+insurance|ESTA|eTA)\s+(?:expires?|runs?\s+out|is\s+valid\s+until|is\s+valid\s+till|ends?)\s+(?:in|on|at\s+the\s+end\s+of)\s+\S/i;

/** "we always book places with a kitchen": how the user travels or books, every time. */
const TRAVELS_SO =
  /^(?:we|i)\s+(?:always|never|usually|only)\s+(?:book|stay|fly|travel|rent|take|drive|pick|choose|pack|sit)\b(?!\s+(?:it|this|that)\b)[^,;?]{3,}/i;

/** "my dad uses a wheelchair", "…, my partner is deaf", "Leo's best man is deaf": what someone the user travels with or plans for needs, in any clause. */
const NEEDS_ACCESS =
  /(?:^|,\s+|\s+and\s+)(?:i|(?:my|his|her|their|[A-Z][a-z]+'s)\s+[\w-]+(?:\s+(?:man|woman|friend|of\s+hono(?:u)?r))?|[A-Z][a-z]+)\s+(?:uses?\s+a\s+(?:wheelchair|walker|mobility\s+scooter|cane|walking\s+stick|guide\s+dog)|(?:is|am|'m)\s+(?:blind|deaf|hard\s+of\s+hearing|partially\s+sighted|colou?r[- ]blind|a\s+wheelchair\s+user|in\s+a\s+wheelchair))\b/i;

/** What the sentence says of the user's tastes and needs: a preference, who they are, or nothing. */
export function personalTaste(s: string): 'preference' | 'profile' | null {
  if (A_TASTE.test(s) || SEATS.test(s) || TRAVELS_SO.test(s)) return 'preference';
  return [FEARS, HOLDS_A_STATUS, DOCUMENT_RUNS_OUT, NEEDS_ACCESS].some((re) => re.test(s)) ? 'profile' : null;
}

/** "我们家出门只住带早餐的酒店", "我晕船", "孩子的护照明年五月到期": the same in Chinese. */
const TASTES_ZH = [
  /^(?:我|我们|我们家|我家)(?:出门|旅行|出差|旅游|坐飞机)?(?:只|都|一般|从来只)(?:住|坐|订|选|飞|买)\s*[^，,。]{2,12}/,
  /^我(?:有点|比较|特别)?(?:晕船|晕车|晕机|恐高|怕水|怕坐飞机|有幽闭恐惧症)/,
  /^(?:我|孩子|我们|老婆|老公|爸|妈|我爸|我妈|儿子|女儿)?的?(?:护照|签证|驾照|身份证|港澳通行证|居留卡|绿卡)[^，,。]{0,8}到期/,
];
export const personalTasteZh = (s: string): boolean => !/今天|这次|[吗？?]/.test(s) && TASTES_ZH.some((re) => re.test(s));

// An event the user is planning — a wedding, a party, a conference — told to an agent that drafts its
// messages and plans: the date and place, the budget, the suppliers and who to talk to there. Each holds
// until the day and shapes every plan, so it is kept as the project's.

const MONTH = String.raw`(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)`;
const A_DATE = String.raw`(?:(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH}|${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?)(?:,?\s+\d{4})?`;
const THE_EVENT = String.raw`(?:the|our|my)\s+(?:[\w-]+\s+)?(?:wedding|party|reception|ceremony|conference|event|launch|gala|festival|retreat|offsite|reunion|fundraiser|christening|baptism|bar\s+mitzvah|bat\s+mitzvah|graduation|memorial|funeral|hen\s+do|stag\s+do|bachelorette|baby\s+shower|summit|meetup)`;

/** "the wedding is on 14 June 2027 at Hollins Barn, ceremony at 2pm": when and where the event is (a date, not "on Friday"). */
const WHEN_AND_WHERE = new RegExp(String.raw`^${THE_EVENT}\s+is\s+(?:on\s+)?${A_DATE}\b`, 'i');

/** "the budget is 18k all in, …": what the whole of it may cost (a sum, not "the budget is tight", nor one of a quarter or a month). */
const THE_BUDGET =
  /^(?:the|our|my)\s+(?:total\s+|overall\s+|whole\s+)?budget\s+(?:for\s+(?:the\s+)?[\w\s-]{2,20}?\s+)?is\s+(?:about\s+|around\s+|roughly\s+|capped\s+at\s+)?(?:[£$€¥]\d[\d.,]*\s*(?:k|m)?|\d[\d.,]*\s*(?:k|m|grand|thousand|eur|gbp|usd|dollars|pounds|euros))\b(?!\s+(?:for|this|per|a|each|every)\s+(?:the\s+)?(?:quarter|month|week|year|sprint|q[1-4]|half|day)\b)(?:\s+(?:all\s+in|total|max(?:imum)?|tops|including\s+\w+))?/i;

/** "the florist is Petals & Co, Jess there is our contact": who supplies a part of it, by name (read case-sensitively). */
const THE_SUPPLIER =
  /^(?:[Tt]he|[Oo]ur)\s+(?:florist|caterer|caterers|photographer|videographer|DJ|dj|band|venue|baker|cake\s+maker|planner|officiant|celebrant|printer|stationer|hairdresser|make-up\s+artist|makeup\s+artist|transport|coach\s+company|AV\s+company|hotel|supplier)\s+is\s+\p{Lu}[\p{L}&'-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}&'.-]*)*(?:\s*[,;]|\s+(?:in|at|on|from)\s|[.!]*$)/u;

/** The sentence, when it says how the event the user plans stands. */
export const eventPlanned = (s: string): boolean => WHEN_AND_WHERE.test(s) || THE_BUDGET.test(s) || THE_SUPPLIER.test(s);

const NUMBER_ZH = String.raw`(?:\d[\d.,]*|[一二三四五六七八九十百千万两]+)`;
/**
 * "婚礼在明年六月十四号，仪式下午两点开始", "预算一共十八万，超了要先跟我说", "新娘对花粉过敏，桌花只用假花": the same in
 * Chinese — the day of the event, its whole budget, and who at it can't have what.
 */
const EVENT_ZH = [
  new RegExp(String.raw`^(?:婚礼|婚宴|订婚宴|酒席|喜宴|派对|年会|发布会|生日会|生日宴|满月酒|百日宴|寿宴|毕业典礼|活动|展会|峰会)(?:定在|在|是|办在)\s*(?:今年|明年|后年|\d{4}\s*年)?\s*${NUMBER_ZH}\s*月\s*${NUMBER_ZH}\s*(?:号|日)`),
  new RegExp(String.raw`^(?:总)?预算(?:一共|总共|是|为|大概|大约|控制在|定在|只有)?\s*${NUMBER_ZH}\s*(?:万|千|元|块|k|K)`),
  /^(?:新娘|新郎|伴娘|伴郎|主桌有人|客人里有人|有位客人|有个客人|司仪|嘉宾里有人)对[^，,。]{1,8}过敏/,
];
export const eventPlannedZh = (s: string): boolean => !/今天|这次|[吗？?]/.test(s) && EVENT_ZH.some((re) => re.test(s));

// How the user's money is arranged, told to an agent that keeps their books or plans with them: how they
// earn and file, what they invest in, which account is for what, when pay lands. Each holds for years and
// each rules out advice — kept as who the user is.

/**
 * "I'm self-employed in Germany", "we keep an emergency fund of six months of expenses", "I only invest in broad index
 * funds", "the joint account is only for household bills", "my salary lands on the 25th".
 */
const MONEY_WAYS = [
  /^i(?:'m|\s+am)\s+(?:self-employed|a\s+freelancer|freelance|a\s+sole\s+trader|retired|a\s+contractor\s+(?:in|for|through))\b/i,
  /^we\s+(?:always\s+)?keep\s+(?:an?\s+)?(?:emergency\s+fund|buffer|cash\s+reserve|rainy[- ]day\s+fund|reserve)\s+of\s+\S/i,
  /^(?:i|we)\s+only\s+(?:invest\s+in|buy|bank\s+with|save\s+in|put\s+money\s+(?:in|into))\s+(?!(?:it|this|that|them|one|a\s+little|when|today)\b)\S/i,
  /^(?:the|our|my)\s+(?:joint|business|personal|savings|company|main|second|household|credit)\s+(?:account|card)\s+is\s+(?:only\s+|just\s+)?(?:for|used\s+for)\s+(?!(?:this|that|now|today)\b)\S/i,
  /^(?:my|our)\s+(?:salary|pay|paycheck|paycheque|wages|pension|income|rent\s+income)\s+(?:lands|comes\s+in|arrives|is\s+paid|gets\s+paid|goes\s+in|hits)\s+(?:on\s+)?the\s+(?:\d{1,2}(?:st|nd|rd|th)|first|last)\b/i,
];

/** The sentence, when it says how the user's money is arranged. */
export const moneyWay = (s: string): boolean => MONEY_WAYS.some((re) => re.test(s));

/** "我的工资每月十号发", "理财只买银行的定期和国债", "记账的时候餐饮和外卖分开记": the same in Chinese. */
const MONEY_WAYS_ZH = [
  /^(?:我的?|我们的?|老公的?|老婆的?)(?:工资|薪水|退休金|养老金|奖金|房租收入)(?:每个?月)?(?:的)?\s*(?:\d{1,2}|[一二三四五六七八九十]{1,3})\s*(?:号|日)(?:发|到账|打款|入账)/,
  /^(?:我|我们|我家)?(?:理财|投资|存钱)(?:只|就只|一般只)(?:买|投|存|做)\s*[^，,。]{2,12}|^(?:我|我们|我家)(?:只|就只|一般只)(?:买|投|存)\s*(?:银行|定期|国债|基金|股票|指数|黄金|大额存单|理财)/,
  /^(?:记账|报销|做账|分类|统计开销)(?:的时候|时)[，,]?\s*[^，,。]{2,12}(?:分开|合并|单独)(?:记|算|列|统计)/,
];
export const moneyWayZh = (s: string): boolean => !/今天|这次|这笔|[吗？?]/.test(s) && MONEY_WAYS_ZH.some((re) => re.test(s));

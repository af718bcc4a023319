// The world of a book, a script or a game the user writes, told to an agent that helps write it: the voice
// it is told in, where and when it is set, what its people always or never do. Each is canon for the whole
// work; an assistant that forgets "Mara never uses contractions" rewrites the user's book in its own voice.

/** A work of the user's, named by its kind. */
const A_WORK = String.raw`(?:the|my|this|our)\s+(?:novel|book|story|stories|series|memoir|script|screenplay|play|game|campaign|comic|manuscript|novella|trilogy|short story|film)`;

/** Character words: what one of the book's people does or is called, always or never ("uses" only of words: not "Docker never uses the cache"). */
const DOES = String.raw`(?:uses?\s+(?:contractions|slang|swear\s*words|profanity|first names|nicknames|titles|(?:his|her|their)\s+\w+)|says?|swears?|speaks?|calls?|wears?|drinks?|smokes?|eats?|lies|cries|laughs|talks|writes|drives|answers|refers|curses|mentions|forgives|apologi[sz]es)`;

export const STORY_WORLD = [
  // "the novel is in first person past tense", "the book is told in the third person": the voice it is told in
  new RegExp(String.raw`^${A_WORK}\s+is\s+(?:written\s+|told\s+|narrated\s+)?(?:entirely\s+)?in\s+(?:the\s+)?(?:(?:first|second|third|close third)[- ]person|(?:present|past)\s+tense)\b`, 'i'),
  // "the story is set in Lisbon in 1974": where and when
  new RegExp(String.raw`^${A_WORK}\s+(?:is|takes place|happens)\s+(?:set\s+)?in\s+(?!(?:it|this|that)\b)\S`, 'i'),
  // "Mara narrates everything", "the narrator is Mara": who tells it
  /^[A-Z][a-z]+\s+narrates\b|^the\s+narrator\s+is\s+[A-Z][a-z]+/,
  // "Mara never uses contractions", "Tomás always calls her 'senhora'": what a character always or never does
  new RegExp(String.raw`^[A-Z][\p{Ll}]+\s+(?:never|always)\s+${DOES}\b`, 'u'),
  // "Tomás is an only child", "Ines is Mara's sister": what a character is, for good
  /^[A-Z][\p{Ll}]+\s+(?:is|was)\s+(?:an?\s+)?(?:only child|orphan|widow(?:er)?|twin|left-handed|blind|deaf|[A-Z][\p{Ll}]+'s\s+(?:older\s+|younger\s+|half-)?(?:sister|brother|mother|father|daughter|son|wife|husband|cousin|aunt|uncle|grandmother|grandfather))\b/u,
];

/** The sentence, when it says what is canon in the user's work. */
export const storyWorld = (s: string): boolean => STORY_WORLD.some((re) => re.test(s));

/** Why a change to the work is wrong, for good: "it's a plot point in chapter 12", "it's her voice", "that's canon". */
export const IT_IS_CANON =
  /^(?:it'?s|that'?s|this is|it is|that is)\s+(?:a\s+|the\s+)?(?:(?:key|major|big|central)\s+)?(?:plot point|canon|(?:her|his|their) voice|how (?:she|he|they) (?:talks|speaks)|established(?:\s+in\s+(?:chapter|book|part)\s+\S+)?|in the (?:series\s+)?(?:bible|outline)|important later|a setup for\s+\S+)\b/i;

/**
 * "这本书的目标读者是十几岁的孩子", "小说是第一人称过去时", "故事发生在1974年的里斯本": whom the user's work is for, its voice,
 * where it is set — in Chinese, where "这本书" is the user's book, not a thing at hand.
 */
export const STORY_WORLD_ZH =
  /^(?:这本书|这部小说|这个系列|这个故事|我的书|我的小说|我的剧本|这个剧本|全书|这本小说)(?:的)?(?:目标)?(?:读者|受众|观众|听众)(?:主要|基本上?|大多)?(?:是|都是|为)|^(?:这本书|这部小说|我的小说|这个故事|全书|小说|故事)(?:是|用|采用)(?:第[一二三]人称|现在时|过去时)|^(?:这本书|这部小说|我的小说|这个故事|小说|故事)(?:发生在|的背景是|设定在)/;

// The people the user serves — a trainer's clients, a tutor's pupils, a bookkeeper's businesses — told to
// an agent that plans for them: who they mostly are and how many, and one of them by name: what they live
// with, the exam they work towards, the scheme they are on. Each holds for as long as they come and sets
// what any plan for them may hold, so it is kept as the user's work.

import { BODY_PART } from './health-and-training.js';

/** A body part of a client's: the user's own list, and two a therapist names. */
const A_CLIENTS_BODY_PART = String.raw`(?:${BODY_PART}|spine|pelvic\s+floor)`;

/** "my clients are mostly over 50, …", "my students are all beginners": who the user's people mostly are. */
const WHO_THEY_MOSTLY_ARE =
  /^my\s+(?:clients|students|pupils|patients|learners|athletes|trainees|members|customers|readers|listeners|players|tutees)\s+are\s+(?:mostly|mainly|largely|nearly\s+all|almost\s+all|all|usually|generally|typically)\s+(?!(?:here|there|done|gone|away|out|late|busy|happy|sick)\b)\S/i;

/** "Dave has a replaced left hip, no deep squats for him": what one of them, by name, lives with (read case-sensitively for the name). */
const ONE_OF_THEM_LIVES_WITH = new RegExp(
  String.raw`^\p{Lu}[\p{L}'-]+\s+(?:has|had|has\s+had)\s+(?:a\s+|an\s+)?(?:replaced|new|bad|dodgy|weak|fused|torn|reconstructed|arthritic|prosthetic)\s+(?:(?:left|right)\s+)?${A_CLIENTS_BODY_PART}\b|^\p{Lu}[\p{L}'-]+\s+(?:has|had|has\s+had)\s+(?:a\s+|an\s+)?(?:(?:left|right)\s+)?${A_CLIENTS_BODY_PART}\s+(?:replacement|reconstruction|fusion|surgery|operation)\b`,
  'u',
);

/** "Mia is preparing for Grade 5 in June and struggles with sight-reading": what one of them, by name, works towards. */
const ONE_OF_THEM_WORKS_TOWARDS =
  /^\p{Lu}[\p{L}'-]+\s+is\s+(?:preparing|studying|training|practi[sc]ing|revising|entering)\s+for\s+(?:her|his|their|the|a|an)?\s*(?:[\p{L}\d'-]+\s+){0,2}(?:[Gg]rade\s+\d|exams?|tests?|auditions?|recitals?|competitions?|GCSEs?|A-levels?|finals|diploma|race|marathon|match|belt|grading)\b/u;

/** "I do the books for eleven small businesses, mostly cafés and trades": how many the user works for, and what for. */
const HOW_MANY_I_SERVE =
  /^i\s+(?:do\s+the\s+books|do\s+(?:the\s+)?(?:bookkeeping|accounts|payroll|taxes|tax\s+returns|cleaning|gardens|websites|design|hair)|keep\s+the\s+books|design|build\s+websites|clean|teach|coach|tutor|cater|photograph)\s+for\s+(?:about\s+|around\s+|over\s+|nearly\s+)?(?:a\s+few|several|\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|dozens?\s+of)\s+(?:small\s+|local\s+|regular\s+)?(?:businesses|clients|companies|families|firms|charities|shops|restaurants|cafés|cafes|practices|households|landlords)\b/i;

/** "Hollis & Sons are on the flat rate VAT scheme at 12.5%": the scheme or plan one of them, by name, is on (read case-sensitively for the name). */
const ONE_OF_THEM_IS_ON =
  /^\p{Lu}[\p{L}&'-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}&'.-]*)*\s+(?:is|are)\s+on\s+(?:the\s+|a\s+|an\s+)?(?:[\p{L}\d-]+\s+){0,4}(?:scheme|plan|tier|contract|retainer|rate|package)\b/u;

/** The sentence, when it says who the user's people are. */
export const myClients = (s: string): boolean => WHO_THEY_MOSTLY_ARE.test(s) || ONE_OF_THEM_LIVES_WITH.test(s) || ONE_OF_THEM_WORKS_TOWARDS.test(s) || HOW_MANY_I_SERVE.test(s) || ONE_OF_THEM_IS_ON.test(s);

/** "我的学员大多是五十岁以上，…", "老张换过左髋关节，不能做深蹲": the same in Chinese. */
const MY_CLIENTS_ZH = [
  // ("我给十一家小公司做账": how many the user works for, and what for)
  /^我(?:给|帮|替)\s*[\d一二三四五六七八九十几]+\s*(?:家|个|位)[^，,。]{0,6}(?:公司|客户|店|企业|家庭|餐馆|工作室)(?:做账|记账|报税|做设计|做网站|打扫|上课|理发)/,
  /^我的(?:学员|学生|客户|病人|患者|读者|听众|会员|顾客|来访者)(?:大多|大部分|基本上?|几乎都|都|主要)(?:是|都是)?\s*\S/,
  // ("米娅六月考五级，视奏比较弱": the exam one of them sits, and when)
  /^(?!我|你|他|她)[\u4e00-\u9fff]{2,3}(?:今年|明年)?(?:[\d一二三四五六七八九十]{1,2}月(?:份)?)(?:要)?考(?:[\d一二三四五六七八九十]{1,2}级|钢琴|小提琴|舞蹈|古筝|雅思|托福)/,
  /^(?:老|小|阿)[\u4e00-\u9fff](?:的)?(?:左|右)?(?:(?:换过|做过)(?:左|右)?(?:髋关节|膝关节|髋|膝盖|肩|腰椎|颈椎)|(?:髋关节|膝关节|膝盖|腰|肩膀|肩|脚踝|腰椎|颈椎)(?:有(?:旧伤|伤)|不好|受过伤|做过手术))/,
];
export const myClientsZh = (s: string): boolean => MY_CLIENTS_ZH.some((re) => re.test(s));

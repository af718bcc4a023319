// Who the user is in body and week, told to an agent that coaches or plans for them: the race they train
// for, an injury that sets what they can do, a medicine, when they are free, their usual numbers. Each
// holds for months and each changes what a plan may hold — a user memory, read as PROFILE is.

/** A part of the body an injury or an operation is of (the user's, or a client's by name, in my-clients). */
export const BODY_PART = String.raw`(?:knee|knees|back|lower back|shoulder|shoulders|hip|hips|ankle|ankles|wrist|wrists|neck|elbow|foot|feet|achilles|hamstring|calf|calves|heel|plantar fascia|it band|shin|shins)`;

/** The forms, each a clause that opens with the user ("I …", "my …"): joined into PROFILE by fact-forms. */
export const BODY_AND_TRAINING = [
  // "I'm training for the Berlin marathon in September", "I'm preparing for the CPA exam": what the user works towards
  String.raw`^i(?:'m|\s+am)\s+(?:currently\s+|now\s+)?(?:training|preparing|studying)\s+for\s+(?:the\s+|a\s+|an\s+|my\s+)?(?:[\w'-]+\s+){0,3}(?:marathon|half(?:-marathon)?|half marathon|ultra|triathlon|ironman|race|10k|5k|season|competition|meet|tournament|exam|test|certification|boards|bar|climb|hike|trek|audition|recital|grading)\b`,
  // "I'm sitting the CFA level 2 in August": the exam the user sits, and when
  String.raw`^i(?:'m|\s+am)\s+(?:sitting|taking|resitting|retaking|doing)\s+(?:the\s+|my\s+)?(?:[\w'-]+\s+){0,3}(?:exams?|tests?|boards|bar|finals|gcses|a-levels|ielts|toefl|gre|gmat|sat|lsat|mcat|cfa|cpa|acca|jlpt|hsk|level\s+\d)\b(?:\s+[\w'-]+){0,3}\s+(?:in|on|this|next)\s+(?!(?:a\s+(?:bit|minute|second|moment)|an?\s+hour)\b)\S`,
  // "I study best in 50-minute blocks with 10-minute breaks": how the user learns or works best, which a plan is built on
  String.raw`^i\s+(?:study|work|learn|focus|write|read|train|revise|concentrate)\s+best\s+(?:in|with|when|at|after|before|early|late|alone|first\s+thing|in\s+the)\b(?![^,;]*\b(?:this|that|it)\b)`,
  // "my left knee flares up after anything over 15 km": a body part that limits what a plan may hold
  String.raw`^my\s+(?:left\s+|right\s+|bad\s+|dodgy\s+|weak\s+)?${BODY_PART}\s+(?:flares?\s+up|hurts?|acts?\s+up|gets?\s+sore|plays?\s+up|swells?(?:\s+up)?|locks?(?:\s+up)?|gives?\s+out|aches?)\s+(?:after|when|if|on|with|during|from|whenever)\s+\S`,
  // "I have a bad knee", "I have an old shoulder injury", "I have asthma": a condition the user lives with
  String.raw`^i\s+(?:have|'ve\s+got|have\s+got)\s+(?:a\s+|an\s+)?(?:(?:bad|dodgy|weak|old|chronic|recurring|torn|arthritic)\s+${BODY_PART}(?:\s+(?:injury|problem|issue))?|(?:old|chronic|recurring)\s+${BODY_PART}\s+(?:injury|problem|issue)|asthma|arthritis|diabetes|type\s+[12]\s+diabetes|high\s+blood\s+pressure|hypertension|a\s+heart\s+condition|epilepsy|migraines|adhd|dyslexia|tinnitus|colou?r\s+blindness)\b`,
  // "I take metformin in the morning": a medicine taken on a schedule (not "I take the train every morning")
  String.raw`^i(?:\s+take|'m\s+on|\s+am\s+on)\s+(?!(?:a|an|the|it|this|that|my|care|notes|breaks?|turns|part|over|off|time|photos|pictures|calls|the\s+\w+)\b)[a-z]{5,}(?:\s+\d+\s*mg)?\s+(?:every\s+(?:morning|evening|night|day)|in\s+the\s+(?:morning|evening)|at\s+night|daily|twice\s+a\s+day|once\s+a\s+day|for\s+my\s+\w+)\b`,
  // "I can only train before work, 6 to 7am", "I'm only free after 8pm": when the user can do the thing planned
  String.raw`^i\s+can\s+only\s+(?:train|work\s+out|exercise|run|swim|ride|study|practi[cs]e|meet|talk|call|work)\s+(?:before|after|during|in\s+the|on|at|between)\s+(?!(?:this|today|tonight|tomorrow)\b)\S|^i(?:'m|\s+am)\s+only\s+(?:free|available|around|reachable)\s+(?:before|after|during|in\s+the|on|at|between)\s+(?!(?:this|today|tonight|tomorrow)\b)\S`,
  // "I write from 5 to 8am", "I usually work between 9 and 1": the hours the user does the work in
  String.raw`^i\s+(?:usually\s+|only\s+|always\s+|normally\s+)?(?:write|work|code|study|train|read|practi[cs]e|run|paint|compose)\s+(?:from|between)\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)?\s+(?:to|and|until|till|-)\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)?(?!\s*(?:today|tonight|tomorrow)\b)`,
  // "my resting heart rate is usually 52", "my easy pace is around 6:00": the user's usual numbers, what a plan is set by
  String.raw`^my\s+(?:resting\s+|max(?:imum)?\s+|usual\s+|normal\s+)?(?:heart\s+rate|hr|blood\s+pressure|blood\s+sugar|glucose|ftp|vo2\s*max|threshold\s+pace|easy\s+pace|easy\s+runs?|long\s+runs?|marathon\s+pace|5k\s+time|10k\s+time|pb|weight)\s+(?:is|are|sits|runs|sit)\s+(?:usually\s+|normally\s+|around\s+|about\s+|roughly\s+|typically\s+)*\d`,
];

/** "我在准备考研，目标是浙大的计算机", "英语是我的弱项，…": the exam the user prepares for, and where they are weak or strong. */
export const STUDY_ZH = /^我(?:在|正在|今年)?(?:准备|备考|复习|要考)\s*(?:考研|考公|高考|中考|雅思|托福|GRE|GMAT|司法考试|法考|CPA|注会|教资|考博|四级|六级|专升本|考编|日语|N[1-5])|^(?!这|那)[^，,。]{1,6}是我的(?:弱项|强项|短板|薄弱环节|长项)/;

/** "我膝盖有旧伤", "我腰不好", "我有哮喘": a body's limit in Chinese (not "我今天腿有点酸": today's). */
export const BODY_ZH = /^我(?:的)?(?:左|右)?(?:膝盖|腰|背|肩膀|肩|脚踝|手腕|脖子|颈椎|腰椎|心脏|胃|跟腱)(?:有(?:旧伤|伤|问题|毛病)|不好|受过伤|做过手术|伤过)|^我有(?:哮喘|高血压|糖尿病|心脏病|关节炎|痛风|过敏性鼻炎)/;

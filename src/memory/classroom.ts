// A teacher's class, told to an agent that plans lessons: who in it needs what. It holds for the school
// year and shapes every worksheet, so it is kept as the project's, as a team's standing facts are.

/** "three students in 8B have EAL", "two pupils have EHCPs": who in the class needs what (not "three students were absent"). */
const NEEDS_IN_THE_CLASS =
  /^(?:a\s+few|several|some|two|three|four|five|six|\d{1,2})\s+(?:of\s+(?:my|the)\s+)?(?:students|pupils|kids|children|learners)\s+(?:in\s+(?:my\s+|the\s+)?[\w-]+\s+)?(?:have|has|need|are)\s+(?:an?\s+)?(?:EAL|ESL|ELL|SEN|SEND|ADHD|dyslexia|dyslexic|autism|autistic|dyspraxia|IEPs?|EHCPs?|504\s+plans?|hearing\s+aids?|visual\s+impairments?|visually\s+impaired|hearing\s+impaired|English\s+as\s+an?\s+additional\s+language)\b/i;

/** "I teach ABRSM, not Trinity, so …": the syllabus or board the user teaches to, set against the other (not "I teach tomorrow"). */
const THE_BOARD_I_TEACH =
  /^i\s+(?:teach|tutor|coach|examine)\s+(?!(?:it|this|that|them|you|him|her|today|tomorrow|tonight|on|at|in)\b)[\w&.+-]+(?:\s+[\w&.+-]+){0,2},\s+not\s+[\w&.+-]+/i;

/** The sentence, when it says what a class needs, or what the user teaches to. */
export const classroomFact = (s: string): boolean => NEEDS_IN_THE_CLASS.test(s) || THE_BOARD_I_TEACH.test(s);

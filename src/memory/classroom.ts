// A teacher's class, told to an agent that plans lessons: who in it needs what. It holds for the school
// year and shapes every worksheet, so it is kept as the project's, as a team's standing facts are.

/** "three students in 8B have EAL", "two pupils have EHCPs": who in the class needs what (not "three students were absent"). */
const NEEDS_IN_THE_CLASS =
  /^(?:a\s+few|several|some|two|three|four|five|six|\d{1,2})\s+(?:of\s+(?:my|the)\s+)?(?:students|pupils|kids|children|learners)\s+(?:in\s+(?:my\s+|the\s+)?[\w-]+\s+)?(?:have|has|need|are)\s+(?:an?\s+)?(?:EAL|ESL|ELL|SEN|SEND|ADHD|dyslexia|dyslexic|autism|autistic|dyspraxia|IEPs?|EHCPs?|504\s+plans?|hearing\s+aids?|visual\s+impairments?|visually\s+impaired|hearing\s+impaired|English\s+as\s+an?\s+additional\s+language)\b/i;

/** The sentence, when it says what a class needs. */
export const classroomFact = (s: string): boolean => NEEDS_IN_THE_CLASS.test(s);

// The user's search for work, told to an agent that writes their CV and letters: the roles and places they
// apply for, the fields they will not work in, and how their CV and letters are to be written. It holds for
// the whole search and shapes every application.

/** "I'm applying for senior data analyst roles in Manchester or remote": the roles the user seeks (not "I'm applying the patch"). */
const ROLES_SOUGHT =
  /^i(?:'m|\s+am)\s+(?:currently\s+|mostly\s+|only\s+)?(?:applying|looking)\s+(?:for|to)\s+(?:[\w-]+\s+){0,4}(?:roles|jobs|positions|posts|openings|internships|contracts|gigs|placements)\b/i;

/** "I don't want anything in gambling or tobacco", "no roles in defence": the fields the user rules out (not "anything in the config"). */
const FIELDS_RULED_OUT =
  /^(?:i\s+(?:don'?t|do\s+not|won'?t|will\s+not)\s+(?:want\s+(?:anything|any\s+(?:roles?|jobs?|positions?|work|clients?|companies|employers?))|work|apply)\s+(?:in|for|at)|no\s+(?:roles|jobs|positions|work|companies|employers|clients)\s+in)\s+(?!(?:the|this|that|these|those|my|your|our|it|here|there)\b)[\w-]+(?:(?:\s+or|\s+and|,)\s+[\w-]+)*[.!]*$/i;

/**
 * "keep my CV to two pages, recruiters skim", "cover letters should mention the Parkinson's dashboard project, …": how
 * the user's CV and letters are written, every time.
 */
const HOW_MY_APPLICATIONS_READ = [
  /^(?:please\s+)?(?:always\s+)?keep\s+my\s+(?:cv|résumé|resume|cover\s+letters?|bio|portfolio|linkedin(?:\s+(?:summary|headline))?|profile)\s+(?:to|under|within|at)\s+(?:one|two|three|\d+|a\s+single)\s+(?:pages?|lines?|words?|paragraphs?|sentences?)\b/i,
  /^(?:my\s+|all\s+|every\s+)?(?:cv|résumé|resume|cover\s+letters?|applications?|bio|portfolio)\s+(?:should|must|always|need\s+to|needs\s+to|have\s+to|has\s+to)\s+(?:always\s+)?(?:mention|mentions|lead\s+with|leads\s+with|include|includes|highlight|highlights|open\s+with|opens\s+with|feature|features)\s+(?!(?:it|this|that)\b)\S/i,
];

/** As what the sentence is kept: who the user is (the roles, the fields), a rule (how the CV reads), or null. */
export function jobSearch(s: string): 'profile' | 'rule' | null {
  if (ROLES_SOUGHT.test(s) || FIELDS_RULED_OUT.test(s)) return 'profile';
  return HOW_MY_APPLICATIONS_READ.some((re) => re.test(s)) ? 'rule' : null;
}

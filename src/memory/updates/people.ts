// Updates of people: where the user is and their team, who holds a role or a part of the work, who has the say over a
// kind of change, whom a part of the work goes to ("I moved to Tokyo", "Omar is tech lead now", "以后发版找小刘").

import { AT_A_WORKPLACE, PERSON_ZH, ROLE as HELD_ROLE, SAY } from '../handovers.js';
import { escapeRegExp } from '../regexp.js';
import { stemOf, stemSet } from '../search-text.js';
import { memorySentences, memoryText } from '../supersede.js';

/** "I moved to Tokyo last month", "I'm in Lisbon now": where the user is since a change. */
// (not a trip: "I moved to Tokyo for a conference")
const PLACE_NOW = /\bI(?:'ve| have)?\s+(?:just\s+|recently\s+)?(?:moved|relocated)\s+to\s+(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?)(?![\p{L}-])(?!\s+for\s+(?:a|an|the|this|two|three|\d+)\b)|\bI(?:'m| am)\s+(?:now\s+)?(?:based\s+|living\s+)?in\s+(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?)\s+now\b/u;
/** Where a memory says the user is: "I'm in Berlin", "I live in Berlin", "I work from Berlin". */
const PLACE_SAID = /\bI(?:'m| am)\s+(?:based\s+|living\s+)?in\s+(\p{Lu}[\p{L}-]+)|\bI\s+(?:live|work)\s+(?:in|from)\s+(\p{Lu}[\p{L}-]+)/gu;

export function placeNow(text: string): string | null {
  const m = PLACE_NOW.exec(text);
  return m ? (m[1] ?? m[2])! : null;
}

/** Whether a memory says the user is somewhere other than `place`. */
export function statesOtherPlace(content: string, place: string): boolean {
  return [...memoryText(content).matchAll(PLACE_SAID)].some((m) => !place.startsWith((m[1] ?? m[2])!));
}

/** How the user says they try the work on a device: "I test on", "I try it on", "I run the app on". */
const TRIES_IT = String.raw`(?:test|try (?:it|things|everything)|run (?:it|the app))`;
/** "I test on an iPhone 15 now": the device the user tries the work on since a change. */
const DEVICE_NOW = new RegExp(String.raw`^I\s+(?:now\s+)?${TRIES_IT}\s+on\s+(?:an?\s+|my\s+(?:new\s+)?)?([A-Za-z][\w-]*(?:\s+[\w-]+){0,2}?)\s+now\b`);
/** The device a memory says the user tests on: "I test on my iPhone 13 mini, …". */
const DEVICE_SAID = new RegExp(String.raw`\bI\s+(?:mostly\s+|only\s+|usually\s+|always\s+)?${TRIES_IT}\s+on\s+(?:an?\s+|my\s+(?:own\s+|old\s+|personal\s+)?)([A-Za-z][\w-]*(?:\s+[\w-]+){0,2}?)(?=\s*[,.;]|\s+(?:so|and|but)\b|$)`, 'g');

export function deviceNow(text: string): string | null {
  return DEVICE_NOW.exec(text.trim())?.[1]!.toLowerCase() ?? null;
}

/** Whether a memory has the user test on another device. */
export function testsOnOtherDevice(content: string, device: string): boolean {
  return [...memoryText(content).matchAll(DEVICE_SAID)].some((m) => m[1]!.toLowerCase() !== device);
}

/** "I switched to the platform team", "I'm on the platform team now": the team the user is on since a change. */
const TEAM_NOW = /\bI(?:'ve| have)?\s+(?:just\s+|recently\s+)?(?:switched|moved|transferred|changed)\s+(?:over\s+)?to\s+the\s+([\w-]+(?:\s+[\w-]+)?)\s+team\b|\bI(?:'m| am)\s+(?:now\s+)?on\s+the\s+([\w-]+(?:\s+[\w-]+)?)\s+team\s+(?:now|these days|nowadays)\b/i;
const TEAM_SAID = /\bI(?:'m| am)\s+(?:a\s+|an\s+|the\s+)?(?:[\w-]+\s+){0,3}?on\s+the\s+([\w-]+(?:\s+[\w-]+)?)\s+team\b/gi;

export function teamNow(text: string): string | null {
  const m = TEAM_NOW.exec(text);
  return m ? (m[1] ?? m[2])!.toLowerCase() : null;
}

/** Whether a memory says the user is on a team other than `team`. */
export function statesOtherTeam(content: string, team: string): boolean {
  return [...memoryText(content).matchAll(TEAM_SAID)].some((m) => m[1]!.toLowerCase() !== team);
}

/** The roles a person holds on a project, as a change of holder names them: the handovers' roles ("tech lead", "head setter"), and whom the work is for ("the main user"). */
const ROLE = String.raw`(?:${HELD_ROLE}|(?:main|primary|key)\s+(?:user|customer|client|stakeholder|contact|tester))`;
/** "Omar is tech lead now", "Omar took over as the release manager", "Omar is the new tech lead": who holds a role since a change. */
// ("Marta is head setter and does the approvals now": what goes with the role said before its "now")
const HOLDER_NOW = new RegExp(
  String.raw`(?:^|[;,.]\s*)(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)\s+(?:is\s+(?:the\s+|our\s+)?(${ROLE})(?:\s+and\s+[^,;.]{2,40}?)?\s+now\b|is\s+(?:the|our)\s+new\s+(${ROLE})\b|(?:took|takes|has taken)\s+over\s+as\s+(?:the\s+|our\s+)?(${ROLE})\b)`,
  'u',
);

/** "Sam is the PM for checkout now": who holds a role for one part since a change (the part, 3). */
const HOLDER_FOR_A_PART_NOW = new RegExp(String.raw`(?:^|[;,.]\s*)(\p{Lu}[\p{L}'-]+)\s+is\s+(?:the\s+|our\s+)?(${ROLE})\s+(?:for|of|on)\s+(?:the\s+|our\s+)?([\w-]+(?:\s+[\w-]+)?)\s+now\b`, 'u');

export function roleHolderNow(said: string): { role: string; person: string; part?: string } | null {
  // (the person named with where they work: "Jens in purchasing is the key user for MM now")
  const text = said.replace(PLACE_IN_A_CLAUSE, '$1');
  const forPart = HOLDER_FOR_A_PART_NOW.exec(text);
  if (forPart) return { person: forPart[1]!, role: forPart[2]!.toLowerCase(), part: forPart[3]!.toLowerCase() };
  const m = HOLDER_NOW.exec(text);
  return m ? { person: m[1]!, role: (m[2] ?? m[3] ?? m[4])!.toLowerCase() } : null;
}

/** The same, after who left: "…, Jens in purchasing is …". */
const PLACE_IN_A_CLAUSE = new RegExp(String.raw`((?:^|[;,.]\s*)\p{Lu}[\p{L}'-]+)${AT_A_WORKPLACE}(?=\s+is\b)`, 'gu');

/** Whether a memory names someone else than `person` as holding `role` ("Lena is the tech lead", "our tech lead is Lena"). */
export function statesOtherHolder(content: string, role: string, person: string): boolean {
  const text = memoryText(content);
  const r = escapeRegExp(role);
  // (named with where they are from: "Hannah from the litigation team is our main user"; one of two names is the person:
  // "Tom" is "Tom Okafor")
  // ("Our treasurer Gwen handles all the rent payments": the name right after the role)
  // ("Jonas at the agency is our contact for API questions" for the "api contact": the role said with what it is for after it)
  const forWhat = /^(.+)\s+(contact|person|go-to|expert)$/.exec(role);
  const roleSaid = forWhat ? String.raw`(?:${r}|(?:main\s+)?${escapeRegExp(forWhat[2]!)}\s+(?:for|on|about)\s+(?:all\s+|any\s+)?${escapeRegExp(forWhat[1]!)}(?:\s+(?:questions|issues|stuff|things|matters))?)` : r;
  const holders = new RegExp(String.raw`(\p{Lu}[\p{L}'-]+)(?:\s+(?:from|in|of|on|at)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?)?\s+is\s+(?:the\s+|our\s+)?${roleSaid}\b|\b(?:the|our)\s+${r}\s+is\s+(\p{Lu}[\p{L}'-]+)|\b(?:[Tt]he|[Oo]ur)\s+${r}\s+(\p{Lu}[\p{L}'-]+)\s+\p{Ll}`, 'giu');
  return [...text.matchAll(holders)].some((m) => (m[1] ?? m[2] ?? m[3]) !== person.split(' ')[0]);
}

/** A person, by the capital of their name. */
const NAME = String.raw`\p{Lu}[\p{L}'-]*\p{Ll}`;
/** What a person who holds a part of the work does with it: "owns", "maintains", "is responsible for". */
// (or does the step of the work the part is: "Dana installs the plugins now")
const HOLDS = 'owns|maintains|runs|leads|handles|looks after|is in charge of|is responsible for|installs|deploys|publishes|reconciles';
/** A part of the work, up to four words ("billing", "the mobile release process"). */
const HELD_PART = String.raw`(?:the\s+|our\s+)?((?:[\w/.-]+\s+){0,3}?[\w/.-]+)`;
/** The same, as many words as there are: what an older memory says is held ("the mobile release process"). */
const HELD_PART_WHOLE = String.raw`(?:the\s+|our\s+)?((?:[\w/.-]+\s+){0,3}[\w/.-]+)`;
/** "Priya took over billing from Ana", "search belongs to Tom now", "Ravi runs releases now", "releases moved from Kim to Ravi": a part's holder since a change. */
const PART_HOLDER_NOW = [
  new RegExp(String.raw`^(${NAME})\s+(?:took over|has taken over|inherited)\s+${HELD_PART}(?=\s+from\s|\s+(?:last|this)\s|\s+recently|\s+now|\s*\(|[.!,;]*$)`, 'u'),
  new RegExp(String.raw`^${HELD_PART}\s+(?:belongs to|is owned by|is maintained by|is run by|moved from\s+${NAME}\s+to)\s+(${NAME})(?:\s+now)?(?=[.!]*$|\s*[,;]\s*${NAME}\s+(?:left|quit|moved|switched|went|changed|is on))`, 'iu'),
  // ("Amira tests the releases on the Intel Mac now": where, after the part)
  // ("Dr. Chen approves changes to the variant calling parameters now": a say over changes to a part is the part's)
  // ("Rook and Vex approve commands now": two who hold it, the first named)
  new RegExp(String.raw`^(${NAME})\s+(?:${HOLDS}|does|signs off on|approves|tests|reviews|checks|decides on|decides|and\s+${NAME}\s+(?:approve|review|decide on|decide|own|run|handle|check|sign off on))\s+(?:(?:any\s+|all\s+)?changes?\s+to\s+)?${HELD_PART}(?:\s+on\s+[^,;]+?)?\s+now(?=[.!,;]|$)`, 'u'),
  // "auth is Dana's now, Tom moved to infra" (what follows is who left)
  new RegExp(String.raw`^${HELD_PART}\s+(?:is|are)\s+(${NAME})(?:'s|’s)(?:\s+(?:job|area|thing|responsibility))?\s+now(?=[.!,;]|$)`, 'u'),
  // "support moved to Omar, Lena left" (only beside who left: alone, it may name a tool)
  // ("schema changes go to Bastian now, Anneke moved to the platform team"; or ending the sentence after who left, said
  // first: "Dmitri moved teams, Flink questions go to Hana" — `alone`, which partHolderNow takes only then)
  new RegExp(String.raw`^${HELD_PART}\s+(?:moved|went|passed|go|goes)\s+(?:over\s+)?to\s+(${NAME})(?:\s+now)?(?=\s*[,;]\s*${NAME}\s+(?:left|quit|moved|switched|went|changed|is on)|(?<alone>[.!]*$))`, 'u'),
  // "Yuki handed the art over to Dmitri" (the one who handed it left out)
  new RegExp(String.raw`^${NAME}\s+(?:handed|passed|gave|has handed|has passed)\s+${HELD_PART}\s+(?:over\s+|on\s+)?to\s+(${NAME})(?=[.!,;]|\s+(?:last|this|today|now)\b|$)`, 'u'),
  // "ingress changes need Mei's approval now, Kofi moved to security": whose yes a kind of change needs since
  new RegExp(String.raw`^${HELD_PART}\s+(?:need|needs|require|requires|go\s+through)\s+(${NAME})(?:'s|’s)\s+(?:approval|sign-?off|review|ok|okay|go-ahead)\s+now(?=[.!,;]|$)`, 'u'),
  // "releases are done by Mette now" (after "Lars left, "), "textures are by Dano now": a part of the work someone else does since
  new RegExp(String.raw`^${HELD_PART}\s+(?:is|are)\s+(?:now\s+)?(?:(?:done|handled|run|cut|made|drawn)\s+)?by\s+(${NAME})\s+now(?=[.!,;]|$)`, 'u'),
];
/** Of the forms above, those that name the part before the person. */
const PART_FIRST = new Set([1, 3, 4, 5, 6, 7]);

/** Words of a part's name that say no part (as stems, as the words are compared). */
// ("ingress changes" is of ingress: a change is any part's)
// ("Flink questions" are of Flink: a question is any part's)
const PART_FILLER = stemSet('the our service services team code process stuff thing things change changes question questions');

/** Who held the part before, where the change names them: "Jonas handed …", "… took over … from Ana", "… moved from Kim to …", "…, Anneke left". */
// (or who left, said after: "…, Anneke moved to the platform team")
const GIVER = new RegExp(String.raw`^(${NAME})\s+(?:handed|passed|gave|has handed|has passed)\s|\sfrom\s+(${NAME})\b|[,;]\s*(?:(?:Dr|Prof|Mr|Mrs|Ms)\.?\s+)?(${NAME})\s+(?:left|quit|moved|switched|went|changed|is on|retired|stepped down)\b`, 'u');

/** How one gone for good is said: "Tom left", "Claire retired", "Henrik sold the workshop" (both readings below use it). */
const GONE_FOR_GOOD = String.raw`left|quit|retired|stepped down|sold\s+(?:the|their|his|her)\s+[\w-]+`;

/** What may come before a person's name: a title, or their role ("Dr.", "the new treasurer"). */
const BEFORE_THE_NAME = /^(?:(?:Dr|Prof|Mr|Mrs|Ms)\.?\s+|(?:the|our)\s+(?:new\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+(?=\p{Lu}))/u;
/** The new holder's role said before their name: "curator" of "our new curator Abena Mensah approves …". */
const ROLE_BEFORE_THE_NAME = /^(?:the|our)\s+(?:new\s+)?(?:[a-z][\w-]*\s+)?([a-z][\w-]*)\s+(?=\p{Lu})/u;
/** A surname after the first name, before what they do: "Abena Mensah approves …" is Abena's. */
const SURNAME = String.raw`\s+\p{Lu}[\p{L}'-]*\p{Ll}(?=\s+\p{Ll})`;
/** A person's name, then where they work: "Dana in IT", "Karin from the communications team". */
const PLACE_AFTER_THE_NAME = new RegExp(String.raw`^(${NAME})${AT_A_WORKPLACE}(?=\s)`, 'u');

/** Who left, said before who holds the part now or the part: "Ines moved to the data team; ", "Tom left, ", "Lars left, releases …". */
// (a title before the name: "Dr. Ahmed left, …")
const LEFT_FIRST = new RegExp(String.raw`^(?:(?:Dr|Prof|Mr|Mrs|Ms)\.?\s+)?(${NAME})\s+(?:${GONE_FOR_GOOD}|moved|switched|went|changed)\b[^,;]*[,;]\s*(?=(?:(?:Dr|Prof|Mr|Mrs|Ms)\.?\s+)?${NAME}\s|\p{Ll})`, 'u');

/** Whether `who` is said to have left the team, at a clause's start: "Ines moved to the data team", "…, Tom left", "Dr. Osei left for another hospital" (not "is on leave"). */
const leftTheTeam = (text: string, who: string) =>
  new RegExp(String.raw`(?:^|[,;]\s*)(?:(?:Dr|Prof|Mr|Mrs|Ms)\.?\s+)?${escapeRegExp(who)}\s+(?:${GONE_FOR_GOOD}|(?:moved|went|switched)\s+(?:over\s+)?to\s+(?:the\s+|another\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:team|office|department|branch)|joined\s+(?:the\s+|another\s+)?[\w-]+(?:\s+[\w-]+)?\s+team)\b`, 'u').test(text);

/** "Leah can't do deliveries anymore, Tomas does them now": the part said with who no longer does it, then who does it. */
const NO_LONGER_DOES_IT = new RegExp(String.raw`^\S+\s+(?:can't|cannot|won't|doesn't|does not)\s+do\s+(?:the\s+)?([\w -]{2,30}?)\s+any\s?more\s*[,;]\s*(${NAME})\s+(does|handles|takes|runs)\s+(?:them|it|those)\s+now\b`, 'u');

export function partHolderNow(statement: string): { person: string; words: string[]; from?: string; gone?: boolean; role?: string } | null {
  // (read as "Tomas does the deliveries now": the part named where it was said)
  const text = statement.trim().replace(NO_LONGER_DOES_IT, '$2 $3 the $1 now');
  // ("Ines moved to the data team; Marco owns modules/vpc now": who left said first, then who holds the part)
  const left = LEFT_FIRST.exec(text.trim());
  // (the person named with where they work: "Dana in IT installs …" is Dana's)
  // (and with a title or their role before it: "Dr. Chen approves …", "the new treasurer Priya reconciles …")
  // (and a surname after the first name: "Abena Mensah approves …")
  const after = left ? text.trim().slice(left[0].length) : text.trim();
  const role = ROLE_BEFORE_THE_NAME.exec(after)?.[1];
  // (and where they work after a name anywhere: "the service list goes to Hana in the workshop now")
  const said = after.replace(BEFORE_THE_NAME, '').replace(PLACE_AFTER_THE_NAME, '$1').replace(new RegExp(String.raw`^(${NAME})${SURNAME}`, 'u'), '$1').replace(new RegExp(String.raw`(\s${NAME})${AT_A_WORKPLACE}(?=\s+now\b)`, 'u'), '$1');
  for (const [i, re] of PART_HOLDER_NOW.entries()) {
    const m = re.exec(said);
    if (!m || (m.groups?.alone !== undefined && !left)) continue;
    const [person, part] = PART_FIRST.has(i) ? [m[2]!, m[1]!] : [m[1]!, m[2]!];
    // (by the words that say which part: "Dana owns the billing service now" is no news of the auth service)
    const words = [...stemSet(part)].filter((w) => !PART_FILLER.has(w));
    const giver = GIVER.exec(said);
    const from = left?.[1] ?? giver?.[1] ?? giver?.[2] ?? giver?.[3];
    // (one who left the team holds none of its parts: "Ines owns the networking modules" goes with modules/vpc)
    const gone = from !== undefined && leftTheTeam(text.trim(), from);
    if (words.length) return from && from !== person ? { person, words, from, ...(gone ? { gone } : {}), ...(role ? { role } : {}) } : { person, words };
  }
  return null;
}

/** Whether a memory names someone else than `person` as holding a part that shares a word with `words` ("Maria owns the search service", "Art is by Yuki"). */
export function statesOtherPartHolder(content: string, words: string[], person: string, from?: string, gone = false, role?: string): boolean {
  const text = memoryText(content);
  if (from && doesThePart(content, words, from)) return true;
  // (one who left, said to hold a part that shares a word with it: "Ines owns the networking modules" after "Ines moved to
  // the data team; Marco owns modules/vpc now" — not another part of theirs, "Priya owns billing", which is for the user to say)
  if (from && gone) {
    const theirs = new RegExp(String.raw`(?:^|[\s,;(])${escapeRegExp(from)}\s+(?:${HOLDS})\s+${HELD_PART_WHOLE}`, 'gu');
    if ([...text.matchAll(theirs)].some((m) => words.some((w) => stemSet(m[1]!).has(w)))) return true;
    // (or named in a sentence with every word of the part: "Claire … is our main user, ask her about grading rules" after
    // "Claire retired, grading questions go to Tomás now")
    const named = new RegExp(String.raw`(?<![\p{L}])${escapeRegExp(from)}(?![\p{L}])`, 'u');
    if (memorySentences(content).some((sentence) => named.test(sentence) && words.every((w) => stemSet(sentence).has(w)))) return true;
    // (or with the role the new one holds: "The curator, Dr. Henrik Lund, approves …" after "Henrik retired in June; our new
    // curator Abena Mensah approves public content now")
    if (role && memorySentences(content).some((sentence) => named.test(sentence) && stemSet(sentence).has(stemOf(role)))) return true;
  }
  const holds = new RegExp(String.raw`(${NAME})\s+(?:${HOLDS}|does|signs off on|approves|took over)\s+${HELD_PART_WHOLE}|${HELD_PART_WHOLE}\s+(?:belongs to|is owned by|is maintained by|is run by|(?:is|are)\s+(?:done\s+|made\s+|drawn\s+|written\s+)?by)\s+(${NAME})`, 'gu');
  return [...text.matchAll(holds)].some((m) => {
    const [who, part] = m[1] ? [m[1], m[2]!] : [m[4]!, m[3]!];
    // (every word that says which part: "Wei owns the ml pipeline now" is no news of the data pipeline)
    const held = stemSet(part);
    return who !== person && words.every((w) => held.has(w));
  }) || heldAsItByAnother(content, words, person);
}

/**
 * "Jonas tests every release on his own heat pump" after "Jonas handed release testing to Mira": the one who held the
 * part, said to do it (their name, then a verb in the present), in a sentence with every word of the part.
 */
function doesThePart(content: string, words: string[], from: string): boolean {
  const does = new RegExp(String.raw`(?:^|[\s,;(])${escapeRegExp(from)}\s+(?:always\s+|usually\s+|personally\s+)?\p{Ll}+s\b`, 'u');
  return memorySentences(content).some((sentence) => does.test(sentence) && words.every((w) => stemSet(sentence).has(w)));
}

/** "…, the DAGs are in the orchestration repo, Priya owns it": a holder of "it", the part named before in the sentence. */
function heldAsItByAnother(content: string, words: string[], person: string): boolean {
  const holdsIt = new RegExp(String.raw`(${NAME})\s+(?:${HOLDS})\s+(?:it|them)\b`, 'u');
  return memorySentences(content).some((sentence) => {
    const who = holdsIt.exec(sentence)?.[1];
    const said = stemSet(sentence);
    return who !== undefined && who !== person && words.every((w) => said.has(w));
  });
}

/** "UI sign-off is Jonas now", "sign-off on payments is Kim now": who has the say (3 or 4) over a kind of change (1 and 2) since. */
const SAY_HOLDER_NOW = new RegExp(String.raw`^(?:[Tt]he\s+|[Oo]ur\s+)?(?<before>(?:[\w/.-]+\s+){0,2}?)(?<say>${SAY})(?:\s+(?:on|for)\s+(?:the\s+|our\s+)?(?<after>[\w/.-]+(?:\s+[\w/.-]+)??))?\s+(?:(?:is|are)\s+now\s+(?<who>${NAME})|(?:is|are|goes to|go to)\s+(?<whoNow>${NAME})\s+now\b)`, 'u');

/** Which say a word names: over a change (sign-off, approval, review), or escalations, triage, being the contact. */
function sayOf(word: string): string {
  const w = word.toLowerCase();
  return /^(?:sign|approv|review)/.test(w) ? 'change' : /^escalat/.test(w) ? 'escalation' : /^triage/.test(w) ? 'triage' : 'contact';
}

/** "…, so Ben signs off on the laser cutter now": who (1) signs off on a thing (2) since, said after why. */
const SIGNS_OFF_NOW = new RegExp(String.raw`(?:^|[,;]\s*(?:so\s+)?)(${NAME})\s+(?:signs off on|approves)\s+(?:the\s+|our\s+|any\s+|all\s+)?([\w/.-]+(?:\s+[\w/.-]+)?)\s+now\b`, 'u');

export function sayHolderNow(text: string): { person: string; say: string; words: string[] } | null {
  const signs = SIGNS_OFF_NOW.exec(text.trim());
  if (signs) return { person: signs[1]!, say: 'change', words: [...stemSet(signs[2]!)].filter((w) => !PART_FILLER.has(w)) };
  const g = SAY_HOLDER_NOW.exec(text.trim())?.groups;
  return g ? { person: (g.who ?? g.whoNow)!, say: sayOf(g.say!), words: [...stemSet(`${g.before} ${g.after ?? ''}`)].filter((w) => !PART_FILLER.has(w)) } : null;
}

/**
 * Where a memory gives someone a say: over a kind of change ("Maria from design signs off on any UI change", "UI changes
 * need sign-off from Maria", "migrations are reviewed by Tomas"), or named ("UI sign-off is Maria", "escalations go to Priya").
 */
const SAY_GIVEN = new RegExp(
  String.raw`(?<signer>${NAME})(?:\s+from\s+[\w-]+|\s*\([^)]{1,30}\))?\s+(?:signs off on|approves|reviews|(?:has to|must|needs to)\s+(?:sign off on|approve|review))\s+(?<signed>[^.;]{1,80})|(?<needing>[^.;]{1,80}?)\s+(?:needs?|requires?|goes through)\s+(?:a\s+)?(?:(?:separate|special|extra)\s+)?(?:sign-?off|approval|review)\s+(?:from|by)\s+(?<needed>${NAME})|(?<of>[^.;]{0,40}?)\b(?<say>${SAY})\s+(?:is|are|goes to|go to)\s+(?:now\s+)?(?<holder>${NAME})|(?<reviewed>[^.;]{1,80}?)\s+(?:are|is|get|gets)\s+(?:[^,;.]{0,50}?\s+and\s+)?(?:reviewed|approved|signed off)\s+by\s+(?<reviewer>${NAME})`,
  'gu',
);

/** Whether a memory gives another person than `person` the same say over what `words` (every one) name — any, when none. */
export function givesTheSayToAnother(content: string, say: string, words: string[], person: string): boolean {
  return [...memoryText(content).matchAll(SAY_GIVEN)].some(({ groups: g }) => {
    const [who, kind, itsSay] = g!.signer ? [g!.signer, g!.signed!, 'change'] : g!.needed ? [g!.needed, g!.needing!, 'change'] : g!.reviewer ? [g!.reviewer, g!.reviewed!, 'change'] : [g!.holder!, g!.of!, sayOf(g!.say!)];
    const named = stemSet(kind);
    return who !== person && itsSay === say && words.every((w) => named.has(w));
  });
}

/** "以后发版找小刘": whom a part of the work goes to since a change. */
export function goToNowZh(text: string): { part: string; person: string; from?: string; gone?: boolean } | null {
  // ("账号现在找小吴要": 现在 after the part, too; "提审前的真机测试以后找小陈": a part of more words)
  // ("运维现在是小赵负责", "现在通知由刘老师审核": who holds the part now, said with 是…负责 or 由…审核; "课表以后发给李主任审核": whom it is sent to;
  // "…以后找新的调度主管小周确认": named with their new role)
  // ("王总退休了，系统改动现在由李经理拍板": who left said first)
  // ("报修单现在改由张主管分派了": 改由, and who hands out or sets the part; "上新现在改成让小林看了": whom it goes to for a look)
  const leftFirst = new RegExp(String.raw`^(${PERSON_ZH})\s*(转岗|离职|走了|调走|调去|退休|不做|不干)了?[^，,。]{0,6}[，,]\s*`).exec(text.trim());
  const said = leftFirst ? text.trim().slice(leftFirst[0].length) : text.trim();
  const m = new RegExp(String.raw`^(?:(?:以后|现在|今后)(?:都)?([^，,。找]{2,6}?)|([^，,。找]{2,10}?)(?:以后|现在|今后))(?:的事|相关的事?)?(?:都)?(?:找|发给|交给|(?:改|改成)?(?:是|由|归)(?=\s*(?:新来的|新的)?\s*${PERSON_ZH}\s*(?:来|统一)?(?:负责|管|接手|审核|审|把关|过目|拍板|同意|批准|分派|分配|安排|定|决定))|(?:改成|改为|换成)?让(?=\s*${PERSON_ZH}\s*(?:来)?(?:看|过目|审|审核|把关|确认)))\s*(?:新来的|新的)?\s*(?:新(?:的|来的)?[\u4e00-\u9fff]{0,4}?(?:主管|经理|负责人|组长|老师)\s*)?(${PERSON_ZH})`).exec(said);
  if (!m) return null;
  // ("以后发版前找小吴测": the part without the "before" of it, which the memory may say otherwise)
  // ("设计那边以后找小何": the part without "那边")
  const part = (m[1] ?? m[2])!.replace(/(?:之|以)?前$/, '').replace(/(?:那边|这边|方面)$/, '');
  // ("…，小刘转岗了": who it went to before, said as gone)
  const left = leftFirst ?? new RegExp(String.raw`[，,]\s*(${PERSON_ZH})\s*(转岗|离职|走了|调走|调去|去做|去了|休产假|休假|退休)`).exec(text.trim());
  const from = left?.[1];
  // (gone for good: not moved to another role or on leave)
  const gone = /^(?:离职|走了|退休|不做|不干)$/.test(left?.[2] ?? '');
  return from && from !== m[3] ? { part, person: m[3]!, from, ...(gone ? { gone } : {}) } : { part, person: m[3]! };
}

/** Someone turned to by name, in Chinese: "找小刘", "让小刘…", "@小王" ("发版前要在群里@小王，他负责运维"). */
// ("问 IT 的老周": by the part they are of, between)
// ("给调度主管老陈确认": given to them, named with their role)
const turnedToZh = (who: string) => new RegExp(String.raw`(?:找|让|请|问|叫|发给|交给|给|@)\s*(?:[^，,。]{0,8}?的\s*)?(?:[\u4e00-\u9fff]{0,4}?(?:主管|经理|负责人|组长|老师)\s*)?${escapeRegExp(who)}`);

/** "提审前要让小刘在真机上过一遍" after "提审前的真机测试以后找小陈，小刘转岗了": the one who left, turned to in a clause that shares two characters of the part. */
function turnedToWhoLeftZh(content: string, part: string, from: string): boolean {
  const pairs = [...part].slice(0, -1).map((c, i) => c + part[i + 1]).filter((p) => /^\p{Script=Han}{2}$/u.test(p) && !/^(?:以后|之前|以前|的真|前的|测试)$/.test(p));
  const turnedTo = turnedToZh(from);
  return memoryText(content).split(/[。！!\n]/).some((sentence) => turnedTo.test(sentence) && pairs.some((p) => sentence.includes(p)));
}

/** Whether a memory sends that part of the work to someone else ("发版找小张", "提审前找小陈过一遍"). */
export function statesOtherGoToZh(content: string, part: string, person: string, from?: string, gone = false): boolean {
  if (from && turnedToWhoLeftZh(content, part, from)) return true;
  // ("…，小王离职了": one who left the company is turned to for nothing — "发版前要在群里@小王" goes with "他负责运维")
  if (from && gone && turnedToZh(from).test(memoryText(content))) return true;
  // ("提审前找小陈过一遍": before the part, too; "上线前要找测试的小林回归一遍": the person before the part)
  // ("发版前要让小周在体验版上测一遍": 让 or 请 someone, as much as 找; "排好的课表要发给王主任审核": sent to them)
  // ("有问题找设计的小林": the person by the part they are of)
  // ("小陈负责网关": who holds the part, said first; "药剂科的刘主任负责审核盘点结果": by the part they are of, holding a check of it)
  // ("报修单由李经理统一分派给维修师傅": who the part goes by)
  const said = new RegExp(String.raw`${escapeRegExp(part)}(?:的事|相关的事?|之?前|以前)?(?:都)?(?:要|得)?(?:找|让|请|叫|发给|交给)\s*(${PERSON_ZH})|找\s*(?:[^，,。]{0,6}?的)?(${PERSON_ZH})\s*${escapeRegExp(part)}|找\s*${escapeRegExp(part)}(?:那边|组|团队)?的\s*(${PERSON_ZH})|(?:^|[，,。\s]|的)(${PERSON_ZH})\s*(?:负责|管|维护)\s*(?:审核|审|把关|检查|核对|确认)?\s*${escapeRegExp(part)}|${escapeRegExp(part)}[^，,。由]{0,6}?由\s*(${PERSON_ZH})`, 'g');
  return [...memoryText(content).matchAll(said)].some((m) => (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5]) !== person);
}

/** "Tomás left, the signing key is with Ana now": a thing (2) the one who left (1) kept, with someone else (3) since. */
const KEPT_BY_NOW = new RegExp(String.raw`^(${NAME})\s+(?:left|quit)\b[^,;]*[,;]\s*(?:and\s+)?(?:the\s+|our\s+)?((?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:is|are)\s+(?:now\s+)?with\s+(${NAME})(?:\s+now)?[.!]*$`, 'u');

export function keptByNow(text: string): { from: string; thing: string; person: string } | null {
  const m = KEPT_BY_NOW.exec(text.trim());
  // (the thing by its last word: "the signing key" is a key)
  return m ? { from: m[1]!, thing: stemOf(m[2]!.split(/\s+/).pop()!.toLowerCase()), person: m[3]! } : null;
}

/** Whether a memory has the one who left keep that thing: "… with the key on the YubiKey that Tomás keeps". */
export function keptByWhoLeft(content: string, said: { from: string; thing: string; person: string }): boolean {
  const keeps = new RegExp(String.raw`(?:^|[\s,;(])${escapeRegExp(said.from)}(?:\s+(?:keeps|has|holds|stores)\b|['’]s\s)|\b(?:with|by)\s+${escapeRegExp(said.from)}\b`, 'u');
  return memorySentences(content).some((sentence) => keeps.test(sentence) && stemSet(sentence).has(said.thing) && !sentence.includes(said.person));
}

// How a team works, said in ways the other rule forms do not read, by theme (each theme's file under practice-forms/
// says what it reads): the code itself, how the work is built and shipped, who does or signs off a kind of work,
// writing and records, safety and who may do what, when a kind of work is done, and a trade's own ways and what its
// clients get — and here, a version floor and what it allows, and whom a kind of change goes past by name.
// teamPractice returns the sentence when one of them reads it.
import { TERSE_VERSION } from './rule-forms.js';
import { CODE_WAYS } from './practice-forms/code.js';
import { DELIVERY_WAYS } from './practice-forms/delivery.js';
import { PEOPLE_WAYS } from './practice-forms/people.js';
import { WRITING_WAYS } from './practice-forms/writing.js';
import { SAFETY_WAYS } from './practice-forms/safety.js';
import { SCHEDULE_WAYS } from './practice-forms/schedule.js';
import { TRADE_WAYS } from './practice-forms/trade.js';

/** "…, so java.time is fine, no threetenabp": what a version floor said before it (TERSE_VERSION, "minSdk 26") lets the code use. */
const SO_IT_IS_FINE = /^so\s+(?!(?:the|this|that|it)\b)[^,;]{3,40}?\s+(?:is|are)\s+(?:fine|ok|okay|allowed|available|safe to use)\b/i;

/** Every form of every theme. */
const PRACTICES = [...CODE_WAYS, ...DELIVERY_WAYS, ...PEOPLE_WAYS, ...WRITING_WAYS, ...SAFETY_WAYS, ...SCHEDULE_WAYS, ...TRADE_WAYS];

/**
 * "any change to the variant filtering thresholds has to be run past Dr. Osei first": whom a kind of change goes
 * past (a name, capitalised: not "run past the tests").
 */
const RUN_PAST_SOMEONE =
  /^(?:any|every|all)\s+(?:changes?|edits?|updates?|tweaks?)\s+(?:to|of|in|on)\s+[^,;]{3,50}?\s+(?:has|have|needs?|must)\s+(?:to\s+)?(?:be\s+)?(?:run|cleared|checked|signed off|approved|reviewed)\s+(?:past|by|with)\s+((?:dr\.?|prof\.?)\s+)?(\S+)/i;

/** A kind of change, said as what it touches: "anything touching location tracking", "any change to the billing code". */
const A_KIND_OF_CHANGE = String.raw`(?:anything|any\s+changes?|every\s+change|all\s+changes|any\s+prs?|any\s+work)\s+(?:touching|that touches|to|in|on|around|involving|related to)(?![^,;]*\b(?:this|that|these|those|it)\b)`;
const SIGN_OFF = String.raw`(?:has to|must|needs to|should|gets to)\s+(?:sign off|approve|review|okay|ok|bless)`;
/**
 * "for anything touching location tracking, Marta has to sign off", "Marta has to approve any change to the billing
 * code": who signs off on a kind of change (a name, capitalised: not "for anything touching auth, someone has to review").
 */
const SIGNS_OFF_ON_A_KIND = new RegExp(
  String.raw`^(?:for\s+${A_KIND_OF_CHANGE}\s+[^,;]{2,50},\s+(?:(?:dr\.?|prof\.?)\s+)?(\S+)\s+${SIGN_OFF}\b|(?:(?:dr\.?|prof\.?)\s+)?(\S+)\s+${SIGN_OFF}(?:\s+on)?\s+${A_KIND_OF_CHANGE}\s+\S)`,
  'i',
);

/** The sentence, when it says how the team works in one of these ways. */
export function teamPractice(s: string): string | null {
  if (PRACTICES.some((re) => re.test(s))) return s;
  // "minSdk 26, so java.time is fine, no threetenabp": a version floor, and what it lets the code use
  const [floor, so] = s.split(/,\s+(?=so\s)/);
  if (so && TERSE_VERSION.test(floor!) && SO_IT_IS_FINE.test(so)) return s;
  // (whom a kind of change goes past, or who signs off on it: a person named by the capital)
  const past = RUN_PAST_SOMEONE.exec(s)?.[2];
  const signs = SIGNS_OFF_ON_A_KIND.exec(s);
  return aPersonNamed(past) || aPersonNamed(signs?.[1] ?? signs?.[2]) ? s : null;
}

/** A word that names a person: capitalised, and no pronoun or anyone ("Marta", not "Someone" nor "I"). */
const aPersonNamed = (word: string | undefined): boolean => word !== undefined && /^\p{Lu}/u.test(word) && !/^(?:I|You|We|They|He|She|It|Someone|Somebody|Everyone|Nobody)$/.test(word);

// Rules said bare: sentences that are a rule by their shape alone, with no "always", "never" or "don't" to mark them —
// "sentence case for headings", "thiserror in the library crates, anyhow only in the binary", "head, tail, fromJust are
// all banned". Read after every other form (statement-forms) and kept whole.

import { MOMENT } from './rule-forms.js';
import { THIS_DAY } from './statement-text.js';
import { BOUNDS } from './rules-said-bare/bounds.js';
import { CODE_KINDS } from './rules-said-bare/code-kinds.js';
import { EACH_CHANGE } from './rules-said-bare/each-change.js';
import { PEOPLE } from './rules-said-bare/people.js';
import { PLACES } from './rules-said-bare/places.js';
import { WAYS_IN_A_PHRASE } from './rules-said-bare/ways-in-a-phrase.js';

/**
 * Rules said bare, by theme (each form's comment, in its file, says what it reads; `notNow`: only when not of the moment or
 * the day; THIS_DAY is the moment's test of a day too).
 */
const RULES_SAID_BARE = [...CODE_KINDS, ...PLACES, ...EACH_CHANGE, ...BOUNDS, ...PEOPLE, ...WAYS_IN_A_PHRASE];

/** Whether the sentence is a rule said bare (by one of the forms of its themes; some only when not of the moment or the day). */
// ("yes, anything that goes over the wire gets a comptime size check": the rule after a yes to the agent stands alone)
export const ruleSaidBare = (said: string): boolean => {
  const rule = said.replace(/^(?:yes|yeah|yep|right|exactly|correct)\s*[,!.:;—–-]\s*/i, '');
  return RULES_SAID_BARE.some(({ rule: form, notNow }) => form.test(rule) && (!notNow || (!MOMENT.test(rule) && !THIS_DAY.test(rule))));
};

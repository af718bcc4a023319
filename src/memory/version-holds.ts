// "don't upgrade to React 19 yet, the design system doesn't support it": a dependency kept at a version, and why. Its
// "yet" or "for now" reads as the moment's to every other form, but it lasts as long as the reason does — which is
// what the memory is for: the next session must not make the upgrade the user held back.

/** A dependency kept at a version, with why: an upgrade not to make, one that waits on another tool, a pin with its breakage (a version named: not "don't upgrade it yet, I need to finish this first"). */
const VERSION_HELD_BACK = [
  // "don't upgrade to React 19 yet, the design system doesn't support it", "don't bump eslint past 8, our config isn't flat-config ready"
  /^(?=[^,;—–]*\d)(?:please\s+)?(?:don'?t|do not|never)\s+(?:upgrade|bump|update|move|migrate|switch|go)\s+(?:(?:to|past|beyond|above)\s+)?(?!(?:it|this|that|them|anything|everything|the)\b)[\w.@/-]+(?:\s+(?:to\s+|past\s+)?v?\d[\w.x]*)?(?:\s+(?:yet|for now))?\s*[,;—–-]+\s*(?!(?:i|i'm|you)\b)[^,;?]{2,60}?\b(?:doesn'?t|does not|don'?t|do not|isn'?t|is not|aren'?t|are not|can'?t|cannot|won'?t|haven'?t|hasn'?t|breaks?|broke|changed|needs?|requires?)\b[^?]*$/i,
  // "stay on webpack 4 for now, the legacy loaders break on 5", "keep axios at 0.27, 1.x changed the error shape"
  /^(?:please\s+)?(?:(?:stay|stick)\s+(?:on|with)|keep\s+[\w.@/-]+\s+(?:on|at|pinned to|pinned at))\s+(?:[\w.@/-]+\s+)?v?\d[\w.x]*(?:\s+(?:for now|until further notice))?\s*[,;—–-]+\s*(?!(?:i|i'm|you)\b)[^,;?]{2,60}?\b(?:doesn'?t|does not|don'?t|do not|isn'?t|is not|aren'?t|are not|can'?t|cannot|won'?t|haven'?t|hasn'?t|breaks?|broke|changed|needs?|requires?)\b[^?]*$/i,
  // "we can't move to Python 3.12 until numba supports it": an upgrade that waits on another tool
  /^(?:we\s+)?(?:can'?t|cannot|can not|won'?t)\s+(?:upgrade|move|migrate|switch|go|bump)\s+(?:to\s+)?[\w.@/ -]{2,30}?\s+(?:until|till|before)\s+(?!(?:i|we|you)\b)[\w.@/ -]{2,40}?\s+(?:supports?|is ready|ships|releases|adds|fixes|catches up)\b[^?]*$/i,
  // "we're on aws provider 5.x, 6 breaks our iam module": the version the team is on, and what the next one breaks
  /^we(?:'re| are)\s+(?:still\s+|stuck\s+)?on\s+(?:the\s+)?(?!(?:step|page|line|chapter|level|day|week|round|iteration|attempt|try|item|ticket|task|part|phase|slide|question|exercise)\b)[\w.@/-]+(?:\s+[\w-]+)?\s+v?\d[\w.x]*\s*[,;—–-]\s*(?:v?\d[\w.x]*|the\s+next\s+(?:one|major|version)|newer(?:\s+versions?)?|anything\s+(?:newer|above|later))\s+(?:breaks?|broke|doesn'?t work with|does not work with|isn'?t compatible with|is incompatible with)\b[^?]*$/i,
  // "we promised 1.70 in the readme, keep it there until 2.0": a version held as promised, until a release
  /^(?:we\s+(?:promised|documented|guarantee|promise|support)\s+[\w.]*\d[\w.]*[^,;]{0,30}[,;]\s*)?keep\s+(?:it|the\s+msrv|msrv|the\s+minimum(?:\s+version)?)\s+(?:there|at\s+v?\d[\w.]*)\s+until\s+v?\d[\w.]*\b[^?]*$/i,
  // "we're on 14 until the app router migration is done": a version kept until a piece of work is over
  /^(?:we(?:'re| are)\s+(?:on|staying on|stuck on|pinned to)|we\s+stay\s+on)\s+(?:[\w.@/-]+\s+)?v?\d[\w.x]*\s+(?:until|till)\s+(?!(?:i|you)\b)[^,;?]{3,60}?\s+(?:is|are)\s+(?:done|finished|complete|completed|over|merged|shipped|out)\b[^?]*$/i,
];

/** Whether the sentence holds a dependency back at a version and says why (not a question about it). */
export const heldAtAVersion = (said: string): boolean => VERSION_HELD_BACK.some((re) => re.test(said)) && !/[?]\s*$/.test(said);

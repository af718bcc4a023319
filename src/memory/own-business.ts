// The user's own small business, told to an agent that writes its menus, quotes and emails: the days it
// is shut and where it stands each week, what the user charges (deposits, late cancellations, what the price
// includes, how a kind of client pays, the ways of paying taken), what each client wants set apart from the
// rest, who supplies what, what is sold where, the homes let, slot lengths and who is off which day, the
// terms of a rider and who the takings go to, work never taken, whom a kind of dealing is left to, and the
// licence the work comes with. Each holds for seasons and shapes every piece of work, so it
// is kept as the project's.

import { CLOCK_HOUR, MONTH_OR_SHORT, WEEKDAY } from './statement-text.js';

const DAYS = String.raw`(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends|bank\s+holidays|public\s+holidays)`;

/**
 * "we close on Mondays", "we're closed Sundays and bank holidays", "the shop is shut on Wednesdays": the days the
 * business is shut (days in the plural, or "every Monday": "we close on Monday" is one day's).
 */
const SHUT_ON_DAYS = new RegExp(
  String.raw`^(?:we(?:'re|\s+are)?|the\s+(?:shop|restaurant|caf[ée]|bakery|studio|salon|clinic|practice|surgery|office|bar|store|kitchen|gym|stall|pub)(?:'s|\s+is)?)\s+(?:always\s+)?(?:close|closed|shut|off)\s+(?:on\s+)?(?:${DAYS}|every\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))(?:\s*(?:,|and|&)\s*(?:${DAYS}|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s))*(?:,\s+[^;]{3,60})?[.!]*$`,
  'i',
);

/** "I charge per source word, 0.14 EUR, …", "my hourly rate is 85": how the user prices their work. */
const HOW_I_CHARGE =
  /^(?:(?:i|we)\s+(?:always\s+|only\s+)?(?:charge|bill|invoice)\s+(?:per|by\s+the|an?)\s+(?:source\s+|target\s+|billable\s+)?(?:word|hour|page|day|session|project|line|minute|image|item|head|cover|night|visit)\b|my\s+(?:hourly\s+|day\s+|daily\s+|standard\s+|usual\s+)?(?:rate|fee)\s+is\s+(?=[^,;]*\d)\S)/i;

/** "Acme Pharma wants British spelling, everyone else gets US": what one client wants, set apart from the rest. */
const ONE_CLIENT_APART =
  /^\p{Lu}[\p{L}&'-]+(?:\s+\p{Lu}[\p{L}&'-]+)?\s+(?:always\s+)?(?:wants|needs|gets|prefers|insists\s+on|requires)\s+[^,;]{3,40},\s+(?:everyone|everybody|all\s+the\s+others|every\s+other\s+client|the\s+rest|other\s+clients)\s+(?:else\s+)?(?:gets?|wants?|is\s+on|are\s+on)\s+\S/u;

/** "I let three flats in Leeds, all on assured shorthold tenancies": the homes the user lets, what they live on. */
const HOMES_I_LET =
  /^(?:i|we)\s+(?:let|rent\s+out|let\s+out|manage|own\s+and\s+let)\s+(?:out\s+)?(?:a|one|two|three|four|five|six|seven|eight|nine|ten|\d+|several|a\s+few)\s+(?:[\w-]+\s+)?(?:flats?|apartments?|houses?|properties|units|rooms|cottages|holiday\s+lets?|studios?)\b/i;

/** "we sell eggs at the Saturday market in Ludlow, …": what the user sells, and where (not "we sell it"). */
const WHAT_WE_SELL_WHERE =
  /^(?:we|i)\s+(?:sell|trade)\s+(?!(?:it|this|that|them|out)\b)[\w\s-]{2,30}?\s+(?:at|on|through|via|from)\s+(?:the\s+|a\s+|our\s+|my\s+)?[\w\s'-]{0,40}?(?:market|fair|etsy|ebay|amazon|shopify|farm\s+shop|stall|website|instagram|vinted|depop|gate|shop)\b/i;

/** "deposits are 20 pounds for anything over an hour, …": what a deposit or a fee is. */
const DEPOSITS_AND_FEES =
  /^(?:deposits?|the\s+deposit|cancellation\s+fees?|call-?out\s+fees?|booking\s+fees?|late\s+fees?)\s+(?:is|are)\s+(?:always\s+)?[£$€]?\d[\d.,]*\s*(?:pounds|dollars|euros|%|percent)?(?:\s|,|[.!]*$)/i;

/** "our rider asks for a vegan meal for four and no glass on stage": the terms the user's own act or business sets. */
const THE_TERMS_WE_SET =
  /^(?:our|the|my)\s+(?:rider|tech\s+spec|hospitality\s+rider|booking\s+terms|terms|standard\s+contract)\s+(?:always\s+)?(?:asks\s+for|requires|says|includes|specifies|excludes)\b/i;

/** "merch money goes to Jo at the end of each night, …": who the takings go to, and when (read case-sensitively for the name). */
const TAKINGS_GO_TO =
  /^(?:[\p{L}-]+\s+){0,2}(?:money|cash|takings|tips|float|deposits)\s+(?:always\s+)?(?:goes|go)\s+to\s+\p{Lu}[\p{L}'-]+\s+(?:at\s+the\s+end\s+of\s+(?:each|every|the)|every|each|after\s+(?:each|every))\b/u;

/** "new patients get a 40-minute slot, check-ups are 20": how long each kind of appointment runs. */
const SLOT_LENGTHS =
  /^(?:new\s+|returning\s+|first\s+|initial\s+)?(?:patients|clients|customers|students|pupils|check-?ups|consultations|appointments|sessions|lessons|first\s+visits|follow-?ups)\s+(?:always\s+)?(?:get|are|have|take|last)\s+(?:always\s+)?(?:a\s+|an\s+)?\d+[- ]?(?:minutes?|mins?|hours?)\b/i;

/** "Dr Osei doesn't work Fridays, never book her then", "Dr Amara only does exotics on Wednesdays": the days someone of the practice, by name, does not work or does one kind (read case-sensitively for the name). */
const NAMED_DAYS_OFF =
  /^(?:(?:Dr|Mr|Mrs|Ms|Miss|Prof)\.?\s+)?\p{Lu}[\p{L}'-]+\s+(?:(?:doesn'?t|does\s+not|never|only)\s+works?|only\s+(?:does|sees|takes|teaches|covers|handles)\s+(?:[\p{L}-]+\s+){0,2}on)\s+(?:on\s+)?(?:[Mm]ondays|[Tt]uesdays|[Ww]ednesdays|[Tt]hursdays|[Ff]ridays|[Ss]aturdays|[Ss]undays|weekends|mornings|afternoons|evenings)\b/u;

/** "cancellations with less than 24 hours' notice are charged in full": what a late cancellation or a no-show costs. */
const LATE_CANCELLATION_COSTS =
  /^(?:cancellations|late\s+cancellations|no-shows|missed\s+(?:lessons|sessions|appointments|classes))\s+(?:with(?:in)?\s+(?:less\s+than\s+)?[\w'’\s-]{2,24}?\s+)?(?:are|get)\s+(?:always\s+)?(?:charged|billed|paid)\s+(?:in\s+full|at\s+\d|half|the\s+full|as\s+normal|for)/i;

/** "two rounds of revisions are included, after that it's 30 an hour": what the price includes. */
const INCLUDED_IN_THE_PRICE =
  /^(?:one|two|three|four|five|\d+)\s+(?:rounds?\s+of\s+)?(?:revisions?|edits?|changes|amends|amendments|drafts?|fittings?|visits?|calls?|check-?ins?)\s+(?:are|is)\s+(?:always\s+)?included\b/i;

/** "I never do work for free for 'exposure'": work the user never takes on. */
const WORK_I_NEVER_TAKE =
  /^i\s+(?:never|don'?t|do\s+not)\s+(?:do|take\s+on|accept|take)\s+(?:any\s+)?(?:(?:work|jobs|commissions|gigs|projects)\s+(?:for\s+free|unpaid|on\s+spec|for\s+(?:"|')?exposure)|spec\s+work|(?:unpaid|free)\s+(?:work|jobs|commissions|gigs))\b/i;

/**
 * "we don't move pianos, we pass them to Harper's", "we don't work on department-store bikes, the parts cost more than
 * the bike", "I don't clean conservatory roofs, the insurance doesn't cover it": a kind of job the business (or the user)
 * never takes, and whom it goes to instead or why.
 */
const A_KIND_WE_PASS_ON =
  /^(?:we|i)\s+(?:don'?t|do\s+not|never|won'?t)\s+(?:move|take|carry|handle|ship|deliver|fit|install|repair|service|clean|colour|color|treat|board|groom|stock|sell|do|cater|insure|tow|fix|mend|work\s+on|touch)\s+(?!(?:it|this|that|them|things|stuff|anything|much|fast|quickly|well|on|there|here)\b)(?:(?!(?:on|in|at|for|with|by)\b)[\w-]+\s+){0,2}[\w-]+s\b(?:,?\s+(?:because|since)\s+[^,;?]{3,50}|,\s+(?:(?:we|they)\s+(?:pass|send|refer|hand|give)\s+(?:them|those|it)\s+(?:on\s+)?to\s+\S[^,;?]{0,30}|as\s+[^,;?]{3,50}|(?:the\s+)?[\w-]+\s+(?:costs?|takes?)\s+(?:more|longer)\s+than\s+[^,;?]{2,30}|(?:it'?s|they'?re)\s+(?:never|not)\s+worth\s+[^,;?]{2,30}|too\s+(?:many|much|often)\s+[^,;?]{3,40}|(?:the\s+|our\s+|my\s+)?(?:insurance|insurer|licence|license|landlord|council|warranty)\s+(?:doesn'?t|does\s+not|won'?t|will\s+not)\s+(?:cover|allow|permit)\s+(?:it|them|that)))?[.!]*$/i;

/** "I only cut residents whose family has signed the consent form": whom alone the user serves. */
const ONLY_THOSE_WHOSE =
  /^(?:i|we)\s+only\s+(?:cut|treat|see|take|teach|serve|book|groom|train|work\s+with|accept|insure|lend\s+to|sell\s+to|deliver\s+to|board|walk|photograph|tattoo|pierce|colour|color)\s+(?:[\w-]+\s+)?[\w-]+s\s+(?:whose|who|that|with)\s+(?![^,;?]*\b(?:today|tomorrow|yesterday|this\s+(?:week|morning|month))\b)[^,;?]{3,60}[.!]*$/i;

/** "Maple Court is every other Tuesday, Birch House the Thursdays in between": which day the user is at each place they visit (read case-sensitively for its name). */
const A_PLACE_ON_ITS_DAY =
  /^(?!(?:Today|Tomorrow|It|This|That|There|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Everything|Nothing)\b)\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+){0,2}\s+is\s+(?:always\s+)?(?:every|every\s+other|each|alternate|the\s+first|the\s+second|the\s+last)\s+(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|weekday)s?\b(?:,\s+\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+){0,2}\s+(?:is\s+)?(?:the|every|each)\s+[\w\s]{3,30})?[.!]*$/u;

/** "the home pays for the basic cut, anything extra goes on the family's account": who pays for what, and where the rest is charged. */
const WHO_PAYS_FOR_WHAT =
  /^the\s+(?:home|care\s+home|school|council|company|client|club|agency|hotel|venue|insurer|insurance|landlord|nhs|trust|charity|employer|firm)\s+pays\s+for\s+(?:the\s+)?[\w\s-]{2,30}?,\s+(?:anything|everything|all|extras?)\s+(?:extra\s+|else\s+)?(?:goes\s+on|is\s+charged\s+to|is\s+billed\s+to|comes\s+out\s+of|is\s+paid\s+by)\s+[^;?]{3,40}$/i;

/**
 * "subs are £15 a month and siblings pay half", "subs are paid by the term, students … sing for free": what a membership
 * costs (or when it is paid), and who pays less.
 */
const SUBS_A_MONTH =
  /^(?:subs|subscriptions|fees|membership|dues|lessons|classes|sessions)\s+(?:are|is)\s+(?:[£$€]\d+(?:\.\d\d)?\s+(?:a|per)\s+(?:month|week|term|year|session|lesson|class)|paid\s+(?:(?:by\s+the|per|each|every)\s+(?:month|week|term|year|session)|monthly|termly|weekly|yearly|annually|upfront))\b(?:\s*(?:,|and)\s+[^;?]{3,40})?[.!]*$/i;

/** "owners pay per changeover, laundry is billed separately by weight": how a kind of client pays, by the job. */
const PAID_PER_JOB =
  /^(?:owners|clients|customers|landlords|hosts|schools|venues|agencies)\s+pay\s+(?:per|by\s+the|for\s+each)\s+[\w-]+(?:,\s+[^;?]{3,60})?[.!]*$/i;

/** "serrated knives go to the workshop, I don't do them at the stall": a kind of job always sent elsewhere, and not done here. */
const SENT_ELSEWHERE_NOT_HERE =
  /^(?:[\w-]+\s+)?[\w-]+s\s+(?:always\s+)?go\s+(?:to|back\s+to)\s+the\s+[\w-]+(?:\s+[\w-]+)?,\s+I\s+(?:don'?t|never|can'?t)\s+(?:do|fix|take|handle|sharpen|repair|clean)\s+(?:them|those|it)\b[^,;?]{0,30}[.!]*$/i;

/** "ceramic knives I send away, my stones chip them": a kind of job, said first, that the user always sends away or turns down. */
const A_KIND_I_SEND_AWAY =
  /^(?:[\w-]+\s+)?[\w-]+s\s+(?:I|we)\s+(?:always\s+)?(?:send\s+away|send\s+out|pass\s+on|refer\s+on|turn\s+away|don'?t\s+(?:do|take|touch))\b(?:,\s+[^;?]{3,50})?[.!]*$/i;

/** "restaurants get collected Monday and returned Wednesday": the weekday a kind of client's work is collected and brought back. */
const COLLECTED_AND_RETURNED_ON = new RegExp(
  String.raw`^(?:[\w-]+\s+)?[\w-]+s\s+(?:get|are)\s+(?:collected|picked\s+up|delivered|dropped\s+off)\s+(?:on\s+)?${WEEKDAY}s?\s+and\s+(?:returned|delivered|brought\s+back|dropped\s+back)\s+(?:on\s+)?${WEEKDAY}s?\b(?:,\s+[^;?]{3,60})?[.!]*$`,
  'i',
);

/** "Saturdays I'm at Stroud, Sundays at Frome, nowhere in the week": where the user is each day, the days said first. */
const ON_DAYS_I_AM_AT = new RegExp(
  String.raw`^(?:on\s+)?${DAYS}\s+(?:I'?m|I\s+am|we'?re|we\s+are)\s+(?:always\s+)?(?:at|in)\s+[^,;?]{2,25},\s+(?:on\s+)?${DAYS}\s+(?:at|in)\s+[^,;?]{2,25}(?:,\s+[^;?]{3,40})?[.!]*$`,
  'i',
);

/** "hirers collect the key from the shop and drop it through the letterbox after": where a key is collected, and how it comes back. */
const THE_KEY_COMES_FROM =
  /^(?:hirers|guests|tenants|clients|customers|members|visitors|renters|users|groups)\s+(?:always\s+)?(?:collect|pick\s+up|get|take)\s+the\s+keys?\s+(?:from|at)\s+[^,;?]{3,30}?(?:\s+and\s+(?:drop|return|leave|post|put|bring)\s+(?:it|them)\s+[^,;?]{3,40})?[.!]*$/i;

/** "children's parties pay the community rate, private functions pay the full rate": which rate each kind of hirer pays. */
const EACH_KIND_ITS_RATE =
  /^(?:[\w'-]+\s+)?[\w-]+s\s+pay\s+(?:the\s+)?[\w-]+\s+rate,\s+(?:[\w'-]+\s+)?[\w-]+s\s+pay\s+(?:the\s+)?[\w-]+\s+rate[.!]*$/i;

/** "the big hall can't be booked for under three hours on a Saturday": the shortest booking a place takes. */
const SHORTEST_BOOKING =
  /^the\s+[\w\s-]{2,20}?\s+(?:can'?t|cannot)\s+be\s+(?:booked|hired|rented|reserved)\s+for\s+(?:under|less\s+than|fewer\s+than)\s+(?:\d+|one|two|three|four|five|six)\s+(?:hours?|days?|nights?)\b(?:\s+on\s+(?:a\s+)?(?:weekday|saturday|sunday|friday|weekend)s?)?[.!]*$/i;

/** "screens get a 90 day warranty, batteries 6 months, nothing on liquid damage": the warranty each kind of job carries. */
const WARRANTY_FOR_EACH =
  /^(?:[\w-]+\s+)?[\w-]+s\s+(?:always\s+)?(?:get|have|come\s+with|carry)\s+(?:a\s+)?\d+[- ]?(?:day|week|month|year)s?\s+(?:warranty|guarantee)\b(?:,\s+[^;?]{3,80})?[.!]*$/i;

/** "ali does the board work, i do screens and the counter": who does which part, typed in haste (a name and "i" in lower case). */
const THEIR_PART_AND_MINE_IN_HASTE =
  /^(?!(?:it|this|that|he|she|they|we|you|nobody|everyone|someone|somebody|who|what|which|one)\b)[a-z][a-z'-]+\s+(?:does|handles|runs|takes|covers|fixes|cooks|drives|books|answers)\s+(?:the\s+)?[^,;]{3,30},\s+i\s+(?:do|handle|run|take|cover|answer|book)\s+\S/;

/** "buyer's premium is 25% on everything, no exceptions for trade buyers": the share a fee or commission takes, on all of it. */
const A_SHARE_ON_EVERYTHING =
  /^(?:the\s+|our\s+)?(?:buyer'?s'?\s+|seller'?s'?\s+|vendor'?s'?\s+|booking\s+|service\s+)?(?:premium|commission|fee|markup|mark-up|deposit|discount|charge|cut)\s+is\s+(?:always\s+)?\d+(?:\.\d+)?\s*(?:%|percent)\s+(?:on|of|for)\s+(?:everything|every\s+[\w-]+|all\s+[\w\s-]{2,20}?|the\s+[\w\s-]{2,20}?)(?:,\s+no\s+exceptions?(?:\s+for\s+[^,;?]{2,30})?)?[.!]*$/i;

/** "we don't sell ivory in any form, not even antique pieces": a kind of goods the business never deals in, in any form. */
const NONE_IN_ANY_FORM =
  /^we\s+(?:don'?t|do\s+not|never|won'?t)\s+(?:sell|buy|take|stock|handle|accept|use|serve|carry|ship)\s+[\w-]+(?:\s+[\w-]+)?\s+in\s+any\s+(?:form|shape|way)\b(?:,\s+not\s+even\s+[^,;?]{3,40})?[.!]*$/i;

/** "unsold lots go back to the vendor unless they tell us to re-offer them": where what is not sold (or taken) goes back to. */
const UNSOLD_GO_BACK =
  /^(?:unsold|uncollected|unclaimed|returned|rejected|unused)\s+[\w-]+s\s+(?:always\s+)?go\s+back\s+to\s+(?:the\s+)?[\w-]+(?:\s+(?!unless\b)[\w-]+)?\b(?:\s+unless\s+[^,;?]{3,50})?[.!]*$/i;

/** "leather and suede go out to Marco, we don't have the machine for it": a kind of work sent out, and to whom (read case-sensitively for the name). */
const SENT_OUT_TO =
  /^(?!(?:it|this|that|they|the|my|your|our|these|those)\b)[\p{Ll}-]+(?:\s+(?:and|or|&)\s+[\p{Ll}-]+)?\s+(?:always\s+)?go(?:es)?\s+out\s+to\s+\p{Lu}[\p{L}'-]+\b(?![^;?]*\b(?:today|tomorrow|tonight|this\s+week)\b)(?:,\s+[^;?]{3,50})?[.!]*$/u;

/** "wedding dresses need six weeks, we won't promise less": the time a kind of job takes, and none shorter promised. */
const A_KIND_NEEDS_WEEKS =
  /^(?!(?:these|those|the|my|our|this|that|it)\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:always\s+)?(?:need|take|require)\s+(?:at\s+least\s+)?(?:\d+|one|two|three|four|five|six|seven|eight|ten|twelve)\s+(?:weeks?|days?|months?|working\s+days)\b(?![^;?]*\b(?:today|now|this\s+(?:time|week)|at\s+the\s+moment)\b)(?:,\s+(?:we\s+(?:won'?t|don'?t|never)\s+(?:promise|do|quote|accept|take)\s+(?:less|fewer|shorter|anything\s+(?:less|shorter))|(?:no|never)\s+(?:less|sooner|rush\s+jobs))[^;?]{0,20})?[.!]*$/i;

/** "bands bring their own drummer's cymbals, we supply the kit shell and hardware": what a client brings, and what the business supplies. */
const THEY_BRING_WE_SUPPLY =
  /^(?:[\w-]+\s+)?[\w-]+s\s+(?:always\s+)?bring\s+their\s+own\s+[^,;?]{3,40},\s+we\s+(?:supply|provide|bring|lend|give|have)\s+[^,;?]{3,40}[.!]*$/i;

/** "we buy from the Brixham day boats first and only go to the wholesaler when they're short": whom the business buys from first, and the fallback. */
const BOUGHT_FROM_FIRST =
  /^we\s+(?:always\s+)?(?:buy|get|order|source)\s+(?:[\w-]+\s+)?from\s+[^,;?]{3,40}?\s+first\b(?:,?\s+and\s+only\s+(?:go|turn|buy|order)\s+(?:to|from)\s+[^,;?]{3,40})?[.!]*$/i;

/** "plot rents are due on the first of March and anyone unpaid by April loses the plot": when a yearly or monthly payment falls due, and what an unpaid one costs. */
const DUE_ON_A_DAY = new RegExp(
  String.raw`^(?:(?:the|our|all)\s+)?(?:[\w-]+\s+)?(?:rents?|fees|subs|subscriptions|dues|memberships?|renewals|invoices)\s+(?:are|is)\s+(?:always\s+)?due\s+(?:on\s+the\s+(?:first|1st|last|\d{1,2}(?:st|nd|rd|th)?|fifteenth)(?:\s+(?:of|day\s+of)\s+(?:${MONTH_OR_SHORT}|each\s+month|every\s+month|the\s+month))?|by\s+(?:the\s+)?(?:end\s+of\s+)?${MONTH_OR_SHORT}|in\s+${MONTH_OR_SHORT}|(?:every|each)\s+(?:month|year|quarter|term))\b(?![^;?]*\b(?:today|tomorrow|this\s+(?:week|month))\b)[^;?]{0,80}$`,
  'i',
);

/**
 * "bikes left more than 60 days after we call get sold to cover the bill", "anything not paid for after 90 days gets donated",
 * "shoes not collected after three months go to the charity shop": what becomes of what is never collected (or paid for).
 */
const LEFT_UNCOLLECTED =
  /^(?:bikes|cars|items|parcels|goods|clothes|garments|repairs|orders|boxes|bags|instruments|watches|shoes|phones|laptops|jobs|anything|everything|stock|furniture|prints|frames)\s+(?:left|not\s+collected|uncollected|unclaimed|not\s+picked\s+up|not\s+paid\s+for|unpaid)\s+(?:here\s+)?(?:for\s+)?(?:more\s+than|over|longer\s+than|past|within|after)\s+(?:\d+|one|two|three|four|six|thirty|sixty|ninety)\s+(?:days|weeks|months)\b(?:\s+(?:after|once|from\s+when)\s+[^,;?]{3,30}?)?\s+(?:get|gets|are|is|will\s+be|go|goes)\s+(?:sold|binned|donated|thrown\s+(?:out|away)|disposed\s+of|recycled|auctioned|given\s+away|scrapped|charged\s+storage|returned|sent\s+back|to\s+(?:the\s+)?(?:charity(?:\s+shop)?|tip|auction|sale\s+rail))\b[^;?]{0,40}$/i;

/** "my agent Tomoko handles anything with a publisher": whom the user leaves a kind of dealing to. */
const LEFT_TO_MY_AGENT =
  /^my\s+(?:agent|accountant|lawyer|solicitor|manager|assistant|bookkeeper|va|rep)\s+(?:[\p{L}'-]+\s+)?(?:handles|deals\s+with|does|takes\s+care\s+of|negotiates)\s+(?:anything|everything|all)\s+(?:with|to\s+do\s+with|about|involving|for)\s+\S/iu;

/** "personal licence only unless they pay the commercial rate": the licence the work comes with, and what widens it. */
const THE_LICENCE_GIVEN =
  /^(?:personal|non-?commercial|editorial|single-use|web)\s+(?:licen[cs]e|use)\s+only\s+(?:unless|except|until)\s+\S/i;

/** "we're at the brewery every Friday and the university on Tuesdays and Thursdays": where the business stands, each week. */
const WHERE_WE_ARE_ON_DAYS = new RegExp(
  String.raw`^we(?:'re|\s+are)\s+(?:always\s+)?(?:at|in|on|outside)\s+(?:the\s+)?(?!(?:it|this|that|home|work)\b)[\w' -]{2,30}?\s+(?:every\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)|on\s+${DAYS})\b`,
  'i',
);

/** "cash and card both, but no cheques and no Amex": the ways of paying taken, and those refused. */
const PAYMENT_TAKEN =
  /^(?:we\s+(?:only\s+)?take\s+)?(?:cash|cards?|contactless|bank\s+transfers?|paypal|venmo|apple\s+pay)(?:\s*(?:,|and|or)\s*(?:cash|cards?|contactless|bank\s+transfers?|paypal|venmo|apple\s+pay))*(?:\s+both|\s+only)?\s*,\s*(?:but\s+)?no\s+(?:cheques|checks|amex|american\s+express|cards|cash|card\s+under)\b/i;

/** "festivals pay a fixed pitch fee upfront": how a kind of client always pays. */
const HOW_A_KIND_OF_CLIENT_PAYS =
  /^(?:festivals|clients|venues|customers|weddings|corporate\s+clients|new\s+clients|agencies|events|schools|councils|publishers|brands)\s+(?:always\s+)?(?:pay|are\s+charged|get\s+charged)\s+(?:a\s+|an\s+|the\s+)?(?:fixed|flat|full|set|standard|day|half|upfront|non-?refundable)\b/i;

/** "check-in is from 3pm", "breakfast is 7:30 to 9:30", "late check-out is noon at the latest": the hours a guest's day keeps to. */
const THE_HOUSE_HOURS = new RegExp(
  String.raw`^(?:(?:late\s+|early\s+)?(?:check-?in|check-?out|last\s+orders|visiting\s+hours|quiet\s+hours|opening\s+hours|reception|happy\s+hour)\s+(?:is|are|runs|opens|closes|ends|starts)\s+(?:from\s+|until\s+|till\s+|at\s+|by\s+)?${CLOCK_HOUR}(?:\s*(?:to|-|–|until|till)\s*${CLOCK_HOUR})?|(?:breakfast|lunch|dinner|brunch)\s+(?:is|runs)\s+(?:from\s+)?${CLOCK_HOUR}\s*(?:to|-|–|until|till)\s*${CLOCK_HOUR})(?![^,;]*\b(?:today|tomorrow|tonight|this\s+(?:week|weekend|morning))\b)`,
  'i',
);

/** "dogs only in the garden room": the one place a kind of guest is let in. */
const ONLY_IN_ONE_ROOM =
  /^(?:dogs|pets|kids|children|smokers|bikes|prams|muddy\s+boots)\s+only\s+(?:in|on|at)\s+(?:the\s+)?[\w\s-]{0,20}?(?:room|rooms|area|floor|garden|terrace|annex|cottage|suite|tables?|bar)\b/i;

/** "the cellar door closes from June to August for the harvest prep": the months the business is shut each year. */
const SHUT_FOR_MONTHS = new RegExp(
  String.raw`^(?:the\s+|our\s+)?(?:(?:[\w-]+\s+){0,2}(?:shop|studio|cellar\s+door|restaurant|caf[ée]|bakery|clinic|office|campsite|park|pool|school|gallery|museum|centre|center|bar|kitchen|stall|farm\s+shop|b&b|guesthouse|hotel|salon|surgery)|we)\s+(?:(?:is|are|'re)\s+)?(?:closes?|closed|shuts?|shut)\s+(?:from\s+)?${MONTH_OR_SHORT}\s+(?:to|until|through|till|-)\s+${MONTH_OR_SHORT}\b(?:\s+(?:for|while|during)\s+[^,;?]{3,40})?[.!]*$`,
  'i',
);

/** "doors open 30 minutes before the film, the bar shuts when the trailers start": when the doors open before each show, and what shuts when. */
const DOORS_OPEN_BEFORE =
  /^(?:the\s+)?doors\s+(?:always\s+)?open\s+(?:\d+|half\s+an\s+hour|an\s+hour|fifteen|twenty|thirty|forty-five)\s*(?:minutes?|mins?|hours?)?\s+before\s+(?:the\s+|each\s+|every\s+)?[\w\s-]{2,20}?(?:,\s+(?:the\s+)?[\w-]+\s+(?:shuts?|closes?|opens?)\s+(?:when|as|at)\s+[^,;?]{3,30})?[.!]*$/i;

/** "callouts after 10pm are double rate, I tell them before I set off": what a kind of job costs past an hour or on a day. */
const A_KIND_OF_JOB = String.raw`(?:callouts?|call-outs?|jobs?|visits?|bookings?|deliveries|orders?|sessions?|lessons?|work|appointments?|rides?|fares?|shifts?)`;
const DEARER_AT_SOME_HOURS = new RegExp(
  String.raw`^(?:all\s+)?(?:(?:weekend|night|late|evening|holiday|bank\s+holiday|out-of-hours|emergency|same-day|rush|sunday)\s+${A_KIND_OF_JOB}|(?:[\w-]+\s+)?${A_KIND_OF_JOB}\s+(?:after|before|on|over)\s+[^,;]{2,25}?)\s+(?:are|is|cost|costs|get|gets)\s+(?:charged\s+(?:at\s+)?)?(?:double|triple|time and a half|half|\d+%\s+(?:more|extra|off)|(?:an?\s+)?extra\s+\S+|full)(?:\s+(?:rate|price|time|pay))?(?:,\s+(?:i|we)\s+(?:always\s+)?(?:tell|warn|let)\s+[^,;?]{3,60})?[.!]*$`,
  'i',
);

/** A weekday that comes back: "Thursdays", "on Mondays and Fridays", "every Tuesday". */
const ON_DAYS_THAT_COME_BACK = String.raw`(?:on\s+)?${DAYS}(?:\s+(?:and|&)\s+${DAYS})?|every\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day`;
/** "glaze firings are on Thursdays, bisque on Mondays": which weekday each kind of a step of the work falls on. */
const EACH_KIND_ON_ITS_DAY = new RegExp(
  String.raw`^(?!(?:i|you|it|this|that|he|she|they)\b)(?:the\s+|our\s+)?(?:[\w-]+\s+){0,2}[\w-]+\s+(?:is|are|happens?|happen|runs?|run)\s+(?:${ON_DAYS_THAT_COME_BACK}),\s+(?:and\s+)?(?:the\s+)?(?:[\w-]+\s+){0,2}[\w-]+\s+(?:${ON_DAYS_THAT_COME_BACK})[.!]*$`,
  'i',
);

/** "Marguerite calls the cues from the booth, I run the deck", "Hamid fillets, I do the till", "the second shooter always covers the groom's prep, I stay with the bride": who of the group, by name or role, does which part, and the user's. */
const THEIR_PART_AND_MINE =
  /^(?:\p{Lu}[\p{L}'-]+|the\s+(?:second|other|junior|senior|head|assistant|lead|sous)\s+[\w-]+|my\s+(?:assistant|partner|business\s+partner|apprentice|wife|husband))\s+(?:always\s+)?(?:calls|runs|does|handles|plays|operates|leads|cooks|drives|books|programmes|programs|curates|plans|covers|writes|makes|bakes|designs|builds|teaches|answers|manages|fixes|takes(?!\s+(?:forever|ages|a while|long|over|too)\b)|fillets|butchers|engineers|mixes|masters|produces|records|welds|sews|frames|paints|plasters|tiles|grooms|ices|pipes)(?:\s+[^,;]{3,40})?,\s+I\s+(?:run|do|handle|take|cover|drive|cook|play|book|stay|check|write|make|answer|teach|fix|order|manage|see|record|mix|engineer|master|produce|conduct|coach|lead|train)\s+\S/u;

/** "call-out is £30 within ten miles, 50p a mile past that": what a visit costs near, and by the mile past that. */
const A_CALL_OUT_BY_THE_MILE =
  /^(?:the\s+|our\s+|my\s+)?(?:call-?out|delivery|travel|mileage|collection|postage|visit|home\s+visit)(?:\s+(?:fee|charge|cost))?\s+is\s+(?:[£$€]\d[\d.,]*|free)\s+(?:within|for\s+the\s+first|up\s+to|inside|under)\s+[^,;?]{2,20},\s+[^;?]{2,30}?\s+(?:past|beyond|after|over|outside)\s+(?:that|those|it)\b[.!]*$/i;

/** "schools are billed termly, private clients pay on the day": when each kind of client pays. */
const WHEN_EACH_KIND_PAYS =
  /^(?!(?:they|we|you)\b)(?:[\w-]+\s+)?(?:schools|clients|customers|owners|members|venues|agencies|councils|businesses|companies|landlords|students|parents|families|regulars|accounts)\s+(?:are\s+(?:billed|invoiced|charged)|pay)\s+(?:termly|monthly|weekly|quarterly|annually|yearly|upfront|up\s+front|in\s+advance|in\s+arrears|on\s+the\s+day|on\s+(?:collection|delivery|completion|the\s+night|booking)|each\s+term|every\s+term|at\s+the\s+end\s+of\s+(?:the|each|every)\s+[\w-]+)(?:,\s+(?:[\w-]+\s+)?[\w-]+s\s+(?:are\s+(?:billed|invoiced|charged)|pay)\s+[^;?]{3,40})?[.!]*$/i;

/** "block bookings of ten are paid upfront and get one lesson free": how a block of bookings is paid, and what it comes with. */
const A_BLOCK_PAID_UPFRONT =
  /^(?:block\s+bookings?|blocks?|bundles?|packs?|courses?|packages?)\s+of\s+(?:\d+|five|six|eight|ten|twelve|twenty)(?:\s+[\w-]+)?\s+(?:are|is)\s+(?:always\s+)?(?:paid|charged|billed)\s+(?:for\s+)?(?:upfront|up\s+front|in\s+advance|in\s+full)\b(?:,?\s+and\s+(?:get|gets|come\s+with|comes\s+with|include|includes)\s+[^,;?]{3,30})?[.!]*$/i;

/** "heels are done while you wait, resoles take a week": how long each kind of job takes, side by side. */
const HOW_LONG_EACH_JOB_TAKES =
  /^(?!(?:they|we|you|these|those|things)\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:are\s+done|are\s+ready|take)\s+(?:while\s+you\s+wait|(?:on\s+)?the\s+same\s+day|(?:a|one|two|three|four|five|\d+)\s+(?:days?|weeks?|hours?|working\s+days?))\b,\s+(?:[\w-]+\s+)?[\w-]+s\s+(?:are\s+done|are\s+ready|take)\s+(?:while\s+you\s+wait|(?:on\s+)?the\s+same\s+day|(?:a|one|two|three|four|five|\d+)\s+(?:days?|weeks?|hours?|working\s+days?))\b[.!]*$/i;

/** "school trips need the booking confirmed in writing 14 days before": how long ahead a kind of booking must be settled. */
const CONFIRMED_SO_LONG_BEFORE =
  /^(?!(?:they|we|you|these|those|things)\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:need|require)\s+(?:the\s+|a\s+|their\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:confirmed|paid|signed|booked|sent|returned|agreed)\b[^,;?]{0,20}?\s+(?:\d+|one|two|three|four|five|six|seven|ten|fourteen|twenty-one)\s+(?:days|weeks|months|hours)\s+(?:before|ahead|in\s+advance)\b[^,;?]{0,20}[.!]*$/i;

/** "regular rounds are every four weeks, one-offs are quoted separately": how often the regular work comes round, and how the rest is priced. */
const ROUNDS_AND_ONE_OFFS =
  /^(?:the\s+)?(?:[\w-]+\s+)?[\w-]+s\s+are\s+every\s+(?:(?:\d+|two|three|four|five|six|eight)\s+(?:days|weeks|months)|other\s+(?:day|week|month)|week|month|fortnight)\b,\s+(?:[\w-]+\s+)?[\w-]+s\s+are\s+(?:quoted|priced|charged|billed|booked|done)\s+(?:separately|individually|on\s+request|by\s+the\s+job|as\s+needed)[.!]*$/i;

/** "customers who are away can pay by bank transfer within seven days": how a kind of client may pay, and by when. */
const THOSE_AWAY_CAN_PAY =
  /^(?:[\w-]+\s+)?(?:customers|clients|members|tenants|guests|parents|owners)\s+who\s+(?:are|aren'?t|can'?t)\s+[^,;?]{2,20}?\s+can\s+pay\s+(?:by|with|through|via|online|later)\b[^,;?]{0,25}?(?:\s+within\s+(?:\d+|one|two|three|five|seven|ten|fourteen|thirty)\s+(?:days|weeks|hours))?[.!]*$/i;

/** "quotes are free, but a 30% deposit is taken when the fabric is ordered": what costs nothing, and when the deposit is taken. */
const FREE_QUOTE_THEN_DEPOSIT =
  /^(?:quotes|estimates|consultations|surveys|first\s+visits)\s+are\s+(?:always\s+)?free\b,?\s+(?:but\s+)?(?:a|an|the)\s+(?:(?:\d+%|[£$€]\d+|non-?refundable)\s+)?(?:deposit|fee|charge)\s+(?:is\s+)?(?:taken|paid|due|charged|needed)\s+(?:when|once|before|on)\s+[^,;?]{2,40}[.!]*$/i;

/** "students can leave work on the shelves for a month, then it's cleared": how long a kind may leave things here, and what happens after. */
const LEFT_FOR_SO_LONG_THEN =
  /^(?:[\w-]+\s+)?(?:students|members|customers|clients|guests|tenants|parents|visitors)\s+can\s+(?:leave|keep|store|park)\s+[^,;?]{2,30}?\s+for\s+(?:up\s+to\s+)?(?:a|one|two|three|six|\d+)\s+(?:days?|weeks?|months?|nights?)\b,\s+(?:then|after\s+that)\s+(?:it'?s|it\s+is|they'?re|they\s+are|it\s+gets|they\s+get)\s+(?:cleared|binned|thrown\s+(?:out|away)|removed|donated|charged|sold|recycled|moved)\b[^,;?]{0,20}[.!]*$/i;

/** "no adverts for gambling or payday loans, whoever pays": a kind of work never taken, however it is paid. */
const NO_WORK_FOR_WHOEVER_PAYS =
  /^no\s+(?:adverts?|ads|advertising|sponsorship|bookings?|commissions?|work|jobs|gigs)\s+for\s+[^,;?]{3,40},\s+(?:whoever|however\s+much|no\s+matter\s+who|whatever)\s+[^,;?]{2,20}[.!]*$/i;

/** "I only do servicing and brakes at the roadside, anything with the gearbox goes to the garage": the only work done in one place, and where the rest goes. */
const ONLY_THIS_HERE_THE_REST_ELSEWHERE =
  /^(?:i|we)\s+only\s+do\s+[^,;?]{3,40}?\s+(?:at|on|in)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?,\s+(?:anything|everything)\s+(?:with|involving|on|else)\b[^,;?]{0,30}?\s+(?:goes|is\s+sent|gets\s+sent)\s+to\s+[^,;?]{2,30}[.!]*$/i;

/** "customers supply the parts only if they're new and boxed, nothing second-hand": what a client may bring, and on what terms. */
const THEIR_OWN_ONLY_IF =
  /^(?:customers|clients|owners|guests|couples)\s+(?:can\s+)?(?:supply|bring|provide)\s+(?:the\s+|their\s+own\s+)?[\w-]+(?:\s+[\w-]+)?\s+only\s+if\s+(?:they'?re|they\s+are|it'?s|it\s+is)\s+[^,;?]{2,30}(?:,\s+(?:nothing|no)\s+[^,;?]{2,30})?[.!]*$/i;

/** "no second-hand parts, new and boxed only, even if the customer asks": the only condition of parts used. */
const NO_USED_PARTS =
  /^no\s+(?:second-?hand|used|reconditioned|refurbished|pattern|aftermarket|customer-?supplied)\s+[\w-]+s?,\s+[^,;?]{2,30}?\s+only\b(?:,\s+even\s+if\s+[^,;?]{2,30})?[.!]*$/i;

/** "labour is £45 an hour, minimum one hour, parts at cost plus 10%": what an hour costs, its least, and how parts are charged. */
const LABOUR_BY_THE_HOUR =
  /^(?:labour|labor|my\s+rate|the\s+rate|time)\s+is\s+[£$€]\d[\d.,]*\s+(?:an|a|per)\s+(?:hour|day|half-day)\b(?:,\s+(?:a\s+)?minimum(?:\s+of)?\s+[^,;?]{2,20}|,\s+(?:with\s+)?(?:a\s+)?(?:one|two|half\s+an|an)\s+hour\s+minimum)?(?:,\s+(?:parts|materials)\s+(?:at\s+cost(?:\s+plus\s+\d+%)?|extra|on\s+top)[^,;?]{0,20})?[.!]*$/i;

/** "we don't deliver more than 30 miles out, couples collect beyond that": how far the business goes, and what those past it do. */
const NOT_DELIVERED_PAST_A_DISTANCE =
  /^(?:we|i)\s+(?:don'?t|do\s+not|never|won'?t)\s+(?:deliver|travel|go|drive|cover)\s+(?:more\s+than|further\s+than|beyond|past|over)\s+(?:\d+|ten|twenty|thirty|fifty)\s+(?:miles|km|kilometres|kilometers|minutes)\b(?:\s+(?:out|away))?(?:,\s+[^;?]{3,50})?[.!]*$/i;

/** "tastings are by appointment only, Saturday mornings": a kind of visit taken by appointment only, and when. */
const BY_APPOINTMENT_ONLY =
  new RegExp(
    String.raw`^(?:[\w-]+\s+)?[\w-]+s\s+are\s+(?:by\s+appointment|booked\s+ahead|by\s+booking)\s+only\b(?:,\s+(?:on\s+)?(?:${WEEKDAY}s?|weekdays?|weekends?)(?:\s+(?:mornings?|afternoons?|evenings?))?)?[.!]*$`,
    'i',
  );

const OWN_BUSINESS = [BY_APPOINTMENT_ONLY, ONLY_THIS_HERE_THE_REST_ELSEWHERE, THEIR_OWN_ONLY_IF, NO_USED_PARTS, LABOUR_BY_THE_HOUR, NOT_DELIVERED_PAST_A_DISTANCE, NO_WORK_FOR_WHOEVER_PAYS, FREE_QUOTE_THEN_DEPOSIT, LEFT_FOR_SO_LONG_THEN, ROUNDS_AND_ONE_OFFS, THOSE_AWAY_CAN_PAY, HOW_LONG_EACH_JOB_TAKES, CONFIRMED_SO_LONG_BEFORE, A_BLOCK_PAID_UPFRONT, A_CALL_OUT_BY_THE_MILE, WHEN_EACH_KIND_PAYS, SUBS_A_MONTH, PAID_PER_JOB, SENT_ELSEWHERE_NOT_HERE, A_KIND_I_SEND_AWAY, COLLECTED_AND_RETURNED_ON, ON_DAYS_I_AM_AT, THE_KEY_COMES_FROM, EACH_KIND_ITS_RATE, SHORTEST_BOOKING, WARRANTY_FOR_EACH, THEIR_PART_AND_MINE_IN_HASTE, A_SHARE_ON_EVERYTHING, NONE_IN_ANY_FORM, UNSOLD_GO_BACK, SENT_OUT_TO, A_KIND_NEEDS_WEEKS, THEY_BRING_WE_SUPPLY, BOUGHT_FROM_FIRST, ONLY_THOSE_WHOSE, A_PLACE_ON_ITS_DAY, WHO_PAYS_FOR_WHAT, DUE_ON_A_DAY, LEFT_UNCOLLECTED, DOORS_OPEN_BEFORE, A_KIND_WE_PASS_ON, SHUT_FOR_MONTHS, DEARER_AT_SOME_HOURS, EACH_KIND_ON_ITS_DAY, THEIR_PART_AND_MINE, THE_HOUSE_HOURS, ONLY_IN_ONE_ROOM, WHERE_WE_ARE_ON_DAYS, PAYMENT_TAKEN, HOW_A_KIND_OF_CLIENT_PAYS, SHUT_ON_DAYS, HOW_I_CHARGE, ONE_CLIENT_APART, HOMES_I_LET, LATE_CANCELLATION_COSTS, WHAT_WE_SELL_WHERE, SLOT_LENGTHS, NAMED_DAYS_OFF, THE_TERMS_WE_SET, TAKINGS_GO_TO, DEPOSITS_AND_FEES, INCLUDED_IN_THE_PRICE, WORK_I_NEVER_TAKE, LEFT_TO_MY_AGENT, THE_LICENCE_GIVEN];
/** The sentence, when it says how the user's business runs. */
export const ownBusiness = (s: string): boolean => OWN_BUSINESS.some((re) => re.test(s));

const WEEKDAY_ZH = '(?:周|星期|礼拜)[一二三四五六日天]';
/** A second weekday after the first, its 周 left out as often as not: "周一和二", "周一到周三". */
const AND_WEEKDAY_ZH = '(?:周|星期|礼拜)?[一二三四五六日天]';
/**
 * "我们店周一休息", "菜单上的价格都含税", "海鲜都是从老陈那里进的，每周二周五到货": the same in Chinese — the days it is
 * shut, what its prices include, the supplier it always buys from (not "这个是从淘宝买的", once).
 */
const OWN_BUSINESS_ZH = [
  // ("三十分钟的课给十岁以下的孩子，…", "提前不到二十四小时取消的课照常收费": how long a lesson is, and what a late cancellation costs)
  // ("鸡蛋每周六在集市上卖，半打十五块": what is sold where, each week)
  /^[^，,。这那你]{1,8}(?:每周|每个?(?:周|星期|礼拜)[一二三四五六日天]|每天)(?:都)?在\s*[^，,。]{0,10}?(?:集市|市场|摊|店|网店|淘宝|闲鱼|朋友圈|小红书)(?:上|里)?(?:卖|摆摊|出售)/,
  // ("乐队九点以前不上台", "我们不接要倒贴钱的演出", "周边的钱每晚结束后交给Jo": the hour never worked before, the work never
  // taken, who the takings go to)
  /^[^，,。这那你我]{1,6}(?:[\d一二三四五六七八九十]+\s*点)(?:以前|之前|以后|之后)(?:都)?(?:不|从不|绝不)(?:上台|演出|营业|接单|开工|发货|出门)/,
  // ("染发都归Kim，我只剪和造型": who does which part; "一个小时以上的项目要交二十块定金": the deposit)
  /^[^，,。这那你我]{1,6}(?:都|全)?归\s*[^，,。]{1,8}[，,]\s*我(?:只|就|主要)?(?:做|剪|管|负责|弄)/,
  /^[^，,。这那你我]{0,16}(?:要|得|需要|先)?(?:交|付|收)\s*[\d一二三四五六七八九十百千]+\s*(?:块|元|镑|美元)?(?:的)?(?:定金|押金|订金)/,
  /^(?:我们)?(?:从)?不接\s*[^，,。]{2,16}(?:的)?(?:演出|单子|活儿?|项目|订单|客户|工作|广告|赞助)/,
  /^[^，,。]{0,8}的?(?:钱|现金|收入|营业额|小费)(?:每晚|每天|每场|每次)[^，,。]{0,8}?交给\s*[^，,。]{1,8}/,
  // ("新病人预约四十分钟，复查二十分钟": how long each kind of appointment runs; "周五奥医生不上班，别给她排": someone's day off)
  /^(?:新病人|新客人|新学员|新客户|初诊|复诊|复查|首次|第一次)[^，,。]{0,4}(?:预约|约)?\s*[\d一二三四五六七八九十]+\s*分钟/,
  /^(?:每)?(?:周|星期|礼拜)[一二三四五六日天](?!我)[^，,。]{1,6}(?:不上班|休息|不在|不出诊)[，,]\s*(?:别|不要|不能)(?:给\S{1,2})?(?:排|约|安排)/,
  /^[\d一二三四五六七八九十]+\s*分钟的课(?:给|是给|只给|留给)|(?:取消|改期|爽约|缺席)的?(?:课|预约|订单|服务)?(?:照常|全额|一律|都要|也要)(?:收费|扣费|扣课时|收取)/,
  // ("定金不退，除非提前48小时取消": the deposit never given back; "未满十八岁一律不纹": the age no one under is served; "细线条的活
  // 都给Jess": who every job of a kind goes to)
  /^(?:定金|押金|订金|预付款|预约金)(?:一律|都|概|是)?(?:不退|不予退还|不退还|不可退)/,
  /^(?:未满|不满)\s*[\d一二三四五六七八九十]+\s*(?:周岁|岁)(?:的)?(?:一律|都|概|绝对)?(?:不|不能|不给|不接)[^，,。]{1,6}/,
  /^[^，,。这那你我]{1,8}的(?:活|活儿|单|单子|客人|病例|案子|稿子)(?:都|一律|只)(?:给|归|交给|派给)\s*[A-Za-z\u4e00-\u9fff]{1,10}[。！!]?$/,
  // ("故事会每周二上午十点半在儿童区": when and where a weekly event is held; "捐来的百科全书不要了": a kind of gift no longer taken)
  new RegExp(`^(?![^。]*#)[^，,。这那你我]{2,8}每${WEEKDAY_ZH}(?:的)?(?:早上|上午|中午|下午|晚上)?\\s*[\\d一二三四五六七八九十]+\\s*点(?:半|[\\d一二三四五六七八九十]+分?)?(?:在|开始|举行)`),
  /^(?:捐来的|捐赠的|别人捐的|收来的|送来的)[^，,。]{1,10}(?:都)?(?:不要了|不收了|不再收|一律不收)/,
  // ("我只通过网站上的表单接稿": the one way work is taken; "包含两轮修改": what the price includes; "出版社的事都交给我的经纪
  // 人Tomoko": whom a kind of dealing is left to)
  /^我只(?:通过|在|用)[^，,。]{2,14}(?:接稿|接单|接活|接预约|接委托|收单)/,
  /^(?:包含|含|包括)\s*[\d一二三四五六七八九十两]+\s*(?:轮|次)(?:修改|改稿|调整|上门)/,
  /^[^，,。这那你]{1,10}的事(?:情)?(?:都|一律|全)(?:交给|找|归)\s*(?:我的)?[^，,。]{1,12}[。！!]?$/,
  // ("每周五在啤酒厂，周二周四在大学": where the business stands, each week; "炸锅油两天一换": how often a thing is changed;
  // "过敏原每道菜都写在板上": what is written up for every dish)
  new RegExp(`^(?:我们)?每${WEEKDAY_ZH}(?:[、和]?${AND_WEEKDAY_ZH}){0,3}(?:都)?在\\s*[^，,。]{2,10}[，,]\\s*(?:每)?${WEEKDAY_ZH}`),
  /^[^，,。这那你我]{1,8}[\d一二三四五六七八九十两]+\s*(?:天|周|个月|小时)一(?:换|洗|查|清|扫|修)/,
  /^[^，,。这那你我]{1,8}每(?:道|个|份|款|样)[^，,。]{1,4}都(?:写|标|贴|注明|列)(?:在|上|明)/,
  // ("入住下午三点以后": the hours a guest's day keeps to; "狗只能住花园那间房": the one place a kind of guest is let in)
  /^(?:入住|退房|早餐|午餐|晚餐|前台|营业|探视)(?:时间)?(?:是|在|从)?\s*(?:早上|上午|中午|下午|晚上)?\s*[\d一二三四五六七八九十]+\s*点(?:半|[\d一二三四五六七八九十]+分?)?(?:以后|之后|以前|之前|开始|到|至)/,
  /^(?:狗|宠物|小孩|孩子|自行车)只能(?:住|放|待|停|进)[^，,。]{1,10}/,
  new RegExp(`^(?:我们|我们店|我们家|店里|本店|我们餐厅|我们工作室|我们诊所)(?:每)?${WEEKDAY_ZH}(?:(?:和|、|到|至)${AND_WEEKDAY_ZH})?(?:都)?(?:休息|不营业|关门|闭店|店休|歇业|公休)`),
  /^(?:菜单|价目表|报价|标价|价签)(?:上)?的?(?:价格|价钱|标价)?(?:都|一律|统一)?(?:含税|不含税|含服务费|不含服务费|含运费|包邮)/,
  new RegExp(`^[^，,。这那]{1,8}(?:都|一直|一般|平时)(?:是)?从\\s*[^，,。]{1,10}?(?:那里|那儿|那边|家)?(?:进|订|拿|采购)(?:货)?的?(?:[，,]\\s*每${WEEKDAY_ZH}(?:[、和]?(?:周|星期|礼拜)?[一二三四五六日天]){0,3}(?:到货|送货|送|来))?[。！!]?$`),
];
export const ownBusinessZh = (s: string): boolean => !/今天|这次|这批|[吗？?]/.test(s) && OWN_BUSINESS_ZH.some((re) => re.test(s));

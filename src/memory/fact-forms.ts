// What the user says about how things are: news that holds for a while, notices and standing
// facts about the project's systems, who the user is, and where things are kept outside the
// code (how the system is put together is in system-facts). Each says what it matches and what
// it leaves, with examples.
import { ofAFamily, sameFamily } from './concepts.js';
import { BODY_AND_TRAINING } from './health-and-training.js';
import { MONTH, MONTH_OR_SHORT, NEWS_OPENERS, THIS_DAY, words } from './statement-text.js';
import { changeInAFrame } from './value-frames.js';
import { IN_ITS_PLACE, KIND_OF_STEP, NOW_NO_NEED_FOR, WENT_BACK_TO, WHERE_ITS_WORK_GOES, restoredTerms } from './supersede.js';

/** The verbs an order for the task opens with: "Set up the cron job to run every night" is a request, not the team's rhythm. */
const ORDER_VERB = /^(?:please\s+)?(?:set up|setup|create|add|make|schedule|configure|change|write|run|deploy|move|update|fix|build|start|stop|enable|disable|turn|put|let|check|try|can you|could you)\b/i;

/** A day of a month: "Dec 15", "december 15th", "the 15th of December". */
const DAY_OF_A_MONTH = new RegExp(String.raw`\b(?:${MONTH_OR_SHORT}\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH_OR_SHORT})\b`, 'i');

/** A title before a name: "Professor Okoye", "Dr. Mbeki". */
const TITLED = String.raw`(?:(?:Dr|Prof|Professor|Mr|Mrs|Ms)\.?\s+)?`;
/** What one standing in for someone does: "signs off on", "reviews", "decides". */
const STANDS_IN_FOR = String.raw`(?:signs off on|approves|reviews|owns|handles|covers|is covering|takes|runs|does|decides|supervises|advises)`;
/**
 * Someone away until a time, and who does their part meanwhile: "Priya is on leave until March, Dmitri signs off on reward
 * math meanwhile", "Fatima went on sabbatical, Jonah decides what gets published until June", "Professor Okoye is on
 * sabbatical, Dr. Mbeki signs off on rubric changes until August".
 */
const STANDS_IN_UNTIL = new RegExp(
  String.raw`^\p{Lu}[\p{L}-]+(?:\s+is|'s|’s)\s+(?:on\s+(?:parental\s+|sick\s+|annual\s+|maternity\s+|paternity\s+)?leave|out|away|off|on\s+(?:vacation|holiday|sabbatical))\s+(?:until|till|through|for)\s+[^,;]{2,30}[,;]\s+(?:so\s+)?\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?\s+${STANDS_IN_FOR}\s+[^,;]{2,50}?\s+(?:meanwhile|in the meantime|until then|till then|while (?:she|he|they)(?:'s|'re|\s+is|\s+are)\s+(?:away|out|off))[.!]*$` +
    String.raw`|^${TITLED}\p{Lu}[\p{L}'-]+\s+(?:went|has gone|is going|is)\s+on\s+(?:parental\s+|sick\s+|maternity\s+|paternity\s+)?(?:leave|sabbatical|vacation|holiday)[,;]\s+(?:so\s+)?${TITLED}\p{Lu}[\p{L}'-]+\s+${STANDS_IN_FOR}\s+[^,;]{2,50}?\s+(?:until|till|through)\s+[^,;]{2,30}[.!]*$`,
  'u',
);

/** A date the work is held to: "the deadline for submission is …", "our launch date is …", "the thesis is due on …". */
const DATE_THE_WORK_IS_HELD_TO =
  /^(?:the|our|my)\s+(?:[\w-]+\s+){0,2}(?:deadline|due date|submission date|launch date|go-?live date|release date|defen[cs]e date|cut-?off(?: date)?)(?:\s+(?:for|of)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?)?\s+is\s+(?:on\s+)?\S|^(?:the|our|my)\s+(?:[\w-]+\s+){0,2}(?:thesis|dissertation|paper|manuscript|report|submission|proposal|grant application|book|chapter|deliverable|project)\s+is\s+due\s+(?:(?:to|with)\s+(?:the\s+|my\s+|our\s+)?[\w-]+\s+)?(?:on|by)\s+\S/i;

/** A window the work is held to, and the day it opens or closes: "game jam ends sunday 6pm", "the beta closes on March 3". */
const WINDOW_ENDS_ON = new RegExp(
  String.raw`^(?:the\s+|our\s+)?(?:[\w-]+\s+){0,2}(?:jam|hackathon|contest|competition|beta|trial|pilot|campaign|sale|promo|submission window|submissions|registration|voting|review period|open call|application window|applications)\s+(?:ends|closes|wraps up|finishes|opens|starts|begins)\s+(?:on\s+)?(?:next\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|the\s+\d{1,2}(?:st|nd|rd|th)|${DAY_OF_A_MONTH.source}|\d{4}-\d{2}-\d{2})\b`,
  'i',
);

/** Who needs something by a day: "the client needs the export feature by …", "legal wants the consent banner by …". */
const WHO_NEEDS_IT_BY =
  /^(?:(?:the|our|my)\s+(?:[\w-]+\s+)?)?(?:client|clients|customer|customers|team|boss|pm|manager|ceo|cto|legal|security|compliance|marketing|sales|support|finance|design|product|partner|partners|auditors?)\s+(?:needs|wants|expects|has to have|must have)\s+[^,;]{2,50}?\s+by\s+/i;

/** "until it ends we are not merging anything into the auth module", "we're not deploying anything until the audit is over": no work of a kind until a time is over. */
const FROZEN_UNTIL = String.raw`\b(?:we(?:'re| are)\s+not|we\s+(?:don'?t|won'?t|do not|will not)|nobody|no one)\s+(?:is\s+)?(?:merg|deploy|releas|ship|push|touch|chang)\w*\s+(?!(?:this|that|it|them|your|my|the (?:pr|branch|fix|change))\b)[^.]*\buntil\b|\buntil\s+(?:it|that|then|the [\w-]+(?:\s+[\w-]+)?)\s+(?:ends|is over|is done|finishes|wraps up)\b[^.]*\b(?:we(?:'re| are)\s+not|we\s+(?:don'?t|won'?t)|nobody|no one|no\s+(?:[\w-]+\s+)?(?:changes|deploys|merges|releases|features))\b`;

/** What a date brings with it: no features, merges or deploys after it or that week, only fixes, or none until it is over. */
// ("…, nothing risky merges after the 10th": what may not go in, from a day)
const FREEZE_WITH_A_DATE = new RegExp(String.raw`\bnothing\s+(?:[\w-]+\s+)?(?:merges|deploys|ships|goes\s+(?:in|out))\s+(?:after|from|before)\s+(?:the\s+\d{1,2}(?:st|nd|rd|th)|(?:mon|tues|wednes|thurs|fri)day|that|then)\b|\b(?:no (?:new |more )?(?:features|merges|deploys|feature work)|only (?:bug ?)?fix(?:es)?|bug ?fixes only|nothing new)\b[^,;]*\b(?:after|from|until|before)\s+(?:that|then|it)\b|${FROZEN_UNTIL}|\bno\s+(?:[\w-]+\s+)?(?:changes|deploys|merges|releases|features)\s+(?:that|this|the same)\s+(?:week|day|weekend)\b|\b(?:after|from)\s+(?:that|then)\s*,?\s+(?:no (?:new |more )?(?:features|merges|deploys)|only (?:bug ?)?fix(?:es)?)\b`, 'i');

/**
 * News that holds for a while, told without "FYI": a freeze or a hold with its time ("staging is
 * frozen until Thursday"), work driven by an outside demand ("the rewrite is driven by legal
 * compliance"), or the team's rhythm ("the release train leaves every other Thursday").
 */
/**
 * A standing condition said to be over, or what a feature waits behind: "the deploy freeze is over", "the new checkout
 * is behind the feature flag new_checkout" (not "the migration is done": the task's).
 */
const CONDITION_OVER =
  /^(?=.*?\b(?:over|lifted|ended|finished|done|complete|completed|cancell?ed|canceled|behind)\b)(?:the|our)\s+(?:[\w-]+\s+){0,2}(?:freeze|embargo|moratorium|beta|trial|pilot|ban|lockdown|code freeze)\s+(?:is|has)\s+(?:been\s+)?(?:over|lifted|ended|finished|done|complete|completed|cancelled|canceled)\b|^(?:the|our)\s+(?:[\w-]+\s+){0,3}(?:is|are)\s+(?:still\s+)?behind\s+(?:the|a)\s+(?:feature\s+)?(?:flag|toggle)\s+[`'"]?[\w.-]+/i;

/** Whether a sentence ends a standing condition or names the flag a feature is behind. */
export const conditionNews = (s: string): boolean => CONDITION_OVER.test(s) && !THIS_DAY.test(s);

export function isNews(s: string): boolean {
  // (four words are enough for a rhythm on a weekday: "deploys happen on tuesdays")
  if (/^(?:i|you|it|this|that)\b/i.test(s) || ORDER_VERB.test(s) || words(s) < (/\b(?:on (?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)|every (?:other )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/i.test(s) ? 4 : 5)) return false;
  // (its time may be a day of a month: "we're freezing merges on Dec 15 for the holiday release")
  // (not a screen that hangs: "we're freezing the UI on Dec 15 bug", "the UI is freezing on Dec 15 builds";
  // but the UI's code is frozen: "we're freezing the UI code on Dec 15 for the release")
  // (nor a request about it: "…, can you look")
  const hangs = /\b(?:ui|screen|page|app|browser|tab|window|laptop|machine|ide|editor|terminal)\s+(?:is|are|was|were|keeps?|kept)\s+(?:still\s+)?freezing\b/i.test(s);
  const asks = /(?:^|[,;:—–-]\s*)(?:(?:so|and|but)\s+)?(?:can|could|would|will)\s+(?:you|someone)\b/i.test(s);
  const hold = !hangs && !asks && /\b(?:frozen|freez\w*|on hold|locked|paused)\b(?!\s+(?:the\s+)?(?:ui|screen|page|app|browser|tab|window)\b(?!\s+(?:code|codebase|repo|branch|changes|work|features?|strings|copy)\b))/i.test(s) && (/\b(?:until|till|through|after|from|starting|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next (?:week|month|sprint)|end of|\d{4}-\d{2}-\d{2}|holidays?|on the \d{1,2}(?:st|nd|rd|th))\b/i.test(s) || DAY_OF_A_MONTH.test(s));
  const demand = /\b(?:driven by|required by|mandated by|because of)\s+(?:the\s+|a\s+|an\s+)?(?:legal|compliance|regulat\w+|security|audit|contract\w*|customer|soc ?2|gdpr|hipaa|pci)\b/i.test(s);
  // a team's rhythm: "the release train leaves every other Thursday", "staging is reset every night",
  // "QA signs off on every release on wednesdays", "we retrain every two weeks now" (not "we don't do standups on Fridays")
  const rhythm =
    /\b(?:releases?|release train|deploy\w*|standups?|syncs?|retros?|demos?|backups?|freezes?|planning|staging|database|db|cron jobs?|nightly build|(?:testflight|beta|release|nightly|app store)\s+builds?|betas?|dependabot|renovate|(?:dependency|dependabot|renovate)\s+(?:prs?|updates?)|reviews?|handovers?|deliver(?:s|ies)?|new data|data drops?|exports?|snapshots?|dumps?|sandbox(?:es)?|test data|caches?|digests?|newsletters?|episodes?|videos?|posts?|retrain\w*|re-train\w*|(?:cluster|node|os|kernel|k8s|kubernetes|database|db)\s+upgrades|patching|pentests?|drills?)\b/i.test(s) &&
    /\bevery (?:other )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|day|night|morning|evening|week|weekend|sprint|month|quarter|two weeks|\d+ (?:hours|days|weeks))\b|\bon (?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends)\b(?<!\b(?:don'?t|do not|never|no)\b.*)|\b(?:of|in)\s+(?:each|every)\s+(?:month|quarter|sprint|year)\b/i.test(s) &&
    !/\b(?:(?:last|this) (?:week|month|sprint|year|quarter)|yesterday|running late)\b/i.test(s);
  // "the customer demo is next thursday, the onboarding flow has to work by then": a date and what must be ready
  const due = /\b(?:next (?:week|month|monday|tuesday|wednesday|thursday|friday)|monday|tuesday|wednesday|thursday|friday|\d{4}-\d{2}-\d{2}|january|february|march|april|june|july|august|september|october|november|december|q[1-4])\b[^;]*\b(?:by then|before then|until then)\b/i.test(s);
  // "the v2 api goes live on march 1", "we're deprecating the v1 endpoints on March 31", "everything in src/legacy is going
  // to be deleted next sprint": a launch or a switch-off, and when
  const dated =
    /\b(?:goes?\s+live|launch(?:es)?|is\s+launched|(?:is|gets?)\s+(?:shut|switched|turned)\s+(?:down|off)|(?:is|gets?)\s+(?:retired|sunset|decommissioned)|(?:we(?:'re| are)|(?:is|are)\s+being)\s+(?:deprecating|deprecated|retiring|sunsetting|removing|dropping|shutting\s+down|deleting|deleted|archiving|archived)|(?:(?:is|are)\s+going\s+to|will|'ll)\s+be\s+(?:deleted|removed|dropped|retired|deprecated|shut\s+down|archived|replaced|sunset)|(?:is|are)\s+going\s+away|(?:we\s+)?(?:will\s+)?(?:deprecate|retire|sunset|drop)\s+(?:the|our|support for)\b)\b/i.test(s) &&
    /\b(?:on|in|by|at the end of|end of)\s+(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)|january|february|march|april|may|june|july|august|september|october|november|december|q[1-4]|\d{4}-\d{2}-\d{2}|next (?:week|month|quarter|sprint))\b|\b(?:at the end of|by the end of|end of)\s+(?:the|this|next)\s+(?:quarter|month|year|sprint)\b|\bnext\s+(?:week|month|quarter|sprint|release|year)\b/i.test(s);
  // "certification testing starts march 3rd, no new features after that", "the pentest is the week of jan 12, no infra
  // changes that week": a date, and the freeze that comes with it
  const freezeAfter =
    (DAY_OF_A_MONTH.test(s) || /\b(?:the \d{1,2}(?:st|nd|rd|th)|next (?:week|month|sprint)|\d{4}-\d{2}-\d{2}|(?:mon|tues|wednes|thurs|fri)day)\b/i.test(s)) &&
    FREEZE_WITH_A_DATE.test(s) &&
    !asks &&
    !/\b(?:there\s+(?:were|was)|we\s+(?:had|did|made|shipped)|was|were)\b/i.test(s);
  // "the finance team reads the revenue model every monday morning, so it must be green by sunday night": who depends on a part, when, and what that asks
  const dependsOnIt =
    /^(?:the|our)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:team|department|customers?|clients?|users?)\s+(?:reads|uses|checks|pulls|reviews|looks at|relies on|depends on|gets)\s+(?:the|our)\s+[^,;]{2,40}?\s+every\s+(?:day|night|morning|evening|week|month|quarter|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b[^,;]*,\s+so\s+[^,;]*\b(?:must|has to|have to|needs? to|should)\b/i.test(s);
  // "the client needs the export feature by friday", "legal wants the consent banner by the 15th": who needs what, and by when
  const deadline = WHO_NEEDS_IT_BY.test(s) && (/\bby\s+(?:next\s+\w+|(?:mon|tues|wednes|thurs|fri|satur|sun)day|the\s+(?:end of\s+)?\d{1,2}(?:st|nd|rd|th)|end of (?:the\s+)?(?:week|month|quarter|sprint|year)|tomorrow)\b/i.test(s) || DAY_OF_A_MONTH.test(s));
  // "the churn definition changed in Q3: 60 days without login, not 30": a definition the numbers follow, and since when
  const redefined = /^(?:the|our)\s+(?:[\w-]+\s+){0,2}(?:definition|formula|threshold|cutoff|cut-off|criteria|window|rule|logic)\s+(?:changed|was changed|got changed|is now)\b[^:;]{0,30}[:;—–-]\s*\S/i.test(s);
  // "Priya is on leave until March, Dmitri signs off on reward math meanwhile": who stands in for someone away, and until when
  const standIn = STANDS_IN_UNTIL.test(s) && !asks;
  // "the deadline for submission is 15 May 2027", "the thesis is due on June 30": a date the work is held to
  const dueOn = DATE_THE_WORK_IS_HELD_TO.test(s) && (DAY_OF_A_MONTH.test(s) || /\b\d{4}-\d{2}-\d{2}\b/.test(s)) && !asks;
  // "game jam ends sunday 6pm, so cut anything that isn't playable by saturday night": when a window the work is held to
  // opens or closes (dated as it is kept)
  const windowEnds = WINDOW_ENDS_ON.test(s) && !asks;
  return hold || demand || rhythm || due || dated || freezeAfter || dependsOnIt || deadline || redefined || dueOn || standIn || windowEnds;
}

/**
 * Words after "we're on" or "is on" that name a place in a sequence or a thing of the moment, not a
 * tool or its version: "we're on step 4", "we're on page 3", "we're on the call".
 */
export const NOT_A_TOOL = String.raw`(?:version|v|step|page|screen|tab|window|line|item|row|attempt|try|round|day|week|sprint|phase|stage|part|number|ticket|issue|build|commit|pr|port|process|pid|thread|job|task|slot|shard|node|replica|level|test|case|option|question|call|chapter|slide|episode|season|floor|lap|mile|track|it|that|this|a|an|the|my|our|your|board)\b`;

/** What in the software a move is for: "… for the integration tests", "… for service to service calls". */
export const SOFTWARE_USE =
  /\b(?:tests?|testing|ci|builds?|deploy\w*|hosting|db|database|queues?|cach(?:e|ing)|logging|logs|monitoring|error tracking|tracing|metrics|analytics|calls|apis?|services?|backend|frontend|auth|infra|storage|containers?|packages?|dependencies|bundling|linting|formatting|type ?checking|mocks?|fixtures)\b/i;

/** A move between environments, or at a time of day: one deploy, not a change of tools. */
const AN_ENVIRONMENT_OR_A_TIME = /\b(?:to|from)\s+(?:staging|prod|production|dev|qa|main|master|preprod|canary)\b|\b\d{1,2}(?::\d\d)?\s*(?:am|pm)\b/i;

// The thing is named, not "the old branch", "this file", "a new approach" (nor a number: "our team changed from 6 to 4 people").
const NAMED = String.raw`(?!(?:the|a|an|this|that|these|those|my|our|your|some|it)\b|\d+\b)\S`;
// The forms of isStackChange (below), built once: it runs on every sentence, and building them on
// each call was most of its time.
const TRIED_BUT_WENT_BACK = new RegExp(String.raw`^we\s+tried\s+(?!to\b)${NAMED}.{2,60}?\s+but\s+(?:went|switched|moved|reverted|returned|are)\s+back\s+(?:to|on)\s+${NAMED}`, 'i');
// ("we dropped storybook, no stories needed anymore", "we got rid of lerna": a tool named, not "we dropped the ball")
// ("we dropped Safari 15, the floor is 16 now": a name with its version; "we dropped IE11 support last year")
const STOPPED_USING = new RegExp(String.raw`^we(?:'ve| have)?\s+(?:(?:just|finally|recently|already)\s+)?(?:(?:stopped|quit)\s+using|dropped|ditched|got rid of|removed)\s+${NAMED}[\w.+#-]*(?:\s+v?\d+(?:\.\d+)*)?(?:\s+support)?(?:\s*[,.;]|\s+(?:last|this|a while|in|from|for|entirely|completely|altogether)\b|\s*$)`, 'i');
/**
 * The vocabulary of what a later day changes, shared with memory/updates (which reads what the change says now): the
 * runtimes and frameworks a project is on a version of, the kinds of record kept outside the code, the parts of the work
 * run on a named tool, the parts served at an address.
 */
export const RUNTIMES = String.raw`node(?:js)?|python|ruby|golang|go|java|jdk|kotlin|swift|rust|php|dotnet|\.net|elixir|scala|dart|flutter|react|vue|angular|next(?:\.js)?|nuxt|rails|django|laravel|spring boot|typescript|postgres(?:ql)?|mysql|redis|kafka|terraform|kubernetes|k8s|gradle|xcode|unity|electron|deno|bun|unreal(?:\s+engine)?|godot|solidity|expo(?:\s+sdk)?|ubuntu|debian|alpine|rhel|centos|rocky(?:\s+linux)?|fedora`;
export const RECORD_KINDS = String.raw`register maps?|memory maps?|pinouts?|datasheets?|crash reports?|crash dumps?|minidumps|core dumps|error reports?|traces|runbooks?|playbooks?|docs?|documentation|wiki|dashboards?|boards?|tickets?|issues|backlog|tracker|specs?|designs?|mocks?|mockups?|wireframes?|prototypes?|roadmap|notes|postmortems|rfcs|adrs|on-?call schedule|rotation|status page|handbook|faq|glossar(?:y|ies)|termbases?|style guides?|price lists?`;
/** Stores of data a system runs, by their names: what moves from one host to another ("Redis moved off Upstash to …"). */
export const STORES = String.raw`redis|postgres(?:ql)?|mysql|kafka|elasticsearch|opensearch|mongo(?:db)?|rabbitmq|clickhouse|memcached`;
export const PARTS_ON_A_TOOL = String.raw`ci|hosting|email|auth|search|monitoring|logging|error tracking|analytics|payments|storage|dns|cdn|code review|reviews|feature flags|flags|docs site|website|landing page|blog|design files|designs|(?:unit |e2e |integration |end-to-end |ui )?tests|test runner|bundler|bundling|orm|queues?|background jobs|cron jobs|secrets|design system|state management|package manager|i18n|translations|linting|formatting|database|db|cache|caching|orchestration|scheduling|etl|ingestion|experiment tracking|on-?call(?: rotation| schedule)?|paging|lims|erp|eln|schema registry`;
/** What no tool is named by, said after "on" or "in" of a part: "the database is on fire now", "CI is on hold now". */
const NO_TOOL_AFTER_ON = String.raw`(?!(?:on|in|at|red|full|cold|warm|hot|busy|idle|blocked|stuck|quarantined|pending|paused|missing|unavailable|available|required|optional|mandatory|deprecated|frozen|locked|read-only|readonly|private|public|async|sync|parallel|serial|sequential|cheaper|smaller|bigger|larger|shorter|longer|much|way|really|very|too|so|all|both|mostly|still|finally|also|only|just|even|not|no|passing|failing|passed|failed|fine|green|broken|fixed|done|working|good|ok|okay|stable|flaky|slow|slower|fast|faster|better|worse|back|down|up|running|live|ready|merged|deployed|clean|gone|empty|skipped|disabled|enabled|off|fire|hold|track|time|call|it|the|a|an|my|your|our|this|that|vacation|leave|break|pause|standby|schedule|budget|prod|production|staging|main|master|there|here|place|again)\b)`;
/**
 * "CI is on Buildkite now", "CI is GitHub Actions now", "flags are in Flagsmith these days": a part of the work (1) on a
 * named tool (2) since a change — kept by CHANGED_SINCE, read by memory/updates.
 */
// ("the database is Postgres 16 since the migration": a version after the name, and "since" a change for "now")
export const PART_ON_A_TOOL_NOW = String.raw`(${PARTS_ON_A_TOOL})\s+(?:is|runs|are|lives?)\s+(?:now\s+)?(?:on\s+|in\s+)?${NO_TOOL_AFTER_ON}(\p{Lu}[\w.-]*(?:\s+\p{Lu}[\w.-]*)?)(?:\s+v?\d[\w.]*)?\s+(?:now|these days|nowadays|since\s+(?:the|our)\s+[\w-]+(?:\s+[\w-]+)?)\b`;
/** A day of the week, one or in the plural as a rhythm says it ("tuesday", "fridays"); WEEKDAYS only in the plural. */
const DAY_NAME = String.raw`(?:mon|tues|wednes|thurs|fri|satur|sun)day`;
export const WEEKDAY = String.raw`${DAY_NAME}s?`;
export const WEEKDAYS = String.raw`${DAY_NAME}s`;
/**
 * "CI moved over to GitHub Actions", "the design system moved out of Storybook into Figma": a part of the work (1) onto a named
 * tool (2), said as its move (under the i flag \p{Lu} is any letter: no article, no state and no day counts as a name).
 */
export const PART_MOVED_TO_A_TOOL = String.raw`(${PARTS_ON_A_TOOL})\s+(?:has\s+|have\s+)?(?:just\s+|now\s+|finally\s+|recently\s+)?(?:moved|migrated|switched)\s+(?:over\s+)?(?:out\s+of\s+\p{Lu}[\w.-]*(?:\s+\p{Lu}[\w.-]*)?\s+)?(?:to|onto|into)\s+${NO_TOOL_AFTER_ON}(?!(?:a|an|my|its|their|next|new|another|${DAY_NAME})\b)(\p{Lu}[\w.-]*(?:\s+\p{Lu}[\w.-]*)?)`;
/** Where a part of the code is kept: the monorepo, another repo or package, its own, or a path ("services/auth", "libs/"). */
export const CODE_PLACES = String.raw`(?:monorepo|[\w-]+\s+(?:repo|repository|monorepo|package|workspace)|(?:its|their)\s+own\s+(?:repo|repository|package)|a\s+separate\s+(?:repo|repository|package)|\x60?[\w.@-]+\/[\w.\/-]*\x60?)`;
/**
 * "the design tokens moved into the monorepo", "the auth code moved to packages/auth", "the shared types are in
 * packages/types now": a part of the code (1) and the repo, package or path it lives in since a move (2) — not "the
 * button moved to the left", nor "the ticket moved to the other repo". Kept by CHANGED_SINCE, read by memory/updates.
 */
export const CODE_MOVED_TO_A_PLACE = String.raw`((?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:has\s+|have\s+)?(?:just\s+|now\s+|finally\s+|recently\s+)?(?:been\s+)?(?:(?:moved|migrated)\s+(?:over\s+)?(?:from\s+\S+\s+)?(?:in)?to|(?:lives?|are|is)\s+(?:now\s+)?in(?=\s.*\snow[.!]*$))\s+(?:the\s+)?((?!other\s)${CODE_PLACES})`;
/**
 * "we moved the test data to tests/testthat/fixtures": the same, said of who moved it (the part 1, the place 2; not "we
 * moved the fix to …", the work's) — not kept by itself (where code is, the repository shows), but read by memory/updates
 * as the change of a memory that put it elsewhere.
 */
// (the team's doing, not one piece of the work at hand: "I moved the helper into utils/", "we moved the function to …")
export const WE_MOVED_CODE_TO = String.raw`we\s+(?:just\s+|finally\s+|recently\s+|already\s+)?(?:moved|migrated)\s+(?:the\s+|our\s+|all\s+(?:the\s+|our\s+)?)(?!(?:fix(?:es)?|bugs?|tickets?|issues?|prs?|mrs?|changes?|commits?|patch(?:es)?|tasks?|branch(?:es)?|files?|it|this|that)\b)(?!(?:[\w-]+\s+)?(?:helper|function|method|class|component|file|test|hook|util|type|constant|variable|script|endpoint|query|page|view|model|route|handler|line|block|import)\s+(?:over\s+)?(?:in)?to\b)((?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:over\s+)?(?:from\s+\S+\s+)?(?:in)?to\s+(?:the\s+)?((?!other\s)${CODE_PLACES})`;
/** "we switched auditors to Zellic": the firm (2) a role of the work (1) goes to since (a firm by its capital). */
export const FIRM_SWITCHED = String.raw`(?:[Ww]e|[Tt]he team)(?:'ve| have)?\s+(?:(?:just|finally|recently)\s+)?(?:switched|changed|moved)\s+(?:our\s+)?((?:[\w-]+\s+)?(?:auditors?|audit firms?|agenc(?:y|ies)|vendors?|contractors?|translators?|registrars?|insurers?|accountants?|law firms?|pen-?testers?|consultants?|couriers?|carriers?|(?:email|payment|sms|hosting|cloud|dns|cdn)\s+providers?))\s+(?:over\s+)?(?:from\s+\p{Lu}[\w.-]*\s+)?to\s+(\p{Lu}[\w-]*(?:\.[\w-]+)*(?:\s+\p{Lu}[\w-]*(?:\.[\w-]+)*)?)`;
/** The languages people read a product in ("English and Danish"). */
export const HUMAN_LANGUAGES = String.raw`(?:English|Danish|German|French|Spanish|Italian|Portuguese|Dutch|Swedish|Norwegian|Finnish|Icelandic|Polish|Czech|Slovak|Hungarian|Romanian|Greek|Turkish|Russian|Ukrainian|Estonian|Latvian|Lithuanian|Japanese|Chinese|Mandarin|Cantonese|Korean|Vietnamese|Thai|Indonesian|Malay|Hindi|Arabic|Hebrew|Persian|Catalan|Basque|Welsh|Irish)`;
/** File formats a kind of output is made in. */
export const FILE_FORMATS = 'svg|pdf|png|jpe?g|webp|gif|eps|tiff?|html|csv|tsv|xlsx|json|parquet|markdown|md|docx|pptx';
/** "plots should be SVG now": the format (2) a kind of output (1) is to be made in since. */
export const OUTPUT_FORMAT_NOW = String.raw`(?:the\s+|our\s+|my\s+|all\s+(?:the\s+)?)?(plots|figures|charts|graphs|images|screenshots|exports|reports|diagrams|icons)\s+(?:should|must|need to|have to|are to)\s+be\s+(?:saved\s+as\s+|exported\s+as\s+|in\s+)?(${FILE_FORMATS})(?:\s+files)?\s+now\b`;
/** "design reviews moved to Wednesdays": a recurring meeting or step of the work (1) and the days it is on now (2) (a session of a trade too: "glaze firings moved to Wednesdays"). */
export const RECURRING_MEETINGS_MOVED = String.raw`((?!(?:my|your|his|her|their|its)\b)(?:[\w-]+\s+){0,2}?(?:reviews|standups|stand-ups|retros|retrospectives|demos|syncs|plannings|planning meetings|triage|releases|deploys|deployments|1:1s|one-on-ones|office hours|testflight(?:\s+builds)?|beta builds|betas|nightly builds|store submissions|submissions|lessons|rehearsals|practices|tours|markets|clinics|workshops|meetups|pickups|deliveries|visits|shifts|handoffs?|handovers?|[a-z-]{3,}(?:ings|ions|sses)))\s+(?:have\s+|were\s+|got\s+)?(?:moved|switched|shifted)\s+(?:over\s+)?to\s+(${WEEKDAYS}(?:\s+and\s+${WEEKDAYS})?|every\s+(?:other\s+)?${DAY_NAME})\b`;

/** How an amount of money is held, the same said by "we" (rule-forms) or of the money (system-facts): "as integer cents", "in minor units", "half-even", "to the nearest cent". */
export const MONEY_HELD_AS = String.raw`(?:as\s+(?:integers?|ints?|(?:integer\s+)?cents|minor units|decimals?|bigdecimal|bigints?|strings)|in\s+(?:integer\s+)?(?:cents|minor units|pennies)|half[- ](?:even|up|down)|to\s+(?:the\s+)?(?:nearest\s+)?(?:cent|penny|two decimals|2 decimals))`;
/** A kind of test by what it covers: "e2e", "unit", "visual regression" (shared with rule-forms and system-facts). */
export const KIND_OF_TEST = String.raw`(?:e2e|end-to-end|unit|integration|component|ui|browser|extension|smoke|load|contract|acceptance|visual(?:\s+regression)?|snapshot|property-based|fuzz|performance|perf)`;
/** A kind of run the work does on a machine: "training runs", "the big runs", "benchmarks" (shared with memory/updates). */
export const KIND_OF_RUN = String.raw`(?:(?:big|long|production|training|heavy|full|nightly|gpu|eval|benchmark)\s+)?(?:runs|jobs|training runs|experiments|simulations|trainings|benchmarks|evals)`;
/** …said to be done somewhere: "go", "happen", "are run". */
export const RUN_DONE = String.raw`(?:happen|run|are run|are done|go)`;
/** …the machine it is done on, after its name: "box", "cluster", "gpus". */
export const RUN_MACHINE = String.raw`(?:cluster|servers?|machines?|gpus?|nodes?|box(?:es)?|workstation|rig)`;
/** "code freeze got pushed to the 27th": a milestone of the project (1) moved to another day, said after it. */
export const MILESTONE_MOVED = String.raw`(?:the\s+|our\s+)?(?:(?:submission|thesis|paper|grant|project|final|hard)\s+(?=deadline\b))?((?:code|feature|release|merge)\s+freeze|launch|go-?live|cutover|deadline|beta|ga|release date|launch date)\s+(?:has\s+|was\s+|got\s+|is\s+)?(?:been\s+)?(?:pushed|moved|postponed|delayed|pushed back|pulled in|brought forward|rescheduled|shifted|slipped)\s+(?:back\s+)?(?:to|until|till)\s+(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)\b|(?:next\s+)?(?:monday|tuesday|wednesday|thursday|friday)\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b|\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b|\d{4}-\d{2}-\d{2}\b)`;
/** The parts of a product a person owns, said by their bare names ("I own billing"). */
const OWNED_PARTS = String.raw`billing|payments|checkout|auth|authentication|search|infra|infrastructure|mobile|ios|android|web|frontend|backend|onboarding|notifications|growth|data|analytics|observability|monitoring|releases|security|platform|api|design system|docs|devops|ci`;
export const PARTS_WITH_AN_ADDRESS = String.raw`api|apis|site|app|backend|frontend|docs|service|server|bucket|registry|cdn|bastion|jump ?host|jumpbox|proxy|vpn|mirror|staging|prod|production|preview|sandbox|uat|panel|portal|console|dashboard|broker|sftp|ftp|smtp|feed|drop`;
/** "the admin panel has a new home: ops.acme.io": the part (1) and its new address (2) — kept by CHANGED_SINCE, read by memory/updates. */
export const NEW_HOME = String.raw`^(?:the\s+|our\s+)?((?:[\w-]+\s+)?(?:${PARTS_WITH_AN_ADDRESS}))\s+(?:has|got)\s+a\s+new\s+(?:home|address|url|domain|host)\s*[:,]?\s*(?:at\s+|on\s+)?((?:https?:\/\/)?[a-z0-9-]+(?:\.[a-z0-9-]+)+\S*?)[.,;!]*$`;
/** What a number of the system is held to: "the upload limit", "the timeout", "the budget" (not a size: see LIMITS). */
const HELD_TO = String.raw`limit|cap|quota|max(?:imum)?|timeout|budget|threshold`;
/** …and a size, when it is said to have been moved ("the upload size went up to 25 MB"; "the bundle size is 250kb now" is a measure). */
export const LIMITS = String.raw`size|${HELD_TO}`;
/** "max job time on gpu-long is 48h now": a limit on a named thing (1), its number (2) and unit (3), since. */
export const LIMIT_ON_NOW = String.raw`(?:the\s+|our\s+)?(?:max(?:imum)?|min(?:imum)?)\s+(?:[\w-]+\s+){1,2}(?:on|for|in)\s+(?:the\s+)?([\w.-]+)(?:\s+(?:queue|partition|cluster|plan|tier))?\s+is\s+(?:now\s+)?(\d+(?:\.\d+)?)\s*([a-z]{1,7})\b[^,;]*?\bnow\b`;
/** "celery beat schedules are managed in the admin now": a kind (1) of the project done in another place (2) since. */
export const DONE_IN_A_PLACE_NOW = String.raw`(?:the\s+|our\s+)?((?:[\w-]+\s+){0,3}?[\w-]+s)\s+are\s+(?:now\s+)?(?:managed|defined|configured|kept|stored|edited|maintained|set up|scheduled)\s+(?:in|through|via|from)\s+(?:the\s+)?([\w.-]+)\s+now\b`;
/** A bucket or store by its address: "s3://lab-refs-v2", "gs://acme-exports/daily". */
export const STORAGE_URL = String.raw`(?:s3|s3a|gs|az|abfss?|wasbs?|hdfs|oci)://[\w.-]+(?:/[^\s,;)]*)?`;
/** "we moved the references to s3://lab-refs-v2", "the lake moved to s3://acme-lakehouse", "golden files moved to s3://…": the kind of data (1) and the store it is in since (2). */
export const MOVED_TO_STORAGE = String.raw`(?:(?:we|the team)(?:'ve| have)?\s+(?:just\s+|recently\s+|finally\s+)?(?:moved|migrated|copied|relocated)\s+(?:the|our|all(?:\s+the)?)\s+|(?:(?:the|our)\s+)?(?=(?:[\w-]+\s+){0,2}?[\w-]+\s+(?:has\s+|just\s+)?(?:moved|migrated|relocated)\s+(?:over\s+)?to\s))((?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:(?:has\s+|just\s+)?(?:moved|migrated|relocated)\s+)?(?:over\s+)?to\s+(${STORAGE_URL})`;
/** A month by its whole name (a group: read with the `i` flag). */
// (a month's name is statement-text's; said again here for the forms that take their words from this file)
export { MONTH };
/** "the fiscal year now starts in January": a period (1) of the business that starts or ends (2) in a month (3) since. */
export const PERIOD_MOVED = String.raw`(?:the\s+|our\s+)((?:fiscal|financial|school|academic|tax|billing|reporting)\s+(?:year|quarter|month|period|cycle))\s+(?:now\s+)?(starts|begins|ends)\s+(?:now\s+)?(?:in|on)\s+(${MONTH})\b(?=[^.;]*\bnow\b)|(?:the\s+|our\s+)((?:fiscal|financial|school|academic|tax|billing|reporting)\s+(?:year|quarter|month|period|cycle))\s+now\s+(starts|begins|ends)\s+(?:in|on)\s+(${MONTH})\b`;
/** "test accounts now use @acme-qa.io emails": the kind of account (1) and the email domain (2) it uses since. */
export const DOMAIN_NOW = String.raw`(?:the\s+|our\s+|all\s+)?((?:[\w-]+\s+){0,2}(?:accounts|users|emails|addresses))\s+now\s+(?:use|have|are on|go to)\s+(@[\w-]+(?:\.[\w-]+)+)\b`;
/** How long a kind (1, or 2 after it) of data is kept since a change (3 and its unit 4): "retention on prod topics is 14 days now". */
export const RETENTION_NOW = String.raw`(?:the\s+|our\s+)?(?:([\w-]+)\s+)?(?:retention|ttl)(?:\s+period)?(?:\s+(?:on|for|of)\s+(?:the\s+|our\s+|all\s+)?((?:[\w-]+\s+){0,2}[\w-]+))?\s+is\s+(?:now\s+)?(\d+)\s*(days?|weeks?|months?|years?|hours?)\b[^,;]*?\bnow\b`;
/** "failed jobs are kept 30 days now": the same, said of the kind (1) kept for a number (2) of a unit (3) since. */
export const KEPT_FOR_NOW = String.raw`(?:the\s+|our\s+|all\s+)?((?:[\w-]+\s+){0,2}?[\w-]+s)\s+(?:are|get)\s+(?:now\s+)?(?:kept|retained|stored|held)\s+(?:for\s+)?(\d+)\s*(days?|weeks?|months?|years?|hours?)\b[^,;]*?\bnow\b`;
/** "went up to", "was raised to": a limit moved, said of the limit (the number follows "to"). */
export const LIMIT_WENT = String.raw`(?:went|was|has been|got)\s+(?:up|down|raised|lowered|bumped|increased|decreased|cut)`;
/** "the time limit on gpu-a100 went up to 72 hours": a limit on a named queue or partition (as LIMIT_ON_NOW), said as moved. */
export const LIMIT_ON_WENT = String.raw`(?:the\s+|our\s+)?(?:[\w-]+\s+)?(?:limit|cap|max(?:imum)?)\s+(?:on|for|in)\s+(?:the\s+)?([\w.-]+)(?:\s+(?:queue|partition|cluster|plan|tier))?\s+${LIMIT_WENT}\s+to\s+(\d+(?:\.\d+)?)\s*([a-z]{1,7})\b`;
/** The units a number a kind of thing is held to is counted in. */
export const UNIT = String.raw`lines?|files?|chars?|characters|words|approvals?|reviewers?|requests?|calls|rps|rpm|minutes|seconds|days|hours|commits|kb|mb|gb|ms|km|miles|kilomet(?:er|re)s|volunteers|people|staff|members|players|seats|slots`;
/**
 * "we raised the upload limit to 50 MB", "… the max request body to 10 MB": a limit the team moved — the words before it
 * (1), the limit (2) or what a "max" is of (3), the number (4) and its unit (5), and whom it is per when said after (6:
 * "… to 6,000 words a day per freelancer") — kept by CHANGED_SINCE, read by memory/updates.
 */
export const LIMIT_MOVED_BY_US = String.raw`^(?:we|the team)(?:'ve| have)?\s+(?:(?:just|finally|recently)\s+)?(?:raised|bumped|increased|lowered|cut|reduced|doubled|halved)\s+(?:the|our)\s+(?:(?:((?:[\w-]+\s+)?[\w-]+)\s+)?(${LIMITS})|(?:max(?:imum)?|min(?:imum)?)\s+(?:[\w-]+\s+)?([\w-]+))\s+(?:from\s+\d+(?:,\d{3})*\s*(?:${UNIT})?\s+)?to\s+(\d+(?:,\d{3})*)\s*(${UNIT})\b(?:\s+(?:a|per|each)\s+(?:day|week|month|hour|night|shift))?(?:\s+(?:per|for each|for every)\s+([\w-]+))?`;
/** A time of day: "4am", "2:30 pm", "10:00". */
export const CLOCK_TIME = String.raw`\d{1,2}(?::\d\d)?\s*(?:am|pm)|\d{1,2}:\d\d`;
/** How often a recurring job runs: "hourly", "nightly", "every 15 minutes". */
export const FREQUENCY = String.raw`hourly|daily|nightly|weekly|biweekly|fortnightly|monthly|quarterly|yearly|annually|twice\s+a\s+(?:day|week|month|year)|every\s+(?:\d+\s+|two\s+|three\s+|four\s+|five\s+|six\s+|eight\s+|ten\s+|twelve\s+|other\s+)?(?:minutes?|hours?|days?|weeks?|months?|years?|quarters?|night|morning|evening|day|week|month|sprint)`;
/** "the staging copy refreshes", "staging is reset", "the dev db gets reseeded": a copy of the system (1) renewed (then how often). */
export const COPY_RENEWED = String.raw`(?:the\s+|our\s+)?((?:[\w-]+\s+)?(?:staging|dev|qa|preview|sandbox|demo|test)(?:\s+(?:db|database|schema|copy|env|environment|cluster|data))?)\s+(?:(?:is|gets)\s+(?:now\s+)?(?:rebuilt|reset|wiped|refreshed|reseeded|recreated|restored|cleaned|cleared|synced)|refreshes|resets|rebuilds|reseeds|syncs)`;

/** "the cleanup cron runs hourly now": a recurring job (1) at another frequency (2) since — kept by CHANGED_SINCE, read by memory/updates. */
// ("releases are weekly now", "the release train goes out every week now": a step of the team's work, at another rhythm)
export const RHYTHM_NOW = String.raw`^(?:(?:the|our)\s+)?((?:[\w-]+\s+){0,2}(?:backups?|jobs?|cron(?:\s+jobs?)?|crons|builds?|syncs?|exports?|imports?|reports?|cleanups?|checks?|releases?|release train|deploys?|deployments?|standups?|retros?|sprints?|planning|on-?call(?:\s+rotation)?|rotation|reviews?|audits?|dbt|dags?|etl|pipelines?|ingestion|scrapers?|crawlers?|crawls?))\s+(?:now\s+)?(?:runs?|are|is|happens?|go(?:es)?\s+out|ships?|rotates)\s+(?:now\s+)?(${FREQUENCY})\s+now\b`;
/** "a shelf costs £5 now": what one of a kind (1) costs (2) since — kept by CHANGED_SINCE, read by memory/updates. */
export const COSTS_NOW = String.raw`^(?:a|an|one|each|every|the)\s+(?:[\w-]+\s+)?([\w-]+)\s+(?:now\s+)?costs?\s+(?:now\s+)?[$£€](\d+(?:\.\d\d)?)\b[^.;]*\bnow\b`;
/** "walls get reset every four weeks now": every one of a kind of thing (1) redone at another rhythm (2) since — kept by CHANGED_SINCE, read by memory/updates. */
/** A table named by its schema ("analytics.churn_features") or by its version ("orders_v2"), not a file: what "moved to" names (1). */
export const TABLE_MOVED_TO = String.raw`^(?:the\s+|our\s+)?(?:[\w-]+\s+){0,2}[\w-]+\s+(?:(?:has|have)\s+)?(?:now\s+)?(?:been\s+)?(?:moved|migrated)\s+(?:over\s+)?(?:to|into)\s+(?:the\s+)?(?:new\s+)?(?:(?:[A-Za-z][\w-]*\s+)?(?:table|view)\s+)?(?![\w$.]*\.(?:tsx?|jsx?|mjs|cjs|py|mdx?|ya?ml|json|toml|txt|go|rs|java|kt|rb|php|s?css|html|sql|sh|cfg|ini|lock|env)\b)([A-Za-z][\w$]*(?:\.[A-Za-z][\w$]*)+|[A-Za-z][\w$]*_v\d+)(?=[.!]*$|\s*[,;])`;
export const REDONE_NOW = String.raw`^(?:the\s+|our\s+|every\s+|each\s+|all\s+(?:the\s+)?)?((?:[\w-]+\s+)?[\w-]+)\s+(?:gets?|is|are)\s+(?:now\s+)?(?:(?:completely|fully)\s+)?(?:reset|replaced|serviced|inspected|repainted|recalibrated|restocked|stripped|cleaned|checked)\s+(?:now\s+)?(${FREQUENCY})\s+now\b`;
/** "the nightly export was moved to 4am UTC": a recurring job (1) at another time of day (2) since — kept by CHANGED_SINCE, read by memory/updates. */
export const JOB_MOVED_TO_A_TIME = String.raw`^(?:the|our)\s+(?:[\w-]+\s+){0,2}?(backups?|jobs?|cron(?:\s+jobs?)?|builds?|syncs?|exports?|imports?|reports?|deploys?|releases?|standups?|runs?)\s+(?:was\s+|has been\s+|got\s+|is\s+)?(?:moved|changed|shifted|pushed|rescheduled)\s+to\s+(${CLOCK_TIME})\b`;
/** Platforms whose oldest version an app supports. */
const PLATFORM = String.raw`(?:ios|ipados|macos|watchos|tvos|android|windows|api level)`;
/** "the oldest we support is 3.10 now": the oldest version supported since a change, the platform (1) said or not, the version (2). */
// ("we dropped 3.9, the floor is 3.10 now": the oldest said as the floor)
// ("we dropped 3.9, the minimum is Python 3.10 now": the minimum alone)
export const OLDEST_SUPPORTED_NOW = String.raw`\bthe\s+(?:(?:oldest|lowest|minimum)\s+(?:version\s+)?we\s+support|(?:version\s+)?floor|minimum)\s+is\s+(?:now\s+)?(?:([a-z][\w.+#-]*)\s+)?v?(\d+(?:\.\d+)*)\s+now\b`;
/** "we support Home Assistant 2024.10 and newer now": the oldest version of a named platform (1) supported since (2). */
export const SUPPORTED_FROM_NOW = String.raw`\bwe\s+(?:now\s+)?(?:only\s+)?support\s+((?:[a-z][\w.-]*\s+){0,2}[a-z][\w.-]*)\s+v?(\d+(?:\.\d+)*)\s*(?:\+|and\s+(?:up|above|newer|later)|or\s+(?:later|newer))\s+now\b`;
/**
 * "bumped the minimum deployment target to iOS 17", "bumped the deployment target to iOS 17" (a target is the oldest
 * supported), "the minimum is Android 10 now", "we bumped the minimum iOS version to
 * 16": the oldest version of a platform (1, 3 or 5) supported since a change (2, 4 or 6) — not the version a project builds
 * with ("we moved to Xcode 16").
 */
export const FLOOR_MOVED = String.raw`\b(?:bumped|raised|moved|changed|upgraded|updated)\s+(?:the\s+|our\s+)?(?:min(?:imum)?|lowest)\s+(?:supported\s+)?(${PLATFORM}|[a-z][\w.-]*)\s+(?:version|target|deployment target|sdk)\s+to\s+v?(\d+(?:\.\d+)?)|\b(?:bumped|raised|moved|changed|upgraded|updated)\s+(?:the\s+|our\s+)?(?:min(?:imum)?|lowest|(?:ios\s+|macos\s+|app\s+)?deployment\s+target)\b[^.;,]{0,30}?\bto\s+(${PLATFORM}|${RUNTIMES})\s*v?(\d+(?:\.\d+)?)|\b(?:min(?:imum)?|lowest)\b[^.;,]{0,30}?\bis\s+(?:now\s+)?(${PLATFORM})\s*v?(\d+(?:\.\d+)?)(?=\s+now\b|[^.;,]*?\bnow\b)`;

/** A tool named for its version: a runtime, or any name that is no step of the work ("Bevy 0.14"; not "step 4", "page 2"). */
export const VERSIONED_TOOL = String.raw`(?:${RUNTIMES}|(?!(?:step|page|round|phase|stage|sprint|week|day|level|part|chapter|section|version|room|floor|plan|tier|option|slide|line|row|column|task|ticket|issue|pr|item|the|a|an|our|my|it|them|that|this|v|to|from|at|in|on|by|for|with|and|or)\b)[a-z][\w.+#&-]*(?:\/[\w.+#&-]+)?)`;
/** …and the version after it: a number that counts no time nor things ("Julia 1.11", not "Tokyo 2 weeks ago"). */
export const TOOL_VERSION = String.raw`v?\d+(?:\.\d+)*\b(?!\s*(?:weeks?|days?|months?|years?|hours?|minutes?|mins?|am|pm|times?|people|users|percent|%))`;
/** "we bumped node to 22 last sprint", "we upgraded to python 3.12", "we upgraded to Bevy 0.14": the version a runtime or framework is on now. */
// ("upgraded the worker to python 3.12 over the weekend": the part named, the subject left out)
// ("the API got bumped to Node 22": said of the part)
const VERSION_BUMPED = new RegExp(String.raw`^(?:(?:we|the team)(?:'ve| have)?\s+|(?:the|our)\s+(?:[\w-]+\s+){0,2}?[\w-]+\s+(?:got|was|has been|have been|were)\s+)?(?:(?:just|finally|recently|already)\s+)?(?:bumped|upgraded|updated|moved)\s+(?:(?:the|our)\s+[\w-]+(?:\s+[\w-]+)?\s+)?(?:to\s+)?${VERSIONED_TOOL}\s+(?:(?:from\s+v?[\d.]+\s+)?to\s+)?${TOOL_VERSION}`, 'i');
/** "the staging URL changed to staging.acme.dev": the new value of a place the project points at. */
// ("the api moved to /v2, v1 is gone": the path a part is served under)
const VALUE_CHANGED = /^(?=.*?\b(?:changed|moved|switched)\b)(?:the|our)\s+(?:[\w-]+\s+){0,2}(?:url|urls|domain|host(?:name)?|address|endpoint|port|ip|bucket|channel|email|repo|path|prefix|base url|dns|registry)\s+(?:has\s+|just\s+)?(?:changed|moved|switched)\s+(?:from\s+\S+\s+)?to\s+\S|^(?:the|our)\s+(?:public\s+|internal\s+)?(?:api|apis|routes|endpoints|docs)\s+(?:has\s+|have\s+)?moved\s+to\s+\/\S/i;
/** "prod is on postgres 16 now", "staging is now on node 22": the version a part of the system is on since a change. */
// ("the county machines are on QGIS 3.34 LTR now": machines that run it, on a tool named by its capitals, said with "now")
const ON_A_VERSION_NOW = /^(?:prod(?:uction)?|staging|ci|dev|the\s+(?:[\w-]+\s+)?(?:db|database|cluster|servers?|backend|api|app|service))\s+(?:is|runs)\s+(?:now\s+)?on\s+(?:node(?:js)?|python|ruby|go|java|jdk|php|postgres(?:ql)?|mysql|redis|kafka|elasticsearch|kubernetes|k8s)\s*v?\d+(?:\.\d+)*(?:\s+now)?\b|^(?:the|our|all)\s+(?:[\w-]+\s+)?(?:machines|servers|hosts|laptops|desktops|workstations|devices|kiosks|nodes|runners)\s+(?:are|run)\s+(?:now\s+)?on\s+[A-Z][\w.+#-]*\s+v?\d+(?:\.\d+)*(?:\s+(?:LTS|LTR|ESR))?\s+now\b/i;
/** "the payments service was rewritten in Go, it's not Java anymore": a part moved onto another language or framework. */
const REWRITTEN_IN = new RegExp(String.raw`^(?:the|our)\s+(?:[\w-]+\s+){0,3}(?:was|has been|got|is being)\s+(?:rewritten|ported|migrated|converted)\s+(?:to|in(?:to)?)\s+${NAMED}`, 'i');
/** "we're not using docker compose anymore, everything runs in tilt now": a tool the team no longer uses. */
const NOT_USED_ANYMORE = new RegExp(String.raw`^(?:we(?:'re| are)\s+not\s+using|we\s+(?:don'?t|do not)\s+use)\s+${NAMED}[^,;]{0,30}?\s+any\s?more\b`, 'i');
/**
 * What a later day changed, said in a few more ways: "we moved the api to https://api.acme.dev", "we're off
 * LaunchDarkly, flags are in Unleash now", "the nightly backup runs at 4am now", "staging now deploys from main", "the
 * upload limit went up to 25 MB", "Tom handed release management to Aisha".
 */
const CHANGED_SINCE = [
  VERSION_BUMPED,
  // "staging moved to a new cluster, the URL is now staging2.acme.dev": an environment moved elsewhere
  /^(?:the\s+)?(?:staging|prod|production|dev|qa|preview|the\s+[\w-]+\s+(?:env|environment|service|db|database))\s+(?:has\s+)?moved\s+to\s+(?:a\s+new|the\s+new|another|a\s+different)\s+(?:cluster|server|host|account|region|domain|box|machine|vpc|project|subscription|instance)\b/i,
  // "the old Jenkins server is gone, don't reference it in docs", "the Jenkins server was decommissioned": a system retired
  /^(?:the\s+)?(?:old\s+|legacy\s+)?[\w.-]+(?:\s+[\w.-]+)?\s+(?:server|box|host|cluster|instance|vm|machine|bucket|db|database|repo|pipeline|wiki|dashboard)\s+(?:is\s+(?:gone|dead|decommissioned|retired)|(?:was|has\s+been)\s+(?:decommissioned|retired|shut\s+down|turned\s+off|deleted|archived))\b(?![^.!?]*\b(?:again|by accident|accidentally|why)\b)/i,
  // "we serve it with wasm-server-runner now, trunk is gone": what a step of the work is done with since, the tool before it said gone
  new RegExp(String.raw`^(?:also\s+|and\s+)?${NEWS_OPENERS}we\s+(?:now\s+)?(?:serve|build|run|bundle|deploy|test|lint|format|host|ship|package|publish|manage|track|monitor|schedule)\s+(?:(?:it|them|everything|(?:the|our)\s+[\w-]+(?:\s+[\w-]+)?)\s+)?(?:with|via|using|through|on)\s+[\w.+#-]+\s+now\s*[,;]\s*(?:and\s+)?(?:[\w.+#-]+\s+(?:is|are)\s+(?:gone|dead|history|dropped|removed)|no\s+more\s+[\w.+#-]+)\b`, 'i'),
  // "Litmus checks are gone, we use Email on Acid now": a tool (and its kind of step) said gone, then what is used since
  new RegExp(String.raw`^${NEWS_OPENERS}(?!(?:it|this|that|they|he|she|the|a|an|our|all|these|those|my)\b)[\w.+#-]+(?:\s+${KIND_OF_STEP})?\s+(?:is|are)\s+(?:gone|dead|history|out)\s*[,;]\s*(?:so\s+)?(?:we|the team)\s+(?:now\s+)?use\s+(?!(?:it|them|this|that|these|those)\b)[\w.+#-]+(?:\s+[\w.+#-]+){0,3}\s+now\b`, 'i'),
  // "we grew the cluster to five shards last week": how many parts a part of the system has since
  /^(?:[\w\s,]{0,20}?)?we(?:'ve| have)?\s+(?:just\s+)?(?:grew|grown|scaled|expanded|shrank|shrunk|cut|reduced|resized)\s+(?:the|our)\s+(?:[\w-]+\s+)?(?:cluster|fleet|pool|db|database|deployment)\s+(?:up\s+|down\s+)?to\s+(?:\d+|two|three|four|five|six|eight|ten|twelve)\s+(?:shards?|nodes?|replicas?|brokers?|instances?|machines?)\b/i,
  // "the glossary moved to the Lokalise glossary, glossary.csv is gone": a thing moved to a named tool, its old file gone
  /^(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:moved|migrated)\s+(?:over\s+)?(?:in)?to\s+(?:the\s+)?[\w.-]+(?:\s+[\w.-]+)?\s*,\s*[\w./-]+\s+(?:is|are)\s+(?:now\s+)?(?:gone|dead|history|deleted|removed)\b/i,
  // "shadow runs are 3 days now": how long a kind of run or window lasts since
  /^(?:the\s+|our\s+)?(?:[\w-]+\s+){0,2}(?:runs|deployments|soaks|bakes|windows|trials|phases|periods|freezes|cycles|rollouts)\s+(?:are|last|take)\s+(?:now\s+)?(?:\d+|a|an|one|two|three|four|five)\s+(?:hours?|days?|weeks?|months?)\s+now\b/i,
  // "staging refreshes hourly now": how often a copy of the system is renewed since
  new RegExp(String.raw`^${COPY_RENEWED}\s+(?:now\s+)?(?:${FREQUENCY})\s+now\b`, 'i'),
  // "verilator replaced icarus for the testbenches": one named tool in another's place, for a part of the work
  new RegExp(String.raw`^(?:also\s+|and\s+)?${NEWS_OPENERS}(?!(?:the|a|an|this|that|it|he|she|they|we|i|you)\b)[\w.+#-]+\s+(?:has\s+|just\s+)?replaced\s+(?!(?:the|a|an|this|that|it|him|her|them|me|us)\b)[\w.+#-]+\s+(?:for|in|as)\s+(?:the\s+|our\s+|all\s+)?[\w-]+`, 'i'),
  // "we retargeted to the ECP5-85F": the hardware the project is built for since, a part by its number
  new RegExp(String.raw`^${NEWS_OPENERS}we(?:'ve| have)?\s+(?:just\s+|now\s+)?(?:retargeted|ported)\s+(?:the\s+[\w-]+(?:\s+[\w-]+)?\s+)?to\s+(?:an?\s+|the\s+)?[A-Za-z][\w.-]*\d[\w.-]*`, 'i'),
  // "we moved the references to s3://lab-refs-v2": a kind of data moved to another bucket or store, by its address
  new RegExp(String.raw`^${NEWS_OPENERS}${MOVED_TO_STORAGE}`, 'i'),
  // "max job time on gpu-long is 48h now": a limit on a named queue, plan or cluster, since
  new RegExp(String.raw`^${LIMIT_ON_NOW}`, 'i'),
  new RegExp(String.raw`^${LIMIT_ON_WENT}`, 'i'),
  // "celery beat schedules are managed in the admin now with django-celery-beat": a kind done in another place since
  new RegExp(String.raw`^${NEWS_OPENERS}${DONE_IN_A_PLACE_NOW}`, 'i'),
  // "we're moving off Cloudflare Pages, deploys go to Vercel from now on": a host being left, and where the work goes instead
  new RegExp(String.raw`^(?:[Ww]e|[Tt]he team)(?:'re| are)\s+(?:moving|migrating|switching)\s+(?:away\s+)?(?:off|from)(?:\s+of)?\s+\p{Lu}[\w.-]*(?:\s+\p{Lu}[\w.-]*)?\s*,\s*(?:so\s+)?${WHERE_ITS_WORK_GOES}\p{Lu}[\w.-]*`, 'u'),
  // "the fiscal year now starts in January": the month a period of the business starts or ends since
  new RegExp(String.raw`^${NEWS_OPENERS}${PERIOD_MOVED}`, 'i'),
  // "test accounts now use @acme-qa.io emails": the email domain a kind of account uses since
  new RegExp(String.raw`^${NEWS_OPENERS}${DOMAIN_NOW}`, 'i'),
  // "we dropped 3.9, the oldest we support is 3.10 now": the oldest version supported, since a change
  new RegExp(String.raw`^(?:good news,?\s+)?we(?:'ve| have)?\s+(?:just\s+|finally\s+)?dropped\s+(?:support\s+for\s+)?(?:[\w.+#-]+\s+)?v?\d+(?:\.\d+)*(?=\s*(?:[,.;!]|$)|\s+support\b)|${OLDEST_SUPPORTED_NOW}`, 'i'),
  // "we support Home Assistant 2024.10 and newer now": the oldest version of a named platform supported, since a change
  new RegExp(String.raw`^${NEWS_OPENERS}${SUPPORTED_FROM_NOW}`, 'i'),
  // "we raised the minimum to iOS 16", "the minimum supported version is Android 10 now"
  new RegExp(String.raw`^(?:we(?:'ve| have)?\s+(?:(?:just|finally|recently)\s+)?(?=[a-z]+\s)|(?=(?:the|our)\s+(?:min|lowest)))(?:the\s+|our\s+)?${FLOOR_MOVED}`, 'i'),
  // "design reviews moved to Wednesdays": a recurring meeting on another day of the week since (the day in the plural: not "the meeting moved to Friday")
  new RegExp(String.raw`^(?:the\s+|our\s+)?${RECURRING_MEETINGS_MOVED}`, 'i'),
  // "code freeze got pushed to the 27th", "the launch moved to March 3": the date of a milestone of the project, since a change
  // (not "our meeting got moved to 3pm": a meeting is the week's)
  new RegExp(String.raw`^${MILESTONE_MOVED}`, 'i'),
  // "the staging db isn't reset nightly anymore", "staging isn't refreshed from prod anymore": a recurring step of a part
  // of the system that stopped (not "the build isn't green anymore")
  new RegExp(String.raw`^(?:the\s+|our\s+)?(?:[\w-]+\s+){0,2}(?:db|database|cluster|env|environment|staging|cache|index|queue|backups?|jobs?|crons?|builds?|deploys?|exports?|imports?|syncs?)\s+(?:isn'?t|aren'?t|is not|are not)\s+(?:reset|wiped|rebuilt|refreshed|restarted|backed up|deployed|run|cleared|seeded|synced|exported)\s+(?:${FREQUENCY}|on\s+\w+days?|from\s+(?:the\s+)?(?:prod(?:uction)?|live)(?:\s+(?:db|database|data|dump|snapshot))?)\s+any\s?more\b`, 'i'),
  // "we're on node 22 now", "we're now on node 22": node by its version, said to be since a change (a cluster's "node 3" is no tool)
  /^we(?:'re| are)\s+(?:now\s+on\s+node(?:js)?\s*v?(?:1\d|2\d)(?:\.\d+)*|on\s+node(?:js)?\s*v?(?:1\d|2\d)(?:\.\d+)*\s+now)\b(?!\s+(?:of|out of)\b)/i,
  VALUE_CHANGED,
  ON_A_VERSION_NOW,
  REWRITTEN_IN,
  NOT_USED_ANYMORE,
  new RegExp(String.raw`^we(?:'ve| have)?\s+(?:just\s+|recently\s+)?(?:moved|migrated|switched)\s+(?:the|our)\s+(?:[\w-]+\s+){0,2}?(?:${PARTS_WITH_AN_ADDRESS})\s+(?:over\s+)?to\s+(?:https?:\/\/\S+|(?:[a-z0-9-]+\.)+[a-z]{2,})`, 'i'),
  // "staging moved to staging.shop.io": the same, said of the part
  new RegExp(String.raw`^(?:the\s+|our\s+)?(?:[\w-]+\s+)?(?:${PARTS_WITH_AN_ADDRESS})\s+(?:has\s+|just\s+)?(?:moved|migrated)\s+(?:over\s+)?to\s+(?:https?:\/\/\S+|(?:[a-z0-9-]+\.)+[a-z]{2,})`, 'i'),
  // (not a trip or a day off: "we're off to Canada next month", "we're off on friday"; "we finally got off Jenkins")
  new RegExp(String.raw`^we(?:'re| are|(?:'ve| have)?\s+(?:finally\s+|just\s+)?got)\s+(?:now\s+)?off\s+(?!(?:to|for|on|at|in|from|until|till|work|duty|sick|today|tomorrow|tonight|next|this|early|home|the)\b)${NAMED}`, 'i'),
  /^(?:the|our)\s+(?:[\w-]+\s+){0,2}(?:backups?|jobs?|cron(?:\s+jobs?)?|builds?|syncs?|exports?|imports?|reports?|deploys?|releases?)\s+(?:now\s+)?runs?\s+(?:now\s+)?at\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)?(?:\s+\w+)?\s+now\b/i,
  // "the cleanup cron runs hourly now": how often a job runs, since a change
  new RegExp(RHYTHM_NOW, 'i'),
  // "walls get reset every four weeks now": how often every one of a kind of thing is redone, since a change
  new RegExp(REDONE_NOW, 'i'),
  // "a shelf costs £5 now, electricity went up": what one of a kind costs, since a change
  new RegExp(COSTS_NOW, 'i'),
  // "the features moved to ANALYTICS.CHURN_FEATURES_V2": data moved to a table named by its schema or its version
  new RegExp(TABLE_MOVED_TO, 'i'),
  // "uploads have been moved to Cloudflare R2": where a kind of stored thing is kept since, by a named store
  /^(?:[Tt]he\s+|[Oo]ur\s+|[Aa]ll\s+)?(?:[\w-]+\s+)?(?:[Uu]ploads|[Ff]iles|[Bb]ackups|[Aa]ssets|[Ii]mages|[Mm]edia|[Aa]rtifacts|[Aa]ttachments|[Vv]ideos|[Ll]ogs|[Ee]xports)\s+(?:have\s+been|has\s+been|were|got|are\s+now)\s+(?:moved|migrated)\s+(?:over\s+)?(?:to|into|onto)\s+\p{Lu}/u,
  /^(?:staging|prod(?:uction)?|dev|preview|qa)\s+(?:now\s+)?deploys\s+(?:now\s+)?from\s+(?:the\s+)?[\w./-]+(?:\s+branch)?/i,
  new RegExp(String.raw`^(?:the|our)\s+(?:[\w-]+\s+){0,2}(?:${LIMITS})\s+${LIMIT_WENT}\s+to\s+\d`, 'i'),
  // "the lab moved their feed to port 6670 last night": the port a part talks on, since a change
  /^(?:the|our)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:moved|changed|switched)\s+(?:their|its|the|our)\s+[\w-]+(?:\s+[\w-]+)?\s+to\s+port\s+\d{2,5}\b/i,
  // "we raised the upload limit to 50 MB": the same, said of who moved it
  new RegExp(LIMIT_MOVED_BY_US, 'i'),
  // "the api isn't on heroku anymore, it runs on Render": a part no longer on a named host or tool
  new RegExp(String.raw`^(?:the|our)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:isn'?t|aren'?t|is not|are not)\s+(?:on|in|hosted on|deployed (?:on|to)|running on)\s+${NAMED}[\w.+#-]*\s+any\s?more\b`, 'i'),
  // "the nightly export was moved to 4am UTC": when a recurring job runs, since a change
  new RegExp(JOB_MOVED_TO_A_TIME, 'i'),
  // "moment is out, use date-fns": a tool said out, and what to use in its place (not "the beta is out, use it")
  new RegExp(String.raw`^${NAMED}[\w.+#-]*\s+(?:is|are)\s+out\s*[,;]\s*(?:so\s+)?(?:please\s+)?(?:we\s+)?use\s+${IN_ITS_PLACE}[.!]*$`, 'i'),
  // "we're done with moment, use date-fns going forward": the same, the tool said finished with
  new RegExp(String.raw`^(?:we're|we are)\s+(?:all\s+|finally\s+|completely\s+)?(?:done|finished)\s+with\s+${NAMED}[\w.+#-]*\s*[,;]\s*(?:so\s+)?(?:please\s+)?(?:we\s+)?use\s+${IN_ITS_PLACE}[.!]*$`, 'i'),
  // "Papertrail is dead, logs ship to Grafana Loki": a tool said dead or gone, and where its work goes now
  new RegExp(String.raw`^\p{Lu}[\w.+#-]*\s+(?:is|are)\s+(?:dead|gone|history|retired)\s*[,;]\s*(?:so\s+)?${WHERE_ITS_WORK_GOES}\p{Lu}`, 'u'),
  // "the admin panel has a new home: ops.acme.io": a part at another address since
  new RegExp(NEW_HOME, 'i'),
  // "CI is on Buildkite now", "hosting is on Fly now": a part of the work on another named tool since
  // ("CI is GitHub Actions now": the tool named without "on")
  new RegExp(String.raw`^(?:the\s+|our\s+)?${PART_ON_A_TOOL_NOW}`, 'iu'),
  // "CI moved over to GitHub Actions last month", "the design system moved out of Storybook into Figma": a part of the work onto a named tool
  new RegExp(String.raw`^(?:the\s+|our\s+)?${PART_MOVED_TO_A_TOOL}`, 'iu'),
  // "the design tokens moved into the monorepo", "the auth code moved to packages/auth", "… live in the monorepo now":
  // where a part of the code lives since a move (not the work at hand: "the fix is in the sim repo now")
  // (a word it needs looked for first: every sentence is read by these forms)
  new RegExp(String.raw`^(?=.*?\b(?:moved|migrated|now)\b)(?!(?:i|we|you|it|this|that|they)\b)(?!(?:the\s+|our\s+)?(?:[\w-]+\s+){0,2}?(?:fix(?:es)?|bugs?|tickets?|issues?|prs?|mrs?|changes?|commits?|patch(?:es)?|tasks?|todos?|threads?|discussions?|questions?)\s)(?:the\s+|our\s+)?${CODE_MOVED_TO_A_PLACE}(?:\s+(?:(?:last|this)\s+(?:week|month|sprint|quarter|year)|a\s+while\s+(?:ago|back)|recently))?(?:\s+now)?(?:[.!]*$|\s*[,;]\s+\S)`, 'i'),
  // "we switched auditors to Zellic": the firm a role of the work goes to since
  new RegExp(String.raw`^${FIRM_SWITCHED}(?:\s+(?:last|this)\s+(?:week|month|quarter|year))?[.!]*$`, 'u'),
  // "integration tests spin up their own containers now, no need for docker compose": how a part works since a change,
  // and the tool it made unneeded (not "the build passes now, no need for the retry")
  new RegExp(String.raw`^(?=.*?\bno\s+(?:more\s+)?need\b)(?!(?:i|i'm|we|we're|you|it|it's|this|that|they)\b)(?:the\s+|our\s+)?(?:[\w-]+\s+){0,3}?[\w-]+\s+(?!(?:pass|passes|work|works|is|are|was|were|looks?|seems?|compiles?|builds?|runs)\b)[a-z]+\b[^,;]{3,60}?${NOW_NO_NEED_FOR}(?!(?:the|a|an|it|that|this|any|more|changes?|fix(?:es)?)\b)[a-z][\w.+#-]*(?:\s+[a-z][\w.+#-]*)?(?:\s+any\s?more)?[.!]*$`, 'i'),
  // "docs moved from Netlify to Cloudflare Pages", "Redis moved off Upstash to our own ElastiCache cluster": a part of the
  // system moved from one named tool or host to another
  new RegExp(String.raw`^${NEWS_OPENERS}(?:the\s+|our\s+)?(?:${PARTS_ON_A_TOOL}|${PARTS_WITH_AN_ADDRESS}|docs site|website|infra|database|db|${STORES})\s+(?:has\s+|have\s+)?(?:just\s+|now\s+)?(?:moved|migrated|switched)\s+(?:over\s+)?(?:from|off(?:\s+of)?)\s+\p{Lu}[\w.-]*(?:\s+\p{Lu}[\w.-]*)?\s+to\s+(?:our\s+own\s+|the\s+|an?\s+)?\p{Lu}[\w.-]*`, 'iu'),
  // "retention on prod topics is 14 days now", "log retention is 30 days now", "failed jobs are kept 30 days now": how long a kind of data is kept, since a change
  new RegExp(String.raw`^${RETENTION_NOW}`, 'i'),
  new RegExp(String.raw`^${NEWS_OPENERS}${KEPT_FOR_NOW}`, 'i'),
  // "the rate limit is 300 requests per minute now": a limit the system keeps, at another number since
  new RegExp(String.raw`^(?:the|our)\s+(?:[\w-]+\s+){0,2}(?:${HELD_TO})\s+is\s+(?:now\s+)?\d[\d,.]*\s*(?:[\w/]+\s+){0,3}?now\b`, 'i'),
  // "we left Fly, everything deploys to Render now": a host or tool left, and the one that took its place, both named
  new RegExp(String.raw`^(?:[Ww]e|[Tt]he team)(?:'ve| have)?\s+(?:(?:just|finally|recently)\s+)?left\s+\p{Lu}[\w.-]*\s*,\s*(?:so\s+)?${WHERE_ITS_WORK_GOES}\p{Lu}`, 'u'),
  // "staging db resets happen nightly now instead of weekly": how often a step of the work runs, since a change
  /^(?:the\s+|our\s+)?[^,;]{3,40}?\s+(?:happen|run|go out|are done|is done|get done)s?\s+(?:nightly|daily|hourly|weekly|monthly|every\s+[\w-]+(?:\s+[\w-]+)?)\s+now\s+instead\s+of\s+(?:nightly|daily|hourly|weekly|monthly|every\s+[\w-]+)/i,
  /^\p{Lu}[\p{L}'-]+\s+(?:handed|passed|gave|transferred)\s+(?:over\s+)?(?:the\s+)?(?:[\w-]+\s+){0,2}(?:management|ownership|on-?call|rotation|pager|maintenance|lead|duties|duty|releases|module|service|repo|project|process)\s+(?:over\s+|on\s+)?to\s+\p{Lu}[\p{L}'-]+/u,
];

/** "tests run with vitest now instead of jest": what is used now in place of another of its family. */
const NOW_INSTEAD_OF = /^(?=.*?\binstead of\b)(?:.*?\b([\w.+#-]+)\s+now\s+instead\s+of\s+([\w.+#-]+)|.*?\b([\w.+#-]+)\s+instead\s+of\s+([\w.+#-]+)\s+now\b|.*?\bnow\s+(?:uses?|runs?\s+(?:on|with)|builds?\s+with|is\s+(?:on|built with)|deploys?\s+(?:with|to))\s+([\w.+#-]+)\s+instead\s+of\s+([\w.+#-]+))/i;
/** "on-call moved from pagerduty to opsgenie": a part of the work moved from one tool to another of its family. */
// ("the frontend has been migrated from Yarn 1 to pnpm": said in the passive, a version after the tool)
const PART_MOVED_FROM_TO = /^(?=.*?\bfrom\b)(?:the\s+|our\s+)?(?:[\w-]+\s+){0,2}?[\w-]+\s+(?:has\s+|have\s+)?(?:been\s+|got\s+|was\s+|were\s+)?(?:moved|migrated|switched)\s+(?:over\s+)?from\s+([\w.+#-]+)(?:\s+v?\d+(?:\.\d+)*)?\s+to\s+([\w.+#-]+)/i;
const MOVED_ONTO = new RegExp(String.raw`^(?:we|the team|our team)(?:'ve| have)?\s+(?:(?:already|recently|just|finally)\s+)?moved\s+(?:over\s+)?(?:from\s+${NAMED}\S*\s+)?to\s+${NAMED}`, 'i');
const MOVED_TO_THE_OTHER_GONE = /^(?:we|the team|our team)(?:'ve| have)?\s+(?:(?:already|recently|just|finally)\s+)?(?:moved|migrated|switched)\s+(?:over\s+)?to\s+([\w.+#-]+)(?:\s+(?:last|this)\s+(?:year|quarter|month|sprint|week)|\s+a\s+while\s+(?:ago|back))?\s*[,;]\s*(?:and\s+)?(?:([\w.+#-]+)\s+(?:is|are)\s+(?:gone|dead|history|legacy|deprecated|only\s+(?:left\s+|used\s+)?in\s+(?:the\s+)?(?:legacy|old)\s+[\w/.-]+)|no\s+more\s+([\w.+#-]+))\b/i;
const MOVED_FROM_TO = /^(?:we|the team|our team)(?:'ve| have)?\s+(?:(?:already|recently|just|finally)\s+)?(?:moved|went|gone|migrated|switched|changed)\s+(?:over\s+)?from\s+([\w.+#-]+)\s+to\s+([\w.+#-]+)/i;
/** From a product named in capitals whose last word says it is software ("the Confluent Schema Registry") to another named one. */
const MOVED_FROM_A_PRODUCT =
  /^(?:[Ww]e|[Tt]he team|[Oo]ur team)(?:'ve| have)?\s+(?:(?:already|recently|just|finally)\s+)?(?:moved|migrated|switched)\s+(?:over\s+)?from\s+(?:the\s+)?(?:\p{Lu}[\w.+#-]*\s+){0,2}(?:Registry|Server|Cloud|CI|Actions|Pipelines|Database|DB|Cache|Queue|Hub|Store|Vault|Manager|Engine|Platform|Gateway|Broker|Cluster|Console|Analytics|Monitor(?:ing)?)\s+to\s+\p{Lu}[\w.+#-]*/u;
const USED_NOW = new RegExp(String.raw`^(?:we|the team|our team)(?:\s+use|(?:\s+are|'re)\s+on(?!\s+${NOT_A_TOOL}))\s+${NAMED}[^,;]{0,40}?\s+now\b(?!\s+(?:that|for|and then)\b)`, 'i');
const CHANGED = new RegExp(
  String.raw`^(?:we|the team|our team)(?:'ve| have)?\s+(?:(?:already|recently|just|finally|now)\s+)?(?:no longer\s+(?:use|run|deploy|support|need|ship|accept|allow|store|publish)\s+${NAMED}|(?:migrated|switched|changed)\s+(?:away\s+|over\s+)?(?:from|off(?: of)?)\s+${NAMED}|moved\s+off(?: of)?\s+${NAMED}|(?:migrated|switched)\s+(?:over\s+)?to\s+${NAMED}|replaced\s+${NAMED}\S*(?:\s+\S+)?\s+with\s+\S|(?:dropped|swapped|traded)\s+${NAMED}\S*(?:\s+\S+)?\s+(?:for|in favou?r of)\s+\S|(?:dropped|ditched|got rid of|stopped using|ripped out|tore out|removed)\s+${NAMED}\S*(?:\s+(?:last|this)\s+(?:year|month|week|quarter|sprint)|\s+a while (?:ago|back))?\s*,\s*(?:so\s+)?(?:please\s+)?(?:use\s+|it'?s\s+|${WHERE_ITS_WORK_GOES})${NAMED})`,
  'i',
);

/** "we went back to Jest", "we moved orchestration back to Airflow", "we're back on pnpm", "we use MySQL again": the team, gone back to a thing. */
const WE_WENT_BACK = new RegExp(String.raw`^(?:we|the team|our team)(?:'ve|'re| have| are)?\s+(?:(?:already|recently|just|finally|now|officially)\s+)?(?:back\s+(?:on|to)|${WENT_BACK_TO}|(?:use|using|on)\s+\S+\s+again\b)`, 'i');

/** Parts of the work done with one tool, named by what they do: "experiment tracking", "hosting", "CI". */
export const TOOLING_PARTS = 'ci|hosting|auth|monitoring|logging|error tracking|analytics|payments|storage|feature flags|alerting|infra|experiment tracking|orchestration|scheduling|tracing|plotting|charting|linting|formatting|bundling|packaging|crash reporting|i18n|routing|sending';
/**
 * "we moved the docs site to Docusaurus last month", "we switched plotting from Makie to Plots.jl": a part of the system
 * moved onto a named tool (not "… to src/", "… to the other folder"); where the new one runs may follow ("…from W&B to
 * MLflow on the lab server").
 */
const MOVED_ONTO_A_TOOL = new RegExp(String.raw`^(?:we|the team|our team)(?:'ve| have)?\s+(?:(?:already|recently|just|finally)\s+)?(?:moved|migrated|switched|ported)\s+(?:(?:the|our)\s+(?:[\w-]+\s+)?|(?=(?:${TOOLING_PARTS})\s))(?:docs?(?:\s+site)?|site|website|ci|builds?|hosting|auth|database|db|monitoring|logging|metrics|error tracking|tracing|analytics|emails?|payments|storage|secrets|feature flags|alerting|infra|deploys?|frontend|backend|tests|queues?|cache|search|state management|styling|bundler|build system|package manager|orchestration|scheduling|etl|ingestion|experiment tracking|plotting|charting|charts|linting|formatting|bundling|packaging|crash reporting|i18n|routing|sending|email sending)\s+(?:back\s+|over\s+)?(?:to|onto|from\s+\S+\s+to)\s+(?!(?:the|a|an|this|that|my|our|src|lib|app|test|tests)\b)[a-z][\w.-]*(?:\s+[\w.-]+)?(?:[.!]*$|\s+(?:last|this|in|a|two|three|back|recently|after all)\b|,|\s+on\s+(?:the|our|a)\s+[\w-]+(?:\s+[\w-]+)?[.!]*$)`, 'i');

/**
 * A change in what the project uses, which outlives the day it was said: "we no longer use
 * Jest", "we migrated from MySQL to Postgres", "we replaced moment with date-fns", "we switched
 * to pnpm", "we moved off Jenkins", "we went back to Jest" (not "we moved the file to src/", an
 * action seen in the code, nor "we moved from Boston to Denver", nor "we switched to the dev
 * branch").
 */
export function isStackChange(s: string): boolean {
  if (WE_WENT_BACK.test(s) && restoredTerms(s).length > 0) return true;
  // "we're migrating the monolith to services one domain at a time": a part of the software being moved, under way (or
  // "… the billing service off the legacy Rails monolith into a standalone Go service")
  if (/^(?:we|the team|our team)(?:'re| are)\s+(?:slowly\s+|gradually\s+|currently\s+)?(?:migrating|moving|splitting|breaking up|porting|rewriting)\s+(?:the|our)\s+(?:[\w-]+\s+)?(?:monolith|app|backend|frontend|api|apis|database|db|infra|codebase|test suite|tests|pipeline|jobs|queue|auth|build|ci|services?|cluster|workers?|state management)\s+(?:(?:off|out of|from)\s+(?:the\s+|our\s+)?[^,;]{2,40}?\s+)?(?:over\s+)?(?:to|into|in|onto)\s+(?:an?\s+(?=(?:standalone|separate|dedicated|new)\s))?(?!(?:the|a|an|this|that|my|our)\b|\d)(?![\w.-]*\/)\S/i.test(s) && !THIS_DAY.test(s)) return true;
  // "we're moving from rest to grpc for internal calls over the next quarter", "we're migrating billing from rails to go":
  // a change under way
  // (or another team's: "the data team is moving from airflow to dagster this quarter")
  // "we're slowly extracting billing into its own engine under engines/billing": a part of the code being pulled out into
  // its own, under way
  if (/^(?:we|the team|our team)(?:'re| are)\s+(?:slowly\s+|gradually\s+|currently\s+)?(?:extracting|pulling|carving|splitting|breaking)\s+(?:out\s+)?(?:the\s+|our\s+)?(?!(?:it|this|that|them|these|those)\b)[\w-]+(?:\s+[\w-]+)?\s+(?:out\s+)?(?:into|to)\s+(?:its|their|an?)\s+(?:own\s+)?(?:[\w-]+\s+)?(?:engine|service|package|module|crate|gem|library|lib|repo|app|microservice|bounded context)\b/i.test(s) && !THIS_DAY.test(s)) return true;
  if (/^(?:we|the team|our team|the\s+[\w-]+\s+team)(?:'re| are|'s| is)\s+(?:slowly\s+|gradually\s+)?(?:moving|migrating|switching)\s+(?:(?:the\s+|our\s+)?(?!(?:away|from)\b)[\w-]+(?:\s+[\w-]+)?\s+)?(?:away\s+)?from\s+(?!(?:the|a|an|this|that|my|our)\b)\S+\s+to\s+(?!(?:the|a|an|this|that|my|our)\b)\S/i.test(s) && !THIS_DAY.test(s)) return true;
  // "we're moving to standalone components", "we're migrating everything to signals": the way the code is moving to, named
  // by a kind of its parts, under way
  if (/^(?:we|the team|our team)(?:'re| are)\s+(?:slowly\s+|gradually\s+)?(?:moving|migrating|switching)\s+(?:everything\s+|all\s+(?:the\s+|our\s+)?[\w-]+\s+)?(?:over\s+)?to\s+(?!(?:the|a|an|this|that|my|our|it|them|your)\b)(?:[\w.-]+\s+){0,2}(?:components|modules|services|hooks|signals|functions|classes|endpoints|handlers|routes|stores|microservices|lambdas|composables|actors|server actions|server components)\b/i.test(s) && !THIS_DAY.test(s)) return true;
  // "we're moving off Combine", "we're phasing out jQuery", "we're phasing out the v1 api", "we're removing lodash": a tool
  // given up, under way
  // (a tool by its name: its capital, a version or a file's ending, or a word of a known family — not "we're moving off the
  // old office")
  const leaving = /^(?:we|the team|our team)(?:'re| are)\s+(?:slowly\s+|gradually\s+|actively\s+)?(?:moving\s+(?:away\s+from|off(?:\s+of)?)|migrating\s+(?:away\s+from|off(?:\s+of)?)|phasing\s+out|getting\s+rid\s+of|deprecating|removing|ripping\s+out)\s+(?:the\s+)?(?!(?:old|new|current|other|first|second)\b)([\w.+#/-]+)(\s+(?:api|apis|library|lib|framework|stack|sdk|client|package|dependency|plugin))?\b/i.exec(s);
  // (what follows from it, "…, so prefer composition", is read as the rule it is)
  if (leaving && !/,\s*so\b/i.test(s) && (/\p{Lu}|[\d./]/u.test(leaving[1]!) || leaving[2] !== undefined || ofAFamily(leaving[1]!) || /^(?:inheritance|callbacks|mocks|mocking|singletons|globals|microservices|class(?:es)?|decorators|mixins|enums|orms?|stored procedures|triggers|cron|crons|polling|webhooks|rest|soap|xml|yaml|lodash|underscore|moment|enzyme|bluebird|tslint|gulp|grunt|bower|coffeescript)$/i.test(leaving[1]!)) && !THIS_DAY.test(s)) return true;
  // told as a story: "we used to squash merge but now we rebase", "we tried redis for the queue but went
  // back to postgres", "we stopped using moment.js a while ago, …"
  // (or with a comma and "now": "we used to use Jenkins, now it's all GitHub Actions")
  if (!THIS_DAY.test(s) && /^we\s+used\s+to\s+(?:use|run|be on|deploy (?:on|to|with)|host (?:on|with))\s+[\w.+#/-]+(?:\s+[\w.+#/-]+)?\s*[,;]\s*(?:but\s+)?now\s+(?:it'?s\s+all|everything\s+(?:runs|is)\s+on|we(?:'re|\s+are)\s+(?:on|all in on)|we\s+use)\s+\p{Lu}[\w.+#-]*(?:\s+\p{Lu}[\w.+#-]*)?[.!]*$/iu.test(s)) return true;
  if (!THIS_DAY.test(s) && (/^we\s+used\s+to\s+\S.{2,60}?\s+but\s+(?:now\s+)?(?:we\s+(?:now\s+)?(?!(?:can'?t|don'?t know|have a problem)\b)\w+|(?:moved|switched|migrated)\s+(?:over\s+)?to\s+(?!(?:it|this|that)\b)\S)/i.test(s) || TRIED_BUT_WENT_BACK.test(s) || STOPPED_USING.test(s))) return true;
  // a part of the system moved onto a named tool
  if (MOVED_ONTO_A_TOOL.test(s) && !THIS_DAY.test(s)) return true;
  // "we moved from REST to gRPC for service to service calls", "we moved to testcontainers for the
  // integration tests": a move onto a named thing, said with what in the software it is for (not
  // "we moved from Boston to Denver", "we moved to the new office", "we moved from staging to prod at 3pm")
  if (MOVED_ONTO.test(s) && SOFTWARE_USE.test(s) && !AN_ENVIRONMENT_OR_A_TIME.test(s) && !THIS_DAY.test(s)) return true;
  // "we moved from pnpm to bun last week": from one tool to another of its family, which says what it is for
  // (or with the other said gone after it: "we moved to bun, pnpm is gone", "we moved to Playwright last year, Cypress is
  // only in the legacy folder")
  const gone = MOVED_TO_THE_OTHER_GONE.exec(s);
  if (gone && sameFamily(gone[1]!, (gone[2] ?? gone[3])!) && !THIS_DAY.test(s)) return true;
  // "we moved from the Confluent Schema Registry to Apicurio": from a product named in words, one of software, to another
  if (MOVED_FROM_A_PRODUCT.test(s) && !THIS_DAY.test(s)) return true;
  const fromTo = MOVED_FROM_TO.exec(s) ?? PART_MOVED_FROM_TO.exec(s);
  if (fromTo && sameFamily(fromTo[1]!, fromTo[2]!) && !THIS_DAY.test(s)) return true;
  // "tests run with vitest now instead of jest": the same, said of what is used now
  // (or "the monorepo now uses turborepo instead of lerna")
  const instead = NOW_INSTEAD_OF.exec(s);
  if (instead && sameFamily(instead[1] ?? instead[3] ?? instead[5]!, instead[2] ?? instead[4] ?? instead[6]!) && !THIS_DAY.test(s)) return true;
  // "we bumped node to 22", "the staging URL changed to …", "we're off LaunchDarkly, …": what a later day changed
  // (the day it changed may end it: "we moved to Julia 1.11 this morning" holds past this morning)
  if (CHANGED_SINCE.some((re) => re.test(s)) && !THIS_DAY.test(s.replace(/\s+(?:this\s+(?:morning|afternoon|week)|today|yesterday|last\s+night)[.!]*$/i, ''))) return true;
  // "auto-updates come from GitHub releases now": a value said anew in the words of how a part stands
  // (its first clause read for trouble: "…, we shut down the S3 bucket" is what made it)
  // (nor with an order about it after: "the JS bundle is 250kb now, shrink it")
  if (changeInAFrame(s) && !THIS_DAY.test(s) && !GOING_WRONG.test(s.split(/[,;]\s+/)[0]!) && !/,\s*(?:so\s+)?(?:please\s+)?[a-z]+\s+(?:it|this|that|them)\b/i.test(s)) return true;
  // "we use eslint flat config now, the old .eslintrc files are gone": what is used since a change
  if (USED_NOW.test(s) && !THIS_DAY.test(s)) return true;
  return CHANGED.test(s);
}

/** The kinds of named things in a project whose names change: "the orders table", "the `users` service", "the env var API_URL". */
const NAMED_PART = String.raw`(?:tables?|columns?|fields?|services?|repos?|repository|branch(?:es)?|buckets?|queues?|topics?|endpoints?|env(?:ironment)? vars?|environment variables?|packages?|modules?|folders?|directories|directory|clusters?|environments?|envs?|apps?|projects?|orgs?|organi[sz]ations?|scopes?|channels?|databases?|dbs?|indexes|indices|index|collections?|apis?|namespaces?|feature flags?|flags?|events?|metrics?|dashboards?|jobs?|crons?|workflows?|pipelines?|librar(?:y|ies)|crates?|images?|domains?|subdomains?|workspaces?|schemas?)`;

/** The forms of isRenamed (below): the part renamed, its new name, and the ways it is said. */
const RENAMED_PART = String.raw`(?:the|our)\s+(?:[\w\`'"@./-]+\s+){0,2}${NAMED_PART}(?:\s+[\`'"]?[\w@./-]+[\`'"]?)?`;
const NEW_NAME = String.raw`[\`'"“]?@?[\w][\w@./-]*`;
const RENAMED = [
  // "we renamed the orders table to purchases", "we renamed `orders` to `purchases`"
  new RegExp(String.raw`^(?:we|the team|our team)(?:'ve| have)?\s+(?:(?:already|recently|finally)\s+)?renamed\s+(?:${RENAMED_PART}|\`[^\`]+\`)\s+(?:from\s+\S+\s+)?to\s+${NEW_NAME}`, 'i'),
  // "we renamed master to main": the default branch, named alone
  /^(?:we|the team|our team)(?:'ve| have)?\s+(?:(?:already|recently|finally|just)\s+)?renamed\s+(?:the\s+)?(?:default\s+branch\s+(?:from\s+)?)?(?:master|main|trunk|develop|dev)(?:\s+branch)?\s+to\s+[`'"]?(?:main|master|trunk|develop|dev)\b/i,
  // "acme/ui.py got renamed to acme/console.py": a file or folder of the code, by its path
  /^(?:also\s+)?`?[\w.@-]+\/[\w./-]*`?\s+(?:was|got|has been)\s+renamed\s+to\s+`?[\w.@-]+\/[\w./-]*`?[.!]*$/i,
  // "master was renamed to main": the default branch, named alone
  /^(?:master|main|trunk|develop|dev)(?:\s+branch)?\s+(?:was|got|has been)\s+renamed\s+to\s+[`'"]?(?:main|master|trunk|develop|dev)\b/i,
  // "the env var API_URL got renamed to BACKEND_URL", "the staging cluster was renamed to preprod"
  new RegExp(String.raw`^${RENAMED_PART}\s+(?:was|were|got|has been|have been)\s+renamed\s+(?:to|as)\s+${NEW_NAME}`, 'i'),
  // "the legacy folder is now called archive", "the users service is called accounts now"
  new RegExp(String.raw`^${RENAMED_PART}\s+(?:is|are)\s+(?:now\s+(?:called|named)\s+${NEW_NAME}|(?:called|named)\s+${NEW_NAME}\S*\s+now\b)`, 'i'),
  // "our npm scope changed from @acme to @acme-labs"
  new RegExp(String.raw`^${RENAMED_PART}\s+(?:has\s+|was\s+|got\s+)?changed\s+from\s+\S+\s+to\s+${NEW_NAME}`, 'i'),
  // "the main branch is called trunk in this repo", "customers are called "members" in the codebase"
  new RegExp(String.raw`^(?:the\s+|our\s+)?(?:[\w-]+\s+)?[\w-]+\s+(?:is|are)\s+(?:always\s+)?(?:called|named)\s+${NEW_NAME}\S*\s+(?:in\s+(?:this|the|our)\s+(?:repo|repository|codebase|code|project|api|schema|database|db|ui|app)|everywhere|across the (?:codebase|code|repo))\b`, 'i'),
];

/**
 * A name that changed, which outlives the day it was said (the old name lingers in docs and in
 * memory): "we renamed the orders table to purchases last sprint", "the env var API_URL got renamed
 * to BACKEND_URL", "the `legacy` folder is now called `archive`", "our npm scope changed from @acme
 * to @acme-labs", and what a thing is called here ("the main branch is called trunk in this repo",
 * "customers are called "members" in the codebase") — not "I renamed the table to accounts, update
 * the queries", "rename the table", "the function got renamed in the last commit, update the test",
 * "the branch is called fix-refund, push it".
 */
export function isRenamed(s: string): boolean {
  // (the user's own change of the moment, and a change with the work it asks for now, are the task's)
  if (/\b(?:i|my|me)\b/i.test(s) || THIS_DAY.test(s) || /\b(?:last|latest|previous|this)\s+(?:commit|pr|push|change|diff|migration)\b/i.test(s)) return false;
  if (/,\s*(?:so\s+|and\s+)?(?:please\s+)?(?:fix|update|regenerate|rerun|run|change|rename|push|merge|check)\s+(?:the|it|this|them)\b(?!\s+\w+\s+(?:you see|you find|everywhere|whenever)\b)/i.test(s)) return false;
  return RENAMED.some((re) => re.test(s));
}

/**
 * Why the project is the way it is and what it is for, beyond its code: a goal, the customer a part is kept for, who
 * alone may change a part, what another team needs to stay as it is, the reason behind a practice, and what a
 * team was asked to do ("the q2 goal is cutting p95 latency on search in half", "acme corp is our biggest customer,
 * …", "the payments team is the only one allowed to change the stripe integration", "support needs the export to
 * stay csv, …", "the reason we pin numpy below 2 is the scipy build on our arm runners", "legal asked us to delete
 * user IPs after 30 days, …", "we're sunsetting python 3.8 support in the next minor release").
 */
const PROJECT_CONTEXT = [
  // "Tom is the release manager", "Dana is our tech lead": who holds a role on the project (a name, capitalised); a
  // role of two words needs no article ("Omar is tech lead now")
  /^\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?\s+is\s+(?:(?:the|our)\s+(?:[\w-]+\s+)?|(?:tech|team|eng|engineering|product|release|project|qa|design|security|infra|platform|frontend|backend|mobile|data)\s+)(?:manager|lead|owner|pm|po|architect|maintainer|on-?call|dri|point person|contact|sre|dba)\b(?!\s+(?:today|this week|for now)\b)(?![^.]*\b(?:this|that)\s+(?:pr|PR|change|ticket|branch|one|bug|issue|review)\b)/u,
  // "the app store review usually takes two days": how long a step outside the team's hands takes
  /^(?:the\s+|our\s+)?(?!(?:it|this|that|the build|the test)\b)[\w-]+(?:\s+[\w-]+){0,3}\s+(?:usually|always|typically|normally)\s+takes\s+(?:about\s+|around\s+|up to\s+|at least\s+)?(?:\d+|one|two|three|four|five|six|seven|a few|several)\s+(?:business\s+|working\s+)?(?:minutes|hours|days|weeks)\b/i,
  // "batch size 64 is the most that fits for the large model": the limit a resource sets, in numbers
  /^(?=[^,;]*\d)[^,;]{3,40}?\s+(?:is|are)\s+the\s+(?:most|max(?:imum)?|largest|biggest|highest|lowest|least)\s+(?:that|which|we can)\s+(?:fits?|works?|(?:we\s+can\s+)?(?:use|afford|run|fit))\b/i,
  // "the CI runner has no GPU": what a machine the work runs on lacks
  // ("this box has no display", "there's no internet on this machine", "you don't have sudo here": the machine the agent works on,
  // not a fault of it — "since the router died", "weird")
  /^(?!.*\b(?:weird|strange|odd|somehow|for some reason|anymore|suddenly|again|since|died|broke\w*|went down|crash\w*|yet)\b)(?:(?:(?:the|our)\s+(?:ci|build|staging|prod|test|dev)\s*(?:runners?|machines?|boxes|servers?|environment|env|agents?|hosts?)?|(?:this|the|our)\s+(?:machine|box|server|vm|container|sandbox|laptop|devbox|dev box|devcontainer|runner|workstation))\s+(?:has|have)\s+no\s+(?:gpus?|internet|network access|outbound network|docker|root|sudo|display|gui|monitor|x server|browser)\b|there(?:'s|\s+is|\s+are)\s+no\s+(?:gpus?|internet(?:\s+access)?|network(?:\s+access)?|outbound network|docker(?:\s+daemon)?|root|sudo|display|gui|monitor|x server|browser)\s+(?:on|in)\s+(?:this|the|our)\s+(?:machine|box|server|vm|container|sandbox|laptop|devbox|dev box|devcontainer|runners?|workstation|ci(?:\s+runners?)?|build (?:machine|server|box)s?)\b|you\s+(?:don'?t|do not)\s+have\s+(?:sudo|root|internet(?:\s+access)?|network access|admin rights|a display|a gpu)\s+(?:here|on this (?:machine|box|server|vm|container|sandbox))\b)/i,
  // "I'm building a Slack bot in TypeScript that summarizes channels daily": what the project is (not "a quick script to test this")
  /^(?:i'?m|i am|we'?re|we are)\s+(?:building|writing|making|developing)\s+(?:a|an)\s+(?!(?:quick|small|tiny|little|test|temporary|throwaway|one-off|new feature|fix|patch|demo)\b)(?:[\w.+#-]+\s+){0,3}?(?:bot|app|application|cli|service|api|library|tool|plugin|extension|game|site|website|dashboard|pipeline|sdk|backend|saas|platform|compiler|engine|framework|firmware)\b(?![^,;]*\b(?:today|tonight|now|for (?:a|the) demo|to test)\b)/i,
  // "our users are mostly on older Samsung devices": who uses the product, and on what
  /^(?:(?:our|the)\s+(?:users|customers|players|clients|visitors|readers|members)\s+are\s+(?:mostly|mainly|largely|all|almost all)|most\s+of\s+our\s+(?:users|customers|players|clients|visitors|readers|members)\s+are)\s+(?:on|using|in|from)\s+(?!(?:it|this|that)\b)\S/i,
  // "API Gateway cuts off at 29 seconds anyway, anything longer goes through SQS": a named service's limit
  /^(?:the\s+)?(?:[A-Z][\w.-]*\s+[A-Z][\w.-]*(?:\s+[A-Z][\w.-]*)?|[A-Z]{2,}[\w.-]*|[A-Z][\w-]*[.\d][\w.-]*)\s+(?:cuts (?:it )?off|times out|caps (?:it|requests|payloads|uploads)?|rejects (?:anything|requests|payloads|uploads))\s+(?:at|after|over|above)\s+\d+\s*(?:seconds?|secs?|s|ms|minutes?|mins?|mb|kb|gb)\b/,
  // ("the load balancer cuts connections at 30": a part of the network named in lower case, its limit in a bare number too)
  /^(?:the|our)\s+(?:[\w-]+\s+)?(?:load balancer|lb|alb|elb|proxy|reverse proxy|gateway|api gateway|ingress(?: controller)?|cdn|waf|edge)\s+(?:cuts (?:off\s+)?(?:connections|requests|uploads|responses)(?:\s+off)?|cuts (?:it )?off|times out|drops (?:connections|requests)|closes (?:idle\s+)?connections)\s+(?:at|after|over|above)\s+\d+\s*(?:seconds?|secs?|s|ms|minutes?|mins?|mb|kb|gb)?(?=[\s,.;!]|$)/i,
  // "e2e runs nightly", "the integration suite only runs on main": when a kind of test runs
  /^(?:the\s+)?(?:full\s+)?(?:e2e|end-to-end|integration|smoke|load|perf|performance|ui|visual|contract)(?:\s+(?:tests?|suite|specs?))?\s+(?:only\s+)?runs?\s+(?:only\s+)?(?:nightly|hourly|weekly|daily|every night|on (?:every|each) (?:merge|push|pr|release|tag)|on main|on merge|before (?:every|each) release)\b/i,
  // "the e2e suite takes 40 minutes and hits the real stripe sandbox": what a kind of test costs
  /^(?:the\s+)?(?:full\s+)?(?:e2e|end-to-end|integration|ui|test|load|perf)\s+(?:suite|tests?|run)\s+takes\s+(?:about\s+|around\s+|over\s+|almost\s+|like\s+)?\d+\s*(?:minutes|mins?|hours?|h)\b/i,
  // "the mobile apps pin to v2 and can't update for weeks": those who use a version and cannot move soon
  /^(?:the\s+|our\s+)?(?:mobile apps?|ios app|android app|desktop app|clients?|consumers|partners|customers|sdks?|integrators)\s+(?:pin|are pinned|is pinned|are stuck|is stuck|stay|are)\s+(?:to|on)\s+(?:the\s+)?v?\d[\w.]*\b/i,
  // "3000 is taken by the other service on staging, we use 3100": a port held by another part
  /^(?![^,;]*\b(?:now|today|at the moment)\b)(?:port\s+)?\d{2,5}\s+is\s+(?:taken|used|reserved|in use)\s+by\s+(?:the\s+|our\s+)?(?!(?:me|you|my|your)\b)[\w-]+/i,
  // "releases are done by the CI on tag push": a step no one takes by hand
  /^(?:all\s+)?(?:releases|deploys|deployments|publishing|publishes|tags|tagging|version bumps|changelogs?|the changelog|crate releases|npm releases)\s+(?:are|is|get)\s+(?:done|handled|made|cut|run|triggered|published)\s+(?:automatically\s+)?by\s+(?:the\s+)?(?:ci|pipeline|a bot|the bot|github actions|gitlab ci|release-please|semantic-release|changesets|[\w-]+\s+bot)\b(?![^,;]*\b(?:now|today|for now)\b)/i,
  // "eu-west-1 is primary", "us-east-1 only has the cloudfront certs": what each region is for
  /^[a-z]{2}-[a-z]+-\d\s+(?:is\s+(?:our\s+|the\s+)?(?:primary|main|secondary|dr|failover|backup|default|standby)\b|only\s+(?:has|hosts|runs|holds|serves)\s+(?!(?:it|this|that)\b)\S)(?![^,;]*\b(?:now|today|right now|at the moment|for now)\b)/i,
  // "SEO matters for us": what the work is judged by
  /^(?!(?:it|this|that|what|which|nothing|everything|none)\b)[\w-]+(?:\s+[\w-]+)?\s+(?:really\s+|a lot\s+|a great deal\s+)?matters?\s+(?:a lot\s+|more\s+|most\s+)?(?:for|to)\s+(?:us|the business|our users|our customers)[.!]*$/i,
  // "signing only works on the CI mac mini": the one machine a step of the work can be done on
  /^(?:the\s+|our\s+)?(?:(?:code\s+)?signing|notari[sz]ation|the release build|release builds|publishing|the deploy|deploys|e2e tests?|ui tests?|the ui tests|device tests|gpu jobs?|training|profiling)\s+only\s+(?:works?|runs?|succeeds?|passes)\s+(?:on|in|from)\s+(?:the\s+|our\s+)?(?!(?:my|your)\b)[\w.-]+(?:\s+[\w.-]+){0,3}[.!]*$/i,
  // "the gpu box is shared with the research team": a resource others use too
  /^(?:the|our)\s+(?:[\w-]+\s+){0,2}(?:box|machine|server|cluster|db|database|gpus?|account|bucket|runners?|instance|env|environment|staging|sandbox|quota|project)\s+(?:is|are)\s+shared\s+(?:with|by|between|across)\s+(?!(?:me|you|us)\b)[^,;]+[.!]*$/i,
  // "our stakeholders only care about precision at the top 10%": what those the work is for judge it by
  /^(?:our|the)\s+(?:stakeholders|customers|users|clients|business|business side|product team|product|leadership|execs|management|pms?|sponsors|reviewers|funders)\s+(?:only|mostly|really|just)\s+cares?\s+about\s+\S/i,
  // "the mobile app still calls the old /v1/profile endpoint, so it can't be removed until …": what still depends on a part, and so must stay
  /^(?:the|our)\s+[^,;]{2,40}?\s+still\s+(?:calls|uses|depends on|reads|needs|talks to)\s+[^,;]{2,60},\s+so\s+(?:it|that|they|we)\s+(?:can'?t|cannot|can not|mustn'?t|must not)\s+(?:be\s+)?(?:removed|deleted|dropped|changed|renamed|turned off|remove|delete|drop|change|rename|turn)\b/i,
  // "staging deploys happen from the develop branch": the branch an environment is released from
  /^(?:the\s+)?(?:staging|prod(?:uction)?|dev|preview|qa)\s+(?:deploys?\s+(?:happen|go out|run|come)|is deployed|gets deployed|deploys)\s+from\s+(?:the\s+)?[\w./-]+(?:\s+branch)?\b/i,
  // "max upload size is 10 MB": a limit the system keeps, in numbers
  /^(?:the\s+)?max(?:imum)?\s+(?:[\w-]+\s+){0,2}(?:size|length|count|limit|rate|duration|retries)\s+is\s+\d[\d.,]*\s*(?:kb|mb|gb|tb|ms|s|seconds|minutes|chars?|characters|items|requests|rows|files)?\b/i,
  // "this repo is my thesis — LaTeX in tex/, …": what the repository is, said as the user's own work
  /^(?:(?:so|ok|okay|alright)[,]?\s+)?(?:this|the)\s+(?:repo|repository|project|codebase)\s+is\s+my\s+(?:[\w-]+\s+)?(?:thesis|dissertation|paper|book|blog|website|site|homepage|portfolio|dotfiles|notes|side project|pet project|coursework|app|game|bot|plugin|library)\b(?!\s+(?:for|of)\s+(?:this|that|the)\s+(?:task|ticket|pr)\b)/i,
  /^(?:the|our)\s+(?:q[1-4]|h[12]|quarter'?s?|year'?s?|annual|sprint|team'?s?|main|big|top|north star|okr)\s+(?:goal|objective|priority|focus|okr|target)s?\s+(?:(?:for|this)\s+[\w-]+\s+)?(?:is|are)\s+(?:to\s+)?\S/i,
  /^[\w .&'-]{2,30}?\s+(?:is|are)\s+our\s+(?:biggest|largest|main|most important|key|only|first|anchor|oldest)\s+(?:customer|client|partner|account|user)s?\b/i,
  /^(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:team\s+)?(?:is|are)\s+the\s+only\s+(?:one|ones|team|people|person|group)\s+(?:allowed|who can|who may|permitted|who's allowed|who is allowed)\s+to\s+\S/i,
  /^(?:support|sales|finance|legal|marketing|ops|operations|compliance|the\s+[\w-]+\s+team|customers|clients|partners)\s+(?:needs?|requires?|relies? on|depends? on)\s+(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:to\s+(?:stay|be|remain|keep)\s+(?!(?:fixed|done|ready|updated|changed|looked at|shipped|deployed|finished|sorted)\b)\S|being\s+\S)(?![^,;]*\b(?:asap|urgently|by (?:monday|tuesday|wednesday|thursday|friday|tomorrow|eod|end of day)))/i,
  /^the\s+reason\s+(?:we|our|the)\s+(?:[\w-]+\s+)?(?:pin|use|keep|run|don'?t|never|have|avoid|disable|skip|still|only|vendor|fork|patch)\b[^,;]{2,60}\s+is\s+(?:that\s+|because\s+)?\S/i,
  /^(?:legal|security|compliance|the (?:legal|security|compliance) team|our lawyers|the auditors?)\s+(?:asked|told|wants|requires|required)\s+us\s+to\s+\S/i,
  /^we(?:'re| are)\s+(?:sunsetting|dropping|deprecating|removing|ending)\s+(?!(?:this|that|it|the (?:pr|branch|ticket|test))\b)[\w.+#-]+(?:\s+[\w.+#-]+){0,2}\s+(?:support\s+)?(?:in|with|after|by|from)\s+(?:the\s+)?(?:next|upcoming|coming)?\s*(?:major\s+|minor\s+)?(?:release|version|quarter|month|year|v?\d+(?:\.\d+)*)\b/i,
  // "Django 5 with HTMX, no SPA framework": a framework by its version and what goes with it
  /^(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\b)[A-Z][\w.+#-]*\s+v?\d+(?:\.\d+)*\s+(?:with|\+|on)\s+[A-Z][\w.+#-]*(?:\s+v?\d+(?:\.\d+)*)?(?:\s*,\s*(?:no|never|not|keep|only)\b[^,;]{2,40}){0,2}[.!]?$/,
  // "php 8.1 minimum", "its a wordpress plugin, php 8.1 minimum": the oldest version of a runtime the project supports
  new RegExp(String.raw`^(?:(?:it'?s|its|this\s+is)\s+an?\s+[\w .-]{2,30}?,\s+)?(?:${RUNTIMES})\s*v?\d+(?:\.\d+)*\s+(?:minimum|min|or\s+(?:later|newer|above)|and\s+(?:up|above|later|newer)|\+)[.!]*$`, 'i'),
  // ("this is the checkout service for our shop, it's a spring boot 3 app on java 21": a framework of two words, in lower
  // case, and the runtime it runs on)
  /^(?:this\s+is\s+(?:the|our)\s+(?:[\w-]+\s+){1,5}?(?:service|app|api|backend|frontend|site|repo|project)(?:\s+for\s+(?:the|our)\s+[\w-]+(?:\s+[\w-]+)?)?,\s+)?(?:this|it)(?:\s+(?:repo|project|codebase))?\s*(?:is|'s)\s+(?:a|an|our)\s+(?:spring boot|react native|asp\.net core|ruby on rails|jetpack compose|unreal engine|[\w.+#-]+)\s+v?\d+(?:\.\d+)*\s+(?:app|application|project|service|api|site|monorepo|monolith|library|cli|game|backend|frontend|bot)\s+(?:on|with|using|running on)\s+(?:java|jdk|kotlin|node|node\.js|python|go|ruby|php|\.net|dotnet|typescript|ts|jvm|erlang\/otp|otp)\s*v?\d+(?:\.\d+)*[.!]*$/i,
  // "this is a Laravel 11 app", "it's a Rails 7 monolith", "this repo is a Next.js 14 project": what the project is built on, by
  // name and major version (which docs apply; "this is a Django app" alone the repository shows)
  // ("this is our Godot 4.2 roguelike, GDScript only": or "our", a kind of game or add-on, and the one language it is written in)
  /^(?:[Tt]his|[Ii]t|[Tt]his\s+(?:repo|project|codebase))\s*(?:is|'s)\s+(?:a|an|our)\s+(?:(?!(?:Test|Demo|Sample|New|Big|Small|Simple|Toy|Personal|Side|Fun|Legacy|Old)\b)[A-Z][\w.+#-]*\s+v?\d+(?:\.\d+)*|[\w.+#-]+\s+v?\d+(?:\.\d+)*)(?:\s+(?:and|\+)\s+[A-Z][\w.+#-]*(?:\s+v?\d+(?:\.\d+)*)?)?\s+(?:app|application|project|repo|service|api|site|monorepo|monolith|library|cli|game|backend|frontend|roguelike|platformer|shooter|rpg|mod|plugin|extension|integration|bot|firmware|engine)(?:\s*,\s*[A-Z][\w.+#-]*\s+(?:only|everywhere|throughout))?[.!]*$/,
  // (or without the version, when the one language it is written in follows: "This is our Godot roguelike, GDScript only")
  /^(?:[Tt]his|[Ii]t|[Tt]his\s+(?:repo|project|codebase))\s*(?:is|'s)\s+(?:a|an|our)\s+[A-Z][\w.+#-]*\s+(?:app|application|project|service|api|site|monorepo|monolith|library|cli|game|backend|frontend|roguelike|platformer|shooter|rpg|mod|plugin|extension|integration|bot|firmware|engine),\s+[A-Z][\w.+#-]*\s+(?:only|everywhere|throughout)[.!]*$/,
];

/** Parts of a stack, each a tool by its name and what it is: "Ktor backend, Exposed for the database, Koin for DI". */
const STACK_PART = String.raw`(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Thanks|Sorry|Hi|Hey|Ok|OK|Yes|No)\b)\p{Lu}[\w.+#-]*(?:\s+v?\d+(?:\.\d+)*)?\s+(?:for\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?|backend|frontend|api|app|ui|orm|server|client|database|db|cache|queue|styling|tests|testing|ci)`;
/** One part of a stack said alone: "Ktor backend", "Exposed for the database" (a clause that holds when its neighbour changes). */
const STACK_PART_ALONE = new RegExp(String.raw`^${STACK_PART}[.!]?$`, 'u');
export const namedStackPart = (clause: string) => STACK_PART_ALONE.test(clause.trim());
const NAMED_PARTS = new RegExp(String.raw`^${STACK_PART}(?:\s*,\s*(?:and\s+)?${STACK_PART}){2,}[.!]?$`, 'u');
/** A lead-in to how the project is built: "quick rundown:", "the stack:". */
// (not "context:", which as often sets up the question after it)
const RUNDOWN_LEAD_IN = /^(?:(?:a\s+)?(?:quick|short|brief)\s+)?(?:rundown|overview|orientation|(?:the|our)\s+(?:tech\s+)?stack|(?:tech\s+)?stack)\s*[:—–-]\s+(.+)$/i;

/**
 * The stack in a list after such a lead-in: "quick rundown: SvelteKit app, TypeScript strict, and we deploy to Cloudflare
 * Pages" — two items at least, two of them named by their capitals, none asked or asking (the list, or null).
 */
export function stackRundown(s: string): string | null {
  // (or with no lead-in, three parts at least each opening with its tool's name and one saying what it is for:
  // "Ktor backend, Exposed for the database, Koin for DI")
  if (!RUNDOWN_LEAD_IN.test(s.trim())) return NAMED_PARTS.test(s.trim()) && !GOING_WRONG.test(s) && !STATE_NOW.test(s) ? s.trim() : null;
  const rest = RUNDOWN_LEAD_IN.exec(s.trim())?.[1];
  // (not how the day went: "context: the build failed on Jenkins, Sentry shows errors")
  if (!rest || /\?|\b(?:can you|could you|please|help me)\b/i.test(rest) || GOING_WRONG.test(rest) || THIS_DAY.test(rest) || STATE_NOW.test(rest)) return null;
  const items = rest.replace(/[.!]$/, '').split(/\s*[,;]\s+(?:and\s+)?/);
  // (a list of names, not a sentence: "we use Pest for tests, not PHPUnit syntax" after the lead-in is a rule)
  if (/^(?:we|i|you|it|they|this|that|not|never|always|don'?t|use)\b/i.test(items[0]!)) return null;
  const named = items.filter((item) => /(?:^|\s)\p{Lu}[\w.+#-]*/u.test(item));
  return items.length >= 2 && named.length >= 2 && items.every((item) => words(item) <= 8) ? rest : null;
}

/** Why the project is the way it is, beyond its code (PROJECT_CONTEXT), not a trouble of the day. */
export function projectContext(s: string): boolean {
  return PROJECT_CONTEXT.some((re) => re.test(s)) && !GOING_WRONG.test(s.split(/,\s*/)[0]!) && !THIS_DAY.test(s);
}

/** Objects of a decision that are the task at hand or a pause, not a choice for the project. */
const NOT_A_CHOICE = /\b(?:this|that|it|these|those|the (?:pr|merge|conflict|bug|issue|ticket|first|second|other|flow)|you|your|i|me|a break|call it a day|stop here|revert|look (?:into|at)|investigate|wait|try again|meet|talk|sync|discuss|chat(?!\s+(?:transcripts?|messages?|history|logs?|widget|bot|app|service|feature)\b))\b/i;
/**
 * What makes a decision the project's ("we decided to do doggy playdates" is someone's life): a
 * named thing (Postgres, IE11, gRPC) or a word of software.
 */
const PROJECT_CUE =
  /(?:^|\s)(?:[A-Z][\w.+#-]*|[\w.+#-]*\d[\w.+#-]*)(?=[\s,;.)]|$)|\b(?:api|apis|rest|service|services|database|db|tests?|release|releases|support|endpoints?|repo|code|app|apps|library|framework|ci|deploy\w*|backend|frontend|schema|queue|cache|storage|store|monolith|microservices?|server|client|sdk|version|styling|auth\w*|feature flags?|migrations?|build|browser|mobile|desktop)\b/;

/** What a choice for every one of a kind says it is for. */
const ALL_OF_A_KIND = /\b(?:every|all|each|everything|always|never|from now on|going forward)\b/i;
/** The kinds of things in code a choice for all of them is about (beside PROJECT_CUE's parts of a system). */
const CODE_KIND = /\b(?:functions?|methods?|class(?:es)?|docstrings?|type hints?|comments|commits?|branch(?:es)?|prs?|pull requests?|merges?|lint\w*|formatter|lockfile|dependencies|packages?|modules?|components?|files?|public|private|pnpm|npm|yarn|poetry|pip|uv|bun)\b/i;
/** Work done once to many things, decided together. */
const CHORE = /^(?:that\s+|to\s+)?(?:we\s+)?(?:close|merge|squash|rebase|revert|bump|move|clean|delete|remove|archive|label|tag|assign|ping|review|re-?run|retry|skip|ignore|mute)\b/i;

/**
 * A decision about the project, with what was chosen: "we decided to keep the event store in
 * Postgres because …", "we agreed not to support IE11 anymore", "the team chose gRPC for
 * internal services", "we settled on Tailwind", "going with SQLite for the desktop app", "we're
 * not going to add GraphQL", "legal signed off on storing IPs for 30 days", "the plan is to drop
 * Python 3.8 in the March release" — not "we decided to rename the variable", "we agreed on the
 * call to look at this tomorrow", "I'm going with the first option", "the plan is to fix the test
 * first".
 */
export function isDecision(said: string): boolean {
  // "after the last incident we agreed that …": the decision, without what led to it
  const s = said.replace(/^(?:after|since|following)\s+(?:the|our|that)\s+(?:last\s+|big\s+)?(?:incident|outage|postmortem|retro(?:spective)?|review)\b[^,]{0,20}?,?\s+(?=we\b|the team\b)/i, '');
  // "…, rename the component", "…, so hurry": a choice made for the task, with its order
  if (THIS_DAY.test(s) || /,\s*(?:so\s+|and\s+|then\s+|now\s+)?(?:please\s+)?(?:start|implement|update|rename|change|do|add|fix|paste|make|write|hurry|use|put|go|run|apply|remove|delete|try)\b/i.test(s)) return false;
  const m =
    /^(?:we|the team|our team|the \w+ team)(?:'ve| have)?\s+(?:(?:finally|already|just)\s+)?(?:decided(?:\s+(?:last|this) (?:week|month|quarter|year|sprint))?(?:\s+(?:to|not to|against|on|that))?|agreed(?:\s+(?:last|this) (?:week|month|quarter|year|sprint))?(?:\s+(?:to|not to|on|that))?|chose|have chosen|settled on|opted (?:for|to|against)|went with|are going with|committed to)\s+(.+)$/i.exec(s) ??
    /^(?:[Ww]e(?:'re| are)\s+)?[Gg]oing with\s+([A-Z][\w.+#-]*.*)$/.exec(s) ??
    /^we(?:'re| are)\s+not going to\s+(?:add|use|support|build|ship|adopt|migrate to|move to|switch to|introduce)\s+(.+)$/i.exec(s) ??
    /^(?:legal|security|compliance|product|management|leadership|the cto|the ceo|the (?:\w+ )?team)\s+(?:signed off on|approved|has approved|agreed to|decided|mandated|banned|vetoed|requires?|wants\s+(?=(?:a|an)\s+\d))(?:\s+(?:last|this) (?:week|month|quarter|year|sprint)|\s+recently)?(?:\s+that)?\s*(.+)$/i.exec(s) ??
    // "legal says we can't store IP addresses longer than 30 days"
    /^(?:legal|security|compliance|the (?:legal|security|compliance) team|our lawyers|the auditors?)\s+(?:says?|said|told us)\s+(?:that\s+)?(we\s+(?:can'?t|cannot|must(?: not)?|have to|need to|may not|aren'?t allowed to|are not allowed to)\s+.+)$/i.exec(s);
  if (m) {
    const chosen = m[1]!.split(/[,;]|\bbecause\b|\bsince\b|\bso\b/)[0]!;
    // "we decided to add a test for the Parser", "… to fix the bug first": work items, not choices
    const workItem = /^(?:to\s+)?(?:add|fix|write|rewrite|refactor|rename|split|review|test|debug|update|change|remove|delete|clean|finish|start|implement|postpone)\b/i.test(chosen);
    // "we chose zustand over redux because …": one named thing over another, with why
    const overWithWhy = /^(?!(?:the|a|an|my|our)\b)[\w.+#-]+\s+(?:over|instead of|rather than)\s+(?!(?:the|a|an|my|our)\b)[\w.+#-]+\s+(?:because|since|as)\b/i.test(m[1]!);
    // "the team decided every public function needs a docstring", "… on squash merges for all PRs": a choice for
    // every one of a kind (not "… to close all the stale issues", a chore)
    const forEveryOne = ALL_OF_A_KIND.test(chosen) && CODE_KIND.test(chosen) && !CHORE.test(chosen);
    return words(m[1]!) >= 2 && !workItem && !NOT_A_CHOICE.test(chosen) && (PROJECT_CUE.test(m[1]!) || overWithWhy || forEveryOne);
  }
  // "the plan is to drop Python 3.8 support in the March release": a plan with its release or date
  return /^(?:the|our) plan is to\s+\S/i.test(s) && /\b(?:release|version|v\d|q[1-4]|quarter|next (?:month|year)|january|february|march|april|may|june|july|august|september|october|november|december|\d{4}-\d{2}-\d{2}|by (?:the )?end of)\b/i.test(s);
}

/** "FYI …", "Heads up: …", "Note that …": the user telling the agent how things stand. */
export const NOTICE = /^(?:(?:just\s+)?fyi|heads[- ]up|(?:please\s+)?note that|just so you know|for reference(?=\s*,)|just so you'?re aware|for what it'?s worth|fwiw|for context|(?:context|background|for later)(?=\s*[:—–])|for the record|for your information|for your info|be aware that|(?:side note|quick note|(?:a\s+)?note for later)(?:\s+for (?:the )?future)?|good to know|worth knowing)\b\s*[,:;!.—–-]*\s+(?:that\s+(?=\S+\s+\S))?(\S.*)$/i;

/**
 * What makes a notice last beyond the moment: a date or a deadline, a reason, a freeze or a
 * release, a condition something works under ("note that the e2e tests need the VPN, they fail
 * without it"). "FYI the tests pass now" has none of these and is not kept.
 */
export const LASTING_CONTEXT =
  /\b(?:needs?|requires?|only works?|fails? without|breaks? without|won't work without|rate[- ]limit\w*|limited to|quotas?|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next (?:week|month|sprint|quarter)|end of (?:the )?(?:week|month|quarter|sprint|year)|until|deadline|due|because|due to|so that|driven by|required by|compliance|freez\w*|release\w*|launch\w*|cut-?off|migration|\d{4}-\d{2}-\d{2}|january|february|march|april|june|july|august|september|october|november|december|q[1-4])\b/i;

/**
 * A standing fact about the project's systems or people, told as a notice ("FYI the e2e suite
 * only runs on main", "just so you know, Bob owns the billing module"): its subject is a part of
 * the system or who owns it. A notice about anything else needs LASTING_CONTEXT.
 */
const PROJECT_FACT =
  /\b(?:services?|tables?|schemas?|repo|repository|monorepo|branch(?:es)?|main|master|clusters?|databases?|db|apis?|endpoints?|ci|pipelines?|modules?|packages?|librar(?:y|ies)|staging|production|prod|regions?|buckets?|queues?|owns?|owners?|on-?call|runners?|test suite|e2e|suite|feature flags?|environments?|env|deploys?|builds?|lockfile|monitoring|alerts?|images?|containers?|dockerfiles?|vms?|servers?|hosts?|workers?|importers?|exporters?|layers?|middlewares?|wrappers?|adapters?|[\w.-]+\/[\w./-]*\w)\b/i;

/** Who owns a part of the code, by name: "code owners for the auth module are Dana and Lee" (names read by their capital). */
export const CODE_OWNERS = /^(?:[Tt]he\s+)?[Cc]ode ?[Oo]wners?\s+(?:for|of)\s+[^,;]{2,40}?\s+(?:is|are)\s+\p{Lu}[\p{L}'-]*(?:(?:,\s*|\s+and\s+)\p{Lu}[\p{L}'-]*)*[.!]?$/u;

/** Where a part of the system runs, said with its "only": "the CI runs only on linux". */
export const RUNS_ONLY =
  /^(?:the|our)\s+(?:ci|pipeline|build|tests?|test suite|e2e(?: suite| tests)?|deploys?|cron(?: jobs?)?|app|service|api|worker)\s+(?:runs?|works?|builds?|deploys?)\s+only\s+(?:on|in)\s+\S/i;

/** A day a stretch ends or starts on: "Monday", "next Tuesday", "March 3", "the 15th", "the new year" (not "lunch", "3pm"). */
const A_DAY = String.raw`(?:(?:next\s+\w+|mon|tues|wednes|thurs|fri|satur|sun)(?:day)?|(?:mid-?|(?:the\s+)?end\s+of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*(?:\s+\d{1,2}(?:st|nd|rd|th)?)?|the\s+\d{1,2}(?:st|nd|rd|th)|\d{4}-\d{2}-\d{2}|the\s+new\s+year)\b`;
/**
 * The user away for a stretch, and who stands in: "I'm out next week, so Sam will be reviewing your
 * PRs", "I'm on parental leave from March 3 to May 1" (not "I'm out today", "I'm off for lunch": the day's).
 */
export const AWAY = new RegExp(
  // ("Tom is on holiday until the 14th": or a teammate, by name, until a day — "Dana is out next week" is the week's)
  String.raw`^(?:(?!(?:the|my|our|your|this|that|it|he|she|they|we|everyone|someone|nobody|i)\b)[a-z][\w'-]+(?:\s+(?!(?:is|will)\b)[a-z][\w'-]+)?\s+(?:is|'s|will be)\s+(?:out|off|away|offline|on\s+(?:vacation|holidays?|leave|pto|parental leave|paternity leave|maternity leave|sabbatical))\s+(?:(?:until|till|through)\s+${A_DAY}|from\s+${A_DAY}\s+(?:to|until|till|through)\s+${A_DAY})|i(?:'m| am| will be|'ll be)\s+(?:out|off|away|offline|on\s+(?:vacation|holidays?|leave|pto|parental leave|paternity leave|maternity leave|sabbatical))\s+(?:(?:all|the whole)\s+)?` +
    String.raw`(?:next\s+(?:week|month|two weeks)|over\s+the\s+holidays|(?:until|till|through)\s+${A_DAY}|from\s+${A_DAY}\s+(?:to|until|till|through)\s+${A_DAY}|for\s+(?:a|two|three|four|\d+)\s+(?:weeks?|months?)))`,
  'i',
);

/** A remark made in passing ("btw", "by the way", "oh and"). */
export const ASIDE = /^(?:btw|by the way|oh,? and|also)\b/i;

/** How things stand for good: who owns what, where and on what something runs, what it depends on. */
const STANDING =
  /\b(?:owns?|owned by|belongs? to|maintained by|managed by|(?:is|are) (?:based on|built (?:on|from))|only (?:runs?|works?|deploys?|builds?|exists?)|runs? (?:on|in)|lives? (?:in|on|under)|go(?:es)? through|deploys? (?:with|via|using|through)|(?:is|are) hosted (?:on|in|at)|pins?|depends? on|(?:is|are) shared (?:with|by)|(?:is|are) read by|(?:is|are) (?:in|on) (?:[a-z]{2}-[a-z]+-\d|the [\w-]+ (?:region|account|cluster|project|subscription)))\b/i;
/** How things are this minute ("the build is green now", "the CI is broken on my branch", "… depends on your fix"): the task's state, not the project's. */
// ("just" as "merely" is no moment: "anything else is just for debugging")
// (nor "you" after "anything" with what anyone does to the code: "anything you change in the synonyms file shows up the next
// morning" is anyone's change — not "use whatever you want", said to the agent; nor "if you see hg19 coordinates …":
// whoever meets them)
export const STATE_NOW = /\b(?:now|again|currently|at the moment|(?<!\b(?:pass|passed|passes|hand|handed|hands|written|write|writes|wrote|noted|jotted|scale|scaled|scales|scaling|broken|breaks|break|narrowed|narrow|pinned|pin|the way)\s)(?<!\b(?:keep|keeps|keeping)\s+(?:[\w-]+\s+){1,3})down(?![\s-]+migrations?\b)|broken|green|red|done|finished|failed|failing|restarted|crashed|ago|my branch|when i|just(?!\s+(?:for|a|an)\b)|(?<!\b(?:anything|whatever|everything|if)\s)you|you(?!\s+(?:change|touch|edit|put|add|write|commit|push|deploy|merge|see|find|spot|come across|run into|hit)\b)|your)\b/i;

/** How a part of the project's system stands for good, not how it is this minute nor what the user did (the caller rules out words of the moment). */
export function standingFact(t: string): boolean {
  return PROJECT_FACT.test(t) && STANDING.test(t) && !STATE_NOW.test(t) && !/^(?:i|i'm|i've|my|you|we're|it's|this|that)\b/i.test(t);
}

/** Something going wrong this once: "the build is broken", "the deploy failed", "the endpoint returns 500s". */
/** An HTTP status that went wrong, "a 502", "404s" — not a count: "400 lines", "500 ms". */
export const STATUS_CODE = String.raw`[45]\d\ds?(?!\s*(?:lines?|ms|mb|kb|gb|files?|rows?|items?|requests?|rps|users?|characters?|chars?|words?|px|%|seconds?|minutes?|commits?|steps?|epochs?|iterations?|samples?|tokens?)\b)`;
export const GOING_WRONG = new RegExp(String.raw`\b(?:broken|broke|down|fail(?:s|ed|ing)?|crash\w*|errors?|throw\w*|${STATUS_CODE}|tim(?:es|ing) out|red|stuck|hung|hanging|missing|offline|unavailable|degraded|flaky)\b`, 'i');

/**
 * A fault said in plain words, with no word of failing: "the endpoint never returns anything", "the cron job sends
 * duplicate emails", "the emails go to spam", "the staging db is read-only for some reason" — the trouble of the day, told
 * in passing or not.
 */
export const TROUBLE_IN_PLAIN_WORDS =
  /\bnever\s+(?:returns?|finishes|loads?|works?|arrives?|shows?|starts?|completes?|gets?|up)\b|\b(?:duplicates?|twice|empty|spam|noise|malformed|for some reason|by mistake|because of a bug|in plain text|killing us|hard to tell|confusing|broken)\b/i;

/** The verbs of how a part of a system stands, in the present: is, has, needs, runs, caps, shares, polls, scales… */
const HOW_A_PART_STANDS =
  /\b(?:is|are|has|have|needs?|uses?|runs?|takes?|lives?|goes|go|only|must|can'?t|cannot|doesn'?t|don'?t|won'?t|caps?|accepts?|requires?|supports?|expires?|returns?|sends?|keeps?|holds?|stores?|shares?|lags?|mirrors?|calls?|reads?|writes?|owns?|belongs?|drops?|pulls?|pushes|syncs?|caches?|rotates?|retries|defaults?|batches|throttles?|routes?|forwards?|emits?|publishes|consumes?|polls?|listens?|serves?|ships?|deploys?|builds?|generates?|renders?|tracks?|charges?|bills?|scales?|carries|contains?|includes?|covers?|handles?|expects?|allows?|ignores?|skips?|wraps?)\b/i;

/**
 * What the user flags as how things stand ("fyi the sandbox only accepts test cards", "heads up, the
 * vendor api caps exports at 10k rows"): a part of the system said in the present, not what
 * someone did or is doing, nor a trouble of the day ("fyi the build is green now", "heads up, I'm
 * merging main", "fyi prod is down").
 */
export function toldStanding(said: string): boolean {
  // ("scales down to zero at night" is how it is sized, not a part that is down)
  const told = said.replace(/\b(?:scales?|spins?|winds?)\s+down\b/gi, 'scales');
  if (words(told) < 5 || STATE_NOW.test(told) || GOING_WRONG.test(told) || TROUBLE_IN_PLAIN_WORDS.test(told) || THIS_DAY.test(told)) return false;
  if (/^(?:we're|we've|we'll|we|you|thanks|thank|this|that|it)\b|\b(?:for me|my|mine|me|i|i'm|i've|i'd|i'll)\b/i.test(told)) return false;
  // (what happened, told by the verb after the subject: "the worker pool was restarted", "the deploy
  // went fine"; not "the e2e suite uses a seeded copy", nor a passive, "the events are sampled")
  if (/\b(?:was|were|went|ran|did|had|got|came|took)\b/i.test(told) || /^(?:the|our|all|every|each|most|any|only)\s+(?:[\w-]+\s+){0,3}?(?<!\b(?:is|are|gets?|be|been)\s+)(?:done|\w+ed)\b/i.test(told)) return false;
  // (nor a state it is back in, a slip in the code, an hour: "… is back up", "… has a typo", "the meeting is at 3"; nor
  // what is not right in the work at hand, "the response shape is off")
  // (nor a judgement, "the timeout is too short", nor a fault traced, "the bug is caused by the nightly job")
  if (/\btoo\s+(?:short|long|slow|fast|big|small|high|low|many|much|few|little|strict|loose)\b|\b(?:a mess|caused by|the cause of)\b|^(?:the|this|that)\s+(?:bug|issue|error|crash|problem|failure)\b/i.test(told)) return false;
  if (/\b(?:slow|conflict\w*|wrong|weird|flaky|rn|yet|back (?:up|online|to normal)|typos?|line \d+)\b|\bat \d{1,2}(?::\d\d|\s*[ap]m\b|[.!]*$)|\b(?:is|are|looks?|seems?)\s+(?:(?:a\s+)?(?:bit|little|slightly|way)\s+)?off[.!]*$/i.test(told)) return false;
  // ("max request body is 1 MB": a limit said first, without its article)
  return /^(?:the|our|all|every|each|most|any|only|max(?:imum)?|min(?:imum)?)\s/i.test(told) && HOW_A_PART_STANDS.test(told);
}

/** Who the user is: "I'm a backend engineer…", "I'm new to React", "I work on the payments team". */
export const PROFILE = new RegExp(
  [
    // "I'm the only Haskell person on the team", "I'm the only one on the team who knows Rust": what the user alone knows there
    String.raw`^i(?:'m| am)\s+the\s+only\s+(?:(?:[\w+#.-]+\s+){1,2}(?:person|one|guy|girl|dev)\s+(?:on|in)\s+(?:the|my|our)\s+(?:team|company|group|lab)\b|one\s+(?:on|in)\s+(?:the|my|our)\s+(?:team|company|group|lab)\s+(?:who|that)\s+(?:knows|writes|speaks|reads|does|understands)\s+\S)`,
    // "i am junior dev": the role said without its article
    String.raw`^i(?:'m| am)\s+(?:junior|senior|mid-level|staff|principal|backend|back-end|frontend|front-end|full-?stack|mobile|data|ml|web|ios|android)\s+(?:[\w-]+\s+)?(?:engineer|developer|dev|programmer|designer|scientist|analyst|architect)s?\b`,
    String.raw`^i(?:'m| am)\s+(?:(?:mostly|mainly|primarily|basically|more of|just|only)\s+)?(?:a|an|the)\s+(?:[\w’'-]+\s+){0,3}(?:engineer|developer|dev|programmer|coder|designer|scientist|researcher|analyst|architect|manager|lead|student|intern|founder|cto|ceo|consultant|contractor|maintainer|admin|administrator|sysadmin|dba|sre|devops|pm|em|tpm|tester|pentester|pen-tester|artist|animator|musician|writer|teacher|schoolteacher|technician|volunteer|coordinator|reporter|journalist|editor|gardener|hobbyist|retiree|ta|teaching assistant|tutor|lecturer|professor|tech|translator|interpreter|pharmacist|planner|dispatcher|registrar|curator|archivist|librarian|bookkeeper|accountant|clerk|coach|chef|brewer|photographer|illustrator|producer|organi[sz]er|physiotherapist|physio|therapist|dentist|midwife|treasurer|secretary|receptionist|electrician|plumber|baker|paralegal|scheduler|mentor)s?\b(?![’'])(?!\s+(?:who|that)\s+(?:just\s+)?(?:\w+ed|broke|wrote|made|did|took|ran|sent|built|found|caused|forgot|lost)\b)`,
    // "I used to work at a bank, so compliance stuff doesn't scare me": where the user worked before, the background they bring
    String.raw`^i\s+used\s+to\s+(?:work|be)\s+(?:at|in|for|as)\s+(?:a|an)\s+(?!(?:bit|lot|little|while)\b)[\w-]+(?:\s+[\w-]+){0,2}?(?=\s*(?:[,;.!]|$))`,
    // "I maintain the open-source parser in my spare time": a project the user keeps up outside this one
    String.raw`^i\s+(?:also\s+)?(?:maintain|co-maintain)\s+(?:the|an?|our|this)\s+(?:[\w-]+\s+){0,2}?(?:open-?source|oss)\s+[\w.-]+(?:\s+[\w.-]+)?(?:\s+(?:in my spare time|on the side|as a volunteer|on weekends|for fun))?(?=\s*(?:[,;.!]|$))`,
    // "explain it like I'm new to Kubernetes": what the user is new to, said as how to explain
    String.raw`^(?:please\s+)?explain\s+(?:it|things|everything|stuff)\s+(?:to\s+me\s+)?(?:like|as if)\s+i(?:'m| am)\s+(?:new\s+to|a\s+beginner\s+(?:in|at|with))\s+[\w.+#-]+`,
    // "the scripts run on my old MacBook with LilyPond 2.22": the user's own machine the work runs on
    // "my Raspberry Pi is a 3B, it only has 1 GB of RAM", "my laptop only has 8 GB of RAM": the user's own machine, by how little it has
    // (or by its model, the clause read alone: "my Raspberry Pi is a 3B")
    String.raw`^my\s+(?:own\s+|old\s+|dev\s+|work\s+)?(?:[\w-]+\s+)?(?:laptop|machine|pc|desktop|mac|macbook|raspberry pi|pi|server|vps|box|nas|mac mini|chromebook)\s+(?:(?:only\s+)?has\s+(?:only\s+)?\d+(?:\.\d+)?\s*(?:gb|mb|tb|cores?|gigs?)\b(?:\s+of\s+(?:ram|memory|disk|storage|vram))?|is\s+(?:a|an|an old)\s+(?:[\w.-]+\s+){0,2}?[\w.-]*\d[\w.-]*(?:\s+[\w.-]+){0,2})[.!]*$`,
    String.raw`^(?:the|these|my)\s+(?:[\w-]+\s+)?(?:scripts|tools|jobs|bots)\s+run\s+on\s+my\s+(?:own\s+|old\s+|new\s+)?(?:[\w-]+\s+){0,2}?(?:macbook|mac|laptop|pc|desktop|server|raspberry pi|nas|imac|mac mini)\b`,
    // "I share the PDFs with parents through Google Drive": how the user hands the work's output to the people it is for
    String.raw`^i\s+(?:share|send|deliver|hand)\s+(?:the\s+|my\s+|all\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:with|to)\s+(?:the\s+|my\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:through|via|on|in|over)\s+(?:google drive|dropbox|onedrive|icloud|email|slack|whatsapp|teams|sharepoint|box)\b`,
    // "I usually work from 9 to 5 CET": the hours the user is there (what runs outside them runs unwatched)
    String.raw`^i\s+(?:usually\s+|normally\s+|mostly\s+|only\s+)?work\s+(?:from\s+)?\d{1,2}(?::\d\d)?\s*(?:am|pm)?\s*(?:to|-|–|till|until)\s*\d{1,2}(?::\d\d)?\s*(?:am|pm)?(?:\s+(?:[A-Z]{2,5}|[a-z]+\s+time|my time|local time))?(?=\s*(?:[,;.!]|$))`,
    // "I work in HR, not IT, …": the department the user works in
    String.raw`^i\s+work\s+in\s+(?:hr|it|finance|accounting|marketing|sales|legal|operations|ops|support|procurement|purchasing|the\s+[\w-]+\s+department)\b`,
    // "I make cooking videos for YouTube, …": what the user makes, for whom (the work the scripts serve)
    String.raw`^i\s+(?:make|produce|run|write|host|record)\s+(?:[\w-]+\s+){0,2}(?:videos|podcasts?|newsletters?|streams|courses|tutorials|comics)\s+(?:for|on)\s+(?:my\s+)?(?:youtube|twitch|tiktok|instagram|substack|patreon|spotify|udemy|[a-z]+\.(?:com|io|tv))\b`,
    // "I upload on Fridays at 5pm": the day the user's own step of the work comes back
    // ("I ship on Fridays because my users are mostly weekend hobbyists": with why, of the user's users)
    String.raw`^i\s+(?:usually\s+|always\s+)?(?:(?:upload|publish|post|release|stream|send (?:it|them) out)\s+(?:new\s+\w+\s+)?(?:on|every)\s+(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends|weekdays|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?![^.]*\b(?:but|except|not this|this week|today|tomorrow)\b)(?:ship|deploy)\s+on\s+(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends))(?:\s+at\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)?)?(?:\s+\w+\s+time)?(?:,?\s+(?:because|since|as)\s+(?:my|our|the)\s+(?:users|customers|players|readers|viewers|audience|subscribers)\s+(?:are|is)\s+[^,;]{3,40})?[.!]*$`,
    // "I knit the report with Quarto to PDF": how the user makes a kind of document, with what, into what
    String.raw`^i\s+(?:knit|render|build|compile|export|typeset|generate|make)\s+(?:the|my|our)\s+(?:[\w-]+\s+)?(?:report|thesis|paper|slides|book|docs|site|manuscript|cv|resume|newsletter)\s+(?:with|using|in|through)\s+[\w.+#-]+(?:\s+(?:to|as|into)\s+(?:pdf|word|docx|html|latex|epub|slides))?(?![^,;]*\b(?:today|now|tonight|this week)\b)`,
    // "I'm learning C++ as I go", "I'm still learning Rust", "I'm learning Go with this project": a language the user is new
    // to (not "I'm learning the codebase")
    String.raw`^i(?:'m| am)\s+(?:still\s+|just\s+|only\s+)?(?:learning|picking up)\s+(?!(?:this|that|it|the|how|what|a|an|to|about|from|more|lots?)\b)[\w.+#-]+(?:\s+as\s+i\s+go|\s+on\s+the\s+job|\s+(?:right\s+)?now|\s+(?:with|through|on|by building)\s+this\s+(?:project|app|repo|codebase))?(?=\s*(?:[,;.!]|$))`,
    // "I'm not a developer, …", "not really a programmer": who does not write code for a living, which sets how to explain
    String.raw`^i(?:'m| am)\s+not\s+(?:really\s+|actually\s+|much of\s+)?(?:a|an)\s+(?:(?:software|professional|real|trained)\s+)?(?:developer|programmer|coder|engineer|dev|techie|tech person)(?=\s*(?:[,;.!]|$|\s+(?:so|and|by)\b))`,
    // "I'm a nurse, I built this rota tool …", "I teach maths": a trade outside software, said with the code it led to (which
    // sets how to explain; "I'm a nurse, my shift starts at 7" is talk)
    String.raw`^i(?:'m| am)\s+an?\s+(?:[\w-]+\s+){0,2}(?:nurse|doctor|physician|clinician|biologist|chemist|physicist|economist|accountant|lawyer|pharmacist|epidemiologist|statistician|librarian|mechanic|farmer|journalist|historian|linguist|geologist|ecologist|psychologist|social worker|paramedic|vet|veterinarian|midwife|carpenter|electrician|plumber|architect|translator)(?=\s+(?:and\s+i|so|by)\b|\s*,\s+(?:so\s|i(?:'m|\s+am|'ve|\s+have)?\s+(?:built|wrote|made|maintain|building|writing|learning|new|not)\b))`,
    String.raw`^i\s+teach\s+(?:[\w-]+\s+){0,1}(?:maths?|mathematics|physics|chemistry|biology|english|history|geography|science|music|art|french|spanish|german|latin|computing|computer science|programming|economics|pe)\b(?![^,;]*\b(?:today|tomorrow|this (?:week|term|morning|afternoon))\b)`,
    // "I'm a nurse who learned R on the job": a trade outside software, and how they came to code
    String.raw`^i(?:'m| am)\s+an?\s+(?:[\w-]+\s+){0,2}(?:nurse|doctor|physician|clinician|teacher|biologist|chemist|physicist|economist|accountant|lawyer|pharmacist|epidemiologist|statistician|librarian|mechanic|farmer|journalist|historian|linguist|geologist|ecologist|psychologist|social worker|paramedic|vet|veterinarian)\s+(?:who|that)\s+(?:learned|taught (?:myself|herself|himself)|picked up|started|writes?|codes?|uses?)\b`,
    // "I'm the only reviewer for the billing module": the one who reviews or owns a part of the work
    String.raw`^i(?:'m| am)\s+(?:the\s+)?(?:only|sole|main|primary|usual)\s+(?:reviewer|approver|owner|maintainer|person)\s+(?:for|of|on)\s+(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?`,
    // "I'm mostly a backend person", "I'm primarily a python person": a trade, said as a kind of person
    // ("I'm the only backend person on this team": the one of that trade there)
    String.raw`^i(?:'m| am)\s+(?:(?:mostly|mainly|primarily|basically|more of)\s+)?(?:a|an|the only|the one)\s+(?:backend|back-end|frontend|front-end|full-?stack|mobile|data|ml|web|ios|android|python|java|javascript|js|typescript|go|golang|rust|ruby|php|c\+\+|infra|infrastructure|devops|ops|database|db|design|product|security|systems)\s+(?:person|guy|gal|type)\b`,
    // "i'm mostly backend tbh": the trade alone (not "i'm mostly backend this week")
    String.raw`^i(?:'m| am)\s+(?:mostly|mainly|primarily|basically|more)\s+(?:backend|back-end|frontend|front-end|full-?stack|mobile|data|ml|web|ios|android|infra|infrastructure|devops|ops|embedded|hardware|systems)\b(?!\s+(?:stuff|work|code|today|now|this|right now|at the moment|for now)\b)(?:\s+(?:tbh|honestly|really|these days|nowadays))?[.!]*$`,
    // (not to the piece at hand: "I'm new to this file")
    String.raw`^i(?:'m| am)\s+(?:(?:fairly|quite|completely|pretty|very|really|kinda|super|relatively|still)\s+)?new\s+to\s+(?!(?:this|that|these|those)\s+(?:file|function|method|class|module|component|test|pr|branch|ticket|page|screen|part|bit|code|snippet|bug|error|issue)s?\b)\S`,
    // "I'm new on the backend team", "I just joined the data team": the team the user has just joined
    String.raw`^i(?:'m| am)\s+(?:(?:the|a)\s+)?new(?:\s+(?:hire|joiner|dev|developer|engineer))?\s+(?:on|in|at)\s+(?:the|this|our)\s+(?:[\w-]+\s+){0,2}(?:team|squad|group|org|company)\b`,
    String.raw`^i(?:'ve| have)?\s+(?:just|recently)\s+joined\s+(?:the|this|our)\s+(?:[\w-]+\s+){0,2}(?:team|squad|group|org|company)\b`,
    // "I know Go well", "I know postgres inside out": what the user knows well (not "I know it well", "I know the drill");
    // said as what to assume too, "assume I know Python well but have never touched the Django ORM" (not "assume I know
    // nothing about rust", which asks for this one answer)
    String.raw`^(?:(?:please\s+)?(?:you\s+can\s+)?assume\s+(?:that\s+)?)?i\s+(?:know|understand)\s+(?!(?:it|this|that|what|why|how|where|who|the|you|him|her|them|a|an|my|your|our|nothing|little)\b)[\w.+#-]+(?:\s+[\w.+#-]+)?\s+(?:really\s+|very\s+|pretty\s+|quite\s+)?(?:well|inside out|by heart)\b`,
    // "I switched to the platform team this quarter", "I'm on the platform team now": the team the user is on since a change
    String.raw`^i(?:'ve| have)?\s+(?:just\s+|recently\s+)?(?:switched|moved|transferred|changed)\s+(?:over\s+)?to\s+the\s+(?:[\w-]+\s+){1,2}team\b`,
    String.raw`^i(?:'m| am)\s+(?:now\s+)?on\s+the\s+(?:[\w-]+\s+){1,2}team\s+now\b`,
    // "I test on my own iPhone 12 mini, so check layouts at that size": the device the user tries the work on
    // "I review everything on my phone in the mornings": where the user reads the agent's work, which sets its length
    // ("I read code on a big monitor, …": or on what size of screen)
    String.raw`^i\s+(?:mostly\s+|usually\s+|always\s+)?(?:read|review|write)\s+(?:code|prs|pull requests|diffs|everything)\s+on\s+(?:a|my)\s+(?:big|large|wide|small|tiny|ultrawide|4k|vertical|second)\s+(?:monitor|screen|display|laptop)\b`,
    String.raw`^i\s+(?:mostly\s+|usually\s+|always\s+|often\s+)?(?:review|read|check|approve)\s+(?:everything|prs|pull requests|code|diffs|your (?:work|output|answers|summaries|prs))\s+on\s+(?:my|a)\s+(?:phone|tablet|ipad|mobile)\b(?![^,;]*\b(?:sometimes|occasionally|once|today|now|tonight|this week)\b)`,
    String.raw`^i\s+(?:mostly\s+|only\s+|usually\s+|always\s+)?(?:test|try (?:it|things|everything)|run (?:it|the app|everything))\s+on\s+(?:my\s+(?:own\s+|old\s+|personal\s+)?|an?\s+(?:old\s+)?)(?:[\w-]+\s+){0,2}(?:iphone|ipad|pixel|galaxy|android|phone|tablet|mac|macbook|imac|laptop|thinkpad|chromebook|linux box|raspberry pi|steam deck|switch)\b`,
    // "I keep bees as a hobby and …", "I produce three shows for a small podcast network": a pastime, and what the user makes for whom
    String.raw`^i\s+(?!(?:do|did|want|need|have)\b)[a-z]+\s+(?:[\w-]+\s+){0,2}as\s+a\s+hobby\b`,
    String.raw`^i\s+(?:produce|host|edit|run|make)\s+(?:[\w-]+\s+){0,2}(?:shows?|podcasts?|series|episodes|channels?)\s+for\s+(?:a|an|the|our)\s+`,
    // "I'm writing my master's thesis in LaTeX and …": the degree work the user is writing
    // ("I'm writing a thesis on urban heat islands": "a" the same, with what it is on)
    String.raw`^i(?:'m| am)\s+writing\s+(?:my|a)\s+(?:master'?s|bachelor'?s|phd|doctoral|ba|ma|msc|bsc|honou?rs)?\s*(?:thesis|dissertation)\b`,
    // "I'm not a lawyer, so flag anything that reads like legal advice": a trade the user does not have, which sets what to flag
    String.raw`^i(?:'m| am)\s+not\s+an?\s+(?:lawyer|doctor|accountant|tax advisor|designer|developer|programmer|engineer|native speaker|statistician|data scientist|security expert)\b`,
    // "I translate from German to English for medical device manuals", "my students are 14": the user's trade, and whom they teach
    String.raw`^i\s+translate\s+(?:from\s+)?[a-z]+\s+(?:to|into)\s+[a-z]+\b`,
    String.raw`^my\s+(?:students|pupils|kids|class|learners|readers|listeners|audience)\s+(?:are|is)\s+(?:(?:about|around|mostly|all)\s+)?(?:\d{1,2}(?:\s*(?:-|to)\s*\d{1,2})?(?:\s+years?\s+old)?|beginners|in\s+(?:year|grade)\s+\d+|(?:[\w-]+\s+)?(?:students|teachers|nurses|doctors|engineers|managers|parents|retirees))\b`,
    // "I shoot weddings for a living": what the user does for a living
    String.raw`^i\s+(?!(?:do|did|want|need|have)\b)[a-z]+\s+(?:[\w-]+\s+){0,2}for\s+a\s+living\b`,
    // "i moderate a modding discord": a community the user moderates or keeps (not "I moderate this thread")
    String.raw`^i\s+(?:moderate|admin|co-?run|organi[sz]e|host|maintain)\s+(?:a|an|our|the)\s+(?:[\w-]+\s+){0,2}(?:discord|server|forum|community|subreddit|group|meetup|podcast|newsletter|mailing list|wiki)\b`,
    // "I test everything in the Gazebo simulator before flashing the real board": where the user tries every change first
    String.raw`^i\s+(?:always\s+)?(?:test|try|run)\s+(?:everything|every change|all changes|each change|things|it all|new builds)\s+(?:in|on|against|with)\s+[^,;]{2,40}?\s+before\s+(?:flashing|deploying|shipping|pushing|merging|releasing|uploading|installing|putting)\b`,
    // "i review prs on my ipad in the evening", "my team reviews prs in the afternoon, mornings are for focus time": when
    // (and on what) the user or their team does the work
    String.raw`^(?:i|my team)\s+(?:usually\s+|mostly\s+|always\s+|only\s+)?(?:review|reviews|pair|pairs|work|works|code|codes)\s+(?:prs?\s+|code\s+|with the agent\s+)?(?:on my [\w-]+\s+)?(?:in the|during the)\s+(?:mornings?|afternoons?|evenings?|nights?)\b`,
    // "i'm the only one on call for billing this quarter": a duty the user holds for a stretch of time
    String.raw`^i(?:'m| am)\s+(?:the\s+only\s+(?:one|person)\s+)?on[- ]call\s+(?:for\s+[\w-]+(?:\s+[\w-]+)?\s+)?(?:this|for the|until the end of the|through the)\s+(?:quarter|month|sprint|rotation|year|half)\b`,
    // "i work mostly in vim over ssh": where and with what the user works
    String.raw`^i\s+(?:mostly\s+|mainly\s+|usually\s+|always\s+)?work\s+(?:mostly\s+|mainly\s+|usually\s+)?(?:in|on|with|from|over)\s+(?:a\s+|the\s+|my\s+)?(?:vim|neovim|nvim|emacs|vs ?code|vscode|intellij|pycharm|webstorm|xcode|android studio|jupyter|notebooks?|the terminal|terminal|ssh|tmux|windows|wsl|linux|a mac|macos|an? ipad|my phone|a chromebook)\b`,
    // "i work on this on weekends only", "i code on this part-time": when the user works on the project (not "i'll work on this on the weekend", "… tonight")
    String.raw`^i\s+(?:only\s+)?(?:work|code|hack)\s+on\s+(?:this|it|the (?:project|app|repo|side project))\s+(?:(?:only\s+)?(?:on\s+)?weekends|(?:only\s+)?in\s+(?:the|my)\s+(?:evenings|mornings|spare time|free time)|part-time|after work|at night)\b`,
    // ("I do this on weekends for fun": the same, said of the work as what the user does)
    String.raw`^i\s+(?:only\s+)?do\s+(?:this|it)\s+(?:(?:only\s+)?(?:on\s+)?weekends|in\s+(?:the|my)\s+(?:evenings|spare time|free time)|as\s+a\s+hobby|after\s+work)(?:\s+(?:for\s+fun|as\s+a\s+hobby))?\b`,
    // "R user here", "python dev here, …": who the user is, said as a chat handle says it (not "the new user here", "a bug here")
    String.raw`^(?:an?\s+)?(?!(?:the|this|that|new|other|one|some|any|admin|test)\b)[\w#+.-]+(?:\s+[\w#+.-]+){0,2}\s+(?:user|dev|developer|engineer|person|programmer|guy|gal|coder|hacker|nerd)\s+here\b(?!\s+(?:is|was|has|had|can|can't|cannot|could|reported|says|said|wants)\b)`,
    // "i inherited it last month", "i just took over this codebase": new to the code, though not to the trade
    String.raw`^i\s+(?:just\s+|recently\s+|only\s+)?(?:inherited|took over)\s+(?:it|this|the\s+(?:codebase|code|repo|project|app|service|monolith|system))\b(?!\s+(?:ticket|task|bug|issue|pr)\b)`,
    // "my working hours are 9 to 5 Berlin time"
    String.raw`^my\s+(?:working|work|office)\s+hours\s+are\s+(?:from\s+)?\d`,
    String.raw`^i(?:'ve| have)\s+been\s+(?:writing|using|doing|working (?:with|in|on))\s+(?!(?:this|that|it|these|those|your)\b)\S+(?:\s+\S+){0,3}\s+for\s+(?:(?:\d+|a few|many|several|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s+(?:years|months)|years|decades|a decade|a long time)\b`,
    String.raw`^i\s+work\s+(?:on|in|at|for)\s+(?:the\s+)?\S+(?:\s+\S+){0,3}\s+(?:team|group|company|org|department)\b`,
    String.raw`^i\s+(?:mostly|mainly|usually|normally)\s+(?:write|code in|work (?:in|with)|program in)\s+\S`,
    String.raw`^i(?:'m| am)\s+the\s+only\s+(?:one|person|dev|developer|engineer|maintainer)\s+(?:working\s+on|on|who\s+works\s+on|maintaining)\s+(?:this|the)\s+(?:repo|repository|project|codebase|code|app|service)\b`,
    // "i'm the only one who reviews frontend prs": what falls to the user alone
    String.raw`^i(?:'m| am)\s+the\s+only\s+(?:one|person|dev|developer|engineer|reviewer)\s+who\s+(?:reviews?|maintains?|owns?|deploys?|merges?|knows?|touches?|understands?)\s+(?!(?:this|that|it)\b)\S`,
    String.raw`^(?:my english (?:is\s+|isn'?t\s+|is'nt\s+)?(?:not\s+)?(?:so |very |that |too )?(?:good|perfect|great|fluent)\b(?<=(?:not|isn'?t|is'nt)\s+(?:so |very |that |too )?\w+)|english (?:is not|isn't|is'nt) my (?:first|native|mother) (?:language|tongue))`,
    // "I've never used Kubernetes before" (not "I've never seen this error before", "… used this function before")
    String.raw`^i(?:'ve| have)\s+never\s+(?:used|worked with|written|touched|deployed|programmed in|coded in)\s+(?!(?:this|that|these|those|it|the|a|an|such)\b)\S+(?:\s+\S+){0,2}\s+before\b`,
    // "i've never written kotlin, so …": a language or a stack never used, named alone (not "… this function", "… any tests here")
    String.raw`^i(?:'ve| have)\s+never\s+(?:used|worked with|worked in|written|programmed in|coded in)\s+(?!(?:this|that|these|those|it|the|a|an|such|any|anything|one|them|him|her)\b)[\w.+#-]+(?:\s+(?:or|and)\s+[\w.+#-]+)?(?:\s+(?:before|either|really|professionally|at all))?\s*(?:[,;.!]|$)`,
    // "I come from a Java background", "my background is in data science" (not "my background color …")
    // ("I came from Rails, so …": a language or framework named by its capital, not "I came from lunch")
    String.raw`^i\s+come\s+from\s+an?\s+[\w#+. -]{1,30}?\s+background\b|^i\s+(?:came|come|switched|moved)\s+(?:over\s+)?from\s+(?:rails|django|laravel|spring|java|python|ruby|php|go|golang|rust|c\+\+|c#|\.net|javascript|typescript|react|angular|vue|ios|android|swift|kotlin|scala|haskell|elixir|erlang|clojure|perl|matlab|r|fortran|cobol|flutter|unity)\b(?:\s*,\s*so\b|\s+and\b|[.!]*$)|^my\s+(?:professional\s+|educational\s+)?background\s+is\s+(?:in|as)\s+(?!(?:the|a|an|my|front)\b)\S`,
    // "I maintain the billing service and the invoicing cron" (not "I maintain that we should revert")
    // ("I run the farmers market's vendor signup site": run, when whose it is is said before it)
    String.raw`^i\s+(?:maintain|own|look after|am responsible for|run\s+(?=(?:the|our)\s+[\w-]+(?:\s+[\w-]+)?['’]s\s))\s*(?:the\s+|our\s+)?[\w'’-]+(?:\s+[\w'’-]+){0,3}?\s+(?:service|services|module|modules|app|library|repo|pipeline|cron|api|sdk|platform|infra|backend|frontend|website|site|crate|crates|package|packages|component|components|cli|plugin)\b`,
    // "I don't know Kubernetes at all", "backend stuff is outside my comfort zone", "I'm pretty senior in Python": what
    // the user knows and does not, so how much to explain
    String.raw`^i\s+(?:don'?t|do not)\s+know\s+(?!(?:what|why|how|where|when|which|who|if|whether|that|this|it|them|yet|you)\b)[\w.+#-]+(?:\s+[\w.+#-]+)?\s+(?:at all|well|very well|much|that well)\b|^(?!(?:this|that|it|these|those|the)\b)[\w\s-]{2,30}?\s+(?:is|are)\s+(?:way\s+)?(?:outside|out of|beyond)\s+my\s+(?:comfort zone|depth|wheelhouse|expertise)\b|^i(?:'m| am)\s+(?:pretty|very|fairly|quite|really)?\s*(?:senior|experienced|fluent|strong|junior|rusty)\s+(?:in|with|at)\s+(?!(?:this|that|it)\b)[\w.+#-]+`,
    // "I own billing", "I'm the owner of payments", "I'm the owner of the billing service", "I'm the billing owner": a part of
    // the product by its name
    String.raw`^i(?:\s+(?:own|lead|maintain)|(?:'m|\s+am)\s+(?:the\s+)?(?:owner|maintainer|lead|dri)\s+(?:of|for|on))\s+(?:the\s+|our\s+)?(?:${OWNED_PARTS})(?:\s+(?:service|app|api|code|pipeline|system))?(?:\s+and\s+[a-z][\w-]*)?[.!]*$|^i(?:'m|\s+am)\s+the\s+(?:${OWNED_PARTS})\s+(?:owner|maintainer|lead|dri)(?:\s+now)?[.!]*$`,
    // what the agent should adapt to: "I'm dyslexic", "I'm colour-blind", "I have ADHD", "I use a screen reader"
    // "we're a two person team": how big the team is
    String.raw`^we(?:'re| are)\s+(?:just\s+|only\s+)?(?:a|an)\s+(?:small\s+|tiny\s+)?(?:(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)[- ](?:person|people|dev|developer|engineer)|small|tiny)\s+(?:(?:team|shop|startup|company|studio)|(?:[\w-]+\s+)?(?:consultancy|firm|practice))\b`,
    String.raw`^i(?:'m| am)\s+(?:red-green\s+|partially\s+)?(?:dyslexic|colou?r-?blind|deaf|hard of hearing|visually impaired|blind|autistic|left-handed)\b|^i\s+have\s+(?:adhd|dyslexia|colou?r ?blindness)\b|^i\s+(?:use|rely on|work with)\s+a\s+screen\s*reader\b|^my\s+screen\s*reader\s+(?:struggles|can'?t cope|chokes|doesn'?t do well)\s+with\b`,
    // time they have: "I only have about an hour a day for this side project" (not "I only want the first ten rows")
    String.raw`^i\s+(?:only\s+)?have\s+(?:about\s+|around\s+|roughly\s+)?(?:an?|one|two|three|four|five|\d+)\s+(?:hours?|minutes|days?|evenings?)\s+(?:a|per|each|every)\s+(?:day|week|month)\b`,
    // "I'm studying for the AWS Solutions Architect exam" (not "I'm studying the stack trace")
    String.raw`^i(?:'m| am)\s+(?:studying|preparing|revising)\s+for\s+(?:the\s+|an?\s+|my\s+)?[^,;]{0,40}\b(?:exam|exams|interview|interviews|certification|certificate|test)\b`,
    // "I'm based in Lisbon", "I usually work from Lisbon": where they work from (not "I'm based in the office today", "I work from home")
    String.raw`^i(?:'m| am)\s+(?:based|located)\s+(?:in|out of)\s+(?!(?:the|this|that|my|our|a|an)\b)[a-z]|^i\s+(?:usually\s+|mostly\s+|normally\s+|mainly\s+)?work\s+(?:from|out of)\s+(?!(?:the|this|that|my|our|a|an|home|here|there|bed)\b)[a-z]`,
    // "I work part-time, Mondays to Wednesdays", "I work remotely from Lisbon"
    String.raw`^i\s+(?:only\s+)?work\s+(?:(?:mostly|mainly|only|usually)\s+)?(?:part-?time|full-?time|remotely|from home|nights|weekends|evenings|four days a week|in the evenings|(?:on\s+)?(?:mondays|tuesdays|wednesdays|thursdays|fridays|weekends|evenings|weeknights))\b`,
    // "I've written C for 15 years" (not "I've written this for two hours")
    String.raw`^i(?:'ve| have)\s+(?:written|used|done|coded in|programmed in|worked (?:with|in))\s+(?!(?:this|that|it|these|those|your|the)\b)\S+(?:\s+\S+){0,2}\s+(?:professionally\s+)?for\s+(?:over\s+|about\s+|almost\s+)?(?:(?:\d+|a few|many|several|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s+years|years|decades|a decade)\b`,
    // "Rust is new to me", "kubernetes is still pretty new to me" (not "this error is new to me", "everything here is new to me")
    String.raw`^(?!(?:this|that|it|the|these|those|everything|all|something|anything|nothing|your|my)\b)[\w.+#-]+(?:\s+[\w.+#-]+)?\s+(?:is|are)\s+(?:(?:still|completely|totally|pretty|fairly|quite|very|all|kind of|kinda|relatively)\s+){0,2}new\s+to\s+me\b`,
    // "I've been programming for 20 years" (not "I've been debugging this for 2 hours")
    String.raw`^i(?:'ve| have)\s+been\s+(?:programming|coding|developing|writing (?:code|software)|an?\s+(?:[\w-]+\s+)?(?:engineer|developer|dev|programmer))\s+(?:professionally\s+)?for\s+(?:over\s+|about\s+|almost\s+)?(?:\d+|a few|many|several|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty)\s+years`,
    // "I work in Go mostly", "I write Python day to day"
    String.raw`^i\s+(?:write|code in|work in|work with|program in)\s+(?!(?:this|that|the|it|a|an)\b)[\w#+.-]+(?:\s+and\s+[\w#+.-]+)?\s+(?:mostly|mainly|primarily|usually|day to day|at work|professionally|for a living)\b`,
    // "I'm in PST", "I'm on CET", "I'm on the Berlin time zone" (a time zone by its name, or its city's)
    String.raw`^i(?:'m| am)\s+(?:in|on)\s+(?:PST|PDT|PT|MST|MDT|CST|CDT|EST|EDT|ET|GMT|BST|UTC|CET|CEST|EET|IST|JST|KST|SGT|AEST|AEDT|NZST|(?:pacific|eastern|central|mountain) time|(?:the\s+)?(?!(?:the|wrong|same|other|right|different|new|old|local|your|my|a)\b)(?!\w+\s+(?:wrong|same|other|right|different)\b)[a-z][\w-]+(?:\s+[a-z][\w-]+)?\s+time\s*zone)(?:\s*[+-]\s*\d{1,2})?\b`,
    // "my team is 4 people, all backend" (not "my team is waiting for this fix")
    String.raw`^(?:my|our)\s+team\s+(?:is|has)\s+(?:just\s+|only\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a handful of|a few)\s+(?:people|devs|developers|engineers|of us)\b`,
    // "I'm pretty comfortable with regex and SQL", "I'm rusty on kubernetes": what the user knows well or not, which sets how much to explain
    String.raw`^i(?:'m| am)\s+(?:(?:pretty|very|fairly|quite|really|super|a bit|a little|kind of|kinda|somewhat|totally|completely)\s+)?(?:comfortable|fluent|experienced|at home|solid|rusty|shaky|weak|unfamiliar|not (?:very |that |too |super )?(?:familiar|comfortable|experienced|fluent|great|good))\s+(?:with|in|on|at)\s+(?!(?:this|that|the|these|those|your|it|my|him|her|them|you)\b)[\w#+.-]+(?:\s*(?:,|and|or)\s*[\w#+.-]+){0,3}(?=\s*(?:[,;.!]|$|\s+(?:and|but|so)\b))`,
    // "I'm more comfortable with SQL than with ORMs"
    String.raw`^i(?:'m| am)\s+(?:(?:much|far|a lot|way)\s+)?more\s+comfortable\s+(?:with|in|using)\s+(?!(?:this|that|the|these|those|your|it|my)\b)\S[^,;]*\bthan\b`,
    // "I'm a physicist, not a software engineer", "I'm a statistician by training": a profession outside software, which sets how to explain
    String.raw`^i(?:'m| am)\s+(?:a|an)\s+(?:[\w-]+\s+)?(?:physicist|chemist|biologist|bioinformatician|mathematician|statistician|economist|researcher|postdoc|phd student|grad(?:uate)? student|astronomer|geologist|neuroscientist|epidemiologist|quant|actuary|freelancer|contractor|consultant|solo developer|indie (?:hacker|developer|dev))(?:\s+by\s+(?:training|trade|background)|\s+first|\s+(?:at|for|with|in)\s+(?:an?\s+|the\s+)?[\w&'-]+(?:\s+[\w&'-]+)?)?(?=\s*(?:[,;]|\s+so\b|\s+and\b|[.!]*$))`,
    // "i am working as backend developer since 5 years": the role, said as many say it
    String.raw`^i(?:'m| am)\s+(?:working|employed)\s+as\s+(?:an?\s+)?(?:[\w-]+\s+){0,2}(?:developer|engineer|dev|programmer|designer|architect|lead|analyst|scientist|admin|administrator)\b`,
    // "english is my second language"
    String.raw`^english\s+is\s+(?:my|not my)\s+(?:second|third|2nd|3rd|first|native)\s+language|^my\s+(?:native|first|mother)\s+(?:language|tongue)\s+is\s+\w+`,
    // "I'm a visual person", "I'm self-taught", "I'm a bootcamp grad" (not "I'm a fan of this approach", "I'm a morning person": nothing for the work)
    String.raw`^i(?:'m| am)\s+(?:a|an)\s+(?:very\s+|really\s+)?(?:visual|hands-on|detail-oriented|big-picture|keyboard(?:-first)?)\s+(?:person|learner|thinker|guy|girl|type)\b|^i(?:'m| am)\s+(?:self-taught|a self-taught\s+\w+|a bootcamp grad\w*|a career changer|new to (?:programming|coding)|a hobbyist(?:\s+\w+)?|learning to code)\b`,
    // "i'm a junior, so please explain why": seniority said alone
    String.raw`^i(?:'m| am)\s+(?:a\s+)?(?:junior|beginner|newbie|novice)\b(?!\s+(?:at|in)\s+(?:this|that)\b)`,
    // "i only teach on weekday evenings after 5": the only times the user works
    String.raw`^i\s+only\s+(?:teach|work|tutor|coach|train|see clients|take (?:bookings|clients|appointments|lessons))\s+(?:on\s+)?(?:weekdays?|weekends?|evenings|mornings|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)(?:\s+(?:evenings?|mornings?|afternoons?))?(?:\s+(?:after|before|from|until)\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)?)?[.!]*$`,
    // "my rate is $45/hr": what the user charges
    String.raw`^my\s+(?:hourly\s+|usual\s+|standard\s+)?(?:rate|fee|price)\s+is\s+[$£€]?\d+(?:\.\d\d)?\s*(?:dollars|euros|pounds)?\s*(?:\/\s*(?:hr|hour|h|session|lesson|day)|(?:an|a|per)\s+(?:hour|session|lesson|day|class))[.!]*$`,
    // "I'm the one who reviews this area" (not "I'm the one who wrote this function": once)
    String.raw`^i(?:'m| am)\s+the\s+(?:one|person)\s+who\s+(?:reviews|maintains|owns|approves|looks after|deploys|releases|is on call for)\b`,
    // "I manage the platform team", "I'm on the security team", "I lead the data team" (not "I manage the release today", "I'm on the team call")
    String.raw`^i(?:'m| am)?\s+(?:manage|lead|run|head|(?:am\s+)?on|(?:'m\s+)?on|part of|(?:am\s+)?part of)\s+(?:the|our|a)\s+(?!(?:wrong|right|same|other)\b)[\w-]+(?:\s+[\w-]+)?\s+(?:team|guild|squad|chapter|tribe|crew)\b(?!'s)(?![^,;]*\b(?:today|now|this week|call|meeting)\b)`,
    // "my setup: neovim, tmux, and a 13 inch laptop": what they work with
    String.raw`^my\s+(?:setup|dev setup|stack|editor|environment|dev environment|machine|workflow)\s*(?::\s*\S|\s+is\s+(?!(?:broken|down|slow|weird|messed|not|wrong|failing|off|dead|acting)\b)\S)`,
    // "i do most of my work over ssh on a remote box", "i work across three repos": where and in what they work
    String.raw`^i\s+(?:do\s+)?(?:most of\s+|all of\s+)?(?:my\s+)?(?:work|coding|development|dev)\s+(?:mostly\s+)?(?:over|via|through)\s+ssh\b|^i\s+(?:mostly\s+)?work\s+(?:over\s+ssh\s+)?on\s+a\s+remote\s+(?:box|machine|server|vm|host)\b`,
    String.raw`^i\s+work\s+(?:across|in|on)\s+(?:two|three|four|five|several|multiple|many|\d+)\s+(?:repos|repositories|projects|services|codebases)\b`,
    // "I do mostly code review these days": what their work is now, as a habit
    String.raw`^i\s+(?:do|write|spend my time on|work on)\s+(?:mostly|mainly|a lot of|more)\s+(?!(?:the|this|that|it)\b)[^,;]{2,30}?\s+these days\b`,
    // "I work mostly on the Android app" (not "I mostly work on weekends")
    String.raw`^i\s+(?:(?:mostly|mainly|primarily|usually)\s+)?work\s+(?:(?:mostly|mainly|primarily)\s+)?(?:on|in|with)\s+(?:the\s+|our\s+)?(?:[\w-]+\s+){0,2}(?:app|apps|backend|back end|frontend|front end|side|stack|services?|platform|infra(?:structure)?|sdk|client|server|mobile|web|api)\b`,
    // "I'm 15 and this is my first Java project": how young and new to it the user is
    String.raw`^i(?:'m| am)\s+(?:only\s+)?\d{1,2}(?:\s+years?\s+old)?\s+and\s+(?:this\s+is\s+my\s+first|i(?:'m| am)\s+(?:new to|learning|just starting|still learning))\b`,
    // "I bill the client by the hour and track my time in Harvest": how a freelancer is paid, and the tool the hours go in
    String.raw`^i\s+(?:bill|charge|invoice)\s+(?:the\s+|my\s+|this\s+)?(?:clients?|customers?)?\s*(?:by\s+the\s+(?:hour|day)|hourly|per\s+(?:hour|day)|a\s+fixed\s+(?:fee|price))\b|^i\s+(?:track|log|record)\s+(?:my|all my)\s+(?:time|hours)\s+(?:in|with|on)\s+(?!(?:this|that|it|the)\b)[\w.-]+`,
    // "I'm doing a PhD in computational biology": the degree the user's work is for
    String.raw`^i(?:'m| am)\s+(?:doing|working on|writing|finishing)\s+(?:a|my)\s+(?:phd|ph\.d\.?|doctorate|master'?s(?:\s+(?:degree|thesis))?|msc|mphil|bachelor'?s\s+thesis|dissertation)\b`,
    // "I usually pair with Ana on this repo": who the user works beside on the project (who may type in the chat too)
    String.raw`^i\s+(?:usually|often|mostly|always|sometimes|regularly)\s+pair(?:-program)?\s+with\s+(?!(?:you|the|a|an|someone|somebody|anyone|people)\b)[a-z][\w'-]+(?:\s+(?:and|&)\s+[a-z][\w'-]+)?\s+(?:on|in)\s+(?:this|the|our)\s+(?:repo|project|codebase|code|service|app)\b`,
    // "I mostly do frontend": the side of the work they do, said as a kind of work alone
    String.raw`^i\s+(?:mostly|mainly|primarily|usually|only)\s+do\s+(?:backend|back end|back-end|frontend|front end|front-end|mobile|ios|android|data(?:\s+science|\s+engineering)?|ml|design|devops|infra(?:structure)?|embedded|qa|security|game\s?play)(?:\s+(?:work|stuff|dev|development))?\b`,
    // "I teach year 8 science": the year or level the user teaches
    String.raw`^i\s+(?:currently\s+|mainly\s+|mostly\s+)?teach\s+(?:(?:year|grade|form|class|key stage|ks|p|s)\s*\d{1,2}\b|\d{1,2}(?:st|nd|rd|th)\s+grade\b|(?:primary|secondary|high school|middle school|elementary|undergrad(?:uate)?|postgrad(?:uate)?|a-level|gcse|ib|ap|first-year|second-year)\b)`,
    // the race trained for, an injury, a medicine, when the user is free, their usual numbers (health-and-training)
    ...BODY_AND_TRAINING,
  ].join('|'),
  'i',
);

/** Kinds of place a person works at: "a small maritime museum", "the food bank", "a dental clinic". */
const WORKPLACES = String.raw`(?:museum|school|clinic|club|brewery|winery|distillery|library|church|parish|hospital|hospice|surgery|practice|company|firm|lab|laboratory|shop|store|bookshop|bookstore|bakery|restaurant|caf[eé]|bar|pub|hotel|hostel|startup|start-up|agency|bank|credit union|charity|non-?profit|ngo|NGO|foundation|trust|society|association|union|co-?op|cooperative|university|college|academy|institute|cent(?:er|re)|newspaper|magazine|publisher|press|newsroom|council|ministry|department|municipality|farm|factory|plant|mill|warehouse|depot|gym|theat(?:er|re)|gallery|archive|zoo|marina|airline|airport|nursery|kindergarten|daycare|pharmacy|garage|salon|kennel|shelter|food bank|consultancy|retailer|manufacturer|insurer|utility|station|studio|office|kitchen|camp|observatory|league|workshop|business)`;
/**
 * Where the user works, and as what: "I'm the registrar at a small maritime museum", "I work at Acme Corp", "I coach
 * juniors at Riverside Rowing Club", "I run the brewhouse at Copper Kettle Brewing", "I coordinate volunteers at a food
 * bank", "I do communications for a wildlife nonprofit"; a business they own or run, or a club they are in ("I own a small
 * bakery", "we run a small 3D print farm", "I'm in an amateur astronomy club") — the place by its kind or by its
 * name's capitals (not "I'm a beginner at this", "I'm the reviewer for this PR", "I work at night", nor for a
 * while: "I'm the speaker at PyCon next week").
 */
export const WORKS_AT = new RegExp(
  String.raw`^(?![^,;]*\b(?:today|tonight|tomorrow|yesterday|(?:next|this|last)\s+(?:week|weekend|month|year|time))\b)(?:[Ii](?:'m|’m|\s+am)\s+(?:a|an|the)\s+(?!(?:one|only|worst|best|first|last|fan|bit|little|lot|beginner|newbie|novice|kind|sort|type|guy|person|same|wrong)\b)(?:[\p{Ll}-]+\s+){0,2}[\p{Ll}-]+|[Ii]\s+(?:work(?:\s+as\s+(?:a|an)\s+(?:[\p{Ll}-]+\s+){0,2}[\p{Ll}-]+)?|volunteer|teach|intern|coach(?:\s+[\p{Ll}-]+)?|(?:run|manage|look after|head)\s+the\s+(?:[\p{Ll}-]+\s+)?[\p{Ll}-]+|(?:coordinate|organi[sz]e|supervise|train|manage)\s+(?:the\s+)?(?:[\p{Ll}-]+\s+)?[\p{Ll}-]+s|do\s+(?:the\s+)?(?:communications|comms|marketing|fundraising|outreach|admin|bookkeeping|books|accounts|payroll|IT|social media|design|website)))\s+(?:(?:at|for)\s+(?:(?:a|an|the|our|my)\s+(?:[\p{Ll}-]+\s+){0,3}${WORKPLACES}(?![\p{L}-])|(?!(?:I|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b)\p{Lu}[\p{L}'’&.-]*(?:\s+\p{Lu}[\p{L}'’&.-]*)*(?![\p{L}-]))|in\s+(?:a|an|the|our|my)\s+(?:[\p{Ll}-]+\s+){0,3}(?:group|lab|team|department|unit|ward|office|clinic)(?![\p{L}-]))` +
    // ("I own a small bakery": the business the user runs; "I'm in an amateur astronomy club": a club they are of)
    // ("I coordinate a translation agency")
    String.raw`|^(?:[Ii]|[Ww]e|[Mm]y\s+(?:family|parents|dad|mum|mom|husband|wife|partner))\s+(?:own|owns|co-own|run|runs|co-run|manage|manages|coordinate|direct)\s+(?:a|an|my|our)\s+(?:[\p{L}\d-]+\s+){0,3}${WORKPLACES}(?![\p{L}-])` +
    // ("I'm secretary of our allotment society": an office held in it)
    String.raw`|^[Ii](?:'m|’m|\s+am)\s+(?:in|a member of|part of|on the board of|on the committee of|(?:the\s+)?(?:secretary|treasurer|chair|chairman|chairwoman|president|captain|coordinator)\s+(?:of|for))\s+(?:a|an|the|our|my)\s+(?!(?:same|other|wrong)\b)(?:[\p{Ll}-]+\s+){0,3}(?:club|choir|band|orchestra|league|society|guild|troop|collective|co-?op|makerspace|hackspace|charity|association)(?=\s*(?:[,.;!]|$)|\s+(?:and|at|in|of|that|where|called|named)\b)`,
  'u',
);

/**
 * The business or team the user is of, said as "we" to open the sentence: "we're a small family winery in the Douro and I
 * keep …" (not when what follows names the project: "we're a small agency, this is a client's WordPress site …" is the
 * project's); whom it works for, by their number ("we roast coffee for about 40 cafés"); where a team competes ("we
 * compete in the Pacific Northwest district").
 */
export const OUR_BUSINESS = new RegExp(
  String.raw`^[Ww]e(?:'re|’re|\s+are)\s+(?![^;]*,\s*this\s+is\b)(?:a|an)\s+(?:[\p{L}\d-]+\s+){0,3}${WORKPLACES}(?![\p{L}-])` +
    String.raw`|^[Ww]e\s+(?:roast|bake|brew|print|make|cater|supply|deliver|clean|repair|build|design|grow|cook|translate|teach|train)\s+(?:[\p{L}-]+\s+){0,2}for\s+(?:about\s+|around\s+|over\s+|roughly\s+|some\s+)?\d+\s+(?:cafés|cafes|restaurants|shops|stores|clients|customers|businesses|schools|offices|households|families|hotels|venues|practices|clinics|farms)(?![\p{L}-])` +
    // ("we sell mostly to teachers": whom the business sells to)
    String.raw`|^[Ww]e\s+(?:sell|ship|cater|write|publish|market)\s+(?:(?:mostly|mainly|primarily|only|largely)\s+)?to\s+(?!(?:you|them|him|her|it|this|that)\b)(?:[\p{Ll}-]+\s+){0,2}[\p{Ll}-]+s(?![\p{L}-])` +
    String.raw`|^[Ww]e\s+(?:compete|play|race|sail|swim|row|run)\s+in\s+(?:the\s+)?\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)*\s+(?:district|league|division|conference|region|series|circuit)(?![\p{L}-])`,
  'u',
);

/**
 * The user's own setup or situation, with what it means for the agent: where they are ("I'm in
 * Berlin, so use CET"), what they may not do ("I don't have admin rights on this machine, so no
 * sudo", "I can't run Docker on my laptop, use the remote dev box instead"), what they are working
 * towards ("I'm preparing for a system design interview, so explain trade-offs"), their machine
 * ("I'm on Windows, so …"), the kind of programmer they are ("I'm mostly a Python person, so explain
 * the TypeScript") — and what needs no consequence: "call me Sam", "my timezone is
 * UTC+8", "my goal this quarter is …". A request about the work at hand is none of these: "my test
 * is failing, explain why", "I need a function that parses dates, use date-fns".
 */
const SITUATION = String.raw`(?:i\s+(?:don'?t|do not)\s+have\s+(?:admin|root|sudo|write|push|merge|prod(?:uction)?|vpn|ssh)\s+(?:rights|access|permissions?)|i(?:'m| am)\s+(?:preparing|studying)\s+for\s+[^,;]{0,40}\b(?:exams?|interviews?|certifications?)\b|i(?:'m| am)\s+on\s+(?:an?\s+)?(?:(?:m[1-4](?:\s+(?:pro|max|air))?|intel|arm|apple silicon|old|older|new|newer)\s+)?(?:mac|macbook|windows|linux|ubuntu|wsl|chromebook)\b|i(?:'m| am)\s+(?:(?:mostly|mainly|primarily|basically|more of|really)\s+)?(?:a|an)\s+(?:[\w#+.-]+\s+){1,2}(?:person|guy|girl)\b|i\s+(?:usually|normally|typically|mostly|always|tend to)\s+(?:review|read|work|code|check|look at|test|ship|write|deploy|merge|skim|move fast|go fast)\b|i\s+(?:read|review|write|code|work)\s+(?:code\s+|prs\s+|diffs\s+)?on\s+(?:a|my)\s+(?:(?:small|tiny|old|\d+(?:-|\s)?inch)\s+)?(?:laptop\s+)?(?:laptop|screen|monitor|display|phone|tablet)\b|i\s+(?:work|live)\s+(?:from|in|out of)\s+(?!(?:home|the|a|an|my|here|there|bed)\b)[a-z][\w-]+|i(?:'m| am)\s+(?:on|using|working on)\s+(?:a|an|my)\s+(?:small|tiny|\d+(?:-|\s)?inch)\s+(?:laptop|screen|monitor|display)|i\s+(?:often\s+|mostly\s+|usually\s+)?(?:review|read|check|look at)\s+(?:[^,;]{1,30}?\s+)?(?:on|from)\s+(?:my|a)\s+(?:phone|tablet|ipad|mobile)|i\s+(?:do|review|check|read)\s+[^,;]{1,30}?\s+every\s+(?:morning|day|evening|afternoon|week|monday|tuesday|wednesday|thursday|friday))`;
const SETUP = new RegExp(
  [
    String.raw`^${SITUATION}[^,;]{0,60}?(?:[,;]\s+(?:so\s+)?|\s+so\s+)(?:please\s+)?(?:use|keep|explain|avoid|give|answer|write|talk|show|leave|send|assume|prefer|batch|save|hold|group|ask|tell|flag|warn|mention|point out|call out|push back|double-check|be (?:careful|explicit|brief|concise)|go slow(?:er)?|go easy on|no\s+\w+|(?:don'?t|do not|never)\s+\w+)\b`,
    // "I work from Berlin, so my mornings overlap with the US team only barely": where they are and what follows for the work
    // ("I work in Berlin so all the times I mention are CET": what the times they give mean)
    String.raw`^i\s+(?:work|live)\s+(?:from|in|out of)\s+(?!(?:home|the|a|an|my|here|there|bed)\b)[a-z][\w-]+(?:\s+[a-z][\w-]+)?(?:[,;]\s+|\s+)so\s+(?:my|our|i|(?:all\s+)?(?:the\s+)?(?:times?|hours?|dates?|deadlines?)\b)\b(?![^,;]*\b(?:today|now|this week)\b)`,
    String.raw`^i\s+(?:can'?t|cannot|can not)\s+(?:run|use|install|access|reach)\s+[^,;]{1,40}\s+(?:on|from)\s+(?:my|this)\s+(?:laptop|machine|computer|mac|pc|box|network)[,;]\s+(?:so\s+)?(?:please\s+)?\w+[^,;]*\binstead\b`,
    String.raw`^my (?:time ?zone|tz) is\s+\S`,
    // "I'm on a mac", "i use windows": the machine the commands are for
    // ("i'm on an M1 mac": the chip too)
    String.raw`^i(?:'m| am)?\s+(?:on|use|using|run|running|work on)\s+(?:a\s+|an\s+)?(?:(?:m[1-4](?:\s+(?:pro|max|air))?|intel|arm|apple silicon)\s+)?(?:mac(?:book)?|macos|os x|windows(?:\s+1[01])?|linux|ubuntu|debian|fedora|arch(?:\s+linux)?|nixos|wsl2?|chromebook)\b(?![^,;]*\b(?:today|now|right now|this week|at the moment|for (?:this|now))\b)`,
    // a goal for a stretch of work ("my goal this quarter is …"), or one about the code ("… to get the test coverage above 80%")
    String.raw`^my (?:main |current |big )?goal (?:this|next|for the) (?:quarter|month|year|sprint|half|release) is\b`,
    String.raw`^my (?:main |current |big )?goal is (?:to\s+)?[^,;]{0,40}\b(?:coverage|tests?|ci|release|launch|ship|migrat\w+|refactor\w*|latency|performance|p99|uptime|deploy\w*|api|sdk|codebase|v\d)\b`,
    String.raw`^i(?:'m| am) not a native (?:\w+ )?speaker`,
  ].join('|'),
  'i',
);
/** A place and a name are told by their capital, so these two are read case-sensitively ("I'm in a hurry, so …" is no place). */
// (and what a time they say means there: "I'm in Berlin, when I say EOD I mean 6pm CET")
const WHERE_THEY_ARE = /^(?:[Ii]'m|[Ii] am|[Ii] live)\s+(?:based\s+|located\s+|living\s+)?in\s+(?!(?:the|a|an|my|this|that|here|there|meetings?|calls?|bed|town|fear|hope)\b)\p{L}[\p{L}-]*[^,;]{0,60}[,;]\s+(?:[Ss]o\s+\S|(?:and\s+)?when\s+[Ii]\s+say\s+\S)/u;
const CALL_ME = /^(?:[Pp]lease\s+)?[Cc]all me\s+\p{Lu}[\p{L}'-]*[.!]?$/u;

export function isUserSetup(s: string): boolean {
  return SETUP.test(s) || WHERE_THEY_ARE.test(s) || CALL_ME.test(s);
}

/** A dashboard or a runbook named in the tool that has it: "Grafana has a dashboard called API Latency that shows p50 and p99 per route", "…, that's where to look first when p99 jumps". */
const NAMED_VIEW =
  /^(?:(?:[Tt]here'?s\s+an?\s+[A-Z][\w.-]*|[A-Z][\w.-]*(?:\s+[A-Z][\w.-]*)?\s+has\s+an?)\s+(?:dashboard|board|runbook|notebook|report|view|saved\s+search|panel|page|doc|sheet|playbook)|[Tt]here'?s\s+an?\s+(?:dashboard|runbook|notebook|playbook|saved\s+search))\s+(?:called|named)\s+["“]?[A-Z][\w.-]*(?:\s+(?!(?:that|which|and|for|in|on|with|to|where|i|we)\b)[\w.-]+){0,3}["”]?(?:\s+(?:that|which)\s+(?:shows|tracks|lists|has|covers|graphs|plots|explains)\s+\S[^,;]{2,60}|\s*[,;—–]\s*(?:that'?s|it'?s|this\s+is)\s+where\s+(?:to|you|we)\s+(?:look|check|go)\s+(?:first\s+)?(?:when(?:ever)?|if)\s+[^,;]{3,50})?[.!]*$/;
/** A credential kept in a named store: "there's a test-scoped key in 1Password under CI Test Keys" (then, maybe, to use it). */
const A_KEY_KEPT_THERE =
  /^there'?s\s+an?\s+(?:[\w-]+\s+){0,3}(?:key|token|secret|password|credential|login|account|cert(?:ificate)?)s?\s+(?:for\s+[\w\s-]{2,30}?\s+)?in\s+(?:1password|vault|bitwarden|lastpass|doppler|aws\s+secrets\s+manager|the\s+(?:team\s+)?vault|[A-Z][\w.-]*)\s+(?:under|in|called|named|as)\s+["“]?[\w-]+(?:\s+[\w-]+){0,3}["”]?(?:\s*[,;]\s*(?:use|take)\s+(?:that|it|that\s+one)(?:\s+(?:instead|for\s+(?:tests|ci|testing)))?)?[.!]*$/i;
/** Named places outside the code: trackers, dashboards, docs, chat. */
const SYSTEM =
  /\b(?:linear|jira|backtrace|bugsnag|rollbar|crashlytics|instabug|raygun|airbrake|honeybadger|weights (?:&|and) biases|wandb|mlflow|comet|github issues|gitlab issues|grafana|datadog|sentry|cloudwatch|loki|papertrail|logtail|axiom|jaeger|stackdriver|cloud logging|application insights|app insights|prometheus|pagerduty|opsgenie|confluence|notion|slack|discord|figma|kibana|honeycomb|new relic|splunk|buildkite|circleci|jenkins|backstage|google (?:docs?|drive|sheets?)|shared drive|team drive|dropbox|onedrive|sharepoint|asana|trello|clickup|youtrack|launchdarkly|servicenow|gerrit|phabricator|zendesk|freshdesk|intercom|statuspage|bugsnag|rollbar|airtable|miro|metabase|looker|tableau|mattermost|zulip|1password|bitwarden|lastpass|doppler|vault|runbook|dashboard|wiki|calendar|benchling|labguru|elabftw|labarchives|quartzy|overleaf|zotero|mendeley|google drive|basecamp|quickbooks|xero|freshbooks|shopify|calendly|obsidian|evernote)\b/i;
/** A chat channel by its name, "#infra-help" — not a web colour, "#1F4FFF", "#333". */
const A_CHANNEL = String.raw`#(?![0-9a-f]{3}(?:[0-9a-f]{3}(?:[0-9a-f]{2})?)?\b)[a-z0-9][\w-]+`;
const URL_OR_CHANNEL = new RegExp(String.raw`\b(?:https?|s3|gs|gcs|az|abfss?|hdfs):\/\/\S+|(?:^|\s)${A_CHANNEL}|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|dev|app|cloud|internal|local|corp)\b`, 'i');
/** A bucket named in words, not by its address: "the s3 bucket ml-artifacts", "the ml-artifacts bucket" (a name with a mark of one in it, not "the right bucket"). */
const A_BUCKET_BY_NAME =
  /\b(?:the|our)\s+(?:(?:s3|gcs|gs|azure|r2|minio|b2)\s+bucket\s+(?!(?:for|of|in|on|at|to|is|and|with|from|that|which|where|under)\b)`?[a-z0-9][\w.-]*|`?[a-z0-9][\w.]*[-_.][\w.-]*`?\s+(?:(?:s3|gcs)\s+)?bucket)\b/i;
/** …unless a rule follows it, which makes the sentence the rule ("…, don't run terraform locally against prod"). */
const A_RULE_AFTER = /[,;]\s*(?:so\s+)?(?:please\s+)?(?:don'?t|do not|never|always|only)\b/i;
/** "… is https://…", "… are #mobile-releases": a place named by its address. */
const IS_A_LINK_OR_CHANNEL = new RegExp(String.raw`\b(?:is|are)\s+(?:https?:\/\/|${A_CHANNEL})`, 'i');
/** What people keep outside the code. */
const RECORDS = /\b(?:crash dumps|minidumps|core dumps|docs?|documentation|runbooks?|checklists?|playbooks?|handbooks?|templates?|(?:data)?sheets?|errata|manuals?|schematics?|diagrams?|lists?|inventory|catalog(?:ue)?|dashboards?|boards?|designs?|mocks?|mockups?|specs?|roadmap|rotations?|on-?call|schedules?|tickets?|bugs|issues|incidents|alerts|metrics|logs|notes|decisions|questions|requests|discussions?|keys|secrets|credentials|passwords|tokens|error tracking|crash reports|traces|tracing|analytics|feature flags|flags|experiments)\b/i;

/** Where to look for a kind of thing, said to the agent; the place is the group. */
const YOU_FIND_IT =
  /^(?:if you (?:ever\s+)?(?:need|want|are looking for|'re looking for)\s+(?:the\s+|our\s+|any\s+)?(?!(?:anything|something|help|me)\b)[^,;]{2,40}?,?\s+(?:it'?s|they'?re|it is|they are|look)\s+(?:in|on|at|under)\s+|you(?:'ll| will| can)\s+(?:always\s+)?find\s+(?:the\s+|our\s+|all\s+(?:the\s+)?)?(?!(?:it|this|that|them|the (?:bug|error|problem|issue|fix))\b)[^,;]{2,40}?\s+(?:in|on|at|under)\s+)(\S.*)$/i;
/** "for anything about the data warehouse ask in #data-eng", "questions about billing go to #billing-help": the place is the group. */
const ASK_ABOUT_IN = /^for\s+(?:anything|questions?|help|issues)\s+(?:about|on|with|regarding|related to)\s+(?![^,;]*\b(?:this|that|these|those|my|your)\b)[^,;]{2,40}?,?\s+(?:ask|post|go)\s+(?:in|to|on)\s+(\S.*)$/i;

/**
 * "the runbook moved to notion", "the api docs moved into the repo": a kind of record (1) said to have moved; where to
 * follows — kept by isPointer, read by memory/updates (which retires what said it was elsewhere).
 */
// ("RFCs moved out of Notion into the docs/rfcs folder": the kind bare, and where it was)
export const RECORDS_MOVED_TO = String.raw`^(?:(?:the|our)\s+)?((?:[\w-]+\s+){0,3}?(?:${RECORD_KINDS}))\s+(?:(?:has|have)\s+)?(?:(?:now|all|just|recently)\s+)?(?:been\s+)?(?:moved|migrated)\s+(?:over\s+|out\s+of\s+${NAMED}[\w.-]*(?:\s+[\w.-]+)?\s+|from\s+(?<from>${NAMED}[\w.-]*(?:\s+[\w.-]+){0,2})\s+)?(?:to|into|onto)\s+`;
/** Words after "moved to" that name no tool: a column of a board, a stage, a place of the work ("… moved to archive", "… to v2"). */
const NOT_A_TOOL_AFTER_MOVED = /^(?:done|doing|todo|review|qa|backlog|blocked|closed|open|ready|staging|production|prod|later|next|icebox|archive|archived|trash|main|master|dev|develop|there|here|it|them|v\d+|in-?progress|wip|draft|drafts|private|public|english|spanish|french|german|chinese|markdown|md|pdf|html|docs|wiki|confluence-?space)[.!]*$/i;
/** A kind of record said to have moved somewhere, and the place (2). */
const MOVED_TO_A_PLACE = new RegExp(String.raw`${RECORDS_MOVED_TO}(?<to>\S.*)$`, 'i');

/**
 * Where something is kept, said as a fact: "pipeline bugs are tracked in the Linear project
 * INGEST", "the oncall dashboard is at https://…", "deploy questions go to #deploys". The place
 * must be outside the code — a URL, a chat channel, a named system, or a proper name after a
 * keeping verb — so "the bug is in the parser" or "the error is in the Sentry SDK" is not one,
 * nor an order to go and look ("check the logs in Datadog").
 */
/** "our source of truth for metric definitions is the metrics doc in confluence", "the source of truth for customers is Salesforce": the one place a kind of thing is decided (a place outside the code is a pointer, else a standing fact of the system). */
export const SOURCE_OF_TRUTH_FOR =
  /^(?:the|our)\s+(?:single\s+|one\s+|only\s+)?source\s+of\s+truth\s+for\s+(?!(?:this|that|it)\b)[^,;]{2,40}?\s+(?:is|are)\s+(?:(?:the|our|a|an)\s+\S|(?!(?:wrong|broken|missing|unclear|outdated|stale|out|down|not|now|still|currently|changing|moving|going)\b)[\w.@/-])/i;

/** An order after a comma ("…, fix it", "…, format it nicely"): the sentence is about the task (not one for every merge: "…, run them twice in check mode before merging"; nor "…, read only", a state). */
export const THEN_AN_ORDER = /,\s*(?:so\s+|and\s+|then\s+)?(?:please\s+)?(?:fix|do|open|check|update|close|look|format|summari[sz]e|read(?![\s-]+only\b)|make|change|add|send|share|use|rename|remove|delete|move|run|try)\b(?![^,;.]*\b(?:during|whenever|every time|each time|for (?:any|all|every)|(?:before|after)\s+(?:and\s+after\s+)?(?:every\s+|each\s+|any\s+)?(?:you |we )?(?:merg|push|deploy|releas|commit|ship)\w*(?!\s+(?:this|that|it|these|those|today|now)\b))\b)/i;

/** A pointer that says where a thing is now, in place of where it was ("the runbook moved to notion", "… is in notion now", "告警现在改发到钉钉了"). */
export function saysItMoved(s: string): boolean {
  return MOVED_TO_A_PLACE.test(s) || /\bnow\b|现在|(?:改|迁|搬|换|挪)(?:发|放|存)?(?:到|去)/i.test(s);
}

/** Where one piece of the work at hand is, not a place a kind of thing is kept: "the PR is at github.com/acme/api/pull/412". */
const ONE_PIECE_OF_WORK = /^(?:the|my|your|this|that)\s+(?:pr|pull request|mr|merge request|issue|ticket|bug|fix|diff|patch|commit|branch|build|run|job|failing test|error|stack ?trace|crash|log)\s+(?:is|are|lives?)\s+(?:at|in|on|under|here)\b|\/(?:pull|pulls|issues|commit|merge_requests|runs|builds?|jobs)\/\d+/i;

export function isPointer(s: string): boolean {
  if (ONE_PIECE_OF_WORK.test(s)) return false;
  // "we track tech debt in a GitHub project called Debt", "we log model metrics in mlflow": where the
  // team keeps a kind of thing — a place named by its capital, a channel, or a system we know
  // ("we ship logs to Loki": where the team sends a kind of thing)
  const weKeep = /^[Ww]e\s+(?:track|keep|log|file|document|manage|record|plan|write up|ship|send|forward|stream)\s+(?!(?:it|this|that|them|too|so|a lot|more|less|much)\b|\w+ing\b)[\w-]+(?:\s+[\w-]+)?\s+(?:in|on|to|into)\s+(?:a\s+|an\s+|the\s+|our\s+)?(\S.*)$/.exec(s);
  if (weKeep && !THEN_AN_ORDER.test(s) && !THIS_DAY.test(s) && (/^(?:[A-Z]\w*|#[\w-]+)/.test(weKeep[1]!) || SYSTEM.exec(weKeep[1]!)?.index === 0)) return true;
  // "if you need the api spec it's in the openapi.yaml in the docs repo", "you can find the design mocks in figma": where
  // to look for a kind of thing, said to the agent (not "you can find the bug in the parser": the moment's)
  const toFind = YOU_FIND_IT.exec(s);
  if (toFind && !THIS_DAY.test(s) && !/\b(?:now|again|currently|at the moment|down|broken)\b/i.test(s)) return URL_OR_CHANNEL.test(toFind[1]!) || SYSTEM.test(toFind[1]!) || /\b(?:the|our)\s+[\w-]+\s+(?:repo|repository|space|drive|folder of the shared drive)\b/i.test(toFind[1]!);
  // "for anything about the data warehouse ask in #data-eng": where a kind of question goes
  const askIn = ASK_ABOUT_IN.exec(s);
  if (askIn) return URL_OR_CHANNEL.test(askIn[1]!) || SYSTEM.test(askIn[1]!);
  // "crash reports from the app land in Crashlytics": where every one of a kind of report ends up, a tool named by its capital
  if (/^(?:all\s+|our\s+|the\s+)?(?:[\w-]+\s+)?(?:crash(?:es| reports)?|errors?|exceptions|bug reports|reports|alerts|pages|logs|support tickets|tickets|emails|leads)\s+(?:from\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+)?(?:land|end up|go|get sent|are sent)\s+(?:in|to)\s+[A-Z#][\w.-]*/.test(s) && !THIS_DAY.test(s) && !/\b(?:now|today|currently)\b/i.test(s)) return true;
  // "raw data lands in s3://acme-raw, never modify it in place": where every one of a kind of data arrives, by its address
  if (/^(?:all\s+|our\s+|the\s+)?(?:[\w-]+\s+)?(?:data|files|uploads|exports|dumps|backups|artifacts|datasets|events|snapshots|checkpoints)\s+(?:lands?|ends?\s+up|arrives?)\s+(?:in|on|at)\s+(?:[a-z0-9]+:\/\/\S+|[\w.-]*\/[\w./-]*)/i.test(s) && !THIS_DAY.test(s) && !/\b(?:now|today|currently|yesterday)\b/i.test(s)) return true;
  // "grafana.internal/d/api-latency is the dashboard oncall watches, check it if you touch request handling": an address
  // named first, then what it is (and when to look at it)
  if (!THIS_DAY.test(s) && !/\b(?:i|i'm|i was|yesterday|earlier|last)\b/i.test(s) && /^(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+(?:\/[\w./?=&#%-]*)?\s+is\s+(?:the|our)\s+(?:[\w-]+\s+){0,3}?(?:dashboard|runbook|wiki|board|doc|docs|spec|tracker|status page|page|sheet|repo|repository|admin(?: panel)?|staging(?: url)?|prod(?:uction)?(?: url)?)\b[^,;]*(?:[,;]\s+(?:so\s+)?(?:check|look at|watch|open)\s+it\s+(?:if|when(?:ever)?|after|before)\s+you\b[^,;]*)?[.!]*$/i.test(s)) return true;
  // "Grafana has a dashboard called API Latency that shows p50 and p99 per route", "there's a Datadog notebook named …": a
  // view of the system's, named, in a tool named by its capital
  if (!THIS_DAY.test(s) && !/\b(?:now|yet|today|i|i'?ve|i'?m|just)\b/i.test(s) && NAMED_VIEW.test(s)) return true;
  // "there's a test-scoped key in 1Password under CI Test Keys, use that": a credential for a use, and where it is kept
  if (!THIS_DAY.test(s) && !/\b(?:now|yet|today|i|i'?ve|i'?m|just)\b/i.test(s) && A_KEY_KEPT_THERE.test(s)) return true;
  if (/^(?:i|we|you|it|this|that|there|go|check|see|look|open|visit|use|read|click|navigate|find)\b/i.test(s)) return false;
  // "the secrets are in AWS Secrets Manager under /prod/checkout/*": where the project's secrets are kept, a store named by
  // its capital or one secrets are kept in (not "the keys are in the test fixture")
  if (!THIS_DAY.test(s) && !THEN_AN_ORDER.test(s) && /^(?:[Tt]he\s+|[Oo]ur\s+|[Aa]ll\s+)?(?:[\w-]+\s+)?(?:secrets|credentials|creds|api keys|passwords|tokens|certificates|certs)\s+(?:are|live|are kept|are stored)\s+(?:in|on)\s+(?:the\s+|our\s+)?(?:[A-Z0-9][\w.-]*|1password|vault|doppler|bitwarden|lastpass)\b/.test(s)) return true;
  // "the release checklist is a Google Doc pinned in #mobile": a kind of document and where it is
  if (!THEN_AN_ORDER.test(s) && /^(?:the|our)\s+[\w-]+(?:\s+[\w-]+){0,3}\s+(?:is|are)\s+(?:a|an|the)\s+(?:google (?:doc|sheet|slide)s?|notion page|confluence page|wiki page|jira (?:board|epic)|github (?:project|discussion|wiki)|figma file|spreadsheet)(?:\s+(?:pinned|in|at|on|shared|linked|called|named|titled)\b|\s*[,.]|$)/i.test(s)) return true;
  // "our architecture decision records are in docs/adr", "the real setup steps are in docs/setup.md": where the team's
  // written records and steps are kept in the repo
  // ("postmortems go in the incidents/ folder of the ops repo, one markdown file per incident"; not "… for now":
  // rule-forms' MOMENT would say so, but rule-forms imports this module)
  if (!THEN_AN_ORDER.test(s) && !THIS_DAY.test(s) && !/\bfor now\b/i.test(s) && /^(?:the\s+|our\s+)?(?:[\w-]+\s+){0,2}(?:records|adrs|decisions|notes|runbooks|playbooks|postmortems|rfcs|design docs|setup steps|setup instructions|install(?:ation)? (?:steps|instructions)|release steps|onboarding (?:steps|docs|notes))\s+(?:are|live|are kept|go)\s+(?:in|under|into)\s+(?:the\s+)?[\w.-]*\/[\w./-]*/i.test(s)) return true;
  // "the instrument protocol spec is the PDF in docs/protocol-v3.pdf", "the style guide is in docs/style.md": which file
  // in the repo is the document of a kind the work follows (a file named with its folder, not "the bug is in src/x.ts")
  if (!THEN_AN_ORDER.test(s) && !THIS_DAY.test(s) && !STATE_NOW.test(s) && /^(?:the|our)\s+(?:[\w'’-]+\s+){0,3}(?:spec|specs|specification|datasheet|manual|reference manual|style guide|design doc|design document|protocol description|requirements|requirements doc|register map|memory map|pinout|schematics?|wire format)\s+(?:is|are|lives?)\s+(?:(?:the|a)\s+(?:pdf|doc|document|file|markdown file)\s+)?(?:in|at|under)\s+`?[\w.-]+\/[\w./-]*\.(?:pdf|md|docx?|html?|txt|adoc|rst)`?[.!]*$/i.test(s)) return true;
  // "the protobuf definitions live in the shared-protos repo": kept in another repository, a place outside this code
  // (not the work of the moment: "the bug is in the sim repo", "the fix is in the sim repo now")
  // ("translations live in the i18n repo": a kind of thing said in the plural, without "the")
  if (/^(?:(?:the|our)\s+|(?=[\w-]+s\s+(?:live|are kept|are)\s+in\s+(?:the|our)\s+[\w.-]+\s+(?:repo|repository)\b))(?!(?:bugs?|fix(?:es)?|changes?|issues?|problems?|errors?|commits?|prs?|branch(?:es)?|diffs?|patch(?:es)?|code)\b)[\w-]+(?:\s+[\w-]+){0,2}?\s+(?:is|are|lives?|is kept|are kept)\s+in\s+(?:the|our)\s+[\w.-]+\s+(?:repo|repository)\b/i.test(s) && !STATE_NOW.test(s) && !THIS_DAY.test(s)) return true;
  // "the customer-facing docs are in a separate repo (acme/docs-site), not this one": kept in a repository of their own
  if (/\b(?:separate|another|different|own)\s+repo/i.test(s) && /^(?:the\s+|our\s+)?(?!(?:the|our|bugs?|fix(?:es)?|changes?|issues?|problems?|errors?|commits?|prs?|code|it|this|that)\b)[\w-]+(?:\s+[\w-]+){0,2}?\s+(?:is|are|lives?|is kept|are kept)\s+in\s+(?:a\s+separate|another|a\s+different|its\s+own|their\s+own)\s+(?:repo|repository)\b/i.test(s) && !STATE_NOW.test(s.replace(/,?\s*not\s+this\s+one\b/i, '')) && !THIS_DAY.test(s) && !A_RULE_AFTER.test(s)) return true;
  // "our sentry project for the backend is acme-api": a place in a tool outside the code, by its name
  if (/^(?:the|our)\s+[\w-]+\s+(?:project|dashboard|org|organi[sz]ation|workspace|team|board|space|index|service|app)\s+(?:for\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+)?(?:is|are)\s+`?[a-z][a-z0-9]*(?:[-_.][a-z0-9]+)+`?(?=\s*(?:[,.;!]|$))/i.test(s) && SYSTEM.test(s.split(/\s+/).slice(0, 3).join(' ')) && !THIS_DAY.test(s)) return true;
  // "load tests live in the perf repo, not here": kept in another repository
  if (/\b(?:lives?|are kept|is kept)\s+in\s+(?:the|our)\s+[\w-]+\s+(?:repo|repository)\b.*\bnot (?:here|in this (?:repo|repository|project))\b/i.test(s)) return true;
  // "all training runs log to wandb under the project 'ranker-v2'", "all services send their errors to sentry": where a kind of thing reports
  const reportsTo = /^(?:all\s+)?(?:the\s+|our\s+)?(?!(?:it|this|that|my|your|i|we|you)\b)[\w-]+(?:\s+[\w-]+){0,2}\s+(?:log|logs|report|reports|send|sends|write|writes|stream|streams)\s+(?:(?:their|its|all)\s+[\w-]+\s+)?(?:to|into)\s+(\S.*)$/i.exec(s);
  // (the team's own space in the tool: "… to the team's wandb project")
  // (and not one's own space there, said as the contrast: "…, not your personal one" names no state of now)
  if (reportsTo && SYSTEM.exec(reportsTo[1]!.replace(/^(?:the|our)\s+team'?s\s+/i, ''))?.index === 0 && !THIS_DAY.test(s) && !STATE_NOW.test(s.replace(/,\s*not\s+(?:your|their|anyone'?s)\s+(?:own|personal|private)\b[^,;]*$/i, ''))) return true;
  const link = URL_OR_CHANNEL.test(s);
  // (a chat channel's topic or pins hold what is kept there: "the rotation is in the ops channel topic")
  // (and a bucket by its name, said in words: "the s3 bucket ml-artifacts", "the ml-artifacts bucket")
  const place = link || SYSTEM.test(s) || /\bchannel(?:'s)?\s+(?:topic|description|bookmarks?|pins?|canvas)\b/i.test(s) || (A_BUCKET_BY_NAME.test(s) && !A_RULE_AFTER.test(s));
  // "the runbook moved to notion: https://…", "our wiki moved to confluence last month": where a kind of record is kept
  // now, a place outside the code named right after "to" (not "the ticket moved to in review in jira")
  const movedTo = MOVED_TO_A_PLACE.exec(s)?.groups?.['to'];
  // (or a tool named by its capital alone, "the design mocks moved to Penpot" — not a column of a board: "… moved to Done")
  // (typed in lower case too, as chat is: "api docs moved to mintlify" — not a word of the board or the work: "… moved to done", "… to archive")
  const namedTool = /^[\p{L}][\p{L}\d.-]+[.!]*$/u.test(movedTo?.trim() ?? '') && (/^\p{Lu}/u.test(movedTo!.trim()) || !NOT_A_TOOL_AFTER_MOVED.test(movedTo!.trim())) && !/^(?:Done|Doing|Todo|Review|QA|Backlog|Blocked|Closed|Open|Ready|Staging|Production|Prod|Later|Next|Icebox)\b/.test(movedTo!.trim()) && !/^(?:the|our)\s+(?:ticket|issue|card|story|task)\b/i.test(s);
  // (or into a repository: "the api docs moved into the repo under docs/api", "runbooks moved to the ops repo", "… into the docs/rfcs folder in the repo")
  if (movedTo && !THEN_AN_ORDER.test(s)) return SYSTEM.exec(movedTo)?.index === 0 || /^(?:https?:\/\/|#[a-z0-9])/i.test(movedTo) || namedTool || /^(?:the|this|our)\s+(?:(?!(?:other|wrong|same|right|new|old)\b)[\w-]+\s+)?(?:mono)?repo(?:sitory)?\b/i.test(movedTo) || /^(?:the\s+)?[\w.-]+\/[\w./-]*\s+(?:folder|directory|dir)\s+in\s+(?:the|this|our)\s+(?:mono)?repo(?:sitory)?\b/i.test(movedTo);
  const kept = /\b(?:is|are|gets?)\s+(?:tracked|kept|documented|described|explained|logged|filed|managed|handled|triaged|reviewed|shared|planned|scheduled|coordinated|listed|recorded|reported|discussed|announced|monitored|posted|hosted|stored|published|written(?: up| down)?)\s+(?:in|on|at|via|under|to)\s+(?:the\s+)?(\S+)/i.exec(s);
  // (or a document in the repo: "env vars are documented in docs/config.md")
  if (kept) return place || /^\p{Lu}/u.test(kept[1]!) || (/\b(?:documented|described|listed|explained)\b/i.test(kept[0]) && /[\w-]\/[\w.-]|\.(?:md|txt|rst|adoc)\b/i.test(kept[1]!));
  if (/\b(?:lives?|can be found|goes|go|happens?|takes? place|(?:is|are) held)\s+(?:in|into|on|at|to|under)\s/i.test(s)) return place;
  // "the test rig with the real arm is booked through the lab calendar": where a shared thing is reserved (not "… through friday")
  if (/\b(?:is|are|gets?)\s+(?:booked|reserved)\s+(?:through|via)\s/i.test(s) && !THIS_DAY.test(s)) return place;
  // "bug reports come in through Zendesk and get copied to Jira"
  if (/\b(?:comes? in|arrives?)\s+(?:through|via|in|on)\s|\bcome\s+(?:through|via)\s|\b(?:gets?|are|is)\s+(?:copied|synced|mirrored|forwarded|routed)\s+(?:to|into)\s/i.test(s)) return place;
  // "the feature flag service is LaunchDarkly"
  // ("the bug tracker for hardware issues is the HW project in linear": what it is for, and the place at the end)
  const named = /^(?:the|our)\s+(?:[\w-]+\s+){0,3}(?:service|tracker|tool|system|provider|platform|dashboard|wiki|chat|monitoring|alerting|paging|tracking|board|space|sheet)(?:\s+(?:for|of)\s+(?!(?:this|that|it)\b)[\w-]+(?:\s+[\w-]+){0,2})?\s+(?:is|are)\s+(\S+(?:\s+\S+){0,5})/i.exec(s);
  if (named && SYSTEM.test(named[1]!) && !THEN_AN_ORDER.test(s)) return true;
  // "our source of truth for metric definitions is the metrics doc in confluence": the one place a kind of thing is decided
  if (SOURCE_OF_TRUTH_FOR.test(s) && !THEN_AN_ORDER.test(s) && !THIS_DAY.test(s)) return place;
  // (a web colour is no channel: "our brand colors are #1F4FFF and #FFB000")
  if (IS_A_LINK_OR_CHANNEL.test(s)) return true;
  // "the signing cert is in the 1password vault 'Release'": where a secret is kept
  if (/^(?:the|our)\s+(?:[\w-]+\s+){0,3}(?:certs?|certificates?|keys?|passwords?|credentials?|secrets?|tokens?|licen[cs]e(?: key)?s?)\s+(?:is|are)\s+(?:kept\s+|stored\s+)?(?:in|on)\s+/i.test(s) && !THEN_AN_ORDER.test(s) && !THIS_DAY.test(s) && !/\b(?:but|expired|wrong|missing|broken|old|now)\b/i.test(s)) return place;
  // "the status page is status.acme.io": a place on the web, named by its host
  // ("the staging backend is api.staging.example.dev", "staging is staging.acme.io": an environment by its host too)
  if (/^(?:(?:the|our)\s+(?:[\w-]+\s+){0,2}(?:page|site|dashboard|docs|wiki|url|link|portal|console|admin|staging|environment|instance|replica|host|hostname|server|endpoint|bucket|database|db|api|backend|frontend|gateway|bastion|jump ?host|jumpbox|proxy|vpn|registry|mirror|broker)|staging|prod|production|preview|uat|qa)\s+(?:is|are)\s+[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|dev|app|cloud|internal|corp|local)\b/i.test(s) && !/\b(?:now|today|down|broken)\b/i.test(s)) return true;
  // "the prod dataset is analytics_prod", "the dev database is called ANALYTICS_DEV", "the prod cluster is eks-prod-eu in
  // eu-west-1": where the project's data is kept or runs, by
  // its name (one with a mark of a name in it, ending the clause or called so: not "the staging db is read-only for …")
  if (/^(?:the|our)\s+(?:prod(?:uction)?|dev|development|staging|test|qa|sandbox|analytics|reporting)\s+(?:dataset|database|db|schema|project|catalog|workspace|cluster|account|namespace|subscription|tenant)\s+is\s+(?:(?:called|named)\s+[`'"]?[a-z][\w.-]*[_.-][\w.-]*|[`'"]?[a-z][\w.-]*[_.-][\w.-]*[`'"]?(?:\s+in\s+[a-z]{2}-[a-z]+-\d)?(?=[,.;!]*(?:\s*$|,)))/i.test(s) && !/\b(?:now|today|down|slow|broken|full)\b/i.test(s)) return true;
  // "sentry is where production errors end up": a place outside the code, said as where a kind of thing goes
  // (not where the user once was: "Figma is where I got stuck yesterday")
  if (place && !THEN_AN_ORDER.test(s) && /^(?:the\s+)?[\w.-]+(?:\s+[\w.-]+)?\s+is\s+where\s+(?!(?:i|i'm|i've|i'd|you|you've)\b)[^,]{3,}/i.test(s) && !/\b(?:yesterday|last (?:time|night|week))\b/i.test(s)) return true;
  // "the grafana dashboard for latency is called api-latency": a place outside the code, by its name
  if (place && !THEN_AN_ORDER.test(s) && /^(?:the|our)\s+[^,;]{0,40}\b(?:dashboards?|boards?|channels?|runbooks?|docs?|pages?|projects?|spaces?|alerts?|monitors?|queues?)\b[^,;]{0,30}?\s+(?:is|are)\s+(?:called|named|titled)\s+\S/i.test(s)) return true;
  const at = /\b(?:is|are)\s+(?:in|on|at|under)\s/i.exec(s);
  // (a search store is a place outside the code for logs — "the logs of production are in the elastic" — though
  // "search queries go to elasticsearch" is how the system is built)
  // (or a tool named by its capital, for what is kept outside the code: "the feature flags are in Unleash")
  // (not a language: "the docs are in German")
  const inATool = /\b(?:is|are)\s+(?:in|on)\s+(?!(?:English|German|French|Spanish|Portuguese|Italian|Dutch|Chinese|Japanese|Korean|Russian|Polish|Turkish|Markdown|Python|TypeScript|JavaScript|Go|Rust|Java|Kotlin|Swift|UTC|GMT|JSON|YAML|CSV|UI)\b)\p{Lu}[\w.-]+/u.exec(s);
  const namedAfter = inATool !== null && /\b(?:feature flags|flags|secrets|credentials|keys|runbooks|dashboards|designs|tickets|logs|metrics|alerts|error tracking|analytics|experiments|docs|crash reports|crashes|error reports|traces|(?:lab\s+)?notebooks?|protocols|inventory|references|citations|bibliography|sample sheets|plasmids|bookings|invoices|recipes|contracts)\b/i.test(s.slice(0, inATool.index));
  return at !== null && (link || namedAfter || ((place || /\b(?:elastic(?:search)?|opensearch|graylog)\b/i.test(s)) && RECORDS.test(s.slice(0, at.index))));
}

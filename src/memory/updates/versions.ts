// Updates of versions: the version a runtime is on now ("we bumped node to 22"), the oldest version of a platform
// supported ("we bumped the minimum deployment target to iOS 17"), the range supported, how many latest releases are tested.

import { FLOOR_MOVED, OLDEST_SUPPORTED_NOW, RUNTIMES, SUPPORTED_FROM_NOW, TOOL_VERSION, VERSIONED_TOOL } from '../fact-forms.js';
import { escapeRegExp } from '../regexp.js';
import { memorySentences, memoryText } from '../supersede.js';
import { stemSet } from '../search-text.js';
import { countOf } from '../relative-dates.js';

/** Runtimes and frameworks whose version a project is on. */
const VERSIONED = String.raw`(?:${RUNTIMES})`;
/** "we bumped node to 22", "we upgraded to python 3.12", "we're now on postgres 16", "we're on Angular 18 since last week", "we moved to Julia 1.11": the version a runtime or any named tool is on now. */
// ("prod is on postgres 16 now", "we're on python 3.12 now": on a version, said to be now; a language standard written
// with its year, "we moved to C++20")
// ("upgraded the worker to python 3.12", "IT upgraded us to PHP 8.3": a part or the team named between; "python 3.13 now": said alone, the version and "now";
// "Postgres is on 16 now": the tool said on a version; "we test against WCAG 2.2 AA now": the standard tested against)
const VERSION_NOW = new RegExp(String.raw`\b(?:(?:bumped|upgraded|updated|moved)\s+(?:(?:(?:the|our)\s+[\w-]+(?:\s+[\w-]+)?|us|me|everything|everyone)\s+(?=to\s))?|(?:we're|we are)\s+now\s+on\s+|now\s+on\s+)(?:to\s+)?(${VERSIONED_TOOL})\s+(?:(?:from\s+v?[\d.]+\s+)?to\s+)?(?=${TOOL_VERSION})v?(\d+(?:\.\d+)*)\b|\b(?:on|runs?|running|with|using)\s+(${VERSIONED_TOOL})\s*(?=${TOOL_VERSION})v?(\d+(?:\.\d+)*)\s+(?:now|since\s+(?:last|this|the)\s+\w+|as\s+of\s+\w+)\b|(?<![\w.-])(${VERSIONED_TOOL})\s*(?:已经)?(?:升级|升)(?:到|至|成)了?\s*(?=${TOOL_VERSION})v?(\d+(?:\.\d+)*)|(?:升级|升)(?:到|至|成)了?\s*(${VERSIONED}|[A-Za-z][\w.-]*(?=\s*v?\d+(?:\.\d+)*\s*了))\s*v?(\d+(?:\.\d+)*)|(?:现在|都)(?:都|统一|一律)?(?:用|改用|换成)\s*([A-Za-z][\w.-]*)\s*v?(\d+(?:\.\d+)*)\s*了|^(${VERSIONED_TOOL})\s*(?=${TOOL_VERSION})v?(\d+(?:\.\d+)*)\s+now[.!]*$|^(?:the\s+|our\s+)?(${VERSIONED_TOOL})\s+(?:is|are)\s+(?:now\s+)?on\s+(?:version\s+)?(?=${TOOL_VERSION})v?(\d+(?:\.\d+)*)\s+now\b|\b(?:(?:moved|upgraded|bumped|switched|migrated)\s+(?:the\s+[\w-]+\s+)?to|(?:we're|we are)\s+(?:now\s+)?on|now\s+on)\s+(c\+\+|es)(\d{2,4})(?![\w+])|\b(?:test|audit|check)\w*\s+against\s+(${VERSIONED_TOOL})\s*(?=${TOOL_VERSION})v?(\d+(?:\.\d+)*)\b[^.;]*\bnow\b`, 'gi');

/** "…, Java 21 now": a version said at the end of a sentence of change, after a comma. */
const VERSION_AT_THE_END_NOW = new RegExp(String.raw`[,;]\s*(${VERSIONED})\s+v?(\d+(?:\.\d+)*)\s+now[.!]*$`, 'i');

/** The runtimes a statement says the project is on now, with their versions (one said at its end too: "…, Java 21 now"). */
export function versionsNow(text: string): Array<{ tool: string; version: string }> {
  const atTheEnd = VERSION_AT_THE_END_NOW.exec(text.trim());
  const last = atTheEnd ? [{ tool: atTheEnd[1]!.toLowerCase(), version: atTheEnd[2]! }] : [];
  return [...text.matchAll(VERSION_NOW)].map((m) => ({ tool: (m[1] ?? m[3] ?? m[5] ?? m[7] ?? m[9] ?? m[11] ?? m[13] ?? m[15] ?? m[17])!.toLowerCase(), version: (m[2] ?? m[4] ?? m[6] ?? m[8] ?? m[10] ?? m[12] ?? m[14] ?? m[16] ?? m[18])! })).concat(last);
}

/** "we bumped the minimum deployment target to iOS 17": the oldest version of a platform supported since a change. */
const FLOOR_NOW = new RegExp(FLOOR_MOVED, 'i');

/** "the oldest we support is 3.10 now" (the platform left unsaid), "最低支持版本升到 Android 9 了": the same, said otherwise. */
// ("we support Ruby 3.2 and up now": the oldest said as where support starts)
const OLDEST_NOW = new RegExp(String.raw`${OLDEST_SUPPORTED_NOW}|最低(?:支持)?(?:的)?(?:版本)?(?:升到|升级到|改成|改到|调到|提到|提高到)了?\s*(ios|android|macos|windows|api)\s*v?(\d+(?:\.\d+)?)|\bwe\s+(?:now\s+)?support\s+(${RUNTIMES}|ios|android|macos|windows)\s*v?(\d+(?:\.\d+)*)\s*(?:\+|and\s+(?:up|above|later|newer)|or\s+(?:later|newer))\s+now\b`, 'i');

/** "we support Home Assistant 2024.10 and newer now": a named platform's oldest version supported since. */
const SUPPORTED_FROM = new RegExp(SUPPORTED_FROM_NOW, 'i');

export function floorNow(text: string): { platform: string; version: string } | null {
  const m = FLOOR_NOW.exec(text);
  if (m) return { platform: (m[1] ?? m[3] ?? m[5])!.toLowerCase(), version: (m[2] ?? m[4] ?? m[6])! };
  const from = SUPPORTED_FROM.exec(text);
  if (from) return { platform: from[1]!.toLowerCase(), version: from[2]! };
  const o = OLDEST_NOW.exec(text);
  // (a platform left unsaid is any: '')
  return o ? { platform: (o[1] ?? o[3] ?? o[5] ?? '').toLowerCase(), version: (o[2] ?? o[4] ?? o[6])! } : null;
}

/** Whether a memory gives another oldest version of the platform ("the minimum deployment target is iOS 16", "we support Android 9 and up"). */
export function statesOtherFloor(content: string, platform: string, version: string): boolean {
  // (a platform left unsaid: any runtime — "the oldest we support is 3.10 now" is no news of iOS)
  const p = platform ? escapeRegExp(platform) : String.raw`(?:${RUNTIMES})`;
  // ("the minimum iOS version is 15": the platform before the word of its version; "php 8.1 minimum": after)
  const floor = new RegExp(String.raw`\b(?:min(?:imum)?|lowest|oldest)\s+(?:supported\s+)?${p}\s+(?:version|target|sdk)(?:\s+(?:that\s+)?we\s+support)?\s+is\s+v?(\d+(?:\.\d+)?)|\b(?:min(?:imum)?|lowest|oldest|at least|supports?|targets?|requires?)\b[^.;]{0,40}?\b${p}\s*v?(\d+(?:\.\d+)?)|\b${p}\s*v?(\d+(?:\.\d+)?)\s*(?:\+|and\s+(?:up|above|later|newer)|or\s+(?:later|newer|above)|is\s+the\s+(?:oldest|lowest|minimum)\b)|最低(?:只)?支持(?:到)?\s*${p}\s*v?(\d+(?:\.\d+)?)|\b${p}\s*v?(\d+(?:\.\d+)?)\s+(?:minimum|min)\b`, 'gi');
  const differs = (said: string) => (version.includes('.') || said.includes('.') ? said !== version : Number(said) !== Number(version));
  return [...memoryText(content).matchAll(floor)].some((m) => differs((m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5])!));
}

/** A runtime's other names a version goes with: ASP.NET Core 8 runs on .NET 8. */
const ALSO_NAMED: Record<string, string> = {
  '.net': String.raw`(?:asp\.net\s+core|\.net(?:\s+core)?|dotnet)`,
  dotnet: String.raw`(?:asp\.net\s+core|\.net(?:\s+core)?|dotnet)`,
};

/**
 * Whether a memory says the project is on another version of `tool` ("We're on node 20", "the api runs node 18"), not
 * merely names one ("node 18 is the oldest the CLI supports" is a floor, not what the project is on).
 */
export function statesOtherVersion(content: string, tool: string, version: string): boolean {
  // ("… compiled to WASM with Bevy 0.13": what it is built with; not "compatible with node 18")
  // (or as a line opens with it, said of the project: "Unreal 5.3 project, gameplay code is c++ …" — not "Node 18 is the
  // oldest the CLI supports"; or as an item of the stack listed after it: "…, Node 20, TypeScript, BullMQ on Redis",
  // "…，Java 写的，Flink 1.17，跑在 YARN 上", "…; PHP 8.1, no page builders" — not "Node 18, 20 and 22 are tested")
  // (or what the project is, named with it: "This is our Godot 4.2 roguelike", "it's a Rails 7 app", "Rails 7.1 monolith for …";
  // or an item with where it runs: "…, Zephyr 3.5 on an nRF52840"; or the language a part is written in: "…bookkeeping service
  // in Go 1.22"; or the machines counted on it: "about 200 Ubuntu 22.04 hosts"; or the framework the work is mapped to:
  // "…mapping everything to MITRE ATT&CK v14"; or the standard it is tested against: "We test against WCAG 2.1 AA"; or what
  // it is being moved to: "…from COBOL to Java 17"; or the scale every one of a kind is scored on: "…needs a CVSS 3.1 score";
  // or the second of what the work is built with: "I build with Maven and Java 11")
  // ("This is the ASP.NET Core 8 API" is on .NET 8: the web framework's version is the runtime's; a listed item may end
  // the list before "and": "…, C++17 and CMake"; a product of the tool's by its edition's word is the tool: "on Mirth
  // Connect 4.4")
  const t = ALSO_NAMED[tool] ?? escapeRegExp(tool);
  const on = new RegExp(String.raw`(?:\b(?:on|into|uses?|using|runs?|running|pinned to|upgraded to|bumped to|is|are|(?<!(?:compatible|works|working|tested|interop\w*)\s)with)\s+|(?:\bis|'s)\s+(?:our|an?|the)\s+|\b(?:service|services|app|application|api|backend|frontend|cli|library|tool|monolith|project|site|server|worker|bot|game|engine|sdk)\s+(?:(?:written|built)\s+)?in\s+|(?:用的是|在用|用|跑的是|跑在|升级到|是)\s*|\b(?:build|builds|built|compile|compiles)\s+(?:it\s+|everything\s+)?(?:with|using)\s+[\w.+#-]+\s+and\s+)${t}(?:\s+(?:Connect|Server|Studio|Desktop|Community|Enterprise))?\s*v?(\d+(?:\.\d+)*)\b|^${t}\s*v?(\d+(?:\.\d+)*)(?=\s+(?:project|app|game|repo|codebase|monorepo|monolith|api|storefront|service|site|backend|frontend|firmware|with)\b)|(?:(?<=[,，;；]\s*)|^)${t}\s*v?(\d+(?:\.\d+)*)(?=\s*(?:[,，](?!\s*v?\d)|[.;。]|$)|\s+(?:with|on)\s|\s+and\s+(?!v?\d))|\b\d+\s+${t}\s*v?(\d+(?:\.\d+)*)\s+(?:hosts|servers|machines|nodes|boxes|vms|instances|devices)\b|\bmap(?:ped|ping|s)?\s+(?:[\w-]+\s+){0,2}(?:onto|to)\s+(?:[A-Z]+\s+)?${t}\s*v?(\d+(?:\.\d+)*)\b|\b(?:test|audit|check|validat)\w*\s+(?:everything\s+)?against\s+${t}\s*v?(\d+(?:\.\d+)*)\b|\bfrom\s+[\w.+#-]+\s+to\s+${t}\s*v?(\d+(?:\.\d+)*)\b|\b(?:needs?|requires?|gets?)\s+an?\s+${t}\s*v?(\d+(?:\.\d+)*)\s+(?:score|rating|grade|level)\b`, 'gim');
  // (another version where both say as much: 20 against 22, 3.10 against 3.12; not 20 against 20.11)
  const other = (said: string) => {
    const a = said.split('.');
    const b = version.split('.');
    return a.slice(0, Math.min(a.length, b.length)).some((part, i) => part !== b[i]);
  };
  return [...memoryText(content).matchAll(on)].some((m) => other((m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6] ?? m[7] ?? m[8])!));
}

/**
 * "snapshots are recorded on the iPhone 16 simulator now": a thing named with its number (a device, a model, an edition),
 * said to be the one a part of the work uses now — the name (by a capital in it), its number, and the words of the part
 * said before it.
 */
const NAMED_NUMBER_NOW = /^(?:the\s+|our\s+|all\s+)?(?!(?:it|this|that|they|we|i|you|he|she)\b)([\w-]+(?:\s+[\w-]+){0,4}?)\s+(?:is|are|runs?|happens?|goes?)\s+(?:\w+\s+){0,2}?(?:on|with|against|for|using)\s+(?:the\s+|an?\s+)?([a-z]*[A-Z][\w-]*)\s+(\d+(?:\.\d+)*)\b[^,;]*\bnow\b/;

export function namedNumberNow(text: string): { name: string; n: string; part: string[] } | null {
  const m = NAMED_NUMBER_NOW.exec(text.trim());
  if (!m) return null;
  const part = [...stemSet(m[1]!)].filter((w) => !PART_FILLER.test(w));
  return part.length ? { name: m[2]!, n: m[3]!, part } : null;
}

/** Words of the part that say nothing of which part it is. */
const PART_FILLER = /^(?:is|are|be|the|our|all|new|now|run|do|done|get|got)$/;

/** Whether a memory names the thing with another number, in a sentence with a word of the same part ("… re-recorded on an iPhone 15 simulator"). */
export function givesTheNameAnotherNumber(content: string, said: { name: string; n: string; part: string[] }): boolean {
  const named = new RegExp(String.raw`(?<![\w-])${escapeRegExp(said.name)}\s+(\d+(?:\.\d+)*)\b`, 'g');
  return memorySentences(content).some((sentence) => {
    const other = [...sentence.matchAll(named)].some((m) => m[1] !== said.n);
    const stems = stemSet(sentence.replace(/\bre-(?=\w)/g, ''));
    return other && said.part.some((w) => stems.has(w));
  });
}

const LATEST_COUNT = String.raw`(one|two|three|four|five|\d+)\s+(?:latest|newest|most recent|last)|(?:latest|newest|most recent|last)\s+(one|two|three|four|five|\d+)`;
/** "we test against the three latest releases now": how many of the newest releases the work is tested on since. */
const LATEST_TESTED_NOW = new RegExp(String.raw`^we\s+(?:now\s+)?(?:test|run\s+(?:ci|the\s+tests))\s+(?:against|on|with)\s+(?:the\s+)?(?:${LATEST_COUNT})\s+(?:[\w.-]+\s+){0,2}(?:releases|versions|majors)\b[^,;]*\bnow\b`, 'i');
const latestCountOf = (m: RegExpMatchArray) => countOf((m[1] ?? m[2])!);

export function latestTestedNow(text: string): number | null {
  const m = LATEST_TESTED_NOW.exec(text.trim());
  return m ? latestCountOf(m) : null;
}

/** Whether a memory tests against another count of the newest releases: "We test against the two latest Home Assistant releases". */
export function testsOtherLatest(content: string, count: number): boolean {
  const said = new RegExp(String.raw`\b(?:test|tests|tested|ci|run)\b[^.;]*?\b(?:${LATEST_COUNT})\s+(?:[\w.-]+\s+){0,2}(?:releases|versions|majors)\b`, 'gi');
  return memorySentences(content).some((sentence) => [...sentence.matchAll(said)].some((m) => {
    const inner = new RegExp(LATEST_COUNT, 'i').exec(m[0])!;
    return latestCountOf(inner) !== count;
  }));
}

/** "we support Postgres 15 to 18 now": the range of a platform's versions supported (the tool, from and to) since. */
const RANGE_NOW = /\bwe\s+(?:now\s+)?support\s+([A-Za-z][\w.+#-]*)\s+v?(\d+(?:\.\d+)?)\s*(?:to|through|-|–)\s*v?(\d+(?:\.\d+)?)\s+now\b/i;

export function rangeNow(text: string): { tool: string; from: string; to: string } | null {
  const m = RANGE_NOW.exec(text);
  return m ? { tool: m[1]!.toLowerCase(), from: m[2]!, to: m[3]! } : null;
}

/** Whether a memory supports another range of that platform: "…, we support Postgres 14 to 17". */
export function supportsOtherRange(content: string, said: { tool: string; from: string; to: string }): boolean {
  const range = new RegExp(String.raw`\bsupport\w*\s+${escapeRegExp(said.tool)}\s+v?(\d+(?:\.\d+)?)\s*(?:to|through|-|–)\s*v?(\d+(?:\.\d+)?)`, 'gi');
  return [...memoryText(content).matchAll(range)].some((m) => m[1] !== said.from || m[2] !== said.to);
}

/** "实验室升级到 MATLAB R2024a 了", "we're on MATLAB R2024a now": a tool (1) on a release named by its year and half (2). */
const RELEASE_NOW = /(?:升级|升|换)(?:到|至|成)了?\s*([A-Za-z][\w.-]*)\s+(R\d{4}[ab])\b|\b(?:on|to)\s+([A-Za-z][\w.-]*)\s+(R\d{4}[ab])\s+now\b/i;

export function releaseNow(text: string): { tool: string; release: string } | null {
  const m = RELEASE_NOW.exec(text);
  return m ? { tool: (m[1] ?? m[3])!, release: (m[2] ?? m[4])!.toUpperCase() } : null;
}

/** Whether a memory names the tool on another such release: "我们用的是 MATLAB R2022b". */
export function statesOtherRelease(content: string, said: { tool: string; release: string }): boolean {
  const on = new RegExp(String.raw`\b${escapeRegExp(said.tool)}\s+(R\d{4}[ab])\b`, 'gi');
  return [...memoryText(content).matchAll(on)].some((m) => m[1]!.toUpperCase() !== said.release);
}

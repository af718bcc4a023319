// "I bumped React to 19." — "not yet, we're waiting on the design system to support it": an upgrade the project holds
// back, and until what. The reply says nothing of what without the agent's sentence, so the memory is made of both
// ("Don't bump React to 19 yet: we're waiting on the design system to support it."), and only when the agent said it
// moved one thing to a version and the user's reason is a wait on something else (not "not yet, finish the tests first");
// in Chinese too ("先别升，我们还有服务跑在 JDK 8 上").
import type { Statement } from './statement-forms.js';
import { presentOf } from './approach-confirmed.js';
import { TOOL_VERSION } from './fact-forms.js';
import { sentence } from './statement-text.js';

/** A name set among Chinese words with a space on each Latin side: "Unity" in "先别把 Unity 升级到 …". */
const spacedInChinese = (name: string): string => `${/^[\x21-\x7e]/.test(name) ? ' ' : ''}${name}${/[\x21-\x7e]$/.test(name) ? ' ' : ''}`;

/** The agent moving one thing to a version: "I bumped React to 19", "I've upgraded the Go toolchain from 1.21 to 1.22". */
// (or offering to: "Shall I bump the Node version in the Dockerfile to 22?"; or about to: "I'll bump the deployment target to iOS 17.")
const MOVED_TO_A_VERSION = /\b(?:I(?:'ve|\s+have)?\s+(?:just\s+|also\s+)?(?=\w+ed\b)|(?:shall|should|can)\s+I\s+(?:also\s+)?|I(?:'ll|\s+will)\s+(?:go\s+ahead\s+and\s+|also\s+)?)(bumped|upgraded|updated|migrated|moved|switched|bump|upgrade|update|migrate|move|switch)\s+((?:the\s+)?[\w.@/-]+(?:\s+[\w.@/-]+){0,4}?)\s+(?:from\s+\S+\s+)?to\s+((?:iOS|iPadOS|macOS|Android|API|SDK|Java|Node|Python)\s+v?\d[\w.-]*|v?\d[\w.-]*|the latest(?:\s+version)?|latest)\b/i;
/** The reply: not yet, because the project waits on something ("we're waiting on …", "blocked on …", "… doesn't support it yet", "the lambda runtime is still on 20", "the extension vendor hasn't certified 16"). */
const NOT_YET_WAITING =
  /^(?:no+[,.!]?\s+)?not\s+yet\s*[,.!:;—–-]+\s*((?:we(?:'re|\s+are)\s+(?:still\s+)?(?:waiting|blocked|stuck|holding off)|(?:it'?s|it\s+is)\s+blocked|blocked)\b(?:[^.!?]|\.(?=\d)){3,120}|(?:the\s+|our\s+)?[\w.@/ -]{2,40}?\s+(?:doesn'?t|does not|don'?t|do not|can'?t|cannot)\s+(?:support|handle|work with)\s+(?:it|that|this|them)\s+yet\b(?:[^.!?]|\.(?=\d)){0,80}|(?:the\s+|our\s+)[\w.@/ -]{2,40}?\s+(?:hasn'?t|has not|haven'?t|have not)\s+(?:certified|approved|validated|qualified|signed off on)\s+(?:it|that|this|them|v?\d[\w.]*)(?:\s+yet)?\b(?:[^.!?]|\.(?=\d)){0,80}|(?:the\s+|our\s+)[\w.@/'’ -]{2,40}?\s+(?:is|are)\s+still\s+on\s+v?\d[\w.]*(?:[^.!?]|\.(?=\d)){0,80}|(?:\d+\s*%|most|half|a\s+(?:lot|third|quarter|fifth))\s+of\s+(?:our\s+|the\s+)?(?:users|customers|devices|installs|clients|traffic)\s+(?:is|are)\s+still\s+on\s+(?:[A-Za-z]+\s+)?v?\d[\w.]*(?:[^.!?]|\.(?=\d)){0,60})[.!]*$/i;

/** The same in Chinese: "我把依赖升级到了 Spring Boot 3。" — "先别升，我们还有服务跑在 JDK 8 上". */
// (or about to, "我准备把 Unity 升级到 2023。": its version a bare number too)
const MOVED_TO_A_VERSION_ZH = /我(?:已经|准备|打算|要|会|先)?把\s*([^，,。]{1,20}?)\s*(?:升级|升|更新|切换|迁移)(?:到|成)了?\s*((?:[A-Za-z][\w .-]*?\s*)?v?\d[\w.]*)/;
// (or a plain no, "不行，插件不兼容，锁在 2022.3")
const NOT_YET_WAITING_ZH = /^(?:不对[，,]\s*)?(?:(?:先|暂时)?(?:别|不要|不能)(?:升|升级|更新|切)(?:了|级)?|不行|不可以)[，,。]\s*((?:我们|因为|还有|现在)?[^。！!?？]{0,40}?(?:还有|还在|依赖|不支持|跑在|兼容|没适配|没升级)[^。！!?？]{0,40})[。！!]?$/;

export function upgradeHeldBack(reply: string, agentSaid: string): Statement | null {
  const waitZh = NOT_YET_WAITING_ZH.exec(reply.trim());
  // (the agent's move said in Chinese, or in English with the reply in Chinese: "I'll bump Unity to 2023." — "不行，插件不兼容，…",
  // kept in the reply's language)
  const movedZh = waitZh ? MOVED_TO_A_VERSION_ZH.exec(agentSaid) : null;
  const movedEn = waitZh && !movedZh ? MOVED_TO_A_VERSION.exec(agentSaid) : null;
  const [thing, to] = movedZh ? [movedZh[1]!, movedZh[2]!] : movedEn ? [movedEn[2]!, movedEn[3]!] : [];
  if (waitZh && thing && to) return { type: 'feedback', kind: 'rule', text: sentence(`先别把${spacedInChinese(thing.trim())}升级到 ${to.trim()}：${waitZh[1]!.trim()}`), quote: reply };
  const wait = NOT_YET_WAITING.exec(reply.trim());
  const moved = wait ? MOVED_TO_A_VERSION.exec(agentSaid) : null;
  if (!wait || !moved) return null;
  const [, verb, what, version] = moved;
  return { type: 'feedback', kind: 'rule', text: sentence(`Don't ${presentOf(verb!)} ${what} to ${version} yet: ${wait[1]!.trim()}`), quote: reply };
}

/** A version the project holds, said bare: "we're pinned to 0.13 until the build.zig changes settle", "we're still on 25". */
const BARE_VERSION_HELD = new RegExp(String.raw`^(?:no+[,.!]?\s+)?(we(?:'re|\s+are)\s+(?:still\s+)?(?:(?:pinned|stuck|staying|locked)\s+(?:to|on|at)|on)|we\s+stay\s+on)\s+(${TOOL_VERSION})(?!\.\w)(.*)$`, 'i');
/** A tool named with its version in the agent's words: "zig 0.14", "Node 22" (not "to 27", "version 3"). */
const TOOL_AT_A_VERSION = new RegExp(String.raw`\b(?!(?:to|from|on|at|version|v|and|or|the|of|is|are|in|than|by|with|for|over|under)\b)([A-Za-z][\w.+-]*)\s+${TOOL_VERSION}(?!\.\w)`, 'g');

/**
 * "Should I target zig 0.14?" — "we're pinned to 0.13 until the build.zig changes settle": the version held, named by the
 * one tool the agent named with a version ("we're pinned to zig 0.13 until …"); null when the reply holds no bare version
 * or the agent named none, or more than one.
 */
export function versionNamedByTheAgent(reply: string, agentSaid: string): string | null {
  const held = BARE_VERSION_HELD.exec(reply.trim());
  if (!held) return null;
  const tools = [...agentSaid.matchAll(TOOL_AT_A_VERSION)].map((m) => m[1]!);
  if (new Set(tools.map((t) => t.toLowerCase())).size !== 1) return null;
  return `${held[1]} ${tools[0]} ${held[2]}${held[3]}`;
}

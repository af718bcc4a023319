// What a user types around a Chinese message in passing, read away before the message is read: words said first ("对了，",
// "哦对，", "顺便说一下，", "补充一下：") and a particle, thanks or a face said last ("…了哈", "…啦", "…~", "…，谢谢", "…，辛苦了",
// "… 🙏"). They add nothing to what is said, and each check that tells a request, a question or a thing at hand from a
// statement reads the sentence's first and last words: "另外，帮我把日志级别调成 debug" asks for work as "帮我…" does, and
// "端口是 3000 吗~" asks as "端口是 3000 吗" does. Never inside code (backticks); an English message is left as typed
// (shorthand.ts spells its shorthand out).

import { HAN } from './search-text.js';
import { IN_BACKTICKS } from './shorthand.js';

/** Words said first in passing, at the message's start (a bare "对，" agrees to what the agent did, and stays). */
const IN_PASSING_FIRST_ZH =
  /^\s*(?:(?:哦|噢|喔|嗯|啊)[，,]?\s*对了?|对了|另外|还有|顺便(?:说|提)?(?:一下|一句)?|补充(?:一下|一句|一点)|提醒(?:一下|一句)|插(?:一|个)句|再说一句|(?:跟|和)你说一下)\s*[，,：:！!。]\s*(?=\S)/;

/**
 * Talk said last, before a sentence's closing mark or at a line's end: thanks after a comma, a particle or a tilde right
 * after a word or a mark ("Gerrit哦", "吗？~"; "用 map 吧" and "…呢" stay: a suggestion and a question), a face.
 */
const TALK_LAST_ZH =
  /(?:[，,]\s*(?:谢谢(?:你|您|啦|了|哈)?|多谢|感谢|辛苦(?:了|啦|你了|您了)|麻烦(?:你|您)?了)|(?<=[\p{Script=Han}\w%)）？?！!。])(?:(?<![哈啊啦哦喔噢呀嘞哟])[哈啊啦哦喔噢呀嘞哟]+|[~～]+)|\s*\p{Extended_Pictographic}\uFE0F?)+(?=[。！!]|[ \t]*$)/gmu;

/** A Chinese message without the words said in passing around it; any other message as it was. */
export function withoutSmallTalkZh(message: string): string {
  if (!HAN.test(message)) return message;
  const parts = message.split(IN_BACKTICKS);
  const read = parts.map((part, i) => (i % 2 === 1 ? part : part.replace(TALK_LAST_ZH, '')));
  // (only what opens the message: "另外，…" after a request starts what else it asks, and is read there)
  read[0] = read[0]!.replace(IN_PASSING_FIRST_ZH, '');
  const out = read.join('');
  // (a message of talk alone, "谢谢" or "哈哈", is left as typed: there is nothing else to read)
  return /[\p{Script=Han}A-Za-z0-9]/u.test(out) ? out : message;
}

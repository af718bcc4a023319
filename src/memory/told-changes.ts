// A sentence no form keeps may still say that something a memory holds has changed: "heads up, we moved from Serilog
// to the built-in ILogger", "QA doesn't gate OTA updates anymore", "数据不存 MongoDB 了". Alone it is too loose to keep
// (the forms would keep "we moved from Boston to Denver" too), but a memory that states the thing as current makes it
// the change that memory needs — the job looks for one (workers/jobs/retire-offline). Here only the sentence's side:
// told as done, not asked, asked for, weighed or planned, and not of one piece of the work at hand.
import { sentence, withoutNewsOpeners, words } from './statement-text.js';
import type { Statement } from './statement-forms.js';
import { asksForWork } from './task-bound.js';

/** A question, in either language. */
const ASKED = /[?？]\s*$|(?:吗|呢|么)[。！!]?$|能不能|可不可以|要不要|是不是|有没有/;

/** Weighed, planned or supposed, not done: "should we drop X", "if we switch to Y", "we might move off X", 打算换成…. */
const NOT_DONE =
  /\b(?:if|whether|should|shall|could|would|might|maybe|perhaps|probably|plan(?:s|ned|ning)?\s+to|thinking\s+(?:of|about)|consider(?:ing)?|want\s+to|wanna|going\s+to|gonna|will|let'?s|try(?:ing)?\s+to|hop(?:e|ing)\s+to|not\s+sure|wonder(?:ing)?|someday|eventually)\b|打算|考虑|计划|准备|如果|要是|可能|也许|是否|想(?:要|把|换|改)|以后再/i;

/** Said not to have happened: "we never moved off Jenkins", "we didn't switch from X", 没有换. */
const DENIED = /\b(?:didn'?t|did not|haven'?t|have not|hasn'?t|has not|never|weren'?t|wasn'?t)\s+(?:really\s+|actually\s+|fully\s+)?(?:move|moved|switch|switched|migrate|migrated|replace|replaced|drop|dropped|change|changed|upgrade|upgraded|get|got|leave|left)\b|没(?:有)?(?:换|迁|改|切|下线|停用)/i;

/** Of one piece of the work at hand or of someone else: "in this file we moved from X", "you switched from X". */
const OF_THE_WORK_AT_HAND = /\b(?:this|that)\s+(?:pr|pull request|branch|commit|file|function|method|class|test|task|ticket|diff|change|script|notebook|snippet)\b|^(?:you|they|he|she)\b|这个\s*(?:PR|分支|文件|函数|提交)/i;


/**
 * The sentence as the change it may be — a project notice quoting it — or null when it is asked, asked for, weighed,
 * planned, denied, of the work at hand, or too short or long to be one.
 */
export function changeToCheck(said: string): Statement | null {
  const s = said.trim();
  if (s.length > 300 || words(s) < 3) return null;
  if (ASKED.test(s) || asksForWork(s) || NOT_DONE.test(s) || DENIED.test(s) || OF_THE_WORK_AT_HAND.test(s)) return null;
  // (kept without the words that tell it as news: "heads up, …", "quick update - …")
  const told = withoutNewsOpeners(s);
  return words(told) >= 3 ? { type: 'project', kind: 'notice', text: sentence(told), quote: s } : null;
}

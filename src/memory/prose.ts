// Whether new messages hold anything a person said in words, and which of a user's turn are
// theirs: extraction skips turns that are only tool traffic, code, data or a client's own text.
import type { MessageRow } from '../store/sessions.js';

/**
 * What a client adds to the user's turn about the editor, the machine and the project's instruction
 * files (Cline's "<environment_details>"; Codex's "<environment_context>", "<user_instructions>" —
 * AGENTS.md, which is on disk already — and "<turn_aborted>"; Cursor's "<user_info>", "<timestamp>").
 */
const CLIENT_CONTEXT = /<(environment_details|environment_context|user_instructions|turn_aborted|apps_instructions|permissions|user_info|timestamp|recommended_plugins|skills_instructions)>[\s\S]*?(?:<\/\1>|$)/g;
/** A whole message a client sends with the project's instruction file in it (Codex: "# AGENTS.md instructions for …"). */
const INSTRUCTIONS_DUMP = /^\s*#\s*AGENTS\.md instructions\b/;
/** Tags a client wraps the user's own words in (Cline's task, follow-up messages, feedback and answers; Cursor's query). */
const USERS_TAG = /<(task|user_message|feedback|answer|user_query)>([\s\S]*?)<\/\1>/g;

/**
 * A prompt a client sends the model as a user message, for a job of its own: a compaction request
 * ("Your task is to create a detailed summary of the conversation so far, … Do NOT use any tools.").
 * Its orders are to the model for that one answer, not the user's words.
 */
const MODEL_PROMPT = /^\s*(?:your task is to (?:create|write|produce) a (?:detailed |concise |brief )?summary\b|(?:please\s+)?(?:create|write|produce) a (?:detailed |concise |brief )?summary of (?:the|this) conversation\b)/i;

/**
 * The user's words in a message. A client that wraps them in a tag ("<task>…</task>",
 * "<user_message>…</user_message>") marks the rest as its own — "[TASK RESUMPTION] … Do not assume
 * anything." is its boilerplate, not a rule of the user's — so only what the tags hold is read; its
 * environment details go in any case. A message with no such tag is all the user's, unless it is
 * the client's own (MODEL_PROMPT, INSTRUCTIONS_DUMP): then none of it is.
 */
export function usersWords(text: string): string {
  if (INSTRUCTIONS_DUMP.test(text) || MODEL_PROMPT.test(text)) return '';
  if (!text.includes('<')) return text;
  const withoutContext = text.replace(CLIENT_CONTEXT, ' ');
  const tagged = [...withoutContext.matchAll(USERS_TAG)].map((m) => m[2]!.trim());
  return tagged.length ? tagged.join('\n') : withoutContext;
}

/** Text with code fences, inline code and JSON-looking lines removed. */
export function proseOnly(text: string): string {
  return text
    .replace(/```[\s\S]*?(```|$)/g, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .split('\n')
    .filter((line) => !/^\s*[[{]/.test(line) && !/^\s*["}\]]/.test(line))
    .join('\n');
}

/**
 * At least one sentence-like run of words (three or more words of letters, or four Chinese
 * characters: Chinese is written without spaces) in the messages' text (stored at intake).
 */
export function hasProse(messages: Array<Pick<MessageRow, 'text'> & { role?: string }>): boolean {
  return messages.some((m) => /(?:\p{L}{2,}[\s,;:'-]+){2,}\p{L}{2,}|\p{Script=Han}{4,}/u.test(proseOnly(m.text)) || (m.role === 'user' && terseWords(proseOnly(m.text))));
}

/**
 * A short message of the user's in words broken by versions and flags: "c++20, gcc 13, no boost",
 * "exceptions disabled (-fno-exceptions), use expected<T,E>" — three words or more, most of its
 * tokens with letters (not a line of code: "x = foo(bar)").
 */
function terseWords(text: string): boolean {
  const t = text.trim();
  if (t.length > 200 || t.includes('\n')) return false;
  const tokens = t.split(/\s+/);
  const lettered = tokens.filter((w) => /\p{L}/u.test(w)).length;
  return (t.match(/\p{L}{2,}/gu)?.length ?? 0) >= 3 && lettered >= 3 && lettered / tokens.length >= 0.6;
}

/** A reply that only lets the agent go on ("Go ahead.", "ok, thanks!", "lgtm", 好的，继续): nothing to remember in it. */
export const GO_ON =
  /^(?:(?:ok(?:ay)?|yes|yep|yeah|sure|go ahead|go on|continue|carry on|keep going|do it|proceed|sounds good|looks good|lgtm|great|perfect|nice|cool|please do|ship it|thanks?|thank you|好的?|行|可以|继续|嗯+|谢谢|没问题|收到)[\s,.!，。！]*)+$/i;

/**
 * Whether the user said anything in these messages beyond letting the agent go on: a turn
 * answered with "continue" or "ok" holds nothing of theirs to remember (what the agent found is
 * in the code), so extraction need not read it — with a model, that is a call saved.
 */
export function userSaidSomething(messages: Array<Pick<MessageRow, 'role' | 'text'>>): boolean {
  return messages.some((m) => {
    if (m.role !== 'user') return false;
    const said = proseOnly(usersWords(m.text)).trim();
    return said !== '' && !GO_ON.test(said);
  });
}

import { describe, expect, it } from 'vitest';
import { parseTranscript, type TranscriptMessage } from '../../src/memory/transcript.js';
import { checkedMessages } from '../../src/services/transcript-messages.js';
import { Message } from '../../src/api/schemas.js';
import { oddTranscript } from '../helpers/odd-transcript.js';

const line = (o: object) => JSON.stringify({ sessionId: 's', cwd: '/p', isSidechain: false, ...o }) + '\n';
const assistant = (uuid: string, id: string, block: object, output = 1) => line({ type: 'assistant', uuid, message: { role: 'assistant', id, model: 'm', content: [block], usage: { input_tokens: 10, output_tokens: output } } });
const result = (uuid: string, toolId: string) => line({ type: 'user', uuid, message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: toolId, content: 'ok' }] } });

describe('transcript parsing', () => {
  it('merges the lines of one response, with the usage of its last line', () => {
    const text =
      assistant('l1', 'msg_1', { type: 'text', text: 'Looking.' }) +
      line({ type: 'progress', uuid: 'p1', data: {} }) +
      assistant('l2', 'msg_1', { type: 'tool_use', id: 'tA', name: 'Bash', input: {} }, 40) +
      result('r1', 'tA');
    const { messages } = parseTranscript(text);
    expect(messages.map((m) => [m.uuid, m.content.length])).toEqual([['api-msg_1', 2], ['r1', 1]]);
    expect(messages[0]!.usage!.output_tokens).toBe(40);
  });

  it('keeps a response that goes on after a tool result as a message of its own', () => {
    const text =
      assistant('l1', 'msg_1', { type: 'tool_use', id: 'tA', name: 'Read', input: {} }) +
      result('r1', 'tA') +
      assistant('l2', 'msg_1', { type: 'tool_use', id: 'tB', name: 'Grep', input: {} }) +
      result('r2', 'tB');
    const first = parseTranscript(text).messages;
    expect(first.map((m) => [m.uuid, (m.content[0] as { id?: string; tool_use_id?: string }).id ?? (m.content[0] as { tool_use_id?: string }).tool_use_id])).toEqual([
      ['api-msg_1', 'tA'],
      ['r1', 'tA'],
      ['l2', 'tB'],
      ['r2', 'tB'],
    ]);
    // the same bytes give the same ids: a second read is all duplicates
    expect(parseTranscript(text).messages.map((m) => m.uuid)).toEqual(first.map((m) => m.uuid));
  });

  it('skips a line nested too deep to read safely, and reads on past it', () => {
    const deep = `{"type":"assistant","uuid":"l1","message":{"role":"assistant","id":"msg_1","content":[{"type":"tool_use","id":"tA","name":"X","input":${'['.repeat(20_000)}${']'.repeat(20_000)}}]}}\n`;
    const text = line({ type: 'user', uuid: 'u1', message: { role: 'user', content: 'go' } }) + deep + result('r1', 'tA');
    const parsed = parseTranscript(text);
    expect(parsed.messages.map((m) => m.uuid)).toEqual(['u1', 'r1']);
    expect(parsed.consumed).toBe(Buffer.byteLength(text));
  });

  it('leaves out the assistant lines Claude Code writes itself (API errors, interruptions)', () => {
    const text =
      line({ type: 'user', uuid: 'u1', message: { role: 'user', content: 'deploy it' } }) +
      line({ type: 'assistant', uuid: 'e1', isApiErrorMessage: true, error: 'rate_limit', message: { id: 'x1', role: 'assistant', model: '<synthetic>', content: [{ type: 'text', text: 'API Error: 529 Overloaded' }] } }) +
      line({ type: 'assistant', uuid: 'e2', message: { id: 'x2', role: 'assistant', model: '<synthetic>', content: [{ type: 'text', text: 'No response requested.' }] } }) +
      assistant('l1', 'msg_1', { type: 'text', text: 'Deployed.' });
    expect(parseTranscript(text).messages.map((m) => m.uuid)).toEqual(['u1', 'api-msg_1']);
  });

  it('keeps a prompt typed while the agent worked (an attachment line), not one that no person typed', () => {
    const queued = (uuid: string, attachment: object) => line({ type: 'attachment', uuid, attachment: { type: 'queued_command', ...attachment } });
    const text =
      line({ type: 'user', uuid: 'u1', message: { role: 'user', content: 'add a retry to the uploader' } }) +
      assistant('l1', 'msg_1', { type: 'tool_use', id: 'tA', name: 'Edit', input: {} }) +
      queued('q1', { commandMode: 'prompt', origin: { kind: 'human' }, prompt: 'no, use exponential backoff there' }) +
      queued('q2', { commandMode: 'task-notification', prompt: '<task-notification>done</task-notification>' }) +
      queued('q3', { commandMode: 'prompt', origin: { kind: 'peer' }, prompt: 'a message from another session' }) +
      queued('q4', { commandMode: 'prompt', prompt: [{ type: 'text', text: 'and log each attempt' }] }) + // no origin: an older version
      queued('q5', { prompt: 'a message to a helper agent' }) +
      line({ type: 'attachment', uuid: 'n1', attachment: { type: 'nested_memory', content: 'CLAUDE.md text' } }) +
      result('r1', 'tA');
    const { messages } = parseTranscript(text);
    expect(messages.map((m) => [m.uuid, m.role, (m.content[0] as { text?: string }).text ?? m.content[0]!.type])).toEqual([
      ['u1', 'user', 'add a retry to the uploader'],
      ['api-msg_1', 'assistant', 'tool_use'],
      ['q1', 'user', 'no, use exponential backoff there'],
      ['q4', 'user', 'and log each attempt'],
      ['r1', 'user', 'tool_result'],
    ]);
  });

  it("leaves out a shell command run from the prompt and what it printed: no words to the agent", () => {
    const text =
      line({ type: 'user', uuid: 'b1', message: { role: 'user', content: '<bash-input>npm test</bash-input>' } }) +
      line({ type: 'user', uuid: 'b2', message: { role: 'user', content: '<bash-stdout>never commit directly to main</bash-stdout><bash-stderr></bash-stderr>' } }) +
      line({ type: 'user', uuid: 'u1', message: { role: 'user', content: 'the tests pass, ship it' } });
    expect(parseTranscript(text).messages.map((m) => m.uuid)).toEqual(['u1']);
  });

  it("notes the turn-finished line after the last message, and closes the response before it", () => {
    const done = line({ type: 'system', subtype: 'turn_duration', durationMs: 1200 });
    const answer = line({ type: 'user', uuid: 'u1', message: { role: 'user', content: 'status?' } }) + assistant('l1', 'msg_1', { type: 'text', text: 'All green.' });
    const held = parseTranscript(answer);
    expect(held).toMatchObject({ turnEnded: false, openResponseAt: Buffer.byteLength(answer) - Buffer.byteLength(assistant('l1', 'msg_1', { type: 'text', text: 'All green.' })) });
    expect(parseTranscript(answer + done)).toMatchObject({ turnEnded: true, openResponseAt: null });
    expect(parseTranscript(answer + line({ type: 'turn_end' }))).toMatchObject({ turnEnded: true, openResponseAt: null }); // as some 2.0 versions wrote it
    // a message after it: the read ends in a turn, not after one
    expect(parseTranscript(answer + done + line({ type: 'user', uuid: 'u2', message: { role: 'user', content: 'next' } })).turnEnded).toBe(false);
    // a background task's notice, in a user line, is nobody's words
    expect(parseTranscript(line({ type: 'user', uuid: 'n1', message: { role: 'user', content: '<task-notification><status>completed</status></task-notification>' } })).messages).toEqual([]);
  });

  it('reads fields of the wrong kind as absent, and an answer given as a string as its text', () => {
    const text =
      line({ type: 'user', uuid: 12, timestamp: { t: 1 }, message: { role: 'user', content: 'where are the logs?' } }) +
      line({ type: 'assistant', uuid: 'l1', message: { role: 'assistant', id: ['x'], model: 3, content: 'In /var/log/app.', usage: { input_tokens: 'n', output_tokens: 5 } } });
    const { messages } = parseTranscript(text);
    expect(messages).toEqual([
      { uuid: 'line-0', role: 'user', content: [{ type: 'text', text: 'where are the logs?' }], is_sidechain: false },
      { uuid: 'l1', role: 'assistant', content: [{ type: 'text', text: 'In /var/log/app.' }], usage: { output_tokens: 5 }, is_sidechain: false },
    ]);
  });
});

describe('transcript messages held to the API schema', () => {
  const msg = (o: Partial<TranscriptMessage>): TranscriptMessage => ({ uuid: 'u', role: 'user', content: [{ type: 'text', text: 'hi' }], is_sidechain: false, ...o });

  it('keeps sound messages as they are', () => {
    const r = checkedMessages([msg({}), msg({ uuid: 'a', role: 'assistant', id: 'msg_1', usage: { input_tokens: 3, output_tokens: 1 } })]);
    expect(r).toEqual({ messages: [msg({}), msg({ uuid: 'a', role: 'assistant', id: 'msg_1', usage: { input_tokens: 3, output_tokens: 1 } })], dropped: 0, repaired: 0 });
  });

  it('drops a bad field or block and keeps the rest of the message', () => {
    const r = checkedMessages([
      msg({ usage: { input_tokens: -5 }, timestamp: 'x'.repeat(100) }),
      msg({ content: [{ type: 'tool_use', name: 'Bash' }, { type: 'text', text: 'kept' }, { type: 'tool_result', tool_use_id: '' }] }),
    ]);
    expect(r.messages).toEqual([msg({}), msg({ content: [{ type: 'text', text: 'kept' }] })]);
    expect(r).toMatchObject({ dropped: 0, repaired: 2 });
  });

  it('leaves out a message with nothing sound in it, or one that cannot be mended', () => {
    const r = checkedMessages([msg({ content: [{ type: 'text', text: 7 }] }), msg({ uuid: 'x'.repeat(300) }), msg({ uuid: 'ok' })]);
    expect(r.messages.map((m) => m.uuid)).toEqual(['ok']);
    expect(r.dropped).toBe(2);
  });

  it('keeps the first blocks of a message with more than a message may hold', () => {
    const many = Array.from({ length: 2_500 }, (_, i) => ({ type: 'text', text: `part ${i}` }));
    const r = checkedMessages([msg({ content: many })]);
    expect((r.messages[0]!.content as unknown[]).length).toBe(2_000);
    expect(r).toMatchObject({ dropped: 0, repaired: 1 });
  });
});

describe('transcript lines of any shape', () => {
  it('never throw, and every message that comes out holds to the API schema', () => {
    const { text, good } = oddTranscript(42);
    const parsed = parseTranscript(text);
    expect(parsed.consumed).toBe(Buffer.byteLength(text));
    const checked = checkedMessages(parsed.messages);
    for (const m of checked.messages) expect(Message.safeParse(m).success).toBe(true);
    // every sound line among them comes out as it was
    const byUuid = new Map(checked.messages.map((m) => [m.uuid, m]));
    for (const { uuid, text } of good) expect(byUuid.get(uuid)?.content, uuid).toEqual([{ type: 'text', text }]);
  });
});

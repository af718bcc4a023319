import { describe, expect, it } from 'vitest';
import { derivedMessageId, estimateTokens, normalizeContent, proseOf, stripPrivate, toolUseCount, truncateUtf8 } from '../../src/memory/messages.js';

const opts = { toolResultBytes: 100 };

describe('message normalization', () => {
  it('removes private spans, including an unclosed one', () => {
    expect(stripPrivate('a <private>key=1</private> b')).toBe('a  b');
    expect(stripPrivate('a <PRIVATE>x\ny</Private> b <private>c</private>')).toBe('a  b ');
    expect(stripPrivate('keep <private>everything after')).toBe('keep ');
  });

  it('strips private spans from every text-bearing field', () => {
    const blocks = normalizeContent(
      [
        { type: 'text', text: 'hi <private>pw</private>' },
        { type: 'thinking', thinking: '<private>t</private>ok' },
        { type: 'tool_use', id: 't1', name: 'Bash', input: { command: 'echo <private>s3cret</private>' } },
        { type: 'tool_result', tool_use_id: 't1', content: [{ type: 'text', text: 'out <private>s3cret</private>' }] },
      ],
      opts,
    );
    expect(JSON.stringify(blocks)).not.toContain('s3cret');
    expect(JSON.stringify(blocks)).not.toContain('pw');
  });

  it('replaces images and unknown blocks with placeholders and cuts long tool output', () => {
    const blocks = normalizeContent(
      [
        { type: 'image', source: { type: 'base64', data: 'AAAA'.repeat(1000) } },
        { type: 'server_tool_use', id: 'x' },
        { type: 'tool_result', tool_use_id: 't', content: 'y'.repeat(500), is_error: true },
      ],
      opts,
    );
    expect(blocks[0]).toEqual({ type: 'placeholder', of: 'image' });
    expect(blocks[1]).toEqual({ type: 'placeholder', of: 'server_tool_use' });
    const r = blocks[2] as { content: string; is_error: boolean };
    expect(Buffer.byteLength(r.content)).toBeLessThanOrEqual(100);
    expect(r.content).toContain('cut by memoryd');
    expect(r.is_error).toBe(true);
  });

  it('never splits a multi-byte character when cutting', () => {
    const s = truncateUtf8('é'.repeat(100), 61, '…');
    expect(s).not.toContain('\uFFFD');
    expect(Buffer.byteLength(s)).toBeLessThanOrEqual(61);
  });

  it('counts prose, tool calls and tokens', () => {
    const blocks = normalizeContent(
      [
        { type: 'text', text: 'Let me look.' },
        { type: 'tool_use', id: 'a', name: 'Read', input: { file_path: '/x' } },
        { type: 'tool_use', id: 'b', name: 'Read', input: { file_path: '/y' } },
      ],
      opts,
    );
    expect(proseOf(blocks)).toBe('Let me look.');
    expect(toolUseCount(blocks)).toBe(2);
    expect(estimateTokens(blocks)).toBeGreaterThan(3);
    expect(normalizeContent('   ', opts)).toEqual([]);
  });

  it('leaves text the client injected into the user turn out of its prose', () => {
    const blocks = normalizeContent(
      [
        { type: 'text', text: '<system-reminder>\nContents of CLAUDE.md:\n- Always use pnpm.\n</system-reminder>' },
        { type: 'text', text: '<ide_opened_file>The user opened src/a.ts in the IDE.</ide_opened_file> Rename the helper please.' },
      ],
      opts,
    );
    expect(proseOf(blocks)).toBe('Rename the helper please.');
    // a shell command run from the prompt, its output, a line sent to the instructions file
    const shell = normalizeContent([{ type: 'text', text: '<bash-input>cat NOTES</bash-input><bash-stdout>Always use pnpm.</bash-stdout> ok, and <user-memory-input>never use npm</user-memory-input>' }], opts);
    expect(proseOf(shell)).toBe('ok, and');
  });

  it('derives the same id for the same message in the same scope, and another elsewhere', () => {
    const a = derivedMessageId('s', 'e1', 0, 'user', 'yes');
    expect(derivedMessageId('s', 'e1', 0, 'user', 'yes')).toBe(a);
    expect(derivedMessageId('s', 'e2', 0, 'user', 'yes')).not.toBe(a);
    expect(derivedMessageId('s', 'e1', 1, 'user', 'yes')).not.toBe(a);
    expect(derivedMessageId('t', 'e1', 0, 'user', 'yes')).not.toBe(a);
    // after another message, it is another message
    const done = derivedMessageId('s', '', 3, 'assistant', 'Done.', 'd-first-turn');
    expect(derivedMessageId('s', '', 3, 'assistant', 'Done.', 'd-first-turn')).toBe(done);
    expect(derivedMessageId('s', '', 3, 'assistant', 'Done.', 'd-second-turn')).not.toBe(done);
  });
});

import { describe, expect, it } from 'vitest';
import { buildOfflineNotes } from '../../src/memory/offline-notes.js';
import { SessionDigests } from '../../src/workers/session-digests.js';
import { sessionDb } from '../helpers/session-db.js';

describe('offline session notes from slim messages kept between runs', () => {
  it('are the notes of the whole session, read from the last run on', async () => {
    const { db, sessions, counting, read, add } = sessionDb();
    const digests = new SessionDigests(counting, 16, 7); // a read of 7 at a time: runs cross pages
    // A working session: requests, rules, reads, edits, commands, failures and their fixes,
    // a rejected call, thinking, pasted images, and a subagent's lines between them.
    const turn = (i: number): Array<{ role: 'user' | 'assistant'; blocks: object[]; sidechain?: boolean }> => [
      { role: 'user', blocks: [{ type: 'text', text: i % 7 === 0 ? `From now on always run the linter before commit ${i}.` : `Please fix the parser for case ${i}.` }, ...(i % 11 === 0 ? [{ type: 'placeholder', of: 'image' }] : [])] },
      { role: 'assistant', blocks: [{ type: 'thinking', thinking: 'hmm' }, { type: 'tool_use', id: `r${i}`, name: 'Read', input: { file_path: `/src/p${i % 13}.ts`, limit: 40 } }] },
      { role: 'user', blocks: [{ type: 'tool_result', tool_use_id: `r${i}`, content: 'x'.repeat(500) }] },
      { role: 'assistant', blocks: [{ type: 'tool_use', id: `b${i}`, name: 'Bash', input: { command: `npm test -- case${i % 5}`, timeout: 1 } }] },
      { role: 'user', blocks: [{ type: 'tool_result', tool_use_id: `b${i}`, is_error: i % 3 === 0, content: i % 9 === 0 ? "The user doesn't want to proceed with this tool use." : i % 3 === 0 ? [{ type: 'text', text: `FAIL case${i}` }] : 'ok' }] },
      { role: 'assistant', blocks: [{ type: 'tool_use', id: `s${i}`, name: 'Task', input: { prompt: 'look' } }], sidechain: false },
      { role: 'user', blocks: [{ type: 'text', text: 'subagent note' }], sidechain: true },
      { role: 'assistant', blocks: [{ type: 'tool_use', id: `e${i}`, name: 'Edit', input: { file_path: `/src/p${i % 13}.ts`, old_string: 'a', new_string: 'b' } }] },
      { role: 'user', blocks: [{ type: 'tool_result', tool_use_id: `e${i}`, content: 'edited' }] },
      { role: 'assistant', blocks: [{ type: 'text', text: `Fixed case ${i}: the parser now handles it.` }] },
    ];
    let seq = 0;
    const check = async (when: string) => {
      const whole = buildOfflineNotes(sessions.mainMessages('s', { uptoSeq: seq }), 300);
      const { fold, statements, lastSeq } = await digests.upTo('s', seq);
      expect(fold.notes(300, statements), when).toEqual(whole);
      expect(lastSeq).toBe(sessions.mainMessages('s', { uptoSeq: seq }).at(-1)!.seq);
    };
    for (let i = 1; i <= 60; i++) {
      for (const m of turn(i)) {
        seq++;
        add(seq, m.role, m.blocks, m.sidechain);
        // now and then a run ends on a tool call: the copy it is folded into must leave the fold's counts alone
        if (i % 4 === 1 && m.blocks.some((b) => (b as { name?: string }).name === 'Edit')) await check(`in turn ${i}`);
      }
      if (i === 40) db.prepare(`UPDATE messages SET content = ? WHERE seq = ?`).run(JSON.stringify([{ type: 'text', text: 'Fixed case 40, and the lexer too.' }]), seq); // the newest message grew
      // "no!" on its own as a run's newest message: the correction it announces comes in the next run
      if (i === 20) add(++seq, 'user', [{ type: 'text', text: 'no!' }]);
      // and as the message before a run's newest: that newest one is the correction
      if (i === 30) {
        add(++seq, 'user', [{ type: 'text', text: 'no!' }]);
        add(++seq, 'user', [{ type: 'text', text: 'The tokenizer is in lexer.ts.' }]);
      }
      await check(`after turn ${i}`);
    }
    // the comparison covered every section the builder fills
    const last = buildOfflineNotes(sessions.mainMessages('s'), 300);
    expect(last['Errors & Corrections']).toMatch(/rejected by the user[\s\S]*FAIL case|FAIL case[\s\S]*rejected by the user/);
    expect(last['Errors & Corrections']).toContain('User rule');
    expect(last['Errors & Corrections']).toContain('Correction: From now on always run the linter before commit 21.'); // the "no!" of turn 20, answered in the next run
    expect(last['Errors & Corrections']).toContain('Correction: The tokenizer is in lexer.ts.');
    expect(last['Files and Functions']).toMatch(/\/src\/p\d+\.ts \(read \d+×, edited \d+×\)/);
    expect(last.Workflow).toContain('npm test -- case');
    // later runs read only what came since the last one (and that one again)
    expect(read.slice(-2)).toEqual([7, 3]); // 1 + 9, in pages of 7
    expect(read.length).toBeLessThan(160); // and never the whole session again (60 runs of 10 messages)
    // a run that sees fewer messages than the last one gets the notes of what it sees
    const fewer = await digests.upTo('s', 100);
    expect(fewer.fold.notes(300, fewer.statements)).toEqual(buildOfflineNotes(sessions.mainMessages('s', { uptoSeq: 100 }), 300));
    // (the whole session's notes are built again at every check: 31 s beside other work on a slower host, past the 30 s
    // default; a check of what the notes are, not of how fast)
  }, 120_000);

  it('reads a long session from its start a slice at a time, serving the event loop between', async () => {
    const { counting, add } = sessionDb();
    for (let seq = 1; seq <= 2_000; seq++) add(seq, seq % 2 ? 'user' : 'assistant', [{ type: 'text', text: seq % 2 ? `We always tag releases ${seq}.` : 'Done.' }]);
    const digests = new SessionDigests(counting, 16, 200);
    // a turn of the event loop counted each time it comes round (where requests are served)
    let turns = 0;
    let reading = true;
    const count = () => {
      turns++;
      if (reading) setImmediate(count);
    };
    setImmediate(count);
    const { lastSeq, statements } = await digests.upTo('s', 2_000);
    reading = false;
    expect(lastSeq).toBe(2_000);
    expect(statements.length).toBeGreaterThan(0);
    expect(turns).toBeGreaterThanOrEqual(9); // ten slices, the loop served between each
  });
});

import { describe, expect, it } from 'vitest';
import { cacheControl, transcriptBlocks } from '../../src/llm/prompt-layout.js';
import { TranscriptWindows } from '../../src/workers/transcript-window.js';
import { sessionDb } from '../helpers/session-db.js';

describe('the transcript window of a growing session', () => {
  it('lays out the same prompt as a layout of the whole session, reading only from where it starts', () => {
    const { db, sessions, counting, read, add } = sessionDb();
    const windows = new TranscriptWindows(counting);
    const cc = cacheControl();
    // what a prompt is made of (`settled` counts from where each layout began reading)
    const shown = ({ blocks, firstSeq, lastSeq }: ReturnType<typeof transcriptBlocks>) => ({ blocks, firstSeq, lastSeq });
    let seq = 0;
    for (let round = 0; round < 90; round++) {
      for (let k = 0; k < 7; k++) {
        seq++;
        // ~500 tokens a message, and now and then a subagent's message between them
        add(seq, seq % 2 ? 'user' : 'assistant', [{ type: 'text', text: `${seq} `.padEnd(2_000, 'x') }], seq % 9 === 0);
      }
      if (round === 60) db.prepare(`UPDATE messages SET content = ? WHERE seq = ?`).run(JSON.stringify([{ type: 'text', text: 'grown '.padEnd(3_000, 'y') }]), seq); // the newest message grew
      const whole = transcriptBlocks(sessions.mainMessages('s', { uptoSeq: seq }), cc);
      expect(shown(windows.layout('s', seq, cc)), `after ${seq} messages`).toEqual(shown(whole));
    }
    // the start moved well past the beginning, and later layouts read from there
    expect(transcriptBlocks(sessions.mainMessages('s', { uptoSeq: seq }), cc).firstSeq).toBeGreaterThan(200);
    expect(read.at(-1)!).toBeLessThan(sessions.mainMessages('s').length / 2);
    // a job that saw fewer messages than the last one gets its own layout, not a later start
    expect(shown(windows.layout('s', 100, cc))).toEqual(shown(transcriptBlocks(sessions.mainMessages('s', { uptoSeq: 100 }), cc)));
  });
});

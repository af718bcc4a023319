import { describe, expect, it } from 'vitest';
import { givesTheFrameAnother, valueInAFrame } from '../../src/memory/value-frames.js';
import { updatesSaid } from '../../src/memory/updates.js';

const memory = (body: string) => `---\nname: ${body}\ndescription: ${body}\ntype: project\n---\n\n${body}\n`;

/**
 * Lines of what is said now, each followed by older memories it says otherwise of ("+ …") or leaves ("- …"); a line
 * said now that sets no value in a frame is followed by "(none)".
 */
function framesSayOtherwise(lines: string): void {
  let said = '';
  for (const line of lines.split('\n').map((l) => l.trim()).filter(Boolean)) {
    if (line === '(none)') expect(valueInAFrame(said), said).toBeNull();
    else if (!/^[+-] /.test(line)) said = line;
    else {
      const framed = valueInAFrame(said);
      expect(framed, said).not.toBeNull();
      expect(givesTheFrameAnother(memory(line.slice(2)), framed!), `${said} / ${line}`).toBe(line.startsWith('+'));
    }
  }
}

describe('a value said anew in the same words', () => {
  it('says otherwise of a memory with the same frame and another value, and of no other', () => {
    framesSayOtherwise(`
      heads up, the fiscal year now starts in January, finance aligned it with the calendar year
      + Our fiscal year starts in February, so Q1 is Feb to Apr.
      - The school year starts in September.
      - Our fiscal year starts in January.
      retention on prod topics is 14 days now
      + Retention on prod topics is 7 days unless the topic name ends in .compacted.
      - Retention on staging topics is 3 days.
      - Retention on prod topics is 7 days, 14 days for compacted ones.
      UI sign-off is Jonas now
      + UI sign-off is Mia.
      - Backend sign-off is Mia.
      staging resets every Sunday now
      + Staging resets every Friday night.
      - Prod backups run every Friday.
      the api base url is https://api.acme.dev now
      + The api base url is https://acme.dev/api.
      auto-updates come from GitHub releases now, we shut down the S3 bucket
      + Auto-updates come from our S3 bucket via electron-updater, don't switch it to GitHub releases.
    `);
  });

  it('reads no frame of words that name no subject, of no value, or of a question', () => {
    framesSayOtherwise(`
      we use Sentry now
      (none)
      the default branch is main now
      (none)
      is the fiscal year starting in January now?
      (none)
      the fiscal year starts in January
      (none)
    `);
  });

  it('is read only when no kind of update reads the statement', () => {
    // (a version is the version update's: one update, not two)
    expect(updatesSaid({ text: 'We bumped node to 22 now.', quote: 'we bumped node to 22 now', type: 'project' })).toHaveLength(1);
    const [fiscal] = updatesSaid({ text: 'The fiscal year now starts in January.', quote: 'the fiscal year now starts in January', type: 'project' });
    expect(fiscal!.saysOtherwise(memory('Our fiscal year starts in February.'))).toBe(true);
  });
});

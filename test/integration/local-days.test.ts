// What memoryd writes for people is dated by the user's calendar (the machine's time zone), the
// same one the user's "tomorrow" is read in — not UTC, which is a day behind in the early
// morning east of Greenwich.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { localDay, localTime, utcDay } from '../../src/clock.js';
import { absoluteDates } from '../../src/memory/offline-dream.js';
import { waitFor } from '../helpers/daemon.js';
import { useRig } from '../helpers/rig.js';
import { FakeClock } from '../helpers/clock.js';

// Node reads TZ again when it is set, and no date is made before the tests run; each test file
// runs in its own process, so the zone stays here.
process.env.TZ = 'Asia/Shanghai';

// Tuesday 2026-12-01, 07:30 in Shanghai; still Monday 2026-11-30 in UTC.
const AT = Date.parse('2026-11-30T23:30:00Z');

describe('local days', () => {
  const rigs = useRig();

  it('are the days of the clock functions and the dream, while spending counts in UTC days', () => {
    expect([localDay(AT), localTime(AT), utcDay(AT)]).toEqual(['2026-12-01', '07:30', '2026-11-30']);
    expect(absoluteDates('We shipped it yesterday.', AT)).toBe('We shipped it on 2026-11-30.');
  });

  it('date a saved memory and the relative days in it alike', async () => {
    const { d, memDir, root } = await rigs.start({
      clock: new FakeClock(AT),
      config: { queue: { pollMs: 20, backoffBaseMs: 20, backoffMaxMs: 50 }, watch: { enabled: false }, sessionNotes: { enabled: false } },
    });
    await d.client.postEvents({
      type: 'turn_end',
      session: 'tz1',
      project: root,
      event_id: 'turn-1',
      messages: [
        { role: 'user', content: 'The staging deploy is frozen until tomorrow because of the audit.' },
        { role: 'assistant', content: 'Noted.' },
      ],
    });
    const file = await waitFor(() => readdirSync(memDir).find((f) => f.startsWith('project_')));
    const text = readFileSync(join(memDir, file!), 'utf8');
    expect(text).toContain('frozen until tomorrow (2026-12-02)');
    expect(text).toContain('The user said so on 2026-12-01');
  });
});

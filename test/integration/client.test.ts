// The typed client against a live daemon: every response it types is checked against the same
// zod schema, so the client's types cannot drift from what the server sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompactResponse, ContextResponse, DreamRun, MemoryFile, RecallResponse, Status } from '../../src/api/schemas.js';
import { waitFor } from '../helpers/daemon.js';
import { startRig } from '../helpers/rig.js';
import { runCli } from '../helpers/process.js';

describe('typed client', () => {
  let rig: Awaited<ReturnType<typeof startRig>>;
  beforeAll(async () => {
    rig = await startRig({ config: { watch: { enabled: false }, dream: { cron: true } } });
  });
  afterAll(() => rig.stop());

  it('gets what its types say', async () => {
    const { d, slug, root } = rig;
    const put = await d.client.putMemory(slug, 'feedback_tabs.md', { name: 'Tabs', description: 'Indent with tabs in this repo', type: 'feedback', body: 'Tabs.', session: 's1' });
    expect(put.created).toBe(true);
    expect(MemoryFile.parse(await d.client.memory(slug, 'feedback_tabs.md')).type).toBe('feedback');
    const recalled = RecallResponse.parse(await d.client.recall({ project: root, q: 'tabs or spaces for indent?', session: 's1' }));
    expect(recalled.memories[0]!.file).toBe('feedback_tabs.md');
    expect(ContextResponse.parse(await d.client.context(root, 's1')).text).toContain('feedback_tabs.md');
    expect(CompactResponse.parse(await d.client.compact('s1')).available).toBe(false);
    const run = DreamRun.parse(await d.client.dream(slug));
    await waitFor(async () => ['done', 'skipped', 'failed'].includes((await d.client.dreamRun(run.id)).state));
    const status = Status.parse(await d.client.status());
    expect(status.dream.cron).toMatch(/^\d+ [0-5] \* \* \*$/);
    expect(status.projects[0]!.memories).toBe(1);
  });

  it('memoryd status prints what the daemon holds, for people', async () => {
    const { d, root } = rig;
    const out = await runCli(['status'], { MEMORYD_HOME: d.home, MEMORYD_PORT: new URL(d.url).port });
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^memoryd \S+ · pid \d+ · up \d+s · \d+ MB · provider offline$/m);
    expect(out.stdout).toMatch(/^home \S+ · database \d+\.\d MB \(\+ \d+\.\d MB log\)$/m);
    expect(out.stdout).toContain(`  ${root}  1 memory, `);
    expect(out.stdout).toMatch(/^model use today: 0 tokens, \$0\.0000$/m);
    expect(out.stdout).toMatch(/^next dream: \d{4}-\d\d-\d\d \d\d:\d\d (?:UTC|[+-]\d\d:\d\d)$/m);
  });
});

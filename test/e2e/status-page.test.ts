// The status page in a real headless browser: it loads with the token, shows a project, and
// updates live when an event is posted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../helpers/chromium.js';
import { raw, startTestDaemon, tempDir, type TestDaemon } from '../helpers/daemon.js';
import { ROOT } from '../helpers/process.js';

describe('status page', () => {
  let d: TestDaemon;
  let browser: Browser;
  beforeAll(async () => {
    const executablePath = ensureChromium();
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    d = await startTestDaemon({ config: { watch: { enabled: false } } });
  }, 20 * 60_000);
  afterAll(async () => {
    await browser?.close();
    await d?.stop();
  });

  it('refuses the page without the token', async () => {
    expect((await raw(d, 'GET', '/', { auth: false })).status).toBe(401);
    expect((await raw(d, 'GET', '/login?token=wrong', { auth: false })).status).toBe(401);
  });

  it('loads with the token, shows a project, and updates when an event is posted', async () => {
    const first = tempDir('memoryd-page-a-');
    await d.client.postEvents({ type: 'session_start', session: 'page-1', project: first });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${d.url}/login?token=${encodeURIComponent(d.token)}`);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.waitForSelector(`#projects code:text("${first}")`);
    await page.waitForSelector('#live.on');
    expect(await page.textContent('#meta')).toContain('provider offline');

    const second = tempDir('memoryd-page-b-');
    await d.client.postEvents({ type: 'turn_end', session: 'page-2', project: second, messages: [{ role: 'user', content: 'Remember that the page test ran.' }, { role: 'assistant', content: 'Noted.' }] });
    await page.waitForSelector(`#projects code:text("${second}")`, { timeout: 5_000 });
    await page.waitForSelector('#notifications li:has-text("Saved 1 memory")', { timeout: 5_000 });
    expect(await page.textContent('#meta')).toMatch(/event loop p99 [\d.]+ ms/);
    // a Claude Code hook with a stale token: Claude Code shows nothing, the page does
    expect((await raw(d, 'POST', '/v1/hooks/claude-code', { auth: false, headers: { authorization: 'Bearer stale' }, body: {} })).status).toBe(401);
    await page.reload();
    await page.waitForSelector('#errors li:has-text("1 Claude Code hooks refused for a wrong or missing token")', { timeout: 5_000 });
    const out = join(ROOT, 'test-output');
    mkdirSync(out, { recursive: true });
    await page.screenshot({ path: join(out, 'status-page.png'), fullPage: true });
    await page.close();
  });
});

// Debian's Chromium for the browser test: installed by the test setup when it is missing (CI
// and developers run as root here), never downloaded by a test tool.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';

export function ensureChromium(): string {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  if (process.getuid?.() !== 0) throw new Error(`${CHROMIUM} is missing and this user cannot install it: apt-get install chromium`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'ignore', env, timeout: 10 * 60_000 });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'ignore', env, timeout: 15 * 60_000 });
  if (!existsSync(CHROMIUM)) throw new Error('apt-get installed chromium, but /usr/bin/chromium is not there');
  return CHROMIUM;
}

/** Flags for a headless run as root on a closed network. */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

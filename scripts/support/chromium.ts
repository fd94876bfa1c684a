/**
 * Finds the Chromium the crawl, the end-to-end tests and Lighthouse drive: CHROME_PATH,
 * else Debian's `chromium` (installed by scripts/setup.sh). Puppeteer never downloads one.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function chromiumPath(): string {
  const configured = process.env.CHROME_PATH;
  if (configured) {
    if (!existsSync(configured))
      throw new Error(`CHROME_PATH points to a missing file: ${configured}`);
    return configured;
  }
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error('No Chromium found: install Debian\'s "chromium" package or set CHROME_PATH.');
  }
  return found;
}

/** Flags for headless Chromium as root on a machine without outside network. */
function chromiumFlags(userDataDir: string): string[] {
  return [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
    `--user-data-dir=${userDataDir}`,
  ];
}

export async function launchChromium(extraFlags: string[] = []): Promise<Browser> {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'chromium-profile-'));
  return puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...chromiumFlags(userDataDir), ...extraFlags],
  });
}

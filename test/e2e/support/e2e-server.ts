/**
 * Starts the real server (prerendered `dist/` plus the lead service on a throwaway
 * SQLite file) on 127.0.0.1 for end-to-end tests, and a shared headless Chromium. A test
 * may give the server a test SMTP server to send its email to and a clock of its own.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { buildServer } from '../../../server/app';
import { parseServerEnv } from '../../../server/config/server-env';
import { createApiService } from '../../../server/api-service';
import type { Clock } from '../../../server/clock';
import {
  startSmtpReceiver,
  type SmtpReceiver,
} from '../../../test/support/lead-notification-receivers';
import { launchChromium } from '../../../scripts/support/chromium';
import { ISLAND_ATTRIBUTE, isPageReady } from '../../../src/hydration/deferred-island';

export interface E2eContext {
  origin: string;
  browser: Browser;
  sqlitePath: string;
  /** The test SMTP server every email goes to, when the test asked for one. */
  smtp?: SmtpReceiver;
  stop(): Promise<void>;
}

export interface E2eOptions {
  /**
   * Send email (lead notifications to LEAD_NOTIFY_EMAIL, quote receipts, booking
   * confirmations) to a test SMTP server on 127.0.0.1, captured in `context.smtp`.
   */
  smtp?: boolean;
  /** The server's clock (test/support/clocks.ts); the machine's by default. */
  clock?: Clock;
}

/** Where the e2e server sends the owner's email when it has a test SMTP server. */
export const E2E_OWNER_EMAIL = 'owner@example.com';

export async function startE2e(options: E2eOptions = {}): Promise<E2eContext> {
  const smtp = options.smtp ? await startSmtpReceiver() : undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const sqlitePath = path.join(dataDir, 'leads.sqlite');
  const env = parseServerEnv({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    SQLITE_PATH: sqlitePath,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    LEAD_MIN_FILL_MS: '0',
    LEAD_RATE_LIMIT_PER_MINUTE: '1000',
    // Served over plain http, and configured so, as a plain-http deployment would be.
    ADMIN_COOKIE_SECURE: 'false',
    ...(smtp && { SMTP_URL: smtp.url, LEAD_NOTIFY_EMAIL: E2E_OWNER_EMAIL }),
  });
  const app = await buildServer(env, (logger) =>
    createApiService(env, logger, { clock: options.clock }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await launchChromium();
  return {
    origin: `http://127.0.0.1:${port}`,
    browser,
    sqlitePath,
    smtp,
    async stop() {
      await browser.close();
      await app.close();
      await smtp?.close();
    },
  };
}

/** A new page that records console errors and page errors. */
export async function openPage(
  context: E2eContext,
  width = 1280,
): Promise<{ page: Page; errors: string[] }> {
  const browserContext = await context.browser.createBrowserContext();
  const page = await browserContext.newPage();
  await page.setViewport({ width, height: 900 });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push((error as Error).message));
  // A Content-Security-Policy violation is not always logged to the console (a caught
  // `new Function` probe is not), but Lighthouse counts it: report each one as an error.
  await page.exposeFunction('__reportCspViolation', (text: string) => errors.push(text));
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void })
        .__reportCspViolation;
      report(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  return { page, errors };
}

/**
 * Waits until React has hydrated the page (the page head is managed only after that) and
 * its deferred islands (the footer) have loaded and hydrated too.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(isPageReady, { timeout: 15000, polling: 100 }, ISLAND_ATTRIBUTE);
}

/**
 * Holds each of the app's scripts back for `delayMs`, as on a slow phone, so a test can use
 * the page's HTML before it hydrates.
 */
export async function holdAppScripts(page: Page, delayMs: number): Promise<void> {
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (!/\/assets\/.*\.js$/.test(request.url())) return void request.continue();
    setTimeout(() => void request.continue(), delayMs);
  });
}

/**
 * The inbox in Chromium for end-to-end tests: accounts made with the real CLI against the
 * e2e database, signing in, and posting a form the way a person does.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import type { HTTPResponse, Page } from 'puppeteer-core';
import type { E2eContext } from './e2e-server';

const ROOT = path.resolve(__dirname, '../../..');

export interface AdminAccount {
  email: string;
  password: string;
}

/** `npm run leads -- user add …`, as the owner would run it, password piped on stdin. */
export function leadsCli(context: E2eContext, args: string[], input: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      ['server/cli/leads-cli.ts', ...args],
      {
        cwd: ROOT,
        env: { ...process.env, SQLITE_PATH: context.sqlitePath, DATABASE_URL: '' },
        timeout: 60_000,
      },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
    );
    child.stdin!.end(input);
  });
}

export async function signIn(
  page: Page,
  origin: string,
  account: AdminAccount,
): Promise<HTTPResponse | null> {
  await page.goto(`${origin}/admin/sign-in`);
  await page.type('input[name="email"]', account.email);
  await page.type('input[name="password"]', account.password);
  const [response] = await Promise.all([
    page.waitForNavigation(),
    page.click('button[type="submit"]'),
  ]);
  return response;
}

/** Clicks `selector` (a submit button or a link) and waits for the page it leads to. */
export async function submitAndWait(page: Page, selector: string): Promise<HTTPResponse | null> {
  const [response] = await Promise.all([page.waitForNavigation(), page.click(selector)]);
  return response;
}

export const pageText = (page: Page): Promise<string> =>
  page.evaluate(() => document.body.innerText);

/** The page's width in CSS pixels: no wider than the phone means no sideways scrolling. */
export const pageWidth = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth);

/**
 * `npm run bench`: the site's speed and size figures, printed (not asserted).
 * - build seconds and crawl seconds per page (runs `npm run build` unless BENCH_SKIP_BUILD=1);
 * - for the home page: HTML bytes, and JS (raw and gzip) requested before and after hydration;
 * - for one page of each type: its first-load JS (gzip, scripts requested before the page
 *   has hydrated), and Lighthouse mobile (its default: simulated slow 4G, 4x CPU slowdown),
 *   the median of BENCH_RUNS runs (default 3): performance, accessibility, best practices
 *   and SEO scores, FCP, LCP, the LCP minus FCP gap, TBT, main-thread script time (the
 *   `bootup-time` audit) and CLS;
 * - the median of each figure over the page types, and Lighthouse's `benchmarkIndex` of the
 *   machine (its CPU speed: the figures above are only comparable at a similar index).
 * BENCH_PAGES=/,/blog limits the pages.
 */
import { execFileSync } from 'node:child_process';
import type { Browser } from 'puppeteer-core';
import { buildServer } from '../server/app';
import { parseServerEnv } from '../server/config/server-env';
import { launchChromium } from './support/chromium';
import { measureFirstLoad } from './support/first-load';
import { PAGE_TYPE_SAMPLES } from './support/page-samples';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function runBuild(): void {
  const started = performance.now();
  const output = execFileSync('npm', ['run', '--silent', 'build'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(`build: ${seconds.toFixed(1)} s in all`);
  // The crawl's own summary line (scripts/prerender.ts): pages reused and crawled.
  const crawl = output.match(/^prerender: \d+ pages in .*$/m);
  if (crawl) console.log(crawl[0].replace(/^prerender/, 'crawl'));
}

/** Lighthouse's measure of the machine's CPU speed, one per run. */
const benchmarkIndexes: number[] = [];

async function lighthouseMedians(browser: Browser, url: string, runs: number) {
  const { default: lighthouse } = await import('lighthouse');
  const port = Number(new URL(browser.wsEndpoint()).port);
  const results: Record<string, number[]> = {};
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
    const lhr = result!.lhr;
    // A run Lighthouse could not finish (it says why) is left out, not counted as zeros.
    if (lhr.runtimeError) {
      console.log(`  ${url}: Lighthouse run failed (${lhr.runtimeError.code}), left out`);
      continue;
    }
    const record = (name: string, value: number | null | undefined) =>
      (results[name] ??= []).push(value ?? NaN);
    for (const category of ['performance', 'accessibility', 'best-practices', 'seo']) {
      record(category, Math.round((lhr.categories[category]?.score ?? 0) * 100));
    }
    const fcp = lhr.audits['first-contentful-paint']?.numericValue;
    const lcp = lhr.audits['largest-contentful-paint']?.numericValue;
    record('FCP ms', fcp);
    record('LCP ms', lcp);
    record('LCP-FCP ms', lcp !== undefined && fcp !== undefined ? lcp - fcp : undefined);
    record('TBT ms', lhr.audits['total-blocking-time']?.numericValue);
    record('script ms', lhr.audits['bootup-time']?.numericValue);
    record('CLS', lhr.audits['cumulative-layout-shift']?.numericValue);
    benchmarkIndexes.push(lhr.environment.benchmarkIndex);
  }
  return Object.fromEntries(
    Object.entries(results).map(([name, values]) => [name, median(values)]),
  );
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') runBuild();
  const env = parseServerEnv({ ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
  const app = await buildServer(env);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 390, height: 844, isMobile: true });
    const home = await measureFirstLoad(page, `${origin}/`);
    await page.close();
    console.log(`home HTML: ${kb(home.html.raw)} raw, ${kb(home.html.gzip)} gzip`);
    console.log(
      `home first-load JS (requested before hydration): ${home.firstLoadJs.files} files, ${kb(home.firstLoadJs.raw)} raw, ${kb(home.firstLoadJs.gzip)} gzip`,
    );
    console.log(
      `home JS requested after hydration: ${home.laterJs.files} files, ${kb(home.laterJs.raw)} raw, ${kb(home.laterJs.gzip)} gzip`,
    );
    console.log('home first-load CSS files: none (styles are inline in the HTML)');
    const runs = Number(process.env.BENCH_RUNS ?? 3);
    const pages = process.env.BENCH_PAGES
      ? Object.fromEntries(process.env.BENCH_PAGES.split(',').map((path) => [path, path]))
      : PAGE_TYPE_SAMPLES;
    console.log(`\nPer page type: first-load JS, and Lighthouse mobile, median of ${runs} runs:`);
    const rows: Record<string, number | string>[] = [];
    for (const [type, pagePath] of Object.entries(pages)) {
      const tab = await browser.newPage();
      await tab.setViewport({ width: 390, height: 844, isMobile: true });
      const load = await measureFirstLoad(tab, `${origin}${pagePath}`, 1000);
      await tab.close();
      const scores = await lighthouseMedians(browser, `${origin}${pagePath}`, runs);
      rows.push({
        type,
        'first-load JS KB': Number((load.firstLoadJs.gzip / 1024).toFixed(1)),
        ...Object.fromEntries(
          Object.entries(scores).map(([name, value]) => [
            name,
            name === 'CLS' ? Number(value.toFixed(3)) : Math.round(value),
          ]),
        ),
      });
    }
    console.table(rows);
    // The median of each figure over the page types: the README's summary line.
    const columns = Object.keys(rows[0] ?? {}).filter((name) => name !== 'type');
    console.log(
      `median over ${rows.length} page types: ${columns
        .map(
          (name) =>
            `${name} ${median(rows.map((row) => Number(row[name])).filter(Number.isFinite))}`,
        )
        .join(', ')}`,
    );
    console.log(
      `Lighthouse benchmarkIndex: median ${median(benchmarkIndexes)}, ` +
        `${Math.min(...benchmarkIndexes)} to ${Math.max(...benchmarkIndexes)} over ${benchmarkIndexes.length} runs`,
    );
  } finally {
    await browser.close();
    await app.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

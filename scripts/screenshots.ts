/**
 * `npm run screenshots`: one PNG per page type and width in `screenshots/` (git-ignored),
 * taken in headless Chromium over the built site, so anyone can look at the whole site in
 * a minute. Build first (`npm run build`). `SCREENSHOT_WIDTHS=390,1280` and
 * `SCREENSHOT_PAGES=home-mobile,blog` narrow the set; `SCREENSHOT_MENU=1` also photographs
 * the open mobile menu at phone widths; `SCREENSHOT_TILE_PX=1400` also cuts each page into
 * tiles of that height (`-part1.png`, …), easier to read than one very tall image.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { openPage, startE2e, waitForApp } from '../test/e2e/support/e2e-server';
import { LAYOUT_WIDTHS, PAGE_SAMPLES, PHONE_WIDTHS } from './support/page-samples';

/** Taller pages are cut here: the point is to see the layout, not to archive the page. */
const MAX_HEIGHT_PX = 9000;
const OUT_DIR = path.resolve('screenshots');

function listFromEnv(name: string): string[] | undefined {
  const value = process.env[name];
  return value ? value.split(',').map((item) => item.trim()) : undefined;
}

async function main() {
  const widths = (listFromEnv('SCREENSHOT_WIDTHS')?.map(Number) ?? [...LAYOUT_WIDTHS]).filter(
    (width) => width > 0,
  );
  const names = listFromEnv('SCREENSHOT_PAGES');
  const samples = PAGE_SAMPLES.filter((sample) => !names || names.includes(sample.name));
  mkdirSync(OUT_DIR, { recursive: true });
  const context = await startE2e();
  const started = Date.now();
  let count = 0;
  try {
    for (const width of widths) {
      const { page } = await openPage(context, width);
      // Sections fade in as they scroll into view; with reduced motion they are simply
      // there, so a full-page picture shows them.
      await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
      for (const sample of samples) {
        await page.goto(context.origin + sample.path, { waitUntil: 'load' });
        await waitForApp(page);
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const file = path.join(OUT_DIR, `${sample.name}-${width}.png`);
        await page.screenshot({
          path: file as `${string}.png`,
          clip: { x: 0, y: 0, width, height: Math.min(height, MAX_HEIGHT_PX) },
          captureBeyondViewport: true,
        });
        count += 1;
        const tile = Number(process.env.SCREENSHOT_TILE_PX ?? 0);
        for (
          let top = 0, part = 1;
          tile > 0 && top < Math.min(height, MAX_HEIGHT_PX);
          top += tile, part += 1
        ) {
          await page.screenshot({
            path: path.join(OUT_DIR, `${sample.name}-${width}-part${part}.png`) as `${string}.png`,
            clip: { x: 0, y: top, width, height: Math.min(tile, height - top) },
            captureBeyondViewport: true,
          });
        }
        if (process.env.SCREENSHOT_MENU && (PHONE_WIDTHS as readonly number[]).includes(width)) {
          await page.click('[aria-controls="mobile-menu"]');
          await page.waitForSelector('#mobile-menu');
          await page.screenshot({
            path: path.join(OUT_DIR, `${sample.name}-${width}-menu.png`) as `${string}.png`,
          });
          await page.keyboard.press('Escape');
          count += 1;
        }
      }
      await page.browserContext().close();
    }
  } finally {
    await context.stop();
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `screenshots: ${count} PNG files in ${path.relative(process.cwd(), OUT_DIR)}/ (${seconds} s)`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * What a person sees, measured on the screen rather than read from the DOM: one page of
 * every page type (`scripts/support/page-samples.ts`) at every width from 360 to 1440 px
 * (run from layout-phones.e2e.ts and layout-wide.e2e.ts),
 * in Chromium over the built site. It fails when
 * - the document is wider than the viewport, or a text box is cut off by its container
 *   or pushed off the screen;
 * - a text's font size is not on the theme's type scale;
 * - on a phone, the menu does not open, a menu link is not the element under its own
 *   centre (covered, or off-screen), or Escape does not close it;
 * - the sticky call bar is outside the viewport, or covers the cookie banner's buttons or
 *   a form's submit button;
 * - a `tel:` link dials another number than the page's;
 * - text over a gradient or artwork has less contrast than WCAG AA against the pixels
 *   actually behind its letters (two screenshots, with and without the text).
 * Why: the earlier suite passed while the home page was 482 px wide on a 390 px phone
 * and the menu opened as an empty strip (docs/decisions.md#phone-layout-and-the-layout-suite).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import { businessProfile } from '../../../src/content/business-profile';
import { fontSize } from '../../../src/ui/theme/tokens';
import { PAGE_SAMPLES, PHONE_WIDTHS, type PageSample } from '../../../scripts/support/page-samples';
import { openPage, startE2e, waitForApp, type E2eContext } from './e2e-server';

/**
 * Two animation frames: what a scroll needs to be painted and observed. Transitions are off
 * (the test emulates reduced motion), so nothing is still moving after them.
 */
const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/**
 * tsx compiles the functions below with esbuild's `keepNames`, which wraps inner named
 * functions in a `__name(...)` helper that does not exist in the page: define it there.
 */
const DEFINE_NAME_HELPER = 'globalThis.__name = (fn) => fn;';

/** The theme's type scale in CSS pixels (16 px root). */
const SCALE_PX = Object.values(fontSize).map((rem) => parseFloat(rem) * 16);

/** Widths at which the sticky bar is shown (below the `lg` breakpoint). */
const BAR_MAX_WIDTH = 1023;

const expectedPhone = (sample: PageSample) =>
  sample.name === 'qr' ? businessProfile.qrPhone.e164 : businessProfile.phone.e164;

/** Text boxes that overflow, fall off the screen or use an off-scale font size. */
function findLayoutProblems(scale: number[]): string[] {
  const problems: string[] = [];
  const viewport = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > viewport) {
    problems.push(`document is ${document.documentElement.scrollWidth}px wide`);
  }
  const describe = (element: Element) => {
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const id = element.id ? `#${element.id}` : '';
    return `<${element.tagName.toLowerCase()}${id}> "${text}"`;
  };
  const hasOwnText = (element: Element) =>
    [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
    );
  /** Visually hidden helpers (a 1px clipped box) and hidden elements are not seen. */
  const isSeen = (element: Element, rect: DOMRect) => {
    if (rect.width <= 1 || rect.height <= 1) return false;
    const style = getComputedStyle(element);
    return style.visibility === 'visible' && style.opacity !== '0';
  };
  const sizes = new Set<string>();
  for (const element of document.body.querySelectorAll('*')) {
    if (!hasOwnText(element) || element.closest('svg, script, style, noscript')) continue;
    const rect = element.getBoundingClientRect();
    if (!isSeen(element, rect)) continue;
    // Wholly left of the screen is hidden on purpose (the forms' honeypot field); content
    // pushed off to the right widens the document, which is checked above.
    if (rect.right <= 0) continue;
    // Carousels scroll their slides past their edges on purpose.
    if (element.closest('[data-scroller]')) continue;
    const style = getComputedStyle(element);
    const px = parseFloat(style.fontSize);
    if (!scale.some((step) => Math.abs(step - px) < 0.05))
      sizes.add(`${px}px ${describe(element)}`);
    if (rect.right > viewport + 1 || rect.left < -1) {
      problems.push(
        `off-screen (${Math.round(rect.left)}..${Math.round(rect.right)}px): ${describe(element)}`,
      );
      continue;
    }
    const clips = (value: string) => value !== 'visible';
    if (
      !['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName) &&
      clips(style.overflowX) &&
      element.scrollWidth > element.clientWidth + 1
    ) {
      problems.push(`text cut off inside its own box: ${describe(element)}`);
      continue;
    }
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const parentStyle = getComputedStyle(parent);
      if (!clips(parentStyle.overflowX) && !clips(parentStyle.overflowY)) continue;
      const box = parent.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) break; // a visually hidden wrapper
      if (rect.right > box.right + 1 || rect.bottom > box.bottom + 1) {
        problems.push(`text cut off by <${parent.tagName.toLowerCase()}>: ${describe(element)}`);
      }
      break;
    }
  }
  for (const size of sizes) problems.push(`font size off the type scale: ${size}`);
  return problems;
}

async function checkMenu(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const toggle = await page.$('[aria-controls="mobile-menu"]');
  if (!toggle) return ['no menu button'];
  await toggle.click();
  await page.waitForSelector('#mobile-menu', { timeout: 2000 });
  const menuProblems = await page.evaluate(async () => {
    const found: string[] = [];
    const panel = document.getElementById('mobile-menu')!;
    const panelRect = panel.getBoundingClientRect();
    if (panelRect.height < window.innerHeight * 0.5) {
      found.push(`menu panel is only ${Math.round(panelRect.height)}px high`);
    }
    const links = [...panel.querySelectorAll('a')];
    if (links.length < 5) found.push(`menu has ${links.length} links`);
    for (const link of links) {
      link.scrollIntoView({ block: 'center' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const rect = link.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      if (!hit || !link.contains(hit)) {
        found.push(`menu link "${link.textContent}" is covered by ${hit?.tagName ?? 'nothing'}`);
      }
      if (rect.height < 44) found.push(`menu link "${link.textContent}" is ${rect.height}px tall`);
    }
    return found;
  });
  problems.push(...menuProblems);
  await page.keyboard.press('Escape');
  await page
    .waitForFunction(() => !document.getElementById('mobile-menu'), { timeout: 1000 })
    .catch(() => undefined);
  if (await page.$('#mobile-menu')) problems.push('Escape does not close the menu');
  return problems;
}

type Rect = { left: number; top: number; right: number; bottom: number };
const overlaps = (a: Rect, b: Rect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

async function checkStickyBar(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const barRect = () =>
    page.evaluate(() => {
      const bar = document.querySelector('nav[aria-label="Quick actions"]');
      if (!bar || getComputedStyle(bar).visibility !== 'visible') return null;
      const { left, top, right, bottom } = bar.getBoundingClientRect();
      return { left, top, right, bottom, height: window.innerHeight, width: window.innerWidth };
    });
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page);
  const bar = await barRect();
  if (bar) {
    if (bar.bottom > bar.height + 1 || bar.top < 0 || bar.right > bar.width + 1) {
      problems.push(`sticky bar outside the viewport: ${JSON.stringify(bar)}`);
    }
    const bannerButtons = await page.evaluate(() =>
      [...document.querySelectorAll('[aria-labelledby="cookie-banner-title"] button')].map(
        (button) => {
          const { left, top, right, bottom } = button.getBoundingClientRect();
          return { left, top, right, bottom };
        },
      ),
    );
    for (const button of bannerButtons) {
      if (overlaps(bar, button)) problems.push('sticky bar covers a cookie banner button');
    }
  }
  // Every form's submit button, scrolled into the middle of the screen (or as far as the
  // page goes): the bar must hide for a lead form, and leave room below any other.
  const submitCount = await page.$$eval('form button[type="submit"]', (buttons) => buttons.length);
  for (let index = 0; index < submitCount; index += 1) {
    await page.evaluate((i) => {
      const button = document.querySelectorAll('form button[type="submit"]')[i]!;
      button.scrollIntoView({ block: 'center' });
    }, index);
    // The bar hides a moment after a form comes into view (an IntersectionObserver, then a
    // render): wait until it is out of the button's way, up to a second, then measure.
    await page
      .waitForFunction(
        (i) => {
          const bar = document.querySelector('nav[aria-label="Quick actions"]');
          if (!bar || getComputedStyle(bar).visibility !== 'visible') return true;
          const a = bar.getBoundingClientRect();
          const buttons = document.querySelectorAll('form button[type="submit"]');
          const b = buttons[i]!.getBoundingClientRect();
          return !(a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom);
        },
        { timeout: 1000, polling: 'raf' },
        index,
      )
      .catch(() => undefined);
    await settled(page);
    const submit = await page.evaluate((i) => {
      const buttons = document.querySelectorAll('form button[type="submit"]');
      const { left, top, right, bottom } = buttons[i]!.getBoundingClientRect();
      return { left, top, right, bottom };
    }, index);
    const barNow = await barRect();
    if (barNow && overlaps(barNow, submit))
      problems.push(`sticky bar covers submit button ${index}`);
  }
  return problems;
}

/**
 * Contrast of each text box over a gradient or artwork, from pixels: the box is
 * photographed with its text made transparent, and the text colour is compared with the
 * lightest and darkest pixels behind it (the worst case, a few outliers aside).
 */
async function checkContrastOverArt(page: Page, decoder: Page): Promise<string[]> {
  const targets = await page.evaluate(() => {
    const found: { index: number; color: string; large: boolean; label: string }[] = [];
    const elements = [...document.body.querySelectorAll('*')];
    elements.forEach((element, index) => {
      const own = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      if (!own || element.closest('svg')) return;
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) return;
      // Only text whose nearest painted background is a gradient or an image.
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== 'none') {
          const size = parseFloat(getComputedStyle(element).fontSize);
          const weight = Number(getComputedStyle(element).fontWeight);
          found.push({
            index,
            color: getComputedStyle(element).color,
            large: size >= 24 || (size >= 18.66 && weight >= 700),
            label: (element.textContent ?? '').trim().slice(0, 40),
          });
          return;
        }
        if (style.backgroundColor !== 'rgba(0, 0, 0, 0)') return;
      }
    });
    return found;
  });
  if (process.env.LAYOUT_DEBUG) console.log(targets.map((target) => target.label));
  const problems: string[] = [];
  // No hover state: the pointer rests where earlier steps clicked.
  await page.mouse.move(0, 0);
  // The first 16 on the page: the hero and the first bands, where art sits behind text.
  for (const target of targets.slice(0, 16)) {
    // The box in page coordinates, measured once with the text in the middle of the screen,
    // so both pictures below cover exactly the same pixels.
    const clip = await page.evaluate((index) => {
      const found = document.body.querySelectorAll('*')[index] as HTMLElement;
      const style = document.createElement('style');
      style.id = 'layout-contrast-style';
      // No transitions (the two pictures must differ only by the text), and the fixed bars
      // that may float over the text (header, sticky bar, cookie banner) are hidden.
      style.textContent = `*, *::before, *::after { transition: none !important; animation: none !important; }
          [data-layout-contrast] { color: transparent !important; text-shadow: none !important; }
          header[data-scrolled], nav[aria-label="Quick actions"], [aria-labelledby="cookie-banner-title"] { visibility: hidden !important; }`;
      document.head.append(style);
      found.scrollIntoView({ block: 'center' });
      const rect = found.getBoundingClientRect();
      if (rect.width < 1 || rect.height < 1) {
        style.remove();
        return null;
      }
      return { x: rect.x + scrollX, y: rect.y + scrollY, width: rect.width, height: rect.height };
    }, target.index);
    if (!clip) continue;
    // Two pictures of the same box: with the text, and with the text made transparent.
    // Pixels that differ are the glyphs; the second picture at those pixels is what is
    // really behind the letters (a border or an icon beside them does not count).
    // The box is on the screen, so it is taken from the screen as it is (puppeteer's default,
    // `captureBeyondViewport`, has Chromium paint beyond it for every picture), with fast
    // but still lossless PNG compression: the same ratios, in about 60% of the time
    // (docs/testing.md#the-layout-suite).
    const picture = async () =>
      (await page.screenshot({
        clip,
        captureBeyondViewport: false,
        optimizeForSpeed: true,
        encoding: 'base64',
      })) as string;
    const withText = await picture();
    await page.evaluate((index) => {
      (document.body.querySelectorAll('*')[index] as HTMLElement).dataset.layoutContrast = 'on';
    }, target.index);
    const withoutText = await picture();
    await page.evaluate((index) => {
      delete (document.body.querySelectorAll('*')[index] as HTMLElement).dataset.layoutContrast;
      document.getElementById('layout-contrast-style')?.remove();
    }, target.index);
    const ratio = await decoder.evaluate(
      async (textData: string, backgroundData: string, color: string) => {
        const decode = async (data: string) => {
          const image = await createImageBitmap(
            await (await fetch(`data:image/png;base64,${data}`)).blob(),
          );
          const canvas = new OffscreenCanvas(image.width, image.height);
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, image.width, image.height).data;
        };
        const text = await decode(textData);
        const background = await decode(backgroundData);
        if (text.length !== background.length) return 21;
        const channel = (value: number) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        const luminance = (r: number, g: number, b: number) =>
          0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
        const [r, g, b] = (color.match(/[\d.]+/g) ?? ['0', '0', '0']).map(Number);
        const textLuminance = luminance(r!, g!, b!);
        const ratios: number[] = [];
        for (let i = 0; i < text.length; i += 4) {
          const changed =
            Math.abs(text[i]! - background[i]!) +
            Math.abs(text[i + 1]! - background[i + 1]!) +
            Math.abs(text[i + 2]! - background[i + 2]!);
          if (changed < 60) continue; // not a glyph pixel
          const behind = luminance(background[i]!, background[i + 1]!, background[i + 2]!);
          const [light, dark] =
            textLuminance > behind ? [textLuminance, behind] : [behind, textLuminance];
          ratios.push((light + 0.05) / (dark + 0.05));
        }
        if (ratios.length === 0) return 21;
        ratios.sort((x, y) => x - y);
        // The 5th percentile of the pixels under the letters: the worst place, give or take
        // a few anti-aliased edge pixels.
        return ratios[Math.floor(ratios.length * 0.05)]!;
      },
      withText,
      withoutText,
      target.color,
    );
    const needed = target.large ? 3 : 4.5;
    if (ratio < needed) {
      problems.push(`contrast ${ratio.toFixed(2)}:1 (needs ${needed}) for "${target.label}"`);
    }
  }
  return problems;
}

// LAYOUT_PAGES=home-mobile,blog and LAYOUT_WIDTHS=390 narrow a run while working on a page.
const pageFilter = process.env.LAYOUT_PAGES?.split(',');
const widthFilter = process.env.LAYOUT_WIDTHS?.split(',').map(Number);
const SAMPLES = PAGE_SAMPLES.filter((sample) => !pageFilter || pageFilter.includes(sample.name));

/**
 * The layout suite for some of the widths: `npm test` runs it from two files (phones, and
 * everything wider) so the end-to-end files can run two at a time (docs/testing.md).
 * The cookie banner's check belongs to the phones' file.
 */
export function describeLayout(
  title: string,
  widths: readonly number[],
  options: { cookieBanner?: boolean } = {},
): void {
  const WIDTHS = widths.filter((width) => !widthFilter || widthFilter.includes(width));
  describe(title, () => {
    let context: E2eContext;
    let decoder: Page;
    before(async () => {
      context = await startE2e();
      decoder = await context.browser.newPage();
      await decoder.evaluate(DEFINE_NAME_HELPER);
    });
    after(() => context.stop());

    for (const width of WIDTHS) {
      it(`at ${width}px: no overflow, no clipped text, the theme's type scale, the right phone number, sticky bar in view`, async () => {
        const { page, errors } = await openPage(context, width);
        await page.evaluateOnNewDocument(DEFINE_NAME_HELPER);
        // Sections below the fold fade in on scroll; with reduced motion they are shown at
        // once, so every section is measured (the layout is the same either way).
        await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
        const failures: string[] = [];
        for (const sample of SAMPLES) {
          await page.goto(context.origin + sample.path, { waitUntil: 'load' });
          await waitForApp(page);
          const problems = await page.evaluate(findLayoutProblems, SCALE_PX);
          const phones = await page.$$eval('a[href^="tel:"]', (links) =>
            links.map((link) => link.getAttribute('href')!.slice(4)),
          );
          for (const phone of new Set(phones)) {
            if (phone !== expectedPhone(sample)) problems.push(`a tel: link dials ${phone}`);
          }
          if (width <= BAR_MAX_WIDTH) problems.push(...(await checkStickyBar(page)));
          if ((PHONE_WIDTHS as readonly number[]).includes(width)) {
            problems.push(...(await checkMenu(page)));
          }
          if (width === 390 || width === 1280) {
            problems.push(...(await checkContrastOverArt(page, decoder)));
          }
          for (const problem of problems)
            failures.push(`${sample.name} (${sample.path}): ${problem}`);
        }
        await page.browserContext().close();
        // Printed in full: the assertion's diff below is cut after a few dozen lines.
        if (failures.length > 0) console.log(failures.join('\n'));
        assert.deepEqual(failures, [], `${failures.length} layout problems at ${width}px`);
        // The not-found sample answers 404 on purpose; Chromium logs that status.
        const unexpected = errors.filter((error) => !error.includes('status of 404'));
        assert.deepEqual(unexpected, [], 'console errors');
      });
    }

    if (options.cookieBanner)
      // docs/decisions.md#cookie-banner-is-a-slim-bar
      it('the cookie banner is a slim bar on a 390x844 phone: under 15% of the screen, off the call button and the first field', async () => {
        const { page, errors } = await openPage(context, 390);
        await page.setViewport({ width: 390, height: 844 });
        for (const route of ['/', '/leads/facebook']) {
          await page.goto(context.origin + route, { waitUntil: 'load' });
          await waitForApp(page);
          const banner = await page.waitForSelector(
            'section[aria-labelledby="cookie-banner-title"]',
          );
          // The sticky bar slides away when a form is on screen, and the banner follows it.
          await page.waitForFunction(() => document.getAnimations().length === 0);
          const box = (await banner!.boundingBox())!;
          assert.ok(box.height <= 844 * 0.15, `${route}: banner ${box.height}px high`);
          const covered = await page.evaluate(
            (top, bottom) => {
              const targets = [
                ...document.querySelectorAll<HTMLElement>('a[href^="tel:"]'),
                document.querySelector<HTMLElement>('[data-lead-form] input:not([type="hidden"])'),
              ].filter(
                (element): element is HTMLElement =>
                  Boolean(element?.getClientRects().length) &&
                  getComputedStyle(element!).visibility === 'visible',
              );
              // Touching edges (a field starting where the banner ends) are not covered.
              return targets
                .filter((element) => {
                  const rect = element.getBoundingClientRect();
                  return rect.height > 0 && rect.bottom > top + 1 && rect.top < bottom - 1;
                })
                .map((element) => element.outerHTML.slice(0, 80));
            },
            box.y,
            box.y + box.height,
          );
          assert.deepEqual(covered, [], `${route}: under the banner`);
        }
        assert.deepEqual(errors, []);
        await page.browserContext().close();
      });
  });
}

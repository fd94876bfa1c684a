/**
 * `npm run bench:funnel`: how much a visitor on a 390x844 phone does to send a request, over
 * the built site (build first). Three journeys, each from arrival to the thank-you page:
 *
 * 1. the home page → a windshield request by year, make and model;
 * 2. a model page (Tesla Model 3) → the quote page, preset with the car;
 * 3. an ad landing page (`/leads/facebook?service=repair`) → its own lead form.
 *
 * Printed per journey: taps (a native select counts two: open, choose), keystrokes, screens
 * scrolled (total scroll distance over the screen's height), seconds, and taps and screens
 * before the first question. Targets (issue "A visitor who wants a price…"): the first
 * question within one screen and one tap of arrival; at most 14 taps to a sent windshield
 * request by year, make and model. Figures are printed, not asserted.
 */
import type { ElementHandle, Page } from 'puppeteer-core';
import { paths } from '../src/config/paths';
import { openPage, startE2e, waitForApp } from '../test/e2e/support/e2e-server';

const WIDTH = 390;
const HEIGHT = 844;
const FLOW = 'form[data-quote-step]';

interface Tally {
  taps: number;
  keystrokes: number;
  scrolledPx: number;
  lastScrollY: number;
}

/** A visitor's hands on one page: every tap, key and scroll is counted. */
function visitor(page: Page) {
  const tally: Tally = { taps: 0, keystrokes: 0, scrolledPx: 0, lastScrollY: 0 };
  const noteScroll = async () => {
    const y = await page.evaluate(() => window.scrollY);
    tally.scrolledPx += Math.abs(y - tally.lastScrollY);
    tally.lastScrollY = y;
  };
  /** Scrolls the element into the middle of the screen, as a thumb would, then taps it. */
  const tapOn = async (element: ElementHandle<Element>) => {
    await element.evaluate((node) => node.scrollIntoView({ block: 'center' }));
    await noteScroll();
    await element.click();
    tally.taps += 1;
    await new Promise((resolve) => setTimeout(resolve, 150));
    await noteScroll();
  };
  const find = async (selector: string) => {
    const element = await page.waitForSelector(selector, { visible: true, timeout: 10000 });
    if (!element) throw new Error(`nothing matches ${selector}`);
    return element;
  };
  return {
    tally,
    noteScroll,
    tap: async (selector: string) => tapOn(await find(selector)),
    /** Taps the visible element among several (the snapshot holds every hero variant). */
    tapVisible: async (selector: string) => {
      for (const element of await page.$$(selector)) {
        if (await element.isVisible()) return tapOn(element);
      }
      throw new Error(`no visible ${selector}`);
    },
    choose: async (selector: string, value: string) => {
      const element = await find(selector);
      await element.evaluate((node) => node.scrollIntoView({ block: 'center' }));
      await noteScroll();
      await (element as ElementHandle<HTMLSelectElement>).select(value);
      tally.taps += 2;
    },
    /** The keyboard's Next key, then the next field's text: no tap on the screen. */
    nextField: async (text: string) => {
      await page.keyboard.press('Enter');
      tally.keystrokes += 1;
      await page.keyboard.type(text);
      tally.keystrokes += text.length;
    },
    type: async (selector: string, text: string) => {
      await tapOn(await find(selector));
      await page.keyboard.type(text);
      tally.keystrokes += text.length;
    },
    pick: async (name: string, value: string) =>
      tapOn(await find(`input[name="${name}"][value="${value}"] + span`)),
  };
}

type Hands = ReturnType<typeof visitor>;

/**
 * The flow's screens, answered with the fewest taps: defaults kept where they are fine, and
 * the keyboard's Next key (Enter) between the contact fields, as a thumb would use it
 * (docs/decisions/quote-flow.md, 'Four screens').
 */
async function windshieldByModel(hands: Hands, vehicleKnown: boolean) {
  if (!vehicleKnown) {
    await hands.choose(`${FLOW} select[name="year"]`, '2019');
    await hands.choose(`${FLOW} select[name="make"]`, 'Honda');
    await hands.choose(`${FLOW} select[name="model"]`, 'Civic');
    // The Civic's class comes from its recorded body style (quote-flow.md, 'The estimate').
  } else {
    await hands.choose(`${FLOW} select[name="year"]`, '2021');
  }
  await hands.tap(`${FLOW} button[type="submit"]`);
  await hands.pick('glass', 'windshield');
  await hands.tap(`${FLOW} button[type="submit"]`);
  await hands.type(`${FLOW} input[name="zipCode"]`, '94545');
  await hands.nextField('Ana');
  await hands.nextField('Reyes');
  await hands.nextField(`funnel.${Date.now()}@example.com`);
  await hands.nextField('5105550123');
  await hands.tap(`${FLOW} input[name="consentPrivacyPolicy"]`);
  await hands.tap(`${FLOW} button[type="submit"]`); // see my estimate
  // The last screen: "I will pay myself" is chosen, "call me to arrange a time" is the
  // time until one is picked, and photos are optional.
  await hands.tap(`${FLOW} button[type="submit"]`); // send
}

interface Journey {
  name: string;
  path: string;
  /** From arrival to the first question; returns its selector. */
  start(hands: Hands): Promise<string>;
  finish(hands: Hands): Promise<void>;
}

const JOURNEYS: Journey[] = [
  {
    name: 'home → windshield by year, make and model',
    path: paths.home(),
    start: async (hands) => {
      await hands.tapVisible('.hero-actions a[href="/quote"]');
      return `${FLOW} fieldset`;
    },
    finish: (hands) => windshieldByModel(hands, false),
  },
  {
    name: 'model page → quote',
    path: paths.brandModel('tesla', 'model-3'),
    start: async (hands) => {
      await hands.tap('.page-hero-actions a[href^="/quote"]');
      return `${FLOW} fieldset`;
    },
    finish: (hands) => windshieldByModel(hands, true),
  },
  {
    name: '/leads/facebook?service=repair → quote',
    path: `${paths.landing('facebook')}?service=repair`,
    start: async () => 'form[data-lead-form] input[name="firstName"]',
    finish: async (hands) => {
      const form = 'form[data-lead-form]';
      await hands.type(`${form} input[name="firstName"]`, 'Ana');
      await hands.type(`${form} input[name="lastName"]`, 'Reyes');
      await hands.type(`${form} input[name="email"]`, `funnel.${Date.now()}@example.com`);
      await hands.type(`${form} input[name="phone"]`, '5105550123');
      await hands.type(`${form} input[name="zipCode"]`, '94545');
      await hands.tap(`${form} input[name="consentPrivacyPolicy"]`);
      await hands.tap(`${form} button[type="submit"]`);
    },
  },
];

async function main() {
  const context = await startE2e();
  try {
    for (const journey of JOURNEYS) {
      const { page } = await openPage(context, WIDTH);
      await page.setViewport({ width: WIDTH, height: HEIGHT });
      // A returning visitor: the cookie banner is answered.
      await page.evaluateOnNewDocument(() => localStorage.setItem('cookie-consent', 'declined'));
      const started = performance.now();
      await page.goto(context.origin + journey.path, { waitUntil: 'load' });
      await waitForApp(page);
      const hands = visitor(page);
      const firstQuestion = await journey.start(hands);
      const question = await page.waitForSelector(firstQuestion, { visible: true });
      const questionTop = await question!.evaluate(
        (node) => node.getBoundingClientRect().top + window.scrollY,
      );
      await hands.noteScroll();
      const before = { taps: hands.tally.taps, screens: hands.tally.scrolledPx / HEIGHT };
      await journey.finish(hands);
      await page.waitForFunction(
        (path) => window.location.pathname === path,
        { timeout: 15000 },
        paths.thankYou(),
      );
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `${journey.name}: ${hands.tally.taps} taps, ${hands.tally.keystrokes} keystrokes, ` +
          `${(hands.tally.scrolledPx / HEIGHT).toFixed(1)} screens scrolled, ${seconds.toFixed(1)} s; ` +
          `first question after ${before.taps} tap(s) and ${before.screens.toFixed(1)} screens, ` +
          `${Math.round(questionTop)} px down its page`,
      );
      await page.browserContext().close();
    }
  } finally {
    await context.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

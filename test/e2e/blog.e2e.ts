import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import { BLOG_POSTS } from '../../src/content/blog/posts';
import { businessProfile } from '../../src/content/business-profile';
import { openPage, startE2e, waitForApp, type E2eContext } from './support/e2e-server';
import { htmlHasText } from './support/snapshot-html';

const titleOf = (page: Page) => page.$eval('h1', (h1) => h1.textContent?.trim());
/** Waits until the page heading reads `text`: the URL changes a moment before React renders. */
const waitForHeading = (page: Page, text: string) =>
  page.waitForFunction(
    (expected) => document.querySelector('h1')?.textContent?.trim() === expected,
    {},
    text,
  );
const cardTitles = (page: Page) =>
  page.$$eval('main article h2 a', (links) => links.map((link) => link.textContent));

/**
 * One server and one Chromium for the whole file, rather than one per describe block: the
 * blocks only read pages, each test in its own browser context
 * (docs/testing.md#one-server-and-browser-per-file).
 */
let context: E2eContext;
before(async () => {
  context = await startE2e();
});
after(() => context.stop());

describe('blog listing and posts', () => {
  it('lists six posts newest first, the first featured, with pagination to page 2', async () => {
    const { page } = await openPage(context);
    await page.goto(`${context.origin}/blog`);
    await waitForApp(page);
    assert.equal(await titleOf(page), 'Our Blog');
    const newest = [...BLOG_POSTS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    assert.deepEqual(
      await cardTitles(page),
      newest.slice(0, 6).map((post) => post.title),
    );
    assert.equal(await page.$$eval('article[data-featured]', (cards) => cards.length), 1);
    const chips = await page.$$eval('main article:first-of-type .chips a', (links) => links.length);
    assert.ok(chips >= 1 && chips <= 2);
    assert.ok(await page.$('main article time[title]'));
    await page.$eval('nav[aria-label="Pagination"] a[rel="next"]', (link) =>
      (link as HTMLElement).click(),
    );
    await page.waitForFunction(() => window.location.search === '?page=2');
    await page.waitForFunction(() => !document.querySelector('article[data-featured]'));
    assert.deepEqual(
      await cardTitles(page),
      newest.slice(6, 12).map((post) => post.title),
    );
    assert.equal(await page.$$eval('article[data-featured]', (cards) => cards.length), 0);
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    assert.ok(await page.$('nav[aria-label="Pagination"] a[rel="prev"]'));
    await page.browserContext().close();
  });

  it('filters by category with the category title, and hides pagination for one page', async () => {
    const { page } = await openPage(context);
    await page.goto(`${context.origin}/blog?category=insurance-guide`);
    await waitForApp(page);
    assert.equal(await titleOf(page), 'Insurance Guide Articles');
    const expected = BLOG_POSTS.filter((post) => post.categories.includes('insurance-guide')).map(
      (post) => post.title,
    );
    assert.deepEqual(await cardTitles(page), expected);
    assert.equal(await page.$('nav[aria-label="Pagination"]'), null);
    await page.browserContext().close();
  });

  it('filters by tag from a post tag link', async () => {
    const { page } = await openPage(context);
    const post = BLOG_POSTS.find(
      (candidate) => candidate.slug === 'tesla-windshield-replacement-guide',
    )!;
    await page.goto(`${context.origin}/blog/${post.slug}`);
    await waitForApp(page);
    // A DOM click: the fixed cookie banner may cover the link's on-screen position.
    await page.$eval(`a[href="/blog?tag=${encodeURIComponent(post.tags[0]!)}"]`, (link) =>
      (link as HTMLElement).click(),
    );
    await page.waitForFunction(() => window.location.search.startsWith('?tag='));
    await waitForHeading(page, `Posts tagged "${post.tags[0]}"`);
    assert.ok((await cardTitles(page)).includes(post.title));
    await page.browserContext().close();
  });

  it('searches all posts, ignores a blank search and shows the no-match state', async () => {
    const { page } = await openPage(context);
    await page.goto(`${context.origin}/blog`);
    await waitForApp(page);
    await page.type('#blog-search', '   ');
    await page.keyboard.press('Enter');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(new URL(page.url()).search, '', 'blank search does nothing');
    await page.$eval('#blog-search', (input) => ((input as HTMLInputElement).value = ''));
    await page.type('#blog-search', '  Recycling ');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.location.search === '?search=Recycling');
    await waitForHeading(page, 'Search Results for "Recycling"');
    assert.ok((await cardTitles(page)).some((title) => title?.includes('Old Windshields')));
    await page.goto(`${context.origin}/blog?search=zebra%20crossing%20xyz`);
    await waitForApp(page);
    const empty = await page.$eval('main', (main) => main.textContent ?? '');
    assert.ok(empty.includes('No articles found'));
    assert.ok(empty.includes('We couldn\'t find any articles matching "zebra crossing xyz".'));
    assert.ok(await page.$('xpath/.//button[text()="Go Back"]'));
    await page.browserContext().close();
  });

  it('shows a post with its body, author, tags and related articles, with business facts filled in', async () => {
    const { page, errors } = await openPage(context);
    const post = BLOG_POSTS.find((candidate) => candidate.id === '1')!;
    await page.goto(`${context.origin}/blog/${post.slug}`);
    await waitForApp(page);
    assert.equal(await titleOf(page), post.title);
    const text = await page.$eval('main', (main) => main.textContent ?? '');
    assert.ok(text.includes('About Marcus Alvarez'));
    assert.ok(text.includes('Related Articles'));
    assert.ok(!text.includes('{{'), 'no unfilled tokens');
    if (post.content.includes('{{phone}}')) assert.ok(text.includes(businessProfile.phone.display));
    assert.ok(await page.$('main table'));
    assert.equal(
      await page.$eval('meta[property="og:type"]', (meta) => meta.getAttribute('content')),
      'article',
    );
    assert.match(
      (await page.$eval('meta[property="og:image"]', (meta) => meta.getAttribute('content'))) ?? '',
      /\/social\/.+\.png$/,
    );
    const image = await fetch(`${context.origin}/social/${post.slug}.png`);
    assert.equal(image.status, 200);
    assert.equal(image.headers.get('content-type'), 'image/png');
    // An internal link in the body navigates inside the app.
    await page.$eval('main article a[href^="/services/"]', (link) => (link as HTMLElement).click());
    await page.waitForFunction(() => window.location.pathname.startsWith('/services/'));
    assert.deepEqual(errors, []);
    await page.browserContext().close();
  });

  it('redirects an unknown post to the blog, replacing the history entry', async () => {
    const { page } = await openPage(context);
    await page.goto(`${context.origin}/`);
    await waitForApp(page);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/blog/no-such-post');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForFunction(() => window.location.pathname === '/blog');
    const response = await fetch(`${context.origin}/blog/no-such-post`, { redirect: 'manual' });
    assert.equal(response.status, 301);
    assert.equal(response.headers.get('location'), '/blog');
    await page.browserContext().close();
  });
});

describe('legal pages', () => {
  it("warranty names the warrantor, the chip repair limits and the consumer's rights", async () => {
    const html = await (await fetch(`${context.origin}/warranty`)).text();
    assert.ok(htmlHasText(html, 'We Stand By Our Work'));
    for (const text of [
      'Limited Lifetime Workmanship Warranty',
      'Who gives this warranty',
      businessProfile.legalName,
      'Chip repair',
      'OEM',
      'How to Make a Claim',
      'specific legal rights',
      '2 inches',
      `href="tel:${businessProfile.phone.e164}"`,
    ]) {
      assert.ok(htmlHasText(html, text), `warranty lacks "${text}"`);
    }
  });

  it('privacy policy carries the fixed effective date from the business profile', async () => {
    const html = await (await fetch(`${context.origin}/privacy-policy`)).text();
    const date = new Date(`${businessProfile.legalEffectiveDate}T12:00:00Z`).toLocaleDateString(
      'en-US',
      {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      },
    );
    assert.ok(htmlHasText(html, `Effective date: ${date}`));
    assert.ok(htmlHasText(html, businessProfile.legalName));
    assert.ok(!html.includes('{{'));
  });

  it('terms of service has its sections and a canonical link', async () => {
    const html = await (await fetch(`${context.origin}/terms-of-service`)).text();
    for (const section of [
      'Using Our Website',
      'Our Service Terms',
      'If We Disagree',
      'Contact Us',
    ])
      assert.match(html, new RegExp(`<h2[^>]*>${section}`));
    assert.match(html, /<link rel="canonical" href="[^"]+\/terms-of-service"/);
    assert.ok(htmlHasText(html, businessProfile.phone.display));
  });
});

/**
 * Writes the PNG images that social networks and structured data need (they do not
 * accept SVG): one card per blog post, a card for the site, and the logo mark.
 * Rendered from the same React components as the pages, screenshotted in Chromium.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Browser } from 'puppeteer-core';
import { businessProfile } from '@/content/business-profile';
import { BLOG_POSTS } from '@/content/blog/posts';
import { PostSocialCard, SocialCardArt } from '@/features/blog/post-cover';
import { DEFAULT_SOCIAL_IMAGE, LOGO_IMAGE, socialImagePath } from '@/seo/social-images';
import { launchChromium } from './support/chromium';

async function screenshot(
  browser: Browser,
  markup: string,
  width: number,
  height: number,
  file: string,
) {
  const page = await browser.newPage();
  await page.setViewport({ width, height });
  await page.setContent(
    `<!doctype html><html><body style="margin:0;width:${width}px;height:${height}px;overflow:hidden">${markup}</body></html>`,
  );
  mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file as `${string}.png`, clip: { x: 0, y: 0, width, height } });
  await page.close();
}

export async function writeSocialImages(distDir: string): Promise<number> {
  const browser = await launchChromium();
  try {
    const output = (imagePath: string) => path.join(distDir, imagePath.slice(1));
    for (const post of BLOG_POSTS) {
      await screenshot(
        browser,
        renderToStaticMarkup(<PostSocialCard post={post} />),
        1200,
        630,
        output(socialImagePath(post.slug)),
      );
    }
    const siteCard = (
      <SocialCardArt
        seed="site"
        eyebrow={businessProfile.name}
        title="Mobile windshield repair and replacement across the Bay Area"
        label={businessProfile.name}
      />
    );
    await screenshot(
      browser,
      renderToStaticMarkup(siteCard),
      1200,
      630,
      output(DEFAULT_SOCIAL_IMAGE),
    );
    const logo = readFileSync(
      path.resolve(__dirname, '../static/public/favicon.svg'),
      'utf8',
    ).replace('<svg ', '<svg width="512" height="512" ');
    await screenshot(browser, logo, 512, 512, output(LOGO_IMAGE));
    return BLOG_POSTS.length + 2;
  } finally {
    await browser.close();
  }
}

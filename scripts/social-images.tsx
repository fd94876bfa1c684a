/**
 * Writes the PNG images that social networks and structured data need (they do not
 * accept SVG): one card per blog post, a card for the site, and the logo mark.
 * Rendered from the same React components as the pages, screenshotted in Chromium.
 *
 * An image whose markup, size and browser are those of an image drawn before is copied from
 * `.cache/social-images/` instead of drawn again, so a rebuild without a change to a post or
 * the profile draws nothing and does not start Chromium
 * (docs/decisions/incremental-crawl.md#social-images-are-drawn-once).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Browser } from 'puppeteer-core';
import { businessProfile } from '@/content/business-profile';
import { BLOG_POSTS } from '@/content/blog/posts';
import { PostSocialCard, SocialCardArt } from '@/features/blog/post-cover';
import { DEFAULT_SOCIAL_IMAGE, LOGO_IMAGE, socialImagePath } from '@/seo/social-images';
import { chromiumPath, launchChromium } from './support/chromium';

/** Where drawn images are kept by what they were drawn from. */
const CACHE_DIR = path.resolve(__dirname, '..', '.cache/social-images');

/** One image to write: the markup drawn at a size, and the file under dist. */
interface SocialImage {
  markup: string;
  width: number;
  height: number;
  file: string;
}

/** The document an image is drawn from: everything its pixels depend on but the browser. */
const imageDocument = ({ markup, width, height }: SocialImage) =>
  `<!doctype html><html><body style="margin:0;width:${width}px;height:${height}px;overflow:hidden">${markup}</body></html>`;

/** The cache file of an image: named by its document, its size and the browser that draws it. */
function cachedFile(image: SocialImage, browserVersion: string): string {
  const key = createHash('sha256')
    .update(JSON.stringify([imageDocument(image), image.width, image.height, browserVersion]))
    .digest('hex');
  return path.join(CACHE_DIR, `${key}.png`);
}

async function screenshot(browser: Browser, image: SocialImage, file: string) {
  const { width, height } = image;
  const page = await browser.newPage();
  await page.setViewport({ width, height });
  await page.setContent(imageDocument(image));
  // Written under a temporary name, so an interrupted build never leaves half an image cached.
  const partial = `${file}.partial.png`;
  await page.screenshot({ path: partial as `${string}.png`, clip: { x: 0, y: 0, width, height } });
  renameSync(partial, file);
  await page.close();
}

/** Writes the images, drawing only those not in the cache; the count drawn and reused. */
async function writeImages(images: SocialImage[]): Promise<{ drawn: number; reused: number }> {
  const browserVersion = execFileSync(chromiumPath(), ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  mkdirSync(CACHE_DIR, { recursive: true });
  const missing = images.filter((image) => !existsSync(cachedFile(image, browserVersion)));
  if (missing.length > 0) {
    const browser = await launchChromium();
    try {
      for (const image of missing) {
        await screenshot(browser, image, cachedFile(image, browserVersion));
      }
    } finally {
      await browser.close();
    }
  }
  for (const image of images) {
    mkdirSync(path.dirname(image.file), { recursive: true });
    copyFileSync(cachedFile(image, browserVersion), image.file);
  }
  return { drawn: missing.length, reused: images.length - missing.length };
}

export async function writeSocialImages(distDir: string): Promise<number> {
  const output = (imagePath: string) => path.join(distDir, imagePath.slice(1));
  const images: SocialImage[] = BLOG_POSTS.map((post) => ({
    markup: renderToStaticMarkup(<PostSocialCard post={post} />),
    width: 1200,
    height: 630,
    file: output(socialImagePath(post.slug)),
  }));
  const siteCard = (
    <SocialCardArt
      seed="site"
      eyebrow={businessProfile.name}
      title="Mobile windshield repair and replacement across the Bay Area"
      label={businessProfile.name}
    />
  );
  images.push({
    markup: renderToStaticMarkup(siteCard),
    width: 1200,
    height: 630,
    file: output(DEFAULT_SOCIAL_IMAGE),
  });
  const logo = readFileSync(
    path.resolve(__dirname, '../static/public/favicon.svg'),
    'utf8',
  ).replace('<svg ', '<svg width="512" height="512" ');
  images.push({ markup: logo, width: 512, height: 512, file: output(LOGO_IMAGE) });
  const { drawn, reused } = await writeImages(images);
  console.log(`social images: drew ${drawn}, reused ${reused}`);
  return images.length;
}

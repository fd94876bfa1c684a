/**
 * Head tags of a page: title ('{page} | {business name}', or the page part alone when that
 * would not fit: src/seo/snippet-rules.ts), description, canonical,
 * robots, Open Graph, Twitter and JSON-LD. Written into <head> in an effect so the
 * prerender crawl captures them; after that the page tells the crawl it is ready.
 */
import { useEffect } from 'react';
import { businessProfile } from '@/content/business-profile';
import { isUnfinishedSpanishPage, twinPaths } from '@/config/routes';
import { absoluteUrl } from '@/config/site-config';
import { LOCALE_TAGS, LOCALES, localeOfPath } from '@/i18n/locales';
import { DEFAULT_SOCIAL_IMAGE } from './social-images';
import { documentTitle } from './snippet-rules';
import { signalPageReady } from '@/hydration/page-ready';
import { isHydratingSnapshot } from '@/hydration/static-content-snapshot';

export interface PageMetaProps {
  /** The page part of the title; the business name is appended when the whole fits in 60. */
  title: string;
  description: string;
  /**
   * Canonical path of this page. Left out only by the not-found page: a URL that does not
   * exist has no canonical (nor og:url), and `/404` itself is not a page
   * (docs/decisions/structured-data.md#not-found-page).
   */
  path?: string;
  noindex?: boolean;
  /** Absolute or site-relative image for social sharing. */
  image?: string;
  type?: 'website' | 'article';
  /**
   * The page's JSON-LD blocks, or a function that loads them, for a page whose first-load
   * budget cannot carry their builders (the home page, src/pages/home/home-json-ld.ts). Pass a
   * module-level function: a new one at each render would write the head again.
   */
  jsonLd?: object[] | (() => Promise<object[]>);
  keywords?: string[];
}

const MANAGED = 'data-page-meta';
const JSON_LD_SELECTOR = `script[type="application/ld+json"][${MANAGED}]`;

function fullTitle(title: string): string {
  return documentTitle(title, businessProfile.name);
}

function appendHeadTags(tags: HTMLElement[]): void {
  for (const tag of tags) {
    tag.setAttribute(MANAGED, '');
    document.head.appendChild(tag);
  }
}

function setHeadTags(tags: HTMLElement[]): void {
  document.head.querySelectorAll(`[${MANAGED}]`).forEach((element) => element.remove());
  appendHeadTags(tags);
}

function meta(attribute: 'name' | 'property', key: string, content: string): HTMLMetaElement {
  const element = document.createElement('meta');
  element.setAttribute(attribute, key);
  element.setAttribute('content', content);
  return element;
}

function link(rel: string, href: string, hreflang?: string): HTMLLinkElement {
  const element = document.createElement('link');
  element.rel = rel;
  element.href = href;
  if (hreflang) element.hreflang = hreflang;
  return element;
}

/**
 * The page's twin in each language and `x-default` (the English page), when it has one
 * (docs/decisions/spanish.md#spanish-routes). Both pages of a pair list the same links.
 */
function alternateLinks(path: string): HTMLLinkElement[] {
  const twins = twinPaths(path);
  if (!twins) return [];
  return [
    ...LOCALES.map((locale) => link('alternate', absoluteUrl(twins[locale]), LOCALE_TAGS[locale])),
    link('alternate', absoluteUrl(twins.en), 'x-default'),
  ];
}

function jsonLdScripts(blocks: object[]): HTMLElement[] {
  return blocks.map((block) => {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(block);
    return script;
  });
}

export function PageMeta({
  title,
  description,
  path,
  noindex = false,
  image = DEFAULT_SOCIAL_IMAGE,
  type = 'website',
  jsonLd = [],
  keywords,
}: PageMetaProps) {
  const serializedJsonLd = typeof jsonLd === 'function' ? undefined : JSON.stringify(jsonLd);
  const loadJsonLd = typeof jsonLd === 'function' ? jsonLd : undefined;
  const keywordList = keywords?.join(', ');
  useEffect(() => {
    const pageTitle = fullTitle(title);
    const imageUrl = image.startsWith('http') ? image : absoluteUrl(image);
    document.title = pageTitle;
    // The language of the page's path: the prerender crawl saves it on <html>.
    const localeTag = LOCALE_TAGS[localeOfPath(path ?? window.location.pathname)];
    document.documentElement.lang = localeTag;
    const tags: HTMLElement[] = [meta('name', 'description', description)];
    if (path !== undefined)
      tags.push(link('canonical', absoluteUrl(path)), ...alternateLinks(path));
    tags.push(
      meta(
        'name',
        'robots',
        noindex || (path !== undefined && isUnfinishedSpanishPage(path))
          ? 'noindex, follow'
          : 'index, follow',
      ),
      meta('property', 'og:type', type),
      meta('property', 'og:site_name', businessProfile.name),
      meta('property', 'og:title', pageTitle),
      meta('property', 'og:description', description),
    );
    if (path !== undefined) tags.push(meta('property', 'og:url', absoluteUrl(path)));
    tags.push(
      meta('property', 'og:image', imageUrl),
      meta('property', 'og:locale', localeTag.replace('-', '_')),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', pageTitle),
      meta('name', 'twitter:description', description),
      meta('name', 'twitter:image', imageUrl),
    );
    if (keywordList) tags.push(meta('name', 'keywords', keywordList));
    if (!loadJsonLd) {
      setHeadTags([...tags, ...jsonLdScripts(JSON.parse(serializedJsonLd!) as object[])]);
      signalPageReady();
      return;
    }
    if (isHydratingSnapshot()) {
      // The snapshot's head already holds the JSON-LD this page's loader would build.
      setHeadTags([...tags, ...document.head.querySelectorAll<HTMLElement>(JSON_LD_SELECTOR)]);
      signalPageReady();
      return;
    }
    // The other tags now, the JSON-LD once its chunk has loaded; the page is ready then.
    setHeadTags(tags);
    let current = true;
    void loadJsonLd()
      .catch(() => [])
      .then((blocks) => {
        if (!current) return;
        appendHeadTags(jsonLdScripts(blocks));
        signalPageReady();
      });
    return () => {
      current = false;
    };
  }, [title, description, path, noindex, image, type, serializedJsonLd, loadJsonLd, keywordList]);
  return null;
}

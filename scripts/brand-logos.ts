/** Writes each brand mark from simple-icons to `dist/brand-logos/{id}.svg` in the brand colour. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as simpleIcons from 'simple-icons';
import { BRAND_LOGO_ICON_SLUGS } from '@/content/brand-logos';

const BRAND_NAVY = '#1a4480';

export function writeBrandLogos(distDir: string): number {
  const folder = path.join(distDir, 'brand-logos');
  mkdirSync(folder, { recursive: true });
  const icons = Object.values(simpleIcons) as { slug: string; title: string; path: string }[];
  for (const [brandId, slug] of Object.entries(BRAND_LOGO_ICON_SLUGS)) {
    const icon = icons.find((candidate) => candidate.slug === slug);
    if (!icon) throw new Error(`simple-icons has no icon "${slug}" for brand ${brandId}`);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 28 28" role="img"><title>${icon.title}</title><path fill="${BRAND_NAVY}" d="${icon.path}"/></svg>\n`;
    writeFileSync(path.join(folder, `${brandId}.svg`), svg);
  }
  return Object.keys(BRAND_LOGO_ICON_SLUGS).length;
}

/**
 * The blog's posts: markdown files with front matter, bundled with the site, read by
 * `../load/blog-posts.ts` and sorted newest first. Validated at build by
 * `../validate/validate-content.ts`.
 */
import { readBlogPosts } from '../load/blog-posts';
import type { BlogPost } from '../types';
import autoGlassInsurance from './posts/auto-glass-insurance-claims-california.md';
import diyCare from './posts/diy-windshield-care-tips.md';
import fleetManagement from './posts/fleet-auto-glass-management.md';
import mobileService from './posts/how-mobile-auto-glass-service-works.md';
import modernWindshield from './posts/modern-windshield-components.md';
import adasSigns from './posts/signs-your-adas-needs-calibration.md';
import summerCare from './posts/summer-heat-windshield-care.md';
import teslaGuide from './posts/tesla-windshield-replacement-guide.md';
import recycling from './posts/windshield-glass-recycling.md';
import repairVsReplace from './posts/windshield-repair-vs-replacement.md';
import winterCare from './posts/winter-windshield-care-bay-area.md';

const SOURCES: Record<string, string> = {
  'auto-glass-insurance-claims-california.md': autoGlassInsurance,
  'diy-windshield-care-tips.md': diyCare,
  'fleet-auto-glass-management.md': fleetManagement,
  'how-mobile-auto-glass-service-works.md': mobileService,
  'modern-windshield-components.md': modernWindshield,
  'signs-your-adas-needs-calibration.md': adasSigns,
  'summer-heat-windshield-care.md': summerCare,
  'tesla-windshield-replacement-guide.md': teslaGuide,
  'windshield-glass-recycling.md': recycling,
  'windshield-repair-vs-replacement.md': repairVsReplace,
  'winter-windshield-care-bay-area.md': winterCare,
};

export const BLOG_POSTS: BlogPost[] = readBlogPosts(SOURCES);

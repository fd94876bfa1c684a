import type { Category } from './types';
import { slugify } from './slugify';

const CATEGORY_NAMES = [
  'Windshield Replacement',
  'Auto Glass Repair',
  'ADAS Calibration',
  'Safety Tips',
  'Industry News',
  'Seasonal Care',
  'Insurance Guide',
  'Vehicle-Specific',
  'Mobile Service',
  'Fleet Services',
  'DIY Tips',
  'Technology',
];

export const CATEGORIES: Category[] = CATEGORY_NAMES.map((name) => ({
  id: slugify(name),
  name,
  slug: slugify(name),
}));

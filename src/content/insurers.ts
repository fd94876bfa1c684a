import type { Insurer } from './types';

export const INSURERS: Insurer[] = [
  { name: 'State Farm', popular: true },
  { name: 'Geico', popular: true },
  { name: 'Progressive', popular: true },
  { name: 'Allstate', popular: true },
  { name: 'USAA', popular: true },
  { name: 'AAA', popular: true },
  { name: 'Farmers', popular: false },
  { name: 'Liberty Mutual', popular: false },
  { name: 'Nationwide', popular: false },
  { name: 'American Family', popular: false },
  { name: 'Travelers', popular: false },
  { name: 'Auto-Owners', popular: false },
];

/**
 * The layout suite (test/e2e/support/layout-suite.ts) at every width wider than a phone: the
 * twin of layout-phones.e2e.ts (docs/testing.md#end-to-end-files-two-at-a-time).
 */
import { LAYOUT_WIDTHS, PHONE_WIDTHS } from '../../scripts/support/page-samples';
import { describeLayout } from './support/layout-suite';

describeLayout(
  'layout as a person sees it, every page type, on tablets and desktops',
  LAYOUT_WIDTHS.filter((width) => !(PHONE_WIDTHS as readonly number[]).includes(width)),
);

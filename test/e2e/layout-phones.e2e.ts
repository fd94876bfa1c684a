/**
 * The layout suite (test/e2e/support/layout-suite.ts) at phone widths, with the cookie
 * banner's check. Its twin, layout-wide.e2e.ts, takes the wider screens, so the two run side
 * by side (docs/testing.md#end-to-end-files-two-at-a-time).
 */
import { PHONE_WIDTHS } from '../../scripts/support/page-samples';
import { describeLayout } from './support/layout-suite';

describeLayout('layout as a person sees it, every page type, on phones', PHONE_WIDTHS, {
  cookieBanner: true,
});

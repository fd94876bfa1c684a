/**
 * The attribute a lead form carries (its value: where on the site the form is). The
 * phone's sticky action bar hides while an element with it is on screen, so the bar never
 * covers the form's fields or its submit button.
 */
export const LEAD_FORM_ATTRIBUTE = 'data-lead-form';

/** Fired when a lead form appears after the page loaded (the quote flow opening). */
export const LEAD_FORM_SHOWN_EVENT = 'lead-form-shown';

/** Tells the sticky bar to look for lead forms again: one has just appeared. */
export function announceLeadForm(): void {
  window.dispatchEvent(new Event(LEAD_FORM_SHOWN_EVENT));
}

/**
 * Set on the sticky bar while a lead form has hidden it. The cookie banner, which otherwise
 * sits just above the bar, then moves down into the bar's place, so it covers less of the
 * page (docs/decisions.md#cookie-banner-is-a-slim-bar).
 */
export const MOBILE_BAR_HIDDEN_ATTRIBUTE = 'data-hidden-by-form';

/**
 * The attribute with which the lead form (lead-form.tsx) records how its page set it up,
 * as JSON, so the lead service can render the same form again for a refused post
 * (docs/decisions/quote-flow.md, 'Without JavaScript').
 */
export const LEAD_FORM_SETUP_ATTRIBUTE = 'data-lead-form-setup';

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

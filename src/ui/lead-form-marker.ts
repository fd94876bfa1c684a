/**
 * The attribute a lead form carries (its value: where on the site the form is). The
 * phone's sticky action bar hides while an element with it is on screen, so the bar never
 * covers the form's fields or its submit button.
 */
export const LEAD_FORM_ATTRIBUTE = 'data-lead-form';

/**
 * The newsletter sign-up's validation messages, in English: the schema
 * (newsletter.schema.ts) writes them, the lead service answers with them, and the footer form
 * shows each as the shell catalogue's message of the same key in the page's language
 * (`newsletter.error.*`, docs/decisions/spanish.md#the-shell-in-spanish). No zod here, so the
 * form can name them before the schema loads. No React and no Node.
 */
export const NEWSLETTER_MESSAGES = {
  email: 'Please enter a valid email address',
  consent: 'Please confirm you agree to receive marketing emails',
} as const;

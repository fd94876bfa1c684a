/**
 * The plain lead forms re-rendered for a refused post, without JavaScript: the visitor's
 * values and a message beside each field, as HTML for the lead service to put in place of
 * the form in the page's snapshot (docs/decisions/quote-flow.md, 'Without JavaScript').
 *
 * The one module of the site the server imports (eslint.config.js allows exactly this
 * one): the form's markup has one source, the form's own component. Rendered on the
 * server without the app's Emotion cache, Emotion writes each rule in a <style> tag just
 * before the element that uses it, which the site's CSP allows (server/site/security-headers.ts).
 */
import { ThemeProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { z } from '@/domain/zod';
import { SERVICE_SLUGS } from '@/domain/service-slugs';
import { LeadForm, type LeadFormSetup } from '@/features/lead-capture/lead-form';
import { SpanishFormMessages } from '@/features/lead-capture/spanish-form-messages';
import { EnglishQuoteMessages } from '@/features/lead-capture/quote-flow/english-quote-messages';
import { QuotePlainForm } from '@/features/lead-capture/quote-flow/quote-plain-form';
import { SpanishQuoteMessages } from '@/features/lead-capture/quote-flow/spanish-quote-messages';
import {
  postedText,
  type PostedFormValues,
  type RefusedPost,
} from '@/features/lead-capture/refused-post';
import type { FormMessageId } from '@/i18n/catalogues/forms-en';
import { messages as englishFormMessages } from '@/i18n/compiled/forms-en';
import { messages as spanishFormMessages } from '@/i18n/compiled/forms-es';
import { createTranslator } from '@/i18n/translator';
import { LEAD_FORM_ATTRIBUTE, LEAD_FORM_SETUP_ATTRIBUTE } from '@/ui/lead-form-marker';
import { theme } from '@/ui/theme/theme';

export { LEAD_FORM_ATTRIBUTE, LEAD_FORM_SETUP_ATTRIBUTE };
export type { PostedFormValues };

/** A lead form's start tag in the page's snapshot, as far as the server needs it. */
export interface SnapshotLeadForm {
  /** Its LEAD_FORM_ATTRIBUTE value: where the form is ('quote-page', 'facebook', 'city'…). */
  placement: string;
  /** Its LEAD_FORM_SETUP_ATTRIBUTE value (JSON), when it has one: the lead form's setup. */
  setup?: string;
}

/** Whether the refused post came from a Spanish form (it posts its language). */
const isSpanishPost = (values: PostedFormValues) => postedText(values, 'language') === 'es';

/**
 * The forms with their own placement: the quote pages' plain form, in Spanish for a post from
 * the Spanish quote page (docs/decisions/spanish.md#the-quote-flow-in-spanish).
 */
const REFUSABLE_FORMS: Record<string, (refused: RefusedPost) => React.ReactNode> = {
  'quote-page': (refused) =>
    isSpanishPost(refused.values) ? (
      <SpanishQuoteMessages>
        <QuotePlainForm {...refused} />
      </SpanishQuoteMessages>
    ) : (
      <EnglishQuoteMessages>
        <QuotePlainForm {...refused} />
      </EnglishQuoteMessages>
    ),
};

/**
 * The setup the lead form wrote into the snapshot. The snapshot is the site's own build,
 * but a page whose setup does not read as one (a build from another version) gets the
 * bare message page rather than a wrong form.
 */
const LeadFormSetupSchema: z.ZodType<LeadFormSetup> = z
  .object({
    defaultService: z.enum(SERVICE_SLUGS),
    lockService: z.boolean(),
    defaultUrgent: z.boolean(),
    heading: z.string(),
    tone: z.enum(['light', 'dark']),
    privacyConsentGiven: z.boolean(),
    fleetNextSteps: z.boolean(),
  })
  .partial()
  .strict();

function leadFormSetupOf(json: string): LeadFormSetup | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  const setup = LeadFormSetupSchema.safeParse(parsed);
  return setup.success ? setup.data : undefined;
}

/** The start of the refused page's title, in the form's language: 'Fix 2 fields – '. */
export function refusedTitlePrefix(values: PostedFormValues, count: number): string {
  const t = isSpanishPost(values)
    ? createTranslator<FormMessageId>('es', spanishFormMessages)
    : createTranslator<FormMessageId>('en', englishFormMessages);
  return t('form.refusedTitle', { count });
}

/**
 * The form as the snapshot had it, with the visitor's values and the messages, as HTML;
 * undefined for a form that cannot be re-rendered (the page's bare message page is then
 * the answer). A placement of its own (REFUSABLE_FORMS) names its form; any other lead form
 * that carries its setup is the lead form of the landing, city, service, model and fleet pages.
 */
export function renderRefusedLeadForm(
  form: SnapshotLeadForm,
  values: PostedFormValues,
  errors: Record<string, string>,
): string | undefined {
  const refused: RefusedPost = { values, errors };
  let rendered: React.ReactNode;
  if (Object.hasOwn(REFUSABLE_FORMS, form.placement)) {
    rendered = REFUSABLE_FORMS[form.placement]!(refused);
  } else {
    const setup = form.setup === undefined ? undefined : leadFormSetupOf(form.setup);
    if (!setup) return undefined;
    rendered = <LeadForm placement={form.placement} refused={refused} {...setup} />;
    // A Spanish form posts its language: its answer is the form again, in Spanish
    // (docs/decisions/spanish.md#the-lead-form-in-spanish).
    if (isSpanishPost(values)) rendered = <SpanishFormMessages>{rendered}</SpanishFormMessages>;
  }
  // A router for the form's links (the privacy policy's), which are plain <a> without a script.
  return renderToString(
    <StaticRouter location="/">
      <ThemeProvider theme={theme}>{rendered}</ThemeProvider>
    </StaticRouter>,
    {
      // Apart from the ids of the page around it, which has its own from the build.
      identifierPrefix: 'refused-',
    },
  );
}

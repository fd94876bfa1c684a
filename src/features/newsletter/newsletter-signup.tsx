/**
 * The footer's newsletter sign-up: idle, submitting (inputs disabled, spinner), then
 * a success toast (email cleared, consent unticked) or a failure toast
 * (docs/decisions.md#newsletter-sign-ups-are-stored). Without
 * JavaScript the form posts to the lead service, which answers with a page.
 */
import styled from '@emotion/styled';
import { useFormik } from 'formik';
import { useRef } from 'react';
import { API_PATHS, apiUrl, postJson } from '@/lib/lead-api-client';
import { Button } from '@/ui/button';
import { CollectionNotice } from '@/ui/collection-notice';
import { useEditsMadeBeforeHydration } from '@/hydration/edited-before-hydration';
import { FieldError } from '@/ui/form-fields';
import { useLocale, useT } from '@/ui/messages';
import { useToast } from '@/ui/toast';

const Form = styled.form(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[1.5],
  label: { fontWeight: 600 },
  'input[type="email"]': {
    minHeight: theme.size.control,
    padding: `0 ${theme.space[1.5]}`,
    font: 'inherit',
    borderRadius: theme.radius.md,
    border: `1px solid ${theme.color.borderOnBrandStrong}`,
    color: theme.color.fg,
    background: theme.color.bg,
  },
  '.consent': {
    display: 'grid',
    gridTemplateColumns: '24px 1fr',
    gap: theme.space[1],
    fontSize: theme.fontSize.sm,
    fontWeight: 400,
    input: {
      width: theme.size.checkbox,
      height: theme.size.checkbox,
      margin: `${theme.space[0.25]} 0 0`,
    },
  },
  '.notice': { margin: 0, fontSize: theme.fontSize.sm },
  // The footer is dark: errors use a light red that keeps 4.5:1 contrast there.
  '.errors p': { color: theme.color.dangerOnBrand },
}));

const Intro = styled.p({ margin: 0 });

/** The spinner's side: the size of the 16px icons in buttons, which it stands in for. */
const SPINNER_SIZE = 16;

const Spinner = styled.span({
  width: SPINNER_SIZE,
  height: SPINNER_SIZE,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: '50%',
  animation: 'newsletter-spin 0.8s linear infinite',
  '@keyframes newsletter-spin': { to: { transform: 'rotate(360deg)' } },
});

const loadValidation = () => import('./newsletter-validation');

/**
 * The prefix of the form's element ids. Fixed rather than React's `useId`, whose value depends
 * on how many components mounted before, so two crawls of a page wrote `_r_0_` or `_r_1_`
 * (docs/decisions/incremental-crawl.md#a-crawl-must-be-repeatable). Unique on a page: the
 * form is rendered once, in the footer.
 */
const ID_PREFIX = 'newsletter';

interface NewsletterValues {
  email: string;
  consentMarketing: boolean;
}

export function NewsletterSignup() {
  const toast = useToast();
  const t = useT();
  const locale = useLocale();
  // The consent as the visitor reads it, in the page's language: the lead service stores
  // these words as the proof of consent (docs/decisions/spanish.md#what-a-lead-stores).
  const consentText = t('newsletter.consent');
  const formik = useFormik<NewsletterValues>({
    initialValues: { email: '', consentMarketing: false },
    // The validation (the schema, zod, the errors in the page's language) loads on the first
    // submit, keeping it out of every page's first load.
    validate: async (values) => (await loadValidation()).validateNewsletter(t, values),
    validateOnBlur: false,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      const result = await postJson(API_PATHS.newsletter, {
        email: values.email,
        consentMarketing: values.consentMarketing,
        consentText,
        pageUrl: window.location.href,
        language: locale,
      });
      if (result.ok) {
        toast.success(t('newsletter.successTitle'), t('newsletter.successText'));
        helpers.resetForm();
      } else if (result.fieldErrors) {
        // The service answers in English; the validation chunk is in since the submit validated.
        helpers.setErrors((await loadValidation()).newsletterErrorTexts(t, result.fieldErrors));
      } else {
        toast.error(t('newsletter.failureTitle'), t('newsletter.failureText'));
      }
    },
  });
  // What the visitor typed before the footer hydrated stays.
  const formRef = useRef<HTMLFormElement>(null);
  useEditsMadeBeforeHydration(formRef, formik);
  const submitting = formik.isSubmitting;
  const emailError = formik.errors.email;
  const consentError = formik.errors.consentMarketing;

  return (
    <Form
      ref={formRef}
      method="post"
      action={apiUrl(API_PATHS.newsletter)}
      noValidate
      onSubmit={formik.handleSubmit}
      aria-labelledby={`${ID_PREFIX}-title`}
    >
      <h2 id={`${ID_PREFIX}-title`}>{t('newsletter.title')}</h2>
      <Intro>{t('newsletter.intro')}</Intro>
      <label htmlFor={`${ID_PREFIX}-email`}>{t('newsletter.email')}</label>
      <input
        id={`${ID_PREFIX}-email`}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={formik.values.email}
        onChange={formik.handleChange}
        disabled={submitting}
        aria-invalid={emailError ? true : undefined}
        aria-describedby={emailError ? `${ID_PREFIX}-email-error` : undefined}
      />
      <label className="consent">
        <input
          type="checkbox"
          name="consentMarketing"
          value="true"
          checked={formik.values.consentMarketing}
          onChange={formik.handleChange}
          disabled={submitting}
          aria-invalid={consentError ? true : undefined}
          aria-describedby={consentError ? `${ID_PREFIX}-consent-error` : undefined}
        />
        <span>{consentText}</span>
      </label>
      <input type="hidden" name="consentText" value={consentText} />
      {/* The unsubscribe page and the emails' unsubscribe line speak the sign-up page's
          language (docs/decisions/spanish.md#the-newsletter-in-the-subscribers-language).
          English, the service's default, posts nothing, so English pages are unchanged. */}
      {locale !== 'en' && <input type="hidden" name="language" value={locale} />}
      <div className="errors" aria-live="polite">
        <FieldError id={`${ID_PREFIX}-email-error`} message={emailError} />
        <FieldError id={`${ID_PREFIX}-consent-error`} message={consentError} />
      </div>
      <CollectionNotice form="newsletter" className="notice" />
      <Button type="submit" variant="primary" disabled={submitting} aria-busy={submitting}>
        {submitting && <Spinner aria-hidden="true" />}
        {submitting ? t('newsletter.subscribing') : t('newsletter.subscribe')}
      </Button>
    </Form>
  );
}

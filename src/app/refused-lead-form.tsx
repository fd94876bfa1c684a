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
import {
  QuotePlainForm,
  type PostedFormValues,
} from '@/features/lead-capture/quote-flow/quote-plain-form';
import { LEAD_FORM_ATTRIBUTE } from '@/ui/lead-form-marker';
import { theme } from '@/ui/theme/theme';

export { LEAD_FORM_ATTRIBUTE };
export type { PostedFormValues };

/** The forms that can be re-rendered, by their LEAD_FORM_ATTRIBUTE value (their placement). */
const REFUSABLE_FORMS: Record<
  string,
  (props: { values: PostedFormValues; errors: Record<string, string> }) => React.ReactNode
> = {
  'quote-page': (props) => <QuotePlainForm {...props} />,
};

/**
 * The form of `placement` with the visitor's values and the messages, as HTML; undefined
 * for a form that cannot be re-rendered (the page's bare message page is then the answer).
 */
export function renderRefusedLeadForm(
  placement: string,
  values: PostedFormValues,
  errors: Record<string, string>,
): string | undefined {
  const render = Object.hasOwn(REFUSABLE_FORMS, placement) ? REFUSABLE_FORMS[placement] : undefined;
  if (!render) return undefined;
  // A router for the form's links (the privacy policy's), which are plain <a> without a script.
  return renderToString(
    <StaticRouter location="/">
      <ThemeProvider theme={theme}>{render({ values, errors })}</ThemeProvider>
    </StaticRouter>,
    {
      // Apart from the ids of the page around it, which has its own from the build.
      identifierPrefix: 'refused-',
    },
  );
}

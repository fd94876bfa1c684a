/**
 * What the plain lead forms share when the lead service re-renders one for a refused post,
 * without JavaScript (docs/decisions/quote-flow.md, 'Without JavaScript'): the posted
 * values, and the list of fixes at the top of the form.
 */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { LEAD_MESSAGES } from '@/domain/lead-fields';
import { API_PATHS, apiUrl } from '@/lib/lead-api-client';

/**
 * The id of the fixes at the top of a refused form. The plain forms post to
 * `/api/leads#fix-summary` (REFUSED_POST_ACTION), so the browser opens the page the service
 * answers a refused post with at the fixes, not at the top of a long page (a city page's
 * form is about 7,700 px down on a phone). An accepted post's thank-you page has no such id,
 * so the fragment the redirect keeps does nothing there.
 */
const FIX_SUMMARY_ID = 'fix-summary';

/** Where the plain lead forms post: the lead service, opening its answer at the fixes. */
export const REFUSED_POST_ACTION = `${apiUrl(API_PATHS.leads)}#${FIX_SUMMARY_ID}`;

/** What a visitor posted: each field's value, or its values when sent more than once. */
export type PostedFormValues = Readonly<Record<string, string | readonly string[]>>;

/** A refused post: the visitor's values, and the service's message per field name. */
export interface RefusedPost {
  values: PostedFormValues;
  errors: Readonly<Record<string, string>>;
}

/** The last value posted for a field ('' when none): what a text field or select shows. */
export function postedText(values: PostedFormValues, name: string): string {
  const value = Object.hasOwn(values, name) ? values[name] : undefined;
  return (typeof value === 'string' ? value : value?.at(-1)) ?? '';
}

/** Whether a checkbox (value "true") was ticked in the post. */
export function postedTicked(values: PostedFormValues, name: string): boolean {
  return postedText(values, name) === 'true';
}

const SummaryBox = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[1],
  padding: theme.space[2],
  borderRadius: theme.radius.md,
  border: `2px solid ${theme.color.danger}`,
  // Opened at it (FIX_SUMMARY_ID): clear of the sticky header.
  scrollMarginTop: `calc(${theme.layout.headerHeight} + ${theme.space[2]})`,
  p: { margin: 0 },
  ul: { margin: 0, paddingInlineStart: theme.space[3] },
  a: { color: theme.color.danger, fontWeight: 600 },
}));

/**
 * The fixes at the top of a refused form: each message, linked to its field where the form
 * has one (`fieldIdOf` gives the field's element id, or undefined).
 */
export function FixSummary({
  title = LEAD_MESSAGES.formInvalid,
  errors,
  fieldIdOf,
  children,
}: {
  /** The heading of the list, in the form's language. */
  title?: string;
  errors: Readonly<Record<string, string>>;
  fieldIdOf: (name: string) => string | undefined;
  /** Anything else the visitor must know, after the list ("attach your photos again"). */
  children?: ReactNode;
}) {
  return (
    <SummaryBox id={FIX_SUMMARY_ID} role="alert">
      <p>
        <strong>{title}</strong>
      </p>
      <ul>
        {Object.entries(errors).map(([name, message]) => {
          const fieldId = fieldIdOf(name);
          return <li key={name}>{fieldId ? <a href={`#${fieldId}`}>{message}</a> : message}</li>;
        })}
      </ul>
      {children}
    </SummaryBox>
  );
}

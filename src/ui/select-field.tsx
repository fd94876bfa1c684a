/**
 * A labelled select with its error under it, wired like TextField (aria-invalid,
 * aria-describedby only while there is an error). The options are its children.
 *
 * Its own module, not in form-fields.tsx: the landing and service pages load form-fields.tsx
 * with their lead form on the first load, and this control is for the quote flow, which loads
 * when a visitor starts it (docs/decisions/quote-flow.md, 'Steps in code').
 */
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { FieldError, FieldShell } from './form-fields';

export function SelectField({
  id,
  label,
  error,
  children,
  ...selectProps
}: {
  id: string;
  label: ReactNode;
  error?: string;
  children: ReactNode;
} & ComponentPropsWithoutRef<'select'>) {
  return (
    <FieldShell>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...selectProps}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </FieldShell>
  );
}

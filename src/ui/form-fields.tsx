/**
 * Form controls: label above the field, 44px+ touch targets, the error under the field in
 * the danger colour with an icon, wired to the input with aria-describedby/aria-invalid.
 */
import styled from '@emotion/styled';
import { CircleAlert } from 'lucide-react';
import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';

export const FieldShell = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[0.5],
  label: { fontWeight: 600 },
  'input, textarea, select': {
    width: '100%',
    minHeight: theme.size.control,
    padding: `${theme.space[1]} ${theme.space[1.5]}`,
    font: 'inherit',
    color: theme.color.fg,
    background: theme.color.bg,
    border: `1px solid ${theme.color.borderStrong}`,
    borderRadius: theme.radius.md,
    '&[aria-invalid="true"]': { borderColor: theme.color.danger, borderWidth: 2 },
    '&:disabled': { background: theme.color.bgSubtle },
  },
  textarea: { minHeight: theme.space[12], resize: 'vertical' },
  '.field-hint': { fontSize: theme.fontSize.sm },
}));

const ErrorText = styled.p(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space[0.5],
  margin: 0,
  color: theme.color.danger,
  fontSize: theme.fontSize.sm,
  fontWeight: 600,
  svg: { flexShrink: 0, marginTop: theme.space[0.25] },
}));

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <ErrorText id={id}>
      <CircleAlert size={16} aria-hidden="true" />
      {message}
    </ErrorText>
  );
}

export function TextField({
  id,
  label,
  error,
  hint,
  ...inputProps
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
} & ComponentPropsWithoutRef<'input'>) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <FieldShell>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      )}
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      <FieldError id={`${id}-error`} message={error} />
    </FieldShell>
  );
}

const CheckboxRow = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '24px 1fr',
  gap: theme.space[1],
  alignItems: 'start',
  input: {
    width: theme.size.checkbox,
    height: theme.size.checkbox,
    margin: `${theme.space[0.25]} 0 0`,
    accentColor: theme.color.brand,
  },
  label: { fontSize: theme.fontSize.sm, lineHeight: 1.5, fontWeight: 400 },
  '> p': { gridColumn: '2' },
}));

export function CheckboxField({
  id,
  label,
  error,
  ...inputProps
}: {
  id: string;
  label: ReactNode;
  error?: string;
} & Omit<ComponentPropsWithoutRef<'input'>, 'type'>) {
  return (
    <CheckboxRow>
      <input
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...inputProps}
      />
      <label htmlFor={id}>{label}</label>
      <FieldError id={`${id}-error`} message={error} />
    </CheckboxRow>
  );
}

const ChoiceFieldset = styled.fieldset(({ theme }) => ({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gap: theme.space[1],
  legend: { fontWeight: 600, marginBottom: theme.space[1], padding: 0 },
  '.choice-hint': { fontSize: theme.fontSize.sm, color: theme.color.fgMuted },
  '.choice-grid': {
    display: 'grid',
    gap: theme.space[1],
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
  },
  label: {
    display: 'flex',
    gap: theme.space[1],
    alignItems: 'center',
    minHeight: theme.size.touchTarget,
    padding: `${theme.space[1]} ${theme.space[1.5]}`,
    border: `1px solid ${theme.color.borderStrong}`,
    borderRadius: theme.radius.md,
    cursor: 'pointer',
    // Where :has is not supported the radio's own dot still shows the choice.
    '&:has(input:checked)': {
      borderColor: theme.color.brand,
      background: theme.color.bgBrandSoft,
      fontWeight: 600,
    },
  },
  input: {
    width: theme.size.checkbox,
    height: theme.size.checkbox,
    accentColor: theme.color.brand,
  },
  '&[aria-invalid="true"] label': { borderColor: theme.color.danger },
  // Short answers (yes, no, not sure) side by side in one row, even on a phone: narrower
  // cards, so tighter spacing and the radio at its own size.
  '&[data-segmented]': {
    gap: theme.space[0.5],
    legend: { marginBottom: 0 },
    '.choice-grid': {
      gridTemplateColumns: 'none',
      gridAutoFlow: 'column',
      gridAutoColumns: '1fr',
      gap: theme.space[0.5],
    },
    label: { justifyContent: 'center', gap: theme.space[0.5], padding: 0 },
    input: { width: 'auto', height: 'auto' },
  },
}));

/**
 * Radio buttons as cards: a fieldset whose legend asks the question, one labelled card
 * per answer, the error under them. Controlled when `onChange` is given (the quote flow);
 * otherwise the browser keeps the choice, starting from `defaultValue`, so a plain HTML
 * form works without JavaScript (the one-page quote form).
 */
export function ChoiceCards({
  id: fieldsetId,
  name,
  legend,
  hint,
  options,
  value,
  onChange,
  defaultValue,
  required,
  error,
  segmented = false,
}: {
  /** The fieldset's id, for a link to it (the plain form's list of fields to fix). */
  id?: string;
  name: string;
  legend: string;
  /** A line under the legend. */
  hint?: string;
  options: readonly { value: string; label: string; hint?: string }[];
  value?: string;
  onChange?: (value: string) => void;
  defaultValue?: string;
  required?: boolean;
  error?: string;
  /** The answers side by side in one row, for a few short ones. */
  segmented?: boolean;
}) {
  const id = useId();
  return (
    <ChoiceFieldset
      id={fieldsetId}
      data-segmented={segmented || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{legend}</legend>
      {hint && <span className="choice-hint">{hint}</span>}
      <div className="choice-grid">
        {options.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              required={required}
              {...(onChange
                ? { checked: value === option.value, onChange: () => onChange(option.value) }
                : { defaultChecked: option.value === defaultValue })}
            />
            <span>
              {option.label}
              {option.hint && <span className="choice-hint"> {option.hint}</span>}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </ChoiceFieldset>
  );
}

/** A field people never see or reach, which bots fill in (spam protection). */
export function HoneypotField({ name = 'website' }: { name?: string }) {
  return (
    // The one inline style kept on purpose: the usual off-screen honeypot markup, hidden
    // without any stylesheet (a visible field would be filled in by people). Its sizes belong
    // to that pattern, not to the theme's scales.
    <div
      aria-hidden="true"
      style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label>
        Leave this field empty
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

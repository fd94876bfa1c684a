/**
 * What every step of the quote flow shares (docs/decisions/quote-flow.md, 'Steps in code'):
 * the props a step's fields take, the definition the shell reads (title, button, check),
 * the focus on the first field to fix, and the keyboard's Next key.
 */
import { useEffect, useRef, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { QuoteMessageId } from '@/i18n/catalogues/quote-en';
import type { StepFocus } from '../quote-step-machine';
import type { AttachedPhoto, QuoteFlowValues, QuoteStep } from '../quote-flow-state';
import { validateQuoteStep } from '../quote-flow-validation';

/** A step's errors by the flow's field names, in the order the step shows them. */
export type StepErrors = Partial<Record<string, string>>;

/** The props every step's fields take from the shell. */
export interface StepFieldsProps {
  /** The flow's unique id, the prefix of every field id. */
  id: string;
  values: QuoteFlowValues;
  errors: StepErrors;
  /** Sets an answer and clears its error. */
  setValue: (name: keyof QuoteFlowValues, value: unknown) => void;
  /** `setValue` for a text field, select or checkbox named as its answer. */
  onInput: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  /** The latest move's focus: the step focuses its first field to fix when asked. */
  focus: StepFocus;
}

/** What the shell shows around a step's fields, and the check Continue makes. */
export interface QuoteStepDefinition {
  /** The step's title, by its id in the quote part (./quote-messages.tsx gives the words). */
  title: QuoteMessageId;
  /** The submit button's words, by id. */
  submitLabel: QuoteMessageId;
  /** The notice at collection shows on the steps that ask for or send personal data. */
  showsCollectionNotice: boolean;
  /** The step's errors, {} when Continue may go on: the rules of quote-flow-validation.ts. */
  check: (values: QuoteFlowValues, photos: AttachedPhoto[]) => StepErrors;
}

/** The definition's check for a step: one source of rules, shared with the lead service. */
export const checkStep =
  (step: QuoteStep) =>
  (values: QuoteFlowValues, photos: AttachedPhoto[]): StepErrors =>
    validateQuoteStep(step, values, photos);

/**
 * Moves the focus to the first field marked invalid: a text field or select itself, or the
 * chosen (else the first) radio of a question, so the visitor sees and hears what to fix.
 */
function focusFirstProblem(container: HTMLElement) {
  const invalid = container.querySelector<HTMLElement>('[aria-invalid="true"]');
  const target =
    invalid instanceof HTMLFieldSetElement
      ? (invalid.querySelector<HTMLInputElement>('input:checked') ??
        invalid.querySelector<HTMLInputElement>('input'))
      : invalid;
  target?.focus();
  target?.scrollIntoView?.({ block: 'center' });
}

/**
 * A step's fields. A box without a layout of its own (`display: contents` in the shell's
 * styles), so the fields stay items of the form's grid; it focuses the first field to fix
 * once a refusal asks for it, after the errors are on screen.
 */
export function StepFields({ focus, children }: { focus: StepFocus; children: ReactNode }) {
  const fieldsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus.target === 'problem' && focus.request > 0 && fieldsRef.current) {
      focusFirstProblem(fieldsRef.current);
    }
  }, [focus]);
  return (
    <div className="flow-step" ref={fieldsRef}>
      {children}
    </div>
  );
}

const TEXT_TYPES = ['text', 'email', 'tel'];

/**
 * Enter (the phone keyboard's Next key) in a text field moves to the form's next text
 * field instead of sending the step, so a thumb fills the details without reaching for
 * the screen (docs/decisions/quote-flow.md, 'Four screens'). In the last field, Enter
 * sends the step as usual.
 */
export function moveToNextTextField(event: KeyboardEvent<HTMLFormElement>) {
  const field = event.target;
  if (event.key !== 'Enter' || !(field instanceof HTMLInputElement)) return;
  if (!TEXT_TYPES.includes(field.type)) return;
  // By the property, not the attribute: a field without a type attribute is a text field.
  const fields = [...event.currentTarget.querySelectorAll('input')].filter((input) =>
    TEXT_TYPES.includes(input.type),
  );
  const next = fields[fields.indexOf(field) + 1];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

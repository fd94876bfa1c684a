/**
 * Moving between the quote flow's steps, as a reducer (docs/decisions/quote-flow.md,
 * 'Steps in code'): Continue accepted or refused, Back, the browser's Back and Forward, and
 * a send the service refused. Pure: the shell (quote-flow.tsx) does what a move implies
 * outside React's state (a history entry, the focus, the send itself).
 */
import { QUOTE_STEPS, type QuoteStep } from './quote-flow-state';
import { stepOfField } from './quote-flow-validation';

/**
 * What takes the focus after the latest move: the new step's heading (a screen reader hears
 * where it is) or the first field to fix. `request` counts the moves, so refusing the same
 * step twice still moves the focus; it is 0 until the first move, so a flow that opens or
 * resumes takes no focus.
 */
export interface StepFocus {
  target: 'heading' | 'problem';
  request: number;
}

export interface QuoteStepState {
  step: QuoteStep;
  /**
   * The contact step was accepted once: from then on every way out leaves a stored lead
   * (docs/decisions/quote-flow.md, 'Never lose a request').
   */
  contactGiven: boolean;
  focus: StepFocus;
}

export type QuoteStepAction =
  /** Continue on a step whose answers pass: the next step. */
  | { type: 'accepted' }
  /** Continue on a step with something to fix: stay, on the first field to fix. */
  | { type: 'refused' }
  /** The flow's Back button. */
  | { type: 'back' }
  /** The browser's Back or Forward reached an entry of this step ('Back and Forward'). */
  | { type: 'history'; step: QuoteStep }
  /** The service refused the send for these fields (schema paths: 'email', 'quote.year'). */
  | { type: 'send-refused'; fields: readonly string[] };

/** Where a flow opens: its saved step and contact state, or the first step. */
export function startQuoteSteps(
  saved?: { step: QuoteStep; contactGiven?: boolean } | undefined,
): QuoteStepState {
  return {
    step: saved?.step ?? QUOTE_STEPS[0],
    contactGiven: saved?.contactGiven ?? false,
    focus: { target: 'heading', request: 0 },
  };
}

/**
 * The step a refused send returns to: the send step for a window taken meanwhile (it
 * reloads the times), else the first step, in the flow's order, that shows a refused
 * field; the current step for a field no step shows.
 */
export function stepForRefusedSend(fields: readonly string[], current: QuoteStep): QuoteStep {
  if (fields.includes('quote.appointmentWindow')) return 'send';
  return QUOTE_STEPS.find((step) => fields.some((field) => stepOfField(field) === step)) ?? current;
}

export function quoteStepReducer(state: QuoteStepState, action: QuoteStepAction): QuoteStepState {
  const focusOn = (target: StepFocus['target']): StepFocus => ({
    target,
    request: state.focus.request + 1,
  });
  const index = QUOTE_STEPS.indexOf(state.step);
  switch (action.type) {
    case 'accepted': {
      const next = QUOTE_STEPS[index + 1];
      // The last step's acceptance is the send, which the shell makes.
      if (!next) return state;
      return {
        step: next,
        contactGiven: state.contactGiven || state.step === 'contact',
        focus: focusOn('heading'),
      };
    }
    case 'refused':
      return { ...state, focus: focusOn('problem') };
    case 'back': {
      const previous = QUOTE_STEPS[index - 1];
      if (!previous) return state;
      return { ...state, step: previous, focus: focusOn('heading') };
    }
    case 'history':
      return { ...state, step: action.step, focus: focusOn('heading') };
    case 'send-refused': {
      const step = stepForRefusedSend(action.fields, state.step);
      // A window taken meanwhile is not the visitor's mistake: the times reload and the
      // step's heading takes the focus, as on arriving there.
      const window = action.fields.includes('quote.appointmentWindow');
      return { ...state, step, focus: focusOn(window ? 'heading' : 'problem') };
    }
  }
}

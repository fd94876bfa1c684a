/**
 * Renders one step of the quote flow on its own for its component test, wired as the shell
 * wires it (quote-flow.tsx): the answers, the step's own check on submit, the moves of
 * quote-step-machine.ts for the focus, and the keyboard's Next key on the form.
 */
import { ThemeProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer, useState, type ChangeEvent, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { formsEn } from '@/i18n/catalogues/forms-en';
import { formsEs } from '@/i18n/catalogues/forms-es';
import { quoteEn } from '@/i18n/catalogues/quote-en';
import { quoteEs } from '@/i18n/catalogues/quote-es';
import { theme } from '@/ui/theme/theme';
import { initialQuoteValues, type QuoteFlowValues } from '../quote-flow-state';
import { EnglishQuoteMessages } from '../english-quote-messages';
import { useQuoteMessages } from '../quote-messages';
import { SpanishQuoteMessages } from '../spanish-quote-messages';
import { quoteStepReducer, startQuoteSteps } from '../quote-step-machine';
import {
  moveToNextTextField,
  type QuoteStepDefinition,
  type StepErrors,
  type StepFieldsProps,
} from './quote-step';

export interface RenderedStep {
  user: ReturnType<typeof userEvent.setup>;
  /** Called with the answers when the step's check passes. */
  onAccepted: jest.Mock;
}

/**
 * Renders `fields` (a step given the shell's props) with `values` on top of a new flow's
 * answers, in a form whose submit runs the step's check; in Spanish inside
 * SpanishQuoteMessages, as a Spanish quote page renders the flow, else in EnglishQuoteMessages.
 */
export function renderStep(
  definition: QuoteStepDefinition,
  fields: (props: StepFieldsProps) => ReactNode,
  values: Partial<QuoteFlowValues> = {},
  language: 'en' | 'es' = 'en',
): RenderedStep {
  const onAccepted = jest.fn();
  function Harness() {
    const { t } = useQuoteMessages();
    const [answers, setAnswers] = useState<QuoteFlowValues>({
      ...initialQuoteValues(),
      ...values,
    });
    const [errors, setErrors] = useState<StepErrors>({});
    const [steps, dispatch] = useReducer(quoteStepReducer, undefined, startQuoteSteps);
    const setValue = (name: keyof QuoteFlowValues, value: unknown) => {
      setAnswers((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    };
    const onInput = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const { name, type } = event.target;
      setValue(
        name as keyof QuoteFlowValues,
        type === 'checkbox' ? (event.target as HTMLInputElement).checked : event.target.value,
      );
    };
    return (
      // The key handler the flow's own form has (quote-flow.tsx): the Next key moves between
      // text fields. A keyboard user reaches the fields, not the form.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
      <form
        noValidate
        aria-label={t(definition.title)}
        onKeyDown={moveToNextTextField}
        onSubmit={(event) => {
          event.preventDefault();
          const found = definition.check(answers, []);
          setErrors(found);
          if (Object.keys(found).length > 0) dispatch({ type: 'refused' });
          else onAccepted(answers);
        }}
      >
        {fields({ id: 'flow', values: answers, errors, setValue, onInput, focus: steps.focus })}
        <button type="submit">{t(definition.submitLabel)}</button>
      </form>
    );
  }
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        {language === 'es' ? (
          <SpanishQuoteMessages>
            <Harness />
          </SpanishQuoteMessages>
        ) : (
          <EnglishQuoteMessages>
            <Harness />
          </EnglishQuoteMessages>
        )}
      </MemoryRouter>
    </ThemeProvider>,
  );
  return { user: userEvent.setup({ delay: null }), onAccepted };
}

const SPANISH_TEXTS = [...Object.values(quoteEs), ...Object.values(formsEs)];

/**
 * The English texts of the quote and forms parts that a Spanish page must not show: each
 * without placeholders, and none the Spanish also says ('VIN' is in 'Número VIN').
 */
const ENGLISH_ONLY_TEXTS = [...Object.values(quoteEn), ...Object.values(formsEn)].filter(
  (text) =>
    text.trim().length > 2 &&
    !text.includes('{') &&
    !SPANISH_TEXTS.some((spanish) => spanish.includes(text.trim())),
);

const asWholeWords = (text: string) =>
  new RegExp(`(^|\\W)${text.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|\\W)`);

/** The English texts of the catalogue parts that `element` shows: [] on a Spanish page. */
export function englishTextsShown(element: HTMLElement = document.body): string[] {
  // Text node by text node, so the end of one label never runs into the next one's start.
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
  const shown = texts.join('\n');
  return ENGLISH_ONLY_TEXTS.filter((text) => asWholeWords(text).test(shown));
}

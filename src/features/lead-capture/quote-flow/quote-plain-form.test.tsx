/**
 * @jest-environment jsdom
 *
 * The plain quote form in Spanish (docs/decisions/spanish.md#the-quote-flow-in-spanish): its
 * words, the messages of a refused post, and the hidden fields that record the language and
 * the consent wordings the visitor saw, as a sent flow records them.
 */
import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { LEAD_MESSAGES, PRIVACY_CONSENT_TEXT } from '@/domain/lead-fields';
import { QUOTE_MESSAGES } from '@/domain/quote';
import { formsEs } from '@/i18n/catalogues/forms-es';
import { theme } from '@/ui/theme/theme';
import { EnglishQuoteMessages } from './english-quote-messages';
import { QuotePlainForm, type QuotePlainFormProps } from './quote-plain-form';
import { SpanishQuoteMessages } from './spanish-quote-messages';
import { englishTextsShown } from './steps/render-step.test-harness';

function renderForm(props: QuotePlainFormProps, wrap: (form: ReactNode) => ReactNode) {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>{wrap(<QuotePlainForm {...props} />)}</MemoryRouter>
    </ThemeProvider>,
  );
}

const spanish = (form: ReactNode) => <SpanishQuoteMessages>{form}</SpanishQuoteMessages>;
const english = (form: ReactNode) => <EnglishQuoteMessages>{form}</EnglishQuoteMessages>;

/** The value a hidden field posts, or undefined without one. */
const posted = (name: string) =>
  document.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value;

describe('QuotePlainForm: in Spanish', () => {
  it('asks in Spanish and posts the Spanish language and consent wordings', () => {
    renderForm({}, spanish);
    expect(screen.getByRole('heading', { name: 'Su solicitud de cotización' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '¿Qué hay que arreglar?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Pago yo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar mi solicitud' })).toBeInTheDocument();
    expect(posted('language')).toBe('es');
    expect(posted('consentText')).toBe(formsEs['form.consent.privacy']);
    expect(posted('consentTextsWording')).toBe(formsEs['form.consent.texts']);
    expect(englishTextsShown()).toEqual([]);
  });

  it('says in Spanish what a refused post left to fix', () => {
    renderForm(
      {
        values: { language: 'es', firstName: 'Ana' },
        errors: { 'quote.glass': QUOTE_MESSAGES.glass, zipCode: LEAD_MESSAGES.zipCode },
      },
      spanish,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Corrija los errores del formulario');
    expect(alert).toHaveTextContent('Elija el vidrio que hay que arreglar');
    expect(alert).toHaveTextContent('Las fotos no se guardan');
    expect(
      screen.getByLabelText('Código postal donde estará el carro'),
    ).toHaveAccessibleDescription('El código postal debe tener 5 dígitos');
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana');
    expect(englishTextsShown()).toEqual([]);
  });

  it('posts the English wording, and no language, in English', () => {
    renderForm({}, english);
    expect(posted('consentText')).toBe(PRIVACY_CONSENT_TEXT);
    expect(posted('language')).toBeUndefined();
    expect(screen.getByRole('heading', { name: 'Your quote request' })).toBeInTheDocument();
  });
});

/**
 * The plain quote form re-rendered for a refused post in the language it was posted in
 * (docs/decisions/spanish.md#the-quote-flow-in-spanish): a Spanish post gets the Spanish form
 * and messages back, an English one the English form.
 */
import { LEAD_MESSAGES } from '@/domain/lead-fields';
import { QUOTE_MESSAGES } from '@/domain/quote';
import { renderRefusedLeadForm } from './refused-lead-form';

const ERRORS = { 'quote.glass': QUOTE_MESSAGES.glass, zipCode: LEAD_MESSAGES.zipCode };

describe('renderRefusedLeadForm: the plain quote form', () => {
  it('answers a Spanish post with the Spanish form, its messages in Spanish', () => {
    const html = renderRefusedLeadForm(
      { placement: 'quote-page' },
      { language: 'es', firstName: 'Ana' },
      ERRORS,
    )!;
    expect(html).toContain('Su solicitud de cotización');
    expect(html).toContain('Elija el vidrio que hay que arreglar');
    expect(html).toContain('El código postal debe tener 5 dígitos');
    expect(html).toContain('name="language" value="es"');
    expect(html).not.toContain(QUOTE_MESSAGES.glass);
    expect(html).not.toContain('Your quote request');
  });

  it('answers an English post with the English form', () => {
    const html = renderRefusedLeadForm({ placement: 'quote-page' }, { firstName: 'Ana' }, ERRORS)!;
    expect(html).toContain('Your quote request');
    expect(html).toContain(QUOTE_MESSAGES.glass);
    expect(html).not.toContain('name="language"');
  });
});

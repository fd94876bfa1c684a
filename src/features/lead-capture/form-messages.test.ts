/**
 * The lead form's catalogue part (src/i18n/catalogues/forms-*.ts): the English words are the
 * domain's and the content's own (the catalogue may not import them, so this holds them equal),
 * the Spanish part has every id, translated, with the same placeholders, and a validation
 * message of the schema is shown by its id in the form's language.
 */
import { COLLECTION_NOTICE } from '@/content/collection-notice';
import { SPANISH_SERVICES } from '@/content/es/services';
import { SERVICES } from '@/content/services';
import { PRIVACY_CONSENT_TEXT, TEXT_MESSAGE_CONSENT_TEXT } from '@/domain/consent-wording';
import { LEAD_MESSAGES, MARKETING_CONSENT_TEXT, URGENT_LABEL } from '@/domain/lead-fields';
import { formsEn, type FormCatalogue, type FormMessageId } from '@/i18n/catalogues/forms-en';
import { formsEs } from '@/i18n/catalogues/forms-es';
import { messages as spanishFormMessages } from '@/i18n/compiled/forms-es';
import { createTranslator } from '@/i18n/translator';
import { messagePlaceholders } from '../../../test/support/message-placeholders';
import { formErrorText } from './form-messages';

/** Ids whose Spanish text is rightly the English one. */
const SAME_IN_SPANISH: ReadonlySet<FormMessageId> = new Set<FormMessageId>(['form.talkAfterPhone']);

describe('the lead form catalogue part', () => {
  it('words in English what the domain and the content say', () => {
    for (const key of Object.keys(LEAD_MESSAGES) as (keyof typeof LEAD_MESSAGES)[])
      expect(formsEn[`form.error.${key}`]).toBe(LEAD_MESSAGES[key]);
    expect(formsEn['form.consent.privacy']).toBe(PRIVACY_CONSENT_TEXT);
    expect(formsEn['form.consent.privacy']).toContain(formsEn['form.consent.privacyLink']);
    expect(formsEn['form.consent.texts']).toBe(TEXT_MESSAGE_CONSENT_TEXT);
    expect(formsEn['form.consent.marketing']).toBe(MARKETING_CONSENT_TEXT);
    expect(formsEn['form.urgent']).toBe(URGENT_LABEL);
    expect(formsEn['form.notice']).toBe(COLLECTION_NOTICE.lead);
    for (const service of SERVICES)
      expect(formsEn[`form.serviceOption.${service.slug}`]).toBe(service.title);
  });

  it('names the services in Spanish as the Spanish service pages do', () => {
    for (const service of SERVICES)
      expect(formsEs[`form.serviceOption.${service.slug}`]).toBe(
        SPANISH_SERVICES[service.slug].title,
      );
  });

  it('has every English id in Spanish, translated, with the same placeholders', () => {
    expect(Object.keys(formsEs).sort()).toEqual(Object.keys(formsEn).sort());
    for (const id of Object.keys(formsEn) as FormMessageId[]) {
      if (!SAME_IN_SPANISH.has(id))
        expect({ id, text: formsEs[id] }).not.toEqual({ id, text: formsEn[id] });
      expect({ id, placeholders: messagePlaceholders(formsEs[id]) }).toEqual({
        id,
        placeholders: messagePlaceholders(formsEn[id]),
      });
    }
    // The Spanish consent links the words it names.
    expect(formsEs['form.consent.privacy']).toContain(formsEs['form.consent.privacyLink']);
  });

  it('refuses a Spanish part without an id, at compile time', () => {
    const { 'form.firstName': _dropped, ...missingOne } = formsEs;
    // @ts-expect-error: a catalogue part without `form.firstName` is not a FormCatalogue.
    const incomplete: FormCatalogue = missingOne;
    expect(Object.keys(incomplete)).not.toContain('form.firstName');
  });

  it("shows a schema message by its id in the form's language", () => {
    const t = createTranslator<FormMessageId>('es', spanishFormMessages);
    expect(formErrorText(t, LEAD_MESSAGES.zipCode)).toBe('El código postal debe tener 5 dígitos');
    expect(formErrorText(t, LEAD_MESSAGES.consentPrivacyPolicy)).toBe(
      'Debe aceptar la política de privacidad',
    );
    expect(formErrorText(t, 'Something the catalogue does not know')).toBe(
      'Something the catalogue does not know',
    );
  });
});

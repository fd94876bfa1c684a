/**
 * @jest-environment jsdom
 *
 * The contact step on its own (docs/decisions/quote-flow.md, 'Steps in code', 'Four
 * screens'): each field's message beside it, marked invalid, the first to fix focused; the
 * keyboard's Next key goes from field to field and sends the step from the last; Tab walks
 * the fields, the consents and the policy link in reading order; the ZIP code's answer.
 */
import { screen } from '@testing-library/react';
import { LEAD_MESSAGES } from '@/domain/lead-fields';
import type { ZipAnswer } from '@/lib/quote-api-client';
import { CONTACT_STEP, ContactStep } from './contact-step';
import { englishTextsShown, renderStep } from './render-step.test-harness';

// Typing is event by event, and the machines that run the tests are small and shared.
jest.setTimeout(30_000);

const renderContact = (values = {}, zipAnswer?: ZipAnswer) =>
  renderStep(CONTACT_STEP, (props) => <ContactStep {...props} zipAnswer={zipAnswer} />, values);

const seeEstimate = () => screen.getByRole('button', { name: 'See my estimate' });
const privacy = () => screen.getByRole('checkbox', { name: /privacy policy/ });

const FILLED = {
  zipCode: '94545',
  firstName: 'Ana',
  lastName: 'Reyes',
  email: 'ana@example.com',
  phone: '(510) 555-0123',
};

describe('ContactStep: errors', () => {
  it('refuses an empty step: every field says what it needs, and the ZIP code is focused', async () => {
    const { user, onAccepted } = renderContact();
    await user.click(seeEstimate());
    expect(onAccepted).not.toHaveBeenCalled();
    const expected: [HTMLElement, string][] = [
      [screen.getByLabelText(/^ZIP code/), LEAD_MESSAGES.zipCode],
      [screen.getByLabelText('First name'), LEAD_MESSAGES.firstName],
      [screen.getByLabelText('Last name'), LEAD_MESSAGES.lastName],
      [screen.getByLabelText('Email'), LEAD_MESSAGES.email],
      [screen.getByLabelText('Phone'), LEAD_MESSAGES.phone],
      [privacy(), LEAD_MESSAGES.consentPrivacyPolicy],
    ];
    for (const [field, message] of expected) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(screen.getByLabelText(/^ZIP code/)).toHaveFocus();
  });

  it('focuses an invalid email when everything above it is right', async () => {
    const { user } = renderContact({ ...FILLED, email: 'ana@example' });
    await user.click(privacy());
    await user.click(seeEstimate());
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(LEAD_MESSAGES.email);
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('asks for the privacy consent last, and passes once it is given', async () => {
    const { user, onAccepted } = renderContact(FILLED);
    await user.click(seeEstimate());
    expect(privacy()).toHaveFocus();
    expect(privacy()).toHaveAccessibleDescription(LEAD_MESSAGES.consentPrivacyPolicy);
    await user.click(privacy());
    expect(privacy()).not.toHaveAttribute('aria-invalid');
    await user.click(seeEstimate());
    expect(onAccepted).toHaveBeenCalledWith(
      expect.objectContaining({ ...FILLED, consentPrivacyPolicy: true, consentTexts: false }),
    );
  });

  it('says where a ZIP code is, and warns for one outside the area', () => {
    renderContact({ zipCode: '95814' }, {
      zip: '95814',
      known: true,
      city: 'Sacramento',
      county: 'Sacramento',
      inServiceArea: false,
    } as ZipAnswer);
    expect(
      screen.getByText(/Sacramento County, is outside our usual service area/),
    ).toHaveAttribute('data-tone', 'warning');
  });
});

describe('ContactStep: keyboard', () => {
  it('Next (Enter) moves from field to field, and sends the step from the phone', async () => {
    const { user, onAccepted } = renderContact();
    const zip = screen.getByLabelText(/^ZIP code/);
    expect(zip).toHaveAttribute('enterkeyhint', 'next');
    await user.type(zip, '94545{Enter}');
    expect(screen.getByLabelText('First name')).toHaveFocus();
    await user.keyboard('Ana{Enter}Reyes{Enter}ana@example.com{Enter}');
    expect(screen.getByLabelText('Phone')).toHaveFocus();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('enterkeyhint', 'done');
    await user.keyboard('5105550123{Enter}');
    // Sent, and refused for the one thing left: the privacy consent, now focused.
    expect(onAccepted).not.toHaveBeenCalled();
    expect(privacy()).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
  });

  it('Tab walks the fields, the consents and the policy link in reading order', async () => {
    const { user } = renderContact();
    const order = [
      screen.getByLabelText(/^ZIP code/),
      screen.getByLabelText('First name'),
      screen.getByLabelText('Last name'),
      screen.getByLabelText('Email'),
      screen.getByLabelText('Phone'),
      screen.getByRole('checkbox', { name: /^Text me about this request/ }),
      screen.getByRole('checkbox', { name: /^Send me occasional offers/ }),
      privacy(),
      screen.getByRole('link', { name: 'privacy policy' }),
      seeEstimate(),
    ];
    for (const element of order) {
      await user.tab();
      expect(element).toHaveFocus();
    }
  });
});

describe('ContactStep: in Spanish', () => {
  it('asks in Spanish, and says in Spanish what an empty step left to fix', async () => {
    const { user, onAccepted } = renderStep(
      CONTACT_STEP,
      (props) => (
        <ContactStep
          {...props}
          zipAnswer={
            {
              zip: '94545',
              known: true,
              city: 'Hayward',
              county: 'Alameda',
              inServiceArea: true,
            } as ZipAnswer
          }
        />
      ),
      {},
      'es',
    );
    expect(
      screen.getByText(/^Hayward, condado de Alameda: dentro de nuestra zona/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver mi precio estimado' }));
    expect(onAccepted).not.toHaveBeenCalled();
    const zip = screen.getByLabelText('Código postal donde estará el carro');
    expect(zip).toHaveAccessibleDescription('El código postal debe tener 5 dígitos');
    expect(zip).toHaveFocus();
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('Escriba su nombre');
    expect(screen.getByLabelText('Teléfono')).toHaveAccessibleDescription(
      'Escriba un número de teléfono válido',
    );
    expect(
      screen.getByRole('checkbox', { name: /política de privacidad/ }),
    ).toHaveAccessibleDescription('Debe aceptar la política de privacidad');
    expect(englishTextsShown()).toEqual([]);
  });
});

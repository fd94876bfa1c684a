/**
 * @jest-environment jsdom
 *
 * ConsentFields in its three uses: controlled by the lead form and the flow, left to the
 * browser in the plain form (no JavaScript), and with the privacy consent already given; and
 * the wording a plain post records beside them.
 */
import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import { TEXT_MESSAGE_CONSENT_TEXT } from '@/domain/consent-wording';
import { MARKETING_CONSENT_TEXT, PRIVACY_CONSENT_TEXT } from '@/domain/lead-fields';
import { formsEs } from '@/i18n/catalogues/forms-es';
import { theme } from '@/ui/theme/theme';
import { ConsentFields, PostedConsentWording, type ConsentAnswers } from './consent-fields';
import { SpanishFormMessages } from './spanish-form-messages';

const NONE_TICKED: ConsentAnswers = {
  consentTexts: false,
  consentMarketing: false,
  consentPrivacyPolicy: false,
};

/** The fields in a form, as each form has them, so what they post can be read. */
const renderInForm = (element: ReactNode) => {
  render(
    <MemoryRouter>
      <ThemeProvider theme={theme}>
        <form aria-label="Quote">{element}</form>
      </ThemeProvider>
    </MemoryRouter>,
  );
  return () => [...new FormData(screen.getByRole('form', { name: 'Quote' })).entries()];
};

const textsBox = () => screen.getByRole('checkbox', { name: TEXT_MESSAGE_CONSENT_TEXT });
const marketingBox = () => screen.getByRole('checkbox', { name: MARKETING_CONSENT_TEXT });
// The link inside the label adds a space to the computed name ('privacy policy ,').
const privacyBox = () => screen.getByRole('checkbox', { name: /agree to the privacy policy/ });

describe('ConsentFields', () => {
  it('asks texts, offers and the privacy policy in that order, ids under the form id', () => {
    renderInForm(<ConsentFields id="lead" answers={NONE_TICKED} onChange={jest.fn()} />);
    expect(screen.getAllByRole('checkbox')).toEqual([textsBox(), marketingBox(), privacyBox()]);
    expect(screen.getAllByRole('checkbox').map((box) => box.id)).toEqual([
      'lead-consentTexts',
      'lead-consentMarketing',
      'lead-consentPrivacyPolicy',
    ]);
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      paths.privacyPolicy(),
    );
    expect(privacyBox()).not.toBeRequired();
  });

  it('controlled: shows the answers given and reports each change, the ticks left to the form', async () => {
    const onChange = jest.fn();
    renderInForm(
      <ConsentFields
        id="flow"
        answers={{ ...NONE_TICKED, consentMarketing: true }}
        onChange={onChange}
      />,
    );
    expect(marketingBox()).toBeChecked();
    expect(privacyBox()).not.toBeChecked();
    await userEvent.click(privacyBox());
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0][0].target).toBe(privacyBox());
    // The form did not change its answers, so the box shows them still.
    expect(privacyBox()).not.toBeChecked();
  });

  it('shows each message under the box it is about, and marks only that box invalid', () => {
    renderInForm(
      <ConsentFields
        id="lead"
        answers={NONE_TICKED}
        onChange={jest.fn()}
        errors={{ consentPrivacyPolicy: 'Please agree to the privacy policy' }}
      />,
    );
    expect(privacyBox()).toHaveAttribute('aria-invalid', 'true');
    expect(privacyBox()).toHaveAccessibleDescription('Please agree to the privacy policy');
    for (const box of [textsBox(), marketingBox()]) {
      expect(box).not.toHaveAttribute('aria-invalid');
      expect(box).not.toHaveAttribute('aria-describedby');
    }
  });

  it('without onChange, the browser keeps the ticks from the answers given and posts them', async () => {
    const posted = renderInForm(
      <ConsentFields
        id="plain"
        answers={{ ...NONE_TICKED, consentTexts: true }}
        value="true"
        privacyRequired
      />,
    );
    expect(textsBox()).toBeChecked();
    expect(privacyBox()).toBeRequired();
    await userEvent.click(privacyBox());
    expect(privacyBox()).toBeChecked();
    expect(posted()).toEqual([
      ['consentTexts', 'true'],
      ['consentPrivacyPolicy', 'true'],
    ]);
  });

  it('with the privacy consent given, says so in place of the box and posts it as given', () => {
    const posted = renderInForm(
      <ConsentFields
        id="lead"
        answers={{ ...NONE_TICKED, consentPrivacyPolicy: true }}
        onChange={jest.fn()}
        value="true"
        privacyConsentGiven
        noteClassName="form-note"
      />,
    );
    expect(screen.getAllByRole('checkbox')).toEqual([textsBox(), marketingBox()]);
    const note = screen.getByText(/You agreed to the/);
    expect(note).toHaveClass('form-note');
    expect(note).toHaveTextContent(
      'You agreed to the privacy policy and to be contacted about this request.',
    );
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      paths.privacyPolicy(),
    );
    expect(posted()).toEqual([['consentPrivacyPolicy', 'true']]);
  });

  it('disabled while the form sends: no box can be changed', () => {
    renderInForm(<ConsentFields id="lead" answers={NONE_TICKED} onChange={jest.fn()} disabled />);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  });

  it('by keyboard: Tab walks the boxes and the policy link in reading order, Space ticks', async () => {
    const user = userEvent.setup();
    renderInForm(<ConsentFields id="plain" answers={NONE_TICKED} />);
    await user.tab();
    expect(textsBox()).toHaveFocus();
    await user.keyboard(' ');
    expect(textsBox()).toBeChecked();
    await user.tab();
    expect(marketingBox()).toHaveFocus();
    await user.tab();
    expect(privacyBox()).toHaveFocus();
    await user.keyboard(' ');
    expect(privacyBox()).toBeChecked();
    await user.tab();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveFocus();
  });
});

describe('PostedConsentWording', () => {
  it('posts the English privacy wording alone on an English page', () => {
    const posted = renderInForm(<PostedConsentWording />);
    expect(posted()).toEqual([['consentText', PRIVACY_CONSENT_TEXT]]);
  });

  it('posts the language and both wordings in Spanish on a Spanish page', () => {
    const posted = renderInForm(
      <SpanishFormMessages>
        <PostedConsentWording />
      </SpanishFormMessages>,
    );
    expect(posted()).toEqual([
      ['consentText', formsEs['form.consent.privacy']],
      ['language', 'es'],
      ['consentTextsWording', formsEs['form.consent.texts']],
    ]);
  });
});

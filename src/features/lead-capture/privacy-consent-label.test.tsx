/**
 * @jest-environment jsdom
 *
 * The label the visitor reads must be the wording the lead stores as consent, word for word.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PRIVACY_CONSENT_TEXT } from '@/domain/lead-fields';
import { PrivacyConsentLabel } from './privacy-consent-label';

describe('PrivacyConsentLabel', () => {
  it('reads exactly as the stored consent text, with the privacy policy linked', () => {
    const { container } = render(
      <MemoryRouter>
        <PrivacyConsentLabel />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe(PRIVACY_CONSENT_TEXT);
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      paths.privacyPolicy(),
    );
  });
});

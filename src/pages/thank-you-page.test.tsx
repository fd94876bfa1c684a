/**
 * @jest-environment jsdom
 */
import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '@/ui/theme/theme';
import { Component as ThankYouPage } from './thank-you-page';

// jsdom has no User Timing; PageMeta marks the page ready.
performance.mark ??= jest.fn();

function openAt(entry: string | { pathname: string; state: unknown }) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[entry]}>
        <ThankYouPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const referenceSlot = (container: HTMLElement) =>
  container.querySelector('strong[data-lead-reference]');

describe('thank-you page', () => {
  it('shows the reference of a post without JavaScript from ?ref=', () => {
    const { container } = openAt('/thank-you?ref=K3X9QA');
    expect(referenceSlot(container)).toHaveTextContent(/^K3X9QA$/);
    expect(referenceSlot(container)!.parentElement).toHaveTextContent(
      'Your reference: K3X9QA. Mention it when you call us.',
    );
  });

  it.each(['?ref=<b>X</b>', '?ref=k3x9qa', '?ref=K3X9QA1', '?ref=', ''])(
    'leaves the slot empty for %p: nothing but a well-formed reference is echoed',
    (search) => {
      const { container } = openAt(`/thank-you${search}`);
      expect(referenceSlot(container)).toBeEmptyDOMElement();
    },
  );

  it('renders the exact empty slot the server fills (LEAD_REFERENCE_SLOT in server/site/static-site.ts)', () => {
    const { container } = openAt('/thank-you');
    expect(container.innerHTML).toContain('<strong data-lead-reference=""></strong>');
  });

  it('shows the receipt passed in the navigation state instead of the slot', () => {
    const { container } = openAt({
      pathname: '/thank-you',
      state: { quoteReceipt: { reference: 'AB12CD', summary: [['Name', 'Jo']] } },
    });
    expect(screen.getByRole('heading', { name: 'Your request' })).toBeInTheDocument();
    expect(screen.getByText('AB12CD')).toBeInTheDocument();
    expect(referenceSlot(container)).toBeNull();
  });
});

/**
 * @jest-environment jsdom
 */
import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LAST_RECEIPT_KEY } from '@/features/lead-capture/lead-finish';
import { storeConsent } from '@/lib/consent-storage';
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

const RECEIPT = { reference: 'AB12CD', summary: [['Name', 'Jo']] };

const conversions = () =>
  (window.dataLayer ?? []).filter((entry) => entry.event === 'lead_submitted').length;

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  window.dataLayer = [];
});

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
      state: { quoteReceipt: RECEIPT },
    });
    expect(screen.getByRole('heading', { name: 'Your request' })).toBeInTheDocument();
    expect(screen.getByText('AB12CD')).toBeInTheDocument();
    expect(referenceSlot(container)).toBeNull();
  });

  it('shows the last receipt after a reload without state, from this tab only (sessionStorage)', () => {
    openAt({ pathname: '/thank-you', state: { quoteReceipt: RECEIPT } }).unmount();
    expect(JSON.parse(window.sessionStorage.getItem(LAST_RECEIPT_KEY)!)).toEqual(RECEIPT);
    expect(window.localStorage.length).toBe(0);
    openAt('/thank-you');
    expect(screen.getByText('AB12CD')).toBeInTheDocument();
  });

  it('counts one conversion per lead, with consent: not again on a reload or a retried send', () => {
    storeConsent('accepted');
    openAt({ pathname: '/thank-you', state: { quoteReceipt: RECEIPT } }).unmount();
    expect(conversions()).toBe(1);
    // The reload, and a retried send of the same lead (same stored id, same reference).
    openAt('/thank-you').unmount();
    openAt({ pathname: '/thank-you', state: { quoteReceipt: RECEIPT } }).unmount();
    expect(conversions()).toBe(1);
    // Another lead counts; a post without JavaScript counts by its reference.
    openAt({
      pathname: '/thank-you',
      state: { quoteReceipt: { ...RECEIPT, reference: 'ZZ99ZZ' } },
    }).unmount();
    openAt('/thank-you?ref=K3X9QA').unmount();
    openAt('/thank-you?ref=K3X9QA').unmount();
    expect(conversions()).toBe(2 + 1);
    // The event says nothing about the lead.
    expect(window.dataLayer).toEqual([
      { event: 'lead_submitted' },
      { event: 'lead_submitted' },
      { event: 'lead_submitted' },
    ]);
  });

  it('counts nothing without Accept All, and the lead counts once the visitor accepts', () => {
    openAt({ pathname: '/thank-you', state: { quoteReceipt: RECEIPT } }).unmount();
    storeConsent('declined');
    openAt('/thank-you').unmount();
    expect(conversions()).toBe(0);
    storeConsent('accepted');
    openAt('/thank-you').unmount();
    expect(conversions()).toBe(1);
  });
});

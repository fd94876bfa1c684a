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
import { Component as SpanishThankYouPage } from './thank-you-page-es';
import { ENGLISH_THANK_YOU } from './thank-you-words';
import { englishCatalogueTextsIn, renderPageAt } from '../page-in-language.test-harness';

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

describe('thank-you page in Spanish (/es/thank-you)', () => {
  /** Every English word the page's own copy has, as the visitor would read it. */
  const ENGLISH_TEXTS = [
    ENGLISH_THANK_YOU.meta.title,
    ...Object.values(ENGLISH_THANK_YOU.hero),
    ...ENGLISH_THANK_YOU.links.map((link) => link.label),
    ...Object.values(ENGLISH_THANK_YOU.next),
    ...ENGLISH_THANK_YOU.steps.flatMap((step) => [step.title, step.description]),
    ENGLISH_THANK_YOU.hours.title,
    ...ENGLISH_THANK_YOU.hours.rows.flatMap((row) => [row.label, row.value]),
    ENGLISH_THANK_YOU.reference.before.trim(),
    ENGLISH_THANK_YOU.reference.after.replace(/^\. /, ''),
    ENGLISH_THANK_YOU.receipt.title,
    ENGLISH_THANK_YOU.receipt.timeAskedFor,
    ENGLISH_THANK_YOU.receipt.noWindow,
  ];
  const englishIn = (text: string) => ENGLISH_TEXTS.filter((english) => text.includes(english));

  const SPANISH_RECEIPT = {
    reference: 'AB12CD',
    summary: [
      ['Nombre', 'Ana López'],
      ['Servicio', 'Reparación de parabrisas'],
    ],
  };

  it('is in Spanish, with the reference of a post without JavaScript in its slot', async () => {
    const { container } = await renderPageAt('/es/thank-you?ref=K3X9QA', <SpanishThankYouPage />);
    expect(screen.getByRole('heading', { level: 1, name: '¡Gracias!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lo que sigue' })).toBeInTheDocument();
    expect(referenceSlot(container)!.parentElement).toHaveTextContent(
      'Su número de referencia: K3X9QA. Menciónelo cuando nos llame.',
    );
    // The server fills this exact slot in the Spanish snapshot too.
    expect(container.innerHTML).toContain('<strong data-lead-reference="">K3X9QA</strong>');
    expect(container).toHaveTextContent('horario de atención: lun-vie');
    expect(englishIn(container.textContent!)).toEqual([]);
    expect(englishCatalogueTextsIn(container.textContent!)).toEqual([]);
  });

  it('shows the receipt the Spanish form sent (kept in this tab), in Spanish around it', async () => {
    window.sessionStorage.setItem(LAST_RECEIPT_KEY, JSON.stringify(SPANISH_RECEIPT));
    const { container } = await renderPageAt('/es/thank-you', <SpanishThankYouPage />);
    expect(screen.getByRole('heading', { name: 'Su solicitud' })).toBeInTheDocument();
    expect(screen.getByText('AB12CD')).toBeInTheDocument();
    expect(screen.getByText('Reparación de parabrisas')).toBeInTheDocument();
    expect(screen.getByText('Lo llamamos para acordar la hora')).toBeInTheDocument();
    expect(englishIn(container.textContent!)).toEqual([]);
    expect(englishCatalogueTextsIn(container.textContent!)).toEqual([]);
  });

  it('leads to the Spanish twins where they exist, and to no page without one', async () => {
    await renderPageAt('/es/thank-you', <SpanishThankYouPage />);
    expect(screen.getByRole('link', { name: 'Ver nuestros servicios' })).toHaveAttribute(
      'href',
      '/es/services',
    );
    expect(screen.queryByRole('link', { name: /blog/i })).toBeNull();
    expect(screen.getByRole('link', { name: /Llam/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
  });
});

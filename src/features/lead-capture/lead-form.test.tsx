/**
 * @jest-environment jsdom
 *
 * The lead form as a visitor meets it: fields found by their labels, errors shown under
 * the fields and announced, and the submit button's states while the lead is sent. The
 * lead service is a stubbed `fetch`; toasts are a mock.
 */
import { TEXT_MESSAGE_CONSENT_TEXT } from '@/domain/consent-wording';
import { ThemeProvider } from '@emotion/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { QuoteReceipt } from './quote-flow/quote-receipt';
import { paths } from '@/config/paths';
import { COLLECTION_NOTICE } from '@/content/collection-notice';
import { FLEET_FORM_COPY } from '@/content/fleet-form';
import { FLEET_LEAD_SERVICE, FLEET_SIZES, LEAD_MESSAGES } from '@/domain/lead-fields';
import { theme } from '@/ui/theme/theme';
import { formsEn } from '@/i18n/catalogues/forms-en';
import { formsEs } from '@/i18n/catalogues/forms-es';
import { SPANISH_FLEET_FORM_COPY } from '@/content/es/fleet-form';
import { LeadForm, type LeadFormSetup } from './lead-form';
import { SpanishFormMessages } from './spanish-form-messages';
import { UNSENT_LEADS_KEY } from './unsent-leads';

const mockToast = { success: jest.fn(), error: jest.fn(), info: jest.fn(), prepare: jest.fn() };
jest.mock('@/ui/toast', () => ({ useToast: () => mockToast }));

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

function jsonResponse(status: number, body: unknown): Response {
  return { ok: status < 300, status, json: async () => body } as Response;
}

/** The thank-you route: shows the receipt the form passed in the navigation state. */
function ThankYouStub() {
  const location = useLocation();
  const state = location.state as { quoteReceipt?: QuoteReceipt } | null;
  return (
    <>
      <h1>Thank you page</h1>
      <output aria-label="path">{location.pathname}</output>
      <output aria-label="receipt">{JSON.stringify(state?.quoteReceipt ?? null)}</output>
    </>
  );
}

function renderForm(form = <LeadForm placement="facebook" heading="Get a quote" />) {
  // A plain MemoryRouter: the data routers need the Fetch API's Request, which jsdom lacks.
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/leads/facebook?utm_source=fb']}>
        <Routes>
          <Route path="/leads/facebook" element={form} />
          <Route path="/thank-you" element={<ThankYouStub />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
  return { user: userEvent.setup({ delay: null }) };
}

async function fillValidLead(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Maria');
  await user.type(screen.getByLabelText('Last name'), 'Lopez');
  await user.type(screen.getByLabelText('Email'), 'maria@example.com');
  await user.type(screen.getByLabelText('Phone'), '(510) 555-0199');
  await user.type(screen.getByLabelText('ZIP code'), '94545');
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
}

beforeEach(() => {
  window.localStorage.clear();
  fetchMock.mockReset();
  Object.values(mockToast).forEach((mock) => mock.mockReset());
  // The form token (the server's clock for the fill time) is answered here; `fetchMock`
  // sees only what the form sends to the lead service.
  globalThis.fetch = ((url: Parameters<typeof fetch>[0], init?: RequestInit) =>
    String(url).endsWith('/api/form-token')
      ? Promise.resolve(jsonResponse(200, { token: 'test-token' }))
      : fetchMock(url, init)) as typeof fetch;
});

// Typing is event by event, and the machines that run the tests are small and shared.
jest.setTimeout(30_000);

describe('LeadForm', () => {
  it('labels every field and gives each the right input type', () => {
    renderForm();
    const form = screen.getByRole('form', { name: 'Get a quote' });
    expect(within(form).getByLabelText('First name')).toHaveAttribute('autocomplete', 'given-name');
    expect(within(form).getByLabelText('Last name')).toBeRequired();
    expect(within(form).getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(within(form).getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    expect(within(form).getByLabelText('ZIP code')).toHaveAttribute('inputmode', 'numeric');
    expect(within(form).getByLabelText('VIN (optional)')).not.toBeRequired();
    expect(within(form).getByLabelText('Service needed')).toHaveValue('windshield-replacement');
    expect(
      within(form).getByRole('checkbox', { name: 'I need service urgently (within 24 hours)' }),
    ).not.toBeChecked();
    expect(within(form).getByRole('checkbox', { name: /privacy policy/ })).not.toBeChecked();
    expect(within(form).getByRole('button', { name: 'Get My Free Quote' })).toBeEnabled();
  });

  it('loads the toast host as the visitor starts filling, so the answer shows at once', async () => {
    const { user } = renderForm();
    expect(mockToast.prepare).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('First name'));
    expect(mockToast.prepare).toHaveBeenCalled();
  });

  it('writes its start time into the form, except in the prerender crawl', () => {
    const startedAtField = () =>
      screen.getByRole('form', { name: 'Get a quote' }).querySelector('[name="formStartedAt"]');
    renderForm();
    expect(Number(startedAtField()?.getAttribute('value'))).toBeGreaterThan(0);
    cleanup();
    window.__PRERENDER__ = true;
    try {
      renderForm();
      expect(startedAtField()).toHaveAttribute('value', '');
    } finally {
      delete window.__PRERENDER__;
    }
  });

  it('shows each error under its field, sends nothing, and clears an error when its field is edited', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('ZIP code'), '123');
    await user.type(screen.getByLabelText('VIN (optional)'), 'SHORTVIN');
    await user.click(screen.getByRole('button', { name: 'Get My Free Quote' }));

    const zip = screen.getByLabelText('ZIP code');
    expect(await screen.findByText(LEAD_MESSAGES.zipCode)).toBeInTheDocument();
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAccessibleDescription(LEAD_MESSAGES.zipCode);
    expect(screen.getByLabelText('VIN (optional)')).toHaveAccessibleDescription(
      LEAD_MESSAGES.vinNumber,
    );
    expect(screen.getByText(LEAD_MESSAGES.firstName)).toBeInTheDocument();
    expect(screen.getByText(LEAD_MESSAGES.consentPrivacyPolicy)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(LEAD_MESSAGES.formInvalid);
    expect(mockToast.error).toHaveBeenCalledWith(LEAD_MESSAGES.formInvalid);
    // Focus goes to the first field to fix.
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(zip, '45');
    expect(screen.queryByText(LEAD_MESSAGES.zipCode)).not.toBeInTheDocument();
    expect(zip).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    expect(screen.queryByText(LEAD_MESSAGES.consentPrivacyPolicy)).not.toBeInTheDocument();
  });

  it('sends consent to texts with its wording only when ticked (docs/decisions/text-messages.md)', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    const { user } = renderForm();
    await fillValidLead(user);
    const texts = screen.getByRole('checkbox', { name: /^Text me about this request/ });
    expect(texts).not.toBeChecked();
    await user.click(texts);
    await user.click(screen.getByRole('button', { name: 'Get My Free Quote' }));
    await screen.findByRole('button', { name: 'Submitting...' });
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toMatchObject({
      consentTexts: true,
      consentTextsWording: TEXT_MESSAGE_CONSENT_TEXT,
    });
  });

  it('shows progress while sending, then thanks the visitor, clears the form and goes to /thank-you', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = renderForm();
    await fillValidLead(user);
    await user.click(screen.getByRole('button', { name: 'Get My Free Quote' }));

    const sending = await screen.findByRole('button', { name: 'Submitting...' });
    expect(sending).toBeDisabled();
    expect(screen.getByLabelText('First name')).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/leads');
    expect(JSON.parse(String(init!.body))).toMatchObject({
      firstName: 'Maria',
      zipCode: '94545',
      service: 'windshield-replacement',
      consentPrivacyPolicy: true,
      utmSource: 'fb',
    });
    // The lead waits in the unsent-leads queue until the service acknowledges it.
    expect(JSON.parse(window.localStorage.getItem(UNSENT_LEADS_KEY)!)).toHaveLength(1);

    answer(
      jsonResponse(201, { id: 'lead-1764100000000-k3x9qa', createdAt: '2026-01-01T00:00:00.000Z' }),
    );
    expect(await screen.findByRole('button', { name: 'Get My Free Quote' })).toBeEnabled();
    expect(mockToast.success).toHaveBeenCalledWith(LEAD_MESSAGES.success);
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('Service needed')).toHaveValue('windshield-replacement');
    expect(JSON.parse(window.localStorage.getItem(UNSENT_LEADS_KEY)!)).toEqual([]);
    expect(
      await screen.findByRole('heading', { name: 'Thank you page' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    // The reference of the stored id, and only what the visitor gave (no VIN, no company).
    expect(JSON.parse(screen.getByLabelText('receipt').textContent!)).toEqual({
      reference: 'K3X9QA',
      summary: [
        ['Name', 'Maria Lopez'],
        ['Phone', '(510) 555-0199'],
        ['Email', 'maria@example.com'],
        ['Service', expect.any(String)],
        ['ZIP code', '94545'],
      ],
    });
  });

  it('asks for a new form token for the next lead once one is sent: a token stores one lead', async () => {
    let issued = 0;
    globalThis.fetch = ((url: Parameters<typeof fetch>[0], init?: RequestInit) =>
      String(url).endsWith('/api/form-token')
        ? Promise.resolve(jsonResponse(200, { token: `token-${(issued += 1)}` }))
        : fetchMock(url, init)) as typeof fetch;
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 'lead-1', createdAt: 'now' }));
    const { user } = renderForm();
    await fillValidLead(user);
    await user.click(screen.getByRole('button', { name: 'Get My Free Quote' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)).formToken).toBe('token-1');
    expect(await screen.findByRole('button', { name: 'Get My Free Quote' })).toBeEnabled();
    // Starting the next lead (before the page moves on to /thank-you) fetches a new token.
    await user.click(screen.getByLabelText('First name'));
    await waitFor(() => expect(issued).toBe(2));
  });

  it('keeps what the visitor typed and says so when the service cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = renderForm();
    await fillValidLead(user);
    await user.click(screen.getByRole('button', { name: 'Get My Free Quote' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/saved on this device/);
    expect(mockToast.error).toHaveBeenCalledWith(LEAD_MESSAGES.storeFailed);
    expect(screen.getByLabelText('First name')).toHaveValue('Maria');
    expect(screen.getByRole('button', { name: 'Get My Free Quote' })).toBeEnabled();
    expect(JSON.parse(window.localStorage.getItem(UNSENT_LEADS_KEY)!)).toHaveLength(1);
  });

  it('shows the errors the service returns under their fields', async () => {
    // A validation refusal is a 400 (a 422 means the idempotency key was reused: unsent-leads.ts).
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: 'validation',
        message: LEAD_MESSAGES.formInvalid,
        fieldErrors: { email: LEAD_MESSAGES.email },
      }),
    );
    const { user } = renderForm();
    await fillValidLead(user);
    await user.click(screen.getByRole('button', { name: 'Get My Free Quote' }));

    expect(await screen.findByText(LEAD_MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(mockToast.error).toHaveBeenCalledWith(LEAD_MESSAGES.formInvalid);
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  describe('as a fleet form', () => {
    const renderFleetForm = () =>
      renderForm(
        <LeadForm
          placement="linkedin"
          heading="Request a fleet quote"
          defaultService="fleet-services"
          lockService
        />,
      );

    it('asks for the company and the fleet size, in a fleet manager’s words', () => {
      renderFleetForm();
      const form = screen.getByRole('form', { name: 'Request a fleet quote' });
      const company = within(form).getByLabelText(FLEET_FORM_COPY.companyLabel);
      expect(company).toHaveAttribute('autocomplete', 'organization');
      expect(company).toBeRequired();
      const size = within(form).getByRole('combobox', { name: FLEET_FORM_COPY.fleetSizeLabel });
      expect(size).toBeRequired();
      expect(
        within(size)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([FLEET_FORM_COPY.fleetSizePlaceholder, ...FLEET_SIZES.map((entry) => entry.label)]);
      expect(within(form).getByLabelText(FLEET_FORM_COPY.messageLabel)).not.toBeRequired();
      expect(within(form).queryByText(/Tell us about the damage/)).not.toBeInTheDocument();
      expect(within(form).getByText(FLEET_FORM_COPY.nextSteps)).toBeInTheDocument();
      expect(within(form).getByRole('button', { name: FLEET_FORM_COPY.submit })).toBeEnabled();
      expect(within(form).queryByRole('button', { name: 'Get My Free Quote' })).toBeNull();
      // The specified fields stay as they are.
      expect(
        within(form).getByRole('checkbox', { name: 'I need service urgently (within 24 hours)' }),
      ).not.toBeChecked();
      expect(within(form).getByLabelText('VIN (optional)')).not.toBeRequired();
    });

    it('shows and announces their errors like the other fields, then sends them', async () => {
      fetchMock.mockResolvedValue(jsonResponse(201, { id: 'lead-1', createdAt: 'now' }));
      const { user } = renderFleetForm();
      await fillValidLead(user);
      await user.click(screen.getByRole('button', { name: FLEET_FORM_COPY.submit }));

      const company = screen.getByLabelText(FLEET_FORM_COPY.companyLabel);
      const size = screen.getByLabelText(FLEET_FORM_COPY.fleetSizeLabel);
      expect(await screen.findByText(LEAD_MESSAGES.company)).toBeInTheDocument();
      expect(company).toHaveAttribute('aria-invalid', 'true');
      expect(company).toHaveAccessibleDescription(LEAD_MESSAGES.company);
      expect(size).toHaveAttribute('aria-invalid', 'true');
      expect(size).toHaveAccessibleDescription(LEAD_MESSAGES.fleetSize);
      expect(screen.getByRole('status')).toHaveTextContent(
        `${LEAD_MESSAGES.formInvalid}: 2 to fix.`,
      );
      expect(company).toHaveFocus();
      expect(fetchMock).not.toHaveBeenCalled();

      await user.type(company, 'Bay Freight LLC');
      await user.selectOptions(size, '11 to 50 vehicles');
      expect(screen.queryByText(LEAD_MESSAGES.company)).not.toBeInTheDocument();
      expect(screen.queryByText(LEAD_MESSAGES.fleetSize)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: FLEET_FORM_COPY.submit }));
      await screen.findByRole('button', { name: FLEET_FORM_COPY.submit });
      expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toMatchObject({
        service: 'fleet-services',
        company: 'Bay Freight LLC',
        fleetSize: '11-50',
      });
    });

    it('when the visitor picks Fleet Services in the select, and only while it is picked', async () => {
      fetchMock.mockResolvedValue(jsonResponse(201, { id: 'lead-1', createdAt: 'now' }));
      const { user } = renderForm();
      const service = screen.getByLabelText('Service needed');
      // Always in the HTML (CSS shows them with the fleet service), never required then.
      expect(screen.getByLabelText(FLEET_FORM_COPY.companyLabel)).not.toBeRequired();
      expect(screen.getByRole('form')).not.toHaveAttribute('data-fleet');

      await user.selectOptions(service, 'Fleet Services');
      expect(screen.getByRole('form')).toHaveAttribute('data-fleet', 'true');
      expect(screen.getByLabelText(FLEET_FORM_COPY.companyLabel)).toBeRequired();
      expect(screen.getByRole('button', { name: FLEET_FORM_COPY.submit })).toBeEnabled();
      await fillValidLead(user);
      await user.type(screen.getByLabelText(FLEET_FORM_COPY.companyLabel), 'Bay Freight LLC');
      await user.selectOptions(screen.getByLabelText(FLEET_FORM_COPY.fleetSizeLabel), '1-4');

      // Back to a driver's service: a driver's form, and the fleet fields are not sent.
      await user.selectOptions(service, 'Windshield Replacement');
      expect(screen.getByLabelText('Tell us about the damage (optional)')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Get My Free Quote' }));
      await screen.findByRole('button', { name: 'Get My Free Quote' });
      const sent = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body));
      expect(sent.service).toBe('windshield-replacement');
      expect(sent).not.toHaveProperty('company');
      expect(sent).not.toHaveProperty('fleetSize');
    });
  });

  it.each([
    ['a driver', <LeadForm key="driver" placement="facebook" heading="Get a quote" />],
    [
      'a fleet',
      <LeadForm
        key="fleet"
        placement="linkedin"
        heading="Request a fleet quote"
        defaultService="fleet-services"
        lockService
      />,
    ],
  ])(
    'shows %s the notice at collection with a privacy policy link, just before submitting',
    (_who, form) => {
      renderForm(form);
      const notice = document.querySelector<HTMLElement>('[data-collection-notice="lead"]');
      expect(notice).not.toBeNull();
      expect(notice!.textContent).toContain(COLLECTION_NOTICE.lead);
      expect(within(notice!).getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
        'href',
        paths.privacyPolicy(),
      );
      const submit = notice!.nextElementSibling;
      expect(submit).toHaveAttribute('type', 'submit');
    },
  );
});

describe('the lead form for a refused post without JavaScript', () => {
  test('writes its setup into its markup, so the lead service can render the same form', () => {
    const setup = {
      heading: 'Get a Free Quote in San José & "Oakland"',
      defaultService: 'door-glass-replacement',
      tone: 'dark',
      fleetNextSteps: false,
    } as const;
    renderForm(<LeadForm placement="city" {...setup} />);
    const form = screen.getByRole('form', { name: setup.heading });
    expect(form.getAttribute('data-lead-form')).toBe('city');
    // Only what the page set, not the placement or the defaults.
    expect(JSON.parse(form.getAttribute('data-lead-form-setup')!)).toEqual(setup);
  });

  test('renders the posted values, each message by its field, and a summary linking to them', () => {
    const errors = { phone: 'Enter a 10-digit phone number', formToken: 'Send the form again' };
    renderForm(
      <LeadForm
        placement="facebook"
        heading="Get a quote"
        refused={{
          values: { firstName: 'Maria', phone: '12', urgent: 'true', consentTexts: 'true' },
          errors,
        }}
      />,
    );
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Maria');
    const phone = screen.getByLabelText<HTMLInputElement>('Phone');
    expect(phone.value).toBe('12');
    expect(phone).toHaveAccessibleDescription(errors.phone);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox', { name: /privacy policy/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: TEXT_MESSAGE_CONSENT_TEXT })).toBeChecked();
    const summary = screen.getByRole('alert');
    // A field the form shows is linked; a message about something else is listed as text.
    expect(within(summary).getByRole('link', { name: errors.phone })).toHaveAttribute(
      'href',
      `#${phone.id}`,
    );
    expect(within(summary).queryByRole('link', { name: errors.formToken })).toBeNull();
    expect(summary).toHaveTextContent(errors.formToken);
    // The form posts to the service's address with the summary's id: the browser opens the
    // refused page at the fixes, not at the top of the page.
    const action = screen.getByRole('form').getAttribute('action')!;
    expect(action).toMatch(/\/api\/leads#/);
    expect(action.split('#')[1]).toBe(summary.id);
  });

  test('has no summary on a form that was not refused', () => {
    renderForm();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('LeadForm on a Spanish page', () => {
  /** Every English text of the form's catalogue part but the ones Spanish shares ('.'). */
  const englishTexts = Object.values(formsEn).filter((text) => text.length > 3);

  function renderSpanishForm(setup: Partial<LeadFormSetup> = {}) {
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/es/leads/facebook?service=repair']}>
          <SpanishFormMessages>
            <Routes>
              <Route
                path="/es/leads/facebook"
                element={<LeadForm placement="facebook" heading="Pida su cotización" {...setup} />}
              />
              <Route path="*" element={<ThankYouStub />} />
            </Routes>
          </SpanishFormMessages>
        </MemoryRouter>
      </ThemeProvider>,
    );
    return { user: userEvent.setup({ delay: null }) };
  }

  it('shows its labels, errors and consents in Spanish, and no English catalogue text', async () => {
    const { user } = renderSpanishForm();
    const form = screen.getByRole('form', { name: 'Pida su cotización' });
    await user.type(within(form).getByLabelText('Código postal'), '123');
    await user.click(within(form).getByRole('button', { name: 'Pedir mi cotización gratis' }));

    expect(await screen.findByText('El código postal debe tener 5 dígitos')).toBeInTheDocument();
    expect(screen.getByText('Escriba su nombre')).toBeInTheDocument();
    expect(screen.getByText('Debe aceptar la política de privacidad')).toBeInTheDocument();
    expect(mockToast.error).toHaveBeenCalledWith('Corrija los errores del formulario');
    // The consent and the notice at collection both link the Spanish policy.
    const policyLinks = within(form).getAllByRole('link', { name: 'política de privacidad' });
    expect(policyLinks.map((link) => link.getAttribute('href'))).toEqual([
      '/es/privacy-policy',
      '/es/privacy-policy',
    ]);
    // Every service, the fleet service too, as on the English form.
    expect(within(form).getByRole('option', { name: 'Servicios para flotas' })).toBeInTheDocument();
    const text = form.textContent ?? '';
    expect(englishTexts.filter((english) => text.includes(english))).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the lead with its language and the Spanish consent wording it showed', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 'lead-1', createdAt: 'now' }));
    const { user } = renderSpanishForm();
    await user.type(screen.getByLabelText('Nombre'), 'María');
    await user.type(screen.getByLabelText('Apellido'), 'López');
    await user.type(screen.getByLabelText('Correo electrónico'), 'maria@example.com');
    await user.type(screen.getByLabelText('Teléfono'), '(510) 555-0199');
    await user.type(screen.getByLabelText('Código postal'), '94545');
    await user.click(screen.getByRole('checkbox', { name: formsEs['form.consent.texts'] }));
    await user.click(screen.getByRole('checkbox', { name: /política de privacidad/ }));
    await user.click(screen.getByRole('button', { name: 'Pedir mi cotización gratis' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const sent = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({
      language: 'es',
      consentText: formsEs['form.consent.privacy'],
      consentTextsWording: formsEs['form.consent.texts'],
    });
    expect(mockToast.success).toHaveBeenCalledWith(formsEs['form.error.success']);
    // On to the Spanish thank-you page, with what was sent labelled in Spanish.
    expect(
      await screen.findByRole('heading', { name: 'Thank you page' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/es\/thank-you$/);
    const receipt = JSON.parse(screen.getByLabelText('receipt').textContent!) as QuoteReceipt;
    expect(receipt.summary).toEqual([
      ['Nombre', 'María López'],
      ['Teléfono', '(510) 555-0199'],
      ['Correo electrónico', 'maria@example.com'],
      ['Servicio', formsEs['form.serviceOption.windshield-replacement']],
      ['Código postal', '94545'],
    ]);
  });

  it('says in Spanish that the request could not be stored when the service fails', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(500, { error: 'internal', message: LEAD_MESSAGES.storeFailed }),
    );
    const { user } = renderSpanishForm();
    await user.type(screen.getByLabelText('Nombre'), 'María');
    await user.type(screen.getByLabelText('Apellido'), 'López');
    await user.type(screen.getByLabelText('Correo electrónico'), 'maria@example.com');
    await user.type(screen.getByLabelText('Teléfono'), '(510) 555-0199');
    await user.type(screen.getByLabelText('Código postal'), '94545');
    await user.click(screen.getByRole('checkbox', { name: /política de privacidad/ }));
    await user.click(screen.getByRole('button', { name: 'Pedir mi cotización gratis' }));

    await waitFor(() =>
      expect(mockToast.error).toHaveBeenCalledWith('Algo salió mal. Intente de nuevo.'),
    );
    expect(mockToast.error).not.toHaveBeenCalledWith(LEAD_MESSAGES.storeFailed);
  });

  it('asks a fleet manager in Spanish, with Spanish sizes, next steps and errors', async () => {
    const { user } = renderSpanishForm({
      defaultService: FLEET_LEAD_SERVICE,
      lockService: true,
      heading: 'Abra la cuenta de su flota',
    });
    const form = screen.getByRole('form', { name: 'Abra la cuenta de su flota' });
    const size = within(form).getByRole('combobox', {
      name: SPANISH_FLEET_FORM_COPY.fleetSizeLabel,
    });
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      SPANISH_FLEET_FORM_COPY.fleetSizePlaceholder,
      ...FLEET_SIZES.map((entry) => SPANISH_FLEET_FORM_COPY.fleetSizes[entry.value]),
    ]);
    expect(within(form).getByText(SPANISH_FLEET_FORM_COPY.nextSteps)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: SPANISH_FLEET_FORM_COPY.submit }));

    expect(await screen.findByText(formsEs['form.error.company'])).toBeInTheDocument();
    expect(screen.getByText(formsEs['form.error.fleetSize'])).toBeInTheDocument();
    const text = form.textContent ?? '';
    const englishFleetTexts = [
      FLEET_FORM_COPY.companyLabel,
      FLEET_FORM_COPY.fleetSizeLabel,
      FLEET_FORM_COPY.fleetSizePlaceholder,
      FLEET_FORM_COPY.messageLabel,
      FLEET_FORM_COPY.nextSteps,
      FLEET_FORM_COPY.submit,
      ...Object.values(FLEET_FORM_COPY.fleetSizes),
    ];
    expect(
      [...englishTexts, ...englishFleetTexts].filter((english) => text.includes(english)),
    ).toEqual([]);
  });
});

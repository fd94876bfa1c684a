/**
 * @jest-environment jsdom
 *
 * The quote flow as a hurried visitor on a phone meets it (docs/decisions/quote-flow.md,
 * 'Never lose a request'): each step refuses Continue until its own questions are
 * answered and puts the focus on the first one to fix; a send the service refuses keeps
 * the visitor on the step to fix with every answer, and the business gets an unfinished
 * copy at once; leaving after the contact details stores an unfinished copy from any step.
 * The lead service is a stubbed `fetch`.
 */
import { ThemeProvider } from '@emotion/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { businessProfile } from '@/content/business-profile';
import { COLLECTION_NOTICE } from '@/content/collection-notice';
import { TEXT_MESSAGE_CONSENT_TEXT } from '@/domain/consent-wording';
import { LEAD_MESSAGES, PRIVACY_CONSENT_TEXT } from '@/domain/lead-fields';
import { QUOTE_MESSAGES } from '@/domain/quote';
import { formsEs } from '@/i18n/catalogues/forms-es';
import { quoteEs } from '@/i18n/catalogues/quote-es';
import { theme } from '@/ui/theme/theme';
import { QuoteFlow } from './quote-flow';
import { initialQuoteValues } from './quote-flow-state';
import { QuotePlainForm } from './quote-plain-form';
import { SpanishQuoteMessages } from './spanish-quote-messages';
import { EnglishQuoteMessages } from './english-quote-messages';

interface SentLead {
  idempotencyKey: string;
  consentTexts?: boolean;
  consentTextsWording?: string;
  consentText?: string;
  language?: string;
  incomplete?: boolean;
  phone?: string;
  quote?: Record<string, unknown>;
}

const sentLeads: SentLead[] = [];
/** The windows the lead service offers; none unless a test says so. */
let openWindows: unknown[] = [];
/** What the lead service answers to the next finished lead. */
let leadAnswer: { status: number; body: unknown } = { status: 201, body: { id: 'lead-1' } };

function jsonResponse(status: number, body: unknown): Response {
  return { ok: status < 300, status, json: async () => body } as Response;
}

beforeEach(() => {
  window.localStorage.clear();
  sentLeads.length = 0;
  openWindows = [];
  leadAnswer = { status: 201, body: { id: 'lead-1', createdAt: '2026-11-26T10:00:00Z' } };
  globalThis.fetch = (async (url: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const path = String(url);
    if (path.endsWith('/api/form-token')) return jsonResponse(200, { token: 'test-token' });
    if (path.includes('/api/quote/zip/')) {
      return jsonResponse(200, { zip: '94545', known: true, city: 'Hayward', county: 'Alameda' });
    }
    if (path.endsWith('/api/quote/windows')) return jsonResponse(200, { windows: openWindows });
    if (path.endsWith('/api/quote/photos')) {
      const name = (init?.body as File).name;
      // As the service answers: the code, the reason, its English message (never shown).
      if (name.startsWith('bad')) {
        return jsonResponse(415, {
          error: 'unsupported_media_type',
          reason: 'notAnImage',
          message: 'This file is not a photo. Attach a JPEG, PNG or WebP picture.',
        });
      }
      // The rate limit names no reason: the flow words it by its code.
      if (name.startsWith('busy')) {
        return jsonResponse(429, { error: 'rate_limited', message: 'Too many requests.' });
      }
      return jsonResponse(201, { id: `photo-id-${name.replace(/\W/g, '')}-0000000000` });
    }
    if (path.endsWith('/api/leads')) {
      const lead = JSON.parse(String(init?.body)) as SentLead;
      sentLeads.push(lead);
      if (lead.incomplete) return jsonResponse(201, { id: 'partial-1', createdAt: '' });
      return jsonResponse(leadAnswer.status, leadAnswer.body);
    }
    return jsonResponse(404, {});
  }) as typeof fetch;
  // The flow focuses in an animation frame; run it at once.
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(0);
    return 0;
  });
});

afterEach(() => jest.restoreAllMocks());

// Typing is event by event, and the machines that run the tests are small and shared.
jest.setTimeout(30_000);

function renderFlow(preset?: { make?: string; model?: string }) {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/']}>
        <EnglishQuoteMessages>
          <QuoteFlow placement="home" preset={preset} />
        </EnglishQuoteMessages>
      </MemoryRouter>
    </ThemeProvider>,
  );
  return userEvent.setup({ delay: null });
}

const heading = () => screen.getByRole('heading', { level: 3 });
const continueButton = () => screen.getByRole('button', { name: /Continue|See my estimate/ });

async function answerVehicle(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Year'), '2019');
  await user.selectOptions(screen.getByLabelText('Make'), 'Honda');
  await user.selectOptions(screen.getByLabelText('Model'), 'Civic');
  // A Civic's class comes from its recorded body style, whatever the year: not asked.
  expect(screen.getByText(/^2019 Honda Civic: Car:/)).toBeInTheDocument();
  await user.click(continueButton());
}

async function answerUpToContact(user: ReturnType<typeof userEvent.setup>) {
  await answerVehicle(user);
  await user.click(screen.getByLabelText(/^Chip or small crack repair/));
  await user.click(continueButton());
  await user.type(screen.getByLabelText(/ZIP code/), '94545');
  await user.type(screen.getByLabelText('First name'), 'Ana');
  await user.type(screen.getByLabelText('Last name'), 'Reyes');
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await user.type(screen.getByLabelText('Phone'), '(510) 555-0123');
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
  await user.click(continueButton());
}

describe('QuoteFlow: each step checks its own answers', () => {
  it('refuses Continue on an empty vehicle step and focuses the first question', async () => {
    const user = renderFlow();
    await user.click(continueButton());
    expect(heading()).toHaveTextContent('Your vehicle');
    expect(screen.getByText(QUOTE_MESSAGES.year)).toBeInTheDocument();
    expect(screen.getByText(QUOTE_MESSAGES.vehicleClass)).toBeInTheDocument();
    expect(screen.getByLabelText('Year')).toHaveFocus();
  });

  it('refuses Continue on an empty glass step', async () => {
    const user = renderFlow();
    await answerVehicle(user);
    expect(heading()).toHaveTextContent('The glass');
    await user.click(continueButton());
    expect(heading()).toHaveTextContent('The glass');
    expect(screen.getByText(QUOTE_MESSAGES.glass)).toBeInTheDocument();
  });

  it('asks for the VIN itself when the visitor chose to give one, not the hidden fields', async () => {
    const user = renderFlow();
    await user.click(screen.getByLabelText(/^The VIN/));
    await user.click(screen.getByLabelText(/^Car:/));
    await user.click(continueButton());
    expect(heading()).toHaveTextContent('Your vehicle');
    expect(screen.getByLabelText('VIN')).toHaveFocus();
    expect(screen.queryByText(QUOTE_MESSAGES.year)).not.toBeInTheDocument();
  });
});

describe('QuoteFlow: the VIN, checked as it is typed', () => {
  it('upper-cases as typed and says at once when the check digit is wrong, with no green answer', async () => {
    const user = renderFlow();
    await user.click(screen.getByLabelText(/^The VIN/));
    const vin = screen.getByLabelText('VIN');
    expect(vin).toHaveAttribute('inputmode', 'text');
    expect(vin).toHaveAttribute('autocorrect', 'off');
    expect(vin).toHaveAttribute('autocapitalize', 'characters');
    await user.type(vin, '5yj3e1ea3kf317000');
    expect(vin).toHaveValue('5YJ3E1EA3KF317000');
    expect(screen.getByText(LEAD_MESSAGES.vinCheckDigit)).toBeInTheDocument();
    expect(screen.queryByText(/This VIN reads as/)).not.toBeInTheDocument();
  });

  it('reads a right VIN as year and make, then offers that make’s models', async () => {
    const user = renderFlow();
    await user.click(screen.getByLabelText(/^The VIN/));
    await user.type(screen.getByLabelText('VIN'), '5YJ3E1EA2KF317000');
    expect(screen.getByText(/This VIN reads as a 2019 Tesla/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Tesla model (optional)'), 'Model 3');
    // The Model 3's recorded facts give its class: not asked, shown.
    expect(screen.getByText(/^2019 Tesla Model 3: Car:/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Car:/)).not.toBeInTheDocument();
    await user.click(continueButton());
    expect(heading()).toHaveTextContent('The glass');
    const saved = JSON.parse(window.localStorage.getItem('quote-flow')!);
    expect(saved.values).toMatchObject({ year: '2019', make: 'Tesla', model: 'Model 3' });
  });

  it('names a letter no VIN uses while it is typed', async () => {
    const user = renderFlow();
    await user.click(screen.getByLabelText(/^The VIN/));
    await user.type(screen.getByLabelText('VIN'), '5YJ3O');
    expect(screen.getByText(/never uses the letters I, O or Q/)).toBeInTheDocument();
  });
});

describe('QuoteFlow: what the model’s facts decide (docs/decisions/quote-flow.md, "The estimate")', () => {
  async function answerModel3(user: ReturnType<typeof userEvent.setup>) {
    await user.selectOptions(screen.getByLabelText('Year'), '2021');
    await user.selectOptions(screen.getByLabelText('Make'), 'Tesla');
    await user.selectOptions(screen.getByLabelText('Model'), 'Model 3');
  }

  it('does not ask a Model 3 its class or camera, and its range stays within 1.6 times', async () => {
    const user = renderFlow();
    await answerModel3(user);
    expect(screen.queryByRole('group', { name: /What kind of vehicle/ })).not.toBeInTheDocument();
    expect(screen.getByText(/^2021 Tesla Model 3: Car:/)).toBeInTheDocument();
    await user.click(continueButton());
    await user.click(screen.getByLabelText(/^Windshield replacement/));
    expect(
      screen.getByText(/^2021 Tesla Model 3: camera behind the mirror, from our records/),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('group', { name: /^Camera behind the mirror/ }),
    ).not.toBeInTheDocument();
    // The facts record no rain sensor, heated glass or head-up display: those stay asked.
    for (const label of ['Rain sensor', 'Heated glass', 'Head-up display']) {
      const question = screen.getByRole('group', { name: new RegExp(`^${label}`) });
      await user.click(within(question).getByLabelText('No'));
    }
    await user.click(continueButton());
    await user.type(screen.getByLabelText(/ZIP code/), '94545');
    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Reyes');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Phone'), '(510) 555-0123');
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(continueButton());
    expect(heading()).toHaveTextContent('Your estimate');
    // The estimate shows at once: the visitor pays until they say insurance does.
    expect(screen.getByLabelText('I will pay myself')).toBeChecked();
    const [, low, high] = /\$([\d,]+) – \$([\d,]+)/.exec(
      screen.getByText(/^\$[\d,]+ – \$[\d,]+/).textContent!,
    )!;
    const [lowDollars, highDollars] = [low, high].map((value) => Number(value!.replace(',', '')));
    expect(highDollars).toBeLessThanOrEqual(1.6 * lowDollars!);
    expect(
      screen.getByText('recalibrating the camera after the new glass is in'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /could change with the exact part for your VIN, trim options or damage found at the visit/,
      ),
    ).toBeInTheDocument();
  });

  it('lets the visitor change what was derived, and their answer is what counts', async () => {
    const user = renderFlow();
    await answerModel3(user);
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await user.click(screen.getByLabelText(/^SUV/));
    await user.click(continueButton());
    await user.click(screen.getByLabelText(/^Windshield replacement/));
    await user.click(screen.getByRole('button', { name: 'Change' }));
    const camera = screen.getByRole('group', { name: /^Camera behind the mirror/ });
    await user.click(within(camera).getByLabelText('No'));
    await user.click(continueButton());
    const saved = JSON.parse(window.localStorage.getItem('quote-flow')!);
    expect(saved.values).toMatchObject({ vehicleClass: 'suv', features: { forwardCamera: 'no' } });
  });
});

describe('QuoteFlow: Back and Forward', () => {
  it('the browser’s Back and Forward move between steps, not off the page', async () => {
    const user = renderFlow();
    await answerVehicle(user);
    expect(heading()).toHaveTextContent('The glass');
    act(() => window.history.back());
    await waitFor(() => expect(heading()).toHaveTextContent('Your vehicle'));
    expect(screen.getByLabelText('Model')).toHaveValue('Civic');
    act(() => window.history.forward());
    await waitFor(() => expect(heading()).toHaveTextContent('The glass'));
  });
});

describe('QuoteFlow: photos', () => {
  it('offers the camera, shows a thumbnail, and clears an earlier error once a photo is in', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:thumbnail');
    const user = renderFlow();
    await answerUpToContact(user);
    // Photos sit on the last screen, beside the estimate, the time and Send.
    expect(heading()).toHaveTextContent('Your estimate and a time');
    const camera = screen.getByLabelText('Take a photo');
    expect(camera).toHaveAttribute('capture', 'environment');
    const gallery = screen.getByLabelText('Choose photos');
    await user.upload(gallery, new File(['x'], 'bad.txt', { type: 'image/jpeg' }));
    expect(await screen.findByText(/bad\.txt: This file is not a photo/)).toBeInTheDocument();
    await user.upload(camera, new File(['x'], 'crack.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText(/crack\.jpg: attached/)).toBeInTheDocument();
    expect(screen.queryByText(/bad\.txt/)).not.toBeInTheDocument();
    expect(document.querySelector('img[src="blob:thumbnail"]')).not.toBeNull();
  });
});

/** The quote's notice at collection, with its policy link, just before the form's submit button. */
function expectQuoteNotice() {
  const notice = document.querySelector<HTMLElement>('[data-collection-notice="quote"]');
  expect(notice).not.toBeNull();
  expect(notice!.textContent).toContain(COLLECTION_NOTICE.quote);
  expect(within(notice!).getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
    'href',
    paths.privacyPolicy(),
  );
  expect(notice!.nextElementSibling!.querySelector('button[type="submit"]')).not.toBeNull();
}

describe('QuoteFlow: notice at collection (docs/decisions/launch-truth.md#notice-at-collection)', () => {
  it('is shown on the contact step and the last step, where personal data is asked and sent', async () => {
    const user = renderFlow();
    expect(document.querySelector('[data-collection-notice]')).toBeNull();
    await answerVehicle(user);
    await user.click(screen.getByLabelText(/^Chip or small crack repair/));
    await user.click(continueButton());
    await user.type(screen.getByLabelText(/ZIP code/), '94545');
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
    expectQuoteNotice();
    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Reyes');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Phone'), '(510) 555-0123');
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(continueButton());
    expect(heading()).toHaveTextContent('Your estimate and a time');
    expectQuoteNotice();
  });

  it('is shown by the form without JavaScript too', () => {
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <EnglishQuoteMessages>
            <QuotePlainForm />
          </EnglishQuoteMessages>
        </MemoryRouter>
      </ThemeProvider>,
    );
    const notice = document.querySelector<HTMLElement>('[data-collection-notice="quote"]');
    expect(notice).not.toBeNull();
    expect(notice!.textContent).toContain(COLLECTION_NOTICE.quote);
    expect(within(notice!).getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      paths.privacyPolicy(),
    );
    expect(notice!.nextElementSibling).toHaveAttribute('type', 'submit');
  });
});

describe('QuoteFlow: a request is never lost', () => {
  it('a refused send keeps the visitor on the step to fix, with every answer, and stores an unfinished copy', async () => {
    const user = renderFlow();
    await answerUpToContact(user);
    expect(heading()).toHaveTextContent('Your estimate and a time');

    leadAnswer = {
      status: 400,
      body: { fieldErrors: { 'quote.model': QUOTE_MESSAGES.model } },
    };
    await user.click(screen.getByRole('button', { name: 'Send my request' }));

    await waitFor(() => expect(heading()).toHaveTextContent('Your vehicle'));
    expect(screen.getByRole('alert')).toHaveTextContent(/could not send your request yet/);
    expect(screen.getByLabelText('Year')).toHaveValue('2019');
    expect(screen.getByLabelText('Model')).toHaveFocus();
    await waitFor(() => expect(sentLeads.some((lead) => lead.incomplete)).toBe(true));
    const partial = sentLeads.find((lead) => lead.incomplete)!;
    expect(partial.phone).toBe('(510) 555-0123');
    expect(partial.quote).not.toHaveProperty('model');
    expect(partial.quote).toMatchObject({ year: 2019, make: 'Honda', glass: 'chip' });
  });

  it('leaving from any step after the contact details stores an unfinished copy', async () => {
    const user = renderFlow();
    await answerUpToContact(user);
    // Back to the first step, then the tab closes.
    await user.click(screen.getByRole('button', { name: /Back/ }));
    await user.click(screen.getByRole('button', { name: /Back/ }));
    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(heading()).toHaveTextContent('Your vehicle');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() => expect(sentLeads).toHaveLength(1));
    expect(sentLeads[0]).toMatchObject({ incomplete: true, phone: '(510) 555-0123' });
  });

  it('leaving before any contact detail stores nothing', async () => {
    const user = renderFlow();
    await answerVehicle(user);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentLeads).toHaveLength(0);
  });
});

describe('QuoteFlow: four screens for a thumb (docs/decisions/quote-flow.md, "Four screens")', () => {
  it('the keyboard’s Next key moves from field to field on the contact screen', async () => {
    const user = renderFlow();
    await answerVehicle(user);
    await user.click(screen.getByLabelText(/^Chip or small crack repair/));
    await user.click(continueButton());
    expect(heading()).toHaveTextContent('Where the car is');
    expect(screen.getByLabelText(/ZIP code/)).toHaveAttribute('enterkeyhint', 'next');
    await user.type(screen.getByLabelText(/ZIP code/), '94545{Enter}');
    expect(screen.getByLabelText('First name')).toHaveFocus();
    await user.keyboard('Ana{Enter}Reyes{Enter}ana@example.com{Enter}5105550123');
    expect(screen.getByLabelText('Phone')).toHaveFocus();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('enterkeyhint', 'done');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    // Enter in the last field sends the step: the consent is still to give.
    await user.keyboard('{Enter}');
    expect(heading()).toHaveTextContent('Where the car is');
    expect(screen.getByText(LEAD_MESSAGES.consentPrivacyPolicy)).toBeInTheDocument();
  });

  it('says who pays on the last screen, and insurance replaces the price', async () => {
    const user = renderFlow();
    await answerUpToContact(user);
    expect(screen.getByText(/^\$[\d,]+ – \$[\d,]+/)).toBeInTheDocument();
    await user.click(screen.getByLabelText('My insurance will pay'));
    expect(screen.queryByText(/^\$[\d,]+ – \$[\d,]+/)).not.toBeInTheDocument();
    expect(screen.getByText('We bill your insurer directly')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send my request' }));
    await waitFor(() => expect(sentLeads.some((lead) => !lead.incomplete)).toBe(true));
    expect(sentLeads.find((lead) => !lead.incomplete)!.quote).toMatchObject({
      payment: 'insurance',
      vehicleClass: 'car',
    });
  });

  it('sends consent to texts, with its wording, only when the visitor ticks it', async () => {
    const user = renderFlow();
    await answerVehicle(user);
    await user.click(screen.getByLabelText(/^Chip or small crack repair/));
    await user.click(continueButton());
    const texts = screen.getByRole('checkbox', { name: /^Text me about this request/ });
    expect(texts).not.toBeChecked();
    await user.click(texts);
    await user.type(screen.getByLabelText(/ZIP code/), '94545');
    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Reyes');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Phone'), '(510) 555-0123');
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(continueButton());
    await user.click(screen.getByRole('button', { name: 'Send my request' }));
    await waitFor(() => expect(sentLeads.some((lead) => !lead.incomplete)).toBe(true));
    expect(sentLeads.find((lead) => !lead.incomplete)).toMatchObject({
      consentTexts: true,
      consentTextsWording: TEXT_MESSAGE_CONSENT_TEXT,
    });
  });

  it('lists the first four times, the rest on request, so Send stays near', async () => {
    openWindows = Array.from({ length: 6 }, (_, index) => ({
      id: `2026-12-0${index + 1}-am`,
      label: `Day ${index + 1}, 8 AM – 12 PM`,
      date: `2026-12-0${index + 1}`,
      startMinutes: 480,
      endMinutes: 720,
      available: true,
    }));
    const user = renderFlow();
    await answerUpToContact(user);
    const times = await screen.findByRole('group', { name: 'Time window' });
    expect(within(times).getAllByRole('radio')).toHaveLength(5);
    expect(within(times).getByLabelText('Call me to arrange a time')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Show 2 later times' }));
    expect(within(times).getAllByRole('radio')).toHaveLength(7);
    await user.click(within(times).getByLabelText('Day 6, 8 AM – 12 PM'));
    expect(screen.queryByRole('button', { name: /later times/ })).not.toBeInTheDocument();
  });

  it('opens a flow saved by the seven-screen version on the screen that now holds its step', () => {
    window.localStorage.setItem(
      'quote-flow',
      JSON.stringify({
        version: 1,
        leadId: 'lead-saved',
        step: 'where',
        values: initialQuoteValues(),
        photos: [],
      }),
    );
    renderFlow();
    expect(heading()).toHaveTextContent('Where the car is');
  });
});

describe('QuoteFlow: in Spanish (docs/decisions/spanish.md#the-quote-flow-in-spanish)', () => {
  it('sends a Spanish lead with the Spanish consents it showed, then opens the Spanish thank-you page', async () => {
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/es/quote']}>
          <SpanishQuoteMessages>
            <Routes>
              <Route path="/es/thank-you" element={<p>Página de agradecimiento</p>} />
              <Route path="*" element={<QuoteFlow placement="quote-page" />} />
            </Routes>
          </SpanishQuoteMessages>
        </MemoryRouter>
      </ThemeProvider>,
    );
    const user = userEvent.setup({ delay: null });
    expect(screen.getByText('Paso 1 de 4')).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Su vehículo');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByLabelText('Año')).toHaveAccessibleDescription('Elija el año del modelo');
    await user.selectOptions(screen.getByLabelText('Año'), '2019');
    await user.selectOptions(screen.getByLabelText('Marca'), 'Honda');
    await user.selectOptions(screen.getByLabelText('Modelo'), 'Civic');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(screen.getByLabelText(/^Reparación de una astilla/));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(heading()).toHaveTextContent('Dónde está el carro y a quién llamar');
    await user.type(screen.getByLabelText(/Código postal/), '94545');
    await user.type(screen.getByLabelText('Nombre'), 'Ana');
    await user.type(screen.getByLabelText('Apellido'), 'Reyes');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Teléfono'), '(510) 555-0123');
    await user.click(screen.getByRole('checkbox', { name: /^Envíenme mensajes de texto/ }));
    await user.click(screen.getByRole('checkbox', { name: /política de privacidad/ }));
    await user.click(screen.getByRole('button', { name: 'Ver mi precio estimado' }));
    expect(heading()).toHaveTextContent('Su precio estimado y un horario');
    await user.click(screen.getByRole('button', { name: 'Enviar mi solicitud' }));

    expect(await screen.findByText('Página de agradecimiento')).toBeInTheDocument();
    expect(sentLeads.find((lead) => !lead.incomplete)).toMatchObject({
      language: 'es',
      consentText: formsEs['form.consent.privacy'],
      consentTexts: true,
      consentTextsWording: formsEs['form.consent.texts'],
    });
  });

  it('says why a photo was refused in Spanish, by the reason or the code of the answer', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:thumbnail');
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/es/quote']}>
          <SpanishQuoteMessages>
            <QuoteFlow placement="quote-page" />
          </SpanishQuoteMessages>
        </MemoryRouter>
      </ThemeProvider>,
    );
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(screen.getByLabelText('Año'), '2019');
    await user.selectOptions(screen.getByLabelText('Marca'), 'Honda');
    await user.selectOptions(screen.getByLabelText('Modelo'), 'Civic');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(screen.getByLabelText(/^Reparación de una astilla/));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.type(screen.getByLabelText(/Código postal/), '94545');
    await user.type(screen.getByLabelText('Nombre'), 'Ana');
    await user.type(screen.getByLabelText('Apellido'), 'Reyes');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Teléfono'), '(510) 555-0123');
    await user.click(screen.getByRole('checkbox', { name: /política de privacidad/ }));
    await user.click(screen.getByRole('button', { name: 'Ver mi precio estimado' }));
    expect(heading()).toHaveTextContent('Su precio estimado y un horario');

    const gallery = screen.getByLabelText('Elegir fotos');
    await user.upload(gallery, new File(['x'], 'bad.txt', { type: 'image/jpeg' }));
    expect(
      await screen.findByText(`bad.txt: ${quoteEs['quote.refusal.notAnImage']}`),
    ).toBeInTheDocument();
    await user.upload(gallery, new File(['x'], 'busy.jpg', { type: 'image/jpeg' }));
    expect(
      await screen.findByText(
        `busy.jpg: Demasiadas solicitudes. Espere un minuto e intente de nuevo, o llámenos al ${businessProfile.phone.display}.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/This file|Too many/)).not.toBeInTheDocument();
  });

  it('sends an English lead as English, with the English consents', async () => {
    const user = renderFlow();
    await answerUpToContact(user);
    await user.click(screen.getByRole('button', { name: 'Send my request' }));
    await waitFor(() => expect(sentLeads.some((lead) => !lead.incomplete)).toBe(true));
    expect(sentLeads.find((lead) => !lead.incomplete)).toMatchObject({
      language: 'en',
      consentText: PRIVACY_CONSENT_TEXT,
    });
  });
});

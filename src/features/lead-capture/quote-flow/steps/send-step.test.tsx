/**
 * @jest-environment jsdom
 *
 * The last step on its own (docs/decisions/quote-flow.md, 'Steps in code', 'Four screens'):
 * who pays is required, its first choice focused when it is not given; insurance replaces
 * the price with how the insurer is billed; the first four times, the rest on request;
 * photos as they are sent and refused; Tab reaches every control, Send last.
 */
import { screen, within } from '@testing-library/react';
import { QUOTE_MESSAGES } from '@/domain/quote';
import type { OpenWindow } from '@/lib/quote-api-client';
import type { AttachedPhoto } from '../quote-flow-state';
import { englishTextsShown, renderStep } from './render-step.test-harness';
import { FIRST_WINDOWS_SHOWN, SEND_STEP, SendStep, type PhotoInProgress } from './send-step';

// Typing is event by event, and the machines that run the tests are small and shared.
jest.setTimeout(30_000);

const WINDOWS: OpenWindow[] = Array.from({ length: 6 }, (_, index) => ({
  id: `2026-12-0${index + 1}-morning`,
  label: `Day ${index + 1}, 8 AM – 12 PM`,
  date: `2026-12-0${index + 1}`,
  startMinutes: 480,
  endMinutes: 720,
  available: true,
}));

const CHOSEN_VEHICLE = { year: '2019', make: 'Honda', model: 'Civic', glass: 'chip' } as const;

function renderSend({
  values = {},
  windows = WINDOWS,
  photos = [],
  pendingPhotos = [],
}: {
  values?: object;
  /** The open windows; null while they load (the step's undefined). */
  windows?: OpenWindow[] | null | 'unreachable';
  photos?: AttachedPhoto[];
  pendingPhotos?: PhotoInProgress[];
} = {}) {
  const onShowAllWindows = jest.fn();
  const onRemovePhoto = jest.fn();
  const rendered = renderStep(
    SEND_STEP,
    (props) => (
      <SendStep
        {...props}
        windows={windows ?? undefined}
        allWindowsShown={false}
        onShowAllWindows={onShowAllWindows}
        photos={photos}
        pendingPhotos={pendingPhotos}
        previews={{}}
        onFilesChosen={() => undefined}
        onRemovePhoto={onRemovePhoto}
      />
    ),
    { ...CHOSEN_VEHICLE, ...values },
  );
  return { ...rendered, onShowAllWindows, onRemovePhoto };
}

const send = () => screen.getByRole('button', { name: 'Send my request' });

describe('SendStep: errors', () => {
  it('refuses a send without who pays: the question is invalid and its first choice focused', async () => {
    const { user, onAccepted } = renderSend();
    await user.click(send());
    expect(onAccepted).not.toHaveBeenCalled();
    const payment = screen.getByRole('group', { name: 'Who pays for the glass?' });
    expect(payment).toHaveAttribute('aria-invalid', 'true');
    expect(payment).toHaveAccessibleDescription(QUOTE_MESSAGES.payment);
    expect(screen.getByRole('radio', { name: 'I will pay myself' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'I will pay myself' }));
    expect(payment).not.toHaveAttribute('aria-invalid');
    await user.click(send());
    expect(onAccepted).toHaveBeenCalledWith(expect.objectContaining({ payment: 'self' }));
  });

  it('shows the estimate for a visitor who pays, and how the insurer is billed instead', async () => {
    const { user } = renderSend({ values: { payment: 'self' } });
    expect(screen.getByText(/^\$[\d,]+ – \$[\d,]+/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'My insurance will pay' }));
    expect(screen.queryByText(/^\$[\d,]+ – \$[\d,]+/)).not.toBeInTheDocument();
    expect(screen.getByText('We bill your insurer directly')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Your insurer (optional)'), 'Another insurer');
    expect(screen.getByLabelText('Your insurer (optional)')).toHaveValue('Another insurer');
  });

  it('names a photo the service refused, and removes an attached one on request', async () => {
    const { user, onRemovePhoto } = renderSend({
      photos: [{ id: 'photo-1', name: 'crack.jpg' }],
      pendingPhotos: [
        { key: 'k', name: 'bad.heic', status: 'failed', message: 'This file is not a photo.' },
      ],
    });
    expect(screen.getByText('bad.heic: This file is not a photo.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove crack.jpg' }));
    expect(onRemovePhoto).toHaveBeenCalledWith('photo-1');
  });
});

describe('SendStep: the times', () => {
  it(`lists the first ${FIRST_WINDOWS_SHOWN} times and "call me", the rest on request`, async () => {
    const { user, onShowAllWindows } = renderSend({ values: { payment: 'self' } });
    const times = screen.getByRole('group', { name: 'Time window' });
    expect(within(times).getAllByRole('radio')).toHaveLength(FIRST_WINDOWS_SHOWN + 1);
    await user.click(screen.getByRole('button', { name: 'Show 2 later times' }));
    expect(onShowAllWindows).toHaveBeenCalledTimes(1);
  });

  it('says while the times load', () => {
    renderSend({ windows: null });
    expect(screen.getByText('Loading the open times…')).toHaveAttribute('aria-busy', 'true');
  });

  it('offers a call when the times could not be loaded', () => {
    renderSend({ windows: 'unreachable' });
    const times = screen.getByRole('group', { name: 'Time window' });
    expect(within(times).getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByText(/The open times could not be loaded/)).toBeInTheDocument();
  });
});

describe('SendStep: keyboard', () => {
  it('Tab goes who pays, the details, the time, later times, the photo buttons, then Send', async () => {
    const { user } = renderSend({ values: { payment: 'self' } });
    const order = [
      screen.getByRole('radio', { name: 'I will pay myself' }),
      screen.getByText('What it includes and what could change it'),
      screen.getByRole('radio', { name: 'Call me to arrange a time' }),
      screen.getByRole('button', { name: 'Show 2 later times' }),
      screen.getByLabelText(/Take a photo/),
      screen.getByLabelText(/Choose photos/),
      send(),
    ];
    for (const element of order) {
      await user.tab();
      expect(element).toHaveFocus();
    }
  });

  it('an arrow key moves to the next time, and Enter on Send sends the step', async () => {
    const { user, onAccepted } = renderSend({ values: { payment: 'self' } });
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Call me to arrange a time' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Day 1, 8 AM – 12 PM' })).toBeChecked();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(send()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAccepted).toHaveBeenCalledWith(
      expect.objectContaining({ appointmentWindow: '2026-12-01-morning' }),
    );
  });
});

describe('SendStep: in Spanish', () => {
  const renderSpanish = (values = {}) =>
    renderStep(
      SEND_STEP,
      (props) => (
        <SendStep
          {...props}
          windows={WINDOWS}
          allWindowsShown={false}
          onShowAllWindows={() => undefined}
          photos={[{ id: 'photo-1', name: 'grieta.jpg' }]}
          pendingPhotos={[]}
          previews={{}}
          onFilesChosen={() => undefined}
          onRemovePhoto={() => undefined}
        />
      ),
      { ...CHOSEN_VEHICLE, ...values },
      'es',
    );

  it('asks in Spanish, and says in Spanish what an empty send left to fix', async () => {
    const { user, onAccepted } = renderSpanish();
    await user.click(screen.getByRole('button', { name: 'Enviar mi solicitud' }));
    expect(onAccepted).not.toHaveBeenCalled();
    const payment = screen.getByRole('group', { name: '¿Quién paga el vidrio?' });
    expect(payment).toHaveAccessibleDescription('Elija quién paga');
    expect(screen.getByRole('radio', { name: 'Pago yo' })).toHaveFocus();
    expect(englishTextsShown()).toEqual([]);
  });

  it('shows the estimate, the times in Spanish dates and the photos in Spanish', () => {
    renderSpanish({ payment: 'self' });
    expect(screen.getByText(/^Precio estimado sin contar el seguro/)).toBeInTheDocument();
    expect(screen.getByText('el servicio móvil: vamos a donde usted esté')).toBeInTheDocument();
    const times = screen.getByRole('group', { name: 'Ventana de horario' });
    expect(
      within(times).getByRole('radio', {
        name: /^martes, 1 de diciembre, de 8\sa\.\s?m\. a 12\sp\.\s?m\.$/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver 2 horarios más tarde' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar grieta.jpg' })).toBeInTheDocument();
    expect(englishTextsShown()).toEqual([]);
  });

  it('says how the insurer is billed in Spanish, "$0" with its condition', async () => {
    const { user } = renderSpanish({ payment: 'self' });
    await user.click(screen.getByRole('radio', { name: 'Paga mi seguro' }));
    expect(
      screen.getByText('Le cobramos directamente a su aseguradora').parentElement,
    ).toHaveTextContent(/: \$0 con cobertura completa de vidrios/);
    await user.selectOptions(
      screen.getByLabelText('Su aseguradora (opcional)'),
      'Otra aseguradora',
    );
    // The inbox reads the English words.
    expect(screen.getByLabelText('Su aseguradora (opcional)')).toHaveValue('Another insurer');
    expect(englishTextsShown()).toEqual([]);
  });
});

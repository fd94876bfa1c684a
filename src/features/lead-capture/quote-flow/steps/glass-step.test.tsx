/**
 * @jest-environment jsdom
 *
 * The glass step on its own (docs/decisions/quote-flow.md, 'Steps in code'): a question left
 * open is marked invalid with its message and its first choice focused; a door needs its
 * door; a windshield asks only the features the model's facts leave open; one Tab stop per
 * question, Space chooses.
 */
import { screen, within } from '@testing-library/react';
import { QUOTE_MESSAGES } from '@/domain/quote';
import { GLASS_STEP, GlassStep } from './glass-step';
import { englishTextsShown, renderStep } from './render-step.test-harness';

// Typing is event by event, and the machines that run the tests are small and shared.
jest.setTimeout(30_000);

function renderGlass(values = {}, askFeatures = false) {
  const onAskFeatures = jest.fn();
  const rendered = renderStep(
    GLASS_STEP,
    (props) => <GlassStep {...props} askFeatures={askFeatures} onAskFeatures={onAskFeatures} />,
    values,
  );
  return { ...rendered, onAskFeatures };
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const question = (name: string) => screen.getByRole('group', { name });

describe('GlassStep: errors', () => {
  it('refuses Continue with no glass chosen: the question is invalid, its first choice focused', async () => {
    const { user, onAccepted } = renderGlass();
    await user.click(continueButton());
    expect(onAccepted).not.toHaveBeenCalled();
    const glass = question('What needs fixing?');
    expect(glass).toHaveAttribute('aria-invalid', 'true');
    expect(glass).toHaveAccessibleDescription(QUOTE_MESSAGES.glass);
    expect(screen.getByRole('radio', { name: 'Windshield replacement' })).toHaveFocus();
  });

  it('asks which door for door glass, and focuses that question when it is left open', async () => {
    const { user, onAccepted } = renderGlass();
    await user.click(screen.getByRole('radio', { name: 'Door window' }));
    await user.click(continueButton());
    expect(question('What needs fixing?')).not.toHaveAttribute('aria-invalid');
    const door = question('Which door?');
    expect(door).toHaveAccessibleDescription(QUOTE_MESSAGES.door);
    expect(within(door).getByRole('radio', { name: 'Front, driver side' })).toHaveFocus();
    await user.click(within(door).getByRole('radio', { name: 'Rear, passenger side' }));
    expect(screen.queryByText(QUOTE_MESSAGES.door)).not.toBeInTheDocument();
    await user.click(continueButton());
    expect(onAccepted).toHaveBeenCalledWith(
      expect.objectContaining({ glass: 'door', door: 'rear-right' }),
    );
  });

  it('shows what the model’s facts decide for a windshield and asks only the rest', async () => {
    const { user, onAskFeatures } = renderGlass({
      year: '2021',
      make: 'Tesla',
      model: 'Model 3',
      glass: 'windshield',
    });
    expect(
      screen.getByText(/^2021 Tesla Model 3: camera behind the mirror, from our records/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Camera/ })).toBeNull();
    expect(question('Rain sensor')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(onAskFeatures).toHaveBeenCalledTimes(1);
  });
});

describe('GlassStep: keyboard', () => {
  it('stops once per question on Tab, Space chooses, and Enter sends the step', async () => {
    const { user, onAccepted } = renderGlass({ glass: 'door' });
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Door window' })).toHaveFocus();
    await user.tab();
    const firstDoor = screen.getByRole('radio', { name: 'Front, driver side' });
    expect(firstDoor).toHaveFocus();
    await user.keyboard(' ');
    expect(firstDoor).toBeChecked();
    await user.tab();
    expect(continueButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAccepted).toHaveBeenCalledWith(
      expect.objectContaining({ glass: 'door', door: 'front-left' }),
    );
  });
});

describe('GlassStep: in Spanish', () => {
  const renderSpanish = (values = {}) =>
    renderStep(
      GLASS_STEP,
      (props) => <GlassStep {...props} askFeatures={false} onAskFeatures={() => undefined} />,
      values,
      'es',
    );

  it('asks in Spanish, and says in Spanish what an empty Continue left to fix', async () => {
    const { user, onAccepted } = renderSpanish();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onAccepted).not.toHaveBeenCalled();
    const glass = question('¿Qué hay que arreglar?');
    expect(glass).toHaveAccessibleDescription('Elija el vidrio que hay que arreglar');
    expect(
      screen.getByRole('radio', { name: 'Reparación de una astilla o una grieta pequeña' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Vidrio de la puerta' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(question('¿Qué puerta?')).toHaveAccessibleDescription('Elija qué puerta');
    expect(screen.getByRole('radio', { name: 'Delantera, lado del conductor' })).toHaveFocus();
    expect(englishTextsShown()).toEqual([]);
  });

  it('asks the windshield’s features in Spanish, and names those the facts decide', () => {
    renderSpanish({ year: '2021', make: 'Tesla', model: 'Model 3', glass: 'windshield' });
    expect(
      screen.getByText(/^2021 Tesla Model 3: cámara detrás del espejo, según nuestros registros/),
    ).toBeInTheDocument();
    const rain = question('Sensor de lluvia');
    expect(within(rain).getByRole('radio', { name: 'No estoy seguro' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Cambiar' })).toBeInTheDocument();
    expect(englishTextsShown()).toEqual([]);
  });
});

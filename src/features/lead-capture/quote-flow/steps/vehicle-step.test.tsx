/**
 * @jest-environment jsdom
 *
 * The vehicle step on its own (docs/decisions/quote-flow.md, 'Steps in code'): its check
 * puts each message beside its field, marks the field invalid and focuses the first one to
 * fix; Tab walks its fields in the order they are read; Enter sends the step.
 */
import { screen } from '@testing-library/react';
import { LEAD_MESSAGES } from '@/domain/lead-fields';
import { QUOTE_MESSAGES } from '@/domain/quote';
import { englishTextsShown, renderStep } from './render-step.test-harness';
import { VEHICLE_STEP, VehicleStep } from './vehicle-step';

// Typing is event by event, and the machines that run the tests are small and shared.
jest.setTimeout(30_000);

const renderVehicle = (values = {}, askClass = false) =>
  renderStep(
    VEHICLE_STEP,
    (props) => <VehicleStep {...props} askClass={askClass} onAskClass={() => undefined} />,
    values,
  );

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('VehicleStep: errors', () => {
  it('refuses an empty step with a message under each field, marked invalid, on the first', async () => {
    const { user, onAccepted } = renderVehicle();
    await user.click(continueButton());
    expect(onAccepted).not.toHaveBeenCalled();
    const year = screen.getByLabelText('Year');
    expect(year).toHaveAttribute('aria-invalid', 'true');
    expect(year).toHaveAccessibleDescription(QUOTE_MESSAGES.year);
    expect(screen.getByLabelText('Make')).toHaveAccessibleDescription(QUOTE_MESSAGES.make);
    expect(screen.getByLabelText('Model')).toHaveAccessibleDescription(QUOTE_MESSAGES.model);
    const kind = screen.getByRole('group', { name: 'What kind of vehicle is it?' });
    expect(kind).toHaveAttribute('aria-invalid', 'true');
    expect(kind).toHaveAccessibleDescription(QUOTE_MESSAGES.vehicleClass);
    expect(year).toHaveFocus();
  });

  it('focuses the first field still wrong after the ones above it are fixed', async () => {
    const { user } = renderVehicle();
    await user.selectOptions(screen.getByLabelText('Year'), '2019');
    await user.selectOptions(screen.getByLabelText('Make'), 'Honda');
    await user.selectOptions(screen.getByLabelText('Model'), 'Another model');
    await user.click(continueButton());
    expect(screen.getByLabelText('Year')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: 'Model' })).toHaveFocus();
  });

  it('clears a field’s message once it is answered', async () => {
    const { user } = renderVehicle();
    await user.click(continueButton());
    await user.selectOptions(screen.getByLabelText('Year'), '2020');
    expect(screen.getByLabelText('Year')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(QUOTE_MESSAGES.year)).not.toBeInTheDocument();
    expect(screen.getByText(QUOTE_MESSAGES.make)).toBeInTheDocument();
  });

  it('asks for the VIN itself when the visitor gives one, focused, and names a wrong one', async () => {
    const { user } = renderVehicle({ identifyBy: 'vin', vehicleClass: 'car' });
    await user.click(continueButton());
    const vin = screen.getByLabelText('VIN');
    expect(vin).toHaveAttribute('aria-invalid', 'true');
    expect(vin).toHaveFocus();
    expect(vin).toHaveAccessibleDescription(expect.stringContaining(LEAD_MESSAGES.vinNumber));
    await user.type(vin, '5YJ3E1EA3KF317000');
    expect(vin).toHaveAccessibleDescription(expect.stringContaining(LEAD_MESSAGES.vinCheckDigit));
  });

  it('passes with a vehicle whose class the model’s facts give, without asking it', async () => {
    const { user, onAccepted } = renderVehicle();
    await user.selectOptions(screen.getByLabelText('Year'), '2019');
    await user.selectOptions(screen.getByLabelText('Make'), 'Honda');
    await user.selectOptions(screen.getByLabelText('Model'), 'Civic');
    expect(screen.queryByRole('group', { name: 'What kind of vehicle is it?' })).toBeNull();
    await user.click(continueButton());
    expect(onAccepted).toHaveBeenCalledWith(
      expect.objectContaining({ year: '2019', make: 'Honda', model: 'Civic' }),
    );
  });
});

describe('VehicleStep: keyboard', () => {
  it('Tab goes through the question, the year, make and model, then Continue', async () => {
    const { user } = renderVehicle({ year: '2019', make: 'Honda', model: 'Civic' }, true);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Year, make and model' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Year')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Make')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Model')).toHaveFocus();
    await user.tab();
    // The class is asked (the visitor chose to change it): its group is next.
    expect(screen.getByRole('radio', { name: /^Car/ })).toHaveFocus();
    await user.tab();
    expect(continueButton()).toHaveFocus();
  });

  it('Enter in the VIN box sends the step: the only text field is the last one', async () => {
    const { user, onAccepted } = renderVehicle({ identifyBy: 'vin', vehicleClass: 'car' });
    await user.type(screen.getByLabelText('VIN'), '5YJ3E1EA2KF317000{Enter}');
    expect(onAccepted).toHaveBeenCalledWith(
      expect.objectContaining({ vinNumber: '5YJ3E1EA2KF317000' }),
    );
  });
});

describe('VehicleStep: in Spanish', () => {
  const renderSpanish = (values = {}) =>
    renderStep(
      VEHICLE_STEP,
      (props) => <VehicleStep {...props} askClass={false} onAskClass={() => undefined} />,
      values,
      'es',
    );

  it('asks in Spanish, and says in Spanish what an empty Continue left to fix', async () => {
    const { user, onAccepted } = renderSpanish();
    expect(screen.getByRole('radio', { name: 'Año, marca y modelo' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onAccepted).not.toHaveBeenCalled();
    const year = screen.getByLabelText('Año');
    expect(year).toHaveAccessibleDescription('Elija el año del modelo');
    expect(year).toHaveFocus();
    expect(screen.getByLabelText('Marca')).toHaveAccessibleDescription('Elija la marca');
    expect(screen.getByLabelText('Modelo')).toHaveAccessibleDescription(
      'Elija o escriba el modelo',
    );
    const kind = screen.getByRole('group', { name: '¿Qué tipo de vehículo es?' });
    expect(kind).toHaveAccessibleDescription('Elija el tipo de vehículo');
    expect(screen.getByRole('radio', { name: /^Carro: sedán/ })).toBeInTheDocument();
    expect(englishTextsShown()).toEqual([]);
  });

  it('names a wrong VIN in Spanish, and the class the model’s facts decide', async () => {
    const { user } = renderSpanish({ identifyBy: 'vin' });
    const vin = screen.getByLabelText('Número VIN');
    expect(vin).toHaveAccessibleDescription(/^Está en la parte de abajo del parabrisas.* 0 de 17/);
    await user.type(vin, 'IO');
    expect(vin).toHaveAccessibleDescription(
      expect.stringContaining('nunca lleva las letras I, O ni Q'),
    );
    expect(englishTextsShown()).toEqual([]);
  });

  it('shows English words in English (the check above can see them)', () => {
    renderVehicle();
    expect(englishTextsShown()).toEqual(expect.arrayContaining(['Year', 'Continue']));
  });
});

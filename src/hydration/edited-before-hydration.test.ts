/**
 * @jest-environment jsdom
 */
import { fieldsEditedBeforeHydration } from './edited-before-hydration';

describe('fields edited before hydration', () => {
  it('reports the text, choices and ticks that differ from the state', () => {
    const form = document.createElement('form');
    form.innerHTML = `
      <input name="firstName" value="">
      <input name="email" value="">
      <select name="service"><option value="repair">Repair</option><option value="door">Door</option></select>
      <input type="checkbox" name="consent">
      <input type="checkbox" name="urgent">
      <input name="website" value="">
      <input type="hidden" name="formToken" value="">`;
    const values = {
      firstName: '',
      email: '',
      service: 'repair',
      consent: false,
      urgent: false,
      formToken: '',
    };
    expect(fieldsEditedBeforeHydration(form, values)).toEqual({});

    (form.elements.namedItem('firstName') as HTMLInputElement).value = 'Ana';
    (form.elements.namedItem('service') as HTMLSelectElement).value = 'door';
    (form.elements.namedItem('consent') as HTMLInputElement).checked = true;
    // Not a field of the state (the honeypot), and a hidden field: never taken over.
    (form.elements.namedItem('website') as HTMLInputElement).value = 'spam';
    (form.elements.namedItem('formToken') as HTMLInputElement).value = 'x';
    expect(fieldsEditedBeforeHydration(form, values)).toEqual({
      firstName: 'Ana',
      service: 'door',
      consent: true,
    });
  });

  it('has nothing to report without a form', () => {
    expect(fieldsEditedBeforeHydration(null, { a: '' })).toEqual({});
  });
});

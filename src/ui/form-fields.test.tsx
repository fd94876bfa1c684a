/**
 * @jest-environment jsdom
 *
 * ChoiceCards in its two uses: controlled by the quote flow, and left to the browser in the
 * plain form, which must work without JavaScript.
 */
import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ChoiceCards } from './form-fields';
import { theme } from './theme/theme';

const OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No', hint: '(the usual)' },
];

const renderInTheme = (element: ReactNode) =>
  render(<ThemeProvider theme={theme}>{element}</ThemeProvider>);

describe('ChoiceCards', () => {
  it('without onChange, is a plain radio group starting from defaultValue', () => {
    renderInTheme(
      <ChoiceCards name="answer" legend="Sure?" options={OPTIONS} defaultValue="no" required />,
    );
    const group = screen.getByRole('group', { name: 'Sure?' });
    expect(screen.getByRole('radio', { name: 'No (the usual)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeRequired();
    expect(group).not.toHaveAttribute('aria-invalid');
  });

  it('with onChange, shows the value given and reports a new choice, and its error', async () => {
    const onChange = jest.fn();
    renderInTheme(
      <ChoiceCards
        name="answer"
        legend="Sure?"
        options={OPTIONS}
        value="yes"
        onChange={onChange}
        error="Please choose"
      />,
    );
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /No/ }));
    expect(onChange).toHaveBeenCalledWith('no');
    const group = screen.getByRole('group', { name: 'Sure?' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Please choose');
  });
});

/**
 * @jest-environment jsdom
 *
 * SelectField: its label, its options, and its error wired to the select.
 */
import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SelectField } from './select-field';
import { theme } from './theme/theme';

const renderInTheme = (element: ReactNode) =>
  render(<ThemeProvider theme={theme}>{element}</ThemeProvider>);

describe('SelectField', () => {
  const renderSelect = (error?: string) =>
    renderInTheme(
      <SelectField id="year" name="year" label="Year" defaultValue="" error={error}>
        <option value="">Choose</option>
        <option>2021</option>
      </SelectField>,
    );

  it('is a labelled select with its options, not marked invalid without an error', () => {
    renderSelect();
    const select = screen.getByRole('combobox', { name: 'Year' });
    expect(select).toHaveAttribute('name', 'year');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(select).not.toHaveAttribute('aria-describedby');
  });

  it('with an error, is marked invalid and described by the message under it', () => {
    renderSelect('Please choose the model year');
    const select = screen.getByRole('combobox', { name: 'Year' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please choose the model year');
  });
});

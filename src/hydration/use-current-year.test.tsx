/**
 * @jest-environment jsdom
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { modelYears } from '@/domain/quote';
import { useCurrentYear } from './use-current-year';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The model-year select as the quote forms render it. */
function YearSelect() {
  const currentYear = useCurrentYear();
  return (
    <select name="year" defaultValue="">
      {modelYears(currentYear).map((year) => (
        <option key={year}>{year}</option>
      ))}
    </select>
  );
}

describe('useCurrentYear', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { __BUILD_YEAR__?: number }).__BUILD_YEAR__;
  });

  it('hydrates a page built last year without a mismatch, then lists the new year', async () => {
    // Built in 2026 (what the snapshot shows), opened on New Year's Day 2027.
    (globalThis as { __BUILD_YEAR__?: number }).__BUILD_YEAR__ = 2026;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<YearSelect />);
    expect(container.querySelector('option')!.textContent).toBe('2027');
    document.body.append(container);
    jest.useFakeTimers({ now: new Date(2027, 0, 1, 9), doNotFake: ['queueMicrotask'] });

    const recoverableErrors = jest.fn();
    await act(async () => {
      hydrateRoot(container, <YearSelect />, { onRecoverableError: recoverableErrors });
    });

    expect(recoverableErrors).not.toHaveBeenCalled();
    expect(container.querySelector('option')!.textContent).toBe('2028');
  });
});

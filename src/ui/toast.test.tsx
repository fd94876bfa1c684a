/**
 * @jest-environment jsdom
 */
import { renderHook } from '@testing-library/react';
import { showToast } from './toast-host';
import { useToast } from './toast';

jest.mock('./toast-host', () => ({ showToast: jest.fn() }));

const flushImports = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('useToast', () => {
  beforeEach(() => jest.mocked(showToast).mockClear());

  it('prepares the host without showing anything', async () => {
    const { result } = renderHook(() => useToast());
    result.current.prepare();
    await flushImports();
    expect(showToast).not.toHaveBeenCalled();
  });

  it('shows a success with its title and how long it stays', async () => {
    const { result } = renderHook(() => useToast());
    result.current.success('Request sent', 'Your request is in.');
    await flushImports();
    expect(showToast).toHaveBeenCalledWith(expect.anything(), 'success', 5000);
  });
});

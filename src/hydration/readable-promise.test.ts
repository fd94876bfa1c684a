import { cachedReadable, readable } from './readable-promise';

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('cachedReadable', () => {
  it('requests each key once and marks its promise with the value', async () => {
    const load = jest.fn((key: string) => Promise.resolve(`text of ${key}`));
    const loadText = cachedReadable(load);
    const first = loadText('a');
    expect(loadText('a')).toBe(first);
    await settled();
    expect(first).toMatchObject({ status: 'fulfilled', value: 'text of a' });
    loadText('b');
    expect(load.mock.calls).toEqual([['a'], ['b']]);
  });

  it('forgets a failed request, so the next call tries again', async () => {
    const load = jest
      .fn<Promise<string>, [string]>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('text');
    const loadText = cachedReadable(load);
    const failed = loadText('a');
    await expect(failed).rejects.toThrow('offline');
    expect(failed).toMatchObject({ status: 'rejected' });
    await expect(loadText('a')).resolves.toBe('text');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('readable', () => {
  it('marks a rejection without leaving an unhandled rejection of its own', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const failed = readable(Promise.reject(new Error('offline')));
      failed.catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(failed).toMatchObject({ status: 'rejected' });
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});

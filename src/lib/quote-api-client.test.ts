import { MAX_PHOTO_BYTES } from '@/domain/quote';
import { uploadQuotePhoto } from './quote-api-client';

describe('uploadQuotePhoto', () => {
  const fetchSpy = jest.fn();
  beforeEach(() => {
    fetchSpy.mockReset();
    global.fetch = fetchSpy;
  });

  it('refuses a photo over the limit as the service would, without sending it', async () => {
    const photo = new Blob([new Uint8Array(MAX_PHOTO_BYTES + 1)], { type: 'image/jpeg' });
    await expect(uploadQuotePhoto(photo, 'token')).resolves.toEqual({
      ok: false,
      refusal: { reason: 'tooLarge' },
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends a photo of exactly the limit', async () => {
    fetchSpy.mockResolvedValue(new Response(JSON.stringify({ id: 'p1' }), { status: 201 }));
    const photo = new Blob([new Uint8Array(MAX_PHOTO_BYTES)], { type: 'image/jpeg' });
    await expect(uploadQuotePhoto(photo, 'token')).resolves.toEqual({ ok: true, id: 'p1' });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});

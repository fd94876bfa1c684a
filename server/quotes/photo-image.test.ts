import sharp from 'sharp';
import { normalizePhoto, PHOTO_LIMITS, PhotoRejectedError } from './photo-image';

const RED = '#cc3333';
const BLUE = '#3333cc';

function solid(width: number, height: number, background = RED): sharp.Sharp {
  return sharp({ create: { width, height, channels: 3, background } });
}

/** What a phone camera writes: EXIF with the phone's make and the GPS position, XMP, ICC. */
async function phoneJpeg(): Promise<Buffer> {
  return solid(64, 48)
    .jpeg()
    .withExifMerge({
      IFD0: { Make: 'TestPhone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 38/1 0/1' },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
        '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="TestOwner"/>' +
        '</rdf:RDF></x:xmpmeta>',
    )
    .withIccProfile('p3')
    .toBuffer();
}

async function rejection(input: Buffer): Promise<PhotoRejectedError> {
  const error: unknown = await normalizePhoto(input).then(
    () => undefined,
    (rejected: unknown) => rejected,
  );
  expect(error).toBeInstanceOf(PhotoRejectedError);
  return error as PhotoRejectedError;
}

describe('normalizePhoto', () => {
  it('removes all metadata a phone photo carries, GPS position included', async () => {
    const input = await phoneJpeg();
    // The fixture does carry what must go.
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.xmp).toBeDefined();
    expect(before.icc).toBeDefined();
    expect(input.includes('TestPhone')).toBe(true);

    const photo = await normalizePhoto(input);

    const after = await sharp(photo.data).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect([undefined, 1]).toContain(after.orientation);
    expect(photo.data.includes('TestPhone')).toBe(false);
    expect(photo.data.includes('TestOwner')).toBe(false);
    expect(photo.data.includes('Exif\0\0')).toBe(false);
    expect(photo.data.includes('http://ns.adobe.com/xap/1.0/')).toBe(false);
    expect(photo.data.includes('ICC_PROFILE')).toBe(false);
    expect(photo).toEqual({
      data: expect.any(Buffer),
      mimeType: 'image/jpeg',
      width: 64,
      height: 48,
      bytes: photo.data.length,
    });
  });

  it('turns the pixels as the EXIF orientation says, and drops the tag', async () => {
    // 64×48, red on the left half, blue on the right; orientation 6 = turn 90° clockwise.
    const input = await solid(64, 48, BLUE)
      .composite([{ input: await solid(32, 48, RED).png().toBuffer(), left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);

    const photo = await normalizePhoto(input);

    expect([photo.width, photo.height]).toEqual([48, 64]);
    const after = await sharp(photo.data).metadata();
    expect([after.width, after.height]).toEqual([48, 64]);
    expect([undefined, 1]).toContain(after.orientation);
    // The left (red) half is now the top.
    const { data, info } = await sharp(photo.data).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return { red: data[at]!, blue: data[at + 2]! };
    };
    expect(pixel(24, 8).red).toBeGreaterThan(pixel(24, 8).blue);
    expect(pixel(24, 56).blue).toBeGreaterThan(pixel(24, 56).red);
  });

  it.each([
    ['PNG', () => solid(40, 30).png().toBuffer()],
    ['WebP', () => solid(40, 30).webp().toBuffer()],
    ['transparent PNG', () => solid(40, 30).ensureAlpha(0).png().toBuffer()],
  ])('accepts a %s and stores it as a JPEG', async (_name, make) => {
    const photo = await normalizePhoto(await make());

    expect(photo.mimeType).toBe('image/jpeg');
    expect([photo.width, photo.height]).toEqual([40, 30]);
    const after = await sharp(photo.data).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.hasAlpha).toBe(false);
  });

  it('puts a transparent picture on white, not black', async () => {
    const photo = await normalizePhoto(await solid(40, 30).ensureAlpha(0).png().toBuffer());

    const { data } = await sharp(photo.data).raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data.subarray(0, 3))).toBeGreaterThan(245);
  });

  it('scales a large photo to fit within the longest edge, keeping its proportions', async () => {
    const photo = await normalizePhoto(await solid(3000, 1000).jpeg().toBuffer());

    expect(PHOTO_LIMITS.maxEdgePx).toBe(2000);
    expect([photo.width, photo.height]).toEqual([2000, 667]);
    const after = await sharp(photo.data).metadata();
    expect([after.width, after.height]).toEqual([2000, 667]);
  });

  it('does not enlarge a small photo', async () => {
    const photo = await normalizePhoto(await solid(300, 200).jpeg().toBuffer());
    expect([photo.width, photo.height]).toEqual([300, 200]);
  });

  it('refuses a text file, whatever its name', async () => {
    const error = await rejection(Buffer.from('hello'));
    expect(error.reason).toBe('not-an-image');
    expect(error.message).toBe('This file is not a photo. Attach a JPEG, PNG or WebP picture.');
  });

  it('refuses an empty file', async () => {
    expect((await rejection(Buffer.alloc(0))).reason).toBe('not-an-image');
  });

  it('refuses a PDF', async () => {
    const pdf = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n');
    expect((await rejection(pdf)).reason).toBe('not-an-image');
  });

  it('refuses an image format it does not accept, such as AVIF', async () => {
    const avif = await solid(16, 16).avif().toBuffer();
    expect((await rejection(avif)).reason).toBe('not-an-image');
  });

  it('refuses a HEIC photo, which the prebuilt sharp cannot decode, and says what to do', async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(64),
    ]);
    const error = await rejection(heic);
    expect(error.reason).toBe('not-an-image');
    expect(error.message).toMatch(/HEIC/);
  });

  it('refuses a truncated JPEG without crashing', async () => {
    const whole = await sharp({
      create: {
        width: 256,
        height: 256,
        channels: 3,
        background: '#000000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    const error = await rejection(whole.subarray(0, Math.floor(whole.length / 2)));
    expect(error.reason).toBe('not-an-image');
    expect(error.message).toMatch(/damaged or incomplete/);
  });

  it('refuses garbage behind a JPEG signature', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not a jpeg')]);
    expect((await rejection(fake)).reason).toBe('not-an-image');
  });

  it('refuses a file over 12 MB before decoding it', async () => {
    const big = Buffer.alloc(PHOTO_LIMITS.maxBytes + 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const error = await rejection(big);
    expect(error.reason).toBe('too-large');
    expect(error.message).toMatch(/^This photo is larger than 12 MB/);
  });

  it('refuses an image declaring more than 50 megapixels', async () => {
    // 8000×7000 of one colour: a small PNG, 168 MB once decoded.
    const bomb = await solid(8000, 7000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(PHOTO_LIMITS.maxBytes);

    expect((await rejection(bomb)).reason).toBe('too-many-pixels');
  });
});

/**
 * Checks and cleans the damage photos a customer attaches to a quote request, before they are
 * stored. Only the business owner ever sees them, but they are still cleaned, for three reasons:
 *
 * - Privacy. A photo taken with a phone camera carries EXIF metadata: the GPS position where it
 *   was taken (for a car parked in a driveway, the customer's home), the time, the phone's make
 *   and model, sometimes its serial number. None of that is needed to quote a windshield, so
 *   none of it is kept: the photo is decoded and written anew with no metadata at all.
 * - Safety. Re-encoding the decoded pixels also defuses a file crafted to attack whatever later
 *   opens it (an image viewer, a mail client, the browser of the owner's admin page): what is
 *   stored is a plain JPEG written by us, never the bytes the customer sent.
 * - Size. Photos are stored in the database (so that every instance of the service sees the
 *   same photos, with no shared disk to set up), so they are scaled down to a size that is
 *   still plenty to judge a chip or a crack: a few hundred kB instead of several MB.
 *
 * The format is decided by the file's content (its magic bytes), never by its name or the MIME
 * type the browser declared, both of which the sender controls.
 *
 * HEIC (the iPhone's camera format) is NOT accepted: sharp's prebuilt libvips reads HEIF files
 * coded with AV1 (AVIF) only, not with HEVC (patent-encumbered; libde265 is not built in). Tried
 * with sharp 0.34.5: the header of a HEVC HEIC parses, decoding fails with "Support for this
 * compression format has not been built in". A HEIC file is therefore recognised by its magic
 * bytes and rejected as not-an-image with a message telling the customer what to do instead.
 * In practice iOS Safari converts HEIC photos to JPEG when they are picked through an
 * `<input type="file" accept="image/*">`, so few customers should meet that message.
 */
import sharp from 'sharp';
import type { PhotoRefusalReason } from '@/domain/photo-refusals';
import { MAX_PHOTO_BYTES } from '@/domain/quote';

export const PHOTO_LIMITS = {
  /** Bytes of one uploaded file, refused before any decoding (the reason is in the domain). */
  maxBytes: MAX_PHOTO_BYTES,
  /** Pixels (width × height) declared by the file, checked by sharp before it decodes. A small
   * file can declare a huge image (a "decompression bomb": 8000×7000 of one colour is a few kB
   * of PNG but 168 MB of RGB once decoded); 50 MP covers every phone camera (48–50 MP). */
  maxPixels: 50_000_000,
  /** Longest edge of the stored photo, in pixels. Enough to see a chip or a crack on a
   * windshield, and keeps a stored photo around 200–500 kB. Smaller photos are not enlarged. */
  maxEdgePx: 2000,
} as const;

/** JPEG quality of the stored photo: no visible loss at 2000 px, about a tenth of the input size. */
const JPEG_QUALITY = 82;

type PhotoRejectionReason = 'not-an-image' | 'too-large' | 'too-many-pixels';

const MB = 1024 * 1024;

/** What the customer is told of a refused file, by the answer's reason (src/domain/photo-refusals.ts). */
export const REJECTION_MESSAGES = {
  notAnImage: 'This file is not a photo. Attach a JPEG, PNG or WebP picture.',
  heic: 'This photo is in HEIC format, which we cannot open. Attach it as a JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible), or attach a screenshot of it.',
  unreadable:
    'This photo could not be read: the file looks damaged or incomplete. Attach it again, or attach another photo.',
  tooLarge: `This photo is larger than ${PHOTO_LIMITS.maxBytes / MB} MB. Attach a smaller photo, or a screenshot of it.`,
  tooManyPixels: `This picture is too large (more than ${PHOTO_LIMITS.maxPixels / 1_000_000} megapixels). Attach a smaller photo, or a screenshot of it.`,
} as const satisfies Partial<Record<PhotoRefusalReason, string>>;

type FileRefusal = keyof typeof REJECTION_MESSAGES;

/** The refusal a rejection is answered with when it has no more precise one. */
const REFUSAL_OF: Record<PhotoRejectionReason, FileRefusal> = {
  'not-an-image': 'notAnImage',
  'too-large': 'tooLarge',
  'too-many-pixels': 'tooManyPixels',
};

/**
 * A photo refused for a reason the customer can act on: `reason` is what kind of refusal
 * (it decides the HTTP status), `refusal` what the answer names and the customer is told.
 */
export class PhotoRejectedError extends Error {
  override readonly name = 'PhotoRejectedError';
  readonly reason: PhotoRejectionReason;
  readonly refusal: FileRefusal;

  constructor(
    reason: PhotoRejectionReason,
    refusal: FileRefusal = REFUSAL_OF[reason],
    options?: { cause?: unknown },
  ) {
    super(REJECTION_MESSAGES[refusal], options);
    this.reason = reason;
    this.refusal = refusal;
  }
}

type SniffedFormat = 'jpeg' | 'png' | 'webp' | 'heic';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Major brands of an ISO-BMFF `ftyp` box that mean HEIC/HEIF (AVIF's `avif` is not one). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1']);

/** The image format of `input` by its magic bytes, or undefined for anything else. */
function sniffFormat(input: Buffer): SniffedFormat | undefined {
  if (input.length >= 3 && input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) {
    return 'jpeg';
  }
  if (input.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (
    input.length >= 12 &&
    input.toString('latin1', 0, 4) === 'RIFF' &&
    input.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  if (
    input.length >= 12 &&
    input.toString('latin1', 4, 8) === 'ftyp' &&
    HEIF_BRANDS.has(input.toString('latin1', 8, 12))
  ) {
    return 'heic';
  }
  return undefined;
}

/**
 * Checks an uploaded photo and rewrites it as a plain JPEG: EXIF orientation applied to the
 * pixels, scaled to fit within {@link PHOTO_LIMITS.maxEdgePx} (never enlarged), sRGB, and no
 * metadata at all (no EXIF, GPS, XMP, IPTC or ICC profile).
 *
 * @throws PhotoRejectedError when the file is too big, is not a JPEG, PNG or WebP image, is
 * damaged, or declares too many pixels. Never throws anything else for bad input.
 */
export async function normalizePhoto(input: Buffer): Promise<{
  data: Buffer;
  mimeType: 'image/jpeg';
  width: number;
  height: number;
  bytes: number;
}> {
  if (input.length > PHOTO_LIMITS.maxBytes) throw new PhotoRejectedError('too-large');

  const format = sniffFormat(input);
  if (format === undefined) throw new PhotoRejectedError('not-an-image');
  if (format === 'heic') throw new PhotoRejectedError('not-an-image', 'heic');

  try {
    // failOn 'error': a truncated or corrupt file is refused rather than padded with grey;
    // harmless warnings (common in phone JPEGs) are tolerated. Only the first frame of an
    // animated WebP or PNG is read (sharp's default).
    const image = sharp(input, { limitInputPixels: PHOTO_LIMITS.maxPixels, failOn: 'error' });
    // libvips picks its decoder by its own sniffing: make sure it is the one we checked for.
    const { format: decodedFormat } = await image.metadata();
    if (decodedFormat !== format) throw new PhotoRejectedError('not-an-image');

    // No keepMetadata()/withMetadata()/keepExif()/keepIccProfile(): sharp then writes no
    // metadata at all, and converts the pixels to sRGB.
    const { data, info } = await image
      .rotate()
      .resize({
        width: PHOTO_LIMITS.maxEdgePx,
        height: PHOTO_LIMITS.maxEdgePx,
        fit: 'inside',
        withoutEnlargement: true,
      })
      // A transparent PNG or WebP (a screenshot) gets a white background, not a black one.
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });

    return {
      data,
      mimeType: 'image/jpeg',
      width: info.width,
      height: info.height,
      bytes: data.length,
    };
  } catch (error) {
    if (error instanceof PhotoRejectedError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new PhotoRejectedError('too-many-pixels', undefined, { cause: error });
    }
    throw new PhotoRejectedError('not-an-image', 'unreadable', { cause: error });
  }
}

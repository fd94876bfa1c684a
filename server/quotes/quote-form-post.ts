/**
 * The plain quote form's post (src/features/lead-capture/quote-flow/quote-plain-form.tsx):
 * multipart, because it carries photos. The photos are checked and re-encoded as the upload
 * endpoint does, but only held in memory: they are stored with the lead, in its
 * transaction, so a refused post keeps nothing (docs/decisions/quote-flow.md, 'Without
 * JavaScript' and 'Photo limits'). The fields become the lead the JSON flow sends.
 */
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MAX_QUOTE_PHOTOS } from '@/domain/quote';
import { ApiError, FORM_UNREADABLE_MESSAGE } from '../http/api-error';
import { fieldsFromForm, nestDottedFields, rememberPostedFields } from '../http/form-post';
import { PHOTO_LIMITS, REJECTION_MESSAGES } from './photo-image';
import { reencodePhoto, type ReencodedPhoto } from './quote.routes';

/** Parts a quote form has, with room to spare; more is not a form of ours. */
const MAX_FIELDS = 60;

export async function readMultipartLead(
  request: FastifyRequest,
  checkboxes: readonly string[],
): Promise<{ body: Record<string, unknown>; photos: ReencodedPhoto[] }> {
  const fields: Record<string, string | string[]> = Object.create(null);
  const photos: ReencodedPhoto[] = [];
  rememberPostedFields(request, fields);
  try {
    for await (const part of request.parts({
      limits: { fileSize: PHOTO_LIMITS.maxBytes, files: MAX_QUOTE_PHOTOS, fields: MAX_FIELDS },
    })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // A file input left empty still sends a part, with no bytes.
        if (data.length > 0) photos.push(await reencodePhoto(data));
      } else if (typeof part.value === 'string') {
        const earlier = fields[part.fieldname];
        fields[part.fieldname] =
          earlier === undefined
            ? part.value
            : [...(Array.isArray(earlier) ? earlier : [earlier]), part.value];
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      // The words the upload endpoint answers a photo too large with, by the same reason.
      throw new ApiError('payload_too_large', REJECTION_MESSAGES.tooLarge, { reason: 'tooLarge' });
    }
    if (code === 'FST_FILES_LIMIT') {
      throw new ApiError('payload_too_large', `Attach at most ${MAX_QUOTE_PHOTOS} photos.`, {
        reason: 'tooManyPhotos',
      });
    }
    // A malformed or truncated multipart body: the client's fault, never a 500.
    throw new ApiError('bad_request', FORM_UNREADABLE_MESSAGE);
  }
  return { body: nestDottedFields(fieldsFromForm(fields, checkboxes)), photos };
}

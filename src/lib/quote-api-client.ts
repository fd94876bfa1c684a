/**
 * The quote flow's calls to the lead service (server/quotes/quote.routes.ts): the open
 * appointment windows, where a ZIP code is, and the photo upload. Each resolves to
 * undefined or a refusal instead of throwing, so a lost signal never breaks a step.
 */
import { apiPaths, FORM_TOKEN_HEADER } from '@/config/paths';
import { MAX_PHOTO_BYTES } from '@/domain/quote';
import { apiUrl } from './lead-api-client';

export interface OpenWindow {
  id: string;
  label: string;
  date: string;
  /** Minutes after midnight, business time: the window's start and end. */
  startMinutes?: number;
  endMinutes?: number;
  available: boolean;
}

export interface ZipAnswer {
  zip: string;
  known: boolean;
  city?: string;
  county?: string;
  inServiceArea?: boolean;
}

async function getJson<T>(path: string, timeoutMs = 8000): Promise<T | undefined> {
  try {
    const response = await fetch(apiUrl(path), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok ? ((await response.json()) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** The windows of the coming working days, with those already full marked unavailable. */
export async function fetchOpenWindows(): Promise<OpenWindow[] | undefined> {
  return (await getJson<{ windows: OpenWindow[] }>(apiPaths.quoteWindows))?.windows;
}

export function fetchZipAnswer(zip: string): Promise<ZipAnswer | undefined> {
  return getJson<ZipAnswer>(`${apiPaths.quoteZip}/${encodeURIComponent(zip)}`);
}

/**
 * Why a photo was not stored, as the service's answer said it: its error code and, for a
 * refused photo, its reason (src/domain/photo-refusals.ts). Both are missing when no answer
 * came. The flow words it in the page's language, never with the service's English message.
 */
export interface PhotoRefusal {
  error?: string;
  reason?: string;
}

export type PhotoUpload = { ok: true; id: string } | { ok: false; refusal: PhotoRefusal };

const NO_ANSWER: PhotoUpload = { ok: false, refusal: {} };

/**
 * Sends one photo as it is, with the form's token (the service stores no photo without
 * one); the service checks, re-encodes and strips its metadata.
 */
export async function uploadQuotePhoto(
  file: Blob,
  formToken: string | undefined,
): Promise<PhotoUpload> {
  if (!formToken) return NO_ANSWER;
  // Refused here as the service would refuse it, without sending megabytes over a phone's data.
  if (file.size > MAX_PHOTO_BYTES) return { ok: false, refusal: { reason: 'tooLarge' } };
  try {
    const response = await fetch(apiUrl(apiPaths.quotePhotos), {
      method: 'POST',
      headers: {
        'content-type': file.type.startsWith('image/') ? file.type : 'application/octet-stream',
        accept: 'application/json',
        [FORM_TOKEN_HEADER]: formToken,
      },
      body: file,
      signal: AbortSignal.timeout(60_000),
    });
    const data = (await response.json().catch(() => ({}))) as {
      id?: string;
      error?: unknown;
      reason?: unknown;
    };
    if (response.ok && data.id) return { ok: true, id: data.id };
    return {
      ok: false,
      refusal: {
        ...(typeof data.error === 'string' && { error: data.error }),
        ...(typeof data.reason === 'string' && { reason: data.reason }),
      },
    };
  } catch {
    return NO_ANSWER;
  }
}

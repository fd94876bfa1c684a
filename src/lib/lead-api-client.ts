/**
 * Calls to the lead service. The origin is empty when the site and the service share
 * one server (`npm start`); a static deployment sets PUBLIC_LEAD_API_ORIGIN.
 */
import { apiPaths } from '@/config/paths';
import { siteConfig } from '@/config/site-config';

export const API_PATHS = apiPaths;

export function apiUrl(path: string): string {
  return `${siteConfig.leadApiOrigin}${path}`;
}

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; fieldErrors?: Record<string, string>; message?: string };

/** POSTs JSON. A network failure resolves as `{ ok: false, status: 0 }`; it never throws. */
export async function postJson<T>(
  path: string,
  body: unknown,
  timeoutMs = 15000,
): Promise<ApiResult<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(apiUrl(path), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok) return { ok: true, status: response.status, data: data as T };
    return {
      ok: false,
      status: response.status,
      fieldErrors: data.fieldErrors as Record<string, string> | undefined,
      message: typeof data.message === 'string' ? data.message : undefined,
    };
  } catch {
    return { ok: false, status: 0 };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The form token (GET /api/form-token): the server's clock for the minimum fill time.
 * Undefined when it cannot be fetched; the lead is sent anyway (and flagged for the
 * owner to look at, never dropped).
 */
export async function fetchFormToken(timeoutMs = 5000): Promise<string | undefined> {
  try {
    const response = await fetch(apiUrl(apiPaths.formToken), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return undefined;
    const { token } = (await response.json()) as { token?: unknown };
    return typeof token === 'string' ? token : undefined;
  } catch {
    return undefined;
  }
}

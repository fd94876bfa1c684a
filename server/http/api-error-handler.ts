/**
 * The one error handler of the lead API. Every failure, ours (ApiError) or fastify's
 * (body too large, unreadable JSON, unknown content type…), becomes a JSON answer, or a
 * page for a browser's plain form post. Client input never causes a 5xx.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hrefInLocale } from '@/config/href-in-locale';
import { apiPaths, paths } from '@/config/paths';
import { businessProfile } from '@/content/business-profile';
import { LEAD_MESSAGES } from '@/domain/lead-fields';
import { LOCALES, localeOfPath, type Locale } from '@/i18n/locales';
import { isDatabaseUnavailable } from '../db/database-errors';
import {
  API_ERROR_STATUS,
  ApiError,
  FORM_TOO_LARGE_MESSAGE,
  FORM_UNREADABLE_MESSAGE,
} from './api-error';
import { renderFormErrorPage } from './form-error-page';
import { refusedPostWords } from './refused-post-words';
import { postedFieldsOf, sameOriginRefererPath, wantsHtmlPage } from './form-post';
import { NO_SCRIPT_PAGE_POLICY } from '../site/security-headers';
import { readRefererSnapshot, refusedFormPage } from '../site/refused-form-page';

export interface ApiErrorHandlerOptions {
  /** The built site, whose snapshots answer a refused plain form post (refused-form-page.ts). */
  distDir?: string;
}

export function apiErrorHandler(options: ApiErrorHandlerOptions = {}) {
  return (error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) =>
    handleApiError(error, request, reply, options);
}

function handleApiError(
  error: FastifyError | ApiError,
  request: FastifyRequest,
  reply: FastifyReply,
  options: ApiErrorHandlerOptions = {},
): FastifyReply {
  const apiError = toApiError(error);
  const status = API_ERROR_STATUS[apiError.code];
  if (status === 503) request.log.warn({ err: error }, 'database unavailable: answered 503');
  else if (status >= 500) request.log.error({ err: error }, 'lead API request failed');
  if (apiError.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(apiError.retryAfterSeconds));
  }
  reply.code(status);

  if (wantsHtmlPage(request)) {
    let refused: string | undefined;
    try {
      refused = refusedFormAnswer(apiError, request, options);
    } catch (renderError) {
      // The message page below still tells the visitor what to fix.
      request.log.error({ err: renderError }, 'refused form page failed');
    }
    if (refused) {
      // One visitor's values: never kept by a cache. No script may run on it (the page's
      // own are left out; docs/decisions/quote-flow.md, 'Without JavaScript').
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', NO_SCRIPT_PAGE_POLICY)
        .type('text/html; charset=utf-8')
        .send(refused);
    }
    const locale = postLanguage(request);
    const words = refusedPostWords(locale);
    const form = request.routeOptions.url === apiPaths.newsletter ? 'newsletter' : 'lead';
    return reply.type('text/html; charset=utf-8').send(
      renderFormErrorPage({
        locale,
        heading: words.heading(apiError),
        messages: words.messages(apiError, form),
        backHref:
          sameOriginRefererPath(request) ?? hrefInLocale(paths.homeSection('contact'), locale),
      }),
    );
  }
  return reply.send({
    error: apiError.code,
    message: apiError.message,
    ...(apiError.reason && { reason: apiError.reason }),
    ...(apiError.fieldErrors && { fieldErrors: apiError.fieldErrors }),
  });
}

/**
 * The page the refused form was on, re-rendered with the visitor's values and messages;
 * undefined for any other error (a 413 or 503: the message page is right there), or when
 * the page has no snapshot or no form that can be re-rendered.
 */
function refusedFormAnswer(
  apiError: ApiError,
  request: FastifyRequest,
  options: ApiErrorHandlerOptions,
): string | undefined {
  const errors = apiError.fieldErrors ?? {};
  if (apiError.code !== 'validation' || Object.keys(errors).length === 0) return undefined;
  // Only a lead post: the page's lead form is the form it came from. The footer's newsletter
  // form shares every page with it and keeps the message page (docs/decisions/quote-flow.md).
  if (request.routeOptions.url !== apiPaths.leads) return undefined;
  if (!options.distDir) return undefined;
  const values = postedFieldsOf(request);
  const refererPath = sameOriginRefererPath(request);
  if (!values || !refererPath) return undefined;
  const snapshot = readRefererSnapshot(options.distDir, refererPath);
  return snapshot && refusedFormPage(snapshot, values, errors);
}

/**
 * The language of the page that posted the form: the `language` field a lead form posts,
 * else the path of the page it came from (a newsletter form, or a post refused before its
 * fields were read: too large, too many), else English.
 */
function postLanguage(request: FastifyRequest): Locale {
  const posted = LOCALES.find((locale) => locale === postedFieldsOf(request)?.language);
  if (posted) return posted;
  const refererPath = sameOriginRefererPath(request);
  return refererPath ? localeOfPath(refererPath.split('?')[0]!) : 'en';
}

/** Seconds a client waits before sending again after a 503. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
/**
 * Said to every sender, the site's script and a plain HTML post alike, so it claims nothing about
 * the sender's device: only the site's script keeps an unsent request, and it says so in its own
 * words (`form.savedOffline*`, `quote.done.savedOffline`).
 */
export const UNAVAILABLE_MESSAGE = `We could not save your request just now, so it has not reached us yet. Please send it again in a minute, or call us at ${businessProfile.phone.display}.`;

function toApiError(error: FastifyError | ApiError): ApiError {
  if (error instanceof ApiError) return error;
  // A held lock, a full or read-only database, a lost connection: "not now", never a 500
  // (docs/decisions/server-reliability.md, 'SQLite in a worker thread').
  if (isDatabaseUnavailable(error)) {
    return new ApiError('unavailable', UNAVAILABLE_MESSAGE, {
      retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS,
    });
  }
  switch (error.statusCode) {
    case 413:
      return new ApiError('payload_too_large', FORM_TOO_LARGE_MESSAGE);
    case 415:
      return new ApiError(
        'unsupported_media_type',
        'Send the form as application/json or application/x-www-form-urlencoded.',
      );
  }
  // Unreadable JSON, an empty body, a poisoned prototype key and the like.
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return new ApiError('bad_request', FORM_UNREADABLE_MESSAGE);
  }
  return new ApiError('internal', LEAD_MESSAGES.storeFailed);
}

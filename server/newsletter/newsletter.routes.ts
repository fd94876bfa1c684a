/** POST /api/newsletter: JSON from the footer form's script, or a plain HTML form post. */
import { apiPaths } from '@/config/paths';
import type { Clock } from '../clock';
import type { FastifyInstance } from 'fastify';
import { paths } from '@/config/paths';
import type { WriteBatcher } from '../db/write-batcher';
import {
  fieldsFromForm,
  isFormPost,
  sameOriginRefererPath,
  wantsHtmlPage,
} from '../http/form-post';
import { rateLimitHook } from '../http/rate-limit';
import { subscribeToNewsletter } from './newsletter.service';

export const NEWSLETTER_PATH = apiPaths.newsletter;
const NEWSLETTER_CHECKBOXES = ['consentMarketing'] as const;

export interface NewsletterRouteOptions {
  writer: WriteBatcher;
  clock: Clock;
  rateLimitPerMinute: number;
  bodyLimit: number;
}

export function registerNewsletterRoutes(
  api: FastifyInstance,
  options: NewsletterRouteOptions,
): void {
  api.post(
    NEWSLETTER_PATH,
    {
      bodyLimit: options.bodyLimit,
      onRequest: rateLimitHook(
        options.writer,
        'newsletter',
        options.rateLimitPerMinute,
        options.clock,
      ),
    },
    async (request, reply) => {
      const body = isFormPost(request)
        ? fieldsFromForm(request.body as Record<string, string | string[]>, NEWSLETTER_CHECKBOXES)
        : request.body;
      const receipt = await subscribeToNewsletter(
        options.writer,
        {
          body,
          clientIp: request.ip,
          userAgent: request.headers['user-agent'],
        },
        options.clock,
      );
      if (wantsHtmlPage(request))
        return reply.redirect(subscribedPage(sameOriginRefererPath(request)), 303);
      return reply.code(201).send(receipt);
    },
  );
}

/** Back to the page of the form, with `?subscribed=1` for it to show the confirmation. */
function subscribedPage(refererPath: string | undefined): string {
  const target = new URL(refererPath ?? paths.home(), 'http://site.invalid');
  target.searchParams.set('subscribed', '1');
  return target.pathname + target.search;
}

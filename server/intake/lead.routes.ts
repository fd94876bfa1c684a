/** POST /api/leads: JSON from the site's script, or a plain HTML form post. */
import { apiPaths } from '@/config/paths';
import type { FastifyInstance } from 'fastify';
import { paths } from '@/config/paths';
import { twinPaths } from '@/config/routes';
import { leadReference } from '@/domain/lead-fields';
import { fieldsFromForm, isFormPost, rememberPostedFields, wantsHtmlPage } from '../http/form-post';
import { submitLead, type LeadServiceContext } from './lead.service';
import { rateLimitHook } from '../http/rate-limit';
import { readMultipartLead } from '../quotes/quote-form-post';

export const LEADS_PATH = apiPaths.leads;
const LEAD_CHECKBOXES = [
  'urgent',
  'consentMarketing',
  'consentPrivacyPolicy',
  'consentTexts',
] as const;

export interface LeadRouteOptions {
  context: LeadServiceContext;
  rateLimitPerMinute: number;
  bodyLimit: number;
}

export function registerLeadRoutes(api: FastifyInstance, options: LeadRouteOptions): void {
  // The form fetches a token when first focused: the server's clock for the fill time
  // (form-token.ts). No database: it answers even while the database is busy.
  api.get(apiPaths.formToken, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ token: options.context.formTokens.issue() }),
  );

  api.post(
    LEADS_PATH,
    {
      bodyLimit: options.bodyLimit,
      onRequest: rateLimitHook(
        options.context.writer,
        'leads',
        options.rateLimitPerMinute,
        options.context.clock,
      ),
    },
    async (request, reply) => {
      // The plain quote form posts multipart (it carries photos); the plain lead forms post
      // form-encoded; the site's script posts JSON.
      if (isFormPost(request) && !request.isMultipart()) {
        rememberPostedFields(request, request.body as Record<string, string | string[]>);
      }
      const { body, photos } = request.isMultipart()
        ? await readMultipartLead(request, LEAD_CHECKBOXES)
        : {
            body: isFormPost(request)
              ? fieldsFromForm(request.body as Record<string, string | string[]>, LEAD_CHECKBOXES)
              : request.body,
            photos: [],
          };
      const receipt = await submitLead(options.context, {
        body,
        photos,
        clientIp: request.ip,
        userAgent: request.headers['user-agent'],
        plainFormPost: wantsHtmlPage(request),
        log: request.log,
      });
      // Without JavaScript the thank-you page learns the reference from its URL, and only
      // that: no personal data in a URL (docs/decisions/quote-flow.md, 'A real finish').
      // A Spanish form's visitor lands on the Spanish thank-you page once it exists, the
      // English one until then (docs/decisions/spanish.md#server).
      if (wantsHtmlPage(request)) {
        const thankYou = twinPaths(paths.thankYou())?.[receipt.language] ?? paths.thankYou();
        return reply.redirect(`${thankYou}?ref=${leadReference(receipt.id)}`, 303);
      }
      return reply.code(201).send({ id: receipt.id, createdAt: receipt.createdAt });
    },
  );
}

/**
 * GET and POST /newsletter/unsubscribe?token=… (docs/decisions/owner-inbox.md,
 * 'Unsubscribe'). GET shows the confirmation and changes nothing; POST unsubscribes: from
 * the page's button, or straight from a mail app's own button (RFC 8058 one-click, body
 * `List-Unsubscribe=One-Click`). The token in the URL is the credential: no login, no
 * cookie, so no cross-site request can act for anyone whose link it does not have.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { WriteBatcher } from '../db/write-batcher';
import { findSubscriptionByToken, unsubscribeFromNewsletter } from './newsletter.service';
import {
  renderInvalidUnsubscribeLinkPage,
  renderUnsubscribeConfirmPage,
  renderUnsubscribedPage,
} from './unsubscribe-page';
import { NEWSLETTER_UNSUBSCRIBE_PATH, type UnsubscribeTokens } from './unsubscribe-token';

export interface UnsubscribeRouteOptions {
  db: Db;
  writer: WriteBatcher;
  tokens: UnsubscribeTokens;
  clock: Clock;
}

/** The one-click body is tiny; a form post of the page's button too. */
const BODY_LIMIT_BYTES = 4 * 1024;

interface TokenQuery {
  token?: unknown;
}

function tokenOf(query: TokenQuery): string {
  return typeof query.token === 'string' ? query.token : '';
}

function pageReply(reply: FastifyReply, status: number, body: string): FastifyReply {
  return (
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      // Never in a search index or a shared cache; the token never leaves in a Referer.
      .header('x-robots-tag', 'noindex, nofollow')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(body)
  );
}

export async function registerUnsubscribeRoutes(
  app: FastifyInstance,
  options: UnsubscribeRouteOptions,
): Promise<void> {
  await app.register(async (scope) => {
    // Mail apps post `List-Unsubscribe=One-Click` as a form or as multipart/form-data;
    // the body says nothing the URL does not, so any type is read and set aside.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
      (_request, _body, done) => done(null, undefined),
    );

    scope.get<{ Querystring: TokenQuery }>(NEWSLETTER_UNSUBSCRIBE_PATH, async (request, reply) => {
      const token = tokenOf(request.query);
      const state = await findSubscriptionByToken(options.db, options.tokens, token);
      if (!state) return pageReply(reply, 404, renderInvalidUnsubscribeLinkPage());
      return pageReply(reply, 200, renderUnsubscribeConfirmPage(token, state));
    });

    scope.post<{ Querystring: TokenQuery }>(NEWSLETTER_UNSUBSCRIBE_PATH, async (request, reply) => {
      const state = await unsubscribeFromNewsletter(
        options.writer,
        options.tokens,
        tokenOf(request.query),
        options.clock,
      );
      if (!state) return pageReply(reply, 404, renderInvalidUnsubscribeLinkPage());
      request.log.info('newsletter subscriber unsubscribed');
      return pageReply(reply, 200, renderUnsubscribedPage(state));
    });
  });
}

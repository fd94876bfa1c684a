/**
 * Cross-origin posts from a separately hosted static site (CORS_ORIGINS). The forms post
 * JSON, so browsers first send a preflight OPTIONS request; listed origins are allowed,
 * others get no CORS headers and the browser blocks the post.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FORM_TOKEN_HEADER } from '@/config/paths';

export function registerCors(
  api: FastifyInstance,
  origins: readonly string[],
  paths: readonly string[],
): void {
  if (origins.length === 0) return;
  const allowed = new Set(origins);

  function allowOrigin(request: FastifyRequest, reply: FastifyReply): void {
    // Answers differ by Origin, so caches must keep them apart.
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (origin && allowed.has(origin)) reply.header('access-control-allow-origin', origin);
  }

  api.addHook('onRequest', async (request, reply) => allowOrigin(request, reply));
  for (const path of paths) {
    api.options(path, async (_request, reply) =>
      reply
        .code(204)
        .header('access-control-allow-methods', 'POST')
        .header('access-control-allow-headers', `content-type, accept, ${FORM_TOKEN_HEADER}`)
        .header('access-control-max-age', '86400')
        .send(),
    );
  }
}

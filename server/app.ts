/**
 * The one process `npm start` runs: the prerendered site plus the lead service's API.
 */
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { siteConfig } from '@/config/site-config';
import { fastifyTrustProxy, type ServerEnv } from './config/server-env';
import { inlineScriptHashes, securityHeaders } from './site/security-headers';
import { readDistHtml, registerStaticSite } from './site/static-site';

/** What the site needs from the lead service (server/api-service.ts). */
export interface SiteApi {
  registerRoutes(app: FastifyInstance): Promise<void>;
  checkHealth(): Promise<void>;
  /** Listed by /healthz, which still answers 200 (the photo storage budget, for one). */
  healthWarnings?(): Promise<string[]>;
  close(): Promise<void>;
}

/** `createApi` receives the server's logger; leave it out to serve the static site alone. */
export async function buildServer(
  env: ServerEnv,
  createApi?: (logger: FastifyBaseLogger) => Promise<SiteApi>,
): Promise<FastifyInstance> {
  const headers = securityHeaders({
    scriptHashes: inlineScriptHashes(readDistHtml(env.DIST_DIR)),
    frameUrls: [siteConfig.quoteFormEmbedUrl, siteConfig.fleetFormEmbedUrl, siteConfig.mapEmbedUrl],
    apiOrigin: siteConfig.leadApiOrigin || undefined,
  });
  const app = Fastify({
    logger: { level: env.LOG_LEVEL },
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    bodyLimit: 16 * 1024,
    // Lets one slow request not hold the shutdown forever.
    forceCloseConnections: 'idle',
    // A path the router cannot decode (a stray '%', bytes that are not UTF-8) is a plain
    // 400, never fastify's message echoing the path (docs/decisions/server-reliability.md).
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void reply
        .headers(headers)
        .code(status)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(status === 400 ? 'Bad request' : 'Request refused');
    },
  });

  // Each header a route did not set itself: a route's own stricter one (the unsubscribe
  // page's `Referrer-Policy: no-referrer`, which keeps its token out of Referer) stays.
  const headerEntries = Object.entries(headers);
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of headerEntries) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    return payload;
  });

  const api = createApi ? await createApi(app.log) : undefined;
  app.get('/healthz', async (_request, reply) => {
    try {
      await api?.checkHealth();
      const warnings = (await api?.healthWarnings?.()) ?? [];
      for (const warning of warnings) app.log.error(`health warning: ${warning}`);
      return reply
        .header('cache-control', 'no-store')
        .send(warnings.length > 0 ? { status: 'ok', warnings } : { status: 'ok' });
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.code(503).header('cache-control', 'no-store').send({ status: 'unavailable' });
    }
  });

  if (api) await api.registerRoutes(app);
  await registerStaticSite(app, { distDir: env.DIST_DIR, headers });
  app.addHook('onClose', async () => {
    await api?.close();
  });
  return app;
}

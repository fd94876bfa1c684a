/**
 * The lead service: stores leads and newsletter sign-ups in the database and notifies
 * the business through the outbox. server/app.ts registers its routes and uses its
 * health check; everything else stays behind this module.
 */
import formbody from '@fastify/formbody';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerEnv } from './config/server-env';
import { openDatabase, pingDatabase } from './db/database';
import type { OutboxChannel } from './db/schema';
import { handleApiError } from './leads/api-error-handler';
import { registerCors } from './leads/cors';
import { LEADS_PATH, registerLeadRoutes } from './leads/lead.routes';
import { pruneRateLimits } from './leads/rate-limit';
import { NEWSLETTER_PATH, registerNewsletterRoutes } from './newsletter/newsletter.routes';
import { createNotificationChannels } from './outbox/notification-channels';
import { startOutboxWorker } from './outbox/outbox-worker';

/** The largest form is about 7 KB of text; anything much bigger is not a person typing. */
const API_BODY_LIMIT_BYTES = 16 * 1024;

export interface LeadService {
  /**
   * Registers POST /api/leads and POST /api/newsletter (JSON and form-encoded) on the app,
   * with CORS preflights for CORS_ORIGINS.
   */
  registerRoutes(app: FastifyInstance): Promise<void>;
  /** Resolves when the database answers a trivial query; rejects otherwise (used by GET /healthz). */
  checkHealth(): Promise<void>;
  /** Stops the outbox worker (letting an in-flight delivery finish) and closes the database. */
  close(): Promise<void>;
}

/** For tests and the benchmark; production uses the defaults. */
export interface LeadServiceOptions {
  /** Waits between notification retries (default 5 s, 30 s, 2 min, 10 min, 1 h). */
  retryDelaysMs?: readonly number[];
  /** How often the outbox worker looks for due notifications (default 1 s). */
  outboxPollIntervalMs?: number;
}

export async function createLeadService(
  env: ServerEnv,
  logger: FastifyBaseLogger,
  options: LeadServiceOptions = {},
): Promise<LeadService> {
  const database = await openDatabase(env);
  const { db } = database;
  const notifications = createNotificationChannels(env);
  const channels = Object.keys(notifications.deliverers) as OutboxChannel[];
  const worker =
    channels.length > 0
      ? startOutboxWorker({
          db,
          skipLocked: database.dialect === 'postgres',
          deliverers: notifications.deliverers,
          logger,
          retryDelaysMs: options.retryDelaysMs,
          pollIntervalMs: options.outboxPollIntervalMs,
        })
      : undefined;
  const pruneTimer = setInterval(() => {
    pruneRateLimits(db).catch((error: unknown) =>
      logger.warn({ err: error }, 'could not prune rate limits'),
    );
  }, 60_000);
  pruneTimer.unref();
  logger.info(`Lead service: ${database.description}; ${notifications.description}`);

  return {
    async registerRoutes(app) {
      // Encapsulated: the form parser, the error handler and the rate limits apply to /api only.
      await app.register(async (api) => {
        await api.register(formbody, { bodyLimit: API_BODY_LIMIT_BYTES });
        // Only JSON and form posts are accepted; anything else is a 415.
        api.removeContentTypeParser('text/plain');
        api.setErrorHandler(handleApiError);
        registerCors(api, env.CORS_ORIGINS, [LEADS_PATH, NEWSLETTER_PATH]);
        const rateLimitPerMinute = env.LEAD_RATE_LIMIT_PER_MINUTE;
        registerLeadRoutes(api, {
          context: { db, channels, minFillMs: env.LEAD_MIN_FILL_MS },
          rateLimitPerMinute,
          bodyLimit: API_BODY_LIMIT_BYTES,
        });
        registerNewsletterRoutes(api, { db, rateLimitPerMinute, bodyLimit: API_BODY_LIMIT_BYTES });
      });
    },
    checkHealth: () => pingDatabase(db),
    async close() {
      clearInterval(pruneTimer);
      await worker?.stop();
      notifications.close();
      await database.close();
    },
  };
}

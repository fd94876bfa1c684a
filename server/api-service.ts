/**
 * The API behind the site, put together: the database, the lead and newsletter routes
 * (server/leads/, server/newsletter/), the owner's inbox (server/admin/) and the
 * notification outbox worker (server/outbox/), with the shared HTTP plumbing of
 * server/http/. server/app.ts registers its routes and uses its health check; everything
 * else stays behind this module.
 */
import fs from 'node:fs';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { apiPaths } from '@/config/paths';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerEnv } from './config/server-env';
import { type Clock, isoNow, systemClock } from './clock';
import { openDatabase } from './db/database';
import { withDeadline } from './db/database-errors';
import { createWriteBatcher } from './db/write-batcher';
import type { OutboxChannel } from './db/schema';
import { registerAdminRoutes } from './admin/admin.routes';
import { pruneAdminState } from './admin/admin.service';
import { sessionCookieSecure } from './admin/session-cookie';
import { applyNotificationRetention } from './admin/privacy';
import { apiErrorHandler } from './http/api-error-handler';
import { registerCors } from './http/cors';
import { createFormTokens, loadFormTokenSecret } from './leads/form-token';
import { LEADS_PATH, registerLeadRoutes } from './intake/lead.routes';
import { deleteExpiredFormTokens } from './leads/lead.repository';
import { pruneRateLimits } from './http/rate-limit';
import { serviceUrl } from './config/service-url';
import { NEWSLETTER_PATH, registerNewsletterRoutes } from './newsletter/newsletter.routes';
import { registerUnsubscribeRoutes } from './newsletter/unsubscribe.routes';
import { createUnsubscribeTokens, loadUnsubscribeSecret } from './newsletter/unsubscribe-token';
import { createNotificationChannels } from './outbox/notification-channels';
import { startOutboxWorker } from './outbox/outbox-worker';
import { createReminderSweep, REMINDER_SWEEP_INTERVAL_MS } from './outbox/reminders';
import { businessProfile } from '@/content/business-profile';
import { APPOINTMENT_SETTINGS } from '@/content/quote-settings';
import { parseOpeningHours } from '@/domain/appointment-windows';
import { registerQuoteRoutes } from './quotes/quote.routes';
import { PHOTO_QUOTA, photoStorageWarning, sweepPhotos } from './quotes/photo-quota';

/** The largest form is about 7 KB of text; anything much bigger is not a person typing. */
const API_BODY_LIMIT_BYTES = 16 * 1024;

/** /healthz must answer well within a load balancer's probe timeout. */
const HEALTH_CHECK_TIMEOUT_MS = 2_000;

/** Rejects when the folder's file system has less than `minFreeMb` free (SQLite only). */
async function checkFreeDiskSpace(directory: string | undefined, minFreeMb: number) {
  if (!directory) return;
  const stats = await fs.promises.statfs(directory);
  const freeMb = (stats.bavail * stats.bsize) / 2 ** 20;
  if (freeMb < minFreeMb) {
    throw new Error(
      `Only ${freeMb.toFixed(0)} MB free for the database (HEALTH_MIN_FREE_DISK_MB=${minFreeMb})`,
    );
  }
}

export interface ApiService {
  /**
   * Registers POST /api/leads and POST /api/newsletter (JSON and form-encoded) on the app,
   * with CORS preflights for CORS_ORIGINS, the newsletter's unsubscribe page and the owner's
   * inbox under /admin.
   */
  registerRoutes(app: FastifyInstance): Promise<void>;
  /**
   * Resolves when the database can take a write now and its disk has room; rejects
   * otherwise, within about two seconds (GET /healthz answers 503 then).
   */
  checkHealth(): Promise<void>;
  /** What the owner should know that does not make the service unhealthy (/healthz). */
  healthWarnings(): Promise<string[]>;
  /** Stops the outbox worker (letting an in-flight delivery finish) and closes the database. */
  close(): Promise<void>;
}

/** For tests and the benchmark; production uses the defaults. */
export interface ApiServiceOptions {
  /** Waits between notification retries (default 5 s, 30 s, 2 min, 10 min, 1 h). */
  retryDelaysMs?: readonly number[];
  /** How often the outbox worker looks for due notifications (default 1 s). */
  outboxPollIntervalMs?: number;
  /** Every reading of the time behind the API (default the system clock; server/clock.ts). */
  clock?: Clock;
}

export async function createApiService(
  env: ServerEnv,
  logger: FastifyBaseLogger,
  options: ApiServiceOptions = {},
): Promise<ApiService> {
  const clock = options.clock ?? systemClock;
  const database = await openDatabase(env, { clock });
  const { db } = database;
  const writer = createWriteBatcher(db, { timeoutMs: env.LEAD_WRITE_TIMEOUT_MS });
  const formTokens = createFormTokens(await loadFormTokenSecret(db, env.FORM_TOKEN_SECRET), clock);
  const unsubscribeTokens = createUnsubscribeTokens(
    await loadUnsubscribeSecret(db, env.NEWSLETTER_UNSUBSCRIBE_SECRET),
  );
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
          onFailedForGood: notifications.alertFailure,
          pollIntervalMs: options.outboxPollIntervalMs,
          clock,
        })
      : undefined;
  const pruneTimer = setInterval(() => {
    pruneRateLimits(db, clock).catch((error: unknown) =>
      logger.warn({ err: error }, 'could not prune rate limits'),
    );
  }, 60_000);
  pruneTimer.unref();
  // Hourly housekeeping of the inbox: ended sessions, old throttle windows, used form
  // tokens past their lifetime, and the retention rule for delivered notifications (first
  // run at start-up).
  const housekeeping = async () => {
    try {
      await pruneAdminState(db, clock.now());
      // A used form token is remembered until it expires (form-token.ts).
      await deleteExpiredFormTokens(db, isoNow(clock));
      if (env.LEAD_NOTIFICATION_RETENTION_DAYS) {
        const count = await applyNotificationRetention(
          db,
          env.LEAD_NOTIFICATION_RETENTION_DAYS,
          clock.now(),
        );
        if (count > 0) logger.info(`Removed the lead copy from ${count} delivered notification(s)`);
      }
    } catch (error) {
      logger.warn({ err: error }, 'inbox housekeeping failed');
    }
  };
  // Photos no quote claimed were abandoned with their flow; swept often enough that none
  // is kept past the hour (docs/decisions/quote-flow.md, 'Photo limits').
  const photoSweep = async () => {
    try {
      await sweepPhotos(db, clock.now());
    } catch (error) {
      logger.warn({ err: error }, 'photo sweep failed');
    }
  };
  const photoSweepDone = photoSweep();
  const photoSweepTimer = setInterval(() => void photoSweep(), PHOTO_QUOTA.sweepIntervalMs);
  photoSweepTimer.unref();
  // Overdue leads and the daily summary, every minute by the clock; each reminder and each
  // day's summary is claimed in the database (docs/decisions/text-messages.md).
  const reminderSweep = createReminderSweep({
    db,
    clock,
    overdueMinutes: env.LEAD_OVERDUE_MINUTES,
    hours: parseOpeningHours(businessProfile.hoursText),
    closedOn: APPOINTMENT_SETTINGS.closedOn,
    channels,
    dailySummary:
      env.DAILY_SUMMARY_TO && notifications.sendEmail
        ? {
            to: env.DAILY_SUMMARY_TO,
            hour: env.DAILY_SUMMARY_HOUR,
            sendEmail: notifications.sendEmail,
          }
        : undefined,
    onError: (error, what) => logger.warn({ err: error }, `${what} failed`),
  });
  let reminderSweepDone = reminderSweep.runOnce();
  const reminderSweepTimer = setInterval(() => {
    reminderSweepDone = reminderSweepDone.then(() => reminderSweep.runOnce());
  }, REMINDER_SWEEP_INTERVAL_MS);
  reminderSweepTimer.unref();
  const photoBudgetBytes = env.PHOTO_STORAGE_BUDGET_MB * 2 ** 20;
  const housekeepingDone = housekeeping();
  const housekeepingTimer = setInterval(() => void housekeeping(), 3_600_000);
  housekeepingTimer.unref();
  logger.info(`Lead service: ${database.description}; ${notifications.description}`);

  return {
    async registerRoutes(app) {
      // Encapsulated: the form parser, the error handler and the rate limits apply to /api only.
      await app.register(async (api) => {
        await api.register(formbody, { bodyLimit: API_BODY_LIMIT_BYTES });
        // Only the lead route reads multipart (the plain quote form with its photos); its
        // own limits are set where it reads the parts (server/quotes/quote-form-post.ts).
        await api.register(multipart);
        // Only JSON and form posts are accepted; anything else is a 415.
        api.removeContentTypeParser('text/plain');
        api.setErrorHandler(apiErrorHandler({ distDir: env.DIST_DIR }));
        registerCors(api, env.CORS_ORIGINS, [LEADS_PATH, NEWSLETTER_PATH, apiPaths.quotePhotos]);
        const rateLimitPerMinute = env.LEAD_RATE_LIMIT_PER_MINUTE;
        registerLeadRoutes(api, {
          context: {
            db,
            writer,
            channels,
            minFillMs: env.LEAD_MIN_FILL_MS,
            formTokens,
            photoBudgetBytes,
            clock,
          },
          rateLimitPerMinute,
          bodyLimit: API_BODY_LIMIT_BYTES,
        });
        registerQuoteRoutes(api, {
          db,
          writer,
          rateLimitPerMinute,
          formTokens,
          photoBudgetBytes,
          clock,
        });
        registerNewsletterRoutes(api, {
          writer,
          rateLimitPerMinute,
          bodyLimit: API_BODY_LIMIT_BYTES,
          clock,
        });
      });
      await registerUnsubscribeRoutes(app, { db, writer, tokens: unsubscribeTokens, clock });
      await registerAdminRoutes(app, {
        db,
        retentionDays: env.LEAD_NOTIFICATION_RETENTION_DAYS,
        secureCookie: sessionCookieSecure(env.ADMIN_COOKIE_SECURE, serviceUrl('')),
        clock,
        channels,
      });
    },
    checkHealth: () =>
      withDeadline(
        Promise.all([
          database.probeWrite(),
          checkFreeDiskSpace(database.localDirectory, env.HEALTH_MIN_FREE_DISK_MB),
        ]).then(() => undefined),
        HEALTH_CHECK_TIMEOUT_MS,
        'The health check',
      ),
    async healthWarnings() {
      const photoWarning = await withDeadline(
        photoStorageWarning(db, photoBudgetBytes),
        HEALTH_CHECK_TIMEOUT_MS,
        'The photo storage check',
      );
      return photoWarning ? [photoWarning] : [];
    },
    async close() {
      clearInterval(pruneTimer);
      clearInterval(housekeepingTimer);
      clearInterval(photoSweepTimer);
      clearInterval(reminderSweepTimer);
      await reminderSweepDone;
      await housekeepingDone;
      await photoSweepDone;
      await worker?.stop();
      await writer.idle();
      notifications.close();
      await database.close();
    },
  };
}

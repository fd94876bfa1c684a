/**
 * The server's environment, parsed once at start-up. A bad value stops the server with
 * a readable list of what is wrong (README, 'Configuration').
 */
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { normalizeUsPhone } from '@/domain/lead-fields';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const ServerEnvFields = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** Folder of the built, prerendered site. */
  DIST_DIR: z
    .string()
    .default('dist')
    .transform((dir) => path.resolve(__dirname, '..', '..', dir)),
  /** postgres://… selects PostgreSQL; unset uses the embedded SQLite file. */
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  SQLITE_PATH: z.string().default(path.resolve(__dirname, '..', '..', 'data', 'leads.sqlite')),
  /** How long SQLite waits for another process's write lock, in its worker thread. */
  SQLITE_BUSY_TIMEOUT_MS: z.coerce.number().int().nonnegative().default(1000),
  /** Cap on the SQLite file (MB): past it writes fail as "full" (503) rather than fill the disk. */
  SQLITE_MAX_SIZE_MB: z.coerce.number().positive().optional(),
  /** Longest a lead or sign-up waits for the database before a 503 with Retry-After. */
  LEAD_WRITE_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
  /** /healthz reports not-ready when the SQLite file's disk has less free space than this. */
  HEALTH_MIN_FREE_DISK_MB: z.coerce.number().nonnegative().default(100),
  /** smtp://user:pass@host:port for lead notifications by email. */
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  LEAD_NOTIFY_EMAIL: optionalString.pipe(z.email().optional()),
  LEAD_FROM_EMAIL: optionalString.pipe(z.email().optional()),
  LEAD_WEBHOOK_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  LEAD_WEBHOOK_SECRET: optionalString,
  /**
   * Text messages (docs/decisions/text-messages.md): the Twilio account's SID and auth
   * token and the sending number (or a Messaging Service SID, 'MG…'). All three or none:
   * none turns texts off.
   */
  TWILIO_ACCOUNT_SID: optionalString.pipe(
    z
      .string()
      .regex(/^AC[0-9a-zA-Z]{8,}$/, 'must be the account SID, starting with AC')
      .optional(),
  ),
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM_NUMBER: optionalString.transform((value, context) => {
    if (value === undefined || value.startsWith('MG')) return value;
    const phone = normalizeUsPhone(value);
    if (!phone) {
      context.addIssue({
        code: 'custom',
        message: 'must be a US phone number (+15105550123) or a Messaging Service SID (MG…)',
      });
      return z.NEVER;
    }
    return phone;
  }),
  /** Only for tests (the local fake provider); production always talks to Twilio. */
  TWILIO_API_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** The owner's own mobile: new-lead texts and overdue reminders go there. */
  OWNER_ALERT_PHONE: optionalString.transform((value, context) => {
    if (value === undefined) return undefined;
    const phone = normalizeUsPhone(value);
    if (!phone) {
      context.addIssue({ code: 'custom', message: 'must be a US phone number' });
      return z.NEVER;
    }
    return phone;
  }),
  /**
   * Minutes of business hours a lead may stay "new" before it is overdue and the owner is
   * reminded once (docs/decisions/text-messages.md, 'Nothing waits unseen'); 0 turns it off.
   */
  LEAD_OVERDUE_MINUTES: z.coerce.number().int().nonnegative().default(60),
  /** Where the daily summary email goes; unset: no summary. */
  DAILY_SUMMARY_TO: optionalString.pipe(z.email().optional()),
  /** The business-time hour (0-23) from which the day's summary is sent. */
  DAILY_SUMMARY_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  /**
   * Total size of the stored damage photos (MB): past it new photos are refused with a
   * message and /healthz warns the owner (docs/decisions/quote-flow.md, 'Photo limits').
   */
  PHOTO_STORAGE_BUDGET_MB: z.coerce.number().positive().default(2048),
  /** Leads a minute one client address may send. */
  LEAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(5),
  /** Minimum time between first focusing a form (server clock) and sending it; faster is flagged. */
  LEAD_MIN_FILL_MS: z.coerce.number().int().nonnegative().default(2500),
  /** Signs the form token; unset: a random secret generated once and kept in the database. */
  FORM_TOKEN_SECRET: optionalString,
  /**
   * Signs the newsletter's unsubscribe links; unset: a random secret generated once and
   * kept in the database, so links keep working across restarts. Changing it breaks the
   * links in every email already sent.
   */
  NEWSLETTER_UNSUBSCRIBE_SECRET: optionalString,
  /**
   * Which X-Forwarded-For entries to believe: `false` (none, the default), a hop count
   * (`1`: one load balancer in front), or the proxies' addresses or CIDR ranges, comma
   * separated. Never "trust all": any client could then forge its address past the rate
   * limit and into the consent record (docs/decisions/server-reliability.md, 'TRUST_PROXY').
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, context): false | number | string[] => {
      if (value === '' || value === 'false' || value === '0') return false;
      if (/^\d+$/.test(value)) return Number(value);
      if (value === 'true') {
        context.addIssue({
          code: 'custom',
          message:
            'TRUST_PROXY=true would trust every hop, so clients could forge their address; give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8,192.168.1.2)',
        });
        return z.NEVER;
      }
      const entries = value.split(',').map((entry) => entry.trim());
      const bad = entries.filter((entry) => !isAddressOrRange(entry));
      if (bad.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `TRUST_PROXY must be false, a hop count or a list of IP addresses / CIDR ranges; not an address: ${bad.join(', ')}`,
        });
        return z.NEVER;
      }
      return entries;
    }),
  /**
   * Days a delivered notification keeps its copy of the lead; after that only the lead id
   * stays in the outbox (docs/decisions/owner-inbox.md, 'Privacy'). Unset: kept.
   */
  LEAD_NOTIFICATION_RETENTION_DAYS: z.coerce.number().int().positive().optional(),
  /**
   * Whether the inbox's session cookie is Secure (sent over https only). Unset: when the
   * service's public origin (PUBLIC_LEAD_API_ORIGIN, else SITE_URL) is https. Never taken
   * from a request's Host (docs/decisions/owner-inbox.md, 'Sessions').
   */
  ADMIN_COOKIE_SECURE: optionalString
    .pipe(z.enum(['true', 'false']).optional())
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  /** Origins allowed to post to /api from a separately hosted static site. */
  CORS_ORIGINS: optionalString.transform((value) =>
    value ? value.split(',').map((origin) => origin.trim()) : [],
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Rules across variables. */
const ServerEnvSchema = ServerEnvFields.superRefine((env, context) => {
  // Half a text configuration is a mistake, never a silent "texts off".
  const twilio = {
    TWILIO_ACCOUNT_SID: env.TWILIO_ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: env.TWILIO_AUTH_TOKEN,
    TWILIO_FROM_NUMBER: env.TWILIO_FROM_NUMBER,
  };
  const set = Object.values(twilio).filter((value) => value !== undefined).length;
  if (set > 0 && set < 3) {
    for (const [name, value] of Object.entries(twilio)) {
      if (value === undefined) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message:
            'text messages need TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER together',
        });
      }
    }
  }
});

/** 10.0.0.1, ::1, 10.0.0.0/8, fd00::/8; also proxy-addr's names (loopback, linklocal, uniquelocal). */
function isAddressOrRange(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = version === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}

export type ServerEnv = z.output<typeof ServerEnvSchema>;

/**
 * TRUST_PROXY as fastify's `trustProxy`. A hop count becomes a function: fastify 5.12
 * treats a bare number as "trust nothing" (it cannot check the immediate peer), so the
 * count is only for a service no client can reach except through its proxies; a list of
 * proxy addresses is the safer form (docs/decisions/server-reliability.md, 'TRUST_PROXY').
 */
export function fastifyTrustProxy(
  trustProxy: ServerEnv['TRUST_PROXY'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}

export function parseServerEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const result = ServerEnvSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `  - ${issue.path.join('.')}: ${issue.message}`,
  );
  throw new Error(`Invalid server configuration:\n${problems.join('\n')}`);
}

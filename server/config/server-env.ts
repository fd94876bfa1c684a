/**
 * The server's environment, parsed once at start-up. A bad value stops the server with
 * a readable list of what is wrong (README, 'Configuration').
 */
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const ServerEnvSchema = z.object({
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

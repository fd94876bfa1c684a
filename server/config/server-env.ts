/**
 * The server's environment, parsed once at start-up. A bad value stops the server with
 * a readable list of what is wrong (README, 'Configuration').
 */
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
  /** smtp://user:pass@host:port for lead notifications by email. */
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  LEAD_NOTIFY_EMAIL: optionalString.pipe(z.email().optional()),
  LEAD_FROM_EMAIL: optionalString.pipe(z.email().optional()),
  LEAD_WEBHOOK_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  LEAD_WEBHOOK_SECRET: optionalString,
  /** Leads a minute one client address may send. */
  LEAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(5),
  /** Minimum time between showing a form and sending it; faster is treated as a bot. */
  LEAD_MIN_FILL_MS: z.coerce.number().int().nonnegative().default(2500),
  /** Trust X-Forwarded-For from a load balancer in front of the service. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Origins allowed to post to /api from a separately hosted static site. */
  CORS_ORIGINS: optionalString.transform((value) =>
    value ? value.split(',').map((origin) => origin.trim()) : [],
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type ServerEnv = z.output<typeof ServerEnvSchema>;

export function parseServerEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const result = ServerEnvSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `  - ${issue.path.join('.')}: ${issue.message}`,
  );
  throw new Error(`Invalid server configuration:\n${problems.join('\n')}`);
}

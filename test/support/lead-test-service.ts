/**
 * The lead service on a fastify app, as server/app.ts mounts it, listening on 127.0.0.1,
 * for tests that call the API over real HTTP against a real database. (fastify's
 * `inject` cannot load under jest on Node 20: light-my-request requires the ES module
 * `cookie`.) By default the app trusts X-Forwarded-For from 127.0.0.1 only, as behind a
 * load balancer on that address (the test client plays it), so each test can speak from
 * its own client address; TRUST_PROXY in `env` overrides that.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { fastifyTrustProxy, parseServerEnv } from '../../server/config/server-env';
import type { DatabaseConfig } from '../../server/db/database';
import { createFormTokens } from '../../server/leads/form-token';
import {
  createApiService,
  type ApiService,
  type ApiServiceOptions,
} from '../../server/api-service';

export interface LeadTestService {
  app: FastifyInstance;
  service: ApiService;
  /** http://127.0.0.1:{port} */
  url: string;
  close(): Promise<void>;
}

/** A folder that never holds a build. */
const NO_SITE_BUILD = path.join(__dirname, 'no-site-build');

/** Starts the service; `env` overrides the test defaults (a generous rate limit). */
export async function startLeadTestService(
  database: DatabaseConfig,
  env: Record<string, string> = {},
  options: ApiServiceOptions = {},
): Promise<LeadTestService> {
  const serverEnv = parseServerEnv({
    ...database,
    LEAD_RATE_LIMIT_PER_MINUTE: '10000',
    TRUST_PROXY: '127.0.0.1',
    FORM_TOKEN_SECRET: TEST_FORM_TOKEN_SECRET,
    // Generous on a shared, loaded machine where several suites write at once; the
    // fault tests (server/db/database-faults.test.ts) set short ones.
    LEAD_WRITE_TIMEOUT_MS: '15000',
    SQLITE_BUSY_TIMEOUT_MS: '5000',
    // No built site unless a test gives one: a refused plain post then gets the bare error
    // page, whether or not an earlier `npm run build` left a dist/ folder in the checkout.
    DIST_DIR: NO_SITE_BUILD,
    ...env,
  });
  const app = Fastify({ logger: false, trustProxy: fastifyTrustProxy(serverEnv.TRUST_PROXY) });
  const service = await createApiService(serverEnv, app.log, options);
  await service.registerRoutes(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    service,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await service.close();
    },
  };
}

/** The test services' form token secret, so test bodies can carry valid tokens. */
export const TEST_FORM_TOKEN_SECRET = 'test-form-token-secret';
const testFormTokens = createFormTokens(TEST_FORM_TOKEN_SECRET);

/** A form token as GET /api/form-token would have issued it `agoMs` ago. */
export function formTokenIssued(agoMs: number): string {
  return testFormTokens.issue(Date.now() - agoMs);
}

let clientCounter = 0;

/** A client address no other request of this test run uses, so rate limits never mix. */
export function nextClientIp(): string {
  clientCounter += 1;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
}

/** Every lead field filled in, with the envelope a real form sends. */
export function validLeadBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Maria',
    lastName: 'Lopez',
    email: 'Maria.Lopez@Example.com',
    phone: '(510) 555-0187',
    zipCode: '94545',
    vinNumber: '1hgcm82633a004352',
    message: 'Crack across the driver side, about 10 inches.',
    service: 'windshield-replacement',
    urgent: true,
    consentMarketing: true,
    consentPrivacyPolicy: true,
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'spring',
    utmContent: 'hero-cta',
    pageUrl: 'https://www.mobileautoglass.example/services/windshield-replacement',
    heroVariant: 'mobile',
    consentText: 'I agree to the privacy policy and to be contacted about my quote.',
    formStartedAt: Date.now() - 60_000,
    formToken: formTokenIssued(60_000),
    ...overrides,
  };
}

export interface TestResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are checked by expect
  json(): any;
}

export interface RequestOptions {
  /** Client address, sent as X-Forwarded-For (default: a new one per request). */
  ip?: string;
  headers?: Record<string, string>;
}

/** POSTs `payload` as it is; redirects are returned, not followed. */
export async function post(
  target: LeadTestService,
  path: string,
  payload: string,
  options: RequestOptions = {},
): Promise<TestResponse> {
  const response = await fetch(`${target.url}${path}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': options.ip ?? nextClientIp(), ...options.headers },
    body: payload,
    redirect: 'manual',
  });
  const body = await response.text();
  return {
    statusCode: response.status,
    headers: Object.fromEntries(response.headers),
    body,
    json: () => JSON.parse(body),
  };
}

export function postJson(
  target: LeadTestService,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<TestResponse> {
  return post(target, path, JSON.stringify(body), {
    ...options,
    headers: { 'content-type': 'application/json', accept: 'application/json', ...options.headers },
  });
}

/** A plain browser form post: form-encoded, asking for a page. */
export function postForm(
  target: LeadTestService,
  path: string,
  fields: Record<string, string>,
  options: RequestOptions = {},
): Promise<TestResponse> {
  return post(target, path, new URLSearchParams(fields).toString(), {
    ...options,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      ...options.headers,
    },
  });
}

/** Polls `check` until it returns a value other than undefined, or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * A browser stand-in for the inbox's HTTP tests: keeps the session cookie, reads the CSRF
 * token from the page, posts forms, never follows redirects.
 */
import { PassThrough } from 'node:stream';
import { runLeadsCli } from '../../server/cli/leads-cli';
import type { LeadTestService, TestResponse } from './lead-test-service';
import { nextClientIp } from './lead-test-service';

export async function runCli(
  args: string[],
  env: NodeJS.ProcessEnv,
  input?: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  stdout.on('data', (chunk: Buffer) => out.push(chunk));
  stderr.on('data', (chunk: Buffer) => err.push(chunk));
  const stdin = new PassThrough();
  stdin.end(input ?? '');
  const code = await runLeadsCli(args, { env, stdout, stderr, stdin });
  return {
    code,
    stdout: Buffer.concat(out).toString('utf8'),
    stderr: Buffer.concat(err).toString('utf8'),
  };
}

export class AdminClient {
  cookie?: string;
  readonly ip: string;

  constructor(
    private readonly target: LeadTestService,
    ip?: string,
  ) {
    this.ip = ip ?? nextClientIp();
  }

  async request(
    method: 'GET' | 'POST',
    path: string,
    form?: Record<string, string>,
  ): Promise<TestResponse> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip };
    if (this.cookie) headers.cookie = this.cookie;
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(`${this.target.url}${path}`, {
      method,
      headers,
      body: form ? new URLSearchParams(form).toString() : undefined,
      redirect: 'manual',
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      const pair = setCookie.split(';')[0]!;
      this.cookie = pair.endsWith('=') ? undefined : pair;
    }
    const body = await response.text();
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      body,
      json: () => JSON.parse(body),
    };
  }

  get(path: string) {
    return this.request('GET', path);
  }

  post(path: string, form: Record<string, string>) {
    return this.request('POST', path, form);
  }

  signIn(email: string, password: string) {
    return this.post('/admin/sign-in', { email, password });
  }

  /** The CSRF token of the page at `path` (default: the list). */
  async csrf(path = '/admin'): Promise<string> {
    const page = await this.get(path);
    const match = /name="_csrf" value="([^"]+)"/.exec(page.body);
    if (!match) throw new Error(`No CSRF token on ${path} (status ${page.statusCode})`);
    return match[1]!;
  }
}

/**
 * A local stand-in for Twilio's Messages resource on 127.0.0.1 (server/outbox/sms-channel.ts
 * speaks to it through TWILIO_API_BASE_URL): checks the path and Basic auth, records each
 * accepted message, and can be told to fail the next N requests or refuse a number.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTextMessage {
  sid: string;
  to: string;
  from?: string;
  messagingServiceSid?: string;
  body: string;
}

export interface FakeTextProvider {
  /** The base URL to give TWILIO_API_BASE_URL. */
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** Messages accepted (answered 201), in order. */
  messages: FakeTextMessage[];
  /** Every request that reached the fake, accepted or not. */
  requestCount(): number;
  /** Answers the next `count` requests with `status` (503 by default) and a Twilio error body. */
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
}

export const FAKE_ACCOUNT_SID = 'ACtest0000000000000000000000000000';
const FAKE_AUTH_TOKEN = 'fake-auth-token';
/** Twilio's error for a number that cannot receive texts. */
export const INVALID_NUMBER_CODE = 21211;

/** `invalidNumbers`: E.164 numbers answered 400 with code 21211, as Twilio does. */
export async function startFakeTextProvider(
  options: { invalidNumbers?: readonly string[] } = {},
): Promise<FakeTextProvider> {
  const messages: FakeTextMessage[] = [];
  let requests = 0;
  let failuresLeft = 0;
  let failureStatus = 503;
  const expectedPath = `/2010-04-01/Accounts/${FAKE_ACCOUNT_SID}/Messages.json`;
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_ACCOUNT_SID}:${FAKE_AUTH_TOKEN}`).toString('base64')}`;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests += 1;
      const answer = (status: number, body: object) =>
        response
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify(body));
      if (request.method !== 'POST' || request.url !== expectedPath) {
        return answer(404, { code: 20404, message: 'The requested resource was not found' });
      }
      if (request.headers.authorization !== expectedAuth) {
        return answer(401, { code: 20003, message: 'Authenticate' });
      }
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        return answer(failureStatus, { code: 20500, message: 'Internal Server Error' });
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const to = form.get('To') ?? '';
      const body = form.get('Body') ?? '';
      if (!to || !body || (!form.get('From') && !form.get('MessagingServiceSid'))) {
        return answer(400, { code: 21604, message: "A 'To', 'From' and 'Body' are required" });
      }
      if (options.invalidNumbers?.includes(to)) {
        return answer(400, {
          code: INVALID_NUMBER_CODE,
          message: `The 'To' number ${to} is not a valid phone number.`,
        });
      }
      const sid = `SM${String(messages.length + 1).padStart(32, '0')}`;
      messages.push({
        sid,
        to,
        from: form.get('From') ?? undefined,
        messagingServiceSid: form.get('MessagingServiceSid') ?? undefined,
        body,
      });
      return answer(201, { sid, status: 'queued' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    accountSid: FAKE_ACCOUNT_SID,
    authToken: FAKE_AUTH_TOKEN,
    messages,
    requestCount: () => requests,
    failNext(count, status = 503) {
      failuresLeft = count;
      failureStatus = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

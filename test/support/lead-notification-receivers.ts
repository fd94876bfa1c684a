/**
 * Local stand-ins for the business's mail server and webhook endpoint, on 127.0.0.1,
 * so the outbox is tested end to end without leaving the machine.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpReceiver {
  url: string;
  /** Raw messages received (headers and body). */
  messages: string[];
  close(): Promise<void>;
}

/**
 * `rejectRecipients`: addresses whose RCPT TO is refused for good (550, no such mailbox),
 * as a customer's mail server refuses a bounced address.
 */
export async function startSmtpReceiver(
  options: { rejectRecipients?: readonly string[] } = {},
): Promise<SmtpReceiver> {
  const messages: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP: the test server has no certificate to offer.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!options.rejectRecipients?.includes(address.address.toLowerCase())) return callback();
      const refusal = new Error('5.1.1 No such mailbox') as Error & { responseCode: number };
      refusal.responseCode = 550;
      callback(refusal);
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface WebhookRequest {
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  url: string;
  requests: WebhookRequest[];
  /** Status to answer from now on (200 by default), after `delayMs`. */
  respondWith(status: number, delayMs?: number): void;
  close(): Promise<void>;
}

/** Listens on `port` (0: any free one). */
export async function startWebhookReceiver(port = 0): Promise<WebhookReceiver> {
  const requests: WebhookRequest[] = [];
  let status = 200;
  let delayMs = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      setTimeout(
        () => response.writeHead(status, { 'content-type': 'text/plain' }).end('ok'),
        delayMs,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/hooks/leads`,
    requests,
    respondWith(nextStatus, nextDelayMs = 0) {
      status = nextStatus;
      delayMs = nextDelayMs;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on (yet): a webhook receiver that is down. */
export async function findFreePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

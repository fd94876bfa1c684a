/**
 * One HTTP/1.1 request written byte for byte on a socket to 127.0.0.1, for request
 * targets fetch and http.request would normalise or refuse (raw backslashes, bytes above
 * 0x7E, absolute-form, `//host`).
 */
import net from 'node:net';

export interface RawResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `GET {target}` (or the given request line's method) and reads the whole answer. */
export function rawRequest(
  port: number,
  target: string | Buffer,
  options: { method?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<RawResponse> {
  const head = Buffer.concat([
    Buffer.from(`${options.method ?? 'GET'} `, 'latin1'),
    Buffer.isBuffer(target) ? target : Buffer.from(target, 'latin1'),
    Buffer.from(
      ` HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n${Object.entries(
        options.headers ?? {},
      )
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('')}\r\n`,
      'latin1',
    ),
  ]);
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(options.timeoutMs ?? 10_000, () => {
      socket.destroy(new Error('raw request timed out'));
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...headerLines] = text.slice(0, split).split('\r\n');
      const statusCode = Number(statusLine.split(' ')[1]);
      if (!statusCode) return reject(new Error(`No HTTP answer: ${JSON.stringify(text)}`));
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ statusCode, headers, body: text.slice(split + 4) });
    });
    socket.write(head);
  });
}

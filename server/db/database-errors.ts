/**
 * Which database failures mean "not now" rather than "never": a held lock, a full or
 * read-only database, a lost connection, a deadline passed. The lead API answers them
 * with 503 and Retry-After, which the browser's unsent-leads queue treats as "keep and retry"
 * (docs/decisions/server-reliability.md, 'SQLite in a worker thread').
 */

/** A database call that did not finish within its deadline (or found the database unusable). */
export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

const SQLITE_UNAVAILABLE =
  /^SQLITE_(BUSY|LOCKED|FULL|READONLY|IOERR|CANTOPEN|PROTOCOL|NOMEM|WORKER_EXITED)/;
/**
 * PostgreSQL SQLSTATE classes: 08 connection exception, 53 insufficient resources (disk
 * full, out of memory, too many connections), 57 operator intervention (shutdown, query
 * cancelled by statement_timeout); 55P03 lock_not_available (lock_timeout), 25006
 * read_only_sql_transaction, 40001/40P01 serialization failure and deadlock.
 */
const POSTGRES_UNAVAILABLE = /^(08|53|57|55P03$|25006$|40001$|40P01$)/;
const NETWORK_UNAVAILABLE = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN)$/;
const POOL_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|the database system is (starting up|shutting down)/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (SQLITE_UNAVAILABLE.test(code) || POSTGRES_UNAVAILABLE.test(code)) return true;
    if (NETWORK_UNAVAILABLE.test(code)) return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && POOL_MESSAGES.test(message);
}

/** `work`, or a DatabaseUnavailableError once `timeoutMs` has passed (the work goes on). */
export function withDeadline<T>(work: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new DatabaseUnavailableError(`${what} took longer than ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

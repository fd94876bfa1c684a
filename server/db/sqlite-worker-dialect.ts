/**
 * A Kysely dialect for SQLite that runs better-sqlite3 in a worker thread
 * (sqlite-worker.cjs), so waiting for a write lock or an fsync never blocks the event
 * loop (docs/decisions/server-reliability.md, 'SQLite in a worker thread'). Like Kysely's
 * own SqliteDriver there is one connection, lent to one caller at a time; each query is
 * a message to the worker and back.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

export interface SqliteWorkerConfig {
  file: string;
  /** How long the worker waits for another process's write lock before SQLITE_BUSY. */
  busyTimeoutMs: number;
  /** Refuse writes (SQLITE_FULL) past this file size; unset: no limit but the disk. */
  maxSizeBytes?: number;
}

/** An error from the worker, with SQLite's code (SQLITE_BUSY, SQLITE_FULL…). */
class SqliteWorkerError extends Error {
  readonly code?: string;
  constructor(message: string, code?: string) {
    super(message);
    this.name = 'SqliteError';
    this.code = code;
  }
}

interface WorkerReply {
  id?: number;
  ready?: boolean;
  rows?: unknown[];
  changes?: number;
  lastInsertRowid?: bigint;
  error?: { message: string; code?: string };
}

class WorkerChannel {
  readonly #worker: Worker;
  readonly #pending = new Map<number, (reply: WorkerReply) => void>();
  readonly ready: Promise<void>;
  #nextId = 1;
  #exited = false;

  constructor(config: SqliteWorkerConfig) {
    this.#worker = new Worker(path.join(__dirname, 'sqlite-worker.cjs'), {
      workerData: config,
    });
    this.ready = new Promise((resolve, reject) => {
      this.#worker.once('message', (reply: WorkerReply) => {
        if (reply.ready) resolve();
        else
          reject(
            new SqliteWorkerError(reply.error?.message ?? 'SQLite did not open', reply.error?.code),
          );
        this.#worker.on('message', (next: WorkerReply) => {
          const settle = next.id === undefined ? undefined : this.#pending.get(next.id);
          if (!settle) return;
          this.#pending.delete(next.id!);
          settle(next);
        });
      });
      this.#worker.once('error', reject);
    });
    this.#worker.on('error', () => undefined);
    this.#worker.on('exit', () => {
      this.#exited = true;
      for (const settle of this.#pending.values()) {
        settle({ error: { message: 'The SQLite worker stopped', code: 'SQLITE_WORKER_EXITED' } });
      }
      this.#pending.clear();
    });
  }

  send(message: Record<string, unknown>): Promise<WorkerReply> {
    if (this.#exited) {
      return Promise.resolve({
        error: { message: 'The database is closed', code: 'SQLITE_WORKER_EXITED' },
      });
    }
    const id = this.#nextId++;
    return new Promise((resolve) => {
      this.#pending.set(id, resolve);
      this.#worker.postMessage({ ...message, id });
    });
  }

  async close(): Promise<void> {
    if (this.#exited) return;
    await this.send({ close: true });
    await this.#worker.terminate();
  }
}

class WorkerConnection implements DatabaseConnection {
  constructor(private readonly channel: WorkerChannel) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const reply = await this.channel.send({
      sql: compiledQuery.sql,
      params: compiledQuery.parameters,
    });
    if (reply.error) throw new SqliteWorkerError(reply.error.message, reply.error.code);
    if (reply.rows) return { rows: reply.rows as R[] };
    return {
      rows: [],
      numAffectedRows: reply.changes === undefined ? undefined : BigInt(reply.changes),
      insertId: reply.lastInsertRowid,
    };
  }

  // eslint-disable-next-line require-yield -- the service never streams
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by the SQLite worker driver');
  }
}

/** One caller at a time on the single connection, as Kysely's own SQLite driver does. */
class ConnectionMutex {
  #tail: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;

  async lock(): Promise<void> {
    const previous = this.#tail;
    let release!: () => void;
    this.#tail = new Promise((resolve) => (release = resolve));
    await previous;
    this.#release = release;
  }

  unlock(): void {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }
}

class SqliteWorkerDriver implements Driver {
  readonly #mutex = new ConnectionMutex();
  #channel: WorkerChannel | undefined;
  #connection: WorkerConnection | undefined;

  constructor(private readonly config: SqliteWorkerConfig) {}

  /** Kysely calls this before the first query; the thread starts only then. */
  async init(): Promise<void> {
    this.#channel = new WorkerChannel(this.config);
    this.#connection = new WorkerConnection(this.#channel);
    await this.#channel.ready;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    return this.#connection!;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    // IMMEDIATE: take the write lock at the start, so a transaction that reads first
    // cannot fail half-way on a lock another writer took meanwhile.
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await connection.executeQuery(CompiledQuery.raw('rollback'));
    } catch (error) {
      // SQLite may already have rolled back (SQLITE_FULL, SQLITE_BUSY on commit…).
      if (!/no transaction is active/i.test(String((error as Error).message))) throw error;
    }
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint "${name}"`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to "${name}"`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release "${name}"`));
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }

  async destroy(): Promise<void> {
    await this.#channel?.close();
  }
}

export class SqliteWorkerDialect implements Dialect {
  constructor(private readonly config: SqliteWorkerConfig) {}

  createDriver(): Driver {
    return new SqliteWorkerDriver(this.config);
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  createAdapter() {
    return new SqliteAdapter();
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own signature
  createIntrospector(db: Kysely<any>) {
    return new SqliteIntrospector(db);
  }
}

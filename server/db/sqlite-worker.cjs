/**
 * The SQLite connection, in a worker thread (server/db/sqlite-worker-dialect.ts starts
 * it). better-sqlite3 is synchronous: run on the main thread, a held write lock (busy
 * timeout) or a slow fsync would stop every request of the process, static pages and
 * /healthz included. Here only this thread waits (docs/decisions/server-reliability.md,
 * 'SQLite in a worker thread'). Plain CommonJS, so it loads the same under tsx and jest.
 *
 * Messages in: { id, sql, params }, or { id, close: true }. Out: { id, rows } for
 * statements that return rows, { id, changes, lastInsertRowid } otherwise, or
 * { id, error: { message, code } }. The first message out is { ready: true } or
 * { error } when the file cannot be opened.
 */
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');
const Database = require('better-sqlite3');

const STATEMENT_CACHE_SIZE = 200;

function open() {
  const { file, busyTimeoutMs, maxSizeBytes } = workerData;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  // WAL lets the CLI read while the service writes. synchronous=FULL syncs the WAL on
  // every commit, so an acknowledged lead survives a power cut, not only a crash; the
  // lead writer groups concurrent leads into one commit (server/db/write-batcher.ts).
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma(`busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`);
  db.pragma('foreign_keys = ON');
  if (maxSizeBytes) {
    const pageSize = db.pragma('page_size', { simple: true });
    db.pragma(`max_page_count = ${Math.max(1, Math.floor(maxSizeBytes / pageSize))}`);
  }
  return db;
}

let db;
try {
  db = open();
} catch (error) {
  parentPort.postMessage({ error: { message: error.message, code: error.code } });
  process.exit(1);
}
parentPort.postMessage({ ready: true });

/** Prepared statements by SQL text, least recently used dropped first. */
const statements = new Map();
function prepare(sql) {
  let statement = statements.get(sql);
  if (statement) {
    statements.delete(sql);
  } else {
    statement = db.prepare(sql);
    if (statements.size >= STATEMENT_CACHE_SIZE) {
      statements.delete(statements.keys().next().value);
    }
  }
  statements.set(sql, statement);
  return statement;
}

parentPort.on('message', (message) => {
  const { id } = message;
  if (message.close) {
    try {
      if (db.inTransaction) db.exec('rollback');
      db.close();
    } finally {
      parentPort.postMessage({ id });
    }
    return;
  }
  try {
    // A transaction left open by a caller that gave up (a failed commit never rolled
    // back) must not swallow the next one.
    if (message.sql === 'begin immediate' && db.inTransaction) db.exec('rollback');
    const statement = prepare(message.sql);
    if (statement.reader) {
      parentPort.postMessage({ id, rows: statement.all(message.params) });
    } else {
      const { changes, lastInsertRowid } = statement.run(message.params);
      parentPort.postMessage({ id, changes, lastInsertRowid: BigInt(lastInsertRowid) });
    }
  } catch (error) {
    parentPort.postMessage({
      id,
      error: { message: String(error && error.message), code: error && error.code },
      // The error may have ended the transaction (SQLITE_FULL, SQLITE_IOERR, SQLITE_BUSY).
      inTransaction: db.open && db.inTransaction,
    });
  }
});

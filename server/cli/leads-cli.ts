/**
 * The owner's command line: `npm run leads -- export --since 2026-01-01 --format csv`.
 * Reads the service's database (DATABASE_URL or SQLITE_PATH) and writes to stdout.
 */
import fs from 'node:fs';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { ADMIN_ROLES, isAdminRole, type AdminRole } from '../admin/admin-config';
import {
  AdminInputError,
  createUser,
  disableAccount,
  enableAccount,
  listUsers,
  resetPassword,
} from '../admin/admin.service';
import { isoNow, systemClock } from '../clock';
import { parseServerEnv, type ServerEnv } from '../config/server-env';
import { openDatabase, type Db } from '../db/database';
import type { OutboxChannel } from '../db/schema';
import {
  listUndeliveredOutboxMessages,
  queueMissingOutboxMessages,
  requeueFailedOutboxMessages,
} from '../outbox/outbox.repository';
import { leadsToCsv, leadsToJson } from '../leads/lead-export';
import { listLeadsCreatedSince } from '../leads/lead.repository';
import { withInboxDetails } from '../admin/export-details';
import { email as accountEmail } from '../admin/email-input';
import { listSuppressions, suppressEmail, unsuppressEmail } from '../outbox/receipt-recipients';

export const LEADS_CLI_USAGE = `Usage: npm run -s leads -- export [--since <date>] [--format csv|json] [--output <file>] [--flagged]
       npm run -s leads -- outbox report
       npm run -s leads -- outbox retry <id>… | --failed | --unsent
       npm run -s leads -- user add <email> [--role owner|staff]
       npm run -s leads -- user reset-password <email> | user disable <email> | user enable <email>
       npm run -s leads -- user list
       npm run -s leads -- suppress add <email> | suppress remove <email> | suppress list

Commands:
  export             Write leads to standard output, oldest first.
  outbox report      List notifications not delivered yet (pending) or given up on
                     (failed), with the last error, and leads never queued on a
                     configured channel.
  outbox retry <id>  Send failed notifications again (ids of notifications or of leads).
                     --failed: every failed one. --unsent: queue leads stored while no
                     channel (SMTP_URL, LEAD_WEBHOOK_URL) was configured. The running
                     service delivers them within a second.
  user add <email>   Create an inbox account (/admin). The password (at least 12
                     characters) is read from standard input, so it can be piped:
                     printf '%s\n' "$PASSWORD" | npm run -s leads -- user add ann@example.com
                     --role owner (manages users, exports) or staff (works leads; default).
  user reset-password <email>
                     Set a new password (from standard input); signs the account out
                     everywhere and enables it again if it was disabled.
  user disable <email>
                     Stop the account from signing in; its sessions end at once. The
                     last active owner cannot be disabled.
  user enable <email>
                     Let a disabled account sign in again with its old password.
  user list          Accounts with their role and state.
  suppress add <email>
                     Send no more quote receipts to this address (a bounce reported by
                     hand, or a person who asked). Bounces the mail server refuses for
                     good are added by the service itself.
  suppress remove <email>
                     Allow receipts to this address again.
  suppress list      Addresses that get no receipt, with the reason and since when.

Options:
  --since <date>     Only leads received on or after this date or time
                     (2026-01-01 means midnight UTC; 2026-01-01T08:00:00-08:00 also works).
                     Without it, every lead.
  --format csv|json  csv (default): one row per lead with a header row, for spreadsheets.
                     json: an array of leads.
  --output <file>    Write to this file instead of standard output.
  --flagged          Only the leads flagged as automated (honeypot, no or invalid form
                     token, sent too fast), shown apart from the inbox with the reason.
                     Without it, flagged leads are left out.
  -h, --help         Show this help.

The database is the lead service's: PostgreSQL when DATABASE_URL is set, otherwise the
SQLite file at SQLITE_PATH.

Examples:
  npm run -s leads -- export --since 2026-01-01 --format csv > leads.csv
  npm run leads -- export --since 2026-01-01 --output leads.csv
(Without -s, npm prints its own lines before the output: redirect with -s, or use --output.)
`;

export interface CliIo {
  env: NodeJS.ProcessEnv;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  /** Where `user add` and `user reset-password` read the password (default: none). */
  stdin?: NodeJS.ReadableStream & { isTTY?: boolean };
}

/** Runs the command line; resolves with the exit code. */
export async function runLeadsCli(args: readonly string[], io: CliIo): Promise<number> {
  let command: ExportCommand | OutboxCommand | UserCommand | SuppressCommand | 'help';
  try {
    command = parseCommand(args);
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n\n${LEADS_CLI_USAGE}`);
    return 1;
  }
  if (command === 'help') {
    io.stdout.write(LEADS_CLI_USAGE);
    return 0;
  }

  const env = parseServerEnv(io.env);
  const database = await openDatabase(env);
  try {
    if (command.kind === 'outbox') {
      await runOutboxCommand(command, database.db, configuredChannels(env), io);
      return 0;
    }
    if (command.kind === 'suppress') {
      await runSuppressCommand(command, database.db, io);
      return 0;
    }
    if (command.kind === 'user') {
      try {
        await runUserCommand(command, database.db, io);
      } catch (error) {
        if (!(error instanceof AdminInputError)) throw error;
        io.stderr.write(`${error.message}\n`);
        return 1;
      }
      return 0;
    }
    const leads = await listLeadsCreatedSince(
      database.db,
      command.since,
      command.flagged ? 'only' : 'exclude',
    );
    const text =
      command.format === 'csv'
        ? leadsToCsv(await withInboxDetails(database.db, leads))
        : leadsToJson(leads);
    if (command.output) fs.writeFileSync(command.output, text);
    else io.stdout.write(text);
  } finally {
    await database.close();
  }
  return 0;
}

interface OutboxCommand {
  kind: 'outbox';
  action: 'report' | 'retry';
  ids: string[];
  failed: boolean;
  unsent: boolean;
}

/** The owner's channels only: `--unsent` never sends receipts for old leads. */
function configuredChannels(env: ServerEnv): OutboxChannel[] {
  const channels: OutboxChannel[] = [];
  if (env.SMTP_URL) channels.push('email');
  if (env.LEAD_WEBHOOK_URL) channels.push('webhook');
  return channels;
}

async function runOutboxCommand(
  command: OutboxCommand,
  db: Db,
  channels: OutboxChannel[],
  io: CliIo,
): Promise<void> {
  // The command line is its own wiring: it reads the system clock (server/clock.ts).
  const now = isoNow(systemClock);
  if (command.action === 'retry') {
    if (command.failed || command.ids.length > 0) {
      const count = await requeueFailedOutboxMessages(
        db,
        now,
        command.failed ? undefined : command.ids,
      );
      io.stdout.write(`${count} failed notification(s) queued again.\n`);
    }
    if (command.unsent) {
      if (channels.length === 0) {
        throw new Error('No notification channel is configured: set SMTP_URL or LEAD_WEBHOOK_URL');
      }
      const count = await queueMissingOutboxMessages(db, channels, now);
      io.stdout.write(
        `${count} notification(s) queued for leads never sent on ${channels.join(', ')}.\n`,
      );
    }
    return;
  }
  const messages = await listUndeliveredOutboxMessages(db);
  const failed = messages.filter((message) => message.status === 'failed');
  const pending = messages.filter((message) => message.status === 'pending');
  io.stdout.write(`Notifications: ${pending.length} pending, ${failed.length} failed.\n`);
  for (const message of [...failed, ...pending]) {
    io.stdout.write(
      `${message.status.padEnd(7)} ${message.id} ${message.channel.padEnd(7)} lead ${message.leadId} ` +
        `(${message.lead.firstName} ${message.lead.lastName}, ${message.lead.phone}) ` +
        `attempts ${message.attempts}${message.status === 'pending' ? `, next ${message.nextAttemptAt}` : ''}` +
        `${message.lastError ? `\n        last error: ${message.lastError}` : ''}\n`,
    );
  }
  if (failed.length > 0) io.stdout.write('Resend: npm run leads -- outbox retry --failed\n');
}

interface SuppressCommand {
  kind: 'suppress';
  action: 'add' | 'remove' | 'list';
  email?: string;
}

/** The receipt suppression list (docs/decisions/quote-flow.md, 'Receipt'). */
async function runSuppressCommand(command: SuppressCommand, db: Db, io: CliIo): Promise<void> {
  if (command.action === 'list') {
    for (const entry of await listSuppressions(db)) {
      io.stdout.write(`${entry.email}\t${entry.createdAt}\t${entry.reason}\n`);
    }
    return;
  }
  const address = command.email!;
  if (command.action === 'add') {
    await suppressEmail(db, address, 'suppressed by hand (leads suppress add)');
    io.stdout.write(`No more receipts to ${address}.\n`);
    return;
  }
  const removed = await unsuppressEmail(db, address);
  io.stdout.write(
    removed ? `Receipts to ${address} allowed again.\n` : `${address} was not suppressed.\n`,
  );
}

interface UserCommand {
  kind: 'user';
  action: 'add' | 'reset-password' | 'disable' | 'enable' | 'list';
  email?: string;
  role: AdminRole;
}

/** The first line of standard input. The password is never written anywhere but its hash. */
async function readPassword(io: CliIo): Promise<string> {
  const input = io.stdin;
  if (!input) throw new AdminInputError('No password: pipe it on standard input.');
  // On a terminal the prompt goes to stderr and the typing is concealed (SGR 8), so the
  // password is not left on the screen; a pipe is read as it is.
  if (input.isTTY) io.stderr.write('Password (not shown): \x1b[8m');
  const lines = readline.createInterface({ input, terminal: false });
  try {
    for await (const line of lines) return line.replace(/\r$/, '');
    return '';
  } finally {
    if (input.isTTY) io.stderr.write('\x1b[0m\n');
    lines.close();
  }
}

async function runUserCommand(command: UserCommand, db: Db, io: CliIo): Promise<void> {
  if (command.action === 'list') {
    const users = await listUsers(db);
    if (users.length === 0) io.stdout.write('No accounts yet: npm run leads -- user add <email>\n');
    for (const user of users) {
      io.stdout.write(
        `${user.email.padEnd(32)} ${user.role.padEnd(5)} ${user.disabledAt ? `disabled ${user.disabledAt}` : 'active'}\n`,
      );
    }
    return;
  }
  const email = command.email!;
  if (command.action === 'disable') {
    await disableAccount(db, email);
    io.stdout.write(`Disabled ${email}; its sessions are ended.\n`);
    return;
  }
  if (command.action === 'enable') {
    const enabled = await enableAccount(db, email);
    io.stdout.write(
      enabled ? `Enabled ${email}; it can sign in again.\n` : `${email} is active already.\n`,
    );
    return;
  }
  const password = await readPassword(io);
  if (command.action === 'add') {
    const user = await createUser(db, { email, role: command.role, password });
    io.stdout.write(`Added ${user.email} (${user.role}). Sign in at /admin.\n`);
    return;
  }
  await resetPassword(db, email, password);
  io.stdout.write(`New password set for ${email}; its old sessions are ended.\n`);
}

interface ExportCommand {
  kind: 'export';
  since?: string;
  flagged: boolean;
  format: 'csv' | 'json';
  output?: string;
}

function parseCommand(
  args: readonly string[],
): ExportCommand | OutboxCommand | UserCommand | SuppressCommand | 'help' {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      since: { type: 'string' },
      format: { type: 'string', default: 'csv' },
      output: { type: 'string' },
      flagged: { type: 'boolean', default: false },
      failed: { type: 'boolean', default: false },
      unsent: { type: 'boolean', default: false },
      role: { type: 'string', default: 'staff' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || positionals.length === 0) return 'help';
  if (positionals[0] === 'user') {
    const [, action, email, ...rest] = positionals;
    if (!isAdminRole(values.role)) {
      throw new Error(`--role must be ${ADMIN_ROLES.join(' or ')}, not "${values.role}"`);
    }
    if (action === 'list' && email === undefined) {
      return { kind: 'user', action, role: values.role };
    }
    if (
      (action === 'add' ||
        action === 'reset-password' ||
        action === 'disable' ||
        action === 'enable') &&
      email &&
      rest.length === 0
    ) {
      return { kind: 'user', action, email, role: values.role };
    }
    throw new Error(
      'Usage: user add <email> [--role owner|staff], user reset-password <email>, user disable <email>, user enable <email>, user list',
    );
  }
  if (positionals[0] === 'suppress') {
    const [, action, address, ...rest] = positionals;
    if (action === 'list' && address === undefined) return { kind: 'suppress', action };
    if ((action === 'add' || action === 'remove') && address && rest.length === 0) {
      // Stored as the lead form stores addresses (trimmed, lowercased), or refused.
      return { kind: 'suppress', action, email: suppressedAddress(address) };
    }
    throw new Error('Usage: suppress add <email>, suppress remove <email>, suppress list');
  }
  if (positionals[0] === 'outbox') {
    const [, action, ...ids] = positionals;
    if (action === 'report' && ids.length === 0) {
      return { kind: 'outbox', action, ids: [], failed: false, unsent: false };
    }
    if (action === 'retry' && (ids.length > 0 || values.failed || values.unsent)) {
      return {
        kind: 'outbox',
        action,
        ids,
        failed: values.failed ?? false,
        unsent: values.unsent ?? false,
      };
    }
    throw new Error('Usage: outbox report, or outbox retry <id>… | --failed | --unsent');
  }
  if (positionals.length > 1 || positionals[0] !== 'export') {
    throw new Error(`Unknown command: ${positionals.join(' ')}`);
  }
  if (values.format !== 'csv' && values.format !== 'json') {
    throw new Error(`--format must be csv or json, not "${values.format}"`);
  }
  return {
    kind: 'export',
    since: values.since === undefined ? undefined : parseSince(values.since),
    format: values.format,
    output: values.output,
    flagged: values.flagged ?? false,
  };
}

/** 2026-01-01 (midnight UTC) or a full ISO time, as ISO UTC; anything else is refused. */
function parseSince(text: string): string {
  const time = /^\d{4}-\d{2}-\d{2}(T.+)?$/.test(text) ? Date.parse(text) : NaN;
  if (Number.isNaN(time)) throw new Error(`--since must be a date like 2026-01-01, not "${text}"`);
  return new Date(time).toISOString();
}

if (require.main === module) {
  runLeadsCli(process.argv.slice(2), {
    env: process.env,
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
  })
    .then((code) => {
      process.exitCode = code;
    })
    .catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    });
}

function suppressedAddress(text: string): string {
  try {
    return accountEmail(text);
  } catch {
    throw new Error(`Not an email address: ${text}`);
  }
}

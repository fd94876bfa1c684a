/** `npm run leads -- export`: leads written as CSV and JSON, from the service's database. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describeEachDatabase, type TestDatabase } from '../../test/support/lead-test-databases';
import {
  postJson,
  startLeadTestService,
  validLeadBody,
  type LeadTestService,
} from '../../test/support/lead-test-service';
import { LEADS_CLI_USAGE, runLeadsCli } from './leads-cli';

async function run(args: string[], env: NodeJS.ProcessEnv) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  stdout.on('data', (chunk: Buffer) => out.push(chunk));
  stderr.on('data', (chunk: Buffer) => err.push(chunk));
  const code = await runLeadsCli(args, { env, stdout, stderr });
  return {
    code,
    stdout: Buffer.concat(out).toString('utf8'),
    stderr: Buffer.concat(err).toString('utf8'),
  };
}

/** RFC 4180 reader, to check the writer round-trips awkward text. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += char;
  }
  return rows;
}

describeEachDatabase('leads CLI', (kind) => {
  let database: TestDatabase;
  let api: LeadTestService;
  let env: NodeJS.ProcessEnv;
  const ids: string[] = [];
  const awkwardMessage = 'Chip, "small" one\nnear the mirror; 2nd line';

  beforeAll(async () => {
    database = await kind.create();
    api = await startLeadTestService(database.config);
    env = { ...database.config };
    for (const overrides of [
      { message: awkwardMessage },
      { firstName: '=HYPERLINK("x")', message: undefined },
      { service: 'fleet-services', company: '=Bay Freight, "West"', fleetSize: '5-10' },
    ]) {
      const response = await postJson(api, '/api/leads', validLeadBody(overrides));
      ids.push(response.json().id);
    }
  });

  afterAll(async () => {
    await api?.close();
    await database?.drop();
  });

  test('CSV: a header row and one quoted row per lead, oldest first', async () => {
    const { code, stdout } = await run(['export', '--since', '2026-01-01', '--format', 'csv'], env);
    expect(code).toBe(0);
    const [header, ...rows] = parseCsv(stdout);
    expect(header!.slice(0, 6)).toEqual([
      'id',
      'createdAt',
      'firstName',
      'lastName',
      'email',
      'phone',
    ]);
    expect(rows.map((row) => row[0])).toEqual(ids);
    const record = Object.fromEntries(header!.map((name, index) => [name, rows[0]![index]]));
    expect(record).toMatchObject({
      email: 'maria.lopez@example.com',
      phone: '+15105550187',
      message: awkwardMessage,
      urgent: 'yes',
      consentPrivacyPolicy: 'yes',
      vinNumber: '1HGCM82633A004352',
    });
    // A formula from a visitor stays text when a spreadsheet opens the file.
    expect(rows[1]![2]).toBe(`'=HYPERLINK("x")`);
    expect(rows[1]![header!.indexOf('message')]).toBe('');
    // A fleet lead: its company (escaped like any visitor text) and the fleet size's label,
    // which a spreadsheet cannot mistake for a date as it would '5-10'.
    const fleet = Object.fromEntries(header!.map((name, index) => [name, rows[2]![index]]));
    expect(fleet).toMatchObject({
      service: 'fleet-services',
      company: `'=Bay Freight, "West"`,
      fleetSize: '5 to 10 vehicles',
    });
    expect(record).toMatchObject({ company: '', fleetSize: '' });
  });

  test('JSON: an array of leads', async () => {
    const { code, stdout } = await run(
      ['export', '--format', 'json', '--since', '2026-01-01'],
      env,
    );
    expect(code).toBe(0);
    const leads = JSON.parse(stdout);
    expect(leads.map((lead: { id: string }) => lead.id)).toEqual(ids);
    expect(leads[0]).toMatchObject({
      message: awkwardMessage,
      firstName: 'Maria',
      consentPrivacyPolicy: true,
    });
    expect(leads[0]).not.toHaveProperty('company');
    expect(leads[2]).toMatchObject({ company: '=Bay Freight, "West"', fleetSize: '5-10' });
  });

  test('--since leaves out older leads', async () => {
    const { stdout } = await run(['export', '--since', '2999-01-01', '--format', 'json'], env);
    expect(JSON.parse(stdout)).toEqual([]);
    const csv = await run(['export', '--since', '2999-01-01'], env);
    expect(parseCsv(csv.stdout)).toHaveLength(1);
  });

  test('--output writes to a file instead of standard output', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-export-'));
    try {
      const file = path.join(dir, 'leads.json');
      const result = await run(['export', '--format', 'json', '--output', file], env);
      expect(result).toMatchObject({ code: 0, stdout: '' });
      expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toHaveLength(ids.length);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('--help, and readable errors', async () => {
    expect(await run(['--help'], env)).toEqual({ code: 0, stdout: LEADS_CLI_USAGE, stderr: '' });
    const badFormat = await run(['export', '--format', 'xml'], env);
    expect(badFormat.code).toBe(1);
    expect(badFormat.stderr).toContain('--format must be csv or json');
    const badDate = await run(['export', '--since', 'last tuesday'], env);
    expect(badDate.code).toBe(1);
    expect(badDate.stderr).toContain('--since must be a date');
    expect((await run(['import'], env)).code).toBe(1);
    expect((await run(['export', '--verbose'], env)).stderr).toContain(
      "Unknown option '--verbose'",
    );
  });
});

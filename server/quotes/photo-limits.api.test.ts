/**
 * The photo limits over HTTP against a real database (SQLite, and PostgreSQL when
 * available; docs/decisions/quote-flow.md, 'Photo limits'): no photo without a form
 * token, counts per token and per address, nothing kept from a refused plain-form post,
 * abandoned photos swept within the hour, and the storage budget with its warning.
 */
import sharp from 'sharp';
import { MAX_QUOTE_PHOTOS } from '@/domain/quote';
import { openDatabase, type Database } from '../db/database';
import { describeEachDatabase, type TestDatabase } from '../../test/support/lead-test-databases';
import {
  formTokenIssued,
  nextClientIp,
  startLeadTestService,
  type LeadTestService,
} from '../../test/support/lead-test-service';
import { PHOTO_MESSAGES, PHOTO_QUOTA, sweepPhotos } from './photo-quota';
import { insertPhoto } from './quote.repository';

function smallPhoto(colour = '#3366aa'): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 80, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

const PLAIN_QUOTE_FORM = {
  'quote.year': '2016',
  'quote.make': 'Subaru',
  'quote.model': 'Forester',
  'quote.vehicleClass': 'suv',
  'quote.glass': 'windshield',
  'quote.features.forwardCamera': 'yes',
  'quote.features.rainSensor': 'unsure',
  'quote.features.heatedArea': 'no',
  'quote.features.headUpDisplay': 'no',
  'quote.payment': 'self',
  zipCode: '94611',
  firstName: 'Noor',
  lastName: 'Haddad',
  email: 'noor.limits@example.com',
  phone: '510-555-0190',
  consentPrivacyPolicy: 'true',
  consentText: 'I agree to the privacy policy.',
  website: '',
};

describeEachDatabase('photo limits', (kind) => {
  let database: TestDatabase;
  let api: LeadTestService;
  let reader: Database;

  beforeAll(async () => {
    database = await kind.create();
    api = await startLeadTestService(database.config);
    reader = await openDatabase(database.config);
  });

  afterAll(async () => {
    await api?.close();
    await reader?.close();
    await database?.drop();
  });

  async function photoCount(): Promise<number> {
    const row = await reader.db
      .selectFrom('quote_photos')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  function upload(
    target: LeadTestService,
    body: Buffer,
    headers: { ip?: string; token?: string | null } = {},
  ) {
    const token = headers.token === undefined ? formTokenIssued(60_000) : headers.token;
    return fetch(`${target.url}/api/quote/photos`, {
      method: 'POST',
      headers: {
        'content-type': 'image/png',
        'x-forwarded-for': headers.ip ?? nextClientIp(),
        ...(token === null ? {} : { 'x-form-token': token }),
      },
      body: new Uint8Array(body),
    });
  }

  function postPlainForm(
    target: LeadTestService,
    fields: Record<string, string>,
    photos: Buffer[],
  ) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const [index, photo] of photos.entries()) {
      form.append(
        'photos',
        new Blob([new Uint8Array(photo)], { type: 'image/png' }),
        `${index}.png`,
      );
    }
    return fetch(`${target.url}/api/leads`, {
      method: 'POST',
      headers: { accept: 'text/html', 'x-forwarded-for': nextClientIp() },
      body: form,
      redirect: 'manual',
    });
  }

  test('an upload without a form token, or with a forged one, is refused and stores nothing', async () => {
    const before = await photoCount();
    const photo = await smallPhoto();
    const missing = await upload(api, photo, { token: null });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      reason: 'noFormToken',
      message: PHOTO_MESSAGES.noFormToken,
    });
    const forged = await upload(api, photo, { token: 'lzz.AAAAAAAAAAAA.' + 'A'.repeat(43) });
    expect(forged.status).toBe(400);
    expect(await photoCount()).toBe(before);
  });

  test('one form token stores at most its quota of photos', async () => {
    const token = formTokenIssued(60_000);
    const photo = await smallPhoto();
    const statuses: number[] = [];
    for (let index = 0; index < PHOTO_QUOTA.perFormToken + 2; index += 1) {
      statuses.push((await upload(api, photo, { token })).status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(PHOTO_QUOTA.perFormToken);
    expect(statuses.slice(PHOTO_QUOTA.perFormToken)).toEqual([429, 429]);
  });

  test('one client address stores at most its quota of photos an hour, whatever the tokens', async () => {
    const ip = nextClientIp();
    const photo = await smallPhoto();
    const statuses: number[] = [];
    for (let index = 0; index < PHOTO_QUOTA.perAddress + 1; index += 1) {
      statuses.push((await upload(api, photo, { ip, token: formTokenIssued(60_000) })).status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(PHOTO_QUOTA.perAddress);
    expect(statuses.at(-1)).toBe(429);
    const stored = await reader.db
      .selectFrom('quote_photos')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('client_address', '=', ip)
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(PHOTO_QUOTA.perAddress);
  });

  test('keeps only the re-encoded JPEG, never the bytes that were sent', async () => {
    const original = await smallPhoto('#aa3366');
    const response = await upload(api, original);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const row = await reader.db
      .selectFrom('quote_photos')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const stored = Buffer.from(row.data_base64, 'base64');
    expect(stored.equals(original)).toBe(false);
    expect(stored.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(row.mime_type).toBe('image/jpeg');
    expect(JSON.stringify(row)).not.toContain(original.toString('base64').slice(0, 40));
  });

  test('a refused plain-form post keeps no photo: an invalid lead, or too many photos', async () => {
    const before = await photoCount();
    const photo = await smallPhoto();
    const invalid = await postPlainForm(
      api,
      { ...PLAIN_QUOTE_FORM, email: 'not an email' },
      Array.from({ length: MAX_QUOTE_PHOTOS }, () => photo),
    );
    expect(invalid.status).toBe(400);
    const tooMany = await postPlainForm(
      api,
      { ...PLAIN_QUOTE_FORM, email: 'not an email' },
      Array.from({ length: MAX_QUOTE_PHOTOS + 1 }, () => photo),
    );
    expect(tooMany.status).toBe(413);
    const flagged = await postPlainForm(
      api,
      { ...PLAIN_QUOTE_FORM, email: 'honeypot.limits@example.com', website: 'http://spam' },
      [photo],
    );
    expect(flagged.status).toBe(303);
    expect(await photoCount()).toBe(before);
  });

  test('the sweep deletes photos no lead claimed, so none is kept past the hour', async () => {
    expect(PHOTO_QUOTA.unclaimedRetentionMs + PHOTO_QUOTA.sweepIntervalMs).toBeLessThanOrEqual(
      3_600_000,
    );
    const now = Date.now();
    const photo = {
      mimeType: 'image/jpeg',
      width: 1,
      height: 1,
      bytes: 3,
      data: Buffer.from('abc'),
    };
    const at = (agoMs: number) => new Date(now - agoMs).toISOString();
    await insertPhoto(reader.db, {
      ...photo,
      id: 'sweep-old',
      createdAt: at(PHOTO_QUOTA.unclaimedRetentionMs + 1000),
      clientAddress: '10.255.0.1',
    });
    await insertPhoto(reader.db, {
      ...photo,
      id: 'sweep-recent',
      createdAt: at(60_000),
      clientAddress: '10.255.0.1',
    });
    await sweepPhotos(reader.db, now);
    const left = await reader.db
      .selectFrom('quote_photos')
      .select('id')
      .where('id', 'in', ['sweep-old', 'sweep-recent'])
      .execute();
    expect(left.map((row) => row.id)).toEqual(['sweep-recent']);
  });

  describe('with the storage budget spent', () => {
    let small: LeadTestService;
    let smallDatabase: TestDatabase;

    beforeAll(async () => {
      smallDatabase = await kind.create();
      // About 2 kB: a few small test photos (each well under 1 kB).
      small = await startLeadTestService(smallDatabase.config, {
        PHOTO_STORAGE_BUDGET_MB: '0.002',
      });
    });

    afterAll(async () => {
      await small?.close();
      await smallDatabase?.drop();
    });

    test('new photos are refused with a message, the plain form too, and /healthz warns', async () => {
      expect(await api.service.healthWarnings()).toEqual([]);
      const statuses: number[] = [];
      for (let index = 0; index < 10 && !statuses.includes(507); index += 1) {
        statuses.push((await upload(small, await smallPhoto(`#3366${10 + index}`))).status);
      }
      expect(statuses[0]).toBe(201);
      expect(statuses.at(-1)).toBe(507);

      const refused = await upload(small, await smallPhoto());
      expect(refused.status).toBe(507);
      expect(await refused.json()).toMatchObject({
        reason: 'storageFull',
        message: PHOTO_MESSAGES.storageFull,
      });
      const plain = await postPlainForm(small, PLAIN_QUOTE_FORM, [await smallPhoto()]);
      expect(plain.status).toBe(507);
      expect(await plain.text()).toContain('We cannot take photos right now');

      const [warning] = await small.service.healthWarnings();
      expect(warning).toMatch(/^Photo storage .* \(PHOTO_STORAGE_BUDGET_MB\)/);
    });
  });
});

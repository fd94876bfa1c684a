/**
 * The newsletter's one-click unsubscribe over HTTP against a real database (SQLite, and
 * PostgreSQL when available): the signed link, the confirmation page, the RFC 8058 POST,
 * signing up again, and what the inbox's privacy search shows.
 */
import { siteConfig } from '@/config/site-config';
import { findPerson } from '../admin/privacy';
import { openDatabase, type Database } from '../db/database';
import { createEmailChannel } from '../outbox/email-channel';
import { describeEachDatabase, type TestDatabase } from '../../test/support/lead-test-databases';
import { startSmtpReceiver } from '../../test/support/lead-notification-receivers';
import {
  post,
  postForm,
  postJson,
  startLeadTestService,
  type LeadTestService,
} from '../../test/support/lead-test-service';
import { findNewsletterSignupByEmail } from './newsletter.repository';
import { addressSubscriberEmail } from './newsletter.service';
import {
  createUnsubscribeTokens,
  loadUnsubscribeSecret,
  NEWSLETTER_UNSUBSCRIBE_PATH,
} from './unsubscribe-token';

const SECRET = 'test-unsubscribe-secret';
const tokens = createUnsubscribeTokens(SECRET);
const ONE_CLICK = 'List-Unsubscribe=One-Click';

function linkOf(token: string): string {
  return `${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

describe('unsubscribe tokens', () => {
  test('a token names its subscriber; any change, or another secret, is refused', () => {
    const token = tokens.issue('0b6c7a52-2f9e-4d1c-9d7e-1f2a3b4c5d6e');
    expect(tokens.verify(token)).toBe('0b6c7a52-2f9e-4d1c-9d7e-1f2a3b4c5d6e');
    const [id, signature] = token.split('.') as [string, string];
    expect(tokens.verify(`${id.replace('0b', '0c')}.${signature}`)).toBeUndefined();
    expect(tokens.verify(`${id}.${signature.slice(0, -1)}A`)).toBeUndefined();
    expect(tokens.verify(id)).toBeUndefined();
    expect(tokens.verify('')).toBeUndefined();
    expect(createUnsubscribeTokens('another secret').verify(token)).toBeUndefined();
  });

  test('the email to a subscriber carries List-Unsubscribe, one-click, and the link', async () => {
    const smtp = await startSmtpReceiver();
    const channel = createEmailChannel({
      smtpUrl: smtp.url,
      to: 'owner@shop.example',
      from: 'news@shop.example',
    });
    try {
      const subscriber = {
        id: 'sub-1',
        email: 'kim@example.com',
        consentMarketing: true as const,
        consentText: undefined,
        pageUrl: undefined,
        createdAt: '2026-11-01T00:00:00.000Z',
        consentAt: '2026-11-01T00:00:00.000Z',
        language: 'en' as const,
      };
      const addressing = addressSubscriberEmail(subscriber, tokens)!;
      const url = `${siteConfig.leadApiOrigin || siteConfig.url}${linkOf(tokens.issue('sub-1'))}`;
      expect(addressing.unsubscribeUrl).toBe(url);
      await channel.sendToSubscriber(addressing, { subject: 'Winter glass care', text: 'Hello' });
      const raw = smtp.messages[0]!.replace(/\r?\n[ \t]+/g, ' ');
      expect(raw).toMatch(/^To: kim@example\.com/m);
      expect(raw).toContain(`List-Unsubscribe: <${url}>`);
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
      // The body is quoted-printable: undo soft line breaks and '=3D'.
      const text = smtp.messages[0]!.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      expect(text).toContain(`Unsubscribe in one click: ${url}`);
      // A subscriber who signed up on a Spanish page reads the line in Spanish.
      await channel.sendToSubscriber(
        addressSubscriberEmail({ ...subscriber, language: 'es' }, tokens)!,
        { subject: 'Cuidado del parabrisas en invierno', text: 'Hola' },
      );
      const spanish = smtp.messages[1]!.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      expect(spanish).toMatch(/Cancele su suscripci(ó|=C3=B3)n con un clic: /);
      expect(spanish).not.toContain('Unsubscribe in one click');
      // Nothing goes to someone who unsubscribed.
      expect(
        addressSubscriberEmail({ ...subscriber, unsubscribedAt: '2026-11-02T00:00:00Z' }, tokens),
      ).toBeUndefined();
    } finally {
      channel.close();
      await smtp.close();
    }
  });
});

describeEachDatabase('newsletter unsubscribe', (kind) => {
  let database: TestDatabase;
  let api: LeadTestService;
  let reader: Database;

  beforeAll(async () => {
    database = await kind.create();
    api = await startLeadTestService(database.config, { NEWSLETTER_UNSUBSCRIBE_SECRET: SECRET });
    reader = await openDatabase(database.config);
  });

  afterAll(async () => {
    await api?.close();
    await reader?.close();
    await database?.drop();
  });

  async function subscribe(email: string): Promise<string> {
    const response = await postJson(api, '/api/newsletter', { email, consentMarketing: true });
    expect(response.statusCode).toBe(201);
    return tokens.issue(response.json().id);
  }

  async function unsubscribedAt(email: string): Promise<string | undefined> {
    return (await findNewsletterSignupByEmail(reader.db, email))?.unsubscribedAt;
  }

  test('GET shows whose subscription and one button, changes nothing, is noindex', async () => {
    const token = await subscribe('page@example.com');
    const response = await fetch(`${api.url}${linkOf(token)}`);
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(body).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(body).toContain('page@example.com');
    expect(body).toContain(`<form method="post" action="${linkOf(token).replace(/&/g, '&amp;')}">`);
    expect(body).toContain('<button type="submit"');
    expect(await unsubscribedAt('page@example.com')).toBeUndefined();
  });

  test('the RFC 8058 one-click POST unsubscribes, without login or cookie; again is fine', async () => {
    const token = await subscribe('oneclick@example.com');
    const first = await post(api, linkOf(token), ONE_CLICK, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(first.body).toContain('You are unsubscribed');
    const at = await unsubscribedAt('oneclick@example.com');
    expect(at).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));

    // Idempotent: the first time is kept. A multipart body (some mail apps) works too.
    const boundary = 'x-boundary';
    const again = await post(
      api,
      linkOf(token),
      `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } },
    );
    expect(again.statusCode).toBe(200);
    expect(await unsubscribedAt('oneclick@example.com')).toBe(at);

    // The page's own button posts the same; afterwards GET says so and offers no button.
    const button = await postForm(api, linkOf(token), { 'List-Unsubscribe': 'One-Click' });
    expect(button.statusCode).toBe(200);
    const page = await (await fetch(`${api.url}${linkOf(token)}`)).text();
    expect(page).toContain('You are unsubscribed');
    expect(page).not.toContain('<button');
  });

  test('a Spanish sign-up, with or without JavaScript, gets its pages in Spanish', async () => {
    const response = await postJson(api, '/api/newsletter', {
      email: 'es@example.com',
      consentMarketing: true,
      language: 'es',
    });
    expect(response.statusCode).toBe(201);
    const token = tokens.issue(response.json().id);
    const confirm = await (await fetch(`${api.url}${linkOf(token)}`)).text();
    expect(confirm).toContain('<html lang="es">');
    expect(confirm).toContain('¿Dejamos de enviar el boletín a esta dirección?');
    expect(confirm).toContain('Cancelar la suscripción');
    expect(confirm).toContain('href="/es"');
    expect(confirm).not.toContain('Unsubscribe from');
    const done = await post(api, linkOf(token), ONE_CLICK, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.body).toContain('Su suscripción está cancelada');

    // The footer's plain post from a Spanish page names its language in a hidden field.
    const plain = await postForm(api, '/api/newsletter', {
      email: 'es-plain@example.com',
      consentMarketing: 'true',
      language: 'es',
    });
    expect(plain.statusCode).toBeLessThan(400);
    expect((await findNewsletterSignupByEmail(reader.db, 'es-plain@example.com'))?.language).toBe(
      'es',
    );
    // Signing up again on an English page: the latest sign-up's language is kept.
    await subscribe('es-plain@example.com');
    expect((await findNewsletterSignupByEmail(reader.db, 'es-plain@example.com'))?.language).toBe(
      'en',
    );
  });

  test('a forged, cut or missing token unsubscribes nobody: 404 page', async () => {
    const token = await subscribe('forged@example.com');
    const [id] = token.split('.') as [string];
    const forged = `${id}.${createUnsubscribeTokens('guess').issue(id).split('.')[1]}`;
    for (const path of [linkOf(forged), linkOf(token.slice(0, -3)), NEWSLETTER_UNSUBSCRIBE_PATH]) {
      const posted = await post(api, path, ONE_CLICK, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(posted.statusCode).toBe(404);
      expect(posted.body).toContain('This unsubscribe link does not work');
      // It names nobody, so nobody's language: it says it in each.
      expect(posted.body).toContain('Este enlace para cancelar la suscripción no funciona');
      expect((await fetch(`${api.url}${path}`)).status).toBe(404);
    }
    expect(await unsubscribedAt('forged@example.com')).toBeUndefined();
  });

  test('signing up again from the footer form clears the unsubscribe', async () => {
    const token = await subscribe('back@example.com');
    await post(api, linkOf(token), ONE_CLICK);
    expect(await unsubscribedAt('back@example.com')).toBeDefined();
    expect(await subscribe('back@example.com')).toBe(token);
    expect(await unsubscribedAt('back@example.com')).toBeUndefined();
  });

  test("the inbox's privacy search shows the unsubscribe and when", async () => {
    const token = await subscribe('privacy@example.com');
    expect((await findPerson(reader.db, { email: 'privacy@example.com' })).newsletter).toEqual({
      email: 'privacy@example.com',
      createdAt: expect.any(String),
    });
    await post(api, linkOf(token), ONE_CLICK);
    const { newsletter } = await findPerson(reader.db, { email: 'privacy@example.com' });
    expect(newsletter?.unsubscribedAt).toBe(await unsubscribedAt('privacy@example.com'));
  });

  test('without NEWSLETTER_UNSUBSCRIBE_SECRET the secret is generated once and kept', async () => {
    const first = await loadUnsubscribeSecret(reader.db, undefined);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A restart, or another instance, reads the same one: links already sent keep working.
    expect(await loadUnsubscribeSecret(reader.db, undefined)).toBe(first);
    expect(await loadUnsubscribeSecret(reader.db, 'from-env')).toBe('from-env');
  });
});

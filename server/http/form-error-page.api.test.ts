/**
 * The bare message page a refused plain form post gets when its page has no form to show
 * again, in the language of the page that posted it: the `language` field a lead form
 * posts, else the path the post came from (docs/decisions/spanish.md#refusals-in-the-pages-language).
 */
import sharp from 'sharp';
import { JSDOM } from 'jsdom';
import { businessProfile } from '@/content/business-profile';
import { LEAD_MESSAGES } from '@/domain/lead-fields';
import { NEWSLETTER_MESSAGES } from '@/domain/newsletter.schema';
import { quoteEs } from '@/i18n/catalogues/quote-es';
import { describeEachDatabase, type TestDatabase } from '../../test/support/lead-test-databases';
import {
  nextClientIp,
  startLeadTestService,
  type LeadTestService,
} from '../../test/support/lead-test-service';

/** The lead form's fields, with a phone number the schema refuses. */
const REFUSED_LEAD = {
  firstName: 'Ana',
  lastName: 'Reyes',
  email: 'ana.reyes@example.com',
  phone: '12',
  zipCode: '94545',
  service: 'windshield-repairs',
  consentPrivacyPolicy: 'true',
  consentText: 'He leído y acepto la política de privacidad.',
};

/** The page's words, as a visitor reads them. */
function read(html: string) {
  const { document } = new JSDOM(html).window;
  return {
    lang: document.documentElement.lang,
    heading: document.querySelector('h1')?.textContent,
    messages: [...document.querySelectorAll('li')].map((item) => item.textContent),
    back: document.querySelector('main p a')?.textContent,
    backHref: document.querySelector('main p a')?.getAttribute('href'),
    call: document.querySelector('a[href^="tel:"]')?.parentElement?.textContent,
  };
}

describeEachDatabase('the refused post’s message page', (kind) => {
  let database: TestDatabase;
  let api: LeadTestService;

  beforeAll(async () => {
    database = await kind.create();
    api = await startLeadTestService(database.config, { LEAD_RATE_LIMIT_PER_MINUTE: '2' });
  });

  afterAll(async () => {
    await api?.close();
    await database?.drop();
  });

  const post = (
    to: string,
    body: FormData | URLSearchParams,
    options: { from?: string; ip?: string } = {},
  ) =>
    fetch(`${api.url}${to}`, {
      method: 'POST',
      headers: {
        accept: 'text/html',
        ...(options.from && { referer: `${api.url}${options.from}` }),
        'x-forwarded-for': options.ip ?? nextClientIp(),
      },
      body,
      redirect: 'manual',
    });

  test('a newsletter post from a Spanish page: Spanish, every word', async () => {
    const response = await post('/api/newsletter', new URLSearchParams({ email: 'no' }), {
      from: '/es/locations/oakland?utm_source=x',
    });
    expect(response.status).toBe(400);
    expect(read(await response.text())).toEqual({
      lang: 'es',
      heading: 'Corrija los errores del formulario',
      messages: [
        'Escriba un correo electrónico válido',
        'Confirme que acepta recibir correos electrónicos de publicidad',
      ],
      back: 'Volver al formulario',
      backHref: '/es/locations/oakland?utm_source=x',
      call: `O llámenos: ${businessProfile.phone.display}`,
    });
  });

  test('the same post from an English page: English, as before', async () => {
    const response = await post('/api/newsletter', new URLSearchParams({ email: 'no' }), {
      from: '/locations/oakland',
    });
    expect(read(await response.text())).toEqual({
      lang: 'en',
      heading: LEAD_MESSAGES.formInvalid,
      messages: [NEWSLETTER_MESSAGES.email, NEWSLETTER_MESSAGES.consent],
      back: 'Go back to the form',
      backHref: '/locations/oakland',
      call: `Or call us: ${businessProfile.phone.display}`,
    });
  });

  test('a Spanish lead form’s post without a referer: its `language` decides, back to /es', async () => {
    const response = await post(
      '/api/leads',
      new URLSearchParams({ ...REFUSED_LEAD, language: 'es' }),
    );
    expect(response.status).toBe(400);
    const page = read(await response.text());
    expect(page).toMatchObject({
      lang: 'es',
      messages: ['Escriba un número de teléfono válido'],
      backHref: '/es#contact',
    });
  });

  test('a posted `language` outranks the page it came from', async () => {
    const response = await post(
      '/api/leads',
      new URLSearchParams({ ...REFUSED_LEAD, language: 'en' }),
      {
        from: '/es/quote',
      },
    );
    expect(read(await response.text())).toMatchObject({
      lang: 'en',
      messages: [LEAD_MESSAGES.phone],
    });
  });

  test('a body too large, refused before its fields are read: the referer decides', async () => {
    const response = await post(
      '/api/leads',
      new URLSearchParams({ ...REFUSED_LEAD, message: 'x'.repeat(17_000) }),
      { from: '/es/leads/facebook' },
    );
    expect(response.status).toBe(413);
    expect(read(await response.text())).toMatchObject({
      lang: 'es',
      heading: 'No pudimos aceptar el formulario',
      messages: [quoteEs['quote.refusal.formTooLarge']],
    });
  });

  test('the rate limit from a Spanish page, with the phone number', async () => {
    const ip = nextClientIp();
    const statuses: number[] = [];
    let page = '';
    // Twice the limit plus one: over it even if a minute boundary falls in between.
    for (let index = 0; index < 5 && !statuses.includes(429); index += 1) {
      const response = await post('/api/leads', new URLSearchParams(REFUSED_LEAD), {
        from: '/es/quote',
        ip,
      });
      statuses.push(response.status);
      page = await response.text();
    }
    expect(statuses).toContain(429);
    expect(read(page).messages).toEqual([
      `Demasiadas solicitudes. Espere un minuto e intente de nuevo, o llámenos al ${businessProfile.phone.display}.`,
    ]);
  });

  test('a plain quote post from the Spanish quote page with a file that is no photo', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...REFUSED_LEAD, language: 'es' })) {
      form.append(name, value);
    }
    form.append('photos', new Blob([new Uint8Array(Buffer.from('%PDF-1.7'))]), 'scan.pdf');
    const response = await post('/api/leads', form, { from: '/es/quote' });
    expect(response.status).toBe(415);
    expect(read(await response.text())).toMatchObject({
      lang: 'es',
      messages: [quoteEs['quote.refusal.notAnImage']],
    });
  });

  test('the same with a photo too many: worded by its reason', async () => {
    const photo = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#3366aa' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...REFUSED_LEAD, language: 'es' })) {
      form.append(name, value);
    }
    for (let index = 0; index < 4; index += 1) {
      form.append(
        'photos',
        new Blob([new Uint8Array(photo)], { type: 'image/png' }),
        `p${index}.png`,
      );
    }
    const response = await post('/api/leads', form, { from: '/es/quote' });
    expect(response.status).toBe(413);
    expect(read(await response.text()).messages).toEqual(['Adjunte 3 fotos como máximo.']);
  });
});

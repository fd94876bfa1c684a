/** The inbox's pure pieces: password hashing, HTML escaping, cookie flags, report figures. */
import type { FastifyReply } from 'fastify';
import fc from 'fast-check';
import { escapeHtml, html, safeHttpUrl } from '../http/html';
import { decoyPasswordHash, hashPassword, PASSWORD_HASH_COST, verifyPassword } from './password';
import { buildLeadReport, normalCdf, readExperiment, twoProportionTest } from './report';
import { clearSessionCookie, sessionCookieSecure, setSessionCookie } from './session-cookie';
import type { InboxLead } from './admin.repository';
import { age, vinDetails, zipDetails } from './views/format';
import { auditSentence } from './views/audit-sentence';
import { dollars, parseDollars } from './job-value';
import { zipPlace } from '../leads/zip-place';
import { leadRow } from './views/lead-list-view';
import { bookingCard } from './views/booking-view';

describe('password hashing', () => {
  jest.setTimeout(20_000);

  it('verifies the right password and refuses others', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('hashes at the production cost, the decoy for unknown emails too (2^15: 32 MB)', async () => {
    // admin.test.ts hashes at a lower cost to save time; this is where the real one is held.
    expect(PASSWORD_HASH_COST).toBe(32768);
    expect(await decoyPasswordHash()).toMatch(/^scrypt\$32768\$8\$1\$/);
  });

  it('hashes at a lower cost only when asked, and still verifies', async () => {
    const hash = await hashPassword('correct horse battery', 1024);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('wrong', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('treats a malformed stored hash as no match', async () => {
    expect(await verifyPassword('x', 'plaintext')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1$2$3$$')).toBe(false);
  });
});

describe('HTML escaping', () => {
  it('escapes markup and quotes in text and attributes', () => {
    expect(escapeHtml(`<img src=x onerror="a('1')">&\``)).toBe(
      '&lt;img src=x onerror=&quot;a(&#39;1&#39;)&quot;&gt;&amp;&#96;',
    );
    expect(escapeHtml(undefined)).toBe('');
  });

  it('escapes every interpolation of the html tag, arrays included', () => {
    const evil = '"><script>alert(1)</script>';
    const out = html`<a title="${evil}">${[evil, html`<b>${evil}</b>`]}</a>`.value;
    expect(out).not.toContain('<script>');
    expect(out).toContain('<b>&quot;&gt;&lt;script&gt;');
  });

  it('never lets a string break out of an attribute or element', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const out = html`<p title="${text}">${text}</p>`.value;
        const inner = out.slice('<p title="'.length, -'</p>'.length);
        return !/[<>"'`]/.test(inner.replace('">', ''));
      }),
    );
  });

  it('links only http(s) addresses', () => {
    expect(safeHttpUrl('https://example.com/a')).toBe('https://example.com/a');
    expect(safeHttpUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeHttpUrl('data:text/html,x')).toBeUndefined();
    expect(safeHttpUrl('not a url')).toBeUndefined();
  });
});

describe('session cookie', () => {
  function cookieFor(secure: boolean, clear = false): string {
    const headers: Record<string, string> = {};
    const reply = {
      header(name: string, value: string) {
        headers[name] = value;
        return reply;
      },
    } as unknown as FastifyReply;
    if (clear) clearSessionCookie(reply, secure);
    else setSessionCookie(reply, 'session-id', secure);
    return headers['set-cookie']!;
  }

  it('is HttpOnly and SameSite=Strict, and Secure when configured so', () => {
    expect(cookieFor(true)).toBe(
      'admin_session=session-id; Path=/admin; Max-Age=43200; HttpOnly; SameSite=Strict; Secure',
    );
    expect(cookieFor(false)).toBe(
      'admin_session=session-id; Path=/admin; Max-Age=43200; HttpOnly; SameSite=Strict',
    );
  });

  it('is Secure when the service is served over https, unless ADMIN_COOKIE_SECURE says', () => {
    expect(sessionCookieSecure(undefined, 'https://www.mobileautoglass.example')).toBe(true);
    expect(sessionCookieSecure(undefined, 'http://localhost:8080')).toBe(false);
    expect(sessionCookieSecure(false, 'https://www.mobileautoglass.example')).toBe(false);
    expect(sessionCookieSecure(true, 'http://localhost:8080')).toBe(true);
  });

  it('is cleared with Max-Age=0', () => {
    expect(cookieFor(true, true)).toMatch(/^admin_session=; Path=\/admin; Max-Age=0;/);
  });
});

describe('report figures', () => {
  const row = (status: string, extra: Record<string, string> = {}) => ({
    createdAt: extra.createdAt ?? '2026-11-20T10:00:00.000Z',
    status,
    ...extra,
  });

  it('groups leads and the share that reached booked', () => {
    const report = buildLeadReport([
      row('booked', {
        utmSource: 'google',
        pageUrl: 'https://x.example/leads/google?a=1',
        heroVariant: 'speed',
      }),
      row('completed', { utmSource: 'google', heroVariant: 'speed' }),
      row('new', {
        utmSource: 'facebook',
        heroVariant: 'mobile',
        createdAt: '2026-11-21T18:00:00.000Z',
      }),
      row('lost'),
    ]);
    expect(report.total).toEqual({ key: 'all', leads: 4, booked: 2 });
    expect(report.perSource).toEqual([
      { key: 'google', leads: 2, booked: 2 },
      { key: '(none)', leads: 1, booked: 0 },
      { key: 'facebook', leads: 1, booked: 0 },
    ]);
    expect(report.perDay.map((group) => group.key)).toEqual(['2026-11-21', '2026-11-20']);
    expect(report.perPage[0]).toEqual({ key: '(none)', leads: 3, booked: 1 });
    expect(report.perPage).toContainEqual({ key: '/leads/google', leads: 1, booked: 1 });
  });

  it('computes a two-proportion z-test', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
    // 60/100 against 40/100: z ≈ 2.83, p ≈ 0.0047.
    const { z, pValue } = twoProportionTest(60, 100, 40, 100);
    expect(z).toBeCloseTo(2.828, 2);
    expect(pValue).toBeCloseTo(0.0047, 3);
  });

  it('says in words whether a difference is more than chance', () => {
    const clear = readExperiment([
      { key: 'speed', leads: 100, booked: 60 },
      { key: 'mobile', leads: 100, booked: 40 },
    ]);
    expect(clear.significant).toBe(true);
    expect(clear.summary).toContain('probably real');
    const unclear = readExperiment([
      { key: 'speed', leads: 40, booked: 12 },
      { key: 'mobile', leads: 40, booked: 10 },
    ]);
    expect(unclear.significant).toBe(false);
    expect(unclear.summary).toContain('could well be chance');
    const tooFew = readExperiment([
      { key: 'speed', leads: 3, booked: 2 },
      { key: 'mobile', leads: 2, booked: 0 },
    ]);
    expect(tooFew.summary).toContain('too few');
    expect(readExperiment([{ key: 'speed', leads: 9, booked: 1 }]).summary).toContain(
      'Fewer than two',
    );
  });

  it('compares only leads that saw a hero and says how many it used', () => {
    const seen = (variant: string, status: string) => row(status, { heroVariant: variant });
    const report = buildLeadReport([
      ...Array.from({ length: 60 }, (_, i) => seen('speed', i < 36 ? 'booked' : 'new')),
      ...Array.from({ length: 60 }, (_, i) => seen('mobile', i < 24 ? 'booked' : 'new')),
      // A city-page lead without a hero: listed as "no hero", kept out of the comparison.
      ...Array.from({ length: 200 }, () => row('booked', { pageUrl: 'https://x.example/hayward' })),
    ]);
    expect(report.perVariant).toContainEqual({ key: 'no hero', leads: 200, booked: 200 });
    expect(report.experiment.leadsUsed).toBe(120);
    expect(report.experiment.compared?.best.key).toBe('speed');
    expect(report.experiment.compared?.worst.key).toBe('mobile');
    expect(report.experiment.summary).toContain(
      'only the 120 leads whose visitor saw a home page hero',
    );
    // Even handed "no hero" as a group, the reading ignores it.
    const onlyOne = readExperiment([
      { key: 'no hero', leads: 500, booked: 500 },
      { key: 'speed', leads: 4, booked: 1 },
    ]);
    expect(onlyOne.leadsUsed).toBe(4);
    expect(onlyOne.compared).toBeUndefined();
    expect(onlyOne.summary).toContain('Fewer than two hero variants');
  });
});

describe('age', () => {
  it('reads like a person would say it', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(age('2026-11-23T11:59:40Z', now)).toBe('just now');
    expect(age('2026-11-23T11:48:00Z', now)).toBe('12 min ago');
    expect(age('2026-11-23T09:00:00Z', now)).toBe('3 h ago');
    expect(age('2026-11-20T12:00:00Z', now)).toBe('3 d ago');
  });
});

describe('where a lead is', () => {
  const lead = (zipCode: string) =>
    ({
      id: 'lead-1',
      createdAt: '2026-11-23T17:00:00.000Z',
      consentAt: '2026-11-23T17:00:00.000Z',
      firstName: 'Maria',
      lastName: 'Lopez',
      phone: '+15105550187',
      email: 'maria@example.com',
      zipCode,
      service: 'windshield-replacement',
      urgent: false,
      status: 'new',
    }) as unknown as InboxLead;

  it('shows the city from the ZIP in the list, without a badge inside the area', () => {
    const row = leadRow(lead('94544'), Date.now()).toString();
    expect(row).toContain('Hayward 94544');
    expect(row).not.toContain('outside-badge');
  });

  it('marks a lead outside the service area, and one whose ZIP is not Californian', () => {
    expect(leadRow(lead('94945'), Date.now()).toString()).toContain('Novato 94945');
    expect(leadRow(lead('94945'), Date.now()).toString()).toContain('Outside service area');
    expect(leadRow(lead('10001'), Date.now()).toString()).toContain('Unknown ZIP');
    expect(leadRow(lead('10001'), Date.now()).toString()).toContain('ZIP 10001');
  });
});

describe('VIN on the lead page', () => {
  it('gives the model year the VIN states, or says its check digit is wrong', () => {
    expect(vinDetails('1HGCM82633A004352', 2026)).toBe('1HGCM82633A004352 · model year 2003');
    expect(vinDetails('1HGCM82633A004353', 2026)).toContain('check digit does not match');
    expect(vinDetails(undefined, 2026)).toBeUndefined();
  });
});

describe('report days', () => {
  it('are the business’s own days: 5 PM in California on the 20th is the 20th', () => {
    const evening = buildLeadReport([
      { createdAt: '2026-11-21T01:00:00.000Z', status: 'new' as const, pageUrl: undefined },
    ] as Parameters<typeof buildLeadReport>[0]);
    expect(evening.perDay.map((group) => group.key)).toEqual(['2026-11-20']);
  });
});

describe('history in words', () => {
  it('puts each audit entry as a sentence with who did it', () => {
    const by = { userEmail: 'kim@example.com' };
    expect(auditSentence({ action: 'lead.status', detail: 'new → contacted', ...by })).toBe(
      'Status changed from new to contacted by kim@example.com',
    );
    expect(auditSentence({ action: 'lead.note', ...by })).toBe('Note added by kim@example.com');
    expect(auditSentence({ action: 'sign-in' })).toBe('Signed in');
    expect(auditSentence({ action: 'lead.resend', detail: 'email', ...by })).toBe(
      'The email notification sent again by kim@example.com',
    );
  });

  it('still shows an action it has no sentence for, as its code', () => {
    expect(auditSentence({ action: 'lead.future', detail: 'x' })).toBe('lead.future (x)');
  });
});

describe('distances', () => {
  it('are in miles, as the site speaks', () => {
    // San Jose is about 25 miles (40 km) in a straight line from the Hayward base.
    const sanJose = zipPlace('95112')!;
    expect(sanJose.distanceMiles).toBeGreaterThan(20);
    expect(sanJose.distanceMiles).toBeLessThan(30);
    expect(zipDetails('95112')).toContain(`· ${sanJose.distanceMiles} miles from the base,`);
  });
});

describe('job value', () => {
  it('reads dollars as the owner types them, in whole cents', () => {
    expect(parseDollars('1250')).toBe(125_000);
    expect(parseDollars(' $1,250.5 ')).toBe(125_050);
    expect(parseDollars('0.07')).toBe(7);
    for (const bad of ['', 'abc', '12.345', '-5', '1e3', '200000']) {
      expect(() => parseDollars(bad)).toThrow();
    }
    expect(dollars(125_050)).toBe('$1,250.50');
  });

  it('adds recorded values up per group in the report', () => {
    const report = buildLeadReport([
      {
        createdAt: '2026-11-20T18:00:00Z',
        status: 'completed',
        utmSource: 'google',
        jobValueCents: 35_000,
      },
      {
        createdAt: '2026-11-20T18:00:00Z',
        status: 'completed',
        utmSource: 'google',
        jobValueCents: 15_050,
      },
      { createdAt: '2026-11-20T18:00:00Z', status: 'booked', utmSource: 'yelp' },
    ]);
    expect(report.perSource).toEqual([
      { key: 'google', leads: 2, booked: 2, revenueCents: 50_050 },
      { key: 'yelp', leads: 1, booked: 1 },
    ]);
    expect(report.total.revenueCents).toBe(50_050);
  });
});

describe('the booking card on a phone', () => {
  it('names each window without the "Today, " lead-in, so its places fit a 390 px select', () => {
    const today = {
      id: '2026-12-01-afternoon',
      date: '2026-12-01',
      part: 'afternoon' as const,
      startMinutes: 720,
      endMinutes: 1080,
      label: 'Today, Tue, Dec 1, 12 PM – 6 PM',
    };
    const tomorrow = {
      ...today,
      id: '2026-12-02-morning',
      date: '2026-12-02',
      part: 'morning' as const,
      startMinutes: 480,
      endMinutes: 720,
      label: 'Wed, Dec 2, 8 AM – 12 PM',
    };
    const data = {
      lead: {
        id: 'lead-1',
        firstName: 'Maria',
        lastName: 'Lopez',
        zipCode: '94544',
      } as unknown as InboxLead,
      csrfToken: 'token',
      windows: [
        { window: today, booked: 1, capacity: 3 },
        { window: tomorrow, booked: 3, capacity: 3 },
      ],
      technicians: [],
    };
    const optionsOf = (card: string) =>
      [...card.matchAll(/<option[^>]*>\s*([^<]*?)\s*<\/option>/g)].map((match) => match[1]);
    const options = optionsOf(bookingCard(data).toString());
    expect(options).toContain('Tue, Dec 1, 12 PM – 6 PM · 2 left');
    expect(options).toContain('Wed, Dec 2, 8 AM – 12 PM · full');
    const booked = bookingCard({
      ...data,
      booking: {
        id: 'booking-1',
        leadId: 'lead-1',
        windowId: today.id,
        address: '12 Main St, Hayward, CA 94541',
        bookedBy: 'owner@example.com',
        bookedAt: '2026-12-01T16:30:00.000Z',
        updatedAt: '2026-12-01T16:30:00.000Z',
        sequence: 0,
      },
    }).toString();
    const bookedOptions = optionsOf(booked);
    expect(bookedOptions).toContain('Tue, Dec 1, 12 PM – 6 PM · this job');
    // The longest text a select shows stays within what a 390 px phone displays.
    for (const option of [...options, ...bookedOptions]) {
      expect(option!.length).toBeLessThanOrEqual(36);
    }
  });
});

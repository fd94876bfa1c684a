/**
 * Privacy requests: find, export and delete a person's data.
 * See docs/decisions/owner-inbox.md.
 */
import { normalizeUsPhone } from '@/domain/lead-fields';
import { ADMIN_BASE } from '../admin-config';
import { audit } from '../admin.service';
import { privacyPage } from '../views/privacy-view';
import { deletePersonData, exportPersonData, findPerson } from '../privacy';
import { text, query, sendPage, type AdminRouteContext } from './route-kit';

export function registerPrivacyRoutes(context: AdminRouteContext): void {
  const { admin, db, clock, options, ownerGet, ownerPost, who } = context;

  const personQuery = (source: Record<string, string>) => ({
    email: source.email?.trim().toLowerCase() || undefined,
    phone: source.phone ? (normalizeUsPhone(source.phone) ?? source.phone.trim()) : undefined,
  });

  admin.get(`${ADMIN_BASE}/privacy`, ownerGet, async (request, reply) => {
    const params = query(request);
    const person = personQuery(params);
    const active = request.adminSession!;
    const found = person.email || person.phone ? await findPerson(db, person) : undefined;
    return sendPage(
      reply,
      privacyPage({
        user: active.user,
        csrfToken: active.session.csrfToken,
        query: { email: params.email, phone: params.phone },
        leads: found?.leads,
        newsletter: found?.newsletter,
        retentionDays: options.retentionDays,
        now: clock.now(),
        flash: params.done === 'deleted' ? `Deleted: ${params.count ?? '0'} record(s).` : undefined,
      }),
    );
  });

  admin.get(`${ADMIN_BASE}/privacy/export.json`, ownerGet, async (request, reply) => {
    const person = personQuery(query(request));
    if (!person.email && !person.phone) return reply.redirect(`${ADMIN_BASE}/privacy`, 303);
    const data = await exportPersonData(db, person, clock);
    await audit(
      db,
      who(request),
      'privacy.export',
      {
        detail: `${data.leads.length} leads${data.newsletter ? ', newsletter sign-up' : ''}`,
      },
      clock,
    );
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', 'attachment; filename="personal-data.json"')
      .send(`${JSON.stringify(data, null, 2)}\n`);
  });

  admin.post(`${ADMIN_BASE}/privacy/delete`, ownerPost, async (request, reply) => {
    const person = personQuery({
      email: text(request.body, 'email'),
      phone: text(request.body, 'phone'),
    });
    if ((!person.email && !person.phone) || text(request.body, 'confirm') !== 'yes') {
      return reply.redirect(`${ADMIN_BASE}/privacy`, 303);
    }
    const count = await deletePersonData(db, person, who(request), clock);
    return reply.redirect(`${ADMIN_BASE}/privacy?done=deleted&count=${count}`, 303);
  });
}

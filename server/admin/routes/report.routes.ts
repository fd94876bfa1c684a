/**
 * The report and the CSV export.
 * See docs/decisions/owner-inbox.md.
 */
import { isHeroVariant } from '@/domain/hero-variant';
import { isoNow } from '../../clock';
import { leadsToCsv } from '../../leads/lead-export';
import { listLeadsCreatedSince } from '../../leads/lead.repository';
import { ADMIN_BASE } from '../admin-config';
import { listReportRows } from '../admin.repository';
import { audit } from '../admin.service';
import { reportPage } from '../views/report-view';
import { buildLeadReport } from '../report';
import { withInboxDetails } from '../export-details';
import { businessDate } from '../../business-time';
import { query, dayStart, sendPage, type AdminRouteContext } from './route-kit';

export function registerReportRoutes(context: AdminRouteContext): void {
  const { admin, db, clock, signedIn, ownerGet, who } = context;

  admin.get(`${ADMIN_BASE}/report`, signedIn, async (request, reply) => {
    const params = query(request);
    const now = clock.now();
    // The business's own days (server/business-time.ts): today and the 29 days before it.
    const today = businessDate(now);
    const monthAgo = businessDate(now - 29 * 86_400_000);
    const from = dayStart(params.from) ? params.from! : monthAgo;
    const to = dayStart(params.to) ? params.to! : today;
    const rows = await listReportRows(db, { from: dayStart(from), to: dayStart(to, true) });
    const active = request.adminSession!;
    return sendPage(
      reply,
      reportPage({
        user: active.user,
        csrfToken: active.session.csrfToken,
        report: buildLeadReport(
          rows.map((row) => ({
            ...row,
            // Only variants the site has; anything else a visitor typed counts as none.
            heroVariant: isHeroVariant(row.heroVariant) ? row.heroVariant : undefined,
          })),
        ),
        from,
        to,
      }),
    );
  });

  admin.get(`${ADMIN_BASE}/export.csv`, ownerGet, async (request, reply) => {
    const params = query(request);
    const to = dayStart(params.to, true);
    const leads = (await listLeadsCreatedSince(db, dayStart(params.from))).filter(
      (lead) => !to || lead.createdAt < to,
    );
    await audit(db, who(request), 'export', { detail: `${leads.length} leads as CSV` }, clock);
    return reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="leads-${isoNow(clock).slice(0, 10)}.csv"`,
      )
      .send(leadsToCsv(await withInboxDetails(db, leads)));
  });
}

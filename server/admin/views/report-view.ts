/**
 * The report: leads and booked share per page, hero variant, source and campaign.
 * See docs/decisions/owner-inbox.md.
 */
import { ADMIN_BASE } from '../admin-config';
import type { AdminUser } from '../admin.repository';
import { html, SafeHtml } from '../../http/html';
import { type LeadReport, type ReportGroup } from '../report';
import { dollars } from '../job-value';
import { page } from './layout';

function shareText(group: ReportGroup): string {
  return group.leads === 0 ? '–' : `${Math.round((100 * group.booked) / group.leads)}%`;
}

/** The recorded job values of the group (job-value.ts); a dash when none is recorded. */
function revenueText(group: ReportGroup): string {
  return group.revenueCents === undefined ? '–' : dollars(group.revenueCents);
}

function groupTable(caption: string, label: string, groups: ReportGroup[]): SafeHtml {
  return html`<section class="card">
    <h2>${caption}</h2>
    ${
      groups.length === 0
        ? html`<p class="muted">No leads in this period.</p>`
        : html`<div class="table-scroll">
            <table>
              <thead>
                <tr>
                  <th scope="col">${label}</th>
                  <th scope="col" class="num">Leads</th>
                  <th scope="col" class="num">Booked</th>
                  <th scope="col" class="num">Share</th>
                  <th scope="col" class="num">Revenue</th>
                </tr>
              </thead>
              <tbody>
                ${groups.map(
                  (group) =>
                    html`<tr>
                      <td>${group.key}</td>
                      <td class="num">${group.leads}</td>
                      <td class="num">${group.booked}</td>
                      <td class="num">${shareText(group)}</td>
                      <td class="num">${revenueText(group)}</td>
                    </tr>`,
                )}
              </tbody>
            </table>
          </div>`
    }
  </section>`;
}

export function reportPage(data: {
  user: AdminUser;
  csrfToken: string;
  report: LeadReport;
  from: string;
  to: string;
}): string {
  const { report } = data;
  const exportQuery = new URLSearchParams({ from: data.from, to: data.to }).toString();
  return page({
    title: 'Report',
    user: data.user,
    csrfToken: data.csrfToken,
    active: 'report',
    body: html`<h1>What converts</h1>
      <form method="get" action="${ADMIN_BASE}/report" class="card filter-form">
        <label>From<input type="date" name="from" value="${data.from}" /></label>
        <label>To<input type="date" name="to" value="${data.to}" /></label>
        <div class="actions">
          <button type="submit" class="primary">Show</button>
          ${data.user.role === 'owner' ? html`<a class="button" href="${ADMIN_BASE}/export.csv?${exportQuery}" download>Export CSV</a>` : ''}
        </div>
      </form>
      <p class="summary">
        <strong>${report.total.leads}</strong> leads,
        <strong>${report.total.booked}</strong> reached booked (${shareText(report.total)}),
        <strong>${revenueText(report.total)}</strong> in recorded job values. Spam is left out
        (flagged leads too, until someone works them); "booked" counts leads now booked or
        completed.
      </p>
      <section class="card">
        <h2>Hero experiment</h2>
        <p class="notice">
          <strong>Impressions are not counted here.</strong> The home page reports which hero a
          visitor saw only to the analytics tag (and only after the visitor accepts analytics
          cookies); the server never receives it. Look up impressions per variant in your analytics
          tool. This page counts leads and bookings per variant, from the variant stored with each
          lead. A lead carries a variant only when its visitor saw the home page hero; leads from
          visitors who never did (city, blog and landing pages) are "no hero" and stay out of the
          comparison.
        </p>
        ${
          report.perVariant.length > 0
            ? html`<div class="table-scroll">
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Variant</th>
                      <th scope="col" class="num">Leads</th>
                      <th scope="col" class="num">Booked</th>
                      <th scope="col" class="num">Share</th>
                      <th scope="col" class="num">Revenue</th>
                    </tr>
                  </thead>
                  <tbody>
                    ${report.perVariant.map(
                      (group) =>
                        html`<tr>
                          <td>${group.key}</td>
                          <td class="num">${group.leads}</td>
                          <td class="num">${group.booked}</td>
                          <td class="num">${shareText(group)}</td>
                          <td class="num">${revenueText(group)}</td>
                        </tr>`,
                    )}
                  </tbody>
                </table>
              </div>`
            : ''
        }
        <p
          class="reading${report.experiment.significant ? ' significant' : ''}"
          id="experiment-reading"
        >
          ${report.experiment.summary}
        </p>
      </section>
      ${groupTable('Per day', 'Day', report.perDay)}
      ${groupTable('Per landing page', 'Page', report.perPage)}
      ${groupTable('Per UTM source', 'Source', report.perSource)}
      ${groupTable('Per UTM campaign', 'Campaign', report.perCampaign)}`,
  });
}

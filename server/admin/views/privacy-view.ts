/**
 * Privacy requests: find, export and delete a person's data.
 * See docs/decisions/owner-inbox.md.
 */
import { ADMIN_BASE } from '../admin-config';
import type { AdminUser, InboxLead } from '../admin.repository';
import { html, SafeHtml } from '../../http/html';
import { fullTime } from './format';
import { page } from './layout';
import { leadRow } from './lead-list-view';

/** The privacy search's newsletter line: subscribed, or unsubscribed and when (one click). */
function newsletterState(newsletter: { unsubscribedAt?: string } | undefined): SafeHtml | string {
  if (!newsletter) return 'not signed up';
  if (!newsletter.unsubscribedAt) return 'subscribed';
  return html`unsubscribed ${fullTime(newsletter.unsubscribedAt)}`;
}

export function privacyPage(data: {
  user: AdminUser;
  csrfToken: string;
  query: { email?: string; phone?: string };
  leads?: InboxLead[];
  newsletter?: { email: string; createdAt: string; unsubscribedAt?: string };
  flash?: string;
  error?: string;
  retentionDays?: number;
  /** The service clock's time (server/clock.ts), for the leads' ages. */
  now: number;
}): string {
  const searched = data.leads !== undefined;
  const hidden = html`<input type="hidden" name="email" value="${data.query.email ?? ''}" /><input
      type="hidden"
      name="phone"
      value="${data.query.phone ?? ''}"
    />`;
  const exportQuery = new URLSearchParams(
    Object.entries(data.query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return page({
    title: 'Privacy requests',
    user: data.user,
    csrfToken: data.csrfToken,
    active: 'privacy',
    flash: data.flash,
    error: data.error,
    body: html`<h1>Privacy requests</h1>
      <p class="muted">Find everything stored about a person, to send it to them or delete it.</p>
      <form method="get" action="${ADMIN_BASE}/privacy" class="card filter-form">
        <label>Email<input type="email" name="email" value="${data.query.email ?? ''}" /></label>
        <label>Phone<input type="tel" name="phone" value="${data.query.phone ?? ''}" /></label>
        <div class="actions"><button type="submit" class="primary">Find</button></div>
      </form>
      ${
        searched
          ? html`<section class="card">
              <h2>Found</h2>
              <p>
                ${data.leads!.length} ${data.leads!.length === 1 ? 'lead' : 'leads'}; newsletter:
                ${newsletterState(data.newsletter)}.
              </p>
              <ul class="lead-list">
                ${data.leads!.map((lead) => leadRow(lead, data.now))}
              </ul>
              ${
                data.leads!.length > 0 || data.newsletter
                  ? html`<div class="actions">
                      <a
                        class="button"
                        href="${ADMIN_BASE}/privacy/export.json?${exportQuery}"
                        download
                        >Export as JSON</a
                      >
                      <form method="post" action="${ADMIN_BASE}/privacy/delete">
                        <input type="hidden" name="_csrf" value="${data.csrfToken}" />${hidden}
                        <label class="confirm"
                          ><input type="checkbox" name="confirm" value="yes" required /> Delete for
                          good</label
                        >
                        <button type="submit" class="danger">Delete this person's data</button>
                      </form>
                    </div>`
                  : ''
              }
            </section>`
          : ''
      }
      <section class="card">
        <h2>Retention</h2>
        <p>
          ${data.retentionDays ? `Notifications delivered more than ${data.retentionDays} days ago keep no copy of the lead (LEAD_NOTIFICATION_RETENTION_DAYS).` : 'Delivered notifications keep their copy of the lead: set LEAD_NOTIFICATION_RETENTION_DAYS to remove it after that many days.'}
        </p>
      </section>`,
  });
}

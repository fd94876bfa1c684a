/**
 * The inbox's pages as server-rendered HTML (docs/decisions/owner-inbox.md): one small
 * stylesheet and one small script, both files under /admin/assets, no inline script or
 * style, so the site's Content-Security-Policy holds as it is. Every value is escaped by
 * the `html` tag (html.ts).
 */
import { SERVICE_SLUGS } from '@/domain/service-slugs';
import { hasValidVinCheckDigit, vinModelYear } from '@/domain/vin';
import { businessProfile } from '@/content/business-profile';
import type { NotificationAttempt, OutboxMessage } from '../outbox/outbox.repository';
import { ADMIN_BASE, LEAD_STATUSES, POLL_INTERVAL_MS, type LeadStatus } from './admin-config';
import type {
  AdminUser,
  AuditEntry,
  InboxLead,
  LeadListFilter,
  LeadNote,
} from './admin.repository';
import { html, safeHttpUrl, SafeHtml } from './html';
import { landingPath, type LeadReport, type ReportGroup } from './report';
import { zipPlace } from '../leads/zip-place';
import { quoteSummaryLines } from '../quotes/quote-summary';
import type { StoredPhoto } from '../quotes/quote.repository';
import { mailtoHref, smsHref, telHref } from '@/domain/contact-links';
import type { OtherCopy } from '../quotes/quote-copies';

const ADMIN_ASSET_VERSION = '2';

interface PageOptions {
  title: string;
  user?: AdminUser;
  csrfToken?: string;
  active?: 'inbox' | 'report' | 'privacy' | 'users';
  flash?: string;
  error?: string;
  body: SafeHtml;
}

/** The privacy search's newsletter line: subscribed, or unsubscribed and when (one click). */
function newsletterState(newsletter: { unsubscribedAt?: string } | undefined): SafeHtml | string {
  if (!newsletter) return 'not signed up';
  if (!newsletter.unsubscribedAt) return 'subscribed';
  return html`unsubscribed ${fullTime(newsletter.unsubscribedAt)}`;
}

function page(options: PageOptions): string {
  const { user } = options;
  const nav = user
    ? html`<nav class="nav" aria-label="Inbox">
        <a
          href="${ADMIN_BASE}"
          ${options.active === 'inbox' ? new SafeHtml('aria-current="page"') : ''}
          >Leads</a
        >
        <a
          href="${ADMIN_BASE}/report"
          ${options.active === 'report' ? new SafeHtml('aria-current="page"') : ''}
          >Report</a
        >
        ${
          user.role === 'owner'
            ? html`<a
                  href="${ADMIN_BASE}/privacy"
                  ${options.active === 'privacy' ? new SafeHtml('aria-current="page"') : ''}
                  >Privacy</a
                >
                <a
                  href="${ADMIN_BASE}/users"
                  ${options.active === 'users' ? new SafeHtml('aria-current="page"') : ''}
                  >Users</a
                >`
            : ''
        }
        <form method="post" action="${ADMIN_BASE}/sign-out" class="sign-out">
          <input type="hidden" name="_csrf" value="${options.csrfToken}" />
          <button type="submit" class="link-button">Sign out</button>
        </form>
      </nav>`
    : '';
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <title>${options.title} · ${businessProfile.name} inbox</title>
        <link rel="stylesheet" href="${ADMIN_BASE}/assets/admin.css?v=${ADMIN_ASSET_VERSION}" />
        <script src="${ADMIN_BASE}/assets/admin.js?v=${ADMIN_ASSET_VERSION}" defer></script>
      </head>
      <body>
        <header class="top">
          <a class="brand" href="${ADMIN_BASE}">${businessProfile.name}</a>
          ${user ? html`<span class="who">${user.email} · ${user.role}</span>` : ''}
        </header>
        ${nav}
        <main class="main">
          ${options.flash ? html`<p class="flash" role="status">${options.flash}</p>` : ''}
          ${options.error ? html`<p class="error" role="alert">${options.error}</p>` : ''}
          ${options.body}
        </main>
      </body>
    </html> `.value;
}

export function signInPage(options: { error?: string; email?: string; next?: string }): string {
  return page({
    title: 'Sign in',
    error: options.error,
    body: html`<div class="narrow">
      <h1>Sign in</h1>
      <form method="post" action="${ADMIN_BASE}/sign-in" class="card stack">
        <input type="hidden" name="next" value="${options.next ?? ''}" />
        <label
          >Email<input
            type="email"
            name="email"
            autocomplete="username"
            required
            value="${options.email ?? ''}"
        /></label>
        <label
          >Password<input type="password" name="password" autocomplete="current-password" required
        /></label>
        <button type="submit" class="primary">Sign in</button>
      </form>
      <p class="muted">
        Accounts are made by the owner on the server: <code>npm run leads -- user add</code>.
      </p>
    </div>`,
  });
}

// ---- Small pieces ----

/** "12 min ago": the script keeps it current from data-time. */
export function age(iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return `${days} d ago`;
}

/** `now`: the service clock's time the page is rendered at (server/clock.ts). */
function time(iso: string | undefined, now: number): SafeHtml {
  if (!iso) return html``;
  return html`<time datetime="${iso}" data-time="${iso}" title="${iso}">${age(iso, now)}</time>`;
}

function fullTime(iso: string | undefined): SafeHtml {
  if (!iso) return html`–`;
  // UTC, said so: the owner's phone shows the local time in the tooltip via the script.
  return html`<time datetime="${iso}" data-local="${iso}"
    >${iso.replace('T', ' ').slice(0, 16)} UTC</time
  >`;
}

const SERVICE_NAMES: Record<string, string> = {
  'windshield-replacement': 'Windshield replacement',
  'windshield-repairs': 'Windshield repair',
  'door-glass-replacement': 'Door glass',
  'back-glass-replacement': 'Back glass',
  'adas-windshield-calibration': 'ADAS calibration',
  'mobile-service': 'Mobile service',
  'fleet-services': 'Fleet',
};
function serviceName(slug: string): string {
  return SERVICE_NAMES[slug] ?? slug;
}

function statusBadge(status: LeadStatus): SafeHtml {
  return html`<span class="badge status-${status}">${status}</span>`;
}

function pagePath(url: string | undefined): string {
  return url ? landingPath(url) : '';
}

function displayPhone(phone: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : phone;
}

// ---- The list ----

/** "Hayward 94544", or the ZIP alone when it is not a California ZIP code. */
function cityAndZip(zip: string): string {
  const place = zipPlace(zip);
  return place ? `${place.city} ${zip}` : `ZIP ${zip}`;
}

/** A lead the vans may not reach is marked, so it is called back with that in mind. */
function areaBadge(zip: string): SafeHtml | '' {
  const place = zipPlace(zip);
  if (place?.inServiceArea) return '';
  return html`<span class="badge outside-badge"
    >${place ? 'Outside service area' : 'Unknown ZIP'}</span
  >`;
}

/** The detail view's line: city, county, distance and whether the vans go there. */
function zipDetails(zip: string): string {
  const place = zipPlace(zip);
  if (!place) return `${zip} (not a California ZIP code)`;
  const area = place.inServiceArea ? 'inside the service area' : 'outside the service area';
  return `${zip} · ${place.city}, ${place.county} County · ${place.distanceKm} km from the base, ${area}`;
}

/**
 * The VIN with what it says offline: its model year, or that its check digit is wrong (a
 * lead stored before the forms checked it, docs/decisions.md#vin-check).
 */
export function vinDetails(vin: string | undefined, currentYear: number): string | undefined {
  if (!vin) return undefined;
  if (!hasValidVinCheckDigit(vin)) return `${vin} · check digit does not match: probably mistyped`;
  const year = vinModelYear(vin, currentYear);
  return year ? `${vin} · model year ${year}` : vin;
}

export function leadRow(lead: InboxLead, now: number): SafeHtml {
  const source = [lead.utmSource, lead.utmCampaign].filter(Boolean).join(' / ');
  return html`<li class="lead-row${lead.urgent ? ' urgent' : ''}" data-created="${lead.createdAt}">
    <a class="lead-link" href="${ADMIN_BASE}/leads/${encodeURIComponent(lead.id)}">
      <span class="row-top">
        <strong class="name">${lead.firstName} ${lead.lastName}</strong>
        ${lead.urgent ? html`<span class="badge urgent-badge">Urgent</span>` : ''}
        ${statusBadge(lead.status)} ${areaBadge(lead.zipCode)}
        <span class="age">${time(lead.createdAt, now)}</span>
      </span>
      <span class="row-meta"
        >${serviceName(lead.service)} · ${cityAndZip(lead.zipCode)} ·
        <span class="nowrap">${displayPhone(lead.phone)}</span></span
      >
      <span class="row-source"
        >${pagePath(lead.pageUrl) || 'unknown page'}${source ? html` · ${source}` : ''}${lead.heroVariant ? html` · hero ${lead.heroVariant}` : ''}${lead.spamReason ? html` · <span class="spam-reason">flagged: ${lead.spamReason}</span>` : ''}</span
      >
    </a>
  </li>`;
}

export interface ListPageData {
  user: AdminUser;
  csrfToken: string;
  filter: LeadListFilter;
  leads: InboxLead[];
  total: number;
  page: number;
  pageCount: number;
  sources: string[];
  query: Record<string, string>;
  flash?: string;
  /** The service clock's time (server/clock.ts), for the leads' ages. */
  now: number;
}

function option(value: string, label: string, selected: string | undefined): SafeHtml {
  return html`<option
    value="${value}"
    ${value === (selected ?? '') ? new SafeHtml(' selected') : ''}
  >
    ${label}
  </option>`;
}

function withQuery(query: Record<string, string>, changes: Record<string, string | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, ...changes })) {
    if (value) params.set(key, value);
  }
  const text = params.toString();
  return `${ADMIN_BASE}${text ? `?${text}` : ''}`;
}

export function listPage(data: ListPageData): string {
  const { filter, query } = data;
  const newestFirst = data.leads[0]?.createdAt ?? '';
  // Live updates only where a new lead belongs at the top: the first page of the inbox.
  const live = data.page === 1 && filter.tab === 'inbox';
  const filtered = Object.keys(query).some((key) => key !== 'tab' && key !== 'page');
  return page({
    title: filter.tab === 'spam' ? 'Flagged' : 'Leads',
    user: data.user,
    csrfToken: data.csrfToken,
    active: 'inbox',
    flash: data.flash,
    body: html`<div class="tabs" role="tablist">
        <a
          role="tab"
          href="${ADMIN_BASE}"
          aria-selected="${filter.tab === 'inbox' ? 'true' : 'false'}"
          >Inbox</a
        >
        <a
          role="tab"
          href="${ADMIN_BASE}?tab=spam"
          aria-selected="${filter.tab === 'spam' ? 'true' : 'false'}"
          >Flagged as spam</a
        >
      </div>
      <details class="filters card" ${filtered ? new SafeHtml(' open') : ''}>
        <summary>Search and filter</summary>
        <form method="get" action="${ADMIN_BASE}" class="filter-form">
          ${filter.tab === 'spam' ? html`<input type="hidden" name="tab" value="spam" />` : ''}
          <label class="wide"
            >Search<input
              type="search"
              name="q"
              value="${filter.search ?? ''}"
              placeholder="Name, phone, email or VIN"
          /></label>
          <label
            >Status<select name="status">
              ${option('', 'Any', filter.status)}${LEAD_STATUSES.map((status) => option(status, status, filter.status))}
            </select></label
          >
          <label
            >Service<select name="service">
              ${option('', 'Any', filter.service)}${SERVICE_SLUGS.map((slug) => option(slug, serviceName(slug), filter.service))}
            </select></label
          >
          <label
            >Source<select name="source">
              ${option('', 'Any', filter.source)}${data.sources.map((source) => option(source, source, filter.source))}${option('(none)', 'No UTM source', filter.source)}
            </select></label
          >
          <label>From<input type="date" name="from" value="${query.from ?? ''}" /></label>
          <label>To<input type="date" name="to" value="${query.to ?? ''}" /></label>
          <div class="actions">
            <button type="submit" class="primary">Apply</button
            ><a
              class="button"
              href="${filter.tab === 'spam' ? `${ADMIN_BASE}?tab=spam` : ADMIN_BASE}"
              >Clear</a
            >
          </div>
        </form>
      </details>
      <p class="count" id="lead-count">
        ${data.total} ${data.total === 1 ? 'lead' : 'leads'}${filtered ? ' match' : ''}
      </p>
      <p class="new-leads" id="new-leads" hidden role="status"></p>
      <ul
        class="lead-list"
        id="lead-list"
        ${live ? new SafeHtml(` data-poll="${ADMIN_BASE}/api/new-leads" data-poll-interval="${POLL_INTERVAL_MS}"`) : ''}
        data-newest="${newestFirst}"
      >
        ${data.leads.map((lead) => leadRow(lead, data.now))}
      </ul>
      ${data.leads.length === 0 ? html`<p class="empty" id="empty-list">No leads here${filtered ? ' for this search' : ' yet'}.</p>` : ''}
      ${
        data.pageCount > 1
          ? html`<nav class="pager" aria-label="Pages">
              ${data.page > 1 ? html`<a class="button" href="${withQuery(query, { page: String(data.page - 1) })}" rel="prev">Newer</a>` : html`<span></span>`}
              <span>Page ${data.page} of ${data.pageCount}</span>
              ${data.page < data.pageCount ? html`<a class="button" href="${withQuery(query, { page: String(data.page + 1) })}" rel="next">Older</a>` : html`<span></span>`}
            </nav>`
          : ''
      }`,
  });
}

// ---- One lead ----

export interface LeadPageData {
  user: AdminUser;
  csrfToken: string;
  lead: InboxLead;
  notes: LeadNote[];
  notifications: OutboxMessage[];
  /** Every delivery attempt, oldest first (notification_attempts). */
  attempts: NotificationAttempt[];
  history: AuditEntry[];
  /** The damage photos the quote flow attached. */
  photos: StoredPhoto[];
  /** The same quote's unfinished or finished copy, when both arrived. */
  otherCopy?: OtherCopy;
  flash?: string;
  error?: string;
  /** The service clock's time (server/clock.ts), for the lead's age and model year. */
  now: number;
}

const ATTEMPT_OUTCOMES: Record<NotificationAttempt['outcome'], string> = {
  sent: 'delivered',
  retry: 'failed, retried later',
  failed: 'failed for good',
};

/** One line per delivery attempt: when, what came of it, and the error. */
function attemptList(attempts: NotificationAttempt[]): SafeHtml | string {
  if (attempts.length === 0) return '';
  return html`<details class="attempts">
    <summary>Attempts (${attempts.length})</summary>
    <ol>
      ${attempts.map(
        (attempt) =>
          html`<li class="attempt outcome-${attempt.outcome}">
            ${fullTime(attempt.at)} ·
            ${ATTEMPT_OUTCOMES[attempt.outcome]}${attempt.error ? html`<br /><span class="error-text">${attempt.error}</span>` : ''}
          </li>`,
      )}
    </ol>
  </details>`;
}

function field(label: string, value: SafeHtml | string | undefined): SafeHtml {
  return html`<div class="field">
    <dt>${label}</dt>
    <dd>${value === undefined || value === '' ? html`<span class="muted">–</span>` : value}</dd>
  </div>`;
}

/** The quote flow's answers and photos; nothing for a lead from a plain form. */
function quoteCard(lead: InboxLead, photos: StoredPhoto[], otherCopy?: OtherCopy) {
  const lines = quoteSummaryLines(lead);
  if (lines.length === 0) return '';
  const copyUrl = otherCopy && `${ADMIN_BASE}/leads/${encodeURIComponent(otherCopy.id)}`;
  const photoUrl = (photo: StoredPhoto) =>
    `${ADMIN_BASE}/leads/${encodeURIComponent(lead.id)}/photos/${encodeURIComponent(photo.id)}`;
  return html`<section class="card">
    <h2>Quote request</h2>
    <dl class="fields">${lines.map(([label, value]) => field(label, value))}</dl>
    ${
      otherCopy
        ? html`<p>
            ${
              otherCopy.finished
                ? html`The visitor came back and finished this request:
                    <a href="${copyUrl}">open the finished request</a>.`
                : html`An unfinished copy of this request arrived first:
                    <a href="${copyUrl}">open it</a>.`
            }
          </p>`
        : ''
    }
    ${
      photos.length > 0
        ? html`<ul class="photos">
            ${photos.map(
              (photo, index) =>
                html`<li>
                  <a href="${photoUrl(photo)}" target="_blank" rel="noopener"
                    ><img
                      src="${photoUrl(photo)}"
                      alt="Damage photo ${index + 1} of ${photos.length}"
                      width="${photo.width}"
                      height="${photo.height}"
                      loading="lazy"
                  /></a>
                </li>`,
            )}
          </ul>`
        : ''
    }
  </section>`;
}

export function leadPage(data: LeadPageData): string {
  const { lead, csrfToken } = data;
  const pageUrl = safeHttpUrl(lead.pageUrl);
  const smsBody = `Hi ${lead.firstName}, this is ${businessProfile.name} about your quote request.`;
  return page({
    title: `${lead.firstName} ${lead.lastName}`,
    user: data.user,
    csrfToken,
    active: 'inbox',
    flash: data.flash,
    error: data.error,
    body: html`<p class="back"><a href="${ADMIN_BASE}">← All leads</a></p>
      <h1>
        ${lead.firstName} ${lead.lastName}
        ${lead.urgent ? html`<span class="badge urgent-badge">Urgent</span>` : ''}
      </h1>
      <p class="muted">
        ${serviceName(lead.service)} · received ${time(lead.createdAt, data.now)} ·
        ${statusBadge(lead.status)}
      </p>
      ${lead.spamReason ? html`<p class="error">Flagged as automated: ${lead.spamReason}. No notification was sent for it.</p>` : ''}
      <div class="contact-actions">
        <a class="button primary" href="${telHref(lead.phone)}">Call ${displayPhone(lead.phone)}</a>
        <a class="button" href="${smsHref(lead.phone, smsBody)}">Text</a>
        <a
          class="button"
          href="${mailtoHref(lead.email, {
            subject: `Your ${serviceName(lead.service).toLowerCase()} quote`,
          })}"
          >Email</a
        >
      </div>
      <section class="card">
        <h2>Status</h2>
        <form
          method="post"
          action="${ADMIN_BASE}/leads/${encodeURIComponent(lead.id)}/status"
          class="inline-form"
        >
          <input type="hidden" name="_csrf" value="${csrfToken}" />
          <label class="visually-hidden" for="status">Status</label>
          <select id="status" name="status">
            ${LEAD_STATUSES.map((status) => option(status, status, lead.status))}
          </select>
          <button type="submit" class="primary">Save status</button>
        </form>
        ${lead.statusChangedAt ? html`<p class="muted">Changed ${fullTime(lead.statusChangedAt)}</p>` : ''}
      </section>
      <section class="card">
        <h2>Notes</h2>
        <form
          method="post"
          action="${ADMIN_BASE}/leads/${encodeURIComponent(lead.id)}/notes"
          class="stack"
        >
          <input type="hidden" name="_csrf" value="${csrfToken}" />
          <label
            >New note<textarea name="note" rows="3" maxlength="4000" required></textarea>
          </label>
          <button type="submit" class="primary">Add note</button>
        </form>
        <ul class="notes">
          ${data.notes.map(
            (note) =>
              html`<li class="note">
                <p class="pre">${note.body}</p>
                <p class="muted">${note.authorEmail} · ${fullTime(note.createdAt)}</p>
              </li>`,
          )}
        </ul>
        ${data.notes.length === 0 ? html`<p class="muted">No notes yet.</p>` : ''}
      </section>
      ${quoteCard(lead, data.photos, data.otherCopy)}
      <section class="card">
        <h2>As submitted</h2>
        <dl class="fields">
          ${field('Name', `${lead.firstName} ${lead.lastName}`)}
          ${field('Phone', html`<a href="${telHref(lead.phone)}">${displayPhone(lead.phone)}</a>`)}
          ${field('Email', html`<a href="${mailtoHref(lead.email)}">${lead.email}</a>`)}
          ${field('ZIP', zipDetails(lead.zipCode))} ${field('Service', serviceName(lead.service))}
          ${field('Urgent (within 24 h)', lead.urgent ? 'yes' : 'no')}
          ${field('VIN', vinDetails(lead.vinNumber, new Date(data.now).getFullYear()))}
          ${field('Message', lead.message ? html`<span class="pre">${lead.message}</span>` : undefined)}
          ${field('Received', fullTime(lead.createdAt))} ${field('Lead id', lead.id)}
        </dl>
      </section>
      <section class="card">
        <h2>Consent</h2>
        <dl class="fields">
          ${field('Privacy policy accepted', html`yes, ${fullTime(lead.consentAt)}`)}
          ${field('Marketing', lead.consentMarketing ? 'agreed' : 'not agreed')}
          ${field('Wording shown', lead.consentText)}
          ${field('Page', pageUrl ? html`<a href="${pageUrl}" rel="noreferrer noopener" target="_blank">${lead.pageUrl}</a>` : lead.pageUrl)}
          ${field('Address', lead.clientIp)} ${field('Browser', lead.userAgent)}
        </dl>
      </section>
      <section class="card">
        <h2>Where it came from</h2>
        <dl class="fields">
          ${field('Landing page', pagePath(lead.pageUrl))} ${field('UTM source', lead.utmSource)}
          ${field('UTM medium', lead.utmMedium)} ${field('UTM campaign', lead.utmCampaign)}
          ${field('UTM content', lead.utmContent)} ${field('Hero variant', lead.heroVariant)}
        </dl>
      </section>
      <section class="card">
        <h2>Notifications</h2>
        ${data.notifications.length === 0 ? html`<p class="muted">${lead.spamReason ? 'None: flagged leads are never notified.' : 'None: no notification channel was configured when it arrived.'}</p>` : ''}
        <ul class="notifications">
          ${data.notifications.map(
            (message) =>
              html`<li class="notification status-${message.status}">
                <p>
                  <strong>${message.channel}</strong> <span class="badge">${message.status}</span> ·
                  ${message.attempts}
                  ${message.attempts === 1 ? 'attempt' : 'attempts'}${message.sentAt ? html` · delivered ${fullTime(message.sentAt)}` : ''}${message.status === 'pending' ? html` · next try ${fullTime(message.nextAttemptAt)}` : ''}
                </p>
                ${message.lastError ? html`<p class="error-text">Last error: ${message.lastError}</p>` : ''}
                ${attemptList(data.attempts.filter((attempt) => attempt.outboxId === message.id))}
                ${
                  message.status === 'failed'
                    ? html`<form
                        method="post"
                        action="${ADMIN_BASE}/leads/${encodeURIComponent(lead.id)}/resend"
                      >
                        <input type="hidden" name="_csrf" value="${csrfToken}" />
                        <input type="hidden" name="message" value="${message.id}" />
                        <button type="submit" class="primary">Resend ${message.channel}</button>
                      </form>`
                    : ''
                }
              </li>`,
          )}
        </ul>
      </section>
      <section class="card">
        <h2>History</h2>
        <ul class="history">
          ${data.history.map(
            (entry) =>
              html`<li>
                ${fullTime(entry.at)} · ${entry.userEmail ?? 'system'} ·
                ${entry.action}${entry.detail ? html` (${entry.detail})` : ''}
              </li>`,
          )}
        </ul>
        ${data.history.length === 0 ? html`<p class="muted">No changes yet.</p>` : ''}
      </section>`,
  });
}

// ---- Report ----

function shareText(group: ReportGroup): string {
  return group.leads === 0 ? '–' : `${Math.round((100 * group.booked) / group.leads)}%`;
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
        <strong>${report.total.booked}</strong> reached booked (${shareText(report.total)}). Spam is
        left out (flagged leads too, until someone works them); "booked" counts leads now booked or
        completed.
      </p>
      <section class="card">
        <h2>Hero experiment</h2>
        <p class="notice">
          <strong>Impressions are not counted here.</strong> The home page reports which hero a
          visitor saw only to the analytics tag (and only after the visitor accepts analytics
          cookies); the server never receives it. Look up impressions per variant in your analytics
          tool. This page counts leads and bookings per variant, from the variant stored with each
          lead.
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
      ${groupTable('Per day', 'Day (UTC)', report.perDay)}
      ${groupTable('Per landing page', 'Page', report.perPage)}
      ${groupTable('Per UTM source', 'Source', report.perSource)}
      ${groupTable('Per UTM campaign', 'Campaign', report.perCampaign)}`,
  });
}

// ---- Users (owners) ----

export function usersPage(data: {
  user: AdminUser;
  csrfToken: string;
  users: AdminUser[];
  flash?: string;
  error?: string;
}): string {
  return page({
    title: 'Users',
    user: data.user,
    csrfToken: data.csrfToken,
    active: 'users',
    flash: data.flash,
    error: data.error,
    body: html`<h1>Users</h1>
      <p class="muted">
        Add accounts and reset passwords on the server:
        <code>npm run leads -- user add EMAIL --role staff</code> (the password is read from
        standard input).
      </p>
      <ul class="users">
        ${data.users.map(
          (account) =>
            html`<li class="card user-row">
              <span
                ><strong>${account.email}</strong> ·
                ${account.role}${account.disabledAt ? ' · disabled' : ''}</span
              >
              ${
                !account.disabledAt && account.id !== data.user.id
                  ? html`<form method="post" action="${ADMIN_BASE}/users/disable">
                      <input type="hidden" name="_csrf" value="${data.csrfToken}" /><input
                        type="hidden"
                        name="email"
                        value="${account.email}"
                      /><button type="submit">Disable</button>
                    </form>`
                  : ''
              }
            </li>`,
        )}
      </ul>`,
  });
}

// ---- Privacy (owners) ----

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

export function messagePage(options: {
  title: string;
  message: string;
  user?: AdminUser;
  csrfToken?: string;
}): string {
  return page({
    title: options.title,
    user: options.user,
    csrfToken: options.csrfToken,
    body: html`<h1>${options.title}</h1>
      <p>${options.message}</p>
      <p><a href="${ADMIN_BASE}">Back to the inbox</a></p>`,
  });
}

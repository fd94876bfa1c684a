/**
 * The inbox list: filters, one row per lead, paging and live updates.
 * See docs/decisions/owner-inbox.md.
 */
import { SERVICE_SLUGS } from '@/domain/service-slugs';
import { ADMIN_BASE, LEAD_STATUSES, POLL_INTERVAL_MS } from '../admin-config';
import type { AdminUser, InboxLead, LeadListFilter } from '../admin.repository';
import { html, SafeHtml } from '../../http/html';
import {
  time,
  serviceName,
  statusBadge,
  pagePath,
  displayPhone,
  cityAndZip,
  areaBadge,
  languageBadge,
  option,
  withQuery,
} from './format';
import { page } from './layout';

export function leadRow(lead: InboxLead, now: number): SafeHtml {
  const source = [lead.utmSource, lead.utmCampaign].filter(Boolean).join(' / ');
  return html`<li class="lead-row${lead.urgent ? ' urgent' : ''}" data-created="${lead.createdAt}">
    <a class="lead-link" href="${ADMIN_BASE}/leads/${encodeURIComponent(lead.id)}">
      <span class="row-top">
        <strong class="name">${lead.firstName} ${lead.lastName}</strong>
        ${lead.urgent ? html`<span class="badge urgent-badge">Urgent</span>` : ''}
        ${languageBadge(lead.language)}
        ${lead.repeat ? html`<span class="badge repeat-badge">Repeat</span>` : ''}
        ${lead.incomplete ? html`<span class="badge unfinished-badge">Unfinished</span>` : ''}
        ${statusBadge(lead.status)} ${areaBadge(lead.zipCode)}
        ${lead.status === 'new' && lead.overdueSince ? html`<span class="badge overdue-badge">Overdue</span>` : ''}
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

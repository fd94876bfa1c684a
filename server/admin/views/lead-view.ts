/**
 * One lead: details, quote answers and photos, status, notes, notifications and history.
 * See docs/decisions/owner-inbox.md.
 */
import { businessProfile } from '@/content/business-profile';
import type { NotificationAttempt, OutboxMessage } from '../../outbox/outbox.repository';
import { ADMIN_BASE, LEAD_STATUSES } from '../admin-config';
import type { AdminUser, AuditEntry, InboxLead, LeadNote } from '../admin.repository';
import { html, safeHttpUrl, SafeHtml } from '../../http/html';
import { quoteSummaryLines } from '../../quotes/quote-summary';
import type { StoredPhoto } from '../../quotes/quote.repository';
import { mailtoHref, smsHref, telHref } from '@/domain/contact-links';
import type { OtherCopy } from '../../quotes/quote-copies';
import type { RepeatLead } from '../lead-relations';
import {
  CHANNEL_LABELS,
  damagePhotoList,
  time,
  fullTime,
  serviceName,
  statusBadge,
  pagePath,
  displayPhone,
  zipDetails,
  vinDetails,
  option,
  languageBadge,
} from './format';
import { LANGUAGE_NAMES } from '../../leads/lead';
import { LOCALE_TAGS } from '@/i18n/locales';
import { auditSentence } from './audit-sentence';
import { jobValueCard } from './job-value-view';
import { page } from './layout';
import { bookingCard, type BookingCardData } from './booking-view';

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
  /** The booking card: confirm a window, reschedule, cancel, assign a technician. */
  booking?: BookingCardData;
  /** Other leads the same person sent within 30 days (lead-relations.ts). */
  repeats?: RepeatLead[];
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
    ${damagePhotoList(lead.id, photos)}
  </section>`;
}

/** The page's language, and what follows from it for the customer's messages. */
function languageFact(lead: InboxLead): string {
  const name = LANGUAGE_NAMES[lead.language];
  return lead.language === 'en'
    ? name
    : `${name}: sent from a ${name} page; e-mails and texts to the customer are written in ${name}`;
}

/**
 * Consent wording exactly as the visitor saw it, whole and escaped, in the visitor's
 * language: proof of consent is the words shown, never a translation of them.
 */
function wordingShown(lead: InboxLead, wording: string | undefined): SafeHtml | string | undefined {
  if (wording === undefined || lead.language === 'en') return wording;
  return html`<span class="pre" lang="${LOCALE_TAGS[lead.language]}">${wording}</span>
    <span class="muted wording-note">(shown in ${LANGUAGE_NAMES[lead.language]})</span>`;
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
        ${languageBadge(lead.language)}
      </h1>
      <p class="muted">
        ${serviceName(lead.service)} · received ${time(lead.createdAt, data.now)} ·
        ${statusBadge(lead.status)}
      </p>
      ${lead.incomplete ? html`<p class="notice">Unfinished: the visitor left the quote flow before sending it.</p>` : ''}
      ${(data.repeats ?? []).map(
        (repeat) =>
          html`<p class="notice repeat-link">
            Also sent on ${fullTime(repeat.createdAt)}:
            <a href="${ADMIN_BASE}/leads/${encodeURIComponent(repeat.id)}">open</a>
          </p>`,
      )}
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
      ${data.booking ? bookingCard(data.booking) : ''}
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
      ${jobValueCard(lead, csrfToken)} ${quoteCard(lead, data.photos, data.otherCopy)}
      <section class="card">
        <h2>As submitted</h2>
        <dl class="fields">
          ${field('Name', `${lead.firstName} ${lead.lastName}`)}
          ${field('Phone', html`<a href="${telHref(lead.phone)}">${displayPhone(lead.phone)}</a>`)}
          ${field('Email', html`<a href="${mailtoHref(lead.email)}">${lead.email}</a>`)}
          ${field('ZIP', zipDetails(lead.zipCode))} ${field('Service', serviceName(lead.service))}
          ${field('Urgent (within 24 h)', lead.urgent ? 'yes' : 'no')}
          ${field('Language', languageFact(lead))}
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
          ${field('Wording shown', wordingShown(lead, lead.consentText))}
          ${field('Text messages', lead.consentTexts ? 'agreed' : 'not agreed')}
          ${field('Text wording shown', wordingShown(lead, lead.consentTextsWording))}
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
                  <strong>${CHANNEL_LABELS[message.channel]}</strong>
                  <span class="badge">${message.status}</span> · ${message.attempts}
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
            (entry) => html`<li>${fullTime(entry.at)} · ${auditSentence(entry)}</li>`,
          )}
        </ul>
        ${data.history.length === 0 ? html`<p class="muted">No changes yet.</p>` : ''}
      </section>`,
  });
}

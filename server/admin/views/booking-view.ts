/**
 * The lead page's booking card, the schedule (a day and a week of booked jobs by window,
 * with the places left) and a technician's "My jobs today". See docs/decisions/bookings.md.
 */
import { type AppointmentWindow, SAME_DAY_LABEL_PREFIX } from '@/domain/appointment-windows';
import { telHref } from '@/domain/contact-links';
import type { Booking, ScheduledJob } from '../../bookings/booking.repository';
import type { StoredPhoto } from '../../quotes/quote.repository';
import { quoteSummaryLines } from '../../quotes/quote-summary';
import { windowDescription } from '../../business-time';
import type { Lead } from '../../leads/lead';
import { ADMIN_BASE } from '../admin-config';
import type { AdminUser } from '../admin.repository';
import { html, SafeHtml } from '../../http/html';
import { damagePhotoList, displayPhone, fullTime } from './format';
import { page } from './layout';

/** A window with its booked jobs counted, for the booking form and the schedule. */
export interface WindowPlaces {
  window: AppointmentWindow;
  booked: number;
  capacity: number;
}

export interface BookingCardData {
  lead: Lead;
  csrfToken: string;
  /** The lead's booking, cancelled or not. */
  booking?: Booking;
  /** The booked job's technician's email. */
  technicianEmail?: string;
  /** The windows that can be picked: the offered ones, and the booked one. */
  windows: WindowPlaces[];
  /** Active accounts a job can be given to. */
  technicians: AdminUser[];
  /** What was typed, when the form comes back refused. */
  form?: { windowId?: string; address?: string; technicianId?: string };
}

const leadUrl = (leadId: string) => `${ADMIN_BASE}/leads/${encodeURIComponent(leadId)}`;

/**
 * A window in the booking select: without the quote flow's "Today, " lead-in, the label and
 * its places fit a 390 px phone ("Tue, Dec 1, 12 PM – 6 PM · 2 left", "… · this job" for the
 * booked one); with it, the closed select cut them off. The date still says which day.
 */
function optionLabel(window: AppointmentWindow): string {
  return window.label.startsWith(SAME_DAY_LABEL_PREFIX)
    ? window.label.slice(SAME_DAY_LABEL_PREFIX.length)
    : window.label;
}

function placesLeft({ booked, capacity }: WindowPlaces): string {
  const left = Math.max(0, capacity - booked);
  // Short: a select cannot wrap, and the option must fit a 390 px phone.
  return left === 0 ? 'full' : `${left} left`;
}

/** Google Maps' search link for an address (opens the app on a phone). */
function mapsHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

export function bookingCard(data: BookingCardData): SafeHtml {
  const { lead, booking } = data;
  const active = booking && !booking.cancelledAt ? booking : undefined;
  const requested = lead.quote?.appointmentWindow;
  const selected = data.form?.windowId ?? active?.windowId ?? requested;
  const address = data.form?.address ?? active?.address ?? '';
  const technicianId = data.form?.technicianId ?? active?.technicianId ?? '';
  const windowOption = (places: WindowPlaces) => {
    const id = places.window.id;
    const mine = id === active?.windowId;
    const full = !mine && places.booked >= places.capacity;
    return html`<option
      value="${id}"
      ${id === selected ? new SafeHtml(' selected') : ''}
      ${full ? new SafeHtml(' disabled') : ''}
    >
      ${optionLabel(places.window)} · ${mine ? 'this job' : placesLeft(places)}
    </option>`;
  };
  return html`<section class="card booking-card" id="booking">
    <h2>Booking</h2>
    ${
      active
        ? html`<p class="booked-line">
            <strong>Booked: ${windowLabelOf(data.windows, active.windowId)}</strong><br />
            ${active.address}<br />
            <span class="muted"
              >Technician: ${data.technicianEmail ?? 'nobody yet'} · booked by ${active.bookedBy}
              ${fullTime(active.bookedAt)}</span
            >
          </p>`
        : html`<p class="muted">
            ${
              requested
                ? html`Requested: <strong>${windowLabelOf(data.windows, requested)}</strong>.
                    Confirm it with the customer on the phone, or pick another window.`
                : 'No window requested. Agree one with the customer on the phone.'
            }
            ${booking?.cancelledAt ? html`<br />A booking was cancelled ${fullTime(booking.cancelledAt)}.` : ''}
          </p>`
    }
    <form method="post" action="${leadUrl(lead.id)}/booking" class="stack">
      <input type="hidden" name="_csrf" value="${data.csrfToken}" />
      <label
        >Window
        <select name="window" required>
          ${data.windows.map(windowOption)}
        </select>
      </label>
      <label
        >Service address (confirmed on the phone)
        <input
          type="text"
          name="address"
          value="${address}"
          maxlength="300"
          autocomplete="off"
          required
          placeholder="Street, city, ZIP ${lead.zipCode}"
        />
      </label>
      <label
        >Technician
        <select name="technician">
          <option value="">Nobody yet</option>
          ${data.technicians.map(
            (user) =>
              html`<option
                value="${user.id}"
                ${user.id === technicianId ? new SafeHtml(' selected') : ''}
              >
                ${user.email}
              </option>`,
          )}
        </select>
      </label>
      <button type="submit" class="primary">${active ? 'Save booking' : 'Confirm and book'}</button>
    </form>
    ${
      active
        ? html`<form
            method="post"
            action="${leadUrl(lead.id)}/booking/cancel"
            class="cancel-booking"
          >
            <input type="hidden" name="_csrf" value="${data.csrfToken}" />
            <button type="submit" class="danger">Cancel booking</button>
          </form>`
        : ''
    }
  </section>`;
}

function windowLabelOf(windows: WindowPlaces[], windowId: string): string {
  return (
    windows.find((places) => places.window.id === windowId)?.window.label ??
    windowDescription(windowId)
  );
}

// ---- The schedule ----

export interface ScheduleDay {
  date: string;
  /** 'Fri, Nov 27' */
  label: string;
  windows: WindowPlaces[];
  jobs: ScheduledJob[];
}

function jobItem(job: ScheduledJob): SafeHtml {
  return html`<li class="job">
    <a href="${leadUrl(job.leadId)}"><strong>${job.customerName}</strong></a>
    <span class="job-address">${job.booking.address}</span>
    <span class="muted">${job.technicianEmail ?? 'No technician yet'}</span>
  </li>`;
}

function dayWindows(day: ScheduleDay, compact: boolean): SafeHtml {
  if (day.windows.length === 0 && day.jobs.length === 0) {
    return html`<p class="muted">Closed.</p>`;
  }
  const known = new Set(day.windows.map((places) => places.window.id));
  const others = day.jobs.filter((job) => !known.has(job.booking.windowId));
  return html`${day.windows.map((places) => {
    const jobs = day.jobs.filter((job) => job.booking.windowId === places.window.id);
    const left = Math.max(0, places.capacity - places.booked);
    return html`<div class="schedule-window${left === 0 ? ' full' : ''}">
      <h3>
        ${places.window.label.replace(/^[^,]+, [^,]+, /, '')}
        <span class="badge">${places.booked} booked · ${left === 0 ? 'full' : `${left} left`}</span>
      </h3>
      ${
        jobs.length > 0
          ? html`<ul class="jobs">
              ${jobs.map(jobItem)}
            </ul>`
          : compact
            ? ''
            : html`<p class="muted">No jobs booked.</p>`
      }
    </div>`;
  })}
  ${
    others.length > 0
      ? html`<div class="schedule-window">
          <h3>Outside today's windows</h3>
          <ul class="jobs">
            ${others.map(jobItem)}
          </ul>
        </div>`
      : ''
  }`;
}

function scheduleNav(links: { previous: string; today: string; next: string; other: SafeHtml }) {
  return html`<p class="schedule-nav">
    <a class="button" href="${links.previous}" rel="prev">← Previous</a>
    <a class="button" href="${links.today}">Today</a>
    <a class="button" href="${links.next}" rel="next">Next →</a>
    ${links.other}
  </p>`;
}

export function scheduleDayPage(data: {
  user: AdminUser;
  csrfToken: string;
  day: ScheduleDay;
  previousDate: string;
  nextDate: string;
  today: string;
}): string {
  const { day } = data;
  return page({
    title: `Schedule ${day.label}`,
    user: data.user,
    csrfToken: data.csrfToken,
    active: 'schedule',
    body: html`<h1>Schedule: ${day.label}${day.date === data.today ? ' (today)' : ''}</h1>
      ${scheduleNav({
        previous: `${ADMIN_BASE}/schedule?day=${data.previousDate}`,
        today: `${ADMIN_BASE}/schedule`,
        next: `${ADMIN_BASE}/schedule?day=${data.nextDate}`,
        other: html`<a class="button" href="${ADMIN_BASE}/schedule/week?day=${day.date}">Week</a>`,
      })}
      <section class="card schedule-day">${dayWindows(day, false)}</section>`,
  });
}

export function scheduleWeekPage(data: {
  user: AdminUser;
  csrfToken: string;
  days: ScheduleDay[];
  previousDate: string;
  nextDate: string;
  today: string;
}): string {
  const first = data.days[0]!;
  const last = data.days.at(-1)!;
  return page({
    title: `Week of ${first.label}`,
    user: data.user,
    csrfToken: data.csrfToken,
    active: 'schedule',
    body: html`<h1>Week: ${first.label} – ${last.label}</h1>
      ${scheduleNav({
        previous: `${ADMIN_BASE}/schedule/week?day=${data.previousDate}`,
        today: `${ADMIN_BASE}/schedule/week`,
        next: `${ADMIN_BASE}/schedule/week?day=${data.nextDate}`,
        other: html`<a class="button" href="${ADMIN_BASE}/schedule?day=${first.date}">Day</a>`,
      })}
      <div class="schedule-week">
        ${data.days.map(
          (day) =>
            html`<section class="card schedule-day${day.date === data.today ? ' today' : ''}">
              <h2>
                <a href="${ADMIN_BASE}/schedule?day=${day.date}">${day.label}</a>
                ${day.date === data.today ? html`<span class="badge">today</span>` : ''}
              </h2>
              ${dayWindows(day, true)}
            </section>`,
        )}
      </div>`,
  });
}

// ---- My jobs today ----

export interface TechnicianJob {
  job: ScheduledJob;
  lead: Lead;
  windowLabel: string;
  photos: StoredPhoto[];
}

export function myJobsPage(data: {
  user: AdminUser;
  csrfToken: string;
  dayLabel: string;
  jobs: TechnicianJob[];
}): string {
  const line = (lead: Lead, label: string) =>
    quoteSummaryLines(lead).find(([name]) => name === label)?.[1];
  return page({
    title: 'My jobs today',
    user: data.user,
    csrfToken: data.csrfToken,
    active: 'my-jobs',
    body: html`<h1>My jobs today</h1>
      <p class="muted">${data.dayLabel} · ${data.user.email}</p>
      ${data.jobs.length === 0 ? html`<p class="card">No jobs assigned to you today.</p>` : ''}
      ${data.jobs.map(
        ({ job, lead, windowLabel, photos }) =>
          html`<section class="card my-job">
            <h2><a href="${leadUrl(lead.id)}">${lead.firstName} ${lead.lastName}</a></h2>
            <p><strong>${windowLabel}</strong></p>
            <p>
              <a href="${mapsHref(job.booking.address)}" target="_blank" rel="noopener"
                >${job.booking.address}</a
              >
            </p>
            <dl class="fields">
              <div class="field">
                <dt>Vehicle</dt>
                <dd>${line(lead, 'Vehicle') ?? lead.vinNumber ?? '–'}</dd>
              </div>
              <div class="field">
                <dt>Glass</dt>
                <dd>${line(lead, 'Glass') ?? '–'}</dd>
              </div>
            </dl>
            ${damagePhotoList(lead.id, photos)}
            <div class="contact-actions">
              <a class="button primary" href="${telHref(lead.phone)}"
                >Call ${displayPhone(lead.phone)}</a
              >
              <a
                class="button"
                href="${mapsHref(job.booking.address)}"
                target="_blank"
                rel="noopener"
                >Directions</a
              >
            </div>
          </section>`,
      )}`,
  });
}

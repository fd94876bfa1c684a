/**
 * The lead page's "Job value" card: shown once a job is completed, or once a value was
 * recorded, so the owner can enter what it was worth and change it later
 * (docs/decisions/owner-inbox.md#job-value-and-revenue).
 */
import { ADMIN_BASE } from '../admin-config';
import type { InboxLead } from '../admin.repository';
import { html, type SafeHtml } from '../../http/html';
import { dollars } from '../job-value';

export function jobValueCard(lead: InboxLead, csrfToken: string): SafeHtml | '' {
  if (lead.status !== 'completed' && lead.jobValueCents === undefined) return '';
  const value = lead.jobValueCents === undefined ? '' : (lead.jobValueCents / 100).toFixed(2);
  return html`<section class="card" id="job-value">
    <h2>Job value</h2>
    ${
      lead.jobValueCents === undefined
        ? html`<p class="muted">Not recorded yet.</p>`
        : html`<p>
            <strong>${dollars(lead.jobValueCents)}</strong>,
            ${lead.insurancePaid ? 'paid by insurance' : 'paid by the customer'}
          </p>`
    }
    <form
      method="post"
      action="${ADMIN_BASE}/leads/${encodeURIComponent(lead.id)}/job-value"
      class="stack"
    >
      <input type="hidden" name="_csrf" value="${csrfToken}" />
      <label
        >Value in dollars<input
          name="value"
          inputmode="decimal"
          autocomplete="off"
          value="${value}"
          required
      /></label>
      <label class="confirm"
        ><input
          type="checkbox"
          name="insurancePaid"
          value="yes"
          ${lead.insurancePaid ? html`checked` : ''}
        />
        Insurance paid</label
      >
      <button type="submit" class="primary">Save job value</button>
    </form>
  </section>`;
}

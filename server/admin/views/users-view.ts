/**
 * The owners' page of inbox accounts.
 * See docs/decisions/owner-inbox.md.
 */
import { ADMIN_BASE } from '../admin-config';
import type { AdminUser } from '../admin.repository';
import { html } from '../../http/html';
import { page } from './layout';

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

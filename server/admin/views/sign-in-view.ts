/**
 * The sign-in page.
 * See docs/decisions/owner-inbox.md.
 */
import { ADMIN_BASE } from '../admin-config';
import { html } from '../../http/html';
import { page } from './layout';

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

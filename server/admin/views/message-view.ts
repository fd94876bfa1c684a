/**
 * A one-message page (not found, refused, done).
 * See docs/decisions/owner-inbox.md.
 */
import { ADMIN_BASE } from '../admin-config';
import type { AdminUser } from '../admin.repository';
import { html } from '../../http/html';
import { page } from './layout';

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

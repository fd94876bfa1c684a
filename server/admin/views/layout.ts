/**
 * The frame every inbox page shares: head, navigation, flash and error lines.
 * See docs/decisions/owner-inbox.md.
 */
import { businessProfile } from '@/content/business-profile';
import { ADMIN_BASE } from '../admin-config';
import type { AdminUser } from '../admin.repository';
import { html, SafeHtml } from '../../http/html';

const ADMIN_ASSET_VERSION = '4';

interface PageOptions {
  title: string;
  user?: AdminUser;
  csrfToken?: string;
  active?: 'inbox' | 'schedule' | 'my-jobs' | 'report' | 'privacy' | 'users';
  flash?: string;
  error?: string;
  body: SafeHtml;
}

export function page(options: PageOptions): string {
  const { user } = options;
  const nav = user
    ? html`<nav class="nav" aria-label="Inbox">
        <a
          href="${ADMIN_BASE}"
          ${options.active === 'inbox' ? new SafeHtml('aria-current="page"') : ''}
          >Leads</a
        >
        <a
          href="${ADMIN_BASE}/schedule"
          ${options.active === 'schedule' ? new SafeHtml('aria-current="page"') : ''}
          >Schedule</a
        >
        <a
          href="${ADMIN_BASE}/my-jobs"
          ${options.active === 'my-jobs' ? new SafeHtml('aria-current="page"') : ''}
          >My jobs</a
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

/**
 * The owners' page of accounts.
 * See docs/decisions/owner-inbox.md.
 */
import { ADMIN_BASE } from '../admin-config';
import { listUsers } from '../admin.repository';
import { AdminInputError, disableAccount } from '../admin.service';
import { usersPage } from '../views/users-view';
import { text, query, sendPage, type AdminRouteContext } from './route-kit';

export function registerUserRoutes(context: AdminRouteContext): void {
  const { admin, db, clock, ownerGet, ownerPost, who } = context;

  admin.get(`${ADMIN_BASE}/users`, ownerGet, async (request, reply) => {
    const active = request.adminSession!;
    return sendPage(
      reply,
      usersPage({
        user: active.user,
        csrfToken: active.session.csrfToken,
        users: await listUsers(db),
        flash: query(request).done === 'disabled' ? 'Account disabled and signed out.' : undefined,
      }),
    );
  });

  admin.post(`${ADMIN_BASE}/users/disable`, ownerPost, async (request, reply) => {
    // The service compares accounts, not the text posted: see disableAccount.
    try {
      await disableAccount(db, text(request.body, 'email'), who(request), clock);
    } catch (error) {
      if (!(error instanceof AdminInputError)) throw error;
      const active = request.adminSession!;
      return sendPage(
        reply,
        usersPage({
          user: active.user,
          csrfToken: active.session.csrfToken,
          users: await listUsers(db),
          error: error.message,
        }),
        409,
      );
    }
    return reply.redirect(`${ADMIN_BASE}/users?done=disabled`, 303);
  });
}

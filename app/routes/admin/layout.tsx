import { Outlet, redirect } from "react-router";
import { AdminShell } from "../../components/admin/admin-shell.tsx";
import { loginPath } from "../../features/accounts/index.ts";
import { ADMIN_HOME, legacyAdminPath } from "../../lib/admin-links.ts";
import { requestContext } from "../../lib/context.ts";
import type { Route } from "./+types/layout";

// Every admin screen sits under this layout, so this one check guards them all; the sections
// load their data through the admin API, which checks the role again on every call.
// Signing in leads back to the screen asked for, so a link from an e-mail still lands on its order.
export function loader({ context, request }: Route.LoaderArgs) {
  const { user } = context.get(requestContext);
  const url = new URL(request.url);
  if (user?.role !== "admin") throw redirect(loginPath(url.pathname + url.search));
  // A link of the first dashboard (`/admin?tab=custom-orders&order=123`, still in owners'
  // mailboxes) goes on to the screen it meant; a redirect takes the old address's place in history.
  const moved = url.pathname.replace(/\/$/, "") === ADMIN_HOME ? legacyAdminPath(url.searchParams) : null;
  if (moved) throw redirect(moved);
  return null;
}

export default function AdminLayout() {
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}

// First: the page's schemas (the rejection reason) are zod's, which must not probe for eval under the CSP.
import "../../../lib/zod-jitless.ts";
import type { ReactNode } from "react";
import { PRODUCT_NAME } from "../../../config/paths.ts";
import { useDocumentTitle } from "../../../lib/hooks/use-document-title.ts";
import { useSession } from "../../../lib/session/use-session.ts";
import { AdminPanel } from "./admin-panel.tsx";
import "../admin.css";

/**
 * /admin: the administrator's page. Signed out it shows the login (`login`, composed by the app); a user who is not
 * an administrator is told so; an administrator gets the panel. The worker guards the address (Cloudflare Access)
 * and every /api/admin/* call checks the administrator role again.
 */
export function AdminPage({ login }: { login: ReactNode }) {
  useDocumentTitle(`Yönetim | ${PRODUCT_NAME}`);
  const { user } = useSession();
  if (!user) {
    return (
      <section className="admin admin--login" aria-labelledby="admin-title">
        <h1 id="admin-title">Yönetici Girişi</h1>
        {login}
      </section>
    );
  }
  if (user.role !== "admin") {
    return (
      <section className="admin" aria-labelledby="admin-title">
        <h1 id="admin-title">Yönetim</h1>
        <p role="alert">Bu sayfa yalnız yöneticiler içindir.</p>
      </section>
    );
  }
  return <AdminPanel />;
}

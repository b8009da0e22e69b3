import { AdminPage } from "../../features/admin/components/admin-page.tsx";
import { LoginForm } from "../../features/auth/components/login-form.tsx";

/** /admin: the admin feature's page with the auth feature's login form composed into it (it stays on /admin). */
export function AdminRoute() {
  return <AdminPage login={<LoginForm onSuccess={() => {}} switchControl={null} />} />;
}

import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../config/paths.ts";
import { notify } from "../../../lib/notifications.ts";
import { logout } from "../actions.ts";

/**
 * /logout and /auth/logout: log out and end on / (logout always clears local state and redirects to /).
 * No page of its own; a toast confirms it. The page being left is gone by now, so clearing the session
 * cannot make it redirect elsewhere (e.g. /account to /login).
 */
export function LogoutRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    void logout();
    notify("success", "Başarıyla çıkış yaptınız.");
    void navigate(paths.home.getHref(), { replace: true });
  }, [navigate]);
  return null;
}

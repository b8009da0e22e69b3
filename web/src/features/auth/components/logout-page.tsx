import { useEffect } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../../config/paths.ts";
import { PRODUCT_NAME } from "../../../config/paths.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { logout } from "../actions.ts";
import "./auth.css";

/** /logout and /auth/logout: logs out on opening (local state at once, the server afterwards). */
export function LogoutPage() {
  useDocumentTitle(`Çıkış Yapıldı | ${PRODUCT_NAME}`);
  useEffect(() => {
    void logout();
  }, []);
  return (
    <section className="auth-page auth-page--center" aria-labelledby="logout-title">
      <p className="auth-success__icon" aria-hidden="true">
        👋
      </p>
      <h1 id="logout-title">Çıkış Yapıldı</h1>
      <p>Başarıyla çıkış yaptınız.</p>
      <Link to={paths.home.getHref()} className="button button--primary">
        Ana Sayfaya Dön
      </Link>
    </section>
  );
}

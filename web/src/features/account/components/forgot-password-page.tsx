import { Link } from "react-router-dom";
import { ForgotPasswordForm } from "./forgot-password-form.tsx";
import { paths } from "../../../config/paths.ts";
import "../account.css";

/** /forgot-password: request a password-reset link (approved by an administrator). */
export function ForgotPasswordPage() {
  return (
    <section className="account-card" aria-labelledby="forgot-title">
      <p className="account-card__icon" aria-hidden="true">
        ✉️
      </p>
      <h1 id="forgot-title">Şifremi Unuttum</h1>
      <p className="account-card__lead">
        Hesabınıza kayıtlı e-posta adresini girin. Talebiniz onaylandığında şifre sıfırlama linki e-posta adresinize
        gönderilir.
      </p>
      <ForgotPasswordForm />
      <p className="account-card__foot">
        <Link to={paths.login.getHref()}>Giriş sayfasına dön</Link>
      </p>
    </section>
  );
}

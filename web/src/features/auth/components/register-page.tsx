import { useState } from "react";
import { Link, Navigate, useNavigate } from "react-router-dom";
import { paths } from "../../../config/paths.ts";
import { PRODUCT_NAME } from "../../../config/paths.ts";
import { useDocumentTitle } from "../../../lib/hooks/use-document-title.ts";
import { useModalDialog } from "../../../lib/hooks/use-modal-dialog.ts";
import { isAuthenticated } from "../../../lib/session/session.ts";
import { RegisterForm } from "./register-form.tsx";
import { RegistrationSuccess } from "./registration-success.tsx";
import "./auth.css";

/** /register and /auth/register: an authenticated visitor goes to /; success opens the confirmation modal. */
export function RegisterPage() {
  useDocumentTitle(`Kayıt Ol | ${PRODUCT_NAME}`);
  const navigate = useNavigate();
  const [arrivedLoggedIn] = useState(isAuthenticated);
  const [done, setDone] = useState(false);
  const ref = useModalDialog(done);

  if (arrivedLoggedIn) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <section className="auth-page" aria-labelledby="register-title">
      <h1 id="register-title">Kayıt Ol</h1>
      <p className="auth-note">
        Kayıt talebiniz yönetici onayından sonra etkinleşir; şifre belirlemediyseniz şifre belirleme bağlantısı e-posta
        ile gönderilir.
      </p>
      <RegisterForm
        onSuccess={() => setDone(true)}
        switchControl={
          <>
            Zaten hesabınız var mı? <Link to={paths.login.getHref()}>Giriş Yap</Link>
          </>
        }
      />
      <dialog
        ref={ref}
        className="dialog auth-dialog"
        aria-labelledby="register-success-title"
        onClose={() => {
          setDone(false);
          navigate(paths.home.getHref());
        }}
      >
        <RegistrationSuccess titleId="register-success-title" onAcknowledge={() => ref.current?.close()} />
      </dialog>
    </section>
  );
}

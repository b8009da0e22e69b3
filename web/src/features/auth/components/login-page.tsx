import { useEffect, useRef, useState } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router-dom";
import { paths } from "../../../config/paths.ts";
import { PRODUCT_NAME } from "../../../config/paths.ts";
import { useDocumentTitle } from "../../../lib/hooks/use-document-title.ts";
import { completeGoogleSignIn, redirectAfterLogin, tokensFromFragment } from "../actions.ts";
import { isAuthenticated } from "../../../lib/session/session.ts";
import { LoginForm } from "./login-form.tsx";
import "./auth.css";

export const GOOGLE_MESSAGES = {
  hata: "Google ile giriş yapılamadı. Lütfen tekrar deneyin.",
  "onay-bekliyor": "Hesabınız yönetici onayı bekliyor. Onaylandığında size e-posta ile haber verilecektir.",
  dogrulanmamis:
    "Bu e-posta adresiyle kayıtlı bir hesap var, ancak adresi doğrulanmamış. Güvenliğiniz için Google hesabınız bu hesaba bağlanmadı: önce şifrenizle giriş yapıp e-posta adresinizi doğrulayın.",
  "baska-hesap": "Bu e-posta adresiyle kayıtlı hesap başka bir Google hesabına bağlı.",
  tamamFailed: "Google ile giriş tamamlanamadı. Lütfen tekrar deneyin.",
} as const;

/** /login and /auth/login: an authenticated visitor goes to /; also the return point of Google sign-in. */
export function LoginPage() {
  useDocumentTitle(`Giriş Yap | ${PRODUCT_NAME}`);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const google = params.get("google");
  const [arrivedLoggedIn] = useState(() => isAuthenticated() && google !== "tamam");
  // Read once: the fragment is cleared right after.
  const [googleTokens] = useState(() => (google === "tamam" ? tokensFromFragment(window.location.hash) : null));
  const [googleError, setGoogleError] = useState<string | null>(() => {
    if (google === "hata" || google === "onay-bekliyor" || google === "dogrulanmamis" || google === "baska-hesap")
      return GOOGLE_MESSAGES[google];
    return google === "tamam" && !googleTokens ? GOOGLE_MESSAGES.tamamFailed : null;
  });

  const finish = () => redirectAfterLogin((to) => navigate(to, { replace: true }));

  const started = useRef(false);
  useEffect(() => {
    if (google !== "tamam" || started.current) return;
    started.current = true;
    // The tokens must not stay in the address bar or the history.
    window.history.replaceState(window.history.state, "", window.location.pathname);
    if (!googleTokens) return;
    void completeGoogleSignIn(googleTokens).then((ok) => {
      if (ok) finish();
      else setGoogleError(GOOGLE_MESSAGES.tamamFailed);
    });
  });

  if (arrivedLoggedIn) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <section className="auth-page" aria-labelledby="login-title">
      <h1 id="login-title">Giriş Yap</h1>
      <LoginForm
        onSuccess={finish}
        notice={
          googleError ? (
            <p role="alert" className="auth-message auth-message--error">
              {googleError}
            </p>
          ) : null
        }
        switchControl={
          <>
            Hesabınız yok mu? <Link to={paths.register.getHref()}>Kayıt Ol</Link>
          </>
        }
      />
    </section>
  );
}

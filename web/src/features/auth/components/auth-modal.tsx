import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useSnapshot } from "valtio";
import { paths } from "../../../config/paths.ts";
import { useModalDialog } from "../../../lib/hooks/use-modal-dialog.ts";
import { redirectAfterLogin } from "../actions.ts";
import { authModalState, closeAuthModal, switchAuthMode } from "../modal-state.ts";
import { LoginForm } from "./login-form.tsx";
import { RegisterForm } from "./register-form.tsx";
import { RegistrationSuccess } from "./registration-success.tsx";
import "./auth.css";

/**
 * Login and registration in one modal: login by default, a link switches between them. The
 * registration success stays until the user presses 'Anladım' (which goes to /) or closes the dialog (Escape): the
 * former 1.5 s self-closing was too short to read.
 */
export function AuthModal() {
  const { open, mode } = useSnapshot(authModalState);
  const ref = useModalDialog(open);
  const navigate = useNavigate();
  const [registered, setRegistered] = useState(false);

  // The first field, not the close button, takes the focus on opening and on switching forms.
  useEffect(() => {
    if (open) ref.current?.querySelector<HTMLInputElement>("input")?.focus();
  }, [open, mode, ref]);

  const titleId = "auth-modal-title";
  return (
    <dialog
      ref={ref}
      className="dialog auth-dialog"
      aria-labelledby={titleId}
      onClose={() => {
        setRegistered(false);
        closeAuthModal();
      }}
    >
      {registered ? (
        <RegistrationSuccess
          titleId={titleId}
          onAcknowledge={() => {
            ref.current?.close();
            navigate(paths.home.getHref());
          }}
        />
      ) : (
        <>
          <div className="auth-dialog__head">
            <h2 id={titleId}>{mode === "login" ? "Giriş Yap" : "Kayıt Ol"}</h2>
            <button
              type="button"
              className="auth-dialog__close"
              aria-label="Kapat"
              onClick={() => ref.current?.close()}
            >
              ×
            </button>
          </div>
          {mode === "login" ? (
            <LoginForm
              onLeave={() => ref.current?.close()}
              onSuccess={() => {
                ref.current?.close();
                redirectAfterLogin(navigate);
              }}
              switchControl={
                <>
                  Hesabınız yok mu?{" "}
                  <button type="button" className="auth-link" onClick={() => switchAuthMode("register")}>
                    Kayıt Ol
                  </button>
                </>
              }
            />
          ) : (
            <RegisterForm
              onSuccess={() => setRegistered(true)}
              switchControl={
                <>
                  Zaten hesabınız var mı?{" "}
                  <button type="button" className="auth-link" onClick={() => switchAuthMode("login")}>
                    Giriş Yap
                  </button>
                </>
              }
            />
          )}
        </>
      )}
    </dialog>
  );
}

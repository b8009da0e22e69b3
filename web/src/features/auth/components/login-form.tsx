import { useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../../config/paths.ts";
import { useSession } from "../../../lib/session/use-session.ts";
import { loginWithPassword } from "../actions.ts";
import { validateLogin, type FieldErrors } from "../validation.ts";
import { GoogleSignInButton } from "./google-sign-in-button.tsx";
import { TextField } from "./text-field.tsx";
// Its own styles: /admin shows this form without the login page or modal that load them too (unstyled, 'Şifremi
// unuttum' was an inline link smaller than 24 × 24 px).
import "./auth.css";

/**
 * The login form: the username or the e-mail address (the server takes either) and the password, both required; the
 * server's message is shown, for a passive account extended with a hint to check the mailbox. `switchControl` leads
 * to registration; 'Şifremi unuttum' leads to the forgot-password page (`onLeave` runs first, e.g. to close the modal
 * the form sits in). The Google button shows only when the server offers Google sign-in (its health answer).
 */
export function LoginForm({
  onSuccess,
  switchControl,
  notice,
  onLeave,
}: {
  onSuccess: () => void;
  switchControl: ReactNode;
  notice?: ReactNode;
  onLeave?: () => void;
}) {
  const { isLoading, error, googleSignIn } = useSession();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors<"username" | "password">>({});

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateLogin({ username, password });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (await loginWithPassword(username, password)) onSuccess();
  }

  return (
    <div className="auth-form">
      {notice}
      <form noValidate onSubmit={(e) => void submit(e)} aria-label="Giriş formu">
        <TextField
          label="Kullanıcı adı veya e-posta"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onValueChange={setUsername}
          error={errors.username}
        />
        <TextField
          label="Şifre"
          type="password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          error={errors.password}
        />
        {error?.context === "LOGIN" ? (
          <p role="alert" className="auth-message auth-message--error">
            {error.message}
          </p>
        ) : null}
        <button type="submit" className="button button--primary auth-form__submit" disabled={isLoading}>
          {isLoading ? "Giriş yapılıyor..." : "Giriş Yap"}
        </button>
      </form>
      <Link className="auth-link" to={paths.forgotPassword.getHref()} onClick={onLeave}>
        Şifremi unuttum
      </Link>
      {googleSignIn ? (
        <>
          <div className="auth-divider" aria-hidden="true">
            <span>veya</span>
          </div>
          <GoogleSignInButton />
        </>
      ) : null}
      <p className="auth-switch">{switchControl}</p>
    </div>
  );
}

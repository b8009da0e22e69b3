import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { resetPassword } from "../api.ts";
import { linkParams, resetPasswordError } from "../logic.ts";
import { MESSAGES, RESET_REDIRECT_MS } from "../messages.ts";
import { Field } from "./field.tsx";
import { StatusCard } from "./status-card.tsx";

/** /reset-password[/{uid}/{token}] (uid and token also from ?uid=&token=): the new-password form. */
export function ResetPasswordPage() {
  const params = useParams();
  const [query] = useSearchParams();
  const link = linkParams(params, query);
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);

  useEffect(() => {
    if (success === null) return;
    const timer = setTimeout(() => navigate("/login"), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [success, navigate]);

  if (!link) {
    return (
      <StatusCard
        tone="error"
        title="Geçersiz Link"
        actions={
          <Link to="/forgot-password" className="button button--primary">
            Yeni Şifre Sıfırlama Talebi
          </Link>
        }
      >
        <p>
          <strong>{MESSAGES.resetInvalidLink}.</strong> Link geçersiz veya süresi dolmuş olabilir. Yeni bir şifre
          sıfırlama talebi oluşturabilirsiniz.
        </p>
      </StatusCard>
    );
  }

  if (success !== null) {
    return (
      <StatusCard tone="success" title="Şifreniz Değiştirildi">
        <p>{success}</p>
        <p>Giriş sayfasına yönlendiriliyorsunuz...</p>
      </StatusCard>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = resetPasswordError(password, repeat);
    setError(problem);
    if (problem) return;
    setBusy(true);
    const outcome = await resetPassword(link.uid, link.token, password);
    setBusy(false);
    if (outcome.ok) setSuccess(outcome.message || "Şifreniz başarıyla değiştirildi.");
    else setError(outcome.kind === "network" ? MESSAGES.resetNetwork : outcome.message);
  };

  return (
    <section className="account-card" aria-labelledby="reset-title">
      <p className="account-card__icon" aria-hidden="true">
        🔑
      </p>
      <h1 id="reset-title">Yeni Şifre Belirleyin</h1>
      <p className="account-card__lead">Hesabınız için yeni bir şifre girin. Şifre en az 4 karakter olmalıdır.</p>
      <form className="account-form" onSubmit={(e) => void submit(e)} noValidate>
        <Field
          label="Yeni Şifre"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Field
          label="Şifre Tekrar"
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
        />
        {error ? (
          <p role="alert" className="notice notice--error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? "Değiştiriliyor..." : "Şifreyi Değiştir"}
        </button>
      </form>
    </section>
  );
}

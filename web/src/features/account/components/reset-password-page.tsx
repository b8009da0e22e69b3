import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { paths } from "../../../config/paths.ts";
import { resetPassword, setPassword as setPasswordCall } from "../api.ts";
import { linkParams, resetPasswordError } from "../logic.ts";
import { MESSAGES, RESET_REDIRECT_MS } from "../messages.ts";
import { Field } from "./field.tsx";
import { StatusCard } from "./status-card.tsx";

const TEXTS = {
  reset: {
    invalid: MESSAGES.resetInvalidLink,
    title: "Yeni Şifre Belirleyin",
    lead: "Hesabınız için yeni bir şifre girin.",
    done: "Şifreniz Değiştirildi",
    fallback: "Şifreniz başarıyla değiştirildi.",
    submit: "Şifreyi Değiştir",
    busy: "Değiştiriliyor...",
    icon: "🔑",
  },
  set: {
    invalid: MESSAGES.setPasswordInvalidLink,
    title: "Şifrenizi Belirleyin",
    lead: "Hesabınız onaylandı. Giriş yapabilmek için bir şifre belirleyin.",
    done: "Şifreniz Belirlendi",
    fallback: "Şifreniz belirlendi. Artık giriş yapabilirsiniz.",
    submit: "Şifreyi Belirle",
    busy: "Kaydediliyor...",
    icon: "🔐",
  },
} as const;

const POLICY_NOTE = "Şifre en az 10 karakter olmalı; yaygın veya tahmin edilmesi kolay şifreler kabul edilmez.";

/** /reset-password[/{uid}/{token}] (uid and token also from ?uid=&token=): the new-password form. */
export function ResetPasswordPage() {
  return <PasswordLinkPage mode="reset" />;
}

/** /set-password/{uid}/{token}: the first password of an account approved without one (link mailed at approval). */
export function SetPasswordPage() {
  return <PasswordLinkPage mode="set" />;
}

function PasswordLinkPage({ mode }: { mode: "reset" | "set" }) {
  const text = TEXTS[mode];
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
    const timer = setTimeout(() => navigate(paths.login.getHref()), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [success, navigate]);

  if (!link) {
    return (
      <StatusCard
        tone="error"
        title="Geçersiz Link"
        actions={
          <Link to={paths.forgotPassword.getHref()} className="button button--primary">
            Yeni Şifre Sıfırlama Talebi
          </Link>
        }
      >
        <p>
          <strong>{text.invalid}.</strong> Link geçersiz veya süresi dolmuş olabilir. Yeni bir şifre sıfırlama talebi
          oluşturabilirsiniz.
        </p>
      </StatusCard>
    );
  }

  if (success !== null) {
    return (
      <StatusCard tone="success" title={text.done}>
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
    const outcome = await (mode === "set" ? setPasswordCall : resetPassword)(link.uid, link.token, password);
    setBusy(false);
    if (outcome.ok) setSuccess(outcome.message || text.fallback);
    else setError(outcome.kind === "network" ? MESSAGES.resetNetwork : outcome.message);
  };

  return (
    <section className="account-card" aria-labelledby="reset-title">
      <p className="account-card__icon" aria-hidden="true">
        {text.icon}
      </p>
      <h1 id="reset-title">{text.title}</h1>
      <p className="account-card__lead">
        {text.lead} {POLICY_NOTE}
      </p>
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
          {busy ? text.busy : text.submit}
        </button>
      </form>
    </section>
  );
}

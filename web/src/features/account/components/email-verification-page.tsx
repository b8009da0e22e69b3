import { useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useSnapshot } from "valtio";
import { paths } from "../../../config/paths.ts";
import { sessionState } from "../../../lib/session/session.ts";
import { sendVerification } from "../api.ts";
import { MESSAGES } from "../messages.ts";
import { Field } from "./field.tsx";
import "../account.css";

type Notice = { kind: "success" | "error"; text: string };

/** /email-verification: send (and resend) the verification mail; the address is prefilled with the user's. */
export function EmailVerificationPage() {
  const { user } = useSnapshot(sessionState);
  const [query] = useSearchParams();
  const navigate = useNavigate();
  // null = untouched: follow the user's address (it may arrive after the first render).
  const [typed, setTyped] = useState<string | null>(null);
  const email = typed ?? query.get("email") ?? user?.email ?? "";
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const send = async (e?: FormEvent) => {
    e?.preventDefault();
    if (email.trim() === "") {
      setNotice({ kind: "error", text: MESSAGES.verificationEmailRequired });
      return;
    }
    setBusy(true);
    setNotice(null);
    const outcome = await sendVerification(email.trim());
    setBusy(false);
    if (outcome.ok) {
      setSent(true);
      setNotice({ kind: "success", text: outcome.message || MESSAGES.verificationSent });
    } else if (outcome.kind === "rate_limit") {
      setNotice({ kind: "error", text: MESSAGES.tooManyRequests });
    } else if (outcome.kind === "network") {
      setNotice({ kind: "error", text: MESSAGES.genericError });
    } else {
      setNotice({ kind: "error", text: `${MESSAGES.verificationFailed}: ${outcome.message}` });
    }
  };

  return (
    <section className="account-card" aria-labelledby="verification-title">
      <p className="account-card__icon" aria-hidden="true">
        📧
      </p>
      <h1 id="verification-title">E-posta Doğrulama</h1>
      <p className="account-card__lead">
        {sent
          ? "Doğrulama bağlantısını içeren bir e-posta gönderdik. Gelen kutunuzu (ve gereksiz klasörünü) kontrol edin; e-posta ulaşmadıysa tekrar gönderebilirsiniz."
          : "E-posta adresinizi doğrulamak için size bir doğrulama bağlantısı gönderelim."}
      </p>
      <form className="account-form" onSubmit={(e) => void send(e)} noValidate>
        <Field
          label="E-posta adresi"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setTyped(e.target.value)}
        />
        {notice ? (
          <p
            role={notice.kind === "error" ? "alert" : "status"}
            className={`notice notice--${notice.kind === "error" ? "error" : "info"}`}
          >
            {notice.text}
          </p>
        ) : null}
        <div className="account-form__actions">
          {sent ? (
            <>
              <button type="submit" className="button button--primary" disabled={busy}>
                {busy ? "Gönderiliyor..." : "Tekrar Gönder"}
              </button>
              <button type="button" className="button" onClick={() => navigate(paths.home.getHref())}>
                Daha Sonra
              </button>
            </>
          ) : (
            <>
              <button type="submit" className="button button--primary" disabled={busy || email.trim() === ""}>
                {busy ? "Gönderiliyor..." : "Doğrulama Maili Gönder"}
              </button>
              <button type="button" className="button" onClick={() => navigate(paths.home.getHref())}>
                Daha Sonra Doğrula
              </button>
            </>
          )}
        </div>
      </form>
    </section>
  );
}

import { useState, type FormEvent } from "react";
import { ApiClientError } from "../../../lib/api-client.ts";
import { useModalDialog } from "../../../lib/use-modal-dialog.ts";
import { requestPasswordReset } from "../api.ts";
import { validateForgotEmail } from "../validation.ts";
import { TextField } from "./text-field.tsx";

export const FORGOT_MESSAGES = {
  tooMany: "Çok fazla istek gönderiyorsunuz. Lütfen bir süre bekleyip tekrar deneyin.",
  network: "Ağ hatası oluştu",
  limit: "Şifre sıfırlama talebi günde en fazla 3 kez yapılabilir. Talebiniz yönetici onayından sonra işleme alınır.",
} as const;

type Outcome = { kind: "success" | "error"; text: string } | null;

/** Forgot password (shell document §2): one e-mail field; the server's answer is shown. */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useModalDialog(open);
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const error = validateForgotEmail(email);
    setFieldError(error);
    setOutcome(null);
    if (error) return;
    setBusy(true);
    try {
      const answer = await requestPasswordReset(email.trim());
      setOutcome({ kind: "success", text: answer.detail ?? answer.message ?? "Talebiniz alındı." });
    } catch (err) {
      const text =
        err instanceof ApiClientError
          ? err.status === 429
            ? FORGOT_MESSAGES.tooMany
            : err.kind === "NETWORK_ERROR"
              ? FORGOT_MESSAGES.network
              : err.message
          : FORGOT_MESSAGES.network;
      setOutcome({ kind: "error", text });
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={ref}
      className="dialog auth-dialog"
      aria-labelledby="forgot-title"
      onClose={() => {
        setOutcome(null);
        setFieldError(null);
        onClose();
      }}
    >
      <div className="auth-dialog__head">
        <h2 id="forgot-title">Şifremi Unuttum</h2>
        <button type="button" className="auth-dialog__close" aria-label="Kapat" onClick={() => ref.current?.close()}>
          ×
        </button>
      </div>
      <p>Hesabınıza kayıtlı e-posta adresini girin. Şifre sıfırlama bağlantısı yönetici onayından sonra gönderilir.</p>
      <p className="auth-note">{FORGOT_MESSAGES.limit}</p>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <TextField
          label="E-posta adresi"
          type="email"
          autoComplete="email"
          value={email}
          onValueChange={setEmail}
          error={fieldError}
        />
        {outcome ? (
          <p
            role={outcome.kind === "error" ? "alert" : "status"}
            className={`auth-message auth-message--${outcome.kind}`}
          >
            {outcome.text}
          </p>
        ) : null}
        <div className="dialog__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? "Gönderiliyor..." : "Sıfırlama Talebi Gönder"}
          </button>
          <button type="button" className="button" onClick={() => ref.current?.close()}>
            Kapat
          </button>
        </div>
      </form>
    </dialog>
  );
}

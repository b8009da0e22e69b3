import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../config/paths.ts";
import { useModalDialog } from "../../../lib/hooks/use-modal-dialog.ts";
import { clearSession } from "../../../lib/session/session.ts";
import { invalidateHistory } from "../../../entities/saves/history-key.ts";
import { notify } from "../../../lib/notifications.ts";
import { deleteAccount } from "../api.ts";
import { MESSAGES } from "../messages.ts";
import { Field } from "./field.tsx";

type Step = "closed" | "confirm" | "password";

/** Account deletion: a confirm step, then the password; on success the session ends and the user goes home. */
export function AccountDeletion() {
  const [step, setStep] = useState<Step>("closed");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const ref = useModalDialog(step !== "closed");

  const close = () => {
    setStep("closed");
    setPassword("");
    setError(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (password === "") {
      setError(MESSAGES.deletePasswordRequired);
      return;
    }
    setBusy(true);
    setError(null);
    const outcome = await deleteAccount(password);
    setBusy(false);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    close();
    // Home first, committed at once: a session ended while this page is still shown would make the logged-out
    // profile page send the user to the login page instead.
    navigate(paths.home.getHref(), { flushSync: true });
    clearSession();
    invalidateHistory();
    notify("success", outcome.message || "Hesabınız silindi.");
  };

  return (
    <>
      <p>
        Hesabınızı sildiğinizde profil bilgileriniz ve kayıtlı hesaplamalarınız kalıcı olarak silinir. Bu işlem geri
        alınamaz.
      </p>
      <button type="button" className="button button--danger" onClick={() => setStep("confirm")}>
        Hesabımı Sil
      </button>
      <dialog
        ref={ref}
        className="dialog account-delete"
        aria-labelledby="account-delete-title"
        onClose={(e) => {
          if (e.target === e.currentTarget) close();
        }}
      >
        <h2 id="account-delete-title">Hesabı Sil</h2>
        {step === "confirm" ? (
          <>
            <p>
              Hesabınızı silmek istediğinizden emin misiniz? Tüm kayıtlı hesaplamalarınız da silinecek ve bu işlem geri
              alınamaz.
            </p>
            <div className="dialog__actions">
              <button type="button" className="button button--danger-solid" onClick={() => setStep("password")}>
                Evet, Devam Et
              </button>
              <button type="button" className="button" onClick={close}>
                Vazgeç
              </button>
            </div>
          </>
        ) : null}
        {step === "password" ? (
          <form onSubmit={(e) => void submit(e)} noValidate>
            <p>Devam etmek için şifrenizi girin.</p>
            <Field
              label="Şifreniz"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={error}
              autoFocus
            />
            <div className="dialog__actions">
              <button type="submit" className="button button--danger-solid" disabled={busy}>
                {busy ? "Siliniyor..." : "Hesabımı Kalıcı Olarak Sil"}
              </button>
              <button type="button" className="button" onClick={close} disabled={busy}>
                Vazgeç
              </button>
            </div>
          </form>
        ) : null}
      </dialog>
    </>
  );
}

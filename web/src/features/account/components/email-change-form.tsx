import { useState, type FormEvent } from "react";
import { notify } from "../../../lib/notifications.ts";
import { requestEmailChange } from "../api.ts";
import { MESSAGES } from "../messages.ts";
import { useOutcomeSubmit } from "../use-outcome-submit.ts";
import { Field } from "./field.tsx";
import { FormOutcome } from "./form-outcome.tsx";

/** Request an e-mail change: new address + current password; an administrator approves it (1–2 business days). */
export function EmailChangeForm() {
  const [newEmail, setNewEmail] = useState("");
  const [password, setPassword] = useState("");
  const { busy, error, done, run } = useOutcomeSubmit();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing = newEmail.trim() === "" || password === "" ? MESSAGES.emailChangeRequired : null;
    if (await run(missing, () => requestEmailChange({ new_email: newEmail.trim(), password }))) {
      setNewEmail("");
      setPassword("");
      notify("success", "E-posta değişikliği talebiniz alındı.");
    }
  };

  return (
    <form className="account-form" onSubmit={(e) => void submit(e)} noValidate aria-label="E-posta değişikliği talebi">
      <p className="account-section__note">
        E-posta değişikliği yönetici onayı gerektirir ve 1-2 iş günü sürebilir. Onaydan sonra yeni adresinize bir onay
        linki gönderilir; değişiklik o linke tıkladığınızda tamamlanır.
      </p>
      <div className="account-form__row">
        <Field
          label="Yeni e-posta adresi"
          type="email"
          autoComplete="email"
          value={newEmail}
          onChange={(e) => setNewEmail(e.target.value)}
        />
        <Field
          label="Mevcut şifre"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <FormOutcome
        error={error}
        done={done}
        busy={busy}
        busyText="Gönderiliyor..."
        submitText="Değişiklik Talebi Gönder"
      />
    </form>
  );
}

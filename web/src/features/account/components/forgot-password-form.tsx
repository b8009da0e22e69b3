import { useState, type FormEvent } from "react";
import { requestPasswordReset } from "../api.ts";
import { forgotPasswordEmailError } from "../logic.ts";
import { PASSWORD_RESET_DAILY_LIMIT } from "../messages.ts";
import { useOutcomeSubmit } from "../use-outcome-submit.ts";
import { Field } from "./field.tsx";
import { FormOutcome } from "./form-outcome.tsx";

/** One e-mail field → POST password-reset-request; states the daily limit; shows the server's answer. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState("");
  const { busy, error, done, run } = useOutcomeSubmit();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await run(forgotPasswordEmailError(email), () => requestPasswordReset(email.trim()));
  };

  return (
    <form className="account-form" onSubmit={(e) => void submit(e)} noValidate>
      <Field
        label="E-posta adresi"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
        hint={`Şifre sıfırlama talebi günde en fazla ${PASSWORD_RESET_DAILY_LIMIT} kez yapılabilir. Talebiniz yönetici onayından sonra işlenir.`}
      />
      <FormOutcome done={done} busy={busy} busyText="Gönderiliyor..." submitText="Şifre Sıfırlama Talebi Gönder" />
    </form>
  );
}

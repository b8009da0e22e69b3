import { useState, type FormEvent } from "react";
import { notify } from "../../../lib/notifications.ts";
import { changePassword } from "../api.ts";
import { resetPasswordError } from "../logic.ts";
import { MESSAGES } from "../messages.ts";
import { useOutcomeSubmit } from "../use-outcome-submit.ts";
import { Field } from "./field.tsx";
import { FormOutcome } from "./form-outcome.tsx";

/**
 * Change the password while logged in: the current one, the new one twice. The server checks the policy and, on
 * success, ends every other session; this browser keeps a fresh one (stored by the api call).
 */
export function PasswordChangeForm() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [repeat, setRepeat] = useState("");
  const { busy, error, done, run } = useOutcomeSubmit();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem =
      current === "" || next === "" || repeat === ""
        ? MESSAGES.changePasswordRequired
        : resetPasswordError(next, repeat);
    if (await run(problem, () => changePassword(current, next))) {
      setCurrent("");
      setNext("");
      setRepeat("");
      notify("success", MESSAGES.changePasswordSuccess);
    }
  };

  return (
    <form className="account-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Şifre değiştirme">
      <p className="account-section__note">
        Yeni şifreniz en az 10 karakter olmalı; yaygın veya tahmin edilmesi kolay şifreler kabul edilmez. Şifreniz
        değişince diğer cihazlardaki oturumlarınız kapatılır.
      </p>
      <Field
        label="Mevcut şifreniz"
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <div className="account-form__row">
        <Field
          label="Yeni şifre"
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
        />
        <Field
          label="Yeni şifre (tekrar)"
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
        />
      </div>
      <FormOutcome error={error} done={done} busy={busy} busyText="Değiştiriliyor..." submitText="Şifremi Değiştir" />
    </form>
  );
}

import { useEffect, useEffectEvent, useRef, useState, type FormEvent, type ReactNode } from "react";
import { ApiClientError } from "../../../lib/api/api-client.ts";
import { requestRegistration } from "../api.ts";
import { authDone, authFailure, authStart } from "../../../lib/session/session.ts";
import { useSession } from "../../../lib/session/use-session.ts";
import { useUniqueCheck, type UniqueCheck } from "../use-unique-check.ts";
import {
  registrationBlocker,
  SUBMIT_MESSAGES,
  validateEmail,
  validateRegistration,
  type FieldErrors,
  type RegisterValues,
} from "../validation.ts";
import { TextField } from "./text-field.tsx";

export const REGISTER_MESSAGES = {
  tooMany: "Çok fazla kayıt denemesi yapıyorsunuz. Lütfen bir süre bekleyip tekrar deneyin.",
  network: "Ağ hatası oluştu",
} as const;

type Field = keyof RegisterValues;

/** The live check's state under a field (a value in use is shown as the field's error instead). */
function UniqueNote({ check }: { check: UniqueCheck }) {
  const text =
    check.status === "checking"
      ? "Kontrol ediliyor..."
      : check.status === "unique"
        ? "Kullanılabilir"
        : check.status === "unchecked"
          ? check.message
          : null;
  return text ? <span className={`auth-unique auth-unique--${check.status}`}>{text}</span> : null;
}

function failureMessage(err: unknown): string {
  if (!(err instanceof ApiClientError)) return REGISTER_MESSAGES.network;
  if (err.status === 429) return REGISTER_MESSAGES.tooMany;
  if (err.kind === "NETWORK_ERROR") return REGISTER_MESSAGES.network;
  return err.detail ?? err.message;
}

/**
 * Registration: username, e-mail and an optional password; username and e-mail are
 * checked for uniqueness 500 ms after typing stops; submit refuses with errors, and a submit pressed while a check
 * is still running says so and goes out by itself as soon as the checks have answered (the message goes with them).
 */
export function RegisterForm({ onSuccess, switchControl }: { onSuccess: () => void; switchControl: ReactNode }) {
  const { isLoading, error } = useSession();
  const [values, setValues] = useState<RegisterValues>({ username: "", email: "", password: "" });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  /** A submit was pressed since the fields last changed: its blocker is shown, as the checks stand now. */
  const [attempted, setAttempted] = useState(false);
  /** The press (a number of `presses`) that came while a live check ran, to send once the checks have answered. */
  const [queued, setQueued] = useState(0);
  const presses = useRef(0);
  const sentPress = useRef(0);

  const errors = validateRegistration(values);
  const usernameCheck = useUniqueCheck("username", values.username.trim(), !errors.username);
  const emailCheck = useUniqueCheck("email", values.email.trim(), validateEmail(values.email) === null);
  const checks = [usernameCheck.status, emailCheck.status];
  const checking = checks.includes("checking");
  // Read from this render's checks, never kept from the press: the 'wait' message goes when the checks answer.
  const blocker = attempted ? registrationBlocker(errors, checks) : null;

  const shown = (field: Field): string | null => {
    const local = submitted || touched[field] ? errors[field] : undefined;
    const unique = field === "username" ? usernameCheck : field === "email" ? emailCheck : null;
    return local ?? serverErrors[field] ?? (unique?.status === "not-unique" ? unique.message : null);
  };

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((s) => ({ ...s, [field]: undefined }));
    setAttempted(false);
    setQueued(0);
  };
  const blur = (field: Field) => () => setTouched((t) => ({ ...t, [field]: true }));

  /** Sends the registration; what the server answers arrives in the promise's callbacks. */
  function register() {
    authStart();
    requestRegistration({
      username: values.username.trim(),
      email: values.email.trim(),
      ...(values.password ? { password: values.password } : {}),
    }).then(
      () => {
        authDone();
        onSuccess();
      },
      (err: unknown) => {
        if (err instanceof ApiClientError && err.fields) {
          const fields = err.fields;
          setServerErrors({
            username: fields["username"]?.[0],
            email: fields["email"]?.[0],
            password: fields["password"]?.[0],
          });
        }
        authFailure(failureMessage(err), "REGISTER");
      },
    );
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    setAttempted(true);
    const why = registrationBlocker(errors, checks);
    if (why === SUBMIT_MESSAGES.checking) setQueued(++presses.current);
    else if (why === null) register();
  }

  // A press that waited for the checks is sent once they have answered (with no error), without a second press.
  const sendQueued = useEffectEvent((press: number) => {
    if (sentPress.current === press) return;
    sentPress.current = press;
    if (registrationBlocker(errors, checks) === null) register();
  });
  useEffect(() => {
    if (queued !== 0 && !checking) sendQueued(queued);
  }, [queued, checking]);

  return (
    <div className="auth-form">
      <form noValidate onSubmit={submit} aria-label="Kayıt formu">
        <TextField
          label="Kullanıcı adı"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.username}
          onValueChange={set("username")}
          onBlur={blur("username")}
          error={shown("username")}
          hint={
            <>
              3-30 karakter; yalnızca a-z, rakam ve alt çizgi (Türkçe karakterler desteklenmez).{" "}
              <UniqueNote check={usernameCheck} />
            </>
          }
        />
        <TextField
          label="E-posta adresi"
          type="email"
          autoComplete="email"
          value={values.email}
          onValueChange={set("email")}
          onBlur={blur("email")}
          error={shown("email")}
          hint={
            emailCheck.status === "not-unique" || (emailCheck.status === "unchecked" && !emailCheck.message) ? null : (
              <UniqueNote check={emailCheck} />
            )
          }
        />
        <TextField
          label="Şifre (isteğe bağlı)"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onValueChange={set("password")}
          onBlur={blur("password")}
          error={shown("password")}
          hint="En az 10 karakter; yaygın veya tahmin edilmesi kolay şifreler kabul edilmez. Boş bırakırsanız hesabınız onaylandığında şifrenizi belirlemeniz için e-posta ile tek kullanımlık bir bağlantı gönderilir."
        />
        {blocker ? (
          <p role="alert" className="auth-message auth-message--error">
            {blocker}
          </p>
        ) : error?.context === "REGISTER" ? (
          <p role="alert" className="auth-message auth-message--error">
            {error.message}
          </p>
        ) : null}
        <button type="submit" className="button button--primary auth-form__submit" disabled={isLoading}>
          {isLoading ? "Gönderiliyor..." : "Kayıt Ol"}
        </button>
      </form>
      <p className="auth-switch">{switchControl}</p>
    </div>
  );
}

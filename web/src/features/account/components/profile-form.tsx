import { useState, type FormEvent } from "react";
import type { SessionUser } from "../../auth/session.ts";
import { storeUser } from "../../auth/session.ts";
import { notify } from "../../notifications/state.ts";
import { updateProfile } from "../api.ts";
import { MESSAGES } from "../messages.ts";
import { Field } from "./field.tsx";

type Values = { username: string; first_name: string; last_name: string };

const valuesOf = (u: Pick<SessionUser, "username" | "first_name" | "last_name">): Values => ({
  username: u.username,
  first_name: u.first_name ?? "",
  last_name: u.last_name ?? "",
});

/** Basic info: username, first and last name → PATCH /accounts/me/; the answered user is stored. */
export function ProfileForm({ user }: { user: Pick<SessionUser, "username" | "first_name" | "last_name"> }) {
  const [values, setValues] = useState<Values>(() => valuesOf(user));
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const outcome = await updateProfile({ username: values.username.trim(), first_name: values.first_name.trim(), last_name: values.last_name.trim() });
    setBusy(false);
    if (outcome.ok) {
      setFields({});
      if (outcome.data) {
        storeUser(outcome.data);
        setValues(valuesOf(outcome.data));
      }
      notify("success", outcome.message || "Profil bilgileriniz güncellendi.");
    } else {
      setFields(outcome.fields ?? {});
      notify("error", `${MESSAGES.profileUpdateError}: ${outcome.message}`);
    }
  };

  return (
    <form className="account-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Temel bilgiler">
      <Field label="Kullanıcı adı" autoComplete="username" value={values.username} onChange={set("username")} error={fields["username"]?.[0]} />
      <div className="account-form__row">
        <Field label="Ad" autoComplete="given-name" value={values.first_name} onChange={set("first_name")} error={fields["first_name"]?.[0]} />
        <Field label="Soyad" autoComplete="family-name" value={values.last_name} onChange={set("last_name")} error={fields["last_name"]?.[0]} />
      </div>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? "Kaydediliyor..." : "Bilgileri Kaydet"}
      </button>
    </form>
  );
}

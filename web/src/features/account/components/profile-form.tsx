import { useState, type FormEvent } from "react";
import type { SessionUser } from "../../../lib/session/session.ts";
import { storeUser } from "../../../lib/session/session.ts";
import { notify } from "../../../lib/notifications.ts";
import { updateProfile } from "../api.ts";
import { MESSAGES } from "../messages.ts";
import { Field } from "./field.tsx";

type Key = "username" | "first_name" | "last_name";
type ProfileUser = Pick<SessionUser, Key | "mevzuat_bildirimi">;

/**
 * "Mevzuat değiştiğinde e-posta ile haber ver" (issue #52), saved as soon as it is changed: a mail when a rule-set
 * version that changes the user's saved answers enters into force. Off by default.
 */
function LegislationAlerts({ on }: { on: boolean }) {
  const [busy, setBusy] = useState(false);
  const change = async (next: boolean) => {
    setBusy(true);
    const outcome = await updateProfile({ mevzuat_bildirimi: next });
    setBusy(false);
    if (outcome.ok) {
      if (outcome.data) storeUser(outcome.data);
      notify(
        "success",
        next
          ? "Yeni bir yönetmelik kayıtlı hesaplamalarınızın sonucunu değiştirdiğinde e-posta ile haber vereceğiz."
          : "Mevzuat değişikliği e-postaları kapatıldı.",
      );
    } else notify("error", `${MESSAGES.profileUpdateError}: ${outcome.message}`);
  };
  return (
    <label className="account-form__check">
      <input type="checkbox" checked={on} disabled={busy} onChange={(e) => void change(e.target.checked)} />
      Mevzuat değiştiğinde e-posta ile haber ver
    </label>
  );
}

/**
 * Basic info: username, first and last name → PATCH /accounts/me/; the answered user is stored. Only the
 * fields the user edited are kept locally, so a fresh copy of the user arriving meanwhile never wipes typing.
 */
export function ProfileForm({ user }: { user: ProfileUser }) {
  const [edits, setEdits] = useState<Partial<Record<Key, string>>>({});
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const value = (key: Key) => edits[key] ?? user[key] ?? "";
  const change = (key: Key) => (e: { target: { value: string } }) => setEdits((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const outcome = await updateProfile({
      username: value("username").trim(),
      first_name: value("first_name").trim(),
      last_name: value("last_name").trim(),
    });
    setBusy(false);
    if (outcome.ok) {
      setFields({});
      if (outcome.data) storeUser(outcome.data);
      setEdits({});
      notify("success", outcome.message || "Profil bilgileriniz güncellendi.");
    } else {
      setFields(outcome.fields ?? {});
      notify("error", `${MESSAGES.profileUpdateError}: ${outcome.message}`);
    }
  };

  return (
    <>
      <form className="account-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Temel bilgiler">
        <Field
          label="Kullanıcı adı"
          autoComplete="username"
          value={value("username")}
          onChange={change("username")}
          error={fields["username"]?.[0]}
        />
        <div className="account-form__row">
          <Field
            label="Ad"
            autoComplete="given-name"
            value={value("first_name")}
            onChange={change("first_name")}
            error={fields["first_name"]?.[0]}
          />
          <Field
            label="Soyad"
            autoComplete="family-name"
            value={value("last_name")}
            onChange={change("last_name")}
            error={fields["last_name"]?.[0]}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? "Kaydediliyor..." : "Bilgileri Kaydet"}
        </button>
      </form>
      <LegislationAlerts on={user.mevzuat_bildirimi ?? false} />
    </>
  );
}

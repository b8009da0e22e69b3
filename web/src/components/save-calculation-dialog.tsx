import { useEffect, useState } from "react";
import { invalidateHistory } from "../entities/saves/history-key.ts";
import { notify } from "../lib/notifications.ts";
import {
  defaultTitle,
  DESCRIPTION_MAX,
  PENDING_SAVE_MESSAGE,
  saveCalculation,
  TITLE_MAX,
  validateSave,
} from "../entities/saves/save-calculation.ts";
import { SHARE_SHOWS } from "../entities/saves/share-notice.ts";
import { useModalDialog } from "../lib/hooks/use-modal-dialog.ts";

/** What a save sends: the server recomputes the result from `parameters` (the request that produced it). */
export interface SaveSubject {
  calculationType: string;
  parameters: Record<string, unknown>;
  result: Record<string, unknown>;
  point: { lat: number; lng: number } | null;
}

/**
 * 'Hesaplamayı Kaydet' (logged-in users): title prefilled, description optional; says what a shared link of the
 * saved calculation will show. `subject` is read when the user saves (null: nothing to save yet).
 */
export function SaveCalculationDialog({
  label,
  subject,
  onClose,
}: {
  label: string;
  subject: () => SaveSubject | null;
  onClose: () => void;
}) {
  const ref = useModalDialog(true);
  const [title, setTitle] = useState(() => defaultTitle(label, subject()?.point ?? null));
  const [description, setDescription] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // One key for this dialog's save: pressing 'Kaydet' again after a lost answer stores it once.
  const [key] = useState(() => crypto.randomUUID());
  useEffect(() => ref.current?.querySelector<HTMLInputElement>("#kayit-baslik")?.select(), [ref]);

  const submit = async () => {
    const found = validateSave(title, description);
    setErrors(found);
    const s = subject();
    if (Object.keys(found).length || !s) return;
    setBusy(true);
    const outcome = await saveCalculation(
      {
        calculation_type: s.calculationType,
        parameters: s.parameters,
        result: s.result,
        map_coordinates: s.point,
        title: title.trim(),
        ...(description.trim() ? { description: description.trim() } : {}),
      },
      key,
    );
    setBusy(false);
    if (outcome.ok && outcome.pending) {
      notify("info", PENDING_SAVE_MESSAGE, 10_000);
      onClose();
      return;
    }
    if (outcome.ok) {
      notify("success", "Hesaplama başarıyla kaydedildi!");
      invalidateHistory();
      onClose();
      return;
    }
    setErrors(outcome.fields);
    if (outcome.toast) notify("error", outcome.toast);
  };

  return (
    <dialog ref={ref} className="dialog" aria-labelledby="kayit-title" onClose={onClose}>
      <h2 id="kayit-title">Hesaplamayı Kaydet</h2>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="field">
          <label htmlFor="kayit-baslik">Başlık</label>
          <input
            id="kayit-baslik"
            value={title}
            maxLength={TITLE_MAX + 50}
            aria-invalid={errors["title"] ? true : undefined}
            aria-describedby={errors["title"] ? "kayit-baslik-hata" : undefined}
            onChange={(e) => {
              setTitle(e.target.value);
              setErrors(({ title: _t, ...rest }) => rest);
            }}
          />
          {errors["title"] ? (
            <p id="kayit-baslik-hata" className="field__error">
              {errors["title"]}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="kayit-aciklama">Açıklama (isteğe bağlı, en fazla {DESCRIPTION_MAX} karakter)</label>
          <textarea
            id="kayit-aciklama"
            rows={3}
            value={description}
            aria-invalid={errors["description"] ? true : undefined}
            onChange={(e) => setDescription(e.target.value)}
          />
          {errors["description"] ? <p className="field__error">{errors["description"]}</p> : null}
        </div>
        <p className="field__hint">{SHARE_SHOWS}</p>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            Vazgeç
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? "Kaydediliyor..." : "Kaydet"}
          </button>
        </div>
      </form>
    </dialog>
  );
}

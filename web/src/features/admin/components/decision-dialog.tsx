import { useState, type FormEvent } from "react";
import type { AdminRequestDto } from "@worker/core/contracts/admin.ts";
import {
  labelOf,
  REJECTION_REASON_LIMITS,
  REQUEST_KIND_LABELS,
  rejectRequestSchema,
} from "@worker/core/contracts/admin.ts";
import { useModalDialog } from "../../../lib/hooks/use-modal-dialog.ts";

export type PendingDecision = { request: AdminRequestDto; approve: boolean };

/**
 * Asks before a decision is sent: an approval is confirmed; a rejection needs the reason the user will read in the
 * rejection mail (checked with the server's own schema). Escape or 'Vazgeç' sends nothing.
 */
export function DecisionDialog({
  pending,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  pending: PendingDecision | null;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const ref = useModalDialog(pending !== null);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const request = pending?.request;
  const kind = request ? labelOf(REQUEST_KIND_LABELS, request.kind) : "";
  const title = pending?.approve ? "Talebi onayla" : "Talebi reddet";

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!pending) return;
    if (pending.approve) return onConfirm("");
    const checked = rejectRequestSchema.safeParse({ reason });
    if (!checked.success) return setReasonError(checked.error.issues[0]?.message ?? "Gerekçe geçersiz.");
    setReasonError(null);
    onConfirm(checked.data.reason);
  }

  function close() {
    setReason("");
    setReasonError(null);
    onCancel();
  }

  return (
    <dialog
      ref={ref}
      className="admin-dialog"
      aria-labelledby="admin-dialog-title"
      onClose={() => pending && close()}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      {request ? (
        <form onSubmit={submit} noValidate>
          <h2 id="admin-dialog-title">{title}</h2>
          <p>
            {kind} talebi: <strong>{request.username}</strong> ({request.email})
            {request.newEmail ? ` → ${request.newEmail}` : ""}
          </p>
          {pending?.approve ? (
            <p>Onaylandığında kullanıcıya e-posta gönderilir.</p>
          ) : (
            <label className="admin-dialog__field">
              Reddetme gerekçesi (kullanıcıya e-postayla iletilir)
              <textarea
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                rows={4}
                maxLength={REJECTION_REASON_LIMITS.max}
                required
                aria-invalid={reasonError !== null}
                aria-describedby={reasonError ? "admin-reason-error" : undefined}
              />
            </label>
          )}
          {reasonError ? (
            <p id="admin-reason-error" className="admin-error" role="alert">
              {reasonError}
            </p>
          ) : null}
          {error ? (
            <p className="admin-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="admin-dialog__actions">
            <button type="button" onClick={close} disabled={busy}>
              Vazgeç
            </button>
            <button type="submit" className={pending?.approve ? "admin-approve" : "admin-reject"} disabled={busy}>
              {busy ? "Gönderiliyor..." : pending?.approve ? "Onayla" : "Reddet"}
            </button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}

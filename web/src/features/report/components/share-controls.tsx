import { useId, useState } from "react";
import "../report.css";
import { Link } from "react-router-dom";
import { notify } from "../../../lib/notifications.ts";
import { revokeSaved, shareSaved, shareUrl } from "../api.ts";
import { reopenUrl } from "../../../entities/calculation/reopen.ts";
import { SHARE_SHOWS } from "../../../entities/saves/share-notice.ts";

const SHARE_FAILED = "Paylaşım bağlantısı oluşturulamadı.";
const REVOKED = "Paylaşım bağlantısı kaldırıldı.";

/**
 * Share a saved calculation (read-only link /sonuc/{id}), revoke it, or re-open it with its inputs. What the link
 * shows is said beside the controls and describes the share button and the link.
 */
export function ShareControls({
  item,
  onStatus,
}: {
  item: { id: string; share_id?: string | null; calculation_type: string; parameters: Record<string, unknown> };
  onStatus: (message: string) => void;
}) {
  const inputId = useId();
  const noteId = useId();
  const [shareId, setShareId] = useState<string | null>(item.share_id ?? null);
  const [busy, setBusy] = useState(false);

  const run = async (fn: () => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await fn();
    } catch {
      notify("error", failure);
      onStatus(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="share-controls">
      <Link className="button" to={reopenUrl(item.calculation_type, item.parameters)}>
        Yeniden aç
      </Link>
      {shareId ? (
        <>
          <label htmlFor={inputId} className="visually-hidden">
            Paylaşım bağlantısı
          </label>
          <input
            id={inputId}
            data-testid="share-link"
            className="share-controls__link"
            readOnly
            value={shareUrl(shareId)}
            aria-describedby={noteId}
            onFocus={(e) => e.target.select()}
          />
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                await revokeSaved(item.id);
                setShareId(null);
                notify("success", REVOKED);
                onStatus(REVOKED);
              }, "Paylaşım kaldırılamadı.")
            }
          >
            Paylaşımı kaldır
          </button>
        </>
      ) : (
        <button
          type="button"
          className="button"
          disabled={busy}
          aria-describedby={noteId}
          onClick={() =>
            void run(async () => {
              setShareId(await shareSaved(item.id));
              onStatus("Paylaşım bağlantısı oluşturuldu.");
            }, SHARE_FAILED)
          }
        >
          Paylaş
        </button>
      )}
      <p id={noteId} className="field__hint share-controls__note">
        {SHARE_SHOWS}
      </p>
    </div>
  );
}

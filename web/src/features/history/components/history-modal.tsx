import "../history.css";
import { useModalDialog } from "../../../lib/hooks/use-modal-dialog.ts";
import { HistoryList, type ItemActions } from "./history-list.tsx";

/** The history list in a modal dialog (Escape, the close button and the backdrop's Escape close it). */
export function HistoryModal({
  open,
  onClose,
  itemActions,
}: {
  open: boolean;
  onClose: () => void;
  itemActions?: ItemActions;
}) {
  const ref = useModalDialog(open);
  return (
    <dialog
      ref={ref}
      className="dialog history-modal"
      aria-labelledby="history-modal-title"
      // Only this dialog's own close: React passes a nested dialog's close event up the tree.
      onClose={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className="history-modal__head">
        <h2 id="history-modal-title">Hesaplama Geçmişi</h2>
        <button type="button" className="button history-modal__close" onClick={onClose} aria-label="Kapat">
          ✕
        </button>
      </div>
      {open ? <HistoryList itemActions={itemActions} /> : null}
    </dialog>
  );
}

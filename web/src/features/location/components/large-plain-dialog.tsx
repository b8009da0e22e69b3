import { useModalDialog } from "../../../lib/hooks/use-modal-dialog.ts";
import { PlainPreviewMap } from "./lazy-maps.tsx";

/** Large plain protection info (GEN-03, 5403 md. 14) with a zoom-18 preview of the chosen point. */
export function LargePlainDialog({
  open,
  onClose,
  name,
  point,
}: {
  open: boolean;
  onClose: () => void;
  name: string | null;
  point: { lat: number; lng: number };
}) {
  const ref = useModalDialog(open);
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="plain-dialog-title" onClose={onClose}>
      <h2 id="plain-dialog-title">Büyük Ova Koruma Alanı</h2>
      <p>
        Seçtiğiniz konum {name ? <strong>{name}</strong> : "bir büyük ova koruma alanı"} içinde görünüyor. Büyük
        ovalarda tarım arazileri amacı dışında kullanılamaz (5403 sayılı Kanun md. 14); tarımsal amaçlı yapıya izin
        koşulludur. Hangi şartların arandığını hesaplama sonucu, yapı türüne ve mevzuat tarihine göre yazar.
      </p>
      {open ? (
        <div className="dialog__map">
          <PlainPreviewMap point={point} />
        </div>
      ) : null}
      <button type="button" className="button button--primary" onClick={onClose}>
        Kapat
      </button>
    </dialog>
  );
}

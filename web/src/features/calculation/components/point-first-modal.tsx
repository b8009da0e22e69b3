import { useModalDialog } from "../../../lib/hooks/use-modal-dialog.ts";

/** 'Map point first' modal: three steps and 'Anladım'. */
export function PointFirstModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useModalDialog(open);
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="point-first-title" onClose={onClose}>
      <h2 id="point-first-title">Önce haritadan konum seçin</h2>
      <ol>
        <li>Yukarıdaki haritada parselinizi bulun (ilçe veya mahalle aramasını kullanabilirsiniz).</li>
        <li>Parselinizin üzerine ya da yakınına tıklayın; konum İzmir sınırları içinde olmalıdır.</li>
        <li>Formu doldurup Hesapla düğmesine basın.</li>
      </ol>
      <button type="button" className="button button--primary" onClick={onClose}>
        Anladım
      </button>
    </dialog>
  );
}

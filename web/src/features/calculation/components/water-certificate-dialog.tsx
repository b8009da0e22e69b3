import { useEffect, useRef, useState } from "react";
import { useModalDialog } from "../../../lib/hooks/use-modal-dialog.ts";

export const AUTO_CLOSE_MS = 2000;

/**
 * Water-allocation certificate (GEN-04c / GEN-04d): yes closes after 2 s; no explains that no permit can
 * be given without it (the calculation then shows the refusal).
 */
export function WaterCertificateDialog({
  open,
  provinces,
  onAnswer,
  onClose,
}: {
  open: boolean;
  /** The provinces of the circular's provision, from the rule set. */
  provinces: readonly string[];
  onAnswer: (has: boolean) => void;
  onClose: () => void;
}) {
  const ref = useModalDialog(open);
  const [answer, setAnswer] = useState<boolean | null>(null);
  // The latest onClose, so the 2 s timer is not restarted by parent renders.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    if (answer !== true) return;
    const t = setTimeout(() => closeRef.current(), AUTO_CLOSE_MS);
    return () => clearTimeout(t);
  }, [answer]);
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby="water-title"
      onClose={() => {
        setAnswer(null);
        onClose();
      }}
    >
      <h2 id="water-title">Su Tahsis Belgesi</h2>
      <p>
        Seçtiğiniz konum kapalı su havzası içinde. Genelgeye göre DSİ'nin kapalı su havzası ilan ettiği yerlerde
        hayvancılık tesisleri ve tarımsal ürün yıkama tesisleri için suyun nereden karşılanacağını gösteren su tahsis
        belgesi (şebeke suyu için ilgili idarenin, yer altı / yer üstü suyu için DSİ'nin yazısı) başvuru dosyasına
        eklenmelidir; taşıma su kabul edilmez. Bu hüküm şu iller için geçerlidir:
      </p>
      <p className="dialog__provinces">{provinces.join(", ")}.</p>
      {answer === null ? (
        <>
          <p>
            <strong>Su tahsis belgeniz var mı?</strong>
          </p>
          <div className="dialog__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setAnswer(true);
                onAnswer(true);
              }}
            >
              Evet, var
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                setAnswer(false);
                onAnswer(false);
              }}
            >
              Hayır, yok
            </button>
          </div>
        </>
      ) : answer ? (
        <p role="status">Teşekkürler; belgeyi başvuru dosyanıza eklemeyi unutmayın.</p>
      ) : (
        <>
          <p role="alert" className="notice notice--error">
            Kapalı su havzasında su tahsis belgesi olmadan izin verilemez. Hesaplama sonucunu bilgi amaçlı
            görebilirsiniz.
          </p>
          <button type="button" className="button" onClick={onClose}>
            Kapat
          </button>
        </>
      )}
    </dialog>
  );
}

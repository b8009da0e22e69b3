import DOMPurify from "dompurify";
import { useSnapshot } from "valtio";
import { calculationState } from "../state.ts";

const STATUS_TEXT: Record<string, string> = {
  izin_verilebilir: "İzin verilebilir",
  izin_verilebilir_varsayimsal: "İzin verilebilir (varsayımsal)",
  izin_verilemez: "İzin verilemez",
};

const CARDS: [string, string][] = [
  ["maksimum_insaat_alani", "Azami inşaat alanı (m²)"],
  ["yapi_alani", "Yapı alanı (m²)"],
  ["uretim_kapasitesi", "Kapasite"],
  ["taban_alani", "Taban alanı (m²)"],
  ["sera_alani", "Sera alanı (m²)"],
  ["depo_alani", "Depo alanı (m²)"],
  ["depolama_kapasitesi", "Depolama kapasitesi (ton)"],
  ["soguk_depo_kapasitesi", "Soğuk depo kapasitesi (ton)"],
  ["kovan_sayisi", "Kovan sayısı"],
  ["havuz_alani", "Havuz alanı (m²)"],
  ["uretim_alani", "Üretim alanı (m²)"],
  ["kalan_emsal", "Kalan emsal (m²)"],
];

const fmt = (n: number) => n.toLocaleString("tr-TR", { maximumFractionDigits: 2 });

/** 'Hesaplama Sonucu': status, cards and the sanitised HTML report; a failure shows the server's message. */
export function ResultPanel({ label }: { label: string }) {
  const { result, loading, failure } = useSnapshot(calculationState);
  return (
    <section className="result" aria-labelledby="result-title" aria-live="polite" aria-busy={loading}>
      <h2 id="result-title">{label} Hesaplama Sonucu</h2>
      {loading ? <p role="status">Hesaplanıyor...</p> : null}
      {!loading && failure ? (
        <div role="alert" className="notice notice--error">
          <strong>{STATUS_TEXT["izin_verilemez"]}</strong>
          <p>{failure}</p>
        </div>
      ) : null}
      {!loading && !failure && !result ? <p className="result__empty">Formu doldurup Hesapla düğmesine basın.</p> : null}
      {!loading && result ? (
        <div data-testid="result">
          <p className={`result__status result__status--${result.data.izin_durumu}`}>
            <span aria-hidden="true">{result.data.izin_durumu === "izin_verilemez" ? "✕" : "✓"}</span> {STATUS_TEXT[result.data.izin_durumu]}
          </p>
          <p className="result__main">{result.data.ana_mesaj}</p>
          <ul className="result__cards">
            {CARDS.filter(([k]) => typeof result.data[k] === "number").map(([k, text]) => (
              <li key={k}>
                <span className="result__card-label">{k === "uretim_kapasitesi" && typeof result.data["kapasite_birimi"] === "string" ? `${text} (${result.data["kapasite_birimi"]})` : text}</span>
                <span className="result__card-value">{fmt(result.data[k] as number)}</span>
              </li>
            ))}
          </ul>
          <div className="result__html" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(result.data.html_mesaj) }} />
        </div>
      ) : null}
    </section>
  );
}

import type { UygulananKural } from "@worker/contracts/calculation.ts";

const OUTCOME: Record<UygulananKural["sonuc"], string> = {
  saglandi: "Sağlandı",
  saglanmadi: "Sağlanmadı",
  bilgi: "Bilgi",
  uyari: "Uyarı",
};

/** 'Neden?': the rules that fired, with their outcome and legal basis (collapsible). */
export function WhyList({
  rules,
  ruleset,
}: {
  rules: readonly UygulananKural[];
  ruleset: { id: string; surum: string };
}) {
  if (!rules.length) return null;
  return (
    <details className="result__why">
      <summary>Neden? ({rules.length} kural)</summary>
      <ol>
        {rules.map((r) => (
          <li key={r.kural_id} className={`why why--${r.sonuc}`}>
            <code>{r.kural_id}</code> <strong>{r.ad}</strong> — {OUTCOME[r.sonuc]}
            <br />
            <small>Dayanak: {r.dayanak}</small>
          </li>
        ))}
      </ol>
      <p className="field__hint">
        Kural seti: {ruleset.id} sürüm {ruleset.surum}
      </p>
    </details>
  );
}

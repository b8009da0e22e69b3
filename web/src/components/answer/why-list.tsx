import type { SayiKaynagi, UygulananKural } from "@worker/core/contracts/calculation.ts";
import { NumberSources } from "../number-sources.tsx";

const OUTCOME: Record<UygulananKural["sonuc"], string> = {
  saglandi: "Sağlandı",
  saglanmadi: "Sağlanmadı",
  bilgi: "Bilgi",
  uyari: "Uyarı",
};

/**
 * 'Neden?': the rules that fired, with their outcome and legal basis, and the figures the answer rests on with their
 * sources ("Sayılar ve kaynakları"; an assumption marked as one) — collapsible.
 */
export function WhyList({
  rules,
  ruleset,
  sources,
}: {
  rules: readonly UygulananKural[];
  ruleset: { id: string; surum: string };
  /** The answer's `sayi_kaynaklari` (none in a result saved before answers carried them). */
  sources?: readonly SayiKaynagi[] | undefined;
}) {
  const figures = sources?.length ?? 0;
  if (!rules.length && !figures) return null;
  return (
    <details className="result__why">
      <summary>
        Neden? ({rules.length} kural{figures ? `, ${figures} sayı` : ""})
      </summary>
      <ol>
        {rules.map((r) => (
          <li key={r.kural_id} className={`why why--${r.sonuc}`}>
            <code>{r.kural_id}</code> <strong>{r.ad}</strong> — {OUTCOME[r.sonuc]}
            <br />
            <small>Dayanak: {r.dayanak}</small>
          </li>
        ))}
      </ol>
      <NumberSources rows={sources} />
      <p className="field__hint">
        Kural seti: {ruleset.id} sürüm {ruleset.surum}
      </p>
    </details>
  );
}

import type { CalculationData } from "@worker/core/contracts/calculation.ts";

type NextStep = NonNullable<CalculationData["sonraki_adimlar"]>[number];

/**
 * 'Sonraki adımlar' of a permit: where to apply, the procedure, the documents and how long the permit holds, each
 * with its legal basis — the version's own list (`_ortak.json` → `sonraki_adimlar`); nothing for a version without
 * one or for a refusal.
 */
export function NextSteps({ steps }: { steps: readonly Readonly<NextStep>[] | undefined }) {
  if (!steps?.length) return null;
  return (
    <section className="next-steps" aria-labelledby="next-steps-title" data-testid="next-steps">
      <h3 id="next-steps-title">Sonraki adımlar</h3>
      <ol>
        {steps.map((s) => (
          <li key={s.baslik}>
            <strong>{s.baslik}:</strong> {s.metin} <span className="field__hint">({s.dayanak})</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

import type { PlanLimits as PlanLimitsData } from "@worker/core/contracts/calculation.ts";
import { formatTr } from "@worker/core/rules/numbers.ts";

/**
 * The İzmir plan notes' limit beside the national one (rule set 2.0.0 makes them binding): both figures, the binding
 * one marked, and the answer's sentence with its citation. Nothing when the answer carries no plan limits.
 */
export function PlanLimits({ data }: { data: PlanLimitsData | undefined }) {
  if (!data) return null;
  const national =
    data.ulusal_sinir_m2 === null ? "Mevzuatta yok (idare belirler)" : `${formatTr(data.ulusal_sinir_m2)} m²`;
  const binding = (side: PlanLimitsData["baglayan"]) =>
    data.baglayan === side ? <strong className="plan-limits__binding"> — bağlayıcı</strong> : null;
  return (
    <section className="plan-limits" aria-labelledby="plan-limits-title" data-testid="plan-limits">
      <h3 id="plan-limits-title">Ulusal sınır ve İzmir plan notları</h3>
      <dl>
        <div data-testid="plan-limits-national">
          <dt>Ulusal mevzuat</dt>
          <dd>
            {national}
            {data.ulusal_sinir_m2 === null ? null : binding("ulusal")}
          </dd>
        </div>
        <div data-testid="plan-limits-plan">
          <dt>İzmir plan notları</dt>
          <dd>
            {formatTr(data.plan_siniri_m2)} m²{binding("plan")}
          </dd>
        </div>
      </dl>
      <p className="field__hint">{data.aciklama}</p>
    </section>
  );
}

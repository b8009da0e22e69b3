/**
 * The national limit beside the İzmir plan notes' on a result (web/src/features/calculation/components/plan-limits.tsx):
 * both figures in Turkish number text, the binding one marked, the answer's sentence, and "no figure in law" where
 * the national side is null. The answers' values come from the worker (tests/rules); here only how they read.
 */
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PlanLimits } from "@web/components/plan-limits.tsx";
import type { PlanLimits as PlanLimitsData } from "@worker/core/contracts/calculation.ts";

const planBinds: PlanLimitsData = {
  emsal_turu: "marjinal",
  ulusal_sinir_m2: 4000,
  plan_siniri_m2: 2500.5,
  baglayan: "plan",
  aciklama: "Ulusal sınır 4.000 m², plan sınırı 2.500,5 m²: plan bağlar.",
};

describe("the plan limits beside the national one", () => {
  it("shows both figures and marks the plan's as binding", () => {
    render(<PlanLimits data={planBinds} />);
    expect(within(screen.getByTestId("plan-limits-national")).getByText(/4\.000 m²/)).toBeTruthy();
    expect(screen.getByTestId("plan-limits-national").textContent).not.toContain("bağlayıcı");
    expect(screen.getByTestId("plan-limits-plan").textContent).toBe("İzmir plan notları2.500,5 m² — bağlayıcı");
    expect(screen.getByText(planBinds.aciklama)).toBeTruthy();
  });

  it("marks the national limit when it is the smaller", () => {
    render(<PlanLimits data={{ ...planBinds, ulusal_sinir_m2: 500, baglayan: "ulusal" }} />);
    expect(screen.getByTestId("plan-limits-national").textContent).toBe("Ulusal mevzuat500 m² — bağlayıcı");
    expect(screen.getByTestId("plan-limits-plan").textContent).not.toContain("bağlayıcı");
  });

  it("says the law gives no figure instead of a number", () => {
    render(<PlanLimits data={{ ...planBinds, ulusal_sinir_m2: null }} />);
    expect(screen.getByTestId("plan-limits-national").textContent).toBe("Ulusal mevzuatMevzuatta yok (idare belirler)");
    expect(screen.getByTestId("plan-limits-plan").textContent).toContain("bağlayıcı");
  });

  it("renders nothing for an answer without plan limits (1.0.0, exempt types)", () => {
    const { container } = render(<PlanLimits data={undefined} />);
    expect(container.innerHTML).toBe("");
  });
});

/**
 * 'Yeni yönetmelikle karşılaştır' (web/src/features/comparison): the button under a result asks the same request
 * under the rule set's newest version (from the versions GET /api/rules/ lists) and shows both answers side by side
 * with the changes marked; its loading state is announced; an error answer is an error, never a refusal; a type the
 * newest version lacks and a result already under the newest version say so. The API is a stub; the rule sets and
 * the answers are the repository's.
 */
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { CalculationResult } from "@worker/core/contracts/calculation.ts";
import { VersionComparison } from "@web/features/comparison/components/version-comparison.tsx";
import { repoCalculation } from "../unit/repo-calculation.ts";
import { repoRuleSet, repoType } from "../unit/repo-rule-set.ts";
import { errorBody, heldAnswer, stubApi } from "./api-stub.ts";
import { loadRepoRuleSet, setRuleSet } from "./rules.ts";

const TODAY = "1.0.0";
const NEW = "2.0.0";
const BODY = { arazi_vasfi: "Dikili vasıflı", alan_m2: 12_000, mevzuat_tarihi: "2026-11-26" };
/** The draft's one name as the page gives it ("2026 Yönetmeliği (taslak)"), from the rule set. */
const DRAFT_NAME = `${repoRuleSet(NEW).kural_seti.yonetmelik} (taslak)`;
const NEW_PATH = `POST /api/calculations/${repoType("bag-evi", NEW).api_yolu}/`;

let result: CalculationResult;
let newAnswer: CalculationResult;

async function show(surum = TODAY) {
  const shown = surum === TODAY ? result : await repoCalculation("bag-evi", surum, BODY);
  render(<VersionComparison type={repoType("bag-evi", surum)} result={shown} body={BODY} />);
  return userEvent.setup();
}

const button = () => screen.getByRole("button", { name: `${DRAFT_NAME} ile karşılaştır` });
const region = () => screen.getByRole("region", { name: `${DRAFT_NAME} ile karşılaştırma` });
/** A row's header and cells, as text. */
const cellsOf = (testId: string) =>
  [...screen.getByTestId(testId).querySelectorAll("th, td")].map((c) => c.textContent);

beforeEach(async () => {
  loadRepoRuleSet();
  result = await repoCalculation("bag-evi", TODAY, BODY);
  newAnswer = await repoCalculation("bag-evi", NEW, BODY);
});

describe("Yeni yönetmelikle karşılaştır", () => {
  it("asks the same request under the newest version and marks the changed figures", async () => {
    const held = heldAnswer({ body: newAnswer });
    const api = stubApi({
      "GET /api/rules/": () => ({ body: { success: true, data: repoRuleSet(NEW) } }),
      [NEW_PATH]: held.route,
    });
    const user = await show();
    expect(screen.queryByTestId("comparison")).not.toBeVisible();
    // From the keyboard.
    await user.tab();
    expect(button()).toHaveFocus();
    await user.keyboard("{Enter}");
    await act(() => held.asked);
    expect(button()).toHaveAttribute("aria-expanded", "true");
    expect(region()).toHaveAttribute("aria-busy", "true");
    expect(within(region()).getByRole("status")).toHaveTextContent("Karşılaştırılıyor...");
    // The newest version's descriptors, then the request with its number instead of the legislation date.
    expect(api.callsOf("GET /api/rules/").map((c) => c.url)).toEqual([`/api/rules/?surum=${NEW}`]);
    expect(api.callsOf(NEW_PATH)[0]!.body).toEqual({ arazi_vasfi: "Dikili vasıflı", alan_m2: 12_000, surum: NEW });

    await act(async () => held.release());
    await screen.findByRole("table");
    expect(region()).toHaveAttribute("aria-busy", "false");
    expect(within(region()).getByRole("status")).toHaveTextContent(`${NEW} sürümünde değişenler: 2 rakam.`);
    expect(screen.getByRole("columnheader", { name: "Bu sonuç (2017 Yönetmeliği)" })).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: DRAFT_NAME })).toBeInTheDocument();
    const [label, today, draft, change] = cellsOf("comparison-taban_alani");
    expect(label).toBe("Taban alanı");
    expect(today).toContain("75 m²");
    expect(draft).toContain("30 m²");
    expect(change).toBe("Değişti");
    expect(cellsOf("comparison-maksimum_insaat_alani").slice(1)).toEqual([
      expect.stringContaining("150 m²"),
      expect.stringContaining("60 m²"),
      "Değişti",
    ]);
    expect(cellsOf("comparison-durum").at(-1)).toBe("Aynı");
    expect(cellsOf("comparison-karar-kurali")[2]).toMatch(/^BAG-\d+ /);

    // Pressed again, it folds away without asking again.
    await user.click(button());
    expect(button()).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByTestId("comparison")).not.toBeVisible();
    await user.click(button());
    expect(api.callsOf(NEW_PATH)).toHaveLength(1);
  });

  it("shows an error answer as an error with its Turkish message, never as a refusal, and tries again", async () => {
    loadRepoRuleSet({ surum: NEW });
    let calls = 0;
    const api = stubApi({
      [NEW_PATH]: () =>
        ++calls === 1
          ? { status: 400, body: errorBody("validation_failed", "Girdi geçersiz.", { alan_m2: ["Alan çok büyük."] }) }
          : { body: newAnswer },
    });
    const user = await show();
    await user.click(button());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Karşılaştırılamadı");
    expect(alert).toHaveTextContent("Girdi geçersiz. Alan çok büyük.");
    expect(screen.queryByText(/İzin verilemez/)).not.toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();

    await user.click(within(alert).getByRole("button", { name: "Tekrar dene" }));
    await screen.findByRole("table");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(api.callsOf(NEW_PATH)).toHaveLength(2);
  });

  it("says so when the newest version has no such type, without asking for a calculation", async () => {
    const draft = repoRuleSet(NEW);
    const without = { ...draft, turler: draft.turler.filter((t) => t.slug !== "bag-evi") };
    setRuleSet({ surum: NEW }, without);
    stubApi({});
    const user = await show();
    await user.click(button());
    expect(await screen.findByTestId("comparison-missing")).toHaveTextContent(
      `Bağ evi, kural seti ${NEW} (taslak, yürürlük tarihi yok) içinde yer almıyor`,
    );
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("offers nothing to compare for a result already under the newest version", async () => {
    stubApi({});
    await show(NEW);
    expect(screen.queryByRole("button", { name: `${DRAFT_NAME} ile karşılaştır` })).not.toBeInTheDocument();
    expect(screen.getByTestId("comparison-latest")).toHaveTextContent(
      `Bu sonuç kural setinin en yeni sürümüyle (${NEW} (taslak`,
    );
  });
});

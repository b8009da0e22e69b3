/**
 * The rule-set line of the calculation page (web/src/features/calculation/components/rule-version-bar.tsx): the
 * 'Mevzuat tarihi' date, a version named in the address, the draft banner and the catalogue's error. The versions
 * are the repository's own (rules/), never hand-written.
 */
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { RuleVersionBar } from "@web/features/calculation/components/rule-version-bar.tsx";
import { calculationState, setMevzuatTarihi } from "@web/features/calculation/form-state.ts";
import { repoRuleSet } from "../unit/repo-rule-set.ts";

const RELEASED = repoRuleSet("1.0.0");
const DRAFT = repoRuleSet("2.0.0");

type Props = Parameters<typeof RuleVersionBar>[0];
const base: Props = { surum: null, tarih: "2026-03-01", loaded: null, status: "loading", error: null, slug: "bag-evi" };

function show(props: Partial<Props>) {
  return render(
    <MemoryRouter>
      <RuleVersionBar {...base} {...props} />
    </MemoryRouter>,
  );
}

afterEach(() => setMevzuatTarihi(base.tarih));

describe("rule-set line of the calculation page", () => {
  it("the repository has a released 1.0.0 and a draft 2.0.0 without a date in force (what the cases below rely on)", () => {
    expect(RELEASED.kural_seti.durum).toBe("yayinda");
    expect(DRAFT.kural_seti.durum).toBe("taslak");
    expect(DRAFT.kural_seti.yururluk_tarihi).toBeNull();
  });

  it("says the rule set is loading while it loads", () => {
    show({});
    expect(screen.getByText("Kural seti yükleniyor...")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("a released version: its number and date, the 'Mevzuat tarihi' field, no draft banner", () => {
    show({ loaded: RELEASED, status: "ready" });
    const { surum, yururluk_tarihi, yonetmelik } = RELEASED.kural_seti;
    const line = `${yonetmelik} · Kural seti ${surum} (yürürlük ${yururluk_tarihi})`;
    expect(yonetmelik).toBe("2017 Yönetmeliği");
    expect(screen.getByText(line)).toBeInTheDocument();
    expect(screen.getByLabelText("Mevzuat tarihi")).toHaveValue(base.tarih);
    expect(screen.getByLabelText("Mevzuat tarihi")).toHaveAccessibleDescription(line);
    expect(screen.queryByText("Taslak — yürürlükte değil")).not.toBeInTheDocument();
  });

  it("a draft named with ?surum=: the 'Taslak — yürürlükte değil' banner as a status, saying it has no date in force", () => {
    show({ surum: DRAFT.kural_seti.surum, loaded: DRAFT, status: "ready" });
    const banner = screen.getByRole("status");
    expect(banner).toHaveTextContent("Taslak — yürürlükte değil");
    expect(banner).toHaveTextContent(
      `${DRAFT.kural_seti.yonetmelik} (kural seti ${DRAFT.kural_seti.surum}) henüz yayımlanmadı; yürürlük tarihi yok. Sonuçlar yalnızca önizleme içindir.`,
    );
    expect(screen.getByTestId("rule-version")).toHaveTextContent(
      `Kural seti ${DRAFT.kural_seti.surum} (yürürlük tarihi yok)`,
    );
    expect(document.body).not.toHaveTextContent("null");
    // A version in the address replaces the date field, with the way back to today's version.
    expect(screen.queryByLabelText("Mevzuat tarihi")).not.toBeInTheDocument();
    expect(screen.getByText(DRAFT.kural_seti.surum, { selector: "strong" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Yürürlükteki sürümle hesapla" })).toHaveAttribute(
      "href",
      "/hesaplama/bag-evi",
    );
  });

  it("a draft that names a foreseen date says it is foreseen, never that it is in force", () => {
    const foreseen = { ...DRAFT, kural_seti: { ...DRAFT.kural_seti, yururluk_tarihi: "2028-01-01" } };
    show({ surum: DRAFT.kural_seti.surum, loaded: foreseen, status: "ready" });
    expect(screen.getByRole("status")).toHaveTextContent("henüz yayımlanmadı; öngörülen yürürlük 2028-01-01.");
    expect(screen.getByTestId("rule-version")).toHaveTextContent(
      `Kural seti ${DRAFT.kural_seti.surum} (öngörülen yürürlük 2028-01-01)`,
    );
  });

  it("no draft banner for a draft that has not loaded yet, nor for a released version named in the address", () => {
    const { rerender } = show({ surum: DRAFT.kural_seti.surum, loaded: DRAFT, status: "loading" });
    expect(screen.queryByText("Taslak — yürürlükte değil")).not.toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <RuleVersionBar {...base} surum={RELEASED.kural_seti.surum} loaded={RELEASED} status="ready" />
      </MemoryRouter>,
    );
    expect(screen.queryByText("Taslak — yürürlükte değil")).not.toBeInTheDocument();
  });

  it("an unknown version or a day without one: the catalogue's message as an alert, the date marked invalid", () => {
    show({ status: "error", error: "2024-12-31 tarihinde yürürlükte bir kural seti yok." });
    expect(screen.getByRole("alert")).toHaveTextContent("2024-12-31 tarihinde yürürlükte bir kural seti yok.");
    expect(screen.getByLabelText("Mevzuat tarihi")).toBeInvalid();
    expect(screen.queryByText("Kural seti yükleniyor...")).not.toBeInTheDocument();
  });

  it("a new date sets the page's legislation date; clearing the field keeps the last one", () => {
    show({ loaded: RELEASED, status: "ready" });
    const date = screen.getByLabelText("Mevzuat tarihi");
    // A date input is set as a whole (the browser's picker); user-event cannot type into one.
    fireEvent.change(date, { target: { value: "" } });
    expect(calculationState.mevzuatTarihi).toBe(base.tarih);
    fireEvent.change(date, { target: { value: "2025-01-01" } });
    expect(calculationState.mevzuatTarihi).toBe("2025-01-01");
  });
});

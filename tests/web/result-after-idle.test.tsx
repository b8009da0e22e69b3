/**
 * The calculation page's result panel is a lazy part the form does not need: it mounts once the page is first idle
 * (web/src/lib/idle-start.ts), so on a slow phone its chunk never comes between the page and a usable form. Until
 * then the form is there and in use; afterwards the panel asks for a calculation.
 */
import { act, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CalculationPage } from "@web/app/routes/calculation-page.tsx";
import { startWhenIdle } from "@web/lib/idle-start.ts";
import { loadRepoRuleSet } from "./rules.ts";

// The map is not what this is about (Leaflet does not run in jsdom).
vi.mock("@web/features/location/components/location-section.tsx", () => ({ LocationSection: () => null }));

beforeEach(() => loadRepoRuleSet());

describe("the result panel after the first idle moment", () => {
  it("is not in the page with the form at first, and mounts when the browser is idle", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
    render(
      <MemoryRouter initialEntries={["/hesaplama/sera"]}>
        <Routes>
          <Route path="/hesaplama/:slug" element={<CalculationPage />} />
        </Routes>
      </MemoryRouter>,
    );
    // The first commit: the form, and neither the panel nor its loading text (a panel mounted at once would be
    // loading its chunk here).
    expect(screen.getByRole("button", { name: "Hesapla" })).toBeInTheDocument();
    expect(screen.queryByText("Yükleniyor...")).toBeNull();
    expect(screen.queryByRole("region", { name: "Sera Hesaplama Sonucu" })).toBeNull();

    startWhenIdle();
    expect(idle).toHaveLength(1);
    act(() => idle[0]!());
    const panel = await screen.findByRole("region", { name: "Sera Hesaplama Sonucu" }, { timeout: 5000 });
    expect(panel).toHaveTextContent("Formu doldurup Hesapla düğmesine basın.");
  });
});

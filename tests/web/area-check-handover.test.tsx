/**
 * What the area check hands to the vineyard-house form on the calculation page (issue #46): the banner, the
 * drawer and the result tell one story — on planted land a check of areas alone measured the land, not its
 * planting, as the calculation counts it (`manuel_kontrol`); a value the person typed in the form changes only when
 * they confirm; and only a drawing or a parcel file is called map data. The whole page in jsdom (the map, the place
 * search and the land type's other types are not rendered; the drawer's map tab is the e2e specs'); answers from
 * the repository's rule set.
 */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CalculationResult } from "@worker/core/contracts/calculation.ts";
import { CalculationPage } from "@web/app/routes/calculation-page.tsx";
import { closeAreaCheck } from "@web/features/area-check/state.ts";
import { manualCheckPayload } from "@web/features/calculation/area-check-bridge.ts";
import { applyParcelArea, calculationState, resetForType } from "@web/features/calculation/form-state.ts";
import { startWhenIdle } from "@web/lib/idle-start.ts";
import { clearPoint, selectPoint } from "@web/entities/location/location-state.ts";
import { dismiss, notificationsState } from "@web/lib/notifications.ts";
import { stubApi } from "./api-stub.ts";
import { loadRepoRuleSet, repoPlantedAreaSettings } from "./rules.ts";
import { POINT, repoCalculation } from "../unit/repo-calculation.ts";

vi.mock("@web/features/location/components/location-section.tsx", () => ({ LocationSection: () => null }));
vi.mock("@web/features/calculation/components/land-type-types.tsx", () => ({ LandTypeTypes: () => null }));
vi.mock("@web/features/area-check/components/map-tab.tsx", () => ({ MapTab: () => <p>Harita (Leaflet; e2e)</p> }));

const VINEYARD_HOUSE = "POST /api/calculations/bag-evi-v2/";

/** The server: the point's check, the drawer's settings, and the calculations of the repository's rule set. */
function server() {
  const answers: CalculationResult[] = [];
  stubApi({
    "POST /api/location/check/": () => ({
      body: {
        success: true,
        data: {
          izmirinIcinde: true,
          buyukOvaIcinde: false,
          kapaliSuHavzasiIcinde: false,
          details: { izmirBolgeAdi: "KONAK", izmirBolgeAdiYaklasik: true, buyukOvaAdi: null, kapaliSuHavzasiAdi: null },
        },
      },
    }),
    "GET /api/calculations/dikili-kontrol/": () => ({ body: { success: true, data: repoPlantedAreaSettings() } }),
    [VINEYARD_HOUSE]: async (call) => {
      const answer = await repoCalculation("bag-evi", "1.0.0", call.body as Record<string, unknown>);
      answers.push(answer);
      return { body: answer };
    },
  });
  return { answers };
}

/** The vineyard-house page with a checked point in İzmir and the land type chosen. */
async function vineyardHouse(landType: string) {
  const api = server();
  render(
    <MemoryRouter initialEntries={["/hesaplama/bag-evi"]}>
      <Routes>
        <Route path="/hesaplama/:slug" element={<CalculationPage />} />
      </Routes>
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  await act(() => selectPoint(POINT.latitude, POINT.longitude));
  await user.selectOptions(await screen.findByLabelText("Arazi vasfı"), landType);
  /** Opens the drawer (it loads lazily) once its settings are there. */
  const openDrawer = async () => {
    await user.click(screen.getByRole("button", { name: "Alan Kontrolü" }));
    const drawer = await screen.findByRole("dialog", { name: "Alan Kontrolü" });
    await waitFor(() => expect(within(drawer).getByRole("button", { name: "Devam" })).toBeEnabled());
    return drawer;
  };
  const calculate = async () => {
    await user.click(screen.getByRole("button", { name: "Hesapla" }));
    return within(await screen.findByRole("region", { name: "Bağ evi Hesaplama Sonucu" })).findByTestId("result");
  };
  return { ...api, user, openDrawer, calculate };
}

beforeEach(() => {
  loadRepoRuleSet();
  clearPoint();
  resetForType("");
  vi.stubGlobal("requestIdleCallback", (callback: () => void) => setTimeout(callback, 0));
  startWhenIdle();
});
afterEach(() => {
  closeAreaCheck();
  for (const n of [...notificationsState.items]) dismiss(n.id);
});

describe("the area check's hand-over to the vineyard-house form", () => {
  it("areas alone on planted land: 'Alan ölçüldü — dikili vasıf doğrulanmadı', as the calculation counts it", async () => {
    const page = await vineyardHouse("Dikili vasıflı");
    const area = screen.getByLabelText("Arazi alanı (m²)");
    await page.user.type(area, "6000");
    const drawer = await page.openDrawer();
    expect(within(drawer).getByLabelText("Dikili alan (m²)")).toHaveValue("6000");
    await page.user.click(within(drawer).getByRole("button", { name: "Devam" }));
    await waitFor(() => expect(drawer).not.toBeVisible());

    const banner = screen.getByTestId("check-banner");
    expect(banner).toHaveTextContent("Alan ölçüldü: 6.000 m² — dikili vasıf doğrulanmadı (ağaç girilmedi)");
    expect(banner).not.toHaveTextContent(/başarılı/i);
    // The same value, nothing asked: the form keeps 6 000, now the check's (typed there, so not map data).
    expect(area).toHaveValue("6000");
    expect(screen.getByTestId("harita-alan_m2")).toHaveTextContent("Alan kontrolünden aktarıldı");

    const result = await page.calculate();
    expect(page.answers.at(-1)!.data).toMatchObject({
      manuel_kontrol: false,
      izin_durumu: "izin_verilebilir_varsayimsal",
    });
    expect(result).toHaveTextContent("varsayımsal");
    expect(banner).not.toHaveTextContent(/başarılı/i);
  });

  it("with trees covering the planted area: 'Dikili alan kontrolü başarılı', a check the calculation rests on", async () => {
    const page = await vineyardHouse("Dikili vasıflı");
    const drawer = await page.openDrawer();
    await page.user.type(within(drawer).getByLabelText("Dikili alan (m²)"), "6000");
    await page.user.selectOptions(within(drawer).getByLabelText("Ağaç türü"), "Ceviz");
    await page.user.type(within(drawer).getByLabelText(/^Ağaç sayısı/), "60");
    await page.user.click(within(drawer).getByRole("button", { name: "Ağaç Ekle" }));
    await page.user.click(within(drawer).getByRole("button", { name: "Devam" }));
    const banner = screen.getByTestId("check-banner");
    expect(banner).toHaveTextContent("Dikili alan kontrolü başarılı");
    expect(banner).toHaveTextContent("Manuel kontrol sonucu aktarıldı (1 ağaç türü)");
    await page.calculate();
    expect(page.answers.at(-1)!.data).toMatchObject({ manuel_kontrol: true, izin_durumu: "izin_verilebilir" });
  });

  it("asks before a failed check's 4 000 m² replaces the 6 000 m² typed in the form; kept, the form's value decides", async () => {
    const page = await vineyardHouse("Dikili vasıflı");
    const area = screen.getByLabelText("Arazi alanı (m²)");
    await page.user.type(area, "6000");
    const drawer = await page.openDrawer();
    const planted = within(drawer).getByLabelText("Dikili alan (m²)");
    await page.user.clear(planted);
    await page.user.type(planted, "4000");
    await page.user.click(within(drawer).getByRole("button", { name: "Devam" }));

    const question = within(drawer).getByRole("group", { name: "Formdaki değer değişsin mi?" });
    expect(question).toHaveTextContent("Arazi alanı: formda 6.000 m² yazılı, alan kontrolü 4.000 m² aktarmak istiyor.");
    expect(area).toHaveValue("6000");
    expect(calculationState.check).toBeNull();
    await page.user.click(within(question).getByRole("button", { name: "Formdaki 6.000 m² kalsın" }));
    await waitFor(() => expect(drawer).not.toBeVisible());
    // The check failed on 4 000 m²; kept, the form's 6 000 m² decides: no toast refuses the vineyard house.
    expect(notificationsState.items).toEqual([]);

    expect(area).toHaveValue("6000");
    const hint = screen.getByTestId("harita-alan_m2");
    expect(hint).toHaveTextContent("Manuel değer kullanılıyor (Alan kontrolü: 4.000 m²)");
    expect(hint).not.toHaveTextContent("Harita");
    const banner = screen.getByTestId("check-banner");
    expect(banner).toHaveTextContent("Formdaki değeriniz korundu: 6.000 m² (alan kontrolü: 4.000 m²)");
    expect(banner).toHaveTextContent(
      "Hesaplama formdaki değerle yapılır — alan kontrolünün kendi sonucu: Alan kontrolü başarısız",
    );
    // The land type copies the planted area into a field it does not show, too: kept there as well.
    expect(calculationState.values["dikili_alani"]).toBeUndefined();
    // The calculation is told the check's value was typed over: it does not rest on it.
    expect(manualCheckPayload()).toMatchObject({ manualOverride: true, overrideField: "alan_m2" });

    // Asked again and confirmed, the check's value replaces the form's; its link puts it back after an edit.
    const again = await page.openDrawer();
    await page.user.click(within(again).getByRole("button", { name: "Devam" }));
    await page.user.click(within(again).getByRole("button", { name: "4.000 m² ile değiştir" }));
    expect(area).toHaveValue("4000");
    expect(hint).toHaveTextContent("Alan kontrolünden aktarıldı");
    await page.user.clear(area);
    await page.user.type(area, "6000");
    await page.user.click(within(hint).getByRole("button", { name: "Alan kontrolü değerini kullan" }));
    expect(area).toHaveValue("4000");
  });

  it("calls only a drawing or a parcel file map data, and 'Verileri Temizle' keeps what the person put in the form", async () => {
    const page = await vineyardHouse("Tarla + herhangi bir dikili vasıflı");
    const form = within(screen.getByRole("region", { name: "Hesaplama — Bağ evi" }));
    // A parcel file's area: map data, and the person's (the drawer asks before replacing it).
    await act(async () => applyParcelArea(25_000, "tarla_alani"));
    const field = form.getByLabelText(/^Tarla alanı/);
    expect(screen.getByTestId("harita-tarla_alani")).toHaveTextContent("Harita verisi kullanılıyor");
    const drawer = await page.openDrawer();
    await page.user.type(within(drawer).getByLabelText("Dikili alan (m²)"), "6000");
    await page.user.click(within(drawer).getByRole("button", { name: "Doğrudan Aktar" }));
    expect(form.getByLabelText("Dikili alan (m²)")).toHaveValue("6000");
    expect(screen.getByTestId("harita-dikili_alani")).toHaveTextContent("Alan kontrolünden aktarıldı");
    expect(screen.getByTestId("harita-tarla_alani")).toHaveTextContent("Harita verisi kullanılıyor");
    expect(field).toHaveValue("25000");

    await page.user.click(within(await page.openDrawer()).getByRole("button", { name: "Verileri Temizle" }));
    // The check's own value goes; the parcel file's area stays with its hint.
    expect(form.getByLabelText("Dikili alan (m²)")).toHaveValue("");
    expect(screen.queryByTestId("harita-dikili_alani")).not.toBeInTheDocument();
    expect(field).toHaveValue("25000");
    expect(screen.getByTestId("harita-tarla_alani")).toHaveTextContent("Harita verisi kullanılıyor");
  });
});

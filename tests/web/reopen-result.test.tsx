/**
 * A re-opened calculation (/hesaplama/{type}?girdi=…: a parcel-analysis row, a history entry, a shared report) shows
 * the answer the link stands for at once (issue #46): the page fills the form, checks the point, then sends the
 * request the form builds from it — without the press, without moving the focus — and the server's answer shows: the
 * result, or its field errors on the form. A form kept through a reload that showed no answer is filled in and not
 * calculated. Answers come from the repository's rule set (tests/unit/repo-calculation.ts, an input error as the
 * worker's 400); the map is not rendered (Leaflet does not run in jsdom).
 */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { LocationCheckDto } from "@worker/core/contracts/api.ts";
import { VERDICT_TEXT, verdictOf } from "@worker/core/rules/verdict.ts";
import { CalculationPage } from "@web/app/routes/calculation-page.tsx";
import { calculationState, resetForType } from "@web/features/calculation/form-state.ts";
import { keepStateInAddress } from "@web/lib/chunk-reload.ts";
import { startWhenIdle } from "@web/lib/idle-start.ts";
import { clearPoint, locationState } from "@web/entities/location/location-state.ts";
import { decodePrefill, FORM_ONLY, reopenUrl } from "@web/entities/calculation/reopen.ts";
import { InputError } from "@worker/core/calculation/input-error.ts";
import { errorBody, heldAnswer, stubApi, type ApiStub } from "./api-stub.ts";
import { loadRepoRuleSet } from "./rules.ts";
import { POINT, repoCalculation } from "../unit/repo-calculation.ts";

vi.mock("@web/features/location/components/location-section.tsx", () => ({ LocationSection: () => null }));
vi.mock("@web/features/calculation/components/land-type-types.tsx", () => ({ LandTypeTypes: () => null }));

const CHECK = "POST /api/location/check/";
const GREENHOUSE = "POST /api/calculations/sera/";
const HEN_HOUSE = "POST /api/calculations/kumes-etci/";

const inIzmir = (basin: LocationCheckDto["kapaliSuHavzasiIcinde"] = false): LocationCheckDto => ({
  izmirinIcinde: true,
  buyukOvaIcinde: false,
  kapaliSuHavzasiIcinde: basin,
  details: { izmirBolgeAdi: "KONAK", izmirBolgeAdiYaklasik: true, buyukOvaAdi: null, kapaliSuHavzasiAdi: null },
});

/** The server: the point's check (held until released), and the calculations of the repository's rule set. */
function server(check: LocationCheckDto = inIzmir()) {
  const held = heldAnswer({ body: { success: true, data: check } });
  const calculate = async (slug: string, body: unknown) => {
    try {
      return { body: await repoCalculation(slug, "1.0.0", body as Record<string, unknown>) };
    } catch (err) {
      if (!(err instanceof InputError)) throw err;
      return { status: 400, body: errorBody("validation_failed", err.message, err.fields) };
    }
  };
  const api = stubApi({
    [CHECK]: held.route,
    [GREENHOUSE]: (call) => calculate("sera", call.body),
    [HEN_HOUSE]: (call) => calculate("kumes-etci", call.body),
  });
  return { api, releaseCheck: held.release, checkAsked: held.asked };
}

function openPage(slug: string, request: Record<string, unknown>) {
  render(
    <MemoryRouter initialEntries={[reopenUrl(slug, request)]}>
      <Routes>
        <Route path="/hesaplama/:slug" element={<CalculationPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const sent = (api: ApiStub, route: string) => api.callsOf(route).map((c) => c.body as Record<string, unknown>);
const greenhouse = { ...POINT, arazi_vasfi: "Tarla", alan_m2: 5000, sera_alani_m2: 3000 };

beforeEach(() => {
  loadRepoRuleSet();
  clearPoint();
  resetForType("");
  // The result panel mounts when the page is first idle: at once here.
  vi.stubGlobal("requestIdleCallback", (callback: () => void) => setTimeout(callback, 0));
  startWhenIdle();
});

describe("a re-opened calculation", () => {
  it("shows the result of its request once its point is checked, without 'Hesapla', and leaves the focus", async () => {
    const { api, releaseCheck, checkAsked } = server();
    openPage("sera", greenhouse);
    await checkAsked;
    await waitFor(() => expect(screen.getByLabelText("Planlanan sera alanı (m²)")).toHaveValue("3000"));
    // Nothing is calculated before the point is checked.
    expect(sent(api, GREENHOUSE)).toEqual([]);
    const focused = document.activeElement;
    await act(async () => releaseCheck());

    const panel = await screen.findByRole("region", { name: "Sera Hesaplama Sonucu" });
    const result = await within(panel).findByTestId("result");
    const expected = await repoCalculation("sera", "1.0.0", greenhouse);
    expect(within(result).getByTestId("result-summary")).toHaveTextContent(VERDICT_TEXT[verdictOf(expected.data)]);
    expect(sent(api, GREENHOUSE)).toEqual([expect.objectContaining(greenhouse)]);
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual([CHECK, GREENHOUSE]);
    // Opened as a page: the focus is the page's, not moved to the answer (only a person's 'Hesapla' moves it).
    expect(document.activeElement).toBe(focused);
    expect(within(panel).getByRole("heading", { level: 2 })).not.toHaveFocus();
  });

  it("shows a parcel-analysis row's answer even where the row left a field the form asks for to the default", async () => {
    const { api, releaseCheck, checkAsked } = server();
    // What the analysis ran for the greenhouse: the parcel, no planned greenhouse area (the type's default).
    const row = { ...POINT, arazi_vasfi: "Tarla", alan_m2: 5000, kapaliSuHavzasiIcinde: false };
    openPage("sera", row);
    await checkAsked;
    await act(async () => releaseCheck());
    const result = await screen.findByTestId("result");
    const expected = await repoCalculation("sera", "1.0.0", row);
    expect(within(result).getByTestId("result-summary")).toHaveTextContent(VERDICT_TEXT[verdictOf(expected.data)]);
    expect(sent(api, GREENHOUSE)).toEqual([expect.objectContaining({ arazi_vasfi: "Tarla", alan_m2: 5000 })]);
    expect(sent(api, GREENHOUSE)[0]).not.toHaveProperty("sera_alani_m2");
    expect(screen.getByLabelText("Planlanan sera alanı (m²)")).not.toBeInvalid();
  });

  it("shows its input errors on the form's fields, not an empty result", async () => {
    const { api, releaseCheck, checkAsked } = server();
    openPage("sera", { ...greenhouse, alan_m2: 5000, sera_alani_m2: 6000 });
    await checkAsked;
    await act(async () => releaseCheck());
    const planned = screen.getByLabelText("Planlanan sera alanı (m²)");
    await waitFor(() => expect(planned).toBeInvalid());
    expect(planned).toHaveAccessibleDescription(/parsel alanından \(5\.000 m²\) büyük olamaz/);
    const panel = screen.getByRole("region", { name: "Sera Hesaplama Sonucu" });
    expect(within(panel).getByTestId("result-failure")).toHaveTextContent("Formdaki işaretli alanları düzeltip");
    expect(panel).not.toHaveTextContent("Formu doldurup Hesapla düğmesine basın.");
    expect(sent(api, GREENHOUSE)).toHaveLength(1);
    expect(calculationState.reopenRun).toBe(false);
  });

  it("carries the person's closed-basin statement back where the basin layer does not answer", async () => {
    const { api, releaseCheck, checkAsked } = server(inIzmir("unknown"));
    const request = { ...POINT, arazi_vasfi: "Tarla", alan_m2: 20000, kapaliSuHavzasiIcinde: false };
    openPage("kumes-etci", request);
    await checkAsked;
    await act(async () => releaseCheck());
    await screen.findByTestId("result");
    expect(locationState.havzaBeyani).toBe(false);
    expect(sent(api, HEN_HOUSE)).toEqual([expect.objectContaining({ alan_m2: 20000, kapaliSuHavzasiIcinde: false })]);
  });

  it("a form kept through a reload that showed no answer comes back filled in, not calculated", async () => {
    const { api, releaseCheck, checkAsked } = server();
    openPage("sera", { ...greenhouse, [FORM_ONLY]: true });
    await checkAsked;
    await act(async () => releaseCheck());
    await waitFor(() => expect(screen.getByLabelText("Arazi alanı (m²)")).toHaveValue("5000"));
    await waitFor(() => expect(locationState.validating).toBe(false));
    const panel = await screen.findByRole("region", { name: "Sera Hesaplama Sonucu" });
    expect(panel).toHaveTextContent("Formu doldurup Hesapla düğmesine basın.");
    expect(sent(api, GREENHOUSE)).toEqual([]);
  });

  it("keeps its form for a reload as one that runs again when it showed an answer, as form only when not", async () => {
    const { releaseCheck, checkAsked } = server();
    openPage("sera", { ...greenhouse, [FORM_ONLY]: true });
    await checkAsked;
    await act(async () => releaseCheck());
    await waitFor(() => expect(locationState.validating).toBe(false));
    const kept = () => {
      keepStateInAddress();
      return decodePrefill(new URLSearchParams(window.location.search).get("girdi"), ["alan_m2", "sera_alani_m2"]);
    };
    expect(kept()).toMatchObject({ run: false, values: { alan_m2: "5000", sera_alani_m2: "3000" } });
    await act(async () => screen.getByRole("button", { name: "Hesapla" }).click());
    await screen.findByTestId("result");
    expect(kept()).toMatchObject({ run: true, values: { alan_m2: "5000", sera_alani_m2: "3000" } });
    window.history.replaceState(null, "", "/");
  });
});

/**
 * The parcel analysis form (web/src/features/parcel-analysis): the land-type area fields the chosen land type needs
 * appear with the rule set's labels; Turkish errors before any request (no point, no land type, no area, the
 * closed-basin statement); 'Analiz et' shows its loading state while the server answers; the server's field errors
 * land on their fields. The API is a stub; the rule set is the repository's.
 */
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { RuleSetDto } from "@worker/core/contracts/rule-set.ts";
import { AnalysisForm } from "@web/features/parcel-analysis/components/analysis-form.tsx";
import {
  BASIN_REQUIRED,
  CERTIFICATE_REQUIRED,
  formFields,
  resetAnalysis,
  submitAnalysis,
} from "@web/features/parcel-analysis/state.ts";
import { clearPoint, locationState, setBasinStatement } from "@web/entities/location/location-state.ts";
import { shownAnalysis } from "@web/features/parcel-analysis/use-analysis.ts";
import { errorBody, heldAnswer, stubApi } from "./api-stub.ts";
import { loadRepoRuleSet } from "./rules.ts";

const ANALYSE = "POST /api/calculations/parsel-analizi/";
let rules: RuleSetDto;

function show() {
  render(<AnalysisForm ruleSet={rules} onSubmit={() => submitAnalysis(rules)} />);
  return userEvent.setup();
}

/** A point inside İzmir whose basin layer is unknown (no basin layer exists). */
function pickPoint() {
  locationState.point = { lat: 38.4189, lng: 27.1287 };
  locationState.check = {
    izmirinIcinde: true,
    buyukOvaIcinde: false,
    kapaliSuHavzasiIcinde: "unknown",
    details: { izmirBolgeAdi: null, izmirBolgeAdiYaklasik: true, buyukOvaAdi: null, kapaliSuHavzasiAdi: null },
  };
}

beforeEach(() => {
  rules = loadRepoRuleSet();
  resetAnalysis();
});
afterEach(() => {
  clearPoint();
});

describe("AnalysisForm", () => {
  it("shows the land-type area fields of the chosen land type with the rule set's labels", async () => {
    const user = show();
    expect(screen.getAllByRole("textbox")).toHaveLength(1);
    const withField = rules.arazi_vasiflari.find((l) => formFields(rules, l.ad).length > 1)!;
    await user.selectOptions(screen.getByLabelText("Arazi vasfı"), withField.ad);
    for (const f of formFields(rules, withField.ad).slice(1))
      expect(screen.getByLabelText(f.form_etiketi)).toBeVisible();
    const plain = rules.arazi_vasiflari.find((l) => formFields(rules, l.ad).length === 1)!;
    await user.selectOptions(screen.getByLabelText("Arazi vasfı"), plain.ad);
    expect(screen.getAllByRole("textbox")).toHaveLength(1);
  });

  it("answers in Turkish before any request: point, land type, parcel area, then the closed-basin statement", async () => {
    const api = stubApi({});
    const user = show();
    await user.click(screen.getByRole("button", { name: "Analiz et" }));
    expect(screen.getByText("Haritadan bir konum seçmeniz gerekiyor")).toBeVisible();
    expect(screen.getByText("Arazi vasfı seçilmelidir")).toBeVisible();
    const area = formFields(rules, "")[0]!;
    expect(screen.getByText(area.mesaj)).toBeVisible();

    act(() => pickPoint());
    await user.selectOptions(screen.getByLabelText("Arazi vasfı"), rules.arazi_vasiflari.at(-1)!.ad);
    await user.type(screen.getByLabelText("Parsel alanı (m²)"), "12000");
    await user.click(screen.getByRole("button", { name: "Analiz et" }));
    expect(screen.getByText(BASIN_REQUIRED)).toBeVisible();
    expect(api.calls).toHaveLength(0);
  });

  it("shows the loading state while the server answers, then keeps the answer and the request it came from", async () => {
    const held = heldAnswer({
      body: { success: true, message: "", data: { turler: [], uygun_olmayanlar: [] } },
    });
    const api = stubApi({ [ANALYSE]: held.route });
    const user = show();
    act(() => {
      pickPoint();
      setBasinStatement(false);
    });
    const land = rules.arazi_vasiflari.at(-1)!.ad;
    await user.selectOptions(screen.getByLabelText("Arazi vasfı"), land);
    await user.type(screen.getByLabelText("Parsel alanı (m²)"), "12000");
    await user.click(screen.getByRole("button", { name: "Analiz et" }));
    await act(() => held.asked);
    const busy = screen.getByRole("button", { name: "Analiz ediliyor..." });
    expect(busy).toBeDisabled();
    await act(async () => held.release());
    expect(await screen.findByRole("button", { name: "Analiz et" })).toBeEnabled();
    expect(api.callsOf(ANALYSE)[0]?.body).toEqual({
      latitude: 38.4189,
      longitude: 27.1287,
      arazi_vasfi: land,
      alan_m2: 12000,
      kapaliSuHavzasiIcinde: false,
    });
    expect(shownAnalysis()?.body).toEqual(api.callsOf(ANALYSE)[0]?.body);
    expect(shownAnalysis()?.result).not.toBeNull();
  });

  it("asks for the water certificate when the parcel is in a closed basin and sends the answer", async () => {
    const api = stubApi({
      [ANALYSE]: () => ({ body: { success: true, message: "", data: { turler: [], uygun_olmayanlar: [] } } }),
    });
    const user = show();
    const land = rules.arazi_vasiflari.at(-1)!.ad;
    await user.selectOptions(screen.getByLabelText("Arazi vasfı"), land);
    await user.type(screen.getByLabelText("Parsel alanı (m²)"), "12000");
    await act(async () => pickPoint());
    expect(screen.queryByRole("group", { name: "Su tahsis belgeniz var mı?" })).toBeNull();
    await act(async () => setBasinStatement(true));
    const question = screen.getByRole("group", { name: "Su tahsis belgeniz var mı?" });
    await user.click(screen.getByRole("button", { name: "Analiz et" }));
    expect(screen.getByText(CERTIFICATE_REQUIRED)).toBeVisible();
    expect(api.calls).toHaveLength(0);
    await user.click(within(question).getByRole("radio", { name: "Hayır" }));
    await user.click(screen.getByRole("button", { name: "Analiz et" }));
    await screen.findByRole("button", { name: "Analiz et" });
    expect(api.callsOf(ANALYSE)[0]?.body).toMatchObject({ kapaliSuHavzasiIcinde: true, su_tahsis_belgesi: false });
  });

  it("puts the server's field errors on their fields and a point error above the form", async () => {
    const user = show();
    act(() => {
      pickPoint();
      setBasinStatement(false);
    });
    await user.selectOptions(screen.getByLabelText("Arazi vasfı"), rules.arazi_vasiflari.at(-1)!.ad);
    await user.type(screen.getByLabelText("Parsel alanı (m²)"), "12000");
    stubApi({
      [ANALYSE]: () => ({
        status: 400,
        body: errorBody("validation_failed", "Alan hatası", { alan_m2: ["Alan hatası"] }),
      }),
    });
    await user.click(screen.getByRole("button", { name: "Analiz et" }));
    expect(await screen.findByText("Alan hatası")).toBeVisible();
    expect(screen.getByLabelText("Parsel alanı (m²)")).toHaveAttribute("aria-invalid", "true");
    stubApi({
      [ANALYSE]: () => ({
        status: 400,
        body: errorBody("validation_failed", "Geçersiz enlem değeri.", { latitude: ["Geçersiz enlem değeri."] }),
      }),
    });
    await user.click(screen.getByRole("button", { name: "Analiz et" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Geçersiz enlem değeri.");
  });
});

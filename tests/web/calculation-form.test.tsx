/**
 * The calculation form (web/src/features/calculation/components/calculation-form.tsx)
 * rendered from the repository's type descriptors (rules/ through tests/unit/repo-rule-set.ts; no legal value is
 * written here): its land types and fields, the emsal choice, the 'point first' modal, the client checks with the
 * descriptors' messages, the closed-basin statement, the water-allocation certificate and the request it sends.
 */
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FormCheckDto, StructureTypeDto } from "@worker/core/contracts/rule-set.ts";
import { CalculationForm } from "@web/features/calculation/components/calculation-form.tsx";
import { LAND_TYPE_REQUIRED, landTypeIdOf, landTypesOf } from "@web/features/calculation/fields.ts";
import { fieldsShown } from "@worker/core/calculation/form-fields.ts";
import { isIntegerField } from "@web/lib/number-input.ts";
import { calculationState, resetForType } from "@web/features/calculation/form-state.ts";
import { shownCalculation } from "@web/features/calculation/use-calculation.ts";
import { clearPoint, locationState, setBasinStatement } from "@web/entities/location/location-state.ts";
import type { LocationCheckDto } from "@worker/core/contracts/api.ts";
import { repoRuleSet, repoType } from "../unit/repo-rule-set.ts";
import { stubApi, type ApiStub } from "./api-stub.ts";

const RULES = repoRuleSet();
/** A pattern for a text inside a longer one (a field's description holds its error and its hints). */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
const VERSION = { mevzuat_tarihi: "2026-03-01" };

/** A checked point inside İzmir; `basin` is the closed-basin layer's answer. */
function pointInIzmir(basin: LocationCheckDto["kapaliSuHavzasiIcinde"] = false) {
  locationState.point = { lat: 38.4189, lng: 27.1287 };
  locationState.check = {
    izmirinIcinde: true,
    buyukOvaIcinde: false,
    kapaliSuHavzasiIcinde: basin,
    details: { izmirBolgeAdi: "KONAK", izmirBolgeAdiYaklasik: true, buyukOvaAdi: null, kapaliSuHavzasiAdi: null },
  };
}

let api: ApiStub;

function show(slug: string) {
  const type = repoType(slug);
  resetForType(slug);
  api = stubApi({ [`POST /api/calculations/${type.api_yolu}/`]: () => ({ body: { success: true, data: {} } }) });
  render(<CalculationForm type={type} ruleSet={RULES} versionFields={VERSION} />);
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  return {
    type,
    user,
    landType: (name: string) => user.selectOptions(screen.getByLabelText("Arazi vasfı"), name),
    calculate: async () => {
      await user.click(screen.getByRole("button", { name: "Hesapla" }));
      await act(() => vi.advanceTimersByTimeAsync(0));
    },
    sent: () => api.callsOf(`POST /api/calculations/${type.api_yolu}/`).map((c) => c.body as Record<string, unknown>),
  };
}

const landTypeId = (type: StructureTypeDto, name: string) => {
  const id = landTypeIdOf(landTypesOf(type, RULES.arazi_vasiflari), name);
  if (id === null) throw new Error(`${type.slug} does not allow ${name}`);
  return id;
};
const fieldsOf = (type: StructureTypeDto, landType: string) => fieldsShown(type, landTypeId(type, landType));
const check = (type: StructureTypeDto, landType: string, tur: FormCheckDto["tur"]) => {
  const c = type.form.kontroller.find((k) => k.tur === tur && k.arazi_vasiflari.includes(landTypeId(type, landType)));
  if (!c) throw new Error(`${type.slug} has no ${tur} check for ${landType}`);
  return c;
};

beforeEach(() => {
  vi.useFakeTimers();
  clearPoint();
});
afterEach(() => clearPoint());

describe("fields from the type's descriptor", () => {
  it("offers the type's land types and shows, per land type, exactly the descriptor's fields with their labels", async () => {
    const f = show("bag-evi");
    const offered = within(screen.getByLabelText("Arazi vasfı"))
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(offered).toEqual(["Seçiniz", ...landTypesOf(f.type, RULES.arazi_vasiflari).map((t) => t.ad)]);
    for (const landType of offered.slice(1) as string[]) {
      await f.landType(landType);
      const shown = fieldsOf(f.type, landType).filter((x) => x.tur !== "onay");
      expect(shown.length).toBeGreaterThan(0);
      // The number inputs are the shown fields, in order, each under its own label.
      expect(screen.getAllByRole("textbox").map((i) => i.getAttribute("name"))).toEqual(shown.map((x) => x.ad));
      for (const field of shown)
        expect(screen.getAllByLabelText(field.form_etiketi).map((i) => i.getAttribute("name"))).toContain(field.ad);
    }
  });

  it("groups fields under 'Temel Bilgiler' and 'Özel Parametreler', each a text box with the phone's number keys", async () => {
    const f = show("sera");
    await f.landType("Tarla");
    for (const field of fieldsOf(f.type, "Tarla").filter((x) => x.tur !== "onay")) {
      const section = screen.getByRole("group", {
        name: field.bolum === "temel" ? "Temel Bilgiler" : "Özel Parametreler",
      });
      const input = within(section).getByLabelText(field.form_etiketi);
      // Not type="number": its parsing reads "12.000" as twelve (lib/number-input.ts reads it).
      expect(input).toHaveAttribute("type", "text");
      expect(input).toHaveAttribute("inputmode", isIntegerField(field) ? "numeric" : "decimal");
    }
  });

  it("reads 12.000 as twelve thousand, and asks about 12,000 as soon as the field is left", async () => {
    pointInIzmir();
    const f = show("kumes-yumurtaci");
    await f.landType("Tarla");
    const area = screen.getByLabelText("Arazi alanı (m²)");
    await f.user.type(area, "12,000");
    await f.user.tab();
    expect(area).toHaveAccessibleDescription(containing("“12,000” ile hangisini kastediyorsunuz: 12.000 ya da 12?"));
    expect(area).toHaveAttribute("aria-invalid", "true");
    await f.calculate();
    expect(f.sent()).toEqual([]);
    await f.user.clear(area);
    await f.user.type(area, "12.000");
    await f.user.tab();
    expect(area).not.toHaveAttribute("aria-invalid");
    await f.calculate();
    expect(f.sent()).toHaveLength(1);
    expect(f.sent()[0]).toMatchObject({ alan_m2: 12_000 });
  });

  it("has the emsal choice only for a type whose descriptor offers it: each class and 'Bilmiyorum', none chosen", () => {
    expect(repoType("lisansli-depo").emsal.secim).toBe(true);
    expect(repoType("sera").emsal.secim).toBe(false);
    show("lisansli-depo");
    const group = screen.getByRole("group", { name: "Emsal türü (arazinin sınıfı)" });
    const radios = within(group).getAllByRole("radio");
    expect(radios).toHaveLength(RULES.emsal_turleri.length + 1);
    // Unstated by default: the "Bilmiyorum" choice, never silently the generous class.
    expect(within(group).getByRole("radio", { name: "Bilmiyorum" })).toBeChecked();
    expect(within(group).getByRole("radio", { name: "Marjinal (%20)" })).not.toBeChecked();
    // One sentence says what the class is and how a landowner learns it.
    expect(group).toHaveAccessibleDescription(RULES.emsal_sinifi.aciklama);
    expect(RULES.emsal_sinifi.aciklama).toContain("tapudaki vasıf değil");
  });

  it("offers the land types of the chosen emsal type where the rule set gives each its own list", async () => {
    const f = show("soguk-hava-deposu");
    const lists = f.type.arazi_vasiflari_emsal!;
    const names = (ids: number[]) => ids.map((id) => RULES.arazi_vasiflari.find((l) => l.id === id)!.ad);
    const offered = () =>
      within(screen.getByLabelText("Arazi vasfı"))
        .getAllByRole("option")
        .map((o) => o.textContent)
        .slice(1);
    expect(offered()).toEqual(names(lists.marjinal));
    const group = screen.getByRole("group", { name: "Emsal türü (arazinin sınıfı)" });
    await f.user.click(within(group).getAllByRole("radio")[1]!);
    expect(offered()).toEqual(names(lists.mutlak_dikili));
    expect(lists.mutlak_dikili.length).toBeLessThan(lists.marjinal.length);
  });

  it("a type without the emsal choice has none", () => {
    show("sera");
    expect(screen.queryByRole("group", { name: "Emsal türü (arazinin sınıfı)" })).not.toBeInTheDocument();
  });
});

describe("before a calculation", () => {
  it("without a point, 'Hesapla' opens the 'point first' modal; 'Anladım' closes it; nothing is sent", async () => {
    const f = show("lisansli-depo");
    expect(screen.getByTestId("form-block-hint")).toHaveTextContent("Haritadan bir konum seçmeniz gerekiyor");
    await f.calculate();
    const modal = screen.getByRole("dialog", { name: "Önce haritadan konum seçin" });
    expect(within(modal).getAllByRole("listitem")).toHaveLength(3);
    await f.user.click(within(modal).getByRole("button", { name: "Anladım" }));
    expect(modal).not.toBeVisible();
    expect(f.sent()).toEqual([]);
  });

  it("a point outside İzmir blocks the form with its hint", async () => {
    const f = show("sera");
    pointInIzmir();
    locationState.check!.izmirinIcinde = false;
    await act(async () => {});
    expect(screen.getByTestId("form-block-hint")).toHaveTextContent(
      "İzmir sınırları içinde bir konum seçmeniz gerekiyor",
    );
    await f.landType("Tarla");
    await f.calculate();
    expect(f.sent()).toEqual([]);
  });

  it("asks for the land type, then shows a required field's own message from the descriptor", async () => {
    const f = show("lisansli-depo");
    pointInIzmir();
    await f.calculate();
    expect(screen.getByText(LAND_TYPE_REQUIRED)).toBeInTheDocument();
    await f.landType("Tarla");
    await f.calculate();
    const area = fieldsOf(f.type, "Tarla").find((x) => x.ad === "alan_m2")!;
    expect(area.zorunlu).toBe(true);
    expect(screen.getByLabelText(area.form_etiketi)).toHaveAccessibleDescription(containing(area.mesaj));
    expect(screen.getByLabelText(area.form_etiketi)).toBeInvalid();
    expect(f.sent()).toEqual([]);
  });

  it("refuses an olive density above the descriptor's limit per decare with its message, and sends at the limit", async () => {
    const f = show("bag-evi");
    pointInIzmir();
    const landType = "Zeytin ağaçlı + herhangi bir dikili vasıf";
    await f.landType(landType);
    const density = check(f.type, landType, "yogunluk");
    if (density.tur !== "yogunluk") throw new Error("not a density check");
    const fields = fieldsOf(f.type, landType);
    const label = (name: string) => fields.find((x) => x.ad === name)!.form_etiketi;
    const decares = 6;
    await f.user.type(screen.getByLabelText(label(density.alan)), String(decares * 1000));
    const count = screen.getByLabelText(label(density.sayilar[0]!));
    await f.user.type(count, String(density.sinir * decares + 1));
    await f.calculate();
    const message = density.mesaj.replace(/\{sinir\}/g, String(density.sinir));
    expect(screen.getByLabelText(label(density.hata_alani))).toHaveAccessibleDescription(containing(message));
    expect(f.sent()).toEqual([]);

    await f.user.clear(count);
    await f.user.type(count, String(density.sinir * decares));
    await f.calculate();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(f.sent()).toHaveLength(1);
  });
});

describe("the request", () => {
  it("sends the type, the point, the land type, the fields, the emsal type and the page's version", async () => {
    const f = show("lisansli-depo");
    pointInIzmir();
    await f.landType("Tarla");
    await f.user.type(screen.getByLabelText("Arazi alanı (m²)"), "2999");
    await f.user.click(screen.getByRole("radio", { name: "Mutlak / dikili (%5)" }));
    await f.calculate();
    expect(f.sent()).toEqual([
      expect.objectContaining({
        yapi_turu_id: f.type.id,
        latitude: 38.4189,
        longitude: 27.1287,
        arazi_vasfi: "Tarla",
        alan_m2: 2999,
        emsal_turu: "mutlak_dikili",
        mevzuat_tarihi: VERSION.mevzuat_tarihi,
      }),
    ]);
  });

  it("sends no emsal class when the user chose none: the server assumes the default and answers both", async () => {
    const f = show("lisansli-depo");
    pointInIzmir();
    await f.landType("Tarla");
    await f.user.type(screen.getByLabelText("Arazi alanı (m²)"), "2999");
    await f.calculate();
    expect(f.sent()).toHaveLength(1);
    expect(f.sent()[0]).not.toHaveProperty("emsal_turu");
    expect(f.sent()[0]).not.toHaveProperty("emsal_orani");
    expect(calculationState.emsalTuru).toBeNull();
  });

  it("a livestock type where the basin layer is unknown needs the user's statement, and sends it", async () => {
    const f = show("kumes-etci");
    expect(f.type.havza_beyani_gerekli).toBe(true);
    pointInIzmir("unknown");
    await f.landType("Tarla");
    await f.user.type(screen.getByLabelText("Arazi alanı (m²)"), "5000");
    await f.calculate();
    expect(screen.getByText("Kapalı su havzası durumunu belirtmeniz gerekiyor")).toBeInTheDocument();
    expect(f.sent()).toEqual([]);
    await act(async () => setBasinStatement(false));
    await f.calculate();
    expect(f.sent()).toEqual([expect.objectContaining({ kapaliSuHavzasiIcinde: false })]);
  });

  it("asks the closed-basin question in the form: its error takes the focus, and 'Evet' asks for the certificate", async () => {
    const f = show("kumes-etci");
    pointInIzmir("unknown");
    await f.landType("Tarla");
    await f.user.type(screen.getByLabelText("Arazi alanı (m²)"), "5000");
    const question = screen.getByRole("group", {
      name: "Parsel DSİ tarafından ilan edilmiş kapalı su havzası içinde mi?",
    });
    // In the form's first section, not in the map section above it.
    expect(screen.getByRole("group", { name: "Temel Bilgiler" })).toContainElement(question);
    await f.calculate();
    expect(question).toHaveAccessibleDescription(containing("Kapalı su havzası durumunu belirtmeniz gerekiyor"));
    expect(within(question).getByLabelText("Evet")).toHaveFocus();
    expect(screen.queryByRole("dialog", { name: "Su Tahsis Belgesi" })).toBeNull();
    await f.user.click(within(question).getByLabelText("Evet"));
    expect(question).not.toHaveAccessibleDescription(containing("belirtmeniz gerekiyor"));
    const dialog = screen.getByRole("dialog", { name: "Su Tahsis Belgesi" });
    await f.user.click(within(dialog).getByRole("button", { name: "Evet, var" }));
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await f.calculate();
    expect(f.sent()).toEqual([expect.objectContaining({ kapaliSuHavzasiIcinde: true, su_tahsis_belgesi: true })]);
  });

  it("a failed check takes the previous result off the page and focuses the first field in error", async () => {
    pointInIzmir();
    const f = show("sera");
    await f.landType("Tarla");
    await f.user.type(screen.getByLabelText("Arazi alanı (m²)"), "5000");
    await f.user.type(screen.getByLabelText("Planlanan sera alanı (m²)"), "3000");
    await f.calculate();
    expect(f.sent()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(shownCalculation()?.body).toMatchObject({ alan_m2: 5000 });
    await f.user.clear(screen.getByLabelText("Planlanan sera alanı (m²)"));
    await f.calculate();
    expect(calculationState.submission).toBeNull();
    expect(shownCalculation()).toBeNull();
    expect(screen.getByLabelText("Planlanan sera alanı (m²)")).toHaveFocus();
    expect(f.sent()).toHaveLength(1);
  });

  it("a greenhouse larger than its parcel is the greenhouse field's error, not a refusal: nothing is sent", async () => {
    pointInIzmir();
    const f = show("sera");
    await f.landType("Tarla");
    await f.user.type(screen.getByLabelText("Arazi alanı (m²)"), "5000");
    await f.user.type(screen.getByLabelText("Planlanan sera alanı (m²)"), "6000");
    await f.calculate();
    expect(f.sent()).toEqual([]);
    const field = screen.getByLabelText("Planlanan sera alanı (m²)");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveFocus();
    expect(
      screen.getByText(
        "Planlanan sera alanı (6.000 m²) parsel alanından (5.000 m²) büyük olamaz; girdiğiniz değerleri kontrol edin.",
      ),
    ).toBeInTheDocument();
    // Equal to the parcel is no mistake.
    await f.user.clear(field);
    await f.user.type(field, "5000");
    await f.calculate();
    expect(f.sent()).toHaveLength(1);
  });

  it("in a closed basin asks for the water-allocation certificate first; 'Evet, var' is sent with the request", async () => {
    const f = show("kumes-etci");
    expect(f.type.su_tahsis_belgesi_gerekli).toBe(true);
    pointInIzmir(true);
    await f.landType("Tarla");
    await f.user.type(screen.getByLabelText("Arazi alanı (m²)"), "5000");
    await f.calculate();
    const dialog = screen.getByRole("dialog", { name: "Su Tahsis Belgesi" });
    expect(dialog).toHaveTextContent(RULES.kapali_havza_illeri.join(", "));
    expect(screen.getByText("Su tahsis belgesi durumunuzu belirtmeniz gerekiyor")).toBeInTheDocument();
    expect(f.sent()).toEqual([]);
    await f.user.click(within(dialog).getByRole("button", { name: "Evet, var" }));
    expect(screen.getByText("Su tahsis belgesi:").parentElement).toHaveTextContent("Su tahsis belgesi: var");
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(dialog).not.toBeVisible();
    await f.calculate();
    expect(f.sent()).toEqual([expect.objectContaining({ su_tahsis_belgesi: true })]);
  });
});

describe("map values (smart detection)", () => {
  it("says the map's value is used, then that a typed value is used instead, and 'Harita bilgisini kullan' restores it", async () => {
    const f = show("sera");
    await f.landType("Tarla");
    await act(async () => {
      calculationState.values["alan_m2"] = "12345";
      calculationState.mapValues = { alan_m2: 12345 };
    });
    const hint = screen.getByTestId("harita-alan_m2");
    expect(hint).toHaveTextContent("Harita verisi kullanılıyor");
    const area = screen.getByLabelText("Arazi alanı (m²)");
    await f.user.clear(area);
    await f.user.type(area, "25000");
    expect(hint).toHaveTextContent("Manuel değer kullanılıyor (Harita: 12.345 m²)");
    await f.user.click(within(hint).getByRole("button", { name: "Harita bilgisini kullan" }));
    expect(area).toHaveValue("12345");
    expect(hint).toHaveTextContent("Harita verisi kullanılıyor");
  });
});

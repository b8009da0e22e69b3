/**
 * The calculation form, result cards, home / sidebar groups, report rows, re-open links and history labels as the
 * browser derives them from `GET /api/rules/`. Every input is the answer built from the repository's rule files;
 * the expected numbers are read from the same descriptors, never copied.
 */
import { describe, expect, it } from "vitest";
import type { FormCheckDto, FormFieldDto, StructureTypeDto } from "@worker/core/contracts/rule-set.ts";
import { overriddenFields } from "@web/features/calculation/area-check-bridge.ts";
import {
  checkboxValue,
  derivedArea,
  fieldBody,
  formChecks,
  LAND_TYPE_REQUIRED,
  landTypeIdOf,
  landTypesOf,
  parcelFieldOf,
  validateFields,
} from "@web/features/calculation/fields.ts";
import { fieldsShown } from "@worker/core/calculation/form-fields.ts";
import { isIntegerField } from "@web/lib/number-input.ts";
import { cardsFor, cardValue, emsalLabel, shownCards } from "@web/entities/calculation/result-format.ts";
import { formatDecares, formatHectares } from "@worker/core/rules/numbers.ts";
import { defaultTitle, validateSave } from "@web/entities/saves/save-calculation.ts";
import { typeLabel } from "@web/entities/structure-types/type-labels.ts";
import { inputRows } from "@web/features/report/inputs.ts";
import { decodePrefill, FORM_ONLY, reopenUrl } from "@web/entities/calculation/reopen.ts";
import { groupByCategory, groupForSidebar } from "@web/entities/structure-types/group.ts";
import { pageVersionQuery, versionBody, versionQueryString } from "@web/entities/structure-types/rule-version.ts";
import { repoRuleSet, repoType } from "./repo-rule-set.ts";

const RULES = repoRuleSet();
const BAG_EVI = repoType("bag-evi");

const id = (name: string) => {
  const found = landTypeIdOf(RULES.arazi_vasiflari, name);
  if (found === null) throw new Error(`land type ${name} is not in the catalogue`);
  return found;
};
const field = (type: StructureTypeDto, landType: string | null, name: string): FormFieldDto => {
  const f = fieldsShown(type, landType === null ? null : id(landType)).find((x) => x.ad === name);
  if (!f) throw new Error(`${type.slug} shows no ${name} for ${landType}`);
  return f;
};
const check = (type: StructureTypeDto, landType: string, tur: FormCheckDto["tur"]): FormCheckDto => {
  const c = type.form.kontroller.find((k) => k.tur === tur && k.arazi_vasiflari.includes(id(landType)));
  if (!c) throw new Error(`${type.slug} has no ${tur} check for ${landType}`);
  return c;
};

const ZEYTIN_DIKILI = "Zeytin ağaçlı + herhangi bir dikili vasıf";
const ZEYTIN_TARLA = "Zeytin ağaçlı + tarla";
const ADETLI_TARLA = "Adetli Zeytin Ağacı bulunan tarla";
const ADETLI_DIKILI = "Adetli Zeytin Ağacı bulunan + herhangi bir dikili vasıf";
const TARLA_ZEYTINLIK = "Tarla + Zeytinlik";
const TARLA_DIKILI = "Tarla + herhangi bir dikili vasıflı";

describe("fields per land type", () => {
  it("shows a type's fields for the chosen land type only, with the descriptor's labels", () => {
    expect(fieldsShown(BAG_EVI, id(TARLA_DIKILI)).map((f) => f.ad)).toEqual(["tarla_alani", "dikili_alani"]);
    expect(fieldsShown(BAG_EVI, id(TARLA_ZEYTINLIK)).map((f) => f.ad)).toEqual(["tarla_alani", "zeytinlik_alani"]);
    expect(fieldsShown(BAG_EVI, id("Dikili vasıflı")).map((f) => f.ad)).toEqual(["alan_m2"]);
    // No land type chosen: only fields for every land type.
    expect(fieldsShown(BAG_EVI, null)).toEqual([]);
    expect(fieldsShown(repoType("sera"), null).map((f) => f.ad)).toEqual(["alan_m2", "sera_alani_m2"]);
    expect(field(BAG_EVI, TARLA_DIKILI, "tarla_alani").form_etiketi).toBe(
      "Tarla alanı (m², dikili alan dahil toplam parsel)",
    );
  });

  it("lists the type's land types by the catalogue's names", () => {
    const names = landTypesOf(BAG_EVI, RULES.arazi_vasiflari);
    expect(names.map((t) => t.id)).toEqual(BAG_EVI.arazi_vasiflari);
    for (const t of names) expect(RULES.arazi_vasiflari).toContainEqual(t);
    expect(landTypeIdOf(RULES.arazi_vasiflari, "tarla")).toBeNull();
  });

  it("reads areas with decimals and counts as whole numbers, and a whole-number field says so in its label", () => {
    expect(isIntegerField(field(BAG_EVI, TARLA_DIKILI, "tarla_alani"))).toBe(false);
    expect(isIntegerField(field(repoType("aricilik"), null, "kovan_sayisi"))).toBe(true);
    expect(isIntegerField({ tur: "sayi" })).toBe(false);
    expect(field(repoType("aricilik"), null, "kovan_sayisi").form_etiketi).toBe(
      "Kovan sayısı (tam sayı, isteğe bağlı)",
    );
    for (const surum of ["1.0.0", "2.0.0"])
      for (const t of repoRuleSet(surum).turler)
        for (const f of t.form.alanlar)
          expect([t.slug, f.ad, f.form_etiketi.includes("tam sayı")]).toEqual([t.slug, f.ad, isIntegerField(f)]);
  });
});

describe("client validation with the descriptor's messages", () => {
  const sera = repoType("sera");
  const seraFields = fieldsShown(sera, id("Tarla"));

  it("asks for the land type and every required field", () => {
    expect(validateFields({}, seraFields, "")).toEqual({
      arazi_vasfi: LAND_TYPE_REQUIRED,
      alan_m2: field(sera, "Tarla", "alan_m2").mesaj,
      sera_alani_m2: field(sera, "Tarla", "sera_alani_m2").mesaj,
    });
    expect(field(sera, "Tarla", "alan_m2").mesaj).toBe("Alan (m²) pozitif bir sayı olmalıdır");
  });

  it("refuses values below en_az and above en_cok (with the upper message)", () => {
    const silo = repoType("hububat-silo");
    const f = field(silo, "Tarla", "silo_taban_alani_m2");
    expect(validateFields({ alan_m2: "5000", silo_taban_alani_m2: String(f.en_az! - 1) }, [f], "Tarla")).toEqual({
      silo_taban_alani_m2: f.mesaj,
    });
    const area = field(sera, "Tarla", "alan_m2");
    expect(area.ust_mesaj).not.toBeNull();
    expect(validateFields({ alan_m2: String(area.en_cok! + 1) }, [area], "Tarla")).toEqual({ alan_m2: area.ust_mesaj });
    expect(validateFields({ alan_m2: String(area.en_cok!) }, [area], "Tarla")).toEqual({});
  });

  it("lets optional fields stay empty but checks them when entered", () => {
    const aricilik = repoType("aricilik");
    const hives = field(aricilik, null, "kovan_sayisi");
    expect(hives.zorunlu).toBe(false);
    const fields = fieldsShown(aricilik, id("Tarla"));
    expect(validateFields({ alan_m2: "5000" }, fields, "Tarla")).toEqual({});
    expect(validateFields({ alan_m2: "5000", kovan_sayisi: String(hives.en_az! - 1) }, fields, "Tarla")).toEqual({
      kovan_sayisi: hives.mesaj,
    });
    expect(validateFields({ alan_m2: "5000", kovan_sayisi: `${hives.en_az!},5` }, fields, "Tarla")).toEqual({
      kovan_sayisi: `“${hives.en_az!},5” küsuratlı bir sayı; bu alana tam sayı girin (örn. ${hives.en_az!}).`,
    });
    // Only whole readings are offered in a whole-number field.
    expect(validateFields({ alan_m2: "5000", kovan_sayisi: `${hives.en_az!}.5` }, fields, "Tarla")).toEqual({
      kovan_sayisi: `“${hives.en_az!}.5” ile ${hives.en_az!}.500 sayısını mı kastediyorsunuz? Binlik ayırıcı nokta, ondalık ayırıcı virgüldür; lütfen öyle yazın.`,
    });
    // An area takes decimals, written the Turkish way (the server's rule).
    expect(validateFields({ alan_m2: "5.000,5" }, fields, "Tarla")).toEqual({});
    expect(fieldBody(fields, { alan_m2: "5.000,5" })).toMatchObject({ alan_m2: 5000.5 });
    expect(validateFields({ alan_m2: "5000", kovan_sayisi: String(hives.en_az!) }, fields, "Tarla")).toEqual({});
  });
});

describe("the vineyard house's declarative form checks (form.kontroller)", () => {
  it("refuses more trees per decare than the density limit, per land type's counts and area", () => {
    const c = check(BAG_EVI, ZEYTIN_DIKILI, "yogunluk");
    if (c.tur !== "yogunluk") throw new Error("density check expected");
    const limitFor6000 = (c.sinir * 6000) / 1000;
    expect(
      formChecks(BAG_EVI, id(ZEYTIN_DIKILI), { dikili_alani: "6000", zeytin_agac_sayisi: String(limitFor6000 + 1) }),
    ).toEqual({
      [c.hata_alani]: c.mesaj,
    });
    expect(c.mesaj).toContain(String(c.sinir));
    expect(
      formChecks(BAG_EVI, id(ZEYTIN_DIKILI), { dikili_alani: "6000", zeytin_agac_sayisi: String(limitFor6000) }),
    ).toEqual({});
    const t = check(BAG_EVI, ZEYTIN_TARLA, "yogunluk");
    expect(
      formChecks(BAG_EVI, id(ZEYTIN_TARLA), { tarla_alani: "10000", zeytin_agac_adedi: String(t.sinir * 10 + 1) }),
    ).toHaveProperty(t.hata_alani);
  });

  it("says in the count fields' help what the check does: more than the limit per decare is refused", () => {
    for (const landType of [ZEYTIN_DIKILI, ZEYTIN_TARLA, ADETLI_DIKILI, ADETLI_TARLA]) {
      const c = check(BAG_EVI, landType, "yogunluk");
      if (c.tur !== "yogunluk") throw new Error("density check expected");
      const help = fieldsShown(BAG_EVI, id(landType)).find((f) => f.ad === c.hata_alani)?.yardim;
      expect(help, landType).toContain(`Dekara ${c.sinir} ağaçtan fazla zeytin ağacı varsa`);
    }
  });

  it("uses the larger of the deed and the existing count", () => {
    for (const [landType, areaField] of [
      [ADETLI_DIKILI, "dikili_alani"],
      [ADETLI_TARLA, "tarla_alani"],
    ] as const) {
      const c = check(BAG_EVI, landType, "yogunluk");
      const over = String(c.sinir * 5 + 1);
      expect(
        formChecks(BAG_EVI, id(landType), {
          [areaField]: "5000",
          tapu_zeytin_agac_adedi: "1",
          mevcut_zeytin_agac_adedi: over,
        }),
      ).toHaveProperty(c.hata_alani);
      expect(
        formChecks(BAG_EVI, id(landType), {
          [areaField]: "5000",
          tapu_zeytin_agac_adedi: over,
          mevcut_zeytin_agac_adedi: "1",
        }),
      ).toHaveProperty(c.hata_alani);
    }
  });

  it("needs field + olive grove above the total once both are entered", () => {
    const c = check(BAG_EVI, TARLA_ZEYTINLIK, "toplam_alt_sinir");
    const tarla = 15_000;
    expect(
      formChecks(BAG_EVI, id(TARLA_ZEYTINLIK), {
        tarla_alani: String(tarla),
        zeytinlik_alani: String(c.sinir - tarla),
      }),
    ).toEqual({
      [c.hata_alani]: c.mesaj,
    });
    expect(
      formChecks(BAG_EVI, id(TARLA_ZEYTINLIK), {
        tarla_alani: String(tarla),
        zeytinlik_alani: String(c.sinir - tarla + 1),
      }),
    ).toEqual({});
    expect(formChecks(BAG_EVI, id(TARLA_ZEYTINLIK), { tarla_alani: String(tarla), zeytinlik_alani: "" })).toEqual({});
  });

  it("lets the form proceed past the checks when the exemption field reaches its limit", () => {
    const exemption = BAG_EVI.form.kontrol_muafiyeti;
    expect(exemption).not.toBeNull();
    const c = check(BAG_EVI, ZEYTIN_TARLA, "yogunluk");
    const crowded = String(exemption!.sinir); // one tree per m²: far above any density limit
    expect(
      formChecks(BAG_EVI, id(ZEYTIN_TARLA), {
        [exemption!.alan]: String(exemption!.sinir),
        zeytin_agac_adedi: crowded,
      }),
    ).toEqual({});
    expect(
      formChecks(BAG_EVI, id(ZEYTIN_TARLA), {
        [exemption!.alan]: String(exemption!.sinir - 1),
        zeytin_agac_adedi: crowded,
      }),
    ).toHaveProperty(c.hata_alani);
  });

  it("has no checks for types without any", () => {
    expect(formChecks(repoType("sera"), id("Tarla"), { alan_m2: "1" })).toEqual({});
  });
});

describe("the request body", () => {
  it("sends alan_m2 as the sum of the shown main-area fields", () => {
    const zeytinlik = fieldsShown(BAG_EVI, id(TARLA_ZEYTINLIK));
    expect(derivedArea(zeytinlik, { tarla_alani: "15000", zeytinlik_alani: "6000" })).toBe(21_000);
    expect(fieldBody(zeytinlik, { tarla_alani: "15000", zeytinlik_alani: "6000" })).toEqual({
      tarla_alani: 15_000,
      zeytinlik_alani: 6_000,
      alan_m2: 21_000,
    });
    const tarlaDikili = fieldsShown(BAG_EVI, id(TARLA_DIKILI));
    expect(fieldBody(tarlaDikili, { tarla_alani: "10000", dikili_alani: "6000" })).toEqual({
      tarla_alani: 10_000,
      dikili_alani: 6_000,
      alan_m2: 10_000,
    });
    // A land type whose form has alan_m2 itself derives nothing.
    expect(derivedArea(fieldsShown(BAG_EVI, id("Dikili vasıflı")), { alan_m2: "7000" })).toBeNull();
    expect(fieldBody(fieldsShown(BAG_EVI, id("Dikili vasıflı")), { alan_m2: "7000", tarla_alani: "9" })).toEqual({
      alan_m2: 7_000,
    });
  });

  it("reads the numbers the Turkish way: 12.000 is twelve thousand, 12,5 twelve and a half", () => {
    const kumes = fieldsShown(repoType("kumes-yumurtaci"), id("Tarla"));
    expect(fieldBody(kumes, { alan_m2: "12.000" })).toMatchObject({ alan_m2: 12_000 });
    expect(validateFields({ alan_m2: "12.000" }, kumes, "Tarla")).toEqual({});
    // What reads two ways or is no number is asked about, never sent as a guess.
    for (const typed of ["12,000", "1500.5", "1e3"]) {
      expect(validateFields({ alan_m2: typed }, kumes, "Tarla")).toHaveProperty("alan_m2");
      expect(fieldBody(kumes, { alan_m2: typed })).not.toHaveProperty("alan_m2", 12);
    }
    expect(fieldBody(kumes, { alan_m2: "1e3" })).toEqual({});
    const dikili = fieldsShown(BAG_EVI, id(TARLA_DIKILI));
    expect(fieldBody(dikili, { tarla_alani: "15.000", dikili_alani: "6.000" })).toEqual({
      tarla_alani: 15_000,
      dikili_alani: 6_000,
      alan_m2: 15_000,
    });
  });

  it("fills an imported parcel into the first main-area field, else alan_m2", () => {
    expect(parcelFieldOf(fieldsShown(BAG_EVI, id(TARLA_DIKILI)))).toBe("tarla_alani");
    expect(parcelFieldOf(fieldsShown(BAG_EVI, id(ZEYTIN_DIKILI)))).toBe("dikili_alani");
    expect(parcelFieldOf(fieldsShown(BAG_EVI, id("Dikili vasıflı")))).toBe("alan_m2");
    expect(parcelFieldOf(fieldsShown(repoType("sera"), id("Tarla")))).toBe("alan_m2");
  });

  it("sends yes/no fields with the descriptor's default until the user changes them", () => {
    const ipek = repoType("ipek-bocekciligi");
    const f = field(ipek, null, "dut_bahcesi_var_mi");
    expect(f.tur).toBe("onay");
    expect(checkboxValue({}, f)).toBe(f.varsayilan === true);
    expect(checkboxValue({ dut_bahcesi_var_mi: false }, f)).toBe(false);
    const fields = fieldsShown(ipek, ipek.arazi_vasiflari[0]!);
    expect(fieldBody(fields, { alan_m2: "5000" })).toEqual({
      alan_m2: 5_000,
      dut_bahcesi_var_mi: f.varsayilan === true,
    });
  });

  it("offers the emsal choice only for types whose emsal the user chooses", () => {
    expect(repoType("lisansli-depo").emsal.secim).toBe(true);
    for (const slug of [
      "bag-evi",
      "sera",
      "ipek-bocekciligi",
      "tarimsal-depo",
      "zeytinyagi-fabrikasi",
      "su-kuyulari",
    ]) {
      expect(repoType(slug).emsal.secim).toBe(false);
    }
    expect(emsalLabel({ ad: "Deneme", oran: 0.075 })).toBe("Deneme (%7,5)");
    for (const e of RULES.emsal_turleri)
      expect(emsalLabel(e)).toBe(`${e.ad} (%${(e.oran * 100).toLocaleString("tr-TR", { maximumFractionDigits: 2 })})`);
  });

  it("names the version: surum for a preview, else the legislation date", () => {
    expect(versionBody("2.0.0", "2025-06-01")).toEqual({ surum: "2.0.0" });
    expect(versionBody(null, "2025-06-01")).toEqual({ mevzuat_tarihi: "2025-06-01" });
    expect(pageVersionQuery(null, "2026-01-02", "2026-01-02")).toEqual({});
    expect(pageVersionQuery(null, "2025-06-01", "2026-01-02")).toEqual({ tarih: "2025-06-01" });
    expect(pageVersionQuery("2.0.0", "2025-06-01", "2026-01-02")).toEqual({ surum: "2.0.0" });
    expect(versionQueryString({ tarih: "2025-06-01" })).toBe("?tarih=2025-06-01");
  });
});

describe("smart detection", () => {
  it("lists the fields typed over their transferred value", () => {
    expect(overriddenFields({ alan_m2: "7000", tarla_alani: "9000" }, { alan_m2: 7000, tarla_alani: 8000 })).toEqual([
      "tarla_alani",
    ]);
    expect(overriddenFields({ alan_m2: "" }, { alan_m2: 7000 })).toEqual([]);
  });
});

describe("result cards", () => {
  it("shows decares to 1 decimal, hectares to 2, Turkish grouping, other units appended", () => {
    expect(formatDecares(12_345)).toBe("12,3");
    expect(formatHectares(12_345)).toBe("1,23");
    expect(cardValue({ birim: "m²", birim_alani: null }, 12_345.678)).toEqual({
      main: "12.345,68 m²",
      sub: "12,3 dekar · 1,23 ha",
    });
    expect(cardValue({ birim: "ton", birim_alani: null }, 1500)).toEqual({ main: "1.500 ton" });
    expect(cardValue({ birim: null, birim_alani: "kapasite_birimi" }, 320, { kapasite_birimi: "baş" })).toEqual({
      main: "320 baş",
    });
    expect(cardValue({ birim: null, birim_alani: null }, 320)).toEqual({ main: "320" });
  });

  it("shows the type's cards whose result field is a number, in the descriptor's order", () => {
    const sut = repoType("sut-sigirciligi");
    const capacity = sut.kartlar.find((c) => c.birim_alani);
    expect(capacity).toBeDefined();
    const data = {
      maksimum_insaat_alani: 1000,
      [capacity!.alan]: 40,
      [capacity!.birim_alani!]: "baş",
      yapi_alani: "x",
    };
    const shown = shownCards(sut.kartlar, data);
    expect(shown.map((s) => s.card.alan)).toEqual(
      sut.kartlar.map((c) => c.alan).filter((a) => typeof data[a] === "number"),
    );
    expect(shown.find((s) => s.card.alan === capacity!.alan)?.value.main).toBe("40 baş");
  });

  it("uses every card of the rule set once for a calculation type it no longer describes", () => {
    const all = cardsFor(RULES, "buyukbas");
    expect(new Set(all.map((c) => c.alan)).size).toBe(all.length);
    for (const t of RULES.turler) for (const c of t.kartlar) expect(all.map((x) => x.alan)).toContain(c.alan);
    expect(cardsFor(RULES, "sera")).toEqual(repoType("sera").kartlar);
    expect(cardsFor(null, "sera")).toEqual([]);
  });
});

describe("home page and sidebar groups", () => {
  it("groups by the rule set's categories in their order, every type once", () => {
    const groups = groupByCategory(RULES);
    const order = RULES.kategoriler.map((k) => k.id);
    expect(groups.map((g) => g.id)).toEqual(order.filter((k) => RULES.turler.some((t) => t.category === k)));
    expect(groups[0]?.label).toBe(RULES.kategoriler[0]?.ad);
    expect(groups.flatMap((g) => g.items).length).toBe(RULES.turler.length);
  });

  it("groups the sidebar by the rule set's sidebar groups, types by id", () => {
    const groups = groupForSidebar(RULES);
    expect(groups.map((g) => g.label)).toEqual(
      RULES.kenar_gruplari.map((g) => g.ad).filter((_, i) => groups.some((x) => x.id === RULES.kenar_gruplari[i]!.id)),
    );
    expect(
      groups
        .flatMap((g) => g.items)
        .map((t) => t.slug)
        .sort(),
    ).toEqual(RULES.turler.map((t) => t.slug).sort());
    for (const g of groups)
      expect(g.items.map((t) => t.id)).toEqual([...g.items.map((t) => t.id)].sort((a, b) => a - b));
  });

  it("drops empty groups", () => {
    const one = { ...RULES, turler: RULES.turler.filter((t) => t.slug === "sera") };
    expect(groupByCategory(one)).toHaveLength(1);
    expect(groupForSidebar(one)).toHaveLength(1);
  });
});

describe("report rows and re-open links", () => {
  const params = {
    arazi_vasfi: TARLA_ZEYTINLIK,
    tarla_alani: 15000,
    zeytinlik_alani: 6000,
    alan_m2: 21000,
    emsal_turu: "mutlak_dikili",
    dut_bahcesi_var_mi: true,
    mevzuat_tarihi: "2025-06-01",
    latitude: 38.4189,
    longitude: 27.1287,
    hostile: 5,
  };

  it("labels the inputs from the rule set's field catalogue", () => {
    const rows = inputRows(params, RULES);
    const mutlak = RULES.emsal_turleri.find((e) => e.id === "mutlak_dikili")!;
    expect(rows).toEqual([
      { label: "Arazi vasfı", value: TARLA_ZEYTINLIK },
      ...Object.keys(RULES.girdi_alanlari)
        .filter((k) => k in params)
        .map((k) => {
          const def = RULES.girdi_alanlari[k]!;
          const v = params[k as keyof typeof params];
          return {
            label: def.etiket,
            value: typeof v === "boolean" ? "Evet" : `${v.toLocaleString("tr-TR")}${def.birim ? ` ${def.birim}` : ""}`,
          };
        }),
      { label: "Emsal türü", value: emsalLabel(mutlak) },
      { label: "Mevzuat tarihi", value: "2025-06-01" },
      { label: "Konum", value: "38.418900, 27.128700" },
    ]);
    expect(rows.map((r) => r.label)).toContain("Tarla alanı");
    expect(rows.find((r) => r.label === "Tarla alanı")?.value).toBe("15.000 m²");
  });

  it("carries the inputs, the legislation date and the version through ?girdi=", () => {
    const url = reopenUrl("bag-evi", { ...params, surum: "2.0.0" });
    expect(url.startsWith("/hesaplama/bag-evi?girdi=")).toBe(true);
    const prefill = decodePrefill(
      new URL(url, "http://x").searchParams.get("girdi"),
      Object.keys(RULES.girdi_alanlari),
    );
    expect(prefill).toEqual({
      point: { lat: 38.4189, lng: 27.1287 },
      landType: TARLA_ZEYTINLIK,
      emsalTuru: "mutlak_dikili",
      values: { tarla_alani: "15000", zeytinlik_alani: "6000", alan_m2: "21000", dut_bahcesi_var_mi: true },
      havzaBeyani: null,
      run: true,
      mevzuatTarihi: "2025-06-01",
      surum: "2.0.0",
    });
    const odd = reopenUrl("sera", { mevzuat_tarihi: "dün", surum: "<b>" });
    const decoded = decodePrefill(
      new URL(odd, "http://x").searchParams.get("girdi"),
      Object.keys(RULES.girdi_alanlari),
    );
    expect(decoded?.mevzuatTarihi).toBeNull();
    expect(decoded?.surum).toBeNull();
    expect(decodePrefill("bozuk", [])).toBeNull();
  });

  it("takes back the person's statements with the inputs, and runs all but a kept form that had no answer", () => {
    const fields = Object.keys(RULES.girdi_alanlari);
    const decode = (parameters: Record<string, unknown>) =>
      decodePrefill(new URL(reopenUrl("kumes-etci", parameters), "http://x").searchParams.get("girdi"), fields);
    const statements = decode({ ...params, kapaliSuHavzasiIcinde: true, su_tahsis_belgesi: false });
    expect(statements).toMatchObject({ havzaBeyani: true, run: true });
    expect(statements?.values).toMatchObject({ su_tahsis_belgesi: false, tarla_alani: "15000" });
    expect(decode({ ...params, kapaliSuHavzasiIcinde: "evet", su_tahsis_belgesi: 1 })).toMatchObject({
      havzaBeyani: null,
      values: expect.not.objectContaining({ su_tahsis_belgesi: expect.anything() }),
    });
    expect(decode({ ...params, [FORM_ONLY]: true })?.run).toBe(false);
  });
});

describe("history type labels", () => {
  it("names today's and older calculation types from the rule set; an unknown type shows as itself", () => {
    const labels = RULES.hesaplama_turleri;
    expect(typeLabel("bag-evi", labels)).toBe(BAG_EVI.label);
    for (const t of RULES.turler) expect(typeLabel(t.slug, labels)).toBe(t.label);
    expect(typeLabel("buyukbas", labels)).toBe("Büyükbaş hayvancılık");
    expect(typeLabel("bilinmeyen", labels)).toBe("bilinmeyen");
    expect(typeLabel("sera", null)).toBe("sera");
  });
});

describe("save dialog", () => {
  it("prefills the title with label, date, Istanbul time and coordinates to 4 decimals", () => {
    const t = defaultTitle("Sera", { lat: 38.419015, lng: 27.127991 }, new Date("2026-11-22T11:05:00Z"));
    expect(t).toBe("Sera - 22.11.2026 14:05 (38.4190, 27.1280)");
  });

  it("validates the title and the description with their Turkish messages", () => {
    expect(validateSave("   ", "")).toEqual({ title: "Hesaplama başlığı gereklidir" });
    expect(validateSave(" a ", "")).toEqual({ title: "Başlık en az 2 karakter olmalıdır." });
    expect(validateSave("x".repeat(201), "")).toHaveProperty("title");
    expect(validateSave("x".repeat(200), "y".repeat(500))).toEqual({});
    expect(validateSave("Başlık", "y".repeat(501))).toHaveProperty("description");
  });
});

describe("typed placeholder (80 ms per character)", () => {
  it("shows one more character every 80 ms", async () => {
    const { typedPrefix, TYPED_PLACEHOLDER_MS_PER_CHAR } =
      await import("@web/features/location/use-typed-placeholder.ts");
    expect(TYPED_PLACEHOLDER_MS_PER_CHAR).toBe(80);
    expect(typedPrefix("Karşıyaka", 0)).toBe("");
    expect(typedPrefix("Karşıyaka", 79)).toBe("");
    expect(typedPrefix("Karşıyaka", 160)).toBe("Ka");
    expect(typedPrefix("Karşıyaka", 10_000)).toBe("Karşıyaka");
  });
});

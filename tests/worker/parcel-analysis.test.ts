/**
 * POST /api/calculations/parsel-analizi/ through the real worker: every type the land type allows is answered,
 * the others are listed apart with the refusal, each row equals the type's own calculation with the row's request,
 * bad input is a Turkish 400 that saves nothing, and an analysis is saved and shared like a calculation.
 */
import { describe, expect, it } from "vitest";
import type { ParcelAnalysisResult } from "@worker/core/contracts/parcel-analysis.ts";
import type { RuleSetDto } from "@worker/core/contracts/rule-set.ts";
import { PARCEL_ANALYSIS_TYPE } from "@worker/core/contracts/parcel-analysis.ts";
import { isPermitVerdict, VERDICT_ORDER, verdictOf } from "@worker/core/rules/verdict.ts";
import { api, json, send, userToken } from "./helpers.ts";

const PATH = "/api/calculations/parsel-analizi/";
const POINT = { latitude: 38.42, longitude: 27.14 };

async function ruleSet(query = ""): Promise<RuleSetDto> {
  return (await json<{ data: RuleSetDto }>(await api(`/api/rules/${query}`))).data;
}

async function analyse(body: Record<string, unknown>) {
  const res = await send("POST", PATH, body);
  return { status: res.status, body: await json<ParcelAnalysisResult & Record<string, unknown>>(res) };
}

describe("POST /api/calculations/parsel-analizi/", () => {
  it("answers every type the land type allows, and lists the others apart with the land-type refusal", async () => {
    const rules = await ruleSet();
    const land = rules.arazi_vasiflari.at(-1)!;
    const { status, body } = await analyse({
      ...POINT,
      arazi_vasfi: land.ad,
      alan_m2: 12_000,
      kapaliSuHavzasiIcinde: false,
    });
    expect(status).toBe(200);
    const allowed = rules.turler.filter((t) => t.arazi_vasiflari.includes(land.id)).map((t) => t.slug);
    const excluded = rules.turler.filter((t) => !t.arazi_vasiflari.includes(land.id)).map((t) => t.slug);
    expect(body.data.turler.map((t) => t.slug).sort()).toEqual([...allowed].sort());
    expect(body.data.uygun_olmayanlar.map((t) => t.slug).sort()).toEqual([...excluded].sort());
    expect(allowed.length + excluded.length).toBe(rules.turler.length);
    for (const t of body.data.uygun_olmayanlar) {
      expect(t.neden).toContain(land.ad);
      expect(t.karar_kurali?.dayanak).toBeTruthy();
    }
    for (const t of body.data.turler) {
      expect(t.label).toBe(rules.turler.find((x) => x.slug === t.slug)!.label);
      expect(t.category_label).toBeTruthy();
      expect(["izin_verilebilir", "izin_verilebilir_varsayimsal", "izin_verilemez"]).toContain(t.izin_durumu);
    }
    // Possible types first: by verdict (a permit, a conditional one … information only, a refusal).
    const order = body.data.turler.map((t) => VERDICT_ORDER[t.karar]);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const t of body.data.turler) expect(t.karar).toBe(verdictOf(t));
    expect(body.data.kural_seti).toMatchObject({ id: rules.kural_seti.id, surum: rules.kural_seti.surum });
    expect(body.data.konum?.izmirinIcinde).toBe(true);
    const possible = body.data.turler.filter((t) => isPermitVerdict(t.karar)).length;
    // A type the 2017 regulation's successor no longer defines is information only, not "yapılabilir".
    expect(body.data.turler.some((t) => t.karar === "bilgi")).toBe(true);
    expect(body.data.mesaj).toBe(`Bu parselde ${allowed.length} yapı türünden ${possible} tanesi yapılabilir.`);
  });

  it("gives each row the figures, status and deciding rule of the type's own calculation with the row's request", async () => {
    const rules = await ruleSet();
    const land = rules.arazi_vasiflari[0]!;
    const fields = Object.fromEntries(
      rules.turler
        .flatMap((t) => t.form.alanlar)
        .filter((f) => f.arazi_vasiflari?.includes(land.id) && f.tur === "alan" && !f.ana_alan)
        .map((f) => [f.ad, 4_000]),
    );
    const { status, body } = await analyse({
      ...POINT,
      arazi_vasfi: land.ad,
      alan_m2: 25_000,
      ...fields,
      kapaliSuHavzasiIcinde: false,
    });
    expect(status).toBe(200);
    expect(body.data.turler.length).toBeGreaterThan(0);
    for (const row of body.data.turler) {
      const own = await send("POST", `/api/calculations/${row.slug}/`, row.girdi);
      expect(own.status, row.slug).toBe(200);
      const data = (await json<{ data: Record<string, unknown> }>(own)).data;
      expect(row.izin_durumu, row.slug).toBe(data["izin_durumu"]);
      expect(row.ana_mesaj, row.slug).toBe(data["ana_mesaj"]);
      if (row.azami_alan) expect(row.azami_alan.deger, row.slug).toBe(data[row.azami_alan.alan]);
      if (row.kapasite) expect(row.kapasite.deger, row.slug).toBe(data[row.kapasite.alan]);
      const kurallar = data["uygulanan_kurallar"] as { kural_id: string }[];
      if (row.karar_kurali) expect(kurallar.map((k) => k.kural_id)).toContain(row.karar_kurali.kural_id);
    }
    // The land-type field reached the type that shows it.
    for (const [name, value] of Object.entries(fields)) {
      expect(body.data.turler.some((r) => r.girdi[name] === value)).toBe(true);
    }
    // A type with an analysis default in its rule file got it (and a note saying so).
    expect(body.data.turler.some((r) => r.varsayim !== null)).toBe(true);
  });

  it("runs the version a body names and carries it in every row's request", async () => {
    const rules = await ruleSet();
    const draft = rules.surumler.find((v) => v.durum === "taslak");
    if (!draft) throw new Error("the repository has a draft version");
    const land = rules.arazi_vasiflari.at(-1)!;
    const { status, body } = await analyse({
      ...POINT,
      arazi_vasfi: land.ad,
      alan_m2: 60_000,
      surum: draft.surum,
      kapaliSuHavzasiIcinde: false,
    });
    expect(status).toBe(200);
    expect(body.data.kural_seti.surum).toBe(draft.surum);
    // The draft's date in force as the version list gives it: null (not missing) while it has none.
    expect(body.data.kural_seti.yururluk_tarihi).toBe(draft.yururluk_tarihi);
    expect(body.data.turler.every((r) => r.girdi["surum"] === draft.surum)).toBe(true);
  });

  it("in a closed basin, needs the water-certificate statement and then answers with it", async () => {
    const rules = await ruleSet();
    const land = rules.arazi_vasiflari.at(-1)!.ad;
    const base = { ...POINT, arazi_vasfi: land, alan_m2: 12_000, kapaliSuHavzasiIcinde: true };
    const missing = await send("POST", PATH, base);
    expect(missing.status).toBe(400);
    expect((await json<{ fields: Record<string, string[]> }>(missing)).fields["su_tahsis_belgesi"]?.[0]).toBe(
      "Su tahsis belgesi durumunuzu belirtmeniz gerekiyor",
    );
    const { status, body } = await analyse({ ...base, su_tahsis_belgesi: false });
    expect(status).toBe(200);
    const needing = rules.turler.filter((t) => t.su_tahsis_belgesi_gerekli).map((t) => t.slug);
    const rows = body.data.turler.filter((r) => needing.includes(r.slug));
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.girdi).toMatchObject({ kapaliSuHavzasiIcinde: true, su_tahsis_belgesi: false });
  });

  it("answers bad input with a Turkish 400 naming the field", async () => {
    const rules = await ruleSet();
    const withFields = rules.arazi_vasiflari.find((l) =>
      rules.turler.some((t) =>
        t.form.alanlar.some((f) => f.arazi_vasiflari?.includes(l.id) && f.tur === "alan" && !f.ana_alan),
      ),
    )!;
    const missingField = rules.turler
      .flatMap((t) => t.form.alanlar)
      .find((f) => f.arazi_vasiflari?.includes(withFields.id) && f.tur === "alan" && !f.ana_alan)!;
    const land = rules.arazi_vasiflari.at(-1)!.ad;
    const cases: [Record<string, unknown> | string, string, string][] = [
      [
        { ...POINT, arazi_vasfi: land, kapaliSuHavzasiIcinde: false },
        "alan_m2",
        "Alan (m²) pozitif bir sayı olmalıdır",
      ],
      [
        { ...POINT, arazi_vasfi: "Bahçe", alan_m2: 5000, kapaliSuHavzasiIcinde: false },
        "arazi_vasfi",
        "Arazi vasfı seçilmelidir",
      ],
      [{ arazi_vasfi: land, alan_m2: 5000 }, "latitude", "Haritadan bir konum seçmeniz gerekiyor"],
      [
        { ...POINT, arazi_vasfi: withFields.ad, alan_m2: 5000, kapaliSuHavzasiIcinde: false },
        missingField.ad,
        missingField.mesaj,
      ],
      [
        { ...POINT, arazi_vasfi: land, alan_m2: 5000 },
        "kapaliSuHavzasiIcinde",
        "Kapalı su havzası durumunu belirtmeniz gerekiyor",
      ],
      [
        { ...POINT, arazi_vasfi: land, alan_m2: 5000, surum: "9.9" },
        "surum",
        "Kural seti sürümü 1.0.0 biçiminde olmalıdır.",
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await send("POST", PATH, body);
      expect(res.status, field).toBe(400);
      const answer = await json<{ success: boolean; code: string; fields: Record<string, string[]> }>(res);
      expect(answer).toMatchObject({ success: false, code: "validation_failed" });
      expect(answer.fields[field]?.[0], field).toBe(message);
    }
    const notObject = await api(PATH, { method: "POST", headers: { "Content-Type": "application/json" }, body: "[1]" });
    expect(notObject.status).toBe(400);
    expect(await json(notObject)).toMatchObject({
      success: false,
      detail: "İstek gövdesi bir JSON nesnesi olmalıdır.",
    });
  });
});

describe("saving and sharing a parcel analysis", () => {
  it("recomputes the analysis on save, labels it from the rule set, and serves it on the shared link", async () => {
    const rules = await ruleSet();
    expect(rules.hesaplama_turleri[PARCEL_ANALYSIS_TYPE]).toBeTruthy();
    const token = await userToken("analiz");
    const land = rules.arazi_vasiflari.at(-1)!.ad;
    const parameters = { ...POINT, arazi_vasfi: land, alan_m2: 8_000, kapaliSuHavzasiIcinde: false };
    const res = await send(
      "POST",
      "/api/calculations/save/",
      {
        calculation_type: PARCEL_ANALYSIS_TYPE,
        parameters,
        result: { forged: true },
        map_coordinates: { lat: POINT.latitude, lng: POINT.longitude },
        title: "Parselimin analizi",
      },
      token,
    );
    expect(res.status).toBe(201);
    const saved = (
      await json<{ data: { id: string; result: ParcelAnalysisResult; kural_seti: { surum: string } } }>(res)
    ).data;
    expect(saved.result).not.toHaveProperty("forged");
    expect(saved.result.data.turler.length).toBeGreaterThan(0);
    expect(saved.kural_seti.surum).toBe(rules.kural_seti.surum);
    const direct = await analyse(parameters);
    expect(saved.result.data.turler.map((t) => [t.slug, t.izin_durumu, t.azami_alan?.deger])).toEqual(
      direct.body.data.turler.map((t) => [t.slug, t.izin_durumu, t.azami_alan?.deger]),
    );

    const share = await json<{ data: { share_id: string } }>(
      await send("POST", `/api/calculations/history/${saved.id}/share/`, undefined, token),
    );
    const pub = await json<{ data: { calculation_type: string; parameters: unknown; result: ParcelAnalysisResult } }>(
      await send("GET", `/api/calculations/shared/${share.data.share_id}/`),
    );
    expect(pub.data.calculation_type).toBe(PARCEL_ANALYSIS_TYPE);
    expect(pub.data.parameters).toEqual(parameters);
    expect(pub.data.result.data.turler.map((t) => t.slug)).toEqual(saved.result.data.turler.map((t) => t.slug));
  });

  it("saves nothing when the analysis parameters are invalid", async () => {
    const token = await userToken("analiz");
    const res = await send(
      "POST",
      "/api/calculations/save/",
      { calculation_type: PARCEL_ANALYSIS_TYPE, parameters: { ...POINT, arazi_vasfi: "Tarla" }, title: "Eksik analiz" },
      token,
    );
    expect(res.status).toBe(400);
    expect((await json<{ fields: Record<string, string[]> }>(res)).fields["alan_m2"]?.[0]).toBe(
      "Alan (m²) pozitif bir sayı olmalıdır",
    );
    const history = await json<{ data: unknown[] }>(await send("GET", "/api/calculations/history/", undefined, token));
    expect(history.data).toHaveLength(0);
  });
});

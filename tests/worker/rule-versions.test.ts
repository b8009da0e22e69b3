/**
 * GET /api/rules/ and rule-set versions through the real worker: the descriptors of the version in force, an
 * ETag, version choice by date and by number, and a throw-away version that changes one type's allowed land
 * types, one regulatory status and one field bound — the API follows it with no TypeScript change.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { ApiError } from "@worker/core/contracts/errors.ts";
import type { RuleSetAnswer } from "@worker/core/contracts/rule-set.ts";
import { builtRuleBundle, bundledRules, replaceRuleRegistryForTests } from "@worker/core/calculation/bundled-rules.ts";
import { loadRules } from "@worker/core/calculation/load-rules.ts";
import { versionInForce, type RuleBundle } from "@worker/core/rules/registry.ts";
import { fileKind } from "@worker/core/rules/text-paths.ts";
import { applyPatch } from "@worker/core/rules/patch.ts";
import { splitWording } from "@worker/core/rules/wording-files.ts";
import { api, json, send } from "./helpers.ts";

const POINT = { latitude: 38.42, longitude: 27.14 };

afterEach(() => replaceRuleRegistryForTests(undefined));

describe("GET /api/rules/", () => {
  it("answers today's released version with a descriptor per type and the shared catalogues", async () => {
    const res = await api("/api/rules/");
    expect(res.status).toBe(200);
    const { data } = await json<RuleSetAnswer>(res);
    expect(data.kural_seti.durum).toBe("yayinda");
    expect(data.turler.length).toBeGreaterThan(0);
    expect(data.alan_siniri.en_cok).toBeGreaterThan(data.alan_siniri.en_az);
    const bag = data.turler.find((t) => t.slug === "bag-evi")!;
    expect(bag.api_yolu).toBe("bag-evi-v2");
    expect(bag.emsal.secim).toBe(false);
    // The form of the vineyard house changes with the land type: the field area only where the land type has a field.
    const fieldFor = (landTypeId: number) =>
      bag.form.alanlar
        .filter((f) => f.arazi_vasiflari === null || f.arazi_vasiflari.includes(landTypeId))
        .map((f) => f.ad);
    expect(fieldFor(2)).toEqual(["alan_m2"]);
    expect(fieldFor(1)).toEqual(["tarla_alani", "dikili_alani"]);
    expect(data.girdi_alanlari["kovan_sayisi"]?.tur).toBe("tam_sayi");
  });

  it("sends an ETag and answers 304 to a request that already has it", async () => {
    const first = await api("/api/rules/");
    const tag = first.headers.get("etag");
    expect(tag).toBeTruthy();
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const again = await api("/api/rules/", { headers: { "If-None-Match": tag! } });
    expect(again.status).toBe(304);
  });

  it("chooses by date and refuses a day before the first version or a malformed one in Turkish", async () => {
    const first = (await json<RuleSetAnswer>(await api("/api/rules/"))).data.surumler[0]!;
    const day = first.yururluk_tarihi;
    if (day === null) return expect.unreachable("the oldest version has no date in force");
    // The oldest version's day selects a version of that very day (the oldest, or a later one dated the same day).
    const onDay = await json<RuleSetAnswer>(await api(`/api/rules/?tarih=${day}`));
    expect(onDay.data.kural_seti.yururluk_tarihi).toBe(day);
    const before = await api("/api/rules/?tarih=1999-01-01");
    expect(before.status).toBe(400);
    expect((await json<ApiError>(before)).detail).toBe("1999-01-01 tarihinde yürürlükte bir kural seti yok.");
    const bad = await api("/api/rules/?tarih=2025-02-30");
    expect(bad.status).toBe(400);
    expect((await json<ApiError>(bad)).fields?.["tarih"]).toEqual([
      "Mevzuat tarihi YYYY-AA-GG biçiminde geçerli bir tarih olmalıdır.",
    ]);
    const unknown = await api("/api/rules/?surum=9.9.9");
    expect(unknown.status).toBe(404);
    expect((await json<ApiError>(unknown)).detail).toBe("Kural seti sürümü bulunamadı: 9.9.9");
  });
});

describe("a draft without a date in force", () => {
  it("reads null (never missing) in the version list, in its own rule set and in a calculation under it", async () => {
    const { data } = await json<RuleSetAnswer>(await api("/api/rules/"));
    const draft = data.surumler.at(-1)!;
    expect(draft).toMatchObject({ durum: "taslak", yururluk_tarihi: null });
    // Every dated version comes before it.
    expect(data.surumler.slice(0, -1).every((v) => typeof v.yururluk_tarihi === "string")).toBe(true);
    const own = await json<RuleSetAnswer>(await api(`/api/rules/?surum=${draft.surum}`));
    expect(own.data.kural_seti).toMatchObject({ surum: draft.surum, yururluk_tarihi: null });
    const calculation = (surum?: string) =>
      send("POST", "/api/calculations/solucan-tesisi/", { ...POINT, alan_m2: 5000, arazi_vasfi: "Tarla", surum });
    type Stamp = { data: { kural_seti: { surum: string; yururluk_tarihi: string | null } } };
    const underDraft = await json<Stamp>(await calculation(draft.surum));
    expect(underDraft.data.kural_seti).toMatchObject({ surum: draft.surum, yururluk_tarihi: null });
    const underToday = await json<Stamp>(await calculation());
    expect(underToday.data.kural_seti).toMatchObject({
      surum: data.kural_seti.surum,
      yururluk_tarihi: data.kural_seti.yururluk_tarihi,
    });
    expect(underToday.data.kural_seti.yururluk_tarihi).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

/** A throw-away version 9.0.0 (a draft) made from the built bundle by editing its JSON, as an editor would. */
function throwAwayBundle(): RuleBundle {
  const bundle = structuredClone(builtRuleBundle()) as RuleBundle & {
    manifest: { kural_setleri: Record<string, { surumler: Record<string, Record<string, unknown>> }> };
  };
  const set = bundle.manifest.kural_setleri["izmir-tarimsal-yapilar"]!;
  const from = versionInForce(bundledRules(), "izmir-tarimsal-yapilar", new Date())!.surum;
  // A version being written keeps its texts in metin/: each file of the released one is split as an editor would.
  // The released version's wording fixes (duzeltmeler/) are patches over the texts of their files.
  for (const [key, content] of Object.entries(bundle.files)) {
    if (!key.startsWith(`izmir-tarimsal-yapilar/${from}/`) || key.includes("/metin/")) continue;
    const name = key.slice(`izmir-tarimsal-yapilar/${from}/`.length);
    const fix = bundle.files[`izmir-tarimsal-yapilar/duzeltmeler/${from}/${name}`];
    const tree = fix === undefined ? content : applyPatch(content, fix, [], [], { yeniAnahtar: true });
    const { legal, wording } = splitWording(tree, fileKind(name));
    (legal as Record<string, unknown>)["surum"] = "9.0.0";
    bundle.files[`izmir-tarimsal-yapilar/9.0.0/${name}`] = legal;
    bundle.files[`izmir-tarimsal-yapilar/9.0.0/metin/${name}`] = wording;
  }
  type Json = Record<string, unknown>;
  const file = (name: string) => bundle.files[`izmir-tarimsal-yapilar/9.0.0/${name}.json`] as Json;
  const wording = (name: string) => bundle.files[`izmir-tarimsal-yapilar/9.0.0/metin/${name}.json`] as Json;
  // 1. Sericulture also accepts Tarla (10); 2. the greenhouse is no longer an agricultural structure (the law's
  // status code, the wording's note); 3. at most 5 000 hives.
  file("ipek-bocekciligi")["arazi_vasiflari"] = [2, 10];
  (file("sera")["yapi_turu"] as Json)["mevzuat_durumu"] = { kod: "kaldirildi_2025" };
  (wording("sera")["yapi_turu"] as Json)["mevzuat_durumu"] = { not: "Deneme sürümü: sera kaldırıldı." };
  ((file("_ortak")["girdi_alanlari"] as Json)["kovan_sayisi"] as Json)["en_cok"] = 5000;
  set.surumler["9.0.0"] = {
    ...set.surumler[from],
    durum: "taslak",
    yururluk_tarihi: "2090-01-01",
    aciklama: "Deneme.",
  };
  return bundle;
}

describe("a throw-away version changes the API with JSON alone", () => {
  it("serves its land types, status and field bound to the form and applies them to calculations", async () => {
    replaceRuleRegistryForTests(loadRules(throwAwayBundle()));
    const { data } = await json<RuleSetAnswer>(await api("/api/rules/?surum=9.0.0"));
    expect(data.kural_seti).toMatchObject({ surum: "9.0.0", durum: "taslak" });
    const ipek = data.turler.find((t) => t.slug === "ipek-bocekciligi")!;
    expect(ipek.arazi_vasiflari).toEqual([2, 10]);
    expect(data.turler.find((t) => t.slug === "sera")!.mevzuat_durumu).toEqual({
      kod: "kaldirildi_2025",
      not: "Deneme sürümü: sera kaldırıldı.",
    });
    const hives = data.turler.find((t) => t.slug === "aricilik")!.form.alanlar.find((f) => f.ad === "kovan_sayisi")!;
    expect(hives.en_cok).toBe(5000);
    expect(hives.mesaj).toBe("Kovan sayısı 50 ile 5.000 arasında bir tam sayı olmalıdır.");

    // The released version is unchanged, and a date never selects the draft.
    const today = await json<RuleSetAnswer>(await api("/api/rules/?tarih=2095-01-01"));
    expect(today.data.kural_seti.surum).not.toBe("9.0.0");
    expect(today.data.turler.find((t) => t.slug === "ipek-bocekciligi")!.arazi_vasiflari).toEqual([2]);

    // Calculations with the draft: Tarla is accepted for sericulture (no GEN-02), 6 000 hives are an input error.
    const onField = await json<{
      data: { uygulanan_kurallar: { kural_id: string; sonuc: string }[]; kural_seti: { surum: string } };
    }>(
      await send("POST", "/api/calculations/ipek-bocekciligi/", {
        ...POINT,
        alan_m2: 5000,
        arazi_vasfi: "Tarla",
        surum: "9.0.0",
      }),
    );
    expect(onField.data.kural_seti.surum).toBe("9.0.0");
    expect(onField.data.uygulanan_kurallar.find((k) => k.kural_id === "GEN-02")?.sonuc).toBe("saglandi");
    const released = await json<{
      data: { izin_durumu: string; uygulanan_kurallar: { kural_id: string; sonuc: string }[] };
    }>(await send("POST", "/api/calculations/ipek-bocekciligi/", { ...POINT, alan_m2: 5000, arazi_vasfi: "Tarla" }));
    expect(released.data.izin_durumu).toBe("izin_verilemez");
    expect(released.data.uygulanan_kurallar.find((k) => k.kural_id === "GEN-02")?.sonuc).toBe("saglanmadi");
    const tooMany = await send("POST", "/api/calculations/aricilik/", {
      ...POINT,
      alan_m2: 5000,
      arazi_vasfi: "Tarla",
      kovan_sayisi: 6000,
      surum: "9.0.0",
    });
    expect(tooMany.status).toBe(400);
    expect((await json<ApiError>(tooMany)).fields?.["kovan_sayisi"]).toEqual([
      "Kovan sayısı 0 ile 5.000 arasında bir tam sayı olmalıdır.",
    ]);
    const sera = await json<{ data: { mevzuat_durumu: { kod: string } } }>(
      await send("POST", "/api/calculations/sera/", {
        ...POINT,
        alan_m2: 5000,
        arazi_vasfi: "Tarla",
        sera_alani_m2: 1000,
        surum: "9.0.0",
      }),
    );
    expect(sera.data.mevzuat_durumu.kod).toBe("kaldirildi_2025");
  });

  it("lists the draft's types per land type and its land types per type on the list endpoints", async () => {
    replaceRuleRegistryForTests(loadRules(throwAwayBundle()));
    const types = await json<{ data: { slug: string }[] }>(
      await api(`/api/calculations/yapi-turleri/?arazi_vasfi=Tarla&surum=9.0.0`),
    );
    expect(types.data.map((t) => t.slug)).toContain("ipek-bocekciligi");
    const land = await json<{ data: { id: number }[] }>(
      await api("/api/calculations/arazi-tipleri/?yapi_turu=ipek-bocekciligi&surum=9.0.0"),
    );
    expect(land.data.map((t) => t.id)).toEqual([2, 10]);
  });
});

describe("the version in force follows the released versions' dates", () => {
  it("serves a version released yesterday today, and one released for tomorrow only from its day", async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const bundle = structuredClone(builtRuleBundle()) as RuleBundle & {
      manifest: { kural_setleri: Record<string, { surumler: Record<string, Record<string, unknown>> }> };
    };
    const set = bundle.manifest.kural_setleri["izmir-tarimsal-yapilar"]!;
    const base = versionInForce(bundledRules(), "izmir-tarimsal-yapilar", new Date())!.surum;
    for (const [surum, date] of [
      ["8.0.0", day(-1)],
      ["8.1.0", day(1)],
    ] as const) {
      bundle.files[`izmir-tarimsal-yapilar/${surum}/surum.json`] = { surum, taban_surum: base };
      set.surumler[surum] = {
        ...set.surumler[base],
        yururluk_tarihi: date,
        resmi_gazete: { tarih: date, sayi: "99999" },
        dosyalar: { "surum.json": "0".repeat(64) },
      };
    }
    replaceRuleRegistryForTests(loadRules(bundle));
    const version = async (query: string) =>
      (await json<RuleSetAnswer>(await api(`/api/rules/${query}`))).data.kural_seti.surum;
    expect(await version("")).toBe("8.0.0");
    expect(await version(`?tarih=${day(-2)}`)).toBe(base);
    expect(await version(`?tarih=${day(1)}`)).toBe("8.1.0");
    const today = await json<{ data: { kural_seti: { surum: string } } }>(
      await send("POST", "/api/calculations/solucan-tesisi/", { ...POINT, alan_m2: 5000, arazi_vasfi: "Tarla" }),
    );
    expect(today.data.kural_seti.surum).toBe("8.0.0");
  });
});

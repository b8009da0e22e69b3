/**
 * When the law changes a saved answer, the landowner hears of it (issue #52): the history list, its detail and the
 * shared result carry `yeni_surum`, what the newest rule-set version (the 2.0.0 draft) answers for the saved inputs
 * when its status or main figure differ from the saved answer; null when they do not, for a parcel analysis and for
 * rows an older client stored.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { VersionChange } from "@worker/core/contracts/version-change.ts";
import { json, send, userToken } from "./helpers.ts";

const POINT = { latitude: 38.42, longitude: 27.14 };
/** Permitted under 1.0.0 (≥ 5 000 m² of planted land), refused under 2.0.0 (10 000 m²). */
const BAG_EVI = { ...POINT, alan_m2: 6000, arazi_vasfi: "Dikili vasıflı", surum: "1.0.0" };
/** The same answer under both versions. */
const SERA = { ...POINT, alan_m2: 1000, arazi_vasfi: "Tarla", surum: "1.0.0" };

type Item = { id: string; title: string; share_id: string | null; yeni_surum: VersionChange | null };

async function save(token: string, type: string, parameters: Record<string, unknown>, title: string) {
  const res = await send("POST", "/api/calculations/save/", { calculation_type: type, parameters, title }, token);
  expect(res.status).toBe(201);
  const item = (await json<{ data: Item & { kural_seti: { surum: string } } }>(res)).data;
  expect(item.kural_seti.surum).toBe("1.0.0");
  return item;
}

async function list(token: string): Promise<Item[]> {
  const res = await send("GET", "/api/calculations/history/", undefined, token);
  expect(res.status).toBe(200);
  return (await json<{ data: Item[] }>(res)).data;
}

async function detail(token: string, id: string): Promise<Item> {
  const res = await send("GET", `/api/calculations/history/${id}/`, undefined, token);
  expect(res.status).toBe(200);
  return (await json<{ data: Item }>(res)).data;
}

async function shared(token: string, id: string): Promise<Omit<Item, "id" | "share_id">> {
  const link = await send("POST", `/api/calculations/history/${id}/share/`, undefined, token);
  expect(link.status).toBe(200);
  const { share_id } = (await json<{ data: { share_id: string } }>(link)).data;
  const res = await send("GET", `/api/calculations/shared/${share_id}/`);
  expect(res.status).toBe(200);
  return (await json<{ data: Omit<Item, "id" | "share_id"> }>(res)).data;
}

describe("yeni_surum on saved calculations", () => {
  it("a vineyard house saved as permitted under 1.0.0 says the 2.0.0 draft refuses it: list, detail, share", async () => {
    const token = await userToken("yeni_surum");
    const saved = await save(token, "bag-evi", BAG_EVI, "Dikili bağ evi");
    const expected = {
      surum: "2.0.0",
      taslak: true,
      izin_durumu: "izin_verilemez",
      onceki_surum: "1.0.0",
      onceki_izin_durumu: "izin_verilebilir_varsayimsal",
      metin: "Yeni yönetmelikte (taslak): İzin verilemez",
      yon: "izinden_redde",
    };
    expect(saved.yeni_surum).toMatchObject(expected);

    const item = (await list(token)).find((x) => x.id === saved.id);
    expect(item?.yeni_surum).toMatchObject(expected);
    expect(item).not.toHaveProperty("result");
    expect((await detail(token, saved.id)).yeni_surum).toMatchObject(expected);
    expect((await shared(token, saved.id)).yeni_surum).toMatchObject(expected);
  });

  it("an answer the newest version gives unchanged carries null everywhere", async () => {
    const token = await userToken("ayni_cevap");
    const saved = await save(token, "sera", SERA, "Değişmeyen sera");
    expect(saved.yeni_surum).toBeNull();
    expect((await list(token)).find((x) => x.id === saved.id)?.yeni_surum).toBeNull();
    expect((await detail(token, saved.id)).yeni_surum).toBeNull();
    expect((await shared(token, saved.id)).yeni_surum).toBeNull();
  });

  it("a parcel analysis, a row saved under 2.0.0 and rows an older client stored carry null, and the list still answers", async () => {
    const token = await userToken("eski_kayit");
    const analysis = await send(
      "POST",
      "/api/calculations/save/",
      {
        calculation_type: "parsel-analizi",
        parameters: { ...POINT, alan_m2: 6000, arazi_vasfi: "Dikili vasıflı", kapaliSuHavzasiIcinde: false },
        title: "Parsel analizi",
      },
      token,
    );
    expect(analysis.status).toBe(201);
    const newest = await send(
      "POST",
      "/api/calculations/save/",
      { calculation_type: "bag-evi", parameters: { ...BAG_EVI, surum: "2.0.0" }, title: "Taslakla kaydedilen" },
      token,
    );
    expect(newest.status).toBe(201);

    const me = (await json<{ id: number }>(await send("GET", "/api/accounts/me/", undefined, token))).id;
    const insert = (id: string, parameters: string, result: string) =>
      env.DB.prepare(
        `INSERT INTO saved_calculations (id, user_id, title, calculation_type, parameters, result, created_at, computed_by_server)
         VALUES (?1, ?2, ?3, 'bag-evi', ?4, ?5, '2026-06-01T10:00:00.000Z', 0)`,
      )
        .bind(id, me, `Eski ${id}`, parameters, result)
        .run();
    // A result the browser sent (markup only), and a stored result that is no JSON (the list never sends it).
    await insert("eski-html", JSON.stringify(BAG_EVI), JSON.stringify({ data: { html_mesaj: "<p>Eski</p>" } }));
    await insert("eski-bozuk", JSON.stringify(BAG_EVI), "{bozuk");

    const items = await list(token);
    expect(items).toHaveLength(4);
    for (const item of items) expect(item.yeni_surum, item.title).toBeNull();
    expect((await detail(token, "eski-html")).yeni_surum).toBeNull();
  });
});

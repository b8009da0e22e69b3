import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ApiError } from "@worker/core/contracts/errors.ts";
import type { ApiList } from "@worker/core/contracts/api.ts";
import type { LandTypeDto, StructureTypeDto } from "@worker/core/contracts/rule-set.ts";
import { api, json } from "./helpers.ts";

describe("migrations inside workerd", () => {
  it("applies every migration file to the test database", async () => {
    const tables = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all<{
      name: string;
    }>();
    const names = tables.results.map((r) => r.name);
    expect(names).toContain("users");
    expect(names).toContain("saved_calculations");
    // What a structure type is lives in the rule files since migration 0006.
    expect(names).not.toContain("structure_types");
    const applied = await env.DB.prepare("SELECT name FROM d1_migrations ORDER BY id").all<{ name: string }>();
    expect(applied.results.map((r) => r.name)).toEqual(env.TEST_MIGRATIONS.map((m) => m.name));
  });
});

describe("GET /api/health/", () => {
  it("answers ok with a database round trip", async () => {
    const res = await api("/api/health/");
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ success: true, status: "ok", database: "ok" });
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers without the trailing slash too", async () => {
    expect((await api("/api/health")).status).toBe(200);
  });
});

describe("GET /api/calculations/yapi-turleri/", () => {
  it("lists the 27 types with id, slug, label, category, emoji and description", async () => {
    const res = await api("/api/calculations/yapi-turleri/");
    expect(res.status).toBe(200);
    const body = await json<ApiList<StructureTypeDto>>(res);
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(27);
    expect(body.data.map((t) => t.id)).not.toContain(15);
    for (const t of body.data) {
      expect(t.label.length).toBeGreaterThan(2);
      expect(t.emoji.length).toBeGreaterThan(0);
      expect(t.description.length).toBeGreaterThan(10);
      expect(["yururlukte", "kaldirildi_2025"]).toContain(t.mevzuat_durumu.kod);
    }
    const bag = body.data.find((t) => t.slug === "bag-evi");
    expect(bag).toMatchObject({ id: 14, label: "Bağ evi", category: "depolama-isleme" });
    const mantar = body.data.find((t) => t.id === 2);
    expect(mantar?.mevzuat_durumu.kod).toBe("kaldirildi_2025");
    expect(body.data.find((t) => t.id === 28)?.category).toBe("diger");
    expect(body.data.filter((t) => t.su_tahsis_belgesi_gerekli)).toHaveLength(11);
    expect(body.data.filter((t) => t.havza_beyani_gerekli).map((t) => t.slug)).toContain("su-kuyulari");
  });

  it("filters by land type: only the olive-oil types accept Zeytinlik", async () => {
    const res = await api(`/api/calculations/yapi-turleri/?arazi_vasfi=${encodeURIComponent("Zeytinlik")}`);
    const body = await json<ApiList<StructureTypeDto>>(res);
    expect(body.data.map((t) => t.slug)).toEqual(["zeytinyagi-fabrikasi", "zeytinyagi-uretim-tesisi"]);
  });

  it("returns no type for a string that is not a land type", async () => {
    const res = await api(`/api/calculations/yapi-turleri/?arazi_vasfi=${encodeURIComponent("Bahçe")}`);
    expect((await json<ApiList<StructureTypeDto>>(res)).data).toEqual([]);
  });
});

describe("GET /api/calculations/arazi-tipleri/", () => {
  it("lists all 11 land types without a parameter, in id order", async () => {
    const body = await json<ApiList<LandTypeDto>>(await api("/api/calculations/arazi-tipleri/"));
    expect(body.data.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(body.data[0]).toEqual({ id: 1, ad: "Tarla + herhangi bir dikili vasıflı" });
  });

  it("lists only Dikili vasıflı for sericulture", async () => {
    const body = await json<ApiList<LandTypeDto>>(
      await api("/api/calculations/arazi-tipleri/?yapi_turu=ipek-bocekciligi"),
    );
    expect(body.data).toEqual([{ id: 2, ad: "Dikili vasıflı" }]);
  });

  it("excludes the olive land types for a sheep fold (Zeytincilik Yön. md. 29)", async () => {
    const body = await json<ApiList<LandTypeDto>>(
      await api("/api/calculations/arazi-tipleri/?yapi_turu=agil-kucukbas"),
    );
    expect(body.data.map((t) => t.id)).toEqual([1, 2, 9, 10, 11]);
  });

  it("accepts the type's label and the id 15 alias of water storage", async () => {
    const byLabel = await json<ApiList<LandTypeDto>>(
      await api(`/api/calculations/arazi-tipleri/?yapi_turu=${encodeURIComponent("Tarımsal amaçlı depo")}`),
    );
    expect(byLabel.data.map((t) => t.id)).toEqual([2, 4, 10, 11]);
    const byId = await json<ApiList<LandTypeDto>>(await api("/api/calculations/arazi-tipleri/?yapi_turu=15"));
    expect(byId.data).toHaveLength(9);
  });

  it("refuses an unknown type with the one error shape", async () => {
    const res = await api("/api/calculations/arazi-tipleri/?yapi_turu=uzay-istasyonu");
    expect(res.status).toBe(400);
    const body = await json<ApiError>(res);
    expect(body).toMatchObject({
      success: false,
      code: "validation_failed",
      detail: "Bilinmeyen yapı türü: uzay-istasyonu",
    });
    expect(body.fields?.["yapi_turu"]).toEqual(["Bilinmeyen yapı türü: uzay-istasyonu"]);
  });
});

describe("unknown API paths", () => {
  it("answer a JSON 404 in the one error shape, not the SPA", async () => {
    for (const path of ["/api/nope", "/api/calculations/yok/", "/api/"]) {
      const res = await api(path);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(await json<ApiError>(res)).toMatchObject({
        success: false,
        code: "not_found",
        detail: "İstenen kaynak bulunamadı.",
      });
    }
  });
});

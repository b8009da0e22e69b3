import { describe, expect, it } from "vitest";
import type { LocationCheckDto } from "@worker/core/contracts/api.ts";
import type { ApiError } from "@worker/core/contracts/errors.ts";
import { api, json } from "./helpers.ts";

const check = (body: unknown) =>
  api("/api/location/check/", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

describe("POST /api/location/check/", () => {
  it("answers inside İzmir with the approximate place and an unknown basin", async () => {
    const res = await check({ latitude: 38.4189, longitude: 27.1287 });
    expect(res.status).toBe(200);
    const body = await json<{ success: boolean; data: LocationCheckDto }>(res);
    expect(body.data).toMatchObject({ izmirinIcinde: true, buyukOvaIcinde: false, kapaliSuHavzasiIcinde: "unknown" });
    expect(body.data.details.izmirBolgeAdi).toMatch(/^KONAK \//);
    expect(body.data.details.izmirBolgeAdiYaklasik).toBe(true);
  });

  it("names the large plain", async () => {
    const body = await json<{ data: LocationCheckDto }>(await check({ latitude: 38.4052, longitude: 27.451 }));
    expect(body.data).toMatchObject({
      izmirinIcinde: true,
      buyukOvaIcinde: true,
      details: { buyukOvaAdi: "Kemalpaşa Ovası" },
    });
  });

  it("answers outside İzmir with every flag false", async () => {
    const body = await json<{ data: LocationCheckDto; message: string }>(
      await check({ latitude: 39.93, longitude: 32.85 }),
    );
    expect(body.data).toMatchObject({ izmirinIcinde: false, buyukOvaIcinde: false, kapaliSuHavzasiIcinde: false });
    expect(body.message).toBe("İzmir sınırları dışında");
  });

  it("refuses a missing or impossible point with the catalogue message", async () => {
    for (const body of [{}, { latitude: 95, longitude: 27 }, { latitude: "abc", longitude: 27 }, { latitude: 38 }]) {
      const res = await check(body);
      expect(res.status).toBe(400);
      expect(await json<ApiError>(res)).toMatchObject({
        success: false,
        code: "validation_failed",
        detail: "Haritadan bir konum seçmeniz gerekiyor",
      });
    }
  });

  it("never trusts the client's flags in a calculation", async () => {
    const res = await api("/api/calculations/kurutma-tesisi/", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        latitude: 39.93,
        longitude: 32.85,
        alan_m2: 1000,
        arazi_vasfi: "Tarla",
        izmirinIcinde: true,
        buyuk_ova_icinde: false,
      }),
    });
    expect(res.status).toBe(400);
    expect((await json<ApiError>(res)).detail).toBe("İzmir sınırları içinde bir konum seçmeniz gerekiyor");
    const inPlain = await json<{ data: { konum: { buyukOvaIcinde: boolean } } }>(
      await api("/api/calculations/kurutma-tesisi/", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          latitude: 38.4052,
          longitude: 27.451,
          alan_m2: 1000,
          arazi_vasfi: "Tarla",
          buyuk_ova_icinde: false,
        }),
      }),
    );
    expect(inPlain.data.konum.buyukOvaIcinde).toBe(true);
  });
});

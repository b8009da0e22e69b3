/**
 * Server first, the browser without a connection (web/src/lib/offline/offline.ts): the server's answer when it answers; the
 * worker's own code in the browser (lib/offline/offline-engine.ts) only on a connection error, marked offline; any other
 * error of the server stands; an error of the engine is the API client's, as the server's would be; and when the
 * engine cannot be loaded either, the connection error stands.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiClientError } from "@web/lib/api/api-client.ts";
import { serverOrBrowser } from "@web/lib/offline/offline.ts";

const network = () =>
  new ApiClientError("NETWORK_ERROR", "Bağlantı sorunu yaşanıyor. İnternet bağlantınızı kontrol edin.");
const greenhouse = { latitude: 38.42, longitude: 27.14, alan_m2: 5000, arazi_vasfi: "Tarla", sera_alani_m2: 3000 };

afterEach(() => {
  vi.doUnmock("@web/lib/offline/offline-engine.ts");
});

describe("serverOrBrowser", () => {
  it("answers with the server's answer when the server answers, and never asks the browser", async () => {
    const browser = vi.fn();
    expect(await serverOrBrowser(() => Promise.resolve("sunucu"), browser)).toEqual({
      value: "sunucu",
      offline: false,
    });
    expect(browser).not.toHaveBeenCalled();
  });

  it("calculates in the browser, marked offline, when the server cannot be reached", async () => {
    const answer = await serverOrBrowser(
      () => Promise.reject(network()),
      (engine) => engine.calculateOffline("sera", greenhouse),
    );
    expect(answer.offline).toBe(true);
    expect(answer.value.data.izin_durumu).toBe("izin_verilebilir");
    expect(answer.value.data.kural_seti.surum).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("keeps the server's own errors (an input error, a 429): no offline answer", async () => {
    const browser = vi.fn();
    const invalid = new ApiClientError("VALIDATION_ERROR", "Geçersiz", 400);
    await expect(serverOrBrowser(() => Promise.reject(invalid), browser)).rejects.toBe(invalid);
    const limited = new ApiClientError("RATE_LIMIT_ERROR", "Çok fazla istek", 429);
    await expect(serverOrBrowser(() => Promise.reject(limited), browser)).rejects.toBe(limited);
    expect(browser).not.toHaveBeenCalled();
  });

  it("answers an input error offline as the server would: a 400 with the field's Turkish message", async () => {
    const failed = serverOrBrowser(
      () => Promise.reject(network()),
      (engine) => engine.calculateOffline("sera", { ...greenhouse, alan_m2: -5 }),
    );
    await expect(failed).rejects.toBeInstanceOf(ApiClientError);
    const err = (await failed.catch((e: unknown) => e)) as ApiClientError;
    expect(err).toMatchObject({ kind: "VALIDATION_ERROR", status: 400, code: "validation_failed" });
    expect(Object.keys(err.fields ?? {})).toEqual(["alan_m2"]);
  });

  it("checks a point offline on the exact layers: inside İzmir, outside it", async () => {
    const check = (lat: number, lng: number) =>
      serverOrBrowser(
        () => Promise.reject(network()),
        (engine) => engine.checkLocationOffline(lat, lng),
      );
    expect((await check(38.4189, 27.1287)).value.izmirinIcinde).toBe(true);
    expect((await check(39.93, 32.85)).value.izmirinIcinde).toBe(false);
  });

  it("keeps the connection error when the engine cannot be loaded either", async () => {
    vi.resetModules();
    vi.doMock("@web/lib/offline/offline-engine.ts", () => {
      throw new Error("Failed to fetch dynamically imported module");
    });
    const { serverOrBrowser: fresh } = await import("@web/lib/offline/offline.ts");
    const { ApiClientError: FreshError } = await import("@web/lib/api/api-client.ts");
    const lost = new FreshError("NETWORK_ERROR", "Bağlantı sorunu yaşanıyor. İnternet bağlantınızı kontrol edin.");
    await expect(
      fresh(
        () => Promise.reject(lost),
        (engine) => engine.calculateOffline("sera", greenhouse),
      ),
    ).rejects.toBe(lost);
  });
});

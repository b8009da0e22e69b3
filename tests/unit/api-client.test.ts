import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiClientError, apiRequest, errorFromResponse } from "@web/lib/api/api-client.ts";

describe("error normalisation", () => {
  it("uses the server's detail for a 400 and keeps its field errors", () => {
    const e = errorFromResponse(400, { detail: "Alan (m²) pozitif bir sayı olmalıdır", fields: { alan_m2: ["x"] } });
    expect(e.kind).toBe("VALIDATION_ERROR");
    expect(e.message).toBe("Alan (m²) pozitif bir sayı olmalıdır");
    expect(e.fields).toEqual({ alan_m2: ["x"] });
  });

  it("falls back to the catalogue texts", () => {
    expect(errorFromResponse(400, {}).message).toBe("Girilen bilgilerde hata var. Lütfen kontrol edin.");
    expect(errorFromResponse(400, { non_field_errors: ["Hatalı"] }).message).toBe("Hatalı");
    expect(errorFromResponse(401, {}).message).toBe("E-posta veya şifre hatalı.");
    expect(errorFromResponse(403, { detail: "x" }).message).toBe("Bu işlem için yetkiniz bulunmuyor.");
    expect(errorFromResponse(429, {}).kind).toBe("RATE_LIMIT_ERROR");
    expect(errorFromResponse(500, {}).message).toBe("Sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin.");
    expect(errorFromResponse(418, {}).message).toBe("Beklenmeyen hata oluştu (418). Lütfen tekrar deneyin.");
  });
});

describe("apiRequest", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("turns a network failure into NETWORK_ERROR with the Turkish message", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const err = await apiRequest("/health/").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiClientError);
    expect((err as ApiClientError).kind).toBe("NETWORK_ERROR");
    expect((err as ApiClientError).message).toBe("Bağlantı sorunu yaşanıyor. İnternet bağlantınızı kontrol edin.");
  });

  it("calls the /api base and returns the JSON body", async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ success: true }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(apiRequest("/health/")).resolves.toEqual({ success: true });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/health/");
  });
});

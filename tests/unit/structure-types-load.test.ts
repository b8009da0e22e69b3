/** The message of a failed rule-set load (the server's message, else 'Yapı türleri çekilemedi'). */
import { describe, expect, it } from "vitest";
import { ApiClientError, errorFromResponse } from "@web/lib/api/api-client.ts";
import { FETCH_FAILED, LOAD_FAILED, ruleSetLoadMessage } from "@web/entities/structure-types/rule-set-query.ts";

describe("a failed structure-type load", () => {
  it("shows the server's message, else 'Yapı türleri çekilemedi', else the default", () => {
    expect(ruleSetLoadMessage(errorFromResponse(404, { detail: "Kural seti sürümü bulunamadı: 9.9.9" }))).toBe(
      "Kural seti sürümü bulunamadı: 9.9.9",
    );
    expect(ruleSetLoadMessage(errorFromResponse(502, {}))).toBe("Yapı türleri çekilemedi");
    expect(ruleSetLoadMessage(new ApiClientError("NETWORK_ERROR", "Bağlantı sorunu"))).toBe(FETCH_FAILED);
    expect(ruleSetLoadMessage(new Error("x"))).toBe(LOAD_FAILED);
    expect(LOAD_FAILED).toBe("Yapı türleri yüklenirken hata oluştu");
  });
});

import { describe, expect, it } from "vitest";
import { maskEmail } from "@worker/lib/mask-email.ts";

describe("maskEmail", () => {
  it("keeps at most two leading characters (a third of the local part) and the whole domain", () => {
    expect(maskEmail("yeni.adres3@ornek.com")).toBe("ye***@ornek.com");
    expect(maskEmail("ali@ornek.com")).toBe("a***@ornek.com");
    expect(maskEmail("a@b.co")).toBe("a***@b.co");
    expect(maskEmail("çiğdem@örnek.com.tr")).toBe("çi***@örnek.com.tr");
  });
});

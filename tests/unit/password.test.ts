import { describe, expect, it } from "vitest";
import { PBKDF2_ITERATIONS, hashPassword, verifyPassword } from "@worker/lib/password.ts";

describe("password hashing", () => {
  it("writes the versioned PBKDF2 format with a per-user salt", async () => {
    const a = await hashPassword("gizli-parola", 1000);
    const b = await hashPassword("gizli-parola", 1000);
    expect(a).toMatch(/^pbkdf2_sha256\$1000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
  });

  it("verifies the right password and refuses a wrong or malformed one", async () => {
    const stored = await hashPassword("doğru-şifre", 1000);
    expect(await verifyPassword("doğru-şifre", stored)).toBe(true);
    expect(await verifyPassword("yanlış-şifre", stored)).toBe(false);
    expect(await verifyPassword("doğru-şifre", "md5$1$abc$def")).toBe(false);
    expect(await verifyPassword("doğru-şifre", "pbkdf2_sha256$x$abc$def")).toBe(false);
    expect(await verifyPassword("doğru-şifre", "")).toBe(false);
  });

  it("uses workerd's maximum iteration count by default", () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000);
  });
});

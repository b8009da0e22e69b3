import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "@worker/app.ts";
import { AppError } from "@worker/core/contracts/app-error.ts";
import { verifyAccessAssertion } from "@worker/middleware/cloudflare-access.ts";
import { userToken } from "./helpers.ts";

const team = "http://oidc.test";
const aud = "erisim-uygulamasi";
const configured = { CF_ACCESS_TEAM_DOMAIN: team, CF_ACCESS_AUD: aud };
const mint = async (issuer: string, audience: string, expiresIn = "5m") =>
  (
    await fetch("http://oidc.test/sign", {
      method: "POST",
      body: JSON.stringify({ claims: { email: "yonetici@ornek.com" }, issuer, audience, expiresIn }),
    })
  ).text();

async function refused(p: Promise<void>) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).status).toBe(403);
}

describe("Cloudflare Access assertion (production guard of /admin)", () => {
  it("does nothing when not configured in development", async () => {
    await expect(verifyAccessAssertion({ ENVIRONMENT: "development" }, undefined)).resolves.toBeUndefined();
  });

  it("fails closed when not configured anywhere else (production, or no ENVIRONMENT at all)", async () => {
    for (const environment of [
      { ENVIRONMENT: "production" },
      {},
      { ENVIRONMENT: "staging" },
      { ENVIRONMENT: "production", CF_ACCESS_TEAM_DOMAIN: team },
    ]) {
      const err = await verifyAccessAssertion(environment, undefined).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).code).toBe("admin_access_not_configured");
      expect((err as AppError).status).toBe(503);
    }
  });

  it("accepts a valid assertion of the team for the application", async () => {
    await expect(verifyAccessAssertion(configured, await mint(team, aud))).resolves.toBeUndefined();
  });

  it("refuses a missing, foreign-audience, foreign-issuer, expired or garbage assertion", async () => {
    await refused(verifyAccessAssertion(configured, undefined));
    await refused(verifyAccessAssertion(configured, await mint(team, "baska-uygulama")));
    await refused(verifyAccessAssertion(configured, await mint("http://kotu.test", aud)));
    await refused(verifyAccessAssertion(configured, await mint(team, aud, "-1m")));
    await refused(verifyAccessAssertion(configured, "a.b.c"));
  });
});

describe("attack: /admin in production without Cloudflare Access configured", () => {
  const production = { ...env, ENVIRONMENT: "production", CF_ACCESS_TEAM_DOMAIN: "", CF_ACCESS_AUD: "" };
  const call = (path: string, headers: Record<string, string> = {}) =>
    app.fetch(new Request(`https://planlayici.test${path}`, { headers }), production);

  it("answers 503 for the page, its script and the admin API, even with an administrator's token", async () => {
    const admin = await userToken("uretim_yonetici", "admin");
    for (const path of [
      "/admin",
      "/admin/",
      "/admin/admin.js",
      "/api/admin/requests/",
      "/api/admin/outbox/",
      "/api/admin/audit/",
    ]) {
      const res = await call(path, { Authorization: `Bearer ${admin}` });
      expect(res.status, path).toBe(503);
      expect(await res.json(), path).toMatchObject({ success: false, code: "admin_access_not_configured" });
    }
  });

  it("still serves the page in development without the configuration", async () => {
    const res = await app.fetch(new Request("http://planlayici.test/admin/"), { ...env, ENVIRONMENT: "development" });
    expect(res.status).toBe(200);
  });
});

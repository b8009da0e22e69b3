import { describe, expect, it } from "vitest";
import { AppError } from "../../worker/lib/app-error.ts";
import { verifyAccessAssertion } from "../../worker/lib/cloudflare-access.ts";

const team = "http://oidc.test";
const aud = "erisim-uygulamasi";
const configured = { CF_ACCESS_TEAM_DOMAIN: team, CF_ACCESS_AUD: aud };
const mint = async (issuer: string, audience: string, expiresIn = "5m") =>
  (await fetch("http://oidc.test/sign", { method: "POST", body: JSON.stringify({ claims: { email: "yonetici@ornek.com" }, issuer, audience, expiresIn }) })).text();

async function refused(p: Promise<void>) {
  const err = await p.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).status).toBe(403);
}

describe("Cloudflare Access assertion (production guard of /admin)", () => {
  it("does nothing when not configured (development)", async () => {
    await expect(verifyAccessAssertion({}, undefined)).resolves.toBeUndefined();
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

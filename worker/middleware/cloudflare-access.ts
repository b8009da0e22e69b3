/**
 * Cloudflare Access in front of the administrator's page and API: when CF_ACCESS_TEAM_DOMAIN and CF_ACCESS_AUD are
 * configured, every request must carry a `Cf-Access-Jwt-Assertion` that jose verifies against the team's JWKS
 * (RS256, issuer and audience pinned). Not configured: allowed only in development (`ENVIRONMENT=development`);
 * anywhere else /admin and /api/admin/* fail closed with 503 admin_access_not_configured.
 */
import { createMiddleware } from "hono/factory";
import { createRemoteJWKSet, jwtVerify } from "jose";
import type { AppEnv, Env } from "../env.ts";
import { AppError } from "../core/contracts/app-error.ts";
import { isDevelopment } from "../lib/client.ts";
import { REQUIRED_CLAIMS } from "../services/tokens.ts";

const jwksByTeam = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

export async function verifyAccessAssertion(
  env: Partial<Pick<Env, "CF_ACCESS_TEAM_DOMAIN" | "CF_ACCESS_AUD" | "ENVIRONMENT">>,
  assertion: string | undefined,
): Promise<void> {
  const team = env.CF_ACCESS_TEAM_DOMAIN?.trim().replace(/\/+$/, "");
  const audience = env.CF_ACCESS_AUD?.trim();
  if (!team || !audience) {
    if (isDevelopment(env)) return;
    throw new AppError("admin_access_not_configured");
  }
  if (!assertion) throw new AppError("forbidden");
  let jwks = jwksByTeam.get(team);
  if (!jwks) jwksByTeam.set(team, (jwks = createRemoteJWKSet(new URL(`${team}/cdn-cgi/access/certs`))));
  try {
    await jwtVerify(assertion, jwks, {
      algorithms: ["RS256"],
      issuer: team,
      audience,
      requiredClaims: REQUIRED_CLAIMS,
    });
  } catch {
    throw new AppError("forbidden");
  }
}

export const requireCloudflareAccess = createMiddleware<AppEnv>(async (c, next) => {
  await verifyAccessAssertion(c.env, c.req.header("Cf-Access-Jwt-Assertion"));
  await next();
});

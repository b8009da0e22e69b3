/**
 * Authentication of organisations' API clients (`Authorization: Bearer typ_…`, worker/services/api-keys.ts), alone
 * (`apiKeyAuth`) or beside the site's session (`apiKeyOrSession`, for endpoints the SPA and API clients share).
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env.ts";
import { AppError } from "../core/contracts/app-error.ts";
import { authenticateKey, consumeQuota, isApiKeyFormat, type ApiClient } from "../services/api-keys.ts";
import { userOfAccessToken } from "../services/accounts.ts";

/** The bearer token of the request; null without one. */
export function bearerToken(c: Context<AppEnv>): string | null {
  const match = /^Bearer\s+(\S+)$/.exec(c.req.header("Authorization") ?? "");
  return match ? match[1]! : null;
}

/** The live key's client of the request, set as `apiClient`; no, wrong or revoked key: 401 `api_key_invalid`. */
export async function authenticateApiKey(c: Context<AppEnv>): Promise<ApiClient> {
  const client = await authenticateKey(c.get("db"), bearerToken(c));
  c.set("apiClient", client);
  return client;
}

/**
 * An API client with a live key and quota left: spends 1 of the key's daily quota and sets `apiClient`. No, wrong or
 * revoked key: 401 `api_key_invalid`; over the quota: 429 `api_quota_exceeded` with `Retry-After` (app.onError sets
 * it from the error).
 */
export const apiKeyAuth = createMiddleware<AppEnv>(async (c, next) => {
  const client = await authenticateApiKey(c);
  await consumeQuota(c.get("db"), client.keyId, 1);
  await next();
});

/**
 * Either an API key (the token starts `typ_`: sets `apiClient`, spends nothing — the route spends what the request
 * costs with consumeQuota, e.g. n for a batch of n parcels) or the site's session (any other token: sets `user`, as
 * requireUser). No token: 401 `unauthorized`; a bad key 401 `api_key_invalid`; a bad session 401 `token_invalid`.
 */
export const apiKeyOrSession = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerToken(c);
  if (token === null) throw new AppError("unauthorized");
  if (isApiKeyFormat(token)) await authenticateApiKey(c);
  else c.set("user", await userOfAccessToken(c.get("db"), c.env.JWT_SECRET, token));
  await next();
});

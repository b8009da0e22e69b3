/** Bindings and secrets of the worker (wrangler.toml and .dev.vars). */
import type { Db } from "./db/client.ts";

export interface Env {
  DB: D1Database;
  ASSETS: Fetcher;
  ENVIRONMENT?: string;
  JWT_SECRET?: string;
  /** E-mail transport: "outbox" (development default: kept in the outbox) or "http" (an HTTP e-mail API). */
  EMAIL_TRANSPORT?: string;
  EMAIL_API_URL?: string;
  EMAIL_API_KEY?: string;
  EMAIL_FROM?: string;
  /** Public base URL used in e-mailed links (default: the request's origin). */
  PUBLIC_BASE_URL?: string;
  /** Google sign-in (OpenID Connect); endpoints default to Google's, tests point them at a local provider. */
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  GOOGLE_AUTH_URL?: string;
  GOOGLE_TOKEN_URL?: string;
  GOOGLE_JWKS_URL?: string;
  GOOGLE_ISSUER?: string;
  /** Production: when both are set, /admin and /api/admin/* also require a valid Cloudflare Access JWT. */
  CF_ACCESS_TEAM_DOMAIN?: string;
  CF_ACCESS_AUD?: string;
}

export interface AuthUser {
  id: number;
  username: string;
  email: string;
  role: "user" | "admin";
  /** The user's token version when the session was issued (access tokens carry it as `ver`). */
  tokenVersion: number;
}

/**
 * The Hono environment of every route: the bindings, and what the middleware sets on the context — `requestId`
 * (middleware/request-id.ts), `db` (middleware/db.ts, every request) and `user` (middleware/auth.ts, where mounted).
 */
export type AppEnv = { Bindings: Env; Variables: { requestId: string; db: Db; user: AuthUser } };

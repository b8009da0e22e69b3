/** Bindings and secrets of the worker (wrangler.toml and .dev.vars). */
export interface Env {
  DB: D1Database;
  ASSETS: Fetcher;
  ENVIRONMENT?: string;
  JWT_SECRET?: string;
  /** E-mail transport: "outbox" (development default). */
  EMAIL_TRANSPORT?: string;
  /** Public base URL used in e-mailed links (default: the request's origin). */
  PUBLIC_BASE_URL?: string;
}

export interface AuthUser {
  id: number;
  username: string;
  email: string;
  role: "user" | "admin";
}

export type AppEnv = { Bindings: Env; Variables: { requestId: string; user: AuthUser } };

/**
 * The site address that mailed links and the Google callback name: PUBLIC_BASE_URL, never the request's Host header
 * (a request with `Host: evil.example` must not get a link to evil.example into a user's mailbox). Staging and
 * production must configure it (wrangler.toml lists it as a required secret there, so a deploy without it fails);
 * without it they answer not_configured and send nothing. Only in development, and only for a loopback host (the
 * local servers on their own ports), does the request's origin stand in.
 */
import { AppError } from "../core/contracts/app-error.ts";
import type { Env } from "../env.ts";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function publicBaseUrl(env: Pick<Env, "PUBLIC_BASE_URL" | "ENVIRONMENT">, requestUrl: string): string {
  if (env.PUBLIC_BASE_URL) return env.PUBLIC_BASE_URL.replace(/\/+$/, "");
  const origin = new URL(requestUrl);
  if (env.ENVIRONMENT === "development" && LOOPBACK.has(origin.hostname)) return origin.origin;
  throw new AppError("not_configured", {
    detail: "Sitenin genel adresi (PUBLIC_BASE_URL) yapılandırılmamış; e-posta bağlantıları gönderilemiyor.",
  });
}

/** Whom a user whose request was rejected may ask: ADMIN_CONTACT (wrangler.toml sets one in every environment). */
export function adminContact(env: Pick<Env, "ADMIN_CONTACT">, baseUrl: string): string {
  return env.ADMIN_CONTACT.trim() || `${baseUrl} yöneticisi`;
}

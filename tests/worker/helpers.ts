import { env, exports } from "cloudflare:workers";
import { hashPassword } from "@worker/lib/password.ts";

/** Calls the real worker, as the browser would. */
export function api(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(`http://planlayici.test${path}`, init));
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** A JSON request with an optional bearer token. */
export function send(method: string, path: string, body?: unknown, token?: string): Promise<Response> {
  return api(path, {
    method,
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** The password of the test users: one that meets the policy (10+ characters, not a common password). */
export const PASSWORD = "Ekin-Tarlasi-2026";

/** Parameters the calculation accepts (a worm farm on a field near İzmir), for saves that must succeed. */
export const VALID_PARAMETERS = {
  latitude: 38.42,
  longitude: 27.14,
  alan_m2: 1000,
  arazi_vasfi: "Tarla",
  emsal_turu: "marjinal",
};
export const VALID_TYPE = "solucan-tesisi";

/** A user written straight into D1 (address `<username>@ornek.com`; active, role user, unverified unless told). */
export async function insertUser(
  username: string,
  opts: { active?: boolean; role?: "user" | "admin"; verified?: boolean; password?: string } = {},
): Promise<void> {
  await env.DB.prepare(
    "INSERT INTO users (username, email, password_hash, is_active, role, email_verified) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
  )
    .bind(
      username,
      `${username}@ornek.com`,
      await hashPassword(opts.password ?? PASSWORD, 1000),
      opts.active === false ? 0 : 1,
      opts.role ?? "user",
      opts.verified ? 1 : 0,
    )
    .run();
}

/** The access token of a login with `username` and PASSWORD. */
export async function loginToken(username: string): Promise<string> {
  return (await json<{ access: string }>(await send("POST", "/api/token/", { username, password: PASSWORD }))).access;
}

/** Creates an active user with password PASSWORD and answers its access token. */
export async function userToken(prefix = "kullanici", role: "user" | "admin" = "user"): Promise<string> {
  const username = `${prefix}_${Math.random().toString(36).slice(2, 8)}`;
  await insertUser(username, { role });
  return loginToken(username);
}

/** The uid and token of the first `path` link (e.g. "/verify-email") in a mail's body. */
export function linkIn(body: string, path: string): { uid: string; token: string } {
  const m = new RegExp(`${path}/([A-Za-z0-9_-]+)/([A-Za-z0-9_-]+)`).exec(body);
  if (!m) throw new Error(`no ${path} link in: ${body}`);
  return { uid: m[1]!, token: m[2]! };
}

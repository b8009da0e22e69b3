import { env, exports } from "cloudflare:workers";
import { hashPassword } from "../../worker/lib/password.ts";

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

/** Creates an active user with password 'parola-1234' and answers its access token. */
export async function userToken(prefix = "kullanici", role: "user" | "admin" = "user"): Promise<string> {
  const username = `${prefix}_${Math.random().toString(36).slice(2, 8)}`;
  await env.DB.prepare("INSERT INTO users (username, email, password_hash, is_active, role) VALUES (?1, ?2, ?3, 1, ?4)")
    .bind(username, `${username}@ornek.com`, await hashPassword("parola-1234", 1000), role)
    .run();
  return (await json<{ access: string }>(await send("POST", "/api/token/", { username, password: "parola-1234" }))).access;
}

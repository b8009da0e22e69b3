import { exports } from "cloudflare:workers";

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

import { exports } from "cloudflare:workers";

/** Calls the real worker, as the browser would. */
export function api(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(`http://planlayici.test${path}`, init));
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

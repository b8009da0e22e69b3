/**
 * Who is calling, for rate limits: the client's address, normalised. Only Cloudflare's edge sets
 * `CF-Connecting-IP` (it overwrites whatever the client sent), so the header is trusted in production only; in
 * development (`wrangler dev` copies a client-sent header through) every caller is the one local client "yerel".
 */
import type { Context } from "hono";
import type { AppEnv, Env } from "../env.ts";

/** Development is explicit (`ENVIRONMENT=development` from .dev.vars or the test config); anything else is production. */
export function isDevelopment(env: Partial<Pick<Env, "ENVIRONMENT">> | undefined): boolean {
  return env?.ENVIRONMENT === "development";
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** The eight hextets of an IPv6 address (with an embedded IPv4 tail), or null when it is not one. */
function ipv6Groups(text: string): number[] | null {
  let s = text.toLowerCase().replace(/%.*$/, "");
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (tail) {
    if (!IPV4.test(tail[1]!)) return null;
    const [a, b, c, d] = tail[1]!.split(".").map(Number) as [number, number, number, number];
    s = `${s.slice(0, -tail[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = s.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":"));
  const head = parse(halves[0]!);
  const rest = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if ((halves.length === 2 && missing < 1) || (halves.length === 1 && missing !== 0)) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...rest];
  if (!all.every((h) => /^[0-9a-f]{1,4}$/.test(h))) return null;
  return all.map((h) => parseInt(h, 16));
}

/**
 * One spelling per client: IPv4 as dotted decimal (also when mapped into IPv6), IPv6 as its /64 prefix (one
 * subscriber usually holds a whole /64); anything else is "gecersiz".
 */
export function normaliseAddress(raw: string | undefined | null): string {
  const text = (raw ?? "").trim();
  if (IPV4.test(text)) return text.split(".").map(Number).join(".");
  const groups = ipv6Groups(text);
  if (!groups) return "gecersiz";
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The rate-limit identity of the caller. */
export function clientAddress(c: Context<AppEnv>): string {
  if (isDevelopment(c.env)) return "yerel";
  return normaliseAddress(c.req.header("CF-Connecting-IP"));
}

/**
 * The client of the login back-off: the address in production; none in development, where every caller is the one
 * local client "yerel" and one person's typos would lock every local user out (the per-username back-off applies).
 */
export function loginClient(c: Context<AppEnv>): string | undefined {
  return isDevelopment(c.env) ? undefined : clientAddress(c);
}

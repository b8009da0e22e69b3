/**
 * Which rule-set version a page asks for: `surum` (any version by number, drafts too), else `tarih` (the released
 * version in force that day), else today's released version. The same choice goes to `GET /api/rules/` and to the
 * planted-area settings, and (as `surum` / `mevzuat_tarihi`) into the calculation body. Pure.
 */
import { versionQueryString, type VersionQuery } from "../../config/version-query.ts";

// The choice's query string is spelt with the URLs (config/).
export { versionQueryString, type VersionQuery };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today in the browser's calendar as YYYY-MM-DD (the default legislation date). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function isIsoDay(text: unknown): text is string {
  return typeof text === "string" && DAY.test(text);
}

/** A page's query (`?a=1&…` or "") with `surum` set to the version, its other parameters kept. */
export function searchWithVersion(search: string, surum: string): string {
  const params = new URLSearchParams(search);
  params.set("surum", surum);
  return `?${params.toString()}`;
}

/** A stable key of a choice, for caches ("" for today's version). */
export const versionKey = (q: VersionQuery): string => versionQueryString(q);

/** The page's choice: a `surum` wins; a date equal to today is today's version. */
export function pageVersionQuery(surum: string | null, tarih: string, today = todayIso()): VersionQuery {
  if (surum) return { surum };
  if (tarih && tarih !== today) return { tarih };
  return {};
}

/** What the calculation body carries to use the same version: `surum`, else `mevzuat_tarihi`. */
export function versionBody(surum: string | null, tarih: string): Record<string, string> {
  if (surum) return { surum };
  return tarih ? { mevzuat_tarihi: tarih } : {};
}

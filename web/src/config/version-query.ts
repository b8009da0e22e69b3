/**
 * Which rule-set version a page or a request asks for, as the URLs spell it (paths.ts): `surum` (any version by
 * number, drafts too), else `tarih` (the released version in force that day), else today's released version. The
 * choice itself is made in entities/structure-types/rule-version.ts.
 */
export interface VersionQuery {
  surum?: string | undefined;
  tarih?: string | undefined;
}

/** The query string of a choice ("" for today's version). */
export function versionQueryString(q: VersionQuery): string {
  if (q.surum) return `?surum=${encodeURIComponent(q.surum)}`;
  if (q.tarih) return `?tarih=${encodeURIComponent(q.tarih)}`;
  return "";
}

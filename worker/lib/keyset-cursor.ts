/**
 * Opaque cursors for keyset pagination over (created_at, id), newest first: base64url of the JSON pair
 * `[created_at, id]` of the last item of a page. The next page is everything strictly older than that pair, so a
 * cursor stays valid and skips nothing when rows are added (they are newer) or removed meanwhile.
 */
import { base64url } from "jose";
import { AppError } from "../core/contracts/app-error.ts";

export interface Keyset {
  createdAt: string;
  id: string;
}

/** The stored timestamp shape (worker/db/schema.ts createdAt: strftime('%Y-%m-%dT%H:%M:%fZ')). */
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const MAX_ID = 100;
const MAX_CURSOR = 400;

const fromBase64Url = (text: string) =>
  new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(base64url.decode(text));

export function encodeCursor(key: Keyset): string {
  return base64url.encode(JSON.stringify([key.createdAt, key.id]));
}

/** The keyset of a cursor; anything that is not one of ours answers the catalogue's `invalid_cursor` (400). */
export function decodeCursor(raw: string): Keyset {
  const invalid = () => new AppError("invalid_cursor");
  if (raw.length > MAX_CURSOR || !/^[A-Za-z0-9_-]+$/.test(raw)) throw invalid();
  let pair: unknown;
  try {
    pair = JSON.parse(fromBase64Url(raw));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(pair) || pair.length !== 2) throw invalid();
  const [createdAt, id] = pair as unknown[];
  if (typeof createdAt !== "string" || !ISO_UTC.test(createdAt)) throw invalid();
  if (typeof id !== "string" || id.length === 0 || id.length > MAX_ID) throw invalid();
  return { createdAt, id };
}

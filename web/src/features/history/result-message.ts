/**
 * The message of a saved result. Results were saved in several shapes over time, so the text sits under
 * html_mesaj, mesaj or ana_mesaj at the top level or one or two levels down (data, results, result, sonuc).
 */
export interface ResultMessage {
  /** html: rich text to sanitise and render; text: plain text. */
  kind: "html" | "text";
  value: string;
}

const NESTING = [
  [],
  ["data"],
  ["results"],
  ["result"],
  ["sonuc"],
  ["data", "data"],
  ["data", "results"],
  ["result", "data"],
] as const;
const KEYS = [
  ["html_mesaj", "html"],
  ["mesaj", "text"],
  ["ana_mesaj", "text"],
] as const;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function at(root: Record<string, unknown>, path: readonly string[]): Record<string, unknown> | null {
  let node: unknown = root;
  for (const key of path) {
    if (!isRecord(node)) return null;
    node = node[key];
  }
  return isRecord(node) ? node : null;
}

/** The first non-blank message: html_mesaj anywhere first, then mesaj, then ana_mesaj; null when none. */
export function extractResultMessage(result: unknown): ResultMessage | null {
  if (!isRecord(result)) return null;
  for (const [key, kind] of KEYS) {
    for (const path of NESTING) {
      const value = at(result, path)?.[key];
      if (typeof value === "string" && value.trim() !== "") {
        // Older results kept markup under mesaj too.
        return { kind: kind === "text" && /<[a-z][^>]*>/i.test(value) ? "html" : kind, value };
      }
    }
  }
  return null;
}

/** Markup reduced to readable plain text (for the clipboard; never rendered). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/tr|\/h[1-6])\b[^>]*>/gi, "\n")
    .replace(/<\/t[dh]>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&sup2;/g, "²")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/[ \t]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

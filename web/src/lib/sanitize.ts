/**
 * The one HTML sanitiser for server-made reports: DOMPurify with an allowlist of plain formatting only — text
 * structure, emphasis, lists and tables, with `class` (the report's styling) and `scope` (table headers). No links,
 * forms, inputs, images, media, frames, SVG / MathML, no id (DOM clobbering), no style, no data- or event
 * attributes: a stored report can format text but cannot point anywhere or ask for anything.
 */
import DOMPurify from "dompurify";

export const SANITIZE_ALLOWED_TAGS = [
  "div",
  "p",
  "span",
  "br",
  "h3",
  "h4",
  "h5",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "small",
  "code",
  "ul",
  "ol",
  "li",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
] as const;

export const SANITIZE_ALLOWED_ATTR = ["class", "scope"] as const;

/** The DOMPurify configuration (exported so tests run DOMPurify with exactly this in a real browser). */
export const SANITIZE_CONFIG = {
  ALLOWED_TAGS: [...SANITIZE_ALLOWED_TAGS],
  ALLOWED_ATTR: [...SANITIZE_ALLOWED_ATTR],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
};

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, SANITIZE_CONFIG);
}

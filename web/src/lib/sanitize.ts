/** The one HTML sanitiser for server-made reports: DOMPurify, without style attributes (the CSP blocks them anyway). */
import DOMPurify from "dompurify";

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { FORBID_ATTR: ["style"] });
}

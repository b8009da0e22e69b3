/**
 * A stored result as the API answers it today. Answers saved before the report became data (`rapor`) carried it
 * twice, as HTML (`html_mesaj`) and as text (`mesaj`): the HTML is dropped and the text stays. Where an old client
 * stored only markup (in `html_mesaj`, or in `mesaj`), its text is written here once, so no answer reaches the
 * browser as HTML. Everything else is as stored.
 */
import { answerRecords } from "../core/contracts/saved-result.ts";

const ENTITIES: Record<string, string> = { lt: "<", gt: ">", quot: '"', amp: "&", nbsp: " ", sup2: "²" };
const MARKUP = /<[a-z][^>]*>/i;

/** Markup reduced to readable plain text (never rendered as HTML). */
export function markupText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/tr|\/h[1-6])\b[^>]*>/gi, "\n")
    .replace(/<\/t[dh]>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z0-9]+));/gi, (whole, dec?: string, hex?: string, name?: string) =>
      dec
        ? String.fromCodePoint(Number(dec))
        : hex
          ? String.fromCodePoint(parseInt(hex, 16))
          : (ENTITIES[name!] ?? whole),
    )
    .replace(/[ \t]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export function savedAnswer(stored: Record<string, unknown>): Record<string, unknown> {
  const result = structuredClone(stored);
  for (const record of answerRecords(result)) {
    const html = record["html_mesaj"];
    delete record["html_mesaj"];
    const text = record["mesaj"];
    if (typeof text === "string" && MARKUP.test(text)) record["mesaj"] = markupText(text);
    else if ((typeof text !== "string" || !text.trim()) && typeof html === "string" && html.trim())
      record["mesaj"] = markupText(html);
  }
  return result;
}

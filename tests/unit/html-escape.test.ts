/** worker/lib/html.ts: the one HTML escape of the server's hand-written markup (share previews, prerendered titles). */
import { describe, expect, it } from "vitest";
import { escapeHtml } from "@worker/lib/html.ts";

describe("escapeHtml", () => {
  it("writes the five characters that could end a text or a quoted attribute as entities", () => {
    expect(escapeHtml(`Bağ evi & <sera> "çift" 'tek'`)).toBe(
      "Bağ evi &amp; &lt;sera&gt; &quot;çift&quot; &#39;tek&#39;",
    );
  });

  it("leaves other text, Turkish letters included, as it is and escapes an entity's ampersand again", () => {
    expect(escapeHtml("Şişli ığdır ÇÖÜ")).toBe("Şişli ığdır ÇÖÜ");
    expect(escapeHtml("&amp;")).toBe("&amp;amp;");
  });
});

import { describe, expect, it } from "vitest";
import { SANITIZE_ALLOWED_ATTR, SANITIZE_ALLOWED_TAGS, SANITIZE_CONFIG } from "@web/lib/sanitize.ts";

describe("the report sanitiser's allowlist (plain formatting only)", () => {
  it("allows no element that links, submits, loads or embeds", () => {
    const dangerous = [
      "a",
      "area",
      "form",
      "input",
      "button",
      "select",
      "textarea",
      "img",
      "picture",
      "source",
      "video",
      "audio",
      "iframe",
      "frame",
      "object",
      "embed",
      "svg",
      "math",
      "script",
      "style",
      "link",
      "meta",
      "base",
      "template",
      "dialog",
    ];
    for (const tag of dangerous) expect(SANITIZE_ALLOWED_TAGS as readonly string[], tag).not.toContain(tag);
  });

  it("allows only the class and scope attributes: no href, src, action, style, id, event or data attributes", () => {
    expect([...SANITIZE_ALLOWED_ATTR]).toEqual(["class", "scope"]);
    expect(SANITIZE_CONFIG).toMatchObject({
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      ALLOW_UNKNOWN_PROTOCOLS: false,
    });
  });

  it("keeps every element the server's report uses (worker/core/calculation/report.ts)", () => {
    for (const tag of [
      "div",
      "h3",
      "h4",
      "p",
      "strong",
      "table",
      "tbody",
      "tr",
      "th",
      "td",
      "ul",
      "li",
      "code",
      "small",
    ]) {
      expect(SANITIZE_ALLOWED_TAGS as readonly string[], tag).toContain(tag);
    }
  });
});

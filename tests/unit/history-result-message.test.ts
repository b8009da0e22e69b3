import { describe, expect, it } from "vitest";
import { historySummary } from "@web/features/history/format.ts";
import { extractResultMessage, htmlToText } from "@web/features/history/result-message.ts";
import { typeLabel } from "@web/lib/structure-types/type-labels.ts";
import { repoRuleSet } from "./repo-rule-set.ts";

/** Type labels from the rule set's `hesaplama_turleri`, as the app has them once the rule set is loaded. */
const LABELS = repoRuleSet().hesaplama_turleri;
const labelOf = (type: string) => typeLabel(type, LABELS);

describe("the message of a saved result, wherever it is nested", () => {
  it("reads data.html_mesaj as rich text (the current result shape)", () => {
    expect(
      extractResultMessage({ success: true, message: "kısa", data: { html_mesaj: "<b>Rapor</b>", mesaj: "düz" } }),
    ).toEqual({ kind: "html", value: "<b>Rapor</b>" });
  });

  it("prefers html_mesaj at any depth over mesaj at the top", () => {
    expect(extractResultMessage({ mesaj: "üst düz", results: { html_mesaj: "<p>alt</p>" } })).toEqual({
      kind: "html",
      value: "<p>alt</p>",
    });
    expect(extractResultMessage({ data: { data: { html_mesaj: "<p>iki kat</p>" } } })?.value).toBe("<p>iki kat</p>");
    expect(extractResultMessage({ result: { data: { html_mesaj: "<i>r</i>" } } })?.value).toBe("<i>r</i>");
  });

  it("falls back to mesaj, then ana_mesaj, as plain text", () => {
    expect(extractResultMessage({ data: { mesaj: "Yapı izni verilebilir.", ana_mesaj: "Ana" } })).toEqual({
      kind: "text",
      value: "Yapı izni verilebilir.",
    });
    expect(extractResultMessage({ sonuc: { ana_mesaj: "Ana mesaj" } })).toEqual({ kind: "text", value: "Ana mesaj" });
  });

  it("treats markup under mesaj as rich text (older results)", () => {
    expect(extractResultMessage({ mesaj: "<strong>Eski</strong> rapor" })?.kind).toBe("html");
  });

  it("skips blank and non-text values; null when there is no message", () => {
    expect(extractResultMessage({ html_mesaj: "  ", data: { mesaj: 5, ana_mesaj: "Bulunan" } })).toEqual({
      kind: "text",
      value: "Bulunan",
    });
    expect(extractResultMessage({ data: ["html_mesaj"] })).toBeNull();
    expect(extractResultMessage(null)).toBeNull();
    expect(extractResultMessage("metin")).toBeNull();
  });

  it("turns markup into readable text for the clipboard", () => {
    expect(
      htmlToText("<h3>Sonuç</h3><p>Alan: 1.000 m&sup2; &amp; depo&#44; &#x131;</p><ul><li>bir</li><li>iki</li></ul>"),
    ).toBe("Sonuç\nAlan: 1.000 m² & depo, ı\nbir\niki");
    expect(htmlToText("<script>x</script>a &lt;b&gt;")).toBe("xa <b>");
  });
});

describe("the copied summary", () => {
  it("lists title, type label, Turkish date, area, land type, description, location and the result text", () => {
    const text = historySummary(
      {
        id: "1",
        title: "Menemen serası",
        description: "Kuzey parsel",
        calculation_type: "sera",
        parameters: { alan_m2: 12500.5, arazi_vasfi: "Tarla" },
        result: { data: { html_mesaj: "<p>İzin verilebilir</p><p>Azami 6.250 m²</p>" } },
        map_coordinates: { lat: 38.6, lng: 27.07 },
        kural_seti: null,
        share_id: null,
        created_at: "2026-03-05T11:07:00.000Z",
      },
      labelOf,
    );
    expect(text.split("\n")).toEqual([
      "Hesaplama: Menemen serası",
      "Yapı türü: Sera",
      "Tarih: 05.03.2026 14:07",
      "Alan: 12.500,5 m²",
      "Arazi vasfı: Tarla",
      "Açıklama: Kuzey parsel",
      "Konum: 38.600000, 27.070000",
      "",
      "Sonuç:",
      "İzin verilebilir",
      "Azami 6.250 m²",
    ]);
  });

  it("leaves out what the item does not have", () => {
    const text = historySummary(
      {
        id: "2",
        title: "Boş",
        description: "",
        calculation_type: "other",
        parameters: {},
        result: {},
        map_coordinates: null,
        kural_seti: null,
        share_id: null,
        created_at: "2026-01-01T00:00:00Z",
      },
      labelOf,
    );
    expect(text).not.toMatch(/Alan|Arazi|Açıklama|Konum|Sonuç/);
    expect(text).toContain("Yapı türü: Diğer");
  });
});

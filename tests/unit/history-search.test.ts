import { describe, expect, it } from "vitest";
import { filterHistory, foldTurkish } from "../../web/src/features/history/search.ts";
import { typeLabel } from "../../web/src/lib/structure-types/type-labels.ts";
import { repoRuleSet } from "./repo-rule-set.ts";

/** Type labels from the rule set's `hesaplama_turleri` (what the app shows once the rule set is loaded). */
const LABELS = repoRuleSet().hesaplama_turleri;
const labelOf = (type: string) => typeLabel(type, LABELS);

const item = (title: string, calculation_type = "sera", description = "") => ({ title, calculation_type, description });

describe("history search (title, type label, description; Turkish case folding)", () => {
  const items = [
    item("Ilıca tarlası", "sera", "Kuzey parsel"),
    item("İzmir bağ evi", "bag-evi"),
    item("Ödemiş deposu", "soguk-hava-deposu", "SÜT ÜRÜNLERİ için"),
    item("Küçük kümes", "kumes-gezen"),
  ];

  it("folds İ/I the Turkish way", () => {
    expect(foldTurkish("  İZMİR   Işık ")).toBe("izmir ışık");
    expect(foldTurkish("ILICA")).toBe("ılıca");
  });

  it("keeps every item for a blank query", () => {
    expect(filterHistory(items, "   ")).toHaveLength(4);
  });

  it("matches titles case-insensitively under Turkish rules", () => {
    expect(filterHistory(items, "IZMIR").map((i) => i.title)).toEqual([]); // I → ı, so IZMIR is not izmir
    expect(filterHistory(items, "İZMİR").map((i) => i.title)).toEqual(["İzmir bağ evi"]);
    expect(filterHistory(items, "ILICA").map((i) => i.title)).toEqual(["Ilıca tarlası"]);
    expect(filterHistory(items, "ödemiş").map((i) => i.title)).toEqual(["Ödemiş deposu"]);
  });

  it("matches the type label, not only the slug", () => {
    expect(filterHistory(items, "soğuk hava", labelOf).map((i) => i.title)).toEqual(["Ödemiş deposu"]);
    expect(filterHistory(items, "gezen tavuk", labelOf).map((i) => i.title)).toEqual(["Küçük kümes"]);
    expect(filterHistory(items, "sera", labelOf).map((i) => i.title)).toEqual(["Ilıca tarlası"]);
    // Before the rule set is loaded a type is its own label.
    expect(filterHistory(items, "gezen tavuk", (t) => typeLabel(t, null))).toEqual([]);
  });

  it("matches the description and collapses blanks in the query", () => {
    expect(filterHistory(items, "süt   ürünleri").map((i) => i.title)).toEqual(["Ödemiş deposu"]);
    expect(filterHistory(items, "kuzey").map((i) => i.title)).toEqual(["Ilıca tarlası"]);
  });

  it("finds nothing for an unrelated query and does not change the input", () => {
    expect(filterHistory(items, "zeytin")).toEqual([]);
    expect(items).toHaveLength(4);
  });
});

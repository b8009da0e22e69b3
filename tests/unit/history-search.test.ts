import { describe, expect, it } from "vitest";
import { filterHistory } from "@web/features/history/search.ts";
import { typeLabel } from "@web/entities/structure-types/type-labels.ts";
import { repoRuleSet } from "./repo-rule-set.ts";

/** Type labels from the rule set's `hesaplama_turleri` (what the app shows once the rule set is loaded). */
const LABELS = repoRuleSet().hesaplama_turleri;
const labelOf = (type: string) => typeLabel(type, LABELS);

const item = (title: string, calculation_type = "sera", description = "") => ({ title, calculation_type, description });

describe("history search (title, type label, description; Turkish case and letters folded)", () => {
  const items = [
    item("Ilıca tarlası", "sera", "Kuzey parsel"),
    item("İzmir bağ evi", "bag-evi"),
    item("Ödemiş deposu", "soguk-hava-deposu", "SÜT ÜRÜNLERİ için"),
    item("Küçük kümes", "kumes-gezen"),
    item("Süt sığırcılığı — Iğdır çiftliği", "sut-sigirciligi"),
    item("Bornova ahırı", "sut-sigirciligi"),
    item("Âşık Veysel bağı", "bag-evi", "Kâhya evi, Îmâr planı, Ûmit"),
  ];
  const titles = (query: string, labels = labelOf) => filterHistory(items, query, labels).map((i) => i.title);

  it("keeps every item for a blank query", () => {
    expect(filterHistory(items, "   ")).toHaveLength(items.length);
  });

  it("finds 'Süt sığırcılığı' items however the query writes the Turkish letters and case", () => {
    const dairy = ["Süt sığırcılığı — Iğdır çiftliği", "Bornova ahırı"]; // the second by its type label
    for (const query of ["sut sigir", "SUT SIGIRCILIGI", "süt sığırcılığı", "Süt Sığırcılığı", "SÜT SIĞIRCILIĞI"])
      expect(titles(query), query).toEqual(dairy);
    expect(titles("SÜT")).toEqual(["Ödemiş deposu", ...dairy]);
    expect(titles("sut")).toEqual(["Ödemiş deposu", ...dairy]);
  });

  it("folds dotted and dotless i both ways: ığdır, IGDIR, IĞDIR, İğdır", () => {
    for (const query of ["ığdır", "IGDIR", "IĞDIR", "İğdır", "igdir"])
      expect(titles(query), query).toEqual(["Süt sığırcılığı — Iğdır çiftliği"]);
    for (const query of ["IZMIR", "İZMİR", "izmir", "ızmır"]) expect(titles(query), query).toEqual(["İzmir bağ evi"]);
    for (const query of ["ILICA", "ilica", "ılıca"]) expect(titles(query), query).toEqual(["Ilıca tarlası"]);
    expect(titles("odemis")).toEqual(["Ödemiş deposu"]);
    expect(titles("KUCUK KUMES")).toEqual(["Küçük kümes"]);
  });

  it("folds the circumflex letters â, î, û in the text and the query", () => {
    for (const query of ["asik", "ÂŞIK", "kahya", "imar", "umit", "Kâhya"])
      expect(titles(query), query).toEqual(["Âşık Veysel bağı"]);
  });

  it("matches the type label, not only the slug", () => {
    expect(titles("soğuk hava")).toEqual(["Ödemiş deposu"]);
    expect(titles("gezen tavuk")).toEqual(["Küçük kümes"]);
    expect(titles("sera")).toEqual(["Ilıca tarlası"]);
    // Before the rule set is loaded a type is its own label.
    expect(titles("gezen tavuk", (t) => typeLabel(t, null))).toEqual([]);
  });

  it("matches the description and collapses blanks in the query", () => {
    expect(titles("süt   ürünleri")).toEqual(["Ödemiş deposu"]);
    expect(titles("  kuzey ")).toEqual(["Ilıca tarlası"]);
  });

  it("finds nothing for an unrelated query and does not change the input", () => {
    expect(titles("zeytin")).toEqual([]);
    expect(items).toHaveLength(7);
  });
});

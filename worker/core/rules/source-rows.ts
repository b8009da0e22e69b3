/**
 * "Sayılar ve kaynakları": the figures an answer or a structure type's legislation page rests on, each as a row a
 * landowner reads — what the figure is, its value in Turkish number format and its source: the legal citation, the
 * tool's assumption ("Varsayım — mevzuatta sayı yok: …", never shown as law) or, for a version written before numbers
 * carried sources (1.0.0), "Kaynak gösterilmemiş". The numbers and their sources are sources.ts's
 * (`typeNumberSources`); this module only chooses which of the common file's numbers a list takes (`CommonScope`)
 * and words them. The one producer of these rows: the answer (present.ts) and the legislation page
 * (worker/core/legislation/legislation.ts) both call `numberSourceRows`.
 *
 * A figure's label comes from the rule files where they name it (a rule's name, a form field's label, a result
 * card's label, a tree's species, an item's name, the emsal classes' names), else from its key, humanised
 * deterministically (`asgari_parsel_m2` → "Asgari parsel (m²)"). Pure, zod-free (the browser may import it).
 */
import type { SayiKaynagi } from "../contracts/calculation.ts";
import { formatPercent, formatTr } from "./numbers.ts";

const isRatio = (path: string, value: number) => value > 0 && value <= 1 && /(^|\.|_)oran/.test(path);
import { planNotesApply, planNotesOf } from "./plan-notes.ts";
import { landClassesOf } from "./land-classes.ts";
import type { CommonRuleFile, TypeRuleFile } from "./schema.ts";
import { elementNames, typeNumberSources, type NumberSource } from "./sources.ts";
import type { LoadedRuleSet } from "./types.ts";

/** The source text of a number the law does not give: the tool's assumption, with its reason. */
export const ASSUMPTION_PREFIX = "Varsayım — mevzuatta sayı yok: ";
/** The source text of a number whose version names no source (1.0.0 was released before numbers carried one). */
export const NO_SOURCE = "Kaynak gösterilmemiş";
/** The one sentence an answer resting on an assumed figure carries beside its verdict (the report's `varsayim`). */
export const ASSUMPTION_SENTENCE =
  "Bu sonucun dayandığı sayılardan bazıları mevzuatta yer almaz, aracın varsayımıdır; sonuç bu sayılara dayandığı ölçüde hukuk değil, aracın tahminidir (“Neden?” altındaki “Sayılar ve kaynakları” listesinde “Varsayım” diye işaretlidir).";

type EmsalClass = "marjinal" | "mutlak_dikili";

/** Which of the common file's numbers a list takes; its own file's numbers and the common rules' are always taken. */
export interface CommonScope {
  /** The emsal classes whose national ratio (`emsal_oranlari`) applies. */
  emsal: readonly EmsalClass[];
  /** The İzmir plan notes' tiers whose ceilings apply (with the notes' other numbers); none: the notes do not bind. */
  plan: readonly EmsalClass[];
  /** The land classes whose Talimat 7 holding threshold applies (`arazi_siniflari`). */
  araziSiniflari: readonly string[];
  /** The tree table's species (`agac_cizelgesi`, by `sira`) the list rests on, or every one. */
  agaclar: readonly number[] | "hepsi";
}

/** Whether a type compares the holding with its land class's Talimat 7 threshold (land-classes.ts `holdingThreshold`). */
export function usesHoldingThreshold(file: TypeRuleFile): boolean {
  return file.hesap === "tarimsalDepoHakki" || file.sabitler["arazi_varligi_kontrolu"] === true;
}

/** Whether a type's form offers the planted-area check, the one reader of the tree table (bag-evi-kontrolu.ts). */
export function hasPlantedAreaCheck(file: TypeRuleFile): boolean {
  return file.form.alan_kontrolu === "dikili-alan";
}

/** The common numbers a structure type's legislation page lists: every one that can apply to the type. */
export function typeScope(set: LoadedRuleSet, slug: string): CommonScope {
  const file = set.types[slug];
  const classes = landClassesOf(set.common.sabitler);
  const both: EmsalClass[] = ["marjinal", "mutlak_dikili"];
  return {
    emsal: file?.emsal.tur === "kullanici" ? both : [],
    plan: planNotesApply(planNotesOf(set.common.sabitler), slug) ? both : [],
    araziSiniflari: file && classes && usesHoldingThreshold(file) ? Object.keys(classes.siniflar) : [],
    agaclar: file && hasPlantedAreaCheck(file) ? "hepsi" : [],
  };
}

/** Whether a number of the common file is in the scope (the paths are sources.ts's). */
function inScope(yol: string, scope: CommonScope): boolean {
  const [head, group, ...rest] = yol.split(".");
  if (head === "emsal_oranlari") return scope.emsal.includes(group as EmsalClass);
  if (head !== "sabitler") return true;
  switch (group) {
    case "plan_notlari":
      return rest[0] === "tavanlar" ? scope.plan.includes(rest[1] as EmsalClass) : scope.plan.length > 0;
    case "arazi_siniflari":
      return rest[0] === "siniflar" ? scope.araziSiniflari.includes(rest[1] ?? "") : scope.araziSiniflari.length > 0;
    case "agac_cizelgesi":
      return scope.agaclar === "hepsi" || scope.agaclar.includes(Number(rest[0]));
    default:
      return true;
  }
}

/** Key words whose Turkish letters a key drops (`bakici` → "bakıcı"); the others read as they are written. */
const WORDS: Readonly<Record<string, string>> = {
  agac: "ağaç",
  adimi: "adımı",
  agil: "ağıl",
  ahir: "ahır",
  alani: "alanı",
  alanlari: "alanları",
  aygir: "aygır",
  bag: "bağ",
  bahcesi: "bahçesi",
  bakici: "bakıcı",
  barinak: "barınak",
  bas: "baş",
  basina: "başına",
  bolen: "bölen",
  boleni: "böleni",
  buyuktur: "büyüktür",
  buyume: "büyüme",
  carpan: "çarpan",
  carpani: "çarpanı",
  cekim: "çekim",
  cekme: "çekme",
  cikti: "çıktı",
  ciktilar: "çıktılar",
  cizelgesi: "çizelgesi",
  cok: "çok",
  dagilimi: "dağılımı",
  dis: "dış",
  egim: "eğim",
  egrisi: "eğrisi",
  esigi: "eşiği",
  esik: "eşik",
  esikler: "eşikler",
  farki: "farkı",
  gun: "gün",
  hakki: "hakkı",
  icin: "için",
  insaat: "inşaat",
  kapali: "kapalı",
  katsayi: "katsayı",
  katsayisi: "katsayısı",
  kisrak: "kısrak",
  kok: "kök",
  komsu: "komşu",
  kulucka: "kuluçka",
  kullanim: "kullanım",
  kumes: "kümes",
  kurallari: "kuralları",
  mustemilat: "müştemilat",
  notlari: "notları",
  odalari: "odaları",
  odasi: "odası",
  olcek: "ölçek",
  olcekler: "ölçekler",
  olculeri: "ölçüleri",
  orani: "oranı",
  oranlari: "oranları",
  ortualti: "örtüaltı",
  payi: "payı",
  sayisi: "sayısı",
  siniflar: "sınıflar",
  siniflari: "sınıfları",
  siniri: "sınırı",
  soguk: "soğuk",
  toleransi: "toleransı",
  toplami: "toplamı",
  uretim: "üretim",
  ust: "üst",
  ustu: "üstü",
  uyari: "uyarı",
  varligi: "varlığı",
  varsayilan: "varsayılan",
  yapilar: "yapılar",
  yardimci: "yardımcı",
  yariBodur: "yarı bodur",
  yas: "yaş",
  yogunlugu: "yoğunluğu",
  yogunluk: "yoğunluk",
};

/** Units a key ends with (`_m2`, `_kg_gun`): the first of them, then what it is per (`m2_bas` → "m²/baş"). */
const UNITS: Readonly<Record<string, string>> = { m2: "m²", m: "m", kg: "kg", ton: "ton", adet: "adet", bas: "baş" };
const PER: Readonly<Record<string, string>> = { m2: "m²", bas: "baş", gun: "gün", adet: "adet", boks: "boks" };

/** A key in words: `asgari_parsel_m2` → "asgari parsel (m²)", `barinak_m2_bas` → "barınak (m²/baş)". */
export function keyWords(key: string): string {
  const parts = key.split("_").filter(Boolean);
  const last = parts.at(-1) ?? "";
  const before = parts.at(-2) ?? "";
  let unit = "";
  if (parts.length >= 2 && UNITS[before] && PER[last]) unit = `${UNITS[before]}/${PER[last]}`;
  else if (parts.length >= 2 && UNITS[last]) unit = UNITS[last] ?? "";
  const words = parts
    .slice(0, parts.length - (unit.includes("/") ? 2 : unit ? 1 : 0))
    .map((p) => WORDS[p] ?? p)
    .join(" ");
  return !unit ? words : words ? `${words} (${unit})` : unit;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The label of a result field of the type (its card or report row), or undefined. */
function resultLabel(file: TypeRuleFile | CommonRuleFile, field: string): string | undefined {
  return "kartlar" in file ? [...file.kartlar, ...file.rapor].find((r) => r.alan === field)?.etiket : undefined;
}

/** A key the file names (a result field, an emsal class), else the key in words. */
function keyLabel(key: string, file: TypeRuleFile | CommonRuleFile, common: CommonRuleFile, asResult: boolean) {
  if (key === "marjinal" || key === "mutlak_dikili") return common.emsal_adlari[key];
  return (asResult ? resultLabel(file, key) : undefined) ?? keyWords(key);
}

/**
 * What an element of a list is called: the name the file gives it (an item's `ad`, a tree's species), else the
 * identity it is known by in the path (a result field's label where the identity is one), else its place.
 */
function elementWords(
  element: unknown,
  segment: string,
  index: number,
  byPosition: boolean,
  file: TypeRuleFile | CommonRuleFile,
  common: CommonRuleFile,
): string {
  if (isRecord(element))
    for (const key of byPosition ? (["ad", "etiket"] as const) : (["ad", "etiket", "tur"] as const)) {
      const v = element[key];
      if (typeof v === "string" && v) return v;
    }
  if (byPosition) return `${index + 1}.`;
  return /^[a-z][a-z0-9_]*$/.test(segment) ? keyLabel(segment, file, common, true) : segment;
}

/** The words of a path under a file's `sabitler`, walking the file so a list element is named by what it is. */
function constantWords(
  sabitler: unknown,
  segments: readonly string[],
  file: TypeRuleFile | CommonRuleFile,
  common: CommonRuleFile,
): string[] {
  const words: string[] = [];
  let node: unknown = sabitler;
  let parentKey = "";
  // The keys under `arazi_kurallari` are land-type ids ("*": any other), named by the catalogue.
  let landKeys = false;
  const landNames = new Map(common.arazi_vasfi_katalogu.map((t) => [String(t.id), t.ad]));
  for (const segment of segments) {
    if (Array.isArray(node)) {
      const names = elementNames(node);
      const index = names.indexOf(segment);
      const byPosition = names.every((n, i) => n === String(i));
      words.push(elementWords(node[index], segment, index, byPosition, file, common));
      node = node[index];
    } else {
      const child = isRecord(node) ? node[segment] : undefined;
      const land = landKeys ? (segment === "*" ? "diğer arazi vasıfları" : landNames.get(segment)) : undefined;
      // A group named after a result field, and a fixed result's figure (sabit-ciktilar.ts), take its label.
      words.push(land ?? keyLabel(segment, file, common, parentKey === "sabit_ciktilar" || isRecord(child)));
      landKeys ||= segment === "arazi_kurallari";
      node = child;
    }
    parentKey = segment;
  }
  return words;
}

/** The words of a number of a file: what it is, from the file's wording where it names it. */
function numberLabel(n: NumberSource, file: TypeRuleFile | CommonRuleFile, common: CommonRuleFile): string {
  const [head, ...rest] = n.yol.split(".");
  let words: string[];
  if (head === "emsal_oranlari") words = [`Emsal oranı (${common.emsal_adlari[rest[0] as EmsalClass] ?? rest[0]})`];
  else if (head === "emsal") words = ["Emsal oranı"];
  else if (head === "kurallar") {
    const names = elementNames(file.kurallar);
    const rule = file.kurallar[names.indexOf(rest[0] ?? "")];
    // The rule number a result names: sub-rules (GEN-04a) belong to their base (present.ts `baseId`).
    const no = `Kural no. ${(rest[0] ?? "").replace(/[a-z]$/, "")}`;
    words = [`${rule ? `${rule.event.params.ad} (${no})` : no} — koşuldaki sayı`];
  } else if (head === "form" && "form" in file) {
    const fields = file.form.alanlar;
    const field = fields[elementNames(fields).indexOf(rest[1] ?? "")];
    const label = field?.etiket ?? common.girdi_alanlari[field?.ad ?? ""]?.etiket ?? keyWords(rest[1] ?? "");
    words = [`${label} — ${rest[2] === "en_cok" ? "en çok" : "en az"}`];
  } else words = constantWords(file.sabitler, rest, file, common);
  const text = words.join(" › ");
  return text.charAt(0).toLocaleUpperCase("tr") + text.slice(1);
}

/** A rule's number written in an assumption's reason ("(AGIL-03)"), read as a rule number ("Kural no. AGIL-03"). */
const RULE_ID = /(?<![\p{L}\d.-])[A-Z]{2,}-\d{2}[a-z]?(?![\p{L}\d])/gu;

/** A number's source as a row reads it. */
function sourceText(n: NumberSource): string {
  if (n.kaynak !== null) return n.kaynak;
  if (n.varsayim !== null) return `${ASSUMPTION_PREFIX}${n.varsayim.replace(RULE_ID, "Kural no. $&")}`;
  return NO_SOURCE;
}

/** Every figure of a type of a loaded version, worded once (a version's law never changes once loaded). */
interface WordedNumber {
  /** A number of the common file, with its path (the scope chooses them). */
  ortak: string | null;
  row: SayiKaynagi;
}
const worded = new WeakMap<LoadedRuleSet, Map<string, WordedNumber[]>>();

function wordedNumbers(set: LoadedRuleSet, slug: string): WordedNumber[] | null {
  let bySlug = worded.get(set);
  if (!bySlug) worded.set(set, (bySlug = new Map()));
  const known = bySlug.get(slug);
  if (known) return known;
  const file = set.types[slug];
  const numbers = typeNumberSources(set, slug);
  if (!file || !numbers) return null;
  const out: WordedNumber[] = [];
  const seen = new Set<string>();
  for (const n of numbers) {
    const common = n.dosya === "_ortak.json";
    const row = {
      etiket: numberLabel(n, common ? set.common : file, set.common),
      // A ratio (`…oran…`, a fraction in the data) reads as a percentage, as every text of the product writes it.
      deger: isRatio(n.yol, n.deger) ? formatPercent(n.deger) : formatTr(n.deger, 6),
      kaynak: sourceText(n),
      varsayim: n.varsayim !== null,
    };
    // A figure written twice (a form field's bound for two land types) is listed once.
    const key = JSON.stringify(row);
    if (!seen.has(key)) out.push({ ortak: common ? n.yol : null, row });
    seen.add(key);
  }
  bySlug.set(slug, out);
  return out;
}

/**
 * The figures a structure type's answer or page rests on, as rows: the type's own numbers, then the common file's in
 * `scope`. Null for a type the version does not have.
 */
export function numberSourceRows(set: LoadedRuleSet, slug: string, scope: CommonScope): SayiKaynagi[] | null {
  const numbers = wordedNumbers(set, slug);
  if (!numbers) return null;
  return numbers.filter((n) => n.ortak === null || inScope(n.ortak, scope)).map((n) => ({ ...n.row }));
}

/**
 * The product's own inputs, limits and presentation (`rules/izmir-tarimsal-yapilar/urun.json`): none of it is law, so
 * the file lies outside the hashed version folders and holds for every version, a published one included — the
 * bounds of every area field, the rules a permit rests on (a fired one makes the permit conditional: its headline
 * carries it, as it carries a fired `uyari`), and the emsal class a request that states none is calculated with,
 * with the sentences that say so. Validated with a strict schema on first use. Pure.
 */
import { z } from "zod";
import raw from "../../../rules/izmir-tarimsal-yapilar/urun.json";
import { formatPercent } from "./numbers.ts";
import { fillTemplate } from "./template.ts";
import { landClassesOf } from "./land-classes.ts";

const text = z.string().min(1);
const emsalTuru = z.enum(["marjinal", "mutlak_dikili"]);
type EmsalTuru = z.infer<typeof emsalTuru>;

export const productSchema = z
  .object({
    /** The bounds of every area field (`tur: "alan"`): what a deed can hold, not a legal figure. */
    girdi_sinirlari: z
      .object({
        alan: z
          .object({ en_az: z.number().positive(), en_cok: z.number().positive() })
          .strict()
          .refine((b) => b.en_az < b.en_cok, { message: "en_az en_cok'tan küçük olmalıdır" }),
      })
      .strict(),
    /** Rule names (`GEN-03`) whose firing a permit rests on, whatever the version calls their event. */
    kosul_kurallari: z.array(z.string().regex(/^[A-Z]+-\d+$/)),
    /**
     * Request areas that lie on the parcel (a greenhouse, a silo's footprint…): one larger than the parcel area
     * (`alan_m2`) is an input mistake, the field's error, never a refusal. `mesaj`: `{etiket}`, `{deger}`, `{parsel}`.
     */
    parselden_buyuk_olamaz: z
      .object({ alanlar: z.array(z.string().regex(/^[a-z][a-z0-9_]*$/)).min(1), mesaj: text })
      .strict(),
    emsal_sinifi: z
      .object({
        /** The class a request without `emsal_turu` / `emsal_orani` is calculated with. */
        varsayilan: emsalTuru,
        /** The form's sentence: what the class is and how a landowner learns it. */
        aciklama: text,
        /** The answer's sentence when the request stated no class. */
        varsayim: text,
        /** The lead of the other class's answer beside it. */
        diger: text,
      })
      .strict(),
  })
  .strict();

export type ProductSettings = z.infer<typeof productSchema>;

let settings: ProductSettings | undefined;

export function productSettings(): ProductSettings {
  settings ??= productSchema.parse(raw);
  return settings;
}

/** The other emsal class. */
export const otherClass = (tur: EmsalTuru): EmsalTuru => (tur === "marjinal" ? "mutlak_dikili" : "marjinal");

/** The names and ratios an emsal sentence names: `{marjinal}`, `{mutlak_dikili_oran}`, `{varsayilan}`, `{diger}`… */
export function emsalSentence(
  template: string,
  names: Readonly<Record<EmsalTuru, string>>,
  ratios: Readonly<Record<EmsalTuru, number>>,
  applied: EmsalTuru,
): string {
  const name = (t: EmsalTuru) => names[t].toLocaleLowerCase("tr");
  const other = otherClass(applied);
  return fillTemplate(template, {
    marjinal: name("marjinal"),
    mutlak_dikili: name("mutlak_dikili"),
    marjinal_oran: formatPercent(ratios.marjinal),
    mutlak_dikili_oran: formatPercent(ratios.mutlak_dikili),
    varsayilan: name(applied),
    varsayilan_oran: formatPercent(ratios[applied]),
    diger: name(other),
    diger_oran: formatPercent(ratios[other]),
  });
}

/**
 * The class a request that states none is calculated with: the version's cautious class where it maps land types to
 * classes (land-classes.ts, rule set 2.0.0), else the product's.
 */
export function defaultEmsalClass(common: { sabitler: Readonly<Record<string, unknown>> }): EmsalTuru {
  return landClassesOf(common.sabitler)?.varsayilan_emsal_turu ?? productSettings().emsal_sinifi.varsayilan;
}

/**
 * The form's sentence on how a land's class is established: the version's own where its law says it (the deed decides
 * planted land, `metinler.emsal_sinifi_aciklama`), else the product's.
 */
export function emsalClassSentence(common: { metinler: Readonly<Record<string, string>> }): string {
  return common.metinler["emsal_sinifi_aciklama"] ?? productSettings().emsal_sinifi.aciklama;
}

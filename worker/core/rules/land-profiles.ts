/**
 * The land-type profiles of the vineyard-house area check (`sabitler.arazi_profilleri` of bag-evi.json; BAG-02…
 * BAG-04, BAG-06): per land type, which request fields give its areas, which olive count applies over which area,
 * which criteria decide with which threshold of `sabitler.esikler`, what the area-check dialog asks for and copies
 * into the form, and the texts. One entry per land-type id and one default entry (`"diger"`) for the land types not
 * listed. No code names a land type: the worker and the browser read the profile. The schema and the type; the
 * lookup is land-profile-lookup.ts, without zod (the browser imports it: a zod object schema probes `eval`, which the
 * page's content security policy refuses). Pure.
 */
import { z } from "zod";
import { DEFAULT_PROFILE } from "./land-profile-lookup.ts";

/** The areas the check reads: planted, field, olive grove, and the one parcel area (greenhouse, raw land). */
export const CHECK_AREAS = ["dikili", "tarla", "zeytinlik", "parsel"] as const;
/** The areas the dialog draws or takes typed, in its order. */
export const DIALOG_AREAS = ["tarla", "dikili", "zeytinlik"] as const;

export type CheckArea = (typeof CHECK_AREAS)[number];
export type DialogArea = (typeof DIALOG_AREAS)[number];

const name = z.string().regex(/^[a-z][a-z0-9_]*$/);
const checkArea = z.enum(CHECK_AREAS);
const dialogArea = z.enum(DIALOG_AREAS);
const text = z.string().min(1);

/** A request field giving an area; `yoksa`: the field used when it is not given. */
const areaSource = z.object({ alan: name, yoksa: name.optional() }).strict();

/** The olive count (BAG-04): the first given of `sayilar` (else `yoksa`) or the largest of them (absent as 0). */
const oliveCount = z
  .object({
    sayilar: z.array(name).min(1),
    secim: z.enum(["ilk", "en_buyuk"]),
    yoksa: z.number().optional(),
    /** The area the density (trees per decare) is measured over. */
    alan: checkArea,
    /** `sayi_girilirse`: only when a count above 0 is given. */
    yogunluk: z.enum(["her_zaman", "sayi_girilirse"]),
  })
  .strict();

/** A criterion of BAG-02: the area reaches `sabitler.esikler[esik]` (and, `agac_kaplamasi`, entered trees cover it). */
const criterion = z
  .object({
    kriter: z.union([z.literal(1), z.literal(2)]),
    alan: checkArea,
    esik: name,
    agac_kaplamasi: z.boolean().optional(),
  })
  .strict();

/**
 * The texts, filled when the check runs: `{etiket}`, `{arazi_vasfi}` (the land type's name), every threshold of
 * `esikler` by its key (`{dikili_asgari_m2}`; an `…_m2` one also in hectares, `{dikili_asgari_ha}`), the areas
 * (`{dikili_alani}`, `{tarla_alani}`, `{zeytinlik_alani}`, `{parsel_alani}`) and `{agac_eki}` (what the entered trees
 * cover). `kriter1` / `kriter2`: the success when that criterion decides (`…_agacli`: instead, when trees were
 * entered); `alan_yetersiz`: no criterion holds; `kaplama_yetersiz`: none holds because the trees do not cover an area
 * that is large enough; `aciklama`: the explanation of an area failure; `ayrinti`: the dialog's failure detail
 * line; `eksik_<alan>`: the dialog's message for a missing area.
 */
const messages = z
  .object({
    kriter1: text.optional(),
    kriter1_agacli: text.optional(),
    kriter2: text.optional(),
    kriter2_agacli: text.optional(),
    alan_yetersiz: text,
    kaplama_yetersiz: text.optional(),
    zeytin_fazla: text.optional(),
    aciklama: text.optional(),
    ayrinti: text.optional(),
    eksik_dikili: text.optional(),
    eksik_tarla: text.optional(),
    eksik_zeytinlik: text.optional(),
    eksik_parsel: text.optional(),
  })
  .strict();

export const landProfileSchema = z
  .object({
    /** The land-type id of `_ortak.json` → `arazi_vasfi_katalogu`, or `"diger"`. */
    arazi_vasfi: z.union([z.number().int().positive(), z.literal(DEFAULT_PROFILE)]),
    /** The land type's name in the texts (`{etiket}`). */
    etiket: text.optional(),
    /** The land type has a planted part: only there does a result rest on an assumption a manual check settles. */
    dikili_kismi: z.boolean(),
    /** Where the engine reads each area (an area not listed is 0); a missing one is the field's input error. */
    alanlar: z.partialRecord(checkArea, areaSource),
    /** The result's `alan_m2`: the sum of these areas. */
    alan_m2_toplami: z.array(checkArea).min(1),
    zeytin: oliveCount.optional(),
    /** Either criterion holding passes the area check. */
    kriterler: z.array(criterion).min(1),
    /** The area-check dialog. */
    pencere: z
      .object({
        /** The areas it asks for, in its order. */
        alanlar: z.array(dialogArea).min(1),
        /** The areas the check needs (at least 1 m² each), in the order it asks for them. */
        zorunlu: z.array(checkArea).min(1),
        /** The map alone, without the typed-area tab. */
        yalniz_harita: z.boolean().optional(),
        /** Form field ← dialog area, in order ('copy to form'; reading the form back, the first field counts). */
        forma_aktar: z.record(name, dialogArea),
      })
      .strict(),
    /** The dialog's name of an area where it is not the usual one. */
    alan_etiketleri: z.partialRecord(dialogArea, text).optional(),
    mesajlar: messages,
  })
  .strict()
  .superRefine((p, ctx) => {
    const problem = (message: string, path: PropertyKey[]) => ctx.addIssue({ code: "custom", message, path });
    const named = [...p.alan_m2_toplami, ...p.kriterler.map((k) => k.alan), ...(p.zeytin ? [p.zeytin.alan] : [])];
    for (const a of named) if (!p.alanlar[a]) problem(`"${a}" alanı alanlar içinde kaynağıyla yazılmalı`, ["alanlar"]);
    const need = (ok: unknown, key: string) => {
      if (!ok) problem(`mesajlar.${key} gerekli`, ["mesajlar", key]);
    };
    for (const k of p.kriterler) need(p.mesajlar[`kriter${k.kriter}`], `kriter${k.kriter}`);
    if (new Set(p.kriterler.map((k) => k.kriter)).size !== p.kriterler.length)
      problem("her kriter numarası bir kez yazılır", ["kriterler"]);
    if (p.kriterler.some((k) => k.agac_kaplamasi)) need(p.mesajlar.kaplama_yetersiz, "kaplama_yetersiz");
    if (p.zeytin) need(p.mesajlar.zeytin_fazla, "zeytin_fazla");
    for (const a of p.pencere.zorunlu) need(p.mesajlar[`eksik_${a}`], `eksik_${a}`);
    const usesLabel = Object.values(p.mesajlar).some((m) => m?.includes("{etiket}"));
    if (usesLabel && !p.etiket) problem("mesajlar {etiket} kullanıyor: etiket gerekli", ["etiket"]);
  });

type DeepReadonly<T> = T extends readonly (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/** A profile as the code reads it (never writes it: the browser's state snapshots are read-only too). */
export type LandProfile = DeepReadonly<z.infer<typeof landProfileSchema>>;

const landProfileTable = z
  .array(landProfileSchema)
  .min(1)
  .superRefine((table, ctx) => {
    const ids = table.map((p) => p.arazi_vasfi);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: "custom", message: "her arazi vasfının bir profili olur", path: [] });
    if (ids.filter((id) => id === DEFAULT_PROFILE).length !== 1)
      ctx.addIssue({ code: "custom", message: `tam bir "${DEFAULT_PROFILE}" profili olmalı`, path: [] });
  });

/**
 * A type file's `sabitler`: free constants, and the optional land-type profile table, whose thresholds must be
 * numbers of `esikler`.
 */
export const typeConstantsSchema = z
  .looseObject({ arazi_profilleri: landProfileTable.optional() })
  .superRefine((sabitler, ctx) => {
    const esikler = sabitler["esikler"];
    for (const [i, p] of (sabitler.arazi_profilleri ?? []).entries()) {
      for (const [j, k] of p.kriterler.entries()) {
        const value =
          typeof esikler === "object" && esikler !== null ? (esikler as Record<string, unknown>)[k.esik] : null;
        if (typeof value !== "number")
          ctx.addIssue({
            code: "custom",
            message: `"${k.esik}" sabitler.esikler içinde bir sayı değil`,
            path: ["arazi_profilleri", i, "kriterler", j, "esik"],
          });
      }
    }
  });

/** The profile table of a type's constants (validated when the version loaded); throws where there is none. */
export function landProfilesOf(sabitler: Readonly<Record<string, unknown>>): readonly LandProfile[] {
  const table = sabitler["arazi_profilleri"];
  if (!Array.isArray(table)) throw new Error("rule file constant arazi_profilleri is missing");
  return table as LandProfile[];
}

/**
 * The strict schema of rule files (rules-spec.md §0.1, conventions.md "Rules as data"). It mirrors
 * json-rules-engine's rule types (all / any / not, fact / operator / value / path, event) and allows only the
 * declared facts, the known operators and simple `$.a.b` paths; unknown keys are rejected. Runs in the tests,
 * in `npm run rules:check` and when the worker loads a rule set.
 */
import { z } from "zod";
import { FACT_FUNCTION_IDS } from "./facts/index.ts";

/** The facts a condition may read (engine.ts passes exactly these). */
export const DECLARED_FACTS = ["girdi", "sabit", "hesap", "konum", "yapi"] as const;

/** json-rules-engine's built-in operators; no custom operator is registered. */
export const KNOWN_OPERATORS = [
  "equal",
  "notEqual",
  "lessThan",
  "lessThanInclusive",
  "greaterThan",
  "greaterThanInclusive",
  "in",
  "notIn",
  "contains",
  "doesNotContain",
] as const;

export const EVENT_TYPES = ["red", "uyari", "bilgi", "hata"] as const;

const simplePath = z.string().regex(/^\$(\.[A-Za-z_][A-Za-z0-9_]*)+$/, "path must be a simple $.a.b path");
const factName = z.enum(DECLARED_FACTS);

const factReference = z.object({ fact: factName, path: simplePath.optional() }).strict();
const scalar = z.union([z.number(), z.string(), z.boolean(), z.null()]);

const leafCondition = z
  .object({
    fact: factName,
    operator: z.enum(KNOWN_OPERATORS),
    value: z.union([scalar, z.array(scalar), factReference]),
    path: simplePath.optional(),
  })
  .strict();

export type Condition =
  | z.infer<typeof leafCondition>
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition };

export const conditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.union([
    leafCondition,
    z.object({ all: z.array(conditionSchema) }).strict(),
    z.object({ any: z.array(conditionSchema) }).strict(),
    z.object({ not: conditionSchema }).strict(),
  ]),
);

const topLevelCondition = z.union([
  z.object({ all: z.array(conditionSchema) }).strict(),
  z.object({ any: z.array(conditionSchema) }).strict(),
  z.object({ not: conditionSchema }).strict(),
]);

export const ruleSchema = z
  .object({
    /** `<KOD>-<nn>`, optionally one lower-case letter for a sub-rule of the same legal rule (GEN-04a). */
    name: z.string().regex(/^[A-Z]+-\d{2}[a-z]?$/, "rule name must look like SOL-01 or GEN-04a"),
    priority: z.number().int().min(1).max(1000),
    conditions: topLevelCondition,
    event: z
      .object({
        type: z.enum(EVENT_TYPES),
        params: z
          .object({
            ad: z.string().min(1),
            mesaj: z.string().min(1),
            dayanak: z.string().min(1),
            aciklama: z.string().min(1).optional(),
            /** For `hata`: the request field the input error belongs to. */
            alan: z.string().min(1).optional(),
            /** For `red`: stop, evaluate no further rule of the type. */
            durdur: z.boolean().optional(),
          })
          .strict(),
      })
      .strict(),
  })
  .strict();

export type RuleDefinition = z.infer<typeof ruleSchema>;

const versionFields = {
  kural_seti_id: z.literal("izmir-tarimsal-yapilar"),
  surum: z.string().regex(/^\d+\.\d+\.\d+$/),
  yapi_turu_surumu: z.string().regex(/^\d+\.\d+\.\d+$/),
};

const landTypeIds = z.array(z.number().int().min(1).max(11)).min(1);

const reportRow = z
  .object({ etiket: z.string().min(1), alan: z.string().min(1), birim: z.string().optional() })
  .strict();

export const typeRuleFileSchema = z
  .object({
    ...versionFields,
    yapi_turu: z
      .object({
        id: z.number().int().min(1).max(28),
        diger_idler: z.array(z.number().int().min(1).max(28)).optional(),
        slug: z.string().regex(/^[a-z-]+$/),
        kod: z.string().regex(/^[A-Z]+$/),
        ad: z.string().min(1),
        mevzuat_durumu: z
          .object({ kod: z.enum(["yururlukte", "kaldirildi_2025"]), not: z.string().min(1).nullable() })
          .strict(),
      })
      .strict(),
    /** Allowed land-type ids (rules-spec.md §1.2); per emsal mode where the mode changes the list. */
    arazi_vasiflari: z.union([landTypeIds, z.object({ marjinal: landTypeIds, mutlak_dikili: landTypeIds }).strict()]),
    /** Why some land types are excluded (start of GEN-02's explanation). */
    arazi_vasfi_gerekcesi: z.string().min(1).optional(),
    /** `kullanici`: the request's emsal type; `sabit`: a fixed ratio; `yok`: no emsal. */
    emsal: z.union([
      z.object({ tur: z.literal("kullanici") }).strict(),
      z.object({ tur: z.literal("sabit"), oran: z.number().positive().max(1), dayanak: z.string().min(1) }).strict(),
      z.object({ tur: z.literal("yok"), aciklama: z.string().min(1) }).strict(),
    ]),
    /** Request fields this type requires beyond the common ones. */
    zorunlu_alanlar: z.array(z.string().min(1)).default([]),
    /** The fact function that computes the type's numbers (worker/rules/facts/<id>.ts). */
    hesap: z.enum(FACT_FUNCTION_IDS),
    sabitler: z.record(z.string(), z.unknown()),
    mesajlar: z
      .object({
        /** ana_mesaj when permitted; placeholders from the computed values. */
        izin: z.string().min(1),
        /** When the fact function says `varsayimsal`: status izin_verilebilir_varsayimsal, this ana_mesaj, and a closing sentence. */
        varsayimsal: z
          .object({
            ana_mesaj: z.string().min(1),
            son_not: z.string().min(1),
            /** Result field set to true only on an assumed result whose hesap value `manuel_kontrol_onerilebilir` is true. */
            oneri_alani: z.string().min(1).optional(),
          })
          .strict()
          .optional(),
        /** Result fields still shown on a refusal by a rule of the type. */
        red_alanlari: z.array(z.string()).default([]),
      })
      .strict(),
    /** Rows of the report table (html_mesaj and mesaj): result field, label, unit. */
    rapor: z.array(reportRow),
    kurallar: z.array(ruleSchema).min(1),
  })
  .strict();

export type TypeRuleFile = z.infer<typeof typeRuleFileSchema>;

export const commonRuleFileSchema = z
  .object({
    ...versionFields,
    emsal_oranlari: z.object({ marjinal: z.number().positive().max(1), mutlak_dikili: z.number().positive().max(1) }).strict(),
    alan_siniri: z.object({ en_az: z.number().positive(), en_cok: z.number().positive() }).strict(),
    su_tahsis_belgesi_turleri: z.array(z.string()),
    havza_beyani_turleri: z.array(z.string()),
    sabitler: z.record(z.string(), z.unknown()),
    metinler: z.record(z.string(), z.string()),
    kurallar: z.array(ruleSchema).min(1),
  })
  .strict();

export type CommonRuleFile = z.infer<typeof commonRuleFileSchema>;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const manifestSchema = z
  .object({
    kural_setleri: z.record(
      z.string(),
      z
        .object({
          aktif: z.string().regex(/^\d+\.\d+\.\d+$/),
          surumler: z.record(
            z.string().regex(/^\d+\.\d+\.\d+$/),
            z
              .object({
                /** `taslak`: being written, `npm run rules:hash` may update its hashes; `yayinda`: released, immutable. */
                durum: z.enum(["taslak", "yayinda"]),
                yururluk_tarihi: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
                aciklama: z.string().min(1),
                dosyalar: z.record(z.string().regex(/^[a-z_-]+\.json$/), sha256),
              })
              .strict(),
          ),
        })
        .strict(),
    ),
  })
  .strict();

export type Manifest = z.infer<typeof manifestSchema>;

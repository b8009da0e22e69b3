/**
 * The strict schema of rule files (rules/README.md, "Bir kural dosyasında ne var"). It mirrors
 * json-rules-engine's rule types (all / any / not, fact / operator / value / path, event) and allows only the
 * declared facts, the known operators and simple `$.a.b` paths; unknown keys are rejected. Runs in the tests,
 * in `npm run rules:check` and when the worker loads a rule set.
 */
import { z } from "zod";
import { typeConstantsSchema } from "./land-profiles.ts";

/** The facts a condition may read (evaluate.ts passes exactly these). */
export const DECLARED_FACTS = ["girdi", "sabit", "hesap", "konum", "yapi"] as const;
/** A fact a condition may read; the engine's run (calculation/rule-program.ts) and the page labels are typed by it. */
export type DeclaredFact = (typeof DECLARED_FACTS)[number];

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
  z.infer<typeof leafCondition> | { all: Condition[] } | { any: Condition[] } | { not: Condition };

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
            /** For `red`: the answer's machine-readable reason (`karar_kodu`), e.g. `mevzuatta_tanimli_degil`. */
            kod: z
              .string()
              .regex(/^[a-z][a-z0-9_]*$/)
              .optional(),
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

const landTypeIds = z.array(z.number().int().positive()).min(1);

const reportRow = z
  .object({ etiket: z.string().min(1), alan: z.string().min(1), birim: z.string().optional() })
  .strict();

/** A field of the type's form; `ad` names an entry of `girdi_alanlari`, the other keys override it for this type. */
const formField = z
  .object({
    ad: z.string().min(1),
    /** Shown (and required when `zorunlu`) only for these land-type ids; absent: for every land type. */
    arazi_vasiflari: landTypeIds.optional(),
    /** Required in the form (default true; check boxes never). */
    zorunlu: z.boolean().optional(),
    /** The form sends the sum of the shown `ana_alan` fields as `alan_m2` (rules/README.md). */
    ana_alan: z.boolean().optional(),
    etiket: z.string().min(1).optional(),
    /** Words added inside the label's parentheses, after the unit. */
    ek: z.string().min(1).optional(),
    yardim: z.string().min(1).optional(),
    en_az: z.number().optional(),
    en_cok: z.number().optional(),
    varsayilan: z.union([z.boolean(), z.number()]).optional(),
  })
  .strict();

/** A form check only the browser runs (`form.kontroller`); `sinir_sabiti` names a constant of `sabitler` (a.b path). */
const constantPath = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/);
const formCheck = z.discriminatedUnion("tur", [
  z
    .object({
      tur: z.literal("yogunluk"),
      arazi_vasiflari: landTypeIds,
      /** Tree counts; the largest one counts. */
      sayilar: z.array(z.string().min(1)).min(1),
      alan: z.string().min(1),
      sinir_sabiti: constantPath,
      hata_alani: z.string().min(1),
      mesaj: z.string().min(1),
    })
    .strict(),
  z
    .object({
      tur: z.literal("toplam_alt_sinir"),
      arazi_vasiflari: landTypeIds,
      alanlar: z.array(z.string().min(1)).min(1),
      sinir_sabiti: constantPath,
      hata_alani: z.string().min(1),
      mesaj: z.string().min(1),
    })
    .strict(),
]);

export const AREA_CHECK_KINDS = ["dikili-alan", "dut-bahcesi", "depo-alani"] as const;

const formSchema = z
  .object({
    alanlar: z.array(formField).min(1),
    kontroller: z.array(formCheck).default([]),
    /** The form proceeds despite failed checks when this field reaches the constant. */
    kontrol_muafiyeti: z
      .object({ alan: z.string().min(1), sinir_sabiti: constantPath })
      .strict()
      .optional(),
    /** The area-check dialog the form offers (drawn or typed areas, trees). */
    alan_kontrolu: z.enum(AREA_CHECK_KINDS).optional(),
  })
  .strict();

const resultCard = z
  .object({
    alan: z.string().min(1),
    etiket: z.string().min(1),
    birim: z.string().min(1).optional(),
    birim_alani: z.string().min(1).optional(),
    /**
     * This card's figure (m²) is the building's ground area: the map and the report draw it as the footprint. At most
     * one card per type; without one, the first card in m² is the footprint (rule sets written before this key).
     */
    taban_izi: z.literal(true).optional(),
  })
  .strict();

/**
 * How the parcel analysis ("Bu parselde ne yapabilirim?") fills a type's inputs the user does not give: a number
 * or yes / no, or `{ "kaynak": "emsal_hakki" }` (the type's emsal right on the parcel, m²: the largest value that
 * fits), `{ "kaynak": "alan_m2" }` (the parcel area) or `{ "kaynak": "sabit", "yol": "…" }` (a constant of the type,
 * e.g. a legal minimum). `not` tells the user what was assumed. Form defaults (`form.alanlar[].varsayilan`) apply first.
 */
const parcelAnalysis = z
  .object({
    varsayilanlar: z
      .record(
        z.string().min(1),
        z.union([
          z.number(),
          z.boolean(),
          z.object({ kaynak: z.enum(["emsal_hakki", "alan_m2"]) }).strict(),
          /** A constant of the type (a legal minimum the analysis assumes), by its path in `sabitler`. */
          z.object({ kaynak: z.literal("sabit"), yol: z.string().min(1) }).strict(),
        ]),
      )
      .optional(),
    not: z.string().min(1).optional(),
  })
  .strict();

export type ParcelAnalysisDefinition = z.infer<typeof parcelAnalysis>;

export type FormFieldDefinition = z.infer<typeof formField>;
export type FormCheckDefinition = z.infer<typeof formCheck>;

export const typeRuleFileSchema = z
  .object({
    ...versionFields,
    yapi_turu: z
      .object({
        id: z.number().int().positive(),
        /** Other ids that name the same type (su-depolama: 15). */
        diger_idler: z.array(z.number().int().positive()).optional(),
        slug: z.string().regex(/^[a-z][a-z0-9-]*$/),
        kod: z.string().regex(/^[A-Z]+$/),
        ad: z.string().min(1),
        /** Home-page category (`_ortak.json` → `kategoriler`). */
        kategori: z.string().min(1),
        /** The emoji shown beside the label. */
        simge: z.string().min(1),
        /** One sentence under the title of the calculation page. */
        aciklama: z.string().min(1),
        /** Another API path segment that runs this type (bag-evi: `bag-evi-v2`, the one the client calls). */
        api_yolu: z
          .string()
          .regex(/^[a-z][a-z0-9-]*$/)
          .optional(),
        mevzuat_durumu: z
          .object({
            kod: z.enum(["yururlukte", "kaldirildi_2025", "tanimli_degil"]),
            not: z.string().min(1).nullable(),
          })
          .strict(),
      })
      .strict(),
    /** Allowed land-type ids (checked by GEN-02); per emsal mode where the mode changes the list. */
    arazi_vasiflari: z.union([landTypeIds, z.object({ marjinal: landTypeIds, mutlak_dikili: landTypeIds }).strict()]),
    /** Why some land types are excluded (start of GEN-02's explanation). */
    arazi_vasfi_gerekcesi: z.string().min(1).optional(),
    /** `kullanici`: the request's emsal type; `sabit`: a fixed ratio; `yok`: no emsal. */
    emsal: z.union([
      z.object({ tur: z.literal("kullanici") }).strict(),
      z.object({ tur: z.literal("sabit"), oran: z.number().positive().max(1), dayanak: z.string().min(1) }).strict(),
      z.object({ tur: z.literal("yok"), aciklama: z.string().min(1) }).strict(),
    ]),
    /** The form of the type: its input fields (from `_ortak.json` → `girdi_alanlari`), checks and area-check dialog. */
    form: formSchema,
    /** Request fields this type requires beyond the common ones. */
    zorunlu_alanlar: z.array(z.string().min(1)).default([]),
    /**
     * What the type must show on a closed water basin (GEN rules of `_ortak.json`): the basin statement
     * (`havza_beyani`) and the water allocation certificate (`su_tahsis_belgesi`). Absent: neither.
     */
    belgeler: z
      .object({ havza_beyani: z.boolean().default(false), su_tahsis_belgesi: z.boolean().default(false) })
      .strict()
      .default({ havza_beyani: false, su_tahsis_belgesi: false }),
    /**
     * The fact function that computes the type's numbers (worker/core/calculation/facts/<id>.ts), by its id. Which ids exist
     * is the calculation's to say (facts/index.ts, checked when it loads a bundle: calculation/load-rules.ts).
     */
    hesap: z.string().min(1),
    /**
     * The law gives no figure for the type: a permit is `kosullu` ("boyutu idare projeye göre belirler"), with the
     * type's conditions and, where the version's plan notes bind, their ceiling (rules-2026.md §2).
     */
    boyutu_idare_belirler: z.boolean().default(false),
    /** The type's constants; `arazi_profilleri`: the vineyard-house check's land-type profiles (land-profiles.ts). */
    sabitler: typeConstantsSchema,
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
    /** Rows of the report table (the answer's `rapor` and `mesaj`): result field, label, unit. */
    rapor: z.array(reportRow),
    /** The result cards: which result fields, their labels and units (`birim_alani`: the unit is in that result field). */
    kartlar: z.array(resultCard),
    /** Defaults and the note of the parcel analysis (absent: only the form's defaults). */
    parsel_analizi: parcelAnalysis.optional(),
    kurallar: z.array(ruleSchema).min(1),
  })
  .strict();

export type TypeRuleFile = z.infer<typeof typeRuleFileSchema>;

/**
 * A request field. `alan`: m² within `alan_siniri`; `sayi` / `tam_sayi`: a number / whole number within `en_az` …
 * `en_cok`; `onay`: yes / no. `{en_az}` and `{en_cok}` in `mesaj` are filled in. 0 always means "not given" for a
 * field that the request does not require (`istekte_zorunlu`).
 */
const inputFieldSchema = z
  .object({
    etiket: z.string().min(1),
    birim: z.string().min(1).optional(),
    tur: z.enum(["alan", "sayi", "tam_sayi", "onay"]),
    en_az: z.number().optional(),
    en_cok: z.number().optional(),
    mesaj: z.string().min(1),
    /** Form section: `temel` (Temel Bilgiler) or `ozel` (Özel Parametreler, the default). */
    bolum: z.enum(["temel", "ozel"]).optional(),
    istekte_zorunlu: z.boolean().optional(),
  })
  .strict();

export type InputFieldDefinition = z.infer<typeof inputFieldSchema>;

/** The İzmir plan notes as binding limits (`_ortak.json` → `sabitler.plan_notlari`; plan-notes.ts). */
const tierSchema = z
  .object({
    /** Emsal slices from the parcel's first m² on; `en_cok_m2`: where the slice ends (null: the rest of the parcel). */
    dilimler: z
      .array(z.object({ en_cok_m2: z.number().positive().nullable(), oran: z.number().positive().max(1) }).strict())
      .min(1)
      .refine((s) => s.at(-1)?.en_cok_m2 === null, { message: "son dilim parselin geri kalanıdır (en_cok_m2: null)" }),
    /** The largest gross building area (brüt inşaat alanı), m². */
    azami_m2: z.number().positive(),
    dayanak: z.string().min(1),
  })
  .strict();

export const planNotesSchema = z
  .object({
    /** The types the notes do not apply to (their own limits: bağ evi, sera, su kuyusu). */
    haric_turler: z.array(z.string().min(1)),
    asgari_parsel_m2: z.number().positive(),
    asgari_cephe_m: z.number().positive(),
    kat_sayisi: z.number().int().positive(),
    yol_cekme_m: z.number().positive(),
    komsu_cekme_m: z.number().positive(),
    /**
     * The request fields the notes add to the form of every type they bind (the frontage: asked, never assumed);
     * `emsal_sormayan`: only to types whose form does not ask the emsal type; `arazi_vasiflari`: only for these.
     */
    form_alanlari: z.array(
      z
        .object({
          ad: z.string().min(1),
          zorunlu: z.boolean().optional(),
          emsal_sormayan: z.literal(true).optional(),
          arazi_vasiflari: landTypeIds.optional(),
        })
        .strict(),
    ),
    /**
     * The yes / no request field (`onay`) by which the user states the land is marjinal (the tier of a type whose form
     * does not ask the emsal type); asked only on the land types whose class the user states (land-classes.ts).
     */
    marjinal_beyan_alani: z.string().min(1),
    tavanlar: z.object({ marjinal: tierSchema, mutlak_dikili: tierSchema }).strict(),
  })
  .strict();

export type PlanNotes = z.infer<typeof planNotesSchema>;

/** Land type → legal class (`_ortak.json` → `sabitler.arazi_siniflari`; land-classes.ts). */
export const landClassesSchema = z
  .object({
    /** Land-type id → its class (a key of `siniflar`); every land type of the catalogue has one. */
    vasiflar: z.record(z.string().regex(/^\d+$/), z.string().min(1)),
    siniflar: z.record(
      z.string().min(1),
      z
        .object({
          /** The emsal class the deed decides; null: the user states it (the default below when not stated). */
          emsal_turu: z.enum(["marjinal", "mutlak_dikili"]).nullable(),
          /** Talimat 7: the district holding must exceed this for a depot, sundurma, çiftlik atölyesi. */
          arazi_varligi_esigi_m2: z.number().positive(),
          dayanak: z.string().min(1),
        })
        .strict(),
    ),
    /** The class of a land whose class the user may state and did not: the cautious one. */
    varsayilan_emsal_turu: z.enum(["marjinal", "mutlak_dikili"]),
    dayanak: z.string().min(1),
  })
  .strict();

export type LandClasses = z.infer<typeof landClassesSchema>;

export const commonRuleFileSchema = z
  .object({
    ...versionFields,
    emsal_oranlari: z
      .object({ marjinal: z.number().positive().max(1), mutlak_dikili: z.number().positive().max(1) })
      .strict(),
    /**
     * Bounds of every area field (`tur: "alan"`), m²: the product's (urun.json), laid over the file when a version
     * loads (1.0.0 was released with its own 1 … 200 000, which no longer applies).
     */
    alan_siniri: z.object({ en_az: z.number().positive(), en_cok: z.number().positive() }).strict(),
    /** The land types: id and the exact string. */
    arazi_vasfi_katalogu: z.array(z.object({ id: z.number().int().positive(), ad: z.string().min(1) }).strict()).min(1),
    /** Home-page categories in display order, each with its sidebar group. */
    kategoriler: z
      .array(z.object({ id: z.string().min(1), ad: z.string().min(1), kenar_grubu: z.string().min(1) }).strict())
      .min(1),
    /** Sidebar groups in display order. */
    kenar_gruplari: z.array(z.object({ id: z.string().min(1), ad: z.string().min(1) }).strict()).min(1),
    emsal_adlari: z.object({ marjinal: z.string().min(1), mutlak_dikili: z.string().min(1) }).strict(),
    /** Every type-specific request field: label, unit, kind, bounds and the Turkish message. */
    girdi_alanlari: z.record(z.string().regex(/^[a-z][a-z0-9_]*$/), inputFieldSchema),
    /** Labels of older calculation types a saved history item may carry. */
    eski_hesaplama_turleri: z.record(z.string(), z.string().min(1)),
    /** Labels of the calculation types that are not one structure type (the parcel analysis). */
    hesaplama_turleri: z.record(z.string(), z.string().min(1)).default({}),
    /**
     * The types that ask for the basin statement / the water certificate, as 1.0.0 was released; later versions say
     * it in each type's `belgeler`.
     */
    havza_beyani_turleri: z.array(z.string()).optional(),
    su_tahsis_belgesi_turleri: z.array(z.string()).optional(),
    /** The provinces the circular's closed-basin provision names (Genelge, "Kapalı Su Havzalarında Su Tahsisi…"). */
    kapali_havza_illeri: z.array(z.string().min(1)),
    sabitler: z.record(z.string(), z.unknown()),
    metinler: z.record(z.string(), z.string()),
    /** "Sonraki adımlar" of a permit: where to apply, the documents, the procedure, each with its legal basis. */
    sonraki_adimlar: z
      .array(
        z
          .object({
            id: z.string().regex(/^[a-z][a-z0-9-]*$/),
            baslik: z.string().min(1),
            metin: z.string().min(1),
            dayanak: z.string().min(1),
          })
          .strict(),
      )
      .default([]),
    kurallar: z.array(ruleSchema).min(1),
  })
  .strict();

export type CommonRuleFile = z.infer<typeof commonRuleFileSchema>;

/**
 * An overlay version's `surum.json`: the version holds only the files it changes; every other type file, the common
 * file and the golden cases of unchanged types come from `taban_surum`.
 */
export const overlaySchema = z
  .object({ surum: z.string().regex(/^\d+\.\d+\.\d+$/), taban_surum: z.string().regex(/^\d+\.\d+\.\d+$/) })
  .strict();

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * A rule set once named its active version (`aktif`); the version in force now follows from the released versions'
 * dates alone (registry.ts `versionInForce`), so a manifest still naming one is refused with what to do.
 */
const NO_ACTIVE_VERSION =
  '"aktif" artık yazılmaz: yürürlükteki sürüm, yayımlanmış ("durum": "yayinda") sürümlerin yürürlük tarihlerinden ' +
  '(yururluk_tarihi) çıkar; bu satırı silin (rules/README.md, "Bir taslağı yayımlamak")';

export const manifestSchema = z
  .object({
    kural_setleri: z.record(
      z.string(),
      z.strictObject(
        {
          surumler: z.record(
            z.string().regex(/^\d+\.\d+\.\d+$/),
            z
              .object({
                /** `taslak`: being written, `npm run rules:hash` may update its hashes; `yayinda`: released, its legal part immutable. */
                durum: z.enum(["taslak", "yayinda"]),
                /** The day the version takes effect; a draft has none (the law has not given it yet). */
                yururluk_tarihi: z
                  .string()
                  .regex(/^\d{4}-\d{2}-\d{2}$/)
                  .optional(),
                aciklama: z.string().min(1),
                /**
                 * The one name of the regulation the version follows, wherever the product names it ("2017
                 * Yönetmeliği", "2026 Yönetmeliği"); a draft's reads with "(taslak)".
                 */
                yonetmelik: z.string().min(1),
                /** Where the regulation the version follows was published; a released version must name it. */
                resmi_gazete: z
                  .object({ tarih: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), sayi: z.string().regex(/^\d+$/) })
                  .strict()
                  .optional(),
                /** The version's own files (an overlay: only the files it changes) with their sha256. */
                dosyalar: z.record(z.string().regex(/^[a-z_-]+\.json$/), sha256),
              })
              .strict()
              .refine((v) => v.durum !== "yayinda" || v.yururluk_tarihi !== undefined, {
                message: 'yayındaki bir sürüm yürürlük tarihini taşır: "yururluk_tarihi": "YYYY-AA-GG"',
                path: ["yururluk_tarihi"],
              })
              .refine((v) => v.durum !== "yayinda" || v.resmi_gazete !== undefined, {
                message:
                  'yayındaki bir sürüm yönetmeliğin Resmî Gazete tarihini ve sayısını taşır: "resmi_gazete": {"tarih": "YYYY-AA-GG", "sayi": "…"}',
                path: ["resmi_gazete"],
              }),
          ),
        },
        {
          error: (issue) =>
            issue.code === "unrecognized_keys" && issue.keys.includes("aktif") ? NO_ACTIVE_VERSION : undefined,
        },
      ),
    ),
  })
  .strict();

export type Manifest = z.infer<typeof manifestSchema>;

/**
 * A Turkish name the legislation pages give to a fact a condition reads where no rule file names it
 * (`rules/<ruleset>/etiketler.json`): its label, its unit and names of the texts conditions compare it with.
 */
const factLabel = z
  .object({
    etiket: z.string().min(1),
    birim: z.string().min(1).optional(),
    /** Names of the text values conditions compare the fact with (`"unknown"` → "bilinmiyor"). */
    degerler: z.record(z.string(), z.string().min(1)).optional(),
  })
  .strict();

const factLabels = z.record(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/), factLabel).default({});

/**
 * The words of the legislation pages that the rule files do not carry, kept outside the hashed version folders:
 * names of computed facts, location flags and request fields by the fact they belong to (`olgular`), and the text a
 * landowner reads for a legal basis that is not a legal citation (`dayanaklar`: the rule file's `dayanak` → the page's).
 */
export const pageLabelsSchema = z
  .object({
    /** Every declared fact but the constants (`sabit`: the page shows their values). */
    olgular: z
      .object({ girdi: factLabels, hesap: factLabels, konum: factLabels, yapi: factLabels } satisfies Record<
        Exclude<DeclaredFact, "sabit">,
        typeof factLabels
      >)
      .strict(),
    dayanaklar: z.record(z.string().min(1), z.string().min(1)),
  })
  .strict();

export type PageLabels = z.infer<typeof pageLabelsSchema>;
export type FactLabel = z.infer<typeof factLabel>;

/**
 * A version's `kaynaklar.json` (sources.ts): file → path → a citation or the tool's assumption
 * (`{ "varsayim": "<reason>" }`, where the law gives no number).
 */
export const sourcesFileSchema = z
  .object({
    surum: z.string().regex(/^\d+\.\d+\.\d+$/),
    kaynaklar: z.record(
      z.string().regex(/^(_ortak|[a-z][a-z0-9-]*)\.json$/, "dosya adı: _ortak.json ya da <tür>.json"),
      z.record(
        z
          .string()
          .regex(/^[^.\s][^.]*(\.[^.]+)*$/, "yol: noktalarla ayrılmış adlar (sabitler.esikler.dikili_asgari_m2)"),
        z.union([z.string().min(1), z.object({ varsayim: z.string().min(1) }).strict()]),
      ),
    ),
  })
  .strict();

/** The rule set's documents a citation may name (`kaynak-belgeleri.json`; source-documents.ts). */
export const sourceDocumentsSchema = z
  .object({
    aciklama: z.string().optional(),
    belgeler: z.array(
      z
        .object({
          ad: z.string().min(1),
          atiflar: z.array(z.string().min(1)).min(1),
          dosya: z.string().min(1),
          maddeler: z.array(z.string().min(1)).optional(),
          bolumler: z
            .object({ basliklar: z.array(z.string().min(1)).min(1), alt_madde: z.string().min(1) })
            .strict()
            .optional(),
          adli_maddeler: z.record(z.string().min(1), z.string().min(1)).optional(),
          kisaltmalar: z.record(z.string().min(1), z.string().min(1)).optional(),
          maddesiz: z.literal(true).optional(),
        })
        .strict(),
    ),
  })
  .strict();

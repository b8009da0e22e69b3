/**
 * The answers of a calculation (`POST /api/calculations/{type}/`) and of the parcel analysis
 * (`POST /api/calculations/parsel-analizi/`) as zod schemas: the one definition of their shape. The TypeScript types
 * the worker and the browser read (calculation.ts, parcel-analysis.ts) are inferred from these with `import type`, so
 * no zod code reaches the browser through them; the API v1's OpenAPI document (worker/routes/v1/) describes the
 * answers from them, with the Turkish descriptions below. The worker never parses its own answers with them.
 */
import { z } from "zod";

const d = (description: string) => ({ description });

/**
 * `kosullu`: the structure may be built, but the law gives no figure — the administration sizes it on the project
 * (rules-2026.md §2); the answer carries the conditions and, where they apply, the plan notes' ceiling.
 */
export const izinDurumuSchema = z
  .enum(["izin_verilebilir", "izin_verilemez", "izin_verilebilir_varsayimsal", "kosullu"])
  .meta(d("İzin durumu: verilebilir, verilemez, varsayımsal olarak verilebilir ya da koşullu."));

export const kuralSonucuSchema = z
  .enum(["saglandi", "saglanmadi", "bilgi", "uyari"])
  .meta(d("Kuralın sonucu: sağlandı, sağlanmadı, bilgi ya da uyarı."));

/**
 * How an answer reads (worker/core/rules/verdict.ts): `izin` a permit, `kosullu` a permit resting on conditions (its
 * `dikkat`), `idare` the administration sizes it, `varsayimsal` an assumed permit, `bilgi` information only (a type the
 * regulation no longer defines), `red` a refusal.
 */
export const verdictSchema = z
  .enum(["izin", "kosullu", "idare", "varsayimsal", "bilgi", "red"])
  .meta(d("Kararın okunuşu: izin, koşullu, idarece belirlenir, varsayımsal, yalnız bilgi ya da ret."));

/** A location layer's answer: inside, outside, or not known (no layer or outside its coverage). */
const triStateSchema = z
  .union([z.boolean(), z.literal("unknown")])
  .meta(d('Katmanın cevabı: içinde (true), dışında (false) ya da bilinmiyor ("unknown").'));

const emsalTuruSchema = z.enum(["marjinal", "mutlak_dikili"]).meta(d("Emsal sınıfı: marjinal ya da mutlak / dikili."));

/** The location values a calculation applied: the layers win; the user's statement fills an unknown layer. */
export const effectiveLocationSchema = z
  .object({
    izmirinIcinde: triStateSchema,
    buyukOvaIcinde: triStateSchema,
    buyukOvaAdi: z.string().nullable().meta(d("Noktanın içinde kaldığı büyük ovanın adı.")),
    kapaliSuHavzasiIcinde: triStateSchema,
    kapali_su_havzasi_kaynagi: z
      .enum(["harita", "kullanici_beyani"])
      .nullable()
      .meta(d("Kapalı su havzası bilgisinin kaynağı: harita katmanı ya da kullanıcının beyanı.")),
  })
  .meta(d("Hesaplamada uygulanan konum bilgileri: harita katmanları, bilinmeyende kullanıcının beyanı."));

export const uygulananKuralSchema = z
  .object({
    kural_id: z.string().meta(d("Kuralın kimliği (ör. GEN-05).")),
    ad: z.string().meta(d("Kuralın adı.")),
    sonuc: kuralSonucuSchema,
    dayanak: z.string().meta(d("Kuralın yasal dayanağı.")),
  })
  .meta(d("Değerlendirilen bir kural, sonucu ve yasal dayanağı."));

/**
 * The İzmir plan notes' limit beside the national one (rule set 2.0.0, rules-2026.md §4): the smaller binds. The
 * national limit is null where the law gives no figure.
 */
export const planLimitsSchema = z
  .object({
    /** The plan notes' tier applied: the land class of the emsal. */
    emsal_turu: emsalTuruSchema,
    ulusal_sinir_m2: z.number().nullable().meta(d("Ulusal mevzuatın sınırı (m²); mevzuat sayı vermiyorsa null.")),
    plan_siniri_m2: z.number().meta(d("İzmir plan notlarının sınırı (m²).")),
    baglayan: z.enum(["ulusal", "plan"]).meta(d("Bağlayan sınır: ulusal ya da plan notları (küçük olan).")),
    /** The sentence that names both and the binding one. */
    aciklama: z.string().meta(d("İki sınırı ve bağlayanı anlatan cümle.")),
  })
  .meta(d("Plan notlarının sınırı ulusal sınırın yanında; küçük olan bağlar."));

/**
 * The emsal class a calculation assumed because its request stated none (the product's default, urun.json), with the
 * answer under the other class beside it.
 */
export const emsalAssumptionSchema = z
  .object({
    /** The class applied. */
    emsal_turu: emsalTuruSchema,
    /** Which class was assumed and how a landowner learns the land's class. */
    aciklama: z.string().meta(d("Hangi sınıfın varsayıldığı ve arazinin sınıfının nasıl öğrenileceği.")),
    /** The same request under the other class. */
    diger: z
      .object({
        emsal_turu: emsalTuruSchema,
        emsal_orani: z.number().meta(d("Diğer sınıfın emsal oranı.")),
        izin_durumu: izinDurumuSchema,
        karar: verdictSchema,
        ana_mesaj: z.string().meta(d("Diğer sınıftaki ana mesaj.")),
        /** The other class named: "Arazi mutlak / dikili (%5) ise". */
        baslik: z.string().meta(d('Diğer sınıfın adı (ör. "Arazi mutlak / dikili (%5) ise").')),
        /** The other class and its verdict in one sentence. */
        aciklama: z.string().meta(d("Diğer sınıf ve kararı tek cümlede.")),
        /** The values of the type's result cards under the other class (none when it refuses). */
        degerler: z.record(z.string(), z.unknown()).meta(d("Diğer sınıfta yapı türünün sonuç kartlarının değerleri.")),
      })
      .nullable()
      .meta(d("Aynı istek diğer emsal sınıfıyla; hesaplanamadıysa null.")),
  })
  .meta(d("İstek emsal sınıfı belirtmediğinde varsayılan sınıf ve diğer sınıfın cevabı."));

/**
 * A figure an answer or a structure type's legislation page rests on, with its source ("Sayılar ve kaynakları";
 * worker/core/rules/source-rows.ts).
 */
export const sayiKaynagiSchema = z
  .object({
    /** What the figure is, in words ("Asgari parsel (m²)"). */
    etiket: z.string().meta(d('Sayının ne olduğu (ör. "Asgari parsel (m²)").')),
    /** Its value in Turkish number format ("5.000", "0,2"). */
    deger: z.string().meta(d('Değeri, Türkçe sayı biçiminde (ör. "5.000").')),
    /** Its legal citation; "Varsayım — mevzuatta sayı yok: <reason>"; or "Kaynak gösterilmemiş" (1.0.0). */
    kaynak: z.string().meta(d("Yasal kaynağı ya da varsayım olduğu.")),
    /** The law gives no such number: the tool assumes it (never to be read as law). */
    varsayim: z.boolean().meta(d("Mevzuat bu sayıyı vermiyor: aracın varsayımıdır.")),
  })
  .meta(d("Cevabın dayandığı bir sayı ve kaynağı."));

/** A figure of the answer's report table: its label, its value and unit, and the value written in Turkish. */
export const reportFigureSchema = z
  .object({
    /** The result field it shows. */
    alan: z.string().meta(d("Gösterdiği sonuç alanı.")),
    etiket: z.string().meta(d("Etiketi.")),
    deger: z.union([z.number(), z.string(), z.boolean()]).meta(d("Değeri.")),
    birim: z.string().nullable().meta(d("Birimi (ör. m²); yoksa null.")),
    /** The value as the report writes it ("1.250 m²", "Evet"). */
    metin: z.string().meta(d('Raporun yazdığı biçimde değer (ör. "1.250 m²").')),
  })
  .meta(d("Rapor tablosunun bir satırı."));

/**
 * The answer's report, structured: the browser draws it (the result on screen and in print, the saved report, the
 * share page, the history detail) and `mesaj` writes it as plain text (answer-text.ts). The verdict, headline,
 * conditions, assumed emsal class, rules, next steps and sources are the answer's own fields.
 */
export const answerReportSchema = z
  .object({
    baslik: z.string().meta(d("Raporun başlığı.")),
    /** "Parsel alanı: 5.000 m², arazi vasfı: Tarla." */
    parsel: z.string().meta(d("Parsel satırı (alan ve arazi vasfı).")),
    /** The emsal line: the ratio applied and the right it gives, or why the type has none. */
    emsal: z.string().meta(d("Emsal satırı: uygulanan oran ve verdiği hak ya da neden olmadığı.")),
    /** Beside a refusal: the sentence that marks the figures as information only. */
    bilgi_notu: z.string().nullable().meta(d("Ret yanında: sayıların yalnız bilgi için olduğunu söyleyen cümle.")),
    /** The type's figures, in the order of its rule file's report rows; none that the answer does not carry. */
    degerler: z.array(reportFigureSchema).meta(d("Yapı türünün sayıları, rapor sırasıyla.")),
    /** The answer rests on a figure the law does not give: the sentence that says so beside its verdict. */
    varsayim_notu: z.string().nullable().meta(d("Cevap mevzuatta olmayan bir sayıya dayanıyorsa bunu söyleyen cümle.")),
    /** The warnings and notes that are neither the verdict's conditions nor the regulatory banner. */
    notlar: z.array(z.string()).meta(d("Uyarılar ve notlar.")),
    /** A sentence that closes the report (bağ evi's assumed result). */
    son_not: z.string().nullable().meta(d("Raporu kapatan cümle (varsa).")),
  })
  .meta(d("Cevabın raporu, yapılandırılmış veri olarak."));

const mevzuatDurumuSchema = z
  .object({ kod: z.string(), not: z.string().nullable() })
  .meta(d("Yapı türünün mevzuattaki durumu (kodu ve notu)."));

const sha256Schema = z.record(z.string(), z.string()).meta(d("Kural dosyalarının SHA-256 özetleri."));
const rulesetStatusSchema = z.enum(["yayinda", "taslak"]).meta(d("Sürümün durumu: yayında ya da taslak."));

export const calculationDataSchema = z
  .looseObject({
    izin_durumu: izinDurumuSchema,
    /** How the answer reads: its headline's verdict (worker/core/rules/verdict.ts). */
    karar: verdictSchema,
    ana_mesaj: z.string().meta(d("Cevabın başlığı: ana mesaj.")),
    /** The whole answer as plain text, for the clipboard and mails. */
    mesaj: z.string().meta(d("Cevabın tamamı düz metin olarak (pano ve e-posta için).")),
    /** The report, structured (answers saved before it have none: they carry `mesaj`). */
    rapor: answerReportSchema,
    alan_m2: z.number().meta(d("Parsel alanı (m²).")),
    calculation_type: z.string().meta(d("Yapı türünün kısa adı (slug).")),
    timestamp: z.string().meta(d("Hesaplama anı (ISO 8601).")),
    yapi_turu_id: z.number().meta(d("Yapı türünün sayısal kimliği.")),
    arazi_vasfi: z.string().meta(d("Arazi vasfı.")),
    buyuk_ova_mesaji: z.string().optional().meta(d("Büyük ova koruma alanı mesajı.")),
    aciklama: z.string().meta(d("Cevabın açıklaması.")),
    konum: effectiveLocationSchema,
    mevzuat_durumu: mevzuatDurumuSchema,
    kural_seti: z
      .object({
        id: z.string().meta(d("Kural setinin kimliği.")),
        surum: z.string().meta(d("Kural setinin sürümü.")),
        yapi_turu_surumu: z.string().meta(d("Yapı türü dosyasının sürümü.")),
        /** The version's date in force; null: calculated under a draft the law has not dated yet. */
        yururluk_tarihi: z.string().nullable().meta(d("Sürümün yürürlük tarihi; taslakta null.")),
        /** `taslak`: a draft, not in force (results saved before this field: a null date means a draft). */
        durum: rulesetStatusSchema.optional(),
        /** The regulation's one name (results saved before this field have none). */
        yonetmelik: z.string().optional().meta(d("Yönetmeliğin adı.")),
        sha256: sha256Schema,
      })
      .meta(d("Hesaplamanın kural seti sürümü ve özetleri: her sonuç yeniden üretilebilir.")),
    uygulanan_kurallar: z.array(uygulananKuralSchema).meta(d("Değerlendirilen her kural, sonucu ve dayanağı.")),
    uyarilar: z.array(z.string()).meta(d("Uyarılar.")),
    /** The fired warnings (`uyari` rules) of a permit, which its headline carries; empty for a refusal. */
    dikkat: z.array(z.string()).meta(d("İznin taşıdığı uyarılar (koşullar); retde boş.")),
    /** What a permit's holder does next (where to apply, documents, validity), from the version's common file. */
    sonraki_adimlar: z
      .array(z.object({ baslik: z.string(), metin: z.string(), dayanak: z.string() }))
      .optional()
      .meta(d("İzin sahibinin sonraki adımları (başvuru yeri, belgeler, geçerlilik).")),
    /** The deciding refusal's code, where its rule names one (`mevzuatta_tanimli_degil`: the law no longer defines the type). */
    karar_kodu: z.string().optional().meta(d("Belirleyici reddin kodu (kuralı bir kod veriyorsa).")),
    /** The plan notes' limit beside the national one, where the version makes them binding for the type. */
    plan_notlari: planLimitsSchema.optional(),
    /** The emsal class assumed when the request stated none, and what the other class gives. */
    emsal_varsayimi: emsalAssumptionSchema.optional(),
    /**
     * The figures the answer rests on, each with its source or marked as the tool's assumption (results saved before
     * this field have none).
     */
    sayi_kaynaklari: z.array(sayiKaynagiSchema).optional().meta(d("Cevabın dayandığı sayılar ve kaynakları.")),
  })
  .meta(d("Hesaplamanın cevabı; yapı türünün sonuç alanları (kartları) da bu nesnededir."));

export const calculationResultSchema = z
  .object({
    success: z.literal(true),
    message: z.string().meta(d("İşlemin Türkçe mesajı.")),
    data: calculationDataSchema,
  })
  .meta(d("Bir yapı türünün hesaplama cevabı."));

/** The rule that decided a type's answer, with its legal basis. */
export const decidingRuleSchema = z
  .object({ kural_id: z.string(), ad: z.string(), dayanak: z.string() })
  .meta(d("Cevabı belirleyen kural ve yasal dayanağı."));

/** A figure of a type's result cards (`kartlar`). */
export const analysisFigureSchema = z
  .object({ alan: z.string(), etiket: z.string(), deger: z.number(), birim: z.string().nullable() })
  .meta(d("Yapı türünün bir sonuç kartı."));

/** One structure type whose land types allow the parcel's land type. */
export const analysisRowSchema = z
  .object({
    slug: z.string().meta(d("Yapı türünün kısa adı.")),
    label: z.string().meta(d("Yapı türünün adı.")),
    emoji: z.string(),
    category: z.string().meta(d("Kategorinin kısa adı.")),
    category_label: z.string().meta(d("Kategorinin adı.")),
    izin_durumu: izinDurumuSchema,
    /** How the row's answer reads (worker/core/rules/verdict.ts). */
    karar: verdictSchema,
    /** The type's regulatory status (a type the regulation no longer defines answers for information only). */
    mevzuat_durumu: mevzuatDurumuSchema,
    ana_mesaj: z.string().meta(d("Ana mesaj.")),
    /** The warnings the type's permit carries (its headline's `dikkat`); empty for a refusal. */
    dikkat: z.array(z.string()).readonly().meta(d("İznin taşıdığı uyarılar; retde boş.")),
    /** The first area card (m²) of the type: the maximum building area, or null when the result has none. */
    azami_alan: analysisFigureSchema.nullable().meta(d("Azami yapı alanı kartı; yoksa null.")),
    /** The first card that is not an area (capacity, hives, tonnes), or null. */
    kapasite: analysisFigureSchema.nullable().meta(d("Kapasite kartı (baş, kovan, ton); yoksa null.")),
    /** The first refusing rule; when permitted, the last rule of the type itself. */
    karar_kurali: decidingRuleSchema.nullable(),
    /** What was assumed for inputs the analysis does not ask (the rule file's `parsel_analizi.not`). */
    varsayim: z.string().nullable().meta(d("Analizin sormadığı girdiler için yapılan varsayım.")),
    /** The exact calculation request used: `POST /api/calculations/{slug}/` with it gives the same answer. */
    girdi: z
      .record(z.string(), z.unknown())
      .meta(d("Kullanılan hesaplama isteği: POST /api/v1/calculations/{slug} bununla aynı cevabı verir.")),
    /**
     * The analysis stated no emsal class and the type asks one: its answer under the other class (the row itself is
     * the default class's); null where the other class could not be calculated.
     */
    diger_sinif: z
      .object({
        emsal_turu: emsalTuruSchema,
        /** "Arazi mutlak / dikili (%5) ise". */
        baslik: z.string(),
        izin_durumu: izinDurumuSchema,
        karar: verdictSchema,
        ana_mesaj: z.string(),
        azami_alan: analysisFigureSchema.nullable(),
        kapasite: analysisFigureSchema.nullable(),
      })
      .nullable()
      .optional()
      .meta(d("Emsal sınıfı belirtilmediyse diğer sınıfın cevabı.")),
  })
  .meta(d("Arazi vasfına izin veren bir yapı türünün cevabı."));

/** A structure type whose land types exclude the parcel's land type. */
export const excludedTypeSchema = z
  .object({
    slug: z.string(),
    label: z.string(),
    emoji: z.string(),
    category: z.string(),
    category_label: z.string(),
    /** The refusal's message and explanation. */
    neden: z.string().meta(d("Reddin mesajı ve açıklaması.")),
    karar_kurali: decidingRuleSchema.nullable(),
  })
  .meta(d("Arazi vasfına izin vermeyen bir yapı türü."));

export const parcelAnalysisDataSchema = z
  .object({
    /** One sentence: how many of the allowed types are possible (what a history entry shows of a saved analysis). */
    mesaj: z.string().meta(d("İzin verilen türlerden kaçının mümkün olduğu, tek cümlede.")),
    arazi_vasfi: z.string().meta(d("Arazi vasfı.")),
    alan_m2: z.number().meta(d("Parsel alanı (m²).")),
    latitude: z.number().meta(d("Enlem.")),
    longitude: z.number().meta(d("Boylam.")),
    konum: effectiveLocationSchema.nullable(),
    timestamp: z.string().meta(d("Analiz anı (ISO 8601).")),
    /** `yururluk_tarihi` null: analysed under a draft the law has not dated yet. */
    kural_seti: z
      .object({
        id: z.string(),
        surum: z.string(),
        yururluk_tarihi: z.string().nullable(),
        /** `taslak`: analysed under a draft (saved before this field: a null date means a draft). */
        durum: rulesetStatusSchema.optional(),
        sha256: sha256Schema,
      })
      .meta(d("Analizin kural seti sürümü ve özetleri.")),
    /** The emsal class was not stated: the class the rows assumed, in one sentence (each row gives the other's answer). */
    emsal_varsayimi: z
      .object({ emsal_turu: emsalTuruSchema, aciklama: z.string() })
      .optional()
      .meta(d("Emsal sınıfı belirtilmediyse varsayılan sınıf.")),
    /** Allowed types: permitted first, then by category order and label. */
    turler: z.array(analysisRowSchema).meta(d("İzin verilen türler: önce izin alanlar, sonra kategori ve ad sırası.")),
    uygun_olmayanlar: z.array(excludedTypeSchema).meta(d("Arazi vasfına izin vermeyen türler.")),
  })
  .meta(d("Parsel analizi: bir parselde her yapı türünün cevabı."));

export const parcelAnalysisResultSchema = z
  .object({
    success: z.literal(true),
    message: z.string().meta(d("İşlemin Türkçe mesajı.")),
    data: parcelAnalysisDataSchema,
  })
  .meta(d("Parsel analizinin cevabı."));

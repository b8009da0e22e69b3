/**
 * What the browser knows of a rule-set version (`GET /api/rules/`): each structure type's descriptor — identity,
 * category, regulatory status, emsal mode, land types, form fields with bounds and messages, form checks, result
 * cards — and the shared catalogues, all read from the rule files. Built once per version. Pure.
 */
import type {
  FormCheckDto,
  FormFieldDto,
  ResultCardDto,
  RuleSetDto,
  RuleSetVersionDto,
  StructureTypeDto,
} from "../contracts/rule-set.ts";
import { resolveConstant } from "./constants.ts";
import { fillTemplate } from "./template.ts";
import { resolveField, WHOLE_NUMBER_LABEL } from "./fields.ts";
import { planNotesApply, planNotesOf } from "./plan-notes.ts";
import type { TypeRuleFile } from "./schema.ts";
import type { LoadedRuleSet } from "./types.ts";
import { defaultEmsalClass, emsalClassSentence, emsalSentence, productSettings } from "./product.ts";
import { deedDecidedLandTypes, landClassesOf, statedClassLandTypes } from "./land-classes.ts";

export function versionInfo(v: LoadedRuleSet): RuleSetVersionDto {
  return {
    id: v.id,
    surum: v.surum,
    durum: v.durum,
    yururluk_tarihi: v.yururluk_tarihi,
    aciklama: v.aciklama,
    yonetmelik: v.yonetmelik,
  };
}

function constantNumber(file: TypeRuleFile, path: string): number {
  const v = resolveConstant(file.sabitler, path);
  if (typeof v !== "number") throw new Error(`${file.yapi_turu.slug}: sabitler.${path} is not a number`);
  return v;
}

/** The type's form fields, then those the version's plan notes add to every type they bind. */
function formFields(set: LoadedRuleSet, file: TypeRuleFile): FormFieldDto[] {
  const { common } = set;
  const notes = planNotesOf(common.sabitler);
  const own = new Set(file.form.alanlar.map((f) => f.ad));
  const asksEmsal = file.emsal.tur === "kullanici";
  const added = planNotesApply(notes, file.yapi_turu.slug)
    ? notes.form_alanlari
        .filter((f) => !own.has(f.ad) && !(f.emsal_sormayan && asksEmsal))
        .map(({ ad, zorunlu, arazi_vasiflari }) => ({
          ad,
          zorunlu,
          arazi_vasiflari:
            ad === notes.marjinal_beyan_alani
              ? statedClassLandTypes(landClassesOf(common.sabitler), common.arazi_vasfi_katalogu)
              : arazi_vasiflari,
        }))
    : [];
  return [...file.form.alanlar, ...added].map((f: TypeRuleFile["form"]["alanlar"][number]) => {
    const def = common.girdi_alanlari[f.ad]!;
    const resolved = resolveField(common, f.ad, { en_az: f.en_az, en_cok: f.en_cok });
    const zorunlu = def.tur === "onay" ? false : (f.zorunlu ?? true);
    const etiket = f.etiket ?? def.etiket;
    const whole = def.tur === "tam_sayi" ? WHOLE_NUMBER_LABEL : undefined;
    const extras = [def.birim, f.ek, whole, zorunlu || def.tur === "onay" ? undefined : "isteğe bağlı"].filter(Boolean);
    return {
      ad: f.ad,
      etiket,
      form_etiketi: extras.length ? `${etiket} (${extras.join(", ")})` : etiket,
      birim: def.birim ?? null,
      tur: def.tur,
      en_az: resolved.en_az,
      en_cok: resolved.en_cok,
      mesaj: resolved.mesaj,
      ust_mesaj: resolved.ust_mesaj,
      yardim: f.yardim ?? null,
      zorunlu,
      ana_alan: f.ana_alan ?? false,
      bolum: def.bolum ?? "ozel",
      arazi_vasiflari: f.arazi_vasiflari ?? null,
      varsayilan: f.varsayilan ?? null,
    };
  });
}

function formChecks(file: TypeRuleFile): FormCheckDto[] {
  return file.form.kontroller.map((k) => {
    const sinir = constantNumber(file, k.sinir_sabiti);
    const mesaj = fillTemplate(k.mesaj, { sinir });
    const base = { arazi_vasiflari: k.arazi_vasiflari, sinir, hata_alani: k.hata_alani, mesaj };
    return k.tur === "yogunluk"
      ? { tur: "yogunluk", sayilar: k.sayilar, alan: k.alan, ...base }
      : { tur: "toplam_alt_sinir", alanlar: k.alanlar, ...base };
  });
}

function cards(file: TypeRuleFile): ResultCardDto[] {
  return file.kartlar.map((c) => ({
    alan: c.alan,
    etiket: c.etiket,
    birim: c.birim ?? null,
    birim_alani: c.birim_alani ?? null,
  }));
}

/** The card marked `taban_izi`, else (versions before the key) the first card in m². */
function footprintField(file: TypeRuleFile): string | null {
  const card = file.kartlar.find((c) => c.taban_izi) ?? file.kartlar.find((c) => c.birim === "m²");
  return card?.alan ?? null;
}

export function typeDescriptor(set: LoadedRuleSet, file: TypeRuleFile): StructureTypeDto {
  const { common } = set;
  const yt = file.yapi_turu;
  const category = common.kategoriler.find((k) => k.id === yt.kategori)!;
  const allowed = Array.isArray(file.arazi_vasiflari) ? file.arazi_vasiflari : file.arazi_vasiflari.marjinal;
  return {
    id: yt.id,
    diger_idler: yt.diger_idler ?? [],
    slug: yt.slug,
    kod: yt.kod,
    label: yt.ad,
    category: category.id,
    category_label: category.ad,
    sidebar_group: category.kenar_grubu,
    emoji: yt.simge,
    description: yt.aciklama,
    api_yolu: yt.api_yolu ?? yt.slug,
    mevzuat_durumu: yt.mevzuat_durumu,
    emsal: {
      secim: file.emsal.tur === "kullanici",
      tur: file.emsal.tur,
      oran: file.emsal.tur === "sabit" ? file.emsal.oran : null,
    },
    arazi_vasiflari: [...allowed].sort((a, b) => a - b),
    arazi_vasiflari_emsal: Array.isArray(file.arazi_vasiflari)
      ? null
      : {
          marjinal: [...file.arazi_vasiflari.marjinal].sort((a, b) => a - b),
          mutlak_dikili: [...file.arazi_vasiflari.mutlak_dikili].sort((a, b) => a - b),
        },
    havza_beyani_gerekli: file.belgeler.havza_beyani,
    su_tahsis_belgesi_gerekli: file.belgeler.su_tahsis_belgesi,
    form: {
      alanlar: formFields(set, file),
      kontroller: formChecks(file),
      kontrol_muafiyeti: file.form.kontrol_muafiyeti
        ? {
            alan: file.form.kontrol_muafiyeti.alan,
            sinir: constantNumber(file, file.form.kontrol_muafiyeti.sinir_sabiti),
          }
        : null,
      alan_kontrolu: file.form.alan_kontrolu ?? null,
    },
    kartlar: cards(file),
    taban_izi: footprintField(file),
  };
}

/** Every type of the version, in id order. */
export function typeDescriptors(set: LoadedRuleSet): StructureTypeDto[] {
  return Object.values(set.types)
    .map((file) => typeDescriptor(set, file))
    .sort((a, b) => a.id - b.id);
}

const built = new WeakMap<LoadedRuleSet, RuleSetDto>();

/** The whole answer of `GET /api/rules/` for one version; `all` lists every version of the rule set. */
export function buildRuleSetDto(set: LoadedRuleSet, all: readonly LoadedRuleSet[]): RuleSetDto {
  const cached = built.get(set);
  if (cached) return cached;
  const { common } = set;
  const turler = typeDescriptors(set);
  const girdi_alanlari: RuleSetDto["girdi_alanlari"] = {};
  for (const [name, def] of Object.entries(common.girdi_alanlari)) {
    girdi_alanlari[name] = { etiket: def.etiket, birim: def.birim ?? null, tur: def.tur };
  }
  const dto: RuleSetDto = {
    kural_seti: versionInfo(set),
    surumler: all.map(versionInfo),
    alan_siniri: common.alan_siniri,
    arazi_vasiflari: common.arazi_vasfi_katalogu.map(({ id, ad }) => ({ id, ad })),
    kategoriler: common.kategoriler.map(({ id, ad }) => ({ id, ad })),
    kenar_gruplari: common.kenar_gruplari,
    emsal_turleri: (["marjinal", "mutlak_dikili"] as const).map((id) => ({
      id,
      ad: common.emsal_adlari[id],
      oran: common.emsal_oranlari[id],
    })),
    emsal_sinifi: {
      varsayilan: defaultEmsalClass(common),
      aciklama: emsalSentence(
        emsalClassSentence(common),
        common.emsal_adlari,
        common.emsal_oranlari,
        defaultEmsalClass(common),
      ),
      tapu_belirler: deedDecidedLandTypes(landClassesOf(common.sabitler)),
    },
    parselden_buyuk_olamaz: {
      alanlar: [...productSettings().parselden_buyuk_olamaz.alanlar],
      mesaj: productSettings().parselden_buyuk_olamaz.mesaj,
    },
    kapali_havza_illeri: common.kapali_havza_illeri,
    girdi_alanlari,
    hesaplama_turleri: {
      ...common.eski_hesaplama_turleri,
      ...common.hesaplama_turleri,
      ...Object.fromEntries(turler.map((t) => [t.slug, t.label])),
    },
    turler,
  };
  built.set(set, dto);
  return dto;
}

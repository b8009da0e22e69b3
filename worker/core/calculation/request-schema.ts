/**
 * The calculation request. The protocol fields (point, land type, emsal, location statements, area-check result)
 * are fixed here; every type-specific field comes from the version's field catalogue (`_ortak.json` →
 * `girdi_alanlari`) with its kind, bounds and Turkish message. Numbers may be JSON numbers or decimal strings
 * ("1500", "1500.5"); booleans may be the strings "true" / "false". Unknown fields are dropped (the version
 * selectors are read before, by selection.ts). One schema per version, built once. Its Turkish descriptions
 * (`.meta`) describe the request in the API v1's OpenAPI document (worker/routes/v1/), which reads the same schema.
 */
import { z } from "zod";
import { resolveField, type ResolvedField } from "../rules/fields.ts";
import type { CommonRuleFile } from "../rules/schema.ts";
import { InputError } from "./input-error.ts";

const DECIMAL = /^-?\d+(\.\d+)?$/;

function toNumber(v: unknown): unknown {
  if (typeof v === "string" && DECIMAL.test(v.trim())) return Number(v.trim());
  return v;
}

function toBoolean(v: unknown): unknown {
  if (v === "true") return true;
  if (v === "false") return false;
  return v;
}

const num = (message: string) => z.preprocess(toNumber, z.number({ error: message }));
const bool = (message: string) => z.preprocess(toBoolean, z.boolean({ error: message }));

/** Messages of the protocol fields (the product's Turkish wording). */
export const REQUEST_MESSAGES = {
  arazi_vasfi: "Arazi vasfı seçilmelidir",
  konum: "Haritadan bir konum seçmeniz gerekiyor",
  yapi_turu_id: "Yapı türü kimliği bir tam sayı olmalıdır.",
  boolean: "Evet/hayır değeri bekleniyor.",
} as const;

/** Limits of the protocol fields. */
const LATITUDE: readonly [number, number] = [-90, 90];
const LONGITUDE: readonly [number, number] = [-180, 180];
const LAND_TYPE_MAX_LENGTH = 200;
const CLOSED_AREA_STATES = ["içinde", "dışında"] as const;

const d = (description: string) => ({ description });

const protocolFields = {
  yapi_turu_id: num(REQUEST_MESSAGES.yapi_turu_id)
    .pipe(z.number().int(REQUEST_MESSAGES.yapi_turu_id))
    .optional()
    .meta(d("Yapı türünün sayısal kimliği (isteğe bağlı).")),
  latitude: num(REQUEST_MESSAGES.konum)
    .pipe(z.number().min(LATITUDE[0], "Geçersiz enlem değeri.").max(LATITUDE[1], "Geçersiz enlem değeri."))
    .meta(d("Parselin enlemi (WGS 84, -90…90).")),
  longitude: num(REQUEST_MESSAGES.konum)
    .pipe(z.number().min(LONGITUDE[0], "Geçersiz boylam değeri.").max(LONGITUDE[1], "Geçersiz boylam değeri."))
    .meta(d("Parselin boylamı (WGS 84, -180…180).")),
  arazi_vasfi: z
    .string({ error: REQUEST_MESSAGES.arazi_vasfi })
    .max(LAND_TYPE_MAX_LENGTH, REQUEST_MESSAGES.arazi_vasfi)
    .meta(d('Arazi vasfı, ör. "Tarla" (sürümün arazi tiplerinden biri).')),
  emsal_turu: z
    .unknown()
    .optional()
    .meta(d('Arazinin emsal sınıfı: "marjinal" ya da "mutlak_dikili"; verilmezse varsayılan sınıf uygulanır.')),
  emsal_orani: z.unknown().optional().meta(d("Emsal oranı (eski istemciler için; emsal_turu yeğlenir).")),
  buyuk_ova_icinde: bool(REQUEST_MESSAGES.boolean)
    .optional()
    .meta(d("Kullanıcının beyanı: parsel büyük ova koruma alanı içinde mi (harita katmanı önceliklidir).")),
  kapaliSuHavzasiIcinde: bool("Kapalı su havzası durumu evet veya hayır olmalıdır.")
    .optional()
    .meta(d("Kullanıcının beyanı: parsel kapalı su havzası içinde mi.")),
  yas_kapali_alan_durumu: z
    .enum(CLOSED_AREA_STATES, { error: "Kapalı alan durumu 'içinde' veya 'dışında' olmalıdır." })
    .optional()
    .meta(d("Yaş kapalı alan durumu (bağ evi): 'içinde' ya da 'dışında'.")),
  su_tahsis_belgesi: bool("Su tahsis belgesi durumu evet veya hayır olmalıdır.")
    .optional()
    .meta(d("Su tahsis belgesi var mı.")),
  manuel_kontrol_sonucu: z.unknown().optional().meta(d("Dikili alan kontrolünün sonucu (bağ evi).")),
  eklenenAgaclar: z.unknown().optional().meta(d("Dikili alan kontrolünde eklenen ağaçlar (bağ evi).")),
};

/**
 * Whether a catalogue number is allowed: never negative; within bounds — or 0 in an optional area field bounded only
 * by the common area limit, where 0 means "not given". A field with a minimum of its own is held to it (e.g. the
 * depot's `toplam_arazi_varligi`, 1…10 000 000 when given).
 */
function numberAllowed(f: ResolvedField, v: number): boolean {
  if (v < 0) return false;
  const inRange = (f.en_az === null || v >= f.en_az) && (f.en_cok === null || v <= f.en_cok);
  return inRange || (v === 0 && f.sifir_verilmedi);
}

/** A catalogue field's description: its label and unit, its bounds, and what 0 means. */
function fieldDescription(label: string, unit: string | undefined, f: ResolvedField): string {
  const bounds = [f.en_az !== null ? `en az ${f.en_az}` : null, f.en_cok !== null ? `en çok ${f.en_cok}` : null];
  const range = bounds.filter(Boolean).join(", ");
  return [
    `${label}${unit ? ` (${unit})` : ""}.`,
    f.tur === "onay" ? "Evet / hayır." : f.tur === "tam_sayi" ? "Tam sayı." : "Sayı.",
    range ? `Sınırlar: ${range}.` : "",
    f.sifir_verilmedi ? "0: verilmedi." : "",
  ]
    .filter(Boolean)
    .join(" ");
}

function fieldSchema(f: ResolvedField): z.ZodType {
  if (f.tur === "onay") return bool(f.mesaj).optional();
  let n = z.number();
  if (f.tur === "tam_sayi") n = n.int(f.mesaj);
  const checked = num(f.mesaj).pipe(
    n.superRefine((v, ctx) => {
      if (!numberAllowed(f, v)) {
        ctx.addIssue({
          code: "custom",
          message: f.en_cok !== null && v > f.en_cok && f.ust_mesaj ? f.ust_mesaj : f.mesaj,
        });
      }
    }),
  );
  return f.istekte_zorunlu ? checked : checked.optional();
}

/** The validated request: protocol fields plus the catalogue's fields (numbers and booleans). */
export type CalculationRequest = z.infer<z.ZodObject<typeof protocolFields>> & {
  alan_m2: number;
  [field: string]: unknown;
};

const schemas = new WeakMap<CommonRuleFile, z.ZodObject>();

/**
 * The request schema of a version (one for all its types: the catalogue's fields with the catalogue's bounds): what
 * `parseRequest` checks a body with, and what the API v1's OpenAPI document describes.
 */
export function requestSchema(common: CommonRuleFile): z.ZodObject {
  let schema = schemas.get(common);
  if (!schema) {
    const { yapi_turu_id, latitude, longitude, ...rest } = protocolFields;
    schema = z.object({ yapi_turu_id, latitude, longitude, ...catalogueSchemas(common), ...rest }).strip();
    schemas.set(common, schema);
  }
  return schema;
}

function catalogueSchemas(common: CommonRuleFile): Record<string, z.ZodType> {
  const fields: Record<string, z.ZodType> = {};
  for (const [name, def] of Object.entries(common.girdi_alanlari)) {
    const f = resolveField(common, name);
    fields[name] = fieldSchema(f).meta(d(fieldDescription(def.etiket, def.birim, f)));
  }
  return fields;
}

/** A body checked against the version's request schema; an invalid one throws every field's catalogue message. */
export function parseRequest(common: CommonRuleFile, body: Record<string, unknown>): CalculationRequest {
  const parsed = requestSchema(common).safeParse(body);
  if (!parsed.success) throw InputError.fromIssues(parsed.error.issues);
  return parsed.data as CalculationRequest;
}

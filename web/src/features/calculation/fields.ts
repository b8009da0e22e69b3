/**
 * The calculation form read from a type's descriptor (`GET /api/rules/`): which fields a land type shows
 * (worker/core/calculation/analysis-fields.ts, the parcel analysis's answer too), their bounds and Turkish messages,
 * the declarative form checks, the derived parcel area and the emsal labels. Nothing here knows a structure type, a
 * land type or a legal number; the server validates again and its field errors win. Pure.
 */
import { fieldsShown, mainAreaSum, PARCEL_AREA } from "@worker/core/calculation/form-fields.ts";
import type { FormFieldDto, LandTypeDto, StructureTypeDto } from "@worker/core/contracts/rule-set.ts";
import { fieldNumberError, inputText, isIntegerField, numberOrNull } from "../../lib/number-input.ts";

export type FormValues = Readonly<Record<string, string | boolean | undefined>>;

export const LAND_TYPE_REQUIRED = "Arazi vasfı seçilmelidir";

/** The catalogue id of a land type's name, or null when the name is none of them. */
export function landTypeIdOf(catalogue: readonly LandTypeDto[], name: string): number | null {
  return catalogue.find((t) => t.ad === name)?.id ?? null;
}

/**
 * The land types a type allows, in the type's order, named by the catalogue; for the chosen emsal type where the
 * rule set gives each emsal type its own list.
 */
export function landTypesOf(
  type: Pick<StructureTypeDto, "arazi_vasiflari" | "arazi_vasiflari_emsal">,
  catalogue: readonly LandTypeDto[],
  emsalTuru: "marjinal" | "mutlak_dikili" = "marjinal",
): LandTypeDto[] {
  const ids = type.arazi_vasiflari_emsal?.[emsalTuru] ?? type.arazi_vasiflari;
  return ids.flatMap((id) => catalogue.filter((t) => t.id === id));
}

/** The text of a number field: what the user typed, else the descriptor's default, else empty. */
export function fieldText(values: FormValues, f: Pick<FormFieldDto, "ad" | "varsayilan">): string {
  const v = values[f.ad];
  if (typeof v === "string") return v;
  return typeof f.varsayilan === "number" ? inputText(f.varsayilan) : "";
}

/** The state of a yes/no field: what the user chose, else the descriptor's default. */
export function checkboxValue(values: FormValues, f: Pick<FormFieldDto, "ad" | "varsayilan">): boolean {
  const v = values[f.ad];
  return typeof v === "boolean" ? v : f.varsayilan === true;
}

/** The number a shown field holds (0 when empty or not a number for sure), for the checks and the derived area. */
function numberOf(values: FormValues, f: Pick<FormFieldDto, "ad" | "varsayilan" | "tur">): number {
  return numberOrNull(fieldText(values, f), { integer: isIntegerField(f) }) ?? 0;
}

/** The error of one shown number field's text (lib/number-input.ts: Turkish writing, range), or null. */
export function fieldError(values: FormValues, f: FormFieldDto): string | null {
  return f.tur === "onay" ? null : fieldNumberError(f, fieldText(values, f));
}

/**
 * Client-side checks of the shown fields with the descriptor's messages: a missing required value, a text that is
 * not one number for sure (the reader's question), a fraction in a whole-number field, a value below `en_az` or
 * above `en_cok` (`ust_mesaj` when it has one). Empty optional fields pass. Returns field → message.
 */
export function validateFields(
  values: FormValues,
  fields: readonly FormFieldDto[],
  landType: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!landType) errors["arazi_vasfi"] = LAND_TYPE_REQUIRED;
  for (const f of fields) {
    const error = fieldError(values, f);
    if (error) errors[f.ad] = error;
  }
  return errors;
}

/**
 * The type's declarative form checks for a land type: `yogunluk` refuses more than `sinir` trees per decare (the
 * largest of the counts over the area), `toplam_alt_sinir` needs the sum of the areas above `sinir` (checked once
 * every area is entered). `kontrol_muafiyeti` lets the form proceed past these checks when its field reaches its
 * limit. Returns field → message.
 */
export function formChecks(
  type: Pick<StructureTypeDto, "form">,
  landTypeId: number | null,
  values: FormValues,
): Record<string, string> {
  if (landTypeId === null) return {};
  const fields = fieldsShown(type, landTypeId);
  const n = (name: string) => {
    const f = fields.find((x) => x.ad === name);
    return f ? numberOf(values, f) : 0;
  };
  const exemption = type.form.kontrol_muafiyeti;
  if (exemption && n(exemption.alan) >= exemption.sinir) return {};
  const errors: Record<string, string> = {};
  for (const check of type.form.kontroller) {
    if (!check.arazi_vasiflari.includes(landTypeId)) continue;
    const mesaj = check.mesaj.replace(/\{sinir\}/g, String(check.sinir));
    if (check.tur === "yogunluk") {
      const area = n(check.alan);
      const count = Math.max(0, ...check.sayilar.map(n));
      if (area > 0 && (count / area) * 1000 > check.sinir) errors[check.hata_alani] = mesaj;
    } else {
      const parts = check.alanlar.map(n);
      const sum = parts.reduce((a, b) => a + b, 0);
      if (parts.every((p) => p > 0) && sum <= check.sinir) errors[check.hata_alani] = mesaj;
    }
  }
  return errors;
}

/** The parcel area the request carries: the sum of the shown main-area fields, or null when none is shown. */
export function derivedArea(fields: readonly FormFieldDto[], values: FormValues): number | null {
  return mainAreaSum(fields, (f) => numberOf(values, f));
}

/** The field an imported parcel's area fills: the first shown main-area field, else alan_m2. */
export function parcelFieldOf(fields: readonly FormFieldDto[]): string {
  return fields.find((f) => f.ana_alan)?.ad ?? PARCEL_AREA;
}

/** The request fields of the shown inputs: yes/no as booleans, entered numbers as read (lib/number-input.ts), alan_m2 derived. */
export function fieldBody(fields: readonly FormFieldDto[], values: FormValues): Record<string, number | boolean> {
  const body: Record<string, number | boolean> = {};
  for (const f of fields) {
    if (f.tur === "onay") {
      body[f.ad] = checkboxValue(values, f);
      continue;
    }
    const n = numberOrNull(fieldText(values, f), { integer: isIntegerField(f) });
    if (n !== null) body[f.ad] = n;
  }
  const area = derivedArea(fields, values);
  if (area !== null) body[PARCEL_AREA] = area;
  return body;
}

/**
 * Which inputs the parcel analysis asks and how it fills one type's form from them, read from the types'
 * descriptors (`GET /api/rules/`), so the worker and the browser agree. The analysis asks the parcel area and the
 * land-type area fields the types' forms show for the chosen land type (`form.alanlar[].arazi_vasiflari`), except a
 * main-area field (`ana_alan`) a form shows alone: that one is the parcel area itself. A type's form then gets the
 * parcel area, the asked fields it shows and its own defaults; `alan_m2` is the sum of its shown main-area fields,
 * as the calculation form sends it. Nothing here knows a type, a land type or a legal number. Pure.
 */
import type { FormFieldDto, StructureTypeDto } from "../contracts/rule-set.ts";
import { fieldsShown, mainAreaSum, PARCEL_AREA } from "./form-fields.ts";

export type AnalysisType = Pick<StructureTypeDto, "arazi_vasiflari" | "form">;

/** Whether a type's land types allow the land type. */
export function allowsLandType(type: Pick<StructureTypeDto, "arazi_vasiflari">, landTypeId: number): boolean {
  return type.arazi_vasiflari.includes(landTypeId);
}

/** A main-area field shown alone: the parcel area is its value. */
function soleMainArea(shown: readonly FormFieldDto[]): FormFieldDto | null {
  const main = shown.filter((f) => f.ana_alan);
  return main.length === 1 ? main[0]! : null;
}

/** The land-type area fields the analysis asks beside the parcel area (first type's definition wins). */
export function analysisFields(types: readonly AnalysisType[], landTypeId: number): FormFieldDto[] {
  const out = new Map<string, FormFieldDto>();
  for (const type of types) {
    if (!allowsLandType(type, landTypeId)) continue;
    const shown = fieldsShown(type, landTypeId);
    const sole = soleMainArea(shown);
    for (const f of shown) {
      if (f.ad === PARCEL_AREA || f.arazi_vasiflari === null || f.tur !== "alan" || f === sole || out.has(f.ad))
        continue;
      out.set(f.ad, f);
    }
  }
  return [...out.values()];
}

export interface ParcelValues {
  /** The parcel area, m². */
  alan_m2: number;
  /** The asked land-type area fields that were given. */
  values: Readonly<Record<string, number>>;
}

/**
 * The type's form values for the parcel: the parcel area and asked fields it shows, then its form defaults
 * (`varsayilan`); `alan_m2` derived from its shown main-area fields. Fields without a value are left out.
 */
export function typeFormValues(
  type: Pick<StructureTypeDto, "form">,
  landTypeId: number,
  parcel: ParcelValues,
): Record<string, number | boolean> {
  const shown = fieldsShown(type, landTypeId);
  const sole = soleMainArea(shown);
  const out: Record<string, number | boolean> = {};
  for (const f of shown) {
    if (f.ad === PARCEL_AREA) continue;
    const given = f === sole ? parcel.alan_m2 : parcel.values[f.ad];
    if (given !== undefined) out[f.ad] = given;
    else if (f.varsayilan !== null) out[f.ad] = f.varsayilan;
  }
  out[PARCEL_AREA] =
    mainAreaSum(shown, (f) => (typeof out[f.ad] === "number" ? (out[f.ad] as number) : 0)) ?? parcel.alan_m2;
  return out;
}

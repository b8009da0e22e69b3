/**
 * Which fields a type's form shows for a land type, and the parcel area they add up to: the one answer for the
 * calculation form, the parcel analysis (analysis-fields.ts) and the tools. Read from the type's descriptor
 * (`form.alanlar[].arazi_vasiflari`, `ana_alan`); nothing here knows a type or a legal number. Pure.
 */
import type { FormFieldDto, StructureTypeDto } from "../contracts/rule-set.ts";

/** The request's parcel area field: asked always, never as a land-type field. */
export const PARCEL_AREA = "alan_m2";

/**
 * The fields a type's form shows for a land type (fields without a land-type list always show; with no land type
 * chosen, only those): the one answer for the calculation form, the parcel analysis and the tools.
 */
export function fieldsShown(type: Pick<StructureTypeDto, "form">, landTypeId: number | null): FormFieldDto[] {
  return type.form.alanlar.filter(
    (f) => f.arazi_vasiflari === null || (landTypeId !== null && f.arazi_vasiflari.includes(landTypeId)),
  );
}

/**
 * The parcel area a form carries as `alan_m2`: the sum of its shown main-area fields (`ana_alan`), each read by
 * `valueOf`; null when the form shows none (then `alan_m2` is a field of its own).
 */
export function mainAreaSum(shown: readonly FormFieldDto[], valueOf: (field: FormFieldDto) => number): number | null {
  const main = shown.filter((f) => f.ana_alan);
  return main.length ? main.reduce((sum, f) => sum + valueOf(f), 0) : null;
}

/**
 * Areas that lie on the parcel (urun.json → `parselden_buyuk_olamaz`: a greenhouse, a silo's footprint, a depot…)
 * cannot be larger than the parcel (`alan_m2`): such a request is an input mistake, answered as that field's error —
 * by the worker's parse (a 400 with the field) and by the browser's form before it sends, with this one check. Pure.
 */
import { formatTr } from "../rules/numbers.ts";
import { productSettings } from "../rules/product.ts";
import { fillTemplate } from "../rules/template.ts";

/**
 * The fields of `request` above its parcel area, each with its Turkish message (`label`: the field's label); empty
 * when every given area fits or no parcel area is given.
 */
export function parcelBoundErrors(
  request: Readonly<Record<string, unknown>>,
  label: (field: string) => string,
): Record<string, string> {
  const parcel = request["alan_m2"];
  const errors: Record<string, string> = {};
  if (typeof parcel !== "number" || !(parcel > 0)) return errors;
  const { alanlar, mesaj } = productSettings().parselden_buyuk_olamaz;
  for (const field of alanlar) {
    const v = request[field];
    if (typeof v === "number" && v > parcel)
      errors[field] = fillTemplate(mesaj, { etiket: label(field), deger: formatTr(v), parsel: formatTr(parcel) });
  }
  return errors;
}

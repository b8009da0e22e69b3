/**
 * Areas that lie on the parcel (urun.json → `parselden_buyuk_olamaz`: a greenhouse, a silo's footprint, a depot…)
 * cannot be larger than the parcel (`alan_m2`): such a request is an input mistake, answered as that field's error —
 * by the worker's parse (a 400 with the field) and by the browser's form before it sends (the settings from
 * `GET /api/rules/`), with this one check. Pure, and free of zod (the browser's page forbids its eval probe).
 */
import { formatTr } from "../rules/numbers.ts";
import { fillTemplate } from "../rules/template.ts";

/** Which request areas lie on the parcel, and the message of one larger than it (`{etiket}`, `{deger}`, `{parsel}`). */
export interface ParcelBoundSettings {
  alanlar: readonly string[];
  mesaj: string;
}

/**
 * The fields of `request` above its parcel area, each with its Turkish message (`label`: the field's label); empty
 * when every given area fits or no parcel area is given.
 */
export function parcelBoundErrors(
  request: Readonly<Record<string, unknown>>,
  label: (field: string) => string,
  { alanlar, mesaj }: ParcelBoundSettings,
): Record<string, string> {
  const parcel = request["alan_m2"];
  const errors: Record<string, string> = {};
  if (typeof parcel !== "number" || !(parcel > 0)) return errors;
  for (const field of alanlar) {
    const v = request[field];
    if (typeof v === "number" && v > parcel)
      errors[field] = fillTemplate(mesaj, { etiket: label(field), deger: formatTr(v), parsel: formatTr(parcel) });
  }
  return errors;
}

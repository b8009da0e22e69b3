/**
 * The calculation form as re-open parameters (the `?girdi=` body of entities/calculation/reopen.ts): the point, the land type, the
 * emsal type, the entered numbers and yes/no fields, the closed-basin statement and the legislation date. What a
 * reload keeps of the page (lib/chunk-reload.ts); an entry that is not a number yet is left out.
 */
import { locationState } from "../../entities/location/location-state.ts";
import { numberOrNull } from "../../lib/number-input.ts";
import { calculationState } from "./form-state.ts";

export function formSnapshot(): Record<string, unknown> {
  const parameters: Record<string, unknown> = {};
  const point = locationState.point;
  if (point) {
    parameters["latitude"] = point.lat;
    parameters["longitude"] = point.lng;
  }
  // The closed-basin statement, as the request carries it (where the basin layer does not answer).
  if (locationState.havzaBeyani !== null) parameters["kapaliSuHavzasiIcinde"] = locationState.havzaBeyani;
  if (calculationState.landType) parameters["arazi_vasfi"] = calculationState.landType;
  if (calculationState.emsalTuru) parameters["emsal_turu"] = calculationState.emsalTuru;
  for (const [name, value] of Object.entries(calculationState.values)) {
    if (typeof value === "boolean") {
      parameters[name] = value;
      continue;
    }
    const n = numberOrNull(value);
    if (n !== null) parameters[name] = n;
  }
  parameters["mevzuat_tarihi"] = calculationState.mevzuatTarihi;
  return parameters;
}

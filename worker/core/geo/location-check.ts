import { izmirLocator } from "./izmir.ts";
import type { LocationCheckDto } from "../contracts/api.ts";

/**
 * The province / large-plain / closed-basin facts of a point (GEN-01, GEN-03, GEN-04a…GEN-04d) and a place name:
 * `POST /api/location/check`, and the browser without a network. Pure.
 */
export function checkLocation(latitude: number, longitude: number): LocationCheckDto {
  const r = izmirLocator()(latitude, longitude);
  return {
    izmirinIcinde: r.izmirinIcinde,
    buyukOvaIcinde: r.buyukOvaIcinde,
    kapaliSuHavzasiIcinde: r.kapaliSuHavzasiIcinde,
    details: {
      izmirBolgeAdi: r.izmirBolgeAdi,
      izmirBolgeAdiYaklasik: true,
      buyukOvaAdi: r.buyukOvaAdi,
      kapaliSuHavzasiAdi: r.kapaliSuHavzasiAdi,
    },
  };
}

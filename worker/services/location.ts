import { izmirLocator } from "../geo/izmir.ts";
import type { LocationCheckDto } from "../contracts/api.ts";

/** The province / large-plain / closed-basin answer for a point (rules-spec.md §0.7), with approximate place name. */
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

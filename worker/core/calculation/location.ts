/** Effective location values: the layers win; the user's statement fills an unknown layer (GEN-03, GEN-04a…GEN-04d). */
import type { EffectiveLocation, TriState } from "../contracts/calculation.ts";
import type { LocationFacts } from "../geo/locate.ts";

/** What the user stated about the point, for layers that cannot tell (the request's statements). */
export interface LocationStatements {
  buyuk_ova_icinde: boolean | null;
  kapali_havza_beyani: boolean | null;
}

export function effectiveLocation(layers: LocationFacts, girdi: LocationStatements): EffectiveLocation {
  const buyukOvaIcinde: TriState =
    layers.buyukOvaIcinde !== "unknown" ? layers.buyukOvaIcinde : (girdi.buyuk_ova_icinde ?? "unknown");
  let kapaliSuHavzasiIcinde: TriState = layers.kapaliSuHavzasiIcinde;
  let kaynak: EffectiveLocation["kapali_su_havzasi_kaynagi"] = kapaliSuHavzasiIcinde === "unknown" ? null : "harita";
  if (kapaliSuHavzasiIcinde === "unknown" && girdi.kapali_havza_beyani !== null) {
    kapaliSuHavzasiIcinde = girdi.kapali_havza_beyani;
    kaynak = "kullanici_beyani";
  }
  return {
    izmirinIcinde: layers.izmirinIcinde,
    buyukOvaIcinde,
    buyukOvaAdi: buyukOvaIcinde === true ? layers.buyukOvaAdi : null,
    kapaliSuHavzasiIcinde,
    kapali_su_havzasi_kaynagi: kaynak,
  };
}

/** Large-plain sentence (GEN-03): a trailing "Ovası" not preceded by "Büyük" becomes "Büyük Ovası". */
export function largePlainSentence(name: string | null): string {
  const n = (name ?? "").trim();
  if (!n || ["unnamed", "unknown", "isimsiz"].includes(n.toLocaleLowerCase("tr"))) {
    return "Harita üzerinden seçtiğiniz konum büyük ova sınırları içerisinde bulunmaktadır.";
  }
  const normalised = n.replace(/(?<!Büyük )Ovas[ıi]$/u, "Büyük Ovası");
  return `Harita üzerinden seçtiğiniz konum ${normalised} içerisinde bulunmaktadır.`;
}

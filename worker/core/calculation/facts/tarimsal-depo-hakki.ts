/**
 * tarimsalDepoHakki — agricultural depot (tarimsal-depo.json, DEPO-01…DEPO-04). Not an emsal: the checked area
 * A is the area field of the land type (`arazi_kurallari[id]`, else `arazi_kurallari.diger`; alan_m2 when missing or
 * 0); the threshold N is the land class's (land-classes.ts) in a version that maps land to classes, else the entry's;
 * the holding V = toplam_arazi_varligi when given and ≥ A, else A (with a warning); depot right
 * H = r6(V × depo_hakki_orani) — the depot built (depot area, capacity) is H within the plan notes' ceiling where they
 * bind, H itself is the national limit; olive density = count / A × dekar_m2 for the land types that name olive count
 * fields (first of them that is > 0, else 0). The minimum area N of the land type and the shortfall N − A go to
 * the rules (DEPO-01), the density to DEPO-02.
 */
import { formatPercent, r1, r2, r6 } from "../../rules/numbers.ts";
import { araziVarligi } from "./arazi-varligi.ts";
import { holdingThreshold, landClassesOf } from "../../rules/land-classes.ts";
import { pozitifDeger, sabitKayit, sabitSayi } from "./constants.ts";
import type { FactFunction, Girdi } from "./types.ts";

interface AraziKurali {
  /** The request field that holds the checked area for this land type. */
  alan: keyof Girdi;
  /** The land type's holding threshold; a version that maps land to classes takes the class's (land-classes.ts). */
  asgari_alan_m2?: number;
  /** Olive count fields in priority order; present only where the density check applies. */
  zeytin_sayisi_alanlari?: (keyof Girdi)[];
}

export const tarimsalDepoHakki: FactFunction = (ctx) => {
  const { girdi, sabit } = ctx;
  const kurallar = sabitKayit<AraziKurali>(sabit, "arazi_kurallari");
  const kural = kurallar[String(girdi.arazi_vasfi_id)] ?? kurallar["diger"];
  if (!kural)
    throw new Error(`rule file constant "arazi_kurallari" has no entry for land type ${girdi.arazi_vasfi_id}`);
  const A = pozitifDeger(girdi, kural.alan) ?? girdi.alan_m2;
  const N = holdingThreshold(landClassesOf(ctx.ortak ?? {}), girdi.arazi_vasfi_id) ?? kural.asgari_alan_m2;
  if (N === undefined)
    throw new Error(`no holding threshold for land type ${girdi.arazi_vasfi_id} (arazi_kurallari or land classes)`);
  const { varlik: V, uyarilar } = araziVarligi(girdi, sabit, A);

  const oran = sabitSayi(sabit, "depo_hakki_orani");
  const H = r6(V * oran);
  // The depot that may be built: the right, within the plan notes' ceiling where they bind (rule set 2.0.0).
  const built = ctx.tavan_m2 === undefined || ctx.tavan_m2 === null ? H : Math.min(H, ctx.tavan_m2);
  const dekar = sabitSayi(sabit, "dekar_m2");

  const zeytinKontrolu = kural.zeytin_sayisi_alanlari !== undefined;
  let yogunluk: number | null = null;
  if (zeytinKontrolu) {
    const sayi = (kural.zeytin_sayisi_alanlari ?? []).map((f) => pozitifDeger(girdi, f)).find((v) => v !== null) ?? 0;
    yogunluk = (sayi / A) * dekar;
  }

  return {
    degerler: {
      alan_m2: A,
      asgari_alan: N,
      eksik_alan: Math.max(0, N - A),
      toplam_arazi_varligi: V,
      depo_hakki: H,
      ulusal_sinir_m2: H,
      depo_hakki_orani_metni: formatPercent(oran),
      zeytin_yogunlugu_kontrolu: zeytinKontrolu,
      zeytin_yogunlugu: yogunluk,
      talep_edilen_depo_alani: girdi.depo_alani,
    },
    ciktilar: {
      alan_m2: r2(A),
      toplam_arazi_varligi: r2(V),
      depo_hakki_orani: oran,
      depo_alani: r2(built),
      maksimum_insaat_alani: r2(built),
      depo_hakki_dekar: r2(H / dekar),
      // A storage capacity only where the version gives a density (2.0.0 has none: the law gives no figure).
      ...(sabit["depolama_ton_m2"] === undefined
        ? {}
        : { depolama_kapasitesi: r1(built * sabitSayi(sabit, "depolama_ton_m2")) }),
      ...(girdi.depo_alani !== null ? { talep_edilen_depo_alani: r2(girdi.depo_alani) } : {}),
    },
    uyarilar,
  };
};

/** suKuyusu — water well (su-kuyulari.json): no area figures; the decision is the closed-basin rule SUK-01. */
import type { FactFunction } from "./types.ts";

export const suKuyusu: FactFunction = (ctx) => ({
  degerler: { alan_m2: ctx.girdi.alan_m2 },
  ciktilar: {
    kapali_su_havzasi_icinde: ctx.konum.kapaliSuHavzasiIcinde,
    kapali_su_havzasi_kaynagi: ctx.konum.kapali_su_havzasi_kaynagi,
  },
});

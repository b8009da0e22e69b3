/**
 * One parcel of a batch, calculated: the site's calculation (or parcel analysis) of its request, under the batch's
 * rule-set version, reduced to the row its results file holds — the id, the point, the permit status, the figures,
 * the rule version, or the Turkish error that kept it from being calculated. The parcel analysis runs the common
 * rules once per parcel (runParcelAnalysis locates the point once and runs every type on it). Pure.
 */
import { AppError } from "../contracts/app-error.ts";
import type { IzinDurumu, Verdict } from "../contracts/calculation.ts";
import { PARCEL_ANALYSIS_TYPE } from "../contracts/parcel-analysis.ts";
import { runCalculation } from "../calculation/run-calculation.ts";
import { runParcelAnalysis } from "../calculation/run-parcel-analysis.ts";
import type { BatchParcel } from "./parcels.ts";

export type BatchValue = number | string | boolean;

export interface BatchRow {
  id: string;
  latitude: number | null;
  longitude: number | null;
  /** The rule-set version the parcel was calculated under. */
  surum: string | null;
  /** A single type's permit status (null for a parcel analysis: each type has its own column). */
  izin_durumu: IzinDurumu | null;
  karar: Verdict | null;
  /** The headline (a parcel analysis: how many of the allowed types are possible). */
  mesaj: string | null;
  /** The figures by name: a type's report figures; a parcel analysis's status, area and capacity per type. */
  degerler: Record<string, BatchValue>;
  /** Why the parcel could not be calculated (the catalogue's Turkish message with its fields), else null. */
  hata: string | null;
}

const coordinate = (v: unknown): number | null => {
  const n = typeof v === "string" ? Number(v) : v;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
};

function errorText(err: unknown): string {
  if (!(err instanceof AppError)) return "Bu parsel hesaplanamadı.";
  const fields = Object.entries(err.fields ?? {}).flatMap(([, messages]) => messages);
  const extra = fields.filter((m) => m !== err.detail);
  return extra.length ? `${err.detail} (${extra.join("; ")})` : err.detail;
}

/** The row of one parcel; `surum` names the batch's version (every parcel of a batch is calculated under it). */
export async function calculateParcel(tur: string, surum: string, parcel: BatchParcel, now: Date): Promise<BatchRow> {
  const body = { ...parcel.istek, surum };
  const base = {
    id: parcel.id,
    latitude: coordinate(parcel.istek["latitude"]),
    longitude: coordinate(parcel.istek["longitude"]),
  };
  try {
    if (tur === PARCEL_ANALYSIS_TYPE) {
      const { data } = await runParcelAnalysis(body, now);
      const degerler: Record<string, BatchValue> = {};
      for (const row of data.turler) {
        degerler[row.slug] = row.izin_durumu;
        if (row.azami_alan) degerler[`${row.slug}_${row.azami_alan.alan}`] = row.azami_alan.deger;
        if (row.kapasite) degerler[`${row.slug}_${row.kapasite.alan}`] = row.kapasite.deger;
      }
      return {
        ...base,
        surum: data.kural_seti.surum,
        izin_durumu: null,
        karar: null,
        mesaj: data.mesaj,
        degerler,
        hata: null,
      };
    }
    const { data } = await runCalculation(tur, body, now);
    const degerler = Object.fromEntries(data.rapor.degerler.map((f) => [f.alan, f.deger]));
    return {
      ...base,
      surum: data.kural_seti.surum,
      izin_durumu: data.izin_durumu,
      karar: data.karar,
      mesaj: data.ana_mesaj,
      degerler,
      hata: null,
    };
  } catch (err) {
    // Not a catalogue error: a fault of the calculation itself, told as this parcel's error, never the batch's.
    if (!(err instanceof AppError)) console.error(`batch parcel ${parcel.id} failed`, err);
    return { ...base, surum, izin_durumu: null, karar: null, mesaj: null, degerler: {}, hata: errorText(err) };
  }
}

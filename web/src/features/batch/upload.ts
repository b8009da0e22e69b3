/**
 * Reading the file a user chose for a batch, in the browser: CSV stays text (sent as `text/csv`); GeoJSON, KML and
 * KMZ become one GeoJSON FeatureCollection (the parcel-file reader of entities/location, properties kept). Both are
 * read with the worker's own batch parsers (worker/core/batch/parcels.ts), so the parcel count is known and a file
 * the server would refuse is refused here first, with the same Turkish message. Loaded when a file is chosen.
 */
import type { FeatureCollection, Geometry } from "geojson";
import { BATCH_MAX_BYTES } from "@worker/core/batch/limits.ts";
import { BatchInputError, parcelsFromCsv, parcelsFromGeoJson } from "@worker/core/batch/parcels.ts";
import { formatTr } from "@worker/core/rules/numbers.ts";
import { ParcelFileError } from "../../entities/location/parcel-import/errors.ts";
import { readFeatureCollection } from "../../entities/location/parcel-import/parse.ts";
import { strFromU8 } from "fflate";

export type BatchUpload =
  | { kind: "csv"; fileName: string; text: string; count: number }
  | { kind: "geojson"; fileName: string; collection: FeatureCollection<Geometry | null>; count: number };

export const UPLOAD_ERRORS = {
  format: "Dosya biçimi desteklenmiyor. Lütfen CSV, GeoJSON, KML veya KMZ dosyası seçin.",
  tooBig: `Dosya çok büyük (en fazla ${formatTr(BATCH_MAX_BYTES / 1024 / 1024)} MB).`,
  unreadable: "Dosya okunamadı. Dosyanın bozuk olmadığından emin olun.",
} as const;

/** A file the user must change: its Turkish message. */
export class UploadError extends Error {}

const parseXml = (text: string) => new DOMParser().parseFromString(text, "application/xml");

/** Reads and checks a chosen file; throws UploadError with a Turkish message. */
export function readBatchFile(fileName: string, bytes: Uint8Array): BatchUpload {
  const name = fileName.toLocaleLowerCase("en");
  if (!/\.(csv|geojson|json|kml|kmz)$/.test(name)) throw new UploadError(UPLOAD_ERRORS.format);
  if (bytes.byteLength > BATCH_MAX_BYTES) throw new UploadError(UPLOAD_ERRORS.tooBig);
  try {
    if (name.endsWith(".csv")) {
      const text = strFromU8(bytes);
      return { kind: "csv", fileName, text, count: parcelsFromCsv(text).length };
    }
    const collection = readFeatureCollection(fileName, bytes, parseXml);
    return { kind: "geojson", fileName, collection, count: parcelsFromGeoJson(collection).length };
  } catch (err) {
    if (err instanceof BatchInputError || err instanceof ParcelFileError) throw new UploadError(err.message);
    throw new UploadError(UPLOAD_ERRORS.unreadable);
  }
}

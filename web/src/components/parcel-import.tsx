import { formatArea } from "@worker/core/rules/numbers.ts";
import { useId, useState } from "react";
import {
  checkParcelSize,
  ParcelFileError,
  PARCEL_ERRORS,
  type Parcel,
} from "../entities/location/parcel-import/errors.ts";

const parseXml = (text: string) => new DOMParser().parseFromString(text, "application/xml");

/** 'Parsel dosyası yükle': KML / KMZ / GeoJSON read in the browser; several parcels → the user chooses one. */
export function ParcelImport({
  onParcel,
  maxM2,
  label = "Parsel dosyası yükle (KML, KMZ veya GeoJSON)",
}: {
  onParcel: (p: Parcel) => void;
  /** The rule set's area limit, m² (null: not known yet). */
  maxM2: number | null;
  label?: string;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [choices, setChoices] = useState<Parcel[]>([]);
  const [busy, setBusy] = useState(false);

  const choose = (p: Parcel) => {
    try {
      checkParcelSize(p, maxM2);
      setChoices([]);
      setError(null);
      onParcel(p);
    } catch (err) {
      setError(err instanceof ParcelFileError ? err.message : PARCEL_ERRORS.unreadable);
    }
  };

  const read = async (file: File) => {
    setBusy(true);
    setError(null);
    setChoices([]);
    try {
      // The parser (togeojson, fflate, turf) loads only when a file is chosen.
      const { parseParcelFile } = await import("../entities/location/parcel-import/parse.ts");
      const parcels = parseParcelFile(file.name, new Uint8Array(await file.arrayBuffer()), parseXml);
      if (parcels.length === 1) choose(parcels[0]!);
      else setChoices(parcels);
    } catch (err) {
      setError(err instanceof ParcelFileError ? err.message : PARCEL_ERRORS.unreadable);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="parcel-import">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept=".kml,.kmz,.geojson,.json,application/vnd.google-earth.kml+xml,application/vnd.google-earth.kmz,application/geo+json"
        disabled={busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) void read(file);
        }}
      />
      <p className="field__hint">Dosya tarayıcınızda okunur, hiçbir yere gönderilmez.</p>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {choices.length ? (
        <fieldset className="parcel-import__choices">
          <legend>Dosyada {choices.length} parsel var: birini seçin</legend>
          <ul>
            {choices.map((p, i) => (
              <li key={`${p.name}-${i}`}>
                <button type="button" className="button button--small" onClick={() => choose(p)}>
                  {p.name} — {formatArea(p.areaM2)}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
    </div>
  );
}

import { useState } from "react";
import { useSnapshot } from "valtio";
import type { StructureTypeDto } from "@worker/core/contracts/rule-set.ts";
import { ParcelImport } from "../../../components/parcel-import.tsx";
import type { Parcel } from "../../../entities/location/parcel-import/errors.ts";
import { locationState, selectParcel } from "../../../entities/location/location-state.ts";
import { usePlaceIndex } from "../use-places.ts";
import { LocationFacts } from "./location-facts.tsx";
import { LocationMap } from "./lazy-maps.tsx";
import type { MapFootprint } from "./location-map.tsx";
import { LocationStatus } from "./location-status.tsx";
import { PlaceSearch } from "./place-search.tsx";
import { UseMyLocation } from "./use-my-location.tsx";

/**
 * 'Arazi Konumu Seçimi': collapsible (open by default), search box, map, status box; a polite live region says where
 * a point chosen without the mouse (a place of the search, the map's centre) was put.
 */
export function LocationSection({
  type,
  areaMax,
  onParcel,
  footprint = null,
}: {
  type: Pick<StructureTypeDto, "su_tahsis_belgesi_gerekli">;
  /** The rule set's area limit, m²: a larger parcel file is refused. */
  areaMax: number | null;
  onParcel?: (p: Parcel) => void;
  /** The result's footprint to draw on the map (the app composes it from the result and the point). */
  footprint?: MapFootprint | null;
}) {
  const [open, setOpen] = useState(true);
  const { index, failed } = usePlaceIndex();
  const { check, point, note } = useSnapshot(locationState);
  return (
    <section className="location-section" aria-labelledby="location-title">
      <div className="location-section__head">
        <h2 id="location-title">Arazi Konumu Seçimi</h2>
        <button
          type="button"
          className="button"
          aria-expanded={open}
          aria-controls="location-body"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? "Haritayı Gizle" : "Haritayı Göster"}
        </button>
      </div>
      <div id="location-body" hidden={!open}>
        <p className="location-section__hint">Parselinizin üzerinde veya yakınında bir noktaya tıklayın.</p>
        <PlaceSearch index={index} failed={failed} />
        <UseMyLocation />
        <LocationMap footprint={footprint} />
        <ParcelImport
          maxM2={areaMax}
          onParcel={(p) => {
            void selectParcel(p);
            onParcel?.(p);
          }}
        />
        {/* Always in the page, so that a screen reader hears what the search or the map's Enter chose. */}
        <div role="status" className="location-section__note" data-testid="location-note">
          {note ? <p>{note}</p> : null}
        </div>
        {point && check?.izmirinIcinde === true ? (
          <p className="location-section__chosen" data-testid="chosen-point">
            Seçilen nokta: {point.lat.toFixed(6)}, {point.lng.toFixed(6)}
            {check.details.izmirBolgeAdi ? ` — ${check.details.izmirBolgeAdi} (yaklaşık)` : ""}
          </p>
        ) : null}
      </div>
      <LocationStatus />
      <LocationFacts type={type} />
    </section>
  );
}

import { useEffect, useMemo, useState } from "react";
import { createPlaceIndex, type Place, type PlaceIndex } from "@worker/geo/places.ts";
import { fetchPlaces } from "./api.ts";

/** Loads the place list once per page; `index` is null while loading (the search box is disabled). */
export function usePlaceIndex(): { index: PlaceIndex | null; failed: boolean } {
  const [places, setPlaces] = useState<Place[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let alive = true;
    fetchPlaces()
      .then((p) => alive && setPlaces(p))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, []);
  const index = useMemo(() => (places ? createPlaceIndex(places) : null), [places]);
  return { index, failed };
}

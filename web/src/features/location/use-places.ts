import { useEffect, useMemo, useState } from "react";
import { createPlaceIndex, type Place, type PlaceIndex } from "@worker/core/geo/places.ts";
import { useIdleStarted } from "../../lib/idle-start.ts";
import { fetchPlaces } from "./api.ts";

/**
 * Loads the place list once per page when the page is first idle (the form does not wait for it); `index` is null
 * until then and while loading (the search box is disabled).
 */
export function usePlaceIndex(): { index: PlaceIndex | null; failed: boolean } {
  const [places, setPlaces] = useState<Place[] | null>(null);
  const [failed, setFailed] = useState(false);
  const idle = useIdleStarted();
  useEffect(() => {
    if (!idle) return;
    let alive = true;
    fetchPlaces()
      .then((p) => alive && setPlaces(p))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [idle]);
  const index = useMemo(() => (places ? createPlaceIndex(places) : null), [places]);
  return { index, failed };
}

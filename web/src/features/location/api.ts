import type { Place } from "../../../../worker/geo/places.ts";
import { paths } from "../../config/paths.ts";
/** District and neighbourhood centres made by the geo build (static file). */
export async function fetchPlaces(): Promise<Place[]> {
  const res = await fetch(paths.geo.places);
  if (!res.ok) throw new Error(`places ${res.status}`);
  return (await res.json()) as Place[];
}

/** A static overlay (GeoJSON); a failed load is silent and yields nothing (product spec §7). */
export async function fetchOverlay(path: string): Promise<GeoJSON.FeatureCollection | null> {
  try {
    const res = await fetch(path);
    return res.ok ? ((await res.json()) as GeoJSON.FeatureCollection) : null;
  } catch {
    return null;
  }
}

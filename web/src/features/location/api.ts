import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { decodePlaces, type Place, type PlaceFile } from "@worker/core/geo/places.ts";
import { paths } from "../../config/paths.ts";
/** District and neighbourhood centres made by the geo build (static file, grouped by district). */
export async function fetchPlaces(): Promise<Place[]> {
  const res = await fetch(paths.geo.places);
  if (!res.ok) throw new Error(`places ${res.status}`);
  return decodePlaces((await res.json()) as PlaceFile);
}

/**
 * A static overlay: TopoJSON with one object `o` (scripts/geo-build.ts), decoded to GeoJSON for Leaflet; a failed
 * load is silent and yields nothing.
 */
export async function fetchOverlay(path: string): Promise<GeoJSON.FeatureCollection | null> {
  try {
    const res = await fetch(path);
    if (!res.ok) return null;
    const topology = (await res.json()) as Topology<{ o: GeometryCollection }>;
    return feature(topology, topology.objects.o);
  } catch {
    return null;
  }
}

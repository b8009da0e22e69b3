/**
 * The chosen point and its check: choosing a point resets the check and runs it; the form
 * may proceed only when the point is inside İzmir. Shared: the location feature chooses the point, the calculation
 * form, its save and the area check read it. Leaflet objects never live here.
 */
import { proxy } from "valtio";
import type { LocationCheckAnswer, LocationCheckDto } from "@worker/core/contracts/api.ts";
import { paths } from "../../config/paths.ts";
import { apiRequest } from "../../lib/api/api-client.ts";
import { serverOrBrowser } from "../../lib/offline/offline.ts";

/** The point's check by the server; without a connection, on the exact layers in the browser. */
export async function checkLocation(latitude: number, longitude: number): Promise<LocationCheckDto> {
  const answer = await serverOrBrowser(
    async () =>
      (
        await apiRequest<LocationCheckAnswer>(paths.api.locationCheck, {
          method: "POST",
          body: JSON.stringify({ latitude, longitude }),
        })
      ).data,
    (engine) => engine.checkLocationOffline(latitude, longitude),
  );
  return answer.value;
}

interface LocationState {
  point: { lat: number; lng: number } | null;
  check: LocationCheckDto | null;
  validating: boolean;
  error: string | null;
  /** Where the map should fly (a place of the search, the user's position, a parcel file). */
  flyTo: { lat: number; lng: number; zoom: number; seq: number } | null;
  /**
   * What the page says (in a polite live region) about a point chosen without the mouse: the search's place or the
   * map's centre under the keyboard. Any other choice of a point clears it.
   */
  note: string | null;
  /** The user's closed-basin statement when no basin layer exists (sent as kapaliSuHavzasiIcinde). */
  havzaBeyani: boolean | null;
  /** An imported parcel (file): its outline on the map; its inner point is the chosen point. */
  parcel: { name: string; ring: [number, number][]; areaM2: number } | null;
}

export const locationState = proxy<LocationState>({
  point: null,
  check: null,
  validating: false,
  error: null,
  flyTo: null,
  note: null,
  havzaBeyani: null,
  parcel: null,
});

let requestSeq = 0;

/** Chooses the point and checks it; `note` is what the page says about the choice (none for a click). */
export async function selectPoint(lat: number, lng: number, note: string | null = null): Promise<void> {
  const seq = ++requestSeq;
  locationState.point = { lat, lng };
  locationState.note = note;
  locationState.check = null;
  locationState.havzaBeyani = null;
  locationState.error = null;
  locationState.validating = true;
  try {
    const check = await checkLocation(lat, lng);
    if (seq === requestSeq) locationState.check = check;
  } catch (err) {
    if (seq === requestSeq)
      locationState.error = err instanceof Error && err.message ? err.message : "Konum doğrulama hatası";
  } finally {
    if (seq === requestSeq) locationState.validating = false;
  }
}

export function clearPoint(): void {
  requestSeq++;
  locationState.parcel = null;
  locationState.point = null;
  locationState.note = null;
  locationState.check = null;
  locationState.havzaBeyani = null;
  locationState.error = null;
  locationState.validating = false;
}

/**
 * A place chosen in the search: the map flies to it and its centre becomes the point, checked like a click (a
 * parcel file's outline goes: the point is no longer in it). The note says that it is the place's approximate
 * centre, not the parcel.
 */
export function selectPlace(place: { lat: number; lng: number; zoom: number; note: string }): Promise<void> {
  clearPoint();
  locationState.flyTo = { lat: place.lat, lng: place.lng, zoom: place.zoom, seq: (locationState.flyTo?.seq ?? 0) + 1 };
  return selectPoint(place.lat, place.lng, place.note);
}

/** The hint that blocks the form, or null when the form may proceed. */
export function formBlockHint(s: Pick<LocationState, "point" | "check" | "error">): string | null {
  if (s.error) return s.error;
  if (!s.point || !s.check) return "Haritadan bir konum seçmeniz gerekiyor";
  if (s.check.izmirinIcinde === false) return "İzmir sınırları içinde bir konum seçmeniz gerekiyor";
  return null;
}

export const PARCEL_ZOOM = 16;

/** A point found for the user (their position): the map flies there and the point is checked like a click. */
export function selectPointAndZoom(lat: number, lng: number, zoom = PARCEL_ZOOM): Promise<void> {
  locationState.flyTo = { lat, lng, zoom, seq: (locationState.flyTo?.seq ?? 0) + 1 };
  return selectPoint(lat, lng);
}

/** An imported parcel: outline, zoom to it, and its inner point checked like a click. */
export function selectParcel(parcel: {
  name: string;
  ring: [number, number][];
  areaM2: number;
  point: { lat: number; lng: number };
}): Promise<void> {
  locationState.flyTo = {
    lat: parcel.point.lat,
    lng: parcel.point.lng,
    zoom: PARCEL_ZOOM,
    seq: (locationState.flyTo?.seq ?? 0) + 1,
  };
  const run = selectPoint(parcel.point.lat, parcel.point.lng);
  locationState.parcel = {
    name: parcel.name,
    ring: parcel.ring.map(([a, b]) => [a, b] as [number, number]),
    areaM2: parcel.areaM2,
  };
  return run;
}

export function setBasinStatement(value: boolean): void {
  locationState.havzaBeyani = value;
}

/** The effective closed-basin value (GEN-04a…GEN-04d): the layer wins, else the user's statement. */
export function effectiveBasin(s: Pick<LocationState, "check" | "havzaBeyani">): boolean | "unknown" {
  const layer = s.check?.kapaliSuHavzasiIcinde ?? "unknown";
  if (layer !== "unknown") return layer;
  return s.havzaBeyani ?? "unknown";
}

import { useState } from "react";
import { useSnapshot } from "valtio";
import { locationState, selectPointAndZoom } from "../../../entities/location/location-state.ts";
import { currentPosition, GEOLOCATION_MESSAGES, type Position } from "../geolocation.ts";

type Point = { lat: number; lng: number } | null;
type Lookup =
  | { kind: "idle" }
  | { kind: "locating" }
  /** `before`: the chosen point when it failed; the message goes once the user chooses another one. */
  | { kind: "failed"; message: string; before: Point }
  | { kind: "found"; at: Position };

const samePoint = (a: Point, b: Point) => (a === null ? b === null : b !== null && a.lat === b.lat && a.lng === b.lng);

/**
 * 'Konumumu kullan': asks the browser for the user's position, makes it the chosen point (the map flies there and
 * the İzmir check runs), and says in Turkish why it could not (no permission, no position, timeout, outside İzmir).
 */
export function UseMyLocation() {
  const [lookup, setLookup] = useState<Lookup>({ kind: "idle" });
  const { point, check } = useSnapshot(locationState);
  const locate = () => {
    setLookup({ kind: "locating" });
    currentPosition(typeof navigator === "undefined" ? undefined : navigator.geolocation)
      .then((at) => {
        setLookup({ kind: "found", at });
        return selectPointAndZoom(at.lat, at.lng);
      })
      .catch((err: unknown) =>
        setLookup({
          kind: "failed",
          message: err instanceof Error ? err.message : GEOLOCATION_MESSAGES.unavailable,
          before: locationState.point ? { ...locationState.point } : null,
        }),
      );
  };
  // The found position is still the chosen point and the check put it outside İzmir.
  const outside = lookup.kind === "found" && samePoint(point, lookup.at) && check?.izmirinIcinde === false;
  const failed = lookup.kind === "failed" && samePoint(point, lookup.before) ? lookup.message : null;
  return (
    <div className="use-my-location">
      <button type="button" className="button" onClick={locate} disabled={lookup.kind === "locating"}>
        <span aria-hidden="true">📍</span> {lookup.kind === "locating" ? "Konum alınıyor..." : "Konumumu kullan"}
      </button>
      {lookup.kind === "locating" ? (
        <span role="status" className="visually-hidden">
          Konumunuz alınıyor...
        </span>
      ) : null}
      {failed || outside ? (
        <p role="alert" className="notice notice--error" data-testid="geolocation-error">
          {failed ?? GEOLOCATION_MESSAGES.outside}
        </p>
      ) : null}
    </div>
  );
}

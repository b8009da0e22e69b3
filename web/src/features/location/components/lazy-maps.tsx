/**
 * The location feature's maps, loaded on first use: leaflet and react-leaflet (about 50 KB gzip) are not on the
 * calculation page's first load, so the form is usable before the map has arrived (bench:mobile). A map whose chunk
 * cannot be loaded shows a Turkish alert in its place; the form around it keeps working.
 */
import { lazy, Suspense } from "react";
import { PartBoundary } from "../../../components/part-boundary.tsx";
import { useIdleStarted } from "../../../lib/idle-start.ts";
import type { MapFootprint } from "./location-map.tsx";

const LocationMapChunk = lazy(() => import("./location-map.tsx").then((m) => ({ default: m.LocationMap })));
const PlainPreviewChunk = lazy(() => import("./plain-preview-map.tsx").then((m) => ({ default: m.PlainPreviewMap })));

const mapPlaceholder = (
  <div className="location-map location-map--loading" data-testid="location-map-loading">
    <p role="status">Harita yükleniyor...</p>
  </div>
);

/**
 * The page's map, with a placeholder of its size while it loads (and in the page the build renders); it starts
 * loading once the form is in use and the browser is idle (lib/idle-start.ts).
 */
export function LocationMap({ footprint = null }: { footprint?: MapFootprint | null }) {
  const idle = useIdleStarted();
  return (
    <PartBoundary label="Harita">
      {idle ? (
        <Suspense fallback={mapPlaceholder}>
          <LocationMapChunk footprint={footprint} />
        </Suspense>
      ) : (
        mapPlaceholder
      )}
    </PartBoundary>
  );
}

/** The large-plain dialog's preview of the point. */
export function PlainPreviewMap({ point }: { point: { lat: number; lng: number } }) {
  return (
    <PartBoundary label="Harita">
      <Suspense fallback={<p role="status">Harita yükleniyor...</p>}>
        <PlainPreviewChunk point={point} />
      </Suspense>
    </PartBoundary>
  );
}

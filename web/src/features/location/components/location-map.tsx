import "../../../lib/leaflet-setup.ts";
import { useEffect, useId, useState } from "react";
import { GeoJSON, MapContainer, Marker, Polygon, TileLayer, Tooltip, useMap, useMapEvents } from "react-leaflet";
import { useSnapshot } from "valtio";
import {
  IZMIR_CENTER,
  MAX_ZOOM,
  PAGE_ZOOM,
  SATELLITE_ATTRIBUTION,
  SATELLITE_CROSS_ORIGIN,
  SATELLITE_TILES,
} from "../../../config/map.ts";
import { paths } from "../../../config/paths.ts";
import { fetchOverlay } from "../api.ts";
import type { LatLng } from "../../../entities/location/footprint.ts";
import { locationState, selectPoint } from "../../../entities/location/location-state.ts";

function ClickToSelect() {
  useMapEvents({ click: (e) => void selectPoint(e.latlng.lat, e.latlng.lng) });
  return null;
}

/** The map's accessible name (it is an application: it takes the arrow keys, Enter and Space itself). */
export const MAP_LABEL = "Konum seçme haritası";

/** How the keyboard uses the map: its accessible description, shown over the map while it has keyboard focus. */
export function mapKeysText(hasPoint: boolean): string {
  return (
    (hasPoint ? "Seçilen nokta haritada işaretli. Düzeltmek için: " : "") +
    "Haritayı ok tuşlarıyla kaydırın, + ve - tuşlarıyla yakınlaştırın, Enter ile ortadaki noktayı seçin."
  );
}

/** What the page says when Enter (or Space) on the map chose its centre. */
export const centreNote = (lat: number, lng: number) =>
  `Nokta, haritanın ortasına konuldu (${lat.toFixed(5)}, ${lng.toFixed(5)}).`;

/**
 * The keyboard's way to the point (WCAG 2.1.1): Enter or Space on the focused map chooses its centre, which a
 * crosshair marks while the map has keyboard focus; Leaflet's own handler pans with the arrows and zooms with + / -
 * (it leaves Enter and Space alone). A key on a marker, a zoom button or a link inside the map is theirs.
 */
function KeyboardSelect({ describedBy }: { describedBy: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute("role", "application");
    container.setAttribute("aria-label", MAP_LABEL);
    container.setAttribute("aria-describedby", describedBy);
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.target !== container || e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key !== "Enter" && e.key !== " ") return;
      e.preventDefault(); // Space would scroll the page
      if (e.repeat) return;
      const { lat, lng } = map.getCenter();
      void selectPoint(lat, lng, centreNote(lat, lng));
    };
    container.addEventListener("keydown", onKeyDown);
    return () => container.removeEventListener("keydown", onKeyDown);
  }, [map, describedBy]);
  return null;
}

function FlyTo() {
  const map = useMap();
  const { flyTo } = useSnapshot(locationState);
  useEffect(() => {
    if (flyTo) map.setView([flyTo.lat, flyTo.lng], flyTo.zoom);
  }, [flyTo, map]);
  return null;
}

/** The footprint drawn on the map: its corners and its label. */
export interface MapFootprint {
  ring: readonly LatLng[];
  text: string;
}

/** Brings a new footprint into view (a building is a few metres wide: invisible at the province's zoom). */
function ShowFootprint({ ring }: { ring: readonly LatLng[] }) {
  const map = useMap();
  const key = ring.map(([a, b]) => `${a},${b}`).join(";");
  useEffect(() => {
    if (ring.length)
      map.fitBounds(
        ring.map(([a, b]) => [a, b] as [number, number]),
        { padding: [60, 60], maxZoom: 18 },
      );
    // The corners' text is the key: a new footprint, not a new array of the same one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, map]);
  return null;
}

/**
 * Satellite map centred on İzmir with the province outline; the marker shows only for a point inside İzmir; the
 * result's footprint (the app passes it) is drawn with its label. A click chooses the point; so does Enter on the
 * focused map, at its centre (KeyboardSelect).
 */
export function LocationMap({ footprint = null }: { footprint?: MapFootprint | null }) {
  const { point, check, parcel } = useSnapshot(locationState);
  const [outline, setOutline] = useState<GeoJSON.FeatureCollection | null>(null);
  const [plains, setPlains] = useState<GeoJSON.FeatureCollection | null>(null);
  const keysId = useId();
  const marked = point !== null && check?.izmirinIcinde === true;
  useEffect(() => {
    void fetchOverlay(paths.geo.province).then(setOutline);
    void fetchOverlay(paths.geo.plains).then(setPlains);
  }, []);
  return (
    <div className="location-map" data-testid="location-map">
      <MapContainer center={IZMIR_CENTER} zoom={PAGE_ZOOM} maxZoom={MAX_ZOOM} style={{ height: 400 }} scrollWheelZoom>
        <TileLayer
          url={SATELLITE_TILES}
          attribution={SATELLITE_ATTRIBUTION}
          maxZoom={MAX_ZOOM}
          crossOrigin={SATELLITE_CROSS_ORIGIN}
        />
        {plains ? (
          <GeoJSON
            data={plains}
            style={{ color: "#7cb342", weight: 1.5, dashArray: "4 4", fillOpacity: 0.12 }}
            interactive={false}
          />
        ) : null}
        {outline ? (
          <GeoJSON data={outline} style={{ color: "#ffd54f", weight: 2, fill: false }} interactive={false} />
        ) : null}
        {parcel ? (
          <Polygon
            positions={parcel.ring.map(([a, b]) => [a, b] as [number, number])}
            pathOptions={{ color: "#ff7043", weight: 3, fillOpacity: 0.15 }}
            className="parcel-outline"
            interactive={false}
          />
        ) : null}
        {footprint ? (
          <Polygon
            positions={footprint.ring.map(([a, b]) => [a, b] as [number, number])}
            pathOptions={{
              color: "#0d47a1",
              weight: 2,
              fillColor: "#1565c0",
              fillOpacity: 0.35,
            }}
            className="footprint"
            interactive={false}
          >
            <Tooltip permanent direction="bottom" offset={[0, 6]} className="footprint-label">
              {footprint.text}
            </Tooltip>
          </Polygon>
        ) : null}
        {footprint ? <ShowFootprint ring={footprint.ring} /> : null}
        <ClickToSelect />
        <KeyboardSelect describedBy={keysId} />
        <FlyTo />
        {marked ? <Marker position={[point.lat, point.lng]} title="Seçilen konum" /> : null}
      </MapContainer>
      {/* Shown while the map has keyboard focus (styles.css: .leaflet-container:focus-visible ~ …). */}
      <svg className="location-map__crosshair" viewBox="0 0 40 40" aria-hidden="true" data-testid="map-crosshair">
        <path d="M20 2v14M20 24v14M2 20h14M24 20h14" stroke="#000" strokeWidth="5" strokeLinecap="round" />
        <path d="M20 2v14M20 24v14M2 20h14M24 20h14" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p id={keysId} className="location-map__keys">
        {mapKeysText(marked)}
      </p>
    </div>
  );
}

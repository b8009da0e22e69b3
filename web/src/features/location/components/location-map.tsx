import "../../../lib/leaflet-setup.ts";
import { useEffect, useState } from "react";
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
import type { LatLng } from "../../../lib/footprint.ts";
import { locationState, selectPoint } from "../../../lib/location-state.ts";

function ClickToSelect() {
  useMapEvents({ click: (e) => void selectPoint(e.latlng.lat, e.latlng.lng) });
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
 * result's footprint (the app passes it) is drawn with its label.
 */
export function LocationMap({ footprint = null }: { footprint?: MapFootprint | null }) {
  const { point, check, parcel } = useSnapshot(locationState);
  const [outline, setOutline] = useState<GeoJSON.FeatureCollection | null>(null);
  const [plains, setPlains] = useState<GeoJSON.FeatureCollection | null>(null);
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
        <FlyTo />
        {point && check?.izmirinIcinde === true ? (
          <Marker position={[point.lat, point.lng]} title="Seçilen konum" />
        ) : null}
      </MapContainer>
    </div>
  );
}

import "../lib/leaflet-setup.ts";
import { useEffect } from "react";
import { MapContainer, Marker, TileLayer, useMap } from "react-leaflet";
import { MAX_ZOOM, SATELLITE_ATTRIBUTION, SATELLITE_CROSS_ORIGIN, SATELLITE_TILES } from "../config/map.ts";

export const DETAIL_MAP_HEIGHT_PX = 300;
const DETAIL_ZOOM = 15;

/** A dialog may lay out after the map mounted: measure again once it is shown. */
function FitToContainer() {
  const map = useMap();
  useEffect(() => {
    const timer = setTimeout(() => map.invalidateSize(), 50);
    return () => clearTimeout(timer);
  }, [map]);
  return null;
}

/** The saved location on the satellite map, 300 px high, with a marker. */
export function HistoryMap({ lat, lng }: { lat: number; lng: number }) {
  return (
    <div className="history-map" data-testid="history-map">
      <MapContainer
        center={[lat, lng]}
        zoom={DETAIL_ZOOM}
        maxZoom={MAX_ZOOM}
        style={{ height: DETAIL_MAP_HEIGHT_PX }}
        scrollWheelZoom={false}
      >
        <TileLayer
          url={SATELLITE_TILES}
          attribution={SATELLITE_ATTRIBUTION}
          maxZoom={MAX_ZOOM}
          crossOrigin={SATELLITE_CROSS_ORIGIN}
        />
        <Marker position={[lat, lng]} title="Kaydedilen konum" />
        <FitToContainer />
      </MapContainer>
    </div>
  );
}

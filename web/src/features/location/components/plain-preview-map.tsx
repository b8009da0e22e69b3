import "../../../lib/leaflet-setup.ts";
import { MapContainer, Marker, TileLayer } from "react-leaflet";
import { MAX_ZOOM, SATELLITE_ATTRIBUTION, SATELLITE_CROSS_ORIGIN, SATELLITE_TILES } from "../../../config/map.ts";

/** The large-plain dialog's zoom-18 preview of the chosen point (loaded with leaflet when the dialog opens). */
export function PlainPreviewMap({ point }: { point: { lat: number; lng: number } }) {
  return (
    <MapContainer
      center={[point.lat, point.lng]}
      zoom={MAX_ZOOM}
      maxZoom={MAX_ZOOM}
      style={{ height: 240 }}
      dragging={false}
      scrollWheelZoom={false}
      zoomControl={false}
    >
      <TileLayer
        url={SATELLITE_TILES}
        attribution={SATELLITE_ATTRIBUTION}
        maxZoom={MAX_ZOOM}
        crossOrigin={SATELLITE_CROSS_ORIGIN}
      />
      <Marker position={[point.lat, point.lng]} title="Seçilen konum" />
    </MapContainer>
  );
}

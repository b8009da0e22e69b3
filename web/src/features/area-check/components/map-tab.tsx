import "../../../lib/leaflet-setup.ts";
import type L from "leaflet";
import { useCallback, useRef } from "react";
import { MapContainer, Marker, Polygon, TileLayer } from "react-leaflet";
import { useSnapshot } from "valtio";
import {
  IZMIR_CENTER,
  MAX_ZOOM,
  SATELLITE_ATTRIBUTION,
  SATELLITE_CROSS_ORIGIN,
  SATELLITE_TILES,
} from "../../../config/map.ts";
import { ParcelImport } from "../../../components/parcel-import.tsx";
import { clearAllPolygons, clearPolygon, importParcelPolygon, toggleMode } from "../actions.ts";
import { DRAW_MODES, DRAWER_MAP_ZOOM, formatArea, MODE_COLOR, modeLabel } from "../logic.ts";
import { areaCheckProfile, areaCheckState } from "../state.ts";
import { DrawLayer, finishDrawing } from "./draw-layer.tsx";

/** 'Haritadan Kontrol': draw the field, planted and olive-grove polygons on the satellite map. */
export function MapTab() {
  const s = useSnapshot(areaCheckState);
  const profile = areaCheckProfile(s);
  const mapRef = useRef<L.Map | null>(null);
  const onMap = useCallback((m: L.Map) => {
    mapRef.current = m;
    // The drawer animates in: let Leaflet measure its box again.
    setTimeout(() => m.invalidateSize(), 50);
  }, []);
  const center = s.options?.center;

  return (
    <div className="ac-map">
      <div className="ac-map__modes" role="group" aria-label="Çizim modu">
        {DRAW_MODES.map((m) => (
          <div key={m} className="ac-map__mode">
            <button
              type="button"
              className="button ac-map__draw"
              style={{ borderColor: MODE_COLOR[m] }}
              aria-pressed={s.mode === m}
              onClick={() => toggleMode(m)}
            >
              <span className="ac-swatch" style={{ background: MODE_COLOR[m] }} aria-hidden="true" />
              {s.mode === m ? "Çizimi durdur" : `${modeLabel(m, profile)} çiz`}
            </button>
            <span className="ac-map__area" data-testid={`ac-area-${m}`}>
              {s.polygons[m] ? formatArea(s.polygons[m].area) : "—"}
            </span>
            {s.polygons[m] ? (
              <button
                type="button"
                className="button button--small"
                aria-label={`${modeLabel(m, profile)} çizimini temizle`}
                onClick={() => clearPolygon(m)}
              >
                Temizle
              </button>
            ) : null}
          </div>
        ))}
      </div>
      <p className="field__hint" role="status">
        {s.mode
          ? `${modeLabel(s.mode, profile)} çiziliyor: köşelere tıklayın, çift tıklayarak veya 'Çizimi Tamamla' ile bitirin (en az 3 nokta). Esc iptal eder.`
          : s.editIndex !== null
            ? "Köşeleri sürükleyerek alanı düzenleyin; bitince 'Düzenlemeyi Bitir'e basın."
            : "Bir çizim modu seçin. Çizilmiş bir alana tıklayarak düzenleyebilirsiniz."}
      </p>
      <div className="ac-map__actions">
        {s.mode ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              if (mapRef.current && !finishDrawing(mapRef.current))
                areaCheckState.error = "Alan en az 3 noktadan oluşmalıdır.";
            }}
          >
            Çizimi Tamamla
          </button>
        ) : null}
        {s.editIndex !== null ? (
          <button type="button" className="button" onClick={() => (areaCheckState.editIndex = null)}>
            Düzenlemeyi Bitir
          </button>
        ) : null}
        <button type="button" className="button" onClick={clearAllPolygons}>
          Tümünü Temizle
        </button>
      </div>
      <ParcelImport
        label="Parsel dosyasını tarla alanı olarak yükle (KML, KMZ veya GeoJSON)"
        maxM2={s.options?.areaMax ?? null}
        onParcel={(p) => importParcelPolygon(p.ring, p.areaM2)}
      />
      <MapContainer
        className="ac-map__map"
        center={center ? [center.lat, center.lng] : IZMIR_CENTER}
        zoom={DRAWER_MAP_ZOOM}
        maxZoom={MAX_ZOOM}
        doubleClickZoom={false}
        scrollWheelZoom
      >
        <TileLayer
          url={SATELLITE_TILES}
          attribution={SATELLITE_ATTRIBUTION}
          maxZoom={MAX_ZOOM}
          crossOrigin={SATELLITE_CROSS_ORIGIN}
        />
        {center ? <Marker position={[center.lat, center.lng]} title="Seçilen konum" interactive={false} /> : null}
        {s.options?.parcel ? (
          <Polygon
            positions={s.options.parcel.map(([a, b]) => [a, b] as [number, number])}
            pathOptions={{ color: "#ff7043", weight: 2, dashArray: "6 4", fill: false }}
            interactive={false}
          />
        ) : null}
        <DrawLayer onMap={onMap} />
      </MapContainer>
    </div>
  );
}

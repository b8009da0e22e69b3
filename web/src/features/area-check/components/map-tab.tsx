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
import { DRAW_MODES, DRAWER_MAP_ZOOM, drawnAreaText, MODE_COLOR, modeLabel } from "../logic.ts";
import { areaCheckProfile, areaCheckState } from "../state.ts";
import { DrawLayer, finishDrawing } from "./draw-layer.tsx";

/**
 * Texts that take turns in one place (a mode button's label, the drawing hint): all are laid out in the same grid
 * cell and only the current one is seen, so the place is as large as the largest and nothing below it moves when
 * the text changes (choosing a drawing mode must not move the map). The others are hidden from assistive
 * technology too.
 */
function SameSpace({ texts, current }: { texts: readonly (readonly [string, string])[]; current: string }) {
  return (
    <span className="ac-same-space">
      {texts.map(([key, text]) => (
        <span
          key={key}
          data-current={key === current ? "" : undefined}
          aria-hidden={key === current ? undefined : true}
        >
          {text}
        </span>
      ))}
    </span>
  );
}

const IDLE_HINT = "Bir çizim modu seçin. Çizilmiş bir alana tıklayarak düzenleyebilirsiniz.";
const EDIT_HINT = "Köşeleri sürükleyerek alanı düzenleyin; bitince 'Düzenlemeyi Bitir'e basın.";
const drawingHint = (label: string) =>
  `${label} çiziliyor: köşelere tıklayın, çift tıklayarak veya 'Çizimi Tamamla' ile bitirin (en az 3 nokta). Esc iptal eder.`;

/** 'Haritadan Kontrol': draw the field, planted and olive-grove polygons on the satellite map. */
export function MapTab() {
  const s = useSnapshot(areaCheckState);
  const profile = areaCheckProfile(s);
  const mapRef = useRef<L.Map | null>(null);
  const onMap = useCallback((m: L.Map) => {
    mapRef.current = m;
    // The drawer animates in: let Leaflet measure its box again.
    setTimeout(() => m.invalidateSize(), 50);
    // Leaflet focuses its map on the first press (for its keys) without `preventScroll`, and puts back only the
    // window's scroll: inside the drawer's scrolling body that scrolled the map (~150 px) under the first corner
    // of a drawing. The map takes the focus first here, without scrolling, and Leaflet then leaves it be.
    const container = m.getContainer();
    container.addEventListener(
      "mousedown",
      () => {
        if (document.activeElement !== container) container.focus({ preventScroll: true });
      },
      { capture: true },
    );
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
              <SameSpace
                texts={[
                  ["ciz", `${modeLabel(m, profile)} çiz`],
                  ["durdur", "Çizimi durdur"],
                ]}
                current={s.mode === m ? "durdur" : "ciz"}
              />
            </button>
            <span className="ac-map__area" data-testid={`ac-area-${m}`}>
              {s.polygons[m] ? drawnAreaText(s.polygons[m].area) : "—"}
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
      <p className="field__hint ac-map__hint" role="status">
        <SameSpace
          texts={[
            ["bos", IDLE_HINT],
            ...DRAW_MODES.map((m) => [m, drawingHint(modeLabel(m, profile))] as const),
            ["duzenle", EDIT_HINT],
          ]}
          current={s.mode ?? (s.editIndex !== null ? "duzenle" : "bos")}
        />
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

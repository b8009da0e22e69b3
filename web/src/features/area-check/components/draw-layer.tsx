/**
 * Polygon drawing and editing on the drawer's map with leaflet-geoman (one polygon per mode); areas by turf.
 * The state holds points and areas; this component owns the Leaflet layers and rebuilds them from the state
 * when it mounts (switching tabs remounts the map).
 */
import "@geoman-io/leaflet-geoman-free";
import "@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css";
import area from "@turf/area";
import L from "leaflet";
import { useEffect, useRef } from "react";
import { useMap } from "react-leaflet";
import { subscribe } from "valtio";
import { saveEditedPolygon, savePolygon } from "../actions.ts";
import type { DrawMode } from "../../../entities/calculation/area-check-result.ts";
import { DRAW_MODES, DRAW_START_DELAY_MS, drawnAreaText, MODE_COLOR, modeLabel } from "../logic.ts";
import { areaCheckProfile, areaCheckState, type PolygonData } from "../state.ts";

function polygonData(layer: L.Polygon): PolygonData {
  const ring = (layer.getLatLngs()[0] ?? []) as L.LatLng[];
  return { points: ring.map((p) => [p.lat, p.lng]), area: area(layer.toGeoJSON()) };
}

interface DrawInternals {
  Polygon: { _finishShape: () => void; _layer?: L.Polyline };
}

/** Finishes the polygon being drawn when it has at least 3 points (the 'Çizimi Tamamla' button). */
export function finishDrawing(map: L.Map): boolean {
  const poly = (map.pm.Draw as unknown as DrawInternals).Polygon;
  const pts = (poly._layer?.getLatLngs() ?? []) as L.LatLng[];
  if (pts.length < 3) return false;
  poly._finishShape();
  return true;
}

export function DrawLayer({ onMap }: { onMap: (map: L.Map) => void }) {
  const map = useMap();
  const layers = useRef<Partial<Record<DrawMode, L.Polygon>>>({});

  useEffect(() => {
    onMap(map);
    map.pm.setLang("tr");
    map.pm.setGlobalOptions({ snappable: false, allowSelfIntersection: false });

    const label = (mode: DrawMode, layer: L.Polygon, m2: number) =>
      layer.unbindTooltip().bindTooltip(`${modeLabel(mode, areaCheckProfile())}: ${drawnAreaText(m2)}`, {
        permanent: true,
        direction: "center",
        className: "ac-tooltip",
      });

    const attach = (mode: DrawMode, layer: L.Polygon) => {
      layers.current[mode]?.remove();
      layers.current[mode] = layer;
      layer.setStyle({ color: MODE_COLOR[mode], fillColor: MODE_COLOR[mode], fillOpacity: 0.3, weight: 3 });
      const data = polygonData(layer);
      label(mode, layer, data.area);
      const update = () =>
        saveEditedPolygon(mode, () => {
          const d = polygonData(layer);
          label(mode, layer, d.area);
          return d;
        });
      layer.on("pm:markerdrag", () => label(mode, layer, polygonData(layer).area));
      layer.on("pm:edit", update);
      layer.on("click", () => {
        if (areaCheckState.mode) return;
        // Editing: draggable vertices, live area; the edit index counts polygons in the order tarla, dikili, zeytinlik.
        try {
          const present = DRAW_MODES.filter((m) => layers.current[m]);
          areaCheckState.editIndex = present.indexOf(mode);
        } catch {
          areaCheckState.error = "Alan düzenleme modunu başlatma sırasında hata oluştu.";
        }
      });
      return data;
    };

    // Rebuild the polygons kept in the state.
    for (const mode of DRAW_MODES) {
      const p = areaCheckState.polygons[mode];
      if (p) attach(mode, L.polygon(p.points).addTo(map));
    }
    const first = DRAW_MODES.map((m) => layers.current[m]).find(Boolean);
    if (first) map.fitBounds(first.getBounds(), { maxZoom: 18 });

    const onCreate = (e: { layer: L.Layer }) => {
      const mode = areaCheckState.mode;
      if (!mode || !(e.layer instanceof L.Polygon)) {
        e.layer.remove();
        return;
      }
      const data = attach(mode, e.layer);
      areaCheckState.mode = null;
      savePolygon(mode, data);
    };
    map.on("pm:create", onCreate);

    // React to mode, edit and clear changes made by the buttons.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastMode: DrawMode | null = null;
    let lastEdit: number | null = null;
    let lastImport = areaCheckState.importRev;
    const sync = () => {
      const s = areaCheckState;
      try {
        if (s.importRev !== lastImport) {
          lastImport = s.importRev;
          for (const m of DRAW_MODES) {
            const p = s.polygons[m];
            if (p) attach(m, L.polygon(p.points).addTo(map));
          }
          const tarla = layers.current.tarla;
          if (tarla) map.fitBounds(tarla.getBounds(), { maxZoom: 18 });
        }
        if (s.mode !== lastMode) {
          lastMode = s.mode;
          clearTimeout(timer);
          map.pm.disableDraw();
          if (s.mode) {
            const color = MODE_COLOR[s.mode];
            // Drawing starts 50 ms after the mode is chosen.
            timer = setTimeout(() => {
              map.pm.enableDraw("Polygon", {
                pathOptions: { color, fillColor: color },
                templineStyle: { color },
                hintlineStyle: { color, dashArray: "5,5" },
                finishOn: "dblclick",
              });
            }, DRAW_START_DELAY_MS);
          }
        }
        if (s.editIndex !== lastEdit) {
          lastEdit = s.editIndex;
          const present = DRAW_MODES.filter((m) => layers.current[m]);
          for (const m of present) layers.current[m]!.pm.disable();
          const target = s.editIndex === null ? undefined : present[s.editIndex];
          if (target) layers.current[target]!.pm.enable({ allowSelfIntersection: false, snappable: false });
        }
        for (const m of DRAW_MODES) {
          if (!s.polygons[m] && layers.current[m]) {
            layers.current[m]!.remove();
            delete layers.current[m];
          }
        }
      } catch {
        s.error = "Çizim modu değiştirme sırasında hata oluştu.";
      }
    };
    const unsubscribe = subscribe(areaCheckState, sync);
    return () => {
      unsubscribe();
      clearTimeout(timer);
      map.off("pm:create", onCreate);
      map.pm.disableDraw();
      for (const m of DRAW_MODES) layers.current[m]?.remove();
      layers.current = {};
    };
  }, [map, onMap]);
  return null;
}

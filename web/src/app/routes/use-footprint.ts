/**
 * The result's footprint on the calculation page: the figure the rule set names (`taban_izi`) of a permitting
 * result, placed at the chosen point inside İzmir — inside the imported parcel, or else the parcel drawn in the
 * area check (field, planted area, olive grove: the first drawn). Read by the map and by the result's print view.
 */
import { useMemo } from "react";
import { useSnapshot } from "valtio";
import type { StructureTypeDto } from "@worker/core/contracts/rule-set.ts";
import { areaCheckState } from "../../features/area-check/state.ts";
import { useCalculation } from "../../features/calculation/use-calculation.ts";
import { fitFootprint, footprintFigure, type LatLng } from "../../entities/location/footprint.ts";
import { locationState } from "../../entities/location/location-state.ts";
import { formatArea } from "@worker/core/rules/numbers.ts";

export interface PageFootprint {
  ring: LatLng[];
  parcel: LatLng[] | null;
  /** The map's label: the figure, and what the parcel holds when it cannot hold it all. */
  text: string;
}

const DRAWN_ORDER = ["tarla", "dikili", "zeytinlik"] as const;

export function useFootprint(type: Pick<StructureTypeDto, "taban_izi" | "kartlar"> | undefined): PageFootprint | null {
  const { result, loading } = useCalculation();
  const { point, check, parcel } = useSnapshot(locationState);
  const { polygons } = useSnapshot(areaCheckState);
  const figure = !loading && result && type ? footprintFigure(type, result.data) : null;
  const drawn = DRAWN_ORDER.map((m) => polygons[m]).find((p) => p && p.points.length >= 3);
  const ring: LatLng[] | null = parcel
    ? parcel.ring.map(([a, b]) => [a, b] as LatLng)
    : drawn
      ? drawn.points.map(([a, b]) => [a, b] as LatLng)
      : null;
  const ringKey = ring ? JSON.stringify(ring) : "";
  const inside = check?.izmirinIcinde === true;
  return useMemo(() => {
    if (!figure || !point || !inside) return null;
    const fp = fitFootprint(point, figure.areaM2, ring);
    if (!fp) return null;
    const whole = `${figure.label}: ${formatArea(fp.targetM2)}`;
    const text = fp.areaM2 < fp.targetM2 ? `${whole} — parsele sığan: ${formatArea(fp.areaM2, { digits: 0 })}` : whole;
    return { ring: fp.ring, parcel: ring, text };
    // The ring's text is its identity; figure and point by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [figure?.areaM2, figure?.label, point?.lat, point?.lng, inside, ringKey]);
}

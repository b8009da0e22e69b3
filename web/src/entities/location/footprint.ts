/**
 * The building's footprint on the map and in the report: a square of the permitted ground area (the result figure
 * the rule set names, `taban_izi`), centred on the chosen point, or — when a parcel was drawn or imported — placed
 * inside the parcel: at the point if the square fits there, else where the largest part of it fits (the square is
 * scaled down only when the parcel cannot hold the whole area). Plane geometry in metres around the point (an
 * equirectangular projection: exact enough for a parcel). Pure.
 */

/** [lat, lng], Leaflet's order. */
export type LatLng = [number, number];

export interface Footprint {
  /** The square's corners (closed implicitly). */
  ring: LatLng[];
  /** The area drawn, m² (less than the permitted area only when the parcel cannot hold it). */
  areaM2: number;
  /** The permitted ground area, m². */
  targetM2: number;
}

type Xy = [number, number];

const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

/** A local plane in metres around `origin`. */
export function localPlane(origin: { lat: number; lng: number }) {
  const kx = EARTH_RADIUS_M * RAD * Math.cos(origin.lat * RAD);
  const ky = EARTH_RADIUS_M * RAD;
  return {
    toXy: ([lat, lng]: LatLng): Xy => [(lng - origin.lng) * kx, (lat - origin.lat) * ky],
    toLatLng: ([x, y]: Xy): LatLng => [origin.lat + y / ky, origin.lng + x / kx],
  };
}

/** The corners of a square of `side` metres centred on `c`, turned by `angle` radians. */
function square(c: Xy, side: number, angle: number): Xy[] {
  const h = side / 2;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return [
    [-h, -h],
    [h, -h],
    [h, h],
    [-h, h],
  ].map(([x, y]) => [c[0] + x! * cos - y! * sin, c[1] + x! * sin + y! * cos] as Xy);
}

export function pointInRing(p: Xy, ring: readonly Xy[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const cross = (o: Xy, a: Xy, b: Xy) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** Whether two segments cross (touching at an end does not count). */
function segmentsCross(a: Xy, b: Xy, c: Xy, d: Xy): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** Whether the polygon `inner` lies inside `outer`: its corners inside and no edges crossing. */
export function ringInside(inner: readonly Xy[], outer: readonly Xy[]): boolean {
  if (!inner.every((p) => pointInRing(p, outer))) return false;
  for (let i = 0; i < inner.length; i++) {
    const a = inner[i]!;
    const b = inner[(i + 1) % inner.length]!;
    for (let j = 0; j < outer.length; j++) {
      if (segmentsCross(a, b, outer[j]!, outer[(j + 1) % outer.length]!)) return false;
    }
  }
  return true;
}

/** The largest share (0–1) of `side` whose square fits inside `outer` at `c`, to 1 % (binary search). */
function largestFit(c: Xy, side: number, angle: number, outer: readonly Xy[]): number {
  if (!pointInRing(c, outer)) return 0;
  if (ringInside(square(c, side, angle), outer)) return 1;
  let lo = 0;
  let hi = 1;
  while (hi - lo > 0.01) {
    const mid = (lo + hi) / 2;
    if (ringInside(square(c, side * mid, angle), outer)) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** The direction of the parcel's longest edge (a square along it fits a turned parcel better). */
function longestEdgeAngle(ring: readonly Xy[]): number {
  let best = 0;
  let angle = 0;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (len > best) {
      best = len;
      angle = Math.atan2(b[1] - a[1], b[0] - a[0]);
    }
  }
  return angle;
}

const GRID = 9;

/**
 * The footprint of `areaM2` at `point`; with a `parcel` ring, inside it (see the module comment). Null for no area.
 */
export function fitFootprint(
  point: { lat: number; lng: number },
  areaM2: number,
  parcel: readonly LatLng[] | null,
): Footprint | null {
  if (!(areaM2 > 0) || !Number.isFinite(areaM2)) return null;
  const plane = localPlane(point);
  const side = Math.sqrt(areaM2);
  const whole = (c: Xy, angle: number): Footprint => ({
    ring: square(c, side, angle).map(plane.toLatLng),
    areaM2,
    targetM2: areaM2,
  });
  if (!parcel || parcel.length < 3) return whole([0, 0], 0);
  const outer = parcel.map(plane.toXy);
  const angles = [0, longestEdgeAngle(outer)];
  // At the point itself when the whole square fits there.
  for (const angle of angles) if (largestFit([0, 0], side, angle, outer) === 1) return whole([0, 0], angle);
  // Else the place in the parcel (a grid over its bounds) that holds the largest square, nearest the point.
  const xs = outer.map((p) => p[0]);
  const ys = outer.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  let best: { c: Xy; angle: number; share: number; distance: number } | null = null;
  for (let i = 0; i <= GRID; i++) {
    for (let j = 0; j <= GRID; j++) {
      const c: Xy = [minX + ((maxX - minX) * (i + 0.5)) / (GRID + 1), minY + ((maxY - minY) * (j + 0.5)) / (GRID + 1)];
      const distance = Math.hypot(c[0], c[1]);
      for (const angle of angles) {
        const share = largestFit(c, side, angle, outer);
        if (!best || share > best.share + 1e-9 || (Math.abs(share - best.share) <= 1e-9 && distance < best.distance))
          best = { c, angle, share, distance };
      }
    }
  }
  if (!best || best.share === 0) return whole([0, 0], 0);
  if (best.share === 1) return whole(best.c, best.angle);
  const scaled = side * best.share;
  return { ring: square(best.c, scaled, best.angle).map(plane.toLatLng), areaM2: scaled * scaled, targetM2: areaM2 };
}

/**
 * The figure a result draws as its footprint: the type's `taban_izi` field (rule set) when the result permits the
 * structure with a size of its own and holds a positive number there; with the card's label. Null otherwise.
 */
export function footprintFigure(
  type: { taban_izi: string | null; kartlar: readonly { alan: string; etiket: string }[] },
  data: Readonly<Record<string, unknown>>,
): { areaM2: number; label: string } | null {
  // A refusal has no building; a `kosullu` answer has no size in law (its cards hold the plan's upper bound).
  if (!type.taban_izi || data["izin_durumu"] === "izin_verilemez" || data["izin_durumu"] === "kosullu") return null;
  const n = data[type.taban_izi];
  if (typeof n !== "number" || !Number.isFinite(n) || n <= 0) return null;
  const card = type.kartlar.find((c) => c.alan === type.taban_izi);
  return { areaM2: n, label: card?.etiket ?? "Taban alanı" };
}

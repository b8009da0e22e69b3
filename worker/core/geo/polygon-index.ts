/**
 * Exact point-in-polygon for large rings with a band index: every edge is filed under the horizontal bands
 * its y-range touches, so a ray-casting query reads only the edges of one band instead of every vertex.
 * Semantics: a point is inside a feature when it is inside one of its polygons' outer
 * rings and inside none of that polygon's holes. Pure; runs in workerd, browsers and Node.
 */

/** One feature: polygons → rings (first outer, then holes) → flat [lon, lat, lon, lat, …]. */
export interface FlatFeature {
  name: string;
  polygons: number[][][];
}

interface RingIndex {
  coords: number[];
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
  bandHeight: number;
  /** Edge start offsets (index into coords) per band. */
  bands: Int32Array[];
}

interface PolygonIndex {
  outer: RingIndex;
  holes: RingIndex[];
}

export interface FeatureIndex {
  name: string;
  polygons: PolygonIndex[];
}

function indexRing(coords: number[]): RingIndex {
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < coords.length; i += 2) {
    const x = coords[i]!;
    const y = coords[i + 1]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  const edges = coords.length / 2;
  const bandCount = Math.max(1, Math.min(4096, Math.ceil(edges / 8)));
  const bandHeight = (maxY - minY) / bandCount || 1;
  const lists: number[][] = Array.from({ length: bandCount }, () => []);
  for (let i = 0; i < coords.length; i += 2) {
    const j = (i + 2) % coords.length;
    const y1 = coords[i + 1]!;
    const y2 = coords[j + 1]!;
    const lo = Math.max(0, Math.floor((Math.min(y1, y2) - minY) / bandHeight));
    const hi = Math.min(bandCount - 1, Math.floor((Math.max(y1, y2) - minY) / bandHeight));
    for (let b = lo; b <= hi; b++) lists[b]!.push(i);
  }
  return { coords, minX, maxX, minY, maxY, bandHeight, bands: lists.map((l) => Int32Array.from(l)) };
}

/** Even-odd ray casting towards +x over the edges of the query's band. */
function inRing(ring: RingIndex, x: number, y: number): boolean {
  if (x < ring.minX || x > ring.maxX || y < ring.minY || y > ring.maxY) return false;
  const band = Math.min(ring.bands.length - 1, Math.floor((y - ring.minY) / ring.bandHeight));
  const edges = ring.bands[band]!;
  const c = ring.coords;
  let inside = false;
  for (let k = 0; k < edges.length; k++) {
    const i = edges[k]!;
    const j = (i + 2) % c.length;
    const xi = c[i]!;
    const yi = c[i + 1]!;
    const xj = c[j]!;
    const yj = c[j + 1]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function indexFeatures(features: readonly FlatFeature[]): FeatureIndex[] {
  return features.map((f) => ({
    name: f.name,
    polygons: f.polygons
      .filter((rings) => rings[0] && rings[0].length >= 6)
      .map((rings) => ({
        outer: indexRing(rings[0]!),
        holes: rings
          .slice(1)
          .filter((r) => r.length >= 6)
          .map(indexRing),
      })),
  }));
}

/** The first feature containing the point (lon, lat), or null. */
export function findContaining(index: readonly FeatureIndex[], lon: number, lat: number): FeatureIndex | null {
  for (const feature of index) {
    for (const poly of feature.polygons) {
      if (inRing(poly.outer, lon, lat) && !poly.holes.some((h) => inRing(h, lon, lat))) return feature;
    }
  }
  return null;
}

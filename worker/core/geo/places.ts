/**
 * İzmir district and neighbourhood centre points: Turkish-aware search for the search box (≥ 2 characters,
 * ≤ 10 matches, districts first then by name, case- and diacritics-insensitive, the first word may match the
 * district and the rest the name) and the nearest centre for a point (an approximation: centres are not
 * boundaries). Pure; the browser loads the same data from /geo/yerler.json.
 */

export interface Place {
  ilce: string;
  tur: "İLÇE" | "MAHALLE";
  ad: string;
  lat: number;
  lon: number;
}

/**
 * The page's copy of the places (`/geo/yerler.json`, written by the geo build): grouped by district — the district
 * centre `m` and its neighbourhoods `[name, lat, lon]` — instead of one object per place; a third smaller gzipped.
 */
export type PlaceFile = Record<string, { m?: [number, number]; n: [string, number, number][] }>;

export function encodePlaces(places: readonly Place[]): PlaceFile {
  const file: PlaceFile = {};
  for (const p of places) {
    const district = (file[p.ilce] ??= { n: [] });
    if (p.tur === "İLÇE") district.m = [p.lat, p.lon];
    else district.n.push([p.ad, p.lat, p.lon]);
  }
  return file;
}

/** The places of a place file, each district's centre first, in the file's order. */
export function decodePlaces(file: PlaceFile): Place[] {
  const places: Place[] = [];
  for (const [ilce, district] of Object.entries(file)) {
    if (district.m) places.push({ ilce, tur: "İLÇE", ad: ilce, lat: district.m[0], lon: district.m[1] });
    for (const [ad, lat, lon] of district.n) places.push({ ilce, tur: "MAHALLE", ad, lat, lon });
  }
  return places;
}

/**
 * İ→i, I→ı, lower-case the Turkish way, then ı→i, ş→s, ğ→g, ü→u, ö→o, ç→c, â→a, î→i, û→u, blanks collapsed (geo
 * README). The one Turkish folding of the app: the place search and the history search both use it.
 */
export function foldTr(s: string): string {
  return s
    .replace(/İ/g, "i")
    .replace(/I/g, "ı")
    .toLocaleLowerCase("tr")
    .replace(/ı/g, "i")
    .replace(/ş/g, "s")
    .replace(/ğ/g, "g")
    .replace(/ü/g, "u")
    .replace(/ö/g, "o")
    .replace(/ç/g, "c")
    .replace(/â/g, "a")
    .replace(/î/g, "i")
    .replace(/û/g, "u")
    .replace(/\s+/g, " ")
    .trim();
}

interface IndexedPlace {
  place: Place;
  ad: string;
  ilce: string;
}

export interface PlaceIndex {
  entries: IndexedPlace[];
  /** Grid cells of 0.05° for the nearest-centre lookup. */
  grid: Map<string, Place[]>;
}

const CELL = 0.05;
const cellKey = (lat: number, lon: number) => `${Math.floor(lat / CELL)}:${Math.floor(lon / CELL)}`;

export function createPlaceIndex(places: readonly Place[]): PlaceIndex {
  const entries = places.map((place) => ({ place, ad: foldTr(place.ad), ilce: foldTr(place.ilce) }));
  const grid = new Map<string, Place[]>();
  for (const p of places) {
    const key = cellKey(p.lat, p.lon);
    const list = grid.get(key);
    if (list) list.push(p);
    else grid.set(key, [p]);
  }
  return { entries, grid };
}

export const MIN_QUERY_LENGTH = 2;
export const MAX_RESULTS = 10;

function rank(a: IndexedPlace, b: IndexedPlace): number {
  if (a.place.tur !== b.place.tur) return a.place.tur === "İLÇE" ? -1 : 1;
  return a.place.ad.localeCompare(b.place.ad, "tr") || a.place.ilce.localeCompare(b.place.ilce, "tr");
}

/** Matches by name; when the query has several words, the first may name the district and the rest the place. */
export function searchPlaces(index: PlaceIndex, query: string, limit = MAX_RESULTS): Place[] {
  const q = foldTr(query);
  if (q.length < MIN_QUERY_LENGTH) return [];
  const [first = "", ...rest] = q.split(" ");
  const restText = rest.join(" ");
  const hits: IndexedPlace[] = [];
  for (const e of index.entries) {
    const byName = e.ad.includes(q);
    const byDistrict = restText.length > 0 && e.ilce.startsWith(first) && e.ad.includes(restText);
    if (byName || byDistrict) hits.push(e);
  }
  return hits
    .sort(rank)
    .slice(0, limit)
    .map((e) => e.place);
}

/** The nearest centre point (neighbourhood or district) to a point, searching the grid outwards; null when none. */
export function nearestPlace(index: PlaceIndex, lat: number, lon: number, maxRings = 6): Place | null {
  const ci = Math.floor(lat / CELL);
  const cj = Math.floor(lon / CELL);
  const cosLat = Math.cos((lat * Math.PI) / 180);
  let best: Place | null = null;
  let bestD = Infinity;
  for (let ring = 0; ring <= maxRings; ring++) {
    for (let i = ci - ring; i <= ci + ring; i++) {
      for (let j = cj - ring; j <= cj + ring; j++) {
        if (Math.max(Math.abs(i - ci), Math.abs(j - cj)) !== ring) continue;
        for (const p of index.grid.get(`${i}:${j}`) ?? []) {
          const dLat = p.lat - lat;
          const dLon = (p.lon - lon) * cosLat;
          const d = dLat * dLat + dLon * dLon;
          if (d < bestD) {
            bestD = d;
            best = p;
          }
        }
      }
    }
    // A hit within this ring's distance cannot be beaten by farther rings.
    if (best && Math.sqrt(bestD) <= ring * CELL * Math.min(1, cosLat)) break;
  }
  return best;
}

/** "KARŞIYAKA / BOSTANLI (yaklaşık)"-style label of a place for results. */
export function placeLabel(p: Place): string {
  return p.tur === "İLÇE" ? `${p.ilce} (ilçe merkezi)` : `${p.ilce} / ${p.ad}`;
}

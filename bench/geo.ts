/**
 * `npm run bench:geo` — point checks per second over 100 000 random points in İzmir's bounding box, the band
 * index beside a naive ray-cast over every vertex (same answers required), and place search per keystroke over
 * the İzmir places and over all Türkiye neighbourhoods (median and p99 per query).
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { createLocator, type GeoLayers } from "../worker/core/geo/locate.ts";
import { createPlaceIndex, searchPlaces, type Place } from "../worker/core/geo/places.ts";

const root = resolve(import.meta.dirname, "..");
const layers = JSON.parse(readFileSync(join(root, "build/geo/exact.json"), "utf8")) as GeoLayers & { places: Place[] };
const turkey = JSON.parse(readFileSync(join(root, "build/geo/turkiye-yerler.json"), "utf8")) as Place[];
const N = 100_000;

let seed = 42;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const ring = layers.province![0]!.polygons[0]![0]!;
let minX = Infinity,
  maxX = -Infinity,
  minY = Infinity,
  maxY = -Infinity;
for (let i = 0; i < ring.length; i += 2) {
  minX = Math.min(minX, ring[i]!);
  maxX = Math.max(maxX, ring[i]!);
  minY = Math.min(minY, ring[i + 1]!);
  maxY = Math.max(maxY, ring[i + 1]!);
}
const points = Array.from({ length: N }, () => [minY + rand() * (maxY - minY), minX + rand() * (maxX - minX)] as const);

function naiveInside(lon: number, lat: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
    const xi = ring[i]!,
      yi = ring[i + 1]!,
      xj = ring[j]!,
      yj = ring[j + 1]!;
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const provinceOnly = createLocator({ province: layers.province, plains: null, basins: null });
const full = createLocator(layers);
let t = performance.now();
const indexed = points.map(([lat, lon]) => provinceOnly(lat, lon).izmirinIcinde === true);
const indexedMs = performance.now() - t;
t = performance.now();
for (const [lat, lon] of points) full(lat, lon);
const fullMs = performance.now() - t;
const NAIVE = 5_000;
t = performance.now();
const naive = points.slice(0, NAIVE).map(([lat, lon]) => naiveInside(lon, lat));
const naiveMs = performance.now() - t;
const disagree = naive.filter((v, i) => v !== indexed[i]).length;
const perSec = (n: number, ms: number) => Math.round((n / ms) * 1000);
console.log(`bench:geo — ${N} random points in İzmir's bounding box (${indexed.filter(Boolean).length} inside)`);
console.log(`province check, band index:   ${perSec(N, indexedMs).toLocaleString("en")} points/s`);
console.log(
  `province check, naive (${NAIVE}): ${perSec(NAIVE, naiveMs).toLocaleString("en")} points/s over ${ring.length / 2} vertices`,
);
console.log(
  `speed-up: ${(perSec(N, indexedMs) / perSec(NAIVE, naiveMs)).toFixed(0)}×; answers that differ: ${disagree}`,
);
console.log(`full check (province + 11 plains + place name): ${perSec(N, fullMs).toLocaleString("en")} points/s`);

function searchBench(label: string, places: Place[]) {
  const index = createPlaceIndex(places);
  const words = [
    "karşıyaka",
    "bornova ergene",
    "menemen",
    "torbalı",
    "urla",
    "çiğli",
    "buca",
    "seferihisar",
    "ödemiş",
    "kemalpaşa",
  ];
  const times: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const w of words) {
      for (let k = 2; k <= w.length; k++) {
        const t0 = performance.now();
        searchPlaces(index, w.slice(0, k));
        times.push((performance.now() - t0) * 1000);
      }
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `search per keystroke, ${label} (${places.length} places): median ${times[times.length >> 1]!.toFixed(1)} µs, p99 ${times[Math.floor(times.length * 0.99)]!.toFixed(1)} µs`,
  );
}
searchBench("İzmir", layers.places);
searchBench("Türkiye", turkey);

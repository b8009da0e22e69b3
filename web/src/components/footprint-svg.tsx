import { localPlane, type LatLng } from "../entities/location/footprint.ts";
import { formatTr } from "@worker/core/rules/numbers.ts";

const SIZE = 180;
const PAD = 14;

/**
 * A small static drawing of the footprint (and the parcel, when there is one) with its area — for the printed
 * report, where map tiles may be missing. North is up; the plane is in metres around the footprint.
 */
export function FootprintSvg({
  ring,
  parcel,
  text,
}: {
  ring: readonly LatLng[];
  parcel: readonly LatLng[] | null;
  /** The figure, e.g. 'Azami inşaat alanı: 150 m²'. */
  text: string;
}) {
  const centre = {
    lat: ring.reduce((s, p) => s + p[0], 0) / ring.length,
    lng: ring.reduce((s, p) => s + p[1], 0) / ring.length,
  };
  const plane = localPlane(centre);
  const square = ring.map(plane.toXy);
  const outline = parcel ? parcel.map(plane.toXy) : null;
  const all = [...square, ...(outline ?? [])];
  const xs = all.map((p) => p[0]);
  const ys = all.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const span = Math.max(maxX - minX, maxY - minY, 1);
  const scale = (SIZE - 2 * PAD) / span;
  // SVG's y grows downwards: north up.
  const toSvg = ([x, y]: [number, number]) =>
    `${(PAD + (x - minX) * scale + ((span - (maxX - minX)) * scale) / 2).toFixed(1)},${(
      PAD +
      (maxY - y) * scale +
      ((span - (maxY - minY)) * scale) / 2
    ).toFixed(1)}`;
  const side = Math.hypot(square[1]![0] - square[0]![0], square[1]![1] - square[0]![1]);
  return (
    <figure className="footprint-figure" data-testid="footprint-svg">
      <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={`Taban izi — ${text}`}>
        <rect x="0" y="0" width={SIZE} height={SIZE} fill="#fff" stroke="#999" />
        {outline ? (
          <polygon
            points={outline.map(toSvg).join(" ")}
            fill="none"
            stroke="#ff7043"
            strokeWidth="2"
            strokeDasharray="5 3"
          />
        ) : null}
        <polygon
          points={square.map(toSvg).join(" ")}
          fill="#1565c0"
          fillOpacity="0.35"
          stroke="#0d47a1"
          strokeWidth="2"
        />
        <text x={SIZE / 2} y={SIZE - 4} textAnchor="middle" fontSize="10">
          K ↑ · kenar {formatTr(side, 1)} m
        </text>
      </svg>
      <figcaption>{text}</figcaption>
    </figure>
  );
}

/** The locator over the layers of the geo build (build/geo/exact.json, made by `npm run geo:build`). */
import exact from "../../../build/geo/exact.json";
import { createLocator, type GeoLayers } from "./locate.ts";

let locator: ReturnType<typeof createLocator> | undefined;

export function izmirLocator() {
  locator ??= createLocator(exact as unknown as GeoLayers);
  return locator;
}

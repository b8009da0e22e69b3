/**
 * Location facts for a point (rules GEN-01, GEN-03, GEN-04a…GEN-04d): inside İzmir, inside a large plain (and
 * its name), inside a closed water basin (`'unknown'` when no basin layer is configured). Plains and basins count
 * only for points inside İzmir. Pure.
 */
import type { TriState } from "../contracts/calculation.ts";
import { createPlaceIndex, nearestPlace, placeLabel, type Place } from "./places.ts";
import { findContaining, indexFeatures, type FlatFeature } from "./polygon-index.ts";

export interface GeoLayers {
  province: FlatFeature[] | null;
  plains: FlatFeature[] | null;
  basins: FlatFeature[] | null;
  /** District and neighbourhood centre points (for the approximate region name). */
  places?: Place[] | null;
}

export interface LocationFacts {
  izmirinIcinde: TriState;
  buyukOvaIcinde: TriState;
  buyukOvaAdi: string | null;
  kapaliSuHavzasiIcinde: TriState;
  kapaliSuHavzasiAdi: string | null;
  /** Nearest district / neighbourhood centre: an approximation, centres are not boundaries. */
  izmirBolgeAdi: string | null;
}

export function createLocator(layers: GeoLayers) {
  const province = layers.province && layers.province.length > 0 ? indexFeatures(layers.province) : null;
  const plains = layers.plains ? indexFeatures(layers.plains) : null;
  const basins = layers.basins ? indexFeatures(layers.basins) : null;
  const places = layers.places && layers.places.length > 0 ? createPlaceIndex(layers.places) : null;

  return function locate(latitude: number, longitude: number): LocationFacts {
    const izmirinIcinde: TriState = province ? findContaining(province, longitude, latitude) !== null : "unknown";
    if (izmirinIcinde === false) {
      return {
        izmirinIcinde,
        buyukOvaIcinde: false,
        buyukOvaAdi: null,
        kapaliSuHavzasiIcinde: false,
        kapaliSuHavzasiAdi: null,
        izmirBolgeAdi: null,
      };
    }
    const plain = plains ? findContaining(plains, longitude, latitude) : null;
    const basin = basins ? findContaining(basins, longitude, latitude) : null;
    return {
      izmirinIcinde,
      buyukOvaIcinde: plains ? plain !== null : "unknown",
      buyukOvaAdi: plain?.name ?? null,
      kapaliSuHavzasiIcinde: basins ? basin !== null : "unknown",
      kapaliSuHavzasiAdi: basin?.name ?? null,
      izmirBolgeAdi: places ? ((p) => (p ? placeLabel(p) : null))(nearestPlace(places, latitude, longitude)) : null,
    };
  };
}

export type Locate = ReturnType<typeof createLocator>;

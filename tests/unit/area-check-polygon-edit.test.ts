/** Editing a drawn polygon in the area check (web/src/features/area-check/actions.ts). */
import { beforeEach, describe, expect, it } from "vitest";
import { saveEditedPolygon } from "@web/features/area-check/actions.ts";
import { areaCheckState, resetAreaCheck } from "@web/features/area-check/state.ts";

beforeEach(() => resetAreaCheck());

describe("polygon editing", () => {
  it("sets the edited shape and its rounded area", () => {
    const points: [number, number][] = [
      [38.42, 27.14],
      [38.43, 27.14],
      [38.43, 27.15],
    ];
    saveEditedPolygon("dikili", () => ({ points, area: 5234.6 }));
    expect(areaCheckState.polygons.dikili?.points).toEqual(points);
    expect(areaCheckState.areas.dikili).toBe("5235");
    expect(areaCheckState.error).toBeNull();
  });

  it("says 'Polygon düzenleme sırasında hata oluştu.' when the edited shape cannot be read, keeping the old one", () => {
    saveEditedPolygon("tarla", () => ({ points: [], area: 100 }));
    saveEditedPolygon("tarla", () => {
      throw new Error("geoman");
    });
    expect(areaCheckState.error).toBe("Polygon düzenleme sırasında hata oluştu.");
    expect(areaCheckState.areas.tarla).toBe("100");
  });
});

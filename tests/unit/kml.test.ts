import { describe, expect, it } from "vitest";
import { parseCoordinates, parseKml } from "../../scripts/lib/kml.ts";
import { parseDevVars } from "../../scripts/lib/dev-vars.ts";

const kml = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><Folder>
  <Placemark><name>dosya.kml</name>
    <ExtendedData><Data name="Ad"><value>Deneme Ovası</value></Data></ExtendedData>
    <MultiGeometry>
      <Polygon><outerBoundaryIs><LinearRing><coordinates>0,0,0 4,0,0 4,4,0 0,4,0 0,0,0</coordinates></LinearRing></outerBoundaryIs>
        <innerBoundaryIs><LinearRing><coordinates>1,1 2,1 2,2 1,2 1,1</coordinates></LinearRing></innerBoundaryIs>
      </Polygon>
      <Polygon><outerBoundaryIs><LinearRing><coordinates>10,10 11,10 11,11 10,10</coordinates></LinearRing></outerBoundaryIs></Polygon>
    </MultiGeometry>
  </Placemark>
  <Placemark><name>İkinci</name><Polygon><outerBoundaryIs><LinearRing><coordinates>
    5,5 6,5 6,6 5,5
  </coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>
</Folder></Document></kml>`;

describe("KML reader of the geo build", () => {
  it("reads every Placemark, every polygon of a MultiGeometry and every ring", () => {
    const features = parseKml(kml);
    expect(features).toHaveLength(2);
    expect(features[0]?.props["Ad"]).toBe("Deneme Ovası");
    expect(features[0]?.polygons).toHaveLength(2);
    expect(features[0]?.polygons[0]).toHaveLength(2);
    expect(features[0]?.polygons[0]?.[1]?.[0]).toEqual([1, 1]);
    expect(features[1]?.name).toBe("İkinci");
    expect(features[1]?.polygons[0]?.[0]).toHaveLength(4);
  });

  it("refuses a document that is not KML and a broken coordinate", () => {
    expect(() => parseKml("<gpx></gpx>")).toThrow(/Not a KML document/);
    expect(() => parseCoordinates("27.1,38.4 abc")).toThrow(/Invalid KML coordinate/);
  });
});

describe(".dev.vars parsing", () => {
  it("reads KEY=VALUE lines and ignores comments", () => {
    expect(parseDevVars('# c\nJWT_SECRET=abc\nADMIN_PASSWORD=\nADMIN_EMAIL="a@b.c"\n')).toEqual({
      JWT_SECRET: "abc",
      ADMIN_PASSWORD: "",
      ADMIN_EMAIL: "a@b.c",
    });
  });
});

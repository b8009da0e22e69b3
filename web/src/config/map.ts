/** Map constants: İzmir's centre, the zoom levels and the satellite tiles. */
export const IZMIR_CENTER: [number, number] = [38.4237, 27.1428];
export const PAGE_ZOOM = 10;
export const DISTRICT_ZOOM = 13;
export const NEIGHBOURHOOD_ZOOM = 15;
export const MAX_ZOOM = 18;
/** Satellite imagery, {z}/{y}/{x}. */
export const SATELLITE_TILES =
  "https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}";
/**
 * The tiles are asked with CORS (`crossorigin="anonymous"`): the service worker keeps readable copies of the tiles a
 * user viewed for use without a network (vite.config.ts, "uydu-karolari"); an opaque copy would count megabytes
 * against the browser's storage quota each.
 */
export const SATELLITE_CROSS_ORIGIN = "anonymous";
export const SATELLITE_ATTRIBUTION = "Uydu görüntüsü &copy; Esri, Maxar, Earthstar Geographics";

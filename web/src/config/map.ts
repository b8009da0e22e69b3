/** Map constants: İzmir's centre, the zoom levels and the satellite tiles. */
export const IZMIR_CENTER: [number, number] = [38.4237, 27.1428];
export const PAGE_ZOOM = 10;
export const DISTRICT_ZOOM = 13;
export const NEIGHBOURHOOD_ZOOM = 15;
export const MAX_ZOOM = 18;
/** Satellite imagery, {z}/{y}/{x}. */
export const SATELLITE_TILES =
  "https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}";
export const SATELLITE_ATTRIBUTION = "Uydu görüntüsü &copy; Esri, Maxar, Earthstar Geographics";

/** Every URL of the SPA and the API in one place. */
export const paths = {
  home: () => "/",
  calculation: (slug: string) => `/hesaplama/${slug}`,
  legacyCalculation: (slug: string) => `/${slug}`,
  sharedResult: (shareId: string) => `/sonuc/${shareId}`,
  api: {
    health: "/health/",
    locationCheck: "/location/check/",
    calculate: (slug: string) => `/calculations/${slug === "bag-evi" ? "bag-evi-v2" : slug}/`,
    structureTypes: "/calculations/yapi-turleri/",
    plantedAreaSettings: "/calculations/dikili-kontrol/",
    saveCalculation: "/calculations/save/",
    share: (id: string) => `/calculations/history/${encodeURIComponent(id)}/share/`,
    shared: (shareId: string) => `/calculations/shared/${encodeURIComponent(shareId)}/`,
    landTypes: (slug?: string) =>
      slug ? `/calculations/arazi-tipleri/?yapi_turu=${encodeURIComponent(slug)}` : "/calculations/arazi-tipleri/",
  },
  geo: {
    province: "/geo/izmir-sinir.geojson",
    plains: "/geo/buyuk-ovalar.geojson",
    places: "/geo/yerler.json",
  },
} as const;

export const PRODUCT_NAME = "Tarımsal Yapı Planlayıcı";

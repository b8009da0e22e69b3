/** Every URL of the SPA and the API in one place. */
import { versionQueryString, type VersionQuery } from "../lib/rule-version.ts";

export const paths = {
  home: () => "/",
  calculation: (slug: string) => `/hesaplama/${slug}`,
  legacyCalculation: (slug: string) => `/${slug}`,
  sharedResult: (shareId: string) => `/sonuc/${shareId}`,
  api: {
    health: "/health/",
    locationCheck: "/location/check/",
    /** The rule-set version with every structure type's descriptor (default: today's released version). */
    rules: (q: VersionQuery = {}) => `/rules/${versionQueryString(q)}`,
    /** A calculation, posted to the type's `api_yolu`. */
    calculate: (apiPath: string) => `/calculations/${encodeURIComponent(apiPath)}/`,
    plantedAreaSettings: (q: VersionQuery = {}) => `/calculations/dikili-kontrol/${versionQueryString(q)}`,
    saveCalculation: "/calculations/save/",
    share: (id: string) => `/calculations/history/${encodeURIComponent(id)}/share/`,
    shared: (shareId: string) => `/calculations/shared/${encodeURIComponent(shareId)}/`,
  },
  geo: {
    province: "/geo/izmir-sinir.geojson",
    plains: "/geo/buyuk-ovalar.geojson",
    places: "/geo/yerler.json",
  },
} as const;

export const PRODUCT_NAME = "Tarımsal Yapı Planlayıcı";

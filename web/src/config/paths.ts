/**
 * Every URL of the SPA and the API in one place (bulletproof-react's paths.ts): the pages come from
 * worker/core/contracts/paths.ts (the worker's mails and the prerender build use the same), each with its route
 * pattern (`path`), the older spellings that reach it (`aliases`) and a link builder (`getHref`); API paths are
 * relative to `paths.api.base`; the static geo files are served beside the SPA. No other module spells a URL.
 */
import { pages } from "@worker/core/contracts/paths.ts";
import { versionQueryString, type VersionQuery } from "./version-query.ts";

const enc = encodeURIComponent;

export const paths = {
  ...pages,
  /** The legislation page of a type, generated from the rule set; `surum` / `tarih` choose the version. */
  legislation: {
    path: pages.legislation.path,
    getHref: (slug: string, q: VersionQuery = {}) => pages.legislation.getHref(slug, versionQueryString(q)),
  },

  api: {
    base: "/api",
    health: "/health/",
    token: "/token/",
    tokenRefresh: "/token/refresh/",
    locationCheck: "/location/check/",
    /** The rule-set version with every structure type's descriptor (default: today's released version). */
    rules: (q: VersionQuery = {}) => `/rules/${versionQueryString(q)}`,
    /** A calculation, posted to the type's `api_yolu`. */
    calculate: (apiPath: string) => `/calculations/${enc(apiPath)}/`,
    parcelAnalysis: "/calculations/parsel-analizi/",
    /** The legislation page of one type (rules, formulas, thresholds, legal bases). */
    legislation: (slug: string, q: VersionQuery = {}) => `/rules/turler/${enc(slug)}/${versionQueryString(q)}`,
    plantedAreaSettings: (q: VersionQuery = {}) => `/calculations/dikili-kontrol/${versionQueryString(q)}`,
    /** The structure types a land type allows (`arazi_vasfi`), in a version. */
    structureTypes: (araziVasfi: string, q: VersionQuery = {}) => {
      const version = versionQueryString(q);
      return `/calculations/yapi-turleri/?arazi_vasfi=${enc(araziVasfi)}${version ? `&${version.slice(1)}` : ""}`;
    },
    saveCalculation: "/calculations/save/",
    /** A page of the saved calculations: the first, or the one after `cursor` (the previous page's next_cursor). */
    history: (cursor?: string) => `/calculations/history/${cursor ? `?cursor=${enc(cursor)}` : ""}`,
    historyItem: (id: string) => `/calculations/history/${enc(id)}/`,
    deleteCalculation: (id: string) => `/calculations/delete/${enc(id)}/`,
    share: (id: string) => `/calculations/history/${enc(id)}/share/`,
    shared: (shareId: string) => `/calculations/shared/${enc(shareId)}/`,
    /** Batch calculations (`/api/v1/batches`): the user's jobs, one job, its results file. */
    batches: {
      list: "/v1/batches",
      /** A CSV upload names the type and version in the query. */
      csv: (tur: string, surum?: string) => `/v1/batches?tur=${enc(tur)}${surum ? `&surum=${enc(surum)}` : ""}`,
      job: (id: string) => `/v1/batches/${enc(id)}`,
      results: (id: string, format: "csv" | "geojson") => `/v1/batches/${enc(id)}/sonuclar.${format}`,
    },
    admin: {
      requests: "/admin/requests/",
      outbox: "/admin/outbox/",
      audit: "/admin/audit/",
      decide: (id: number, decision: "approve" | "reject") => `/admin/requests/${id}/${decision}/`,
      apiKeys: "/admin/api-keys/",
      apiKey: (id: number) => `/admin/api-keys/${id}/`,
      ruleImpact: "/admin/rule-impact/",
    },
    accounts: {
      me: "/accounts/me/",
      logout: "/accounts/me/logout/",
      changePassword: "/accounts/me/password/",
      deleteAccount: "/accounts/me/delete-account/",
      register: "/accounts/register/",
      checkUsername: "/accounts/check-username/",
      checkEmail: "/accounts/check-email/",
      googleAuth: "/accounts/google/auth/",
      passwordResetRequest: "/accounts/password-reset-request/",
      resetPassword: "/accounts/reset-password/",
      setPassword: "/accounts/set-password/",
      sendVerification: "/accounts/send-verification/",
      verifyEmail: "/accounts/verify-email/",
      requestEmailChange: "/accounts/request-email-change/",
      confirmEmailChange: "/accounts/confirm-email-change/",
    },
  },
  /** The API's reference page (a link to open, not a call of the API client): every type's field names. */
  apiDocs: "/api/v1/docs",
  geo: {
    /** TopoJSON overlays (decoded by features/location/api.ts). */
    province: "/geo/izmir-sinir.topo.json",
    plains: "/geo/buyuk-ovalar.topo.json",
    places: "/geo/yerler.json",
  },
} as const;

/** Every path (pattern and aliases) a page answers on. */
export function pagePaths(page: { path: string; aliases?: readonly string[] }): string[] {
  return [page.path, ...(page.aliases ?? [])];
}

/** The login and registration pages (the header shows no buttons there; never a return URL). */
export const AUTH_PAGE_PATHS: readonly string[] = [...pagePaths(paths.login), ...pagePaths(paths.register)];
/** The logout pages (returning there after a login would log the user straight out again). */
export const LOGOUT_PAGE_PATHS: readonly string[] = pagePaths(paths.logout);

export { PRODUCT_NAME } from "@worker/core/contracts/product.ts";

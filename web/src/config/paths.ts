/**
 * Every URL of the SPA and the API in one place (bulletproof-react's paths.ts): each page has its route pattern
 * (`path`), the older spellings that reach it (`aliases`) and a link builder (`getHref`); API paths are relative to
 * `paths.api.base`; the static geo files are served beside the SPA. No other module spells a URL.
 */
import { versionQueryString, type VersionQuery } from "../lib/structure-types/rule-version.ts";

const enc = encodeURIComponent;

/** The query of a calculation page: the version first, then the re-opened inputs. */
function calculationQuery({ girdi, surum }: { girdi?: string | undefined; surum?: string | undefined }): string {
  const parts = [surum ? `surum=${enc(surum)}` : "", girdi ? `girdi=${enc(girdi)}` : ""].filter(Boolean);
  return parts.length ? `?${parts.join("&")}` : "";
}

export const paths = {
  home: { path: "/", getHref: () => "/" },
  login: { path: "/login", aliases: ["/auth/login"], getHref: () => "/login" },
  register: { path: "/register", aliases: ["/auth/register"], getHref: () => "/register" },
  /** Logs out and goes on to / (no page of its own). */
  logout: { path: "/logout", aliases: ["/auth/logout"], getHref: () => "/logout" },
  account: { path: "/account", getHref: () => "/account" },
  /** The administrator's page (the worker checks Cloudflare Access before it serves the shell here). */
  admin: { path: "/admin", getHref: () => "/admin" },
  emailVerification: { path: "/email-verification", getHref: () => "/email-verification" },
  /** Links the server mails (the uid and token also arrive as ?uid=&token= on the bare reset path). */
  verifyEmail: {
    path: "/verify-email/:uid/:token",
    getHref: (uid: string, token: string) => `/verify-email/${enc(uid)}/${enc(token)}`,
  },
  emailChange: {
    path: "/email-change/:uid/:token",
    getHref: (uid: string, token: string, newEmail: string) =>
      `/email-change/${enc(uid)}/${enc(token)}?new_email=${enc(newEmail)}`,
  },
  resetPassword: {
    path: "/reset-password/:uid/:token",
    aliases: ["/reset-password"],
    getHref: (uid: string, token: string) => `/reset-password/${enc(uid)}/${enc(token)}`,
  },
  setPassword: {
    path: "/set-password/:uid/:token",
    getHref: (uid: string, token: string) => `/set-password/${enc(uid)}/${enc(token)}`,
  },
  forgotPassword: { path: "/forgot-password", getHref: () => "/forgot-password" },
  /** A shared calculation, read-only. */
  sharedResult: { path: "/sonuc/:shareId", getHref: (shareId: string) => `/sonuc/${enc(shareId)}` },
  /**
   * The calculation page of a type; `girdi` re-opens a calculation with its inputs (see lib/reopen.ts), `surum`
   * names the rule-set version (a draft, or an earlier one).
   */
  calculation: {
    path: "/hesaplama/:slug",
    getHref: (slug: string, query: { girdi?: string; surum?: string } = {}) =>
      `/hesaplama/${enc(slug)}${calculationQuery(query)}`,
  },
  /** "Bu parselde ne yapabilirim?": every structure type on one parcel; `girdi` re-opens a saved analysis. */
  parcelAnalysis: {
    path: "/parsel-analizi",
    getHref: (query: { girdi?: string } = {}) => `/parsel-analizi${query.girdi ? `?girdi=${enc(query.girdi)}` : ""}`,
  },
  /** The legislation page of a type, generated from the rule set; `surum` / `tarih` choose the version. */
  legislation: {
    path: "/mevzuat/:slug",
    getHref: (slug: string, q: VersionQuery = {}) => `/mevzuat/${enc(slug)}${versionQueryString(q)}`,
  },
  /** The older form /{type}: its route stays last so every fixed path above wins. */
  legacyCalculation: {
    path: "/:slug",
    getHref: (slug: string, query: { surum?: string } = {}) => `/${enc(slug)}${calculationQuery(query)}`,
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
    admin: {
      requests: "/admin/requests/",
      outbox: "/admin/outbox/",
      audit: "/admin/audit/",
      decide: (id: number, decision: "approve" | "reject") => `/admin/requests/${id}/${decision}/`,
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

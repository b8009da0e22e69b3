/**
 * The SPA's page addresses, written once: each page's route pattern (`path`), the older spellings that reach it
 * (`aliases`) and a link builder (`getHref`). The SPA's routes and links (web/src/config/paths.ts, which adds the API
 * and the static files), the worker's mails and redirects and the prerender build (scripts/prerender.ts) all read
 * them here; no other module spells a page's address. Pure.
 */

const enc = encodeURIComponent;

/** The query of a calculation page: the version first, then the re-opened inputs. */
function calculationQuery({ girdi, surum }: { girdi?: string | undefined; surum?: string | undefined }): string {
  const parts = [surum ? `surum=${enc(surum)}` : "", girdi ? `girdi=${enc(girdi)}` : ""].filter(Boolean);
  return parts.length ? `?${parts.join("&")}` : "";
}

export const pages = {
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
   * The calculation page of a type; `girdi` re-opens a calculation with its inputs, `surum` names the rule-set
   * version (a draft, or an earlier one).
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
  /** "Toplu hesaplama": a signed-in user's batch calculations (upload, progress, results files). */
  batch: { path: "/toplu-hesaplama", getHref: () => "/toplu-hesaplama" },
  /** The legislation page of a type, generated from the rule set; `search` is the version's query (`?surum=…`). */
  legislation: {
    path: "/mevzuat/:slug",
    getHref: (slug: string, search = "") => `/mevzuat/${enc(slug)}${search}`,
  },
  /** The older form /{type}: its route stays last so every fixed path above wins. */
  legacyCalculation: {
    path: "/:slug",
    getHref: (slug: string, query: { surum?: string } = {}) => `/${enc(slug)}${calculationQuery(query)}`,
  },
} as const;

/** The fixed start of a page's pattern, up to its first parameter (`/reset-password/` of `/reset-password/:uid/:token`). */
export function pathPrefix(page: { path: string }): string {
  const param = page.path.indexOf(":");
  return param < 0 ? page.path : page.path.slice(0, param);
}

/** A page's pattern with every parameter as `*` (`/hesaplama/*`), as the assets' `_headers` file writes it. */
export function pathWildcard(page: { path: string }): string {
  return page.path.replace(/:[^/]+/g, "*");
}

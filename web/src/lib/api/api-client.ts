/**
 * The one API client: /api base, JSON, 10 000 ms timeout, errors normalised to fixed kinds and the Turkish
 * messages of worker/core/contracts/errors.ts. It adds the bearer token when one is stored and, on a 401,
 * exchanges the refresh token once and repeats the request; concurrent 401s share one refresh, and the tabs of the
 * browser take turns under one Web Lock (a tab that waited uses the token another tab just got). Every request
 * carries the tab's D1 bookmark and every answer's bookmark is kept (d1-bookmark.ts: read-your-writes on replicas).
 * A success also tells the session the server is reachable (a failed health check's banner goes at once).
 */
import { BOOKMARK_HEADER, rememberBookmark, storedBookmark } from "./d1-bookmark.ts";
import { accessToken, clearSession, refreshToken, serverAnswered, storeTokens } from "../session/session.ts";
import { saveCurrentLocation } from "../return-url.ts";
import { ERROR_CATALOGUE } from "@worker/core/contracts/errors.ts";
import { paths } from "../../config/paths.ts";

export const API_TIMEOUT_MS = 10_000;
export const SESSION_EXPIRED_MESSAGE = "Oturumunuz sona erdi. Lütfen tekrar giriş yapın.";

export type ApiErrorKind =
  | "NETWORK_ERROR"
  | "CORS_ERROR"
  | "VALIDATION_ERROR"
  | "AUTH_ERROR"
  | "PERMISSION_ERROR"
  | "RATE_LIMIT_ERROR"
  | "SERVER_ERROR"
  | "HTTP_ERROR"
  | "UNKNOWN_ERROR";

export class ApiClientError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    readonly fields?: Record<string, string[]>,
    /** The server's error code (e.g. account_inactive) and its own text, when it answered one. */
    readonly code?: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

interface ServerErrorBody {
  code?: unknown;
  detail?: unknown;
  message?: unknown;
  error?: unknown;
  non_field_errors?: unknown;
  fields?: Record<string, string[]>;
}

function firstText(body: ServerErrorBody): string | undefined {
  for (const v of [body.detail, body.message, body.error]) if (typeof v === "string" && v) return v;
  if (Array.isArray(body.non_field_errors) && typeof body.non_field_errors[0] === "string")
    return body.non_field_errors[0];
  return undefined;
}

export function errorFromResponse(status: number, body: ServerErrorBody): ApiClientError {
  const text = firstText(body);
  const code = typeof body.code === "string" ? body.code : undefined;
  const make = (kind: ApiErrorKind, message: string) =>
    new ApiClientError(kind, message, status, body.fields, code, text);
  switch (status) {
    case 400:
      return make("VALIDATION_ERROR", text ?? ERROR_CATALOGUE.validation_failed.detail);
    case 401:
      return make("AUTH_ERROR", text ?? "E-posta veya şifre hatalı.");
    case 403:
      return make("PERMISSION_ERROR", ERROR_CATALOGUE.forbidden.detail);
    case 429:
      return make("RATE_LIMIT_ERROR", ERROR_CATALOGUE.rate_limited.detail);
    case 500:
      return make("SERVER_ERROR", ERROR_CATALOGUE.internal_error.detail);
    default:
      return make("HTTP_ERROR", `Beklenmeyen hata oluştu (${status}). Lütfen tekrar deneyin.`);
  }
}

function networkError(): ApiClientError {
  return new ApiClientError("NETWORK_ERROR", "Bağlantı sorunu yaşanıyor. İnternet bağlantınızı kontrol edin.");
}

/**
 * Offline with nothing to answer: no network and no service worker (which answers what it keeps, e.g. the last rule
 * set, without one). The request is not even tried.
 */
function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false && !navigator.serviceWorker?.controller;
}

async function send(
  path: string,
  init: RequestInit,
  token: string | null,
  timeoutMs = API_TIMEOUT_MS,
): Promise<Response> {
  if (isOffline()) throw networkError();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const bookmark = storedBookmark();
  try {
    const res = await fetch(`${paths.api.base}${path}`, {
      ...init,
      signal: controller.signal,
      headers: {
        Accept: "application/json",
        ...(init.body ? { "Content-Type": "application/json" } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(bookmark ? { [BOOKMARK_HEADER]: bookmark } : {}),
        ...init.headers,
      },
    });
    rememberBookmark(res.headers.get(BOOKMARK_HEADER));
    return res;
  } catch {
    throw networkError();
  } finally {
    clearTimeout(timer);
  }
}

/** A failed session: everything stored is cleared, the user is told and sent to the login page. */
function endSession(): void {
  saveCurrentLocation();
  clearSession();
  window.alert(SESSION_EXPIRED_MESSAGE);
  window.location.assign(paths.login.getHref());
}

/** ok: the new access token; failed: the session is over; abandoned: logged out meanwhile (nothing to do). */
type RefreshOutcome = { kind: "ok"; access: string } | { kind: "failed" } | { kind: "abandoned" };

let refreshing: Promise<RefreshOutcome> | null = null;

/** The Web Lock every tab of the site refreshes under: one exchange of the stored refresh token at a time. */
export const REFRESH_LOCK_NAME = "tarimsal-yapi-planlayici/token-refresh";

/**
 * Runs `exchange` holding the cross-tab refresh lock. Without Web Locks (an old browser, a non-secure origin) it runs
 * at once: the server answers a refresh token reused within seconds of its rotation with the same session.
 */
function withRefreshLock<T>(exchange: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : (navigator.locks as LockManager | undefined);
  return typeof locks?.request === "function" ? locks.request(REFRESH_LOCK_NAME, exchange) : exchange();
}

/** Exchanges the stored refresh token for a new pair, unless another tab replaced `stale` while this one waited. */
function exchangeRefreshToken(stale: string): Promise<RefreshOutcome> {
  return withRefreshLock(async (): Promise<RefreshOutcome> => {
    const current = accessToken();
    // Logged out in another tab meanwhile: nothing to refresh. Refreshed in another tab: its token is ours too.
    if (current === null) return { kind: "abandoned" };
    if (current !== stale) return { kind: "ok", access: current };
    return exchangeStoredRefreshToken();
  });
}

async function exchangeStoredRefreshToken(): Promise<RefreshOutcome> {
  const refresh = refreshToken();
  if (!refresh) return { kind: "failed" };
  try {
    const res = await send(paths.api.tokenRefresh, { method: "POST", body: JSON.stringify({ refresh }) }, null);
    // A logout (here or in another tab) while the exchange ran: its answer no longer matters.
    if (refreshToken() !== refresh) return { kind: "abandoned" };
    if (!res.ok) return { kind: "failed" };
    const body = (await res.json().catch(() => null)) as { access?: unknown; refresh?: unknown } | null;
    if (typeof body?.access !== "string") return { kind: "failed" };
    storeTokens(body.access, typeof body.refresh === "string" ? body.refresh : undefined);
    return { kind: "ok", access: body.access };
  } catch {
    return refreshToken() === refresh ? { kind: "failed" } : { kind: "abandoned" };
  }
}

/**
 * Exchanges the refresh token for a new pair (`stale`: the access token the server refused); concurrent callers share
 * one exchange; a failure ends the session.
 */
function refreshSession(stale: string): Promise<RefreshOutcome> {
  refreshing ??= exchangeRefreshToken(stale).then((outcome) => {
    if (outcome.kind === "failed") endSession();
    return outcome;
  });
  const current = refreshing;
  void current.finally(() => {
    if (refreshing === current) refreshing = null;
  });
  return current;
}

// A wrong password on an authenticated call is not an expired session.
const NO_REFRESH_CODES = new Set(["invalid_credentials", "account_inactive"]);

async function readBody(res: Response): Promise<unknown> {
  return res.json().catch(() => ({}));
}

export interface ApiRequestOptions {
  /** false: no stored bearer token and no refresh (for calls that carry their own header). Default true. */
  auth?: boolean;
  /** How long the request may take until its answer starts (default API_TIMEOUT_MS; an upload may need more). */
  timeoutMs?: number;
}

/**
 * The successful answer of a request (its body unread), after at most one refresh of the session; an error answer
 * throws its ApiClientError.
 */
async function authorisedResponse(path: string, init: RequestInit, options: ApiRequestOptions): Promise<Response> {
  const useAuth = options.auth !== false && !path.startsWith(paths.api.token);
  const token = useAuth ? accessToken() : null;
  let res = await send(path, init, token, options.timeoutMs);

  if (res.status === 401 && token) {
    const body = (await readBody(res)) as ServerErrorBody;
    if (NO_REFRESH_CODES.has(String(body.code))) throw errorFromResponse(401, body ?? {});
    // Logged out meanwhile: nothing to refresh. Another request may already have refreshed this token.
    const current = accessToken();
    if (current === null) throw errorFromResponse(401, body ?? {});
    const outcome: RefreshOutcome = current !== token ? { kind: "ok", access: current } : await refreshSession(token);
    if (outcome.kind !== "ok") throw errorFromResponse(401, body ?? {});
    res = await send(path, init, outcome.access, options.timeoutMs);
  }

  if (!res.ok) throw errorFromResponse(res.status, ((await readBody(res)) ?? {}) as ServerErrorBody);
  serverAnswered();
  return res;
}

export async function apiRequest<T>(path: string, init: RequestInit = {}, options: ApiRequestOptions = {}): Promise<T> {
  return (await readBody(await authorisedResponse(path, init, options))) as T;
}

/** A file the API answers (e.g. a results CSV), as a Blob; errors as apiRequest's. */
export async function apiFile(path: string, options: ApiRequestOptions = {}): Promise<Blob> {
  const res = await authorisedResponse(path, { headers: { Accept: "*/*" } }, options);
  return res.blob();
}

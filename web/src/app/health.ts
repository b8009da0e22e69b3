/**
 * The server's health (GET /api/health/): the shell asks it when the page starts and whenever
 * the browser comes back online, and shows 'Sunucuya bağlanılamadı' while it fails. A failure's text is the
 * answer's detail, else its message, else the fallback 'Health check failed'. A healthy answer also says
 * whether the server offers Google sign-in (`sessionState.googleSignIn`, read by the login form).
 */
import type { HealthDto } from "@worker/core/contracts/api.ts";
import { paths } from "../config/paths.ts";
import { ApiClientError, apiRequest } from "../lib/api/api-client.ts";
import { serverAnswerCount, sessionState, setNetworkStatus } from "../lib/session/session.ts";

export const HEALTH_CHECK_FAILED = "Health check failed";
export const SERVER_UNREACHABLE = "Sunucuya bağlanılamadı";

export type Health = { ok: true; googleSignIn: boolean } | { ok: false; message: string; fromServer: boolean };

export async function checkHealth(): Promise<Health> {
  try {
    const answer = await apiRequest<HealthDto>(paths.api.health, {}, { auth: false });
    return { ok: true, googleSignIn: answer.google_sign_in === true };
  } catch (err) {
    if (err instanceof ApiClientError && err.status !== undefined && err.detail)
      return { ok: false, message: err.detail, fromServer: true };
    if (err instanceof ApiClientError && err.kind === "NETWORK_ERROR")
      return { ok: false, message: SERVER_UNREACHABLE, fromServer: false };
    return { ok: false, message: HEALTH_CHECK_FAILED, fromServer: false };
  }
}

/** While the health check fails it is asked again after this long, then twice as long each time… */
export const HEALTH_RETRY_FIRST_MS = 2_000;
/** …up to this long. */
export const HEALTH_RETRY_MAX_MS = 10_000;

/** The wait before the next health check after `failures` failed ones in a row. */
export function healthRetryDelayMs(failures: number): number {
  return Math.min(HEALTH_RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1), HEALTH_RETRY_MAX_MS);
}

/**
 * Follows navigator.onLine and the online/offline events; online, the server's health check (GET /api/health/)
 * decides: a failure counts as offline, with its reason, and is checked again with a short back-off
 * (healthRetryDelayMs: 2, 4, 8, then every 10 s), so the banner goes soon after the server is back. When the server
 * could not be reached, any other API request that succeeds clears it at once (lib/session/session.ts `serverAnswered`); the
 * `online` event checks again at once. Returns the unsubscribe function.
 */
export function watchNetworkStatus(): () => void {
  let retry: ReturnType<typeof setTimeout> | undefined;
  let run = 0;
  let failures = 0;
  const check = () => {
    clearTimeout(retry);
    const mine = ++run;
    if (!navigator.onLine) {
      sessionState.serverProblem = null;
      setNetworkStatus("offline");
      return;
    }
    const answersBefore = serverAnswerCount();
    void checkHealth().then((health) => {
      if (mine !== run) return;
      if (health.ok) {
        failures = 0;
        sessionState.serverProblem = null;
        sessionState.googleSignIn = health.googleSignIn;
        setNetworkStatus("online");
        return;
      }
      failures += 1;
      retry = setTimeout(check, healthRetryDelayMs(failures));
      // Could not reach the server, but another request got through meanwhile: it is back (the retry confirms it).
      if (!health.fromServer && serverAnswerCount() !== answersBefore) return;
      console.warn(`GET ${paths.api.health}: ${health.message}`);
      sessionState.serverProblem = { message: health.message, fromServer: health.fromServer };
      setNetworkStatus("offline");
    });
  };
  const networkChanged = () => {
    failures = 0;
    check();
  };
  check();
  window.addEventListener("online", networkChanged);
  window.addEventListener("offline", networkChanged);
  return () => {
    run++;
    clearTimeout(retry);
    window.removeEventListener("online", networkChanged);
    window.removeEventListener("offline", networkChanged);
  };
}

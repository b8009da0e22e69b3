/**
 * The server's health (GET /api/health/, shell document §7–8): the shell asks it when the page starts and whenever
 * the browser comes back online, and shows 'Sunucuya bağlanılamadı' while it fails. A failure's text is the
 * answer's detail, else its message, else 'Health check failed' (the spec's fallback). A healthy answer also says
 * whether the server offers Google sign-in (`sessionState.googleSignIn`, read by the login form).
 */
import type { HealthDto } from "../../../worker/contracts/api.ts";
import { paths } from "../config/paths.ts";
import { ApiClientError, apiRequest } from "./api-client.ts";
import { sessionState, setNetworkStatus } from "./session.ts";

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

/** While the server's health check fails, it is asked again this often. */
export const HEALTH_RETRY_MS = 30_000;

/**
 * Follows navigator.onLine and the online/offline events; online, the server's health check (GET /api/health/)
 * decides: a failure counts as offline, with its reason, and is retried every HEALTH_RETRY_MS. Returns the unsubscribe
 * function.
 */
export function watchNetworkStatus(): () => void {
  let retry: ReturnType<typeof setTimeout> | undefined;
  let run = 0;
  const update = () => {
    clearTimeout(retry);
    const mine = ++run;
    if (!navigator.onLine) {
      sessionState.serverProblem = null;
      setNetworkStatus("offline");
      return;
    }
    void checkHealth().then((health) => {
      if (mine !== run) return;
      if (health.ok) {
        sessionState.serverProblem = null;
        sessionState.googleSignIn = health.googleSignIn;
        setNetworkStatus("online");
        return;
      }
      console.warn(`GET ${paths.api.health}: ${health.message}`);
      sessionState.serverProblem = { message: health.message, fromServer: health.fromServer };
      setNetworkStatus("offline");
      retry = setTimeout(update, HEALTH_RETRY_MS);
    });
  };
  update();
  window.addEventListener("online", update);
  window.addEventListener("offline", update);
  return () => {
    run++;
    clearTimeout(retry);
    window.removeEventListener("online", update);
    window.removeEventListener("offline", update);
  };
}

import { useRegisterSW } from "virtual:pwa-register/react";
import { paths } from "../config/paths.ts";
import { keepStateInAddress } from "../lib/chunk-reload.ts";

/** How often an open tab asks whether a new version has been deployed (a phone may keep the tab for days). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * The first visit read today's rule set before the service worker existed: once it controls the page, the rule set
 * is asked for again through it, so the worker keeps it and the next visit calculates with no signal.
 */
function keepRuleSetOnFirstControl(): void {
  const sw = navigator.serviceWorker;
  if (!sw || sw.controller) return;
  sw.addEventListener(
    "controllerchange",
    () => void fetch(`${paths.api.base}${paths.api.rules()}`).catch(() => undefined),
    { once: true },
  );
}

/** Reloads once the new version controls the page (the waiting worker, told to skip waiting, takes over). */
function reloadOnNewVersion(): void {
  navigator.serviceWorker?.addEventListener("controllerchange", () => window.location.reload(), { once: true });
}

/**
 * The service worker (vite-plugin-pwa: the app's files kept for use without a network) and the prompt it gives when a
 * new version has been deployed: nothing changes under the reader until 'Yenile'; the reload then keeps the page's
 * form in the address (the calculation page's inputs, as a chunk reload does: lib/chunk-reload.ts).
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      keepRuleSetOnFirstControl();
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
    // The reload after 'Yenile' is the prompt's own (reloadOnNewVersion): the library reloads only a tab that a service
    // worker already controlled when it opened, not the tab of a first visit.
    onNeedReload() {},
  });
  if (!needRefresh) return null;
  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      <p>Uygulamanın yeni bir sürümü hazır. Girdiğiniz bilgiler yenilemeden sonra da korunur.</p>
      <div className="update-prompt__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            keepStateInAddress();
            reloadOnNewVersion();
            void updateServiceWorker(true);
          }}
        >
          Yenile
        </button>
        <button type="button" className="button" onClick={() => setNeedRefresh(false)}>
          Sonra
        </button>
      </div>
    </div>
  );
}

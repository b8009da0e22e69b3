/**
 * The reload-once handler for failed lazy chunks (web/src/lib/chunk-reload.ts): one reload per minute and tab
 * (sessionStorage guard), the calculation form put into the address as ?girdi= before it, and no loop when the
 * chunk fails again after the reload.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { calculationState } from "@web/features/calculation/form-state.ts";
import { formSnapshot } from "@web/features/calculation/form-snapshot.ts";
import {
  handlePreloadError,
  importWithoutReload,
  installChunkReload,
  isChunkLoadError,
  keepOnReload,
  RELOAD_GUARD_KEY,
  RELOAD_GUARD_MS,
  type ReloadDeps,
} from "@web/lib/chunk-reload.ts";
import { locationState } from "@web/entities/location/location-state.ts";
import { decodePrefill, reopenUrl } from "@web/entities/calculation/reopen.ts";

const preloadError = () => new Event("vite:preloadError", { cancelable: true });
let clock: number;
let reload: ReturnType<typeof vi.fn<() => void>>;
let deps: ReloadDeps;

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, "", "/hesaplama/sera");
  clock = Date.parse("2026-06-01T10:00:00Z");
  reload = vi.fn<() => void>();
  deps = { reload, now: () => clock };
});
afterEach(() => {
  sessionStorage.clear();
});

describe("reload once for a failed lazy chunk", () => {
  it("reloads on the first failure and cancels the error, then lets the next failure within a minute through", () => {
    const first = preloadError();
    expect(handlePreloadError(first, deps)).toBe(true);
    expect(first.defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).toBe(String(clock));

    // The reloaded page fails again: no second reload, the error reaches the route's boundary.
    clock += RELOAD_GUARD_MS - 1;
    const again = preloadError();
    expect(handlePreloadError(again, deps)).toBe(false);
    expect(again.defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    // A later deploy, more than a minute on: one reload again.
    clock += 1;
    expect(handlePreloadError(preloadError(), deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("does not reload offline (no new build to get): the failed import reaches its caller", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const event = preloadError();
    expect(handlePreloadError(event, deps)).toBe(false);
    expect(event.defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).toBeNull();
  });

  it("does not reload for an import asked without a server (the offline engine): its caller gets the failure", async () => {
    let failImport!: (err: Error) => void;
    const quiet = importWithoutReload(() => new Promise((_, reject) => (failImport = reject)));
    const event = preloadError();
    expect(handlePreloadError(event, deps)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    failImport(new Error("Failed to fetch dynamically imported module"));
    await expect(quiet).rejects.toThrow("Failed to fetch dynamically imported module");
    // Afterwards a failed chunk reloads again.
    expect(handlePreloadError(preloadError(), deps)).toBe(true);
  });

  it("does not reload when the guard cannot be stored (no loop without storage)", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("denied");
    });
    const event = preloadError();
    expect(handlePreloadError(event, deps)).toBe(false);
    expect(event.defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("listens to vite:preloadError on window once installed, and stops when uninstalled", () => {
    const uninstall = installChunkReload(deps);
    window.dispatchEvent(preloadError());
    expect(reload).toHaveBeenCalledTimes(1);
    uninstall();
    sessionStorage.clear();
    window.dispatchEvent(preloadError());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("puts the calculation form into the address as ?girdi= before reloading, so the reloaded page restores it", () => {
    locationState.point = { lat: 38.42, lng: 27.14 };
    Object.assign(calculationState, {
      slug: "sera",
      landType: "Tarla",
      emsalTuru: "marjinal",
      values: { alan_m2: "1234,5", sera_alani_m2: "", kapali_alan: true, yarim: "12a" },
      mevzuatTarihi: "2026-05-20",
    });
    const unregister = keepOnReload(() => reopenUrl("sera", formSnapshot()));
    handlePreloadError(preloadError(), deps);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe("/hesaplama/sera");
    const prefill = decodePrefill(new URLSearchParams(window.location.search).get("girdi"), [
      "alan_m2",
      "sera_alani_m2",
      "kapali_alan",
      "yarim",
    ]);
    expect(prefill).toEqual({
      point: { lat: 38.42, lng: 27.14 },
      landType: "Tarla",
      emsalTuru: "marjinal",
      values: { alan_m2: "1234,5", kapali_alan: true },
      havzaBeyani: null,
      run: true,
      mevzuatTarihi: "2026-05-20",
      surum: null,
    });

    // Another page (nothing registered): the reload keeps the address as it is.
    unregister();
    sessionStorage.clear();
    window.history.replaceState(null, "", "/account");
    handlePreloadError(preloadError(), deps);
    expect(window.location.pathname + window.location.search).toBe("/account");
    locationState.point = null;
  });

  it("tells a failed lazy import from other errors", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

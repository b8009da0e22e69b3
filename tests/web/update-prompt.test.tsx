/**
 * The new-version prompt (web/src/app/update-prompt.tsx): nothing changes until 'Yenile'; 'Yenile' puts the page's
 * form into the address (lib/chunk-reload.ts) and then lets the waiting service worker take over (which reloads);
 * 'Sonra' only hides the prompt. The service worker's registration (vite-plugin-pwa's hook) is replaced: jsdom has
 * none.
 */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keepOnReload } from "@web/lib/chunk-reload.ts";

const sw = vi.hoisted(() => ({
  needRefresh: false,
  setNeedRefresh: (_: boolean) => {},
  update: (_reload?: boolean) => Promise.resolve(),
  addressWhenUpdated: "",
}));

vi.mock("virtual:pwa-register/react", async () => {
  const { useState } = await import("react");
  return {
    useRegisterSW: () => {
      const [needRefresh, setNeedRefresh] = useState(sw.needRefresh);
      sw.setNeedRefresh = setNeedRefresh;
      return {
        needRefresh: [needRefresh, setNeedRefresh],
        offlineReady: [false, () => {}],
        updateServiceWorker: sw.update,
      };
    },
  };
});

const { UpdatePrompt } = await import("@web/app/update-prompt.tsx");

describe("the new-version prompt", () => {
  let unregister: () => void = () => {};
  beforeEach(() => {
    window.history.replaceState(null, "", "/hesaplama/sera");
    sw.needRefresh = false;
    sw.update = vi.fn((reload?: boolean) => {
      sw.addressWhenUpdated = `${location.pathname}${location.search}|${String(reload)}`;
      return Promise.resolve();
    });
  });
  afterEach(() => unregister());

  it("shows nothing while no new version waits", () => {
    render(<UpdatePrompt />);
    expect(screen.queryByTestId("update-prompt")).toBeNull();
  });

  it("appears when a new version waits, and 'Yenile' keeps the form in the address before the new version reloads", () => {
    unregister = keepOnReload(() => "/hesaplama/sera?girdi=abc");
    render(<UpdatePrompt />);
    act(() => sw.setNeedRefresh(true));
    const prompt = screen.getByTestId("update-prompt");
    expect(prompt.textContent).toContain("Uygulamanın yeni bir sürümü hazır.");
    expect(sw.update).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Yenile" }));
    expect(sw.update).toHaveBeenCalledTimes(1);
    expect(sw.addressWhenUpdated).toBe("/hesaplama/sera?girdi=abc|true");
  });

  it("'Sonra' hides it without updating", () => {
    render(<UpdatePrompt />);
    act(() => sw.setNeedRefresh(true));
    fireEvent.click(screen.getByRole("button", { name: "Sonra" }));
    expect(screen.queryByTestId("update-prompt")).toBeNull();
    expect(sw.update).not.toHaveBeenCalled();
  });
});

/** The toast store (web/src/lib/notifications.ts): closes after its time, and not while the toasts are held. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  dismiss,
  notificationsState,
  notify,
  pauseNotifications,
  resumeNotifications,
  TOAST_MS,
} from "@web/lib/notifications.ts";

const shown = () => notificationsState.items.map((n) => n.message);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  resumeNotifications();
  for (const n of [...notificationsState.items]) dismiss(n.id);
  vi.useRealTimers();
});

describe("toast timers", () => {
  it("closes a toast after 5 000 ms, or after the time it was given", () => {
    notify("success", "kaydedildi");
    notify("warning", "uzun", 6_000);
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(shown()).toEqual(["kaydedildi", "uzun"]);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual(["uzun"]);
    vi.advanceTimersByTime(1_000);
    expect(shown()).toEqual([]);
  });

  it("keeps every toast while held, then gives each the time it had left", () => {
    notify("info", "ilk");
    vi.advanceTimersByTime(4_000);
    pauseNotifications();
    notify("error", "sonra gelen");
    vi.advanceTimersByTime(60_000);
    expect(shown()).toEqual(["ilk", "sonra gelen"]);
    resumeNotifications();
    vi.advanceTimersByTime(999);
    expect(shown()).toEqual(["ilk", "sonra gelen"]);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual(["sonra gelen"]);
    vi.advanceTimersByTime(TOAST_MS - 1_000);
    expect(shown()).toEqual([]);
  });

  it("closes at once when dismissed, held or not, and a later resume does not bring it back", () => {
    const id = notify("success", "kapat");
    pauseNotifications();
    dismiss(id);
    expect(shown()).toEqual([]);
    resumeNotifications();
    vi.advanceTimersByTime(TOAST_MS);
    expect(shown()).toEqual([]);
  });
});

/**
 * Toasts (web/src/components/notification-region.tsx): shown in the polite region, closed after
 * 5 000 ms (fake timers: exactly), closable by hand; Alt+T moves the focus to the region.
 */
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NotificationRegion } from "@web/components/notification-region.tsx";
import { dismiss, notificationsState, notify, TOAST_MS } from "@web/lib/notifications.ts";

const region = () => screen.getByRole("region", { name: "Bildirimler (Alt+T)" });
/** A toast's text; it is preceded by its kind for screen readers ('Başarılı: …'). */
const toast = (message: string) =>
  within(region()).queryByText((_, el) => el?.tagName === "P" && el.textContent?.endsWith(message) === true);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const n of [...notificationsState.items]) dismiss(n.id);
});

describe("toasts", () => {
  it("closes a toast by itself 5 s after it appears, not before", async () => {
    render(<NotificationRegion />);
    await act(async () => void notify("success", "Başarıyla giriş yaptınız."));
    expect(toast("Başarıyla giriş yaptınız.")).toHaveTextContent("Başarılı: Başarıyla giriş yaptınız.");
    expect(TOAST_MS).toBe(5_000);
    await act(() => vi.advanceTimersByTimeAsync(4_999));
    expect(toast("Başarıyla giriş yaptınız.")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(toast("Başarıyla giriş yaptınız.")).not.toBeInTheDocument();
  });

  it("keeps a toast told to stay longer for its own time, and names the kind for screen readers", async () => {
    render(<NotificationRegion />);
    await act(async () => void notify("warning", "Manuel kontrol önerilir.", 8_000));
    expect(toast("Manuel kontrol önerilir.")).toHaveTextContent("Uyarı: Manuel kontrol önerilir.");
    await act(() => vi.advanceTimersByTimeAsync(7_999));
    expect(toast("Manuel kontrol önerilir.")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(toast("Manuel kontrol önerilir.")).not.toBeInTheDocument();
  });

  it("closes a toast with its close button", async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<NotificationRegion />);
    await act(async () => void notify("error", "Hesaplama kaydedilemedi"));
    await user.click(within(region()).getByRole("button", { name: "Bildirimi kapat" }));
    expect(toast("Hesaplama kaydedilemedi")).not.toBeInTheDocument();
  });

  it("moves the focus to the notifications with Alt+T", async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<NotificationRegion />);
    expect(region()).not.toHaveFocus();
    await user.keyboard("{Alt>}t{/Alt}");
    expect(region()).toHaveFocus();
  });
});

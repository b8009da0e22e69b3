/**
 * 'Hesaplamayı Kaydet': the title prefilled with the type, date, time and point;
 * the title checks before any request; the server's duplicate-title answer on the field; success closes with a
 * toast. The save request is a stub.
 */
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CalculationResult } from "@worker/core/contracts/calculation.ts";
import { ERROR_CATALOGUE } from "@worker/core/contracts/errors.ts";
import { SaveDialog } from "@web/features/calculation/components/save-dialog.tsx";
import { calculationState, resetForType } from "@web/features/calculation/form-state.ts";
import { calculationQuery } from "@web/features/calculation/use-calculation.ts";
import { HISTORY_KEY } from "@web/entities/saves/history-key.ts";
import { queryClient } from "@web/lib/query-client.ts";
import { clearPoint, locationState } from "@web/entities/location/location-state.ts";
import { dismiss, notificationsState } from "@web/lib/notifications.ts";
import { errorBody, stubApi, type ApiStub } from "./api-stub.ts";

let api: ApiStub;
const SAVE = "POST /api/calculations/save/";

function show(answer: Parameters<typeof stubApi>[0][string]) {
  api = stubApi({ [SAVE]: answer });
  const onClose = vi.fn();
  render(<SaveDialog label="Sera" slug="sera" onClose={onClose} />);
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const title = screen.getByLabelText("Başlık");
  const save = async () => {
    await user.click(screen.getByRole("button", { name: "Kaydet" }));
    await act(() => vi.advanceTimersByTimeAsync(0));
  };
  return { user, title, save, onClose };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-03-05T11:07:00Z") });
  resetForType("sera");
  // A shown result: the calculation's answer in the query cache, as the result panel found it.
  const submission = { apiPath: "sera", body: { arazi_vasfi: "Tarla", alan_m2: 5000 }, n: 1, focus: false };
  calculationState.submission = submission;
  queryClient.setQueryData(calculationQuery(submission).queryKey, {
    value: { success: true, data: {} } as unknown as CalculationResult,
    offline: false,
  });
  locationState.point = { lat: 38.41891, lng: 27.12874 };
});
afterEach(() => {
  clearPoint();
  for (const n of [...notificationsState.items]) dismiss(n.id);
});

describe("save dialog", () => {
  it("prefills the title with the type, the date and Istanbul time and the point to 4 decimals", () => {
    const f = show(() => ({ status: 201 }));
    expect(screen.getByRole("dialog", { name: "Hesaplamayı Kaydet" })).toBeVisible();
    expect(f.title).toHaveValue("Sera - 05.03.2026 14:07 (38.4189, 27.1287)");
  });

  it("refuses a blank and a one-character title with the title-length messages, without a request", async () => {
    const f = show(() => ({ status: 201 }));
    await f.user.clear(f.title);
    await f.user.type(f.title, "   ");
    await f.save();
    expect(f.title).toHaveAccessibleDescription("Hesaplama başlığı gereklidir");
    await f.user.clear(f.title);
    await f.user.type(f.title, " a ");
    await f.save();
    expect(f.title).toHaveAccessibleDescription("Başlık en az 2 karakter olmalıdır.");
    expect(api.calls).toEqual([]);
    expect(f.onClose).not.toHaveBeenCalled();
  });

  it("shows the server's duplicate-title answer on the title", async () => {
    const f = show(() => ({
      status: 409,
      body: errorBody("duplicate_title", ERROR_CATALOGUE.duplicate_title.detail),
    }));
    await f.user.clear(f.title);
    await f.user.type(f.title, "Bornova serası");
    await f.save();
    expect(f.title).toHaveAccessibleDescription(
      "Bu başlık ile zaten bir hesaplamanız mevcut. Farklı bir başlık deneyiniz.",
    );
    expect(f.onClose).not.toHaveBeenCalled();
  });

  it("saves the trimmed title and description with the calculation, announces it and closes", async () => {
    const f = show(() => ({ status: 201, body: { success: true, data: {} } }));
    const shownHistory = [...HISTORY_KEY, 1];
    queryClient.setQueryData(shownHistory, { pages: [], pageParams: [] });
    await f.user.clear(f.title);
    await f.user.type(f.title, "  Bornova serası ");
    await f.user.type(screen.getByLabelText(/^Açıklama/), "Kuzey parsel, 3 dönüm sera");
    await f.save();
    expect(api.callsOf(SAVE).map((c) => c.body)).toEqual([
      {
        calculation_type: "sera",
        parameters: { arazi_vasfi: "Tarla", alan_m2: 5000 },
        result: { success: true, data: {} },
        map_coordinates: { lat: 38.41891, lng: 27.12874 },
        title: "Bornova serası",
        description: "Kuzey parsel, 3 dönüm sera",
      },
    ]);
    expect(notificationsState.items.map((n) => n.message)).toContain("Hesaplama başarıyla kaydedildi!");
    // The history is refreshed: the cached list is marked stale, so every history view asks for it again.
    expect(queryClient.getQueryState(shownHistory)?.isInvalidated).toBe(true);
    expect(f.onClose).toHaveBeenCalledOnce();
  });
});

/**
 * The history list page by page (web/src/features/history/components/history-list.tsx): 'Daha fazla yükle' by
 * keyboard, its loading state, the focus on the first new item, a failed page with a retry, and 'Kopyala' reading
 * the full item (the list has no result text).
 */
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { HistoryList } from "@web/features/history/components/history-list.tsx";
import type { HistoryItem, HistorySummary } from "@web/features/history/history-item.ts";
import { clearSession, storeTokens, storeUser, type SessionUser } from "@web/lib/session/session.ts";
import { errorBody, heldAnswer, stubApi, type ApiCall } from "./api-stub.ts";
import { loadRepoRuleSet } from "./rules.ts";

const USER = { id: 31, username: "gecmis_sayfa", email: "g@ornek.com", role: "user" } as SessionUser;

const summary = (n: number): HistorySummary => ({
  id: `k${n}`,
  title: `Kayıt ${n}`,
  description: "",
  calculation_type: "sera",
  parameters: { alan_m2: 1000 + n, arazi_vasfi: "Tarla" },
  map_coordinates: null,
  share_id: null,
  created_at: `2026-01-01T10:${String(n).padStart(2, "0")}:00.000Z`,
  yeni_surum: null,
});
const newestFirst = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => summary(from - i));
const page = (items: HistorySummary[], next: string | null) => ({
  body: { success: true, data: items, next_cursor: next },
});
const cursorOf = (call: ApiCall) => new URL(call.url, "http://x").searchParams.get("cursor");

beforeEach(() => {
  clearSession();
  storeTokens("ey.erisim", "yenileme");
  storeUser(USER);
  loadRepoRuleSet();
});

function renderList() {
  return render(
    <MemoryRouter>
      <HistoryList />
    </MemoryRouter>,
  );
}

describe("history list pages", () => {
  it("loads the next page by keyboard, shows it is loading, then moves the focus to the first new item", async () => {
    const second = heldAnswer(page(newestFirst(20, 16), null));
    const history = stubApi({
      "GET /api/calculations/history/": (call) =>
        cursorOf(call) === "imlec-21" ? second.route(call) : page(newestFirst(40, 21), "imlec-21"),
    });
    const user = userEvent.setup();
    renderList();
    const list = await screen.findByRole("list", { name: "Kayıtlı hesaplamalar" });
    expect(within(list).getAllByTestId("history-entry")).toHaveLength(20);

    const more = screen.getByRole("button", { name: "Daha fazla yükle" });
    more.focus();
    await user.keyboard("{Enter}");
    await second.asked;
    expect(more).toHaveTextContent("Yükleniyor...");
    expect(more).toHaveAttribute("aria-disabled", "true");
    expect(more).toHaveFocus();
    await user.keyboard("{Enter}"); // a second press while loading asks nothing more
    await act(async () => second.release());

    expect(await screen.findByText("5 hesaplama daha yüklendi.")).toBeInTheDocument();
    expect(within(list).getAllByTestId("history-entry")).toHaveLength(25);
    expect(screen.getByRole("heading", { name: "Kayıt 20" })).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Daha fazla yükle" })).not.toBeInTheDocument();
    expect(history.callsOf("GET /api/calculations/history/").map(cursorOf)).toEqual([null, "imlec-21"]);
  });

  it("says so when a page fails and loads it on the next click", async () => {
    let failNext = true;
    stubApi({
      "GET /api/calculations/history/": (call) => {
        if (cursorOf(call) === null) return page(newestFirst(40, 21), "imlec-21");
        if (failNext) {
          failNext = false;
          return { status: 500, body: errorBody("internal_error", "Sunucu hatası oluştu.") };
        }
        return page(newestFirst(20, 1), null);
      },
    });
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole("button", { name: "Daha fazla yükle" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Daha fazla hesaplama yüklenemedi.");
    expect(screen.getAllByTestId("history-entry")).toHaveLength(20);
    await user.click(screen.getByRole("button", { name: "Daha fazla yükle" }));
    expect(await screen.findByText("20 hesaplama daha yüklendi.")).toBeInTheDocument();
    expect(screen.getAllByTestId("history-entry")).toHaveLength(40);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("copies the summary of the full item, whose result the list does not have", async () => {
    const full: HistoryItem = {
      ...summary(3),
      result: { data: { mesaj: "Sera yapılabilir.\nParsel alanı: 1.000 m²." } },
      kural_seti: null,
    };
    const api = stubApi({
      "GET /api/calculations/history/": () => page([summary(3)], null),
      "GET /api/calculations/history/k3/": () => ({ body: { success: true, data: full } }),
    });
    const user = userEvent.setup();
    const write = vi.spyOn(navigator.clipboard, "writeText");
    renderList();
    expect(await screen.findByRole("heading", { name: "Kayıt 3" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Daha fazla yükle" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Kopyala" }));
    expect(await screen.findByText("Hesaplama özeti panoya kopyalandı.")).toBeInTheDocument();
    expect(api.callsOf("GET /api/calculations/history/k3/")).toHaveLength(1);
    expect(write).toHaveBeenCalledWith(expect.stringContaining("Sonuç:\nSera yapılabilir.\nParsel alanı: 1.000 m²."));
  });
});

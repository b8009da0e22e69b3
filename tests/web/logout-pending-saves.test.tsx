/**
 * Logout with saves made offline still waiting in this browser (web/src/features/auth/components/logout-redirect.tsx):
 * a Turkish dialog says so and offers to send them (online), drop them, or stay signed in; after the logout nothing
 * of the account stays in the browser's storage (its waiting saves, its session, its history in the query cache).
 * Saves of another account on the device are not touched.
 */
import "fake-indexeddb/auto";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LogoutRedirect } from "@web/features/auth/components/logout-redirect.tsx";
import { HISTORY_KEY } from "@web/entities/saves/history-key.ts";
import { dropPendingSave, keepPendingSave, pendingSaves, type PendingSave } from "@web/entities/saves/pending-saves.ts";
import { queryClient } from "@web/lib/query-client.ts";
import {
  clearSession,
  sessionState,
  STORAGE_KEYS,
  storeTokens,
  storeUser,
  type SessionUser,
} from "@web/lib/session/session.ts";
import { stubApi, type ApiCall } from "./api-stub.ts";

const OWNER = 41;
const OTHER = 42;
const SAVE = "POST /api/calculations/save/";
const LOGOUT = "POST /api/accounts/me/logout/";
const USER = { id: OWNER, username: "cevrimdisi_ciftci", email: "c@ornek.com", role: "user" } as SessionUser;

const waitingSave = (key: string, owner: number, title: string): PendingSave => ({
  key,
  owner,
  keptAt: new Date(2026, 0, 1, 10, Number(key.slice(-1))).toISOString(),
  input: {
    calculation_type: "sera",
    parameters: { latitude: 38.42, longitude: 27.14, alan_m2: 5000, arazi_vasfi: "Tarla" },
    result: { success: true, data: {} },
    map_coordinates: null,
    title,
  },
});
const stored = (call: ApiCall) => ({
  status: 201,
  body: { success: true, data: { id: "k1", title: (call.body as { title: string }).title, result: {} } },
});

async function clearWaiting() {
  for (const owner of [OWNER, OTHER]) for (const s of await pendingSaves(owner)) await dropPendingSave(s.key);
}

beforeEach(async () => {
  await clearWaiting();
  clearSession();
  storeTokens("ey.erisim", "yenileme");
  storeUser(USER);
  queryClient.setQueryData([...HISTORY_KEY, "sayfa"], { items: ["Tarla serası"] });
  await keepPendingSave(waitingSave("bekleyen-1", OWNER, "Tarla serası"));
  await keepPendingSave(waitingSave("bekleyen-2", OWNER, "Bağ evi"));
  await keepPendingSave(waitingSave("baskasi-3", OTHER, "Başkasının kaydı"));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await clearWaiting();
});

function renderLogout() {
  render(
    <MemoryRouter initialEntries={["/hesabim", "/logout"]} initialIndex={1}>
      <Routes>
        <Route path="/" element={<h1>Ana sayfa</h1>} />
        <Route path="/hesabim" element={<h1>Hesabım</h1>} />
        <Route path="/logout" element={<LogoutRedirect />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

/** Nothing of the account is readable in the browser any more; the other account's save still waits. */
async function expectNothingLeft() {
  expect(await pendingSaves(OWNER)).toEqual([]);
  expect((await pendingSaves(OTHER)).map((s) => s.key)).toEqual(["baskasi-3"]);
  for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  expect(sessionState.user).toBeNull();
  expect(queryClient.getQueriesData({ queryKey: HISTORY_KEY })).toEqual([]);
}

describe("logout with saves waiting in this browser", () => {
  it("asks first; 'Silip çıkış yap' drops them and logs out", async () => {
    const api = stubApi({ [LOGOUT]: () => ({ body: { success: true } }) });
    const user = renderLogout();
    const dialog = await screen.findByRole("dialog", { name: "Gönderilmemiş kayıtlar" });
    expect(dialog).toHaveAccessibleDescription(
      "Çevrimdışıyken yaptığınız 2 kayıt henüz gönderilmedi. Çıkış yaparsanız bu cihazdan silinir.",
    );
    expect(sessionState.user).not.toBeNull(); // nothing is cleared before the answer
    await user.click(within(dialog).getByRole("button", { name: "Silip çıkış yap" }));
    await screen.findByRole("heading", { name: "Ana sayfa" });
    await expectNothingLeft();
    expect(api.callsOf(SAVE)).toEqual([]);
    expect(api.callsOf(LOGOUT)).toHaveLength(1);
  });

  it("'Gönder ve çıkış yap' sends them with their keys, then logs out", async () => {
    const api = stubApi({ [SAVE]: stored, [LOGOUT]: () => ({ body: { success: true } }) });
    const user = renderLogout();
    const dialog = await screen.findByRole("dialog", { name: "Gönderilmemiş kayıtlar" });
    await user.click(within(dialog).getByRole("button", { name: "Gönder ve çıkış yap" }));
    await screen.findByRole("heading", { name: "Ana sayfa" });
    expect(api.callsOf(SAVE).map((c) => c.headers["idempotency-key"])).toEqual(["bekleyen-1", "bekleyen-2"]);
    expect(api.callsOf(SAVE).every((c) => c.headers["authorization"] === "Bearer ey.erisim")).toBe(true);
    await expectNothingLeft();
  });

  it("keeps the dialog open with what could not be sent, and sends nothing without a connection", async () => {
    const api = stubApi({ [SAVE]: () => "network-error" });
    const user = renderLogout();
    const dialog = await screen.findByRole("dialog", { name: "Gönderilmemiş kayıtlar" });
    await user.click(within(dialog).getByRole("button", { name: "Gönder ve çıkış yap" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("2 kayıt gönderilemedi.");
    expect(sessionState.user).not.toBeNull();
    expect(await pendingSaves(OWNER)).toHaveLength(2);
    expect(api.callsOf(SAVE)).toHaveLength(1);

    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    window.dispatchEvent(new Event("offline"));
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Gönder ve çıkış yap" })).toBeDisabled());
    expect(dialog).toHaveTextContent("Göndermek için internet bağlantısı gerekir.");
  });

  it("'Vazgeç' stays signed in with the saves waiting, on the page left", async () => {
    stubApi({});
    const user = renderLogout();
    const dialog = await screen.findByRole("dialog", { name: "Gönderilmemiş kayıtlar" });
    await user.click(within(dialog).getByRole("button", { name: "Vazgeç" }));
    await screen.findByRole("heading", { name: "Hesabım" });
    expect(sessionState.user?.id).toBe(OWNER);
    expect(await pendingSaves(OWNER)).toHaveLength(2);
  });

  it("logs out at once, without a dialog, when nothing waits", async () => {
    await dropPendingSave("bekleyen-1");
    await dropPendingSave("bekleyen-2");
    stubApi({ [LOGOUT]: () => ({ body: { success: true } }) });
    renderLogout();
    await screen.findByRole("heading", { name: "Ana sayfa" });
    expect(screen.queryByRole("dialog")).toBeNull();
    await expectNothingLeft();
  });
});

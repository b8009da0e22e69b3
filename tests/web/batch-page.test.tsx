/**
 * 'Toplu hesaplama' (web/src/features/batch/components/batch-page.tsx): a CSV upload goes out as text/csv with the
 * chosen type, the started batch's state is polled until it is done (progress bar and announced state), its results
 * are downloaded with the session, and an API error shows its Turkish detail.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BatchDto } from "@worker/core/contracts/batches.ts";
import { BatchPage } from "@web/features/batch/components/batch-page.tsx";
import { setCurrentBatch } from "@web/features/batch/state.ts";
import { takeReturnUrl } from "@web/lib/return-url.ts";
import { clearSession, storeTokens, storeUser, type SessionUser } from "@web/lib/session/session.ts";
import { errorBody, stubApi, type Answer } from "./api-stub.ts";
import { loadRepoRuleSet } from "./rules.ts";

const USER = { id: 41, username: "toplu_kullanici", email: "t@ornek.com", role: "user" } as SessionUser;
const CSV =
  "id,enlem,boylam,arazi_vasfi,alan_m2,sera_alani_m2\nP1,38.42,27.13,Tarla,5000,2000\nP2,38.43,27.13,Tarla,6000,2500\nP3,38.44,27.13,Tarla,7000,3000\n";

const batch = (over: Partial<BatchDto>): BatchDto => ({
  id: "is-1",
  tur: "sera",
  surum: "2.0.0",
  durum: "kuyrukta",
  toplam: 3,
  tamamlanan: 0,
  hatali: 0,
  olusturulma: "2026-05-01T10:00:00.000Z",
  ...over,
});

const EARLIER = batch({ id: "eski-1", durum: "tamam", tamamlanan: 5, toplam: 5, hatali: 1 });

beforeEach(() => {
  clearSession();
  storeTokens("ey.erisim", "yenileme");
  storeUser(USER);
  loadRepoRuleSet();
  setCurrentBatch(null);
});
afterEach(() => clearSession());

function renderPage() {
  return render(
    <MemoryRouter initialEntries={["/toplu-hesaplama"]}>
      <BatchPage />
    </MemoryRouter>,
  );
}

async function chooseCsvAndType(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(
    screen.getByLabelText("Parsel dosyası (CSV, GeoJSON, KML veya KMZ)"),
    new File([CSV], "parseller.csv", { type: "text/csv" }),
  );
  expect(await screen.findByText(/3 parsel/)).toHaveTextContent("Seçilen dosya: parseller.csv — 3 parsel");
  await user.selectOptions(screen.getByLabelText("Yapı türü"), "sera");
}

describe("batch page", () => {
  it("uploads a CSV as text/csv, polls the batch until it is done and downloads its results", async () => {
    const states: Answer[] = [
      { body: batch({ durum: "kuyrukta" }) },
      { body: batch({ durum: "calisiyor", tamamlanan: 1 }) },
      { body: batch({ durum: "tamam", tamamlanan: 3, hatali: 1 }) },
    ];
    let listed: BatchDto[] = [EARLIER];
    const api = stubApi({
      "GET /api/accounts/me/": () => ({ body: USER }),
      "GET /api/v1/batches": () => ({ body: { success: true, data: listed } }),
      "POST /api/v1/batches": () => {
        listed = [batch({}), EARLIER];
        return { status: 202, body: { id: "is-1" } };
      },
      "GET /api/v1/batches/is-1": () => states.shift() ?? { body: batch({ durum: "tamam", tamamlanan: 3, hatali: 1 }) },
      "GET /api/v1/batches/is-1/sonuclar.csv": () => ({ body: "id,izin_durumu\nP1,izin_verilebilir\n" }),
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole("list", { name: "Toplu hesaplamalarınız" })).toHaveTextContent(
      "5 / 5 parsel, 1 hatalı",
    );

    await chooseCsvAndType(user);
    await user.click(screen.getByRole("button", { name: "Hesaplamayı başlat" }));

    const [post] = api.callsOf("POST /api/v1/batches");
    expect(post!.headers["content-type"]).toBe("text/csv");
    expect(post!.headers["authorization"]).toBe("Bearer ey.erisim");
    expect(new URL(post!.url, "http://x").searchParams.get("tur")).toBe("sera");
    expect(post!.body).toBe(CSV);

    const current = await screen.findByRole("region", { name: "Başlatılan hesaplama" });
    const bar = within(current).getByRole("progressbar", { name: "Hesaplanan parseller" });
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuetext", "1 / 3 parsel, 0 hatalı"));
    expect(within(current).getByRole("status")).toHaveTextContent("Çalışıyor");
    await waitFor(() =>
      expect(within(current).getByRole("status")).toHaveTextContent("Tamamlandı: 3 / 3 parsel, 1 hatalı"),
    );
    expect(bar).toHaveAttribute("aria-valuenow", "3");
    expect(api.callsOf("GET /api/v1/batches/is-1")).toHaveLength(3);

    const createObjectURL = vi.fn((_: Blob) => "blob:sonuclar");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    await user.click(within(current).getByRole("button", { name: "Sonuçları indir (CSV)" }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe("toplu-hesaplama-is-1.csv");
    expect(await createObjectURL.mock.calls[0]![0].text()).toContain("P1,izin_verilebilir");
    const [download] = api.callsOf("GET /api/v1/batches/is-1/sonuclar.csv");
    expect(download!.headers["authorization"]).toBe("Bearer ey.erisim");
    expect(within(current).getByRole("button", { name: "Sonuçları indir (GeoJSON)" })).toBeInTheDocument();
    // The polling stopped with the finished state.
    expect(api.callsOf("GET /api/v1/batches/is-1")).toHaveLength(3);
  });

  it("shows the API's Turkish detail when the upload is refused", async () => {
    stubApi({
      "GET /api/accounts/me/": () => ({ body: USER }),
      "GET /api/v1/batches": () => ({ body: { success: true, data: [] } }),
      "POST /api/v1/batches": () => ({
        status: 413,
        body: errorBody("payload_too_large", "İstek gövdesi çok büyük."),
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await chooseCsvAndType(user);
    await user.click(screen.getByRole("button", { name: "Hesaplamayı başlat" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("İstek gövdesi çok büyük.");
    expect(screen.queryByRole("region", { name: "Başlatılan hesaplama" })).not.toBeInTheDocument();
  });

  it("words an unknown type in Turkish, never the catalogue's English code text", async () => {
    stubApi({
      "GET /api/accounts/me/": () => ({ body: USER }),
      "GET /api/v1/batches": () => ({ body: { success: true, data: [] } }),
      "POST /api/v1/batches": () => ({
        status: 400,
        body: errorBody("unsupported_structure_type", "Unsupported structure type: sera"),
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await chooseCsvAndType(user);
    await user.click(screen.getByRole("button", { name: "Hesaplamayı başlat" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Seçilen yapı türü bu kural seti sürümünde yok.");
    expect(alert).not.toHaveTextContent("Unsupported");
  });

  it("sends a signed-out visitor to the login page, which brings them back here", async () => {
    clearSession();
    stubApi({});
    render(
      <MemoryRouter initialEntries={["/toplu-hesaplama"]}>
        <Routes>
          <Route path="/toplu-hesaplama" element={<BatchPage />} />
          <Route path="/login" element={<p>Giriş sayfası</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText("Giriş sayfası")).toBeInTheDocument();
    expect(takeReturnUrl()).toBe("/toplu-hesaplama");
  });

  it("refuses a file without coordinates before uploading it, with a Turkish message", async () => {
    const api = stubApi({
      "GET /api/accounts/me/": () => ({ body: USER }),
      "GET /api/v1/batches": () => ({ body: { success: true, data: [] } }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.upload(
      screen.getByLabelText("Parsel dosyası (CSV, GeoJSON, KML veya KMZ)"),
      new File(["id,alan_m2\nP1,5000\n"], "eksik.csv", { type: "text/csv" }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("CSV dosyasında enlem ve boylam sütunları olmalıdır");
    await user.click(screen.getByRole("button", { name: "Hesaplamayı başlat" }));
    expect(screen.getByRole("alert")).toBeInTheDocument();
    expect(api.callsOf("POST /api/v1/batches")).toHaveLength(0);
  });
});

/**
 * The legislation alerts (issue #52): the admin page's 'Mevzuat değişikliğinin etkisi' shows each version's counts
 * and the recount's progress and starts a recount with 'Yeniden say'; the profile's "Mevzuat değiştiğinde e-posta
 * ile haber ver" is off by default and saved as soon as it is ticked.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { RuleImpactAnswer } from "@worker/core/contracts/rule-impact.ts";
import { RuleImpactSection } from "@web/features/admin/components/rule-impact-section.tsx";
import { AccountPage } from "@web/features/account/components/account-page.tsx";
import { queryClient } from "@web/lib/query-client.ts";
import { clearSession, storeTokens, storeUser, type SessionUser } from "@web/lib/session/session.ts";
import { stubApi } from "./api-stub.ts";

const RUN = {
  id: "r1",
  durum: "calisiyor" as const,
  toplam: 100_000,
  tamamlanan: 40_000,
  baslangic: "2026-11-28T10:00:00.000Z",
  guncelleme: "2026-11-28T10:00:10.000Z",
};

function answer(run: RuleImpactAnswer["calisma"]): RuleImpactAnswer {
  return {
    success: true,
    data: [
      {
        surum: "1.0.0",
        yonetmelik: "2017 Yönetmeliği",
        durum: "yururlukte",
        kayitli: 100_000,
        degisen: 0,
        izinden_redde: 0,
        redden_izne: 0,
        sayim: "2026-11-28T10:00:00.000Z",
      },
      {
        surum: "2.0.0",
        yonetmelik: "2026 Yönetmeliği",
        durum: "taslak",
        kayitli: 100_000,
        degisen: 50_000,
        izinden_redde: 48_000,
        redden_izne: 1_000,
        sayim: "2026-11-28T10:00:00.000Z",
      },
    ],
    calisma: run,
  };
}

beforeEach(() => queryClient.clear());
afterEach(() => clearSession());

describe("'Mevzuat değişikliğinin etkisi' on /admin", () => {
  it("shows each version's counts and the recount's progress, and starts a recount", async () => {
    let current = answer({ ...RUN, durum: "tamam", tamamlanan: 100_000 });
    const api = stubApi({
      "GET /api/admin/rule-impact/": () => ({ body: current }),
      "POST /api/admin/rule-impact/": () => {
        current = answer(RUN);
        return { status: 202, body: { success: true, message: "Yeniden sayım başladı.", calisma: RUN } };
      },
    });
    const user = userEvent.setup();
    render(<RuleImpactSection />);
    const section = screen.getByRole("region", { name: "Mevzuat değişikliğinin etkisi" });
    const table = await within(section).findByRole("table");
    const draft = within(table).getByRole("row", { name: /2\.0\.0/ });
    expect(
      within(draft)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["2.0.0 — 2026 Yönetmeliği", "Taslak", "100.000", "50.000", "48.000", "1.000"]);
    expect(within(section).getByText(/Sayım: Tamamlandı — 100\.000 \/ 100\.000 hesaplama/)).toBeInTheDocument();

    await user.click(within(section).getByRole("button", { name: "Yeniden say" }));
    expect(api.callsOf("POST /api/admin/rule-impact/")).toHaveLength(1);
    expect(await within(section).findByRole("status")).toHaveTextContent("Yeniden sayım başladı.");
    await waitFor(() =>
      expect(within(section).getByText(/Sayım: Sayılıyor — 40\.000 \/ 100\.000/)).toBeInTheDocument(),
    );
    expect(within(section).getByRole("progressbar", { name: "Sayımın ilerlemesi" })).toHaveAttribute("value", "40000");
    expect(within(section).getByRole("button", { name: "Sayılıyor..." })).toBeDisabled();
  });
});

describe("the profile's legislation alerts", () => {
  const USER: SessionUser = {
    id: 7,
    username: "bildirim_profil",
    email: "bildirim@ornek.com",
    first_name: "",
    last_name: "",
    is_active: true,
    email_verified: true,
    role: "user",
    mevzuat_bildirimi: false,
    profile: { created_at: "2026-03-01T10:00:00.000Z" },
  };

  it("is off by default and saved with PATCH /api/accounts/me/ when ticked", async () => {
    storeTokens("ey.erisim", "yenileme");
    storeUser(USER);
    let stored = USER;
    const api = stubApi({
      "GET /api/accounts/me/": () => ({ body: stored }),
      "PATCH /api/accounts/me/": (call) => {
        stored = { ...stored, ...(call.body as Partial<SessionUser>) };
        return { body: { success: true, message: "Profil güncellendi.", data: stored } };
      },
    });
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <AccountPage />
      </MemoryRouter>,
    );
    const box = screen.getByRole("checkbox", { name: "Mevzuat değiştiğinde e-posta ile haber ver" });
    expect(box).not.toBeChecked();
    await user.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(api.callsOf("PATCH /api/accounts/me/").map((c) => c.body)).toEqual([{ mevzuat_bildirimi: true }]);
  });
});

/**
 * A calculation page of a type today's version does not have (web/src/app/routes/type-not-in-version.tsx): reached
 * without ?surum=, it opens again under the nearest later version that defines the type (a draft, found through the
 * version list), with the version in its address and the draft banner; a type no version has, or an address naming a
 * version, stays 'Sayfa bulunamadı'. A type a version keeps only to refuse it links to the same calculation under the
 * last version that defined it. The API is a stub answering the repository's versions, the draft with one made-up
 * type added (the mechanism is not tied to a type of the real draft).
 */
import { render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { RuleSetDto } from "@worker/core/contracts/rule-set.ts";
import { CalculationPage } from "@web/app/routes/calculation-page.tsx";
import { repoRuleSet } from "../unit/repo-rule-set.ts";
import { stubApi, type ApiStub } from "./api-stub.ts";
import { loadRepoRuleSet, setRuleSet } from "./rules.ts";

// The map and the result are not what this is about (Leaflet does not run in jsdom).
vi.mock("@web/features/location/components/location-section.tsx", () => ({ LocationSection: () => null }));
vi.mock("@web/features/calculation/components/result-panel.tsx", () => ({ ResultPanel: () => null }));

const TODAY = repoRuleSet("1.0.0");
const REAL_DRAFT = repoRuleSet("2.0.0");
const NEW_SLUG = "deneme-yeni-tur";
const NEW_LABEL = "Deneme yeni türü";
const template = REAL_DRAFT.turler.find((t) => t.slug === "sera")!;
/** The draft as the API answers it, with a type only it has. */
const DRAFT: RuleSetDto = {
  ...REAL_DRAFT,
  turler: [...REAL_DRAFT.turler, { ...template, id: 999, slug: NEW_SLUG, label: NEW_LABEL, kod: "DEN" }],
};

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

function show(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/hesaplama/:slug" element={<CalculationPage />} />
        <Route path="/:slug" element={<CalculationPage />} />
      </Routes>
      <Address />
    </MemoryRouter>,
  );
}

/** GET /api/rules/?surum=… answers the versions by number (the draft with the made-up type). */
function stubVersions(): ApiStub {
  const bySurum: Record<string, RuleSetDto> = { "1.0.0": TODAY, "2.0.0": DRAFT };
  return stubApi({
    "GET /api/rules/": (call) => {
      const surum = new URL(call.url, "http://x").searchParams.get("surum") ?? "";
      const data = bySurum[surum];
      if (!data) return { status: 404, body: { success: false, code: "not_found", detail: `yok: ${surum}` } };
      return { body: { success: true, data, message: "" } };
    },
  });
}

const address = () => screen.getByTestId("address").textContent;

beforeEach(() => loadRepoRuleSet());

describe("a type only a later version has", () => {
  it("the repository lists a released version in force and a later draft (what the cases rely on)", () => {
    expect(TODAY.kural_seti.durum).toBe("yayinda");
    expect(TODAY.surumler.map((v) => v.surum)).toEqual(["1.0.0", "2.0.0"]);
    expect(REAL_DRAFT.kural_seti.durum).toBe("taslak");
    expect(TODAY.turler.some((t) => t.slug === NEW_SLUG)).toBe(false);
  });

  it("opens without ?surum= under the draft that defines it: the version in the address, the draft banner", async () => {
    const api = stubVersions();
    show(`/hesaplama/${NEW_SLUG}`);
    await waitFor(() => expect(address()).toBe(`/hesaplama/${NEW_SLUG}?surum=2.0.0`));
    expect(await screen.findByRole("heading", { level: 1, name: NEW_LABEL })).toBeInTheDocument();
    const banner = await screen.findByTestId("draft-banner");
    expect(banner).toHaveTextContent("Taslak — yürürlükte değil");
    expect(banner).toHaveTextContent("2026 Yönetmeliği (kural seti 2.0.0) henüz yayımlanmadı");
    expect(screen.queryByText("Sayfa bulunamadı")).not.toBeInTheDocument();
    // Today's version has no such calculation to go back to.
    expect(screen.queryByRole("link", { name: "Yürürlükteki sürümle hesapla" })).not.toBeInTheDocument();
    expect(screen.getByText(/Bu yapı türü yürürlükteki sürümde yok\./)).toBeInTheDocument();
    expect(api.callsOf("GET /api/rules/").map((c) => c.url)).toEqual(["/api/rules/?surum=2.0.0"]);
  });

  it("keeps the other parts of the address (the older /{type} form too)", async () => {
    stubVersions();
    show(`/${NEW_SLUG}?x=1`);
    await waitFor(() => expect(address()).toBe(`/${NEW_SLUG}?x=1&surum=2.0.0`));
    expect(await screen.findByTestId("draft-banner")).toBeInTheDocument();
  });

  it("a type no version has stays 'Sayfa bulunamadı' once the later versions are asked", async () => {
    const api = stubVersions();
    show("/hesaplama/uzay-ussu");
    expect(await screen.findByTestId("unsupported-type")).toHaveTextContent("Hesaplama türü desteklenmiyor: uzay-ussu");
    expect(screen.getByRole("heading", { level: 1, name: "Sayfa bulunamadı" })).toBeInTheDocument();
    expect(address()).toBe("/hesaplama/uzay-ussu");
    expect(api.callsOf("GET /api/rules/")).toHaveLength(1);
  });

  it("an address naming a version is kept: no other version is tried", async () => {
    const api = stubVersions();
    show(`/hesaplama/${NEW_SLUG}?surum=1.0.0`);
    expect(await screen.findByTestId("unsupported-type")).toBeInTheDocument();
    expect(address()).toBe(`/hesaplama/${NEW_SLUG}?surum=1.0.0`);
    expect(api.callsOf("GET /api/rules/").map((c) => c.url)).toEqual(["/api/rules/?surum=1.0.0"]);
  });
});

describe("a type the draft no longer defines", () => {
  const refused = REAL_DRAFT.turler.find((t) => t.mevzuat_durumu.kod === "tanimli_degil")!;

  it("shows the reason and links to the same calculation under the last version that defined it", async () => {
    expect(TODAY.turler.find((t) => t.slug === refused.slug)?.mevzuat_durumu.kod).not.toBe("tanimli_degil");
    stubVersions();
    show(`/hesaplama/${refused.slug}?surum=2.0.0`);
    expect(await screen.findByTestId("draft-banner")).toBeInTheDocument();
    expect(screen.getByRole("note")).toHaveTextContent(refused.mevzuat_durumu.not!);
    // For the days before the change of the regulation, 1.0.0 (the last version defining the type) applies; the
    // draft has no date in force, so the link names none.
    expect(REAL_DRAFT.kural_seti.yururluk_tarihi).toBeNull();
    const name = "Yönetmelik değişikliğinden önceki tarihler için 1.0.0 ile hesaplayın";
    const link = await screen.findByRole("link", { name });
    expect(link).toHaveAttribute("href", `/hesaplama/${refused.slug}?surum=1.0.0`);
  });

  it("names the day the version that dropped the type took effect, once it is published", async () => {
    const published = TODAY.surumler.map((v) =>
      v.surum === "2.0.0" ? { ...v, durum: "yayinda" as const, yururluk_tarihi: "2026-04-15" } : v,
    );
    setRuleSet({}, { ...TODAY, surumler: published });
    stubVersions();
    show(`/hesaplama/${refused.slug}?surum=2.0.0`);
    const link = await screen.findByRole("link", { name: "2026-04-15 öncesi tarihler için 1.0.0 ile hesaplayın" });
    expect(link).toHaveAttribute("href", `/hesaplama/${refused.slug}?surum=1.0.0`);
  });

  it("no such link for a type the version defines", async () => {
    stubVersions();
    show("/hesaplama/sera?surum=2.0.0");
    expect(await screen.findByTestId("draft-banner")).toBeInTheDocument();
    expect(screen.queryByTestId("earlier-version")).not.toBeInTheDocument();
  });
});

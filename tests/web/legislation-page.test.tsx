/**
 * The legislation page /mevzuat/{type} (web/src/features/legislation/components/legislation-page.tsx) under the
 * draft: every type of the repository's 2.0.0 with its rules, their numbers and legal bases (the criterion numbers);
 * a type the draft no longer defines says why and links to the same calculation under the last version that defined
 * it; a type only a later version has, asked without a version, opens under that version. The API is a stub answering
 * what the worker builds from rules/ (worker/core/legislation/legislation.ts).
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { beforeEach, describe, expect, it } from "vitest";
import type { LegislationDto } from "@worker/core/contracts/legislation.ts";
import type { RuleSetDto } from "@worker/core/contracts/rule-set.ts";
import { buildLegislation } from "@worker/core/legislation/legislation.ts";
import { versionBySurum } from "@worker/core/rules/registry.ts";
import { LegislationPage } from "@web/features/legislation/components/legislation-page.tsx";
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";
import { repoRuleSet } from "../unit/repo-rule-set.ts";
import { errorBody, stubApi, type ApiStub } from "./api-stub.ts";
import { loadRepoRuleSet } from "./rules.ts";

const { registry } = loadRepoRules();
const version = (surum: string) => versionBySurum(registry, "izmir-tarimsal-yapilar", surum)!;
const DRAFT = repoRuleSet("2.0.0");
const NEW_SLUG = "deneme-yeni-tur";
const sera = DRAFT.turler.find((t) => t.slug === "sera")!;
/** The draft's rule-set answer with a type only it has, and that type's page. */
const DRAFT_WITH_NEW: RuleSetDto = { ...DRAFT, turler: [...DRAFT.turler, { ...sera, id: 999, slug: NEW_SLUG }] };
const seraPage = buildLegislation(version("2.0.0"), "sera")!;
const NEW_PAGE: LegislationDto = { ...seraPage, tur: { ...seraPage.tur, slug: NEW_SLUG, label: "Deneme yeni türü" } };

/** The worker's answers: a type's page by version (the made-up type only in the draft), the rule sets by number. */
function stubWorker(): ApiStub {
  return stubApi({
    "GET /api/rules/": (call) => {
      const surum = new URL(call.url, "http://x").searchParams.get("surum");
      return { body: { success: true, data: surum === "2.0.0" ? DRAFT_WITH_NEW : repoRuleSet(surum ?? "1.0.0") } };
    },
    ...Object.fromEntries(
      [...Object.keys(version("2.0.0").types), NEW_SLUG].map((slug) => [
        `GET /api/rules/turler/${slug}/`,
        (call: { url: string }) => {
          const surum = new URL(call.url, "http://x").searchParams.get("surum") ?? "1.0.0";
          const data =
            slug === NEW_SLUG ? (surum === "2.0.0" ? NEW_PAGE : null) : buildLegislation(version(surum), slug);
          if (!data) return { status: 404, body: errorBody("not_found", `Yapı türü bulunamadı: ${slug}`) };
          return { body: { success: true, data, message: "" } };
        },
      ]),
    ),
  });
}

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

function show(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/mevzuat/:slug" element={<LegislationPage />} />
      </Routes>
      <Address />
    </MemoryRouter>,
  );
}

beforeEach(() => loadRepoRuleSet());

describe("legislation pages of the draft", () => {
  it("shows every 2.0.0 type with each rule's number and legal basis, the calculation link naming the draft", async () => {
    stubWorker();
    const slugs = Object.keys(version("2.0.0").types);
    expect(slugs.length).toBeGreaterThanOrEqual(DRAFT.turler.length);
    for (const slug of slugs) {
      const data = buildLegislation(version("2.0.0"), slug)!;
      const { unmount } = show(`/mevzuat/${slug}?surum=2.0.0`);
      const article = await screen.findByRole("article", { name: `${data.tur.label} — Mevzuat` });
      expect(article).toHaveTextContent("Kural seti 2.0.0 (yürürlük tarihi yok) — Taslak, yürürlükte değil");
      for (const rule of data.kurallar) {
        const row = within(article).getByTestId(`rule-${rule.kural_id}`);
        expect(row, `${slug} ${rule.kural_id}`).toHaveTextContent(`Kural no.${rule.kural_no}`);
        expect(row, `${slug} ${rule.kural_id}`).toHaveTextContent(`Dayanak${rule.dayanak}`);
      }
      expect(within(article).getByRole("link", { name: "Bu yapı türü için hesaplama yap" })).toHaveAttribute(
        "href",
        `/hesaplama/${slug}?surum=2.0.0`,
      );
      unmount();
    }
  });

  it("cites the new regulation's criteria where the draft changed a type (e.g. the agricultural depot)", async () => {
    stubWorker();
    show("/mevzuat/tarimsal-depo?surum=2.0.0");
    const article = await screen.findByRole("article");
    const own = buildLegislation(version("2.0.0"), "tarimsal-depo")!.kurallar.filter((r) => !r.ortak);
    expect(own.some((r) => /Talimat \d/.test(r.dayanak))).toBe(true);
    for (const r of own) expect(within(article).getByTestId(`rule-${r.kural_id}`)).toHaveTextContent(r.dayanak);
  });

  it("lists the type's figures with their sources (Sabit | Değer | Kaynak), an assumption marked as one", async () => {
    stubWorker();
    show("/mevzuat/tarimsal-depo?surum=2.0.0");
    const article = await screen.findByRole("article");
    const section = within(article).getByRole("region", { name: "Sayılar ve kaynakları" });
    const table = within(section).getByRole("table", { name: "Sayılar ve kaynakları" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Sabit", "Değer", "Kaynak"]);
    const rows = buildLegislation(version("2.0.0"), "tarimsal-depo")!.sayi_kaynaklari;
    expect(within(table).getAllByRole("row")).toHaveLength(rows.length + 1);
    const cited = within(table).getByRole("row", { name: /^Depo hakkı oranı/ });
    expect(cited).toHaveTextContent("Depo hakkı oranı%1Talimat 7.1–7.3");
    const assumed = within(table).getByRole("row", { name: /^Dekar \(m²\)/ });
    expect(within(assumed).getByText("Varsayım", { selector: "strong" })).toBeInTheDocument();
    expect(assumed).toHaveTextContent("Varsayım — mevzuatta sayı yok:");
    expect(section).toHaveTextContent("mevzuatta yoktur: aracın varsayımıdır, hukuk değildir.");
  });

  it("says a 1.0.0 figure has no source shown rather than giving it one", async () => {
    stubWorker();
    show("/mevzuat/tarimsal-depo?surum=1.0.0");
    const article = await screen.findByRole("article");
    const table = within(article).getByRole("table", { name: "Sayılar ve kaynakları" });
    expect(within(table).getByRole("row", { name: /^Depo hakkı oranı/ })).toHaveTextContent(
      "Depo hakkı oranı%1Kaynak gösterilmemiş",
    );
    expect(within(table).queryByText("Varsayım", { selector: "strong" })).not.toBeInTheDocument();
  });

  it("a type the draft no longer defines: the reason, no emsal or land types, and the calculation under 1.0.0", async () => {
    stubWorker();
    const refused = DRAFT.turler.filter((t) => t.mevzuat_durumu.kod === "tanimli_degil");
    expect(refused.map((t) => t.slug)).toContain("mantar-tesisi");
    show("/mevzuat/mantar-tesisi?surum=2.0.0");
    const article = await screen.findByRole("article");
    const reason = DRAFT.turler.find((t) => t.slug === "mantar-tesisi")!.mevzuat_durumu.not!;
    expect(within(article).getByRole("note")).toHaveTextContent(reason);
    expect(within(article).queryByRole("heading", { name: "Emsal ve arazi vasıfları" })).not.toBeInTheDocument();
    const name = "Yönetmelik değişikliğinden önceki tarihler için 1.0.0 ile hesaplayın";
    expect(await within(article).findByRole("link", { name })).toHaveAttribute(
      "href",
      "/hesaplama/mantar-tesisi?surum=1.0.0",
    );
  });

  it("a type the version defines keeps its emsal and land types, with no link to an earlier version", async () => {
    stubWorker();
    show("/mevzuat/sera?surum=2.0.0");
    const article = await screen.findByRole("article");
    expect(within(article).getByRole("heading", { name: "Emsal ve arazi vasıfları" })).toBeInTheDocument();
    expect(within(article).queryByTestId("earlier-version")).not.toBeInTheDocument();
  });

  it("today's page, asked without a version, links to today's calculation", async () => {
    stubWorker();
    show("/mevzuat/sera");
    const article = await screen.findByRole("article");
    expect(article).toHaveTextContent(`Kural seti ${repoRuleSet().kural_seti.surum}`);
    expect(within(article).getByRole("link", { name: "Bu yapı türü için hesaplama yap" })).toHaveAttribute(
      "href",
      "/hesaplama/sera",
    );
  });

  it("a type only the draft has, asked without a version, opens under the draft", async () => {
    const api = stubWorker();
    show(`/mevzuat/${NEW_SLUG}`);
    await waitFor(() => expect(screen.getByTestId("address")).toHaveTextContent(`/mevzuat/${NEW_SLUG}?surum=2.0.0`));
    expect(await screen.findByRole("article", { name: "Deneme yeni türü — Mevzuat" })).toHaveTextContent(
      "Kural seti 2.0.0",
    );
    expect(api.callsOf(`GET /api/rules/turler/${NEW_SLUG}/`).map((c) => c.url)).toEqual([
      `/api/rules/turler/${NEW_SLUG}/`,
      `/api/rules/turler/${NEW_SLUG}/?surum=2.0.0`,
    ]);
  });

  it("a type no version has says so", async () => {
    stubApi({
      "GET /api/rules/turler/uzay-ussu/": () => ({
        status: 404,
        body: errorBody("not_found", "Yapı türü bulunamadı: uzay-ussu"),
      }),
      "GET /api/rules/": () => ({ body: { success: true, data: DRAFT } }),
    });
    show("/mevzuat/uzay-ussu");
    expect(await screen.findByRole("alert")).toHaveTextContent("Yapı türü bulunamadı: uzay-ussu");
    expect(screen.getByTestId("address")).toHaveTextContent(/^\/mevzuat\/uzay-ussu$/);
  });
});

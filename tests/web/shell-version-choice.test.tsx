/**
 * The shell's 'Mevzuat' choice (web/src/app/version-choice.tsx, entities/structure-types/shell-version.ts): today's
 * released version by default, or the newest draft read from the version list; under the draft the sidebar and the
 * home page list the draft's types (fetched with ?surum=) and their links name it; the choice is kept in local
 * storage. The versions are the repository's own (rules/), the draft answered by the API stub.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RuleSetDto } from "@worker/core/contracts/rule-set.ts";
import { Sidebar } from "@web/app/sidebar.tsx";
import { HomePage } from "@web/features/home/components/home-page.tsx";
import { groupForSidebar, UNDEFINED_GROUP } from "@web/entities/structure-types/group.ts";
import { setShellChoice, SHELL_CHOICE_KEY } from "@web/entities/structure-types/shell-version.ts";
import { repoRuleSet } from "../unit/repo-rule-set.ts";
import { stubApi } from "./api-stub.ts";
import { loadRepoRuleSet, setRuleSet } from "./rules.ts";

const DRAFT = repoRuleSet("2.0.0");
/** Each regulation's one name, from the rule set. */
const DRAFT_NAME = DRAFT.kural_seti.yonetmelik;
const TODAY_NAME = repoRuleSet().kural_seti.yonetmelik;
const DESKTOP_WIDTH = window.innerWidth;

/** Answers GET /api/rules/?surum=<draft> with the repository's draft (and nothing else). */
function stubDraft() {
  return stubApi({
    "GET /api/rules/": (call) => {
      expect(call.url).toBe(`/api/rules/?surum=${DRAFT.kural_seti.surum}`);
      return { body: { success: true, data: DRAFT, message: "" } };
    },
  });
}

const nav = () => screen.getByRole("navigation", { name: "Yapı türleri menüsü", hidden: true });
const choice = () => within(nav()).getByRole("group", { name: "Mevzuat" });
const typeLinks = () =>
  within(nav())
    .getAllByRole("link")
    .map((a) => a.getAttribute("href")!)
    .filter((href) => href !== "/" && href !== "/parsel-analizi");

function show(path = "/") {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Sidebar />
      <main>
        <HomePage />
      </main>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  setShellChoice("yururlukte");
  loadRepoRuleSet();
});
afterEach(() => {
  window.innerWidth = DESKTOP_WIDTH;
  setShellChoice("yururlukte");
});

describe("the shell's 'Mevzuat' choice", () => {
  it("the repository's version list has a released version in force and a newer draft (what the cases rely on)", () => {
    const today = repoRuleSet();
    expect(today.kural_seti.durum).toBe("yayinda");
    expect(today.surumler.at(-1)).toEqual(DRAFT.kural_seti);
    expect(DRAFT.kural_seti.durum).toBe("taslak");
    expect(DRAFT.kural_seti.yururluk_tarihi).toBeNull();
  });

  it("defaults to today's version: its types, links without a version, nothing fetched", () => {
    const api = stubApi({});
    show();
    expect(within(choice()).getByRole("radio", { name: `Yürürlükteki mevzuat (${TODAY_NAME})` })).toBeChecked();
    expect(within(choice()).getByRole("radio", { name: `${DRAFT_NAME} (taslak)` })).not.toBeChecked();
    expect(choice()).toHaveTextContent(`Kural seti ${DRAFT.kural_seti.surum}, yürürlükte değil (yürürlük tarihi yok).`);
    const today = repoRuleSet();
    expect(typeLinks()).toEqual(groupForSidebar(today).flatMap((g) => g.items.map((t) => `/${t.slug}`)));
    expect(screen.queryByTestId("home-draft-note")).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("chosen by keyboard, lists the draft's types in the sidebar and on the home page, links naming the draft", async () => {
    const user = userEvent.setup();
    const api = stubDraft();
    show();
    within(choice())
      .getByRole("radio", { name: `Yürürlükteki mevzuat (${TODAY_NAME})` })
      .focus();
    await user.keyboard("{ArrowDown}");
    expect(within(choice()).getByRole("radio", { name: `${DRAFT_NAME} (taslak)` })).toBeChecked();
    expect(localStorage.getItem(SHELL_CHOICE_KEY)).toBe("taslak");

    const surum = DRAFT.kural_seti.surum;
    await waitFor(() =>
      expect(typeLinks()).toEqual(
        groupForSidebar(DRAFT).flatMap((g) => g.items.map((t) => `/${t.slug}?surum=${surum}`)),
      ),
    );
    expect(api.callsOf("GET /api/rules/")).toHaveLength(1);
    // The types the draft keeps only to refuse them come last, in a group of their own.
    const refused = DRAFT.turler.filter((t) => t.mevzuat_durumu.kod === "tanimli_degil");
    expect(refused.length).toBeGreaterThan(0);
    const group = within(nav()).getByRole("group", { name: UNDEFINED_GROUP.label });
    expect(within(group).getAllByRole("link")).toHaveLength(refused.length);
    for (const t of refused)
      expect(within(group).getByRole("link", { name: t.label })).toHaveAttribute("href", `/${t.slug}?surum=${surum}`);

    const home = screen.getByRole("main");
    expect(within(home).getByTestId("home-draft-note")).toHaveTextContent("Taslak — yürürlükte değil");
    expect(within(home).getByTestId("home-draft-note")).toHaveTextContent(
      `(kural seti ${surum}, yürürlük tarihi yok); sonuçlar yalnızca önizleme içindir.`,
    );
    const cards = within(home)
      .getAllByRole("link")
      .filter((a) => a.classList.contains("type-card"));
    expect(cards).toHaveLength(DRAFT.turler.length);
    for (const card of cards)
      expect(card.getAttribute("href")).toMatch(new RegExp(`^/hesaplama/[a-z-]+\\?surum=${surum}$`));
    expect(within(home).getByRole("region", { name: UNDEFINED_GROUP.label })).toBeInTheDocument();

    // Back to today's version: its list again, and nothing kept.
    await user.click(within(choice()).getByRole("radio", { name: `Yürürlükteki mevzuat (${TODAY_NAME})` }));
    expect(typeLinks().every((href) => !href.includes("surum="))).toBe(true);
    expect(localStorage.getItem(SHELL_CHOICE_KEY)).toBeNull();
  });

  it("is read back from local storage when the app starts again (a reload)", async () => {
    setShellChoice("taslak");
    vi.resetModules();
    const fresh = await import("@web/entities/structure-types/shell-version.ts");
    expect(fresh.shellVersionState.choice).toBe("taslak");
    localStorage.setItem(SHELL_CHOICE_KEY, "something-else");
    vi.resetModules();
    expect((await import("@web/entities/structure-types/shell-version.ts")).shellVersionState.choice).toBe(
      "yururlukte",
    );
  });

  it("is offered only when the rule set has a draft; a kept draft choice then shows today's types", () => {
    const today = repoRuleSet();
    const released: RuleSetDto = { ...today, surumler: today.surumler.filter((v) => v.durum === "yayinda") };
    setRuleSet({}, released);
    const api = stubApi({});
    setShellChoice("taslak");
    show();
    expect(within(nav()).queryByRole("group", { name: "Mevzuat" })).not.toBeInTheDocument();
    expect(typeLinks()).toEqual(groupForSidebar(today).flatMap((g) => g.items.map((t) => `/${t.slug}`)));
    expect(api.calls).toEqual([]);
  });

  it("sits in the drawer on a phone, where it is reached by keyboard after the close button", async () => {
    window.innerWidth = 390;
    const user = userEvent.setup();
    stubDraft();
    show();
    await user.click(screen.getByRole("button", { name: "Menüyü aç" }));
    expect(screen.getByRole("button", { name: "Menüyü kapat" })).toHaveFocus();
    await user.tab();
    expect(within(choice()).getByRole("radio", { name: `Yürürlükteki mevzuat (${TODAY_NAME})` })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(within(choice()).getByRole("radio", { name: `${DRAFT_NAME} (taslak)` })).toBeChecked();
    await waitFor(() => expect(typeLinks()[0]).toContain(`?surum=${DRAFT.kural_seti.surum}`));
  });
});

/**
 * The sidebar on a phone (web/src/app/sidebar.tsx): off-canvas behind 'Menüyü aç'; a left swipe
 * longer than 70 px closes it, a shorter one does not; Escape closes it and gives the focus back. On the desktop
 * the toggle collapses it. The groups and links are the repository's rule set's.
 */
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Sidebar, SWIPE_CLOSE_PX } from "@web/app/sidebar.tsx";
import { groupForSidebar } from "@web/entities/structure-types/group.ts";
import { loadRepoRuleSet } from "./rules.ts";

const DESKTOP_WIDTH = window.innerWidth;
const nav = () => screen.getByRole("navigation", { name: "Yapı türleri menüsü", hidden: true });
const fab = () => screen.getByRole("button", { name: "Menüyü aç" });
const isOpen = () => fab().getAttribute("aria-expanded") === "true" && !nav().hasAttribute("inert");

/** A horizontal touch swipe on the sidebar from x = `from` to x = `to`. */
function swipe(from: number, to: number) {
  const at = (x: number) => ({ clientX: x, clientY: 300 });
  fireEvent.touchStart(nav(), { touches: [at(from)], changedTouches: [at(from)] });
  fireEvent.touchMove(nav(), { touches: [at((from + to) / 2)], changedTouches: [at((from + to) / 2)] });
  fireEvent.touchMove(nav(), { touches: [at(to)], changedTouches: [at(to)] });
  fireEvent.touchEnd(nav(), { touches: [], changedTouches: [at(to)] });
}

function show() {
  render(
    <MemoryRouter initialEntries={["/sera"]}>
      <Sidebar />
    </MemoryRouter>,
  );
}

beforeEach(() => loadRepoRuleSet());
afterEach(() => {
  window.innerWidth = DESKTOP_WIDTH;
});

describe("sidebar on a phone (390 px)", () => {
  beforeEach(() => {
    window.innerWidth = 390;
  });

  it("opens from the floating button; a swipe of 70 px keeps it open, one of 71 px closes it", async () => {
    const user = userEvent.setup();
    show();
    expect(isOpen()).toBe(false);
    await user.click(fab());
    expect(isOpen()).toBe(true);
    expect(screen.getByTestId("sidebar-backdrop")).toBeInTheDocument();
    expect(SWIPE_CLOSE_PX).toBe(70);
    swipe(250, 200);
    expect(isOpen()).toBe(true);
    swipe(250, 180);
    expect(isOpen()).toBe(true);
    // A swipe to the right never closes it.
    swipe(100, 300);
    expect(isOpen()).toBe(true);
    swipe(250, 179);
    expect(isOpen()).toBe(false);
    expect(screen.queryByTestId("sidebar-backdrop")).not.toBeInTheDocument();
  });

  it("closes on Escape and gives the focus back to the floating button", async () => {
    const user = userEvent.setup();
    show();
    await user.click(fab());
    expect(screen.getByRole("button", { name: "Menüyü kapat" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(isOpen()).toBe(false);
    expect(fab()).toHaveFocus();
  });
});

describe("sidebar on the desktop", () => {
  it("lists home and the rule set's sidebar groups, marks the page's type, and collapses with its toggle", async () => {
    const user = userEvent.setup();
    const rules = loadRepoRuleSet();
    show();
    // The menu button is in every page (a prerendered phone page needs it before the app runs); the stylesheet hides
    // it above 768 px (jsdom applies no stylesheet: tests/e2e/shell.spec.ts checks it in Chromium).
    expect(screen.getByRole("button", { name: "Menüyü aç" })).toHaveClass("sidebar-fab");
    const groups = groupForSidebar(rules);
    expect(
      within(nav())
        .getAllByRole("heading")
        .map((h) => h.textContent),
    ).toEqual(groups.map((g) => g.label));
    // Home, the parcel analysis, then every type.
    expect(within(nav()).getAllByRole("link")).toHaveLength(2 + groups.reduce((n, g) => n + g.items.length, 0));
    expect(within(nav()).getByRole("link", { name: "Bu parselde ne yapabilirim?" })).toHaveAttribute(
      "href",
      "/parsel-analizi",
    );
    const current = within(nav()).getByRole("link", { current: "page" });
    expect(current).toHaveAttribute("href", "/sera");
    const toggle = within(nav()).getByRole("button", { name: "Kenar çubuğunu daralt" });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.click(toggle);
    expect(within(nav()).getByRole("button", { name: "Kenar çubuğunu genişlet" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(nav()).toHaveClass("sidebar--collapsed");
  });
});

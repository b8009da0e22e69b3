/**
 * The jsdom environment of the web component tests: jest-dom matchers, cleanup (and an empty query cache) after
 * each test, and what jsdom lacks — the modal <dialog> (showModal / close, Escape cancels the top one) and
 * window.matchMedia (width queries answered from window.innerWidth).
 */
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { queryClient } from "@web/lib/query-client.ts";
import { checkAllAnswered } from "./api-stub.ts";

// Testing Library drains React's work with a 0 ms timer and advances it only under Jest's fake timers: this lets it
// see vitest's (otherwise every user-event call hangs while vi.useFakeTimers() is on).
(globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };

// findBy* / waitFor: generous on a busy machine (they return as soon as the UI is there).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Server state is the page's, not the test's: the next test starts with an empty cache.
  queryClient.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  checkAllAnswered();
});

// --- <dialog> ---

const openModals: HTMLDialogElement[] = [];

function showDialog(this: HTMLDialogElement, modal: boolean): void {
  if (this.open) throw new DOMException("The dialog is already open.", "InvalidStateError");
  this.setAttribute("open", "");
  if (modal) openModals.push(this);
}

HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  showDialog.call(this, true);
};
HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
  showDialog.call(this, false);
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
  if (!this.open) return;
  this.removeAttribute("open");
  const i = openModals.indexOf(this);
  if (i >= 0) openModals.splice(i, 1);
  if (returnValue !== undefined) this.returnValue = returnValue;
  this.dispatchEvent(new Event("close"));
};

// Escape on a modal dialog: a cancelable 'cancel', then close unless prevented (as browsers do).
document.addEventListener("keydown", (e) => {
  if (e.key !== "Escape") return;
  const top = [...openModals].reverse().find((d) => d.isConnected && d.open);
  if (!top) return;
  if (top.dispatchEvent(new Event("cancel", { cancelable: true }))) top.close();
});

// A closed dialog is not rendered (the user-agent style jsdom does not apply).
const style = document.createElement("style");
style.textContent = "dialog:not([open]) { display: none; }";
document.head.append(style);

// --- matchMedia ---

/** `(max-width: Npx)` / `(min-width: Npx)` against window.innerWidth; any other query does not match. */
function matches(query: string): boolean {
  const max = /\(max-width:\s*(\d+)px\)/.exec(query);
  const min = /\(min-width:\s*(\d+)px\)/.exec(query);
  if (!max && !min) return false;
  return (!max || window.innerWidth <= Number(max[1])) && (!min || window.innerWidth >= Number(min[1]));
}

window.matchMedia = (query: string) =>
  ({
    media: query,
    get matches() {
      return matches(query);
    },
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

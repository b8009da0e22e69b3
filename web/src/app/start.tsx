import { StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import type { RuleSetDto } from "@worker/core/contracts/rule-set.ts";
import { installChunkReload } from "../lib/chunk-reload.ts";
import { startWhenIdle } from "../lib/idle-start.ts";
import { prerendered, prerenderKeys } from "../lib/prerendered-data.ts";
import { seedRuleSet } from "../entities/structure-types/rule-set-query.ts";
import { readTyped, replayTyped, type Typed } from "./kept-input.ts";
import { AppRoutes } from "./routes.tsx";

/**
 * Marks the page as running (`<html data-hydrated="1">`) once React has committed it (tests and bench:mobile wait
 * for it), after entering again what the reader typed before (once the page's own effects have run).
 */
function Running({ typed }: { typed: Typed[] }) {
  useEffect(() => {
    const timer = setTimeout(() => {
      replayTyped(typed);
      document.documentElement.dataset.hydrated = "1";
      startWhenIdle();
    });
    return () => clearTimeout(timer);
  }, [typed]);
  return null;
}

/**
 * Starts the app in `root`. A prerendered page (scripts/prerender.ts) is hydrated when it is the page asked for as it
 * was built: its own path and no query (?surum=, ?girdi= render another version or a re-opened calculation), from
 * the data it was built with, keeping what the reader typed before. Anything else (the shell, another address, a query) is rendered afresh.
 */
export function start(root: HTMLElement): void {
  // A lazy page or dialog whose chunk a deploy removed: reload once, keeping the page's state (lib/chunk-reload.ts).
  installChunkReload();
  const builtFor = root.dataset.prerendered;
  const here = location.pathname.replace(/(.)\/+$/, "$1");
  const hydrate = builtFor !== undefined && builtFor === here && location.search === "";
  const typed = hydrate ? readTyped(root) : [];
  const app = (
    <StrictMode>
      <Running typed={typed} />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>
  );
  // Today's rule set as the page was built with it (a prerendered page and the shell carry it): the page shows it at
  // once and checks it with the server.
  const ruleSet = prerendered<RuleSetDto>(prerenderKeys.ruleSet(""));
  if (ruleSet) seedRuleSet({}, ruleSet, true);
  if (hydrate) {
    hydrateRoot(root, app);
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}

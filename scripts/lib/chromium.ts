/**
 * Debian's Chromium through playwright-core with the flags this machine needs. The tests drive the headless shell
 * (Debian's chromium-headless-shell: the same Chromium without the browser around it, about a quarter less CPU per
 * page — what Playwright itself runs headless); the benches that time a real browser's load drive the full one.
 */
import { chromium, type Browser, type BrowserServer, type LaunchOptions } from "playwright-core";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

function options(executablePath: string, extraArgs: readonly string[]): LaunchOptions {
  return { executablePath, headless: true, args: [...ARGS, ...extraArgs] };
}

/** The full Chromium (benches). `extraArgs`: more switches (bench:mobile sends outside hosts nowhere). */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch(options(CHROMIUM, extraArgs));
}

/**
 * Hosts other than this machine resolve nowhere (map tiles fail as they would with no signal). Done by Chromium's
 * resolver, not by routing every request through Playwright: routing sends each request of the page (scripts, API
 * calls) through the test process and back, which cost more CPU than the pages themselves.
 */
export const LOCAL_ONLY = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1";

/** The headless shell as a server the e2e spec files connect to (one per test lane), reaching only this machine. */
export function launchTestBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(options(HEADLESS_SHELL, [LOCAL_ONLY]));
}

export function connectTestBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}

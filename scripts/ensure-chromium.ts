/**
 * Makes sure Debian's Chromium and its headless shell are there for the Playwright tests and the benches: installs
 * them with apt when running as root, otherwise stops with a one-line instruction. Never skips the browser tests
 * silently.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM, HEADLESS_SHELL } from "./lib/chromium.ts";

const missing = [CHROMIUM, HEADLESS_SHELL].filter((p) => !existsSync(p));
if (missing.length) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium not found at ${missing.join(", ")}: run "sudo apt-get install -y chromium chromium-headless-shell" and try again.`,
    );
    process.exit(1);
  }
  console.log("ensure-chromium: installing Debian's chromium and chromium-headless-shell with apt-get…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  // The emoji font only makes the type icons visible in the screenshots we look at.
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium", "chromium-headless-shell", "fonts-noto-color-emoji"], {
    stdio: "inherit",
    env,
  });
  const still = missing.filter((p) => !existsSync(p));
  if (still.length) {
    console.error(`Chromium still missing at ${still.join(", ")} after apt-get install.`);
    process.exit(1);
  }
}
console.log(`ensure-chromium: ${CHROMIUM} and ${HEADLESS_SHELL} are present.`);

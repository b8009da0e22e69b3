/**
 * Makes sure Debian's Chromium is there for the Playwright tests: installs it with apt when running as
 * root, otherwise stops with a one-line instruction. Never skips the browser tests silently.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium not found at ${CHROMIUM}: run "sudo apt-get install -y chromium" (or set CHROMIUM_PATH) and try again.`,
    );
    process.exit(1);
  }
  console.log("ensure-chromium: installing Debian's chromium with apt-get…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  // The emoji font only makes the type icons visible in the screenshots we look at.
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium", "fonts-noto-color-emoji"], { stdio: "inherit", env });
  if (!existsSync(CHROMIUM)) {
    console.error(`Chromium still missing at ${CHROMIUM} after apt-get install chromium.`);
    process.exit(1);
  }
}
console.log(`ensure-chromium: ${CHROMIUM} is present.`);

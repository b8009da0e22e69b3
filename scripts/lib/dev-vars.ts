import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "./wrangler.ts";

const file = join(root, ".dev.vars");

export function parseDevVars(text: string): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (!m) continue;
    vars[m[1]!] = m[2]!.replace(/^"(.*)"$/, "$1");
  }
  return vars;
}

/** Reads .dev.vars; creates it from .dev.vars.example with a fresh JWT secret when missing. */
export function ensureDevVars(): Record<string, string> {
  if (!existsSync(file)) {
    const example = readFileSync(join(root, ".dev.vars.example"), "utf8");
    const secret = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
    writeFileSync(file, example.replace(/^JWT_SECRET=.*$/m, `JWT_SECRET=${secret}`), { mode: 0o600 });
    console.log("start: created .dev.vars with a random JWT_SECRET (git-ignored).");
  }
  return parseDevVars(readFileSync(file, "utf8"));
}

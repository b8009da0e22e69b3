/**
 * What `npm start` and `npm run dev` do before serving: build, apply the D1 migrations to the local database in
 * .wrangler/state, and seed the first administrator when there is none. Returns the local vars (.dev.vars, created
 * with a random JWT secret when missing).
 */
import { execFileSync } from "node:child_process";
import { hashPassword } from "../../worker/lib/password.ts";
import { passwordProblem } from "../../worker/lib/password-policy.ts";
import { insertAdminSql } from "./admin-sql.ts";
import { ensureDevVars } from "./dev-vars.ts";
import { d1Query, root, wranglerSync } from "./wrangler.ts";

/** The port to serve on: PORT, else 8787; exits with a message when PORT is not a port number. */
export function portFromEnv(): number {
  const port = Number(process.env.PORT ?? 8787);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`start: PORT must be a port number, got "${process.env.PORT}"`);
    process.exit(1);
  }
  return port;
}

/**
 * Builds (`full`: geo data + rules + the SPA and worker through Vite; `data`: only the geo data and the rules the
 * worker imports, for Vite's dev server), applies the migrations to the local D1 in .wrangler/state and seeds the
 * first administrator. .dev.vars is made first: the build copies it beside the built worker.
 */
export async function prepareLocal(build: "full" | "data" = "full"): Promise<Record<string, string>> {
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const vars = ensureDevVars();
  const steps = build === "full" ? ["build"] : ["geo:build", "rules:build"];
  console.log(`start: building (${build === "full" ? "geo data + rules + vite" : "geo data + rules"})…`);
  for (const step of steps) execFileSync(npm, ["run", "--silent", step], { cwd: root, stdio: "inherit" });

  console.log("start: applying D1 migrations to the local database…");
  wranglerSync(["d1", "migrations", "apply", "app-db", "--local"]);

  const admins = d1Query<{ n: number }>("SELECT COUNT(*) AS n FROM users WHERE role = 'admin'");
  if ((admins[0]?.n ?? 0) === 0) {
    const username = vars.ADMIN_USERNAME || "admin";
    const email = vars.ADMIN_EMAIL || "admin@example.com";
    const generated = !vars.ADMIN_PASSWORD;
    const password =
      vars.ADMIN_PASSWORD || Buffer.from(crypto.getRandomValues(new Uint8Array(12))).toString("base64url");
    const problem = passwordProblem(password, { username, email });
    if (problem) {
      console.error(`start: ADMIN_PASSWORD in .dev.vars does not meet the password policy: ${problem}`);
      process.exit(1);
    }
    const created = d1Query<{ id: number }>(
      insertAdminSql({ username, email, passwordHash: await hashPassword(password) }),
    );
    if (created.length === 0) {
      console.error(`start: ADMIN_USERNAME or ADMIN_EMAIL in .dev.vars is already used by another account.`);
      process.exit(1);
    }
    console.log(`start: created the first administrator "${username}" <${email}>.`);
    if (generated) console.log(`start: its generated password (shown once): ${password}`);
  } else {
    console.log("start: an administrator already exists; nothing to seed.");
  }
  return vars;
}

/** `npm run admin:create -- --local --persist-to <dir>` end to end: piped answers, a migrated temporary local D1. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "@worker/lib/password.ts";
import { withLocalD1 } from "../../scripts/lib/local-server.ts";
import { root, wranglerSync } from "../../scripts/lib/wrangler.ts";

const PASSWORD = "Tarla-Sulama-Vanasi-19";
let dir = "";

function adminCreate(answers: string[]) {
  return spawnSync("npx", ["tsx", "scripts/admin-create.ts", "--local", "--persist-to", dir], {
    cwd: root,
    input: answers.map((a) => `${a}\n`).join(""),
    encoding: "utf8",
  });
}
/** The users the script left, read from the local D1's file (a `wrangler d1 execute` would start a runtime). */
function users() {
  return withLocalD1(
    dir,
    (db) =>
      db.prepare("SELECT username, email, role, is_active, password_hash FROM users ORDER BY id").all() as {
        username: string;
        email: string;
        role: string;
        is_active: number;
        password_hash: string;
      }[],
    { readOnly: true },
  );
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "admin-create-"));
  wranglerSync(["d1", "migrations", "apply", "app-db", "--local", "--persist-to", dir]);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("admin:create --local", { timeout: 120_000 }, () => {
  it("creates an active administrator whose stored hash verifies the typed password, which it never prints", async () => {
    const run = adminCreate(["yonetici_yerel", "Yonetici@Ornek.com", PASSWORD, PASSWORD]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('administrator "yonetici_yerel" <yonetici@ornek.com> created');
    expect(run.stdout + run.stderr).not.toContain(PASSWORD);
    const [row] = users();
    expect(row).toMatchObject({ username: "yonetici_yerel", email: "yonetici@ornek.com", role: "admin", is_active: 1 });
    expect(await verifyPassword(PASSWORD, row!.password_hash)).toBe(true);
  });

  it("writes nothing for a taken username, a weak password or two different passwords", () => {
    for (const [answers, message] of [
      [["yonetici_yerel", "baska@ornek.com", PASSWORD, PASSWORD], /already in use/],
      [["ikinci_yonetici", "ikinci@ornek.com", "1234567890", "1234567890"], /şifre: /],
      [["ikinci_yonetici", "ikinci@ornek.com", PASSWORD, `${PASSWORD}x`], /passwords differ/],
    ] as const) {
      const run = adminCreate([...answers]);
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(message);
    }
    expect(users()).toHaveLength(1);
  });

  it("refuses to run without an environment or --local", () => {
    const run = spawnSync("npx", ["tsx", "scripts/admin-create.ts"], { cwd: root, input: "", encoding: "utf8" });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("--env staging | --env production");
  });
});

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { adminInputProblems, insertAdminSql, sqlText } from "../../scripts/lib/admin-sql.ts";
import { root } from "../../scripts/lib/wrangler.ts";

/** An in-memory SQLite with the real migrations: the built SQL runs as D1 (SQLite) would run it. */
function migratedDb(): DatabaseSync {
  const db = new DatabaseSync(":memory:");
  const dir = join(root, "migrations");
  for (const f of readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort())
    db.exec(readFileSync(join(dir, f), "utf8"));
  return db;
}

const HASH = "pbkdf2_sha256$100000$c2FsdA==$aGFzaA==";

describe("admin:create's SQL", () => {
  it("quotes text as a SQL literal: quotes doubled, a NUL refused", () => {
    expect(sqlText("ali")).toBe("'ali'");
    expect(sqlText("o'brien'); DROP TABLE users; --")).toBe("'o''brien''); DROP TABLE users; --'");
    expect(() => sqlText("a\0b")).toThrow(/NUL/);
  });

  it("inserts one active administrator whose typed address is not verified, and stores hostile text verbatim", () => {
    const db = migratedDb();
    const hostile = "x'); DELETE FROM users; --@ornek.com";
    const rows = db.prepare(insertAdminSql({ username: "yonetici", email: hostile, passwordHash: HASH })).all();
    expect(rows).toEqual([{ id: 1, username: "yonetici", email: hostile.toLowerCase(), role: "admin" }]);
    expect(db.prepare("SELECT is_active, email_verified, password_hash FROM users").all()).toEqual([
      { is_active: 1, email_verified: 0, password_hash: HASH },
    ]);
  });

  it("writes nothing when the username or the e-mail is taken, in any letter case", () => {
    const db = migratedDb();
    db.prepare(insertAdminSql({ username: "yonetici", email: "yonetici@ornek.com", passwordHash: HASH })).all();
    for (const taken of [
      { username: "YONETICI", email: "baska@ornek.com" },
      { username: "baska", email: "Yonetici@Ornek.COM" },
    ]) {
      expect(db.prepare(insertAdminSql({ ...taken, passwordHash: HASH })).all()).toEqual([]);
    }
    expect(db.prepare("SELECT COUNT(*) AS n FROM users").get()).toEqual({ n: 1 });
  });
});

describe("admin:create's checks", () => {
  it("accepts a valid username, e-mail and a password that meets the policy", () => {
    expect(
      adminInputProblems({ username: "yonetici", email: "yonetici@ornek.com", password: "Tarla-Sulama-19" }),
    ).toEqual([]);
  });

  it("names every field that breaks a rule, with the app's Turkish messages", () => {
    const problems = adminInputProblems({ username: "Ali Veli", email: "ali@", password: "12345678901" });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^kullanıcı adı: /);
    expect(problems[1]).toBe("e-posta: Geçerli bir e-posta adresi girin.");
    expect(problems[2]).toMatch(/^şifre: /);
  });

  it("refuses a password made of the username", () => {
    expect(adminInputProblems({ username: "tarlasahibi", email: "t@ornek.com", password: "tarlasahibi2026!" })).toEqual(
      [expect.stringMatching(/^şifre: /)],
    );
  });
});

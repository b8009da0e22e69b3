/**
 * D1 failing in the middle of a save, a registration approval and a token rotation. The app runs with a D1 whose
 * Nth execution (a statement run or a whole batch) fails — either before it reaches the database or after it was
 * applied (the answer lost) — for every N the operation uses. Each time the answer is the catalogue's
 * internal_error (500, no stack trace), and real D1 queries show nothing half-written; the operation can then be
 * completed normally.
 */
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { app } from "@worker/app.ts";
import { ERROR_CATALOGUE, type ApiError } from "@worker/core/contracts/errors.ts";
import { hashPassword } from "@worker/lib/password.ts";
import { api, json, PASSWORD, VALID_PARAMETERS, VALID_TYPE } from "./helpers.ts";

type Mode = "before" | "after";
const MODES: Mode[] = ["before", "after"];
type Fn = (...args: unknown[]) => unknown;

/** A D1 whose `failAt`-th execution throws (before or after it ran); counts executions. */
function faultyD1(real: D1Database, failAt: number, mode: Mode) {
  let executions = 0;
  const unwrap = new WeakMap<object, D1PreparedStatement>();
  const fault = () => new Error(`D1_ERROR: simulated failure of execution ${failAt} (${mode})`);
  async function execute<T>(work: () => Promise<T>): Promise<T> {
    const failing = ++executions === failAt;
    if (failing && mode === "before") throw fault();
    const out = await work();
    if (failing) throw fault();
    return out;
  }
  const wrap = (stmt: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(stmt, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (typeof value !== "function") return value;
        const fn = (value as Fn).bind(target);
        if (prop === "bind") return (...args: unknown[]) => wrap(fn(...args) as D1PreparedStatement);
        if (prop === "run" || prop === "all" || prop === "first" || prop === "raw")
          return (...args: unknown[]) => execute(async () => fn(...args));
        return fn;
      },
    });
    unwrap.set(proxy, stmt);
    return proxy;
  };
  // The database and every Sessions API session of it (worker/middleware/db.ts) fail alike.
  const wrapDb = <T extends object>(real: T): T =>
    new Proxy(real, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (typeof value !== "function") return value;
        const fn = (value as Fn).bind(target);
        if (prop === "prepare") return (query: string) => wrap(fn(query) as D1PreparedStatement);
        if (prop === "batch")
          return (stmts: D1PreparedStatement[]) => execute(async () => fn(stmts.map((s) => unwrap.get(s) ?? s)));
        if (prop === "exec") return (query: string) => execute(async () => fn(query));
        if (prop === "withSession") return (start?: string) => wrapDb(fn(start) as D1DatabaseSession);
        return fn;
      },
    });
  return { db: wrapDb(real), executions: () => executions };
}

/** Sends a request to the app with the given D1 in place of the real one. */
async function withDb(db: D1Database, path: string, init: RequestInit): Promise<Response> {
  return app.fetch(new Request(`http://planlayici.test${path}`, init), { ...env, DB: db }, createExecutionContext());
}

const jsonInit = (body: unknown, token?: string): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

/** Counts the executions of a successful run, then fails each one in turn in both modes. */
async function eachFault(
  run: (db: D1Database) => Promise<Response>,
  check: (res: Response, failAt: number, mode: Mode) => Promise<void>,
  setupEach: () => Promise<(db: D1Database) => Promise<Response>>,
): Promise<number> {
  const counter = faultyD1(env.DB, Number.POSITIVE_INFINITY, "before");
  const ok = await run(counter.db);
  expect(ok.status, await ok.clone().text()).toBeLessThan(300);
  const total = counter.executions();
  expect(total).toBeGreaterThan(1);
  for (const mode of MODES) {
    for (let failAt = 1; failAt <= total; failAt++) {
      const attempt = await setupEach();
      const faulty = faultyD1(env.DB, failAt, mode);
      const res = await attempt(faulty.db);
      await check(res, failAt, mode);
    }
  }
  return total;
}

async function expectInternalError(res: Response, label: string) {
  expect(res.status, label).toBe(500);
  const text = await res.text();
  expect(text, label).not.toMatch(/D1_ERROR|simulated|\bat .+:\d+:\d+/);
  const body = JSON.parse(text) as ApiError;
  expect(body, label).toMatchObject({
    success: false,
    code: "internal_error",
    detail: ERROR_CATALOGUE.internal_error.detail,
  });
}

/** The app logs every unexpected error with its request id: keep that out of the output, but make sure it happens. */
function expectServerErrorsLogged() {
  let logged: ReturnType<typeof vi.spyOn> | undefined;
  beforeEach(() => {
    logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => {
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/unhandled error/), expect.any(Error));
    logged?.mockRestore();
  });
}

let seq = 0;
async function makeUser(role: "user" | "admin" = "user") {
  const username = `ariza_${role}_${++seq}_${Math.random().toString(36).slice(2, 6)}`;
  const password = PASSWORD;
  await env.DB.prepare("INSERT INTO users (username, email, password_hash, is_active, role) VALUES (?1, ?2, ?3, 1, ?4)")
    .bind(username, `${username}@ornek.com`, await hashPassword(password, 1000), role)
    .run();
  const id = (await env.DB.prepare("SELECT id FROM users WHERE username = ?1").bind(username).first<{ id: number }>())!
    .id;
  const login = await json<{ access: string; refresh: string }>(
    await api("/api/token/", jsonInit({ username, password })),
  );
  return { id, username, password, ...login };
}

describe("a D1 failure in the middle of a save", () => {
  expectServerErrorsLogged();
  it("answers internal_error and leaves either no row or the one complete row", async () => {
    const saveBody = (title: string) => ({
      calculation_type: VALID_TYPE,
      parameters: VALID_PARAMETERS,
      map_coordinates: { lat: 38.42, lng: 27.14 },
      title,
      description: "arıza testi",
    });
    let current = await makeUser();
    const title = "Arıza kaydı";
    const total = await eachFault(
      (db) => withDb(db, "/api/calculations/save/", jsonInit(saveBody(title), current.access)),
      async (res, failAt, mode) => {
        const label = `save, execution ${failAt} failing ${mode}`;
        await expectInternalError(res, label);
        const rows = (
          await env.DB.prepare(
            "SELECT title, description, calculation_type, parameters, result, map_lat, map_lng, ruleset_id FROM saved_calculations WHERE user_id = ?1",
          )
            .bind(current.id)
            .all<Record<string, unknown>>()
        ).results;
        if (mode === "before") expect(rows, label).toEqual([]);
        expect(rows.length, label).toBeLessThanOrEqual(1);
        for (const row of rows) {
          expect(row, label).toMatchObject({
            title,
            description: "arıza testi",
            calculation_type: VALID_TYPE,
            map_lat: 38.42,
            map_lng: 27.14,
            ruleset_id: "izmir-tarimsal-yapilar",
          });
          expect(JSON.parse(String(row["parameters"])), label).toEqual(saveBody(title).parameters);
          // The server's own result, complete.
          expect(JSON.parse(String(row["result"])), label).toMatchObject({
            success: true,
            data: { calculation_type: VALID_TYPE, kural_seti: { id: "izmir-tarimsal-yapilar" } },
          });
        }
        // Saving again completes the job: created when nothing was written, a duplicate when it was.
        const again = await api("/api/calculations/save/", jsonInit(saveBody(title), current.access));
        expect(again.status, label).toBe(rows.length === 0 ? 201 : 409);
        const history = await json<{ data: { title: string }[] }>(
          await api("/api/calculations/history/", { headers: { Authorization: `Bearer ${current.access}` } }),
        );
        expect(
          history.data.map((h) => h.title),
          label,
        ).toEqual([title]);
      },
      async () => {
        current = await makeUser();
        return (db) => withDb(db, "/api/calculations/save/", jsonInit(saveBody(title), current.access));
      },
    );
    expect(total).toBe(3); // the user, the duplicate check, the insert
  });
});

describe("a D1 failure in the middle of a registration approval", () => {
  expectServerErrorsLogged();
  it("answers internal_error; the request, the activation, the audit entry and the e-mail are written together or not at all", async () => {
    const admin = await makeUser("admin");
    async function pendingRegistration() {
      const username = `basvuru_${++seq}_${Math.random().toString(36).slice(2, 6)}`;
      const email = `${username}@ornek.com`;
      // Development: one client for every request (CF-Connecting-IP is not trusted there); fewer than 20 a run.
      const res = await api("/api/accounts/register/", jsonInit({ username, email, password: "Kayit-Parolasi-77" }));
      expect(res.status, await res.clone().text()).toBe(201);
      const row = (await env.DB.prepare(
        "SELECT r.id AS request_id, u.id AS user_id FROM account_requests r JOIN users u ON u.id = r.user_id WHERE u.username = ?1 AND r.kind = 'registration'",
      )
        .bind(username)
        .first<{ request_id: number; user_id: number }>())!;
      return { username, email, requestId: row.request_id, userId: row.user_id };
    }
    async function state(p: { requestId: number; userId: number; email: string }) {
      const r = (await env.DB.prepare("SELECT status FROM account_requests WHERE id = ?1")
        .bind(p.requestId)
        .first<{ status: string }>())!;
      const u = (await env.DB.prepare("SELECT is_active FROM users WHERE id = ?1")
        .bind(p.userId)
        .first<{ is_active: number }>())!;
      const audit = (await env.DB.prepare(
        "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'registration.approve' AND target LIKE ?1",
      )
        .bind(`user:${p.userId} %`)
        .first<{ n: number }>())!.n;
      const mail = (await env.DB.prepare(
        "SELECT COUNT(*) AS n FROM email_outbox WHERE to_address = ?1 AND subject = 'Hesabınız onaylandı'",
      )
        .bind(p.email)
        .first<{ n: number }>())!.n;
      return { status: r.status, active: u.is_active, audit, mail };
    }
    const NONE = { status: "pending", active: 0, audit: 0, mail: 0 };
    const ALL = { status: "approved", active: 1, audit: 1, mail: 1 };

    let current = await pendingRegistration();
    const approve = (db: D1Database) =>
      withDb(db, `/api/admin/requests/${current.requestId}/approve/`, {
        method: "POST",
        headers: { Authorization: `Bearer ${admin.access}` },
      });
    const total = await eachFault(
      approve,
      async (res, failAt, mode) => {
        const label = `approval, execution ${failAt} failing ${mode}`;
        const s = await state(current);
        if (res.status === 200) {
          // Only the delivery after the committed batch failed: the approval stands, the mail stays queued.
          expect(s, label).toEqual(ALL);
        } else {
          await expectInternalError(res, label);
          expect([NONE, ALL], label).toContainEqual(s);
        }
        if (s.status === "pending") {
          // Nothing was written: approving again works and the user can log in.
          expect(
            (
              await api(`/api/admin/requests/${current.requestId}/approve/`, {
                method: "POST",
                headers: { Authorization: `Bearer ${admin.access}` },
              })
            ).status,
            label,
          ).toBe(200);
          expect(await state(current), label).toEqual(ALL);
        } else {
          expect(
            (
              await api(`/api/admin/requests/${current.requestId}/approve/`, {
                method: "POST",
                headers: { Authorization: `Bearer ${admin.access}` },
              })
            ).status,
            label,
          ).toBe(409);
        }
        const login = await api("/api/token/", jsonInit({ username: current.username, password: "Kayit-Parolasi-77" }));
        expect(login.status, label).toBe(200);
      },
      async () => {
        current = await pendingRegistration();
        return approve;
      },
    );
    // The admin check, the request, the user, the one batch, then the delivery of the queued e-mails.
    expect(total).toBeGreaterThanOrEqual(5);
  });
});

describe("a D1 failure in the middle of a token rotation", () => {
  expectServerErrorsLogged();
  it("answers internal_error; the old refresh token is either still valid or replaced by a stored successor", async () => {
    let current = await makeUser();
    const rotate = (db: D1Database) => withDb(db, "/api/token/refresh/", jsonInit({ refresh: current.refresh }));
    const total = await eachFault(
      rotate,
      async (res, failAt, mode) => {
        const label = `rotation, execution ${failAt} failing ${mode}`;
        await expectInternalError(res, label);
        const rows = (
          await env.DB.prepare("SELECT id, family_id, revoked_at, replaced_by FROM refresh_tokens WHERE user_id = ?1")
            .bind(current.id)
            .all<{
              id: string;
              family_id: string;
              revoked_at: string | null;
              replaced_by: string | null;
            }>()
        ).results;
        const ids = new Set(rows.map((r) => r.id));
        // No token points to a successor that was never stored.
        for (const r of rows)
          if (r.replaced_by) expect(ids.has(r.replaced_by), `${label}: ${r.id} → ${r.replaced_by}`).toBe(true);
        // Exactly one live token in the family.
        expect(rows.filter((r) => !r.revoked_at && !r.replaced_by).length, label).toBe(1);
        if (rows.length === 1) {
          // Nothing was written: the old refresh token still works, and so does its successor.
          const next = await api("/api/token/refresh/", jsonInit({ refresh: current.refresh }));
          expect(next.status, label).toBe(200);
          const pair = await json<{ refresh: string }>(next);
          expect((await api("/api/token/refresh/", jsonInit({ refresh: pair.refresh }))).status, label).toBe(200);
        } else {
          expect(rows.length, label).toBe(2);
          expect(mode, label).toBe("after");
        }
      },
      async () => {
        current = await makeUser();
        return rotate;
      },
    );
    expect(total).toBeGreaterThanOrEqual(3);
  });
});

describe("two rotations of one refresh token at the same moment", () => {
  it("both answer the session (two tabs) and exactly one successor is stored", async () => {
    const logged = vi.spyOn(console, "error");
    const user = await makeUser();
    const answers = await Promise.all(
      [1, 2].map(() => api("/api/token/refresh/", jsonInit({ refresh: user.refresh }))),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const rows = (
      await env.DB.prepare("SELECT id, replaced_by FROM refresh_tokens WHERE user_id = ?1")
        .bind(user.id)
        .all<{ id: string; replaced_by: string | null }>()
    ).results;
    expect(rows).toHaveLength(2);
    const old = rows.find((r) => r.replaced_by)!;
    expect(rows.map((r) => r.id)).toContain(old.replaced_by);
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });
});

/** An approved user with a session, made through the real API (register → admin approval → login), for the e2e specs. */
import type { Page } from "playwright-core";
import { withLocalD1 } from "../../scripts/lib/local-server.ts";
import { expect, inject } from "vitest";
import { poll } from "./wait.ts";
import { baseURL, stateDir } from "./server.ts";

export interface Session {
  username: string;
  password: string;
  access: string;
  refresh: string;
  user: Record<string, unknown>;
}

export async function api<T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as T };
}

export async function login(username: string, password: string): Promise<{ access: string; refresh: string }> {
  const res = await api<{ access: string; refresh: string }>("POST", "/api/token/", { username, password });
  expect(res.status).toBe(200);
  return res.body;
}

export const adminToken = async () => {
  const admin = inject("admin");
  return (await login(admin.username, admin.password)).access;
};

/** The password of the e2e users: one that meets the policy (10+ characters, not common, not the user's name). */
export const E2E_PASSWORD = "Ekin-Tarlasi-2026";

/**
 * Empties the rate-limit windows the suite shares. The whole suite shares one server and, in development, one client
 * ('yerel'), so its registrations would meet the 20-per-hour limit part way through (and pass or fail depending on
 * where the hour turns); every spec file starts with the client's windows (registration, uniqueness check) empty
 * (tests/e2e/browser.ts). Windows of one address or account are left alone: spec files run side by side, and a
 * spec that exceeds such a limit counts on its own window. The limits themselves are tested in the worker project.
 * The lane's database file is changed directly (SQLite's own locking; no request of the lane is under way between
 * two files): `wrangler d1 execute` would start a runtime for it, seconds of CPU per spec file.
 */
export function resetRateLimits(): void {
  withLocalD1(stateDir, (db) =>
    db.exec("DELETE FROM rate_limits WHERE key LIKE 'register:%' OR key LIKE 'unique-check:%'"),
  );
}

/** Registers `username` with a password, approves the request as the seeded admin and logs in. */
export async function approvedUser(username: string): Promise<Session> {
  const password = E2E_PASSWORD;
  expect(
    (await api("POST", "/api/accounts/register/", { email: `${username}@ornek.com`, username, password })).status,
  ).toBe(201);
  const admin = await adminToken();
  const pending = await api<{ data: { id: number; kind: string; username: string }[] }>(
    "GET",
    "/api/admin/requests/",
    undefined,
    admin,
  );
  const request = pending.body.data.find((r) => r.username === username && r.kind === "registration");
  expect(request).toBeDefined();
  expect((await api("POST", `/api/admin/requests/${request!.id}/approve/`, undefined, admin)).status).toBe(200);
  const tokens = await login(username, password);
  const me = await api<Record<string, unknown>>("GET", "/api/accounts/me/", undefined, tokens.access);
  return { username, password, ...tokens, user: me.body };
}

/** Puts the session into local storage before the app starts, once per tab (a reload keeps what the app did). */
export async function signIn(page: Page, s: Session): Promise<void> {
  await page.addInitScript((v) => {
    if (sessionStorage.getItem("e2e-signed-in")) return;
    sessionStorage.setItem("e2e-signed-in", "1");
    localStorage.setItem("access_token", v.access);
    localStorage.setItem("token", v.access);
    localStorage.setItem("refresh_token", v.refresh);
    localStorage.setItem("user", JSON.stringify(v.user));
  }, s);
}

/**
 * Waits until the clock has passed a saved item's creation time (ISO, milliseconds): the next save is then
 * certainly newer, and a newest-first list has one order.
 */
export async function afterCreationTime(createdAt: string): Promise<void> {
  const created = Date.parse(createdAt);
  expect(created).not.toBeNaN();
  await poll(() => Date.now(), `the clock passes ${createdAt}`).toBeGreaterThan(created);
}

/** A unique lower-case name per run (usernames allow a-z, 0-9, _). */
export const uniqueName = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

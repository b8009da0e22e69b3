/**
 * A restart of the `npm start` server keeps users and history: its own server on a persisted local D1 directory; a user
 * registers, is approved, saves a calculation; the server stops and starts again on the same directory; the user
 * logs in and the saved calculation is there. A second start on a port already in use is refused.
 */
import { rmSync } from "node:fs";
import { createServer } from "node:http";
import { afterAll, describe, expect, inject, it } from "vitest";
import { cloneStateDir, freePort, onFreePort, startPreview, type LocalServer } from "../../scripts/lib/local-server.ts";
import { SERVER_START_TIMEOUT } from "./global-setup.ts";

const USER = { username: "kalici_ciftci", email: "kalici@ornek.com", password: "Ekin-Tarlasi-2026" };
const TITLE = "Yeniden başlatma sonrası kayıt";

// A copy of the suite's migrated local D1 with its administrator (tests/e2e/global-setup.ts).
const stateDir = cloneStateDir(inject("template"), "planlayici-restart-");
const ADMIN = inject("admin");
let server: LocalServer | undefined;

afterAll(async () => {
  await server?.stop();
  rmSync(stateDir, { recursive: true, force: true });
});

async function call<T = Record<string, unknown>>(
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
) {
  const res = await fetch(`${server!.baseURL}${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: { "Content-Type": "application/json", ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: res.status, body: (await res.json()) as T };
}

const login = (u: { username: string; password: string }) =>
  call<{ access: string; refresh: string }>("/api/token/", { body: u });

describe("the npm start server restarted on the same local D1", () => {
  // Two server starts (each up to SERVER_START_TIMEOUT on a busy machine) and a stop.
  it("keeps the approved user and the saved calculation", { timeout: 2 * SERVER_START_TIMEOUT + 60_000 }, async () => {
    const start = (port: number) => startPreview(stateDir, port, { timeoutMs: SERVER_START_TIMEOUT });
    server = await onFreePort(start);
    const firstURL = server.baseURL;

    expect((await call("/api/accounts/register/", { body: USER })).status).toBe(201);
    expect((await login(USER)).status).toBe(401); // passive until approved
    const admin = (await login(ADMIN)).body.access;
    const requests = await call<{ data: { id: number; username: string; kind: string }[] }>("/api/admin/requests/", {
      token: admin,
    });
    const request = requests.body.data.find((r) => r.username === USER.username && r.kind === "registration");
    expect(request).toBeDefined();
    expect((await call(`/api/admin/requests/${request!.id}/approve/`, { method: "POST", token: admin })).status).toBe(
      200,
    );

    const first = await login(USER);
    expect(first.status).toBe(200);
    const parameters = { latitude: 38.42, longitude: 27.14, alan_m2: 1000, arazi_vasfi: "Tarla" };
    const result = await call("/api/calculations/sera/", { body: parameters });
    expect(result.status).toBe(200);
    const saved = await call<{ data: { id: string } }>("/api/calculations/save/", {
      token: first.body.access,
      body: {
        calculation_type: "sera",
        parameters,
        result: result.body,
        map_coordinates: { lat: 38.42, lng: 27.14 },
        title: TITLE,
      },
    });
    expect(saved.status).toBe(201);

    await server.stop();
    await expect(fetch(`${firstURL}/api/health/`)).rejects.toThrow();
    server = await onFreePort(start);

    const again = await login(USER);
    expect(again.status).toBe(200);
    const history = await call<{ data: { id: string; title: string; calculation_type: string }[] }>(
      "/api/calculations/history/",
      { token: again.body.access },
    );
    expect(history.status).toBe(200);
    expect(history.body.data).toEqual([
      expect.objectContaining({ id: saved.body.data.id, title: TITLE, calculation_type: "sera" }),
    ]);
    const detail = await call<{ data: { parameters: unknown; map_coordinates: unknown } }>(
      `/api/calculations/history/${saved.body.data.id}/`,
      { token: again.body.access },
    );
    expect(detail.body.data).toMatchObject({ parameters, map_coordinates: { lat: 38.42, lng: 27.14 } });
    // Sessions survive too: the refresh token issued before the restart still rotates.
    expect((await call("/api/token/refresh/", { body: { refresh: first.body.refresh } })).status).toBe(200);
    const audit = await call<{ data: { action: string; target: string }[] }>("/api/admin/audit/", {
      token: (await login(ADMIN)).body.access,
    });
    expect(audit.body.data.some((a) => a.action === "registration.approve" && a.target.includes(USER.username))).toBe(
      true,
    );
  });

  it("refuses a port another server already answers on, instead of taking its answers for its own", async () => {
    // An earlier `npm start` still running: its health check answers 200 on the port asked for.
    const port = await freePort();
    const earlier = createServer((_, res) => res.end('{"status":"ok"}'));
    await new Promise<void>((listening) => earlier.listen(port, "127.0.0.1", listening));
    try {
      await expect(startPreview(stateDir, port, { timeoutMs: SERVER_START_TIMEOUT })).rejects.toThrow(
        `http://127.0.0.1:${port}: the port is already in use`,
      );
    } finally {
      await new Promise((closed) => earlier.close(closed));
    }
  });
});

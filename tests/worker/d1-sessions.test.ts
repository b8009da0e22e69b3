/**
 * D1 read replication through the Sessions API (worker/middleware/db.ts): every answer carries the session's latest
 * bookmark in `x-d1-bookmark`; a client that sends it back reads at least what it wrote; writes start on the
 * primary; a malformed bookmark is ignored, never a 500.
 */
import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "@worker/app.ts";
import { BOOKMARK_HEADER, isBookmark } from "@worker/core/contracts/bookmark.ts";
import type { HistoryItemDto } from "@worker/core/contracts/history-schemas.ts";
import { sessionStart } from "@worker/middleware/db.ts";
import { api, json, send, userToken, VALID_PARAMETERS, VALID_TYPE } from "./helpers.ts";

const BOOKMARK_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

function withBookmark(path: string, token: string, bookmark: string | null, init: RequestInit = {}) {
  return api(path, {
    ...init,
    headers: {
      "Content-Type": "application/json",
      Authorization: `Bearer ${token}`,
      ...(bookmark === null ? {} : { [BOOKMARK_HEADER]: bookmark }),
    },
  });
}

describe("D1 Sessions API bookmarks", () => {
  it("answers the session's bookmark on reads and writes", async () => {
    const health = await api("/api/health/"); // no drizzle query: the health check reads env.DB itself
    expect(health.status).toBe(200);
    const token = await userToken("imi");
    const read = await send("GET", "/api/accounts/me/", undefined, token);
    expect(read.status).toBe(200);
    expect(read.headers.get(BOOKMARK_HEADER)).toMatch(BOOKMARK_SHAPE);
    const write = await send("PATCH", "/api/accounts/me/", { first_name: "Ayşe" }, token);
    expect(write.status).toBe(200);
    expect(write.headers.get(BOOKMARK_HEADER)).toMatch(BOOKMARK_SHAPE);
  });

  it("shows a write to the same client's next read that sends the returned bookmark", async () => {
    const token = await userToken("yazan");
    const saved = await withBookmark("/api/calculations/save/", token, null, {
      method: "POST",
      body: JSON.stringify({ calculation_type: VALID_TYPE, parameters: VALID_PARAMETERS, title: "Yeni kayıt" }),
    });
    expect(saved.status).toBe(201);
    const afterWrite = saved.headers.get(BOOKMARK_HEADER)!;
    expect(afterWrite).toMatch(BOOKMARK_SHAPE);
    const { data } = await json<{ data: HistoryItemDto }>(saved);

    const list = await withBookmark("/api/calculations/history/", token, afterWrite);
    expect(list.status).toBe(200);
    expect((await json<{ data: { id: string }[] }>(list)).data.map((i) => i.id)).toEqual([data.id]);
    // The read's session started at the write's bookmark: what it answers is never older.
    const afterRead = list.headers.get(BOOKMARK_HEADER)!;
    expect(afterRead).toMatch(BOOKMARK_SHAPE);
    expect(afterRead >= afterWrite).toBe(true);

    const detail = await withBookmark(`/api/calculations/history/${data.id}/`, token, afterRead);
    expect((await json<{ data: HistoryItemDto }>(detail)).data.title).toBe("Yeni kayıt");
  });

  it.each([
    ["garbage", "cop-degil"],
    ["a truncated bookmark", "00000000-0000000a-00000000"],
    ["a bookmark with a non-hex digit", "00000000-0000000a-00000000-0000000000000000000000000000000g"],
    ["an overlong value", "0".repeat(5000)],
    ["SQL", "'; DROP TABLE users; --"],
  ])("ignores %s: the read answers 200 with a bookmark of D1's own", async (_, bad) => {
    const token = await userToken("bozuk");
    const res = await withBookmark("/api/calculations/history/", token, bad);
    expect(res.status).toBe(200);
    expect(res.headers.get(BOOKMARK_HEADER)).toMatch(BOOKMARK_SHAPE);
    const write = await withBookmark("/api/accounts/me/", token, bad, {
      method: "PATCH",
      body: JSON.stringify({ last_name: "Yılmaz" }),
    });
    expect(write.status).toBe(200);
  });

  it("starts writes on the primary, reads at the client's bookmark or anywhere", () => {
    const mark = "00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683";
    expect(sessionStart("GET", "/api/calculations/history/", mark)).toBe(mark);
    expect(sessionStart("HEAD", "/api/accounts/me/", mark)).toBe(mark);
    expect(sessionStart("GET", "/api/calculations/history/", undefined)).toBe("first-unconstrained");
    expect(sessionStart("GET", "/api/calculations/history/", "cop-degil")).toBe("first-unconstrained");
    for (const method of ["POST", "PUT", "PATCH", "DELETE"])
      expect(sessionStart(method, "/api/calculations/save/", mark)).toBe("first-primary");
    // The Google callback is a GET that creates the account and the session.
    expect(sessionStart("GET", "/api/accounts/google/callback/", mark)).toBe("first-primary");
    expect(isBookmark(mark)).toBe(true);
    expect(isBookmark(mark.toUpperCase())).toBe(true);
    expect(isBookmark(`${mark}0`)).toBe(false);
  });

  it("runs every query of a request on the session it opened", async () => {
    const starts: (string | undefined)[] = [];
    let direct = 0;
    const db = new Proxy(env.DB, {
      get(target, prop) {
        if (prop === "withSession")
          return (start?: string) => {
            starts.push(start);
            return target.withSession(start);
          };
        if (prop === "prepare" || prop === "batch") direct += 1;
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const token = await userToken("oturum");
    const call = (path: string, init: RequestInit) =>
      app.fetch(new Request(`http://planlayici.test${path}`, init), { ...env, DB: db }, createExecutionContext());
    const headers = { "Content-Type": "application/json", Authorization: `Bearer ${token}` };
    const saved = await call("/api/calculations/save/", {
      method: "POST",
      headers,
      body: JSON.stringify({ calculation_type: VALID_TYPE, parameters: VALID_PARAMETERS, title: "Oturumda" }),
    });
    expect(saved.status).toBe(201);
    const mark = saved.headers.get(BOOKMARK_HEADER)!;
    const list = await call("/api/calculations/history/", { headers: { ...headers, [BOOKMARK_HEADER]: mark } });
    expect(list.status).toBe(200);
    expect(starts).toEqual(["first-primary", mark]);
    expect(direct).toBe(0);
  });
});

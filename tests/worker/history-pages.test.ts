/**
 * The history list page by page (issue [5/6]): keyset pagination on (created_at, id), newest first, a page without
 * the stored result, an opaque cursor that stays valid while items are added, other users' items never listed, a bad
 * cursor answering the catalogue's 400; the detail is the full item.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ApiPage } from "@worker/core/contracts/api.ts";
import type { ApiError } from "@worker/core/contracts/errors.ts";
import type { HistoryItemDto, HistorySummaryDto } from "@worker/core/contracts/history-schemas.ts";
import { encodeCursor } from "@worker/lib/keyset-cursor.ts";
import { HISTORY_PAGE_SIZE } from "@worker/services/history.ts";
import { json, send, userToken, VALID_PARAMETERS, VALID_TYPE } from "./helpers.ts";

type Page = ApiPage<HistorySummaryDto>;

async function me(token: string): Promise<number> {
  return (await json<{ id: number }>(await send("GET", "/api/accounts/me/", undefined, token))).id;
}

/** Stores `count` items for a user straight in D1, one millisecond apart from `start` (or all at `start`). */
async function insertItems(userId: number, prefix: string, count: number, start: number, step = 1): Promise<void> {
  const stmt = env.DB.prepare(
    `INSERT INTO saved_calculations (id, user_id, title, calculation_type, parameters, result, created_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
  );
  await env.DB.batch(
    Array.from({ length: count }, (_, i) =>
      stmt.bind(
        `${prefix}-${String(i).padStart(3, "0")}`,
        userId,
        `${prefix} ${i}`,
        VALID_TYPE,
        JSON.stringify(VALID_PARAMETERS),
        JSON.stringify({ data: { html_mesaj: "<p>Rapor metni</p>" } }),
        new Date(start + i * step).toISOString(),
      ),
    ),
  );
}

async function page(token: string, cursor?: string): Promise<{ status: number; body: Page }> {
  const res = await send(
    "GET",
    `/api/calculations/history/${cursor === undefined ? "" : `?cursor=${encodeURIComponent(cursor)}`}`,
    undefined,
    token,
  );
  return { status: res.status, body: await json<Page>(res) };
}

/** Every page from the first, following next_cursor. */
async function allPages(token: string): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor: string | undefined;
  do {
    const { status, body } = await page(token, cursor);
    expect(status).toBe(200);
    pages.push(body);
    cursor = body.next_cursor ?? undefined;
  } while (cursor);
  return pages;
}

describe("GET /api/calculations/history/ (pages)", () => {
  it("answers pages of 20, newest first, without the stored result, until next_cursor is null", async () => {
    const token = await userToken("sayfa");
    await insertItems(await me(token), "sayfa", 45, Date.parse("2026-01-01T00:00:00.000Z"));

    const pages = await allPages(token);
    expect(pages.map((p) => p.data.length)).toEqual([HISTORY_PAGE_SIZE, HISTORY_PAGE_SIZE, 5]);
    expect(pages.map((p) => p.next_cursor === null)).toEqual([false, false, true]);
    const titles = pages.flatMap((p) => p.data.map((i) => i.title));
    expect(titles).toEqual(Array.from({ length: 45 }, (_, i) => `sayfa ${44 - i}`));
    for (const item of pages.flatMap((p) => p.data)) {
      expect(Object.keys(item).sort()).toEqual(
        [
          "calculation_type",
          "created_at",
          "description",
          "id",
          "map_coordinates",
          "parameters",
          "share_id",
          "title",
          "yeni_surum",
        ].sort(),
      );
      expect(JSON.stringify(item)).not.toContain("Rapor metni");
      expect(item.parameters).toEqual(VALID_PARAMETERS);
    }
  });

  it("answers exactly one page and a null cursor for 20 items, and an empty page for none", async () => {
    const token = await userToken("tam");
    expect((await page(token)).body).toEqual({ success: true, data: [], next_cursor: null });
    await insertItems(await me(token), "tam", HISTORY_PAGE_SIZE, Date.parse("2026-02-01T00:00:00.000Z"));
    const first = await page(token);
    expect(first.body.data).toHaveLength(HISTORY_PAGE_SIZE);
    expect(first.body.next_cursor).toBeNull();
    // A blank cursor is the first page.
    expect((await page(token, "")).body.data.map((i) => i.id)).toEqual(first.body.data.map((i) => i.id));
  });

  it("keeps the next page where the last one ended when items are saved or deleted in between", async () => {
    const token = await userToken("kararli");
    const userId = await me(token);
    await insertItems(userId, "kararli", 30, Date.parse("2026-03-01T00:00:00.000Z"));
    const first = (await page(token)).body;
    expect(first.data.at(-1)?.title).toBe("kararli 10");

    // Saved meanwhile through the API (newer than everything) and inserted straight (newer still).
    const saved = await send(
      "POST",
      "/api/calculations/save/",
      { calculation_type: VALID_TYPE, parameters: VALID_PARAMETERS, title: "Araya giren" },
      token,
    );
    expect(saved.status).toBe(201);
    await insertItems(userId, "yeni", 3, Date.now() + 60_000);
    // The first item of the next page is deleted meanwhile: the page starts after it.
    expect((await send("DELETE", "/api/calculations/delete/kararli-009/", undefined, token)).status).toBe(200);

    const second = (await page(token, first.next_cursor!)).body;
    expect(second.data.map((i) => i.title)).toEqual(Array.from({ length: 9 }, (_, i) => `kararli ${8 - i}`));
    expect(second.next_cursor).toBeNull();

    // A fresh first page starts with the new items.
    const fresh = (await page(token)).body.data.map((i) => i.title);
    expect(fresh.slice(0, 4)).toEqual(["yeni 2", "yeni 1", "yeni 0", "Araya giren"]);
  });

  it("orders items saved in the same millisecond by id and pages through them without a gap or a repeat", async () => {
    const token = await userToken("ayni_an");
    await insertItems(await me(token), "ayni", 25, Date.parse("2026-04-01T00:00:00.000Z"), 0);
    const ids = (await allPages(token)).flatMap((p) => p.data.map((i) => i.id));
    expect(ids).toEqual(Array.from({ length: 25 }, (_, i) => `ayni-${String(24 - i).padStart(3, "0")}`));
  });

  it("never lists another user's items, whose times interleave with the user's own", async () => {
    const a = await userToken("sahip");
    const b = await userToken("baska");
    const start = Date.parse("2026-05-01T00:00:00.000Z");
    await insertItems(await me(a), "sahip", 25, start, 2);
    await insertItems(await me(b), "baska", 25, start + 1, 2);

    const ownA = (await allPages(a)).flatMap((p) => p.data.map((i) => i.title));
    expect(ownA).toHaveLength(25);
    expect(ownA.every((t) => t.startsWith("sahip "))).toBe(true);
    // B following A's cursor sees only B's items older than that point.
    const cursorOfA = (await page(a)).body.next_cursor!;
    const bAfter = (await page(b, cursorOfA)).body.data.map((i) => i.title);
    expect(bAfter.length).toBeGreaterThan(0);
    expect(bAfter.every((t) => t.startsWith("baska "))).toBe(true);
  });

  it.each([
    ["not base64url", "bu-bir-imlec-değil!"],
    ["base64url of no JSON", "YWJj"],
    ["a JSON object", btoa(JSON.stringify({ c: "2026-01-01T00:00:00.000Z", i: "x" }))],
    ["a pair with a bad date", btoa(JSON.stringify(["dün", "x"]))],
    ["a pair with an empty id", btoa(JSON.stringify(["2026-01-01T00:00:00.000Z", ""]))],
    ["a pair with a number id", btoa(JSON.stringify(["2026-01-01T00:00:00.000Z", 7]))],
    ["three items", btoa(JSON.stringify(["2026-01-01T00:00:00.000Z", "x", "y"]))],
    ["an overlong id", encodeCursor({ createdAt: "2026-01-01T00:00:00.000Z", id: "x".repeat(101) })],
    ["a huge value", "A".repeat(10_000)],
    ["SQL", "' OR 1=1 --"],
  ])("refuses a cursor that is %s with the catalogue's Turkish 400", async (_, cursor) => {
    const token = await userToken("imlec");
    const res = await page(token, cursor);
    expect(res.status).toBe(400);
    expect(res.body as unknown as ApiError).toMatchObject({
      success: false,
      code: "invalid_cursor",
      detail: "Geçersiz sayfa bağlantısı. Lütfen listeyi yeniden yükleyin.",
    });
  });

  it("refuses a repeated cursor parameter with a Turkish 400", async () => {
    const token = await userToken("iki_imlec");
    const res = await send("GET", "/api/calculations/history/?cursor=a&cursor=b", undefined, token);
    expect(res.status).toBe(400);
    expect((await json<ApiError>(res)).detail).toBe("Geçersiz sayfa bağlantısı. Lütfen listeyi yeniden yükleyin.");
  });

  it("asks for a login first", async () => {
    expect((await send("GET", "/api/calculations/history/?cursor=YWJj")).status).toBe(401);
  });

  it("reads a page through the (user_id, created_at, id) index", async () => {
    const plan = await env.DB.prepare(
      `EXPLAIN QUERY PLAN SELECT id FROM saved_calculations WHERE user_id = ?1 AND (created_at, id) < (?2, ?3)
       ORDER BY created_at DESC, id DESC LIMIT 21`,
    )
      .bind(1, "2026-01-01T00:00:00.000Z", "x")
      .all<{ detail: string }>();
    const details = plan.results.map((r) => r.detail).join(" | ");
    expect(details).toContain("saved_calculations_user_created_id");
    expect(details).not.toContain("TEMP B-TREE");
  });
});

describe("GET /api/calculations/history/{id}/", () => {
  it("answers the full item: the stored result and the rule-set record the list leaves out", async () => {
    const token = await userToken("detay");
    const saved = await json<{ data: HistoryItemDto }>(
      await send(
        "POST",
        "/api/calculations/save/",
        { calculation_type: VALID_TYPE, parameters: VALID_PARAMETERS, title: "Tam kayıt" },
        token,
      ),
    );
    const listed = (await page(token)).body.data[0]!;
    expect(listed.id).toBe(saved.data.id);
    expect("result" in listed).toBe(false);

    const detail = await json<{ data: HistoryItemDto }>(
      await send("GET", `/api/calculations/history/${saved.data.id}/`, undefined, token),
    );
    expect(detail.data).toEqual(saved.data);
    expect(Object.keys(detail.data.result).length).toBeGreaterThan(0);
    expect(detail.data.kural_seti).toMatchObject({ id: "izmir-tarimsal-yapilar" });
  });
});

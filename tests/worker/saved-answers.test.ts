/**
 * Rows saved before the answer's report became data (`rapor`) still open: the API answers them without HTML, with
 * their text (`mesaj`), in the history detail and on the share page. The rows are written straight into D1 in the
 * shapes they were stored in: an answer of this product from before (with `html_mesaj`, tests/fixtures), and the
 * older clients' shapes with markup only.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import oldAnswer from "../fixtures/answer-with-html-mesaj.json";
import { json, send, userToken, VALID_PARAMETERS, VALID_TYPE } from "./helpers.ts";

async function me(token: string): Promise<number> {
  return (await json<{ id: number }>(await send("GET", "/api/accounts/me/", undefined, token))).id;
}

async function insertRow(userId: number, id: string, result: unknown, computedByServer: boolean): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO saved_calculations (id, user_id, title, calculation_type, parameters, result, created_at, computed_by_server)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
  )
    .bind(
      id,
      userId,
      `Eski kayıt ${id}`,
      VALID_TYPE,
      JSON.stringify(VALID_PARAMETERS),
      JSON.stringify(result),
      "2026-06-01T10:00:00.000Z",
      computedByServer ? 1 : 0,
    )
    .run();
}

async function detail(token: string, id: string): Promise<Record<string, unknown>> {
  const res = await send("GET", `/api/calculations/history/${id}/`, undefined, token);
  expect(res.status).toBe(200);
  return (await json<{ data: { result: Record<string, unknown> } }>(res)).data.result;
}

describe("saved answers from before the structured report", () => {
  it("answers an old answer of this product without its HTML, its text and figures as stored", async () => {
    const token = await userToken("eskikayit");
    await insertRow(await me(token), "eski-urun-1", oldAnswer, true);
    const result = await detail(token, "eski-urun-1");
    const data = result["data"] as Record<string, unknown>;
    expect(JSON.stringify(result)).not.toContain("html_mesaj");
    expect(JSON.stringify(result)).not.toMatch(/<[a-z]/i);
    const { html_mesaj: _dropped, ...rest } = oldAnswer.data;
    expect(data).toEqual(rest);
    expect(data["mesaj"]).toBe(oldAnswer.data.mesaj);

    // The share page reads the same row the same way.
    const share = await json<{ data: { share_id: string } }>(
      await send("POST", "/api/calculations/history/eski-urun-1/share/", undefined, token),
    );
    const pub = await send("GET", `/api/calculations/shared/${share.data.share_id}/`);
    expect(pub.status).toBe(200);
    const shared = await json<{ data: { result: Record<string, unknown> } }>(pub);
    expect(JSON.stringify(shared.data.result)).not.toContain("html_mesaj");
  });

  it("writes the text of markup-only answers of older clients, never HTML", async () => {
    const token = await userToken("eskiistemci");
    const userId = await me(token);
    await insertRow(
      userId,
      "eski-html",
      { data: { html_mesaj: "<h3>Sera</h3><p>Alan: 1.000 m&sup2; &amp; depo</p>" } },
      false,
    );
    await insertRow(
      userId,
      "eski-mesaj-html",
      { results: { mesaj: "<strong>Eski</strong> rapor<br>ikinci satır" } },
      false,
    );
    await insertRow(userId, "eski-duz", { sonuc: { ana_mesaj: "Yapı izni verilebilir." } }, false);
    expect(await detail(token, "eski-html")).toEqual({ data: { mesaj: "Sera\nAlan: 1.000 m² & depo" } });
    expect(await detail(token, "eski-mesaj-html")).toEqual({ results: { mesaj: "Eski rapor\nikinci satır" } });
    expect(await detail(token, "eski-duz")).toEqual({ sonuc: { ana_mesaj: "Yapı izni verilebilir." } });
  });

  it("answers today's saves with the structured report and no HTML", async () => {
    const token = await userToken("yenikayit");
    const res = await send(
      "POST",
      "/api/calculations/save/",
      { calculation_type: VALID_TYPE, parameters: VALID_PARAMETERS, title: "Yeni kayıt" },
      token,
    );
    expect(res.status).toBe(201);
    const { id } = (await json<{ data: { id: string } }>(res)).data;
    const data = (await detail(token, id))["data"] as Record<string, unknown>;
    expect(data).not.toHaveProperty("html_mesaj");
    expect(data["rapor"]).toMatchObject({ parsel: expect.stringContaining("Parsel alanı") as unknown });
  });
});

/** Shareable read-only links of saved calculations: create, read logged out, revoke, owner only. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { json, send, userToken, VALID_PARAMETERS, VALID_TYPE } from "./helpers.ts";

async function saved(token: string, title: string): Promise<string> {
  const res = await send(
    "POST",
    "/api/calculations/save/",
    { calculation_type: VALID_TYPE, parameters: VALID_PARAMETERS, map_coordinates: { lat: 38.42, lng: 27.13 }, title },
    token,
  );
  expect(res.status).toBe(201);
  return (await json<{ data: { id: string } }>(res)).data.id;
}

describe("share links", () => {
  it("creates an unguessable id once, serves it logged out without the owner, and stops after revoke", async () => {
    const owner = await userToken("paylasan");
    const id = await saved(owner, "Paylaşılacak sera");
    const first = await json<{ data: { share_id: string } }>(
      await send("POST", `/api/calculations/history/${id}/share/`, undefined, owner),
    );
    expect(first.data.share_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const again = await json<{ data: { share_id: string } }>(
      await send("POST", `/api/calculations/history/${id}/share/`, undefined, owner),
    );
    expect(again.data.share_id).toBe(first.data.share_id);

    const listed = await json<{ data: { id: string; share_id: string | null }[] }>(
      await send("GET", "/api/calculations/history/", undefined, owner),
    );
    expect(listed.data.find((x) => x.id === id)?.share_id).toBe(first.data.share_id);

    const pub = await send("GET", `/api/calculations/shared/${first.data.share_id}/`);
    expect(pub.status).toBe(200);
    const body = await json<{ data: Record<string, unknown> }>(pub);
    expect(body.data).toMatchObject({
      title: "Paylaşılacak sera",
      calculation_type: VALID_TYPE,
      parameters: VALID_PARAMETERS,
      map_coordinates: { lat: 38.42, lng: 27.13 },
    });
    expect(body.data).not.toHaveProperty("id");
    expect(body.data).not.toHaveProperty("user_id");
    expect(JSON.stringify(body)).not.toContain("paylasan_");

    const revoke = await send("DELETE", `/api/calculations/history/${id}/share/`, undefined, owner);
    expect(revoke.status).toBe(200);
    const gone = await send("GET", `/api/calculations/shared/${first.data.share_id}/`);
    expect(gone.status).toBe(404);
    expect(await json(gone)).toMatchObject({ success: false, code: "not_found" });
  });

  it("lets only the owner share or revoke, needs a login, and answers 404 for malformed ids", async () => {
    const owner = await userToken("paylasan");
    const other = await userToken("baskasi");
    const id = await saved(owner, "Başkasının");
    expect((await send("POST", `/api/calculations/history/${id}/share/`, undefined, other)).status).toBe(404);
    expect((await send("DELETE", `/api/calculations/history/${id}/share/`, undefined, other)).status).toBe(404);
    expect((await send("POST", `/api/calculations/history/${id}/share/`)).status).toBe(401);
    for (const bad of ["x", "' OR 1=1 --", "A".repeat(22 + 1), "%3Cscript%3E"]) {
      const res = await send("GET", `/api/calculations/shared/${encodeURIComponent(bad)}/`);
      expect(res.status).toBe(404);
    }
    const row = await env.DB.prepare("SELECT share_id FROM saved_calculations WHERE id = ?1")
      .bind(id)
      .first<{ share_id: string | null }>();
    expect(row?.share_id).toBeNull();
  });
});

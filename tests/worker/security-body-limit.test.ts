/**
 * The request body limit (worker/app.ts, 256 KB): every route that takes a body answers 413 with the catalogue
 * shape for a larger body — announced by Content-Length or streamed without one — before any parsing or auth.
 */
import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "@worker/app.ts";
import type { ApiError } from "@worker/core/contracts/errors.ts";
import { api, json } from "./helpers.ts";

/** Every route of worker/routes/*.ts that reads a request body. */
const BODY_ROUTES: [method: string, path: string][] = [
  ["POST", "/api/calculations/sera/"],
  ["POST", "/api/calculations/bag-evi-v2/"],
  ["POST", "/api/calculations/save/"],
  ["POST", "/api/location/check/"],
  ["POST", "/api/token/"],
  ["POST", "/api/token/refresh/"],
  ["POST", "/api/accounts/register/"],
  ["POST", "/api/accounts/check-username/"],
  ["POST", "/api/accounts/check-email/"],
  ["PATCH", "/api/accounts/me/"],
  ["DELETE", "/api/accounts/me/delete-account/"],
  ["POST", "/api/accounts/password-reset-request/"],
  ["POST", "/api/accounts/request-password-reset/"],
  ["POST", "/api/accounts/reset-password/"],
  ["POST", "/api/accounts/set-password/"],
  ["POST", "/api/accounts/me/password/"],
  ["POST", "/api/accounts/send-verification/"],
  ["POST", "/api/accounts/verify-email/"],
  ["POST", "/api/accounts/request-email-change/"],
  ["POST", "/api/accounts/confirm-email-change/"],
  ["POST", "/api/accounts/test-email/"],
];

const MB = 1024 * 1024;
const bigJson = (bytes: number) => JSON.stringify({ title: "a".repeat(bytes), username: "x", password: "y" });

/** A body streamed in 64 KB chunks: the request has no Content-Length. */
function streamOf(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 64 * 1024) controller.enqueue(bytes.slice(i, i + 64 * 1024));
      controller.close();
    },
  });
}

async function expectTooLarge(res: Response, label: string) {
  expect(res.status, label).toBe(413);
  const body = await json<ApiError>(res);
  expect(body, label).toMatchObject({ success: false, code: "payload_too_large", detail: "İstek gövdesi çok büyük." });
  expect(Object.keys(body).sort(), label).toEqual(["code", "detail", "request_id", "success"]);
}

describe("request bodies over 256 KB are refused with 413", () => {
  it("the limit is 256 KB", () => {
    expect(MAX_BODY_BYTES).toBe(256 * 1024);
  });

  it("on every body route, with Content-Length: 300 KB and 1 MB", async () => {
    for (const [method, path] of BODY_ROUTES) {
      for (const size of [300 * 1024, MB]) {
        const res = await api(path, { method, headers: { "Content-Type": "application/json" }, body: bigJson(size) });
        await expectTooLarge(res, `${method} ${path} ${size}`);
      }
    }
  });

  it("on every body route, streamed in chunks without Content-Length (1 MB)", async () => {
    for (const [method, path] of BODY_ROUTES) {
      const request = new Request(`http://planlayici.test${path}`, {
        method,
        headers: { "Content-Type": "application/json" },
        body: streamOf(bigJson(MB)),
      });
      expect(request.headers.get("Content-Length")).toBeNull();
      const res = await api(path, {
        method,
        headers: { "Content-Type": "application/json" },
        body: streamOf(bigJson(MB)),
      });
      await expectTooLarge(res, `${method} ${path} streamed`);
    }
  });

  it("whatever the content type, and before authentication", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "application/octet-stream"]) {
      const res = await api("/api/calculations/save/", {
        method: "POST",
        headers: { "Content-Type": type },
        body: "x".repeat(300 * 1024),
      });
      await expectTooLarge(res, type);
    }
  });

  it("one byte over the limit is refused; a streamed body at the limit is read and validated (400, not 413)", async () => {
    const over = await api("/api/token/", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: " ".repeat(MAX_BODY_BYTES - 2) + "{}" + " ",
    });
    await expectTooLarge(over, "one byte over");
    const atLimit = await api("/api/token/", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: streamOf(" ".repeat(MAX_BODY_BYTES - 2) + "{}"),
    });
    expect(atLimit.status).toBe(400);
    expect((await json<ApiError>(atLimit)).code).toBe("validation_failed");
  });

  it("a streamed body under the limit still reaches the handler intact", async () => {
    const body = JSON.stringify({
      latitude: 38.42,
      longitude: 27.14,
      alan_m2: 1000,
      arazi_vasfi: "Tarla",
      not: "ş".repeat(50_000),
    });
    const res = await api("/api/calculations/sera/", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: streamOf(body),
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ success: true });
  });
});

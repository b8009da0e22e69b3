/**
 * Unread request bodies: a request whose body the worker answers without using (401 before the token is checked, 404,
 * 415 for a body that is not JSON, 413 over the limit) never makes the local server (`vite preview`, the hop
 * between Node and workerd) answer 500 — neither that request nor the next one on the same keep-alive connection.
 * The worker reads such bodies before it answers, up to four times the body limit (worker/middleware/drain-body.ts).
 */
import { Agent, request } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { baseURL } from "./server.ts";

/** One connection, kept alive: each request follows the previous one on the same socket where the server allows. */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => agent.destroy());

interface Answer {
  status: number;
  body: string;
}

function send(method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, baseURL),
      { method, agent, headers: { ...headers, ...(body ? { "Content-Length": String(body.length) } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** A JSON body of about `bytes` bytes. */
const jsonBody = (bytes: number) => Buffer.from(JSON.stringify({ baslik: "x".repeat(bytes) }));

/** The requests answered before their body is read, each with the status the worker gives it. */
const unread: { label: string; status: number; go: (bytes: number) => Promise<Answer> }[] = [
  {
    label: "save without a token (401)",
    status: 401,
    go: (n) => send("POST", "/api/calculations/save/", { "Content-Type": "application/json" }, jsonBody(n)),
  },
  {
    label: "unknown API address (404)",
    status: 404,
    go: (n) => send("POST", "/api/olmayan-adres/", { "Content-Type": "application/json" }, jsonBody(n)),
  },
  {
    label: "login sent as plain text (415)",
    status: 415,
    go: (n) => send("POST", "/api/token/", { "Content-Type": "text/plain" }, jsonBody(n)),
  },
  {
    label: "calculation sent as a form (415)",
    status: 415,
    go: (n) =>
      send(
        "POST",
        "/api/calculations/solucan-tesisi/",
        { "Content-Type": "application/x-www-form-urlencoded" },
        jsonBody(n),
      ),
  },
  {
    label: "login over the body limit (413)",
    status: 413,
    go: () => send("POST", "/api/token/", { "Content-Type": "application/json" }, jsonBody(300 * 1024)),
  },
  {
    label: "login at three times the body limit (413)",
    status: 413,
    go: () => send("POST", "/api/token/", { "Content-Type": "application/json" }, jsonBody(768 * 1024)),
  },
];

describe("bodies the worker answers without reading", () => {
  it("never make the local server answer 5xx, for the request or the next one on the connection", async () => {
    const failures: string[] = [];
    let requests = 0;
    for (let round = 0; round < 12; round++)
      for (const bytes of [512, 48 * 1024, 200 * 1024])
        for (const { label, status, go } of unread) {
          const where = `round ${round}, ${bytes} B, ${label}`;
          requests += 2;
          try {
            const answer = await go(bytes);
            if (answer.status !== status) failures.push(`${where}: ${answer.status} ${answer.body.slice(0, 120)}`);
            const next = await send("GET", "/api/health/", {});
            if (next.status !== 200) failures.push(`${where}, next request: ${next.status} ${next.body.slice(0, 120)}`);
          } catch (err) {
            failures.push(`${where}: ${String(err)}`);
          }
        }
    expect(failures, `${failures.length} of ${requests} requests`).toEqual([]);
  });
});

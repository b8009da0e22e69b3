/**
 * A stand-in for the worker behind `fetch` in the component tests: routes like `POST /api/token/` answer JSON (or
 * hold their answer until the test releases it); every call is recorded, and a call no route answers fails the
 * test that made it.
 */
import { vi } from "vitest";

export interface ApiCall {
  method: string;
  /** Path and query, e.g. /api/rules/?surum=2.0.0. */
  url: string;
  body: unknown;
  /** The request's headers (names lower-cased). */
  headers: Record<string, string>;
}

export interface Answer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Route = (call: ApiCall) => Answer | Promise<Answer> | "network-error";

export interface ApiStub {
  calls: ApiCall[];
  /** Calls of one route key, e.g. "POST /api/accounts/register/". */
  callsOf: (key: string) => ApiCall[];
  /** Calls no route answered (each also rejected its fetch). */
  unanswered: ApiCall[];
}

let current: ApiStub | null = null;

/** A request's body: JSON as its value, anything else (a CSV upload) as the text sent. */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Called after each test (setup.ts): a call no route answered is a failure even if the UI swallowed it. */
export function checkAllAnswered(): void {
  const missed = current?.unanswered ?? [];
  current = null;
  if (missed.length) throw new Error(`unanswered API calls: ${missed.map((c) => `${c.method} ${c.url}`).join(", ")}`);
}

/** Replaces `fetch` with `routes` (keys "METHOD /path/", matched without the query). */
export function stubApi(routes: Record<string, Route>): ApiStub {
  const calls: ApiCall[] = [];
  const unanswered: ApiCall[] = [];
  vi.stubGlobal("fetch", async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? "GET").toUpperCase();
    const call: ApiCall = {
      method,
      url,
      body: typeof init.body === "string" ? parseBody(init.body) : undefined,
      headers: Object.fromEntries(new Headers(init.headers)),
    };
    calls.push(call);
    const route = routes[`${method} ${url.split("?")[0]}`];
    if (!route) {
      unanswered.push(call);
      throw new TypeError(`no stubbed answer for ${method} ${url}`);
    }
    const answer = await route(call);
    if (answer === "network-error") throw new TypeError("Failed to fetch");
    // A plain object with what the API client reads, not a Node Response: its body stream would need the real
    // event loop, which fake timers stop.
    const status = answer.status ?? 200;
    const body = answer.body ?? {};
    const headers = new Headers(answer.headers);
    const blob = async () => new Blob([typeof body === "string" ? body : JSON.stringify(body)]);
    return { ok: status >= 200 && status < 300, status, headers, json: async () => body, blob } as Response;
  });
  current = {
    calls,
    unanswered,
    callsOf: (key) => calls.filter((c) => `${c.method} ${c.url.split("?")[0]}` === key),
  };
  return current;
}

/** An answer the test releases later (a slow server): `route` for stubApi, `release` to answer. */
export function heldAnswer(answer: Answer): { route: Route; release: () => void; asked: Promise<void> } {
  let release: () => void = () => {};
  let markAsked: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const asked = new Promise<void>((r) => (markAsked = r));
  return {
    route: async () => {
      markAsked();
      await gate;
      return answer;
    },
    release: () => release(),
    asked,
  };
}

/** The error body the worker answers (one shape, contracts: success false, code, detail, fields). */
export function errorBody(code: string, detail: string, fields?: Record<string, string[]>) {
  return { success: false, code, detail, ...(fields ? { fields } : {}) };
}

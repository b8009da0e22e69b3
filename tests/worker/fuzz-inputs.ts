/**
 * Hostile inputs for tests/worker/fuzz.test.ts (fast-check arbitraries) and the one check every answer must pass:
 * a 2xx, or a catalogue error with the error shape and the catalogue's status — never a 500, never a stack trace,
 * always the security headers.
 */
import fc from "fast-check";
import { expect } from "vitest";
import { ERROR_CATALOGUE, type ErrorCode } from "@worker/core/contracts/errors.ts";
import { CONTENT_SECURITY_POLICY } from "@worker/lib/security-headers.ts";

/** A JSON fragment written as is: numbers JSON.stringify cannot write (1e309, 30 digits), or broken tokens. */
export class Raw {
  constructor(readonly text: string) {}
}

/** JSON.stringify with Raw fragments spliced in. */
export function toJson(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

export const HOSTILE_STRINGS = [
  "' OR 1=1 --",
  "admin'; DROP TABLE users; --",
  "1; DELETE FROM saved_calculations",
  '" OR ""="',
  "%' UNION SELECT password_hash FROM users --",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "<svg onload=alert(1)>",
  "{{constructor.constructor('alert(1)')()}}",
  "${7*7}",
  "__proto__",
  "constructor",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e309",
  "-1e309",
  "0x1F",
  "1_000",
  " 42 ",
  "١٢٣",
  "１２３",
  "-0",
  "00012",
  "9".repeat(400),
  "\u202Eevil\u202C",
  "مرحبا بالعالم",
  "שלום",
  "İıŞşĞğÇçÖöÜü",
  "𝕏🌾👩‍🌾🇹🇷",
  "\u0000\u0001\u0002",
  "\uFEFFBOM",
  "\uD800",
  "a\nb\r\nc\t",
  "../../etc/passwd",
  "%00",
  "%E0%A4%A",
  "null",
  "true",
  "[]",
  "{}",
  "",
  " ",
] as const;

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 4 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 20 }), weight: 1 },
  { arbitrary: fc.string({ minLength: 200, maxLength: 3000 }), weight: 1 },
);

const rawNumber = fc.constantFrom(
  "1e309",
  "-1e309",
  "1e-400",
  "123456789012345678901234567890",
  "-0",
  "0.0000000000000000000000001",
  "1.7976931348623157e308",
  "9007199254740993",
);

export const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(), // NaN / ±Infinity are written as null by JSON
  fc.constantFrom(
    0,
    -1,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
    5e-324,
    0.1,
    200_001,
    10_000_001,
  ),
  rawNumber.map((t) => new Raw(t)),
);

const leaf: fc.Arbitrary<unknown> = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));

const nested = (depth: number, open: string, close: string) => open.repeat(depth) + close.repeat(depth);

/**
 * Deeply nested arrays and objects (within the 256 KB body limit). Two-byte strings and integer keys push
 * JSON.stringify off V8's iterative fast path onto the recursive one.
 */
const deep = fc.constantFrom(
  new Raw(nested(1_000, "[", "]")),
  new Raw(nested(20_000, "[", "]")),
  new Raw(`${"[".repeat(100_000)}"ş"${"]".repeat(100_000)}`),
  new Raw(`${'{"a":'.repeat(40_000)}1${"}".repeat(40_000)}`),
  new Raw(`${'{"0":'.repeat(40_000)}"ğ"${"}".repeat(40_000)}`),
);

/** Any value: a leaf, an array or an object with hostile keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: leaf, weight: 60 },
  { arbitrary: deep, weight: 3 },
  { arbitrary: fc.array(leaf, { maxLength: 5 }), weight: 10 },
  { arbitrary: fc.dictionary(hostileString, leaf, { maxKeys: 4 }), weight: 10 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 10 },
);

/** Bodies that are not the JSON object an endpoint wants. */
export const junkBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    "{",
    "}",
    '{"a":',
    "{'a': 1}",
    '{"a": NaN}',
    '{"a": Infinity}',
    '{"a": undefined}',
    "null",
    "[]",
    "1",
    '"metin"',
    "true",
    "\uFEFF{}",
    '{"a":1,"a":2}',
    '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}',
    nested(5000, "[", "]"),
    `{"a":${nested(5000, "[", "]")}}`,
    `${nested(3000, '{"a":', "")}1${"}".repeat(3000)}`,
    '<?xml version="1.0"?><a>1</a>',
    "username=a&password=b",
  ),
  fc.string({ maxLength: 200 }),
  fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v).slice(0, -1)),
);

export const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/vnd.api+json",
  "APPLICATION/JSON",
  "text/plain",
  "text/html",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=xyz",
  "application/xml",
  "application/octet-stream",
  "json",
  "application/json; charset=utf-16",
] as const;

export const ODD_METHODS = [
  "GET",
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
  "OPTIONS",
  "HEAD",
  "PROPFIND",
  "PURGE",
  "REPORT",
  "MKCOL",
] as const;

/** One generated request. `stream` sends the body as a stream (no Content-Length, read by the limit in chunks). */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  stream?: boolean;
}

export function toRequestInit(r: FuzzRequest): RequestInit {
  const init: RequestInit = { method: r.method, headers: r.headers };
  if (r.body !== undefined && r.method !== "GET" && r.method !== "HEAD") {
    if (r.stream) {
      const bytes = new TextEncoder().encode(r.body);
      init.body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < bytes.length; i += 16 * 1024) controller.enqueue(bytes.slice(i, i + 16 * 1024));
          controller.close();
        },
      });
    } else {
      init.body = r.body;
    }
  }
  return init;
}

const ALLOWED_ERRORS = new Set(Object.keys(ERROR_CATALOGUE).filter((c) => c !== "internal_error"));
const STACK_TRACE = /\n\s+at\s|at\s\S+\s\(\S+:\d+:\d+\)|\.(ts|js|mjs):\d+:\d+/;

/**
 * The contract every answer keeps. Returns a short description used in failure messages.
 * `redirects`: the endpoint may answer 302 to a path of this origin (the Google callback).
 */
export async function expectCleanAnswer(
  r: FuzzRequest,
  res: Response,
  opts: { redirects?: boolean } = {},
): Promise<void> {
  const label = `${r.method} ${r.path} ${JSON.stringify(r.headers)} ${r.body?.slice(0, 200) ?? ""}`;
  const text = await res.text();
  expect(res.status, `${label} → ${res.status} ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(STACK_TRACE.test(text), `${label}: stack trace in ${text.slice(0, 300)}`).toBe(false);
  expect(res.headers.get("Content-Security-Policy"), label).toBe(CONTENT_SECURITY_POLICY);
  expect(res.headers.get("X-Content-Type-Options"), label).toBe("nosniff");
  expect(res.headers.get("Access-Control-Allow-Origin"), label).toBeNull();
  if (res.status >= 300 && res.status < 400) {
    expect(opts.redirects, `${label}: unexpected redirect ${res.status}`).toBe(true);
    // Only back to this site's own login page, never to an address the request chose.
    expect(res.headers.get("Location") ?? "", label).toMatch(/^\/login\?google=[a-z-]+(#.*)?$/);
    return;
  }
  if (r.method === "HEAD") return;
  expect(res.headers.get("Content-Type") ?? "", label).toMatch(/^application\/json/);
  const body = JSON.parse(text) as Record<string, unknown>;
  if (res.status < 300) {
    expect(res.status, label).toBeGreaterThanOrEqual(200);
    return;
  }
  expect(body, `${label} → ${text.slice(0, 300)}`).toMatchObject({
    success: false,
    code: expect.any(String),
    detail: expect.any(String),
  });
  const code = body["code"] as ErrorCode;
  expect(ALLOWED_ERRORS.has(code), `${label}: unknown code ${code}`).toBe(true);
  expect(res.status, `${label}: ${code}`).toBe(ERROR_CATALOGUE[code].status);
  expect((body["detail"] as string).length, label).toBeGreaterThan(0);
  const fields = body["fields"];
  if (fields !== undefined) {
    for (const messages of Object.values(fields as Record<string, unknown>)) {
      expect(Array.isArray(messages) && messages.every((m) => typeof m === "string"), `${label}: fields`).toBe(true);
    }
  }
  const extra = Object.keys(body).filter((k) => !["success", "code", "detail", "fields", "request_id"].includes(k));
  expect(extra, label).toEqual([]);
}

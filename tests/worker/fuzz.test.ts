/**
 * Property-based fuzzing of every /api endpoint in workerd (fast-check): wrong types, missing and extra fields,
 * huge numbers, NaN / Infinity as strings, unicode and RTL text, ~1 MB bodies, wrong content types, broken JSON,
 * SQL and script fragments, odd methods, forged tokens. Every answer must be a 2xx or a catalogue error with the
 * error shape (fuzz-inputs.ts: expectCleanAnswer) — never a 500, never a stack trace.
 *
 * Deterministic in CI (fixed seed); vary it with VITE_FUZZ_SEED=<n> (workerd sees only VITE_-prefixed variables).
 */
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundledRules, RULESET_ID } from "@worker/core/calculation/bundled-rules.ts";
import { versionInForce } from "@worker/core/rules/registry.ts";
import { hashPassword } from "@worker/lib/password.ts";
import {
  CONTENT_TYPES,
  expectCleanAnswer,
  hostileNumber,
  hostileString,
  hostileValue,
  junkBody,
  ODD_METHODS,
  toJson,
  toRequestInit,
  type FuzzRequest,
} from "./fuzz-inputs.ts";
import { eq } from "drizzle-orm";
import { getDb } from "@worker/db/client.ts";
import { users } from "@worker/db/schema.ts";
import { toAuthUser } from "@worker/services/accounts.ts";
import { issueSession } from "@worker/services/tokens.ts";
import { api, json, PASSWORD, VALID_PARAMETERS, VALID_TYPE } from "./helpers.ts";

// An empty variable counts as unset.
const SEED = Number(import.meta.env["FUZZ_SEED"] || import.meta.env["VITE_FUZZ_SEED"] || 20_260_914);
const started = Date.now();
let sent = 0;
const statuses = new Map<number, number>();

/** `apikey`: an organisation's API key (issued on /admin in beforeAll, with a quota the fuzzing cannot spend). */
type Role = "none" | "user" | "admin" | "apikey";
const tokens: Record<Exclude<Role, "none">, string> = { user: "", admin: "", apikey: "" };
let userRefresh = "";
let savedId = "";

const inForce = versionInForce(bundledRules(), RULESET_ID, new Date())!;
const LAND_TYPES = inForce.common.arazi_vasfi_katalogu;
const STRUCTURE_TYPE_SLUGS = Object.keys(inForce.types);

// --- valid-looking values, so that generated requests also reach the handlers, not only the validators ---

const username = fc.stringMatching(/^[a-z0-9_]{3,30}$/);
const email = fc.emailAddress();
const password = fc.string({ minLength: 4, maxLength: 24 });
const lat = fc.double({ min: 37.8, max: 39.5, noNaN: true });
const lng = fc.double({ min: 26.0, max: 28.6, noNaN: true });
const area = fc.oneof(fc.integer({ min: 0, max: 210_000 }), fc.integer({ min: 1, max: 200_000 }).map(String));
const flag = fc.constantFrom<unknown>(true, false, "true", "false", "evet", 1, 0);
const landType = fc.oneof(
  fc.constantFrom(...LAND_TYPES.map((l) => l.ad)),
  fc.constantFrom(...LAND_TYPES.map((l) => l.ad.toUpperCase())),
);
const tree = fc.record(
  {
    secilenAgacTuru: fc.oneof(fc.integer({ min: -1, max: 40 }), hostileString),
    turAdi: fc.constantFrom("Zeytin", "Elma", "Ceviz", "Dut", "yok"),
    secilenAgacTipi: fc.constantFrom<unknown>("normal", "bodur", "yari_bodur", "yarıbodur", "", null, 3),
    agacSayisi: fc.oneof(fc.integer({ min: -5, max: 2_000_000 }), hostileNumber, hostileString),
  },
  { requiredKeys: [] },
);
const manualCheck = fc.oneof(
  fc.constantFrom<unknown>("IZIN_VERILEBILIR", "İZİN_VERİLEBİLİR", "hayir"),
  fc.record(
    {
      directTransfer: flag,
      preliminaryCheck: flag,
      dikiliAlanKontrolSonucu: fc.oneof(fc.constant({}), hostileValue),
      dikiliAlan: fc.oneof(area, hostileNumber),
      tarlaAlani: fc.oneof(area, hostileNumber),
      zeytinlikAlani: fc.oneof(area, hostileNumber),
      eklenenAgaclar: fc.array(tree, { maxLength: 4 }),
      clearAll: flag,
    },
    { requiredKeys: [] },
  ),
);
const calculationFields: Record<string, fc.Arbitrary<unknown>> = {
  latitude: lat,
  longitude: lng,
  alan_m2: area,
  arazi_vasfi: landType,
  yapi_turu_id: fc.integer({ min: -2, max: 40 }),
  emsal_turu: fc.constantFrom<unknown>("marjinal", "mutlak_dikili", "ozel"),
  emsal_orani: fc.constantFrom<unknown>(0.05, 0.2, "0.05", "0,20", 0.3),
  buyuk_ova_icinde: flag,
  kapaliSuHavzasiIcinde: flag,
  yas_kapali_alan_durumu: fc.constantFrom<unknown>("içinde", "dışında", "ICINDE"),
  su_tahsis_belgesi: flag,
  tarla_alani: area,
  dikili_alani: area,
  zeytinlik_alani: area,
  sera_alani_m2: area,
  silo_taban_alani_m2: area,
  zeytin_agac_sayisi: area,
  zeytin_agac_adedi: area,
  tapu_zeytin_agac_adedi: area,
  mevcut_zeytin_agac_adedi: area,
  kovan_sayisi: area,
  toplam_arazi_varligi: fc.integer({ min: 0, max: 11_000_000 }),
  depo_alani: area,
  dut_bahcesi_var_mi: flag,
  dut_bahcesi_alani: area,
  dut_agaci_sayisi: area,
  bag_evi_var_mi: flag,
  mevcut_yapi_alani: area,
  manuel_kontrol_sonucu: manualCheck,
  eklenenAgaclar: fc.array(tree, { maxLength: 5 }),
};
const saveFields: Record<string, fc.Arbitrary<unknown>> = {
  calculation_type: fc.oneof(fc.constantFrom(...STRUCTURE_TYPE_SLUGS), fc.stringMatching(/^[a-z][a-z0-9_-]{1,49}$/)),
  parameters: fc.dictionary(fc.string({ maxLength: 10 }), hostileValue, { maxKeys: 5 }),
  result: fc.oneof(
    fc.record({
      data: fc.record(
        {
          html_mesaj: hostileString,
          kural_seti: fc.record({ id: hostileString, surum: hostileString, sha256: hostileValue }),
        },
        { requiredKeys: [] },
      ),
    }),
    fc.dictionary(fc.string({ maxLength: 10 }), hostileValue, { maxKeys: 5 }),
  ),
  map_coordinates: fc.oneof(
    fc.constant(null),
    fc.record({ lat: fc.oneof(lat, hostileNumber), lng: fc.oneof(lng, hostileNumber) }, { requiredKeys: [] }),
  ),
  title: fc.oneof(
    fc.string({ minLength: 2, maxLength: 60 }),
    fc.string({ unit: "grapheme", minLength: 2, maxLength: 60 }),
  ),
  description: fc.string({ maxLength: 600 }),
};

// --- the endpoints (worker/routes/*.ts) ---

interface Endpoint {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  path: fc.Arbitrary<string>;
  role: Role;
  runs: number;
  /** JSON body fields with valid-looking values; absent for endpoints without a body. */
  fields?: Record<string, fc.Arbitrary<unknown>>;
  /** Fields a plausible body always has (default: all of them). */
  required?: readonly string[];
  /** Query parameters. */
  query?: Record<string, fc.Arbitrary<string>>;
  redirects?: boolean;
}

const at = (path: string) => fc.constant(path);
/** A path parameter: a plausible id or something hostile, percent-encoded or raw. */
const param = fc.oneof(
  fc.uuid(),
  fc.integer({ min: -1, max: 1_000 }).map(String),
  fc.constantFrom(
    "0",
    "99999999999999999999",
    "1e3",
    "%",
    "%E0%A4%A",
    "%00",
    "..",
    "%2e%2e%2f",
    "a%2Fb",
    "💥",
    "' OR 1=1 --",
  ),
  hostileString.map(encodeSafe),
);
/** The fuzzing user's own saved calculation (never deleted by the fuzzing) or any id. */
const ownOrParam = fc.oneof(
  fc.constant("own").map(() => savedId),
  param,
);
const slugParam = fc.oneof(
  { arbitrary: fc.constantFrom(...STRUCTURE_TYPE_SLUGS, "bag-evi-v2"), weight: 6 },
  { arbitrary: param, weight: 1 },
);

const ENDPOINTS: Record<string, Endpoint> = {
  "GET /health/": { method: "GET", path: at("/api/health/"), role: "none", runs: 100 },
  "GET /calculations/yapi-turleri/": {
    method: "GET",
    path: at("/api/calculations/yapi-turleri/"),
    role: "none",
    runs: 300,
    query: { arazi_vasfi: fc.oneof(landType, hostileString) },
  },
  "GET /calculations/arazi-tipleri/": {
    method: "GET",
    path: at("/api/calculations/arazi-tipleri/"),
    role: "none",
    runs: 300,
    query: {
      yapi_turu: fc.oneof(
        fc.constantFrom(...STRUCTURE_TYPE_SLUGS),
        fc.integer({ min: -1, max: 40 }).map(String),
        hostileString,
      ),
    },
  },
  "GET /calculations/agac-turleri/": {
    method: "GET",
    path: at("/api/calculations/agac-turleri/"),
    role: "none",
    runs: 90,
  },
  "GET /calculations/dikili-kontrol/": {
    method: "GET",
    path: at("/api/calculations/dikili-kontrol/"),
    role: "none",
    runs: 90,
  },
  "POST /calculations/:slug/": {
    method: "POST",
    path: slugParam.map((s) => `/api/calculations/${s}/`),
    role: "none",
    runs: 2240,
    fields: calculationFields,
    required: ["latitude", "longitude", "alan_m2", "arazi_vasfi"],
  },
  "POST /calculations/parsel-analizi/": {
    method: "POST",
    path: at("/api/calculations/parsel-analizi/"),
    role: "none",
    runs: 260,
    fields: calculationFields,
    required: ["latitude", "longitude", "alan_m2", "arazi_vasfi"],
  },
  "POST /location/check/": {
    method: "POST",
    path: at("/api/location/check/"),
    role: "none",
    runs: 430,
    fields: { latitude: lat, longitude: lng },
  },
  "POST /token/": { method: "POST", path: at("/api/token/"), role: "none", runs: 130, fields: { username, password } },
  "POST /token/refresh/": {
    method: "POST",
    path: at("/api/token/refresh/"),
    role: "none",
    runs: 260,
    fields: { refresh: hostileString },
  },
  "POST /accounts/register/": {
    method: "POST",
    path: at("/api/accounts/register/"),
    role: "none",
    runs: 220,
    fields: { username, email, password },
  },
  "POST /accounts/check-username/": {
    method: "POST",
    path: at("/api/accounts/check-username/"),
    role: "none",
    runs: 220,
    fields: { value: username },
  },
  "POST /accounts/check-email/": {
    method: "POST",
    path: at("/api/accounts/check-email/"),
    role: "none",
    runs: 220,
    fields: { value: email },
  },
  "POST /accounts/password-reset-request/": {
    method: "POST",
    path: at("/api/accounts/password-reset-request/"),
    role: "none",
    runs: 170,
    fields: { email },
  },
  "POST /accounts/request-password-reset/": {
    method: "POST",
    path: at("/api/accounts/request-password-reset/"),
    role: "none",
    runs: 130,
    fields: { email },
  },
  "POST /accounts/reset-password/": {
    method: "POST",
    path: at("/api/accounts/reset-password/"),
    role: "none",
    runs: 220,
    fields: {
      uid: fc.integer({ min: 0, max: 100 }).map(String),
      token: fc.string({ minLength: 1, maxLength: 64 }),
      new_password: password,
    },
  },
  "POST /accounts/set-password/": {
    method: "POST",
    path: at("/api/accounts/set-password/"),
    role: "none",
    runs: 130,
    fields: {
      uid: fc.integer({ min: 0, max: 100 }).map(String),
      token: fc.string({ minLength: 1, maxLength: 64 }),
      new_password: password,
    },
  },
  "POST /accounts/send-verification/": {
    method: "POST",
    path: at("/api/accounts/send-verification/"),
    role: "none",
    runs: 170,
    fields: { email },
  },
  "POST /accounts/verify-email/": {
    method: "POST",
    path: at("/api/accounts/verify-email/"),
    role: "none",
    runs: 170,
    fields: { uid: fc.integer({ min: 0, max: 100 }).map(String), token: fc.string({ minLength: 1, maxLength: 64 }) },
  },
  "POST /accounts/confirm-email-change/": {
    method: "POST",
    path: at("/api/accounts/confirm-email-change/"),
    role: "none",
    runs: 170,
    fields: {
      uid: fc.integer({ min: 0, max: 100 }).map(String),
      token: fc.string({ minLength: 1, maxLength: 64 }),
      new_email: email,
    },
  },
  "GET /accounts/google/auth/": { method: "GET", path: at("/api/accounts/google/auth/"), role: "none", runs: 100 },
  "GET /accounts/google/callback/": {
    method: "GET",
    path: at("/api/accounts/google/callback/"),
    role: "none",
    runs: 260,
    query: { code: hostileString, state: hostileString, error: hostileString },
    redirects: true,
  },
  "GET /accounts/me/": { method: "GET", path: at("/api/accounts/me/"), role: "user", runs: 250 },
  "PATCH /accounts/me/": {
    method: "PATCH",
    path: at("/api/accounts/me/"),
    role: "user",
    runs: 340,
    fields: {
      username,
      first_name: fc.string({ unit: "grapheme", maxLength: 160 }),
      last_name: fc.string({ unit: "grapheme", maxLength: 160 }),
    },
  },
  "POST /accounts/me/logout/": { method: "POST", path: at("/api/accounts/me/logout/"), role: "user", runs: 100 },
  "DELETE /accounts/me/delete-account/": {
    method: "DELETE",
    path: at("/api/accounts/me/delete-account/"),
    role: "user",
    runs: 130,
    fields: { password },
  },
  "POST /accounts/me/password/": {
    method: "POST",
    path: at("/api/accounts/me/password/"),
    role: "user",
    runs: 130,
    fields: { current_password: password, new_password: password },
  },
  "POST /accounts/request-email-change/": {
    method: "POST",
    path: at("/api/accounts/request-email-change/"),
    role: "user",
    runs: 130,
    fields: { new_email: email, password },
  },
  "POST /calculations/save/": {
    method: "POST",
    path: at("/api/calculations/save/"),
    role: "user",
    runs: 770,
    fields: saveFields,
    required: ["calculation_type", "parameters", "result", "title"],
  },
  "GET /calculations/history/": { method: "GET", path: at("/api/calculations/history/"), role: "user", runs: 100 },
  "GET /calculations/history/:id/": {
    method: "GET",
    path: ownOrParam.map((id) => `/api/calculations/history/${id}/`),
    role: "user",
    runs: 260,
  },
  "POST /calculations/history/:id/share/": {
    method: "POST",
    path: ownOrParam.map((id) => `/api/calculations/history/${id}/share/`),
    role: "user",
    runs: 170,
  },
  "DELETE /calculations/history/:id/share/": {
    method: "DELETE",
    path: ownOrParam.map((id) => `/api/calculations/history/${id}/share/`),
    role: "user",
    runs: 130,
  },
  "GET /calculations/shared/:shareId/": {
    method: "GET",
    path: fc.oneof(param, fc.stringMatching(/^[A-Za-z0-9_-]{22}$/)).map((id) => `/api/calculations/shared/${id}/`),
    role: "none",
    runs: 220,
  },
  "DELETE /calculations/delete/:id/": {
    method: "DELETE",
    path: param.map((id) => `/api/calculations/delete/${id}/`),
    role: "user",
    runs: 260,
  },
  "GET /admin/requests/": {
    method: "GET",
    path: at("/api/admin/requests/"),
    role: "admin",
    runs: 130,
    query: { durum: fc.oneof(fc.constantFrom("pending", "all"), hostileString) },
  },
  "POST /admin/requests/:id/approve/": {
    method: "POST",
    path: param.map((id) => `/api/admin/requests/${id}/approve/`),
    role: "admin",
    runs: 170,
  },
  "POST /admin/requests/:id/reject/": {
    method: "POST",
    path: param.map((id) => `/api/admin/requests/${id}/reject/`),
    role: "admin",
    runs: 170,
    fields: { reason: hostileString },
  },
  "GET /admin/outbox/": { method: "GET", path: at("/api/admin/outbox/"), role: "admin", runs: 60 },
  "GET /admin/audit/": { method: "GET", path: at("/api/admin/audit/"), role: "admin", runs: 60 },
  "GET /admin/api-keys/": { method: "GET", path: at("/api/admin/api-keys/"), role: "admin", runs: 40 },
  "POST /admin/api-keys/": {
    method: "POST",
    path: at("/api/admin/api-keys/"),
    role: "admin",
    runs: 100,
    fields: { name: hostileString, daily_quota: fc.oneof(fc.integer(), hostileValue) },
  },
  "DELETE /admin/api-keys/:id/": {
    method: "DELETE",
    path: param.map((id) => `/api/admin/api-keys/${id}/`),
    role: "admin",
    runs: 80,
  },
  "POST /v1/calculations/:slug": {
    method: "POST",
    path: slugParam.map((s) => `/api/v1/calculations/${s}`),
    role: "apikey",
    runs: 60,
    fields: calculationFields,
  },
  "POST /v1/batches": {
    method: "POST",
    path: at("/api/v1/batches"),
    role: "user",
    runs: 150,
    fields: {
      tur: fc.oneof(fc.constantFrom("sera", "parsel-analizi", "solucan-tesisi"), hostileString),
      surum: fc.oneof(fc.constantFrom("1.0.0", "2.0.0"), hostileValue),
      parseller: fc.oneof(
        fc.record({
          type: fc.constant("FeatureCollection"),
          features: fc.array(
            fc.record({
              type: fc.constant("Feature"),
              id: fc.oneof(hostileString, fc.integer()),
              geometry: fc.oneof(
                fc.record({ type: fc.constant("Point"), coordinates: fc.tuple(fc.double(), fc.double()) }),
                hostileValue,
              ),
              properties: fc.oneof(
                fc.dictionary(fc.string({ maxLength: 10 }), hostileValue, { maxKeys: 4 }),
                hostileValue,
              ),
            }),
            { maxLength: 3 },
          ),
        }),
        hostileValue,
      ),
    },
    required: ["tur", "parseller"],
  },
  "GET /v1/batches": { method: "GET", path: at("/api/v1/batches"), role: "user", runs: 40 },
  "GET /v1/batches/:id": {
    method: "GET",
    path: param.map((id) => `/api/v1/batches/${id}`),
    role: "user",
    runs: 100,
  },
  "GET /v1/batches/:id/sonuclar.csv": {
    method: "GET",
    path: param.map((id) => `/api/v1/batches/${id}/sonuclar.csv`),
    role: "user",
    runs: 60,
  },
  "GET /v1/openapi.json": { method: "GET", path: at("/api/v1/openapi.json"), role: "none", runs: 20 },
  "GET /accounts/test-email-connection/": {
    method: "GET",
    path: at("/api/accounts/test-email-connection/"),
    role: "admin",
    runs: 50,
  },
  "POST /accounts/test-email/": {
    method: "POST",
    path: at("/api/accounts/test-email/"),
    role: "admin",
    runs: 130,
    fields: { email, type: fc.constantFrom<unknown>("simple", "verification", "approval", "x") },
  },
};

function encodeSafe(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, "\uFFFD"));
  }
}

/** Header values must be ByteStrings without line breaks. */
const headerSafe = (s: string) => s.replace(/[^\x20-\x7E]/g, "?");

function authHeader(role: Role): fc.Arbitrary<string | undefined> {
  const forged = fc.oneof(
    fc.constant(undefined),
    fc.constantFrom(
      "Bearer",
      "Bearer ",
      "Basic YWRtaW46YWRtaW4=",
      "bearer x.y.z",
      "Bearer a.b.c",
      "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.",
    ),
    hostileString.map((s) => `Bearer ${headerSafe(s)}`),
    fc.constant("refresh").map(() => `Bearer ${userRefresh}`),
  );
  if (role === "none")
    return fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 8 },
      { arbitrary: forged, weight: 1 },
      { arbitrary: fc.constant("user").map(() => `Bearer ${tokens.user}`), weight: 1 },
    );
  const own = fc.constant(role).map((r) => `Bearer ${tokens[r]}`);
  const lower = fc.constant("user").map(() => `Bearer ${tokens.user}`);
  return fc.oneof(
    { arbitrary: own, weight: 8 },
    { arbitrary: forged, weight: 1 },
    { arbitrary: role === "admin" ? lower : forged, weight: 1 },
  );
}

const MEGABYTE = 1024 * 1024;
const ONE_MB_JSON = toJson({ title: "a".repeat(MEGABYTE), description: "ş".repeat(1000) });

/**
 * A JSON object with the endpoint's fields and some unknown extra keys: either a plausible one (required fields
 * present, valid-looking values — reaches the handler) or a mixed one (any field missing or hostile).
 */
function objectBody(
  fields: Record<string, fc.Arbitrary<unknown>>,
  required: readonly string[] = [],
): fc.Arbitrary<string> {
  const mixed = Object.fromEntries(
    Object.entries(fields).map(([k, valid]) => [
      k,
      fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: hostileValue, weight: 1 }),
    ]),
  );
  const known = fc.oneof(
    { arbitrary: fc.record(fields, { requiredKeys: required.filter((k) => k in fields) }), weight: 1 },
    { arbitrary: fc.record(mixed, { requiredKeys: [] }), weight: 2 },
  );
  const extra = fc.option(fc.dictionary(hostileString, hostileValue, { maxKeys: 3 }), { freq: 3 });
  return fc.tuple(known, extra).map(([k, more]) => toJson({ ...(more ?? {}), ...k }));
}

function bodyFor(e: Endpoint): fc.Arbitrary<{ body?: string; type?: string; stream: boolean }> {
  const jsonType = fc.oneof(
    { arbitrary: fc.constant("application/json"), weight: 10 },
    { arbitrary: fc.constantFrom(...CONTENT_TYPES), weight: 2 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
  const structured = e.fields
    ? objectBody(e.fields, e.required ?? Object.keys(e.fields))
    : fc.dictionary(hostileString, hostileValue, { maxKeys: 3 }).map(toJson);
  const big = fc.constantFrom(200_000, 262_100, 262_200, 300_000).map((n) => toJson({ title: "b".repeat(n) }));
  const text = fc.oneof(
    { arbitrary: structured, weight: e.fields ? 40 : 10 },
    { arbitrary: junkBody, weight: 8 },
    { arbitrary: big, weight: 1 },
    { arbitrary: fc.constant(ONE_MB_JSON), weight: 1 },
  );
  const withBody = fc.record({
    body: text,
    type: jsonType,
    stream: fc.oneof({ arbitrary: fc.constant(false), weight: 4 }, { arbitrary: fc.constant(true), weight: 1 }),
  });
  if (e.method === "GET") return fc.constant({ stream: false });
  return e.fields
    ? withBody
    : fc.oneof({ arbitrary: fc.constant({ stream: false }), weight: 3 }, { arbitrary: withBody, weight: 1 });
}

function queryFor(e: Endpoint): fc.Arbitrary<string> {
  const known = e.query
    ? fc
        .record(e.query, { requiredKeys: [] })
        .map((q) => Object.entries(q).map(([k, v]) => `${k}=${encodeSafe(v ?? "")}`))
    : fc.constant<string[]>([]);
  const junk = fc
    .array(fc.tuple(hostileString, hostileString), { maxLength: 3 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeSafe(k)}=${encodeSafe(v)}`));
  const repeated = e.query
    ? fc.constantFrom(...Object.keys(e.query)).map((k) => [`${k}=a`, `${k}=b`])
    : fc.constant<string[]>([]);
  return fc
    .tuple(
      known,
      fc.option(junk, { freq: 4 }),
      fc.option(repeated, { freq: 8 }),
      fc.constantFrom("", "", "", "&", "%", "%zz=1"),
    )
    .map(([a, b, c, tail]) => {
      const parts = [...a, ...(b ?? []), ...(c ?? [])];
      return parts.length || tail ? `?${parts.join("&")}${tail}` : "";
    });
}

function requestFor(e: Endpoint): fc.Arbitrary<FuzzRequest> {
  const method = fc.oneof(
    { arbitrary: fc.constant<string>(e.method), weight: 12 },
    { arbitrary: fc.constantFrom<string>(...ODD_METHODS), weight: 1 },
  );
  const slash = fc.oneof({ arbitrary: fc.constant(true), weight: 9 }, { arbitrary: fc.constant(false), weight: 1 });
  const cookie = fc.option(
    fc.oneof(
      hostileString.map((v) => `g_oauth=${headerSafe(v)}`),
      fc.constantFrom("g_oauth=", "g_oauth=%E0%A4%A", "g_oauth=eyJhbGciOiJIUzI1NiJ9.e30.x; g_oauth=2", "=;;="),
    ),
    { freq: 6 },
  );
  return fc
    .record({ method, path: e.path, slash, query: queryFor(e), auth: authHeader(e.role), body: bodyFor(e), cookie })
    .map(({ method: m, path, slash: keep, query, auth, body, cookie: c }) => {
      const headers: Record<string, string> = { Accept: "application/json" };
      if (auth !== undefined) headers["Authorization"] = auth;
      if (c !== null) headers["Cookie"] = c;
      if (body.type !== undefined) headers["Content-Type"] = body.type;
      const r: FuzzRequest = {
        method: m,
        path: `${keep ? path : path.replace(/\/$/, "")}${query}`,
        headers,
        stream: body.stream,
      };
      if (body.body !== undefined && m !== "GET" && m !== "HEAD") r.body = body.body;
      return r;
    });
}

async function send(r: FuzzRequest, redirects = false): Promise<void> {
  sent++;
  const res = await api(r.path, { ...toRequestInit(r), redirect: "manual" });
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  await expectCleanAnswer(r, res, { redirects });
}

beforeAll(async () => {
  const make = async (name: string, role: "user" | "admin") => {
    await env.DB.prepare(
      "INSERT INTO users (username, email, password_hash, is_active, email_verified, role) VALUES (?1, ?2, ?3, 1, 1, ?4)",
    )
      .bind(name, `${name}@ornek.com`, await hashPassword(PASSWORD, 1000), role)
      .run();
    const res = await api("/api/token/", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: name, password: PASSWORD }),
    });
    expect(res.status).toBe(200);
    return json<{ access: string; refresh: string }>(res);
  };
  const user = await make("fuzz_kullanici", "user");
  tokens.user = user.access;
  userRefresh = user.refresh;
  tokens.admin = (await make("fuzz_yonetici", "admin")).access;
  const key = await api("/api/admin/api-keys/", {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${tokens.admin}` },
    body: JSON.stringify({ name: "Fuzz kurumu", daily_quota: 1_000_000 }),
  });
  expect(key.status).toBe(201);
  tokens.apikey = (await json<{ key: string }>(key)).key;
  const saved = await api("/api/calculations/save/", {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${tokens.user}` },
    body: JSON.stringify({ calculation_type: VALID_TYPE, title: "Fuzz kaydı", parameters: VALID_PARAMETERS }),
  });
  expect(saved.status).toBe(201);
  savedId = (await json<{ data: { id: string } }>(saved)).data.id;
});

afterAll(() => {
  const seconds = (Date.now() - started) / 1000;
  console.log(`fuzz: ${sent} requests in ${seconds.toFixed(1)} s (${(sent / seconds).toFixed(0)}/s), seed ${SEED}`);
  console.log(
    `fuzz statuses: ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(" ")}`,
  );
});

/**
 * Logout (and a password change) end every session of the user at once: the next endpoints would only meet 401s.
 * The fuzzed user gets a fresh session straight from the service (the login itself may be in its back-off by then).
 */
async function renewUserSession(): Promise<void> {
  if ((await api("/api/accounts/me/", { headers: { Authorization: `Bearer ${tokens.user}` } })).status === 200) return;
  const row = await getDb(env.DB).select().from(users).where(eq(users.email, "fuzz_kullanici@ornek.com")).get();
  const session = await issueSession(getDb(env.DB), env.JWT_SECRET, toAuthUser(row!));
  tokens.user = session.access;
  userRefresh = session.refresh;
}

describe(`every /api endpoint answers generated hostile requests cleanly (seed ${SEED})`, () => {
  Object.entries(ENDPOINTS).forEach(([name, e], i) => {
    it(`${name} (${e.runs} requests)`, async () => {
      await fc.assert(
        fc.asyncProperty(requestFor(e), (r) => send(r, e.redirects)),
        { seed: SEED + i, numRuns: e.runs },
      );
      await renewUserSession();
    }, 60_000);
  });

  it("unknown paths and odd methods anywhere under /api answer a catalogue error", async () => {
    const known = Object.values(ENDPOINTS).map((e) => e.path);
    const path = fc.oneof(
      fc.oneof(...known),
      fc
        .array(hostileString.map(encodeSafe), { minLength: 1, maxLength: 4 })
        .map((parts) => `/api/${parts.join("/")}/`),
      fc.constantFrom(
        "/api",
        "/api/",
        "/api//",
        "/api/%2e%2e/",
        "/api/calculations/",
        "/api/accounts/",
        "/api/admin/requests/1/",
      ),
    );
    const request = fc
      .record({
        method: fc.constantFrom(...ODD_METHODS),
        path,
        auth: authHeader("user"),
        body: fc.option(junkBody, { freq: 2 }),
      })
      .map(({ method, path: p, auth, body }) => {
        const r: FuzzRequest = {
          method,
          path: p,
          headers: auth ? { Authorization: auth, "Content-Type": "application/json" } : {},
        };
        if (body !== null && method !== "GET" && method !== "HEAD") r.body = body;
        return r;
      });
    await fc.assert(
      fc.asyncProperty(request, (r) => send(r, true)),
      { seed: SEED - 1, numRuns: 800 },
    );
  }, 60_000);

  it("the user's own saved calculation stays readable after the fuzzing (nothing corrupted)", async () => {
    await renewUserSession();
    const res = await api(`/api/calculations/history/${savedId}/`, {
      headers: { Authorization: `Bearer ${tokens.user}` },
    });
    expect(res.status).toBe(200);
    expect((await json<{ data: { title: string } }>(res)).data.title).toBe("Fuzz kaydı");
    const users = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM users WHERE email IN ('fuzz_kullanici@ornek.com', 'fuzz_yonetici@ornek.com') AND is_active = 1",
    ).first<{ n: number }>();
    expect(users?.n).toBe(2);
    expect(sent).toBeGreaterThanOrEqual(10_000);
  });
});

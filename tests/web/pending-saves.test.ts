/**
 * Saves made offline (web/src/entities/saves/save-calculation.ts, pending-saves.ts over IndexedDB — fake-indexeddb here): a save
 * without a connection waits in the browser with its Idempotency-Key; sending it later carries the same key, drops it
 * once stored and tells how the server's recomputed result differs from the answer the user saw; a taken title is
 * sent once more under a marked title; a connection error keeps everything waiting; only its account sends it.
 */
import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { UserDto } from "@worker/core/contracts/account-schemas.ts";
import { dropPendingSave, pendingSaves, type SaveInput } from "@web/entities/saves/pending-saves.ts";
import {
  OFFLINE_TITLE_SUFFIX,
  resultDifference,
  saveCalculation,
  sendPendingSaves,
} from "@web/entities/saves/save-calculation.ts";
import { sessionState } from "@web/lib/session/session.ts";
import { errorBody, stubApi, type ApiCall } from "./api-stub.ts";

const SAVE = "POST /api/calculations/save/";
const OWNER = 7;

const result = (izin_durumu: string, alan = 150) => ({
  success: true,
  data: { izin_durumu, maksimum_yapi_alani: alan, timestamp: new Date().toISOString() },
});
const input = (title: string, shown = result("izin_verilebilir")): SaveInput => ({
  calculation_type: "sera",
  parameters: { latitude: 38.42, longitude: 27.14, alan_m2: 5000, arazi_vasfi: "Tarla" },
  result: shown,
  map_coordinates: null,
  title,
});
/** The server's answer to a save: the stored item with the result it computed itself. */
const stored = (call: ApiCall, computed = result("izin_verilebilir")) => ({
  status: 201,
  body: { success: true, data: { id: "k1", title: (call.body as SaveInput).title, result: computed } },
});

beforeEach(async () => {
  sessionState.user = { id: OWNER } as UserDto;
  for (const owner of [OWNER, 8]) for (const s of await pendingSaves(owner)) await dropPendingSave(s.key);
});
afterEach(() => {
  sessionState.user = null;
});

describe("a save without a connection", () => {
  it("waits in the browser with its key, and is sent later with the same key and dropped once stored", async () => {
    const offline = stubApi({ [SAVE]: () => "network-error" });
    expect(await saveCalculation(input("Tarla serası"), "anahtar-0000000001")).toEqual({ ok: true, pending: true });
    expect(offline.callsOf(SAVE)[0]!.headers["idempotency-key"]).toBe("anahtar-0000000001");
    const waiting = await pendingSaves(OWNER);
    expect(waiting.map((s) => [s.key, s.input.title])).toEqual([["anahtar-0000000001", "Tarla serası"]]);

    const online = stubApi({ [SAVE]: (call) => stored(call) });
    expect(await sendPendingSaves(OWNER)).toEqual([{ title: "Tarla serası", outcome: "stored", difference: null }]);
    expect(online.callsOf(SAVE).map((c) => c.headers["idempotency-key"])).toEqual(["anahtar-0000000001"]);
    expect(await pendingSaves(OWNER)).toEqual([]);
    // Sent once: the next round has nothing to send.
    expect(await sendPendingSaves(OWNER)).toEqual([]);
    expect(online.callsOf(SAVE)).toHaveLength(1);
  });

  it("tells how the server's recomputed result differs from the answer the user saw", async () => {
    stubApi({ [SAVE]: () => "network-error" });
    await saveCalculation(input("Değişen sonuç"), "anahtar-0000000002");
    stubApi({ [SAVE]: (call) => stored(call, result("izin_verilemez")) });
    expect(await sendPendingSaves(OWNER)).toEqual([
      {
        title: "Değişen sonuç",
        outcome: "stored",
        difference: 'izin durumu "İzin verilebilir" yerine "İzin verilemez"',
      },
    ]);
  });

  it("keeps everything waiting when the connection fails again, in the order they were made", async () => {
    stubApi({ [SAVE]: () => "network-error" });
    await saveCalculation(input("Birinci"), "anahtar-0000000003");
    await saveCalculation(input("İkinci"), "anahtar-0000000004");
    expect(await sendPendingSaves(OWNER)).toEqual([]);
    expect((await pendingSaves(OWNER)).map((s) => s.input.title)).toEqual(["Birinci", "İkinci"]);
    const server = stubApi({ [SAVE]: () => ({ status: 503, body: errorBody("internal_error", "Bakım") }) });
    expect(await sendPendingSaves(OWNER)).toEqual([]);
    expect(server.callsOf(SAVE)).toHaveLength(1);
    expect(await pendingSaves(OWNER)).toHaveLength(2);
  });

  it("sends a save whose title is taken once more under a marked title, with a new key", async () => {
    stubApi({ [SAVE]: () => "network-error" });
    await saveCalculation(input("Alınmış başlık"), "anahtar-0000000005");
    const api = stubApi({
      [SAVE]: (call) =>
        (call.body as SaveInput).title === "Alınmış başlık"
          ? { status: 409, body: errorBody("duplicate_title", "Bu başlık ile zaten bir hesaplamanız mevcut.") }
          : stored(call),
    });
    expect(await sendPendingSaves(OWNER)).toEqual([
      { title: `Alınmış başlık${OFFLINE_TITLE_SUFFIX}`, outcome: "stored", difference: null },
    ]);
    const keys = api.callsOf(SAVE).map((c) => c.headers["idempotency-key"]);
    expect(keys[0]).toBe("anahtar-0000000005");
    expect(keys[1]).not.toBe(keys[0]);
    expect(await pendingSaves(OWNER)).toEqual([]);
  });

  it("reports a save the server refuses and stops keeping it", async () => {
    stubApi({ [SAVE]: () => "network-error" });
    await saveCalculation(input("Reddedilen"), "anahtar-0000000006");
    stubApi({
      [SAVE]: () => ({ status: 400, body: errorBody("validation_failed", "Arazi alanı en az 1 m² olmalıdır.") }),
    });
    expect(await sendPendingSaves(OWNER)).toEqual([
      { title: "Reddedilen", outcome: "refused", message: "Arazi alanı en az 1 m² olmalıdır." },
    ]);
    expect(await pendingSaves(OWNER)).toEqual([]);
  });

  it("sends only its own account's saves", async () => {
    stubApi({ [SAVE]: () => "network-error" });
    await saveCalculation(input("Ali'nin kaydı"), "anahtar-0000000007");
    const api = stubApi({ [SAVE]: (call) => stored(call) });
    expect(await sendPendingSaves(8)).toEqual([]);
    expect(api.callsOf(SAVE)).toHaveLength(0);
    expect(await pendingSaves(OWNER)).toHaveLength(1);
  });

  it("is not kept when nobody is signed in: the connection error is shown", async () => {
    sessionState.user = null;
    stubApi({ [SAVE]: () => "network-error" });
    const outcome = await saveCalculation(input("Oturumsuz"), "anahtar-0000000008");
    expect(outcome).toMatchObject({
      ok: false,
      toast: "Bağlantı sorunu yaşanıyor. İnternet bağlantınızı kontrol edin.",
    });
    expect(await pendingSaves(OWNER)).toEqual([]);
  });
});

describe("resultDifference", () => {
  it("is null when only the time differs, names the figures otherwise", () => {
    const a = result("izin_verilebilir", 150);
    expect(resultDifference(a, { ...a, data: { ...a.data, timestamp: "2030-01-01T00:00:00Z" } })).toBeNull();
    expect(resultDifference(a, result("izin_verilebilir", 140))).toBe("rakamlar ya da gerekçeler farklı");
  });
});

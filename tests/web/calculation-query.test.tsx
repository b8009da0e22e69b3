/**
 * The calculation's answer as server state (web/src/features/calculation/use-calculation.ts, TanStack Query): a newer
 * 'Hesapla' wins over an older answer still on its way, a reset takes the result off, an error is a failure with
 * the server's Turkish message (never a verdict), 'Tekrar dene' asks again, and the fields the server names get
 * their messages in the form.
 */
import { act, renderHook, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { ERROR_CATALOGUE } from "@worker/core/contracts/errors.ts";
import {
  calculationState,
  resetForType,
  retryCalculation,
  submitCalculation,
} from "@web/features/calculation/form-state.ts";
import { shownCalculation, useCalculation } from "@web/features/calculation/use-calculation.ts";
import { errorBody, heldAnswer, stubApi } from "./api-stub.ts";

const PATH = "sera";
const ROUTE = "POST /api/calculations/sera/";
const answer = (n: number) => ({ body: { success: true, data: { izin_durumu: "izin_verilebilir", n } } });

beforeEach(() => resetForType("sera"));

describe("the shown calculation", () => {
  it("shows the answer of the newest 'Hesapla', never an older one that arrives later", async () => {
    const slow = heldAnswer(answer(1));
    let calls = 0;
    stubApi({ [ROUTE]: (call) => (++calls === 1 ? slow.route(call) : answer(2)) });
    const { result } = renderHook(() => useCalculation());
    act(() => submitCalculation(PATH, { alan_m2: 1 }));
    await slow.asked;
    expect(result.current.loading).toBe(true);
    act(() => submitCalculation(PATH, { alan_m2: 2 }));
    await waitFor(() => expect(result.current.result?.data["n"]).toBe(2));
    await act(async () => slow.release());
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.result?.data["n"]).toBe(2);
    expect(result.current.body).toEqual({ alan_m2: 2 });
    expect(shownCalculation()).toEqual({ body: { alan_m2: 2 }, result: answer(2).body });
  });

  it("takes the result off when the type changes, also one still on its way", async () => {
    const slow = heldAnswer(answer(1));
    stubApi({ [ROUTE]: slow.route });
    const { result } = renderHook(() => useCalculation());
    act(() => submitCalculation(PATH, { alan_m2: 1 }));
    await slow.asked;
    act(() => resetForType("bag-evi"));
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(async () => slow.release());
    expect(result.current.result).toBeNull();
    expect(shownCalculation()).toBeNull();
  });

  it("shows a failure with 'Tekrar dene' (never a verdict), and the retry's answer", async () => {
    let calls = 0;
    stubApi({ [ROUTE]: () => (++calls === 1 ? { status: 429, body: errorBody("rate_limited", "x") } : answer(3)) });
    const { result } = renderHook(() => useCalculation());
    act(() => submitCalculation(PATH, { alan_m2: 1 }));
    await waitFor(() => expect(result.current.failure).not.toBeNull());
    expect(result.current.failure).toEqual({ message: ERROR_CATALOGUE.rate_limited.detail, retry: true });
    expect(result.current.result).toBeNull();
    act(() => retryCalculation());
    await waitFor(() => expect(result.current.result?.data["n"]).toBe(3));
    expect(result.current.failure).toBeNull();
    expect(calls).toBe(2);
  });

  it("puts the server's field messages on the form and offers no retry for an answer about the input", async () => {
    const message = "Arazi alanı en az 1 m² olmalıdır.";
    stubApi({
      [ROUTE]: () => ({ status: 400, body: errorBody("validation_failed", "Geçersiz", { alan_m2: [message] }) }),
    });
    const { result } = renderHook(() => useCalculation());
    act(() => submitCalculation(PATH, { alan_m2: 0 }));
    await waitFor(() => expect(result.current.failure).not.toBeNull());
    expect(result.current.failure?.retry).toBe(false);
    expect(calculationState.errors).toEqual({ alan_m2: message });
  });
});

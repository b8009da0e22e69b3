/**
 * The parcel analysis's answer as server state (web/src/features/parcel-analysis/use-analysis.ts, TanStack Query):
 * the shown table stays while the next analysis is on its way, a failure takes it off and puts the server's messages
 * on the form, and asking the server again (the connection is back) keeps the shown answer when that fails.
 */
import { act, renderHook, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { analysisState, resetAnalysis } from "@web/features/parcel-analysis/state.ts";
import { refreshAnalysis, shownAnalysis, useAnalysis } from "@web/features/parcel-analysis/use-analysis.ts";
import { errorBody, heldAnswer, stubApi } from "./api-stub.ts";

const ROUTE = "POST /api/calculations/parsel-analizi/";
const SHOWN = ["alan_m2", "arazi_vasfi"];
const answer = (n: number) => ({ body: { success: true, data: { n } } });
let n = 100;
const submit = (body: Record<string, unknown>) =>
  act(() => {
    analysisState.submission = { body, shownFields: SHOWN, n: ++n };
  });

beforeEach(() => resetAnalysis());

describe("the shown parcel analysis", () => {
  it("keeps the shown table while the next analysis is on its way, then shows the new one with its request", async () => {
    const next = heldAnswer(answer(2));
    let calls = 0;
    stubApi({ [ROUTE]: (call) => (++calls === 1 ? answer(1) : next.route(call)) });
    const { result } = renderHook(() => useAnalysis());
    submit({ alan_m2: 1 });
    await waitFor(() => expect(result.current.result?.data).toEqual({ n: 1 }));
    submit({ alan_m2: 2 });
    await next.asked;
    await waitFor(() => expect(result.current.busy).toBe(true));
    expect(result.current.result?.data).toEqual({ n: 1 });
    expect(result.current.body).toEqual({ alan_m2: 1 });
    expect(shownAnalysis()).toBeNull(); // nothing to save until the new answer is there
    await act(async () => next.release());
    await waitFor(() => expect(result.current.result?.data).toEqual({ n: 2 }));
    expect(result.current.busy).toBe(false);
    expect(shownAnalysis()?.body).toEqual({ alan_m2: 2 });
  });

  it("takes the table off after a failure; a field's message goes under it, another above the form", async () => {
    let calls = 0;
    stubApi({
      [ROUTE]: () =>
        ++calls === 1
          ? answer(1)
          : calls === 2
            ? { status: 400, body: errorBody("validation_failed", "Geçersiz", { alan_m2: ["Alan çok büyük."] }) }
            : { status: 400, body: errorBody("validation_failed", "Geçersiz", { latitude: ["İzmir dışında."] }) },
    });
    const { result } = renderHook(() => useAnalysis());
    submit({ alan_m2: 1 });
    await waitFor(() => expect(result.current.result).not.toBeNull());
    submit({ alan_m2: 9e9 });
    await waitFor(() => expect(result.current.result).toBeNull());
    expect(analysisState.errors).toEqual({ alan_m2: "Alan çok büyük." });
    expect(analysisState.error).toBeNull();
    submit({ alan_m2: 5 });
    await waitFor(() => expect(analysisState.error).toBe("İzmir dışında."));
    expect(result.current.result).toBeNull();
  });

  it("asks the server again for the shown answer, and keeps it when that fails", async () => {
    let calls = 0;
    stubApi({
      [ROUTE]: () =>
        ++calls === 1 ? answer(1) : calls === 2 ? { status: 503, body: errorBody("unavailable", "Yok") } : answer(3),
    });
    const { result } = renderHook(() => useAnalysis());
    submit({ alan_m2: 1 });
    await waitFor(() => expect(result.current.result).not.toBeNull());
    await act(() => refreshAnalysis());
    expect(calls).toBe(2);
    expect(result.current.result?.data).toEqual({ n: 1 });
    expect(analysisState.error).toBeNull();
    await act(() => refreshAnalysis());
    await waitFor(() => expect(result.current.result?.data).toEqual({ n: 3 }));
  });
});

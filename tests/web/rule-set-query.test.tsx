/**
 * The rule sets as server state (web/src/entities/structure-types/rule-set-query.ts, TanStack Query): a version is asked
 * for once and shared by every component; the version a page was prerendered with is shown at once and checked with
 * the server once (replaced when the server's differs, kept when the server cannot be reached); a failed load shows
 * the server's Turkish message and 'Tekrar dene' asks again.
 */
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { RuleSetDto } from "@worker/core/contracts/rule-set.ts";
import { startWhenIdle } from "@web/lib/idle-start.ts";
import { retryRuleSet, seedRuleSet } from "@web/entities/structure-types/rule-set-query.ts";
import { useRuleSet } from "@web/entities/structure-types/use-structure-types.ts";
import { repoRuleSet } from "../unit/repo-rule-set.ts";
import { errorBody, heldAnswer, stubApi } from "./api-stub.ts";

const TODAY = repoRuleSet();
const RULES = "GET /api/rules/";
const answer = (data: RuleSetDto) => ({ body: { success: true, data } });

describe("the rule sets", () => {
  it("asks once for a version that two components use", async () => {
    const api = stubApi({ [RULES]: () => answer(TODAY) });
    const { result } = renderHook(() => [useRuleSet(), useRuleSet()] as const);
    expect(result.current[0].status).toBe("loading");
    await waitFor(() => expect(result.current[1].status).toBe("ready"));
    expect(result.current[0].ruleSet?.kural_seti).toEqual(TODAY.kural_seti);
    expect(api.callsOf(RULES)).toHaveLength(1);
  });

  it("shows the prerendered version at once, checks it once the page is idle and shows the server's when it differs", async () => {
    const newer = { ...TODAY, hesaplama_turleri: { ...TODAY.hesaplama_turleri, sera: "Sera (yeni ad)" } };
    const held = heldAnswer(answer(newer));
    const api = stubApi({ [RULES]: held.route });
    seedRuleSet({}, TODAY, true);
    const { result, rerender } = renderHook(() => useRuleSet());
    expect(result.current).toEqual({ status: "ready", ruleSet: TODAY, error: null });
    // Not before the page's first idle moment (app/start.tsx starts it once the page is in use).
    await Promise.resolve();
    expect(api.callsOf(RULES)).toHaveLength(0);
    startWhenIdle();
    await held.asked;
    await act(async () => held.release());
    await waitFor(() => expect(result.current.ruleSet?.hesaplama_turleri["sera"]).toBe("Sera (yeni ad)"));
    rerender();
    expect(api.callsOf(RULES)).toHaveLength(1);
  });

  it("keeps the prerendered version when the server cannot be reached", async () => {
    const api = stubApi({ [RULES]: () => ({ status: 503, body: errorBody("unavailable", "Sunucu yok") }) });
    seedRuleSet({}, TODAY, true);
    const { result } = renderHook(() => useRuleSet());
    await waitFor(() => expect(api.callsOf(RULES)).toHaveLength(1));
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.ruleSet).toBe(TODAY);
    expect(result.current.error).toBeNull();
  });

  it("shows the server's message for a version it does not know, and 'Tekrar dene' asks again", async () => {
    let calls = 0;
    const api = stubApi({
      [RULES]: () =>
        ++calls === 1
          ? { status: 404, body: errorBody("not_found", "Kural seti sürümü bulunamadı: 9.9.9") }
          : answer(TODAY),
    });
    const { result } = renderHook(() => useRuleSet({ surum: "9.9.9" }));
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.error).toBe("Kural seti sürümü bulunamadı: 9.9.9");
    await act(() => retryRuleSet({ surum: "9.9.9" }));
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(api.callsOf(RULES).map((c) => c.url)).toEqual(["/api/rules/?surum=9.9.9", "/api/rules/?surum=9.9.9"]);
  });
});

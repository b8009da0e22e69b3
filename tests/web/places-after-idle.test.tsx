/**
 * The place list (GET /geo/yerler.json) is not what the form needs: the location section asks for it once the page is
 * first idle (web/src/lib/idle-start.ts), not while a slow phone is still making the form usable.
 */
import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { startWhenIdle } from "@web/lib/idle-start.ts";
import { usePlaceIndex } from "@web/features/location/use-places.ts";
import { stubApi } from "./api-stub.ts";

const PLACES = "GET /geo/yerler.json";

describe("the place list after the first idle moment", () => {
  it("is asked for once the page is idle, and a failed load says so", async () => {
    const api = stubApi({ [PLACES]: () => ({ status: 404 }) });
    const { result } = renderHook(() => usePlaceIndex());
    expect(result.current).toEqual({ index: null, failed: false });
    await Promise.resolve();
    expect(api.callsOf(PLACES)).toHaveLength(0);

    startWhenIdle();
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(api.callsOf(PLACES)).toHaveLength(1);
    expect(result.current.index).toBeNull();
  });
});

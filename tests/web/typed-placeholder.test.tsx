/**
 * The typed placeholder of the place search: one character per 80 ms once enabled (fake
 * timers), the whole text at once for users who prefer reduced motion or while disabled.
 */
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TYPED_PLACEHOLDER_MS_PER_CHAR, useTypedPlaceholder } from "@web/features/location/use-typed-placeholder.ts";

const TEXT = "İlçe veya mahalle adı yazın... (örn: Karşıyaka, Bornova)";
const original = window.matchMedia;

beforeEach(() =>
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "performance"] }),
);
afterEach(() => {
  window.matchMedia = original;
});

describe("typed placeholder", () => {
  it("types one character per 80 ms, the whole text after 80 ms × its length", async () => {
    const { result } = renderHook(() => useTypedPlaceholder(TEXT, true));
    expect(TYPED_PLACEHOLDER_MS_PER_CHAR).toBe(80);
    expect(result.current).toBe("");
    await act(() => vi.advanceTimersByTimeAsync(80 * 5));
    expect(result.current).toBe(TEXT.slice(0, 5));
    await act(() => vi.advanceTimersByTimeAsync(80 * (TEXT.length - 6)));
    expect(result.current).toBe(TEXT.slice(0, TEXT.length - 1));
    await act(() => vi.advanceTimersByTimeAsync(80));
    expect(result.current).toBe(TEXT);
  });

  it("shows the whole text while disabled, and at once for reduced motion", () => {
    expect(renderHook(() => useTypedPlaceholder(TEXT, false)).result.current).toBe(TEXT);
    window.matchMedia = (query: string) =>
      ({ matches: query.includes("prefers-reduced-motion"), media: query }) as MediaQueryList;
    expect(renderHook(() => useTypedPlaceholder(TEXT, true)).result.current).toBe(TEXT);
  });
});

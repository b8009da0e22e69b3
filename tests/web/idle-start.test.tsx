/**
 * What the form does not need starts when the browser is first idle after the page is in use (web/src/lib/idle-start.ts):
 * the map stays a placeholder until then.
 */
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { startWhenIdle, useIdleStarted } from "@web/lib/idle-start.ts";

function Probe() {
  return <p>{useIdleStarted() ? "başladı" : "bekliyor"}</p>;
}

describe("idle start", () => {
  it("waits for the browser's first idle moment after the start, at most half a second", () => {
    const idle: { callback: () => void; timeout: number | undefined }[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void, options?: { timeout?: number }) => {
      idle.push({ callback, timeout: options?.timeout });
      return idle.length;
    });
    render(<Probe />);
    expect(screen.getByText("bekliyor")).toBeInTheDocument();
    startWhenIdle();
    expect(idle).toHaveLength(1);
    expect(idle[0]!.timeout).toBe(500);
    expect(screen.getByText("bekliyor")).toBeInTheDocument();
    act(() => idle[0]!.callback());
    expect(screen.getByText("başladı")).toBeInTheDocument();
  });
});

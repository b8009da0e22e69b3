/**
 * The water-allocation certificate dialog (GEN-04b/c/d): the circular's provinces from the rule set,
 * 'Evet, var' thanks and closes by itself after exactly 2 s (fake timers), 'Hayır, yok' explains the refusal.
 */
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  AUTO_CLOSE_MS,
  WaterCertificateDialog,
} from "@web/features/calculation/components/water-certificate-dialog.tsx";
import { repoRuleSet } from "../unit/repo-rule-set.ts";

const PROVINCES = repoRuleSet().kapali_havza_illeri;

function Host({ onAnswer }: { onAnswer: (has: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <WaterCertificateDialog open={open} provinces={PROVINCES} onAnswer={onAnswer} onClose={() => setOpen(false)} />
  );
}

beforeEach(() => vi.useFakeTimers());

describe("water-allocation certificate dialog", () => {
  it("names the provinces of the circular's provision, as the rule set lists them", () => {
    render(<Host onAnswer={() => {}} />);
    const dialog = screen.getByRole("dialog", { name: "Su Tahsis Belgesi" });
    expect(PROVINCES.length).toBeGreaterThan(1);
    expect(dialog).toHaveTextContent(`${PROVINCES.join(", ")}.`);
    expect(dialog).toHaveTextContent("Su tahsis belgeniz var mı?");
  });

  it("'Evet, var': records yes, thanks, and closes by itself 2 s later, not before", async () => {
    const onAnswer = vi.fn();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<Host onAnswer={onAnswer} />);
    await user.click(screen.getByRole("button", { name: "Evet, var" }));
    expect(onAnswer).toHaveBeenCalledWith(true);
    const dialog = screen.getByRole("dialog", { name: "Su Tahsis Belgesi" });
    expect(screen.getByRole("status")).toHaveTextContent("Teşekkürler");
    expect(AUTO_CLOSE_MS).toBe(2_000);
    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(dialog).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(dialog).not.toBeVisible();
  });

  it("'Hayır, yok': records no and says no permit can be given without it; 'Kapat' closes", async () => {
    const onAnswer = vi.fn();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<Host onAnswer={onAnswer} />);
    await user.click(screen.getByRole("button", { name: "Hayır, yok" }));
    expect(onAnswer).toHaveBeenCalledWith(false);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Kapalı su havzasında su tahsis belgesi olmadan izin verilemez.",
    );
    // No answer closes by itself.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    const dialog = screen.getByRole("dialog", { name: "Su Tahsis Belgesi" });
    expect(dialog).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Kapat" }));
    expect(dialog).not.toBeVisible();
  });
});

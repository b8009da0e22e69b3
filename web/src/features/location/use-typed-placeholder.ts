import { useEffect, useState } from "react";

/** Typed placeholder animation speed (ms per character). */
export const TYPED_PLACEHOLDER_MS_PER_CHAR = 80;

/** The text so far after `elapsedMs` of typing at `msPerChar` (pure, for tests). */
export function typedPrefix(text: string, elapsedMs: number, msPerChar = TYPED_PLACEHOLDER_MS_PER_CHAR): string {
  return text.slice(0, Math.max(0, Math.min(text.length, Math.floor(elapsedMs / msPerChar))));
}

/** Types `text` into a placeholder one character per 80 ms; whole at once for users who prefer reduced motion. */
export function useTypedPlaceholder(text: string, enabled: boolean): string {
  const reduced =
    typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
  const [shown, setShown] = useState("");
  useEffect(() => {
    if (reduced || !enabled) return;
    const started = performance.now();
    const timer = setInterval(() => {
      const next = typedPrefix(text, performance.now() - started);
      setShown(next);
      if (next.length === text.length) clearInterval(timer);
    }, TYPED_PLACEHOLDER_MS_PER_CHAR);
    return () => clearInterval(timer);
  }, [text, enabled, reduced]);
  return reduced || !enabled ? text : shown;
}

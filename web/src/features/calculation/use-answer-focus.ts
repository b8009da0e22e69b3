/**
 * After a person's 'Hesapla' (or 'Tekrar dene'), the answer — a result or a failure — takes the focus and comes into
 * view: on a phone the result panel is far below the form, and nothing else would tell the person that it arrived
 * (issue #46). An answer nobody asked for just now leaves the focus and the scroll where they are: a re-opened
 * calculation run as its page opens (the page's own focus and top come first), the emsal switch's re-submit (the
 * person is on the switch) and the re-ask when the connection returns (form-state.ts `Submission.focus`).
 */
import { useEffect, useRef, type RefObject } from "react";
import { useSnapshot } from "valtio";
import { calculationState } from "./form-state.ts";

/** Whether the person asked for less motion: the answer then comes into view at once, without a smooth scroll. */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

/** Whether the element is wholly in the viewport, below what a sticky header covers (`scroll-padding-top`). */
function inView(el: HTMLElement): boolean {
  const box = el.getBoundingClientRect();
  const covered = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  return box.top >= covered && box.bottom <= window.innerHeight;
}

/**
 * Moves the focus to `target` (the result's heading, `tabIndex={-1}`) once the answer of a submission that asked for
 * it has arrived (`answered`: a result or a failure is shown), once per submission, and scrolls it to the top of the
 * view unless it is in view already.
 */
export function useAnswerFocus(target: RefObject<HTMLElement | null>, answered: boolean): void {
  const { submission } = useSnapshot(calculationState);
  const n = submission?.n ?? 0;
  const wanted = submission?.focus === true;
  const done = useRef(0);
  useEffect(() => {
    const el = target.current;
    if (!answered || !wanted || done.current === n || !el) return;
    done.current = n;
    el.focus({ preventScroll: true });
    if (!inView(el)) el.scrollIntoView?.({ block: "start", behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }, [answered, wanted, n, target]);
}

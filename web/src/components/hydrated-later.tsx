import { Suspense, type ReactNode } from "react";

/**
 * A part of a prerendered page that React hydrates after the rest (a boundary of its own: React's selective
 * hydration), so that the calculation form is in use first on a slow phone. Until then it shows its built HTML; a
 * click or a key on it hydrates it at once and is then handled as usual. A page the browser renders itself is not
 * affected (nothing here suspends).
 */
export function HydratedLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

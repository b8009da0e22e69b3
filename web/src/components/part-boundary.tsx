import type { ReactNode } from "react";
import { ErrorBoundary } from "./error-boundary.tsx";

interface Props {
  /** What failed, in Turkish, e.g. "Giriş penceresi". */
  label: string;
  children: ReactNode;
}

/**
 * Keeps an error of one part of a page (the lazily loaded login dialog, the calculation page's map) inside that
 * part: a Turkish alert with 'Tekrar dene' instead of the whole-app error page, so the rest of the page stays usable.
 * Retrying renders the part again; a lost chunk needs a reload, which keeps the page's state (ErrorBoundary).
 */
export function PartBoundary({ label, children }: Props) {
  return (
    <ErrorBoundary
      fallback={(retry) => (
        <div role="alert" className="notice notice--error shell-part-error">
          <span>{label} açılamadı. Lütfen tekrar deneyin.</span>{" "}
          <button type="button" className="button" onClick={retry}>
            Tekrar dene
          </button>
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

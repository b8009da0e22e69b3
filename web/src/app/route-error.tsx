import type { ReactNode } from "react";
import { Link, useLocation } from "react-router-dom";
import { ErrorBoundary } from "../components/error-boundary.tsx";
import { paths } from "../config/paths.ts";

export const ROUTE_ERROR_TITLE = "Bu sayfa gösterilemedi";
export const ROUTE_ERROR_TEXT = "Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.";

/**
 * A page's error inside the shell (routes.tsx wraps every page in this boundary): the header and the sidebar stay,
 * the page's place shows a Turkish error with 'Tekrar dene'. Retrying, or going to another address, renders the page
 * again; a failed lazy chunk (a deploy replaced it) can only be mended by a reload, which keeps the page's state
 * (ErrorBoundary).
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return (
    <ErrorBoundary resetKey={key} fallback={(retry) => <RouteError retry={retry} />}>
      {children}
    </ErrorBoundary>
  );
}

function RouteError({ retry }: { retry: () => void }) {
  return (
    <section role="alert" className="route-error" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{ROUTE_ERROR_TITLE}</h1>
      <p>{ROUTE_ERROR_TEXT}</p>
      <div className="route-error__actions">
        <button type="button" className="button button--primary" onClick={retry}>
          Tekrar dene
        </button>
        <Link to={paths.home.getHref()}>Ana sayfaya dön</Link>
      </div>
    </section>
  );
}

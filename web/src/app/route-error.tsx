import { Link, useLocation, useNavigate, useRouteError } from "react-router-dom";
import { paths } from "../config/paths.ts";
import { isChunkLoadError, reloadKeepingState } from "../lib/chunk-reload.ts";

export const ROUTE_ERROR_TITLE = "Bu sayfa gösterilemedi";
export const ROUTE_ERROR_TEXT = "Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.";

/**
 * A page's error inside the shell (errorElement of every child route): the header and the sidebar stay, the page's
 * place shows a Turkish error with 'Tekrar dene'. Retrying renders the page again; a failed lazy chunk (a deploy
 * replaced it) can only be mended by a reload, which keeps the page's state (lib/chunk-reload.ts).
 */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  console.error(error);
  const retry = () => {
    if (isChunkLoadError(error)) reloadKeepingState();
    // A new location (same address) resets the route's error boundary and renders the page again.
    else void navigate(location, { replace: true });
  };
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

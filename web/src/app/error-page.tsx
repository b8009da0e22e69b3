import { Link, useRouteError } from "react-router-dom";
import { paths } from "../config/paths.ts";

/** Fallback for an unexpected application error (shell spec). */
export function ErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <div role="alert" className="error-page">
      <h1>Unexpected Application Error!</h1>
      <p>Beklenmeyen bir hata oluştu. Sayfayı yenileyip tekrar deneyin.</p>
      <Link to={paths.home.getHref()}>Ana sayfaya dön</Link>
    </div>
  );
}

import { Link, useRouteError } from "react-router-dom";
import { paths } from "../config/paths.ts";

export const APP_ERROR_TITLE = "Uygulama hatası";

/** Fallback for an unexpected error of the shell itself (in Turkish, as every page). */
export function ErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <div role="alert" className="error-page">
      <h1>{APP_ERROR_TITLE}</h1>
      <p>Beklenmeyen bir hata oluştu. Sayfayı yenileyip tekrar deneyin.</p>
      <Link to={paths.home.getHref()}>Ana sayfaya dön</Link>
    </div>
  );
}

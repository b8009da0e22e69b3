import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { ErrorBoundary } from "../components/error-boundary.tsx";
import { paths } from "../config/paths.ts";

export const APP_ERROR_TITLE = "Uygulama hatası";

/** The boundary around the shell (routes.tsx): an unexpected error of the shell itself, in Turkish as every page. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={() => <ErrorPage />}>{children}</ErrorBoundary>;
}

function ErrorPage() {
  return (
    <div role="alert" className="error-page">
      <h1>{APP_ERROR_TITLE}</h1>
      <p>Beklenmeyen bir hata oluştu. Sayfayı yenileyip tekrar deneyin.</p>
      <Link to={paths.home.getHref()}>Ana sayfaya dön</Link>
    </div>
  );
}

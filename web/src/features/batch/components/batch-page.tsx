import "../batch.css";
import { useEffect, useState } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { useSnapshot } from "valtio";
import { paths, PRODUCT_NAME } from "../../../config/paths.ts";
import { useDocumentTitle } from "../../../lib/hooks/use-document-title.ts";
import { saveReturnUrl } from "../../../lib/return-url.ts";
import { loadCurrentUser } from "../../../lib/session/current-user.ts";
import { useSession } from "../../../lib/session/use-session.ts";
import { batchState } from "../state.ts";
import { BatchForm } from "./batch-form.tsx";
import { BatchList } from "./batch-list.tsx";
import { BatchProgress } from "./batch-progress.tsx";

/** Signed out: to the login page, which brings the user back here after the login (as /account does). */
function ToLogin() {
  const { pathname, search } = useLocation();
  useState(() => saveReturnUrl(pathname + search));
  return <Navigate to={paths.login.getHref()} replace />;
}

/**
 * /toplu-hesaplama 'Toplu hesaplama': a signed-in user uploads many parcels (CSV, GeoJSON, KML, KMZ), chooses a
 * structure type (or the parcel analysis) and follows the calculation on the server's queue; the results are
 * downloaded as CSV or GeoJSON. Below, the user's earlier batches.
 */
export function BatchPage() {
  useDocumentTitle(`Toplu hesaplama | ${PRODUCT_NAME}`);
  const { isAuthenticated } = useSession();
  const { currentId } = useSnapshot(batchState);
  useEffect(() => {
    // The shell's own user fetch (throttled): the list is the user's.
    if (isAuthenticated) void loadCurrentUser();
  }, [isAuthenticated]);
  if (!isAuthenticated) return <ToLogin />;
  return (
    <div className="batch-page">
      <h1>Toplu hesaplama</h1>
      <p className="batch-page__lead">
        Çok sayıda parseli tek dosyayla yükleyin; her parsel seçtiğiniz yapı türü için sunucuda hesaplanır, sonuçları
        CSV ya da GeoJSON olarak indirirsiniz.
      </p>
      <BatchForm />
      {currentId ? <BatchProgress key={currentId} id={currentId} /> : null}
      <BatchList exceptId={currentId} />
    </div>
  );
}

import { lazy, Suspense, useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import type { StructureTypeDto } from "../../../../../worker/contracts/api.ts";
import { areaCheckState } from "../../area-check/state.ts";
import { OPEN_CHECK_EVENT, startAreaCheck } from "../area-check-bridge.ts";
import { Link, useParams, useSearchParams } from "react-router-dom";
import { decodePrefill } from "../../report/reopen.ts";
import { paths, PRODUCT_NAME } from "../../../config/paths.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { StructureTypesStatus } from "../../structure-types/components/structure-types-status.tsx";
import { useStructureTypes } from "../../structure-types/use-structure-types.ts";
import { LocationSection } from "../../location/components/location-section.tsx";
import { clearPoint, selectPoint } from "../../location/state.ts";
import { applyParcelArea, applyPrefill, resetForType } from "../state.ts";
import { CalculationForm } from "./calculation-form.tsx";
import { ResultPanel } from "./result-panel.tsx";

const AreaCheckDrawer = lazy(() => import("../../area-check/components/area-check-drawer.tsx").then((m) => ({ default: m.AreaCheckDrawer })));

/** Mounts the (lazily loaded) area-check drawer once it is first opened; the 'openDikiliKontrol' event opens it. */
function AreaCheckHost({ type }: { type: StructureTypeDto }) {
  const { open } = useSnapshot(areaCheckState);
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  useEffect(() => {
    const onOpen = () => startAreaCheck(type);
    window.addEventListener(OPEN_CHECK_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CHECK_EVENT, onOpen);
  }, [type]);
  if (!mounted) return null;
  return (
    <Suspense fallback={<p role="status">Alan kontrolü yükleniyor...</p>}>
      <AreaCheckDrawer />
    </Suspense>
  );
}

/** Calculation page of one structure type (/hesaplama/{slug} and the legacy /{slug}). */
export function CalculationPage() {
  const { slug = "" } = useParams();
  const { items, status, error } = useStructureTypes();
  const type = items.find((t) => t.slug === slug);
  useDocumentTitle(type ? `${type.label} | ${PRODUCT_NAME}` : PRODUCT_NAME);
  // Changing the structure type clears the chosen point, the form and the result (calculation document §4).
  // A re-opened calculation (?girdi=…) then fills the point, land type and fields.
  const [search] = useSearchParams();
  const girdi = search.get("girdi");
  useEffect(() => {
    clearPoint();
    resetForType(slug);
    const prefill = decodePrefill(girdi);
    if (prefill) {
      if (prefill.point) void selectPoint(prefill.point.lat, prefill.point.lng);
      applyPrefill(prefill);
    }
  }, [slug, girdi]);

  if (status !== "ready") return <StructureTypesStatus status={status} error={error} />;
  if (!type) {
    return (
      <div className="page-missing">
        <h1>Sayfa bulunamadı</h1>
        <p>“{slug}” adında bir yapı türü yok.</p>
        <Link to={paths.home()}>Ana sayfaya dön</Link>
      </div>
    );
  }

  return (
    <article className="calculation" aria-labelledby="calculation-title">
      <h1 id="calculation-title">
        <span aria-hidden="true">{type.emoji}</span> {type.label}
      </h1>
      <p className="calculation__desc">{type.description}</p>
      {type.mevzuat_durumu.kod === "kaldirildi_2025" && type.mevzuat_durumu.not ? (
        <p role="note" className="notice notice--warning">
          {type.mevzuat_durumu.not}
        </p>
      ) : null}
      <LocationSection type={type} onParcel={(p) => applyParcelArea(p.areaM2)} />
      <CalculationForm type={type} />
      <ResultPanel label={type.label} slug={type.slug} />
      <AreaCheckHost type={type} />
    </article>
  );
}

import { useEffect } from "react";
import { Link, useParams } from "react-router-dom";
import { useSnapshot } from "valtio";
import { paths, PRODUCT_NAME } from "../../../config/paths.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { StructureTypesStatus } from "../../structure-types/components/structure-types-status.tsx";
import { useStructureTypes } from "../../structure-types/use-structure-types.ts";
import { LocationSection } from "../../location/components/location-section.tsx";
import { clearPoint, formBlockHint, locationState } from "../../location/state.ts";

/** Calculation page of one structure type (/hesaplama/{slug} and the legacy /{slug}). */
export function CalculationPage() {
  const { slug = "" } = useParams();
  const { items, status, error } = useStructureTypes();
  const type = items.find((t) => t.slug === slug);
  useDocumentTitle(type ? `${type.label} | ${PRODUCT_NAME}` : PRODUCT_NAME);
  const location = useSnapshot(locationState);
  // Changing the structure type clears the chosen point (calculation document §4).
  useEffect(() => clearPoint(), [slug]);
  const hint = formBlockHint(location);

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
      <LocationSection type={type} />
      <section className="notice notice--info" aria-labelledby="calc-form-title">
        <h2 id="calc-form-title">Hesaplama — {type.label}</h2>
        {hint ? (
          <p className="form-block-hint" data-testid="form-block-hint">
            {hint}
          </p>
        ) : null}
        <p>Bu yapı türünün hesaplama formu hazırlanıyor.</p>
      </section>
    </article>
  );
}

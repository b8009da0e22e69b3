import { useEffect, useState, type ReactNode } from "react";
import { Link, useParams } from "react-router-dom";
import type { CalculationData } from "@worker/core/contracts/calculation.ts";
import { paths, PRODUCT_NAME } from "../../../config/paths.ts";
import { useDocumentTitle } from "../../../lib/hooks/use-document-title.ts";
import { typeLabel } from "../../../entities/structure-types/type-labels.ts";
import { useRuleSet } from "../../../entities/structure-types/use-structure-types.ts";
import { fetchShared, type SharedCalculation } from "../api.ts";
import { reopenUrl } from "../../../entities/calculation/reopen.ts";
import { ReportView } from "./report-view.tsx";

/**
 * /sonuc/{id}: a shared calculation, read-only, for anyone with the link. `renderResult` may show a saved result
 * that is not one structure type's (the parcel analysis, composed in by the app); null keeps the report.
 */
export function SharedResultPage({
  renderResult,
}: {
  renderResult?: (item: SharedCalculation, typeLabel: string) => ReactNode;
} = {}) {
  const { shareId = "" } = useParams();
  const [state, setState] = useState<{ id: string; item: SharedCalculation | null; error: string | null } | null>(null);
  const current = state?.id === shareId ? state : null;
  useDocumentTitle(current?.item ? `${current.item.title} | ${PRODUCT_NAME}` : PRODUCT_NAME);
  // Labels and cards of the version the result was computed with, else today's.
  const resultData = current?.item
    ? ((current.item.result["data"] ?? current.item.result) as Partial<CalculationData>)
    : null;
  const usedVersion = useRuleSet(resultData?.kural_seti?.surum ? { surum: resultData.kural_seti.surum } : {});
  const today = useRuleSet();
  const ruleSet = usedVersion.ruleSet ?? (usedVersion.status === "error" ? today.ruleSet : null);
  useEffect(() => {
    let live = true;
    fetchShared(shareId)
      .then((item) => live && setState({ id: shareId, item, error: null }))
      .catch(
        () => live && setState({ id: shareId, item: null, error: "Bu paylaşım bağlantısı geçersiz veya kaldırılmış." }),
      );
    return () => {
      live = false;
    };
  }, [shareId]);

  const waiting = usedVersion.status === "loading" || (usedVersion.status === "error" && today.status === "loading");
  if (!current || (current.item && waiting)) return <p role="status">Hesaplama yükleniyor...</p>;
  if (!current.item) {
    return (
      <div className="notice notice--error" role="alert">
        <p>{current.error}</p>
        <Link to={paths.home.getHref()}>Ana sayfaya dön</Link>
      </div>
    );
  }
  const item = current.item;
  const data = resultData ?? {};
  const label = typeLabel(item.calculation_type, today.ruleSet?.hesaplama_turleri ?? null);
  return (
    <>
      {renderResult?.(item, label) ?? (
        <ReportView
          title={item.title}
          calculationType={item.calculation_type}
          typeLabel={label}
          ruleSet={ruleSet}
          createdAt={item.created_at}
          point={item.map_coordinates}
          parameters={item.parameters}
          data={data}
          newVersion={item.yeni_surum ?? null}
        />
      )}
      {item.description ? <p className="report__description">{item.description}</p> : null}
      <div className="report__actions no-print">
        <button type="button" className="button" onClick={() => window.print()}>
          Yazdır / PDF
        </button>
        <Link className="button button--primary" to={reopenUrl(item.calculation_type, item.parameters)}>
          Bu bilgilerle yeniden hesapla
        </Link>
      </div>
    </>
  );
}

import { useEffect, useState } from "react";
import { Link, useParams } from "react-router-dom";
import type { CalculationData } from "../../../../../worker/rules/types.ts";
import { paths, PRODUCT_NAME } from "../../../config/paths.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { typeLabel } from "../../history/type-labels.ts";
import { fetchShared, type SharedCalculation } from "../api.ts";
import { reopenUrl } from "../reopen.ts";
import { ReportView } from "./report-view.tsx";

/** /sonuc/{id}: a shared calculation, read-only, for anyone with the link. */
export function SharedResultPage() {
  const { shareId = "" } = useParams();
  const [state, setState] = useState<{ id: string; item: SharedCalculation | null; error: string | null } | null>(null);
  const current = state?.id === shareId ? state : null;
  useDocumentTitle(current?.item ? `${current.item.title} | ${PRODUCT_NAME}` : PRODUCT_NAME);
  useEffect(() => {
    let live = true;
    fetchShared(shareId)
      .then((item) => live && setState({ id: shareId, item, error: null }))
      .catch(() => live && setState({ id: shareId, item: null, error: "Bu paylaşım bağlantısı geçersiz veya kaldırılmış." }));
    return () => {
      live = false;
    };
  }, [shareId]);

  if (!current) return <p role="status">Hesaplama yükleniyor...</p>;
  if (!current.item) {
    return (
      <div className="notice notice--error" role="alert">
        <p>{current.error}</p>
        <Link to={paths.home()}>Ana sayfaya dön</Link>
      </div>
    );
  }
  const item = current.item;
  const data = ((item.result["data"] ?? item.result) as Partial<CalculationData>) ?? {};
  return (
    <>
      <ReportView
        title={item.title}
        typeLabel={typeLabel(item.calculation_type)}
        createdAt={item.created_at}
        point={item.map_coordinates}
        parameters={item.parameters}
        data={data}
      />
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

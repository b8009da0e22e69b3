import { PARCEL_ANALYSIS_TYPE } from "@worker/core/contracts/parcel-analysis.ts";
import { isAnalysisData, SavedAnalysis } from "../../features/parcel-analysis/components/saved-analysis.tsx";
import { SharedResultPage } from "../../features/report/components/shared-result-page.tsx";
import { useStructureTypes } from "../../entities/structure-types/use-structure-types.ts";

/** /sonuc/{id}: the report feature's shared page; a shared parcel analysis shows the analysis feature's table. */
export function SharedResultRoute() {
  const { ruleSet } = useStructureTypes();
  const categoryOrder = ruleSet?.kategoriler.map((k) => k.id) ?? [];
  return (
    <SharedResultPage
      renderResult={(item, label) => {
        const data = item.result["data"];
        if (item.calculation_type !== PARCEL_ANALYSIS_TYPE || !isAnalysisData(data)) return null;
        return (
          <SavedAnalysis
            title={item.title}
            typeLabel={label}
            createdAt={item.created_at}
            data={data}
            categoryOrder={categoryOrder}
          />
        );
      }}
    />
  );
}

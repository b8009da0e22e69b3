import { formatArea } from "@worker/core/rules/numbers.ts";
import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { PARCEL_ANALYSIS_TYPE } from "@worker/core/contracts/parcel-analysis.ts";
import { SaveCalculationDialog } from "../../components/save-calculation-dialog.tsx";
import { StructureTypesStatus } from "../../components/structure-types-status.tsx";
import { PRODUCT_NAME } from "../../config/paths.ts";
import { LocationSection } from "../../features/location/components/location-section.tsx";
import { AnalysisForm } from "../../features/parcel-analysis/components/analysis-form.tsx";
import { AnalysisWithNewest } from "../../features/parcel-analysis/components/analysis-with-newest.tsx";
import { resetAnalysis, setValue, submitAnalysis } from "../../features/parcel-analysis/state.ts";
import { refreshAnalysis, shownAnalysis, useAnalysis } from "../../features/parcel-analysis/use-analysis.ts";
import { clearPoint, locationState, selectPoint } from "../../entities/location/location-state.ts";
import { inputText } from "../../lib/number-input.ts";
import { decodePrefill } from "../../entities/calculation/reopen.ts";
import { typeLabel } from "../../entities/structure-types/type-labels.ts";
import { useStructureTypes } from "../../entities/structure-types/use-structure-types.ts";
import { useDocumentTitle } from "../../lib/hooks/use-document-title.ts";
import { useSession } from "../../lib/session/use-session.ts";
import { OfflineNote } from "../../components/offline-note.tsx";

/** The connection came back after an offline answer: the server answers again. */
const onOnline = () => void refreshAnalysis();

/**
 * /parsel-analizi — "Bu parselde ne yapabilirim?": the location picker (map, place search, parcel file), the
 * analysis form and its table, and saving for logged-in users. `?girdi=` re-opens a saved analysis.
 */
export function ParcelAnalysisRoute() {
  useDocumentTitle(`Bu parselde ne yapabilirim? | ${PRODUCT_NAME}`);
  const { ruleSet, status, error } = useStructureTypes();
  const [search] = useSearchParams();
  const girdi = search.get("girdi");
  const fieldNames = useMemo(() => (ruleSet ? Object.keys(ruleSet.girdi_alanlari) : null), [ruleSet]);
  const prefill = useMemo(() => (fieldNames ? decodePrefill(girdi, fieldNames) : null), [girdi, fieldNames]);
  const shown = useAnalysis();
  const session = useSession();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    clearPoint();
    const values = Object.fromEntries(
      Object.entries(prefill?.values ?? {}).filter((e): e is [string, string] => typeof e[1] === "string"),
    );
    resetAnalysis(prefill ? { landType: prefill.landType, values, emsalTuru: prefill.emsalTuru } : null);
    if (prefill?.point) void selectPoint(prefill.point.lat, prefill.point.lng);
  }, [prefill]);

  if (!ruleSet) return <StructureTypesStatus status={status === "error" ? "error" : "loading"} error={error} />;
  const extra: Record<string, string> = {
    ...(prefill?.surum ? { surum: prefill.surum } : {}),
    ...(prefill?.mevzuatTarihi ? { mevzuat_tarihi: prefill.mevzuatTarihi } : {}),
  };
  const label = typeLabel(PARCEL_ANALYSIS_TYPE, ruleSet.hesaplama_turleri);
  const { result, body } = shown;
  return (
    <div className="parcel-analysis">
      <h1>Bu parselde ne yapabilirim?</h1>
      <p className="parcel-analysis__lead">
        Parselinizi seçin, arazi vasfını ve alanını girin: bütün yapı türleri aynı anda, varsayılan değerlerle
        hesaplanır. Bir satırı açarak o yapı türünün ayrıntılı hesaplamasına geçebilirsiniz.
      </p>
      <LocationSection
        type={{ su_tahsis_belgesi_gerekli: false }}
        areaMax={ruleSet.alan_siniri.en_cok}
        onParcel={(p) => setValue("alan_m2", inputText(Math.round(p.areaM2)))}
      />
      <AnalysisForm ruleSet={ruleSet} onSubmit={() => submitAnalysis(ruleSet, extra)} />
      {result ? (
        <section className="parcel-analysis__result" aria-labelledby="analysis-result-title">
          <h2 id="analysis-result-title">Analiz sonucu</h2>
          <p className="field__hint">
            Kural seti {result.data.kural_seti.surum} · {result.data.arazi_vasfi} · {formatArea(result.data.alan_m2)}
          </p>
          {shown.offline ? <OfflineNote ruleSet={result.data.kural_seti} onOnline={onOnline} /> : null}
          <AnalysisWithNewest
            data={result.data}
            body={body ?? {}}
            versions={ruleSet.surumler}
            categoryOrder={ruleSet.kategoriler.map((k) => k.id)}
          />
          <div className="report__actions no-print">
            <button type="button" className="button" onClick={() => window.print()}>
              Yazdır / PDF
            </button>{" "}
            {session.access !== null ? (
              <button type="button" className="button button--primary" onClick={() => setSaving(true)}>
                Analizi Kaydet
              </button>
            ) : (
              <p className="field__hint">Analizi kaydetmek için giriş yapın.</p>
            )}
          </div>
        </section>
      ) : null}
      {saving ? (
        <SaveCalculationDialog
          label={label}
          onClose={() => setSaving(false)}
          subject={() => {
            const saved = shownAnalysis();
            if (!saved) return null;
            const point = locationState.point;
            return {
              calculationType: PARCEL_ANALYSIS_TYPE,
              parameters: { ...saved.body },
              result: JSON.parse(JSON.stringify(saved.result)) as Record<string, unknown>,
              point: point ? { lat: point.lat, lng: point.lng } : null,
            };
          }}
        />
      ) : null}
    </div>
  );
}

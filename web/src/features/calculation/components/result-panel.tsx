import { formatDateTime } from "@worker/core/rules/numbers.ts";
import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import { useSnapshot } from "valtio";
import type { CalculationResult } from "@worker/core/contracts/calculation.ts";
import type { RuleSetDto, StructureTypeDto } from "@worker/core/contracts/rule-set.ts";
import { versionLine } from "@worker/core/rules/version-text.ts";
import type { LatLng } from "../../../entities/location/footprint.ts";
import { sessionState } from "../../../lib/session/session.ts";
import { VerdictHeadline } from "../../../components/verdict-headline.tsx";
import { EmsalClassField } from "../../../components/emsal-class-field.tsx";
import { calculationState, refreshCalculation, retryCalculation, setEmsalTuru } from "../form-state.ts";
import { useAnswerFocus } from "../use-answer-focus.ts";
import { useCalculation } from "../use-calculation.ts";
import { OfflineNote } from "../../../components/offline-note.tsx";
import { AnswerBody, AnswerFigures } from "../../../components/answer/answer.tsx";

const SaveDialog = lazy(() => import("./save-dialog.tsx").then((m) => ({ default: m.SaveDialog })));

/**
 * '<facility> Hesaplama Sonucu': status, the type's cards, the rule-set version used, the answer's report, 'Neden?',
 * the emsal switch (types with an emsal choice) and save.
 */
export function ResultPanel({
  type,
  emsalTypes,
  onManualCheck,
  footprint = null,
  comparison,
}: {
  type: Pick<StructureTypeDto, "label" | "slug" | "api_yolu" | "emsal" | "kartlar">;
  /** The rule set's emsal classes, for the switch. */
  emsalTypes: Pick<RuleSetDto, "emsal_turleri" | "emsal_sinifi" | "arazi_vasiflari">;
  /** Opens the area check (the app composes it in); the prompt shows only when the result suggests it. */
  onManualCheck?: (() => void) | undefined;
  /** The footprint on the map, drawn again for the printed report (tiles may not print). */
  footprint?: { ring: readonly LatLng[]; parcel: readonly LatLng[] | null; text: string } | null;
  /** What the app composes under the version line of a shown result and its request (the version comparison). */
  comparison?: ((result: CalculationResult, body: Readonly<Record<string, unknown>>) => ReactNode) | undefined;
}) {
  const { label, slug } = type;
  const { result, offline, loading, failure, body: lastBody } = useCalculation();
  const { emsalTuru } = useSnapshot(calculationState);
  const session = useSnapshot(sessionState);
  const [saving, setSaving] = useState(false);
  const shown = loading ? null : result;
  // The answer to a person's 'Hesapla' takes the focus and comes into view (a phone shows it far below the form).
  const heading = useRef<HTMLHeadingElement>(null);
  useAnswerFocus(heading, !loading && (result !== null || failure !== null));
  // The engine says when a manual area check is worth offering (bag-evi's result field `manuel_kontrol_onerilir`).
  const assumed =
    result?.data.izin_durumu === "izin_verilebilir_varsayimsal" && result.data["manuel_kontrol_onerilir"] === true;
  return (
    <section className="result" aria-labelledby="result-title" aria-busy={loading}>
      <h2 id="result-title" ref={heading} tabIndex={-1}>
        {label} Hesaplama Sonucu
      </h2>
      {!loading && failure ? (
        // An error is not a refusal: it says the calculation could not be made, never "İzin verilemez".
        <div role="alert" className="notice notice--error result__failure" data-testid="result-failure">
          <strong>Hesaplanamadı</strong>
          <p>{failure.message || "Hesaplama başarısız oldu."}</p>
          {failure.retry ? (
            <button type="button" className="button" onClick={retryCalculation}>
              Tekrar dene
            </button>
          ) : (
            <p>Formdaki işaretli alanları düzeltip yeniden hesaplayın.</p>
          )}
        </div>
      ) : null}
      {!loading && !failure && !result ? (
        <p className="result__empty">Formu doldurup Hesapla düğmesine basın.</p>
      ) : null}
      {/* Always in the page, so its changes are announced: only the summary speaks, never the whole report. */}
      <div className="result__body" data-testid={shown ? "result" : undefined}>
        {shown ? (
          <p className="print-only">
            Rapor tarihi: {formatDateTime(shown.data.timestamp)} · {versionLine(shown.data.kural_seti)}
          </p>
        ) : null}
        <div className="result__summary" aria-live="polite" aria-atomic="true" data-testid="result-summary">
          {loading ? <p>Hesaplanıyor...</p> : null}
          {shown ? <VerdictHeadline data={shown.data} cards={type.kartlar} /> : null}
          {shown && offline ? <OfflineNote ruleSet={shown.data.kural_seti} onOnline={refreshCalculation} /> : null}
        </div>
        {shown ? (
          <div className="result__details">
            {assumed && onManualCheck ? (
              <div className="notice notice--warning">
                <p>
                  Bu sonuç varsayımsaldır: arazinin dikili vasfı doğrulanmadı. Meyve ağaçlarınız varsa dikili alanı ve
                  ağaçları kontrol edin; asma (bağ) gibi ağaç çizelgesinde olmayan dikimlerde dikili vasfı idarenin
                  yerinde yapacağı tespit belirler.
                </p>
                <button type="button" className="button" onClick={onManualCheck}>
                  Manuel Alan Kontrolü Başlat
                </button>
              </div>
            ) : null}
            {/* The map's footprint again for the printout (map tiles may not print), beside the cards. */}
            <AnswerFigures
              data={shown.data}
              cards={type.kartlar}
              footprint={footprint ? { ...footprint, printOnly: true } : null}
            />
            <p className="result__version" data-testid="result-version">
              {versionLine(shown.data.kural_seti)}
            </p>
            {comparison && lastBody ? comparison(shown as CalculationResult, lastBody) : null}
            <AnswerBody data={shown.data} />
            {type.emsal.secim ? (
              <EmsalClassField
                ruleSet={emsalTypes}
                value={emsalTuru}
                onChange={setEmsalTuru}
                legend="Emsal türünü değiştir (sonucu günceller)"
                explain={false}
                landTypeId={emsalTypes.arazi_vasiflari.find((a) => a.ad === shown.data.arazi_vasfi)?.id ?? null}
              />
            ) : null}
            <button type="button" className="button" onClick={() => window.print()}>
              Yazdır / PDF
            </button>{" "}
            {session.access !== null ? (
              <button type="button" className="button button--primary" onClick={() => setSaving(true)}>
                Hesaplamayı Kaydet
              </button>
            ) : (
              <p className="field__hint">Hesaplamayı kaydetmek için giriş yapın.</p>
            )}
          </div>
        ) : null}
      </div>
      {saving ? (
        <Suspense fallback={<p role="status">Yükleniyor...</p>}>
          <SaveDialog label={label} slug={slug} onClose={() => setSaving(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}

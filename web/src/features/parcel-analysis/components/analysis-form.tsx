import { useId } from "react";
import { useSnapshot } from "valtio";
import type { RuleSetDto } from "@worker/core/contracts/rule-set.ts";
import { BasinQuestion } from "../../../components/basin-question.tsx";
import { EmsalClassField } from "../../../components/emsal-class-field.tsx";
import { NumberInput } from "../../../components/number-input.tsx";
import { effectiveBasin, locationState } from "../../../entities/location/location-state.ts";
import { isIntegerField } from "../../../lib/number-input.ts";
import { useHydrated } from "../../../lib/hooks/use-hydrated.ts";
import { useAnalysis } from "../use-analysis.ts";
import {
  analysisState,
  clearError,
  formFields,
  needsBasinStatement,
  needsCertificate,
  setCertificate,
  setEmsalTuru,
  setLandType,
  setValue,
} from "../state.ts";

/**
 * The analysis form: land type, parcel area and the land-type area fields the chosen land type needs (labels,
 * hints and messages from the rule set), and 'Analiz et' with its loading state.
 */
export function AnalysisForm({ ruleSet, onSubmit }: { ruleSet: RuleSetDto; onSubmit: () => void }) {
  const snap = useSnapshot(analysisState, { sync: true });
  const { busy } = useAnalysis();
  const hydrated = useHydrated();
  const location = useSnapshot(locationState);
  const askCertificate = needsCertificate(ruleSet, snap.landType, effectiveBasin(location));
  const certificateError = snap.errors["su_tahsis_belgesi"];
  const id = useId();
  const fields = formFields(ruleSet, snap.landType);
  const landError = snap.errors["arazi_vasfi"];
  return (
    <form
      className="analysis-form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <h2 id={`${id}-title`}>Arazi bilgileri</h2>
      {snap.error ? (
        <p className="notice notice--error" role="alert">
          {snap.error}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-arazi`}>Arazi vasfı</label>
        <select
          id={`${id}-arazi`}
          value={snap.landType}
          aria-invalid={landError ? true : undefined}
          aria-describedby={landError ? `${id}-arazi-hata` : undefined}
          onChange={(e) => setLandType(e.target.value)}
        >
          <option value="">Arazi vasfı seçin</option>
          {ruleSet.arazi_vasiflari.map((t) => (
            <option key={t.id} value={t.ad}>
              {t.ad}
            </option>
          ))}
        </select>
        {landError ? (
          <p id={`${id}-arazi-hata`} className="field__error">
            {landError}
          </p>
        ) : null}
      </div>
      {fields.map((f) => {
        const error = snap.errors[f.ad];
        const fieldId = `${id}-${f.ad}`;
        return (
          <div className="field" key={f.ad}>
            <label htmlFor={fieldId}>{f.ad === "alan_m2" ? `Parsel alanı (${f.birim ?? "m²"})` : f.form_etiketi}</label>
            <NumberInput
              id={fieldId}
              integer={isIntegerField(f)}
              value={snap.values[f.ad] ?? ""}
              aria-invalid={error ? true : undefined}
              aria-describedby={
                [f.yardim ? `${fieldId}-yardim` : "", error ? `${fieldId}-hata` : ""].join(" ").trim() || undefined
              }
              onText={(text) => setValue(f.ad, text)}
            />
            {f.yardim ? (
              <p id={`${fieldId}-yardim`} className="field__hint">
                {f.yardim}
              </p>
            ) : null}
            {error ? (
              <p id={`${fieldId}-hata`} className="field__error">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {ruleSet.turler.some((t) => t.emsal.secim) ? (
        <EmsalClassField ruleSet={ruleSet} value={snap.emsalTuru} onChange={setEmsalTuru} />
      ) : null}
      {needsBasinStatement(ruleSet, snap.landType) ? (
        <BasinQuestion
          error={snap.errors["kapaliSuHavzasiIcinde"]}
          onAnswer={() => clearError("kapaliSuHavzasiIcinde")}
        />
      ) : null}
      {askCertificate ? (
        <fieldset className="field" aria-describedby={certificateError ? `${id}-belge-hata` : undefined}>
          <legend>Su tahsis belgeniz var mı?</legend>
          <label className="radio">
            <input
              type="radio"
              name={`${id}-belge`}
              checked={snap.certificate === true}
              onChange={() => setCertificate(true)}
            />{" "}
            Evet
          </label>
          <label className="radio">
            <input
              type="radio"
              name={`${id}-belge`}
              checked={snap.certificate === false}
              onChange={() => setCertificate(false)}
            />{" "}
            Hayır
          </label>
          {certificateError ? (
            <p id={`${id}-belge-hata`} className="field__error">
              {certificateError}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {/* Disabled in the prerendered page until the app runs: a press before would submit the bare HTML form. */}
      <button type="submit" className="button button--primary" disabled={busy || !hydrated} aria-busy={busy}>
        {busy ? "Analiz ediliyor..." : "Analiz et"}
      </button>
    </form>
  );
}

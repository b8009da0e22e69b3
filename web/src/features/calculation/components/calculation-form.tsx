import { useEffect, useRef, useState } from "react";
import { useSnapshot } from "valtio";
import type { FormFieldDto, RuleSetDto, StructureTypeDto } from "@worker/core/contracts/rule-set.ts";
import { BasinQuestion } from "../../../components/basin-question.tsx";
import { NumberInput } from "../../../components/number-input.tsx";
import { inputText, isIntegerField, numberOrNull } from "../../../lib/number-input.ts";
import { useHydrated } from "../../../lib/hooks/use-hydrated.ts";
import { EmsalClassField } from "../../../components/emsal-class-field.tsx";
import { parcelBoundErrors } from "@worker/core/calculation/parcel-bounds.ts";
import { effectiveBasin, formBlockHint, locationState } from "../../../entities/location/location-state.ts";
import { manualCheckPayload, transferHint } from "../area-check-bridge.ts";
import { useCalculation } from "../use-calculation.ts";
import {
  checkboxValue,
  fieldBody,
  fieldError,
  fieldText,
  formChecks,
  landTypeIdOf,
  landTypesOf,
  parcelFieldOf,
  validateFields,
} from "../fields.ts";
import { fieldsShown } from "@worker/core/calculation/form-fields.ts";
import {
  calculationState,
  type TransferSource,
  setEmsalTuru,
  rejectForm,
  setErrors,
  setFieldError,
  setLandType,
  setPointModal,
  setValue,
  submitCalculation,
  takeReopenRun,
} from "../form-state.ts";
import { CheckBannerView } from "./check-banner.tsx";
import { PointFirstModal } from "./point-first-modal.tsx";
import { WaterCertificateDialog } from "./water-certificate-dialog.tsx";

const SECTION_TITLE: Record<FormFieldDto["bolum"], string> = { temel: "Temel Bilgiler", ozel: "Özel Parametreler" };

function NumberField({
  f,
  value,
  error,
  mapValue,
  mapSource,
}: {
  f: FormFieldDto;
  value: string;
  error: string | undefined;
  mapValue?: number | undefined;
  /** Where the taken-over value came from: map data (a drawing, a parcel file) or the area check's typed areas. */
  mapSource?: TransferSource | undefined;
}) {
  const id = `alan-${f.ad}`;
  const integer = isIntegerField(f);
  const typed = numberOrNull(value, { integer });
  const overridden = mapValue !== undefined && value.trim() !== "" && typed !== mapValue;
  const taken = mapValue !== undefined ? transferHint(mapSource, mapValue, f.birim) : null;
  const describedBy = [
    error ? `${id}-hata` : "",
    mapValue !== undefined ? `${id}-harita` : "",
    f.yardim ? `${id}-yardim` : "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>{f.form_etiketi}</label>
      <NumberInput
        id={id}
        name={f.ad}
        integer={integer}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onText={(text) => setValue(f.ad, text)}
        // A text the reader cannot take for sure is asked about as soon as the person moves to another field. Not
        // on the way to a button: the question would push the button away between press and release, and the
        // click would be lost (the submit asks anyway).
        onBlur={(e) => {
          if (!(e.relatedTarget instanceof HTMLInputElement || e.relatedTarget instanceof HTMLSelectElement)) return;
          setFieldError(f.ad, value.trim() === "" ? null : fieldError({ [f.ad]: value }, f));
        }}
      />
      {f.yardim ? (
        <p id={`${id}-yardim`} className="field__hint">
          {f.yardim}
        </p>
      ) : null}
      {taken ? (
        <p id={`${id}-harita`} className="field__hint" data-testid={`harita-${f.ad}`}>
          {overridden ? (
            <>
              {taken.overridden}{" "}
              <button type="button" className="link-button" onClick={() => setValue(f.ad, inputText(mapValue))}>
                {taken.restore}
              </button>
            </>
          ) : (
            taken.inUse
          )}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-hata`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function CheckboxField({ f, checked }: { f: FormFieldDto; checked: boolean }) {
  return (
    <div className="field">
      <label className="checkbox">
        <input type="checkbox" name={f.ad} checked={checked} onChange={(e) => setValue(f.ad, e.target.checked)} />{" "}
        {f.form_etiketi}
      </label>
      {f.yardim ? <p className="field__hint">{f.yardim}</p> : null}
    </div>
  );
}

/**
 * 'Hesaplama — {type}': the land type, the type's fields for that land type in their sections, the emsal choice
 * when the type has one, the area-check launcher, and the submit with the client checks — all read from the
 * type's descriptor in the page's rule-set version. `areaCheck` is the launcher the app
 * composes in for types with an area check (its hint and what opens it).
 */
export function CalculationForm({
  type,
  ruleSet,
  versionFields,
  areaCheck,
}: {
  type: StructureTypeDto;
  ruleSet: RuleSetDto;
  /** What the body carries to use the same version: `surum` or `mevzuat_tarihi`. */
  versionFields: Readonly<Record<string, string>>;
  areaCheck?: { hint: string; open: () => void } | null;
}) {
  const snap = useSnapshot(calculationState);
  const { loading } = useCalculation();
  const hydrated = useHydrated();
  const location = useSnapshot(locationState);
  const [waterDialog, setWaterDialog] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // After a rejected submit the first field in error gets the focus (and comes into view), not only a red text.
  // The errors arrive through valtio's snapshot, possibly a render after the rejection: wait for them.
  const [rejections, setRejections] = useState(0);
  const focusPending = useRef(false);
  useEffect(() => {
    if (rejections) focusPending.current = true;
  }, [rejections]);
  useEffect(() => {
    if (!focusPending.current) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    focusPending.current = false;
    first.focus();
    first.scrollIntoView?.({ block: "center" });
  }, [rejections, snap.errors]);

  const landTypes = landTypesOf(type, ruleSet.arazi_vasiflari, snap.emsalTuru ?? ruleSet.emsal_sinifi.varsayilan);
  const landTypeId = landTypeIdOf(landTypes, snap.landType);
  const fields = fieldsShown(type, landTypeId);
  const sections = (["temel", "ozel"] as const).map((bolum) => ({
    bolum,
    fields: fields.filter((f) => f.bolum === bolum),
  }));
  const keepOnChange = type.form.alanlar.filter((f) => f.tur === "onay").map((f) => f.ad);
  const needsCertificate = type.su_tahsis_belgesi_gerekli && effectiveBasin(location) === true;

  // A land type the type (in this version) does not allow is no choice: clear it.
  const allowed = landTypeId !== null;
  useEffect(() => {
    if (calculationState.landType && !allowed) setLandType("", { keep: keepOnChange });
    // keepOnChange follows the type; the land type's validity is what matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [allowed, type]);

  const chooseLandType = (name: string) => {
    const id = landTypeIdOf(landTypes, name);
    setLandType(name, { keep: keepOnChange, parcelField: parcelFieldOf(fieldsShown(type, id)) });
  };

  // Callbacks read the proxies (not the render snapshots): the delayed re-submit sees the new emsal type.
  const certificateNeeded = () => type.su_tahsis_belgesi_gerekli && effectiveBasin(locationState) === true;
  const currentFields = () => fieldsShown(type, landTypeIdOf(landTypes, calculationState.landType));
  const buildBody = () => {
    const v = calculationState.values;
    const body: Record<string, unknown> = {
      yapi_turu_id: type.id,
      latitude: locationState.point!.lat,
      longitude: locationState.point!.lng,
      arazi_vasfi: calculationState.landType,
      ...fieldBody(currentFields(), v),
      ...versionFields,
    };
    // No class stated: the answer assumes the rule set's default and shows the other class beside it.
    if (type.emsal.secim && calculationState.emsalTuru) body["emsal_turu"] = calculationState.emsalTuru;
    if (
      type.havza_beyani_gerekli &&
      locationState.check?.kapaliSuHavzasiIcinde === "unknown" &&
      locationState.havzaBeyani !== null
    ) {
      body["kapaliSuHavzasiIcinde"] = locationState.havzaBeyani;
    }
    if (certificateNeeded() && typeof v["su_tahsis_belgesi"] === "boolean")
      body["su_tahsis_belgesi"] = v["su_tahsis_belgesi"];
    const manual = type.form.alan_kontrolu ? manualCheckPayload() : null;
    if (manual) {
      body["manuel_kontrol_sonucu"] = manual;
      const trees = manual["eklenenAgaclar"];
      if (type.form.alan_kontrolu === "dikili-alan" && Array.isArray(trees) && trees.length)
        body["eklenenAgaclar"] = trees;
    }
    return body;
  };

  const submit = () => {
    if (!locationState.point) {
      setPointModal(true);
      return;
    }
    if (formBlockHint(locationState)) return;
    const values = calculationState.values;
    const id = landTypeIdOf(landTypes, calculationState.landType);
    // Field errors win over the form checks on the same field.
    const errors = {
      ...formChecks(type, id, values),
      // An area on the parcel larger than the parcel: the same check the server makes (worker/core/calculation).
      ...parcelBoundErrors(
        fieldBody(currentFields(), values),
        (f) => ruleSet.girdi_alanlari[f]?.etiket ?? f,
        ruleSet.parselden_buyuk_olamaz,
      ),
      ...validateFields(values, currentFields(), calculationState.landType),
    };
    if (
      type.havza_beyani_gerekli &&
      locationState.check?.kapaliSuHavzasiIcinde === "unknown" &&
      locationState.havzaBeyani === null
    ) {
      errors["kapaliSuHavzasiIcinde"] = "Kapalı su havzası durumunu belirtmeniz gerekiyor";
    }
    if (certificateNeeded() && typeof values["su_tahsis_belgesi"] !== "boolean") {
      errors["su_tahsis_belgesi"] = "Su tahsis belgesi durumunuzu belirtmeniz gerekiyor";
      setWaterDialog(true);
    }
    if (Object.keys(errors).length) {
      rejectForm(errors);
      setRejections((n) => n + 1);
      return;
    }
    setErrors({});
    // A person asked: the answer takes the focus and comes into view (result-panel.tsx).
    void submitCalculation(type.api_yolu, buildBody(), { focus: true });
  };

  // A re-opened calculation (?girdi=, entities/calculation/reopen.ts) shows the answer its link stands for at once: once its point is
  // checked, its request goes out as the form builds it from the filled-in inputs. The server checks it, not the
  // form's own checks (a parcel-analysis row may have left a field to the type's default that the form asks for):
  // its answer is the row's, or its field errors show on the form. The focus stays where the page put it.
  const pointChecked =
    location.point !== null && !location.validating && (location.check !== null || location.error !== null);
  useEffect(() => {
    if (!snap.reopenRun || !pointChecked || !takeReopenRun() || formBlockHint(locationState)) return;
    setErrors({});
    void submitCalculation(type.api_yolu, buildBody());
    // buildBody reads the proxies, not this render's values; the run waits for these two only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [snap.reopenRun, pointChecked]);

  const renderField = (f: FormFieldDto) =>
    f.tur === "onay" ? (
      <CheckboxField key={f.ad} f={f} checked={checkboxValue(snap.values, f)} />
    ) : (
      <NumberField
        key={f.ad}
        f={f}
        value={fieldText(snap.values, f)}
        error={snap.errors[f.ad]}
        mapValue={snap.mapValues[f.ad]}
        mapSource={snap.mapSources[f.ad]}
      />
    );

  const hint = formBlockHint(location);
  return (
    <section className="calc-form" aria-labelledby="calc-form-title">
      <h2 id="calc-form-title">Hesaplama — {type.label}</h2>
      {hint ? (
        <p className="form-block-hint" data-testid="form-block-hint">
          {hint}
        </p>
      ) : null}
      <form
        ref={formRef}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {sections.map(({ bolum, fields: own }) =>
          bolum === "temel" || own.length ? (
            <fieldset key={bolum}>
              <legend>{SECTION_TITLE[bolum]}</legend>
              {bolum === "temel" ? (
                <div className="field">
                  <label htmlFor="arazi-vasfi">Arazi vasfı</label>
                  <select
                    id="arazi-vasfi"
                    value={allowed ? snap.landType : ""}
                    aria-invalid={snap.errors["arazi_vasfi"] ? true : undefined}
                    onChange={(e) => chooseLandType(e.target.value)}
                  >
                    <option value="">Seçiniz</option>
                    {landTypes.map((t) => (
                      <option key={t.id} value={t.ad}>
                        {t.ad}
                      </option>
                    ))}
                  </select>
                  {snap.errors["arazi_vasfi"] ? <p className="field__error">{snap.errors["arazi_vasfi"]}</p> : null}
                </div>
              ) : null}
              {bolum === "temel" && type.havza_beyani_gerekli ? (
                <BasinQuestion
                  error={snap.errors["kapaliSuHavzasiIcinde"]}
                  onAnswer={(inBasin) => {
                    setFieldError("kapaliSuHavzasiIcinde", null);
                    // In a closed basin the next question is the water certificate: ask it now.
                    if (
                      inBasin &&
                      type.su_tahsis_belgesi_gerekli &&
                      calculationState.values["su_tahsis_belgesi"] === undefined
                    )
                      setWaterDialog(true);
                  }}
                />
              ) : null}
              {own.map(renderField)}
              {bolum === "temel" && type.emsal.secim ? (
                <EmsalClassField
                  ruleSet={ruleSet}
                  value={snap.emsalTuru}
                  onChange={setEmsalTuru}
                  landTypeId={landTypeId}
                />
              ) : null}
            </fieldset>
          ) : null,
        )}
        {areaCheck ? (
          <div className="area-check-launch">
            <button type="button" className="button" onClick={areaCheck.open}>
              Alan Kontrolü
            </button>
            <p className="field__hint">{areaCheck.hint}</p>
          </div>
        ) : null}
        <CheckBannerView />
        {needsCertificate ? (
          <div className="certificate">
            <p>
              Su tahsis belgesi:{" "}
              <strong>
                {snap.values["su_tahsis_belgesi"] === true
                  ? "var"
                  : snap.values["su_tahsis_belgesi"] === false
                    ? "yok"
                    : "belirtilmedi"}
              </strong>
            </p>
            <button type="button" className="button" onClick={() => setWaterDialog(true)}>
              Su tahsis belgesi durumunu belirt
            </button>
            {snap.errors["su_tahsis_belgesi"] ? (
              <p className="field__error">{snap.errors["su_tahsis_belgesi"]}</p>
            ) : null}
          </div>
        ) : null}
        {/* Disabled in the prerendered page until the app runs: a press before would submit the bare HTML form. */}
        <button type="submit" className="button button--primary" disabled={loading || !hydrated}>
          {loading ? "Hesaplanıyor..." : "Hesapla"}
        </button>
      </form>
      <PointFirstModal open={snap.pointModal} onClose={() => setPointModal(false)} />
      <WaterCertificateDialog
        open={waterDialog}
        provinces={ruleSet.kapali_havza_illeri}
        onAnswer={(has) => setValue("su_tahsis_belgesi", has)}
        onClose={() => setWaterDialog(false)}
      />
    </section>
  );
}

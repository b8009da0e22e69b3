import { useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import type { LandTypeDto, StructureTypeDto } from "../../../../../worker/contracts/api.ts";
import { effectiveBasin, formBlockHint, locationState } from "../../location/state.ts";
import { fetchLandTypes } from "../api.ts";
import { bagEviFields, bagEviFormChecks, NO_EMSAL_TOGGLE, specialFields, validateForm, type FieldSpec } from "../fields.ts";
import { calculationState, setEmsalTuru, setErrors, setLandType, setPointModal, setValue, submitCalculation } from "../state.ts";
import { caseOf } from "../../area-check/logic.ts";
import { manualCheckPayload, startAreaCheck } from "../area-check-bridge.ts";
import { CheckBannerView } from "./check-banner.tsx";
import { PointFirstModal } from "./point-first-modal.tsx";
import { WaterCertificateDialog } from "./water-certificate-dialog.tsx";

function NumberField({ f, value, error, mapValue }: { f: FieldSpec; value: string; error: string | undefined; mapValue?: number | undefined }) {
  const id = `alan-${f.name}`;
  const overridden = mapValue !== undefined && value !== "" && Number(value) !== mapValue;
  return (
    <div className="field">
      <label htmlFor={id}>{f.label}</label>
      <input
        id={id}
        name={f.name}
        type="number"
        inputMode="decimal"
        min={f.min}
        max={f.max}
        step={f.step ?? "any"}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? `${id}-hata` : "", mapValue !== undefined ? `${id}-harita` : "", f.help ? `${id}-yardim` : ""].filter(Boolean).join(" ") || undefined}
        onChange={(e) => setValue(f.name, e.target.value)}
      />
      {f.help ? (
        <p id={`${id}-yardim`} className="field__hint">
          {f.help}
        </p>
      ) : null}
      {mapValue !== undefined ? (
        <p id={`${id}-harita`} className="field__hint" data-testid={`harita-${f.name}`}>
          {overridden ? (
            <>
              Manuel değer kullanılıyor (Harita: {mapValue.toLocaleString("tr-TR")} m²){" "}
              <button type="button" className="link-button" onClick={() => setValue(f.name, String(mapValue))}>
                Harita bilgisini kullan
              </button>
            </>
          ) : (
            "Harita verisi kullanılıyor"
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

/** Derived alan_m2 of the vineyard house's two-area land types (rules-spec.md §1.3). */
function bagEviArea(landType: string, v: Record<string, string | boolean>): string | undefined {
  const n = (k: string) => (typeof v[k] === "string" && v[k] !== "" ? Number(v[k]) : 0);
  if (landType === "Tarla + Zeytinlik") return String(n("tarla_alani") + n("zeytinlik_alani"));
  for (const k of ["tarla_alani", "dikili_alani"]) if (n(k) > 0) return String(n(k));
  return undefined;
}

export function CalculationForm({ type }: { type: StructureTypeDto }) {
  const snap = useSnapshot(calculationState);
  const location = useSnapshot(locationState);
  const [loaded, setLoaded] = useState<{ slug: string; list: LandTypeDto[] | null; error: string | null } | null>(null);
  const landTypes = loaded?.slug === type.slug ? loaded.list : null;
  const loadError = loaded?.slug === type.slug ? loaded.error : null;
  const [waterDialog, setWaterDialog] = useState(false);

  useEffect(() => {
    let alive = true;
    fetchLandTypes(type.slug)
      .then((list) => alive && setLoaded({ slug: type.slug, list, error: null }))
      .catch((e: unknown) => alive && setLoaded({ slug: type.slug, list: null, error: e instanceof Error ? e.message : "Arazi tipleri çekilemedi" }));
    return () => {
      alive = false;
    };
  }, [type.slug]);

  const ownAreas = type.slug === "bag-evi" ? bagEviFields(snap.landType) : [];
  const baseFields: FieldSpec[] = ownAreas.length ? [] : [{ name: "alan_m2", label: "Arazi alanı (m²)", min: 1, max: 200_000, step: 1 }];
  const extra = type.slug === "bag-evi" ? ownAreas : specialFields(type.slug);
  const needsCertificate = type.su_tahsis_belgesi_gerekli && effectiveBasin(location) === true;

  // Callbacks read the proxies (not the render snapshots): the delayed re-submit sees the new emsal type.
  const certificateNeeded = () => type.su_tahsis_belgesi_gerekli && effectiveBasin(locationState) === true;
  const buildBody = () => {
    const v = calculationState.values;
    const body: Record<string, unknown> = {
      yapi_turu_id: type.id,
      latitude: locationState.point!.lat,
      longitude: locationState.point!.lng,
      arazi_vasfi: calculationState.landType,
    };
    for (const f of [...baseFields, ...extra]) {
      const value = v[f.name];
      if (f.kind === "checkbox") body[f.name] = value === true;
      else if (typeof value === "string" && value.trim() !== "") body[f.name] = Number(value);
    }
    if (ownAreas.length) body["alan_m2"] = Number(bagEviArea(calculationState.landType, v) ?? 0);
    if (!NO_EMSAL_TOGGLE.has(type.slug) || type.slug === "zeytinyagi-fabrikasi") body["emsal_turu"] = calculationState.emsalTuru;
    if (type.havza_beyani_gerekli && locationState.check?.kapaliSuHavzasiIcinde === "unknown" && locationState.havzaBeyani !== null) {
      body["kapaliSuHavzasiIcinde"] = locationState.havzaBeyani;
    }
    if (certificateNeeded() && typeof v["su_tahsis_belgesi"] === "boolean") body["su_tahsis_belgesi"] = v["su_tahsis_belgesi"];
    const manual = type.slug === "bag-evi" || type.slug === "tarimsal-depo" ? manualCheckPayload() : null;
    if (manual) {
      body["manuel_kontrol_sonucu"] = manual;
      if (type.slug === "bag-evi" && Array.isArray(manual["eklenenAgaclar"]) && manual["eklenenAgaclar"].length) body["eklenenAgaclar"] = manual["eklenenAgaclar"];
    }
    return body;
  };

  const submit = () => {
    if (!locationState.point) {
      setPointModal(true);
      return;
    }
    if (formBlockHint(locationState)) return;
    const errors = validateForm(calculationState.values, [...baseFields, ...extra], calculationState.landType);
    if (type.slug === "bag-evi") Object.assign(errors, { ...bagEviFormChecks(calculationState.landType, calculationState.values), ...errors });
    if (type.havza_beyani_gerekli && locationState.check?.kapaliSuHavzasiIcinde === "unknown" && locationState.havzaBeyani === null) {
      errors["kapaliSuHavzasiIcinde"] = "Kapalı su havzası durumunu belirtmeniz gerekiyor";
    }
    if (certificateNeeded() && typeof calculationState.values["su_tahsis_belgesi"] !== "boolean") {
      errors["su_tahsis_belgesi"] = "Su tahsis belgesi durumunuzu belirtmeniz gerekiyor";
      setWaterDialog(true);
    }
    setErrors(errors);
    if (Object.keys(errors).length) return;
    void submitCalculation(buildBody());
  };

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
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <fieldset>
          <legend>Temel Bilgiler</legend>
          <div className="field">
            <label htmlFor="arazi-vasfi">Arazi vasfı</label>
            {landTypes ? (
              <select
                id="arazi-vasfi"
                value={snap.landType}
                aria-invalid={snap.errors["arazi_vasfi"] ? true : undefined}
                onChange={(e) => setLandType(e.target.value)}
              >
                <option value="">Seçiniz</option>
                {landTypes.map((t) => (
                  <option key={t.id} value={t.ad}>
                    {t.ad}
                  </option>
                ))}
              </select>
            ) : (
              <p role="status">{loadError ?? "Arazi tipleri yükleniyor..."}</p>
            )}
            {snap.errors["arazi_vasfi"] ? <p className="field__error">{snap.errors["arazi_vasfi"]}</p> : null}
          </div>
          {baseFields.map((f) => (
            <NumberField key={f.name} f={f} value={String(snap.values[f.name] ?? "")} error={snap.errors[f.name]} mapValue={snap.mapValues[f.name]} />
          ))}
          {!NO_EMSAL_TOGGLE.has(type.slug) ? (
            <div className="field" role="radiogroup" aria-label="Emsal türü">
              <span className="field__label">Emsal türü</span>
              {(
                [
                  ["marjinal", "Marjinal (%20)"],
                  ["mutlak_dikili", "Mutlak / dikili (%5)"],
                ] as const
              ).map(([value, text]) => (
                <label key={value} className="radio">
                  <input
                    type="radio"
                    name="emsal_turu"
                    checked={snap.emsalTuru === value}
                    onChange={() => setEmsalTuru(value)}
                  />
                  {text}
                </label>
              ))}
            </div>
          ) : null}
        </fieldset>
        {extra.length ? (
          <fieldset>
            <legend>Özel Parametreler</legend>
            {extra.map((f) =>
              f.kind === "checkbox" ? (
                <label key={f.name} className="checkbox">
                  <input type="checkbox" checked={snap.values[f.name] === true} onChange={(e) => setValue(f.name, e.target.checked)} /> {f.label}
                </label>
              ) : (
                <NumberField key={f.name} f={f} value={String(snap.values[f.name] ?? "")} error={snap.errors[f.name]} mapValue={snap.mapValues[f.name]} />
              ),
            )}
          </fieldset>
        ) : null}
        {caseOf(type.slug) ? (
          <div className="area-check-launch">
            <button type="button" className="button" onClick={() => startAreaCheck(type)}>
              Alan Kontrolü
            </button>
            <p className="field__hint">Alanları haritada çizin ya da yazın{type.slug === "ipek-bocekciligi" ? ", dut ağaçlarını ekleyin" : type.slug === "bag-evi" ? ", ağaçları ekleyin ve uygunluğu kontrol edin" : ""}.</p>
          </div>
        ) : null}
        <CheckBannerView />
        {needsCertificate ? (
          <div className="certificate">
            <p>
              Su tahsis belgesi:{" "}
              <strong>{snap.values["su_tahsis_belgesi"] === true ? "var" : snap.values["su_tahsis_belgesi"] === false ? "yok" : "belirtilmedi"}</strong>
            </p>
            <button type="button" className="button" onClick={() => setWaterDialog(true)}>
              Su tahsis belgesi durumunu belirt
            </button>
            {snap.errors["su_tahsis_belgesi"] ? <p className="field__error">{snap.errors["su_tahsis_belgesi"]}</p> : null}
          </div>
        ) : null}
        {snap.errors["kapaliSuHavzasiIcinde"] ? <p className="field__error">{snap.errors["kapaliSuHavzasiIcinde"]}</p> : null}
        <button type="submit" className="button button--primary" disabled={snap.loading}>
          {snap.loading ? "Hesaplanıyor..." : "Hesapla"}
        </button>
      </form>
      <PointFirstModal open={snap.pointModal} onClose={() => setPointModal(false)} />
      <WaterCertificateDialog open={waterDialog} onAnswer={(has) => setValue("su_tahsis_belgesi", has)} onClose={() => setWaterDialog(false)} />
    </section>
  );
}

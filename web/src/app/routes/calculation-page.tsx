import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { Link, useLocation, useParams, useSearchParams } from "react-router-dom";
import { useSnapshot } from "valtio";
import type { RuleSetDto, StructureTypeDto } from "@worker/core/contracts/rule-set.ts";
import { EarlierVersionLink } from "../../components/earlier-version-link.tsx";
import { HydratedLater } from "../../components/hydrated-later.tsx";
import { StructureTypesStatus } from "../../components/structure-types-status.tsx";
import { paths, PRODUCT_NAME } from "../../config/paths.ts";
import { LAUNCH_HINT } from "../../features/area-check/logic.ts";
import {
  areaCheckProfile,
  areaCheckState,
  invalidateAreaCheck,
  openAreaCheck,
  resetAreaCheck,
} from "../../features/area-check/state.ts";
import { applyAreaCheck, areaCheckRequest } from "../../features/calculation/area-check-bridge.ts";
import { CalculationForm } from "../../features/calculation/components/calculation-form.tsx";
import { LandTypeTypes } from "../../features/calculation/components/land-type-types.tsx";
import { formSnapshot } from "../../features/calculation/form-snapshot.ts";
import { RuleVersionBar } from "../../features/calculation/components/rule-version-bar.tsx";
import { landTypeIdOf, parcelFieldOf } from "../../features/calculation/fields.ts";
import { fieldsShown } from "@worker/core/calculation/form-fields.ts";
import {
  applyParcelArea,
  applyPrefill,
  calculationState,
  onFormEvent,
  resetForType,
  setMevzuatTarihi,
} from "../../features/calculation/form-state.ts";
import { LocationSection } from "../../features/location/components/location-section.tsx";
import { clearPoint, locationState, selectPoint, setBasinStatement } from "../../entities/location/location-state.ts";
import { keepOnReload } from "../../lib/chunk-reload.ts";
import { useIdleStarted } from "../../lib/idle-start.ts";
import { COMPARE_HASH, decodePrefill, FORM_ONLY, reopenUrl } from "../../entities/calculation/reopen.ts";
import {
  pageVersionQuery,
  todayIso,
  versionBody,
  type VersionQuery,
} from "../../entities/structure-types/rule-version.ts";
import { useRuleSet } from "../../entities/structure-types/use-structure-types.ts";
import { useDocumentTitle } from "../../lib/hooks/use-document-title.ts";
import { TypeNotInVersion } from "./type-not-in-version.tsx";
import { useFootprint } from "./use-footprint.ts";

// The result and the comparison are not needed to fill in the form: the result panel mounts once the page is first
// idle (lib/idle-start.ts), so its chunk never comes between a slow phone and a usable form; the comparison loads
// with a shown result.
const ResultPanel = lazy(() =>
  import("../../features/calculation/components/result-panel.tsx").then((m) => ({ default: m.ResultPanel })),
);
const VersionComparison = lazy(() =>
  import("../../features/comparison/components/version-comparison.tsx").then((m) => ({
    default: m.VersionComparison,
  })),
);
const AreaCheckDrawer = lazy(() =>
  import("../../features/area-check/components/area-check-drawer.tsx").then((m) => ({ default: m.AreaCheckDrawer })),
);

// The area check follows the form: a new type or land type empties it, another rule-set version drops its verdict.
onFormEvent((event) => (event === "reset" ? resetAreaCheck() : invalidateAreaCheck()));

/**
 * Opens the type's area check (its descriptor's `form.alan_kontrolu`) with the form's land type and values, the
 * chosen point and parcel, and the page's rule-set version; its result goes back into the form.
 */
function startAreaCheck(type: StructureTypeDto, rules: VersionQuery, areaMax: number): void {
  const request = areaCheckRequest(type);
  if (!request) return;
  openAreaCheck({
    ...request,
    center: locationState.point ? { ...locationState.point } : null,
    parcel: locationState.parcel ? locationState.parcel.ring.map(([a, b]) => [a, b] as [number, number]) : null,
    onResult: (r, handover) => applyAreaCheck(request.checkCase, r, areaCheckProfile(), handover),
    rules: { ...rules },
    areaMax,
  });
}

/** Mounts the (lazily loaded) area-check drawer once it is first opened. */
function AreaCheckHost() {
  const { open } = useSnapshot(areaCheckState);
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={<p role="status">Alan kontrolü yükleniyor...</p>}>
      <AreaCheckDrawer />
    </Suspense>
  );
}

/** The field an imported parcel fills for the current land type (first main-area field, else alan_m2). */
function parcelFieldNow(type: StructureTypeDto, ruleSet: RuleSetDto): string {
  return parcelFieldOf(fieldsShown(type, landTypeIdOf(ruleSet.arazi_vasiflari, calculationState.landType)));
}

/**
 * Calculation page of one structure type (/hesaplama/{slug} and the legacy /{slug}): composes the location picker,
 * the calculation form and result, and the area-check drawer (three features) around the page's rule-set version. The rule-set version comes
 * from `?surum=` (a draft preview, or a re-opened calculation's version) or else from the 'Mevzuat tarihi' date
 * (default today); the page's type, form, limits and cards are that version's.
 */
export function CalculationPage() {
  const { slug = "" } = useParams();
  const [search] = useSearchParams();
  const girdi = search.get("girdi");
  // A saved answer's 'Karşılaştır' (#karsilastir): the comparison with the newest version opens with the result.
  const compareAtStart = useLocation().hash === `#${COMPARE_HASH}`;
  const { mevzuatTarihi } = useSnapshot(calculationState);

  // Today's version: the fallback frame (title, map) while the page's own version loads, and the re-open fields.
  const base = useRuleSet();
  const fieldNames = useMemo(() => (base.ruleSet ? Object.keys(base.ruleSet.girdi_alanlari) : null), [base.ruleSet]);
  const prefill = useMemo(() => (fieldNames ? decodePrefill(girdi, fieldNames) : null), [girdi, fieldNames]);
  const surum = search.get("surum") || prefill?.surum || null;
  const today = todayIso();
  const query = useMemo(() => pageVersionQuery(surum, mevzuatTarihi, today), [surum, mevzuatTarihi, today]);
  const page = useRuleSet(query);
  const versionFields = useMemo(() => versionBody(surum, mevzuatTarihi), [surum, mevzuatTarihi]);

  const frame = page.ruleSet ?? base.ruleSet;
  const frameType = frame?.turler.find((t) => t.slug === slug);
  const type = page.ruleSet?.turler.find((t) => t.slug === slug);
  const footprint = useFootprint(type);
  const idle = useIdleStarted();
  useDocumentTitle(frameType ? `${frameType.label} | ${PRODUCT_NAME}` : PRODUCT_NAME);

  // Changing the structure type clears the chosen point, the form and the result.
  // A re-opened calculation (?girdi=…) then fills the point, the legislation date, the land type and fields, and
  // the form calculates it once the point is checked: the page shows the answer the link stood for.
  useEffect(() => {
    clearPoint();
    resetForType(slug);
    if (!prefill) return;
    setMevzuatTarihi(prefill.mevzuatTarihi ?? todayIso());
    if (prefill.point) {
      void selectPoint(prefill.point.lat, prefill.point.lng);
      // Its closed-basin statement, for where the basin layer does not answer (choosing the point cleared it).
      if (prefill.havzaBeyani !== null) setBasinStatement(prefill.havzaBeyani);
    }
    applyPrefill({ ...prefill, run: prefill.run && prefill.point !== null });
  }, [slug, prefill]);

  // A reload for a failed lazy chunk (lib/chunk-reload.ts) comes back with the form as ?girdi=; a form that showed
  // no answer comes back without calculating.
  useEffect(
    () =>
      keepOnReload(() =>
        reopenUrl(slug, {
          ...formSnapshot(),
          ...(surum ? { surum } : {}),
          ...(calculationState.submission ? {} : { [FORM_ONLY]: true }),
        }),
      ),
    [slug, surum],
  );

  const bar = (
    <RuleVersionBar
      surum={surum}
      tarih={mevzuatTarihi}
      loaded={page.ruleSet}
      status={page.status}
      error={page.error}
      slug={slug}
      inToday={!base.ruleSet || base.ruleSet.turler.some((t) => t.slug === slug)}
    />
  );

  if (!frame) {
    // Neither the page's version nor today's is here: loading, or both failed (the page's error first).
    const failed = page.status === "error" ? page : base;
    return (
      <>
        {page.status === "error" ? bar : null}
        <StructureTypesStatus
          status={failed.status === "error" ? "error" : "loading"}
          error={failed.error}
          query={page.status === "error" ? query : {}}
        />
      </>
    );
  }
  if (!frameType) {
    if (page.status === "loading") return <StructureTypesStatus status="loading" error={null} query={query} />;
    return (
      <TypeNotInVersion
        slug={slug}
        surum={surum}
        ruleSet={page.ruleSet}
        ownVersion={!!page.ruleSet && page.ruleSet !== base.ruleSet}
        bar={bar}
      />
    );
  }

  const ruleSet = page.ruleSet;
  const areaMax = (ruleSet ?? frame).alan_siniri.en_cok;
  return (
    <article className="calculation" aria-labelledby="calculation-title">
      <h1 id="calculation-title">
        <span aria-hidden="true">{frameType.emoji}</span> {frameType.label}
      </h1>
      <p className="calculation__desc">
        {frameType.description} <Link to={paths.legislation.getHref(frameType.slug, query)}>Mevzuat</Link>
      </p>
      {frameType.mevzuat_durumu.kod !== "yururlukte" && frameType.mevzuat_durumu.not ? (
        <p role="note" className="notice notice--warning">
          {frameType.mevzuat_durumu.not}
        </p>
      ) : null}
      {type?.mevzuat_durumu.kod === "tanimli_degil" && ruleSet ? (
        <EarlierVersionLink slug={type.slug} version={ruleSet.kural_seti} />
      ) : null}
      {bar}
      <HydratedLater>
        <LocationSection
          type={frameType}
          areaMax={areaMax}
          onParcel={(p) => applyParcelArea(p.areaM2, parcelFieldNow(type ?? frameType, ruleSet ?? frame))}
          footprint={footprint}
        />
      </HydratedLater>
      {ruleSet && type ? (
        <>
          <CalculationForm
            type={type}
            ruleSet={ruleSet}
            versionFields={versionFields}
            areaCheck={
              type.form.alan_kontrolu
                ? { hint: LAUNCH_HINT[type.form.alan_kontrolu], open: () => startAreaCheck(type, query, areaMax) }
                : null
            }
          />
          <HydratedLater>
            <LandTypeTypes slug={type.slug} rules={query} />
          </HydratedLater>
          {idle ? (
            <Suspense fallback={<p role="status">Yükleniyor...</p>}>
              <ResultPanel
                type={type}
                emsalTypes={ruleSet}
                onManualCheck={type.form.alan_kontrolu ? () => startAreaCheck(type, query, areaMax) : undefined}
                footprint={footprint}
                comparison={(result, body) => (
                  <Suspense
                    fallback={
                      <p role="status" className="no-print">
                        Yükleniyor...
                      </p>
                    }
                  >
                    <VersionComparison
                      key={result.data.timestamp}
                      type={type}
                      result={result}
                      body={body}
                      openAtStart={compareAtStart}
                    />
                  </Suspense>
                )}
              />
            </Suspense>
          ) : null}
          <AreaCheckHost />
        </>
      ) : ruleSet ? (
        <p role="alert" className="notice notice--error">
          {frameType.label} bu kural seti sürümünde ({ruleSet.kural_seti.surum}) tanımlı değil.
        </p>
      ) : page.status === "loading" ? (
        <p role="status" className="loading-text">
          Yapı türleri yükleniyor...
        </p>
      ) : null}
    </article>
  );
}

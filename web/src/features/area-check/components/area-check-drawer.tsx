import { useEffect, useRef } from "react";
import { useSnapshot } from "valtio";
import { calculate, cancelConfirm, clearData, continueCheck, directTransfer, setTab } from "../actions.ts";
import { fetchPlantedAreaSettings } from "../api.ts";
import { versionKey } from "../../../entities/structure-types/rule-version.ts";
import { modesFor } from "../../../entities/calculation/area-check-result.ts";
import { buttonHelp, subtitleFor, tabsFor, treesApply, type DrawerButton } from "../logic.ts";
import { areaCheckProfile, areaCheckState, closeAreaCheck, settingsLoaded } from "../state.ts";
import { AreaInputs } from "./area-inputs.tsx";
import { CheckResult } from "./check-result.tsx";
import { ConfirmChanges } from "./confirm-changes.tsx";
import { MapTab } from "./map-tab.tsx";
import { TreeEntry } from "./tree-entry.tsx";
import "./area-check.css";

/** Browser back closes the open drawer: opening pushes a history entry, closing by other means pops it. */
function useBackButtonCloses(open: boolean) {
  useEffect(() => {
    if (!open) return;
    window.history.pushState({ alanKontrolu: true }, "");
    let poppedByBrowser = false;
    const onPop = () => {
      poppedByBrowser = true;
      closeAreaCheck();
    };
    window.addEventListener("popstate", onPop);
    return () => {
      window.removeEventListener("popstate", onPop);
      if (!poppedByBrowser && (window.history.state as { alanKontrolu?: boolean } | null)?.alanKontrolu)
        window.history.back();
    };
  }, [open]);
}

/** 'Alan Kontrolü': the side drawer (500 px, full width on phones) with the manual and map tabs. */
export function AreaCheckDrawer() {
  const s = useSnapshot(areaCheckState);
  const ref = useRef<HTMLDialogElement>(null);
  useBackButtonCloses(s.open);

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (s.open && !d.open) d.showModal();
    if (!s.open && d.open) d.close();
  }, [s.open]);

  // The trees, thresholds and land-type profiles of the page's rule-set version, read once per version.
  const rules = s.options?.rules;
  const key = rules ? versionKey(rules) : null;
  useEffect(() => {
    if (!s.open || key === null || !rules) return;
    if (areaCheckState.settingsKey === key && areaCheckState.settings) return;
    let live = true;
    areaCheckState.settings = null;
    areaCheckState.settingsKey = key;
    areaCheckState.settingsError = null;
    fetchPlantedAreaSettings(rules)
      .then((settings) => {
        if (!live) return;
        settingsLoaded(settings);
      })
      .catch((e: unknown) => {
        if (!live) return;
        areaCheckState.settingsKey = null;
        areaCheckState.settingsError = e instanceof Error ? e.message : "Ağaç türleri yüklenemedi.";
      });
    return () => {
      live = false;
    };
    // rules is the same choice whenever key is: the key alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [s.open, key]);

  const o = s.options;
  const landType = o?.landType ?? "";
  const c = o?.checkCase ?? "dikili-alan";
  const profile = areaCheckProfile(s);
  const tabs = c === "dikili-alan" ? tabsFor(profile) : { showTabs: true, defaultTab: "manuel" as const };
  const modes = modesFor(c, profile);
  const help = buttonHelp(c);
  const buttons: [DrawerButton, string][] = [
    ...(c === "dikili-alan" ? [["hesapla", "Hesapla"] as [DrawerButton, string]] : []),
    ["temizle", "Verileri Temizle"],
    ["aktar", "Doğrudan Aktar"],
    ["devam", "Devam"],
  ];
  /** Each footer button is described by its line in "Düğmeler ne yapar?" (aria-describedby). */
  const describedBy = (b: DrawerButton) => `ac-help-${b}`;

  return (
    <dialog
      ref={ref}
      className="drawer"
      aria-labelledby="ac-title"
      aria-describedby="ac-subtitle"
      onCancel={(e) => {
        // Escape cancels a pending question, drawing or editing first; only then does it close the drawer.
        if (areaCheckState.confirm) {
          e.preventDefault();
          cancelConfirm();
          return;
        }
        if (areaCheckState.mode || areaCheckState.editIndex !== null) {
          e.preventDefault();
          areaCheckState.mode = null;
          areaCheckState.editIndex = null;
        }
      }}
      onClose={closeAreaCheck}
    >
      <header className="drawer__header">
        <div>
          <h2 id="ac-title">Alan Kontrolü</h2>
          <p id="ac-subtitle" className="drawer__subtitle">
            {subtitleFor(c, o?.facility ?? "")}
            {landType && c === "dikili-alan" ? ` — ${landType}` : ""}
          </p>
        </div>
        <button type="button" className="drawer__close" aria-label="Kapat" onClick={closeAreaCheck}>
          ×
        </button>
      </header>
      {tabs.showTabs ? (
        <div className="drawer__tabs" role="tablist" aria-label="Kontrol yöntemi">
          {(
            [
              ["manuel", "Manuel Alan Kontrolü"],
              ["harita", "Haritadan Kontrol"],
            ] as const
          ).map(([tab, text]) => (
            <button
              key={tab}
              id={`ac-tab-${tab}`}
              type="button"
              role="tab"
              aria-selected={s.tab === tab}
              aria-controls="ac-panel"
              className="drawer__tab"
              onClick={() => setTab(tab)}
            >
              {text}
            </button>
          ))}
        </div>
      ) : null}
      <div
        id="ac-panel"
        className="drawer__body"
        role={tabs.showTabs ? "tabpanel" : undefined}
        aria-labelledby={tabs.showTabs ? `ac-tab-${s.tab}` : "ac-title"}
      >
        {s.settingsError ? <p className="notice notice--error">{s.settingsError}</p> : null}
        {!s.settings && !s.settingsError ? <p role="status">Ağaç türleri yükleniyor...</p> : null}
        {s.open && (s.tab === "harita" || !tabs.showTabs) ? <MapTab /> : null}
        {modes.length > 0 ? <AreaInputs modes={modes} max={o?.areaMax ?? null} /> : null}
        {s.tab === "manuel" && tabs.showTabs && treesApply(c, profile) ? (
          <TreeEntry onlyMulberry={c === "dut-bahcesi"} />
        ) : null}
        {s.error ? (
          <p className="notice notice--error" role="alert">
            {s.error}
          </p>
        ) : null}
        <CheckResult />
        <details className="drawer__help">
          <summary>Düğmeler ne yapar?</summary>
          <dl>
            {buttons.map(([b, text]) => (
              <div key={b}>
                <dt>{text}</dt>
                <dd id={describedBy(b)}>{help[b]}</dd>
              </div>
            ))}
          </dl>
        </details>
      </div>
      {s.confirm ? (
        <ConfirmChanges />
      ) : (
        <footer className="drawer__footer">
          {c === "dikili-alan" ? (
            <button
              type="button"
              className="button"
              aria-describedby={describedBy("hesapla")}
              onClick={() => calculate()}
              disabled={!s.settings}
            >
              Hesapla
            </button>
          ) : null}
          <button type="button" className="button" aria-describedby={describedBy("temizle")} onClick={clearData}>
            Verileri Temizle
          </button>
          <button
            type="button"
            className="button"
            aria-describedby={describedBy("aktar")}
            onClick={directTransfer}
            disabled={c === "dikili-alan" && !s.settings}
          >
            Doğrudan Aktar
          </button>
          <button
            type="button"
            className="button button--primary"
            aria-describedby={describedBy("devam")}
            onClick={continueCheck}
            disabled={!s.settings}
          >
            Devam
          </button>
        </footer>
      )}
    </dialog>
  );
}

/**
 * What the dialog's buttons do: tree rows, calculate, clear, continue, direct transfer, polygons and typed
 * areas. Errors the user can fix show their own message; anything unexpected shows a generic text for that
 * action.
 */
import { notify } from "../../lib/notifications.ts";
import { inputText, numberOrNull } from "../../lib/number-input.ts";
import {
  addTree,
  AreaCheckError,
  checkSufficiency,
  continueMulberry,
  DUT_SUCCESS,
  landProfile,
  manualCheckToast,
  mulberryCount,
  oliveCountFor,
  removeTree,
  updateTreeCount,
  type Tab,
} from "./logic.ts";
import {
  formChanges,
  type AreaCheckResult,
  type AreaSource,
  type Areas,
  type DrawMode,
  type Handover,
} from "../../entities/calculation/area-check-result.ts";
import { areaCheckProfile, areaCheckState, closeAreaCheck, type HandOverToast, type PolygonData } from "./state.ts";

function guard(fallback: string, fn: () => void): void {
  try {
    areaCheckState.error = null;
    fn();
  } catch (err) {
    areaCheckState.error = err instanceof AreaCheckError ? err.message : fallback;
  }
}

/** A typed area (lib/number-input.ts); 0 when empty or not a number for sure (the field shows why). */
const num = (s: string) => Math.max(0, numberOrNull(s) ?? 0);

export function currentAreas(): Areas {
  const a = areaCheckState.areas;
  return { tarlaAlani: num(a.tarla), dikiliAlan: num(a.dikili), zeytinlikAlani: num(a.zeytinlik) };
}

/**
 * Where each area with a value came from: a polygon drawn (or a parcel file read) in the drawer while its area is
 * still the polygon's, else typed.
 */
export function areaSources(): Partial<Record<DrawMode, AreaSource>> {
  const out: Partial<Record<DrawMode, AreaSource>> = {};
  for (const m of ["tarla", "dikili", "zeytinlik"] as const) {
    const value = num(areaCheckState.areas[m]);
    if (value <= 0) continue;
    const polygon = areaCheckState.polygons[m];
    out[m] = polygon && Math.round(polygon.area) === value ? "harita" : "yazildi";
  }
  return out;
}

/** Anything entered changed: the shown result and a pending question about it no longer hold. */
function invalidate(): void {
  areaCheckState.result = null;
  areaCheckState.confirm = null;
}

export function setTab(tab: Tab): void {
  guard("Sekme değiştirme sırasında hata oluştu", () => {
    areaCheckState.tab = tab;
  });
}

/** Choosing a drawing mode; clicking the same button while drawing stops it. */
export function toggleMode(mode: DrawMode): void {
  guard("Çizim modu değiştirme sırasında hata oluştu.", () => {
    areaCheckState.editIndex = null;
    areaCheckState.mode = areaCheckState.mode === mode ? null : mode;
  });
}

export function setAreaText(mode: DrawMode, text: string): void {
  areaCheckState.areas[mode] = text;
  invalidate();
}

/** A finished or edited polygon sets the matching area to its rounded area. */
export function savePolygon(mode: DrawMode, polygon: PolygonData): void {
  try {
    areaCheckState.polygons[mode] = polygon;
    areaCheckState.areas[mode] = inputText(Math.round(polygon.area));
    invalidate();
  } catch {
    window.alert("Polygon kaydetme sırasında hata oluştu.");
  }
}

/** An edited polygon (its vertices dragged): its new shape and area, or an error message when reading it fails. */
export function saveEditedPolygon(mode: DrawMode, read: () => PolygonData): void {
  guard("Polygon düzenleme sırasında hata oluştu.", () => savePolygon(mode, read()));
}

/** A parcel file imported in the drawer becomes the field (tarla) polygon. */
export function importParcelPolygon(ring: [number, number][], areaM2: number): void {
  savePolygon("tarla", { points: ring.map(([a, b]) => [a, b] as [number, number]), area: areaM2 });
  areaCheckState.importRev += 1;
}

/** Clearing one polygon zeroes its area; with no mode, all three. */
export function clearPolygon(mode: DrawMode | null): void {
  try {
    for (const m of mode ? [mode] : (["tarla", "dikili", "zeytinlik"] as const)) {
      delete areaCheckState.polygons[m];
      areaCheckState.areas[m] = "";
    }
    invalidate();
  } catch {
    window.alert("Polygon temizleme sırasında hata oluştu.");
  }
}

export function clearAllPolygons(): void {
  areaCheckState.mode = null;
  areaCheckState.editIndex = null;
  clearPolygon(null);
}

export function addTreeRow(): void {
  guard("Ağaç eklenirken hata oluştu", () => {
    const s = areaCheckState;
    if (!s.settings) throw new Error("not ready");
    s.trees = addTree(s.trees, s.settings.agaclar, s.species, s.tip, s.count, s.settings.esikler.azami_agac_sayisi);
    s.count = "";
    invalidate();
  });
}

export function startTreeEdit(index: number): void {
  guard("Ağaç düzenleme modunu başlatma sırasında hata oluştu", () => {
    const row = areaCheckState.trees[index];
    if (!row) throw new Error("no row");
    areaCheckState.treeEdit = { index, count: inputText(row.sayi) };
  });
}

export function saveTreeEdit(): void {
  guard("Ağaç güncellenirken hata oluştu", () => {
    const edit = areaCheckState.treeEdit;
    if (!edit) return;
    const max = areaCheckState.settings?.esikler.azami_agac_sayisi;
    if (max === undefined) throw new Error("not ready");
    areaCheckState.trees = updateTreeCount(areaCheckState.trees, edit.index, edit.count, max);
    areaCheckState.treeEdit = null;
    invalidate();
  });
}

export function deleteTreeRow(index: number): void {
  guard("Ağaç silme sırasında hata oluştu", () => {
    areaCheckState.trees = removeTree(areaCheckState.trees, index);
    areaCheckState.treeEdit = null;
    invalidate();
  });
}

/** 'Hesapla': the sufficiency check on the current areas and trees, with the manual-check toast when `tell`. */
export function calculate(tell = true): boolean {
  let ok = false;
  guard("Hesaplama sırasında hata oluştu", () => {
    const s = areaCheckState;
    const o = s.options;
    if (!o || !s.settings) throw new Error("not ready");
    if (o.checkCase !== "dikili-alan") {
      ok = true;
      return;
    }
    const olive = oliveCountFor(landProfile(s.settings, o.landType), o.form);
    s.result = checkSufficiency(o.landType, currentAreas(), s.trees, s.settings, olive);
    const toast = manualCheckToast(s.result.sonuc, o.facility);
    if (toast && tell) notify("warning", toast.text, toast.ms);
    ok = true;
  });
  return ok;
}

function hand(result: AreaCheckResult, handover: Handover, toast: HandOverToast | null = null): void {
  const o = areaCheckState.options;
  closeAreaCheck();
  if (toast) notify(toast.kind, toast.text, toast.ms);
  o?.onResult(result, handover);
}

/**
 * Hands a result to the form — unless it would replace values the person put there: then the drawer asks first,
 * naming each value and the one that would replace it (confirmChanges).
 */
function handOver(result: AreaCheckResult, toast: HandOverToast | null = null): void {
  const o = areaCheckState.options;
  const handover: Handover = { sources: areaSources(), keep: [] };
  const changes = o ? formChanges(o.checkCase, areaCheckProfile(), result, o.own) : [];
  if (changes.length) {
    areaCheckState.confirm = { result, handover, changes, toast };
    return;
  }
  hand(result, handover, toast);
}

/** The answer to the question: the check's values replace the form's (`replace`), or the form keeps its own. */
export function confirmChanges(replace: boolean): void {
  guard("Sonuç aktarımı sırasında hata oluştu", () => {
    const pending = areaCheckState.confirm;
    if (!pending) return;
    const keep = replace ? [] : pending.changes.map((c) => c.field);
    // A failed check's warning is about the values it checked: with the person's own values kept, it no longer
    // decides the calculation (the banner says so), so it is not told as if it did.
    const toast = replace || pending.toast?.kind === "success" ? pending.toast : null;
    hand(pending.result, { ...pending.handover, keep }, toast);
  });
}

/** 'Vazgeç': back to the drawer, nothing handed over. */
export function cancelConfirm(): void {
  areaCheckState.confirm = null;
}

/** 'Verileri Temizle': resets the dialog and the form's areas (the check returns clearAll). */
export function clearData(): void {
  guard("Veri temizleme sırasında hata oluştu", () => {
    const landType = areaCheckState.options?.landType ?? "";
    areaCheckState.trees = [];
    areaCheckState.treeEdit = null;
    areaCheckState.result = null;
    clearAllPolygons();
    hand(
      {
        tarlaAlani: 0,
        dikiliAlan: 0,
        zeytinlikAlani: 0,
        eklenenAgaclar: [],
        alanTipi: landType,
        agacSayisi: 0,
        clearAll: true,
      },
      { sources: {}, keep: [] },
    );
  });
}

/** 'Devam': the mulberry case, or the sufficiency result with preliminaryCheck (computed first when needed). */
export function continueCheck(): void {
  guard("Sonuç aktarımı sırasında hata oluştu", () => {
    const s = areaCheckState;
    const o = s.options;
    if (!o) throw new Error("not open");
    if (o.checkCase === "dut-bahcesi") {
      const r = continueMulberry(currentAreas(), s.trees);
      // Told once it is handed over (it may wait for the person's answer about the form's values).
      handOver(r, { kind: "success", text: DUT_SUCCESS });
      return;
    }
    // The check again on what is handed on; its toast was shown when 'Hesapla' ran it, so once is enough. Else it
    // is told once the result is handed over (it may wait for the person's answer about the form's values).
    let toast: HandOverToast | null = null;
    if (o.checkCase === "dikili-alan" && (!s.result || s.trees.length > 0)) {
      const told = s.result !== null;
      if (!calculate(false) || !s.result) return;
      const warning = manualCheckToast(s.result.sonuc, o.facility);
      if (warning && !told) toast = { kind: "warning", text: warning.text, ms: warning.ms };
    }
    const areas = currentAreas();
    handOver(
      {
        ...areas,
        ...(s.result ? { dikiliAlanKontrolSonucu: s.result.sonuc } : {}),
        ...(s.result?.detay ? { mesajDetay: s.result.detay } : {}),
        eklenenAgaclar: [...s.trees],
        alanTipi: o.landType,
        agacSayisi: s.trees.reduce((sum, t) => sum + t.sayi, 0),
        preliminaryCheck: true,
      },
      toast,
    );
  });
}

/** 'Doğrudan Aktar': areas only, no tree data; the mulberry case needs a mulberry count above 0. */
export function directTransfer(): void {
  guard("Doğrudan aktarım sırasında hata oluştu", () => {
    const s = areaCheckState;
    const o = s.options;
    if (!o) throw new Error("not open");
    const areas = currentAreas();
    if (o.checkCase === "dut-bahcesi") {
      const count = mulberryCount(s.trees);
      if (!(count > 0)) throw new AreaCheckError("Lütfen geçerli bir dut bahçesi alanı ve dut ağacı sayısı girin.");
      handOver({ ...areas, eklenenAgaclar: [], alanTipi: "dut", agacSayisi: count, directTransfer: true });
      return;
    }
    if (areas.tarlaAlani + areas.dikiliAlan + areas.zeytinlikAlani <= 0)
      throw new AreaCheckError("Aktarılacak alan yok: önce bir alan çizin veya yazın.");
    // Which form fields take the areas is the land type's profile (the version's settings).
    if (o.checkCase === "dikili-alan" && !areaCheckProfile())
      throw new AreaCheckError("Alan kontrolü ayarları henüz yüklenmedi; birkaç saniye sonra yeniden deneyin.");
    handOver({ ...areas, eklenenAgaclar: [], alanTipi: o.landType, agacSayisi: 0, directTransfer: true });
  });
}

/**
 * The area-check dialog's internal state: areas, polygons, trees,
 * drawing mode, edit index and the last sufficiency result. Polygon layers live in the map component; only their
 * points and areas are kept here.
 */
import { proxy } from "valtio";
import type { AgacTipi } from "@worker/core/calculation/dikili-alan.ts";
import type { LandProfile } from "@worker/core/rules/land-profiles.ts";
import { versionKey, type VersionQuery } from "../../entities/structure-types/rule-version.ts";
import {
  areasFromForm,
  type AddedTree,
  type AreaCheckResult,
  type CheckCase,
  type DrawMode,
  type FormChange,
  type Handover,
} from "../../entities/calculation/area-check-result.ts";
import { inputText } from "../../lib/number-input.ts";
import { landProfile, tabsFor, type AreaCheckSettings, type Sufficiency, type Tab } from "./logic.ts";

/** What the person is told once a result is handed over: the check's own outcome. */
export interface HandOverToast {
  kind: "success" | "warning";
  text: string;
  ms?: number;
}

export interface PolygonData {
  points: [number, number][];
  area: number;
}

export interface AreaCheckOpenOptions {
  checkCase: CheckCase;
  landType: string;
  facility: string;
  /** Current form values (olive counts for the density check). */
  form: Record<string, string | boolean>;
  /**
   * The form's values the person put there (typed, or a parcel file's area), by field, with the field's name: a
   * result replaces one of them only when the person confirms (what an earlier area check wrote is not listed).
   */
  own: Record<string, { value: number; label: string }>;
  center: { lat: number; lng: number } | null;
  /** Outline of an imported parcel, drawn for reference. */
  parcel: [number, number][] | null;
  /** The result and how it is handed over (where its areas came from, the typed values the person kept). */
  onResult: (r: AreaCheckResult, handover: Handover) => void;
  /** The page's rule-set version: the trees, thresholds and land-type profiles are read from the same one. */
  rules: VersionQuery;
  /** The largest area an input or a parcel file may give (the rule set's area limit), m². */
  areaMax: number;
}

interface AreaCheckState {
  open: boolean;
  options: AreaCheckOpenOptions | null;
  tab: Tab;
  /** Typed or drawn areas as text (inputs); polygons overwrite them. */
  areas: { tarla: string; dikili: string; zeytinlik: string };
  polygons: Partial<Record<DrawMode, PolygonData>>;
  mode: DrawMode | null;
  /** Index of the polygon being edited, counted in the order tarla, dikili, zeytinlik; null when not editing. */
  editIndex: number | null;
  trees: AddedTree[];
  species: number | null;
  tip: AgacTipi;
  count: string;
  treeEdit: { index: number; count: string } | null;
  result: Sufficiency | null;
  /** A result waiting for the person's answer: it would replace values they put in the form (`changes`). */
  confirm: { result: AreaCheckResult; handover: Handover; changes: FormChange[]; toast: HandOverToast | null } | null;
  error: string | null;
  settings: AreaCheckSettings | null;
  /** The version the settings were read for (a version key); other versions load their own. */
  settingsKey: string | null;
  settingsError: string | null;
  /** Bumped when a polygon is set from outside the map (a parcel file): the map rebuilds its layers. */
  importRev: number;
}

const empty = () => ({
  areas: { tarla: "", dikili: "", zeytinlik: "" },
  polygons: {},
  mode: null,
  editIndex: null,
  trees: [],
  species: null,
  tip: "normal" as AgacTipi,
  count: "",
  treeEdit: null,
  result: null,
  confirm: null,
  error: null,
});

export const areaCheckState = proxy<AreaCheckState>({
  open: false,
  options: null,
  tab: "manuel",
  ...empty(),
  settings: null,
  settingsKey: null,
  settingsError: null,
  importRev: 0,
});

/** The land type the dialog was last filled for: a new land type starts from nothing. */
let filledFor = "";
/** The form's areas wait for the land type's profile (the version's settings) before they come along. */
let prefillPending = false;

/** What the profile is read from: the state, or a component's snapshot of it (so it renders again on a change). */
interface ProfileSource {
  readonly options: { readonly landType: string; readonly rules: VersionQuery } | null;
  readonly settings: Parameters<typeof landProfile>[0] | null;
  readonly settingsKey: string | null;
}

/** The opened land type's profile, once the settings of the page's version are there (else null). */
export function areaCheckProfile(s: ProfileSource = areaCheckState): LandProfile | null {
  const { options, settings, settingsKey } = s;
  if (!options || !settings || settingsKey !== versionKey(options.rules)) return null;
  return landProfile(settings, options.landType);
}

/**
 * The areas typed in the form come along, so the check starts from what the person already entered; what the
 * drawer already holds (a drawn polygon, a typed area) stays. In the vineyard-house case the land type's profile
 * says which field is which area: until the settings arrive this waits (settingsLoaded).
 */
function prefillFromForm(): void {
  const o = areaCheckState.options;
  if (!prefillPending || !o) return;
  const profile = areaCheckProfile();
  if (o.checkCase === "dikili-alan" && !profile) return;
  prefillPending = false;
  for (const [mode, n] of Object.entries(areasFromForm(o.checkCase, profile, o.form))) {
    const m = mode as DrawMode;
    if (!areaCheckState.polygons[m] && areaCheckState.areas[m].trim() === "") areaCheckState.areas[m] = inputText(n);
  }
}

/** Opens the drawer for `options` on its default tab (the map alone for the land types that show no tabs). */
export function openAreaCheck(options: AreaCheckOpenOptions): void {
  const key = `${options.checkCase}|${options.landType}`;
  if (key !== filledFor) {
    Object.assign(areaCheckState, empty());
    filledFor = key;
  }
  areaCheckState.options = options;
  // Before the settings arrive, the manual tab: the map-only land types show no tabs, so theirs is not seen.
  areaCheckState.tab = options.checkCase === "dikili-alan" ? tabsFor(areaCheckProfile()).defaultTab : "manuel";
  areaCheckState.error = null;
  areaCheckState.confirm = null;
  areaCheckState.open = true;
  prefillPending = true;
  prefillFromForm();
}

/** The settings of the page's version arrived (the drawer reads them once per version). */
export function settingsLoaded(settings: AreaCheckSettings): void {
  areaCheckState.settings = settings;
  prefillFromForm();
}

export function closeAreaCheck(): void {
  areaCheckState.open = false;
  areaCheckState.confirm = null;
  areaCheckState.mode = null;
  areaCheckState.editIndex = null;
}

/** Changing the land type resets polygons, added trees and the result. */
export function resetAreaCheck(): void {
  Object.assign(areaCheckState, empty());
  filledFor = "";
  prefillPending = false;
}

/** Another rule-set version: the sufficiency result and the thresholds go; drawn areas and trees stay. */
export function invalidateAreaCheck(): void {
  areaCheckState.result = null;
  areaCheckState.settings = null;
  areaCheckState.settingsKey = null;
  areaCheckState.settingsError = null;
}

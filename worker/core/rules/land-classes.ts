/**
 * Land type → legal class: one mapping in the rule set (`_ortak.json` → `sabitler.arazi_siniflari`, rule set 2.0.0)
 * used by every type that needs a land's class. The class gives the emsal class where the deed decides it (planted
 * land — bağ, bahçe, zeytinlik — is mutlak / dikili; the İzmir plan notes' tier follows it, whatever the user
 * chooses), and the Talimat 7 holding threshold (depot, sundurma, çiftlik atölyesi). Where the deed does not decide
 * (Tarla, Ham toprak, Sera), the user states the class and the version's cautious default applies when nothing is
 * stated. A version without the mapping (1.0.0) leaves the class to the user, as it was released. Zod-free (the
 * browser may import it); `landClassesSchema` (schema.ts) checks the block when a version loads.
 */
import type { LandClasses } from "./schema.ts";

export type { LandClasses };
type EmsalTuru = "marjinal" | "mutlak_dikili";

/** The land-class mapping of a version's common constants, or null when the version has none. */
export function landClassesOf(sabitler: Readonly<Record<string, unknown>>): LandClasses | null {
  const classes = sabitler["arazi_siniflari"];
  return classes === undefined ? null : (classes as LandClasses);
}

/** The class of a land type (its key in `siniflar`), or null for a version without the mapping. */
export function landClassOf(classes: LandClasses | null, landTypeId: number | null): string | null {
  if (!classes || landTypeId === null) return null;
  return classes.vasiflar[String(landTypeId)] ?? null;
}

/** The emsal class the deed decides for a land type, or null where the user states it (or the version has none). */
export function deedEmsalClass(classes: LandClasses | null, landTypeId: number | null): EmsalTuru | null {
  const cls = landClassOf(classes, landTypeId);
  return cls === null ? null : (classes!.siniflar[cls]!.emsal_turu ?? null);
}

/** The Talimat 7 holding threshold (m²) of a land type, or null for a version without the mapping. */
export function holdingThreshold(classes: LandClasses | null, landTypeId: number | null): number | null {
  const cls = landClassOf(classes, landTypeId);
  return cls === null ? null : classes!.siniflar[cls]!.arazi_varligi_esigi_m2;
}

/** Land type id → the emsal class its deed decides, for every land type whose deed decides it. */
export function deedDecidedLandTypes(classes: LandClasses | null): Record<string, EmsalTuru> {
  if (!classes) return {};
  const out: Record<string, EmsalTuru> = {};
  for (const [id, cls] of Object.entries(classes.vasiflar)) {
    const tur = classes.siniflar[cls]!.emsal_turu;
    if (tur) out[id] = tur;
  }
  return out;
}

/** The land types whose class the user states (every one for a version without the mapping). */
export function statedClassLandTypes(classes: LandClasses | null, catalogue: readonly { id: number }[]): number[] {
  return catalogue.map((t) => t.id).filter((id) => deedEmsalClass(classes, id) === null);
}

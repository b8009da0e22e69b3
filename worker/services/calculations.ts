import type { PlantedAreaSettingsDto } from "../contracts/rule-set.ts";
import { sortTreesTurkish } from "../calculation/dikili-alan.ts";
import type { AgacTuru, DikiliEsikler } from "../contracts/rule-set.ts";
import type { LoadedRuleSet } from "../rules/types.ts";

/** The tree catalogue of a version (_ortak.json → sabitler.agac_cizelgesi), in Turkish alphabetical order. */
export function listTreeSpecies(version: LoadedRuleSet): AgacTuru[] {
  const catalogue = version.common.sabitler["agac_cizelgesi"];
  return Array.isArray(catalogue) ? sortTreesTurkish(catalogue as AgacTuru[]) : [];
}

/**
 * What the area-check dialog needs from a version: the trees, and the planted-area thresholds and land-type
 * profiles of the type whose form offers the `dikili-alan` check (`form.alan_kontrolu`), with the land-type
 * catalogue the profiles name by id.
 */
export function plantedAreaSettings(version: LoadedRuleSet): PlantedAreaSettingsDto | null {
  const file = Object.values(version.types).find((t) => t.form.alan_kontrolu === "dikili-alan");
  const esikler = file?.sabitler["esikler"];
  const profiles = file?.sabitler.arazi_profilleri;
  if (typeof esikler !== "object" || esikler === null || !profiles) return null;
  return {
    agaclar: listTreeSpecies(version),
    esikler: esikler as DikiliEsikler,
    arazi_profilleri: profiles,
    arazi_vasiflari: version.common.arazi_vasfi_katalogu.map(({ id, ad }) => ({ id, ad })),
    kural_seti: { id: version.id, surum: version.surum },
  };
}

/**
 * The lookup of a land type's profile in the vineyard-house check's table (`sabitler.arazi_profilleri`, schema and
 * type in land-profiles.ts). Free of zod, so the browser can import it. Pure.
 */
import type { LandProfile } from "./land-profiles.ts";

/** The `arazi_vasfi` of the entry for every land type the table does not list. */
export const DEFAULT_PROFILE = "diger";

/** The profile table of a type's constants (validated when the version loaded); throws where there is none. */
export function landProfilesOf(sabitler: Readonly<Record<string, unknown>>): readonly LandProfile[] {
  const table = sabitler["arazi_profilleri"];
  if (!Array.isArray(table)) throw new Error("rule file constant arazi_profilleri is missing");
  return table as LandProfile[];
}

/** The profile of a land type by its catalogue id: its own entry, else the default one. */
export function profileById(profiles: readonly LandProfile[], id: number | null | undefined): LandProfile {
  const own = profiles.find((p) => p.arazi_vasfi === id);
  const profile = own ?? profiles.find((p) => p.arazi_vasfi === DEFAULT_PROFILE);
  if (!profile) throw new Error(`arazi_profilleri has no "${DEFAULT_PROFILE}" entry`);
  return profile;
}

/** The profile of a land type by its name (the catalogue gives its id). */
export function profileFor(
  profiles: readonly LandProfile[],
  landType: string,
  catalogue: readonly { id: number; ad: string }[],
): LandProfile {
  return profileById(profiles, catalogue.find((t) => t.ad === landType)?.id);
}

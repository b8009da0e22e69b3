/**
 * The lookup of a land type's profile in the vineyard-house check's table (`sabitler.arazi_profilleri`, schema and
 * type in land-profiles.ts). Free of zod, so the browser can import it. Pure.
 */
/**
 * The rule set's land-type profile table (`rules/<ruleset>/arazi-profilleri.json`, not in a version folder: it came
 * after 1.0.0 was released), used by a type offering the planted-area check whose constants carry no
 * `arazi_profilleri` of their own.
 */
export const LAND_PROFILES_FILE = "arazi-profilleri.json";

/** The `arazi_vasfi` of the entry for every land type the table does not list. */
export const DEFAULT_PROFILE = "diger";

/** What the lookup reads of a profile (the whole type, `LandProfile`, is land-profiles.ts's). */
interface Keyed {
  readonly arazi_vasfi: number | typeof DEFAULT_PROFILE;
}

/** The profile of a land type by its catalogue id: its own entry, else the default one. */
export function profileById<P extends Keyed>(profiles: readonly P[], id: number | null | undefined): P {
  const own = profiles.find((p) => p.arazi_vasfi === id);
  const profile = own ?? profiles.find((p) => p.arazi_vasfi === DEFAULT_PROFILE);
  if (!profile) throw new Error(`arazi_profilleri has no "${DEFAULT_PROFILE}" entry`);
  return profile;
}

/** The profile of a land type by its name (the catalogue gives its id). */
export function profileFor<P extends Keyed>(
  profiles: readonly P[],
  landType: string,
  catalogue: readonly { id: number; ad: string }[],
): P {
  return profileById(profiles, catalogue.find((t) => t.ad === landType)?.id);
}

/**
 * A rule bundle loaded for calculations: the rule-set model's loader (rules/registry.ts: schema, overlays, every
 * cross-file check it can make alone) and then the check only this layer can make, because the fact functions live
 * here: every type's `hesap` names a function of facts/index.ts, the one list of them. The worker's bundle
 * (bundled-rules.ts), `rules:build`, `rules:check` and the other scripts load through here. Pure.
 */
import { loadRuleBundle, RuleFileError, type RuleBundle, type RuleRegistry } from "../rules/registry.ts";
import type { LoadedRuleSet } from "../rules/types.ts";
import { FACT_FUNCTIONS, isFactFunction } from "./facts/index.ts";

/**
 * The version whose own file gave a type its `hesap`: up the overlay chain while the base's type names the same
 * function (an overlay that does not change the type, or changes something else of it, inherits it).
 */
function writtenIn(versions: readonly LoadedRuleSet[], version: LoadedRuleSet, slug: string): LoadedRuleSet {
  let at = version;
  for (;;) {
    const base = at.taban_surum ? versions.find((v) => v.surum === at.taban_surum) : undefined;
    if (!base || base.types[slug]?.hesap !== at.types[slug]?.hesap) return at;
    at = base;
  }
}

/** Every type of every version names a known fact function; else a Turkish error naming the file. */
export function checkFactFunctions(registry: RuleRegistry): void {
  for (const [id, versions] of Object.entries(registry.versions))
    for (const version of versions)
      for (const [slug, file] of Object.entries(version.types)) {
        if (isFactFunction(file.hesap)) continue;
        const where = `${id}/${writtenIn(versions, version, slug).surum}/${slug}.json`;
        throw new RuleFileError(
          `${where}: hesap — "${file.hesap}" adında bir hesap fonksiyonu yok; olanlar: ${Object.keys(FACT_FUNCTIONS).join(", ")} (yeni bir fonksiyonu bir geliştirici worker/core/calculation/facts/ içinde yazar)`,
        );
      }
}

/** The bundle's rule sets, each type's fact function checked against facts/index.ts. */
export function loadRules(bundle: RuleBundle): RuleRegistry {
  const registry = loadRuleBundle(bundle);
  checkFactFunctions(registry);
  return registry;
}

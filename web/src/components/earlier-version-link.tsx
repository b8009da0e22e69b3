import { Link } from "react-router-dom";
import type { RuleSetVersionDto } from "@worker/core/contracts/rule-set.ts";
import { paths } from "../config/paths.ts";
import { useRuleSet } from "../entities/structure-types/use-structure-types.ts";
import { earlierVersions, useDefiningVersion } from "../entities/structure-types/versions.ts";

/**
 * For a type the version no longer defines (`tanimli_degil`): the same calculation under the last version that
 * still defined it, for the dates before the version that dropped it took effect (the next one in the list). Both
 * are read from the rule set's version list; nothing shows while they load or when no earlier version defined it.
 * The link names the dropping version's date; a draft without one is named as the change of the regulation.
 */
export function EarlierVersionLink({ slug, version }: { slug: string; version: RuleSetVersionDto }) {
  const versions = useRuleSet().ruleSet?.surumler ?? [];
  const { version: earlier } = useDefiningVersion(slug, earlierVersions(versions, version.surum));
  if (!earlier) return null;
  const dropped = versions[versions.findIndex((v) => v.surum === earlier.surum) + 1] ?? version;
  return (
    <p className="earlier-version" data-testid="earlier-version">
      <Link to={paths.calculation.getHref(slug, { surum: earlier.surum })}>
        {dropped.yururluk_tarihi === null
          ? `Yönetmelik değişikliğinden önceki tarihler için ${earlier.surum} ile hesaplayın`
          : `${dropped.yururluk_tarihi} öncesi tarihler için ${earlier.surum} ile hesaplayın`}
      </Link>
    </p>
  );
}

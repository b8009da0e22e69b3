import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { useSnapshot } from "valtio";
import type { StructureTypeDto } from "@worker/core/contracts/rule-set.ts";
import { paths } from "../../../config/paths.ts";
import { ApiClientError } from "../../../lib/api/api-client.ts";
import type { VersionQuery } from "../../../entities/structure-types/rule-version.ts";
import { fetchTypesForLandType } from "../api.ts";
import { calculationState } from "../form-state.ts";

type Loaded = { landType: string; types: StructureTypeDto[] | null; error: string | null };

/**
 * The structure types the chosen land type allows, reloaded whenever the land type changes, each linking to its
 * calculation.
 */
export function LandTypeTypes({ slug, rules }: { slug: string; rules: VersionQuery }) {
  const { landType } = useSnapshot(calculationState);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const { surum, tarih } = rules;
  useEffect(() => {
    if (!landType) return;
    let live = true;
    fetchTypesForLandType(landType, { surum, tarih })
      .then((types) => live && setLoaded({ landType, types, error: null }))
      .catch((err: unknown) => {
        const message = err instanceof ApiClientError && err.detail ? err.detail : "Yapı türleri çekilemedi";
        if (live) setLoaded({ landType, types: null, error: message });
      });
    return () => {
      live = false;
    };
  }, [landType, surum, tarih]);
  const current = loaded && loaded.landType === landType ? loaded : null;
  if (!landType || !current) return null;
  if (current.error)
    return (
      <p role="alert" className="notice notice--error">
        {current.error}
      </p>
    );
  const others = (current.types ?? []).filter((t) => t.slug !== slug);
  return (
    <details className="land-type-types" data-testid="land-type-types">
      <summary>
        “{landType}” arazisinde hesaplanabilen diğer yapılar ({others.length})
      </summary>
      <ul>
        {others.map((t) => (
          <li key={t.slug}>
            <Link to={paths.calculation.getHref(t.slug, surum ? { surum } : {})}>
              <span aria-hidden="true">{t.emoji}</span> {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

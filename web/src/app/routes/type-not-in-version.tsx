import type { ReactNode } from "react";
import { Link, Navigate, useLocation } from "react-router-dom";
import type { RuleSetDto } from "@worker/core/contracts/rule-set.ts";
import { StructureTypesStatus } from "../../components/structure-types-status.tsx";
import { paths } from "../../config/paths.ts";
import { searchWithVersion } from "../../entities/structure-types/rule-version.ts";
import { useLaterDefiningVersion } from "../../entities/structure-types/versions.ts";

/**
 * A calculation page whose version has no such type. Reached without `?surum=`, the type may be one a later version
 * (a draft) brings: the page opens again under the nearest later version that defines it, with `?surum=` in its
 * address (so the draft banner shows and a reload keeps it). Otherwise 'Sayfa bulunamadı'.
 */
export function TypeNotInVersion({
  slug,
  surum,
  ruleSet,
  ownVersion,
  bar,
}: {
  slug: string;
  /** The version named in the address, if any: then no other version is tried. */
  surum: string | null;
  /** The page's rule set (its version list names the later versions). */
  ruleSet: RuleSetDto | null;
  /** The page's version is not today's (the text says so). */
  ownVersion: boolean;
  bar: ReactNode;
}) {
  const { pathname, search } = useLocation();
  const { status, version } = useLaterDefiningVersion(slug, surum ? null : ruleSet);
  if (status === "loading") return <StructureTypesStatus status="loading" error={null} />;
  if (version) return <Navigate replace to={{ pathname, search: searchWithVersion(search, version.surum) }} />;
  return (
    <div className="page-missing">
      <h1>Sayfa bulunamadı</h1>
      {bar}
      {/* The message for a type the client has no calculation for. */}
      <p role="alert" className="notice notice--error" data-testid="unsupported-type">
        Hesaplama türü desteklenmiyor: {slug}
      </p>
      <p>
        “{slug}” adında bir yapı türü {ownVersion ? "bu kural seti sürümünde " : ""}
        yok.
      </p>
      <Link to={paths.home.getHref()}>Ana sayfaya dön</Link>
    </div>
  );
}
